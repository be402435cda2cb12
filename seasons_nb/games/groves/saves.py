"""Groves: reading a save back (``load``, ``from_json``) and the conservation laws (``invariants``).

``load`` checks every field of ``State.to_dict`` data (``ValueError`` naming the field): types and ranges,
seats, the phase and the decision open, and that every spirit, token, portal, grove and card is in exactly
one place. ``invariants`` checks the same laws on a State built by the engine (``AssertionError``).
"""

from __future__ import annotations

from seasons_nb.core import NO, Log, Rng, check_invariants
from seasons_nb.core import validate
from seasons_nb.core.hexgrid import neighbours as hex_neighbours

from .actions import STAGES, BuyDecision, CardDecision, PortalDecision, PowerDecision, RewardDecision, cell_of
from .components import (
    COLOURED, DRAW, GROVE_COUNT, GROVES, HOLLOWS_SPACES, PORTALS, POWER_COLOUR, POWERS, PURCHASABLE, REALM_CARDS,
    REALM_CARDS_SHOWN, RESOURCE_GROVE, RESOURCES, ROW_COSTS, SOLO_TREE_AREAS, SPIRIT_INDEX, SPIRIT_TOTALS, SPIRITS,
    STACK_SIZE, SUMMONING, TREE_AREAS, WRAITH,
)
from .rules import SOLO_POWER_ORDER
from .state import RESOURCE_TOTALS, State, _add, _vadd
from .view import POSITION_FIELDS, Player, plot_refusal, realm_order


def ids(v, field: str, known, zero: bool = False, length: int | None = None) -> tuple[int, ...]:
    """A list of known ids (0 for a gap when ``zero``), none twice."""
    items = validate.as_list(list(v) if isinstance(v, tuple) else v, field, length, max_len=100)
    out = []
    for i, x in enumerate(items):
        x = validate.as_int(x, f"{field}[{i}]")
        validate.need(x in known or (zero and x == 0), f"{field}[{i}]", f"{x} is not one of the game's ids")
        out.append(x)
    ids = [x for x in out if x]
    validate.need(len(set(ids)) == len(ids), field, "an id appears twice")
    return tuple(out)


#: the state written by ``State.to_json``; ValueError naming the field for anything else
from_json = State.from_json


# ---- conservation: what is counted is counted once, for the engine's invariants and for the loader ---------------

def spirits_accounted(s) -> tuple[int, ...]:
    """Spirits of each colour wherever they are: supply, bags, hands, groves, the Tree, the wraith bag and what
    was just drawn from it, reminder spirits, the Hollows and banished wraiths (each should be its colour's total)."""
    seen = list(s.supply)
    for pl in s.seats:
        seen = _vadd(_vadd(seen, pl.bag), pl.hand)
        for _, _, sp, _ in pl.realm:
            if sp >= 0:
                seen = _add(seen, sp, 1)
    for _, sp, _ in s.tree:
        seen = _add(seen, sp, 1)
    seen = _vadd(_vadd(_vadd(seen, s.wraith_bag_counts), s.wraith_drawn), s.markers)
    return _add(seen, WRAITH, s.hollows + s.banished)


def tokens_accounted(s) -> tuple[int, ...]:
    """Earth, light, water, crystals and dominion in the supply and held (each should be its total)."""
    res = tuple(s.resource_supply)
    for pl in s.seats:
        res = _vadd(res, pl.resources)
    return res


def groves_accounted(s) -> tuple[list[int], list[int]]:
    """Where the groves are, sorted: the purchasable ones (row, draw stack, removed, box, realms) and the
    starting ones (realms, box); each should hold every id of its kind once."""
    realm_groves = [p[1] for pl in s.seats for p in pl.realm]
    placed = list(s.stack) + [g for g in s.row if g] + list(s.removed) + list(s.box)
    placed += [g for g in realm_groves if g <= GROVE_COUNT]
    starting = [g for g in realm_groves if g > GROVE_COUNT] + list(s.start_box)
    return sorted(placed), sorted(starting)


def summoning_accounted(s) -> list[int]:
    """Summoning cards in the deck, the box, held, scored or being chosen from, sorted."""
    cards = list(s.deck) + list(s.summon_box) + [c for pl in s.seats for c in pl.cards + pl.scored]
    if s.pending is not None and s.pending.kind == "card":
        cards += list(s.pending.cards)
    return sorted(cards)


def portal_pieces(s) -> tuple[int, int]:
    """Portal bases and mirrors in the supply and in play (a mirror taken for a portal still to open included);
    each should be PORTALS."""
    bases = s.portal_supply[0] + sum(pl.base + len(pl.portals) for pl in s.seats)
    mirrors = s.portal_supply[1] + sum(len(pl.portals) for pl in s.seats)
    mirrors += 1 if s.pending is not None and s.pending.kind == "portal" else 0
    return bases, mirrors


STARTING_GROVES = sorted(g for g in GROVES if g > GROVE_COUNT)


def invariants(state: State) -> None:
    """Check conservation laws; raises AssertionError (with a message) if one is broken.

    Spirits of each colour, elements, crystals, dominion, portals, groves (stack, row,
    realms, box, removed), starting groves and both kinds of cards are all accounted
    for, once each, and no supply or holding is negative.
    """
    check_invariants(state, State, _accounted)


def _accounted(s: State) -> None:
    for seat, pl in enumerate(s.seats):
        for t in (pl.bag, pl.hand, pl.resources):
            assert min(t) >= 0, f"seat {seat}: negative holding {t}"
        cells = [p[0] for p in pl.realm]
        assert len(cells) == len(set(cells)), f"seat {seat}: two groves on one space"
        for cell, g, sp, by in pl.realm:
            if sp >= 0:
                assert plot_refusal(sp, (cell, g, NO, NO)) is None, \
                    f"seat {seat}: a spirit on the quick-reference grove"
                assert 0 <= by < s.players, f"seat {seat}: a spirit placed by no seat"
        assert pl.base in (0, 1), f"seat {seat}: portal bases {pl.base}"
        assert len(set(pl.portals)) == len(pl.portals) and all(t in s.neighbours(seat) for t in pl.portals), \
            f"seat {seat}: portals {pl.portals}"
    assert all(sp != WRAITH for _, sp, _ in s.tree), "a wraith on the Tree of Idyll"
    assert min(s.supply) >= 0 and min(s.resource_supply) >= 0 and min(s.wraith_bag_counts) >= 0, "negative supply"
    spirits = spirits_accounted(s)
    assert spirits == SPIRIT_TOTALS, f"spirits {spirits} != {SPIRIT_TOTALS}"
    res = tokens_accounted(s)
    assert res == RESOURCE_TOTALS, f"resources {res} != {RESOURCE_TOTALS}"
    assert portal_pieces(s) == (PORTALS, PORTALS), "portal bases and mirrors"
    assert 0 <= s.hollows <= HOLLOWS_SPACES, f"hollows {s.hollows}"
    placed, starting = groves_accounted(s)
    assert placed == list(PURCHASABLE), "each grove is in exactly one place"
    assert starting == STARTING_GROVES, "each starting grove is in exactly one place"
    assert summoning_accounted(s) == sorted(SUMMONING), "each summoning card is in exactly one place"
    assert sorted(s.realm_cards + s.realm_box) == sorted(REALM_CARDS), "each realm card is in one place"
    claimed = [c for pl in s.seats for c in pl.lightning]
    assert len(claimed) == len(set(claimed)) and set(claimed) <= set(s.realm_cards), "lightning cards"
    if s.phase == "play" and s.pending is None:
        assert sum(s.seats[s.seat].hand) > 0, "the player to move holds spirits"


# ---- reading saves ----------------------------------------------------------------------------------

#: the phases of a game
PHASES = ("start", "play", "over")
#: the save's key for each field named otherwise in the State (saves keep their short keys)
_SAVE_KEY = {"seats": "players", "resource_supply": "res", "wraith_bag_counts": "wbag", "wraith_drawn": "wdraw"}
_KEYS = tuple(_SAVE_KEY.get(k, k) for k in POSITION_FIELDS if k != "seats") + ("game", "players", "rng")
_PLAYER_KEYS = ("realm", "bag", "hand", "res", "cards", "scored", "lightning", "base", "portals", "start")


def load(d) -> State:
    """A State from ``to_dict`` data, every field checked (ValueError naming the field)."""
    validate.as_dict(d, "state", _KEYS, exact=True)
    validate.need(d["game"] == "groves", "game", "not a Groves save")
    players = validate.as_list(d["players"], "players", max_len=10)
    n = len(players)
    validate.need(n in STACK_SIZE, "players", f"Groves is for 1 to 4 players, not {n}")
    solo = n == 1
    names = validate.as_names(d["names"], "names", n)
    rng = Rng(validate.as_int(d["rng"], "rng", 0, (1 << 64) - 1))
    phase = validate.as_str(d["phase"], "phase", PHASES)
    order = ids(d["order"], "order", range(n))
    rnd = validate.as_int(d["round"], "round", 0, 10_000)
    crown = validate.as_seat(d["crown"], "crown", n)
    seat = validate.as_seat(d["seat"], "seat", n)
    crown_placed = validate.as_bool(d["crown_placed"], "crown_placed")
    final = validate.as_bool(d["final"], "final")
    top = max(SPIRIT_TOTALS)
    supply = validate.as_counts(d["supply"], "supply", SPIRITS, top)
    res = validate.as_counts(d["res"], "res", RESOURCES, max(RESOURCE_TOTALS))
    portal_supply = tuple(validate.as_int(x, f"portal_supply[{i}]", 0, PORTALS)
                          for i, x in enumerate(validate.as_list(d["portal_supply"], "portal_supply", 2)))
    row = ids(d["row"], "row", PURCHASABLE, zero=True, length=len(ROW_COSTS))
    stack = ids(d["stack"], "stack", PURCHASABLE)
    box = ids(d["box"], "box", PURCHASABLE)
    removed = ids(d["removed"], "removed", PURCHASABLE)
    start_box = ids(d["start_box"], "start_box", [g for g in GROVES if g > GROVE_COUNT])
    realm_cards = ids(d["realm_cards"], "realm_cards", REALM_CARDS)
    validate.need(len(realm_cards) == REALM_CARDS_SHOWN, "realm_cards", f"{REALM_CARDS_SHOWN} cards are revealed")
    realm_box = ids(d["realm_box"], "realm_box", REALM_CARDS)
    deck = ids(d["deck"], "deck", SUMMONING)
    summon_box = ids(d["summon_box"], "summon_box", SUMMONING)
    tree = []
    for i, item in enumerate(validate.as_list(d["tree"], "tree", max_len=200)):
        area, sp, by = validate.as_list(item, f"tree[{i}]", 3)
        validate.as_str(area, f"tree[{i}]", SOLO_TREE_AREAS if solo else TREE_AREAS)
        validate.as_str(sp, f"tree[{i}]", SPIRITS[:WRAITH])
        tree.append((area, SPIRIT_INDEX[sp], validate.as_seat(by, f"tree[{i}]", n)))
    wbag = validate.as_counts(d["wbag"], "wbag", SPIRITS, top)
    wdraw = validate.as_counts(d["wdraw"], "wdraw", SPIRITS, DRAW)
    markers = validate.as_counts(d["markers"], "markers", SPIRITS, 1)
    hollows = validate.as_int(d["hollows"], "hollows", 0, HOLLOWS_SPACES)
    banished = validate.as_int(d["banished"], "banished", 0, SPIRIT_TOTALS[WRAITH])
    gifted = tuple(SPIRIT_INDEX[validate.as_str(c, f"gifted[{i}]", [SPIRITS[k] for k in COLOURED])]
                   for i, c in enumerate(validate.as_list(d["gifted"], "gifted", max_len=4)))
    validate.need(list(gifted) == sorted(set(gifted)), "gifted", "colours in order, once each")
    powers_done = tuple(validate.as_str(p, f"powers_done[{i}]", POWERS)
                        for i, p in enumerate(validate.as_list(d["powers_done"], "powers_done", max_len=4)))
    validate.need(powers_done == tuple(SOLO_POWER_ORDER[:len(powers_done)]), "powers_done",
           "powers are offered in their order")
    result = d["result"]
    validate.need(result in (None, "won", "lost"), "result", "expected null, 'won' or 'lost'")
    log = Log(validate.as_log(d["log"]))
    if not solo:
        for k, v in (("wbag", wbag), ("wdraw", wdraw), ("markers", markers)):
            validate.need(not any(v), k, "only the solo game has a wraith bag")
        for k, v in (("gifted", gifted), ("hollows", hollows), ("banished", banished),
                     ("powers_done", powers_done), ("result", result)):
            validate.need(not v, k, "only the solo game has one")
    validate.need(all(markers[c] <= (c in gifted) for c in range(len(SPIRITS))), "markers",
           "a reminder spirit only for a colour given to the wraith bag")
    ps = []
    for i, q in enumerate(players):
        f = f"players[{i}]"
        validate.as_dict(q, f, _PLAYER_KEYS, exact=True)
        realm = []
        for j, item in enumerate(validate.as_list(q["realm"], f"{f}.realm", max_len=GROVE_COUNT + 4)):
            ff = f"{f}.realm[{j}]"
            space, g, sp, by = validate.as_list(item, ff, 4)
            cell = cell_of(space) if isinstance(space, str) else None
            validate.need(cell is not None, ff, f"{str(space)[:20]!r} is not a space")
            validate.need(type(g) is int and g in GROVES, ff, "not a grove id")
            if sp is None:
                validate.need(by == NO, ff, "a free grove has no placer")
                realm.append((cell, g, NO, NO))
            else:
                validate.as_str(sp, ff, SPIRITS)
                realm.append((cell, g, SPIRIT_INDEX[sp], validate.as_seat(by, ff, n)))
        realm.sort(key=realm_order)
        start = q["start"]
        validate.need(start is None or start in [SPIRITS[c] for c in COLOURED], f"{f}.start", "a colour or null")
        pl = Player(tuple(realm), validate.as_counts(q["bag"], f"{f}.bag", SPIRITS, top),
                    validate.as_counts(q["hand"], f"{f}.hand", SPIRITS, top),
                    validate.as_counts(q["res"], f"{f}.res", RESOURCES, max(RESOURCE_TOTALS)),
                    ids(q["cards"], f"{f}.cards", SUMMONING), ids(q["scored"], f"{f}.scored", SUMMONING),
                    ids(q["lightning"], f"{f}.lightning", REALM_CARDS),
                    validate.as_int(q["base"], f"{f}.base", 0, 1), ids(q["portals"], f"{f}.portals", range(n)),
                    SPIRIT_INDEX[start] if start else NO)
        _check_realm(pl, f, i)
        validate.need(all(t != i for t in pl.portals), f"{f}.portals", "a portal leads to another realm")
        validate.need(not solo or (not pl.portals and not pl.base), f"{f}.portals", "the solo game has no portals")
        ps.append(pl)
    starts = [pl.start for pl in ps if pl.start >= 0]
    validate.need(len(starts) == len(set(starts)), "players", "two players chose the same resource grove")
    pending = _pending(d["pending"], ps, phase, seat, n)
    s = State._make(names=names, seats=tuple(ps), rng=rng, phase=phase, order=order, round=rnd, crown=crown,
                    seat=seat, crown_placed=crown_placed, final=final, pending=pending, supply=supply,
                    resource_supply=res, portal_supply=portal_supply, row=row, stack=stack, box=box,
                    removed=removed, start_box=start_box, realm_cards=realm_cards, realm_box=realm_box, deck=deck,
                    summon_box=summon_box, tree=tuple(tree), wraith_bag_counts=wbag, wraith_drawn=wdraw,
                    hollows=hollows, banished=banished, gifted=gifted, markers=markers, powers_done=powers_done,
                    result=result, log=log)
    _check_phase(s)
    _check_conservation(s)
    try:
        invariants(s)
    except AssertionError as e:
        raise validate.fail("state", str(e)) from None
    return s


def _check_realm(pl: Player, f: str, seat: int) -> None:
    kinds = [GROVES[g].kind for _, g, _, _ in pl.realm]
    for kind in ("reference", "crystal", "spirit"):
        validate.need(kinds.count(kind) == 1, f"{f}.realm", f"a realm has one {kind} starting grove")
    resource = [g for _, g, _, _ in pl.realm if GROVES[g].kind == "resource"]
    if pl.start < 0:
        validate.need(not resource, f"{f}.realm", "no resource grove before it is chosen")
    else:
        validate.need(resource == [RESOURCE_GROVE[pl.start]], f"{f}.realm", "the resource grove of the start colour")
    cells = {p[0] for p in pl.realm}
    validate.need(len(cells) == len(pl.realm), f"{f}.realm", "two groves on one space")
    seen, todo = set(), [next(iter(cells))]
    while todo:
        c = todo.pop()
        if c in seen:
            continue
        seen.add(c)
        todo.extend(nb for nb in hex_neighbours(c) if nb in cells)
    validate.need(seen == cells, f"{f}.realm", "every grove touches the realm")
    for cell, g, sp, _by in pl.realm:
        if sp >= 0:
            validate.need(plot_refusal(sp, (cell, g, NO, NO)) is None, f"{f}.realm", "no spirit on the quick-reference grove")


def _pending(v, ps, phase: str, seat: int, n: int):
    if v is None:
        return None
    items = validate.as_list(v, "pending", max_len=6)
    validate.need(phase == "play" and items, "pending", "a decision is open only in play")
    kind = items[0]
    if kind == "reward":
        _, stage, owner, space, sp = validate.as_list(items, "pending", 5)
        validate.as_str(stage, "pending", STAGES)
        owner = validate.as_seat(owner, "pending", n)
        cell = cell_of(space) if isinstance(space, str) else None
        validate.need(cell is not None, "pending", "not a space")
        validate.as_str(sp, "pending", SPIRITS)
        spirit = SPIRIT_INDEX[sp]
        plot = ps[owner].plot(cell)
        validate.need(plot is not None and plot[2] == spirit and plot[3] == seat, "pending",
               "the reward of the grove the player to move just took")
        grove = GROVES[plot[1]]
        reward = grove.primary if stage == "primary" else grove.bonus
        validate.need(reward is not None, "pending", "that grove has no such reward")
        if stage == "bonus":
            validate.need(spirit == WRAITH or spirit == grove.colour, "pending", "the bonus needs a matching spirit")
        return RewardDecision(stage, owner, cell, spirit)
    if kind == "buy":
        validate.as_list(items, "pending", 1)
        return BuyDecision()
    if kind == "card":
        _, a, b = validate.as_list(items, "pending", 3)
        cards = ids([a, b], "pending", SUMMONING)
        return CardDecision(cards)
    if kind == "portal":
        targets = ids(items[1:], "pending", range(n))
        validate.need(len(targets) >= 2 and list(targets) == sorted(targets), "pending", "two neighbours to choose from")
        return PortalDecision(targets)
    if kind == "power":
        _, power = validate.as_list(items, "pending", 2)
        validate.as_str(power, "pending", POWERS)
        validate.need(n == 1, "pending", "powers are solo only")
        return PowerDecision(power)
    raise validate.fail("pending", f"{str(kind)[:20]!r} is not a decision")


def _check_phase(s: State) -> None:
    if s.phase == "start":
        validate.need(s.order == tuple(range(len(s.order) - 1, -1, -1)) and s.order, "order",
               "the seats still to choose, from the last down to the first")
        for i, pl in enumerate(s.seats):
            validate.need((pl.start < 0) == (i in s.order), f"players[{i}].start", "chosen once, in order")
            validate.need(not any(pl.bag) and not any(pl.hand), f"players[{i}].bag", "empty before the game starts")
        validate.need(s.round == 0 and not s.tree and not s.crown_placed and s.crown == 0, "round",
               "the first round has not begun")
        return
    validate.need(not s.order, "order", "everyone has chosen")
    validate.need(all(pl.start >= 0 for pl in s.seats), "players", "every player has chosen a resource grove")
    validate.need(s.round >= 1, "round", "at least 1 once play starts")
    if s.phase == "play":
        validate.need(s.result is None, "result", "the game is not over")
        if s.pending is None:
            validate.need(sum(s.seats[s.seat].hand) > 0, "seat", "the player to move holds spirits")
        if s.pending is not None and s.pending.kind == "portal":
            validate.need(s.seats[s.seat].base == 1 and all(s.portal_refusal(s.seat, t) is None for t in s.pending.targets),
                   "pending", "a portal toward neighbours it does not lead to yet")
        if s.pending is not None and s.pending.kind == "power":
            validate.need(s.pending.power in s.powers_done and s.wraith_drawn[POWER_COLOUR[s.pending.power]], "pending",
                   "a power of a colour just drawn")
        elif s.pending is None or not s.solo:
            validate.need(not any(s.wraith_drawn), "wdraw", "spirits are drawn from the wraith bag only at round end")
        return
    validate.need(s.pending is None, "pending", "no decision is open once the game is over")
    if s.solo:
        validate.need(s.result in ("won", "lost"), "result", "a finished solo game is won or lost")
        full = s.hollows >= HOLLOWS_SPACES
        if s.result == "won":
            validate.need(s.final and not full and s.scores[0] > s.threshold(), "result",
                   "a win needs the final round and more dominion than the Hollows")
        else:
            validate.need(full or (s.final and s.scores[0] <= s.threshold()), "result",
                   "a loss needs full Hollows or too little dominion")
    else:
        validate.need(s.final, "final", "the game ends after the final round")
        validate.need(all(not any(pl.hand) for pl in s.seats), "players", "every spirit was placed")


def _check_conservation(s: State) -> None:
    seen = spirits_accounted(s)
    for c, name in enumerate(SPIRITS):
        validate.need(seen[c] == SPIRIT_TOTALS[c], "supply",
               f"{seen[c]} {name} spirits are accounted for; the game has {SPIRIT_TOTALS[c]}")
    res = tokens_accounted(s)
    for i, name in enumerate(RESOURCES):
        validate.need(res[i] == RESOURCE_TOTALS[i], "res", f"{res[i]} {name} accounted for; the game has "
               f"{RESOURCE_TOTALS[i]}")
    placed, starting = groves_accounted(s)
    validate.need(placed == list(PURCHASABLE), "stack", "each of the 28 groves is in exactly one place "
           "(row, draw stack, box, removed, a realm)")
    validate.need(starting == STARTING_GROVES, "start_box", "each starting grove is in exactly one place")
    validate.need(summoning_accounted(s) == sorted(SUMMONING), "deck", "each summoning card is in exactly one place")
    validate.need(sorted(s.realm_cards + s.realm_box) == sorted(REALM_CARDS), "realm_box",
           "each realm card is in exactly one place")
    claimed = [c for pl in s.seats for c in pl.lightning]
    validate.need(len(claimed) == len(set(claimed)) and all(
        c in s.realm_cards and REALM_CARDS[c].type == "lightning" for c in claimed), "lightning",
        "a revealed lightning card, claimed once")
    validate.need(portal_pieces(s) == (PORTALS, PORTALS), "portal_supply", f"{PORTALS} bases and mirrors in all")
    for i, pl in enumerate(s.seats):
        for _cell, _grove, sp, by in pl.realm:
            if sp >= 0:
                validate.need(s.visit_refusal(by, i) is None, f"players[{i}].realm", "a visitor came through a portal")
