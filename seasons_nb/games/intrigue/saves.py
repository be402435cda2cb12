"""Seasons of Intrigue: reading a save (``load``, behind ``State.from_dict``; ``from_json``) and checking a
position (``invariants``): every field checked, ValueError naming the field.
"""

from __future__ import annotations

from seasons_nb.core import NO, Log, Rng, check_invariants
from seasons_nb.core import validate

from .components import (
    ACTION_TYPES, CARD_INDEX, CARDS, DRAFT, EVENTS, FACTION_IDS, FACTIONS, GOODS, LANDS, NUMBERS, PERSONAL, QUEST_INDEX,
    QUESTS, ROW, SEASONS, SPACES, TILES, TRACK, UPGRADES, WORKER_INDEX, WORKERS,
)
from .rules import PLAYER_COUNTS, VP_LIMIT
from .state import State
from .view import PHASES, Acting, Battle


def vp_token(t, field: str) -> str:
    """A VP token: 'quest:<quest id>', 'alliance:<faction>' or 'influence:<faction>'."""
    t = validate.as_str(t, field, max_len=40)
    kind, _, what = t.partition(":")
    ids = {"quest": tuple(QUEST_INDEX), "alliance": FACTION_IDS, "influence": FACTION_IDS}
    validate.need(kind in ids and what in ids[kind], field,
           f"{t[:40]!r} is not 'quest:<quest>', 'alliance:<faction>' or 'influence:<faction>'")
    return t



#: the state written by ``State.to_json``; ValueError naming the field for anything else
from_json = State.from_json


_KEYS = ("game", "names", "years", "turn_limit", "phase", "year", "season", "order", "seat", "step", "players",
         "lands", "tiles", "worker_deck", "worker_discard", "card_deck", "card_discard",
         "quest_deck", "quests", "event_deck", "events", "tokens", "tokens_left", "alliances", "act", "battle",
         "winner", "log", "rng")
_PLAYER_KEYS = ("gold", "hand", "workers", "pack", "planned", "used", "influence", "vp", "victories", "defeats",
                "won", "upgrades", "garrison", "graveyard", "personal", "paid", "announced")


def _ids(v, field: str, index, max_len: int = 64) -> tuple:
    items = validate.as_list(v, field, max_len=max_len)
    return tuple(index[validate.as_str(x, f"{field}[{i}]", tuple(index))] for i, x in enumerate(items))


def _opt(v, field: str, index) -> int:
    return NO if v is None else index[validate.as_str(v, field, tuple(index))]


def load(d) -> State:
    """A State from ``to_dict`` data, every field checked (ValueError naming the field)."""
    validate.as_dict(d, "save", _KEYS, exact=True)
    validate.need(d["game"] == "intrigue", "game", "not a Seasons of Intrigue save")
    raw = validate.as_list(d["names"], "names", max_len=4)
    n = len(raw)
    validate.need(n in PLAYER_COUNTS, "names", "2 to 4 players")
    names = validate.as_names(raw, "names", n)
    years = validate.as_opt_int(d["years"], "years", 1, 100)
    limit = validate.as_opt_int(d["turn_limit"], "turn_limit", 1, 10_000)
    phase = validate.as_str(d["phase"], "phase", PHASES)
    year = validate.as_int(d["year"], "year", 1, 10_000)
    season = validate.as_int(d["season"], "season", 0, len(SEASONS) - 1)
    order = tuple(validate.as_seat(x, f"order[{i}]", n) for i, x in enumerate(validate.as_list(d["order"], "order", n)))
    validate.need(sorted(order) == list(range(n)), "order", "each seat once")
    seat = validate.as_seat(d["seat"], "seat", n)
    step = validate.as_str(d["step"], "step", ("", "wages", "keep"))
    f = {k: [] for k in ("gold", "hand", "workers", "packs", "planned", "used", "influence", "vp", "victories",
                         "defeats", "won", "upgrades", "garrison", "graveyard", "personal", "paid", "announced")}
    for i, p in enumerate(validate.as_list(d["players"], "players", n)):
        q = f"players[{i}]"
        validate.as_dict(p, q, _PLAYER_KEYS, exact=True)
        f["gold"].append(validate.as_int(p["gold"], f"{q}.gold", 0, 10_000))
        f["hand"].append(tuple(sorted(_ids(p["hand"], f"{q}.hand", CARD_INDEX))))
        f["workers"].append(_ids(p["workers"], f"{q}.workers", WORKER_INDEX))
        f["packs"].append(_ids(p["pack"], f"{q}.pack", WORKER_INDEX))
        f["planned"].append(_opt(p["planned"], f"{q}.planned", WORKER_INDEX))
        f["used"].append(_ids(p["used"], f"{q}.used", WORKER_INDEX))
        inf = validate.as_counts(p["influence"], f"{q}.influence", FACTION_IDS, TRACK)
        f["influence"].append(inf)
        f["vp"].append(tuple(vp_token(x, f"{q}.vp[{k}]") for k, x in
                             enumerate(validate.as_list(p["vp"], f"{q}.vp", max_len=40))))
        for k in ("victories", "defeats"):
            xs = tuple(validate.as_seat(x, f"{q}.{k}", n) for x in validate.as_list(p[k], f"{q}.{k}", max_len=n))
            validate.need(len(set(xs)) == len(xs) and i not in xs and list(xs) == sorted(xs), f"{q}.{k}",
                   "other players' tokens, each once, in order")
            f[k].append(xs)
        f["won"].append(validate.as_bool(p["won"], f"{q}.won"))
        f["upgrades"].append(tuple(("closed", "open", "revealed").index(validate.as_str(x, f"{q}.upgrades[{k}]",
                                                                                  ("closed", "open", "revealed")))
                                   for k, x in enumerate(validate.as_list(p["upgrades"], f"{q}.upgrades", len(UPGRADES)))))
        f["garrison"].append(tuple(validate.as_bool(x, f"{q}.garrison[{k}]") for k, x in
                                   enumerate(validate.as_list(p["garrison"], f"{q}.garrison", SPACES))))
        f["graveyard"].append(validate.as_int(p["graveyard"], f"{q}.graveyard", 0, SPACES))
        f["personal"].append(_opt(p["personal"], f"{q}.personal", {x.id: k for k, x in enumerate(PERSONAL)}))
        f["paid"].append(validate.as_int(p["paid"], f"{q}.paid", 0, 100))
        f["announced"].append(validate.as_int(p["announced"], f"{q}.announced", 0, VP_LIMIT))
    lands = validate.as_list(d["lands"], "lands", len(LANDS))
    tiles = _ids(d["tiles"], "tiles", {t.id: k for k, t in enumerate(TILES)})
    validate.need(sorted(tiles) == list(range(len(TILES))), "tiles", "each tile once")
    revealed, units, holder, goods, buildings = [], [], [], [], []
    for x, land in enumerate(lands):
        q = f"lands[{x}]"
        validate.as_dict(land, q, ("tile", "units", "holder", "goods", "building"), exact=True)
        revealed.append(land["tile"] is not None)
        validate.need(land["tile"] is None or land["tile"] == TILES[tiles[x]].id, f"{q}.tile", "the land's tile")
        units.append(tuple(validate.as_int(u, f"{q}.units", 0, SPACES) for u in validate.as_list(land["units"], f"{q}.units", n)))
        holder.append(validate.as_seat(land["holder"], f"{q}.holder", n, none=True))
        goods.append(validate.as_int(land["goods"], f"{q}.goods", 0, 1000))
        buildings.append(validate.as_seat(land["building"], f"{q}.building", n, none=True))
    act = d["act"]
    if act is not None:
        act = validate.as_list(act, "act", max_len=7)
        validate.need(len(act) in (6, 7), "act", "6 or 7 items (the land a Trade action sells from is optional)")
        kind, steps, bonus, ability, price, civil_done = act[:6]
        land = validate.as_int(act[6], "act", NO, len(LANDS) - 1) if len(act) == 7 else NO
        act = Acting(validate.as_str(kind, "act", ("",) + ACTION_TYPES), validate.as_int(steps, "act", 0, 100),
                     validate.as_int(bonus, "act", -100, 100), validate.as_bool(ability, "act"),
                     tuple(validate.as_int(x, "act", 0, 100) for x in validate.as_list(price, "act", len(GOODS))),
                     validate.as_bool(civil_done, "act"), land)
    battle = d["battle"]
    if battle is not None:
        land, att, dfd, played, passed, bonus = validate.as_list(battle, "battle", 6)
        battle = Battle(validate.as_int(land, "battle", 0, len(LANDS) - 1), validate.as_seat(att, "battle", n),
                        validate.as_seat(dfd, "battle", n),
                        tuple(validate.as_int(x, "battle", 0, 20) for x in validate.as_list(played, "battle", n)),
                        tuple(validate.as_bool(x, "battle") for x in validate.as_list(passed, "battle", n)),
                        tuple(validate.as_int(x, "battle", 0, 200) for x in validate.as_list(bonus, "battle", 2)))
    ev = {e.id: k for k, e in enumerate(EVENTS)}
    qs = {x.id: k for k, x in enumerate(QUESTS)}
    s = State._make(
        names=names, years=years, turn_limit=limit, phase=phase, year=year, season=season, order=order, seat=seat,
        step=step, **{k: tuple(v) for k, v in f.items()}, tiles=tiles, revealed=tuple(revealed),
        units=tuple(units), holder=tuple(holder), goods=tuple(goods), buildings=tuple(buildings),
        worker_deck=_ids(d["worker_deck"], "worker_deck", WORKER_INDEX),
        worker_discard=_ids(d["worker_discard"], "worker_discard", WORKER_INDEX),
        card_deck=_ids(d["card_deck"], "card_deck", CARD_INDEX),
        card_discard=_ids(d["card_discard"], "card_discard", CARD_INDEX),
        quest_deck=_ids(d["quest_deck"], "quest_deck", qs),
        quests=tuple(_opt(x, f"quests[{k}]", qs) for k, x in enumerate(validate.as_list(d["quests"], "quests", ROW))),
        event_deck=_ids(d["event_deck"], "event_deck", ev),
        events=tuple(_opt(x, f"events[{k}]", ev) for k, x in enumerate(validate.as_list(d["events"], "events", ROW))),
        tokens=tuple(validate.as_int(x, "tokens", NO, TRACK) for x in validate.as_list(d["tokens"], "tokens", len(FACTIONS))),
        tokens_left=tuple(validate.as_int(x, "tokens_left", 0, 100) for x in validate.as_list(d["tokens_left"], "tokens_left",
                                                                                 len(FACTIONS))),
        alliances=tuple(validate.as_seat(x, "alliances", n, none=True) for x in validate.as_list(d["alliances"], "alliances",
                                                                               len(FACTIONS))),
        act=act, battle=battle, winner=None if d["winner"] is None else validate.as_seat(d["winner"], "winner", n),
        log=Log(validate.as_log(d["log"])),
        rng=Rng(validate.as_int(d["rng"], "rng", 0, (1 << 64) - 1)))
    _check(s)
    return s


def _check(s: State) -> None:
    """Conservation of workers and cards, and the open decision fits the phase (ValueError names the field)."""
    need = validate.need
    n = s.players
    workers = list(s.worker_deck) + list(s.worker_discard)
    for i in range(n):
        workers += list(s.workers[i]) + list(s.packs[i]) + list(s.used[i])
        if s.planned[i] >= 0 and s.planned[i] not in s.used[i]:
            workers.append(s.planned[i])
    need(sorted(workers) == list(range(len(WORKERS))), "worker_deck", "each worker card in exactly one place")
    cards = list(s.card_deck) + list(s.card_discard) + [c for h in s.hand for c in h]
    need(sorted(cards) == list(range(len(CARDS))), "card_deck", "each card in exactly one place")
    need((s.phase == "act") == (s.act is not None), "act", "an action step only in the act phase")
    need((s.phase == "battle") == (s.battle is not None), "battle", "a combat only in the battle phase")
    need((s.phase == "over") or s.winner is None, "winner", "nobody has won a game in play")
    _check_tablets(s)
    if s.phase != "over":
        need(bool(s._legal()), "phase", "the player to decide has something to do")


def _check_tablets(s: State) -> None:
    """What the players hold agrees with itself and the board: garrisons and units, combat tokens, VP tokens
    with the alliances, the quests and the influence tokens, announcements, personal quests, plans."""
    need = validate.need
    n = s.players
    per = NUMBERS["tokens_per_faction"]
    claimed = []
    for i in range(n):
        q = f"players[{i}]"
        need(s.garrison[i].count(False) == s.units_on_map(i) + s.graveyard[i], f"{q}.garrison",
             "an empty space for each unit on the map or in the graveyard")
        need(all(i in s.victories[j] for j in s.defeats[i]) and all(i in s.defeats[j] for j in s.victories[i]),
             f"{q}.defeats", "a defeat token for each victory token of the other player")
        need(s.announced[i] in (0, *NUMBERS["announce_at"]) and s.announced[i] <= len(s.vp[i]),
             f"{q}.announced", "0, or 3 or 4 with as many VP tokens")
        claimed += [t[6:] for t in s.vp[i] if t.startswith("quest:")]
    for f, fid in enumerate(FACTION_IDS):
        for i in range(n):
            need((f"alliance:{fid}" in s.vp[i]) == (s.alliances[f] == i), "alliances",
                 "each alliance taken goes with its VP token")
        need(sum(t == f"alliance:{fid}" for v in s.vp for t in v) <= 1, "alliances", "each alliance once")
        taken = sum(t == f"influence:{fid}" for v in s.vp for t in v)
        need(taken + s.tokens_left[f] <= per, "tokens_left", f"{per} influence tokens a court")
        need((s.tokens[f] == NO) == (s.tokens_left[f] == 0), "tokens", "a token on the track while any is left")
        need(s.tokens[f] == NO or NUMBERS["token_floor"] <= s.tokens[f] <= NUMBERS["token_start"], "tokens",
             f"a token stands on steps {NUMBERS['token_floor']} to {NUMBERS['token_start']}")
    row = {QUESTS[x].id for x in list(s.quests) + list(s.quest_deck) if x >= 0}
    need(len(set(claimed)) == len(claimed) and not set(claimed) & row, "quests",
         "a quest claimed once, and then out of the row and the deck")
    need(len(set(s.quests) - {NO}) == sum(1 for x in s.quests if x >= 0)
         and not set(s.quests) & set(s.quest_deck), "quests", "each quest in one place")
    need(len(set(s.events) - {NO}) == sum(1 for x in s.events if x >= 0)
         and not set(s.events) & set(s.event_deck), "events", "each event in one place")
    held = [x for x in s.personal if x >= 0]
    need(len(set(held)) == len(held), "personal", "each personal quest once")
    # the draft: every seat holds its picks and pack of this year; the seats before the one to pick have
    # picked once more than the others
    if s.phase == "draft":
        top = max(len(x) for x in s.packs)
        for k, i in enumerate(s.order):
            need(len(s.workers[i]) + len(s.packs[i]) == DRAFT, f"players[{i}].pack", f"{DRAFT} workers drafted a year")
            before = k < s.order.index(s.seat)
            need(top >= 1 and len(s.packs[i]) == top - before, f"players[{i}].pack",
                 "the packs go round one pick at a time, in initiative order")
    # the worker each seat placed this season (a missing one, with workers in hand, would leave a seat that
    # never acts); a seat with none in hand sits the season out
    if s.phase in ("act", "battle"):
        for i in range(n):
            need(s.planned[i] >= 0 or not s.workers[i], f"players[{i}].planned",
                 "every seat with a worker in hand has placed one")
    if s.phase == "plan":
        for i in range(n):
            need(s.planned[i] < 0 or s.planned[i] not in s.used[i], f"players[{i}].planned",
                 "a worker placed this season has not worked yet")
    # the seat to decide is the one the rules ask
    me = s.seat
    if s.phase == "plan":
        need(me == next(iter(s.to_place()), NO), "seat",
             "the first in initiative order to place")
    if s.phase == "act":
        need(s.has_to_act(me), "seat", "a player whose worker has not acted")
    if s.phase == "battle":
        b = s.battle
        need(b.attacker != b.defender and s.holder[b.land] == b.defender and s.units[b.land][b.attacker] > 0
             and s.units[b.land][b.defender] > 0, "battle", "an attacker and the holder, both with units on the land")
        need(not b.passed[me], "seat", "a player who has not passed")
    if s.phase == "home":
        need(s.units_on_map(me) > 0, "seat", "a player with units on the map")
    if s.phase == "hand":
        over = [i for i in s.order if s.over_hand_limit(i)]
        need(bool(over) and me == over[0], "seat", "the first in initiative order over the hand limit")
    for x in range(len(LANDS)):
        q = f"lands[{x}]"
        there = [i for i in range(n) if s.units[x][i] > 0]
        need((s.holder[x] == NO) == (not there) and (s.holder[x] == NO or s.holder[x] in there), f"{q}.holder",
             "a player with units on the land holds it, nobody holds an empty land")
        need(len(there) <= (2 if s.phase in ("act", "battle") else 1), f"{q}.units",
             "two sides at most, and one once the combats are fought")
        need(not there or s.revealed[x], f"{q}.tile", "a land with units is face up")
    for deck in ("quest_deck", "event_deck", "worker_deck", "card_deck"):
        need(len(set(getattr(s, deck))) == len(getattr(s, deck)), deck, "each card once")
    if s.phase == "battle" or (s.phase == "home" and s.step == "wages"):
        for i in range(n):
            need(s.planned[i] < 0 or s.planned[i] in s.used[i], f"players[{i}].planned",
                 "every placed worker has worked this season")
    if s.phase in ("draft", "hand") or (s.phase == "home" and s.step == "keep"):
        for i in range(n):
            need(s.planned[i] < 0 and not s.used[i], f"players[{i}].planned",
                 "no worker placed or used between the cleanup and the next season")
    if s.phase in ("hand", "home") and s.step != "wages":
        for i in range(n):
            need(not s.workers[i], f"players[{i}].workers", "every worker is discarded at the cleanup")
    if s.act is not None:
        need(s.act.land == NO or (s.act.kind == "trade" and s.holder[s.act.land] == s.seat), "act",
             "the land a Trade action sells from is the player's")


def invariants(state: State) -> None:
    """Check that ``state`` is a position the rules can reach; AssertionError (with a message) if not."""
    check_invariants(state, State, _check, _phase)


def _phase(s: State) -> None:
    assert s.phase in PHASES, "phase"
