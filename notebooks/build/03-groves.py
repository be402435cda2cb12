"""The Groves walkthrough, ``notebooks/03-groves.ipynb``, cell by cell (see ``cells.py``).

    python notebooks/build/03-groves.py
    python notebooks/execute.py notebooks/03-groves.ipynb
"""

from cells import HOW_TO_RUN, Notebook, SOLUTION, teacher_code

nb = Notebook("groves", "03-groves.ipynb")
md, code = nb.md, nb.code

md("""
# Groves

*A game by Steven Aramini and Dan Letzring, published by Letiman Games (2017). 1 to 4 players,
about an hour.*

The land of Idyllon has faded to nothing, and you are one of the four Wind guardians who will grow
it back. Every round you pull spirits out of your bag and send them out, one at a time: onto the
groves of your own realm, where they bring back elements, crystals, dominion and new spirits, or to
the great Tree of Idyll in the middle of the table, where you buy new groves, take secret summoning
cards and open portals into your neighbours' realms. At the end of the round the spirits on your
groves go into your bag (the wraiths stay where they are, and spirits sent to the Tree go back to the
supply), so what you add to the bag today is what you draw tomorrow. Most **dominion** at the end wins.

""" + HOW_TO_RUN + """

This is an unofficial teaching version. The rules are in our own words, each tagged with an id such
as `groves.buy.crown_first` and the section of the official rulebook it comes from. The rulebook
gives the number of pieces and the reward symbols but not what is printed on each grove and card,
so those contents are our own design (see `seasons_nb/games/groves/data/DESIGN.md`).
""")

code("""
from seasons_nb.teach import *
from seasons_nb.games import groves
from seasons_nb.games.groves import components
from seasons_nb.games.groves.teach import (
    KINDS, W1, bonus, can_buy, counts, finish, goes, grove, have, holdings, in_row, picture, position, primary,
    said, scoresheet, spirits_of)
""")

# =====================================================================================================
md("""
## 1. The game in one minute

- Your **realm** is a small patch of hexagonal groves in front of you. It starts with three groves
  you can use, around a quick-reference grove that shows the key to the symbols, and grows as
  you buy more.
- Your **bag** holds spirits: white ones to start with, and coloured ones (yellow, orange, green,
  blue) as you gain them. A round starts with everyone drawing **three spirits** at random.
- Players then take turns placing **one spirit at a time**: on one of your groves to collect what it
  gives, or on one of the three areas of the **Tree of Idyll** to buy a grove, take a summoning
  card or build a portal.
- At the end of the round the spirits on your groves go back into your bag (those on the Tree go
  back to the supply, and wraiths stay on their groves), the market of groves moves on, and the
  **crown** (the first turn) passes on.
- When the last grove of the draw stack comes out, one more round is played and the dominion is
  counted.

Coloured spirits are what you want in your bag: a spirit whose colour matches its grove takes a
second, **bonus** reward. Black spirits, the **wraiths**, come with portals and block groves.

In this notebook the word *bonus* only ever means that second reward. The rulebook also calls its
cards "summoning bonus cards" and "realm bonus cards" and one area of the Tree the "bonus area";
here they are simply **summoning cards**, **realm cards** and the **summoning area**.
""")

# =====================================================================================================
md("""
## 2. Components and setup

Here is a new two-player game, set up and waiting for its first decision. The picture shows the
Tree of Idyll with its three areas (buy a grove, take a summoning card, build a portal), the **row
of new groves** for sale in {{ len(game.row) }} slots priced {{ ", ".join(map(str, components.ROW_COSTS)) }}
crystals, the {{ len(game.realm_cards) }} **realm cards** everyone is chasing, the supply, and each
player's realm.

Every grove shows its name, the dominion printed on it, and its two rewards: the primary one, and
the bonus one set apart below it. A grove for sale also shows its price in elements (earth, light,
water). Whenever a symbol puzzles you, `grove(number)` prints a grove in words, as below.

The symbols: the squares **E**, **L** and **W** are earth, light and water; the purple diamond is
a crystal and the red star is dominion; a white disc is a white spirit and a disc in four colours
a spirit of your choice; `→` means "pay this for that" and `/` "one or the other"; the bonus
reward sits on a small pill at the bottom of the grove. (The live table repeats this key in its
Supply panel, with the counts of everything left in the supply.)
""")

code("""
rules("groves.setup.draw_stack", "groves.setup.realm_cards", "groves.setup.summoning_deck")
game = groves.new_game(players=2, seed=4)
print("Spirits in the supply:", counts(game.supply_counts()))
print(f"Groves in play: {len(game.stack) + 4} = 4 turned up in the row + {len(game.stack)} face down "
      f"in the draw stack; {len(game.box)} stay in the box unseen.")
print("Row of new groves:")
for gid in game.row:
    print("   ", grove(gid))
print("Realm cards:", ", ".join(components.REALM_CARDS[c].name for c in game.realm_cards))
print("Summoning deck:", len(game.deck), "cards, face down")
picture(game)     # section 3 gives you this very table to play
""")

md("""
### Every grove and card, to click

The gallery below holds the {{ len(components.PURCHASABLE) }} groves to buy, one of each of the
{{ len(cards.entries) - len(components.PURCHASABLE) - len(components.SUMMONING) - len(components.REALM_CARDS) }}
different starting groves, the {{ len(components.SUMMONING) }} summoning cards and the
{{ len(components.REALM_CARDS) }} realm cards. **Try it:** pick a tab, then click a card (or Tab to it
and press Enter). The panel beside the cards gives its full text and the rules that *mention* it: a
rule whose sentence or id names the card, its kind, or a reward it prints. Honey Dell, shown first,
costs {{ components.vec_text(components.GROVES[4].cost + (0, 0)) }}{{! components.GROVES[4].name == "Honey Dell" }}
and prints an exchange reward, so `groves.reward.exchange` is among its
{{ len(cards.entries["g4"].rules) }} rules{{! "groves.reward.exchange" in cards.entries["g4"].rules }}.
""")

code("""
cards = gallery("groves", selected="g4")
cards
""")

md("""
And this is what each player starts with:
""")

code("""
rules("groves.setup.start_groves", "groves.setup.elements", "groves.setup.crystals")
for seat in range(game.players):
    holdings(game, seat)
""")

md("""
Each realm has the same three starting groves, around the **quick-reference grove** on **e5**, a hex
printed with the key to the reward symbols. The book gives a new realm only its three starting groves
to place spirits on, so the quick-reference grove has no reward and takes no spirit
(`groves.place.quick_reference`); where the groves lie, and that new groves may touch the
quick-reference grove, is our layout (our choice: `groves.buy.realm_grows`):

- **Crystal Spring** (e6): {{ primary(105) }}.
- **Spirit Well** (f6): {{ primary(109) }} (from the supply).
- a **resource grove** (f5), still to be chosen.

**Who starts?** The rulebook gives the first turn to the eldest player (`groves.setup.eldest_first`).
A program cannot know anyone's age, so here the **first name** you give is the start player (seat 1,
*North Wind* when you give no names): name the eldest first (our choice: `groves.setup.start_player`).
The start player holds the **crown** (♛ in the picture above) and {{ game.player(0).resources["crystal"] }}
crystal; the next players clockwise get 2, 3 and 4, to make up for playing later{{!
[start_crystals[p] for p in (2, 3, 4)] == [[1, 2], [1, 2, 3], [1, 2, 3, 4]] }}.

### How the player count changes things

Fewer players means a shorter game: fewer groves are used, {{ components.STACK_SIZE[2] }} with two
players, {{ components.STACK_SIZE[3] }} with three and {{ components.STACK_SIZE[4] }} with four (all
{{ components.STACK_SIZE[1] }} solo). These counts **include the {{ len(game.row) }} groves turned up as
the row**: with two players the draw stack itself holds {{ len(game.stack) }}, which is what the Tree's
"draw stack" shows in the picture above. The solo game (one player) has its own rules, in section 11.
""")

code("""
rules("groves.setup.eldest_first", "groves.setup.start_player")
start_crystals = {}
for players in groves.PLAYER_COUNTS:
    start = groves.new_game(players=players, seed=1)
    crystals = [start.player(seat).resources["crystal"] for seat in range(players)]
    start_crystals[players] = crystals
    choosing = []
    while start.phase == "start":            # who chooses a resource grove, in order
        choosing.append(start.names[start.current_player])
        start = start.apply(start.legal_actions()[0])
    kind = "solo" if players == 1 else f"{players} players"
    in_play = components.STACK_SIZE[players]
    print(f"{kind:>9}: {in_play} groves in play (4 in the row + {in_play - 4} in the draw stack), "
          f"crystals by seat {crystals}, resource groves chosen by {' → '.join(choosing)}")
elders = groves.new_game(players=3, seed=1, names=["Grandma Fern (eldest)", "Rowan", "Ivy"])
print("start player:", elders.names[elders.crown], "| crystals:",
      [elders.player(seat).resources["crystal"] for seat in range(3)])
""")

md("""
### Choosing your resource grove

Each player picks one of {{ len(components.STARTING["resource"]) }} **resource groves**, one per colour,
and the picking goes *backwards*: the last seat chooses first and the crown holder last. Your bag then
gets {{ spirits_of(both_chose, 0)["white"] }} white spirits and one spirit of your resource grove's
colour{{! spirits_of(both_chose, 0) == {"white": 8, "yellow": 1} and spirits_of(both_chose, 1) == {"white": 8, "blue": 1} }}.
""")

code("""
rules("groves.setup.choose_order", "groves.setup.choose_taken", "groves.setup.bag")
for gid in components.STARTING["resource"]:
    print(grove(gid))
east_chose = game.apply("start blue")        # East Wind (the last seat) chooses first
why(east_chose, "start blue")                # taken
both_chose = east_chose.apply("start yellow")
for seat in range(2):
    holdings(both_chose, seat)
""")

md("""
Once both have chosen, the first round starts at once: each bag already gave
{{ sum(both_chose.player(0).hand.values()) }} spirits to its owner's hand{{!
[sum(both_chose.player(seat).hand.values()) for seat in range(2)] == [3, 3] }}. The bags are shuffled by a seeded random generator, so this notebook shows the same
draws every time it runs.
""")

# =====================================================================================================
md("""
## 3. Your first round

A round begins with everybody drawing three spirits from their bag. Then the crown holder places
one spirit, the next player clockwise places one, and so on around the table until every drawn
spirit is out. A spirit can go:

- on a **grove of your realm** that has no spirit yet this round (one spirit per grove), or
- on one of the three areas of the **Tree of Idyll**, which take any number of spirits.

The quick-reference grove in the middle of your realm is not one of them (`groves.place.quick_reference`). When your spirit
lands on a grove you collect its reward straight away, before the next player moves.

Where a spirit goes also decides where it ends up. At the end of the round the spirits on your
groves come back into your bag, but a spirit on the **Tree goes back to the supply**, not to your
bag: send a coloured spirit to the Tree and it is gone from your bag.
""")

code("""
rules("groves.round.draw", "groves.round.order", "groves.place.location", "groves.place.one_per_grove",
      "groves.place.quick_reference", "groves.reward.immediate", "groves.round.all_placed",
      "groves.end.pickup_tree")
""")

md("""
Your turn. You are **North Wind**; the computer plays East Wind and answers as soon as it is its
turn. It has already chosen the green Root Grove (the last seat chooses first).

1. Click the yellow **Sunrise Grove** to choose it as your resource grove. You draw two white
   spirits and one yellow. You hold the crown, so you place first.
2. Click the **yellow spirit** in your hand: everywhere it may go lights up. Click your **Sunrise
   Grove** (f5). The table now asks about the grove's reward: click the reward to take it
   ({{ primary(113) }}). Because the spirit is yellow like the grove, a **bonus** reward follows: take
   it too ({{ bonus(113) }}).
3. East Wind places a spirit. Then click a **white spirit** and your **Crystal Spring** (e6), and
   take its {{ primary(105) }}.
4. East Wind again. Your last white spirit goes to the **Spirit Well** (f6): take its reward, and
   from the choices under the table pick a **yellow** spirit for your bag.

Watch the log under the table: after East Wind's last spirit the round ends, the spirits on your
groves go home to your bag, the crown passes to East Wind and round 2 begins. Use **Undo** to try
other placements.
""")

code("""
first_round = Table(groves.new_game(players=2, seed=4), bot_plays=(1,))
first_round
""")

md("""
The same round, typed instead of clicked (a separate game, so your clicks above stay yours); its
log tells the story. East
Wind took {{ primary(105) }} from its Crystal Spring{{! said(typed, "East Wind collects 2 crystals.") }},
kept a summoning card from the Tree's **summoning** area{{! said(typed, "East Wind keeps a summoning card") }}
and sent its green spirit to its green Root Grove for both rewards{{!
said(typed, "East Wind places a green spirit on Root Grove.") and typed.state.round == 2 }}. Summoning cards come in
section 6.
""")

code("""
typed = replay(groves.new_game(players=2, seed=4), "start yellow",
               "place yellow p1.f5", "reward primary", "reward bonus",
               "place white p1.e6", "reward primary",
               "place white p1.f6", "reward primary yellow", bot_plays=(1,))
tail(typed, 22)
""")

md("""
Here are the refusals you may have met on the way. `why` asks the engine whether an action is
legal and, if not, which rule forbids it:
""")

code("""
round_1 = both_chose                                   # North Wind to place the first spirit
on_sunrise = round_1.apply("place yellow p1.f5")       # a reward question is now open
why(round_1, "place white p1.e5")     # the quick-reference grove
why(round_1, "place blue p1.e6")      # North Wind drew no blue spirit
why(round_1, "place white p1.a1")     # no grove there
why(on_sunrise, "place white p1.e6")  # first settle the reward
settled = run(on_sunrise, "reward primary", "reward bonus", "place white p2.e6", "skip primary")
why(settled, "place white p1.f5")     # Sunrise Grove already holds a spirit this round
why(settled, "skip primary")          # every drawn spirit must be placed

trio = position(players=3, crown=1, hands=[W1, W1, W1])   # East Wind holds the crown
seats = []
while trio.round == 1:
    seats.append(trio.names[trio.current_player])
    trio = run(trio, f"place white p{trio.current_player + 1}.e6", "skip primary")
print("three players, East Wind holding the crown:", " → ".join(seats))
""")

code("""
rules("groves.place.in_hand", "groves.turn.order")
""")

md("""
### Moves as text

Every action has a short written form: `place white p1.e6` puts a white spirit on the grove at e6 of realm p1 (North Wind's), `place blue groves` sends a blue spirit
to the Tree's groves area. The written form and the clicks are ours, not the book's
(our choice: `groves.notation`, `groves.click`): text that names no action is refused under the first{{!
round_1.explain("plant white p1.e6").rule == "groves.notation" }}, and a click on something that
cannot be chosen under the second{{! refusal.rule == "groves.click" }}.
""")

code("""
rules("groves.notation", "groves.click")
print(groves.parse_action("buy grove 12 at p1.f4"))
why(round_1, "plant white p1.e6")
refusal = round_1.explain_clicks(["the moon"])
print(refusal.rule, "-", refusal)
""")

# =====================================================================================================
md("""
## 4. Rewards and colours

Most groves show two rewards: a **primary** reward and a **bonus** reward.

- Anyone's spirit may take the primary reward.
- The bonus reward goes only to a spirit of **the grove's own colour**. White spirits match no grove,
  so they never get a bonus. (Wraiths match every grove; see section 8.)
- The primary comes first, then the bonus, and you may decline either or both.

(That is the only *bonus* in this notebook: the cards are summoning cards and realm cards, and
the Tree area that gives a summoning card is the summoning area.)

**Try it:** North Wind holds a white, a yellow and a blue spirit. Their realm has the yellow
Sunrise Grove (f5), and two bought groves: the yellow **Golden Glade** (f4) and the blue **Dewpond**
(e4).

1. Put the **blue** spirit on the yellow **Sunrise Grove**: you are offered the primary reward,
   and then nothing more{{! run(colours, "place blue p1.f5", "reward primary").current_player == 1 }}.
   **Undo**.
2. Put the blue spirit on the blue **Dewpond**: first its primary ({{ primary(15) }}), then its bonus
   ({{ bonus(15) }}){{! run(colours, "place blue p1.e4", "reward primary").explain("reward bonus") is None }}.
   **Undo**.
3. Put the **white** spirit on any grove: never a bonus{{!
   run(colours, "place white p1.e4", "reward primary").current_player == 1 }}. Try declining a reward
   too (skip it).

From here on, the tables have no computer player unless the text says so: you place East Wind's
spirits too. Switch a seat on under **Bot plays** to hand it to the computer.
""")

code("""
rules("groves.reward.primary_first", "groves.reward.bonus_match", "groves.reward.white_never",
      "groves.reward.optional")
colours = position(groves={"p1.f4": 2, "p1.e4": 15}, hands=[{"white": 1, "yellow": 1, "blue": 1}, W1])
for gid in (113, 2, 15):
    print(grove(gid))
Table(colours)
""")

code("""
why(colours.apply("place blue p1.f5"), "reward bonus")    # blue on a yellow grove
why(colours.apply("place white p1.e4"), "reward bonus")   # white never matches
why(colours.apply("place blue p1.e4"), "reward bonus")    # blue on blue, but the primary comes first
declined = run(colours, "place blue p1.e4", "skip primary", "reward bonus")
tail(declined, 3)
""")

md("""
### Every kind of reward

Rewards come in a handful of kinds. Resources (earth, light, water, crystals and dominion tokens)
are simply collected and spent, like money. The other kinds act on spirits:

| reward | what it does |
|---|---|
| a choice (`1 light or 1 water`) | you take exactly one of the options |
| an exchange (`pay 2 light for 3 dominion`) | you hand over the first part to get the second; you need what it asks |
| a spirit of your choice | any white or coloured spirit left in the supply goes into your bag (never a wraith) |
| a white spirit | a white spirit from the supply goes into your bag |
| draw extra spirits | more spirits come out of your bag into your hand, to be placed this round |
| discard a spirit | a random spirit leaves your bag for the supply (handy for getting rid of white ones) |

Below, North Wind owns one grove of each kind and puts a white spirit on each in turn, each time
from the same starting position; the picture under the log shows that realm:
""")

code(r"""
rules("groves.reward.currency", "groves.reward.choice", "groves.reward.exchange",
      "groves.reward.spirit_choice", "groves.reward.white", "groves.reward.draw", "groves.reward.cull")
kinds = position(groves={"p1.f4": 2, "p1.e4": 4, "p1.d4": 17, "p1.d5": 3, "p1.g6": 13},
                 hands=[{"white": 7}, W1])
for space, gid, answer in [("e6", 105, "reward primary"), ("f4", 2, "reward primary water"),
                           ("e4", 4, "reward primary"), ("f6", 109, "reward primary green"),
                           ("d4", 17, "reward primary"), ("d5", 3, "reward primary"),
                           ("g6", 13, "reward primary")]:
    after = run(kinds, f"place white p1.{space}", answer)
    print(f"{grove(gid)}\n    -> {after.log[-1]}")
why(kinds.apply("place white p1.f4"), "reward primary earth")   # not one of the options
picture(kinds, "realm-0")
""")

md("""
### When the supply runs short

Supplies are limited: {{ components.RESOURCE_TOTALS[0] }} of each element, a fixed number of spirits
of each colour, and {{ components.RESOURCE_TOTALS[3] }} crystals and {{ components.RESOURCE_TOTALS[4] }}
dominion, the value of the game's tokens (our choice: `groves.reward.token_supply`). If the supply
cannot pay a reward in full, you take what is left; if nothing is left, that reward simply cannot be
taken. Here North Wind holds {{ short.player(0).resources["earth"] }} of the
{{ components.RESOURCE_TOTALS[0] }} earth and visits Deeproot Grove, which gives {{ primary(12) }}: only
{{ short.token_supply()["earth"] }} is left, so that is all North Wind gets{{!
run(short, "place white p1.f4", "reward primary").player(0).resources["earth"] == 20 }}.
""")

code("""
rules("groves.reward.partial", "groves.reward.token_supply")
short = position(groves={"p1.f4": 12}, hands=[W1, W1],
                 resources=[have(earth=19, light=2, water=2, crystal=1), have(crystal=2)])
print(grove(12))
print("earth left in the supply:", short.token_supply()["earth"])
tail(run(short, "place white p1.f4", "reward primary"), 1)
""")

md("""
### Exercise 1: a bonus reward

North Wind chose the blue Tide Grove and has bought two groves. **Place a spirit that will be
offered its grove's bonus reward.** The table tells you when you've got it; a legal move that misses
is taken back, with a hint.
""")

code('''
def offers_bonus(state):
    """Skipping the primary reward if it is asked: is a bonus reward asked next?"""
    asked = {str(a) for a in state.legal_actions()}
    if "skip primary" in asked:
        asked = {str(a) for a in state.apply("skip primary").legal_actions()}
    return "skip bonus" in asked


def earns_a_bonus(before, action, after):
    return action.kind == "place" and offers_bonus(after)


bonus_hunt = Exercise(
    task="Place a spirit that will be offered its grove's bonus reward.",
    check=earns_a_bonus,
    success="Green on a green grove: the primary reward, then the bonus.",
    hint="Legal, but that spirit gets no bonus reward. Which of your spirits has the colour "
         "of one of your groves?")
exercise_1 = position(start=["blue", "orange"], groves={"p1.f4": 10, "p1.e4": 2},
                      hands=[{"white": 1, "orange": 1, "green": 1}, W1])
for gid in (116, 10, 2):
    print(grove(gid))
Table(exercise_1, exercise=bonus_hunt)
''')

md(SOLUTION)

code("""
check_solution(exercise_1, bonus_hunt, "place green p1.f4")
""", hidden=True)

# =====================================================================================================
md("""
## 5. Buying groves

New groves are how a realm grows, and much of your dominion will be printed on them. To buy one,
place a spirit on the Tree's **groves area** and take one grove from the row of new groves, if you
can pay **both** prices:

- its **elements**, shown on the grove, go back to the supply;
- its **crystals**, {{ components.ROW_COSTS[0] }} to {{ components.ROW_COSTS[-1] }} depending on its
  slot in the row, go **to the crown holder**. (If you hold the crown yourself, they go to the supply.)

The new grove goes into your realm on an empty space that shares an edge with a grove you already
have. The row is not refilled until the end of the round, so a bought grove leaves a gap. The spirit
you sent to the groves area goes back to the **supply** at the end of the round, not to your
bag, which is why a white spirit is usually the one to send.

**Try it:** East Wind holds the crown this round and has already placed a spirit. Click one of your
white spirits, then the Tree's **Buy a grove** area. Only the groves you can afford light up in the
row: #{{ " and #".join(map(str, can_buy(market))) }} (you lack the water for #19{{!
shopping.explain("buy grove 19 at p1.f4").rule == "groves.buy.elements" }} and the light for #5{{!
shopping.explain("buy grove 5 at p1.f4").rule == "groves.buy.elements" }}). Click **#26 Hearthwood**,
then one of the lit empty spaces around your realm. The {{ components.ROW_COSTS[market.row.index(26)] }}
crystals go to East Wind{{! (bought.state.player(1).resources["crystal"] - market.player(1).resources["crystal"]
== components.ROW_COSTS[3]) }}, and the row keeps a gap{{! bought.state.row[3] == 0 }}. East Wind (the
computer) then plays its last spirit.
""")

code("""
rules("groves.buy.elements", "groves.buy.crystals", "groves.buy.crown_pay", "groves.buy.adjacent",
      "groves.buy.no_refill")
market = position(crown=1, crown_placed=True, seat=0, hands=[{"white": 2}, W1],
                  spirits={"p2.e6": "white"}, row=[8, 19, 5, 26], stack=[1, 2, 3, 6, 7, 9],
                  resources=[have(earth=3, light=2, water=2, crystal=4),
                             have(earth=2, light=2, water=2, crystal=2)])
for gid in market.row:
    print(grove(gid))
Table(market, bot_plays=(1,))
""")

code("""
shopping = market.apply("place white groves")          # North Wind's spirit is on the groves area
why(shopping, "buy grove 19 at p1.f4")    # Moonwell needs 3 water
why(shopping, "buy grove 1 at p1.f4")     # not in the row
why(shopping, "buy grove 26 at p1.a1")    # a1 touches nothing of North Wind's realm
why(shopping, "buy grove 26 at p1.e6")    # e6 holds the Crystal Spring
why(shopping, "buy grove 26 at p1.z9")    # far away: the realm has no edge, but z9 touches nothing
poorer = position(crown=1, crown_placed=True, seat=0, hands=[{"white": 2}, W1], row=[8, 19, 5, 26],
                  resources=[have(earth=3, light=2, water=2, crystal=3), have(crystal=2)])
why(poorer.apply("place white groves"), "buy grove 26 at p1.f4")   # the 4-crystal slot

bought = replay(market, "place white groves", "buy grove 26 at p1.f4")
print("East Wind's crystals:", market.player(1).resources["crystal"], "->",
      bought.state.player(1).resources["crystal"])
print("row after the purchase:", bought.state.row, "(0 is a gap)")
late = run(bought.state, "place white groves")           # East Wind, to buy from the gap's refill
why(late, f"buy grove {bought.state.stack[-1]} at p2.d4")
print([str(a) for a in late.legal_actions()][-3:])        # ... or buy nothing at all
""")

code("""
rules("groves.buy.in_row", "groves.buy.site_free", "groves.buy.realm_grows", "groves.buy.optional")
""")

md("""
### The crown holder's first spirit

Holding the crown means placing first, and collecting the crystals of other players' purchases.
The price: the crown holder's **first** spirit of the round may not go to the groves area. Later
spirits may, and then the crystals go to the supply.

**Try it:** North Wind holds the crown. Click a white spirit: the Buy a grove area stays dark{{!
"groves" not in goes(crowned, "white") }}. Place it on a grove instead; after East Wind's turn, your
second spirit may go shopping{{! "groves" in goes(later, "white") }}, and its
{{ components.ROW_COSTS[0] }} crystal for Mossy Dell goes to the supply{{!
paid.token_supply()["crystal"] - later.token_supply()["crystal"] == components.ROW_COSTS[0] }}.
""")

code("""
rules("groves.buy.crown_first")
crowned = position(hands=[{"white": 2}, W1], row=[8, 19, 5, 26],
                   resources=[have(earth=3, light=2, water=2, crystal=4), have(crystal=2)])
why(crowned, "place white groves")
later = run(crowned, "place white p1.e6", "reward primary", "place white p2.e6", "reward primary")
why(later, "place white groves")
paid = run(later, "place white groves", "buy grove 8 at p1.f4")
print("crystals in the supply:", later.token_supply()["crystal"], "->", paid.token_supply()["crystal"])
Table(crowned)
""")

# =====================================================================================================
md("""
## 6. Summoning cards and realm cards

### Summoning cards: secret goals for your draws

A spirit on the Tree's **summoning area** (the rulebook's "bonus area") lets you draw the top two
summoning cards. Keep one of them, you may not refuse both (`groves.summon.keep_required`), face down
where only you can see it, and slide the other under the deck. Each card names spirits
to draw from your bag; when a later round **opens** with a draw that shows them, you reveal the card.
A revealed card stays in front of you and its dominion counts at the end of the game; the score
next to your name already includes it from the moment it is revealed. A card still face down when
the game ends counts nothing.

**Try it:** click a white spirit, then the Tree's **Summoning card** area. The two cards drawn
are shown to you: click the one you want to keep{{!
sorted(str(a) for a in offered.legal_actions()) == ["keep card 10", "keep card 6"] }}. Then switch
**View** (under the table) to East Wind: your new card is face down for them{{!
kept.view(0).player(0).cards == (6,) and kept.view(1).player(0).cards != (6,) }}. The other card went
under the deck{{! kept.deck[-1] == 10 }}.
""")

code("""
rules("groves.summon.draw_two", "groves.summon.keep_required", "groves.view.hands_public",
      "groves.view.bags_hidden", "groves.summon.keep_offered", "groves.summon.face_down",
      "groves.tree.unlimited")
summon = position(hands=[{"white": 2}, {"white": 2}], deck=[6, 10, 3, 7, 1])
Table(summon)
""")

code("""
offered = summon.apply("place white summoning")
print(offered.prompt)
why(offered, "keep card 3")               # card 3 is still in the deck
kept = offered.apply("keep card 6")
print("North Wind's cards, as North Wind sees them:", kept.view(0).player(0).cards)
print("North Wind's cards, as East Wind sees them: ", kept.view(1).player(0).cards)
print("the deck, top first (the teacher sees it):", list(kept.deck))
crowded = run(kept, "place white summoning", "keep card 3", "place white summoning", "keep card 1")
print("spirits on the summoning area:", sum(1 for area, _, _ in crowded.tree if area == "summoning"))
""")

md("""
The book describes three kinds of summoning card (`groves.summon.kinds`): a **pair** of spirits
(+{{ components.SUMMONING[1].points }}), **three different colours** (+{{ components.SUMMONING[7].points }})
and **three of one colour** (+{{ components.SUMMONING[10].points }}). White spirits never count toward
any of them. The book also mentions, in its solo setup, {{ wraith_cards }} cards that show a wraith: in our
set they are pairs too, a wraith with a colour, worth +{{ components.SUMMONING[13].points }}, and a wraith
does not count as a colour for the other two kinds (our choice: `groves.summon.colours_only`). So the
list below has four groups but three kinds: {{ pairs - wraith_cards }} colour pairs, {{ wraith_cards }}
wraith pairs, {{ kinds_count["different"] }} three-different and {{ kinds_count["alike"] }} three-alike
cards.
""")

code("""
rules("groves.summon.kinds", "groves.summon.colours_only")
kinds_count = {kind: sum(1 for card in components.SUMMONING.values() if card.kind == kind)
               for kind in ("pair", "different", "alike")}
pairs, wraith_cards = kinds_count["pair"], sum(1 for card in components.SUMMONING.values() if card.wraith)
print("cards of each kind:", kinds_count, "| pairs with a wraith:", wraith_cards)
for cid, card in components.SUMMONING.items():
    print(f"card {cid:>2}: {card.text} (+{card.points})")
""")

md("""
Cards are revealed only by the **three spirits that open a round**: not the round you take the card, not
the extra spirits a draw reward brings out later, and all of the card's spirits must come out in
that one draw. One lucky draw can reveal several cards at once.

Here North Wind holds cards 2, 6 and 7 face down, and their bag holds exactly a yellow, a green and
a blue spirit, so the next draw shows all three: all three cards are revealed at once{{!
sorted(lucky.player(0).scored) == [2, 6, 7] }}, worth {{ lucky.score_sheet(0)["summoning cards"] }}
dominion. A draw of green without blue leaves card 6 face down{{! half.player(0).cards == (6,) }}, and so
do green and blue brought out by a reward's extra draw{{! drawn.player(0).cards == (6,) }} or already in
hand when the card is taken{{! took.player(0).scored == () }}. The log tells what happens when the round
opens, and a picture of North Wind's realm and the cards shows the result (nothing to play there, so it
is a picture, not a table):
""")

code("""
rules("groves.summon.several", "groves.summon.shared_spirits", "groves.summon.all_at_once", "groves.summon.initial_draw",
      "groves.summon.next_round", "groves.summon.counts")
lucky = position(bags=[{"yellow": 1, "green": 1, "blue": 1}, {"white": 3}], cards=[[2, 6, 7], []])
tail(lucky, 4)
print("summoning dominion, already in North Wind's score:", lucky.score_sheet(0)["summoning cards"],
      "of", lucky.scores[0])
picture(lucky, "realm-0", "cards")
""")

code("""
half = position(bags=[{"green": 1, "white": 2}, {"white": 3}], cards=[[6], []])
print("green but no blue in the draw -> card 6 still face down:", half.player(0).cards)

late_draw = position(hands=[W1, W1], groves={"p1.e4": 20}, bags=[{"green": 1, "blue": 1}, {"white": 3}],
                     cards=[[6], []])
print(grove(20))
drawn = run(late_draw, "place white p1.e4", "reward primary")
print("drawn by the reward:", counts(drawn.player(0).hand),
      "-> card 6 still face down:", drawn.player(0).cards)

same_round = position(hands=[{"green": 1, "blue": 1, "white": 1}, W1], deck=[6, 7])
took = run(same_round, "place white summoning", "keep card 6")
print("card 6 taken while green and blue are in hand -> scored:", took.player(0).scored)
""")

md("""
### Realm cards: goals for everyone

{{ len(game.realm_cards) }} realm cards (the rulebook's realm bonus cards) are turned up at the start and
stay for the whole game. There are two types:

- a **trophy** card is handed out at the end, to the one player with the highest count. If two or
  more tie for the highest, nobody gets it. A count of zero wins nothing
(our choice: `groves.realm.trophy_minimum`).
- a **lightning** card goes at once to the first player who reaches its goal, and stays theirs.

Cards about groves only ever count groves you **bought**, never your starting groves. The spirit
trophies count the spirits of that colour in your bag and on the groves of your realm.
""")

code("""
rules("groves.realm.trophy", "groves.realm.trophy_minimum", "groves.realm.lightning",
      "groves.realm.lightning_ties", "groves.realm.purchased_only",
      "groves.realm.spirits_count")
for cid, card in components.REALM_CARDS.items():
    print(f"{cid:>2} {card.type:9} {card.name:16} +{card.points}  {card.text}")
""")

md("""
**Try it:** North Wind has bought {{ len(expansion.player(0).realm) - 3 }} groves, and *First Expansion*
(the first to own four bought groves, +{{ components.REALM_CARDS[9].points }}) is on the table. Buy any
grove in the row: the card is yours on the spot{{! expanded.player(0).lightning == (9,) }}. The code
below also shows that starting groves do not count{{! starting_only.player(0).realm_counts[6] == 0 }}, and
a trophy at the end of a game: won with one bought grove against none (+{{ won.score_sheet(0)["realm cards"] }}),
and nobody's when tied{{! [tied.score_sheet(seat)["realm cards"] for seat in range(2)] == [0, 0] }}.
A spirit trophy counts the bag and the groves together{{! spirited.player(0).realm_counts[4] == 2 }}.
""")

code("""
expansion = position(groves={"p1.f4": 1, "p1.d4": 8, "p1.d5": 15}, realm_cards=[9, 6, 4],
                     crown=1, crown_placed=True, seat=0, hands=[W1, W1], row=[22, 23, 24, 25],
                     resources=[have(earth=5, light=5, water=5, crystal=10), have(crystal=2)])
expanded = run(expansion, "place white groves", "buy grove 22 at p1.e4")
tail(expanded, 2)

widest = components.REALM_CARDS[6]
starting_only = position(hands=[W1, W1])
print(f"'{widest.name}' counts {starting_only.player(0).realm_counts[widest.id]} groves for a starting realm")

won = finish(position(final=True, stack=[], hands=[W1, W1], groves={"p1.f4": 1}, realm_cards=[6, 9, 10]))
tied = finish(position(final=True, stack=[], hands=[W1, W1], groves={"p1.f4": 1, "p2.f4": 2},
                       realm_cards=[6, 9, 10]))
print("Widest Realm, one bought grove against none -> realm card dominion:",
      [won.score_sheet(seat)["realm cards"] for seat in range(2)])
print("Widest Realm, one bought grove each (a tie)  -> realm card dominion:",
      [tied.score_sheet(seat)["realm cards"] for seat in range(2)])

blue_host = components.REALM_CARDS[4]
spirited = position(bags=[{"white": 3, "blue": 1}, {"white": 3}], spirits={"p1.f6": "blue"},
                    hands=[W1, W1])
print(f"'{blue_host.name}' counts {spirited.player(0).realm_counts[blue_host.id]} blue spirits for North Wind "
      "(one in the bag, one on a grove)")
Table(expansion)
""")

md("""
### Exercise 2: strike lightning

*Four Winds* goes to the first player who owns bought groves of all four colours. North Wind already
has a yellow, a green and a blue one, and has just placed a spirit on the groves area. **Buy the
grove that wins Four Winds.**
""")

code("""
def claims_lightning(before, action, after):
    me = before.current_player
    return len(after.player(me).lightning) > len(before.player(me).lightning)


four_winds = Exercise(
    task="Buy the grove that wins the Four Winds lightning card.",
    check=claims_lightning,
    success="Four colours of bought groves: Four Winds is yours, +3 dominion.",
    hint="Legal, but no lightning card was won. Which colour is missing, and which grove of that "
         "colour can you afford?")
exercise_2 = position(groves={"p1.f4": 1, "p1.e4": 8, "p1.d4": 15}, realm_cards=[7, 6, 2],
                      hands=[W1, W1], crown=1, seat=0, row=[9, 23, 19, 26],
                      resources=[have(earth=2, light=1, water=1, crystal=3), have(crystal=2)]
                      ).apply("place white groves")
for gid in exercise_2.row:
    print(grove(gid))
Table(exercise_2, exercise=four_winds)
""")

md("""
**Solution**, folded away in the next cell as before.
""")

code("""
check_solution(exercise_2, four_winds, "buy grove 23 at p1.d5")
""", hidden=True)

# =====================================================================================================
md("""
## 7. Portals and visiting

A portal opens a way from your realm into a neighbour's, so that your spirits can use **their**
groves. Building one takes two visits to the Tree's **portal area**, on two separate turns: the
first gives you a portal base, the second its mirror. The finished portal leads to the player on
your left or on your right (with two players, simply to your opponent). Finishing it costs you
something: a **wraith** from the supply goes into your bag{{! spirits_of(built.state, 0).get("wraith") == 1 }}.
At the end it is worth {{ built.state.score_sheet(0)["portals"] }} dominion.

**Try it:** click a white spirit, then the Tree's **Portal** area: you take a base. East Wind (the
computer) plays; then send your other white spirit to the Portal area too. The portal is built at
once toward East Wind, and a wraith joins your bag. (East Wind, meanwhile, prefers its Crystal
Spring and a summoning card.)
""")

code("""
rules("groves.portal.base_first", "groves.portal.two_turns", "groves.portal.wraith")
gateway = position(hands=[{"white": 2}, {"white": 2}])
Table(gateway, bot_plays=(1,))
""")

code("""
built = replay(gateway, "place white portal", "place white portal", bot_plays=(1,))
tail(built, 12)
holdings(built.state, 0)
""")

md("""
With three or four players you choose which neighbour the portal opens into. We let each player
build at most one portal toward each neighbour, a point the rulebook leaves open
(our choice: `groves.portal.once_per_neighbour`), so in a two-player game one portal is all you can build{{!
two_done.apply("place white portal").player(0).portals == (1,) }}.

**Try it:** a four-player game. North Wind already holds a portal base. Click a white spirit and the
Portal area, then click a neighbour's realm, at its name: East Wind (p2) or West Wind (p4){{!
[str(a) for a in choosing.legal_actions()] == ["portal to p2", "portal to p4"] }}. South
Wind, across the table, cannot be chosen{{! choosing.explain("portal to p3") is not None }}.
""")

code("""
rules("groves.portal.adjacent", "groves.portal.once_per_neighbour")
four = position(players=4, hands=[W1] * 4, bags=[{"white": 5}] * 4, bases=[1, 0, 0, 0])
choosing = four.apply("place white portal")
print(choosing.prompt, [str(a) for a in choosing.legal_actions()])
why(choosing, "portal to p3")
two_done = position(hands=[W1, W1], portals={0: [1]})
tail(two_done.apply("place white portal"), 1)
Table(four)
""")

md("""
### Visiting through a portal

Once your portal stands, its groves are open to **you**: place a spirit on any free grove of that
realm and collect its rewards, bonus included if the colours match. The way is one-way: the
neighbour cannot come back through your portal (they need their own). And the trip is one-way too:
at the end of the round, spirits sitting on a realm's groves go into **that realm owner's** bag,
whoever sent them. Portals never move once built.

**Try it:** North Wind has a portal into East Wind's realm. Click the yellow spirit: East Wind's
groves light up as well as yours{{! "p2.f4" in goes(visit, "yellow") }}. Place it on East Wind's
yellow **Amber Knoll** (p2.f4) and take both rewards ({{ primary(5) }}, then {{ bonus(5) }}). Then place
your white spirit and watch where the yellow one ends up: in East Wind's bag{{!
spirits_of(visited, 1).get("yellow") == 1 and "yellow" not in spirits_of(visited, 0) }}.
""")

code("""
rules("groves.portal.visit", "groves.portal.one_way", "groves.portal.send", "groves.portal.fixed")
visit = position(start=["green", "orange"], portals={0: [1]}, groves={"p2.f4": 5},
                 hands=[{"yellow": 1, "white": 1}, {"white": 2}])
print(grove(5))
Table(visit)
""")

code("""
visited = run(visit, "place yellow p2.f4", "reward primary", "reward bonus",
              "place white p2.e6", "reward primary", "place white p1.e6", "reward primary",
              "place white p2.f6", "reward primary white")
tail(visited, 12)
bags = [visited.player(seat) for seat in range(2)]
print("yellow spirits, bag + hand: North Wind", bags[0].bag.get("yellow", 0) + bags[0].hand.get("yellow", 0),
      "| East Wind", bags[1].bag.get("yellow", 0) + bags[1].hand.get("yellow", 0))
print("portals now:", visited.player(0).portals, "- no action ever moves one:",
      [str(a) for a in visited.legal_actions() if a.kind == "portal"])
why(position(hands=[W1, W1], portals={1: [0]}), "place white p2.e6")   # East Wind's portal, not ours
why(position(hands=[W1, W1]), "place white p2.e6")                      # no portal at all
""")

# =====================================================================================================
md("""
## 8. Wraiths

Wraiths are the black spirits. No reward ever gives you one. A wraith comes into your bag in two
ways: from the supply when you finish a portal, or off a grove when you chase it away (see
*Displacing a wraith* below). They behave differently from every other spirit:

- a wraith you draw **must** go on a grove, yours or one behind your portal, never on the Tree;
- a wraith matches **every** colour, so it takes the primary *and* the bonus reward;
- it is **not** picked up at the end of the round: it stays on its grove, round after round, and
  nobody can use that grove while it is there. Its rewards came only once, when it was placed.

So a wraith sent through a portal is a fine way to shut a neighbour's best grove.

**Try it:** North Wind drew a wraith and has a portal into East Wind's realm. Click the wraith: the
groves of both realms light up{{! "p1.e6" in goes(haunt, "wraith") and "p2.f4" in goes(haunt, "wraith") }},
the Tree does not{{! not {"groves", "summoning", "portal"} & set(goes(haunt, "wraith")) }}. Put it on
East Wind's **Silver Falls** (p2.f4) and collect both rewards ({{ primary(21) }}, then {{ bonus(21) }}). Then play out the round (East Wind's spirits too) and look at Silver Falls
in round 2.
""")

code("""
rules("groves.wraith.only_portals", "groves.wraith.no_tree", "groves.wraith.must_place",
      "groves.wraith.wild", "groves.wraith.stays", "groves.wraith.once")
haunt = position(start=["yellow", "blue"], portals={0: [1]}, groves={"p2.f4": 21},
                 hands=[{"wraith": 1, "white": 1}, {"white": 2}])
print(grove(21))
Table(haunt)
""")

code("""
why(haunt, "place wraith summoning")                                # never on the Tree
why(haunt, "return wraith")                                       # a free grove can take it
why(run(haunt, "place white p1.f6"), "reward primary wraith")     # no reward gives a wraith
haunted = run(haunt, "place wraith p2.f4", "reward primary", "reward bonus")
tail(haunted, 3)
dominion = haunted.player(0).resources["dominion"]
next_round = run(haunted, "place white p2.e6", "reward primary", "place white p1.e6", "reward primary",
                 "place white p2.f6", "reward primary blue")
print("round", next_round.round, "- on East Wind's Silver Falls:",
      [sp for space, _, sp, _ in next_round.player(1).realm if space == "f4"],
      "| North Wind's dominion tokens:", dominion, "->", next_round.player(0).resources["dominion"])
print(f"{next_round.names[next_round.current_player]} may put on Silver Falls only:",
      [str(a) for a in next_round.legal_actions() if a.kind == "place" and a[2] == "p2.f4"])
picture(next_round, "realm-1")     # East Wind's realm in round 2: the wraith is still on Silver Falls
""")

md("""
### Displacing a wraith

Only a **white** spirit can chase a wraith off a grove. The white spirit takes the grove, but the
chase is all it does: **no reward**. The wraith goes into the bag of the player who chased it,
whoever owns the grove. (If you chase one out of a neighbour's realm, your white spirit still ends
the round in *their* bag, like any visitor.)

The rulebook says both that a wraith is gained *only* by opening a portal and that a chased wraith
goes into the chaser's bag. We read the first as being about rewards and the supply: no reward
gives a wraith and only a finished portal takes one from the supply, while a chased wraith still
joins your bag (our choice: `groves.wraith.chased`).
""")

code("""
rules("groves.wraith.displace_white", "groves.wraith.displace_no_reward", "groves.wraith.displace_to_bag",
      "groves.wraith.chased")
""")

md("""
### Exercise 3: free your grove

East Wind sent a wraith through its portal onto North Wind's blue Tide Grove. **Free the Tide
Grove.**
""")

code('''
def wraiths_on(state, seat):
    """How many wraiths sit on the groves of `seat`'s realm."""
    return sum(1 for _, _, spirit, _ in state.player(seat).realm if spirit == "wraith")


def frees_a_grove(before, action, after):
    me = before.current_player
    return wraiths_on(after, me) < wraiths_on(before, me)


exorcism = Exercise(
    task="Free your Tide Grove from the wraith.",
    check=frees_a_grove,
    success="The white spirit chased the wraith off (and took no reward); the wraith is in your bag.",
    hint="Legal, but the wraith is still there. Only one colour of spirit can chase a wraith.")
exercise_3 = position(start=["blue", "yellow"], portals={1: [0]}, spirits={"p1.f5": ("wraith", "p2")},
                      hands=[{"blue": 1, "white": 1, "orange": 1}, W1])
Table(exercise_3, exercise=exorcism)
''')

md("""
**Solution**, folded away in the next cell as before.
""")

code("""
check_solution(exercise_3, exorcism, "place white p1.f5")
why(exercise_3, "place blue p1.f5")
chased = exercise_3.apply("place white p1.f5")
tail(chased, 1)
print("North Wind's bag:", counts(chased.player(0).bag), "| next:", chased.prompt)
""", hidden=True)

md("""
And in a neighbour's realm: North Wind chases a wraith off East Wind's Crystal Spring. The wraith
goes into North Wind's bag{{! spirits_of(after, 0).get("wraith") == 1 }}; at the end of the round the
white spirit goes into East Wind's{{! spirits_of(after, 1)["white"] == 7 and spirits_of(after, 0)["white"] == 5 }}.
""")

code("""
abroad = position(portals={0: [1]}, spirits={"p2.e6": "wraith"}, hands=[W1, W1],
                  bags=[{"white": 5}, {"white": 5}])
after = run(abroad, "place white p2.e6", "place white p2.f6", "skip primary")
tail(after, 6)
for seat in range(2):
    p = after.player(seat)
    print(f"{p.name}: bag + hand = {counts({c: p.bag.get(c, 0) + p.hand.get(c, 0) for c in components.SPIRITS})}")
""")

# =====================================================================================================
md("""
## 9. The end of a round

When the last spirit of the round has been placed (and its rewards settled), the table is tidied
for the next round, in this order:

1. **Spirits come home.** Every spirit on a grove goes into the bag of **that realm's owner**, no
   matter who placed it. Spirits on the Tree go back to the **supply**, not to anyone's bag, so a coloured spirit
   sent there is gone from its owner's bag. Wraiths on groves stay put.
2. **The market moves.** If nobody bought the grove in the 1-crystal slot, it leaves the game. The
   remaining groves slide left into the cheapest slots, and the empty slots on the right are
   filled from the draw stack.
3. **The crown passes** to the next player clockwise, who places first in the next round.

**Try it:** this round North Wind took crystals, East Wind a summoning card (with its blue spirit),
and North Wind bought Golden Glade from the {{ components.ROW_COSTS[1] }}-crystal slot, leaving a
gap{{! tidy.row[1] == 0 }}. East Wind has one spirit left: place it anywhere and watch the row, the bags
and the crown.
""")

code("""
rules("groves.end.pickup_realm", "groves.end.pickup_tree", "groves.end.remove_cheapest",
      "groves.end.slide_refill", "groves.end.crown")
tidy = run(position(hands=[{"white": 2}, {"white": 1, "blue": 1}], row=[1, 2, 3, 4],
                    stack=[9, 8, 7, 6, 5], deck=[6, 7, 3, 1]),
           "place white p1.e6", "reward primary", "place blue summoning", "keep card 6",
           "place white groves", "buy grove 2 at p1.f4")
print("row:", tidy.row, "| draw stack, top last:", tidy.stack)
Table(tidy)
""")

code("""
tidied = run(tidy, "place white p2.e6", "reward primary")
tail(tidied, 4)
print("row:", tidy.row, "->", tidied.row, "| draw stack:", tidy.stack, "->", tidied.stack)
print("crown:", tidy.names[tidy.crown], "->", tidied.names[tidied.crown])
print("spirits on the Tree:", len(tidy.tree), "->", len(tidied.tree))
east = tidied.player(1)
print("East Wind's blue spirits, bag + hand:", east.bag.get("blue", 0) + east.hand.get("blue", 0),
      "| blue in the supply:", tidy.supply_counts()["blue"], "->", tidied.supply_counts()["blue"])
for seat in range(2):
    p = tidied.player(seat)
    print(f"{p.name}: bag {counts(p.bag)}; new hand {counts(p.hand)}")

cheap_bought = run(position(hands=[{"white": 2}, W1], row=[1, 2, 3, 4], stack=[9, 8, 7, 6, 5]),
                   "place white p1.e6", "reward primary", "place white p2.e6", "reward primary",
                   "place white groves", "buy grove 1 at p1.f4")
print("when the 1-crystal grove was bought, nothing leaves: row", cheap_bought.row,
      "removed from the game:", cheap_bought.removed)
""")

md("""
So, once East Wind's last spirit is out: grove 1, unbought in the {{ components.ROW_COSTS[0] }}-crystal
slot, left the game{{! tidied.removed == (1,) }}; groves 3 and 4 slid left and two new groves came from
the stack{{! tidied.row == (3, 4, 5, 6) }}; the crown passed to {{ tidied.names[tidied.crown] }}; and
East Wind's blue spirit, sent to the Tree, went back to the supply{{!
tidied.supply_counts()["blue"] == tidy.supply_counts()["blue"] + 1 }} instead of East Wind's bag{{!
spirits_of(tidied, 1).get("blue", 0) == 0 }}. Had the cheapest grove been bought, nothing would have
left{{! cheap_bought.removed == () }}.
""")

# =====================================================================================================
md("""
## 10. The final round and scoring

When the row is refilled with the **last grove of the draw stack**, the next round is the final one.
If the stack runs out before the row is full, the row simply stays short. The final round is played
as usual, and the game ends as soon as its last spirit is settled.

**Try it:** in the round before, North Wind bought Golden Glade; at the round's end the last grove
of the stack came out{{! final.stack == () and final.final }}, and only {{ in_row(final) }} groves fill
the row. Play the final round, for both sides or with **Bot plays**. When the last spirit is settled
the game is over{{! over.is_over }} and the scores appear.
""")

code("""
rules("groves.end.final_round", "groves.end.short_row", "groves.game_over")
final = run(position(hands=[{"white": 2}, W1], row=[1, 2, 3, 4], stack=[9]),
            "place white p1.e6", "reward primary", "place white p2.e6", "reward primary",
            "place white groves", "buy grove 2 at p1.f4")
tail(final, 3)
print("row:", final.row, "| draw stack:", len(final.stack), "| final round:", final.final)
Table(final)
""")

code("""
over = finish(final)
tail(over, 1)
why(over, "place white p1.e6")
""")

md("""
### Counting dominion

Your final score adds up six things:

1. the **dominion tokens** you collected from rewards;
2. the dominion **printed on the groves** you bought;
3. your **realm cards**: the lightning cards you won, and the trophies handed out now;
4. your revealed **summoning cards** (cards still face down count nothing);
5. **1 per portal** you built (a base without its mirror is worth nothing);
6. **1 for every 5** elements and crystals you have left, all kinds together.

How are those leftovers rounded? Our copy of the rulebook breaks off in the middle of that very
line, so it does not say: this is an open point. We round **down**, so 4 left over are worth
nothing and 9 are worth {{ leftover_dominion(9) }}{{! leftover_dominion(4) == 0 }}
(our choice: `groves.score.rounding`), with the constant `LEFTOVER_ROUNDING` if you play it another way.

Here is a final round in which North Wind scores from every source. North Wind's opening draw
reveals summoning card 6{{! 6 in last.player(0).scored }}, and East Wind holds only a portal base,
worth nothing{{! ended.score_sheet(1)["portals"] == 0 }}. The quick `finish` helper then places every
remaining spirit without taking rewards; North Wind ends with {{ ended.scores[0] }} dominion against
{{ ended.scores[1] }}. The game is over, so the end is shown as a picture.
""")

code('''
rules("groves.score.sources", "groves.score.leftovers", "groves.score.rounding", "groves.summon.counts",
      "groves.portal.point")
last = position(final=True, stack=[], groves={"p1.f4": 7, "p1.e4": 10, "p2.f4": 14},
                portals={0: [1]}, bases=[0, 1], cards=[[6], [3]], realm_cards=[6, 12, 1],
                bags=[{"green": 1, "blue": 1, "white": 1}, {"white": 3}],
                resources=[have(earth=3, light=4, water=3, crystal=2, dominion=4),
                           have(earth=2, light=2, water=2, crystal=5, dominion=6)])
ended = finish(last)
scoresheet(ended)
print(ended.prompt)


def leftover_dominion(left):
    """The dominion that `left` elements and crystals are worth at the end."""
    return position(hands=[W1, W1], resources=[have(earth=left), have()]).score_sheet(0)["leftovers"]


for left in (4, 5, 9, 10):
    print(f"{left} elements and crystals left over ->", leftover_dominion(left), "dominion")
picture(ended, "hand", "realm-0", "cards")
''')

md("""
### Ties

If the top scores tie, the tied player with **more groves** in their realm wins{{!
tie(groves={"p2.f4": 1}, resources=[have(dominion=5), have(dominion=4)]).winners == [1] }}. Still tied:
the one with more **elements and crystals** left, all kinds together{{!
tie(resources=[have(dominion=5, earth=2), have(dominion=5, earth=3)]).winners == [1] }}. Still tied:
they share the victory{{! tie(resources=[have(dominion=5, earth=3), have(dominion=5, water=3)]).winners == [0, 1] }}.
""")

code("""
rules("groves.score.tiebreak_groves", "groves.score.tiebreak_resources", "groves.score.shared")


def tie(**setup):
    return finish(position(final=True, stack=[], hands=[W1, W1], realm_cards=[9, 10, 11], **setup))


for label, setup in [
        ("East Wind has one more grove", dict(groves={"p2.f4": 1},
                                               resources=[have(dominion=5), have(dominion=4)])),
        ("same groves, East Wind has more left", dict(resources=[have(dominion=5, earth=2),
                                                                 have(dominion=5, earth=3)])),
        ("same groves, same amount left", dict(resources=[have(dominion=5, earth=3),
                                                          have(dominion=5, water=3)]))]:
    result = tie(**setup)
    print(f"{label:38} scores {result.scores} -> {result.prompt}")
""")

md("""
### Exercise 4: the last purchase of the game

It is the final round and North Wind's last spirit has just landed on the groves area: whatever is
bought now ends the game. East Wind leads, {{ exercise_4.scores[1] }} to {{ exercise_4.scores[0] }}. The
realm cards are *Single Hue* (most bought groves of one colour), *Kindred Trio* (first to three bought
groves of one colour) and *Tideward Host* (most blue spirits). North Wind owns two green groves, East
Wind two blue ones{{!
[bought_colours(exercise_4, seat) for seat in range(2)] == [["green", "green"], ["blue", "blue"]] }}.
**Make the purchase (or not) that wins the game.**
""")

code('''
def wins_now(before, action, after):
    return after.is_over and after.winners == [before.current_player]


def bought_colours(state, seat):
    """The colours of the groves a player bought (starting groves left out)."""
    return [components.GROVES[plot.grove].colour_name for plot in state.player(seat).realm
            if plot.grove in components.GROVES and components.GROVES[plot.grove].kind == "grove"]


last_purchase = Exercise(
    task="Buy the grove (or buy nothing) so that North Wind wins the game.",
    check=wins_now,
    success="North Wind wins! One small grove, but two realm cards.",
    hint="Legal, but East Wind still wins. Count everything: printed points, realm cards, "
         "and the leftover elements and crystals you spend.")
exercise_4 = position(groves={"p1.f4": 10, "p1.e4": 12, "p2.f4": 15, "p2.e4": 19},
                      realm_cards=[5, 8, 4], hands=[W1, {}], crown=1, crown_placed=True, seat=0,
                      stack=[], final=True, row=[22, 9, 3, 28],
                      resources=[have(earth=2, light=2, water=2, crystal=4, dominion=6),
                                 have(water=2, crystal=3, dominion=13)]).apply("place white groves")
scoresheet(exercise_4)
for gid in exercise_4.row:
    print(grove(gid))
Table(exercise_4, exercise=last_purchase)
''')

md("""
**Solution**, folded away in the next cell as before.

<details><summary>Why it works (spoiler)</summary>

Phoenix Rest prints {{ components.GROVES[28].points }} dominion but costs all six of your elements and
your four crystals, so your leftovers drop from 2 to 0: {{ run(exercise_4, "buy grove 28 at p1.d4").scores[0] }}.
The green Fernbrake prints only {{ components.GROVES[9].points }}, but it makes three green groves:
*Kindred Trio* at once (+{{ components.REALM_CARDS[8].points }}), and *Single Hue* at the end
(+{{ components.REALM_CARDS[5].points }}, since three beats East Wind's two blue), and you keep a leftover
point: {{ run(exercise_4, "buy grove 9 at p1.d4").scores[0] }}, against East Wind's
{{ run(exercise_4, "buy grove 9 at p1.d4").scores[1] }}.
</details>
""")

code("""
check_solution(exercise_4, last_purchase, "buy grove 9 at p1.d4")
""", hidden=True)

# =====================================================================================================
md("""
## 11. The solo game

Alone, you play against the **wraiths**. They gather in the **Hollows of the Lost**, a track of
spaces around the Tree ({{ components.HOLLOWS_SPACES }} in our design, since the book does not say, so it
holds {{ components.HOLLOWS_SPACES }} wraiths at most). Its spaces are numbered {{ components.HOLLOWS_START }},
{{ components.HOLLOWS_START + 1 }}, {{ components.HOLLOWS_START + 2 }} and so on, and each arriving wraith
covers the lowest free one. At the end you win if your score beats the **lowest number still
uncovered**: {{ alone.threshold() }} while no wraith has come, {{ wraiths_one.threshold() }} after one, and
so on. The picture writes it above the track too ("beat {{ alone.threshold() }} dominion").

Setup changes: you start with {{ alone.player(0).resources["crystal"] }} crystals, all
{{ len(alone.stack) + in_row(alone) }} groves are used ({{ in_row(alone) }} in the row,
{{ len(alone.stack) }} in the draw stack), the {{ len(alone.summon_box) }} summoning cards that show a
wraith stay in the box{{! all(components.SUMMONING[c].wraith for c in alone.summon_box) }}, and there is no
portal at all (only the groves and summoning areas of the Tree are used){{!
"portal" not in goes(solo_round, "white") }}. A second bag, the **wraith bag**, starts with
{{ alone.wraith_bag()["white"] }} white spirits and {{ alone.wraith_bag()["wraith"] }} wraith; the other
{{ alone.supply_counts()["wraith"] }} wraiths wait beside it as the wraith supply.

The book's solo rules never mention the crown. We let you hold it all game, as the only player, so its
rules apply to you (our choice: `groves.buy.crown_solo`): your first spirit of a round never buys{{!
"groves" not in goes(solo_round, "white") }}, and the crystals you pay for a grove go to the **supply**,
as the book says for a crown holder who buys (`groves.buy.crown_pay`). The Tree's groves area is drawn
shut until that first spirit is out.

**Try it:** in the table below your first spirit of the round is already out and you hold two
white spirits. Send one to the groves area and buy *Dawn Clearing* (#3, {{ components.ROW_COSTS[2] }}
crystals): watch the crystals leave your realm and land in the Supply panel{{!
solo_buy.token_supply()["crystal"] - solo_shop.token_supply()["crystal"] == components.ROW_COSTS[2] }}.
""")

code("""
rules("groves.solo.setup", "groves.solo.tree_areas", "groves.buy.crown_solo", "groves.view.wraith_bag_public")
alone = groves.new_game(players=1, seed=5)
wraiths_one = position(players=1, hollows=1)
print("crystals:", alone.player(0).resources["crystal"], "| groves:", len(alone.stack) + 4,
      "| summoning cards left in the box:", list(alone.summon_box))
print("wraith bag:", counts(alone.wraith_bag()), "| wraith supply:", alone.supply_counts()["wraith"],
      "| the value to beat:", alone.threshold())
solo_round = alone.apply("start green")
why(run(solo_round, "place green p1.f5", "reward primary", "reward bonus"), "place white portal")
solo_shop = position(players=1, hands=[{"white": 2}], crown_placed=True, row=[1, 2, 3, 4],
                     resources=[have(earth=3, light=3, water=3, crystal=5)])
solo_buy = run(solo_shop, "place white groves", "buy grove 3 at p1.f4")
tail(solo_buy, 1)
print("crystals in the supply:", solo_shop.token_supply()["crystal"], "->", solo_buy.token_supply()["crystal"])
Table(solo_shop)
""")

md("""
### A solo round

You place your three spirits as usual. Then the wraiths take their turn:

1. Draw three spirits from the **wraith bag**. Each wraith drawn goes to the lowest free space of
   the Hollows of the Lost (and the value to beat rises).
2. The other spirits drawn go back into the wraith bag, **plus one more wraith** from the wraith
   supply, as long as any is left.
3. The groves in the **two cheapest slots** of the row leave the game, whether bought or not; the
   row slides left and refills.
4. Your spirits come home to your bag, and a new round begins.

**Try it:** choose the green Root Grove, then place your three spirits, say green on Root Grove,
white on Crystal Spring and white on the Spirit Well. Then read the log.
""")

code("""
rules("groves.solo.wraith_draw", "groves.solo.wraith_return", "groves.solo.row")
Table(groves.new_game(players=1, seed=5))
""")

code("""
first_solo = run(alone, "start green", "place green p1.f5", "reward primary", "reward bonus",
                 "place white p1.e6", "reward primary", "place white p1.f6", "reward primary yellow")
tail(first_solo, 6)
print("row:", alone.row, "->", first_solo.row, "| wraith bag:", counts(first_solo.wraith_bag()))
wraiths_come = run(position(players=1, hands=[W1], wraith_bag={"wraith": 2, "white": 1}),
                   "place white p1.e6", "reward primary")
tail(wraiths_come, 6)
print("Hollows of the Lost:", wraiths_come.hollows, "wraiths; value to beat:", wraiths_come.threshold(),
      "(the lowest uncovered number on the track)")
picture(wraiths_come, "tree")     # the Tree, with the Hollows and the wraith bag
""")

md("""
### Feeding the wraith bag

The more harmless spirits the wraith bag holds, the less often a wraith comes out. So whenever a
reward would put a spirit **you pick** into your bag, it can go into the wraith bag instead
(written `wb:white`, `wb:green`, …). Send as many white spirits as you like, but only **one
of each colour** over the whole game; a spirit of that colour from the supply marks the colour as
used. From a two-spirit reward, at most one may go to the wraith bag.

**Try it:** a blue spirit is already in the wraith bag. Put your white spirit on the **Spirit
Well** and take its reward: the choices let every colour go to the wraith bag except blue{{!
at_well.explain("reward primary wb:blue") is not None and at_well.explain("reward primary wb:green") is None }}. Or put the
green spirit on the green **Thornwood** and look at the bonus choices (two spirits).
""")

code("""
rules("groves.solo.gift", "groves.solo.gift_rewards", "groves.solo.gift_limit", "groves.solo.gift_not_both",
      "groves.solo.gift_only_solo")
gifts = position(players=1, hands=[{"white": 1, "green": 1}], groves={"p1.e4": 13}, gifted=["blue"],
                 crown_placed=True)
print(grove(13))
at_well = gifts.apply("place white p1.f6")
print([str(a) for a in at_well.legal_actions() if "wb:" in str(a)])
why(at_well, "reward primary wb:blue")
why(run(gifts, "place green p1.e4", "skip primary"), "reward bonus wb:yellow wb:orange")
why(position(hands=[W1, W1]).apply("place white p1.f6"), "reward primary wb:white")   # two players
Table(gifts)
""")

md("""
### The four powers

A coloured spirit you sent to the wraith bag works for you when the wraith bag draws it: right after
that draw (before any wraith drawn lands in the Hollows), you may use its power. Whether you use it
or not, the coloured spirit goes back into the wraith bag.

| colour | power | what it does |
|---|---|---|
| blue | **Repel** | one wraith just drawn goes back into the wraith bag instead of to the Hollows |
| yellow | **Recall** | pay 2 crystals: the wraith that arrived last in the Hollows goes back to the wraith bag |
| green | **Banish** | pay 2 elements of your choice: the wraith that arrived last in the Hollows leaves the game |
| orange | **Spawn** | a white spirit from the supply goes into the wraith bag |

We offer them one at a time, in the order Repel, Recall, Banish, Spawn
(our choice: `groves.solo.power_order`).

**Try it:** the wraith bag holds exactly a blue spirit and two wraiths, so that is what it will
draw, and only one space of the Hollows is still free{{!
components.HOLLOWS_SPACES - repelling.hollows == 1 }}. Place your white spirit anywhere: **Repel** is
offered. Use it: only one wraith reaches the Hollows{{! repelled.hollows - repelling.hollows == 1 }}, it
covers the last space, and the game goes on{{! not repelled.is_over }}. **Undo** and skip it: two
wraiths for one free space, and the wraiths win on the spot{{!
offered.apply("skip repel").is_over and offered.apply("skip repel").winners == [] }}. Repel matters most
when the Hollows are nearly full: because the powers come before the drawn wraiths move to the Hollows
(our choice: `groves.solo.power_order`), it sends a wraith back in time.
""")

code("""
rules("groves.solo.power_drawn", "groves.solo.power_order", "groves.solo.repel", "groves.solo.power_return",
      "groves.solo.lose_overflow")
repelling = position(players=1, hands=[W1], wraith_bag={"blue": 1, "wraith": 2}, hollows=6)
offered = run(repelling, "place white p1.e6", "skip primary")
print(offered.prompt)
why(offered, "use spawn")
repelled = offered.apply("use repel")
tail(repelled, 6)
print("Hollows:", repelling.hollows, "->", repelled.hollows, "| wraith bag:", counts(repelled.wraith_bag()))
for answer in ("use repel", "skip repel"):
    after = offered.apply(answer)
    print(f"{answer:10} -> {after.prompt if after.is_over else 'the game goes on: ' + after.prompt}")
Table(repelling)
""")

md("""
**Try it:** now the wraith bag holds a yellow, a green and an orange spirit, and three wraiths are in
the Hollows. Place your spirit: Recall ({{ components.POWER_COST }} crystals), Banish
({{ components.POWER_COST }} elements, you choose which) and Spawn are offered one after the other. Using
all three takes the Hollows from {{ powers.hollows }} wraiths to {{ used.hollows }} and puts a white spirit
in the wraith bag{{! used.wraith_bag().get("white", 0) == powers.wraith_bag().get("white", 0) + 1 }}.
""")

code("""
rules("groves.solo.recall", "groves.solo.banish", "groves.solo.spawn")
powers = position(players=1, hands=[W1], wraith_bag={"yellow": 1, "green": 1, "orange": 1}, hollows=3,
                  resources=[have(earth=2, light=2, water=2, crystal=3)])
used = run(powers, "place white p1.e6", "skip primary", "use recall", "use banish earth water", "use spawn")
tail(used, 9)
print("Hollows:", powers.hollows, "->", used.hollows, "| value to beat:", powers.threshold(), "->",
      used.threshold())
print("wraith bag:", counts(powers.wraith_bag()), "->", counts(used.wraith_bag()))
Table(powers)
""")

md("""
### Winning and losing

There are three ways to lose and one way to win:

- a wraith is drawn and **no space is free** in the Hollows: you lose at once{{!
  solo_end(wraith_bag={"wraith": 1, "white": 2}, hollows=7).winners == [] }};
- the Hollows are **completely full** when the game ends: you lose, even with {{ rich }} dominion{{!
  solo_end(wraith_bag={"wraith": 1, "white": 2}, hollows=6, final=True, resources=[have(dominion=rich)]).winners == [] }};
- at the end, your score is **not higher** than the value to beat (a tie loses): you lose{{!
  solo_end(final=True, resources=[have(dominion=14)]).winners == [] }};
- otherwise, you beat the wraiths and win{{! solo_end(final=True, resources=[have(dominion=15)]).winners == [0] }}.

The end comes as in the normal game: when the last grove of the draw stack is turned up, one more
round is played, wraith draw included.
""")

code('''
rules("groves.solo.lose_overflow", "groves.solo.lose_full", "groves.solo.threshold", "groves.solo.final")


rich = 40


def solo_end(**setup):
    """One solo round from a teaching position: a white spirit on the Crystal Spring, reward skipped."""
    setup.setdefault("wraith_bag", {"white": 3})
    return run(position(players=1, hands=[W1], **setup), "place white p1.e6", "skip primary")


for label, setup in [
        ("a wraith drawn, Hollows full", dict(wraith_bag={"wraith": 1, "white": 2}, hollows=7)),
        ("final round fills the last space", dict(wraith_bag={"wraith": 1, "white": 2}, hollows=6,
                                                  final=True, resources=[have(dominion=rich)])),
        ("final round, 14 against 14", dict(final=True, resources=[have(dominion=14)])),
        ("final round, 15 against 14", dict(final=True, resources=[have(dominion=15)]))]:
    result = solo_end(**setup)
    print(f"{label:34} -> {result.prompt}")
''')

# =====================================================================================================
md("""
## 12. Every special case, on the table

You know the whole game now. Here are the situations where players hesitate, each with a position you
can play (cases that fit one position share its table). Some were met above; they are repeated here so that this section is a complete reference.

### 12.1 Fewer than three spirits in the bag

A bag with fewer than three spirits gives what it has. North Wind's bag held only two
white spirits, so there are {{ sum(short_bag.player(0).hand.values()) }} to place this round; East Wind has
{{ sum(short_bag.player(1).hand.values()) }}. The table at the end of 12.4 starts with the same hand{{!
short_bag.player(0).hand == lean.player(0).hand }} (two white spirits to place): try it there.
""")

code("""
rules("groves.round.short_bag")
short_bag = position(bags=[{"white": 2}, {"white": 5}])
lean = position(bags=[{}, {"white": 5}], groves={"p1.e4": 3}, resources=[have(light=14), have(light=6)])
print([counts(short_bag.player(seat).hand) for seat in range(2)])
""")

md("""
### 12.2 An empty bag

A bag that is empty when a round starts (your spirits went through portals into other bags, say)
gives nothing, so you take **two white spirits from the supply** instead{{!
lean.player(0).hand == {"white": 2} and spirits_of(lean, 0) == {"white": 2} }}. At the end of the round
they go into your bag like any others.
""")

code("""
rules("groves.round.empty_bag")
tail(lean, 2)
""")

md("""
### 12.3 A reward the supply cannot pay

North Wind and East Wind hold all {{ components.RESOURCE_TOTALS[1] }} light between them{{!
lean.token_supply()["light"] == 0 }}. A white spirit on Sunrise Grove ({{ primary(113) }}) then gets
nothing: the reward is passed over and it is East Wind's turn{{!
lean.apply("place white p1.f5").current_player == 1 }}. A reward that the supply can pay only in part is
paid in part (section 4).
""")

code("""
rules("groves.reward.partial")
tail(lean.apply("place white p1.f5"), 2)
""")

md("""
### 12.4 A draw reward from an empty bag

A reward that draws spirits from your bag gives nothing when the bag is empty: a spirit on Dawn
Clearing (e4) cannot take its draw, so the turn passes{{! lean.apply("place white p1.e4").current_player == 1 }}.

**Try it** (12.1 to 12.4): North Wind's bag is empty, so their two white spirits came from the supply,
and all the light is taken. Put one white spirit on **Sunrise Grove** (f5): no light, so East Wind
plays. Place a spirit for East Wind, then put your other white spirit on **Dawn Clearing** (e4): nothing
to draw{{! run(lean, "place white p1.f5", "place white p2.e6", "skip primary",
"place white p1.e4").current_player == 1 }}. When the round ends, both borrowed spirits go into your bag.
""")

code("""
rules("groves.reward.draw")
tail(lean.apply("place white p1.e4"), 1)
Table(lean)
""")

md("""
### 12.5 A Tree area with nothing to give

A spirit may always go to the Tree, even when the area has nothing for you: no grove you can
afford, an empty summoning deck, no portal left to build. It then gives nothing
(our choice: `groves.tree.always_open`). **Try it:** North Wind has no resources, the summoning deck is empty and the portal to
East Wind is built: send a spirit to each Tree area and read the log.
""")

code("""
rules("groves.tree.always_open")
nothing_left = position(hands=[{"white": 3}, W1], deck=[], portals={0: [1]}, crown_placed=True,
                        resources=[have(), have()])
for area in ("groves", "summoning", "portal"):
    tail(nothing_left.apply(f"place white {area}"), 1)
Table(nothing_left)
""")

md("""
### 12.6 The last summoning card

The book only speaks of drawing two cards. With only one card left in the summoning deck we let you
draw it and keep it, as there is nothing to choose (our choice: `groves.ours.last_summoning_card`){{!
one_left.apply("place white summoning").player(0).cards == (5,) }}. Try it on the table of 12.7.
""")

code("""
rules("groves.summon.draw_two", "groves.ours.last_summoning_card")
one_left = position(hands=[{"white": 2}, W1], deck=[5], bases=[1, 0],
                    bags=[{"white": 3, "wraith": 6}, {"white": 3, "wraith": 7}])
tail(one_left.apply("place white summoning"), 1)
""")

md("""
### 12.7 No wraith left for a new portal

All {{ components.SPIRIT_TOTALS[-1] }} wraiths are already in the players' bags{{!
one_left.supply_counts()["wraith"] == 0 }}. North Wind holds a portal base: a spirit sent to the Portal
area builds the portal, but no wraith comes with it{{!
one_left.apply("place white portal").player(0).portals == (1,) }}{{!
spirits_of(one_left.apply("place white portal"), 0)["wraith"] == 6 }}.

**Try it** (12.6 and 12.7): send one white spirit to the **Summoning card** area, the deck's last card;
after East Wind's turn, send the other to the **Portal** area, and look for the wraith that does not
come{{! run(one_left, "place white summoning", "place white p2.e6", "skip primary",
"place white portal").player(0).portals == (1,) }}.
""")

code("""
rules("groves.portal.wraith")
tail(one_left.apply("place white portal"), 1)
Table(one_left)
""")

md("""
### 12.8 Extra spirits do not score summoning cards

North Wind holds summoning card 6 (green and blue) and their bag holds exactly a green and a blue
spirit. **Try it:** put the white spirit on **Tidal Reach** (e4) and take its reward: both spirits come
out{{! drawn.player(0).hand == {"green": 1, "blue": 1} }}, but a reward's draw is not the opening draw, so
the card stays face down{{! drawn.player(0).cards == (6,) }}.
""")

code("""
rules("groves.summon.initial_draw")
Table(late_draw)
""")

md("""
### 12.9 The cheapest grove was bought

Only an **unbought** grove in the 1-crystal slot leaves at the end of the round. **Try it:** North
Wind has just bought the {{ components.ROW_COSTS[0] }}-crystal grove; place East Wind's last spirit and
look at the row: nothing leaves, the others slide left and one new grove comes in{{!
run(bought_cheap, "place white p2.f6", "skip primary").row == (2, 3, 4, 5) }}.
""")

code("""
rules("groves.end.remove_cheapest")
bought_cheap = run(position(hands=[{"white": 2}, {"white": 2}], row=[1, 2, 3, 4], stack=[9, 8, 7, 6, 5]),
                   "place white p1.e6", "reward primary", "place white p2.e6", "reward primary",
                   "place white groves", "buy grove 1 at p1.f4")
print("row:", bought_cheap.row)
Table(bought_cheap)
""")

md("""
### 12.10 A visitor on your grove

East Wind has a portal into North Wind's realm and, holding the crown, has just put an orange spirit
on North Wind's Crystal Spring: taken for this round, for you too{{!
visitor.explain("place white p1.e6").rule == "groves.place.one_per_grove" }}. At the end of the round the
orange visitor goes into **your** bag{{! spirits_of(home, 0).get("orange") == 1 }}.
""")

code("""
rules("groves.portal.send")
visitor = run(position(portals={0: [1], 1: [0]}, crown=1, spirits={"p2.e6": "wraith"},
                       hands=[W1, {"orange": 1, "white": 1}], bags=[{"white": 5}, {"white": 5}]),
              "place orange p1.e6", "reward primary")
why(visitor, "place white p1.e6")
home = run(visitor, "place white p2.e6", "place white p2.f6", "skip primary")     # the round ends
""")

md("""
### 12.11 Chasing a wraith out of a neighbour's realm

North Wind also has a portal, into East Wind's realm, where a wraith sits on the Crystal Spring. A white
spirit of North Wind's chases it: the wraith goes into *your* bag{{!
"wraith" in spirits_of(visitor.apply("place white p2.e6"), 0) }}; the white spirit stays there and, at
the end of the round, joins East Wind's bag{{! spirits_of(home, 1)["white"] == 7 }}.

**Try it** (12.10 and 12.11): click your white spirit, then your own Crystal Spring: refused. Send it to
East Wind's **Crystal Spring** (p2.e6) instead, then place East Wind's last spirit, and look at the two
bags: the orange visitor and the wraith are North Wind's now{{!
spirits_of(home, 0) == {"white": 5, "orange": 1, "wraith": 1} }}.
""")

code("""
rules("groves.wraith.displace_to_bag")
tail(home, 7)
for seat in range(2):
    print(f"{home.names[seat]}: bag + hand = {counts(spirits_of(home, seat))}")
Table(visitor)
""")

md("""
### 12.12 A wraith with nowhere to go

A wraith must go on a grove, but what if every grove you can reach is taken? The rulebook does not
say; we put it back into your bag, and doing so **is your turn**: it counts as placing that
spirit, and play passes to the next player (our choice: `groves.wraith.no_grove`){{!
[str(a) for a in stuck.legal_actions()] == ["return wraith"] and sent_back.current_player == 1 }}. **Try it:** all of North Wind's groves are occupied and there is no
portal. Click the wraith, then your **bag**.
""")

code("""
rules("groves.wraith.no_grove")
stuck = position(hands=[{"wraith": 1}, W1], spirits={"p1.e6": "white", "p1.f6": "white", "p1.f5": "white"})
print([str(a) for a in stuck.legal_actions()])
sent_back = stuck.apply("return wraith")
tail(sent_back, 1)
print("next to place:", sent_back.names[sent_back.current_player])
Table(stuck)
""")

md("""
### 12.13 A tied trophy

North Wind and East Wind have bought one grove each, so *Widest Realm* (most bought groves) is
tied: nobody gets it{{! [finish(ties).score_sheet(seat)["realm cards"] for seat in range(2)] == [0, 0] }}.
""")

code("""
rules("groves.realm.trophy")
ties = position(final=True, stack=[], hands=[W1, W1], groves={"p1.f4": 1, "p2.f4": 2}, realm_cards=[6, 9, 10],
                resources=[have(dominion=5, earth=3), have(dominion=5, water=3)])
scoresheet(finish(ties))
""")

md("""
### 12.14 A perfect tie

Same score, same number of groves, same number of elements and crystals left: both players
win{{! finish(ties).winners == [0, 1] and finish(ties).scores[0] == finish(ties).scores[1] }}.

**Try it** (12.13 and 12.14): play the last two spirits of this final round and skip their rewards, then
read the score: nobody gets *Widest Realm*, and both players win.
""")

code("""
rules("groves.score.shared")
print(finish(ties).prompt)
Table(ties)
""")

md("""
### 12.15 Solo: the wraith supply runs out

All {{ components.SPIRIT_TOTALS[-1] }} wraiths are already in play: {{ spent.hollows }} sit in the Hollows
({{ components.HOLLOWS_SPACES - spent.hollows }} spaces are still free) and the other
{{ spent.wraith_bag()["wraith"] }} wait in the wraith bag, among {{ spent.wraith_bag()["white"] }} white
spirits. So the wraith supply is empty{{! spent.supply_counts()["wraith"] == 0 }}.
**Try it:** place your spirit on the Crystal Spring and read the log. The wraith bag gives two white
spirits and a wraith; the wraith moves on to the Hollows, the two white spirits go back into the bag,
and no new wraith comes with them, so the bag ends the round with one wraith fewer{{!
after_draw.wraith_bag()["wraith"] == spent.wraith_bag()["wraith"] - 1 and after_draw.hollows == spent.hollows + 1 }}.
""")

code("""
rules("groves.solo.wraith_return")
spent = position(players=1, seed=6, hands=[W1], hollows=5, wraith_bag={"white": 8, "wraith": 8})
after_draw = run(spent, "place white p1.e6", "skip primary")
tail(after_draw, 6)
print("wraith supply:", spent.supply_counts()["wraith"],
      "| Hollows:", spent.hollows, "->", after_draw.hollows,
      "| wraith bag:", counts(spent.wraith_bag()), "->", counts(after_draw.wraith_bag()))
Table(spent)
""")

md("""
### 12.16 Solo: a tie with the wraiths loses

It is the final round (the draw stack is spent{{! close_call.final and close_call.stack == () }});
North Wind has {{ close_call.scores[0] }} dominion and the value to beat is {{ close_call.threshold() }}.
**Try it:** place the spirit on the Crystal Spring and **skip** the reward:
{{ close_call.scores[0] }} does not beat {{ close_call.threshold() }}, and the wraiths win{{!
run(close_call, "place white p1.e6", "skip primary").winners == [] }}. Undo and take the
{{ primary(105) }} this time: with {{ close_call.player(0).resources["light"] }} light and
{{ close_call.player(0).resources["crystal"] + 2 }} crystals you have five leftovers, worth one more
dominion, and {{ run(close_call, "place white p1.e6", "reward primary").scores[0] }} beats
{{ close_call.threshold() }}{{! run(close_call, "place white p1.e6", "reward primary").winners == [0] }}.
""")

code("""
rules("groves.solo.threshold")
close_call = position(players=1, hands=[W1], final=True, wraith_bag={"white": 3},
                      resources=[have(light=2, crystal=1, dominion=14)])
for answer in ("skip primary", "reward primary"):
    print(f"{answer:15} ->", run(close_call, "place white p1.e6", answer).prompt)
Table(close_call)
""")

# =====================================================================================================
md("""
## 13. Assumptions: what the rulebook leaves open

The rulebook leaves a few things unsaid, and some of the game's contents (what each grove gives,
the bonus cards, the length of the Hollows of the Lost) are not public at all. Every choice we made
is declared once in `seasons_nb/games/groves/rules.py` (most with the named constant the engine
reads), or in the data files, so it is easy to change if you play differently at home. Here they
are, straight from those declarations:
""")

code("""
assumptions("groves")
""")

md("""
In short:

- **Who starts.** The first name given is the start player (the rulebook's eldest player).
- **The realm's shape.** The quick-reference grove sits in the middle of your realm and new groves may
  touch it (that it takes no spirit is the book's rule); a realm has no edge: a new grove needs an
  empty space touching it, however far it reaches.
- **The Tree is always open.** You may send a spirit to any Tree area even when it cannot give you
  anything, so a coloured or white spirit always has somewhere to go.
- **Summoning cards.** The last card of the deck, alone, is simply kept (keeping one of two is the
  book's rule); one drawn spirit may count for several cards; the three-different and three-alike
  cards count colours only, and our four wraith cards show a wraith with a colour.
- **Portals.** At most one toward each neighbour, so one in a two-player game, two otherwise; a base
  is only handed out while a portal is still possible.
- **Wraiths.** A wraith that finds no free grove in reach goes back into your bag, and that is
  your turn. No reward gives a wraith; a chased wraith still joins the chaser's bag (the rulebook
  says both "only from a portal" and "into the displacer's bag").
- **The crown in the solo game.** The book's solo rules never mention the crown: the solo player holds
  it all game, so the first spirit of each round, whatever its colour, may not buy, and the crystals of
  a solo purchase go to the supply.
- **Tokens.** Crystals and dominion are limited to the value of the game's tokens, 76 each.
- **Leftovers.** Our copy of the rulebook is cut off where it says how leftovers are rounded; we
  round down (one dominion per full five).
- **Solo.** Only "a spirit of your choice" rewards can feed the wraith bag; powers are offered in
  the order Repel, Recall, Banish, Spawn, before the drawn wraiths reach the Hollows; the Hollows
  have 7 spaces, a length we chose so that a simple computer player wins about
  two solo games in three.
- **Realm cards.** A trophy needs a count of at least one; two players can never reach a lightning
  goal at the same moment, since only purchases change what they measure.

The list above is every rule that is our own choice{{!
set(groves.RULES.assumptions) == {rid for rid, rule in groves.RULES.items() if rule.ours} }}, each with the
part of the rulebook it fills in: the written form of actions, the clicks, and the details of placing and
buying that the book does not spell out.
""")

# =====================================================================================================
md("""
## 14. Play a full game against the bot

You are North Wind; the computer plays East Wind and places its spirits as soon as it is its turn.
Choose your resource grove and go. Use **Undo** freely, **New game** for a fresh deal, or switch both
seats on under **Bot plays** to watch the computer play itself. The **View** buttons show the table through
one player's eyes: the other player's summoning cards are then face down.
""")

code("""
match = play("groves", players=2, seed=2017, bot_plays=(1,))
match
""")

nb.save_and_share("match", (1,), teacher_code("groves", seed=17, actions=30), "Groves")
nb.levels_and_coach()

md("""
### The bot against itself

Curious how a whole game goes? Here the bot plays both sides from the first choice to the final
score. Drag the **History** slider to replay it.
""")

code("""
watch = play("groves", players=2, seed=9, bot_plays=(0, 1))
print(f"{watch.state.prompt} after {len(watch.match) - 1} actions in {watch.state.round} rounds.")
scoresheet(watch.state)
watch
""")

md("""
### A solo game

And the wraiths are waiting for you. Choose your resource grove, place your spirits, and keep the
Hollows of the Lost from filling up.
""")

code("""
solo = play("groves", players=1, seed=2017, bot_plays=())
solo
""")

# =====================================================================================================
md("""
## 15. All the rules on one page

For reference, every rule of the game in our words, with the section of the rulebook it comes from
(or a note that it is our own choice).
""")

code("""
rules(*groves.RULES)
""")


if __name__ == "__main__":
    nb.main()
