"""One test (at least) per choice of ours (``solstice.notation``, ``solstice.click`` and every
``solstice.ours.*`` Assumption), each showing the choice at work in a scenario."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from seasons_nb.core import IllegalAction, complete
from seasons_nb.games import solstice as S
from seasons_nb.widgets import Table
from seasons_nb.games.solstice import components as C
from seasons_nb.games.solstice import rules as R
from seasons_nb.games.solstice.state import first_court
from seasons_nb.games.solstice.teach import face_off, position, rigged, ring

from .helpers import play, refused

CARD = C.CARD_INDEX


def test_solstice_notation():
    for text in ("choose blaze", "roll", "attack p2", "no attack", "escape", "defend", "counter", "flee",
                 "steal w5", "equip w5", "keep w5", "flip piece 3", "flip item a2", "pick 2"):
        a = S.parse_action(text)
        assert str(a) == text and S.parse_action(str(a)) == a
    assert str(S.parse_action("  FLIP   Item  A12 ")) == "flip item a12"
    for bad in ("", "roll 3", "attack p9", "flip piece 9", "flip piece 0", "steal w13", "pick 0", "choose bob",
                "no", 42, None):
        with pytest.raises(IllegalAction) as e:
            S.parse_action(bad)
        assert e.value.rule == "solstice.notation"
    assert position().explain("dance").rule == "solstice.notation"


def test_solstice_click():
    s = position()
    assert s.explain_clicks(["nowhere"]).rule == "solstice.click"
    assert s.explain_clicks([]).rule == "solstice.click"
    assert s.explain_clicks(["die", "die"]).rule == "solstice.click"      # one click is enough
    assert [str(a) for a in complete(s.legal_actions(), ["die"])] == ["roll"]
    s = play(rigged(position(spaces=[1, 17], equipped=[["w5"], []]), 1), "roll")
    assert {a.clicks for a in s.legal_actions()} == {("piece.1",), ("item.w5",)}


def test_solstice_ours_components():
    C.validate()
    data = Path(C.__file__).with_name("data")
    assert {p.name for p in data.iterdir()} >= {"ring.json", "characters.json", "items.json", "DESIGN.md"}
    ring_data = json.loads((data / "ring.json").read_text())
    assert [p["season"] for p in ring_data["pieces"]] == ["summer"] * 4 + ["winter"] * 4
    assert len({(c.attack, c.defense, c.speed) for c in C.CHARACTERS}) == 8
    assert sum(c.counts != "own" for c in C.CARDS) == 4


def test_solstice_ours_team_even():
    assert R.TEAM_PLAYER_COUNTS == (2, 4, 6, 8)
    for n in (3, 5, 7):
        with pytest.raises(ValueError, match="mode"):
            S.new_game(n, mode="team")
        assert S.new_game(n).mode == "free-for-all"
    assert S.new_game(6, mode="team").mode == "team"
    with pytest.raises(ValueError, match="mode"):
        S.new_game(2, mode="teams")


def test_solstice_ours_default_mode():
    assert R.DEFAULT_MODE == "free-for-all" == S.INFO.options["mode"]
    assert S.new_game(4).mode == "free-for-all"


def test_solstice_ours_seat_courts():
    s = S.new_game(5, seed=0)
    assert [s.court(i) for i in range(5)] == [0, 1, 0, 1, 0]
    assert {str(a) for a in s.legal_actions()} == {f"choose {c.id}" for c in C.CHARACTERS if c.court == 0}
    refused(s, "choose glacier", "solstice.ours.seat_courts")
    s = play(s, "choose blaze")
    assert s.current_player == 1                                 # then p2, for Winter
    assert {a.character for a in s.legal_actions()} == {c.id for c in C.CHARACTERS if c.court == 1}


def test_solstice_ours_solstice_dates():
    assert R.SOLSTICE_DATES == ("06-21", "12-21")
    assert first_court("2024-06-21") == 0 and first_court("2024-12-21") == 1
    assert first_court("2024-09-20") == 0 and first_court("2024-09-22") == 1
    assert first_court("2025-03-22") == 0                        # 91 days from both: Summer
    assert first_court("2025-03-21") == 1
    today = S.new_game(2).date
    assert today == dt.date.today().isoformat()


def test_solstice_ours_start_die():
    # 8 players, the Summer Court starts: four players, so a 5 or a 6 names nobody and is rolled again
    s = S.new_game(8, seed=0, date="2024-06-01")
    for _ in range(7):
        s = s.apply(s.legal_actions()[0])
    s = play(rigged(s, 6, 5, 3), s.legal_actions()[0])
    assert s.seat == 4 and s.dice == ()                            # 3 names the third Summer player, p5
    assert sum("names nobody" in line for line in s.log) == 2
    # a court of one player: no roll at all
    s = play(rigged(S.new_game(3, seed=0, date="2024-12-01"), 4), "choose blaze", "choose glacier")
    s = play(s, "choose oakheart")
    assert s.seat == 1 and s.dice == (4,)


def test_solstice_ours_counter_clockwise():
    s = play(rigged(position(spaces=[30, 17]), 4), "roll")
    assert s.player(0).space == 2                                  # 31, 32, 1, 2: up in number, round again
    # seats in order p1, p2, p3, ... around the table
    s = position(3, to_move=2)
    s = play(rigged(s, 1), "roll", "flip piece 1")
    assert s.seat == 0


def test_solstice_ours_start_spaces():
    s = play(rigged(position(spaces=[13, 17]), 4), "roll")          # lands on the Winter start space
    assert s.seat == 1 and "A start space: Aster does nothing more." in s.log
    s = play(rigged(position(spaces=[1, 17]), 1), "roll", "flip piece 1")   # the Summer start piece flips
    assert ring(s)[0] == "W"


def test_solstice_ours_passing():
    onto = play(rigged(position(spaces=[30, 12]), 3), "roll")       # onto space 1
    past = play(rigged(position(spaces=[30, 12]), 5), "roll")       # past it
    short = play(rigged(position(spaces=[25, 12]), 6), "roll")      # not yet
    assert onto.lapped[0] and past.lapped[0] and not short.lapped[0]
    assert "passes the Summer start space and may now attack" in onto.log[2]
    start = play(rigged(position(spaces=[1, 12]), 6), "roll")       # leaving it is not passing it
    assert not start.lapped[0]
    # an escape counts too: Birch flees onto the Winter start space
    s = position(spaces=[13, 16], lapped=[True, False])
    s = play(rigged(s, 3, 1, 6), "roll", "attack p2", "defend", "flee")
    assert s.lapped[1] and s.pos[1] == 16


def test_solstice_ours_ties():
    assert R.REROLL_TIES is True
    s = play(rigged(face_off(), 3), "roll", "attack p2")
    s = play(rigged(s, 2, 5, 6, 1), "defend")                      # 2+4+1 = 7 against 5+2 = 7: again
    assert "A tie: both roll again." in s.log
    assert "Aster rolls 6 + Attack 4 + 1 (own season) = 11." in s.log and s.pending.kind != "answer"


def test_solstice_ours_escape_ignores():
    # the first escape onto a Discard space ignores it (space 6)
    s = play(rigged(face_off(kept=[[], ["t1"]]), 3, 1, 6), "roll", "attack p2", "escape")
    assert s.pos[1] == 5 and s.items(1) == (CARD["t1"],) and s.pending.kind == "flip"
    # the escape after a won defence must discard there
    s = play(rigged(face_off(kept=[[], ["t1"]]), 3, 1, 6), "roll", "attack p2", "defend", "flee")
    assert s.pending.kind == "discard" and s.pending.discarder == 1


def test_solstice_ours_escape_ends_battle():
    s = play(rigged(face_off(), 3, 1, 6), "roll", "attack p2", "escape")
    assert "The battle is over: Aster follows the space." in s.log[-1]
    assert s.pending.kind == "flip" and s.current_player == 0    # Aster's space 5 is a Flip space


def test_solstice_ours_escape_no_battle():
    # Birch escapes onto space 6 where Cedar stands: nobody attacks
    s = position(3, spaces=[2, 5, 6], lapped=True)
    s = play(rigged(s, 3, 1, 6), "roll", "attack p2", "escape")
    assert s.pos[1] == s.pos[2] == 5 and s.pending.kind == "flip"


def test_solstice_ours_choose_occupant():
    s = position(3, spaces=[2, 5, 5], lapped=True)
    s = play(rigged(s, 3), "roll")
    assert [str(a) for a in s.legal_actions()] == ["attack p2", "attack p3", "no attack"]
    assert play(s, "attack p3").pending.defender == 2
    s = play(s, "no attack")
    assert s.pending.kind == "flip" and "Aster attacks nobody." in s.log


def test_solstice_ours_counter_no_escape():
    before = play(rigged(face_off(), 3, 1, 6, 6, 1), "roll", "attack p2", "defend")
    s = play(before, "counter")
    assert not any(line.startswith("Aster tries to escape") for line in s.log)
    assert s.pending is not None and s.pending.kind not in ("defend", "answer")


def test_solstice_ours_stolen_equip():
    s = play(rigged(face_off(equipped=[["w1"], ["w6"]]), 3, 6, 1), "roll", "attack p2", "defend", "steal w6")
    assert s.pending.kind == "equip" and s.pending.then == "space"
    assert {str(a) for a in s.legal_actions()} == {"equip w6", "keep w6"}
    s = play(s, "equip w6")
    assert s.gear[0][0] == CARD["w6"] and s.pack[0] == (CARD["w1"],) and s.season_of("w6") == "winter"
    assert s.pending.kind == "flip"                                # then the attacker's space


def test_solstice_ours_kept_season():
    s = position(spaces=[1, 17], kept=[["w9"], []], seasons={"w9": "summer"})
    assert s.season_of("w9") == "summer" and s.player(0).attack == 4   # kept: counts for nothing
    s = play(rigged(s, 1), "roll")
    assert [str(a) for a in s.legal_actions()] == ["flip piece 1"]     # and cannot be flipped


def test_solstice_ours_flip_equipped():
    s = play(rigged(position(spaces=[1, 17], kept=[[], ["a9"]]), 1), "roll")
    e = refused(s, "flip item a9", "solstice.ours.flip_equipped")
    assert "not in play" in str(e)
    assert s.explain_clicks(["item.a9"]).rule == "solstice.ours.flip_equipped"


def test_solstice_ours_flip_required():
    s = play(rigged(position(spaces=[1, 17]), 1), "roll")
    assert [str(a) for a in s.legal_actions()] == ["flip piece 1"]
    refused(s, "roll", "solstice.ours.flip_required")
    refused(s, "no attack", "solstice.ours.flip_required")
    # a refused click names the same choice of ours, never the book's "you can flip"
    for clicks in (["die"], ["choice.none"], ["keep.w5"], ["fan.1"]):
        e = s.explain_clicks(clicks)
        assert e.rule == "solstice.ours.flip_required" and S.RULES[e.rule].ours, clicks
    t = Table(s)
    t.click("die")
    assert t.status_kind == "error" and "our choice" in t.status


def test_solstice_ours_discard_picker():
    s = play(rigged(position(3, spaces=[4, 17, 1], kept=[["t1"], [], []]), 2), "roll")
    assert s.pending.picker == 1 and s.current_player == 1
    s = play(rigged(position(3, spaces=[1, 17, 4], to_move=2, kept=[[], [], ["t1"]]), 2), "roll")
    assert s.pending.picker == 0                                   # after p3 comes p1
    s = play(rigged(position(spaces=[4, 17]), 2), "roll")
    assert s.seat == 1 and "Aster has no item to discard." in s.log


def test_solstice_ours_empty_draw():
    others = [c.id for c in C.CARDS if c.id != "t5"]
    s = position(spaces=[1, 17], kept=[[], others], draw=[], discard=["t5"])
    s = play(rigged(s, 2), "roll")                                   # the discard pile becomes the draw pile first
    assert s.pack[0] == (CARD["t5"],) and "shuffled into a new draw pile" in s.log[-2]
    # every card held: nothing to draw
    others = [c.id for c in C.CARDS if c.id != "w1"]
    s = position(spaces=[1, 17], kept=[[], others], draw=["w1"], discard=[])
    s = play(rigged(s, 2), "roll", "keep w1")
    s = play(rigged(s, 1), "roll", "flip piece 5")
    s = play(rigged(s, 6), "roll")                                   # Aster on space 9: Draw, nothing left
    assert s.draw == () and s.discard == () and "would draw, but no card is left" in s.log[-1]


def test_solstice_ours_public_items():
    s = position(spaces=[4, 17], equipped=[["w5"], ["a6"]], kept=[["t1"], ["t2"]])
    s = play(rigged(s, 2), "roll")                                   # Aster fans two items for Birch
    for viewer in (None, 0, 1):
        v = s.view(viewer)
        assert v.gear == s.gear and v.pack == s.pack and v.discard == s.discard
        assert set(v.draw) == {-1} and set(v.fan) == {-1} and len(v.fan) == 2
        d = v.to_dict()
        assert d["draw"] == len(s.draw) and d["fan"] == 2 and "dice" not in d and "rng" not in d
    fans = {s.view(1).sample(k).fan for k in range(12)}
    assert len(fans) == 2                                          # the fan's order is drawn afresh


def test_solstice_ours_lost_turn():
    s = play(rigged(face_off(), 3, 6, 1), "roll", "attack p2", "defend")
    assert s.skip[1]
    # marked again before the turn comes: still one turn skipped
    s2 = s._replace(skip=(False, True))
    s = play(s2, "flip piece 2")
    assert s.seat == 0 and s.turn == 3 and not any(s.skip)
    # a skipped turn counts for the turn limit
    s = play(rigged(face_off(turn_limit=2), 3, 6, 1), "roll", "attack p2", "defend", "flip piece 2")
    assert s.is_over and s.turn == 2 and s.winners == []
    assert "Turn 2: Birch loses this turn." in s.log


def test_solstice_ours_vp_ties():
    s = position(4, spaces=[29, 17, 1, 17], pieces="SSSSSSSW", kept=[["t6"], ["t12"], ["t7"], []])
    s = play(rigged(s, 2), "roll", "flip piece 8")
    assert s.winners == [0, 2] and "share the rule with 2 Victory Points each" in s.prompt


def test_solstice_ours_turn_limit():
    assert R.DEFAULT_TURN_LIMIT is None and S.new_game(2).turn_limit is None
    s = S.new_game(2, seed=4, turn_limit=3, date="2024-06-01")
    while not s.is_over:
        s = play(s, s.legal_actions()[-1])
    assert s.turn == 3 and s.winners == [] and "a draw" in s.prompt
    with pytest.raises(ValueError, match="turn_limit"):
        S.new_game(2, turn_limit=0)


def test_solstice_ours_short_game():
    assert R.DEFAULT_SHORT_GAME is None and S.new_game(2).short_game is None
    # after the last turn the court holding more pieces wins, even with fewer Victory Points
    s = play(rigged(position(spaces=[15, 1], pieces="SSSSSWWW", kept=[[], ["t12"]], short_game=1), 2), "roll")
    assert s.winners == [0] and s.winning_court() == 0 and "with 5 of the 8 pieces Summer" in s.prompt
    assert s.prompt.endswith("the Summer Court wins, so Aster wins.")   # alone in the court: no VP to compare
    # a 4-4 ring goes to the court with more Victory Points in all (two players a side)
    s = position(4, spaces=[15, 1, 1, 1], kept=[[], ["t6"], [], ["t7"]], mode="team", short_game=1)
    s = play(rigged(s, 2), "roll")
    assert s.winners == [1, 3] and "split 4 to 4" in s.prompt and "more Victory Points" in s.prompt
    # level there too: a draw
    s = play(rigged(position(spaces=[15, 1], short_game=1), 2), "roll")
    assert s.is_over and s.winners == [] and s.winning_court() is None and "a draw" in s.prompt
    assert "Game over</text>" in s.panels()["decision"] and "Turn 1" not in s.panels()["decision"]
    # before the last turn the same ring is still open, and the safety turn limit stays a draw
    assert position(spaces=[1, 17], pieces="SSSSSWWW", short_game=3).winning_court() is None
    s = play(rigged(position(spaces=[15, 1], pieces="SSSSSWWW", turn_limit=1, short_game=5), 2), "roll")
    assert s.is_over and s.winners == [] and "turn limit" in s.prompt
    # it travels through a save, and a save past its end is refused
    assert S.from_json(s.to_json()).short_game == 5
    with pytest.raises(ValueError, match="short_game"):
        S.new_game(2, short_game=0)
    with pytest.raises(ValueError, match="turn"):
        position(spaces=[1, 17], turn=4, short_game=3)
