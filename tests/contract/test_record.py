"""Position codes and game records (``core.record``): every game's matches go to text and back exactly,
a seat's code holds nothing that seat cannot see, and bad text is refused with a plain ValueError."""

from __future__ import annotations

import json
import re
import zlib

import pytest
import hypothesis
from hypothesis import given, settings
from hypothesis import strategies as st

from seasons_nb.core import Match, Rng
from seasons_nb.core.record import VERSION, RecordError, _check, read_any, read_code
from seasons_nb.games import PACKAGES, from_code, from_record, load

from .test_fuzz import _SETTINGS, FUZZ_EXAMPLES, FUZZ_SEED

#: each example replays a whole game, so fewer than the action fuzz
_FEW = settings(_SETTINGS, max_examples=max(50, FUZZ_EXAMPLES // 5))


def FUZZ(test):
    test = _FEW(test)
    return test if FUZZ_SEED is None else hypothesis.seed(int(FUZZ_SEED))(test)


#: random whole games per (game, player count), and the longest played
GAMES = 2
LONGEST = 600


def random_matches(name: str) -> list[Match]:
    game, matches = load(name), []
    for players in game.PLAYER_COUNTS:
        for seed in range(GAMES):
            origin = {"players": players, "seed": seed}
            match, rng = Match(game.new_game(**origin), origin=origin), Rng(seed)
            while not match.state.is_over and len(match.actions) < LONGEST:
                action, rng = rng.choice(match.state.legal_actions())
                match.play(action)
            match.goto(len(match.actions) * 2 // 3)
            matches.append(match)
    return matches


_MATCHES: dict[str, list[Match]] = {}


def matches_of(name: str) -> list[Match]:
    if name not in _MATCHES:
        _MATCHES[name] = random_matches(name)
    return _MATCHES[name]


def same(a: Match, b: Match) -> None:
    assert b.actions == a.actions and b.step == a.step
    assert [s.to_json() for s in b.states] == [s.to_json() for s in a.states]


@pytest.mark.parametrize("name", PACKAGES)
def test_code_to_match_to_code_is_exact(name):
    for match in matches_of(name):
        code = match.code()
        back = from_code(code)
        same(match, back)
        assert back.code() == code and back.sampled_from is None


@pytest.mark.parametrize("name", PACKAGES)
def test_a_match_of_unknown_origin_carries_its_first_state(name, samples):
    for match in matches_of(name)[:2]:
        start = samples(name)[3]  # a position no new_game deals
        later = Match(start)
        for action in match.actions[:30]:
            if action not in later.state.legal_actions():
                break
            later.play(action)
        code = later.code()
        assert from_code(code).states[0] == start
        same(later, from_code(code))


@pytest.mark.parametrize("name", PACKAGES)
def test_record_to_match_to_record_is_exact(name):
    for match in matches_of(name):
        text = match.record()
        back = from_record(text)
        same(match, back)
        assert back.record() == text
        assert text.splitlines()[1] == f"Game: {name}"
        assert f"\n{len(match.actions)}. {match.actions[-1]}\n" in text


@pytest.mark.parametrize("name", PACKAGES)
def test_state_code_to_state_is_exact(name, samples):
    for state in samples(name):
        back = from_code(state.code())
        assert back.state == state and len(back) == 1


@pytest.mark.parametrize("name", [n for n in PACKAGES if load(n).INFO.hidden_information or load(n).INFO.chance])
def test_a_seats_code_is_the_same_for_every_hidden_truth(name, samples):
    """The code of a seat's view is built from that view alone: every full position the seat cannot tell
    apart from the real one (samples of its view) gives the same code, so the code cannot tell them apart."""
    for state in samples(name)[1::3]:
        for seat in range(state.players):
            code = state.code(seat)
            view = state.view(seat)
            for k in range(3):
                other = view.sample(100 + k)
                assert other.view(seat).to_json() == view.to_json()
                assert other.code(seat) == code
            loaded = from_code(code)
            assert loaded.sampled_from == seat and len(loaded) == 1
            assert loaded.state.view(seat).to_json().replace(" ", "") != "" and loaded.state.rng != state.rng


def test_a_seats_code_keeps_no_seed():
    game = load("groves")
    state = game.new_game(players=2, seed=3)
    assert from_code(state.code(0)).state.rng == from_code(game.new_game(players=2, seed=4).code(0)).state.rng


def test_a_long_solstice_game_is_a_short_code():
    game = load("solstice")
    origin = {"players": 4, "seed": 2}
    match, rng = Match(game.new_game(**origin), origin=origin), Rng(2)
    while not match.state.is_over and len(match.actions) < 3000:
        action, rng = rng.choice(match.state.legal_actions())
        match.play(action)
    assert len(match.actions) == 3000
    code = match.code()
    assert len(code) < 1000, len(code)
    same(match, from_code(code))


def _recheck(body: str) -> str:
    return f"{body}.{_check(body)}"


@pytest.fixture(scope="module")
def arcadia_code():
    return matches_of("arcadia")[0].code()


def refused(text, *words):
    with pytest.raises(ValueError) as caught:
        from_code(text)
    for word in words:
        assert word in str(caught.value), str(caught.value)


def test_a_typo_is_caught(arcadia_code):
    head, payload, check = arcadia_code.rsplit(".", 2)
    k = len(payload) // 2
    typo = payload[:k] + ("A" if payload[k] != "A" else "B") + payload[k + 1:]
    refused(f"{head}.{typo}.{check}", "typo")


def test_a_cut_code_is_refused(arcadia_code):
    refused(arcadia_code[: len(arcadia_code) // 2], "not a position code")
    body = arcadia_code.rsplit(".", 1)[0]
    refused(_recheck(body[:-6]), "does not unpack")


def test_a_code_from_a_newer_version_says_so(arcadia_code):
    body = arcadia_code.rsplit(".", 1)[0].replace(f"snb{VERSION}.", f"snb{VERSION + 1}.", 1)
    refused(_recheck(body), "field 'version'", "newer version")


def test_a_code_of_another_game_is_refused(arcadia_code):
    refused(_recheck(arcadia_code.rsplit(".", 1)[0].replace("arcadia", "chess", 1)), "field 'game'", "chess")
    with pytest.raises(ValueError, match="field 'game'"):
        read_code(arcadia_code, game="groves")


def test_whitespace_in_a_pasted_code_is_ignored(arcadia_code):
    same(from_code(arcadia_code), from_code(f"  {arcadia_code[:20]}\n {arcadia_code[20:]}\n"))


def _tampered(header: dict, number: bytes = b"") -> str:
    import base64

    raw = json.dumps(header).encode() + b"\n" + number
    payload = base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")
    return _recheck(f"snb{VERSION}.arcadia.{payload}")


@pytest.mark.parametrize("header, field", [
    ({"n": 3, "at": 0, "o": {"players": 2, "seed": 0}}, "actions"),
    ({"n": -1, "at": 0, "o": {"players": 2, "seed": 0}}, "actions"),
    ({"n": 0, "at": 2, "o": {"players": 2, "seed": 0}}, "step"),
    ({"n": 0, "at": 0, "o": {"players": 9, "seed": 0}}, ""),
    ({"n": 0, "at": 0, "o": {"colour": "red"}}, "origin"),
    ({"n": 0, "at": 0, "o": [1]}, "origin"),
    ({"n": 0, "at": 0}, "start"),
    ({"n": 0, "at": 0, "s": {"game": "arcadia"}}, ""),
    ({"n": 1, "at": 0, "o": {"players": 2, "seed": 0}, "t": ["jump north pole"]}, "action 1"),
    ({"n": 0, "at": 0, "seat": "x", "o": {"players": 2, "seed": 0}}, "seat"),
])
def test_a_tampered_code_is_refused_naming_the_field(header, field):
    if header.get("n") == 3:  # three zero digits are three legal first choices: the code is fine
        assert len(from_code(_tampered(header))) == 4
        refused(_tampered(header, b"\xff" * 40), "field 'actions'")
        return
    refused(_tampered(header), field)


@pytest.mark.parametrize("name", PACKAGES)
@FUZZ
@given(data=st.data())
def test_any_edit_of_a_code_or_record_loads_or_is_refused_with_a_value_error(name, data):
    match = matches_of(name)[0]
    for text, read in ((match.code(), from_code), (match.record(), from_record), (match.record(), read_any)):
        k = data.draw(st.integers(0, len(text) - 1))
        edit = data.draw(st.sampled_from(["drop", "insert", "replace", "cut", "swap-lines"]))
        char = data.draw(st.characters(codec="utf-8", exclude_categories=("Cs",)))
        if edit == "drop":
            text = text[:k] + text[k + 1:]
        elif edit == "insert":
            text = text[:k] + char + text[k:]
        elif edit == "replace":
            text = text[:k] + char + text[k + 1:]
        elif edit == "cut":
            text = text[:k]
        else:
            lines = text.splitlines()
            i = data.draw(st.integers(0, len(lines) - 1))
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        try:
            back = read(text)
        except ValueError:
            continue
        assert isinstance(back, Match) and back.state.to_json()


@pytest.mark.parametrize("name", PACKAGES)
def test_a_record_names_the_first_illegal_action_with_its_rule_and_line(name):
    match = matches_of(name)[0]
    lines = match.record().splitlines()
    numbered = [i for i, line in enumerate(lines) if re.match(r"\d+\. ", line)]
    k = numbered[len(numbered) // 2]
    number = lines[k].split(".", 1)[0]
    # the action played two steps later is (almost always) not legal here; find one that is not
    game, state = load(name), match.states[int(number) - 1]
    wrong = next(str(a) for s in match.states[int(number):] for a in s.legal_actions()
                 if a not in state.legal_actions() and _refused_rule(state, str(a)))
    lines[k] = f"{number}. {wrong}"
    with pytest.raises(RecordError) as caught:
        from_record("\n".join(lines))
    assert caught.value.line == k + 1 and caught.value.rule == _refused_rule(state, wrong)
    assert f"line {k + 1}: action {number}" in str(caught.value) and game.RULES[caught.value.rule]


def _refused_rule(state, text):
    try:
        state.apply(text)
    except ValueError as e:
        return getattr(e, "rule", "")
    return ""


def test_a_record_from_a_newer_version_or_of_another_game_is_refused():
    text = matches_of("groves")[0].record()
    with pytest.raises(RecordError, match="newer version"):
        from_record(text.replace(f"(format {VERSION})", f"(format {VERSION + 1})", 1))
    with pytest.raises(RecordError, match="field 'game'"):
        from_record(text.replace("Game: groves", "Game: chess", 1))
    with pytest.raises(RecordError, match="line 1"):
        from_record("1. start yellow\n")
    out_of_order = re.sub(r"\n2\. ", "\n3. ", text, count=1)
    with pytest.raises(RecordError, match="action 3 where action 2"):
        from_record(out_of_order)


@pytest.mark.parametrize("name", PACKAGES)
def test_a_save_from_before_records_still_loads(name, samples):
    state = samples(name)[-1]
    back = read_any(state.to_json())
    assert back.state == state and len(back) == 1


@pytest.mark.parametrize("edit, words", [
    (lambda t: re.sub(r"Step: \d+", "Step: 9999", t), "field 'step'"),
    (lambda t: t.replace("Players: ", "Players: Mallory, ", 1), "field 'players'"),
    (lambda t: t.replace('"seed": 0', '"seed": "zero"', 1), "line 2"),
    (lambda t: t.replace("Origin:", "Origin: {", 1), "field 'origin'"),
    (lambda t: t.replace("Game: arcadia\n", "", 1), "field 'game'"),
])
def test_a_tampered_record_is_refused_naming_the_field(edit, words):
    text = edit(matches_of("arcadia")[0].record())
    with pytest.raises(ValueError, match=words):
        read_any(text)


def test_a_cut_or_foreign_save_is_refused():
    state = matches_of("groves")[0].state
    text = state.to_json()
    for bad, words in ((text[: len(text) // 2], "cut short"), ("hello", "not a saved game"), ("[]", "not a saved game"), ('{"x": 1}', "field 'game'")):
        with pytest.raises(ValueError, match=words):
            read_any(bad)
    with pytest.raises(ValueError, match="not intrigue"):
        read_any(text, game="intrigue")
    with pytest.raises(ValueError, match="not intrigue"):
        read_any(matches_of("groves")[0].record(), game="intrigue")
