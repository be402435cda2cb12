"""The Solstice notebook helpers (``solstice.teach``): printers, the starting court and the odds of a battle."""

from __future__ import annotations

from fractions import Fraction

import pytest

from seasons_nb.games.solstice import teach as T

from .helpers import play


def test_news_prints_only_the_new_lines(capsys):
    before = T.rigged(T.position(spaces=[1, 17], top=["t10"]), 2)
    T.news(before, before.apply("roll"))
    assert capsys.readouterr().out.splitlines() == [
        "Turn 1: Aster rolls 2 and moves from space 1 to space 3 (Draw, Summer piece 1).",
        "Aster draws the Star of Midsummer (trinket, 3 diamonds)."]


def test_ring_map_shows_seasons_spaces_and_characters(capsys):
    T.ring_map()
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 8
    assert lines[0].startswith("piece 1 (Summer):  1 start") and lines[4].startswith("piece 5 (Winter): 17 start")
    s = T.position(spaces=[5, 5], pieces="SWSSWWWW")
    T.ring_map(s)
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("piece 2 (Winter):  5 flip [Aster+Birch]")


def test_catalogue_lists_every_card_once(capsys):
    T.catalogue()
    out = capsys.readouterr().out
    assert [line.split(":")[0] for line in out.splitlines()] == ["weapon", "armor", "boots", "trinket"]
    for c in T.CARDS:
        assert out.count(f"{c.id} {c.name} (") == 1
    assert "a12 Mirror Shield (+2; counts only set to the other court's season)" in out
    T.catalogue("boots")
    assert capsys.readouterr().out.startswith("boots: b1 Dewstep Sandals (+1), ")
    with pytest.raises(ValueError, match="kind"):
        T.catalogue("shields")


def test_starting_court_follows_the_nearer_solstice():
    assert T.starting_court("2026-06-01") == "Summer"
    assert T.starting_court("2026-12-01") == "Winter"
    assert T.starting_court("2027-01-15") == "Winter"
    assert T.starting_court("2025-03-22") == "Summer"               # as far from both: Summer


def test_win_chance_counts_the_dice_and_rerolls_ties():
    assert T.win_chance(3, 3) == Fraction(1, 2)
    assert T.win_chance(9, 3) == 1 and T.win_chance(3, 9) == 0
    # 1 more: 21 of 36 pairs win, 5 tie, so 21 of the 31 that decide
    assert T.win_chance(4, 3) == Fraction(21, 31)
    assert T.win_chance(4, 3) + T.win_chance(3, 4) == 1


def test_strength_adds_the_items_that_count_and_the_own_season_point():
    s = T.face_off(equipped=[["w5"], ["a9"]], seasons={"a9": "summer"})   # both on Summer pieces
    assert T.strength(s, 0, "attack") == 4 + 2 + 1
    assert T.strength(s, 1, "defense") == 2                               # the plate is set to Summer
    assert T.strength(s, 1, "speed") == 2


def test_odds_for_each_battle_decision(capsys):
    landed = play(T.rigged(T.face_off(), 3), "roll")
    T.odds(landed)
    out = capsys.readouterr().out
    assert out.startswith("If Aster attacks Birch:")
    assert f"gets away {float(T.win_chance(2, 3)):.0%}" in out
    attacked = play(landed, "attack p2")
    T.odds(attacked)
    out = capsys.readouterr().out
    assert out.startswith("Birch is attacked by Aster:") and f"Birch holds {float(1 - T.win_chance(5, 2)):.0%}" in out
    held = play(T.rigged(attacked, 1, 6), "defend")
    T.odds(held)
    assert capsys.readouterr().out == (f"Birch counter-attacks with Attack 5 + die against Aster Defense 4 + die: "
                                       f"wins {float(T.win_chance(5, 4)):.0%}\n")
    rookie = play(T.rigged(T.face_off(lapped=[True, False]), 3, 1, 6), "roll", "attack p2", "defend")
    T.odds(rookie)                                                 # a defender on the first lap only flees
    assert capsys.readouterr().out == "Birch may not counter-attack (not yet past the start space): only flee.\n"
    T.odds(T.position())
    assert capsys.readouterr().out.startswith("No battle decision is open: Turn 1: Aster rolls the die.")
