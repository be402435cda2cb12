"""The one copy-on-write mechanism of every game: ``_begin``, ``edit``, ``_say``, ``_end``."""

import pytest

from seasons_nb.core import LIST, NO, PER_SEAT_SET, PER_SEAT_SORTED, GameState, Log, Zone
from seasons_nb.core.validate import as_seat


class Toy(GameState):
    FIELDS = ("names", "turn", "hand", "pos", "exped", "seen", "log", "rng")
    __slots__ = FIELDS
    ZONES = {"hand": PER_SEAT_SORTED, "pos": LIST, "exped": Zone(3), "seen": PER_SEAT_SET}


def toy() -> Toy:
    return Toy._make(names=("a", "b"), turn=1, hand=((3, 1), (2,)), pos=(0, 0),
                     exped=(((1,), (2,)), ((3,), ())), seen=((), (1,)), log=Log(), rng=None)


def test_an_action_copies_only_what_it_edits_and_freezes_it():
    before = toy()
    work = before._begin()
    work.turn = 2
    work.edit("hand", 0).append(0)
    work.edit("pos")[1] = 5
    work.edit("exped", 1, 1).append(9)
    work.edit("seen", 1).add(0)
    work._say("a line")
    after = work._end()
    assert (after.turn, after.hand, after.pos) == (2, ((0, 1, 3), (2,)), (0, 5))
    assert after.exped == (((1,), (2,)), ((3,), (9,))) and after.seen == ((), (0, 1))
    assert list(after.log) == ["a line"]
    # the state it came from is unchanged, and what was not edited is shared, not copied
    assert (before.turn, before.hand, before.pos, before.seen) == (1, ((3, 1), (2,)), (0, 0), ((), (1,)))
    assert before.exped == (((1,), (2,)), ((3,), ())) and list(before.log) == []
    assert after.hand[1] is before.hand[1] and after.exped[0] is before.exped[0]
    assert after.exped[1][0] is before.exped[1][0] and after.names is before.names
    assert all(type(v) is tuple for v in (after.hand, after.pos, after.exped, after.seen, *after.seen))


def test_edit_returns_the_same_copy_on_every_call_of_one_action():
    work = toy()._begin()
    assert work.edit("hand", 1) is work.edit("hand", 1)
    assert work.edit("pos") is work.edit("pos")
    work.edit("hand", 1).append(7)
    assert work._end().hand == ((3, 1), (2, 7))


def test_an_action_that_edits_nothing_shares_every_field():
    before = toy()
    after = before._begin()._end()
    assert all(getattr(after, k) is getattr(before, k) for k in Toy.FIELDS)


def test_edit_refuses_fields_and_depths_not_declared():
    work = toy()._begin()
    with pytest.raises(TypeError, match="no field 'turn'"):
        work.edit("turn")
    with pytest.raises(TypeError, match="level"):
        work.edit("pos", 0)


def test_as_seat_names_the_field():
    assert as_seat(1, "holder", 2) == 1 and as_seat(NO, "holder", 2, none=True) == NO
    for bad in (2, -1, True, "0", None):
        with pytest.raises(ValueError, match="field 'holder'"):
            as_seat(bad, "holder", 2)
