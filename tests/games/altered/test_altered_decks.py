"""Altered decks: the starter decks keep the deck rules, ``validate_deck`` (and ``teach.build_deck``,
``new_game(decks=...)``, ``from_position(decks=...)``) refuses every broken decklist with words that say
what is wrong, and a game built from a decklist holds exactly those cards."""

from __future__ import annotations

import pytest

from seasons_nb.games import altered as A
from seasons_nb.games.altered import components as C
from seasons_nb.games.altered import teach as T

from .helpers import full, play

BASE = {c.id: 3 for c in C.CARDS[:13]}          # 39 cards


def test_starter_decks_keep_the_deck_rules():
    assert len(C.DECKS) == 4 and len(C.DECK_INDEX) == 4
    assert {C.HEROES[d.hero].id for d in C.DECKS} == {h.id for h in C.HEROES}      # one deck per Hero
    for d in C.DECKS:
        assert sum(d.counts) >= C.DECK_MIN == 39
        assert max(d.counts) <= C.MAX_COPIES == 3
        assert len(d.counts) == C.N_CARDS and min(d.counts) >= 0
        hero, counts = C.validate_deck(C.HEROES[d.hero].id, C.deck_list(d.counts))
        assert (hero, counts) == (d.hero, d.counts)
        assert 0 < len(d.name) <= 30


def test_validate_deck_refuses_a_deck_without_exactly_one_hero():
    for hero, words in ((None, "a deck needs one Hero"), ("bob", "a deck needs one Hero"),
                        ("fox", "'fox' is not a Hero"), (["ilse"], "a deck needs one Hero")):
        with pytest.raises(ValueError, match=words):
            C.validate_deck(hero, BASE)
    cards = dict(BASE, ilse=1)
    with pytest.raises(ValueError, match="'ilse' is a Hero"):
        C.validate_deck("haldor", cards)


def test_validate_deck_refuses_unknown_cards_and_bad_copies():
    with pytest.raises(ValueError, match="'dragon' is not a card of the pool"):
        C.validate_deck("ilse", dict(BASE, dragon=1))
    for n in (-1, 1.0, "2", True, None):
        with pytest.raises(ValueError, match="must be a whole number"):
            C.validate_deck("ilse", dict(BASE, fox=n))
    with pytest.raises(ValueError, match="a mapping of card id to copies"):
        C.validate_deck("ilse", list(BASE))
    with pytest.raises(ValueError, match="field 'mine'"):
        C.validate_deck("ilse", dict(BASE, fox=9), "mine")


def test_validate_deck_counts_copies_and_size():
    assert "brute" not in BASE
    hero, counts = C.validate_deck("tamsin", dict(BASE, fox=0, brute=3))
    assert hero == C.HERO_INDEX["tamsin"] and counts[C.CARD_INDEX["fox"]] == 0 and sum(counts) == 39
    assert C.deck_list(counts) == {k: v for k, v in dict(BASE, fox=0, brute=3).items() if v}
    with pytest.raises(ValueError, match=r"altered\.deck\.size"):
        C.validate_deck("tamsin", dict(BASE, fox=0))
    big = {c.id: 3 for c in C.CARDS}
    assert sum(C.validate_deck("maren", big)[1]) == 3 * C.N_CARDS
    with pytest.raises(ValueError, match=r"altered\.deck\.copies.*too many fox, bear"):
        C.validate_deck("maren", dict(big, fox=4, bear=5))


def test_build_deck_checks_at_once_and_new_game_plays_it():
    deck = T.build_deck("maren", BASE)
    assert deck == {"hero": "maren", "cards": BASE}
    with pytest.raises(ValueError, match="altered.deck.size"):
        T.build_deck("maren", dict(BASE, fox=0))
    s = A.new_game(seed=3, decks=[deck, "ironpeak"], names=["Ann", "Bo"])
    assert C.HEROES[s.decks[0][0]].id == "maren" and C.deck_list(s.decks[0][1]) == BASE
    assert len(s.hand[0]) == 6 and len(s.deck[0]) == 33 and s.names == ("Ann", "Bo")
    held = sorted(s.hand[0] + s.deck[0])
    assert held == sorted(C.CARD_INDEX[c] for c, n in BASE.items() for _ in range(n))
    assert "Ann (Maren of the Tides)" in s.log[0]


def test_new_game_refuses_bad_deck_options():
    for decks, field in ((["greenwood"], "decks"), ("greenwood", "decks"), (None, "decks"),
                         (["greenwood", "ironpeak", "twilight"], "decks"), ({"hero": "ilse"}, "decks"),
                         (["nope", "ironpeak"], "decks[0]"), (["greenwood", 3], "decks[1]"),
                         ([{"hero": "ilse", "cards": BASE, "extra": 1}, "ironpeak"], "decks[0]"),
                         ([{"hero": "ilse"}, "ironpeak"], "decks[0]"),
                         ([{"hero": "ilse", "cards": dict(BASE, fox=4)}, "ironpeak"], "decks[0]"),
                         (["greenwood", {"hero": "fox", "cards": BASE}], "decks[1]")):
        with pytest.raises(ValueError) as info:
            A.new_game(decks=decks)
        assert f"field '{field}'" in str(info.value), (decks, str(info.value))
    with pytest.raises(ValueError, match="players"):
        A.new_game(players=3)
    with pytest.raises(ValueError, match="names"):
        A.new_game(names=["Solo"])
    with pytest.raises(ValueError, match="seed"):
        A.new_game(seed="x")


def test_both_players_may_use_the_same_deck():
    s = A.new_game(seed=2, decks=["twilight", "twilight"])
    assert s.decks[0] == s.decks[1]
    while s.phase == "opening":
        s = play(s, f"mana {C.CARDS[s.hand[s.seat][0]].id}")
    assert s.phase == "afternoon"


def test_a_saved_decklist_must_still_be_a_legal_deck():
    s = A.from_position(decks=[full("ilse"), "ironpeak"])
    data = s.to_dict()
    data["players"][0]["decklist"]["fox"] = 4
    with pytest.raises(ValueError, match=r"field 'players\[0\]\.decklist'"):
        A.State.from_dict(data)


def test_decklist_and_catalogue_print(capsys):
    T.decklist("greenwood")
    out = capsys.readouterr().out
    d = C.DECKS[C.DECK_INDEX["greenwood"]]
    assert out.startswith(f"{d.name} (greenwood): Ilse of the Thaw, {sum(d.counts)} cards")
    assert out.count(" × ") == sum(1 for n in d.counts if n)
    T.catalogue("hero")
    assert capsys.readouterr().out.count("\n") == len(C.HEROES)
    T.catalogue("landmark")
    assert capsys.readouterr().out.count("\n") == sum(c.type == "landmark" for c in C.CARDS)
    assert T.card("ilse").startswith("Ilse of the Thaw (Hero; Reserve 2, Landmarks 3)")
