"""Altered as pictures: the table split into three panels, each an SVG, and the whole table in one.

``panels(position, ...)`` gives, in this order (what the person deciding plays with first):

- ``hand``: whose decision it is (name, Day, phase, the Arena), the prompt, the hand as readable
  cards (``hand.<card>``; copies of a card form one target), the Hero card (``hero``: its
  abilities, limits, ready or exhausted), the Mana Orbs (ready and exhausted) and the buttons
  ``choice.pass`` (Afternoon) and ``choice.nomana`` (Morning), with a key to the cards' marks.
  The hand is the viewer's (a View with a viewer), else the deciding seat's; hidden cards are
  drawn as card backs.
- ``track``: the eight regions in a row (1 the Hero Region, 8 the Companion Region), coloured
  by their terrains, the face-down Tumult cards as card backs, the four markers (player colour,
  H or C); above it the other player's two expeditions, under it the hand's owner's, each with its
  cards, totals per terrain (those of the marker's region in full colour, the others faded),
  boosts, and whether it moves at Dusk as things stand. The deciding player's expeditions are
  ``to.hero`` / ``to.companion``; their cards with an Exhaust effect ``unit.<hero|companion>.<card>``.
- ``side``: per player (the decider first) hand size, Mana, deck, discard pile (size and top card),
  the Hero (when the hand panel does not show it), the Reserve and the Landmarks as readable cards
  with their limits; the decider's are ``reserve.<card>`` / ``landmark.<card>``.

Every target id is spelled by ``actions.py`` and drawn in exactly one panel with a plain-words
``data-label``. ``table_svg`` lays the panels out in one picture as the Table does (the hand and
the track in the first row, the side panel under them). Everything is drawn from the Position
accessors a State and a View share. Class names start with ``al`` and the style rules are not
scoped, so they reach no other game's picture; repeated shapes are ``<defs>`` placed with ``<use>``.

Sizes: the hand (398 px) and the track (494 px) fit side by side in a notebook beside JupyterLab's
file browser on a 1366×768 screen, with the decision area under them. Every card (hand, Reserve,
Landmarks) is one 92×118 face in ``<defs>`` (its frame takes the type's colours and a highlight
from the ``<use>``), so a card seen twice is drawn once; a stored picture (``table_svg`` with
nothing lit) has no targets. A busy table (8 cards in hand, 4 in each expedition, 3 in a
Reserve, Landmarks) stays about 20 KB.
"""

from __future__ import annotations

import math
from typing import Iterable

from seasons_nb.core.state import hand_seat
from seasons_nb.core.svg import (
    HL, HL_FILL, INK, LINE, MUTED, PAPER, SEL, Kit, Styles, Texts, fit_text, one_decimal, text_width, unclickable, wrap_text,
)

from .actions import (
    HERO_ID, Discard, Exhaust, Mana, NoMana, Pass, Play, Support, choice_id, hand_id, landmark_id, reserve_id, to_id,
    unit_id,
)
from .components import CARDS, EXPEDITIONS, HERO_INDEX, HEROES, LAST, MEET, WHEN_MARKS, ability_text

# ---- look ---------------------------------------------------------------------------------------------
GAP = 10
#: terrain colours (strong: numbers and chips; light: the regions)
T_STRONG = ("#2f7d32", "#b8402a", "#2763a8")
T_LIGHT = ("#8cc07c", "#e0907c", "#7fa9dc")
T_LETTER = ("F", "M", "W")
#: the players' colours (markers, name dots)
P_COL = ("#7b3fa0", "#b57800")
TYPE_WORD = {"character": "Character", "spell": "Spell", "expedition": "Expedition Permanent",
             "landmark": "Landmark"}
EXP_WORD = ("Hero", "Companion")

#: the first row (the hand and the track side by side) fits a notebook beside JupyterLab's file
#: browser on a 1366 px screen: 398 + 494 px of pictures, 26 px of padding and gap
HAND_W = 398
CARD_W, CARD_H = 92, 118           # a card (hand, Reserve, Landmarks)
TRACK_W = 494
RW, RE, RH = 51, 70, 54            # a region of a Tumult card, an end region, their height
BOX_W = 234                         # an expedition's box
ROW_H = 15                          # a card's row in an expedition

CSS = "".join([
    f".alr{{font-size:9px;fill:{INK}}}", f".albg{{fill:{PAPER};stroke:{LINE}}}",
    ".al9{font-size:9px}", ".al10{font-size:10px}", ".al11{font-size:11px}", ".al13{font-size:13px}",
    ".alb{font-weight:700}",
    # the usual pairs in one class: 11 px bold, 10 px bold, 10 px muted (see ``_cls``)
    ".alh{font-size:11px;font-weight:700}", ".alj{font-size:10px;font-weight:700}", f".alu{{font-size:10px;fill:{MUTED}}}",
    ".alc{text-anchor:middle}", ".ale{text-anchor:end}",
    f".alm{{fill:{MUTED}}}", ".alw{fill:#fff}", ".algo{fill:#1d7a35}",
    # combined: 10 px bold centred white; 11 px bold centred white; 10 px bold centred
    ".alq{font-size:10px;font-weight:700;text-anchor:middle;fill:#fff}",
    ".alz{font-size:11px;font-weight:700;text-anchor:middle;fill:#fff}",
    ".aln{font-size:10px;font-weight:700;text-anchor:middle}",
    *(f".alt{i}{{fill:{c}}}" for i, c in enumerate(T_STRONG)),
    *(f".alg{i}{{fill:{c}}}" for i, c in enumerate(T_LIGHT)),
    *(f".alp{i}{{fill:{c}}}" for i, c in enumerate(P_COL)),
    # a Character's values in a row, "2 1 1": the thirds of the text in the terrains' colours
    ".alv{font-size:10px;font-weight:700;word-spacing:3px;fill:url(#al-vg)}",
    f".alin{{fill:{INK};stroke:none;stroke-width:1;stroke-dasharray:none}}",
    f".alcard{{fill:#fff;stroke:{LINE}}}", ".alspell{fill:#f3eefa;stroke:#b7a6cf}",
    ".alland{fill:#f7efdc;stroke:#c4a76a}", ".alperm{fill:#eaf5f3;stroke:#8fbab2}",
    ".alhero{fill:#fff8e2;stroke:#c9a443}", ".alexh{fill:#ebe7df}",
    ".alfade{opacity:.55}", ".aloff{opacity:.35}",
    f".albox{{fill:#fff;stroke:{LINE}}}", ".alrow{fill:#fff;stroke:none}",
    f".albtn{{fill:#fff;stroke:{INK};stroke-width:1.2}}", f".alcost{{fill:{INK}}}",
    f".alres{{fill:#fff;stroke:{INK}}}", ".alchip{stroke:none}",
    ".alback{fill:#5d4a7e;stroke:#3a2b55}", ".alpat{fill:none;stroke:#8a78a8;stroke-width:1}",
    f".alslot{{fill:none;stroke:{LINE};stroke-dasharray:4 3}}",
    ".alorb{fill:#3aa6b9;stroke:#1f6b78;stroke-width:1.2}", ".alorbx{fill:#e4e0d8;stroke:#a39b8c;stroke-width:1.2}",
    ".alfr{fill:none;stroke:#8a7a5a;stroke-width:1.2}", ".alrg{stroke:#fff;stroke-width:1}",
    f".snb-hl .alk{{stroke:{HL};stroke-width:3}}", f".snb-hl .albtn{{fill:{HL_FILL}}}",
    f".snb-hl .alrow{{fill:{HL_FILL}}}",
    f".snb-sel .alk{{stroke:{SEL};stroke-width:3}}", ".snb-sel .alrow{fill:#dce9fb}",
    f".snb-last .alk{{stroke:{INK};stroke-width:2.5;stroke-dasharray:5 3}}",
])
#: the classes of ``CSS`` by what they do (``S.size10 | S.bold`` is ``"al10 alb"``, written ``alj``)
S = Styles(
    root="alr", paper="albg", size9="al9", size10="al10", size11="al11", size13="al13", bold="alb", bold11="alh",
    bold10="alj", muted10="alu", centre="alc", end="ale", muted="alm", white="alw", go="algo", white10="alq",
    white11="alz", centre10="aln", terrain=("alt0", "alt1", "alt2"), terrain_light=("alg0", "alg1", "alg2"),
    player=("alp0", "alp1"), values="alv", inked="alin", card="alcard", spell="alspell", landmark="alland",
    permanent="alperm", hero="alhero", exhausted="alexh", faded="alfade", off="aloff", box="albox", row="alrow",
    button="albtn", cost="alcost", reserve="alres", chip="alchip", back="alback", pattern="alpat", slot="alslot",
    orb="alorb", orb_used="alorbx", frame="alfr", region="alrg", lit="alk",
)

#: the colours of ``.alv`` (digits are all as wide, so each third of "2 1 1" holds one value)
VALUES = ('<linearGradient id="al-vg">'
          + "".join(f'<stop offset="{a}" stop-color="{c}"/><stop offset="{b}" stop-color="{c}"/>'
                    for (a, b), c in zip(((0, .33), (.33, .67), (.67, 1)), T_STRONG)) + "</linearGradient>")

DEFS = {
    "al-orb": '<circle r="6.5" class="alorb"/>',
    "al-orbx": '<circle r="6.5" class="alorbx"/><path d="M-4 4L4 -4" stroke="#a39b8c" stroke-width="1.2"/>',
    # a face-down Tumult card over two regions
    "al-tb": (f'<rect width="{2 * RW + 4}" height="{RH}" rx="4" class="alback"/>'
              + '<path d="' + "".join(f"M{x} 4L{x + 23} {RH - 4}M{x + 23} 4L{x} {RH - 4}" for x in range(8, 2 * RW - 14, 23))
              + '" class="alpat"/>'
              + f'<text x="{RW + 2}" y="{RH / 2 + 4}" class="al10 alc alw">face down</text>'),
    # a small card back (a hidden card in a hand)
    # the boxes of a Character's three terrain values (the values are written over them)
    "al-vb": "".join(f'<rect x="{25 * t}" width="22" height="15" rx="3" class="alchip alt{t}"/>' for t in range(3)),
    # the frames of a Tumult card (two regions) and of an end region
    "al-fr": f'<rect width="{2 * RW + 8}" height="{RH + 4}" rx="5" class="alfr"/>',
    "al-fe": f'<rect width="{RE + 4}" height="{RH + 4}" rx="5" class="alfr"/>',
    "al-cb": '<rect width="15" height="21" rx="2" class="alback"/><path d="M3 3L12 18M12 3L3 18" class="alpat"/>',
    # a hidden card, card sized
    "al-kb": (f'<rect width="{CARD_W}" height="{CARD_H}" rx="6" class="alback"/>'
              f'<path d="M8 8L{CARD_W - 8} {CARD_H - 8}M{CARD_W - 8} 8L8 {CARD_H - 8}" class="alpat"/>'
              f'<text x="{CARD_W / 2:g}" y="{CARD_H / 2 + 4:g}" class="al10 alc alw">hidden</text>'),
}


#: the foot of a card: its type, or what happened to it
FOOT_WORD = {"f": "Fleeting", "x": "exhausted"}


def _region_def(terr: str) -> str:
    """A region's face: a white band (for its number), then a stripe per terrain with its letter at the foot."""
    ts = [int(c) for c in terr]
    w = RE if len(ts) == 3 else RW    # only the end regions have all three terrains
    sw = w / len(ts)
    out = [f'<rect width="{w}" height="{RH}" class="albox"/><g class="alrg">']
    for i, t in enumerate(ts):
        out.append(f'<path d="M{_n(i * sw)} 16h{_n(sw)}v{RH - 16}H{_n(i * sw)}z" class="alg{t}"/>')
    out.append(f'</g><text y="{RH - 7}" class="alq">'
               + "".join(f'<tspan x="{_n(i * sw + sw / 2)}">{T_LETTER[t]}</tspan>' for i, t in enumerate(ts)) + "</text>")
    return "".join(out)


def _def(key: str) -> str:
    """The shape of a ``<defs>`` id: fixed ones in ``DEFS``, the rest made from the id."""
    if key in DEFS:
        return DEFS[key]
    kind, arg = key[3], key[4:]
    if kind == "h":             # a Hand cost
        return f'<circle cx="11" cy="11" r="8.5" class="alcost"/><text x="11" y="15" class="alz">{arg}</text>'
    if kind == "r":             # a Reserve cost
        return f'<rect x="4" width="14" height="13" rx="2" class="alres"/><text x="11" y="10" class="aln">{arg}</text>'
    if kind == "k":             # a card face without its frame: al-k<card><t|f|x> (foot: type, Fleeting, exhausted)
        return _card_face(int(arg[:-1]), arg[-1])
    if kind == "T":             # the box of an expedition's total in a terrain: al-T<terrain>-<width>
        t, cw = arg.split("-")
        return f'<rect width="{cw}" height="15" rx="3" class="alchip alt{t}"/>'
    if kind == "m":             # a marker: al-m<seat><H|C>
        return f'<circle r="9" class="alp{arg[0]}"/><text y="4" class="alz">{arg[1]}</text>'
    return _region_def(arg)    # al-g<terrains>


def _chip_w(word: str) -> int:
    """The width of a total's box: one of a few, so that the boxes are shared shapes."""
    return 4 * math.ceil((text_width(word, 10, True) + 10) / 4)


#: pairs of classes written as one (``alh``: 11 px bold, ``alj``: 10 px bold, ``alu``: 10 px muted)
_PAIRS = ((frozenset({S.size11, S.bold}), S.bold11), (frozenset({S.size10, S.bold}), S.bold10), (frozenset({S.size10, S.muted}), S.muted10))


#: the drawing kit: numbers with one decimal, 9 px text by default, a rectangle's x and y written even when 0,
#: the last action's mark always styled, and the colours of ``S.values`` defined where it is used
KIT = Kit(S.root, CSS, "al-", _def, text=Texts(S.size9, _PAIRS, one_decimal), zeros=("rect.x", "rect.y"),
          always=("snb-last",), extra={S.values: VALUES})
_n, _t, _lines, _rect, _use, _target = KIT.n, KIT.t, KIT.lines, KIT.rect, KIT.use, KIT.target


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# ---- whose hand, whose things -----------------------------------------------------------------------------

def _mine(p, seat: int) -> bool:
    """Whether the seat's things are targets (only the deciding seat's are)."""
    return seat == p.current_player


# ---- a card ------------------------------------------------------------------------------------------------

_TYPE_CLASS = {"character": S.card, "spell": S.spell, "landmark": S.landmark, "expedition": S.permanent}


def _stats(x: float, y: float, stats: tuple) -> str:
    """Three coloured boxes with the terrain values (Forest, Mountain, Water)."""
    return _use("al-vb", x, y) + (f'<text y="{_n(y + 11.5)}" class="alq">'
                                  + "".join(f'<tspan x="{_n(x + 11 + 25 * t)}">{T_LETTER[t]}{v}</tspan>'
                                            for t, v in enumerate(stats)) + "</text>")


def _card_face(card: int, foot: str) -> str:
    """A card at (0, 0): its frame, then the Hand cost (top left) and name, the terrain values of a Character,
    the effects, the Reserve cost (lower left) and the foot word (``t`` the type, ``f`` Fleeting, ``x``
    exhausted: the face faded). Drawn once in ``<defs>`` and placed with ``<use>`` wherever the card is.

    The frame takes its colours from the ``<use>`` (the card's type, a highlight); the face is in a
    group that resets what it would otherwise inherit from there."""
    c = CARDS[card]
    w, h = CARD_W, CARD_H
    body = [_use(f"al-h{c.hand}", 0, 0)]
    size = 10.5 if len(wrap_text(c.name, 10.5, w - 27, True)) <= 2 else 9.5
    name = wrap_text(c.name, size, w - 27, True)
    if len(name) > 2:
        name = name[:1] + [fit_text(" ".join(name[1:]), size, w - 27, True)]
    body.append(_lines(23, 13, name, 11.5, S.size11 | S.bold if size == 10.5 else S.size10 | S.bold))
    ty = 13 + (len(name) - 1) * 11.5
    if c.type == "character":
        body.append(_stats(5, ty + 5, c.stats))
        ty += 31
    else:
        ty += 13
    bottom = h - 20
    lines = []
    for a in c.abilities:
        lines.extend(wrap_text(ability_text(a), 9, w - 9))
    room = max(0, int((bottom - ty) // 10.5) + 1)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = fit_text(lines[-1] + "…", 9, w - 9)
    body.append(_lines(5, ty, lines, 10.5))
    body.append(_use(f"al-r{c.reserve}", 0, h - 17))
    word = FOOT_WORD.get(foot) or ("Permanent" if c.type == "expedition" else TYPE_WORD[c.type])
    body.append(_t(22, h - 7, word, S.muted))
    return (f'<rect width="{w}" height="{h}" rx="6"/><g class="alin{" alfade" if foot == "x" else ""}">'
            + "".join(body) + "</g>")


def _card(x: float, y: float, card: int, *, exhausted: bool = False, fleeting: bool = False) -> str:
    """A card at (x, y): its frame (where highlights show) and its face."""
    frame = _TYPE_CLASS[CARDS[card].type] + (" alexh" if exhausted else "")
    foot = "x" if exhausted else "f" if fleeting else "t"
    return f'<use href="#al-k{card}{foot}" x="{_n(x)}" y="{_n(y)}" class="alk {frame}"/>'


def _card_back(x: float, y: float) -> str:
    return _use("al-kb", x, y)


def _card_label(card: int, where: str, copies: int = 1) -> str:
    """A card's words as a target's label: 'Ember Fox in your hand (2 copies)'."""
    return f"{CARDS[card].name} {where}" + (f" ({copies} copies)" if copies > 1 else "")


# ---- the hand panel -----------------------------------------------------------------------------------------

def _hero_card(p, seat: int, x: float, y: float, w: float, h: float, hl, sel, last) -> str:
    """A Hero card: name, ready or exhausted, the limits, the abilities (faded when exhausted)."""
    hero = p.hero(seat)
    ready = p.hero_ready[seat]
    status = "Hero · " + ("ready" if ready else "exhausted")
    limits = f"Limits: Reserve\u00a0{hero.reserve_limit}, Landmarks\u00a0{hero.landmark_limit}"
    out = [_rect(x, y, w, h, S.lit | S.hero + ("" if ready else " alexh"), 6)]
    wide = w >= 200
    body = [_t(x + 6, y + 14, fit_text(hero.name, 11, w - (80 if wide else 12), True), S.size11 | S.bold)]
    lines = [] if wide else [status]
    if wide:
        body.append(_t(x + w - 6, y + 14, status, S.size9 | S.end + ("" if ready else " alm")))
    lines += wrap_text(limits, 9, w - 12)
    n_muted = len(lines)
    lines += [ln for a in hero.abilities for ln in wrap_text(ability_text(a), 9, w - 12)]
    room = max(1, int((h - 18) // 10.5))
    shown = lines[:room]
    body.append(_lines(x + 6, y + 26, shown[:n_muted], 10.5, S.muted))
    if len(shown) > n_muted:
        body.append(_lines(x + 6, y + 26 + n_muted * 10.5, shown[n_muted:], 10.5))
    inner = "".join(body)
    out.append(inner if ready else f'<g class="alfade">{inner}</g>')
    label = f"your Hero, {hero.name} ({'ready' if ready else 'exhausted'})"
    return _target(HERO_ID if _mine(p, seat) else None, label, "".join(out), hl, sel, last)


def _mana(p, seat: int, x: float, y: float, w: float) -> tuple[str, float]:
    """The seat's Mana Orbs, ready then exhausted; returns the markup and its height."""
    total, ready = len(p.mana[seat]), p.ready_mana(seat)
    out = [_t(x, y + 10, f"Mana: {ready} ready of {total}", S.size10 | S.bold)]
    per_row = max(1, int(w // 16))
    for i in range(total):
        r, c = divmod(i, per_row)
        out.append(_use("al-orb" if i < ready else "al-orbx", x + 7 + c * 16, y + 23 + r * 16))
    rows = max(1, math.ceil(total / per_row))
    return "".join(out), 16 + rows * 16


def _button(tid: str, label: str, text: str, x, y, w, h, hl, sel, last) -> str:
    shape = _rect(x, y, w, h, S.lit | S.button, 6) + _t(x + w / 2, y + h / 2 + 4, text, S.size11 | S.bold | S.centre)
    return _target(tid, label, shape, hl, sel, last)


def _phase_line(p) -> str:
    if p.phase == "over":
        return f"Game over · Day {p.day}"
    day = f"Day {p.day}" + (" · Arena" if p.arena else "")
    return f"{day} · {p.phase.title()}"


def _with_key(body: list[str], w: float, y: float, key: str, margin: float) -> tuple[float, float, str]:
    """A panel finished: ``key`` (what its marks mean) in small lines from ``y``, ``margin`` in from
    both sides, then the paper behind it all (``body[0]``), as tall as what was drawn."""
    lines = wrap_text(key, 9, w - 2 * margin)
    body.append(_lines(margin, y + 11, lines, 11, S.muted))
    h = math.ceil(y + 11 * len(lines) + 8)
    body[0] = _rect(0, 0, w, h, S.paper, 0)
    return w, h, "".join(body)


def hand_panel(p, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    w = HAND_W
    me = hand_seat(p)
    dec = p.current_player
    body = [""]
    names = p.names
    # the heading: who decides, the Day, the phase, the Arena
    who = f"▶ {names[dec]} decides" if dec is not None else "Game over"
    phase = _phase_line(p)
    body.append(f'<circle cx="12" cy="15" r="6" class="alp{dec if dec is not None else me}"/>')
    body.append(_t(22, 20, fit_text(who, 13, w - 40 - text_width(phase, 11, True), True), S.size13 | S.bold))
    body.append(_t(w - 8, 20, phase, S.size11 | S.bold | S.end + (" alt1" if p.arena else "")))
    text = p.result_text() if p.phase == "over" else p.prompt
    lines = wrap_text(text, 10, w - 16)[:3]
    body.append(_lines(8, 33, lines, 13, S.size10 | S.muted))
    y = 20 + 13 * len(lines) + 8
    # the Hero, the Mana, the buttons
    hero_w, hero_h = 172, 70
    body.append(_hero_card(p, me, 6, y, hero_w, hero_h, hl, sel, last))
    bw = 92
    bx = w - 6 - bw
    mana, _mh = _mana(p, me, 6 + hero_w + 8, y, bx - (6 + hero_w + 8) - 6)
    body.append(mana)
    if me == dec and p.phase == "afternoon":
        body.append(_button(choice_id("pass"), "Pass: play nothing more this Afternoon", "Pass", bx, y + 2, bw, 30,
                            hl, sel, last))
    elif me == dec and p.phase == "morning":
        body.append(_button(choice_id("nomana"), "Keep my hand: put no card into Mana this Morning", "Keep my hand",
                            bx, y + 2, bw, 30, hl, sel, last))
    if p.passed[me] and p.phase == "afternoon":
        body.append(_t(w - 8, y + hero_h - 4, "passed", S.size10 | S.muted | S.end))
    y += hero_h + 16
    # the hand
    hand = list(p.hand[me])
    whose = "Your hand" if me == dec else f"{names[me]}'s hand"
    body.append(_t(8, y, f"{whose} ({len(hand)})" + ("" if hand else ": empty"), S.size10 | S.bold | S.muted))
    y += 6
    per_row = 4
    gap = (w - 12 - per_row * CARD_W) / (per_row - 1)
    i = 0
    targets = _mine(p, me)
    while i < len(hand):
        c = hand[i]
        j = i
        while j < len(hand) and hand[j] == c:
            j += 1
        drawn = []
        for k in range(i, j):
            r, col = divmod(k, per_row)
            cx, cy = 6 + col * (CARD_W + gap), y + r * (CARD_H + 6)
            drawn.append(_card_back(cx, cy) if c < 0 else _card(cx, cy, c))
        if c >= 0 and targets:
            body.append(_target(hand_id(CARDS[c].id), _card_label(c, "in your hand", j - i), "".join(drawn),
                                hl, sel, last))
        else:
            body.extend(drawn)
        i = j
    rows = max(1, math.ceil(len(hand) / per_row)) if hand else 0
    y += rows * (CARD_H + 6) + (4 if rows else 8)
    # the key to the marks
    key = ("Key: ● Hand cost, ■ Reserve cost; " + "; ".join(f"{m} {words}" for m, words in WHEN_MARKS.items())
           + ". Faded: exhausted.")
    return _with_key(body, w, y, key, 8)


# ---- the track panel -----------------------------------------------------------------------------------------

def _rx(r: int) -> float:
    """Where region ``r`` starts: the Hero Region, the six regions of the Tumult cards, the Companion Region."""
    return 10 if r == 0 else 10 + RE + 4 + (r - 1) * (RW + 4)


def _rw(r: int) -> float:
    return RE if r in (0, LAST) else RW


def _region(p, r: int) -> str:
    """A region: a white band with its number (and the end regions' names), then its terrains."""
    x, w = _rx(r), _rw(r)
    terr = p.region_terrains(r)
    word = {0: "1 Hero", LAST: "8 Companion"}.get(r, str(r + 1))
    size = "" if r in (0, LAST) else " al10"
    return _use("al-g" + "".join(map(str, terr)), x, 0) + _t(x + w / 2, 12, word, S.bold | S.centre + size)


def _track(p, y: float, top: int, bottom: int) -> str:
    """The regions at ``y`` with the top player's markers over them and the bottom player's under."""
    out = [f'<g transform="translate(0,{_n(y)})">']
    for r in range(8):
        if r in (0, LAST):
            out.append(_region(p, r))
    for slot in range(3):
        r0 = 1 + 2 * slot
        x0 = _rx(r0)
        if p.region_terrains(r0) or p.region_terrains(r0 + 1):
            out.append(_region(p, r0) + _region(p, r0 + 1))
        else:
            out.append(_use("al-tb", x0, 0) + _t(x0 + RW / 2, 12, str(r0 + 1), S.white10)
                       + _t(x0 + RW * 1.5 + 4, 12, str(r0 + 2), S.white10))
        out.append(_use("al-fr", x0 - 2, -2))
    out.append(_use("al-fe", _rx(0) - 2, -2) + _use("al-fe", _rx(LAST) - 2, -2))
    for seat, my in ((top, -13), (bottom, RH + 13)):
        for e in (0, 1):
            r = p.marks[seat][e]
            cx = _rx(r) + _rw(r) / 2 + (-12 if e == 0 else 12)
            out.append(_use(f"al-m{seat}{'HC'[e]}", cx, my))
    out.append("</g>")
    return "".join(out)


def _units_height(p, seat: int) -> float:
    return max(1, len(p.exped[seat][0]), len(p.exped[seat][1])) * ROW_H


def _expedition(p, seat: int, e: int, x: float, y: float, h: float, hl, sel, last, lastmark) -> str:
    """One expedition's box: title, region, totals, moves at Dusk, then its cards, one a row."""
    name = EXP_WORD[e]
    region = p.marks[seat][e]
    mine = _mine(p, seat)
    tot = p.totals(seat, e)
    boosts = p.boosts[seat][e]
    terr = p.region_terrains(region)
    dusk = p.phase in ("opening", "morning", "afternoon") and not p.arena    # a Dusk still ahead this Day
    moves = dusk and p.will_advance(seat, e)
    box = [_rect(x, y, BOX_W, h, S.lit | S.box, 5),
           _t(x + 7, y + 14, f"{name} expedition", S.size11 | S.bold),
           _t(x + BOX_W - 7, y + 14, f"region {region + 1}", S.size10 | S.muted | S.end)]
    # the totals, the region's terrains in full colour (all faded on a face-down region)
    tx = x + 7
    for t in range(3):
        word = f"{T_LETTER[t]} {tot[t]}" + (f" (+{boosts[t]})" if boosts[t] else "")
        cw = _chip_w(word)
        chip = _use(f"al-T{t}-{cw}", tx, y + 20) + _t(tx + cw / 2, y + 31.5, word, S.white10)
        box.append(chip if (t in terr or p.arena) else f'<g class="aloff">{chip}</g>')
        tx += cw + 4
    if p.arena:
        box.append(_t(x + BOX_W - 7, y + 31.5, "Arena", S.size10 | S.bold | S.end | S.terrain[1]))
    elif dusk:
        note = "✓ moves at Dusk" if moves else "stays at Dusk"
        if tx + text_width(note, 10, moves) > x + BOX_W - 7:     # wide totals (boosts): the short words
            note = note.replace(" at Dusk", "")
        box.append(_t(x + BOX_W - 7, y + 31.5, note, S.size10 | S.bold | S.end | S.go if moves else S.size10 | S.end | S.muted))
    label = f"your {name} expedition (region {region + 1})"
    out = [_target(to_id(EXPEDITIONS[e]) if mine else None, label, "".join(box), hl, sel, last)]
    units = p.exped[seat][e]
    if not units:
        out.append(_t(x + 9, y + 50, "no cards", S.size10 | S.muted))
    seen = set()
    for i, u in enumerate(units):
        c = CARDS[u.card]
        ry = y + 39 + i * ROW_H
        row = [_rect(x + 3, ry, BOX_W - 6, ROW_H - 1, S.lit | S.row, 3)]
        flags = []
        if u.fleeting:
            flags.append("Fleeting")
        if u.exhausted:
            flags.append("exhausted")
        elif c.ability("exhaust") is not None:
            flags.append("↻")
        flag = " · ".join(flags)
        # the values' column, moved left when the words after it need the room
        vx = min(x + 124, x + BOX_W - 14 - text_width(flag, 9) - 36)
        name_cls = S.size10 + ("" if u.exhausted else " alb")
        inner = [_t(x + 8, ry + 11, fit_text(c.name, 10, vx - x - 14, not u.exhausted), name_cls)]
        if c.type == "character":    # the values, each in its terrain's colour (see ``VALUES``)
            inner.append(_t(vx - 4, ry + 11, " ".join(map(str, c.stats)), S.values))
        else:
            inner.append(_t(vx - 4, ry + 11, "permanent", S.muted))
        if flag:
            inner.append(_t(x + BOX_W - 7, ry + 11, flag, S.end + (" alm" if u.exhausted else "")))
        joined = "".join(inner)
        row.append(f'<g class="alfade">{joined}</g>' if u.exhausted else joined)
        shape = "".join(row)
        key = ("u", seat, e, i)
        tid = None
        if mine and c.ability("exhaust") is not None and u.card not in seen and (
                not u.exhausted or not any(not v.exhausted and v.card == u.card for v in units)):
            seen.add(u.card)
            tid = unit_id(EXPEDITIONS[e], c.id)
        if tid is not None:
            lab = f"{c.name} in your {name} expedition" + (" (exhausted)" if u.exhausted else "")
            out.append(_target(tid, lab, shape, hl, sel, last))
        elif key in lastmark:
            out.append(f'<g class="snb-last">{shape}</g>')
        else:
            out.append(shape.split("/>", 1)[1])    # no row box: nothing to mark
    return "".join(out)


def _player_line(p, seat: int, y: float) -> str:
    d = p.distance(seat)
    bits = [f"travelled {min(d, MEET)} of {MEET}" if d <= MEET else f"travelled {d} (met)"]
    if p.passed[seat] and p.phase == "afternoon":
        bits.append("passed")
    if p.first == seat:
        bits.append("first player")
    if p.arena:
        bits.append("Arena totals " + " ".join(f"{T_LETTER[t]} {v}" for t, v in enumerate(p.arena_totals(seat))))
    who = p.names[seat]
    return (f'<circle cx="16" cy="{_n(y - 4)}" r="5.5" class="alp{seat}"/>'
            + _t(26, y, who, S.size11 | S.bold) + _t(26 + text_width(who, 11, True) + 8, y, " · ".join(bits), S.size10 | S.muted))


def track_panel(p, hl: set, sel: set, last: set, lastmark: set) -> tuple[float, float, str]:
    w = TRACK_W
    bottom = hand_seat(p)
    top = 1 - bottom
    body = [""]
    y = 16
    body.append(_player_line(p, top, y))
    y += 6
    h_top = 42 + _units_height(p, top)
    for e in (0, 1):
        body.append(_expedition(p, top, e, 10 + e * (BOX_W + 6), y, h_top, hl, sel, last, lastmark))
    y += h_top + 26
    body.append(_track(p, y, top, bottom))
    y += RH + 28
    h_bot = 42 + _units_height(p, bottom)
    for e in (0, 1):
        body.append(_expedition(p, bottom, e, 10 + e * (BOX_W + 6), y, h_bot, hl, sel, last, lastmark))
    y += h_bot + 16
    body.append(_player_line(p, bottom, y))
    y += 6
    key = ("Key: H, C the Hero and Companion markers (player colour). Regions by terrain: F forest, M mountain, "
           "W water. At Dusk an expedition moves if it beats the facing one in a terrain of its region (in full "
           "colour). Values F M W; ↻ can be exhausted for its effect.")
    return _with_key(body, w, y, key, 10)


# ---- the side panel -------------------------------------------------------------------------------------------

INFO_W = 150


def side_panel(p, hl: set, sel: set, last: set, lastmark: set) -> tuple[float, float, str]:
    owner = hand_seat(p)
    dec = p.current_player
    order = [dec if dec is not None else owner]
    order.append(1 - order[0])
    blocks = []
    width = 0.0
    y = 0.0
    for seat in order:
        mine = _mine(p, seat)
        out = []
        by = y + 18
        out.append(f'<circle cx="14" cy="{_n(by - 4)}" r="5.5" class="alp{seat}"/>'
                   + _t(24, by, fit_text(p.names[seat], 11, INFO_W - 24, True), S.size11 | S.bold))
        iy = by + 18
        hand = p.hand[seat]
        mana = len(p.mana[seat])
        disc = p.discard[seat]
        lines = [f"Hand {len(hand)} · Mana {mana} ({p.ready_mana(seat)} ready)",
                 f"Deck {len(p.deck[seat])} · Discard {len(disc)}",
                 fit_text(f"top: {CARDS[disc[-1]].name}", 10, INFO_W - 4) if disc else "discard pile empty"]
        for k, line in enumerate(lines):
            out.append(_t(10, iy + k * 13, fit_text(line, 10, INFO_W - 4), S.size10 + (" alm" if k == 2 else "")))
        if disc and ("d", seat) in lastmark:
            out.append(f'<g class="snb-last">{_rect(6, iy + 2 * 13 - 11, INFO_W - 2, 15, "alk alslot", 3)}</g>')
        iy += 3 * 13
        bottom = by + 8 + (CARD_H if p.reserve[seat] or p.landmarks[seat] else 40)
        if seat != owner:
            # the Hero of the player the hand panel does not show
            bottom = max(bottom, iy + 80)
            out.append(_hero_card(p, seat, 6, iy - 4, INFO_W - 2, bottom - (iy - 4), hl, sel, last))
        x = INFO_W + 12
        for zone, cards, limit in (("Reserve", p.reserve[seat], p.reserve_limit(seat)),
                                   ("Landmarks", p.landmarks[seat], p.landmark_limit(seat))):
            n = len(cards)
            over = n > limit
            out.append(_t(x, by, f"{zone} {n} of {limit}" + (" (over the limit)" if over else ""),
                          S.size10 | S.bold + (" alt1" if over else " alm")))
            slots = max(1, n)
            seen = set()
            for i in range(slots):
                cx, cy = x + i * (CARD_W + 6), by + 8
                if n == 0:
                    out.append(_rect(cx, cy, CARD_W, 40, S.slot, 6)
                               + _t(cx + CARD_W / 2, cy + 24, "empty", S.size10 | S.centre | S.muted))
                    continue
                if zone == "Reserve":
                    card, ex, fl = cards[i], False, False
                    tid = reserve_id(CARDS[card].id)
                    where = "in your Reserve"
                else:
                    card, ex, fl = cards[i].card, cards[i].exhausted, cards[i].fleeting
                    tid = landmark_id(CARDS[card].id)
                    where = "your Landmark" + (" (exhausted)" if ex else "")
                shape = _card(cx, cy, card, exhausted=ex, fleeting=fl)
                if mine and card not in seen:
                    seen.add(card)
                    copies = sum(1 for c in cards if (c if zone == "Reserve" else c.card) == card)
                    out.append(_target(tid, _card_label(card, where, copies), shape, hl, sel, last))
                elif (zone[0], seat, i) in lastmark:
                    out.append(f'<g class="snb-last">{shape}</g>')
                else:
                    out.append(shape.replace('class="alk ', 'class="', 1))
            x += slots * (CARD_W + 6) + 10
        width = max(width, x)
        blocks.append("".join(out))
        y = max(bottom, iy - 4) + 8
        if seat == order[0]:
            blocks.append(f'<path d="M6 {_n(y + 2)}H@W" stroke="{LINE}"/>')
            y += 4
    w = max(HAND_W, math.ceil(width))
    h = math.ceil(y + 4)
    body = _rect(0, 0, w, h, S.paper, 0) + "".join(blocks).replace("@W", str(w - 6))
    return w, h, body


# ---- the last action ---------------------------------------------------------------------------------------

def _last_marks(p, last) -> tuple[set, set]:
    """(target ids, drawn places) to mark as the last action: the card it put somewhere, where still drawn.

    Target ids are the deciding seat's, while the last action may have been the other player's, so
    the mark goes on the place the card went to (the newest card of an expedition, the Reserve or the
    Landmarks, the top of the discard pile) wherever that card is found."""
    if last is None:
        return set(), set()
    try:
        kind = type(last)
        cid = last.card if kind in (Play, Exhaust, Support, Discard) else None
    except Exception:  # noqa: BLE001 - a foreign object
        return set(), set()
    places: set = set()
    if cid is None:
        return set(), places
    if kind is Exhaust and cid in HERO_INDEX:
        return set(), places
    card = next((i for i, c in enumerate(CARDS) if c.id == cid), None)
    if card is None:
        return set(), places
    for seat in (0, 1):
        if kind is Play and last.expedition and CARDS[card].type in ("character", "expedition"):
            e = EXPEDITIONS.index(last.expedition)
            units = p.exped[seat][e]
            if units and units[-1].card == card:
                places.add(("u", seat, e, len(units) - 1))
        elif kind is Play and CARDS[card].type == "landmark":
            lm = p.landmarks[seat]
            if lm and lm[-1].card == card:
                places.add(("L", seat, len(lm) - 1))
        elif kind is Play:
            res = p.reserve[seat]
            if res and res[-1] == card:
                places.add(("R", seat, len(res) - 1))
        elif kind is Exhaust and last.where:
            e = EXPEDITIONS.index(last.where)
            for i, u in enumerate(p.exped[seat][e]):
                if u.card == card and u.exhausted:
                    places.add(("u", seat, e, i))
                    break
        elif kind is Exhaust:
            for i, u in enumerate(p.landmarks[seat]):
                if u.card == card and u.exhausted:
                    places.add(("L", seat, i))
                    break
        elif kind in (Support, Discard):
            d = p.discard[seat]
            if d and d[-1] == card:
                places.add(("d", seat))
    return set(), places


# ---- whole pictures ------------------------------------------------------------------------------------------

def _build(p, highlight, selected, last):
    hl, sel = set(highlight), set(selected)
    marks, places = _last_marks(p, last)
    return [("hand",) + hand_panel(p, hl, sel, marks), ("track",) + track_panel(p, hl, sel, marks, places),
            ("side",) + side_panel(p, hl, sel, marks, places)]


def panels_svg(p, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> dict[str, str]:
    """The three panels (hand, track, side) as separate SVG pictures."""
    return {name: KIT.doc(w, h, body, f"Altered, {name}: {p.prompt}") for name, w, h, body in _build(p, highlight, selected, last)}


def table_svg(p, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
    """The whole table in one picture, laid out as the Table shows the panels: the hand and the track side
    by side, the side panel under them.

    With nothing lit and nothing chosen it is a picture to keep (the Table stores it as an image, where
    nothing can be clicked): its targets are then plain groups, which keeps it small."""
    highlight, selected = list(highlight), list(selected)
    panels = [panel[1:] for panel in _build(p, highlight, selected, last)]
    live = bool(highlight or selected)
    doc = KIT.doc(*KIT.table([panels[:2], panels[2:]], GAP), f"Altered — {p.prompt}", live)
    return doc if live else unclickable(doc)


# ---- words for the choice buttons --------------------------------------------------------------------------

def _exp_words(e: str) -> str:
    return f"the {e.title()} expedition"


def action_label(p, action) -> str:
    """Plain words for an action: 'Play Ember Fox to the Hero expedition (2 Mana)'."""
    t = type(action)
    if t is Pass:
        return "Pass"
    if t is NoMana:
        return "Keep my hand"
    cid = action.card
    if t is Exhaust and cid in HERO_INDEX:
        name = HEROES[HERO_INDEX[cid]].name
        return f"Exhaust {name}" + (f" for {_exp_words(action.expedition)}" if action.expedition else "")
    card = next((i for i, c in enumerate(CARDS) if c.id == cid), None)
    if card is None:
        return str(action)
    c = CARDS[card]
    if t is Mana:
        return f"Put {c.name} into Mana"
    if t is Discard:
        return f"Discard {c.name}"
    if t is Support:
        return f"Use {c.name}'s Reserve effect" + (f" on {_exp_words(action.expedition)}" if action.expedition else "")
    if t is Exhaust:
        if action.where:
            return f"Exhaust {c.name} in {_exp_words(action.where)}"
        return f"Exhaust {c.name}" + (f" for {_exp_words(action.expedition)}" if action.expedition else "")
    if t is Play:
        from_reserve = action.source == "reserve"
        cost = c.reserve if from_reserve else c.hand
        money = f"{cost} Mana" + (", Fleeting" if from_reserve and c.type in ("character", "expedition") else "")
        text = f"Play {c.name}" + (" from the Reserve" if from_reserve else "")
        if action.expedition:
            joins = c.type in ("character", "expedition")
            text += f" {'to' if joins else 'on'} {_exp_words(action.expedition)}"
        elif c.type == "landmark":
            text += " as a Landmark"
        return f"{text} ({money})"
    return str(action)


__all__ = ["CSS", "action_label", "hand_panel", "panels_svg", "side_panel", "table_svg", "track_panel"]
