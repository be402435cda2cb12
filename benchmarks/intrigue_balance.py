"""Seasons of Intrigue's balance, measured with bots: seats, courts and workers, action types, VP sources.

Run by hand (not part of the tests), from the project's root::

    .venv/bin/python benchmarks/intrigue_balance.py [--games N] [--players 2 3 4] [--random-games M]
                                                    [--jobs J] [--variant NAME ...] [--first-seed S]

Greedy bots (``core.bots.GreedyBot`` with ``bot.evaluate``, each deciding from its own View) play
``--games`` seeded games per player count (seeds ``S`` to ``S + N - 1``, game seed = ``new_game``
seed; bot ``i`` of game ``g`` is seeded ``1000 * g + i``), with the default rules (no year limit;
a game still going after ``CEILING`` actions counts as unfinished). Then one greedy bot plays
against random bots ``--random-games`` times per player count, its seat turning from game to game.
Prints, per player count:

1. wins by seat and by the initiative place drawn at setup, ties on the final score, how games
   end (VP limit or year limit), their length in years and actions;
2. each worker's draft (first-pick rate, mean pick number), how often it is planned, in which
   season and for which action type, the win rate of the players who drafted it; the win rate of
   players by the court they drafted most;
3. the share of each action type and the steps taken, combats and how they end, quests claimed
   (of those that reached the row), events resolved or pushed off the row, influence tokens and
   alliances, the sources of the final scores and which source decides games;
4. greedy against random.

``--variant`` applies a proposed change to the loaded data tables of this process only (the files
in ``data/`` are not touched); see ``VARIANTS``. ``--jobs`` plays games in that many processes
(run big batches with ``nice -n 10``).
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from seasons_nb.core.bots import GreedyBot, RandomBot  # noqa: E402
from seasons_nb.games.intrigue import bot as _bot  # noqa: E402
from seasons_nb.games.intrigue import components as C  # noqa: E402
from seasons_nb.games.intrigue import setup as _setup  # noqa: E402
from seasons_nb.games.intrigue import state as _state  # noqa: E402
from seasons_nb.games.intrigue import view as _view  # noqa: E402

#: a game still going after this many actions is reported as unfinished
CEILING = 20_000
SOURCES = ("VP tokens", "victories", "defeats", "inner lands", "stars", "gold", "personal quest")
_MODULES = (C, _setup, _state, _view, _bot)


# ---- proposals: changes to the loaded tables (this process only) --------------------------------
def _set(name: str, value) -> None:
    """Rebind a loaded table in every module that imported it."""
    for m in _MODULES:
        if hasattr(m, name):
            setattr(m, name, value)


def _numbers(**changes) -> None:
    from types import MappingProxyType
    _set("NUMBERS", MappingProxyType({**C.NUMBERS, **changes}))


def _quest(qid: str, condition: tuple) -> None:
    _set("QUESTS", tuple(q._replace(condition=condition) if q.id == qid else q for q in C.QUESTS))


def _worker(wid: str, **changes) -> None:
    _set("WORKERS", tuple(w._replace(**changes) if w.id == wid else w for w in C.WORKERS))


def _event(eid: str, **changes) -> None:
    _set("EVENTS", tuple(e._replace(**changes) if e.id == eid else e for e in C.EVENTS))


def _rotate_initiative() -> None:
    """A rule change, not data: at the start of each year after the first, the first initiative
    marker goes to the back (the others move up one)."""
    begins = _state.State._year_begins

    def _year_begins(self) -> None:
        if self.year > 1:
            order = self.edit("order")
            order[:] = order[1:] + order[:1]
            self._say("The initiative turns: the first marker goes to the back.")
        begins(self)
    _state.State._year_begins = _year_begins


VARIANTS = {
    "influence-quests-4": ("quests.json q6-q9 condition influence 3 -> 4",
                           lambda: [_quest(f"q{k}", ("influence", f, 4)) for k, f in
                                    zip(range(6, 10), ("bloom", "sun", "harvest", "frost"))]),
    "contested-quests": ("quests.json q4 condition inner 1 -> 2, q5 gold 10 -> 12, q6-q9 influence 3 -> 4",
                         lambda: (VARIANTS["influence-quests-4"][1](), _quest("q4", ("lands", "inner", 2)),
                                  _quest("q5", ("gold", 12)))),
    "rotate-initiative": ("a rule, not data: the initiative order turns by one place each year",
                          _rotate_initiative),
    "gold-per-point-5": ("rules.json gold_per_point 10 -> 5", lambda: _numbers(gold_per_point=5)),
    "personal": ("personal.json p4 building 2 -> 1, p5 victories 2 -> 1",
                 lambda: _set("PERSONAL", tuple(
                     q._replace(condition={"p4": ("building", 1), "p5": ("victories", 1)}.get(q.id, q.condition))
                     for q in C.PERSONAL))),
}


def apply_variants(names) -> None:
    for name in names:
        VARIANTS[name][1]()


_EVALUATE = _bot.evaluate


def value_initiative(weight: float) -> None:
    """A bot that also values its initiative place (``weight`` per place ahead of the others' mean),
    to see how much of the seat effect a player who plays for the initiative takes back (this
    process only: ``bot.py`` is not touched)."""
    def evaluate(state, player):
        v = _EVALUATE(state, player)
        if state.is_over:
            return v
        n = state.players
        mine = n - 1 - state.order.index(player)
        others = sum(n - 1 - state.order.index(i) for i in range(n) if i != player) / (n - 1)
        return v + weight * (mine - others)
    _bot.evaluate = evaluate


# ---- one game -------------------------------------------------------------------------------------
_COMBAT = re.compile(r"^(\w+) (-?\d+) against (\w+) (-?\d+): (\w+) wins( \(the tie)?")
_RESOLVES = re.compile(r"^The event (.+) resolves\.$")
_PUSHED = re.compile(r"pushes the event (.+) off the row\.$")
_QUEST = re.compile(r"completes the quest (.+): 1 VP\.$")


def play(job: tuple) -> dict:
    """One seeded game; ``job`` = (players, seed, greedy seat or None for all greedy, variants)."""
    n, seed, greedy_seat, variants, initiative = job
    if variants:
        apply_variants(variants)
    if initiative:
        value_initiative(initiative)
    s = _setup.new_game(n, seed=seed)
    start_order = tuple(s.order)
    if greedy_seat is None:
        bots = [GreedyBot(seed=1000 * seed + i) for i in range(n)]
    else:
        bots = [GreedyBot(seed=1000 * seed + i) if i == greedy_seat else RandomBot(seed=1000 * seed + i)
                for i in range(n)]
    ev_name = {e.name: e.id for e in C.EVENTS}
    q_name = {q.name: i for i, q in enumerate(C.QUESTS)}
    claims = []
    stepdown = []  # (faction, players meeting the stepped-down token)
    picks, plans, steps, combats = [], [], collections.Counter(), []
    resolved, pushed = collections.Counter(), collections.Counter()
    drafted = [[] for _ in range(n)]
    quests_seen, events_seen = set(), set()
    intrigue_played, abilities = 0, 0
    k = 0
    while not s.is_over and k < CEILING:
        quests_seen.update(q for q in s.quests if q >= 0)
        events_seen.update(e for e in s.events if e >= 0)
        me = s.current_player
        a = bots[me].choose(s)
        t = type(a).__name__
        if t == "Draft":
            pack = s.packs[me]
            pick_no = C.DRAFT - len(pack) + 1
            w = C.WORKER_INDEX[a.target]
            picks.extend((x, pick_no, x == w) for x in sorted(set(pack)))
            drafted[me].append(w)
        elif t == "Act":
            w = s.planned[me]
            plans.append((me, w, s.season, a.target, s.power(me, w, a.target) + s.act.bonus))
        elif t in ("Initiative", "EventSwap", "Influence", "Draw", "BuyUpgrade", "Build", "Deploy", "Move",
                   "Sell"):
            steps[t if t != "Sell" else ("Sell good" if a.target in C.LAND_INDEX else
                                         "Sell worker" if a.target in C.WORKER_INDEX else "Sell card")] += 1
        elif t == "Intrigue":
            intrigue_played += 1
        elif t == "Ability":
            abilities += 1
        before = len(s.log)
        prev = s
        s = s.apply(a)
        k += 1
        for i in range(before, len(s.log)):
            line = s.log[i]
            if line == "The influence VP tokens step down.":
                for f, t in enumerate(prev.tokens):
                    if t >= 0:
                        t = max(C.NUMBERS["token_floor"], t - 1)
                        meet = sum(1 for j in range(n) if prev.influence[j][f] >= t)
                        if meet:
                            stepdown.append((f, meet))
                continue
            m = _COMBAT.match(line)
            if m:
                att, pa, dfd, pd, win, tie = m.groups()
                combats.append((int(pa), int(pd), win == att, bool(tie)))
                continue
            m = _RESOLVES.match(line)
            if m:
                resolved[ev_name[m.group(1)]] += 1
                continue
            m = _PUSHED.search(line)
            if m:
                pushed[ev_name[m.group(1)]] += 1
                continue
            m = _QUEST.search(line)
            if m:
                # who else met it: the claims come last among what the cleanup changes in quest
                # conditions (only "won a combat this year" is reset before the next decision)
                q = q_name[m.group(1)]
                claims.append((C.QUESTS[q].id, sum(1 for i in range(n) if s.holds(i, C.QUESTS[q].condition))))
    over = s.is_over
    scores = s.scores
    top = max(scores)
    vp = [list(v) for v in s.vp]
    if not over:
        end = "unfinished"
    elif max(len(v) for v in vp) >= _state.VP_LIMIT:
        end = "VP limit"
    else:
        end = "year limit"
    return {
        "n": n, "seed": seed, "greedy": greedy_seat, "over": over, "end": end, "actions": k, "years": s.year,
        "winner": s.winner if over else None, "start_order": start_order, "final_order": tuple(s.order),
        "tied": sum(1 for x in scores if x == top) > 1, "scores": scores,
        "sheets": [s.score_sheet(i) for i in range(n)], "vp": vp, "picks": picks, "plans": plans,
        "drafted": drafted, "steps": dict(steps), "combats": combats, "resolved": dict(resolved),
        "pushed": dict(pushed), "claims": claims, "stepdown": stepdown, "quests_seen": sorted(quests_seen), "events_seen": sorted(events_seen),
        "intrigue": intrigue_played, "abilities": abilities,
        "personal": [C.PERSONAL[p].id if p >= 0 else None for p in s.personal],
    }


# ---- tables ---------------------------------------------------------------------------------------
def pct(a: float, b: float) -> str:
    return f"{100 * a / b:5.1f}%" if b else "    –"


def quantiles(xs) -> str:
    xs = sorted(xs)
    if not xs:
        return "–"
    p90 = xs[min(len(xs) - 1, int(0.9 * len(xs)))]
    return f"median {statistics.median(xs):g}, p90 {p90}, max {xs[-1]}"


def table(head, rows) -> None:
    widths = [max(len(str(x)) for x in col) for col in zip(head, *rows)]
    print("  " + "  ".join(str(h).ljust(w) for h, w in zip(head, widths)))
    for r in rows:
        print("  " + "  ".join(str(x).rjust(w) if i else str(x).ljust(w) for i, (x, w) in
                               enumerate(zip(r, widths))))


def report_greedy(games: list[dict]) -> None:
    n = games[0]["n"]
    g = len(games)
    done = [x for x in games if x["over"]]
    print(f"\n=== {n} players, greedy against greedy: {g} games (seeds {games[0]['seed']}–{games[-1]['seed']}) ===")

    # 1. seats, initiative, ends, lengths
    print("\n1. Seats and initiative (expected share 1/n = " + pct(1, n).strip() + ")")
    by_seat = collections.Counter(x["winner"] for x in done)
    by_place = collections.Counter(x["start_order"].index(x["winner"]) for x in done)
    by_final = collections.Counter(x["final_order"].index(x["winner"]) for x in done)
    table(["", *(f"#{i + 1}" for i in range(n))],
          [["wins by seat", *(pct(by_seat[i], len(done)) for i in range(n))],
           ["wins by initiative place at setup", *(pct(by_place[i], len(done)) for i in range(n))],
           ["wins by initiative place at the end", *(pct(by_final[i], len(done)) for i in range(n))]])
    untied = [x for x in done if not x["tied"]]
    by_place_untied = collections.Counter(x["start_order"].index(x["winner"]) for x in untied)
    rows = [["wins, games without a tied top score", *(pct(by_place_untied[i], len(untied)) for i in range(n))]]
    for kind in ("influence", "quest", "alliance"):
        per = collections.Counter()
        for x in done:
            for seat in range(n):
                per[x["start_order"].index(seat)] += sum(1 for t in x["vp"][seat] if t.startswith(kind + ":"))
        rows.append([f"{kind} VP tokens a game, by place", *(f"{per[i] / len(done):.2f}" for i in range(n))])
    sc = collections.Counter()
    for x in done:
        for seat in range(n):
            sc[x["start_order"].index(seat)] += x["scores"][seat]
    rows.append(["final score, by place", *(f"{sc[i] / len(done):.2f}" for i in range(n))])
    table(["by initiative place at setup", *(f"#{i + 1}" for i in range(n))], rows)
    ends = collections.Counter(x["end"] for x in games)
    print("  ends: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())) +
          f"; top score tied (won on initiative): {sum(x['tied'] for x in done)} ({pct(sum(x['tied'] for x in done), len(done)).strip()})")
    print(f"  years: {quantiles([x['years'] for x in done])}; actions: {quantiles([x['actions'] for x in done])}")
    margin = [sorted(x["scores"])[-1] - sorted(x["scores"])[-2] for x in done]
    print(f"  winning margin (points): {quantiles(margin)}; winner's score: {quantiles([max(x['scores']) for x in done])}")

    # 2. workers and courts
    print("\n2. Workers: first-pick rate (picked from a fresh pack of 4; mean 25%), mean pick number, times"
          " drafted per game, planned share by season (sp/su/au/wi), action types (po/ci/co/tr), mean power,"
          " win rate of the players who drafted it")
    offered1 = collections.Counter()
    picked1 = collections.Counter()
    pick_no = collections.defaultdict(list)
    for x in games:
        for w, no, chosen in x["picks"]:
            if no == 1:
                offered1[w] += 1
                picked1[w] += chosen
            if chosen:
                pick_no[w].append(no)
    planned = collections.defaultdict(list)
    for x in games:
        for _seat, w, season, kind, power in x["plans"]:
            planned[w].append((season, kind, power))
    owners = collections.Counter()
    owner_wins = collections.Counter()
    for x in done:
        for seat in range(n):
            for w in set(x["drafted"][seat]):
                owners[w] += 1
                owner_wins[w] += x["winner"] == seat
    rows = []
    first_rates = {}
    win_rates = {}
    for w, wk in enumerate(C.WORKERS):
        first_rates[wk.id] = picked1[w] / offered1[w] if offered1[w] else 0
        win_rates[wk.id] = owner_wins[w] / owners[w] if owners[w] else 0
        ps = planned[w]
        seasons = collections.Counter(p[0] for p in ps)
        kinds = collections.Counter(p[1] for p in ps)
        rows.append([f"{wk.id} {wk.name}", pct(picked1[w], offered1[w]),
                     f"{statistics.mean(pick_no[w]):.2f}" if pick_no[w] else "–", f"{len(pick_no[w]) / g:.2f}",
                     "/".join(f"{100 * seasons[s] / len(ps):.0f}" for s in range(4)) if ps else "–",
                     "/".join(f"{100 * kinds[k] / len(ps):.0f}" for k in C.ACTION_TYPES) if ps else "–",
                     f"{statistics.mean(p[2] for p in ps):.2f}" if ps else "–", pct(owner_wins[w], owners[w])])
    table(["worker", "1st pick", "pick no", "drafted/g", "season %", "type %", "power", "owner wins"], rows)
    mean_first = statistics.mean(first_rates.values())
    hot = [w for w, r in first_rates.items() if r > 1.5 * mean_first]
    cold = [w for w, r in first_rates.items() if r < mean_first / 1.5]
    print(f"  first-pick rate > 1.5x the mean ({100 * mean_first:.1f}%): {', '.join(hot) or 'none'}; "
          f"< mean/1.5: {', '.join(cold) or 'none'}")
    court = collections.Counter()
    court_wins = collections.Counter()
    for x in done:
        for seat in range(n):
            c = collections.Counter(C.WORKERS[w].faction for w in x["drafted"][seat])
            top = max(c.values())
            best = [f for f, v in c.items() if v == top]
            key = C.FACTIONS[best[0]].id if len(best) == 1 else "(tie)"
            court[key] += 1
            court_wins[key] += x["winner"] == seat
    print("  court drafted most (over the whole game): players, win rate")
    table(["court", "players", "wins"], [[k, court[k], pct(court_wins[k], court[k])] for k in
                                         [f.id for f in C.FACTIONS] + ["(tie)"]])

    # 3. actions, combats, quests, events, tokens, scores
    print("\n3. Action types: share of actions, mean power; steps taken (per game)")
    kinds = collections.Counter()
    power = collections.defaultdict(list)
    for x in games:
        for _seat, _w, _season, kind, p in x["plans"]:
            kinds[kind] += 1
            power[kind].append(p)
    tot = sum(kinds.values())
    table(["type", "share", "mean power"], [[k, pct(kinds[k], tot), f"{statistics.mean(power[k]):.2f}" if power[k]
                                             else "–"] for k in C.ACTION_TYPES])
    steps = collections.Counter()
    for x in games:
        steps.update(x["steps"])
    print("  steps per game: " + ", ".join(f"{k} {v / g:.1f}" for k, v in steps.most_common()))
    print(f"  intrigue cards played in action steps per game {sum(x['intrigue'] for x in games) / g:.1f}, "
          f"worker abilities used {sum(x['abilities'] for x in games) / g:.1f}")
    cs = [c for x in games for c in x["combats"]]
    print(f"  combats per game: {len(cs) / g:.2f} (games with none: {pct(sum(not x['combats'] for x in games), g).strip()});"
          f" attacker wins {pct(sum(c[2] for c in cs), len(cs)).strip()}, decided by the initiative tie "
          f"{pct(sum(c[3] for c in cs), len(cs)).strip()}; mean totals attacker {statistics.mean(c[0] for c in cs) if cs else 0:.1f}"
          f" / defender {statistics.mean(c[1] for c in cs) if cs else 0:.1f}")
    seen = collections.Counter(q for x in games for q in x["quests_seen"])
    claimed = collections.Counter(t.split(":")[1] for x in games for v in x["vp"] for t in v if t.startswith("quest:"))
    print("  quests: reached the row (share of games), claimed (share of those), claimed per game")
    rows = [[f"{q.id} {q.name}", pct(seen[i], g), pct(claimed[q.id], seen[i]), f"{claimed[q.id] / g:.2f}"]
            for i, q in enumerate(C.QUESTS)]
    table(["quest", "in row", "claimed", "per game"], rows)
    cl = [c for x in games for c in x["claims"] if c[0] != "q11"]
    print(f"  quest claims (but q11) where another player met the quest too (the claim went by initiative): "
          f"{pct(sum(c[1] > 1 for c in cl), len(cl)).strip()} of {len(cl)}; by quest: " +
          ", ".join(f"{q.id} {pct(sum(c[1] > 1 for c in cl if c[0] == q.id), sum(c[0] == q.id for c in cl)).strip()}"
                    for q in C.QUESTS if q.id != "q11"))
    never = [q.id for i, q in enumerate(C.QUESTS) if seen[i] and claimed[q.id] / seen[i] < 0.1]
    always = [q.id for i, q in enumerate(C.QUESTS) if seen[i] and claimed[q.id] / seen[i] > 0.9]
    print(f"  claimed < 10% of the times seen: {', '.join(never) or 'none'}; > 90%: {', '.join(always) or 'none'}")
    eseen = collections.Counter(e for x in games for e in x["events_seen"])
    res = collections.Counter()
    push = collections.Counter()
    for x in games:
        res.update(x["resolved"])
        push.update(x["pushed"])
    print("  events: in the row (share of games), resolved at cleanup and pushed off by Politics (per game)")
    table(["event", "in row", "resolved", "pushed"],
          [[f"{e.id} {e.name}", pct(eseen[i], g), f"{res[e.id] / g:.2f}", f"{push[e.id] / g:.2f}"]
           for i, e in enumerate(C.EVENTS)])
    kinds_vp = collections.Counter()
    by_court = collections.Counter()
    for x in games:
        for v in x["vp"]:
            for t in v:
                kind, _, what = t.partition(":")
                kinds_vp[kind] += 1
                if kind != "quest":
                    by_court[(kind, what)] += 1
    sd = [c for x in games for c in x["stepdown"]]
    print(f"  influence tokens taken when the tokens step down at a year's start: {len(sd) / g:.2f} a game, "
          f"{pct(sum(c[1] > 1 for c in sd), len(sd)).strip()} of them met by more than one player (taken by initiative)")
    print("  VP tokens per game: " + ", ".join(f"{k} {v / g:.2f}" for k, v in kinds_vp.most_common()))
    table(["court", "influence tokens/g", "alliances/g"],
          [[f.id, f"{by_court[('influence', f.id)] / g:.2f}", f"{by_court[('alliance', f.id)] / g:.2f}"]
           for f in C.FACTIONS])
    print("  final score by source: winner's mean, the others' mean; games the winner would not win without"
          " that source (ties to the final initiative)")
    rows = []
    for src in SOURCES:
        wm = statistics.mean(x["sheets"][x["winner"]][src] for x in done)
        om = statistics.mean(x["sheets"][i][src] for x in done for i in range(n) if i != x["winner"])
        decisive = 0
        for x in done:
            sc = [x["scores"][i] - x["sheets"][i][src] for i in range(n)]
            top = max(sc)
            w2 = next(i for i in x["final_order"] if sc[i] == top)
            decisive += w2 != x["winner"]
        rows.append([src, f"{wm:.2f}", f"{om:.2f}", pct(decisive, len(done))])
    table(["source", "winner", "others", "decides"], rows)
    per = collections.Counter()
    per_done = collections.Counter()
    for x in done:
        for i, p in enumerate(x["personal"]):
            per[p] += 1
            per_done[p] += x["sheets"][i]["personal quest"]
    print("  personal quests completed: " + ", ".join(f"{p} {pct(per_done[p], per[p]).strip()}" for p in sorted(per)))


def report_random(games: list[dict]) -> None:
    n = games[0]["n"]
    done = [x for x in games if x["over"]]
    wins = sum(x["winner"] == x["greedy"] for x in done)
    print(f"\n4. {n} players, one greedy bot against {n - 1} random: greedy wins {wins} of {len(games)} "
          f"({pct(wins, len(games)).strip()}); years {quantiles([x['years'] for x in done])}; "
          f"actions {quantiles([x['actions'] for x in done])}")


def run(jobs: list[tuple], processes: int) -> list[dict]:
    if processes <= 1:
        return [play(j) for j in jobs]
    with multiprocessing.Pool(processes) as pool:
        return pool.map(play, jobs, chunksize=4)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="greedy games per player count (default 200)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4], choices=[2, 3, 4])
    parser.add_argument("--random-games", type=int, default=100,
                        help="greedy-against-random games per player count (default 100; 0 to skip)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--initiative", type=float, default=0.0,
                        help="the bots also value their initiative place, this much a place (default 0)")
    parser.add_argument("--variant", nargs="*", default=[], choices=sorted(VARIANTS),
                        help="apply proposed data changes (this process only): " +
                        "; ".join(f"{k}: {v[0]}" for k, v in VARIANTS.items()))
    args = parser.parse_args()
    variants = tuple(args.variant)
    if args.initiative:
        print(f"the bots value each initiative place ahead at {args.initiative}")
    if variants:
        print("variants: " + "; ".join(f"{v} ({VARIANTS[v][0]})" for v in variants))
    for n in args.players:
        t0 = time.time()
        seeds = range(args.first_seed, args.first_seed + args.games)
        if args.games:
            report_greedy(run([(n, s, None, variants, args.initiative) for s in seeds], args.jobs))
        if args.random_games:
            rseeds = range(args.first_seed, args.first_seed + args.random_games)
            report_random(run([(n, s, s % n, variants, args.initiative) for s in rseeds], args.jobs))
        print(f"  ({time.time() - t0:.0f} s)")


if __name__ == "__main__":
    main()
