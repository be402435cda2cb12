"""Seasons of Arcadia: the questions the walkthrough's prose asks of a position, and its still
pictures of the board's geometry (the spaces touching a space, and a jump's line)."""

from __future__ import annotations

import re

import pytest

from seasons_nb.games import arcadia
from seasons_nb.games.arcadia.teach import (
    beyond, board, geometry, landings, legal, neighbours, placements, refused_by, scenario, touching)

_LIT = re.compile(r'<g class="snb-target snb-space snb-hl" data-target="([^"]*)"')
_LINE = re.compile(r'<polyline points="([^"]*)"')


def _board(svg: str) -> str:
    """The board part of a picture (the side panel's key has a sample line of its own)."""
    return svg.split('<g class="snb-panel">')[0]


def test_beyond_is_the_space_straight_behind_or_none_off_the_board():
    assert beyond("d4", "e5") == "f6" and beyond("d4", "d5") == "d6" and beyond("d4", "c4") == "b4"
    assert beyond("e4", "d3") == "c2" and beyond("a3", "a2") == "a1"
    assert beyond("b2", "a1") is None and beyond("c2", "b1") is None
    # every hop the engine offers lands straight behind a lord next to where it starts
    s = scenario("rulebook_example")
    hops = [(frm, to) for a in s.legal_actions() if a.kind == "jump" for frm, to in zip(a.path, a.path[1:])]
    assert hops and all(any(beyond(frm, n) == to for n in touching(s, frm)) for frm, to in hops if frm == "c3")


@pytest.mark.parametrize("frm, over, field", [("d4", "f6", "over"), ("z9", "e5", "frm"), ("d4", "j1", "over")])
def test_beyond_refuses_spaces_that_do_not_touch_or_do_not_exist(frm, over, field):
    with pytest.raises(ValueError, match=field):
        beyond(frm, over)


def test_touching_lists_the_lords_next_to_a_space():
    s = arcadia.from_position(board(autumn="e5", winter="e6 d4", spring="a1"))
    assert touching(s, "e4") == ["d4", "e5"]
    assert touching(s, "i9") == []
    # the walkthrough's move lands on a space that touches no lord
    moving = scenario("moving")
    assert touching(moving.apply("move autumn e5 e4"), "e4") == []


def test_legal_refused_by_placements_and_landings_answer_as_the_engine():
    s = scenario("jumping")
    assert legal(s, "jump autumn e5 e7") and refused_by(s, "jump autumn e5 e7") is None
    assert not legal(s, "jump autumn e5 g7") and refused_by(s, "jump autumn e5 g7") == "arcadia.jump.over"
    assert landings(s, "e5") == ["c5", "e7"]
    assert placements(arcadia.new_game(players=2)) == ["e5"]
    assert landings(scenario("edge"), "b2") == ["d2", "out past a1"]
    assert landings(scenario("chain_out"), "e4", "c2") == ["out past b1"]


def test_geometry_lights_the_spaces_touching_a_space_and_draws_the_jump_line():
    s = scenario("jumping")
    svg = geometry(s, "e5", over="e6")._repr_svg_()
    assert sorted(_LIT.findall(svg)) == sorted(neighbours("e5")) and len(neighbours("e5")) == 6
    assert len(_LINE.findall(_board(svg))) == 1
    # no line without a jump, and a corner lights its three neighbours only
    corner = geometry(s, "a1")._repr_svg_()
    assert sorted(_LIT.findall(corner)) == ["a2", "b1", "b2"] and not _LINE.findall(_board(corner))
    # a line off the board, for a jump out
    assert len(_LINE.findall(_board(geometry(scenario("edge"), "b2", over="a1")._repr_svg_()))) == 1
    with pytest.raises(ValueError, match="over"):
        geometry(s, "e5", over="e8")
