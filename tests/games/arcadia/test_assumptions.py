"""Seasons of Arcadia: our choices (``arcadia.ours.*``), each cited as ours, with the constant it reads.

Refusals that come from a choice of ours cite that choice, never the rulebook.
"""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import pytest

from seasons_nb.games import arcadia
from seasons_nb.games.arcadia import components, rules, state as engine
from seasons_nb.games.arcadia.teach import FAR_AUTUMN, board, scenario
from ..checks import refused


def pos(players=2, to_move=0, **seasons) -> arcadia.State:
    return arcadia.from_position(board(**seasons), players=players, to_move=to_move)


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


# ---- the declarations themselves ---------------------------------------------------------------

#: our conventions for writing and clicking actions: choices of ours, but not about the rules of play
CONVENTIONS = ("arcadia.notation", "arcadia.click")


def test_assumptions_are_declared_once_with_the_constant_the_engine_reads():
    assert all(rid.startswith("arcadia.ours.") for rid in arcadia.ASSUMPTIONS if rid not in CONVENTIONS)
    sources = "".join(p.read_text() for p in Path(engine.__file__).parent.glob("*.py") if p.name != "rules.py")
    for rid, rule in arcadia.ASSUMPTIONS.items():
        assert "our choice" in arcadia.RULES.cite(rid)
        if rule.constant:
            assert getattr(rules, rule.constant) == rule.value, rid
            assert re.search(rf"\b{rule.constant}\b", sources), f"{rule.constant} is read by no code"
            assert f"{rule.constant} = {rule.value!r}" in rules.__doc__
    # the rules the book states cite the book
    for rid in ("arcadia.jump.multi", "arcadia.win.twelve", "arcadia.jump.out", "arcadia.setup.board"):
        assert arcadia.RULES.cite(rid).startswith(rules.BOOK)


def test_the_rules_marked_our_choice_are_exactly_the_assumptions():
    ours = [rid for rid, r in arcadia.RULES.items() if r.ours]
    assert ours == list(arcadia.ASSUMPTIONS)
    for rid in arcadia.RULES:
        assert ("our choice" in arcadia.RULES.cite(rid)) == (rid in arcadia.ASSUMPTIONS), rid
    assert set(CONVENTIONS) <= set(arcadia.ASSUMPTIONS)


def test_the_notebook_lists_the_same_choices_in_its_assumptions_and_its_rules():
    # the stored outputs: the generated Assumptions section, and the rules marked "our choice"
    # on the page with every rule
    path = Path(__file__).resolve().parents[3] / "notebooks" / arcadia.INFO.notebook
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]

    def listed(source: str, marked_ours: bool) -> list[str]:
        cell = next(c for c in cells if c["cell_type"] == "code" and "".join(c["source"]).strip() == source)
        text = "".join("".join(o["data"]["text/markdown"]) for o in cell["outputs"] if "text/markdown" in o.get("data", {}))
        return [m.group(1) for m in re.finditer(r"^- \*\*`([\w.]+)`\*\*.*$", text, re.M)
                if not marked_ours or "our choice" in m.group(0)]

    assumptions = listed('assumptions("arcadia")', False)
    assert assumptions == list(arcadia.ASSUMPTIONS)
    assert listed("rules(*arcadia.RULES)", True) == [rid for rid in arcadia.RULES if rid in assumptions]


def test_arcadia_ours_board_radius():
    assert rules.BOARD_RADIUS == arcadia.RULES.value("arcadia.ours.board_radius") == 4
    assert components.BOARD.radius == rules.BOARD_RADIUS
    assert len(components.BOARD) == 3 * 4 * 5 + 1 == 61
    assert "61 spaces" in arcadia.RULES["arcadia.ours.board_radius"].text


def test_arcadia_ours_jump_turns():
    # e2 -> e4 along the row, then e4 -> g6 on the diagonal: allowed by default
    assert rules.JUMP_MAY_TURN is True
    s = pos(autumn="e2", winter="e3 f5")
    assert "jump autumn e2 e4 g6" in legal(s)


def test_arcadia_ours_jump_turns_refusal_cites_our_choice(monkeypatch):
    monkeypatch.setattr(engine, "JUMP_MAY_TURN", False)
    s = pos(autumn="e2", winter="e3 f5")
    assert "jump autumn e2 e4 g6" not in legal(s)
    err = refused(s, "jump autumn e2 e4 g6")
    assert err.rule == "arcadia.ours.jump_turns"
    assert "our choice" in err.section
    # straight on is still fine, and a turning jump out is refused the same way
    t = pos(autumn="b2", winter="c3 d3 a1")
    assert "jump autumn b2 d4" in legal(t)
    u = pos(autumn="c2", winter="b2 a1")  # c2 -> a2 over b2, then out along row a over a1
    assert "jump autumn c2 a2 out a1 e5" not in legal(u)
    assert refused(u, "jump autumn c2 a2 out a1 e5").rule == "arcadia.ours.jump_turns"


def test_arcadia_ours_jump_no_revisit():
    assert rules.JUMP_MAY_REVISIT is False
    s = pos(autumn="e1 e2 e4")
    err = refused(s, "jump autumn e1 e3 e5 e3")
    assert err.rule == "arcadia.ours.jump_no_revisit"
    assert "our choice" in err.section
    # the book's rule (a jump may chain hops) is cited only for what the book says
    assert "jump autumn e1 e3 e5" in legal(s)


def test_arcadia_ours_win_stops_jump():
    s = pos(autumn=f"e2 {FAR_AUTUMN}", winter="e3 e5")
    err = refused(s, "jump autumn e2 e4 e6")
    assert err.rule == "arcadia.ours.win_stops_jump"
    assert "our choice" in err.section
    assert s.apply("jump autumn e2 e4").winners == [0]


def test_arcadia_ours_win_stops_jump_the_supply_is_empty_then():
    # after the winning hop no Autumn lord is left to replace the Winter lord on e5
    s = pos(autumn=f"e2 {FAR_AUTUMN}", winter="e3 e5")
    t = s.apply("jump autumn e2 e4")
    assert t.supply("autumn") == 0 and t.at("e5") == "winter"
    assert t.log[-1].startswith("All 12 Autumn lords")


def test_arcadia_ours_jump_out_ends_jump():
    # no jump goes on after leaving the board, and the notation cannot even say so
    s = pos(autumn="b2", winter="c2 d1 a1")
    outs = [a for a in s.legal_actions() if a.out]
    assert outs and all(a.clicks[-2].startswith("out:") for a in outs)
    assert refused(s, "jump autumn b2 out a1 e5 e7").rule == "arcadia.notation"
    # and it may come back where it started
    assert "jump autumn b2 out a1 b2" in legal(s)
    # a chain may end in a jump out, never go on after one
    t = pos(autumn="e4", winter="d3 b1")
    assert {str(a) for a in t.legal_actions() if a.out and a.enter == "e4"} == {"jump autumn e4 c2 out b1 e4"}


def test_arcadia_ours_jump_out_ends_jump_says_the_book_is_silent_on_a_chain_ending_out():
    rule = arcadia.RULES["arcadia.ours.jump_out_ends_jump"]
    assert rule.ours and "does not say" in rule.text and "end in a jump out" in rule.text
    # what it allows: hops, then out over the edge lord; both Winter lords passed over are replaced
    s = scenario("chain_out")
    t = s.apply("jump autumn e4 c2 out b1 i9")
    assert (t.at("e4"), t.at("d3"), t.at("b1"), t.at("i9")) == (None, "autumn", "autumn", "autumn")
    assert t.on_board("winter") == s.on_board("winter") - 2


def test_arcadia_jump_out_cites_the_book_only_for_what_it_prints():
    # the book: an edge lord may be jumped and the jumper "jumps out"; that the landing must lie off
    # the board is our reading, declared as our choice and not worded into the book's rule
    book, ours = arcadia.RULES["arcadia.jump.out"], arcadia.RULES["arcadia.ours.jump_out_off_board"]
    assert not book.ours and ours.ours
    assert arcadia.RULES.cite("arcadia.jump.out").startswith(rules.BOOK)
    for reading in ("off the board", "no space", "beyond", "landing"):
        assert reading not in book.text, reading
    assert "off the board" in ours.text and "our choice" in arcadia.RULES.cite(ours.id)


def test_arcadia_ours_jump_out_off_board():
    # along the bottom edge: a3 over the edge lord on a2 lands on a1, on the board: an ordinary jump
    s = scenario("along_edge")
    assert "jump autumn a3 a1" in legal(s)
    assert not [a for a in s.legal_actions() if a.out]
    err = refused(s, "jump autumn a3 out a2 e7")
    assert err.rule == "arcadia.ours.jump_out_off_board"
    assert "our choice" in err.section and "ordinary jump" in str(err)
    # the ordinary jump may hop on, along the edge again (over b1 on the left edge)
    assert "jump autumn a3 a1 c1" in legal(s)
    t = s.apply("jump autumn a3 a1 c1")
    assert (t.at("a2"), t.at("b1"), t.at("c1"), t.at("a3")) == ("autumn", "autumn", "autumn", None)
    # a jump out over a lord off the edge is still the book's rule: refused under it, not under ours
    assert refused(pos(autumn="c3", winter="d4"), "jump autumn c3 out d4 e7").rule == "arcadia.jump.out"
    # an edge lord with no space beyond it is jumped out over
    u = pos(autumn="b2", winter="a1 a2")
    assert "jump autumn b2 out a1 e5" in legal(u)
    assert "jump autumn a3 a1" in legal(pos(autumn="a3", winter="a2"))


def test_arcadia_ours_replace_supply():
    # replacing takes a lord from the jumper's supply; with 11 out, the next replacement wins
    s = pos(autumn=f"e2 {FAR_AUTUMN}", winter="e3")
    assert s.supply("autumn") == 1
    t = s.apply("jump autumn e2 e4")
    assert t.supply("autumn") == 0 and t.is_over


def test_arcadia_ours_turn_limit_is_off_by_default_and_says_nothing():
    assert rules.DEFAULT_TURN_LIMIT is None
    assert arcadia.INFO.options["turn_limit"] is None
    assert inspect.signature(arcadia.new_game).parameters["turn_limit"].default is None
    s = arcadia.new_game(players=2)
    assert "limit" not in s.prompt and "draw" not in s.render()
    limited = arcadia.new_game(players=2, turn_limit=50)
    # the panel says the limit was set for this game (a choice of ours), not that the book has one
    panel = " ".join(re.findall(r">([^<>]+)</text>", limited.render()))
    assert "Turn 1 of 50, a limit set for this game: a draw if nobody has won by then." in panel
    for bad in (0, -1, "5", 2.5, True):
        with pytest.raises(ValueError, match="turn_limit"):
            arcadia.new_game(players=2, turn_limit=bad)


def test_every_rule_id_has_a_test_named_after_it():
    here = Path(__file__).parent
    names = set(re.findall(r"^def (test_\w+)", "".join(p.read_text() for p in here.glob("test_*.py")), re.M))
    for rid in arcadia.RULES:
        stem = "test_" + rid.replace(".", "_")
        assert any(n == stem or n.startswith(stem + "_") for n in names), f"no test named after {rid}"


def test_arcadia_ours_seat_seasons():
    # the first name plays the side that starts; the others follow in turn order
    expected = {2: [("spring", "autumn"), ("summer", "winter")],
                3: [("summer",), ("autumn",), ("winter",)],
                4: [("spring",), ("summer",), ("autumn",), ("winter",)]}
    for players, seasons in expected.items():
        names = [f"P{i}" for i in range(players)]
        s = arcadia.new_game(players=players, names=names)
        assert [tuple(s.seasons_of(seat)) for seat in range(players)] == seasons
        assert s.current_player == 0 and s.prompt.startswith("P0 ")
    assert arcadia.RULES["arcadia.ours.seat_seasons"].ours
