"""Groves actions: one small class per kind, the notation, and the one place target ids are spelled.

Notation (``parse_action(str(a)) == a``)::

    start yellow                 choose your resource-generating starting grove
    place white p1.e6            a spirit from hand onto a grove (realm p1, space e6)
    place blue groves            ... or onto a Tree area: groves, summoning, portal
    return wraith                a wraith that no grove can take goes back to your bag
    reward primary [tokens]      take the primary reward (tokens name a choice:
    reward bonus yellow wb:blue    'earth', 'yellow', 'wb:blue' = to the wraith bag; any order)
    skip primary | skip bonus    decline a reward
    buy grove 12 at p1.f4        buy from the row and place it in your realm
    skip purchase                leave the groves area without buying
    keep card 5                  keep one of the two summoning cards drawn
    portal to p2                 build your finished portal toward that neighbour
    use repel | use banish earth water | skip spawn   (solo powers)

Realm spaces are axial hexes ``(q, r)`` around the quick-reference grove at ``(0, 0)``,
named ``e5``: a row letter (``a`` is four rows below the centre, up to ``z``) and a
column number (any whole number); a space beyond rows ``a``–``z`` is named by its
coordinates, ``q-2r-5``. A realm has no edge.

Target ids (the ``data-target`` of the pictures): ``hand.<spirit>``, ``bag``,
``tree.<area>``, ``p<N>.<space>``, ``p<N>.realm``, ``row.<grove>``, ``card.<id>``,
``reward.<stage>``, ``skip.<what>``, ``power.<name>``, ``start.<colour>``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from seasons_nb.core import NO, WordAction

from .components import COLOURED, GROVES, POWERS, RESOURCE_INDEX, RESOURCES, SPIRIT_INDEX, SPIRITS, TREE_AREAS
from .rules import RULES

STAGES = ("primary", "bonus")
SKIPPABLE = STAGES + ("purchase",) + POWERS
GIFT = "wb:"
#: how many digits a grove or card number may have
MAX_DIGITS = 3

Cell = tuple[int, int]

# ---- target ids and names: the one place they are spelled ---------------------------------------


def seat_id(seat: int) -> str:
    """The notation name of a seat: 'p1' for seat 0."""
    return f"p{seat + 1}"


def label(cell: Cell) -> str:
    """The name of a realm space: 'e5' for the centre (0, 0), 'q-2r-5' far below row a."""
    q, r = cell
    row = r + 4
    if 0 <= row < 26 and q + 5 >= 1:
        return f"{chr(ord('a') + row)}{q + 5}"
    return f"q{q}r{r}"


_CLASSIC = re.compile(r"([a-z])([1-9][0-9]{0,2})")
_AXIAL = re.compile(r"q(-?[0-9]{1,3})r(-?[0-9]{1,3})")


def cell_of(text: str) -> Cell | None:
    """The space a name names (canonical or axial spelling), or None."""
    m = _CLASSIC.fullmatch(text)
    if m:
        return (int(m.group(2)) - 5, ord(m.group(1)) - ord("a") - 4)
    m = _AXIAL.fullmatch(text)
    if m and not re.search(r"-0|(^|[qr-])0[0-9]", text):
        return (int(m.group(1)), int(m.group(2)))
    return None


@lru_cache(maxsize=4096)     # the engine spells each space of each realm many times per game
def site_id(seat: int, cell: Cell) -> str:
    """A realm space as a target and in notation: 'p1.e6'."""
    return f"{seat_id(seat)}.{label(cell)}"


_SEAT = re.compile(r"p([1-9])")


def seat_of(text: str) -> int | None:
    """The seat a 'p2' names, or None."""
    m = _SEAT.fullmatch(text)
    return int(m.group(1)) - 1 if m else None


@lru_cache(maxsize=4096)
def parse_site(text: str) -> tuple[int, Cell] | None:
    """(seat, cell) for 'p1.e6', or None."""
    head, dot, tail = text.partition(".")
    seat = seat_of(head)
    cell = cell_of(tail) if dot else None
    return None if seat is None or cell is None else (seat, cell)


def hand_id(spirit: str) -> str:
    return f"hand.{spirit}"


def tree_id(area: str) -> str:
    return f"tree.{area}"


def row_id(grove: int | str) -> str:
    return f"row.{grove}"


def card_id(card: int | str) -> str:
    return f"card.{card}"


def realm_id(seat: int) -> str:
    return f"{seat_id(seat)}.realm"


BAG_ID = "bag"


def start_id(colour: str) -> str:
    return f"start.{colour}"


def reward_id(stage: str) -> str:
    return f"reward.{stage}"


def skip_id(what: str) -> str:
    return f"skip.{what}"


def power_id(power: str) -> str:
    return f"power.{power}"


def gift(spirit: str) -> str:
    """The token of a spirit sent to the wraith bag: 'wb:blue'."""
    return GIFT + spirit


def token_spirit(token: str) -> tuple[str, bool]:
    """(spirit name, to the wraith bag?) for a reward token."""
    return (token[len(GIFT):], True) if token.startswith(GIFT) else (token, False)


class Target(NamedTuple):
    """A click target read back: its kind and the word it names (``read_target``)."""

    kind: str     # hand, tree, site, realm, row, card, reward, skip, power, start or bag
    name: str     # the spirit, Tree area, row grove, card, stage, power or colour; a site's own id ('p1.e6')
    seat: int = NO                # a site's or a realm's seat
    cell: Cell | None = None      # a site's space


_PREFIXED = {"hand": "hand", "tree": "tree", "row": "row", "card": "card", "reward": "reward", "skip": "skip",
             "power": "power", "start": "start"}


def read_target(target: str) -> Target | None:
    """What a click target id names (see the module docstring), or None for an id no picture draws. The word
    after a prefix is not checked here (a spirit, area or number may be unknown): the rules judge it."""
    if target == BAG_ID:
        return Target("bag", "")
    head, dot, tail = target.partition(".")
    if not dot:
        return None
    if head in _PREFIXED:
        return Target(_PREFIXED[head], tail)
    seat = seat_of(head)
    if seat is None:
        return None
    if tail == "realm":
        return Target("realm", head, seat)
    cell = cell_of(tail)
    return None if cell is None else Target("site", target, seat, cell)


# ---- the actions -------------------------------------------------------------------------------


class Action(WordAction):
    """A Groves action: a tuple of notation words, its kind first (``a.kind``)."""

    __slots__ = ()
    kind = ""

    def __new__(cls, *words):
        return tuple.__new__(cls, (cls.kind,) + words)


class Start(Action):
    """Choose the resource-generating starting grove of a colour."""

    __slots__ = ()
    kind = "start"
    colour = property(lambda self: self[1])

    @property
    def clicks(self):
        return (start_id(self[1]),)


class Place(Action):
    """Place a spirit from hand on a grove (``p1.e6``) or a Tree area."""

    __slots__ = ()
    kind = "place"
    spirit = property(lambda self: self[1])
    where = property(lambda self: self[2])

    @property
    def on_tree(self) -> bool:
        return self[2] in TREE_AREAS

    @property
    def area(self) -> str | None:
        """The Tree area the spirit goes to, or None for a grove."""
        return self[2] if self[2] in TREE_AREAS else None

    @property
    def owner(self) -> int:
        """The seat whose realm holds the grove (-1 for a Tree area)."""
        site = parse_site(self[2])
        return NO if site is None else site[0]

    @property
    def cell(self) -> Cell | None:
        """The space of the grove (None for a Tree area)."""
        site = parse_site(self[2])
        return None if site is None else site[1]

    @property
    def clicks(self):
        return (hand_id(self[1]), tree_id(self[2]) if self[2] in TREE_AREAS else self[2])


class ReturnWraith(Action):
    """A wraith that no grove can take goes back into the bag."""

    __slots__ = ()
    kind = "return"

    def __new__(cls):
        return tuple.__new__(cls, ("return", "wraith"))

    @property
    def clicks(self):
        return (hand_id("wraith"), BAG_ID)


class TakeReward(Action):
    """Take the primary or bonus reward; ``tokens`` name a choice (in canonical order)."""

    __slots__ = ()
    kind = "reward"
    stage = property(lambda self: self[1])
    tokens = property(lambda self: tuple(self[2:]))

    def __new__(cls, stage, *tokens):
        return tuple.__new__(cls, ("reward", stage) + tokens)

    @property
    def clicks(self):
        return (reward_id(self[1]),)


class Skip(Action):
    """Decline a reward, a purchase or a solo power."""

    __slots__ = ()
    kind = "skip"
    what = property(lambda self: self[1])

    @property
    def clicks(self):
        return (skip_id(self[1]),)


class Buy(Action):
    """Buy a grove of the row and put it on a space of your realm."""

    __slots__ = ()
    kind = "buy"

    def __new__(cls, grove, site):
        return tuple.__new__(cls, ("buy", str(grove), site))

    @property
    def grove(self) -> int:
        return int(self[1])

    site = property(lambda self: self[2])
    owner = property(lambda self: parse_site(self[2])[0])
    cell = property(lambda self: parse_site(self[2])[1])

    @classmethod
    def clicked(cls, row_word: str, site: str) -> "Buy | None":
        """The purchase a row grove's click (the word after ``row.``) and a space's click name, or None."""
        if not _NUMBER.fullmatch(row_word) or len(row_word) > MAX_DIGITS or parse_site(site) is None:
            return None
        return cls(str(int(row_word)), site_id(*parse_site(site)))

    def __str__(self) -> str:
        return f"buy grove {self[1]} at {self[2]}"

    @property
    def clicks(self):
        return (row_id(self[1]), self[2])


class Keep(Action):
    """Keep one of the two summoning cards just drawn."""

    __slots__ = ()
    kind = "keep"

    def __new__(cls, card):
        return tuple.__new__(cls, ("keep", str(card)))

    @property
    def card(self) -> int:
        return int(self[1])

    def __str__(self) -> str:
        return f"keep card {self[1]}"

    @property
    def clicks(self):
        return (card_id(self[1]),)


class Portal(Action):
    """Open the finished portal toward a neighbour ('portal to p2')."""

    __slots__ = ()
    kind = "portal"

    def __new__(cls, target):
        return tuple.__new__(cls, ("portal", seat_id(target) if isinstance(target, int) else target))

    @property
    def target(self) -> int:
        return int(self[1][1:]) - 1

    def __str__(self) -> str:
        return f"portal to {self[1]}"

    @property
    def clicks(self):
        return (f"{self[1]}.realm",)


class Use(Action):
    """Use a solo power ('use banish earth water' names what Banish costs)."""

    __slots__ = ()
    kind = "use"
    power = property(lambda self: self[1])
    pay = property(lambda self: tuple(self[2:]))

    def __new__(cls, power, *pay):
        return tuple.__new__(cls, ("use", power) + pay)

    @property
    def clicks(self):
        return (power_id(self[1]),)


# ---- pending decisions ---------------------------------------------------------------------------


class RewardDecision(NamedTuple):
    """Take or skip the ``stage`` reward of the grove at ``cell`` of ``owner``'s realm."""

    stage: str
    owner: int
    cell: Cell
    spirit: int
    kind = "reward"


class BuyDecision(NamedTuple):
    """Which grove of the row to buy, and where."""

    kind = "buy"


class CardDecision(NamedTuple):
    """Which of two summoning cards to keep (0 stands for a card hidden from the viewer)."""

    cards: tuple[int, int]
    kind = "card"


class PortalDecision(NamedTuple):
    """Which neighbour the finished portal opens toward."""

    targets: tuple[int, ...]
    kind = "portal"


class PowerDecision(NamedTuple):
    """Use or skip a solo power drawn from the wraith bag."""

    power: str
    kind = "power"


# ---- reading notation --------------------------------------------------------------------------

_TOKEN_WORDS = frozenset(SPIRITS) | {gift(s) for s in SPIRITS} | {
    t for g in GROVES.values() for r in (g.primary, g.bonus) if r and r.kind == "choice" for t, _ in r.options}
_NUMBER = re.compile(r"[0-9]+")


def canonical_tokens(tokens) -> tuple[str, ...]:
    """Reward tokens in their canonical order: your own spirits, then the wraith bag's, by colour."""
    def key(t):
        name, to_wb = token_spirit(t)
        return (to_wb, SPIRIT_INDEX.get(name, len(SPIRITS)), t)
    return tuple(sorted(tokens, key=key))


def _number(word: str) -> str:
    """A grove or card number as canonical digits; IllegalAction (notation) for anything else."""
    if not _NUMBER.fullmatch(word):
        raise RULES.illegal("groves.notation", f"{word[:20]!r} is not a number written with the digits 0-9.")
    if len(word) > MAX_DIGITS:
        raise RULES.illegal("groves.notation", f"{word[:20]!r} is too long to be a grove or card number.")
    return str(int(word))


def parse_action(text: str) -> Action:
    """Read notation such as ``place white p1.e6`` or ``buy grove 12 at p1.f4``.

    Raises ``IllegalAction`` (rule ``groves.notation``) for text that names no action.
    """
    if not isinstance(text, str):
        raise RULES.illegal("groves.notation", f"Expected notation text, got {type(text).__name__}.")
    w = text.strip().lower().split()
    a = _parse(w)
    if a is None:
        raise RULES.illegal("groves.notation", f"Cannot read {text.strip()[:60]!r} as an action. "
                            + RULES["groves.notation"].text)
    return a


def _place_target(word: str) -> str | None:
    if word in TREE_AREAS:
        return word
    site = parse_site(word)
    return None if site is None else site_id(*site)


def _parse(w: list[str]) -> Action | None:
    n = len(w)
    if not n or n > 6:
        return None
    k = w[0]
    if k == "place" and n == 3 and w[1] in SPIRIT_INDEX:
        where = _place_target(w[2])
        return Place(w[1], where) if where else None
    if k == "return" and w[1:] == ["wraith"]:
        return ReturnWraith()
    if k == "start" and n == 2 and SPIRIT_INDEX.get(w[1]) in COLOURED:
        return Start(w[1])
    if k == "reward" and 2 <= n <= 4 and w[1] in STAGES and all(t in _TOKEN_WORDS for t in w[2:]):
        return TakeReward(w[1], *canonical_tokens(w[2:]))
    if k == "skip" and n == 2 and w[1] in SKIPPABLE:
        return Skip(w[1])
    if k == "buy" and n == 5 and w[1] == "grove" and w[3] == "at":
        site = parse_site(w[4])
        return Buy(_number(w[2]), site_id(*site)) if site else None
    if k == "keep" and n == 3 and w[1] == "card":
        return Keep(_number(w[2]))
    if k == "portal" and n == 3 and w[1] == "to" and seat_of(w[2]) is not None:
        return Portal(w[2])
    if k == "use" and n >= 2 and w[1] in POWERS:
        if w[1] == "banish" and n == 4 and all(t in RESOURCES[:3] for t in w[2:]):
            return Use("banish", *sorted(w[2:], key=RESOURCE_INDEX.get))
        if w[1] != "banish" and n == 2:
            return Use(w[1])
    return None


def click_action(target: str) -> Action | None:
    """The one-click action a decision target names, if it names one."""
    head, _, tail = target.partition(".")
    if head == "reward" and tail in STAGES:
        return TakeReward(tail)
    if head == "skip" and tail in SKIPPABLE:
        return Skip(tail)
    if head == "power" and tail in POWERS:
        return Use(tail)
    if head == "card" and _NUMBER.fullmatch(tail) and len(tail) <= MAX_DIGITS:
        return Keep(str(int(tail)))
    if tail == "realm" and seat_of(head) is not None:
        return Portal(head)
    return None


__all__ = ["Action", "Buy", "BuyDecision", "CardDecision", "Keep", "Place", "Portal", "PortalDecision",
           "PowerDecision", "ReturnWraith", "RewardDecision", "Skip", "Start", "TakeReward", "Target", "Use",
           "parse_action", "read_target"]
