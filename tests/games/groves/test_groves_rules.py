"""One test per Groves rule id, each from a small scenario (``from_position``)."""

import pytest

from seasons_nb.core import IllegalAction
from seasons_nb.games import groves as G
from seasons_nb.games.groves import components as C
from seasons_nb.games.groves.actions import (
    CardDecision, PortalDecision, PowerDecision, cell_of, seat_id,
)
from seasons_nb.games.groves.view import metric
from seasons_nb.games.groves.components import (
    CRYSTAL, DOMINION, EARTH, HOLLOWS_SPACES, LIGHT, WATER, BLUE, GREEN, ORANGE, WHITE, WRAITH, YELLOW,
)
from ..checks import play, refused

W1 = {"white": 1}


def pos(**kw):
    kw.setdefault("players", 2)
    return G.from_position(**kw)


def res(**kw):
    out = {"earth": 0, "light": 0, "water": 0, "crystal": 0, "dominion": 0}
    out.update(kw)
    return out


def finished(players=2, **kw):
    """A final round where each player places one white spirit and skips its reward."""
    kw.setdefault("hands", [W1] * players)
    s = pos(players=players, final=True, stack=[], **kw)
    for _seat in range(players):
        s = play(s, f"place white {seat_id(s.current_player)}.e6", "skip primary")
    assert s.is_over
    return s


# ---- contract -----------------------------------------------------------------------------------

def test_groves_notation():
    with pytest.raises(IllegalAction) as e:
        G.parse_action("dance a jig")
    assert e.value.rule == "groves.notation"
    assert pos(hands=[W1, W1]).explain("place white nowhere").rule == "groves.notation"


def test_groves_click():
    s = pos(hands=[W1, W1])
    assert s.explain_clicks(["nonsense"]).rule == "groves.click"


def test_groves_game_over():
    s = finished()
    assert s.legal_actions() == [] and s.current_player is None
    refused(s, "place white p1.e6", "groves.game_over")


def test_groves_turn_order():
    s = play(pos(hands=[W1, W1]), "place white p1.e6")
    assert s.pending.kind == "reward"
    refused(s, "place white p2.e6", "groves.turn.order")
    refused(s, "skip purchase", "groves.turn.order")


# ---- setup --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,size", [(1, 28), (2, 17), (3, 22), (4, 25)])
def test_groves_setup_draw_stack(players, size):
    s = G.new_game(players=players, seed=1)
    assert len(s.stack) + sum(1 for g in s.row if g) == size
    assert len(s.box) == 28 - size and all(s.row)


def test_groves_setup_realm_cards():
    s = G.new_game(players=3, seed=2)
    assert len(s.realm_cards) == 3 and len(s.realm_box) == 9


def test_groves_setup_crystals():
    s = G.new_game(players=4, seed=2)
    assert [pl.resources[CRYSTAL] for pl in s.seats] == [1, 2, 3, 4] and s.crown == 0
    assert G.new_game(players=1, seed=2).seats[0].resources[CRYSTAL] == 3


def test_groves_setup_start_groves():
    s = G.new_game(players=4, seed=3)
    for pl in s.seats:
        kinds = sorted(C.GROVES[g].kind for _, g, _, _ in pl.realm)
        assert kinds == ["crystal", "reference", "spirit"]


def test_groves_setup_choose_order():
    s = G.new_game(players=3, seed=3)
    seen = []
    for colour in ("blue", "green", "orange"):
        seen.append(s.current_player)
        s = s.apply(f"start {colour}")
    assert seen == [2, 1, 0]
    assert s.seats[2].start == BLUE and s.seats[0].start == ORANGE


def test_groves_setup_choose_taken():
    s = G.new_game(players=2, seed=3).apply("start yellow")
    refused(s, "start yellow", "groves.setup.choose_taken")
    refused(s, "place white p1.e6", "groves.turn.order")


def test_groves_setup_elements():
    s = G.new_game(players=2, seed=3)
    assert all(pl.resources[:3] == (2, 2, 2) for pl in s.seats)


def test_groves_setup_bag():
    s = play(G.new_game(players=2, seed=3), "start green", "start blue")
    for pl, colour in zip(s.seats, (BLUE, GREEN)):
        total = [b + h for b, h in zip(pl.bag, pl.hand)]
        assert total[WHITE] == 8 and total[colour] == 1 and sum(total) == 9


def test_groves_setup_summoning_deck():
    a, b = G.new_game(players=2, seed=1), G.new_game(players=2, seed=2)
    assert sorted(a.deck) == list(range(1, 17)) and a.deck != b.deck


# ---- rounds -------------------------------------------------------------------------------------

def test_groves_round_draw():
    s = play(G.new_game(players=3, seed=4), "start yellow", "start orange", "start green")
    assert [sum(pl.hand) for pl in s.seats] == [3, 3, 3]


def test_groves_round_short_bag():
    s = pos(bags=[{"white": 2}, {"white": 5}])
    assert sum(s.seats[0].hand) == 2 and sum(s.seats[1].hand) == 3


def test_groves_round_empty_bag():
    s = pos(bags=[{}, {"white": 5}])
    assert s.seats[0].hand[WHITE] == 2 and "white spirits come from the supply" in " ".join(s.log)


def test_groves_round_order():
    s = pos(players=3, crown=1, hands=[W1, W1, W1])
    order = []
    while s.phase == "play" and s.round == 1:
        order.append(s.current_player)
        s = play(s, f"place white {seat_id(s.current_player)}.e6", "skip primary")
    assert order == [1, 2, 0]


def test_groves_round_all_placed():
    s = pos(hands=[{"white": 2}, W1])
    refused(s, "skip primary", "groves.round.all_placed")
    s = play(s, "place white p1.e6", "skip primary", "place white p2.e6", "skip primary")
    assert s.round == 1 and s.current_player == 0 and s.seats[0].hand[WHITE] == 1


# ---- placing ------------------------------------------------------------------------------------

def test_groves_place_in_hand():
    refused(pos(hands=[W1, W1]), "place blue p1.e6", "groves.place.in_hand")


def test_groves_place_location():
    s = pos(hands=[W1, W1])
    refused(s, "place white p1.a1", "groves.place.location")
    refused(s, "place white p5.e6", "groves.place.location")


def test_groves_place_quick_reference():
    refused(pos(hands=[W1, W1]), "place white p1.e5", "groves.place.quick_reference")


def test_groves_place_one_per_grove():
    s = pos(hands=[{"white": 2}, W1], spirits={"p1.e6": "blue"})
    refused(s, "place white p1.e6", "groves.place.one_per_grove")


def test_groves_tree_unlimited():
    s = pos(hands=[{"white": 2}, W1], deck=[1, 2, 3, 4, 5, 6])
    s = play(s, "place white summoning", "keep card 1", "place white summoning", "keep card 3", "place white summoning")
    assert sum(1 for a, _, _ in s.tree if a == "summoning") == 3


def test_groves_tree_always_open():
    s = pos(hands=[{"white": 2}, W1], deck=[])
    s = play(s, "place white summoning")
    assert s.pending is None and s.current_player == 1 and "gives nothing" in s.log[-1]


# ---- rewards ------------------------------------------------------------------------------------

def test_groves_reward_immediate():
    s = play(pos(hands=[W1, W1]), "place white p1.e6")
    assert s.current_player == 0 and s.legal_actions()[0] == G.parse_action("reward primary")
    assert play(s, "reward primary").seats[0].resources[CRYSTAL] == 1 + 2


def test_groves_reward_primary_first():
    s = play(pos(hands=[{"yellow": 1}, W1]), "place yellow p1.f5")
    refused(s, "reward bonus", "groves.reward.primary_first")
    s = play(s, "reward primary")
    refused(s, "reward primary", "groves.reward.primary_first")
    s = play(s, "reward bonus")
    assert s.seats[0].resources[LIGHT] == 3 and s.seats[0].resources[CRYSTAL] == 2


def test_groves_reward_bonus_match():
    s = play(pos(hands=[{"orange": 1}, W1]), "place orange p1.f5")
    refused(s, "reward bonus", "groves.reward.bonus_match")
    s = play(s, "reward primary")
    assert s.pending is None and s.current_player == 1


def test_groves_reward_white_never():
    s = play(pos(hands=[W1, W1]), "place white p1.f5")
    refused(s, "reward bonus", "groves.reward.white_never")
    assert play(s, "reward primary").pending is None


def test_groves_reward_optional():
    s = play(pos(hands=[{"yellow": 1}, W1]), "place yellow p1.f5", "skip primary")
    assert s.pending.stage == "bonus"
    s = play(s, "skip bonus")
    assert s.seats[0].resources == (2, 2, 2, 1, 0)


def test_groves_reward_partial():
    s = pos(hands=[W1, W1], groves={"p1.e4": 12},
            resources=[res(earth=19, light=2, water=2, crystal=1), res(crystal=2)])
    assert s.resource_supply[EARTH] == 1
    s = play(s, "place white p1.e4", "reward primary")
    assert s.seats[0].resources[EARTH] == 20 and "ran short" in s.log[-1]
    s = pos(hands=[W1, W1], resources=[res(light=20), res()])
    s = play(s, "place white p1.f5")
    assert s.pending is None and "cannot be taken" in s.log[-1]


def test_groves_reward_currency():
    s = play(pos(hands=[W1, W1], crown=1, seat=0), "place white p1.e6", "reward primary")
    assert s.seats[0].resources[CRYSTAL] == 3
    s = play(s, "place white p2.e6", "skip primary")
    assert s.round == 2


def test_groves_reward_choice():
    s = play(pos(hands=[W1, W1], groves={"p1.e4": 2}), "place white p1.e4")
    refused(s, "reward primary earth", "groves.reward.choice")
    s = play(s, "reward primary water")
    assert s.seats[0].resources[WATER] == 3


def test_groves_reward_exchange():
    s = play(pos(hands=[W1, W1], groves={"p1.e4": 4}), "place white p1.e4")
    refused(s, "reward primary earth", "groves.reward.exchange")
    s = play(s, "reward primary")
    assert s.seats[0].resources[LIGHT] == 0 and s.seats[0].resources[DOMINION] == 3
    poor = pos(hands=[W1, W1], groves={"p1.e4": 4}, resources=[res(light=1), res()])
    poor = play(poor, "place white p1.e4")
    assert poor.pending is None and "cannot be taken" in poor.log[-1]


def test_groves_reward_spirit_choice():
    s = play(pos(hands=[W1, W1]), "place white p1.f6")
    refused(s, "reward primary", "groves.reward.spirit_choice")
    s = play(s, "reward primary blue")
    assert s.seats[0].bag[BLUE] == 1


def test_groves_reward_white():
    s = play(pos(hands=[W1, W1], groves={"p1.e4": 17}), "place white p1.e4", "reward primary")
    assert s.seats[0].bag[WHITE] == 9


def test_groves_reward_draw():
    s = play(pos(hands=[W1, W1], groves={"p1.e4": 3}), "place white p1.e4", "reward primary")
    assert sum(s.seats[0].hand) == 1 and sum(s.seats[0].bag) == 8 and s.current_player == 1


def test_groves_reward_cull():
    s = pos(hands=[W1, W1], groves={"p1.e4": 13})
    before = s.supply[WHITE] + s.supply[YELLOW]
    s = play(s, "place white p1.e4", "reward primary")
    assert sum(s.seats[0].bag) == 8 and s.supply[WHITE] + s.supply[YELLOW] == before + 1


# ---- purchasing ---------------------------------------------------------------------------------

def buying(**kw):
    kw.setdefault("hands", [W1, {"white": 2}])
    kw.setdefault("crown", 1)
    kw.setdefault("seat", 0)
    kw.setdefault("resources", [res(earth=5, light=5, water=5, crystal=10), res(crystal=2)])
    return play(pos(**kw), "place white groves")


def test_groves_buy_in_row():
    s = buying(row=[1, 2, 3, 4])
    refused(s, "buy grove 27 at p1.f4", "groves.buy.in_row")


def test_groves_buy_elements():
    s = buying(row=[28, 1, 2, 3], resources=[res(earth=1, light=1, water=1, crystal=10), res()])
    refused(s, "buy grove 28 at p1.f4", "groves.buy.elements")


def test_groves_buy_crystals():
    s = buying(row=[1, 2, 3, 28], resources=[res(earth=5, light=5, water=5, crystal=2), res()])
    refused(s, "buy grove 28 at p1.f4", "groves.buy.crystals")
    assert "buy grove 2 at p1.f4" in [str(a) for a in s.legal_actions()]


def test_groves_buy_crown_pay():
    s = play(buying(row=[1, 2, 3, 4]), "buy grove 3 at p1.f4")
    assert s.seats[0].resources[CRYSTAL] == 7 and s.seats[1].resources[CRYSTAL] == 2 + 3
    crown = pos(hands=[{"white": 2}, W1], resources=[res(earth=5, light=5, water=5, crystal=10), res()],
                row=[1, 2, 3, 4])
    supply = crown.resource_supply[CRYSTAL]
    crown = play(crown, "place white p1.e6", "skip primary", "place white p2.e6", "skip primary",
                 "place white groves", "buy grove 1 at p1.f4")
    assert crown.resource_supply[CRYSTAL] == supply + 1 and crown.seats[0].resources[CRYSTAL] == 9


def test_groves_buy_crown_first():
    s = pos(hands=[{"white": 2}, W1])
    refused(s, "place white groves", "groves.buy.crown_first")
    s = play(s, "place white p1.e6", "skip primary", "place white p2.e6", "skip primary")
    assert s.explain("place white groves") is None


def test_groves_buy_adjacent():
    refused(buying(), "buy grove 1 at p1.a1", "groves.buy.adjacent")
    refused(buying(), "buy grove 1 at p2.d4", "groves.buy.adjacent")


def test_groves_buy_site_free():
    refused(buying(), "buy grove 1 at p1.e6", "groves.buy.site_free")


def test_groves_buy_realm_grows():
    # far from the realm: not touching it (the realm has no edge, so no other reason)
    refused(buying(), "buy grove 1 at p1.z9", "groves.buy.adjacent")
    # a line of groves going east, past what a radius-4 drawing held (e9 was its edge)
    rich = res(earth=20, light=20, water=20, crystal=40)
    s = pos(players=1, hands=[{"white": 8}], crown_placed=True, resources=[rich], row=[1, 2, 3, 4])
    for col, g in zip((7, 8, 9, 10), (1, 2, 3, 4)):
        s = play(s, "place white groves")
        assert f"buy grove {g} at p1.e{col}" in [str(a) for a in s.legal_actions()]
        s = play(s, f"buy grove {g} at p1.e{col}")
    assert [p.grove for p in s.player(0).realm if p.space == "e10"] == [4]
    assert ">e11</text>" in s.render()                                # the space beyond is drawn
    assert 'data-target="p1.e11"' in s.render(highlight=["p1.e11"])   # and clickable when on offer


def test_groves_buy_no_refill():
    rich = res(earth=5, light=5, water=5, crystal=9)
    s = play(buying(row=[1, 2, 3, 4], stack=[9, 8], resources=[rich, rich]), "buy grove 2 at p1.f4")
    assert s.row == (1, 0, 3, 4) and s.stack == (9, 8)
    s = play(s, "place white p2.e6", "skip primary", "place white groves")
    refused(s, "buy grove 8 at p2.d4", "groves.buy.no_refill")
    s = play(s, "skip purchase")
    assert s.row == (3, 4, 8, 9) and s.removed == (1,)


def test_groves_buy_optional():
    s = buying()
    before = s.seats[0].resources
    s = play(s, "skip purchase")
    assert s.seats[0].resources == before and s.current_player == 1


# ---- summoning cards ----------------------------------------------------------------------------

def test_groves_summon_draw_two():
    s = play(pos(hands=[W1, W1], deck=[3, 7, 9, 1]), "place white summoning")
    assert s.pending == CardDecision((3, 7))
    s = play(s, "keep card 7")
    assert s.seats[0].cards == (7,) and s.deck == (9, 1, 3)


def test_groves_summon_keep_offered():
    s = play(pos(hands=[W1, W1], deck=[3, 7, 9, 1]), "place white summoning")
    refused(s, "keep card 9", "groves.summon.keep_offered")


def test_groves_summon_face_down():
    s = play(pos(hands=[W1, W1], deck=[3, 7, 9, 1]), "place white summoning")
    assert s.view(1).pending == CardDecision((0, 0)) and s.view(0).pending == CardDecision((3, 7))
    s = play(s, "keep card 3")
    assert s.view(1).seats[0].cards == (0,) and s.view(0).seats[0].cards == (3,)
    assert "card 3" not in s.view(1).render() and "#3" in s.view(0).render()


def test_groves_summon_next_round():
    s = pos(hands=[{"green": 1, "blue": 1, "white": 1}, W1], deck=[6, 7])
    s = play(s, "place white summoning", "keep card 6")
    assert s.seats[0].cards == (6,) and not s.seats[0].scored


def test_groves_summon_initial_draw():
    s = pos(hands=[W1, W1], groves={"p1.e4": 20}, bags=[{"green": 1, "blue": 1}, {"white": 3}], cards=[[6], []])
    s = play(s, "place white p1.e4", "reward primary")
    assert s.seats[0].hand[GREEN] == 1 and s.seats[0].hand[BLUE] == 1 and s.seats[0].cards == (6,)


def test_groves_summon_all_at_once():
    s = pos(bags=[{"green": 1, "white": 2}, {"white": 3}], cards=[[6], []])
    assert s.seats[0].cards == (6,) and not s.seats[0].scored


def test_groves_summon_several():
    s = pos(bags=[{"green": 1, "blue": 1, "yellow": 1}, {"white": 3}], cards=[[6, 7, 2], []])
    assert sorted(s.seats[0].scored) == [2, 6, 7] and s.score_sheet(0)["summoning cards"] == 3


def test_groves_summon_kinds():
    s = pos(bags=[{"blue": 3}, {"white": 3}], cards=[[10], [10 + 1]])
    assert s.seats[0].scored == (10,) and s.score_sheet(0)["summoning cards"] == 3
    s = pos(bags=[{"white": 3}, {"wraith": 1, "orange": 1}], cards=[[11], [14]])
    assert not s.seats[0].scored and s.seats[1].scored == (14,) and s.score_sheet(1)["summoning cards"] == 2


# ---- realm bonus cards --------------------------------------------------------------------------

def test_groves_realm_purchased_only():
    s = pos(hands=[W1, W1], realm_cards=[9, 6, 5])
    card = C.REALM_CARDS[6]
    assert metric(s.seats[0], card) == 0
    s = pos(hands=[W1, W1], groves={"p1.f4": 1})
    assert metric(s.seats[0], card) == 1


def test_groves_realm_trophy():
    s = finished(groves={"p1.f4": 1}, realm_cards=[6, 9, 10])
    assert s.score_sheet(0)["realm cards"] == 3 and s.score_sheet(1)["realm cards"] == 0
    tie = finished(groves={"p1.f4": 1, "p2.f4": 2}, realm_cards=[6, 9, 10])
    assert tie.score_sheet(0)["realm cards"] == 0 and tie.score_sheet(1)["realm cards"] == 0


def test_groves_realm_spirits_count():
    s = finished(bags=[{"white": 3, "blue": 1}, {"white": 3, "blue": 1}], spirits={"p1.f6": "blue"},
                 realm_cards=[4, 1, 2])
    assert metric(s.seats[0], C.REALM_CARDS[4]) == 2 and s.score_sheet(0)["realm cards"] == 3


def test_groves_realm_lightning():
    groves = {"p1.f4": 1, "p1.d4": 8, "p1.d5": 15}
    s = buying(groves=groves, realm_cards=[9, 1, 2], row=[22, 23, 24, 25])
    s = play(s, "buy grove 22 at p1.e4")
    assert s.seats[0].lightning == (9,) and s.score_sheet(0)["realm cards"] == 2


# ---- portals ------------------------------------------------------------------------------------

def test_groves_portal_base_first():
    s = play(pos(hands=[{"white": 2}, W1]), "place white portal")
    assert s.seats[0].base == 1 and s.seats[0].portals == ()


def test_groves_portal_two_turns():
    s = play(pos(hands=[{"white": 2}, W1]), "place white portal", "place white p2.e6", "skip primary")
    s = play(s, "place white portal")
    assert s.seats[0].portals == (1,) and s.seats[0].base == 0


def test_groves_portal_adjacent():
    s = play(pos(players=4, hands=[W1] * 4, bags=[{"white": 5}] * 4, bases=[1, 0, 0, 0]), "place white portal")
    assert s.pending == PortalDecision((1, 3))
    refused(s, "portal to p3", "groves.portal.adjacent")
    s = play(s, "portal to p4")
    assert s.seats[0].portals == (3,)


def test_groves_portal_once_per_neighbour():
    s = play(pos(hands=[W1, W1], portals={0: [1]}), "place white portal")
    assert s.seats[0].base == 0 and "no portal left" in s.log[-1]
    s = play(pos(players=3, hands=[W1] * 3, portals={0: [1]}, bases=[1, 0, 0]), "place white portal")
    assert s.seats[0].portals == (1, 2)


def test_groves_portal_wraith():
    s = pos(hands=[W1, W1], bases=[1, 0])
    before = s.supply[WRAITH]
    s = play(s, "place white portal")
    assert s.seats[0].bag[WRAITH] == 1 and s.supply[WRAITH] == before - 1


def test_groves_portal_point():
    s = finished(portals={0: [1]}, bases=[0, 1])
    assert s.score_sheet(0)["portals"] == 1 and s.score_sheet(1)["portals"] == 0


def test_groves_portal_visit():
    refused(pos(hands=[W1, W1]), "place white p2.e6", "groves.portal.visit")
    assert pos(hands=[W1, W1], portals={0: [1]}).explain("place white p2.e6") is None


def test_groves_portal_one_way():
    refused(pos(hands=[W1, W1], portals={1: [0]}), "place white p2.e6", "groves.portal.one_way")


def test_groves_portal_send():
    s = pos(hands=[W1, W1], portals={0: [1]})
    s = play(s, "place white p2.e6", "reward primary")
    assert s.seats[0].resources[CRYSTAL] == 3
    s = play(s, "place white p2.f6", "skip primary")
    assert s.seats[1].bag[WHITE] + s.seats[1].hand[WHITE] == 8 + 2


def test_groves_portal_fixed():
    s = pos(hands=[W1, W1], portals={0: [1]})
    assert all(a.kind != "portal" for a in s.legal_actions())
    s = play(s, "place white p1.e6", "skip primary", "place white p2.e6", "skip primary")
    assert s.round == 2 and s.seats[0].portals == (1,)


# ---- wraiths ------------------------------------------------------------------------------------

def test_groves_wraith_only_portals():
    s = play(pos(hands=[W1, W1]), "place white p1.f6")
    refused(s, "reward primary wraith", "groves.wraith.only_portals")
    assert all("wraith" not in str(a) for a in s.legal_actions())


def test_groves_wraith_no_tree():
    refused(pos(hands=[{"wraith": 1}, W1]), "place wraith summoning", "groves.wraith.no_tree")


def test_groves_wraith_must_place():
    refused(pos(hands=[{"wraith": 1}, W1]), "return wraith", "groves.wraith.must_place")


def test_groves_wraith_no_grove():
    full = {"p1.e6": "white", "p1.f6": "white", "p1.f5": "white"}
    s = pos(hands=[{"wraith": 1}, W1], spirits=full)
    assert [str(a) for a in s.legal_actions()] == ["return wraith"]
    s = play(s, "return wraith")
    assert s.seats[0].bag[WRAITH] == 1 and s.current_player == 1


def test_groves_wraith_wild():
    s = play(pos(hands=[{"wraith": 1}, W1]), "place wraith p1.f5", "reward primary")
    assert s.pending.stage == "bonus"
    s = play(s, "reward bonus")
    assert s.seats[0].resources[CRYSTAL] == 2


def test_groves_wraith_stays():
    s = play(pos(hands=[{"wraith": 1}, W1]), "place wraith p1.e6", "skip primary", "place white p2.e6",
             "skip primary")
    assert s.round == 2 and s.seats[0].plot(cell_of("e6"))[2] == WRAITH


def test_groves_wraith_once():
    s = play(pos(hands=[{"wraith": 1}, W1]), "place wraith p1.e6", "reward primary", "place white p2.e6",
             "skip primary")
    crystals = s.seats[0].resources[CRYSTAL]
    assert s.round == 2 and s.pending is None
    assert all(a.kind == "place" for a in s.legal_actions()) and s.seats[0].resources[CRYSTAL] == crystals


def test_groves_wraith_displace_white():
    s = pos(hands=[{"blue": 1, "white": 1}, W1], spirits={"p1.e6": "wraith"})
    refused(s, "place blue p1.e6", "groves.wraith.displace_white")
    assert s.explain("place white p1.e6") is None


def test_groves_wraith_displace_no_reward():
    s = pos(hands=[W1, W1], spirits={"p1.e6": "wraith"})
    s = play(s, "place white p1.e6")
    assert s.pending is None and s.seats[0].resources[CRYSTAL] == 1 and s.current_player == 1


def test_groves_wraith_displace_to_bag():
    s = pos(hands=[W1, W1], spirits={"p2.e6": "wraith"}, portals={0: [1]})
    s = play(s, "place white p2.e6")
    assert s.seats[0].bag[WRAITH] == 1 and s.seats[1].bag[WRAITH] == 0


# ---- round end ----------------------------------------------------------------------------------

def test_groves_end_pickup_realm():
    s = pos(hands=[{"blue": 1}, W1], bags=[{"white": 5}, {"white": 5}])
    s = play(s, "place blue p1.e6", "skip primary", "place white p2.e6", "skip primary")
    assert s.seats[0].bag[BLUE] + s.seats[0].hand[BLUE] == 1 and all(p[2] == -1 for p in s.seats[0].realm)


def test_groves_end_pickup_tree():
    s = pos(hands=[{"blue": 1}, W1], deck=[])
    supply = s.supply[BLUE]
    s = play(s, "place blue summoning", "place white p2.e6", "skip primary")
    assert s.tree == () and s.supply[BLUE] == supply + 1


def test_groves_end_remove_cheapest():
    s = play(pos(hands=[W1, W1], row=[1, 2, 3, 4], stack=[9, 8]), "place white p1.e6", "skip primary",
             "place white p2.e6", "skip primary")
    assert s.removed == (1,) and s.row == (2, 3, 4, 8)


def test_groves_end_slide_refill():
    s = buying(row=[1, 2, 3, 4], stack=[9, 8, 7])
    s = play(s, "buy grove 3 at p1.f4", "place white p2.e6", "skip primary", "place white p2.f6", "skip primary")
    assert s.row == (2, 4, 7, 8) and s.stack == (9,)


def test_groves_end_crown():
    s = play(pos(hands=[W1, W1]), "place white p1.e6", "skip primary", "place white p2.e6", "skip primary")
    assert s.crown == 1 and s.current_player == 1


def test_groves_end_final_round():
    s = play(pos(hands=[W1, W1], row=[1, 2, 3, 4], stack=[9]), "place white p1.e6", "skip primary",
             "place white p2.e6", "skip primary")
    assert s.final and s.stack == () and not s.is_over and "final round" in " ".join(s.log[-4:])
    while not s.is_over:
        s = play(s, s.legal_actions()[-1])
    assert s.round == 2


def test_groves_end_short_row():
    s = play(pos(hands=[W1, W1], row=[1, 2, 3, 0], stack=[], final=False), "place white p1.e6",
             "skip primary", "place white p2.e6", "skip primary")
    assert s.row == (2, 3, 0, 0) and not s.is_over and s.final


# ---- scoring ------------------------------------------------------------------------------------

def test_groves_score_sources():
    s = finished(groves={"p1.f4": 7}, portals={0: [1]}, cards=[[], []], realm_cards=[9, 10, 11],
                 resources=[res(earth=3, light=3, water=3, crystal=1, dominion=4), res()])
    sheet = s.score_sheet(0)
    assert sheet == {"tokens": 4, "groves": 5, "realm cards": 0, "summoning cards": 0, "portals": 1,
                     "leftovers": 2, "total": 12}
    assert s.scores[0] == 12 and s.winners == [0]


def test_groves_score_leftovers():
    s = finished(resources=[res(earth=4, crystal=5), res(earth=1, crystal=3)])
    assert s.score_sheet(0)["leftovers"] == 1 and s.score_sheet(1)["leftovers"] == 0


def test_groves_score_tiebreak_groves():
    s = finished(groves={"p2.f4": 1}, resources=[res(dominion=5), res(dominion=4)], realm_cards=[9, 10, 11])
    assert s.scores == [5, 5] and s.winners == [1]


def test_groves_score_tiebreak_resources():
    s = finished(resources=[res(dominion=5, earth=2), res(dominion=5, earth=3)], realm_cards=[9, 10, 11])
    assert s.scores == [5, 5] and s.winners == [1]


def test_groves_score_shared():
    s = finished(resources=[res(dominion=5, earth=3), res(dominion=5, water=3)], realm_cards=[9, 10, 11])
    assert s.winners == [0, 1] and "share the victory" in s.prompt


# ---- solo ---------------------------------------------------------------------------------------

def solo(**kw):
    kw.setdefault("hands", [W1])
    kw.setdefault("wraith_bag", {"white": 3})
    return pos(players=1, **kw)


def solo_round(s):
    return play(s, "place white p1.e6", "skip primary")


def test_groves_solo_setup():
    s = G.new_game(players=1, seed=5)
    assert s.seats[0].resources[CRYSTAL] == 3 and len(s.stack) + 4 == 28
    assert sorted(s.summon_box) == [13, 14, 15, 16] and len(s.deck) == 12
    assert s.wraith_bag_counts == (8, 0, 0, 0, 0, 1) and s.supply[WRAITH] == 12


def test_groves_solo_tree_areas():
    s = solo(hands=[{"white": 2}], crown_placed=True)
    refused(s, "place white portal", "groves.solo.tree_areas")
    assert s.explain("place white groves") is None


def test_groves_solo_wraith_draw():
    s = solo_round(solo(wraith_bag={"wraith": 3}))
    assert s.hollows == 3 and s.threshold() == 17


def test_groves_solo_wraith_return():
    s = solo_round(solo(wraith_bag={"white": 3}))
    assert s.wraith_bag_counts == (3, 0, 0, 0, 0, 1) and s.hollows == 0


def test_groves_solo_row():
    s = solo_round(solo(row=[1, 2, 3, 4], stack=[9, 8, 7]))
    assert s.removed == (1, 2) and s.row == (3, 4, 7, 8)


def test_groves_solo_gift():
    s = play(solo(), "place white p1.f6")
    assert "reward primary wb:blue" in [str(a) for a in s.legal_actions()]
    s = play(s, "reward primary wb:blue")
    assert s.wraith_bag_counts[BLUE] == 1 and s.gifted == (BLUE,) and s.markers[BLUE] == 1


def test_groves_solo_gift_limit():
    s = play(solo(gifted=["blue"]), "place white p1.f6")
    refused(s, "reward primary wb:blue", "groves.solo.gift_limit")
    assert s.explain("reward primary wb:white") is None


def test_groves_solo_gift_not_both():
    s = play(solo(hands=[{"green": 1}], groves={"p1.e4": 13}), "place green p1.e4", "skip primary")
    refused(s, "reward bonus wb:yellow wb:blue", "groves.solo.gift_not_both")
    s = play(s, "reward bonus yellow wb:blue")
    assert s.seats[0].bag[YELLOW] == 1 and s.wraith_bag_counts[BLUE] == 1


def test_groves_solo_gift_only_solo():
    s = play(pos(hands=[W1, W1]), "place white p1.f6")
    refused(s, "reward primary wb:blue", "groves.solo.gift_only_solo")


def test_groves_solo_power_drawn():
    s = solo_round(solo(wraith_bag={"blue": 1, "wraith": 1, "orange": 1}))
    assert s.pending == PowerDecision("repel")
    refused(s, "use spawn", "groves.solo.power_drawn")


def test_groves_solo_recall():
    s = solo_round(solo(wraith_bag={"yellow": 1, "white": 2}, hollows=2))
    assert s.pending == PowerDecision("recall")
    s = play(s, "use recall")
    assert s.hollows == 1 and s.seats[0].resources[CRYSTAL] == 1 and s.wraith_bag_counts[WRAITH] == 2


def test_groves_solo_spawn():
    s = solo_round(solo(wraith_bag={"orange": 1, "white": 2}))
    s = play(s, "use spawn")
    assert s.wraith_bag_counts[WHITE] == 3 and s.wraith_bag_counts[ORANGE] == 1


def test_groves_solo_banish():
    s = solo_round(solo(wraith_bag={"green": 1, "white": 2}, hollows=2))
    assert s.pending == PowerDecision("banish")
    refused(s, "use banish crystal", "groves.notation")
    s = play(s, "use banish earth water")
    assert s.hollows == 1 and s.banished == 1 and s.seats[0].resources[:3] == (1, 2, 1)


def test_groves_solo_repel():
    s = solo_round(solo(wraith_bag={"blue": 1, "wraith": 2}))
    s = play(s, "use repel")
    assert s.hollows == 1 and s.wraith_bag_counts[WRAITH] == 2


def test_groves_solo_power_return():
    s = solo_round(solo(wraith_bag={"blue": 1, "yellow": 1, "green": 1}))
    assert s.pending is None and s.wraith_bag_counts[BLUE] == s.wraith_bag_counts[YELLOW] == s.wraith_bag_counts[GREEN] == 1


def test_groves_solo_lose_overflow():
    s = solo_round(solo(wraith_bag={"wraith": 1, "white": 2}, hollows=HOLLOWS_SPACES))
    assert s.is_over and s.result == "lost" and s.winners == [] and "no room" in s.result_reason()


def test_groves_solo_lose_full():
    s = solo_round(solo(wraith_bag={"wraith": 1, "white": 2}, hollows=HOLLOWS_SPACES - 1, final=True,
                        resources=[res(dominion=40)]))
    assert s.is_over and s.result == "lost" and s.result_reason() == "the Hollows of the Lost are full"


def test_groves_solo_threshold():
    won = solo_round(solo(final=True, resources=[res(dominion=15)]))
    assert won.result == "won" and won.winners == [0] and won.threshold() == 14
    lost = solo_round(solo(final=True, resources=[res(dominion=14)]))
    assert lost.result == "lost"


def test_groves_solo_final():
    s = solo_round(solo(final=True, wraith_bag={"wraith": 1, "white": 2}))
    assert s.is_over and s.hollows == 1
