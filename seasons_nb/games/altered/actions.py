"""Altered actions: one small class per kind, the notation, and the one place target ids are spelled.

Notation (``parse_action(str(a)) == a``; cards by their ids)::

    mana fox                              put a card from your hand into Mana (opening, Morning)
    no mana                               keep your hand this Morning
    play fox to hero                      play a card from your hand into an expedition
    play fox from reserve to companion    play it from your Reserve (it becomes Fleeting)
    play dawn | play dawn from reserve    a card that joins no expedition and names none
    play gust to hero                     a Spell or Landmark whose effect needs an expedition
    exhaust fox in hero                   exhaust a card in your Hero expedition for its effect
    exhaust ilse | exhaust tower to hero  exhaust your Hero or a Landmark (naming an expedition if asked)
    support gust | support gust to hero   discard a Reserve card for its effect
    pass                                  play nothing more this Afternoon
    discard fox                           the clean-up at Night: discard from your Reserve or Landmarks

>>> parse_action("Play fox  from Reserve to Hero").clicks
('reserve.fox', 'to.hero')
>>> str(parse_action("exhaust fox in companion"))
'exhaust fox in companion'

Target ids (the ``data-target`` of the pictures, only the deciding player's things):
``hand.<card>``, ``reserve.<card>``, ``landmark.<card>``, ``unit.<hero|companion>.<card>``,
``hero`` (your Hero card), ``to.<hero|companion>`` (one of your expeditions) and
``choice.<pass|nomana>``.
"""

from __future__ import annotations

import re

from seasons_nb.core import WordAction

from .components import CARD_INDEX, CARDS, EXPEDITIONS, HERO_INDEX
from .rules import RULES

#: the buttons
CHOICES = ("pass", "nomana")
SOURCES = ("hand", "reserve")


# ---- target ids: the one place they are spelled --------------------------------------------------

def hand_id(card: str) -> str:
    return f"hand.{card}"


def reserve_id(card: str) -> str:
    return f"reserve.{card}"


def landmark_id(card: str) -> str:
    return f"landmark.{card}"


def unit_id(expedition: str, card: str) -> str:
    """A card in one of your expeditions (``expedition`` is 'hero' or 'companion')."""
    return f"unit.{expedition}.{card}"


HERO_ID = "hero"


def to_id(expedition: str) -> str:
    """One of your expeditions as the place a card goes or an effect aims."""
    return f"to.{expedition}"


def choice_id(choice: str) -> str:
    return f"choice.{choice}"


def read_target(target) -> tuple[str, object] | None:
    """(kind, value) for a target id: ('hand', 'fox'), ('reserve', 'fox'), ('landmark', 'tower'),
    ('unit', ('hero', 'fox')), ('hero', None), ('to', 'hero'), ('choice', 'pass'); None otherwise."""
    if not isinstance(target, str):
        return None
    if target == HERO_ID:
        return ("hero", None)
    parts = target.split(".")
    if len(parts) == 2:
        head, tail = parts
        if head in ("hand", "reserve", "landmark") and tail in CARD_INDEX:
            return (head, tail)
        if head == "to" and tail in EXPEDITIONS:
            return ("to", tail)
        if head == "choice" and tail in CHOICES:
            return ("choice", tail)
    if len(parts) == 3 and parts[0] == "unit" and parts[1] in EXPEDITIONS and parts[2] in CARD_INDEX:
        return ("unit", (parts[1], parts[2]))
    return None


# ---- the actions -----------------------------------------------------------------------------------

class Action(WordAction):
    """An Altered action: a tuple of its fields, the kind's own word first (so no two kinds are equal)."""

    __slots__ = ()
    kind = ""


class Mana(Action):
    """Put a card from your hand into Mana: ``mana fox``."""

    __slots__ = ()
    kind = "mana"

    def __new__(cls, card: str):
        return tuple.__new__(cls, ("mana", card))

    card = property(lambda self: self[1])

    @property
    def clicks(self):
        return (hand_id(self[1]),)


class NoMana(Action):
    """Keep your hand this Morning: ``no mana``."""

    __slots__ = ()
    kind = "nomana"

    def __new__(cls):
        return tuple.__new__(cls, ("no", "mana"))

    @property
    def clicks(self):
        return (choice_id("nomana"),)


class Play(Action):
    """Play a card from your hand or Reserve: ``play fox to hero``, ``play fox from reserve to hero``,
    ``play dawn``. ``expedition`` is '' when the card names none."""

    __slots__ = ()
    kind = "play"

    def __new__(cls, card: str, source: str = "hand", expedition: str = ""):
        return tuple.__new__(cls, ("play", card, source, expedition))

    card = property(lambda self: self[1])
    source = property(lambda self: self[2])
    expedition = property(lambda self: self[3])

    def __str__(self) -> str:
        text = f"play {self[1]}"
        if self[2] == "reserve":
            text += " from reserve"
        elif self[2] != "hand":
            text += f" from {self[2]}"
        return text + (f" to {self[3]}" if self[3] else "")

    @property
    def clicks(self):
        first = (reserve_id if self[2] == "reserve" else hand_id)(self[1])
        return (first, to_id(self[3])) if self[3] else (first,)


class Exhaust(Action):
    """Exhaust a ready card in play for its effect: ``exhaust fox in hero`` (a card in an expedition),
    ``exhaust ilse`` (your Hero), ``exhaust tower to companion`` (a Landmark naming an expedition)."""

    __slots__ = ()
    kind = "exhaust"

    def __new__(cls, card: str, where: str = "", expedition: str = ""):
        return tuple.__new__(cls, ("exhaust", card, where, expedition))

    card = property(lambda self: self[1])
    where = property(lambda self: self[2])
    expedition = property(lambda self: self[3])

    def __str__(self) -> str:
        text = f"exhaust {self[1]}"
        if self[2]:
            text += f" in {self[2]}"
        return text + (f" to {self[3]}" if self[3] else "")

    @property
    def clicks(self):
        if self[2]:
            first = unit_id(self[2], self[1])
        elif self[1] in HERO_INDEX:
            first = HERO_ID
        else:
            first = landmark_id(self[1])
        return (first, to_id(self[3])) if self[3] else (first,)


class Support(Action):
    """Discard a card from your Reserve for its effect: ``support gust``, ``support gust to hero``."""

    __slots__ = ()
    kind = "support"

    def __new__(cls, card: str, expedition: str = ""):
        return tuple.__new__(cls, ("support", card, expedition))

    card = property(lambda self: self[1])
    expedition = property(lambda self: self[2])

    def __str__(self) -> str:
        return f"support {self[1]}" + (f" to {self[2]}" if self[2] else "")

    @property
    def clicks(self):
        first = reserve_id(self[1])
        return (first, to_id(self[2])) if self[2] else (first,)


class Pass(Action):
    """Play nothing more this Afternoon: ``pass``."""

    __slots__ = ()
    kind = "pass"

    def __new__(cls):
        return tuple.__new__(cls, ("pass",))

    @property
    def clicks(self):
        return (choice_id("pass"),)


class Discard(Action):
    """Discard a card in the clean-up: ``discard fox`` (from the Reserve, or a Landmark)."""

    __slots__ = ()
    kind = "discard"

    def __new__(cls, card: str):
        return tuple.__new__(cls, ("discard", card))

    card = property(lambda self: self[1])

    def __str__(self) -> str:
        return f"discard {self[1]}"

    @property
    def clicks(self):
        card = CARD_INDEX.get(self[1])
        if card is not None and CARDS[card].type == "landmark":
            return (landmark_id(self[1]),)
        return (reserve_id(self[1]),)


# ---- reading notation ------------------------------------------------------------------------------

def parse_action(text: str) -> Action:
    """Read notation such as ``play fox to hero``, ``exhaust ilse`` or ``pass`` (case and spacing do not
    matter). Raises ``IllegalAction`` (rule ``altered.notation``) for text that names no action."""
    return RULES.read(text, _parse, "'mana fox', 'play fox to hero', 'play fox from reserve to companion', "
                      "'exhaust fox in hero', 'support gust', 'pass' or 'discard fox' (cards by their ids)")


_EXP = re.compile(r"hero|companion")


def _to(w: list[str]) -> str | None:
    """'' for no words, the expedition for ['to', 'hero'], None for anything else."""
    if not w:
        return ""
    if len(w) == 2 and w[0] == "to" and _EXP.fullmatch(w[1]):
        return w[1]
    return None


def _parse(w: list[str]) -> Action | None:
    if not w:
        return None
    k, n = w[0], len(w)
    if k == "pass" and n == 1:
        return Pass()
    if n == 2 and k == "no" and w[1] == "mana":
        return NoMana()
    if n < 2:
        return None
    card = w[1]
    if k == "mana" and n == 2 and card in CARD_INDEX:
        return Mana(card)
    if k == "discard" and n == 2 and card in CARD_INDEX:
        return Discard(card)
    if k == "play" and card in CARD_INDEX:
        rest = w[2:]
        source = "hand"
        if rest[:2] == ["from", "reserve"]:
            source, rest = "reserve", rest[2:]
        to = _to(rest)
        return None if to is None else Play(card, source, to)
    if k == "support" and card in CARD_INDEX:
        to = _to(w[2:])
        return None if to is None else Support(card, to)
    if k == "exhaust" and (card in CARD_INDEX or card in HERO_INDEX):
        rest = w[2:]
        where = ""
        if len(rest) >= 2 and rest[0] == "in" and _EXP.fullmatch(rest[1]) and card in CARD_INDEX:
            where, rest = rest[1], rest[2:]
        to = _to(rest)
        if to is None or (where and to):
            return None
        return Exhaust(card, where, to)
    return None


__all__ = ["Action", "Discard", "Exhaust", "Mana", "NoMana", "Pass", "Play", "Support", "parse_action"]
