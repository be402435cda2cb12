"""Table: the live controller around a game — board, status, choices, controls, log.

Clicks work the same for every game: the clicks so far filter the legal actions
(each action knows its click sequence), the possible next targets light up, a
complete sequence plays the action, several actions sharing one sequence become
small choice buttons, and a click that matches nothing shows the rule that
forbids it (``state.explain_clicks``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import ipywidgets as W

from seasons_nb.core import BOTS, GameState, IllegalAction, Match, complete, esc, matching, next_targets

from .board import BoardWidget, target_labels

LOG_LINES = 200
#: the View picker's entry for the teacher's view of everything (a Dropdown shows None as blank)
TEACHER, TEACHER_VIEW = "Teacher (everything)", -1


@dataclass
class Exercise:
    """A puzzle on a Table: the learner must find a move that ``check`` accepts.

    ``check(before, action, after)`` returns True when the move solves it. A wrong
    but legal move is taken back at once, with ``hint`` shown.
    """

    task: str
    check: Callable[[GameState, object, GameState], bool]
    success: str = "Well found!"
    hint: str = "That move is legal, but it does not do what is asked. Try again."


def play(game: str, players: int = 2, seed: int = 0, names=None, bot="greedy", bot_plays=(1,),
         **options) -> "Table":
    """A Table for a whole new game of ``game`` (e.g. "arcadia") against the bot.

    The bot plays the seats in ``bot_plays`` that exist (none in a solo game).
    "New game" deals a fresh game with the next seed.
    """
    from seasons_nb.games import load

    module = load(game)

    def restart(s: int) -> GameState:
        return module.new_game(players=players, seed=s, names=names, **options)

    seats = [seat for seat in bot_plays if 0 <= seat < players]
    return Table(restart(seed), bot=bot, bot_plays=seats, seed=seed, restart=restart)


class Table:
    """A live table for one game.

    ``Table(state)`` or ``Table(match)``; from code: ``table.play("move winter d4 e4")``,
    ``table.undo()``, ``table.redo()``, ``table.goto(n)``, ``table.bot_move()``,
    ``table.state``. ``bot`` names the bot ("greedy" or "random") or is a bot
    object; ``bot_plays`` lists seats the bot plays by itself; ``exercise`` makes
    it a puzzle.
    """

    def __init__(self, game: GameState | Match, *, bot="greedy", bot_plays=(), exercise: Exercise | None = None,
                 seed: int = 0, title: str | None = None, restart: Callable[[int], GameState] | None = None):
        self.match = game if isinstance(game, Match) else Match(game)
        self.bot = BOTS[bot](seed) if isinstance(bot, str) else bot
        self.bot_plays = set(bot_plays)
        self.exercise = exercise
        self.solved = False
        self.seed = seed
        self.restart = restart
        self.clicks: list[str] = []
        self.viewer: int | None = None
        self._syncing = False

        self.board = BoardWidget()
        self.board.on_click(self._on_click)
        self.panels: dict[str, BoardWidget] = {}
        self.panel_box = W.Box(layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.choices = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.choices.add_class("snb-choices")
        self.cancel_button = self._button("Cancel", self._cancel)
        self._choice_actions: list = []
        b = W.Button
        self.undo_button = b(description="Undo", icon="undo", tooltip="Take back the last action")
        self.redo_button = b(description="Redo", icon="repeat", tooltip="Play the next action again")
        self.bot_button = (b(description="Hint", icon="lightbulb-o", tooltip="A nudge, not the answer")
                           if exercise else
                           b(description="Bot move", icon="cogs", tooltip="Let the bot play one action"))
        self.new_button = b(description="New game", icon="refresh", tooltip="Start again")
        for button, handler in ((self.undo_button, self.undo), (self.redo_button, self.redo),
                                (self.bot_button, self.bot_move), (self.new_button, self.new_game)):
            button.on_click(lambda _b, h=handler: self._guard(h))
            button.layout.width = "auto"
        self.slider = W.IntSlider(value=0, min=0, max=0, description="History", continuous_update=True,
                                  layout=W.Layout(width="320px"))
        self.slider.observe(self._on_slider, names="value")
        seats = [(name, i) for i, name in enumerate(self.state.names)]
        self.autoplay = W.SelectMultiple(options=seats, value=tuple(sorted(self.bot_plays)),
                                         description="Bot plays", rows=min(4, max(2, len(seats))),
                                         layout=W.Layout(width="220px"))
        self.autoplay.observe(self._on_autoplay, names="value")
        self.view_picker = W.Dropdown(options=[(TEACHER, TEACHER_VIEW)] + seats, value=TEACHER_VIEW,
                                      description="View", layout=W.Layout(width="260px"))
        self.view_picker.observe(self._on_view, names="value")
        self.log = W.HTML()
        self.log.add_class("snb-log")
        controls = [self.undo_button, self.redo_button, self.bot_button, self.new_button]
        self.slider.layout = W.Layout(width="100%")
        hidden_info = self.state.INFO.hidden_information
        second = [self.autoplay] + ([self.view_picker] if hidden_info else [])
        header = []
        if title or exercise:
            text = f"<b>{esc(title)}</b>" if title else ""
            if exercise:
                text += f"<div class='snb-task'>🧩 {esc(exercise.task)}</div>"
            header.append(W.HTML(text))
        self.widget = W.VBox(header + [self.panel_box, self.choices, W.HBox(controls, layout=W.Layout(
            flex_flow="row wrap")), self.slider, W.HBox(second), self.log])
        self.widget.add_class("snb-table")
        self._autoplay()
        self._refresh()

    # ---- what the table shows ---------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The state shown (the current step of the match)."""
        return self.match.state

    @property
    def status(self) -> str:
        """The status line as the learner reads it."""
        return self.board.status

    def _targets(self) -> list[str]:
        return next_targets(self.state.legal_actions(), self.clicks)

    def _refresh(self, status: str | None = None, kind: str = "info") -> None:
        st = self.state
        shown = st.view(self.viewer)
        targets = self._targets()
        done = complete(st.legal_actions(), self.clicks)
        markups = shown.panels(highlight=targets, selected=self.clicks, last=self.match.last_action)
        self._show_panels(markups, targets)
        with self.board.hold_sync():
            if status is None:
                status = st.prompt
                if self.clicks:
                    words = {}
                    for markup in markups.values():
                        words.update(target_labels(markup))
                    said = " → ".join(words.get(c, c) for c in self.clicks)
                    status += f" Selected: {said}" + ("; choose below or click on." if done
                                                      else "; click a highlighted target.")
                elif not st.is_over:
                    status += " Click a highlighted target."
            self.board.status, self.board.status_kind = status, kind
        self._show_choices(done)
        self._syncing = True
        try:
            self.slider.max = len(self.match) - 1
            self.slider.value = self.match.step
        finally:
            self._syncing = False
        self.undo_button.disabled = not self.match.can_undo
        self.redo_button.disabled = not self.match.can_redo
        self.bot_button.disabled = st.is_over
        lines = list(st.log)[-LOG_LINES:]
        self.log.value = ("<div class='snb-log-lines'>" + "".join(
            f"<div>{esc(line)}</div>" for line in reversed(lines)) + "</div>")

    def _show_panels(self, markups: dict[str, str], targets: list[str]) -> None:
        """One BoardWidget per panel; the first panel carries the status line."""
        for i, (name, markup) in enumerate(markups.items()):
            if name not in self.panels:
                widget = self.board if i == 0 else BoardWidget()
                if widget is not self.board:
                    widget.on_click(self._on_click)
                widget.add_class(f"snb-panel-{name}")
                self.panels[name] = widget
            widget = self.panels[name]
            with widget.hold_sync():
                widget.markup = markup
                ids = widget.target_ids()
                widget.targets = [t for t in targets if t in ids]
        shown = [self.panels[name] for name in markups]
        if list(self.panel_box.children) != shown:
            self.panel_box.children = shown

    def _show_choices(self, done: list) -> None:
        """One button per action in ``done``, and Cancel while something is selected.

        Buttons are made only when the choices change, and the replaced ones are closed
        (with their layout and style), so selecting and deselecting creates no widgets.
        """
        old = [b for b in self.choices.children if b is not self.cancel_button]
        buttons = old
        if done != self._choice_actions:
            buttons = [self._choice_button(a) for a in done]
            self._choice_actions = list(done)
        self.choices.children = buttons + ([self.cancel_button] if self.clicks else [])
        if buttons is not old:
            for button in old:
                button.layout.close()
                button.style.close()
                button.close()

    def _button(self, label: str, handler) -> W.Button:
        button = W.Button(description=label, layout=W.Layout(width="auto"))
        button.on_click(lambda _b: self._guard(handler))
        return button

    def _choice_button(self, action) -> W.Button:
        label = self.state.view(self.viewer).action_label(action)
        button = self._button(label, lambda a=action: self._play_from_ui(a))
        button.tooltip = str(action)
        button.add_class("snb-choice")
        return button

    def _guard(self, handler) -> None:
        """Run a UI handler; any error becomes a status message, never a traceback."""
        try:
            handler()
        except IllegalAction as e:
            self._refresh(e.explanation, "error")
        except Exception as e:  # noqa: BLE001 - the kernel must not see UI failures
            self._refresh(f"Something went wrong: {e}", "error")

    # ---- clicks -----------------------------------------------------------------------
    def _on_click(self, target: str) -> None:
        st = self.state
        if st.is_over:
            self._refresh(st.prompt + " Undo, use the history slider or start a new game.", "info")
            return
        legal = st.legal_actions()
        clicks = self.clicks + [target]
        candidates = matching(legal, clicks)
        if not candidates and self.clicks:
            if target == self.clicks[-1]:
                self.clicks = []
                self._refresh("Selection cleared. " + st.prompt)
                return
            fresh = matching(legal, [target])
            # start again from ``target`` if it begins a longer sequence, or if the selection
            # only waits for a choice button (no further target to click)
            waiting = not next_targets(matching(legal, self.clicks), self.clicks)
            if fresh and (waiting or any(len(a.clicks) > 1 for a in fresh)):
                clicks, candidates = [target], fresh
        if not candidates:
            error = st.explain_clicks(clicks)
            if len(clicks) > 1 and error.rule.endswith(".click"):
                error = st.explain_clicks([target])
            self.clicks = []
            self._refresh(error.explanation, "error")
            return
        done = complete(candidates, clicks)
        if len(done) == 1 and not next_targets(candidates, clicks):
            self.clicks = []
            self._play_from_ui(done[0])
            return
        self.clicks = clicks
        self._refresh()

    def _cancel(self) -> None:
        self.clicks = []
        self._refresh()

    def _play_from_ui(self, action) -> None:
        self.clicks = []
        message, kind = self._play(action)
        self._refresh(message, kind)

    def _play(self, action) -> tuple[str | None, str]:
        before = self.state
        if isinstance(action, str):
            action = before.parse_action(action)
        after = self.match.play(action)
        if self.exercise and not self.solved:
            if self.exercise.check(before, action, after):
                self.solved = True
                return f"✔ {self.exercise.success}", "success"
            self.match.undo()
            self.match.forget_redo()  # a rejected try leaves no trace: Redo cannot bring it back
            return f"✘ {action}: {self.exercise.hint}", "error"
        self._autoplay()
        return None, "info"

    def _autoplay(self) -> None:
        for _ in range(10_000):
            st = self.state
            if st.is_over or st.current_player not in self.bot_plays:
                return
            self.match.play(self.bot.choose(st))

    # ---- controls (also usable from code) ------------------------------------------------
    def play(self, action) -> GameState:
        """Play an action (or its notation); raises IllegalAction if the rules forbid it."""
        self.clicks = []
        try:
            message, kind = self._play(action)
        except IllegalAction as e:
            self._refresh(e.explanation, "error")
            raise
        self._refresh(message, kind)
        return self.state

    def click(self, *targets: str) -> GameState:
        """Click targets as the learner would (used by notebooks and tests)."""
        for target in targets:
            self._on_click(target)
        return self.state

    def undo(self) -> GameState:
        """Take back one action, and the bot's answers to it: back to a human decision."""
        self.clicks = []
        self.match.undo()
        humans = set(range(self.state.players)) - self.bot_plays
        while humans and self.match.can_undo and self.state.current_player in self.bot_plays:
            self.match.undo()
        self._refresh()
        return self.state

    def redo(self) -> GameState:
        """Replay the next action of the history, and the bot's answers to it (Undo's mirror)."""
        self.clicks = []
        self.match.redo()
        humans = set(range(self.state.players)) - self.bot_plays
        while humans and self.match.can_redo and self.state.current_player in self.bot_plays:
            self.match.redo()
        self._refresh()
        return self.state

    def goto(self, step: int) -> GameState:
        """Show the game as it was after ``step`` actions."""
        self.clicks = []
        self.match.goto(step)
        self._refresh()
        return self.state

    def bot_move(self) -> GameState:
        """Let the bot play one action for whoever is to move (in an exercise: a hint instead)."""
        st = self.state
        if st.is_over:
            self._refresh(st.prompt)
            return st
        if self.exercise and not self.solved:
            self._refresh(self._hint(), "info")
            return st
        action = self.bot.choose(st)
        self.clicks = []
        self.match.play(action)
        self._autoplay()
        self._refresh(f"The {self.bot.name} bot played: {action}.")
        return self.state

    def _hint(self) -> str:
        """A nudge for an exercise that neither plays nor names the answer."""
        legal = self.state.legal_actions()
        solving = [a for a in legal if self.exercise.check(self.state, a, self.state.apply(a))]
        starts = {a.clicks[0] for a in solving}
        where = "one piece or place" if len(starts) == 1 else f"{len(starts)} different first clicks"
        return (f"Hint: {len(solving)} of the {len(legal)} legal actions solve it, starting from {where}. "
                f"{self.exercise.task}")

    def new_game(self) -> GameState:
        """Start again: a new game with the next seed, or the same scenario from its start."""
        self.seed += 1
        self.match = Match(self.restart(self.seed) if self.restart else self.match.states[0])
        self.clicks = []
        self.solved = False
        self._autoplay()
        self._refresh()
        return self.state

    # ---- widget events ----------------------------------------------------------------------
    def _on_slider(self, change) -> None:
        if not self._syncing:
            self._guard(lambda: self.goto(change["new"]))

    def _on_autoplay(self, change) -> None:
        self.bot_plays = set(change["new"])
        self._guard(lambda: (self._autoplay(), self._refresh()))

    def _on_view(self, change) -> None:
        self.viewer = None if change["new"] == TEACHER_VIEW else change["new"]
        self._guard(self._refresh)

    # ---- display ------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs):
        data = self.widget._repr_mimebundle_(**kwargs)
        if isinstance(data, tuple):
            data = data[0]
        data = dict(data or {})
        data["image/svg+xml"] = self.state.view(self.viewer).render(
            highlight=self._targets(), selected=self.clicks, last=self.match.last_action)
        data["text/plain"] = repr(self)
        return data

    def __repr__(self) -> str:
        return f"<Table {self.state.INFO.title}: step {self.match.step} — {self.state.prompt}>"
