"""Solstice views, pictures, clicks, words and bots.

- a View hides only what nobody may know (the draw pile's order, a fan's order, the dice to come)
  and ``sample`` draws those afresh;
- every first click of the legal actions is a ``data-target`` of exactly one panel, once, with a
  ``data-label``; the one-picture render holds the same targets; hostile names are escaped; the
  stored picture stays small with 2 and with 8 players;
- every kind of wrong click is explained by the rule that forbids it;
- a Table plays a battle by clicks; the greedy bot turns the ring to its court.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from seasons_nb.core import GreedyBot, RandomBot, Rng, matching, next_targets, play_out
from seasons_nb.core.svg import picture_html
from seasons_nb.games import solstice as S
from seasons_nb.games.solstice import components as C
from seasons_nb.games.solstice.bot import win_chance
from seasons_nb.games.solstice.teach import face_off, position, rigged
from seasons_nb.games.solstice.view import Die
from seasons_nb.widgets import Table

from .helpers import play

TARGET = re.compile(r'data-target="([^"]*)"')
TARGET_ELEMENT = re.compile(r"<g\b[^>]*\bdata-target=[^>]*>")
HOSTILE = ("<img src=x onerror=alert(1)>", '"><script>alert(2)</script>', "Ann & 'Bo'", "</svg><b>x</b>")


def random_states(players: int, games: int, every: int, seed0: int = 0, steps: int = 600):
    """States met in seeded random games (every ``every``-th step, and the last one)."""
    for game in range(games):
        seed = seed0 + 100 * players + game
        s = S.new_game(players=players, seed=seed, turn_limit=60)
        rng = Rng(seed)
        for step in range(steps):
            if step % every == 0 or s.is_over:
                yield s
            if s.is_over:
                break
            a, rng = rng.choice(s.legal_actions())
            s = s.apply(a)


# ---- views ------------------------------------------------------------------------------------------------

def test_views_hide_only_the_draw_order_the_fan_and_the_dice():
    s = rigged(position(spaces=[4, 17], equipped=[["w5"], []], kept=[["t1", "t2"], []]), 2, 5, 5)
    s = play(s, "roll")
    assert s.pending.kind == "discard" and s.dice == (5, 5)
    views = [s.view(v) for v in (None, 0, 1)]
    assert views[0].to_dict() == views[1].to_dict() == views[2].to_dict()
    d = views[1].to_dict()
    assert d["draw"] == 45 and d["fan"] == 3 and "dice" not in d and "rng" not in d and "viewer" not in d
    for v in views:
        for name in ("gear", "pack", "iseason", "pieces", "discard", "pos", "chars", "pending"):
            assert getattr(v, name) == getattr(s, name), name
    with pytest.raises(TypeError, match="cannot be played"):
        views[1].apply("pick 1")


def test_a_sample_keeps_what_is_seen_and_draws_the_rest():
    s = play(rigged(position(spaces=[4, 17], kept=[["t1", "t2", "t3"], ["w1"]]), 2), "roll")
    v = s.view(1)
    drawn = set()
    for k in range(20):
        t = v.sample(k)
        S.invariants(t)
        assert t.view(1).to_dict() == v.to_dict() and t.dice == ()
        assert sorted(t.draw) == sorted(s.draw) and sorted(t.fan) == sorted(s.fan)
        assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]
        drawn.add((t.draw[-1], t.fan))
    assert len(drawn) > 5


def test_holdings_summary():
    s = position(equipped=[["w5", "b9"], []], kept=[["t1", "a3"], []], seasons={"b9": "winter"})
    p = s.player(0)
    assert p.character == "blaze" and p.court == "summer" and p.space == 1 and not p.lapped
    assert p.equipped == (("w5", "summer"), ("b9", "winter")) and p.kept == ("t1", "a3")
    assert (p.attack, p.defense, p.speed, p.vp) == (6, 3, 2, 4)
    with pytest.raises(ValueError):
        s.player(2)


# ---- pictures --------------------------------------------------------------------------------------------

def assert_exactly_once(panels: dict[str, str], wanted) -> None:
    where: dict[str, list[str]] = {}
    for name, svg in panels.items():
        for t, n in Counter(TARGET.findall(svg)).items():
            assert n == 1, f"{t} appears {n} times in panel {name}"
            where.setdefault(t, []).append(name)
    for t, names in where.items():
        assert len(names) == 1, f"{t} is in panels {names}"
    missing = set(wanted) - set(where)
    assert not missing, f"targets drawn nowhere: {sorted(missing)}"


@pytest.mark.parametrize("players", [2, 5, 8])
def test_panels_cover_every_click_once(players):
    kinds = set()
    for s in random_states(players, games=3, every=5):
        first = next_targets(s.legal_actions(), [])
        panels = s.panels(highlight=first)
        assert list(panels) == ["decision", "ring", "players"]
        for svg in panels.values():
            assert ET.fromstring(svg).tag.endswith("svg")
        assert_exactly_once(panels, first)
        for tag in (m for svg in panels.values() for m in TARGET_ELEMENT.findall(svg)):
            assert "data-label=" in tag, tag
        kinds.add(s.pending.kind if s.pending is not None else s.phase)
    assert {"setup", "roll", "flip", "equip"} <= kinds


def test_every_decision_is_drawn_with_its_targets():
    s = face_off(equipped=[["w1"], ["a6"]], kept=[["t1", "t2"], ["t3"]])
    states = [S.new_game(2, seed=1)]
    states.append(play(rigged(s, 3), "roll"))                               # attack
    states.append(play(states[-1], "attack p2"))                            # defend
    states.append(play(rigged(states[-1], 1, 6), "defend"))                 # answer
    states.append(play(rigged(states[-2], 6, 1), "defend"))                 # steal
    states.append(play(states[-1], "steal a6"))                             # equip
    states.append(play(states[-1], "keep a6"))                              # flip
    states.append(play(rigged(position(spaces=[4, 17], kept=[["t1", "t2"], []]), 2), "roll"))   # discard
    states.append(play(rigged(position(spaces=[29, 17], pieces="SSSSSSSW"), 2), "roll", "flip piece 8"))
    for st in states:
        first = next_targets(st.legal_actions(), [])
        assert_exactly_once(st.panels(highlight=first), first)
        drawn = "".join(st.panels(highlight=first).values())
        lit = re.findall(r'class="snb-target snb-hl" data-target="([^"]+)"', drawn)
        assert set(lit) == set(first)
    decision = states[-2].panels()["decision"]
    assert decision.count('data-target="fan.') == 2 and "Aster fans 2 items face" in decision
    assert "The whole ring shows Summer" in states[-1].panels()["decision"]


def test_render_is_the_panels_in_one_picture():
    s = play(rigged(face_off(equipped=[["w1"], ["a6"]]), 3), "roll")
    hl = next_targets(s.legal_actions(), [])
    whole = s.render(highlight=hl)
    ET.fromstring(whole)
    panels = s.panels(highlight=hl)
    assert Counter(TARGET.findall(whole)) == sum((Counter(TARGET.findall(p)) for p in panels.values()), Counter())
    assert s._repr_svg_() == s.render()


@pytest.mark.parametrize("players", [2, 4])
def test_hostile_names_are_escaped_in_every_panel(players):
    s = S.new_game(players=players, seed=11, names=HOSTILE[:players], turn_limit=40)
    rng = Rng(11)
    while True:
        for viewer in (None, 0):
            for name, svg in s.view(viewer).panels(highlight=next_targets(s.legal_actions(), [])).items():
                ET.fromstring(svg)
                assert "<img" not in svg and "<script" not in svg and "<b>" not in svg, name
        if s.is_over:
            break
        a, rng = rng.choice(s.legal_actions())
        s = s.apply(a)
    assert "&lt;img src=x onerror=alert(1)&gt;" in s.panels()["ring"]          # a token's words, in full
    assert "&lt;img src=x onerro" in s.panels()["players"]


@pytest.mark.parametrize("players", [2, 8])
def test_stored_pictures_stay_small(players):
    # what a notebook stores is the inert picture (no click ids, labels or item titles) ...
    states = list(random_states(players, games=2, every=10))
    stored = [len(picture_html(s.render(last=None), "Solstice").encode()) for s in states]
    assert sum(stored) / len(stored) <= 20_000, max(stored)
    # ... and the live one, sent to the page, also names every item in a <title> (its tooltip)
    live = [len(s.render(last=None).encode()) for s in states]
    assert sum(live) / len(live) <= 23_000, max(live)


def test_classes_are_solstice_s_own():
    svg = "".join(play(rigged(face_off(equipped=[["w1"], ["a6"]]), 3), "roll").panels().values())
    classes = {c for group in re.findall(r'class="([^"]*)"', svg) for c in group.split()}
    assert classes and all(c.startswith(("sl", "snb-")) for c in classes), sorted(classes)
    style = "".join(re.findall(r"<style>(.*?)</style>", svg))
    selectors = re.findall(r"\.([a-zA-Z][\w-]*)", style)
    assert all(c.startswith(("sl", "snb-")) for c in selectors)


# ---- words and clicks ---------------------------------------------------------------------------------------

def test_action_labels_are_words():
    s = play(rigged(face_off(equipped=[["w1"], ["a6"]], kept=[[], ["t1"]]), 3), "roll")
    labels = {str(a): s.action_label(a) for a in s.legal_actions()}
    assert labels == {"attack p2": "attack Birch (Frostfang Reaver)", "no attack": "attack nobody and follow the space"}
    s = play(s, "no attack")
    assert s.action_label("flip piece 2") == "flip piece 2 to Winter"
    assert s.action_label("flip item a6") == "flip Birch's Frostweave Cloak to Summer"
    assert S.new_game(2).action_label("choose blaze") == "choose the Blaze Captain (Attack 4, Defense 3, Speed 2)"


@pytest.mark.parametrize("clicks, rule", [
    (["die"], "solstice.ours.flip_required"),
    (["piece.3"], "solstice.flip.piece"),
    (["item.a2"], "solstice.ours.flip_equipped"),
    (["item.t3"], "solstice.flip.item"),
    (["item.w9"], "solstice.flip.item"),
    (["seat.2"], "solstice.ours.flip_required"),
    (["choice.escape"], "solstice.ours.flip_required"),
    (["fan.1"], "solstice.ours.flip_required"),
    (["keep.w5"], "solstice.ours.flip_required"),
    (["char.blaze"], "solstice.setup.choose"),
    (["moon"], "solstice.click"),
    (["piece.1", "piece.1"], "solstice.click"),
])
def test_clicks_during_a_flip_are_explained_by_their_rule(clicks, rule):
    s = play(rigged(position(spaces=[1, 17], equipped=[["w5"], []], kept=[["a2"], ["t3"]]), 1), "roll")
    assert not (matching(s.legal_actions(), clicks) and len(clicks) == 1)
    assert s.explain_clicks(clicks).rule == rule


def test_clicks_in_other_decisions_are_explained_by_their_rule():
    attack = play(rigged(face_off(players=3, spaces=[2, 5, 9]), 3), "roll")
    assert attack.explain_clicks(["seat.3"]).rule == "solstice.battle.occupied"
    assert attack.explain_clicks(["seat.1"]).rule == "solstice.battle.occupied"
    defend = play(attack, "attack p2")
    assert defend.explain_clicks(["choice.counter"]).rule == "solstice.battle.defender_choice"
    assert defend.explain_clicks(["die"]).rule == "solstice.battle.defender_choice"
    steal = play(rigged(play(rigged(face_off(kept=[[], ["t1"]]), 3), "roll", "attack p2"), 6, 1), "defend")
    assert steal.explain_clicks(["item.t2"]).rule == "solstice.attacker.steal"
    discard = play(rigged(position(spaces=[4, 17], kept=[["t1"], []]), 2), "roll")
    assert discard.explain_clicks(["fan.2"]).rule == "solstice.discard.blind"
    setup = S.new_game(2)
    assert setup.explain_clicks(["char.glacier"]).rule == "solstice.ours.seat_courts"
    assert setup.explain_clicks(["die"]).rule == "solstice.setup.choose"


def test_a_battle_by_clicks_on_a_table():
    start = rigged(face_off(equipped=[["w1"], ["a6"]], kept=[[], ["t1"]]), 3, 2, 6, 6, 1)
    t = Table(start)
    assert set(t.panels) == {"decision", "ring", "players"}
    assert t.targets == ["die"]
    t.click("die")
    assert set(t.targets) == {"seat.2", "choice.none"}
    t.click("seat.2")
    assert t.state.current_player == 1 and set(t.targets) == {"choice.escape", "choice.defend"}
    t.click("choice.defend")                                       # 2+4+1+1 = 8 against 6+2+2 = 10
    assert set(t.targets) == {"choice.counter", "choice.flee"}
    t.click("choice.counter")                                      # Birch 6+5 = 11 against Aster 1+3+1 = 5
    assert t.state.pending.kind == "steal" and set(t.targets) == {"item.w1"}
    t.click("item.w1")
    assert set(t.targets) == {"item.w1", "keep.w1"}
    t.click("keep.w1")
    assert t.state.pack[1] == (C.CARD_INDEX["t1"], C.CARD_INDEX["w1"]) and t.state.seat == 1
    assert "Birch keeps the Ember Dagger with their trinkets." in t.state.log


def test_the_last_roll_is_shown_in_the_prompt_the_status_line_and_the_picture():
    start = rigged(face_off(equipped=[["w1"], []]), 3, 1, 6)
    assert start.last_dice() == () and "rolled" not in start.prompt and "data-die" not in start.render()
    t = Table(start)
    t.click("die")
    moved = t.state
    assert moved.last_dice() == (Die("Aster", 3, None),)
    assert moved.prompt.startswith("Aster rolled 3. ") and t.status.startswith("Aster rolled 3. ")
    assert 'data-die="3"' in t.panels["decision"] and "Aster: 3" in t.panels["decision"]
    t.click("seat.2")
    t.click("choice.defend")                                       # Aster 1+4+1+1 = 7, Birch 6+2 = 8
    fought = t.state
    assert fought.last_dice() == (Die("Aster", 1, 7), Die("Birch", 6, 8))
    assert t.status.startswith("Aster rolled 1 (7 in all), Birch 6 (8 in all). Birch won the battle")
    for view in (fought, fought.view(0), fought.view(None)):       # a View shows it too
        picture = view.render()
        assert 'data-die="1"' in picture and 'data-die="6"' in picture and "Birch: 6 (8 in all)" in picture
    # the die that picks the first player
    four = S.new_game(4, seed=3, date="2026-06-01")
    four = play(rigged(four, 4), "choose blaze", "choose frostfang", "choose oakheart", "choose glacier")
    assert four.last_dice() == (Die(None, 4, None),) and four.prompt.startswith("The die showed 4. ")


# ---- bots ------------------------------------------------------------------------------------------------------

def test_the_greedy_bot_flips_toward_its_court():
    s = play(rigged(position(spaces=[12, 17], pieces="SSSWWWWW", equipped=[["w1"], ["a6"]]), 1), "roll")
    assert s.pending.kind == "flip"                                # space 13: Flip, piece 4 (Winter)
    assert str(GreedyBot(1).choose(s)) == "flip piece 4"
    s = play(rigged(position(spaces=[1, 17], equipped=[["w1"], ["a6"]]), 1), "roll")
    assert str(GreedyBot(1).choose(s)) == "flip item a6"            # its own piece: spoil Birch's cloak


def test_random_games_end_without_a_turn_limit():
    for seed in range(6):
        end = play_out(S.new_game(2 + seed % 3, seed=seed), RandomBot(seed), max_actions=50_000)
        assert end.is_over and end.winners


def test_teach_helpers(capsys):
    from seasons_nb.games.solstice import teach

    s = teach.position(equipped=[["w11"], []], kept=[["t1"], []])
    teach.holdings(s, 0)
    out = capsys.readouterr().out
    assert "p1 Aster (Summer Court, Blaze Captain) on space 1, first lap" in out
    assert "Twilight Blade (Summer)" in out and "Acorn Charm" in out
    assert teach.card("w11") == "Twilight Blade (weapon +1; counts in either season)"
    assert teach.card("a12") == "Mirror Shield (armor +2; counts only set to the other court's season)"
    assert teach.character("glacier") == "Glacier Sentinel (Winter Court): Attack 2, Defense 4, Speed 3"
    assert teach.rigged(s, 4, 2).dice == (4, 2) and teach.rigged(teach.rigged(s, 4), 2).dice == (4, 2)
    with pytest.raises(ValueError, match="dice"):
        teach.rigged(s, 7)
    assert teach.ring(teach.play(teach.rigged(s, 1), "roll", "flip piece 1")) == "WSSSWWWW"


def test_the_greedy_bot_weighs_a_battle_by_its_odds():
    assert win_chance(7, 3) > 0.95 and win_chance(2, 6) < 0.05 and win_chance(4, 4) == 0.5
    # Blaze Captain with a Summer sword on a Summer piece (7) against Snowdrift Fox's Defense 3: attack
    strong = play(rigged(face_off(gap=1, characters=["blaze", "snowdrift"], equipped=[["w5"], []]), 1), "roll")
    assert {str(GreedyBot(seed).choose(strong)) for seed in range(4)} == {"attack p2"}
    # Oakheart Warden (Attack 2, +1 on its own season) against an armored Hailstorm Hunter: leave it
    weak = play(rigged(face_off(gap=1, characters=["oakheart", "hailstorm"], equipped=[[], ["a5"]]), 1), "roll")
    assert {str(GreedyBot(seed).choose(weak)) for seed in range(4)} == {"no attack"}


def test_why_tells_the_odds_of_a_battle_just_declared():
    from seasons_nb.core.search import why

    ready = play(rigged(face_off(gap=1, characters=["blaze", "snowdrift"], equipped=[["w5"], []]), 1), "roll")
    bot = GreedyBot(0)
    attack = bot.choose(ready)
    odds = win_chance(ready.before_die(0, 0), ready.before_die(1, 1))
    said = why(bot, ready, ready.apply(attack), viewer=0)
    assert f"the battle just declared (the attacker wins {odds.numerator} in {odds.denominator})" in said
    declared = ready.apply(attack)
    assert sum(declared.evaluation_terms(1).values()) == declared.evaluate(1) < ready.evaluate(1)
