"""One test (at least) per Seasons of Intrigue rule the summary states, each a small scenario: a teaching
position (``from_position`` through ``helpers.pos``/``helpers.acting``) or a seeded new game played on.

Positions use a row of blank events and the initiative order p1, p2, ... unless a test says otherwise;
seat 1 is Aster, seat 2 Birch, seat 3 Cedar, seat 4 Daisy.
"""

from __future__ import annotations

from seasons_nb.games import intrigue as I
from seasons_nb.games.intrigue import components as C
from seasons_nb.games.intrigue.components import NUMBERS

from .helpers import CARD, LAND, WORKER, acting, legal, new_log, play, pos, refused, settle



def card_ids(hand) -> list:
    return sorted(C.CARDS[c].id for c in hand)


def draft_round(s):
    """Everyone picks the first worker of their pack (one round of the draft)."""
    for _ in range(s.players):
        s = play(s, f"draft {C.WORKERS[s.packs[s.seat][0]].id}")
    return s


def drafted(s):
    """The draft played to its end with first picks."""
    while s.phase == "draft":
        s = draft_round(s)
    return s


# ---- the end ---------------------------------------------------------------------------------------

def test_intrigue_game_over_nothing_more_can_be_played():
    s = settle(acting(season=3, years=1))
    assert s.is_over and s.current_player is None and s.legal_actions() == []
    assert s.prompt.startswith("Game over: ")
    for text in ("done", "pass", "act politics", "draft b1", "plan b1"):
        refused(s, text, "intrigue.game_over")
    assert s.explain_clicks(["choice.done"]).rule == "intrigue.game_over"


# ---- constraints -----------------------------------------------------------------------------------

def test_intrigue_constraint_workers_kept_no_sale_of_a_worker_needed_for_a_season():
    s = play(acting(hands=[["c1"], []]), "act trade")
    # spring: three seasons still to plan and three workers in hand: none to spare
    assert not any(a.startswith("sell b") for a in legal(s)) and "sell c1" in legal(s)
    e = refused(s, "sell b2", "intrigue.constraint.workers_kept")
    assert "Aster" in str(e)
    # a fourth worker is one to spare: it may be sold for 2 gold, and then no other
    s = play(acting(workers=[["b2", "b3", "b4", "b5"], ["h2", "h3", "h4"]]), "act trade")
    assert {"sell b2", "sell b3", "sell b4", "sell b5"} <= set(legal(s))
    t = play(s, "sell b5")
    assert t.gold[0] == s.gold[0] + NUMBERS["card_sale_price"] and WORKER["b5"] in t.worker_discard
    assert t.workers[0] == tuple(WORKER[w] for w in ("b2", "b3", "b4"))
    refused(t, "sell b2", "intrigue.constraint.workers_kept")
    # in winter no season is left to plan after this one
    s = play(acting(season=3, workers=[["b2"], []]), "act trade")
    assert "sell b2" in legal(s)


def test_intrigue_constraint_ties_go_to_the_lower_initiative():
    # a combat at equal totals: the side earlier on the initiative track wins, whoever attacked
    for order, winner in ((["p1", "p2"], 0), (["p2", "p1"], 1)):
        s = acting(order=order, units={"e1": [0, 1], "e2": [1, 0]})
        first = s.seat
        s = play(s, "act combat" if first == 0 else "done")
        if first == 0:
            s = play(s, "move e2 e1", "done", "done")
        else:
            s = play(s, "act combat", "move e2 e1", "done")
        assert s.phase == "plan" and s.holder[LAND["e1"]] == winner
        assert any("the tie goes to the earlier initiative" in line for line in s.log)
    # the final score: equal totals go to the earlier initiative too
    s = settle(acting(season=3, years=1, order=["p2", "p1"]))
    assert s.scores == [0, 0] and s.winner == 1


# ---- setup -----------------------------------------------------------------------------------------

GAMES = [I.new_game(2 + seed % 3, seed=seed) for seed in range(24)]


def test_intrigue_setup_tiles_laid_face_down_at_random():
    layouts = set()
    for s in GAMES:
        assert sorted(s.tiles) == list(range(len(C.TILES))) and s.revealed == (False,) * len(C.LANDS)
        assert s.goods == (0,) * len(C.LANDS) and all(t is None for t in (land["tile"] for land in s.to_dict()["lands"]))
        layouts.add(s.tiles)
    assert len(layouts) == len(GAMES)


def test_intrigue_setup_decks_shuffled():
    worker_orders, card_orders = set(), set()
    for s in GAMES:
        n = s.players
        dealt = [w for p in s.packs for w in p]
        assert sorted(list(s.worker_deck) + dealt) == list(range(len(C.WORKERS))) and len(dealt) == 4 * n
        assert sorted(list(s.card_deck) + [c for h in s.hand for c in h]) == list(range(len(C.CARDS)))
        worker_orders.add(s.worker_deck)
        card_orders.add(s.card_deck)
    assert len(worker_orders) == len(card_orders) == len(GAMES)


def test_intrigue_setup_quests_events_three_of_each_face_up():
    rows = set()
    for s in GAMES:
        assert len(s.quests) == len(s.events) == 3 and min(s.quests) >= 0 and min(s.events) >= 0
        assert sorted(s.quests + s.quest_deck) == list(range(len(C.QUESTS)))
        assert sorted(s.events + s.event_deck) == list(range(len(C.EVENTS)))
        rows.add((s.quests, s.events))
    assert len(rows) == len(GAMES)


def test_intrigue_setup_upgrades_two_closed_at_random_per_tablet():
    closed = set()
    for s in GAMES:
        for seat in range(s.players):
            assert s.upgrades[seat].count(0) == 2 and s.upgrades[seat].count(1) == 3
            closed.add(tuple(k for k, x in enumerate(s.upgrades[seat]) if x == 0))
    assert len(closed) >= 8
    s = GAMES[2]
    assert s.to_dict()["players"][0]["upgrades"].count("closed") == 2


def test_intrigue_setup_turn_order_random():
    orders = {s.order for s in GAMES if s.players == 3}
    assert len(orders) >= 4 and all(sorted(o) == [0, 1, 2] for o in orders)
    for s in GAMES:
        assert s.seat == s.order[0]                       # the first on the track picks first


def test_intrigue_setup_personal_quest_one_each_by_the_tablet():
    for s in GAMES:
        assert len(set(s.personal)) == s.players and all(0 <= p < len(C.PERSONAL) for p in s.personal)
        assert s.view(0).personal == s.personal


def test_intrigue_setup_cards_an_intrigue_and_a_combat_card_each():
    for s in GAMES:
        for h in s.hand:
            assert sorted(C.CARDS[c].colour for c in h) == ["combat", "intrigue"]


def test_intrigue_setup_gold_five_each():
    for s in GAMES:
        assert s.gold == (5,) * s.players
    assert NUMBERS["starting_gold"] == 5


# ---- the start of a year ---------------------------------------------------------------------------

def test_intrigue_year_draft_four_workers_each_picked_from_passing_packs():
    s = I.new_game(3, seed=5)
    assert s.phase == "draft" and [len(p) for p in s.packs] == [4, 4, 4] and s.workers == ((), (), ())
    assert s.prompt == f"Year 1, the draft: {s.names[s.seat]}, pick a worker from your pack."
    first = s.seat
    w = C.WORKERS[s.packs[first][1]].id
    t = play(s, f"draft {w}")
    assert t.workers[first] == (WORKER[w],) and len(t.packs[first]) == 3
    assert new_log(s, t) == [f"{s.names[first]} picks a worker."]
    stranger = next(x.id for x in C.WORKERS if all(C.WORKER_INDEX[x.id] not in p for p in s.packs))
    refused(t, f"draft {stranger}", "intrigue.year.draft")
    refused(t, "act politics", "intrigue.year.draft")
    refused(t, "done", "intrigue.year.draft")
    u = drafted(s)
    assert [len(x) for x in u.workers] == [4, 4, 4] and u.packs == ((), (), ())
    assert u.phase == "plan" and u.season == 0


def test_intrigue_year_draft_direction_clockwise_in_odd_years_then_back():
    s = I.new_game(3, seed=5)
    packs = s.packs
    t = draft_round(s)
    # year 1: each pack moves on to the next seat (seat order is clockwise)
    for seat in range(3):
        left = [w for w in packs[(seat - 1) % 3] if w not in t.workers[(seat - 1) % 3]]
        assert sorted(t.packs[seat]) == sorted(left)
    assert "passing clockwise" in s.log[-1]
    # year 2: the other way
    u = settle(acting(3, season=3), lambda x: x.phase == "draft")
    assert u.year == 2 and "passing counter-clockwise" in u.log[-1]
    packs = u.packs
    v = draft_round(u)
    for seat in range(3):
        left = [w for w in packs[(seat + 1) % 3] if w not in v.workers[(seat + 1) % 3]]
        assert sorted(v.packs[seat]) == sorted(left)


def test_intrigue_year_tokens_step_one_down_except_in_the_first_year():
    s = drafted(I.new_game(2, seed=3))
    assert s.tokens == (6, 6, 6, 6)
    u = settle(acting(season=3), lambda x: x.phase == "draft")
    assert u.year == 2 and u.tokens == (6, 6, 6, 6)          # not yet: the draft comes first
    v = drafted(u)
    assert v.tokens == (5, 5, 5, 5) and "The influence VP tokens step down." in v.log
    # never below 2
    w = acting(season=3, year=5, tokens={"bloom": 2, "sun": 3, "frost": None}, tokens_left={"frost": 0})
    w = drafted(settle(w, lambda x: x.phase == "draft"))
    assert w.tokens == (2, 2, 5, -1)


def test_intrigue_year_token_meet_takes_the_token_and_resets_the_marker():
    s = settle(acting(season=3, influence=[{"frost": 5}, {"sun": 4}]), lambda x: x.phase == "draft")
    assert s.vp[0] == ("alliance:frost",) and s.influence[0][3] == 5
    t = drafted(s)
    assert t.vp[0] == ("alliance:frost", "influence:frost") and t.influence[0][3] == 0
    assert t.influence[1][1] == 4 and "influence:sun" not in t.vp[1]
    assert t.tokens[3] == 6 and t.tokens_left[3] == 2           # the next frost token starts at the top
    assert "Aster meets the Court of Frost token: 1 VP, the marker back to 0." in t.log


def test_intrigue_year_announce_players_at_three_or_four_vp():
    s = acting(season=3, vp=[["quest:q4", "quest:q5", "quest:q6"], ["quest:q7", "quest:q8"]])
    t = drafted(settle(s, lambda x: x.phase == "draft"))
    assert t.announced == (3, 0) and "Aster announces 3 VP." in t.log
    assert not any("Birch announces" in line for line in t.log)
    s = acting(season=3, vp=[[], ["quest:q4", "quest:q5", "quest:q6", "quest:q7"]])
    t = drafted(settle(s, lambda x: x.phase == "draft"))
    assert t.announced == (0, 4) and t.view(0).announced == (0, 4) and "Birch announces 4 VP." in t.log


# ---- the seasons -----------------------------------------------------------------------------------

def test_intrigue_season_calendar_four_seasons_a_bonus_and_a_penalty():
    assert C.SEASONS == ("spring", "summer", "autumn", "winter")
    marshal = {f: WORKER[w] for f, w in (("bloom", "b1"), ("sun", "s1"), ("harvest", "h1"), ("frost", "f1"))}
    expected = {0: {"bloom": 4, "sun": 3, "harvest": 2, "frost": 3}, 1: {"bloom": 3, "sun": 4, "harvest": 3, "frost": 2},
                2: {"bloom": 2, "sun": 3, "harvest": 4, "frost": 3}, 3: {"bloom": 3, "sun": 2, "harvest": 3, "frost": 4}}
    for season, powers in expected.items():
        s = pos(season=season, workers=[["b2", "b3", "b4", "b5"][season:], ["h2", "h3", "h4", "h5"][season:]])
        assert {f: s.power(0, w) for f, w in marshal.items()} == powers, season
    # a year runs spring to winter, then the cleanup
    s = acting(season=0, workers=[["b2", "b3", "b4"], ["h2", "h3", "h4"]])
    seasons = []
    while s.phase in ("plan", "act"):
        if s.phase == "plan" and s.season not in seasons:
            seasons.append(s.season)
        s = s.apply(legal(s)[0] if s.phase == "plan" else "done")
    assert seasons == [1, 2, 3] and "Year 1: the cleanup." in s.log


def test_intrigue_season_plan_everyone_places_a_worker_face_down():
    s = pos(workers=[["b1", "b2", "b3", "b4"], ["h1", "h2", "h3", "h4"]])
    assert s.phase == "plan" and s.seat == 0 and legal(s) == ["plan b1", "plan b2", "plan b3", "plan b4"]
    assert s.prompt == "Year 1, spring: Aster, place a worker face down."
    t = play(s, "plan b3")
    assert t.planned == (WORKER["b3"], -1) and t.workers[0] == tuple(WORKER[w] for w in ("b1", "b2", "b4"))
    assert t.seat == 1 and new_log(s, t) == ["Aster places a worker face down."]
    assert t.view(1).planned[0] < -1 and t.view(1).to_dict()["players"][0]["planned"] == "hidden"
    assert all("Thaw Herald" not in line for line in t.view(1).log)
    refused(t, "plan b1", "intrigue.season.plan")            # Birch does not hold it
    refused(t, "act politics", "intrigue.season.plan")
    refused(t, "draft h1", "intrigue.season.plan")


def test_intrigue_season_reveal_together_then_act_in_initiative_order():
    s = pos(order=["p2", "p1"], workers=[["b1", "b2", "b3", "b4"], ["h1", "h2", "h3", "h4"]])
    assert s.seat == 1
    t = play(s, "plan h1", "plan b3")
    assert t.phase == "act" and t.seat == 1 and t.planned == (WORKER["b3"], WORKER["h1"])
    assert t.log[-1] == "The workers are revealed: Birch Sheaf Marshal; Aster Thaw Herald."
    assert t.view(0).planned == t.planned == t.view(1).planned
    u = play(t, "done")
    assert u.seat == 0 and u.phase == "act"


def test_intrigue_season_one_type_of_action_per_worker():
    s = acting()
    assert {"act politics", "act civil", "act combat", "act trade"} <= set(legal(s))
    refused(s, "influence bloom", "intrigue.season.one_type")          # choose a type first
    t = play(s, "act politics")
    assert t.act.kind == "politics" and not any(a.startswith("act ") for a in legal(t))
    refused(t, "act civil", "intrigue.season.one_type")
    refused(t, "draw combat", "intrigue.season.one_type")
    refused(t, "deploy e1", "intrigue.season.one_type")
    refused(t, "sell c1", "intrigue.season.one_type")


def test_intrigue_season_power_worker_calendar_and_card_modifiers():
    # Thaw Herald: 2, spring +1 on the card, +1 from the calendar (bloom's season)
    s = acting(planned=["b3", "s1"])
    assert s.power(0, WORKER["b3"]) == 4 and "acts (power 4)" in s.prompt
    assert play(s, "act combat").act.steps == 4
    # Lady of the Orchards in autumn: 3, -1 on the card, -1 from the calendar
    s = acting(season=2, planned=["b2", "s1"])
    assert s.power(0, WORKER["b2"]) == 1 and play(s, "act politics").act.steps == 1
    assert play(s, "act politics").log[-1] == "Aster's Lady of the Orchards takes a politics action with power 1."


def test_intrigue_season_events_change_the_power():
    # Spring Fair: trade +1; Early Thaw: bloom workers +1
    s = acting(planned=["b1", "s1"], events=["v1", "v5", "v12"])
    assert s.power(0, WORKER["b1"]) == 5 and s.power(0, WORKER["b1"], "trade") == 6
    assert play(s, "act trade").act.steps == 6 and play(s, "act civil").act.steps == 5
    t = play(s, "done")
    assert t.power(1, WORKER["s1"]) == 3 and play(t, "act trade").act.steps == 4
    # Timber Glut lowers a price, Silver Vein raises one
    u = acting(events=["v10", "v11", "v12"])
    assert u.price(C.GOOD_INDEX["ore"]) == 4 and u.price(C.GOOD_INDEX["wood"]) == 1


def test_intrigue_season_abilities_once_before_during_or_after_the_action():
    # Lady of the Orchards: take 2 gold
    s = acting(planned=["b2", "s1"])
    assert "ability" in legal(s)
    before = play(s, "ability")
    assert before.gold[0] == 7 and before.act.ability and "ability" not in legal(before)
    refused(before, "ability", "intrigue.season.abilities")
    during = play(s, "act politics", "influence sun", "ability", "influence sun")
    assert during.gold[0] == 7 and during.influence[0][1] == 2
    after = play(s, "act politics", *["influence sun"] * s.power(0, WORKER["b2"]))
    assert after.act.steps == 0 and "ability" in legal(after)
    assert play(after, "ability").gold[0] == 7
    # Dew Page: +1 power; before the type it is a bonus, after it a step more
    p = acting(planned=["b6", "s1"])
    assert play(p, "ability", "act combat").act.steps == p.power(0, WORKER["b6"]) + 1
    assert play(p, "act combat", "ability").act.steps == p.power(0, WORKER["b6"]) + 1
    # a worker without an ability
    refused(acting(), "ability", "intrigue.season.abilities")


def test_intrigue_season_instants_add_power_to_the_action():
    s = acting(hands=[["x1", "x4", "x6", "c1"], []])
    options = legal(s)
    assert "intrigue x1" in options and "intrigue x4" in options
    assert "intrigue x6" not in options                       # for combats only
    t = play(s, "intrigue x4", "act combat")
    assert t.act.steps == 5 and CARD["x4"] in t.card_discard and CARD["x4"] not in t.hand[0]
    assert "Aster plays Royal Favour." in t.log
    u = play(s, "act trade", "intrigue x1")
    assert u.act.steps == 4
    refused(s, "intrigue x6", "intrigue.season.instants")
    refused(s, "intrigue x2", "intrigue.season.instants")     # not in Aster's hand


def test_intrigue_season_influence_rises_on_the_workers_court_after_the_action():
    s = acting(planned=["s1", "f1"], influence=[{"sun": 2}, {}])
    t = play(s, "act politics", "influence bloom", "done")
    assert t.influence[0] == (1, 3, 0, 0) and t.seat == 1
    assert "Aster's action ends; their Court of the Sun influence rises." in t.log
    # reaching the token takes it
    s = acting(planned=["s1", "f1"], influence=[{"sun": 5}, {}])
    t = play(s, "done")
    assert t.vp[0] == ("influence:sun",) and t.influence[0][1] == 0 and t.tokens_left[1] == 2


def test_intrigue_season_combats_after_everyone_acted_in_initiative_order():
    s = acting(3, order=["p3", "p1", "p2"], units={"e1": [1, 0, 0], "e2": [0, 1, 0], "e5": [0, 0, 1],
                                                  "e6": [1, 0, 0]})
    assert s.seat == 2
    s = play(s, "act combat", "move e5 e6", "done")       # Cedar attacks Aster on e6
    assert s.phase == "act" and s.seat == 0
    s = play(s, "act combat", "move e1 e2", "done")       # Aster attacks Birch on e2
    s = play(s, "done")
    # no combat is fought before everyone has acted; then Cedar's (earlier on the track) comes first
    assert s.phase == "plan" and s.season == 1
    fights = [line for line in s.log if line.startswith("Combat on")]
    assert fights == ["Combat on e6: Cedar attacks Aster.", "Combat on e2: Aster attacks Birch."]


def test_intrigue_season_cleanup_after_winters_combats():
    s = play(acting(season=2, workers=[["b2"], ["h2"]]), "done", "done")
    assert s.phase == "plan" and s.season == 3
    t = play(acting(season=3, units={"e1": [1, 0]}, gold=[5, 5]), "done", "done")
    assert t.phase == "home" and t.step == "wages" and t.log[-1] == "Year 1: the cleanup."
    assert t.prompt == "Year 1, cleanup: Aster, bring units home, then done."


# ---- the four actions ------------------------------------------------------------------------------

def test_intrigue_politics_initiative_move_a_marker_up_or_down():
    s = play(acting(3), "act politics")
    options = legal(s)
    assert "initiative p1 down" in options and "initiative p3 up" in options
    assert "initiative p1 up" not in options and "initiative p3 down" not in options
    t = play(s, "initiative p3 up")
    assert t.order == (0, 2, 1) and t.act.steps == 2 and t.log[-1] == "Aster moves Cedar's initiative up."
    u = play(t, "initiative p1 down")
    assert u.order == (2, 0, 1) and u.initiative(0) == 1
    refused(u, "initiative p2 down", "intrigue.politics.initiative")


def test_intrigue_politics_events_swap_neighbours_and_push_the_first_off():
    s = play(acting(events=["v1", "v2", "v3"]), "act politics")
    ev = C.EVENT_INDEX
    t = play(s, "event 2 right")
    assert t.events == (ev["v1"], ev["v3"], ev["v2"]) and t.log[-1] == "Aster swaps events #2 and #3."
    refused(s, "event 3 right", "intrigue.politics.events")
    u = play(s, "event 1 left")
    assert u.events == (ev["v2"], ev["v3"], -1)
    assert u.log[-1] == "Aster pushes the event Spring Fair off the row."
    assert ev["v1"] not in u.event_deck and u.to_dict()["events"] == ["v2", "v3", None]
    refused(u, "event 3 left", "intrigue.politics.events")     # nothing on #3 now


def test_intrigue_politics_influence_one_step_on_any_track():
    s = play(acting(), "act politics", "influence harvest", "influence harvest")
    assert s.influence[0] == (0, 0, 2, 0) and s.act.steps == 1
    assert s.log[-1] == "Aster raises their harvest influence."
    # a track at the top (its tokens all taken) cannot rise
    t = acting(influence=[{"bloom": 6}, {}], tokens={"bloom": None}, tokens_left={"bloom": 0})
    t = play(t, "act politics")
    assert "influence bloom" not in legal(t)
    refused(t, "influence bloom", "intrigue.politics.influence")


def test_intrigue_civil_draw_one_card_plus_one_per_revealed_upgrade():
    s = acting(gold=[10, 5])
    t = play(s, "act civil", "draw combat")
    assert len(t.hand[0]) == 1 and C.CARDS[t.hand[0][0]].colour == "combat"
    assert t.act.steps == 0 and t.log[-1] == "Aster draws 1 combat card."
    u = acting(upgrades=[{"u1": "revealed", "u3": "revealed"}, {}])
    v = play(u, "act civil", "draw intrigue")
    assert len(v.hand[0]) == 3 and {C.CARDS[c].colour for c in v.hand[0]} == {"intrigue"}
    assert not any(a.startswith("draw") for a in legal(v))           # one option per Civil action


def test_intrigue_civil_upgrade_pay_and_raise_the_hand_limit():
    s = acting(gold=[6, 5], upgrades=[{"u1": "closed", "u2": "open", "u4": "open", "u5": "revealed"}, {}])
    assert s.hand_limit(0) == 4
    t = play(s, "act civil")
    assert "upgrade u2" in legal(t) and "upgrade u4" in legal(t)
    u = play(t, "upgrade u4")
    assert u.gold[0] == 1 and u.upgrades[0][3] == 2 and u.hand_limit(0) == 6 and u.stars(0) == 2
    assert u.log[-1] == "Aster pays 5 gold and reveals Grand Library."
    refused(t, "upgrade u1", "intrigue.civil.upgrade")          # closed
    refused(t, "upgrade u5", "intrigue.civil.upgrade")          # already revealed
    poor = play(acting(gold=[2, 5], upgrades=[{"u2": "open"}, {}]), "act civil")
    refused(poor, "upgrade u2", "intrigue.civil.upgrade")       # costs 3


def test_intrigue_civil_build_pay_five_on_a_land_you_hold():
    s = play(acting(gold=[7, 5], units={"e1": [1, 0], "e5": [0, 1]}), "act civil")
    assert "build e1" in legal(s) and "build e5" not in legal(s)
    t = play(s, "build e1")
    assert t.buildings[LAND["e1"]] == 0 and t.gold[0] == 2 and t.stars(0) == 1
    refused(s, "build e5", "intrigue.civil.build")
    refused(play(acting(gold=[4, 5], units={"e1": [1, 0]}), "act civil"), "build e1", "intrigue.civil.build")
    built = play(acting(gold=[9, 5], units={"e1": [1, 0]}, buildings={"e1": 0}), "act civil")
    refused(built, "build e1", "intrigue.civil.build")


def test_intrigue_combat_deploy_from_the_leftmost_space_to_an_empty_edge_land():
    s = play(acting(units={"e2": [0, 1]}), "act combat")
    deploys = [a for a in legal(s) if a.startswith("deploy")]
    assert "deploy e1" in deploys and "deploy e2" not in deploys and not any(" i" in a for a in deploys)
    t = play(s, "deploy e1")
    assert t.garrison[0] == (False, True, True, True, True, True) and t.units[LAND["e1"]] == (1, 0)
    assert t.holder[LAND["e1"]] == 0 and t.log[-1] == "Aster deploys a unit to e1."
    u = play(t, "deploy e3")
    assert u.garrison[0] == (False, False, True, True, True, True)
    refused(t, "deploy e2", "intrigue.combat.deploy")          # Birch is there
    refused(t, "deploy i1", "intrigue.combat.deploy")          # the inner circle
    full = play(acting(units={"e1": [2, 0], "e3": [2, 0], "e5": [2, 0]}), "act combat")
    e = refused(full, "deploy e7", "intrigue.combat.deploy")
    assert "garrisons are empty" in str(e)


def test_intrigue_combat_move_a_unit_to_a_neighbouring_land():
    s = play(acting(units={"e1": [2, 0]}), "act combat")
    moves = sorted(a for a in legal(s) if a.startswith("move"))
    assert moves == ["move e1 e12", "move e1 e2", "move e1 i1"]
    t = play(s, "move e1 i1")
    assert t.units[LAND["e1"]] == (1, 0) and t.units[LAND["i1"]] == (1, 0) and t.holder[LAND["i1"]] == 0
    u = play(t, "move e1 e2")
    assert u.units[LAND["e1"]] == (0, 0) and u.holder[LAND["e1"]] == -1
    refused(s, "move e1 e5", "intrigue.combat.move")
    refused(s, "move e4 e5", "intrigue.combat.move")          # no unit there


def test_intrigue_trade_card_sell_for_two_gold():
    s = play(acting(hands=[["c1", "x11"], ["c2"]]), "act trade")
    t = play(s, "sell c1", "sell x11")
    assert t.hand[0] == () and t.gold[0] == 9 and {CARD["c1"], CARD["x11"]} <= set(t.card_discard)
    assert t.log[-1] == "Aster sells a card for 2 gold."
    refused(s, "sell c2", "intrigue.trade.card")


def test_intrigue_trade_goods_at_market_price_with_bonuses():
    # find a mine in this seed's layout, put Aster on it with goods
    s0 = acting()
    mine = next(x for x in range(16) if C.TILES[s0.tiles[x]].kind == "mine")
    farm = next(x for x in range(16) if C.TILES[s0.tiles[x]].kind == "farm")
    m, f = C.LANDS[mine].id, C.LANDS[farm].id
    s = play(acting(units={m: [1, 0], f: [0, 1]}, goods={m: 3, f: 2}), "act trade")
    assert f"sell {f}" not in legal(s)
    t = play(s, f"sell {m}", f"sell {m}")
    assert t.goods[mine] == 1 and t.gold[0] == 5 + 3 + 3
    assert t.log[-1].startswith("Aster sells ") and t.log[-1].endswith(f"ore from {m} for 3 gold.")
    refused(s, f"sell {f}", "intrigue.trade.goods")
    # Silver Vein (ore +1) and the Sleet Page's ability (+1 per ore in this action)
    u = play(acting(planned=["f6", "s1"], units={m: [1, 0]}, goods={m: 2}, events=["v10", "v12", "v13"]),
           "act trade", "ability", f"sell {m}")
    assert u.gold[0] == 5 + 5
    # a price never falls below 1
    w = acting(events=["v11", "v12", "v13"])
    assert w.price(C.GOOD_INDEX["wood"]) == 1


# ---- combat ----------------------------------------------------------------------------------------

def attack(players=2, hands=None, units=None, **kw):
    """Aster (first to act) moves a unit from e2 into Birch's e1; everyone else says done: the combat on
    e1 is open, Aster to play first."""
    hands = hands or [[] for _ in range(players)]
    units = units or {"e1": [0, 1] + [0] * (players - 2), "e2": [1, 0] + [0] * (players - 2)}
    s = acting(players, hands=hands, units=units, **kw)
    s = play(s, "act combat", "move e2 e1", "done", *["done"] * (players - 1))
    return s


def test_intrigue_battle_base_rightmost_garrison_with_an_empty_space():
    # Aster has five units out (space 5 empty: the third garrison, power 3); Birch one (power 1)
    s = acting(units={"e1": [0, 1], "e2": [1, 0], "e4": [2, 0], "e6": [2, 0]})
    assert s.base_space(0) == 4 and s.base_power(0) == 3 and s.base_power(1) == 1
    assert [s.base_power(0)] == [C.GARRISONS[C.SPACE_GARRISON[4]].power]
    t = play(s, "act combat", "move e2 e1", "done", "done")
    assert "Aster 3 against Birch 1: Aster wins." in t.log
    # a full tablet has no empty space: power 0
    assert pos(season=3, workers=[["b1"], ["h1"]]).base_power(0) == 0


def test_intrigue_battle_cards_each_side_up_to_its_limit():
    s = attack(hands=[["c1", "c2"], ["c3", "c7"]])
    assert s.phase == "battle" and s.seat == 0 and s.card_limit(0) == 1
    assert legal(s) == ["support p1 c1", "support p1 c2", "pass"]
    refused(s, "support p2 c1", "intrigue.battle.cards")          # a side plays for itself
    t = play(s, "support p1 c2")
    assert t.battle.played == (1, 0) and t.battle.bonus == (1, 0) and t.seat == 1
    u = play(t, "support p2 c7")
    # Aster has reached the limit of 1: the combat ends without asking again
    assert u.phase == "plan" and "Aster 2 against Birch 3: Birch wins." in u.log
    # a fifth unit out doubles the limit; a revealed Drill Yard adds one
    big = acting(units={"e2": [1, 0], "e4": [2, 0], "e6": [2, 0]}, upgrades=[{"u2": "revealed"}, {}])
    assert big.card_limit(0) == 3


def test_intrigue_battle_cards_count_combat_cards_only_not_intrigue_cards():
    # Aster's limit is 1: after Shield Wall she may still play Hired Blades (an intrigue card), not Sally at Dawn
    s = attack(hands=[["c1", "c2", "x6"], ["c3"]])
    assert s.card_limit(0) == 1
    t = play(s, "support p1 c1", "support p2 c3")
    assert t.phase == "battle" and t.seat == 0 and t.battle.played == (1, 1)
    assert legal(t) == ["support p1 x6", "pass"]
    refused(t, "support p1 c2", "intrigue.battle.cards")
    u = play(t, "support p1 x6")
    assert u.phase == "plan" and "Aster plays Hired Blades (+2) for Aster." in u.log
    assert "Aster 4 against Birch 2: Aster wins." in u.log and CARD["c2"] in u.hand[0]


def test_intrigue_battle_help_every_other_player_for_either_side_up_to_their_tablet():
    # Cedar has five units out elsewhere (the third garrison: a limit of 2 combat cards) and helps with both
    units = {"e1": [0, 1, 0], "e2": [1, 0, 0], "e4": [0, 0, 2], "e6": [0, 0, 3]}
    s = attack(3, hands=[["c1"], ["c3"], ["x6", "x2", "c7", "c8"]], units=units)
    assert s.card_limit(2) == 2
    s = play(s, "support p1 c1", "support p2 c3")
    assert s.seat == 2
    assert legal(s) == ["support p1 x6", "support p2 x6", "support p1 c7", "support p2 c7", "support p1 c8",
                        "support p2 c8", "pass"]
    refused(s, "support p1 x2", "intrigue.battle.help")           # an action card, no help in a combat
    refused(s, "support p3 x6", "intrigue.battle.help")           # Cedar is no side
    refused(s, "support p1 c9", "intrigue.battle.help")           # not in Cedar's hand
    refused(s, "done", "intrigue.battle.help")
    t = play(s, "support p1 c7")
    assert t.phase == "battle" and t.seat == 2                    # the sides have nothing left: Cedar again
    t = play(t, "support p2 c8")
    assert t.phase == "battle" and legal(t) == ["support p1 x6", "support p2 x6", "pass"]
    refused(t, "support p1 c7", "intrigue.battle.help")           # already played
    u = play(t, "support p1 x6")
    assert u.phase == "plan" and "Cedar plays Cavalry Charge (+2) for Aster." in u.log
    assert "Cedar plays Archers in the Hedgerow (+2) for Birch." in u.log
    assert "Aster 6 against Birch 4: Aster wins." in u.log and CARD["x2"] in u.hand[2]


def test_intrigue_battle_total_the_higher_wins():
    s = attack(hands=[["c1"], ["c15"]])
    t = play(s, "pass", "support p2 c15")
    assert t.holder[LAND["e1"]] == 1 and "Aster 1 against Birch 4: Birch wins." in t.log
    u = play(s, "support p1 c1", "pass")
    assert u.holder[LAND["e1"]] == 0 and u.units[LAND["e1"]] == (1, 0) and "Aster 2 against Birch 1: Aster wins." in u.log


def test_intrigue_battle_tokens_winner_face_up_loser_face_down():
    s = play(attack(hands=[["c1"], []]), "support p1 c1")
    assert s.victories == ((1,), ()) and s.defeats == ((), (0,)) and s.won == (True, False)
    assert s.to_dict()["players"][0]["victories"] == [1] and s.to_dict()["players"][1]["defeats"] == [0]
    assert "Birch loses 1 unit to the graveyard; the combat tokens are exchanged." in s.log


def test_intrigue_battle_graveyard_the_losers_units():
    s = acting(units={"e1": [0, 2], "e2": [1, 0], "e4": [3, 0]})
    # Aster: four out, power 2; Birch: two out, power 1, +1 for the second unit there
    t = play(s, "act combat", "move e2 e1", "done", "done")
    assert "Aster 2 against Birch 2: Aster wins (the tie goes to the earlier initiative)." in t.log
    assert t.units[LAND["e1"]] == (1, 0) and t.graveyard == (0, 2)
    assert t.garrison[1] == (False, False, True, True, True, True)        # still off the tablet


# ---- cleanup ---------------------------------------------------------------------------------------

def winter(players=2, **kw):
    """Winter, every worker revealed; ``cleanup(s)`` has everyone say done (the combats fought with no cards)."""
    return acting(players, season=3, **kw)


def cleanup(s):
    """Everyone says done in winter: the cleanup starts."""
    while s.phase == "act":
        s = play(s, "done")
    return s


def land_of(s, kind: str, skip=()) -> str:
    """A land whose (hidden) tile is of ``kind`` in this seed's layout."""
    return next(C.LANDS[x].id for x in range(16) if C.TILES[s.tiles[x]].kind == kind and C.LANDS[x].id not in skip)


def test_intrigue_cleanup_graveyard_dead_units_fill_the_rightmost_then_the_leftmost():
    s = winter(units={"e1": [0, 2]}, gold=[5, 5], graveyard=[0, 4])
    t = cleanup(s)
    assert t.graveyard == (0, 0) and t.garrison[1] == (True, True, False, False, True, True)
    assert t.phase == "home" and t.seat == 1


def test_intrigue_cleanup_graveyard_fills_whole_garrisons_so_power_and_card_limit_follow():
    # Birch lost three units with every space empty: they fill the rightmost garrison (one space) and the
    # leftmost (two spaces); the rightmost garrison with an empty space is then the third: power 3, 2 cards
    s = winter(units={"e1": [0, 3]}, gold=[5, 5], graveyard=[0, 3])
    t = cleanup(s)
    assert t.graveyard == (0, 0) and t.garrison[1] == (True, True, False, False, False, True)
    assert t.base_power(1) == 3 and t.card_limit(1) == 2


def test_intrigue_cleanup_home_and_wages_bring_units_home_then_pay():
    s = cleanup(winter(units={"e1": [3, 0], "e5": [0, 1]}, gold=[2, 5]))
    assert s.phase == "home" and s.step == "wages" and s.seat == 0 and legal(s) == ["home e1"]
    refused(s, "done", "intrigue.cleanup.home_and_wages")         # 3 units, 2 gold
    t = play(s, "home e1")
    assert t.units[LAND["e1"]] == (2, 0) and "done" in legal(t)
    u = play(t, "done")
    assert u.gold[0] == 0 and "Aster pays 2 gold in wages." in u.log and u.seat == 1
    v = play(u, "done")
    assert v.gold[1] == 4 and v.step == "keep"


def test_intrigue_cleanup_events_resolve_from_first_to_third():
    s0 = winter()
    farm = land_of(s0, "farm")
    # Border Unrest (a levy of 1 per unit) before Spring Fair (1 gold per farm), then the other way
    a = settle(cleanup(winter(units={farm: [1, 0]}, gold=[1, 5], events=["v2", "v1", "v12"])),
               lambda x: x.step == "keep")
    b = settle(cleanup(winter(units={farm: [1, 0]}, gold=[1, 5], events=["v1", "v2", "v12"])),
               lambda x: x.step == "keep")
    # wages took Aster's one gold; the levy first sends her unit home (no farm left for the Fair), the
    # Fair first pays her 1 gold, which the levy then takes, and her unit stays
    assert a.gold[0] == 0 and a.units[LAND[farm]] == (0, 0)
    assert b.gold[0] == 0 and b.units[LAND[farm]] == (1, 0)
    assert a.log.index("The event Border Unrest resolves.") < a.log.index("The event Spring Fair resolves.")
    # Hard Winter: every harvest marker falls by 1
    c = settle(cleanup(winter(events=["v8", "v12", "v13"], influence=[{"harvest": 2}, {"harvest": 0}])),
               lambda x: x.phase == "draft")
    assert c.influence[0][2] == 1 and c.influence[1][2] == 0


def test_intrigue_cleanup_events_slide_the_first_leaves_unless_blank():
    ev = C.EVENT_INDEX
    s = settle(cleanup(winter(events=["v1", "v2", "v3"])), lambda x: x.phase == "draft")
    assert s.events[:2] == (ev["v2"], ev["v3"]) and s.events[2] >= 0 and ev["v1"] not in s.events + s.event_deck
    assert "The event Spring Fair leaves the row." in s.log
    deck = winter(events=["v1", "v2", "v3"]).event_deck
    assert s.events[2] == deck[-1] and s.event_deck == deck[:-1]
    # a blank event at #1 stays, and so does the row
    t = settle(cleanup(winter(events=["v12", "v2", "v3"])), lambda x: x.phase == "draft")
    assert t.events == (ev["v12"], ev["v2"], ev["v3"])


def test_intrigue_cleanup_quests_claim_in_turn_order_one_vp_each():
    s = winter(3, order=["p2", "p1", "p3"], quests=["q5", "q9", "q1"], gold=[10, 12, 3],
               influence=[{"frost": 3}, {}, {"frost": 3}])
    t = settle(cleanup(s), lambda x: x.phase == "draft")
    # Birch (first on the track) takes Full Coffers; Aster is before Cedar for Favour of Frost
    assert t.vp == (("quest:q9",), ("quest:q5",), ())
    assert "Birch completes the quest Full Coffers: 1 VP." in t.log
    assert "Aster completes the quest Favour of Frost: 1 VP." in t.log


def test_intrigue_cleanup_quests_slide_the_first_leaves_others_slide_and_refill():
    qs = C.QUEST_INDEX
    s = winter(quests=["q1", "q2", "q3"])
    deck = s.quest_deck
    t = settle(cleanup(s), lambda x: x.phase == "draft")
    assert t.quests == (qs["q2"], qs["q3"], deck[-1]) and qs["q1"] not in t.quest_deck
    # a claimed quest is gone with its VP; the row slides and refills
    u = settle(cleanup(winter(quests=["q2", "q5", "q3"], gold=[10, 0])), lambda x: x.phase == "draft")
    assert u.vp[0] == ("quest:q5",) and u.quests[:1] == (qs["q3"],) and min(u.quests) >= 0


def test_intrigue_cleanup_alliances_highest_marker_at_four_or_more():
    s = winter(influence=[{"frost": 4, "harvest": 3}, {"frost": 2, "harvest": 1}])
    t = settle(cleanup(s), lambda x: x.phase == "draft")
    assert t.alliances == (-1, -1, -1, 0) and t.vp[0] == ("alliance:frost",)
    assert "Aster claims the Court of Frost alliance: 1 VP." in t.log


def test_intrigue_cleanup_discard_workers_all_of_them():
    s = winter(workers=[["b2"], []])                 # Aster kept a spare worker
    t = settle(cleanup(s), lambda x: x.phase == "draft")
    assert t.planned == (-1, -1) and t.used == ((), ()) and t.workers == ((), ())
    assert t.year == 2 and {WORKER["b1"], WORKER["h1"]} <= set(t.worker_discard) | set(w for p in t.packs for w in p) | set(t.worker_deck)
    u = settle(cleanup(s), lambda x: x.step == "keep")
    assert {WORKER["b1"], WORKER["h1"], WORKER["b2"]} <= set(u.worker_discard)
    assert "The workers are discarded; every held land produces its goods." in u.log


def test_intrigue_cleanup_production_occupied_lands_produce_their_number():
    s0 = winter()
    farm, mine = land_of(s0, "farm"), land_of(s0, "mine")
    fx, mx = LAND[farm], LAND[mine]
    s = winter(units={farm: [1, 0], mine: [0, 1]}, goods={farm: 2}, buildings={mine: 1})
    t = settle(cleanup(s), lambda x: x.step == "keep")
    assert t.goods[fx] == 2 + C.TILES[s.tiles[fx]].production
    assert t.goods[mx] == C.TILES[s.tiles[mx]].production + 1          # the building adds one
    assert sum(t.goods) == t.goods[fx] + t.goods[mx]                   # empty lands produce nothing


def test_intrigue_cleanup_keep_units_or_send_them_home():
    s = settle(cleanup(winter(units={"e1": [2, 0], "e5": [0, 1]}, gold=[5, 5])), lambda x: x.step == "keep")
    assert s.phase == "home" and s.seat == 0 and legal(s) == ["home e1", "done"]
    refused(s, "home e5", "intrigue.cleanup.keep_units")
    refused(s, "pass", "intrigue.cleanup.keep_units")
    t = play(s, "home e1")
    assert t.units[LAND["e1"]] == (1, 0) and t.seat == 0 and t.garrison[0][5]
    u = play(t, "done")
    assert u.seat == 1
    v = play(u, "home e5")                      # Birch's last unit: nothing left to decide
    assert v.phase == "draft" and v.units[LAND["e5"]] == (0, 0) and v.units[LAND["e1"]] == (1, 0)


def test_intrigue_cleanup_hand_limit_pay_or_discard_each_card_over():
    s = winter(hands=[["c1", "c2", "c3", "c4", "c5"], []], gold=[1, 0])
    t = settle(cleanup(s), lambda x: x.phase == "hand")
    assert t.seat == 0 and legal(t)[-1] == "pay" and "discard c1" in legal(t)
    assert t.prompt == "Year 1, cleanup: Aster holds 5 cards (limit 3): discard one, or pay to keep one."
    u = play(t, "pay")
    assert u.gold[0] == 0 and u.phase == "hand" and "pay" not in legal(u)
    refused(u, "pay", "intrigue.cleanup.hand_limit")
    refused(u, "discard c9", "intrigue.cleanup.hand_limit")
    v = play(u, "discard c2")
    assert v.phase == "draft" and card_ids(v.hand[0]) == ["c1", "c3", "c4", "c5"] and CARD["c2"] in v.card_discard


def test_intrigue_cleanup_endgame_check_a_player_at_the_vp_limit_ends_it():
    four = ["quest:q7", "quest:q8", "quest:q9", "quest:q10"]
    s = winter(quests=["q5", "q1", "q2"], gold=[10, 5], vp=[four, []])
    t = settle(cleanup(s))
    assert t.is_over and t.winner == 0 and len(t.vp[0]) == 5
    assert t.log[-1] == f"The game ends: Aster wins with {t.scores[0]} points."
    # four VP are not enough
    u = settle(cleanup(winter(vp=[four, []])), lambda x: x.phase == "draft")
    assert not u.is_over and u.year == 2


# ---- the endgame score -----------------------------------------------------------------------------

def sheet(s, seat=0) -> dict:
    return s.score_sheet(seat)


def test_intrigue_end_vp_tokens_one_each():
    s = winter(vp=[["quest:q4", "alliance:sun", "influence:frost"], []], alliances={"sun": "p1"})
    assert sheet(s)["VP tokens"] == 3 and s.scores[0] == 3 + sheet(s)["personal quest"]


def test_intrigue_end_unique_victory_one_per_player_beaten():
    s = winter(3, victories=[["p2", "p3"], [], []])
    assert sheet(s)["victories"] == 2
    # beating the same player twice still counts once
    t = acting(units={"e1": [0, 1], "e2": [2, 0]}, victories=[["p2"], []])
    t = play(t, "act combat", "move e2 e1", "done", "done")
    assert "Aster 1 against Birch 1: Aster wins (the tie goes to the earlier initiative)." in t.log
    assert t.victories[0] == (1,) and sheet(t)["victories"] == 1 and sheet(t, 1)["defeats"] == -1


def test_intrigue_end_unique_defeat_minus_one_per_player_lost_to():
    s = winter(3, defeats=[["p2", "p3"], [], []])
    assert sheet(s)["defeats"] == -2


def test_intrigue_end_inner_lands_one_each_for_the_controller():
    s = winter(units={"i1": [1, 0], "i2": [2, 0], "e1": [1, 0], "i3": [0, 1]})
    assert sheet(s)["inner lands"] == 2 and sheet(s, 1)["inner lands"] == 1


def test_intrigue_end_stars_from_upgrades_and_buildings():
    s = winter(units={"e1": [1, 0]}, buildings={"e1": 0},
               upgrades=[{"u1": "revealed", "u3": "revealed", "u4": "revealed"}, {}])
    assert sheet(s)["stars"] == 1 + 2


def test_intrigue_end_gold_one_per_ten():
    assert sheet(winter(gold=[29, 9]))["gold"] == 2 and sheet(winter(gold=[29, 9]), 1)["gold"] == 0


def test_intrigue_end_personal_quest_one_more_when_met():
    s = winter(gold=[15, 14], personal=["p3", "p6"])
    assert sheet(s)["personal quest"] == 1 and sheet(s, 1)["personal quest"] == 0
    assert sheet(winter(gold=[14, 15], personal=["p3", "p6"]))["personal quest"] == 0
    t = settle(cleanup(winter(gold=[15, 0], years=1, personal=["p3", "p6"])))
    assert t.is_over and t.scores == [1 + 1, 0] and t.winner == 0


def test_intrigue_cleanup_events_resolve_a_levy_nobody_can_pay_removes_units():
    s = settle(cleanup(winter(units={"e1": [2, 0]}, gold=[2, 5], events=["v2", "v12", "v13"])),
               lambda x: x.step == "keep")
    assert s.gold[0] == 0 and s.units_on_map(0) == 0
