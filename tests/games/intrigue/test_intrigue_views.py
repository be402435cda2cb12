"""Seasons of Intrigue views: a seat never sees another player's hand, workers, pack or planned worker (before
the reveal), nor anyone the face-down tiles or the decks' order; personal quests are open to all;
``sample`` deals what is hidden afresh and looks the same from the viewer."""

from __future__ import annotations

import json

import pytest

from seasons_nb.core import Rng
from seasons_nb.games import intrigue as I
from seasons_nb.games.intrigue import components as C

from .helpers import acting, play, pos, settle
from .test_intrigue_rules import cleanup, winter


def words(v) -> str:
    """Everything a view shows in text: its data, its prompt and its log."""
    return json.dumps(v.to_dict()) + v.prompt + "\n".join(v.log)


def secrets_of(s, seat: int) -> list:
    """Ids and names of what only ``seat`` may know."""
    out = []
    for c in s.hand[seat]:
        out += [f'"{C.CARDS[c].id}"', C.CARDS[c].name]
    for w in list(s.workers[seat]) + list(s.packs[seat]) + ([s.planned[seat]] if s.phase in ("draft", "plan")
                                                            and s.planned[seat] >= 0 else []):
        out += [f'"{C.WORKERS[w].id}"', C.WORKERS[w].name]
    return out


def table():
    """Planning in summer: Aster has placed the Thaw Herald, Birch is to place; both hold cards."""
    s = pos(season=1, workers=[["b3", "b4", "b5"], ["h1", "h3", "h4"]], hands=[["c15", "x4"], ["c16", "x9"]],
            units={"e1": [1, 0], "e5": [0, 2]}, personal=["p3", "p6"])
    return play(s, "plan b3")


def test_views_hide_hands_workers_and_plans():
    s = table()
    assert s.phase == "plan" and s.seat == 1
    v = s.view(1)
    assert v.hand[0] == (-1, -1) and v.workers[0] == (-1, -1) and v.planned[0] < -1
    assert v.hand[1] == s.hand[1] and v.workers[1] == s.workers[1]
    d = v.to_dict()["players"][0]
    assert d["hand"] == 2 and d["workers"] == 2 and d["planned"] == "hidden"
    text = words(v)
    for secret in secrets_of(s, 0):
        assert secret not in text, secret
    text = words(s.view(0))
    for secret in secrets_of(s, 1):
        assert secret not in text, secret
    # the teacher sees hands and plans, but no deck order and no face-down tile
    t = s.view(None)
    assert t.hand == s.hand and t.planned == s.planned and set(t.card_deck) == {-1} and set(t.worker_deck) == {-1}
    with pytest.raises(ValueError):
        s.view(2)
    with pytest.raises(TypeError):
        v.apply("plan h1")


def test_views_hide_packs_in_the_draft():
    s = I.new_game(3, seed=8)
    s = play(s, f"draft {C.WORKERS[s.packs[s.seat][0]].id}")
    for viewer in range(3):
        v = s.view(viewer)
        text = words(v)
        for other in range(3):
            if other != viewer:
                assert set(v.packs[other]) <= {-1} and set(v.workers[other]) <= {-1}
                for secret in secrets_of(s, other):
                    assert secret not in text, (viewer, other, secret)
        assert v.packs[viewer] == s.packs[viewer]


def test_views_show_the_planned_workers_once_revealed():
    s = play(table(), "plan h1")
    assert s.phase == "act"
    for viewer in (0, 1):
        assert s.view(viewer).planned == s.planned
        assert "Thaw Herald" in words(s.view(viewer)) and "Sheaf Marshal" in words(s.view(viewer))


def test_views_hide_face_down_tiles_from_everyone():
    s = table()
    up = [x for x in range(16) if s.revealed[x]]
    assert sorted(up) == [0, 4]
    for viewer in (0, 1, None):
        v = s.view(viewer)
        assert all(v.tiles[x] == (s.tiles[x] if x in up else -1) for x in range(16))
        lands = v.to_dict()["lands"]
        assert [x for x in range(16) if lands[x]["tile"] is not None] == up
        assert "tiles" not in v.to_dict()
        assert v.tile_kind(3) is None and v.tile_kind(0) == C.TILES[s.tiles[0]].kind


def test_views_log_names_no_hidden_card_or_worker():
    s = play(acting(hands=[["c1", "x11"], ["c2"]], upgrades=[{"u1": "revealed"}, {}]), "act civil", "draw combat")
    new = list(s.log)[-1]
    assert new == "Aster draws 2 combat cards."
    for c in s.hand[0]:
        assert C.CARDS[c].name not in "\n".join(s.view(1).log)


def test_a_sample_keeps_what_is_seen_and_deals_the_rest():
    s = table()
    for viewer in (0, 1, None):
        v = s.view(viewer)
        dealt = set()
        for k in range(20):
            t = v.sample(k)
            I.invariants(t)
            assert t.view(viewer).to_dict() == v.to_dict()
            if viewer is not None:
                assert t.hand[viewer] == s.hand[viewer] and t.workers[viewer] == s.workers[viewer]
                assert t.personal[viewer] == s.personal[viewer]
            dealt.add((t.hand, t.workers, t.planned, t.tiles))
        assert len(dealt) > 10
    v = s.view(1)
    assert [str(a) for a in v.sample(3).legal_actions()] == [str(a) for a in s.legal_actions()]


def test_a_sample_of_random_play_looks_the_same():
    for seed, n in ((3, 2), (4, 3), (5, 4)):
        s = I.new_game(n, seed=seed)
        rng = Rng(seed)
        for step in range(400):
            if s.is_over:
                break
            if step % 23 == 0:
                for viewer in range(n):
                    v = s.view(viewer)
                    t = v.sample(step)
                    I.invariants(t)
                    assert t.view(viewer) == v
                    if viewer == s.seat:
                        assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]
                    shown = {k: x for k, x in v.to_dict().items() if k != "log"}  # old years' lines name old cards
                    text = json.dumps(shown) + v.prompt
                    for other in range(n):
                        if other != viewer:
                            for secret in secrets_of(s, other):
                                assert secret not in text, (seed, step, viewer, secret)
            a, rng = rng.choice(s.legal_actions())
            s = s.apply(a)


def test_views_equal_when_what_they_show_is_equal():
    s = table()
    assert s.view(0) == s.view(0) and s.view(0) != s.view(1)
    assert s.view(0) == s.reseeded(99).view(0)


def test_views_of_the_end_tell_the_same_result():
    s = settle(cleanup(winter(gold=[15, 0], years=1, personal=["p3", "p6"])))
    assert s.is_over and s.prompt == "Game over: Aster wins with 2 points."
    assert s.view(1).prompt == s.prompt
