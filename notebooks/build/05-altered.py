"""The Altered walkthrough, ``notebooks/05-altered.ipynb``, cell by cell (see ``cells.py``).

    python notebooks/build/05-altered.py
    python notebooks/execute.py notebooks/05-altered.ipynb
"""

from cells import HOW_TO_RUN, Notebook, teacher_code

nb = Notebook("altered", "05-altered.ipynb")
md, code = nb.md, nb.code

# =====================================================================================================

md("""
# Altered

*A trading card game by Equinox (2024), for 2 players — here with a small card pool of our own.*

Each player leads two expeditions across an adventure track: the **Hero** expedition sets out from
one end, the **Companion** expedition from the other, and they walk toward each other. Every Day
you play Characters into your expeditions; at Dusk each expedition that beats the facing one in a
terrain of the region it stands in moves one region on. The game ends at the Night when a player's
two markers have met; then the player whose two markers have travelled the **higher total distance**
wins, and a tie goes to the **Arena**. Meeting first is not enough on its own: if both players'
markers meet that same Night, the one who travelled farther wins.

""" + HOW_TO_RUN + """

This is an unofficial teaching version. The rules are in our own words, each with an id such as
`altered.dusk.progress` and where the sources say it: the rules summary, or the facts the
publisher's complete rules add. The real cards belong to their publisher, so every Hero and card
here is our own design (see `seasons_nb/games/altered/data/DESIGN.md`).
""")

code("""
from seasons_nb.teach import *
from seasons_nb.games import altered
from seasons_nb.games.altered import components
from seasons_nb.games.altered.teach import (
    build_deck, card, catalogue, decklist, holdings, news, position, totals, track)


def cost(card_id, where="hand"):          # a card's Hand cost, or its Reserve cost with where="reserve"
    c = components.CARDS[components.CARD_INDEX[card_id]]
    return c.hand if where == "hand" else c.reserve


def stats(card_id):                       # a Character's (Forest, Mountain, Water)
    return components.CARDS[components.CARD_INDEX[card_id]].stats
""")

# =====================================================================================================
md("""
## 1. The game in one minute

""" + "\n".join(f"- {line}" for line in [
    "**The track** is 8 regions in a row. Each end region counts as all three terrains (Forest, "
    "Mountain, Water); the six between are three face-down Tumult cards that turn up as markers reach them.",
    "**Your two markers** start at the ends, the Hero's on region 1 and the Companion's on region 8, and walk "
    "toward each other. They have met once they have travelled 7 regions between them.",
    "**The goal**: once someone's markers have met, the game ends that Night, and the higher total distance "
    "travelled wins; equal totals go to the Arena, a tie-break Day (section 11).",
    "**A Day** is Morning (draw 2, maybe put a card into Mana), Noon (At Noon effects), Afternoon (take "
    "turns playing cards), Dusk (expeditions move), Night (Characters rest in your Reserve).",
    "**Mana**: cards you put face down into your Mana zone pay for the others, one orb per point of cost.",
    "**The Reserve**: Characters rest there at Night and Spells land there once played; from there you can "
    "play them once more (they become Fleeting, and are then discarded).",
]) + """

Here is the end of a game. Aster's Hero marker stands on region {{ finish.player(0).marks[0] }} and the
Companion's on region {{ finish.player(0).marks[1] }}: {{ finish.marks[0][0] }} regions travelled by one,
{{ 7 - finish.marks[0][1] }} by the other, {{ finish.distance(0) }} in all. One more step and they meet.
Aster's Hero expedition has a boost of {{ finish.totals(0, 0)[0] }} Forest, region 4 is a Forest
region{{! 0 in finish.region_terrains(3) }} and Birch's Hero expedition has nothing{{! finish.totals(1, 0) == (0, 0, 0) }},
so at Dusk it moves{{! finish.will_advance(0, 0) }}. Birch has travelled {{ finish.distance(1) }}. Both
players pass, and Dusk and Night follow: Aster's {{ done.distance(0) }} regions beat Birch's
{{ done.distance(1) }}{{! done.winners == [0] }}.
""")

code("""
rules("altered.goal", "altered.day.phases")
TRACK = ["F|MW", "FW|M", "W|FM"]          # how the three Tumult cards lie (section 2)
finish = position(tumult=TRACK, marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}])
print(track(finish))
totals(finish, 0)
done = run(finish, "pass", "pass")
news(finish, done)
print(done.prompt)
""")

# =====================================================================================================
md("""
## 2. The track and the distance travelled

### The regions

The **adventure track** is eight regions in a row (`altered.track.regions`):

- region 1 is the **Hero Region** and region 8 the **Companion Region**. Both count as **all three
  terrains**, Forest, Mountain and Water (`altered.track.ends`);
- regions 2 to 7 are three **Tumult cards** of two regions each (2-3, 4-5, 6-7). Each card has one
  region of a single terrain and one region of the other two: Forest | Mountain and Water, Mountain |
  Forest and Water, Water | Forest and Mountain. At setup they are shuffled, for their places and
  for which way round they lie, and put **face down** (`altered.track.tumult`);
- a **face-down region has no terrain** at all. A Tumult card turns face up, both its regions at
  once, as soon as a marker arrives on one of them (`altered.track.face_down`).

`track(state)` prints the track in one line: each region's number, its terrain letters (`?` while
face down) and the markers standing on it (`H1` is Aster's Hero marker, `C2` Birch's Companion
marker). The teaching positions in this notebook all lay the cards the same way, `TRACK` above:
`F|MW` means region 2 is Forest and region 3 Mountain and Water.

### The markers

Each player has **two expeditions** and a marker for each: the Hero's starts on region 1 and moves
up, the Companion's starts on region 8 and moves down (`altered.expedition.two`). Your **distance** is
how far they have come between them; they **meet** at 7. An expedition is always measured against
the opponent's expedition **of the same kind**, Hero against Hero and Companion against Companion,
wherever the four markers stand (`altered.expedition.facing`).

**Try it:** Aster holds Harvest Tailwind, a Spell that moves an expedition one region forward (Hand
cost {{ cost("tailwind") }}), and a Thaw Sprout ({{ stats("sprout")[0] }} Forest, Hand cost
{{ cost("sprout") }}); she has {{ race.ready_mana(0) }} ready Mana, enough for
both{{! race.ready_mana(0) >= cost("tailwind") + cost("sprout") }}. Click the Tailwind, then Aster's
**Hero expedition** (the highlighted box under the track): the Hero marker steps onto region
{{ moved.player(0).marks[0] }}, and the first Tumult card turns face up{{! moved.revealed == (True, False, False) }}.
**Undo** and send the Companion instead: the last card turns
up{{! race.apply("play tailwind to companion").revealed == (False, False, True) }}. Then play the Thaw
Sprout into an expedition, pass with both players, and watch Dusk move
it{{! run(moved, "pass", "play sprout to hero", "pass").distance(0) == 2 }}.
""")

code("""
rules("altered.track.regions", "altered.track.ends", "altered.track.tumult", "altered.track.face_down",
      "altered.expedition.two", "altered.expedition.facing")
race = position(tumult=TRACK, hands=[["tailwind", "sprout"], ["goat"]], mana=[4, 3])
print(track(race), "| distance", race.scores)
print("face up, it would read:", track(position(tumult=TRACK, revealed=[True, True, True])))
moved = run(race, "play tailwind to hero")
news(race, moved)
print(track(moved), "| distance", moved.scores)
Table(race)
""")

md("""
Facing, in numbers. Aster's Hero expedition (region {{ facing.player(0).marks[0] }},
Forest{{! facing.region_terrains(1) == (0,) }}) holds a Thaw Sprout; Birch's holds
nothing{{! facing.totals(1, 0) == (0, 0, 0) }}. Birch's Companion expedition (region
{{ facing.player(1).marks[1] }}) holds a Cairnback Giant; Aster's holds nothing. `totals(state, seat)`
prints each expedition's terrains and whether it moves at Dusk as things stand. The Giant does not
stop Aster's Hero{{! facing.will_advance(0, 0) }}: it faces only Aster's Companion, which
stays{{! not facing.will_advance(0, 1) and facing.will_advance(1, 1) }}.
""")

code("""
POOL = {c.id: 3 for c in components.CARDS}      # every card of the pool, 3 copies: a legal deck


def full(hero):
    return build_deck(hero, POOL)


facing = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], marks=[(2, 7), (1, 8)],
                  expeditions=[{"hero": ["sprout"]}, {"companion": ["giant"]}])
print(track(facing))
totals(facing, 0)
totals(facing, 1)
""")

# =====================================================================================================
md("""
## 3. The cards

### Four kinds of card

- A **Character** joins one of your two expeditions and adds its Forest, Mountain and Water values
  to it (`altered.type.character`).
- A **Spell** does what it says at once, then goes to your **Reserve**, from where you may play it
  once more later (`altered.type.spell`).
- A **Permanent** stays in play: an **Expedition Permanent** in the expedition you put it in, a
  **Landmark** in your Landmarks zone (`altered.type.permanent`). They have no terrain values.
- Your **Hero** is never played. It gives you an ability, and it may change how many cards you keep
  in your Reserve and Landmarks at Night (`altered.type.hero`).

Every card has **two costs**: its **Hand cost** when you play it from your hand and its **Reserve
cost** when you play it from your Reserve. Its effects carry a mark saying when they happen: **→**
whether played from hand or Reserve, **☝** only from the hand, **▤** only from the Reserve. Other
effects say *At Noon* (each Day, while the card is in play), *Exhaust* (a quick action, section 8)
or *Discard from Reserve* (also a quick action). `card(id)` prints one card in a line.

The real cards are not ours to use, so every Hero and card here is our design
(our choice: `altered.ours.components`), and their effects come from a small vocabulary: draw, ready
Mana Orbs, grow your Mana, boost a terrain until Night, advance an expedition, push the facing one back, send
the facing expedition's newest Character to its Reserve, or defeat it.

**Which expedition an effect aims at** is our reading too: an effect that needs an expedition uses
the card's own expedition (a Character's or an Expedition Permanent's); a Spell, Landmark, Hero or
Reserve card names one when you use it, as in `play gust to companion`
(our choice: `altered.ours.effects`).

Below, Aster plays one card of each kind, with {{ kinds.ready_mana(0) }} ready Mana for costs of
{{ " + ".join(str(cost(c)) for c in ("fox", "gust", "cairn", "tower")) }}{{! kinds.ready_mana(0) >= sum(cost(c) for c in ("fox", "gust", "cairn", "tower")) }}.
The refusals show what each kind asks for.
""")

code("""
rules("altered.type.character", "altered.type.spell", "altered.type.permanent", "altered.type.hero",
      "altered.ours.components", "altered.ours.effects")
for c in ("fox", "gust", "cairn", "tower", "ilse", "maren"):
    print(card(c))
kinds = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], hands=[["fox", "gust", "cairn", "tower"], []],
                 mana=[9, 0])
why(kinds, "play fox")                # a Character joins an expedition: which?
why(kinds, "play cairn")              # so does an Expedition Permanent
why(kinds, "play tower to hero")      # a Landmark goes to the Landmarks
why(kinds, "play ilse")               # the Hero is never played
played = run(kinds, "play fox to hero", "pass", "play gust to companion", "play cairn to companion", "play tower")
news(kinds, played)
holdings(played, 0)
totals(played, 0)
""")

md("""
### The pool

{{ len(components.HEROES) }} Heroes and {{ len(components.CARDS) }} other cards:
{{ kinds_count("character") }} Characters, {{ kinds_count("spell") }} Spells,
{{ kinds_count("expedition") }} Expedition Permanents and {{ kinds_count("landmark") }} Landmarks.
Characters come in shapes: specialists strong in one terrain (Thaw Sprout, Crag Goat, Ebbtide Otter),
spread ones with a point in each (Trail Scout, Dusk Wisp) and big ones for the end (Elder Oakherd,
Cairnback Giant).
""")

code("""
def kinds_count(kind):
    return sum(c.type == kind for c in components.CARDS)


catalogue()
""")

md("""
The same pool as a gallery, a tab for the Heroes and one for each kind of card. **Try it:** click a
card (or Tab to it and press Enter): the panel beside the cards gives its full text and the rules
that *mention* it, a rule whose sentence or id names the card or its kind (Hero, Character, Spell,
Landmark, Expedition Permanent). Ember Fox, shown first, is a Character
({{ components.stats_text(components.CARDS[components.CARD_INDEX["fox"]].stats) }}), and
{{ len(pool.entries["fox"].rules) }} rules mention Characters, `altered.type.character`
first{{! pool.entries["fox"].rules[0] == "altered.type.character" }}.
""")

code("""
pool = gallery("altered", selected="fox")
pool
""")

md("""
### Decks

A deck is **one Hero and at least 39 other cards** (`altered.deck.size`), with **no more than three
copies of a name** (`altered.deck.copies`). There are {{ len(components.DECKS) }} starter decks, one
per Hero, of 13 names × 3 copies{{! all(sum(d.counts) == 39 and sorted(set(d.counts)) == [0, 3] for d in components.DECKS) }}:
Greenwood Thaw (Ilse, Forest and Mana), Ironpeak Frost (Haldor, Mountain and removal), Tidewater Run
(Maren, cards played twice) and Twilight Crossing (Tamsin, a bit of everything). A new game deals
Greenwood to the first seat and Ironpeak to the second unless told
otherwise (our choice: `altered.ours.default_decks`). Here are those two:
""")

code("""
decklist("greenwood")
decklist("ironpeak")
""")

md("""
You can build your own from the pool with `build_deck(hero, {card id: copies})`, which checks the deck
at once and says what is wrong with it. A built deck plays like a starter deck:
`altered.new_game(decks=[mine, "ironpeak"])`. Four bad decks, then a good one:
""")

code("""
rules("altered.deck.size", "altered.deck.copies")
forest = {"sprout": 3, "fox": 3, "doe": 3, "bear": 3, "keeper": 3, "oakherd": 3, "scout": 3, "wisp": 3,
          "orchard": 3, "mill": 3, "dawn": 3, "tailwind": 3, "pilgrim": 3}
for hero, cards in [("ilse", {**forest, "pilgrim": 2}),          # 38 cards
                    ("ilse", {**forest, "sprout": 4}),           # 4 Thaw Sprouts
                    ("fox", forest),                             # not a Hero
                    ("ilse", {**forest, "tamsin": 1})]:          # a Hero among the cards
    try:
        build_deck(hero, cards)
    except ValueError as error:
        print("✘", error)
mine = build_deck("ilse", forest)
print("✔", sum(mine["cards"].values()), "cards:", altered.new_game(seed=1, decks=[mine, "ironpeak"]).log[0])
""")

# =====================================================================================================
md("""
## 4. Setup and the opening

A new game: both players shuffle their decks and **draw 6 cards** (`altered.setup.draw`), a **random
player goes first** (`altered.setup.first_player`), and the Tumult cards are laid face down. Then each
player puts **3 of their 6 cards into Mana** as ready Mana Orbs, the first player first
(`altered.setup.mana`). Cards in Mana stay there for the whole game: choose the ones you are least
likely to want to play.

Three things are ours. Whenever both players do something in turn outside the Afternoon (the opening
Mana, the Morning, At Noon effects, the Night clean-up), the player holding the **first-player token**
goes first (our choice: `altered.ours.order`). Both decklists are **open**: each player knows which
cards the other's deck holds, though not their order (our choice: `altered.ours.open_decklists`).
And Mana Orbs lie face down: only their owner knows what they
are (our choice: `altered.ours.mana_face_down`).

**Day 1 has no Morning**: the game goes straight from the opening to Noon and the Afternoon, so
nobody draws 2 before the first Afternoon (`altered.setup.skip_morning`).

**Try it:** a new game, seed 3; {{ opening.names[opening.first] }} goes first. Click three cards of
Aster's hand ({{ len(opening.hand[0]) }} cards) to put them into Mana, then three of Birch's. The
opening ends, Day 1 starts at Noon, and Aster has {{ len(opening.hand[0]) - components.OPENING_MANA }}
cards left in hand and {{ components.OPENING_MANA }} ready Mana.
""")

code("""
rules("altered.setup.draw", "altered.setup.first_player", "altered.setup.mana", "altered.setup.skip_morning",
      "altered.ours.order", "altered.ours.open_decklists", "altered.ours.mana_face_down",
      "altered.ours.default_decks")
opening = altered.new_game(seed=3)
print(opening.log[0])
print(opening.prompt)
print("who goes first, seeds 0 to 9:", [altered.new_game(seed=k).names[altered.new_game(seed=k).first]
                                         for k in range(10)])
why(opening, "pass")
Table(opening)
""")

md("""
The same opening typed. Then what each seat may see: Birch's view of Aster's Mana is only a
count ({{ opened.view(1).player(0).mana_size }} orbs{{! opened.view(1).player(0).mana is None }}), while the
decklists are known to both{{! opened.view(0).to_dict()["players"][1]["decklist"] == opened.to_dict()["players"][1]["decklist"] }}.
""")

code("""
opened = run(opening, "mana doe", "mana mill", "mana otter", "mana goat", "mana goat", "mana sentry")
news(opening, opened)
print(opened.prompt)
print("Aster's Mana, seen by Aster:", opened.view(0).player(0).mana, "| seen by Birch:",
      opened.view(1).player(0).mana, f"({opened.view(1).player(0).mana_size} orbs)")
print("Birch's hand, seen by Aster:", opened.view(0).player(1).hand, "| Birch's decklist, seen by Aster:",
      opened.view(0).to_dict()["players"][1]["decklist"])
""")

# =====================================================================================================
md("""
## 5. One Day, phase by phase

A Day has five phases: **Morning, Noon, Afternoon, Dusk, Night** (`altered.day.phases`). Only the
Morning, the Afternoon and the Night ask anything of you; Noon and Dusk just happen.

### Morning

- The **first-player token passes** to the other player (`altered.morning.first_player`).
- **Everything readies**: exhausted Mana Orbs, the Hero, and the cards in play
  (`altered.morning.ready`).
- Each player **draws 2 cards**, first player first (`altered.morning.draw`).
- Each player, first player first, **may put one card from hand into Mana**, for good, or keep their
  hand (`altered.morning.mana`). The new orb is **ready** at once, so it can pay for a card that same
  Afternoon: the sources say so only of the opening's orbs (our choice: `altered.ours.morning_mana`).

Below, the end of a Day where Aster (all {{ evening.spent[0] }} of her orbs
exhausted{{! evening.ready_mana(0) == 0 }}, an exhausted Hero{{! not evening.hero_ready[0] }} and an exhausted Old
Millwheel{{! evening.landmarks[0][0].exhausted }}) and Birch both pass. Birch holds the
token{{! evening.first == 1 }}, so passes first; the next Morning the token passes to
Aster{{! morning.first == 0 }}, everything readies ({{ morning.ready_mana(0) }} ready orbs,
Hero ready{{! morning.hero_ready[0] and not morning.landmarks[0][0].exhausted }}) and both draw
{{ components.MORNING_DRAW }}{{! len(morning.hand[0]) == len(evening.hand[0]) + components.MORNING_DRAW }}.
""")

code("""
rules("altered.morning.first_player", "altered.morning.ready", "altered.morning.draw", "altered.morning.mana",
      "altered.ours.morning_mana")
evening = position(tumult=TRACK, first=1, mana=[3, 3], spent=[3, 1], hero_ready=[False, True],
                   landmarks=[[("mill", False, True)], []])
holdings(evening, 0)
morning = run(evening, "pass", "pass")
news(evening, morning)
holdings(morning, 0)
print(morning.prompt)
why(morning, "play fox to hero")     # cards are played in the Afternoon
""")

md("""
### Noon

At Noon every **At Noon** effect of the cards in play happens (`altered.noon.triggers`), the first
player's first: their Hero's, their Landmarks', their Expedition Permanents'. Maren of the Tides gives
her Companion expedition +1 Water; a Tidewell Shrine gives +1 Water to both of its owner's
expeditions; a Trail Cairn +1 Mountain to its own expedition: a card in an expedition aims at that
expedition, and a Hero's or Landmark's At Noon effect says which it aims
at (our choice: `altered.ours.effects`). These boosts last until Night.

### Afternoon

The players **take turns, the first player first** (`altered.afternoon.alternate`). On your turn you
may take **quick actions** first, as many as you like (section 8), then you **play one card**, which
ends your turn (`altered.afternoon.play`), or you **pass**: you are then out of the Afternoon, and the
other player plays on alone until they pass too (`altered.afternoon.pass`).

### Dusk and Night

When both have passed, **Dusk** moves the expeditions (section 9) and **Night** sends the Characters
to rest (section 10). Then the next Day begins.

**Try it:** the Morning of Day {{ day.day }}, on a live table. Aster (Tidewater, Maren) holds the
token{{! day.first == 0 }}; Birch (Ironpeak, Haldor) has a Trail Cairn in his Companion expedition. Click a card in hand to put it into
Mana, or **Keep my hand**, for Aster and then for Birch, and read the log: Noon's effects. Then play the
Afternoon for both players: click a card in hand, then the expedition it joins. Pass twice to reach
Dusk, Night and the Morning of Day 3.
""")

code("""
rules("altered.noon.triggers", "altered.afternoon.alternate", "altered.afternoon.play", "altered.afternoon.pass")
day = position(tumult=TRACK, phase="morning", day=2, first=0, decks=["tidewater", "ironpeak"],
               hands=[["heron", "seal", "fox", "gust"], ["goat", "ram", "bear"]], mana=[3, 3],
               landmarks=[["shrine"], []], expeditions=[{}, {"companion": ["cairn"]}], marks=[(2, 8), (1, 7)])
print(day.prompt)
print(track(day))
Table(day)
""")

md("""
The same Day typed. Aster puts the Ember Fox into Mana: {{ len(noon.mana[0]) }} orbs, all
ready{{! noon.ready_mana(0) == len(noon.mana[0]) == len(day.mana[0]) + 1 }}
(our choice: `altered.ours.morning_mana`). Birch keeps his hand; after Noon's effects (Maren and the Shrine give
Aster's Companion expedition {{ noon.totals(0, 1)[2] }} Water and her Hero expedition
{{ noon.totals(0, 0)[2] }}; the Cairn gives Birch's Companion expedition {{ noon.totals(1, 1)[1] }} Mountain),
Aster plays the Mistwing Heron ({{ cost("heron") }} Mana), Birch the Crag Goat, Aster the Tidal Gust
({{ cost("gust") }} Mana). Birch passes: Aster could play on alone, but her {{ len(afternoon.mana[0]) }}
orbs are spent{{! afternoon.ready_mana(0) == 0 }}, so she passes too. Without the Morning's orb she
could not have paid for both{{! cost("heron") + cost("gust") > len(day.mana[0]) }}.
""")

code("""
noon = run(day, "mana fox", "no mana")
news(day, noon)
print(noon.prompt)
afternoon = run(noon, "play heron to hero", "play goat to hero", "play gust to hero", "pass")
news(noon, afternoon)
print(afternoon.prompt)
why(afternoon, "play seal to companion")     # 2 orbs for the Heron, 2 for the Gust
night = run(afternoon, "pass")
news(afternoon, night)
""")

md("""
### Moves as text, and clicks

Every action has a short written form (the game has none; our choice: `altered.notation`): `mana fox`,
`no mana`, `play fox to hero`, `play fox from reserve to companion`, `play dawn` (a card that names no
expedition), `exhaust scout in hero`, `exhaust ilse`, `exhaust tower to companion`,
`support gust to hero`, `pass` and `discard fox`, cards by their ids. On a table you click instead:
a card in your hand, Reserve, Landmarks or expeditions, then, if it asks, one of your two
expeditions; buttons pass or keep your hand (our choice: `altered.click`). Text that names no action is refused,
and so is a click on something that cannot be chosen:
""")

code("""
rules("altered.notation", "altered.click")
move = altered.parse_action("Play  Fox FROM Reserve to Companion")
print(move, "->", move.clicks)
why(noon, "dance")
refusal = noon.explain_clicks(["to.hero"])
print(refusal.rule, "-", refusal)
refusal = noon.explain_clicks(["hand.bear"])
print(refusal.rule, "-", refusal)
""")

# =====================================================================================================
md("""
## 6. Costs and Mana

A card is paid for by **exhausting as many ready Mana Orbs as its cost** (`altered.cost.mana`): the
orbs stay in your Mana zone and ready again next Morning. **Which cost** depends on where the card
comes from: the Hand cost from your hand, the Reserve cost from your Reserve (`altered.cost.source`).
And an effect happens **according to its mark** (`altered.effect.when`): → either way, ☝ only from
the hand, ▤ only from the Reserve.

Aster has {{ len(costs.mana[0]) }} orbs, {{ costs.spent[0] }} already exhausted: {{ costs.ready_mana(0) }}
ready. She has a Mistwing Heron and a Fernlight Doe both in hand and in Reserve, and a Floe Seal
(Hand cost {{ cost("seal") }}, too dear{{! cost("seal") > costs.ready_mana(0) }}) in hand. The Heron
draws a card only from the Reserve, where it is cheaper ({{ cost("heron", "reserve") }} against
{{ cost("heron") }}); the Doe grows her Mana only from the hand.
""")

code("""
rules("altered.cost.mana", "altered.cost.source", "altered.effect.when")
for c in ("heron", "doe", "seal"):
    print(card(c))
costs = position(tumult=TRACK, decks=[full("maren"), "ironpeak"], hands=[["heron", "seal", "doe"], []],
                 reserve=[["heron", "doe"], []], mana=[3, 0], spent=[1, 0])
print(costs.prompt)
print([str(a) for a in costs.legal_actions()])
why(costs, "play seal to hero")                 # the Hand cost is 3
why(costs, "play seal from reserve to hero")    # no Seal in the Reserve
for move in ("play heron to hero", "play heron from reserve to hero", "play doe to hero",
             "play doe from reserve to hero"):
    after = costs.apply(move)
    print(f"{move}: {costs.ready_mana(0)} -> {after.ready_mana(0)} ready of {len(after.mana[0])} orbs,"
          f" {len(after.hand[0])} cards in hand")
""")

md("""
The Doe from the hand costs {{ cost("doe") }} and adds an orb, exhausted until Morning:
{{ costs.apply("play doe to hero").ready_mana(0) }} ready of {{ len(costs.apply("play doe to hero").mana[0]) }}
orbs. The Heron from the Reserve costs only {{ cost("heron", "reserve") }} and draws a card:
{{ len(costs.apply("play heron from reserve to hero").hand[0]) }} cards in hand. Played the other way
round (the Heron from the hand, the Doe from the Reserve), neither effect
happens{{! len(costs.apply("play heron to hero").hand[0]) == len(costs.hand[0]) - 1 }}{{! len(costs.apply("play doe from reserve to hero").mana[0]) == len(costs.mana[0]) }}.
""")

# =====================================================================================================
md("""
## 7. The Reserve and Fleeting

Your **Reserve** is a second hand, face up: Characters come back to it at Night, Spells go there
once played, and an opponent's *send* effect puts your Character there. Anything in it may be
played again, for its Reserve cost, at any time on your turn (our choice: `altered.ours.reserve_ready`).

But a card played **from the Reserve becomes Fleeting** (`altered.fleeting.gain`): it is its last
life. A Fleeting card that would go back to the Reserve is **discarded instead**
(`altered.fleeting.discard`): a Fleeting Character at Night, or when it is sent back. A **Fleeting
Spell is discarded once it has resolved** (`altered.fleeting.spell`).

**Try it:** Aster has an Ember Fox and a Dawn Chorus in her Reserve and Riptide Call in hand;
Birch's Hero expedition holds a Crag Goat and a Frosthorn Ram, the Ram Fleeting (played from his
Reserve). Aster has {{ fleeting.ready_mana(0) }} ready Mana, enough for all
three{{! fleeting.ready_mana(0) >= cost("fox", "reserve") + cost("riptide") + cost("dawn", "reserve") }}.
Play the Fox from the Reserve into your Hero expedition: {{ cost("fox", "reserve") }} Mana, and it is
Fleeting. Play Riptide Call ({{ cost("riptide") }} Mana) to the Hero side: the Ram, Birch's newest
Character, should go back to his Reserve, but being Fleeting it is discarded. Play the Dawn Chorus
from the Reserve ({{ cost("dawn", "reserve") }} Mana): you draw, and the Chorus is discarded. Then
pass with both, and see where the Fox ends up.
""")

code("""
rules("altered.fleeting.gain", "altered.fleeting.discard", "altered.fleeting.spell", "altered.ours.reserve_ready")
fleeting = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], reserve=[["fox", "dawn"], []],
                    hands=[["riptide"], ["sprout"]], mana=[5, 2],
                    expeditions=[{}, {"hero": ["goat", ("ram", True, False)]}])
holdings(fleeting, 1)
Table(fleeting)
""")

md("""
Typed, the same story: after Birch passes, Aster plays on alone. At the end the Ram and the Chorus are
in the discard piles{{! components.CARD_INDEX["ram"] in later.discard[1] and components.CARD_INDEX["dawn"] in later.discard[0] }},
and so is the Fleeting Fox after its Night{{! components.CARD_INDEX["fox"] in later.discard[0] and components.CARD_INDEX["fox"] not in later.reserve[0] }};
the Goat rested in Birch's Reserve{{! components.CARD_INDEX["goat"] in later.reserve[1] }}.
""")

code("""
later = run(fleeting, "play fox from reserve to hero", "pass", "play riptide to hero", "play dawn from reserve",
            "pass")
news(fleeting, later)
holdings(later, 0)
holdings(later, 1)
""")

# =====================================================================================================
md("""
## 8. Quick actions

On your turn, before you play a card or pass, you may take **any number of quick actions**
(`altered.afternoon.quick`). They do not end your turn. There are two kinds:

- **Exhaust** a ready card of yours to use its *Exhaust* effect: your Hero, a Landmark, or a
  Character or Permanent in one of your expeditions (`altered.quick.exhaust`). It stays exhausted
  until the next Morning. An exhausted Character still counts its terrains at Dusk: exhausting only
  uses up its ability for the Day (our choice: `altered.ours.exhausted_count`).
- **Support**: discard a card from your Reserve to use its *Discard from Reserve* effect
  (`altered.quick.support`).

**Try it:** Aster has {{ quick.ready_mana(0) }} of her {{ len(quick.mana[0]) }} orbs ready, a Trail
Scout in her Hero expedition, an Old Millwheel, and a Rimeguard Sentry and a Solstice Pilgrim in her
Reserve. In one turn: exhaust Ilse (click the Hero) and the Millwheel to ready two orbs
({{ busy.ready_mana(0) }} ready after them{{! busy.ready_mana(0) == quick.ready_mana(0) + 2 }}), exhaust the
Scout to draw (the top of her deck is an Ebbtide Otter{{! components.CARD_INDEX["otter"] in busy.hand[0] }}),
discard the Sentry for +2 Mountain and the Pilgrim to move an expedition forward (a Reserve card that
could also be played asks which, with two buttons). Only then play a card: the Thaw Sprout or the
Otter, {{ cost("sprout") }} Mana each{{! cost("otter") == cost("sprout") <= busy.ready_mana(0) }}. The
turn passes to Birch{{! busy.apply("play otter to hero").seat == 1 }}.
""")

code("""
rules("altered.afternoon.quick", "altered.quick.exhaust", "altered.quick.support", "altered.ours.exhausted_count")
for c in ("ilse", "mill", "scout", "sentry", "pilgrim"):
    print(card(c))
quick = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], hands=[["sprout"], ["goat"]], mana=[3, 3],
                 spent=[2, 0], reserve=[["sentry", "pilgrim"], []], expeditions=[{"hero": ["scout"]}, {}],
                 landmarks=[["mill"], []], top=[["otter"], []])
busy = run(quick, "exhaust ilse", "exhaust mill", "exhaust scout in hero", "support sentry to companion",
           "support pilgrim to hero")
news(quick, busy)
print(busy.prompt)
why(busy, "exhaust ilse")              # once a Day
why(busy, "support fox to hero")       # not in the Reserve
totals(busy, 0)                        # the exhausted Scout still counts
Table(quick)
""")

# =====================================================================================================
md("""
## 9. Dusk: which expeditions move

At Dusk the four expeditions are tested **at once**, each against the opponent's expedition of the
same kind. An expedition **moves one region forward** if, in **at least one terrain of the region its
marker stands in**, its total is **higher** than the facing expedition's **and above 0**
(`altered.dusk.progress`). A total is the Characters' values plus any boosts until Night. It moves
**one region at most**, however much it wins by (`altered.dusk.one_step`).

So: a tie moves nobody; 0 against 0 moves nobody; the terrains of other regions do not count; one
terrain won is enough, even if another is lost; on an end region any terrain will do; and a marker
that steps onto a face-down card turns it face up, ready for the next Dusk. Here are those cases
on live positions: `totals` first, then Dusk.
""")

code("""
rules("altered.dusk.progress", "altered.dusk.one_step")


def at_dusk(title, **setup):
    state = position(tumult=TRACK, decks=[full("ilse"), full("haldor")], **setup)
    print(f"--- {title}")
    print("before:", track(state))
    totals(state, 0)
    totals(state, 1)
    print("after: ", track(run(state, "pass", "pass")))


at_dusk("Forest on a Forest region wins; Mountain counts only where there is Mountain",
        marks=[(2, 8), (1, 8)], expeditions=[{"hero": ["sprout"]}, {"hero": ["goat"]}])
at_dusk("A tie moves nobody; 0 against 0 neither",
        marks=[(5, 8), (5, 8)], expeditions=[{"hero": ["goat"]}, {"hero": ["goat"]}])
at_dusk("One terrain won is enough: both win one of region 3's two",
        marks=[(3, 8), (3, 8)], expeditions=[{"hero": ["seal"]}, {"hero": ["ram"]}])
at_dusk("End regions count every terrain; the next card turns face up",
        expeditions=[{"companion": ["otter"]}, {"companion": ["goat"]}])
at_dusk("One step at most, however big the win",
        expeditions=[{"hero": ["oakherd", "giant", "whale"]}, {}])
""")

md("""
**Try it:** Birch has passed. His Hero expedition holds an Ebbtide Otter ({{ stats("otter")[2] }}
Water), his Companion expedition a Crag Goat ({{ stats("goat")[1] }} Mountain). Aster's Hero stands on
region {{ dusk_table.state.player(0).marks[0] }} (Mountain and Water{{! dusk_table.state.region_terrains(2) == (1, 2) }})
and her Companion on region {{ dusk_table.state.player(0).marks[1] }} (Forest and
Mountain{{! dusk_table.state.region_terrains(6) == (0, 1) }}). With {{ dusk_table.state.ready_mana(0) }}
Mana, **make both Aster's expeditions move at Dusk**, then pass (it can be
done{{! run(dusk_table.state, "play goat to hero", "play sprout to companion", "pass").distance(0) == dusk_table.state.distance(0) + 2 }}). Before you pass, the picture says under each expedition whether it moves at Dusk
as things stand; `totals(dusk_table.state, 0)` in a new cell prints the same.
""")

code("""
dusk_table = Table(position(tumult=TRACK, decks=[full("ilse"), full("haldor")], marks=[(3, 7), (2, 8)],
                            hands=[["otter", "goat", "sprout", "fox"], []], mana=[4, 0], passed=[False, True],
                            expeditions=[{}, {"hero": ["otter"], "companion": ["goat"]}]))
totals(dusk_table.state, 0)
dusk_table
""")

# =====================================================================================================
md("""
## 10. Night

- **Rest.** Every Character in an expedition goes to its owner's Reserve; a Fleeting one is
  discarded instead. Boosts end (`altered.night.rest`). Permanents are no Characters: an Expedition
  Permanent stays where it is, Fleeting or not, and readies with everything else in the Morning
  (our choice: `altered.ours.permanents_stay`).
- **Clean-up.** A player with more cards in the Reserve than their limit (2, or the Hero's) discards
  down to it (`altered.night.reserve_limit`); then one with more Landmarks than their limit does the
  same (`altered.night.landmark_limit`). The player chooses each card, one at a time, Reserve first,
  the first player first (our choice: `altered.ours.cleanup_choice`).
- Then the **victory check** (section 11), and the next Morning.

**Try it:** Aster (Haldor: limits {{ nightfall.reserve_limit(0) }} and {{ nightfall.landmark_limit(0) }})
has a Dawn Chorus and a Tidal Gust in her Reserve, an Ember Fox and a Fleeting Thaw Sprout in her
Hero expedition, a Trail Cairn in her Companion expedition and {{ len(nightfall.landmarks[0]) }}
Landmarks. Birch plays Maren, who keeps {{ nightfall.reserve_limit(1) }} Reserve cards. Pass twice: the
Fox rests ({{ len(cleanup.reserve[0]) }} cards in the Reserve), the Sprout is
discarded{{! cleanup.discard[0] == (components.CARD_INDEX["sprout"],) }}, the Cairn
stays{{! [u.card for u in cleanup.exped[0][1]] == [components.CARD_INDEX["cairn"]] }}. Then click the
Reserve card, and after it the Landmark, that Aster gives up. Birch's {{ len(cleanup.reserve[1]) }}
Reserve cards are within Maren's limit{{! len(cleanup.reserve[1]) <= cleanup.reserve_limit(1) }}.
""")

code("""
rules("altered.night.rest", "altered.ours.permanents_stay", "altered.night.reserve_limit",
      "altered.night.landmark_limit", "altered.ours.cleanup_choice")
for c in ("haldor", "maren"):
    print(card(c))
nightfall = position(tumult=TRACK, decks=[full("haldor"), "tidewater"], reserve=[["dawn", "gust"], ["fox", "heron"]],
                   expeditions=[{"hero": ["fox", ("sprout", True, False)], "companion": ["cairn"]},
                                {"hero": ["seal"]}],
                   landmarks=[["tower", "mill", "orchard"], []])
cleanup = run(nightfall, "pass", "pass")
news(nightfall, cleanup)
print(cleanup.prompt)
print([str(a) for a in cleanup.legal_actions()])
why(cleanup, "pass")
Table(nightfall)
""")

md("""
Typed: Aster keeps the Gust and the Fox, and her Tower and
Orchard{{! sorted(kept.reserve[0]) == sorted(components.CARD_INDEX[c] for c in ("gust", "fox")) }}{{! sorted(u.card for u in kept.landmarks[0]) == sorted(components.CARD_INDEX[c] for c in ("tower", "orchard")) }};
the next Morning begins{{! kept.phase == "morning" }}.
""")

code("""
kept = run(cleanup, "discard dawn", "discard mill")
news(cleanup, kept)
holdings(kept, 0)
holdings(kept, 1)
""")

# =====================================================================================================
md("""
## 11. Victory

- The game ends **at Night, after the clean-up**, once a player's two markers **have met**: 7
  regions travelled between them (`altered.end.meet`). The summary says the game ends as soon as they
  meet; the complete rules check for victory at Night, and we follow them.
- Then the **higher total distance** wins: if **both** players' markers have met, the one who
  **travelled farther** wins, however the Day went (`altered.end.higher_sum`).
- If they travelled **as far**, the **Arena** decides (`altered.end.arena`). The summary would first
  favour a player who moved both markers that Day; the complete rules go straight to the Arena, and
  so do we (our choice: `altered.ours.simultaneous`).

Three Dusks, with boosts standing in for the Characters. Aster alone meets
({{ alone_before.marks[0][0] }} + {{ 7 - alone_before.marks[0][1] }} regions, and one more
step{{! alone.winners == [0] and alone.scores[0] == 7 }}). Both meet, Aster with {{ both.scores[0] }}
regions travelled to Birch's {{ both.scores[1] }}{{! both.winners == [0] }}. Both meet with
{{ level.scores[0] }} each{{! level.scores[0] == level.scores[1] }}, though Aster moved
{{ level.moved[0] }} markers that Day and Birch {{ level.moved[1] }}: the Arena{{! level.arena and not level.is_over }}.
""")

code("""
rules("altered.end.meet", "altered.end.higher_sum", "altered.end.arena", "altered.ours.simultaneous")
alone_before = position(tumult=TRACK, marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}])
alone = run(alone_before, "pass", "pass")
print(track(alone), "->", alone.prompt)
both = run(position(tumult=TRACK, marks=[(4, 5), (4, 5)],
                    boosts=[{"hero": {"forest": 2}, "companion": {"mountain": 1}}, {"hero": {"water": 2}}]),
           "pass", "pass")
print(track(both), "->", both.prompt)
level = run(position(tumult=TRACK, marks=[(4, 6), (4, 5)],
                     boosts=[{"hero": {"forest": 2}, "companion": {"water": 1}}, {"hero": {"water": 2}}]),
            "pass", "pass")
print(track(level), "-> distances", level.scores, "| markers moved that Day", level.moved)
print("\\n".join(line for line in level.log if "Arena" in line))
""")

md("""
### The Arena

An **Arena Day** is played like any other Day, but nothing moves: effects that advance or push an
expedition do nothing (`altered.arena.no_move`). At Dusk each player adds up **all their Characters
in both expeditions**, per terrain, boosts included; whoever **wins more terrains** wins the game at
once, and if that is level another Arena Day follows
(`altered.arena.compare`; our choice: `altered.ours.arena_totals`). Winning more points is not enough: terrains won count, ties count for
nobody.

Below, an Arena Day where Birch has passed. Aster discards her Solstice Pilgrim and plays Harvest
Tailwind ({{ cost("tailwind") }} of her {{ arena.ready_mana(0) }} Mana): neither moves
anything{{! tried.marks == arena.marks }}. At Dusk Aster wins Forest
({{ arena.arena_totals(0)[0] }} to {{ arena.arena_totals(1)[0] }}), Birch Mountain
({{ arena.arena_totals(1)[1] }} to {{ arena.arena_totals(0)[1] }}), and Water is tied
({{ arena.arena_totals(0)[2] }} each{{! arena.arena_totals(0)[2] == arena.arena_totals(1)[2] }}): one
terrain each, so another Arena Day follows{{! over.arena and not over.is_over and "The Arena is level: another Arena Day follows." in over.log }}.
""")

code("""
rules("altered.arena.no_move", "altered.arena.compare", "altered.ours.arena_totals")
arena = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], arena=True, marks=[(4, 4), (4, 4)],
                 reserve=[["pilgrim"], []], hands=[["tailwind"], []], mana=[4, 0], passed=[False, True],
                 expeditions=[{"hero": ["sprout"], "companion": ["otter"]}, {"hero": ["giant"]}])
print(arena.prompt)
tried = run(arena, "support pilgrim to hero", "play tailwind to companion")
news(arena, tried)
print("Aster:", arena.arena_totals(0), "| Birch:", arena.arena_totals(1), "(Forest, Mountain, Water)")
over = run(tried, "pass")
news(tried, over)
""")

md("""
### A limit of Days, and the end

The game has no draw. For a class with a bell, `new_game(turn_limit=N)` stops the game after Day N
with no winner: a draw (our choice: `altered.ours.turn_limit`). Once the game is over nothing
more can be played (`altered.game_over`).
""")

code("""
rules("altered.ours.turn_limit", "altered.game_over")
bell = run(position(tumult=TRACK, turn_limit=1), "pass", "pass")
tail(bell, 1)
print(bell.prompt)
why(bell, "pass")
""")

# =====================================================================================================
md("""
## 12. Special cases

### 12.1 Send and defeat take the newest Character

*Send* and *defeat* take the Character that joined the facing expedition **last**; Permanents are
skipped, and with no Character there nothing happens (the card is still played and paid for)
(our choice: `altered.ours.newest`). Birch's Hero expedition holds a Frosthorn Ram, a Crag Goat and a
Trail Cairn: Riptide Call sends back the Goat{{! run(target, "play riptide to hero").reserve[1] == (components.CARD_INDEX["goat"],) }}.
His Companion expedition holds only a Gloaming Lantern: Spring Rockslide finds no
Character{{! run(target, "play slide to companion").exped[1] == target.exped[1] }}, and Aster still pays
its cost of {{ cost("slide") }} Mana{{! run(target, "play slide to companion").ready_mana(0) == target.ready_mana(0) - cost("slide") }}.
""")

code("""
rules("altered.ours.newest")
target = position(tumult=TRACK, decks=[full("ilse"), full("haldor")], hands=[["riptide", "slide"], []],
                  mana=[6, 0], expeditions=[{}, {"hero": ["ram", "goat", "cairn"], "companion": ["lantern"]}])
news(target, run(target, "play riptide to hero"))
news(target, run(target, "play slide to companion"))
""")

md("""
### 12.2 A card sent to the Reserve can come straight back

The Reserve is always ready (our choice: `altered.ours.reserve_ready`): Birch's Rimeguard Sentry, sent
back by Aster's Riptide Call, may be played again, or discarded for its effect, on Birch's very next
turn{{! sent.seat == 1 and "play sentry from reserve to hero" in [str(a) for a in sent.legal_actions()] }}.
""")

code("""
rules("altered.ours.reserve_ready")
sent = run(position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], hands=[["riptide"], []], mana=[3, 3],
                    expeditions=[{}, {"hero": ["sentry"]}]), "play riptide to hero")
print(sent.prompt)
print([str(a) for a in sent.legal_actions() if "sentry" in str(a)])
""")

md("""
### 12.3 The ends of the track

A marker never moves past the far end, nor back behind the region it started on; an effect that
would do so does nothing. Two markers of one player that have met may even pass each other, and
the distance counts every region travelled (our choice: `altered.ours.track_ends`). Aster's Hero,
already on region {{ ends.player(0).marks[0] }}, goes no farther{{! run(ends, "play tailwind to hero").marks == ends.marks }};
her two markers, both on region {{ crossing.player(0).marks[0] }}{{! crossing.marks[0][0] == crossing.marks[0][1] }},
pass each other at Dusk{{! after.marks[0][0] > after.marks[0][1] }}, and her distance goes from {{ crossing.distance(0) }} to {{ after.distance(0) }}.
""")

code("""
rules("altered.ours.track_ends")
ends = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], hands=[["tailwind"], []], reserve=[["gust"], []],
                mana=[3, 0], marks=[(8, 5), (1, 8)], revealed=[True, True, True], passed=[False, True])
news(ends, run(ends, "play tailwind to hero", "support gust to hero"))
crossing = position(tumult=TRACK, marks=[(4, 4), (1, 8)], boosts=[{"hero": {"water": 1}}, {}])
after = run(crossing, "pass", "pass")
print(track(crossing), "->", track(after), "| distance", after.scores)
""")

md("""
### 12.4 An empty deck

Drawing from an empty deck (or growing your Mana from it) first shuffles your discard pile into a
new deck. With both empty nothing is drawn, and nobody loses for
it (our choice: `altered.ours.empty_deck`). Here Aster's {{ sum(small.values()) }}-card deck is
empty{{! thin.deck[0] == () }} and {{ len(thin.discard[0]) }} cards lie in her discard pile; she plays a
Dawn Chorus, and draws from the shuffled pile{{! len(drawn.deck[0]) == len(thin.discard[0]) - 1 and len(drawn.hand[0]) == 1 }}.
""")

code("""
rules("altered.ours.empty_deck")
small = {c.id: 3 for c in components.CARDS[:13]}
rest = [c for c, n in small.items() for _ in range(n)]
rest.remove("dawn")
rest.remove("fox")
thin = position(tumult=TRACK, decks=[build_deck("ilse", small), "ironpeak"], hands=[["dawn"], []],
                mana=[["fox"], 0], discard=[rest, []])
holdings(thin, 0)
drawn = run(thin, "play dawn")
news(thin, drawn)
holdings(drawn, 0)
""")

md("""
### 12.5 Quick actions, then pass

Passing does not stop you using quick actions first, on that same turn: here Aster exhausts her
Trail Scout to draw a card (the Ebbtide Otter on top of her deck), then passes
(`altered.afternoon.pass`, `altered.afternoon.quick`). She keeps the
card{{! components.CARD_INDEX["otter"] in ended.hand[0] }}, and the exhausted Scout still counts at Dusk:
her Hero expedition moves{{! ended.distance(0) == last_turn.distance(0) + 1 }}.
""")

code("""
rules("altered.afternoon.pass", "altered.afternoon.quick")
last_turn = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], passed=[False, True],
                     expeditions=[{"hero": ["scout"]}, {}], top=[["otter"], []])
ended = run(last_turn, "exhaust scout in hero", "pass")
news(last_turn, ended)
""")

md("""
### 12.6 A winner still cleans up

The markers meet at Dusk, but the game ends only at Night, after Rest and the clean-up
(`altered.end.meet`; the summary's "as soon as" is not what the complete rules say). Aster's Hero
steps onto region {{ met.player(0).marks[0] }} and her markers meet{{! met.distance(0) == 7 }}; her Ebbtide
Otter rests, she has {{ len(met.reserve[0]) }} Reserve cards, and first she must discard
one{{! met.phase == "night" and met.winner is None }}. Only then does she win{{! won.winners == [0] }}.
""")

code("""
rules("altered.end.meet")
meeting = position(tumult=TRACK, marks=[(4, 5), (1, 8)], boosts=[{"hero": {"forest": 1}}, {}],
                   reserve=[["sprout", "fox"], []], expeditions=[{"hero": ["otter"]}, {}],
                   decks=["greenwood", "ironpeak"])
met = run(meeting, "pass", "pass")
print(met.prompt, "| distance", met.scores)
won = run(met, "discard otter")
tail(won, 2)
print(won.prompt)
""")

md("""
### 12.7 More cases met above

- A player who **passed** takes no more part: the other plays card after card (section 5).
- A **Fleeting Expedition Permanent** stays through Night: only Characters rest (section 10).
- An **exhausted Character** still counts at Dusk (section 8).
- **Advance and push do nothing in the Arena** (section 11).
- A card in **Mana never comes back**, and the opponent sees only how many orbs you have and how many
  are exhausted (section 4).
""")

# =====================================================================================================
md("""
## 13. Assumptions: what the sources leave open

The sources are the rules summary and a few facts from the publisher's complete rules. Where they
are silent or ambiguous we chose, and each choice is declared once in
`seasons_nb/games/altered/rules.py` (with the constant the engine reads, where there is one). Here
they are, straight from those declarations:
""")

code("""
assumptions("altered")
""")

# =====================================================================================================
md("""
## 14. Exercises

Each exercise is a live table. It tells you when you have found the answer; a legal move that misses
is taken back at once, with a hint. The solutions are folded away in the cell after each table:
their output says only whether the answer is accepted, so reading it spoils nothing.

### Exercise 1: make the Hero move

Aster's Hero marker stands on region {{ exercise_1.player(0).marks[0] }}, Mountain
only{{! exercise_1.region_terrains(4) == (1,) }}. Birch's Hero expedition holds a Crag Goat
({{ stats("goat")[1] }} Mountain). Aster has {{ exercise_1.ready_mana(0) }} ready Mana, and Birch has
passed{{! exercise_1.passed[1] }}; every card in her hand costs at most
{{ max(cost(components.CARDS[c].id) for c in exercise_1.hand[0]) }}. **Play the card that makes Aster's
Hero expedition move at Dusk.**
""")

code("""
def hero_moves(before, action, after):
    return after.will_advance(0, 0)


move_hero = Exercise(
    task="Play the card that makes Aster's Hero expedition move at Dusk.",
    check=hero_moves,
    success="The Ram's 4 Mountain beats the Goat's 3. The Goat or the Bear would only tie, and a tie moves nobody.",
    hint="Legal, but the Hero expedition would stay. Which terrain counts on region 5, and what does Birch have?")
exercise_1 = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], marks=[(5, 8), (2, 8)],
                      hands=[["sprout", "goat", "bear", "ram", "otter"], []], mana=[3, 0], passed=[False, True],
                      expeditions=[{}, {"hero": ["goat"]}])
totals(exercise_1, 0)
totals(exercise_1, 1)
Table(exercise_1, exercise=move_hero)
""")

code("""
check_solution(exercise_1, move_hero, "play ram to hero")
""", hidden=True)

md("""
### Exercise 2: the best Reserve

Night has come and Aster (Haldor: a Reserve of {{ exercise_2.reserve_limit(0) }}) holds
{{ len(exercise_2.reserve[0]) }} Reserve cards: a Floe Seal, a Mistwing Heron and an Ebbtide Otter. Her
Hero marker stayed on region {{ exercise_2.player(0).marks[0] }}, Water
only{{! exercise_2.region_terrains(5) == (2,) }}, where she will fight again tomorrow. She has
{{ len(exercise_2.mana[0]) }} Mana Orbs, and tomorrow Morning she will put one of the cards she draws
into Mana, ready at once (our choice: `altered.ours.morning_mana`): {{ tomorrow_mana(exercise_2) }} ready
orbs in the Afternoon. **Discard the card that leaves the most Water she can play from her Reserve
tomorrow with those {{ tomorrow_mana(exercise_2) }} orbs.** Only one card does
it{{! [best_reserve(exercise_2, a, exercise_2.apply(a)) for a in exercise_2.legal_actions()].count(True) == 1 }}.
""")

code("""
def tomorrow_mana(state, seat=0):
    return len(state.mana[seat]) + 1         # her orbs, and the one she adds in the Morning


def playable_water(state, seat=0):
    mana = tomorrow_mana(state, seat)
    cards = [components.CARDS[c] for c in state.reserve[seat]]
    best = 0
    for pick in range(1 << len(cards)):
        chosen = [c for i, c in enumerate(cards) if pick >> i & 1]
        if sum(c.reserve for c in chosen) <= mana:
            best = max(best, sum(c.stats[2] for c in chosen))
    return best


def best_reserve(before, action, after):
    return playable_water(after) == max(playable_water(before.apply(a)) for a in before.legal_actions())


keep_water = Exercise(
    task="Discard the card that leaves the most Water Aster can play from her Reserve tomorrow.",
    check=best_reserve,
    success="The Seal (3) and the Otter (1) from the Reserve: 7 Water for 4 orbs. Keeping the Heron "
            "instead of either gives less Water.",
    hint="Legal, but with 4 orbs Aster could then play less Water. Look at the Reserve costs and the Water.")
exercise_2 = run(position(tumult=TRACK, decks=[full("haldor"), "ironpeak"], marks=[(6, 8), (1, 8)],
                          reserve=[["seal"], []], mana=[3, 0],
                          expeditions=[{"hero": ["heron", "otter"]}, {"hero": ["seal", "seal"]}]),
                 "pass", "pass")
print(exercise_2.prompt)
print(track(exercise_2))
for c in ("seal", "heron", "otter"):
    print(card(c))
Table(exercise_2, exercise=keep_water)
""")

code("""
check_solution(exercise_2, keep_water, "discard heron")
""", hidden=True)

md("""
### Exercise 3: win the Arena

An Arena Day, and Birch has passed{{! exercise_3.arena and exercise_3.passed[1] }}. Birch's Characters
add up to {{ exercise_3.arena_totals(1)[0] }} Forest, {{ exercise_3.arena_totals(1)[1] }} Mountain and
{{ exercise_3.arena_totals(1)[2] }} Water; Aster's to {{ exercise_3.arena_totals(0)[0] }},
{{ exercise_3.arena_totals(0)[1] }} and {{ exercise_3.arena_totals(0)[2] }}. Aster has
{{ exercise_3.ready_mana(0) }} Mana{{! cost("ram") <= exercise_3.ready_mana(0) }}. **Play the card that
wins the Arena at Dusk.**
""")

code("""
def terrains_won(state, seat):
    mine, theirs = state.arena_totals(seat), state.arena_totals(1 - seat)
    return sum(a > b for a, b in zip(mine, theirs))


def wins_arena(before, action, after):
    return terrains_won(after, 0) > terrains_won(after, 1)


arena_win = Exercise(
    task="Play the card that wins the Arena at Dusk.",
    check=wins_arena,
    success="The Ram wins Mountain 7 to 6 and ties the rest: one terrain to none. Then pass.",
    hint="Legal, but Birch would win as many terrains as Aster, or more. Count terrains, not points.")
exercise_3 = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], arena=True, marks=[(4, 4), (4, 4)],
                      hands=[["sprout", "goat", "seal", "ram"], []], mana=[3, 0], passed=[False, True],
                      expeditions=[{"hero": ["bear"], "companion": ["otter"]},
                                   {"hero": ["giant"], "companion": ["sprout"]}])
print(exercise_3.prompt)
print("Aster:", exercise_3.arena_totals(0), "| Birch:", exercise_3.arena_totals(1))
Table(exercise_3, exercise=arena_win)
""")

code("""
check_solution(exercise_3, arena_win, "play ram to hero")
print(run(exercise_3, "play ram to hero", "pass").prompt)
""", hidden=True)

md("""
### Exercise 4: not tonight

Birch's markers have travelled {{ exercise_4.distance(1) }} regions and Birch has
passed{{! exercise_4.passed[1] }}. His Hero expedition, on region {{ exercise_4.player(1).marks[0] }}
(Forest and Water{{! exercise_4.region_terrains(3) == (0, 2) }}), holds a Thaw Sprout and will move at
Dusk{{! exercise_4.will_advance(1, 0) }}: then his markers meet and he wins. Aster has
{{ exercise_4.ready_mana(0) }} Mana, a Tidal Gust in her Reserve and {{ len(exercise_4.hand[0]) }} cards
in hand. **Stop Birch from winning tonight.** (There is more than one way: Riptide Call costs
{{ cost("riptide") }}, the Gust's Reserve effect nothing{{! cost("riptide") <= exercise_4.ready_mana(0) }}.)
""")

code("""
def birch_held(before, action, after):
    return after.distance(1) + after.will_advance(1, 0) + after.will_advance(1, 1) < 7


hold_on = Exercise(
    task="Stop Birch from winning tonight.",
    check=birch_held,
    success="Birch will not meet tonight: pushed back, or without his Sprout, his Hero expedition stays.",
    hint="Legal, but Birch still wins tonight: his Hero expedition keeps more Forest than yours.")
exercise_4 = position(tumult=TRACK, decks=[full("ilse"), "ironpeak"], marks=[(1, 8), (4, 5)],
                      hands=[["otter", "goat", "riptide"], []], reserve=[["gust"], []], mana=[2, 0],
                      passed=[False, True], expeditions=[{}, {"hero": ["sprout"]}])
totals(exercise_4, 1)
for c in ("gust", "riptide"):
    print(card(c))
Table(exercise_4, exercise=hold_on)
""")

code("""
check_solution(exercise_4, hold_on, "play riptide to hero")
check_solution(exercise_4, hold_on, "support gust to hero")
""", hidden=True)

# =====================================================================================================
md("""
## 15. A whole game against the bot

You are Aster (Greenwood Thaw, Ilse); the bot plays Birch (Ironpeak Frost, Haldor). Click a card in
your hand, then the expedition it joins; the buttons pass or keep your hand; the status line says
what is asked. **Undo** freely, **New game** for a fresh deal, or switch your seat on under **Bot
plays** to watch the bot play for you. Between two strong bots a game lasts about {{ days_median }} Days
(the middle of {{ len(game_days) }} seeded games, from {{ min(game_days) }} to {{ max(game_days) }}).
""")

code("""
from seasons_nb.core.bots import play_out
from seasons_nb.core.search import make_bot

game_days = sorted(play_out(altered.new_game(seed=k), [make_bot("strong", k), make_bot("strong", k + 100)]).day
                   for k in range(5))
days_median = game_days[len(game_days) // 2]
match = play("altered", seed=3, bot_plays=(1,))
match
""")

nb.save_and_share("match", (1,), teacher_code("altered", seed=8, actions=20), "Altered")
nb.levels_and_coach()

# =====================================================================================================
md("""
## 16. All the rules on one page

Every rule of the game in our words, with where the sources say it, and our choices.
""")

code("""
rules("altered")
""")


if __name__ == "__main__":
    nb.main()
