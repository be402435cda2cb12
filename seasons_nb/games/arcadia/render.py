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

from seasons_nb.core.hexgrid import center
from seasons_nb.core.svg import HIGHLIGHT as HL_CLASS
from seasons_nb.core.svg import HL, HL_FILL, INK, LAST_MARK, LINE, PAPER, SEL, Kit, el, empty, shorten, target

from .actions import read_target, space_target
from .components import BOARD, COLOURS, DARK, EMPTY, LORDS_PER_SEASON, PLURAL_NAMES, SEASONS, a_or_an

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
#: where the side panel's text starts
PANEL_X = round(BOARD_W + 4)
#: font sizes (px) of the panel's text: title, seat names, season lines, prompt
TITLE_SIZE, NAME_SIZE, LINE_SIZE, PROMPT_SIZE = 16, 13, 11, 12
#: the distance between two lines of the key at the foot of the side panel
KEY_GAP = 17

_CENTRES = [(x + OX, y + OY) for x, y in zip(_XS, _YS)]
_CELL = BOARD.by_label
_SPACE_FILL, _CENTRE_FILL, _RIM = "#efe6d2", "#e4d5b0", "#b9a988"
#: a season's class in the picture
_CLS = {"spring": "sp", "summer": "su", "autumn": "au", "winter": "wi"}
#: the letters on a season's lords (and on its mark in the side panel's key), so no two seasons differ
#: by colour alone
LETTERS = {"spring": "Sp", "summer": "Su", "autumn": "Au", "winter": "Wi"}
#: the key's words for a lord that has acted this turn (drawn faded, its rim dashed)
ACTED_KEY = "faded, dashed: acted this turn"
#: the key's words for the last action's line and ring (unless the picture says otherwise)
LAST_KEY = "line and ring: the last action"

# Every space is one shape, drawn once in <defs> and reused; colours, sizes and marks are
# classes of one <style>, scoped to the picture's root group (inline pictures share a page).
_ROOT = "snb-arc"
_HEX_ID = "snb-arc-hex"
_HW, _HH = (SIZE - 1) * 3 ** 0.5 / 2, (SIZE - 1) / 2
_HEX = f"M{_HW:.1f}-{_HH:g}V{_HH:g}L0 {2 * _HH:g}-{_HW:.1f} {_HH:g}V-{_HH:g}L0-{2 * _HH:g}Z"
_CSS = "".join(f".{_ROOT} {rule}" for rule in (
    f".bg{{fill:{PAPER};stroke:{LINE}}}",
    f"text{{font-size:{LINE_SIZE}px;fill:{INK};text-anchor:middle;pointer-events:none}}",
    f"use{{fill:{_SPACE_FILL};stroke:{_RIM}}}",
    f".c{{fill:{_CENTRE_FILL}}}",
    f".snb-hl use{{fill:{HL_FILL};stroke:{HL};stroke-width:3}}",
    ".o{stroke-dasharray:5 3}",
    ".snb-hl .o{stroke-width:2}",
    f".snb-sel use{{stroke:{SEL};stroke-width:3}}",  # a chosen empty space, before its season is picked
    f".snb-sel .o{{stroke:{SEL};stroke-width:3}}",
    ".snb-space circle{stroke-width:2}",
    *(f".{c}{{fill:{COLOURS[s]};stroke:{DARK[s]}}}" for s, c in _CLS.items()),
    ".u{stroke-dasharray:4 3;opacity:.6}",
    f".k{{fill:{_SPACE_FILL};stroke:{INK}}}",
    ".l{font-size:9px;font-weight:bold}",
    ".s{font-size:10px}",
    f".snb-sel circle{{stroke:{SEL};stroke-width:4}}",
    f".{LAST_MARK}{{fill:none;stroke:{INK};pointer-events:none}}",
    f".{LAST_MARK} polyline{{stroke-width:3;stroke-opacity:.55;stroke-linecap:round;stroke-linejoin:round}}",
    f".{LAST_MARK} circle{{stroke-width:2;stroke-opacity:.7}}",
    ".snb-panel text{text-anchor:start}",
    ".snb-panel .m{text-anchor:middle;font-size:8px}",
    f".t{{font-size:{TITLE_SIZE}px;font-weight:bold}}",
    f".n{{font-size:{NAME_SIZE}px}}",
    ".b{font-weight:bold}",
    f".q{{font-size:{PROMPT_SIZE}px}}",
))
#: the drawing kit: numbers with one decimal, the whole (scoped) style sheet in every picture, the hex as the
#: one ``<defs>`` shape
KIT = Kit(_ROOT, _CSS, _HEX_ID, {_HEX_ID: f'<path d="{_HEX}"/>'}.__getitem__, prune=False, single=True,
          shared=(_HEX_ID,))
_USE = f'<use href="#{_HEX_ID}"/>'


_n = KIT.n


def _at(x: float, y: float) -> str:
    return f"translate({_n(x)},{_n(y)})"


def _xy(hexcoord) -> tuple[float, float]:
    x, y = center(hexcoord, SIZE)
    return x + OX, y + OY


def space_label(space: str, season: str | None, acted: bool = False) -> str:
    """A space's plain words, as a screen reader and the Table's "Selected:" line say it."""
    if season is None:
        return f"empty space {space}" + (" (the centre)" if _CELL[space] == BOARD.center else "")
    return f"{season.title()} lord on {space}" + (" (has acted this turn)" if acted else "")


def out_label(edge: str) -> str:
    """The plain words of the landing beyond ``edge`` of a jump out."""
    return f"off the board, past {edge}"


@lru_cache(maxsize=None)
def _space(i: int, v: int, acted: bool, hl: bool, sel: bool) -> str:
    """One space's markup; the board only ever shows a few thousand variants, so they are cached."""
    label = BOARD.labels[i]
    parts = [_USE if i != BOARD.center else f'<use href="#{_HEX_ID}" class="c"/>']
    season = None
    if v != EMPTY:
        season = SEASONS[v]
        parts.append(empty("circle", r=SIZE * 0.62, class_=_CLS[season] + (" u" if acted else "")))
        # the season's letters above the space's name: the lord is told apart by more than its colour
        parts.append(el("text", LETTERS[season], y=-1.5, class_="l"))
        parts.append(el("text", label, y=9.5, class_="s"))
    else:
        parts.append(el("text", label, y=4))
    return target(space_target(label), space_label(label, season, acted), parts, hl=hl, sel=sel,
                  cls="snb-space", transform=_at(*_CENTRES[i]))


def _ghost(target_id: str, edge: str, frm: str, hl: bool, sel: bool) -> str:
    """The landing beyond the edge of a jump out from ``frm`` over ``edge`` (lit, or already clicked)."""
    x, y = _xy(BOARD.off_board(_CELL[frm], _CELL[edge]))
    return target(target_id, out_label(edge), [f'<use href="#{_HEX_ID}" class="o"/>', el("text", "out", y=4)],
                  hl=hl, sel=sel, cls="snb-space snb-ghost", transform=_at(x, y))


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
        out.append(empty("polyline", points=" ".join(f"{_n(x)},{_n(y)}" for x, y in pts)))
    end = _CENTRES[_CELL[action.enter]] if action.enter in _CELL else pts[-1]
    out.append(empty("circle", cx=_n(end[0]), cy=_n(end[1]), r=SIZE * 0.8))
    return el("g", children=out, class_=LAST_MARK)


def _panel(position, key: tuple) -> str:
    """The side panel: who is to move, each seat's seasons and supply, the prompt and the key to the
    marks (``key``: (mark, words) pairs for the marks this picture draws besides a lord that has acted)."""
    seats = tuple((name, tuple((season, position.on_board(season)) for season in position.seasons_of(seat)))
                  for seat, name in enumerate(position.names))
    limit = None
    if position.turn_limit is not None and not position.is_over:
        limit = (position.turn, position.turn_limit)
    return _panel_markup(seats, position.current_player, tuple(position.winners), position.prompt, limit, key)


def _key_mark(mark: str, x: float, y: float) -> str:
    """The small sample of a mark the key explains, centred on (x, y)."""
    if mark == "acted":
        return empty("circle", cx=x, cy=y, r=7, class_="k u")
    if mark == "lit":
        return el("g", children=[_USE], class_=HL_CLASS, transform=f"{_at(x, y)} scale(.36)")
    # the last action (or a jump's line): a short line ending in a ring
    return el("g", children=[empty("polyline", points=f"{_n(x - 9)},{_n(y + 4)} {_n(x + 1)},{_n(y - 1)}"),
                             empty("circle", cx=x + 3, cy=y - 2, r=5)], class_=LAST_MARK)


@lru_cache(maxsize=256)
def _panel_markup(seats, to_move, winners, prompt: str, limit, key) -> str:
    x0 = PANEL_X
    parts = [el("text", "Seasons of Arcadia", x=x0, y=30, class_="t")]
    y = 56
    for seat, (name, seasons) in enumerate(seats):
        active = seat == to_move
        won = seat in winners
        head = ("▶ " if active else "") + shorten(name, NAME_CHARS)
        if won:
            head += " — " + ("win!" if name in PLURAL_NAMES else "wins!")
        parts.append(el("text", head, x=x0, y=y, class_="n b" if active or won else "n"))
        y += 18
        for season, on in seasons:
            # the season's mark as its lords show it: its colour and its letters
            parts.append(empty("circle", cx=x0 + 8, cy=y - 4, r=8.5, class_=_CLS[season]))
            parts.append(el("text", LETTERS[season], x=x0 + 8, y=y - 1.2, class_="l m"))
            parts.append(el("text", f"{season.title()}: {on}/{LORDS_PER_SEASON} placed, "
                            f"{LORDS_PER_SEASON - on} in supply", x=x0 + 20, y=y))
            y += 19
        y += 5
    lines = textwrap.wrap(prompt, 34)
    if limit is not None:
        # the turn limit is a choice of ours (arcadia.ours.turn_limit), not the book's
        lines += textwrap.wrap(f"Turn {limit[0]} of {limit[1]}, a limit set for this game: "
                               "a draw if nobody has won by then.", 34)
    parts.extend(el("text", line, x=x0, y=y + 6 + 15 * i, class_="q") for i, line in enumerate(lines))
    # the key to the marks on the board, at the foot of the panel
    entries = (("acted", ACTED_KEY),) + key
    y = HEIGHT - 12 - KEY_GAP * (len(entries) - 1)
    for mark, words in entries:
        parts.append(_key_mark(mark, x0 + 8, y - 4))
        parts.append(el("text", words, x=x0 + 20, y=y))
        y += KEY_GAP
    return el("g", children=parts, class_="snb-panel")


def table_svg(position, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None,
              lit_key: str | None = None, line_key: str = LAST_KEY) -> str:
    """The board of a State or View with ``highlight``-ed targets, the ``selected`` clicks so far
    and the ``last`` action.

    The side panel's key explains a lord that has acted, the ``last`` action's line and ring in the
    words ``line_key`` (when it is drawn) and, given ``lit_key``, what the lit spaces mean (a Table
    lights what may be clicked and says so itself)."""
    hl = set(highlight)
    sel = [s for s in selected if s in _CELL]
    sel_set = set(sel[:1])
    body = [empty("rect", width=_n(WIDTH), height=HEIGHT, class_="bg")]
    board, used = position.board, position.used
    body.extend(_space(i, board[i], i in used, lab in hl, lab in sel_set) for i, lab in enumerate(BOARD.labels))
    if sel:
        # a jump out's landing beyond the edge: drawn while it may be clicked, and once clicked
        chosen = {t: frm for frm, t in zip(selected, selected[1:]) if frm in _CELL}
        for t in sorted(hl | set(chosen)):
            read = read_target(t)
            if read and read[0] == "out":
                body.append(_ghost(t, read[1], chosen.get(t, sel[-1]), hl=t in hl, sel=t in chosen))
    line = _last(last)
    body.append(line)
    key = (("lit", lit_key),) if lit_key and hl else ()
    if line:
        key += (("line", line_key),)
    body.append(_panel(position, key))
    return KIT.doc(WIDTH, HEIGHT, "".join(body), f"Seasons of Arcadia — {position.prompt}")


def panels_svg(position, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> dict[str, str]:
    """The Table's panels: one, the whole picture as ``"board"``."""
    return {"board": table_svg(position, highlight=highlight, selected=selected, last=last)}


def action_label(position, action) -> str:
    """Plain words for an action, as a choice button and the bot's message show it (the action alone
    says it all: ``position`` is not needed).

    >>> from seasons_nb.games.arcadia import new_game, parse_action
    >>> s = new_game()
    >>> action_label(s, parse_action("place autumn e5"))
    'place an Autumn lord on e5'
    >>> action_label(s, parse_action("jump autumn f7 f5 d5"))
    'jump the Autumn lord from f7 to f5, then to d5'
    >>> action_label(s, parse_action("jump autumn b2 out a1 e5"))
    'jump the Autumn lord from b2 out past a1, back in on e5'
    """
    season = action.season.title()
    path = action.path
    if action.kind == "place":
        return f"place {a_or_an(season)} lord on {path[0]}"
    if action.kind == "move":
        return f"move the {season} lord from {path[0]} to {path[1]}"
    text = f"jump the {season} lord from {path[0]}"
    if len(path) > 1:
        text += f" to {path[1]}" + "".join(f", then to {p}" for p in path[2:])
    if action.out is not None:
        text += (", then" if len(path) > 1 else "") + f" out past {action.out}, back in on {action.enter}"
    return text
