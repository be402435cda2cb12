"""Groves: the rules in our words, and the choices the rulebook leaves to us.

Every rule has an id ``groves.<area>.<name>`` in ``RULES``: our paraphrase and the
rulebook section it comes from. Where the book is silent or ambiguous we chose; each
choice is one ``Assumption`` below, declared once. Those with a constant name the
module-level constant the engine reads (change the value in ``_ASSUMPTIONS`` to play
another reading); the others are plain statements of how we read the book.

Our choices:

"""

from __future__ import annotations

from seasons_nb.core import Assumption, GameInfo, RuleBook

BOOK = "Groves rulebook"
#: what Groves is, for the registry, the widgets and the tests
INFO = GameInfo(name="groves", title="Groves", player_counts=(1, 2, 3, 4), notebook="03-groves.ipynb",
                hidden_information=True, chance=True, options={})

_ASSUMPTIONS = [
    Assumption("groves.notation",
               "The book has no written form for actions; ours is 'place white p1.e6', 'reward primary "
               "earth', 'skip bonus', 'buy grove 12 at p1.f4', 'keep card 5', 'portal to p2' or "
               "'use banish earth water'.", "Reference"),
    Assumption("groves.click",
               "The book is played by hand; here you click a spirit in hand, then a grove or a Tree of "
               "Idyll area, then answer any question about rewards with a button.", "Overview of Gameplay"),
    Assumption("groves.buy.site_free",
               "The book does not say it outright: a new grove goes on an empty space, never on top of "
               "another grove.", "Purchasing Groves"),
    Assumption("groves.buy.optional",
               "The book does not force a purchase: a visit to the groves area may end without buying.",
               "Purchasing Groves"),
    Assumption("groves.setup.start_player",
               "The rulebook makes the eldest player the start player; a program cannot ask ages, so the "
               "first name given (seat 1, p1) is the start player: name the eldest first. Everything "
               "else about the order (crystals, the crown, who chooses a grove first) follows from it.",
               "Setup"),
    Assumption("groves.buy.realm_grows",
               "A realm has no edge: a bought grove may go on any empty space touching it (the "
               "quick-reference grove in the middle counts as part of the realm). Spaces are "
               "named by a row letter and a column number around the quick-reference grove at e5 "
               "(rows a to z, any column number); a space beyond row a or z is named by its axial "
               "coordinates, like q-2r-5.", "Purchasing Groves"),
    Assumption("groves.tree.always_open",
               "A Tree area may be visited even when its reward cannot be taken (no affordable grove, "
               "an empty summoning deck, no portal left to build); the visit then gives nothing, so a "
               "spirit that is not a wraith always has somewhere to go.", "Tree of Idyll"),
    Assumption("groves.ours.last_summoning_card",
               "The book speaks only of drawing two summoning cards: with one card left in the deck you draw "
               "it and keep it; with none the visit gives nothing.", "Summoning Bonus Cards"),
    Assumption("groves.summon.shared_spirits",
               "Whether one drawn spirit may count for several summoning cards in the same draw: {value} "
               "(otherwise only the best card scores).", "Summoning Bonus Cards",
               "SUMMONING_SHARED_SPIRITS", True),
    Assumption("groves.summon.colours_only",
               "Whether the three-different and three-alike cards count only yellow, orange, green and "
               "blue (not wraiths): {value}. Only the four wraith cards (those the solo game removes) "
               "picture a wraith, and they are worth 2.", "Reference", "SUMMONING_KINDS_COLOURS_ONLY",
               True),
    Assumption("groves.portal.once_per_neighbour",
               "Whether you build at most one portal toward each adjacent opponent (and take a base only "
               "while a portal is still possible): {value}. The visit after a base takes the mirror and "
               "builds at once.", "Building Portals", "PORTAL_ONE_PER_NEIGHBOUR", True),
    Assumption("groves.wraith.no_grove",
               "A drawn wraith that no reachable grove can take (all occupied) goes straight back into "
               "your bag ('return wraith'). Sending it back is your turn: it counts as that spirit's "
               "placement, and play passes on.", "Placing Wraiths"),
    Assumption("groves.wraith.chased",
               "The book says a wraith is gained only by opening a portal, yet a displaced wraith goes into "
               "the bag of the player who displaced it. We read the first as: no reward ever gives a wraith, "
               "and only a finished portal takes one from the supply; chasing a wraith off a grove still "
               "puts that wraith into your bag.", "Placing Wraiths; Displacing Wraiths"),
    Assumption("groves.buy.crown_solo",
               "Whether the solo player, who always holds the crown, is also barred from the groves "
               "area with the first spirit of each round: {value}. The first spirit is whatever "
               "colour is placed first. As the crown holder, the solo player pays a grove's crystals "
               "to the supply.", "Purchasing Groves", "SOLO_CROWN_FIRST", True),
    Assumption("groves.reward.token_supply",
               "Crystals and dominion come from a supply worth {value} of each (the value of the 24 "
               "tokens); rewards are cut short when it runs out.", "Collecting Grove Rewards",
               "TOKEN_SUPPLY", 76),
    Assumption("groves.solo.gift_rewards",
               "Solo: the book lets a reward that adds a spirit of your choice feed the wraith bag; we read "
               "it as those rewards only (kinds: {value}), not the ones that add a white spirit. The reminder "
               "spirit for a colour comes from the supply when one is left.",
               "Solo Play Rules: Adding to the Wraith Bag", "SOLO_GIFT_REWARDS", ("spirit",)),
    Assumption("groves.solo.power_order",
               "Solo: after the wraith bag draw the powers are offered in the order {value}, before the "
               "drawn wraiths go to the Hollows of the Lost (so Recall and Banish may make room first).",
               "Solo Play Rules: Using Special Powers", "SOLO_POWER_ORDER",
               ("repel", "recall", "banish", "spawn")),
    Assumption("groves.score.rounding",
               "Our copy of the rulebook is cut off just where it says how leftover elements and crystals "
               "are rounded (an open point). Our choice: round {value} ('up' and 'nearest' also work), so 4 "
               "left over are worth nothing and 9 are worth 1 dominion.", "Final Round", "LEFTOVER_ROUNDING",
               "down"),
    Assumption("groves.realm.trophy_minimum",
               "A trophy goes to the single player with the highest count, which must be at least "
               "{value} (so the solo player needs one).", "Reference", "TROPHY_MINIMUM", 1),
    Assumption("groves.realm.lightning_ties",
               "Only purchases change what our lightning cards measure, so two players never reach one "
               "at the same moment.", "Reference"),
    Assumption("groves.view.hands_public",
               "Spirits drawn from a bag lie in front of their owner, seen by everyone; so do realms, "
               "resources, the row, the Tree and the supply.", "Overview of Gameplay"),
    Assumption("groves.view.bags_hidden",
               "Each player sees how many spirits another player's bag holds but not which (nobody is "
               "asked to remember every draw); face-down summoning cards, the draw stack, the box and "
               "the summoning deck are secret.", "Overview of Gameplay"),
    Assumption("groves.view.wraith_bag_public",
               "Solo: what the wraith bag holds is known (everything added to it is announced; the "
               "reminder spirits show its colours); only the order of draws is chance.",
               "Solo Play Rules: Adding to the Wraith Bag"),
]

RULES = RuleBook("groves", BOOK, {
    # ---- contract --------------------------------------------------------------------------
    "groves.game_over": ("The game has ended: nothing more can be played.", "Final Round"),
    "groves.turn.order": (
        "Each decision belongs to one player at a time: first finish the one that is open "
        "(a reward, a purchase, a card, a portal or a power).", "Overview of Gameplay"),
    # ---- setup -----------------------------------------------------------------------------
    "groves.setup.draw_stack": (
        "17, 22 or 25 groves are used with 2, 3 or 4 players (all 28 solo); the others stay in the box "
        "unseen. These counts include the four turned up as the row of new groves: with 2 players, 4 "
        "in the row and 13 face down in the draw stack.", "Setup"),
    "groves.setup.realm_cards": ("Three realm cards (the book's realm bonus cards) are revealed for "
                                 "the whole game.", "Setup"),
    "groves.setup.eldest_first": ("The eldest player is the start player.", "Setup"),
    "groves.setup.crystals": ("The start player holds the crown and starts with 1 crystal; the next "
                              "players clockwise get 2, 3 and 4 (the solo player 3).", "Setup"),
    "groves.setup.start_groves": (
        "Each realm starts with a quick-reference grove, a double-crystal grove and a "
        "spirit-generating grove.", "Setup"),
    "groves.setup.choose_order": (
        "The resource-generating grove is chosen one player at a time, from the last seat back "
        "to the first.", "Setup"),
    "groves.setup.choose_taken": ("A resource-generating grove someone already chose is no "
                                  "longer available.", "Setup"),
    "groves.setup.elements": ("Everyone starts with two earth, two light and two water.", "Setup"),
    "groves.setup.bag": ("Your bag starts with eight white spirits and one spirit of your "
                         "resource grove's colour.", "Setup"),
    "groves.setup.summoning_deck": ("The summoning cards (the book's summoning bonus cards) are "
                                    "shuffled into a face-down deck.", "Setup"),
    # ---- rounds ----------------------------------------------------------------------------
    "groves.round.draw": ("A round starts with every player drawing three random spirits from "
                          "their bag.", "Overview of Gameplay"),
    "groves.round.short_bag": ("A bag with fewer than three spirits gives what it has.",
                               "Overview of Gameplay"),
    "groves.round.empty_bag": ("An empty bag at the start of a round gives two white spirits from "
                               "the supply instead.", "Overview of Gameplay"),
    "groves.round.order": ("Spirits are placed one at a time, starting with the crown holder and "
                           "going clockwise, skipping players with empty hands.",
                           "Overview of Gameplay"),
    "groves.round.all_placed": ("The round goes on until every drawn spirit has been placed; you "
                                "cannot keep or pass a spirit.", "Overview of Gameplay"),
    # ---- placing ---------------------------------------------------------------------------
    "groves.place.in_hand": ("You can only place a spirit you drew and still hold.", "Placing Spirits"),
    "groves.place.location": ("A spirit goes on a grove of a realm or on one of the Tree of Idyll's "
                              "areas.", "Placing Spirits"),
    "groves.place.quick_reference": ("The quick-reference grove takes no spirit: a new realm offers only "
                                     "its three starting groves with rewards (and the Tree's areas).",
                                     "Placing Spirits"),
    "groves.place.one_per_grove": ("A grove takes a single spirit per round; an occupied grove is "
                                   "closed.", "Placing Spirits"),
    "groves.tree.unlimited": ("The Tree of Idyll's areas take any number of spirits.",
                              "Tree of Idyll"),
    # ---- rewards ---------------------------------------------------------------------------
    "groves.reward.immediate": ("The grove's reward is collected right after the spirit lands.",
                                "Collecting Grove Rewards"),
    "groves.reward.primary_first": ("The primary reward is settled (taken or skipped) before the "
                                    "bonus reward.", "Collecting Grove Rewards"),
    "groves.reward.bonus_match": ("Only a spirit of the grove's own colour (or a wraith) earns the "
                                  "bonus reward.", "Collecting Grove Rewards"),
    "groves.reward.white_never": ("White spirits match no grove, so they never earn a bonus "
                                  "reward.", "Collecting Grove Rewards"),
    "groves.reward.optional": ("Every reward may be declined, the primary, the bonus or both.",
                               "Collecting Grove Rewards"),
    "groves.reward.partial": ("When the supply runs short you take whatever is left of the "
                              "reward.", "Collecting Grove Rewards"),
    "groves.reward.currency": ("Resources, crystals included, are collected and spent freely like "
                               "money.", "Collecting Grove Rewards"),
    "groves.reward.choice": ("A choice reward gives exactly one of the options shown.", "Reference"),
    "groves.reward.exchange": ("An exchange reward needs you to hand over what it asks to get what "
                               "it offers.", "Reference"),
    "groves.reward.spirit_choice": ("A spirit-of-your-choice reward adds any non-wraith spirit still "
                                    "in the supply to your bag.", "Reference"),
    "groves.reward.white": ("A white-spirit reward adds white spirits from the supply to your bag.",
                            "Reference"),
    "groves.reward.draw": ("A draw reward pulls extra random spirits from your bag into your hand, "
                           "to be placed this round.", "Reference"),
    "groves.reward.cull": ("A discard reward removes a random spirit from your bag to the supply.",
                           "Reference"),
    # ---- purchasing ------------------------------------------------------------------------
    "groves.buy.in_row": ("Only a grove still lying in the row of new groves can be bought.",
                          "Purchasing Groves"),
    "groves.buy.elements": ("A grove costs the elements printed on it, returned to the supply.",
                            "Purchasing Groves"),
    "groves.buy.crystals": ("A grove also costs the crystals of its row slot (1 to 4).",
                            "Purchasing Groves"),
    "groves.buy.crown_pay": ("Those crystals go to the crown holder, or to the supply when the "
                             "buyer holds the crown.", "Purchasing Groves"),
    "groves.buy.crown_first": ("The crown holder's first spirit of a round may not go to the groves "
                               "area.", "Purchasing Groves"),
    "groves.buy.adjacent": ("A new grove must share an edge with a grove already in your realm.",
                            "Purchasing Groves"),
    "groves.buy.no_refill": ("A bought grove leaves a gap in the row until the round ends.",
                             "Purchasing Groves"),
    # ---- summoning bonus cards ---------------------------------------------------------------
    "groves.summon.draw_two": ("The Tree's summoning area (the book's bonus area) gives the top two "
                               "summoning cards: keep one hidden and slide the other under the deck.",
                               "Summoning Bonus Cards"),
    "groves.summon.keep_required": ("Of the two cards drawn you keep one: you may not refuse both.",
                                    "Summoning Bonus Cards"),
    "groves.summon.keep_offered": ("You keep one of the two cards you just drew, and no other.",
                                   "Summoning Bonus Cards"),
    "groves.summon.face_down": ("Kept summoning cards are secret until they are revealed.",
                                "Summoning Bonus Cards"),
    "groves.summon.next_round": ("A card can only be revealed at the start of a later round, by that "
                                 "round's draw.", "Summoning Bonus Cards"),
    "groves.summon.counts": ("A revealed card stays in front of you and its dominion counts in the final "
                             "tally (the running score shows it from the moment it is revealed); a card "
                             "still face down at the end counts nothing.", "Summoning Bonus Cards; Final Round"),
    "groves.summon.initial_draw": ("Only the three-spirit draw that starts a round counts, not "
                                   "extra draws from rewards.", "Summoning Bonus Cards"),
    "groves.summon.all_at_once": ("All spirits a card shows must come out in that one draw.",
                                  "Summoning Bonus Cards"),
    "groves.summon.several": ("One draw may reveal several summoning cards.",
                              "Summoning Bonus Cards"),
    "groves.summon.kinds": ("The book describes three kinds: a standard card showing two spirits is "
                            "worth 1, three different colours 1, three of one colour 3; white never "
                            "counts.", "Reference"),
    # ---- realm bonus cards -----------------------------------------------------------------
    "groves.realm.purchased_only": ("Realm cards about groves count bought groves only, never "
                                    "starting groves.", "Realm Bonus Cards"),
    "groves.realm.trophy": ("A trophy card goes at the end to the one player with the highest "
                            "count; a tie means nobody gets it.", "Reference"),
    "groves.realm.spirits_count": ("For a spirit trophy, spirits on your realm's groves and in your "
                                   "bag both count.", "Reference"),
    "groves.realm.lightning": ("A lightning card is claimed at once by the first player to reach "
                               "its goal, and kept.", "Reference"),
    # ---- portals ---------------------------------------------------------------------------
    "groves.portal.base_first": ("A portal visit gives a base first; the next visit gives its "
                                 "mirror.", "Building Portals"),
    "groves.portal.two_turns": ("Base and mirror need two separate placements.", "Building Portals"),
    "groves.portal.adjacent": ("A finished portal leads to the opponent on your left or right (with "
                               "two players, your only opponent).", "Building Portals"),
    "groves.portal.wraith": ("Finishing a portal puts a wraith from the supply into your bag.",
                             "Building Portals"),
    "groves.portal.point": ("Each finished portal is worth 1 dominion at the end; a lone base is "
                            "worth nothing.", "Building Portals"),
    "groves.portal.visit": ("You may place in an opponent's realm only through a portal you built "
                            "toward them.", "Sending Through Portals"),
    "groves.portal.one_way": ("A portal only opens the way for its builder, never back.",
                              "Building Portals"),
    "groves.portal.send": ("Spirits placed in another realm end the round in that realm owner's "
                           "bag.", "Sending Through Portals"),
    "groves.portal.fixed": ("A built portal stays where it is for the rest of the game.",
                            "Building Portals"),
    # ---- wraiths ---------------------------------------------------------------------------
    "groves.wraith.only_portals": ("No reward gives a wraith: a wraith leaves the supply only for the "
                                   "bag of a player who finishes a portal.", "Placing Wraiths"),
    "groves.wraith.no_tree": ("A wraith may never go to the Tree of Idyll.", "Placing Wraiths"),
    "groves.wraith.must_place": ("A drawn wraith must go on a grove you can reach, yours or one "
                                 "behind your portal.", "Placing Wraiths"),
    "groves.wraith.wild": ("A wraith matches every grove: it may take the primary and the bonus "
                           "reward.", "Placing Wraiths"),
    "groves.wraith.stays": ("A wraith on a grove is not picked up at round end; it blocks the grove "
                            "until displaced.", "Placing Wraiths"),
    "groves.wraith.once": ("A wraith's rewards come only in the round it is placed.",
                           "Placing Wraiths"),
    "groves.wraith.displace_white": ("Only a white spirit can take a grove held by a wraith.",
                                     "Displacing Wraiths"),
    "groves.wraith.displace_no_reward": ("Displacing a wraith is the white spirit's whole action: "
                                         "no reward.", "Displacing Wraiths"),
    "groves.wraith.displace_to_bag": ("The displaced wraith goes into the displacer's bag, whoever "
                                      "owns the grove.", "Displacing Wraiths"),
    # ---- round end -------------------------------------------------------------------------
    "groves.end.pickup_realm": ("At round end, spirits on a realm's groves (not wraiths) go to that "
                                "realm owner's bag.", "Overview of Gameplay"),
    "groves.end.pickup_tree": ("At round end, spirits on the Tree of Idyll go back to the supply, not "
                               "to anyone's bag: a coloured spirit sent to the Tree is gone from your bag.",
                               "Overview of Gameplay"),
    "groves.end.remove_cheapest": ("An unbought grove in the 1-crystal slot leaves the game at "
                                   "round end.", "Overview of Gameplay"),
    "groves.end.slide_refill": ("The row then slides left to the cheapest slots and is refilled "
                                "from the draw stack.", "Overview of Gameplay"),
    "groves.end.crown": ("The crown passes one seat clockwise for the next round.",
                         "Overview of Gameplay"),
    "groves.end.final_round": ("Turning up the last grove of the draw stack makes the next round "
                               "the final one; the game ends when its last spirit is settled.",
                               "Final Round"),
    "groves.end.short_row": ("When the stack cannot fill the row, play goes on with fewer groves.",
                             "Final Round"),
    # ---- scoring ---------------------------------------------------------------------------
    "groves.score.sources": ("Score = dominion tokens + grove points + realm cards + revealed "
                             "summoning cards + 1 per portal + leftovers.", "Final Round"),
    "groves.score.leftovers": ("Every five elements and crystals you own, all kinds together, are worth "
                               "1 dominion.", "Final Round"),
    "groves.score.tiebreak_groves": ("A tie goes to the tied player with more groves in their "
                                     "realm.", "Final Round"),
    "groves.score.tiebreak_resources": ("Still tied: more elements and crystals together wins.",
                                        "Final Round"),
    "groves.score.shared": ("Still tied: the tied players share the victory.", "Final Round"),
    # ---- solo --------------------------------------------------------------------------------
    "groves.solo.setup": ("Solo: 3 crystals, all 28 groves, the four wraith summoning cards "
                          "removed, and a wraith bag of eight white spirits and one wraith beside "
                          "a wraith supply of twelve.", "Solo Play Rules: Setup"),
    "groves.solo.tree_areas": ("Solo: only the groves area and the summoning area of the Tree can "
                               "be used; there is no portal.", "Solo Play Rules: Round Sequence"),
    "groves.solo.wraith_draw": ("Solo: after your spirits, three spirits come out of the wraith bag; "
                                "each wraith fills the lowest empty space of the Hollows of the "
                                "Lost.", "Solo Play Rules: Round Sequence"),
    "groves.solo.wraith_return": ("Solo: the other drawn spirits go back to the wraith bag, with "
                                  "one more wraith from the wraith supply while any is left.",
                                  "Solo Play Rules: Round Sequence"),
    "groves.solo.row": ("Solo: at round end the groves in the two cheapest slots leave the game, "
                        "then the row slides and refills.", "Solo Play Rules: Round Sequence"),
    "groves.solo.gift": ("Solo: a spirit-of-your-choice reward may send its spirit to the wraith "
                         "bag instead of yours.", "Solo Play Rules: Adding to the Wraith Bag"),
    "groves.solo.gift_limit": ("Solo: at most one spirit of each colour ever goes to the wraith "
                               "bag; white ones without limit.",
                               "Solo Play Rules: Adding to the Wraith Bag"),
    "groves.solo.gift_not_both": ("Solo: of a two-spirit reward, at most one goes to the wraith "
                                  "bag.", "Solo Play Rules: Adding to the Wraith Bag"),
    "groves.solo.gift_only_solo": ("The wraith bag exists only in the solo game.",
                                   "Solo Play Rules: Adding to the Wraith Bag"),
    "groves.solo.power_drawn": ("Solo: a power is usable only when its colour was just drawn from "
                                "the wraith bag, and in the offered order.",
                                "Solo Play Rules: Using Special Powers"),
    "groves.solo.recall": ("Solo, yellow drawn: pay 2 crystals to send the newest wraith of the "
                           "Hollows back to the wraith bag.", "Solo Play Rules: Using Special Powers"),
    "groves.solo.spawn": ("Solo, orange drawn: put a white spirit from the supply into the wraith "
                          "bag.", "Solo Play Rules: Using Special Powers"),
    "groves.solo.banish": ("Solo, green drawn: pay any 2 elements to take the newest "
                           "wraith of the Hollows out of the game.",
                           "Solo Play Rules: Using Special Powers"),
    "groves.solo.repel": ("Solo, blue drawn: one wraith just drawn goes back into the wraith bag "
                          "instead of the Hollows.", "Solo Play Rules: Using Special Powers"),
    "groves.solo.power_return": ("Solo: coloured spirits drawn from the wraith bag always go back "
                                 "into it.", "Solo Play Rules: Using Special Powers"),
    "groves.solo.lose_overflow": ("Solo: a wraith drawn with no empty Hollows space loses the game "
                                  "at once.", "Solo Play Rules: Winning the Game"),
    "groves.solo.lose_full": ("Solo: a full Hollows of the Lost at the end loses the game.",
                              "Solo Play Rules: Winning the Game"),
    "groves.solo.threshold": ("Solo: you win only with more dominion than the lowest uncovered "
                              "value of the Hollows: its spaces show 14, 15, 16, … and each wraith covers "
                              "the lowest one, so the value is 14 plus one per wraith there.",
                              "Solo Play Rules: Winning the Game"),
    "groves.solo.final": ("Solo: the final round ends after its wraith bag draw.",
                          "Solo Play Rules: Game End"),
}, assumptions=_ASSUMPTIONS)

ASSUMPTIONS = RULES.assumptions
__doc__ += RULES.docstring() + "\n"

#: whether a spirit may go on the quick-reference grove: the book's no (``groves.place.quick_reference``)
QUICK_REFERENCE_PLACEABLE = False
SUMMONING_SHARED_SPIRITS = RULES.value("groves.summon.shared_spirits")
SUMMONING_KINDS_COLOURS_ONLY = RULES.value("groves.summon.colours_only")
PORTAL_ONE_PER_NEIGHBOUR = RULES.value("groves.portal.once_per_neighbour")
SOLO_CROWN_FIRST = RULES.value("groves.buy.crown_solo")
TOKEN_SUPPLY = RULES.value("groves.reward.token_supply")
SOLO_GIFT_REWARDS = RULES.value("groves.solo.gift_rewards")
SOLO_POWER_ORDER = RULES.value("groves.solo.power_order")
TROPHY_MINIMUM = RULES.value("groves.realm.trophy_minimum")
LEFTOVER_ROUNDING = RULES.value("groves.score.rounding")
