"""The declared contract, checked for every registered game.

Each game package exports exactly the contract (``seasons_nb.games.CONTRACT``), its
``INFO`` is the registry's record, its ``State`` implements every member the widgets,
bots and tests use, its rules and assumptions are declared once (every assumption's
constant is read by the engine), and the doctests in its modules pass.
"""

from __future__ import annotations

import doctest
import importlib
import json
import pkgutil
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from seasons_nb.core import GameInfo, GameState, IllegalAction, Log, Rng, RuleBook, View
from seasons_nb.games import CONTRACT, GAMES, PACKAGES, load

ROOT = Path(__file__).resolve().parents[2]
NAMES = list(GAMES)
#: every member of a State the widgets, bots and tests read
STATE_MEMBERS = ("names", "players", "current_player", "prompt", "log", "is_over", "winners", "scores",
                 "legal_actions", "apply", "explain", "explain_clicks", "view", "panels", "render",
                 "action_label", "to_json", "to_dict", "from_dict", "from_json", "evaluate", "reseeded",
                 "parse_action", "INFO", "RULES", "FIELDS")
VIEW_MEMBERS = ("names", "players", "current_player", "prompt", "log", "is_over", "winners", "scores",
                "panels", "render", "action_label", "to_json", "to_dict", "sample", "legal_actions", "viewer")


def modules_of(package: ModuleType) -> list[ModuleType]:
    """The package and every module in it."""
    out = [package]
    for info in pkgutil.iter_modules(package.__path__):
        out.append(importlib.import_module(f"{package.__name__}.{info.name}"))
    return out


def test_the_registry_is_built_from_info():
    assert list(GAMES) == list(PACKAGES)
    for name, info in GAMES.items():
        assert isinstance(info, GameInfo) and info.name == name and load(name).INFO is info


@pytest.mark.parametrize("name", NAMES)
def test_exports_exactly_the_contract(name):
    game = load(name)
    assert sorted(game.__all__) == sorted(CONTRACT)
    public = {k for k, v in vars(game).items() if not k.startswith("_") and not isinstance(v, ModuleType)}
    assert public == set(CONTRACT), f"extra exports: {public - set(CONTRACT)}"
    assert game.PLAYER_COUNTS == game.INFO.player_counts
    assert issubclass(game.State, GameState) and game.State.INFO is game.INFO
    assert isinstance(game.RULES, RuleBook) and game.RULES.game == name and game.State.RULES is game.RULES
    assert game.ASSUMPTIONS == game.RULES.assumptions
    assert game.parse_action is game.State.parse_action or game.parse_action == game.State.parse_action
    assert (ROOT / "notebooks" / game.INFO.notebook).exists()


@pytest.mark.parametrize("name", NAMES)
def test_new_game_takes_its_declared_options(name):
    game = load(name)
    for players in game.PLAYER_COUNTS:
        s = game.new_game(players, 3, None, **game.INFO.options)
        assert s.players == players and len(s.names) == players
        assert game.new_game(players=players, seed=3) == s
    with pytest.raises((TypeError, ValueError)):
        game.new_game(players=game.PLAYER_COUNTS[0], no_such_option=1)
    for bad in (0, max(game.PLAYER_COUNTS) + 1, "2", 2.0, None):
        with pytest.raises(ValueError):
            game.new_game(players=bad)
    with pytest.raises(ValueError):
        game.new_game(players=game.PLAYER_COUNTS[-1], names=["only one"] * 0 + ["x"] * (game.PLAYER_COUNTS[-1] + 1))


@pytest.mark.parametrize("name", NAMES)
def test_state_implements_every_member(name, samples):
    game = load(name)
    assert {"names", "log", "rng"} <= set(game.State.FIELDS)
    for s in samples(name)[::3]:
        for member in STATE_MEMBERS:
            assert hasattr(s, member), member
        assert isinstance(s.log, Log) and isinstance(s.rng, Rng)
        assert isinstance(s.prompt, str) and s.prompt
        assert isinstance(s.is_over, bool) and isinstance(s.winners, list)
        assert len(s.scores) == s.players and s.players in game.PLAYER_COUNTS
        assert (s.current_player is None) == s.is_over
        if not s.is_over:
            assert 0 <= s.current_player < s.players
        assert isinstance(s.evaluate(0), (int, float))
        legal = s.legal_actions()
        for a in legal[:3]:
            assert isinstance(a, game.Action) and isinstance(s.action_label(a), str)
            assert s.action_label(a)
        assert isinstance(s.explain_clicks(["no such target"]), IllegalAction)
        panels = s.panels()
        assert panels and all(isinstance(k, str) and v.startswith("<svg") for k, v in panels.items())
        for svg in panels.values():
            ET.fromstring(svg)
        assert s.reseeded(5).to_dict() == {**s.to_dict(), "rng": Rng(5).state} or "rng" not in s.to_dict()
        assert json.loads(s.to_json())["game"] == name


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_the_shared_rule_ids(name):
    rules = load(name).RULES
    for rid in ("notation", "click", "game_over"):
        assert f"{name}.{rid}" in rules


@pytest.mark.parametrize("name", NAMES)
def test_assumptions_are_declared_once_and_read_by_the_engine(name):
    game = load(name)
    rules_module = importlib.import_module(f"{game.__name__}.rules")
    package_dir = Path(game.__file__).parent
    sources = {p.name: p.read_text(encoding="utf-8") for p in package_dir.glob("*.py") if p.name != "rules.py"}
    assert game.ASSUMPTIONS, f"{name} declares no assumption"
    for rid, rule in game.ASSUMPTIONS.items():
        assert rule.ours and rule.section
        assert rule.text in rules_module.__doc__ or rid in rules_module.__doc__, f"{rid} missing from the docstring"
        if rule.constant is None:
            continue
        assert getattr(rules_module, rule.constant) == rule.value, rule.constant
        readers = [f for f, text in sources.items() if re.search(rf"\b{rule.constant}\b", text)]
        assert readers, f"{rid}: nothing reads {rule.constant}"


@pytest.mark.parametrize("name", NAMES)
def test_a_book_rule_and_our_choice_are_never_one_id(name):
    rules = load(name).RULES
    for rid, rule in rules.items():
        if not rule.ours:
            assert not re.search(r"\bour choice\b", rule.text, re.I), rid
        assert rule.section, rid


@pytest.mark.parametrize("name", NAMES)
def test_doctests(name):
    found = 0
    for module in modules_of(load(name)):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        assert result.failed == 0, module.__name__
        found += result.attempted
    assert found > 0, f"{name} has no doctest"


def test_core_and_teach_doctests():
    import seasons_nb.core.log
    import seasons_nb.teach

    for module in (seasons_nb.core.log, seasons_nb.teach):
        result = doctest.testmod(module)
        assert result.failed == 0 and result.attempted > 0, module.__name__


@pytest.mark.parametrize("name", NAMES)
def test_views_are_views(name, samples):
    game = load(name)
    for s in samples(name)[::4]:
        for viewer in [None, *range(s.players)]:
            v = s.view(viewer)
            assert isinstance(v, View) and not isinstance(v, GameState) and v.viewer == viewer
            for member in VIEW_MEMBERS:
                assert hasattr(v, member), member
            with pytest.raises(TypeError, match="cannot be played"):
                v.apply(s.legal_actions()[0] if s.legal_actions() else "x")
            data = json.loads(v.to_json())
            assert "rng" not in json.dumps(data), "a view carries the random generator"
            assert v.prompt == s.prompt and list(v.log) == list(s.log)
            ET.fromstring(v.render())
            assert game.INFO.hidden_information or viewer is None or v.to_dict() == s.view(None).to_dict()


@pytest.mark.parametrize("name", NAMES)
def test_successive_states_share_their_log(name, samples):
    # a match keeps every state: copying the log into each would make it grow quadratically
    for s in samples(name)[::3]:
        for a in s.legal_actions()[:3]:
            new = s.apply(a)
            assert list(new.log[: len(s.log)]) == list(s.log)
            node = new.log
            while node is not None and node is not s.log:
                node = node._parent
            assert node is s.log or len(s.log) == 0, "the new state copied the log"


_GROUP = re.compile(r"<g\b[^>]*\bdata-target=\"([^\"]*)\"[^>]*>")
_LABEL = re.compile(r"\bdata-label=\"([^\"]*)\"")


@pytest.mark.parametrize("name", NAMES)
def test_targets_and_buttons_speak_plain_words(name, samples):
    """Every clickable thing carries a label in words (never its click id), and so does every button."""
    import html

    for s in samples(name)[::2]:
        legal = s.legal_actions()
        firsts = sorted({a.clicks[0] for a in legal})
        seconds = sorted({a.clicks[1] for a in legal if len(a.clicks) > 1})
        ids = {a.clicks[0]: a for a in legal}
        for svg in s.panels(highlight=firsts + seconds).values():
            for group in _GROUP.finditer(svg):
                target = html.unescape(group.group(1))
                label = _LABEL.search(group.group(0))
                assert label, f"{name}: target {target!r} has no data-label"
                words = html.unescape(label.group(1))
                assert words.strip() and words != target, (target, words)
        for a in list(ids.values())[:20]:
            label = s.action_label(a)
            assert label and label != str(a), (str(a), label)


@pytest.mark.parametrize("name", NAMES)
def test_our_choices_are_exactly_the_assumptions(name):
    """A rule marked "our choice" is an Assumption, and every Assumption is such a rule."""
    game = load(name)
    ours = [rule.id for rule in game.RULES.values() if rule.ours]
    assert ours and sorted(ours) == sorted(game.ASSUMPTIONS)
