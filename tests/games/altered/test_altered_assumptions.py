"""One test (at least) per choice of ours (``altered.notation``, ``altered.click`` and every
``altered.ours.*`` Assumption), each showing the choice at work in a scenario."""

from __future__ import annotations

import json

import pytest

from seasons_nb.core import IllegalAction, complete
from seasons_nb.games import altered as A
from seasons_nb.games.altered import components as C
from seasons_nb.games.altered import rules as R
from seasons_nb.games.altered import state as St
from seasons_nb.games.altered.actions import Play

from .helpers import CARD, add, cost, dusk, legal, new_log, play, pos, refused, stats, units


def test_altered_assumptions_are_all_rules():
    assert set(A.ASSUMPTIONS) == {r for r in A.RULES if r.startswith("altered.ours.")} | {"altered.notation",
                                                                                         "altered.click"}
    assert R.TIE_BY_MOVES is False and R.DEFAULT_DECKS == ("greenwood", "ironpeak") and R.DEFAULT_TURN_LIMIT is None


def test_altered_notation_reads_back_what_it_writes():
    for text in ("mana fox", "no mana", "play fox to hero", "play fox from reserve to companion", "play dawn",
                 "play dawn from reserve", "play gust to hero", "exhaust scout in hero", "exhaust ilse",
                 "exhaust haldor to companion", "exhaust tower to hero", "exhaust mill", "support gust to hero",
                 "support sentry to companion", "pass", "discard fox"):
        a = A.parse_action(text)
        assert str(a) == text and A.parse_action(str(a)) == a
    assert str(A.parse_action("  PLAY  Fox FROM reserve   to Hero ")) == "play fox from reserve to hero"
    for bad in ("", "play", "play fox to", "play fox to left", "play fox from hand to hero", "mana", "mana ilse",
                "play ilse", "exhaust fox in hero to hero", "exhaust ilse in hero", "discard fox now", "no",
                "pass pass", "support", "support fox from reserve", "dance", 42, None):
        with pytest.raises(IllegalAction) as e:
            A.parse_action(bad)
        assert e.value.rule == "altered.notation"
    assert pos().explain("dance").rule == "altered.notation"
    assert pos().explain(3.5).rule == "altered.notation"
    # a hand-built action that its notation does not read back as
    assert pos().explain(Play("fox", "hand", "nowhere")).rule == "altered.notation"
    assert pos().explain(Play("fox", "mana", "hero")).rule == "altered.notation"


def test_altered_click_sequences_name_the_cards_and_expeditions():
    s = pos(hands=[["fox", "dawn", "bear"], []], reserve=[["gust", "fox"], []], mana=[2, 0],
            expeditions=[{"hero": ["scout"]}, {}], landmarks=[["tower"], []])
    clicks = {str(a): a.clicks for a in s.legal_actions()}
    assert clicks["play fox to hero"] == ("hand.fox", "to.hero")
    assert clicks["play dawn"] == ("hand.dawn",)
    assert clicks["play fox from reserve to companion"] == ("reserve.fox", "to.companion")
    assert clicks["support gust to hero"] == ("reserve.gust", "to.hero")
    assert clicks["exhaust scout in hero"] == ("unit.hero.scout",)
    assert clicks["exhaust ilse"] == ("hero",)
    assert clicks["exhaust tower to companion"] == ("landmark.tower", "to.companion")
    assert clicks["pass"] == ("choice.pass",)
    assert [str(a) for a in complete(s.legal_actions(), ["hand.fox", "to.companion"])] == ["play fox to companion"]
    targets, done = s.click_options(["reserve.gust"])
    assert sorted(targets) == ["to.companion", "to.hero"] and done == []
    # wrong clicks are explained by the rule that forbids them
    assert s.explain_clicks([]).rule == "altered.click"
    assert s.explain_clicks(["nowhere"]).rule == "altered.click"
    assert s.explain_clicks(["to.hero"]).rule == "altered.click"
    assert s.explain_clicks(["hand.fox", "hand.dawn"]).rule == "altered.click"
    assert s.explain_clicks(["hand.fox"]).rule == "altered.click"               # not complete yet
    assert s.explain_clicks(["hand.bear"]).rule == "altered.cost.mana"
    assert s.explain_clicks(["hand.otter", "to.hero"]).rule == "altered.cost.source"
    assert s.explain_clicks(["reserve.fox", "to.hero"]).rule == "altered.click"  # legal: nothing to explain
    assert s.explain_clicks(["unit.hero.fox"]).rule == "altered.quick.exhaust"
    assert s.explain_clicks(["landmark.mill"]).rule == "altered.quick.exhaust"
    assert s.explain_clicks(["reserve.fox", "to.hero", "to.hero"]).rule == "altered.click"
    m = pos(phase="morning", day=2, hands=[["fox"], []], mana=[3, 3])
    assert [a.clicks for a in m.legal_actions()] == [("hand.fox",), ("choice.nomana",)]
    assert m.explain_clicks(["hand.bear"]).rule == "altered.morning.mana"
    n = dusk(pos(reserve=[["fox", "dawn", "gust"], []]))
    assert [a.clicks for a in n.legal_actions()] == [("reserve.fox",), ("reserve.dawn",), ("reserve.gust",)]
    assert n.explain_clicks(["reserve.bear"]).rule == "altered.night.reserve_limit"
    assert n.explain_clicks(["choice.pass"]).rule == "altered.night.reserve_limit"
    o = pos(heroes=("maren", "haldor"))
    assert o.explain_clicks(["hero"]).rule == "altered.quick.exhaust"           # Maren acts at Noon only


def test_altered_ours_components_are_our_own_data():
    C.validate()
    assert len(C.HEROES) == 4 and len(C.CARDS) >= 28 and len(C.DECKS) == 4
    assert {p.name for p in C.DATA.iterdir()} >= {"cards.json", "decks.json", "DESIGN.md"}
    data = json.loads((C.DATA / "cards.json").read_text(encoding="utf-8"))
    assert [h["id"] for h in data["heroes"]] == [h.id for h in C.HEROES]
    assert [c["id"] for c in data["cards"]] == [c.id for c in C.CARDS]
    # every kind of card, effect, mark and op is in the pool
    assert {c.type for c in C.CARDS} == set(C.TYPES)
    abilities = [a for c in C.CARDS for a in c.abilities] + [a for h in C.HEROES for a in h.abilities]
    assert {a.when for a in abilities} == set(C.WHENS)
    assert {a.source for a in abilities if a.when == "play"} == set(C.FROMS)
    assert {op[0] for a in abilities for op in a.ops} == set(C.OPS)
    # and every card of a starter deck is in play somewhere
    in_decks = {c for d in C.DECKS for c, n in enumerate(d.counts) if n}
    assert {C.CARDS[c].type for c in in_decks} == set(C.TYPES)
    assert {h.id for h in C.HEROES} == {C.HEROES[d.hero].id for d in C.DECKS}


def test_altered_ours_effects_every_op():
    s = pos(heroes=("ilse", "haldor"), mana=[9, 9], spent=[3, 0],
            hands=[["dawn", "doe", "gust", "tailwind", "slide", "riptide", "brute", "stalker"], []],
            reserve=[["pike", "jester"], []], marks=[(1, 8), (3, 6)], revealed=[True, True, True],
            expeditions=[{}, {"hero": ["goat", "ram", "cairn"], "companion": ["otter", "seal"]}])
    # draw
    t = play(s, "play dawn")
    assert len(t.hand[0]) == len(s.hand[0]) and t.reserve[0][-1] == CARD["dawn"]
    # ready (the Hero's exhaust effect) up to the exhausted orbs
    t = play(s, "exhaust ilse")
    assert t.spent[0] == 2 and t.log[-1] == "Aster readies 1 Mana Orb."
    # grow: the top card of the deck becomes an exhausted orb
    t = play(s, "play doe to hero")
    assert t.mana[0] == tuple(sorted(s.mana[0] + (s.deck[0][-1],))) and t.deck[0] == s.deck[0][:-1]
    assert t.spent[0] == 3 + cost("doe") + 1
    # boost
    t = play(s, "play gust to companion")
    assert t.boosts[0] == ((0, 0, 0), (0, 0, 2)) and t.totals(0, 1) == (0, 0, 2)
    # advance: this expedition's marker
    t = play(s, "play tailwind to companion")
    assert t.marks[0] == (0, 6) and t.marks[1] == s.marks[1]
    # push: the facing one, back
    t = play(s, "play pike from reserve to hero")
    assert t.marks[1] == (1, 5) and t.marks[0] == (0, 7)
    assert "Birch's Hero marker moves back to region 2." in t.log
    # send: the newest Character of the facing expedition (the Cairn is no Character) to its Reserve
    t = play(s, "play riptide to hero")
    assert units(t, 1, 0) == [("goat", False, False), ("cairn", False, False)] and t.reserve[1] == (CARD["ram"],)
    t = play(s, "play brute to companion")                   # the Brute's own expedition
    assert units(t, 1, 1) == [("otter", False, False)] and t.reserve[1] == (CARD["seal"],)
    assert units(t, 0, 1) == [("brute", False, False)]
    t = play(s, "play jester from reserve to hero")
    assert t.reserve[1] == (CARD["ram"],) and units(t, 0, 0) == [("jester", True, False)]
    # defeat: to the discard pile
    t = play(s, "play slide to companion")
    assert units(t, 1, 1) == [("otter", False, False)] and t.discard[1] == (CARD["seal"],) and t.reserve[1] == ()
    assert "Birch's Floe Seal is defeated: discarded." in t.log
    t = play(s, "play stalker to hero")
    assert t.discard[1] == (CARD["ram"],) and units(t, 1, 0) == [("goat", False, False), ("cairn", False, False)]
    # an effect that names no expedition refuses one, and the other way round
    refused(s, "play slide", "altered.ours.effects")
    refused(s, "exhaust ilse to hero", "altered.ours.effects")


def test_altered_ours_open_decklists_both_players_know_both_lists():
    s = pos(decks=["greenwood", "tidewater"])
    for v in (s.view(0), s.view(1), s.view(None)):
        assert v.decks == s.decks
        assert v.to_dict()["players"][1]["decklist"] == C.deck_list(C.DECKS[C.DECK_INDEX["tidewater"]].counts)
        assert set(v.deck[0]) == set(v.deck[1]) == {-1}          # the order stays secret
        assert v.to_dict()["players"][0]["deck"] == len(s.deck[0])


def test_altered_ours_mana_face_down_only_the_owner_knows_the_cards():
    s = pos(mana=[["fox", "bear", "goat"], ["otter", "ram"]], spent=[1, 2], hands=[["bear"], ["fox"]])
    v = s.view(0)
    assert v.mana[0] == tuple(sorted(CARD[c] for c in ("fox", "bear", "goat"))) and v.mana[1] == (-1, -1)
    assert v.spent == (1, 2) and v.ready_mana(1) == 0 and v.ready_mana(0) == 2
    assert v.player(1).mana is None and v.player(1).mana_size == 2 and v.player(0).mana == ("fox", "bear", "goat")
    assert v.to_dict()["players"][1]["mana"] == 2
    assert s.view(1).mana[0] == (-1, -1, -1)
    # a card in Mana never comes back: nothing plays it
    refused(s, "play goat to hero", "altered.cost.source")
    assert not any("goat" in a for a in legal(s))


def test_altered_ours_order_the_token_holder_goes_first_outside_the_afternoon():
    s = A.new_game(seed=6)
    assert s.seat == s.first
    t = dusk(pos(first=1, reserve=[["fox", "dawn", "gust"], ["fox", "dawn", "gust"]]))
    assert t.phase == "night" and t.seat == 1                 # the clean-up: Birch first
    t = play(t, "discard gust")
    assert t.seat == 0
    t = play(t, "discard gust")
    assert t.phase == "morning" and t.first == 0 and t.seat == 0          # the token passed to Aster
    lines = new_log(pos(), t)
    assert lines.index("Aster draws 2 cards.") < lines.index("Birch draws 2 cards.")


def test_altered_ours_morning_mana_a_morning_orb_is_ready_that_afternoon():
    # Aster's 3 orbs are all she has; the Brute costs more, so only the Morning's orb can pay for the Brute
    s = pos(phase="morning", day=2, hands=[["fox", "brute"], []], mana=[3, 0])
    need = cost("brute")
    assert need > 3 and need <= 4
    t = play(s, "mana fox")
    assert len(t.mana[0]) == 4 and t.spent[0] == 0 and t.ready_mana(0) == 4
    t = play(t, "no mana")
    assert t.phase == "afternoon" and t.seat == 0 and "play brute to hero" in legal(t)
    u = play(t, "play brute to hero")
    assert u.ready_mana(0) == 4 - need
    # keeping the hand leaves 3 ready orbs: the Brute cannot be paid
    v = play(s, "no mana", "no mana")
    assert "play brute to hero" not in legal(v)
    refused(v, "play brute to hero", "altered.cost.mana")


def test_altered_ours_empty_deck_reshuffles_the_discard_pile():
    small = {c.id: 3 for c in C.CARDS[:13]}
    assert "dawn" in small and "doe" in small
    every = [c for c, n in small.items() for _ in range(n)]
    rest = list(every)
    for c in ("dawn", "otter" if "otter" in small else "fox"):
        rest.remove(c)
    mana_card = "otter" if "otter" in small else "fox"
    # the deck is empty, 37 cards are in the discard pile
    s = pos(decks=[{"hero": "ilse", "cards": small}, "ironpeak"], hands=[["dawn"], []], mana=[[mana_card], 0],
            discard=[rest, []])
    assert s.deck[0] == () and len(s.discard[0]) == 37
    t = play(s, "play dawn")
    assert new_log(s, t)[1:3] == ["Aster's deck is empty: the discard pile (37 cards) is shuffled into a new deck.",
                                  "Aster draws 1 card."]
    assert len(t.deck[0]) == 36 and len(t.hand[0]) == 1 and t.discard[0] == () and t.reserve[0] == (CARD["dawn"],)
    assert sorted(t.deck[0] + t.hand[0]) == sorted(CARD[c] for c in rest)
    # grow reshuffles too
    rest2 = list(every)
    rest2.remove("doe")
    rest2.remove("dawn")
    rest2.remove("dawn")
    u = pos(decks=[{"hero": "ilse", "cards": small}, "ironpeak"], hands=[["doe"], []],
            mana=[["dawn", "dawn"], 0], discard=[rest2, []])
    u = play(u, "play doe to hero")
    assert len(u.mana[0]) == 3 and u.spent[0] == 3 and len(u.deck[0]) == 35 and u.discard[0] == ()
    # deck and discard pile both empty: nothing is drawn, nothing is lost
    others = list(every)
    others.remove("dawn")
    w = pos(decks=[{"hero": "ilse", "cards": small}, "ironpeak"], hands=[["dawn"], []], mana=[others, 0])
    assert w.deck[0] == () and w.discard[0] == ()
    x = play(w, "play dawn")
    assert x.hand[0] == () and x.log[-1] == "Aster has no card left to draw." and not x.is_over
    assert x.reserve[0] == (CARD["dawn"],)
    # the Morning draw: one card left, then the pile is shuffled for the second
    y = pos(decks=[{"hero": "ilse", "cards": small}, "ironpeak"], mana=[every[:33], 0], discard=[every[33:38], []])
    assert y.deck[0] == (CARD[every[38]],)
    z = dusk(y)
    lines = new_log(y, z)
    i = lines.index("Aster's deck is empty: the discard pile (5 cards) is shuffled into a new deck.")
    assert lines[i + 1] == "Aster draws 2 cards."
    assert len(z.hand[0]) == 2 and CARD[every[38]] in z.hand[0] and len(z.deck[0]) == 4 and z.discard[0] == ()


def test_altered_ours_newest_character_is_taken_none_there_nothing_happens():
    s = pos(hands=[["riptide", "slide"], []], mana=[6, 0],
            expeditions=[{}, {"hero": ["ram", "goat", "cairn"], "companion": ["lantern"]}])
    t = play(s, "play riptide to hero")
    assert units(t, 1, 0) == [("ram", False, False), ("cairn", False, False)] and t.reserve[1] == (CARD["goat"],)
    u = play(s, "play slide to companion")
    assert units(u, 1, 1) == [("lantern", False, False)] and u.discard[1] == () and u.reserve[1] == ()
    assert u.log[-1] == "Birch's Companion expedition has no Character to take."
    assert u.reserve[0] == (CARD["slide"],)                 # the Spell was played all the same


def test_altered_ours_exhausted_count_an_exhausted_character_still_counts_at_dusk():
    s = pos(expeditions=[{"hero": ["scout"]}, {}])
    t = play(s, "exhaust scout in hero")
    assert units(t, 0, 0) == [("scout", False, True)] and t.totals(0, 0) == stats("scout")
    assert t.will_advance(0, 0)
    t = dusk(t)
    assert t.marks[0][0] == 1


def test_altered_ours_permanents_stay_through_rest_and_ready_each_morning():
    s = pos(expeditions=[{"hero": [("cairn", True, False)], "companion": [("lantern", False, True), "fox"]}, {}])
    t = dusk(s)
    assert units(t, 0, 0) == [("cairn", True, False)] and units(t, 0, 1) == [("lantern", False, False)]
    assert t.reserve[0] == (CARD["fox"],) and t.discard[0] == ()
    assert C.CARDS[CARD["cairn"]].stats == C.CARDS[CARD["lantern"]].stats == (0, 0, 0)


def test_altered_ours_track_ends_markers_stop_at_the_ends_and_may_pass_each_other():
    s = pos(hands=[["tailwind", "tailwind"], []], reserve=[["gust"], []], mana=[9, 0],
            marks=[(8, 1), (1, 8)], revealed=[True, True, True])
    t = play(s, "play tailwind to hero")
    assert t.marks[0] == (7, 0) and t.log[-1] == "Aster's Hero marker cannot move forward any further."
    t = play(t, "pass", "play tailwind to companion")
    assert t.marks[0] == (7, 0) and t.log[-1] == "Aster's Companion marker cannot move forward any further."
    t = play(t, "support gust to hero")                       # Birch's Hero cannot go behind region 1
    assert t.marks[1] == (0, 7) and t.log[-1] == "Birch's Hero marker cannot move back any further."
    assert t.distance(0) == 14
    # met markers pass each other; every region counts
    u = pos(marks=[(4, 4), (1, 8)], boosts=[{"hero": {"water": 1}}, {}], reserve=[["gust"], []])
    u = play(u, "support gust to companion")                  # Birch's Companion is already home: nothing
    assert u.marks[1] == (0, 7)
    u = dusk(u)
    assert u.marks[0] == (4, 3) and u.scores == [8, 0] and u.winners == [0]


def test_altered_ours_simultaneous_equal_sums_go_to_the_arena(monkeypatch):
    def scenario():
        # Aster 5 + 2 (both markers move), Birch 6 + 1: 7 each
        return pos(marks=[(4, 6), (4, 5)], boosts=[{"hero": {"forest": 2}, "companion": {"water": 1}},
                                                    {"hero": {"water": 2}}])

    t = dusk(scenario())
    assert t.arena and not t.is_over and t.moved == (2, 1)
    monkeypatch.setattr(St, "TIE_BY_MOVES", True)
    t = dusk(scenario())
    assert t.is_over and t.winners == [0] and t.scores == [7, 7]
    assert t.result_text() == "Both players' markers met with 7 regions each; Aster moved both markers that Day and wins."
    A.invariants(t)


def test_altered_ours_arena_totals_both_expeditions_boosts_included_win_at_dusk():
    s = pos(arena=True, marks=[(4, 4), (4, 4)], reserve=[["sentry"], []],
            expeditions=[{"hero": ["otter"], "companion": ["goat"]}, {"hero": ["sprout"], "companion": ["otter"]}])
    a0 = add(stats("otter"), stats("goat"))
    b0 = add(stats("sprout"), stats("otter"))
    assert s.arena_totals(0) == a0 and s.arena_totals(1) == b0
    t = play(s, "support sentry to companion")
    assert t.arena_totals(0) == add(a0, (0, 2, 0))
    t = dusk(t)
    wins = (sum(x > y for x, y in zip(add(a0, (0, 2, 0)), b0)), sum(y > x for x, y in zip(add(a0, (0, 2, 0)), b0)))
    assert wins == (1, 1)
    assert not t.is_over and t.arena                       # level: another Arena Day
    u = pos(arena=True, marks=[(4, 4), (4, 4)], expeditions=[{"hero": ["otter"], "companion": ["goat"]},
                                                              {"hero": ["sprout"]}])
    a, b = a0, stats("sprout")
    assert (sum(x > y for x, y in zip(a, b)), sum(y > x for x, y in zip(a, b))) == (2, 1)
    u = dusk(u)
    assert u.is_over and u.winners == [0]
    assert units(u, 0, 0) == [("otter", False, False)]     # decided at Dusk: no Night follows


def test_altered_ours_cleanup_choice_the_player_picks_each_card_reserve_first():
    s = pos(heroes=("haldor", "haldor"), reserve=[["fox", "dawn", "gust", "sentry"], []],
            landmarks=[["tower", "mill", "orchard"], []])
    t = dusk(s)
    assert t.pending == "reserve" and legal(t) == ["discard fox", "discard dawn", "discard sentry", "discard gust"]
    t = play(t, "discard sentry")
    assert t.pending == "reserve" and t.phase == "night"
    t = play(t, "discard fox")
    assert t.pending == "landmarks" and t.reserve[0] == (CARD["dawn"], CARD["gust"])
    t = play(t, "discard orchard")
    assert t.phase == "morning" and t.discard[0] == (CARD["sentry"], CARD["fox"], CARD["orchard"])


def test_altered_ours_reserve_ready_a_card_sent_there_may_be_played_at_once():
    s = pos(hands=[["riptide"], []], mana=[3, 3], expeditions=[{}, {"hero": ["sentry"]}])
    t = play(s, "play riptide to hero")
    assert t.seat == 1 and t.reserve[1] == (CARD["sentry"],)
    assert {"support sentry to hero", "play sentry from reserve to hero"} <= set(legal(t))


def test_altered_ours_default_decks_greenwood_and_ironpeak():
    s = A.new_game(seed=0)
    assert [C.HEROES[h].id for h, _ in s.decks] == ["ilse", "haldor"]
    assert s.decks[0][1] == C.DECKS[C.DECK_INDEX["greenwood"]].counts
    assert s.decks[1][1] == C.DECKS[C.DECK_INDEX["ironpeak"]].counts
    assert A.INFO.options["decks"] == ("greenwood", "ironpeak")
    t = A.new_game(seed=0, decks=["twilight", "tidewater"])
    assert [C.HEROES[h].id for h, _ in t.decks] == ["tamsin", "maren"]


def test_altered_ours_turn_limit_a_draw_when_the_last_day_ends():
    assert A.new_game(seed=0).turn_limit is None and A.INFO.options["turn_limit"] is None
    s = pos(turn_limit=1)
    t = dusk(s)
    assert t.is_over and t.winner is None and t.winners == [] and t.day == 1
    assert t.log[-1] == "The limit of 1 Day is reached: a draw."
    assert t.result_text() == "Day 1 ends with no winner at the limit of 1 Days: a draw."
    A.invariants(A.from_json(t.to_json()))
    # a winner on the last Day still wins
    u = dusk(pos(turn_limit=1, marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}]))
    assert u.winners == [0]
    # markers met with equal sums on the last Day: the Arena would decide, but the limit is reached
    w = dusk(pos(turn_limit=1, marks=[(4, 6), (4, 5)], boosts=[{"hero": {"forest": 2}, "companion": {"water": 1}},
                                                                {"hero": {"water": 2}}]))
    assert w.is_over and w.winners == [] and w.arena and w.scores == [7, 7]
    # not yet on Day 1 of 2
    v = dusk(pos(turn_limit=2))
    assert v.phase == "morning" and v.day == 2
    with pytest.raises(ValueError, match="turn_limit"):
        A.new_game(turn_limit=0)
    with pytest.raises(ValueError, match="day"):
        pos(turn_limit=2, day=3)
