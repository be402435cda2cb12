"""The designed Groves components: counts, symbols and totals."""

from seasons_nb.games import groves as G
from seasons_nb.games.groves import components as C


def test_components_validate():
    C.validate()
    assert len(C.PURCHASABLE) == 28 and sum(len(v) for v in C.STARTING.values()) == 16
    assert len(C.SUMMONING) == 16 and len(C.REALM_CARDS) == 12
    assert C.SPIRIT_TOTALS == (32, 12, 12, 12, 12, 13) and C.PORTALS == 8


def test_every_reward_symbol_is_used():
    used = set()
    for g in C.GROVES.values():
        used |= C.reward_symbols(g.primary) | C.reward_symbols(g.bonus)
    assert used == C.ALL_SYMBOLS


def test_every_card_kind_is_present():
    kinds = {(c.kind, c.wraith) for c in C.SUMMONING.values()}
    assert kinds == {("pair", False), ("different", False), ("alike", False), ("pair", True)}
    goals = {(c.type, c.goal) for c in C.REALM_CARDS.values()}
    assert ("trophy", "spirits") in goals and any(t == "lightning" for t, _ in goals)


def test_design_notes_are_kept_with_the_data():
    notes = (C.DATA / "DESIGN.md").read_text()
    for word in ("grove", "summoning", "realm", "Hollows"):
        assert word in notes
    assert G.RULES.markdown()
