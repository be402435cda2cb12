"""Seasons of Intrigue helpers shared by the walkthrough notebook and the tests: positions and printers."""

from __future__ import annotations

from .components import (
    CARD_INDEX, EVENTS, FACTIONS, LANDS, PERSONAL, QUESTS, SEASONS, WORKER_INDEX, card_text, condition_text,
    worker_text,
)
from .state import State, from_position, new_game


def position(**setup) -> State:
    """A teaching position (``from_position``): two players unless told otherwise."""
    return from_position(**setup)


def play(state: State, *moves) -> State:
    """The state after ``moves`` (notation or actions)."""
    for move in moves:
        state = state.apply(move)
    return state


def worker(worker_id: str) -> str:
    """A worker card in one line."""
    return worker_text(WORKER_INDEX[worker_id])


def card(card_id: str) -> str:
    """An intrigue or combat card in one line."""
    return card_text(CARD_INDEX[card_id])


def rows(state) -> None:
    """Print the event and quest rows and the season."""
    print(f"Year {state.year}, {SEASONS[state.season]}")
    print("events: " + "; ".join(f"#{k + 1} {EVENTS[e].name}" if e >= 0 else f"#{k + 1} (empty)"
                                 for k, e in enumerate(state.events)))
    print("quests: " + "; ".join(f"{QUESTS[q].name} ({condition_text(QUESTS[q].condition)})" if q >= 0 else "(empty)"
                                 for q in state.quests))


def holdings(state, seat: int) -> None:
    """Print what a player has, as the viewer of ``state`` may see it."""
    names = state.names
    inf = ", ".join(f"{f.id} {v}" for f, v in zip(FACTIONS, state.influence[seat]))
    lands = ", ".join(LANDS[x].id for x in state.lands_of(seat)) or "none"
    p = state.personal[seat]
    quest = PERSONAL[p].name if p >= 0 else "hidden"
    print(f"{names[seat]}: {state.gold[seat]} gold, {len(state.vp[seat])} VP tokens, influence {inf}")
    print(f"    lands {lands}; {len(state.hand[seat])} cards, {len(state.workers[seat])} workers; personal quest {quest}")


def scoresheet(state) -> None:
    """Print everyone's endgame points, source by source."""
    sheets = [state.score_sheet(seat) for seat in range(state.players)]
    print(f"{'':16}" + "".join(f"{state.names[seat]:>10}" for seat in range(state.players)))
    for source in sheets[0]:
        print(f"{source:16}" + "".join(f"{sheet[source]:>10}" for sheet in sheets))


__all__ = ["card", "holdings", "new_game", "play", "position", "rows", "scoresheet", "worker"]
