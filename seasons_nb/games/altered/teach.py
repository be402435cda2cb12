"""Altered helpers shared by the walkthrough notebook and the tests: teaching positions and printers.

>>> s = position(hands=[["fox"], []], mana=[3, 3])
>>> print(s.prompt)
Day 1, Afternoon: Aster's turn (3 ready Mana). Play a card, use a quick action, or pass.
>>> track(s)[:23]
'1:FMW[H1H2] 2:? 3:? 4:?'
"""

from __future__ import annotations

from seasons_nb.core.state import after as play  # noqa: F401 - one of these helpers: play(state, *moves)

from .components import (
    CARD_INDEX, CARDS, DECK_INDEX, DECKS, EXPEDITIONS, HERO_INDEX, HEROES, REGIONS, TERRAINS, card_text, deck_list,
    hero_text,
    stats_text, validate_deck,
)
from .setup import from_position, new_game
from .state import State


def position(**setup) -> State:
    """A teaching position (``from_position``): the Afternoon of Day 1 unless told otherwise, each player
    with the 3 ready Mana Orbs of the opening, every Tumult card a marker has reached or passed face up."""
    return from_position(**setup)


def card(card_id: str) -> str:
    """A card (or Hero) in one line, by id."""
    if card_id in HERO_INDEX:
        return hero_text(HERO_INDEX[card_id])
    return card_text(CARD_INDEX[card_id])


def catalogue(kind: str | None = None) -> None:
    """Print the card pool (or one type: 'character', 'spell', 'expedition', 'landmark', 'hero')."""
    if kind in (None, "hero"):
        for h in HEROES:
            print(f"{h.id:10} {hero_text(HERO_INDEX[h.id])}")
    if kind == "hero":
        return
    for i, c in enumerate(CARDS):
        if kind is None or c.type == kind:
            print(f"{c.id:10} {card_text(i)}")


def decklist(deck_id: str) -> None:
    """Print a starter deck: its Hero and cards with their copies."""
    d = DECKS[DECK_INDEX[deck_id]]
    print(f"{d.name} ({d.id}): {HEROES[d.hero].name}, {sum(d.counts)} cards")
    for cid, n in deck_list(d.counts).items():
        print(f"  {n} × {card_text(CARD_INDEX[cid])}")


def build_deck(hero: str, cards: dict[str, int]) -> dict:
    """A deck to pass to ``new_game(decks=...)``, checked now (ValueError says what breaks the rules)."""
    validate_deck(hero, cards)
    return {"hero": hero, "cards": dict(cards)}


def totals(state, seat: int) -> None:
    """Print both expeditions of a seat: where they stand, their totals and whether they move at Dusk."""
    for e, word in enumerate(EXPEDITIONS):
        region = state.marks[seat][e]
        terrains = state.region_terrains(region)
        here = ", ".join(TERRAINS[t].title() for t in terrains) or "face down"
        moves = "moves" if state.will_advance(seat, e) else "stays"
        print(f"{state.names[seat]}'s {word.title()} expedition, region {region + 1} ({here}): "
              f"{stats_text(state.totals(seat, e))}; at Dusk it {moves}")


def track(state) -> str:
    """The track in one line: each region's terrain letters ('?' face down) and the markers on it."""
    out = []
    for r in range(REGIONS):
        letters = "".join(TERRAINS[t][0].upper() for t in state.region_terrains(r)) or "?"
        marks = "".join(f"{'HC'[e]}{seat + 1}" for seat in (0, 1) for e in (0, 1) if state.marks[seat][e] == r)
        out.append(f"{r + 1}:{letters}" + (f"[{marks}]" if marks else ""))
    return " ".join(out)


def holdings(state, seat: int) -> None:
    """Print one player's cards and markers: hand, Mana (ready of all), Reserve, both expeditions
    (Fleeting and exhausted cards say so), Landmarks, the Hero, deck and discard pile sizes, the
    markers and the distance travelled."""
    p = state.player(seat)

    def names(ids):
        return ", ".join(CARDS[CARD_INDEX[c]].name for c in ids) or "-"

    def units(us):
        def one(c, fleeting, exhausted):
            marks = ", ".join(w for w, on in (("Fleeting", fleeting), ("exhausted", exhausted)) if on)
            return CARDS[CARD_INDEX[c]].name + (f" ({marks})" if marks else "")

        return ", ".join(one(*u) for u in us) or "-"

    hand = names(p.hand) if p.hand is not None else f"{p.hand_size} card{'s' if p.hand_size != 1 else ''}"
    hero = HEROES[HERO_INDEX[p.hero]].name + ("" if p.hero_ready else ", exhausted")
    print(f"{p.name} ({hero}), markers on regions {p.marks[0]} and {p.marks[1]}, distance {p.distance}")
    print(f"  hand: {hand} | Mana: {p.ready_mana} ready of {p.mana_size} | deck {p.deck_size}, "
          f"discard pile {len(p.discard)}")
    print(f"  Reserve: {names(p.reserve)} | Landmarks: {units(p.landmarks)}")
    print(f"  Hero expedition: {units(p.hero_expedition)} | Companion expedition: {units(p.companion_expedition)}")


def news(before, after) -> None:
    """Print the log lines ``after`` added to ``before`` (what the moves between them did)."""
    print("\n".join(list(after.log)[len(before.log):]))


__all__ = ["build_deck", "card", "catalogue", "decklist", "holdings", "new_game", "news", "play", "position", "totals",
           "track"]
