"""Solstice helpers shared by the walkthrough notebook and the tests: teaching positions, rigged dice and
small printers.

>>> s = rigged(face_off(), 3)          # p1 on space 2, p2 on space 5, and the die will show 3
>>> s = s.apply("roll")
>>> s.prompt
'Aster may attack Birch on space 5 (Flip, Summer piece 2), or not attack.'
>>> ring(s)
'SSSSWWWW'
>>> card("w5")
'Sunsteel Sword (weapon +2)'
"""

from __future__ import annotations

from seasons_nb.core import validate as V

from .components import CARD_INDEX, CARDS, CHARACTER_INDEX, CHARACTERS, COURTS, DIE, card_text, court_name
from .state import MAX_DICE, State, from_position


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
    queued = tuple(V.as_int(d, f"dice[{i}]", 1, DIE) for i, d in enumerate(dice))
    V.need(len(state.dice) + len(queued) <= MAX_DICE, "dice", f"at most {MAX_DICE} dice can wait")
    return state._replace(dice=state.dice + queued)


def face_off(gap: int = 3, attacker: int = 2, lapped: bool = True, **setup) -> State:
    """Two players (unless told otherwise): p1 (Summer) on space ``attacker`` and p2 (Winter) ``gap`` spaces
    ahead, both past their start space; p1 is about to roll (rig the die with ``gap`` to land on p2)."""
    players = setup.pop("players", 2)
    spaces = setup.pop("spaces", None) or [attacker, attacker + gap] + [1 + 16 * (i % 2) for i in range(2, players)]
    return from_position(players=players, spaces=spaces, lapped=lapped, **setup)


def play(state: State, *moves) -> State:
    """The state after ``moves`` (notation or actions)."""
    for move in moves:
        state = state.apply(move)
    return state


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
        print(f"    Attack {p.attack}, Defense {p.defense}, Speed {p.speed}; {p.vp} Victory Points")
        eq = ", ".join(f"{CARDS[CARD_INDEX[c]].name} ({season.title()})" for c, season in p.equipped) or "nothing"
        kept = ", ".join(CARDS[CARD_INDEX[c]].name for c in p.kept) or "nothing"
        print(f"    equipped: {eq}; kept: {kept}")


__all__ = ["card", "character", "face_off", "holdings", "play", "position", "rigged", "ring"]
