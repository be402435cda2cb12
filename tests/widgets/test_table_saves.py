"""Save, Load and Copy position on the Table, from code and through browser messages."""

from __future__ import annotations

import json

import pytest

from seasons_nb.games import from_code, groves
from seasons_nb.widgets import Exercise, Table, play
from seasons_nb.widgets.table import MAX_UPLOAD_CHARS

from .test_table import msg, send, snapshot


@pytest.fixture
def bot_game():
    table = play("groves", seed=2)
    for _ in range(6):
        table.bot_move()
    table.undo()
    return table


def sent(table, kind):
    """The messages of ``kind`` the widget sent to the browser."""
    return [m for m in table._sent if m.get("kind") == kind]


@pytest.fixture(autouse=True)
def record_sent(monkeypatch):
    from seasons_nb.widgets.table import TableWidget

    def capture(self, content, buffers=None):
        owner = getattr(self, "_owner_log", None)
        if owner is not None:
            owner.append(content)

    monkeypatch.setattr(TableWidget, "send", capture)


def watch(table):
    table._sent = []
    table.widget._owner_log = table._sent
    return table


def test_save_then_load_gives_every_step_back(bot_game, tmp_path):
    path = bot_game.save(tmp_path / "game.txt")
    assert path.read_text().startswith("# Seasons game record (format 1)\nGame: groves\n")
    back = Table.load(path, bot_plays=(1,))
    assert back.match.step == bot_game.match.step and len(back.match) == len(bot_game.match)
    assert [s.to_json() for s in back.match.states] == [s.to_json() for s in bot_game.match.states]
    back.redo()
    assert back.state == bot_game.match.states[bot_game.match.step + 1]


def test_load_refuses_a_bad_file_naming_the_field(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text(play("groves", seed=1).save_text().replace("(format 1)", "(format 99)"))
    with pytest.raises(ValueError, match="field 'version'"):
        Table.load(path)
    path.write_bytes(b"\xff\xfe")
    with pytest.raises(ValueError, match="not a text file"):
        Table.load(path)


def test_a_position_saved_before_records_still_loads(tmp_path):
    state = groves.new_game(players=2, seed=6).apply("start yellow")
    path = tmp_path / "old.json"
    path.write_text(state.to_json())
    assert Table.load(path).state == state


def test_the_save_button_sends_a_file_and_says_so(bot_game):
    watch(bot_game)
    send(bot_game, msg("control", name="save"))
    (file,) = sent(bot_game, "file")
    assert file["name"] == f"groves-step-{bot_game.match.step}.txt" and file["for"] == "view-1"
    assert "Saved step" in bot_game.status and bot_game.status_kind == "success"
    assert bot_game.load_text(file["text"]).to_json() == bot_game.state.to_json()


def test_the_load_message_replaces_the_match_and_undo_still_works(bot_game):
    other = play("groves", seed=9)
    other.bot_move(), other.bot_move()
    send(bot_game, msg("load", text=other.save_text()))
    steps = other.match.step
    assert bot_game.status.startswith(f"Loaded: step {steps} of {steps}") and bot_game.state == other.state
    bot_game.undo()
    assert bot_game.match.step < steps


@pytest.mark.parametrize("text, words", [
    ("hello", "not a saved game"),
    ('{"game": "arcadia"}', "not groves"),
    ("snb1.groves.abc.00000000", "typo"),
    ("# Seasons game record (format 1)\nGame: groves\nOrigin: {\"players\": 2, \"seed\": 1}\n\n1. jump\n", "line 5"),
])
def test_a_bad_load_is_answered_in_the_status_and_changes_nothing(bot_game, text, words):
    before = snapshot(bot_game)
    send(bot_game, msg("load", text=text))
    assert bot_game.status.startswith("Not loaded:") and words in bot_game.status, bot_game.status
    assert bot_game.status_kind == "error" and snapshot(bot_game) == before


def test_a_load_too_long_or_not_text_is_refused_by_the_inbox(bot_game):
    before = snapshot(bot_game)
    send(bot_game, msg("load", text="x" * (MAX_UPLOAD_CHARS + 1)))
    assert "Message ignored" in bot_game.status and snapshot(bot_game) == before
    send(bot_game, msg("load", text=["not", "text"]))
    assert "Message ignored" in bot_game.status and snapshot(bot_game) == before


def test_copy_in_the_teachers_view_is_the_whole_match(bot_game):
    watch(bot_game)
    bot_game.set_viewer(None)
    send(bot_game, msg("control", name="copy"))
    (code,) = sent(bot_game, "code")
    back = from_code(code["text"])
    assert back.states == bot_game.match.states and "the whole match" in bot_game.status


def test_copy_in_a_seats_view_holds_only_what_that_seat_sees(bot_game):
    watch(bot_game)
    assert bot_game.viewer == 0  # a bot game with hidden cards opens in the learner's seat
    send(bot_game, msg("control", name="copy"))
    (code,) = sent(bot_game, "code")
    back = from_code(code["text"])
    assert back.sampled_from == 0 and len(back) == 1
    seen, shown = json.loads(back.state.view(0).to_json()), json.loads(bot_game.state.view(0).to_json())
    kept = seen.pop("log")
    assert kept == shown.pop("log")[-len(kept):] and seen == shown
    assert back.state.rng != bot_game.state.rng
    table = Table.from_code(code["text"])
    assert table.viewer == 0 and "made up" in table.status


def test_an_exercise_keeps_its_position():
    state = groves.new_game(players=2, seed=1)
    table = Table(state, exercise=Exercise("any move", lambda before, action, after: True))
    before = snapshot(table)
    table.load_text(play("groves", seed=3).save_text())
    assert "exercise keeps its own position" in table.status and snapshot(table) == before


def test_a_title_set_after_the_table_is_made_is_shown():
    table = play("groves", seed=1)
    table.title = "Round one <b>"
    assert table.widget.ui["title"] == "Round one <b>"
    table.title = "Round two"
    assert table.widget.ui["title"] == "Round two" and table.title == "Round two"
