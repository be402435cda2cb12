"""The Solstice walkthrough, ``notebooks/02-solstice.ipynb``, cell by cell (see ``cells.py``).

    python notebooks/build/02-solstice.py
    python notebooks/execute.py notebooks/02-solstice.ipynb
"""

from cells import HOW_TO_RUN, Notebook, SOLUTION, teacher_code

nb = Notebook("solstice", "02-solstice.ipynb")
md, code = nb.md, nb.code

# =====================================================================================================

md("""
# Solstice

*A game of natural cycles, made for the Global Game Jam 2012 (rules version 1.0). 2 to 8 players.*

Two courts fight over the land: the **Summer Court** and the **Winter Court**. The land is a ring of
eight board pieces, each showing one season. Characters run around the ring, pick up weapons,
armor, boots and trinkets, flip pieces to their own season, and fight each other on the way. The
moment the whole ring shows one season, that court has won.

""" + HOW_TO_RUN + """

This is an unofficial teaching version. The rules are in our own words, each tagged with an id such
as `solstice.battle.first_lap` and the section of the rulebook it comes from. The rulebook counts
the pieces and cards but does not print what is on them, so the ring's spaces, the characters'
numbers and the items are our own design (see `seasons_nb/games/solstice/data/DESIGN.md`).
""")

code("""
from seasons_nb.teach import *
from seasons_nb.games import solstice
from seasons_nb.games.solstice import components
from seasons_nb.games.solstice.teach import (
    card, catalogue, character, face_off, holdings, news, odds, position, rigged, ring, ring_map, starting_court)
""")

# =====================================================================================================
md("""
## 1. The game in one minute

- **The ring.** {{ components.PIECES }} pieces of {{ components.SPACES_PER_PIECE }} spaces each: four pieces
  start as Summer, four as Winter{{! ring(solstice.new_game(2)) == 'SSSSWWWW' }}, with
  each court's start space on its own side. The piece in the middle holds the draw pile and the
  discard pile.
- **Your turn.** Roll the die, move that many spaces counter-clockwise, and do what the space
  says: **Draw** a card, **Flip** a piece (or an item) to the other season, or **Discard** one of
  your items, picked blind by another player.
- **Items.** Weapons add to Attack, armor to Defense, boots to Speed, but only while the item is
  set to its wearer's season. Trinkets carry diamonds. Each diamond is a Victory Point, and so is
  every weapon, armor or boots you hold, whatever its season.
- **Battles.** Land on another character (once you have gone round the ring once) and you may
  attack. The defender may try to run away first. An attacker who wins takes an item from the
  defender (from a defender with nothing, a turn instead); a defender who holds takes nothing, but
  may flee or, once past their own start space, counter-attack, and a counter-attack that wins
  takes an item too.
- **The end.** When every piece shows the same season, that court wins (`solstice.end.one_season`).
  In **team play** the whole court wins together; in **free-for-all** the player of that court
  with the most Victory Points rules the land and wins alone.

The only way to change the ring is a **Flip** space, and it flips the piece *you stand on*. So you
flip pieces of the other season when you stand on them, and the other court does the same to
yours: a tug of war that luck and battles decide.
""")

code("""
rules("solstice.contents.players", "solstice.mode.team", "solstice.mode.free_for_all",
      "solstice.end.one_season")
""")

# =====================================================================================================
md("""
## 2. Components and setup

### The ring

Here is a new two-player game, waiting for its first decision. In the picture:

- the **ring** of 8 pieces, yellow with a sun for Summer and blue with a snowflake for Winter (the
  two counts in the centre are their key), numbered 1 to 8 in bold. Each piece
  has four **spaces**, numbered 1 to 32 around the outside: **+** is a Draw space, **↻** a Flip
  space, **−** a Discard space and **★** a start space;
- the **centre piece**, with the face-down **draw pile** (all {{ len(game.draw) }} item cards, shuffled) and room for
  the face-up **discard pile** (`solstice.setup.centre`, `solstice.setup.shuffle`);
- each court's **start space**: the Summer one is space {{ components.START_SPACE[0] + 1 }} on piece
  {{ components.PIECE_OF[components.START_SPACE[0]] + 1 }}, the Winter one is space
  {{ components.START_SPACE[1] + 1 }} on piece {{ components.PIECE_OF[components.START_SPACE[1]] + 1 }},
  right across the ring. Four Summer pieces follow one another from the Summer start, then
  four Winter ones (`solstice.setup.ring`). Every character starts on its court's start space
  (`solstice.setup.start_space`);
- the **players' cards** on the right (empty for now) and the **decision area** on the left, which
  also names the game mode{{! "Mode: free-for-all" in game.render() }} (more on modes below).

Everyone moves **counter-clockwise**, which is the direction the numbers grow in: from space 1 to 2,
3 and so on, and from 32 back to 1. The book does not number anything, so the numbers and which
piece holds which spaces are ours (our choice: `solstice.ours.counter_clockwise`, `solstice.ours.components`).
`ring_map()` prints the ring as text.
""")

code("""
rules("solstice.setup.ring", "solstice.setup.centre", "solstice.setup.start_space", "solstice.setup.shuffle",
      "solstice.ours.counter_clockwise", "solstice.ours.components")
game = solstice.new_game(players=2, seed=1, date="2026-06-01")
ring_map()
print(f"draw pile: {len(game.draw)} cards face down | discard pile: {len(game.discard)} cards")
print("the ring:", ring(game), "(S = Summer, W = Winter, piece 1 first)")
Table(game)
""")

md("""
### The cards, to click

The cards are {{ len(components.CHARACTERS) }} characters and {{ components.N_CARDS }} items:
{{ ", ".join(f"{components.CARD_COUNTS[k]} {k}" for k in components.CARD_KINDS) }}
(`solstice.contents.cards`). Their numbers are our design (our choice: `solstice.ours.components`).
**Try it:** in the gallery below, pick a tab, then click a card (or Tab to it and press Enter). The
panel beside the cards gives its full text and every rule that *mentions* it: a rule whose sentence or
id names the card or its kind. The Sunsteel Sword, shown first, is a weapon of
+{{ components.CARDS[components.CARD_INDEX["w5"]].bonus }} Attack, and {{ len(cards.entries["w5"].rules) }}
rules mention weapons, among them `solstice.draw.one_per_type`{{! "solstice.draw.one_per_type" in cards.entries["w5"].rules }}.
""")

code("""
cards = gallery("solstice", selected="w5")
cards
""")

md("""
Most spaces are Flip spaces: {{ components.SPACE_KINDS.count('flip') }} of the {{ components.SPACES }},
against {{ components.SPACE_KINDS.count('draw') }} Draw and {{ components.SPACE_KINDS.count('discard') }}
Discard. That is our design (our choice: `solstice.ours.components`), and `DESIGN.md` explains how we
measured it: with fewer Flip spaces the ring hardly moves, with more Draw spaces the game drowns in
items. The {{ components.SPACE_KINDS.count('start') }} start spaces carry no instruction at all: landing
on one does nothing (our choice: `solstice.ours.start_spaces`; see section 7).
""")

md("""
### The characters

There are {{ len(components.CHARACTERS) }} character cards, {{ sum(c.court == 0 for c in components.CHARACTERS) }}
for each court{{! sum(c.court == 1 for c in components.CHARACTERS) == 4 }} (`solstice.contents.cards`). Each
has three numbers: **Attack** (for hitting), **Defense** (for holding a hit) and **Speed** (for running
away). The book gives no numbers, so we chose them (our choice: `solstice.ours.components`): every
character adds up to {{ components.CHARACTERS[0].attack + components.CHARACTERS[0].defense + components.CHARACTERS[0].speed }}{{! len({c.attack + c.defense + c.speed for c in components.CHARACTERS}) == 1 }},
and each one has its own shape, a fighter, a wall, a runner, an all-rounder.
""")

code("""
rules("solstice.contents.cards")
for c in components.CHARACTERS:
    print(character(c.id))
""")

md("""
### Items and trinkets

The draw pile holds {{ len(components.CARDS) }} cards: {{ kinds['weapon'] }} **weapons** (they add to
Attack), {{ kinds['armor'] }} **armor** (Defense), {{ kinds['boots'] }} **boots** (Speed) and
{{ kinds['trinket'] }} **trinkets**, which do nothing in a battle but carry
{{ min(diamonds) }} to {{ max(diamonds) }} **diamonds**, worth a Victory Point each. A weapon, armor or
boots is worth a Victory Point too, just for being held (section 6). Each card has a short id (`w5`,
`a2`, `b7`, `t3`) that the written moves use.

A weapon, armor or boots is always **set to a season**, Summer or Winter, and it adds its bonus only
while it is set to its wearer's own court's season. {{ sum(len(names) for names in special.values()) }} cards **say otherwise** (the book allows
for this with "unless otherwise stated"): the Twilight Blade, the Equinox Mail and the Dusk Striders
count in either season{{! special['either'] == ['Twilight Blade', 'Equinox Mail', 'Dusk Striders'] }},
and the Mirror Shield counts only while set to the *other* court's season{{! special['other'] == ['Mirror Shield'] }}.
Which card does what is our design (our choice: `solstice.ours.components`).

On a player's card an item is a small chip: its icon and bonus on its season's colour. A **\\*** or
**!** after the bonus marks these cards, as the key under the cards says, and on a live table pointing at a
chip shows the item's name{{! "<title>Ember Dagger" in position(equipped=[["w1"], []]).panels()["players"] }}.
""")

code("""
catalogue()
kinds = {kind: sum(c.kind == kind for c in components.CARDS) for kind in components.CARD_KINDS}
diamonds = [c.vp for c in components.CARDS if c.kind == "trinket"]
special = {}
for c in components.CARDS:
    if c.counts != "own":
        special.setdefault(c.counts, []).append(c.name)
print(kinds, "| diamonds on a trinket:", min(diamonds), "to", max(diamonds))
""")

md("""
### Choosing characters

Seats alternate between the courts: the first seat (p1) plays Summer, the second (p2) Winter, the
third Summer again, and so on. The book does not say who plays for which court, so we chose
(our choice: `solstice.ours.seat_courts`). Then each player,
from p1 on, chooses a character of their own court, and a character belongs to one player only
(`solstice.setup.choose`). The characters nobody chose are set aside and take no part in the game.

**Try it:** a four-player game. Click a character card for each player in turn (Aster and Cedar are
Summer{{! four.court(0) == four.court(2) == 0 }}, Birch and Daisy Winter{{! four.court(1) == four.court(3) == 1 }}). After the last one, a die decides who starts, as the next part
explains.
""")

code("""
rules("solstice.setup.choose", "solstice.ours.seat_courts")
four = solstice.new_game(players=4, seed=3, date="2026-06-01")
why(four, "choose frostfang")                   # Aster plays for Summer
chosen = run(four, "choose blaze", "choose frostfang", "choose oakheart")
why(chosen, "choose frostfang")                 # Birch has it already
ready = chosen.apply("choose glacier")
news(chosen, ready)
print("set aside:", ", ".join(c.name for i, c in enumerate(components.CHARACTERS) if i not in ready.chars))
Table(four)
""")

md("""
### Who starts: the date and a die

The court whose **solstice is nearer to the day you play** begins: in June the Summer Court, in
December the Winter Court (`solstice.setup.first_court`). We take the northern solstices, 21 June
and 21 December; a day exactly as far from both goes to Summer (our choice: `solstice.ours.solstice_dates`).
Every game in this notebook is given its date, so it plays the same every time it runs; a game
started without a date uses today's.

Then **a die picks which player of that court goes first** (`solstice.setup.first_player`). The
book leaves the details open; we count the court's players from the lowest seat, so with two of
them a roll of 1, 3 or 5 names the first and 2, 4 or 6 the second. When the die cannot share out
evenly (four players in a court), a roll that names nobody is rolled again. A court of one player
needs no roll (our choice: `solstice.ours.start_die`).

Below, the same four players and the same characters, once on 1 June and once on 1 December. The
die is **rigged** to show 4 both times (`rigged(state, 4)` queues a die result: the teaching
positions in this notebook use it so you can replay them exactly). A 4 names the court's second
player: Cedar in June{{! june.names[june.seat] == 'Cedar' }}, Daisy in December{{! december.names[december.seat] == 'Daisy' }}.
""")

code("""
rules("solstice.setup.first_court", "solstice.ours.solstice_dates", "solstice.setup.first_player",
      "solstice.ours.start_die")
for date in ("2026-06-01", "2026-12-01", "2026-09-20", "2025-03-22"):
    print(f"{date}: the {starting_court(date)} Court begins")
import datetime
print("22 March 2025:", (datetime.date(2025, 3, 22) - datetime.date(2024, 12, 21)).days, "days after the Winter solstice,",
      (datetime.date(2025, 6, 21) - datetime.date(2025, 3, 22)).days, "days before the Summer one")
picks = ["choose blaze", "choose frostfang", "choose oakheart", "choose glacier"]
june = run(rigged(solstice.new_game(players=4, seed=3, date="2026-06-01"), 4), *picks)
december = run(rigged(solstice.new_game(players=4, seed=3, date="2026-12-01"), 4), *picks)
tail(june, 1)
tail(december, 1)
summer, winter = components.CHARACTERS[:4], components.CHARACTERS[4:]
eight = run(rigged(solstice.new_game(players=8, seed=3, date="2026-12-21"), 6, 3),
            *[f"choose {c.id}" for pair in zip(summer, winter) for c in pair])
tail(eight, 2)
Table(december)
""")

md("""
(22 March 2025 is {{ (datetime.date(2025, 6, 21) - datetime.date(2025, 3, 22)).days }} days from both
solstices{{! (datetime.date(2025, 3, 22) - datetime.date(2024, 12, 21)).days == 91 }}, so Summer
begins{{! starting_court('2025-03-22') == 'Summer' }}. In the eight-player game the Winter Court has
{{ len(range(1, eight.players, 2)) }} players: a 6 names nobody and is rolled again, and a 3 names its third
player, {{ eight.names[eight.seat] }}{{! eight.seat == 5 }}.)

### Turn order

Turns go **counter-clockwise** around the table from the first player (`solstice.turn.order`). We
take the seat order p1, p2, p3, … to be that counter-clockwise order, so after the last seat comes
p1 again (our choice: `solstice.ours.counter_clockwise`). In the December game above Daisy (p4) starts,
then Aster, Birch, Cedar, Daisy again{{! rollers[:5] == ['Daisy', 'Aster', 'Birch', 'Cedar', 'Daisy'] }}.

Turns alternate between the courts only with an **even** number of players. With three, p1 and p3
are both Summer, so each time the turn passes from Cedar (p3) to Aster (p1), Summer plays twice in a
row{{! courts_in_turn[:4] == ['Summer', 'Winter', 'Summer', 'Summer'] }}:
""")

code("""
rules("solstice.turn.order")
walk = december
while walk.turn <= 5:
    walk = walk.apply(walk.legal_actions()[-1])     # any answer will do: we only watch who rolls
print("\\n".join(line for line in walk.log if " rolls " in line and " and moves " in line))
rollers = [line.split(": ")[1].split(" rolls")[0] for line in walk.log if " and moves " in line]
three = run(rigged(solstice.new_game(players=3, seed=3, date="2026-06-01"), 1),
            "choose blaze", "choose frostfang", "choose oakheart")
courts_in_turn = []
while three.turn <= 5:
    if three.pending.kind == "roll":
        courts_in_turn.append(components.COURTS[three.court(three.seat)].title())
    three = three.apply(three.legal_actions()[-1])
print("three players, the court of each turn:", courts_in_turn)
""")

md("""
### Two ways to play

- **Team play.** The players split into two equal courts that work together: when the ring turns
  to your season, your whole court wins (`solstice.mode.team`). Two equal courts need an even number
  of players, so team play is for 2, 4, 6 or 8 (our choice: `solstice.ours.team_even`).
- **Free-for-all.** Everyone plays for themselves, though still for a court: when the ring turns to
  your season, you and the other players of your court compare Victory Points and the richest one
  rules (`solstice.mode.free_for_all`). A new game is a free-for-all unless you ask for team play
  (our choice: `solstice.ours.default_mode`). With two players the two modes are the same game.

Either way, Solstice is for 2 to 8 players (`solstice.contents.players`).
""")

code("""
rules("solstice.ours.team_even", "solstice.ours.default_mode")
print(solstice.new_game(players=4, date="2026-06-01").mode, "|",
      solstice.new_game(players=4, mode="team", date="2026-06-01").mode)
for players, mode in ((3, "team"), (9, "free-for-all")):
    try:
        solstice.new_game(players=players, mode=mode, date="2026-06-01")
    except ValueError as error:
        print(f"{players} players, {mode}: {error}")
""")

# =====================================================================================================
md("""
## 3. Your first turn

Your turn **starts with a roll of the die** (`solstice.turn.roll`), and your character moves **exactly
that many spaces** counter-clockwise (`solstice.turn.move`). Then you do what the space says.

You are **Aster**, p1, of the Summer Court; the computer plays Birch, of the Winter Court, and
answers as soon as it is its turn. It is June, so the Summer Court begins{{! starting_court('2026-06-01') == 'Summer' }}, and as Aster is its only
player no die is needed.

1. Click a **character card** in the decision area to choose your character. Birch chooses right
   after you.
2. Click the **die**. You roll a {{ first_roll.last_dice()[0].value }} and land on space
   {{ first_roll.pos[0] + 1 }}, a {{ components.SPACE_KINDS[first_roll.pos[0]].title() }} space: you draw the
   **{{ components.CARDS[first_roll.pending.card].name }}**, a {{ components.CARDS[first_roll.pending.card].kind }}.
   It is set to {{ first_roll.season_of(components.CARDS[first_roll.pending.card].id).title() }}, the season of
   the piece you drew it on.
3. Click **equip the weapon** in the decision area (or **keep with trinkets**; the next section
   explains the difference).
4. Watch Birch's turn in the log under the table.
""")

code("""
rules("solstice.turn.roll", "solstice.turn.move", "solstice.draw.take")
first_turn = Table(solstice.new_game(players=2, seed=21, date="2026-06-01"), bot_plays=(1,))
first_roll = run(first_turn.state, "choose blaze", "choose frostfang", "roll")   # what your first roll brings
first_turn
""")

md("""
The same turn, typed instead of clicked (a separate table, so your clicks above stay yours), and
Birch's turn typed too. Birch lands on a Flip space{{! components.SPACE_KINDS[typed.state.pos[1]] == 'flip' }}
and flips **your** spear to Winter{{! typed.state.season_of('w8') == 'winter' }}: from now on it adds nothing
to Aster's Attack{{! typed.state.player(0).attack == typed.state.character(0).attack }},
until somebody flips it back. Flips are how the game is fought
even when nobody battles.
""")

code("""
typed = replay(solstice.new_game(players=2, seed=21, date="2026-06-01"), "choose blaze", "choose frostfang",
               "roll", "equip w8", "roll", "flip item w8")
tail(typed, 9)
holdings(typed.state, 0)
typed
""")

md("""
And the refusals you may have met on the way. `why` asks the engine whether an action is legal
and, if not, which rule forbids it:
""")

code("""
start = solstice.new_game(players=2, seed=21, date="2026-06-01")
why(start, "roll")                                     # characters first
chose = run(start, "choose blaze", "choose frostfang")
why(chose, "choose sunspear")                          # too late to change
why(chose, "flip piece 1")                             # roll first
print(chose.prompt)
""")

md("""
### Moves as text

Every action has a short written form, handy for exercises and for replaying games: `roll`,
`choose blaze`, `attack p2`, `no attack`, `escape`, `defend`, `counter`, `flee`, `steal w5`,
`equip w5`, `keep w5`, `flip piece 3`, `flip item a2` and `pick 2`. The word on the button,
`counter-attack`, reads as `counter` too, and right after a won defence the book's own words for the
two options do as well: `escape` for `flee`, and `attack` (or `attack p1`, naming the attacker) for
`counter` (section 5). The book has no such notation and no clicks, of course: both are conventions
of ours (our choice: `solstice.notation`, `solstice.click`). Text that names no action is refused under
the notation, and a click on something that cannot be chosen under the click convention.
""")

code("""
rules("solstice.notation", "solstice.click")
move = solstice.parse_action("Flip Item A2")
print(move, "->", move.clicks)
why(chose, "jump 3")
refusal = chose.explain_clicks(["the moon"])
print(refusal.rule, "-", refusal)
""")

# =====================================================================================================
md("""
## 4. The spaces

### Draw

On a Draw space you take the **top card of the draw pile** (`solstice.draw.take`):

- a **trinket** goes straight to your trinkets, to count at the end (`solstice.draw.trinket`);
- a **weapon, armor or boots** is set to the **season of the piece you drew it on**, whatever your
  own court (`solstice.draw.season`). You may **equip** it: you wear at most one weapon, one armor
  and one boots, so the one of that type you had moves to your trinkets (`solstice.draw.one_per_type`).
  Or you **keep** it: it goes straight to your trinkets (`solstice.draw.keep`).

An item with your trinkets counts for nothing in a battle and cannot be flipped; it keeps the
season it was set to (our choice: `solstice.ours.kept_season`). It still counts as a Victory Point at
the end: the book scores every battle item held (`solstice.end.victory_points`).

**Try it:** Aster wears the {{ card('w1') }}. The die will show {{ drawing.dice[0] }}, onto the Draw space
{{ swapped.pos[0] + 1 }}{{! components.SPACE_KINDS[swapped.pos[0]] == 'draw' }}, and the top card is the
{{ card('w5') }}. Roll, then equip the sword and look at Aster's card: the dagger has moved down to
*kept*{{! swapped.player(0).kept == ('w1',) }}, and Aster's Attack is {{ swapped.player(0).attack - drawing.player(0).attack }}
higher, the sword's +2 in place of the dagger's +1. **Undo** and keep the sword instead.

From here on the tables have no computer player unless the text says so: you also decide for Birch
whenever it is Birch's turn.
""")

code("""
rules("solstice.draw.take", "solstice.draw.trinket", "solstice.draw.season", "solstice.draw.one_per_type",
      "solstice.draw.keep", "solstice.ours.kept_season")
drawing = rigged(position(spaces=[1, 17], equipped=[["w1"], []], top=["w5"]), 2)
swapped = run(drawing, "roll", "equip w5")
holdings(swapped, 0)
Table(drawing)
""")

md("""
Two more draws. A trinket needs no decision{{! lucky.apply('roll').pending.kind == 'roll' }}. A weapon drawn
on a **Winter** piece is set to Winter{{! winter_draw.season_of('w9') == 'winter' }}, so for Aster, of the
Summer Court, it adds nothing while it stays that way{{! winter_draw.player(0).attack == winter_draw.character(0).attack }}:
""")

code("""
lucky = rigged(position(spaces=[1, 17], top=["t10"]), 2)
news(lucky, lucky.apply("roll"))
winter_draw = run(rigged(position(spaces=[17, 9], top=["w9"]), 2), "roll", "equip w9")
tail(winter_draw, 3)
holdings(winter_draw, 0)
""")

md("""
### Exercise 1: equip or keep?

Aster wears the Sunsteel Sword, set to Summer. This turn Aster landed on the Draw space
{{ exercise_1.pos[0] + 1 }}, on a {{ components.COURTS[exercise_1.pieces[exercise_1.piece_at(0)]].title() }}
piece, and drew the {{ card('w10') }}{{! exercise_1.pending.kind == 'equip' }}. **Leave Aster with the highest Attack you can.**
The table tells you when you've got it; a legal move that misses is taken back, with a hint.
""")

code("""
def best_attack(before, action, after):
    me = before.current_player
    return after.player(me).attack == max(before.apply(a).player(me).attack for a in before.legal_actions())


equip_or_keep = Exercise(
    task="Leave Aster with the highest Attack you can.",
    check=best_attack,
    success="The Maul is set to Winter, so it would add nothing; the Summer sword adds 2. Keep the Maul.",
    hint="Legal, but Aster's Attack went down. Which season is the Maul set to?")
exercise_1 = run(rigged(position(spaces=[17, 9], equipped=[["w5"], []], top=["w10"]), 2), "roll")
print(exercise_1.prompt)
Table(exercise_1, exercise=equip_or_keep)
""")

md(SOLUTION)

code("""
check_solution(exercise_1, equip_or_keep, "keep w10")
""", hidden=True)

md("""
### Flip

On a Flip space you flip **one** thing to the other season (`solstice.flip.piece`,
`solstice.flip.item`):

- **the piece you stand on**, and only that one; or
- **one item in play**: an item somebody has equipped, yours or anybody else's. Items kept with the
  trinkets are not in play, so they cannot be flipped (our choice: `solstice.ours.flip_equipped`).

The book says you *can* do one of these two things. We make it a must: you flip something, and
there is always your piece to flip (our choice: `solstice.ours.flip_required`). So a click or a move that
does not flip, on a Flip space, is refused under that choice of ours, not under the book's rules.

**Try it:** the die will take Aster to the Flip space {{ flipping.pos[0] + 1 }}, on
{{ components.COURTS[flipping.pieces[flipping.piece_at(0)]].title() }} piece {{ flipping.piece_at(0) + 1 }}. Roll: your piece and
every equipped item light up. Flip the piece to Summer; **Undo** and flip your own Solar Flail (set
to Winter, it adds nothing to Aster's Attack) to Summer instead; **Undo** and flip Birch's Hoarfrost
Mail. Aster's kept Frostbite Axe and Birch's trinket do not light up: {{ len(flipping.legal_actions()) }} flips are on
offer{{! len(flipping.legal_actions()) == 3 }}.
""")

code("""
rules("solstice.flip.piece", "solstice.flip.item", "solstice.ours.flip_equipped", "solstice.ours.flip_required")
flip_table = rigged(position(spaces=[18, 9], equipped=[["w9"], ["a10"]], kept=[["w6"], ["t7"]],
                             seasons={"w9": "winter"}), 3)
flipping = flip_table.apply("roll")
print([str(a) for a in flipping.legal_actions()])
why(flipping, "flip piece 1")        # not the piece Aster stands on
why(flipping, "flip item w6")        # kept with the trinkets
why(flipping, "flip item t7")        # a trinket has no season
why(flipping, "flip item b3")        # nobody holds it
why(flipping, "no attack")           # a Flip space must be used
Table(flip_table)
""")

md("""
### Exercise 2: weaken Birch

Aster stands on a Flip space{{! exercise_2.pending.kind == 'flip' }}. Birch wears the {{ card('w6') }}, set
to Winter, and the {{ card('a12') }}, set to Winter{{! exercise_2.season_of('w6') == exercise_2.season_of('a12') == 'winter' }}. **Flip something so that Birch is weaker in battle.** Remember
what is special about the Mirror Shield.
""")

code("""
def fighting_power(state, seat):
    return state.player(seat).attack + state.player(seat).defense


def weakens_birch(before, action, after):
    return fighting_power(after, 1) < fighting_power(before, 1)


weaken = Exercise(
    task="Flip something so that Birch is weaker in battle.",
    check=weakens_birch,
    success="The Axe, now Summer, no longer adds to Birch's Attack.",
    hint="Legal, but Birch is no weaker. The Mirror Shield counts only when set to the other "
         "court's season: flipping it to Summer would make Birch stronger.")
exercise_2 = run(rigged(position(spaces=[2, 9], equipped=[["w1"], ["w6", "a12"]], seasons={"a12": "winter"}), 3),
                 "roll")
holdings(exercise_2, 1)
Table(exercise_2, exercise=weaken)
""")

md("""
**Solution**, folded away in the next cell as before.
""")

code("""
check_solution(exercise_2, weaken, "flip item w6")
""", hidden=True)

md("""
### Discard

On a Discard space you lose one of your items, and you do not choose which: all your items, the
equipped ones and the trinkets alike, are shuffled and fanned out **face down**, and another player
picks one **blind**. It goes face up onto the discard pile (`solstice.discard.blind`). The book says
only "another player"; we let the **next player in turn order** pick, and a player with no items
discards nothing (our choice: `solstice.ours.discard_picker`).

Everything else in Solstice is face up: everybody sees everyone's items, the drawn card and the
discard pile. Only the order of the draw pile and of a fanned hand are secret, from everyone, and
so are the dice still to come (our choice: `solstice.ours.public_items`).

**Try it:** the die will take Aster to the Discard space {{ fanned.pos[0] + 1 }}. Roll:
{{ len(fanned.fan) }} face-down cards appear{{! len(fanned.fan) == 3 }}. You
are Birch now: pick one, and see what Aster lost.
""")

code("""
rules("solstice.discard.blind", "solstice.ours.discard_picker", "solstice.ours.public_items")
discarding = rigged(position(spaces=[2, 9], equipped=[["w5", "a1"], []], kept=[["t10"], []]), 4)
fanned = discarding.apply("roll")
print(fanned.prompt)
print("what Birch's seat sees of the fan:", fanned.view(1).fan, "| of the draw pile:", fanned.view(1).draw[:3], "...")
news(fanned, fanned.apply("pick 2"))
nothing = run(rigged(position(spaces=[2, 9]), 4), "roll")
tail(nothing, 1)
Table(discarding)
""")

md("""
When the **draw pile runs out**, the discard pile is shuffled and becomes the new draw pile
(`solstice.discard.reshuffle`). The book says so in its Discard paragraph, so a discard that finds
the draw pile empty does it at once. A Draw space that finds the draw pile empty does the same
before drawing, and if both piles are empty (every card is in somebody's hands) nothing is drawn
(our choice: `solstice.ours.empty_draw`; section 7). Here the draw pile is
empty{{! len(empty.draw) == 0 }} and Aster discards; afterwards the draw pile holds
{{ len(after.draw) }} cards and the discard pile none{{! len(after.discard) == 0 }}:
""")

code("""
rules("solstice.discard.reshuffle", "solstice.ours.empty_draw")
empty = rigged(position(spaces=[2, 9], equipped=[["w5"], []], draw=[], discard=["t1"]), 4)
print("draw pile:", len(empty.draw), "| discard pile:", len(empty.discard))
after = run(empty, "roll", "pick 1")
tail(after, 3)
print("draw pile:", len(after.draw), "| discard pile:", len(after.discard))
""")

# =====================================================================================================
md("""
## 5. Battles, step by step

### When you may attack

When your roll ends on a space where another character stands, you may **battle** them
(`solstice.battle.occupied`). You never have to: "no attack" simply follows the space; and with
several characters there you choose one (our choice: `solstice.ours.choose_occupant`). Three things stop you:

- **Your first lap.** You may attack only once you have **passed your own court's start space**,
  that is, gone once round the ring (`solstice.battle.first_lap`). Only your own lap matters: a
  defender on their first lap can be attacked. You have passed your start space as soon as you
  move onto or past it again, by any move (our choice: `solstice.ours.passing`). A counter-attack is an
  attack too, so a defender still on their first lap cannot counter-attack (see *When the defender
  wins* below).
- **Your own court, in team play** (`solstice.battle.team`). In a free-for-all anyone is fair game.
- A battle starts only from the move of your die roll (our choice: `solstice.ours.escape_no_battle`;
  see section 7).

**Try it:** Aster and Birch have both been round the ring{{! all(meeting.lapped) }}. The die will show
{{ meeting.dice[0] }}, onto Birch's space {{ landed.pos[0] + 1 }}{{! landed.pos[0] == landed.pos[1] }}.
Roll, and choose: click Birch to attack, or **no attack** to just follow the Flip space.
""")

code("""
rules("solstice.battle.occupied", "solstice.ours.choose_occupant", "solstice.battle.first_lap",
      "solstice.ours.passing", "solstice.battle.team")
meeting = rigged(face_off(), 3)
landed = meeting.apply("roll")
print(landed.prompt)
why(landed, "attack p1")
first_lap = run(rigged(face_off(lapped=False), 3), "roll")
print("on the first lap:", first_lap.prompt)
why(first_lap, "attack p2")
passing = rigged(position(spaces=[31, 2], lapped=False), 3)
passed = passing.apply("roll")
news(passing, passed)
print(passed.prompt)
Table(meeting)
""")

md("""
In team play your own court is safe from you. Below, four players on space {{ team.pos[0] + 1 }} after
Aster's roll: in team play Aster may attack Birch or Daisy (Winter) but not Cedar (Summer, Aster's
team-mate){{! team.pending.targets == (1, 3) }}; in a free-for-all, any of the
{{ len(alone.pending.targets) }}{{! alone.pending.targets == (1, 2, 3) }}.
""")

code("""
crowd = dict(spaces=[2, 5, 5, 5], lapped=True)
team = run(rigged(position(4, mode="team", **crowd), 3), "roll")
print("team play:", team.prompt)
why(team, "attack p3")
alone = run(rigged(position(4, **crowd), 3), "roll")
print("free-for-all:", alone.prompt)
""")

md("""
### The defender's choice

Once attacked, the **defender decides first**: stand and **defend**, or try to **escape**
(`solstice.battle.defender_choice`). Meanwhile the attacker's space waits: the attacker ignores its
instruction until the battle is over (`solstice.battle.ignore_space`).

How to choose? `odds(state)` prints the chances of each answer. Aster is on a Summer
piece{{! attacked.on_own_season(0) }}, which gives Aster +1 in every escape or battle roll-off
fought there (next part), but nothing on the die that moves Aster; Birch, of the Winter Court, gets
no such point here{{! not attacked.on_own_season(1) }}:
""")

code("""
rules("solstice.battle.defender_choice", "solstice.battle.ignore_space")
attacked = landed.apply("attack p2")
print(attacked.prompt)
why(attacked, "flip piece 2")        # the space waits for the battle
odds(attacked)
""")

md("""
### Escaping

To escape, **both roll the die and add their Speed**: the character's own, plus boots that count
(`solstice.escape.roll`). Standing on a piece of **your own court's season adds 1** to your total in a
roll-off, an escape or a battle (`solstice.battle.own_season`). It never changes the die you move by,
and it counts only for a player standing on their own season's piece at that moment.

- If the **defender rolls higher**, they **escape one space ahead**, and ignore that space's
  instruction (`solstice.escape.success`). The book words this first escape with no exception, so
  it ignores even a Discard space (our choice: `solstice.ours.escape_ignores`). The battle is over, so
  the attacker now follows their own space (our choice: `solstice.ours.escape_ends_battle`).
- Otherwise the escape **fails and the battle is fought** at once (`solstice.escape.forced`).
- A **tie** is rolled again (our choice: `solstice.ours.ties`).

**Try it:** the dice are rigged: the roll, then Aster {{ escape_table.dice[1] }} and Birch
{{ escape_table.dice[2] }}. Roll, attack Birch, and as Birch choose **escape**. Birch runs to space
{{ escaped.pos[1] + 1 }}, a {{ components.SPACE_KINDS[escaped.pos[1]].title() }} space, and discards
nothing{{! escaped.items(1) == attack.items(1) }}; Aster then flips{{! escaped.pending.kind == 'flip' }}. **Undo** back to Birch's choice and **defend** instead: the same dice now decide a battle,
and Birch holds.
""")

code("""
rules("solstice.escape.roll", "solstice.battle.own_season", "solstice.escape.success",
      "solstice.ours.escape_ignores", "solstice.ours.escape_ends_battle", "solstice.escape.forced",
      "solstice.ours.ties")
escape_table = rigged(face_off(kept=[[], ["t1"]]), 3, 1, 6)
attack = run(escape_table, "roll", "attack p2")
escaped = attack.apply("escape")
news(attack, escaped)
caught = run(rigged(face_off(kept=[[], ["t1"]]), 3, 6, 1, 5, 2), "roll", "attack p2")
print("---")
news(caught, caught.apply("escape"))
Table(escape_table)
""")

md("""
### The battle

In a battle **both roll the die**: the attacker adds their **Attack**, the defender their
**Defense**, and the **higher total wins** (`solstice.battle.rolls`). Each side adds the item of that
type they wear **if the item is set to their own court's season**, unless the card says otherwise
(`solstice.battle.items`), and 1 on a piece of their own season.

Below, Aster wears the Sunsteel Sword (Summer: it counts{{! armed.bonus(0, 0)[0] == 2 }}) and Birch the
Dawnguard Plate, set to Summer (it does not count for Winter Birch{{! armed.bonus(1, 1)[0] == 0 }}). Then the two special cards: the Twilight Blade counts
in either season, and the Mirror Shield counts only set to the other court's season.
""")

code("""
rules("solstice.battle.rolls", "solstice.battle.items")
armed = rigged(face_off(equipped=[["w5"], ["a9"]], seasons={"a9": "summer"}), 3, 2, 6)
fought = run(armed, "roll", "attack p2", "defend")
tail(fought, 3)
special_state = position(equipped=[["w11", "a12"], ["w6", "a11"]], seasons={"w11": "winter", "a12": "winter",
                                                                             "w6": "summer", "a11": "summer"})
holdings(special_state)
""")

md("""
Aster's Twilight Blade and Birch's Equinox Mail count although they are set to the other
season{{! special_state.bonus(0, 0)[0] > 0 and special_state.bonus(1, 1)[0] > 0 }}; Aster's Mirror Shield
counts *because* it is set to Winter{{! special_state.bonus(0, 1)[0] > 0 }}; Birch's Frostbite Axe, set to
Summer, does not count{{! special_state.bonus(1, 0)[0] == 0 }}.

### When the attacker wins

- The attacker **takes one item of their choice** from the defender: an equipped item or a trinket
  (`solstice.attacker.steal`).
- A stolen weapon, armor or boots **keeps the season it was set to** (`solstice.attacker.keeps_season`),
  and the thief then decides as after a draw: equip it (the one of that type they wore goes to their
  trinkets) or keep it (our choice: `solstice.ours.stolen_equip`).
- A defender with **nothing to take loses their next turn** instead (`solstice.attacker.lose_turn`):
  it is skipped entirely (our choice: `solstice.ours.lost_turn`).
- Then the attacker **follows the instruction of their space** (`solstice.attacker.follow_space`).

**Try it:** roll, attack Birch and, as Birch, defend: the dice let Aster win{{! stealing.pending.kind == 'steal' }}.
Take one of Birch's {{ len(stealing.items(1)) }} items: the Frostbite Axe is set to
{{ stealing.season_of('w6').title() }}, the Sunplate Cuirass to {{ stealing.season_of('a5').title() }}. Equip or
keep it, then Aster flips, since the space is a {{ components.SPACE_KINDS[stealing.pos[0]].title() }} space.
Aster's Attack goes from {{ stealing.player(0).attack }} to {{ took.player(0).attack }} with the Axe equipped:
its +2 in place of the Ember Dagger's +1, which moves to the trinkets{{! took.player(0).kept == ('w1',) }}.
Below that, a battle won against Birch with nothing to take: Birch loses the next turn{{! 'Turn 2: Birch loses this turn.' in bare.log }}.
""")

code("""
rules("solstice.attacker.steal", "solstice.attacker.keeps_season", "solstice.ours.stolen_equip",
      "solstice.attacker.lose_turn", "solstice.ours.lost_turn", "solstice.attacker.follow_space")
won = rigged(face_off(equipped=[["w1"], ["w6", "a5"]], kept=[[], ["t6"]], seasons={"a5": "summer"}), 3, 6, 1)
stealing = run(won, "roll", "attack p2", "defend")
print(stealing.prompt, [str(a) for a in stealing.legal_actions()])
took = run(stealing, "steal w6", "equip w6")
tail(took, 2)
holdings(took, 0)
bare = run(rigged(face_off(), 3, 6, 1), "roll", "attack p2", "defend", "flip piece 2")
tail(bare, 5)
Table(won)
""")

md("""
### Exercise 3: the right item to take

Aster has just beaten Birch and takes an item. Birch wears the Glacier Maul (set to
{{ exercise_3.season_of('w10').title() }}), the Sunplate Cuirass (set to {{ exercise_3.season_of('a5').title() }})
and the Snowshoes ({{ exercise_3.season_of('b2').title() }}), and keeps the Sun Locket{{! exercise_3.player(1).kept == ('t6',) }}. **Take the
item that makes Aster stronger in battle at once.**
""")

code("""
def battle_power(state, seat):
    p = state.player(seat)
    return p.attack + p.defense + p.speed


def grows_stronger(before, action, after):
    me = before.current_player
    if after.pending is not None and after.pending.kind == "equip":
        after = after.apply(f"equip {action.card}")
    return battle_power(after, me) > battle_power(before, me)


loot = Exercise(
    task="Take the item that makes Aster stronger in battle at once.",
    check=grows_stronger,
    success="The Cuirass keeps its Summer season: equipped, it adds 2 to Aster's Defense.",
    hint="Legal, but that item would not help Aster in battle. A stolen item keeps its season.")
exercise_3 = run(rigged(face_off(equipped=[[], ["w10", "a5", "b2"]], kept=[[], ["t6"]], seasons={"a5": "summer"}),
                        3, 6, 1), "roll", "attack p2", "defend")
tail(exercise_3, 3)
Table(exercise_3, exercise=loot)
""")

md("""
**Solution**, folded away as before.
""")

code("""
check_solution(exercise_3, loot, "steal a5")
""", hidden=True)

md("""
### When the defender wins

The defender takes nothing for holding. The attacker **ignores their space**
(`solstice.defender.ignore_space`), and the defender chooses (`solstice.defender.choice`); the book
calls the two options escaping again and attacking the attacker:

- **Flee**: move one space ahead and ignore it, **unless it is a Discard space**: there they must
  discard (`solstice.defender.flee`). The turn ends.
- **Counter-attack**: a new battle with the **roles reversed**, the defender rolling on Attack and the
  beaten attacker on Defense (`solstice.defender.counter`). The beaten attacker cannot try to escape
  this one (our choice: `solstice.ours.counter_no_escape`).
  - If the counter-attacker **wins**, they take an item from the beaten attacker (who, with nothing,
    loses their next turn), and the turn ends (`solstice.defender.counter_win`).
  - If the counter-attacker **loses**, they must escape to the next space, ignoring it unless it is a
    Discard space, and the turn ends (`solstice.defender.counter_loss`).

A counter-attack **is an attack**, so the first-lap rule holds for it too: a defender who has not
yet passed their own court's start space may only flee (`solstice.battle.first_lap`). The table then
offers the flight alone.

Typed, `counter` and `flee` are the written moves; the book's own words, `attack` and `escape`, and
the button's `counter-attack` mean the same right after a won defence (our choice: `solstice.notation`).

**Try it:** roll, attack Birch and, as Birch, defend: the dice are rigged so that Birch holds,
Aster rolling {{ held.dice[1] }} and Birch {{ held.dice[2] }}{{! holding.pending.kind == 'answer' }}. Then, as
Birch, **counter**: the next dice are Birch {{ held.dice[3] }} and Aster {{ held.dice[4] }}, so Birch
wins{{! countered.pending.kind == 'steal' }} and takes Aster's Ember Dagger, the only item Aster
has{{! countered.legal_actions() == [solstice.parse_action('steal w1')] }}. **Undo** back to Birch's choice
and **flee** instead: Birch moves to space {{ fled.pos[1] + 1 }}, a
{{ components.SPACE_KINDS[fled.pos[1]].title() }} space, and must discard the Acorn Charm (as Aster, pick the
only card{{! len(fled.fan) == 1 }}).

Below the table's code, a defender on the first lap: Birch holds{{! rookie.pending.kind == 'answer' }}, but may
only flee{{! [str(a) for a in rookie.legal_actions()] == ['flee'] }}.
""")

code("""
rules("solstice.defender.ignore_space", "solstice.defender.choice", "solstice.defender.flee",
      "solstice.defender.counter", "solstice.ours.counter_no_escape", "solstice.defender.counter_win",
      "solstice.defender.counter_loss")
held = rigged(face_off(equipped=[["w1"], []], kept=[[], ["t1"]]), 3, 1, 6, 6, 1)
holding = run(held, "roll", "attack p2", "defend")
print(holding.prompt)
print("the book's words:", holding.parse_action("attack"), "and", holding.parse_action("escape"))
countered = holding.apply("counter")
news(holding, countered)
print(countered.prompt)
fled = run(holding, "flee")
news(holding, fled)
lost = run(rigged(face_off(kept=[[], ["t1"]]), 3, 1, 6, 1, 6), "roll", "attack p2", "defend", "counter")
print("---")
tail(lost, 5)
rookie = run(rigged(face_off(lapped=[True, False], kept=[[], ["t1"]]), 3, 1, 6), "roll", "attack p2", "defend")
print("---")
print(rookie.prompt)
why(rookie, "counter")
Table(held)
""")

# =====================================================================================================
md("""
## 6. The end of the game

The game ends **the moment all eight pieces show the same season**: that court has won
(`solstice.end.one_season`), and nothing more can be played (`solstice.game_over`).

**Try it:** {{ ring(last_flip).count('S') }} pieces are Summer. The die will take Aster to the Flip space
{{ run(last_flip, 'roll').pos[0] + 1 }}, on piece {{ run(last_flip, 'roll').piece_at(0) + 1 }}, the last Winter
piece{{! ring(last_flip).index('W') == 7 }}. Roll and flip it: the game is over{{! over.is_over and over.winners == [0] }}.
""")

code("""
rules("solstice.end.one_season", "solstice.game_over")
last_flip = rigged(position(spaces=[27, 17], pieces="SSSSSSSW"), 2)
over = run(last_flip, "roll", "flip piece 8")
print(ring(over), "|", over.prompt)
why(over, "roll")
Table(last_flip)
""")

md("""
### Who wins

- In **team play** every player of the winning court wins (`solstice.end.team`).
- In a **free-for-all** the players of the winning court compare their **Victory Points**, and the
  one with the most rules the land and wins alone (`solstice.end.ruler`). Players of the losing court
  score nothing, however rich.
- **Victory Points**: each diamond on your trinkets is 1, and each weapon, armor or boots you hold is
  1, equipped or kept, whatever its bonus or season (`solstice.end.victory_points`). Diamonds are not
  the only points: a player with no trinket but three items worn has
  {{ solstice.from_position(2, equipped=[["w1", "a1", "b1"], []]).vp(0) }}.
- If several players of the winning court share the most Victory Points, they all win: the book does
  not break ties (our choice: `solstice.ours.vp_ties`).

Below, the same last flip in a four-player game, with the same items, in both modes. Birch is the
richest player, with {{ ends['team'].vp(1) }} Victory Points (three battle items and a trinket of three
diamonds){{! max(ends['team'].scores) == ends['team'].vp(1) }}, but Birch is of the Winter Court, which
lost{{! 1 not in ends['team'].winners }}. In team play Aster and Cedar win together{{! ends['team'].winners == [0, 2] }};
in the free-for-all Cedar, with {{ ends['free-for-all'].vp(2) }} points to Aster's
{{ ends['free-for-all'].vp(0) }}, rules alone{{! ends['free-for-all'].winners == [2] }}. Last, Aster and Cedar
each hold a trinket of {{ shared.vp(0) }} diamonds and share the rule{{! shared.winners == [0, 2] }}:
""")

code("""
rules("solstice.end.team", "solstice.end.ruler", "solstice.end.victory_points", "solstice.ours.vp_ties")
finale = dict(spaces=[29, 17, 1, 17], pieces="SSSSSSSW", equipped=[["w1"], ["w2", "a2", "b2"], ["w3", "a3"], []],
              kept=[[], ["t10"], [], []])
ends = {}
for mode in ("team", "free-for-all"):
    ends[mode] = end = run(rigged(position(4, mode=mode, **finale), 2), "roll", "flip piece 8")
    print(f"{mode}: Victory Points {end.scores} -> {end.prompt}")
shared = run(rigged(position(4, spaces=[29, 17, 1, 17], pieces="SSSSSSSW", kept=[["t6"], [], ["t7"], []]), 2),
             "roll", "flip piece 8")
print(shared.prompt)
""")

md("""
### Short games, and a limit

A game between players who know what they are doing is a long tug of war: each court flips back
what the other flipped, and the ring may take hundreds of turns to turn one colour. The book has no
other ending. For a lesson we add the **short game** (`short_game=N`, our own rule;
our choice: `solstice.ours.short_game`): after turn N, the court holding **more of the 8 pieces** wins (in a
free-for-all its players then compare Victory Points as usual). If the ring is split 4 to 4, the
court with more Victory Points in all wins, and if those are level too, the game is a draw.

A **turn limit** (`turn_limit=N`; our choice: `solstice.ours.turn_limit`) is the plainer stop the tests
use: after turn N with the ring still mixed, nobody wins. Neither is on unless you ask for
it{{! solstice.new_game(2).short_game is None and solstice.new_game(2).turn_limit is None }}.

Below, a short game of {{ lasts[0].short_game }} turns reaches its last turn three times (Aster's roll ends on a
start space{{! components.SPACE_KINDS[lasts[0].pos[0]] == 'start' }}, so nothing changes): with five Summer
pieces (Summer wins{{! lasts[0].winners == [0] }}), with a 4-4 ring where Winter holds more Victory Points
(Winter wins{{! lasts[1].winners == [1] }}), and with a 4-4 ring and nobody holding anything (a
draw{{! lasts[2].is_over and lasts[2].winners == [] }}). Then the same last turn with a turn limit instead: a
draw too{{! limited.is_over and limited.winners == [] }}.
""")

code("""
rules("solstice.ours.short_game", "solstice.ours.turn_limit")
lasts = []
for pieces, kept in (("SSSSSWWW", [[], []]), ("SSSSWWWW", [[], ["t7"]]), ("SSSSWWWW", [[], []])):
    last = run(rigged(position(spaces=[13, 9], pieces=pieces, kept=kept, turn=10, short_game=10), 4), "roll")
    lasts.append(last)
    print(f"{ring(last)}, Victory Points {last.scores}: {last.prompt}")
limited = run(rigged(position(spaces=[13, 9], turn=10, turn_limit=10), 4), "roll")
print(limited.prompt)
""")

md("""
### Exercise 4: make sure of it

{{ ring(exercise_4).count('S') }} pieces are Summer. Aster has landed on the Flip space
{{ exercise_4.pos[0] + 1 }}, on the last Winter piece{{! exercise_4.piece_at(0) == ring(exercise_4).index('W') }},
and Birch stands there too{{! exercise_4.pos[1] == exercise_4.pos[0] }}, wearing the Hoarfrost Mail. **Make certain that Aster turns the ring this turn.**
""")

code("""
def flip_is_sure(before, action, after):
    return after.pending is not None and after.pending.kind == "flip"


sure_thing = Exercise(
    task="Make certain that Aster turns the ring this turn.",
    check=flip_is_sure,
    success="No battle, no risk: Aster follows the Flip space. Now flip piece 8!",
    hint="Legal, but risky: if Birch defends and wins, Aster ignores the space and cannot flip.")
exercise_4 = run(rigged(position(spaces=[26, 29], lapped=True, pieces="SSSSSSSW", equipped=[[], ["a10"]]), 3),
                 "roll")
print(exercise_4.prompt)
odds(exercise_4)
Table(exercise_4, exercise=sure_thing)
""")

md("""
**Solution**, folded away as before.
""")

code("""
check_solution(exercise_4, sure_thing, "no attack")
""", hidden=True)

md("""
### Exercise 5: a free-for-all ruler

A free-for-all with three players: Aster and Cedar are both Summer{{! exercise_5.court(0) == exercise_5.court(2) == 0 }}.
The ring is one flip from Summer{{! ring(exercise_5).count('W') == 1 }}, and Aster has just landed on Cedar on
the last Winter piece{{! exercise_5.pos[0] == exercise_5.pos[2] and exercise_5.pieces[exercise_5.piece_at(0)] == 1 }}.
Flip now and Summer wins, but Cedar, with {{ exercise_5.vp(2) }} Victory Points to Aster's
{{ exercise_5.vp(0) }}, rules{{! run(exercise_5, 'no attack', 'flip piece 8').winners == [2] }}. **Play the only move that can still make Aster the ruler.** (The dice
here happen to favour Aster; in a real game it is a gamble.)
""")

code("""
def can_still_rule(before, action, after):
    return action.kind == "attack"


backstab = Exercise(
    task="Play the only move that can still make Aster the ruler.",
    check=can_still_rule,
    success="In a free-for-all you may attack your own court. Win, take Cedar's Star of Midsummer, then flip.",
    hint="Legal, but then Cedar rules with more Victory Points. What could change the points?")
exercise_5 = run(rigged(position(3, spaces=[26, 9, 29], lapped=True, pieces="SSSSSSSW", kept=[["t1"], [], ["t10"]]),
                        3, 6, 1), "roll")
print(exercise_5.prompt, "| Victory Points:", exercise_5.scores)
Table(exercise_5, exercise=backstab)
""")

md("""
**Solution**, folded away as before: it also plays the rest of the turn.
""")

code("""
check_solution(exercise_5, backstab, "attack p3")
ruled = run(exercise_5, "attack p3", "defend", "steal t10", "flip piece 8")
print(ruled.prompt)
""", hidden=True)

# =====================================================================================================
md("""
## 7. Every special case, on the table

The book is short, and a few situations need a closer look. Each one here is a live table: try it.

### 7.1 A tie is rolled again

Whenever two rolls in an escape or a battle come out equal, both roll again, as often as needed
(our choice: `solstice.ours.ties`). **Try it:** roll, attack Birch and, as Birch, try to escape: the first
rolls tie at {{ tie.log[-6].split(' = ')[1].rstrip('.') }} against {{ tie.log[-5].split(' = ')[1].rstrip('.') }}{{! tie.log[-4] == 'A tie: both roll again.' }},
and the second roll-off lets Birch get away{{! tie.pos[1] != tied.pos[1] }}.
""")

code("""
rules("solstice.ours.ties")
tied = rigged(face_off(), 3, 3, 4, 1, 6)
tie = run(tied, "roll", "attack p2", "escape")
news(tied, tie)
Table(tied)
""")

md("""
### 7.2 Passing your start space during an escape

Every forward move counts for your lap, an escape included (our choice: `solstice.ours.passing`). **Try
it:** Birch, still on the first lap{{! not run_home.lapped[1] }}, stands on space {{ run_home.pos[1] + 1 }}, just
before the Winter start space. Roll, attack Birch and, as Birch, escape onto space {{ home.pos[1] + 1 }}: Birch
has now passed it and may attack from the next turn{{! home.lapped[1] }}.
""")

code("""
rules("solstice.ours.passing")
run_home = rigged(position(spaces=[13, 16], lapped=[True, False]), 3, 1, 6)
home = run(run_home, "roll", "attack p2", "escape")
tail(home, 3)
print("may attack now:", [home.player(seat).lapped for seat in range(2)])
Table(run_home)
""")

md("""
### 7.3 An escape onto an occupied space

Only the move of your die roll can start a battle. A character who escapes onto a space where
somebody stands attacks nobody and is attacked by nobody (our choice: `solstice.ours.escape_no_battle`).
**Try it:** three players. Roll, attack Birch and, as Birch, escape onto space {{ got_away.pos[1] + 1 }}, where
Cedar stands{{! got_away.pos[1] == got_away.pos[2] }}: nothing happens there, and Aster follows the
{{ components.SPACE_KINDS[got_away.pos[0]].title() }} space{{! got_away.pending.kind == 'flip' and got_away.seat == 0 }}.
""")

code("""
rules("solstice.ours.escape_no_battle")
crowded = rigged(position(3, spaces=[2, 5, 6], lapped=True), 3, 1, 6)
got_away = run(crowded, "roll", "attack p2", "escape")
tail(got_away, 2)
print(got_away.prompt)
Table(crowded)
""")

md("""
### 7.4 Escape onto a Discard space: before or after the battle

The first escape, before any battle, ignores the next space whatever it is, even a Discard space,
exactly as the book words it. A defender who flees **after winning** a battle, and a counter-attacker
who loses, ignore it too, **except** a Discard space: there they must discard
(`solstice.defender.flee`, `solstice.defender.counter_loss`; our choice: `solstice.ours.escape_ignores`).
**Try it:** Birch holds the Acorn Charm and space {{ first.pos[1] + 1 }}, just ahead, is a
{{ components.SPACE_KINDS[first.pos[1]].title() }} space. Escape first: Birch keeps the
charm{{! first.items(1) == to_discard.items(1) }}. **Undo** to Birch's choice, defend (Birch holds), then
counter-attack: Birch loses the counter-attack, and on space {{ second.pos[1] + 1 }} must
discard{{! second.pending.kind == 'discard' and second.pending.discarder == 1 }}.
""")

code("""
rules("solstice.ours.escape_ignores", "solstice.defender.counter_loss")
to_discard = rigged(face_off(kept=[[], ["t1"]]), 3, 1, 6, 1, 6)
first = run(to_discard, "roll", "attack p2", "escape")
tail(first, 1)
second = run(to_discard, "roll", "attack p2", "defend", "counter")
tail(second, 2)
Table(to_discard)
""")

md("""
### 7.5 Taking a weapon when you wear one

A stolen weapon, armor or boots is handled like a drawn one: equip it, and the one of that type
you wore moves to your trinkets, or keep it (our choice: `solstice.ours.stolen_equip`). **Try it:** Aster
wears the {{ card('w1') }} and beats Birch, who wears the {{ card('w10') }}, set to Summer after a
flip{{! maul.season_of('w10') == 'summer' }}. Take the Maul and equip it (roll, attack, and defend as Birch
first): Aster's Attack goes up by {{ equipped.player(0).attack - maul.player(0).attack }}, from
{{ maul.player(0).attack }} to {{ equipped.player(0).attack }}, since the Maul's +3 replaces the dagger's +1, and
the dagger goes to the trinkets{{! equipped.player(0).kept == ('w1',) }}.
""")

code("""
rules("solstice.ours.stolen_equip", "solstice.attacker.keeps_season")
maul = rigged(face_off(equipped=[["w1"], ["w10"]], seasons={"w10": "summer"}), 3, 6, 1)
equipped = run(maul, "roll", "attack p2", "defend", "steal w10", "equip w10")
tail(equipped, 2)
holdings(equipped, 0)
Table(maul)
""")

md("""
### 7.6 Told twice to lose a turn

Losing your next turn skips it entirely, no roll at all, and being told so twice before it comes
still skips only one turn; a skipped turn still counts as a turn for a turn limit or a short game
(our choice: `solstice.ours.lost_turn`). **Try it:** three players, and Cedar moves first{{! twice.seat == 2 }}.
Cedar lands on Birch (who holds nothing{{! twice.items(1) == () }}) on the
{{ components.SPACE_KINDS[beaten.pos[2]].title() }} space {{ beaten.pos[2] + 1 }} and wins, then Aster does the
same (each time, as Birch, defend): Birch loses turn {{ skipped.turn - 1 }}{{! 'Turn 3: Birch loses this turn.' in skipped.log }},
and no more{{! not skipped.player(1).skip }}.
""")

code("""
rules("solstice.ours.lost_turn")
twice = rigged(position(3, spaces=[23, 25, 22], lapped=True, to_move=2, top=["t3", "t4"]), 3, 6, 1, 2, 6, 1)
beaten = run(twice, "roll", "attack p2", "defend")
print("after Cedar's win, Birch loses a turn:", beaten.player(1).skip)
skipped = run(beaten, "roll", "attack p2", "defend")
tail(skipped, 4)
print(skipped.prompt, "| Birch still loses a turn:", skipped.player(1).skip)
Table(twice)
""")

md("""
### 7.7 The start spaces, and the start pieces

A start space has no instruction: land there and your turn is over. The start pieces themselves flip
like any other (from one of their Flip spaces), or the ring could never turn one season
(our choice: `solstice.ours.start_spaces`). **Try it:** Aster lands on the Winter start space
{{ quiet.pos[0] + 1 }}{{! components.SPACE_KINDS[quiet.pos[0]] == 'start' }}; then Birch lands on the Flip space
{{ (starts.pos[1] + starts.dice[1]) % components.SPACES + 1 }} of piece 1, the Summer start piece, and can flip it{{! run(quiet, 'roll').legal_actions()[0] == solstice.parse_action('flip piece 1') }}.
""")

code("""
rules("solstice.ours.start_spaces")
starts = rigged(position(spaces=[13, 31]), 4, 3)
quiet = starts.apply("roll")
tail(quiet, 2)
news(quiet, run(quiet, "roll", "flip piece 1"))
Table(starts)
""")

md("""
### 7.8 Nothing left to draw

When every card is in somebody's hands, the draw pile and the discard pile are both empty, and a
Draw space gives nothing (our choice: `solstice.ours.empty_draw`). **Try it:** Aster holds
{{ len(hoard.items(0)) }} cards and Birch {{ len(hoard.items(1)) }}{{! len(hoard.draw) == len(hoard.discard) == 0 }}.
""")

code("""
rules("solstice.ours.empty_draw")
everything = [c.id for c in components.CARDS]
hoard = rigged(position(spaces=[1, 17], equipped=[["w1", "a1", "b1"], ["w2", "a2", "b2"]],
                        kept=[[c for c in everything if c not in ("w1", "a1", "b1", "w2", "a2", "b2", "t2")],
                              ["t2"]], draw=[]), 2)
print("draw pile:", len(hoard.draw), "| discard pile:", len(hoard.discard))
tail(hoard.apply("roll"), 2)
Table(hoard)
""")

# =====================================================================================================
md("""
## 8. Assumptions: what the rulebook leaves open

The rulebook is short, and its components (what is on each space, the characters' numbers, the
items and trinkets) are not published: we designed them, and the reasoning is in
`seasons_nb/games/solstice/data/DESIGN.md`. Every other point the rulebook leaves open is one choice
below, declared once in `seasons_nb/games/solstice/rules.py` (with the named constant the engine
reads, where there is one), so it is easy to change if you read the book differently. Here they
are, straight from those declarations:
""")

code("""
assumptions("solstice")
""")

md("""
In short:

- **Seats and courts.** Seats alternate Summer, Winter, Summer, …; seat order is the
  counter-clockwise order; team play needs an even number of players; a new game is a
  free-for-all.
- **Who starts.** The northern solstices decide the starting court; a die shared out evenly among
  its players picks the first one.
- **The ring.** Its spaces are our design; start spaces do nothing; start pieces flip like any other.
- **Battles.** You pass your start space by any move; ties are rolled again; the first escape ignores
  even a Discard space; after an escape the attacker follows their space; an escape never starts a
  battle; you choose whom to attack, or not to attack; a counter-attacked player cannot escape.
- **Items.** A stolen item keeps its season and may be equipped or kept; kept items keep their season
  and are out of play; only equipped items can be flipped; a Flip space must be used.
- **Discards.** The next player picks; an empty draw pile is rebuilt from the discard pile before a
  draw; everything is face up except the order of the piles and of a fan.
- **Turns and the end.** A lost turn is skipped once; players tied on Victory Points all rule; a
  turn limit or a short game may stop the game.
""")

# =====================================================================================================
md("""
## 9. Play a full game against the bot

The book's game runs until the ring turns one colour, which between two players who know what they
are doing takes hundreds of turns. So the games below are **short games** (section 6): after the
turn given as `short_game`, the court holding more pieces wins. Hold on to your pieces, flip the
other court's, and keep your items set to your season.

### Team play

Four players, two courts. You are **Aster** (Summer); the computer plays your team-mate Cedar and
the two Winter players, Birch and Daisy. It is June, so Summer begins{{! starting_court(team_game.state.date) == 'Summer' }}. The game stops after turn
{{ team_game.state.short_game }}, {{ team_game.state.short_game // team_game.state.players }} turns each. Use **Undo** freely, **New game** for a fresh deal, or switch your seat on under **Bot
plays** to watch the computer play.
""")

code("""
team_game = play("solstice", players=4, seed=2012, bot_plays=(1, 2, 3), mode="team", date="2026-06-01",
                 short_game=64)
team_game
""")

md("""
### Free-for-all

Three players: you are **Aster** (Summer) against Birch (Winter) and Cedar, who is Summer like you,
so you want the ring Summer **and** more Victory Points than Cedar. It is December, so Winter
begins{{! starting_court(free_game.state.date) == 'Winter' }}. The game stops after turn {{ free_game.state.short_game }},
{{ free_game.state.short_game // free_game.state.players }} turns each.
""")

code("""
free_game = play("solstice", players=3, seed=2012, bot_plays=(1, 2), date="2026-12-01", short_game=48)
free_game
""")

md("""
### Just the two of you

The quickest game: you against the computer, {{ duel.state.short_game }} turns.
""")

code("""
duel = play("solstice", players=2, seed=2012, bot_plays=(1,), date="2026-12-01", short_game=32)
duel
""")

nb.save_and_share("duel", (1,), teacher_code("solstice", seed=21, actions=30, date="2026-12-01", short_game=32), "Solstice")
nb.levels_and_coach('date="2026-12-01", short_game=32')

md("""
#### Why the levels play almost alike in this duel

The die moves your character, so in Solstice you choose only what to do where you land: which
character to take, whether to equip an item, what to flip, whether to attack. Here is a seeded duel
of the beginner against itself, 32 turns. At each real choice (two legal actions or more) the strong
bot is asked what it would have played there; it plays nothing.
""")

code("""
from collections import Counter
from seasons_nb.core.search import make_bot

duel = solstice.new_game(players=2, seed=8, date="2026-12-01", short_game=32)
beginner, strong = make_bot("beginner", 8), make_bot("strong", 8)
choices, otherwise = Counter(), Counter()
while not duel.is_over:
    move = beginner.choose(duel)
    if len(duel.legal_actions()) > 1:
        choices[move.kind] += 1
        otherwise[move.kind] += strong.choose(duel) != move
    duel = duel.apply(move)
for kind in choices:
    print(f"{kind:7s} {choices[kind]:2d} choices, the strong bot would have played otherwise in {otherwise[kind]}")
""")

md("""
Both players together had {{ sum(choices.values()) }} real choices in the whole duel. {{ choices["flip"] }} of them
were on a Flip space, and there the strong bot would have played otherwise {{ otherwise["flip"] }}
times{{! otherwise["flip"] <= choices["flip"] // 5 }}: turning the piece you stand on to your court's season is
nearly always the move. A chance to attack came {{ choices["attack"] + choices["no"] }} times, since a battle needs
two characters on one space after a lap. The choices where the bots differ{{! otherwise["choose"] + otherwise["equip"] >= 1 }}
(which character, whether to equip) count only in battle, or for Victory Points when the ring is split 4 to 4.

So in this duel the strong bot has little to find that the beginner misses, and the die decides most
games: `simulate("solstice", 100, ["strong", "beginner"], date="2026-12-01", short_game=32)` plays a
hundred duels in a minute or two and shows how often each level won. The levels tell apart far more
in the other four games, where every turn offers real choices.
""")

md("""
### A whole game, book length

Curious how a game without a short-game stop goes? Here the bot plays all four seats of a team game
until the ring turns one colour. Drag the **History** slider to replay it.
""")

code("""
watch = play("solstice", players=4, seed=14, bot_plays=(0, 1, 2, 3), mode="team", date="2026-06-01")
print(watch.state.prompt)
print(f"{len(watch.match) - 1} actions, {watch.state.turn} turns.")
watch
""")

# =====================================================================================================
md("""
## 10. All the rules on one page

Every rule of the game in our words, with the section of the rulebook it comes from (or a note that
it is our own choice).
""")

code("""
rules("solstice")
""")


if __name__ == "__main__":
    nb.main()
