"""Seasons of Arcadia loaders: ``from_dict``/``from_json`` (saves) and ``from_position`` refuse every
bad field with a ValueError that names it, and never load a position the rules cannot reach.
"""

from __future__ import annotations

import copy
import json

import pytest

from seasons_nb.core import Rng
from seasons_nb.games import arcadia
from seasons_nb.games.arcadia.teach import FAR_AUTUMN, board

State = arcadia.State


def playing() -> State:
    """Equinoxes to move, one action taken (Autumn on e4)."""
    return arcadia.from_position(board(autumn="e5", winter="e6")).apply("place autumn e4")


def save(base: State | None = None, **changes) -> dict:
    data = copy.deepcopy((base or playing()).to_dict())
    data.update(changes)
    return data


def refused(data, field: str, *, position=False) -> ValueError:
    """``data`` (a save, or from_position keywords) is refused naming ``field``."""
    with pytest.raises(ValueError) as info:
        if position:
            arcadia.from_position(**data)
        else:
            State.from_dict(data)
    assert f"field '{field}" in str(info.value), str(info.value)
    if not position:
        with pytest.raises(ValueError):
            arcadia.from_json(json.dumps(data))
    return info.value


def test_a_good_save_round_trips():
    s = playing()
    t = arcadia.from_json(s.to_json())
    assert t == s and t.to_dict() == s.to_dict()
    arcadia.invariants(t)
    assert t.legal_actions() == s.legal_actions()


# ---- lords on the board ----------------------------------------------------------------------

def test_loader_refuses_13_lords_of_one_season():
    spaces = "e1 e2 e3 e4 e5 e6 e7 e8 e9 d1 d2 d3 d4"
    data = save(board=board(autumn=spaces), used=["e4"])
    assert "13 autumn lords" in str(refused(data, "board"))
    refused(dict(board=board(autumn=spaces)), "board", position=True)


def test_loader_refuses_a_season_not_in_this_player_count():
    data = save(names=["a", "b", "c"], counts=[0, 1, 0, 0], used=["e4"])
    data["board"] = {"e5": "spring", "e4": "summer"}
    assert "spring is not in a 3-player game" in str(refused(data, "board.e5"))
    refused(dict(board={"e5": "spring"}, players=3), "board.e5", position=True)


@pytest.mark.parametrize("bad", [{"z9": "autumn"}, {"e5": "fall"}, {"e5": "Autumn"}, {"e5": 2}, {"e5": None},
                                 {"e5": ["autumn"]}, [["e5", "autumn"]], "e5 autumn", None])
def test_loader_refuses_bad_board_data(bad):
    refused(save(board=bad), "board")


def test_loader_refuses_a_won_position_not_marked_over():
    won = arcadia.from_position(board(autumn=f"e2 {FAR_AUTUMN}", winter="e5")).apply("place autumn e4")
    data = save(won, over=False, winner=None)
    assert "already won" in str(refused(data, "board"))
    refused(dict(board=board(autumn=f"e2 e4 {FAR_AUTUMN}")), "board", position=True)


# ---- seats, names and player counts -------------------------------------------------------------

@pytest.mark.parametrize("seat", [2, -1, 7, "0", 0.0, True, None])
def test_loader_refuses_a_seat_out_of_range(seat):
    refused(save(seat=seat), "seat")


@pytest.mark.parametrize("to_move", [2, -1, "1", None])
def test_from_position_refuses_a_seat_out_of_range(to_move):
    refused(dict(board=board(autumn="e5"), to_move=to_move), "to_move", position=True)


@pytest.mark.parametrize("names", ["ab", ["a"], ["a", "b", "c", "d", "e"], [1, 2], ["a", None], ["a", "a"],
                                   ["", "b"], {"a": 1, "b": 2}, None, ["x" * 200, "b"]])
def test_loader_refuses_names_of_the_wrong_type_or_count(names):
    refused(save(names=names), "names")


@pytest.mark.parametrize("names", ["ab", ["a"], [1, 2], ["a", "a"]])
def test_new_game_and_from_position_refuse_bad_names(names):
    with pytest.raises(ValueError, match="field 'names"):
        arcadia.new_game(players=2, names=names)
    refused(dict(board=board(autumn="e5"), names=names), "names", position=True)


def test_names_lose_control_characters():
    s = arcadia.new_game(players=2, names=["Ann\x00\x1b", "Bob\u202e"])
    assert s.names == ("Ann", "Bob")
    assert "\x00" not in s.render()


@pytest.mark.parametrize("players", [1, 5, 0, "2", 2.0, True, None])
def test_loader_refuses_a_bad_player_count(players):
    with pytest.raises(ValueError, match="field 'players'"):
        arcadia.new_game(players=players)
    refused(dict(board={}, players=players), "players", position=True)


# ---- whose turn, and the turn's bookkeeping -------------------------------------------------------

def test_loader_refuses_the_second_side_first_on_an_empty_board():
    fresh = arcadia.new_game(players=2)
    assert "first seat" in str(refused(save(fresh, seat=1), "seat"))
    refused(dict(board={}, to_move=1), "to_move", position=True)
    refused(save(fresh, actions_left=2, counts=[0, 0, 1, 0]), "actions_left")
    refused(save(fresh, turn=3), "turn")
    arcadia.invariants(arcadia.from_position({}))


@pytest.mark.parametrize("left", [-1, 0, 4, 99, "2", 2.5, None])
def test_loader_refuses_bad_actions_left(left):
    refused(save(actions_left=left), "actions_left")


@pytest.mark.parametrize("left", [-1, 0, 4])
def test_from_position_refuses_bad_actions_left(left):
    refused(dict(board=board(autumn="e5"), actions_left=left), "actions_left", position=True)


@pytest.mark.parametrize("counts", [[0, 0, -1, 0], [-1, 0, 3, 0], [0, 0, 2, -1], [0, 0, 1], [0, 0, 1, 0, 0],
                                    "0010", None, [0, 0, "1", 0], [0, 0, 1.0, 0]])
def test_loader_refuses_negative_or_malformed_counts(counts):
    refused(save(counts=counts), "counts")


def test_loader_refuses_negative_counts_that_would_allow_three_actions_with_one_season():
    # Spring -1 and Autumn 3 add up to the two actions taken; it would let Autumn act a third time
    refused(save(counts=[-1, 0, 3, 0], actions_left=1), "counts")
    refused(dict(board=board(autumn="e5"), acted={"autumn": 3, "spring": -1}), "acted", position=True)
    refused(dict(board=board(autumn="e5"), acted={"autumn": -1}), "acted", position=True)


def test_loader_refuses_a_quota_that_cannot_be_met():
    # two actions taken by Autumn would leave one for Spring; claiming zero left breaks the count,
    # and one left with no season acted cannot give both seasons an action
    refused(save(counts=[0, 0, 3, 0], actions_left=0), "actions_left")
    refused(dict(board=board(autumn="e5"), actions_left=1), "acted", position=True)
    refused(dict(board=board(autumn="e5"), actions_left=1, acted={"autumn": 1}), "acted", position=True)


def test_loader_refuses_counts_of_a_season_that_is_not_the_movers():
    refused(save(counts=[0, 1, 0, 0]), "counts")
    refused(dict(board=board(autumn="e5"), acted={"winter": 1}), "acted", position=True)
    refused(dict(board=board(autumn="e5"), acted={"fall": 1}), "acted", position=True)
    refused(dict(board=board(autumn="e5"), acted=[("autumn", 1)]), "acted", position=True)


@pytest.mark.parametrize("used", [["e6"], ["a1"], ["e4", "e5"], ["e4", "e4"], ["z9"], "e4", [4], None])
def test_loader_refuses_bad_used_lords(used):
    # e6 holds a Winter lord, a1 nobody; e4 and e5 are two lords but only one action was taken
    refused(save(used=used), "used")


def test_from_position_refuses_bad_used_lords():
    refused(dict(board=board(autumn="e5", winter="e6"), used=["e6"], acted={"autumn": 1}), "used", position=True)
    refused(dict(board=board(autumn="e5 e4"), used=["e5", "e4"], acted={"autumn": 1}), "used", position=True)
    refused(dict(board=board(autumn="e5"), used="e5", acted={"autumn": 1}), "used", position=True)
    s = arcadia.from_position(board(autumn="e5 e4"), used={"e5"}, acted={"autumn": 1})
    assert s.acted() == ("e5",)


@pytest.mark.parametrize("turn", [0, -3, "1", 1.0, None, 10 ** 12])
def test_loader_refuses_a_bad_turn(turn):
    refused(save(turn=turn), "turn")


@pytest.mark.parametrize("limit", [0, -1, "200", 2.0])
def test_loader_refuses_a_bad_turn_limit(limit):
    refused(save(turn_limit=limit), "turn_limit")


def test_loader_refuses_a_turn_limit_already_passed():
    refused(save(turn=5, turn_limit=3), "turn_limit")
    assert State.from_dict(save(turn=5, turn_limit=5)).turn_limit == 5
    assert State.from_dict(save(turn=5, turn_limit=None)).turn_limit is None


# ---- the end of the game -----------------------------------------------------------------------------

def _won() -> State:
    return arcadia.from_position(board(autumn=f"e2 {FAR_AUTUMN}", winter="e5")).apply("place autumn e4")


def _drawn() -> State:
    start = arcadia.from_position(board(autumn="e5", winter="e6"), turn_limit=1)
    return start.apply("place autumn e4").apply("place spring d4").apply("place autumn d5")


def test_finished_games_load():
    for s in (_won(), _drawn()):
        t = State.from_dict(save(s))
        assert t == s and t.is_over
        arcadia.invariants(t)


@pytest.mark.parametrize("changes, field", [
    (dict(over=False), "over"),                     # a winner, not over
    (dict(over=False, winner=None), "board"),       # 12 lords, not over
    (dict(winner=None), "over"),                    # over without a winner or a turn limit
    (dict(winner=1), "winner"),                     # the Solstices have no season of 12
    (dict(over="yes"), "over"),
    (dict(winner="Equinoxes"), "winner"),
    (dict(winner=2), "winner"),
])
def test_loader_refuses_inconsistent_game_over_flags(changes, field):
    refused(save(_won(), **changes), field)


def test_loader_refuses_a_winner_in_a_game_not_over():
    refused(save(winner=0), "over")


def test_loader_refuses_a_draw_before_the_turn_limit():
    refused(save(_drawn(), turn_limit=None), "over")
    refused(save(_drawn(), turn_limit=4), "over")
    refused(save(over=True, turn_limit=1), "over")


# ---- JSON types, the random generator and the log -------------------------------------------------

@pytest.mark.parametrize("rng", [-1, 1 << 64, "7", 7.0, None, True])
def test_loader_refuses_a_bad_rng(rng):
    refused(save(rng=rng), "rng")


@pytest.mark.parametrize("log", ["Turn 1.", [1], [None], {"0": "x"}, None])
def test_loader_refuses_a_bad_log(log):
    refused(save(log=log), "log")


def test_loader_refuses_missing_unknown_and_mistyped_keys():
    data = save()
    del data["counts"]
    refused(data, "save")
    refused(save(extra=1), "save")
    refused(save(game="groves"), "game")
    with pytest.raises(ValueError, match="field 'save'"):
        State.from_dict([1, 2])
    for text in ("", "[]", "null", "{", '{"game": "arcadia"}', "1e999", '"x"'):
        with pytest.raises(ValueError):
            arcadia.from_json(text)


def test_mutated_saves_are_refused_or_sound():
    """Random single-field mutations of real saves: a ValueError, or a state that plays on soundly."""
    junk = [None, True, -1, 0, 1, 2, 3, 5, 13, 1 << 70, 2.5, "", "e5", "autumn", [], {}, ["e5"], [0, 0, 0, 0],
            {"e5": "autumn"}, ["Equinoxes", "Solstices"], ["a", "b", "c"], [-1, 0, 3, 0]]
    rng = Rng(11)
    state = arcadia.new_game(players=2, seed=3)
    states = []
    for _ in range(60):
        if state.is_over:
            break
        a, rng = rng.choice(state.legal_actions())
        state = state.apply(a)
        states.append(state)
    loaded = 0
    for s in states[::3]:
        for key in arcadia.State.FIELDS:
            for value in junk:
                data = save(s, **{key: copy.deepcopy(value)})
                try:
                    t = State.from_dict(data)
                except ValueError as e:
                    assert "field '" in str(e)
                    continue
                loaded += 1
                arcadia.invariants(t)
                for a in t.legal_actions()[:3]:
                    arcadia.invariants(t.apply(a))
    assert loaded > 20
