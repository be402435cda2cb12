"""The game contract shared by every game: ``GameState``, ``View``, ``Action`` and the clicks.

A game's ``State`` subclasses ``GameState`` and fills in the abstract members;
everything the widgets, bots and tests use is declared here, with the same
meaning in every game.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar, Iterable, Sequence

from .errors import IllegalAction
from .info import GameInfo
from .log import Log
from .rng import Rng
from .rules import RuleBook
from .svg import picture_html

#: the largest save ``from_json`` reads (a long game's save is well under a megabyte)
MAX_SAVE_CHARS = 5_000_000


def parse_save(text) -> dict:
    """The JSON object of a save (``to_json``), not yet checked as a game; ValueError for anything else."""
    if not isinstance(text, (str, bytes)):
        raise ValueError(f"a save is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_CHARS:
        raise ValueError(f"a save is at most {MAX_SAVE_CHARS:,} characters")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("the save nests too deeply to be a game") from None
    except ValueError as e:
        raise ValueError(f"the save is not JSON (is it cut short?): {e}") from None
    if not isinstance(data, dict):
        raise ValueError(f"a save is a JSON object, not {type(data).__name__}")
    return data


class Action:
    """Base of every game's actions: hashable values with notation and clicks.

    Each game has one base class (its ``Action``) and one small class per kind of
    action, each giving ``__str__`` (the notation ``parse_action`` reads back)
    and ``clicks`` (the ``data-target`` ids that select it, in order).
    """

    __slots__ = ()

    @property
    def clicks(self) -> tuple[str, ...]:  # pragma: no cover - every game overrides
        raise NotImplementedError


class WordAction(Action, tuple):
    """An action kept as a tuple of its notation words, its kind's own word first: ``str`` joins the
    words, and two actions are equal only when they are of the same class (tuples of equal words
    from two kinds never compare equal). Solstice, Groves and Altered build their actions on it."""

    __slots__ = ()
    kind = ""

    def __str__(self) -> str:
        return " ".join(str(w) for w in self)

    def __repr__(self) -> str:
        try:
            return f"{type(self).__name__}({str(self)!r})"
        except Exception:  # noqa: BLE001 - hand-built nonsense
            return f"{type(self).__name__}{tuple(self)!r}"

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self, other) -> bool:
        return not self == other

    __hash__ = tuple.__hash__


class _Public:
    """What a State and a View both offer: the position as its viewer may know it."""

    __slots__ = ()
    INFO: ClassVar[GameInfo]
    RULES: ClassVar[RuleBook]

    names: tuple[str, ...]
    log: Log

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.names)

    @property
    def current_player(self) -> int | None:
        """The seat that decides now, or None once the game is over."""
        raise NotImplementedError

    @property
    def prompt(self) -> str:
        """Whose decision it is and what is asked, in plain words."""
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def winners(self) -> list[int]:
        """The seats that won (empty while playing, and after a draw with no winner)."""
        raise NotImplementedError

    @property
    def scores(self) -> list:
        """One number per seat, as the game counts progress or points."""
        raise NotImplementedError

    def to_dict(self) -> dict:
        raise NotImplementedError

    def to_json(self) -> str:
        """The data as JSON text (for a State, exact: ``from_json`` reads it back)."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    def render(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
        """The position as SVG, with highlighted targets, a selection and the last action."""
        raise NotImplementedError

    def panels(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> dict[str, str]:
        """The picture split into named, separately shown parts (board, hand, cards, …).

        A game with one picture keeps this default: a single "board" panel. Every
        clickable ``data-target`` id appears in exactly one panel.
        """
        return {"board": self.render(highlight=highlight, selected=selected, last=last)}

    def action_label(self, action) -> str:
        """Plain words for an action, as a choice button shows it."""
        return str(action)

    def _repr_svg_(self) -> str:
        return self.render()

    def _repr_html_(self) -> str:
        """The picture as an inert ``<img>``, which an untrusted notebook and GitHub show too."""
        return picture_html(self.render(), self.prompt)


class Drawn:
    """``render``, ``panels`` and ``action_label`` for a position drawn by a pictures module
    (``PICTURES``, with ``table_svg``, ``panels_svg`` and ``action_label(position, action)``);
    listed before ``GameState`` or ``View`` among a class's bases."""

    __slots__ = ()
    PICTURES: ClassVar[Any]

    def render(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> str:
        """The whole table in one SVG."""
        return self.PICTURES.table_svg(self, highlight=highlight, selected=selected, last=last)

    def panels(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None) -> dict[str, str]:
        """The table as the named panels the game draws."""
        return self.PICTURES.panels_svg(self, highlight=highlight, selected=selected, last=last)

    def action_label(self, action) -> str:
        """Plain words for an action (or its notation), as the Table's choice buttons show it."""
        if isinstance(action, str):
            action = self.parse_action(action)
        return self.PICTURES.action_label(self, action)


class GameState(_Public):
    """An immutable game position: ``apply`` returns a new one.

    Each game lists its fields once in ``FIELDS`` (they include ``names``, ``log``
    and ``rng``); copying derives from it. The ``_``-methods are the game's
    rules; the public ones are shared behaviour.
    """

    __slots__ = ("_cache",)
    FIELDS: ClassVar[tuple[str, ...]]

    rng: Rng

    # ---- the game's rules ---------------------------------------------------------
    def _legal(self) -> list[Action]:
        """Every legal action (the game is not over)."""
        raise NotImplementedError

    def _do(self, action: Action) -> "GameState":
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def _why(self, action: Action) -> IllegalAction:
        """The most specific reason a well-formed action known to be illegal is refused."""
        raise NotImplementedError

    @staticmethod
    def parse_action(text: str) -> Action:
        """The action written as ``text``; IllegalAction (the notation rule) if it names none."""
        raise NotImplementedError

    def view(self, player: int | None) -> "View":
        """What ``player`` may see, as a View; ``None`` is the teacher's view of everything."""
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict) -> "GameState":
        """The state written by ``to_dict``; ValueError naming the field if it is not one."""
        raise NotImplementedError

    # ---- shared behaviour ---------------------------------------------------------
    @classmethod
    def _make(cls, **fields) -> "GameState":
        """A state from fields already checked (the loaders check them); every field of ``FIELDS``."""
        new = object.__new__(cls)
        new._cache = {}
        for k in cls.FIELDS:
            object.__setattr__(new, k, fields.pop(k))
        if fields:
            raise TypeError(f"not fields of {cls.__name__}: {', '.join(fields)}")
        return new

    def _replace(self, **changes) -> "GameState":
        """A copy with some fields changed (the others are shared, not copied)."""
        unknown = set(changes) - set(self.FIELDS)
        if unknown:
            raise TypeError(f"not fields of {type(self).__name__}: {', '.join(sorted(unknown))}")
        return type(self)._make(**{k: changes.get(k, getattr(self, k)) for k in self.FIELDS})

    def code(self, seat: int | None = None) -> str:
        """This position as a one-line position code (see ``core.record``); for ``seat``, a position
        sampled from that seat's view, which holds nothing the seat cannot see."""
        from .record import position_code

        return position_code(self, seat)

    def reseeded(self, seed: int) -> "GameState":
        """The same position with another random generator (what a lookahead may use)."""
        return self._replace(rng=Rng(seed))

    def legal_actions(self) -> list[Action]:
        """Every legal action, in a deterministic order (empty once the game is over)."""
        return list(self._legal_cached())

    def click_options(self, clicks: Sequence[str]) -> tuple[list[str], list[Action]]:
        """After ``clicks``: the targets that may be clicked next, and the actions those clicks
        complete (remembered per state, as the Table asks again on every repaint)."""
        memo = self._cache.setdefault("clicks", {})
        key = tuple(clicks)
        if key not in memo:
            legal = self._legal_cached()
            memo[key] = (next_targets(legal, key), complete(legal, key))
        targets, done = memo[key]
        return list(targets), list(done)

    def _legal_cached(self) -> list[Action]:
        cache = self._cache
        if "legal" not in cache:
            cache["legal"] = [] if self.is_over else self._legal()
        return cache["legal"]

    def _rule(self, name: str) -> str:
        return f"{self.INFO.name}.{name}"

    def _coerce(self, action) -> Action:
        if isinstance(action, str):
            return self.parse_action(action)
        if not isinstance(action, Action):
            raise self.RULES.illegal(self._rule("notation"), "Expected an action or its notation text, "
                                     f"got {type(action).__name__}.")
        return action

    def _canonical(self, action: Action) -> Action:
        """A hand-built action, checked: it must be what its own notation reads back as."""
        try:
            text = str(action)
        except Exception:  # noqa: BLE001 - a hand-built action's fields may be anything
            text = None
        if not isinstance(text, str):
            raise self.RULES.illegal(self._rule("notation"), "That action is not well formed.")
        parsed = self.parse_action(text)
        if type(parsed) is not type(action) or parsed != action:
            raise self.RULES.illegal(self._rule("notation"), f"That action is not well formed: it reads as "
                                     f"{text[:60]!r}, which names {str(parsed)!r}.")
        return parsed

    def apply(self, action) -> "GameState":
        """The state after ``action`` (an Action or notation text). ``self`` is unchanged.

        Raises ``IllegalAction`` (with ``.rule``) if the rules forbid it.
        """
        action = self._coerce(action)
        if self.is_over:
            raise self.RULES.illegal(self._rule("game_over"))
        if action in self._legal_cached():
            return self._do(action)
        raise self._why(self._canonical(action))

    def explain(self, action) -> IllegalAction | None:
        """Why ``action`` is refused (the IllegalAction, returned), or None if it is legal."""
        try:
            self.apply(action)
        except IllegalAction as e:
            return e
        return None

    def explain_clicks(self, clicks: Sequence[str]) -> IllegalAction:
        """Why a click sequence that matches no legal action is refused."""
        return self.RULES.illegal(self._rule("click"), "That is not something you can choose now.")

    def evaluate(self, player: int) -> float:
        """How good the position is for ``player`` (the greedy bot's guide): bigger is better."""
        if self.is_over:
            return 1e6 if player in self.winners else (-1e6 if self.winners else 0.0)
        scores = self.scores
        return scores[player] - max((s for i, s in enumerate(scores) if i != player), default=0)

    @classmethod
    def from_json(cls, text: str) -> "GameState":
        """The state written by ``to_json``; ValueError (naming the field) for anything else."""
        data = parse_save(text)
        if data.get("game") != cls.INFO.name:
            raise ValueError(f"field 'game': expected {cls.INFO.name!r}, got {data.get('game')!r}")
        return cls.from_dict(data)

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(self.to_json())

    def __repr__(self) -> str:
        return f"<{self.INFO.name}.State: {self.prompt}>"


class View(_Public):
    """What one seat may see of a position: shown and inspected like a state, never played.

    Its fields hold nothing the seat may not see (no other player's hand or bag,
    no deck order, no face-down card, no random generator), so ``to_dict`` and
    every attribute are safe to show that seat. ``sample(seed)`` draws a full
    State that looks the same from this seat (what a bot plans with).
    """

    __slots__ = ()
    viewer: int | None

    def apply(self, action):
        """Not possible: a View is for looking. Apply to the State, then view it again."""
        raise TypeError("A View cannot be played: apply the action to the State "
                        "(state.apply(action)), then call state.view(player) again.")

    def sample(self, seed: int) -> GameState:
        """A full State consistent with this view; what the seat cannot see is drawn with ``seed``."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions when it is their decision (else none: not theirs to know)."""
        if self.is_over or (self.viewer is not None and self.viewer != self.current_player):
            return []
        return self.sample(0).legal_actions()

    def __repr__(self) -> str:
        who = "everyone" if self.viewer is None else self.names[self.viewer]
        return f"<{self.INFO.name}.View for {who}: {self.prompt}>"


# ---- the click mechanism ----------------------------------------------------

def matching(actions: Iterable[Action], clicks: Sequence[str]) -> list[Action]:
    """Actions whose click sequence starts with ``clicks``."""
    n = len(clicks)
    c = tuple(clicks)
    return [a for a in actions if a.clicks[:n] == c]


def next_targets(actions: Iterable[Action], clicks: Sequence[str]) -> list[str]:
    """The targets that may be clicked next, in first-seen order."""
    n = len(clicks)
    seen = {}
    for a in matching(actions, clicks):
        if len(a.clicks) > n:
            seen.setdefault(a.clicks[n], None)
    return list(seen)


def complete(actions: Iterable[Action], clicks: Sequence[str]) -> list[Action]:
    """Actions whose click sequence is exactly ``clicks``."""
    c = tuple(clicks)
    return [a for a in actions if a.clicks == c]
