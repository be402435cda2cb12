"""What the board picture shows a learner without being told: each season by its letters as well as
its colour, and a key to every mark it draws (a lord that has acted, the last action's line, the lit
spaces of a geometry picture)."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

import pytest

from seasons_nb.core import RandomBot
from seasons_nb.core.svg import text_width
from seasons_nb.games import arcadia
from seasons_nb.games.arcadia import render
from seasons_nb.games.arcadia.actions import parse_action
from seasons_nb.games.arcadia.components import SEASONS
from seasons_nb.games.arcadia.teach import geometry, scenario

NS = "{http://www.w3.org/2000/svg}"
SEASON_OF_CLASS = {"sp": "spring", "su": "summer", "au": "autumn", "wi": "winter"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def spaces(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-target"): g for g in root.iter(f"{NS}g") if "snb-space" in (g.get("class") or "")}


def panel(root: ET.Element) -> ET.Element:
    return next(g for g in root.iter(f"{NS}g") if g.get("class") == "snb-panel")


def texts(el: ET.Element) -> list[str]:
    return [t.text or "" for t in el.iter(f"{NS}text")]


def key_words(svg: str) -> list[str]:
    """The key's lines: the panel's texts from the first of the key on."""
    words = texts(panel(parse(svg)))
    return words[words.index(render.ACTED_KEY):]


def test_no_two_seasons_share_letters():
    assert sorted(render.LETTERS) == sorted(SEASONS)
    assert len(set(render.LETTERS.values())) == len(SEASONS)


@pytest.mark.parametrize("name", ["four", "crowded", "once", "exercise_3"])
def test_every_lord_shows_its_seasons_letters_as_well_as_its_colour(name):
    s = scenario(name)
    found = 0
    for space, g in spaces(parse(s.render())).items():
        season = s.at(space)
        circles = list(g.iter(f"{NS}circle"))
        if season is None:
            assert not circles and texts(g) == [space]
            continue
        found += 1
        assert SEASON_OF_CLASS[circles[0].get("class").split()[0]] == season
        assert texts(g) == [render.LETTERS[season], space]
    assert found == sum(s.on_board(season) for season in SEASONS) > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_side_panel_keys_each_seasons_colour_and_letters(players):
    s = arcadia.new_game(players=players)
    side = panel(parse(s.render()))
    children = list(side)
    keyed = {}
    for a, b, c in zip(children, children[1:], children[2:]):
        if a.tag == f"{NS}circle" and b.tag == f"{NS}text" and (a.get("class") or "") in SEASON_OF_CLASS:
            keyed[SEASON_OF_CLASS[a.get("class")]] = (b.text, c.text)
    in_play = [season for seat in range(players) for season in s.seasons_of(seat)]
    assert sorted(keyed) == sorted(in_play)
    for season, (letters, words) in keyed.items():
        assert letters == render.LETTERS[season] and words.startswith(season.title() + ":")


def test_a_lord_that_has_acted_is_drawn_faded_and_the_key_says_so():
    s = scenario("once")   # the Autumn lord on d5 has acted this turn
    root = parse(s.render())
    acted = [t for t, g in spaces(root).items() if any("u" in (c.get("class") or "").split()
                                                         for c in g.iter(f"{NS}circle"))]
    assert acted == ["d5"]
    side = panel(root)
    samples = [c for c in side.iter(f"{NS}circle") if (c.get("class") or "").split() == ["k", "u"]]
    assert len(samples) == 1 and render.ACTED_KEY in texts(side)
    assert "acted this turn" in render.ACTED_KEY


def test_a_chosen_empty_space_is_marked_before_its_season_is_picked():
    s = arcadia.new_game(players=2, seed=11)
    s = s.apply(s.legal_actions()[0])
    empty = next(a.clicks[0] for a in s.legal_actions() if a.kind == "place")
    svg = render.table_svg(s, selected=[empty])
    group = spaces(parse(svg))[empty]
    assert "snb-sel" in group.get("class").split() and not list(group.iter(f"{NS}circle"))
    assert ".snb-sel use{" in svg  # its hexagon takes the selection's colour, as a chosen lord's ring does


def test_the_key_explains_a_line_or_lit_spaces_only_where_the_picture_draws_them():
    s = scenario("jumping")
    assert key_words(s.render()) == [render.ACTED_KEY]
    # a Table lights what may be clicked and says so itself: no key for it
    assert key_words(render.table_svg(s, highlight=["e5"])) == [render.ACTED_KEY]
    action = parse_action("jump autumn e5 e7")
    assert key_words(render.table_svg(s.apply(action), last=action)) == [render.ACTED_KEY, render.LAST_KEY]
    # a geometry picture: its lit spaces are the ones touching, its line the jump straight over
    words = key_words(geometry(s, "e5", over="e6").svg)
    assert words == [render.ACTED_KEY, "lit: the spaces touching e5", "line: from e5 straight over e6"]
    assert key_words(geometry(s, "a1").svg) == [render.ACTED_KEY, "lit: the spaces touching a1"]


def test_the_turn_limit_is_labelled_as_set_for_this_game():
    words = " ".join(texts(panel(parse(arcadia.new_game(players=2, turn_limit=30).render()))))
    assert "a limit set for this game" in words
    assert "Turn 1 of 30: a draw" not in words   # not told as if the book had a limit


def _boxes(svg: str):
    """Each text of the side panel as (text, left, top, right, bottom), about as a browser draws it."""
    sizes = {"t": render.TITLE_SIZE, "n": render.NAME_SIZE, "q": render.PROMPT_SIZE, "l": 9}
    out = []
    for t in panel(parse(svg)).iter(f"{NS}text"):
        classes = (t.get("class") or "").split()
        size = 8 if "m" in classes else next((sizes[c] for c in classes if c in sizes), render.LINE_SIZE)
        w = text_width(t.text, size, bold=bool({"b", "l", "t"} & set(classes)))
        x, y = float(t.get("x")), float(t.get("y"))
        left = x - w / 2 if "m" in classes else x
        out.append((t.text, left, y - 0.8 * size, left + w, y + 0.25 * size))
    return out


def _positions():
    long = ["A very long name for the Equinoxes side", "Solstices"]
    for players, names in ((2, long), (3, None), (4, None)):
        s = arcadia.new_game(players=players, names=names, turn_limit=150, seed=players)
        bot = RandomBot(players)
        for _ in range(7):
            s = s.apply(bot.choose(s))
        yield s
    yield scenario("exercise_4")
    yield scenario("ten").apply("jump autumn e1 e3 e5")   # the game is won mid-jump


@pytest.mark.parametrize("position", list(_positions()), ids=lambda s: f"{len(s.names)}p-turn{s.turn}")
def test_the_side_panel_text_stays_inside_the_picture_and_nothing_overlaps(position):
    for svg in (position.render(), geometry(position, "e5", over="e6").svg):
        boxes = _boxes(svg)
        for text, left, top, right, bottom in boxes:
            assert render.PANEL_X <= left + 0.5 and right <= render.WIDTH and 0 <= top and bottom <= render.HEIGHT, text
        for a, b in itertools.combinations(boxes, 2):
            apart = a[3] <= b[1] or b[3] <= a[1] or a[4] <= b[2] or b[4] <= a[2]
            assert apart, (a, b)
