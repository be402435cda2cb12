"""Seasons of Arcadia: one or more tests per rule id in ``arcadia.RULES``.

Each test is named after the rule it checks (``arcadia.jump.out`` ->
``test_arcadia_jump_out...``) and builds a small scenario with ``from_position``.

Board geometry used below (radius 4, rows a–i from the bottom, e5 the centre):
the six neighbours of e5 are e4, e6, d4, d5, f5, f6; along a row the numbers
run on (e2, e3, e4 …), so ``e2 -> e4`` is a jump over e3. a1 is a corner; b2
touches it, and a jump from b2 over a1 leaves the board.
"""

from __future__ import annotations

import re

import pytest

from seasons_nb.core import IllegalAction, Rng, complete, matching
from seasons_nb.core.hexgrid import neighbours
from seasons_nb.games import arcadia
from seasons_nb.games.arcadia import components, from_position, new_game, parse_action, rules, state as engine
from seasons_nb.games.arcadia.components import BOARD
from seasons_nb.games.arcadia.teach import FAR_AUTUMN, scenario

EQUINOXES, SOLSTICES = 0, 1

def pos(spec: str, players: int = 2, **kw) -> arcadia.State:
    """A position from a compact spec: ``"autumn: e2 e5; winter: e3"``."""
    board = {}
    for part in filter(None, (p.strip() for p in spec.split(";"))):
        season, spaces = part.split(":")
        for space in spaces.split():
            assert space not in board, f"{space} given twice"
            board[space] = season.strip()
    return from_position(board, players=players, **kw)


def rule_of(state, action) -> str | None:
    """The rule id that refuses ``action`` (None if it is legal), checked two ways."""
    err = state.explain(action)
    if err is None:
        return None
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == err.rule
    assert err.rule in arcadia.RULES
    assert str(err)  # a plain-language reason, never empty
    return err.rule


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def board_of(state) -> dict[str, str]:
    return {lab: state.at(lab) for lab in BOARD.labels if state.at(lab)}


def kinds_from(state, space: str) -> set[str]:
    """Kinds of legal action that start with the lord on ``space``."""
    return {a.kind for a in state.legal_actions() if a.kind != "place" and a.path[0] == space}


# ---- setup -------------------------------------------------------------------------------

def test_arcadia_setup_board():
    assert rules.BOARD_RADIUS == 4
    assert len(BOARD) == 61
    assert components.CENTER == "e5"
    # a hexagon of radius 4: 6 * 4 spaces on the rim, the centre touches six spaces
    assert len(BOARD.edge) == 24
    assert len(BOARD.adj[BOARD.cell("e5")]) == 6
    assert len(BOARD.adj[BOARD.cell("a1")]) == 3
    s = new_game(players=2, seed=3)
    assert board_of(s) == {}
    for season in components.SEASONS:
        assert s.supply(season) == components.LORDS_PER_SEASON == 12
    # the picture has one clickable space per board space, named by its label
    targets = re.findall(r'data-target="([^"]+)"', s._repr_svg_())
    assert sorted(targets) == sorted(BOARD.labels)


def test_arcadia_setup_board_labels_are_readable():
    assert {lab[0] for lab in BOARD.labels} == set("abcdefghi")
    assert "a1" in BOARD.labels and "i9" in BOARD.labels
    assert "a9" not in BOARD.labels and "i1" not in BOARD.labels
    with pytest.raises(IllegalAction) as info:
        parse_action("place autumn a9")
    assert info.value.rule == "arcadia.notation"


def test_arcadia_setup_two_player():
    s = new_game(players=2)
    assert s.players == 2
    assert s.seasons_of(EQUINOXES) == ("spring", "autumn")
    assert s.seasons_of(SOLSTICES) == ("summer", "winter")
    assert s.side(EQUINOXES) == "Equinoxes" and s.side(SOLSTICES) == "Solstices"
    assert s.current_player == EQUINOXES  # the equinoxes start
    assert legal(s) == {"place spring e5", "place autumn e5"}
    assert rule_of(s, "place summer e5") == "arcadia.turn.own_lords"
    assert rule_of(s, "place winter e5") == "arcadia.turn.own_lords"
    assert s.actions_left == 3


def test_arcadia_setup_multi_player():
    three = new_game(players=3)
    assert [three.seasons_of(i) for i in range(3)] == [("summer",), ("autumn",), ("winter",)]
    four = new_game(players=4)
    assert [four.seasons_of(i) for i in range(4)] == [("spring",), ("summer",), ("autumn",), ("winter",)]
    # Spring sits out a three-player game: nobody may play it, and a scenario cannot contain it
    assert rule_of(three, "place spring e5") == "arcadia.turn.own_lords"
    with pytest.raises(ValueError):
        from_position({"e5": "spring"}, players=3)
    assert all("spring" not in three.seasons_of(i) for i in range(3))
    with pytest.raises(ValueError):
        new_game(players=5)
    with pytest.raises(ValueError):
        new_game(players=1)


# ---- turns -------------------------------------------------------------------------------

def _play_turns(state, turns: int):
    """Play ``turns`` whole turns with the first legal action; yield (seat, seasons used)."""
    for _ in range(turns):
        seat, used = state.current_player, []
        while state.current_player == seat and not state.is_over:
            a = state.legal_actions()[0]
            used.append(a.season)
            state = state.apply(a)
        yield seat, used


def test_arcadia_turn_order_four_players():
    turns = list(_play_turns(new_game(players=4), 6))
    assert turns == [
        (0, ["spring", "spring"]), (1, ["summer", "summer"]), (2, ["autumn", "autumn"]),
        (3, ["winter", "winter"]), (0, ["spring", "spring"]), (1, ["summer", "summer"]),
    ]


def test_arcadia_turn_order_three_players():
    turns = list(_play_turns(new_game(players=3), 4))
    assert turns == [(0, ["summer", "summer"]), (1, ["autumn", "autumn"]),
                     (2, ["winter", "winter"]), (0, ["summer", "summer"])]


def test_arcadia_turn_order_two_players_alternate():
    seats = [seat for seat, _ in _play_turns(new_game(players=2), 4)]
    assert seats == [EQUINOXES, SOLSTICES, EQUINOXES, SOLSTICES]
    s = new_game(players=2).apply("place autumn e5").apply("place spring e4").apply("place autumn e6")
    assert s.current_player == SOLSTICES


@pytest.mark.parametrize("players, per_turn", [(2, 3), (3, 2), (4, 2)])
def test_arcadia_turn_actions(players, per_turn):
    s = new_game(players=players)
    first = s.current_player
    for done in range(per_turn):
        assert s.current_player == first
        assert s.actions_left == per_turn - done
        s = s.apply(s.legal_actions()[0])
    assert s.current_player == (first + 1) % players
    assert s.actions_left == per_turn
    assert s.turn == 2


def test_arcadia_turn_actions_each_is_place_move_or_jump():
    s = pos("autumn: e5; winter: e6; spring: d4")
    assert {a.kind for a in s.legal_actions()} == {"place", "move", "jump"}
    # there is no "pass": every action of the turn must be taken
    assert rule_of(s, "pass") == "arcadia.notation"


def test_arcadia_turn_own_lords():
    s = pos("autumn: d4; winter: e5; summer: e4")
    assert rule_of(s, "move winter e5 e6") == "arcadia.turn.own_lords"     # not our season
    assert rule_of(s, "move autumn e5 e6") == "arcadia.turn.own_lords"     # e5 holds a Winter lord
    assert rule_of(s, "move autumn a1 a2") == "arcadia.turn.own_lords"     # nobody on a1
    assert rule_of(s, "jump summer e4 e6") == "arcadia.turn.own_lords"
    assert rule_of(s, "place summer e6") == "arcadia.turn.own_lords"
    assert {a.season for a in s.legal_actions()} == {"spring", "autumn"}
    moved_from = {a.path[0] for a in s.legal_actions() if a.kind != "place"}
    assert moved_from == {"d4"}
    # the other side, to move, gets exactly the mirror image
    t = pos("autumn: d4; winter: e5; summer: e4", to_move=SOLSTICES)
    assert {a.season for a in t.legal_actions()} == {"summer", "winter"}
    assert rule_of(t, "move autumn d4 c4") == "arcadia.turn.own_lords"


def test_arcadia_turn_season_quota():
    s = pos("autumn: e5; winter: e7")
    s = s.apply("place autumn e4").apply("place autumn e6")
    assert s.actions_left == 1
    assert {a.season for a in s.legal_actions()} == {"spring"}
    assert rule_of(s, "place autumn d4") == "arcadia.turn.season_quota"
    assert rule_of(s, "move autumn e5 f5") == "arcadia.turn.season_quota"
    assert "(actions so far: Spring 0, Autumn 2)" in s.prompt
    s = s.apply("place spring d4")
    assert s.current_player == SOLSTICES


def test_arcadia_turn_season_quota_either_season_once_both_acted():
    s = pos("autumn: e5; winter: e7").apply("place spring e4").apply("place autumn e6")
    assert {a.season for a in s.legal_actions()} == {"spring", "autumn"}
    assert s.explain("place spring d4") is None and s.explain("place autumn d4") is None


def test_arcadia_turn_season_quota_from_position_acted():
    s = pos("spring: e5; summer: e7; winter: e4", to_move=SOLSTICES, acted={"winter": 2})
    assert s.actions_left == 1
    assert {a.season for a in s.legal_actions()} == {"summer"}
    assert rule_of(s, "place winter d4") == "arcadia.turn.season_quota"


def test_arcadia_turn_season_quota_never_three_with_one_season():
    # whatever two Autumn actions are taken, the third must be Spring
    s = pos("autumn: e5 c3; winter: e6 d3; spring: g7")
    firsts = [a for a in s.legal_actions() if a.season == "autumn"]
    assert {a.kind for a in firsts} == {"place", "move", "jump"}
    for a in firsts[::7]:
        t = s.apply(a)
        for b in [b for b in t.legal_actions() if b.season == "autumn"][::9]:
            u = t.apply(b)
            assert {c.season for c in u.legal_actions()} == {"spring"}, (a, b)


# ---- one action per lord -------------------------------------------------------------------

def test_arcadia_lord_one_action_placed_cannot_move_or_jump():
    s = pos("spring: e6; winter: e4").apply("place autumn e5")
    # e5 could otherwise move, or jump the Winter lord on e4 to e3
    assert kinds_from(s, "e5") == set()
    assert rule_of(s, "move autumn e5 f5") == "arcadia.lord.one_action"
    assert rule_of(s, "jump autumn e5 e3") == "arcadia.lord.one_action"
    assert s.explain_clicks(["e5"]).rule == "arcadia.lord.one_action"


def test_arcadia_lord_one_action_moved_cannot_jump():
    s = pos("autumn: e6; winter: e4").apply("move autumn e6 e5")
    assert kinds_from(s, "e5") == set()
    assert rule_of(s, "jump autumn e5 e3") == "arcadia.lord.one_action"
    assert rule_of(s, "move autumn e5 e6") == "arcadia.lord.one_action"


def test_arcadia_lord_one_action_jumped_cannot_move():
    s = pos("autumn: e2; winter: e3; spring: a1").apply("jump autumn e2 e4")
    assert s.at("e4") == "autumn"
    assert kinds_from(s, "e4") == set()
    assert rule_of(s, "move autumn e4 e5") == "arcadia.lord.one_action"
    # a lord it jumped over is a different lord and is still free
    assert "move" in kinds_from(s, "e3")


def test_arcadia_lord_one_action_resets_next_turn():
    s = pos("autumn: e5; winter: i9").apply("move autumn e5 e6")
    s = s.apply("place spring e7").apply("place spring e8")
    s = s.apply("place winter h9").apply("place summer h8").apply("place winter i8")
    assert s.current_player == EQUINOXES
    assert "move" in kinds_from(s, "e6")


def test_arcadia_lord_replacement_active():
    # Autumn jumps e2 -> e4 over Winter on e3: the new Autumn lord on e3 may still act
    s = pos("autumn: e2; winter: e3 d2", acted={"spring": 1}).apply("jump autumn e2 e4")
    assert s.at("e3") == "autumn"
    assert "move" in kinds_from(s, "e3")
    s2 = s.apply("move autumn e3 f4")
    assert s2.at("f4") == "autumn" and s2.at("e3") is None
    assert s2.current_player == SOLSTICES  # that was the third action of the turn


def test_arcadia_lord_replacement_active_can_jump():
    # the replacement on e3 jumps the Winter lord on d2 (landing c1) in the same turn
    s = pos("autumn: e2; winter: e3 d2").apply("jump autumn e2 e4")
    assert "jump autumn e3 c1" in legal(s)
    s = s.apply("jump autumn e3 c1")
    assert s.at("d2") == "autumn" and s.at("c1") == "autumn"
    assert s.supply("winter") == 12


# ---- place ---------------------------------------------------------------------------------

def test_arcadia_place_supply():
    s = pos("autumn: e5; winter: e6")
    assert (s.supply("autumn"), s.supply("winter")) == (11, 11)
    t = s.apply("place autumn e4")
    assert (t.supply("autumn"), t.on_board("autumn")) == (10, 2)
    assert s.supply("autumn") == 11  # the old state is untouched
    # replacing takes from the jumper's supply and gives the jumped lord back
    u = pos("autumn: e2; winter: e3 e9").apply("jump autumn e2 e4")
    assert (u.supply("autumn"), u.supply("winter")) == (10, 11)


def test_arcadia_place_supply_never_empty_while_playing():
    # with 11 Autumn lords out, placing the last one wins at once: no later place can find
    # an empty supply
    s = pos(f"autumn: e2 {FAR_AUTUMN}; winter: e5")
    assert s.supply("autumn") == 1
    t = s.apply("place autumn e4")
    assert t.supply("autumn") == 0 and t.is_over
    assert t.legal_actions() == []


def test_arcadia_place_supply_refused_when_empty():
    # a doctored position (12 Autumn lords out, game not marked over) shows the guard itself;
    # the loaders refuse such a position, so it is made by hand
    base = pos(f"autumn: e2 {FAR_AUTUMN}; winter: e5")
    data = base.to_dict()
    data["board"]["e3"] = "autumn"
    with pytest.raises(ValueError, match="board"):
        arcadia.State.from_dict(data)
    board = list(base.board)
    board[BOARD.cell("e3")] = components.SEASON_INDEX["autumn"]
    s = base._replace(board=tuple(board))
    assert s.supply("autumn") == 0
    assert all(a.season != "autumn" for a in s.legal_actions() if a.kind == "place")
    assert rule_of(s, "place autumn e4") == "arcadia.place.supply"


@pytest.mark.parametrize("players, first", [(2, {"spring", "autumn"}), (3, {"summer"}), (4, {"spring"})])
def test_arcadia_place_first_center(players, first):
    s = new_game(players=players)
    assert legal(s) == {f"place {season} e5" for season in first}
    season = sorted(first)[0]
    assert rule_of(s, f"place {season} a1") == "arcadia.place.first_center"
    assert rule_of(s, f"place {season} e4") == "arcadia.place.first_center"
    t = s.apply(f"place {season} e5")
    assert t.at("e5") == season


def test_arcadia_place_adjacent():
    s = pos("winter: e5")
    assert rule_of(s, "place autumn a1") == "arcadia.place.adjacent"
    assert rule_of(s, "place autumn e7") == "arcadia.place.adjacent"
    # next to a lord of any season, even an opponent's
    assert s.explain("place autumn e6") is None
    places = {a.path[0] for a in s.legal_actions() if a.kind == "place"}
    assert places == {"e4", "e6", "d4", "d5", "f5", "f6"}


def test_arcadia_place_adjacent_every_empty_neighbour_of_any_lord():
    s = pos("autumn: a1 e5; summer: i9; winter: c7")
    occupied = [BOARD.cells[BOARD.cell(lab)] for lab in ("a1", "e5", "i9", "c7")]
    expected = {BOARD.labels[BOARD.index[h]] for o in occupied for h in neighbours(o) if h in BOARD.index}
    expected -= {"a1", "e5", "i9", "c7"}
    for season in ("spring", "autumn"):
        places = {a.path[0] for a in s.legal_actions() if a.kind == "place" and a.season == season}
        assert places == expected


def test_arcadia_place_empty():
    s = pos("autumn: e5; winter: e6")
    assert rule_of(s, "place spring e5") == "arcadia.place.empty"
    assert rule_of(s, "place autumn e6") == "arcadia.place.empty"


# ---- move ----------------------------------------------------------------------------------

def test_arcadia_move_adjacent():
    s = pos("autumn: e5")
    moves = {a.path[1] for a in s.legal_actions() if a.kind == "move"}
    assert moves == {"e4", "e6", "d4", "d5", "f5", "f6"}
    assert rule_of(s, "move autumn e5 e7") == "arcadia.move.adjacent"
    assert rule_of(s, "move autumn e5 a1") == "arcadia.move.adjacent"


def test_arcadia_move_adjacent_away_from_everybody():
    # after e5 -> e6 the Autumn lord touches nobody: that is allowed
    s = pos("autumn: e5; winter: e4").apply("move autumn e5 e6")
    assert s.at("e6") == "autumn" and s.at("e5") is None
    assert all(s.at(BOARD.labels[n]) is None for n in BOARD.adj[BOARD.cell("e6")])


def test_arcadia_move_empty():
    s = pos("autumn: e5; winter: e6; spring: d4")
    assert rule_of(s, "move autumn e5 e6") == "arcadia.move.empty"
    assert rule_of(s, "move autumn e5 d4") == "arcadia.move.empty"
    assert "move autumn e5 f5" in legal(s)


# ---- jump ----------------------------------------------------------------------------------

def test_arcadia_jump_over():
    s = pos("autumn: e2 d4 i9; spring: e5; summer: c3")
    assert rule_of(s, "jump autumn e2 e4") == "arcadia.jump.over"      # nothing on e3
    assert rule_of(s, "jump autumn d4 f6") == "arcadia.jump.over"      # over Spring (its partner)
    assert rule_of(s, "jump autumn d4 b2") == "arcadia.jump.over"      # over Summer
    assert not any(a.kind == "jump" for a in s.legal_actions())


def test_arcadia_jump_over_own_season_keeps_it():
    s = pos("autumn: e2 e3; winter: i9").apply("jump autumn e2 e4")
    assert board_of(s) == {"e3": "autumn", "e4": "autumn", "i9": "winter"}
    assert (s.supply("autumn"), s.supply("winter")) == (10, 11)


def test_arcadia_jump_landing():
    s = pos("autumn: e2; winter: e3 e4 d2")
    assert rule_of(s, "jump autumn e2 e4") == "arcadia.jump.landing"   # e4 is taken
    assert rule_of(s, "jump autumn e2 e5") == "arcadia.jump.landing"   # not two steps in a line
    assert rule_of(s, "jump autumn e2 g5") == "arcadia.jump.landing"
    assert {str(a) for a in s.legal_actions() if a.kind == "jump"} == {"jump autumn e2 c2"}


def test_arcadia_jump_multi():
    s = pos("autumn: e1 e4; winter: e2 e6")
    jumps = {str(a) for a in s.legal_actions() if a.kind == "jump" and a.path[0] == "e1"}
    # any hop may be the last one
    assert jumps == {"jump autumn e1 e3", "jump autumn e1 e3 e5", "jump autumn e1 e3 e5 e7"}
    t = s.apply("jump autumn e1 e3 e5 e7")
    assert board_of(t) == {"e2": "autumn", "e4": "autumn", "e6": "autumn", "e7": "autumn"}


def test_arcadia_jump_multi_may_change_direction():
    # e2 -> e4 along the row, then e4 -> g6 on the diagonal (over f5)
    s = pos("autumn: e2; winter: e3 f5")
    assert "jump autumn e2 e4 g6" in legal(s)
    t = s.apply("jump autumn e2 e4 g6")
    assert board_of(t) == {"e3": "autumn", "f5": "autumn", "g6": "autumn"}


def test_arcadia_jump_multi_never_revisits_a_space():
    # e1 -> e3 -> e5 and back over e4 to e3 would land on e3 twice
    s = pos("autumn: e1 e2 e4")
    assert "jump autumn e1 e3 e5" in legal(s)
    assert rule_of(s, "jump autumn e1 e3 e5 e3") == "arcadia.ours.jump_no_revisit"
    # a triangle of hops e5 -> e7 -> c5 -> e5 would return to its start
    t = pos("autumn: e5 e6 d6 d5")
    assert "jump autumn e5 e7 c5" in legal(t)
    assert rule_of(t, "jump autumn e5 e7 c5 e5") == "arcadia.ours.jump_no_revisit"
    for a in t.legal_actions():
        if a.kind == "jump":
            assert len(set(a.path)) == len(a.path), a


def test_arcadia_jump_multi_straight_lines_only_option(monkeypatch):
    # JUMP_MAY_TURN = False keeps a multi-hop jump on one straight line; a line that climbs
    # through the rows (a3 -> c3 -> e3 -> g3) still counts as straight
    s = pos("autumn: a3; winter: b3 d3 f3 e2 e4")
    assert {"jump autumn a3 c3 e3 e5", "jump autumn a3 c3 e3 g3"} <= legal(s)
    monkeypatch.setattr(engine, "JUMP_MAY_TURN", False)
    t = pos("autumn: a3; winter: b3 d3 f3 e2 e4")
    jumps = {str(a) for a in t.legal_actions() if a.kind == "jump"}
    assert jumps == {"jump autumn a3 c3", "jump autumn a3 c3 e3", "jump autumn a3 c3 e3 g3"}
    assert rule_of(t, "jump autumn a3 c3 e3 e5") == "arcadia.ours.jump_turns"


def test_arcadia_jump_multi_revisit_option_terminates(monkeypatch):
    # JUMP_MAY_REVISIT = True lets a jump land on a space twice (its start included) but never
    # repeat a hop, so the list of jumps stays finite
    monkeypatch.setattr(engine, "JUMP_MAY_REVISIT", True)
    t = pos("autumn: e5 e6 d6 d5")
    jumps = {str(a) for a in t.legal_actions() if a.kind == "jump"}
    assert "jump autumn e5 e7 c5 e5" in jumps          # back on its start
    assert "jump autumn e5 e7 e5" in jumps              # there and back over the same lord
    assert "jump autumn e5 e7 e5 e7" not in jumps       # the same hop twice
    assert rule_of(t, "jump autumn e5 e7 e5 e7") == "arcadia.ours.jump_no_revisit"
    assert t.apply("jump autumn e5 e7 c5 e5").at("e5") == "autumn"


def test_arcadia_jump_replace_rulebook_example():
    # An Autumn lord jumps a Winter lord, an Autumn lord and another Winter lord in one
    # action; both Winter lords become Autumn lords and go back to the solstices' supply.
    s = pos("autumn: e2 e5; winter: e3 e7; summer: d7")
    before = (s.supply("autumn"), s.supply("winter"))
    assert before == (10, 10)
    t = s.apply("jump autumn e2 e4 e6 e8")
    assert board_of(t) == {"e3": "autumn", "e5": "autumn", "e7": "autumn", "e8": "autumn",
                           "d7": "summer"}
    assert (t.supply("autumn"), t.supply("winter")) == (8, 12)
    assert t.supply("summer") == 11
    assert "replacing the Winter lord on e3" in t.log[-1]
    assert "replacing the Winter lord on e7" in t.log[-1]
    assert t.current_player == EQUINOXES and t.actions_left == 2
    arcadia.invariants(t)


def test_arcadia_jump_replace_only_the_replaced_season_is_swapped():
    # Summer replaces Autumn: hop 1 over Autumn on d4 swaps it, hop 2 over Summer on f6 does not
    s = pos("summer: c3 f6; autumn: d4; winter: i9", to_move=SOLSTICES)
    t = s.apply("jump summer c3 e5 g7")
    assert board_of(t) == {"d4": "summer", "f6": "summer", "g7": "summer", "i9": "winter"}
    assert (t.supply("summer"), t.supply("autumn")) == (9, 12)


# ---- the March of Seasons ---------------------------------------------------------------

CYCLE = [("autumn", "winter"), ("summer", "autumn"), ("winter", "spring"), ("spring", "summer")]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("jumper, victim", CYCLE)
def test_arcadia_march_cycle(players, jumper, victim):
    seats = [new_game(players=players).seasons_of(i) for i in range(players)]
    me = next(i for i, seasons in enumerate(seats) if jumper in seasons)
    s = pos(f"{jumper}: e4; {victim}: e5", players=players, to_move=me)
    t = s.apply(f"jump {jumper} e4 e6")
    assert t.at("e5") == jumper and t.at("e6") == jumper and t.at("e4") is None
    assert t.supply(victim) == 12
    # and it never works the other way round
    back = pos(f"{victim}: e4; {jumper}: e5", players=players,
               to_move=next(i for i, seasons in enumerate(seats) if victim in seasons))
    assert rule_of(back, f"jump {victim} e4 e6") == "arcadia.jump.over"


@pytest.mark.parametrize("jumper, other", [
    ("autumn", "spring"), ("autumn", "summer"), ("summer", "winter"), ("summer", "spring"),
    ("winter", "summer"), ("winter", "autumn"), ("spring", "autumn"), ("spring", "winter"),
])
def test_arcadia_march_cycle_no_other_season(jumper, other):
    me = 0 if jumper in ("spring", "autumn") else 1
    s = pos(f"{jumper}: e4; {other}: e5", to_move=me)
    assert rule_of(s, f"jump {jumper} e4 e6") == "arcadia.jump.over"


def test_arcadia_march_three_player():
    # Spring is absent, so Winter (seat 2) replaces Summer
    s = pos("winter: e4; summer: e5; autumn: d4", players=3, to_move=2)
    t = s.apply("jump winter e4 e6")
    assert t.at("e5") == "winter" and t.supply("summer") == 12
    assert rule_of(s, "place spring e6") == "arcadia.turn.own_lords"  # nobody plays Spring
    u = pos("winter: e4; autumn: e5", players=3, to_move=2)
    assert rule_of(u, "jump winter e4 e6") == "arcadia.jump.over"


def test_arcadia_march_three_player_rest_of_cycle_unchanged():
    s = pos("autumn: e4; winter: e5", players=3, to_move=1)
    assert s.apply("jump autumn e4 e6").at("e5") == "autumn"
    t = pos("summer: e4; autumn: e5", players=3, to_move=0)
    assert t.apply("jump summer e4 e6").at("e5") == "summer"
    u = pos("summer: e4; winter: e5", players=3, to_move=0)
    assert rule_of(u, "jump summer e4 e6") == "arcadia.jump.over"


# ---- jump out ------------------------------------------------------------------------------

def test_arcadia_jump_out():
    s = pos("autumn: b2; winter: a1; spring: e5")
    outs = [a for a in s.legal_actions() if a.out]
    assert {(a.path, a.out) for a in outs} == {(("b2",), "a1")}
    # back in on any empty space: a1 is now Autumn, so every space but a1 and e5, the start b2 included
    empties = set(BOARD.labels) - {"a1", "e5"}
    assert {a.enter for a in outs} == empties
    t = s.apply("jump autumn b2 out a1 e4")
    assert board_of(t) == {"a1": "autumn", "e4": "autumn", "e5": "spring"}
    assert (t.supply("winter"), t.supply("autumn")) == (12, 10)
    assert "out over a1" in t.log[-1] and "e4" in t.log[-1]


def test_arcadia_jump_reenter_anywhere_even_the_start():
    s = pos("autumn: b2; winter: a1")
    t = s.apply("jump autumn b2 out a1 b2")
    assert board_of(t) == {"a1": "autumn", "b2": "autumn"}
    assert rule_of(s, "jump autumn b2 out a1 a1") == "arcadia.jump.reenter"   # a1 is taken


def test_arcadia_jump_reenter_need_not_touch_another_lord():
    # the book: any vacant space; the must-touch condition is the Place action's, not the jump's
    s = pos("autumn: b2; winter: a1; spring: e5")
    u = s.apply("jump autumn b2 out a1 i9")
    assert u.at("i9") == "autumn" and u.at("b2") is None
    assert not any(u.at(n) for n in ("h8", "h9", "i8"))   # i9 touches no lord
    assert rule_of(pos("autumn: b2 e5; winter: a1"), "place autumn i9") == "arcadia.place.adjacent"
    # after a chain as well, and no extra action is spent: the jump out was one action
    t = scenario("chain_out").apply("jump autumn e4 c2 out b1 i9")
    assert t.at("i9") == "autumn" and t.actions_left == 2 and t.counts[2] == 1


def test_arcadia_jump_out_lord_cannot_act_again():
    t = pos("autumn: b2; winter: a1").apply("jump autumn b2 out a1 e5")
    assert kinds_from(t, "e5") == set()
    assert rule_of(t, "move autumn e5 e6") == "arcadia.lord.one_action"
    # the Autumn lord that replaced the Winter lord on a1 is fresh
    assert "move" in kinds_from(t, "a1")


def test_arcadia_jump_out_over_own_season_replaces_nothing():
    s = pos("autumn: b2 a1; winter: i9")
    t = s.apply("jump autumn b2 out a1 c3")
    assert board_of(t) == {"a1": "autumn", "c3": "autumn", "i9": "winter"}
    assert t.supply("winter") == 11


def test_arcadia_jump_out_refused_over_other_seasons_and_inside_the_board():
    s = pos("autumn: b2 c3; summer: a1; winter: d4")
    assert rule_of(s, "jump autumn b2 out a1 e5") == "arcadia.jump.over"   # Summer on the edge
    # over d4 from c3 lands on e5, inside the board: not a jump out
    assert rule_of(s, "jump autumn c3 out d4 e5") == "arcadia.jump.out"
    assert not any(a.out for a in s.legal_actions())


def test_arcadia_jump_out_after_hops():
    # b2 -> d2 over Winter on c2, then out over the Winter lord on the edge space d1
    s = pos("autumn: b2; winter: c2 d1")
    assert "jump autumn b2 d2 out d1 b2" in legal(s)
    t = s.apply("jump autumn b2 d2 out d1 f5")
    assert board_of(t) == {"c2": "autumn", "d1": "autumn", "f5": "autumn"}
    assert t.supply("winter") == 12
    # a jump out always ends the jump
    assert not any(a.out and len(a.path) > 2 for a in s.legal_actions())


def test_arcadia_jump_out_notation_and_clicks():
    a = parse_action("jump autumn b2 out a1 e5")
    assert (a.kind, a.path, a.out, a.enter) == ("jump", ("b2",), "a1", "e5")
    assert a.clicks == ("b2", "out:a1", "e5")
    s = pos("autumn: b2; winter: a1")
    assert complete(s.legal_actions(), ["b2", "out:a1", "e5"]) == [a]
    assert len(matching(s.legal_actions(), ["b2", "out:a1"])) == 60


# ---- winning -------------------------------------------------------------------------------

def test_arcadia_win_twelve():
    s = pos(f"autumn: e2 {FAR_AUTUMN}; winter: e5")
    assert s.on_board("autumn") == 11 and not s.is_over
    t = s.apply("place autumn e4")
    assert t.is_over and t.winners == [EQUINOXES] and t.current_player is None
    assert t.scores[EQUINOXES] == 12


def test_arcadia_win_twelve_mid_turn():
    # the win comes with two actions still unused: the turn and the game stop there
    s = pos(f"autumn: e2 {FAR_AUTUMN}; winter: e5")
    t = s.apply("place autumn e4")
    assert t.actions_left == 2 and t.legal_actions() == []


def test_arcadia_win_twelve_mid_jump():
    # hop e2 -> e4 replaces the Winter lord on e3: that is the 12th Autumn lord, the jump stops;
    # the next hop over the Winter lord on e5 would otherwise be possible
    s = pos(f"autumn: e2 {FAR_AUTUMN}; winter: e3 e5")
    jumps = {str(a) for a in s.legal_actions() if a.kind == "jump" and a.path[0] == "e2"}
    assert jumps == {"jump autumn e2 e4"}
    assert rule_of(s, "jump autumn e2 e4 e6") == "arcadia.ours.win_stops_jump"
    t = s.apply("jump autumn e2 e4")
    assert t.is_over and t.winners == [EQUINOXES]
    assert t.at("e5") == "winter"


def test_arcadia_win_twelve_mid_jump_before_jump_out():
    # the hop to c2 completes 12 Autumn lords, so the jump cannot go on out over b1
    s = pos(f"autumn: e2 {FAR_AUTUMN}; winter: d2 b1")
    # e2 -> c2 over d2 (replaced: 12th Autumn lord)
    assert "jump autumn e2 c2" in legal(s)
    assert rule_of(s, "jump autumn e2 c2 out b1 e5") == "arcadia.ours.win_stops_jump"
    assert not any(a.out for a in s.legal_actions() if a.path[0] == "e2")
    # with one Autumn lord fewer the same jump may go on and out
    t = pos(f"autumn: e2 {FAR_AUTUMN[3:]}; winter: d2 b1")
    assert "jump autumn e2 c2 out b1 e5" in legal(t)


def test_arcadia_win_twelve_by_replacing_on_a_jump_out():
    s = pos(f"autumn: b2 {FAR_AUTUMN}; winter: a1")
    t = s.apply("jump autumn b2 out a1 e5")
    assert t.is_over and t.winners == [EQUINOXES] and t.on_board("autumn") == 12


def test_arcadia_win_twelve_either_season_and_any_side():
    far_winter = FAR_AUTUMN
    s = pos(f"winter: {far_winter} e6; spring: d4", to_move=SOLSTICES)
    t = s.apply("place winter e5")
    assert t.winners == [SOLSTICES] and t.on_board("winter") == 12
    u = pos(f"winter: {far_winter} e4; summer: d4", players=3, to_move=2)
    v = u.apply("jump winter e4 c4")  # replaces the Summer lord on d4: 12 Winter lords
    assert v.winners == [2] and v.scores == [0, 0, 12]


# ---- game over -----------------------------------------------------------------------------

def _won():
    return pos(f"autumn: e2 {FAR_AUTUMN}; winter: e5").apply("place autumn e4")


def test_arcadia_game_over():
    t = _won()
    assert t.legal_actions() == []
    for text in ("place autumn d4", "move autumn e4 d4", "place winter d4", "jump autumn e4 e6"):
        assert rule_of(t, text) == "arcadia.game_over"
    assert t.explain_clicks(["d4"]).rule == "arcadia.game_over"
    assert t.explain_clicks([]).rule == "arcadia.game_over"


def test_arcadia_game_over_after_a_draw():
    s = pos("autumn: e5; winter: e6", turn_limit=1)
    s = s.apply("place autumn e4").apply("place spring d4").apply("place autumn d5")
    assert s.is_over and s.winners == []
    assert rule_of(s, "place winter f5") == "arcadia.game_over"


# ---- notation and clicks -------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "place autumn e5", "move winter d4 e4", "jump autumn d4 f4 h6", "jump autumn b2 out a1 e5",
    "jump spring b2 d2 out d1 e5",
])
def test_arcadia_notation_round_trip(text):
    a = parse_action(text)
    assert str(a) == text
    assert parse_action(str(a)) == a


def test_arcadia_notation_is_forgiving_about_case_and_spaces():
    assert parse_action("  Place   AUTUMN\tE5 ") == parse_action("place autumn e5")
    assert parse_action("JUMP autumn b2 OUT a1 e5") == parse_action("jump autumn b2 out a1 e5")


@pytest.mark.parametrize("text", [
    "", "   ", "place", "place autumn", "place autumn z9", "place autumn e10", "place fall e5",
    "fly autumn e5", "autumn place e5", "place autumn e5 e6", "move autumn e5", "move autumn e5 e6 e7",
    "jump autumn e5", "jump autumn e5 out", "jump autumn e5 out a1", "jump autumn out a1 e5",
    "jump autumn e5 out a1 e5 e6", "pass pass", "placeautumn e5", "place autumne5", "e5",
    "place autumn <script>",
])
def test_arcadia_notation(text):
    with pytest.raises(IllegalAction) as info:
        parse_action(text)
    assert info.value.rule == "arcadia.notation"
    s = pos("autumn: e5")
    assert rule_of(s, text) == "arcadia.notation"


def test_arcadia_notation_not_text():
    s = new_game()
    for thing in (None, 42, ["place", "autumn", "e5"]):
        with pytest.raises(IllegalAction) as info:
            s.apply(thing)
        assert info.value.rule == "arcadia.notation"
        with pytest.raises(IllegalAction) as info:
            parse_action(thing)
        assert info.value.rule == "arcadia.notation"


def test_arcadia_notation_names_a_space_off_the_board():
    with pytest.raises(IllegalAction) as info:
        parse_action("move autumn a5 a6")
    assert info.value.rule == "arcadia.notation"
    assert "not on the board" in str(info.value)


def test_arcadia_click():
    s = pos("autumn: e5; winter: e6")
    for clicks in ([], ["zz"], ["out:a1"], ["<script>"], ["E5"], [""]):
        err = s.explain_clicks(clicks)
        assert isinstance(err, IllegalAction) and err.rule == "arcadia.click", clicks
    assert s.explain_clicks(["e5", "nowhere"]).rule == "arcadia.click"


def test_arcadia_click_opponents_lord():
    s = pos("autumn: e5; winter: e6")
    assert matching(s.legal_actions(), ["e6"]) == []
    assert s.explain_clicks(["e6"]).rule == "arcadia.turn.own_lords"


def test_arcadia_click_used_lord():
    s = pos("autumn: e5; winter: e6").apply("move autumn e5 e4")
    assert matching(s.legal_actions(), ["e4"]) == []
    assert s.explain_clicks(["e4"]).rule == "arcadia.lord.one_action"


def test_arcadia_click_lord_of_a_season_that_may_not_act():
    s = pos("autumn: e5; spring: c3; winter: e6").apply("place autumn e4").apply("place autumn d4")
    assert matching(s.legal_actions(), ["e5"]) == []
    assert s.explain_clicks(["e5"]).rule == "arcadia.turn.season_quota"


def test_arcadia_click_empty_space_far_from_lords():
    s = pos("autumn: e5; winter: e6")
    assert matching(s.legal_actions(), ["a1"]) == []
    assert s.explain_clicks(["a1"]).rule == "arcadia.place.adjacent"


def test_arcadia_click_move_too_far():
    s = pos("autumn: e5; winter: i9")
    assert complete(s.legal_actions(), ["e5", "e7"]) == []
    # two steps in a line with nobody in between: nothing to jump over
    assert s.explain_clicks(["e5", "e7"]).rule == "arcadia.jump.over"
    # further, and not in a line
    assert s.explain_clicks(["e5", "g4"]).rule == "arcadia.jump.landing"
    # next to it but taken
    t = pos("autumn: e5; winter: e6")
    assert t.explain_clicks(["e5", "e6"]).rule == "arcadia.move.empty"


def test_arcadia_click_lord_that_cannot_go_anywhere():
    # the Autumn lord on a1 is boxed in by Summer lords it may not jump
    s = pos("autumn: a1; summer: a2 b1 b2 a3 c1 c3; winter: i9")
    assert matching(s.legal_actions(), ["a1"]) == []
    assert s.explain_clicks(["a1"]).rule == "arcadia.move.empty"


def test_arcadia_click_sequences_select_their_action():
    s = pos("autumn: e2 b2; winter: e3 a1 f5")
    acts = s.legal_actions()
    for a in acts:
        assert a in complete(acts, a.clicks)
    assert complete(acts, ["e2", "e4", "g6"]) == [parse_action("jump autumn e2 e4 g6")]
    assert complete(acts, ["e2", "e4"]) == [parse_action("jump autumn e2 e4")]
    # a place names only the space: both Equinox seasons share it, the season is chosen after
    assert sorted(map(str, complete(acts, ["d2"]))) == ["place autumn d2", "place spring d2"]


# ---- our own rules -------------------------------------------------------------------------

def _dense(players: int, seed: int) -> dict[str, str]:
    """A crowded board: 11 lords of every season in play on seeded random spaces."""
    seasons = sorted({season for seat in range(players)
                      for season in new_game(players=players).seasons_of(seat)})
    spaces, _ = Rng(seed).shuffled(BOARD.labels)
    return {space: seasons[i // 11] for i, space in enumerate(spaces[: 11 * len(seasons)])}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(5))
def test_arcadia_ours_never_stuck(players, seed):
    # even with every season one lord short of winning, each player may still place a lord
    board = _dense(players, seed)
    for seat in range(players):
        s = from_position(board, players=players, to_move=seat)
        acts = s.legal_actions()
        assert acts, (players, seed, seat)
        placed = {a.season for a in acts if a.kind == "place"}
        assert placed == set(s.seasons_of(seat))


def test_arcadia_ours_never_stuck_in_a_corner():
    # all lords squeezed into one corner, the Autumn lord on a1 boxed in: placing is still possible
    s = pos("autumn: a1 a2 b1 b2 a3 c1; summer: b3 c2 d1 a4; winter: c3 d2 e1; spring: a5 b4 b5")
    assert kinds_from(s, "a1") == set()
    places = {a.path[0] for a in s.legal_actions() if a.kind == "place"}
    assert places and places.isdisjoint(board_of(s))


def test_arcadia_ours_never_stuck_no_pass():
    # there is no action that gives up the rest of a turn
    assert rule_of(pos("autumn: e5"), "pass") == "arcadia.notation"


def test_arcadia_ours_never_stuck_scenarios_keep_the_quota_possible():
    # one action left while both Equinox seasons still owe one could never be met: refused
    with pytest.raises(ValueError):
        pos("autumn: e5; winter: e6", actions_left=1)
    s = pos("autumn: e5; winter: e6", actions_left=1, acted={"autumn": 2})
    assert {a.season for a in s.legal_actions()} == {"spring"}
    with pytest.raises(ValueError):
        pos("autumn: e5", actions_left=0)
    with pytest.raises(ValueError):
        pos("autumn: e5", players=3, actions_left=3)


def test_arcadia_ours_turn_limit():
    # the book has no draw: no limit unless one is asked for
    assert rules.DEFAULT_TURN_LIMIT is None and new_game().turn_limit is None
    assert new_game(turn_limit=200).turn_limit == 200
    s = pos("autumn: e5; winter: e6", turn_limit=2)
    s = s.apply("place autumn e4").apply("place spring d4").apply("place autumn d5")
    assert not s.is_over and s.turn == 2
    s = s.apply("place winter f6").apply("place summer f7").apply("place winter f8")
    assert s.is_over and s.winners == [] and s.current_player is None
    assert s.legal_actions() == []


def test_arcadia_ours_turn_limit_off():
    s = new_game(players=4, turn_limit=None)
    for _ in range(40):
        s = s.apply(s.legal_actions()[-1])
    assert not s.is_over and s.turn == 21


def test_invariants_catch_broken_states():
    good = pos("autumn: e5; winter: e6")
    arcadia.invariants(good)
    # the loaders refuse broken saves; states broken by hand fail the invariants
    data = good.to_dict()
    data["board"] = {lab: "autumn" for lab in BOARD.labels[:13]}  # 13 Autumn lords
    with pytest.raises(ValueError, match="board"):
        arcadia.State.from_dict(data)
    with pytest.raises(AssertionError):
        arcadia.invariants(good._replace(board=(2,) * 13 + good.board[13:]))
    data = good.to_dict()
    data["board"]["a1"] = "spring"
    data["names"] = ["a", "b", "c"]  # Spring on the board in a three-player game
    with pytest.raises(ValueError, match="board"):
        arcadia.State.from_dict(data)
    with pytest.raises(AssertionError):
        arcadia.invariants(good._replace(names=("a", "b", "c"), board=(0,) + good.board[1:]))
    for broken in (dict(seat=5), dict(counts=(0, 0, -1, 0)), dict(board=None), dict(used=frozenset({99})),
                   dict(actions_left=0), dict(log=("x",))):
        with pytest.raises(AssertionError):
            arcadia.invariants(good._replace(**broken))


# ---- an independent model of the rules -------------------------------------------------------
# A slow, straightforward re-statement of place / move / jump written from the rulebook, on
# axial coordinates. The engine's legal actions and results must agree with it everywhere.

_REF_REPLACES = {
    2: {"autumn": "winter", "summer": "autumn", "winter": "spring", "spring": "summer"},
    3: {"autumn": "winter", "summer": "autumn", "winter": "summer"},
    4: {"autumn": "winter", "summer": "autumn", "winter": "spring", "spring": "summer"},
}
_HEX = {lab: BOARD.cells[i] for i, lab in enumerate(BOARD.labels)}
_AT = {h: lab for lab, h in _HEX.items()}
_STEPS = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)]


def _ref_neighbours(lab):
    q, r = _HEX[lab]
    return [(_AT.get((q + dq, r + dr)), _AT.get((q + 2 * dq, r + 2 * dr)), (q + dq, r + dr)) for dq, dr in _STEPS]


def ref_legal(s) -> set[str]:
    if s.is_over:
        return set()
    board = board_of(s)
    mine = list(s.seasons_of(s.current_player))
    owed = [x for x in mine if s.counts[components.SEASONS.index(x)] == 0]
    allowed = owed if len(mine) > 1 and len(owed) >= s.actions_left else mine
    if not board:
        return {f"place {x} e5" for x in allowed}
    used = {BOARD.labels[c] for c in s.used}
    out = set()
    for lab in BOARD.labels:
        if lab not in board and any(n in board for n, _, _ in _ref_neighbours(lab) if n):
            out |= {f"place {x} {lab}" for x in allowed if list(board.values()).count(x) < 12}
    for start, x in board.items():
        if x not in allowed or start in used:
            continue
        out |= {f"move {x} {start} {n}" for n, _, _ in _ref_neighbours(start) if n and n not in board}
        victim = _REF_REPLACES[s.players].get(x)
        b = dict(board)
        del b[start]

        def hops(here, path, b, x=x, victim=victim, out=out):
            for over, land, _over_hex in _ref_neighbours(here):
                if over is None or b.get(over) not in (x, victim):
                    continue
                b2 = dict(b)
                b2[over] = x
                if land is None:  # off the board: a jump out, back in anywhere empty
                    out.update(f"jump {x} {' '.join(path)} out {over} {e}" for e in BOARD.labels if e not in b2)
                    continue
                if land in b or land in path:
                    continue
                out.add(f"jump {x} {' '.join(path + [land])}")
                if list(b2.values()).count(x) + 1 < 12:
                    hops(land, path + [land], b2, x, victim, out)

        hops(start, [start], b)
    return out


def ref_apply(s, text: str) -> dict[str, str]:
    a = parse_action(text)
    board = board_of(s)
    victim = _REF_REPLACES[s.players].get(a.season)
    if a.kind == "place":
        board[a.path[0]] = a.season
        return board
    del board[a.path[0]]
    for frm, to in zip(a.path, a.path[1:]):
        if a.kind == "jump":
            (q1, r1), (q2, r2) = _HEX[frm], _HEX[to]
            over = _AT[((q1 + q2) // 2, (r1 + r2) // 2)]
            if board[over] == victim:
                board[over] = a.season
    if a.out and board[a.out] == victim:
        board[a.out] = a.season
    board[a.enter or a.path[-1]] = a.season
    return board


@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_actions_match_an_independent_model(players):
    checked = 0
    for seed in range(12):
        s, rng = new_game(players=players, seed=seed), Rng(seed)
        while not s.is_over:
            acts = s.legal_actions()
            assert {str(a) for a in acts} == ref_legal(s), (seed, s.to_json())
            assert len(set(acts)) == len(acts)  # no action listed twice
            a, rng = rng.choice(acts)
            if a.kind != "place" or checked % 5 == 0:
                assert board_of(s.apply(a)) == ref_apply(s, str(a)), str(a)
            s = s.apply(a)
            checked += 1
    assert checked > 300


def test_legal_actions_match_an_independent_model_in_crowded_positions():
    for players in (2, 3, 4):
        for seed in range(6):
            board = _dense(players, seed)
            for seat in range(players):
                s = from_position(board, players=players, to_move=seat)
                assert {str(a) for a in s.legal_actions()} == ref_legal(s)
                for a in s.legal_actions()[::23]:
                    assert board_of(s.apply(a)) == ref_apply(s, str(a)), str(a)
