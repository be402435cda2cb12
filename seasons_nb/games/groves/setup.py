"""Groves: setting up a game (``new_game``) and a teaching position (``from_position``), with their checks.

``new_game`` deals what the rulebook's set-up deals (realm cards, the groves in play, the summoning deck,
each seat's starting groves and tokens) and leaves the first decision to the last seat: the choice of a
resource-generating starting grove. ``from_position`` builds a position past those choices from a few
keywords, checks each one (``ValueError`` naming the argument) and reads the result back through the
loader, so a teaching position is exactly as checked as a save.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from seasons_nb.core import NO, Log, Rng
from seasons_nb.core import validate

from .actions import parse_site, seat_of
from .components import (
    BAG_WHITES, COLOURED, GROVE_COUNT, GROVES, HOLLOWS_SPACES, PORTALS, PURCHASABLE, REALM_CARDS,
    REALM_CARDS_SHOWN, RESOURCE_GROVE, RESOURCES, ROW_COSTS, SOLO_CRYSTALS, SOLO_TREE_AREAS, SOLO_WRAITH_BAG,
    SPIRIT_INDEX, SPIRIT_TOTALS, SPIRITS, STACK_SIZE, START_CRYSTALS, START_ELEMENTS, STARTING, SUMMONING,
    TREE_AREAS, WHITE, WRAITH, plural,
)
from .saves import ids, load
from .state import LAYOUT, RESOURCE_TOTALS, State, _add, _vadd, _with_plot
from .view import Player, plot_refusal, realm_order

DEFAULT_NAMES = ("North Wind", "East Wind", "South Wind", "West Wind")


def _names(players, names) -> tuple[str, ...]:
    if type(players) is not int or players not in STACK_SIZE:
        raise validate.fail("players", "Groves is for 1 to 4 players (1 is the solo game)")
    if names is None:
        return DEFAULT_NAMES[:players]
    return validate.as_names(names, "names", players)


def _blank(names: tuple[str, ...], rng: Rng) -> State:
    """An empty table before set-up: full supplies, no realm, no card dealt."""
    return State._make(
        names=names, seats=(), rng=rng, phase="start", order=tuple(range(len(names) - 1, -1, -1)), round=0, crown=0,
        seat=0, crown_placed=False, final=False, pending=None, supply=SPIRIT_TOTALS, resource_supply=RESOURCE_TOTALS,
        portal_supply=(PORTALS, PORTALS), row=(0,) * len(ROW_COSTS), stack=(), box=(), removed=(), start_box=(),
        realm_cards=(), realm_box=(), deck=(), summon_box=(), tree=(), wraith_bag_counts=(0,) * 6,
        wraith_drawn=(0,) * 6, markers=(0,) * 6, hollows=0, banished=0, gifted=(), powers_done=(), result=None, log=Log())


def _starting_realm(seat: int) -> tuple:
    return tuple(sorted(((LAYOUT[kind], STARTING[kind][seat], NO, NO) for kind in ("reference", "crystal", "spirit")),
                        key=realm_order))


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None, **options) -> State:
    """A new game after the table is set up: the first decision is the last seat's choice of
    resource-generating starting grove. ``players=1`` is the solo game."""
    if options:
        raise TypeError(f"unknown options: {', '.join(sorted(options))}")
    validate.as_int(seed, "seed")
    names = _names(players, names)
    solo = players == 1
    s = _blank(names, Rng(seed))._begin()
    realm_cards, s.rng = s.rng.shuffled(sorted(REALM_CARDS))
    s.realm_cards = tuple(realm_cards[:REALM_CARDS_SHOWN])
    s.realm_box = tuple(realm_cards[REALM_CARDS_SHOWN:])
    groves, s.rng = s.rng.shuffled(PURCHASABLE)
    n = STACK_SIZE[players]
    s.box = tuple(groves[n:])
    stack = groves[:n]
    s.row = tuple(stack[-1:-len(ROW_COSTS) - 1:-1])
    s.stack = tuple(stack[:-len(ROW_COSTS)])
    cards = sorted(SUMMONING)
    if solo:
        s.summon_box = tuple(c for c in cards if SUMMONING[c].wraith)
        cards = [c for c in cards if not SUMMONING[c].wraith]
    deck, s.rng = s.rng.shuffled(cards)
    s.deck = tuple(deck)
    used = set()
    for seat in range(players):
        crystals = SOLO_CRYSTALS if solo else START_CRYSTALS[seat]
        res = (START_ELEMENTS,) * 3 + (crystals, 0)
        s.resource_supply = _vadd(s.resource_supply, res, -1)
        realm = _starting_realm(seat)
        used.update(p[1] for p in realm)
        s.edit("seats").append(Player(realm, (0,) * 6, (0,) * 6, res))
    s.start_box = tuple(sorted(g for g in GROVES if g > GROVE_COUNT and g not in used))
    if solo:
        s.wraith_bag_counts = SOLO_WRAITH_BAG
        s.supply = _vadd(s.supply, SOLO_WRAITH_BAG, -1)
    s._say(f"Groves for {plural(players, 'player')}"
           + (" (solo)" if solo else "") + f": {len(s.stack) + 4} groves in play, realm cards "
           + ", ".join(REALM_CARDS[c].name for c in s.realm_cards) + ".")
    s._say(f"{names[0]} holds the crown.")
    return s._end()


def from_position(players: int = 2, names: Sequence[str] | None = None, seed: int = 0, *,
                  start: Sequence[str] | None = None, groves: Mapping[str, int] | None = None,
                  spirits: Mapping[str, str] | None = None, bags: Sequence[Mapping] | None = None,
                  hands: Sequence[Mapping] | None = None, resources: Sequence[Mapping] | None = None,
                  row: Sequence[int] | None = None, stack: Sequence[int] | None = None,
                  deck: Sequence[int] | None = None, cards: Sequence[Sequence[int]] | None = None,
                  realm_cards: Sequence[int] | None = None, portals: Mapping[int, Sequence[int]] | None = None,
                  bases: Sequence[int] | None = None, crown: int = 0, seat: int | None = None,
                  crown_placed: bool = False, final: bool | None = None, hollows: int = 0,
                  wraith_bag: Mapping | None = None, gifted: Sequence[str] = (), round: int = 1,
                  tree: Sequence[Sequence] = (), scored: Sequence[Sequence[int]] | None = None,
                  lightning: Sequence[Sequence[int]] | None = None) -> State:
    """A teaching position, set up past the starting choices.

    ``start``: resource grove colour per seat (default yellow, orange, green, blue).
    ``groves``: extra purchased groves, ``{"p1.f4": 12}``. ``spirits``: spirits
    already on groves, ``{"p2.e6": "wraith"}`` placed by the realm owner, or with their
    placer, ``{"p2.e6": ("orange", "p1")}`` (seat number or name; someone else's spirit
    needs a portal of that player into the realm). ``tree``: spirits already on the
    Tree of Idyll this round, ``[("groves", "white", "p2"), ("summoning", "blue", 0)]``
    (area, colour, placer; no wraith, and no portal area in the solo game).
    ``bags``/``hands``: spirit counts per seat, ``{"white": 3, "blue": 1}`` (default:
    the starting bag, and a seeded draw of three). ``resources``: per seat
    ``{"earth": 2, "crystal": 5, ...}`` (default: the starting amounts). ``row``
    (0 = gap), ``stack`` (top last), ``deck`` (top first), ``cards`` (face-down
    summoning cards per seat), ``scored`` (summoning cards already revealed and
    scoring, per seat), ``realm_cards`` (revealed), ``lightning`` (lightning cards
    already claimed, per seat; each must be a revealed lightning card), ``portals``
    (seat -> seats its portals lead to), ``bases`` (held without mirror, per seat).
    ``final``: the final round (the draw stack is then empty; default: whether it is).
    Solo: ``hollows`` (wraiths there), ``wraith_bag`` and ``gifted`` colours.
    Supplies hold whatever the position does not use.

    Spirits already on groves or on the Tree do not make ``crown_placed`` true by
    themselves; pass it when the crown holder has placed. The position starts with no
    decision open: to teach one (a reward, a purchase, a card to keep, where a portal
    opens), build the position just before it and ``apply`` the placement that opens it.
    """
    names = _names(players, names)
    n = players
    solo = n == 1
    validate.as_int(seed, "seed")
    round = validate.as_int(round, "round", 1, 999)
    crown = validate.as_seat(crown, "crown", n)
    to_move = None if seat is None else validate.as_seat(seat, "seat", n)
    crown_placed = validate.as_bool(crown_placed, "crown_placed")
    final = None if final is None else validate.as_bool(final, "final")
    hollows = validate.as_int(hollows, "hollows", 0, HOLLOWS_SPACES)
    if start is not None:
        start = [validate.as_str(c, f"start[{i}]", [SPIRITS[k] for k in COLOURED])
                 for i, c in enumerate(validate.as_list(start, "start", n))]
    bags = _per_seat(bags, "bags", n, _spirit_arg)
    hands = _per_seat(hands, "hands", n, _spirit_arg)
    resources = _per_seat(resources, "resources", n,
                          lambda v, f: validate.as_counts(v, f, RESOURCES, max(RESOURCE_TOTALS)))
    cards = _per_seat(cards, "cards", n, lambda v, f: ids(v, f, SUMMONING))
    scored = _per_seat(scored, "scored", n, lambda v, f: ids(v, f, SUMMONING))
    lightning = _per_seat(lightning, "lightning", n, lambda v, f: ids(v, f, REALM_CARDS))
    bases = _per_seat(bases, "bases", n, lambda v, f: validate.as_int(v, f, 0, 1))
    row = None if row is None else ids(row, "row", PURCHASABLE, zero=True, length=len(ROW_COSTS))
    stack = None if stack is None else ids(stack, "stack", PURCHASABLE)
    deck = None if deck is None else ids(deck, "deck", SUMMONING)
    realm_cards = None if realm_cards is None else ids(realm_cards, "realm_cards", REALM_CARDS)
    wraith_bag = None if wraith_bag is None else _spirit_arg(wraith_bag, "wraith_bag")
    gifted = [validate.as_str(c, f"gifted[{i}]", [SPIRITS[k] for k in COLOURED])
              for i, c in enumerate(validate.as_list(list(gifted) if isinstance(gifted, tuple) else gifted, "gifted", max_len=4))]
    if portals is not None:
        portals = {validate.as_seat(k, "portals", n): ids(v, f"portals[{k}]", range(n))
                   for k, v in validate.as_dict(portals, "portals").items()}
    groves = {} if groves is None else validate.as_dict(groves, "groves")
    spirits = {} if spirits is None else validate.as_dict(spirits, "spirits")
    tree = validate.as_list(list(tree) if isinstance(tree, tuple) else tree, "tree", max_len=100)
    s = _blank(names, Rng(seed))._begin()
    s.phase = "play"
    s.order = ()
    s.round = round - 1
    s.crown = crown
    colours = [SPIRIT_INDEX[c] for c in (start or [SPIRITS[c] for c in COLOURED][:n])]
    validate.need(len(set(colours)) == n, "start", "one different resource colour per seat")
    for seat in range(n):
        realm = _with_plot(_starting_realm(seat), LAYOUT["resource"], RESOURCE_GROVE[colours[seat]], NO, NO)
        bag = [0] * 6
        bag[WHITE], bag[colours[seat]] = BAG_WHITES, 1
        bag = tuple(bag) if bags is None else bags[seat]
        res = (START_ELEMENTS,) * 3 + ((SOLO_CRYSTALS if solo else START_CRYSTALS[seat]), 0)
        if resources is not None:
            res = resources[seat]
        s.edit("seats").append(Player(realm, bag, (0,) * 6, res, start=colours[seat],
                          cards=tuple(cards[seat]) if cards else (),
                          scored=tuple(scored[seat]) if scored else (),
                          lightning=tuple(lightning[seat]) if lightning else (),
                          portals=tuple(sorted((portals or {}).get(seat, ()))),
                          base=bases[seat] if bases else 0))
    for site, g in groves.items():
        owner, cell = _site_arg(site, "groves", n)
        g = validate.as_int(g, f"groves[{site!r}]", 1, GROVE_COUNT)
        pl = s.seats[owner]
        validate.need(pl.plot(cell) is None, f"groves[{site!r}]", "that space already holds a grove")
        pl.realm = _with_plot(pl.realm, cell, g, NO, NO)
    for site, sp in spirits.items():
        owner, cell = _site_arg(site, "spirits", n)
        field = f"spirits[{site!r}]"
        pl = s.seats[owner]
        plot = pl.plot(cell)
        validate.need(plot is not None, field, f"no grove at {site}")
        if isinstance(sp, str):
            colour, by = sp, owner
        else:
            pair = validate.as_list(list(sp) if isinstance(sp, tuple) else sp, field, 2)
            colour, by = pair[0], _seat_of(pair[1], names)
        colour = validate.as_str(colour, field, SPIRITS)
        validate.need(plot_refusal(SPIRIT_INDEX[colour], (cell, plot[1], NO, NO)) is None, field,
               f"the quick-reference grove at {site} takes no spirit")
        validate.need(s.visit_refusal(by, owner) is None, field,
               f"{names[by]} has no portal into {names[owner]}'s realm to place at {site}")
        pl.realm = _with_plot(pl.realm, cell, plot[1], SPIRIT_INDEX[colour], by)
    on_tree = []
    for i, item in enumerate(tree):
        field = f"tree[{i}]"
        area, colour, by = validate.as_list(list(item) if isinstance(item, tuple) else item, field, 3)
        validate.as_str(area, field, SOLO_TREE_AREAS if solo else TREE_AREAS)
        validate.as_str(colour, field, SPIRITS[:WRAITH])
        on_tree.append((area, SPIRIT_INDEX[colour], _seat_of(by, names)))
    s.tree = tuple(on_tree)
    used_groves = {p[1] for pl in s.seats for p in pl.realm}
    free = [g for g in PURCHASABLE if g not in used_groves]
    s.row = tuple(row) if row is not None else tuple(free[:4])
    if final and stack:
        raise validate.fail("final", "the final round starts only once the last grove of the draw stack is turned "
                              "up: give an empty stack (or leave it out)")
    if final:    # the final round: the draw stack is spent
        stack = ()
    s.stack = tuple(stack) if stack is not None else tuple(
        g for g in free[4:4 + STACK_SIZE[n] - 4] if g not in s.row)
    in_play = used_groves | set(s.row) | set(s.stack)
    s.box = tuple(g for g in PURCHASABLE if g not in in_play)
    s.start_box = tuple(g for g in sorted(GROVES) if g > GROVE_COUNT and g not in used_groves)
    s.realm_cards = tuple(realm_cards) if realm_cards is not None else (5, 6, 9)
    s.realm_box = tuple(c for c in sorted(REALM_CARDS) if c not in s.realm_cards)
    held = {c for pl in s.seats for c in pl.cards + pl.scored}
    revealed = set(s.realm_cards)
    for pl in s.seats:
        for c in pl.lightning:
            if c not in revealed or REALM_CARDS[c].type != "lightning":
                raise validate.fail("lightning", f"realm card {c} is not a revealed lightning card")
    if solo:
        s.summon_box = tuple(c for c in sorted(SUMMONING) if SUMMONING[c].wraith and c not in held)
    s.deck = tuple(deck) if deck is not None else tuple(
        c for c in sorted(SUMMONING) if c not in held and c not in s.summon_box)
    s.summon_box = tuple(c for c in sorted(SUMMONING) if c not in held and c not in s.deck)
    if solo:
        s.wraith_bag_counts = SOLO_WRAITH_BAG if wraith_bag is None else wraith_bag
        s.hollows = hollows
        s.gifted = tuple(sorted({SPIRIT_INDEX[c] for c in gifted}))
        s.markers = tuple(1 if c in s.gifted else 0 for c in range(6))
    s.final = (not s.stack) if final is None else final
    # supplies: whatever the position does not use
    used = [0] * 6
    for seat, pl in enumerate(s.seats):
        used = _vadd(used, pl.bag)
        used = _vadd(used, hands[seat] if hands else (0,) * 6)
        for p in pl.realm:
            if p[2] >= 0:
                used = _add(used, p[2], 1)
    for _, sp, _ in s.tree:
        used = _add(used, sp, 1)
    used = _vadd(_vadd(used, s.wraith_bag_counts), s.markers)
    used = _add(used, WRAITH, s.hollows)
    s.supply = _vadd(SPIRIT_TOTALS, used, -1)
    s.resource_supply = RESOURCE_TOTALS
    for pl in s.seats:
        s.resource_supply = _vadd(s.resource_supply, pl.resources, -1)
    s.portal_supply = (PORTALS - sum(pl.base + len(pl.portals) for pl in s.seats),
                       PORTALS - sum(len(pl.portals) for pl in s.seats))
    validate.need(min(s.supply) >= 0, "bags", "the position uses more spirits than the game has")
    validate.need(min(s.resource_supply) >= 0, "resources", "the position uses more tokens than the game has")
    validate.need(min(s.portal_supply) >= 0, "portals", "the position uses more portals than the game has")
    s._say(f"A teaching position for {plural(n, 'player')}.")
    if hands is None:
        s.seat = crown
        s._start_round()
    else:
        s.round = round
        for i in range(n):
            s.seats[i].hand = hands[i]
        s.crown_placed = crown_placed
        s.seat = crown if to_move is None else to_move
        if not sum(s.seats[s.seat].hand):
            s._next_turn()
    out = s._end()
    if out.phase != "play":
        raise validate.fail("hands", "the position has no spirit left to place")
    return load(out.to_dict())


def _seat_of(who, names: Sequence[str]) -> int:
    """A seat from a number, 'p2' or a player's name."""
    if type(who) is int and 0 <= who < len(names):
        return who
    if isinstance(who, str):
        seat = seat_of(who)
        if seat is not None and seat < len(names):
            return seat
        if who in names:
            return names.index(who)
    raise validate.fail("seat", f"no player {str(who)[:40]!r}")


def _spirit_arg(v, field: str) -> tuple:
    return validate.as_counts(v, field, SPIRITS, max(SPIRIT_TOTALS))


def _per_seat(v, field: str, n: int, check):
    """One checked value per seat, or None."""
    if v is None:
        return None
    items = validate.as_list(list(v) if isinstance(v, tuple) else v, field, n)
    return [check(x, f"{field}[{i}]") for i, x in enumerate(items)]


def _site_arg(site, field: str, n: int):
    """(seat, cell) of a space named like 'p1.e6' in a teaching position."""
    parsed = parse_site(site) if isinstance(site, str) else None
    validate.need(parsed is not None and parsed[0] < n, field, f"{str(site)[:40]!r} is not a space of a realm")
    return parsed
