"""The game contract shared by every game: ``GameState``, ``View``, ``Action`` and the clicks.

A game's ``State`` subclasses ``GameState`` and fills in the abstract members;
everything the widgets, bots and tests use is declared here, with the same
meaning in every game.
"""

from __future__ import annotations

import json
from typing import Any, Callable, ClassVar, Iterable, Sequence

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
    #: the seat a View shows the game to; None for a State, and for the teacher's View of everything
    viewer: int | None = None

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

    def _data(self) -> dict:
        """The position's fields as plain JSON-able data (a View's are what its seat may see)."""
        raise NotImplementedError

    def to_dict(self) -> dict:
        """The position as plain JSON-able data: a View's fields (no ``viewer`` key: what two seats
        both see serialises the same); a State's, with its random generator."""
        return self._data()

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
    parse_action: Callable[[str], "Action"]

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


class Phased:
    """``is_over`` and ``current_player`` for a position whose ``phase`` is "over" once the game has
    ended and whose ``seat`` decides until then; listed before ``GameState`` or ``View`` among a
    class's bases."""

    __slots__ = ()
    phase: str
    seat: int

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def current_player(self) -> int | None:
        """The seat that decides now, or None once the game is over."""
        return None if self.phase == "over" else self.seat


def hand_seat(position) -> int:
    """The seat whose own things (hand, cards in front of them) a picture shows: the viewer's; else
    the deciding seat's; once the game is over, the winner's (seat 0 after a draw)."""
    if position.viewer is not None:
        return position.viewer
    seat = position.current_player
    if seat is not None:
        return seat
    return position.winners[0] if position.winners else 0


#: the marker for "none" or "hidden" in a field of seats, cards or spaces (never a valid index)
NO = -1


class Zone:
    """How a field that actions change is copied on its first change and frozen again.

    A field is a tuple nested ``depth`` deep (1: a tuple; 2: a tuple per seat; 3: per seat and per
    expedition …). ``edit`` copies only the path it is given, each level into a list and the innermost
    entry with ``thaw``; ``_end`` turns the copied levels back into tuples and the entry with ``freeze``.
    """

    __slots__ = ("depth", "thaw", "freeze")

    def __init__(self, depth: int = 1, thaw: Callable = list, freeze: Callable = tuple) -> None:
        self.depth, self.thaw, self.freeze = depth, thaw, freeze


def _sorted_tuple(values) -> tuple:
    return tuple(sorted(values))


#: a tuple changed as a list
LIST = Zone()
#: a tuple kept sorted (a hand, a set of cards)
SORTED = Zone(freeze=_sorted_tuple)
#: a tuple per seat (or per land …); ``edit(name, seat)`` copies that seat's entry only
PER_SEAT = Zone(2)
#: a sorted tuple per seat
PER_SEAT_SORTED = Zone(2, freeze=_sorted_tuple)
#: a sorted tuple per seat, changed as a set
PER_SEAT_SET = Zone(2, thaw=set, freeze=_sorted_tuple)


_COPIERS: dict[type, Callable] = {}


def _copier(cls) -> Callable:
    """A function making a working copy of a ``cls``: every field shared, written out field by field
    (about three times faster than a loop, and it runs once per action), and the working slots."""
    body = "".join(f"    new.{k} = old.{k}\n" for k in cls.FIELDS)
    scope: dict = {"new_object": object.__new__}
    source = (f"def begin(old):\n    new = new_object(old.__class__)\n{body}"
              "    new._cache = {}\n    new._edits = {}\n    new._lines = []\n    return new\n")
    exec(source, scope)  # noqa: S102 - the field names are the class's own
    return scope["begin"]


class GameState(_Public):
    """An immutable game position: ``apply`` returns a new one.

    Each game lists its fields once in ``FIELDS`` (they include ``names``, ``log``
    and ``rng``); copying derives from it. The ``_``-methods are the game's
    rules; the public ones are shared behaviour.

    An action changes a working copy: ``_begin`` shares every field, the action sets plain fields
    directly and changes the fields declared in ``ZONES`` through ``edit`` (copied on their first
    change), ``_say`` adds log lines, and ``_end`` freezes only what was edited.
    """

    __slots__ = ("_cache", "_edits", "_lines")
    _cache: dict
    _edits: dict  # only while an action changes a working copy
    _lines: list
    FIELDS: ClassVar[tuple[str, ...]]
    #: the fields actions change in place, and how each is copied and frozen
    ZONES: ClassVar[dict[str, Zone]] = {}

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
        if player is not None and (type(player) is not int or not 0 <= player < self.players):
            raise ValueError(f"no seat {player!r} in a {self.players}-player game")
        return self._view(player)

    def _view(self, player: int | None) -> "View":
        """The View of a seat already checked (``View._shared``, then what the game hides)."""
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: dict) -> "GameState":
        """The state written by ``to_dict``; ValueError naming the field if it is not one."""
        raise NotImplementedError

    def to_dict(self) -> dict:
        data = self._data()
        data["rng"] = self.rng.state
        return data

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

    # ---- changing a working copy ---------------------------------------------------
    def _begin(self) -> "GameState":
        """A working copy sharing every field with this state; ``_end`` freezes it."""
        begin = _COPIERS.get(type(self))
        if begin is None:
            begin = _COPIERS[type(self)] = _copier(type(self))
        return begin(self)

    def edit(self, name: str, *keys):
        """The field ``name`` of a working copy (or its entry at ``keys``, e.g. one seat's hand) as a
        list or set to change, copied the first time an action changes it."""
        key = (name, *keys) if keys else name
        value = self._edits.get(key)
        if value is None:
            value = self._thaw(name, keys, key)
        return value

    def _thaw(self, name: str, keys: tuple, key):
        zone = self.ZONES.get(name)
        if zone is None:
            raise TypeError(f"{type(self).__name__}.ZONES has no field {name!r}")
        depth = len(keys) + 1
        if depth > zone.depth:
            raise TypeError(f"field {name!r} has {zone.depth - 1} level(s) of keys, not {len(keys)}")
        thaw = zone.thaw if depth == zone.depth else list
        if keys:
            outer = self.edit(name, *keys[:-1])
            value = outer[keys[-1]] = thaw(outer[keys[-1]])
        else:
            value = thaw(getattr(self, name))
            setattr(self, name, value)
        self._edits[key] = value
        return value

    def _say(self, line: str) -> None:
        """Add a line to the log of the action being applied."""
        self._lines.append(line)

    def _end(self) -> "GameState":
        """Freeze what the action edited and add its log lines: the working copy becomes the new state."""
        edits = self._edits
        if edits:
            zones = self.ZONES
            # a level is always edited before the entries inside it, so the latest first freezes the
            # entries before the levels that hold them
            for key, value in reversed(edits.items()):
                if type(key) is str:
                    zone = zones[key]
                    setattr(self, key, zone.freeze(value) if zone.depth == 1 else tuple(value))
                else:
                    zone = zones[key[0]]
                    outer = edits[key[:-1] if len(key) > 2 else key[0]]
                    outer[key[-1]] = zone.freeze(value) if len(key) == zone.depth else tuple(value)
        if self._lines:
            self.log = self.log + tuple(self._lines)  # type: ignore[misc]  # a slot of the game's class
        self._edits = self._lines = None  # type: ignore[assignment]  # only a working copy has them
        return self

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
        """Why a click sequence that matches no legal action is refused: the game is over, or the rule
        the game's ``_why_clicks`` finds, or (when it finds none) the clicks name nothing to choose now."""
        if self.is_over:
            return self.RULES.illegal(self._rule("game_over"))
        refusal = self._why_clicks(list(clicks))
        return refusal if refusal is not None else self._click_hint()

    def _why_clicks(self, clicks: list[str]) -> IllegalAction | None:
        """The rule that forbids what ``clicks`` name (the game goes on), or None if they name nothing."""
        return None

    def _click_hint(self, text: str = "That is not something you can choose now.") -> IllegalAction:
        """Clicks refused (rule ``<game>.click``): ``text``, then what is asked now."""
        return self.RULES.illegal(self._rule("click"), f"{text} {self.prompt}")

    def evaluate(self, player: int) -> float:
        """How good the position is for ``player`` (the greedy bot's guide): bigger is better."""
        if self.is_over:
            return 1e6 if player in self.winners else (-1e6 if self.winners else 0.0)
        scores = self.scores
        return scores[player] - max((s for i, s in enumerate(scores) if i != player), default=0)

    def evaluation_terms(self, player: int) -> dict[str, float]:
        """``evaluate`` in named parts (plain words, in its units) that add up to it: what "Why?"
        compares between the moves a search bot weighed."""
        return {"its score against the best rival's": self.evaluate(player)}

    #: how much of ``evaluate`` one familiar thing of the game counts, in words ("its": the seat's), so
    #: that "Why?" can say how big a gap between two moves is
    EVALUATION_UNIT: ClassVar[tuple[float, str]] = (1.0, "a point of its score")

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
    #: the State class ``sample`` builds (set by the game's ``state.py``, which imports the view module)
    STATE: ClassVar[type]

    @classmethod
    def _shared(cls, state: GameState, viewer: int | None, fields: Iterable[str]) -> "View":
        """A view for ``viewer`` sharing ``fields`` with ``state`` and a copy of its log: the game then
        replaces what the seat may not see."""
        view = object.__new__(cls)
        for k in fields:
            object.__setattr__(view, k, getattr(state, k))
        object.__setattr__(view, "viewer", viewer)
        object.__setattr__(view, "log", Log(tuple(state.log)))
        return view

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

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


def after(state: GameState, *moves) -> GameState:
    """The state after ``moves`` (notation or actions), played one after the other."""
    for move in moves:
        state = state.apply(move)
    return state


def check_invariants(state: Any, cls: "type[GameState]", *checks: Callable) -> None:
    """The frame of every game's ``invariants``: ``state`` is a ``cls`` with a ``Log`` and an ``Rng``,
    each check passes (a loader's ValueError becomes an AssertionError with its message), a game in
    play has a legal action, and anything else a broken state raises is reported as an
    AssertionError."""
    try:
        assert isinstance(state, cls), f"not a {cls.INFO.title} State: {type(state).__name__}"
        assert isinstance(state.log, Log), "log: a Log"
        assert isinstance(state.rng, Rng), "rng: an Rng"
        for check in checks:
            try:
                check(state)
            except ValueError as e:
                raise AssertionError(str(e)) from None
        if not state.is_over:
            assert state.legal_actions(), "a game in play has a legal action"
    except AssertionError:
        raise
    except Exception as e:  # noqa: BLE001 - a broken state may break anything; report it as broken
        raise AssertionError(f"broken state: {e!r}") from None


# ---- the click mechanism ----------------------------------------------------

def matching(actions: Iterable[Action], clicks: Sequence[str]) -> list[Action]:
    """Actions whose click sequence starts with ``clicks``."""
    n = len(clicks)
    c = tuple(clicks)
    return [a for a in actions if a.clicks[:n] == c]


def next_targets(actions: Iterable[Action], clicks: Sequence[str]) -> list[str]:
    """The targets that may be clicked next, in first-seen order."""
    n = len(clicks)
    seen: dict[str, None] = {}
    for a in matching(actions, clicks):
        if len(a.clicks) > n:
            seen.setdefault(a.clicks[n], None)
    return list(seen)


def complete(actions: Iterable[Action], clicks: Sequence[str]) -> list[Action]:
    """Actions whose click sequence is exactly ``clicks``."""
    c = tuple(clicks)
    return [a for a in actions if a.clicks == c]
