"""Solstice: the rules in our words, and the choices the rulebook leaves to us.

Every rule has an id ``solstice.<area>.<name>`` in ``RULES``: our paraphrase and the
section of the rulebook it comes from. Where the book is silent or ambiguous we chose;
each choice is one ``Assumption`` below, declared once. Those with a constant name the
module-level constant the engine reads (change the value in ``_ASSUMPTIONS`` to play
another reading); the others are plain statements of how we read the book.

Our choices:

"""

from __future__ import annotations

from seasons_nb.core import Assumption, GameInfo, RuleBook

BOOK = "Solstice rulebook"

_ASSUMPTIONS = [
    Assumption(
        "solstice.notation",
        "The book has no written form for actions; ours is 'choose blaze', 'roll', 'attack p2', "
        "'no attack', 'escape', 'defend', 'counter', 'flee', 'steal w5', 'equip w5', 'keep w5', "
        "'flip piece 3', 'flip item a2' or 'pick 2' (p1 is the first seat, pieces are numbered 1 to 8 "
        "counter-clockwise from the Summer start piece, cards by their ids such as w5, a2, b7, t3). The "
        "word of the prompt and button, counter-attack, also reads as counter, and right after a won defence "
        "the words the book uses for the two options do too: escape for flee, attack (or attack naming the "
        "attacker) for counter.",
        "Taking Your Turn"),
    Assumption(
        "solstice.click",
        "The book is played by hand; here you click the die to roll, a character card to choose it, a "
        "highlighted character on the ring to attack it, a piece of the ring or an item to flip or take "
        "it, a face-down card of a fan to pick it, or a button (escape, defend, counter-attack, flee, "
        "keep, no attack).", "Taking Your Turn"),
    Assumption(
        "solstice.ours.components",
        "The book does not print its pieces: which spaces each ring piece holds, the characters' "
        "Attack, Defense and Speed and the items' bonuses and diamonds are our design (the files in "
        "data/, explained in data/DESIGN.md).", "Contents"),
    Assumption(
        "solstice.ours.team_even",
        "Team play needs two equal courts, so it is played only with {value} players; with 3, 5 or 7 "
        "players the game is free-for-all.", "Game Modes", "TEAM_PLAYER_COUNTS", (2, 4, 6, 8)),
    Assumption(
        "solstice.ours.default_mode",
        "A new game is played {value} unless another mode is asked for (the book's object, the most "
        "Victory Points, is the free-for-all goal).", "Game Modes", "DEFAULT_MODE", "free-for-all"),
    Assumption(
        "solstice.ours.seat_courts",
        "The book does not say who belongs to which court. Seats alternate: the first seat (p1) is "
        "Summer, the second Winter, the third Summer and so on, in both modes. With an even number of "
        "players turns therefore alternate courts; with an odd number the last seat and p1 are both Summer, "
        "so Summer plays twice in a row once a round. Each player chooses a character of their own court, "
        "one seat after the other from p1.",
        "Getting Started"),
    Assumption(
        "solstice.ours.solstice_dates",
        "The solstices are the northern ones, Summer on 21 June and Winter on 21 December "
        "(SOLSTICE_DATES = {value}, as month-day); a date exactly as far from both makes Summer start. "
        "Without a date the game uses today's.", "Getting Started", "SOLSTICE_DATES",
        ("06-21", "12-21")),
    Assumption(
        "solstice.ours.start_die",
        "Right after the last character is chosen, one die picks the first player of the starting "
        "court: the court's players are counted from the lowest seat, a roll r names player "
        "((r - 1) mod k) + 1 of k, and a roll above the largest multiple of k up to 6 names nobody "
        "and is rolled again (so each player is equally likely). A court of one player needs no roll.",
        "Getting Started"),
    Assumption(
        "solstice.ours.counter_clockwise",
        "Seat order (p1, p2, …) is the counter-clockwise order around the table, and the ring's "
        "spaces are numbered 1 to 32 counter-clockwise from the Summer start space, so every move "
        "goes up in number (from 32 back to 1).", "Getting Started"),
    Assumption(
        "solstice.ours.start_spaces",
        "The two start spaces carry no instruction: landing on one does nothing. The start pieces "
        "can be flipped like any other (otherwise the ring could never turn one season).",
        "Getting Started"),
    Assumption(
        "solstice.ours.passing",
        "You have passed your court's start space once you move onto or past it after leaving it; "
        "every forward move counts, an escape included.", "Battle"),
    Assumption(
        "solstice.ours.ties",
        "A tie in any roll-off is rolled again by both (REROLL_TIES = {value}; False would instead let "
        "a tie fail whoever needed to be higher: an escape fails, and the defender holds).",
        "If the Defender Wants to Escape", "REROLL_TIES", True),
    Assumption(
        "solstice.ours.escape_ignores",
        "The first escape, before any battle, ignores the next space entirely, even a Discard space, "
        "as the book words it; the escape after a won defence, and the counter-attacker's escape after "
        "a lost counter-attack, ignore it unless it is a Discard space.", "If the Defender Wants to Escape"),
    Assumption(
        "solstice.ours.escape_ends_battle",
        "After a successful escape the battle is over, so the attacker then follows their space's "
        "instruction (the book makes the attacker ignore it only until the battle is over).",
        "Battle"),
    Assumption(
        "solstice.ours.escape_no_battle",
        "Only the move of your die roll can start a battle: a character who escapes onto an occupied "
        "space attacks nobody and is attacked by nobody.", "If You Land on an Occupied Space"),
    Assumption(
        "solstice.ours.choose_occupant",
        "With several characters you may attack on your space you choose one of them; attacking is "
        "never compulsory ('no attack' follows the space).", "If You Land on an Occupied Space"),
    Assumption(
        "solstice.ours.counter_no_escape",
        "A counter-attacked player cannot try to escape: the counter-attack is fought at once.",
        "If the Defender Wins"),
    Assumption(
        "solstice.ours.stolen_equip",
        "A stolen weapon, armor or boots keeps the season it was set to, and the thief decides as after "
        "a draw: equip it (an item of that type already equipped goes to their trinkets) or keep it "
        "with their trinkets.", "If the Attacker Wins"),
    Assumption(
        "solstice.ours.kept_season",
        "A weapon, armor or boots kept with the trinkets keeps the season it was set to; it is out of "
        "play (it counts for nothing and cannot be flipped) until it is stolen and equipped.",
        "If You Land on a Draw Space"),
    Assumption(
        "solstice.ours.flip_equipped",
        "'Any item currently in play' means an equipped item, anyone's: items kept with the trinkets "
        "are not in play.", "If You Land on a Flip Space"),
    Assumption(
        "solstice.ours.flip_required",
        "The book says you can flip your piece or an item; we make it a must: a Flip space is used, "
        "flipping your piece or one equipped item, so anything else is refused under this choice. There "
        "is always something to flip (the piece).", "If You Land on a Flip Space"),
    Assumption(
        "solstice.ours.discard_picker",
        "In a discard the next player in turn order (the seat after the discarding player) picks the "
        "card blind. A player with no items discards nothing.", "If You Land on a Discard Space"),
    Assumption(
        "solstice.ours.empty_draw",
        "Drawing from an empty draw pile first turns the shuffled discard pile into the draw pile; if "
        "both are empty nothing is drawn.", "If You Land on a Draw Space"),
    Assumption(
        "solstice.ours.public_items",
        "Items lie face up, so everyone sees everyone's items, the drawn card and the discard pile. "
        "Only the order of the draw pile and of a fanned hand during a discard are secret (from "
        "everyone, the teacher's view included), and so are dice not yet rolled.",
        "If You Land on a Discard Space"),
    Assumption(
        "solstice.ours.lost_turn",
        "Losing your next turn skips it entirely (no roll); being told so twice before it comes still "
        "skips one turn. A skipped turn counts as a turn for the turn limit.", "If the Attacker Wins"),
    Assumption(
        "solstice.ours.vp_ties",
        "When several players of the winning court share the most Victory Points in a free-for-all, "
        "they all win.", "Ending the Game"),
    Assumption(
        "solstice.ours.turn_limit",
        "The book has no draw. A game may be given a turn limit (turn_limit=N): if turn N ends with "
        "the ring still mixed, the game is a draw with no winner. Default: {value} (no limit).",
        "Ending the Game", "DEFAULT_TURN_LIMIT", None),
    Assumption(
        "solstice.ours.short_game",
        "The book plays until the ring is one season, which can take hundreds of turns. For a lesson, a "
        "short game (short_game=N) stops after turn N: the court holding more of the 8 pieces wins (in a "
        "free-for-all its players then compare Victory Points as usual); a ring split 4 to 4 goes to the "
        "court with more Victory Points in all, and if those are level too the game is a draw. "
        "Default: {value} (the book's game).", "Ending the Game", "DEFAULT_SHORT_GAME", None),
]

RULES = RuleBook("solstice", BOOK, {
    # ---- contents, modes, setup ----------------------------------------------------------------
    "solstice.game_over": ("The game has ended: nothing more can be played.", "Ending the Game"),
    "solstice.contents.cards": (
        "The cards are 8 characters, 36 equip items (12 weapons, 12 armor, 12 boots) and 12 trinkets; "
        "a character piece stands for each player on the board.", "Contents"),
    "solstice.contents.players": ("Solstice is for 2 to 8 players.", "Contents"),
    "solstice.mode.team": (
        "Team play: the players form two equal courts, Summer and Winter, who work together to turn "
        "the board to their season.", "Game Modes"),
    "solstice.mode.free_for_all": (
        "Free-for-all: every player plays for themselves (alliances may come and go).", "Game Modes"),
    "solstice.setup.ring": (
        "The ring is 8 board pieces: four Summer pieces in a row starting with the Summer start piece, "
        "then four Winter pieces; the two start spaces lie on opposite sides.", "Getting Started"),
    "solstice.setup.centre": (
        "A ninth piece in the middle holds the face-down draw pile and, beside it, the face-up discard "
        "pile.", "Getting Started"),
    "solstice.setup.start_space": (
        "Every character piece starts on its court's start space: Summer characters on the Summer "
        "start space, Winter characters on the Winter one.", "Getting Started"),
    "solstice.setup.choose": (
        "Each player chooses one character card, and a character belongs to one player only; the "
        "characters nobody chose are set aside.", "Getting Started"),
    "solstice.setup.shuffle": (
        "All the item cards are shuffled and stacked face down as the draw pile.", "Getting Started"),
    "solstice.setup.first_court": (
        "The court whose solstice is nearer to the date of play begins.", "Getting Started"),
    "solstice.setup.first_player": (
        "A die roll decides which player of that court goes first.", "Getting Started"),
    "solstice.turn.order": (
        "Turns then follow counter-clockwise from the first player, each player in turn.",
        "Getting Started"),
    # ---- a turn -----------------------------------------------------------------------------------
    "solstice.turn.roll": ("Your turn begins with a roll of the die.", "Taking Your Turn"),
    "solstice.turn.move": (
        "Your character moves exactly as many spaces as the die shows, counter-clockwise.",
        "Taking Your Turn"),
    "solstice.draw.take": ("On a Draw space you take the top card of the draw pile.",
                           "If You Land on a Draw Space"),
    "solstice.draw.trinket": ("A trinket you draw goes to your trinkets, to keep for the end.",
                              "If You Land on a Draw Space"),
    "solstice.draw.season": (
        "A weapon, armor or boots you draw is set to the season of the board piece you drew it on.",
        "If You Land on a Draw Space"),
    "solstice.draw.one_per_type": (
        "You equip at most one weapon, one armor and one boots; equipping a new one of a type moves the "
        "one you had to your trinkets.", "If You Land on a Draw Space"),
    "solstice.draw.keep": (
        "Instead of equipping a drawn weapon, armor or boots you may put it straight with your trinkets.",
        "If You Land on a Draw Space"),
    "solstice.flip.piece": (
        "On a Flip space you may flip the board piece you stand on to the other season.",
        "If You Land on a Flip Space"),
    "solstice.flip.item": (
        "Or, instead, you flip one item in play to the other season, your own or another player's.",
        "If You Land on a Flip Space"),
    "solstice.discard.blind": (
        "On a Discard space all your items, equipped ones and trinkets, are shuffled and fanned face "
        "down; another player picks one, which goes face up onto the discard pile.",
        "If You Land on a Discard Space"),
    "solstice.discard.reshuffle": (
        "When the draw pile is empty, the discard pile is shuffled and becomes the new draw pile.",
        "If You Land on a Discard Space"),
    # ---- battle -----------------------------------------------------------------------------------
    "solstice.battle.occupied": (
        "Landing on a space where another character stands, you may battle them.",
        "If You Land on an Occupied Space"),
    "solstice.battle.first_lap": (
        "You cannot attack on your first lap: only once you have passed your court's start space (the "
        "defender's lap does not matter). A counter-attack is an attack too: a defender who wins on their "
        "first lap may only escape.", "Battle"),
    "solstice.battle.team": (
        "In team play you never attack a player of your own court.", "Battle"),
    "solstice.battle.items": (
        "Equipped items add to Attack (weapon), Defense (armor) and Speed (boots) only while set to "
        "their wearer's court season, unless the card says otherwise.", "Battle"),
    "solstice.battle.ignore_space": (
        "The attacker ignores the instruction of their space until the battle is over.", "Battle"),
    "solstice.battle.defender_choice": (
        "The defender first chooses: defend, or try to escape.", "Battle"),
    "solstice.battle.rolls": (
        "In a battle both roll the die: the attacker adds Attack and weapon, the defender Defense and "
        "armor; the higher total wins.", "If the Defender Wants to Escape"),
    "solstice.battle.own_season": (
        "A player standing on a piece of their own court's season adds 1 to the statistic of any "
        "roll-off.", "If the Defender Wants to Escape"),
    "solstice.escape.roll": (
        "To escape, both roll the die and add Speed (base speed and boots).",
        "If the Defender Wants to Escape"),
    "solstice.escape.success": (
        "A defender who rolls higher escapes one space ahead, ignoring that space's instruction.",
        "If the Defender Wants to Escape"),
    "solstice.escape.forced": (
        "A defender who fails to escape must battle.", "If the Defender Wants to Escape"),
    "solstice.attacker.steal": (
        "A winning attacker takes one item of their choice from the defender, equipped or a trinket.",
        "If the Attacker Wins"),
    "solstice.attacker.keeps_season": (
        "A stolen equipped item keeps the season it had.", "If the Attacker Wins"),
    "solstice.attacker.lose_turn": (
        "A beaten player with no item to take loses their next turn instead.", "If the Attacker Wins"),
    "solstice.attacker.follow_space": (
        "After winning, the attacker follows the instruction of their space.", "If the Attacker Wins"),
    "solstice.defender.ignore_space": (
        "When the defender wins, the attacker ignores the instruction of their space.",
        "If the Defender Wins"),
    "solstice.defender.choice": (
        "A defender who won chooses: escape again, or attack the attacker (a counter-attack).",
        "If the Defender Wins"),
    "solstice.defender.flee": (
        "Escaping after a won defence moves the defender to the next space, ignoring it unless it is a "
        "Discard space, where they must discard.", "If the Defender Wins"),
    "solstice.defender.counter": (
        "A counter-attack is a new battle with the roles reversed: the defender rolls on Attack, the "
        "beaten attacker on Defense.", "If the Defender Wins"),
    "solstice.defender.counter_win": (
        "A counter-attacker who wins takes an item from the beaten attacker (who, with none, loses "
        "their next turn); the turn then ends.", "If the Defender Wins"),
    "solstice.defender.counter_loss": (
        "A counter-attacker who loses escapes to the next space, ignoring it unless it is a Discard "
        "space, and the turn ends.", "If the Defender Wins"),
    # ---- the end ----------------------------------------------------------------------------------
    "solstice.end.one_season": (
        "The game ends the moment all 8 board pieces show the same season: that court has won.",
        "Ending the Game"),
    "solstice.end.team": ("In team play every player of the winning court wins.", "Ending the Game"),
    "solstice.end.ruler": (
        "In a free-for-all the players of the winning court compare Victory Points; the highest is the "
        "ruler and wins.", "Ending the Game"),
    "solstice.end.victory_points": (
        "Victory Points: each diamond on your trinkets is 1, and each weapon, armor or boots you hold, "
        "equipped or kept, is 1.", "Ending the Game"),
}, assumptions=_ASSUMPTIONS)

ASSUMPTIONS = RULES.assumptions
__doc__ += RULES.docstring() + "\n"

TEAM_PLAYER_COUNTS = RULES.value("solstice.ours.team_even")
DEFAULT_MODE = RULES.value("solstice.ours.default_mode")
SOLSTICE_DATES = RULES.value("solstice.ours.solstice_dates")
REROLL_TIES = RULES.value("solstice.ours.ties")
DEFAULT_TURN_LIMIT = RULES.value("solstice.ours.turn_limit")
DEFAULT_SHORT_GAME = RULES.value("solstice.ours.short_game")

#: the two ways to play (see ``solstice.mode.*``)
MODES = ("free-for-all", "team")

#: what Solstice is, for the registry, the widgets and the tests
INFO = GameInfo(
    name="solstice", title="Solstice", player_counts=(2, 3, 4, 5, 6, 7, 8), notebook="02-solstice.ipynb",
    hidden_information=True, chance=True,
    options={"mode": DEFAULT_MODE, "date": None, "turn_limit": DEFAULT_TURN_LIMIT,
             "short_game": DEFAULT_SHORT_GAME},
)
