"""Seasons of Arcadia: views (nothing hidden but the random generator, never played) and typed actions
(hand-built nonsense is refused with a rule id, like nonsense text).
"""

from __future__ import annotations

import gc

import pytest

from seasons_nb.core import GreedyBot, IllegalAction, RandomBot, Rng, play_out
from seasons_nb.games import arcadia
from seasons_nb.games.arcadia.actions import Jump, Move, Place, out_target, read_target, space_target
from seasons_nb.games.arcadia.teach import scenario


def some_states():
    rng, s = Rng(5), arcadia.new_game(players=3, seed=5, turn_limit=40)
    out = [s]
    while not s.is_over and len(out) < 30:
        a, rng = rng.choice(s.legal_actions())
        s = s.apply(a)
        out.append(s)
    return out + [scenario("edge"), scenario("quota")]


# ---- views -----------------------------------------------------------------------------------

@pytest.mark.parametrize("viewer", [None, 0, 1, 2])
def test_view_shows_everything_but_the_rng(viewer):
    for s in some_states():
        if viewer is not None and viewer >= s.players:
            continue
        v = s.view(viewer)
        data = v.to_dict()
        assert "rng" not in data and v.viewer == viewer
        assert data == s.view(None).to_dict()  # nothing is hidden from anyone
        full = s.to_dict()
        full.pop("rng")
        assert data == full
        assert v.prompt == s.prompt and v.render() == s.render() and v.scores == s.scores
        assert v.panels() == s.panels()
        assert v.current_player == s.current_player and v.winners == s.winners


def test_view_cannot_be_played_or_changed():
    s = scenario("jumping")
    v = s.view(0)
    with pytest.raises(TypeError, match="cannot be played"):
        v.apply("jump autumn e5 e7")
    with pytest.raises(AttributeError):
        v.board = ()
    with pytest.raises(AttributeError):
        v.rng  # noqa: B018 - a view has no random generator
    assert all(ref is not s for ref in gc.get_referents(v))
    for bad in (2, -1, "0", 0.0):
        with pytest.raises(ValueError):
            s.view(bad)


def test_view_sample_reproduces_the_state():
    for s in some_states():
        for viewer in [None] + list(range(s.players)):
            v = s.view(viewer)
            for seed in (0, 7):
                t = v.sample(seed)
                assert isinstance(t, arcadia.State)
                assert t.rng == Rng(seed)
                assert t.view(viewer).to_dict() == v.to_dict()
                assert t == s._replace(rng=Rng(seed))
                arcadia.invariants(t)
            if viewer == s.current_player:
                assert v.sample(3).legal_actions() == s.legal_actions() == v.legal_actions()


def test_bots_play_from_the_state():
    s = arcadia.new_game(players=2, seed=1, turn_limit=30)
    end = play_out(s, [GreedyBot(1), RandomBot(2)])
    assert end.is_over
    arcadia.invariants(end)


# ---- typed actions ---------------------------------------------------------------------------

def test_action_kinds_are_small_hashable_values():
    p, m, j = Place("autumn", "e5"), Move("winter", "d4", "e4"), Jump("autumn", ("b2",), "a1", "e5")
    assert [a.kind for a in (p, m, j)] == ["place", "move", "jump"]
    assert all(isinstance(a, arcadia.Action) for a in (p, m, j))
    assert (p.season, p.space, p.path, p.out, p.enter) == ("autumn", "e5", ("e5",), None, None)
    assert (m.frm, m.to, m.path) == ("d4", "e4", ("d4", "e4"))
    assert (j.path, j.out, j.enter) == (("b2",), "a1", "e5")
    assert Jump("autumn", ["d4", "f4"]) == Jump("autumn", ("d4", "f4")) == arcadia.parse_action("jump autumn d4 f4")
    assert len({p, Place("autumn", "e5"), m, j}) == 3
    assert p != Move("autumn", "e5", "e5")
    assert repr(j) == "Jump('jump autumn b2 out a1 e5')"
    with pytest.raises(AttributeError):
        p.season = "winter"


def test_target_ids_are_spelled_in_one_place():
    assert space_target("e5") == "e5" and out_target("a1") == "out:a1"
    assert read_target("e5") == ("space", "e5") and read_target("out:a1") == ("out", "a1")
    assert read_target("out:z9") is None and read_target("E5") is None and read_target(None) is None
    j = Jump("autumn", ("b2", "d2"), "d1", "e5")
    assert j.clicks == ("b2", "d2", out_target("d1"), space_target("e5"))


@pytest.mark.parametrize("action", [
    Place("autumn", "z9"), Place("Autumn", "e5"), Place("fall", "e5"), Place(None, 5), Place("autumn", ""),
    Place("autumn", "e5 "), Place(["autumn"], "e5"), Move("autumn", "e5", None), Move("autumn", "E5", "e4"),
    Move(1, 2, 3), Jump("autumn", ()), Jump("autumn", ("e5",)), Jump("autumn", "e5 e7"), Jump("autumn", None),
    Jump("autumn", ("e5", 7)), Jump("autumn", ("b2",), "a1", None), Jump("autumn", ("b2",), "a1", "E5"),
    Jump("autumn", ("b2",), None, "e5"), Jump("autumn", ("b2",), "out", "e5"), Jump("spring", ["e5", ["e7"]]),
])
def test_hand_built_nonsense_actions_are_refused_with_the_notation_rule(action):
    s = scenario("edge")
    err = s.explain(action)
    assert isinstance(err, IllegalAction) and err.rule == "arcadia.notation", (action, err)
    with pytest.raises(IllegalAction):
        s.apply(action)
    assert isinstance(str(action), str) and isinstance(repr(action), str)


def test_hand_built_well_formed_actions_get_the_rules_reason():
    s = scenario("edge")
    assert s.explain(Place("summer", "a2")).rule == "arcadia.turn.own_lords"
    assert s.explain(Move("autumn", "b2", "b2")).rule == "arcadia.move.adjacent"
    assert s.explain(Jump("autumn", ("b2",), "a1", "a1")).rule == "arcadia.jump.reenter"
    assert s.explain(Jump("autumn", ("b2",), "a1", "e7")) is None


def test_an_action_whose_text_breaks_is_refused():
    class Broken(Place):
        def __str__(self):
            raise RuntimeError("no")

    s = scenario("edge")
    assert s.explain(Broken("autumn", "i9")).rule == "arcadia.notation"
    # equal to a legal action: the legal action itself is played
    t = s.apply(Broken("autumn", "a2"))
    assert t.at("a2") == "autumn" and t.log[-1] == "Equinoxes place an Autumn lord on a2."


def test_parse_action_raises_only_illegal_action():
    words = ["place", "move", "jump", "out", "autumn", "winter", "e5", "a1", "z9", "", "ＡＵＴＵＭＮ", "e５",
             "\x00", "ß", "İ", "🍂", "1e5", "-", "out:a1"]
    rng = Rng(1)
    for _ in range(3000):
        k, rng = rng.randrange(8)
        parts = []
        for _ in range(k):
            w, rng = rng.choice(words)
            parts.append(w)
        sep, rng = rng.choice([" ", "\t", "  ", "\n"])
        text = sep.join(parts)
        try:
            a = arcadia.parse_action(text)
        except IllegalAction as e:
            assert e.rule == "arcadia.notation"
        else:
            assert arcadia.parse_action(str(a)) == a
    for text in ("jump autumn " + " ".join(["e5", "e7"] * 40), "place autumn " + "e5" * 10_000):
        with pytest.raises(IllegalAction):
            arcadia.parse_action(text)


def test_side_panel_text_fits_inside_the_picture():
    import re

    from seasons_nb.games.arcadia import render

    long_names = ["A very long name for the Equinoxes side", "Solstices"]
    for players, names in ((2, long_names), (3, None), (4, None)):
        s = arcadia.new_game(players=players, names=names, turn_limit=150)
        for _ in range(5):
            s = s.apply(s.legal_actions()[0])
        svg = s.render()
        sizes = {"t": render.TITLE_SIZE, "n": render.NAME_SIZE, "n b": render.NAME_SIZE, "q": render.PROMPT_SIZE}
        panel = svg[svg.index('<g class="snb-panel">'):]
        found = re.findall(r'<text x="([\d.]+)" y="[\d.]+"(?: class="([^"]+)")?>([^<]*)</text>', panel)
        assert len(found) >= 4
        for x, cls, text in found:
            size = sizes.get(cls, render.LINE_SIZE)
            # about 0.6 em per character in the sans-serif font the picture sets
            assert float(x) + 0.6 * size * len(text) <= render.WIDTH, text
    assert "…" in arcadia.new_game(players=2, names=long_names).render()
