"""Groves wording: articles ('an orange spirit', 'a wraith') and counted nouns ('1 crystal',
'2 crystals') in log lines, refusals, reward texts, prompts, picture labels and button labels."""

import html
import re

import pytest

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
    s = s.apply("place orange summoning")
    assert "North Wind places an orange spirit on the Tree of Idyll (summoning area)." in s.log
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
    found = labels(s.render(highlight=["p1.e6", "p1.f6", "hand.wraith", "hand.white", "bag"]))
    assert any(t.endswith("; an orange spirit is on it (sent by East Wind)") for t in found)
    assert any(t.endswith("; a wraith is on it") for t in found)
    assert "a wraith in hand" in found and "2 white spirits in hand" in found
    assert "North Wind's bag: 1 spirit" in found
    wrong = r"\ba orange\b|wraith spirit|\b1 spirits\b|\b1 crystals\b"
    assert not any(re.search(wrong, t) for t in found)


def test_button_labels():
    s = pos(hands=[{"orange": 1, "white": 1}, W1], portals={0: [1]}, groves={"p2.f4": 5})
    assert s.action_label("place orange p1.e6") == "Place an orange spirit on Crystal Spring (e6)"
    assert s.action_label("place orange p2.f4") == "Place an orange spirit on Amber Knoll in East Wind's realm (f4)"
    assert s.action_label("place white groves") == "Place a white spirit on the Tree's groves area"
    assert s.action_label("place white summoning") == "Place a white spirit on the Tree's summoning area"
    thorn = pos(groves={"p1.f4": 13}, hands=[{"green": 1}, W1]).apply("place green p1.f4")
    thorn = thorn.apply("skip primary")
    # tokens are read in any order and named in the canonical one (by colour)
    assert thorn.action_label("reward bonus orange yellow") == \
        "Add a yellow spirit and an orange spirit to your bag"
    assert thorn.action_label("reward bonus orange orange") == "Add two orange spirits to your bag"
    shop = pos(hands=[W1, W1], crown=1, seat=0, row=[1, 2, 3, 4],
               resources=[dict(earth=5, light=5, water=5, crystal=5), dict(crystal=2)]).apply("place white groves")
    assert shop.action_label("buy grove 2 at p1.f4") == "Buy Golden Glade (grove 2) and put it at f4"
    assert shop.action_label("skip purchase") == "Skip the purchase"
    cards = pos(hands=[W1, W1], deck=[6, 10]).apply("place white summoning")
    assert cards.action_label("keep card 6") == "Keep summoning card 6 (draw green and blue together)"
    start = G.new_game(players=2, seed=1)
    assert start.action_label("start yellow") == "Start with Sunrise Grove, the yellow resource grove"
    four = pos(players=4, hands=[W1] * 4, bags=[{"white": 5}] * 4, bases=[1, 0, 0, 0]).apply("place white portal")
    assert four.action_label("portal to p2") == "Open the portal into East Wind's realm"


# ---- plain words everywhere a person reads ------------------------------------------------------------------

#: what a target id or a notation word looks like (never shown to a person as a label)
RAW = re.compile(r"\b(p\d\.\w+|(hand|tree|row|card|reward|skip|power|start)\.\w+)\b")


def random_states(players, games=3, every=5):
    from seasons_nb.core import Rng
    for game in range(games):
        seed = 40 + 10 * players + game
        s = G.new_game(players=players, seed=seed)
        rng = Rng(seed)
        for step in range(1500):
            if step % every == 0 or s.is_over:
                yield s
            if s.is_over:
                break
            a, rng = rng.choice(s.legal_actions())
            s = s.apply(a)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_target_and_button_reads_in_plain_words(players):
    seen = set()
    for s in random_states(players):
        acts = s.legal_actions()
        offered = {c for a in acts for c in a.clicks}
        for name, svg in s.panels(highlight=offered).items():
            for label in labels(svg):
                assert label and not RAW.search(label), (name, label)
                seen.add(label)
        for a in acts:
            words = s.action_label(a)
            assert words[:1].isupper() and not RAW.search(words), (str(a), words)
    assert any(t.endswith(" in hand") for t in seen) and any("realm" in t for t in seen)


def test_selected_targets_say_what_they_are():
    s = pos(groves={"p1.f4": 12}, hands=[{"yellow": 1, "white": 1}, W1], row=[1, 2, 3, 4])
    on_offer = ["hand.yellow", "p1.f4", "tree.groves", "tree.summoning", "row.2"]
    found = labels("".join(s.panels(highlight=on_offer).values()))
    assert "a yellow spirit in hand" in found
    assert "Deeproot Grove (f4) in North Wind's realm" in found
    assert "the Tree's groves area" in found and "the Tree's summoning area" in found
    assert "Golden Glade (grove 2) for 2 light and 2 crystals" in found
    buying = pos(hands=[W1, W1], crown=1, seat=0, row=[1, 2, 3, 4],
                 resources=[dict(earth=5, light=5, water=5, crystal=5), dict(crystal=2)]).apply("place white groves")
    sites = labels(buying.panels(highlight=["p1.f4"])["realm-0"])
    assert "empty space f4" in sites


def test_the_word_bonus_names_the_bonus_reward_only():
    """'bonus' is the second reward of a grove; the cards are summoning cards and realm cards, the Tree
    area is the summoning area (the book's names are given once, as the book's)."""
    allowed = re.compile(r"bonus rewards?|reward bonus|skip bonus|(the|its|a) bonus\b|bonus for a matching|"
                         r"book's [a-z ]*bonus|bonus (the|is)")
    texts = [rule.text for rule in G.RULES.values()]
    for s in random_states(2, games=2, every=3):
        texts.append(s.prompt)
        texts.extend(s.log[-3:])
        texts.extend(labels("".join(s.panels(highlight={c for a in s.legal_actions() for c in a.clicks}).values())))
        texts.extend(s.action_label(a) for a in s.legal_actions())
    texts.extend(G.parse_action("place white summoning").clicks)
    for text in texts:
        for m in re.finditer(r"\bbonus\b", text, re.I):
            window = text[max(0, m.start() - 30): m.end() + 20]
            assert allowed.search(window), text


def test_game_over_lines_are_sentences():
    shared = pos(final=True, stack=[], hands=[W1, W1], realm_cards=[9, 10, 11],
                 resources=[dict(dominion=5, earth=3, light=0, water=0, crystal=0),
                            dict(dominion=5, water=3, earth=0, light=0, crystal=0)])
    for _seat in range(2):
        shared = shared.apply(f"place white p{shared.current_player + 1}.e6").apply("skip primary")
    assert shared.prompt == "Game over. North Wind and East Wind share the victory with 5 dominion each."
    assert shared.log[-1] == "The game is over. North Wind and East Wind share the victory with 5 dominion each."
    over = shared.panels()["hand"]
    assert "5 from tokens." in html.unescape(over)
    from seasons_nb.games.groves.render import score_words
    assert score_words({"tokens": 4, "groves": 3, "portals": 1, "leftovers": 0}) == \
        "4 from tokens, 3 printed on groves and 1 for portals"
    solo = pos(players=1, final=True, hands=[W1], wraith_bag={"white": 3},
               resources=[dict(dominion=15, earth=0, light=0, water=0, crystal=0)])
    solo = solo.apply("place white p1.e6").apply("skip primary")
    assert solo.prompt == "Game over. North Wind beats the wraiths with 15 dominion against 14."
    for text in (shared.prompt, solo.prompt):
        assert text.endswith(".") and text.count(". ") == 1


# ---- nothing is clipped ------------------------------------------------------------------------------------

def text_boxes(svg: str):
    """(x0, x1, text) of every text drawn directly in a panel (not inside a moved or scaled group),
    with its width estimated as the renderer estimates it."""
    from seasons_nb.games.groves.render import _SIZES, _tw
    size_of = {c: s for s, c in _SIZES.items()}
    body = re.sub(r"<defs>.*?</defs>", "", svg)
    body = re.sub(r'<g [^>]*transform="[^"]*"[^>]*>.*?</g>', "", body)
    for m in re.finditer(r"<text ([^>]*)>(.*?)</text>", body):
        attrs, inner = m.group(1), html.unescape(re.sub(r"<[^>]+>", "", m.group(2)))
        if "textLength" in attrs or "x=" not in attrs:
            continue
        x = float(re.search(r'\bx="([-\d.]+)"', attrs).group(1))
        cls = (re.search(r'class="([^"]*)"', attrs) or [None, ""])[1].split()
        size = next((size_of[c] for c in cls if c in size_of), 12)
        width = _tw(inner, size) * (1.08 if "gb" in cls else 1)
        x0 = x - width if "ge" in cls else x - width / 2 if "gc" in cls else x
        yield x0, x0 + width, inner


@pytest.mark.parametrize("players", [1, 2, 4])
def test_panel_text_stays_inside_its_panel(players):
    for s in random_states(players, games=2, every=9):
        for name, svg in s.panels().items():
            width = float(re.search(r'width="([\d.]+)"', svg).group(1))
            for x0, x1, text in text_boxes(svg):
                assert x0 >= 2 and x1 <= width - 2, (name, text, x0, x1, width)


def test_the_realm_header_lines_do_not_touch():
    s = pos(hands=[{"white": 3, "yellow": 1, "wraith": 1}, W1],
            bags=[{"white": 12, "yellow": 2, "orange": 3, "green": 1, "blue": 4, "wraith": 2}, {"white": 3}],
            resources=[dict(earth=18, light=17, water=16, crystal=45, dominion=60), dict(crystal=2)],
            portals={0: [1]}, cards=[[3, 4], []])
    realm = s.panels()["realm-0"]
    boxes = sorted(text_boxes(realm))
    counts = re.search(r"<text y=\"\d+\"[^>]*>(<tspan.*?)</text>", realm).group(1)   # the tokens line
    xs = [float(x) for x in re.findall(r'<tspan x="([\d.]+)"', counts)]
    numbers = re.findall(r">(\d+)</tspan>", counts)
    from seasons_nb.games.groves.render import _tw
    for (x, n), nxt in zip(zip(xs, numbers), xs[1:]):
        assert x + _tw(n, 13) + 6 < nxt - 6, (x, n, nxt)          # a count never reaches the next icon
    hand = next(x0 for x0, _, t in boxes if t == "hand")
    assert hand == 12
    assert all(x1 <= 410 - 2 for _, x1, _ in boxes)


def test_four_players_tallies_fit_the_game_over_panel():
    from seasons_nb.games.groves.teach import finish, have, position
    s = finish(position(players=4, final=True, stack=[], hands=[W1] * 4, bags=[{"white": 3}] * 4,
                        resources=[have(dominion=4, earth=5, crystal=2)] * 4, groves={"p1.f4": 7, "p2.f4": 3},
                        portals={0: [1]}))
    over = s.panels()["hand"]
    height = float(re.search(r'viewBox="0 0 [\d.]+ ([\d.]+)"', over).group(1))
    assert max(float(y) for y in re.findall(r'<text [^>]*y="([\d.]+)"', over)) < height - 4
    assert "1 for portals" in over and s.prompt.endswith("wins with 11 dominion.")
