"""The public summary of a player's holdings (``State.player``) and the teaching positions
``from_position`` can build: spirits placed by a visitor, spirits on the Tree, scored summoning
cards and claimed lightning cards. Also the end-of-game trophies."""

import dataclasses

import pytest

from seasons_nb.games import groves as G
from seasons_nb.games.groves import components as C
from seasons_nb.games.groves.view import Holdings

W1 = {"white": 1}


def pos(**kw):
    kw.setdefault("players", 2)
    return G.from_position(**kw)


def finish(s):
    while not s.is_over:
        acts = [str(a) for a in s.legal_actions()]
        skips = [a for a in acts if a.startswith("skip")]
        s = s.apply(skips[0] if skips else acts[0])
    return s


# ---- State.player ---------------------------------------------------------------------------------------

def test_player_summary():
    s = pos(groves={"p1.f4": 12}, spirits={"p1.e6": "white"}, hands=[{"white": 1, "blue": 1}, W1],
            bags=[{"white": 4, "yellow": 1}, {"white": 5}], cards=[[6], []], portals={0: [1]},
            resources=[dict(earth=1, light=2, water=3, crystal=4, dominion=5), dict(crystal=2)])
    me = s.player(0)
    assert isinstance(me, Holdings)
    assert (me.seat, me.name, me.crown, me.start) == (0, "North Wind", True, "yellow")
    assert dict(me.resources) == {"earth": 1, "light": 2, "water": 3, "crystal": 4, "dominion": 5}
    assert dict(me.bag) == {"white": 4, "yellow": 1} and dict(me.hand) == {"white": 1, "blue": 1}
    assert me.purchased == (12,) and me.cards == (6,) and me.portals == (1,) and me.base is False
    assert ("e6", 105, "white", 0) in me.realm and ("f4", 12, None, None) in me.realm
    assert me.realm_counts[6] == 1                      # Widest Realm: one bought grove
    assert s.player(1).crown is False and s.player(1).start == "orange"
    with pytest.raises(ValueError):
        s.player(2)


def test_player_summary_is_read_only():
    s = pos(hands=[W1, W1])
    me = s.player(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        me.bag = {}
    with pytest.raises(TypeError):
        me.resources["crystal"] = 99
    assert s.seats[0].resources[3] == 1


def test_player_summary_respects_the_view():
    s = pos(hands=[W1, W1], cards=[[6, 7], []])
    assert s.player(0).cards == (6, 7)
    assert s.view(1).player(0).cards == (0, 0)
    assert s.view(0).player(0).cards == (6, 7)


# ---- from_position ----------------------------------------------------------------------------------------

def test_spirit_placed_by_a_visitor():
    s = pos(portals={1: [0]}, spirits={"p1.e6": ("orange", "p2"), "p1.f6": ("wraith", 1)},
            hands=[W1, W1], bags=[{"white": 5}, {"white": 5}])
    realm = {plot.space: plot for plot in s.player(0).realm}
    assert realm["e6"].spirit == "orange" and realm["e6"].placer == 1
    assert realm["f6"].spirit == "wraith" and realm["f6"].placer == 1
    assert "sent by East Wind" in s.render(highlight=["p1.e6"])    # the label of the grove on offer
    assert ">p2</text>" in s.render()                                # and the visitor's seat on the picture
    # the visitor's spirit goes into the realm owner's bag at the end of the round
    end = s.apply("place white p1.f5").apply("skip primary").apply("place white p2.e6").apply("skip primary")
    assert end.player(0).bag.get("orange", 0) + end.player(0).hand.get("orange", 0) == 1


def test_visitor_needs_a_portal():
    with pytest.raises(ValueError, match="no portal"):
        pos(spirits={"p1.e6": ("orange", "p2")}, hands=[W1, W1])
    with pytest.raises(ValueError):
        pos(spirits={"p1.e5": "white"}, hands=[W1, W1])        # the quick-reference grove
    with pytest.raises(ValueError):
        pos(portals={1: [0]}, spirits={"p1.e6": ("orange", "p7")}, hands=[W1, W1])


def test_spirits_on_the_tree():
    s = pos(tree=[("groves", "white", "p2"), ("summoning", "blue", 0), ("summoning", "white", "East Wind")],
            hands=[W1, W1], crown_placed=True)
    assert sorted(s.tree) == sorted([("groves", 0, 1), ("summoning", 4, 0), ("summoning", 0, 1)])
    assert s.supply[4] == 12 - 1 - 0                     # one blue on the Tree (the bags hold none)
    G.invariants(s)
    end = s.apply("place white p1.e6").apply("skip primary").apply("place white p2.e6").apply("skip primary")
    assert end.tree == () and end.supply[4] == 12
    with pytest.raises(ValueError):
        pos(tree=[("summoning", "wraith", 0)], hands=[W1, W1])
    with pytest.raises(ValueError):
        pos(players=1, tree=[("portal", "white", 0)], hands=[W1])
    with pytest.raises(ValueError):
        pos(tree=[("garden", "white", 0)], hands=[W1, W1])


def test_scored_summoning_cards():
    s = pos(hands=[W1, W1], scored=[[6], []], cards=[[7], []])
    assert s.player(0).scored == (6,) and s.player(0).cards == (7,)
    assert 6 not in s.deck and 7 not in s.deck
    assert s.score_sheet(0)["summoning cards"] == C.SUMMONING[6].points
    G.invariants(s)


def test_claimed_lightning_cards():
    s = pos(hands=[W1, W1], realm_cards=[7, 6, 2], lightning=[[], [7]])
    assert s.player(1).lightning == (7,)
    assert s.score_sheet(1)["realm cards"] == C.REALM_CARDS[7].points
    with pytest.raises(ValueError):
        pos(hands=[W1, W1], realm_cards=[7, 6, 2], lightning=[[8], []])   # not on the table
    with pytest.raises(ValueError):
        pos(hands=[W1, W1], realm_cards=[7, 6, 2], lightning=[[6], []])   # a trophy, not lightning


# ---- trophies ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("card", [c for c, rc in C.REALM_CARDS.items() if rc.type == "trophy"])
def test_every_trophy_goes_to_the_single_leader(card):
    rc = C.REALM_CARDS[card]
    others = [c for c in C.REALM_CARDS if c != card][:2]
    setup = dict(final=True, stack=[], hands=[W1, W1], realm_cards=[card] + others)
    if rc.goal == "spirits":
        setup["bags"] = [{"white": 3, C.SPIRITS[rc.colour]: 2}, {"white": 3}]
    else:
        setup["groves"] = {"p1.f4": 1, "p1.d4": 2}
    end = finish(pos(**setup))
    assert card in end.trophies()[0] and card not in end.trophies()[1]


@pytest.mark.parametrize("players", [1, 2])
def test_groves_end_final_round_position_has_a_spent_draw_stack(players):
    """The final round starts once the last grove of the draw stack is turned up: a teaching position
    in the final round has an empty stack, and one that asks for a final round with groves still in the
    stack is refused, naming the field."""
    final = pos(players=players, final=True)
    assert final.final and final.stack == () and len(final.row) == 4
    assert "draw stack: 0 · final round" in final.render()
    before = pos(players=players)
    assert not before.final and len(before.stack) == C.STACK_SIZE[players] - 4
    with pytest.raises(ValueError, match="'final'"):
        pos(players=players, final=True, stack=[9])
    assert pos(players=players, final=True, stack=[]).stack == ()
    short = pos(players=players, final=True, row=[3, 4, 9, 0]).render()
    assert ">empty<" in short and ">bought<" not in short      # the stack could not fill the last slot
