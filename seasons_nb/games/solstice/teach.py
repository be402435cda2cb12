"""Solstice helpers shared by the walkthrough notebook and the tests: teaching positions, rigged dice,
small printers and the odds of a battle.

>>> s = rigged(face_off(), 3)          # p1 on space 2, p2 on space 5, and the die will show 3
>>> s = s.apply("roll")
>>> s.prompt
'Aster rolled 3. Aster may attack Birch on space 5 (Flip, Summer piece 2), or not attack.'
>>> ring(s)
'SSSSWWWW'
>>> card("w5")
'Sunsteel Sword (weapon +2)'
>>> win_chance(5, 5), win_chance(9, 3)
(Fraction(1, 2), Fraction(1, 1))
"""

from __future__ import annotations

from fractions import Fraction

from seasons_nb.core import validate
from seasons_nb.core.state import after as play  # noqa: F401 - one of these helpers: play(state, *moves)

from .bot import win_chance
from .components import (
    CARD_INDEX, CARD_KINDS, CARDS, CHARACTER_INDEX, CHARACTERS, COURTS, DIE, PIECES, SPACE_KINDS, SPACES_PER_PIECE,
    STATS, card_text, court_name,
)
from .setup import from_position
from .state import MAX_DICE, State, first_court


def position(players: int = 2, **setup) -> State:
    """A teaching position (``from_position``), two players unless told otherwise; the player to move
    is about to roll."""
    return from_position(players=players, **setup)


def rigged(state: State, *dice: int) -> State:
    """``state`` with die results queued: the next rolls show ``dice`` (after any already queued), then
    the random generator takes over again. 'The die shows 5' is ``rigged(state, 5)``.

    Every roll uses them in order: a move, each side of a roll-off (the attacker first), a re-roll
    after a tie, the die that picks the first player.
    """
    queued = tuple(validate.as_int(d, f"dice[{i}]", 1, DIE) for i, d in enumerate(dice))
    validate.need(len(state.dice) + len(queued) <= MAX_DICE, "dice", f"at most {MAX_DICE} dice can wait")
    return state._replace(dice=state.dice + queued)


def face_off(gap: int = 3, attacker: int = 2, lapped: bool = True, **setup) -> State:
    """Two players (unless told otherwise): p1 (Summer) on space ``attacker`` and p2 (Winter) ``gap`` spaces
    ahead, both past their start space; p1 is about to roll (rig the die with ``gap`` to land on p2)."""
    players = setup.pop("players", 2)
    spaces = setup.pop("spaces", None) or [attacker, attacker + gap] + [1 + 16 * (i % 2) for i in range(2, players)]
    return from_position(players=players, spaces=spaces, lapped=lapped, **setup)


def ring(state) -> str:
    """The ring as eight letters, piece 1 first: 'SSSSWWWW'."""
    return "".join(COURTS[s][0].upper() for s in state.pieces)


def card(card_id: str) -> str:
    """A card in words: 'Sunsteel Sword (weapon +2)'."""
    c = CARDS[CARD_INDEX[card_id]]
    text = card_text(CARD_INDEX[card_id])
    note = {"either": "; counts in either season", "other": "; counts only set to the other court's season"}
    return text[:-1] + note[c.counts] + ")" if c.counts != "own" else text


def character(character_id: str) -> str:
    """A character in words: 'Blaze Captain (Summer Court): Attack 4, Defense 3, Speed 2'."""
    c = CHARACTERS[CHARACTER_INDEX[character_id]]
    return f"{c.name} ({court_name(c.court)} Court): Attack {c.attack}, Defense {c.defense}, Speed {c.speed}"


def holdings(state, seat: int | None = None) -> None:
    """Print each player (or one): character, space, statistics with the items that count, items, VP."""
    for s in range(state.players) if seat is None else [seat]:
        p = state.player(s)
        ch = CHARACTERS[CHARACTER_INDEX[p.character]].name if p.character else "no character yet"
        flags = (", loses next turn" if p.skip else "") + (", may attack" if p.lapped else ", first lap")
        print(f"p{s + 1} {p.name} ({p.court.title()} Court, {ch}) on space {p.space}{flags}")
        points = f"{p.vp} Victory Point" + ("" if p.vp == 1 else "s")
        print(f"    Attack {p.attack}, Defense {p.defense}, Speed {p.speed}; {points}")
        eq = ", ".join(f"{CARDS[CARD_INDEX[c]].name} ({season.title()})" for c, season in p.equipped) or "nothing"
        kept = ", ".join(CARDS[CARD_INDEX[c]].name for c in p.kept) or "nothing"
        print(f"    equipped: {eq}; kept: {kept}")


def news(before, after) -> None:
    """Print the log lines ``after`` added to ``before`` (what one or more actions did)."""
    print("\n".join(list(after.log)[len(before.log):]))


def ring_map(state=None) -> None:
    """Print the ring piece by piece: its season (now, in ``state``, or at the start), its four spaces
    numbered 1-32, and who stands on each.

    >>> ring_map()                                      # doctest: +ELLIPSIS
    piece 1 (Summer):  1 start    2 flip     3 draw     4 flip
    piece 2 (Summer):  5 flip     6 discard  7 flip     8 flip
    ...
    piece 8 (Winter): 29 flip    30 draw    31 flip    32 flip
    """
    for piece in range(PIECES):
        season = state.pieces[piece] if state is not None else (0 if piece < PIECES // 2 else 1)
        cells = []
        for space in range(piece * SPACES_PER_PIECE, (piece + 1) * SPACES_PER_PIECE):
            who = "" if state is None else "+".join(state.names[i] for i in state.occupants(space))
            cells.append(f"{space + 1:>2} {SPACE_KINDS[space]}" + (f" [{who}]" if who else ""))
        print(f"piece {piece + 1} ({court_name(season)}): " + " ".join(f"{c:<10}" for c in cells).rstrip())


def catalogue(kind: str | None = None) -> None:
    """Print the item cards of one kind ('weapon', 'armor', 'boots', 'trinket'), or all of them, with ids.

    >>> catalogue("trinket")                            # doctest: +ELLIPSIS
    trinket: t1 Acorn Charm (1 diamond), t2 Snowglobe (1 diamond), ... t12 Icefire Opal (3 diamonds)
    """
    validate.need(kind is None or kind in CARD_KINDS, "kind", f"one of {', '.join(CARD_KINDS)}")
    for k in CARD_KINDS if kind is None else (kind,):
        words = []
        for c in CARDS:
            if c.kind != k:
                continue
            text = card(c.id)
            words.append(f"{c.id} {c.name} ({text[text.index('(') + 1:].replace(k + ' ', '').replace(k + ', ', '')}")
        print(f"{k}: " + ", ".join(words))


def starting_court(date: str) -> str:
    """The court that begins on ``date`` (ISO), in words: the one whose solstice is nearer.

    >>> starting_court("2026-06-01"), starting_court("2026-12-01")
    ('Summer', 'Winter')
    """
    return court_name(first_court(date))


def strength(state, seat: int, stat: str) -> int:
    """What ``seat`` adds to the die in a roll-off on ``stat`` ('attack', 'defense' or 'speed') where it
    stands now: the character's value, an item that counts, and 1 on a piece of its own season."""
    i = STATS.index(stat)
    return state.before_die(seat, i)


def odds(state) -> None:
    """Print the chances of the battle decision open in ``state`` (attack, defend or escape,
    counter-attack): each side's total before the die, and who wins how often."""
    pend = state.pending
    kind = pend.kind if pend is not None else None
    names = state.names

    def pct(f: Fraction) -> str:
        return f"{float(f):.0%}"

    def lines(a: int, d: int) -> list[str]:
        sa, sd = strength(state, a, "speed"), strength(state, d, "speed")
        aa, dd = strength(state, a, "attack"), strength(state, d, "defense")
        away = win_chance(sd, sa)
        holds = 1 - win_chance(aa, dd)
        return [f"  escape: {names[d]} Speed {sd} + die against {names[a]} Speed {sa} + die: gets away "
                f"{pct(away)}",
                f"  defend: {names[a]} Attack {aa} + die against {names[d]} Defense {dd} + die: {names[d]} holds "
                f"{pct(holds)}",
                f"  escape, then battle if caught: {names[d]} escapes or holds {pct(away + (1 - away) * holds)}"]

    if kind == "attack":
        for d in pend.targets:
            print(f"If {names[state.seat]} attacks {names[d]}:")
            print("\n".join(lines(state.seat, d)))
    elif kind == "defend":
        print(f"{names[pend.defender]} is attacked by {names[pend.attacker]}:")
        print("\n".join(lines(pend.attacker, pend.defender)))
    elif kind == "answer" and not state.may_counter():
        print(f"{names[pend.defender]} may not counter-attack (not yet past the start space): only flee.")
    elif kind == "answer":
        c, t = pend.defender, pend.attacker
        ca, td = strength(state, c, "attack"), strength(state, t, "defense")
        print(f"{names[c]} counter-attacks with Attack {ca} + die against {names[t]} Defense {td} + die: wins "
              f"{pct(win_chance(ca, td))}")
    else:
        print("No battle decision is open: " + state.prompt)


__all__ = ["card", "catalogue", "character", "face_off", "holdings", "news", "odds", "play", "position", "rigged",
           "ring", "ring_map", "starting_court", "strength", "win_chance"]
