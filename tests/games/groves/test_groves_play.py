"""Groves-specific checks of whole games: views and samples, bots, loaders, notation, assumptions."""

import json
import pickle
import re
import xml.etree.ElementTree as ET

import pytest

from seasons_nb.core import GreedyBot, IllegalAction, RandomBot, Rng, play_out
from seasons_nb.games import groves as G
from seasons_nb.games.groves import components as C
from seasons_nb.games.groves import rules as R
from seasons_nb.games.groves import state as S
from seasons_nb.games.groves.actions import Buy, Keep, Place, Start, TakeReward, Use
from seasons_nb.games.groves.teach import W1, have, position

pos = position
res = have


def _midgame(players=3, steps=120, seed=3):
    s = G.new_game(players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        a, rng = rng.choice(s.legal_actions())
        s = s.apply(a)
    return s


def test_rules_and_assumptions_are_consistent():
    for rid, rule in G.RULES.items():
        assert rid.startswith("groves.") and rule.text and rule.section
    assert set(G.ASSUMPTIONS) <= set(G.RULES)
    assert all(G.RULES[a].ours for a in G.ASSUMPTIONS)


# ---- views --------------------------------------------------------------------------------------

def test_view_hides_what_is_secret():
    s = _midgame()
    held = next(i for i, pl in enumerate(s.seats) if pl.cards) if any(pl.cards for pl in s.seats) else None
    for viewer in range(s.players):
        v = s.view(viewer)
        assert set(v.stack) <= {0} and set(v.deck) <= {0} and set(v.box) <= {0}
        assert not hasattr(v, "rng")
        for seat, pl in enumerate(v.seats):
            if seat != viewer:
                assert set(pl.cards) <= {0} and pl.bag is None and pl.bag_size == sum(s.seats[seat].bag)
            else:
                assert pl.cards == s.seats[seat].cards
        assert v.seats[viewer].bag == s.seats[viewer].bag
    assert s.view(None).to_dict()["stack"] == list(s.stack)
    if held is not None:
        other = (held + 1) % s.players
        assert s.view(other).seats[held].cards != s.seats[held].cards


def _twins():
    """Two positions that differ only in what North Wind cannot see."""
    common = dict(players=3, hands=[{"white": 2}, W1, W1], row=[1, 2, 3, 4], crown_placed=True)
    a = pos(seed=1, bags=[{"white": 3}, {"white": 4, "blue": 2}, {"white": 5, "green": 1}],
            cards=[[1], [2, 3], [4]], stack=[5, 6, 7, 8], deck=[9, 10, 11, 12, 13, 14, 15, 16], **common)
    b = pos(seed=2, bags=[{"white": 3}, {"white": 5, "green": 1}, {"white": 4, "blue": 2}],
            cards=[[1], [4, 16], [2]], stack=[8, 6, 12, 5], deck=[3, 10, 11, 7, 13, 14, 15, 9], **common)
    return a, b


def test_view_pickle_twins():
    a, b = _twins()
    assert a.to_json() != b.to_json()
    assert pickle.dumps(a.view(0)) == pickle.dumps(b.view(0))
    assert a.view(0).to_dict() == b.view(0).to_dict()
    assert a.view(0).render() == b.view(0).render()
    assert a.view(1).to_dict() != b.view(1).to_dict()
    text = json.dumps(a.view(0).to_dict())
    assert '"rng"' not in text and '"bag": {"white": 4' not in text


def test_view_cannot_be_played():
    v = pos(hands=[W1, W1]).view(0)
    with pytest.raises(TypeError):
        v.apply("place white p1.e6")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_view_sample_is_consistent(players):
    s = G.new_game(players=players, seed=5)
    rng = Rng(players)
    for step in range(300):
        if s.is_over:
            break
        if step % 13 == 0:
            me = s.current_player
            for viewer in {me, (me + 1) % players, None}:
                v = s.view(viewer)
                for k in (0, 1):
                    t = v.sample(k)
                    G.invariants(t)
                    assert t.view(viewer).to_dict() == v.to_dict()
                    if viewer == me:
                        assert t.legal_actions() == s.legal_actions()
        a, rng = rng.choice(s.legal_actions())
        s = s.apply(a)


def test_refusals_do_not_tell_stack_from_box():
    rich = [res(earth=5, light=5, water=5, crystal=10), res(earth=5, light=5, water=5, crystal=5)]
    s = pos(hands=[W1, {"white": 2}], crown=1, seat=0, resources=rich, row=[1, 2, 3, 4], stack=[9, 8])
    s = s.apply("place white groves")
    assert 9 in s.stack and 20 in s.box
    in_stack, in_box = s.explain("buy grove 9 at p1.f4"), s.explain("buy grove 20 at p1.f4")
    assert (in_stack.rule, str(in_stack).replace("9", "#")) == (in_box.rule, str(in_box).replace("20", "#"))
    gap = s.apply("buy grove 2 at p1.f4").apply("place white p2.e6").apply("skip primary")
    gap = gap.apply("place white groves")
    a, b = gap.explain("buy grove 8 at p2.d4"), gap.explain("buy grove 20 at p2.d4")
    assert a.rule == b.rule == "groves.buy.no_refill"
    assert str(a).replace("8", "#") == str(b).replace("20", "#")


# ---- bots ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 4])
def test_greedy_bot_finishes(players):
    s = play_out(G.new_game(players=players, seed=players), GreedyBot(players))
    assert s.is_over
    G.invariants(s)


def test_greedy_bot_does_not_see_the_bag_draw():
    # the same position, another random generator: the next draws differ, the bot's choice does not
    s = pos(hands=[W1, W1], groves={"p1.e4": 3}, bags=[{"white": 3, "blue": 3, "green": 3}, {"white": 3}])
    t = s.reseeded(12345)
    assert s.rng != t.rng
    for seed in range(4):
        assert GreedyBot(seed).choose(s) == GreedyBot(seed).choose(t)
    mid = _midgame(players=2, steps=40, seed=8)
    assert GreedyBot(3).choose(mid) == GreedyBot(3).choose(mid.reseeded(99))


def test_greedy_bot_beats_random_bot():
    wins = games = 0
    for players in (2, 3, 4):
        for seed in range(6):
            seat = seed % players
            bots = [RandomBot(10 * seed + i) for i in range(players)]
            bots[seat] = GreedyBot(seed)
            end = play_out(G.new_game(players=players, seed=seed), bots)
            assert end.is_over
            wins += end.winners == [seat]
            games += 1
    # the bot plans on states sampled from its own view (it cannot see draws): over 18 games
    # it may lose two close ones to luck
    assert wins >= games - 2


def test_evaluate_values_an_open_reward_above_an_empty_visit():
    # every portal is built: the portal area gives nothing, the Crystal Spring 2 crystals
    s = G.from_position(players=2, portals={0: [1], 1: [0]}, hands=[{"white": 1, "blue": 1}, W1])
    for colour in ("white", "blue"):
        pointless = s.apply(f"place {colour} portal").evaluate(0)
        assert s.apply(f"place {colour} p1.e6").evaluate(0) > pointless
    choice = GreedyBot(0).choose(s)
    assert choice[2] != "portal", choice
    # a coloured spirit sent to the Tree goes back to the supply: it is not free
    assert s.apply("place blue portal").evaluate(0) < s.apply("place white portal").evaluate(0)


def test_greedy_bot_makes_no_empty_portal_visits():
    empty = 0
    for players, seed in ((2, 0), (2, 1), (3, 0), (4, 0)):
        end = play_out(G.new_game(players=players, seed=seed), GreedyBot(seed))
        empty += sum(1 for line in end.log if "no portal left to build" in line
                     or "No portal mirror is left" in line)
    assert empty <= 1


def test_greedy_bot_varies_its_resource_grove():
    first = set()
    for seed in range(12):
        s = G.new_game(players=2, seed=seed)
        first.add(GreedyBot(0).choose(s)[1])
    assert len(first) >= 3, first


def test_evaluate_prefers_the_colour_of_the_groves_on_offer():
    s = G.new_game(players=2, seed=2)          # row: orange, orange, yellow, green; no spirit trophy
    assert [C.GROVES[g].colour_name for g in s.row] == ["orange", "orange", "yellow", "green"]
    value = {c: s.apply(f"start {c}").evaluate(1) for c in ("yellow", "orange", "green", "blue")}
    assert value["orange"] > value["yellow"] == value["green"] > value["blue"]
    assert GreedyBot(0).choose(s) == G.parse_action("start orange")


# ---- new games, names, pictures ---------------------------------------------------------------

def test_render_escapes_names():
    s = G.new_game(players=2, seed=1, names=["<b>Ann</b>", 'Bo "&" Co'])
    svg = s.render()
    ET.fromstring(svg)
    assert "<b>" not in svg and "&lt;b&gt;Ann" in svg


def test_new_game_options_and_names():
    with pytest.raises(ValueError):
        G.new_game(players=5)
    with pytest.raises(TypeError):
        G.new_game(players=2, colour="red")
    assert G.new_game(players=2, names=["A", "B"]).names == ("A", "B")
    with pytest.raises(ValueError, match="names"):
        G.new_game(players=2, names=["A"])
    with pytest.raises(ValueError, match="names"):
        G.new_game(players=2, names=[1, 2])
    assert G.INFO.options == {} and G.PLAYER_COUNTS == (1, 2, 3, 4)


# ---- strict loaders -----------------------------------------------------------------------------

def _save(s=None):
    return json.loads((s or pos(hands=[W1, W1])).to_json())


def _bad(mutate, field):
    d = _save()
    mutate(d)
    with pytest.raises(ValueError, match=re.escape(f"field '{field}")):
        G.from_json(json.dumps(d))


def test_loader_round_trips():
    for s in (pos(hands=[W1, W1]), _midgame(), G.new_game(1, seed=3), G.new_game(4, seed=1)):
        assert G.from_json(s.to_json()) == s


@pytest.mark.parametrize("mutate,field", [
    (lambda d: d["players"][0]["bag"].update(white=1000), "players[0].bag.white"),
    (lambda d: d["players"][0]["bag"].update(white=20), "supply"),
    (lambda d: d["players"][0]["res"].update(crystal=-1), "players[0].res.crystal"),
    (lambda d: d["players"][0]["res"].update(crystal=9), "res"),
    (lambda d: d.update(players=d["players"] * 3, names=["a", "b", "c", "d", "e", "f"]), "players"),
    (lambda d: d.update(names=["a"]), "names"),
    (lambda d: d.update(names=[1, 2]), "names[0]"),
    (lambda d: d.update(seat=7), "seat"),
    (lambda d: d.update(crown="p1"), "crown"),
    (lambda d: d.update(phase="lunch"), "phase"),
    (lambda d: d.update(phase="start"), "order"),
    (lambda d: d.update(order=[1, 0]), "order"),
    (lambda d: d.update(round=0), "round"),
    (lambda d: d.update(pending=["card", 1, 1]), "pending"),
    (lambda d: d.update(pending=["reward", "bonus", 0, "e6", "white"]), "pending"),
    (lambda d: d.update(pending=["nap"]), "pending"),
    (lambda d: d.update(stack=d["stack"] + [d["row"][0]]), "stack"),
    (lambda d: d["stack"].append(d["box"][0]), "stack"),
    (lambda d: d.update(deck=d["deck"] + d["deck"][:1]), "deck"),
    (lambda d: d.update(deck=d["deck"][1:]), "deck"),
    (lambda d: d.update(realm_box=d["realm_box"][1:]), "realm_box"),
    (lambda d: d.update(portal_supply=[9, 8]), "portal_supply[0]"),
    (lambda d: d.update(portal_supply=[7, 8]), "portal_supply"),
    (lambda d: d.update(phase="over"), "final"),
    (lambda d: d.update(result="won"), "result"),
    (lambda d: d.update(hollows=3), "hollows"),
    (lambda d: d.update(rng=-1), "rng"),
    (lambda d: d.update(viewer=0), "state"),
    (lambda d: d.pop("supply"), "state"),
    (lambda d: d["players"][0]["realm"].append(["z20", 12, None, -1]), "players[0].realm"),
    (lambda d: d["players"][0]["realm"][0].__setitem__(0, "e٥"), "players[0].realm[0]"),
    (lambda d: d["players"][0].update(start="purple"), "players[0].start"),
    (lambda d: d["players"][0].update(portals=[0]), "players[0].portals"),
    (lambda d: d.update(tree=[["summoning", "wraith", 0]]), "tree[0]"),
    (lambda d: d.update(log="x"), "log"),
])
def test_loader_refuses_a_bad_field(mutate, field):
    _bad(mutate, field)


def test_loader_refuses_a_view_and_garbage():
    s = pos(hands=[W1, W1])
    for text in (s.view(0).to_json(), "[]", "{", '{"game": "arcadia"}', "[" * 100_000):
        with pytest.raises(ValueError):
            G.from_json(text)


def test_from_position_refuses_bad_arguments():
    for kw in (dict(players=5), dict(names=["a"]), dict(bags=[{"white": 1000}, {}]), dict(crown=3),
               dict(seat=-1, hands=[W1, W1]), dict(resources=[have(crystal=-1), have()]),
               dict(groves={"p1.e6": 12}), dict(groves={"p1.f4": 99}), dict(row=[1, 1, 2, 3]),
               dict(deck=[1, 1]), dict(spirits={"p9.e6": "white"}), dict(bags=[{"earth": 1}, {}]),
               dict(start=["red", "blue"]), dict(groves={"p1.z20": 3}), dict(tree=[("summoning", "wraith", 0)])):
        with pytest.raises(ValueError):
            pos(**kw)


# ---- notation -----------------------------------------------------------------------------------

def test_notation_any_order():
    assert G.parse_action("reward primary white yellow") == G.parse_action("reward primary yellow white")
    assert str(G.parse_action("reward bonus wb:blue yellow")) == "reward bonus yellow wb:blue"
    assert G.parse_action("use banish water earth") == Use("banish", "earth", "water")


def test_notation_digits_and_long_numbers():
    for text in ("buy grove ١٢ at p1.f4", "keep card ５", "buy grove 12345 at p1.f4", "keep card 0000007"):
        with pytest.raises(IllegalAction) as e:
            G.parse_action(text)
        assert e.value.rule == "groves.notation"
    assert G.parse_action("keep card 007") == Keep(7)


def test_notation_spaces_extend():
    assert str(G.parse_action("place white p1.e12")) == "place white p1.e12"
    assert str(G.parse_action("place white p1.q-9r-9")) == "place white p1.q-9r-9"
    assert G.parse_action("place white p1.q1r0") == Place("white", "p1.e6")
    for bad in ("place white p1.e06", "place white p1.q-0r1", "place white p1.e"):
        with pytest.raises(IllegalAction):
            G.parse_action(bad)


def test_token_word_where_a_spirit_is_expected():
    s = pos(hands=[W1, W1]).apply("place white p1.f6")          # Spirit Well: a spirit of your choice
    assert s.explain("reward primary earth").rule == "groves.reward.spirit_choice"


def test_hand_built_nonsense_actions_are_refused():
    s = pos(hands=[W1, W1])
    for a in (Place("purple", "p1.e6"), Place(5, None), Buy(12.5, "p1.f4"), Start("white"), Keep(-1),
              Place("white", "p1.e06"), TakeReward("primary", "yellow", "white"), Use("banish", "crystal")):
        e = s.explain(a)
        assert isinstance(e, IllegalAction) and e.rule in G.RULES, a
        str(e)


# ---- assumptions --------------------------------------------------------------------------------

def test_every_assumption_constant_is_read():
    import pathlib
    src = "".join(p.read_text() for p in pathlib.Path(S.__file__).parent.glob("*.py") if p.name != "rules.py")
    for _rid, rule in G.ASSUMPTIONS.items():
        if rule.constant:
            assert rule.constant in src, rule.constant
            assert getattr(R, rule.constant) == rule.value


def test_groves_place_quick_reference_switch(monkeypatch):
    s = pos(hands=[W1, W1])
    assert "place white p1.e5" not in [str(a) for a in s.legal_actions()]
    from seasons_nb.games.groves import view
    monkeypatch.setattr(view, "QUICK_REFERENCE_PLACEABLE", True)
    s = pos(hands=[W1, W1])
    assert "place white p1.e5" in [str(a) for a in s.legal_actions()]
    after = s.apply("place white p1.e5")
    assert after.current_player == 1 and after.pending is None


def test_groves_buy_crown_solo_switch(monkeypatch):
    s = pos(players=1, hands=[{"white": 2}])
    assert s.explain("place white groves").rule == "groves.buy.crown_first"
    from seasons_nb.games.groves import view
    monkeypatch.setattr(view, "SOLO_CROWN_FIRST", False)
    assert pos(players=1, hands=[{"white": 2}]).explain("place white groves") is None


def test_groves_summon_shared_spirits_switch(monkeypatch):
    setup = dict(bags=[{"green": 1, "blue": 1, "yellow": 1}, {"white": 3}], cards=[[6, 7, 2], []])
    assert len(pos(**setup).seats[0].scored) == 3
    monkeypatch.setattr(S, "SUMMONING_SHARED_SPIRITS", False)
    assert len(pos(**setup).seats[0].scored) == 1


def test_groves_summon_colours_only_switch(monkeypatch):
    from seasons_nb.games.groves import view
    card = next(c for c in C.SUMMONING.values() if c.kind == "different")
    drawn = (0, 1, 1, 0, 0, 1)               # yellow, orange and a wraith
    assert not S.summoning_met(card, drawn)
    monkeypatch.setattr(view, "SUMMONING_KINDS_COLOURS_ONLY", False)
    assert S.summoning_met(card, drawn)


def test_groves_solo_gift_rewards_switch(monkeypatch):
    s = pos(players=1, hands=[W1], wraith_bag={"white": 3}).apply("place white p1.f6")
    assert any("wb:" in str(a) for a in s.legal_actions())
    monkeypatch.setattr(S, "SOLO_GIFT_REWARDS", ())
    s = pos(players=1, hands=[W1], wraith_bag={"white": 3}).apply("place white p1.f6")
    assert not any("wb:" in str(a) for a in s.legal_actions())


def test_groves_solo_power_order_switch(monkeypatch):
    setup = dict(players=1, hands=[W1], wraith_bag={"yellow": 1, "green": 1, "orange": 1}, hollows=3,
                 resources=[have(earth=2, light=2, water=2, crystal=3)])
    s = pos(**setup).apply("place white p1.e6").apply("skip primary")
    assert s.pending.power == "recall"
    monkeypatch.setattr(S, "SOLO_POWER_ORDER", ("spawn", "banish", "recall", "repel"))
    s = pos(**setup).apply("place white p1.e6").apply("skip primary")
    assert s.pending.power == "spawn"


def test_groves_realm_trophy_minimum_switch(monkeypatch):
    from seasons_nb.games.groves import view
    from seasons_nb.games.groves.teach import finish
    s = finish(pos(players=1, final=True, stack=[], hands=[W1], wraith_bag={"white": 3},
                   groves={"p1.f4": 1}, realm_cards=[6, 9, 10]))
    assert 6 in s.trophies()[0]
    monkeypatch.setattr(view, "TROPHY_MINIMUM", 2)
    s = finish(pos(players=1, final=True, stack=[], hands=[W1], wraith_bag={"white": 3},
                   groves={"p1.f4": 1}, realm_cards=[6, 9, 10]))
    assert 6 not in s.trophies()[0]


def test_groves_reward_token_supply():
    s = pos(hands=[W1, W1])
    assert s.token_supply()["crystal"] + sum(s.player(i).resources["crystal"] for i in range(2)) == R.TOKEN_SUPPLY



def test_groves_summon_keep_required():
    s = pos(hands=[W1, W1], deck=[5]).apply("place white summoning")
    assert s.seats[0].cards == (5,) and s.pending is None
    two = pos(hands=[W1, W1], deck=[5, 6]).apply("place white summoning")
    assert {str(a) for a in two.legal_actions()} == {"keep card 5", "keep card 6"}


def test_groves_realm_lightning_ties():
    # lightning cards are claimed only on a purchase, by the buyer, at once
    groves = {"p1.f4": 1, "p1.d4": 8, "p1.d5": 15}
    s = pos(hands=[W1, {"white": 2}], crown=1, seat=0, groves=groves, realm_cards=[9, 1, 2],
            row=[22, 23, 24, 25], resources=[have(earth=5, light=5, water=5, crystal=10), have(crystal=2)])
    s = s.apply("place white groves").apply("buy grove 22 at p1.e4")
    assert s.seats[0].lightning == (9,) and s.seats[1].lightning == ()


def test_groves_view_hands_public():
    s = pos(hands=[{"white": 2, "blue": 1}, W1])
    assert s.view(1).player(0).hand == s.player(0).hand
    assert s.view(1).player(0).resources == s.player(0).resources


def test_groves_view_bags_hidden():
    s = pos(hands=[W1, W1], bags=[{"white": 4, "blue": 2}, {"white": 5}], cards=[[3], []])
    seen = s.view(1).player(0)
    assert seen.bag is None and seen.bag_size == 6 and seen.cards == (0,)
    assert s.view(0).player(0).bag == {"white": 4, "blue": 2}


def test_groves_view_wraith_bag_public():
    s = pos(players=1, hands=[W1], wraith_bag={"white": 3, "blue": 1}, gifted=["blue"])
    assert s.view(0).wraith_bag() == {"white": 3, "blue": 1} == s.wraith_bag()
