"""The Seasons of Arcadia walkthrough, ``notebooks/01-seasons-of-arcadia.ipynb``, cell by cell (see ``cells.py``).

    python notebooks/build/01-seasons-of-arcadia.py
    python notebooks/execute.py notebooks/01-seasons-of-arcadia.ipynb
"""

from cells import HOW_TO_RUN, Notebook, SOLUTION, teacher_code

nb = Notebook("arcadia", "01-seasons-of-arcadia.ipynb")
md, code = nb.md, nb.code

md("""
# Seasons of Arcadia

*A game by Mike Richie, published by Rather Dashing Games. {{ min(arcadia.PLAYER_COUNTS) }} to {{ max(arcadia.PLAYER_COUNTS) }} players, about 30 minutes.*

Every year the faerie lords of Spring, Summer, Autumn and Winter meet at the heart of Arcadia to
settle which season will rule the coming year. You lead one or two of those seasons.

""" + HOW_TO_RUN + """

This is an unofficial teaching version. The rules are in our own words; each is tagged with an id
such as `arcadia.place.adjacent` and with the section of the official rulebook it comes from.
""")

code("""
from seasons_nb.teach import *
from seasons_nb.games import arcadia
from seasons_nb.games.arcadia import components
from seasons_nb.games.arcadia.teach import (
    beyond, board, geometry, landings, legal, neighbours, placements, refused_by, scenario, touching)
""")

# =====================================================================================================
md("""
## 1. The goal

Each season has **{{ components.LORDS_PER_SEASON }} lords**. They start off the board, in their owner's supply. Bring all twelve
lords of one of your seasons onto the board and you win, on the spot.

The catch: lords can take each other's places. When one of your lords jumps over a lord of the
season it *replaces*, that lord goes back to its owner and one of yours takes the space. So the
count of each season on the board goes up and down all game long.
""")

code("""
rules("arcadia.win.twelve")
""")

# =====================================================================================================
md("""
## 2. Components and setup

- A board of hexagonal spaces. The rulebook shows a hex board but gives no size; we use a hexagon
  of {{ len(components.BOARD) }} spaces around one centre space, **{{ components.CENTER }}**
  (our choice: `arcadia.ours.board_radius`).
- {{ len(components.SEASONS) * components.LORDS_PER_SEASON }} lords, {{ components.LORDS_PER_SEASON }}
  of each season: Spring (pink), Summer (light green), Autumn (orange) and Winter (blue). Each lord
  also carries its season's letters, **Sp**, **Su**, **Au** or
  **Wi**{{! list(arcadia.render.LETTERS.values()) == ["Sp", "Su", "Au", "Wi"] }}, for anyone who
  cannot tell these colours apart.

Here is a fresh two-player game. Rows are lettered from **a** at the bottom to **i** at the top;
numbers run along the rising diagonal, so every straight line on the board keeps either its letter
or its number, or goes up one letter and one number per step. The panel on the right shows each
side's lords on the board and in supply, and whose turn it is.
""")

code("""
rules("arcadia.setup.board", "arcadia.ours.board_radius", "arcadia.setup.two_player")
game = arcadia.new_game(players=2, seed=1)
print(len(components.BOARD), "spaces, centre", components.CENTER)
game
""")

md("""
### The pieces, to click

Seasons of Arcadia has no cards, so its gallery shows its pieces: the lords of the
{{ len(components.SEASONS) }} seasons and {{ sum(e.kind == "Spaces" for e in pieces.entries.values()) }}
kinds of space. **Try it:** click a lord or a space (or Tab to it and press Enter). The panel beside
it says what that piece is and what it may do, then lists every rule that *mentions* it: a rule whose
sentence or id names it, by id and in our words. The Winter lord, shown first, is named by
{{ len(pieces.entries["winter"].rules) }} rules, among them `arcadia.march.cycle`, which says whom it
replaces{{! "arcadia.march.cycle" in pieces.entries["winter"].rules }}. `gallery("arcadia")` makes
this gallery anywhere.
""")

code("""
pieces = gallery("arcadia", selected="winter")
pieces
""")

md("""
### Which spaces touch, and what lies straight behind

Two spaces *touch* when they share a side. A space inside the board touches
{{ len(neighbours("d4")) }} others: below, the spaces touching **d4** are lit
({{ ", ".join(sorted(neighbours("d4"))) }}). Two of them keep the letter (d3, d5), two keep the number
(c4, e4), and two change both by one (c3, e5): those are the three straight lines through
d4{{! all(beyond(a, "d4") == b for a, b in [("d3", "d5"), ("c4", "e4"), ("c3", "e5")]) }}. A space
on the edge touches fewer: the corner **a1** touches only {{ len(neighbours("a1")) }}.

The line drawn from d4 is a *jump* (section 4): it goes over the touching Winter lord on **e5** and
lands on the space **straight behind** it, on the same line: **{{ beyond("d4", "e5") }}**. From the
edge there may be no space behind: from b2 over a1 the line leaves the board{{! beyond("b2", "a1") is None }}.
""")

code("""
rules("arcadia.move.adjacent", "arcadia.jump.landing")
lines = arcadia.from_position(board(autumn="d4", winter="e5"))
print("touching d4:", ", ".join(neighbours("d4")))
print("from d4 straight over e5:", beyond("d4", "e5"), "| from b2 straight over a1:", beyond("b2", "a1"))
geometry(lines, "d4", over="e5")
""")

md("""
With two players, one side plays the two **equinoxes** (Spring and Autumn) and the other the two
**solstices** (Summer and Winter). The equinoxes go
first{{! game.side(game.current_player) == "Equinoxes" }}.

With three or four players everyone plays a single season, and a turn is shorter. This is who sits
where:
""")

code("""
rules("arcadia.setup.multi_player", "arcadia.turn.order")
for players in arcadia.PLAYER_COUNTS:
    start = arcadia.new_game(players=players)
    seats = ", then ".join(
        f"{start.side(seat)} ({' + '.join(s.title() for s in start.seasons_of(seat))})"
        for seat in range(players))
    print(f"{players} players, {components.ACTIONS_PER_TURN[players]} actions a turn: {seats}")
""")

md("""
The rulebook does not say who takes which seasons. We let the first name play the side that
starts and the others follow in turn order; to play another side, list the names in another order
(our choice: `arcadia.ours.seat_seasons`). Here are a three-player and a four-player game from an
empty board: with three, Summer starts{{! three_players.state.seasons_of(0) == ("summer",) }} and
its first lord goes in the centre{{! placements(three_players.state) == [components.CENTER] }}; with
four, Spring does{{! four_players.state.seasons_of(0) == ("spring",) }}.
""")

code("""
rules("arcadia.ours.seat_seasons")
three_players = Table(arcadia.new_game(players=3, names=["Sam", "Ada", "Wim"]))
four_players = Table(arcadia.new_game(players=4))
print(three_players.state.prompt, "|", four_players.state.prompt)
three_players
""")

code("""
four_players
""")

# =====================================================================================================
md("""
## 3. Your first turn

On your turn you take a fixed number of **actions**: {{ components.ACTIONS_PER_TURN[2] }} in a
two-player game. They are
compulsory: you cannot pass or stop early. Each action does
one of three things with one lord: **place** it on the board, **move** it one step, or **jump** it.

A few rules matter right now:
""")

code("""
rules("arcadia.turn.actions", "arcadia.place.first_center", "arcadia.place.adjacent",
      "arcadia.turn.season_quota", "arcadia.turn.own_lords")
""")

md("""
Your turn. You are the **Equinoxes**; the computer plays the Solstices and answers as soon as your
turn ends.

1. Only **e5** is lit{{! placements(game) == ["e5"] }}: the first lord must go in the centre. Click
   it: the table offers {{ len(game.legal_actions()) }} buttons, because either of your seasons could
   go there. Choose **place an Autumn lord on e5**.
2. Now the {{ len(placements(game.apply("place autumn e5"))) }} spaces around e5 light up, since a
   new lord must touch one already on the board{{! placements(game.apply("place autumn e5")) == sorted(neighbours("e5")) }}.
   Click **f6** and choose **place a Spring lord on f6**. Both seasons have acted once, as the turn requires.
3. Before your last action, click the Autumn lord on **e5**: the table refuses, because a lord acts
   only once a turn{{! refused_by(game.apply("place autumn e5").apply("place spring f6"), "move autumn e5 e4") == "arcadia.lord.one_action" }}. Then click **d4** and choose **place an Autumn lord on d4**.

Watch the log: the Solstices reply with {{ components.ACTIONS_PER_TURN[2] }} actions of their own. Then try **Undo** and the
**History** slider, and play on if you like.
""")

code("""
first_turn = Table(arcadia.new_game(players=2, seed=1), bot_plays=(1,))
first_turn
""")

md("""
The same turn, typed instead of clicked (a separate table, so your clicks above stay yours). The
picture shows the board after the Solstices' reply; their last action is circled.
""")

code("""
typed = replay(arcadia.new_game(players=2, seed=1), "place autumn e5", "place spring f6",
               "place autumn d4", bot_plays=(1,))
tail(typed, 9)
typed
""")

md("""
And the refusals you may have met on the way. `why` asks the engine whether an action is legal and,
if not, which rule forbids it:
""")

code("""
empty = arcadia.new_game(players=2, seed=1)
after_e5 = empty.apply("place autumn e5")
why(empty, "place autumn a1")         # not the centre
why(after_e5, "place spring a1")      # touches no lord
why(after_e5, "place summer e4")      # not your season

turn = empty                          # and the turn passes after three actions
for action in ["place autumn e5", "place spring f6", "place autumn d4"]:
    turn = turn.apply(action)
    print(f"{action:<16} -> {turn.prompt}")
""")

md("""
### Moves as text

Every action also has a short written form, handy for exercises and for replaying games:
`place autumn e5` is the button **place an Autumn lord on e5**. The rulebook has no such notation
and no clicks, of course: both are conventions of ours, so they are listed with our other choices
(our choice: `arcadia.notation`, `arcadia.click`). Anything that is not a valid action is refused
under the notation's id{{! refused_by(after_e5, "fly autumn e5 e6") == "arcadia.notation" }}, and a
click on something that is not a space under the clicks' id{{! after_e5.explain_clicks(["the moon"]).rule == "arcadia.click" }}.
""")

code("""
rules("arcadia.notation", "arcadia.click")
jump = arcadia.parse_action("jump autumn c3 e5 g7")
print(jump, "->", game.action_label(jump))
why(after_e5, "fly autumn e5 e6")
refusal = after_e5.explain_clicks(["the moon"])   # a click on something that is no space
print(refusal.rule, "-", refusal)
""")

# =====================================================================================================
md("""
## 4. The three actions

### Place

You take a lord of one of your seasons from your supply and put it on an empty space that touches
at least one lord, of any season. Only lords still in your supply can be placed, and a lord that
is jumped over and replaced goes back to its owner's supply, ready to return.
""")

code("""
rules("arcadia.place.supply", "arcadia.place.empty")
why(after_e5, "place spring e5")   # e5 is taken
print("Autumn lords in supply:", empty.supply("autumn"), "->", after_e5.supply("autumn"))
""")

md("""
Your supply can only run out when all {{ components.LORDS_PER_SEASON }} lords of a season are on the
board, and that has already won the game. So in play you will never see the supply rule refuse a move; it is there to
keep the count honest.

### Move

A move takes one of your lords one step, to an empty neighbouring space. Unlike a placed lord, a
moved lord does not have to stay in touch with the others.

**Try it:** click the Autumn lord on **e5**. The spaces it can reach light up: its
{{ len([n for n in neighbours("e5") if moving.at(n) is None]) }} empty neighbours (and
{{ len(landings(moving, "e5")) }} jumps, which come next). Move it to **e4**: none of the spaces
touching e4 holds a lord once it is there{{! touching(moving.apply("move autumn e5 e4"), "e4") == [] }},
and the move is legal all the same{{! legal(moving, "move autumn e5 e4") }}. Then click a blue Winter
lord: not yours, says the table{{! refused_by(moving, "move winter e6 e7") == "arcadia.turn.own_lords" }}.
""")

code("""
rules("arcadia.move.adjacent", "arcadia.move.empty")
moving = scenario("moving")
Table(moving)
""")

code("""
why(moving, "move autumn e5 e4")   # one step to an empty space
why(moving, "move autumn e5 e7")   # two steps away
why(moving, "move autumn e5 e6")   # a Winter lord stands there
""")

md("""
### Jump

A jump takes one of your lords over a **neighbouring lord** and onto the **empty space straight
behind it**. You may jump over lords of your own season, and over lords of the one season yours
replaces: Autumn replaces Winter (the full cycle is in *The March of Seasons* below).

Jump over a lord of the season you replace and it is **replaced at once**: it goes back to its
owner's supply and one of your lords from your supply takes its space. Jumping your own lords
changes nothing but gets you further. The book does not say what happens if your supply is empty
at that moment; it cannot be, since an empty supply means all {{ components.LORDS_PER_SEASON }} of
that season are on the board, which has already won (our choice: `arcadia.ours.replace_supply`).

The first picture shows the position without the clicks. The spaces touching **e5** are lit, and
{{ len(touching(jumping, "e5")) }} of them hold a lord:
{{ ", ".join(f"{space} ({jumping.at(space).title()})" for space in touching(jumping, "e5")) }}.
The line is the jump from e5 over the Winter lord on **e6**, straight on to **{{ beyond("e5", "e6") }}**.

**Try it** on the table below it: click the Autumn lord on **e5**. Besides the empty spaces around
it, **e7** and **c5** light up{{! landings(jumping, "e5") == ["c5", "e7"] }}: those are jumps over
the Winter lords on e6 and d5. Jump to **e7**, and watch e6 turn orange and the Winter supply in
the panel grow by {{ jumped.state.supply("winter") - jumping.supply("winter") }}. There is no jump
to **g7**, behind the Summer lord on f6: Autumn does not replace
Summer{{! refused_by(jumping, "jump autumn e5 g7") == "arcadia.jump.over" }}.
""")

code("""
rules("arcadia.jump.over", "arcadia.jump.landing", "arcadia.jump.replace", "arcadia.ours.replace_supply")
jumping = scenario("jumping")
geometry(jumping, "e5", over="e6")
""")

code("""
Table(jumping)
""")

code("""
jumped = replay(jumping, "jump autumn e5 e7")
print("Winter on the board:", jumping.on_board("winter"), "->", jumped.state.on_board("winter"))
print("Autumn on the board:", jumping.on_board("autumn"), "->", jumped.state.on_board("autumn"))
why(jumping, "jump autumn e5 g7")   # over a Summer lord: Autumn does not replace Summer
why(jumping, "jump autumn e5 g5")   # over its own Autumn lord on f5, but g5 is taken
jumped
""")

md("""
One hop goes over exactly one lord. Two lords standing in a row cannot be jumped together: there
is no empty space between them to land
on{{! refused_by(in_a_row, "jump autumn e5 e8") == "arcadia.jump.landing" and not legal(in_a_row, "jump autumn e5 e7") }}.
""")

code("""
in_a_row = arcadia.from_position(board(autumn="e5", winter="e6 e7"))
why(in_a_row, "jump autumn e5 e8")   # over e6 and e7 at once
why(in_a_row, "jump autumn e5 e7")   # the space beyond e6 is taken
Table(in_a_row)
""")

md("""
### Several hops in one jump

One jump action may carry on: after landing, the same lord may jump again from there, and again,
as long as each hop is a legal jump onto an empty space. Every lord of the replaced season that it
passes over is replaced along the way.

The rulebook does not say whether a chain of hops may turn a corner. We allow it
(our choice: `arcadia.ours.jump_turns`), but the lord may never land twice on the same space, its starting space
included, so a chain always ends (our choice: `arcadia.ours.jump_no_revisit`).

**Try it:** click the Autumn lord on **f7**, then **f5**, **d5** and **b3**. That is one action of
{{ len(hopping.parse_action("jump autumn f7 f5 d5 b3").path) - 1 }} hops, turning twice{{! legal(hopping, "jump autumn f7 f5 d5 b3") }},
and the last hop replaces the Winter lord on c4{{! hopping.at("c4") == "winter" and hopping.apply("jump autumn f7 f5 d5 b3").at("c4") == "autumn" }}. When a chain could stop
where you are or go on, a button offers to stop there and the next landings stay lit.
""")

code("""
rules("arcadia.jump.multi", "arcadia.ours.jump_turns", "arcadia.ours.jump_no_revisit")
hopping = scenario("hopping")
Table(hopping)
""")

code("""
why(hopping, "jump autumn f7 f5 d5 b3")    # three hops, two turns
why(hopping, "jump autumn e5 e7 g7 e5")    # around the triangle and back to the start
replay(hopping, "jump autumn f7 f5 d5 b3")
""")

md("""
### The March of Seasons

Each season replaces exactly one other, and the four follow each other round a circle:

| this season | jumps and replaces |
|---|---|
| Autumn | {{ game.replaces("autumn").title() }} |
| Winter | {{ game.replaces("winter").title() }} |
| Spring | {{ game.replaces("spring").title() }} |
| Summer | {{ game.replaces("summer").title() }} |

So in a two-player game each side can attack the other with both its seasons: Autumn takes
Winter's places and Spring takes Summer's, while Winter takes Spring's and Summer takes Autumn's.
Any season may also jump its own lords, but never a third season: Spring may not jump the Autumn
lord on e5 below{{! refused_by(jumping, "jump spring d4 f6") == "arcadia.jump.over" }}.
""")

code("""
rules("arcadia.march.cycle")
for season in components.SEASONS:
    print(f"{season.title():>6} replaces {game.replaces(season).title()}")
why(jumping, "jump spring d4 f6")   # Spring may not jump the Autumn lord on e5
""")

md("""
### Exercise 1: two at once

Time to use it. You are the Equinoxes. **Find one jump that replaces two Winter lords**
({{ len(solutions(exercise_1, capture_two)) }} different jumps do it).
The table tells you when you've got it; a legal move that misses is taken back, with a hint.
""")

code("""
def two_winters_replaced(before, action, after):
    return before.on_board("winter") - after.on_board("winter") >= 2


def solutions(position, exercise):
    # the legal actions that solve an exercise: to count them, not to read them
    return [a for a in position.legal_actions() if exercise.check(position, a, position.apply(a))]


capture_two = Exercise(
    task="Replace two Winter lords with a single jump.",
    check=two_winters_replaced,
    success="Two Winter lords are now Autumn lords, in one action.",
    hint="Legal, but that does not replace two Winter lords. "
         "Find a landing from which a second Winter lord can be jumped.")
exercise_1 = scenario("exercise_1")
Table(exercise_1, exercise=capture_two)
""")

md(SOLUTION)

code("""
check_solution(exercise_1, capture_two, "jump autumn c3 e5 e7")
""", hidden=True)

# =====================================================================================================
md("""
## 5. Every special case, on the board

You know the whole game now. What follows are the situations where players most often hesitate,
each as a position you can play.

### 5.1 The rulebook's own example: one jump, two replacements

The rulebook illustrates jumping with an Autumn lord that hops over a Winter lord, then over a
fellow Autumn lord, then over a second Winter lord. Both Winter lords are
replaced{{! rulebook_example.on_board("winter") - done.state.on_board("winter") == 2 }}; the Autumn
lord in the middle simply stays{{! rulebook_example.at("f6") == done.state.at("f6") == "autumn" }}.

**Try it:** click **c3**, then **e5**, **g7** and **i9**: at each step that is the only jump
landing on offer{{! landings(rulebook_example, "c3") == ["e5"] }}{{! landings(rulebook_example, "c3", "e5") == ["g7"] }}{{! landings(rulebook_example, "c3", "e5", "g7") == ["i9"] }}.
""")

code("""
rulebook_example = scenario("rulebook_example")
Table(rulebook_example)
""")

code("""
done = replay(rulebook_example, "jump autumn c3 e5 g7 i9")
tail(done, 1)
print("Winter on the board:", rulebook_example.on_board("winter"), "->", done.state.on_board("winter"))
done
""")

md("""
### 5.2 Jumping out at the edge

**What the book says** (`arcadia.jump.out`, `arcadia.jump.reenter`). A lord standing on an edge
space may be jumped. If it belongs to the season you replace, it is replaced as usual. The jumper
has then *jumped out*: it comes back onto **any empty space you like** and is done for this turn.
Must the returning lord touch another lord, as a placed lord must? No: the book lets it come back
on any vacant space, and coming back is part of the jump, not a Place action, so the touching rule
does not apply; it costs no extra action either.

**What the book leaves open, and how we read it.** The book does not say where such a jump would
have landed. We read a jump out as a jump over an edge lord where no space lies straight behind it,
so that the landing would be *off* the board (our choice: `arcadia.ours.jump_out_off_board`);
section 5.4 shows what that means along the edge. A jump out is always the last hop of its jump,
and the lord may even come back where it started (our choice: `arcadia.ours.jump_out_ends_jump`).

In the picture, the spaces touching **b2** are lit, and the line from b2 over the Winter lord on
**a1**{{! edge.at("a1") == "winter" }} leaves the board: a1 is a corner, with no space straight
behind it{{! beyond("b2", "a1") is None }}.

**Try it** on the table: click the Autumn lord on **b2**. Past a1, outside the board, a dashed
**out** space lights up{{! "out past a1" in landings(edge, "b2") }}. Click it, then click any empty
space to come back in, even a lonely one such as **i9**, which touches no
lord{{! touching(edge, "i9") == [] and legal(edge, "jump autumn b2 out a1 i9") }}.
""")

code("""
rules("arcadia.jump.out", "arcadia.jump.reenter", "arcadia.ours.jump_out_off_board",
      "arcadia.ours.jump_out_ends_jump")
edge = scenario("edge")
geometry(edge, "b2", over="a1")
""")

code("""
Table(edge)
""")

code("""
out = replay(edge, "jump autumn b2 out a1 e7")
tail(out, 1)
why(out.state, "move autumn e7 e8")      # the lord that jumped out is done for the turn
why(edge, "jump autumn b2 out a1 i9")    # back in on i9, which touches no lord
why(edge, "jump autumn b2 out a1 c3")    # but not on a taken space
why(edge, "jump autumn d4 out c3 a1")    # c3 is not on the edge: beyond it lies b2
out
""")

md("""
### Exercise 2: out and back

**Jump out at the edge, and come back onto a space next to one of your Autumn lords**{{! solutions(edge, jump_out) }}.
""")

code("""
def out_and_home(before, action, after):
    action = arcadia.parse_action(str(action))
    return action.out is not None and any(
        after.at(space) == action.season for space in neighbours(action.enter))


jump_out = Exercise(
    task="Jump out at the edge and come back next to one of your Autumn lords.",
    check=out_and_home,
    success="Out and back in, right beside your own lords.",
    hint="Legal, but that is not a jump out ending next to an Autumn lord. "
         "Start with the Autumn lord beside the edge.")
Table(edge, exercise=jump_out)
""")

md("""
**Solution**, folded away in the next cell as before.

<details><summary>Why it works (spoiler)</summary>

After the jump, a1 holds an Autumn lord (the Winter one was
replaced){{! edge.apply("jump autumn b2 out a1 a2").at("a1") == "autumn" }}, so coming back on a2 is
next to it{{! "a1" in neighbours("a2") }}.
</details>
""")

code("""
check_solution(edge, jump_out, "jump autumn b2 out a1 a2")
""", hidden=True)

md("""
### 5.3 A chain that ends in a jump out

**The book is silent here.** It lets one jump action chain several hops, and it lets a lord jump
out at the edge, but it never says whether a chain of hops may end in a jump out. We allow it: hop
as long as you can, and if the last lord in your way stands on the edge with nothing behind it, jump
out over it and come back on any empty space. Every lord of the replaced season along the way is replaced,
the one on the edge too
(our choice: `arcadia.ours.jump_out_ends_jump`, `arcadia.ours.jump_out_off_board`).

**Try it:** click the Autumn lord on **e4**, then **c2** (over the Winter lord on
d3{{! chain_out.at("d3") == "winter" and beyond("e4", "d3") == "c2" }}). A button offers to stop
there; instead click the dashed **out** space past the Winter lord on
**b1**{{! chain_out.at("b1") == "winter" and landings(chain_out, "e4", "c2") == ["out past b1"] }},
then any empty space. One action,
{{ chain_out.on_board("winter") - chained_out.state.on_board("winter") }} Winter lords replaced.
""")

code("""
rules("arcadia.jump.multi", "arcadia.ours.jump_out_ends_jump")
chain_out = scenario("chain_out")
Table(chain_out)
""")

code("""
why(chain_out, "jump autumn e4 c2 out b1 i9")   # two hops, the second one out
chained_out = replay(chain_out, "jump autumn e4 c2 out b1 i9")
tail(chained_out, 1)
print("Winter on the board:", chain_out.on_board("winter"), "->", chained_out.state.on_board("winter"))
chained_out
""")

md("""
### 5.4 Along the edge: an ordinary jump (our reading)

The rulebook's edge rule says you may jump a lord on an edge space, and that the jumper has then
"jumped out". Taken word for word, that would make *every* jump over an edge lord a jump out, even
one that lands on an empty space of the board, for instance along the edge. **We read it
differently:** a jump out is a jump over an edge lord whose landing space would be *off* the board.
A jump over an edge lord that lands on the board is an ordinary jump: the lord lands there, and
may hop on (our choice: `arcadia.ours.jump_out_off_board`).

**Try it:** the Autumn lord on **a3** sits on the bottom edge (it touches only
{{ len(neighbours("a3")) }} spaces), next to the Winter lord on
**a2**{{! along_edge.at("a2") == "winter" }}. Click a3: **a1** lights up, an ordinary landing
straight behind a2{{! beyond("a3", "a2") == "a1" and landings(along_edge, "a3") == ["a1"] }}, and no
**out** space appears{{! not any(a.out for a in along_edge.legal_actions()) }}. Click a1: a button
offers to stop there, and **c1** lights up{{! landings(along_edge, "a3", "a1") == ["c1"] }}, a second
hop up the left edge over the Winter lord on b1{{! along_edge.at("b1") == "winter" }}.
""")

code("""
rules("arcadia.ours.jump_out_off_board")
along_edge = scenario("along_edge")
Table(along_edge)
""")

code("""
why(along_edge, "jump autumn a3 a1")          # along the edge, over a2: an ordinary jump
why(along_edge, "jump autumn a3 out a2 e7")   # not a jump out in our reading
along = replay(along_edge, "jump autumn a3 a1 c1")
tail(along, 1)
along
""")

md("""
### 5.5 One action per lord

Each lord acts at most once a turn. Once you have placed it, moved it or jumped with it, that lord
sits out the rest of your turn, even if you still have actions. The board draws such lords dashed
and faded, as the key under the panel recalls{{! "acted this turn" in arcadia.render.ACTED_KEY }}.

Here the Equinoxes have just placed the Autumn lord on **d5**. **Try it:** click d5,
refused{{! refused_by(once, "move autumn d5 c5") == "arcadia.lord.one_action" }}; click the other
Autumn lord on **e5**, which may still act{{! legal(once, "move autumn e5 d4") }}.
""")

code("""
rules("arcadia.lord.one_action")
once = scenario("once")   # d5 has already been placed this turn
Table(once)
""")

code("""
why(once, "move autumn d5 c5")   # already placed this turn
why(once, "move autumn e5 d4")   # this one has not acted yet
""")

md("""
### 5.6 A replacement lord acts the same turn

A lord that arrives on the board by replacing another is brand new: it has not acted, so it can
move or jump later in the same turn. (The jumper itself, of course, is done.)

**Try it:** jump **c3 → e5**, replacing the Winter lord on
d4{{! fresh.at("d4") == "winter" and after_first.at("d4") == "autumn" }}. Then click the *new* Autumn
lord on **d4** and jump it over the Winter lord on d5, to **d6**{{! legal(after_first, "jump autumn d4 d6") }}.
The Autumn lord that jumped to e5 is done{{! refused_by(after_first, "move autumn e5 f5") == "arcadia.lord.one_action" }},
and your last action must then be a Spring
one{{! {a.season for a in chain.state.legal_actions()} == {"spring"} }}.
""")

code("""
rules("arcadia.lord.replacement_active")
fresh = scenario("fresh")
Table(fresh)
""")

code("""
after_first = fresh.apply("jump autumn c3 e5")
why(after_first, "jump autumn d4 d6")   # the new lord on d4 may act
why(after_first, "move autumn e5 f5")   # the lord that jumped may not
chain = replay(fresh, "jump autumn c3 e5", "jump autumn d4 d6")
tail(chain, 2)
chain
""")

md("""
### 5.7 Both seasons every turn (two players)

In a two-player game each of your two seasons must act at least once in your turn; the third
action is free. So never three actions with one season. The prompt under the board keeps count.

Here Autumn has already acted twice{{! quota.counts[components.AUTUMN] == 2 }}. **Try it:** click an empty
space next to a lord: only Spring is offered{{! {a.season for a in quota.legal_actions()} == {"spring"} }}. Click an
Autumn lord: refused, and the table says
why{{! refused_by(quota, "move autumn e5 e4") == "arcadia.turn.season_quota" }}.
""")

code("""
rules("arcadia.turn.season_quota")
quota = scenario("quota")   # Autumn has acted twice: d4 and e5
print(quota.prompt)
Table(quota)
""")

code("""
why(quota, "move autumn e5 e4")
why(quota, "place spring e4")
""")

md("""
### 5.8 Three players: Winter replaces Summer

With three players each plays one season, in the order Summer, Autumn, Winter, and a turn is
{{ components.ACTIONS_PER_TURN[3] }} actions. Spring is not in the game, so the March of Seasons
closes up: **Winter replaces {{ three.replaces("winter").title() }}**. Autumn still replaces
{{ three.replaces("autumn").title() }} and Summer still replaces {{ three.replaces("summer").title() }}.
""")

code("""
rules("arcadia.march.three_player")
three = arcadia.new_game(players=3)
for season in three.seasons_of(0) + three.seasons_of(1) + three.seasons_of(2):
    print(f"{season.title():>6} replaces {three.replaces(season).title()}")
""")

md("""
### Exercise 3: Winter's turn

You play Winter in a three-player game. **Replace a Summer lord**{{! solutions(exercise_3, winter_vs_summer) }}. Careful: the Autumn lords next
to your Winter lords are off-limits{{! refused_by(exercise_3, "jump winter c5 c3") == "arcadia.jump.over" }}.
""")

code("""
def a_summer_replaced(before, action, after):
    return after.on_board("summer") < before.on_board("summer")


winter_vs_summer = Exercise(
    task="You are Winter: replace a Summer lord.",
    check=a_summer_replaced,
    success="Winter replaces Summer when Spring sits out.",
    hint="Legal, but no Summer lord was replaced. Winter can jump Summer lords, not Autumn ones.")
exercise_3 = scenario("exercise_3")   # three players, Winter (seat 2) to move
Table(exercise_3, exercise=winter_vs_summer)
""")

md("""
**Solution**, folded away in the next cell as before.
""")

code("""
check_solution(exercise_3, winter_vs_summer, "jump winter d4 f6")
why(exercise_3, "jump winter c5 c3")   # over the Autumn lord on c4
""", hidden=True)

md("""
### 5.9 Four players

With four players each plays one season and a turn is {{ components.ACTIONS_PER_TURN[4] }} actions.
Spring starts, then Summer, Autumn and Winter, and round again. The full March of Seasons applies.

**Try it:** you are Spring. Jump your lord on **e6** over the Summer lord on f6 to
**g6**{{! four.at("f6") == "summer" and legal(four, "jump spring e6 g6") }}, then take one more action. The computer then plays Summer, Autumn and Winter, and it is your turn
again{{! round_trip.state.current_player == 0 and round_trip.state.side(0) == "Spring" }}.
""")

code("""
four = scenario("four")   # four players, Spring to move
Table(four, bot_plays=(1, 2, 3))
""")

code("""
round_trip = replay(four, "jump spring e6 g6", "place spring h7", bot_plays=(1, 2, 3))
print([line for line in round_trip.state.log if line.startswith("Turn")])
round_trip
""")

md("""
### 5.10 Winning in the middle of a turn, or of a jump

The game ends the instant the twelfth lord of a season lands, whatever is left of the turn.

Here Autumn already has {{ eleven.on_board("autumn") }} lords on the board. **Try it:** place one more
Autumn lord on any empty space that touches a lord, as every placement must: there are
{{ len(placements(eleven)) }} of them. The game is over at once{{! won.state.is_over and won.state.winners == [0] }},
with {{ eleven.actions_left - 1 }} actions unused.
""")

code("""
eleven = scenario("eleven")
Table(eleven)
""")

code("""
won = replay(eleven, "place autumn e3")
tail(won, 2)
print("winners:", won.state.winners, "| Autumn on the board:", won.state.on_board("autumn"))
""")

md("""
The same holds inside a chain of hops. Below, Autumn has {{ ten.on_board("autumn") }} lords and the
lord on **e1** could hop along row e over {{ sum(ten.at(s) == "winter" for s in ("e2", "e4", "e6")) }}
Winter lords. The second replacement brings Autumn to {{ won_mid_jump.state.on_board("autumn") }}: the
game is won right there and the chain stops, so the third hop is not on offer
(our choice: `arcadia.ours.win_stops_jump`).

**Try it:** click **e1**, then **e3**: e5 lights up, and so does c1, but not
e7{{! landings(ten, "e1", "e3") == ["c1", "e5"] and refused_by(ten, "jump autumn e1 e3 e5 e7") == "arcadia.ours.win_stops_jump" }}.
Click **e5**: the jump ends there and the game with it{{! won_mid_jump.state.winners == [0] }}.
""")

code("""
rules("arcadia.ours.win_stops_jump")
ten = scenario("ten")
Table(ten)
""")

code("""
why(ten, "jump autumn e1 e3 e5")
why(ten, "jump autumn e1 e3 e5 e7")
won_mid_jump = replay(ten, "jump autumn e1 e3 e5")
tail(won_mid_jump, 2)
won_mid_jump
""")

md("""
### Exercise 4: the last action of the turn

Autumn has {{ exercise_4.on_board("autumn") }} lords on the board and Spring
{{ exercise_4.on_board("spring") }}. You have {{ exercise_4.actions_left }} action left, and Autumn has
already acted twice this turn{{! exercise_4.counts[components.AUTUMN] == 2 }}. **Win the game with this action**{{! solutions(exercise_4, last_action) }}.
""")

code("""
def wins_now(before, action, after):
    return after.is_over and after.winners == [before.current_player]


last_action = Exercise(
    task="Win the game with your last action of the turn.",
    check=wins_now,
    success="Twelve Spring lords: the Equinoxes win!",
    hint="Legal, but the game goes on. Autumn may not act again this turn, "
         "so which season can still reach twelve, and how?")
exercise_4 = scenario("exercise_4")   # Autumn has acted twice (g8, h8): one action left
print(exercise_4.prompt)
Table(exercise_4, exercise=last_action)
""")

md("""
**Solution**, folded away in the next cell as before.

<details><summary>Why it works (spoiler)</summary>

Autumn is out of actions this turn, and placing one Spring lord only brings Spring to
{{ exercise_4.on_board("spring") + 1 }}. A Spring jump that replaces two Summer lords brings it to
{{ exercise_4.on_board("spring") + 2 }}.
</details>
""")

code("""
why(exercise_4, "place autumn e3")
check_solution(exercise_4, last_action, "jump spring c3 e3 g5")
""", hidden=True)

# =====================================================================================================
md("""
## 6. Winning

To sum up: the first player with all {{ components.LORDS_PER_SEASON }} lords of one season on the
board wins, at that moment. In a two-player game either of your two seasons will do. Once the game is over no action
is accepted any more{{! refused_by(final, "place spring e2") == "arcadia.game_over" }}.
""")

code("""
rules("arcadia.win.twelve", "arcadia.game_over")
final = won.state
print(final.prompt, "| winners:", final.winners, "| scores (best season per side):", final.scores)
why(final, "place spring e2")
""")

md("""
The rulebook has no draw: a game goes on until someone wins, and that is how a new game starts
here too. For games between two careful bots, which might circle forever, we added an optional turn
limit: give `turn_limit=` to `new_game` or `from_position` and, when the last turn ends without a
winner, the game is a draw (our choice: `arcadia.ours.turn_limit`). Here is a position with a
one-turn limit{{! short.turn_limit == 1 }}, drawn once its only turn is over{{! drawn.is_over and drawn.winners == [] }}:
""")

code("""
rules("arcadia.ours.turn_limit")
print("no limit unless asked:", arcadia.new_game(players=2).turn_limit)
short = arcadia.from_position(board(autumn="e5", winter="e6"), turn_limit=1)
drawn = short.apply("place autumn e4").apply("place spring d4").apply("place spring f5")
print(drawn.prompt, "| winners:", drawn.winners)
drawn
""")

# =====================================================================================================
md("""
## 7. Assumptions: what the rulebook leaves open

The rulebook is short and leaves a few things unsaid. Every choice we made, down to how actions
are written and clicked, is declared once, in
`seasons_nb.games.arcadia.rules` (`arcadia.ASSUMPTIONS`), most with a named constant the engine
reads, so it is easy to change if you play differently at home. Here they are, generated from those
declarations:
""")

code("""
assumptions("arcadia")
""")

md("""
In short: how players get their seasons; the written notation and the clicks; the board size;
chains of hops may turn but never revisit a space; a jump out is a jump whose landing would be off
the board (along the edge it is an ordinary jump); a chain of hops may end in a jump out, which is
always its last hop, and the lord may come back even where it started; an empty supply never gets in
the way, since it means the game is already won; a win in the middle of a chain ends the chain; and
the optional turn limit.

The book also never says what happens if you have actions left but nothing legal to do. We checked
that this cannot happen: there are at most {{ len(components.SEASONS) * components.LORDS_PER_SEASON }}
lords for {{ len(components.BOARD) }} spaces, so some empty space always touches a lord, and your
supply only runs dry by winning (our choice: `arcadia.ours.never_stuck`). Even on a crowded
four-player board with {{ sum(crowded.on_board(s) for s in components.SEASONS) }} lords, there are
still {{ len(placements(crowded)) }} spaces to place a lord on and {{ len(crowded.legal_actions()) }}
legal actions in all:
""")

code("""
rules("arcadia.ours.never_stuck")
crowded = scenario("crowded")   # 44 lords, 11 of each season, four players
place_actions = [a for a in crowded.legal_actions() if a.kind == "place"]
empty_spaces = [s for s in components.SPACES if crowded.at(s) is None]
print(f"{len(empty_spaces)} empty spaces, {len(place_actions)} legal placements, "
      f"{len(crowded.legal_actions())} legal actions in all")
crowded
""")

# =====================================================================================================
md("""
## 8. Play a full game against the bot

You play the Equinoxes; the computer plays the Solstices and moves as soon as your turn ends. Use
**Undo** freely, **New game** for a fresh one, or switch on both seats under **Bot plays** to watch the
computer play itself.
""")

code("""
match = play("arcadia", players=2, seed=2024, bot_plays=(1,))
match
""")

nb.save_and_share("match", (1,), teacher_code("arcadia", seed=31, actions=12), "Seasons of Arcadia")
nb.levels_and_coach('turn_limit=200')

md("""
Curious how a whole game goes? Here the bot plays both sides from the first action to the last.
Two bots could in principle circle forever, so this game is given a turn limit of
{{ watch.state.turn_limit }}: it ends in a draw if nobody has won by then
(our choice: `arcadia.ours.turn_limit`). This one ends after {{ watch.state.turn }} turns,
{{ "won by the " + watch.state.side(watch.state.winners[0]) if watch.state.winners else "in a draw" }}.
Drag the **History** slider to replay it.
""")

code("""
watch = play("arcadia", players=2, seed=7, bot_plays=(0, 1), turn_limit=200)
print(watch.state.prompt, f"It took {len(watch.match) - 1} actions in {watch.state.turn} turns.")
tail(watch, 2)
watch
""")

# =====================================================================================================
md("""
## 9. All the rules on one page

For reference, every rule of the game in our words, with the section of the rulebook it comes
from (or a note that it is our own choice).
""")

code("""
rules(*arcadia.RULES)
""")

if __name__ == "__main__":
    nb.main()
