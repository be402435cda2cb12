"""Seasons of Arcadia: the bitmask search for legal actions against the general jump search, and the
masks a State carries from action to action against the board."""

from __future__ import annotations

import random

from seasons_nb.games import arcadia
from seasons_nb.games.arcadia import legal
from seasons_nb.games.arcadia import state as engine
from seasons_nb.games.arcadia.components import REPLACES_IDS


def random_states(games: int = 12):
    for g in range(games):
        rng = random.Random(g)
        s = arcadia.new_game(players=arcadia.PLAYER_COUNTS[g % 3], seed=g, turn_limit=60)
        while not s.is_over:
            yield s
            s = s.apply(rng.choice(s.legal_actions()))


def test_the_fast_jump_search_lists_what_the_general_one_does_in_the_same_order():
    checked = jumps = 0
    for s in random_states():
        masks = legal.occupancy(s.board)
        args = (s.board, masks, s._allowed_seasons(), s.used, REPLACES_IDS[s.players])
        fast = legal.legal_actions(*args)
        assert fast == legal.legal_actions(*args, search=engine._JumpSearch), s.to_json()
        assert fast == s.legal_actions()
        checked += 1
        jumps += sum(a.kind == "jump" for a in fast)
    assert checked > 500 and jumps > 5000


def test_the_masks_a_state_carries_are_those_of_its_board():
    for s in random_states(6):
        s.legal_actions()
        assert list(s._cache["masks"]) == legal.occupancy(s.board)


def test_spaces_reads_a_mask_back_in_board_order():
    picked = [0, 4, 5, 30, 55, 60]
    assert legal.spaces(sum(legal.BIT[c] for c in picked)) == picked
    assert legal.spaces(0) == []
