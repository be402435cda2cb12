"""Altered loaders: ``from_dict``/``from_json`` (saves) and ``from_position`` refuse every bad field with a
ValueError that names it, and never load a position the rules cannot reach."""

from __future__ import annotations

import copy
from functools import partial

import pytest

from seasons_nb.games import altered as A

from .. import loader_checks
from .helpers import CARD, TRACK, dusk, full, play, pos

State = A.State


def decisions() -> dict:
    """A position for every kind of open decision (and the ends)."""
    out = {"opening": A.new_game(seed=1)}
    out["opening2"] = play(out["opening"], *(f"mana {A.components.CARDS[c].id}"
                                           for c in out["opening"].hand[out["opening"].first][:3]))
    out["afternoon"] = pos(hands=[["fox"], ["goat"]], mana=[3, 3], spent=[1, 0], reserve=[["dawn"], []],
                           expeditions=[{"hero": ["fox", ("scout", True, True)]}, {"companion": ["cairn"]}],
                           landmarks=[["mill"], []], marks=[(2, 8), (1, 7)], boosts=[{"hero": {"forest": 1}}, {}],
                           passed=[False, True], hero_ready=[False, True])
    out["morning"] = dusk(pos())
    out["reserve"] = dusk(pos(reserve=[["fox", "dawn", "gust"], []]))
    out["landmarks"] = dusk(pos(heroes=("haldor", "haldor"), landmarks=[[], ["tower", "mill", "orchard"]]))
    out["arena"] = pos(arena=True, marks=[(4, 4), (4, 4)])
    out["won"] = dusk(pos(marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}]))
    out["arena_won"] = dusk(pos(arena=True, marks=[(4, 4), (4, 4)], boosts=[{"hero": {"forest": 1}}, {}]))
    out["drawn"] = dusk(pos(turn_limit=1))
    return out


STATES = decisions()


def save(kind="afternoon", **changes) -> dict:
    data = copy.deepcopy(STATES[kind].to_dict())
    data.update(changes)
    return data


def player(kind="afternoon", seat=0, **changes) -> dict:
    data = save(kind)
    data["players"][seat].update(changes)
    return data


refused = partial(loader_checks.refused_save, A)
refused_position = partial(loader_checks.refused_position, A)


@pytest.mark.parametrize("kind", sorted(STATES))
def test_every_decision_round_trips(kind):
    s = STATES[kind]
    t = A.from_json(s.to_json())
    assert t == s and t.to_json() == s.to_json() and t.legal_actions() == s.legal_actions()
    assert t.prompt == s.prompt and t.log == s.log
    A.invariants(t)
    expected = {"opening": "mana", "opening2": "mana", "afternoon": "turn", "morning": "morning",
                "reserve": "reserve", "landmarks": "landmarks", "arena": "turn", "won": "", "arena_won": "",
                "drawn": ""}[kind]
    assert s.pending == expected


def test_the_ends_load():
    assert STATES["won"].winners == [0] and STATES["arena_won"].winners == [0] and STATES["drawn"].winners == []
    assert STATES["arena_won"].arena and STATES["drawn"].turn_limit == 1


# ---- saves ---------------------------------------------------------------------------------------------

def test_loader_refuses_keys_and_game():
    data = save()
    del data["rng"]
    refused(data, "save")
    refused(save(extra=1), "save")
    refused(save(game="solstice"), "game")
    with pytest.raises(ValueError):
        A.from_json("[1, 2]")
    with pytest.raises(ValueError):
        A.from_json("{")


def test_loader_refuses_names_limit_phase_day_seat_and_flags():
    refused(save(names=["A"]), "names")
    refused(save(names=["A", "A"]), "names")
    refused(save(turn_limit=0), "turn_limit")
    refused(save(turn_limit="5"), "turn_limit")
    refused(save(turn_limit=1, day=2), "day")
    refused(save(phase="dusk"), "phase")
    refused(save(phase="noon"), "phase")
    refused(save(day=0), "day")
    refused(save(day=1.0), "day")
    refused(save(first=2), "first")
    refused(save(seat=-1), "seat")
    refused(save(seat=1), "seat")                         # Birch has passed
    refused(save(arena=1), "arena")
    refused(save(winner=0), "winner")                     # the game is still in play
    refused(save(winner=2), "winner")
    refused(save(log="x"), "log")
    refused(save(rng=-1), "rng")
    refused(save(rng=2 ** 64), "rng")


def test_loader_refuses_bad_players():
    data = save()
    data["players"] = data["players"][:1]
    refused(data, "players")
    data = save()
    data["players"][0]["extra"] = 1
    refused(data, "players[0]")
    data = save()
    del data["players"][1]["moved"]
    refused(data, "players[1]")
    for key, value, field in (
            ("hero", "fox", "players[0].hero"), ("hero", "bob", "players[0].hero"),
            ("decklist", {"fox": 3}, "players[0].decklist"), ("decklist", {"fox": 4}, "players[0].decklist"),
            ("decklist", {"ilse": 1}, "players[0].decklist"), ("decklist", [], "players[0].decklist"),
            ("hand", ["zzz"], "players[0].hand[0]"), ("hand", "fox", "players[0].hand"),
            ("deck", [3], "players[0].deck[0]"), ("mana", [None], "players[0].mana[0]"),
            ("spent", 9, "players[0].spent"), ("spent", -1, "players[0].spent"), ("spent", True, "players[0].spent"),
            ("reserve", ["ilse"], "players[0].reserve[0]"), ("discard", {}, "players[0].discard"),
            ("expeditions", {"hero": []}, "players[0].expeditions"),
            ("expeditions", {"hero": [], "companion": [], "left": []}, "players[0].expeditions"),
            ("expeditions", {"hero": [["fox", False]], "companion": []}, "players[0].expeditions.hero[0]"),
            ("expeditions", {"hero": [["fox", 0, False]], "companion": []}, "players[0].expeditions.hero[0][1]"),
            ("expeditions", {"hero": [["zzz", False, False]], "companion": []}, "players[0].expeditions.hero[0][0]"),
            ("landmarks", [["mill", False]], "players[0].landmarks[0]"),
            ("landmarks", [["mill", False, "no"]], "players[0].landmarks[0][2]"),
            ("boosts", {"hero": {"forest": 1}}, "players[0].boosts"),
            ("boosts", {"hero": {"fire": 1}, "companion": {}}, "players[0].boosts.hero"),
            ("boosts", {"hero": {"forest": -1}, "companion": {}}, "players[0].boosts.hero.forest"),
            ("hero_ready", "yes", "players[0].hero_ready"),
            ("marks", {"hero": 0, "companion": 8}, "players[0].marks.hero"),
            ("marks", {"hero": 1, "companion": 9}, "players[0].marks.companion"),
            ("marks", {"hero": 1}, "players[0].marks"), ("marks", [1, 8], "players[0].marks"),
            ("passed", None, "players[0].passed"), ("moved", 3, "players[0].moved"),
            ("moved", -1, "players[0].moved")):
        data = player(**{key: value})
        refused(data, field)


def test_loader_refuses_cards_in_two_places_or_none():
    data = save()
    data["players"][0]["hand"].append(data["players"][0]["deck"][0])          # in the deck and the hand
    refused(data, "players[0].deck")
    data = save()
    data["players"][0]["deck"] = data["players"][0]["deck"][1:]                # a card lost
    refused(data, "players[0].deck")
    data = save()
    data["players"][1]["hand"].append("oakherd")                              # one copy too many
    refused(data, "players[1].deck")


def test_loader_refuses_cards_where_their_type_cannot_stay():
    data = save()
    data["players"][0]["expeditions"]["hero"].append(["dawn", False, False])
    data["players"][0]["deck"].remove("dawn")
    refused(data, "players[0].expeditions")
    data = save()
    data["players"][0]["landmarks"].append(["fox", False, False])
    data["players"][0]["deck"].remove("fox")
    refused(data, "players[0].landmarks")


def test_loader_refuses_a_marker_on_a_face_down_card():
    data = save()
    data["tumult"][0]["revealed"] = False                    # Aster's Hero stands on region 2
    refused(data, "tumult")
    data = save()
    data["players"][1]["marks"]["hero"] = 4                  # region 4, face down
    refused(data, "tumult")


def test_loader_refuses_a_bad_tumult():
    refused(save(tumult=[]), "tumult")
    for i, bad, field in ((0, {"card": "fire", "flipped": False, "revealed": False}, "tumult[0].card"),
                          (1, {"card": "forest", "flipped": False, "revealed": False}, "tumult"),
                          (2, {"card": "water", "flipped": 0, "revealed": False}, "tumult[2].flipped"),
                          (2, {"card": "water", "flipped": False}, "tumult[2]"),
                          (2, None, "tumult[2]")):
        data = save()
        data["tumult"][i] = bad
        refused(data, field)


def test_loader_refuses_an_opening_that_has_moved_on():
    data = save("opening")
    data["players"][0]["discard"] = [data["players"][0]["deck"].pop()]
    refused(data, "players")
    data = save("opening")
    data["players"][0]["marks"]["hero"] = 2
    data["tumult"][0]["revealed"] = True
    refused(data, "players[0].marks")
    refused(save("opening", day=2), "day")
    data = save("opening")
    data["tumult"][0]["revealed"] = True
    refused(data, "tumult")
    data = save("opening")
    data["players"][0]["spent"] = 0
    first = data["first"]
    data["seat"] = 1 - first                                 # the second player before the first
    refused(data, "seat")
    data = save("opening2")
    data["seat"] = data["first"]                             # the first player is done
    refused(data, "seat")


def test_loader_refuses_an_opening_with_too_few_cards_in_hand():
    data = save("opening")
    p = data["players"][data["first"]]
    p["deck"] += p["hand"]
    p["hand"] = []
    refused(data, "players")


def test_loader_refuses_passing_outside_the_afternoon_and_a_clean_up_not_due():
    data = save("morning")
    data["players"][0]["passed"] = True
    refused(data, "players")
    refused(save("reserve", seat=1), "seat")                 # Birch is within the limits
    data = save("reserve")
    data["players"][0]["reserve"] = data["players"][0]["reserve"][:2]
    data["players"][0]["discard"].append("gust")
    refused(data, "seat")


UNREACHABLE = {
    "night_with_a_character_in_an_expedition": dict(phase="night", reserve=[["fox", "scout", "bear"], []],
                                                    expeditions=[{}, {"hero": ["goat"]}]),
    "night_with_a_boost": dict(phase="night", reserve=[["fox", "scout", "bear"], []],
                               boosts=[{"hero": {"forest": 2}}, {}]),
    "morning_with_a_character_in_an_expedition": dict(phase="morning", day=2, expeditions=[{"hero": ["fox"]}, {}]),
    "morning_with_exhausted_orbs_or_hero": dict(phase="morning", day=2, mana=[3, 3], spent=[1, 0],
                                                hero_ready=[False, True]),
    "morning_of_day_1": dict(phase="morning", day=1),
    "arena_before_the_markers_met": dict(arena=True, marks=[(1, 8), (1, 8)]),
}


@pytest.mark.parametrize("case", sorted(UNREACHABLE))
def test_loader_refuses_a_position_the_rules_cannot_reach(case):
    kw = dict(UNREACHABLE[case], decks=[full("ilse"), full("haldor")])
    with pytest.raises(ValueError):
        A.from_position(**kw)


def test_loader_refuses_an_end_without_a_reason():
    data = save("won")
    data["winner"] = 1                                       # Birch travelled 0
    refused(data, "winner")
    data = save("won")
    data["players"][0]["marks"]["hero"] = 3                  # Aster's markers have not met
    refused(data, "winner")
    data = save("drawn")
    data["turn_limit"] = None                                # a draw needs the limit
    refused(data, "winner")
    data = save("drawn")
    data["turn_limit"] = 5
    refused(data, "winner")


# ---- teaching positions ----------------------------------------------------------------------------------

def test_from_position_refuses_each_bad_argument():
    refused_position("players", players=3)
    refused_position("names", names=["A"])
    refused_position("decks", decks="greenwood")
    refused_position("decks", decks=["greenwood"])
    refused_position("decks[0]", decks=["nope", "ironpeak"])
    refused_position("decks[1]", decks=["greenwood", 7])
    refused_position("decks[1]", decks=["greenwood", {"hero": "ilse"}])
    refused_position("decks[0]", decks=[{"hero": "ilse", "cards": {"fox": 3}}, "ironpeak"])
    refused_position("phase", phase="opening")
    refused_position("phase", phase="dusk")
    refused_position("day", day=0)
    refused_position("first", first=2)
    refused_position("seat", seat=5)
    refused_position("arena", arena="yes")
    refused_position("hands", hands=[["fox"]])
    refused_position("hands", hands="fox")
    refused_position("hands[0]", hands=[["zzz"], []])
    refused_position("hands[0]", hands=[["fox"] * 4, []])
    refused_position("mana[0]", mana=[-1, 0])
    refused_position("mana[0]", mana=[500, 0])
    refused_position("mana[1]", mana=[0, 1.5])
    refused_position("players[0].spent", mana=[1, 0], spent=[2, 0])
    refused_position("spent", spent=[0])
    refused_position("reserve[0]", reserve=[["ilse"], []])
    refused_position("reserve[0]", hands=[["fox"] * 3, []], reserve=[["fox"], []], decks=[full("ilse"), full("ilse")])
    refused_position("discard[1]", discard=[[], [None]])
    refused_position("expeditions[0]", expeditions=[{"left": ["fox"]}, {}])
    refused_position("expeditions[0]", expeditions=[["fox"], {}])
    refused_position("expeditions[0].hero[0]", expeditions=[{"hero": [("fox", True)]}, {}])
    refused_position("expeditions[0].hero[0]", expeditions=[{"hero": [("fox", 1, 0)]}, {}])
    refused_position("players[0].expeditions", expeditions=[{"hero": ["dawn"]}, {}],
                     decks=[full("ilse"), full("haldor")])
    refused_position("players[0].landmarks", landmarks=[["fox"], []])
    refused_position("marks[0]", marks=[(1,), (1, 8)])
    refused_position("players[0].marks.hero", marks=[(0, 8), (1, 8)])
    refused_position("players[1].marks.companion", marks=[(1, 8), (1, 9)])
    refused_position("tumult", tumult=["F|MW", "F|MW", "W|FM"])
    refused_position("tumult", tumult="F|MW")
    refused_position("tumult[0]", tumult=["F|MX", "M|FW", "W|FM"])
    refused_position("tumult[2]", tumult=["F|MW", "M|FW", "WFM"])
    refused_position("revealed", revealed=[True])
    refused_position("revealed[0]", revealed=[1, 0, 0])
    refused_position("tumult", marks=[(2, 8), (1, 8)], revealed=[False] * 3)
    refused_position("players[0].hero_ready", hero_ready=[1, True])
    refused_position("seat", passed=[True, False])
    refused_position("players", phase="morning", day=2, passed=[False, True])
    refused_position("players[0].boosts.hero", boosts=[{"hero": {"fire": 1}}, {}])
    refused_position("turn_limit", turn_limit=0)
    refused_position("day", turn_limit=1, day=2)
    refused_position("seed", seed="x")
    refused_position("seat", phase="night")                  # nobody is over a limit
    refused_position("seat", phase="night", seat=1, reserve=[["fox", "scout", "bear"], []])


def test_from_position_refuses_bad_marks_and_boosts_with_value_errors():
    for kw in (dict(marks=[5, (1, 8)]), dict(marks=[None, (1, 8)]), dict(boosts=[[1], {}]),
               dict(boosts=[{"left": {"forest": 1}}, {}])):
        with pytest.raises(ValueError, match="field '(marks|boosts)"):
            A.from_position(**kw)


def test_from_position_defaults():
    s = A.from_position()
    assert s.phase == "afternoon" and s.day == 1 and s.first == s.seat == 0 and not s.arena
    assert s.marks == ((0, 7), (0, 7)) and s.revealed == (False,) * 3 and sorted(k for k, _ in s.tumult) == [0, 1, 2]
    assert [A.components.HEROES[h].id for h, _ in s.decks] == ["ilse", "haldor"]
    # the 3 ready orbs the opening gives each player, unless told otherwise
    assert s.hand == ((), ()) and [len(m) for m in s.mana] == [3, 3] and s.spent == (0, 0)
    assert s.ready_mana(0) == s.ready_mana(1) == A.components.OPENING_MANA and s.hero_ready == (True, True)
    assert [len(d) for d in s.deck] == [sum(s.decks[i][1]) - 3 for i in (0, 1)]
    assert A.from_position(mana=[0, 5]).mana[0] == () and len(A.from_position(mana=[0, 5]).mana[1]) == 5
    t = A.from_position(mana=[3, ["fox"]], marks=[(3, 8), (1, 6)], tumult=["F|MW", "FW|M", "W|FM"])
    assert len(t.mana[0]) == 3 and t.mana[1] == (A.components.CARD_INDEX["fox"],)
    assert t.revealed == (True, False, True) and t.marks == ((2, 7), (0, 5))
    assert t.log == ("A teaching position: Day 1, afternoon, Aster to decide.",)
    assert A.from_position(seed=1).deck != A.from_position(seed=2).deck


# ---- the track behind the markers, and the Morning's limits ------------------------------------------------

def test_altered_track_face_down_loaders_refuse_a_face_down_card_behind_a_marker():
    # Aster's Hero on region 4 has passed regions 2-3: that first card was turned up on the way
    behind = pos(marks=[(4, 8), (1, 8)])
    assert behind.revealed == (True, True, False)
    A.invariants(behind)
    data = behind.to_dict()
    data["tumult"][0]["revealed"] = False
    refused(data, "tumult")
    with pytest.raises(AssertionError, match="face up"):
        A.invariants(behind._replace(revealed=(False, True, False)))
    refused_position("tumult", marks=[(4, 8), (1, 8)], revealed=[False, True, False], tumult=list(TRACK))
    # a Companion marker on region 3 has passed regions 4-7 (and stands on region 3)
    refused_position("tumult", marks=[(1, 8), (1, 3)], revealed=[True, True, False], tumult=list(TRACK))
    refused_position("tumult", marks=[(1, 8), (1, 3)], revealed=[True, False, True], tumult=list(TRACK))
    assert pos(marks=[(1, 8), (1, 3)]).revealed == (True, True, True)
    # markers that have passed each other: Birch's Hero on region 6 has passed every card but the last
    assert pos(marks=[(1, 8), (6, 5)]).revealed == (True, True, True)
    refused_position("tumult", marks=[(1, 8), (6, 5)], revealed=[True, False, True], tumult=list(TRACK))
    # a card no marker has reached may still lie face down, or lie face up (a marker pushed back)
    assert pos(marks=[(2, 8), (1, 8)]).revealed == (True, False, False)
    A.invariants(pos(marks=[(2, 8), (1, 8)], revealed=[True, True, False]))


def test_altered_track_face_down_teaching_positions_turn_up_every_card_a_marker_passed():
    # before, a Hero on region 4 left regions 2-3 face down behind it
    for marks, up in (([(4, 8), (1, 8)], (True, True, False)), ([(5, 8), (1, 8)], (True, True, False)),
                      ([(6, 8), (1, 8)], (True, True, True)), ([(1, 8), (1, 5)], (False, True, True)),
                      ([(1, 8), (1, 4)], (False, True, True)), ([(1, 7), (3, 8)], (True, False, True)),
                      ([(1, 8), (1, 8)], (False, False, False))):
        s = pos(marks=marks)
        assert s.revealed == up, (marks, s.revealed)
        for seat in (0, 1):
            h, c = s.marks[seat]
            for r in range(1, 7):
                if r <= h or r >= c:
                    assert s.region_terrains(r), (marks, r)


def test_altered_night_reserve_limit_a_morning_never_begins_over_the_limit():
    data = save("morning")
    p = data["players"][0]
    p["reserve"] = p["deck"][:3]
    p["deck"] = p["deck"][3:]
    refused(data, "players[0].reserve")
    refused_position("players[1].reserve", phase="morning", day=2, reserve=[[], ["fox", "dawn", "gust"]],
                     decks=[full("ilse"), full("haldor")])
    s = pos(phase="morning", day=2, reserve=[["fox", "dawn"], []])
    A.invariants(s)
    deck = list(s.deck[0])
    deck.remove(CARD["scout"])
    with pytest.raises(AssertionError, match="Reserve"):
        A.invariants(s._replace(reserve=((CARD["fox"], CARD["dawn"], CARD["scout"]), ()),
                                deck=(tuple(deck), s.deck[1])))
    # a Hero with a larger limit may keep more (Maren keeps 3)
    A.invariants(pos(heroes=("maren", "haldor"), phase="morning", day=2, reserve=[["fox", "dawn", "gust"], []]))


def test_altered_night_landmark_limit_a_morning_never_begins_over_the_limit():
    refused_position("players[0].landmarks", phase="morning", day=2, landmarks=[["tower", "mill", "orchard"], []],
                     decks=[full("haldor"), full("haldor")])
    data = save("morning")
    p = data["players"][1]
    taken = [c for c in p["deck"] if c in ("tower", "mill", "orchard")][:3]
    for c in taken:
        p["deck"].remove(c)
    p["landmarks"] = [[c, False, False] for c in taken]
    refused(data, "players[1].landmarks")
    # within the limit, a Morning loads; in the Afternoon a player may hold more (played since Night)
    A.invariants(pos(phase="morning", day=2, landmarks=[["tower", "mill"], []]))
    A.invariants(pos(landmarks=[["tower", "mill", "orchard"], []]))


def test_from_position_top_of_the_deck_is_drawn_first():
    s = A.from_position(top=[["giant", "fox"], ["goat"]], decks=[full("ilse"), full("haldor")])
    assert s.deck[0][-2:] == (CARD["fox"], CARD["giant"]) and s.deck[1][-1] == CARD["goat"]
    A.invariants(s)
    t = play(s, "pass", "pass")                                  # the Morning draws the top two
    assert t.phase == "morning" and CARD["giant"] in t.hand[0] and CARD["fox"] in t.hand[0]
    assert sorted(t.hand[0]) == sorted([CARD["giant"], CARD["fox"]])
    assert A.from_json(s.to_json()) == s
    refused_position("top[0]", top=[["zzz"], []])
    refused_position("top", top=[["fox"]])
    refused_position("top[1]", top=[[], ["fox"] * 4])
    refused_position("top[0]", top=[["fox"], []], hands=[["fox"] * 3, []], decks=[full("ilse"), full("ilse")])


def test_altered_end_meet_no_morning_follows_a_night_where_markers_had_met():
    refused_position("players[0].marks", phase="morning", day=2, marks=[(4, 4), (1, 8)])
    refused_position("players[1].marks", phase="morning", day=2, marks=[(1, 8), (5, 4)])
    data = save("morning")
    data["players"][0]["marks"] = {"hero": 4, "companion": 4}
    data["tumult"] = [dict(t, revealed=True) for t in data["tumult"]]
    refused(data, "players[0].marks")
    # one step short loads; so does an Arena Morning after both met level
    A.invariants(pos(phase="morning", day=2, marks=[(4, 5), (1, 8)]))
    A.invariants(pos(phase="morning", day=2, arena=True, marks=[(4, 4), (4, 4)]))


def test_altered_afternoon_pass_night_comes_only_once_both_have_passed():
    data = save("reserve")
    assert data["phase"] == "night" and all(p["passed"] for p in data["players"])
    data["players"][1]["passed"] = False
    refused(data, "players")
    data = save("won")
    data["players"][0]["passed"] = False
    refused(data, "players")
    refused_position("players", phase="night", reserve=[["fox", "dawn", "gust"], []], passed=[True, False],
                     decks=[full("ilse"), full("haldor")])
    # a teaching Night has both players passed unless told otherwise
    s = pos(phase="night", reserve=[["fox", "dawn", "gust"], []])
    assert s.passed == (True, True) and s.pending == "reserve"
    assert pos().passed == (False, False)
