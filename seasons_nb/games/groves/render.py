"""Groves as a picture: the Tree of Idyll, the row of new groves, the supplies and every
player's realm, in SVG.

Clickable things carry ``data-target``: ``hand.<spirit>`` (the deciding player's
drawn spirits), ``p<N>.<space>`` (a grove of a realm, or an empty space where a
bought grove may go), ``tree.groves|bonus|portal``, ``row.<id>`` (a grove for
sale), ``bag`` (the deciding player's bag), ``reward.primary|bonus``, ``skip``,
``card.<id>``, ``p<N>.realm`` (a realm, as a portal's destination),
``power.<name>`` and ``start.<colour>``.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Iterable

from seasons_nb.core.hexgrid import center, corners, points_attr
from seasons_nb.core.svg import el, empty, svg_doc

from .components import (
    CRYSTAL, DOMINION, GROVES, HOLLOWS_SPACES, HOLLOWS_START, REALM_CARDS, RESOURCE_GROVE, RESOURCES,
    ROW_COSTS, SPIRITS, SUMMONING,
)
from .state import _LABEL, REALM, State, pid

INK = "#2b2b2b"
PAPER = "#fbf8f1"
FILL = {"white": "#ffffff", "yellow": "#f2c94c", "orange": "#f2994a", "green": "#6fcf97",
        "blue": "#56a8f2", "wraith": "#3a3046", "colourless": "#e4dccb"}
TINT = {"yellow": "#fbefc4", "orange": "#fbdcc2", "green": "#d3f1df", "blue": "#cfe6fb",
        "colourless": "#efe8da"}
HL, SEL = "#d4a000", "#1f6fd1"
HEX = 22
PANEL_W, PANEL_H = 620, 360
TOP_H = 300
WIDTH = 2 * PANEL_W + 20
_MAP_X = 236
_CELLS = [center(h, HEX) for h in REALM.cells]
_MINX = min(x for x, _ in _CELLS)
_MINY = min(y for _, y in _CELLS)


def _target(target: str, parts: list[str], hl: set, sel: set, last: set, label: str) -> str:
    cls = "snb-target" + (" snb-hl" if target in hl else "") + (" snb-sel" if target in sel else "") + (
        " snb-last" if target in last else "")
    return el("g", children=parts, class_=cls, data_target=target, data_label=label)


def _ring(x, y, w, h, target, hl, sel, last, rx=6) -> str:
    """A highlight frame drawn over a clickable box."""
    if target in sel:
        return empty("rect", x=x - 2, y=y - 2, width=w + 4, height=h + 4, rx=rx, fill="none", stroke=SEL,
                     stroke_width=3)
    if target in hl:
        return empty("rect", x=x - 2, y=y - 2, width=w + 4, height=h + 4, rx=rx, fill="none", stroke=HL,
                     stroke_width=3)
    if target in last:
        return empty("rect", x=x - 2, y=y - 2, width=w + 4, height=h + 4, rx=rx, fill="none", stroke=INK,
                     stroke_width=2, stroke_dasharray="4 3")
    return ""


def _text(x, y, text, size=11, **kw) -> str:
    kw.setdefault("fill", INK)
    return el("text", text, x=x, y=y, font_size=size, **kw)


def _spirit(x, y, name: str, r=7, count: int | None = None) -> str:
    parts = [empty("circle", cx=x, cy=y, r=r, fill=FILL[name], stroke=INK, stroke_width=1)]
    if count is not None:
        parts.append(_text(x + r + 2, y + 4, f"×{count}", 10))
    return "".join(parts)


def _button(x, y, w, text, target, hl, sel, last, h=20) -> str:
    parts = [empty("rect", x=x, y=y, width=w, height=h, rx=5, fill="#fffdf6", stroke=INK, stroke_width=1),
             _text(x + 6, y + h - 6, text, 11), _ring(x, y, w, h, target, hl, sel, last, 5)]
    return _target(target, parts, hl, sel, last, text)


def _grove_hex(cx, cy, size, grove, target, hl, sel, last, occupant: str | None = None,
               label: str = "") -> str:
    mark = ""
    if target:
        mark = "sel" if target in sel else "hl" if target in hl else "last" if target in last else ""
    return _hex_markup(round(cx, 1), round(cy, 1), size, grove.id, target, mark, occupant, label)


@lru_cache(maxsize=4096)
def _hex_markup(cx, cy, size, gid: int, target, mark: str, occupant: str | None, label: str) -> str:
    """One grove hex (memoised: the same grove in the same spot draws the same markup)."""
    grove = GROVES[gid]
    colour = grove.colour_name
    pts = points_attr(corners(cx, cy, size - 1))
    stroke, width = {"sel": (SEL, 3), "hl": (HL, 3), "last": (INK, 3)}.get(mark, (INK, 1))
    parts = [empty("polygon", points=pts, fill=TINT.get(colour, TINT["colourless"]), stroke=stroke,
                   stroke_width=width)]
    fs = max(7, int(size / 3))
    if grove.kind == "reference":
        parts.append(_text(cx, cy + 3, "ref", fs, text_anchor="middle"))
    else:
        head = f"#{grove.id} ★{grove.points}" if grove.kind == "grove" else grove.kind
        parts.append(_text(cx, cy - size * 0.35, head, fs, text_anchor="middle"))
        rew = grove.primary.short if grove.primary else ""
        parts.append(_text(cx, cy + 2, rew, fs, text_anchor="middle"))
        if grove.bonus:
            parts.append(_text(cx, cy + size * 0.45, grove.bonus.short, fs, text_anchor="middle",
                               fill=FILL.get(colour, INK) if colour != "yellow" else "#a07800",
                               font_weight="bold"))
    if occupant:
        parts.append(_spirit(cx + size * 0.5, cy - size * 0.45, occupant, r=max(5, size / 4)))
    desc = label or f"{grove.name} ({colour})"
    if occupant:
        desc += f", {occupant} spirit on it"
    if not target:
        return el("g", children=parts)
    cls = "snb-target" + {"sel": " snb-sel", "hl": " snb-hl", "last": " snb-last"}.get(mark, "")
    return el("g", children=parts, class_=cls, data_target=target, data_label=desc)


def _tree(state: State, hl, sel, last) -> list[str]:
    out = [empty("rect", x=10, y=10, width=300, height=TOP_H - 20, rx=12, fill="#efe4c8", stroke=INK),
           _text(22, 32, "Tree of Idyll", 14, font_weight="bold")]
    areas = (("groves", "Buy a grove"), ("bonus", "Summoning card"), ("portal", "Portal"))
    for i, (area, title) in enumerate(areas):
        y = 44 + i * 80
        target = f"tree.{area}"
        off = state.solo and area == "portal"
        parts = [empty("rect", x=22, y=y, width=276, height=70, rx=8, fill="#e0e0e0" if off else "#fffaf0",
                       stroke=INK), _text(32, y + 18, title + (" (not used solo)" if off else ""), 12)]
        spirits = [(sp, seat) for a, sp, seat in state.tree if a == area]
        for j, (sp, seat) in enumerate(spirits[:20]):
            parts.append(_spirit(36 + (j % 10) * 26, y + 34 + (j // 10) * 20, SPIRITS[sp], r=8))
            parts.append(_text(32 + (j % 10) * 26, y + 50 + (j // 10) * 20, pid(seat), 8))
        parts.append(_ring(22, y, 276, 70, target, hl, sel, last, 8))
        out.append(_target(target, parts, hl, sel, last, title))
    return out


def _row(state: State, hl, sel, last) -> list[str]:
    x0 = 324
    out = [_text(x0, 30, "Row of new groves", 14, font_weight="bold"),
           _text(x0 + 190, 30, f"draw stack: {len(state.stack)}"
                 + ("  — final round" if state.final else ""), 11)]
    size = 34
    for slot, g in enumerate(state.row):
        cx, cy = x0 + 40 + slot * 76, 84
        if g:
            grove = GROVES[g]
            out.append(_grove_hex(cx, cy, size, grove, f"row.{g}", hl, sel, last,
                                  label=f"{grove.name}: costs {_cost(grove)} and {ROW_COSTS[slot]} crystals"))
            out.append(_text(cx, cy + size + 12, _cost(grove), 9, text_anchor="middle"))
        else:
            out.append(empty("polygon", points=points_attr(corners(cx, cy, size - 1)), fill="none",
                             stroke="#9a8f7a", stroke_dasharray="4 3"))
        out.append(_text(cx, cy + size + 26, f"{ROW_COSTS[slot]} crystal{'s' if slot else ''}", 10,
                         text_anchor="middle", font_weight="bold"))
    y = 170
    out.append(_text(x0, y, "Realm bonus cards", 12, font_weight="bold"))
    owner = {c: seat for seat, pl in enumerate(state.p) for c in pl.lightning}
    for i, c in enumerate(state.realm_cards):
        card = REALM_CARDS.get(c)
        if card is None:
            continue
        yy = y + 8 + i * 38
        kind = "Trophy" if card.type == "trophy" else "Lightning"
        out.append(empty("rect", x=x0, y=yy, width=300, height=34, rx=5,
                         fill="#f6eedb" if card.type == "trophy" else "#e9effa", stroke=INK))
        who = f" — {state.names[owner[c]]}" if c in owner else ""
        out.append(_text(x0 + 6, yy + 14, f"{kind}: {card.name} (+{card.points}){who}", 11, font_weight="bold"))
        out.append(_text(x0 + 6, yy + 28, card.text, 10))
    return out


def _cost(grove) -> str:
    return " ".join(f"{n}{RESOURCES[e][0].upper()}" for e, n in enumerate(grove.cost) if n)


def _supply(state: State, hl, sel, last) -> list[str]:
    x0 = 640
    out = [_text(x0, 30, "Supply", 14, font_weight="bold")]
    for i, name in enumerate(SPIRITS):
        out.append(_spirit(x0 + 10 + i * 44, 50, name, 8, state.supply[i]))
    res = state.res
    out.append(_text(x0, 82, f"earth {res[0]} · light {res[1]} · water {res[2]} · crystals "
                     f"{res[CRYSTAL]} · dominion {res[DOMINION]}", 11))
    out.append(_text(x0, 100, f"portals: {state.portal_supply[0]} bases, {state.portal_supply[1]} mirrors"
                     f" · summoning deck: {len(state.deck)}", 11))
    if state.solo:
        out.extend(_solo(state, x0, hl, sel, last))
    out.extend(_decision(state, x0, hl, sel, last))
    return out


def _solo(state: State, x0, hl, sel, last) -> list[str]:
    out = [_text(x0, 124, f"Hollows of the Lost — to beat: {state.threshold()}", 12, font_weight="bold")]
    for i in range(HOLLOWS_SPACES):
        cx = x0 + 14 + i * 30
        filled = i < state.hollows
        out.append(empty("ellipse", cx=cx, cy=146, rx=13, ry=10, fill=FILL["wraith"] if filled else "#f4f0e6",
                         stroke=INK))
        out.append(_text(cx, 150, str(HOLLOWS_START + i + 1), 9, text_anchor="middle",
                         fill="#ffffff" if filled else INK))
    wb = ", ".join(f"{n} {SPIRITS[c]}" for c, n in enumerate(state.wbag) if n) or "empty"
    out.append(_text(x0, 176, f"wraith bag: {wb}", 11))
    gifts = ", ".join(SPIRITS[c] for c in state.gifted) or "none"
    drawn = ", ".join(f"{n} {SPIRITS[c]}" for c, n in enumerate(state.wdraw) if n)
    out.append(_text(x0, 192, f"colours given to the wraith bag: {gifts}"
                     + (f" · just drawn: {drawn}" if drawn else ""), 11))
    return out


def _decision(state: State, x0, hl, sel, last) -> list[str]:
    """Buttons for the open question (rewards, purchases, cards, portals, powers, setup)."""
    y = 214
    out = []
    if state.phase == "over":
        out.append(_text(x0, y + 14, "Game over", 13, font_weight="bold"))
        for i, seat in enumerate(range(state.players)):
            out.append(_text(x0 + 90 + i * 120, y + 14, f"{state.names[seat]}: {state.scores[seat]}", 11))
        return out
    pend = state.pending
    if state.phase == "start":
        out.append(_text(x0, y + 12, "Choose a resource grove:", 11))
        taken = {pl.start for pl in state.p}
        for i, (colour, g) in enumerate(sorted(RESOURCE_GROVE.items())):
            if colour in taken:
                continue
            grove = GROVES[g]
            out.append(_button(x0 + i * 150, y + 20, 144, f"{grove.name} ({SPIRITS[colour]})",
                               f"start.{SPIRITS[colour]}", hl, sel, last))
        return out
    if pend is None:
        return out
    k = pend[0]
    if k == "reward":
        stage = pend[1]
        grove = GROVES[state.p[pend[2]].plot(pend[3])[1]]
        r = grove.primary if stage == "primary" else grove.bonus
        out.append(_button(x0, y, 560, f"{stage.title()} reward of {grove.name}: {r.text}",
                           f"reward.{stage}", hl, sel, last))
    elif k == "buy":
        out.append(_text(x0, y + 14, "Pick a grove in the row, then an empty space of your realm.", 11))
        out.append(_button(x0 + 380, y, 120, "skip purchase", "skip", hl, sel, last))
    elif k == "card":
        out.append(_text(x0, y + 14, "Keep one summoning card:", 11))
        for i, c in enumerate(pend[1:]):
            text = f"card {c}: {SUMMONING[c].text} (+{SUMMONING[c].points})" if c else "a face-down card"
            out.append(_button(x0, y + 22 + i * 24, 560, text, f"card.{c}", hl, sel, last))
    elif k == "portal":
        out.append(_text(x0, y + 14, "Click the realm your portal opens into.", 11))
    elif k == "power":
        power = pend[1]
        out.append(_button(x0, y, 300, f"{power.title()}: use it or skip it", f"power.{power}", hl, sel, last))
    return out


def _panel(state: State, seat: int, ox: float, oy: float, hl, sel, last) -> list[str]:
    pl = state.p[seat]
    active = state.current_player == seat
    tag = pid(seat)
    head = [empty("rect", x=ox, y=oy, width=PANEL_W, height=PANEL_H, rx=10,
                  fill="#fffdf8" if active else "#f7f3ea", stroke=HL if active else INK,
                  stroke_width=2 if active else 1)]
    crown = " ♛" if state.crown == seat else ""
    title = f"{tag} · {state.names[seat]}{crown} — {state.scores[seat]} dominion"
    realm_target = f"{tag}.realm"
    bar = [empty("rect", x=ox, y=oy, width=PANEL_W, height=24, rx=10, fill="#e9dfc6"),
           _text(ox + 10, oy + 17, title, 13, font_weight="bold"),
           _ring(ox, oy, PANEL_W, 24, realm_target, hl, sel, last, 10)]
    head.append(_target(realm_target, bar, hl, sel, last, f"{state.names[seat]}'s realm"))
    x, y = ox + 10, oy + 44
    r = pl.res
    lines = [f"earth {r[0]} · light {r[1]} · water {r[2]}", f"crystals {r[CRYSTAL]} · dominion tokens {r[DOMINION]}"]
    for line in lines:
        head.append(_text(x, y, line, 11))
        y += 16
    # hand
    y += 6
    head.append(_text(x, y, "in hand:", 11, font_weight="bold"))
    deciding = active and state.phase == "play" and state.pending is None
    hx = x + 56
    for c, n in enumerate(pl.hand):
        if not n:
            continue
        name = SPIRITS[c]
        parts = [_spirit(hx + 8, y - 4, name, 8, n)]
        if deciding:
            parts.append(_ring(hx - 2, y - 16, 40, 24, f"hand.{name}", hl, sel, last, 6))
            head.append(_target(f"hand.{name}", parts, hl, sel, last, f"{n} {name} spirit(s) in hand"))
        else:
            head.extend(parts)
        hx += 42
    y += 22
    # bag
    bag_parts = [_text(x, y, "bag:", 11, font_weight="bold")]
    bx = x + 36
    for c, n in enumerate(pl.bag):
        if n:
            bag_parts.append(_spirit(bx + 6, y - 4, SPIRITS[c], 6, n))
            bx += 38
    if not sum(pl.bag):
        bag_parts.append(_text(bx, y, "empty", 10))
    if deciding:
        bag_parts.append(_ring(x - 4, y - 14, 216, 20, "bag", hl, sel, last, 5))
        head.append(_target("bag", bag_parts, hl, sel, last, "your bag"))
    else:
        head.extend(bag_parts)
    y += 22
    hidden = len(pl.cards)
    known = [c for c in pl.cards if c]
    cards = f"summoning cards: {hidden} face down"
    if known and (state.viewer is None or state.viewer == seat):
        cards += " (" + ", ".join(f"#{c}" for c in known) + ")"
    head.append(_text(x, y, cards, 10))
    y += 15
    if pl.scored:
        head.append(_text(x, y, "scored: " + ", ".join(f"#{c}" for c in pl.scored), 10))
        y += 15
    if pl.lightning:
        head.append(_text(x, y, "lightning: " + ", ".join(REALM_CARDS[c].name for c in pl.lightning), 10))
        y += 15
    port = ", ".join(pid(t) for t in pl.portals) or "none"
    head.append(_text(x, y, f"portals to: {port}" + (" · base held" if pl.base else ""), 10))
    y += 15
    sheet = state.score_sheet(seat)
    head.append(_text(x, y, f"groves {sheet['groves']} · cards {sheet['realm cards'] + sheet['summoning cards']}"
                      f" · leftovers {sheet['leftovers']}", 10))
    head.extend(_realm_map(state, seat, ox + _MAP_X, oy + 28, hl, sel, last))
    return head


def _realm_map(state: State, seat: int, ox: float, oy: float, hl, sel, last) -> list[str]:
    pl = state.p[seat]
    tag = pid(seat)
    dx, dy = ox - _MINX + 8, oy - _MINY + 8
    out = []
    taken = set()
    for cell, g, sp, _ in pl.realm:
        taken.add(cell)
        x, y = _CELLS[cell]
        grove = GROVES[g]
        target = f"{tag}.{_LABEL[cell]}"
        occupant = SPIRITS[sp] if sp >= 0 else None
        clickable = target if grove.kind != "reference" else None
        out.append(_grove_hex(x + dx, y + dy, HEX, grove, clickable, hl, sel, last, occupant,
                              label=f"{grove.name} at {_LABEL[cell]}"))
    for t in hl:
        if t.startswith(tag + ".") and t[len(tag) + 1:] in REALM.by_label:
            cell = REALM.by_label[t[len(tag) + 1:]]
            if cell in taken:
                continue
            x, y = _CELLS[cell]
            parts = [empty("polygon", points=points_attr(corners(x + dx, y + dy, HEX - 1)), fill="#fff3a8",
                           stroke=HL, stroke_width=2, stroke_dasharray="4 3"),
                     _text(x + dx, y + dy + 3, _LABEL[cell], 8, text_anchor="middle")]
            out.append(_target(t, parts, hl, sel, last, f"empty space {_LABEL[cell]}"))
    return out


def _last_targets(last) -> set:
    if last is None:
        return set()
    try:
        return set(last.clicks)
    except AttributeError:
        return set()


def table_svg(state: State, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
    """The whole table with ``highlight``-ed targets, ``selected`` clicks and the ``last`` action."""
    hl, sel, lst = set(highlight), set(selected), _last_targets(last)
    rows = math.ceil(state.players / 2)
    height = TOP_H + rows * (PANEL_H + 10) + 40
    body = [empty("rect", x=0, y=0, width=WIDTH, height=height, fill=PAPER)]
    body.extend(_tree(state, hl, sel, lst))
    body.extend(_row(state, hl, sel, lst))
    body.extend(_supply(state, hl, sel, lst))
    for seat in range(state.players):
        ox = 10 + (seat % 2) * (PANEL_W + 0)
        oy = TOP_H + (seat // 2) * (PANEL_H + 10)
        body.extend(_panel(state, seat, ox, oy, hl, sel, lst))
    body.append(_text(12, height - 14, state.prompt, 13, font_weight="bold"))
    title = f"Groves — {state.prompt}"
    css = (".snb-target{cursor:pointer}")
    return svg_doc(WIDTH, height, body, title=title, css=css)

