"""The Seasons of Intrigue walkthrough, ``notebooks/04-seasons-of-intrigue.ipynb``, cell by cell (see ``cells.py``).

    python notebooks/build/04-seasons-of-intrigue.py
    python notebooks/execute.py notebooks/04-seasons-of-intrigue.ipynb
"""

from cells import HOW_TO_RUN, Notebook, teacher_code

nb = Notebook("intrigue", "04-seasons-of-intrigue.ipynb")
md, code = nb.md, nb.code

# =====================================================================================================

md("""
# Seasons of Intrigue

*A game of courtly intrigue through the four seasons, for 2 to 4 players, known to us only from a
rules summary: every card, the map and the tablets here are our own design.*

Four courts, one for each season, compete for your favour. Each year you draft four workers from
those courts, then send one to work each season. The workers are placed face down and revealed
together; each does one kind of thing: **Politics**, **Civil** works, **Combat** or **Trade**. Units
that meet on the map fight. At the end of the year a cleanup pays wages, scores quests and alliances
and makes the lands produce. Once a player holds {{ intrigue.rules.VP_LIMIT }} VP tokens the game ends at that year's
cleanup (our choice: `intrigue.ours.vp_limit`; the summary names a VP limit but gives no number), and the final count
adds victories, defeats, inner lands, stars, gold and a personal quest that everyone can see.

""" + HOW_TO_RUN + """

This is an unofficial teaching version. Each rule is in our own words, with an id such as
`intrigue.combat.deploy` and the part of the summary it comes from ("Setup", "Start of turn",
"Politics actions", "Combat", "Cleanup", ...). The summary describes no component at all, so the
map, tablets, workers, cards, quests and events are ours (see
`seasons_nb/games/intrigue/data/DESIGN.md`), and so is every choice marked *our choice*.
""")

code("""
from seasons_nb.teach import *
from seasons_nb.core.bots import GreedyBot, play_out
from seasons_nb.games import intrigue
from seasons_nb.games.intrigue import components
from seasons_nb.games.intrigue.teach import (
    board, calendar, card, fight, holdings, market, position, rows, scoresheet, tablet, tracks, worker)
""")

# =====================================================================================================
md("""
## 1. The game in one minute

""" + "\n".join(f"- {line}" for line in [
    "**A year** is a draft of workers, then four seasons (spring, summer, autumn, winter), then a cleanup.",
    "**The draft**: everyone draws {{ components.DRAFT }} workers, keeps one and passes the rest on, "
    "until each holds {{ components.DRAFT }}.",
    "**A season**: everyone places one worker face down; they are revealed together and act in "
    "initiative order. A worker's **power** is how many steps of its one action it takes (our choice: "
    "`intrigue.ours.power_steps`): its printed power, plus the calendar's modifier for its court this "
    "season, plus the modifier its own card may print for this season (two different sources, each "
    "counted once), plus the events. Then its court's influence rises for you.",
    "**Four actions**: Politics (move initiative markers, reorder events, raise influence), Civil (draw "
    "cards, buy an upgrade, build), Combat (deploy and move units on the map), Trade (sell cards and "
    "goods). Units that walk into another player's land fight once everyone has acted.",
    "**VP tokens** come from influence (a marker reaching its court's token), quests (at the cleanup) "
    "and alliances (the top marker of a court, at {{ components.NUMBERS['alliance_threshold'] }} or "
    "more; our choice: `intrigue.ours.alliance_rule`). **{{ intrigue.rules.VP_LIMIT }} VP tokens** end "
    "the game at the cleanup (our choice: `intrigue.ours.vp_limit`).",
]) + """

A new game for three players, as Aster sees it. The draft is open and Aster, first on the initiative
track{{! game.order[0] == 0 }}, picks first from a pack of {{ len(game.packs[0]) }} workers, with
{{ game.gold[0] }} gold and {{ len(game.hand[0]) }} cards in hand:
""")

code("""
game = intrigue.new_game(players=3, seed=2)
print(game.prompt)
rows(game)
holdings(game, 0)
print("Aster's pack:", "; ".join(worker(components.WORKERS[w].id) for w in game.packs[0]))
""")

# =====================================================================================================
md("""
## 2. The components

Everything below is our design: the summary names these things but prints nothing on them
(our choice: `intrigue.ours.components`).

### 2.1 The map

{{ edge_count }} **edge lands** `e1`–`e12` in a ring around {{ inner_count }} **inner lands** `i1`–`i4`. An
edge land touches its two neighbours in the ring and one inner land; each inner land touches three
edge lands and its two inner neighbours{{! neighbours_fit }}. Every land carries a **tile**, a mine
(ore), a farm (grain) or a sawmill (wood) with a production number {{ min(t.production for t in components.TILES) }}
to {{ max(t.production for t in components.TILES) }}, laid **face down** at random (`?` below; all
{{ len(game.revealed) - sum(game.revealed) }} are face down). Units enter the map
only on empty edge lands, so the inner circle, worth 1 point a land at the end, is always at least a
move away.

On the Table's map a **bridge** crosses the gap between every two lands that touch, {{ len(bridges) }}
in all{{! bridges_fit }}: a unit moves only across a bridge. Four of them cross a corner, where the corner
lands `e2`, `e5`, `e8` and `e11` meet their inner land{{! corners_joined }}; no other diagonal has one.
""")

code("""
rules("intrigue.ours.components", "intrigue.setup.tiles")
board(game, neighbours=True)
edge_count = sum(not land.inner for land in components.LANDS)
inner_count = sum(land.inner for land in components.LANDS)
neighbours_fit = all(sum(components.LANDS[y].inner for y in land.neighbours) == (2 if land.inner else 1)
                     and len(land.neighbours) == (5 if land.inner else 3) for land in components.LANDS)
bridges = intrigue.render.joins()          # the pairs of lands the Table's map joins with a bridge
touching = {frozenset((land.id, components.LANDS[y].id)) for land in components.LANDS for y in land.neighbours}
bridges_fit = {frozenset(pair) for pair in bridges} == touching
corners_joined = all(frozenset(pair) in touching for pair in [("e2", "i1"), ("e5", "i2"), ("e8", "i3"), ("e11", "i4")])
""")

md("""
### 2.2 The courts, their influence tracks and the calendar

Four courts, one per season: **Bloom** (spring), **Sun** (summer), **Harvest** (autumn), **Frost**
(winter). Each has an **influence track** 0–{{ components.TRACK }} with a marker per player. Each court
has {{ game.tokens_left[0] }} **influence VP tokens**; one at a time lies on its track, starting at the
top ({{ game.tokens[0] }}), and when it is taken the next one starts at the top again
(our choice: `intrigue.ours.token_supply`; the printed tracks below say "{{ game.tokens_left[0] }} left", the Table's
"{{ game.tokens_left[0] }} tokens left"{{! f'{game.tokens_left[0]} tokens left' in game.render() }}). A marker
that meets the token takes it (section 4). The **alliance** of a court goes once a game to the highest
marker, if it stands at {{ components.NUMBERS['alliance_threshold'] }} or more, a tie to the earlier
initiative (our choice: `intrigue.ours.alliance_rule`; the Table's tracks say "alliance: highest ≥
{{ components.NUMBERS['alliance_threshold'] }}"{{! f"alliance: highest ≥ {components.NUMBERS['alliance_threshold']}" in game.render() }}; section 8). The **initiative track** says who plans,
acts and wins ties first.

The **calendar** gives each court's workers +1 in its own season and −1 in the opposite one (spring
and autumn, summer and winter){{! calendar_fits }}.
This is the calendar's modifier only: a worker card may print a season modifier of its own as well
(section 5). Here are the tracks of our new game, and the calendar:
""")

code("""
rules("intrigue.season.calendar")
tracks(game)
calendar()
calendar_fits = all(components.CALENDAR[f.season][i] == 1 and components.CALENDAR[(f.season + 2) % 4][i] == -1
                    for i, f in enumerate(components.FACTIONS))
""")

md("""
### 2.3 The tablet

Each player has a **tablet**. Its {{ len(components.GARRISONS) }} **garrisons** hold
{{ components.SPACES }} units (● a unit at home, ○ an empty space): {{ garrison_text }}. Units leave
from the left (`intrigue.combat.deploy`), so as more of your units are out, the rightmost empty space
moves right and your **combat power** grows (section 7), along with your **combat-card limit**: how
many combat cards you may play in a combat, the number of the garrison plus one for each revealed
upgrade that says so (`intrigue.battle.cards`). With every unit at home there is no empty space, so
Aster's power and limit are {{ game.base_power(0) }} and {{ game.card_limit(0) }}. {{ len(components.UPGRADES) }}
**upgrades** cost {{ min(u.price for u in components.UPGRADES) }} to {{ max(u.price for u in components.UPGRADES) }}
gold and raise the hand limit ({{ game.hand_limit(0) }} to begin with); {{ card_upgrades }} of them
raise the combat-card limit too, and {{ sum(u.star for u in components.UPGRADES) }} carry a **star**
(★, 1 point at the end). At setup {{ components.CLOSED_AT_SETUP }} upgrades of each tablet are closed
at random{{! all(list(u).count(0) == components.CLOSED_AT_SETUP for u in game.upgrades) }}.
""")

code("""
rules("intrigue.setup.upgrades")
tablet(game, 0)
tablet(game, 1)
garrison_text = ", ".join(f"power {g.power} with {g.spaces} space{'s' if g.spaces > 1 else ''} and "
                          f"{g.cards} combat card{'s' if g.cards > 1 else ''}" for g in components.GARRISONS)
card_upgrades = sum(any(op[0] == "cards" for op in u.effect) for u in components.UPGRADES)
""")

md("""
### 2.4 Workers, intrigue cards and combat cards

**Workers** ({{ len(components.WORKERS) }}, {{ per_court }} per court) are cards: a court, a power
{{ min(w.power for w in components.WORKERS) }}–{{ max(w.power for w in components.WORKERS) }}, maybe a
bonus or penalty printed for some seasons (on top of the calendar's), maybe an **ability** used once
while it acts. **Intrigue cards** ({{ len(intrigue_cards) }}) are *instant* (+1 or +2 power to your
action, or +2/+3 to a side in a combat) or *other* (gold, taking gold from a player, swapping
initiative, influence). **Combat cards** ({{ len(combat_cards) }}) add
+{{ min(c.power for c in combat_cards) }} to +{{ max(c.power for c in combat_cards) }} to a side in a combat.
""")

code("""
for w in ("b1", "b2", "b3", "s4", "h6", "f2"):
    print(worker(w))
print()
for c in ("x1", "x4", "x6", "x9", "x11", "x13", "x15", "x16", "c1", "c7", "c15"):
    print(card(c))
per_court = {sum(w.faction == f for w in components.WORKERS) for f in range(len(components.FACTIONS))}.pop()
intrigue_cards = [c for c in components.CARDS if c.colour == "intrigue"]
combat_cards = [c for c in components.CARDS if c.colour == "combat"]
""")

md("""
### 2.5 Quests, personal quests, events and the market

A row of {{ len(game.quests) }} **quests** lies face up; at each cleanup the first player in initiative
order who meets one takes it: 1 VP token (`intrigue.cleanup.quests_claim`;
our choice: `intrigue.ours.quest_claims`). Each player also has a **personal quest**, worth 1 point at the end if
met. It lies face up next to its owner's tablet, so everyone can see everyone's
(our choice: `intrigue.ours.personal_quests_open`: the summary only says where it lies, not that it is hidden), and
every picture and printer here shows it: Aster sees Birch's {{ components.PERSONAL[game.view(0).personal[1]].name }}
and Cedar's {{ components.PERSONAL[game.view(0).personal[2]].name }}. A row of {{ len(game.events) }} **events** changes the game
while it is in the row (an action type, a court or a price ±1) and does something at the cleanup;
{{ sum(e.blank for e in components.EVENTS) }} of the {{ len(components.EVENTS) }} events are blank. The
**market** buys ore at {{ components.GOODS[0].price }} and grain and wood at {{ components.GOODS[1].price }}
gold, give or take the events: here Blight, first in the row{{! components.EVENTS[game.events[0]].name == 'Blight' }}, puts grain at
{{ game.price(1) }}.
""")

code("""
rules("intrigue.setup.personal_quest", "intrigue.ours.personal_quests_open")
rows(game)
market(game)
print("Personal quests:", "; ".join(f"{q.name} ({components.condition_text(q.condition)})"
                                     for q in components.PERSONAL))
for seat in range(game.players):                # as Aster sees them: all face up
    print(f"{game.names[seat]}'s personal quest:", components.PERSONAL[game.view(0).personal[seat]].name)
""")

md("""
### 2.6 Every card, to click

The gallery below holds all of them: {{ len(components.WORKERS) }} workers, {{ len(intrigue_cards) }}
intrigue cards, {{ len(combat_cards) }} combat cards, {{ len(components.QUESTS) }} quests,
{{ len(components.PERSONAL) }} personal quests and {{ len(components.EVENTS) }} events. **Try it:** pick a
tab, then click a card (or Tab to it and press Enter). The panel beside the cards gives its full text
and the rules that *mention* it: a rule whose sentence or id names its kind ("worker", "quest",
"event" ...). The first worker, {{ components.WORKERS[0].name }}, is named by
{{ len(cards.entries[components.WORKERS[0].id].rules) }} rules; the panel writes out the first
{{ SENTENCES }} and names the others by id{{! len(cards.entries[components.WORKERS[0].id].rules) > SENTENCES }}.
""")

code("""
from seasons_nb.widgets.cards import SENTENCES
cards = gallery("intrigue", selected=components.WORKERS[0].id)
cards
""")

md("""
### 2.7 The whole table

The Table shows it all: the map, the rows, the tracks and each player's tablet and hand. You play by
clicking a worker, a card, a land, a marker or an event, and answering with buttons
(our choice: `intrigue.click`). It is the draft of our new game: **try it**, pick a worker for Aster (click one in
her pack), then switch on
**Pass and play** so that Birch and Cedar cannot see Aster's hand when they pick.
""")

code("""
Table(game)
""")

# =====================================================================================================
md("""
## 3. Setup

Setup follows the summary: tiles face down at random, the intrigue, worker and combat decks shuffled,
the quest and event decks shuffled with {{ components.ROW }} of each revealed, {{ components.CLOSED_AT_SETUP }}
upgrades per tablet closed at random, a random initiative order, and for each player a personal quest,
an intrigue card, a combat card and {{ components.NUMBERS['starting_gold'] }} gold. The game is for
{{ min(intrigue.PLAYER_COUNTS) }} to {{ max(intrigue.PLAYER_COUNTS) }} players
(our choice: `intrigue.ours.players`). What Aster may see of Birch below: his
{{ len(seen.hand[1]) }} cards face down{{! all(c < 0 for c in seen.hand[1]) }}, but his personal quest
face up{{! seen.personal[1] >= 0 }} (our choice: `intrigue.ours.personal_quests_open`). Two seeds side
by side show what is random; with three players
{{ len(components.WORKERS) - 3 * components.DRAFT }} workers stay in the deck after the draw{{! all(len(intrigue.new_game(players=3, seed=k).worker_deck) == len(components.WORKERS) - 3 * components.DRAFT for k in (2, 3)) }}:
""")

code("""
rules("intrigue.setup.decks", "intrigue.setup.quests_events", "intrigue.setup.turn_order",
      "intrigue.setup.personal_quest", "intrigue.setup.cards", "intrigue.setup.gold", "intrigue.ours.players")
for seed in (2, 3):
    g = intrigue.new_game(players=3, seed=seed)
    closed = [[components.UPGRADES[i].id for i, x in enumerate(u) if x == 0] for u in g.upgrades]
    print(f"seed {seed}: initiative", [g.names[s] for s in g.order],
          "| face-down tiles", 16 - sum(g.revealed), "| closed upgrades", closed)
    print("    decks:", len(g.worker_deck), "workers,", len(g.card_deck), "cards,",
          len(g.quest_deck), "quests,", len(g.event_deck), "events left | gold", g.gold)
    print("    Aster holds", [card(components.CARDS[c].id) for c in g.hand[0]])
seen = game.view(0)                   # what Aster may see
holdings(seen, 0)
holdings(seen, 1)                     # Birch's cards stay hidden from her, his personal quest is public
try:
    intrigue.new_game(players=5)
except ValueError as e:
    print("5 players:", e)
""")

# =====================================================================================================
md("""
## 4. A year begins: the draft, the tokens, the announcements

### The draft

Everyone draws **{{ components.DRAFT }} workers** and drafts them: keep one, pass the rest, keep one of what you are
passed, and so on until each holds four. The packs go **clockwise** (to the next seat) in odd years
and **counter-clockwise** in even ones. A pack is secret; here the picks are made one after the other
in initiative order, each hidden from the others (our choice: `intrigue.ours.draft_order`; with the
Table's Pass and play, each player sees only their own pack).

Below, everyone in our new game takes the first worker of their pack: the packs then move on one
seat, so Aster is handed the {{ len(round_one.packs[0]) }} workers Cedar did not keep{{! list(round_one.packs[0]) == list(game.packs[2][1:]) }},
and Birch sees only the backs of her pack{{! all(w < 0 for w in round_one.view(1).packs[0]) }}.
""")

code("""
rules("intrigue.year.draft", "intrigue.year.draft_direction", "intrigue.ours.draft_order")


def packs(state):
    for seat in range(state.players):
        print(f"    {state.names[seat]}'s pack:", [components.WORKERS[w].id for w in state.packs[seat]],
              "| holds", [components.WORKERS[w].id for w in state.workers[seat]])


packs(game)
why(game, "draft f4")                         # not in Aster's pack
round_one = run(game, *[f"draft {components.WORKERS[game.packs[s][0]].id}" for s in game.order])
print(round_one.log[-4], "...", round_one.log[-1])
packs(round_one)
print("Birch sees Aster's pack as", round_one.view(1).packs[0])
""")

md("""
### The influence tokens step down, and announcements

From the second year on, just after the draft, every influence VP token moves **one step down** its
track. A marker that **meets** the token (is at it or above) takes it: 1 VP, and the marker goes back
to 0. A token never steps below {{ components.NUMBERS['token_floor'] }}, and each court has
{{ components.NUMBERS['tokens_per_faction'] }} tokens: when one is taken, the next starts again at the
top (our choice: `intrigue.ours.token_supply`). Then players holding **3 or 4 VP** say so to everyone
(the VP limit, {{ intrigue.rules.VP_LIMIT }}, ends the game; our choice: `intrigue.ours.vp_limit`), as
the Table's tracks print: "VP limit {{ intrigue.rules.VP_LIMIT }}; announced at 3 and 4"{{! f'VP limit {intrigue.rules.VP_LIMIT}; announced at 3 and 4' in year_one.render() }}.

Aster ends year 1 with her Bloom marker at {{ year_one.influence[0][0] }} and Sun and Frost at
{{ year_one.influence[0][1] }}{{! year_one.influence[0][3] == year_one.influence[0][1] }}; Birch has no
marker above 0 yet{{! not any(year_one.influence[1]) }}, and the winter workers raise Harvest for Aster and Sun for Birch by one. At the
cleanup she takes the Sun, Frost and Bloom alliances (section 8): {{ len(draft_two.vp[0]) }} VP. In
year 2, after the draft, the Bloom token steps to {{ draft_two.tokens[0] - 1 }} and meets her marker: a
fourth VP ({{ len(year_two.vp[0]) }} in all), and she announces it. The Bloom track then holds the
court's next token, back at the top{{! year_two.tokens[0] == components.NUMBERS['token_start'] }} with {{ year_two.tokens_left[0] }} left. `run_until` plays the
plainest choices (done, pass, the first worker) until something is true; the first line names what it
stops at.
""")

code("""
rules("intrigue.year.tokens_step", "intrigue.year.token_meet", "intrigue.year.announce",
      "intrigue.ours.token_supply")


def run_until(state, stop, limit=500):
    \"\"\"Play the plainest decisions (done, pass, pay, else the first offered) until stop(state) holds.\"\"\"
    for _ in range(limit):
        if state.is_over or stop(state):
            return state
        options = [str(a) for a in state.legal_actions()]
        state = state.apply(next((w for w in ("done", "pass", "pay") if w in options), options[0]))
    return state


def news(before, after):
    \"\"\"Print the log lines written between two states.\"\"\"
    print("\\n".join(after.log[len(before.log):]))


BLANK = ["v12", "v13", "v14"]                 # three blank events: nothing changes a power
year_one = position(order=["p1", "p2"], season=3, planned=["h1", "s1"], workers=[[], []],
                    hands=[[], []], events=BLANK,
                    quests=["q1", "q2", "q3"], influence=[{"bloom": 5, "sun": 4, "frost": 4}, {}])
tracks(year_one)
draft_two = run_until(year_one, lambda s: s.phase == "draft")
year_two = run_until(draft_two, lambda s: s.phase == "plan")
news(draft_two, year_two)
tracks(year_two)
print(year_two.prompt)
""")

# =====================================================================================================
md("""
## 5. A season

### Plan, then reveal

Each season everyone places one worker **face down**; nobody sees the others' until all are placed.
Then they are **revealed together** and act in **initiative order**. Here Birch is first on the
initiative track{{! spring.order[0] == 1 }}, so he places first, then Aster; after the reveal Birch acts
first{{! revealed.seat == 1 }}.
""")

code("""
rules("intrigue.season.plan", "intrigue.season.reveal")
spring = position(order=["p2", "p1"], workers=[["b1", "b3", "b6", "f3"], ["h1", "s4", "s6", "f1"]],
                  hands=[["x4"], ["c7"]], events=["v1", "v5", "v12"], quests=["q1", "q2", "q3"])
print(spring.prompt)
placed = run(spring, "plan h1")
print("Aster sees Birch's worker as:", placed.view(0).to_dict()["players"][1]["planned"])
why(placed, "act politics")
revealed = run(placed, "plan b3")
print(revealed.log[-1])
print(revealed.prompt)
""")

md("""
**Try it** on the same spring: switch **Pass and play** on (it is on below) and place a worker for
each player in turn. Each player sees only their own hand behind the "Pass to ..." curtain; the
reveal shows both.
""")

code("""
plan_table = Table(spring)
plan_table.set_pass_and_play()
plan_table
""")

md("""
### Power

A worker's **power** adds up to four parts, each counted once:

1. its **printed power**;
2. the **calendar**'s modifier for its court this season (the same for every worker of that court);
3. the **season modifier printed on its own card**, if it has one for this season (a second, separate
   modifier: a Thaw Herald in spring gets the calendar's +1 for Bloom *and* its card's +1);
4. the **events** in the row: here Spring Fair gives every Trade +1 and Early Thaw gives every Bloom
   worker +1. Check the events before choosing the action.

The power is how many steps the action takes, and a power of 0 or less does nothing
(our choice: `intrigue.ours.power_steps`). `power_parts` below lists the four parts. In this spring the Rosewarden
Marshal has no card modifier: {{ parts['b1'] }}. The Thaw Herald has one: {{ parts['b3'] }}: its
spring +1 is there once from the calendar and once from its card, not the same bonus twice. The Sleet
Page in summer: {{ parts_f6 }}: it does nothing{{! summer_f6 <= 0 }}.
""")

code("""
rules("intrigue.season.power", "intrigue.season.events", "intrigue.ours.power_steps")


def power_parts(state, w, kind=""):
    \"\"\"A worker's power this season, part by part (for the action type ``kind`` when given).\"\"\"
    x = components.WORKERS[components.WORKER_INDEX[w]]
    calendar_mod = components.CALENDAR[state.season][x.faction]
    card_mod = x.seasons[state.season]
    total = state.power(0, components.WORKER_INDEX[w], kind)
    events = total - x.power - calendar_mod - card_mod
    return f"{x.power} printed {calendar_mod:+d} calendar {card_mod:+d} card {events:+d} events = {total}"


rows(spring)
for w in ("b1", "b3", "b6", "f3"):
    print(f"{worker(w)}\\n    → {power_parts(spring, w)}; for a trade {power_parts(spring, w, 'trade')}")
parts = {w: power_parts(spring, w) for w in ("b1", "b3")}
summer = position(order=["p1", "p2"], season=1, planned=["f6", "b1"],
                  workers=[["f1", "f2"], ["b2", "b3"]], hands=[[], []],
                  events=BLANK)
parts_f6 = power_parts(summer, "f6")
summer_f6 = summer.power(0, components.WORKER_INDEX["f6"])
print(worker("f6"), "in summer:", parts_f6)
weak = run(summer, "act combat")
print(weak.log[-1])
why(weak, "deploy e1")
""")

md("""
### One type of action

Once revealed, the worker chooses **one** type of action: Politics, Civil, Combat or Trade, and takes
its steps of that type only, then says **done**. A player may also say done at once: Birch lets his
Sheaf Marshal do nothing, and it still counts as its action, so his Harvest marker rises from
{{ revealed.influence[1][2] }} to {{ acting.influence[1][2] }} (our choice: `intrigue.ours.done_influence`).
Then Aster's Thaw Herald acts, with power {{ acting.power(0, components.WORKER_INDEX['b3']) }}.
""")

code("""
rules("intrigue.season.one_type", "intrigue.ours.done_influence")
acting = run(revealed, "done")                # Birch lets his Sheaf Marshal do nothing; Aster acts
print(acting.prompt)
why(acting, "influence bloom")                # first choose the type
politics = run(acting, "act politics")
print(politics.prompt)
why(politics, "draw combat")                  # a Civil step
why(politics, "act trade")
""")

md("""
### Abilities and instant intrigue cards

A worker's **ability** may be used once, at any point of its action: before the type is chosen, in
the middle, or after the last step. The Lady of the Orchards (power {{ lady.power(0, components.WORKER_INDEX['b2']) }}
in spring) takes her 2 gold after three Politics steps: {{ lady.gold[0] }} gold becomes {{ late.gold[0] }}.
**Instant intrigue cards** work the same way: Royal Favour adds 2 power to the action, so her Combat
has {{ boosted.act.steps }} steps. A card meant for combats cannot be played on an action. The Dew
Page's +1 power counts the same before or after the type is chosen: {{ dew_steps[0] }} steps
either way{{! dew_steps[0] == dew_steps[1] }}.
""")

code("""
rules("intrigue.season.abilities", "intrigue.season.instants")
lady = position(order=["p1", "p2"], planned=["b2", "s1"], workers=[["b3", "b4", "b5"], ["s2", "s3", "s4"]],
                hands=[["x4", "x6"], []], events=BLANK)
print(worker("b2"), "| power", lady.power(0, components.WORKER_INDEX["b2"]), "| gold", lady.gold[0])
late = run(lady, "act politics", "influence sun", "influence sun", "influence sun", "ability")
news(lady, late)
print("gold", late.gold[0])
boosted = run(lady, "intrigue x4", "act combat")
news(lady, boosted)
print(boosted.prompt)
why(lady, "intrigue x6")
dew = position(order=["p1", "p2"], planned=["b6", "s1"],
               workers=[["b3", "b4", "b5"], ["s2", "s3", "s4"]], hands=[[], []],
               events=BLANK)
dew_steps = run(dew, "ability", "act combat").act.steps, run(dew, "act combat", "ability").act.steps
print(worker("b6"), "→ steps:", dew_steps[0], "(before choosing),", dew_steps[1], "(after)")
""")

md("""
### Influence after the action

When the action is done, the player's marker rises one step on the track of **the worker's court**
(whichever track the action itself moved). If it meets that court's token, the player takes it at once. Aster's
Sunlance Captain raises her Bloom marker with a Politics step, then says done: her Sun marker, at
{{ sun.influence[0][1] }}, rises to the token at {{ sun.tokens[1] }}: {{ len(after.vp[0]) }} VP, the
marker back to {{ after.influence[0][1] }}, and the Sun track gets its next token
({{ after.tokens_left[1] }} left).
""")

code("""
rules("intrigue.season.influence")
sun = position(order=["p1", "p2"], planned=["s1", "f1"],
               workers=[["b3", "b4", "b5"], ["f2", "f3", "f4"]], hands=[[], []],
               events=BLANK, influence=[{"sun": 5}, {}])
after = run(sun, "act politics", "influence bloom", "done")
news(sun, after)
tracks(after)
""")

md("""
### Who acts next, and the combats

Players act in the initiative order **as it stands**: a Politics step that moves a marker changes who
acts next, but nobody acts twice in a season (our choice: `intrigue.ours.acting_order`). Below, Aster
moves Cedar up one place, so Cedar acts next{{! moved.seat == 2 }} and Birch last. Combats wait until
**everyone has acted**, and are then fought in initiative order of the attackers: Cedar, first on the
track, attacks e6 and Aster, second, attacks e2, so e6 is fought first{{! fought_order == ['e6', 'e2'] }}.
After winter's combats comes the **cleanup**.
""")

code("""
rules("intrigue.ours.acting_order", "intrigue.season.combats", "intrigue.season.cleanup")
three = position(players=3, planned=["s1", "f1", "b1"], workers=[["b3", "b4", "b5"], ["f2", "f3", "f4"],
                 ["h2", "h3", "h4"]], hands=[[], [], []], events=BLANK, order=["p1", "p2", "p3"])
moved = run(three, "act politics", "initiative p3 up", "done")
print(moved.prompt)
fights = position(players=3, order=["p3", "p1", "p2"], planned=["s1", "f1", "b1"], hands=[[], [], []],
                  workers=[["b3", "b4", "b5"], ["f2", "f3", "f4"], ["h2", "h3", "h4"]], events=BLANK,
                  units={"e1": [1, 0, 0], "e2": [0, 1, 0], "e5": [0, 0, 1], "e6": [1, 0, 0]})
fought = run(fights, "act combat", "move e5 e6", "done", "act combat", "move e1 e2", "done", "done")
print([line for line in fought.log if line.startswith("Combat on")])
fought_order = [line.split()[2].rstrip(":") for line in fought.log if line.startswith("Combat on")]
winter = position(order=["p1", "p2"], season=3, planned=["f1", "h1"], workers=[[], []], hands=[[], []],
                  events=BLANK,
                  units={"e1": [1, 0]})
print(run(winter, "done", "done").log[-1])
""")

# =====================================================================================================
md("""
## 6. The four actions

Each step below is one click on the Table, or one line of our notation (our choice: `intrigue.notation`).

### 6.1 Politics

Each step is one of:

- move **any** initiative marker up or down: it swaps with its neighbour;
- swap two **neighbouring events**. Event #1 moved left leaves the row and the game
  (our choice: `intrigue.ours.events_gone`); the other two slide left at once and the third place
  stays empty until the cleanup refills it (our choice: `intrigue.ours.event_push`);
- raise an **influence** one step: your own marker, on any court's track, not only the worker's
  (our choice: `intrigue.ours.politics_influence`; the summary says only "an influence").

Aster's Rosewarden Marshal, with Grand Audience (Politics +1) in the row: {{ power_parts(court, 'b1', 'politics') }}
steps. She moves Cedar up to second place{{! schemed.order == (0, 2, 1) }}, pushes Spring Fair off
the row (Border Unrest and Grand Audience slide to #1 and #2, #3 is empty{{! schemed.events[2] < 0 }};
Spring Fair is not back in the deck{{! components.EVENT_INDEX['v1'] not in schemed.event_deck }}) and
raises her Frost marker twice, to {{ schemed.influence[0][3] }}, with {{ schemed.act.steps }} step left.

On the Table a Politics step brings the tracks up beside the hand, where the map usually sits{{! politics_row == ['decision', 'tracks'] }},
so the markers, the courts and the events are in view with the buttons and the cards.
""")

code("""
rules("intrigue.politics.initiative", "intrigue.politics.events", "intrigue.politics.influence",
      "intrigue.ours.events_gone", "intrigue.ours.event_push", "intrigue.ours.politics_influence")
court = run(position(players=3, order=["p1", "p2", "p3"], planned=["b1", "s1", "h1"],
                     workers=[["b3", "b4", "b5"], ["s2", "s3", "s4"], ["h2", "h3", "h4"]],
                     hands=[[], [], []], events=["v1", "v2", "v3"]), "act politics")
print(court.prompt)
print("steps on offer:", [str(a) for a in court.legal_actions()])
politics_row = list(court.panels(highlight=court.click_options([])[0]))[:2]   # the Table's first row
schemed = run(court, "initiative p3 up", "event 1 left", "influence frost", "influence frost")
news(court, schemed)
rows(schemed)
tracks(schemed)
print("Spring Fair still in the event deck?", components.EVENT_INDEX["v1"] in schemed.event_deck)
why(schemed, "initiative p1 up")              # Aster is already first
""")

md("""
### 6.2 Civil

A Civil action does **one** thing, and needs enough power for it
(our choice: `intrigue.ours.civil_thresholds`): **draw** cards of one colour, 1 plus 1 per upgrade you have
revealed (power {{ intrigue.rules.CIVIL_POWER[0] }}); pay an open **upgrade**'s price and reveal it
(power {{ intrigue.rules.CIVIL_POWER[1] }}); pay {{ components.NUMBERS['building_cost'] }} gold and
**build** on a land you hold without a building (power {{ intrigue.rules.CIVIL_POWER[2] }}): a star, and
+{{ components.NUMBERS['building_production'] }} production there. Aster holds e7 (a farm), has
{{ works.gold[0] }} gold and the Ledger Desk revealed, and her Rosewarden Marshal has power
{{ works.power(0, components.WORKER_INDEX['b1'], 'civil') }}: enough for any of the three. Three futures of
the same action: she draws {{ len(futures['draw intrigue'].hand[0]) }} intrigue cards (1 + 1 revealed
upgrade); or she reveals the Grand Library for {{ components.UPGRADES[3].price }} gold and her hand limit
goes from {{ works.hand_limit(0) }} to {{ futures['upgrade u4'].hand_limit(0) }}, with a star; or she
builds on e7 for a star{{! futures['build e7'].stars(0) == 1 }}. In autumn the Lady of the Orchards has power
{{ autumn.power(0, components.WORKER_INDEX['b2'], 'civil') }}: enough to draw, not to upgrade{{! intrigue.rules.CIVIL_POWER[0] <= autumn.power(0, components.WORKER_INDEX['b2'], 'civil') < intrigue.rules.CIVIL_POWER[1] }}.
""")

code("""
rules("intrigue.civil.draw", "intrigue.civil.upgrade", "intrigue.civil.build",
      "intrigue.ours.civil_thresholds")
works = position(order=["p1", "p2"], planned=["b1", "s1"],
                 workers=[["b3", "b4", "b5"], ["s2", "s3", "s4"]], hands=[[], []],
                 gold=[10, 5], units={"e7": [1, 0]}, events=BLANK,
                 upgrades=[{"u1": "revealed", "u2": "open", "u3": "closed", "u4": "open", "u5": "closed"},
                           {}])
civil = run(works, "act civil")
futures = {option: run(civil, option) for option in ("draw intrigue", "upgrade u4", "build e7")}
for option, future in futures.items():
    print(f"{option:15} → {future.log[-1]} Hand {len(future.hand[0])}, limit {future.hand_limit(0)}, "
          f"stars {future.stars(0)}, gold {future.gold[0]}")
why(civil, "upgrade u3")                      # closed at setup
why(run(civil, "draw intrigue"), "build e7")  # one thing per Civil action
autumn = position(order=["p1", "p2"], season=2, planned=["b2", "s1"],
                  workers=[["b3", "b4"], ["s2", "s3"]], hands=[[], []],
                  gold=[10, 5], events=BLANK)
why(run(autumn, "act civil"), "upgrade u2")   # the Lady of the Orchards has power 1 in autumn
""")

md("""
### 6.3 Combat actions

Each step **deploys** a unit, from the leftmost occupied space of your garrisons, to an **empty edge
land**, or **moves** a unit to a neighbouring land. A face-down tile turns up when a unit first
enters its land (our choice: `intrigue.ours.tile_reveal`). Moving into another player's land starts a
combat, fought when everyone has acted; a land has only two sides, so nobody may walk into a land two
others already fight over (our choice: `intrigue.ours.two_sides`).

Aster has one unit out, on e1, so her tablet's leftmost space is empty. Below she deploys to e4 (its
tile turns up: a {{ deployed.tile_kind(components.LAND_INDEX['e4']) }}) and walks from e1 into i1: now
{{ deployed.units_on_map(0) }} units are out and the power-1 garrison is empty{{! not any(deployed.garrison[0][:2]) }},
yet her combat power is still {{ deployed.base_power(0) }}: the rightmost empty space is in that garrison.

**Try it**: Aster's Rimeguard Marshal has {{ march.power(0, components.WORKER_INDEX['f1'], 'combat') }}
steps. Choose Combat, deploy to an empty edge land (the tile turns up), walk from e1 into the inner
land i1, or attack Birch on e2 (the combat comes after Birch has acted).
""")

code("""
rules("intrigue.combat.deploy", "intrigue.combat.move", "intrigue.ours.tile_reveal",
      "intrigue.ours.two_sides")
march = position(order=["p1", "p2"], planned=["f1", "s1"],
                 workers=[["b3", "b4", "b5"], ["s2", "s3", "s4"]], hands=[[], []],
                 events=BLANK, units={"e1": [1, 0], "e2": [0, 1]})
tablet(march, 0)
deployed = run(march, "act combat", "deploy e4", "move e1 i1")
news(march, deployed)
tablet(deployed, 0)
board(deployed)
why(deployed, "deploy i2")                    # inner lands are reached by moving
dispute = position(players=3, order=["p2", "p3", "p1"], planned=["s1", "f1", "b1"], hands=[[], [], []],
                   workers=[["b3", "b4", "b5"], ["f2", "f3", "f4"], ["h2", "h3", "h4"]], events=BLANK,
                   units={"e1": [0, 1, 0], "e2": [0, 0, 1], "e12": [1, 0, 0]})
third = run(dispute, "done", "act combat", "move e2 e1", "done", "act combat")
why(third, "move e12 e1")                     # Cedar and Birch already fight over e1
Table(march)
""")

md("""
### 6.4 Trade

Each step sells **a card** from your hand for {{ components.NUMBERS['card_sale_price'] }} gold, or
**one good** from a land you hold at the market price, with the events' and the worker's bonuses.
Goods stay on the land that produced them and belong to whoever holds it
(our choice: `intrigue.ours.goods_on_land`). The summary has a Trade sell the goods of one of your
lands, and we read that strictly: one Trade action sells goods from **one land only**; once its first good is sold, its other steps may sell more from that
land, or cards, but nothing from another land (our choice: `intrigue.ours.trade_one_land`).

Aster's Sleet Page (+1 per ore sold in this action) with Royal Favour (+2 power) has
{{ trading.act.steps }} steps ({{ power_parts(stall, 'f6', 'trade') }}, +2); Silver Vein puts ore at {{ stall.price(0) }}. She holds the mine e3 with
{{ stall.goods[components.LAND_INDEX['e3']] }} ore and the farm e7 with {{ stall.goods[components.LAND_INDEX['e7']] }}
grain, and chooses the mine: three ore at {{ stall.price(0) + 1 }} each and a card make
{{ sold.gold[0] - stall.gold[0] }} gold{{! sold.gold[0] - stall.gold[0] == 3 * (stall.price(0) + 1) + components.NUMBERS['card_sale_price'] }}.
The grain on e7 waits for another Trade action{{! one_ore.explain('sell e7').rule == 'intrigue.ours.trade_one_land' }}.
""")

code("""
rules("intrigue.trade.card", "intrigue.trade.goods", "intrigue.ours.goods_on_land", "intrigue.ours.trade_one_land")
stall = position(order=["p1", "p2"], planned=["f6", "s1"],
                 workers=[["b3", "b4", "b5"], ["s2", "s3", "s4"]], hands=[["x4", "c1"], []],
                 events=["v10", "v12", "v13"], units={"e3": [1, 0], "e7": [1, 0]}, goods={"e3": 3, "e7": 2})
market(stall)
trading = run(stall, "intrigue x4", "act trade")
sold = run(trading, "ability", "sell e3", "sell e3", "sell e3", "sell c1")
news(stall, sold)
print("gold", stall.gold[0], "→", sold.gold[0], "| goods left:",
      {x: sold.goods[components.LAND_INDEX[x]] for x in ("e3", "e7")})
one_ore = run(trading, "sell e3")
why(one_ore, "sell e7")                       # one land a Trade action
why(run(stall, "act trade"), "sell e1")       # Aster holds no goods on e1
""")

# =====================================================================================================
md("""
## 7. Combat

When everyone has acted, each contested land is fought over in initiative order of the attackers.

- **Base power**: the power of the rightmost garrison that has an empty space on the side's tablet
  (the more units out, the stronger; `intrigue.battle.base`), plus 1 for each of its units on the land
  beyond the first (our choice: `intrigue.ours.extra_units`).
- **Cards**: every player, a side or not, may play as many **combat cards** as their own tablet
  allows: the number on the garrison that gives their power, plus the upgrades that add one
  (`intrigue.battle.cards`). **Intrigue cards** for combats (Hired Blades, Ambush at the Ford) help too
  and do not count against that limit. A side plays for itself; a player outside the fight names the
  side each card helps (`intrigue.battle.help`). Cards go one at a time, in turns in initiative order
  from the attacker, until everyone has passed or has nothing left to play
  (our choice: `intrigue.ours.helpers`).
- **Total**: the higher total wins (`intrigue.battle.total`); a tie goes to the side earlier on the
  initiative track (`intrigue.constraint.ties`).
- **Tokens and losses**: the winner takes the loser's combat token face up (a victory), the loser the
  winner's face down (a defeat) (`intrigue.battle.tokens`). Every unit of the losing side on that land
  dies and goes to the **graveyard**; the winner loses none and holds the land
  (our choice: `intrigue.ours.combat_outcome`).

Aster ({{ battle.units_on_map(0) }} units out: her rightmost empty space is in the power-3 garrison)
attacks Cedar's land e1 from e2; Birch, with {{ battle.units_on_map(1) }} unit out, watches. Aster's
power is {{ battle.base_power(0) }} and her tablet allows her {{ battle.card_limit(0) }} combat cards;
Cedar's power is {{ battle.base_power(2) }} and his limit {{ battle.card_limit(2) }}; Birch, outside the
fight, has a limit of {{ battle.card_limit(1) }} combat card from his own tablet, and may add his
intrigue card Hired Blades on top of it. **Try it** in the Table below: play cards for the sides in
turn, or pass.
""")

code("""
rules("intrigue.battle.base", "intrigue.battle.cards", "intrigue.battle.help", "intrigue.battle.total",
      "intrigue.ours.extra_units", "intrigue.ours.helpers", "intrigue.ours.combat_outcome")
clash = position(players=3, order=["p1", "p2", "p3"], planned=["f1", "s1", "h1"],
                 workers=[["b3", "b4", "b5"], ["s2", "s3", "s4"],
                 ["h2", "h3", "h4"]], hands=[["c1", "c7"], ["x6", "c2"], ["c15"]], events=BLANK,
                 units={"e2": [1, 0, 0], "e4": [2, 0, 0], "e6": [2, 0, 0], "e8": [0, 1, 0], "e1": [0, 0, 1]})
battle = run(clash, "act combat", "move e2 e1", "done", "done", "done")
print(battle.prompt)
fight(battle)
tablet(battle, 0)
why(battle, "support p3 c1")                  # a side plays for itself
Table(battle)
""")

md("""
Two ways it can go. Aster plays Cavalry Charge (+2), Birch helps Cedar with Hired Blades (+2), Cedar
plays Knights of the Long Day (+3) and Aster passes; Birch's intrigue card did not use up his combat
card, so he adds Sally at Dawn (+1) for Cedar: {{ verdicts[0] }}. Or Aster plays only Shield Wall (+1),
Birch passes, Cedar plays his Knights: {{ verdicts[1] }}, as the tie goes to Aster, first on the
initiative track. The log says who got which token; the loser's unit goes to the graveyard
({{ endings[1].graveyard[2] }} for Cedar in the second{{! endings[1].holder[components.LAND_INDEX['e1']] == 0 }}),
and the winner keeps the land.
""")

code("""
rules("intrigue.battle.tokens", "intrigue.battle.graveyard")
endings, verdicts = [], []
for moves in (["support p1 c7", "support p3 x6", "support p3 c15", "pass", "support p3 c2"],
              ["support p1 c1", "pass", "support p3 c15", "pass"]):
    end = run(battle, *moves)
    endings.append(end)
    verdicts.append(next(line for line in end.log[len(battle.log):] if "against" in line).split(" (")[0].rstrip("."))
    news(battle, end)
    print("victories", [[end.names[x] for x in v] for v in end.victories],
          "| defeats", [[end.names[x] for x in d] for d in end.defeats], "| graveyard", end.graveyard)
    print()
""")

# =====================================================================================================
md("""
## 8. The cleanup, step by step

After winter's combats the year closes, in the summary's order:

1. **Dead units come back** from the graveyard to the garrisons, the rightmost and the leftmost
   garrisons first (`intrigue.cleanup.graveyard`). Each unit goes to the first garrison with an empty
   space in the order power 4, power 1, power 3, power 2, and inside a garrison to its rightmost empty
   space; units brought home from the map go the same way (our choice: `intrigue.ours.garrison_fill`).
2. **Home and wages**: each player may bring units home, then pays {{ components.NUMBERS['wage'] }}
   gold per unit still on the map; a player who cannot pay must bring units home until they can.
3. **Events resolve** from #1 to #3.
4. **The leftmost event leaves** (unless blank), the others slide left, new ones fill the row. An
   event that leaves is out of the game (our choice: `intrigue.ours.events_gone`); if a Politics step
   pushed #1 off during the year, the row already slid then, and the event now at #1 leaves as usual
   (our choice: `intrigue.ours.event_push`).
5. **Quests** are claimed in initiative order, 1 VP each; a claimed quest leaves a gap
   (our choice: `intrigue.ours.quest_claims`).
6. **The leftmost quest leaves** (if one is there), the others slide left, new ones fill the row.
7. **Alliances**: the highest marker of each court, at {{ components.NUMBERS['alliance_threshold'] }} or
   more, takes its alliance token (1 VP, once a game; a tie goes to the earlier initiative; our choice: `intrigue.ours.alliance_rule`).
8. **Workers are discarded**, all of them.
9. **Production**: every held land makes goods, its tile's number
   (+{{ components.NUMBERS['building_production'] }} with a building).
10. **Keep or return** each unit on the map.
11. **Hand limit**: for each card over it, pay {{ components.NUMBERS['keep_card_price'] }} gold to keep it
    this year (our choice: `intrigue.ours.hand_price`) or discard it.
12. **Endgame check**: a player with {{ intrigue.rules.VP_LIMIT }} VP tokens ends the game
    (our choice: `intrigue.ours.vp_limit`).

Winter of year 1. Aster holds the farms e1 and e7 and, with three units, the mine
e3{{! [components.LANDS[x].id for x in year_end.lands_of(0)] == ['e1', 'e3', 'e7'] and year_end.units[components.LAND_INDEX['e3']][0] == 3 }}; she has
{{ year_end.gold[0] }} gold and {{ len(year_end.hand[0]) }} cards. Birch holds e2, e5 and e6 with two
units each: all {{ year_end.units_on_map(1) }} are out, his tablet is empty{{! not any(year_end.garrison[1]) }}.
Aster moves a unit from e3 into e2, plays Knights of the Long Day (+3) and passes: {{ year_end_verdict }}.
Birch's {{ year_end.units[components.LAND_INDEX['e2']][1] }} units there go to the graveyard,
and at the cleanup they come back: one to his power-4 garrison (the rightmost) and one to his power-1
garrison (the leftmost), in its right space{{! list(wages.garrison[1]) == [False, True, False, False, False, True] }};
his combat power is now {{ wages.base_power(1) }}. The events are Spring Fair (+1 gold per farm), a
blank one and Silver Vein (+1 gold per mine); the quests Field of Honour (won a combat this year), Deep
Seam Writ (two mines) and Full Coffers (10 gold).
""")

code("""
rules("intrigue.cleanup.graveyard", "intrigue.ours.garrison_fill")
year_end = position(order=["p1", "p2"], season=3, planned=["f1", "h1"], workers=[["b2"], []], gold=[4, 14],
                    hands=[["c15", "c1", "c2", "x11", "x1"], []], events=["v1", "v12", "v10"],
                    quests=["q11", "q2", "q5"], influence=[{"frost": 4}, {"frost": 3}],
                    units={"e1": [1, 0], "e7": [1, 0], "e3": [3, 0],
                           "e2": [0, 2], "e5": [0, 2], "e6": [0, 2]})
tablet(year_end, 1)
wages = run(year_end, "act combat", "move e3 e2", "done", "done", "support p1 c15", "pass")
year_end_verdict = next(line for line in wages.log if "against" in line).rstrip(".")
news(year_end, wages)
tablet(wages, 1)
print(wages.prompt)
""")

md("""
**Home and wages.** Aster has {{ wages.units_on_map(0) }} units on the map and {{ wages.gold[0] }} gold:
she must bring one home before she can pay{{! wages.explain('done').rule == 'intrigue.cleanup.home_and_wages' }}.
The unit she brings home from e7 goes where a dead unit would: her power-4 space is taken, so it goes to
the right space of her power-1 garrison{{! list(paid.garrison[0]) == [False, True, False, False, False, True] }}
(our choice: `intrigue.ours.garrison_fill`). Birch pays for his {{ wages.units_on_map(1) }}.
""")

code("""
rules("intrigue.cleanup.home_and_wages")
why(wages, "done")
paid = run(wages, "home e7", "done", "done")
news(wages, paid)
""")

md("""
**Events, quests, alliances, workers, production.** These steps need no decision, so they all happen
on Birch's "done". The events pay out #1 to #3: Spring Fair 1 gold per farm (Aster's e1, Birch's e6),
Silver Vein 1 gold per mine (Aster's e3), so Aster ends with {{ paid.gold[0] }} gold and Birch with
{{ paid.gold[1] }}; Spring Fair then leaves the row. Aster takes Field of Honour, nobody meets Deep Seam
Writ, and Birch, with {{ paid.gold[1] }} gold, takes Full Coffers{{! 'quest:q5' in paid.vp[1] }}; the gap
at #1 means no quest is removed (our choice: `intrigue.ours.quest_claims`), and the row slides and
refills. Aster's Frost marker, raised to {{ paid.influence[0][3] }} by her winter worker, beats Birch's
{{ paid.influence[1][3] }} for the alliance{{! paid.alliances[3] == 0 }} (our choice: `intrigue.ours.alliance_rule`):
she holds {{ len(paid.vp[0]) }} VP tokens, Birch {{ len(paid.vp[1]) }}. All workers, Aster's spare one
too, go to the discard; held lands produce.
""")

code("""
rules("intrigue.cleanup.events_resolve", "intrigue.cleanup.events_slide", "intrigue.cleanup.quests_claim",
      "intrigue.ours.quest_claims", "intrigue.cleanup.quests_slide", "intrigue.cleanup.alliances",
      "intrigue.ours.alliance_rule", "intrigue.cleanup.discard_workers", "intrigue.cleanup.production")
rows(year_end)
rows(paid)
tracks(paid)
print("workers held:", paid.workers, "| discarded:",
      [components.WORKERS[w].id for w in paid.worker_discard])
board(paid)
blank_first = position(order=["p1", "p2"], season=3, planned=["f1", "h1"], workers=[[], []], hands=[[], []],
                       events=["v12", "v1", "v10"], quests=["q1", "q2", "q3"], units={"e1": [1, 0]})
print("A blank event at #1 stays:")
rows(run_until(blank_first, lambda s: s.phase == "home" and s.step == "keep"))
""")

md("""
**Keep or return, then the hand limit.** Each player decides, unit by unit, to leave it on its land
or bring it home (a unit left out holds the land, but costs wages next year). Then Aster holds
{{ len(kept.hand[0]) }} cards for a limit of {{ kept.hand_limit(0) }}: she pays
{{ components.NUMBERS['keep_card_price'] }} gold to keep one (our choice: `intrigue.ours.hand_price`),
or discards one. Nobody has {{ intrigue.rules.VP_LIMIT }} VP tokens{{! max(len(v) for v in closed.vp) < intrigue.rules.VP_LIMIT }},
so year {{ closed.year }} begins.
""")

code("""
rules("intrigue.cleanup.keep_units", "intrigue.cleanup.hand_limit", "intrigue.ours.hand_price",
      "intrigue.cleanup.endgame_check")
print(paid.prompt)
kept = run(paid, "home e2", "done", "done")
print(kept.prompt)
why(kept, "discard c15")                      # not in her hand
closed = run(kept, "pay")
news(paid, closed)
print(closed.prompt)
""")

md("""
**The VP limit.** Winter of year {{ last.year }}. Aster holds {{ len(last.vp[0]) }} VP tokens (a quest,
the Sun alliance and a Frost influence token) and announced them at the start of the
year{{! last.announced[0] == 3 }}. Her Bloom marker stands at {{ last.influence[0][0] }} and her Frost
marker at {{ last.influence[0][3] }}. At the cleanup she meets Favour of Frost (a quest) and takes the
Bloom alliance (Frost's needs {{ components.NUMBERS['alliance_threshold'] }}): {{ len(over.vp[0]) }}
VP tokens, the limit (our choice: `intrigue.ours.vp_limit`), and the game ends at the endgame
check{{! over.is_over }}. The position is set up with `position(..., vp=..., alliances=...,
announced=...)`, which places VP tokens, alliances and announcements of earlier years.
""")

code("""
rules("intrigue.ours.vp_limit", "intrigue.game_over")
last = position(year=3, order=["p1", "p2"], season=3, planned=["h1", "s1"], workers=[[], []],
                hands=[[], []], events=BLANK, quests=["q9", "q2", "q3"],
                influence=[{"bloom": 4, "frost": 3}, {}],
                vp=[["quest:q1", "alliance:sun", "influence:frost"], []], alliances={"sun": "p1"},
                announced=[3, 0])
tracks(last)
over = run_until(last, lambda s: False)
news(last, over)
why(over, "done")
""")

# =====================================================================================================
md("""
## 9. The end: scoring

The game ends at the cleanup of the year in which someone reaches {{ intrigue.rules.VP_LIMIT }} VP
tokens (our choice: `intrigue.ours.vp_limit`). Then everyone adds: each **VP token** 1; each
**different player you beat** (a face-up combat token) +1, each different player who beat you −1; each
**inner land** you hold 1; each **star** on your tablet (upgrades and buildings) 1; **every
{{ components.NUMBERS['gold_per_point'] }} gold** 1; a met **personal quest** 1. The highest total wins;
a tie goes to the earlier initiative (`intrigue.constraint.ties`).

A three-player game cut to one year (section 13) reaches winter: Aster holds i1, i2 and
e1{{! [components.LANDS[x].id for x in finale.lands_of(0)] == ['e1', 'i1', 'i2'] }}, has
built on i2 and e1 (her personal quest, {{ components.PERSONAL[finale.personal[0]].name }}: two
buildings) and revealed the Painted Gallery (★); Birch holds e4, Cedar the inner land i4. Aster attacks
Birch on e4 and wins; Cedar attacks her on i1 and, with Knights of the Long Day, wins. The sheet below
adds it up: Aster's {{ final['Aster']['stars'] }} stars (the Gallery and two buildings),
{{ final['Aster']['gold'] }} points for {{ ended.gold[0] }} gold, {{ final['Aster']['inner lands'] }}
inner land left (i2), her personal quest {{ final['Aster']['personal quest'] }}, and a victory over Birch
cancelled by a defeat by Cedar: {{ ended.scores[0] }} points against Cedar's {{ ended.scores[2] }}
and Birch's {{ ended.scores[1] }}{{! ended.winners == [0] }}.
""")

code("""
rules("intrigue.end.vp_tokens", "intrigue.end.unique_victory", "intrigue.end.unique_defeat",
      "intrigue.end.inner_lands", "intrigue.end.stars", "intrigue.end.gold", "intrigue.end.personal_quest")
finale = position(players=3, order=["p1", "p2", "p3"], season=3, years=1, planned=["f1", "h1", "b1"],
                  workers=[[], [], []], hands=[[], [], ["c15"]], gold=[24, 5, 15], events=BLANK,
                  quests=["q4", "q2", "q3"], buildings={"e1": 0, "i2": 0},
                  upgrades=[{"u3": "revealed"}, {}, {}], personal=["p4", "p8", "p6"],
                  units={"i1": [1, 0, 0], "i2": [2, 0, 0], "e1": [1, 0, 0], "e4": [0, 1, 0], "i4": [0, 0, 2]})
for seat, p in enumerate(finale.personal):
    quest = components.PERSONAL[p]
    print(f"{finale.names[seat]}'s personal quest: {quest.name} ({components.condition_text(quest.condition)})")
ended = run_until(run(finale, "act combat", "move i2 e4", "done", "done", "act combat", "move i4 i1", "done",
                      "pass", "support p3 c15"), lambda s: False)
print("\\n".join(line for line in ended.log if "against" in line or "quest" in line or "ends" in line))
scoresheet(ended)
final = {ended.names[seat]: ended.score_sheet(seat) for seat in range(ended.players)}
""")

# =====================================================================================================
md("""
## 10. The constraints

Two lines at the top of the summary hold everywhere. **You keep a worker for every season still to
come**: a worker card may be sold (Trade, {{ components.NUMBERS['card_sale_price'] }} gold) only if you
have one to spare. In spring Aster holds {{ len(keep.workers[0]) }} workers for the
{{ len(components.SEASONS) - 1 - keep.season }} seasons still to come: she may sell one, not two.
**Every tie goes to the earlier initiative**: combats, quests, alliances, the final score. Below, the
same combat, {{ tie_totals }}, goes to whichever of Aster and Birch is first on the initiative
track{{! tie_winners == ['Aster', 'Birch'] }}.
""")

code("""
rules("intrigue.constraint.workers_kept", "intrigue.constraint.ties")
keep = run(position(order=["p1", "p2"], planned=["b1", "s1"], hands=[[], []], events=BLANK,
                    workers=[["b2", "b3", "b4", "b5"], ["s2", "s3", "s4"]]), "act trade")
sold_one = run(keep, "sell b5")
print(sold_one.log[-1], "| workers left:", [components.WORKERS[w].id for w in sold_one.workers[0]])
why(sold_one, "sell b4")
tie_winners = []
for order in (["p1", "p2"], ["p2", "p1"]):
    even = position(order=order, planned=["s1", "f1"], workers=[["b2", "b3", "b4"], ["h2", "h3", "h4"]],
                    hands=[[], []], events=BLANK, units={"e1": [0, 1], "e2": [1, 0]})
    attack = ["act combat", "move e2 e1", "done"]
    moves = attack + ["done"] if order[0] == "p1" else ["done"] + attack
    line = next(line for line in run(even, *moves).log if "against" in line)
    print(order, "→", line)
    tie_totals = line.split(":")[0]
    tie_winners.append(line.split(": ")[1].split()[0])
""")

# =====================================================================================================
md("""
## 11. Assumptions: what the summary leaves open

The summary is a list of lines; it prints no component and leaves many questions open. Each answer we
chose is declared once in `seasons_nb/games/intrigue/rules.py` (with the number the engine reads,
where there is one). Here they all are, straight from those declarations. Two of them are about this
notebook itself: how actions are written, and how you click them
(our choice: `intrigue.notation`, `intrigue.click`).
""")

code("""
rules("intrigue.notation", "intrigue.click")
for text in ("move e4 i2", "support p1 c7", "initiative p2 up"):
    action = intrigue.parse_action(text)
    print(f"{text!r:20} clicks {action.clicks}")
print(court.action_label("event 1 left"))
assumptions("intrigue")
""")

# =====================================================================================================
md("""
## 12. Exercises

Each exercise is a live table that tells you when you have found the answer; a legal move that misses
is taken back at once, with a hint. The solutions are folded away in the cell after each table: their
output only says whether the answer is accepted, so reading it spoils nothing.

### Exercise 1: the strongest Trade

Summer. The events are Spring Fair (Trade +1) and Heatwave (Sun workers +1). Aster holds
{{ len(exercise_1.workers[0]) }} workers. **Place the worker that will give Aster the strongest Trade
this season.** (Add each worker's printed power, the calendar, its own card's summer modifier and the
events, as `power_parts` does.)
""")

code("""
def trade_power(state, action):
    return state.power(0, components.WORKER_INDEX[str(action).split()[1]], "trade")


exercise_1 = position(order=["p1", "p2"], season=1,
                      workers=[["b3", "s3", "f2", "h1"], ["b1", "b2", "h2", "h3"]], hands=[[], []],
                      events=["v1", "v6", "v12"], quests=["q1", "q2", "q3"])
strongest_trade = Exercise(
    task="Place the worker that gives Aster the strongest Trade this season.",
    check=lambda before, action, after: trade_power(before, action) == max(
        trade_power(before, a) for a in before.legal_actions()),
    success=f"The Midsummer Herald: {power_parts(exercise_1, 's3', 'trade')} (Spring Fair and Heatwave).",
    hint="Legal, but another worker trades harder. Add the calendar, the card's own season modifier "
         "and the events.")
for w in ("b3", "s3", "f2", "h1"):
    print(worker(w))
Table(exercise_1, exercise=strongest_trade)
""")

code("""
check_solution(exercise_1, strongest_trade, "plan s3")
""", hidden=True)

md("""
### Exercise 2: win this combat with one card

Aster attacked Birch's land e1, and it is her turn to play a card. Her power is
{{ exercise_2.base_power(0) }} against Birch's {{ exercise_2.side_power(1, E1)[2] }} (his garrison
{{ exercise_2.base_power(1) }} and one extra unit{{! exercise_2.side_power(1, E1)[1] == 1 }}; our choice: `intrigue.ours.extra_units`); her tablet
allows her {{ exercise_2.card_limit(0) }} combat card, and intrigue cards for combats do not count
against it (`intrigue.battle.cards`). Birch is first on the initiative track{{! exercise_2.order[0] == 1 }}
and holds no cards. **Play the one card that, on its own, wins the combat for Aster.**
""")

code("""
E1 = components.LAND_INDEX["e1"]
def aster_ahead(before, action, after):
    # Aster wins the combat on e1, or would if everyone passed now
    b = after.battle
    if b is None or b.land != E1:
        return after.holder[E1] == 0
    return after.side_power(0, E1, b.bonus[0])[2] > after.side_power(1, E1, b.bonus[1])[2]


one_card = Exercise(
    task="Play the one card that, on its own, wins the combat on e1 for Aster.",
    check=aster_ahead,
    success="Ambush at the Ford: an intrigue card helps in a combat too, and leaves her combat card free. "
            "1 + 3 beats Birch's 3; a tie would go to Birch.",
    hint="Legal, but Birch would keep e1: a tie goes to him, he is first on the initiative track.")
exercise_2 = run(position(order=["p2", "p1"], planned=["s1", "f1"],
                          workers=[["b2", "b3", "b4"], ["h2", "h3", "h4"]],
                          hands=[["c1", "c7", "x9", "x4"], []], events=BLANK,
                          units={"e1": [0, 2], "e5": [0, 1], "e2": [1, 0]}),
                 "done", "act combat", "move e2 e1", "done")
fight(exercise_2)
for c in ("c1", "c7", "x9", "x4"):
    print(card(c))
Table(exercise_2, exercise=one_card)
""")

code("""
check_solution(exercise_2, one_card, "support p1 x9")
""", hidden=True)

md("""
### Exercise 3: take the quest at the cleanup

Winter. Birch (first on the track{{! exercise_3.order[0] == 1 }}) has acted; Aster's Politics action
has {{ exercise_3.act.steps }} steps left. Both markers stand at {{ exercise_3.influence[0][3] }} on the
Frost track{{! exercise_3.influence[1][3] == exercise_3.influence[0][3] }}, and Favour of Frost
(influence 3 in Frost) is in the quest row: as things stand Birch takes it at the cleanup
(`intrigue.cleanup.quests_claim`; our choice: `intrigue.ours.quest_claims`). **Make the one step that gives Aster the quest.** (There
is more than one way.)
""")

code("""
Q9 = components.QUEST_INDEX["q9"]


def takes_favour(before, action, after):
    return next(s for s in after.order if after.holds(s, components.QUESTS[Q9].condition)) == 0


take_quest = Exercise(
    task="Make the one Politics step that gives Aster Favour of Frost at the cleanup.",
    check=takes_favour,
    success="First on the track, Aster claims the quest first: quests are claimed in initiative order.",
    hint="Legal, but Birch still comes first: both meet the quest, and the earlier initiative claims it.")
exercise_3 = run(position(season=3, order=["p2", "p1"], planned=["b1", "s1"], workers=[[], []],
                          hands=[[], []], events=BLANK, quests=["q9", "q1", "q2"],
                          influence=[{"frost": 3}, {"frost": 3}]),
                 "done", "act politics")
print(exercise_3.prompt)
tracks(exercise_3)
Table(exercise_3, exercise=take_quest)
""")

code("""
check_solution(exercise_3, take_quest, "initiative p1 up")
check_solution(exercise_3, take_quest, "initiative p2 down")
""", hidden=True)

md("""
### Exercise 4: a pick that denies

The draft of year 1, third pick. {{ len(exercise_4.packs[0]) }} workers are left in Aster's pack: the
one she does not keep goes to Birch as his last worker. Winter is the season Birch is short of. **Pick so that Birch gets the
weaker worker for winter.**
""")

code("""
def winter_power(w):
    x = components.WORKERS[w]
    return x.power + components.CALENDAR[3][x.faction] + x.seasons[3]


deny = Exercise(
    task="Pick so that the worker left for Birch is the weaker one in winter.",
    check=lambda before, action, after: (winter_power(after.packs[0][0])
                                         < max(winter_power(w) for w in before.packs[0])),
    success="The Snowfall Herald: 2 printed, +1 from the calendar (Frost's season), +1 on its own card "
            "for winter: 4 against the Marshal's 3.",
    hint="Legal, but Birch gets the stronger winter worker. Add the card's winter bonus and the calendar.")
exercise_4 = run(intrigue.new_game(players=2, seed=1), "draft b2", "draft b1", "draft b6", "draft s6")
print(exercise_4.prompt)
for w in exercise_4.packs[0]:
    print(worker(components.WORKERS[w].id))
Table(exercise_4, exercise=deny)
""")

code("""
check_solution(exercise_4, deny, "draft f3")
""", hidden=True)

# =====================================================================================================
md("""
## 13. A short first game for a classroom hour

A full game runs until someone holds {{ intrigue.rules.VP_LIMIT }} VP tokens
(our choice: `intrigue.ours.vp_limit`), often three years or more. For a first game, stop after one year: `years=1`
plays the draft, four seasons and the cleanup, then scores as at the end
(our choice: `intrigue.ours.short_game`). There is also a safety stop, `turn_limit=N` seasons, after which the game
is a draw (our choice: `intrigue.ours.turn_limit`; handy when bots play each other). Below, the bot
plays a one-year game against itself (it ends in year {{ hour.year }}{{! hour.is_over }}, won by
{{ ' and '.join(hour.names[s] for s in hour.winners) }}), then a game cut at two seasons, a draw with no
winner{{! cut.is_over and not cut.winners }}.
To play one yourself: `play("intrigue", players=2, seed=11, years=1)`.
""")

code("""
rules("intrigue.ours.short_game", "intrigue.ours.turn_limit")
hour = play_out(intrigue.new_game(players=2, seed=11, years=1), [GreedyBot(0), GreedyBot(1)])
print(hour.prompt, f"({len(hour.log)} log lines)")
scoresheet(hour)
cut = play_out(intrigue.new_game(players=2, seed=3, turn_limit=2), GreedyBot(1))
print(cut.prompt)
""")

# =====================================================================================================
md("""
## 14. A whole game against the bot

You are Aster; the bot plays Birch. Pick workers in the draft, place one each season, choose its
action and click where it acts; play cards in combats; decide at the cleanup. The status line says
what is asked at each step. **Undo** freely, **New game** for a fresh deal, or switch your seat on
under **Bot plays** to watch the bot play for you.
""")

code("""
match = play("intrigue", players=2, seed=5, bot_plays=(1,))
match
""")

nb.save_and_share("match", (1,), teacher_code("intrigue", seed=11, actions=40), "Seasons of Intrigue")
nb.levels_and_coach('years=1')

md("""
And three bots playing a whole seeded game from the first draft to the final count: it lasts
{{ bots.year }} years, until a cleanup at which {{ len(at_limit) }} of them hold
{{ intrigue.rules.VP_LIMIT }} VP tokens or more ({{ ' and '.join(at_limit) }}).
""")

code("""
bots = play_out(intrigue.new_game(players=3, seed=6), [GreedyBot(seat) for seat in range(3)])
print(bots.prompt, f"Year {bots.year}.")
at_limit = [bots.names[s] for s in range(bots.players) if len(bots.vp[s]) >= intrigue.rules.VP_LIMIT]
scoresheet(bots)
""")

# =====================================================================================================
md("""
## 15. All the rules on one page

Every rule of the game in our words, with the part of the summary it comes from, and our choices.
""")

code("""
rules("intrigue")
""")



if __name__ == "__main__":
    nb.main()
