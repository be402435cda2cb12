"""The choices the rulebook leaves to us (or contradicts itself on), one test named after each,
and the teaching points the notebook makes about them."""

import re

import pytest

from seasons_nb.games import groves as G
from seasons_nb.games.groves import render as R
from seasons_nb.games.groves import view as V
from seasons_nb.games.groves.teach import finish
from seasons_nb.games.groves.components import CRYSTAL, HOLLOWS_SPACES, HOLLOWS_START, STACK_SIZE, WRAITH
from ..checks import play

W1 = {"white": 1}


def pos(**kw):
    kw.setdefault("players", 2)
    return G.from_position(**kw)


def res(**kw):
    out = {"earth": 0, "light": 0, "water": 0, "crystal": 0, "dominion": 0}
    out.update(kw)
    return out


# ---- setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_groves_setup_start_player(players):
    """The first name given is the start player (the book's eldest): the crown, 1 crystal, chooses last."""
    names = ["Ada (eldest)", "Bo", "Cy", "Di"][:players]
    s = G.new_game(players=players, seed=3, names=names)
    assert s.crown == 0 and s.player(0).crown and s.player(0).name == "Ada (eldest)"
    assert [s.player(i).resources["crystal"] for i in range(players)] == [1, 2, 3, 4][:players]
    choosing = []
    while s.phase == "start":
        choosing.append(s.current_player)
        s = s.apply(s.legal_actions()[0])
    assert choosing == list(range(players - 1, -1, -1))      # the start player chooses last
    assert s.current_player == 0                             # and places first


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_groves_setup_draw_stack_counts_include_the_row(players):
    s = G.new_game(players=players, seed=2)
    in_row = sum(1 for g in s.row if g)
    assert in_row == 4 and len(s.stack) == STACK_SIZE[players] - 4
    assert f"draw stack: {STACK_SIZE[players] - 4}" in s.panels()["tree"]


# ---- wraiths ----------------------------------------------------------------------------------------


def test_groves_wraith_no_grove_uses_the_turn():
    full = {"p1.e6": "white", "p1.f6": "white", "p1.f5": "white"}
    s = pos(hands=[{"wraith": 1, "white": 1}, W1], spirits=full)
    assert "return wraith" in [str(a) for a in s.legal_actions()]
    after = play(s, "return wraith")
    assert after.current_player == 1 and after.seats[0].hand[WRAITH] == 0 and after.seats[0].bag[WRAITH] == 1
    assert after.log[-1].endswith("that was the turn.")
    assert s.action_label("return wraith") == "Put the wraith back into your bag"


def test_groves_wraith_chased():
    """No reward gives a wraith and only a portal takes one from the supply, but a chased wraith
    joins the chaser's bag."""
    s = pos(portals={0: [1]}, spirits={"p2.e6": "wraith"}, hands=[W1, W1], bags=[{"white": 5}, {"white": 5}])
    supply = s.supply[WRAITH]
    after = play(s, "place white p2.e6")
    assert after.seats[0].bag[WRAITH] == 1 and after.supply[WRAITH] == supply
    well = play(pos(hands=[W1, W1]), "place white p1.f6")
    assert not any("wraith" in str(a) for a in well.legal_actions())
    base = pos(hands=[W1, W1], bases=[1, 0])
    built = play(base, "place white portal")
    assert built.seats[0].bag[WRAITH] == 1 and built.supply[WRAITH] == base.supply[WRAITH] - 1


# ---- purchases and the crown ------------------------------------------------------------------------


def test_groves_buy_crown_solo_pays_the_supply():
    """The solo player always holds the crown, so a grove's crystals go to the supply."""
    rich = res(earth=5, light=5, water=5, crystal=6)
    s = pos(players=1, hands=[{"white": 2}], crown_placed=True, resources=[rich], row=[1, 2, 3, 4])
    before = s.token_supply()["crystal"]
    after = play(s, "place white groves", "buy grove 3 at p1.f4")
    assert after.player(0).resources["crystal"] == 3
    assert after.token_supply()["crystal"] == before + 3
    assert "(to the supply)" in after.log[-1]


# ---- scoring -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("left, dominion", [(0, 0), (4, 0), (5, 1), (9, 1), (10, 2)])
def test_groves_score_rounding(left, dominion):
    assert G.RULES.value("groves.score.rounding") == V.LEFTOVER_ROUNDING == "down"
    s = pos(hands=[W1, W1], resources=[res(earth=left - left // 2, crystal=left // 2), res()])
    assert s.score_sheet(0)["leftovers"] == dominion


def test_groves_score_rounding_switch(monkeypatch):
    monkeypatch.setattr(V, "LEFTOVER_ROUNDING", "up")
    assert V.leftover_dominion(4) == 1 and V.leftover_dominion(10) == 2
    monkeypatch.setattr(V, "LEFTOVER_ROUNDING", "nearest")
    assert V.leftover_dominion(2) == 0 and V.leftover_dominion(3) == 1


def test_groves_summon_counts():
    """A revealed card's dominion is in the running score at once and in the final tally; a card
    still face down counts nothing."""
    s = pos(final=True, stack=[], bags=[{"green": 1, "blue": 1, "white": 1}, {"white": 3}], cards=[[6, 7], []])
    assert s.seats[0].scored == (6,) and s.seats[0].cards == (7,)
    assert s.score_sheet(0)["summoning cards"] == 1 and s.scores[0] == 1 + s.score_sheet(0)["leftovers"]
    end = finish(s)
    assert end.is_over and end.seats[0].cards == (7,) and end.score_sheet(0)["summoning cards"] == 1


# ---- solo ------------------------------------------------------------------------------------------------


def hollows_values(svg: str) -> list[tuple[str, bool]]:
    """The Hollows spaces as drawn: (value printed, covered by a wraith?). A covered space has the class
    ``hk``, which the picture's style sheet fills with the wraith's colour."""
    assert ".hk{fill:#2a2233}" in svg or 'class="hk"' not in svg
    return [(m.group(2), m.group(1) == "hk")
            for m in re.finditer(r'<ellipse [^>]*class="(h[kz])"[^>]*/><text [^>]*>(\d+)</text>', svg)]


@pytest.mark.parametrize("hollows", [0, 1, 3, HOLLOWS_SPACES - 1])
def test_groves_solo_threshold_matches_the_picture(hollows):
    """The value to beat is the lowest uncovered value of the Hollows, as drawn."""
    s = pos(players=1, hands=[W1], hollows=hollows, wraith_bag={"white": 3})
    spaces = hollows_values(s.panels()["tree"])
    assert [int(v) for v, _ in spaces] == list(range(HOLLOWS_START, HOLLOWS_START + HOLLOWS_SPACES))
    lowest = next(int(v) for v, covered in spaces if not covered)
    assert lowest == s.threshold() == HOLLOWS_START + hollows
    assert f"beat {s.threshold()} dominion" in s.panels()["tree"]


def test_groves_solo_repel_when_the_hollows_are_full():
    """Hollows full, the wraith bag gives a blue spirit and a wraith: Repel saves the game."""
    s = pos(players=1, hands=[W1], hollows=HOLLOWS_SPACES, wraith_bag={"blue": 1, "wraith": 1, "white": 1})
    offered = play(s, "place white p1.e6", "skip primary")
    assert offered.pending.kind == "power" and offered.pending.power == "repel"
    saved = play(offered, "use repel")
    assert not saved.is_over and saved.hollows == HOLLOWS_SPACES and saved.wraith_bag_counts[WRAITH] == 2
    lost = play(offered, "skip repel")
    assert lost.is_over and lost.winners == [] and "no room" in lost.result_reason()
    assert lost.prompt == "Game over. The wraiths win: a wraith found no room in the Hollows of the Lost."


def test_groves_crystals_of_other_buyers_go_to_the_crown():
    s = pos(crown=1, crown_placed=True, seat=0, hands=[W1, W1], row=[1, 2, 3, 4],
            resources=[res(earth=5, light=5, water=5, crystal=4), res(crystal=2)])
    after = play(s, "place white groves", "buy grove 2 at p1.f4")
    assert after.seats[1].resources[CRYSTAL] == 4


def test_groves_static_picture_leaves_out_the_key_and_the_click_hints():
    s = pos(hands=[W1, W1])
    whole, live = s.render(), s.panels()
    assert "Key" in live["supply"] and "Click a spirit" in live["hand"]
    assert "Key" not in whole and "Click a spirit" not in whole and "Supply" not in whole
    assert R.table_svg(s) == whole


def test_groves_a_picture_without_highlights_offers_nothing_to_click():
    """Only what is on offer, selected or just played is a target: a stored picture offers nothing
    (but the last action's mark), and the same targets appear as soon as they are highlighted."""
    s = pos(hands=[W1, W1])
    assert "data-target" not in s.render()
    after = s.apply("place white p1.e6")
    last = after.render(last=G.parse_action("place white p1.e6"))
    assert re.findall(r'data-target="([^"]+)"', last) == ["p1.e6"] and "snb-last" in last
    offered = {c for a in s.legal_actions() for c in a.clicks}
    drawn = set(re.findall(r'data-target="([^"]+)"', "".join(s.panels(highlight=offered).values())))
    assert offered <= drawn


# ---- rules the book prints are the book's, not ours ------------------------------------------------------


def test_groves_place_quick_reference_is_a_printed_rule():
    """The book lets a new realm's spirits go only on its three starting groves: the quick-reference grove
    taking no spirit is the book's rule, and the engine refuses it under that id."""
    rule = G.RULES["groves.place.quick_reference"]
    assert not rule.ours and rule.section == "Placing Spirits"
    assert "groves.place.quick_reference" not in G.ASSUMPTIONS
    s = pos(hands=[W1, W1])
    assert s.explain("place white p1.e5").rule == "groves.place.quick_reference"
    assert {a[2] for a in s.legal_actions() if a.kind == "place" and a[2].startswith("p1.")} == {
        "p1.e6", "p1.f6", "p1.f5"}


def test_groves_summon_keep_required_is_a_printed_rule():
    """Keeping one of the two cards drawn is printed; only the lone last card is our choice."""
    assert not G.RULES["groves.summon.keep_required"].ours
    two = pos(hands=[W1, W1], deck=[5, 6]).apply("place white summoning")
    assert sorted(str(a) for a in two.legal_actions()) == ["keep card 5", "keep card 6"]


def test_groves_ours_last_summoning_card():
    assert G.RULES["groves.ours.last_summoning_card"].ours
    one = pos(hands=[W1, W1], deck=[5]).apply("place white summoning")
    assert one.seats[0].cards == (5,) and one.deck == () and one.pending is None
    none = pos(hands=[W1, W1], deck=[]).apply("place white summoning")
    assert none.seats[0].cards == () and none.pending is None and none.current_player == 1


@pytest.mark.parametrize("players", [2, 3])
def test_groves_setup_eldest_first(players):
    """The book makes the eldest the start player (printed); naming the eldest first is our way to know who."""
    assert not G.RULES["groves.setup.eldest_first"].ours and G.RULES["groves.setup.start_player"].ours
    names = ["Grandma Fern", "Rowan", "Ivy"][:players]
    s = G.new_game(players=players, seed=1, names=names)
    assert s.names[s.crown] == "Grandma Fern" and s.player(0).resources["crystal"] == 1
