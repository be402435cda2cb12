"""Simulations a teacher runs: seeded games between bots, seats taken in turn, summed up."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from seasons_nb import teach
from seasons_nb.core import RandomBot
from seasons_nb.core.simulate import Played, _bins, simulate, wilson
from seasons_nb.games import load


def test_every_deal_is_played_from_every_seat_and_the_scores_add_up():
    sim = simulate(load("altered"), 4, ["beginner", "random"])
    assert [(g.seed, g.seating) for g in sim.games] == [(0, (0, 1)), (0, (1, 0)), (1, (0, 1)), (1, (1, 0))]
    assert sim.score(0) + sim.score(1) == pytest.approx(4)
    assert sim.seat_score(0) + sim.seat_score(1) == pytest.approx(4)
    for g in sim.games:
        assert g.actions > 0 and set(g.winners) <= {0, 1}
    assert all(len(times) > 0 for times in sim.move_times)


def test_a_simulation_is_the_same_every_time():
    first, again = (simulate(load("arcadia"), 2, ["beginner", "random"], turn_limit=20) for _ in range(2))
    assert first.games == again.games and str(first) == str(again)


def test_shares_of_wins_shared_wins_draws_and_solo_games():
    assert Played(0, (0, 1), (1,), 9).share(1) == 1 and Played(0, (0, 1), (1,), 9).share(0) == 0
    assert Played(0, (0, 1, 2), (0, 2), 9).share(2) == 0.5
    assert Played(0, (0, 1), (), 9).share(0) == 0.5
    assert Played(0, (0,), (), 9).share(0) == 0 and Played(0, (0,), (0,), 9).share(0) == 1


def test_the_wilson_interval_holds_the_share_and_stays_in_bounds():
    for score, n in [(0, 10), (10, 10), (3, 7), (0.5, 1)]:
        lo, hi = wilson(score, n)
        assert 0 <= lo <= score / n <= hi <= 1
    assert wilson(5, 100)[1] - wilson(5, 100)[0] < wilson(1, 20)[1] - wilson(1, 20)[0]


def test_bins_count_every_game_once():
    values = [3, 3, 4, 9, 17, 17, 40]
    counts, edges = _bins(values, 8)
    assert sum(counts) == len(values) and edges[0][0] == 3 and edges[-1][1] >= 40
    assert all(b + 1 == a for (_, b), (a, _) in zip(edges, edges[1:]))


def test_a_wrong_number_of_bots_or_games_is_refused_by_name():
    with pytest.raises(ValueError, match="bots: .*1 to 4 players, not 5"):
        simulate(load("groves"), 2, ["beginner"] * 5)
    with pytest.raises(ValueError, match="^n: "):
        simulate(load("altered"), 0, ["beginner", "beginner"])


def test_the_summary_shows_as_text_and_as_escaped_html_with_a_picture():
    evil = RandomBot(1)
    evil.name = "<script>x</script>"
    sim = simulate(load("altered"), 2, [evil, "beginner"])
    text = str(sim)
    assert "2 games of Altered" in text and "bot 1: <script>x</script>" in text and "seat 2" in text
    page = sim._repr_html_()
    assert "<script>" not in page and "&lt;script&gt;" in page and '<img class="snb-stored"' in page
    ET.fromstring(sim.svg())  # a well-formed picture
    assert "&lt;script&gt;" in sim.svg()


def test_teach_simulate_outside_a_notebook_returns_the_same_summary():
    sim = teach.simulate("altered", 2, ["beginner", "random"])
    assert sim.games == simulate(load("altered"), 2, ["beginner", "random"]).games


def test_a_long_run_in_a_notebook_shows_its_progress_and_a_short_one_only_its_result(monkeypatch):
    shown = []

    class Handle:
        def update(self, what):
            shown.append(what.data)

    monkeypatch.setattr(teach, "get_ipython", lambda: object())
    monkeypatch.setattr(teach, "display", lambda what, display_id: shown.append(what.data) or Handle())
    teach.simulate("altered", teach.PROGRESS_FROM, ["random", "random"])
    assert shown[0] == f"Playing {teach.PROGRESS_FROM} games of Altered…"
    assert shown[1].endswith(f"1 of {teach.PROGRESS_FROM} games played") and shown[-1] == f"Played {teach.PROGRESS_FROM} games."
    assert len(shown) == teach.PROGRESS_FROM + 2
    shown.clear()
    teach.simulate("altered", 2, ["random", "random"])
    assert shown == []
