"""Table's Python side: clicks as the board delivers them, controls, exercises, display, escaping.

No browser here: clicks go through ``table.click(...)`` or through the board's custom-message
handler, exactly as ipywidgets hands a browser message to the kernel.
"""

from __future__ import annotations

import html
import itertools
import re

import pytest

from seasons_nb.core import IllegalAction
from seasons_nb.games import arcadia
from seasons_nb.widgets import Exercise, Table, play

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
    """Deliver a custom message to the board the way ipywidgets does for a browser message."""
    table.board._handle_custom_msg(content, [])


def click_msg(target, view="view-1", nonce=None):
    """A well-formed click message, as board.js sends it (a fresh nonce unless given)."""
    nonce = next(_nonces) if nonce is None else nonce
    return {"kind": "click", "target": target, "view": view, "nonce": nonce}


def snapshot(table: Table):
    """Everything a stray message must leave alone."""
    return (table.state.to_json(), table.match.step, len(table.match), list(table.clicks))


def highlighted(markup: str) -> set[str]:
    """Spaces drawn highlighted in the board's SVG."""
    return set(re.findall(r'class="snb-target snb-space snb-hl[^"]*" data-target="([^"]+)"', markup))


def selected(markup: str) -> set[str]:
    return set(re.findall(r'class="snb-target snb-space[^"]* snb-sel" data-target="([^"]+)"', markup))


def choice_labels(table: Table) -> list[str]:
    return [b.description for b in table.choices.children]


# ---- clicks -----------------------------------------------------------------------------


def test_start_highlights_every_first_click(table):
    firsts = {a.clicks[0] for a in table.state.legal_actions()}
    assert set(table.board.targets) == firsts == highlighted(table.board.markup)
    assert {"e5", "d4", "c3"} <= firsts and "f5" not in firsts  # f5 holds a Winter lord
    assert table.board.status_kind == "info"
    assert table.board.status.startswith(table.state.prompt)


def test_first_click_highlights_next_targets(table):
    send(table, click_msg("e5"))
    assert table.clicks == ["e5"]
    assert set(table.board.targets) == E5_NEXT
    assert table.match.step == 0
    assert highlighted(table.board.markup) == E5_NEXT
    assert selected(table.board.markup) == {"e5"}
    assert "Selected: e5: Autumn lord" in table.board.status and "click a highlighted target" in table.board.status


def test_complete_sequence_applies_the_action(table):
    before = table.state
    send(table, click_msg("e5"))
    send(table, click_msg("g5"))
    assert table.match.step == 1
    assert table.match.last_action == arcadia.parse_action("jump autumn e5 g5")
    assert (table.state.at("e5"), table.state.at("f5"), table.state.at("g5")) == (None, "autumn", "autumn")
    assert before.at("e5") == "autumn"  # states are values
    assert table.clicks == []
    assert table.board.status_kind == "info"
    assert "Autumn 1" in table.board.status
    assert "Autumn jumps e5→g5" in table.log.value
    assert table.board.markup == table.state.render(
        highlight=table.board.targets, selected=[], last=table.match.last_action)


def test_shared_sequence_offers_choices_and_a_choice_applies(table):
    table.click("c3")
    assert table.match.step == 0
    assert table.clicks == ["c3"]
    assert choice_labels(table) == ["place spring c3", "place autumn c3", "Cancel"]
    assert all("snb-choice" in b._dom_classes for b in table.choices.children[:2])
    table.choices.children[1].click()
    assert table.match.step == 1
    assert table.state.at("c3") == "autumn"
    assert table.clicks == [] and choice_labels(table) == []


def test_cancel_choice_clears_the_selection(table):
    table.click("c3")
    table.choices.children[-1].click()
    assert table.clicks == [] and choice_labels(table) == [] and table.match.step == 0


def test_selecting_and_deselecting_creates_no_widgets(table):
    from ipywidgets.widgets.widget import _instances

    table.click("e5")
    table.click("e5")
    before = len(_instances)
    for _ in range(10):
        table.click("e5")
        assert table.choices.children == (table.cancel_button,)
        table.click("e5")
        assert table.choices.children == ()
    assert len(_instances) == before


def test_replaced_choice_buttons_are_closed(table):
    table.click("c3")
    offered = table.choices.children
    table.click("c3")  # deselect
    assert all(b.comm is None and b.layout.comm is None for b in offered[:2])
    assert offered[2] is table.cancel_button and table.cancel_button.comm is not None
    table.click("c3")
    table.choices.children[0].click()
    assert table.state.at("c3") == "spring" and table.choices.children == ()


def test_illegal_click_shows_rule_and_section(table):
    table.click("a1")
    assert table.board.status_kind == "error"
    assert "arcadia.place.adjacent" in table.board.status
    assert arcadia.RULES["arcadia.place.adjacent"].section in table.board.status  # "Actions: Place"
    assert table.clicks == [] and table.match.step == 0


def test_illegal_second_click_explains_and_clears_the_selection(table):
    table.click("e5")
    table.click("a1")
    assert table.board.status_kind == "error"
    assert "[arcadia.jump.landing — Seasons of Arcadia rulebook, Actions: Jump]" in table.board.status
    assert table.clicks == [] and table.match.step == 0
    assert set(table.board.targets) == {a.clicks[0] for a in start().legal_actions()}


def test_clicking_an_opponents_lord_names_the_rule(table):
    table.click("f5")
    assert table.board.status_kind == "error"
    assert "arcadia.turn.own_lords" in table.board.status
    assert "Taking a turn" in table.board.status
    assert table.state == start()


def test_clicking_the_selected_lord_again_clears_the_selection(table):
    table.click("e5")
    table.click("e5")
    assert table.clicks == []
    assert table.board.status.startswith("Selection cleared.")
    assert table.board.status_kind == "info"
    assert set(table.board.targets) == {a.clicks[0] for a in table.state.legal_actions()}
    assert table.match.step == 0


def test_clicking_another_own_lord_switches_the_selection(table):
    table.click("e5")
    table.click("d4")
    assert table.clicks == ["d4"]
    assert set(table.board.targets) == D4_NEXT
    assert table.board.status_kind == "info"
    table.click("c4")
    assert table.state.at("c4") == "spring" and table.state.at("d4") is None


def test_same_target_through_two_messages_counts_twice(table):
    send(table, click_msg("e5"))
    send(table, click_msg("e5"))
    assert table.clicks == [] and table.board.clicks == 2


def test_click_after_game_over_changes_nothing():
    t = Table(start(turn_limit=1))  # a draw once this turn ends
    for action in ("jump autumn e5 g5", "move spring d4 c4", "place spring c3"):
        t.play(action)
    over = t.state
    assert over.is_over and t.board.targets == [] and t.bot_button.disabled
    t.click("g5")
    t.bot_move()
    assert t.state is over and t.match.step == 3
    assert t.board.status.startswith("Game over: a draw") and t.board.status_kind == "info"


# ---- history and controls ------------------------------------------------------------------


def test_undo_redo_goto(table):
    table.play("jump autumn e5 g5")
    table.play("place spring c3")
    after = table.state
    assert table.undo().at("c3") is None
    assert table.match.step == 1 and table.redo_button.disabled is False
    assert table.redo() == after
    assert table.redo_button.disabled is True
    assert table.goto(0) == start()
    assert table.undo_button.disabled is True
    assert table.board.markup == start().render(highlight=table.board.targets)
    table.goto(99)
    assert table.match.step == 2


def test_buttons_drive_undo_and_redo(table):
    table.play("jump autumn e5 g5")
    table.undo_button.click()
    assert table.match.step == 0 and table.state == start()
    table.redo_button.click()
    assert table.match.step == 1 and table.state.at("g5") == "autumn"


def test_selection_is_dropped_by_undo(table):
    table.play("jump autumn e5 g5")
    table.click("d4")
    table.undo()
    assert table.clicks == []


def test_slider_follows_the_match_and_moves_it(table):
    assert (table.slider.min, table.slider.max, table.slider.value) == (0, 0, 0)
    table.play("jump autumn e5 g5")
    table.click("c3")
    table.choices.children[0].click()  # place spring c3
    assert (table.slider.max, table.slider.value) == (2, 2)
    table.slider.value = 1
    assert table.match.step == 1
    assert table.state.at("g5") == "autumn" and table.state.at("c3") is None
    assert table.board.markup == table.state.render(
        highlight=table.board.targets, last=arcadia.parse_action("jump autumn e5 g5"))
    table.slider.value = 0
    assert table.state == start()
    assert table.slider.max == 2  # the future is kept until a new move is made
    table.play("move spring d4 c4")
    assert (table.slider.max, table.slider.value) == (1, 1)


def test_bot_move_plays_one_action(table):
    before = table.state
    table.bot_move()
    assert table.match.step == 1
    assert table.match.last_action in before.legal_actions()
    assert table.board.status == f"The greedy bot played: {table.match.last_action}."


def test_bot_plays_answers_a_human_turn():
    t = Table(start(), bot_plays=(1,))
    t.play("jump autumn e5 g5")
    t.play("place spring c3")
    assert t.match.step == 2 and t.state.current_player == 0
    t.play("place spring c4")  # ends the human turn
    assert t.match.step == 6  # three Solstices actions, by the bot
    assert t.state.current_player == 0 and t.state.turn == 3
    assert (t.slider.max, t.slider.value) == (6, 6)


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


def test_the_view_picker_names_the_teachers_view():
    t = Table(start())
    assert t.view_picker.label == "Teacher (everything)" and t.viewer is None
    t.view_picker.value = 1
    assert t.viewer == 1
    t.view_picker.value = t.view_picker.options[0][1]
    assert t.viewer is None


def test_autoplay_picker_makes_the_bot_take_over():
    t = Table(start())
    assert t.autoplay.value == ()
    assert [label for label, _seat in t.autoplay.options] == ["Equinoxes", "Solstices"]
    t.autoplay.value = (0,)
    assert t.bot_plays == {0}
    assert t.match.step == 3 and t.state.current_player == 1


def test_new_game_restarts_the_scenario(table):
    table.play("jump autumn e5 g5")
    table.click("d4")
    table.new_game()
    assert table.state == start()
    assert len(table.match) == 1 and table.clicks == []
    assert (table.slider.max, table.slider.value) == (0, 0)


def test_new_game_from_play_deals_the_next_seed():
    t = play("arcadia", seed=3)
    assert t.bot_plays == {1}
    t.play("place autumn e5")
    t.new_button.click()
    assert t.seed == 4 and len(t.match) == 1
    assert t.state == arcadia.new_game(players=2, seed=4)


# ---- exercises ------------------------------------------------------------------------------


def capture_exercise():
    return Exercise("Capture the Winter lord.", lambda before, action, after: after.at("f5") == "autumn")


def test_exercise_accepts_a_correct_move():
    t = Table(start(), exercise=capture_exercise())
    t.click("e5", "g5")
    assert t.solved
    assert t.board.status_kind == "success" and "Well found!" in t.board.status
    assert t.match.step == 1 and t.state.at("f5") == "autumn"


def test_exercise_takes_back_a_wrong_move():
    t = Table(start(), exercise=capture_exercise())
    t.click("e5", "e6")
    assert not t.solved
    assert t.board.status_kind == "error"
    assert "move autumn e5 e6" in t.board.status and "does not do what is asked" in t.board.status
    assert t.state == start()
    assert t.match.step == 0 and len(t.match) == 1  # the wrong move leaves no trace
    t.redo()
    assert t.state == start() and not t.solved      # so Redo cannot bring it back unchecked
    t.click("e5", "g5")
    assert t.solved and t.board.status_kind == "success"


def test_exercise_bot_button_gives_a_hint_that_plays_nothing():
    t = Table(start(), exercise=capture_exercise())
    assert t.bot_button.description == "Hint"
    t.bot_move()
    assert t.match.step == 0 and not t.solved and t.state == start()
    assert t.status.startswith("Hint: 1 of the") and "jump" not in t.status and "g5" not in t.status
    t.click("e5", "g5")
    t.bot_move()  # once solved, the bot plays on
    assert t.match.step == 2


def test_exercise_task_is_shown_escaped():
    t = Table(start(), exercise=Exercise("<b>find</b> it", lambda *a: True), title="<i>T</i>")
    header = t.widget.children[0].value
    assert "&lt;b&gt;find&lt;/b&gt; it" in header and "&lt;i&gt;T&lt;/i&gt;" in header
    assert "<b>find" not in header and "<i>" not in header


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
    assert table.board.status_kind == "error" and rule in table.board.status


def test_play_returns_the_new_state(table):
    s = table.play("jump autumn e5 g5")
    assert s is table.state and s.at("g5") == "autumn"


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
        {"kind": "click", "target": "zz9", "view": "v", "nonce": 10**6},
        {"kind": "click", "target": "out:a1", "view": "v", "nonce": 10**6},
        {"kind": "click", "target": "", "view": "v", "nonce": 10**6},
        {"kind": "click", "target": "g5" * 200, "view": "v", "nonce": 10**6},
        {"kind": "click", "target": "<img src=x onerror=alert(1)>", "view": "v", "nonce": 10**6},
    ],
)
def test_malformed_message_changes_nothing(table, content):
    send(table, click_msg("e5", view="v", nonce=1))
    before = snapshot(table)
    send(table, content)  # must not raise
    assert snapshot(table) == before
    assert table.board.status_kind == "error" and table.board.status.startswith("Click ignored:")
    send(table, click_msg("g5", view="v", nonce=2))  # the selection survived the bad message
    assert table.state.at("g5") == "autumn"


def test_stale_nonce_changes_nothing(table):
    send(table, click_msg("e5", view="v", nonce=5))
    before = snapshot(table)
    send(table, click_msg("g5", view="v", nonce=5))
    send(table, click_msg("g5", view="v", nonce=4))
    assert snapshot(table) == before
    assert "already handled" in table.board.status


def test_failing_click_handler_is_shown_not_raised(table, monkeypatch):
    def boom(_self):
        raise RuntimeError("renderer broke")

    monkeypatch.setattr(type(table.state.view(None)), "render", lambda self, **kw: boom(self))
    send(table, click_msg("e5"))  # must not raise
    assert table.board.status_kind == "error" and "renderer broke" in table.board.status


# ---- display ------------------------------------------------------------------------------------


def test_display_bundle(table):
    data = table._repr_mimebundle_()
    assert {"text/plain", "image/svg+xml", "application/vnd.jupyter.widget-view+json"} <= set(data)
    assert data["application/vnd.jupyter.widget-view+json"]["model_id"] == table.widget.model_id
    assert data["image/svg+xml"].startswith("<svg") and data["image/svg+xml"] == table.board.markup
    text = data["text/plain"]
    assert text == repr(table)
    assert text == f"<Table Seasons of Arcadia: step 0 — {start().prompt}>"
    assert not re.search(r"0x[0-9a-fA-F]+", text)
    assert Table(start())._repr_mimebundle_()["text/plain"] == text  # deterministic


# ---- hostile player names ------------------------------------------------------------------------


def _assert_only_escaped(markup: str) -> None:
    low = markup.lower()
    assert "<img" not in low and "<script" not in low
    for name in HOSTILE:
        assert name not in markup


def test_hostile_names_are_escaped_in_svg_and_log():
    s = arcadia.from_position(POSITION, players=2, names=HOSTILE)
    t = Table(s, bot_plays=(1,))
    t.play("jump autumn e5 g5")
    t.play("place spring c3")
    t.play("place spring c4")  # the bot answers: the log names both players
    svg, log_html = t.board.markup, t.log.value
    _assert_only_escaped(svg)
    _assert_only_escaped(log_html)
    # long names are shortened in the picture's side panel, escaped either way
    assert html.escape(HOSTILE[0]) in svg and html.escape(HOSTILE[1][:18]) in svg
    assert html.escape(HOSTILE[0]) in log_html and html.escape(HOSTILE[1]) in log_html
    assert t._repr_mimebundle_()["image/svg+xml"] == svg
    # the names reach ipywidgets' pickers as option labels (shown as text by the browser)
    assert [label for label, _ in t.autoplay.options] == list(HOSTILE)
