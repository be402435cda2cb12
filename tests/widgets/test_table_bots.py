"""The Table's bot controls: the level buttons, Why?, the coach switch and its Show it, the search's
progress, and the exercise Hint that lights the area of an answer."""

from __future__ import annotations

from seasons_nb.core.search import SearchBot
from seasons_nb.games import arcadia
from seasons_nb.games.arcadia.teach import scenario
from seasons_nb.widgets import Table
from seasons_nb.widgets.table import HINT_PLACES, LEVEL_BUTTONS

from .test_table import capture_exercise, msg, send, snapshot, start, ui


def test_the_level_buttons_switch_the_bot_and_an_unknown_level_changes_nothing():
    table = Table(start())
    assert ui(table)["levels"] == [list(b) for b in LEVEL_BUTTONS] and ui(table)["level"] == "beginner"
    send(table, msg("level", name="club"))
    assert isinstance(table.bot, SearchBot) and table.bot.name == "club" and ui(table)["level"] == "club"
    assert "Club level" in table.status and table.status_kind == "info"
    before = snapshot(table)
    send(table, msg("level", name="expert"))
    assert table.status_kind == "error" and "no bot level named 'expert'" in table.status
    send(table, msg("level", name=3))
    assert table.status_kind == "error" and "'name' is missing or not valid" in table.status
    assert table.bot.name == "club" and ui(table)["level"] == "club" and snapshot(table) == before


def test_why_is_offered_once_the_bot_has_played_and_explains_its_move():
    table = Table(start(), bot="club")
    assert not ui(table)["controls"]["why"]
    send(table, msg("control", name="why"))
    assert table.status == "The bot has not played yet."
    send(table, msg("control", name="bot"))
    assert ui(table)["controls"]["why"] and table.match.step == 1
    send(table, msg("control", name="why"))
    assert table.status == table.why() and table.status.startswith("It compared ")
    assert table.match.step == 1  # asking plays nothing


def coached_position():
    """An Arcadia position where any Autumn placement wins at once: a move that does not win is clearly worse."""
    return scenario("eleven")


def not_winning(s):
    return next(a for a in s.legal_actions() if not s.apply(a).is_over)


def test_show_it_goes_back_and_lights_the_coachs_move_without_playing_it():
    s = coached_position()
    table = Table(s)
    send(table, msg("control", name="coach"))
    assert ui(table)["coach"] and table.coach and "Coach on" in table.status
    table.play(not_winning(s))
    assert "A stronger move was" in table.status and "Show it" in table.status
    assert ui(table)["controls"]["show"] and table.match.step == 1
    better = table.advice
    send(table, msg("control", name="show"))
    assert table.state == s and table.match.step == 0 and len(table.match) == 2  # yours stays in Redo
    assert table.targets == [better.clicks[0]] and s.view(0).action_label(better) in table.status
    assert not ui(table)["controls"]["show"]  # nothing more to show from here
    table.click(*better.clicks)
    label = s.view(0).action_label(better)
    if table.match.step == 0:
        table.choose(label)  # the clicks may leave a choice between moves
    assert table.match.step == 1 and table.match.last_action == better  # the learner played it
    assert set(table.targets) == set(table.state.click_options([])[0])  # the light is gone


def test_show_it_with_nothing_to_show_changes_nothing():
    table = Table(coached_position())
    before = snapshot(table)
    send(table, msg("control", name="show"))
    assert table.status_kind == "error" and "nothing to show" in table.status and snapshot(table) == before


def test_the_coach_switches_off_and_then_says_nothing():
    s = coached_position()
    table = Table(s, coach=True)
    send(table, msg("control", name="coach"))
    assert not table.coach and table.status == "Coach off."
    table.play(not_winning(s))
    assert "stronger" not in table.status and not ui(table)["controls"]["show"]


def test_a_search_shows_its_progress_while_it_thinks():
    table = Table(start(), bot="club")
    seen: list[tuple[float, str]] = []
    table.widget.observe(lambda change: seen.append((change.new, table.widget.status)), "thinking")
    send(table, msg("control", name="bot"))
    shares = [share for share, _ in seen]
    assert shares[0] == 0.0 and seen[0][1] == "The club bot is thinking…"
    assert shares[1:-1] == sorted(shares[1:-1]) and all(0 < s <= 1 for s in shares[1:-1]) and len(shares) >= 5
    assert shares[-1] == -1.0 and ui(table)["thinking"] == -1.0 and "The club bot played" in table.status


def test_the_hint_lights_the_answers_first_click_among_others_and_plays_nothing():
    s = arcadia.from_position({"e5": "autumn", "f5": "winter", "d4": "spring", "b2": "summer"}, players=2)
    table = Table(s, exercise=capture_exercise())
    send(table, msg("control", name="bot"))
    starts = {a.clicks[0] for a in s.legal_actions()}
    assert table.state == s and table.match.step == 0
    assert "e5" in table.targets and 1 < len(table.targets) <= min(HINT_PLACES, len(starts))
    assert set(table.targets) <= starts and f"one of the {len(table.targets)} places lit" in table.status
    assert "e5" not in table.status and "g5" not in table.status
    table.click("e5")
    assert "g5" in table.targets and len(table.targets) > 1  # past the first click, every move is lit
