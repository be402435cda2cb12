"""One test (at least) per Solstice rule the book states, each from a small scenario: a teaching
position (``from_position`` through ``teach``) and rigged dice.

The ring (spaces 1-32, counter-clockwise; pieces 1-4 Summer, 5-8 Winter at the start)::

    piece 1: 1 start  2 flip     3 draw   4 flip       piece 5: 17 start 18 flip     19 draw  20 flip
    piece 2: 5 flip   6 discard  7 flip   8 flip       piece 6: 21 flip  22 discard  23 flip  24 flip
    piece 3: 9 draw   10 flip    11 flip  12 discard   piece 7: 25 draw  26 flip     27 flip  28 discard
    piece 4: 13 flip  14 draw    15 flip  16 flip      piece 8: 29 flip  30 draw     31 flip  32 flip
"""

from __future__ import annotations

import pytest

from seasons_nb.games import solstice as S
from seasons_nb.games.solstice import components as C
from seasons_nb.games.solstice.teach import face_off, position, rigged, ring

from .helpers import play, refused

CARD = C.CARD_INDEX


def new_log(before, after):
    return list(after.log)[len(before.log):]


def started(players=2, seed=0, **kw):
    """A new game with every character chosen (the first free one of each court)."""
    s = S.new_game(players, seed=seed, **kw)
    while s.phase == "setup":
        s = s.apply(s.legal_actions()[0])
    return s


def battle(dice, gap=3, **kw):
    """p1 (Blaze Captain, Attack 4) on space 2 lands on p2 (Frostfang Reaver, Defense 2) on space 5 and
    attacks; the dice after the move are ``dice``. p1 stands on a Summer piece (+1 for p1)."""
    s = rigged(face_off(gap=gap, **kw), gap, *dice)
    return play(s, "roll", "attack p2")


# ---- the contract ---------------------------------------------------------------------------------

def test_solstice_game_over():
    s = position(spaces=[29, 17], pieces="SSSSSSSW")
    s = play(rigged(s, 2), "roll", "flip piece 8")                   # Aster lands on space 31 and flips
    assert s.is_over and s.current_player is None and s.legal_actions() == []
    refused(s, "roll", "solstice.game_over")
    assert s.explain_clicks(["die"]).rule == "solstice.game_over"
    assert s.prompt.startswith("Game over.")


# ---- contents, modes, setup -----------------------------------------------------------------------

def test_solstice_contents_cards():
    kinds = [c.kind for c in C.CARDS]
    assert len(C.CHARACTERS) == 8 and len(C.CARDS) == 48
    assert [kinds.count(k) for k in ("weapon", "armor", "boots", "trinket")] == [12, 12, 12, 12]
    s = S.new_game(2, seed=3)
    assert sorted(s.draw) == list(range(48)) and s.discard == ()


def test_solstice_contents_players():
    assert S.PLAYER_COUNTS == (2, 3, 4, 5, 6, 7, 8)
    for bad in (1, 9):
        with pytest.raises(ValueError, match="players"):
            S.new_game(bad)
    assert started(8).players == 8


def test_solstice_mode_team():
    s = started(4, mode="team", date="2024-06-01")
    assert s.mode == "team"
    # the Summer Court (p1, p3) turns the ring: both win, whatever their Victory Points
    s = position(4, mode="team", spaces=[29, 17, 1, 17], pieces="SSSSSSSW", kept=[[], [], ["t10"], []])
    s = play(rigged(s, 2), "roll", "flip piece 8")
    assert s.winners == [0, 2]


def test_solstice_mode_free_for_all():
    s = started(3)
    assert s.mode == "free-for-all"
    # in a free-for-all a player may attack someone of their own court
    s = position(3, spaces=[2, 17, 5], lapped=True)
    s = play(rigged(s, 3), "roll")
    assert s.pending.kind == "attack" and s.pending.targets == (2,)


def test_solstice_setup_ring():
    s = S.new_game(2, seed=1)
    assert ring(s) == "SSSSWWWW"
    assert C.SPACE_KINDS[0] == C.SPACE_KINDS[16] == "start" and C.START_SPACE == (0, 16)
    assert C.SPACE_KINDS.count("start") == 2
    assert C.PIECE_OF[0] == 0 and C.PIECE_OF[16] == 4          # opposite pieces, 16 spaces apart


def test_solstice_setup_centre():
    s = S.new_game(2, seed=1)
    v = s.view(0)
    assert set(v.draw) == {-1} and len(v.draw) == 48          # face down: only its size shows
    s = play(rigged(position(spaces=[4, 17], kept=[["t1"], []]), 2), "roll", "pick 1")
    assert s.view(1).discard == (CARD["t1"],)                 # face up


def test_solstice_setup_start_space():
    s = S.new_game(5, seed=2)
    assert s.pos == (0, 16, 0, 16, 0)
    assert all(s.player(i).space == (1 if i % 2 == 0 else 17) for i in range(5))


def test_solstice_setup_choose():
    s = S.new_game(4, seed=0)
    assert s.current_player == 0
    s = play(s, "choose oakheart")
    assert s.current_player == 1 and s.character(0).id == "oakheart"
    s = play(s, "choose glacier")
    refused(s, "choose oakheart", "solstice.setup.choose")          # taken
    refused(s, "roll", "solstice.setup.choose")                     # everyone chooses first
    s = play(s, "choose blaze", "choose frostfang")
    assert s.phase == "play"
    assert {c.id for c in C.CHARACTERS} - {s.character(i).id for i in range(4)} == {
        "sunspear", "firefly", "snowdrift", "hailstorm"}               # set aside
    refused(s, "choose sunspear", "solstice.setup.choose")          # too late


def test_solstice_setup_shuffle():
    a, b = S.new_game(2, seed=1), S.new_game(2, seed=2)
    assert sorted(a.draw) == sorted(b.draw) == list(range(48))
    assert a.draw != b.draw and a.draw != tuple(range(48))


def test_solstice_setup_first_court():
    summer = started(4, date="2024-06-01")
    winter = started(4, date="2024-12-01")
    assert summer.seat % 2 == 0 and winter.seat % 2 == 1
    assert "Summer solstice is nearer" in summer.log[1] and "Winter solstice is nearer" in winter.log[1]


def test_solstice_setup_first_player():
    s = S.new_game(4, seed=0, date="2024-06-01")
    s = play(s, "choose blaze", "choose glacier", "choose oakheart")
    # the Summer Court is p1 and p3: a 1, 3 or 5 names p1, a 2, 4 or 6 names p3
    assert play(rigged(s, 4), "choose frostfang").seat == 2
    assert play(rigged(s, 5), "choose frostfang").seat == 0
    assert "The die shows 5" in play(rigged(s, 5), "choose frostfang").log[-1]


def test_solstice_turn_order():
    s = position(3, spaces=[1, 17, 1], to_move=1)
    s = play(rigged(s, 1, 1, 1, 1), "roll", "flip piece 5")
    assert s.seat == 2 and s.turn == 2
    s = play(s, "roll", "flip piece 1")
    assert s.seat == 0 and s.turn == 3                             # p3 is followed by p1


def test_solstice_turn_roll():
    s = position()
    assert s.legal_actions() == [S.parse_action("roll")]
    refused(s, "flip piece 1", "solstice.turn.roll")
    refused(s, "attack p2", "solstice.turn.roll")
    assert s.explain_clicks(["piece.1"]).rule == "solstice.turn.roll"


def test_solstice_turn_move():
    for die in range(1, 7):
        s = play(rigged(position(spaces=[30, 17]), die), "roll")
        assert s.pos[0] == (29 + die) % 32
        assert f"rolls {die} and moves from space 30 to space {(29 + die) % 32 + 1} " in s.log[1]


# ---- the spaces ------------------------------------------------------------------------------------

def test_solstice_draw_take():
    s = position(spaces=[1, 17], top=["w5", "t3"])
    s = play(rigged(s, 2), "roll")                                    # space 3: Draw
    assert s.pending.kind == "equip" and s.pending.card == CARD["w5"]
    assert len(s.draw) == 47 and CARD["w5"] not in s.draw


def test_solstice_draw_trinket():
    s = position(spaces=[1, 17], top=["t6"])
    s = play(rigged(s, 2), "roll")
    assert s.pack[0] == (CARD["t6"],) and s.seat == 1             # kept, and the turn is over
    assert "draws the Sun Locket (trinket, 2 diamonds)" in s.log[-1]


def test_solstice_draw_season():
    s = play(rigged(position(spaces=[1, 17], top=["w5"]), 2), "roll")
    assert s.season_of("w5") == "summer"
    s = play(rigged(position(spaces=[1, 17], top=["w5"], pieces="WSSSWWWS"), 2), "roll")
    assert s.season_of("w5") == "winter"                            # the piece's season, not the player's
    s = play(s, "equip w5")
    assert s.player(0).attack == 4                                  # a Winter sword does not help Summer


def test_solstice_draw_one_per_type():
    s = position(spaces=[1, 17], top=["w9"], equipped=[["w1"], []])
    s = play(rigged(s, 2), "roll", "equip w9")
    assert s.gear[0][0] == CARD["w9"] and s.pack[0] == (CARD["w1"],)
    assert "the Ember Dagger goes to their trinkets" in s.log[-1]
    assert s.player(0).attack == 4 + 3


def test_solstice_draw_keep():
    s = play(rigged(position(spaces=[1, 17], top=["w9"]), 2), "roll")
    assert set(map(str, s.legal_actions())) == {"equip w9", "keep w9"}
    refused(s, "keep w1", "solstice.draw.keep")
    refused(s, "roll", "solstice.draw.keep")
    s = play(s, "keep w9")
    assert s.gear[0] == (-1, -1, -1) and s.pack[0] == (CARD["w9"],) and s.seat == 1


def test_solstice_flip_piece():
    s = play(rigged(position(spaces=[1, 17]), 1), "roll")            # space 2: Flip, piece 1
    assert s.pending.kind == "flip"
    refused(s, "flip piece 2", "solstice.flip.piece")
    s = play(s, "flip piece 1")
    assert ring(s) == "WSSSWWWW" and s.seat == 1


def test_solstice_flip_item():
    s = position(spaces=[1, 17], equipped=[["w5"], ["a6"]], kept=[["t1"], []])
    s = play(rigged(s, 1), "roll")
    assert {str(a) for a in s.legal_actions()} == {"flip piece 1", "flip item w5", "flip item a6"}
    refused(s, "flip item t1", "solstice.flip.item")               # a trinket has no season
    refused(s, "flip item w9", "solstice.flip.item")               # nobody has it in play
    s = play(s, "flip item a6")                                       # another player's item
    assert s.season_of("a6") == "summer" and ring(s) == "SSSSWWWW"
    assert s.player(1).defense == 2                                 # Birch's cloak no longer counts


def test_solstice_discard_blind():
    s = position(spaces=[4, 17], equipped=[["w5", "a5"], []], kept=[["t1"], []])
    s = play(rigged(s, 2), "roll")                                    # space 6: Discard
    assert s.pending.kind == "discard" and s.current_player == 1
    assert sorted(s.fan) == sorted(s.items(0)) and len(s.fan) == 3
    assert s.prompt == "Aster rolled 2. Birch: pick one of Aster's 3 face-down items to discard."
    assert [str(a) for a in s.legal_actions()] == ["pick 1", "pick 2", "pick 3"]
    refused(s, "pick 4", "solstice.discard.blind")
    card = s.fan[1]
    s = play(s, "pick 2")
    assert s.discard[-1] == card and card not in s.items(0) and len(s.items(0)) == 2
    assert s.iseason[card] == -1 and s.fan == ()


def test_solstice_discard_reshuffle():
    s = position(spaces=[4, 17], kept=[["t1"], []], draw=[], discard=["w1", "w2"])
    assert s.draw == ()
    s = play(rigged(s, 2), "roll")
    assert s.prompt == "Aster rolled 2. Birch: pick Aster's one face-down item to discard."
    s = play(s, "pick 1")
    assert s.discard == () and len(s.draw) == 48 - 0 - 0 and sorted(s.draw) == list(range(48))
    assert "shuffled into a new draw pile" in s.log[-1]


# ---- battle -----------------------------------------------------------------------------------------

def test_solstice_battle_occupied():
    s = play(rigged(face_off(), 3), "roll")
    assert s.pending.kind == "attack" and s.pending.targets == (1,)
    assert {str(a) for a in s.legal_actions()} == {"attack p2", "no attack"}
    refused(s, "attack p1", "solstice.battle.occupied")            # yourself
    refused(s, "attack p5", "solstice.battle.occupied")            # nobody
    refused(s, "flip piece 2", "solstice.battle.occupied")         # answer first
    s3 = play(rigged(face_off(players=3), 3), "roll")
    refused(s3, "attack p3", "solstice.battle.occupied")           # p3 is not on the space


def test_solstice_battle_first_lap():
    s = play(rigged(face_off(lapped=False), 3), "roll")
    assert s.pending.kind == "flip"                                 # no battle: the space is followed
    assert s.attack_refusal(0, 1) == "solstice.battle.first_lap"
    # only the attacker's lap matters
    s = play(rigged(face_off(lapped=[True, False]), 3), "roll")
    assert s.pending.kind == "attack"


def test_solstice_battle_team():
    s = position(4, mode="team", spaces=[2, 5, 5, 1], lapped=True)
    s = play(rigged(s, 3), "roll")
    assert s.pending.targets == (1,)                               # p3 is of Aster's own court
    refused(s, "attack p3", "solstice.battle.team")


def test_solstice_battle_items():
    # the Summer sword counts for Summer Aster; Birch's armor is set to Summer and does not count
    s = battle((2, 6), equipped=[["w5"], ["a9"]], seasons={"a9": "summer"})
    s = play(s, "defend")
    assert "Aster rolls 2 + Attack 4 + 2 (Sunsteel Sword) + 1 (own season) = 9." in s.log
    assert "Birch rolls 6 + Defense 2 = 8." in s.log
    assert s.pending.kind == "steal"
    # the same, with the armor set to Winter: it adds 3
    s = play(battle((2, 6), equipped=[["w5"], ["a9"]]), "defend")
    assert "Birch rolls 6 + Defense 2 + 3 (Dawnguard Plate) = 11." in s.log


def test_solstice_battle_ignore_space():
    s = position(spaces=[25, 30], lapped=True)                     # space 30: Draw
    s = play(rigged(s, 5, 6, 1), "roll")
    assert s.pending.kind == "attack"
    draw = s.draw
    s = play(s, "attack p2")
    assert s.draw == draw and s.pending.kind == "defend"            # nothing drawn during the battle


def test_solstice_battle_defender_choice():
    s = battle(())
    assert s.current_player == 1 and s.pending.kind == "defend"
    assert [str(a) for a in s.legal_actions()] == ["escape", "defend"]
    refused(s, "roll", "solstice.battle.defender_choice")
    refused(s, "counter", "solstice.battle.defender_choice")


def test_solstice_battle_rolls():
    # Aster: 1 + Attack 4 + 1 = 6 against Birch: 5 + Defense 2 = 7: the defender wins
    s = play(battle((1, 5)), "defend")
    assert "Aster rolls 1 + Attack 4 + 1 (own season) = 6." in s.log and "Birch rolls 5 + Defense 2 = 7." in s.log
    assert s.pending.kind == "answer"
    # higher wins: 2 + 4 + 1 = 7 against 4 + 2 = 6
    s = play(battle((2, 4), kept=[[], ["t1"]]), "defend")
    assert s.pending.kind == "steal" and s.pending.thief == 0


def test_solstice_battle_own_season():
    # on Winter piece 2 the +1 goes to Birch, not to Aster
    s = play(battle((3, 3), pieces="SWSSWWWW"), "defend")
    assert "Aster rolls 3 + Attack 4 = 7." in s.log and "Birch rolls 3 + Defense 2 + 1 (own season) = 6." in s.log


def test_solstice_escape_roll():
    # Speed: Aster 2 (+1 own season), Birch 2 + Snowshoes 1 (Winter)
    s = play(battle((4, 4), equipped=[[], ["b2"]], kept=[[], ["t1"]]), "escape")
    assert "Aster rolls 4 + Speed 2 + 1 (own season) = 7." in s.log
    assert "Birch rolls 4 + Speed 2 + 1 (Snowshoes) = 7." in s.log


def test_solstice_escape_success():
    s = position(spaces=[26, 29], lapped=True, top=["w1"])         # space 30 ahead of Birch: Draw
    s = play(rigged(s, 3), "roll", "attack p2")
    s = play(rigged(s, 1, 6), "escape")
    assert s.pos[1] == 29 and s.items(1) == ()                      # one space ahead, nothing drawn
    assert "Birch escapes to space 30 (Draw, Winter piece 8), ignoring it." in " ".join(s.log[-2:])


def test_solstice_escape_forced():
    s = play(battle((6, 1, 6, 1), kept=[[], ["t1"]]), "escape")
    assert "Birch fails to escape and must battle." in s.log
    assert s.pos[1] == 4 and s.pending.kind == "steal"              # the battle was fought at once


def test_solstice_attacker_steal():
    s = play(battle((6, 1), equipped=[[], ["w6", "a6"]], kept=[[], ["t2"]]), "defend")
    assert s.current_player == 0
    assert {str(a) for a in s.legal_actions()} == {"steal w6", "steal a6", "steal t2"}
    refused(s, "steal w5", "solstice.attacker.steal")
    refused(s, "roll", "solstice.attacker.steal")
    s = play(s, "steal t2")
    assert s.pack[0] == (CARD["t2"],) and CARD["t2"] not in s.items(1)


def test_solstice_attacker_keeps_season():
    s = play(battle((6, 1), equipped=[[], ["a6"]]), "defend", "steal a6")
    assert s.season_of("a6") == "winter"                            # Birch's Winter cloak stays Winter
    s = play(s, "equip a6")
    assert s.player(0).defense == 3                                 # so it does not help Summer Aster


def test_solstice_attacker_lose_turn():
    s = play(battle((6, 1)), "defend")
    assert s.skip[1] and "Birch has no item to take and loses their next turn." in s.log
    s = play(s, "flip piece 2")                                       # Aster follows the space; the turn ends
    assert s.seat == 0 and s.turn == 3 and not s.skip[1]
    assert "Turn 2: Birch loses this turn." in s.log


def test_solstice_attacker_follow_space():
    s = position(spaces=[25, 30], lapped=True, kept=[[], ["t1"]], top=["w5"])
    s = play(rigged(s, 5, 6, 1), "roll", "attack p2", "defend", "steal t1")
    assert s.pending.kind == "equip" and s.pending.card == CARD["w5"]     # Aster now draws on space 30


def test_solstice_defender_ignore_space():
    s = position(spaces=[25, 30], lapped=True, top=["w5"])
    s = play(rigged(s, 5, 1, 6), "roll", "attack p2", "defend")
    assert s.pending.kind == "answer" and CARD["w5"] in s.draw      # Aster drew nothing
    s = play(s, "flee")
    assert s.seat == 1 and s.items(0) == ()


def test_solstice_defender_choice():
    s = play(battle((1, 6)), "defend")
    assert s.current_player == 1 and [str(a) for a in s.legal_actions()] == ["counter", "flee"]
    refused(s, "defend", "solstice.defender.choice")
    refused(s, "roll", "solstice.defender.choice")
    refused(s, "attack p2", "solstice.defender.choice")            # Birch cannot attack Birch


def test_solstice_defender_choice_in_the_books_words():
    # the book offers "escape" or "attack" the attacker; the prompt says "counter-attack": all are read
    s = play(battle((1, 6, 6, 1)), "defend")
    for text, canonical in (("escape", "flee"), ("Escape", "flee"), ("attack", "counter"), ("attack p1", "counter"),
                            ("counter-attack", "counter"), ("Counter-Attack", "counter"),
                            ("counterattack", "counter")):
        assert s.explain(text) is None, text
        assert str(s.parse_action(text)) == canonical and str(s.view(1).parse_action(text)) == canonical
        assert s.apply(text) == s.apply(canonical)
    assert str(S.parse_action("counter-attack")) == "counter"          # the prompt's word reads anywhere
    assert str(S.parse_action("escape")) == "escape"                   # the book's words only after a won defence
    # a defender on the first lap may only flee, whatever it is called
    t = play(battle((1, 6), lapped=[True, False]), "defend")
    assert t.explain("escape") is None
    for text in ("attack", "attack p1", "counter-attack"):
        refused(t, text, "solstice.battle.first_lap")
    # elsewhere the words keep their own meaning: here escape is the defender's first answer
    d = battle((1, 6))
    assert str(d.parse_action("escape")) == "escape" and d.apply("escape").log[-1] != s.apply("flee").log[-1]


def test_solstice_defender_flee():
    s = play(battle((1, 6)), "defend", "flee")                       # space 6 is a Discard space ...
    assert s.pos[1] == 5 and s.seat == 1                            # ... but Birch holds nothing
    assert "Birch flees to space 6 (Discard, Summer piece 2) and must discard." in s.log
    s = play(battle((1, 6), kept=[[], ["t1"]]), "defend", "flee")
    assert s.pending.kind == "discard" and s.pending.discarder == 1 and s.current_player == 0
    s = play(s, "pick 1")
    assert s.discard[-1] == CARD["t1"] and s.seat == 1
    # onto a space that is not a Discard space: ignored
    s = position(spaces=[26, 29], lapped=True, top=["w1"])
    s = play(rigged(s, 3, 1, 6), "roll", "attack p2", "defend", "flee")
    assert s.pos[1] == 29 and s.items(1) == () and s.seat == 1


def test_solstice_defender_counter():
    before = play(battle((1, 6, 2, 2)), "defend")
    assert before.pending.kind == "answer"
    s = play(before, "counter")
    # roles reversed: Birch rolls first, on Attack; Aster on Defense; there is no escape to choose
    assert new_log(before, s)[:4] == ["Birch counter-attacks Aster.", "Birch rolls 2 + Attack 5 = 7.",
                                      "Aster rolls 2 + Defense 3 + 1 (own season) = 6.", "Birch wins the battle."]


def test_solstice_defender_counter_win():
    s = play(battle((1, 6, 6, 1), kept=[["t3"], []]), "defend", "counter")
    assert s.pending.kind == "steal" and s.pending.thief == 1 and s.current_player == 1
    s = play(s, "steal t3")
    assert s.pack[1] == (CARD["t3"],) and s.seat == 1               # the turn ends: Aster follows nothing
    assert s.pending.kind == "roll"
    # a beaten attacker with nothing loses their next turn
    s = play(battle((1, 6, 6, 1)), "defend", "counter")
    assert s.skip[0] and s.seat == 1


def test_solstice_defender_counter_loss():
    s = play(battle((1, 6, 1, 6)), "defend", "counter")
    assert s.pos[1] == 5 and s.seat == 1                            # Birch escapes onto space 6 (Discard, nothing)
    s = position(spaces=[26, 29], lapped=True, top=["w1"])        # the next space, 30, is a Draw space
    s = play(rigged(s, 3, 1, 6, 1, 6), "roll", "attack p2", "defend", "counter")
    assert s.pos[1] == 29 and CARD["w1"] in s.draw and s.seat == 1 and not s.skip[1]


# ---- the end ----------------------------------------------------------------------------------------

def test_solstice_end_one_season():
    s = position(spaces=[29, 17], pieces="SSSSSSSW")
    s = play(rigged(s, 2), "roll")
    assert not s.is_over
    s = play(s, "flip piece 8")
    assert s.is_over and s.winning_court() == 0 and ring(s) == "SSSSSSSS"
    assert "The whole ring shows Summer" in s.log[-1]


def test_solstice_end_team():
    s = position(4, mode="team", spaces=[1, 17, 1, 28], to_move=3, pieces="SWWWWWWW", kept=[["t10"], [], [], []])
    s = play(rigged(s, 6), "roll", "flip piece 1")                   # Daisy (Winter) lands on space 2, piece 1
    assert s.winners == [1, 3] and "so Birch and Daisy win" in s.prompt


def test_solstice_end_ruler():
    s = position(4, spaces=[29, 17, 1, 17], pieces="SSSSSSSW",
                 equipped=[["w1"], ["w2", "a2", "b2"], ["w3", "a3"], []], kept=[[], ["t10"], [], []])
    s = play(rigged(s, 2), "roll", "flip piece 8")
    assert s.scores == [1, 6, 2, 0]
    assert s.winners == [2]                                        # Cedar rules Summer; Birch's 6 VP are Winter's
    assert "Cedar rules it with 2 Victory Points" in s.prompt


def test_solstice_end_victory_points():
    s = position(2, equipped=[["w9", "a1"], []], kept=[["t10", "t1", "b3"], ["t6"]])
    assert s.vp(0) == 1 + 1 + 3 + 1 + 1 and s.vp(1) == 2
    assert s.scores == [7, 2] and s.player(0).vp == 7


def test_solstice_attacker_follow_space_onto_a_discard():
    # Aster wins on space 6 (Discard), takes Birch's trinket, then discards from her own items
    s = position(spaces=[4, 6], lapped=True, kept=[["t1"], ["t2"]])
    s = play(rigged(s, 2, 6, 1), "roll", "attack p2", "defend", "steal t2")
    assert s.pending.kind == "discard" and s.pending.discarder == 0 and s.current_player == 1
    assert sorted(s.fan) == sorted([CARD["t1"], CARD["t2"]])


def test_solstice_battle_first_lap_refusal_after_the_move():
    # on the first lap no attack question opens; attacking (typed or by clicking the token) names the rule
    s = play(rigged(face_off(lapped=False), 3), "roll")
    assert s.pending.kind == "flip"
    e = refused(s, "attack p2", "solstice.battle.first_lap")
    assert "first lap" in str(e)
    assert s.explain_clicks(["seat.2"]).rule == "solstice.battle.first_lap"
    refused(s, "attack p1", "solstice.ours.flip_required")          # yourself: not a battle question
    # before the roll the open question is the roll, whoever stands on your space
    s = position(spaces=[5, 5], lapped=False)
    refused(s, "attack p2", "solstice.turn.roll")


def test_solstice_battle_team_refusal_after_the_move():
    # only a team-mate on the space: no attack question opens, and attacking them names the team rule
    s = play(rigged(position(4, mode="team", spaces=[2, 17, 5, 1], lapped=True), 3), "roll")
    assert s.pending.kind == "flip"
    refused(s, "attack p3", "solstice.battle.team")
    refused(s, "attack p2", "solstice.ours.flip_required")           # Birch is elsewhere
    # after a draw, while the drawn item waits to be equipped or kept
    s = play(rigged(position(4, mode="team", spaces=[1, 17, 3, 1], lapped=True, top=["w5"]), 2), "roll")
    assert s.pending.kind == "equip"
    refused(s, "attack p3", "solstice.battle.team")


def test_solstice_battle_first_lap_counter():
    # a counter-attack is an attack: a defender still on the first lap who wins may only flee
    s = battle((1, 6), lapped=[True, False])                       # Aster 1+4+1 = 6 against Birch 6+2 = 8
    s = play(s, "defend")
    assert s.pending.kind == "answer" and s.current_player == 1
    assert [str(a) for a in s.legal_actions()] == ["flee"]
    e = refused(s, "counter", "solstice.battle.first_lap")
    assert "first lap" in str(e) and "Birch" in str(e)
    assert s.explain_clicks(["choice.counter"]).rule == "solstice.battle.first_lap"
    assert s.click_options([]) == (["choice.flee"], [])
    assert "counter-attack" not in s.prompt.split(":")[-1] and "flee" in s.prompt
    after = play(s, "flee")
    assert after.pos[1] == 5 and "Birch flees to space 6" in " ".join(new_log(s, after))
    # once past the start space the same defender may counter-attack
    s = play(battle((1, 6), lapped=True), "defend")
    assert [str(a) for a in s.legal_actions()] == ["counter", "flee"]
