"""Solstice: new games and teaching positions (``new_game``, ``from_position``), each argument checked."""

from __future__ import annotations

from typing import Mapping, Sequence

from seasons_nb.core import NO, Log, Rng
from seasons_nb.core import validate

from .components import (
    CARD_INDEX, CARDS, CHARACTER_INDEX, CHARACTERS, COURTS, DIE, N_CARDS, PIECES, PLAYER_COUNTS, SPACES,
    START_PIECES, START_SPACE, court_name,
)
from .rules import DEFAULT_MODE, DEFAULT_SHORT_GAME, DEFAULT_TURN_LIMIT
from .saves import MAX_TURN, check_date, check_mode, check_turn_limit, load
from .state import MAX_DICE, ROLLING, State, first_court

#: default player names, seat by seat
DEFAULT_NAMES = ("Aster", "Birch", "Cedar", "Daisy", "Elm", "Fern", "Gorse", "Holly")


def _players(players) -> int:
    validate.need(type(players) is int and players in PLAYER_COUNTS, "players",
           f"Solstice is for 2 to 8 players, not {players!r}")
    return players


def _names(players: int, names) -> tuple[str, ...]:
    """The names of the seats: one per seat (default names when none are given)."""
    if names is None:
        return DEFAULT_NAMES[:players]
    return validate.as_names(names, "names", players)


def new_game(players: int = 2, seed: int = 0, names: Sequence[str] | None = None,
             mode: str = DEFAULT_MODE, date: str | None = None,
             turn_limit: int | None = DEFAULT_TURN_LIMIT,
             short_game: int | None = DEFAULT_SHORT_GAME) -> State:
    """A new game: the draw pile shuffled, every character piece on its court's start space, and the
    first seat (p1, Summer) choosing a character.

    ``names``: one per seat (None: default names). ``mode``:
    'free-for-all' or 'team' (team play needs an even number of players). ``date``: the day
    of play, 'YYYY-MM-DD' (None: today), which decides the starting court. ``turn_limit``: None (the
    book: play until the ring is one season) or the last turn before the game is a draw.
    ``short_game``: None (the book's game) or the last turn of a short game, after which the court
    holding more pieces wins (``solstice.ours.short_game``).
    """
    players = _players(players)
    mode = check_mode(mode, players)
    date = check_date(date)
    limit = check_turn_limit(turn_limit)
    short = check_turn_limit(short_game, "short_game")
    rng = Rng(validate.as_int(seed, "seed"))
    names = _names(players, names)
    draw, rng = rng.shuffled(range(N_CARDS))
    court = first_court(date)
    log = Log((f"Solstice for {players} players, {mode}" + (f", at most {limit} turns" if limit else "")
               + (f", a short game of {short} turns" if short else "") + ".",
               f"The date is {date}: the {court_name(court)} solstice is nearer, so the {court_name(court)} "
               "Court begins once everyone has chosen a character.",
               f"{names[0]} chooses first."))
    return State._make(
        names=names, mode=mode, date=date, turn_limit=limit, short_game=short, phase="setup", turn=0, seat=0, pending=None,
        chars=(NO,) * players, pos=tuple(START_SPACE[i % 2] for i in range(players)), lapped=(False,) * players,
        skip=(False,) * players, gear=((NO, NO, NO),) * players, pack=((),) * players, iseason=(NO,) * N_CARDS,
        pieces=START_PIECES, draw=tuple(draw), discard=(), fan=(), log=log, dice=(), rng=rng)


def from_position(players: int = 2, names: Sequence[str] | None = None, seed: int = 0, *,
                  mode: str = DEFAULT_MODE, characters: Sequence[str] | None = None,
                  spaces: Sequence[int] | None = None, lapped: Sequence[bool] | bool = False,
                  skip: Sequence[bool] | None = None, equipped: Sequence | None = None,
                  kept: Sequence | None = None, seasons: Mapping[str, str] | None = None,
                  pieces: str | Sequence[str] | None = None, top: Sequence[str] = (),
                  draw: Sequence[str] | None = None, discard: Sequence[str] = (), to_move: int = 0,
                  turn: int = 1, turn_limit: int | None = DEFAULT_TURN_LIMIT,
                  short_game: int | None = DEFAULT_SHORT_GAME, dice: Sequence[int] = (),
                  date: str | None = "2024-06-21") -> State:
    """A teaching position: ``to_move`` is about to roll.

    ``characters``: a character id per seat (default: the first free one of each seat's court).
    ``spaces``: each character's space, 1-32 (default: its court's start space). ``lapped``: per seat
    (or one value for all) whether it has passed its start space and may attack. ``skip``: seats that
    lose their next turn (not ``to_move``). ``equipped`` / ``kept``: per seat, card ids (a weapon,
    armor and boots at most for ``equipped``). ``seasons``: the season of a held weapon, armor or boots,
    ``{"w5": "winter"}`` (default: its holder's court, so it counts). ``pieces``: the ring, 'SSSSWWWW'
    (or eight season names; not all one season). ``top``: cards on top of the draw pile, the first
    drawn first; the rest of the cards are shuffled below, unless ``draw`` gives the whole draw pile
    (first drawn first), when every card not placed anywhere lies in the discard pile under
    ``discard`` (its last card on top). ``dice``: die results to come (see ``teach.rigged``).
    ValueError names the argument that makes no sense.
    """
    players = _players(players)
    names = _names(players, names)
    mode = check_mode(mode, players)
    date = check_date(date)
    limit = check_turn_limit(turn_limit)
    short = check_turn_limit(short_game, "short_game")
    rng = Rng(validate.as_int(seed, "seed"))
    to_move = validate.as_seat(to_move, "to_move", players)
    turn = validate.as_int(turn, "turn", 1, MAX_TURN)
    validate.need(limit is None or turn <= limit, "turn", f"turn {turn} is past the turn limit {limit}")
    validate.need(short is None or turn <= short, "turn", f"turn {turn} is past the short game's last turn {short}")

    def per_seat(v, field, check):
        items = validate.as_list(list(v) if isinstance(v, tuple) else v, field, players)
        return [check(x, f"{field}[{i}]") for i, x in enumerate(items)]

    if characters is None:
        chars, taken = [], set()
        for i in range(players):
            c = next(j for j, ch in enumerate(CHARACTERS) if ch.court == i % 2 and j not in taken)
            taken.add(c)
            chars.append(c)
    else:
        chars = per_seat(characters, "characters",
                         lambda x, f: CHARACTER_INDEX[validate.as_str(x, f, tuple(CHARACTER_INDEX))])
        for i, c in enumerate(chars):
            validate.need(CHARACTERS[c].court == i % 2, f"characters[{i}]", f"the {CHARACTERS[c].name} is not of the "
                   f"{court_name(i % 2)} Court, p{i + 1}'s court")
        validate.need(len(set(chars)) == len(chars), "characters", "a character belongs to one player only")
    pos = [START_SPACE[i % 2] for i in range(players)] if spaces is None else per_seat(
        spaces, "spaces", lambda x, f: validate.as_int(x, f, 1, SPACES) - 1)
    if isinstance(lapped, bool):
        lapped = [lapped] * players
    laps = per_seat(lapped, "lapped", validate.as_bool)
    skips = [False] * players if skip is None else per_seat(skip, "skip", validate.as_bool)
    validate.need(not skips[to_move], "skip", "the player about to roll cannot be losing that turn")

    def cards(v, f):
        items = validate.as_list(list(v) if isinstance(v, tuple) else v, f, max_len=N_CARDS)
        return [CARD_INDEX[validate.as_str(x, f"{f}[{i}]", tuple(CARD_INDEX))] for i, x in enumerate(items)]

    gear = [[NO, NO, NO] for _ in range(players)]
    for i, held in enumerate(per_seat(equipped, "equipped", cards) if equipped is not None else [[]] * players):
        for c in held:
            slot = CARDS[c].slot
            validate.need(slot >= 0, f"equipped[{i}]", f"{CARDS[c].id} is a trinket: only weapons, armor and boots "
                   "are equipped")
            validate.need(gear[i][slot] == NO, f"equipped[{i}]", f"two {CARDS[c].kind} items: one of each type at most")
            gear[i][slot] = c
    pack = per_seat(kept, "kept", cards) if kept is not None else [[]] * players
    iseason = [NO] * N_CARDS
    for i in range(players):
        for c in [x for x in gear[i] if x >= 0] + pack[i]:
            if CARDS[c].equip:
                iseason[c] = i % 2
    if seasons is not None:
        validate.need(isinstance(seasons, Mapping), "seasons", "expected a mapping of card ids to seasons")
        for k, v in seasons.items():
            validate.need(type(k) is str and k in CARD_INDEX, "seasons", f"{str(k)[:20]!r} is not a card id")
            c = CARD_INDEX[k]
            validate.need(iseason[c] != NO, "seasons", f"{k} is not a weapon, armor or boots a player holds")
            iseason[c] = COURTS.index(validate.as_str(v, f"seasons.{k}", COURTS))
    if pieces is None:
        ring = list(START_PIECES)
    elif isinstance(pieces, str):
        validate.need(len(pieces) == PIECES and set(pieces.upper()) <= {"S", "W"}, "pieces",
               "eight letters S (Summer) or W (Winter), like 'SSSSWWWW'")
        ring = [0 if x == "S" else 1 for x in pieces.upper()]
    else:
        seasons_given = validate.as_list(list(pieces) if isinstance(pieces, tuple) else pieces, "pieces", PIECES)
        ring = [COURTS.index(validate.as_str(x, f"pieces[{i}]", COURTS)) for i, x in enumerate(seasons_given)]
    validate.need(0 < sum(ring) < PIECES, "pieces", "a ring of one season has already ended the game")
    held = [c for i in range(players) for c in [x for x in gear[i] if x >= 0] + pack[i]]
    validate.need(len(held) == len(set(held)), "kept", "a card is held twice")
    top_cards = cards(top, "top")
    disc = cards(discard, "discard")
    placed = held + top_cards + disc
    if draw is not None:
        validate.need(not top_cards, "top", "give either the top of the draw pile or the whole draw pile")
        pile = cards(draw, "draw")
        placed += pile
        validate.need(len(placed) == len(set(placed)), "draw", "a card is in two places")
        rest = [c for c in range(N_CARDS) if c not in placed]
        rest, rng = rng.shuffled(rest)
        disc = rest + disc
        draw_pile = list(reversed(pile))
    else:
        validate.need(len(placed) == len(set(placed)), "top", "a card is in two places")
        rest = [c for c in range(N_CARDS) if c not in placed]
        rest, rng = rng.shuffled(rest)
        draw_pile = rest + list(reversed(top_cards))
    dice = [validate.as_int(x, f"dice[{i}]", 1, DIE) for i, x in
            enumerate(validate.as_list(list(dice) if isinstance(dice, tuple) else dice, "dice", max_len=MAX_DICE))]
    s = State._make(
        names=names, mode=mode, date=date, turn_limit=limit, short_game=short, phase="play", turn=turn, seat=to_move,
        pending=ROLLING, chars=tuple(chars), pos=tuple(pos), lapped=tuple(laps), skip=tuple(skips),
        gear=tuple(tuple(g) for g in gear), pack=tuple(tuple(p) for p in pack), iseason=tuple(iseason),
        pieces=tuple(ring), draw=tuple(draw_pile), discard=tuple(disc), fan=(),
        log=Log((f"A teaching position for {players} players ({mode}): turn {turn}, {names[to_move]} to roll.",)),
        dice=tuple(dice), rng=rng)
    return load(s.to_dict())


