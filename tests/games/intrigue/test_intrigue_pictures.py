"""Seasons of Intrigue's pictures: the map's bridges are the engine's adjacency, a player's header always
keeps "points now", the Table shows the board a decision is played on beside the decision panel, and the
stored pictures stay small."""

from __future__ import annotations

import re
import statistics

import pytest

from seasons_nb.core.bots import GreedyBot, RandomBot
from seasons_nb.games import intrigue as I
from seasons_nb.games.intrigue import render as R
from seasons_nb.games.intrigue.components import LANDS

from .helpers import acting

#: the Table's pictures are kept within the window's height less 230 px (snb.css): 538 px on a 768 px screen
ROW_LIMIT = 768 - 230


def _size(svg: str) -> tuple[int, int]:
    return tuple(int(v) for v in re.search(r'<svg[^>]* width="(\d+)" height="(\d+)"', svg).groups())


def _land_boxes(svg: str) -> dict[str, tuple[float, float, float, float]]:
    """Each land's frame as drawn (x, y, width, height), read from its target group."""
    boxes = {}
    for m in re.finditer(r'data-target="land\.(\w+)"[^>]*><use href="#inL\w*" x="(\d+)" y="(\d+)"', svg):
        boxes[m.group(1)] = (float(m.group(2)), float(m.group(3)), R.CELL, R.CELL)
    return boxes


def _bridges(svg: str) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The bridge segments drawn over the map (the key's sample, one short segment at the left, left out)."""
    paths = re.findall(r'<path d="([^"]+)" class="injoin"/>', svg)
    segments = []
    for d in paths:
        for m in re.finditer(r"M(-?\d+) (-?\d+)(?:v(-?\d+)|h(-?\d+)|l(-?\d+) (-?\d+))", d):
            x, y = float(m.group(1)), float(m.group(2))
            if m.group(3):
                end = (x, y + float(m.group(3)))
            elif m.group(4):
                end = (x + float(m.group(4)), y)
            else:
                end = (x + float(m.group(5)), y + float(m.group(6)))
            segments.append(((x, y), end))
    return segments


def _at_centre(point, boxes) -> str | None:
    for land, (x, y, w, h) in boxes.items():
        if abs(point[0] - (x + w / 2)) <= 1 and abs(point[1] - (y + h / 2)) <= 1:
            return land
    return None


def _map(s) -> str:
    return R.panels_svg(s, highlight=["land.e1"])["map"]


def test_every_drawn_bridge_joins_two_touching_lands_and_every_touching_pair_has_one():
    svg = _map(I.new_game(players=4, seed=3))
    boxes = _land_boxes(svg)
    assert len(boxes) == len(LANDS) == 16
    drawn = set()
    for a, b in _bridges(svg):
        ends = _at_centre(a, boxes), _at_centre(b, boxes)
        if ends == (None, None):  # the key's sample bridge
            continue
        assert None not in ends, (a, b)
        drawn.add(frozenset(ends))
    engine = {frozenset((land.id, LANDS[n].id)) for land in LANDS for n in land.neighbours}
    assert len(engine) == 28
    assert drawn == engine


def test_a_bridge_shows_only_in_the_gap_between_its_two_lands():
    """A bridge runs centre to centre under the lands: it must cross no third land, or it would seem to
    join that one too."""
    svg = _map(I.new_game(players=2, seed=1))
    boxes = _land_boxes(svg)
    for a, b in _bridges(svg):
        ends = {_at_centre(a, boxes), _at_centre(b, boxes)}
        if ends == {None}:
            continue
        for land, (x, y, w, h) in boxes.items():
            if land in ends:
                continue
            for k in range(1, 40):
                px, py = a[0] + (b[0] - a[0]) * k / 40, a[1] + (b[1] - a[1]) * k / 40
                assert not (x < px < x + w and y < py < y + h), f"the bridge {sorted(ends)} crosses {land}"


def test_the_key_says_what_a_bridge_means_and_draws_one():
    svg = _map(I.new_game(players=3, seed=2))
    assert "bridges join lands that touch" in svg and "a unit moves only across one" in svg
    assert sum(1 for a, b in _bridges(svg) if _at_centre(a, _land_boxes(svg)) is None) == 1


def _long_header_position():
    s = I.new_game(players=4, seed=1, names=["Wilhelmina Featherstonehaugh-Longname", "Bartholomew Underhill",
                                               "C", "D"])
    return s._replace(announced=(4, 3, 0, 0), gold=(123, 45, 5, 5),
                      vp=(("influence:sun",) * 4, ("influence:frost",) * 3, (), ()))


def test_a_players_header_never_drops_points_now():
    s = _long_header_position()
    svg = R.panels_svg(s)["players"]
    for seat in range(4):
        assert f"points now {s.scores[seat]}" in svg, seat
    # what did not fit beside the score moved to a second line: nothing else was dropped either
    assert "announced 4" in svg and "announced 3" in svg and "123 gold" in svg and "45 gold" in svg


def test_a_short_header_stays_on_one_line():
    s = I.new_game(players=2, seed=1)
    _, one_line, _ = R.players_panel(s, set(), set(), set())
    _, two_lines, _ = R.players_panel(s._replace(names=("Wilhelmina Featherstonehaugh", "B"), announced=(3, 0),
                                                 vp=(("influence:sun",) * 3, ()), gold=(123, 5)), set(), set(), set())
    assert two_lines > one_line  # the long header takes a second line; the short one does not


def _politics():
    """Seat 1 acting with Politics, two steps left."""
    s = acting(players=4, season=1)
    return s.apply("act politics")


def test_a_politics_step_shows_the_tracks_beside_the_decision():
    s = _politics()
    assert s.act.kind == "politics"
    lit, _ = s.click_options([])
    order = list(s.panels(highlight=lit))
    assert order == ["decision", "tracks", "map", "players"]
    # every lit target is in the first two panels
    panels = s.panels(highlight=lit)
    first_row = panels["decision"] + panels["tracks"]
    assert all(f'data-target="{t}"' in first_row for t in lit)
    assert any(t.startswith(("seat.", "faction.", "event.")) for t in lit)
    # a marker chosen, the arrows lit: the tracks stay where they are
    seat = next(t for t in lit if t.startswith("seat."))
    lit2, _ = s.click_options([seat])
    assert list(s.panels(highlight=lit2, selected=[seat])) == order


def test_other_decisions_show_the_map_beside_the_decision():
    s = acting(players=4, season=1)
    lit, _ = s.click_options([])
    assert list(s.panels(highlight=lit))[:2] == ["decision", "map"]
    combat = s.apply("act combat")
    lit, _ = combat.click_options([])
    assert any(t.startswith("land.") for t in lit)
    assert list(combat.panels(highlight=lit))[:2] == ["decision", "map"]
    assert list(I.new_game(players=2, seed=4).panels())[:2] == ["decision", "map"]


def _positions(players: int, seed: int, every: int = 1):
    s = I.new_game(players=players, seed=seed)
    bots = [GreedyBot(seed), RandomBot(seed)]
    k = 0
    while not s.is_over and k < 300:
        if k % every == 0:
            yield s
        s = s.apply(bots[k % 2].choose(s))
        k += 1


@pytest.mark.parametrize("players", [2, 4])
def test_the_decision_and_the_board_in_play_fit_one_screen_row(players):
    """The first row (decision panel and the board it is played on) is never taller than the pictures'
    limit on a 768 px screen, so it is shown at full size with every lit target in it."""
    rows = []
    for s in _positions(players, seed=players, every=3):
        lit, _ = s.click_options([])
        panels = s.panels(highlight=lit)
        first, second = list(panels)[:2]
        assert all(f'data-target="{t}"' in panels[first] + panels[second] for t in lit), (s.phase, lit)
        rows.append(max(_size(panels[first])[1], _size(panels[second])[1]))
    assert rows and max(rows) <= ROW_LIMIT, max(rows)


def test_stored_pictures_stay_small():
    """A stored 4-player picture (the whole table, nothing lit) averages under 20 KB, the notebooks' limit
    (``tests/test_notebook_size.py``)."""
    sizes = [len(s.render().encode()) for s in _positions(4, seed=1, every=10)]
    assert statistics.mean(sizes) <= 20 * 1024, statistics.mean(sizes)
