"""Altered views: a View hides the other player's hand and Mana Orbs, the order of both decks and the
face-down Tumult cards, and nothing else; ``sample`` deals what is hidden afresh and looks the same."""

from __future__ import annotations

import json

import pytest

from seasons_nb.core import Rng
from seasons_nb.games import altered as A
from seasons_nb.games.altered import components as C

from .helpers import CARD, dusk, play, pos

SECRET_HAND = ["whale", "giant"]          # cards only Birch holds (in hand), to look for in what Aster sees


def table():
    return pos(hands=[["fox", "dawn"], SECRET_HAND + ["otter"]], mana=[["bear", "goat", "ram"], ["oakherd", "seal"]],
               spent=[1, 2], reserve=[["gust"], ["sentry"]], discard=[["slide"], ["pike"]],
               expeditions=[{"hero": ["scout"]}, {"companion": [("heron", True, False)]}],
               landmarks=[["mill"], ["tower"]], marks=[(3, 8), (1, 8)])


def test_views_hide_the_other_hand_and_mana_both_decks_and_face_down_tumult_cards():
    s = table()
    assert s.revealed == (True, False, False)
    v = s.view(0)
    assert v.viewer == 0 and "rng" not in v.to_dict() and "viewer" not in v.to_dict()
    assert v.hand[0] == s.hand[0] and v.hand[1] == (-1, -1, -1)
    assert v.mana[0] == s.mana[0] and v.mana[1] == (-1, -1)
    assert [set(d) for d in v.deck] == [{-1}, {-1}] and [len(d) for d in v.deck] == [len(d) for d in s.deck]
    assert v.tumult == (s.tumult[0], (-1, False), (-1, False)) and v.revealed == s.revealed
    for name in ("names", "decks", "phase", "day", "first", "seat", "arena", "passed", "spent", "reserve", "exped",
                 "landmarks", "discard", "boosts", "hero_ready", "marks", "winner", "moved", "turn_limit"):
        assert getattr(v, name) == getattr(s, name), name
    assert tuple(v.log) == tuple(s.log) and v.prompt == s.prompt
    d = v.to_dict()
    assert d["players"][1]["hand"] == 3 and d["players"][1]["mana"] == 2 and d["players"][0]["deck"] == len(s.deck[0])
    assert sorted(d["players"][0]["hand"]) == ["dawn", "fox"] and d["players"][0]["mana"] == ["bear", "goat", "ram"]
    assert d["tumult"][1] is None and d["tumult"][0] == {"card": "forest", "flipped": False, "revealed": True}
    p = v.player(1)
    assert p.hand is None and p.hand_size == 3 and p.mana is None and p.mana_size == 2 and p.ready_mana == 0
    assert p.reserve == ("sentry",) and p.companion_expedition == (("heron", True, False),)
    # the other seat sees the mirror image; the teacher sees both hands, but not the decks or the Tumult
    w = s.view(1)
    assert w.hand[0] == (-1, -1) and w.hand[1] == s.hand[1] and w.mana[0] == (-1, -1, -1)
    t = s.view(None)
    assert t.hand == s.hand and t.mana == s.mana and set(t.deck[0]) == {-1} and t.tumult[2] == (-1, False)
    with pytest.raises(TypeError):
        v.apply("pass")
    with pytest.raises(ValueError):
        s.view(2)


def test_views_show_nothing_of_the_hidden_cards_in_data_and_summaries():
    s = table()
    v = s.view(0)
    d = v.to_dict()
    shown = dict(d)
    shown["players"] = [{k: x for k, x in p.items() if k != "decklist"} for p in d["players"]]
    text = json.dumps(shown)
    for secret in SECRET_HAND:
        assert secret not in text, secret
    holdings = repr(v.player(1)) + repr(v.player(0))
    for secret in SECRET_HAND:
        assert secret not in holdings
    # nor in the log: draws and orbs are counted, not named
    t = play(s, "play dawn")
    assert list(t.view(1).log[len(s.log):]) == [
        f"Aster plays the Dawn Chorus from the hand for {C.CARDS[CARD['dawn']].hand} Mana.", "Aster draws 1 card."]
    for secret in ("Thawtide Whale", "Cairnback Giant", "Elder Oakherd", "Floe Seal"):
        assert all(secret not in line for line in t.view(0).log)


def test_views_reveal_the_tumult_card_once_a_marker_reaches_it():
    s = pos(hands=[["tailwind"], []], mana=[5, 0], marks=[(1, 7), (1, 8)])
    assert s.view(1).tumult == ((-1, False), (-1, False), s.tumult[2])
    t = play(s, "play tailwind to hero")
    assert t.view(1).tumult == (s.tumult[0], (-1, False), s.tumult[2])


def test_views_equal_when_what_they_show_is_equal():
    s = table()
    assert s.view(0) == s.view(0) and s.view(0) != s.view(1)
    assert s.view(0) == s.reseeded(99).view(0)


def test_a_sample_keeps_what_is_seen_and_deals_the_rest():
    s = table()
    for viewer in (0, 1, None):
        v = s.view(viewer)
        dealt = set()
        for k in range(20):
            t = v.sample(k)
            A.invariants(t)
            assert t.view(viewer).to_dict() == v.to_dict()
            assert t.decks == s.decks and t.reserve == s.reserve and t.exped == s.exped and t.marks == s.marks
            for seat in (0, 1):
                assert sorted(t.deck[seat] + t.hand[seat] + t.mana[seat]) == sorted(s.deck[seat] + s.hand[seat]
                                                                                   + s.mana[seat])
            if viewer is not None:
                assert t.hand[viewer] == s.hand[viewer] and t.mana[viewer] == s.mana[viewer]
            assert t.tumult[0] == s.tumult[0] and sorted(k for k, _ in t.tumult) == [0, 1, 2]
            dealt.add((t.hand[1], t.deck[0][-3:], t.tumult))
        assert len(dealt) > 10
    # the viewer's own decision is the same in every sample
    v = s.view(0)
    assert [str(a) for a in v.sample(3).legal_actions()] == [str(a) for a in s.legal_actions()]
    assert [str(a) for a in v.legal_actions()] == [str(a) for a in s.legal_actions()]
    assert s.view(1).legal_actions() == []


def test_a_sample_of_a_new_game_and_of_random_play_looks_the_same():
    s = A.new_game(seed=7)
    rng = Rng(7)
    for step in range(150):
        if s.is_over:
            break
        if step % 10 == 0:
            for viewer in (0, 1):
                v = s.view(viewer)
                t = v.sample(step)
                A.invariants(t)
                assert t.view(viewer) == v
                if viewer == s.seat:
                    assert [str(a) for a in t.legal_actions()] == [str(a) for a in s.legal_actions()]
        a, rng = rng.choice(s.legal_actions())
        s = s.apply(a)


def test_views_of_the_clean_up_and_the_end():
    s = dusk(pos(reserve=[["fox", "dawn", "gust"], []]))
    v = s.view(1)
    assert v.pending == "reserve" and v.prompt == s.prompt and v.legal_actions() == []
    assert [str(a) for a in s.view(0).legal_actions()] == ["discard fox", "discard dawn", "discard gust"]
    over = dusk(pos(marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}]))
    w = over.view(1)
    assert w.is_over and w.winners == [0] and w.result_text() == over.result_text() and w.legal_actions() == []
