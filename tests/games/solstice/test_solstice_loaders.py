"""Solstice loaders: ``from_dict``/``from_json`` (saves) and ``from_position`` refuse every bad field with a
ValueError that names it, and never load a position the rules cannot reach."""

from __future__ import annotations

import copy
from functools import partial

import pytest

from seasons_nb.games import solstice as S
from seasons_nb.games.solstice.components import CARD_INDEX as CARD
from seasons_nb.games.solstice.teach import face_off, position, rigged

from .. import loader_checks
from .helpers import play

State = S.State


def decisions() -> dict:
    """A position for every kind of open decision (and the setup and the end)."""
    out = {"setup": S.new_game(4, seed=2, date="2024-06-01").apply("choose blaze")}
    out["roll"] = position(3, equipped=[["w5"], [], []], kept=[["t1"], ["a2"], []])
    out["attack"] = play(rigged(face_off(equipped=[["w1"], ["a6"]]), 3), "roll")
    out["defend"] = play(out["attack"], "attack p2")
    out["answer"] = play(rigged(out["defend"], 1, 6), "defend")
    out["steal"] = play(rigged(out["defend"], 6, 1), "defend")
    out["equip"] = play(out["steal"], "steal a6")
    out["flip"] = play(out["equip"], "keep a6")
    out["discard"] = play(rigged(position(spaces=[4, 17], kept=[["t1", "t2"], []]), 2), "roll")
    out["over"] = play(rigged(position(spaces=[29, 17], pieces="SSSSSSSW"), 2), "roll", "flip piece 8")
    out["drawn"] = play(rigged(S.new_game(2, seed=1, turn_limit=1, date="2024-06-01"), 1),
                      "choose blaze", "choose glacier", "roll", "flip piece 1")
    return out


STATES = decisions()


def save(kind="roll", **changes) -> dict:
    data = copy.deepcopy(STATES[kind].to_dict())
    data.update(changes)
    return data


refused = partial(loader_checks.refused_save, S)
refused_position = partial(loader_checks.refused_position, S)


@pytest.mark.parametrize("kind", sorted(STATES))
def test_every_decision_round_trips(kind):
    s = STATES[kind]
    t = S.from_json(s.to_json())
    assert t == s and t.to_json() == s.to_json() and t.legal_actions() == s.legal_actions()
    S.invariants(t)
    assert (s.pending.kind if s.pending else s.phase) == {"drawn": "over"}.get(kind, kind)


def test_the_draw_by_turn_limit_loads():
    s = STATES["drawn"]
    assert s.is_over and s.winners == [] and s.turn == s.turn_limit == 1


# ---- saves ---------------------------------------------------------------------------------------------

def test_loader_refuses_keys_and_game():
    data = save()
    del data["dice"]
    refused(data, "save")
    refused(save(extra=1), "save")
    refused(save(game="groves"), "game")
    with pytest.raises(ValueError):
        S.from_json("[1, 2]")


def test_loader_refuses_names_mode_date_and_limit():
    refused(save(names=["A"]), "names")
    refused(save(names=["A", "A", "B"]), "names")
    refused(save(mode="solo"), "mode")
    refused(save(mode="team"), "mode")                              # three players
    refused(save(date="21/06/2024"), "date")
    refused(save(date="2024-02-30"), "date")
    refused(save(date=20240621), "date")
    refused(save(turn_limit=0), "turn_limit")
    refused(save(turn_limit=1, turn=2), "turn")


def test_loader_refuses_phase_turn_and_seat():
    refused(save(phase="playing"), "phase")
    refused(save(turn=0), "turn")
    refused(save("setup", turn=1), "turn")
    refused(save(seat=3), "seat")
    refused(save("setup", seat=0), "seat")                          # p2 is the one choosing
    refused(save("over", pending=["roll"]), "pending")
    refused(save("roll", pending=None), "pending")


def test_loader_refuses_bad_players():
    data = save()
    data["players"] = data["players"][:2]
    refused(data, "players")
    for key, value, field in (("character", "glacier", "players[0].character"),
                              ("character", "bob", "players[0].character"),
                              ("space", 33, "players[0].space"), ("space", 0, "players[0].space"),
                              ("lapped", 1, "players[0].lapped"), ("skip", "no", "players[0].skip"),
                              ("equipped", ["a1", None, None], "players[0].equipped[0]"),
                              ("equipped", [None, None], "players[0].equipped"),
                              ("kept", ["zz"], "players[0].kept[0]")):
        data = save()
        data["players"][0][key] = value
        refused(data, field)
    data = save()
    data["players"][2]["character"] = "blaze"
    refused(data, "players")                                        # two players chose the Blaze Captain
    data = save()
    data["players"][0]["extra"] = 1
    refused(data, "players[0]")


def test_loader_refuses_cards_in_two_places_or_none():
    data = save()
    data["players"][1]["kept"].append("t1")                         # Aster keeps it too
    refused(data, "draw")
    data = save()
    data["draw"] = data["draw"][1:]                                 # a card lost
    refused(data, "draw")


def test_loader_refuses_item_seasons():
    data = save()
    data["item_seasons"]["w9"] = "summer"                           # nobody holds it
    refused(data, "item_seasons")
    data = save()
    del data["item_seasons"]["w5"]                                  # held without a season
    refused(data, "item_seasons")
    data = save()
    data["item_seasons"]["w5"] = "autumn"
    refused(data, "item_seasons.w5")
    refused(save(item_seasons=[]), "item_seasons")


def test_loader_refuses_pieces():
    refused(save(pieces=["summer"] * 7), "pieces")
    refused(save(pieces=["summer"] * 7 + ["spring"]), "pieces[7]")
    refused(save(pieces=["summer"] * 8), "pieces")                  # the game would be over
    refused(save("setup", pieces=["winter"] + ["summer"] * 3 + ["winter"] * 4), "pieces")


def test_loader_refuses_bad_pending():
    refused(save(pending=["dance"]), "pending")
    refused(save(pending=[]), "pending")
    refused(save(pending="roll"), "pending")
    refused(save("attack", pending=["attack", []]), "pending")
    refused(save("attack", pending=["attack", [0]]), "pending")
    refused(save("defend", pending=["defend", 1, 0]), "pending")
    refused(save("steal", pending=["steal", 0, 1, "end"]), "pending")
    refused(save("steal", pending=["steal", 0, 1, "later"]), "pending")
    refused(save("roll", pending=["steal", 0, 2, "space"]), "pending")      # not on the same space
    data = save("equip")
    data["pending"][2] = "t3"
    refused(data, "draw")                                            # the trinket is elsewhere too
    refused(save("discard", pending=["discard", 0, 0]), "pending")


def test_loader_refuses_a_fan_that_is_not_the_discarder_s_items():
    data = save("discard")
    data["fan"] = data["fan"][:1]
    refused(data, "fan")
    refused(save("roll", fan=["t1"]), "fan")


def test_loader_refuses_dice_log_and_rng():
    refused(save(dice=[7]), "dice[0]")
    refused(save(dice=[0]), "dice[0]")
    refused(save(dice="6"), "dice")
    refused(save(log="x"), "log")
    refused(save(log=[1]), "log[0]")
    refused(save(rng=-1), "rng")
    refused(save(rng=2 ** 64), "rng")


def test_loader_refuses_a_setup_that_has_moved():
    data = save("setup")
    data["players"][0]["lapped"] = True
    refused(data, "players")
    data = save("setup")
    data["players"][2]["character"] = "oakheart"                    # p2 has not chosen yet
    refused(data, "players")


def test_loader_refuses_an_end_without_a_reason():
    data = save("over", pieces=["summer"] * 7 + ["winter"])
    refused(data, "phase")


# ---- teaching positions ----------------------------------------------------------------------------------

def test_from_position_refuses_each_bad_argument():
    refused_position("players", players=9)
    refused_position("mode", players=3, mode="team")
    refused_position("characters[1]", characters=["blaze", "oakheart"])
    refused_position("characters", characters=["blaze"])
    refused_position("spaces[0]", spaces=[0, 5])
    refused_position("lapped[1]", lapped=[True, "yes"])
    refused_position("skip", skip=[True, False])
    refused_position("equipped[0]", equipped=[["t1"], []])
    refused_position("equipped[0]", equipped=[["w1", "w2"], []])
    refused_position("kept", kept=[["t1"], ["t1"]])
    refused_position("kept[0]", kept=[["nothing"], []])
    refused_position("seasons", seasons={"w1": "summer"})
    refused_position("seasons.w1", equipped=[["w1"], []], seasons={"w1": "spring"})
    refused_position("pieces", pieces="SSSSSSSS")
    refused_position("pieces", pieces="SSSS")
    refused_position("pieces[0]", pieces=["autumn"] * 8)
    refused_position("top", top=["w1"], draw=["w2"])
    refused_position("top", top=["t1"], kept=[["t1"], []])
    refused_position("draw", draw=["t1"], discard=["t1"])
    refused_position("turn", turn=5, turn_limit=4)
    refused_position("to_move", to_move=2)
    refused_position("dice[0]", dice=[9])
    refused_position("date", date="tomorrow")
    refused_position("seed", seed="x")


def test_from_position_defaults():
    s = S.from_position(4)
    assert s.pos == (0, 16, 0, 16) and s.current_player == 0 and s.pending.kind == "roll"
    assert [s.character(i).id for i in range(4)] == ["blaze", "frostfang", "oakheart", "glacier"]
    assert not any(s.lapped) and len(s.draw) == 48 and s.turn == 1
    t = S.from_position(2, top=["t3", "w1"])                        # t3 is drawn first
    assert t.draw[-2:] == (CARD["w1"], CARD["t3"]) and len(t.draw) == 48
    t = S.from_position(2, draw=["t3"], discard=["w1"])             # the rest lies under w1, face up
    assert t.draw == (CARD["t3"],) and t.discard[-1] == CARD["w1"] and len(t.discard) == 47


@pytest.mark.parametrize("field, value", [
    ("players", "2"), ("players", 2.0), ("players", True), ("names", 5), ("names", ["A", "A"]), ("seed", "x"),
    ("mode", None), ("characters", "blaze"), ("characters", ["blaze", None]), ("spaces", "ab"), ("spaces", [1]),
    ("spaces", 5), ("lapped", None), ("lapped", "yes"), ("lapped", [True]), ("skip", 5), ("skip", [None, False]),
    ("equipped", "w1"), ("equipped", [["w1"]]), ("equipped", [None, []]), ("equipped", [[5], []]),
    ("kept", "t1"), ("kept", [None, []]), ("kept", [[{}], []]), ("seasons", [("w1", "summer")]),
    ("seasons", {5: "summer"}), ("pieces", 123), ("pieces", "SSSSWWWX"), ("pieces", ["summer"] * 7 + [5]),
    ("pieces", b"SSSSWWWW"), ("top", 5), ("top", [None]), ("draw", 5), ("draw", [None]), ("discard", None),
    ("discard", 5), ("to_move", True), ("to_move", "0"), ("to_move", -1), ("turn", "1"), ("turn", 0),
    ("turn_limit", -1), ("turn_limit", "x"), ("short_game", 0), ("short_game", True), ("dice", 5), ("dice", [7]),
    ("dice", [True]), ("dice", [1.0]), ("date", 5), ("date", "2024-13-01"),
])
def test_from_position_checks_every_argument_like_a_save(field, value):
    """Any malformed argument is a ValueError naming it (never another error), as a bad save is."""
    error = refused_position(field, **{field: value})
    assert not isinstance(error, (TypeError, KeyError, IndexError))


def test_a_teaching_position_is_what_its_save_loads_back_as():
    s = S.from_position(3, names=["Ann", "Bo", "Cy"], mode="free-for-all", characters=["sunspear", "glacier", "blaze"],
                        spaces=[4, 20, 30], lapped=[True, False, True], skip=[False, True, False],
                        equipped=[["w5", "a1"], ["b7"], []], kept=[["t1", "w6"], [], ["t9"]],
                        seasons={"w5": "winter", "w6": "winter"}, pieces="SWSWSWSW", top=["a2", "t3"],
                        discard=["b1"], to_move=2, turn=9, short_game=30, dice=[6, 1], date="2026-12-01")
    S.invariants(s)
    assert S.State.from_dict(s.to_dict()) == s and S.from_json(s.to_json()) == s
    assert (s.seat, s.turn, s.short_game, s.skip, s.lapped) == (2, 9, 30, (False, True, False), (True, False, True))
    assert s.player(0).equipped == (("w5", "winter"), ("a1", "summer")) and s.season_of("w6") == "winter"
    assert s.draw[-2:] == (CARD["t3"], CARD["a2"]) and s.discard == (CARD["b1"],) and s.dice == (6, 1)
