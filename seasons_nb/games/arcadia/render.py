"""Seasons of Arcadia as a picture: the hex board and a side panel, in SVG.

Every space is a ``<g data-target="e5">``; a jump out's landing beyond the edge
is drawn (only when it is a highlighted target) as ``data-target="out:<edge>"``.
"""

from __future__ import annotations

import math
import textwrap
from functools import lru_cache
from typing import Iterable

from seasons_nb.core.hexgrid import center, corners, points_attr
from seasons_nb.core.svg import el, empty, svg_doc, text_lines

from .state import BOARD, COLOURS, EMPTY, LORDS_PER_SEASON, SEASONS, SEATS, State, _CELL

SIZE = 25
MARGIN = 2 * SIZE
_W = SIZE * math.sqrt(3)
_XS = [center(h, SIZE)[0] for h in BOARD.cells]
_YS = [center(h, SIZE)[1] for h in BOARD.cells]
OX = -min(_XS) + MARGIN
OY = -min(_YS) + MARGIN
BOARD_W = max(_XS) - min(_XS) + 2 * MARGIN
BOARD_H = max(_YS) - min(_YS) + 2 * MARGIN
PANEL_W = 230
WIDTH, HEIGHT = BOARD_W + PANEL_W, max(BOARD_H, 360)

_CENTRES = [(x + OX, y + OY) for x, y in zip(_XS, _YS)]
_POLYS = [points_attr(corners(x, y, SIZE - 1)) for x, y in _CENTRES]
_INK = "#2b2b2b"
_DARK = {"spring": "#b0466f", "summer": "#4f8a2a", "autumn": "#a8560c", "winter": "#1f4f99"}


def _xy(hexcoord) -> tuple[float, float]:
    x, y = center(hexcoord, SIZE)
    return x + OX, y + OY


@lru_cache(maxsize=None)
def _space(i: int, v: int, acted: bool, hl: bool, sel: bool) -> str:
    """One space's markup; the board only ever shows a few thousand variants, so they are cached."""
    label = BOARD.labels[i]
    x, y = _CENTRES[i]
    fill = "#fff3a8" if hl else ("#efe6d2" if i != BOARD.center else "#e4d5b0")
    stroke, width = ("#d4a000", 3) if hl else ("#b9a988", 1)
    parts = [empty("polygon", points=_POLYS[i], fill=fill, stroke=stroke, stroke_width=width)]
    desc = label
    if v != EMPTY:
        season = SEASONS[v]
        parts.append(empty(
            "circle", cx=x, cy=y, r=SIZE * 0.62, fill=COLOURS[season],
            stroke=_INK if sel else _DARK[season], stroke_width=4 if sel else 2,
            stroke_dasharray="4 3" if acted else None, opacity=0.6 if acted else None))
        desc = f"{label}: {season.title()} lord" + (" (has acted)" if acted else "")
    parts.append(el("text", label, x=x, y=y + 4, text_anchor="middle", font_size=11,
                    fill=_INK, pointer_events="none"))
    cls = "snb-space" + (" snb-hl" if hl else "") + (" snb-sel" if sel else "")
    return el("g", children=parts, class_=cls, data_target=label, data_label=desc)


def _ghost(target: str, frm: str) -> str:
    """A highlighted landing beyond the edge, for a jump out."""
    edge = target[4:]
    hexcoord = BOARD.off_board(_CELL[frm], _CELL[edge])
    x, y = _xy(hexcoord)
    return el("g", children=[
        empty("polygon", points=points_attr(corners(x, y, SIZE - 1)), fill="#fff3a8",
              stroke="#d4a000", stroke_width=2, stroke_dasharray="5 3"),
        el("text", "out", x=x, y=y + 4, text_anchor="middle", font_size=11, fill=_INK,
           pointer_events="none"),
    ], class_="snb-space snb-hl snb-ghost", data_target=target,
        data_label=f"jump out over {edge}")


def _last(action) -> str:
    if action is None or not getattr(action, "path", None):
        return ""
    pts = [_CENTRES[_CELL[p]] for p in action.path]
    if action.out:
        pts.append(_xy(BOARD.off_board(_CELL[action.path[-1]], _CELL[action.out])))
    out = []
    if len(pts) > 1:
        out.append(empty("polyline", points=" ".join(f"{x:.1f},{y:.1f}" for x, y in pts),
                         fill="none", stroke=_INK, stroke_width=3, stroke_opacity=0.55,
                         stroke_linecap="round", stroke_linejoin="round", pointer_events="none"))
    end = _CENTRES[_CELL[action.enter]] if action.enter else pts[-1]
    out.append(empty("circle", cx=end[0], cy=end[1], r=SIZE * 0.8, fill="none", stroke=_INK,
                     stroke_width=2, stroke_opacity=0.7, pointer_events="none"))
    return el("g", children=out, class_="snb-last")


def _panel(state: State) -> str:
    x0 = BOARD_W + 4
    parts = [el("text", "Seasons of Arcadia", x=x0, y=30, font_size=16, font_weight="bold", fill=_INK)]
    y = 56
    for seat in range(state.players):
        active = not state.over and seat == state.seat
        won = seat in state.winners
        head = ("▶ " if active else "") + state.names[seat] + (" — wins!" if won else "")
        parts.append(el("text", head, x=x0, y=y, font_size=13, fill=_INK,
                        font_weight="bold" if active or won else None))
        y += 18
        for s in SEATS[state.players][seat]:
            season = SEASONS[s]
            on = state.board.count(s)
            parts.append(empty("circle", cx=x0 + 8, cy=y - 4, r=6, fill=COLOURS[season],
                               stroke=_DARK[season]))
            parts.append(el("text", f"{season.title()}: {on}/{LORDS_PER_SEASON} on the board, "
                            f"{LORDS_PER_SEASON - on} in supply",
                            x=x0 + 20, y=y, font_size=11, fill=_INK))
            y += 16
        y += 8
    lines = [state.prompt]
    if state.turn_limit is not None and not state.over:
        lines.append(f"Turn {state.turn} (draw after {state.turn_limit})")
    parts.append(text_lines(x0, y + 6, textwrap.wrap(" ".join(lines[:1]), 34) + lines[1:], size=12, gap=15,
                            fill=_INK))
    return el("g", children=parts, class_="snb-panel")


def board_svg(state: State, highlight: Iterable[str] = (), selected: Iterable[str] = (),
              last=None) -> str:
    """The board with ``highlight``-ed targets, ``selected`` clicks so far and the ``last`` action."""
    hl = set(highlight)
    sel = [s for s in selected if s in _CELL]
    sel_set = set(sel[:1])
    body = [empty("rect", x=0, y=0, width=WIDTH, height=HEIGHT, fill="#fbf8f1")]
    board, used = state.board, state.used
    body.extend(_space(i, board[i], i in used, lab in hl, lab in sel_set) for i, lab in enumerate(BOARD.labels))
    if sel:
        body.extend(_ghost(t, sel[-1]) for t in sorted(hl) if t.startswith("out:") and t[4:] in _CELL)
    body.append(_last(last))
    body.append(_panel(state))
    title = f"Seasons of Arcadia — {state.prompt}"
    return svg_doc(WIDTH, HEIGHT, body, title=title)

