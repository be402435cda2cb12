"""Groves as pictures: the table split into panels, each an SVG, and the whole table in one.

``panels(state, ...)`` gives, in this order:

- ``hand``: whose turn it is, the spirits they drew (``hand.<colour>``), their bag
  (``bag``, where a wraith that fits nowhere goes back) and the open decision:
  the reward to take (``reward.primary|bonus``) or skip (``skip.primary|bonus``),
  ``skip.purchase``, the two summoning cards to keep one of (``card.<id>``), the
  realm a new portal opens into (``p<N>.realm``), a solo power (``power.<name>``,
  ``skip.<name>``), or the starting grove to choose (``start.<colour>``);
- ``tree``: the row of new groves (``row.<id>``) above their crystal costs, the
  draw stack, and the three Tree of Idyll areas (``tree.groves|bonus|portal``) with
  the spirits on them; solo, also the Hollows of the Lost and the wraith bag;
- ``realm-<seat>`` for each player: resources, bag, hand, portals, and the realm's
  hex groves (``p<N>.<space>``) with the spirits and wraiths on them, ringed by the
  empty spaces where a bought grove may go (also ``p<N>.<space>``);
- ``cards``: the realm bonus cards and every player's summoning cards (face up for
  their owner and in the teacher's view, face down to the others);
- ``supply``: spirits, elements, crystals, dominion, portals, decks and a key to
  the symbols.

Every clickable id is in exactly one panel. ``table_svg`` lays the same panels out
in one picture (the static view on GitHub and in exported notebooks). Hidden
information follows ``state.viewer`` (set by ``State.view``): another player's bag
shows only how many spirits it holds, their face-down cards only their backs.
All text goes through ``core.svg`` (escaped).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Iterable

from seasons_nb.core.hexgrid import center, corners, neighbours, points_attr
from seasons_nb.core.svg import FONT, HL, HL_FILL, INK, LINE, MUTED, PAPER, SEL, el, empty, svg_doc
from seasons_nb.core.svg import target as svg_target

from .components import (
    GROVES, HOLLOWS_SPACES, HOLLOWS_START, POWER_COLOUR, POWER_COST, REALM_CARDS, RESOURCE_GROVE, RESOURCES,
    ROW_COSTS, SOLO_TREE_AREAS, SPIRITS, SUMMONING, WRAITH, Reward, plural, spirit_text, vec_text,
)
from .actions import Action, BAG_ID, card_id, hand_id, power_id, reward_id, skip_id, start_id, label as space_label, realm_id, row_id, seat_id as pid, site_id, tree_id
from .rules import QUICK_REFERENCE_PLACEABLE

# ---- look ------------------------------------------------------------------------------------------
CARD = "#fffdf8"
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
CHAR_W = 0.56   # average glyph width per font-size unit, for layout

# ---- sizes -------------------------------------------------------------------------------------------
GAP = 10
HAND_W = 330
HAND_H = 262
TREE_W = 500
REALM_W = 410
CARDS_W = 410
SUPPLY_W = 410
WIDTH = max(HAND_W + GAP + TREE_W, 2 * REALM_W + GAP)
ROW_R = 44            # hex size (circumradius) in the row of new groves
REALM_R = 44          # largest hex size in a realm
HAND_R = 40
SQ3 = math.sqrt(3)


# ---- small pieces ------------------------------------------------------------------------------------
@lru_cache(maxsize=16384)
def _t(x, y, text, size=12, **kw) -> str:
    """A line of text (escaped by ``el``); memoised, as most labels repeat from state to state."""
    kw.setdefault("fill", INK)
    return el("text", text, x=round(x, 1), y=round(y, 1), font_size=size, **kw)


def _tw(text: str, size: float) -> float:
    """Approximate width of ``text`` at ``size``."""
    return len(text) * size * CHAR_W


def _fit(text: str, size: float, width: float) -> str:
    """``text`` cut (with an ellipsis) to about ``width`` pixels."""
    n = int(width / (size * CHAR_W))
    return text if len(text) <= n else text[:max(1, n - 1)].rstrip() + "…"


def _squeezed(x, y, text, size, width, **kw) -> str:
    """Text squeezed (never cut) into ``width`` pixels when it would be wider."""
    if _tw(text, size) * 0.93 > width:
        kw["textLength"] = round(width, 1)
        kw["lengthAdjust"] = "spacingAndGlyphs"
    return _t(x, y, text, size, **kw)


def _wrap(text: str, size: float, width: float) -> list[str]:
    """Words of ``text`` in lines of about ``width`` pixels."""
    n = max(8, int(width / (size * 0.5)))
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
    """A ``<g>``; clickable (``data-target`` with a ``data-label``) when ``target_id`` is given."""
    if not target_id:
        return el("g", children=children, **kw)
    return svg_target(target_id, label, children, hl=mark == "hl", sel=mark == "sel",
                  cls="snb-last" if mark == "last" else "", **kw)


def _box_style(mark: str, fill: str = CARD, stroke: str = INK, width: float = 1) -> dict:
    if mark == "hl":
        return {"fill": HL_FILL, "stroke": HL, "stroke_width": 3}
    if mark == "sel":
        return {"fill": HL_FILL, "stroke": SEL, "stroke_width": 3}
    if mark == "last":
        return {"fill": fill, "stroke": INK, "stroke_width": 2, "stroke_dasharray": "5 3"}
    return {"fill": fill, "stroke": stroke, "stroke_width": width}


def _translate(x, y) -> str:
    return f"translate({x:.1f} {y:.1f})"


@lru_cache(maxsize=256)
def _spirit_at0(name: str, r: float) -> str:
    parts = [empty("circle", cx=0, cy=0, r=r, fill=SPIRIT_FILL[name], stroke=SPIRIT_STROKE[name],
                   stroke_width=1.5 if r >= 8 else 1)]
    if name == "wraith":   # two pale eyes
        e = round(r * 0.16, 1)
        parts.append(empty("circle", cx=round(-r * 0.32, 1), cy=round(-r * 0.1, 1), r=e, fill="#e9e0ff"))
        parts.append(empty("circle", cx=round(r * 0.32, 1), cy=round(-r * 0.1, 1), r=e, fill="#e9e0ff"))
    else:                  # a soft shine
        parts.append(empty("circle", cx=round(-r * 0.35, 1), cy=round(-r * 0.35, 1), r=round(r * 0.22, 1),
                           fill="#ffffff", opacity=0.45))
    return "".join(parts)


@lru_cache(maxsize=4096)
def _spirit(x, y, name: str, r: float = 8) -> str:
    return el("g", children=[_spirit_at0(name, r)], transform=_translate(x, y))


@lru_cache(maxsize=64)
def _any_spirit_at0(r: float) -> str:
    """A spirit of your choice: a token in the four colours."""
    out = []
    for i, name in enumerate(("yellow", "orange", "green", "blue")):
        a0, a1 = math.radians(90 * i - 90), math.radians(90 * i)
        x0, y0 = r * math.cos(a0), r * math.sin(a0)
        x1, y1 = r * math.cos(a1), r * math.sin(a1)
        out.append(empty("path", d=f"M0 0L{x0:.1f} {y0:.1f}A{r} {r} 0 0 1 {x1:.1f} {y1:.1f}Z",
                         fill=SPIRIT_FILL[name]))
    out.append(empty("circle", cx=0, cy=0, r=r, fill="none", stroke=INK, stroke_width=1))
    return "".join(out)


@lru_cache(maxsize=64)
def _resource_at0(res: str, s: float) -> str:
    """An icon of size ``s`` centred on 0,0: element square with its letter, crystal, dominion star."""
    h = s / 2
    if res in ELEMENT:
        colour, letter = ELEMENT[res]
        return (empty("rect", x=-h, y=-h, width=s, height=s, rx=round(s * 0.22, 1), fill=colour,
                      stroke="#00000055", stroke_width=1)
                + el("text", letter, x=0, y=round(s * 0.33, 1), font_size=round(s * 0.78, 1),
                     font_weight="bold", text_anchor="middle", fill="#ffffff"))
    if res == "crystal":
        return empty("polygon", points=f"0,{-h * 1.1:.1f} {h * 0.8:.1f},0 0,{h * 1.1:.1f} {-h * 0.8:.1f},0",
                     fill=CRYSTAL_FILL, stroke=CRYSTAL_STROKE, stroke_width=1)
    pts = []
    for i in range(10):
        rad = h * 1.1 if i % 2 == 0 else h * 0.48
        a = math.radians(-90 + 36 * i)
        pts.append((rad * math.cos(a), rad * math.sin(a) + h * 0.08))
    return empty("polygon", points=points_attr(pts), fill=DOMINION_FILL, stroke=DOMINION_STROKE,
                 stroke_width=0.8)


@lru_cache(maxsize=1024)
def _resource(x, y, res: str, s: float = 12) -> str:
    return el("g", children=[_resource_at0(res, s)], transform=_translate(x, y))


def _counted(x, y, icon: str, n, size=12) -> tuple[str, float]:
    """An icon followed by its count; returns markup and the width used."""
    text = str(n)
    return icon + _t(x + size * 0.85, y + size * 0.38, text, size), size * 0.85 + _tw(text, size) + 8


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
        for i in range(r.count):
            out.append((s * 1.1, ("spirit", "any" if k == "spirit" else "white")))
        return out
    word = "draw" if k == "draw" else "discard"
    return [(_tw(f"{word} {r.count}", s * 0.9) + 2, ("text", f"{word} {r.count}"))]


@lru_cache(maxsize=1024)
def reward_symbols(r: Reward, s: float = 11) -> tuple[float, str]:
    """The reward drawn as symbols, centred on x=0 (icons centred on y=0); returns (width, markup)."""
    items = _reward_items(r, s)
    width = sum(w for w, _ in items)
    x = -width / 2
    out = []
    for w, item in items:
        if item is not None:
            kind, value = item
            if kind == "text":
                size = s if value in "/→+" or value.isdigit() else s * 0.9
                out.append(el("text", value, x=round(x + w / 2, 1), y=round(s * 0.36, 1), font_size=round(size, 1),
                              text_anchor="middle", fill=INK, font_weight="bold" if value.isdigit() else None))
            elif kind == "res":
                out.append(el("g", children=[_resource_at0(value, s)], transform=_translate(x + w / 2, 0)))
            else:
                r0 = round(s * 0.48, 1)
                inner = _any_spirit_at0(r0) if value == "any" else _spirit_at0("white", r0)
                out.append(el("g", children=[inner], transform=_translate(x + w / 2, 0)))
        x += w
    return width, "".join(out)


def _cost_symbols(cost, s: float = 11) -> tuple[float, str]:
    return reward_symbols(Reward("gain", amount=tuple(cost) + (0, 0)), s)


# ---- grove hexes ----------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _hex_at0(gid: int, size: float, mark: str, occupant: str | None, visitor: str, faded: bool) -> str:
    """One grove hex centred on 0,0 (memoised: the same grove looks the same wherever it lies)."""
    grove = GROVES[gid]
    colour = grove.colour_name
    fill = TINT.get(colour, TINT["colourless"])
    stroke, width, dash = INK, 1.2, None
    if mark == "hl":
        fill, stroke, width = HL_FILL, HL, 3.5
    elif mark == "sel":
        fill, stroke, width = HL_FILL, SEL, 3.5
    elif mark == "last":
        width, dash = 2.5, "5 3"
    parts = [empty("polygon", points=points_attr(corners(0, 0, size - 1)), fill=fill, stroke=stroke,
                   stroke_width=width, stroke_dasharray=dash),
             empty("polygon", points=points_attr(corners(0, 0, size - 5)), fill="none",
                   stroke=STRONG.get(colour, STRONG["colourless"]), stroke_width=2.5,
                   opacity=0.85)]
    k = size / 44
    fs = round(10.5 * k, 1)
    if grove.kind == "reference":
        parts.append(_t(0, -4 * k, "Quick", fs, text_anchor="middle", fill=MUTED))
        parts.append(_t(0, 9 * k, "reference", fs, text_anchor="middle", fill=MUTED))
        parts.append(_t(0, 22 * k, "(no spirit)", round(8.5 * k, 1), text_anchor="middle", fill=MUTED))
    else:
        if grove.kind == "grove":
            parts.append(_t(-21 * k, -19 * k, f"#{grove.id}", round(10 * k, 1), text_anchor="middle",
                            fill=MUTED))
            parts.append(el("g", children=[_resource_at0("dominion", round(11 * k, 1))],
                            transform=_translate(16 * k, -23 * k)))
            parts.append(_t(27 * k, -18.5 * k, str(grove.points), round(12 * k, 1), text_anchor="middle",
                            font_weight="bold"))
        parts.append(_squeezed(0, -4 * k, grove.name, fs, 68 * k, text_anchor="middle", font_weight="bold"))
        s = round(12 * k, 1)
        if grove.primary:
            w, mk = reward_symbols(grove.primary, s)
            if w > 66 * k:
                w, mk = reward_symbols(grove.primary, round(s * 66 * k / w, 1))
            parts.append(el("g", children=[mk], transform=_translate(0, 11 * k)))
        if grove.bonus:
            w, mk = reward_symbols(grove.bonus, s)
            if w > 52 * k:
                w, mk = reward_symbols(grove.bonus, round(s * 52 * k / w, 1))
            bw = max(w + 8, 26 * k)
            parts.append(empty("rect", x=round(-bw / 2, 1), y=round(21 * k, 1), width=round(bw, 1),
                               height=round(16 * k, 1), rx=round(8 * k, 1), fill="#ffffff", fill_opacity=0.8,
                               stroke=STRONG.get(colour, INK), stroke_width=1.5))
            parts.append(el("g", children=[mk], transform=_translate(0, 29 * k)))
    if occupant:
        r = round(11 * k, 1)
        parts.append(el("g", children=[_spirit_at0(occupant, r)], transform=_translate(0, -22 * k)))
        if visitor:
            parts.append(_t(0, -30 * k, visitor, round(8 * k, 1), text_anchor="middle", font_weight="bold",
                            fill="#ffffff" if occupant == "wraith" else INK))
    if faded:
        parts.append(empty("polygon", points=points_attr(corners(0, 0, size - 1)), fill=PAPER, opacity=0.6))
    return "".join(parts)


def _hex(cx, cy, gid: int, size: float, target: str | None, mark: str, label: str,
         occupant: str | None = None, visitor: str = "", faded: bool = False) -> str:
    inner = _hex_at0(gid, round(size, 1), mark, occupant, visitor, faded)
    return _group([inner], target, mark, label, transform=_translate(cx, cy))


@lru_cache(maxsize=None)
def grove_text(gid: int) -> str:
    """A grove in words (for labels): name, colour, rewards, cost and points."""
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
    parts = [empty("rect", x=x, y=y, width=w, height=h, rx=7, **_box_style(mark, "#ffffff")),
             _t(x + w / 2, y + h / 2 + size * 0.36, _fit(text, size, w - 10), size, text_anchor="middle",
                font_weight="bold" if mark in ("hl", "sel") else None)]
    return _group(parts, target, mark, label or text)


@lru_cache(maxsize=2048)
def _summoning_face(x, y, w, h, cid: int, note: str = "") -> tuple[str, ...]:
    card = SUMMONING[cid]
    out = [empty("rect", x=x, y=y, width=w, height=h, rx=6, fill="#f3ecfb", stroke="#6d4fa3", stroke_width=1.2)]
    out.append(_t(x + 5, y + 12, f"#{cid}", 9, fill=MUTED))
    out.append(_resource(x + w - 20, y + 9, "dominion", 10))
    out.append(_t(x + w - 8, y + 13, str(card.points), 11, font_weight="bold", text_anchor="middle"))
    cy = y + h / 2 + (0 if note else 3)
    r = 7 if w < 100 else 9
    step = r * 2 + (4 if card.kind == "pair" else 8)
    names = [SPIRITS[s] for s in card.spirits] if card.kind == "pair" else ["any"] * 3
    x0 = x + w / 2 - (len(names) - 1) * step / 2
    for i, name in enumerate(names):
        inner = _any_spirit_at0(r) if name == "any" else _spirit_at0(name, r)
        out.append(el("g", children=[inner], transform=_translate(x0 + i * step, cy)))
        if i and card.kind != "pair":
            out.append(_t(x0 + (i - 0.5) * step, cy + 4, "≠" if card.kind == "different" else "=", 11,
                          text_anchor="middle", font_weight="bold"))
    if note:
        out.append(_t(x + w / 2, y + h - 4, note, 8.5, text_anchor="middle", fill="#6d4fa3"))
    return ("".join(out),)


@lru_cache(maxsize=512)
def _card_back(x, y, w, h, note: str = "") -> tuple[str, ...]:
    out = [empty("rect", x=x, y=y, width=w, height=h, rx=6, fill="#4b3a6b", stroke="#2c2142", stroke_width=1.2),
           empty("rect", x=x + 4, y=y + 4, width=w - 8, height=h - 8, rx=4, fill="none", stroke="#a58fd0",
                 stroke_dasharray="3 2"),
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
    out = [empty("rect", x=0.5, y=0.5, width=w - 1, height=h - 1, rx=10, fill=PAPER,
                 stroke=HL if active else LINE, stroke_width=3 if active else 1.2),
           empty("path", d=f"M1 28V11a10 10 0 0 1 10-10H{w - 11}a10 10 0 0 1 10 10V28Z", fill="#ece2c8"),
           _t(12, 19, title, 14, font_weight="bold")]
    if right:
        out.append(_t(w - 12, 19, right, 12, text_anchor="end", fill=MUTED))
    return "".join(out)


def _frame(w, h, title: str, active: bool = False, right: str = "") -> list[str]:
    """A panel's background and title bar (a new list, for the panel's content to follow)."""
    return [_frame_markup(w, h, title, active, right)]


# ---- the hand: spirits drawn and the open decision ---------------------------------------------------------
def _hand_panel(state, hl, sel, last) -> tuple[float, float, list[str]]:
    w, h = HAND_W, HAND_H
    seat = state.current_player
    if state.phase == "over":
        return w, h, _frame(w, h, "Game over") + _game_over(state, w)
    who = state.names[seat]
    out = _frame(w, h, _fit(f"▶ {who} to play", 14, w - 110), True,
                 f"Round {state.round}" if state.phase == "play" else "Setup")
    pend = state.pending
    if state.phase == "start":
        out.extend(_start_choice(state, w, hl, sel, last))
        return w, h, out
    pl = state.p[seat]
    deciding = pend is None
    y = 48
    out.append(_t(12, y, "Spirits in hand" + ("" if deciding else " (after this decision)"), 12,
                  font_weight="bold", fill=INK if deciding else MUTED))
    x = 30
    for c, n in enumerate(pl.hand):
        if not n:
            continue
        name = SPIRITS[c]
        target = hand_id(name) if deciding else None
        mark = _mark(target, hl, sel, last)
        parts = []
        if mark in ("hl", "sel"):
            parts.append(empty("circle", cx=x, cy=y + 26, r=21, fill=HL_FILL, stroke=HL if mark == "hl" else SEL,
                               stroke_width=3))
        parts.append(_spirit(x, y + 26, name, 15))
        if n > 1:
            parts.append(_t(x + 17, y + 42, f"×{n}", 12, font_weight="bold"))
        label = f"{spirit_text(name, n)} in hand"
        out.append(_group(parts, target, mark, label))
        x += 58 if n > 1 else 48
    if not sum(pl.hand):
        out.append(_t(30, y + 30, "none left", 12, fill=MUTED))
    # the bag (a wraith no grove can take goes back into it)
    bx, by = w - 126, 34
    target = BAG_ID if deciding else None
    mark = _mark(target, hl, sel, last)
    bag = [empty("path", d=f"M{bx + 14} {by + 14}q-12 28 4 50h88q16-22 4-50l-8-6h-80z",
                 **_box_style(mark, "#efe1c4", "#8a6d3b", 1.5)),
           empty("path", d=f"M{bx + 22} {by + 8}h72", stroke="#8a6d3b", stroke_width=2)]
    n = pl.bag_size
    bag.append(_t(bx + 58, by + 28, f"bag: {n}", 12, text_anchor="middle", font_weight="bold"))
    if pl.bag is not None and _card_visible(state, seat):
        bag.append(_bag_contents(bx + 58, by + 42, pl.bag, seat))
    else:
        bag.append(_t(bx + 58, by + 44, "contents hidden", 9, text_anchor="middle", fill=MUTED))
    out.append(_group(bag, target, mark, f"{who}'s bag: {plural(n, 'spirit')}"))
    y = 112
    out.append(empty("line", x1=10, y1=y - 8, x2=w - 10, y2=y - 8, stroke=LINE))
    if pend is None:
        out.extend(_hint(state, w, y))
    else:
        out.extend(_decision(state, w, y, hl, sel, last))
    return w, h, out


def _bag_contents(cx, y, bag, seat: int) -> str:
    """What a bag holds, by colour, three colours to a line."""
    items = [(c, n) for c, n in enumerate(bag) if n]
    parts = []
    for row in range(0, len(items), 3):
        line = items[row:row + 3]
        x = cx - len(line) * 14 + 7
        for c, n in line:
            parts.append(_spirit(x - 4, y - 3 + row * 4, SPIRITS[c], 4.5))
            parts.append(_t(x + 3, y + row * 4, str(n), 9))
            x += 28
    return el("g", children=parts, class_="snb-bag-contents", data_seat=pid(seat))


def _hint(state, w, y) -> list[str]:
    me = state.current_player
    pl = state.p[me]
    text = ("Click a spirit, then where it goes: a grove of your realm"
            + (" or of a realm behind your portal," if pl.portals else ",")
            + " or an area of the Tree of Idyll.")
    lines = _wrap(text, 11.5, w - 24)
    if state.crown == me and not state.crown_placed:
        lines += _wrap("♛ Your first spirit this round may not go to the groves area.", 11.5, w - 24)
    if pl.hand[WRAITH]:
        lines += _wrap("A wraith goes on a free grove, never on the Tree; if no grove is free, click it "
                       "and then your bag.", 11.5, w - 24)
    out = [_t(12, y + 10 + i * 16, line, 11.5, fill=MUTED) for i, line in enumerate(lines)]
    # who else still holds spirits this round
    others = [(s, state.p[s].hand) for s in range(state.players) if s != me and sum(state.p[s].hand)]
    yy = y + 14 + len(lines) * 16
    if others:
        out.append(_t(12, yy + 8, "Still to place:", 11, font_weight="bold"))
        yy += 8
        for s, hand in others:
            yy += 18
            out.append(_t(24, yy + 4, _fit(state.names[s], 11, 150), 11))
            x = 190
            for c, n in enumerate(hand):
                for _ in range(n):
                    out.append(_spirit(x, yy, SPIRITS[c], 6))
                    x += 15
    return out


def _decision(state, w, y, hl, sel, last) -> list[str]:
    pend = state.pending
    k = pend.kind
    me = state.seat
    out = []
    if k == "reward":
        stage, spirit = pend.stage, pend.spirit
        grove = state.pending_grove()
        gid = grove.id
        r = state.pending_reward()
        out.append(_hex(60, y + 62, gid, HAND_R, None, "", grove_text(gid), SPIRITS[spirit]))
        x = 118
        title = "Primary reward" if stage == "primary" else "Bonus reward"
        out.append(_t(x, y + 12, f"{title} of {_fit(grove.name, 12, 150)}", 12, font_weight="bold"))
        if stage == "bonus":
            why = "a wraith is wild" if spirit == WRAITH else f"your {SPIRITS[spirit]} spirit matches"
            out.append(_t(x, y + 28, f"({why})", 11, fill=MUTED))
        width, mk = reward_symbols(r, 14)
        out.append(el("g", children=[mk], transform=_translate(x + width / 2 + 2, y + 46)))
        out.extend(_t(x, y + 68 + i * 14, line, 11) for i, line in enumerate(_wrap(r.text, 11, w - x - 10)[:2]))
        choice = r.kind in ("choice", "spirit")
        take = "Take…" if choice else "Take it"
        out.append(_chip(x, y + 90, 96, take, reward_id(stage), hl, sel, last,
                         label=f"take the {stage} reward: {r.text}"))
        out.append(_chip(x + 104, y + 90, 96, "Skip", skip_id(stage), hl, sel, last,
                         label=f"skip the {stage} reward"))
        if choice:
            out.append(_t(x, y + 132, "Then pick your choice below.", 10.5, fill=MUTED))
    elif k == "buy":
        pl = state.p[me]
        out.append(_t(12, y + 12, "Buy a grove", 13, font_weight="bold"))
        lines = ["1. click a grove in the row (its elements and", "    its slot's crystals are the price),",
                 "2. then a highlighted space of your realm."]
        out.extend(_t(12, y + 30 + i * 15, line, 11, fill=MUTED) for i, line in enumerate(lines))
        out.append(_t(12, y + 90, "You have:", 11, font_weight="bold"))
        out.extend(_resources_line(70, y + 86, pl.res, 11))
        out.append(_chip(12, y + 106, 130, "Skip purchase", skip_id("purchase"), hl, sel, last,
                         label="skip the purchase"))
    elif k == "card":
        out.append(_t(12, y + 12, "Keep one summoning card", 13, font_weight="bold"))
        out.append(_t(12, y + 28, "(face down; the other goes under the deck)", 10.5, fill=MUTED))
        visible = _card_visible(state, me)
        for i, c in enumerate(pend.cards):
            x = 20 + i * 155
            if c and visible:
                target = card_id(c)
                mark = _mark(target, hl, sel, last)
                parts = [empty("rect", x=x - 4, y=y + 38, width=138, height=102, rx=9,
                               **_box_style(mark, PAPER, PAPER, 0))]
                parts.extend(_summoning_face(x, y + 42, 130, 66, c))
                parts.extend(_t(x + 65, y + 120 + i * 11, line, 9, text_anchor="middle", fill=MUTED)
                             for i, line in enumerate(_wrap(SUMMONING[c].text, 9, 130)[:2]))
                out.append(_group(parts, target, mark, "keep " + _summoning_text(c)))
            else:
                out.extend(_card_back(x, y + 42, 130, 66))
    elif k == "portal":
        out.append(_t(12, y + 12, "Open your portal into…", 13, font_weight="bold"))
        out.append(_t(12, y + 28, "(only you may use it; a wraith joins your bag)", 10.5, fill=MUTED))
        for i, t in enumerate(pend.targets):
            target = realm_id(t)
            out.append(_chip(12, y + 40 + i * 32, w - 24, f"{pid(t)} · {state.names[t]}'s realm", target,
                             hl, sel, last, label=f"open the portal into {state.names[t]}'s realm"))
    elif k == "power":
        power = pend.power
        colour = SPIRITS[POWER_COLOUR[power]]
        out.append(_spirit(24, y + 8, colour, 9))
        out.append(_t(40, y + 12, f"{power.title()}: drawn from the wraith bag", 13, font_weight="bold"))
        for i, line in enumerate(_POWER_TEXT[power]):
            out.append(_t(12, y + 32 + i * 15, line, 11, fill=MUTED))
        use = "Use…" if power == "banish" else f"Use {power.title()}"
        out.append(_chip(12, y + 80, 130, use, power_id(power), hl, sel, last, label=f"use {power}"))
        out.append(_chip(152, y + 80, 100, "Skip", skip_id(power), hl, sel, last, label=f"skip {power}"))
    return out


_POWER_TEXT = {
    "repel": ["Send one wraith you just drew back into the", "wraith bag instead of the Hollows."],
    "recall": [f"Pay {plural(POWER_COST, 'crystal')}: the newest wraith in the Hollows",
               "returns to the wraith bag."],
    "banish": [f"Pay {plural(POWER_COST, 'element')}: the newest wraith in the Hollows", "leaves the game."],
    "spawn": ["A white spirit from the supply goes into the", "wraith bag."],
}


def _start_choice(state, w, hl, sel, last) -> list[str]:
    out = [_t(12, 48, "Choose your resource-generating starting grove", 12, font_weight="bold"),
           _t(12, 64, "(its colour also goes into your bag)", 10.5, fill=MUTED)]
    taken = {pl.start: seat for seat, pl in enumerate(state.p) if pl.start >= 0}
    for i, (colour, gid) in enumerate(sorted(RESOURCE_GROVE.items())):
        cx = 44 + i * 80
        name = SPIRITS[colour]
        target = None if colour in taken else start_id(name)
        mark = _mark(target, hl, sel, last)
        out.append(_hex(cx, 124, gid, 37, target, mark, f"start with {grove_text(gid)}", faded=colour in taken))
        note = f"taken: {pid(taken[colour])}" if colour in taken else name
        out.append(_t(cx, 180, note, 10.5, text_anchor="middle", fill=MUTED if colour in taken else INK))
    return out


def _game_over(state, w) -> list[str]:
    out = []
    y = 50
    order = sorted(range(state.players), key=lambda s: (-state.scores[s], s))
    if state.solo:
        for line in _wrap(state.prompt, 11, w - 24):
            out.append(_t(12, y, line, 11, font_weight="bold"))
            y += 16
        y += 6
    for s in order:
        won = s in state.winners
        if won:
            out.append(_trophy(22, y))
        out.append(_t(36, y + 4, _fit(state.names[s], 12, 190), 12, font_weight="bold" if won else None))
        out.append(_resource(w - 80, y, "dominion", 12))
        out.append(_t(w - 66, y + 4, str(state.scores[s]), 13, font_weight="bold"))
        y += 22
        sheet = state.score_sheet(s)
        parts = [f"{k.removesuffix(' cards')} {v}" for k, v in sheet.items() if k != "total" and v]
        out.append(_squeezed(36, y, " · ".join(parts), 10, w - 48, fill=MUTED))
        y += 20
    return out


# ---- the Tree of Idyll and the row of new groves -------------------------------------------------------------
def _top_height(state) -> float:
    return 392 if state.solo else 318


_AREAS = (("groves", "Buy a grove", "elements + slot crystals"),
          ("bonus", "Summoning card", "keep 1 of 2"),
          ("portal", "Portal", "base + mirror"))


def _tree_panel(state, hl, sel, last) -> tuple[float, float, list[str]]:
    w, h = TREE_W, _top_height(state)
    stack = len(state.stack)
    right = f"draw stack: {stack}" + (" · final round" if state.final else "")
    out = _frame(w, h, "Tree of Idyll", right=right)
    for slot, gid in enumerate(state.row):
        cx, cy = 66 + slot * 122, 88
        cost = ROW_COSTS[slot]
        if gid:
            g = GROVES[gid]
            target = row_id(gid)
            mark = _mark(target, hl, sel, last)
            label = f"{grove_text(gid)}; costs {vec_text(g.cost + (0, 0))} and {plural(cost, 'crystal')}"
            out.append(_hex(cx, cy, gid, ROW_R, target, mark, label))
            cw, cm = _cost_symbols(g.cost, 12)
            out.append(_t(cx - cw / 2 - 4, cy + 56, "cost", 9.5, text_anchor="end", fill=MUTED))
            out.append(el("g", children=[cm], transform=_translate(cx, cy + 52)))
        else:
            out.append(empty("polygon", points=points_attr(corners(cx, cy, ROW_R - 1)), fill="none",
                             stroke="#a89c84", stroke_dasharray="5 4"))
            out.append(_t(cx, cy + 4, "bought" if stack or state.final else "empty", 10, text_anchor="middle",
                          fill=MUTED))
        out.append(empty("rect", x=cx - 26, y=cy + 64, width=52, height=18, rx=9, fill="#ffffff", stroke=LINE))
        out.append(_resource(cx - 10, cy + 73, "crystal", 11))
        out.append(_t(cx + 6, cy + 77.5, str(cost), 12, font_weight="bold", text_anchor="middle"))
    # the three areas
    y0 = 182
    solo = state.solo
    for i, (area, title, sub) in enumerate(_AREAS):
        x = 10 + i * 162
        off = solo and area not in SOLO_TREE_AREAS
        target = None if off else tree_id(area)
        mark = _mark(target, hl, sel, last)
        parts = [empty("rect", x=x, y=y0, width=154, height=126, rx=10,
                       **_box_style(mark, "#e6e0d6" if off else "#f4ead2", "#8a7a5a", 1.2))]
        parts.append(_t(x + 10, y0 + 18, title, 13, font_weight="bold", fill=MUTED if off else INK))
        if area == "bonus":
            sub = f"{sub} · deck {len(state.deck)}"
        elif area == "portal":
            sub = "not in the solo game" if off else f"{sub} · {state.portal_supply[0]} left"
        elif state.crown_placed is False and state.phase == "play" and not solo:
            sub = "not the crown's 1st spirit"
        parts.append(_squeezed(x + 10, y0 + 34, sub, 10.5, 136, fill=MUTED))
        spirits = [(sp, seat) for a, sp, seat in state.tree if a == area]
        for j, (sp, seat) in enumerate(spirits[:15]):
            sx, sy = x + 20 + (j % 5) * 28, y0 + 56 + (j // 5) * 26
            parts.append(_spirit(sx, sy, SPIRITS[sp], 10))
            if not solo:
                parts.append(_t(sx, sy + 21, pid(seat), 8.5, text_anchor="middle", fill=MUTED))
        if len(spirits) > 15:
            parts.append(_t(x + 146, y0 + 118, f"+{len(spirits) - 15}", 10, text_anchor="end"))
        label = f"Tree of Idyll, {title.lower()} area"
        if spirits:
            label += f" ({plural(len(spirits), 'spirit')} on it)"
        out.append(_group(parts, target, mark, label))
    if solo:
        out.extend(_hollows(state, 10, 318))
    return w, h, out


def _hollows(state, x0, y0) -> list[str]:
    out = [_t(x0 + 2, y0 + 12, f"Hollows of the Lost — beat {state.threshold()} dominion", 12,
              font_weight="bold")]
    for i in range(HOLLOWS_SPACES):
        cx = x0 + 20 + i * 30
        filled = i < state.hollows
        out.append(empty("ellipse", cx=cx, cy=y0 + 30, rx=13, ry=9, fill=SPIRIT_FILL["wraith"] if filled else "#f4f0e6",
                         stroke=INK, stroke_width=0.8))
        out.append(_t(cx, y0 + 34, str(HOLLOWS_START + i + 1), 9, text_anchor="middle",
                      fill="#ffffff" if filled else INK))
    x = x0 + 2
    out.append(_t(x, y0 + 60, "wraith bag:", 11, font_weight="bold"))
    x += 70
    for c, n in enumerate(state.wbag):
        if n:
            out.append(_spirit(x, y0 + 56, SPIRITS[c], 6))
            out.append(_t(x + 8, y0 + 60, str(n), 10.5))
            x += 34
    gifts = ", ".join(SPIRITS[c] for c in state.gifted) or "none yet"
    out.append(_t(x + 6, y0 + 60, f"· colours given: {gifts}", 10.5, fill=MUTED))
    if any(state.wdraw):
        x = x0 + 300
        out.append(_t(x, y0 + 12, "just drawn:", 10.5, font_weight="bold"))
        x += 66
        for c, n in enumerate(state.wdraw):
            for _ in range(n):
                out.append(_spirit(x, y0 + 8, SPIRITS[c], 6))
                x += 16
    return out


# ---- a player's realm ---------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _unit(cell) -> tuple[float, float]:
    return center(cell, 1.0)


def _resources_line(x, y, res, size=12) -> list[str]:
    return [_resources_markup(x, y, tuple(res), size)]


@lru_cache(maxsize=2048)
def _resources_markup(x, y, res, size) -> str:
    out = []
    for i, name in enumerate(RESOURCES):
        mk, wd = _counted(x, y, _resource(x, y, name, size), res[i], size)
        out.append(mk)
        x += wd
    return "".join(out)


def _realm_panel(state, seat: int, hl, sel, last) -> tuple[float, float, list[str]]:
    pl = state.p[seat]
    tag = pid(seat)
    prefix = tag + "."
    marks = tuple(sorted((t, _mark(t, hl, sel, last)) for t in hl | sel | last if t.startswith(prefix)))
    sheet = state.score_sheet(seat)
    w, h, markup = _realm_markup(
        seat, state.names, pl.realm, pl.bag, pl.bag_size, pl.hand, pl.res, len(pl.cards), len(pl.scored), pl.lightning,
        pl.base, pl.portals, state.crown == seat, state.current_player == seat, sheet["total"],
        sheet["leftovers"], _card_visible(state, seat), marks)
    return w, h, [markup]


def _sites(realm) -> list:
    taken = {p[0] for p in realm}
    return sorted({nb for c in taken for nb in neighbours(c) if nb not in taken}, key=lambda c: (c[1], c[0]))


@lru_cache(maxsize=512)
def _realm_markup(seat, names, realm, bag, bag_size, hand, res, face_down, scored, lightning, base, portals, crown,
                  active, total, leftovers, visible, marks) -> tuple[float, float, str]:
    """A realm panel (memoised: most realms do not change from one click to the next)."""
    w = REALM_W
    tag = pid(seat)
    mark_of = dict(marks)
    cells = [p[0] for p in realm]
    sites = _sites(realm)
    xs = [_unit(c)[0] for c in cells + sites]
    ys = [_unit(c)[1] for c in cells + sites]
    span_x = max(xs) - min(xs) + SQ3
    span_y = max(ys) - min(ys) + 2
    size = round(min(REALM_R, (w - 20) / span_x), 1)
    top = 100
    h = round(top + span_y * size + 10)
    title = _fit(f"{tag} · {names[seat]}", 14, w - 150) + (" ♛" if crown else "")
    out = _frame(w, h, title, active, f"{total} dominion" + (" · to play" if active else ""))
    # resources, bag, hand
    y = 46
    out.extend(_resources_line(14, y, res, 13))
    out.append(_t(w - 12, y + 4, f"leftovers: {leftovers} dominion", 10, text_anchor="end", fill=MUTED))
    y = 70
    out.append(_t(12, y + 4, "bag", 11, font_weight="bold"))
    n = bag_size
    if visible and bag is not None:
        parts = []
        x = 46
        for c, k in enumerate(bag):
            if k:
                parts.append(_spirit(x, y, SPIRITS[c], 6.5))
                parts.append(_t(x + 9, y + 4, str(k), 11))
                x += 32 if k < 10 else 38
        parts.append(_t(x, y + 4, f"({n})" if n else "empty", 10.5, fill=MUTED))
        out.append(el("g", children=parts, class_="snb-bag-contents", data_seat=tag))
    else:
        out.append(_t(46, y + 4, f"{plural(n, 'spirit')} (contents hidden)", 11, fill=MUTED))
    x = 290
    if sum(hand):
        out.append(_t(x, y + 4, "hand", 11, font_weight="bold"))
        x += 34
        for c, k in enumerate(hand):
            for _ in range(k):
                out.append(_spirit(x, y, SPIRITS[c], 6.5))
                x += 16
    y = 92
    bits = []
    if portals:
        bits.append("portal to " + ", ".join(pid(t) for t in portals))
    if base:
        bits.append("portal base held")
    if face_down:
        bits.append(f"{plural(face_down, 'summoning card')} face down")
    if scored:
        bits.append(f"{scored} scored")
    if lightning:
        bits.append("⚡ " + ", ".join(REALM_CARDS[c].name for c in lightning))
    if bits:
        out.append(_t(12, y, _fit(" · ".join(bits), 10.5, w - 24), 10.5, fill=MUTED))
    # the map
    ox = (w - span_x * size) / 2 - (min(xs) - SQ3 / 2) * size
    oy = top - (min(ys) - 1) * size
    for cell, gid, sp, by in realm:
        ux, uy = _unit(cell)
        cx, cy = ox + ux * size, oy + uy * size
        grove = GROVES[gid]
        target = None if grove.kind == "reference" and not QUICK_REFERENCE_PLACEABLE else site_id(seat, cell)
        mark = mark_of.get(target, "")
        occupant = SPIRITS[sp] if sp >= 0 else None
        visitor = pid(by) if occupant and by >= 0 and by != seat else ""
        label = f"{tag} {space_label(cell)}: {grove_text(gid)}"
        if occupant:
            label += f"; {spirit_text(occupant)} is on it" + (f" (sent by {names[by]})" if visitor else "")
        out.append(_hex(cx, cy, gid, size, target, mark, label, occupant, visitor))
    for cell in sites:
        ux, uy = _unit(cell)
        target = site_id(seat, cell)
        out.append(_site(round(ox + ux * size, 1), round(oy + uy * size, 1), size, target, space_label(cell),
                         mark_of.get(target, "")))
    return w, h, "".join(out)


@lru_cache(maxsize=4096)
def _site(cx, cy, size, target, label, mark) -> str:
    """An empty space of a realm, where a bought grove may go."""
    style = {"fill": "none", "stroke": "#b9ad94", "stroke_width": 1, "stroke_dasharray": "4 4"}
    if mark == "hl":
        style = {"fill": HL_FILL, "stroke": HL, "stroke_width": 3, "stroke_dasharray": "6 3"}
    elif mark in ("sel", "last"):
        style = {"fill": HL_FILL, "stroke": SEL if mark == "sel" else INK, "stroke_width": 3}
    parts = [empty("polygon", points=points_attr(corners(cx, cy, size - 2)), **style),
             _t(cx, cy + 4, label, 10, text_anchor="middle", fill=INK if mark else "#b0a58e")]
    return _group(parts, target, mark, f"{target.split('.')[0]} {label}: empty space")


# ---- cards ------------------------------------------------------------------------------------------------------
def _trophy(x, y) -> str:
    """A small cup: a trophy realm bonus card (scored at the end)."""
    return el("g", children=[
        empty("path", d="M-7 -9h14v5a7 7 0 0 1-14 0z", fill="#e2b007", stroke="#8a6a00"),
        empty("path", d="M-7 -7h-3a3 3 0 0 0 3 6M7 -7h3a3 3 0 0 1-3 6", fill="none", stroke="#8a6a00"),
        empty("rect", x=-1.5, y=3, width=3, height=4, fill="#8a6a00"),
        empty("rect", x=-6, y=7, width=12, height=3, rx=1, fill="#8a6a00")], transform=_translate(x, y))


def _bolt(x, y) -> str:
    """A lightning bolt: a realm bonus card for the first to reach it."""
    return empty("polygon", points=f"{x + 2},{y - 10} {x - 6},{y + 2} {x - 1},{y + 2} {x - 3},{y + 10} "
                 f"{x + 6},{y - 2} {x + 1},{y - 2}", fill="#4a7fd6", stroke="#1f4f99", stroke_linejoin="round")


def _cards_panel(state, hl, sel, last) -> tuple[float, float, list[str]]:
    claimed = {c: seat for seat, pl in enumerate(state.p) for c in pl.lightning}
    if state.phase == "over":
        claimed.update((c, seat) for seat, cs in state.trophies().items() for c in cs)
    seats = tuple((pl.cards, pl.scored, _card_visible(state, seat)) for seat, pl in enumerate(state.p))
    w, h, markup = _cards_markup(state.names, state.realm_cards, tuple(sorted(claimed.items())), seats,
                                 state.viewer is None)
    return w, h, [markup]


CARDS_PER_ROW = 4


@lru_cache(maxsize=256)
def _cards_markup(names, realm_cards, claimed, seats, teacher) -> tuple[float, float, str]:
    w = CARDS_W
    owner = dict(claimed)
    out = []
    y = 40
    out.append(_t(12, y, "Realm bonus cards (purchased groves only)", 12, font_weight="bold"))
    y += 8
    for c in realm_cards:
        card = REALM_CARDS.get(c)
        if card is None:
            continue
        lightning = card.type == "lightning"
        out.append(empty("rect", x=10, y=y, width=w - 20, height=38, rx=6,
                         fill="#e8f0fb" if lightning else "#f7eed8", stroke="#7d8fb0" if lightning else "#b39b62"))
        out.append(_bolt(22, y + 19) if lightning else _trophy(22, y + 19))
        out.append(_t(38, y + 15, f"{card.name}", 12, font_weight="bold"))
        out.append(_resource(w - 42, y + 11, "dominion", 11))
        out.append(_t(w - 28, y + 15, f"+{card.points}", 12, font_weight="bold"))
        text = card.text if lightning else "at the end: " + card.text
        who = owner.get(c)
        if who is not None:
            text += f" — {names[who]}"
        out.append(_squeezed(38, y + 30, text, 10.5, w - 60, fill=MUTED if who is None else INK,
                      font_weight="bold" if who is not None else None))
        y += 44
    y += 14
    out.append(_t(12, y, "Summoning cards", 12, font_weight="bold"))
    out.append(_t(w - 12, y, "face down until drawn together", 10, text_anchor="end", fill=MUTED))
    y += 8
    cw, ch = 66, 52
    for seat, (cards, scored, visible) in enumerate(seats):
        tag = pid(seat)
        out.append(_t(12, y + 30, _fit(f"{tag} · {names[seat]}", 11, 96), 11))
        shown = [("down", c) for c in cards] + [("scored", c) for c in scored]
        if not shown:
            out.append(_t(112, y + 30, "none", 10.5, fill=MUTED))
        for i, (kind, c) in enumerate(shown):
            x = 112 + (i % CARDS_PER_ROW) * (cw + 6)
            if i and i % CARDS_PER_ROW == 0:
                y += ch + 6
            if kind == "scored":
                g = _summoning_face(x, y + 4, cw, ch, c, "scored ✓")
                out.append(el("g", children=g, class_="snb-card-scored", data_seat=tag,
                              data_label="scored " + _summoning_text(c)))
            elif c and visible:
                g = _summoning_face(x, y + 4, cw, ch, c, "face down" if teacher else "yours")
                out.append(el("g", children=g, class_="snb-card-face", data_seat=tag,
                              data_label=_summoning_text(c)))
            else:
                out.append(el("g", children=_card_back(x, y + 4, cw, ch), class_="snb-card-back", data_seat=tag))
        y += ch + 8
    h = y + 10
    return w, h, "".join(_frame(w, h, "Cards") + out)


# ---- supply ------------------------------------------------------------------------------------------------
def _supply_panel(state, hl, sel, last) -> tuple[float, float, list[str]]:
    w = SUPPLY_W
    out = []
    y = 50
    out.append(_t(12, y + 4, "spirits", 11, font_weight="bold"))
    x = 70
    for c, name in enumerate(SPIRITS):
        out.append(_spirit(x, y, name, 9))
        out.append(_t(x + 12, y + 4, str(state.supply[c]), 12))
        x += 54
    y += 28
    out.append(_t(12, y + 4, "tokens", 11, font_weight="bold"))
    out.extend(_resources_line(70, y, state.res, 13))
    y += 26
    out.append(_t(12, y + 4, f"portals: {state.portal_supply[0]} bases, {state.portal_supply[1]} mirrors", 11))
    out.append(_t(w - 12, y + 4, f"summoning deck: {len(state.deck)} · draw stack: {len(state.stack)}", 11,
                  text_anchor="end"))
    y += 18
    out.append(_supply_key(w, y))
    h = y + 150
    return w, h, _frame(w, h, "Supply") + out


@lru_cache(maxsize=4)
def _supply_key(w, y) -> str:
    """The key to the symbols (the same in every state)."""
    out = [empty("line", x1=10, y1=y, x2=w - 10, y2=y, stroke=LINE)]
    y += 20
    out.append(_t(12, y, "Key", 11, font_weight="bold"))
    keys = [(("res", "earth"), "earth"), (("res", "light"), "light"), (("res", "water"), "water"),
            (("res", "crystal"), "crystal"), (("res", "dominion"), "dominion"),
            (("white", None), "a white spirit"), (("any", None), "a spirit of your choice"),
            (("text", "→"), "pay … for …"), (("text", "/"), "one or the other")]
    for i, ((kind, value), text) in enumerate(keys):
        col, row = i % 3, i // 3
        kx, ky = 24 + col * 128, y + 22 + row * 22
        if kind == "res":
            out.append(_resource(kx, ky, value, 12))
        elif kind == "any":
            out.append(el("g", children=[_any_spirit_at0(6)], transform=_translate(kx, ky)))
        elif kind == "white":
            out.append(_spirit(kx, ky, "white", 6))
        else:
            out.append(_t(kx, ky + 4, value, 13, text_anchor="middle", font_weight="bold"))
        out.append(_t(kx + 12, ky + 4, text, 10.5))
    y += 22 * 3 + 28
    out.append(empty("rect", x=14, y=y - 11, width=30, height=15, rx=7, fill="#ffffff", stroke=STRONG["blue"],
                     stroke_width=1.5))
    text = ("bonus reward: only for a spirit of the grove's colour (a wraith is wild, white never). "
            "A wraith stays on its grove until a white spirit displaces it.")
    out.extend(_t(54, y + 1 + i * 14, line, 10.5) for i, line in enumerate(_wrap(text, 10.5, w - 66)))
    return "".join(out)


# ---- putting it together ------------------------------------------------------------------------------------------
def _last_targets(last) -> set:
    if last is None:
        return set()
    try:
        return {c for c in last.clicks if not c.startswith("hand.")}
    except AttributeError:
        return set()


def _build(state, highlight, selected, last) -> list[tuple[str, float, float, list[str]]]:
    hl, sel, lst = set(highlight), set(selected), _last_targets(last)
    out = [("hand",) + _hand_panel(state, hl, sel, lst), ("tree",) + _tree_panel(state, hl, sel, lst)]
    for seat in range(state.players):
        out.append((f"realm-{seat}",) + _realm_panel(state, seat, hl, sel, lst))
    out.append(("cards",) + _cards_panel(state, hl, sel, lst))
    out.append(("supply",) + _supply_panel(state, hl, sel, lst))
    return out


def _title(state, name: str) -> str:
    return f"Groves — {name}: {state.prompt}"


def panels_svg(state, highlight: Iterable[str] = (), selected: Iterable[str] = (),
               last=None) -> dict[str, str]:
    """Each panel as its own SVG, by name (see the module docstring for the order)."""
    return {name: svg_doc(w, h, [el("g", children=body, font_family=FONT)], title=_title(state, name))
            for name, w, h, body in _build(state, highlight, selected, last)}


def table_svg(state, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
    """The whole table in one SVG: the prompt, then the same panels, two to a row."""
    built = _build(state, highlight, selected, last)
    body = [_t(6, 20, _fit(state.prompt, 13, WIDTH - 12), 13, font_weight="bold")]
    y = 30
    for row in [built[:2]] + [built[i:i + 2] for i in range(2, len(built), 2)]:
        x = 0
        for _name, w, _h, panel in row:
            body.append(el("g", children=panel, transform=_translate(x, y)))
            x += w + GAP
        y += max(h for _n, _w, h, _p in row) + GAP
    background = empty("rect", x=0, y=0, width=WIDTH, height=y, fill="#ffffff")
    return svg_doc(WIDTH, y, [el("g", children=[background] + body, font_family=FONT)],
                   title=_title(state, "the table"))


# ---- words for the Table's choice buttons ---------------------------------------------------------------------
def _spirit_words(tokens) -> str:
    mine = [t for t in tokens if not t.startswith("wb:")]
    gift = [t[3:] for t in tokens if t.startswith("wb:")]

    def spirits(names):
        if len(names) == 1:
            return spirit_text(names[0])
        if names[0] == names[1]:
            return f"two {names[0]} spirits"
        return f"{spirit_text(names[0])} and {spirit_text(names[1])}"

    if mine and gift:
        return f"Add {spirits(mine)} to your bag, {spirits(gift)} to the wraith bag"
    if gift:
        return f"Add {spirits(gift)} to the wraith bag"
    return f"Add {spirits(mine)} to your bag"


def action_label(state, action: Action) -> str:
    """A button label for ``action`` in ``state`` (plain words; the notation is the tooltip)."""
    k = action[0]
    if k in ("reward", "skip") and action[1] in ("primary", "bonus") and state.pending is not None and \
            state.pending.kind == "reward":
        stage = action[1]
        if k == "skip":
            return f"Skip the {stage} reward"
        g = state.pending_grove()
        r = g.primary if stage == "primary" else g.bonus
        toks = action[2:]
        if r.kind == "choice":
            return "Take " + vec_text(dict(r.options)[toks[0]])
        if r.kind == "spirit":
            return _spirit_words(toks)
        return "Take: " + r.text
    if k == "use":
        power = action[1]
        if power == "banish":
            pay = f"2 {action[2]}" if action[2] == action[3] else f"1 {action[2]} + 1 {action[3]}"
            return f"Banish: pay {pay}"
        return f"Use {power.title()}"
    if k == "skip":
        return "Skip " + ("the purchase" if action[1] == "purchase" else action[1].title())
    if k == "place":
        where = action[2]
        if where in ("groves", "bonus", "portal"):
            where = f"the Tree ({where})"
        return f"Place {spirit_text(action[1])} on {where}"
    if k == "keep":
        return f"Keep card {action[1]}"
    if k == "buy":
        return f"Buy grove {action[1]} at {action[2]}"
    if k == "portal":
        seat = int(action[1][1:]) - 1
        return f"Portal into {state.names[seat]}'s realm" if 0 <= seat < state.players else str(action)
    return str(action)[:1].upper() + str(action)[1:]


__all__ = ["action_label", "grove_text", "panels_svg", "reward_symbols", "table_svg"]
