"""What one seat may see of an Altered position (``View``), and what a State and a View share.

``Position`` holds the accessors both offer (prompt, totals, the track, limits, …): the renderer
and the notebook use only these. A ``View`` hides what its seat may not know: the other
player's hand and Mana Orbs (``altered.ours.mana_face_down``) and, from everyone, the order of
both decks and the face-down Tumult cards (each kept as ``-1``, a face-down slot as
``(-1, False)``). ``View.sample(seed)`` draws a full ``State`` that looks the same: the unseen
cards of each decklist dealt into the hidden places, the face-down Tumult cards laid at random.
"""

from __future__ import annotations

from typing import NamedTuple

from seasons_nb.core import NO, Drawn, Rng
from seasons_nb.core import View as CoreView
from seasons_nb.core.state import Phased

from . import render
from .actions import parse_action
from .components import (
    CARDS, EXPEDITIONS, HEROES, LAST, MEET, N_CARDS, OPENING_MANA, TERRAINS, TUMULTS, deck_list, region_terrains,
)
from .rules import INFO, RULES

#: every field of a position, State and View alike (the State adds ``rng``)
POSITION_FIELDS = ("names", "decks", "turn_limit", "phase", "day", "first", "seat", "arena", "passed", "moved",
                   "winner", "hand", "deck", "mana", "spent", "reserve", "exped", "landmarks", "discard", "boosts",
                   "hero_ready", "marks", "tumult", "revealed", "log")
PHASES = ("opening", "morning", "afternoon", "night", "over")
ZERO = (0, 0, 0)


class Unit(NamedTuple):
    """A card in play (in an expedition or the Landmarks): its index, Fleeting, exhausted."""

    card: int
    fleeting: bool = False
    exhausted: bool = False


class Holdings(NamedTuple):
    """A read-only summary of one player (``position.player(seat)``), in words and card ids.

    ``hand`` and ``mana`` are None where the viewer may not see them (then only their sizes count)."""

    seat: int
    name: str
    hero: str
    hero_ready: bool
    hand: tuple | None
    hand_size: int
    deck_size: int
    mana: tuple | None
    mana_size: int
    ready_mana: int
    reserve: tuple
    hero_expedition: tuple          # (card id, fleeting, exhausted) per card
    companion_expedition: tuple
    landmarks: tuple
    discard: tuple
    marks: tuple                    # (hero region, companion region), 1-8
    distance: int


class Position(Phased, Drawn):
    """The public API of an Altered position, shared by ``State`` and ``View``.

    Fields: ``names``; ``decks`` (per seat: hero index, card counts over ``CARDS``); ``turn_limit``
    (Days); ``phase`` ('opening', 'morning', 'afternoon', 'night', 'over'); ``day``; ``first`` (the
    seat holding the first-player token); ``seat`` (who decides); ``arena``; ``passed`` (per seat,
    this Afternoon); ``moved`` (markers moved at the last Dusk); ``winner`` (a seat, or None);
    per seat ``hand`` (sorted), ``deck`` (top last), ``mana`` (sorted), ``spent`` (exhausted orbs),
    ``reserve``, ``exped`` (Hero and Companion expeditions, ``Unit``s in arrival order),
    ``landmarks`` (``Unit``s), ``discard``, ``boosts`` (per expedition, +Forest, +Mountain, +Water
    until Night), ``hero_ready`` and ``marks`` (Hero and Companion regions, 0-7); ``tumult`` (per
    slot: card, flipped) and ``revealed`` (per slot).
    """

    __slots__ = ()
    PICTURES = render
    parse_action = staticmethod(parse_action)
    INFO = INFO
    RULES = RULES

    # ---- the game ------------------------------------------------------------------------------
    def hero(self, seat: int):
        """The seat's ``Hero``."""
        return HEROES[self.decks[seat][0]]

    def ready_mana(self, seat: int) -> int:
        """Ready Mana Orbs."""
        return len(self.mana[seat]) - self.spent[seat]

    def reserve_limit(self, seat: int) -> int:
        return self.hero(seat).reserve_limit

    def landmark_limit(self, seat: int) -> int:
        return self.hero(seat).landmark_limit

    @property
    def pending(self) -> str:
        """What the decision is about: 'mana' (opening: put a card into Mana), 'morning', 'turn',
        'reserve' or 'landmarks' (the clean-up), or '' once the game is over."""
        p = self.phase
        if p == "opening":
            return "mana"
        if p == "night":
            seat = self.seat
            return "reserve" if len(self.reserve[seat]) > self.reserve_limit(seat) else "landmarks"
        return {"morning": "morning", "afternoon": "turn"}.get(p, "")

    def opening_left(self, seat: int) -> int:
        """How many more cards the seat puts into Mana in the opening."""
        return max(0, OPENING_MANA - len(self.mana[seat])) if self.phase == "opening" else 0

    # ---- the track -----------------------------------------------------------------------------
    def region_terrains(self, region: int) -> tuple:
        """The terrains (indexes into ``TERRAINS``) of a region (0-7); none while face down."""
        return region_terrains(region, self.tumult, self.revealed)

    def distance(self, seat: int) -> int:
        """Regions the seat's two markers have travelled in all (they meet at 7)."""
        h, c = self.marks[seat]
        return h + (LAST - c)

    def totals(self, seat: int, e: int) -> tuple:
        """(Forest, Mountain, Water) of the seat's expedition ``e`` (0 Hero, 1 Companion): its
        Characters' values and the boosts until Night."""
        f, m, w = self.boosts[seat][e]
        for u in self.exped[seat][e]:
            s = CARDS[u.card].stats
            f += s[0]
            m += s[1]
            w += s[2]
        return (f, m, w)

    def will_advance(self, seat: int, e: int) -> bool:
        """Whether the expedition would move at Dusk as things stand (``altered.dusk.progress``)."""
        mine, theirs = self.totals(seat, e), self.totals(1 - seat, e)
        return any(mine[t] > theirs[t] and mine[t] > 0 for t in self.region_terrains(self.marks[seat][e]))

    def arena_totals(self, seat: int) -> tuple:
        """Both expeditions' totals per terrain (what the Arena compares)."""
        a, b = self.totals(seat, 0), self.totals(seat, 1)
        return tuple(x + y for x, y in zip(a, b))

    # ---- the end -------------------------------------------------------------------------------
    @property
    def winners(self) -> list[int]:
        """The seat that won (empty while playing and after a draw)."""
        return [self.winner] if self.phase == "over" and self.winner is not None else []

    @property
    def scores(self) -> list[int]:
        """Distance travelled per seat (7 = the markers meet)."""
        return [self.distance(i) for i in range(self.players)]

    def result_text(self) -> str:
        """How the game ended, as a sentence."""
        names = self.names
        d = self.scores
        if self.winner is None:
            return f"Day {self.day} ends with no winner at the limit of {self.turn_limit} Days: a draw."
        w = self.winner
        if self.arena:
            return f"{names[w]} wins the Arena, taking more terrains than {names[1 - w]}."
        if d[w] >= MEET and d[1 - w] >= MEET and d[w] == d[1 - w]:
            return f"Both players' markers met with {d[w]} regions each; {names[w]} moved both markers that Day and wins."
        if d[1 - w] >= MEET:
            return f"Both players' markers met; {names[w]} travelled farther ({d[w]} regions to {d[1 - w]}) and wins."
        return f"{names[w]}'s Hero and Companion meet ({d[w]} regions travelled): {names[w]} wins."

    # ---- the prompt ----------------------------------------------------------------------------
    @property
    def prompt(self) -> str:
        """Whose decision it is and what is asked, in plain words."""
        if self.phase == "over":
            return "Game over. " + self.result_text()
        me = self.names[self.seat]
        p = self.phase
        if p == "opening":
            left = self.opening_left(self.seat)
            return f"Opening: {me}, put {left} more card{'s' if left != 1 else ''} from your hand into Mana."
        day = f"Arena Day {self.day}" if self.arena else f"Day {self.day}"
        if p == "morning":
            return f"{day}, Morning: {me}, put one card from your hand into Mana, or keep your hand."
        if p == "afternoon":
            n = self.ready_mana(self.seat)
            return (f"{day}, Afternoon: {me}'s turn ({n} ready Mana). Play a card, use a quick action, "
                    "or pass.")
        zone = self.pending
        if zone == "reserve":
            n, k = len(self.reserve[self.seat]), self.reserve_limit(self.seat)
            return f"{day}, Night: {me}, discard a Reserve card ({n} there, keep {k})."
        n, k = len(self.landmarks[self.seat]), self.landmark_limit(self.seat)
        return f"{day}, Night: {me}, discard a Landmark ({n} in play, keep {k})."

    def player(self, seat: int) -> Holdings:
        """One player's cards and markers, as a read-only summary (hidden cards as None)."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")
        ids = [c.id for c in CARDS]

        def known(cards):
            return None if any(c < 0 for c in cards) else tuple(ids[c] for c in cards)

        def units(us):
            return tuple((ids[u.card], u.fleeting, u.exhausted) for u in us)

        h, c = self.marks[seat]
        return Holdings(
            seat, self.names[seat], self.hero(seat).id, self.hero_ready[seat], known(self.hand[seat]),
            len(self.hand[seat]), len(self.deck[seat]), known(self.mana[seat]), len(self.mana[seat]),
            self.ready_mana(seat), tuple(ids[c] for c in self.reserve[seat]), units(self.exped[seat][0]),
            units(self.exped[seat][1]), units(self.landmarks[seat]), tuple(ids[c] for c in self.discard[seat]),
            (h + 1, c + 1), self.distance(seat))

    # ---- data ----------------------------------------------------------------------------------
    def _data(self) -> dict:
        """The position as JSON-able data; hidden cards as counts (their number) only."""
        ids = [c.id for c in CARDS]

        def cards(cs):
            return len(cs) if cs and cs[0] < 0 else [ids[c] for c in cs]

        def units(us):
            return [[ids[u.card], u.fleeting, u.exhausted] for u in us]

        players = []
        for i in range(len(self.names)):
            hero, counts = self.decks[i]
            players.append({
                "hero": HEROES[hero].id, "decklist": deck_list(counts), "hand": cards(self.hand[i]),
                "deck": cards(self.deck[i]), "mana": cards(self.mana[i]), "spent": self.spent[i],
                "reserve": [ids[c] for c in self.reserve[i]],
                "expeditions": {EXPEDITIONS[e]: units(self.exped[i][e]) for e in (0, 1)},
                "landmarks": units(self.landmarks[i]), "discard": [ids[c] for c in self.discard[i]],
                "boosts": {EXPEDITIONS[e]: dict(zip(TERRAINS, self.boosts[i][e])) for e in (0, 1)},
                "hero_ready": self.hero_ready[i], "marks": {"hero": self.marks[i][0] + 1,
                                                           "companion": self.marks[i][1] + 1},
                "passed": self.passed[i], "moved": self.moved[i],
            })
        return {
            "game": "altered", "names": list(self.names), "turn_limit": self.turn_limit, "phase": self.phase,
            "day": self.day, "first": self.first, "seat": self.seat, "arena": self.arena, "winner": self.winner,
            "players": players,
            "tumult": [None if not self.revealed[s] and self.tumult[s][0] < 0 else
                       {"card": TERRAINS[self.tumult[s][0]], "flipped": self.tumult[s][1],
                        "revealed": self.revealed[s]} for s in range(TUMULTS)],
            "log": list(self.log),
        }


# ---- the view ------------------------------------------------------------------------------------

class View(Position, CoreView):
    """What one seat sees of an Altered position (``viewer``; None is the teacher).

    Built by ``State.view``: every field of the State but the random generator, with the other
    seat's hand and Mana, both decks and the face-down Tumult cards hidden; it keeps no
    reference to the State.
    """

    __slots__ = POSITION_FIELDS + ("viewer",)


    def sample(self, seed: int):
        """A full State that looks like this view: each seat's unseen cards (its decklist less what
        this view shows) dealt at random into its hidden hand, Mana and deck; face-down Tumult cards
        laid at random; ``Rng(seed)``."""
        rng = Rng(seed)
        fields = {k: getattr(self, k) for k in POSITION_FIELDS}
        hands, manas, decks = list(self.hand), list(self.mana), list(self.deck)
        for seat in range(len(self.names)):
            left = list(self.decks[seat][1])
            seen = [*self.reserve[seat], *self.discard[seat],
                    *(u.card for e in (0, 1) for u in self.exped[seat][e]),
                    *(u.card for u in self.landmarks[seat])]
            for zone in (self.hand[seat], self.mana[seat]):
                if zone and zone[0] >= 0:
                    seen.extend(zone)
            for c in seen:
                left[c] -= 1
            unseen = [c for c in range(N_CARDS) for _ in range(left[c])]
            unseen, rng = rng.shuffled(unseen)
            if self.hand[seat] and self.hand[seat][0] < 0:
                k = len(self.hand[seat])
                hands[seat], unseen = tuple(sorted(unseen[:k])), unseen[k:]
            if self.mana[seat] and self.mana[seat][0] < 0:
                k = len(self.mana[seat])
                manas[seat], unseen = tuple(sorted(unseen[:k])), unseen[k:]
            decks[seat] = tuple(unseen)
        # only what was hidden is replaced, so the twin's view is this view, object for object
        if hands != list(self.hand):
            fields["hand"] = tuple(hands)
        if manas != list(self.mana):
            fields["mana"] = tuple(manas)
        fields["deck"] = tuple(decks)
        hidden = [s for s in range(TUMULTS) if self.tumult[s][0] < 0]
        if hidden:
            used = {self.tumult[s][0] for s in range(TUMULTS) if self.tumult[s][0] >= 0}
            free, rng = rng.shuffled([k for k in range(TUMULTS) if k not in used])
            tumult = list(self.tumult)
            for s, k in zip(hidden, free):
                flip, rng = rng.randrange(2)
                tumult[s] = (k, bool(flip))
            fields["tumult"] = tuple(tumult)
        fields["rng"] = rng
        return self.STATE._make(**fields)


def make_view(state, player: int | None) -> View:
    """The View of ``state`` for ``player`` (None: the teacher's)."""
    v = View._shared(state, player, POSITION_FIELDS)
    v.deck = tuple((NO,) * len(d) for d in state.deck)
    if player is not None:
        other = 1 - player
        hand, mana = list(state.hand), list(state.mana)
        hand[other] = (NO,) * len(hand[other])
        mana[other] = (NO,) * len(mana[other])
        v.hand, v.mana = tuple(hand), tuple(mana)
    v.tumult = tuple(t if up else (NO, False) for t, up in zip(state.tumult, state.revealed))
    return v


__all__ = ["Holdings", "NO", "PHASES", "POSITION_FIELDS", "Position", "Unit", "View", "ZERO", "make_view"]
