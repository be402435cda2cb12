"""Fuzzing Groves: arbitrary notation and click sequences either play or are refused with a
rule id, and never change the state they were tried on."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seasons_nb.core import IllegalAction, Rng, complete
from seasons_nb.games import groves as G


def _states():
    out = []
    for players in (1, 2, 3, 4):
        s = G.new_game(players=players, seed=40 + players)
        rng = Rng(players)
        step = 0
        while not s.is_over:
            if step % 23 == 0:
                out.append(s)
            a, rng = rng.choice(s.legal_actions())
            s = s.apply(a)
            step += 1
        out.append(s)
    return out


STATES = _states()
WORDS = ["place", "return", "reward", "skip", "buy", "grove", "at", "keep", "card", "portal", "to",
         "use", "start", "primary", "bonus", "purchase", "groves", "bonus", "white", "yellow", "orange",
         "green", "blue", "wraith", "wb:blue", "wb:white", "earth", "light", "water", "crystal",
         "repel", "recall", "banish", "spawn", "p1", "p2", "p3", "p4", "p1.e6", "p1.f6", "p1.f5",
         "p1.e5", "p2.e6", "p2.f4", "p1.f4", "p1.d4", "p1.z9", "1", "7", "12", "28", "0"]
TARGETS = ["hand.white", "hand.yellow", "hand.blue", "hand.wraith", "tree.groves", "tree.bonus",
           "tree.portal", "p1.e6", "p1.f6", "p1.f5", "p1.e5", "p2.e6", "p1.f4", "p2.realm", "bag",
           "reward.primary", "reward.bonus", "skip", "card.3", "power.repel", "start.blue", "row.5",
           "row.12", "nonsense", ""]

state_index = st.integers(min_value=0, max_value=len(STATES) - 1)


def _try(s, thing):
    before = s.to_json()
    try:
        new = s.apply(thing)
    except IllegalAction as e:
        assert e.rule in G.RULES, e.rule
        assert str(e)
    else:
        G.invariants(new)
        assert G.parse_action(thing) in s.legal_actions() if isinstance(thing, str) else True
    assert s.to_json() == before


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state_index, st.lists(st.sampled_from(WORDS), min_size=1, max_size=5))
def test_fuzz_notation_words(i, words):
    _try(STATES[i], " ".join(words))


@settings(max_examples=150, deadline=None)
@given(state_index, st.text(max_size=40))
def test_fuzz_arbitrary_text(i, text):
    _try(STATES[i], text)


@settings(max_examples=300, deadline=None)
@given(state_index, st.lists(st.sampled_from(TARGETS), min_size=1, max_size=3))
def test_fuzz_clicks(i, clicks):
    s = STATES[i]
    before = s.to_json()
    done = complete(s.legal_actions(), clicks)
    if done:
        for a in done:
            G.invariants(s.apply(a))
    else:
        e = s.explain_clicks(clicks)
        assert e.rule in G.RULES
    assert s.to_json() == before


@settings(max_examples=100, deadline=None)
@given(state_index, st.integers(min_value=0, max_value=10_000))
def test_fuzz_legal_clicks_select_actions(i, k):
    s = STATES[i]
    acts = s.legal_actions()
    if not acts:
        return
    a = acts[k % len(acts)]
    assert a in complete(acts, a.clicks)
    assert G.parse_action(str(a)) == a
