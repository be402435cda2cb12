"""Altered: reading a save (``load``, behind ``State.from_dict``; ``from_json``) and checking a position
(``invariants``): every field checked, ValueError naming the field."""

from __future__ import annotations

from seasons_nb.core import Log, Rng, check_invariants
from seasons_nb.core import validate

from .components import (
    CARD_INDEX, CARDS, EXPEDITIONS, HERO_INDEX, HEROES, LAST, MEET, N_CARDS, OPENING_MANA, REGIONS, TERRAINS,
    TUMULTS, deck_counts, validate_deck,
)
from .state import State
from .view import PHASES, ZERO, Unit

#: the last Day a save or a turn limit may name
MAX_DAY = 10 ** 6


def check_turn_limit(v, field: str = "turn_limit") -> int | None:
    return validate.as_opt_int(v, field, 1, MAX_DAY)


# ---- reading and checking saves --------------------------------------------------------------------

_KEYS = ("game", "names", "turn_limit", "phase", "day", "first", "seat", "arena", "winner", "players", "tumult",
         "log", "rng")
_PLAYER_KEYS = ("hero", "decklist", "hand", "deck", "mana", "spent", "reserve", "expeditions", "landmarks",
                "discard", "boosts", "hero_ready", "marks", "passed", "moved")
_CARD_IDS = tuple(CARD_INDEX)


def _cards(v, field: str, max_len: int = 200) -> tuple[int, ...]:
    items = validate.as_list(v, field, max_len=max_len)
    return tuple(CARD_INDEX[validate.as_str(x, f"{field}[{i}]", _CARD_IDS)] if not (type(x) is str and x in CARD_INDEX)
                 else CARD_INDEX[x] for i, x in enumerate(items))


def _units(v, field: str) -> tuple:
    out = []
    for i, u in enumerate(validate.as_list(v, field, max_len=200)):
        f = f"{field}[{i}]"
        card, fleeting, exhausted = validate.as_list(u, f, 3)
        out.append(Unit(CARD_INDEX[validate.as_str(card, f"{f}[0]", _CARD_IDS)], validate.as_bool(fleeting, f"{f}[1]"),
                        validate.as_bool(exhausted, f"{f}[2]")))
    return tuple(out)


def load(d) -> State:
    """A State from ``to_dict`` data, every field checked (ValueError naming the field)."""
    validate.as_dict(d, "save", _KEYS, exact=True)
    validate.need(d["game"] == "altered", "game", "not an Altered save")
    names = validate.as_names(validate.as_list(d["names"], "names", max_len=4), "names", 2)
    limit = check_turn_limit(d["turn_limit"])
    phase = validate.as_str(d["phase"], "phase", PHASES)
    day = validate.as_int(d["day"], "day", 1, MAX_DAY)
    first = validate.as_seat(d["first"], "first", 2)
    seat = validate.as_seat(d["seat"], "seat", 2)
    arena = validate.as_bool(d["arena"], "arena")
    winner = None if d["winner"] is None else validate.as_seat(d["winner"], "winner", 2)
    players = validate.as_list(d["players"], "players", 2)
    fields = {k: [] for k in ("decks", "hand", "deck", "mana", "spent", "reserve", "exped", "landmarks", "discard",
                              "boosts", "hero_ready", "marks", "passed", "moved")}
    for i, p in enumerate(players):
        f = f"players[{i}]"
        validate.as_dict(p, f, _PLAYER_KEYS, exact=True)
        hero = validate.as_str(p["hero"], f"{f}.hero", tuple(HERO_INDEX))
        counts = deck_counts(validate.as_dict(p["decklist"], f"{f}.decklist"), f"{f}.decklist")
        fields["decks"].append((HERO_INDEX[hero], counts))
        for k in ("hand", "deck", "mana", "reserve", "discard"):
            fields[k].append(_cards(p[k], f"{f}.{k}"))
        fields["hand"][-1] = tuple(sorted(fields["hand"][-1]))
        fields["mana"][-1] = tuple(sorted(fields["mana"][-1]))
        fields["spent"].append(validate.as_int(p["spent"], f"{f}.spent", 0, 200))
        ex = validate.as_dict(p["expeditions"], f"{f}.expeditions", EXPEDITIONS, exact=True)
        fields["exped"].append(tuple(_units(ex[e], f"{f}.expeditions.{e}") for e in EXPEDITIONS))
        fields["landmarks"].append(_units(p["landmarks"], f"{f}.landmarks"))
        bo = validate.as_dict(p["boosts"], f"{f}.boosts", EXPEDITIONS, exact=True)
        fields["boosts"].append(tuple(validate.as_counts(bo[e], f"{f}.boosts.{e}", TERRAINS, 1000) for e in EXPEDITIONS))
        fields["hero_ready"].append(validate.as_bool(p["hero_ready"], f"{f}.hero_ready"))
        mk = validate.as_dict(p["marks"], f"{f}.marks", EXPEDITIONS, exact=True)
        fields["marks"].append(tuple(validate.as_int(mk[e], f"{f}.marks.{e}", 1, REGIONS) - 1 for e in EXPEDITIONS))
        fields["passed"].append(validate.as_bool(p["passed"], f"{f}.passed"))
        fields["moved"].append(validate.as_int(p["moved"], f"{f}.moved", 0, 2))
    slots = validate.as_list(d["tumult"], "tumult", TUMULTS)
    tumult, revealed = [], []
    for i, t in enumerate(slots):
        f = f"tumult[{i}]"
        validate.as_dict(t, f, ("card", "flipped", "revealed"), exact=True)
        tumult.append((TERRAINS.index(validate.as_str(t["card"], f"{f}.card", TERRAINS)), validate.as_bool(t["flipped"], f"{f}.flipped")))
        revealed.append(validate.as_bool(t["revealed"], f"{f}.revealed"))
    validate.need(sorted(k for k, _ in tumult) == list(range(TUMULTS)), "tumult", "each Tumult card once")
    log = Log(validate.as_log(d["log"]))
    rng = Rng(validate.as_int(d["rng"], "rng", 0, (1 << 64) - 1))
    s = State._make(
        names=names, turn_limit=limit, phase=phase, day=day, first=first, seat=seat, arena=arena, winner=winner,
        tumult=tuple(tumult), revealed=tuple(revealed), log=log, rng=rng,
        **{k: tuple(v) for k, v in fields.items()})
    _check(s)
    return s


def _check(s: State) -> None:
    """Check that well-typed fields make a position the rules can reach; ValueError names the field."""
    need = validate.need
    for seat in (0, 1):
        f = f"players[{seat}]"
        hero, counts = s.decks[seat]
        try:
            validate_deck(HEROES[hero].id, {CARDS[c].id: n for c, n in enumerate(counts) if n}, f"{f}.decklist")
        except ValueError as e:
            raise ValueError(str(e)) from None
        held = [0] * N_CARDS
        for c in (*s.hand[seat], *s.deck[seat], *s.mana[seat], *s.reserve[seat], *s.discard[seat],
                  *(u.card for e in (0, 1) for u in s.exped[seat][e]), *(u.card for u in s.landmarks[seat])):
            held[c] += 1
        need(tuple(held) == counts, f"{f}.deck", "every card of the decklist is in exactly one place (hand, deck, "
             "Mana, Reserve, expeditions, Landmarks or discard pile)")
        need(s.spent[seat] <= len(s.mana[seat]), f"{f}.spent", "no more exhausted orbs than orbs")
        for e in (0, 1):
            for u in s.exped[seat][e]:
                need(CARDS[u.card].type in ("character", "expedition"), f"{f}.expeditions",
                     f"a {CARDS[u.card].type} does not stay in an expedition")
        for u in s.landmarks[seat]:
            need(CARDS[u.card].type == "landmark", f"{f}.landmarks", f"{CARDS[u.card].id} is not a Landmark")
        h, c = s.marks[seat]
        need(not (s.phase == "opening" and (h, c) != (0, LAST)), f"{f}.marks", "markers start at their ends")
    p = s.phase
    d = [s.distance(0), s.distance(1)]
    if s.arena:
        need(d[0] == d[1] >= MEET, "arena", "the Arena follows a Night where both players' markers met, level")
    if p in ("morning", "night"):
        for seat in (0, 1):
            f = f"players[{seat}]"
            need(not any(CARDS[u.card].type == "character" for e in (0, 1) for u in s.exped[seat][e]),
                 f"{f}.expeditions", "the Characters rest at Night, so none is in an expedition")
            need(s.boosts[seat] == (ZERO, ZERO), f"{f}.boosts", "boosts last until Night")
    if p == "morning":
        need(s.day >= 2, "day", "the first Day has no Morning")
        for seat in (0, 1):
            f = f"players[{seat}]"
            need(len(s.reserve[seat]) <= s.reserve_limit(seat), f"{f}.reserve",
                 f"the Night clean-up left at most {s.reserve_limit(seat)} cards in the Reserve")
            need(len(s.landmarks[seat]) <= s.landmark_limit(seat), f"{f}.landmarks",
                 f"the Night clean-up left at most {s.landmark_limit(seat)} Landmarks")
            need(s.arena or d[seat] < MEET, f"{f}.marks", "markers that had met ended the game (or began the "
                 "Arena) at the Night before")
            need(s.spent[seat] == 0 and s.hero_ready[seat], f"{f}.spent", "everything is ready in the Morning")
            need(not any(u.exhausted for e in (0, 1) for u in s.exped[seat][e])
                 and not any(u.exhausted for u in s.landmarks[seat]), f"{f}.landmarks",
                 "everything is ready in the Morning")
    if p == "opening":
        need(s.day == 1 and not s.arena, "day", "the opening comes before Day 1")
        for seat in (0, 1):
            need(not s.reserve[seat] and not s.discard[seat] and not s.landmarks[seat]
                 and not any(s.exped[seat]), "players", "nothing is in play at the opening")
            need(s.spent[seat] == 0, "players", "the opening orbs are ready")
        need(not any(s.revealed), "tumult", "the Tumult cards are face down at the opening")
        other = 1 - s.first
        for seat in (0, 1):
            need(len(s.hand[seat]) >= OPENING_MANA - len(s.mana[seat]), f"players[{seat}].hand",
                 "a player still putting cards into Mana has them in hand")
        if s.seat == s.first:
            need(len(s.mana[s.first]) < OPENING_MANA and not s.mana[other], "seat",
                 "the first player puts their 3 orbs first")
        else:
            need(len(s.mana[s.first]) == OPENING_MANA and len(s.mana[other]) < OPENING_MANA, "seat",
                 "the second player puts their orbs after the first")
    elif p == "morning":
        need(not any(s.passed), "players", "nobody has passed in the Morning")
    elif p == "afternoon":
        need(not s.passed[s.seat], "seat", "a player who passed takes no more part")
    elif p == "night":
        need(s._over_limit(s.seat), "seat", "the player to discard is over a limit")
        if s.seat != s.first:
            need(not s._over_limit(s.first), "seat", "the first player cleans up first")
    if p != "afternoon":
        need(not any(s.passed) or p in ("night", "over"), "players", "passing belongs to the Afternoon")
    if p in ("night", "over"):
        need(all(s.passed), "players", "Dusk and Night come once both players have passed")
    if p == "over":
        if s.winner is None:
            need(s.turn_limit is not None and s.day >= s.turn_limit, "winner",
                 "a game ends with a winner, or as a draw at the limit of Days")
        elif not s.arena:
            need(s.winner == s.night_winner(), "winner", "the winner's markers met and travelled farther")
    else:
        need(s.winner is None, "winner", "nobody has won a game still in play")
        need(s.turn_limit is None or s.day <= s.turn_limit, "day", f"Day {s.day} is past the limit")
    for slot in range(TUMULTS):
        for r in (2 * slot + 1, 2 * slot + 2):
            for seat in (0, 1):
                if r in s.marks[seat]:
                    need(s.revealed[slot], "tumult", f"a marker stands on region {r + 1}, so its card is face up")
        for seat in (0, 1):
            h, c = s.marks[seat]
            need(s.revealed[slot] or (h < 2 * slot + 1 and c > 2 * slot + 2), "tumult",
                 f"{s.names[seat]}'s markers have passed regions {2 * slot + 2}-{2 * slot + 3}, so that card is "
                 "face up (a marker turns each card up on its way)")


def invariants(state: State) -> None:
    """Check that ``state`` is a position the rules can reach; AssertionError (with a message) if not."""
    check_invariants(state, State, _shape, _check)


def _shape(s: State) -> None:
    assert type(s.names) is tuple and len(s.names) == 2, "names: 2 players"
    for f in ("hand", "deck", "mana", "reserve", "discard", "exped", "landmarks", "boosts", "marks", "spent",
              "hero_ready", "passed", "moved"):
        v = getattr(s, f)
        assert type(v) is tuple and len(v) == 2, f"{f}: one entry per seat"
    for seat in (0, 1):
        assert list(s.hand[seat]) == sorted(s.hand[seat]), "hand: sorted"
        assert list(s.mana[seat]) == sorted(s.mana[seat]), "mana: sorted"
        assert all(type(u) is Unit for e in s.exped[seat] for u in e), "exped: Units"
    assert s.phase in PHASES, "phase"


#: the state written by ``State.to_json``; ValueError naming the field for anything else
from_json = State.from_json

