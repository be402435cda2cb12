"""Groves' look: colours, sizes, the style sheet, the drawing kit (``KIT``) and the pieces the panels are
made of (spirits, tokens, reward symbols, grove hexes, chips, cards, a panel's frame), each shape drawn once
in ``<defs>`` (ids ``gv…``, which always name the same shape, so several pictures inlined in one page may
share them); ``render`` lays the panels out with them.
"""

from __future__ import annotations

import math
from functools import lru_cache

from seasons_nb.core.hexgrid import corners
from seasons_nb.core.svg import HL, HL_FILL, INK, LINE, MUTED, PAPER, SEL, Kit, compact, el, esc, text_width
from seasons_nb.core.svg import target as svg_target

from .components import GROVES, RESOURCES, SPIRITS, SUMMONING, Reward

# ---- look ------------------------------------------------------------------------------------------
WHITE_INK = "#ffffff"
SPIRIT_FILL = {"white": "#ffffff", "yellow": "#f6c90e", "orange": "#f08a24", "green": "#3fae5a",
               "blue": "#2d86df", "wraith": "#2a2233"}
SPIRIT_STROKE = {"white": "#8c8c8c", "yellow": "#9a7a00", "orange": "#9c4f0b", "green": "#1f6b33",
                 "blue": "#14528f", "wraith": "#a58fd0"}
TINT = {"yellow": "#fcf0c2", "orange": "#fde0c6", "green": "#d6f2de", "blue": "#d4e8fb",
        "colourless": "#efe8da"}
STRONG = {"yellow": "#d8a600", "orange": "#e07b1a", "green": "#3a9a4f", "blue": "#2f7fd0",
          "colourless": "#b3a88f"}
ELEMENT = {"earth": ("#6a8f2e", "E"), "light": ("#e0a800", "L"), "water": ("#2f6fb8", "W")}
CRYSTAL_FILL, CRYSTAL_STROKE = "#9a6ad8", "#5b3696"
DOMINION_FILL, DOMINION_STROKE = "#c0392b", "#7b1d14"
SITE_INK = "#b0a58e"
CHAR_W = 0.56   # average glyph width per font-size unit, for layout

# ---- sizes -------------------------------------------------------------------------------------------
GAP = 10
HAND_W = 330
HAND_H = 262
TREE_W = 500
REALM_W = 410
CARDS_W = 410
SUPPLY_W = 410
HEX_R = 44            # the size every grove hex is drawn at (and then scaled)
ROW_R = 44            # hex size (circumradius) in the row of new groves
REALM_R = 44          # largest hex size in a realm
REALM_MIN_R = 40      # smallest: a wider realm widens its panel rather than shrink its groves' names
REALM_MAP_H = 360     # a realm's map is scaled down (to REALM_MIN_R at most) to fit this height
HAND_R = 40
SQ3 = math.sqrt(3)


#: a number for markup: at most one decimal, no trailing zero, no leading zero ('.5')
_n = compact


def _pts(pts) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)


def _hex_d(r: float) -> str:
    """A pointy-top hex of circumradius ``r`` centred on 0,0 as path data: the corners ``corners(0, 0, r)``
    gives, from the upper right one clockwise, as a closed path (the same outline as their polygon)."""
    x, y = corners(0, 0, r)[0]              # the upper right corner: (x, -half a side)
    half = round(-y, 1)
    a, b, side, tip = _n(round(x, 1)), _n(half), _n(round(2 * half, 1)), _n(round(r, 1))
    return f"M{a}-{b}v{side}L0 {tip}-{a} {b}v-{side}L0-{tip}z"


# ---- one style sheet: text classes and the marks of hexes, spaces and boxes -----------------------------------
# The rules are not scoped (a class inside a <use>d shape only matches plain class selectors), so every
# class name is one the page is unlikely to use for anything else.
#: font sizes with a class (12 is the default)
_SIZES = {8: "g8", 8.5: "g7", 9: "g9", 9.5: "g6", 10: "g0", 10.5: "g1", 11: "g2", 11.5: "g3", 13: "g4", 14: "g5"}
_TINT_CLASS = {"yellow": "ty", "orange": "to", "green": "tg", "blue": "tb", "colourless": "tn"}
_MARKED = f"fill:{HL_FILL};stroke-width:3"
CSS = "".join(
    [f".gv{{font-size:12px;fill:{INK}}}", f".gm{{fill:{MUTED}}}", ".gw{fill:#fff}", f".gs{{fill:{SITE_INK}}}",
     ".gb{font-weight:700}", ".gc{text-anchor:middle}", ".ge{text-anchor:end}"]
    + [f".{c}{{font-size:{_n(s)}px}}" for s, c in _SIZES.items()]
    # a grove's outline takes its colour's tint, and its inner ring (``--r``) the colour itself
    + [",".join(f".{c}" for c in _TINT_CLASS.values()) + f"{{stroke:{INK};stroke-width:1.2}}"]
    + [f".{c}{{fill:{TINT[k]};--r:{STRONG[k]}}}" for k, c in _TINT_CLASS.items()]
    + [".tl{stroke-width:2.5;stroke-dasharray:5 3}", f".th{{fill:{HL_FILL};stroke:{HL};stroke-width:3.5}}",
       f".ts{{fill:{HL_FILL};stroke:{SEL};stroke-width:3.5}}",
       ".rt{fill:#f7eed8;stroke:#b39b62}", ".rz{fill:#e8f0fb;stroke:#7d8fb0}",
       f".gf{{fill:{INK};stroke:none;stroke-width:1;text-anchor:middle}}",
       ".gp{fill:#fff;fill-opacity:.8;stroke-width:1.5;stroke:var(--r)}",
       ".gr{font-size:9.4px;font-weight:700;text-anchor:middle;fill:#fff}",
       ".gx use{fill:none;stroke:#b9ad94;stroke-dasharray:4 4}",
       f".gx text{{fill:{SITE_INK};text-anchor:middle;font-size:10px}}",
       f".gx .xh{{{_MARKED};stroke:{HL};stroke-dasharray:6 3}}", f".gx .xs{{{_MARKED};stroke:{SEL};stroke-dasharray:none}}",
       f".gx .xl{{{_MARKED};stroke:{INK};stroke-dasharray:none}}", f".gx .gk{{fill:{INK}}}",
       f".gl{{fill:{MUTED};font-size:10px;font-weight:700;text-anchor:middle}}",
       f".pf{{fill:{PAPER};stroke:{LINE};stroke-width:1.2}}", f".pa{{fill:{PAPER};stroke:{HL};stroke-width:3}}",
       f".ln{{stroke:{LINE}}}", f".kl{{fill:#fff;stroke:{LINE}}}", f".kbtn{{fill:#fff;stroke:{INK}}}",
       f".kp{{fill:{PAPER}}}", ".ka{fill:#f4ead2;stroke:#8a7a5a;stroke-width:1.2}",
       ".ko{fill:#e6e0d6;stroke:#8a7a5a;stroke-width:1.2}",
       f".bh{{{_MARKED};stroke:{HL}}}", f".bs{{{_MARKED};stroke:{SEL}}}",
       f".bl{{stroke:{INK};stroke-width:2;stroke-dasharray:5 3}}",
       # the spaces of the Hollows of the Lost, empty and covered by a wraith
       f".hz,.hk{{fill:#f4f0e6;stroke:{INK};stroke-width:.8}}", f".hk{{fill:{SPIRIT_FILL['wraith']}}}"])


# ---- the drawing kit: compact numbers, a rectangle's x, y and corners written even when 0, and shapes made
# once with ``_define``; every rule of ``CSS`` that a picture's classes need
KIT = Kit("gv", CSS, "gv", number=compact, zeros=("rect.x", "rect.y", "rect.rx"))
_use, _define = KIT.use, KIT.define


def _picture(w, h, body: str, title: str) -> str:
    """One SVG: the style rules and the definitions it uses, then ``body`` inside the ``gv`` group."""
    return KIT.doc(w, h, body, title, live=False)


# ---- small pieces ------------------------------------------------------------------------------------
@lru_cache(maxsize=16384)
def _t(x, y, text, size=12, **kw) -> str:
    """A line of text (escaped by ``el``); colour, weight, anchor and size become classes."""
    cls = []
    fill = kw.pop("fill", None)
    if fill == MUTED:
        cls.append("gm")
    elif fill == WHITE_INK:
        cls.append("gw")
    elif fill == SITE_INK:
        cls.append("gs")
    elif fill not in (None, INK):
        kw["fill"] = fill
    anchor = kw.pop("text_anchor", None)
    if anchor == "middle":
        cls.append("gc")
    elif anchor == "end":
        cls.append("ge")
    if kw.pop("font_weight", None) == "bold":
        cls.append("gb")
    if size in _SIZES:
        cls.append(_SIZES[size])
    elif size != 12:
        kw["font_size"] = size
    if cls:
        kw["class_"] = " ".join(cls)
    return el("text", text, x=round(x, 1), y=round(y, 1), **kw)


def _tw(text: str, size: float) -> float:
    """Approximate width of ``text`` at ``size``."""
    return len(text) * size * CHAR_W


def _fit(text: str, size: float, width: float) -> str:
    """``text`` cut (with an ellipsis) to about ``width`` pixels."""
    n = int(width / (size * CHAR_W))
    return text if len(text) <= n else text[:max(1, n - 1)].rstrip() + "…"


def _squeezed(x, y, text, size, width, **kw) -> str:
    """Text squeezed (never cut) into ``width`` pixels when it would be wider."""
    if _tw(text, size) * (1.08 if kw.get("font_weight") == "bold" else 1) > width:
        kw["textLength"] = round(width, 1)
        kw["lengthAdjust"] = "spacingAndGlyphs"
    return _t(x, y, text, size, **kw)


def _wrap(text: str, size: float, width: float) -> list[str]:
    """Words of ``text`` in lines of about ``width`` pixels."""
    n = max(8, int(width / (size * CHAR_W)))
    lines, cur = [], ""
    for word in text.split():
        if cur and len(cur) + 1 + len(word) > n:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    return lines + ([cur] if cur else [])


def _mark(target: str | None, hl, sel, last) -> str:
    if not target:
        return ""
    if target in sel:
        return "sel"
    if target in hl:
        return "hl"
    if target in last:
        return "last"
    return ""


def _group(children: list[str], target_id: str | None, mark: str, label: str, **kw) -> str:
    """A ``<g>``: a target (``data-target`` with a ``data-label``) when ``target_id`` is given and it is
    marked (on offer, selected or just played). Anything that can be clicked is on offer, so a picture
    drawn without highlights (a stored one) has no targets but the last action's, and weighs less."""
    if not target_id or not mark:
        return el("g", children=children, **kw) if kw else "".join(children)
    return svg_target(target_id, label, children, hl=mark == "hl", sel=mark == "sel",
                      cls="snb-last" if mark == "last" else "", **kw)


def _box(x, y, w, h, mark: str, kind: str, rx: float = 7) -> str:
    """A rounded box of a ``kind`` (a class: its colours), marked as highlighted, selected or last played."""
    return KIT.rect(x, y, w, h, kind + {"hl": " bh", "sel": " bs", "last": " bl"}.get(mark, ""), rx)


def _translate(x, y, k: float = 1) -> str:
    scale = f" scale({f'{k:.3f}'.rstrip('0').rstrip('.').lstrip('0')})" if k != 1 else ""
    return f"translate({_n(x)} {_n(y)}){scale}"


# ---- spirits and tokens, each defined once ------------------------------------------------------------
_LETTER = {"white": "w", "yellow": "y", "orange": "o", "green": "g", "blue": "b", "wraith": "k"}
_RES_LETTER = {"earth": "e", "light": "l", "water": "w", "crystal": "c", "dominion": "d"}


SPIRIT_R = 6.5        # spirits are defined at this radius, tokens at this size, and scaled
TOKEN_S = 12


def _placed(key: str, x, y, k: float) -> str:
    """A ``<use>`` of ``key`` at ``x, y``, scaled by ``k``."""
    if k == 1:
        return _use(key, x, y)
    return _use(key, transform=_translate(x, y, k))


def _spirit_id(name: str) -> str:
    key = f"gvs{_LETTER[name]}"
    if key in KIT:
        return key

    def make():
        out = [f'<circle r="{SPIRIT_R}" fill="{SPIRIT_FILL[name]}" stroke="{SPIRIT_STROKE[name]}"/>']
        if name == "wraith":   # two pale eyes
            out.append('<circle cx="-2.1" cy="-.7" r="1" fill="#e9e0ff"/><circle cx="2.1" cy="-.7" r="1" '
                       'fill="#e9e0ff"/>')
        else:                  # its colour's initial: spirits differ by more than their colour
            out.append(f'<text y="2.8" class="gf gb g8">{_LETTER[name].upper()}</text>')
        return "".join(out)
    return _define(key, make)


def _spirit(x, y, name: str, r: float = 8) -> str:
    return _placed(_spirit_id(name), x, y, round(r / SPIRIT_R, 3))


def _any_spirit_id() -> str:
    """A spirit of your choice: a token in the four colours (radius 6)."""
    def make():
        r = 6
        out = []
        quarters = ("V-6A6 6 0 0 1 6 0", "H6A6 6 0 0 1 0 6", "V6A6 6 0 0 1-6 0", "H-6A6 6 0 0 1 0-6")
        for name, arc in zip(("yellow", "orange", "green", "blue"), quarters):
            out.append(f'<path d="M0 0{arc}Z" fill="{SPIRIT_FILL[name]}"/>')
        out.append(f'<circle r="{r}" fill="none" stroke="{INK}"/>')
        return "".join(out)
    return _define("gva", make)


def _any_spirit(x, y, r: float = 6) -> str:
    return _placed(_any_spirit_id(), x, y, round(r / 6, 3))


def _resource_id(res: str) -> str:
    """An icon of size ``TOKEN_S`` centred on 0,0: element square with its letter, crystal, dominion star."""
    key = f"gvr{_RES_LETTER[res]}"
    if key in KIT:
        return key

    def make():
        s = TOKEN_S
        h = s / 2
        if res in ELEMENT:
            colour, letter = ELEMENT[res]
            return (f'<rect x="-6" y="-6" width="12" height="12" rx="2.6" fill="{colour}" stroke="#0005"/>'
                    f'<text y="4" class="gr">{letter}</text>')
        if res == "crystal":
            pts = [(0, -h * 1.1), (h * 0.8, 0), (0, h * 1.1), (-h * 0.8, 0)]
            return f'<polygon points="{_pts(pts)}" fill="{CRYSTAL_FILL}" stroke="{CRYSTAL_STROKE}"/>'
        pts = []
        for i in range(10):
            rad = h * 1.1 if i % 2 == 0 else h * 0.48
            a = math.radians(-90 + 36 * i)
            pts.append((rad * math.cos(a), rad * math.sin(a) + h * 0.08))
        return (f'<polygon points="{_pts(pts)}" fill="{DOMINION_FILL}" stroke="{DOMINION_STROKE}" '
                'stroke-width=".8"/>')
    return _define(key, make)


def _resource(x, y, res: str, s: float = 12) -> str:
    return _placed(_resource_id(res), x, y, round(s / TOKEN_S, 3))


# ---- rewards as symbols ------------------------------------------------------------------------------
def _vec_items(v, s: float) -> list[tuple[float, object]]:
    items = []
    for i, n in enumerate(v):
        if not n:
            continue
        if items:
            items.append((3, None))
        if n > 1:
            items.append((_tw(str(n), s) + 1, ("text", str(n))))
        items.append((s * 1.05, ("res", RESOURCES[i])))
    return items


def _reward_items(r: Reward, s: float) -> list[tuple[float, object]]:
    k = r.kind
    if k == "gain":
        return _vec_items(r.amount, s)
    if k == "choice":
        out = []
        for i, (_, v) in enumerate(r.options):
            if i:
                out.append((_tw("/", s) + 2, ("text", "/")))
            out.extend(_vec_items(v, s))
        return out
    if k == "exchange":
        return _vec_items(r.pay, s) + [(_tw("→", s) + 4, ("text", "→"))] + _vec_items(r.amount, s)
    if k in ("spirit", "white"):
        out = [(_tw("+", s) + 1, ("text", "+"))]
        for _ in range(r.count):
            out.append((s * 1.1, ("spirit", "any" if k == "spirit" else "white")))
        return out
    word = "draw" if k == "draw" else "discard"
    return [(_tw(f"{word} {r.count}", s * 0.9) + 2, ("text", f"{word} {r.count}"))]


@lru_cache(maxsize=1024)
def reward_symbols(r: Reward, s: float = 11, dy: float = 0) -> tuple[float, str]:
    """The reward drawn as symbols, centred on x=0 (icons centred on y=``dy``); returns (width, markup).

    Its texts take their anchor from the group they go in (``text-anchor="middle"``).
    """
    s = round(s, 1)
    items = _reward_items(r, s)
    width = sum(w for w, _ in items)
    x = -width / 2
    out = []
    for w, item in items:
        if item is not None:
            kind, value = item
            cx = round(x + w / 2, 1)
            if kind == "text":
                size = s if value in "/→+" or value.isdigit() else round(s * 0.9, 1)
                attrs = ("" if size == 12 else f' font-size="{_n(size)}"') + (' class="gb"' if value.isdigit() else "")
                xs = f' x="{_n(cx)}"' if cx else ""
                out.append(f'<text{xs} y="{_n(round(dy + s * 0.36, 1))}"{attrs}>{value}</text>')
            elif kind == "res":
                out.append(_resource(cx, dy, value, s))
            elif value == "any":
                out.append(_any_spirit(cx, dy, round(s * 0.48, 1)))
            else:
                out.append(_spirit(cx, dy, "white", round(s * 0.48, 1)))
        x += w
    return width, "".join(out)


def _cost_symbols(cost, s: float = 11) -> tuple[float, str]:
    return reward_symbols(Reward("gain", amount=tuple(cost) + (0, 0)), s)


# ---- grove hexes ----------------------------------------------------------------------------------------
def _hex_outline() -> str:
    """A grove's outline and inner ring: fill and stroke come from the ``<use>`` (a tint or a mark class),
    the ring's colour from the tint's ``--r``."""
    return _define("gvh", lambda: f'<path d="{_hex_d(HEX_R - 1)}"/><path d="{_hex_d(HEX_R - 5)}" fill="none" '
                                  'stroke-width="2.5" opacity=".85" style="stroke:var(--r)"/>')


def _hex_veil() -> str:
    """A pale veil over a grove that can no longer be chosen."""
    return _define("gvv", lambda: f'<path d="{_hex_d(HEX_R - 1)}" fill="{PAPER}" opacity=".6"/>')


def _face_of(gid: int) -> int:
    """The first grove printed exactly like ``gid`` (every realm's Crystal Spring looks the same)."""
    g = GROVES[gid]
    return min(i for i, o in GROVES.items()
               if (o.name, o.kind, o.colour, o.points, o.primary, o.bonus) == (g.name, g.kind, g.colour, g.points,
                                                                               g.primary, g.bonus))


_FACE = {gid: _face_of(gid) for gid in GROVES}


def _grove_face(gid: int, numbered: bool = True) -> str:
    """A whole grove at size ``HEX_R``, defined once per picture. Its outline takes the fill and stroke
    of the ``<use>`` (see ``_hex_outline``); everything printed on it sits in a group that resets them.

    A grove for sale shows its number (``#12``, as in 'buy grove 12') at the top left; one in a realm
    (``numbered`` False) leaves that place to the name of its space (drawn by ``_hex_at``)."""
    gid = _FACE[gid]
    key = f"gv{'g' if numbered else 'f'}{gid}"
    if key in KIT:
        return key

    def make():
        grove = GROVES[gid]
        head = _use(_hex_outline()) + '<g class="gf">'
        if grove.kind == "reference":
            return head + ('<g class="gm g1"><text y="-4">Quick</text><text y="9">reference</text>'
                           '<text y="22" class="g7">(no spirit)</text></g></g>')
        parts = []
        if grove.kind == "grove":
            star = _define("gvq", lambda: _resource(16, -23, "dominion", 11))
            parts.append((f'<text x="-21" y="-19" class="gm g0">#{grove.id}</text>' if numbered else "")
                         + _use(star) + f'<text x="27" y="-18.5" class="gb">{grove.points}</text>')
        parts.append(f'<text y="-4" {_name_fit(grove.name, 68)}>{esc(grove.name)}</text>')
        if grove.colour >= 0:   # its colour's initial in the top corner (a spirit sitting there covers it)
            parts.append(f'<text y="-28" class="gb g9">{grove.colour_name[0].upper()}</text>')
        s = 12
        if grove.primary:
            w, mk = reward_symbols(grove.primary, s, 11)
            if w > 66:
                w, mk = reward_symbols(grove.primary, s * 66 / w, 11)
            parts.append(mk)
        if grove.bonus:     # set apart on a pill in the grove's colour (the tint's ``--r``)
            w, mk = reward_symbols(grove.bonus, s, 29)
            if w > 52:
                w, mk = reward_symbols(grove.bonus, s * 52 / w, 29)
            bw = max(w + 8, 26)
            parts.append(f'<rect x="{_n(-bw / 2)}" y="21" width="{_n(bw)}" height="16" rx="8" class="gp"/>' + mk)
        return head + "".join(parts) + "</g>"
    return _define(key, make)


def _name_fit(name: str, width: float) -> str:
    """The class (and, for a very long name, the squeeze) that fits a grove's name in ``width``, measured
    in the widest usual font: as big as fits, 9 px at least, so that no name grows smaller than that or
    runs past the grove's ring."""
    for size in (10.5, 10, 9.5, 9):
        if text_width(name, size) <= width:
            return f'class="{_SIZES[size]}"'
    return f'class="g9" textLength="{_n(width)}" lengthAdjust="spacingAndGlyphs"'


def _outline_class(gid: int, mark: str) -> str:
    tint = _TINT_CLASS[GROVES[gid].colour_name]
    return tint + {"hl": " th", "sel": " ts", "last": " tl"}.get(mark, "")


#: where a spirit sits on a grove: in the top corner, between the number (or space) and the dominion,
#: clear of the name and the rewards
SPIRIT_ON_GROVE = (0, -29, 9.5)


@lru_cache(maxsize=8192)
def _hex_at(x, y, gid: int, target: str | None, mark: str, label: str,
            occupant: str | None = None, visitor: str = "", faded: bool = False, space: str = "") -> str:
    """A grove hex at its own size (``HEX_R``) centred on ``x, y``; clickable when ``target`` is given.

    A grove in a realm names its ``space`` (``e4``) where a grove for sale shows its number."""
    parts = [_use(_grove_face(gid, numbered=not space), x, y, class_=_outline_class(gid, mark))]
    if space:
        parts.append(f'<text x="{_n(x - 21)}" y="{_n(y - 19)}" class="gl">{space}</text>')
    if occupant:
        dx, dy, r = SPIRIT_ON_GROVE
        parts.append(_spirit(x + dx, y + dy, occupant, r))
        if visitor:
            parts.append(_t(x + dx, y + dy + 3, visitor, 8, text_anchor="middle", font_weight="bold",
                            fill=WHITE_INK if occupant == "wraith" else INK))
    if faded:
        parts.append(_use(_hex_veil(), x, y))
    return _group(parts, target, mark, label)


def _hex(cx, cy, gid: int, size: float, target: str | None, mark: str, label: str,
         occupant: str | None = None, visitor: str = "", faded: bool = False) -> str:
    """A grove hex of ``size`` centred on ``cx, cy``."""
    if size == HEX_R:
        return _hex_at(cx, cy, gid, target, mark, label, occupant, visitor, faded)
    inner = _hex_at(0, 0, gid, target, mark, label, occupant, visitor, faded)
    return f'<g transform="{_translate(cx, cy, round(size / HEX_R, 3))}">{inner}</g>'


@lru_cache(maxsize=None)
def grove_text(gid: int) -> str:
    """A grove in words (for labels): name, colour, rewards and points."""
    g = GROVES[gid]
    if g.kind == "reference":
        return f"{g.name} (takes no spirit)"
    parts = [f"{g.name}", f"{g.colour_name}" if g.colour >= 0 else "no colour"]
    if g.primary:
        parts.append(f"primary: {g.primary.text}")
    if g.bonus:
        parts.append(f"bonus for a matching spirit: {g.bonus.text}")
    if g.kind == "grove":
        parts.append(f"{g.points} dominion")
    return ", ".join(parts)


# ---- buttons, cards ----------------------------------------------------------------------------------------
def _chip(x, y, w, text, target, hl, sel, last, h=26, size=12, label=None) -> str:
    mark = _mark(target, hl, sel, last)
    parts = [_box(x, y, w, h, mark, "kbtn"),
             _t(x + w / 2, y + h / 2 + size * 0.36, _fit(text, size, w - 10), size, text_anchor="middle",
                font_weight="bold" if mark in ("hl", "sel") else None)]
    # a button (class ``kbtn``) in a group of its own, even when not a target: a stored picture greys
    # what follows the shape in its group, its words
    chip = _group(parts, target, mark, label or text)
    return chip if chip.startswith("<g") else f"<g>{chip}</g>"


def _card_art(cid: int, w: int, h: int, with_note: bool) -> str:
    """A summoning card's face (spirits, points) at 0,0: defined once per size."""
    def make():
        card = SUMMONING[cid]
        out = [f'<rect width="{w}" height="{h}" rx="6" fill="#f3ecfb" stroke="#6d4fa3" stroke-width="1.2"/>',
               f'<text x="5" y="12" font-size="9" fill="{MUTED}">#{cid}</text>',
               _resource(w - 20, 9, "dominion", 10),
               f'<text x="{w - 8}" y="13" font-size="11" font-weight="700" text-anchor="middle">{card.points}</text>']
        cy = h / 2 + (0 if with_note else 3)
        r = 7 if w < 100 else 9
        step = r * 2 + (4 if card.kind == "pair" else 8)
        names = [SPIRITS[s] for s in card.spirits] if card.kind == "pair" else ["any"] * 3
        x0 = w / 2 - (len(names) - 1) * step / 2
        for i, name in enumerate(names):
            out.append(_any_spirit(x0 + i * step, cy, r) if name == "any" else _spirit(x0 + i * step, cy, name, r))
            if i and card.kind != "pair":
                sign = "≠" if card.kind == "different" else "="
                out.append(f'<text x="{_n(x0 + (i - 0.5) * step)}" y="{_n(cy + 4)}" font-size="11" '
                           f'text-anchor="middle" font-weight="700">{sign}</text>')
        return "".join(out)
    return _define(f"gvc{cid}x{w}{'n' if with_note else ''}", make)


@lru_cache(maxsize=2048)
def _summoning_face(x, y, w, h, cid: int, note: str = "") -> tuple[str, ...]:
    out = _use(_card_art(cid, w, h, bool(note)), x, y)
    if note:
        out += _t(x + w / 2, y + h - 4, note, 8.5, text_anchor="middle", fill="#6d4fa3")
    return (out,)


def _card_back_art(w: int, h: int) -> str:
    return _define(f"gvk{w}", lambda: (
        f'<rect width="{w}" height="{h}" rx="6" fill="#4b3a6b" stroke="#2c2142" stroke-width="1.2"/>'
        f'<rect x="4" y="4" width="{w - 8}" height="{h - 8}" rx="4" fill="none" stroke="#a58fd0" '
        'stroke-dasharray="3 2"/>'))


@lru_cache(maxsize=512)
def _card_back(x, y, w, h, note: str = "") -> tuple[str, ...]:
    out = [_use(_card_back_art(w, h), x, y),
           _t(x + w / 2, y + h / 2 + 5, "?", 15, text_anchor="middle", fill="#e9e0ff", font_weight="bold")]
    if note:
        out.append(_t(x + w / 2, y + h - 3, note, 8, text_anchor="middle", fill="#e9e0ff"))
    return ("".join(out),)


def _summoning_text(cid: int) -> str:
    c = SUMMONING[cid]
    return f"summoning card {cid}: {c.text} (+{c.points} dominion)"


def _card_visible(state, seat: int) -> bool:
    """Whether the viewer may see ``seat``'s face-down cards."""
    return state.card_visible(seat)


# ---- panel frame -------------------------------------------------------------------------------------------
@lru_cache(maxsize=512)
def _frame_markup(w, h, title: str, active: bool, right: str) -> str:
    bar = _define(f"gvb{w}", lambda: f'<path d="M1 28V11a10 10 0 0 1 10-10H{_n(w - 11)}a10 10 0 0 1 10 10V28Z" '
                                     'fill="#ece2c8"/>')
    out = [f'<rect x=".5" y=".5" width="{_n(w - 1)}" height="{_n(h - 1)}" rx="10" class="{"pa" if active else "pf"}"/>',
           _use(bar),
           _t(12, 19, title, 14, font_weight="bold")]
    if right:
        out.append(_t(w - 12, 19, right, 12, text_anchor="end", fill=MUTED))
    return "".join(out)


def _frame(w, h, title: str, active: bool = False, right: str = "") -> list[str]:
    """A panel's background and title bar (a new list, for the panel's content to follow)."""
    return [_frame_markup(w, h, title, active, right)]


