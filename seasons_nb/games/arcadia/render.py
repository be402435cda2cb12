"""Seasons of Arcadia as a picture: the hex board and a side panel, in SVG.

Drawn from the public API a State and a View share (``board``, ``used``,
``names``, ``prompt``, ``seasons_of``, ``on_board`` …). Every space is a target
group named by ``actions.space_target``; a jump out's landing beyond the edge is
drawn, only while it is a highlighted target, as ``actions.out_target(edge)``.
"""

from __future__ import annotations

import textwrap
from functools import lru_cache
from typing import Iterable

from seasons_nb.core.hexgrid import center, corners, points_attr
from seasons_nb.core.svg import (
    HL, HL_FILL, INK, LAST_MARK, LINE, PAPER, SEL, el, empty, shorten, svg_doc, target, text_lines,
)

from .actions import read_target, space_target
from .components import BOARD, COLOURS, DARK, EMPTY, LORDS_PER_SEASON, SEASONS

SIZE = 25
MARGIN = 2 * SIZE
_XS = [center(h, SIZE)[0] for h in BOARD.cells]
_YS = [center(h, SIZE)[1] for h in BOARD.cells]
OX = -min(_XS) + MARGIN
OY = -min(_YS) + MARGIN
BOARD_W = max(_XS) - min(_XS) + 2 * MARGIN
BOARD_H = max(_YS) - min(_YS) + 2 * MARGIN
PANEL_W = 250
#: the longest name the side panel shows in full (longer ones end in an ellipsis)
NAME_CHARS = 22
WIDTH, HEIGHT = BOARD_W + PANEL_W, max(BOARD_H, 360)

_CENTRES = [(x + OX, y + OY) for x, y in zip(_XS, _YS)]
_POLYS = [points_attr(corners(x, y, SIZE - 1)) for x, y in _CENTRES]
_CELL = BOARD.by_label
_SPACE_FILL, _CENTRE_FILL, _RIM = "#efe6d2", "#e4d5b0", "#b9a988"


def _xy(hexcoord) -> tuple[float, float]:
    x, y = center(hexcoord, SIZE)
    return x + OX, y + OY


@lru_cache(maxsize=None)
def _space(i: int, v: int, acted: bool, hl: bool, sel: bool) -> str:
    """One space's markup; the board only ever shows a few thousand variants, so they are cached."""
    label = BOARD.labels[i]
    x, y = _CENTRES[i]
    fill = HL_FILL if hl else (_SPACE_FILL if i != BOARD.center else _CENTRE_FILL)
    stroke, width = (HL, 3) if hl else (_RIM, 1)
    parts = [empty("polygon", points=_POLYS[i], fill=fill, stroke=stroke, stroke_width=width)]
    desc = label
    if v != EMPTY:
        season = SEASONS[v]
        parts.append(empty(
            "circle", cx=x, cy=y, r=SIZE * 0.62, fill=COLOURS[season],
            stroke=SEL if sel else DARK[season], stroke_width=4 if sel else 2,
            stroke_dasharray="4 3" if acted else None, opacity=0.6 if acted else None))
        desc = f"{label}: {season.title()} lord" + (" (has acted)" if acted else "")
    parts.append(el("text", label, x=x, y=y + 4, text_anchor="middle", font_size=11,
                    fill=INK, pointer_events="none"))
    return target(space_target(label), desc, parts, hl=hl, sel=sel, cls="snb-space")


def _ghost(target_id: str, edge: str, frm: str) -> str:
    """A highlighted landing beyond the edge, for a jump out."""
    x, y = _xy(BOARD.off_board(_CELL[frm], _CELL[edge]))
    return target(target_id, f"jump out over {edge}", [
        empty("polygon", points=points_attr(corners(x, y, SIZE - 1)), fill=HL_FILL,
              stroke=HL, stroke_width=2, stroke_dasharray="5 3"),
        el("text", "out", x=x, y=y + 4, text_anchor="middle", font_size=11, fill=INK,
           pointer_events="none"),
    ], hl=True, cls="snb-space snb-ghost")


def _last(action) -> str:
    """The path of the last action, and a ring where its lord ended."""
    path = getattr(action, "path", None)
    if not path or not all(p in _CELL for p in path):
        return ""
    pts = [_CENTRES[_CELL[p]] for p in path]
    if action.out in _CELL:
        pts.append(_xy(BOARD.off_board(_CELL[path[-1]], _CELL[action.out])))
    out = []
    if len(pts) > 1:
        out.append(empty("polyline", points=" ".join(f"{x:.1f},{y:.1f}" for x, y in pts),
                         fill="none", stroke=INK, stroke_width=3, stroke_opacity=0.55,
                         stroke_linecap="round", stroke_linejoin="round", pointer_events="none"))
    end = _CENTRES[_CELL[action.enter]] if action.enter in _CELL else pts[-1]
    out.append(empty("circle", cx=end[0], cy=end[1], r=SIZE * 0.8, fill="none", stroke=INK,
                     stroke_width=2, stroke_opacity=0.7, pointer_events="none"))
    return el("g", children=out, class_=LAST_MARK)


def _panel(position) -> str:
    x0 = BOARD_W + 4
    parts = [el("text", "Seasons of Arcadia", x=x0, y=30, font_size=16, font_weight="bold", fill=INK)]
    y = 56
    to_move = position.current_player
    winners = position.winners
    for seat, name in enumerate(position.names):
        active = seat == to_move
        won = seat in winners
        head = ("▶ " if active else "") + shorten(name, NAME_CHARS) + (" — wins!" if won else "")
        parts.append(el("text", head, x=x0, y=y, font_size=13, fill=INK,
                        font_weight="bold" if active or won else None))
        y += 18
        for season in position.seasons_of(seat):
            on = position.on_board(season)
            parts.append(empty("circle", cx=x0 + 8, cy=y - 4, r=6, fill=COLOURS[season], stroke=DARK[season]))
            parts.append(el("text", f"{season.title()}: {on}/{LORDS_PER_SEASON} placed, "
                            f"{LORDS_PER_SEASON - on} in supply", x=x0 + 20, y=y, font_size=11, fill=INK))
            y += 16
        y += 8
    lines = textwrap.wrap(position.prompt, 34)
    if position.turn_limit is not None and not position.is_over:
        lines.append(f"Turn {position.turn} (draw after {position.turn_limit})")
    parts.append(text_lines(x0, y + 6, lines, size=12, gap=15, fill=INK))
    return el("g", children=parts, class_="snb-panel")


def board_svg(position, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
    """The board of a State or View with ``highlight``-ed targets, the ``selected`` clicks so far
    and the ``last`` action."""
    hl = set(highlight)
    sel = [s for s in selected if s in _CELL]
    sel_set = set(sel[:1])
    body = [empty("rect", x=0, y=0, width=WIDTH, height=HEIGHT, fill=PAPER, stroke=LINE)]
    board, used = position.board, position.used
    body.extend(_space(i, board[i], i in used, lab in hl, lab in sel_set) for i, lab in enumerate(BOARD.labels))
    if sel:
        for t in sorted(hl):
            read = read_target(t)
            if read and read[0] == "out":
                body.append(_ghost(t, read[1], sel[-1]))
    body.append(_last(last))
    body.append(_panel(position))
    return svg_doc(WIDTH, HEIGHT, body, title=f"Seasons of Arcadia — {position.prompt}")


def action_label(action) -> str:
    """Plain words for an action, as a choice button shows it (its notation)."""
    return str(action)
