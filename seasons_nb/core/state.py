"""The game contract shared by every game: ``GameState`` and the click mechanism."""

from __future__ import annotations

import json
from typing import ClassVar, Iterable, Sequence

from .errors import IllegalAction
from .rules import RuleBook


class Action:
    """Base of every game's actions: hashable values with notation and clicks.

    Subclasses are hashable values (the games use tuple subclasses) providing ``__str__`` (the notation that
    the game's ``parse_action`` reads back) and ``clicks`` (the ``data-target``
    ids that select the action, in order).
    """

    __slots__ = ()

    @property
    def clicks(self) -> tuple[str, ...]:  # pragma: no cover - every game overrides
        raise NotImplementedError


class GameState:
    """An immutable game position. Subclasses fill in the ``_``-methods.

    Public contract (the same names in every game): ``current_player``,
    ``prompt``, ``legal_actions()``, ``apply(action_or_text)``, ``explain``,
    ``explain_clicks``, ``log``, ``is_over``, ``winners``, ``scores``,
    ``view(player)``, ``to_json()``, ``_repr_svg_()`` and ``render(...)``.
    """

    __slots__ = ("_cache",)

    RULES: ClassVar[RuleBook]
    GAME: ClassVar[str]

    # ---- to be provided by each game -------------------------------------
    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _do(self, action: Action) -> "GameState":
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def _why(self, action: Action) -> IllegalAction:
        """The most specific reason an action known to be illegal is refused."""
        raise NotImplementedError

    @classmethod
    def parse_action(cls, text: str) -> Action:
        raise NotImplementedError

    def to_dict(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict) -> "GameState":
        raise NotImplementedError

    # ---- shared behaviour --------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every legal action, in a deterministic order (empty once the game is over)."""
        return list(self._legal_cached())

    def _legal_cached(self) -> list[Action]:
        cache = self._cache
        if "legal" not in cache:
            cache["legal"] = [] if self.is_over else self._legal()
        return cache["legal"]

    def _coerce(self, action) -> Action:
        if isinstance(action, str):
            return self.parse_action(action)
        if not isinstance(action, Action):
            raise self.RULES.illegal(
                f"{self.GAME}.notation", f"Expected an action or its notation text, got {type(action).__name__}."
            )
        return action

    def apply(self, action) -> "GameState":
        """The state after ``action`` (an Action or notation text). ``self`` is unchanged.

        Raises ``IllegalAction`` (with ``.rule``) if the rules forbid it.
        """
        action = self._coerce(action)
        if self.is_over:
            raise self.RULES.illegal(f"{self.GAME}.game_over")
        if action not in self._legal_cached():
            raise self._why(action)
        return self._do(action)

    def explain(self, action) -> IllegalAction | None:
        """Why ``action`` is refused (the IllegalAction, returned), or None if it is legal."""
        try:
            self.apply(action)
        except IllegalAction as e:
            return e
        return None

    def explain_clicks(self, clicks: Sequence[str]) -> IllegalAction:
        """Why a click sequence that matches no legal action is refused."""
        return self.RULES.illegal(f"{self.GAME}.click", "That is not something you can choose now.")

    def view(self, player: int | None) -> "GameState":
        """What ``player`` may see (hidden information redacted); None is the full view."""
        return self

    def to_json(self) -> str:
        """The exact state as JSON text (RNG included); ``from_json`` reads it back."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> "GameState":
        """The state written by ``to_json``."""
        return cls.from_dict(json.loads(text))

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(self.to_json())

    def _repr_svg_(self) -> str:
        return self.render()

    def panels(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None,
               player: int | None = None) -> dict[str, str]:
        """The picture split into named, separately shown parts (board, hand, cards, …).

        A game with one picture keeps this default: a single "board" panel. Every
        clickable ``data-target`` id must appear in exactly one panel.
        """
        return {"board": self.render(highlight=highlight, selected=selected, last=last, player=player)}

    def render(self, highlight: Iterable[str] = (), selected: Iterable[str] = (), last=None,
               player: int | None = None) -> str:
        """The position as SVG, with highlighted targets, a selection and the last action."""
        raise NotImplementedError


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
