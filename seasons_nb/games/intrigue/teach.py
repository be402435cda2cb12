"""Seasons of Intrigue helpers shared by the walkthrough notebook and the tests: positions and printers."""

from __future__ import annotations

from seasons_nb.core.state import after as play  # noqa: F401 - one of these helpers: play(state, *moves)

from .components import (
    CALENDAR, CARD_INDEX, EVENTS, FACTIONS, GARRISONS, GOODS, LANDS, PERSONAL, QUESTS, SEASONS, SPACE_GARRISON,
    TILES, UPGRADES, WORKER_INDEX, card_text, condition_text, worker_text,
)
from .setup import from_position, new_game
from .state import State


def position(**setup) -> State:
    """A teaching position (``from_position``): two players unless told otherwise."""
    return from_position(**setup)


def worker(worker_id: str) -> str:
    """A worker card in one line."""
    return worker_text(WORKER_INDEX[worker_id])


def card(card_id: str) -> str:
    """An intrigue or combat card in one line."""
    return card_text(CARD_INDEX[card_id])


def rows(state) -> None:
    """Print the event and quest rows and the season."""
    print(f"Year {state.year}, " + ("the draft" if state.phase == "draft" else "the game is over"
                                    if state.shown_season is None else SEASONS[state.shown_season]))
    print("events: " + "; ".join(f"#{k + 1} {EVENTS[e].name}" if e >= 0 else f"#{k + 1} (empty)"
                                 for k, e in enumerate(state.events)))
    print("quests: " + "; ".join(f"{QUESTS[q].name} ({condition_text(QUESTS[q].condition)})" if q >= 0 else "(empty)"
                                 for q in state.quests))


def holdings(state, seat: int) -> None:
    """Print what a player has, as the viewer of ``state`` may see it (the personal quest, met or not, is
    open to all)."""
    names = state.names
    inf = ", ".join(f"{f.id} {v}" for f, v in zip(FACTIONS, state.influence[seat]))
    lands = ", ".join(LANDS[x].id for x in state.lands_of(seat)) or "none"
    p = state.personal[seat]       # face up for everyone (intrigue.ours.personal_quests_open)
    quest = (f"{PERSONAL[p].name} ({condition_text(PERSONAL[p].condition)}, "
             f"{'met' if state.holds(seat, PERSONAL[p].condition) else 'not met'})" if p >= 0 else "none")
    print(f"{names[seat]}: {state.gold[seat]} gold, {len(state.vp[seat])} VP tokens, influence {inf}")
    print(f"    lands {lands}; {len(state.hand[seat])} cards, {len(state.workers[seat])} workers; personal quest {quest}")


def scoresheet(state) -> None:
    """Print everyone's endgame points, source by source."""
    sheets = [state.score_sheet(seat) for seat in range(state.players)]
    print(f"{'':16}" + "".join(f"{state.names[seat]:>10}" for seat in range(state.players)))
    for source in sheets[0]:
        print(f"{source:16}" + "".join(f"{sheet[source]:>10}" for sheet in sheets))


def calendar() -> None:
    """Print the calendar: each court's modifier in each season."""
    print(f"{'':8}" + "".join(f"{f.id:>9}" for f in FACTIONS))
    for s, season in enumerate(SEASONS):
        print(f"{season:8}" + "".join(f"{CALENDAR[s][i]:>+9d}" for i in range(len(FACTIONS))))


def tablet(state, seat: int) -> None:
    """Print a player's tablet: garrisons (● a unit, ○ an empty space), combat power and card limit,
    upgrades, hand limit and stars."""
    g = state.garrison[seat]
    parts = []
    for k, garrison in enumerate(GARRISONS):
        spaces = "".join("●" if g[i] else "○" for i in range(len(g)) if SPACE_GARRISON[i] == k)
        parts.append(f"[power {garrison.power}: {spaces}]")
    print(f"{state.names[seat]}'s tablet: " + " ".join(parts)
          + f"; in combat: power {state.base_power(seat)}, up to {state.card_limit(seat)} card(s)")
    marks = ("closed", "open", "REVEALED")
    ups = [f"{u.id} {u.name} {u.price}g{'★' if u.star else ''} {marks[state.upgrades[seat][i]]}"
           for i, u in enumerate(UPGRADES)]
    print("    upgrades: " + "; ".join(ups))
    print(f"    hand limit {state.hand_limit(seat)}, stars {state.stars(seat)}, units on the map "
          f"{state.units_on_map(seat)}, in the graveyard {state.graveyard[seat]}")


def board(state, neighbours: bool = False) -> None:
    """Print the map: each land's tile (? while face down), units, goods and building; with
    ``neighbours``, which lands each one touches."""
    for ring, inner in (("edge", False), ("inner", True)):
        items = []
        for x, land in enumerate(LANDS):
            if land.inner != inner:
                continue
            kind = state.tile_kind(x)
            text = f"{land.id} " + (f"{kind} {TILES[state.tiles[x]].production}" if kind else "?")
            units = ", ".join(f"{state.names[i][0]}{n}" for i, n in enumerate(state.units[x]) if n)
            if units:
                text += f" [{units}]"
            if state.goods[x]:
                text += f" {state.goods[x]} goods"
            if state.buildings[x] >= 0:
                text += f" building of {state.names[state.buildings[x]]}"
            if neighbours:
                text += " → " + " ".join(LANDS[y].id for y in land.neighbours)
            items.append(text)
        print(f"{ring:5}: " + (";\n       ".join(items) if neighbours else " | ".join(items)))


def tracks(state) -> None:
    """Print the influence tracks (markers, VP token, alliance), the initiative track and the VP tokens."""
    for f, faction in enumerate(FACTIONS):
        marks = ", ".join(f"{state.names[i]} {state.influence[i][f]}" for i in range(state.players))
        token = f"token at {state.tokens[f]}" if state.tokens[f] >= 0 else "no token left"
        ally = state.alliances[f]
        print(f"{faction.name} ({SEASONS[faction.season]}): {marks}; {token} ({state.tokens_left[f]} left); "
              f"alliance {'taken by ' + state.names[ally] if ally >= 0 else 'free'}")
    print("initiative: " + ", ".join(f"{k + 1}. {state.names[s]}" for k, s in enumerate(state.order)))
    print("VP tokens: " + "; ".join(f"{state.names[i]} {len(state.vp[i])}"
                                    + (f" ({', '.join(state.vp[i])})" if state.vp[i] else "")
                                    for i in range(state.players)))


def market(state) -> None:
    """Print the price of each good today (the events included)."""
    print("market: " + ", ".join(f"{g.id} {state.price(i)} gold (base {g.price})" for i, g in enumerate(GOODS)))


def fight(state) -> None:
    """Print the combat being fought: each side's base power, extra units, cards played and total (the limit
    counts combat cards only)."""
    b = state.battle
    if b is None:
        print("No combat is being fought.")
        return
    print(f"Combat on {LANDS[b.land].id}:")
    for side, bonus in ((b.attacker, b.bonus[0]), (b.defender, b.bonus[1])):
        base, extra, total = state.side_power(side, b.land, bonus)
        role = "attacker" if side == b.attacker else "defender"
        print(f"    {state.names[side]} ({role}): garrison {base} + extra units {extra} + cards {bonus} = {total}; "
              f"combat cards played {b.played[side]} of {state.card_limit(side)}")


__all__ = ["board", "calendar", "card", "fight", "holdings", "market", "new_game", "play", "position", "rows",
           "scoresheet", "tablet", "tracks", "worker"]
