"""Table's Python side: browser messages as ipywidgets delivers them, controls, exercises, display.

No browser here: messages go through the widget's custom-message handler exactly as
ipywidgets hands a browser message to the kernel, and what the browser would receive is
read from the updates the widget sends.
"""

from __future__ import annotations

import html
import inspect
import itertools
import re
from types import SimpleNamespace

import pytest

from seasons_nb.core import IllegalAction
from seasons_nb.games import arcadia, groves
from seasons_nb.widgets import Exercise, Table, play
from seasons_nb.widgets import common
from seasons_nb.widgets.board import target_labels

#: Equinoxes (Spring, Autumn) to move. Autumn on e5 can move to any empty neighbour or jump
#: the Winter lord on f5 (landing on g5, replacing it); Spring on d4 can only move.
POSITION = {"e5": "autumn", "f5": "winter", "d4": "spring"}
E5_NEXT = {"e6", "f6", "e4", "d5", "g5"}
D4_NEXT = {"d5", "e4", "d3", "c4", "c3"}
HOSTILE = ("<img src=x onerror=alert(1)>", "<script>alert(1)</script>x")

_nonces = itertools.count(1)


def start(**options):
    return arcadia.from_position(POSITION, players=2, **options)


@pytest.fixture
def table():
    return Table(start())


def send(table: Table, content) -> None:
    """Deliver a custom message to the Table's widget the way ipywidgets does for a browser message."""
    table.widget._handle_custom_msg(content, [])


def msg(kind, view="view-1", nonce=None, **fields):
    """A well-formed message, as the browser sends it (a fresh counter unless given)."""
    nonce = next(_nonces) if nonce is None else nonce
    return {"kind": kind, "view": view, "nonce": nonce, **fields}


def click_msg(target, view="view-1", nonce=None):
    return msg("click", view, nonce, target=target)


def ui(table: Table) -> dict:
    return table.widget.ui


def board(table: Table) -> str:
    return table.widget.panels["board"]


def snapshot(table: Table):
    """Everything a stray message must leave alone."""
    return (table.state.to_json(), table.match.step, len(table.match), list(table.clicks))


def highlighted(markup: str) -> set[str]:
    """Spaces drawn highlighted in the board's SVG."""
    return set(re.findall(r'class="snb-target snb-space snb-hl[^"]*" data-target="([^"]+)"', markup))


def selected(markup: str) -> set[str]:
    return set(re.findall(r'class="snb-target snb-space[^"]* snb-sel" data-target="([^"]+)"', markup))


def label_of(table: Table, target: str) -> str:
    """The plain words a picture gives a target."""
    return target_labels("".join(table.panels.values()))[target]


def button(table: Table, action) -> str:
    """How a choice button (or the status line) words an action."""
    if isinstance(action, str):
        action = table.state.parse_action(action)
    return table.state.view(None).action_label(action)


def choice_labels(table: Table) -> list[str]:
    return ui(table)["choices"] + (["Cancel"] if ui(table)["cancel"] else [])


@pytest.fixture
def outbox(table):
    """Updates the widget sends to the browser, recorded."""
    sent = []
    table.widget.send = lambda content, buffers=None: sent.append(content)
    return sent


# ---- clicks -----------------------------------------------------------------------------


def test_start_highlights_every_first_click(table):
    firsts = {a.clicks[0] for a in table.state.legal_actions()}
    assert set(ui(table)['targets']) == firsts == highlighted(board(table))
    assert {"e5", "d4", "c3"} <= firsts and "f5" not in firsts  # f5 holds a Winter lord
    assert table.status_kind == "info"
    assert table.status.startswith(table.state.prompt)


def test_first_click_highlights_next_targets(table):
    send(table, click_msg("e5"))
    assert table.clicks == ["e5"]
    assert set(ui(table)['targets']) == E5_NEXT
    assert table.match.step == 0
    assert highlighted(board(table)) == E5_NEXT
    assert selected(board(table)) == {"e5"}
    assert f"Selected: {label_of(table, 'e5')}" in table.status and "click a highlighted target" in table.status


def test_complete_sequence_applies_the_action(table):
    before = table.state
    send(table, click_msg("e5"))
    send(table, click_msg("g5"))
    assert table.match.step == 1
    assert table.match.last_action == arcadia.parse_action("jump autumn e5 g5")
    assert (table.state.at("e5"), table.state.at("f5"), table.state.at("g5")) == (None, "autumn", "autumn")
    assert before.at("e5") == "autumn"  # states are values
    assert table.clicks == []
    assert table.status_kind == "info"
    assert "Autumn 1" in table.status
    assert "Autumn jumps e5→g5" in ui(table)["log_lines"][0]
    assert board(table) == table.state.render(
        highlight=ui(table)['targets'], selected=[], last=table.match.last_action)


def test_shared_sequence_offers_choices_and_a_choice_applies(table):
    table.click("c3")
    assert table.match.step == 0
    assert table.clicks == ["c3"]
    assert choice_labels(table) == [button(table, "place spring c3"), button(table, "place autumn c3"), "Cancel"]
    send(table, msg("choose", index=1))
    assert table.match.step == 1
    assert table.state.at("c3") == "autumn"
    assert table.clicks == [] and choice_labels(table) == []


def test_cancel_choice_clears_the_selection(table):
    table.click("c3")
    send(table, msg("control", name="cancel"))
    assert table.clicks == [] and choice_labels(table) == [] and table.match.step == 0


def test_a_choice_no_longer_offered_is_refused(table):
    table.click("c3")
    send(table, msg("choose", index=2))
    assert table.status_kind == "error" and "no longer offered" in table.status
    assert table.match.step == 0


def test_choose_by_label_from_code(table):
    table.click("c3")
    table.choose(button(table, "place autumn c3"))
    assert table.state.at("c3") == "autumn"
    with pytest.raises(ValueError, match="no choice button"):
        table.choose("place autumn c3")


def test_illegal_click_shows_rule_and_section(table):
    table.click("a1")
    assert table.status_kind == "error"
    assert "arcadia.place.adjacent" in table.status
    assert arcadia.RULES["arcadia.place.adjacent"].section in table.status  # "Actions: Place"
    assert table.clicks == [] and table.match.step == 0


def test_illegal_second_click_explains_and_clears_the_selection(table):
    table.click("e5")
    table.click("a1")
    assert table.status_kind == "error"
    assert "[arcadia.jump.landing — Seasons of Arcadia rulebook, Actions: Jump]" in table.status
    assert table.clicks == [] and table.match.step == 0
    assert set(ui(table)['targets']) == {a.clicks[0] for a in start().legal_actions()}


def test_clicking_an_opponents_lord_names_the_rule(table):
    table.click("f5")
    assert table.status_kind == "error"
    assert "arcadia.turn.own_lords" in table.status
    assert "Taking a turn" in table.status
    assert table.state == start()


def test_clicking_the_selected_lord_again_clears_the_selection(table):
    table.click("e5")
    table.click("e5")
    assert table.clicks == []
    assert table.status.startswith("Selection cleared.")
    assert table.status_kind == "info"
    assert set(ui(table)['targets']) == {a.clicks[0] for a in table.state.legal_actions()}
    assert table.match.step == 0


def test_clicking_another_own_lord_switches_the_selection(table):
    table.click("e5")
    table.click("d4")
    assert table.clicks == ["d4"]
    assert set(ui(table)['targets']) == D4_NEXT
    assert table.status_kind == "info"
    table.click("c4")
    assert table.state.at("c4") == "spring" and table.state.at("d4") is None


def test_same_target_through_two_messages_counts_twice(table):
    send(table, click_msg("e5"))
    send(table, click_msg("e5"))
    assert table.clicks == [] and set(ui(table)["targets"]) == {a.clicks[0] for a in start().legal_actions()}


def test_click_after_game_over_changes_nothing():
    t = Table(start(turn_limit=1))  # a draw once this turn ends
    for action in ("jump autumn e5 g5", "move spring d4 c4", "place spring c3"):
        t.play(action)
    over = t.state
    assert over.is_over and ui(t)['targets'] == [] and not ui(t)['controls']['bot']
    t.click("g5")
    t.bot_move()
    assert t.state is over and t.match.step == 3
    assert t.status.startswith("Game over: a draw") and t.status_kind == "info"


# ---- history and controls ------------------------------------------------------------------


def test_undo_redo_goto(table):
    table.play("jump autumn e5 g5")
    table.play("place spring c3")
    after = table.state
    assert table.undo().at("c3") is None
    assert table.match.step == 1 and ui(table)['controls']['redo'] is True
    assert table.redo() == after
    assert ui(table)['controls']['redo'] is False
    assert table.goto(0) == start()
    assert ui(table)['controls']['undo'] is False
    assert board(table) == start().render(highlight=ui(table)['targets'])
    table.goto(99)
    assert table.match.step == 0 and table.status_kind == "error" and "no step 99" in table.status


def test_buttons_drive_undo_and_redo(table):
    table.play("jump autumn e5 g5")
    send(table, msg("control", name="undo"))
    assert table.match.step == 0 and table.state == start()
    send(table, msg("control", name="redo"))
    assert table.match.step == 1 and table.state.at("g5") == "autumn"


def test_selection_is_dropped_by_undo(table):
    table.play("jump autumn e5 g5")
    table.click("d4")
    table.undo()
    assert table.clicks == []


def test_slider_follows_the_match_and_moves_it(table):
    assert (ui(table)['steps'], ui(table)['step']) == (0, 0)
    table.play("jump autumn e5 g5")
    table.click("c3")
    table.choose(button(table, "place spring c3"))
    assert (ui(table)['steps'], ui(table)['step']) == (2, 2)
    send(table, msg("goto", step=1))
    assert table.match.step == 1
    assert table.state.at("g5") == "autumn" and table.state.at("c3") is None
    assert board(table) == table.state.render(
        highlight=ui(table)['targets'], last=arcadia.parse_action("jump autumn e5 g5"))
    send(table, msg("goto", step=0))
    assert table.state == start()
    assert ui(table)['steps'] == 2  # the future is kept until a new move is made
    table.play("move spring d4 c4")
    assert (ui(table)['steps'], ui(table)['step']) == (1, 1)


def test_bot_move_plays_one_action(table):
    before = table.state
    table.bot_move()
    assert table.match.step == 1
    assert table.match.last_action in before.legal_actions()
    assert table.status == f"The beginner bot played: {button(table, table.match.last_action)}."


def test_bot_plays_answers_a_human_turn():
    t = Table(start(), bot_plays=(1,))
    t.play("jump autumn e5 g5")
    t.play("place spring c3")
    assert t.match.step == 2 and t.state.current_player == 0
    t.play("place spring c4")  # ends the human turn
    assert t.match.step == 6  # three Solstices actions, by the bot
    assert t.state.current_player == 0 and t.state.turn == 3
    assert (ui(t)['steps'], ui(t)['step']) == (6, 6)


def test_undo_against_the_bot_returns_to_the_human_decision():
    t = Table(start(), bot_plays=(1,))
    t.play("jump autumn e5 g5")
    t.play("place spring c3")
    before = t.state.to_json()
    t.play("place spring c4")  # ends the human turn; the bot answers with three actions
    assert t.match.step == 6
    t.undo()
    assert t.match.step == 2 and t.state.current_player == 0
    assert t.state.to_json() == before
    # with the bot playing every seat, undo is a single step
    both = Table(start(), bot_plays=(0, 1))
    steps = both.match.step
    both.undo()
    assert both.match.step == steps - 1


def test_redo_replays_the_bots_answers_too():
    t = Table(start(), bot_plays=(1,))
    t.play("jump autumn e5 g5")
    t.play("place spring c3")
    t.play("place spring c4")  # ends the human turn; the bot answers with three actions
    end = t.state.to_json()
    t.undo()
    assert t.match.step == 2
    t.redo()
    assert t.match.step == 6 and t.state.to_json() == end and t.state.current_player == 0


def test_seat_toggles_make_the_bot_take_over():
    t = Table(start())
    assert ui(t)["seats"] == [["Equinoxes", False], ["Solstices", False]]
    send(t, msg("seat", seat=0))
    assert t.bot_plays == {0} and ui(t)["seats"][0] == ["Equinoxes", True]
    assert t.match.step == 3 and t.state.current_player == 1
    send(t, msg("seat", seat=0))
    assert t.bot_plays == set()
    send(t, msg("seat", seat=7))
    assert t.bot_plays == set() and t.status_kind == "error"


def test_new_game_restarts_the_scenario(table):
    table.play("jump autumn e5 g5")
    table.click("d4")
    table.new_game()
    assert table.state == start()
    assert len(table.match) == 1 and table.clicks == []
    assert (ui(table)['steps'], ui(table)['step']) == (0, 0)


def test_new_game_from_play_deals_the_next_seed():
    t = play("arcadia", seed=3)
    assert t.bot_plays == {1}
    t.play("place autumn e5")
    send(t, msg("control", name="new"))
    assert t.seed == 4 and len(t.match) == 1
    assert t.state == arcadia.new_game(players=2, seed=4)


# ---- exercises ------------------------------------------------------------------------------


def capture_exercise():
    return Exercise("Capture the Winter lord.", lambda before, action, after: after.at("f5") == "autumn")


def test_exercise_accepts_a_correct_move():
    t = Table(start(), exercise=capture_exercise())
    t.click("e5", "g5")
    assert t.solved
    assert t.status_kind == "success" and "Well found!" in t.status
    assert t.match.step == 1 and t.state.at("f5") == "autumn"


def test_exercise_takes_back_a_wrong_move():
    t = Table(start(), exercise=capture_exercise())
    t.click("e5", "e6")
    assert not t.solved
    assert t.status_kind == "error"
    assert button(t, "move autumn e5 e6") in t.status and "does not do what is asked" in t.status
    assert t.state == start()
    assert t.match.step == 0 and len(t.match) == 1  # the wrong move leaves no trace
    t.redo()
    assert t.state == start() and not t.solved      # so Redo cannot bring it back unchecked
    t.click("e5", "g5")
    assert t.solved and t.status_kind == "success"


def test_exercise_bot_button_gives_a_hint_that_plays_nothing():
    t = Table(start(), exercise=capture_exercise())
    assert ui(t)["bot_label"] == "Hint"
    t.bot_move()
    assert t.match.step == 0 and not t.solved and t.state == start()
    assert t.status.startswith("Hint: 1 of the") and "jump" not in t.status and "g5" not in t.status
    t.click("e5", "g5")
    t.bot_move()  # once solved, the bot plays on
    assert t.match.step == 2


def test_exercise_task_is_shown_escaped():
    t = Table(start(), exercise=Exercise("<b>find</b> it", lambda *a: True), title="<i>T</i>")
    # sent as data: the browser shows them with textContent, never as markup
    assert (ui(t)["task"], ui(t)["title"]) == ("<b>find</b> it", "<i>T</i>")


# ---- from code ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("bad text", "arcadia.notation"),
        ("place autumn z9", "arcadia.notation"),
        ("place winter c3", "arcadia.turn.own_lords"),
        ("place autumn a1", "arcadia.place.adjacent"),
        ("move autumn e5 f5", "arcadia.move.empty"),
    ],
)
def test_play_illegal_raises_and_changes_nothing(table, text, rule):
    table.click("e5")
    before = snapshot(table)[:3]
    with pytest.raises(IllegalAction) as info:
        table.play(text)
    assert info.value.rule == rule
    assert snapshot(table)[:3] == before
    assert table.status_kind == "error" and rule in table.status


def test_play_returns_the_new_state(table):
    s = table.play("jump autumn e5 g5")
    assert s is table.state and s.at("g5") == "autumn"


# ---- display ------------------------------------------------------------------------------------


def stored_svg(data: dict) -> str:
    """The SVG inside the stored picture (an <img> data URI in text/html)."""
    src = re.fullmatch(r'<img class="snb-stored" src="data:image/svg\+xml,([^"]*)" alt="[^"]*"[^>]*>',
                       data["text/html"]).group(1)
    return html.unescape(src).replace("%23", "#").replace("%25", "%")


def test_display_bundle(table):
    data, metadata = table._repr_mimebundle_()  # anywidget's display metadata is kept (Colab needs it)
    inner = table.widget._repr_mimebundle_()
    assert metadata == (inner[1] if isinstance(inner, tuple) else {})
    assert set(data) == {"text/plain", "text/html", "application/vnd.jupyter.widget-view+json"}
    assert data["application/vnd.jupyter.widget-view+json"]["model_id"] == table.widget.model_id
    text = data["text/plain"]
    assert text == repr(table)
    assert text == f"<Table Seasons of Arcadia: step 0 — {start().prompt}>"
    assert not re.search(r"0x[0-9a-fA-F]+", text)
    assert Table(start())._repr_mimebundle_()[0]["text/plain"] == text  # deterministic


def test_stored_picture_is_the_board_without_highlights(table):
    table.click("e5")
    svg = stored_svg(table._repr_mimebundle_()[0])
    picture = re.sub(r' data-(target|label)="[^"]*"|<title>[^<]*</title>', "", table.state.render())
    # alone in its document, the style is not scoped to the picture's root group
    picture = picture.replace(".snb-arc ", "")
    # under the board, a line says the picture comes alive once its cell is run (the picture grows by it)
    note = re.search(r"<text [^>]*class='snb-note'>[^<]*</text>", svg)
    assert note and "run the cell to play" in note.group(0)
    size = re.compile(r" height='[\d.]+' viewBox='[^']*'|\.snb-note\{[^}]*\}")
    assert size.sub("", svg.replace(note.group(0), "")) == size.sub("", picture.replace('"', "'").replace("\n", " "))
    assert "<g class='snb-arc'>" in svg and ".snb-arc " not in svg
    assert not re.search(r"class='[^']*snb-(hl|sel)", svg)  # nothing in it looks clickable
    assert "data-target" not in svg and "<title>" not in svg  # no click ids; the title is the alt text
    assert "<script" not in svg.lower()


# ---- hostile player names ------------------------------------------------------------------------


def _assert_only_escaped(markup: str) -> None:
    low = markup.lower()
    assert "<img" not in low and "<script" not in low
    for name in HOSTILE:
        assert name not in markup


def test_hostile_names_are_escaped_in_svg_and_sent_as_text():
    s = arcadia.from_position(POSITION, players=2, names=HOSTILE)
    t = Table(s, bot_plays=(1,))
    t.play("jump autumn e5 g5")
    t.play("place spring c3")
    t.play("place spring c4")  # the bot answers: the log names both players
    svg = board(t)
    _assert_only_escaped(svg)
    # long names are shortened in the picture's side panel, escaped either way
    assert html.escape(HOSTILE[0]) in svg and html.escape(HOSTILE[1][:18]) in svg
    # the log and the seat names travel as data, which the browser shows with textContent
    assert any(HOSTILE[1] in line for line in ui(t)["log_lines"])
    assert [name for name, _bot in ui(t)["seats"]] == list(HOSTILE)
    _assert_only_escaped(stored_svg(t._repr_mimebundle_()[0]))
    alt = re.search(r'alt="([^"]*)"', t._repr_mimebundle_()[0]["text/html"]).group(1)
    assert "<" not in alt


# ---- one widget, only what changed ------------------------------------------------------------------


def test_a_table_is_one_widget_model_and_a_layout():
    from ipywidgets.widgets.widget import _instances

    before = set(_instances)
    t = Table(groves.new_game(players=4, seed=1), bot_plays=(1, 2, 3))
    t.bot_move()
    assert set(_instances) == before  # nothing is made until the table is shown
    t._repr_mimebundle_()
    t.bot_move()
    made = set(_instances) - before
    assert len(made) == 2 and t.widget.model_id in made


def test_a_widget_made_late_shows_the_table_as_it_is(table):
    table.click("e5")
    assert table.widget.ui["selected"] == ["e5"] and table.widget.panels == table.panels


def test_only_changed_parts_are_sent(table, outbox):
    table.click("e5")
    update = table.widget.patch
    assert outbox == [] and update["seq"] == 1
    # a selection changes only clickable groups: those alone are sent, not the picture
    assert update["panels"] == {} and set(update["classes"]) == {"board"}
    sent = {**update.get("groups", {}).get("board", {}), **update["classes"]["board"]}
    assert "e5" in sent and len(str(update)) < len(board(table)) // 4
    assert set(update) <= {"seq", "panels", "groups", "classes"}
    assert table.widget.seq == 1 and ui(table)["selected"] == ["e5"]


def test_a_click_sends_one_message_the_picture_patch_with_only_the_traits_that_changed(table):
    wire = []
    table.widget._send = lambda message, buffers=None: wire.append(message)
    table.click("e5")
    (state,) = wire
    assert state["method"] == "update" and state["state"]["seq"] == state["state"]["patch"]["seq"] == 1
    assert set(state["state"]) == {"seq", "patch", "status", "cancel", "targets", "selected"}
    del wire[:]
    send(table, msg("control", name="cancel"))
    assert [m["method"] for m in wire] == ["update"] and wire[0]["state"]["seq"] == 2
    assert "log_lines" not in wire[0]["state"] and "seats" not in wire[0]["state"]


def test_the_table_widgets_traits_are_documented_and_are_what_the_table_describes(table):
    from seasons_nb.widgets.table import UI_TRAITS, TableWidget

    synced = set(TableWidget.class_traits(sync=True)) - set(anywidget_traits())
    assert synced == {"seq", "patch", *UI_TRAITS}
    assert set(table._latest[2]) == set(UI_TRAITS)
    source = inspect.getsource(TableWidget)
    for name in synced:
        assert re.search(rf'\n    {name} = traitlets\.[^\n]*\n    """\w', source), f"{name} has no docstring"


def anywidget_traits():
    import anywidget

    class Bare(anywidget.AnyWidget):
        pass

    return Bare.class_traits(sync=True)


def test_a_target_patch_rebuilds_the_new_picture():
    s = arcadia.from_position(POSITION, players=2)
    old, new = s.render(highlight=["e5", "d4"]), s.render(highlight=sorted(E5_NEXT), selected=["e5"])
    groups, classes = common.target_patch(old, new)
    assert classes and set(classes) >= {"e5", "d4"}  # lit or selected, drawn alike: only the class
    rebuilt = old
    for target in {**groups, **classes}:
        start = rebuilt.index(f'data-target="{target}"')
        start = rebuilt.rindex("<g", 0, start)
        group = common._target_groups(rebuilt[start:])[1][target]
        if target in classes:
            tag = group[:group.index(">")]
            new_group = re.sub(r' class="[^"]*"', f' class="{classes[target]}"', tag) + group[len(tag):]
        else:
            new_group = groups[target]
        rebuilt = rebuilt[:start] + rebuilt[start:].replace(group, new_group, 1)
    assert rebuilt == new
    assert common.target_patch(old, s.apply("jump autumn e5 g5").render()) is None  # more than targets changed


def test_groves_click_resends_only_the_panels_it_changed():
    t = Table(groves.new_game(players=2, seed=3))
    while all(len(a.clicks) == 1 for a in t.state.legal_actions()):
        t.bot_move()
    sent = []
    t.widget.send = lambda content, buffers=None: sent.append(content)
    first = next(a.clicks[0] for a in t.state.legal_actions() if len(a.clicks) > 1)
    t.click(first)
    assert t.clicks == [first]
    patch = t.widget.patch
    changed = set(patch["panels"]) | set(patch.get("groups", {}))
    assert 0 < len(changed) < len(t.widget.panels)


def test_every_message_is_answered(table, outbox):
    send(table, msg("control", name="cancel"))  # nothing to cancel: nothing changes
    assert outbox == [{"kind": "update", "seq": 0, "panels": {}}]


def test_a_long_session_answers_each_message_once(table, outbox):
    for _ in range(600):  # more updates than the widget keeps sizes of
        send(table, click_msg("e5"))
        send(table, msg("control", name="cancel"))
    del outbox[:]
    sent = table.widget.updates
    send(table, click_msg("e5"))
    assert outbox == [] and table.widget.updates == sent + 1 and table.widget.patch["seq"] > 0


def test_sync_sends_everything_to_a_view_that_missed_an_update(table, outbox):
    table.click("e5")
    send(table, msg("sync", seq=0))
    full = outbox[-1]
    assert full["full"] is True and full["seq"] == 1
    assert full["panels"] == table.widget.panels and full["order"] == ["board"]
    send(table, msg("sync", seq=1))
    assert outbox[-1] == {"kind": "update", "seq": 1, "panels": {}}


def test_the_page_gets_the_whole_table_when_it_opens_the_model(table):
    _ = table.widget
    table.click("e5")
    state = table.widget.get_state()
    assert state["seq"] == state["panels_seq"] == 1 and state["panels"] == table.widget.panels
    assert {name: state[name] for name in ui(table)} == ui(table) and state["selected"] == ["e5"]
    assert state["order"] == ["board"]
    assert "panels" not in table.widget.get_state(key="_esm")


def test_the_browser_cannot_change_the_widget():
    t = Table(start())
    esm, css, shown = t.widget._esm, t.widget._css, t.widget.get_state()
    t.widget.set_state({"_esm": "export default {render(){alert(1)}}", "_css": "*{display:none}",
                        "status": "pwned", "targets": ["x"], "panels": {"board": "<img src=x>"}, "seq": 99})
    assert (t.widget._esm, t.widget._css) == (esm, css)
    assert t.widget.get_state() == shown


def test_rerunning_a_cell_closes_the_widgets_it_made(monkeypatch):
    events = []
    shell = SimpleNamespace(events=SimpleNamespace(register=lambda name, fn: events.append(fn)),
                            parent_header={"metadata": {"cellId": "cell-a"}})
    monkeypatch.setattr("IPython.get_ipython", lambda: shell)
    monkeypatch.setattr(common, "_hooked", [])
    monkeypatch.setattr(common, "_owned", {})
    first = Table(start())
    assert first.widget.comm is not None and len(events) == 1
    events[0](SimpleNamespace(cell_id="cell-b"))  # another cell runs: nothing closes
    other = Table(start())
    assert first.widget.comm is not None
    events[0](SimpleNamespace(cell_id="cell-a"))  # cell a runs again
    assert first.widget.comm is None and first.widget.layout.comm is None
    assert other.widget.comm is not None


# ---- views, pass and play ----------------------------------------------------------------------------


def groves_table(**kw):
    return Table(groves.new_game(players=2, seed=3), **kw)


def test_view_picker_starts_on_the_teachers_view_and_switches():
    t = groves_table()
    assert ui(t)["views"] is True and ui(t)["viewer"] == -1 and t.viewer is None
    send(t, msg("viewer", seat=1))
    assert t.viewer == 1 and ui(t)["viewer"] == 1
    send(t, msg("viewer", seat=-1))
    assert t.viewer is None
    send(t, msg("viewer", seat=5))
    assert t.viewer is None and t.status_kind == "error"


def test_no_view_picker_without_hidden_information(table):
    assert ui(table)["views"] is False
    send(table, msg("viewer", seat=1))
    assert table.viewer is None and table.status_kind == "error"


def test_looking_through_another_seats_eyes_says_so_and_offers_nothing():
    t = groves_table()
    to_move = t.state.current_player
    other = 1 - to_move
    send(t, msg("viewer", seat=other))
    assert ui(t)["targets"] == [] and ui(t)["choices"] == []
    name, mover = t.state.names[other], t.state.names[to_move]
    assert f"looking through {name}'s eyes" in t.status and mover in t.status
    step = t.match.step
    first = t.state.legal_actions()[0].clicks[0]
    t.click(first)
    assert t.match.step == step and t.status_kind == "error" and "looking through" in t.status


def test_pass_and_play_hides_the_table_until_the_next_person_is_ready():
    t = groves_table()
    send(t, msg("control", name="pass"))
    seat = t.state.current_player
    name = t.state.names[seat]
    assert ui(t)["curtain"] == f"Pass to {name} — click when ready."
    assert t.widget.panels == {} and ui(t)["targets"] == [] and ui(t)["choices"] == []
    t.click(t.state.legal_actions()[0].clicks[0])  # behind the curtain nothing can be played
    assert t.match.step == 0
    send(t, msg("control", name="ready"))
    assert t.viewer == seat and ui(t)["curtain"] == "" and t.widget.panels
    assert ui(t)["targets"]
    while t.state.current_player == seat:
        t.play(t.state.legal_actions()[0])
    assert ui(t)["curtain"] == f"Pass to {t.state.names[t.state.current_player]} — click when ready."
    assert t.widget.panels == {}
    send(t, msg("viewer", seat=-1))  # the teacher's view is a deliberate step behind its own curtain
    assert t.pass_and_play and "Teacher's view" in ui(t)["curtain"] and t.widget.panels == {}
    send(t, msg("control", name="ready"))
    assert t.viewer is None and not t.pass_and_play and ui(t)["curtain"] == ""


def test_in_pass_and_play_another_seats_view_goes_through_its_curtain():
    t = groves_table()
    send(t, msg("control", name="pass"))
    send(t, msg("control", name="ready"))
    seat = t.state.current_player
    other = 1 - seat
    hand = t.panels  # what the seat to move sees
    send(t, msg("viewer", seat=other))
    assert t.pass_and_play and ui(t)["curtain"] == f"Pass to {t.state.names[other]} — click when ready."
    assert t.widget.panels == {} and t.viewer == seat
    assert t.picture() == t.state.view(other).render(last=t.match.last_action)  # the stored picture: that seat's
    send(t, msg("control", name="ready"))
    assert t.viewer == other and t.pass_and_play and ui(t)["curtain"] == "" and t.panels != hand
    send(t, msg("viewer", seat=seat))
    send(t, msg("control", name="ready"))
    assert t.viewer == seat and ui(t)["targets"]


@pytest.mark.parametrize("game, players", [("groves", 2), ("altered", 2), ("intrigue", 3), ("solstice", 2)])
def test_a_game_against_the_bot_opens_in_the_learners_own_view(game, players):
    t = play(game, players=players, bot_plays=range(1, players))
    assert t.viewer == 0
    assert t.picture() == t.state.view(0).render(last=t.match.last_action)
    two = play(game, players=players, bot_plays=range(2, players))  # two people: the teacher's view, as before
    assert two.viewer is None


def test_pass_and_play_is_not_offered_without_hidden_information(table):
    send(table, msg("control", name="pass"))
    assert table.pass_and_play is False and ui(table)["curtain"] == ""


# ---- untrusted browser messages ------------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        None,
        "e5",
        ["click", "e5"],
        {},
        {"kind": "click"},
        {"kind": "hover", "target": "g5", "view": "v", "nonce": 10**6},
        {"kind": "click", "target": "g5", "view": "v"},
        {"kind": "click", "target": "g5", "view": "v", "nonce": "7"},
        {"kind": "click", "target": "g5", "view": "v", "nonce": 1.5},
        {"kind": "click", "target": "g5", "view": "v", "nonce": -1},
        {"kind": "click", "target": "g5", "view": "v", "nonce": 2**64},
        {"kind": "click", "target": "g5", "view": "", "nonce": 10**6},
        {"kind": "click", "target": ["g5"], "view": "v", "nonce": 10**6},
        {"kind": "click", "target": {"id": "g5"}, "view": "v", "nonce": 10**6},
        {"kind": "click", "target": "", "view": "v", "nonce": 10**6},
        {"kind": "click", "target": "g5" * 200, "view": "v", "nonce": 10**6},
        {"kind": "choose", "index": "0", "view": "v", "nonce": 10**6},
        {"kind": "choose", "index": True, "view": "v", "nonce": 10**6},
        {"kind": "control", "name": 3, "view": "v", "nonce": 10**6},
        {"kind": "goto", "step": 1.0, "view": "v", "nonce": 10**6},
        {"kind": "seat", "seat": None, "view": "v", "nonce": 10**6},
        {"kind": "sync", "view": "v", "nonce": 10**6},
    ],
)
def test_malformed_message_changes_nothing(table, content):
    send(table, click_msg("e5", view="v", nonce=1))
    before = snapshot(table)
    send(table, content)  # must not raise
    assert snapshot(table) == before
    assert table.status_kind == "error" and table.status.startswith("Message ignored:")
    send(table, click_msg("g5", view="v", nonce=2))  # the selection survived the bad message
    assert table.state.at("g5") == "autumn"


@pytest.mark.parametrize("target", ["zz9", "out:a1", "<img src=x onerror=alert(1)>"])
def test_unknown_target_is_explained_not_played(table, target):
    send(table, click_msg(target))
    assert table.status_kind == "error" and table.match.step == 0
    assert "<img" not in ui(table)["status"] or ui(table)["status"].count("<img") == 1  # shown as text


@pytest.mark.parametrize("name", ["explode", "present", "u" * 100])
def test_unknown_control_is_refused(table, name):
    send(table, msg("control", name=name))
    assert table.status_kind == "error" and table.match.step == 0


def test_stale_nonce_changes_nothing(table):
    send(table, click_msg("e5", view="v", nonce=5))
    before = snapshot(table)
    send(table, click_msg("g5", view="v", nonce=5))
    send(table, click_msg("g5", view="v", nonce=4))
    assert snapshot(table) == before
    assert "already handled" in table.status


def test_failing_renderer_is_shown_not_raised(table, monkeypatch):
    def boom(_self):
        raise RuntimeError("renderer broke")

    monkeypatch.setattr(type(table.state.view(None)), "panels", lambda self, **kw: boom(self))
    send(table, click_msg("e5"))  # must not raise
    assert table.status_kind == "error" and "renderer broke" in table.status


@pytest.mark.parametrize("game", ["arcadia", "solstice", "groves", "intrigue", "altered"])
def test_after_the_history_rewinds_to_a_bot_seat_the_status_says_bot_move_plays_it(game):
    t = play(game, players=2, bot_plays=(1,))
    def bot_turns():
        return [i for i in range(t.match.step) if t.match.states[i].current_player == 1]

    while not bot_turns():
        t.play(t.state.legal_actions()[0])  # the bot answers at once
    bot_turn = bot_turns()[0]
    t.goto(bot_turn)
    assert t.state.current_player == 1
    assert f"The bot plays {t.state.names[1]}: press Bot move" in t.status
    t.bot_move()  # the bot plays from there, its whole turn
    assert t.match.step > bot_turn and (t.state.is_over or t.state.current_player == 0)


# ---- the browser code ---------------------------------------------------------------------------------


def test_the_board_and_the_table_each_load_their_own_module_of_named_parts():
    from seasons_nb.widgets import BoardWidget

    board_esm, table_esm = BoardWidget()._esm, Table(start()).widget._esm
    for esm, parts, entry in ((board_esm, common.BOARD_PARTS, "renderBoard"), (table_esm, common.TABLE_PARTS, "renderTable")):
        assert re.findall(r"^// ==== (\S+) ====$", esm, re.M) == list(parts)
        assert parts[0] == "snb.js" and esm.startswith("// ==== snb.js ====")
        exports = re.findall(r"^export .*$", esm, re.M)
        assert len(exports) == 1 and entry in exports[0] and esm.rstrip().endswith(exports[0])
    assert "renderTable" not in board_esm and "renderBoard" not in table_esm
    assert "initialize" in re.search(r"^export .*$", table_esm, re.M).group(0)
