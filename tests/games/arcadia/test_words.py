"""Seasons of Arcadia in plain words: what a person reads on the picture, the buttons and the prompt.

Every clickable target says what it is (never just its target id), a choice button says what
the action does (never its notation or a target id), the prompt mentions a turn limit only when
one was set, verbs agree with the side names ("Equinoxes win", "Sam wins"), and the lines that
end a game are whole sentences.
"""

from __future__ import annotations

import re

import pytest

from seasons_nb.core import RandomBot, next_targets
from seasons_nb.games import arcadia
from seasons_nb.games.arcadia import render
from seasons_nb.games.arcadia.teach import FAR_AUTUMN, SCENARIOS, board, scenario

_TARGET = re.compile(r'<g class="snb-target[^"]*" data-target="([^"]*)" data-label="([^"]*)"')
_SPACE = r"[a-i][1-9]"
_LABEL = re.compile(rf"^(empty space {_SPACE}( \(the centre\))?"
                    rf"|(Spring|Summer|Autumn|Winter) lord on {_SPACE}( \(has acted this turn\))?"
                    rf"|off the board, past {_SPACE})$")


def labels(svg: str) -> dict[str, str]:
    return dict(_TARGET.findall(svg))


def pictures(state):
    """The picture of ``state`` with no click yet, and after each first click (its next targets lit)."""
    legal = state.legal_actions()
    yield state.render(highlight=next_targets(legal, []))
    for first in sorted({a.clicks[0] for a in legal}):
        yield state.render(highlight=next_targets(legal, [first]), selected=[first])


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_every_target_has_plain_words(name):
    s = scenario(name)
    for svg in pictures(s):
        found = labels(svg)
        assert len(found) >= len(arcadia.components.SPACES)
        for target, label in found.items():
            assert label != target and "out:" not in label, label
            assert _LABEL.match(label), label


def test_target_words_say_what_is_there():
    s = scenario("once")   # d5 was placed this turn
    words = labels(s.render())
    assert words["e5"] == "Autumn lord on e5"
    assert words["d5"] == "Autumn lord on d5 (has acted this turn)"
    assert words["a1"] == "empty space a1"
    assert labels(arcadia.new_game().render())["e5"] == "empty space e5 (the centre)"
    edge = scenario("edge")
    legal = edge.legal_actions()
    lit = next_targets(legal, ["b2"])
    assert "out:a1" in lit
    assert labels(edge.render(highlight=lit, selected=["b2"]))["out:a1"] == "off the board, past a1"


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_choice_buttons_read_as_words(name):
    s = scenario(name)
    legal = s.legal_actions()
    shown = {}
    for a in legal:
        label = s.action_label(a)
        assert label != str(a) and "out:" not in label and label == label.strip()
        assert re.match(r"^(place an? \w+ lord on |move the \w+ lord from |jump the \w+ lord from )", label), label
        assert a.season.title() in label
        if a.out is not None:
            assert f"out past {a.out}, back in on {a.enter}" in label
        shown.setdefault(label, a)
    assert len(shown) == len(legal), "two actions read the same"


def test_choice_button_examples():
    label = arcadia.State.action_label
    s = scenario("hopping")
    read = arcadia.parse_action
    assert label(s, read("place spring e4")) == "place a Spring lord on e4"
    assert label(s, read("place autumn e4")) == "place an Autumn lord on e4"
    assert label(s, read("move winter d4 e4")) == "move the Winter lord from d4 to e4"
    assert label(s, read("jump autumn f7 f5")) == "jump the Autumn lord from f7 to f5"
    assert label(s, read("jump autumn f7 f5 d5 b3")) == "jump the Autumn lord from f7 to f5, then to d5, then to b3"
    assert label(s, read("jump autumn b2 out a1 e5")) == "jump the Autumn lord from b2 out past a1, back in on e5"
    assert (label(s, read("jump autumn e4 c2 out b1 i9"))
            == "jump the Autumn lord from e4 to c2, then out past b1, back in on i9")
    assert render.action_label(s, read("place autumn e5")) == "place an Autumn lord on e5"


def test_the_table_says_what_was_selected_in_words():
    from seasons_nb.widgets import Table

    t = Table(scenario("edge"))
    t.click("b2")
    assert "Selected: Autumn lord on b2" in t.status
    t.click("out:a1")
    assert "Selected: Autumn lord on b2 → off the board, past a1" in t.status
    u = Table(arcadia.new_game())
    u.click("e5")
    assert "Selected: empty space e5 (the centre)" in u.status


def test_no_turn_limit_is_mentioned_unless_one_was_set():
    s, bot = arcadia.new_game(players=2, seed=3), RandomBot(3)
    for _ in range(40):
        for text in (s.prompt, s.render(), " ".join(s.log)):
            assert not re.search(r"draw|limit|turn \d+ of", text, re.I), text
        s = s.apply(bot.choose(s))
    limited = arcadia.new_game(players=2, turn_limit=200)
    panel = " ".join(re.findall(r">([^<>]+)</text>", limited.render()))
    assert "Turn 1 of 200, a limit set for this game: a draw if nobody" in panel
    assert "200" not in limited.prompt   # the prompt says whose turn it is; the panel has the limit


def test_verbs_agree_with_the_side_names():
    s = arcadia.from_position(board(autumn=f"e2 {FAR_AUTUMN}", winter="e5"))
    t = s.apply("place autumn e4")
    assert t.log[-2] == "Equinoxes place an Autumn lord on e4."
    assert t.log[-1] == "All 12 Autumn lords are on the board: Equinoxes win!"
    assert t.prompt == "Game over: Equinoxes win with all 12 Autumn lords on the board."
    assert "Equinoxes — win!" in t.render()
    assert str(s.explain("place summer e4")) == "Equinoxes play Spring and Autumn, not Summer."
    named = arcadia.from_position(board(autumn=f"e2 {FAR_AUTUMN}", winter="e5"), names=["Sam", "Ada"])
    u = named.apply("place autumn e4")
    assert u.log[-2] == "Sam places an Autumn lord on e4."
    assert u.log[-1] == "All 12 Autumn lords are on the board: Sam wins!"
    assert u.prompt == "Game over: Sam wins with all 12 Autumn lords on the board."
    assert str(named.explain("place summer e4")) == "Sam plays Spring and Autumn, not Summer."


@pytest.mark.parametrize("players", [2, 3, 4])
def test_log_and_game_over_lines_are_sentences(players):
    s, bot = arcadia.new_game(players=players, seed=players, turn_limit=4), RandomBot(players)
    while not s.is_over:
        s = s.apply(bot.choose(s))
    for line in s.log:
        assert line[:1].isupper() and line[-1] in ".!", line
        assert not re.search(r"\b(Equinoxes|Solstices) (wins|places|plays)\b", line), line
    assert s.prompt == "Game over: a draw, since nobody had won by the end of turn 4, the last turn allowed."
    won = arcadia.from_position(board(winter=f"e6 {FAR_AUTUMN}", spring="d4"), to_move=1).apply("place winter e5")
    assert won.prompt == "Game over: Solstices win with all 12 Winter lords on the board."
    for prompt in (s.prompt, won.prompt):
        assert re.match(r"^Game over: [A-Za-z].* \w+ .*\.$", prompt)


# ---- the sentences the rules write (the rules themselves: test_rules.py) ------------------------

def test_the_prompt_says_who_plays_and_how_many_actions_are_left():
    assert arcadia.new_game(players=2).prompt.startswith("Equinoxes to play: 3 actions left")


def test_the_log_says_whose_turn_begins():
    s = arcadia.new_game(players=2).apply("place autumn e5").apply("place spring e4").apply("place autumn e6")
    assert s.log[-1] == "Turn 2: Solstices."


def test_the_log_says_what_a_move_and_a_jump_did():
    assert arcadia.from_position(board(autumn="e5", winter="e4")).apply("move autumn e5 e6").log[-1] == (
        "Autumn moves e5→e6.")
    assert arcadia.from_position(board(autumn="e2 e3", winter="i9")).apply("jump autumn e2 e4").log[-1] == (
        "Autumn jumps e2→e4.")
    t = arcadia.from_position(board(autumn="e1 e4", winter="e2 e6")).apply("jump autumn e1 e3 e5 e7")
    assert t.log[-1] == ("Autumn jumps e1→e3, replacing the Winter lord on e2, then e3→e5, then "
                         "e5→e7, replacing the Winter lord on e6.")


def test_the_prompt_and_log_say_who_won_and_why():
    t = arcadia.from_position(board(autumn=f"e2 {FAR_AUTUMN}", winter="e5")).apply("place autumn e4")
    assert t.prompt == "Game over: Equinoxes win with all 12 Autumn lords on the board."
    assert t.log[-1] == "All 12 Autumn lords are on the board: Equinoxes win!"
    u = arcadia.from_position(board(winter=f"{FAR_AUTUMN} e6", spring="d4"), to_move=1).apply("place winter e5")
    assert u.prompt == "Game over: Solstices win with all 12 Winter lords on the board."


def test_the_prompt_and_log_say_the_turn_limit_ended_in_a_draw():
    s = arcadia.from_position(board(autumn="e5", winter="e6"), turn_limit=2)
    for move in ("place autumn e4", "place spring d4", "place autumn d5", "place winter f6", "place summer f7",
                 "place winter f8"):
        s = s.apply(move)
    assert s.prompt == "Game over: a draw, since nobody had won by the end of turn 2, the last turn allowed."
    assert "draw" in s.log[-1]
