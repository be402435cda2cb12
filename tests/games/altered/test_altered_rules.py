"""One test (at least) per Altered rule the sources state, each from a small scenario: a teaching
position (``from_position`` through ``teach``, see ``helpers.pos``) or a seeded new game.

The track of the scenarios (``helpers.TRACK``, regions 1-8 as ``from_position`` numbers them)::

    1 FMW (Hero Region)  2 F  3 MW  4 FW  5 M  6 W  7 FM  8 FMW (Companion Region)

``marks`` are (Hero region, Companion region); ``State.marks`` holds them 0-based.
"""

from __future__ import annotations

import pytest

from seasons_nb.games import altered as A
from seasons_nb.games.altered import components as C
from seasons_nb.games.altered import teach as T

from .helpers import CARD, F, M, W, add, cost, dusk, ids, legal, new_log, play, pos, refused, stats, units


def opened(seed=0, **kw):
    """A new game after the opening: each player put the first 3 cards of their hand into Mana."""
    s = A.new_game(seed=seed, **kw)
    while s.phase == "opening":
        s = play(s, f"mana {C.CARDS[s.hand[s.seat][0]].id}")
    return s


# ---- the contract ---------------------------------------------------------------------------------

def test_altered_game_over_nothing_more_can_be_played():
    s = pos(marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}])
    s = dusk(s)
    assert s.is_over and s.winners == [0] and s.current_player is None
    assert s.legal_actions() == []
    for text in ("pass", "play fox to hero", "discard fox", "no mana"):
        refused(s, text, "altered.game_over")
    assert s.explain_clicks(["choice.pass"]).rule == "altered.game_over"
    assert s.prompt.startswith("Game over. ")


# ---- the track, decks and setup -----------------------------------------------------------------------

def test_altered_goal_the_higher_total_distance_wins_once_markers_meet():
    # the goal is said as the complete rules decide it, not as the summary's race to meet first
    goal = A.RULES["altered.goal"]
    assert goal.section.startswith("complete rules") and not goal.ours
    assert "higher total distance" in goal.text and "Arena" in goal.text
    assert "summary" in goal.text                     # says where our reading differs from the summary's words
    doc = " ".join(A.__doc__.split())
    assert "higher total distance" in doc and "tie goes to the Arena" in doc
    assert "first player whose two markers meet wins" not in doc
    # both meet at the same Night: the one who travelled farther wins, not the one who got there first
    s = dusk(pos(marks=[(4, 5), (4, 5)], boosts=[{"hero": {"forest": 2}, "companion": {"mountain": 1}},
                                                  {"hero": {"water": 2}}]))
    assert s.scores == [8, 7] and s.winners == [0]


def test_altered_goal_one_player_alone_meets_and_wins():
    # Aster's Hero stands on region 4, the Companion on region 5: 3 + 3 = 6 regions travelled
    s = pos(marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}])
    assert s.scores == [6, 0] and s.distance(0) == 6
    assert s.will_advance(0, 0) and not s.will_advance(0, 1)
    s = dusk(s)
    assert s.marks[0] == (4, 4) and s.scores == [7, 0]
    assert s.is_over and s.winner == 0 and s.winners == [0]
    assert s.log[-1] == "Aster's markers have met: Aster wins (7 regions to 0)."
    assert s.result_text() == "Aster's Hero and Companion meet (7 regions travelled): Aster wins."


def test_altered_track_regions_eight_in_a_row():
    assert C.REGIONS == 8 and C.TUMULTS == 3
    s = pos(revealed=[True, True, True])
    names = [C.TERRAINS[t][0].upper() for r in range(8) for t in s.region_terrains(r)]
    per_region = ["".join(C.TERRAINS[t][0].upper() for t in s.region_terrains(r)) for r in range(8)]
    assert per_region == ["FMW", "F", "MW", "FW", "M", "W", "FM", "FMW"]
    assert len(names) == 3 + 9 + 3          # each Tumult card shows all three terrains once
    assert T.track(s) == "1:FMW[H1H2] 2:F 3:MW 4:FW 5:M 6:W 7:FM 8:FMW[C1C2]"


def test_altered_track_tumult_three_cards_shuffled_face_down():
    assert C.TUMULT_SIDES == (((0,), (1, 2)), ((1,), (0, 2)), ((2,), (0, 1)))
    seen_orders, seen_flips = set(), set()
    for seed in range(30):
        s = A.new_game(seed=seed)
        assert sorted(k for k, _ in s.tumult) == [0, 1, 2]
        assert s.revealed == (False, False, False)
        assert [s.region_terrains(r) for r in range(1, 7)] == [()] * 6
        seen_orders.add(tuple(k for k, _ in s.tumult))
        seen_flips.update(fl for _, fl in s.tumult)
    assert len(seen_orders) == 6 and seen_flips == {False, True}
    # a flipped card shows its pair first
    s = pos(tumult=["MW|F", "M|FW", "FM|W"], revealed=[True] * 3)
    assert s.tumult == ((0, True), (1, False), (2, True))
    assert [s.region_terrains(r) for r in range(1, 7)] == [(1, 2), (0,), (1,), (0, 2), (0, 1), (2,)]


def test_altered_track_ends_count_all_three_terrains():
    s = pos()
    assert s.region_terrains(0) == s.region_terrains(7) == (F, M, W)
    assert s.region_terrains(1) == ()                    # face down in between
    # winning Water alone is enough on an end region; so is Mountain at the other end
    s = pos(boosts=[{"hero": {"water": 1}}, {"companion": {"mountain": 1}}])
    assert s.will_advance(0, 0) and s.will_advance(1, 1)
    s = dusk(s)
    assert s.marks == ((1, 7), (0, 6))


def test_altered_track_face_down_region_has_no_terrain_until_a_marker_arrives():
    s = pos(hands=[["tailwind"], []], mana=[5, 0])
    assert s.revealed == (False, False, False) and s.region_terrains(1) == s.region_terrains(2) == ()
    assert s.view(0).tumult == ((-1, False),) * 3
    t = play(s, "play tailwind to hero")
    assert t.marks[0] == (1, 7) and t.revealed == (True, False, False)
    assert t.region_terrains(1) == (F,) and t.region_terrains(2) == (M, W)    # both regions of the card
    assert new_log(s, t)[-2:] == ["Aster's Hero marker moves forward to region 2.",
                                  "A Tumult card turns face up: region 2 is Forest, region 3 is Mountain and Water."]
    assert t.view(1).tumult == ((0, False), (-1, False), (-1, False))
    # reaching a card at Dusk turns it up too (here the Companion's, from the other end)
    u = dusk(pos(boosts=[{"companion": {"forest": 1}}, {}]))
    assert u.marks[0] == (0, 6) and u.revealed == (False, False, True)
    assert u.region_terrains(6) == (F, M) and u.region_terrains(5) == (W,)
    assert "A Tumult card turns face up: region 6 is Water, region 7 is Forest and Mountain." in u.log


def test_altered_expedition_two_markers_start_at_the_ends_and_travel_toward_each_other():
    s = A.new_game(seed=4)
    assert s.marks == ((0, 7), (0, 7)) and s.exped == (((), ()), ((), ()))
    assert s.scores == [0, 0]
    s = dusk(pos(boosts=[{"hero": {"forest": 1}, "companion": {"water": 1}}, {}]))
    assert s.marks[0] == (1, 6) and s.marks[1] == (0, 7) and s.scores == [2, 0]
    assert s.player(0).marks == (2, 7)                     # 1-based in the summary


def test_altered_expedition_facing_hero_against_hero_wherever_the_markers_stand():
    # Aster's Hero (region 2, Forest) is measured against Birch's Hero (region 1), not against Birch's
    # bigger Companion; Birch's Companion (region 8) against Aster's Companion (region 7, FM)
    s = pos(marks=[(2, 7), (1, 8)], expeditions=[{"hero": ["sprout"], "companion": []},
                                                 {"hero": [], "companion": ["oakherd"]}])
    assert s.totals(0, 0) == stats("sprout") and s.totals(1, 1) == stats("oakherd")
    assert stats("sprout")[F] > 0 and stats("oakherd")[F] > stats("sprout")[F]
    assert s.will_advance(0, 0) and s.will_advance(1, 1)
    assert not s.will_advance(0, 1) and not s.will_advance(1, 0)
    t = dusk(s)
    assert t.marks == ((2, 6), (0, 6))


def test_altered_deck_size_at_least_39_cards_besides_the_hero():
    cards = {c.id: 3 for c in C.CARDS[:13]}
    assert sum(cards.values()) == 39
    hero, counts = C.validate_deck("ilse", cards)
    assert hero == C.HERO_INDEX["ilse"] and sum(counts) == 39
    cards[C.CARDS[0].id] = 2
    with pytest.raises(ValueError, match=r"altered\.deck\.size.*has 38"):
        C.validate_deck("ilse", cards)
    with pytest.raises(ValueError, match=r"field 'decks\[1\]'.*at least 39"):
        A.new_game(decks=["greenwood", {"hero": "ilse", "cards": cards}])
    with pytest.raises(ValueError, match="a deck needs one Hero"):
        C.validate_deck(None, {c.id: 3 for c in C.CARDS[:13]})


def test_altered_deck_copies_at_most_3_of_a_name():
    cards = {c.id: 3 for c in C.CARDS[:13]}
    cards["fox"] = 4
    with pytest.raises(ValueError, match=r"altered\.deck\.copies.*too many fox"):
        C.validate_deck("haldor", cards)
    with pytest.raises(ValueError, match=r"field 'decks\[0\]'.*3 copies"):
        A.new_game(decks=[{"hero": "haldor", "cards": cards}, "ironpeak"])
    with pytest.raises(ValueError, match="field 'decks\\[0\\]'.*3 copies"):
        pos(decks=[{"hero": "haldor", "cards": cards}, "ironpeak"])


def test_altered_setup_draw_six_cards_each_from_a_shuffled_deck():
    s = A.new_game(seed=2)
    for seat in (0, 1):
        assert len(s.hand[seat]) == 6 and list(s.hand[seat]) == sorted(s.hand[seat])
        counts = [0] * C.N_CARDS
        for c in (*s.hand[seat], *s.deck[seat]):
            counts[c] += 1
        assert tuple(counts) == s.decks[seat][1] and len(s.deck[seat]) == sum(s.decks[seat][1]) - 6
    assert A.new_game(seed=3).deck[0] != s.deck[0]
    assert A.new_game(seed=2) == s
    assert "draw 6 cards" in s.log[0]


def test_altered_setup_mana_three_cards_first_player_first_as_ready_orbs():
    s = A.new_game(seed=1)
    first, other = s.first, 1 - s.first
    assert s.phase == "opening" and s.seat == first and s.pending == "mana" and s.opening_left(first) == 3
    assert legal(s) == [f"mana {c}" for c in dict.fromkeys(ids(s.hand[first]))]
    refused(s, "pass", "altered.setup.mana")
    refused(s, "no mana", "altered.setup.mana")
    missing = next(c.id for c in C.CARDS if C.CARD_INDEX[c.id] not in s.hand[first])
    refused(s, f"mana {missing}", "altered.setup.mana")
    hand = ids(s.hand[first])
    t = play(s, f"mana {hand[0]}", f"mana {hand[1]}")
    assert t.seat == first and t.opening_left(first) == 1
    assert t.prompt == f"Opening: {t.names[first]}, put 1 more card from your hand into Mana."
    t = play(t, f"mana {hand[2]}")
    assert t.seat == other and t.phase == "opening" and t.opening_left(other) == 3
    assert sorted(t.mana[first]) == sorted(CARD[c] for c in hand[:3]) and len(t.hand[first]) == 3
    theirs = ids(t.hand[other])
    t = play(t, *(f"mana {c}" for c in theirs[:3]))
    assert t.phase == "afternoon" and t.spent == (0, 0)
    assert t.ready_mana(0) == t.ready_mana(1) == 3
    assert t.log[-1] == f"{t.names[other]} puts a card into Mana (3 orbs)."


def test_altered_setup_first_player_is_chosen_at_random():
    firsts = {A.new_game(seed=k).first for k in range(12)}
    assert firsts == {0, 1}
    for k in range(6):
        s = A.new_game(seed=k)
        assert s.seat == s.first and f"{s.names[s.first]} goes first." in s.log[0]


def test_altered_setup_skip_morning_day_1_starts_at_noon():
    s = opened(seed=5, decks=["tidewater", "tidewater"])
    assert s.phase == "afternoon" and s.day == 1 and s.seat == s.first
    assert [len(h) for h in s.hand] == [3, 3]                # no Morning draw on Day 1
    assert all("Morning" not in line for line in s.log)
    # but Noon happens: Maren's At Noon effect, first player first
    noon = [line for line in s.log if line.startswith("At Noon")]
    assert noon == [f"At Noon, Maren of the Tides acts for {s.names[s.first]}.",
                    f"At Noon, Maren of the Tides acts for {s.names[1 - s.first]}."]
    assert s.boosts == (((0, 0, 0), (0, 0, 1)),) * 2


# ---- a Day ------------------------------------------------------------------------------------------

def test_altered_day_phases_morning_noon_afternoon_dusk_night():
    s = pos(heroes=("maren", "haldor"), hands=[["fox"], ["goat"]], mana=[3, 3],
            boosts=[{"hero": {"forest": 1}}, {}])
    s = play(s, "pass", "pass")                          # Dusk and Night resolve at once
    assert s.phase == "morning" and s.day == 2 and s.first == 1 and s.seat == 1
    lines = new_log(pos(heroes=("maren", "haldor"), hands=[["fox"], ["goat"]], mana=[3, 3],
                        boosts=[{"hero": {"forest": 1}}, {}]), s)
    assert lines[:3] == ["Aster passes.", "Birch passes.", "Aster's Hero marker moves forward to region 2."]
    order = [next(i for i, line in enumerate(lines) if key in line)
             for key in ("Dusk: neither of Birch's", "Night: the Characters rest", "Day 2, Morning")]
    assert order == sorted(order)
    s = play(s, "no mana", "no mana")                   # Noon, then the Afternoon
    assert s.phase == "afternoon" and s.day == 2 and s.seat == 1
    assert s.log[-2:] == ("At Noon, Maren of the Tides acts for Aster.",
                          "Aster's Companion expedition gets +1 Water until Night.")
    assert s.boosts[0] == ((0, 0, 0), (0, 0, 1))      # Night cleared the old boost; Noon gave a new one


def test_altered_morning_first_player_token_passes():
    s = dusk(pos(first=0))
    assert s.first == 1 and s.seat == 1 and s.phase == "morning"
    assert "Day 2, Morning: Birch takes the first-player token; everything readies." in s.log
    s = dusk(play(s, "no mana", "no mana"))             # Birch passes first now
    assert s.first == 0 and s.seat == 0 and s.day == 3


def test_altered_morning_ready_orbs_hero_cards_and_landmarks():
    s = pos(mana=[4, 4], spent=[3, 4], hero_ready=[False, False],
            landmarks=[[("mill", False, True)], [("tower", False, True)]],
            expeditions=[{"hero": [("cairn", False, True)]}, {"companion": [("lantern", True, True)]}])
    s = dusk(s)
    assert s.spent == (0, 0) and s.hero_ready == (True, True)
    assert [u.exhausted for seat in (0, 1) for u in s.landmarks[seat]] == [False, False]
    assert units(s, 0, 0) == [("cairn", False, False)] and units(s, 1, 1) == [("lantern", True, False)]
    assert legal(play(s, "no mana", "no mana"))[:2] == ["exhaust haldor to hero", "exhaust haldor to companion"]


def test_altered_morning_draw_two_each_first_player_first():
    s = pos(first=0)
    before = [len(d) for d in s.deck]
    t = dusk(s)
    assert [len(h) for h in t.hand] == [2, 2] and [len(d) for d in t.deck] == [n - 2 for n in before]
    assert t.hand[1] == tuple(sorted(s.deck[1][-2:])) and t.hand[0] == tuple(sorted(s.deck[0][-2:]))
    lines = new_log(s, t)
    assert lines.index("Birch draws 2 cards.") < lines.index("Aster draws 2 cards.")


def test_altered_morning_mana_one_card_or_none_first_player_first():
    s = pos(phase="morning", day=2, first=1, hands=[["fox", "goat"], ["bear", "ram"]], mana=[3, 3], spent=[0, 0])
    assert s.seat == 1 and s.pending == "morning" and legal(s) == ["mana bear", "mana ram", "no mana"]
    assert s.prompt == "Day 2, Morning: Birch, put one card from your hand into Mana, or keep your hand."
    refused(s, "mana fox", "altered.morning.mana")            # not in Birch's hand
    refused(s, "play ram to hero", "altered.morning.mana")
    refused(s, "pass", "altered.morning.mana")
    t = play(s, "mana ram")
    assert t.seat == 0 and t.phase == "morning" and t.mana[1] and len(t.mana[1]) == 4
    assert CARD["ram"] in t.mana[1] and t.hand[1] == (CARD["bear"],) and t.ready_mana(1) == 4
    t = play(t, "no mana")
    assert t.phase == "afternoon" and t.seat == 1 and len(t.mana[0]) == 3 and len(t.hand[0]) == 2
    assert "Aster keeps their hand." in t.log
    refused(t, "mana bear", "altered.morning.mana")           # only in the Morning


def test_altered_noon_triggers_every_at_noon_effect_first_player_first():
    s = pos(heroes=("maren", "maren"), phase="morning", day=2, first=1, mana=[3, 3],
            landmarks=[["shrine", "orchard"], ["shrine"]],
            expeditions=[{"hero": ["cairn"]}, {"companion": ["lantern"]}])
    t = play(s, "no mana", "no mana")
    lines = [line for line in new_log(s, t) if line.startswith("At Noon")]
    assert lines == ["At Noon, Maren of the Tides acts for Birch.", "At Noon, Birch's Tidewell Shrine acts.",
                     "At Noon, Birch's Gloaming Lantern acts.",
                     "At Noon, Maren of the Tides acts for Aster.", "At Noon, Aster's Tidewell Shrine acts.",
                     "At Noon, Aster's Harvest Orchard acts.", "At Noon, Aster's Trail Cairn acts."]
    assert t.boosts[0] == ((0, 1, 1), (0, 0, 2))
    assert t.boosts[1] == ((0, 0, 1), (1, 1, 3))
    assert len(t.mana[0]) == 4 and t.spent == (1, 0)           # the Orchard's orb arrives exhausted
    assert t.phase == "afternoon" and t.seat == 1


def test_altered_afternoon_alternate_first_player_starts():
    s = pos(first=1, hands=[["sprout", "goat"], ["otter", "sprout"]], mana=[3, 3])
    assert s.seat == 1
    s = play(s, "play otter to hero")
    assert s.seat == 0
    s = play(s, "play sprout to companion")
    assert s.seat == 1
    s = play(s, "play sprout to hero")
    assert s.seat == 0 and s.phase == "afternoon"
    assert s.prompt == f"Day 1, Afternoon: Aster's turn ({3 - cost('sprout')} ready Mana). Play a card, use a quick action, or pass."


def test_altered_afternoon_quick_actions_any_number_before_playing():
    s = pos(hands=[["sprout"], ["goat"]], mana=[3, 3], spent=[2, 0], reserve=[["sentry"], []],
            expeditions=[{"hero": ["scout"]}, {}], landmarks=[["mill"], []])
    hand = len(s.hand[0])
    t = play(s, "exhaust ilse", "exhaust mill", "exhaust scout in hero", "support sentry to companion")
    assert t.seat == 0 and t.phase == "afternoon" and t.spent[0] == 0
    assert len(t.hand[0]) == hand + 1 and t.boosts[0][1] == (0, 2, 0)
    assert t.discard[0] == (CARD["sentry"],) and t.reserve[0] == ()
    assert t.hero_ready[0] is False and units(t, 0, 0) == [("scout", False, True)]
    t = play(t, "play sprout to hero")
    assert t.seat == 1


def test_altered_quick_exhaust_once_per_day_for_hero_landmark_and_character():
    s = pos(heroes=("haldor", "ilse"), hands=[[], []], mana=[3, 3], spent=[1, 0],
            expeditions=[{"companion": ["keeper"]}, {}], landmarks=[["tower", "mill"], []])
    assert set(legal(s)) >= {"exhaust haldor to hero", "exhaust haldor to companion", "exhaust keeper in companion",
                             "exhaust tower to hero", "exhaust tower to companion", "exhaust mill"}
    refused(s, "exhaust haldor", "altered.ours.effects")      # its effect needs an expedition
    refused(s, "exhaust keeper", "altered.quick.exhaust")     # not a Landmark of Aster's
    refused(s, "exhaust scout in hero", "altered.quick.exhaust")
    refused(s, "exhaust ilse", "altered.type.hero")           # Birch's Hero
    refused(s, "exhaust cairn", "altered.quick.exhaust")
    t = play(s, "exhaust haldor to hero", "exhaust tower to hero", "exhaust keeper in companion", "exhaust mill")
    assert t.boosts[0][0] == (0, 3, 0)
    assert len(t.mana[0]) == 4 and t.spent[0] == 1            # grow: +1 exhausted orb; mill: ready 1
    for text in ("exhaust haldor to hero", "exhaust tower to companion", "exhaust keeper in companion",
                 "exhaust mill"):
        e = refused(t, text, "altered.quick.exhaust")
        assert "already exhausted" in str(e)
    assert [a for a in legal(t) if a.startswith("exhaust")] == []
    # a second copy in the same place is a second card to exhaust
    u = pos(expeditions=[{"hero": ["scout", "scout"]}, {}])
    u = play(u, "exhaust scout in hero")
    assert "exhaust scout in hero" in legal(u)
    u = play(u, "exhaust scout in hero")
    refused(u, "exhaust scout in hero", "altered.quick.exhaust")


def test_altered_quick_support_discards_a_reserve_card_for_its_effect():
    s = pos(reserve=[["gust", "pilgrim", "fox"], []], marks=[(1, 8), (3, 8)], revealed=[True, False, False])
    assert set(legal(s)) >= {"support gust to hero", "support gust to companion", "support pilgrim to hero",
                             "support pilgrim to companion"}
    refused(s, "support fox", "altered.quick.support")        # no effect from the Reserve
    refused(s, "support sentry to hero", "altered.quick.support")   # not in the Reserve
    refused(s, "support gust", "altered.ours.effects")        # aims at an expedition
    t = play(s, "support gust to hero")                         # push Birch's Hero back from region 3 to 2
    assert t.marks[1] == (1, 7) and t.reserve[0] == (CARD["pilgrim"], CARD["fox"])
    assert t.discard[0] == (CARD["gust"],) and t.seat == 0
    assert new_log(s, t) == ["Aster discards the Tidal Gust from the Reserve for its effect.",
                             "Birch's Hero marker moves back to region 2."]
    t = play(t, "support pilgrim to companion")
    assert t.marks[0] == (0, 6) and t.revealed == (True, False, True) and t.seat == 0


def test_altered_afternoon_play_one_card_ends_the_turn():
    s = pos(hands=[["sprout", "goat"], ["otter"]], mana=[3, 3])
    t = play(s, "play goat to hero")
    assert t.seat == 1 and t.hand[0] == (CARD["sprout"],)
    refused(t, "play sprout to hero", "altered.cost.source")   # Birch's turn: Birch has no Sprout
    assert t.log[-1] == f"Aster plays the Crag Goat from the hand to the Hero expedition for {cost('goat')} Mana."


def test_altered_afternoon_pass_takes_no_more_part_and_the_other_plays_on():
    s = pos(hands=[["sprout", "goat"], ["fox"]], mana=[3, 3])
    s = play(s, "play sprout to hero", "pass")
    assert s.passed == (False, True) and s.seat == 0 and s.log[-1] == "Birch passes."
    s = play(s, "play goat to companion")
    assert s.seat == 0 and s.phase == "afternoon"             # Birch is skipped
    refused(s, "play fox to hero", "altered.cost.source")     # Aster decides, and has no Fox
    t = play(s, "pass")
    assert t.phase == "morning" and t.day == 2 and t.passed == (False, False)
    assert t.hand[1][:1] == (CARD["fox"],) or CARD["fox"] in t.hand[1]    # Birch never played
    # passing also ends quick actions: the passed player never decides again this Afternoon
    u = play(pos(hands=[[], ["fox"]], mana=[3, 3]), "pass", "pass")
    assert u.phase == "morning" and u.day == 2


def test_altered_cost_mana_exhausts_as_many_ready_orbs_as_the_cost():
    s = pos(hands=[["bear", "sprout"], []], mana=[4, 0], spent=[2, 0])
    assert s.ready_mana(0) == 2 and cost("bear") > 2
    assert "play bear to hero" not in legal(s)
    e = refused(s, "play bear to hero", "altered.cost.mana")
    assert f"costs {cost('bear')} from the hand" in str(e) and "2 ready Mana Orbs" in str(e)
    t = play(s, "play sprout to hero")
    assert t.spent[0] == 2 + cost("sprout") and len(t.mana[0]) == 4
    # a free card: no orb at all
    assert all(c.hand >= 0 for c in C.CARDS)


def test_altered_cost_source_hand_cost_from_hand_reserve_cost_from_reserve():
    assert cost("fox") != cost("fox", "reserve")
    s = pos(hands=[["fox"], []], reserve=[["fox"], []], mana=[cost("fox", "reserve"), 0])
    assert [a for a in legal(s) if "fox" in a] == ["play fox from reserve to hero", "play fox from reserve to companion"]
    refused(s, "play fox to hero", "altered.cost.mana")
    t = play(s, "play fox from reserve to hero")
    assert t.spent[0] == cost("fox", "reserve") and t.ready_mana(0) == 0
    e = refused(pos(reserve=[["bear"], []], mana=[5, 0]), "play bear to hero", "altered.cost.source")
    assert "play bear from reserve to hero" in str(e)
    e = refused(pos(hands=[["bear"], []], mana=[5, 0]), "play bear from reserve to hero", "altered.cost.source")
    assert "'play bear to hero'" in str(e)


def test_altered_effect_when_arrow_any_hand_only_and_reserve_only():
    def played(text, where):
        s = pos(**{where: [["doe", "heron", "dawn"], []]}, mana=[5, 0])
        return s, play(s, text)

    # from: hand (the Doe grows only from the hand)
    s, t = played("play doe to hero", "hands")
    assert len(t.mana[0]) == 6 and t.spent[0] == cost("doe") + 1
    s, t = played("play doe from reserve to hero", "reserve")
    assert len(t.mana[0]) == 5 and t.spent[0] == cost("doe", "reserve")
    # from: reserve (the Heron draws only from the Reserve)
    s, t = played("play heron to hero", "hands")
    assert len(t.hand[0]) == len(s.hand[0]) - 1
    s, t = played("play heron from reserve to hero", "reserve")
    assert len(t.hand[0]) == 1 and "Aster draws 1 card." in t.log
    # from: any (the Chorus draws either way)
    for text, where in (("play dawn", "hands"), ("play dawn from reserve", "reserve")):
        s, t = played(text, where)
        assert new_log(s, t)[1] == "Aster draws 1 card."
    # the words show the marks
    marks = [C.card_text(CARD[c]).split(": ", 1)[1].split(" ", 1)[0] for c in ("dawn", "doe", "heron")]
    assert len(set(marks)) == 3 and set(marks) == set(C.WHEN_MARKS)
    assert "only when played from hand" in C.WHEN_MARKS[marks[1]]
    assert "only when played from the Reserve" in C.WHEN_MARKS[marks[2]]


def test_altered_type_character_joins_an_expedition_and_adds_its_values():
    s = pos(hands=[["fox", "bear"], []], mana=[6, 0])
    refused(s, "play fox", "altered.type.character")
    t = play(s, "play fox to companion", "pass", "play bear to companion")
    assert units(t, 0, 1) == [("fox", False, False), ("bear", False, False)]
    assert t.totals(0, 1) == add(stats("fox"), stats("bear")) and t.totals(0, 0) == (0, 0, 0)
    assert t.player(0).companion_expedition == (("fox", False, False), ("bear", False, False))


def test_altered_type_spell_resolves_then_goes_to_the_reserve():
    s = pos(hands=[["gust", "dawn"], []], mana=[6, 0])
    refused(s, "play gust", "altered.ours.effects")           # the Gust's boost needs an expedition
    refused(s, "play dawn to hero", "altered.ours.effects")   # the Chorus names none
    t = play(s, "play gust to companion")
    assert t.boosts[0][1] == (0, 0, 2) and t.reserve[0] == (CARD["gust"],) and t.exped[0] == ((), ())
    assert t.discard[0] == ()
    assert "play gust from reserve to hero" in legal(play(t, "pass"))


def test_altered_type_permanent_stays_in_its_expedition_or_the_landmarks():
    s = pos(hands=[["cairn", "tower"], []], mana=[6, 0])
    refused(s, "play cairn", "altered.type.permanent")
    refused(s, "play tower to hero", "altered.ours.effects")
    t = play(s, "play cairn to hero", "pass", "play tower")
    assert units(t, 0, 0) == [("cairn", False, False)] and t.totals(0, 0) == (0, 0, 0)
    assert [C.CARDS[u.card].id for u in t.landmarks[0]] == ["tower"]
    t = play(t, "pass")
    assert units(t, 0, 0) == [("cairn", False, False)] and len(t.landmarks[0]) == 1
    assert t.reserve[0] == () and t.discard[0] == ()


def test_altered_type_hero_is_not_played_and_sets_the_limits():
    s = pos(heroes=("ilse", "maren"))
    assert (s.reserve_limit(0), s.landmark_limit(0)) == (2, 3)
    assert (s.reserve_limit(1), s.landmark_limit(1)) == (3, 2)
    assert s.hero(0).id == "ilse" and s.player(1).hero == "maren"
    refused(s, "play ilse", "altered.notation")
    refused(s, "exhaust maren", "altered.type.hero")
    refused(play(s, "pass"), "exhaust maren", "altered.quick.exhaust")    # Maren has no exhaust effect
    # Ilse keeps 3 Landmarks, Maren 3 Reserve cards
    t = dusk(pos(heroes=("ilse", "maren"), landmarks=[["mill", "tower", "orchard"], []],
                 reserve=[[], ["fox", "dawn", "gust"]]))
    assert t.phase == "morning" and len(t.landmarks[0]) == 3 and len(t.reserve[1]) == 3


def test_altered_fleeting_gain_a_card_played_from_the_reserve():
    s = pos(reserve=[["fox", "cairn"], []], mana=[6, 0])
    t = play(s, "play fox from reserve to hero", "pass", "play cairn from reserve to hero")
    assert units(t, 0, 0) == [("fox", True, False), ("cairn", True, False)]
    assert "Aster plays the Ember Fox from the Reserve to the Hero expedition for " in t.log[len(s.log)]
    assert t.log[len(s.log)].endswith("(Fleeting).")
    assert t.player(0).hero_expedition == (("fox", True, False), ("cairn", True, False))
    # at Night the Fleeting Fox is discarded; the Fleeting Cairn, a Permanent, stays
    u = play(t, "pass")
    assert u.phase == "morning" and u.discard[0] == (CARD["fox"],) and u.reserve[0] == ()
    assert units(u, 0, 0) == [("cairn", True, False)]


def test_altered_fleeting_discard_instead_of_going_to_the_reserve():
    # sent back: a Fleeting Character is discarded, a plain one goes to the Reserve
    s = pos(hands=[["riptide", "riptide"], []], mana=[6, 0],
            expeditions=[{}, {"hero": ["goat", ("ram", True, False)]}])
    t = play(s, "play riptide to hero")
    assert units(t, 1, 0) == [("goat", False, False)] and t.discard[1] == (CARD["ram"],) and t.reserve[1] == ()
    assert "Birch's Frosthorn Ram is Fleeting: discarded." in t.log
    t = play(t, "pass", "play riptide to hero")
    assert t.exped[1][0] == () and t.reserve[1] == (CARD["goat"],)
    assert "Birch's Crag Goat is sent back to their Reserve." in t.log


def test_altered_fleeting_spell_is_discarded_once_resolved():
    s = pos(reserve=[["dawn"], []], mana=[3, 0])
    t = play(s, "play dawn from reserve")
    assert t.reserve[0] == () and t.discard[0] == (CARD["dawn"],) and len(t.hand[0]) == 1
    assert new_log(s, t) == [f"Aster plays the Dawn Chorus from the Reserve for {cost('dawn', 'reserve')} Mana "
                             "(Fleeting).", "Aster draws 1 card.", "The Fleeting Dawn Chorus is discarded."]


# ---- Dusk --------------------------------------------------------------------------------------------------

def test_altered_dusk_progress_needs_a_higher_total_in_a_terrain_of_the_region():
    # Aster's Hero stands on region 2 (Forest only)
    def hero_moves(mine, theirs):
        s = pos(marks=[(2, 8), (1, 8)], boosts=[{"hero": mine}, {"hero": theirs}])
        t = dusk(s)
        return t.marks[0][0] == 2, s.will_advance(0, 0)

    assert hero_moves({"forest": 2}, {"forest": 1}) == (True, True)
    assert hero_moves({"forest": 1}, {"forest": 1}) == (False, False)         # a tie does not move
    assert hero_moves({"mountain": 9, "water": 9}, {}) == (False, False)       # not terrains of region 2
    assert hero_moves({}, {}) == (False, False)                               # 0 against 0
    assert hero_moves({"forest": 1}, {"mountain": 5, "water": 5}) == (True, True)
    # one terrain is enough, even when the other one is lost (region 3: Mountain and Water)
    s = pos(marks=[(3, 8), (1, 8)], boosts=[{"hero": {"mountain": 4, "water": 3}}, {"hero": {"mountain": 2,
                                                                                          "water": 6}}])
    assert s.will_advance(0, 0) and s.will_advance(1, 0)
    t = dusk(s)
    assert t.marks == ((3, 7), (1, 7))
    assert "Birch's Hero marker moves forward to region 2." in t.log


def test_altered_dusk_progress_all_four_expeditions_at_once_and_zero_totals():
    s = pos(boosts=[{"hero": {"forest": 2}, "companion": {"mountain": 1}},
                    {"hero": {"water": 3}, "companion": {"water": 1}}])
    t = dusk(s)
    # Hero against Hero: each wins a terrain of region 1, so both move; Companions likewise on region 8
    assert t.marks == ((1, 6), (1, 6)) and t.moved == (2, 2)
    assert t.revealed == (True, False, True)
    # nothing anywhere: nothing moves, and the log says so
    u = dusk(pos())
    assert u.marks == ((0, 7), (0, 7)) and u.moved == (0, 0)
    assert "Dusk: neither of Aster's expeditions moves." in u.log
    assert "Dusk: neither of Birch's expeditions moves." in u.log


def test_altered_dusk_progress_is_decided_before_anything_moves():
    # Aster's Hero on region 3 (MW) wins Water; were the move decided after Birch's, nothing would
    # change: the tests only look at the regions the markers stand on before the move
    s = pos(marks=[(3, 8), (2, 8)], boosts=[{"hero": {"water": 2, "forest": 1}}, {"hero": {"forest": 2}}])
    assert s.will_advance(0, 0) and s.will_advance(1, 0)
    t = dusk(s)
    assert t.marks[0][0] == 3 and t.marks[1][0] == 2


def test_altered_dusk_one_step_at_most():
    s = pos(boosts=[{"hero": {"forest": 90, "mountain": 90, "water": 90}}, {}])
    t = dusk(s)
    assert t.marks[0] == (1, 7) and t.scores == [1, 0] and t.moved == (1, 0)


# ---- Night -------------------------------------------------------------------------------------------------

def test_altered_night_rest_characters_to_reserve_fleeting_discarded_boosts_cleared():
    s = pos(expeditions=[{"hero": ["fox", ("sprout", True, True)], "companion": ["cairn", "goat"]},
                         {"hero": [("otter", True, False)]}],
            boosts=[{"hero": {"forest": 1}}, {"companion": {"water": 3}}])
    t = dusk(s)
    assert t.reserve[0] == (CARD["fox"], CARD["goat"]) and t.discard[0] == (CARD["sprout"],)
    assert t.reserve[1] == () and t.discard[1] == (CARD["otter"],)
    assert t.exped[0][0] == () and units(t, 0, 1) == [("cairn", False, False)] and t.exped[1] == ((), ())
    assert t.boosts == (((0, 0, 0), (0, 0, 0)),) * 2
    assert "Night: the Characters rest in their Reserves (Fleeting ones are discarded)." in t.log


def test_altered_night_reserve_limit_discard_down_to_2_first_player_first():
    s = pos(first=1, reserve=[["dawn", "gust"], ["fox", "goat"]],
            expeditions=[{"hero": ["sprout"]}, {"companion": ["ram"]}])
    t = play(s, "pass", "pass")
    assert t.phase == "night" and t.seat == 1 and t.pending == "reserve"     # Birch holds the token
    assert t.reserve == ((CARD["dawn"], CARD["gust"], CARD["sprout"]), (CARD["fox"], CARD["goat"], CARD["ram"]))
    assert legal(t) == ["discard fox", "discard goat", "discard ram"]
    assert t.prompt == "Day 1, Night: Birch, discard a Reserve card (3 there, keep 2)."
    refused(t, "pass", "altered.night.reserve_limit")
    refused(t, "discard dawn", "altered.night.reserve_limit")
    refused(s, "discard dawn", "altered.night.reserve_limit")        # not in the Afternoon
    t = play(t, "discard goat")
    assert t.seat == 0 and t.pending == "reserve" and t.reserve[1] == (CARD["fox"], CARD["ram"])
    assert t.discard[1] == (CARD["goat"],)
    t = play(t, "discard dawn")
    assert t.phase == "morning" and t.reserve[0] == (CARD["gust"], CARD["sprout"])
    # 2 cards are kept without asking
    u = dusk(pos(reserve=[["dawn"], []], expeditions=[{"hero": ["sprout"]}, {}]))
    assert u.phase == "morning" and len(u.reserve[0]) == 2


def test_altered_night_landmark_limit_discard_down_to_2_after_the_reserve():
    s = pos(heroes=("haldor", "haldor"), reserve=[["dawn", "gust", "fox"], []],
            landmarks=[["tower", "mill", "orchard"], []])
    t = dusk(s)
    assert t.pending == "reserve" and t.seat == 0
    t = play(t, "discard fox")
    assert t.phase == "night" and t.pending == "landmarks" and t.seat == 0
    assert t.prompt == "Day 1, Night: Aster, discard a Landmark (3 in play, keep 2)."
    assert legal(t) == ["discard orchard", "discard mill", "discard tower"]
    assert [a.clicks for a in t.legal_actions()][0] == ("landmark.orchard",)
    refused(t, "discard dawn", "altered.night.landmark_limit")
    t = play(t, "discard mill")
    assert [C.CARDS[u.card].id for u in t.landmarks[0]] == ["tower", "orchard"]
    assert t.discard[0] == (CARD["fox"], CARD["mill"]) and t.phase == "morning"
    assert "Aster discards the Old Millwheel from the Landmarks." in t.log


# ---- the end ------------------------------------------------------------------------------------------------

def test_altered_end_meet_cites_the_complete_rules_for_the_end_at_night():
    rule = A.RULES["altered.end.meet"]
    assert rule.section.startswith("complete rules") and "Night" in rule.section and not rule.ours
    assert "at Night" in rule.text and "as soon as" in rule.text and "summary" in rule.text
    assert A.RULES.cite("altered.end.meet").endswith(rule.section)


def test_altered_end_meet_ends_the_game_at_night_after_the_clean_up():
    # Aster's markers meet at Dusk, but the clean-up comes first, then the victory check
    s = pos(marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}], reserve=[["dawn", "gust"], []],
            expeditions=[{"hero": ["goat"]}, {}])
    t = dusk(s)
    assert t.phase == "night" and t.distance(0) == 7 and t.winner is None
    t = play(t, "discard goat")
    assert t.is_over and t.winners == [0] and t.scores == [7, 0] and t.day == 1
    # markers that stand on the same region have met (3 + 4 = 7)
    assert pos(marks=[(4, 4), (1, 8)]).distance(0) == 7


def test_altered_end_higher_sum_wins_when_both_meet():
    # both players travel 6; Aster's two markers move (8), Birch's Hero only (7)
    s = pos(marks=[(4, 5), (4, 5)], boosts=[{"hero": {"forest": 2}, "companion": {"mountain": 1}},
                                             {"hero": {"water": 2}}])
    t = dusk(s)
    assert t.marks == ((4, 3), (4, 4)) and t.scores == [8, 7]
    assert t.is_over and t.winners == [0]
    assert t.log[-1] == "Aster's markers have met: Aster wins (8 regions to 7)."
    assert t.result_text() == "Both players' markers met; Aster travelled farther (8 regions to 7) and wins."


def test_altered_end_arena_when_both_meet_with_equal_sums():
    # Aster travels 5 + 2, Birch 6 + 1: both 7, though Aster moved both markers
    s = pos(marks=[(4, 6), (4, 5)], boosts=[{"hero": {"forest": 2}, "companion": {"water": 1}},
                                             {"hero": {"water": 2}}])
    t = dusk(s)
    assert t.scores == [7, 7] and t.moved == (2, 1)
    assert not t.is_over and t.arena and t.phase == "morning" and t.day == 2
    assert "Both players' markers met, 7 regions each: the Arena decides." in t.log
    assert "Arena Day 2, Morning: Birch takes the first-player token; everything readies." in t.log
    assert t.prompt.startswith("Arena Day 2, Morning: Birch")


def test_altered_arena_no_move_effects_and_dusk_move_nothing():
    s = pos(arena=True, marks=[(4, 4), (4, 4)], reserve=[["pilgrim", "gust"], []], hands=[["tailwind"], []],
            mana=[4, 0])
    t = play(s, "support pilgrim to hero", "support gust to companion", "play tailwind to companion")
    assert t.marks == s.marks
    assert new_log(s, t).count("In the Arena nothing moves: Aster's Hero marker stays.") == 1
    assert "In the Arena nothing moves: Birch's Companion marker stays." in t.log
    assert "In the Arena nothing moves: Aster's Companion marker stays." in t.log
    # Dusk compares; no marker moves even where a Dusk test would pass
    u = pos(arena=True, marks=[(4, 4), (4, 4)], boosts=[{"hero": {"forest": 1}}, {"hero": {"forest": 1}}])
    u = dusk(u)
    assert u.marks == ((3, 3), (3, 3)) and u.arena and u.phase == "morning"


def test_altered_arena_compare_all_characters_per_terrain_more_terrains_wins():
    s = pos(arena=True, marks=[(4, 4), (4, 4)],
            expeditions=[{"hero": ["sprout"], "companion": ["sprout"]}, {"companion": ["goat"]}],
            boosts=[{"hero": {"mountain": 1}}, {"hero": {"water": 9}}])
    a = add(stats("sprout"), stats("sprout"), (0, 1, 0))
    b = add(stats("goat"), (0, 0, 9))
    assert s.arena_totals(0) == a and s.arena_totals(1) == b
    wins = (sum(x > y for x, y in zip(a, b)), sum(y > x for x, y in zip(a, b)))
    assert wins == (1, 2)
    t = dusk(s)
    assert t.is_over and t.winners == [1] and t.phase == "over"
    assert "terrains won 1 to 2." in new_log(s, t)[2]
    assert t.log[-1] == "Birch wins the Arena and the game."
    assert t.result_text() == "Birch wins the Arena, taking more terrains than Aster."
    # level (each wins one terrain, one tied): another Arena Day
    u = dusk(pos(arena=True, marks=[(4, 4), (4, 4)], boosts=[{"hero": {"forest": 2, "water": 1}},
                                                               {"companion": {"mountain": 2, "water": 1}}]))
    assert not u.is_over and u.arena and u.day == 2 and u.phase == "morning"
    assert "The Arena is level: another Arena Day follows." in u.log
