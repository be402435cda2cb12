"""CardWidget and the games' galleries: a click shows the card's text and the rules that mention it."""

import html
import re
from importlib import import_module

import pytest

from seasons_nb.core.rules import Rule, RuleBook
from seasons_nb.games import PACKAGES, load
from seasons_nb.widgets import CardWidget, gallery
from seasons_nb.widgets.cards import CARD_H, CARD_W, SENTENCES, Entry, entry, face, mentioning, mentions


def send(widget, target, nonce, view="view-1"):
    widget._handle_custom_msg({"kind": "click", "target": target, "view": view, "nonce": nonce}, [])


def texts(markup: str) -> str:
    """The words a picture shows, tags dropped and entities decoded, one text element a line."""
    return "\n".join(html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", markup))


def entries(game):
    return import_module(f"seasons_nb.games.{game}.gallery").entries()


# ---- every game's gallery ------------------------------------------------------------------------
@pytest.mark.parametrize("game", PACKAGES)
def test_every_game_has_a_gallery_of_the_same_shape(game):
    found = entries(game)
    assert found and all(isinstance(e, Entry) for e in found)
    assert len({e.id for e in found}) == len(found)
    book = load(game).RULES
    for e in found:
        assert e.title and e.text and e.kind and e.picture.startswith("<")
        assert e.words[0] == e.title
        assert set(e.rules) <= set(book)
        assert e.rules == mentioning(book, e.words)


@pytest.mark.parametrize("game", PACKAGES)
def test_a_click_on_each_kind_shows_a_card_text_and_its_rules(game):
    w = gallery(game)
    book = load(game).RULES
    nonce = 0
    for kind in w.kinds:
        e = next(x for x in w.entries.values() if x.kind == kind)
        if len(w.kinds) > 1:
            nonce += 1
            send(w, f"kind:{kind}", nonce)
            assert w.kind == kind and f"card:{e.id}" in w.targets
        nonce += 1
        send(w, f"card:{e.id}", nonce)
        assert w.selected == e.id and w.status_kind == "info"
        assert w.status.startswith(f"{e.title}: {len(e.rules)} rule")
        shown = texts(w.markup)
        # the full text, wrapped into lines
        assert " ".join(shown.split()).find(" ".join(e.text.split())) >= 0
        for rid in e.rules[:SENTENCES]:
            assert rid in shown
            assert " ".join(book[rid].text.split()) in " ".join(shown.split())
        for rid in e.rules[SENTENCES:]:
            assert rid in " ".join(shown.split())
    w.close()


def test_the_counts_of_each_gallery():
    counts = {g: len(entries(g)) for g in PACKAGES}
    assert counts == {"arcadia": 7, "solstice": 56, "groves": 63, "intrigue": 92, "altered": 36}


def test_an_item_gallery_names_its_kind_and_title():
    w = gallery("solstice", selected="w5")
    e = w.entries["w5"]
    assert (e.title, e.kind) == ("Sunsteel Sword", "Weapons")
    assert "solstice.draw.one_per_type" in e.rules and "solstice.battle.items" in e.rules
    assert "solstice.end.ruler" not in e.rules  # says nothing of weapons
    assert w.kind == "Weapons" and "Sunsteel Sword" in texts(w.markup)
    w.close()


# ---- refusals ---------------------------------------------------------------------------------------
def test_an_unknown_target_is_refused_in_the_widget():
    w = gallery("altered")
    before = w.markup
    send(w, "card:nothing", 1)
    assert w.status_kind == "error" and w.status.startswith("Click ignored:")
    assert w.selected is None and w.markup == before and w.clicks == 0
    # a card of another kind is not drawn, so not clickable either
    hidden = next(e for e in w.entries.values() if e.kind != w.kind)
    send(w, f"card:{hidden.id}", 1)
    assert w.status_kind == "error" and w.selected is None
    w.close()


def test_bad_arguments_name_the_field():
    book = load("solstice").RULES
    with pytest.raises(ValueError, match="'entries'"):
        CardWidget([], book)
    with pytest.raises(ValueError, match="'kind'"):
        gallery("solstice", kind="Spaceships")
    with pytest.raises(ValueError, match="'selected'"):
        gallery("solstice", selected="nope")
    w = gallery("solstice")
    with pytest.raises(ValueError, match="'entry_id'"):
        w.show("nope")
    w.close()


# ---- escaping -------------------------------------------------------------------------------------
def test_text_titles_and_ids_are_escaped():
    book = RuleBook("toy", "Toy book", {"toy.card": ("A <card> & its \"text\".", "1")})
    hostile = '<img src=x onerror="alert(1)">&'
    e = entry(book, 'x"<&', "K<ind>", hostile, face(hostile, [hostile]), hostile + " card", ["card"])
    w = CardWidget([e], book, title=hostile)
    send(w, 'card:x"<&', 1)
    assert w.selected == 'x"<&'
    assert "<img" not in w.markup and "onerror=\"" not in w.markup
    assert hostile in texts(w.markup)
    assert "A <card> & its \"text\"." in texts(w.markup)
    assert 'data-target="card:x&quot;&lt;&amp;"' in w.markup
    assert "<img" not in w._repr_mimebundle_()[0]["text/html"].split(">", 1)[1]
    w.close()


def test_one_card_is_a_gallery_of_one():
    e = entries("altered")[0]
    w = CardWidget([e], load("altered").RULES, selected=e.id)
    assert w.targets == [f"card:{e.id}"] and w.kinds == (e.kind,)
    assert e.title in texts(w.markup) and w.status.startswith(e.title)
    assert repr(w) == "CardWidget(altered: 1 entries, 1 kinds)"
    w.close()


# ---- what "mentions" means ----------------------------------------------------------------------------
RULE = Rule("solstice.draw.trinket", "Weapons and armor go to the wearer; a well-made Boots-like thing does not.", "s")


@pytest.mark.parametrize("words, expected", [
    (["trinket"], True),             # a part of the id
    (["trinkets"], False),           # the id's word is singular; the plural is not a part of it
    (["weapon"], True),              # a plural in the sentence
    (["ARMOR"], True),               # any case
    (["arm"], False),                # not a whole word
    (["boots"], False),              # 'Boots-like' is another word
    (["solstice"], False),           # the game's name is not a mention
    (["draw"], True),
    (["go to"], True),               # a phrase, word by word
    (["", "dagger"], False),
])
def test_rules_mentioning_definition(words, expected):
    assert mentions(RULE, words) is expected


def test_mentioning_keeps_the_book_order_and_only_mentions():
    book = load("intrigue").RULES
    found = mentioning(book, ["quest"])
    assert list(found) == [rid for rid in book if rid in found]
    assert "intrigue.cleanup.quests_claim" in found and "intrigue.end.gold" not in found
    assert all(mentions(book[rid], ["quest"]) for rid in found)
    assert not any(mentions(book[rid], ["quest"]) for rid in book if rid not in found)


def test_pictures_fit_their_box():
    for game in PACKAGES:
        for e in entries(game):
            for x in re.findall(r' x="([\d.]+)"', e.picture):
                assert float(x) <= CARD_W
            for y in re.findall(r' y="([\d.]+)"', e.picture):
                assert float(y) <= CARD_H
