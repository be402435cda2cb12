"""Fuzzing the two ways a learner talks to a game: typed notation and board clicks.

For every game in the registry, on seeded mid-game states (several player counts and
depths), hypothesis feeds

- arbitrary action text: random strings, and mutations of legal notation (words
  swapped, dropped, doubled or replaced by other words of the game such as another
  season, spaces removed or added, case changed, text cut short), and a few values
  that are not text at all;
- arbitrary click sequences, drawn from the ``data-target`` ids of the state's
  picture, the clicks of its legal actions, and junk.

Whatever comes in, the answer is a new state or an ``IllegalAction`` whose ``.rule``
is a rule id of the game, and the state itself is unchanged (same ``to_json``). A
click sequence that no legal action starts with is explained by
``state.explain_clicks``, which must return such an ``IllegalAction``.

Hand-built actions (a legal action with one field replaced by junk or by another
action's field) are refused with a rule id or are legal; mutated saves (fields
changed, deleted or given the wrong type) raise ``ValueError`` or load a state that
passes ``invariants``, saves, draws and plays.

Examples are derandomised (the same every run) and capped so the file runs in a few
seconds; raise ``FUZZ_EXAMPLES`` to search longer, and set ``FUZZ_SEED`` to search elsewhere
(``FUZZ_SEED=3 FUZZ_EXAMPLES=5000 pytest tests/contract/test_fuzz.py -k mutated``).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import re

import pytest
from hypothesis import HealthCheck, event, given, seed, settings
from hypothesis import strategies as st

from seasons_nb.core import IllegalAction, complete, matching
from seasons_nb.games import GAMES, load

FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "500"))
JUNK_WORDS = ["", "out", "out:", "0", "-1", "zz", "a0", "<script>", "&amp;", "\u00e9t\u00e9", "\x00",
              "None", "e5e5", "  ", "\t", "\u0663", "99999999999999999999", "Earth", "light"]
JUNK_TARGETS = ["", "zz", "out:", "out:zz", "out:out:e5", "<script>", "E5", " e5", "e5 ", "a0",
                "e55", "null", "\u00e9", "data-target"]
#: values a hand-built action's fields might hold by mistake
JUNK_FIELDS = [None, "", "zz", "E5", "Autumn", "autumn", "white", "earth", -1, 0, 10 ** 30, 3.5, True,
               (), ("e5",), ["e5"], "\u0663", "p9.e5", "out:a1"]

FUZZ_SEED = os.environ.get("FUZZ_SEED")
_SETTINGS = settings(max_examples=FUZZ_EXAMPLES, deadline=None, derandomize=FUZZ_SEED is None, database=None,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def FUZZ(test):
    """The fuzz settings: derandomised, or from ``FUZZ_SEED`` when it is set."""
    test = _SETTINGS(test)
    return test if FUZZ_SEED is None else seed(int(FUZZ_SEED))(test)

_TARGET = re.compile(r'data-target="([^"]*)"')


class _Pool:
    """For one game: the sample states, their legal notations and click targets, and a vocabulary."""

    def __init__(self, name: str, samples):
        self.game = load(name)
        self.states = samples(name)
        self.notations = [[str(a) for a in s.legal_actions()] for s in self.states]
        self.targets = []
        for s in self.states:
            ids = set(_TARGET.findall(s._repr_svg_()))
            ids.update(c for a in s.legal_actions() for c in a.clicks)
            self.targets.append(sorted(ids))
        every = sorted({t for texts in self.notations for t in texts})
        words = {w for t in every for w in t.split()}
        self.vocabulary = sorted(words) + JUNK_WORDS
        #: the words seen at each position of a notation (kind, season, space, …)
        self.at_position: list[list[str]] = []
        for t in every:
            for k, w in enumerate(t.split()):
                if k == len(self.at_position):
                    self.at_position.append([])
                self.at_position[k].append(w)
        self.at_position = [sorted(set(ws)) for ws in self.at_position]
        self.every_notation = every


_POOLS: dict[str, _Pool] = {}


def pool(name: str, samples) -> _Pool:
    if name not in _POOLS:
        _POOLS[name] = _Pool(name, samples)
    return _POOLS[name]



# ---- strategies ----------------------------------------------------------------------------

@st.composite
def mutated(draw, notation: str, vocabulary: list[str]) -> str:
    """A legal notation with one to three small mistakes."""
    words = notation.split()
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["swap", "drop", "double", "replace", "join", "spaces", "case",
                                     "cut", "insert", "char"]))
        if kind == "swap" and len(words) > 1:
            i, j = draw(st.integers(0, len(words) - 1)), draw(st.integers(0, len(words) - 1))
            words[i], words[j] = words[j], words[i]
        elif kind == "drop" and words:
            del words[draw(st.integers(0, len(words) - 1))]
        elif kind == "double" and words:
            i = draw(st.integers(0, len(words) - 1))
            words.insert(i, words[i])
        elif kind == "replace" and words:
            words[draw(st.integers(0, len(words) - 1))] = draw(st.sampled_from(vocabulary))
        elif kind == "insert":
            words.insert(draw(st.integers(0, len(words))), draw(st.sampled_from(vocabulary)))
        elif kind == "join" and len(words) > 1:
            i = draw(st.integers(0, len(words) - 2))
            words[i:i + 2] = [words[i] + words[i + 1]]
        elif kind == "case":
            words = [w.upper() if draw(st.booleans()) else w for w in words]
        elif kind == "char" and words:
            i = draw(st.integers(0, len(words) - 1))
            w = words[i]
            k = draw(st.integers(0, len(w)))
            words[i] = w[:k] + draw(st.characters(codec="utf-8")) + w[k + 1:]
    text = " ".join(words)
    if draw(st.booleans()):
        sep = draw(st.sampled_from(["  ", "\t", " \n ", "", ",", "-"]))
        text = sep.join(text.split(" "))
    if draw(st.booleans()):
        text = draw(st.sampled_from(["", " ", "\n"])) + text + draw(st.sampled_from(["", " ", "."]))
    if draw(st.integers(0, 9)) == 0:
        text = text[: draw(st.integers(0, len(text)))]
    return text


@st.composite
def well_formed(draw, p: _Pool, i: int) -> str:
    """Notation shaped like the game's, some words swapped for ones seen in the same place.

    Mostly a legal action of this state with a later word (a space) changed, sometimes
    any action of the game: these read as actions, so the game has to name the rule that
    refuses them.
    """
    here = p.notations[i]
    source = here if here and draw(st.integers(0, 9)) < 7 else p.every_notation
    words = draw(st.sampled_from(source)).split()
    for k in range(len(words)):
        if draw(st.integers(0, 5 if k < 2 else 2 if k == 2 else 1)) == 0:
            words[k] = draw(st.sampled_from(p.at_position[k]))
    return " ".join(words)


def weighted(*pairs):
    """One of several strategies, drawn with the given integer weights."""
    table = [strategy for weight, strategy in pairs for _ in range(weight)]
    return st.integers(0, len(table) - 1).flatmap(lambda k: table[k])


def action_inputs(p: _Pool, i: int):
    """Anything a learner (or a bug) might hand to ``apply``."""
    legal = p.notations[i]
    return weighted(
        (6, well_formed(p, i)),
        (3, st.sampled_from(legal).flatmap(lambda t: mutated(t, p.vocabulary)) if legal else st.just("")),
        (1, st.sampled_from(legal) if legal else st.just("place")),
        (1, st.text(max_size=40)),
        (1, st.text(alphabet=" abcdefghijklmnopqrstuvwxyz0123456789:", max_size=30)),
        (1, st.lists(st.sampled_from(p.vocabulary), max_size=7).map(" ".join)),
        (1, st.one_of(st.none(), st.integers(), st.floats(allow_nan=False), st.binary(max_size=8),
                      st.lists(st.text(max_size=5), max_size=3))),
    )


def click_inputs(p: _Pool, i: int):
    """Click sequences: ids from the picture and the legal actions, junk, legal prefixes."""
    one = weighted((8, st.sampled_from(p.targets[i])), (1, st.sampled_from(JUNK_TARGETS)),
                   (1, st.text(max_size=6)))
    anything = st.lists(one, max_size=6)
    acts = p.states[i].legal_actions()
    if not acts:
        return anything
    near = st.tuples(st.sampled_from(acts), st.integers(0, 4), st.lists(one, max_size=3)).map(
        lambda t: list(t[0].clicks[: t[1]]) + t[2])
    return weighted((1, anything), (2, near))


# ---- the properties --------------------------------------------------------------------------

CASES = list(GAMES)


@pytest.mark.parametrize("name", CASES)
@FUZZ
@given(data=st.data())
def test_any_action_text_gives_a_state_or_a_rule(name, data, samples):
    p = pool(name, samples)
    i = data.draw(st.integers(0, len(p.states) - 1), label="state")
    s = p.states[i]
    text = data.draw(action_inputs(p, i), label="input")
    before = s.to_json()
    try:
        new = s.apply(text)
    except IllegalAction as e:
        event(f"refused: {e.rule}")
        assert e.rule in p.game.RULES, e.rule
        assert str(e)
        again = s.explain(text)
        assert again is not None and again.rule == e.rule
    else:
        event("applied")
        assert type(new) is type(s)
        assert s.explain(text) is None
        assert p.game.parse_action(text) in s.legal_actions()
        p.game.invariants(new)
    assert s.to_json() == before


@pytest.mark.parametrize("name", CASES)
@FUZZ
@given(data=st.data())
def test_any_click_sequence_gives_a_state_or_a_rule(name, data, samples):
    p = pool(name, samples)
    i = data.draw(st.integers(0, len(p.states) - 1), label="state")
    s = p.states[i]
    clicks = data.draw(click_inputs(p, i), label="clicks")
    before = s.to_json()
    legal = s.legal_actions()
    if matching(legal, clicks):
        event("complete" if complete(legal, clicks) else "a prefix of legal actions")
        for a in complete(legal, clicks):  # a finished sequence plays its action
            new = s.apply(a)
            assert type(new) is type(s)
            p.game.invariants(new)
    else:
        err = s.explain_clicks(clicks)
        assert isinstance(err, IllegalAction), err
        event(f"explained: {err.rule}")
        assert err.rule in p.game.RULES, err.rule
        assert str(err)
        # the way the board reports it: the clicks that still matched, then the bad one
        k = max((k for k in range(len(clicks) + 1) if matching(legal, clicks[:k])), default=0)
        err = s.explain_clicks(clicks[: k + 1])
        assert isinstance(err, IllegalAction) and err.rule in p.game.RULES
    assert s.to_json() == before


@pytest.mark.parametrize("name", CASES)
def test_samples_cover_the_game(name, samples):
    p = pool(name, samples)
    game = p.game
    assert len(p.states) == len(game.PLAYER_COUNTS) * 2 * 5
    assert any(s.legal_actions() for s in p.states)
    # the deeper samples are really mid-game positions, not copies of the start
    assert len({s.to_json() for s in p.states}) > len(game.PLAYER_COUNTS) * 2


# ---- hand-built actions ----------------------------------------------------------------------

def rebuilt(action, i: int, value):
    """``action`` with its ``i``-th field replaced, built the way careless code would."""
    if dataclasses.is_dataclass(action):
        f = dataclasses.fields(action)[i % len(dataclasses.fields(action))]
        new = copy.copy(action)
        object.__setattr__(new, f.name, value)
        return new
    fields = list(action)
    if fields:
        fields[i % len(fields)] = value
    return tuple.__new__(type(action), fields)


@pytest.mark.parametrize("name", CASES)
@FUZZ
@given(data=st.data())
def test_hand_built_actions_are_refused_with_a_rule(name, data, samples):
    p = pool(name, samples)
    i = data.draw(st.integers(0, len(p.states) - 1), label="state")
    s = p.states[i]
    pool_actions = [a for st_ in p.states[:8] for a in st_.legal_actions()[:30]]
    base = data.draw(st.sampled_from(pool_actions), label="action")
    fields = list(dataclasses.astuple(base)) if dataclasses.is_dataclass(base) else list(base)
    k = data.draw(st.integers(0, max(0, len(fields) - 1)), label="field")
    others = [f for a in pool_actions for f in (dataclasses.astuple(a) if dataclasses.is_dataclass(a) else a)]
    value = data.draw(st.sampled_from(JUNK_FIELDS + others[:60]), label="value")
    action = rebuilt(base, k, value)
    before = s.to_json()
    try:
        new = s.apply(action)
    except IllegalAction as e:
        event(f"refused: {e.rule}")
        assert e.rule in p.game.RULES, e.rule
        assert str(e)
    else:
        event("applied")
        assert action in s.legal_actions()
        p.game.invariants(new)
    assert s.to_json() == before


# ---- mutated saves ---------------------------------------------------------------------------

def _paths(value, prefix=()):
    """Every place in a JSON value: (path, value)."""
    yield prefix, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for k, v in enumerate(value):
            yield from _paths(v, prefix + (k,))


def _set(data, path, value):
    for k in path[:-1]:
        data = data[k]
    if value is _DELETE:
        del data[path[-1]]
    else:
        data[path[-1]] = value


_DELETE = object()
JUNK_JSON = [None, True, False, 0, -1, 1, 2, 7, 13, 1000, -1000, 10 ** 30, 2 ** 64, 0.5, float("inf"), "", "x",
             "white", "autumn", "e5", [], [0], [[[]]], {}, {"x": 1}, "\u0663", "p9.a1"]


@pytest.mark.parametrize("name", CASES)
@FUZZ
@given(data=st.data())
def test_mutated_saves_load_cleanly_or_are_refused_naming_a_field(name, data, samples):
    p = pool(name, samples)
    s = p.states[data.draw(st.integers(0, len(p.states) - 1), label="state")]
    save = json.loads(s.to_json())
    places = [path for path, _ in _paths(save) if path and path != ("game",)]
    for _ in range(data.draw(st.integers(1, 3), label="mistakes")):
        path = data.draw(st.sampled_from(places), label="where")
        try:
            old = save
            for k in path:
                old = old[k]
        except (KeyError, IndexError, TypeError):
            continue
        choices = JUNK_JSON + [_DELETE]
        if isinstance(old, int) and not isinstance(old, bool):
            choices += [old + 1, old - 1, -old, old * 2]
        value = data.draw(st.sampled_from(choices), label="value")
        try:
            _set(save, path, value if value is _DELETE else copy.deepcopy(value))
        except (KeyError, IndexError, TypeError):
            continue
    text = json.dumps(save)
    try:
        loaded = p.game.from_json(text)
    except ValueError as e:
        event("refused")
        assert type(e) is ValueError or isinstance(e, json.JSONDecodeError), type(e)
        assert "field" in str(e) or "save" in str(e) or "JSON" in str(e), str(e)
        return
    event("loaded")
    # whatever loads is a sound state: it checks, plays, draws and saves again
    p.game.invariants(loaded)
    assert p.game.from_json(loaded.to_json()) == loaded
    loaded.render()
    for viewer in [None, *range(loaded.players)]:
        loaded.view(viewer).render()
    legal = loaded.legal_actions()
    assert legal or loaded.is_over
    for a in legal[:5]:
        p.game.invariants(loaded.apply(a))
