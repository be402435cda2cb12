"""Solstice as pictures: the table split into three panels, each an SVG, and the whole table in one.

``panels(position, ...)`` gives, in this order:

- ``decision``: whose decision it is and the targets that answer it: the character cards to
  choose from (``char.<id>``), the die (``die``), the buttons (``choice.escape``,
  ``choice.defend``, ``choice.counter``, ``choice.flee``, ``choice.none``), a drawn or stolen
  item to equip (``item.<card>``) or keep (``keep.<card>``), and the fanned face-down cards
  of a discard (``fan.<k>``);
- ``ring``: the eight board pieces around the centre (``piece.<n>``, coloured by season,
  their spaces marked + draw, ↻ flip, − discard, ★ start and numbered 1-32 counter-clockwise),
  the draw and discard piles and the count of pieces per season in the centre, a key to the
  numbers and marks in the corners, and the character tokens (``seat.<n>``), each just inside
  its space with a line to it (characters sharing a space fan out);
- ``players``: a card per seat with the character, Atk, Def and Spd (with the items that
  count), Victory Points, the equipped items (an icon, the bonus, the season's colour, faded
  when it does not count) and the kept ones (``item.<card>``), and a key to the icons.

Every clickable id is in exactly one panel, as a group with a ``data-target`` and a
``data-label`` in plain words. Pieces, tokens and items are always targets (a click on one
that is not on offer is explained by the rule that forbids it); the decision area draws only
what answers the open question. ``table_svg`` lays the three panels side by side in one
picture (the stored view). Everything is drawn from the accessors a State and a View share;
a View hides the draw pile's order and a fan's order, which the pictures never show anyway.

Class names all start with ``sl`` and the style rules are not scoped, so they reach no other
game's picture and the copies a ``<use>`` makes alike.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Iterable

from seasons_nb.core.svg import HL, HL_FILL, INK, LINE, MUTED, PAPER, SEL, Kit, Styles, Width, esc, shorten

from .actions import (
    DIE_ID, Attack, Choose, Counter, Defend, Equip, Escape, Flee, FlipItem, FlipPiece, NoAttack, Pick, Roll, Steal,
    char_id, choice_id, fan_id, item_id, keep_id, piece_id, read_target, seat_id,
)
from .components import (
    CARD_INDEX, CARDS, CHARACTER_INDEX, CHARACTERS, PIECES, SPACE_KINDS, SPACES, SPACES_PER_PIECE, card_text,
    counts_for, court_name,
)

# ---- look ---------------------------------------------------------------------------------------------
FILL = ("#f7d774", "#b9d7f0")       # Summer, Winter
DARK = ("#a8760a", "#2f5f8a")
GLYPH = {"start": "★", "draw": "+", "flip": "↻", "discard": "−"}
KIND_WORD = {"start": "start", "draw": "Draw", "flip": "Flip", "discard": "Discard"}
#: the mark after the bonus of an item whose card counts it otherwise than the usual way, and the words
#: the key and the item's name give it
SPECIAL_MARK = {"either": "*", "other": "!"}
SPECIAL_WORDS = {"either": "counts in either season", "other": "counts only in the other court's season"}
#: the game modes as the decision area names them (see ``solstice.mode.*``)
MODE_WORDS = {"team": "Mode: team play", "free-for-all": "Mode: free-for-all"}
GAP = 10
DEC_W, RING_W, CARD_W = 160, 360, 180
PLAYERS_W = 2 * CARD_W + GAP
HEIGHT = RING_W    # the ring is square: no band under it, so it shrinks less to fit a short window
CX = CY = RING_W / 2
R_OUT, R_IN, R_SPACE, R_NUM = 157, 108, 133, 168
#: where a piece's season sign sits: between the inner edge and its spaces
R_SIGN = 116
DEG = math.pi / 180
STEP = 360 / SPACES

CSS = "".join([
    f".slr{{font-size:12px;fill:{INK}}}", f".slbg{{fill:{PAPER};stroke:{LINE}}}",
    ".sls{font-size:10px}", ".sl9{font-size:9px}", ".slx{font-size:8px}", ".slbig{font-size:14px}",
    ".slb{font-weight:700}",
    ".slc{text-anchor:middle}", f".sln{{font-size:9px;text-anchor:middle;fill:{MUTED}}}", ".sle{text-anchor:end}",
    f".slm{{fill:{MUTED}}}", ".slred{fill:#b3261e}",
    f".sl0{{fill:{FILL[0]};stroke:{DARK[0]}}}", f".sl1{{fill:{FILL[1]};stroke:{DARK[1]}}}",
    f".slsp{{fill:#fffdf6;stroke:{LINE}}}", ".slst{fill:#fff4c2}",
    f".slcard{{fill:#fff;stroke:{LINE}}}", ".slback{fill:#6b4f8a;stroke:#3e2a55}",
    f".slbtn,.slface{{fill:#fff;stroke:{INK};stroke-width:1.2}}", ".slnone{fill:none;stroke:#b0a58e;stroke-dasharray:3 2}",
    ".sloff{fill-opacity:.45;stroke-dasharray:3 2}", ".slw{fill:#fff}",
    ".sltok{stroke-width:1.5}", ".slme{stroke:#b3261e;stroke-width:2.5}",
    f".sll0{{stroke:{DARK[0]};stroke-width:1.5}}", f".sll1{{stroke:{DARK[1]};stroke-width:1.5}}",
    f".slic{{fill:{INK}}}", ".slkey{fill:#fff}",
    f".slsg0{{fill:none;stroke:{DARK[0]};stroke-width:1.4;stroke-linecap:round}}",
    f".slsg1{{fill:none;stroke:{DARK[1]};stroke-width:1.4;stroke-linecap:round}}", ".sldim{opacity:.45}",
    f".snb-hl .slk{{stroke:{HL};stroke-width:3.5}}", f".snb-hl .slbtn{{fill:{HL_FILL}}}",
    f".snb-hl .slback{{stroke:{HL};stroke-width:3.5}}",
    f".snb-sel .slk{{stroke:{SEL};stroke-width:3.5}}", f".snb-last .slk{{stroke:{INK};stroke-width:2.5}}",
])
#: the classes of ``CSS`` by what they do (``S.small | S.bold`` is ``"sls slb"``)
S = Styles(
    root="slr", paper="slbg", small="sls", size9="sl9", tiny="slx", big="slbig", bold="slb", centre="slc",
    numbers="sln", end="sle", muted="slm", red="slred", season=("sl0", "sl1"), space="slsp", start="slst",
    card="slcard", back="slback", button="slbtn", die_face="slface", empty="slnone", off="sloff", white="slw",
    token="sltok", mover="slme", line=("sll0", "sll1"), icon="slic", key="slkey", sign=("slsg0", "slsg1"),
    dim="sldim", lit="slk", choice="slcbtn",
)


#: shapes drawn once per picture in ``<defs>`` and placed with ``<use>`` (the ids name the same shape in
#: every Solstice picture, so pictures inlined in one page may share them)
DEFS = {
    **{f"sl-{kind}": (f'<circle r="10" class="slsp{" slst" if kind == "start" else ""}"/>'
                      f'<text y="4.5" class="slc slb">{GLYPH[kind]}</text>') for kind in GLYPH},
    **{f"sl-no{slot}": (f'<rect width="52" height="18" rx="3" class="slnone"/>'
                        f'<text x="26" y="13" class="slx slc slm">no {word}</text>')
       for slot, word in enumerate(("weapon", "armor", "boots"))},
    # what an item is, as a small icon centred on (0, 0): a sword, a shield, a boot, a diamond
    "sl-i0": ('<path d="M0 -7L1.3 -5.4V1.2H-1.3V-5.4ZM-3.6 1.2H3.6V2.8H-3.6ZM-0.8 2.8H0.8V5H-0.8Z" '
              'transform="rotate(45)" class="slic"/><circle cx="-4" cy="4" r="1.1" class="slic"/>'),
    "sl-i1": '<path d="M0 -5.5L4.8 -3.8V0.3Q4.8 4 0 6Q-4.8 4 -4.8 0.3V-3.8Z" class="slic"/>',
    "sl-i2": '<path d="M-3.6 -5.5H1.2V0.6L4.4 1.8Q5.6 2.3 5.6 3.6V5.5H-3.6Z" class="slic"/>',
    "sl-i3": '<path d="M0 -5.5L4.2 0L0 5.5L-4.2 0Z" class="slic"/>',
    # a season's sign, so a piece's season is told by more than its colour: a sun, a snowflake
    "sl-s0": ('<circle r="2.3" class="slsg0"/><path d="M0 -5V-3.6M0 3.6V5M-5 0H-3.6M3.6 0H5M-3.5 -3.5L-2.5 -2.5'
              'M2.5 2.5L3.5 3.5M-3.5 3.5L-2.5 2.5M2.5 -2.5L3.5 -3.5" class="slsg0"/>'),
    "sl-s1": '<path d="M0 -5V5M-4.3 -2.5L4.3 2.5M-4.3 2.5L4.3 -2.5" class="slsg1"/>',
}


#: the drawing kit: numbers with one decimal, every rule of ``CSS`` in every picture, zeros written out
KIT = Kit(S.root, CSS, "sl-", DEFS.__getitem__, zeros=("rect.x", "rect.y", "rect.rx", "use.x", "use.y"), prune=False)
_n, _t, _rect, _use, _target = KIT.n, KIT.t, KIT.rect, KIT.use, KIT.target


def _icon(card) -> str:
    """The icon of a card (a ``Card``): its slot's (weapon, armor, boots), or a trinket's diamond."""
    return f"sl-i{card.slot if card.slot >= 0 else 3}"


def _wrap(text: str, chars: int) -> list[str]:
    words, lines, line = text.split(), [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > chars:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    if line:
        lines.append(line)
    return lines


# ---- words --------------------------------------------------------------------------------------------

def item_label(position, card: int, holder: int | None = None) -> str:
    """An item in plain words, as a target's label: 'Sunsteel Sword (weapon +2, Summer), equipped by Aster (counts)'."""
    c = CARDS[card]
    season = position.iseason[card]
    text = card_text(card, season)
    if c.equip and c.counts in SPECIAL_WORDS:
        text = f"{text[:-1]}; {SPECIAL_WORDS[c.counts]})"
    if holder is None:
        return text
    name = position.names[holder]
    if c.equip and card in position.gear[holder]:
        counts = "counts" if counts_for(card, season, holder % 2) else "does not count"
        return f"{text}, equipped by {name} ({counts})"
    return f"{text}, kept by {name}"


def action_label(position, action) -> str:
    """Plain words for an action, as a choice button and the bot's message show it."""
    t = type(action)
    names = position.names
    if t is Choose:
        ch = CHARACTERS[CHARACTER_INDEX[action.character]]
        return f"choose the {ch.name} (Attack {ch.attack}, Defense {ch.defense}, Speed {ch.speed})"
    if t is Roll:
        return "roll the die and move"
    if t is Attack:
        d = action.seat
        if d < len(names):
            ch = position.character(d)
            return f"attack {names[d]}" + (f" ({ch.name})" if ch else "")
        return f"attack seat {action[1]}"
    if t is NoAttack:
        return "attack nobody and follow the space"
    if t is Escape:
        return "try to escape"
    if t is Defend:
        return "stand and defend"
    if t is Counter:
        return "counter-attack"
    if t is Flee:
        return "flee to the next space"
    if t is Pick:
        return f"pick card {action.k} of the fan"
    if t is FlipPiece:
        p = action.piece
        return f"flip piece {p + 1} to {court_name(1 - position.pieces[p])}"
    card = CARD_INDEX[action.card]
    name = CARDS[card].name
    if t is FlipItem:
        holder = position.holder(card)
        season = position.iseason[card]
        whose = f"{names[holder]}'s " if holder is not None else "the "
        return f"flip {whose}{name}" + (f" to {court_name(1 - season)}" if season >= 0 else "")
    if t is Steal:
        return f"take the {item_label(position, card)}"
    if t is Equip:
        return f"equip the {item_label(position, card)}"
    return f"keep the {name} with the trinkets"


# ---- the ring -------------------------------------------------------------------------------------------

def _polar(r: float, deg: float) -> tuple[float, float]:
    """A point at radius ``r`` and screen angle ``deg`` (counter-clockwise from the right, y up)."""
    return CX + r * math.cos(deg * DEG), CY - r * math.sin(deg * DEG)


def space_angle(space: int) -> float:
    """Space 1 is at the bottom; the numbers go counter-clockwise."""
    return -90 + space * STEP


@lru_cache(maxsize=None)
def _sector(piece: int) -> str:
    a0 = space_angle(piece * SPACES_PER_PIECE) - STEP / 2
    a1 = a0 + SPACES_PER_PIECE * STEP
    (x0, y0), (x1, y1) = _polar(R_OUT, a0), _polar(R_OUT, a1)
    (x2, y2), (x3, y3) = _polar(R_IN, a1), _polar(R_IN, a0)
    return (f"M{_n(x0)} {_n(y0)}A{R_OUT} {R_OUT} 0 0 0 {_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}"
            f"A{R_IN} {R_IN} 0 0 1 {_n(x3)} {_n(y3)}Z")


@lru_cache(maxsize=None)
def _spaces(piece: int) -> str:
    """The four spaces of a piece: a disc with the kind's mark."""
    return "".join(_use(f"sl-{SPACE_KINDS[s]}", *_polar(R_SPACE, space_angle(s)))
                   for s in range(piece * SPACES_PER_PIECE, (piece + 1) * SPACES_PER_PIECE))


@lru_cache(maxsize=None)
def _numbers() -> str:
    """The spaces' numbers around the ring and the pieces' on it (one class for each group)."""
    out = ['<g class="sln">']
    for s in range(SPACES):
        x, y = _polar(R_NUM, space_angle(s))
        out.append(_t(x, y + 3, str(s + 1)))
    out.append('</g><g class="sls slc slb">')
    for p in range(PIECES):
        x, y = _polar((R_IN + R_OUT) / 2 + 13, space_angle(p * SPACES_PER_PIECE + 1.5))
        out.append(_t(x, y + 3.5, f"{p + 1}"))
    return "".join(out) + "</g>"


@lru_cache(maxsize=None)
def _legend() -> str:
    """The key to the ring, in its corners: the numbers (top left), the mark of the character whose
    decision it is (top right) and the space kinds (bottom)."""
    out = [_t(6, 14, "pieces 1–8", S.small | S.bold), _t(6, 27, "spaces 1–32", S.size9 | S.muted)]
    words = "decides"
    x = RING_W - 6 - _width(words, 10) - 12
    out.append(f'<circle cx="{_n(x)}" cy="10" r="7" class="sltok slme slkey"/>'
               + _t(x + 11, 13.5, words, S.small))
    for i, kind in enumerate(("start", "draw", "flip", "discard")):
        x = 14 if i < 2 else RING_W - 62
        y = HEIGHT - 30 + (i % 2) * 19
        out.append(f'<use href="#sl-{kind}" transform="translate({x},{y}) scale(.8)"/>')
        out.append(_t(x + 12, y + 3.5, KIND_WORD[kind].lower(), S.small))
    return "".join(out)


@lru_cache(maxsize=None)
def _sign(piece: int, season: int) -> str:
    """The season's sign on a piece, inside its spaces, between its second and third."""
    return _use(f"sl-s{season}", *_polar(R_SIGN, space_angle(piece * SPACES_PER_PIECE + 1.5)))


def _piece_label(position, piece: int) -> str:
    kinds = ", ".join(KIND_WORD[SPACE_KINDS[s]] for s in range(piece * SPACES_PER_PIECE,
                                                                  (piece + 1) * SPACES_PER_PIECE))
    first = piece * SPACES_PER_PIECE + 1
    return (f"piece {piece + 1}, {court_name(position.pieces[piece])} (spaces {first} to "
            f"{first + SPACES_PER_PIECE - 1}: {kinds})")


def _token(x: float, y: float, r: float, court: int, cls: str) -> str:
    """A character's token, told apart by its court's shape as well as its colour: a Summer Court token is a
    disc, a Winter Court token a rounded square (``cls``: its classes besides the court's colour)."""
    if court == 0:
        return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" class="{cls} sl0"/>'
    s = r * 0.9
    return (f'<rect x="{_n(x - s)}" y="{_n(y - s)}" width="{_n(2 * s)}" height="{_n(2 * s)}" rx="{_n(r / 3)}" '
            f'class="{cls} sl1"/>')


#: a character token's radius, and how far apart two token centres must be (their highlight rings not touching)
TOKEN_R = 9
TOKEN_GAP = 2 * TOKEN_R + 3.5
#: the rings where tokens may stand, from the one just inside a space inward, and the angular steps a
#: token may be moved aside along them (degrees)
TOKEN_RADII = (96, 75, 55)
TOKEN_STEP = 3.0
#: the centre's piles and words, which tokens keep clear of (half width, half height, around the centre)
CENTRE_BOX = (60, 48)


def _clear_of_centre(x: float, y: float) -> bool:
    hw, hh = CENTRE_BOX
    dx = max(abs(x - CX) - hw, 0.0)
    dy = max(abs(y - CY) - hh, 0.0)
    return dx * dx + dy * dy >= (TOKEN_R + 1) ** 2


@lru_cache(maxsize=4096)
def _token_spots(occupied: tuple[tuple[int, int], ...]) -> dict[int, tuple[float, float]]:
    """Where each character stands: ``occupied`` is (space, seat) pairs, the result {seat: (x, y)}.

    A character's own spot is just inside its space. Characters are placed in rounds, the first
    character of every occupied space, then the second of each, and so on, so a lone character keeps
    its own spot (or the one just inside it) and those sharing a space fan out beside and inside it;
    each takes the free spot nearest its own, so no two tokens overlap and each stays a click target.
    """
    by_space: dict[int, list[int]] = {}
    for space, seat in sorted(occupied):
        by_space.setdefault(space, []).append(seat)
    rounds = max((len(v) for v in by_space.values()), default=0)
    placed: dict[int, tuple[float, float]] = {}
    for k in range(rounds):
        for space, seats in by_space.items():
            if k >= len(seats):
                continue
            a = space_angle(space)
            home = _polar(TOKEN_RADII[0], a)
            best, best_d = None, math.inf
            for r in TOKEN_RADII:
                for j in range(-12, 13):
                    x, y = _polar(r, a + j * TOKEN_STEP)
                    # a small bias keeps ties (left and right) in one order
                    d = math.hypot(x - home[0], y - home[1]) + (0.01 if j < 0 else 0)
                    if d >= best_d or not _clear_of_centre(x, y):
                        continue
                    if all(math.hypot(x - px, y - py) >= TOKEN_GAP for px, py in placed.values()):
                        best, best_d = (x, y), d
            if best is None:    # never with 8 characters; keep the token on its space anyway
                best = _polar(TOKEN_RADII[-1], a)
            placed[seats[k]] = best
    return placed


def ring_panel(position, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    body = [_rect(0, 0, RING_W, HEIGHT, S.paper, 0)]
    for p in range(PIECES):
        season = position.pieces[p]
        shape = f'<path d="{_sector(p)}" class="slk sl{season}"/>' + _spaces(p) + _sign(p, season)
        body.append(_target(piece_id(p), _piece_label(position, p), shape, hl, sel, last))
    body.append(_numbers())
    # the centre piece: draw and discard piles, the ring's count
    n_draw = len(position.draw)
    body.append(_rect(CX - 44, CY - 46, 36, 48, S.back, 5))
    body.append(_t(CX - 26, CY - 17, str(n_draw), S.big | S.centre | S.bold | S.white))
    body.append(_t(CX - 26, CY + 14, "draw pile", S.tiny | S.centre))
    if position.discard:
        top = position.discard[-1]
        body.append(_rect(CX + 4, CY - 46, 42, 48, S.card, 5))
        for i, line in enumerate(_wrap(CARDS[top].name, 9)[:3]):
            body.append(_t(CX + 25, CY - 33 + 10 * i, line, S.tiny | S.centre))
        body.append(_t(CX + 25, CY - 3, f"{len(position.discard)}", S.tiny | S.centre | S.muted))
    else:
        body.append(_rect(CX + 4, CY - 46, 42, 48, S.empty, 5))
    body.append(_t(CX + 25, CY + 14, "discard", S.tiny | S.centre))
    # how many pieces each season holds, on the seasons' own colours and signs (their key too)
    for court, count in enumerate(position.ring()):
        x = CX - CENTRE_BOX[0] + court * 62
        body.append(_rect(x, CY + 24, 58, 18, S.season[court], 9)
                    + f'<use href="#sl-s{court}" transform="translate({_n(x + 8)},{_n(CY + 33)}) scale(.7)"/>'
                    + _t(x + 34, CY + 36, f"{court_name(court)} {count}", S.tiny | S.centre))
    body.append(_legend())
    # the characters (the one to move drawn last, on top of any line)
    me = position.current_player
    occupied = tuple((space, seat) for seat, space in enumerate(position.pos))
    spots = _token_spots(occupied)
    # a line from each token to its space, under every token: who stands where, even fanned out
    lines = ["", ""]
    for space, seat in occupied:
        (x, y), (sx, sy) = spots[seat], _polar(R_SPACE, space_angle(space))
        d = math.hypot(sx - x, sy - y)
        if d > TOKEN_R + 12:
            ux, uy = (sx - x) / d, (sy - y) / d
            lines[seat % 2] += (f"M{_n(x + ux * TOKEN_R)} {_n(y + uy * TOKEN_R)}"
                                f"L{_n(sx - ux * 11)} {_n(sy - uy * 11)}")
    body.extend(f'<path d="{d}" class="sll{court}"/>' for court, d in enumerate(lines) if d)
    for space, seat in sorted(occupied, key=lambda o: (o[1] == me, o)):
        x, y = spots[seat]
        cls = S.lit | S.token | (S.mover if seat == me else "")
        ch = position.character(seat)
        who = f"{position.names[seat]} (p{seat + 1}" + (f", {ch.name}" if ch else "") + ")"
        shape = _token(x, y, TOKEN_R, seat % 2, cls) + _t(x, y + 3.5, str(seat + 1), S.small | S.centre | S.bold)
        body.append(_target(seat_id(seat), f"{who} on {position.space_words(space)}", shape, hl, sel, last))
    return RING_W, HEIGHT, "".join(body)


# ---- the players -----------------------------------------------------------------------------------------

CHIP_W, CHIP_H, KEPT_W, KEPT_H = 52, 18, 34, 16
KEPT_PER_ROW = 4
#: the statistics as a card shows them (single letters where the bonuses leave no room)
STAT_WORDS = ("Atk", "Def", "Spd")
#: the key under the cards: what the icons and the faded chips mean (and a line for each mark shown)
KEY_H = 42
KEY_LINE = 12


def _card_height(position, seat: int) -> float:
    rows = max(1, -(-len(position.pack[seat]) // KEPT_PER_ROW))
    return 100 + (rows - 1) * (KEPT_H + 3)


#: about how wide text is: characters in em (DejaVu Sans, the widest of the usual system fonts)
_width = Width({**dict.fromkeys("0123456789", 0.64), " ": 0.32, "+": 0.84, "*": 0.5, "!": 0.4, "i": 0.28,
                "l": 0.28, "t": 0.39, "f": 0.35, "r": 0.41, "m": 0.97, "w": 0.82, "W": 0.99, "M": 0.86}, 0.62, 1.08)


def _chip_text(x: float, y: float, icon: str, text: str, cls: str, bright: bool = True, sign=None) -> str:
    """An item's icon and its words, side by side and centred on ``x`` (``y``: the words' baseline), and
    given ``sign`` (season, its x) its season's sign, as on the ring; faded unless ``bright``."""
    w = _width(text, 10 if S.small in cls else 9, S.bold in cls)
    left = x - (12 + w) / 2
    drawn = _use(icon, left + 5, y - 3.5) + _t(left + 12, y, text, cls)
    if sign is not None:
        drawn += f'<use href="#sl-s{sign[0]}" transform="translate({_n(sign[1])},{_n(y - 4)}) scale(.7)"/>'

    return drawn if bright else f'<g class="sldim">{drawn}</g>'


def _player_card(position, seat: int, x: float, y: float, h: float, hl: set, sel: set, last: set) -> str:
    court = seat % 2
    out = [f'<g transform="translate({_n(x)},{_n(y)})">', _rect(0, 0, CARD_W, h, S.card, 6),
           f'<rect x="0" y="0" width="6" height="{_n(h)}" class="sl{court}"/>']
    decides = seat == position.current_player
    out.append(_token(19, 14, 9, court, S.token) + _t(19, 18, str(seat + 1), S.small | S.centre | S.bold))
    out.append(_t(33, 18, ("▶ " if decides else "") + shorten(position.names[seat], 18), S.bold))
    ch = position.character(seat)
    out.append(_t(12, 34, f"{ch.name}" if ch else f"{court_name(court)} Court", S.small))
    flag = ("loses next turn", S.size9 | S.end | S.red) if position.skip[seat] else (
        ("may attack", S.size9 | S.end | S.muted) if position.lapped[seat] else ("first lap", S.size9 | S.end | S.muted))
    out.append(_t(CARD_W - 6, 34, flag[0], flag[1]))
    vp = f"VP {position.vp(seat)}"
    out.append(_t(CARD_W - 6, 50, vp, S.small | S.end | S.bold))
    if ch:
        # Atk, Def and Spd, each with the bonus of an item that counts, as far apart as there is room
        room = CARD_W - 6 - _width(vp, 10, True) - 8 - 12
        for words in (STAT_WORDS, ("A", "D", "S")):
            stats = [f"{word} {ch.stat(i)}" + (f"+{b}" if (b := position.bonus(seat, i)[0]) else "")
                     for i, word in enumerate(words)]
            widths = [_width(text, 10) for text in stats]
            if sum(widths) + 12 <= room:
                break
        gap = min(14.0, (room - sum(widths)) / 2)
        xs = [12.0, 12 + widths[0] + gap, 12 + widths[0] + widths[1] + 2 * gap]
        out.append('<text y="50" class="sls">' + "".join(
            f'<tspan x="{_n(x)}">{esc(text)}</tspan>' for x, text in zip(xs, stats)) + "</text>")
    # equipped: weapon, armor, boots
    for slot in range(3):
        card = position.gear[seat][slot]
        cx = 8 + slot * (CHIP_W + 4)
        if card < 0:
            out.append(_use(f"sl-no{slot}", cx, 57))
            continue
        season = position.iseason[card]
        counts = counts_for(card, season, court)
        c = CARDS[card]
        mark = SPECIAL_MARK.get(c.counts, "")
        shape = (_rect(cx, 57, CHIP_W, CHIP_H, S.lit | S.season[season] | ("" if counts else S.off), 3)
                 + _chip_text(cx + CHIP_W / 2 - 4, 70, f"sl-i{slot}", f"+{c.bonus}{mark}", S.small | S.bold, counts,
                              sign=(season, cx + CHIP_W - 7)))
        out.append(_target(item_id(c.id), item_label(position, card, seat), shape, hl, sel, last, titled=True))
    # kept with the trinkets
    out.append(_t(8, 88, "kept" if position.pack[seat] else "kept nothing", S.size9 | S.muted))
    for i, card in enumerate(position.pack[seat]):
        row, col = divmod(i, KEPT_PER_ROW)
        kx, ky = 30 + col * (KEPT_W + 2), 77 + row * (KEPT_H + 3)
        c = CARDS[card]
        if c.equip:
            season = position.iseason[card]
            shape = (_rect(kx, ky, KEPT_W, KEPT_H, S.lit | S.season[season], 3)
                     + _chip_text(kx + KEPT_W / 2 - 4, ky + 12, _icon(c), f"+{c.bonus}", S.size9 | S.bold,
                                  sign=(season, kx + KEPT_W - 6)))
        else:
            shape = (_rect(kx, ky, KEPT_W, KEPT_H, S.lit | S.card, 3)
                     + _chip_text(kx + KEPT_W / 2, ky + 12, _icon(c), str(c.diamonds), S.size9 | S.bold))
        out.append(_target(item_id(c.id), item_label(position, card, seat), shape, hl, sel, last, titled=True))
    out.append("</g>")
    return "".join(out)


@lru_cache(maxsize=None)
def _key(y: float, marks: tuple = ()) -> str:
    """What the chips mean: the icons, the seasons' colours and a faded chip (two lines from ``y``),
    and a line for each of the ``marks`` (SPECIAL_MARK keys) a chip shows."""
    out = []
    x = 8
    for icon, word in (("sl-i0", "weapon (Atk)"), ("sl-i1", "armor (Def)"), ("sl-i2", "boots (Spd)"),
                       ("sl-i3", "trinket (VP)")):
        out.append(_use(icon, x + 5, y + 8) + _t(x + 12, y + 11.5, word, S.size9))
        x += 12 + _width(word, 9) + 12
    # an item's season: its colour and sign; a court: its colour and the shape of its tokens
    x = 8
    for season in (0, 1):
        out.append(_rect(x, y + 17, 16, 12, S.season[season], 3)
                   + f'<use href="#sl-s{season}" transform="translate({_n(x + 8)},{_n(y + 23)}) scale(.7)"/>')
        word = f"{court_name(season)} item"
        out.append(_t(x + 20, y + 26.5, word, S.size9))
        x += 20 + _width(word, 9) + 10
    for court in (0, 1):
        out.append(_token(x + 6, y + 23, 6, court, S.token))
        word = f"{court_name(court)} Court"
        out.append(_t(x + 15, y + 26.5, word, S.size9))
        x += 15 + _width(word, 9) + 10
    out.append(_t(8, y + 25 + KEY_LINE, "A faded item does not count for its holder.", S.size9 | S.muted))
    for i, mark in enumerate(marks):
        out.append(_t(8, y + 25 + KEY_LINE * (i + 2), f"{SPECIAL_MARK[mark]} after a bonus: the card "
                      f"{SPECIAL_WORDS[mark]}", S.size9 | S.muted))
    return "".join(out)


def players_panel(position, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    n = position.players
    heights = [_card_height(position, s) for s in range(n)]
    rows = [max(heights[i:i + 2]) for i in range(0, n, 2)]
    body = [""]
    y = 6
    for r, rh in enumerate(rows):
        for col in range(2):
            seat = 2 * r + col
            if seat < n:
                body.append(_player_card(position, seat, 4 + col * (CARD_W + 2), y, rh, hl, sel, last))
        y += rh + GAP - 4
    shown = {CARDS[card].counts for seat in range(n) for card in position.gear[seat] if card >= 0}
    marks = tuple(m for m in SPECIAL_MARK if m in shown)
    body.append(_key(y - 2, marks))
    # the rows drawn and the key, with the same margin under it as above the first row
    h = y + KEY_H + KEY_LINE * len(marks)
    body[0] = _rect(0, 0, PLAYERS_W, h, S.paper, 0)
    return PLAYERS_W, h, "".join(body)


# ---- the decision area -------------------------------------------------------------------------------------

def _button(tid: str, label: str, text: str, y: float, hl: set, sel: set, last: set, h: float = 30) -> str:
    shape = _rect(10, y, DEC_W - 20, h, S.lit | S.button, 6) + _t(DEC_W / 2, y + h / 2 + 4.5, text, S.centre | S.bold)
    return _target(tid, label, shape, hl, sel, last)


def _last_dice(position, y: float, body: list) -> float:
    """Draw the last roll under the heading, a small die face per die with who rolled it (and the total
    of a roll-off); return the new ``y``."""
    dice = position.last_dice()
    if not dice:
        return y
    y += 8
    body.append(_t(10, y + 4, "last roll", S.tiny | S.muted))
    y += 8
    for d in dice:
        face = _rect(10, y, 22, 22, S.die_face, 4) + _t(21, y + 16, str(d.value), S.big | S.centre | S.bold)
        who = "first player" if d.who is None else shorten(d.who, 9)
        words = f"{who}: {d.value}" + (f" ({d.total} in all)" if d.total is not None else "")
        body.append(f'<g data-die="{d.value}"><title>{esc(words)}</title>{face}'
                    f'{_t(38, y + 15, words, S.small)}</g>')
        y += 26
    return y - 4


def decision_panel(position, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    body = [""]    # the background, once the height is known
    names = position.names
    y = 22
    stop = min((t for t in (position.turn_limit, position.short_game) if t is not None), default=None)
    turn = f"Turn {position.turn}" + (f" of {stop}" if stop else "")
    heading = {"setup": "Solstice", "over": "Game over"}.get(position.phase, turn)
    body.append(_t(10, y, heading, S.bold))
    y += 15
    body.append(_t(10, y, MODE_WORDS[position.mode], S.small))
    y += 15
    me = position.current_player
    if me is not None:
        body.append(_t(10, y, shorten(names[me], 20) + " decides", S.small | S.muted))
        y += 8
    pend = position.pending
    kind = "setup" if position.phase == "setup" else ("over" if pend is None else pend.kind)
    if kind not in ("setup", "over"):
        y = _last_dice(position, y, body)

    def say(text: str, chars: int = 25, cls: str = S.small) -> None:
        nonlocal y
        for line in _wrap(text, chars):
            y += 14
            body.append(_t(10, y, line, cls))

    def explained(text: str, choice: str, label: str) -> None:
        """A choice button (its word ``choice``) under the words that explain it."""
        nonlocal y
        say(text)
        y += 6
        body.append(_button(choice_id(choice), label, choice, y, hl, sel, last))
        y += 30

    if kind == "over":
        say(position.result_text(), 21, "")
    elif kind == "setup":
        say(f"Choose a character of the {court_name(me % 2)} Court:")
        y += 8
        taken = {c for c in position.chars if c >= 0}
        for i, ch in enumerate(CHARACTERS):
            if ch.court != me % 2:
                continue
            cls = S.lit | S.button | (S.off if i in taken else "")
            who = next((names[s] for s, c in enumerate(position.chars) if c == i), None)
            shape = (_rect(10, y, DEC_W - 20, 52, cls, 6) + _t(18, y + 19, ch.name, S.bold)
                     + _t(18, y + 38, f"Atk {ch.attack} · Def {ch.defense} · Spd {ch.speed}", S.small))
            label = f"the {ch.name}: Attack {ch.attack}, Defense {ch.defense}, Speed {ch.speed}" + (
                f" (chosen by {who})" if who else "")
            body.append(_target(char_id(ch.id), label, shape, hl, sel, last))
            y += 58
        y -= 6    # no gap under the last card
    elif kind == "roll":
        say(f"{names[position.seat]} rolls and moves counter-clockwise.")
        y += 14
        die = (_rect(DEC_W / 2 - 34, y, 68, 68, S.lit | S.button, 12)
               + _t(DEC_W / 2, y + 30, "roll", S.big | S.centre | S.bold) + _t(DEC_W / 2, y + 50, "the die", S.small | S.centre))
        body.append(_target(DIE_ID, "the die: roll it and move", die, hl, sel, last))
        y += 68
    elif kind == "attack":
        say("Click a highlighted character on the ring to attack it, or:")
        y += 12
        body.append(_button(choice_id("none"), "no attack: follow the space", "no attack", y, hl, sel, last))
        y += 30
    elif kind == "defend":
        a, d = pend.attacker, pend.defender
        say(f"{names[a]} attacks {names[d]}.")
        own_a, own_d = position.on_own_season(a), position.on_own_season(d)
        y += 10
        explained(f"Escape: {names[d]}'s Speed {position.stat(d, 2)}{'+1' if own_d else ''} against "
                  f"{position.stat(a, 2)}{'+1' if own_a else ''}, plus a die each:", "escape", "try to escape")
        y += 10
        explained(f"Defend: Defense {position.stat(d, 1)}{'+1' if own_d else ''} against Attack "
                  f"{position.stat(a, 0)}{'+1' if own_a else ''}, plus a die each:", "defend", "stand and defend")
    elif kind == "answer":
        a, d = pend.attacker, pend.defender
        say(f"{names[d]} won the battle against {names[a]}.")
        y += 10
        if position.may_counter():
            body.append(_button(choice_id("counter"), "counter-attack", "counter-attack", y, hl, sel, last))
            y += 40
        else:
            say(f"No counter-attack: {names[d]} has not yet passed the {court_name(d % 2)} start space.")
            y += 8
        body.append(_button(choice_id("flee"), "flee to the next space", "flee", y, hl, sel, last))
        y += 30
    elif kind == "steal":
        say(f"{names[pend.thief]} won: take one of {names[pend.victim]}'s items (click it among the players).")
    elif kind == "equip":
        card = pend.card
        c = CARDS[card]
        season = position.iseason[card]
        # the facts only: whether it would count is the learner's to work out (an exercise asks it)
        say(f"{names[pend.holder]} has the {c.name}, set to {court_name(season)}.")
        y += 10
        # a choice card in its season's colour and sign (``slcbtn``: drawn as a button, greyed when stored)
        shape = (_rect(10, y, DEC_W - 20, 44, S.lit | S.season[season] | S.choice, 6)
                 + f'<use href="#sl-s{season}" transform="translate({_n(DEC_W - 22)},{_n(y + 11)}) scale(.8)"/>'
                 + _t(DEC_W / 2, y + 18, f"equip the {c.kind}", S.small | S.centre)
                 + _t(DEC_W / 2, y + 35, f"{c.name} +{c.bonus}", S.centre | S.bold | (S.small if len(c.name) > 14 else "")))
        body.append(_target(item_id(c.id), f"equip the {item_label(position, card)}", shape, hl, sel, last))
        y += 54
        body.append(_button(keep_id(c.id), f"keep the {c.name} with the trinkets", "keep with trinkets", y,
                            hl, sel, last))
        y += 30
    elif kind == "flip":
        piece = position.piece_at(position.seat)
        say(f"Click piece {piece + 1} on the ring to flip it to {court_name(1 - position.pieces[piece])}, or an "
            "equipped item (a coloured chip) to flip its season.")
    elif kind == "discard":
        n = len(position.fan)
        say(f"{names[pend.discarder]} fans {n} item{'s' if n != 1 else ''} face down. "
            f"{names[pend.picker]} picks one to discard:")
        y += 10
        per_row = 5
        for k in range(1, n + 1):
            row, col = divmod(k - 1, per_row)
            fx, fy = 12 + col * 27, y + row * 40
            shape = _rect(fx, fy, 23, 34, S.back, 3) + _t(fx + 11.5, fy + 21, str(k), S.small | S.centre | S.white)
            body.append(_target(fan_id(k), f"face-down card {k} of {n}", shape, hl, sel, last))
        y += 40 * -(-n // per_row) - 6
    # as tall as what it holds: a margin under the last line (its baseline) or button
    h = math.ceil(y + (10 if kind in ("over", "steal", "flip") else 12))
    body[0] = _rect(0, 0, DEC_W, h, S.paper, 0)
    return DEC_W, h, "".join(body)


# ---- whole pictures -----------------------------------------------------------------------------------------

def _marks(last) -> set:
    """The target of the last action (drawn with the last-action mark), if it is still drawn."""
    try:
        clicks = last.clicks if last is not None else ()
    except Exception:  # noqa: BLE001 - a foreign object
        return set()
    return {c for c in clicks if read_target(c) and read_target(c)[0] in ("piece", "item")}


def panels_svg(position, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> dict[str, str]:
    """The three panels (decision, ring, players) as separate SVG pictures."""
    hl, sel, mark = set(highlight), set(selected), _marks(last)
    out = {}
    for name, make in (("decision", decision_panel), ("ring", ring_panel), ("players", players_panel)):
        w, h, body = make(position, hl, sel, mark)
        out[name] = KIT.doc(w, h, body, f"Solstice, {name}: {position.prompt}")
    return out


def table_svg(position, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
    """The whole table in one picture: the decision area, the ring and the players side by side."""
    hl, sel, mark = set(highlight), set(selected), _marks(last)
    row = [make(position, hl, sel, mark) for make in (decision_panel, ring_panel, players_panel)]
    return KIT.doc(*KIT.table([row], GAP, wrap_first=True), f"Solstice — {position.prompt}")


__all__ = ["CSS", "action_label", "item_label", "panels_svg", "table_svg"]
