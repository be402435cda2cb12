"""Groves as panels (hand, tree, realms, cards, supply) and a Groves Table played by clicks.

- every first click of the legal actions (and every next click once a first one is selected)
  is a ``data-target`` of exactly one panel, exactly once, with a ``data-label``;
- hostile player names are escaped in every panel;
- a player's view shows neither another player's bag contents nor their face-down summoning
  cards, while the teacher's view shows both;
- a Table plays a whole turn by clicks (spirit → grove → reward buttons, purchase, card, portal),
  and every kind of decision met in random games can be answered by clicks and buttons.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from seasons_nb.core import Rng, complete, next_targets
from seasons_nb.games import groves as G
from seasons_nb.games.groves import components as C
from seasons_nb.games.groves.actions import (
    BuyDecision,
)
from seasons_nb.widgets import Table, play
from seasons_nb.widgets.board import target_ids

TARGET = re.compile(r'data-target="([^"]*)"')
TARGET_ELEMENT = re.compile(r"<[^>]*\bdata-target=[^>]*>")
HOSTILE = ("<img src=x onerror=alert(1)>", '"><script>alert(2)</script>', "Ann & 'Bo'", "</svg><b>x</b>")


def random_states(players: int, games: int, every: int, seed0: int = 0, steps: int = 2000):
    """States met in seeded random games (every ``every``-th step, and the last one)."""
    for game in range(games):
        seed = seed0 + 100 * players + game
        s = G.new_game(players=players, seed=seed)
        rng = Rng(seed)
        for step in range(steps):
            if step % every == 0 or s.is_over:
                yield s
            if s.is_over:
                break
            a, rng = rng.choice(s.legal_actions())
            s = s.apply(a)


def targets_by_panel(panels: dict[str, str]) -> dict[str, Counter]:
    return {name: Counter(TARGET.findall(svg)) for name, svg in panels.items()}


def assert_exactly_once(panels: dict[str, str], wanted) -> None:
    """Each wanted target is in exactly one panel, once; no target id is in two panels."""
    found = targets_by_panel(panels)
    where: dict[str, list[str]] = {}
    for name, counts in found.items():
        for t, n in counts.items():
            assert n == 1, f"{t} appears {n} times in panel {name}"
            where.setdefault(t, []).append(name)
    for t, names in where.items():
        assert len(names) == 1, f"{t} is in panels {names}"
    missing = set(wanted) - set(where)
    assert not missing, f"targets drawn nowhere: {sorted(missing)}"


def panel_order(s) -> list[str]:
    """Hand, then the realm of the player to move (played together), the tree, the other realms."""
    mover = s.current_player if s.current_player is not None else 0
    others = [f"realm-{i}" for i in range(s.players) if i != mover]
    return ["hand", f"realm-{mover}", "tree"] + others + ["cards", "supply"]


# ---- coverage -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_panels_cover_every_click_once(players):
    checked = 0
    for s in random_states(players, games=6, every=7):
        acts = s.legal_actions()
        first = next_targets(acts, [])
        panels = s.panels(highlight=first)
        assert list(panels) == panel_order(s)
        for name, svg in panels.items():
            root = ET.fromstring(svg)
            assert root.tag.endswith("svg"), name
        assert_exactly_once(panels, first)
        for tag in (m for svg in panels.values() for m in TARGET_ELEMENT.findall(svg)):
            assert "data-label=" in tag, tag
        # with each first click selected, the next targets are drawn (once) too
        for t in first:
            nxt = next_targets(acts, [t])
            if nxt:
                assert_exactly_once(s.panels(highlight=nxt, selected=[t]), nxt)
        checked += 1
    assert checked > 20


def test_render_is_the_panels_in_one_picture():
    s = next(s for s in random_states(4, 1, 1) if s.round >= 3 and s.pending is None)
    hl = next_targets(s.legal_actions(), [])
    whole = s.render(highlight=hl)
    ET.fromstring(whole)
    panels = s.panels(highlight=hl)
    assert Counter(TARGET.findall(whole)) == sum(targets_by_panel(panels).values(), Counter())
    assert s._repr_svg_() == s.render()


def test_highlight_and_selection_are_drawn_like_arcadia():
    s = next(s for s in random_states(2, 1, 1) if s.phase == "play" and s.pending is None)
    acts = s.legal_actions()
    first = next_targets(acts, [])[0]
    panels = s.panels(highlight=next_targets(acts, [first]), selected=[first])
    hand = panels["hand"]
    assert re.search(rf'class="snb-target snb-sel" data-target="{re.escape(first)}"', hand)
    lit = [t for svg in panels.values() for t in re.findall(r'class="snb-target snb-hl" data-target="([^"]+)"', svg)]
    assert set(lit) == set(next_targets(acts, [first]))
    assert "#fff3a8" in "".join(panels.values()) and "#d4a000" in "".join(panels.values())


# ---- escaping -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4])
def test_hostile_names_are_escaped_in_every_panel(players):
    names = HOSTILE[:players]
    s = G.new_game(players=players, seed=11, names=names)
    rng = Rng(11)
    seen_over = False
    for step in range(3000):
        if step % 25 == 0 or s.is_over:
            for viewer in (None, 0):
                for name, svg in s.view(viewer).panels(highlight=next_targets(s.legal_actions(), [])).items():
                    ET.fromstring(svg)
                    assert "<img" not in svg and "<script" not in svg and "<b>" not in svg, name
                    assert "</svg><b>" not in svg
            seen_over = s.is_over
        if s.is_over:
            break
        a, rng = rng.choice(s.legal_actions())
        s = s.apply(a)
    assert seen_over
    realm = s.panels()["realm-0"]
    assert "&lt;img src=x onerror=alert(1)&gt;" in realm


# ---- hidden information ----------------------------------------------------------------------------------

SECRET_CARD = 6        # "draw green and blue together"
SECRET_TEXT = C.SUMMONING[SECRET_CARD].text


def secret_position():
    """Two players; East Wind (p2) holds a known face-down card and a bag with blue spirits."""
    return G.from_position(
        players=2, cards=[[3], [SECRET_CARD]],
        bags=[{"white": 6, "yellow": 1}, {"white": 5, "blue": 3, "green": 2}],
        hands=[{"white": 2, "yellow": 1}, {"white": 3}])


def bag_contents(svg: str, seat: int) -> list[str]:
    return re.findall(rf'<g class="snb-bag-contents" data-seat="p{seat + 1}">', svg)


def card_faces(svg: str, seat: int) -> list[str]:
    return re.findall(rf'<g class="snb-card-face" data-seat="p{seat + 1}"', svg)


def test_player_view_hides_other_bags_and_face_down_cards():
    s = secret_position()
    teacher = "".join(s.panels().values())
    assert bag_contents(teacher, 1) and card_faces(teacher, 1) and SECRET_TEXT in teacher
    mine = s.view(0).panels()
    joined = "".join(mine.values())
    assert not bag_contents(joined, 1) and not card_faces(joined, 1)
    assert SECRET_TEXT not in joined
    assert "contents hidden" in mine["realm-1"] and 'class="snb-card-back" data-seat="p2"' in mine["cards"]
    # the viewer still sees their own bag and card
    assert bag_contents(joined, 0) and card_faces(joined, 0)
    # the same through the state's view, and in the one-picture render
    assert "".join(s.view(0).panels().values()) == joined
    whole = s.view(0).render()
    assert not bag_contents(whole, 1) and not card_faces(whole, 1) and SECRET_TEXT not in whole


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_views_in_random_games_reveal_nothing_secret(players):
    for s in random_states(players, games=3, every=11):
        teacher = "".join(s.panels().values())
        for viewer in range(players):
            shown = "".join(s.view(viewer).panels().values())
            for seat in range(players):
                if seat == viewer:
                    continue
                assert not bag_contents(shown, seat)
                assert not card_faces(shown, seat)
                if sum(s.seats[seat].bag):
                    assert bag_contents(teacher, seat)
                if s.seats[seat].cards:
                    assert card_faces(teacher, seat)
            if s.pending is not None and s.pending.kind == "card" and s.seat != viewer:
                assert "card." not in "".join(TARGET.findall(shown))


def test_a_drawn_pair_of_cards_is_secret_to_the_others():
    s = secret_position()
    s = s.apply("place white summoning")
    assert s.pending.kind == "card"
    offered = s.pending.cards
    on_offer = [f"card.{c}" for c in offered]
    mine = s.view(0).panels(highlight=on_offer)["hand"]
    assert all(f'data-target="card.{c}"' in mine for c in offered)
    theirs = s.view(1).panels(highlight=on_offer)["hand"]
    assert "card." not in "".join(TARGET.findall(theirs))
    assert theirs.count("snb-card-back") == 0 and theirs.count(">?<") == 2


# ---- the Table ---------------------------------------------------------------------------------------------


def lit(t: Table, panel: str) -> set[str]:
    """The targets lit now in one of the Table's panels."""
    return set(t.targets) & target_ids(t.panels[panel])


def choices(t: Table) -> dict[str, object]:
    return dict(t.choices) | ({"Cancel": None} if t.clicks else {})


def test_a_turn_by_clicks_on_a_groves_table():
    """Spirit → grove → reward buttons; a purchase; a summoning card; a portal; the bot answers."""
    start = G.from_position(
        players=2, start=["orange", "blue"], row=[1, 15, 8, 2], deck=[6, 3, 9],
        hands=[{"orange": 1, "white": 3}, {"white": 3}],
        resources=[{"earth": 2, "light": 2, "water": 2, "crystal": 4}, {"earth": 2, "light": 2, "water": 2,
                                                                       "crystal": 2}])
    t = Table(start, bot_plays=(1,))
    assert set(t.panels) == {"hand", "tree", "realm-0", "realm-1", "cards", "supply"}
    assert set(lit(t, "hand")) == {"hand.orange", "hand.white"}
    # 1. the orange spirit on Hearth Grove (orange: a choice of element, then a matching bonus)
    t.click("hand.orange")
    assert "p1.f5" in lit(t, "realm-0") and "tree.summoning" in lit(t, "tree")
    t.click("p1.f5")
    assert set(lit(t, "hand")) == {"reward.primary", "skip.primary"}
    t.click("reward.primary")
    labels = list(choices(t))
    assert labels == ["Take 1 earth", "Take 1 light", "Take 1 water", "Cancel"]
    assert [str(action) for _label, action in t.choices] == [
        "reward primary earth", "reward primary light", "reward primary water"]
    t.choose("Take 1 light")
    assert t.state.seats[0].resources[1] == 3
    assert set(lit(t, "hand")) == {"reward.bonus", "skip.bonus"}
    t.click("reward.bonus")  # one way to take it: plays at once
    assert t.state.seats[0].resources[4] == 1
    assert "North Wind collects 1 dominion." in t.state.log
    # the bot (East Wind) has played its spirit; North Wind again
    assert t.state.current_player == 0 and t.match.step >= 4
    # 2. buy a grove: Tree groves area, a grove of the row, a space touching the realm
    t.click("hand.white", "tree.groves")
    assert t.state.pending == BuyDecision()
    assert "skip.purchase" in lit(t, "hand")
    t.click("row.15")
    sites = set(lit(t, "realm-0"))
    assert sites and all(x.startswith("p1.") for x in sites)
    t.click("p1.f4")
    assert any(p[1] == 15 for p in t.state.seats[0].realm)
    assert t.state.row[1] == 0
    # 3. a summoning card: keep one of the two drawn
    while t.state.current_player != 0:
        t.bot_move()
    t.click("hand.white", "tree.summoning")
    offered = t.state.pending.cards
    assert set(lit(t, "hand")) == {f"card.{c}" for c in offered}
    t.click(f"card.{offered[1]}")
    assert offered[1] in t.state.seats[0].cards
    # 4. the last spirit: a portal base (with two players the mirror will open toward the only neighbour)
    assert t.state.current_player == 0 and t.state.seats[0].hand == (1, 0, 0, 0, 0, 0)
    t.click("hand.white", "tree.portal")
    assert t.state.seats[0].base == 1


def test_skip_and_a_wrong_click_while_choosing():
    s = G.from_position(players=2, start=["orange", "blue"], hands=[{"orange": 1}, {"white": 1}])
    t = Table(s)
    t.click("hand.orange", "p1.f5", "reward.primary")
    assert t.clicks == ["reward.primary"] and "Cancel" in choices(t)
    t.click("skip.primary")  # a click on the board while the buttons wait: it is played
    assert t.clicks == [] and t.state.pending.stage == "bonus"
    t.click("skip.bonus")
    assert t.state.current_player == 1
    assert "skips the primary reward" in " ".join(t.state.log)


def test_view_picker_hides_and_shows():
    t = Table(secret_position())
    assert t.viewer is None
    everything = "".join(t.panels.values())
    assert bag_contents(everything, 1) and card_faces(everything, 1)
    t.set_viewer(0)
    shown = "".join(t.panels.values())
    assert not bag_contents(shown, 1) and not card_faces(shown, 1) and SECRET_TEXT not in shown
    assert bag_contents(shown, 0) and card_faces(shown, 0)
    assert set(lit(t, "hand")) == {"hand.white", "hand.yellow"}  # still playable
    t.set_viewer(None)
    assert t.viewer is None and "".join(t.panels.values()) == everything


def _kind(s) -> str:
    if s.phase != "play" or s.pending is None:
        return s.phase if s.phase != "play" else "place"
    return s.pending.kind + ("-" + s.pending.stage if s.pending.kind == "reward" else "")


def test_every_kind_of_decision_is_playable_by_clicks():
    """For states of each decision kind, a random legal action is reached by clicks (+ a button)."""
    seen: Counter = Counter()
    for players in (1, 2, 3):
        for s in random_states(players, games=4, every=3, seed0=50):
            kind = _kind(s)
            if s.is_over or seen[kind] >= 3:
                continue
            seen[kind] += 1
            acts = s.legal_actions()
            a, _ = Rng(len(acts) + seen[kind]).choice(acts)
            t = Table(s)
            t.click(*a.clicks)
            if t.match.step == 0:
                shared = complete(acts, a.clicks)
                assert len(shared) > 1, a
                buttons = [label for label, action in t.choices if action == a]
                assert len(buttons) == 1, t.choices
                label = buttons[0]
                assert label and label[0].isupper() and label != str(a)
                t.choose(label)
            assert t.match.step == 1, (kind, str(a), t.status)
            assert t.state == s.apply(a)
    assert {"start", "place", "reward-primary", "reward-bonus", "buy", "card", "portal", "power"} <= set(seen), seen


def test_play_groves_from_the_widgets_module():
    t = play("groves", players=2, seed=3, bot_plays=(1,))
    taken = t.state.player(1).start                       # the bot chose first
    free = {f"start.{C.SPIRITS[c]}" for c in C.COLOURED if C.SPIRITS[c] != taken}
    assert t.state.current_player == 0 and set(lit(t, "hand")) == free
    mine = sorted(free)[0]
    t.click(mine)
    assert t.state.phase == "play" and t.state.player(0).start == mine[6:]
    t.click("hand.white")
    grove = next(x for x in t.targets if x in lit(t, "realm-0"))
    assert grove.startswith("p1.")
    t.click(grove)
    assert t.state.log[-1].startswith("North Wind places a white spirit on")
    assert t.state.pending.kind == "reward" and set(lit(t, "hand")) == {"reward.primary", "skip.primary"}


def _groves_area(panel: str) -> tuple[str, str]:
    """The class of the Tree's groves area box in a tree panel, and the words drawn in it."""
    title = panel.index(">Buy a grove<")
    box, words = re.match(r'<rect[^>]*class="([^"]*)"/>((?:<text[^>]*>[^<]*</text>)*)',
                          panel[panel.rindex("<rect", 0, title):]).groups()
    return box, " ".join(re.findall(r">([^<>]+)<", words))


@pytest.mark.parametrize("players", [1, 2])
def test_groves_buy_crown_solo_groves_area_drawn_shut_for_the_first_spirit(players):
    """The crown holder's first spirit may not buy, in the solo game too: the groves area is drawn shut
    (grey, saying why) and not lit, and it opens once that spirit is out."""
    s = G.from_position(players=players, hands=[{"white": 3}] + [{"white": 1}] * (players - 1),
                        resources=[{"earth": 5, "light": 5, "water": 5, "crystal": 5}] * players)
    t = Table(s)
    box, words = _groves_area(t.panels["tree"])
    assert box.startswith("ko") and "1st spirit" in words and "elements + slot crystals" not in words
    t.click("hand.white")
    assert "tree.groves" not in lit(t, "tree") and "tree.summoning" in lit(t, "tree")
    t.click("p1.e6", "reward.primary")
    while t.state.current_player != 0:
        t.click("hand.white", f"p{t.state.current_player + 1}.e6", "reward.primary")
    box, words = _groves_area(t.panels["tree"])
    assert box.startswith("ka") and "1st spirit" not in words
    t.click("hand.white")
    assert "tree.groves" in lit(t, "tree")
