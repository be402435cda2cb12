"""Wrong clicks are explained by the specific rule that forbids them, in every kind of decision,
and not by the generic ``groves.click`` message."""

import pytest

from seasons_nb.core import matching
from seasons_nb.games import groves as G
from seasons_nb.games.groves.actions import (
    BuyDecision, PowerDecision,
)

W1 = {"white": 1}


def pos(**kw):
    kw.setdefault("players", 2)
    return G.from_position(**kw)


def res(**kw):
    out = {"earth": 0, "light": 0, "water": 0, "crystal": 0, "dominion": 0}
    out.update(kw)
    return out


def rule(state, *clicks):
    assert not matching(state.legal_actions(), list(clicks)), f"{clicks} starts a legal action"
    e = state.explain_clicks(list(clicks))
    assert e.rule in G.RULES
    return e.rule


def buying(**kw):
    kw.setdefault("hands", [W1, {"white": 2}])
    kw.setdefault("crown", 1)
    kw.setdefault("seat", 0)
    return pos(**kw).apply("place white groves")


# ---- a purchase -------------------------------------------------------------------------------------------

def test_row_grove_without_the_elements():
    s = buying(row=[28, 1, 2, 3], resources=[res(earth=1, light=1, water=1, crystal=10), res(crystal=2)])
    assert s.pending == BuyDecision()
    assert rule(s, "row.28") == "groves.buy.elements"
    assert rule(s, "row.28") == s.explain("buy grove 28 at p1.f4").rule


def test_row_grove_without_the_crystals():
    s = buying(row=[1, 2, 3, 28], resources=[res(earth=5, light=5, water=5, crystal=2), res(crystal=2)])
    assert rule(s, "row.28") == "groves.buy.crystals"
    assert rule(s, "row.3") == "groves.buy.crystals"


def test_grove_not_in_the_row():
    s = buying(row=[1, 2, 3, 4], resources=[res(earth=5, light=5, water=5, crystal=10), res(crystal=2)])
    assert rule(s, "row.27") == "groves.buy.in_row"


def test_other_clicks_during_a_purchase():
    s = buying(row=[1, 2, 3, 4], resources=[res(earth=5, light=5, water=5, crystal=10), res(crystal=2)])
    assert rule(s, "tree.summoning") == "groves.turn.order"
    assert rule(s, "hand.white") == "groves.turn.order"
    assert rule(s, "reward.primary") == "groves.turn.order"
    # a space first: the grove comes first (a hint, with the open question)
    e = s.explain_clicks(["p1.f4"])
    assert e.rule == "groves.click" and "in the row" in str(e)


# ---- a portal --------------------------------------------------------------------------------------------

def test_portal_to_a_realm_that_is_not_adjacent():
    s = pos(players=4, hands=[W1] * 4, bags=[{"white": 5}] * 4, bases=[1, 0, 0, 0])
    s = s.apply("place white portal")
    assert s.pending.kind == "portal"
    assert rule(s, "p3.realm") == "groves.portal.adjacent"
    assert rule(s, "p3.e6") == "groves.portal.adjacent"       # a grove of that realm
    assert rule(s, "p1.realm") == "groves.portal.adjacent"


# ---- setup ------------------------------------------------------------------------------------------------

def test_start_colour_already_taken():
    s = G.new_game(players=2, seed=1).apply("start blue")
    assert rule(s, "start.blue") == "groves.setup.choose_taken"
    assert rule(s, "hand.white") == "groves.turn.order"
    assert rule(s, "p1.e6") == "groves.turn.order"


# ---- placing a spirit -----------------------------------------------------------------------------------

@pytest.mark.parametrize("clicks", [["p1.e6"], ["hand.white", "p1.e6"]])
def test_occupied_grove(clicks):
    s = pos(spirits={"p1.e6": "white"}, hands=[{"white": 1, "blue": 1}, W1])
    assert rule(s, *clicks) == "groves.place.one_per_grove"


@pytest.mark.parametrize("clicks", [["p1.f5"], ["hand.blue", "p1.f5"]])
def test_wraith_with_a_non_white_spirit(clicks):
    s = pos(spirits={"p1.f5": "wraith"}, hands=[{"blue": 1, "orange": 1}, W1])
    assert rule(s, *clicks) == "groves.wraith.displace_white"


@pytest.mark.parametrize("clicks", [["tree.groves"], ["hand.white", "tree.groves"]])
def test_crown_first_spirit_on_the_groves_area(clicks):
    s = pos(hands=[{"white": 2}, W1])
    assert rule(s, *clicks) == "groves.buy.crown_first"


def test_single_clicks_on_places():
    s = pos(hands=[{"white": 1, "wraith": 1}, W1])
    assert rule(s, "p1.e5") == "groves.place.quick_reference"
    assert rule(s, "p2.e6") == "groves.portal.visit"
    assert rule(s, "p1.a1") == "groves.place.location"
    assert rule(s, "bag") == "groves.wraith.must_place"
    assert rule(s, "hand.blue") == "groves.place.in_hand"
    assert rule(s, "skip.purchase") == "groves.round.all_placed"
    assert rule(s, "reward.primary") == "groves.turn.order"
    solo = pos(players=1, hands=[{"white": 2}], crown_placed=True)
    assert rule(solo, "tree.portal") == "groves.solo.tree_areas"
    wraith_only = pos(hands=[{"wraith": 1}, W1])
    assert rule(wraith_only, "tree.summoning") == "groves.wraith.no_tree"
    # a free grove clicked before a spirit: a hint to pick the spirit first
    e = s.explain_clicks(["p1.e6"])
    assert e.rule == "groves.click" and "spirit" in str(e)


# ---- rewards, cards and powers ---------------------------------------------------------------------------

def test_reward_clicks():
    s = pos(hands=[W1, W1]).apply("place white p1.f5")
    assert rule(s, "reward.bonus") == "groves.reward.white_never"
    s = pos(groves={"p1.f4": 2}, hands=[{"orange": 1}, W1]).apply("place orange p1.f4")
    assert rule(s, "reward.bonus") == "groves.reward.bonus_match"
    assert rule(s, "skip.purchase") == "groves.turn.order"
    assert rule(s, "tree.summoning") == "groves.turn.order"


def test_card_clicks():
    s = pos(hands=[W1, W1], deck=[6, 10, 3]).apply("place white summoning")
    assert rule(s, "card.3") == "groves.summon.keep_offered"


def test_power_clicks():
    s = pos(players=1, hands=[W1], wraith_bag={"blue": 1, "wraith": 2}, hollows=3)
    s = s.apply("place white p1.e6").apply("skip primary")
    assert s.pending == PowerDecision("repel")
    assert rule(s, "power.spawn") == "groves.solo.power_drawn"
    assert rule(s, "skip.banish") == "groves.solo.power_drawn"


def test_nonsense_still_gets_the_generic_rule():
    s = pos(hands=[W1, W1])
    assert s.explain_clicks(["the moon"]).rule == "groves.click"
    assert s.explain_clicks([]).rule == "groves.click"
