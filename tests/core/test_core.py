"""The game-agnostic core: RNG, match history, SVG escaping, hex grids, rule books, bots."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from seasons_nb.core import (
    GreedyBot, IllegalAction, Match, RandomBot, Rng, RuleBook, complete, esc, matching, next_targets,
    play_out,
)
from seasons_nb.core.hexgrid import DIRECTIONS, HexBoard, beyond, distance, hex_board, neighbours
from seasons_nb.core.svg import el, empty, svg_doc
from seasons_nb.games import arcadia

# ---- Rng -----------------------------------------------------------------------------------


def draws(rng: Rng, n: int, k: int) -> list[int]:
    out = []
    for _ in range(k):
        v, rng = rng.randrange(n)
        out.append(v)
    return out


def test_rng_same_seed_same_stream():
    assert draws(Rng(42), 1000, 50) == draws(Rng(42), 1000, 50)
    assert draws(Rng(42), 1000, 50) != draws(Rng(43), 1000, 50)


def test_rng_matches_splitmix64_reference():
    # the first output of SplitMix64 seeded with 0 is a published constant
    v, _ = Rng(0).randrange(1 << 64)
    assert v == 0xE220A8397B1DCDAF


def test_rng_is_a_value():
    r = Rng(7)
    _, r2 = r.randrange(10)
    assert r == Rng(7) and r.state == 7  # drawing does not change the generator itself
    assert r2 != r
    assert hash(Rng(7)) == hash(Rng(7))
    assert Rng((1 << 64) + 5) == Rng(5)


def test_rng_randrange_bounds():
    for n in (1, 2, 3, 7, 10, 1000):
        values = draws(Rng(n), n, 400)
        assert all(0 <= v < n for v in values)
    seen = Counter(draws(Rng(1), 6, 6000))
    assert set(seen) == set(range(6))
    assert min(seen.values()) > 800  # roughly uniform: 1000 expected each
    for bad in (0, -3):
        with pytest.raises(ValueError):
            Rng(1).randrange(bad)


def test_rng_shuffled_is_a_permutation():
    items = list(range(30))
    out, rng = Rng(3).shuffled(items)
    assert sorted(out) == items and out != items
    assert items == list(range(30))  # the input is left alone
    again, _ = Rng(3).shuffled(items)
    assert again == out
    other, _ = rng.shuffled(items)
    assert other != out
    assert Rng(3).shuffled([])[0] == [] and Rng(3).shuffled("a")[0] == ["a"]


def test_rng_choice():
    seq = "abcde"
    picks = set()
    rng = Rng(9)
    for _ in range(100):
        c, rng = rng.choice(seq)
        picks.add(c)
    assert picks == set(seq)
    with pytest.raises(ValueError):
        Rng(1).choice([])


# ---- Match ---------------------------------------------------------------------------------

MOVES = ["place autumn e5", "place spring e4", "place autumn e6", "place winter d4"]


def test_match_play_undo_redo_goto():
    m = Match(arcadia.new_game(players=2, seed=1))
    assert not m.can_undo and not m.can_redo and m.last_action is None
    for text in MOVES:
        m.play(text)
    assert len(m) == 5 and m.step == 4
    assert m.transcript() == MOVES
    assert m.state.at("d4") == "winter"
    assert str(m.last_action) == "place winter d4"
    m.undo()
    assert m.step == 3 and m.state.at("d4") is None and m.can_redo
    m.undo()
    assert m.state == m.states[2] and m.transcript() == MOVES[:2]
    m.redo()
    assert m.step == 3 and m.state.at("e6") == "autumn"
    assert m.goto(0) == m.states[0] and m.state.at("e5") is None
    m.undo()  # nothing before the start
    assert m.step == 0
    assert m.goto(99) is m.states[-1] and m.step == 4
    m.redo()
    assert m.step == 4
    assert m.goto(-5) is m.states[0]


def test_match_truncates_after_undo():
    m = Match(arcadia.new_game(players=2))
    for text in MOVES:
        m.play(text)
    m.goto(2)
    m.play("place spring d5")
    assert len(m) == 4 and m.step == 3 and not m.can_redo
    assert m.transcript() == MOVES[:2] + ["place spring d5"]
    assert m.state.at("d5") == "spring" and m.state.at("e6") is None


def test_match_refuses_illegal_and_keeps_history():
    m = Match(arcadia.new_game(players=2))
    m.play(MOVES[0])
    with pytest.raises(IllegalAction) as info:
        m.play("place autumn a1")
    assert info.value.rule == "arcadia.place.adjacent"
    assert len(m) == 2 and m.step == 1


# ---- SVG escaping --------------------------------------------------------------------------

def test_esc_escapes_markup_and_quotes():
    nasty = '<script>alert("x")</script> & \'q\''
    out = esc(nasty)
    assert "<" not in out and ">" not in out and '"' not in out and "'" not in out
    assert out == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;q&#x27;"
    assert esc(3) == "3"


def test_svg_builders_escape_text_and_attributes():
    doc = svg_doc(10, 10, [
        el("text", "<script>bad()</script>", x=1, data_label='"><script>x</script>'),
        empty("rect", class_="a'b", data_target="e5", hidden=None, off=False),
    ], title="T & <b>")
    assert "<script>" not in doc
    root = ET.fromstring(doc)  # well-formed XML
    ns = "{http://www.w3.org/2000/svg}"
    text = root.find(f"{ns}text")
    assert text.text == "<script>bad()</script>"
    assert text.get("data-label") == '"><script>x</script>'
    rect = root.find(f"{ns}rect")
    assert rect.get("class") == "a'b" and rect.get("data-target") == "e5"
    assert rect.get("hidden") is None and rect.get("off") is None
    assert root.find(f"{ns}title").text == "T & <b>"


def test_player_names_are_escaped_in_the_picture():
    s = arcadia.new_game(players=2, names=["<script>alert(1)</script>", 'O\'Neil "the Bold"'])
    svg = s._repr_svg_()
    assert "<script>" not in svg
    root = ET.fromstring(svg)
    texts = "".join(root.itertext())
    assert "<script>alert(1)</script>" in texts


# ---- hex grid ------------------------------------------------------------------------------

def test_hexgrid_board_of_radius_four():
    b = hex_board(4)
    assert len(b) == 61 and len(set(b.labels)) == 61
    assert b.label(b.center) == "e5" and b.cells[b.center] == (0, 0)
    assert hex_board(4) is b
    assert len(HexBoard(1)) == 7 and len(HexBoard(2)) == 19
    assert all(len(b.adj[i]) in (3, 4, 6) for i in range(len(b)))
    assert sum(len(b.adj[i]) == 3 for i in range(len(b))) == 6  # the corners
    assert len(b.edge) == 24


def test_hexgrid_neighbours_and_distance():
    assert len(set(DIRECTIONS)) == 6
    nbs = neighbours((0, 0))
    assert len(set(nbs)) == 6 and all(distance((0, 0), h) == 1 for h in nbs)
    b = hex_board(4)
    assert {b.label(i) for i in b.adj[b.cell("e5")]} == {"e4", "e6", "d4", "d5", "f5", "f6"}
    assert {b.label(i) for i in b.adj[b.cell("a1")]} == {"a2", "b1", "b2"}
    # adjacency is symmetric
    assert all(i in b.adj[j] for i in range(len(b)) for j in b.adj[i])
    assert distance(b.cells[b.cell("a1")], b.cells[b.cell("i9")]) == 8


def test_hexgrid_beyond_and_jumps():
    assert beyond((0, 0), (1, 0)) == (2, 0)
    assert beyond((0, 0), (-1, -1)) == (-2, -2)
    b = hex_board(4)
    jumps = dict(b.jumps[b.cell("e5")])
    assert b.label(jumps[b.cell("e6")]) == "e7"
    assert b.label(jumps[b.cell("d4")]) == "c3"
    # from b2 over the corner a1 the line leaves the board
    assert dict(b.jumps[b.cell("b2")])[b.cell("a1")] == -1
    assert b.off_board(b.cell("b2"), b.cell("a1")) == (-5, -5)
    with pytest.raises(KeyError):
        b.cell("j1")


# ---- rule books ----------------------------------------------------------------------------

BOOK = RuleBook("demo", "Demo rulebook", {
    "demo.move": ("Move one step.", "Moving"),
    "demo.ours.draw": ("A long game is a draw.", "Ending", True),
})


def test_rulebook_illegal_and_cite():
    err = BOOK.illegal("demo.move", "e9 is too far.")
    assert isinstance(err, IllegalAction) and isinstance(err, ValueError)
    assert err.rule == "demo.move" and str(err) == "e9 is too far."
    assert err.section == "Demo rulebook, Moving"
    assert "Move one step." in err.explanation and "[demo.move" in err.explanation
    assert str(BOOK.illegal("demo.move")) == "Move one step."
    assert BOOK.cite("demo.ours.draw").startswith("our choice")
    assert list(BOOK) == ["demo.move", "demo.ours.draw"] and len(BOOK) == 2
    with pytest.raises(KeyError):
        BOOK.illegal("demo.fly")


def test_rulebook_ids_carry_the_game_name():
    with pytest.raises(ValueError):
        RuleBook("demo", "Demo", {"other.rule": ("x", "y")})


def test_rulebook_markdown_escapes():
    book = RuleBook("demo", "Demo", {"demo.x": ("Use <b> & 'quotes'.", "S")})
    md = book.markdown()
    assert "`demo.x`" in md and "<b>" not in md and "&lt;b&gt;" in md


# ---- clicks --------------------------------------------------------------------------------

def test_click_helpers():
    s = arcadia.from_position({"b2": "autumn", "a1": "winter", "e5": "spring"})
    acts = s.legal_actions()
    assert len(matching(acts, [])) == len(acts)
    assert next_targets(acts, ["b2"])[:1] and "out:a1" in next_targets(acts, ["b2"])
    assert all(a.clicks[0] == "b2" for a in matching(acts, ["b2"]))
    done = complete(acts, ["b2", "out:a1", "c3"])
    assert [str(a) for a in done] == ["jump autumn b2 out a1 c3"]
    assert complete(acts, ["b2", "out:a1"]) == []
    assert next_targets(acts, ["zz"]) == []


# ---- bots ----------------------------------------------------------------------------------

def test_greedy_bot_beats_random_bot():
    wins = 0
    games = 0
    for seed in range(4):
        for greedy_seat in (0, 1):
            bots = [RandomBot(seed), RandomBot(seed)]
            bots[greedy_seat] = GreedyBot(seed)
            end = play_out(arcadia.new_game(players=2, seed=seed), bots)
            assert end.is_over
            wins += end.winners == [greedy_seat]
            games += 1
    assert wins >= games - 1


def test_play_out_ends_and_is_reproducible():
    a = play_out(arcadia.new_game(players=4, seed=5), RandomBot(5))
    b = play_out(arcadia.new_game(players=4, seed=5), RandomBot(5))
    assert a.is_over and a == b and a.to_json() == b.to_json()
    assert len(a.winners) == 1
    # a cap on the number of actions stops an unfinished game
    cut = play_out(arcadia.new_game(players=2, seed=5), RandomBot(5), max_actions=4)
    assert not cut.is_over and cut.turn == 2


def test_bots_choose_legal_actions():
    s = arcadia.from_position({"e5": "autumn", "e6": "winter"})
    for bot in (RandomBot(1), GreedyBot(1)):
        assert bot.choose(s) in s.legal_actions()
    # the greedy bot takes an immediate win
    s = arcadia.from_position({lab: "autumn" for lab in "h5 h6 h7 h8 h9 i5 i6 i7 i8 i9 e2".split()}
                              | {"e5": "winter"})
    end = s.apply(GreedyBot(3).choose(s))
    assert end.winners == [0]
