"""Every rule id of every game has a test named after it.

A rule ``arcadia.jump.out`` is covered by any test function whose name contains
``arcadia_jump_out`` (``test_arcadia_jump_out``, ``test_arcadia_jump_out_after_hops``, …),
anywhere under ``tests/`` (in practice ``tests/games/<game>/``). New games in ``seasons_nb.games.GAMES`` are checked as
soon as they are registered.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

import pytest

from seasons_nb.games import GAMES, load

TESTS = Path(__file__).resolve().parents[1]


@lru_cache(maxsize=None)
def collected_test_names() -> frozenset[str]:
    """Names of all test functions (module level or in classes) in the files under tests/."""
    names = set()
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                names.add(node.name)
    return frozenset(names)


def missing_rules(rule_ids, names) -> list[str]:
    """Rule ids that no name in ``names`` mentions (dots read as underscores)."""
    return [rid for rid in rule_ids if not any(rid.replace(".", "_") in n for n in names)]


def test_the_scan_finds_tests():
    names = collected_test_names()
    assert "test_the_scan_finds_tests" in names
    assert len(names) > 20


def test_missing_rules_spots_an_untested_rule():
    names = {"test_arcadia_jump_out_after_hops", "test_arcadia_place_empty"}
    rules = ["arcadia.jump.out", "arcadia.place.empty", "arcadia.jump.over", "arcadia.jump.outer"]
    assert missing_rules(rules, names) == ["arcadia.jump.over", "arcadia.jump.outer"]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rule_has_a_test(game):
    rules = load(game).RULES
    assert len(rules) > 0
    missing = missing_rules(list(rules), collected_test_names())
    assert not missing, f"{game}: no test is named after " + ", ".join(missing)


def notation_examples(game: str) -> list[str]:
    """The actions quoted in a game's ``<game>.notation`` rule text."""
    import re

    return re.findall(r"'([^']+)'", load(game).RULES[f"{game}.notation"].text)


@pytest.mark.parametrize("game", GAMES)
def test_every_notation_example_in_the_rules_parses(game):
    examples = notation_examples(game)
    assert len(examples) >= 4
    parse = load(game).parse_action
    refused = {}
    for text in examples:
        try:
            action = parse(text)
        except Exception as error:  # noqa: BLE001 - every refusal is reported at once
            refused[text] = repr(error)
            continue
        if str(action) != text:
            refused[text] = f"reads back as {str(action)!r}"
    assert refused == {}
