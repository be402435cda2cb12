"""Groves: the rules in our words, and the choices the rulebook leaves to us.

Every rule has an id ``groves.<area>.<name>`` in ``RULES`` (our paraphrase and
the rulebook section it comes from; ``ours=True`` marks our own choices). The
rulebook leaves these points open; each choice is one named constant here:

- ``QUICK_REFERENCE_PLACEABLE`` — the quick-reference grove is part of your
  realm (new groves may touch it) but it has no reward and takes no spirit.
- ``REALM_RADIUS`` — a realm grows on a hexagon of radius 4 (61 spaces, labelled
  like a hex board, the quick-reference grove at its centre e5); a new grove must
  fit on it. Nobody can buy enough groves to reach its edge in a normal game.
- ``TREE_ALWAYS_OPEN`` — a spirit may go to any Tree of Idyll area even when its
  reward cannot be taken (no affordable grove, empty summoning deck, no portal
  left to build); it then simply gives nothing. So a non-wraith spirit always
  has somewhere to go.
- ``SUMMONING_KEEP_REQUIRED`` — after drawing two summoning cards you must keep
  one; with one card left in the deck you keep it; with none you get nothing.
- ``SUMMONING_SHARED_SPIRITS`` — a drawn spirit may count for several summoning
  cards in the same draw (False: each spirit counts once, so at most one card
  scores per draw, the best one).
- ``SUMMONING_KINDS_COLOURS_ONLY`` — the three-different and three-alike cards
  count only yellow, orange, green and blue; only the four wraith cards picture
  a wraith (these are the cards the solo game removes).
- ``PORTAL_ONE_PER_NEIGHBOUR`` — you build at most one portal toward each
  adjacent opponent (one in a two-player game, two otherwise), and you take a
  portal base only while a portal is still possible. Your second Tree visit
  after a base takes the mirror and builds at once.
- ``WRAITH_NO_GROVE`` — a wraith that no grove can take (all reachable groves
  occupied) goes straight back into your bag ("return wraith").
- ``CROWN_FIRST_SPIRIT`` — the crown holder's first spirit of a round (whatever
  it is) is the one barred from the groves area; this holds in the solo game too,
  where you always hold the crown.
- ``TOKENS_LIMITED`` — crystals and dominion come from a supply of 76 each (the
  value of the 24 tokens); rewards are cut short when it runs out.
- ``SOLO_GIFT_REWARDS`` — only "spirit of your choice" rewards may send a spirit
  to the wraith bag; the reminder spirit for a colour is taken from the supply
  when one is left (the gift is allowed either way).
- ``SOLO_POWER_ORDER`` — after the wraith bag draw, the powers are offered in the
  order Repel, Recall, Banish, Spawn, before the drawn wraiths go to the Hollows
  of the Lost (so Recall and Banish may make room first).
- ``TROPHY_MINIMUM`` — a trophy goes to the single player with the highest count,
  and that count must be at least 1 (so the solo player needs at least one).
- ``TIED_LIGHTNING`` — only purchases change what lightning cards measure, so two
  players never reach one at the same moment.
"""

from __future__ import annotations

from seasons_nb.core import RuleBook

QUICK_REFERENCE_PLACEABLE = False
REALM_RADIUS = 4
TREE_ALWAYS_OPEN = True
SUMMONING_KEEP_REQUIRED = True
SUMMONING_SHARED_SPIRITS = True
SUMMONING_KINDS_COLOURS_ONLY = True
PORTAL_ONE_PER_NEIGHBOUR = True
WRAITH_NO_GROVE = "return-to-bag"
CROWN_FIRST_SPIRIT = True
TOKENS_LIMITED = True
SOLO_GIFT_REWARDS = ("spirit",)
SOLO_POWER_ORDER = ("repel", "recall", "banish", "spawn")
TROPHY_MINIMUM = 1
TIED_LIGHTNING = "impossible"

BOOK = "Groves rulebook"

RULES = RuleBook("groves", BOOK, {
    # ---- contract --------------------------------------------------------------------------
    "groves.notation": (
        "Actions are written like 'place white p1.e6', 'reward primary earth', 'skip bonus', "
        "'buy grove 12 at p1.f4', 'keep card 5', 'portal to p2' or 'use banish earth water'.",
        "Reference", True),
    "groves.click": ("Click a spirit in hand, then a grove or a Tree of Idyll area; then answer "
                     "any question about rewards.", "Overview of Gameplay", True),
    "groves.game_over": ("The game has ended: nothing more can be played.", "Final Round"),
    "groves.turn.order": (
        "Each decision belongs to one player at a time: first finish the one that is open "
        "(a reward, a purchase, a card, a portal or a power).", "Overview of Gameplay"),
    # ---- setup -----------------------------------------------------------------------------
    "groves.setup.draw_stack": (
        "The grove draw stack holds 17, 22 or 25 groves for 2, 3 or 4 players (all 28 solo); "
        "the others stay in the box unseen. Four are turned up as the row of new groves.", "Setup"),
    "groves.setup.realm_cards": ("Three realm bonus cards are revealed for the whole game.", "Setup"),
    "groves.setup.crystals": ("Crystals to start: 1, 2, 3 and 4 in seat order (3 solo); the first "
                              "seat holds the crown.", "Setup"),
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
    "groves.setup.summoning_deck": ("The summoning bonus cards are shuffled into a face-down "
                                    "deck.", "Setup"),
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
    "groves.place.quick_reference": ("The quick-reference grove is a reminder card, not a "
                                     "location: no spirit goes there.", "Your Realm", True),
    "groves.place.one_per_grove": ("A grove takes a single spirit per round; an occupied grove is "
                                   "closed.", "Placing Spirits"),
    "groves.tree.unlimited": ("The Tree of Idyll's areas take any number of spirits.",
                              "Tree of Idyll"),
    "groves.tree.always_open": ("A Tree area may be visited even when its reward cannot be "
                                "taken; the visit then gives nothing.", "Tree of Idyll", True),
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
    "groves.buy.site_free": ("A new grove needs an empty space.", "Purchasing Groves", True),
    "groves.buy.realm_board": ("Realms grow on a hexagon of 61 spaces; a new grove must fit on it.",
                               "Your Realm", True),
    "groves.buy.no_refill": ("A bought grove leaves a gap in the row until the round ends.",
                             "Purchasing Groves"),
    "groves.buy.optional": ("A visit to the groves area may end without buying.",
                            "Purchasing Groves", True),
    # ---- summoning bonus cards ---------------------------------------------------------------
    "groves.summon.draw_two": ("The bonus area gives the top two summoning cards: keep one hidden "
                               "and slide the other under the deck.", "Summoning Bonus Cards"),
    "groves.summon.keep_offered": ("You keep one of the two cards you just drew, and no other.",
                                   "Summoning Bonus Cards"),
    "groves.summon.face_down": ("Kept summoning cards are secret until they score.",
                                "Summoning Bonus Cards"),
    "groves.summon.next_round": ("A card can only score at the start of a later round, with that "
                                 "round's draw.", "Summoning Bonus Cards"),
    "groves.summon.initial_draw": ("Only the three-spirit draw that starts a round counts, not "
                                   "extra draws from rewards.", "Summoning Bonus Cards"),
    "groves.summon.all_at_once": ("All spirits a card shows must come out in that one draw.",
                                  "Summoning Bonus Cards"),
    "groves.summon.several": ("One draw may score several summoning cards.",
                              "Summoning Bonus Cards"),
    "groves.summon.kinds": ("A two-spirit card is worth 1 (our wraith ones 2), three different "
                            "colours 1, three of one colour 3; white never counts.", "Reference"),
    # ---- realm bonus cards -----------------------------------------------------------------
    "groves.realm.purchased_only": ("Realm bonus cards about groves count bought groves only, never "
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
    "groves.portal.once_per_neighbour": ("You build at most one portal toward each neighbour.",
                                         "Building Portals", True),
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
    "groves.wraith.only_portals": ("Wraiths come only from finishing portals, never as a reward "
                                   "spirit.", "Placing Wraiths"),
    "groves.wraith.no_tree": ("A wraith may never go to the Tree of Idyll.", "Placing Wraiths"),
    "groves.wraith.must_place": ("A drawn wraith must go on a grove you can reach, yours or one "
                                 "behind your portal.", "Placing Wraiths"),
    "groves.wraith.no_grove": ("A wraith that no grove can take goes back into your bag.",
                               "Placing Wraiths", True),
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
    "groves.end.pickup_tree": ("At round end, spirits on the Tree of Idyll go back to the supply.",
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
    "groves.score.sources": ("Score = dominion tokens + grove points + realm cards + summoning "
                             "cards + 1 per portal + leftovers.", "Final Round"),
    "groves.score.leftovers": ("Every five elements and crystals together are worth 1 dominion "
                               "(rounded down).", "Final Round"),
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
    "groves.solo.banish": ("Solo, green drawn: pay 2 elements of your choice to take the newest "
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
                              "Hollows value (14, plus one per wraith there).",
                              "Solo Play Rules: Winning the Game"),
    "groves.solo.final": ("Solo: the final round ends after its wraith bag draw.",
                          "Solo Play Rules: Game End"),
})

ASSUMPTIONS = {
    "groves.place.quick_reference": "The quick-reference grove belongs to the realm (new groves may "
    f"touch it) but takes no spirit (QUICK_REFERENCE_PLACEABLE={QUICK_REFERENCE_PLACEABLE}).",
    "groves.buy.realm_board": f"Realms grow on a hexagon of radius {REALM_RADIUS} (61 spaces) "
    "around the quick-reference grove at e5.",
    "groves.tree.always_open": "A Tree area may be visited even when its reward is out of reach; "
    f"the visit gives nothing (TREE_ALWAYS_OPEN={TREE_ALWAYS_OPEN}).",
    "groves.summon.draw_two": "You must keep one of the two cards; with one card left you keep it, "
    f"with none the visit gives nothing (SUMMONING_KEEP_REQUIRED={SUMMONING_KEEP_REQUIRED}).",
    "groves.summon.several": "A drawn spirit may count for several cards in one draw "
    f"(SUMMONING_SHARED_SPIRITS={SUMMONING_SHARED_SPIRITS}).",
    "groves.summon.kinds": "Three-different and three-alike cards count only the four colours; the "
    "four wraith cards show a wraith and a colour and are worth 2 "
    f"(SUMMONING_KINDS_COLOURS_ONLY={SUMMONING_KINDS_COLOURS_ONLY}).",
    "groves.portal.once_per_neighbour": "At most one portal toward each adjacent opponent; a base is "
    f"taken only while a portal is still possible (PORTAL_ONE_PER_NEIGHBOUR={PORTAL_ONE_PER_NEIGHBOUR}).",
    "groves.wraith.no_grove": "A wraith with no free grove in reach goes back into your bag "
    f"(WRAITH_NO_GROVE={WRAITH_NO_GROVE!r}).",
    "groves.buy.crown_first": "The crown holder's first spirit of every round, whatever its colour, "
    f"may not buy; the solo player always holds the crown (CROWN_FIRST_SPIRIT={CROWN_FIRST_SPIRIT}).",
    "groves.reward.partial": "Crystals and dominion come from a supply of 76 each, the value of the "
    f"tokens (TOKENS_LIMITED={TOKENS_LIMITED}).",
    "groves.solo.gift": f"Only rewards of kind {SOLO_GIFT_REWARDS} may feed the wraith bag; the "
    "reminder spirit comes from the supply when one is left.",
    "groves.solo.power_drawn": f"Powers are offered in the order {', '.join(SOLO_POWER_ORDER)}, "
    "before the drawn wraiths enter the Hollows of the Lost.",
    "groves.realm.trophy": f"A trophy needs a count of at least {TROPHY_MINIMUM} and no tie.",
    "groves.realm.lightning": "Only purchases change what our lightning cards measure, so two "
    "players never reach a goal at once.",
}
