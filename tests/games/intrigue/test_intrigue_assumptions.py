"""One test (at least) per choice of ours (``intrigue.notation``, ``intrigue.click`` and every
``intrigue.ours.*`` Assumption), each showing the choice at work in a scenario."""

from __future__ import annotations

import json

import pytest

from seasons_nb.core import IllegalAction, complete
from seasons_nb.games import intrigue as I
from seasons_nb.games.intrigue import components as C
from seasons_nb.games.intrigue import rules as R
from seasons_nb.games.intrigue.actions import Move
from seasons_nb.games.intrigue.components import NUMBERS

from .helpers import CARD, LAND, WORKER, acting, legal, play, pos, refused, settle, with_save
from .test_intrigue_rules import attack, cleanup, drafted, land_of, winter


def test_intrigue_assumptions_are_all_rules():
    ours = {r for r in I.RULES if r.startswith("intrigue.ours.")} | {"intrigue.notation", "intrigue.click"}
    assert set(I.ASSUMPTIONS) == ours and len(ours) == 28 and len(I.RULES) == 90
    assert R.VP_LIMIT == NUMBERS["vp_limit"] == 5 and R.PLAYER_COUNTS == (2, 3, 4)
    assert R.CIVIL_POWER == tuple(NUMBERS["civil_thresholds"][k] for k in ("draw", "upgrade", "build"))
    assert R.DEFAULT_YEARS is None and R.DEFAULT_TURN_LIMIT is None
    for rid in I.ASSUMPTIONS:
        assert I.RULES[rid].ours and I.RULES.cite(rid).startswith("our choice")


def test_intrigue_notation_reads_back_what_it_writes():
    for text in ("draft b1", "plan f6", "act politics", "ability", "ability frost", "ability p2", "ability p1 p3",
                 "intrigue x4", "intrigue x13 p2", "intrigue x15 p1 p2", "initiative p2 up", "event 2 left",
                 "influence frost", "draw combat", "upgrade u3", "build e4", "deploy e4", "move e4 i2", "sell c7",
                 "sell e4", "sell b2", "support p1 c7", "pass", "home e4", "discard c7", "pay", "done"):
        a = I.parse_action(text)
        assert str(a) == text and I.parse_action(str(a)) == a
    assert str(I.parse_action("  MOVE e4   I2 ")) == "move e4 i2"
    for bad in ("", "draft", "draft z9", "act dance", "move e4", "move e4 e5 e6", "initiative p5 up",
                "event 4 left", "event 1 up", "sell", "sell grain e4", "support c7", "support p1 b1", "influence",
                "home", "upgrade u9", "pay pay", "dance", 42, None):
        with pytest.raises(IllegalAction) as e:
            I.parse_action(bad)
        assert e.value.rule == "intrigue.notation"
    assert acting().explain("dance").rule == "intrigue.notation"
    assert acting().explain(3.5).rule == "intrigue.notation"
    assert acting().explain(Move("e4", "nowhere")).rule == "intrigue.notation"


def test_intrigue_click_workers_cards_lands_and_buttons():
    s = acting(hands=[["x1"], []], units={"e1": [1, 0]})
    clicks = {str(a): a.clicks for a in s.legal_actions()}
    assert clicks["act combat"] == ("act.combat",) and clicks["intrigue x1"] == ("card.x1",)
    assert clicks["done"] == ("choice.done",)
    t = play(s, "act combat")
    clicks = {str(a): a.clicks for a in t.legal_actions()}
    assert clicks["move e1 i1"] == ("land.e1", "land.i1") and clicks["deploy e5"] == ("land.e5",)
    targets, done = t.click_options(["land.e1"])
    assert sorted(targets) == ["land.e12", "land.e2", "land.i1"] and done == []
    assert [str(a) for a in complete(t.legal_actions(), ["land.e1", "land.i1"])] == ["move e1 i1"]
    assert I.parse_action("initiative p2 up").clicks == ("seat.2", "choice.up")
    assert I.parse_action("support p1 c7").clicks == ("card.c7", "seat.1")
    assert I.parse_action("plan b1").clicks == ("worker.b1",)
    for clicks in ([], ["nowhere"], ["worker.zz"], ["land.e9", "seat.9"]):
        e = t.explain_clicks(clicks)
        assert e.rule == "intrigue.click" and t.prompt in str(e)
    assert t.explain_clicks(["land.e1"]).rule == "intrigue.click"          # a move begun: not complete yet


def test_intrigue_click_refusals_name_the_rule_of_what_was_clicked():
    s = acting(hands=[["x1"], []], units={"e1": [1, 0]})
    assert s.explain_clicks(["faction.frost"]).rule == "intrigue.season.one_type"
    assert s.explain_clicks(["card.x2"]).rule == "intrigue.season.instants"
    t = play(s, "act combat")
    assert t.explain_clicks(["land.e9", "land.e10"]).rule == "intrigue.combat.move"
    assert t.explain_clicks(["land.i2"]).rule == "intrigue.combat.deploy"
    assert t.explain_clicks(["deck.combat"]).rule == "intrigue.season.one_type"
    assert t.explain_clicks(["act.trade"]).rule == "intrigue.season.one_type"
    c = play(s, "act civil")
    assert c.explain_clicks(["land.e5"]).rule == "intrigue.civil.build"
    draft = I.new_game(players=2, seed=1)
    outside = next(w.id for w in C.WORKERS if C.WORKER_INDEX[w.id] not in draft.packs[draft.seat])
    e = draft.explain_clicks([f"worker.{outside}"])
    assert e.rule == "intrigue.year.draft" and C.WORKERS[C.WORKER_INDEX[outside]].name in str(e)
    assert draft.explain_clicks(["land.e1"]).rule == "intrigue.year.draft"


def test_intrigue_ours_components_are_our_data():
    assert len(C.FACTIONS) == 4 and len(C.LANDS) == len(C.TILES) == 16 and len(C.WORKERS) == 24
    assert sum(1 for c in C.CARDS if c.colour == "intrigue") == 16 and sum(1 for c in C.CARDS if c.colour == "combat") == 18
    assert len(C.QUESTS) == 12 and len(C.PERSONAL) == 8 and len(C.EVENTS) == 14 and len(C.UPGRADES) == 5
    assert [g.power for g in C.GARRISONS] == [1, 2, 3, 4] and C.SPACES == 6 and C.HAND_LIMIT == 3
    for k, land in enumerate(C.LANDS[:12]):                  # edge k touches edge k±1 and inner ceil(k/3)
        assert sorted(land.neighbours) == sorted({(k - 1) % 12, (k + 1) % 12, 12 + k // 3})
    C.validate()
    assert (C.DATA / "DESIGN.md").exists()


def test_intrigue_ours_players_two_to_four():
    for n in (2, 3, 4):
        s = I.new_game(n, seed=1)
        assert s.players == n and s.names == ("Aster", "Birch", "Cedar", "Daisy")[:n]
    for n in (1, 5, "2"):
        with pytest.raises(ValueError):
            I.new_game(n)


def test_intrigue_ours_vp_limit_five():
    four = ["quest:q4", "quest:q5", "quest:q6", "quest:q7"]
    s = settle(cleanup(winter(vp=[[], four])), lambda x: x.phase == "draft")
    assert not s.is_over and s.year == 2
    t = settle(cleanup(winter(vp=[[], four + ["quest:q8"]])))
    assert t.is_over and t.winner == 1


def test_intrigue_ours_power_steps_one_step_per_power():
    s = play(acting(), "act politics")
    assert s.act.steps == 3
    t = play(s, "influence sun", "influence sun", "influence sun")
    assert t.act.steps == 0 and legal(t) == ["done"]
    refused(t, "influence sun", "intrigue.ours.power_steps")
    # a power of 0 or less does nothing: the Sleet Page (1) in summer, when the calendar takes 1 from frost
    u = acting(season=1, planned=["f6", "b1"])
    assert u.power(0, WORKER["f6"]) == 0
    v = play(u, "act combat")
    assert v.act.steps == 0 and "deploy e1" not in legal(v) and "done" in legal(v)
    assert v.log[-1] == "Aster's Sleet Page takes a combat action with power 0."
    refused(v, "deploy e1", "intrigue.ours.power_steps")


def test_intrigue_ours_civil_thresholds_draw_one_upgrade_two_build_three():
    s0 = acting()
    farm = land_of(s0, "farm")
    base = dict(gold=[10, 5], units={farm: [1, 0]})
    one = play(acting(season=2, planned=["b2", "s1"], **base), "act civil")      # power 1
    assert one.act.steps == 1 and [a for a in legal(one) if a not in ("ability", "done")] == ["draw intrigue", "draw combat"]
    e = refused(one, "upgrade u1" if one.upgrades[0][0] == 1 else "upgrade u2", "intrigue.ours.civil_thresholds")
    assert "needs power 2" in str(e)
    refused(one, f"build {farm}", "intrigue.ours.civil_thresholds")
    two = play(acting(planned=["b4", "s1"], **base), "act civil")                # Budding Scribe: 2 + 1 in spring
    assert two.act.steps == 3
    two = with_save(acting(planned=["h5", "s1"], **base))                      # Russet Envoy: 2 + 1 - 1 in spring
    two = play(two, "act civil")
    assert two.act.steps == 2 and any(a.startswith("upgrade") for a in legal(two))
    refused(two, f"build {farm}", "intrigue.ours.civil_thresholds")
    three = play(acting(**base), "act civil")
    assert f"build {farm}" in legal(three)


def test_intrigue_ours_civil_thresholds_one_option_even_after_a_power_card():
    s = play(acting(gold=[10, 5], units={"e1": [1, 0]}, hands=[["x1"], []]), "act civil", "build e1")
    t = play(s, "intrigue x1")
    assert not any(a.startswith(("draw", "upgrade", "build")) for a in legal(t))
    assert "does one thing" in str(refused(t, "draw combat", "intrigue.ours.civil_thresholds"))
    # the step the card adds is a Civil step: it sells nothing (a good, a card or a worker)
    assert legal(t) == ["done"]
    u = play(acting(gold=[10, 5], units={"e1": [1, 0]}, goods={"e1": 2}, hands=[["x1", "c1"], []]),
           "act civil", "draw combat", "intrigue x1")
    assert u.act.steps == 1 and legal(u) == ["done"]
    refused(u, "sell e1", "intrigue.ours.civil_thresholds")
    refused(u, "sell c1", "intrigue.ours.civil_thresholds")


def test_intrigue_ours_tile_reveal_when_a_unit_first_enters():
    s = play(acting(), "act combat")
    assert s.revealed[LAND["e4"]] is False and s.view(0).tiles[LAND["e4"]] == -1 and s.tile_kind(LAND["e4"]) is None
    t = play(s, "deploy e4")
    tile = C.TILES[s.tiles[LAND["e4"]]]
    assert t.revealed[LAND["e4"]] and t.view(1).tiles[LAND["e4"]] == s.tiles[LAND["e4"]]
    assert f"The tile of e4 turns up: a {tile.kind} producing {tile.production}." in t.log
    u = play(t, "move e4 e5", "move e5 e4")
    assert sum("The tile of e4 turns up" in line for line in u.log) == 1
    # leaving does not turn it back
    assert u.revealed[LAND["e5"]] and play(t, "move e4 e5").revealed[LAND["e4"]]


def test_intrigue_ours_token_supply_three_per_court_never_below_two():
    s = acting(planned=["s1", "f1"], influence=[{"sun": 5}, {}], tokens_left={"frost": 1})
    t = play(s, "done")
    assert t.tokens[1] == 6 and t.tokens_left[1] == 2 and t.vp[0] == ("influence:sun",)
    # the last token of a court: none is placed again
    u = acting(planned=["s1", "f1"], influence=[{}, {"frost": 5}], tokens_left={"frost": 1})
    u = play(u, "done", "done")
    assert u.tokens[3] == -1 and u.tokens_left[3] == 0 and u.vp[1] == ("influence:frost",)
    # the floor
    w = drafted(settle(winter(year=3, tokens={"bloom": 2, "sun": 2, "harvest": 3}), lambda x: x.phase == "draft"))
    assert w.tokens == (2, 2, 2, 5) and NUMBERS["token_floor"] == 2


def test_intrigue_ours_alliance_rule_tie_to_the_lower_initiative_once_a_game():
    s = winter(order=["p2", "p1"], influence=[{"frost": 5}, {"frost": 5}])
    t = settle(cleanup(s), lambda x: x.phase == "draft")
    assert t.alliances[3] == 1 and t.vp[1] == ("alliance:frost",) and t.vp[0] == ()
    # taken once a game: a higher marker next year takes nothing
    u = winter(influence=[{"frost": 6}, {}], alliances={"frost": "p2"}, vp=[[], ["alliance:frost"]])
    v = settle(cleanup(u), lambda x: x.phase == "draft")
    assert v.alliances[3] == 1 and "alliance:frost" not in v.vp[0]
    # a marker under 4 takes none
    w = settle(cleanup(winter(influence=[{"frost": 3}, {}])), lambda x: x.phase == "draft")
    assert w.alliances == (-1, -1, -1, -1)


def test_intrigue_ours_acting_order_follows_the_track_as_it_stands():
    s = play(acting(3), "act politics", "initiative p3 up")
    assert s.order == (0, 2, 1)
    t = play(s, "done")
    assert t.seat == 2                                   # Cedar now acts before Birch
    u = play(acting(3), "act politics", "initiative p1 down", "initiative p1 down", "done")
    assert u.order == (1, 2, 0) and u.seat == 1
    v = play(u, "done", "done")
    assert v.phase == "plan" and v.seat == 1             # Aster acted once, and does not act again


def test_intrigue_ours_draft_order_picks_and_plans_one_by_one_in_initiative_order():
    s = I.new_game(3, seed=2)
    order = s.order
    seen = []
    for _ in range(3):
        seen.append(s.seat)
        s = play(s, f"draft {C.WORKERS[s.packs[s.seat][0]].id}")
    assert tuple(seen) == order
    for seat in order[1:]:
        assert s.view(seat).packs[order[0]] == (-1,) * len(s.packs[order[0]])
    s = drafted(s)
    assert s.phase == "plan" and s.seat == order[0]
    seen = []
    for _ in range(3):
        seen.append(s.seat)
        s = play(s, legal(s)[0])
    assert tuple(seen) == order and s.phase == "act"


def test_intrigue_ours_two_sides_no_entry_into_a_land_two_others_dispute():
    s = acting(3, order=["p2", "p3", "p1"], units={"e1": [0, 1, 0], "e2": [0, 0, 1], "e12": [1, 0, 0]})
    s = play(s, "done", "act combat", "move e2 e1", "done")       # Cedar attacks Birch on e1
    assert s.seat == 0
    s = play(s, "act combat")
    assert "move e12 e1" not in legal(s) and "move e12 e11" in legal(s)
    refused(s, "move e12 e1", "intrigue.combat.move")
    t = play(s, "done")
    assert t.phase == "plan" and "Combat on e1: Cedar attacks Birch." in t.log


def test_intrigue_ours_extra_units_add_one_each_beyond_the_first():
    s = acting(units={"e1": [0, 3], "e2": [1, 0]})
    # Birch: three out (power 2), +2 for the second and third units on e1
    t = play(s, "act combat", "move e2 e1", "done", "done")
    assert "Aster 1 against Birch 4: Birch wins." in t.log and t.graveyard == (1, 0)


def test_intrigue_ours_extra_units_count_for_the_attacker_too():
    s = play(acting(units={"e1": [0, 1], "e2": [2, 0]}), "act combat", "move e2 e1")
    assert "move e2 e1" in legal(s)
    t = play(s, "move e2 e1", "done", "done")
    # Aster: two out (power 1), +1 for her second unit on e1; Birch: one out (power 1)
    assert "Aster 2 against Birch 1: Aster wins." in t.log


def test_intrigue_ours_helpers_take_turns_from_the_attacker():
    # Cedar has two units out (the leftmost garrison: 1 combat card); everyone plays up to the limit, in turns
    units = {"e1": [0, 1, 0], "e2": [1, 0, 0], "e6": [0, 0, 2]}
    s = attack(3, hands=[["c1", "c2"], ["c3"], ["c7", "c8"]], units=units)
    order = []
    while s.phase == "battle":
        order.append(s.seat)
        s = play(s, [a for a in legal(s) if a.startswith("support")][0] if any(a.startswith("support") for a in legal(s)) else "pass")
    # Aster (attacker), Birch, Cedar, then nobody has a play left: each played up to its limit of 1
    assert order == [0, 1, 2]
    assert sum(1 for line in s.log if " plays " in line) == 3 and CARD["c8"] in s.hand[2] and CARD["c2"] in s.hand[0]
    # the turns start with the attacker even when it is later on the track
    u = acting(3, order=["p2", "p1", "p3"], units={"e1": [1, 0, 0], "e2": [0, 1, 0]},
               hands=[["c1"], ["c3"], ["c7"]])
    u = play(u, "act combat", "move e2 e1", "done", "done", "done")
    assert u.phase == "battle" and u.battle.attacker == 1 and u.seat == 1


def test_intrigue_ours_helpers_a_full_tablet_gives_no_combat_card_but_intrigue_cards_help():
    # Cedar has no unit out: no garrison limit, so only the intrigue card for combats may be played
    s = attack(3, hands=[[], [], ["c7", "x6"]])
    assert s.seat == 2 and s.card_limit(2) == 0
    assert legal(s) == ["support p1 x6", "support p2 x6", "pass"]
    refused(s, "support p1 c7", "intrigue.battle.cards")


def test_intrigue_ours_goods_on_land_belong_to_its_holder():
    s0 = acting()
    farm = land_of(s0, "farm")
    x = LAND[farm]
    s = acting(units={farm: [1, 0]}, goods={farm: 3})
    t = play(s, "act combat", f"move {farm} {C.LANDS[C.LANDS[x].neighbours[0]].id}")
    assert t.goods[x] == 3 and t.holder[x] == -1
    u = play(t, "done", "act trade")
    assert f"sell {farm}" not in legal(u)
    # a sale takes one good from the land
    v = play(acting(units={farm: [1, 0]}, goods={farm: 3}), "act trade", f"sell {farm}")
    assert v.goods[x] == 2


def test_intrigue_ours_garrison_fill_whole_garrisons_rightmost_leftmost_then_inwards():
    s = settle(cleanup(winter(units={"e1": [6, 0]}, gold=[10, 5])), lambda x: x.step == "keep")
    assert s.garrison[0] == (False,) * 6
    seen = []
    for _ in range(5):
        s = play(s, "home e1")
        seen.append(s.garrison[0])
    F, T = False, True
    assert seen == [(F, F, F, F, F, T),          # the rightmost garrison (power 4, one space)
                    (F, T, F, F, F, T),          # the leftmost (power 1), its right space first
                    (T, T, F, F, F, T),          # ... until it is full
                    (T, T, F, F, T, T),          # the second from the right (power 3)
                    (T, T, F, T, T, T)]          # the second from the left (power 2), right space first
    assert [C.SPACE_GARRISON[x] for x in (5, 1, 0, 4, 3, 2)] == [3, 0, 0, 2, 1, 1]


def test_intrigue_ours_quest_claims_leave_a_gap_and_the_row_slides():
    qs = C.QUEST_INDEX
    s = winter(quests=["q1", "q5", "q2"], gold=[10, 5])
    deck = s.quest_deck
    t = settle(cleanup(s), lambda x: x.phase == "draft")
    # q5 claimed (a gap), q1 the leftmost removed, q2 slides to #1, two new quests
    assert t.vp[0] == ("quest:q5",) and t.quests == (qs["q2"], deck[-1], deck[-2])
    u = settle(cleanup(winter(quests=["q5", "q1", "q2"], gold=[10, 5])), lambda x: x.phase == "draft")
    assert u.quests[:2] == (qs["q1"], qs["q2"])              # the claimed #1 was the only one to go


def test_intrigue_ours_events_gone_pushed_off_is_out_of_the_game():
    ev = C.EVENT_INDEX
    s = play(acting(events=["v1", "v2", "v3"]), "act politics", "event 1 left")
    assert ev["v1"] not in s.events + s.event_deck
    u = settle(play(s, "done", "done"), lambda x: x.phase == "draft")
    # the gap is refilled from the deck at the cleanup (after Border Unrest, now #1, leaves)
    assert ev["v1"] not in u.events + u.event_deck and min(u.events) >= 0 and ev["v2"] not in u.events


def test_intrigue_ours_event_push_slides_the_row_at_once_and_the_cleanup_refills_it():
    ev = C.EVENT_INDEX
    s = play(winter(events=["v1", "v2", "v3"]), "act politics", "event 1 left")
    assert s.events == (ev["v2"], ev["v3"], -1)
    assert "event 3 left" not in legal(s) and "event 2 right" not in legal(s)
    deck = s.event_deck
    u = settle(play(s, "done", "done"), lambda x: x.phase == "draft")
    # at the cleanup Border Unrest (now #1) leaves, Grand Audience slides to #1, the deck fills #2 and #3
    assert u.events == (ev["v3"], deck[-1], deck[-2])


def test_intrigue_ours_politics_influence_own_marker_on_any_court():
    s = play(acting(planned=["s1", "f1"], influence=[{}, {"bloom": 2}]), "act politics")
    assert [a for a in legal(s) if a.startswith("influence")] == [f"influence {f.id}" for f in C.FACTIONS]
    t = play(s, "influence bloom", "influence harvest")
    assert t.influence[0] == (1, 0, 1, 0) and t.influence[1] == s.influence[1] == (2, 0, 0, 0)
    u = play(acting(planned=["s1", "f1"], influence=[{"frost": 6}, {}]), "act politics")
    assert "influence frost" not in legal(u)
    refused(u, "influence frost", "intrigue.politics.influence")


def test_intrigue_ours_trade_one_land_sells_goods_of_one_land_per_action():
    s0 = acting()
    mine, farm = land_of(s0, "mine"), land_of(s0, "farm")
    s = play(acting(units={mine: [1, 0], farm: [1, 0]}, goods={mine: 3, farm: 2}, hands=[["c1"], []]), "act trade")
    assert {f"sell {mine}", f"sell {farm}"} <= set(legal(s))
    t = play(s, f"sell {mine}")
    assert f"sell {farm}" not in legal(t) and f"sell {mine}" in legal(t) and "sell c1" in legal(t)
    refused(t, f"sell {farm}", "intrigue.ours.trade_one_land")
    u = play(t, "sell c1", f"sell {mine}")
    assert u.goods[LAND[mine]] == 1 and u.goods[LAND[farm]] == 2 and u.act.land == LAND[mine]
    assert I.from_json(u.to_json()).act == u.act


def test_intrigue_ours_combat_outcome_the_losers_units_die_the_winner_holds():
    # Aster brings two units into Birch's e1 and loses: both die, Birch keeps e1 and its unit
    s = acting(units={"e1": [0, 1], "e2": [2, 0]}, hands=[[], ["c15"]])
    t = play(s, "act combat", "move e2 e1", "move e2 e1", "done", "done", "support p2 c15")
    assert "Aster 2 against Birch 4: Birch wins." in t.log
    assert t.units[LAND["e1"]] == (0, 1) and t.holder[LAND["e1"]] == 1 and t.graveyard == (2, 0)
    # Aster wins with one unit against two: both of Birch's die, Aster loses none and holds e1
    u = play(acting(units={"e1": [0, 2], "e2": [1, 0], "e4": [3, 0]}, hands=[["c15"], []]), "act combat",
           "move e2 e1", "done", "done", "support p1 c15")
    assert u.units[LAND["e1"]] == (1, 0) and u.holder[LAND["e1"]] == 0 and u.graveyard == (0, 2)


def test_intrigue_ours_done_influence_even_without_a_step():
    s = acting(planned=["s1", "f1"])
    sun, frost = C.FACTION_INDEX["sun"], C.FACTION_INDEX["frost"]
    t = play(s, "done")                               # no type of action chosen
    assert t.influence[0][sun] == 1 and t.seat == 1
    u = play(t, "act trade", "done")                  # a type chosen, no step taken
    assert u.influence[1][frost] == 1


def test_intrigue_ours_personal_quests_open_to_every_view(capsys):
    from seasons_nb.games.intrigue import teach

    s = acting(personal=["p3", "p6"])
    teach.holdings(s.view(1), 0)
    assert "personal quest Royal Treasurer (hold 15 gold, not met)" in capsys.readouterr().out
    for viewer in (0, 1, None):
        v = s.view(viewer)
        assert v.personal == s.personal
        assert [p["personal"] for p in v.to_dict()["players"]] == ["p3", "p6"]
        svg = v._repr_svg_()
        assert "Royal Treasurer" in svg and "Warden of the Marches" in svg


def test_intrigue_ours_acting_order_a_player_without_workers_sits_the_season_out():
    # autumn: Aster holds one worker, Birch two; in winter Aster has none left
    s = pos(season=2, workers=[["b1"], ["h1", "h2"]], gold=[5, 5])
    s = play(s, "plan b1", "plan h1", "done", "done")
    assert s.phase == "plan" and s.season == 3 and s.seat == 1 and legal(s) == ["plan h2"]
    t = play(s, "plan h2")
    assert t.log[-2:] == ("Aster has no worker left and sits this season out.",
                          "The workers are revealed: Birch Steward of the Woodyards.")
    assert t.phase == "act" and t.seat == 1 and t.planned == (-1, C.WORKER_INDEX["h2"])
    u = play(t, "done")
    assert u.phase == "draft" and u.year == 2
    assert u.influence[0] == s.influence[0] and u.influence[1][2] == s.influence[1][2] + 1
    # a winter save moved back to autumn: nobody has a worker, autumn and winter pass, then the cleanup
    d = json.loads(winter(workers=[[], []]).to_json())
    d["season"] = 2
    w = settle(I.from_json(json.dumps(d)), lambda x: x.phase == "draft")
    assert w.year == 2 and w.log.count("Aster, Birch have no worker left and sit this season out.") == 1


def test_intrigue_ours_hand_price_one_gold_a_card_for_the_year():
    s = settle(cleanup(winter(hands=[["c1", "c2", "c3", "c4"], []], gold=[3, 5])), lambda x: x.phase == "hand")
    t = play(s, "pay")
    assert t.gold[0] == 2 and t.phase == "draft" and len(t.hand[0]) == 4 and t.paid == (0, 0)
    assert "Aster pays 1 gold to keep a card over the limit." in t.log


def test_intrigue_ours_short_game_scored_after_year_n():
    s = settle(cleanup(winter(years=1, gold=[10, 21])))
    assert s.is_over and s.year == 1 and s.winner == 1 and s.scores == [1, 2]
    t = settle(cleanup(winter(years=2)), lambda x: x.phase == "draft")
    assert not t.is_over and t.year == 2


def test_intrigue_ours_turn_limit_a_draw_past_it():
    # a limit of 2 seasons: the game goes on into summer, and ends as a draw after summer's combats
    t = settle(I.new_game(2, seed=3, turn_limit=2), lambda x: x.season == 1)
    assert not t.is_over and t.year == 1
    s = settle(t)
    assert s.is_over and s.winner is None and s.winners == [] and (s.year, s.season) == (1, 1)
    assert s.prompt == "Game over: the limit of 2 seasons is reached, a draw."
    assert s.log[-1] == "The limit of 2 seasons is reached: a draw."