"""Seasons of Arcadia: the bitmask search for legal actions against the general jump search, and the
masks a State carries from action to action against the board."""

from __future__ import annotations

import random

from seasons_nb.games import arcadia
from seasons_nb.games.arcadia import components, legal
from seasons_nb.games.arcadia.actions import Place
from seasons_nb.games.arcadia import state as engine
from seasons_nb.games.arcadia.components import REPLACES_IDS
from seasons_nb.games.arcadia.teach import FAR_AUTUMN


def random_states(games: int = 12):
    for g in range(games):
        rng = random.Random(g)
        s = arcadia.new_game(players=arcadia.PLAYER_COUNTS[g % 3], seed=g, turn_limit=60)
        while not s.is_over:
            yield s
            s = s.apply(rng.choice(s.legal_actions()))


def test_the_fast_jump_search_lists_what_the_general_one_does_in_the_same_order():
    checked = jumps = shared = 0
    for s in random_states():
        masks = legal.occupancy(s.board)
        args = (s.board, masks, s._allowed_seasons(), s.used, REPLACES_IDS[s.players])
        fast = legal.legal_actions(*args)
        assert fast == legal.legal_actions(*args, search=engine._JumpSearch), s.to_json()
        assert fast == s.legal_actions()
        checked += 1
        jumps += sum(a.kind == "jump" for a in fast)
        # lords that jump out share the empty spaces of the position, each with its own start among them
        shared += len({a.path[0] for a in fast if a.out}) > 1
    assert checked > 500 and jumps > 5000 and shared > 50


def test_two_lords_jumping_out_each_come_back_on_their_own_start_too():
    # the Autumn lords on b2 and h8 both jump out (over the Autumn lords on a1 and i9); each may come
    # back on any empty space or on the space it left, which sits first and last among them
    s = arcadia.from_position({"a1": "autumn", "b2": "autumn", "h8": "autumn", "i9": "autumn", "e5": "winter"},
                              players=2)
    outs = [a for a in s.legal_actions() if a.out]
    empty = [lab for lab in components.SPACES if s.at(lab) is None]
    assert [a.enter for a in outs if a.path == ("b2",)] == sorted(empty + ["b2"], key=components.SPACES.index)
    assert [a.enter for a in outs if a.path == ("h8",)] == sorted(empty + ["h8"], key=components.SPACES.index)
    masks = legal.occupancy(s.board)
    args = (s.board, masks, s._allowed_seasons(), s.used, REPLACES_IDS[s.players])
    assert legal.legal_actions(*args) == legal.legal_actions(*args, search=engine._JumpSearch)


def test_the_twelfth_lord_wins_whether_the_lords_are_counted_on_the_masks_or_the_board():
    s = arcadia.from_position({"e2": "autumn", **dict.fromkeys(FAR_AUTUMN.split(), "autumn"), "e5": "winter"},
                              players=2)
    assert "masks" not in s._cache
    on_board = s._do(Place("autumn", "e4"))  # no masks yet: counted on the board
    on_masks = s.apply("place autumn e4")  # legal_actions made the masks
    assert "masks" in s._cache
    assert on_board.is_over and on_board.to_json() == on_masks.to_json()


def test_the_masks_a_state_carries_are_those_of_its_board():
    for s in random_states(6):
        s.legal_actions()
        assert list(s._cache["masks"]) == legal.occupancy(s.board)


def test_spaces_reads_a_mask_back_in_board_order():
    picked = [0, 4, 5, 30, 55, 60]
    assert legal.spaces(sum(legal.BIT[c] for c in picked)) == picked
    assert legal.spaces(0) == []
