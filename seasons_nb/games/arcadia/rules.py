"""Seasons of Arcadia: the rules in our words, and the choices the rulebook leaves to us.

Each rule id cites the section of the rulebook it comes from; each choice of ours
is an ``Assumption`` with the constant the engine reads. Our choices:

"""

from __future__ import annotations

from seasons_nb.core import Assumption, GameInfo, RuleBook

BOOK = "Seasons of Arcadia rulebook"

RULES = RuleBook("arcadia", BOOK, {
    "arcadia.setup.board": (
        "The game is played on a board of hexagonal spaces around one centre space.", "Components"),
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
        "One jump action may chain several hops, as long as each hop lands on an empty space.",
        "Actions: Jump"),
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
        "A lord on an edge space of the board may be jumped: the lord jumped over is replaced if it "
        "is of the replaced season, and the jumper has jumped out: it comes back on an empty space "
        "you pick and is done for the turn.", "Rules"),
    "arcadia.jump.reenter": (
        "The lord that jumped out comes back on any empty space of the board: it need not touch "
        "another lord (that condition belongs to placing a lord from the supply), and it costs "
        "no extra action.", "Rules"),
    "arcadia.win.twelve": (
        "You win the moment all 12 lords of one of your seasons are on the board, even with "
        "actions of the turn still unused.", "Winning"),
    "arcadia.game_over": (
        "The game is over: no more actions can be taken.", "Winning"),
}, assumptions=[
    Assumption(
        "arcadia.notation",
        "The book has no written form for actions; ours is 'place autumn e5', 'move winter d4 e4', "
        "'jump autumn d4 f4 h6' or 'jump autumn b2 out a1 e5' (out past a1, back in on e5).",
        "Taking a turn"),
    Assumption(
        "arcadia.click",
        "The book is played by hand; here you click one of your lords that has not acted yet, or an "
        "empty space next to a lord, then the highlighted spaces that finish the action.",
        "Taking a turn"),
    Assumption(
        "arcadia.ours.seat_seasons",
        "The book does not say who takes which seasons. The first name given plays the side that "
        "starts (the Equinoxes with two players, Summer with three, Spring with four) and the other "
        "names follow in turn order; to play another side, list the names in another order.",
        "Setup: the 2-player game"),
    Assumption(
        "arcadia.ours.board_radius",
        "The board is a hexagon of hexes of radius {value} around the centre e5 (61 spaces): the "
        "book shows a hex board but gives no size, and this one holds all 48 lords with room to move.",
        "Components", "BOARD_RADIUS", 4),
    Assumption(
        "arcadia.ours.jump_turns",
        "A chain of hops may change direction between hops (JUMP_MAY_TURN = {value}; False "
        "would keep every chain on one straight line).", "Actions: Jump", "JUMP_MAY_TURN", True),
    Assumption(
        "arcadia.ours.jump_no_revisit",
        "A chain of hops never lands twice on the same space, its start included "
        "(JUMP_MAY_REVISIT = {value}; True would allow it, but a chain never repeats a hop), "
        "so every jump ends.",
        "Actions: Jump", "JUMP_MAY_REVISIT", False),
    Assumption(
        "arcadia.ours.win_stops_jump",
        "A chain of hops stops at the hop that brings the twelfth lord of the jumper's season onto "
        "the board: the game is won there, and the supply has no lord left for another replacement.",
        "Winning"),
    Assumption(
        "arcadia.ours.jump_out_off_board",
        "The book's edge rule says a lord on an edge space may be jumped; we read a jump out as a jump "
        "over an edge lord whose landing space would be off the board. A jump over an edge lord that "
        "lands on an empty space of the board, along the edge for instance, is an ordinary jump: the "
        "lord stays where it lands and may hop on.", "Rules"),
    Assumption(
        "arcadia.ours.jump_out_ends_jump",
        "The book does not say whether the hops of one jump may end in a jump out: we allow it, and "
        "every lord of the replaced season passed over is replaced, the edge one included. A jump out "
        "is always the last hop of its jump, and the lord may come back on any empty space, the one "
        "it started from included.", "Rules"),
    Assumption(
        "arcadia.ours.replace_supply",
        "A replacement never finds the jumper's supply empty: a season with no lord left in supply "
        "has all 12 on the board, and that has already won the game.", "Actions: Jump"),
    Assumption(
        "arcadia.ours.never_stuck",
        "The book does not say what happens to a player with no legal action; it cannot happen: at "
        "most 48 lords share 61 spaces, so an empty space always touches a lord, and a season's "
        "supply is empty only when all 12 are on the board, which has won.", "Taking a turn"),
    Assumption(
        "arcadia.ours.turn_limit",
        "The book has no draw. A game may be given a turn limit (turn_limit=N): if the last turn "
        "ends without a winner, the game is a draw. Default: {value} (no limit).", "Winning",
        "DEFAULT_TURN_LIMIT", None),
])

ASSUMPTIONS = RULES.assumptions

BOARD_RADIUS = RULES.value("arcadia.ours.board_radius")
JUMP_MAY_TURN = RULES.value("arcadia.ours.jump_turns")
JUMP_MAY_REVISIT = RULES.value("arcadia.ours.jump_no_revisit")
DEFAULT_TURN_LIMIT = RULES.value("arcadia.ours.turn_limit")

INFO = GameInfo(
    name="arcadia", title="Seasons of Arcadia", player_counts=(2, 3, 4),
    notebook="01-seasons-of-arcadia.ipynb", hidden_information=False, chance=False,
    options={"turn_limit": DEFAULT_TURN_LIMIT},
)

__doc__ += RULES.docstring()
