"""A tiny game for the core tests: the contract without any real game's rules.

Two or three players move one shared counter from 0 toward 10: ``step 1``,
``step 2``, or ``roll`` (a die adds 1 to 3). Whoever brings it to 10 or more
wins. It has chance (the roll) and no hidden information.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from seasons_nb.core import Action, GameInfo, GameState, Log, Rng, RuleBook, View
from seasons_nb.core import validate as v
from seasons_nb.core.svg import el, svg_doc, target

INFO = GameInfo("tiny", "Tiny", (2, 3), "none.ipynb", hidden_information=False, chance=True)
GOAL = 10
RULES = RuleBook("tiny", "Tiny rules", {
    "tiny.notation": ("Write 'step 1', 'step 2' or 'roll'.", "Notation", True),
    "tiny.click": ("Click a button.", "Notation", True),
    "tiny.game_over": ("The game is over.", "End"),
    "tiny.step.size": ("A step moves the counter 1 or 2.", "Turn"),
})


class TinyAction(Action, tuple):
    """``("step", n)`` or ``("roll",)``."""

    __slots__ = ()

    def __str__(self) -> str:
        return " ".join(str(x) for x in self)

    @property
    def clicks(self) -> tuple[str, ...]:
        return (".".join(str(x) for x in self),)


def parse(text: str) -> TinyAction:
    if not isinstance(text, str):
        raise RULES.illegal("tiny.notation", "Not text.")
    words = text.split()
    if words == ["roll"]:
        return TinyAction(("roll",))
    if len(words) == 2 and words[0] == "step" and words[1] in ("1", "2", "3"):
        return TinyAction(("step", int(words[1])))
    raise RULES.illegal("tiny.notation")


class Public:
    __slots__ = ()

    @property
    def current_player(self):
        return None if self.is_over else self.seat

    @property
    def is_over(self) -> bool:
        return self.count >= GOAL

    @property
    def winners(self) -> list[int]:
        return [(self.seat - 1) % len(self.names)] if self.is_over else []

    @property
    def scores(self) -> list[int]:
        return [self.count if i in self.winners else 0 for i in range(len(self.names))]

    @property
    def prompt(self) -> str:
        if self.is_over:
            return f"{self.names[self.winners[0]]} wins."
        return f"{self.names[self.seat]} to move; the counter is {self.count}."

    def render(self, highlight=(), selected=(), last=None) -> str:
        body = [el("text", self.prompt, x=5, y=15)]
        body += [target(t, t, [el("rect", "", x=5 + 40 * i, y=30, width=30, height=20)], hl=t in highlight)
                 for i, t in enumerate(("step.1", "step.2", "roll"))]
        return svg_doc(140, 60, body, title=", ".join(self.names))

    def to_dict(self) -> dict:
        d = {"game": "tiny", "names": list(self.names), "count": self.count, "seat": self.seat,
             "log": list(self.log)}
        if isinstance(self, GameState):
            d["rng"] = self.rng.state
        return d


class TinyView(Public, View):
    __slots__ = ("names", "count", "seat", "log", "viewer")

    def __init__(self, state, viewer):
        self.names, self.count, self.seat, self.log, self.viewer = (
            state.names, state.count, state.seat, state.log, viewer)

    def sample(self, seed: int) -> "TinyState":
        return TinyState._make(self.names, self.count, self.seat, self.log, Rng(seed))


class TinyState(Public, GameState):
    FIELDS = ("names", "count", "seat", "log", "rng")
    __slots__ = FIELDS
    INFO = INFO
    RULES = RULES
    parse_action = staticmethod(parse)

    @classmethod
    def _make(cls, names, count, seat, log, rng) -> "TinyState":
        s = object.__new__(cls)
        s._cache = {}
        s.names, s.count, s.seat, s.log, s.rng = names, count, seat, log, rng
        return s

    def _legal(self):
        return [TinyAction(("step", 1)), TinyAction(("step", 2)), TinyAction(("roll",))]

    def _why(self, action):
        return RULES.illegal("tiny.step.size", f"A step of {action[1]} is too long.")

    def _do(self, action):
        rng = self.rng
        n = action[1] if action[0] == "step" else None
        if n is None:
            k, rng = rng.randrange(3)
            n = k + 1
        line = f"{self.names[self.seat]} adds {n}."
        return self._replace(count=self.count + n, seat=(self.seat + 1) % len(self.names), rng=rng,
                             log=self.log + (line,))

    def evaluate(self, player: int) -> float:
        if self.is_over:
            return 1.0 if player in self.winners else -1.0
        return 0.0

    def view(self, player):
        return TinyView(self, player)

    @classmethod
    def from_dict(cls, d):
        v.as_dict(d, "save", ["game", "names", "count", "seat", "log", "rng"])
        names = v.as_names(d["names"], "names", len(d["names"]) if isinstance(d["names"], list) else 2)
        v.need(len(names) in INFO.player_counts, "names", "2 or 3 players")
        return cls._make(names, v.as_int(d["count"], "count", 0, GOAL + 2),
                         v.as_int(d["seat"], "seat", 0, len(names) - 1), Log(v.as_log(d["log"])),
                         Rng(v.as_int(d["rng"], "rng", 0, 2**64 - 1)))


def new_game(players: int = 2, seed: int = 0, names=None) -> TinyState:
    names = v.as_names(list(names) if names else [f"P{i + 1}" for i in range(players)], "names", players)
    return TinyState._make(names, 0, 0, Log(["The counter is at 0."]), Rng(seed))


@pytest.fixture
def tiny():
    """The tiny game, shaped like a game package."""
    return SimpleNamespace(INFO=INFO, RULES=RULES, State=TinyState, Action=TinyAction, parse_action=parse,
                           new_game=new_game, from_json=TinyState.from_json, View=TinyView)
