"""Solstice actions: one small class per kind, the notation, the open decisions, and the one place
target ids are spelled.

Notation (``parse_action(str(a)) == a``)::

    choose blaze        choose a character card (setup, seat by seat)
    roll                roll the die and move
    attack p2           battle the character of seat p2 on your space
    no attack           leave them be and follow the space
    escape | defend     the defender's answer to an attack
    counter | flee      a defender who won: counter-attack, or escape to the next space
                        (counter-attack reads as counter; right after a won defence the book's
                        own words do too: attack, or attack p1 naming the attacker, for counter,
                        and escape for flee; see ``answer_word``)
    steal w5            take an item (by card id) from the player you beat
    equip w5 | keep w5  equip a drawn or stolen weapon, armor or boots, or keep it with the trinkets
    flip piece 3        flip the board piece you stand on (pieces 1-8)
    flip item a2        flip an equipped item instead
    pick 2              pick a card from a fanned hand, blind (counted from 1)

>>> parse_action("flip piece 3"), parse_action("Flip Item A2").clicks
(FlipPiece('flip piece 3'), ('item.a2',))

Target ids (the ``data-target`` of the pictures): ``die``, ``char.<character>``, ``seat.<n>`` (a
character token, n = 1 for p1), ``choice.<escape|defend|counter|flee|none>``, ``piece.<n>`` (1-8),
``item.<card>``, ``keep.<card>`` and ``fan.<k>``.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from seasons_nb.core import WordAction

from .components import CARD_INDEX, CHARACTER_INDEX, PIECES
from .rules import RULES

#: the buttons of the decision area
CHOICES = ("escape", "defend", "counter", "flee", "none")
#: what follows a steal or an equip decision: the thief's space, or the end of the turn
THEN = ("space", "end")


# ---- target ids and names: the one place they are spelled ----------------------------------------

def seat_name(seat: int) -> str:
    """The notation name of a seat: 'p1' for seat 0."""
    return f"p{seat + 1}"


_SEAT = re.compile(r"p([1-8])")


def seat_of(word: str) -> int | None:
    """The seat a 'p2' names, or None."""
    m = _SEAT.fullmatch(word)
    return int(m.group(1)) - 1 if m else None


DIE_ID = "die"


def char_id(character: str) -> str:
    return f"char.{character}"


def seat_id(seat: int) -> str:
    """A character token on the ring."""
    return f"seat.{seat + 1}"


def choice_id(choice: str) -> str:
    return f"choice.{choice}"


def piece_id(piece: int) -> str:
    """A board piece (0-based inside, 1-8 in ids and words)."""
    return f"piece.{piece + 1}"


def item_id(card: str) -> str:
    return f"item.{card}"


def keep_id(card: str) -> str:
    return f"keep.{card}"


def fan_id(k: int) -> str:
    """The k-th card (from 1) of a fanned hand."""
    return f"fan.{k}"


def read_target(target) -> tuple[str, object] | None:
    """(kind, value) for a target id: ('die', None), ('char', 'blaze'), ('seat', 0), ('choice', 'flee'),
    ('piece', 0), ('item', 'w5'), ('keep', 'w5'), ('fan', 2); None for anything else."""
    if not isinstance(target, str):
        return None
    if target == DIE_ID:
        return ("die", None)
    head, dot, tail = target.partition(".")
    if not dot:
        return None
    if head == "char" and tail in CHARACTER_INDEX:
        return ("char", tail)
    if head == "seat" and re.fullmatch(r"[1-8]", tail):
        return ("seat", int(tail) - 1)
    if head == "choice" and tail in CHOICES:
        return ("choice", tail)
    if head == "piece" and re.fullmatch(r"[1-8]", tail):
        return ("piece", int(tail) - 1)
    if head in ("item", "keep") and tail in CARD_INDEX:
        return (head, tail)
    if head == "fan" and re.fullmatch(r"[1-9][0-9]?", tail):
        return ("fan", int(tail))
    return None


# ---- the actions ---------------------------------------------------------------------------------


class Action(WordAction):
    """A Solstice action: a tuple of its notation words, the kind's own words first."""

    __slots__ = ()
    kind = ""


class Choose(Action):
    """Choose a character card: ``choose blaze``."""

    __slots__ = ()
    kind = "choose"

    def __new__(cls, character: str):
        return tuple.__new__(cls, ("choose", character))

    character = property(lambda self: self[1])

    @property
    def clicks(self):
        return (char_id(self[1]),)


class Roll(Action):
    """Roll the die and move: ``roll``."""

    __slots__ = ()
    kind = "roll"

    def __new__(cls):
        return tuple.__new__(cls, ("roll",))

    @property
    def clicks(self):
        return (DIE_ID,)


class Attack(Action):
    """Battle the character of a seat on your space: ``attack p2``."""

    __slots__ = ()
    kind = "attack"

    def __new__(cls, seat: int | str):
        return tuple.__new__(cls, ("attack", seat_name(seat) if isinstance(seat, int) else seat))

    @property
    def seat(self) -> int:
        return int(self[1][1:]) - 1

    @property
    def clicks(self):
        return (seat_id(self.seat),)


class NoAttack(Action):
    """Attack nobody and follow the space: ``no attack``."""

    __slots__ = ()
    kind = "no"

    def __new__(cls):
        return tuple.__new__(cls, ("no", "attack"))

    @property
    def clicks(self):
        return (choice_id("none"),)


class _Word(Action):
    """A one-word answer."""

    __slots__ = ()

    def __new__(cls):
        return tuple.__new__(cls, (cls.kind,))

    @property
    def clicks(self):
        return (choice_id(self.kind),)


class Escape(_Word):
    """The defender tries to escape: ``escape``."""

    __slots__ = ()
    kind = "escape"


class Defend(_Word):
    """The defender stands and fights: ``defend``."""

    __slots__ = ()
    kind = "defend"


class Counter(_Word):
    """A defender who won counter-attacks: ``counter``."""

    __slots__ = ()
    kind = "counter"


class Flee(_Word):
    """A defender who won escapes to the next space: ``flee``."""

    __slots__ = ()
    kind = "flee"


class _CardAction(Action):
    """An action on one card: its word, then the card id."""

    __slots__ = ()

    def __new__(cls, card: str):
        return tuple.__new__(cls, (cls.kind, card))

    card = property(lambda self: self[1])

    @property
    def clicks(self):
        return (item_id(self[1]),)


class Steal(_CardAction):
    """Take an item from the player you beat: ``steal w5``."""

    __slots__ = ()
    kind = "steal"


class Equip(_CardAction):
    """Equip the drawn or stolen item: ``equip w5``."""

    __slots__ = ()
    kind = "equip"


class Keep(_CardAction):
    """Put the drawn or stolen item with your trinkets: ``keep w5``."""

    __slots__ = ()
    kind = "keep"

    @property
    def clicks(self):
        return (keep_id(self[1]),)


class FlipPiece(Action):
    """Flip the board piece you stand on: ``flip piece 3`` (pieces 1-8)."""

    __slots__ = ()
    kind = "flip"

    def __new__(cls, piece: int):
        return tuple.__new__(cls, ("flip", "piece", str(piece + 1)))

    @property
    def piece(self) -> int:
        return int(self[2]) - 1

    @property
    def clicks(self):
        return (piece_id(self.piece),)


class FlipItem(Action):
    """Flip an equipped item instead: ``flip item a2``."""

    __slots__ = ()
    kind = "flip"

    def __new__(cls, card: str):
        return tuple.__new__(cls, ("flip", "item", card))

    card = property(lambda self: self[2])

    @property
    def clicks(self):
        return (item_id(self[2]),)


class Pick(Action):
    """Pick the k-th card (from 1) of a fanned hand, blind: ``pick 2``."""

    __slots__ = ()
    kind = "pick"

    def __new__(cls, k: int):
        return tuple.__new__(cls, ("pick", str(k)))

    @property
    def k(self) -> int:
        return int(self[1])

    @property
    def clicks(self):
        return (fan_id(self.k),)


# ---- the open decision ---------------------------------------------------------------------------


class Rolling(NamedTuple):
    """The player whose turn it is must roll."""

    kind = "roll"

    def __bool__(self) -> bool:  # a decision is always something, even without fields
        return True


class Attacking(NamedTuple):
    """The player whose turn it is may attack one of ``targets`` (seats) on their space, or not."""

    targets: tuple[int, ...]
    kind = "attack"


class Defending(NamedTuple):
    """``defender`` chooses to defend or to try to escape from ``attacker``."""

    attacker: int
    defender: int
    kind = "defend"


class Answering(NamedTuple):
    """``defender`` won the battle: counter-attack ``attacker``, or flee."""

    attacker: int
    defender: int
    kind = "answer"


class Stealing(NamedTuple):
    """``thief`` takes an item of ``victim``; then ``then`` (the thief's space, or the end of the turn)."""

    thief: int
    victim: int
    then: str
    kind = "steal"


class Equipping(NamedTuple):
    """``holder`` equips or keeps the weapon, armor or boots ``card`` (its index); then ``then``."""

    holder: int
    card: int
    then: str
    kind = "equip"


class Flipping(NamedTuple):
    """The player whose turn it is flips their piece or an equipped item."""

    kind = "flip"

    def __bool__(self) -> bool:  # a decision is always something, even without fields
        return True


class Discarding(NamedTuple):
    """``picker`` picks blind one card of ``discarder``'s fanned items."""

    discarder: int
    picker: int
    kind = "discard"


# ---- the book's words after a won defence -----------------------------------------------------------

def answer_word(text: str, attacker: int) -> Action | None:
    """After a won defence the book offers the defender to "escape" or to "attack" the attacker: those
    words (``escape``, ``attack``, ``attack p1`` naming the attacker) read as ``flee`` and ``counter``.
    None for any other text.

    >>> answer_word("Escape", 0), answer_word("attack", 0), answer_word("attack p1", 0), answer_word("attack p2", 0)
    (Flee('flee'), Counter('counter'), Counter('counter'), None)
    """
    words = text.lower().split() if isinstance(text, str) else []
    if words == ["escape"]:
        return Flee()
    if words == ["attack"] or words == ["attack", seat_name(attacker)]:
        return Counter()
    return None


# ---- reading notation ----------------------------------------------------------------------------

_NUMBER = re.compile(r"[1-9][0-9]?")


def parse_action(text: str) -> Action:
    """Read notation such as ``roll``, ``attack p2`` or ``flip item a2`` (case and spacing do not matter).

    Raises ``IllegalAction`` (rule ``solstice.notation``) for text that names no action.
    """
    return RULES.read(text, _parse, "'roll', 'attack p2', 'defend', 'steal w5', 'flip piece 3' or 'pick 2'")


_WORDS = {"roll": Roll, "escape": Escape, "defend": Defend, "counter": Counter, "flee": Flee,
          # the word the prompt and the button use for ``counter``, read as it too
          "counter-attack": Counter, "counterattack": Counter}
_CARDS = {"steal": Steal, "equip": Equip, "keep": Keep}


def _parse(w: list[str]) -> Action | None:
    n = len(w)
    if n == 1 and w[0] in _WORDS:
        return _WORDS[w[0]]()
    if n == 2:
        k, x = w
        if k == "choose" and x in CHARACTER_INDEX:
            return Choose(x)
        if k == "attack" and seat_of(x) is not None:
            return Attack(x)
        if k == "no" and x == "attack":
            return NoAttack()
        if k in _CARDS and x in CARD_INDEX:
            return _CARDS[k](x)
        if k == "pick" and _NUMBER.fullmatch(x):
            return Pick(int(x))
    if n == 3 and w[0] == "flip":
        if w[1] == "piece" and re.fullmatch(r"[1-9]", w[2]) and int(w[2]) <= PIECES:
            return FlipPiece(int(w[2]) - 1)
        if w[1] == "item" and w[2] in CARD_INDEX:
            return FlipItem(w[2])
    return None


__all__ = ["Action", "Answering", "Attack", "Attacking", "Choose", "Counter", "Defend", "Defending",
           "Discarding", "Equip", "Equipping", "Escape", "Flee", "FlipItem", "FlipPiece", "Flipping", "Keep",
           "NoAttack", "Pick", "Roll", "Rolling", "Steal", "Stealing", "parse_action"]
