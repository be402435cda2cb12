"""Seasons of Intrigue: the rules in our words, and the choices the summary leaves to us.

The only source is a rules summary (its parts: the constraints at the top, "Setup", "Start of
turn", the seasons, "Politics actions", "Civil actions", "Combat actions", "Trade", "Combat",
the cleanup and the endgame points). Every line of it has an id ``intrigue.<area>.<name>`` in
``RULES``. Everything the summary names but does not describe (the map, tablets, workers, cards,
quests, events, tracks, the VP limit) is our design, in ``data/``; each choice is one
``Assumption`` below, declared once.

Our choices:

"""

from __future__ import annotations

from seasons_nb.core import Assumption, GameInfo, RuleBook

from .actions import (
    Ability, Act, Build, BuyUpgrade, Deploy, Discard, Done, Draft, Draw, EventSwap, Home, Influence, Initiative,
    Intrigue, Move, Pass, Pay, Plan, Sell, Support,
)

BOOK = "Seasons of Intrigue rules summary"

#: the notation examples ``intrigue.notation`` quotes: real actions, written as the engine writes them
EXAMPLES = (Draft("b1"), Plan("b1"), Act("politics"), Ability(), Ability("frost"), Intrigue("x4"),
            Initiative("p2", "up"), EventSwap(2, "left"), Influence("frost"), Draw("combat"), BuyUpgrade("u3"),
            Build("e4"), Deploy("e4"), Move("e4", "i2"), Sell("c7"), Sell("e4"), Support("p1", "c7"), Pass(),
            Home("e4"), Discard("c7"), Pay(), Done())

_ASSUMPTIONS = [
    Assumption(
        "intrigue.notation",
        "The summary has no written form for actions; ours is one line per action, for example "
        + ", ".join(f"'{a}'" for a in EXAMPLES) + ".", "Seasons"),
    Assumption(
        "intrigue.click",
        "The game is played by hand; here you click a worker, a card, a land, a marker or an event, and "
        "answer questions with buttons.", "Seasons"),
    Assumption(
        "intrigue.ours.components",
        "The summary names the map, the tablets, the workers, the intrigue, combat, quest and event "
        "cards, the tracks, the market and the endgame VP limit but describes none of them: all are our "
        "design (the files in data/, explained in data/DESIGN.md).", "Setup"),
    Assumption(
        "intrigue.ours.players", "The game is for {value} players.", "Setup", "PLAYER_COUNTS", (2, 3, 4)),
    Assumption(
        "intrigue.ours.vp_limit",
        "The game ends at the cleanup of a year in which a player holds {value} VP tokens (the summary "
        "has players announce 3 and 4 VP, one and two short of it).", "Endgame", "VP_LIMIT", 5),
    Assumption(
        "intrigue.ours.power_steps",
        "An action's power is how many steps of its type the player takes (Politics, Combat, Trade); a "
        "power of 0 or less does nothing.", "Seasons"),
    Assumption(
        "intrigue.ours.civil_thresholds",
        "A Civil action does one thing, and its power must reach what that needs: {value} (draw, upgrade, "
        "build).", "Civil actions", "CIVIL_POWER", (1, 2, 3)),
    Assumption(
        "intrigue.ours.tile_reveal",
        "A face-down tile turns face up when a unit first enters its land; until then nobody knows what it "
        "is.", "Setup"),
    Assumption(
        "intrigue.ours.token_supply",
        "Each faction track holds one influence VP token at a time, starting at the top (6); when it is "
        "taken the next of the faction's 3 tokens starts at the top again. A token never steps below 2.",
        "Start of turn"),
    Assumption(
        "intrigue.ours.alliance_rule",
        "A faction's alliance token goes, at the cleanup, to the player with the highest marker on its "
        "track if that marker is at 4 or more (a tie to the lower initiative); each alliance is taken once "
        "a game.", "Cleanup"),
    Assumption(
        "intrigue.ours.acting_order",
        "Players act in the initiative order as it stands: a Politics step that moves markers changes who "
        "acts next among those still to act; each player acts once a season. A player with no worker left to "
        "place (only a teaching position can give fewer than one a season) sits the season out: no action "
        "and no influence.", "Seasons"),
    Assumption(
        "intrigue.ours.draft_order",
        "Draft picks and plans are made one player after the other in initiative order, each hidden from "
        "the others until revealed (pass-and-play hands the device over for each).", "Start of turn"),
    Assumption(
        "intrigue.ours.two_sides",
        "A combat has two sides: the land's holder and the player who moved in. A unit may not enter a land "
        "that two other players already dispute.", "Combat"),
    Assumption(
        "intrigue.ours.extra_units",
        "Each unit of a side beyond the first on the land adds 1 to its base power.", "Combat"),
    Assumption(
        "intrigue.ours.helpers",
        "In a combat the cards are played one at a time, in turns in initiative order starting from the "
        "attacker, until every player has passed or has nothing left to play; a side plays its cards for "
        "itself, a player outside the fight names the side each card helps. A player whose garrisons are "
        "all full has no garrison limit (only upgrades let them play combat cards); intrigue cards for "
        "combats may always be played.", "Combat"),
    Assumption(
        "intrigue.ours.goods_on_land",
        "Goods stay on the land that produced them and belong to whoever holds it; a sale takes one.",
        "Trade"),
    Assumption(
        "intrigue.ours.garrison_fill",
        "A unit coming back to the tablet (from the graveyard, or brought home from the map) goes to the "
        "first garrison with an empty space in this order: the rightmost (power 4), the leftmost (power 1), "
        "the second from the right (power 3), the second from the left (power 2); so a garrison is full "
        "before the next one gets a unit. Inside a garrison it takes the rightmost empty space.", "Cleanup"),
    Assumption(
        "intrigue.ours.quest_claims",
        "A quest goes to the first player in initiative order who meets it; a claimed quest leaves a gap in "
        "the row, and the leftmost quest is removed only if one is there.", "Cleanup"),
    Assumption(
        "intrigue.ours.events_gone",
        "An event pushed off the row or removed at the cleanup is out of the game (never shuffled back "
        "into the event deck).", "Cleanup"),
    Assumption(
        "intrigue.ours.event_push",
        "When a Politics step pushes event #1 off the row, the other events slide left at once (#2 becomes "
        "#1, #3 becomes #2) and the last place stays empty until the cleanup; at the cleanup the event then "
        "at #1 leaves as usual (unless blank), the rest slide left and the deck fills every empty place.",
        "Politics actions"),
    Assumption(
        "intrigue.ours.politics_influence",
        "A Politics step that raises an influence raises the acting player's own marker one step, on the "
        "track of any of the four courts (not only the worker's); a marker already at the top (6) cannot "
        "rise, and other players' markers are never moved.", "Politics actions"),
    Assumption(
        "intrigue.ours.trade_one_land",
        "One Trade action sells goods from one land only: after its first good is sold, its later steps "
        "may sell more goods of that same land (and cards from the hand) but none from another land.",
        "Trade"),
    Assumption(
        "intrigue.ours.combat_outcome",
        "In a combat every unit of the losing side on that land dies and goes to its graveyard; the winner "
        "loses no unit and holds the land afterwards.", "Combat"),
    Assumption(
        "intrigue.ours.done_influence",
        "A revealed worker always raises its court's influence when its player says done, even if it took "
        "no step (no type chosen, or a power of 0 or less): being placed counts as its action.", "Seasons"),
    Assumption(
        "intrigue.ours.personal_quests_open",
        "Personal quests lie face up beside the tablets: every player (and every view of the game) sees "
        "which personal quest each player has and whether it is met.", "Setup"),
    Assumption(
        "intrigue.ours.hand_price",
        "Keeping a card over the hand limit costs 1 gold for the year.", "Cleanup"),
    Assumption(
        "intrigue.ours.short_game",
        "For a classroom hour a game may stop after a number of years (years=N): it is then scored as at "
        "the end. Default: {value} (play to the VP limit).", "Endgame", "DEFAULT_YEARS", None),
    Assumption(
        "intrigue.ours.turn_limit",
        "A game may be given a limit of seasons (turn_limit=N, the year's draft counting with its first "
        "season) as a safety stop: when season N's combats are over the game is a draw with no winner. "
        "Default: {value} (no limit).", "Endgame", "DEFAULT_TURN_LIMIT", None),
]

RULES = RuleBook("intrigue", BOOK, {
    "intrigue.game_over": ("The game has ended: nothing more can be played.", "Endgame"),
    # ---- constraints ----------------------------------------------------------------------------
    "intrigue.constraint.workers_kept": (
        "You may not sell or discard a worker card if you would then lack a worker for a season still "
        "to play.", "Constraints"),
    "intrigue.constraint.ties": ("Every tie goes to the player with the lower initiative.", "Constraints"),
    # ---- setup ----------------------------------------------------------------------------------
    "intrigue.setup.tiles": ("The mine, farm and sawmill tiles are laid face down on the map at random.",
                             "Setup"),
    "intrigue.setup.decks": ("The intrigue, worker and combat decks are shuffled beside the board.", "Setup"),
    "intrigue.setup.quests_events": ("The quest and event decks are shuffled and laid out on their boards.",
                                     "Setup"),
    "intrigue.setup.upgrades": ("Some upgrades on each tablet are closed at random.", "Setup"),
    "intrigue.setup.turn_order": ("The turn order is random.", "Setup"),
    "intrigue.setup.personal_quest": ("Each player draws a personal quest and keeps it by their tablet.",
                                      "Setup"),
    "intrigue.setup.cards": ("Each player draws an intrigue card and a combat card.", "Setup"),
    "intrigue.setup.gold": ("Each player takes 5 gold.", "Setup"),
    # ---- the start of a year --------------------------------------------------------------------
    "intrigue.year.draft": ("Each year the players draw 4 worker cards each and draft them.", "Start of turn"),
    "intrigue.year.draft_direction": ("The draft passes one way one year and the other way the next.",
                                      "Start of turn"),
    "intrigue.year.tokens_step": (
        "Every influence VP token moves one step down its track, except in the first year.", "Start of turn"),
    "intrigue.year.token_meet": (
        "A player whose influence marker meets a token takes it onto their tablet and moves the marker "
        "back to 0.", "Start of turn"),
    "intrigue.year.announce": ("Players with 3 or 4 VP say so to everyone.", "Start of turn"),
    # ---- the seasons ----------------------------------------------------------------------------
    "intrigue.season.calendar": ("A year is four seasons, each with bonuses and penalties for workers.",
                                 "Seasons"),
    "intrigue.season.plan": ("Each season everyone places a worker face down at the same time.", "Seasons"),
    "intrigue.season.reveal": (
        "The workers are revealed together and act in initiative order.", "Seasons"),
    "intrigue.season.one_type": ("A worker performs one type of action only.", "Seasons"),
    "intrigue.season.power": (
        "Its power is the worker's power plus the season's bonus or minus its penalty, from the worker's "
        "card and the calendar.", "Seasons"),
    "intrigue.season.events": ("Active events can change that power; check them before acting.", "Seasons"),
    "intrigue.season.abilities": ("A worker's special ability can be used before, during or after its action.",
                                  "Seasons"),
    "intrigue.season.instants": ("Instant intrigue cards can add effects to an action or change its power.",
                                 "Seasons"),
    "intrigue.season.influence": (
        "After the action the player's influence rises on the track of the worker's faction; meeting "
        "a token takes it.", "Seasons"),
    "intrigue.season.combats": ("When everyone has acted, combats are fought in initiative order.", "Seasons"),
    "intrigue.season.cleanup": ("After winter's actions and combats comes the cleanup.", "Seasons"),
    # ---- the four actions -----------------------------------------------------------------------
    "intrigue.politics.initiative": ("Politics: move any initiative marker up or down.", "Politics actions"),
    "intrigue.politics.events": (
        "Politics: swap two neighbouring events; the first event moved off the left end is discarded.",
        "Politics actions"),
    "intrigue.politics.influence": ("Politics: raise an influence one step.", "Politics actions"),
    "intrigue.civil.draw": (
        "Civil: choose a colour and draw 1 card of it plus 1 per revealed upgrade.", "Civil actions"),
    "intrigue.civil.upgrade": ("Civil: pay an upgrade's price and raise your hand limit.", "Civil actions"),
    "intrigue.civil.build": ("Civil: pay 5 and construct a building.", "Civil actions"),
    "intrigue.combat.deploy": (
        "Combat: deploy a unit from the leftmost space of your garrisons to an empty land on the edge of "
        "the map.", "Combat actions"),
    "intrigue.combat.move": ("Combat: move a unit to a neighbouring land.", "Combat actions"),
    "intrigue.trade.card": ("Trade: sell a card from your hand for 2 gold.", "Trade"),
    "intrigue.trade.goods": (
        "Trade: sell the goods of one of your lands at the market price, with event and worker bonuses "
        "or penalties, per good.", "Trade"),
    # ---- combat ---------------------------------------------------------------------------------
    "intrigue.battle.base": (
        "A side's base power is the one shown on its rightmost garrison that has an empty unit space.",
        "Combat"),
    "intrigue.battle.cards": (
        "A player's combat cards in one fight are capped by their own tablet: the garrison's limit plus "
        "the upgrades; intrigue cards do not count against that cap.", "Combat"),
    "intrigue.battle.help": ("Every player may play combat and intrigue cards to help either side.", "Combat"),
    "intrigue.battle.total": ("The higher total wins.", "Combat"),
    "intrigue.battle.tokens": (
        "The two swap combat tokens: the winner keeps the loser's face up, the loser the winner's face "
        "down.", "Combat"),
    "intrigue.battle.graveyard": ("Killed units go to the graveyard beside the map.", "Combat"),
    # ---- cleanup --------------------------------------------------------------------------------
    "intrigue.cleanup.graveyard": (
        "Dead units return to the garrisons, filling the rightmost and leftmost garrisons first.", "Cleanup"),
    "intrigue.cleanup.home_and_wages": (
        "Players may bring units home, then pay wages for every unit still on the map, removing units they "
        "cannot pay for.", "Cleanup"),
    "intrigue.cleanup.events_resolve": ("The events resolve from #1 to #3.", "Cleanup"),
    "intrigue.cleanup.events_slide": (
        "The leftmost event (unless blank) is removed, the others slide left and new ones fill the row.",
        "Cleanup"),
    "intrigue.cleanup.quests_claim": ("In turn order players claim completed quests, 1 VP each.", "Cleanup"),
    "intrigue.cleanup.quests_slide": (
        "The leftmost quest (unless blank) is removed, the others slide left and new ones fill the row.",
        "Cleanup"),
    "intrigue.cleanup.alliances": ("Players claim faction alliance tokens, 1 VP each.", "Cleanup"),
    "intrigue.cleanup.discard_workers": ("All workers are discarded.", "Cleanup"),
    "intrigue.cleanup.production": (
        "Every occupied land produces as many goods as the number on its tile.", "Cleanup"),
    "intrigue.cleanup.keep_units": ("For each unit on the map its player keeps it there or sends it home.",
                                    "Cleanup"),
    "intrigue.cleanup.hand_limit": (
        "For each card over the hand limit a player pays gold to keep it or discards it.", "Cleanup"),
    "intrigue.cleanup.endgame_check": ("If a player has reached the VP limit, the game ends.", "Cleanup"),
    # ---- endgame --------------------------------------------------------------------------------
    "intrigue.end.vp_tokens": ("Each VP token scores 1.", "Endgame"),
    "intrigue.end.unique_victory": ("Each different combat victory token scores 1.", "Endgame"),
    "intrigue.end.unique_defeat": ("Each different combat defeat token costs 1.", "Endgame"),
    "intrigue.end.inner_lands": ("Each land of the inner circle scores 1 for its controller.", "Endgame"),
    "intrigue.end.stars": ("Each star on your tablet scores 1.", "Endgame"),
    "intrigue.end.gold": ("Every 10 gold scores 1.", "Endgame"),
    "intrigue.end.personal_quest": ("A completed personal quest scores 1 more.", "Endgame"),
}, assumptions=_ASSUMPTIONS)

ASSUMPTIONS = RULES.assumptions
__doc__ += RULES.docstring() + "\n"

PLAYER_COUNTS = RULES.value("intrigue.ours.players")
VP_LIMIT = RULES.value("intrigue.ours.vp_limit")
CIVIL_POWER = RULES.value("intrigue.ours.civil_thresholds")
DEFAULT_YEARS = RULES.value("intrigue.ours.short_game")
DEFAULT_TURN_LIMIT = RULES.value("intrigue.ours.turn_limit")

#: what Seasons of Intrigue is, for the registry, the widgets and the tests
INFO = GameInfo(
    name="intrigue", title="Seasons of Intrigue", player_counts=PLAYER_COUNTS,
    notebook="04-seasons-of-intrigue.ipynb", hidden_information=True, chance=True,
    options={"years": DEFAULT_YEARS, "turn_limit": DEFAULT_TURN_LIMIT},
)
