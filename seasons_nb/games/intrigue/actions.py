"""Seasons of Intrigue actions: one small class per kind, the notation, and the one place target ids are spelled.

Notation (``parse_action(str(a)) == a``)::

    draft b1                  pick a worker from the pack in front of you
    plan b1                   place a worker face down for this season
    act politics              the type of action your revealed worker takes (politics, civil, combat, trade)
    ability [arg]             use your worker's ability (arg: a faction, a seat, or two seats)
    intrigue x4 [arg]         play an intrigue card in your action step
    initiative p2 up          Politics: move a player's initiative marker up (earlier) or down
    event 2 left              Politics: swap event #2 with its left neighbour
    influence frost           Politics: raise your influence in a faction
    draw combat               Civil: draw cards of a colour
    upgrade u3                Civil: pay for and reveal an upgrade
    build e4                  Civil: pay 5 and build on a land you hold
    deploy e4                 Combat: a unit from your garrison to an empty edge land
    move e4 i1                Combat: a unit to a neighbouring land
    sell c7 | sell e4         Trade: a card from your hand, or a good from one of your lands
    done                      end your action step (or the units you bring home at cleanup)
    support p1 c7             play a combat card (or an instant intrigue) for a side of the combat
    pass                      play no more cards in this combat
    home e4                   cleanup: bring a unit home from a land
    discard c7 | pay          cleanup: a card over the hand limit goes, or you pay to keep it

>>> parse_action("Move e4  i1").clicks
('land.e4', 'land.i1')
"""

from __future__ import annotations

import re

from seasons_nb.core import WordAction

from .components import (
    ACTION_TYPES, CARD_INDEX, COLOURS, FACTION_INDEX, LAND_INDEX, UPGRADE_INDEX, WORKER_INDEX,
)

CHOICES = ("done", "pass", "pay")
DIRECTIONS = ("up", "down", "left", "right")


# ---- target ids ----------------------------------------------------------------------------------
def worker_id(w: str) -> str:
    return f"worker.{w}"


def card_id(c: str) -> str:
    return f"card.{c}"


def land_id(land: str) -> str:
    return f"land.{land}"


def seat_id(seat: int) -> str:
    return f"seat.{seat + 1}"


def faction_id(f: str) -> str:
    return f"faction.{f}"


def event_id(k: int) -> str:
    """The k-th event of the row (from 1)."""
    return f"event.{k}"


def choice_id(c: str) -> str:
    return f"choice.{c}"


def seat_name(seat: int) -> str:
    return f"p{seat + 1}"


_SEAT = re.compile(r"p([1-4])")


def seat_of(word: str) -> int | None:
    m = _SEAT.fullmatch(word)
    return int(m.group(1)) - 1 if m else None


def _arg_clicks(args: tuple) -> tuple:
    out = []
    for a in args:
        seat = seat_of(a)
        out.append(seat_id(seat) if seat is not None else faction_id(a))
    return tuple(out)


# ---- the actions ----------------------------------------------------------------------------------
class Action(WordAction):
    """A Seasons of Intrigue action: a tuple of its notation words, the kind's own word first."""

    __slots__ = ()


class _One(Action):
    """A word and one id."""

    __slots__ = ()

    def __new__(cls, x: str):
        return tuple.__new__(cls, (cls.kind, x))

    @property
    def target(self) -> str:
        return self[1]


class Draft(_One):
    """Pick a worker from your pack: ``draft b1``."""

    __slots__ = ()
    kind = "draft"
    clicks = property(lambda self: (worker_id(self[1]),))


class Plan(_One):
    """Place a worker face down for this season: ``plan b1``."""

    __slots__ = ()
    kind = "plan"
    clicks = property(lambda self: (worker_id(self[1]),))


class Act(_One):
    """Choose your revealed worker's type of action: ``act politics``."""

    __slots__ = ()
    kind = "act"
    clicks = property(lambda self: (f"act.{self[1]}",))


class Ability(Action):
    """Use your worker's ability: ``ability``, ``ability frost``, ``ability p2``, ``ability p1 p3``."""

    __slots__ = ()
    kind = "ability"

    def __new__(cls, *args: str):
        return tuple.__new__(cls, ("ability",) + tuple(args))

    args = property(lambda self: self[1:])
    clicks = property(lambda self: (choice_id("ability"),) + _arg_clicks(self[1:]))


class Intrigue(Action):
    """Play an intrigue card in your action step: ``intrigue x4``, ``intrigue x13 p2``."""

    __slots__ = ()
    kind = "intrigue"

    def __new__(cls, card: str, *args: str):
        return tuple.__new__(cls, ("intrigue", card) + tuple(args))

    card = property(lambda self: self[1])
    args = property(lambda self: self[2:])
    clicks = property(lambda self: (card_id(self[1]),) + _arg_clicks(self[2:]))


class Initiative(Action):
    """Politics: move a player's initiative marker: ``initiative p2 up``."""

    __slots__ = ()
    kind = "initiative"

    def __new__(cls, seat: str, direction: str):
        return tuple.__new__(cls, ("initiative", seat, direction))

    seat = property(lambda self: seat_of(self[1]))
    direction = property(lambda self: self[2])
    clicks = property(lambda self: (seat_id(seat_of(self[1])), choice_id(self[2])))


class EventSwap(Action):
    """Politics: swap an event with a neighbour: ``event 2 left``."""

    __slots__ = ()
    kind = "event"

    def __new__(cls, k: int, direction: str):
        return tuple.__new__(cls, ("event", str(k), direction))

    k = property(lambda self: int(self[1]))
    direction = property(lambda self: self[2])
    clicks = property(lambda self: (event_id(int(self[1])), choice_id(self[2])))


class Influence(_One):
    """Politics: raise your influence in a faction: ``influence frost``."""

    __slots__ = ()
    kind = "influence"
    clicks = property(lambda self: (faction_id(self[1]),))


class Draw(_One):
    """Civil: draw cards of a colour: ``draw combat``."""

    __slots__ = ()
    kind = "draw"
    clicks = property(lambda self: (f"deck.{self[1]}",))


class BuyUpgrade(_One):
    """Civil: pay for and reveal an upgrade: ``upgrade u3``."""

    __slots__ = ()
    kind = "upgrade"
    clicks = property(lambda self: (f"upgrade.{self[1]}",))


class Build(_One):
    """Civil: build on a land you hold: ``build e4``."""

    __slots__ = ()
    kind = "build"
    clicks = property(lambda self: (land_id(self[1]),))


class Deploy(_One):
    """Combat: a unit from your garrison to an empty edge land: ``deploy e4``."""

    __slots__ = ()
    kind = "deploy"
    clicks = property(lambda self: (land_id(self[1]),))


class Move(Action):
    """Combat: a unit to a neighbouring land: ``move e4 i1``."""

    __slots__ = ()
    kind = "move"

    def __new__(cls, frm: str, to: str):
        return tuple.__new__(cls, ("move", frm, to))

    frm = property(lambda self: self[1])
    to = property(lambda self: self[2])
    clicks = property(lambda self: (land_id(self[1]), land_id(self[2])))


class Sell(_One):
    """Trade: sell a card or worker from your hand (``sell c7``) or a good from one of your lands
    (``sell e4``)."""

    __slots__ = ()
    kind = "sell"

    @property
    def clicks(self):
        x = self[1]
        if x in LAND_INDEX:
            return (land_id(x),)
        return (worker_id(x),) if x in WORKER_INDEX else (card_id(x),)


class Support(Action):
    """Play a card for a side of the combat: ``support p1 c7``."""

    __slots__ = ()
    kind = "support"

    def __new__(cls, side: str, card: str):
        return tuple.__new__(cls, ("support", side, card))

    side = property(lambda self: seat_of(self[1]))
    card = property(lambda self: self[2])
    clicks = property(lambda self: (card_id(self[2]), seat_id(seat_of(self[1]))))


class Home(_One):
    """Cleanup: bring a unit home from a land: ``home e4``."""

    __slots__ = ()
    kind = "home"
    clicks = property(lambda self: (land_id(self[1]),))


class Discard(_One):
    """Cleanup: a card over the hand limit is discarded: ``discard c7``."""

    __slots__ = ()
    kind = "discard"
    clicks = property(lambda self: (card_id(self[1]),))


class _Word(Action):
    __slots__ = ()

    def __new__(cls):
        return tuple.__new__(cls, (cls.kind,))

    clicks = property(lambda self: (choice_id(self.kind),))


class Done(_Word):
    """End your action step (or the units you bring home): ``done``."""

    __slots__ = ()
    kind = "done"


class Pass(_Word):
    """Play no more cards in this combat: ``pass``."""

    __slots__ = ()
    kind = "pass"


class Pay(_Word):
    """Pay to keep a card over the hand limit: ``pay``."""

    __slots__ = ()
    kind = "pay"


# ---- reading notation -----------------------------------------------------------------------------
def _arg(w: str) -> bool:
    return seat_of(w) is not None or w in FACTION_INDEX


def parse_action(text: str) -> Action:
    """Read notation such as ``plan b1``, ``act trade`` or ``move e4 i1`` (case and spacing do not matter).
    Raises ``IllegalAction`` (rule ``intrigue.notation``) for text that names no action."""
    from .rules import RULES  # rules.py words its notation from these classes, so it is read here

    return RULES.read(text, _parse, "'plan b1', 'act politics', 'influence frost', 'deploy e4', 'move e4 i1', "
                      "'sell c7', 'support p1 c7', 'pass' or 'done'")


_WORDS = {"done": Done, "pass": Pass, "pay": Pay}
_ONE = {"draft": (Draft, WORKER_INDEX), "plan": (Plan, WORKER_INDEX), "influence": (Influence, FACTION_INDEX),
        "upgrade": (BuyUpgrade, UPGRADE_INDEX), "build": (Build, LAND_INDEX), "deploy": (Deploy, LAND_INDEX),
        "home": (Home, LAND_INDEX), "discard": (Discard, CARD_INDEX)}


def _parse(w: list[str]) -> Action | None:
    if not w:
        return None
    k, n = w[0], len(w)
    if n == 1 and k in _WORDS:
        return _WORDS[k]()
    if k == "ability" and n <= 3 and all(_arg(x) for x in w[1:]):
        return Ability(*w[1:])
    if n == 2:
        x = w[1]
        if k in _ONE and x in _ONE[k][1]:
            return _ONE[k][0](x)
        if k == "act" and x in ACTION_TYPES:
            return Act(x)
        if k == "draw" and x in COLOURS:
            return Draw(x)
        if k == "sell" and (x in CARD_INDEX or x in WORKER_INDEX or x in LAND_INDEX):
            return Sell(x)
    if k == "intrigue" and 2 <= n <= 4 and w[1] in CARD_INDEX and all(_arg(x) for x in w[2:]):
        return Intrigue(w[1], *w[2:])
    if n == 3:
        if k == "initiative" and seat_of(w[1]) is not None and w[2] in ("up", "down"):
            return Initiative(w[1], w[2])
        if k == "event" and w[1] in ("1", "2", "3") and w[2] in ("left", "right"):
            return EventSwap(int(w[1]), w[2])
        if k == "move" and w[1] in LAND_INDEX and w[2] in LAND_INDEX:
            return Move(w[1], w[2])
        if k == "support" and seat_of(w[1]) is not None and w[2] in CARD_INDEX:
            return Support(w[1], w[2])
    return None


__all__ = ["Ability", "Act", "Action", "Build", "BuyUpgrade", "Deploy", "Discard", "Done", "Draft", "Draw",
           "EventSwap", "Home", "Influence", "Initiative", "Intrigue", "Move", "Pass", "Pay", "Plan", "Sell",
           "Support", "parse_action"]

