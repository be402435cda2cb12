"""Hidden information and chance, for every registered game.

A seat's View is the whole truth it may know: a State drawn from it (``sample``)
looks the same from that seat, offers the same legal actions, answers every refusal
with the same words, and pickles to the same view: so nothing hidden hides inside a
view's attributes. Bots decide from what their seat may know: the greedy bot's
choice is the same on every state that looks the same to its seat, whatever the
random generator holds.
"""

from __future__ import annotations

import pickle

import pytest

from seasons_nb.core import GreedyBot, RandomBot, play_out
from seasons_nb.games import GAMES, load

NAMES = list(GAMES)
TWINS = (11, 12, 13)


def _positions(samples, name):
    return [s for s in samples(name) if not s.is_over]


@pytest.mark.parametrize("name", NAMES)
def test_a_sample_looks_the_same_from_the_seat(name, samples):
    for s in _positions(samples, name):
        for viewer in [None, *range(s.players)]:
            view = s.view(viewer)
            for k in TWINS:
                twin = view.sample(k)
                assert type(twin) is type(s)
                load(name).invariants(twin)
                assert twin.view(viewer).to_dict() == view.to_dict()
                assert pickle.dumps(twin.view(viewer)) == pickle.dumps(view), "the view holds something hidden"


@pytest.mark.parametrize("name", NAMES)
def test_the_seat_to_move_has_the_same_choices_in_every_sample(name, samples):
    for s in _positions(samples, name):
        me = s.current_player
        legal = [str(a) for a in s.legal_actions()]
        assert [str(a) for a in s.view(me).legal_actions()] == legal
        for k in TWINS:
            assert [str(a) for a in s.view(me).sample(k).legal_actions()] == legal


@pytest.mark.parametrize("name", NAMES)
def test_refusals_reveal_nothing_hidden(name, samples):
    game = load(name)
    notations = sorted({str(a) for s in samples(name) for a in s.legal_actions()})
    for s in _positions(samples, name)[::2]:
        me = s.current_player
        twins = [s.view(me).sample(k) for k in TWINS]
        for text in notations[::3]:
            mine = s.explain(text)
            for twin in twins:
                theirs = twin.explain(text)
                assert (mine is None) == (theirs is None), text
                if mine is not None:
                    assert (mine.rule, str(mine)) == (theirs.rule, str(theirs)), text
        for clicks in ([t] for t in sorted({a.clicks[0] for a in s.legal_actions()})[:10]):
            assert str(s.explain_clicks(clicks)) == str(twins[0].explain_clicks(clicks))
        assert game.INFO.hidden_information or all(t.to_dict() == s.reseeded(k).to_dict()
                                                   for t, k in zip(twins, TWINS))


@pytest.mark.parametrize("name", NAMES)
def test_the_greedy_bot_decides_from_what_its_seat_knows(name, samples):
    for s in _positions(samples, name)[::2]:
        me = s.current_player
        choice = GreedyBot(5).choose(s)
        assert choice in s.legal_actions()
        for k in TWINS:
            assert GreedyBot(5).choose(s.view(me).sample(k)) == choice
            assert GreedyBot(5).choose(s.reseeded(k)) == choice


@pytest.mark.parametrize("name", NAMES)
def test_the_greedy_bot_beats_the_random_bot(name):
    game = load(name)
    players = 2 if 2 in game.PLAYER_COUNTS else game.PLAYER_COUNTS[0]
    options = {"turn_limit": 200} if "turn_limit" in game.INFO.options else {}
    wins = games = 0
    for seed in range(4):
        for greedy_seat in range(players):
            bots = [RandomBot(seed) for _ in range(players)]
            bots[greedy_seat] = GreedyBot(seed)
            end = play_out(game.new_game(players=players, seed=seed, **options), bots)
            assert end.is_over
            wins += greedy_seat in end.winners
            games += 1
    assert wins >= games - 1, f"greedy won {wins} of {games}"


@pytest.mark.parametrize("name", NAMES)
def test_player_names_are_escaped_and_cleaned_in_every_picture(name):
    import xml.etree.ElementTree as ET

    game = load(name)
    players = game.PLAYER_COUNTS[-1]
    hostile = ["<script>alert(1)</script>", "O'Neil \"the Bold\"\x07", "A&B\x00", "\u202eZed"]
    names = (hostile + [f"{hostile[1]} {n}" for n in range(players)])[:players]
    s = game.new_game(players=players, names=names)
    assert s.names[0] == "<script>alert(1)</script>" and "\x07" not in s.names[1]
    for viewer in [None, *range(players)]:
        for svg in s.view(viewer).panels().values():
            assert "<script>" not in svg
            ET.fromstring(svg)
    assert any("<script>alert(1)</script>" in "".join(ET.fromstring(svg).itertext())
               for svg in s.panels().values())
