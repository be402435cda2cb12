"""Seasons of Arcadia: the rules in our words, and the choices the rulebook leaves to us.

Every choice the rulebook leaves open lives here, as one named constant:

- ``BOARD_RADIUS`` — the board is a hexagon of hexes of radius 4 (61 spaces).
- ``JUMP_MAY_TURN`` — a multi-hop jump may change direction between hops.
- ``JUMP_MAY_REVISIT`` — a multi-hop jump may not land twice on the same space
  (its starting space included), so every jump is finite.
- A player is never left without a legal action, so the book need not say what
  happens then: at most 48 lords share 61 spaces, so some empty space touches a
  lord, and a season's supply is empty only once it has won.
- Replacement from an empty supply cannot happen: the jumper's season would
  already have all 12 lords on the board, and the game ends the moment it does.
- ``DEFAULT_TURN_LIMIT`` — optional, ours: after this many turns without a winner
  the game ends in a draw (``turn_limit=None`` switches it off).
"""

from __future__ import annotations

from seasons_nb.core import RuleBook

BOARD_RADIUS = 4
JUMP_MAY_TURN = True
JUMP_MAY_REVISIT = False
DEFAULT_TURN_LIMIT = 200

BOOK = "Seasons of Arcadia rulebook"

RULES = RuleBook("arcadia", BOOK, {
    "arcadia.setup.board": (
        "The board is a hexagon of 61 spaces around one centre space, e5.", "Components", True),
    "arcadia.setup.two_player": (
        "With two players, one plays the solstices (Summer and Winter) and the other the "
        "equinoxes (Spring and Autumn); the equinoxes start.", "Setup: the 2-player game"),
    "arcadia.setup.multi_player": (
        "With three or four players, each plays one season; Spring sits out a three-player game.",
        "The 3- or 4-player game"),
    "arcadia.turn.order": (
        "Three players start with Summer, four with Spring, then play passes clockwise "
        "(Spring, Summer, Autumn, Winter).", "The 3- or 4-player game"),
    "arcadia.turn.actions": (
        "A turn is three actions with two players and two with three or four; each action "
        "places, moves or jumps one lord.", "Taking a turn"),
    "arcadia.turn.own_lords": (
        "You act only with lords of your own season(s).", "Taking a turn"),
    "arcadia.turn.season_quota": (
        "With two players, each turn uses both of your seasons at least once, so never all "
        "three actions with one season.", "Taking a turn"),
    "arcadia.lord.one_action": (
        "A lord acts at most once a turn: one that was placed, moved or jumped this turn "
        "cannot act again until your next turn.", "Rules"),
    "arcadia.lord.replacement_active": (
        "A lord that arrives as a replacement during a jump is fresh and may still act this turn.",
        "Rules"),
    "arcadia.place.supply": (
        "Only a lord that is not yet on the board can be placed.", "Actions: Place"),
    "arcadia.place.first_center": (
        "The very first lord of the game goes on the centre space.", "Setup: the 2-player game"),
    "arcadia.place.adjacent": (
        "A new lord must touch a lord already on the board (of any season).", "Actions: Place"),
    "arcadia.place.empty": (
        "A lord can only be put on an empty space.", "Actions: Place"),
    "arcadia.move.adjacent": (
        "A move takes a lord one step to a neighbouring space; it may end up touching nobody.",
        "Actions: Move"),
    "arcadia.move.empty": (
        "A lord can only move into an empty space.", "Actions: Move"),
    "arcadia.jump.over": (
        "A jump goes over a neighbouring lord of the jumper's own season or of the one season "
        "it replaces.", "Actions: Jump"),
    "arcadia.jump.landing": (
        "A jump lands on the empty space straight beyond the lord jumped over.", "Actions: Jump"),
    "arcadia.jump.multi": (
        "One jump action may chain several hops, each landing on an empty space; our choice: it "
        "may change direction but never lands twice on the same space.", "Actions: Jump"),
    "arcadia.jump.replace": (
        "Every lord of the replaced season that is jumped is swapped at once for a lord of the "
        "jumper's season from its owner's supply, and goes back to its owner's supply.",
        "Actions: Jump"),
    "arcadia.march.cycle": (
        "Who replaces whom: Autumn replaces Winter, Winter replaces Spring, Spring replaces "
        "Summer, Summer replaces Autumn.", "The March of Seasons"),
    "arcadia.march.three_player": (
        "With three players Spring is absent, so Winter replaces Summer instead.",
        "The 3- or 4-player game"),
    "arcadia.jump.out": (
        "A jump over a lord on the edge that would land off the board is a jump out: the jumper "
        "comes back on any empty space of your choice and is done for the turn.", "Rules"),
    "arcadia.win.twelve": (
        "You win the moment all 12 lords of one of your seasons are on the board, even in the "
        "middle of a turn or of a jump.", "Winning"),
    "arcadia.game_over": (
        "The game is over: no more actions can be taken.", "Winning"),
    "arcadia.notation": (
        "Actions are written like 'place autumn e5', 'move winter d4 e4', 'jump autumn d4 f4 h6' "
        "or 'jump autumn b2 out a1 e5' (out over a1, back in on e5).", "Taking a turn", True),
    "arcadia.click": (
        "Click one of your lords that has not acted yet, or an empty space next to a lord.",
        "Taking a turn", True),
    "arcadia.ours.never_stuck": (
        "You always have a legal action: some empty space always touches a lord, and a season runs "
        "out of lords in its supply only by winning.", "Taking a turn", True),
    "arcadia.ours.turn_limit": (
        "Optional: after the turn limit without a winner, the game is a draw.", "Winning", True),
})

ASSUMPTIONS = {
    "arcadia.setup.board": f"The board is a hexagon of radius {BOARD_RADIUS} (61 spaces); the "
    "book shows a hex board but gives no size.",
    "arcadia.jump.multi": "A multi-hop jump may change direction between hops "
    f"(JUMP_MAY_TURN={JUMP_MAY_TURN}) but may not land twice on a space it has visited, its start "
    f"included (JUMP_MAY_REVISIT={JUMP_MAY_REVISIT}).",
    "arcadia.jump.out": "A jump out ends the jump: it is always the last hop, and the lord comes "
    "back on any empty space, which may be the space it started from.",
    "arcadia.jump.replace": "Replacing from an empty supply never happens: a season with an empty "
    "supply has all 12 lords on the board, and that already won the game.",
    "arcadia.ours.never_stuck": "The book does not say what happens to a player with no legal "
    "action; it cannot happen: at most 48 lords share 61 spaces, so an empty space always touches a "
    "lord, and a season's supply is empty only when all 12 are on the board, which has won.",
    "arcadia.ours.turn_limit": f"Optional, ours: after {DEFAULT_TURN_LIMIT} turns without a winner "
    "the game is a draw (turn_limit=None for no limit).",
    "arcadia.win.twelve": "A win in the middle of a multi-hop jump ends the jump there.",
}
