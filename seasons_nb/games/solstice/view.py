"""What one seat may see of a Solstice position (``View``), and what a State and a View share.

``Position`` holds the accessors both offer (prompt, scores, statistics, who stands where, …):
the renderer and the notebook use only these. Items lie face up, so every seat sees the
same thing (``solstice.ours.public_items``): a ``View`` differs from its State only in what
nobody may know, the order of the draw pile and of a fanned hand during a discard (both
kept as that many ``-1``), the dice not yet rolled and the random generator.
``View.sample(seed)`` draws a full ``State`` that looks the same: the unseen cards
shuffled into the draw pile and the fan, with ``Rng(seed)``.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from seasons_nb.core import NO, Drawn, Rng
from seasons_nb.core import View as CoreView
from seasons_nb.core.state import Phased

from . import render
from .actions import answer_word, parse_action
from .components import (
    CARD_INDEX, CARDS, CHARACTERS, COURTS, N_CARDS, PIECE_OF, SPACE_KINDS, STATS, SUMMER, WINTER, card_text,
    counts_for, court_name,
)
from .rules import INFO, RULES

#: every field of a position, State and View alike (the State adds ``dice`` and ``rng``)
POSITION_FIELDS = ("names", "mode", "date", "turn_limit", "short_game", "phase", "turn", "seat", "pending", "chars", "pos",
                   "lapped", "skip", "gear", "pack", "iseason", "pieces", "draw", "discard", "fan", "log")
PHASES = ("setup", "play", "over")


#: the log lines that record a die: a move ("Turn 3: Aster rolls 4 and moves …"), one side of a roll-off
#: ("Aster rolls 4 + Attack 4 + 1 (own season) = 9.") and the die that picks the first player
_MOVE_ROLL = re.compile(r"(?:Turn \d+: )?(?P<who>.+?) rolls (?P<die>[1-6]) and moves ")
_ROLLOFF = re.compile(r"(?P<who>.+?) rolls (?P<die>[1-6]) \+ .* = (?P<total>-?\d+)\.")
_FIRST_DIE = re.compile(r"The die shows (?P<die>[1-6])[:,]")
#: how far back in the log the last die is looked for (a turn writes far fewer lines)
_DICE_LOOKBACK = 40


class Die(NamedTuple):
    """One die of the last roll (``position.last_dice()``): who rolled it (None for the die that picks the
    first player), what it showed, and the total it made in a roll-off (None for a move)."""

    who: str | None
    value: int
    total: int | None


class Holdings(NamedTuple):
    """A read-only summary of one player (``position.player(seat)``), in words and card ids."""

    seat: int
    name: str
    court: str                    # 'summer' or 'winter'
    character: str | None         # character id, None before it is chosen
    space: int                    # 1-32
    lapped: bool                  # has passed their court's start space (may attack)
    skip: bool                    # loses their next turn
    equipped: tuple               # (card id, season) per equipped item, weapon, armor, boots order
    kept: tuple                   # card ids kept with the trinkets
    attack: int                   # totals without the die or the own-season point
    defense: int
    speed: int
    vp: int


def pending_data(pend) -> list | None:
    """An open decision as JSON-able data: its kind, then its fields (cards by id)."""
    if pend is None:
        return None
    k = pend.kind
    if k == "attack":
        return ["attack", list(pend.targets)]
    if k in ("defend", "answer"):
        return [k, pend.attacker, pend.defender]
    if k == "steal":
        return ["steal", pend.thief, pend.victim, pend.then]
    if k == "equip":
        return ["equip", pend.holder, CARDS[pend.card].id, pend.then]
    if k == "discard":
        return ["discard", pend.discarder, pend.picker]
    return [k]


class _ParseAction:
    """``parse_action`` as a Position offers it. On the class it is the notation reader itself
    (``actions.parse_action``, the game's ``parse_action``); on a position it also reads, right after a
    won defence, the book's words for the two options, escape and attack (``actions.answer_word``)."""

    def __get__(self, position, owner=None):
        if position is None:
            return parse_action

        def parse_here(text: str):
            """The action ``text`` names in this position."""
            pend = position.pending
            if pend is not None and pend.kind == "answer":
                word = answer_word(text, pend.attacker)
                if word is not None:
                    return word
            return parse_action(text)

        return parse_here


class Position(Phased, Drawn):
    """The public API of a Solstice position, shared by ``State`` and ``View``.

    Fields (one entry per seat where it says so): ``names``; ``mode`` ('free-for-all' or
    'team'); ``date`` (ISO, decides the starting court); ``turn_limit``; ``short_game`` (the last turn of a short game, or None); ``phase`` ('setup',
    'play' or 'over'); ``turn`` (0 during setup); ``seat`` (whose turn, or who chooses a
    character); ``pending`` (the open decision, a record from ``actions``); per seat ``chars``
    (character index or -1), ``pos`` (space 0-31), ``lapped``, ``skip``, ``gear`` (weapon,
    armor and boots card indexes, -1 for none) and ``pack`` (cards kept with the trinkets);
    ``iseason`` (per card: the season a held weapon, armor or boots is set to, else -1);
    ``pieces`` (per piece: 0 Summer, 1 Winter); ``draw`` (top last; hidden: -1 each),
    ``discard`` (top last), ``fan`` (a discarding player's items in fanned order; hidden).
    """

    __slots__ = ()
    PICTURES = render

    parse_action = _ParseAction()
    INFO = INFO
    RULES = RULES

    # ---- the game ------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat that decides now (a defender answers an attack, the next seat picks a card)."""
        if self.phase != "play":
            return None if self.phase == "over" else self.seat
        pend = self.pending
        k = pend.kind
        if k == "defend" or k == "answer":
            return pend.defender
        if k == "steal":
            return pend.thief
        if k == "equip":
            return pend.holder
        if k == "discard":
            return pend.picker
        return self.seat

    @staticmethod
    def court(seat: int) -> int:
        """A seat's court: 0 (Summer) for p1, p3, …; 1 (Winter) for p2, p4, … (``solstice.ours.seat_courts``)."""
        return seat % 2

    def character(self, seat: int):
        """The seat's ``Character`` (None before it is chosen)."""
        c = self.chars[seat]
        return CHARACTERS[c] if c >= 0 else None

    def items(self, seat: int) -> tuple[int, ...]:
        """Every card the seat holds: equipped ones (weapon, armor, boots), then the kept ones."""
        return (*(c for c in self.gear[seat] if c >= 0), *self.pack[seat])

    def equipped(self) -> tuple[tuple[int, int], ...]:
        """Every equipped item in play, as (seat, card), seat by seat."""
        return tuple((seat, c) for seat, g in enumerate(self.gear) for c in g if c >= 0)

    def holder(self, card: int) -> int | None:
        """The seat holding ``card`` (equipped or kept), or None."""
        for seat, g in enumerate(self.gear):
            if card in g or card in self.pack[seat]:
                return seat
        return None

    def piece_at(self, seat: int) -> int:
        """The board piece (0-7) the seat's character stands on."""
        return PIECE_OF[self.pos[seat]]

    def on_own_season(self, seat: int) -> bool:
        """Whether the seat stands on a piece of its own court's season (+1 in a roll-off)."""
        return self.pieces[PIECE_OF[self.pos[seat]]] == seat % 2

    def before_die(self, seat: int, stat: int) -> int:
        """What the seat adds to its die in a roll-off on ``stat`` where it stands now: the statistic with
        a counting item, and 1 on a piece of its own season."""
        return self.stat(seat, stat) + (1 if self.on_own_season(seat) else 0)

    def bonus(self, seat: int, stat: int) -> tuple[int, int]:
        """(bonus, card) of the item in the slot of ``stat`` that counts for the seat, else (0, -1)."""
        card = self.gear[seat][stat]
        if card >= 0 and counts_for(card, self.iseason[card], seat % 2):
            return CARDS[card].bonus, card
        return 0, NO

    def stat(self, seat: int, stat: int) -> int:
        """Attack (0), Defense (1) or Speed (2): the character's value plus a counting item."""
        c = self.chars[seat]
        return (CHARACTERS[c].stat(stat) if c >= 0 else 0) + self.bonus(seat, stat)[0]

    def vp(self, seat: int) -> int:
        """Victory Points: diamonds on trinkets, and 1 per weapon, armor or boots held."""
        return sum(CARDS[c].vp for c in self.items(seat))

    def occupants(self, space: int) -> tuple[int, ...]:
        """The seats whose characters stand on ``space`` (0-31)."""
        return tuple(i for i, p in enumerate(self.pos) if p == space)

    def attack_refusal(self, attacker: int, defender: int) -> str | None:
        """The rule id that forbids ``attacker`` to attack ``defender`` on their space, or None."""
        if defender == attacker or self.pos[defender] != self.pos[attacker]:
            return "solstice.battle.occupied"
        if not self.lapped[attacker]:
            return "solstice.battle.first_lap"
        if self.mode == "team" and attacker % 2 == defender % 2:
            return "solstice.battle.team"
        return None

    def may_counter(self) -> bool:
        """Whether the defender who won the open battle may counter-attack: a counter-attack is an attack,
        so not on the defender's first lap (``solstice.battle.first_lap``)."""
        pend = self.pending
        return (pend is not None and pend.kind == "answer"
                and self.attack_refusal(pend.defender, pend.attacker) is None)

    def attackable(self, seat: int) -> tuple[int, ...]:
        """The seats the seat may attack on its space, in seat order."""
        return tuple(d for d in self.occupants(self.pos[seat]) if self.attack_refusal(seat, d) is None)

    def ring(self) -> tuple[int, int]:
        """How many pieces show Summer and Winter."""
        w = sum(self.pieces)
        return (len(self.pieces) - w, w)

    def winning_court(self) -> int | None:
        """The court whose season covers the whole ring; at the end of a short game, the court holding
        more pieces, or on a 4-4 ring the one with more Victory Points in all; otherwise None."""
        s, w = self.ring()
        if w == 0 or s == 0:
            return SUMMER if w == 0 else WINTER
        if not self.short_ended:
            return None
        if s != w:
            return SUMMER if s > w else WINTER
        vp = [sum(self.vp(i) for i in range(court, self.players, 2)) for court in (SUMMER, WINTER)]
        return None if vp[0] == vp[1] else SUMMER if vp[0] > vp[1] else WINTER

    @property
    def short_ended(self) -> bool:
        """Whether a short game has stopped at its last turn with the ring still mixed."""
        return self.phase == "over" and self.short_game is not None and self.turn >= self.short_game \
            and 0 < sum(self.pieces) < len(self.pieces)

    def space_words(self, space: int) -> str:
        """'space 6 (Draw, Summer piece 2)'."""
        piece = PIECE_OF[space]
        return (f"space {space + 1} ({SPACE_KINDS[space].title()}, {court_name(self.pieces[piece])} "
                f"piece {piece + 1})")

    def player(self, seat: int) -> Holdings:
        """One player's character, place and items, as a read-only summary."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")
        ch = self.character(seat)
        return Holdings(
            seat, self.names[seat], COURTS[seat % 2], ch.id if ch else None, self.pos[seat] + 1,
            self.lapped[seat], self.skip[seat],
            tuple((CARDS[c].id, COURTS[self.iseason[c]]) for c in self.gear[seat] if c >= 0),
            tuple(CARDS[c].id for c in self.pack[seat]),
            *(self.stat(seat, i) for i in range(len(STATS))), self.vp(seat))

    def season_of(self, card: str) -> str | None:
        """The season a held weapon, armor or boots (by id) is set to, or None."""
        s = self.iseason[CARD_INDEX[card]]
        return COURTS[s] if s >= 0 else None

    # ---- the end -----------------------------------------------------------------------------
    @property
    def winners(self) -> list[int]:
        """The seats that won (empty while playing and after a draw)."""
        if self.phase != "over":
            return []
        court = self.winning_court()
        if court is None:
            return []
        seats = [i for i in range(self.players) if i % 2 == court]
        if self.mode == "team":
            return seats
        best = max(self.vp(i) for i in seats)
        return [i for i in seats if self.vp(i) == best]

    @property
    def scores(self) -> list[int]:
        """Victory Points per seat (what decides the ruler in a free-for-all)."""
        return [self.vp(i) for i in range(self.players)]

    def result_text(self) -> str:
        """How the game ended, as a sentence."""
        court = self.winning_court()
        s, w = self.ring()
        if self.short_ended:
            end = f"The short game ends after turn {self.short_game}"
            if court is None:
                return f"{end} with the ring split 4 to 4 and the courts level on Victory Points: a draw."
            if s == w:
                ring = (f"{end} with the ring split 4 to 4; the {court_name(court)} Court has more Victory "
                        "Points in all and wins")
            else:
                ring = f"{end} with {max(s, w)} of the 8 pieces {court_name(court)}: the {court_name(court)} Court wins"
        elif court is None:
            return (f"The turn limit ({self.turn_limit} turns) is reached with the ring still mixed: "
                    "a draw, nobody wins.")
        else:
            ring = f"The whole ring shows {court_name(court)}: the {court_name(court)} Court wins"
        who = _join([self.names[i] for i in self.winners])
        if self.mode == "team" or len(range(court, self.players, 2)) == 1:  # alone in the court: no VP to compare
            return f"{ring}, so {who} win{'s' if len(self.winners) == 1 else ''}."
        vp = self.vp(self.winners[0])
        if len(self.winners) == 1:
            return f"{ring}, and {who} rules it with {vp} Victory Points."
        return f"{ring}, and {who} share the rule with {vp} Victory Points each."

    # ---- the dice ------------------------------------------------------------------------------
    def last_dice(self) -> tuple[Die, ...]:
        """The last roll, as the log records it: the die of a move, the two dice of a roll-off (the
        attacker's first), or the die that picked the first player; empty before any roll."""
        lines = self.log.tail(_DICE_LOOKBACK)
        for i in range(len(lines) - 1, -1, -1):
            line = lines[i]
            m = _ROLLOFF.fullmatch(line)
            if m:
                first = _ROLLOFF.fullmatch(lines[i - 1]) if i > 0 else None
                pair = [first, m] if first else [m]
                return tuple(Die(x["who"], int(x["die"]), int(x["total"])) for x in pair)
            m = _MOVE_ROLL.match(line)
            if m:
                return (Die(m["who"], int(m["die"]), None),)
            m = _FIRST_DIE.match(line)
            if m:
                return (Die(None, int(m["die"]), None),)
        return ()

    def dice_text(self) -> str:
        """The last roll in words: 'Aster rolled 4.', 'Aster rolled 1 (6 in all), Birch 6 (8 in all).' or
        'The die showed 4.'; empty before any roll."""
        dice = self.last_dice()
        if not dice:
            return ""
        if dice[0].who is None:
            return f"The die showed {dice[0].value}."
        if dice[0].total is None:
            return f"{dice[0].who} rolled {dice[0].value}."
        words = [f"{d.value} ({d.total} in all)" for d in dice]
        text = f"{dice[0].who} rolled {words[0]}"
        if len(dice) > 1:
            text += f", {dice[1].who} {words[1]}"
        return text + "."

    # ---- the prompt --------------------------------------------------------------------------
    @property
    def prompt(self) -> str:
        """Whose decision it is and what is asked, in plain words."""
        if self.phase == "over":
            return "Game over. " + self.result_text()
        names = self.names
        if self.phase == "setup":
            return f"{names[self.seat]}: choose a character of the {court_name(self.seat % 2)} Court."
        rolled = self.dice_text()
        return f"{rolled} {self._question()}" if rolled else self._question()

    def _question(self) -> str:
        """The open question of a game in play, in plain words."""
        names = self.names
        pend = self.pending
        k = pend.kind
        me = names[self.seat]
        if k == "roll":
            return f"Turn {self.turn}: {me} rolls the die."
        if k == "attack":
            them = _join([names[t] for t in pend.targets], "or")
            return f"{me} may attack {them} on {self.space_words(self.pos[self.seat])}, or not attack."
        if k == "defend":
            return f"{names[pend.defender]}: {names[pend.attacker]} attacks! Defend, or try to escape?"
        if k == "answer":
            if not self.may_counter():
                return (f"{names[pend.defender]} won the battle but has not yet passed the "
                        f"{court_name(pend.defender % 2)} start space, so cannot counter-attack: flee to the "
                        "next space.")
            return (f"{names[pend.defender]} won the battle: counter-attack {names[pend.attacker]}, "
                    "or flee to the next space?")
        if k == "steal":
            return f"{names[pend.thief]}: take one of {names[pend.victim]}'s items."
        if k == "equip":
            return (f"{names[pend.holder]}: equip {card_text(pend.card, self.iseason[pend.card])}, "
                    "or keep it with the trinkets?")
        if k == "flip":
            piece = self.piece_at(self.seat)
            return (f"{me}: flip your piece (piece {piece + 1}, now {court_name(self.pieces[piece])}) "
                    "or an equipped item.")
        n = len(self.fan)
        if n == 1:
            return f"{names[pend.picker]}: pick {names[pend.discarder]}'s one face-down item to discard."
        return f"{names[pend.picker]}: pick one of {names[pend.discarder]}'s {n} face-down items to discard."

    # ---- data ------------------------------------------------------------------------------------
    def _data(self) -> dict:
        """The position as JSON-able data; the draw pile and the fan only as their sizes."""
        ids = [c.id for c in CARDS]
        return {
            "game": "solstice", "names": list(self.names), "mode": self.mode, "date": self.date,
            "turn_limit": self.turn_limit, "short_game": self.short_game, "phase": self.phase, "turn": self.turn, "seat": self.seat,
            "pending": pending_data(self.pending),
            "players": [{"character": CHARACTERS[self.chars[i]].id if self.chars[i] >= 0 else None,
                         "space": self.pos[i] + 1, "lapped": self.lapped[i], "skip": self.skip[i],
                         "equipped": [ids[c] if c >= 0 else None for c in self.gear[i]],
                         "kept": [ids[c] for c in self.pack[i]]} for i in range(len(self.names))],
            "item_seasons": {ids[c]: COURTS[s] for c, s in enumerate(self.iseason) if s >= 0},
            "pieces": [COURTS[s] for s in self.pieces],
            "draw": len(self.draw), "discard": [ids[c] for c in self.discard], "fan": len(self.fan),
            "log": list(self.log),
        }


def _join(words: list[str], last: str = "and") -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


# ---- the view ------------------------------------------------------------------------------------

class View(Position, CoreView):
    """What one seat sees of a Solstice position (``viewer``; None is the teacher).

    Built by ``State.view``: every field of the State but the dice and the random
    generator, with the draw pile and a fan reduced to that many ``-1``; it keeps no
    reference to the State.
    """

    __slots__ = POSITION_FIELDS + ("viewer",)


    def sample(self, seed: int):
        """A full State that looks like this view: the cards nobody has seen shuffled into the draw pile,
        a fan dealt in a random order, no dice waiting, and ``Rng(seed)``."""
        rng = Rng(seed)
        fields = {k: getattr(self, k) for k in POSITION_FIELDS}
        seen = set(self.discard)
        for seat in range(len(self.names)):
            seen.update(self.items(seat))
        pend = self.pending
        if pend is not None and pend.kind == "equip":
            seen.add(pend.card)
        unseen = [c for c in range(N_CARDS) if c not in seen]
        draw, rng = rng.shuffled(unseen)
        fields["draw"] = tuple(draw)
        if self.fan:
            fan, rng = rng.shuffled(sorted(self.items(pend.discarder)))
            fields["fan"] = tuple(fan)
        fields["dice"] = ()
        fields["rng"] = rng
        return self.STATE._make(**fields)


def make_view(state, player: int | None) -> View:
    """The View of ``state`` for ``player`` (None: the teacher's)."""
    v = View._shared(state, player, POSITION_FIELDS)
    v.draw = (NO,) * len(state.draw)
    v.fan = (NO,) * len(state.fan)
    return v


__all__ = ["Die", "Holdings", "NO", "PHASES", "POSITION_FIELDS", "Position", "View", "make_view", "pending_data"]
