"""Solstice: reading a save (``load``, behind ``State.from_dict``; ``from_json``) and checking a position
(``invariants``): every field checked, ValueError naming the field."""

from __future__ import annotations

import datetime as _dt
import re

from seasons_nb.core import NO, Log, Rng, check_invariants
from seasons_nb.core import validate

from .actions import THEN, Answering, Attacking, Defending, Discarding, Equipping, Stealing
from .components import (
    CARD_INDEX, CARDS, CHARACTER_INDEX, CHARACTERS, COURTS, DIE, N_CARDS, PIECES, PLAYER_COUNTS, SPACES,
    START_PIECES, START_SPACE, court_name,
)
from .rules import MODES, TEAM_PLAYER_COUNTS
from .state import FLIPPING, MAX_DICE, ROLLING, State
from .view import PHASES, pending_data

MAX_TURN = 10 ** 9


# ---- fields a save and a new game share --------------------------------------------------------------

def check_mode(mode, players: int) -> str:
    mode = validate.as_str(mode, "mode", MODES)
    validate.need(mode != "team" or players in TEAM_PLAYER_COUNTS, "mode",
           f"team play needs two equal courts, so an even number of players, not {players}")
    return mode


_ISO = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def check_date(date) -> str:
    if date is None:
        return _dt.date.today().isoformat()
    validate.as_str(date, "date", max_len=10)
    validate.need(bool(_ISO.fullmatch(date)), "date", f"expected a date written YYYY-MM-DD, got {date[:20]!r}")
    try:
        _dt.date.fromisoformat(date)
    except ValueError:
        raise validate.fail("date", f"{date!r} is not a day of the calendar") from None
    return date


def check_turn_limit(turn_limit, field: str = "turn_limit") -> int | None:
    return validate.as_opt_int(turn_limit, field, 1, MAX_TURN)


# ---- reading and checking saves ---------------------------------------------------------------------

_KEYS = ("game", "names", "mode", "date", "turn_limit", "short_game", "phase", "turn", "seat", "pending", "players",
         "item_seasons", "pieces", "draw", "discard", "fan", "dice", "log", "rng")
_PLAYER_KEYS = ("character", "space", "lapped", "skip", "equipped", "kept")


_CARD_IDS = tuple(CARD_INDEX)


def _card(v, field: str) -> int:
    if type(v) is str and v in CARD_INDEX:
        return CARD_INDEX[v]
    return CARD_INDEX[validate.as_str(v, field, _CARD_IDS)]


def _cards(v, field: str) -> tuple[int, ...]:
    items = validate.as_list(v, field, max_len=N_CARDS)
    get = CARD_INDEX.get
    out = tuple(get(x, NO) if type(x) is str else NO for x in items)
    if NO in out:
        return tuple(_card(x, f"{field}[{i}]") for i, x in enumerate(items))
    return out


def load(d) -> State:
    """A State from ``to_dict`` data, every field checked (ValueError naming the field)."""
    validate.as_dict(d, "save", _KEYS, exact=True)
    validate.need(d["game"] == "solstice", "game", "not a Solstice save")
    raw_names = validate.as_list(d["names"], "names", max_len=10)
    n = len(raw_names)
    validate.need(n in PLAYER_COUNTS, "names", f"Solstice is for 2 to 8 players, not {n}")
    names = validate.as_names(raw_names, "names", n)
    mode = check_mode(d["mode"], n)
    date = check_date(validate.as_str(d["date"], "date", max_len=10))
    limit = check_turn_limit(d["turn_limit"])
    short = check_turn_limit(d["short_game"], "short_game")
    phase = validate.as_str(d["phase"], "phase", PHASES)
    turn = validate.as_int(d["turn"], "turn", 0, MAX_TURN)
    seat = validate.as_seat(d["seat"], "seat", n)
    players = validate.as_list(d["players"], "players", n)
    chars, pos, laps, skips, gear, pack = [], [], [], [], [], []
    for i, p in enumerate(players):
        f = f"players[{i}]"
        validate.as_dict(p, f, _PLAYER_KEYS, exact=True)
        ch = p["character"]
        if ch is None:
            chars.append(NO)
        else:
            c = CHARACTER_INDEX[validate.as_str(ch, f"{f}.character", tuple(CHARACTER_INDEX))]
            validate.need(CHARACTERS[c].court == i % 2, f"{f}.character", f"the {CHARACTERS[c].name} is not of the "
                   f"{court_name(i % 2)} Court")
            chars.append(c)
        pos.append(validate.as_int(p["space"], f"{f}.space", 1, SPACES) - 1)
        laps.append(validate.as_bool(p["lapped"], f"{f}.lapped"))
        skips.append(validate.as_bool(p["skip"], f"{f}.skip"))
        eq = validate.as_list(p["equipped"], f"{f}.equipped", 3)
        g = []
        for slot, x in enumerate(eq):
            if x is None:
                g.append(NO)
            else:
                c = _card(x, f"{f}.equipped[{slot}]")
                validate.need(CARDS[c].slot == slot, f"{f}.equipped[{slot}]", f"{CARDS[c].id} is not a "
                       f"{('weapon', 'armor', 'boots')[slot]}")
                g.append(c)
        gear.append(tuple(g))
        pack.append(_cards(p["kept"], f"{f}.kept"))
    taken = [c for c in chars if c >= 0]
    validate.need(len(taken) == len(set(taken)), "players", "two players chose the same character")
    seasons = validate.as_dict(d["item_seasons"], "item_seasons")
    iseason = [NO] * N_CARDS
    for k, v in seasons.items():
        validate.need(type(k) is str and k in CARD_INDEX, "item_seasons", f"{str(k)[:20]!r} is not a card id")
        iseason[CARD_INDEX[k]] = COURTS.index(validate.as_str(v, f"item_seasons.{k}", COURTS))
    ring = tuple(COURTS.index(validate.as_str(x, f"pieces[{i}]", COURTS))
                 for i, x in enumerate(validate.as_list(d["pieces"], "pieces", PIECES)))
    draw = _cards(d["draw"], "draw")
    discard = _cards(d["discard"], "discard")
    fan = _cards(d["fan"], "fan")
    dice = tuple(validate.as_int(x, f"dice[{i}]", 1, DIE) for i, x in enumerate(validate.as_list(d["dice"], "dice",
                                                                                   max_len=MAX_DICE)))
    log = Log(validate.as_log(d["log"]))
    rng = Rng(validate.as_int(d["rng"], "rng", 0, (1 << 64) - 1))
    pending = _pending(d["pending"], n)
    s = State._make(names=names, mode=mode, date=date, turn_limit=limit, short_game=short, phase=phase, turn=turn, seat=seat,
                     pending=pending, chars=tuple(chars), pos=tuple(pos), lapped=tuple(laps), skip=tuple(skips),
                     gear=tuple(gear), pack=tuple(pack), iseason=tuple(iseason), pieces=ring, draw=draw,
                     discard=discard, fan=fan, log=log, dice=dice, rng=rng)
    _check(s)
    return s


def _pending(v, n: int):
    if v is None:
        return None
    items = validate.as_list(v, "pending", max_len=4)
    validate.need(len(items) > 0, "pending", "an open decision names its kind")
    kind = items[0]
    if kind == "roll":
        validate.as_list(items, "pending", 1)
        return ROLLING
    if kind == "flip":
        validate.as_list(items, "pending", 1)
        return FLIPPING
    if kind == "attack":
        _, targets = validate.as_list(items, "pending", 2)
        seats = tuple(validate.as_seat(t, "pending", n) for t in validate.as_list(targets, "pending", max_len=n))
        return Attacking(seats)
    if kind in ("defend", "answer", "discard"):
        _, a, b = validate.as_list(items, "pending", 3)
        a, b = validate.as_seat(a, "pending", n), validate.as_seat(b, "pending", n)
        return {"defend": Defending, "answer": Answering, "discard": Discarding}[kind](a, b)
    if kind == "steal":
        _, a, b, then = validate.as_list(items, "pending", 4)
        return Stealing(validate.as_seat(a, "pending", n), validate.as_seat(b, "pending", n),
                        validate.as_str(then, "pending", THEN))
    if kind == "equip":
        _, a, card, then = validate.as_list(items, "pending", 4)
        return Equipping(validate.as_seat(a, "pending", n), _card(card, "pending"), validate.as_str(then, "pending", THEN))
    raise validate.fail("pending", f"{str(kind)[:20]!r} is not a decision")


def _check(s: State) -> None:
    """Check that well-typed fields make a position the rules can reach; ValueError names the field."""
    n = len(s.names)
    need = validate.need
    # cards: each of the 48 in exactly one place
    places = list(s.draw) + list(s.discard)
    for i in range(n):
        places += [c for c in s.gear[i] if c >= 0] + list(s.pack[i])
    pend = s.pending
    if pend is not None and pend.kind == "equip":
        places.append(pend.card)
    need(sorted(places) == list(range(N_CARDS)), "draw", "each of the 48 cards is in exactly one place (draw "
         "pile, discard pile, a player's items, or the card being equipped)")
    held = set(c for i in range(n) for c in s.items(i))
    if pend is not None and pend.kind == "equip":
        held.add(pend.card)
    for c in range(N_CARDS):
        if CARDS[c].equip and c in held:
            need(s.iseason[c] != NO, "item_seasons", f"{CARDS[c].id} is held, so it is set to a season")
        else:
            need(s.iseason[c] == NO, "item_seasons", f"only a held weapon, armor or boots has a season, not "
                 f"{CARDS[c].id}")
    need(len(s.dice) <= MAX_DICE, "dice", "too many dice waiting")
    # the phase
    if s.phase == "setup":
        need(pend is None, "pending", "no decision is open while characters are chosen")
        need(s.turn == 0, "turn", "the first turn has not begun")
        chosen = [c >= 0 for c in s.chars]
        need(not all(chosen) and chosen == sorted(chosen, reverse=True), "players",
             "characters are chosen seat by seat from p1, and someone is still to choose")
        need(s.seat == chosen.index(False), "seat", "the first seat without a character chooses")
        need(s.pos == tuple(START_SPACE[i % 2] for i in range(n)), "players", "everyone is on their start space")
        need(not any(s.lapped) and not any(s.skip), "players", "nobody has moved yet")
        need(len(s.draw) == N_CARDS, "draw", "every card is in the draw pile before play")
        need(s.pieces == START_PIECES, "pieces", "the ring starts four Summer, four Winter")
        need(not s.fan, "fan", "no fan before play")
        return
    need(all(c >= 0 for c in s.chars), "players", "every player has a character once play has begun")
    need(s.turn >= 1, "turn", "play starts at turn 1")
    need(s.turn_limit is None or s.turn <= s.turn_limit, "turn", f"turn {s.turn} is past the turn limit")
    need(s.short_game is None or s.turn <= s.short_game, "turn", f"turn {s.turn} is past the short game's end")
    court = s.winning_court()
    if s.phase == "over":
        need(pend is None, "pending", "no decision is open once the game is over")
        need(not s.fan, "fan", "no fan once the game is over")
        need(court is not None or any(s.turn == last for last in (s.turn_limit, s.short_game)), "phase",
             "a game ends with the ring one season, at the end of a short game or at the turn limit")
        return
    need(court is None, "pieces", "a ring of one season has already ended the game")
    need(pend is not None, "pending", "a game in play has an open decision")
    me = s.seat
    k = pend.kind
    need(bool(s.fan) == (k == "discard"), "fan", "a fan lies on the table only while a card is picked")
    if k == "attack":
        need(len(pend.targets) > 0 and pend.targets == s.attackable(me), "pending",
             "the seats the player to move may attack on their space")
    elif k in ("defend", "answer"):
        need(pend.attacker == me and s.attack_refusal(me, pend.defender) is None, "pending",
             "a battle of the player to move against someone they may attack on their space")
    elif k == "steal":
        other = pend.victim if pend.thief == me else pend.thief
        need(me in (pend.thief, pend.victim) and other != me and s.pos[other] == s.pos[me], "pending",
             "a steal between the player to move and their opponent on the same space")
        need((pend.then == "space") == (pend.thief == me), "pending", "only the attacker goes on to their space")
        need(len(s.items(pend.victim)) > 0, "pending", "the beaten player has an item to take")
    elif k == "equip":
        need(CARDS[pend.card].equip, "pending", "only a weapon, armor or boots is equipped")
        need(pend.then == "end" or pend.holder == me, "pending", "only the attacker goes on to their space")
    elif k == "discard":
        need(pend.picker == (pend.discarder + 1) % n, "pending", "the next seat picks the card")
        need(sorted(s.fan) == sorted(s.items(pend.discarder)), "fan", "the fan is all of the discarding "
             "player's items")


def invariants(state: State) -> None:
    """Check that ``state`` is a position the rules can reach; AssertionError (with a message) if not.

    Every card is in exactly one place, seasons belong to held items only, the decision open
    fits the position, and the fields have their types.
    """
    check_invariants(state, State, _shape, _check, _decision_in_play)


def _shape(s: State) -> None:
    n = len(s.names)
    assert type(s.names) is tuple and n in PLAYER_COUNTS, "names: 2 to 8 players"
    for f in ("chars", "pos", "lapped", "skip", "gear", "pack"):
        v = getattr(s, f)
        assert type(v) is tuple and len(v) == n, f"{f}: one entry per seat"
    assert all(type(p) is int and 0 <= p < SPACES for p in s.pos), "pos: spaces 0-31"
    assert all(type(g) is tuple and len(g) == 3 for g in s.gear), "gear: three slots per seat"
    assert all(type(p) is tuple for p in s.pack), "pack: tuples"
    assert type(s.iseason) is tuple and len(s.iseason) == N_CARDS, "iseason: one per card"
    assert type(s.pieces) is tuple and len(s.pieces) == PIECES and set(s.pieces) <= {0, 1}, "pieces"
    for f in ("draw", "discard", "fan", "dice"):
        assert type(getattr(s, f)) is tuple, f"{f}: a tuple"
    assert s.phase in PHASES, "phase"
    assert s.mode in MODES, "mode"


def _decision_in_play(s: State) -> None:
    assert pending_data(s.pending) is None or s.phase == "play", "a decision only in play"


#: the state written by ``State.to_json``; ValueError naming the field for anything else
from_json = State.from_json

