"""Groves wording: articles ('an orange spirit', 'a wraith') and counted nouns ('1 crystal',
'2 crystals') in log lines, refusals, reward texts, prompts, picture labels and button labels."""

import html
import re

from seasons_nb.games import groves as G
from seasons_nb.games.groves import components as C
from seasons_nb.games.groves.components import (
    Reward, article, plural, spirit_text, spirits_text, vec_text,
)

W1 = {"white": 1}


def pos(**kw):
    kw.setdefault("players", 2)
    return G.from_position(**kw)


def labels(svg: str) -> list[str]:
    return [html.unescape(t) for t in re.findall(r'data-label="([^"]*)"', svg)]


# ---- the helpers ------------------------------------------------------------------------------------

def test_article_helper():
    assert article("orange") == "an orange"
    assert article("earth") == "an earth"
    assert article("yellow") == "a yellow"
    assert article("wraith") == "a wraith"


def test_spirit_words():
    assert spirit_text("orange") == "an orange spirit"
    assert spirit_text("white") == "a white spirit"
    assert spirit_text("wraith") == "a wraith"
    assert spirit_text(5, 2) == "2 wraiths"
    assert spirit_text("blue", 3) == "3 blue spirits"
    assert spirits_text((2, 0, 1, 0, 0, 1)) == "2 white spirits, an orange spirit and a wraith"
    assert spirits_text((0,) * 6) == "no spirit"


def test_counted_nouns():
    assert plural(1, "crystal") == "1 crystal"
    assert plural(2, "crystal") == "2 crystals"
    assert plural(2, "extra spirit") == "2 extra spirits"
    assert plural(1, "element") == "1 element" and plural(2, "element") == "2 elements"
    # earth, light, water and dominion are amounts: the same word for one or many
    assert plural(2, "earth") == "2 earth" and plural(3, "dominion") == "3 dominion"


def test_vec_text_counts_crystals():
    assert vec_text((0, 0, 0, 2, 0)) == "2 crystals"
    assert vec_text((0, 0, 0, 1, 0)) == "1 crystal"
    assert vec_text((2, 0, 0, 1, 1)) == "2 earth + 1 crystal + 1 dominion"


def test_reward_texts():
    assert C.GROVES[105].primary.text == "2 crystals"                  # Crystal Spring
    assert Reward("white", count=1).text == "add a white spirit to your bag"
    assert Reward("white", count=2).text == "add 2 white spirits to your bag"
    assert Reward("spirit", count=1).text == "add 1 spirit of your choice to your bag"
    assert Reward("draw", count=2).text == "draw 2 extra spirits from your bag"
    assert Reward("cull", count=1).text == "discard 1 random spirit from your bag"


# ---- the log ---------------------------------------------------------------------------------------------

def test_log_places_an_orange_spirit_and_a_wraith():
    s = pos(portals={0: [1]}, hands=[{"orange": 1, "wraith": 1}, W1])
    s = s.apply("place orange bonus")
    assert "North Wind places an orange spirit on the Tree of Idyll (bonus area)." in s.log
    s = pos(portals={0: [1]}, hands=[{"orange": 1, "wraith": 1}, W1]).apply("place wraith p2.e6")
    assert "North Wind places a wraith on Crystal Spring in East Wind's realm." in s.log
    assert not any("a orange" in line or "wraith spirit" in line for line in s.log)


def test_log_counts_crystals():
    s = pos(hands=[W1, W1]).apply("place white p1.e6").apply("reward primary")
    assert s.log[-1] == "North Wind collects 2 crystals."
    bought = pos(hands=[W1, {"white": 2}], crown=1, seat=0, row=[1, 2, 3, 4],
                 resources=[dict(earth=5, light=5, water=5, crystal=5), dict(crystal=2)])
    bought = bought.apply("place white groves").apply("buy grove 1 at p1.f4")
    assert "and 1 crystal (to East Wind)" in bought.log[-1]


def test_log_spirit_rewards():
    s = pos(hands=[{"white": 1}, W1]).apply("place white p1.f6").apply("reward primary orange")
    assert s.log[-1] == "North Wind adds an orange spirit to the bag."
    s = pos(groves={"p1.f4": 17}, hands=[W1, W1]).apply("place white p1.f4").apply("reward primary")
    assert s.log[-1] == "North Wind adds a white spirit to the bag."


def test_log_wraith_bag_draw():
    s = pos(players=1, hands=[W1], wraith_bag={"wraith": 2, "white": 1})
    s = s.apply("place white p1.e6").apply("skip primary")
    assert "The wraith bag gives a white spirit and 2 wraiths." in s.log


# ---- refusals, prompts, the picture and the buttons -----------------------------------------------------------

def test_refusals_use_articles_and_counts():
    s = pos(groves={"p1.f4": 2}, hands=[{"orange": 1, "white": 1}, W1]).apply("place orange p1.f4")
    assert str(s.explain("reward bonus")).startswith("An orange spirit does not match")
    assert str(pos(hands=[W1, W1]).explain("place wraith p1.e6")) == "North Wind holds no wraith."
    poor = pos(hands=[W1, {"white": 2}], crown=1, seat=0, row=[1, 2, 3, 4],
               resources=[dict(earth=5, light=5, water=5, crystal=1), dict(crystal=2)])
    poor = poor.apply("place white groves")
    assert str(poor.explain("buy grove 2 at p1.f4")) == "That slot costs 2 crystals; North Wind has 1."
    broke = pos(hands=[W1, {"white": 2}], crown=1, seat=0, row=[1, 2, 3, 4],
                resources=[dict(earth=5, light=5, water=5, crystal=1), dict(crystal=2)])
    shop = broke.apply("place white groves")
    assert "1 crystals" not in " ".join(str(shop.explain(f"buy grove {g} at p1.f4")) for g in (2, 3, 4))


def test_prompt_counts_wraiths():
    s = pos(hands=[{"wraith": 2, "white": 1}, W1])
    assert "(in hand: 1 white, 2 wraiths)" in s.prompt


def test_picture_labels():
    s = pos(portals={1: [0]}, spirits={"p1.e6": ("orange", "p2"), "p1.f6": "wraith"},
            hands=[{"wraith": 1, "white": 2}, W1], bags=[{"white": 1}, {"white": 5}])
    found = labels(s.render())
    assert any(t.endswith("; an orange spirit is on it (sent by East Wind)") for t in found)
    assert any(t.endswith("; a wraith is on it") for t in found)
    assert "a wraith in hand" in found and "2 white spirits in hand" in found
    assert "North Wind's bag: 1 spirit" in found
    wrong = r"\ba orange\b|wraith spirit|\b1 spirits\b|\b1 crystals\b"
    assert not any(re.search(wrong, t) for t in found)


def test_button_labels():
    s = pos(hands=[{"orange": 1, "white": 1}, W1])
    assert s.action_label("place orange p1.e6") == "Place an orange spirit on p1.e6"
    assert s.action_label("place white groves") == "Place a white spirit on the Tree (groves)"
    thorn = pos(groves={"p1.f4": 13}, hands=[{"green": 1}, W1]).apply("place green p1.f4")
    thorn = thorn.apply("skip primary")
    # tokens are read in any order and named in the canonical one (by colour)
    assert thorn.action_label("reward bonus orange yellow") == \
        "Add a yellow spirit and an orange spirit to your bag"
    assert thorn.action_label("reward bonus orange orange") == "Add two orange spirits to your bag"
