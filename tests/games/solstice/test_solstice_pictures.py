"""What the Solstice pictures show a learner without being told: the game mode, each item's name (as
its tooltip and accessible name), and a key to every mark (a bonus that the card counts otherwise,
the ring around the character who decides)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from seasons_nb.core.svg import picture_html
from seasons_nb.games import solstice as S
from seasons_nb.games.solstice import render
from seasons_nb.games.solstice.components import CARD_INDEX, CARDS
from seasons_nb.games.solstice.teach import position

from .test_solstice_views import random_states

NS = "{http://www.w3.org/2000/svg}"


def team():
    return S.from_position(
        players=8, mode="team", turn=41, lapped=True, spaces=[13, 2, 9, 17, 25, 17, 30, 25], pieces="SWWSSWSW",
        equipped=[["w5", "b1"], ["w6", "a6"], ["a3"], ["w10", "b10"], [], ["a8"], ["w9", "b5"], ["b4"]],
        kept=[["t6"], ["t7", "a2"], [], ["t11"], ["t1", "w1"], [], ["t10"], ["t2", "t5"]], discard=["b3", "t4"])


def texts(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{NS}text")]


@pytest.mark.parametrize("mode,players", [("free-for-all", 2), ("free-for-all", 3), ("team", 2), ("team", 8)])
def test_the_game_mode_is_drawn(mode, players):
    for s in (S.new_game(players=players, mode=mode, seed=1), position(players=players, mode=mode)):
        assert render.MODE_WORDS[mode] in texts(s.panels()["decision"])
        assert render.MODE_WORDS[mode] in texts(s.render())
        other = next(m for m in render.MODE_WORDS if m != mode)
        assert render.MODE_WORDS[other] not in texts(s.render())
    assert len(set(render.MODE_WORDS.values())) == 2


def item_groups(svg: str):
    return [g for g in ET.fromstring(svg).iter(f"{NS}g") if (g.get("data-target") or "").startswith("item.")]


@pytest.mark.parametrize("players", [2, 8])
def test_every_item_chip_carries_its_name_as_a_title(players):
    seen = 0
    for s in list(random_states(players, games=1, every=7)) + [team()]:
        players_panel = s.panels()["players"]
        for g in item_groups(players_panel):
            card = CARD_INDEX[g.get("data-target").split(".", 1)[1]]
            title = g[0]
            assert title.tag == f"{NS}title", "the title comes first: the group's tooltip and name"
            assert title.text == g.get("data-label") and title.text.startswith(CARDS[card].name)
            seen += 1
        # a stored picture is an inert image: it keeps no titles (nor click ids)
        assert "<title>" not in picture_html(s.render(), "Solstice")
    assert seen >= 5


def _special(kind: str) -> str:
    return next(c.id for c in CARDS if c.equip and c.counts == kind)


def test_a_bonus_the_card_counts_otherwise_is_keyed_and_named():
    either, other = _special("either"), _special("other")
    plain = position(equipped=[["w1"], []])
    assert not any("after a bonus" in t for t in texts(plain.panels()["players"]))
    s = position(equipped=[[either], [other]])
    words = texts(s.panels()["players"])
    for kind, card in (("either", either), ("other", other)):
        line = f"{render.SPECIAL_MARK[kind]} after a bonus: the card {render.SPECIAL_WORDS[kind]}"
        assert line in words
        chip = next(g for g in item_groups(s.panels()["players"]) if g.get("data-target") == f"item.{card}")
        assert render.SPECIAL_WORDS[kind] in chip[0].text
        assert any((t.text or "").endswith(render.SPECIAL_MARK[kind]) for t in chip.iter(f"{NS}text"))
    one = position(equipped=[[either], []])
    assert sum("after a bonus" in t for t in texts(one.panels()["players"])) == 1
    # the panel grows by the key's lines, so they stay inside the picture
    heights = [float(ET.fromstring(p.panels()["players"]).get("height")) for p in (plain, one, s)]
    assert heights[0] + render.KEY_LINE == heights[1] and heights[1] + render.KEY_LINE == heights[2]


def test_the_ring_keys_the_mark_of_who_decides():
    for s in (position(), team(), S.new_game(players=4, seed=2)):
        ring = ET.fromstring(s.panels()["ring"])
        marked = [c for c in ring.iter(f"{NS}circle") if "slme" in (c.get("class") or "").split()]
        # one token and the key's sample
        assert len(marked) == 2 and sum("slkey" in c.get("class") for c in marked) == 1
        assert "decides" in texts(s.panels()["ring"])


def _width(text: str, classes: set) -> float:
    size = 9 if "sl9" in classes else 8 if "slx" in classes else 14 if "slbig" in classes else (
        10 if "sls" in classes else 12)
    return render._width(text, size, "slb" in classes)


@pytest.mark.parametrize("players", [2, 8])
def test_the_decision_area_and_the_players_key_keep_their_words_inside(players):
    for s in list(random_states(players, games=1, every=9)) + ([team()] if players == 8 else []):
        for name, width in (("decision", render.DEC_W), ("players", render.PLAYERS_W), ("ring", render.RING_W)):
            root = ET.fromstring(s.panels()[name])
            height = float(root.get("height"))
            for t in root.iter(f"{NS}text"):
                if t.get("x") is None or not t.text:
                    continue
                classes = set((t.get("class") or "").split())
                x, y, w = float(t.get("x")), float(t.get("y")), _width(t.text, classes)
                left = x - w / 2 if "slc" in classes else x - w if "sle" in classes else x
                if name == "players" and y < height - render.KEY_H - 3 * render.KEY_LINE:
                    continue   # the cards' words sit in translated groups; only the key is checked here
                assert -0.5 <= left and left + w <= width + 0.5 and y <= height, (name, t.text)


def test_the_decides_key_is_clear_of_the_ring_numbers():
    ring = ET.fromstring(position().panels()["ring"])
    key = next(t for t in ring.iter(f"{NS}text") if t.text == "decides")
    kx = float(key.get("x")) - 20   # its sample token's left edge
    for t in ring.iter(f"{NS}text"):
        if re.fullmatch(r"\d+", t.text or "") and t.get("x"):
            assert float(t.get("x")) + 8 < kx or float(t.get("y")) - 9 > 20, t.text


def test_a_pieces_season_is_told_by_its_sign_as_well_as_its_colour():
    for s in (position(pieces="SWWSSWSW"), team(), S.new_game(players=3, seed=4)):
        ring = ET.fromstring(s.panels()["ring"])
        pieces = {g.get("data-target"): g for g in ring.iter(f"{NS}g") if (g.get("data-target") or "").startswith("piece.")}
        assert len(pieces) == 8
        for target, g in pieces.items():
            season = s.pieces[int(target.split(".")[1]) - 1]   # pieces are numbered from 1
            signs = [u.get("href") for u in g.iter(f"{NS}use") if re.fullmatch(r"#sl-s\d", u.get("href"))]
            assert signs == [f"#sl-s{season}"], target
            assert f"sl{season}" in next(g.iter(f"{NS}path")).get("class").split()
        # the count of each season in the centre shows its colour and its sign: their key
        centre = s.panels()["ring"]
        for court, name in enumerate(("Summer", "Winter")):
            assert re.search(rf'<use href="#sl-s{court}" transform="[^"]+"/><text[^>]*>{name} \d</text>', centre)
    assert render.DEFS["sl-s0"] != render.DEFS["sl-s1"]


def test_courts_and_item_seasons_are_told_apart_by_more_than_colour():
    """A court by its tokens' shape (Summer a disc, Winter a rounded square), an item's season by the sign
    its chip carries (the ring's sun or snowflake), each with a line in the key."""
    s = team()
    ring = ET.fromstring(s.panels()["ring"])
    tokens = [g for g in ring.iter(f"{NS}g") if (g.get("data-target") or "").startswith("seat.")]
    assert len(tokens) == s.players
    for g in tokens:
        seat = int(g.get("data-target").split(".")[1]) - 1   # seat.1 is the first seat
        shape = g[0]
        assert shape.tag == NS + ("circle" if seat % 2 == 0 else "rect"), seat
    players = s.panels()["players"]
    chips = [g for g in item_groups(players) if CARDS[CARD_INDEX[g.get("data-target")[5:]]].equip]
    assert len(chips) >= 10
    for g in chips:
        card = CARD_INDEX[g.get("data-target")[5:]]
        signs = [u.get("href") for u in g.iter(f"{NS}use") if u.get("href").startswith("#sl-s")]
        assert signs == [f"#sl-s{s.iseason[card]}"], g.get("data-target")
    words = texts(players)
    for word in ("Summer item", "Winter item", "Summer Court", "Winter Court"):
        assert word in words
