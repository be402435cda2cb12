"""Small helpers shared by the Seasons of Intrigue tests.

Scenarios are teaching positions (``from_position``) with a row of blank events (``BLANK``), a quest row
nobody meets by chance (``QUESTS``), empty hands so no
modifier changes a power unless a test asks for one, and the initiative order p1, p2, ... unless a
test says otherwise. In the seasons the workers without printed modifiers are the Marshals and
Captains (b1, s1, h1, f1, power 3); ``NEUTRAL[season]`` lists the two whose court the calendar
leaves alone that season, so their power is exactly 3.
"""

from __future__ import annotations

import json


from seasons_nb.games import intrigue as I
from seasons_nb.games.intrigue import components as C
from ..checks import play, refused  # noqa: F401  (the game's tests import them from here)

BLANK = ["v12", "v13", "v14"]
#: a quest row the scenarios rarely meet (two farms, two mines, two sawmills)
QUESTS = ["q1", "q2", "q3"]
#: per season, two power-3 workers with no modifier from the calendar (spring: sun, frost; ...)
NEUTRAL = {0: ("s1", "f1"), 1: ("b1", "h1"), 2: ("s1", "f1"), 3: ("b1", "h1")}
#: what each seat still holds in a spring position (three workers for the three seasons to come)
SPRING_HANDS = [["b2", "b3", "b4"], ["h2", "h3", "h4"], ["b5", "b6", "h5"], ["h6", "s2", "s3"]]
CARD = C.CARD_INDEX
LAND = C.LAND_INDEX
WORKER = C.WORKER_INDEX


def seats(n: int) -> list:
    return [f"p{i + 1}" for i in range(n)]


def pos(players: int = 2, **kw) -> I.State:
    """A teaching position (blank events, initiative p1, p2, ..., empty hands), checked by ``invariants``."""
    kw.setdefault("events", list(BLANK))
    kw.setdefault("order", seats(players))
    kw.setdefault("hands", [[] for _ in range(players)])
    kw.setdefault("quests", list(QUESTS))
    s = I.from_position(players, **kw)
    I.invariants(s)
    return s


def acting(players: int = 2, season: int = 0, planned=None, workers=None, **kw) -> I.State:
    """A position in the act phase: every worker revealed, the first in initiative order to act.
    By default seat 1 and seat 2 play ``NEUTRAL[season]`` (power 3) and any others s2/h2..."""
    if planned is None:
        extra = ["b1", "h1", "s1", "f1"]
        planned = list(NEUTRAL[season]) + [w for w in extra if w not in NEUTRAL[season]][:players - 2]
    if workers is None:
        left = 3 - season
        pool = [w.id for w in C.WORKERS if w.id not in planned]
        workers = [pool[i * left:(i + 1) * left] for i in range(players)]
    return pos(players, season=season, planned=list(planned), workers=workers, **kw)


def legal(s) -> list:
    return [str(a) for a in s.legal_actions()]


def new_log(before, after) -> list:
    return list(after.log)[len(before.log):]


def default_move(s) -> str:
    """A plain decision: done, pass, pay, or the first choice offered."""
    options = legal(s)
    for word in ("done", "pass", "pay"):
        if word in options:
            return word
    return options[0]


def settle(s, until=None, limit: int = 400):
    """Play plain decisions (``default_move``) until ``until(s)`` holds (or the game ends)."""
    for _ in range(limit):
        if s.is_over or (until is not None and until(s)):
            return s
        s = s.apply(default_move(s))
        I.invariants(s)
    raise AssertionError("settle did not stop")


def with_save(s, **changes):
    """The position loaded from its save with some top-level fields (or ``players``) changed."""
    d = s.to_dict()
    for k, v in changes.items():
        if k == "players":
            for i, p in v.items():
                d["players"][i].update(p)
        else:
            d[k] = v
    t = I.from_json(json.dumps(d))
    I.invariants(t)
    return t
