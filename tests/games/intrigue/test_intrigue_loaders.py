"""Seasons of Intrigue loaders: ``from_dict``/``from_json`` (saves) and ``from_position`` refuse every bad field
with a ValueError naming it; a save of every phase reads back as the same position."""

from __future__ import annotations

import copy
import json
from functools import partial

import pytest

from seasons_nb.games import intrigue as I

from .. import loader_checks
from .helpers import acting, play, pos, settle
from .test_intrigue_rules import attack, cleanup, winter

State = I.State


def phases() -> dict:
    out = {"draft": I.new_game(3, seed=4)}
    out["draft2"] = play(out["draft"], f"draft {I.components.WORKERS[out['draft'].packs[out['draft'].seat][0]].id}")
    out["plan"] = pos(workers=[["b1", "b2", "b3", "b4"], ["h1", "h2", "h3", "h4"]])
    out["plan2"] = play(out["plan"], "plan b2")
    out["act"] = acting(hands=[["x1", "c1"], []], units={"e1": [1, 0]}, goods={"e1": 2})
    out["act_steps"] = play(out["act"], "intrigue x1", "act combat", "deploy e5")
    out["battle"] = attack(3, hands=[["c1"], ["c3"], ["c7"]])
    out["battle2"] = play(out["battle"], "support p1 c1")
    out["home"] = cleanup(winter(units={"e1": [3, 0]}, gold=[2, 5]))
    out["keep"] = settle(cleanup(winter(units={"e1": [2, 0]}, gold=[5, 5])), lambda x: x.step == "keep")
    out["hand"] = settle(cleanup(winter(hands=[["c1", "c2", "c3", "c4"], []])), lambda x: x.phase == "hand")
    out["over"] = settle(cleanup(winter(years=1)))
    out["drawn"] = settle(cleanup(winter(turn_limit=1)))
    return out


STATES = phases()


def save(kind="act", **changes) -> dict:
    data = json.loads(STATES[kind].to_json())
    data.update(changes)
    return data


def player(kind="act", seat=0, **changes) -> dict:
    data = save(kind)
    data["players"][seat].update(changes)
    return data


refused = partial(loader_checks.refused_save, I)
refused_position = partial(loader_checks.refused_position, I)


@pytest.mark.parametrize("kind", sorted(STATES))
def test_every_phase_round_trips(kind):
    s = STATES[kind]
    t = I.from_json(s.to_json())
    assert t == s and t.to_json() == s.to_json() and t.legal_actions() == s.legal_actions()
    assert t.prompt == s.prompt and t.log == s.log and t.rng.state == s.rng.state
    I.invariants(t)
    expected = {"draft": "draft", "draft2": "draft", "plan": "plan", "plan2": "plan", "act": "act", "act_steps": "act",
                "battle": "battle", "battle2": "battle", "home": "home", "keep": "home", "hand": "hand",
                "over": "over", "drawn": "over"}[kind]
    assert s.phase == expected
    # the same future: a move played on both gives equal positions
    if not s.is_over:
        a = s.legal_actions()[0]
        assert s.apply(a) == t.apply(a)


def test_from_dict_reads_to_dict_in_the_act_phase():
    s = STATES["act"]
    assert State.from_dict(s.to_dict()) == s


def test_from_dict_reads_to_dict_outside_the_act_phase():
    for kind in ("draft", "plan2", "battle2", "home", "hand", "over"):
        s = STATES[kind]
        assert State.from_dict(copy.deepcopy(s.to_dict())) == s


def test_loader_refuses_keys_and_game():
    data = save()
    del data["rng"]
    refused(data, "save")
    refused(save(extra=1), "save")
    refused(save(game="altered"), "game")
    for text in ("[1, 2]", "{", "null", '"x"'):
        with pytest.raises(ValueError):
            I.from_json(text)
    with pytest.raises(ValueError):
        I.from_json(42)


def test_loader_refuses_top_level_fields():
    refused(save(names=["A"]), "names")
    refused(save(names=["A", "A"]), "names")
    refused(save(names=["A", "B", "C", "D", "E"]), "names")
    refused(save(years=0), "years")
    refused(save(years="2"), "years")
    refused(save(turn_limit=0), "turn_limit")
    refused(save(phase="dusk"), "phase")
    refused(save(year=0), "year")
    refused(save(year=1.0), "year")
    refused(save(season=4), "season")
    refused(save(season=-1), "season")
    refused(save(order=[0, 0]), "order")
    refused(save(order=[0]), "order")
    refused(save(order=[0, 2]), "order[1]")
    refused(save(seat=2), "seat")
    refused(save(step="later"), "step")
    refused(save(winner=0), "winner")                    # still in play
    refused(save(winner=3), "winner")
    refused(save(log="x"), "log")
    refused(save(rng=-1), "rng")
    refused(save(rng=2 ** 64), "rng")
    refused(save(hidden_tiles=["t1"]), "save")            # no such field: a save holds every tile


def test_loader_refuses_the_rows_decks_and_tracks():
    refused(save(quests=["q1", "q2"]), "quests")
    refused(save(quests=["q1", "q2", "zz"]), "quests[2]")
    refused(save(events=["v1", "v2", 3]), "events[2]")
    refused(save(event_deck=["v99"]), "event_deck[0]")
    refused(save(quest_deck="q1"), "quest_deck")
    refused(save(tokens=[6, 6, 6]), "tokens")
    refused(save(tokens=[6, 6, 6, 7]), "tokens")
    refused(save(tokens_left=[3, 3, 3, -1]), "tokens_left")
    refused(save(alliances=[0, 0, 0, 2]), "alliances")
    data = save()
    data["tiles"] = data["tiles"][:-1] + [data["tiles"][0]]
    refused(data, "tiles")
    data = save()
    data["tiles"][0] = "t99"
    refused(data, "tiles[0]")


def test_loader_refuses_cards_and_workers_in_two_places_or_none():
    data = save()
    data["players"][0]["hand"].append(data["card_deck"][0])           # in the deck and the hand
    refused(data, "card_deck")
    data = save()
    data["card_deck"] = data["card_deck"][1:]                           # a card lost
    refused(data, "card_deck")
    data = save()
    data["worker_deck"] = data["worker_deck"][1:]
    refused(data, "worker_deck")
    data = save()
    data["players"][1]["workers"].append(data["players"][0]["workers"][0])
    refused(data, "worker_deck")


@pytest.mark.parametrize("key,value,field", [
    ("gold", -1, "players[0].gold"), ("gold", "5", "players[0].gold"), ("gold", True, "players[0].gold"),
    ("hand", ["zz"], "players[0].hand[0]"), ("hand", "c1", "players[0].hand"),
    ("workers", ["b99"], "players[0].workers[0]"), ("pack", [1], "players[0].pack[0]"),
    ("planned", "q1", "players[0].planned"), ("planned", 3, "players[0].planned"),
    ("used", ["x1"], "players[0].used[0]"),
    ("influence", {"bloom": 7, "sun": 0, "harvest": 0, "frost": 0}, "players[0].influence"),
("influence", [0, 0, 0, 0], "players[0].influence"),
    ("vp", "quest:q1", "players[0].vp"), ("vp", [1], "players[0].vp[0]"),
    ("victories", [0], "players[0].victories"), ("victories", [1, 1], "players[0].victories"),
    ("defeats", [5], "players[0].defeats"), ("won", 0, "players[0].won"),
    ("upgrades", ["open"] * 4, "players[0].upgrades"), ("upgrades", ["shut"] * 5, "players[0].upgrades[0]"),
    ("garrison", [True] * 5, "players[0].garrison"), ("garrison", [1] * 6, "players[0].garrison[0]"),
    ("graveyard", 7, "players[0].graveyard"), ("personal", "q1", "players[0].personal"),
    ("paid", -1, "players[0].paid"), ("announced", 6, "players[0].announced"),
])
def test_loader_refuses_bad_player_fields(key, value, field):
    refused(player(**{key: value}), field)


def test_loader_refuses_a_player_with_keys_missing_or_extra():
    data = save()
    data["players"] = data["players"][:1]
    refused(data, "players")
    data = save()
    data["players"][0]["extra"] = 1
    refused(data, "players[0]")
    data = save()
    del data["players"][1]["paid"]
    refused(data, "players[1]")


def test_loader_refuses_bad_lands():
    data = save()
    data["lands"] = data["lands"][:15]
    refused(data, "lands")
    for key, value, field in (("tile", "t99", "lands[0].tile"), ("units", [1], "lands[0].units"),
                              ("units", [7, 0], "lands[0].units"), ("holder", 2, "lands[0].holder"),
                              ("goods", -1, "lands[0].goods"), ("building", 5, "lands[0].building")):
        data = save()
        data["lands"][0][key] = value
        refused(data, field)
    data = save()
    data["lands"][0]["extra"] = 0
    refused(data, "lands[0]")


def test_loader_refuses_an_act_or_battle_out_of_place():
    refused(save(act=None), "act")
    refused(save(act=["dance", 1, 0, False, [0, 0, 0]]), "act")
    refused(save(act=["", 1, 0, False, [0, 0]]), "act")
    refused(save("battle", battle=None), "battle")
    refused(save("battle", battle=[0, 0, 1, [0, 0, 0], [False] * 3]), "battle")
    refused(save("plan", act=["", 0, 0, False, [0, 0, 0]]), "act")
    refused(save("plan", battle=[0, 0, 1, [0, 0], [False, False], [0, 0]]), "battle")


def test_loader_refuses_a_position_with_nothing_to_decide():
    data = save("draft")
    seat = data["seat"]
    data["worker_deck"] += data["players"][seat]["pack"]
    data["players"][seat]["pack"] = []
    refused(data, f"players[{seat}].pack")
    # over the hand limit with no card and no gold
    data = save("hand")
    seat = data["seat"]
    data["card_deck"] += data["players"][seat]["hand"]
    data["players"][seat]["hand"], data["players"][seat]["gold"] = [], 0
    refused(data, "seat")


def test_loader_refuses_a_draft_out_of_turn():
    data = save("draft2")                    # the second seat in order is to pick: the first has picked
    first = data["order"][0]
    data["seat"] = first
    refused(data, f"players[{first}].pack")


# ---- from_position ---------------------------------------------------------------------------------

def test_from_position_refuses_bad_arguments():
    refused_position("players", players=5)
    refused_position("players", players=1)
    refused_position("season", season=4)
    refused_position("season", season="winter")
    refused_position("year", year=0)
    refused_position("order", order=["p1", "p1", "p2"])
    refused_position("order", order=["p1", "p3"])
    refused_position("workers", workers=[["b1"], ["b1"]])                   # a worker held twice
    refused_position("workers[0]", workers=[["zz"], ["b1"]])
    refused_position("workers", workers=[["b1"]])
    refused_position("workers", workers=[[], []])                           # nothing to plan
    refused_position("planned[1]", planned=["b1", "q1"])
    refused_position("workers", planned=["b1", "b1"])
    refused_position("gold[0]", gold=[-1, 5])
    refused_position("gold", gold=[5])
    refused_position("hands", hands=[["c1"], ["c1"]])
    refused_position("hands[1]", hands=[["c1"], ["b1"]])
    refused_position("players[0].influence", workers=[["b1"], ["h1"]], influence=[{"bloom": 99}, {}])
    refused_position("players[0].influence", workers=[["b1"], ["h1"]], influence=[{"fire": 1}, {}])
    refused_position("upgrades[0]", upgrades=[{"u9": "open"}, {}])
    refused_position("upgrades[0]", upgrades=[{"u1": "shut"}, {}])
    refused_position("units", units={"x1": [1, 0]})
    refused_position("units.e1", units={"e1": [1]})
    refused_position("units.e1", units={"e1": [7, 0]})
    refused_position("units", units={"e1": [4, 0], "e2": [3, 0]})           # more than 6 units
    refused_position("goods", goods={"zz": 1})
    refused_position("goods.e1", goods={"e1": -1})
    refused_position("buildings", buildings={"e1": 2})
    refused_position("events", events=["v1", "v2"])
    refused_position("events", events=["v1", "v2", "q1"])
    refused_position("quests", quests=["q1", "q2", "v1"])
    refused_position("seed", seed="x")
    refused_position("names", names=["A", "A"])


def test_from_position_builds_a_checked_teaching_position():
    s = I.from_position(2, seed=3, season=2, year=2, order=["p2", "p1"], planned=["b1", "h1"],
                        workers=[["b2"], ["h2"]], gold=[7, 8], hands=[["c1"], ["x1"]],
                        influence=[{"sun": 2}, {}], units={"e1": [2, 0], "i1": [0, 1]}, goods={"e1": 3},
                        buildings={"e1": 0}, events=["v1", "v2", "v12"], quests=["q1", "q2", "q3"],
                        upgrades=[{"u1": "revealed"}, {"u2": "closed"}])
    I.invariants(s)
    assert s.phase == "act" and s.seat == 1 and s.year == 2 and s.season == 2 and s.order == (1, 0)
    assert s.garrison[0] == (False, False, True, True, True, True) and s.revealed[0] and s.holder[12] == 1
    assert s.log == ("A teaching position: year 2, autumn.",) and I.from_json(s.to_json()) == s


@pytest.mark.parametrize("kw", [dict(influence=["bloom", {}]), dict(units={"e1": 5}), dict(gold=5),
                                dict(hands=[["c1"], None]), dict(units=[1])],
                         ids=["influence", "units.e1", "gold", "hands", "units"])
def test_from_position_refuses_wrong_types_naming_the_argument(kw):
    name = next(iter(kw))
    refused_position(name, workers=[["b1"], ["h1"]], **kw)


def test_loader_refuses_a_missing_planned_worker_in_the_act_phase():
    # Birch's placed worker is set to null: nothing else holds it, and Birch could never act
    data = save()
    assert data["players"][1]["planned"] is not None
    data["worker_deck"].append(data["players"][1]["planned"])
    data["players"][1]["planned"] = None
    refused(data, "players[1].planned")
    # the same once Aster has acted (her worker in 'used' and 'planned'): null would make her act again
    s = play(STATES["act"], "done")
    data = json.loads(s.to_json())
    data["players"][0]["planned"] = None
    refused(data, "players[0].planned")
    # in the plan phase a placed worker has not worked yet
    data = save("plan2")
    data["players"][0]["used"] = [data["players"][0]["planned"]]
    refused(data, "players[0].planned")


def test_loader_refuses_tablets_and_tokens_that_disagree():
    data = save()
    data["players"][0]["garrison"] = [True] * 6                          # Aster has a unit on e1
    refused(data, "players[0].garrison")
    refused(player(graveyard=1), "players[0].garrison")
    refused(player(victories=[1]), "players[0].defeats")                 # no defeat token for Birch
    refused(player(vp=["alliance:sun"]), "alliances")
    refused(save(alliances=[0, -1, -1, -1]), "alliances")
    refused(player(vp=["quest:q1"]), "quests")                          # q1 is still in the row
    refused(player(vp=["quest:q9", "quest:q9"]), "quests")
    refused(player(vp=["quest:q99"]), "players[0].vp[0]")
    refused(player(vp=["gold:5"]), "players[0].vp[0]")
    refused(player(announced=2), "players[0].announced")
    refused(player(announced=3), "players[0].announced")                 # without 3 VP tokens
    refused(save(tokens=[6, 6, 6, -1]), "tokens")                        # tokens are left
    refused(save(tokens=[1, 6, 6, 6]), "tokens")
    refused(save(tokens_left=[4, 3, 3, 3]), "tokens_left")
    refused(player(vp=["influence:sun"] * 3), "tokens_left")
    data = save()
    data["players"][1]["personal"] = data["players"][0]["personal"]
    refused(data, "personal")
    data = save()
    data["events"][1] = data["events"][0]
    refused(data, "events")
    refused(save(act=["trade", 1, 0, False, [0, 0, 0], False, 5]), "act")   # Aster holds no e6


def test_loader_reads_an_act_without_the_trade_land():
    data = save()
    data["act"] = data["act"][:6]
    assert I.State.from_dict(data) == STATES["act"]


def test_from_position_builds_a_later_year():
    s = I.from_position(3, year=3, season=2, order=["p1", "p2", "p3"], planned=["b1", "s1", "h1"],
                        workers=[["b2"], ["s2"], ["h2"]],
                        vp=[["quest:q4", "alliance:sun", "influence:frost"], ["influence:frost"], []],
                        alliances={"sun": "p1"}, tokens={"frost": 4, "bloom": 2}, announced=[3, 0, 0],
                        victories=[["p2"], [], ["p1"]], won=[True, False, False], graveyard=[1, 0, 2],
                        units={"e1": [2, 0, 0]}, personal=["p3", "p6", "p1"],
                        garrison=[[True, False, True, False, True, False], None, None])
    I.invariants(s)
    assert s.vp[0] == ("quest:q4", "alliance:sun", "influence:frost") and s.alliances == (-1, 0, -1, -1)
    assert s.tokens == (2, 6, 6, 4) and s.tokens_left == (3, 3, 3, 1)
    assert s.announced == (3, 0, 0) and s.won == (True, False, False)
    assert s.victories == ((1,), (), (0,)) and s.defeats == ((2,), (0,), ())
    assert s.graveyard == (1, 0, 2) and s.garrison[0] == (True, False, True, False, True, False)
    assert s.garrison[2] == (False, False, True, True, True, True)
    assert [I.components.PERSONAL[p].id for p in s.personal] == ["p3", "p6", "p1"]
    assert I.components.QUEST_INDEX["q4"] not in s.quest_deck + s.quests
    assert I.from_json(s.to_json()) == s and s.view(1).personal == s.personal


def test_from_position_refuses_bad_later_year_arguments():
    w = dict(workers=[["b1"], ["h1"]])
    refused_position("vp[0]", vp=[["quest:q99"], []], **w)
    refused_position("vp[0]", vp=[["gold"], []], **w)
    refused_position("vp", vp=[["quest:q5"], ["quest:q5"]], **w)
    refused_position("vp", vp=[["quest:q1"], []], quests=["q1", "q2", "q3"], **w)
    refused_position("vp", vp=[["influence:sun"] * 4, []], **w)
    refused_position("vp", vp=[[]], **w)
    refused_position("tokens.sun", tokens={"sun": 1}, **w)
    refused_position("tokens.sun", tokens={"sun": None}, **w)
    refused_position("tokens", tokens={"fire": 3}, **w)
    refused_position("tokens_left.sun", tokens_left={"sun": 4}, **w)
    refused_position("tokens_left.sun", tokens_left={"sun": 3}, vp=[["influence:sun"], []], **w)
    refused_position("alliances.sun", alliances={"sun": "p3"}, **w)
    refused_position("alliances.sun", alliances={"sun": "p1"}, **w)             # without the VP token
    refused_position("alliances.sun", vp=[["alliance:sun"], []], **w)           # without the alliance
    refused_position("announced[0]", announced=[3, 0], **w)
    refused_position("announced[1]", announced=[0, 2], vp=[[], ["quest:q4", "quest:q5"]], **w)
    refused_position("victories[0]", victories=[["p1"], []], **w)
    refused_position("victories[0]", victories=[["p9"], []], **w)
    refused_position("defeats[1]", victories=[["p2"], []], defeats=[[], []], **w)
    refused_position("won[0]", won=[1, 0], **w)
    refused_position("graveyard[0]", graveyard=[7, 0], **w)
    refused_position("graveyard", graveyard=[3, 0], units={"e1": [4, 0]}, **w)
    refused_position("garrison[0]", garrison=[[True] * 6, None], graveyard=[1, 0], **w)
    refused_position("garrison[0]", garrison=[[True] * 5, None], **w)
    refused_position("personal[0]", personal=["q1", "p2"], **w)
    refused_position("personal", personal=["p1", "p1"], **w)
    refused_position("personal", personal=["p1"], **w)


def test_loader_refuses_a_seat_the_rules_would_not_ask():
    data = save("plan2")                                     # Aster has placed: Birch is to place
    data["seat"] = 0
    refused(data, "seat")
    s = play(STATES["act"], "done")                            # Aster has acted: Birch acts
    data = json.loads(s.to_json())
    data["seat"] = 0
    refused(data, "seat")
    data = save("battle2")                                   # Aster has played her card; mark her passed
    data["battle"][4][data["seat"]] = True
    refused(data, "seat")
    data = save("home")
    data["seat"] = 1                                         # Birch has no unit on the map
    refused(data, "seat")


def test_loader_refuses_lands_and_decks_that_disagree():
    data = save()
    data["lands"][3]["holder"] = 0                           # nobody is on e4
    refused(data, "lands[3].holder")
    data = save()
    data["lands"][0]["holder"] = 1                           # Aster is alone on e1
    refused(data, "lands[0].holder")
    data = save("home")
    data["lands"][0]["units"] = [3, 1]                       # two sides after the combats
    data["players"][1]["garrison"][0] = False
    refused(data, "lands[0].units")
    data = save("battle")
    data["battle"][1] = data["battle"][2]                    # a player attacking itself
    refused(data, "battle")
    data = save()
    data["quest_deck"].append(data["quest_deck"][0])
    refused(data, "quest_deck")
    data = save()
    data["event_deck"][1] = data["event_deck"][0]
    refused(data, "event_deck")
