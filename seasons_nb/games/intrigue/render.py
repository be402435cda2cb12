"""Seasons of Intrigue as pictures: four panels, each an SVG, and the whole table in one.

``panels_svg(position, ...)`` gives, in this order (what the person deciding plays with first):

- ``decision``: whose decision it is (name, year, season, phase), the prompt, what is being decided
  (the acting worker and its steps left, the combat's two sides and totals, the cleanup step), the
  buttons (``act.<type>``, ``choice.ability``, ``deck.<colour>``, ``upgrade.<id>``, ``choice.up``,
  ``choice.down``, ``choice.left``, ``choice.right``, ``choice.done``, ``choice.pass``,
  ``choice.pay``), then the pack, the workers and the hand as small cards (``worker.<id>``,
  ``card.<id>``). The cards are the viewer's (a View with a viewer), else the deciding seat's;
  they are targets only when they belong to the deciding seat.
- ``map``: the sixteen lands (``land.<id>``) on a 4×4 grid: the twelve edge lands around its rim,
  the four inner lands in its middle, each with its tile when face up, the units of each player
  in the player's colour, the goods, a building, the holder (a bar in the holder's colour) and the
  combat being fought. A bridge crosses the gap between every two lands that touch (``joins``, the
  lands' ``neighbours``), the four at the corners too, where an edge corner meets its inner land; the key
  says what a bridge means.
- ``tracks``: the initiative track (``seat.<n>`` markers), the four courts' influence tracks
  (``faction.<id>``) with every marker, the VP token and the alliance, the calendar, the event row
  (``event.<k>``), the quest row and the market.
- ``players``: per seat: gold, VP tokens (announcements marked), the garrisons (filled or empty
  spaces, the base combat power), the upgrades (closed, revealed; an open slot is blank), hand and workers as counts,
  the season's worker, victory and defeat tokens, and the personal quest (face up for everyone).

Every target id is spelled by ``actions.py`` and drawn in exactly one panel with a plain-words
``data-label``. ``panels_svg`` gives the panels in the order the Table shows them (``panel_order``): the
decision panel first and the board the decision is played on beside it, in the same row (the map, or the
tracks in a Politics step or when only the tracks hold lit targets), so that every lit target of a decision
is on screen with the status line and the controls. ``table_svg`` lays the panels out in one picture
(decision and map in the first row, tracks and players under them). Everything is drawn from the
``Position`` accessors a State and a View share. Class names and ``<defs>`` ids start with ``in``; repeated
shapes (card frames, land frames, track rows, markers) are ``<defs>`` placed with ``<use>``, and a shape in
``<defs>`` takes its colours from the ``<use>``'s class, so that a lit target lights it too.

Sizes: decision (400 px) and map (490 px), or decision and tracks (480 px), side by side fit a notebook
beside JupyterLab's file browser on a 1366×768 screen with the decision area under them, drawn at full size
(the panels are kept within the Table's limit, the window's height less 230 px: 538 px there), so the
smallest text, 9 px, stays 9 px; the other two panels make the second row. A player's header keeps
"points now" at its right end and moves what does not fit beside it to a second line. A stored 4-player
picture averages about 19.5 KB.
"""

from __future__ import annotations

import math
from typing import Iterable

from seasons_nb.core.state import hand_seat
from seasons_nb.core.svg import LINE, esc, fit_text, text_width, wrap_text

from .actions import (
    Ability, Act, Build, BuyUpgrade, Deploy, Discard, Done, Draft, Draw, EventSwap, Home, Influence, Initiative,
    Intrigue, Move, Pass, Pay, Plan, Sell, Support, card_id, choice_id, event_id, faction_id, land_id, seat_id,
    seat_of, worker_id,
)
from .components import (
    ACTION_TYPES, CALENDAR, CARD_INDEX, CARDS, COLOURS, EVENTS, FACTION_INDEX, FACTIONS, GARRISONS, GOOD_OF_KIND,
    GOODS, LAND_INDEX, LANDS, NUMBERS, PERSONAL, QUESTS, SEASONS, TILES, UPGRADE_INDEX, UPGRADES,
    WORKER_INDEX, WORKERS, condition_text, op_text,
)
from .shapes import (  # noqa: F401 - COMBAT_COL and INTRIGUE_COL: the card gallery's colours
    CELL, CH, COMBAT_COL, CSS, CW, DEC_W, GAP, INTRIGUE_COL, KIND_CLASS, KIT, LAND_GAP, MAP_W, ORDINAL, PHASE_WORD,
    PLY_W, TRK_CW, TRK_W, UPG_W, S, _court, _court_y, _lines, _n, _name_lines, _plural, _rect, _signed, _t,
    _target, _use,
)

def modifier_text(m: tuple) -> str:
    """An event's passive modifier."""
    if not m:
        return ""
    k, what, v = m
    if k == "action":
        return f"{what.title()} actions {_signed(v)}"
    if k == "faction":
        return f"{what.title()} workers {_signed(v)}"
    return f"{what} price {_signed(v)}"


def cleanup_text(c: tuple) -> str:
    """An event's cleanup effect."""
    if not c:
        return ""
    k = c[0]
    if k == "gold_per":
        return f"{c[2]} gold per {c[1]}"
    if k == "wage":
        return f"levy {c[1]} gold per unit"
    if k == "draw":
        return f"all draw {c[2]} {c[1]}"
    if k == "decline":
        return f"{c[1].title()} markers −{c[2]}"
    if k == "spoil":
        return f"all {c[1]} spoils"
    return str(c)


def _upgrade_text(u: int) -> str:
    bits = []
    for op in UPGRADES[u].effect:
        bits.append(f"hand +{op[1]}" if op[0] == "hand" else f"combat cards +{op[1]}")
    if UPGRADES[u].star:
        bits.append("a star")
    return ", ".join(bits)


def _land_words(p, x: int) -> str:
    """A land in plain words, for its target's label."""
    land = LANDS[x]
    bits = [f"{land.id}, {'an inner' if land.inner else 'an edge'} land"]
    kind = p.tile_kind(x)
    if kind:
        bits.append(f"a {kind} making {TILES[p.tiles[x]].production}")
    else:
        bits.append("tile face down")
    units = [f"{p.names[i]} {_plural(u, 'unit')}" for i, u in enumerate(p.units[x]) if u]
    bits.append(", ".join(units) if units else "no units")
    if p.goods[x]:
        g = GOODS[GOOD_OF_KIND[kind]].id if kind else "goods"
        bits.append(f"{p.goods[x]} {g}")
    if p.buildings[x] >= 0:
        bits.append(f"{p.names[p.buildings[x]]}'s building")
    return "; ".join(bits)


# ---- whose things ----------------------------------------------------------------------------------------

def _card_label(c: int) -> str:
    card = CARDS[c]
    if card.colour == "combat":
        return f"{card.name} (combat card, +{card.power}) in your hand"
    return f"{card.name} ({card.kind} intrigue: {op_text(card.op)}) in your hand"


def _worker_label(p, w: int, where: str) -> str:
    x = WORKERS[w]
    return f"{x.name} ({_court(x.faction)}, power {x.power}, {p.power(p.seat, w)} this season) {where}"


def _cards_row(p, items: list, x0: float, y: float, targets: bool, hl, sel, last, where: str) -> tuple[str, float]:
    """Small cards four to a row: items are ('w', index) or ('c', index) (an index < 0 is hidden)."""
    out = []
    gap = (DEC_W - 12 - 4 * CW) // 3
    for i, (kind, idx) in enumerate(items):
        r, col = divmod(i, 4)
        cx, cy = x0 + col * (CW + gap), y + r * (CH + 6)
        if idx < 0:
            out.append(_use("inkb", cx, cy))
            continue
        shape = _use(f"in{kind}{idx}", cx, cy, S.lit | S.box)
        if kind == "w" and p.phase in ("plan", "act"):
            ny = cy + _court_y(_name_lines(WORKERS[idx].name, 26))
            shape += _t(cx + CW - 5, ny, f"now {p.power(p.seat, idx)}", S.bold | S.end)
        if targets:
            tid = worker_id(WORKERS[idx].id) if kind == "w" else card_id(CARDS[idx].id)
            label = _worker_label(p, idx, where) if kind == "w" else _card_label(idx)
            out.append(_target(tid, label, shape, hl, sel, last))
        else:
            out.append(shape.replace('class="ink ', 'class="', 1))
    rows = math.ceil(len(items) / 4) if items else 0
    return "".join(out), rows * (CH + 6)


# ---- the decision panel ----------------------------------------------------------------------------------

def _button(tid: str, label: str, text: str, x, y, w, hl, sel, last, on: bool = False) -> str:
    shape = (_rect(x, y, w, 24, "ink " + (S.button_on if on else S.button), 6)
             + _t(x + w / 2, y + 16, text, S.size10 | S.bold | S.centre))
    return _target(tid, label, shape, hl, sel, last)


def _buttons(p, me: int) -> list[tuple[str, str, str]]:
    """The buttons of the deciding seat: (target id, label, text)."""
    out = []
    ph = p.phase
    if ph == "act":
        a = p.act
        w = p.planned[me]
        if w >= 0 and WORKERS[w].ability and not a.ability:
            op = WORKERS[w].ability[0]
            out.append((choice_id("ability"), f"use the ability of {WORKERS[w].name}: {op_text(op)}",
                        "Ability: " + fit_text(op_text(op), 10, 300)))
        if not a.kind:
            for t in ACTION_TYPES:
                pw = max(0, p.power(me, w, t) + a.bonus) if w >= 0 else 0
                out.append((f"act.{t}", f"{t.title()} action (power {pw})", f"{t.title()} {pw}"))
        elif a.kind == "politics":
            out += [(choice_id("up"), "up (earlier in the order)", "▲ up"),
                    (choice_id("down"), "down (later in the order)", "▼ down"),
                    (choice_id("left"), "left (towards #1; #1 leaves the row)", "◀ left"),
                    (choice_id("right"), "right (towards #3)", "right ▶")]
        elif a.kind == "civil":
            n = 1 + p.revealed_upgrades(me)
            for c in COLOURS:
                out.append((f"deck.{c}", f"the {c} deck (draw {n})", f"Draw {n} {c}"))
            for i, u in enumerate(UPGRADES):
                if p.upgrades[me][i] == 1:
                    out.append((f"upgrade.{u.id}", f"{u.name} ({u.price} gold: {_upgrade_text(i)})",
                                fit_text(f"{u.name} {u.price}g", 10, 150)))
        out.append((choice_id("done"), "done: end the action step", "Done"))
    elif ph == "battle":
        out.append((choice_id("pass"), "pass: play no more cards in this combat", "Pass"))
    elif ph == "home":
        out.append((choice_id("done"), "done with bringing units home", "Done"))
    elif ph == "hand":
        k = NUMBERS["keep_card_price"]
        out.append((choice_id("pay"), f"pay {k} gold to keep a card over the hand limit", f"Pay {k} gold to keep"))
    return out


def _status(p, me: int | None, w: float) -> list[str]:
    """Lines saying what is being decided."""
    ph = p.phase
    if ph == "act" and me is not None and p.planned[me] >= 0:
        a = p.act
        wk = p.planned[me]
        x = WORKERS[wk]
        lines = [f"Acting: {x.name} ({_court(x.faction)}), power {p.power(me, wk, a.kind)}"
                 + (f" {_signed(a.bonus)} from cards" if a.bonus else "")]
        if a.kind:
            lines.append(f"{a.kind.title()}: {_plural(a.steps, 'step')} left"
                         + ("; the ability is used" if a.ability else ""))
            if a.kind == "civil":
                t = NUMBERS["civil_thresholds"]
                lines.append(f"One option: draw (power ≥ {t['draw']}), upgrade (≥ {t['upgrade']}), "
                             f"build for {NUMBERS['building_cost']} gold (≥ {t['build']}).")
            elif a.kind == "politics":
                lines.append("Each step: a marker up or down (click it, then the arrow), an event left or "
                             "right, or +1 influence (click a court).")
            elif a.kind == "trade":
                bonus = [f"{GOODS[g].id} +{v}" for g, v in enumerate(a.price) if v]
                lines.append(f"Sell a card for {NUMBERS['card_sale_price']} gold, or a good from your land"
                             + (f" (this action: {', '.join(bonus)})" if bonus else "") + ".")
            elif a.kind == "combat":
                lines.append("Deploy to an empty edge land, or move a unit to a neighbouring land.")
        else:
            lines.append("Choose the type of action; then the court's influence rises by 1.")
        return lines
    if ph == "battle" and p.battle is not None:
        b = p.battle
        out = [f"Combat on {LANDS[b.land].id}:"]
        for seat, bonus, role in ((b.attacker, b.bonus[0], "attacks"), (b.defender, b.bonus[1], "defends")):
            base, extra, total = p.side_power(seat, b.land, bonus)
            out.append(f"{p.names[seat]} {role}: {total} = garrison {base}"
                       + (f" + {extra} more units" if extra else "") + (f" + cards {bonus}" if bonus else "")
                       + f" ({b.played[seat]} of {p.card_limit(seat)} cards played)")
        out.append("Higher total wins; a tie goes to the earlier initiative.")
        return out
    if ph == "home" and me is not None:
        n = p.units_on_map(me)
        if p.step == "wages":
            wage = NUMBERS["wage"] * n
            return [f"Wages: {NUMBERS['wage']} gold a unit on the map: {_plural(n, 'unit')}, {wage} gold "
                    f"(you hold {p.gold[me]}).", "Bring units home, then done to pay."]
        return ["Keep each unit on the map, or bring it home.", f"{_plural(n, 'unit')} on the map."]
    if ph == "hand" and me is not None:
        return [f"Hand {len(p.hand[me])}, limit {p.hand_limit(me)}" + (f" (+{p.paid[me]} paid)" if p.paid[me] else "")
                + f": discard a card, or pay {NUMBERS['keep_card_price']} gold to keep one."]
    if ph == "over":
        out = []
        for i in sorted(range(p.players), key=lambda i: -p.scores[i]):
            sheet = p.score_sheet(i)
            bits = ", ".join(f"{k} {v}" for k, v in sheet.items() if v)
            out.append(f"{p.names[i]} {p.scores[i]}" + (f": {bits}" if bits else ""))
        return out
    if ph == "draft":
        way = "clockwise" if p.year % 2 else "counter-clockwise"
        return [f"Picks are hidden; the packs pass {way} until each holds {NUMBERS['draft_size']}."]
    if ph == "plan":
        return ["Workers stay face down until everyone has placed one."]
    return []


def decision_panel(p, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    w = DEC_W
    me = hand_seat(p)
    dec = p.current_player
    body = [""]
    who = f"▶ {p.names[dec]} decides" if dec is not None else "Game over"
    when = f"Year {p.year}" + ("" if p.shown_season is None else f" · {SEASONS[p.shown_season].title()}")
    body.append(f'<circle cx="12" cy="15" r="6" class="inp{dec if dec is not None else me}"/>')
    body.append(_t(22, 20, fit_text(who, 13, w - 40 - text_width(when, 11, True), True), S.size13 | S.bold))
    body.append(_t(w - 8, 17, when, S.size11 | S.bold | S.end))
    body.append(_t(w - 8, 29, PHASE_WORD[p.phase], S.size10 | S.muted | S.end))
    lines = wrap_text(p.prompt, 10, w - 16)[:3]
    body.append(_lines(8, 44, lines, 12, S.size10 | S.muted))
    y = 44 + 12 * len(lines) + 2
    status = [ln for s in _status(p, dec, w) for ln in wrap_text(s, 10, w - 16)]
    if status:
        body.append(_lines(8, y + 4, status, 12, S.size10))
        y += 12 * len(status) + 2
    # the buttons, flowing in rows
    mine = dec is not None and me == dec
    if mine:
        bx, by = 6.0, y
        for tid, label, text in _buttons(p, dec):
            bw = max(54, math.ceil(text_width(text, 10, True) + 16))
            if bx + bw > w - 6:
                bx, by = 6.0, by + 28
            body.append(_button(tid, label, text, bx, by, bw, hl, sel, last))
            bx += bw + 6
        if bx > 6:
            y = by + 30
    # the cards
    phase = p.phase
    if phase == "over":
        hgt = math.ceil(y + 4)
        body[0] = _rect(0, 0, w, hgt, S.paper, 0)
        return w, hgt, "".join(body)
    if phase == "draft":
        pack = list(p.packs[me])
        body.append(_t(8, y + 10, f"Pack: pick one ({len(pack)})" if mine else f"{p.names[me]}'s pack ({len(pack)})",
                       S.size10 | S.bold | S.muted))
        cards, h = _cards_row(p, [("w", x) for x in pack], 6, y + 15, mine, hl, sel, last, "in your pack")
        body.append(cards)
        y += 17 + h
    workers = list(p.workers[me])
    whose = "Your" if mine else f"{p.names[me]}'s"
    word = "drafted workers" if phase == "draft" else "workers to plan"
    now = f"; “now”: the power this {SEASONS[p.season]}" if workers and phase in ("plan", "act") else ""
    body.append(_t(8, y + 10, f"{whose} {word} ({len(workers)})" + ("" if workers else ": none") + now, S.size10 | S.bold | S.muted))
    cards, h = _cards_row(p, [("w", x) for x in workers], 6, y + 15, mine and phase != "draft", hl, sel, last,
                          "in your hand of workers")
    body.append(cards)
    y += 17 + h
    hand = list(p.hand[me])
    body.append(_t(8, y + 10, f"{whose} hand ({len(hand)}, limit {p.hand_limit(me)})" + ("" if hand else ": empty"),
                   S.size10 | S.bold | S.muted))
    cards, h = _cards_row(p, [("c", x) for x in hand], 6, y + 15, mine, hl, sel, last, "in your hand")
    body.append(cards)
    y += 17 + h
    hgt = math.ceil(y + 4)
    body[0] = _rect(0, 0, w, hgt, S.paper, 0)
    return w, hgt, "".join(body)


# ---- the map ---------------------------------------------------------------------------------------------

#: where each land sits on the 4×4 grid (row, column): the edge ring clockwise from e1, the inner 2×2
_RING = ((1, 0), (0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 3), (3, 3), (3, 2), (3, 1), (3, 0), (2, 0))
_INNER = ((1, 1), (1, 2), (2, 2), (2, 1))


def _cell(land: str) -> tuple[int, int]:
    k = int(land[1:]) - 1
    return _RING[k] if land[0] == "e" else _INNER[k]


def _land(p, x: int, cx: float, cy: float, hl, sel, last) -> str:
    land = LANDS[x]
    kind = p.tile_kind(x)
    frame = KIND_CLASS[kind] if kind else S.face_down
    shape = "inL" + ("" if kind else "d") + ("i" if land.inner else "")
    tile = (f'<tspan x="{_n(cx + CELL - 6)}" class="inj ine">{kind} {TILES[p.tiles[x]].production}</tspan>'
            if kind else "")
    out = [_use(shape, cx, cy, "ink " + frame + (" ininner" if land.inner else "")),
           f'<text x="{_n(cx + 6)}" y="{_n(cy + 15)}">{land.id}{tile}</text>']
    seats = [i for i, u in enumerate(p.units[x]) if u]
    for k, i in enumerate(seats):
        ux, uy = cx + 16 + (k % 4) * 24, cy + 50
        out.append(_use(f"inu{i}", ux, uy) + _t(ux, uy + 4, str(p.units[x][i]), S.size10 | S.bold | S.centre | S.white))
    if p.goods[x]:
        g = GOODS[GOOD_OF_KIND[kind]].id if kind else "goods"
        out.append(_t(cx + 6, cy + CELL - 16, f"{p.goods[x]} {g}", S.size10 | S.bold))
    if p.buildings[x] >= 0:
        out.append(_use("inhouse", cx + CELL - 22, cy + CELL - 30, f"inp{p.buildings[x]}"))
    if p.holder[x] >= 0:
        out.append(_use(f"inh{p.holder[x]}", cx + 3, cy + CELL - 7))
    b = p.battle
    if b is not None and b.land == x:
        out.append(_rect(cx - 3, cy - 3, CELL + 6, CELL + 6, S.battle, 8)
                   + _lines(cx + CELL / 2, cy + 70,
                            ["combat:", fit_text(f"{p.names[b.attacker]} attacks", 10, CELL - 8, True)],
                            11, S.size10 | S.bold | S.centre | S.red))
    return _target(land_id(land.id), _land_words(p, x), "".join(out), hl, sel, last)


def land_centre(land: str) -> tuple[float, float]:
    """The centre of a land on the map panel."""
    r, c = _cell(land)
    x0, y0 = _MAP_ORIGIN
    step = CELL + LAND_GAP
    return x0 + c * step + CELL / 2, y0 + r * step + CELL / 2


#: the map's top left land (the grid is centred in the panel, under its title)
_MAP_ORIGIN = ((MAP_W - 4 * CELL - 3 * LAND_GAP) / 2, 26)


def joins() -> list[tuple[str, str]]:
    """Every pair of lands that touch (``Land.neighbours``), each pair once, as the map draws them."""
    return [(a.id, LANDS[n].id) for x, a in enumerate(LANDS) for n in a.neighbours if x < n]


def _joins() -> str:
    """The joins between touching lands: a plank from centre to centre under the lands, so that only its
    part across the gap shows (a short bridge; an edge corner and its inner land meet across a corner)."""
    d = []
    for a, b in joins():
        (ax, ay), (bx, by) = land_centre(a), land_centre(b)
        dx, dy = _n(bx - ax), _n(by - ay)
        d.append(f"M{_n(ax)} {_n(ay)}" + (f"v{dy}" if dx == "0" else f"h{dx}" if dy == "0" else f"l{dx} {dy}"))
    return f'<path d="{"".join(d)}" class="injoin"/>'


def map_panel(p, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    w = MAP_W
    step = CELL + LAND_GAP
    x0, y0 = _MAP_ORIGIN
    m = LAND_GAP / 2 - 1  # the inner four's ground reaches halfway into the gaps around them
    body = ["", _t(8, 17, "The lands", S.size11 | S.bold),
            _t(w - 8, 17, "edge lands ring the inner four; a tile turns face up when entered", S.muted | S.end),
            _rect(x0 + step - m, y0 + step - m, 2 * step - LAND_GAP + 2 * m, 2 * step - LAND_GAP + 2 * m, S.hole, 8),
            _joins()]
    # the lands' names are most of the map's words: their style (11 px bold) is the lands' group's
    body.append('<g class="inh">')
    for x, land in enumerate(LANDS):
        r, c = _cell(land.id)
        body.append(_land(p, x, x0 + c * step, y0 + r * step, hl, sel, last))
    body.append("</g>")
    y = y0 + 4 * step - LAND_GAP + 6
    key = [f"{p.names[i]}" for i in range(p.players)]
    kx = 8
    for i, name in enumerate(key):
        body.append(_use(f"inm{i}", kx + 5, y + 6) + _t(kx + 13, y + 9, name, S.size10))
        kx += 22 + text_width(name, 10)
    body.append(_t(w - 8, y + 9, "discs: units · bar: who holds it · house: a building", S.muted | S.end))
    y += 14
    body.append(f'<path d="M8 {_n(y + 6)}h16" class="injoin"/>'
                + _t(30, y + 9, "bridges join lands that touch: a unit moves only across one "
                                "(the four at the corners too)", S.muted))
    h = math.ceil(y + 18)
    body[0] = _rect(0, 0, w, h, S.paper, 0)
    return w, h, "".join(body)


# ---- the tracks ------------------------------------------------------------------------------------------

def _initiative(p, y: float, hl, sel, last) -> tuple[str, float]:
    out = [_t(8, y + 11, "Initiative (order of play; ties go to the earlier)", S.size10 | S.bold)]
    n = p.players
    sw = (TRK_W - 16 - 6 * (n - 1)) // n
    for pos, seat in enumerate(p.order):
        x = 8 + pos * (sw + 6)
        shape = (_use(f"inI{sw}", x, y + 17, S.lit | S.box)
                 + _t(x + 7, y + 33, ORDINAL[pos], S.size10 | S.bold | S.muted)
                 + _use(f"inm{seat}", x + 34, y + 29) + _t(x + 43, y + 33, fit_text(p.names[seat], 11, sw - 50, True),
                                                             S.size11 | S.bold))
        label = f"{p.names[seat]}'s initiative marker ({ORDINAL[pos]} of {n})"
        out.append(_target(seat_id(seat), label, shape, hl, sel, last))
    return "".join(out), 46


def _courts(p, y: float, hl, sel, last) -> tuple[str, float]:
    track = NUMBERS["influence_track_length"]
    out = [_t(8, y + 11, "Influence: meet the VP token to take it (1 VP, back to 0)", S.size10 | S.bold),
           _t(TRK_W - 8, y + 11, f"alliance: highest ≥ {NUMBERS['alliance_threshold']}", S.muted | S.end)]
    lx, cw = 8, TRK_CW
    tx = lx + 80
    y += 16
    for f, fac in enumerate(FACTIONS):
        ry = y + f * 30
        shape = [_use("inR", lx, ry, S.lit | S.box),
                 _rect(lx + 3, ry + 3, 70, 21, f"inl{f}", 3),
                 _t(lx + 38, ry + 13, fac.id.title(), S.size10 | S.bold | S.centre),
                 _t(lx + 38, ry + 22, SEASONS[fac.season], S.centre)]
        tok = p.tokens[f]
        if tok >= 0:
            shape.append(_use("invp", tx + tok * cw + cw - 11, ry + 17))
        at: dict[int, list[int]] = {}
        for i in range(p.players):
            at.setdefault(p.influence[i][f], []).append(i)
        for v, seats in at.items():
            for k, i in enumerate(seats):
                dy = (k // 2) * 6 - (3 if len(seats) > 2 else 0)
                shape.append(_use(f"inm{i}", tx + v * cw + 7 + (k % 2) * 11, ry + 16 + dy))
        ax = tx + (track + 1) * cw + 2
        ally = p.alliances[f]
        left = f"{p.tokens_left[f]} token{'s' if p.tokens_left[f] != 1 else ''} left"
        if ally >= 0:
            shape.append(_lines(ax, ry + 12, [left, fit_text(f"ally: {p.names[ally]}", 9, TRK_W - 10 - ax)], 10))
        else:
            shape.append(_t(ax, ry + 17, left, S.muted))
        marks = ", ".join(f"{p.names[i]} {p.influence[i][f]}" for i in range(p.players))
        label = (f"the {fac.name} (influence: {marks}; VP token at "
                 + (f"{tok})" if tok >= 0 else "none left)"))
        out.append(_target(faction_id(fac.id), label, "".join(shape), hl, sel, last))
    return "".join(out), 16 + 4 * 30


def _calendar(p, y: float) -> tuple[str, float]:
    """The seasons in a row, the current one marked with its modifiers (none during the draft)."""
    out = [_t(8, y + 11, "Calendar:", S.size10 | S.bold)]
    x = math.ceil(16 + text_width("Calendar:", 10, True))
    now = p.shown_season
    for s, name in enumerate(SEASONS):
        word = name.title()
        wd = text_width(word, 10, s == now) + 10
        if s == now:
            out.append(_rect(x - 5, y + 1, wd, 14, S.current, 4))
        out.append(_t(x, y + 11, word, S.size10 + (" inb" if s == now else " inm")))
        x += wd + 4
    if now is not None:
        mods = ", ".join(f"{_court(f)} {_signed(v)}" for f, v in enumerate(CALENDAR[now]) if v)
        out.append(_t(x + 4, y + 11, f"this season: {mods}", S.size10))
    else:
        out.append(_t(x + 4, y + 11, "(the draft comes before spring)", S.size10 | S.muted))
    return "".join(out), 16


def _events(p, y: float, hl, sel, last) -> tuple[str, float]:
    left = sum(1 for e in p.event_deck)
    out = [_t(8, y + 11, f"Events (#1 resolves first at cleanup; {left} in the deck)", S.size10 | S.bold)]
    sw = (TRK_W - 16 - 12) // 3
    for k in range(len(p.events)):
        e = p.events[k]
        x = 8 + k * (sw + 6)
        if e < 0:
            out.append(_rect(x, y + 16, sw, 52, S.slot, 4) + _t(x + sw / 2, y + 45, "empty", S.size10 | S.muted | S.centre))
            continue
        ev = EVENTS[e]
        shape = [_use(f"inE{sw}", x, y + 16, S.lit | S.box),
                 _t(x + 6, y + 29, fit_text(f"#{k + 1} {ev.name}", 10, sw - 10, True), S.size10 | S.bold)]
        if ev.blank:
            shape.append(_lines(x + 6, y + 42, ["blank: no effect;", "stays at #1 until pushed"], 10, S.muted))
            label = f"event #{k + 1}, {ev.name} (blank)"
        else:
            shape.append(_t(x + 6, y + 42, fit_text("now: " + modifier_text(ev.modifier), 9, sw - 10)))
            shape.append(_t(x + 6, y + 53, fit_text("cleanup: " + cleanup_text(ev.cleanup), 9, sw - 10)))
            label = (f"event #{k + 1}, {ev.name} ({modifier_text(ev.modifier)}; at cleanup "
                     f"{cleanup_text(ev.cleanup)})")
        out.append(_target(event_id(k + 1), label, "".join(shape), hl, sel, last))
    return "".join(out), 72


def _quests(p, y: float) -> tuple[str, float]:
    out = [_t(8, y + 11, f"Quests (1 VP each at cleanup; {len(p.quest_deck)} in the deck)", S.size10 | S.bold)]
    sw = (TRK_W - 16 - 12) // 3
    for k, q in enumerate(p.quests):
        x = 8 + k * (sw + 6)
        if q < 0:
            out.append(_rect(x, y + 16, sw, 32, S.slot, 4))
            continue
        out.append(_use(f"inQ{sw}", x, y + 16, S.box)
                   + _t(x + 6, y + 28, fit_text(QUESTS[q].name, 10, sw - 10, True), S.size10 | S.bold)
                   + _t(x + 6, y + 41, fit_text(condition_text(QUESTS[q].condition), 9, sw - 10), ""))
    return "".join(out), 52


def _market(p, y: float) -> tuple[str, float]:
    bits = []
    for g, good in enumerate(GOODS):
        now = p.price(g)
        d = now - good.price
        bits.append(f"{good.id} {now}" + (f" (base {good.price}, events {_signed(d)})" if d else ""))
    text = "Market: " + " · ".join(bits)
    vp = (f"VP limit {NUMBERS['vp_limit']}; announced at {' and '.join(map(str, NUMBERS['announce_at']))} · "
          f"wages {NUMBERS['wage']} a unit")
    return _t(8, y + 11, text, S.size10 | S.bold) + _t(8, y + 24, vp, S.size10 | S.muted), 30


def tracks_panel(p, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    w = TRK_W
    body = [""]
    y = 4.0
    for part in (_initiative(p, y, hl, sel, last),):
        body.append(part[0])
        y += part[1]
    for fn in (_courts, _events):
        s, h = fn(p, y, hl, sel, last)
        body.append(s)
        y += h + 4
    for fn in (_quests, _calendar, _market):
        s, h = fn(p, y)
        body.append(s)
        y += h + 2
    hgt = math.ceil(y + 2)
    body[0] = _rect(0, 0, w, hgt, S.paper, 0)
    return w, hgt, "".join(body)


# ---- the players -----------------------------------------------------------------------------------------

def _vp_chips(p, seat: int, x0: float, y: float, right: float) -> tuple[str, int]:
    """A player's VP tokens as chips (the same token twice as one chip, "×2"), in at most two rows; the
    chips' shapes and how many rows they take."""
    chips: dict[tuple[str, str], int] = {}
    for kind, what in p.vp_tokens(seat):
        if kind == "influence":
            key = f"{what.title()} token", f"inl{FACTION_INDEX[what]}"
        elif kind == "alliance":
            key = f"{what.title()} alliance", f"inl{FACTION_INDEX[what]}"
        else:
            q = next((k for k, qq in enumerate(QUESTS) if qq.id == what), None)
            key = (QUESTS[q].name if q is not None else "quest"), S.vp_token
        chips[key] = chips.get(key, 0) + 1
    shapes, words, x, row = [], [], x0, 0
    items = [(text + (f" ×{n}" if n > 1 else ""), cls) for (text, cls), n in chips.items()]
    for k, (text, cls) in enumerate(items):
        cw = text_width(text, 9) + 8
        if x + cw > right and x > x0:
            if row == 1:  # no third row: say how many more
                words.append(f'<tspan x="{_n(x)}" y="{_n(y + 16 * row + 10)}">+{len(items) - k} more</tspan>')
                break
            x, row = x0, 1
        shapes.append(_rect(x, y + 16 * row, cw, 13, cls, 6))
        words.append(f'<tspan x="{_n(x + 4)}" y="{_n(y + 16 * row + 10)}">{esc(text)}</tspan>')
        x += cw + 3
    return "".join(shapes) + "<text>" + "".join(words) + "</text>", row + 1


def _upgrades_head(y: float) -> tuple[str, float]:
    """The upgrade slots' names, prices and effects over the columns of every player's slots; its height."""
    out = [_t(10, y + 9, "Upgrades (two closed at random on every tablet; blank: still open)", S.bold)]
    deepest = 0
    for i, u in enumerate(UPGRADES):
        x = 10 + i * (UPG_W + 4)
        name = wrap_text(u.name, 9, UPG_W - 4, True)
        effect = _upgrade_text(i).replace(", a star", "").replace("combat cards", "cards").split(", ")
        words = [f"{u.price} gold" + (", a star" if u.star else "")] + effect
        out.append(_lines(x + 2, y + 21, name, 10, S.bold) + _lines(x + 2, y + 21 + 10 * len(name), words, 10, S.muted))
        deepest = max(deepest, len(name) + len(words))
    return "".join(out), 16 + 10 * deepest


def _player(p, seat: int, y: float) -> tuple[str, float]:
    w = PLY_W
    dec = p.current_player
    viewer = getattr(p, "viewer", None)
    out = []
    name = p.names[seat]
    out.append(_use(f"inm{seat}", 13, y + 10))
    short = fit_text(name, 11, 120, True)
    nx = 23 + text_width(short, 11, True) + 4
    vp = len(p.vp[seat])
    bits = [f"{ORDINAL[p.initiative(seat)]} in order", f"{p.gold[seat]} gold", f"{vp} VP"]
    score = f"points now {p.scores[seat]}"
    if seat == dec:
        bits.insert(0, "▶ deciding")
    # the name, what the player holds and an announcement in one line, "points now" at its right end; when
    # they do not all fit, what does not moves to a second line (the score is never left out)
    room = w - 8 - text_width(score, 10) - 8
    words = [(f"{b}", "") for b in bits]
    if p.announced[seat]:
        words.append((f"announced {p.announced[seat]}", S.bold | S.red))
    first, rest, x = [], [], nx
    for text, cls in words:
        wd = text_width(text, 10, S.bold in cls) + text_width(" · ", 10)
        if not rest and x + wd <= room:
            first.append((text, cls))
            x += wd
        else:
            rest.append((text, cls))

    def spans(items):
        out, plain = [], []
        for text, cls in items:
            if cls:
                if plain:
                    out.append(esc(" · ".join(plain)))
                    plain = []
                out.append(f'<tspan class="{cls}">{esc(text)}</tspan>')
            else:
                plain.append(text)
        if plain:
            out.append(esc(" · ".join(plain)))
        return " ".join(out)

    head = f'<tspan class="inh">{esc(short)}</tspan> {spans(first)}'
    head += f'<tspan x="{w - 8}" class="inu ine">{score}</tspan>'
    if rest:
        line = " · ".join(t for t, _ in rest)
        if text_width(line, 10, True) > w - 31:
            rest = [(fit_text(line, 10, w - 31, True), "")]
        head += f'<tspan x="23" dy="12">{spans(rest)}</tspan>'
    out.append(f'<text x="23" y="{_n(y + 14)}" class="in10">{head}</text>')
    y += 20 + (12 if rest else 0)
    # VP tokens
    if p.vp[seat]:
        chips, rows = _vp_chips(p, seat, 30, y, w - 8)
        out.append(_t(10, y + 10, "VP:", S.muted) + chips)
        y += 16 * rows
    # garrisons
    gx = 10
    out.append(_use("inG", gx, y))
    gx += 44
    space, full, empty = 0, [], []
    for gar in GARRISONS:
        for _ in range(gar.spaces):
            (full if p.garrison[seat][space] else empty).append(f"M{_n(gx + 3)} {_n(y + 12)}h10v10h-10z")
            gx += 16
            space += 1
        gx += 8
    if full:
        out.append(f'<path d="{"".join(full)}" class="inp{seat}"/>')
    if empty:
        out.append(f'<path d="{"".join(empty)}" class="inslot"/>')
    out.append(_lines(gx + 4, y + 11, [f"combat power {p.base_power(seat)} · cards {p.card_limit(seat)}",
                                       f"{p.units_on_map(seat)} on the map, {p.graveyard[seat]} in the graveyard"],
                      11))
    y += 28
    # upgrades
    for i in range(len(UPGRADES)):  # an open slot is left blank (the head says so)
        if p.upgrades[seat][i] != 1:
            out.append(_use(f"inS{p.upgrades[seat][i]}", 10 + i * (UPG_W + 4), y))
    y += 17
    # hand, workers, this season, combat tokens, personal quest
    pl = p.planned[seat]
    if pl >= 0 and (p.phase != "plan" or viewer in (None, seat)):
        season = WORKERS[pl].name + (" (face down)" if p.phase == "plan" else "")
    elif pl == -1:
        season = "none yet"
    else:
        season = "face down"
    line = [f"hand {len(p.hand[seat])} of {p.hand_limit(seat)}", f"workers {len(p.workers[seat])}",
            f"this season: {season}"]
    if p.phase == "draft":
        line[-1] = f"pack {len(p.packs[seat])}"
    lines = [fit_text(" · ".join(line), 9, w - 20)]
    tokens = []
    if p.victories[seat]:
        tokens.append("beat " + ", ".join(p.names[i] for i in p.victories[seat]))
    if p.defeats[seat]:
        tokens.append("beaten by " + ", ".join(p.names[i] for i in p.defeats[seat]))
    if p.won[seat]:
        tokens.append("won a combat this year")
    stars = p.stars(seat)
    if stars:
        tokens.append(f"{stars} star{'s' if stars != 1 else ''}")
    per = p.personal[seat]
    if per >= 0:
        done = p.holds(seat, PERSONAL[per].condition)
        tokens.append(f"personal quest: {PERSONAL[per].name} ({condition_text(PERSONAL[per].condition)})"
                      + (" ✓" if done else ""))
    more = wrap_text(" · ".join(tokens), 9, w - 20)[:2] if tokens else []
    # the hand line, then the tokens and the personal quest in muted lines, all in one text
    out.append(f'<text x="10" y="{_n(y + 9)}">{esc(lines[0])}'
               + "".join(f'<tspan x="10" dy="{12 if k == 0 else 11}" class="inm">{esc(ln)}</tspan>'
                         for k, ln in enumerate(more)) + "</text>")
    y += 12 + 11 * len(more)
    return "".join(out), y + 4


def players_panel(p, hl: set, sel: set, last: set) -> tuple[float, float, str]:
    w = PLY_W
    head, y = _upgrades_head(2)
    body, rules = ["", head], []
    for seat in range(p.players):
        rules.append(f"M6 {_n(y)}H{w - 6}")
        s, y = _player(p, seat, y)
        body.append(s)
    body.append(f'<path d="{"".join(rules)}" stroke="{LINE}"/>')
    hgt = math.ceil(y + 2)
    body[0] = _rect(0, 0, w, hgt, S.paper, 0)
    return w, hgt, "".join(body)


# ---- whole pictures ------------------------------------------------------------------------------------------

def _last_ids(last) -> set:
    """The target ids of the last action, marked where they are still drawn (not on the buttons)."""
    try:
        return {c for c in last.clicks if not c.startswith(("choice.", "act.", "deck."))} if last is not None else set()
    except Exception:  # noqa: BLE001 - a foreign object
        return set()


def _build(p, highlight, selected, last, live: bool = True):
    """The four panels as (name, width, height, body); ``live=False``: a picture to keep, without targets."""
    hl, sel, lm = set(highlight) if live else None, set(selected), _last_ids(last)
    return [("decision",) + decision_panel(p, hl, sel, lm), ("map",) + map_panel(p, hl, sel, lm),
            ("tracks",) + tracks_panel(p, hl, sel, lm), ("players",) + players_panel(p, hl, sel, lm)]


#: the targets drawn in the tracks panel (initiative markers, courts, events) and in the map (lands)
_TRACK_TARGETS, _MAP_TARGETS = ("seat.", "faction.", "event."), ("land.",)


def board_in_play(p, highlight: Iterable[str] = (), selected: Iterable[str] = ()) -> str:
    """The board panel the decision is played on, shown beside the decision panel: "tracks" in a Politics
    step (its steps move markers and events) and whenever what is lit or chosen lies on the tracks and
    nothing on the map (an ability that raises influence), else "map"."""
    ids = [*highlight, *selected]
    on_map = any(t.startswith(_MAP_TARGETS) for t in ids)
    politics = p.phase == "act" and p.act is not None and p.act.kind == "politics"
    on_tracks = politics or any(t.startswith(_TRACK_TARGETS) for t in ids)
    return "tracks" if on_tracks and not on_map else "map"


def panel_order(p, highlight: Iterable[str] = (), selected: Iterable[str] = ()) -> list[str]:
    """The panels in the order the Table shows them: the decision first, the board in play beside it
    (the map, or the tracks while the decision is played on them), then the rest."""
    if board_in_play(p, highlight, selected) == "tracks":
        return ["decision", "tracks", "map", "players"]
    return ["decision", "map", "tracks", "players"]


def panels_svg(p, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> dict[str, str]:
    """The four panels as separate SVG pictures, in the order the Table shows them (``panel_order``):
    the decision panel and the board it is played on share the first row, so that every lit target of a
    decision is in the window together with the status line and the controls."""
    highlight, selected = list(highlight), list(selected)
    built = {name: KIT.doc(w, h, body, f"Seasons of Intrigue, {name}: {p.prompt}")
             for name, w, h, body in _build(p, highlight, selected, last)}
    return {name: built[name] for name in panel_order(p, highlight, selected)}


def table_svg(p, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
    """The whole table in one picture: decision and map in the first row, tracks and players under them.

    With nothing lit and nothing chosen it is a picture to keep: its targets are then plain groups."""
    highlight, selected = list(highlight), list(selected)
    live = bool(highlight or selected)
    panels = [panel[1:] for panel in _build(p, highlight, selected, last, live)]
    return KIT.doc(*KIT.table([panels[:2], panels[2:]], GAP), f"Seasons of Intrigue — {p.prompt}", live)


# ---- words for the choice buttons --------------------------------------------------------------------------

def _seat_words(p, word: str) -> str:
    s = seat_of(word)
    return p.names[s] if s is not None and s < p.players else word


def _args_words(p, args: tuple) -> str:
    if not args:
        return ""
    words = [_seat_words(p, a) if seat_of(a) is not None else a.title() for a in args]
    return " (" + " and ".join(words) + ")"


def action_label(p, action) -> str:
    """Plain words for an action: 'Move a unit from e4 to i1 (attacking Birch)'."""
    t = type(action)
    me = p.seat
    if t is Draft:
        w = WORKER_INDEX[action.target]
        return f"Pick {WORKERS[w].name} ({_court(WORKERS[w].faction)}, power {WORKERS[w].power})"
    if t is Plan:
        w = WORKER_INDEX[action.target]
        return f"Place {WORKERS[w].name} for {SEASONS[p.season]} (power {p.power(me, w)} now)"
    if t is Act:
        w = p.planned[me]
        pw = p.power(me, w, action.target) + (p.act.bonus if p.act else 0) if w >= 0 else 0
        return f"{action.target.title()} with power {max(0, pw)}"
    if t is Ability:
        w = p.planned[me]
        op = WORKERS[w].ability[0] if w >= 0 and WORKERS[w].ability else None
        what = op_text(op) if op else "its ability"
        return f"Use the ability: {what}{_args_words(p, action.args)}"
    if t is Intrigue:
        c = CARD_INDEX[action.card]
        return f"Play {CARDS[c].name}: {op_text(CARDS[c].op)}{_args_words(p, action.args)}"
    if t is Initiative:
        s = action.seat
        way = "up (earlier)" if action.direction == "up" else "down (later)"
        return f"Move {p.names[s]}'s initiative marker {way}"
    if t is EventSwap:
        k = action.k
        e = p.events[k - 1]
        name = EVENTS[e].name if e >= 0 else f"event #{k}"
        if k == 1 and action.direction == "left":
            return f"Push {name} off the event row"
        j = k - 1 if action.direction == "left" else k + 1
        other = p.events[j - 1]
        return f"Swap {name} (#{k}) with {EVENTS[other].name if other >= 0 else 'the empty place'} (#{j})"
    if t is Influence:
        f = FACTION_INDEX[action.target]
        v = p.influence[me][f]
        return f"Raise your {_court(f)} influence ({v} → {v + 1})"
    if t is Draw:
        n = 1 + p.revealed_upgrades(me)
        return f"Draw {_plural(n, action.target + ' card')}"
    if t is BuyUpgrade:
        u = UPGRADE_INDEX[action.target]
        return f"Reveal {UPGRADES[u].name} for {UPGRADES[u].price} gold ({_upgrade_text(u)})"
    if t is Build:
        return f"Build on {action.target} for {NUMBERS['building_cost']} gold"
    if t is Deploy:
        return f"Deploy a unit to {action.target}"
    if t is Move:
        y = LAND_INDEX[action.to]
        foes = [p.names[i] for i, u in enumerate(p.units[y]) if u and i != me]
        return f"Move a unit from {action.frm} to {action.to}" + (f" (attacking {foes[0]})" if foes else "")
    if t is Sell:
        x = action.target
        if x in LAND_INDEX:
            land = LAND_INDEX[x]
            kind = p.tile_kind(land)
            if kind:
                g = GOOD_OF_KIND[kind]
                price = max(1, p.price(g) + (p.act.price[g] if p.act else 0))
                return f"Sell a {GOODS[g].id} from {x} for {price} gold"
            return f"Sell a good from {x}"
        price = NUMBERS["card_sale_price"]
        if x in WORKER_INDEX:
            return f"Sell the worker {WORKERS[WORKER_INDEX[x]].name} for {price} gold"
        return f"Sell {CARDS[CARD_INDEX[x]].name} for {price} gold"
    if t is Support:
        c = CARD_INDEX[action.card]
        card = CARDS[c]
        v = card.power if card.colour == "combat" else card.op[1]
        side = action.side
        return f"Play {card.name} (+{v}) for {p.names[side] if side is not None else action[1]}"
    if t is Pass:
        return "Pass: play no more cards in this combat"
    if t is Home:
        return f"Bring a unit home from {action.target}"
    if t is Discard:
        return f"Discard {CARDS[CARD_INDEX[action.target]].name}"
    if t is Pay:
        return f"Pay {NUMBERS['keep_card_price']} gold to keep a card over the limit"
    if t is Done:
        if p.phase == "home":
            return "Done: pay the wages" if p.step == "wages" else "Done: keep the other units on the map"
        if p.act and not p.act.kind:
            return "Done: take no action (the court's influence still rises)"
        return "Done: end the action"
    return str(action)


__all__ = ["CSS", "action_label", "board_in_play", "decision_panel", "map_panel", "panel_order", "panels_svg",
           "players_panel", "table_svg", "tracks_panel"]
