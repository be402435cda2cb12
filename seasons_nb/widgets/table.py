"""Table: the live controller around a game — panels, decision area, controls, history, log.

The whole Table is one anywidget model. Python is the only source of what it shows: it
renders the panels (SVG) and a small description of everything else, sends the browser
only the parts that changed, and acts on the browser's click / choose / control messages
after checking them (a bad one is answered in the widget's status line).

Clicks work the same for every game: the clicks so far filter the legal actions (each
action knows its click sequence), the possible next targets light up, a complete sequence
plays the action, several actions sharing one sequence become choice buttons, and a click
that matches nothing shows the rule that forbids it (``state.explain_clicks``).
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import anywidget
import traitlets

from seasons_nb.core import GameState, GreedyBot, IllegalAction, Match
from seasons_nb.core.record import read_any, read_code
from seasons_nb.core.search import COACH_ITERATIONS, LEVELS, SearchBot, coach, make_bot, why
from seasons_nb.core.state import MAX_SAVE_CHARS

from .board import target_label
from .common import CSS, TABLE_ESM, TABLE_INBOX, Inbox, Refused, own, picture_html, target_patch

LOG_LINES = 200
#: the View picker's entry for the teacher's view of everything
TEACHER_VIEW = -1
CONTROLS = ("undo", "redo", "bot", "new", "cancel", "ready", "pass", "save", "copy", "why", "coach", "show")
#: the longest file or code the browser may send (a save of a long game is well under it)
MAX_UPLOAD_CHARS = MAX_SAVE_CHARS
#: the TableWidget's traits that say what the table shows besides its pictures (``Table._describe``)
UI_TRAITS = ("title", "task", "status", "status_kind", "choices", "cancel", "targets", "selected", "controls",
             "bot_label", "step", "steps", "seats", "to_move", "views", "viewer", "pass_and_play", "curtain", "log_lines",
             "levels", "level", "coach", "thinking")
#: the bot levels a learner picks from on the Table: (level, button label, what it does)
LEVEL_BUTTONS = (
    ("beginner", "Beginner", "Looks one move ahead"),
    ("club", "Club", f"Searches {LEVELS['club']['iterations']} look-aheads a move"),
    ("strong", "Strong", f"Searches {LEVELS['strong']['iterations']} look-aheads a move"),
)
#: how many places a hint lights in an exercise: the answer's first click among others the search liked
HINT_PLACES = 3


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


def play(game: str, players: int = 2, seed: int = 0, names=None, bot="beginner", bot_plays=(1,), coach=False,
         **options) -> "Table":
    """A Table for a whole new game of ``game`` (e.g. "arcadia") against the bot.

    The bot plays the seats in ``bot_plays`` that exist (none in a solo game), at the level ``bot``
    names ("beginner", "club" or "strong"; "greedy" is the beginner). "New game" deals a fresh game
    with the next seed. ``coach=True`` turns the coach on (see ``Table``).
    """
    from seasons_nb.games import load

    module = load(game)

    def restart(s: int) -> Match:
        origin = {"players": players, "seed": s, **({"names": list(names)} if names else {}), **options}
        return Match(module.new_game(**origin), origin=origin)

    seats = [seat for seat in bot_plays if 0 <= seat < players]
    return Table(restart(seed), bot=bot, bot_plays=seats, seed=seed, restart=restart, coach=coach)


def _level_of(bot) -> str:
    """The level a bot given to a Table plays at, or "" (a bot object of its own)."""
    name = bot if isinstance(bot, str) else getattr(bot, "name", "")
    return "beginner" if name == "greedy" else name if name in LEVELS else ""


class TableWidget(anywidget.AnyWidget):
    """The Table's single widget model.

    What the table says and offers travels as synced traits (below, each with what it holds), set
    together in one ``hold_sync`` per update, so that a click costs one message. The pictures change
    through the ``patch`` trait sent with them (schema in :mod:`seasons_nb.widgets.common`): the
    panels that changed, or, when only their clickable groups did (a highlight, a selection), just
    those groups, or just their new class. The custom message "update" answers a browser message
    that changed nothing, and sends every picture to a view that asks for them ("sync"). A page
    opening the model gets the whole state. The browser cannot set anything.
    """

    _esm = TABLE_ESM
    _css = CSS

    seq = traitlets.Int(0).tag(sync=True)
    """The number of the last update (the ``patch`` sent with it carries the same number)."""
    patch = traitlets.Dict().tag(sync=True)
    """The pictures' latest change, sent in the same message as the traits it goes with (one message
    a click): {"seq", "panels", and when needed "groups", "classes", "order"}; schema in common.py."""
    title = traitlets.Unicode("").tag(sync=True)
    """The title above the table (plain text)."""
    task = traitlets.Unicode("").tag(sync=True)
    """An exercise's task, or ""."""
    status = traitlets.Unicode("").tag(sync=True)
    """The status line: what to do, what happened, or why a click was refused."""
    status_kind = traitlets.Enum(["info", "error", "success"], default_value="info").tag(sync=True)
    """How the status line reads: "info", "error" or "success"."""
    choices = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The labels of the choice buttons (the actions the clicks so far complete)."""
    cancel = traitlets.Bool(False).tag(sync=True)
    """Whether a Cancel button shows (something is selected)."""
    targets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The ``data-target`` ids that can be clicked now (lit in the pictures)."""
    selected = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The targets clicked so far, in order."""
    controls = traitlets.Dict(value_trait=traitlets.Bool()).tag(sync=True)
    """Which control buttons can be pressed: {"undo", "redo", "bot", "new"} -> bool."""
    bot_label = traitlets.Enum(["Bot move", "Hint"], default_value="Bot move").tag(sync=True)
    """What the bot button does: "Bot move", or "Hint" in an unsolved exercise."""
    step = traitlets.Int(0).tag(sync=True)
    """The step of the history shown."""
    steps = traitlets.Int(0).tag(sync=True)
    """The last step of the history (the History slider's end)."""
    seats = traitlets.List(traitlets.List()).tag(sync=True)
    """Each seat as [name, whether the bot plays it]."""
    to_move = traitlets.Int(-1).tag(sync=True)
    """The seat to move, or -1 when the game is over."""
    views = traitlets.Bool(False).tag(sync=True)
    """Whether the View picker shows (a game with hidden information)."""
    viewer = traitlets.Int(TEACHER_VIEW).tag(sync=True)
    """The seat whose eyes the table looks through, or -1 for the teacher's view of everything."""
    pass_and_play = traitlets.Bool(False).tag(sync=True)
    """Whether pass-and-play is on."""
    curtain = traitlets.Unicode("").tag(sync=True)
    """The pass-and-play curtain's words ("" when there is no curtain)."""
    log_lines = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The game log, newest first (its last LOG_LINES lines). Not ``log``: that is the widget's logger."""
    levels = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    """The bot levels to pick from: [level, button label, what it does] (LEVEL_BUTTONS)."""
    level = traitlets.Unicode("").tag(sync=True)
    """The bot's level ("" for a bot given as an object)."""
    coach = traitlets.Bool(False).tag(sync=True)
    """Whether the coach is on."""
    thinking = traitlets.Float(-1.0).tag(sync=True)
    """How far the bot or the coach has got with its search (0..1), or -1 when nothing is searching."""

    def __init__(self, handler: Callable[[dict], None], order: list[str], panels: dict[str, str], ui: dict):
        self._order, self._panels = list(order), dict(panels)
        self._handler = handler
        self.inbox = Inbox(TABLE_INBOX)
        self.updates = 0  # answers sent so far (an empty "update" is owed when a message changed nothing)
        super().__init__(**ui)
        self.on_msg(self._on_msg)

    def __repr__(self) -> str:
        return f"TableWidget(seq={self.seq})"

    def get_state(self, key=None, drop_defaults=False):
        """The traits, plus (when the whole state is asked for) the pictures: "panels", "order" and
        "panels_seq", the update they belong to."""
        state = super().get_state(key=key, drop_defaults=drop_defaults)
        if key is None:
            state.update(panels=dict(self._panels), order=list(self._order), panels_seq=self.seq)
        return state

    def set_state(self, sync_data: dict) -> None:
        """The browser may not change anything (not even the widget's code or style)."""

    @property
    def ui(self) -> dict:
        """What the table says and offers (the UI traits), by name: a copy."""
        return {name: getattr(self, name) for name in UI_TRAITS}

    @property
    def panels(self) -> dict[str, str]:
        """The last panels sent to the browser, by name."""
        return self._panels

    def ack(self) -> None:
        """An empty answer: nothing changed, but the kernel is alive and heard the browser."""
        self._post({"kind": "update", "seq": self.seq, "panels": {}})

    def show(self, order: list[str], panels: dict[str, str], ui: dict) -> None:
        """Send what changed since the last call (nothing if nothing did): the pictures' patch and the
        traits that changed, in one message, numbered by the next ``seq``."""
        changed = {k: v for k, v in panels.items() if self._panels.get(k) != v}
        ui_changed = {k: v for k, v in ui.items() if getattr(self, k) != v}
        moved = list(order) != self._order
        if not (changed or ui_changed or moved):
            return
        seq = self.seq + 1
        groups, classes = {}, {}
        for name, markup in list(changed.items()):
            patch = target_patch(self._panels.get(name, ""), markup)
            if patch is not None and sum(map(len, patch[0].values())) < len(markup) // 2:
                # only clickable groups changed: send those, or just their class
                if patch[0]:
                    groups[name] = patch[0]
                if patch[1]:
                    classes[name] = patch[1]
                del changed[name]
        self._order, self._panels = list(order), dict(panels)
        patch: dict = {"seq": seq, "panels": changed}
        if groups:
            patch["groups"] = groups
        if classes:
            patch["classes"] = classes
        if moved:
            patch["order"] = list(order)
        self.updates += 1
        with self.hold_sync():  # one message: the pictures' patch and the traits that go with it
            self.patch = patch
            for name, value in ui_changed.items():
                setattr(self, name, value)
            self.seq = seq

    def _post(self, message: dict) -> None:
        self.updates += 1
        self.send(message)

    def send_file(self, name: str, text: str, view: str = "") -> None:
        """Hand the view that asked a file to download (Save)."""
        self.send({"kind": "file", "for": view, "name": name, "text": text})

    def send_code(self, text: str, view: str = "") -> None:
        """Hand the view that asked a position code to copy and show (Copy position)."""
        self.send({"kind": "code", "for": view, "text": text})

    def send_loaded(self, view: str = "") -> None:
        """Tell the view that sent a file that it was loaded (its Load box closes)."""
        self.send({"kind": "loaded", "for": view})

    def _on_msg(self, _widget, content, _buffers) -> None:
        try:
            message = self.inbox.check(content)
        except Refused as why:
            self._handler({"kind": "refused", "why": str(why)})
            return
        if message["kind"] == "sync":
            if message["seq"] != self.seq:
                # everything again: the pictures, then every trait (in case an update was lost too)
                self._post({"kind": "update", "full": True, "seq": self.seq, "panels": dict(self._panels),
                            "order": list(self._order)})
                self.send_state(("seq", *UI_TRAITS))
            else:
                self.ack()
            return
        self._handler(message)


class Table:
    """A live table for one game.

    ``Table(state)`` or ``Table(match)``; from code: ``table.play("move winter d4 e4")``,
    ``table.click("e5", "e6")``, ``table.undo()``, ``table.redo()``, ``table.goto(n)``,
    ``table.bot_move()``, ``table.state``, ``table.status``. ``bot`` names the bot's level
    ("beginner", "club", "strong"; or "greedy", "random") or is a bot object; ``bot_plays`` lists
    seats the bot plays by itself; with ``coach`` on, a learner's move that the search finds clearly
    worse than another gets a word in the status line (nothing is played for them);
    ``exercise`` makes it a puzzle.
    """

    def __init__(self, game: GameState | Match, *, bot="beginner", bot_plays=(), exercise: Exercise | None = None,
                 seed: int = 0, title: str | None = None, restart: Callable[[int], GameState | Match] | None = None,
                 coach: bool = False):
        self.match = game if isinstance(game, Match) else Match(game)
        self.bot = make_bot(bot, seed) if isinstance(bot, str) else bot
        self.level = _level_of(bot)
        self._last_bot: tuple[GameState, int] | None = None  # the bot's last move: where, and the step after
        self.coach = coach
        self._advice: tuple[int, GameState, object] | None = None  # the coach's better move: step, position, move
        self._focus: tuple[GameState, list[list[str]]] | None = None  # clicks to light alone, and where
        self.bot_plays = set(bot_plays)
        self.exercise = exercise
        self.solved = False
        self.seed = seed
        self.restart = restart
        self._title = title or ""
        self.clicks: list[str] = []
        humans = [seat for seat in range(self.state.players) if seat not in self.bot_plays]
        hidden = self.state.INFO.hidden_information
        # against the bot, a game with hidden cards opens in the learner's own seat
        self.viewer: int | None = humans[0] if hidden and self.bot_plays and len(humans) == 1 else None
        self.pass_and_play = False
        self.curtain: int | None = None  # the seat a curtain is for (TEACHER_VIEW: the teacher's view)
        self._followed: int | None = None  # the step at which the view last followed the person to move
        self._status: tuple[str, str] = ("", "info")
        self._widget: TableWidget | None = None
        self._autoplay()
        self._latest = self._describe(None, "info")

    @property
    def title(self) -> str:
        """The title shown above the table (set it at any time)."""
        return self._title

    @title.setter
    def title(self, text: str) -> None:
        self._title = str(text)
        if hasattr(self, "_latest"):
            order, panels, ui = self._latest
            self._latest = (order, panels, {**ui, "title": self._title})
            if self._widget is not None:
                self._widget.show(*self._latest)

    @property
    def widget(self) -> TableWidget:
        """The Table's widget model, made when the Table is first shown (or asked for)."""
        if self._widget is None:
            self._widget = TableWidget(self._on_message, *self._latest)
            own(self._widget)
        return self._widget

    # ---- what the table shows ---------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The state shown (the current step of the match)."""
        return self.match.state

    @property
    def status(self) -> str:
        """The status line as the learner reads it."""
        return self._status[0]

    @property
    def status_kind(self) -> str:
        """"info", "error" or "success"."""
        return self._status[1]

    @property
    def panels(self) -> dict[str, str]:
        """The pictures shown now (SVG), by panel name."""
        return self._latest[1]

    @property
    def targets(self) -> list[str]:
        """What can be clicked now (``data-target`` ids), lit in the pictures."""
        return self._latest[2]["targets"]

    @property
    def choices(self) -> list[tuple[str, object]]:
        """The choice buttons shown now: (label, action)."""
        return list(zip(self._latest[2]["choices"], self._choices))

    def _name(self, seat: int) -> str:
        return self.state.names[seat]

    def _watching_other(self) -> bool:
        """True when the view is one seat's while another seat decides (nothing to click)."""
        st = self.state
        return self.viewer is not None and not st.is_over and st.current_player != self.viewer

    def _options(self) -> tuple[list[str], list]:
        """The targets to light and the actions the clicks so far complete (none while looking
        through another seat's eyes, or behind the pass-and-play curtain)."""
        if self._watching_other() or self.curtain is not None:
            return [], []
        targets, done = self.state.click_options(self.clicks)
        if self._focus is not None and self._focus[0] is self.state:
            n = len(self.clicks)
            lit = {path[n] for path in self._focus[1] if len(path) > n and path[:n] == self.clicks}
            targets = [target for target in targets if target in lit] or targets
        return targets, done

    def _describe(self, status: str | None, kind: str) -> tuple[list[str], dict[str, str], dict]:
        st = self.state
        self._follow_seat()
        shown = st.view(self.viewer)
        targets, done = self._options()
        if self.curtain is not None:
            markups: dict[str, str] = {}
            status, kind = self._curtain_text(), "info"
        else:
            markups = shown.panels(highlight=targets, selected=self.clicks,
                                                  last=self.match.last_action)
        if status is None:
            status = self._prompt(shown, markups, done, bool(targets))
        self._status = (status, kind)
        ui = {
            "title": self.title,
            "task": self.exercise.task if self.exercise else "",
            "status": status,
            "status_kind": kind,
            "choices": [shown.action_label(a) for a in done],
            "cancel": bool(self.clicks),
            "targets": targets,
            "selected": list(self.clicks),
            "controls": {"undo": self.match.can_undo, "redo": self.match.can_redo,
                         "bot": not st.is_over, "new": True, "why": self._last_bot is not None,
                         "show": self.advice is not None},
            "bot_label": "Hint" if self.exercise and not self.solved else "Bot move",
            "step": self.match.step,
            "steps": len(self.match) - 1,
            "seats": [[name, seat in self.bot_plays] for seat, name in enumerate(st.names)],
            "to_move": -1 if st.is_over else st.current_player,
            "views": st.INFO.hidden_information,
            "viewer": TEACHER_VIEW if self.viewer is None else self.viewer,
            "pass_and_play": self.pass_and_play,
            "curtain": self._curtain_text() if self.curtain is not None else "",
            "log_lines": list(reversed(st.log[-LOG_LINES:])),
            "levels": [list(level) for level in LEVEL_BUTTONS],
            "level": self.level,
            "coach": self.coach,
            "thinking": -1.0,
        }
        self._choices = done
        return list(markups), markups, ui

    def _prompt(self, shown, markups: dict[str, str], done: list, more: bool) -> str:
        st = self.state
        text = shown.prompt
        if not st.is_over and st.current_player in self.bot_plays and not self.clicks:
            return (f"{text} The bot plays {self._name(st.current_player)}: press Bot move (B) to let it play "
                    f"from here, or switch it off under Bot plays to play this seat yourself.")
        if self._watching_other():
            return (f"{text} You are looking through {self._name(self.viewer)}'s eyes: switch the view to "
                    f"{self._name(st.current_player)} or the teacher's view to play.")
        if self.clicks:
            said = " → ".join(next(filter(None, (target_label(m, c) for m in markups.values())), c)
                              for c in self.clicks)
            then = ("press a button, or click on." if done and more else "press a button to choose."
                    if done else "click a highlighted target.")
            return f"{text} Selected: {said}; {then}"
        if not st.is_over:
            text += " Click a highlighted target."
        return text

    def _curtain_text(self) -> str:
        if self.curtain == TEACHER_VIEW:
            return "Teacher's view: every seat's hidden cards will show (pass and play ends) — click when ready."
        return f"Pass to {self._name(self.curtain)} — click when ready."

    def _follow_seat(self) -> None:
        """In pass-and-play the view follows the person to move, behind a curtain."""
        st = self.state
        if not self.pass_and_play or st.is_over or self.curtain is not None or self._followed == self.match.step:
            return
        self._followed = self.match.step
        seat = st.current_player
        if seat not in self.bot_plays and seat != self.viewer:
            self.curtain = seat
            self.clicks = []

    def _refresh(self, status: str | None = None, kind: str = "info") -> None:
        self._latest = self._describe(status, kind)
        if self._widget is not None:
            self._widget.show(*self._latest)

    # ---- messages from the browser ---------------------------------------------------------
    def _on_message(self, message: dict) -> None:
        """Act on one checked browser message; every message gets an answer."""
        kind, sent = message["kind"], self.widget.updates
        try:
            if kind == "refused":
                self._refresh(f"Message ignored: {message['why']}", "error")
            elif kind == "click":
                self._on_click(message["target"])
            elif kind == "choose":
                self._choose(message["index"])
            elif kind == "control":
                self._control(message["name"], message.get("view", ""))
            elif kind == "goto":
                self.goto(message["step"])
            elif kind == "seat":
                self._toggle_bot(message["seat"])
            elif kind == "level":
                self._pick_level(message["name"])
            elif kind == "viewer":
                self._pick_view(message["seat"])
            elif kind == "load":
                self.load_text(message["text"])
                if self.status_kind == "success":
                    self.widget.send_loaded(message.get("view", ""))
        except IllegalAction as e:
            self._refresh(e.explanation, "error")
        except Exception as e:  # noqa: BLE001 - the kernel must not see UI failures
            self._report(f"Something went wrong: {e}")
        if self.widget.updates == sent:
            self.widget.ack()

    def _report(self, text: str) -> None:
        """Show an error even when the pictures cannot be drawn (the last ones stay)."""
        try:
            self._refresh(text, "error")
        except Exception:  # noqa: BLE001
            self._status = (text, "error")
            order, panels, ui = self._latest
            self._latest = (order, panels, {**ui, "status": text, "status_kind": "error", "targets": [], "choices": []})
            if self._widget is not None:
                self._widget.show(*self._latest)

    def _choose(self, index: int) -> None:
        if not 0 <= index < len(self._choices):
            self._refresh("That choice is no longer offered.", "error")
            return
        self._play_from_ui(self._choices[index])

    def _control(self, name: str, view: str = "") -> None:
        if name not in CONTROLS:
            self._refresh(f"Message ignored: there is no control named {name[:40]!r}.", "error")
        elif name == "undo":
            self.undo() if self.match.can_undo else self._refresh("There is nothing to undo.", "error")
        elif name == "redo":
            self.redo() if self.match.can_redo else self._refresh("There is nothing to redo.", "error")
        elif name == "bot":
            self.bot_move()
        elif name == "new":
            self.new_game()
        elif name == "cancel":
            self._cancel()
        elif name == "ready":
            self.ready()
        elif name == "pass":
            self.set_pass_and_play(not self.pass_and_play)
        elif name == "save":
            self.widget.send_file(self.save_name(), self.save_text(), view)
            self._refresh(f"Saved step {self.match.step} of {len(self.match) - 1} as {self.save_name()} "
                          "(your browser's downloads): a game record, which Save / Load… or Table.load(path) reads back.",
                          "success")
        elif name == "why":
            self._refresh(self.why())
        elif name == "coach":
            self.set_coach(not self.coach)
        elif name == "show":
            self.show_advice()
        elif name == "copy":
            code, seat = self.code(), self._export_seat()
            self.widget.send_code(code, view)
            whose = "the whole match" if seat is None else f"what {self._name(seat)} sees (no hidden cards)"
            self._refresh(f"Position code of {whose}, {len(code)} characters: paste it into Save / Load… on "
                          "any table, or Table.from_code(text).", "success")

    def _toggle_bot(self, seat: int) -> None:
        if not 0 <= seat < self.state.players:
            self._refresh("Message ignored: there is no such seat.", "error")
            return
        self.set_bot_plays(self.bot_plays ^ {seat})

    def _pick_level(self, name: str) -> None:
        if name not in LEVELS:
            self._refresh(f"Message ignored: there is no bot level named {name[:20]!r}.", "error")
            return
        self.set_level(name)

    def _pick_view(self, seat: int) -> None:
        if not (seat == TEACHER_VIEW or 0 <= seat < self.state.players) or not self.state.INFO.hidden_information:
            self._refresh("Message ignored: there is no such view.", "error")
            return
        self.set_viewer(None if seat == TEACHER_VIEW else seat)

    # ---- clicks -----------------------------------------------------------------------
    def _on_click(self, target: str) -> None:
        st = self.state
        if self.curtain is not None:
            self._refresh(self._curtain_text())
            return
        if st.is_over:
            self._refresh(st.prompt + " Undo, use the history slider or start a new game.", "info")
            return
        if self._watching_other():
            self._refresh(self._prompt(st.view(self.viewer), {}, [], False), "error")
            return
        clicks = self.clicks + [target]
        targets, done = st.click_options(clicks)
        if not (targets or done) and self.clicks:
            if target == self.clicks[-1]:
                self.clicks = []
                self._refresh("Selection cleared. " + st.prompt)
                return
            fresh = st.click_options([target])
            # start again from ``target`` if it begins a longer sequence, or if the selection
            # only waits for a choice button (no further target to click)
            waiting = not st.click_options(self.clicks)[0]
            if fresh[0] or (fresh[1] and waiting):
                clicks, (targets, done) = [target], fresh
        if not (targets or done):
            error = st.explain_clicks(clicks)
            if len(clicks) > 1 and error.rule.endswith(".click"):
                error = st.explain_clicks([target])
            self.clicks = []
            self._refresh(error.explanation, "error")
            return
        if len(done) == 1 and not targets:
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
            return f"✘ {before.view(self.viewer).action_label(action)}: {self.exercise.hint}", "error"
        advice = self._coach(before, action)
        self._autoplay()
        return advice, "info"

    def _coach(self, before: GameState, action) -> str | None:
        """With the coach on, words about a clearly better move than the learner's (nothing is played)."""
        if not self.coach or before.current_player in self.bot_plays:
            return None
        with self._thinking("The coach is looking at your move…") as bot:
            found = coach(before, action, bot)
        if found is None:
            return None
        self._advice = (self.match.step - 1, before, found[0])  # the learner's move is played by now
        return f"{found[1]} Show it (or Undo) to try it."

    @property
    def advice(self):
        """The coach's better move than the learner's latest, while that move is still in the game shown
        (Show it lights it); else None."""
        if self._advice is None:
            return None
        step, before, better = self._advice
        return better if step < self.match.step and self.match.states[step] is before else None

    @contextmanager
    def _thinking(self, words: str, bot: SearchBot | None = None):
        """Show ``words`` and the search's progress while it runs (a search bot: ``bot``; else a coach's)."""
        bot = bot or SearchBot(self.seed, iterations=COACH_ITERATIONS)
        widget, shown = self._widget, [0.0]

        def progress(done: float) -> None:
            if widget is not None and done - shown[0] >= 0.1:
                shown[0] = done
                widget.thinking = round(done, 2)

        if widget is not None:
            with widget.hold_sync():
                widget.status, widget.status_kind, widget.thinking = words, "info", 0.0
        bot.progress = progress
        try:
            yield bot
        finally:
            bot.progress = None

    def _autoplay(self) -> None:
        for _ in range(10_000):
            st = self.state
            if st.is_over or st.current_player not in self.bot_plays:
                return
            self._bot_played(st)

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

    def choose(self, label: str) -> GameState:
        """Press the choice button showing ``label``."""
        labels = self._latest[2]["choices"]
        if label not in labels:
            raise ValueError(f"no choice button reads {label!r}; the buttons read {labels}")
        self._choose(labels.index(label))
        return self.state

    def undo(self) -> GameState:
        """Take back one action, and the bot's answers to it: back to a human decision."""
        return self._step(self.match.undo, lambda: self.match.can_undo)

    def redo(self) -> GameState:
        """Replay the next action of the history, and the bot's answers to it (Undo's mirror)."""
        return self._step(self.match.redo, lambda: self.match.can_redo)

    def _step(self, step: Callable[[], object], can: Callable[[], bool]) -> GameState:
        """One step through the history, then on past the bot's moves to a human decision."""
        self.clicks = []
        self.curtain = self._followed = None
        step()
        humans = set(range(self.state.players)) - self.bot_plays
        while humans and can() and self.state.current_player in self.bot_plays:
            step()
        self._refresh()
        return self.state

    def goto(self, step: int) -> GameState:
        """Show the game as it was after ``step`` actions."""
        if not 0 <= step < len(self.match):
            self._refresh(f"There is no step {step}: the history has steps 0 to {len(self.match) - 1}.", "error")
            return self.state
        self.clicks = []
        self.curtain = self._followed = None
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
        self.clicks = []
        action = self._bot_played(st)
        self._autoplay()
        self._refresh(f"The {self.bot.name} bot played: {st.view(self.viewer).action_label(action)}.")
        return self.state

    def _bot_played(self, st: GameState):
        """The bot's move in ``st``, played; remembered for ``why``."""
        if isinstance(self.bot, SearchBot):
            with self._thinking(f"The {self.bot.name} bot is thinking…", self.bot):
                action = self.bot.choose(st)
        else:
            action = self.bot.choose(st)
        self.match.play(action)
        self._last_bot = (st, self.match.step)
        return action

    def why(self) -> str:
        """Why the bot played its last move, in plain words: what it compared and what decided it."""
        if self._last_bot is None:
            return "The bot has not played yet."
        before, step = self._last_bot
        if isinstance(self.bot, (SearchBot, GreedyBot)):
            return why(self.bot, before, self.match.states[step], self.viewer)
        return f"The {self.bot.name} bot plays any legal move."

    def _hint(self) -> str:
        """A nudge for an exercise that neither plays nor names the answer: the search's favourite
        answer lights its first click among the first clicks of other moves the search liked."""
        st = self.state
        legal = st.legal_actions()
        solving = [a for a in legal if self.exercise.check(st, a, st.apply(a))]
        verb = "solves" if len(solving) == 1 else "solve"
        counted = f"Hint: {len(solving)} of the {len(legal)} legal actions {verb} it."
        if not solving:
            return f"{counted} {self.exercise.task}"
        with self._thinking("Looking for a hint…") as bot:
            bot.choose(st, also=tuple(solving))
        liked = [c.action for c in bot.last]
        answer = next(a for a in [*liked, *solving] if a in solving)
        places = [answer.clicks[0]]
        for action in [*liked, *legal]:
            if len(places) == HINT_PLACES:
                break
            if action.clicks[0] not in places and action not in solving:
                places.append(action.clicks[0])
        self._focus = (st, [[place] for place in places])
        where = "the place lit" if len(places) == 1 else f"one of the {len(places)} places lit"
        return f"{counted} One starts at {where}. {self.exercise.task}"

    def new_game(self) -> GameState:
        """Start again: a new game with the next seed, or the same scenario from its start."""
        self.seed += 1
        fresh = self.restart(self.seed) if self.restart else Match(self.match.states[0], self.match.origin)
        self.match = fresh if isinstance(fresh, Match) else Match(fresh)
        self.clicks = []
        self.solved = False
        self.curtain = self._followed = None
        self._autoplay()
        self._refresh()
        return self.state

    def set_bot_plays(self, seats) -> None:
        """The seats the bot plays by itself (it plays them at once when it is their turn)."""
        self.bot_plays = {s for s in seats if 0 <= s < self.state.players}
        self.clicks = []
        self._autoplay()
        self._refresh()

    def set_level(self, level: str) -> None:
        """Let the bot play at ``level`` (a name of ``LEVELS``) from now on."""
        self.bot = make_bot(level, self.seed)
        self.level = level
        self._last_bot = None
        label, what = next((b[1], b[2]) for b in LEVEL_BUTTONS if b[0] == level)
        self._refresh(f"The bot plays at the {label} level now ({what[0].lower()}{what[1:]}).")

    def set_coach(self, on: bool = True) -> None:
        """Switch the coach on or off: after each of your moves it says when the search finds a clearly
        better one (it never plays for you)."""
        self.coach = bool(on)
        self._refresh("Coach on: after each of your moves it says whether its search finds a clearly better one."
                      if self.coach else "Coach off.")

    def show_advice(self) -> GameState:
        """Go back to before the move the coach spoke about and light the move it found (nothing is played)."""
        better = self.advice
        if better is None:
            self._refresh("The coach has nothing to show here.", "error")
            return self.state
        step = self._advice[0]
        self.clicks = []
        self.curtain = self._followed = None
        self.match.goto(step)
        self._focus = (self.state, [list(better.clicks)])
        label = self.state.view(self.viewer).action_label(better)
        self._refresh(f"The coach's move is lit: {label}. Play it, or any other move (Redo brings yours back).")
        return self.state

    def set_viewer(self, seat: int | None) -> None:
        """Look through ``seat``'s eyes (None: the teacher's view of everything). In pass-and-play this
        goes through that seat's curtain (the teacher's view through its own, and it ends pass-and-play)."""
        self.clicks = []
        if self.pass_and_play and not (seat == self.viewer and self.curtain is None):
            self.curtain = TEACHER_VIEW if seat is None else seat
        else:
            self.viewer, self.curtain = seat, None
        self._refresh()

    def set_pass_and_play(self, on: bool = True) -> None:
        """Pass-and-play: the view follows the person to move, behind a "pass to …" curtain."""
        self.pass_and_play = bool(on) and self.state.INFO.hidden_information
        self.curtain = self._followed = None
        self.clicks = []
        if not self.pass_and_play:
            self._refresh("Pass and play is off.")
        else:
            self._refresh()

    def ready(self) -> None:
        """Lift the pass-and-play curtain: show the seat it was for."""
        if self.curtain == TEACHER_VIEW:
            self.viewer, self.curtain, self.pass_and_play = None, None, False
        elif self.curtain is not None:
            self.viewer, self.curtain = self.curtain, None
        self._refresh()

    # ---- saving and sharing -----------------------------------------------------------------------
    def save_text(self) -> str:
        """The match as Save writes it: its game record (every step, so Undo and the History slider
        work after loading; readable, and checked line by line when read back)."""
        return self.match.record()

    def save_name(self) -> str:
        """The file name Save offers: the game and the step."""
        return f"{self.state.INFO.name}-step-{self.match.step}.txt"

    def save(self, path) -> Path:
        """Write the match's game record to ``path`` (``Table.load`` reads it back)."""
        path = Path(path)
        path.write_text(self.save_text(), encoding="utf-8")
        return path

    @classmethod
    def load(cls, path, **options) -> "Table":
        """A Table for the match in ``path``: a game record, or a single position saved with ``to_json``
        (``options`` as for ``Table``); ValueError names what is wrong."""
        text = Path(path).read_bytes()
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError(f"{Path(path).name} is not a text file") from None
        return cls(read_any(text), **options)

    @classmethod
    def from_code(cls, text: str, **options) -> "Table":
        """A Table for the match a position code holds (a seat's code opens in that seat's view)."""
        loaded = read_code(text)
        table = cls(loaded.match, **options)
        if loaded.sampled_from is not None and table.state.INFO.hidden_information:
            table.viewer = loaded.sampled_from
            table._refresh(f"A position sampled from what {table._name(loaded.sampled_from)} saw: the cards "
                           "hidden from that seat are made up.")
        return table

    def _export_seat(self) -> int | None:
        """The seat whose eyes the table looks through (None: the teacher's, who sees everything)."""
        if not self.state.INFO.hidden_information:
            return None
        return self.curtain if self.curtain not in (None, TEACHER_VIEW) else self.viewer

    def code(self) -> str:
        """The position code Copy position gives: the whole match from the teacher's view; from a seat's
        view, a position sampled from what that seat sees (no history, no seed, no hidden card)."""
        return self.match.code(self._export_seat())

    def record(self) -> str:
        """The match as a readable game record (``games.from_record`` replays it)."""
        return self.match.record()

    def load_text(self, text: str) -> GameState:
        """Replace the match with a save, a game record or a position code of this game (what the Load
        button sends). Anything else is refused in the status line and nothing changes."""
        name = self.state.INFO.name
        try:
            if self.exercise is not None:
                raise ValueError("an exercise keeps its own position; load the game on another Table")
            stripped = text.strip()
            if stripped.startswith("snb"):
                loaded = read_code(stripped, game=name)
                match, seat = loaded.match, loaded.sampled_from
            else:
                match, seat = read_any(stripped, game=name), None
        except ValueError as e:
            self._refresh(f"Not loaded: {e}", "error")
            return self.state
        self.match = match
        self.clicks = []
        self.solved = False
        self.curtain = self._followed = None
        if self.state.INFO.hidden_information:
            self.viewer = seat if seat is not None else self.viewer
        sampled = "" if seat is None else f" (sampled from what {self._name(seat)} saw: hidden cards are made up)"
        self._refresh(f"Loaded: step {self.match.step} of {len(self.match) - 1}{sampled}.", "success")
        return self.state

    # ---- display ------------------------------------------------------------------------------
    def picture(self) -> str:
        """The current picture as SVG, with nothing highlighted (what a stored output shows): behind a
        pass-and-play curtain, the view of the seat it is for, never more."""
        seat = self.viewer if self.curtain in (None, TEACHER_VIEW) else self.curtain
        return self.state.view(seat).render(last=self.match.last_action)

    def _repr_mimebundle_(self, **kwargs):
        data = self.widget._repr_mimebundle_(**kwargs)
        data, metadata = data if isinstance(data, tuple) else (data, {})
        data = dict(data or {})
        alt = f"{self.state.INFO.title}: {self.state.prompt}"
        data["text/html"] = picture_html(self.picture(), alt, playable=True)
        data["text/plain"] = repr(self)
        return data, metadata

    def __repr__(self) -> str:
        return f"<Table {self.state.INFO.title}: step {self.match.step} — {self.state.prompt}>"
