"""Groves as pictures: the table split into panels, each an SVG, and the whole table in one.

``panels(state, ...)`` gives, in this order (the realm of the player to move right after
their hand, the other realms after the tree):

- ``hand``: whose turn it is, the spirits they drew (``hand.<colour>``), their bag
  (``bag``, where a wraith that fits nowhere goes back) and the open decision:
  the reward to take (``reward.primary|bonus``) or skip (``skip.primary|bonus``),
  ``skip.purchase``, the two summoning cards to keep one of (``card.<id>``), the
  realm a new portal opens into (``p<N>.realm``), a solo power (``power.<name>``,
  ``skip.<name>``), or the starting grove to choose (``start.<colour>``);
- ``tree``: the row of new groves (``row.<id>``) above their crystal costs, the
  draw stack, and the three Tree of Idyll areas (``tree.groves|summoning|portal``)
  with the spirits on them; solo, also the Hollows of the Lost and the wraith bag;
- ``realm-<seat>`` for each player: resources, bag, hand, portals, and the realm's
  hex groves (``p<N>.<space>``) with the spirits and wraiths on them, ringed by the
  empty spaces where a bought grove may go (also ``p<N>.<space>``);
- ``cards``: the realm cards and every player's summoning cards (face up for their
  owner and in the teacher's view, face down to the others);
- ``supply``: spirits, elements, crystals, dominion, portals, decks and a key to
  the symbols.

Every clickable id is in exactly one panel, as a group with a ``data-target`` and a
``data-label`` in plain words, drawn as such whenever it is on offer (highlighted), selected
or was just played; anything else is plain drawing, since it cannot be clicked. ``table_svg``
lays the same panels out in one picture, the stored view on GitHub and in unrun notebooks: it
is not clicked, so it leaves out the click hints and the supply panel (counts and the key to
the symbols, which the notebook explains). Hidden information follows
``state.viewer`` (set by ``State.view``): another player's bag shows only how many
spirits it holds, their face-down cards only their backs. All text goes through
``core.svg`` (escaped).

Pictures stay small: the shapes that repeat (hexes, spirits, tokens, grove faces) are
drawn once in ``<defs>`` and placed with ``<use>``; colours and font sizes of text are
classes of one ``<style>``. A definition's id (``gv…``) always names the same shape, so
several pictures inlined in one page may share them.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter
from functools import lru_cache
from typing import Iterable

from seasons_nb.core.hexgrid import center, neighbours
from seasons_nb.core.svg import HL, HL_FILL, INK, MUTED, SEL, el

from .actions import (
    BAG_ID, Action, card_id, hand_id, parse_site, power_id, realm_id, reward_id, row_id, site_id, skip_id,
    start_id, tree_id,
)
from .actions import label as space_label
from .actions import seat_id as pid
from .components import (
    GROVES, HOLLOWS_SPACES, HOLLOWS_START, POWER_COLOUR, POWER_COST, REALM_CARDS, RESOURCE_GROVE, RESOURCES,
    ROW_COSTS, SOLO_TREE_AREAS, SPIRITS, SUMMONING, WRAITH, plural, spirit_text, vec_text,
)
from .rules import QUICK_REFERENCE_PLACEABLE
from .shapes import (  # noqa: F401 - STRONG and TINT: the card gallery's colours
    CARDS_W, GAP, HAND_H, HAND_R, HAND_W, HEX_R, REALM_MAP_H, REALM_MIN_R, REALM_R, REALM_W, ROW_R, SQ3, STRONG,
    SUPPLY_W, TINT, TOKEN_S, TREE_W, WHITE_INK, _SIZES, _any_spirit, _box, _card_back, _card_visible, _chip,
    _cost_symbols, _define, _fit, _frame, _frame_markup, _group, _hex, _hex_at, _hex_d, _mark, _n, _picture,
    _resource, _spirit, _squeezed, _summoning_face, _summoning_text, _t, _translate, _tw, _use, _wrap, grove_text,
    reward_symbols,
)

# ---- the hand: spirits drawn and the open decision ---------------------------------------------------------
def _hand_panel(state, hl, sel, last, static: bool = False) -> tuple[float, float, list[str]]:
    w, h = HAND_W, HAND_H
    seat = state.current_player
    if state.phase == "over":
        lines, bottom = _game_over(state, w)
        h = max(h, round(bottom + 6))     # four players' tallies may need more room than a decision
        return w, h, _frame(w, h, "Game over") + lines
    who = state.names[seat]
    title = (_fit(f"▶ {who} to play", 14, w - 110), True, f"Round {state.round}" if state.phase == "play" else "Setup")
    out = _frame(w, h, *title)
    pend = state.pending
    if state.phase == "start":
        out.extend(_start_choice(state, w, hl, sel, last))
        return w, h, out
    pl = state.seats[seat]
    deciding = pend is None
    y = 48
    out.append(_t(12, y, "Spirits in hand" if deciding else "Still in hand", 12,
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
            parts.append(f'<circle cx="{x}" cy="{y + 26}" r="21" fill="{HL_FILL}" '
                         f'stroke="{HL if mark == "hl" else SEL}" stroke-width="3"/>')
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
    bag_path = f"M{bx + 14} {by + 14}q-12 28 4 50h88q16-22 4-50l-8-6h-80z"
    cls = {"hl": "bh", "sel": "bs", "last": "bl"}.get(mark)
    bag = [f'<path d="{bag_path}" fill="#efe1c4" stroke="#8a6d3b"'
           + (f' class="{cls}"/>' if cls else ' stroke-width="1.5"/>'),
           f'<path d="M{bx + 22} {by + 8}h72" stroke="#8a6d3b" stroke-width="2"/>']
    n = pl.bag_size
    bag.append(_t(bx + 58, by + 28, f"bag: {n}", 12, text_anchor="middle", font_weight="bold"))
    if pl.bag is not None and _card_visible(state, seat):
        bag.append(_bag_contents(bx + 58, by + 42, pl.bag, seat))
    else:
        bag.append(_t(bx + 58, by + 44, "contents hidden", 9, text_anchor="middle", fill=MUTED))
    out.append(_group(bag, target, mark, f"{who}'s bag: {plural(n, 'spirit')}"))
    y = 112
    if pend is not None:
        out.append(f'<path d="M10 {y - 8}H{w - 10}" class="ln"/>')
        out.extend(_decision(state, w, y, hl, sel, last))
    elif not static:    # how to play and who still holds spirits: for the live table only
        out.append(f'<path d="M10 {y - 8}H{w - 10}" class="ln"/>')
        hint, bottom = _hint(state, w, y)
        out.extend(hint)
        if bottom + 10 > h:     # the panel grows with the hint: never a line cut off at the bottom
            h = math.ceil(bottom + 10)
            out[0] = _frame_markup(w, h, *title)
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


def _groves_barred(state) -> bool:
    """Whether the crown holder's first spirit of the round is to be placed (it may not buy)."""
    from .view import groves_barred as barred  # the engine's own test (view imports this module)

    return barred(state)


def _hint(state, w, y) -> tuple[list[str], float]:
    """How to play now, and who still holds spirits (a line each); and where the last line ends."""
    me = state.current_player
    pl = state.seats[me]
    text = ("Click a spirit, then where it goes: a grove of your realm"
            + (" or of a realm behind your portal," if pl.portals else ",")
            + " or an area of the Tree of Idyll.")
    lines = _wrap(text, 11.5, w - 24)
    if any(pl.hand[1:WRAITH]):
        lines += _wrap("A spirit on the Tree goes back to the supply at the end of the round, not to your bag.",
                       11.5, w - 24)
    if _groves_barred(state):
        lines += _wrap("♛ Your first spirit this round may not go to the groves area.", 11.5, w - 24)
    if pl.hand[WRAITH]:
        lines += _wrap("A wraith goes on a free grove, never on the Tree; if no grove is free, click it "
                       "and then your bag (that is your turn).", 11.5, w - 24)
    out = [_t(12, y + 10 + i * 16, line, 11.5, fill=MUTED) for i, line in enumerate(lines)]
    # who else still holds spirits this round
    others = [(s, state.seats[s].hand) for s in range(state.players) if s != me and sum(state.seats[s].hand)]
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
        yy += 6
    return out, yy


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
        out.append(_t(x, y + 12, title, 12, font_weight="bold"))     # the grove is the one drawn on the left
        if stage == "bonus":
            why = "a wraith is wild" if spirit == WRAITH else f"your {SPIRITS[spirit]} spirit matches"
            out.append(_t(x, y + 28, f"({why})", 11, fill=MUTED))
        width, mk = reward_symbols(r, 14)
        out.append(f'<g transform="{_translate(x + width / 2 + 2, y + 46)}" class="gc">{mk}</g>')
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
        pl = state.seats[me]
        out.append(_t(12, y + 12, "Buy a grove", 13, font_weight="bold"))
        lines = ["1. click a grove in the row (its elements and", "    its slot's crystals are the price),",
                 "2. then a highlighted space of your realm."]
        out.extend(_t(12, y + 30 + i * 15, line, 11, fill=MUTED) for i, line in enumerate(lines))
        out.append(_t(12, y + 90, "You have:", 11, font_weight="bold"))
        out.extend(_resources_line(88, y + 86, pl.resources, 11))
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
                parts = [_box(x - 4, y + 38, 138, 102, mark, "kp", rx=9)]
                parts.extend(_summoning_face(x, y + 42, 130, 66, c))
                parts.extend(_t(x + 65, y + 120 + j * 11, line, 9, text_anchor="middle", fill=MUTED)
                             for j, line in enumerate(_wrap(SUMMONING[c].text, 9, 130)[:2]))
                out.append(_group(parts, target, mark, "keep " + _summoning_text(c)))
            else:
                out.extend(_card_back(x, y + 42, 130, 66))
    elif k == "portal":
        out.append(_t(12, y + 12, "Open your portal into…", 13, font_weight="bold"))
        out.append(_t(12, y + 28, "(only you may use it; a wraith joins your bag)", 10.5, fill=MUTED))
        for i, t in enumerate(pend.targets):
            target = realm_id(t)
            out.append(_chip(12, y + 40 + i * 32, w - 24, f"{state.names[t]}'s realm ({pid(t)})", target,
                             hl, sel, last, label=f"open the portal into {state.names[t]}'s realm"))
    elif k == "power":
        power = pend.power
        colour = SPIRITS[POWER_COLOUR[power]]
        out.append(_spirit(24, y + 8, colour, 9))
        out.append(_t(40, y + 12, f"{power.title()}: drawn from the wraith bag", 13, font_weight="bold"))
        for i, line in enumerate(_POWER_TEXT[power]):
            out.append(_t(12, y + 32 + i * 15, line, 11, fill=MUTED))
        use = "Use…" if power == "banish" else f"Use {power.title()}"
        out.append(_chip(12, y + 80, 130, use, power_id(power), hl, sel, last, label=f"use {power.title()}"))
        out.append(_chip(152, y + 80, 100, "Skip", skip_id(power), hl, sel, last, label=f"skip {power.title()}"))
    return out


_POWER_TEXT = {
    "repel": ["Send one wraith you just drew back into the", "wraith bag instead of the Hollows."],
    "recall": [f"Pay {plural(POWER_COST, 'crystal')}: the newest wraith in the Hollows",
               "returns to the wraith bag."],
    "banish": [f"Pay {plural(POWER_COST, 'element')}: the newest wraith in the Hollows", "leaves the game."],
    "spawn": ["A white spirit from the supply goes into the", "wraith bag."],
}


def _start_choice(state, w, hl, sel, last) -> list[str]:
    out = [_t(12, 48, "Choose your starting resource grove", 12, font_weight="bold"),
           _t(12, 64, "(its colour also goes into your bag)", 10.5, fill=MUTED)]
    taken = {pl.start: seat for seat, pl in enumerate(state.seats) if pl.start >= 0}
    for i, (colour, gid) in enumerate(sorted(RESOURCE_GROVE.items())):
        cx = 44 + i * 80
        name = SPIRITS[colour]
        target = None if colour in taken else start_id(name)
        mark = _mark(target, hl, sel, last)
        label = f"start with {GROVES[gid].name}, the {name} resource grove"
        out.append(_hex(cx, 124, gid, 37, target, mark, label, faded=colour in taken))
        note = f"taken: {pid(taken[colour])}" if colour in taken else name
        out.append(_t(cx, 180, note, 10.5, text_anchor="middle", fill=MUTED if colour in taken else INK))
    return out


_SOURCES = (("tokens", "from tokens"), ("groves", "printed on groves"), ("realm cards", "from realm cards"),
            ("summoning cards", "from summoning cards"), ("portals", "for portals"),
            ("leftovers", "for leftovers"))


def score_words(sheet: dict) -> str:
    """Where a score comes from, in words: '4 from tokens, 3 printed on groves and 1 for portals'."""
    parts = [f"{sheet[k]} {words}" for k, words in _SOURCES if sheet.get(k)]
    if not parts:
        return "nothing scored"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _game_over(state, w) -> tuple[list[str], float]:
    out = []
    y = 50
    order = sorted(range(state.players), key=lambda s: (-state.scores[s], s))
    for line in _wrap(state.result_text(), 11.5 * 1.08, w - 24):
        out.append(_t(12, y, line, 11.5, font_weight="bold"))
        y += 16
    y += 8
    for s in order:
        won = s in state.winners
        if won:
            out.append(_trophy(22, y))
        out.append(_t(36, y + 4, _fit(state.names[s], 12, 190), 12, font_weight="bold" if won else None))
        out.append(_resource(w - 80, y, "dominion", 12))
        out.append(_t(w - 66, y + 4, str(state.scores[s]), 13, font_weight="bold"))
        y += 20
        text = score_words(state.score_sheet(s)) + "."
        for line in _wrap(text[:1].upper() + text[1:], 10, w - 48):
            out.append(_t(36, y, line, 10, fill=MUTED))
            y += 13
        y += 7
    return out, y


# ---- the Tree of Idyll and the row of new groves -------------------------------------------------------------
def _top_height(state) -> float:
    return 392 if state.solo else 318


_AREAS = (("groves", "Buy a grove", "elements + slot crystals", "the Tree's groves area"),
          ("summoning", "Summoning card", "keep 1 of 2", "the Tree's summoning area"),
          ("portal", "Portal", "base + mirror", "the Tree's portal area"))


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
            label = f"{g.name} (grove {gid}) for {vec_text(g.cost + (0, 0))} and {plural(cost, 'crystal')}"
            out.append(_hex(cx, cy, gid, ROW_R, target, mark, label))
            # the word "cost" once, under the first grove in the row: the others line up with it
            out.append(_cost_markup(cx, cy, g.cost, labelled=not any(state.row[:slot])))
        else:
            out.append(_use(_empty_slot(), cx, cy))
            # with groves left in the stack a gap is a purchase; once it is spent, maybe a slot it could not fill
            out.append(_t(cx, cy + 4, "bought" if stack else "empty", 10, text_anchor="middle",
                          fill=MUTED))
        out.append(_slot_price(cx, cy, cost))
    # the three areas
    y0 = 182
    solo = state.solo
    for i, (area, title, sub, words) in enumerate(_AREAS):
        x = 10 + i * 162
        off = solo and area not in SOLO_TREE_AREAS
        # the crown holder's first spirit of the round may not buy: the area is drawn shut (a click on
        # it is still explained)
        barred = area == "groves" and state.phase == "play" and state.pending is None and _groves_barred(state)
        target = None if off else tree_id(area)
        mark = _mark(target, hl, sel, last)
        parts = [_box(x, y0, 154, 112, mark, "ko" if off or barred else "ka", rx=10),
                 _t(x + 10, y0 + 18, title, 13, font_weight="bold", fill=MUTED if off or barred else INK)]
        if area == "summoning":
            sub = f"{sub} · deck {len(state.deck)}"
        elif area == "portal":
            sub = "not in the solo game" if off else f"{sub} · {state.portal_supply[0]} left"
        elif barred:
            sub = "not your 1st spirit this round" if solo else "not the crown's 1st spirit"
        parts.append(_squeezed(x + 10, y0 + 34, sub, 10.5, 136, fill=MUTED))
        spirits = [(sp, seat) for a, sp, seat in state.tree if a == area]
        for j, (sp, seat) in enumerate(spirits[:10]):
            sx, sy = x + 20 + (j % 5) * 28, y0 + 54 + (j // 5) * 28
            parts.append(_spirit(sx, sy, SPIRITS[sp], 10))
            if not solo:
                parts.append(_t(sx, sy + 21, pid(seat), 8.5, text_anchor="middle", fill=MUTED))
        if len(spirits) > 10:
            parts.append(_t(x + 146, y0 + 106, f"+{len(spirits) - 10}", 10, text_anchor="end"))
        label = words
        if spirits:
            label += f", {plural(len(spirits), 'spirit')} on it"
        out.append(_group(parts, target, mark, label))
    out.append(_t(w / 2, y0 + 128, "Spirits placed on the Tree return to the supply at round end (not to a bag).",
                  10.5, text_anchor="middle", fill=MUTED))
    if solo:
        out.extend(_hollows(state, 10, 318))
    return w, h, out


def _empty_slot() -> str:
    return _define("gvo", lambda: f'<path d="{_hex_d(ROW_R - 1)}" fill="none" stroke="#a89c84" '
                                  'stroke-dasharray="5 4"/>')


@lru_cache(maxsize=256)
def _cost_markup(cx, cy, cost, labelled: bool = True) -> str:
    cw, cm = _cost_symbols(cost, 12)
    return ((_t(cx - cw / 2 - 4, cy + 56, "cost", 9.5, text_anchor="end", fill=MUTED) if labelled else "")
            + f'<g transform="{_translate(cx, cy + 52)}" class="gc">{cm}</g>')


@lru_cache(maxsize=16)
def _slot_price(cx, cy, cost) -> str:
    pill = _define("gvk", lambda: '<rect x="-26" y="-9" width="52" height="18" rx="9" class="kl"/>'
                                  + _resource(-10, 0, "crystal", 11))
    return _use(pill, cx, cy + 73) + _t(cx + 6, cy + 77.5, str(cost), 12, font_weight="bold", text_anchor="middle")


def _hollows(state, x0, y0) -> list[str]:
    out = [_t(x0 + 2, y0 + 12, f"Hollows of the Lost — beat {state.threshold()} dominion", 12,
              font_weight="bold")]
    for i in range(HOLLOWS_SPACES):
        cx = x0 + 20 + i * 30
        filled = i < state.hollows
        out.append(f'<ellipse cx="{cx}" cy="{y0 + 30}" rx="13" ry="9" class="{"hk" if filled else "hz"}"/>')
        # each space shows the value to beat while it is the lowest uncovered one
        out.append(_t(cx, y0 + 34, str(HOLLOWS_START + i), 9, text_anchor="middle",
                      fill=WHITE_INK if filled else INK))
    x = x0 + 2
    out.append(_t(x, y0 + 60, "wraith bag:", 11, font_weight="bold"))
    x += 84
    for c, n in enumerate(state.wraith_bag_counts):
        if n:
            out.append(_spirit(x, y0 + 56, SPIRITS[c], 6))
            out.append(_t(x + 8, y0 + 60, str(n), 10.5))
            x += 34
    gifts = ", ".join(SPIRITS[c] for c in state.gifted) or "none yet"
    out.append(_t(x + 6, y0 + 60, f"· colours given: {gifts}", 10.5, fill=MUTED))
    if any(state.wraith_drawn):
        x = x0 + 300
        out.append(_t(x, y0 + 12, "just drawn:", 10.5, font_weight="bold"))
        x += 76
        for c, n in enumerate(state.wraith_drawn):
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
    """Each kind of token: its icon, then how many (spaced so that nothing touches)."""
    icons, counts = [], []
    for i, name in enumerate(RESOURCES):
        text = str(res[i])
        icons.append(_resource(x, y, name, min(size, TOKEN_S)))
        counts.append(f'<tspan x="{_n(round(x + 10, 1))}">{text}</tspan>')
        x += 10 + _tw(text, size) + 14
    cls = f' class="{_SIZES[size]}"' if size in _SIZES else ""
    return "".join(icons) + f'<text y="{_n(y + round(size * 0.38))}"{cls}>' + "".join(counts) + "</text>"


def _realm_panel(state, seat: int, hl, sel, last) -> tuple[float, float, list[str]]:
    pl = state.seats[seat]
    tag = pid(seat)
    prefix = tag + "."
    marks = tuple(sorted((t, _mark(t, hl, sel, last)) for t in hl | sel | last if t.startswith(prefix)))
    sheet = state.score_sheet(seat)
    w, h, markup = _realm_markup(
        seat, state.names, pl.realm, pl.bag, pl.bag_size, pl.hand, pl.resources, len(pl.cards), len(pl.scored),
        pl.lightning, pl.base, pl.portals, state.crown == seat, state.current_player == seat, sheet["total"],
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
    owner = names[seat]
    mark_of = dict(marks)
    cells = [p[0] for p in realm]
    sites = _sites(realm)
    xs = [_unit(c)[0] for c in cells + sites]
    ys = [_unit(c)[1] for c in cells + sites]
    span_x = max(xs) - min(xs) + SQ3
    span_y = max(ys) - min(ys) + 2
    size = round(min(REALM_R, max(REALM_MIN_R, min((w - 20) / span_x, REALM_MAP_H / span_y))), 1)
    w = max(w, math.ceil(span_x * size + 20))
    bits = []
    if portals:
        bits.append("portal to " + ", ".join(names[t] for t in portals))
    if base:
        bits.append("portal base held")
    if face_down:
        bits.append(f"{plural(face_down, 'summoning card')} face down")
    if scored:
        bits.append(f"{scored} revealed")
    if lightning:
        bits.append("⚡ " + ", ".join(REALM_CARDS[c].name for c in lightning))
    notes = " · ".join(bits)
    after_hand = 56 + 16 * sum(hand) + 4 if sum(hand) else 12
    apart = bool(notes) and after_hand > 12 and after_hand + _tw(" · " + notes, 10.5) > w - 12
    top = 110 if apart else 92           # notes that do not fit beside the hand get a line of their own
    h = round(top + span_y * size + 24)     # the map, then a key to its space names
    title = _fit(f"{tag} · {owner}", 14, w - 150) + (" ♛" if crown else "")
    out = _frame(w, h, title, active, f"{total} dominion" + (" · to play" if active else ""))
    # resources, bag, hand
    y = 44
    out.extend(_resources_line(20, y, res, 13))
    out.append(_t(w - 12, y + 4, f"leftovers: {leftovers} dominion", 10, text_anchor="end", fill=MUTED))
    y = 66
    out.append(_t(12, y + 4, "bag", 11, font_weight="bold"))
    n = bag_size
    if visible and bag is not None:
        parts = []
        x = 48
        for c, k in enumerate(bag):
            if k:
                parts.append(_spirit(x, y, SPIRITS[c], 6.5))
                parts.append(_t(x + 10, y + 4, str(k), 11))
                x += 36 if k < 10 else 42
        parts.append(_t(x, y + 4, f"({plural(n, 'spirit')})" if n else "empty", 10.5, fill=MUTED))
        out.append(el("g", children=parts, class_="snb-bag-contents", data_seat=tag))
    else:
        out.append(_t(48, y + 4, f"{plural(n, 'spirit')} (contents hidden)", 11, fill=MUTED))
    y = 88
    if sum(hand):
        out.append(_t(12, y + 4, "hand", 11, font_weight="bold"))
        x = 56
        for c, k in enumerate(hand):
            for _ in range(k):
                out.append(_spirit(x, y, SPIRITS[c], 6.5))
                x += 16
    if notes:
        x, y = (12, 106) if apart else (after_hand, 88)
        text = (" · " if x > 12 else "") + notes
        out.append(_t(x, y + 4, _fit(text, 10.5, w - 12 - x), 10.5, fill=MUTED))
    # the map, drawn at the groves' own size in one scaled group
    ox = (w - span_x * size) / 2 - (min(xs) - SQ3 / 2) * size
    oy = top - (min(ys) - 1) * size
    hexes = []
    for cell, gid, sp, by in realm:
        ux, uy = _unit(cell)
        grove = GROVES[gid]
        target = None if grove.kind == "reference" and not QUICK_REFERENCE_PLACEABLE else site_id(seat, cell)
        mark = mark_of.get(target, "")
        occupant = SPIRITS[sp] if sp >= 0 else None
        visitor = pid(by) if occupant and by >= 0 and by != seat else ""
        label = ""
        if target:
            label = f"{grove.name} ({space_label(cell)}) in {owner}'s realm"
            if occupant:
                label += f"; {spirit_text(occupant)} is on it" + (f" (sent by {names[by]})" if visitor else "")
        hexes.append(_hex_at(round(ux * HEX_R, 1), round(uy * HEX_R, 1), gid, target, mark, label, occupant,
                             visitor, space=space_label(cell)))
    spaces = [_site(round(ux * HEX_R, 1), round(uy * HEX_R, 1), site_id(seat, cell), space_label(cell),
                    mark_of.get(site_id(seat, cell), "")) for cell in sites for ux, uy in (_unit(cell),)]
    out.append(f'<g transform="{_translate(ox, oy, round(size / HEX_R, 3))}">' + "".join(hexes)
               + '<g class="gx">' + "".join(spaces) + "</g></g>")
    example = space_label(cells[0])
    out.append(_t(12, h - 9, f"{example}: a space, typed {tag}.{example} in a move; dashed: an empty space", 10,
                  fill=MUTED))
    return w, h, "".join(out)


def _site_outline() -> str:
    return _define("gvx", lambda: f'<path d="{_hex_d(HEX_R - 2)}"/>')


@lru_cache(maxsize=4096)
def _site(x, y, target, name, mark) -> str:
    """An empty space of a realm, where a bought grove may go (styled by the ``gx`` group it is in).

    Only a space on offer (or selected, or just played) is a target: a space is only ever the second
    click of a purchase, when it is highlighted."""
    cls = {"hl": "xh", "sel": "xs", "last": "xl"}.get(mark)
    outline = _use(_site_outline(), x, y, class_=cls)
    if not cls:
        return outline + f'<text x="{_n(x)}" y="{_n(y + 4)}">{name}</text>'
    parts = [outline, f'<text x="{_n(x)}" y="{_n(y + 4)}" class="gk">{name}</text>']
    return _group(parts, target, mark, f"empty space {name}")


# ---- cards ------------------------------------------------------------------------------------------------------
def _trophy(x, y) -> str:
    """A small cup: a trophy realm card (scored at the end)."""
    return _use(_define("gvt", lambda: (
        '<path d="M-7-9h14v5a7 7 0 0 1-14 0zM-1.5 2h3v5h4v3h-11v-3h4z" fill="#e2b007" stroke="#8a6a00"/>'
        '<path d="M-7-7h-3a3 3 0 0 0 3 6M7-7h3a3 3 0 0 1-3 6" fill="none" stroke="#8a6a00"/>')), x, y)


def _bolt(x, y) -> str:
    """A lightning bolt: a realm card for the first to reach it."""
    return _use(_define("gvz", lambda: (
        '<polygon points="2,-10 -6,2 -1,2 -3,10 6,-2 1,-2" fill="#4a7fd6" stroke="#1f4f99" '
        'stroke-linejoin="round"/>')), x, y)


def _cards_panel(state, hl, sel, last) -> tuple[float, float, list[str]]:
    claimed = {c: seat for seat, pl in enumerate(state.seats) for c in pl.lightning}
    if state.phase == "over":
        claimed.update((c, seat) for seat, cs in state.trophies().items() for c in cs)
    seats = tuple((pl.cards, pl.scored, _card_visible(state, seat)) for seat, pl in enumerate(state.seats))
    w, h, markup = _cards_markup(state.names, state.realm_cards, tuple(sorted(claimed.items())), seats,
                                 state.viewer is None)
    return w, h, [markup]


CARDS_PER_ROW = 4


def _realm_card_frame(lightning: bool, w: int) -> str:
    """A realm card's box (``w`` wide, its top at y=0) with its bolt or trophy and a dominion star."""
    return _define(f"gvn{'z' if lightning else 't'}{w}", lambda: (
        f'<rect x="10" width="{w - 20}" height="38" rx="6" class="{"rz" if lightning else "rt"}"/>'
        + (_bolt(22, 19) if lightning else _trophy(22, 19)) + _resource(w - 42, 11, "dominion", 11)))


@lru_cache(maxsize=256)
def _cards_markup(names, realm_cards, claimed, seats, teacher) -> tuple[float, float, str]:
    w = CARDS_W
    owner = dict(claimed)
    out = []
    y = 44
    out.append(_t(12, y, "Realm cards (bought groves only)", 12, font_weight="bold"))
    y += 8
    for c in realm_cards:
        card = REALM_CARDS.get(c)
        if card is None:
            continue
        lightning = card.type == "lightning"
        out.append(_use(_realm_card_frame(lightning, w), 0, y))
        out.append(_t(38, y + 15, f"{card.name}", 12, font_weight="bold"))
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
    out.append(_t(w - 12, y, "revealed by a round's first draw", 10, text_anchor="end", fill=MUTED))
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
                g = _summoning_face(x, y + 4, cw, ch, c, "revealed ✓")
                out.append(el("g", children=g, class_="snb-card-scored", data_seat=tag,
                              data_label="revealed " + _summoning_text(c)))
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
def _supply_panel(state, hl, sel, last, static: bool = False) -> tuple[float, float, list[str]]:
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
    out.extend(_resources_line(76, y, state.resource_supply, 13))
    y += 26
    out.append(_t(12, y + 4, f"portals: {state.portal_supply[0]} bases, {state.portal_supply[1]} mirrors", 11))
    out.append(_t(w - 12, y + 4, f"summoning deck: {len(state.deck)} · draw stack: {len(state.stack)}", 11,
                  text_anchor="end"))
    y += 18
    if static:       # the one-picture table leaves out the key (the notebook explains the symbols)
        h = y + 2
    else:
        out.append(_supply_key(w, y))
        # the key's rows, then the bonus line's lines 14 px apart and a margin under them
        h = y + 108 + 14 * len(_wrap(BONUS_KEY, 10.5, w - 66))
    return w, h, _frame(w, h, "Supply") + out


#: the key's words for the pill of a bonus reward
BONUS_KEY = ("bonus reward: only for a spirit of the grove's colour (its initial at the grove's top; a wraith "
             "is wild, white never); a wraith stays on its grove until a white spirit displaces it.")


@lru_cache(maxsize=4)
def _supply_key(w, y) -> str:
    """The key to the symbols (the same in every state)."""
    out = [f'<path d="M10 {y}H{w - 10}" class="ln"/>']
    y += 20
    out.append(_t(12, y, "Key", 11, font_weight="bold"))
    keys = [(("res", "earth"), "earth"), (("res", "light"), "light"), (("res", "water"), "water"),
            (("res", "crystal"), "crystal"), (("res", "dominion"), "dominion"),
            (("white", None), "letter: colour"), (("any", None), "a spirit of your choice"),
            (("text", "→"), "pay … for …"), (("text", "/"), "either one")]
    for i, ((kind, value), text) in enumerate(keys):
        col, row = i % 3, i // 3
        kx, ky = (24, 180, 300)[col], y + 22 + row * 22
        if kind == "res":
            out.append(_resource(kx, ky, value, 12))
        elif kind == "any":
            out.append(_any_spirit(kx, ky))
        elif kind == "white":
            out.append(_spirit(kx, ky, "white", 6))
        else:
            out.append(_t(kx, ky + 4, value, 13, text_anchor="middle", font_weight="bold"))
        out.append(_t(kx + 12, ky + 4, text, 10.5))
    y += 22 * 3 + 28
    out.append(f'<rect x="14" y="{y - 11}" width="30" height="15" rx="7" fill="#fff" stroke="{STRONG["blue"]}" '
               'stroke-width="1.5"/>')
    out.extend(_t(54, y + 1 + i * 14, line, 10.5) for i, line in enumerate(_wrap(BONUS_KEY, 10.5, w - 66)))
    return "".join(out)


# ---- putting it together ------------------------------------------------------------------------------------------
def _last_targets(last) -> set:
    if last is None:
        return set()
    try:
        return {c for c in last.clicks if not c.startswith("hand.")}
    except AttributeError:
        return set()


def _build(state, highlight, selected, last, static: bool = False) -> list[tuple[str, float, float, list[str]]]:
    hl, sel, lst = set(highlight), set(selected), _last_targets(last)
    # the realm of the player to move comes right after their hand: the two are played together
    mover = state.current_player if state.current_player is not None else 0
    seats = [mover] + [seat for seat in range(state.players) if seat != mover]
    realms = [(f"realm-{seat}",) + _realm_panel(state, seat, hl, sel, lst) for seat in seats]
    tree = ("tree",) + _tree_panel(state, hl, sel, lst)
    cards = ("cards",) + _cards_panel(state, hl, sel, lst)
    if static:
        # the one picture: the hand only while it holds a decision or something to click (otherwise the
        # prompt above and the mover's realm, with its hand and bag, say all it would), then the Tree, the
        # realms and the cards; no supply (counts and the key to the symbols, which the notebook explains)
        on_hand = any(t.startswith("hand.") or t == BAG_ID for t in hl | sel)
        hand = [] if state.phase == "play" and state.pending is None and not on_hand else \
            [("hand",) + _hand_panel(state, hl, sel, lst, static)]
        return hand + [tree] + realms + [cards]
    return [("hand",) + _hand_panel(state, hl, sel, lst), realms[0], tree] + realms[1:] + \
        [cards, ("supply",) + _supply_panel(state, hl, sel, lst)]


def _title(state, name: str) -> str:
    return f"Groves — {name}: {state.prompt}"


def panels_svg(state, highlight: Iterable[str] = (), selected: Iterable[str] = (),
               last=None) -> dict[str, str]:
    """Each panel as its own SVG, by name (see the module docstring for the order)."""
    return {name: _picture(w, h, "".join(body), _title(state, name))
            for name, w, h, body in _build(state, highlight, selected, last)}


#: the widest row of panels in the one-picture table: the Tree beside a realm
TABLE_W = TREE_W + GAP + REALM_W


def _rows(panels: list, width: float) -> list[list]:
    """``panels`` in order, as many to a row as fit in ``width`` (a panel wider than that alone)."""
    rows: list[list] = []
    x = width + 1
    for panel in panels:
        if x + panel[1] > width:
            rows.append([])
            x = 0
        rows[-1].append(panel)
        x += panel[1] + GAP
    return rows


def table_svg(state, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None,
              only: Iterable[str] | None = None) -> str:
    """The whole table in one SVG: the prompt, then the same panels, as many to a row as fit (never wider
    than the Tree beside a realm, or than the widest panel). ``only``: just the panels of those names
    ("hand", "tree", "realm-<seat>", "cards"), in the table's order, for a picture of part of a position."""
    built = _build(state, highlight, selected, last, static=True)
    if only is not None:
        wanted = set(only)
        if state.phase == "play" and "hand" in wanted and not any(name == "hand" for name, *_ in built):
            built.insert(0, ("hand",) + _hand_panel(state, set(), set(), set(), static=True))
        built = [panel for panel in built if panel[0] in wanted]
        if not built:
            raise ValueError(f"no panel named {sorted(wanted)}: pick from hand, tree, realm-<seat>, cards")
    rows = _rows(built, max([TABLE_W] + [w for _n, w, _h, _p in built]))
    width = max(sum(w for _n, w, _h, _p in row) + GAP * (len(row) - 1) for row in rows)
    body = ['<rect width="@W" height="@H" fill="#fff"/>',
            _t(6, 20, _fit(state.prompt, 13, width - 12), 13, font_weight="bold")]
    y = 30
    for row in rows:
        x = 0
        for _name, w, _h, panel in row:
            body.append(f'<g transform="{_translate(x, y)}">' + "".join(panel) + "</g>")
            x += w + GAP
        y += max(h for _n, _w, h, _p in row) + GAP
    y -= GAP
    body[0] = body[0].replace("@W", str(width)).replace("@H", str(y))
    return _picture(width, y, _shared("".join(body)), "Groves: the table")


#: parts of a realm panel that are often alike in two realms: its ring of empty spaces (none on offer), and
#: the icons of its tokens
_ALIKE = re.compile(r'<g class="gx">((?:<use href="#gvx"[^>]*/><text [^>]*>[^<]*</text>)+)</g>'
                    r'|((?:<use href="#gvr[elwcd]" x="[\d.]+" y="[\d.]+"/>){5})')


def _shared(body: str) -> str:
    """``body`` with each part that two realms draw alike (see ``_ALIKE``) defined once and used where it was.
    A definition's id is made from its markup, so it names the same drawing in any picture."""
    found = Counter(m.group(0) for m in _ALIKE.finditer(body))
    for markup, times in found.items():
        if times > 1:
            key = _define("gvy" + hashlib.sha1(markup.encode()).hexdigest()[:8], lambda markup=markup: markup)
            body = body.replace(markup, _use(key))
    return body


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


_AREA_WORDS = {"groves": "the Tree's groves area", "summoning": "the Tree's summoning area",
               "portal": "the Tree's portal area"}


def _place_words(state, where: str) -> str:
    """Where a spirit goes, in words: 'Crystal Spring (e6)', "Amber Knoll in East Wind's realm (f4)"."""
    if where in _AREA_WORDS:
        return _AREA_WORDS[where]
    site = parse_site(where)
    if site is None or not 0 <= site[0] < state.players:
        return where
    owner, cell = site
    plot = state.seats[owner].plot(cell)
    name = GROVES[plot[1]].name if plot is not None else f"space {space_label(cell)}"
    realm = "" if owner == state.current_player else f" in {state.names[owner]}'s realm"
    return f"{name}{realm} ({space_label(cell)})"


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
        return f"Place {spirit_text(action[1])} on {_place_words(state, action[2])}"
    if k == "return":
        return "Put the wraith back into your bag"
    if k == "start":
        gid = RESOURCE_GROVE.get(SPIRITS.index(action[1])) if action[1] in SPIRITS else None
        return f"Start with {GROVES[gid].name}, the {action[1]} resource grove" if gid else str(action)
    if k == "keep":
        cid = int(action[1])
        card = SUMMONING.get(cid)
        return f"Keep summoning card {cid} ({card.text})" if card else f"Keep summoning card {cid}"
    if k == "buy":
        gid = int(action[1])
        site = parse_site(action[2])
        where = space_label(site[1]) if site else action[2]
        name = GROVES[gid].name if gid in GROVES else f"grove {gid}"
        return f"Buy {name} (grove {gid}) and put it at {where}"
    if k == "portal":
        seat = int(action[1][1:]) - 1
        return f"Open the portal into {state.names[seat]}'s realm" if 0 <= seat < state.players else str(action)
    return str(action)[:1].upper() + str(action)[1:]


__all__ = ["action_label", "grove_text", "panels_svg", "reward_symbols", "score_words", "table_svg"]
