"""Seasons of Intrigue: a new game (``new_game``) and a teaching position (``from_position``), every
argument checked (ValueError naming the argument); the position is then read and checked as a save.
"""

from __future__ import annotations

from typing import Sequence

from seasons_nb.core import NO, Log, Rng
from seasons_nb.core import validate

from .components import (
    CARD_INDEX, CARDS, CLOSED_AT_SETUP, EVENTS, FACTION_IDS, FACTIONS, LAND_INDEX, LANDS, NUMBERS, PERSONAL,
    PERSONAL_INDEX, QUESTS, ROW, SEASONS, SPACES, TILES, UPGRADE_INDEX, UPGRADES, WORKER_INDEX, WORKERS,
)
from .rules import DEFAULT_TURN_LIMIT, DEFAULT_YEARS, PLAYER_COUNTS, VP_LIMIT
from .saves import load, vp_token
from .state import State

DEFAULT_NAMES = ("Aster", "Birch", "Cedar", "Daisy")


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None, years=DEFAULT_YEARS,
             turn_limit=DEFAULT_TURN_LIMIT) -> State:
    """A new game: tiles face down at random, decks shuffled, rows revealed, upgrades closed at random,
    a random initiative order, a personal quest, an intrigue and a combat card and 5 gold each."""
    validate.need(type(players) is int and players in PLAYER_COUNTS, "players", "Seasons of Intrigue is for 2 to 4 players")
    names = validate.as_names(list(names) if names is not None else list(DEFAULT_NAMES[:players]), "names", players)
    rng = Rng(validate.as_int(seed, "seed"))
    tiles, rng = rng.shuffled(range(len(TILES)))
    workers, rng = rng.shuffled(range(len(WORKERS)))
    cards, rng = rng.shuffled(range(len(CARDS)))
    quests, rng = rng.shuffled(range(len(QUESTS)))
    events, rng = rng.shuffled(range(len(EVENTS)))
    personal, rng = rng.shuffled(range(len(PERSONAL)))
    order, rng = rng.shuffled(range(players))
    upgrades = []
    for _ in range(players):
        closed, rng = rng.shuffled(range(len(UPGRADES)))
        shut = set(closed[:CLOSED_AT_SETUP])
        upgrades.append(tuple(0 if i in shut else 1 for i in range(len(UPGRADES))))
    hands = []
    for _ in range(players):
        hand = []
        for colour in ("intrigue", "combat"):
            i = max(k for k, c in enumerate(cards) if CARDS[c].colour == colour)
            hand.append(cards.pop(i))
        hands.append(tuple(sorted(hand)))
    n = players
    s = State._make(
        names=names, years=years, turn_limit=turn_limit, phase="draft", year=1, season=0, order=tuple(order),
        seat=order[0], step="", gold=(NUMBERS["starting_gold"],) * n, hand=tuple(hands), workers=((),) * n,
        packs=((),) * n, planned=(NO,) * n, used=((),) * n, influence=((0,) * len(FACTIONS),) * n,
        vp=((),) * n, victories=((),) * n, defeats=((),) * n, won=(False,) * n, upgrades=tuple(upgrades),
        garrison=((True,) * SPACES,) * n, graveyard=(0,) * n, personal=tuple(personal[:n]), paid=(0,) * n,
        announced=(0,) * n, tiles=tuple(tiles), revealed=(False,) * len(LANDS), units=((0,) * n,) * len(LANDS),
        holder=(NO,) * len(LANDS), goods=(0,) * len(LANDS), buildings=(NO,) * len(LANDS),
        worker_deck=tuple(workers), worker_discard=(), card_deck=tuple(cards), card_discard=(),
        quest_deck=tuple(quests[ROW:]), quests=tuple(quests[:ROW]), event_deck=tuple(events[ROW:]),
        events=tuple(events[:ROW]), tokens=(NUMBERS["token_start"],) * len(FACTIONS),
        tokens_left=(NUMBERS["tokens_per_faction"],) * len(FACTIONS), alliances=(NO,) * len(FACTIONS),
        act=None, battle=None, winner=None, log=Log((f"A new game for {players} players.",)), rng=rng)
    work = s._begin()
    work._start_draft()
    return work._end()



def from_position(players: int = 2, seed: int = 0, names: Sequence[str] | None = None, year: int = 1,
                  season: int = 0, order=None, planned=None, workers=None, gold=None, hands=None, influence=None,
                  units=None, goods=None, buildings=None, events=None, quests=None, upgrades=None,
                  years=DEFAULT_YEARS, turn_limit=DEFAULT_TURN_LIMIT, *, vp=None, tokens=None, tokens_left=None,
                  alliances=None, announced=None, victories=None, defeats=None, won=None, graveyard=None,
                  garrison=None, personal=None) -> State:
    """A teaching position in a season of a year. With ``planned`` (one worker id per seat) every worker
    is revealed and the first player in initiative order acts; without it, everyone is to plan.

    ``order``: seat names in initiative order (['p2', 'p1']); ``workers``: per seat the worker ids
    still in hand; ``gold``, ``hands`` (card ids), ``influence`` (per seat {faction: n});
    ``units`` ({land: [units per seat]}, the first seat listed with units holds it); ``goods``
    ({land: n}); ``buildings`` ({land: seat}); ``events``, ``quests`` (the rows, ids);
    ``upgrades`` (per seat {upgrade id: 'closed'|'open'|'revealed'}). Lands with units are face up.

    A later year (keywords only, each checked like a save, ValueError naming the argument):
    ``vp`` (per seat its VP tokens: 'quest:q1', 'alliance:sun', 'influence:frost'; a claimed quest is out of
    the quest deck); ``tokens`` ({faction: the step its influence VP token stands on, or None when none is
    left}); ``tokens_left`` ({faction: tokens still to take, counting the one on the track}; by default 3
    less the influence tokens in ``vp``); ``alliances`` ({faction: seat name}, the seat's ``vp`` holding
    'alliance:<faction>'); ``announced`` (per seat the VP count announced this year: 0, 3 or 4);
    ``victories`` (per seat the seat names it beat, face-up tokens) and ``defeats`` (per seat the seat names
    it lost to; by default what ``victories`` implies); ``won`` (per seat: won a combat this year);
    ``graveyard`` (per seat dead units); ``garrison`` (per seat 6 booleans left to right, True a unit on
    the tablet, or None; by default the leftmost spaces are the empty ones, one for each unit on the map or in the
    graveyard); ``personal`` (per seat its personal quest id, p1-p8; shown to everyone, and met or not as
    the position makes it).
    """
    s = new_game(players, seed=seed, names=names, years=years, turn_limit=turn_limit)
    d = s.to_dict()
    n = players
    validate.need(type(season) is int and 0 <= season < len(SEASONS), "season", "0 (spring) to 3 (winter)")
    validate.need(type(year) is int and year >= 1, "year", "from 1")
    d["year"], d["season"] = year, season
    if order is not None:
        seats = [validate.as_str(x, "order", [f"p{i + 1}" for i in range(n)]) for x in validate.as_list(list(order), "order", n)]
        d["order"] = [int(x[1:]) - 1 for x in seats]
    used_workers, used_cards = set(), set()
    ps = d["players"]
    for i in range(n):
        ps[i]["pack"], ps[i]["workers"], ps[i]["planned"], ps[i]["used"] = [], [], None, []
    if workers is not None:
        for i, ws in enumerate(validate.as_list(list(workers), "workers", n)):
            ps[i]["workers"] = [validate.as_str(w, f"workers[{i}]", tuple(WORKER_INDEX)) for w in ws]
    if planned is not None:
        for i, w in enumerate(validate.as_list(list(planned), "planned", n)):
            ps[i]["planned"] = validate.as_str(w, f"planned[{i}]", tuple(WORKER_INDEX))
    for i in range(n):
        used_workers.update(ps[i]["workers"] + ([ps[i]["planned"]] if ps[i]["planned"] else []))
    validate.need(sum(len(ps[i]["workers"]) + (1 if ps[i]["planned"] else 0) for i in range(n)) == len(used_workers),
           "workers", "a worker card is held twice")
    d["worker_deck"] = [w.id for w in WORKERS if w.id not in used_workers]
    d["worker_discard"] = []
    if gold is not None:
        for i, g in enumerate(validate.as_list(list(gold) if isinstance(gold, tuple) else gold, "gold", n)):
            ps[i]["gold"] = validate.as_int(g, f"gold[{i}]", 0, 10_000)
    if hands is not None:
        for i, h in enumerate(validate.as_list(list(hands) if isinstance(hands, tuple) else hands, "hands", n)):
            h = validate.as_list(list(h) if isinstance(h, tuple) else h, f"hands[{i}]", max_len=len(CARDS))
            ps[i]["hand"] = [validate.as_str(c, f"hands[{i}]", tuple(CARD_INDEX)) for c in h]
    for i in range(n):
        used_cards.update(ps[i]["hand"])
    validate.need(sum(len(ps[i]["hand"]) for i in range(n)) == len(used_cards), "hands", "a card is held twice")
    d["card_deck"] = [c.id for c in CARDS if c.id not in used_cards]
    d["card_discard"] = []
    if influence is not None:
        for i, inf in enumerate(validate.as_list(list(influence) if isinstance(influence, tuple) else influence,
                                          "influence", n)):
            ps[i]["influence"] = {**ps[i]["influence"], **validate.as_dict(inf, f"influence[{i}]")}
    if upgrades is not None:
        for i, up in enumerate(validate.as_list(list(upgrades), "upgrades", n)):
            for uid, state in validate.as_dict(dict(up), f"upgrades[{i}]").items():
                k = UPGRADE_INDEX[validate.as_str(uid, f"upgrades[{i}]", tuple(UPGRADE_INDEX))]
                ps[i]["upgrades"][k] = validate.as_str(state, f"upgrades[{i}]", ("closed", "open", "revealed"))
    lands = d["lands"]
    for land, counts in validate.as_dict(units if units is not None else {}, "units").items():
        x = LAND_INDEX[validate.as_str(land, "units", tuple(LAND_INDEX))]
        cs = [validate.as_int(c, f"units.{land}", 0, SPACES)
              for c in validate.as_list(list(counts) if isinstance(counts, tuple) else counts, f"units.{land}", n)]
        lands[x]["units"] = cs
        lands[x]["holder"] = next((i for i, c in enumerate(cs) if c), NO)
        lands[x]["tile"] = d["tiles"][x]
    dead = [0] * n
    if graveyard is not None:
        dead = [validate.as_int(g, f"graveyard[{i}]", 0, SPACES) for i, g in enumerate(_seq(graveyard, "graveyard", n))]
    for i in range(n):
        on_map = sum(lands[x]["units"][i] for x in range(len(LANDS)))
        validate.need(on_map <= SPACES, "units", "at most 6 units a player")
        validate.need(on_map + dead[i] <= SPACES, "graveyard", "at most 6 units a player, on the map and dead")
        ps[i]["graveyard"] = dead[i]
        ps[i]["garrison"] = [k >= on_map + dead[i] for k in range(SPACES)]
    if garrison is not None:
        for i, g in enumerate(_seq(garrison, "garrison", n)):
            if g is None:       # this seat keeps the default
                continue
            g = [validate.as_bool(x, f"garrison[{i}]") for x in _seq(g, f"garrison[{i}]", SPACES)]
            validate.need(g.count(False) == SPACES - ps[i]["garrison"].count(True), f"garrison[{i}]",
                   "an empty space for each unit on the map or in the graveyard")
            ps[i]["garrison"] = g
    _later_year(d, n, vp, tokens, tokens_left, alliances, announced, victories, defeats, won, personal)
    for land, g in validate.as_dict(dict(goods or {}), "goods").items():
        lands[LAND_INDEX[validate.as_str(land, "goods", tuple(LAND_INDEX))]]["goods"] = validate.as_int(g, f"goods.{land}", 0, 100)
    for land, seat in validate.as_dict(dict(buildings or {}), "buildings").items():
        lands[LAND_INDEX[validate.as_str(land, "buildings", tuple(LAND_INDEX))]]["building"] = validate.as_seat(seat, "buildings", n)
    if events is not None:
        row = [validate.as_str(e, "events", tuple(x.id for x in EVENTS)) for e in validate.as_list(list(events), "events", ROW)]
        d["events"], d["event_deck"] = row, [e.id for e in EVENTS if e.id not in row]
    if quests is not None:
        row = [validate.as_str(q, "quests", tuple(x.id for x in QUESTS)) for q in validate.as_list(list(quests), "quests", ROW)]
        d["quests"], d["quest_deck"] = row, [q.id for q in QUESTS if q.id not in row]
    claimed = [t[6:] for p in ps for t in p["vp"] if t.startswith("quest:")]
    validate.need(len(set(claimed)) == len(claimed), "vp", "each quest is claimed once")
    validate.need(not set(claimed) & set(d["quests"]), "vp", "a claimed quest is no longer in the quest row")
    d["quest_deck"] = [q for q in d["quest_deck"] if q not in claimed]
    first = d["order"][0]
    if planned is not None:
        d["phase"], d["act"] = "act", ["", 0, 0, False, [0, 0, 0], False]
    else:
        d["phase"], d["act"] = "plan", None
        validate.need(all(ps[i]["workers"] for i in range(n)), "workers", "everyone holds a worker to plan")
    d["seat"], d["step"] = first, ""
    d["log"] = [f"A teaching position: year {year}, {SEASONS[season]}."]
    return load(d)


def _seq(v, field: str, n: int | None = None) -> list:
    """A per-seat (or per-space) argument: a list or tuple, of ``n`` items when given."""
    return validate.as_list(list(v) if isinstance(v, tuple) else v, field, n)


def _seats(v, field: str, n: int) -> list[int]:
    """Seat names ('p1', ...) as seats, each once."""
    names = [f"p{i + 1}" for i in range(n)]
    out = [names.index(validate.as_str(x, field, names)) for x in _seq(v, field)]
    validate.need(len(set(out)) == len(out), field, "each seat once")
    return out


def _faction_map(v, field: str) -> dict:
    v = validate.as_dict(dict(v) if v is not None else {}, field)
    for k in v:
        validate.as_str(k, field, FACTION_IDS)
    return v


def _later_year(d: dict, n: int, vp, tokens, tokens_left, alliances, announced, victories, defeats, won,
                personal) -> None:
    """The ``from_position`` arguments of a position after the first year, checked and written into the
    save ``d`` (the loader then checks the whole)."""
    ps = d["players"]
    if vp is not None:
        for i, tokens_i in enumerate(_seq(vp, "vp", n)):
            ps[i]["vp"] = [vp_token(t, f"vp[{i}]") for t in _seq(tokens_i, f"vp[{i}]")]
    taken = {f: sum(t == f"influence:{f}" for p in ps for t in p["vp"]) for f in FACTION_IDS}
    per = NUMBERS["tokens_per_faction"]
    for f in FACTION_IDS:
        validate.need(taken[f] <= per, "vp", f"at most {per} {f} influence tokens")
    left = {f: per - taken[f] for f in FACTION_IDS}
    for f, k in _faction_map(tokens_left, "tokens_left").items():
        left[f] = validate.as_int(k, f"tokens_left.{f}", 0, per - taken[f])
    at = {f: NUMBERS["token_start"] if left[f] else None for f in FACTION_IDS}
    for f, k in _faction_map(tokens, "tokens").items():
        if k is None:
            validate.need(left[f] == 0, f"tokens.{f}", "a token stands on the track while tokens are left")
        else:
            validate.need(left[f] > 0, f"tokens.{f}", "no token is left on this track")
            k = validate.as_int(k, f"tokens.{f}", NUMBERS["token_floor"], NUMBERS["token_start"])
        at[f] = k
    d["tokens_left"] = [left[f] for f in FACTION_IDS]
    d["tokens"] = [NO if at[f] is None else at[f] for f in FACTION_IDS]
    allied = {f: NO for f in FACTION_IDS}
    for f, seat in _faction_map(alliances, "alliances").items():
        allied[f] = _seats([seat], f"alliances.{f}", n)[0]
    for f in FACTION_IDS:
        for i in range(n):
            validate.need((f"alliance:{f}" in ps[i]["vp"]) == (allied[f] == i), f"alliances.{f}",
                   f"the {f} alliance and the 'alliance:{f}' VP token go together")
    d["alliances"] = [allied[f] for f in FACTION_IDS]
    if announced is not None:
        for i, k in enumerate(_seq(announced, "announced", n)):
            k = validate.as_int(k, f"announced[{i}]", 0, VP_LIMIT)
            validate.need(k == 0 or (k in NUMBERS["announce_at"] and k <= len(ps[i]["vp"])), f"announced[{i}]",
                   "0, or 3 or 4 with as many VP tokens")
            ps[i]["announced"] = k
    beat = [[] for _ in range(n)]
    if victories is not None:
        beat = [_seats(v, f"victories[{i}]", n) for i, v in enumerate(_seq(victories, "victories", n))]
    lost = [[i for i in range(n) if j in beat[i]] for j in range(n)]
    if defeats is not None:
        given = [_seats(v, f"defeats[{i}]", n) for i, v in enumerate(_seq(defeats, "defeats", n))]
        for j in range(n):
            validate.need(sorted(given[j]) == lost[j] or victories is None, f"defeats[{j}]",
                   "the players it lost to are the ones whose victories name it")
        lost = [sorted(x) for x in given]
        if victories is None:
            beat = [[j for j in range(n) if i in lost[j]] for i in range(n)]
    for i in range(n):
        validate.need(i not in beat[i], f"victories[{i}]", "a player does not fight itself")
        ps[i]["victories"], ps[i]["defeats"] = sorted(beat[i]), sorted(lost[i])
    if won is not None:
        for i, w in enumerate(_seq(won, "won", n)):
            ps[i]["won"] = validate.as_bool(w, f"won[{i}]")
    if personal is not None:
        got = [validate.as_str(p, f"personal[{i}]", tuple(PERSONAL_INDEX)) for i, p in enumerate(_seq(personal, "personal", n))]
        validate.need(len(set(got)) == n, "personal", "each personal quest once")
        for i in range(n):
            ps[i]["personal"] = got[i]
