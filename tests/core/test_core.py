"""The game-agnostic core on a tiny test game (see conftest.py): RNG, match history, SVG escaping,
hex grids, rule books, bots, logs, views, loaders."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from seasons_nb.core import (
    Assumption, GameInfo, GameState, GreedyBot, IllegalAction, Log, Match, RandomBot, Rng, RuleBook, View,
    complete, esc, matching, next_targets, play_out,
)
from seasons_nb.core import validate
from seasons_nb.core.hexgrid import DIRECTIONS, HexBoard, beyond, distance, hex_board, neighbours
from seasons_nb.core.svg import Texts, el, empty, fit_text, svg_doc, text_width, wrap_text

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

MOVES = ["step 1", "step 2", "step 1", "step 2"]


def test_match_play_undo_redo_goto(tiny):
    m = Match(tiny.new_game(players=2, seed=1))
    assert not m.can_undo and not m.can_redo and m.last_action is None
    for text in MOVES:
        m.play(text)
    assert len(m) == 5 and m.step == 4
    assert m.transcript() == MOVES
    assert m.state.count == 6
    assert str(m.last_action) == "step 2"
    m.undo()
    assert m.step == 3 and m.state.count == 4 and m.can_redo
    m.undo()
    assert m.state == m.states[2] and m.transcript() == MOVES[:2]
    m.redo()
    assert m.step == 3 and m.state.count == 4
    assert m.goto(0) == m.states[0] and m.state.count == 0
    m.undo()  # nothing before the start
    assert m.step == 0
    assert m.goto(99) is m.states[-1] and m.step == 4
    m.redo()
    assert m.step == 4
    assert m.goto(-5) is m.states[0]


def test_match_truncates_after_undo(tiny):
    m = Match(tiny.new_game(players=2))
    for text in MOVES:
        m.play(text)
    m.goto(2)
    m.play("step 2")
    assert len(m) == 4 and m.step == 3 and not m.can_redo
    assert m.transcript() == MOVES[:2] + ["step 2"]
    assert m.state.count == 5


def test_match_forget_redo_drops_the_future(tiny):
    m = Match(tiny.new_game(players=2))
    for text in MOVES:
        m.play(text)
    m.goto(1)
    m.forget_redo()
    assert len(m) == 2 and not m.can_redo and m.transcript() == MOVES[:1]
    assert m.redo() is m.states[1]


def test_match_refuses_illegal_and_keeps_history(tiny):
    m = Match(tiny.new_game(players=2))
    m.play(MOVES[0])
    with pytest.raises(IllegalAction) as info:
        m.play("step 3")
    assert info.value.rule == "tiny.step.size"
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


def test_player_names_are_escaped_in_the_picture(tiny):
    s = tiny.new_game(players=2, names=["<script>alert(1)</script>", 'O\'Neil "the Bold"\x07'])
    svg = s._repr_svg_()
    assert "<script>" not in svg and "\x07" not in svg
    root = ET.fromstring(svg)
    texts = "".join(root.itertext())
    assert "<script>alert(1)</script>" in texts


def test_esc_drops_control_characters():
    assert esc("a\x00b\x1bc\x7f\ud800d") == "abcd"
    assert esc("tab\tnew\nline") == "tab\tnew\nline"
    ET.fromstring(svg_doc(10, 10, [el("text", "x\x01\x02y")]))


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

def test_click_helpers(tiny):
    acts = tiny.new_game().legal_actions()
    assert len(matching(acts, [])) == len(acts) == 3
    assert next_targets(acts, []) == ["step.1", "step.2", "roll"]
    assert [str(a) for a in matching(acts, ["roll"])] == ["roll"]
    assert [str(a) for a in complete(acts, ["step.2"])] == ["step 2"]
    assert complete(acts, ["step.2", "roll"]) == []
    assert next_targets(acts, ["zz"]) == [] and next_targets(acts, ["roll"]) == []


# ---- bots ----------------------------------------------------------------------------------

def test_play_out_ends_and_is_reproducible(tiny):
    a = play_out(tiny.new_game(players=3, seed=5), RandomBot(5))
    b = play_out(tiny.new_game(players=3, seed=5), RandomBot(5))
    assert a.is_over and a == b and a.to_json() == b.to_json()
    assert len(a.winners) == 1
    # a cap on the number of actions stops an unfinished game
    cut = play_out(tiny.new_game(players=2, seed=5), RandomBot(5), max_actions=2)
    assert not cut.is_over and len(cut.log) == 3


def test_bots_choose_legal_actions_and_the_greedy_bot_takes_a_win(tiny):
    s = tiny.new_game()
    for bot in (RandomBot(1), GreedyBot(1)):
        assert bot.choose(s) in s.legal_actions()
    s = run_tiny(s, "step 2", "step 2", "step 2", "step 2")   # the counter is at 8: step 2 wins
    assert {str(GreedyBot(k).choose(s)) for k in range(20)} <= {"step 2", "roll"}
    assert "step 2" in {str(GreedyBot(k).choose(s)) for k in range(20)}


def run_tiny(s, *moves):
    for m in moves:
        s = s.apply(m)
    return s


def test_greedy_bot_never_sees_a_roll_before_it_happens(tiny):
    # at 7, a roll wins only if the die shows 3: a bot that peeked at the state's own
    # generator would roll exactly when that die is a 3
    s = run_tiny(tiny.new_game(), "step 2", "step 2", "step 2", "step 1")
    choices = set()
    for k in range(40):
        rigged = s.reseeded(k)
        wins_by_roll = rigged.apply("roll").is_over
        choice = str(GreedyBot(11).choose(rigged))
        choices.add((wins_by_roll, choice))
    assert {c for _, c in choices} == {str(GreedyBot(11).choose(s))}   # the same whatever the die will say
    assert {w for w, _ in choices} == {True, False}                      # and both outcomes were possible


# ---- the contract in core ------------------------------------------------------------------

def test_log_shares_lines_between_states():
    a = Log(["one"])
    b = a + ("two", "three")
    c = b + ("four",)
    assert list(c) == ["one", "two", "three", "four"] and len(c) == 4 and len(a) == 1
    assert c[0] == "one" and c[-1] == "four" and c[2] == "three" and c[-4] == "one"
    assert c[1:] == ("two", "three", "four") and c[-2:] == ("three", "four") and c[:2] == ("one", "two")
    assert c == ("one", "two", "three", "four") and c != ("one",)
    assert b + () is b and c.tail(2) == ("three", "four")
    with pytest.raises(IndexError):
        c[4]
    assert c._parent is b   # nothing copied


def test_a_view_cannot_be_played(tiny):
    s = tiny.new_game()
    view = s.view(0)
    assert isinstance(view, View) and not isinstance(view, GameState)
    with pytest.raises(TypeError, match="cannot be played"):
        view.apply("step 1")
    assert "rng" not in view.to_dict() and view.prompt == s.prompt
    assert view.sample(4).view(0).to_dict() == view.to_dict()
    assert view.legal_actions() == s.legal_actions() and s.view(1).legal_actions() == []


def test_hand_built_actions_must_read_back_as_themselves(tiny):
    s = tiny.new_game()
    odd = [tiny.Action(("step", "1")), tiny.Action(("Step", 1)), tiny.Action(("step", 1, 1)),
           tiny.Action(()), tiny.Action(("step", None)), tiny.Action(("step", 10 ** 40))]
    for a in odd:
        err = s.explain(a)
        assert err is not None and err.rule == "tiny.notation", (a, err)
    assert s.explain(tiny.Action(("step", 3))).rule == "tiny.step.size"   # well formed, but illegal
    assert s.explain(42).rule == "tiny.notation"


@pytest.mark.parametrize("text, field", [
    ("", "not JSON"), ("[]", "JSON object"), ('{"game": "arcadia"}', "'game'"),
    ("[" * 100_000 + "]" * 100_000, "nests"), (b"\xff", "not JSON"), (None, "JSON text"),
    ('{"game": "tiny", "names": ["A", "B"], "count": 1e400, "seat": 0, "log": [], "rng": 0}', "'count'"),
    ('{"game": "tiny", "names": ["A", "B"], "count": 1, "seat": 7, "log": [], "rng": 0}', "'seat'"),
    ('{"game": "tiny", "names": "AB", "count": 1, "seat": 0, "log": [], "rng": 0}', "'names'"),
    ('{"game": "tiny", "names": ["A", "B"], "count": 1, "seat": 0, "log": [3], "rng": 0}', r"'log\[0\]'"),
    ('{"game": "tiny", "names": ["A", "B"], "count": 1, "seat": 0, "log": [], "rng": -1}', "'rng'"),
    ('{"game": "tiny", "names": ["A", "B"], "count": 1, "seat": 0, "log": []}', "'rng'"),
])
def test_from_json_refuses_bad_saves_naming_the_field(tiny, text, field):
    with pytest.raises(ValueError, match=field):
        tiny.from_json(text)


def test_a_save_round_trips(tiny):
    s = run_tiny(tiny.new_game(seed=3), "roll", "step 1")
    back = tiny.from_json(s.to_json())
    assert back == s and back.to_json() == s.to_json() and list(back.log) == list(s.log)


def test_validate_helpers_name_the_field():
    assert validate.as_int(3, "n", 0, 5) == 3
    for bad in (True, 3.0, "3", None):
        with pytest.raises(ValueError, match="field 'n'"):
            validate.as_int(bad, "n")
    with pytest.raises(ValueError, match="out of range"):
        validate.as_int(-1, "n", 0)
    assert validate.as_names(["A\x00b", " C "], "names", 2) == ("A b", "C")
    for bad in ("AB", ["A"], ["A", 1], ["A", "A"], ["", "B"], None):
        with pytest.raises(ValueError, match="names"):
            validate.as_names(bad, "names", 2)
    assert validate.as_counts({"x": 2}, "bag", ("x", "y"), 5) == (2, 0)
    with pytest.raises(ValueError, match="bag"):
        validate.as_counts({"z": 2}, "bag", ("x", "y"), 5)
    with pytest.raises(ValueError, match="bag.x"):
        validate.as_counts({"x": 6}, "bag", ("x", "y"), 5)


def test_game_info_is_frozen_and_checked():
    info = GameInfo("g", "G", [2, 3], "g.ipynb", options={"fast": False})
    assert info.player_counts == (2, 3) and info.options["fast"] is False
    with pytest.raises(dataclasses.FrozenInstanceError):
        info.name = "h"
    with pytest.raises(TypeError):
        info.options["fast"] = True
    with pytest.raises(ValueError):
        GameInfo("g", "G", (), "g.ipynb")


def test_assumptions_are_rules_of_ours_with_their_constant():
    book = RuleBook("demo", "Demo", {"demo.move": ("Move.", "Moving")}, [
        Assumption("demo.ours.size", "The board has {value} spaces.", "Components", "SIZE", 61),
        Assumption("demo.ours.stuck", "Nobody is ever stuck.", "Turn"),
    ])
    assert list(book.assumptions) == ["demo.ours.size", "demo.ours.stuck"]
    assert book["demo.ours.size"].text == "The board has 61 spaces." and book["demo.ours.size"].ours
    assert book.value("demo.ours.size") == 61 and book.cite("demo.ours.stuck").startswith("our choice")
    assert "SIZE = 61" in book.docstring()
    with pytest.raises(KeyError):
        book.value("demo.ours.stuck")
    with pytest.raises(ValueError, match="twice"):
        RuleBook("demo", "Demo", {"demo.x": ("x", "y")}, [Assumption("demo.x", "again", "S")])


def test_shorten_adds_an_ellipsis_only_when_it_cuts():
    from seasons_nb.core.svg import shorten

    assert shorten("Equinoxes", 22) == "Equinoxes"
    assert shorten("A very long name indeed", 10) == "A very lo…" and len(shorten("x" * 50, 10)) == 10


def test_text_is_measured_wrapped_and_fitted_to_a_width():
    assert text_width("ii", 10) < text_width("MM", 10) < text_width("MM", 10, bold=True)
    lines = wrap_text("draw one card then ready one orb", 10, 60)
    assert len(lines) > 1 and " ".join(lines) == "draw one card then ready one orb"
    assert all(text_width(line, 10) <= 60 for line in lines)
    assert wrap_text("unbreakablewordthatislong", 10, 20) == ["unbreakablewordthatislong"]
    cut = fit_text("Cairnback Giant of the Long Day", 10, 70)
    assert cut.endswith("…") and text_width(cut, 10) <= 70
    assert fit_text("Fox", 10, 70) == "Fox"


def test_texts_write_lines_with_short_classes_and_escaped_words():
    texts = Texts("x9", [(frozenset({"x10", "xb"}), "xj")], lambda v: str(round(v)))
    assert texts.line(1.4, 2.6, "a<b", "x9") == '<text x="1" y="3">a&lt;b</text>'
    assert texts.line(0, 0, "t", "xb x10 xm") == '<text x="0" y="0" class="xj xm">t</text>'
    assert texts.lines(5, 10, ["one", "two"], 12, "xm") == (
        '<text x="5" y="10" class="xm">one<tspan x="5" dy="12">two</tspan></text>')
    assert texts.lines(5, 10, [], 12) == ""


def test_a_states_picture_shows_in_an_untrusted_notebook_too(tiny):
    s = tiny.new_game(players=2, names=["<script>alert(1)</script>", "B"])
    stored = s._repr_html_()  # JupyterLab shows sanitised HTML while it hides untrusted SVG
    assert stored.startswith('<img class="snb-stored" src="data:image/svg+xml,')
    assert "<script" not in stored.lower().replace("&lt;script", "") and "data-target" not in stored
    assert s.view(0)._repr_html_().startswith("<img ")
