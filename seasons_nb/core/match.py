"""A match: the list of states of one game, with undo, redo and time travel."""

from __future__ import annotations

from .state import Action, GameState


class Match:
    """History of a game: ``states[0]`` is the start, ``actions[i]`` led to ``states[i+1]``.

    ``step`` is the position being looked at. Playing from an earlier step
    drops the states after it (like typing after an undo); ``redo`` replays them
    until then.
    """

    def __init__(self, state: GameState, origin: dict | None = None):
        self.states: list[GameState] = [state]
        self.actions: list[Action] = []
        self.step = 0
        #: the ``new_game`` arguments that dealt ``states[0]``, if known (position codes are shorter then)
        self.origin = origin

    @property
    def state(self) -> GameState:
        """The state at the current step."""
        return self.states[self.step]

    @property
    def last_action(self) -> Action | None:
        """The action that led to the current step, if any."""
        return self.actions[self.step - 1] if self.step else None

    def play(self, action) -> GameState:
        """Apply an action (or its notation) at the current step; raises IllegalAction."""
        new = self.state.apply(action)
        if isinstance(action, str):
            action = self.state.parse_action(action)
        del self.states[self.step + 1:]
        del self.actions[self.step:]
        self.states.append(new)
        self.actions.append(action)
        self.step += 1
        return new

    @property
    def can_undo(self) -> bool:
        return self.step > 0

    @property
    def can_redo(self) -> bool:
        return self.step < len(self.states) - 1

    def undo(self) -> GameState:
        """Go back one step (nothing happens at the start)."""
        return self.goto(self.step - 1)

    def redo(self) -> GameState:
        """Go forward one step (nothing happens at the newest state)."""
        return self.goto(self.step + 1)

    def forget_redo(self) -> None:
        """Drop the states after the current step (nothing is left to redo)."""
        del self.states[self.step + 1:]
        del self.actions[self.step:]

    def goto(self, step: int) -> GameState:
        """Look at step ``step`` (clamped to the history)."""
        self.step = max(0, min(int(step), len(self.states) - 1))
        return self.state

    def __len__(self) -> int:
        return len(self.states)

    def code(self, seat: int | None = None) -> str:
        """The position code of the whole match (see ``core.record``); for ``seat``, of its view only."""
        from .record import match_code

        return match_code(self, seat)

    def record(self) -> str:
        """The match as a game record: a header and every action in notation, with its log lines."""
        from .record import record_text

        return record_text(self)

    def transcript(self) -> list[str]:
        """The actions played up to the current step, as notation."""
        return [str(a) for a in self.actions[: self.step]]
