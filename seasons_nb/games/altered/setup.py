"""Altered: new games and teaching positions (``new_game``, ``from_position``), each argument checked."""

from __future__ import annotations

from typing import Mapping, Sequence

from seasons_nb.core import Log, Rng
from seasons_nb.core import validate

from .components import (
    CARD_INDEX, CARDS, DECK_INDEX, DECKS, EXPEDITIONS, HEROES, LAST, N_CARDS, OPENING_HAND, OPENING_MANA, REGIONS,
    TERRAINS, TUMULTS, validate_deck,
)
from .rules import DEFAULT_DECKS, DEFAULT_TURN_LIMIT
from .saves import check_turn_limit, load
from .state import State
from .view import ZERO

#: default player names, seat by seat
DEFAULT_NAMES = ("Aster", "Birch")


def _deck_arg(d, field: str) -> tuple[int, tuple]:
    """A deck option: a starter deck id, or {'hero': id, 'cards': {id: copies}}."""
    if isinstance(d, str):
        if d not in DECK_INDEX:
            raise ValueError(f"field {field!r}: {d[:30]!r} is not a starter deck ({', '.join(DECK_INDEX)}); "
                             "give a deck as {'hero': ..., 'cards': {...}}")
        deck = DECKS[DECK_INDEX[d]]
        return deck.hero, deck.counts
    if isinstance(d, Mapping):
        validate.as_dict(dict(d), field, ("hero", "cards"), exact=True)
        return validate_deck(d["hero"], d["cards"], field)
    raise ValueError(f"field {field!r}: a deck is a starter deck id or {{'hero': ..., 'cards': {{...}}}}")




def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None, decks=DEFAULT_DECKS,
             turn_limit: int | None = DEFAULT_TURN_LIMIT) -> State:
    """A new game: both decks shuffled, 6 cards each, a random first player and the Tumult cards face
    down in a random order and orientation. ``decks`` are two starter deck ids (``components.DECKS``)
    or decklists ``{'hero': id, 'cards': {card id: copies}}``; ``turn_limit`` is a limit of Days."""
    validate.need(type(players) is int and players == 2, "players", "Altered is for 2 players")
    names = validate.as_names(list(names) if names is not None else list(DEFAULT_NAMES), "names", 2)
    if isinstance(decks, (str, Mapping)) or not isinstance(decks, Sequence) or len(decks) != 2:
        raise ValueError("field 'decks': give two decks, one per player")
    chosen = tuple(_deck_arg(d, f"decks[{i}]") for i, d in enumerate(decks))
    limit = check_turn_limit(turn_limit)
    rng = Rng(validate.as_int(seed, "seed"))
    deck_cards, hands = [], []
    for _hero, counts in chosen:
        cards = [c for c in range(N_CARDS) for _ in range(counts[c])]
        cards, rng = rng.shuffled(cards)
        hands.append(tuple(sorted(cards[-OPENING_HAND:])))
        deck_cards.append(tuple(cards[:-OPENING_HAND]))
    first, rng = rng.randrange(2)
    order, rng = rng.shuffled(range(TUMULTS))
    tumult = []
    for k in order:
        flip, rng = rng.randrange(2)
        tumult.append((k, bool(flip)))
    heroes = " and ".join(f"{names[i]} ({HEROES[chosen[i][0]].name})" for i in (0, 1))
    log = Log((f"A new game: {heroes}. Both shuffle their decks and draw {OPENING_HAND} cards; "
               f"{names[first]} goes first.",))
    return State._make(
        names=names, decks=chosen, turn_limit=limit, phase="opening", day=1, first=first, seat=first,
        arena=False, passed=(False, False), moved=(0, 0), winner=None, hand=tuple(hands), deck=tuple(deck_cards),
        mana=((), ()), spent=(0, 0), reserve=((), ()), exped=(((), ()), ((), ())), landmarks=((), ()),
        discard=((), ()), boosts=((ZERO, ZERO), (ZERO, ZERO)), hero_ready=(True, True), marks=((0, LAST), (0, LAST)),
        tumult=tuple(tumult), revealed=(False, False, False), log=log, rng=rng)


def _tumult_arg(v) -> tuple[tuple, ...]:
    """Three slots written as their regions in track order, like ``["F|MW", "FM|W", "W|FM"]``."""
    items = validate.as_list(list(v) if isinstance(v, tuple) else v, "tumult", TUMULTS)
    out = []
    for i, text in enumerate(items):
        text = validate.as_str(text, f"tumult[{i}]", max_len=10).upper()
        sides = text.split("|")
        validate.need(len(sides) == 2, f"tumult[{i}]", "two regions, like 'F|MW'")
        validate.need(sorted("".join(sides)) == ["F", "M", "W"] and sorted(map(len, sides)) == [1, 2], f"tumult[{i}]",
               "one region of one terrain and one of the other two, letters F, M and W")
        sets = [["FMW".index(x) for x in side] for side in sides]
        single = 0 if len(sets[0]) == 1 else 1
        out.append((sets[single][0], single == 1))
    validate.need(sorted(k for k, _ in out) == list(range(TUMULTS)), "tumult", "each Tumult card once (F, M and W alone)")
    return tuple(out)


def _boost_arg(v, field: str) -> dict:
    """{"hero": {"forest": 1}} for one seat's boosts, checked."""
    d = validate.as_dict(dict(v) if isinstance(v, Mapping) else v, field)
    for k in d:
        validate.need(k in EXPEDITIONS, field, f"{str(k)[:20]!r} is not hero or companion")
    return {e: dict(validate.as_dict(dict(d[e]) if isinstance(d.get(e), Mapping) else d.get(e, {}), f"{field}.{e}"))
            for e in EXPEDITIONS}


def from_position(players: int = 2, decks=DEFAULT_DECKS, names: Sequence[str] | None = None, phase: str = "afternoon",
                  day: int = 1, first: int = 0, seat: int | None = None, arena: bool = False, hands=None, mana=None,
                  spent=(0, 0), reserve=None, expeditions=None, landmarks=None, discard=None, marks=None,
                  tumult=None, revealed=None, hero_ready=(True, True), passed=None, boosts=None,
                  turn_limit: int | None = None, seed: int = 0, top=None) -> State:
    """A teaching position: who holds what, where the markers stand, what the track shows.

    Per seat (lists of two): ``hands``, ``reserve``, ``discard`` (card ids), ``mana`` (a number of
    orbs drawn at random from the deck, or card ids; default: the 3 orbs the opening gives each
    player, drawn at random), ``spent`` (exhausted orbs), ``expeditions`` (``{"hero": [...],
    "companion": [...]}``, each card an id or ``(id, fleeting, exhausted)``), ``landmarks``
    (likewise), ``marks`` (Hero and Companion regions, 1-8), ``boosts`` (``{"hero": {"forest": 1}}``),
    ``hero_ready``, ``passed`` (default: both at Night, when both have passed, nobody otherwise) and
    ``top`` (card ids on top of the deck, the first one drawn first).
    ``tumult`` lays the track (``["F|MW", "FM|W", "W|FM"]``; default: at random, as in a new game);
    ``revealed`` says which slots are face up (default: every slot a marker has reached or passed,
    and no other). The rest of each decklist is shuffled into the deck, under ``top``. ``phase`` is
    'morning', 'afternoon' or 'night'. The position is checked like a save: ValueError names the
    field of anything the rules cannot reach.
    """
    validate.need(type(players) is int and players == 2, "players", "Altered is for 2 players")
    names = validate.as_names(list(names) if names is not None else list(DEFAULT_NAMES), "names", 2)
    if isinstance(decks, (str, Mapping)) or not isinstance(decks, Sequence) or len(decks) != 2:
        raise ValueError("field 'decks': give two decks, one per player")
    chosen = tuple(_deck_arg(d, f"decks[{i}]") for i, d in enumerate(decks))
    validate.as_str(phase, "phase", ("morning", "afternoon", "night"))
    rng = Rng(validate.as_int(seed, "seed"))
    first = validate.as_seat(first, "first", 2)
    seat = first if seat is None else validate.as_seat(seat, "seat", 2)

    def per_seat(v, field, default):
        if v is None:
            return [default, default]
        return validate.as_list(list(v) if isinstance(v, tuple) else v, field, 2)

    def ids(v, field):
        return [x for x in validate.as_list(list(v) if isinstance(v, tuple) else v, field, max_len=200)]

    def units(v, field):
        out = []
        for j, u in enumerate(ids(v, field)):
            if isinstance(u, (list, tuple)):
                validate.need(len(u) == 3, f"{field}[{j}]", "a card id, or (id, fleeting, exhausted)")
                out.append([u[0], validate.as_bool(u[1], f"{field}[{j}]"), validate.as_bool(u[2], f"{field}[{j}]")])
            else:
                out.append([u, False, False])
        return out

    players_data = []
    hand_v, res_v, disc_v = per_seat(hands, "hands", []), per_seat(reserve, "reserve", []), per_seat(discard, "discard", [])
    mana_v, ex_v = per_seat(mana, "mana", OPENING_MANA), per_seat(expeditions, "expeditions", {})
    top_v = per_seat(top, "top", [])
    land_v, mark_v = per_seat(landmarks, "landmarks", []), per_seat(marks, "marks", (1, REGIONS))
    boost_v = per_seat(boosts, "boosts", {})
    spent = per_seat(spent, "spent", 0)
    ready = per_seat(hero_ready, "hero_ready", True)
    passed = per_seat(passed, "passed", phase == "night")
    for i in range(2):
        hero, counts = chosen[i]
        left = list(counts)
        f = f"[{i}]"
        ex = validate.as_dict(dict(ex_v[i]) if isinstance(ex_v[i], Mapping) else ex_v[i], f"expeditions{f}")
        for k in ex:
            validate.need(k in EXPEDITIONS, f"expeditions{f}", f"{str(k)[:20]!r} is not hero or companion")
        placed = {"hand": ids(hand_v[i], f"hands{f}"), "reserve": ids(res_v[i], f"reserve{f}"),
                  "discard": ids(disc_v[i], f"discard{f}"), "top": ids(top_v[i], f"top{f}")}
        exp_units = {e: units(ex.get(e, []), f"expeditions{f}.{e}") for e in EXPEDITIONS}
        land_units = units(land_v[i], f"landmarks{f}")
        mana_ids = [] if type(mana_v[i]) is int else ids(mana_v[i], f"mana{f}")
        every = ([(c, "hands") for c in placed["hand"]] + [(c, "reserve") for c in placed["reserve"]]
                 + [(c, "discard") for c in placed["discard"]] + [(c, "top") for c in placed["top"]]
                 + [(c, "mana") for c in mana_ids]
                 + [(u[0], "expeditions") for e in EXPEDITIONS for u in exp_units[e]]
                 + [(u[0], "landmarks") for u in land_units])
        for c, field in every:
            validate.need(type(c) is str and c in CARD_INDEX, f"{field}{f}", f"{str(c)[:30]!r} is not a card id")
            k = CARD_INDEX[c]
            validate.need(left[k] > 0, f"{field}{f}", f"{names[i]}'s deck has no more copies of {c}")
            left[k] -= 1
        rest = [c for c in range(N_CARDS) for _ in range(left[c])]
        rest, rng = rng.shuffled(rest)
        ids_of = [c.id for c in CARDS]
        if type(mana_v[i]) is int:
            n = validate.as_int(mana_v[i], f"mana{f}", 0, len(rest))
            mana_ids = [ids_of[c] for c in rest[:n]]
            rest = rest[n:]
        m = validate.as_list(list(mark_v[i]) if isinstance(mark_v[i], tuple) else mark_v[i], f"marks{f}", 2)
        players_data.append({
            "hero": HEROES[hero].id, "decklist": {ids_of[c]: n for c, n in enumerate(counts) if n},
            "hand": placed["hand"], "deck": [ids_of[c] for c in rest] + placed["top"][::-1], "mana": mana_ids,
            "spent": spent[i], "reserve": placed["reserve"], "expeditions": exp_units, "landmarks": land_units,
            "discard": placed["discard"],
            "boosts": _boost_arg(boost_v[i], f"boosts{f}"),
            "hero_ready": ready[i], "marks": {"hero": m[0], "companion": m[1]},
            "passed": passed[i], "moved": 0})
    if tumult is None:
        order, rng = rng.shuffled(range(TUMULTS))
        lay = []
        for k in order:
            flip, rng = rng.randrange(2)
            lay.append((k, bool(flip)))
        lay = tuple(lay)
    else:
        lay = _tumult_arg(tumult)
    if revealed is None:
        # a slot is face up once a marker has reached or passed one of its regions (1-based 2s+2, 2s+3)
        marks_ = [(p["marks"]["hero"], p["marks"]["companion"]) for p in players_data]
        up = [any(type(h) is int and h >= 2 * s + 2 or type(c) is int and c <= 2 * s + 3 for h, c in marks_)
              for s in range(TUMULTS)]
    else:
        up = [validate.as_bool(x, f"revealed[{s}]") for s, x in enumerate(validate.as_list(list(revealed), "revealed", TUMULTS))]
    data = {
        "game": "altered", "names": list(names), "turn_limit": turn_limit, "phase": phase, "day": day,
        "first": first, "seat": seat, "arena": arena, "winner": None, "players": players_data,
        "tumult": [{"card": TERRAINS[k], "flipped": fl, "revealed": up[s]} for s, (k, fl) in enumerate(lay)],
        "log": [f"A teaching position: Day {day}, {phase}, {names[seat]} to decide."], "rng": rng.state}
    return load(data)

