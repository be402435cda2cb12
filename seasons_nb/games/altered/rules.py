"""Altered: the rules in our words, and the choices the sources leave to us.

The sources are the rules summary (sections "Goal", "Setup", "A Day", "Morning", "Noon",
"Afternoon", "Dusk", "Night", "Game End") and the facts the publisher's complete rules add (cited as
"complete rules"). Every rule has an id ``altered.<area>.<name>`` in ``RULES``: our paraphrase and
where it comes from. Where the sources are silent or ambiguous we chose; each choice is one
``Assumption`` below, declared once. Those with a constant name the module-level constant the
engine reads; the others are plain statements of how we read the sources.

Our choices:

"""

from __future__ import annotations

from seasons_nb.core import Assumption, GameInfo, RuleBook

BOOK = "Altered rules (summary and complete rules)"

_ASSUMPTIONS = [
    Assumption(
        "altered.notation",
        "The sources have no written form for actions; ours is 'mana fox', 'no mana', 'play fox to hero', "
        "'play fox from reserve to companion', 'play dawn', 'exhaust fox in hero', 'exhaust tower to "
        "companion', 'support gust to hero', 'pass' or 'discard fox' (cards by their ids).", "A Day"),
    Assumption(
        "altered.click",
        "The cards are played by hand; here you click a card in your hand, Reserve, Landmarks or "
        "expeditions, then, if it asks, one of your two expeditions; buttons pass or keep your hand.",
        "A Day"),
    Assumption(
        "altered.ours.components",
        "The real cards are not ours to use: every Hero and card, its costs, values and effects, and the "
        "starter decks are our design (the files in data/, explained in data/DESIGN.md).",
        "Setup"),
    Assumption(
        "altered.ours.effects",
        "Card effects are written in a small vocabulary the engine reads: draw cards, ready Mana Orbs, "
        "grow (the top card of your deck becomes an exhausted Mana Orb), boost a terrain of an expedition "
        "until Night, advance an expedition, push back the facing expedition, send the newest Character "
        "of the facing expedition to its owner's Reserve, or defeat it (to the discard pile). An effect "
        "that needs an expedition uses the card's own expedition; a Spell, Landmark, Hero or Reserve "
        "card names one when it is used; an At Noon effect says which in its text.", "A Day"),
    Assumption(
        "altered.ours.open_decklists",
        "Both decklists (Hero and cards) are known to both players, as at a table with open lists; the "
        "order of each deck stays secret from everyone.", "Setup"),
    Assumption(
        "altered.ours.mana_face_down",
        "Mana Orbs lie face down: their owner knows which cards they are, the opponent only how many "
        "there are and how many are exhausted. A card in Mana never comes back.", "Setup"),
    Assumption(
        "altered.ours.order",
        "Whenever both players do something in turn outside the Afternoon (the opening Mana, the Morning "
        "draw and Mana, At Noon effects, the clean-up), the player holding the first-player token goes "
        "first.", "A Day"),
    Assumption(
        "altered.ours.morning_mana",
        "A card put into Mana in the Morning becomes a ready Mana Orb, so it can pay for a card that same "
        "Afternoon (the sources say the opening's orbs are ready, and nothing of the Morning's).",
        "Morning"),
    Assumption(
        "altered.ours.empty_deck",
        "Drawing from an empty deck (or taking its top card into Mana) first shuffles your discard pile "
        "into a new deck; with both empty nothing happens (there is no loss for an empty deck).", "Morning"),
    Assumption(
        "altered.ours.newest",
        "'send' and 'defeat' take the Character that joined the facing expedition last; with none there, "
        "they do nothing.", "Afternoon"),
    Assumption(
        "altered.ours.exhausted_count",
        "An exhausted Character still counts at Dusk; exhausting only uses up its ability for the Day.",
        "Dusk"),
    Assumption(
        "altered.ours.permanents_stay",
        "Expedition Permanents have no terrain values and stay in their expedition through Rest (only "
        "Characters rest); they are readied every Morning like everything else.", "Night"),
    Assumption(
        "altered.ours.track_ends",
        "A marker never moves past the far end of the track nor back behind the region it started on. "
        "Two markers of one player that have met may pass each other: the distance counts every region "
        "travelled.", "Game End"),
    Assumption(
        "altered.ours.simultaneous",
        "When both players' markers meet at the same Night with the same total distance, the summary "
        "favours a player who moved both markers that Day over one who moved one; the complete rules go "
        "straight to the Arena. Deciding by markers moved first: {value}.", "Game End",
        "TIE_BY_MOVES", False),
    Assumption(
        "altered.ours.arena_totals",
        "In the Arena each player adds up all their Characters in both expeditions per terrain, boosts "
        "included; a player who wins more terrains than the other wins at once, at Dusk.", "Game End"),
    Assumption(
        "altered.ours.cleanup_choice",
        "In the clean-up the player chooses which Reserve cards and which Landmarks to discard, one "
        "card at a time, Reserve first.", "Night"),
    Assumption(
        "altered.ours.reserve_ready",
        "Cards in the Reserve are always ready: any of them may be played or discarded for its support "
        "effect.", "Afternoon"),
    Assumption(
        "altered.ours.default_decks",
        "Unless decks are chosen, a new game gives p1 and p2 the starter decks {value}, in that order.",
        "Setup", "DEFAULT_DECKS", ("greenwood", "ironpeak")),
    Assumption(
        "altered.ours.turn_limit",
        "The sources have no draw. A game may be given a limit of Days (turn_limit=N): if Day N ends "
        "with no winner, the game is a draw. Default: {value} (no limit).", "Game End",
        "DEFAULT_TURN_LIMIT", None),
]

RULES = RuleBook("altered", BOOK, {
    "altered.game_over": ("The game has ended: nothing more can be played.", "summary, Game End"),
    # ---- the track, decks and setup -----------------------------------------------------------
    "altered.goal": (
        "Each player walks their Hero and Companion markers toward each other along the adventure track. "
        "Once markers have met, the player whose two markers have travelled the higher total distance wins; "
        "equal totals go to the Arena. (The summary's Goal calls it a race to meet first; the complete "
        "rules decide by distance, and so do we.)",
        "complete rules, victory"),
    "altered.track.regions": (
        "The adventure track is 8 regions in a row: the Hero Region at one end, the Companion Region at "
        "the other, and between them three Tumult cards of two regions each.", "complete rules, track"),
    "altered.track.tumult": (
        "The three Tumult cards pair one terrain with the other two (Forest | Mountain and Water, "
        "Mountain | Forest and Water, Water | Forest and Mountain); they are shuffled for their place and "
        "their way round, face down.", "complete rules, track"),
    "altered.track.ends": ("Each end region (Hero and Companion) is Forest, Mountain and Water at once.",
                           "complete rules, track"),
    "altered.track.face_down": (
        "A face-down region has no terrain; a Tumult card turns face up when a marker reaches it.",
        "summary, Dusk"),
    "altered.expedition.two": (
        "Each player has two expeditions, the Hero's and the Companion's; their markers start at the "
        "Hero and Companion Regions and travel toward each other.", "complete rules, track"),
    "altered.expedition.facing": (
        "An expedition is always measured against the opponent's expedition of the same kind, Hero "
        "against Hero and Companion against Companion, wherever the markers stand.", "summary, Dusk"),
    "altered.deck.size": ("A deck is one Hero and at least 39 other cards.", "complete rules, deck"),
    "altered.deck.copies": ("A deck holds at most 3 copies of a card name.", "complete rules, deck"),
    "altered.setup.draw": ("Each player shuffles their deck and draws 6 cards.", "complete rules, deck"),
    "altered.setup.mana": (
        "Each player puts 3 of those cards into their Mana zone as ready Mana Orbs; they will never be "
        "played.", "summary, Setup"),
    "altered.setup.first_player": ("The first player is chosen at random.", "complete rules, deck"),
    "altered.setup.skip_morning": ("The first Day starts without its Morning.", "complete rules, deck"),
    # ---- a Day ----------------------------------------------------------------------------------
    "altered.day.phases": (
        "A Day is Morning, Noon, Afternoon, Dusk and Night, in that order.", "summary, A Day"),
    "altered.morning.first_player": ("At Morning the first-player token passes to the other player.",
                                     "summary, Morning"),
    "altered.morning.ready": ("Exhausted Mana Orbs and cards are readied.", "summary, Morning"),
    "altered.morning.draw": ("Each player draws 2 cards.", "summary, Morning"),
    "altered.morning.mana": (
        "Each player may put one card from their hand into Mana, for good.", "summary, Morning"),
    "altered.noon.triggers": ("At Noon every 'At Noon' effect happens.", "summary, Noon"),
    "altered.afternoon.alternate": (
        "In the Afternoon the players take turns, the first player first.", "summary, Afternoon"),
    "altered.afternoon.quick": (
        "On your turn you may take any number of quick actions before you play a card or pass.",
        "summary, Afternoon"),
    "altered.quick.exhaust": (
        "Quick action: exhaust one of your ready cards to use its exhaust effect.", "summary, Afternoon"),
    "altered.quick.support": (
        "Quick action: discard a card from your Reserve to use its Reserve effect.", "summary, Afternoon"),
    "altered.afternoon.play": ("Your turn ends when you play one card.", "summary, Afternoon"),
    "altered.afternoon.pass": (
        "Instead of playing you may pass; then you take no more part in this Afternoon.",
        "summary, Afternoon"),
    "altered.cost.mana": (
        "A card is paid for by exhausting as many ready Mana Orbs as its cost.", "summary, Afternoon"),
    "altered.cost.source": (
        "The cost depends on where the card is played from: its Hand cost from your hand, its Reserve "
        "cost from your Reserve.", "summary, Afternoon"),
    "altered.effect.when": (
        "An effect marked with the arrow happens wherever the card is played from; one marked with the "
        "hand only from the hand; one marked with cards only from the Reserve.", "summary, Afternoon"),
    "altered.type.character": (
        "A Character joins one of your expeditions and adds its Forest, Mountain and Water values to it.",
        "complete rules, card types"),
    "altered.type.spell": (
        "A Spell resolves at once, then goes to your Reserve, to be played again later.",
        "summary, Afternoon"),
    "altered.type.permanent": (
        "A Permanent stays in play: an Expedition Permanent in one of your expeditions, a Landmark in "
        "your Landmarks.", "complete rules, card types"),
    "altered.type.hero": (
        "Your Hero is not played: it gives you its ability and may change your Reserve and Landmark "
        "limits.", "complete rules, card types"),
    "altered.fleeting.gain": ("A card played from the Reserve becomes Fleeting.", "summary, Afternoon"),
    "altered.fleeting.discard": (
        "A Fleeting card that would go to the Reserve is discarded instead.", "summary, Afternoon"),
    "altered.fleeting.spell": ("A Fleeting Spell is discarded once it has resolved.",
                               "complete rules, Fleeting"),
    # ---- Dusk, Night, the end -------------------------------------------------------------------
    "altered.dusk.progress": (
        "At Dusk an expedition moves one region forward if, in at least one terrain of the region it "
        "stands in, its total is higher than the facing expedition's and above 0; a tie does not move it.",
        "summary, Dusk"),
    "altered.dusk.one_step": ("An expedition moves one step at most at Dusk.", "summary, Dusk"),
    "altered.night.rest": (
        "At Night the Characters in expeditions go to their Reserve, Fleeting ones to the discard pile.",
        "summary, Night"),
    "altered.night.reserve_limit": ("Then a Reserve of 3 or more cards is cut down to 2.", "summary, Night"),
    "altered.night.landmark_limit": ("And 3 or more Landmarks are cut down to 2.", "summary, Night"),
    "altered.end.meet": (
        "The game ends at Night, when victory is checked after Rest and the clean-up, once a player's two "
        "markers have met (7 regions travelled in all). The summary's Game End says the game ends as soon "
        "as they meet; we follow the complete rules, where the check belongs to Night.",
        "complete rules, Day (Night: check victory)"),
    "altered.end.higher_sum": (
        "If both players' markers meet, the higher total distance travelled wins.", "complete rules, victory"),
    "altered.end.arena": ("A tie is settled in the Arena.", "summary, Game End"),
    "altered.arena.no_move": ("In the Arena, effects that move expeditions do nothing.", "summary, Game End"),
    "altered.arena.compare": (
        "An Arena Day is played like any other; at Dusk all Characters are compared per terrain, and "
        "whoever wins more terrains wins, or another Arena Day follows.", "complete rules, victory"),
}, assumptions=_ASSUMPTIONS)

ASSUMPTIONS = RULES.assumptions
__doc__ += RULES.docstring() + "\n"

TIE_BY_MOVES = RULES.value("altered.ours.simultaneous")
DEFAULT_DECKS = RULES.value("altered.ours.default_decks")
DEFAULT_TURN_LIMIT = RULES.value("altered.ours.turn_limit")

#: what Altered is, for the registry, the widgets and the tests
INFO = GameInfo(
    name="altered", title="Altered", player_counts=(2,), notebook="05-altered.ipynb",
    hidden_information=True, chance=True,
    options={"decks": DEFAULT_DECKS, "turn_limit": DEFAULT_TURN_LIMIT},
)
