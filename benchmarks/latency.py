"""Click latency in JupyterLab: ``python benchmarks/latency.py [-n N] [--rounds R] [--nodelay]``.

In one JupyterLab + headless Chromium run, one notebook holds two widgets in one kernel:

- the floor: a bare anywidget whose click goes to Python and back (a counter in a button);
- a mid-game Seasons of Arcadia Table (a seeded game advanced ~20 actions by the bot).
  Clicks alternately select one of the current player's lords and press Cancel, so every
  click repaints the board (``.snb-table .snb-panel svg``) with new highlights. Python's answer is
  in the page when the table's ``data-seq`` changes (the table sets it once it has drawn).

Both are measured in the page with ``performance.now()``, interleaved in rounds so that load
on the machine affects both alike: to the DOM change, and to the next frame drawn after it.
Prints median and p95 of each, their ratios, whether the target (Table <= 1.25 x floor, median
and p95) is met, the ratio of the two medians round by round (each round's clicks met the same load, so
it drifts less than the ratio over all rounds), and the bytes sent per click: the widget's own payload (its messages and trait updates as JSON,
kept in the kernel as ``bench_sent``) and everything the page received on the kernel websocket meanwhile.

On Linux most of the floor (about 40 of its ~47 ms) is TCP delayed ACK: jupyter_server does not
set TCP_NODELAY on the kernel websocket, so Nagle's algorithm holds each small reply until the
browser acknowledges the previous one. ``--nodelay`` sets it on the benchmark's own server (a
``sitecustomize`` on that server's PYTHONPATH), which shows what the widgets themselves cost.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
from pathlib import Path

from _lab import ECHO_CELL, TABLE_CELL, WireCounter, lab_session, measure_clicks, open_and_run, summary

TARGET_RATIO = 1.25
FLOOR_CLICK = FLOOR_WATCH = "button.snb-echo"
TABLE = ".snb-table"
TABLE_BOARD = ".snb-table .snb-panel svg"

NODELAY_SITECUSTOMIZE = '''
# benchmarks/latency.py --nodelay: TCP_NODELAY on every tornado websocket of this server.
try:
    from tornado.websocket import WebSocketHandler
except ImportError:
    pass
else:
    _write_message = WebSocketHandler.write_message

    def write_message(self, message, binary=False):
        if not getattr(self, "_snb_nodelay", False) and self.ws_connection is not None:
            self.set_nodelay(True)
            self._snb_nodelay = True
        return _write_message(self, message, binary)

    WebSocketHandler.write_message = write_message
'''


def report(label: str, times: list[float]) -> dict[str, float]:
    s = summary(times)
    print(f"  {label}: median {s['median']:.1f} ms, p95 {s['p95']:.1f} ms "
          f"(min {s['min']:.1f}, max {s['max']:.1f}, n={s['n']})")  # fmt: skip
    return s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=100, help="measured clicks per widget (default 100)")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (default 5)")
    parser.add_argument("--seed", type=int, default=11, help="seed of the Arcadia game (default 11)")
    parser.add_argument("--actions", type=int, default=20, help="bot actions before measuring (default 20)")
    parser.add_argument("--nodelay", action="store_true",
                        help="set TCP_NODELAY on the server's websockets (see the module docstring)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="snb-latency-") as tmp:
        if args.nodelay:
            (Path(tmp) / "sitecustomize.py").write_text(NODELAY_SITECUSTOMIZE)
            os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [tmp, os.environ.get("PYTHONPATH")]))
        print("TCP_NODELAY on the server's websockets:", "on" if args.nodelay else "off (the default)")
        run(args)


def run(args: argparse.Namespace) -> None:
    per_round = 2 * max(1, round(args.n / args.rounds / 2))  # even: as many selects as cancels
    with lab_session() as (lab, page):
        wire = WireCounter(page)
        cells = [ECHO_CELL, TABLE_CELL.format(seed=args.seed, actions=args.actions)]
        nb = open_and_run(lab, page, "_latency.ipynb", TABLE_BOARD, cells)
        nb.wait_for(FLOOR_CLICK)
        page.wait_for_selector(f"{TABLE}[data-live=yes]")
        lord, step = nb.output_text(1).split()[:2]
        sent_before = nb.run_in_kernel("print(len(bench_sent))").strip()  # after the page's hello
        table_click = [f'{TABLE_BOARD} [data-target="{lord}"]', f"{TABLE} .snb-decision button.snb-cancel"]
        print(f"Arcadia Table at step {step}; clicks select the lord on {lord}, then Cancel.")
        floor, floor_painted, table, table_painted = [], [], [], []
        paired = []  # per round: the Table's median over the floor's (both met the same load)
        clicks = {"floor": 0, "table": 0}
        floor_bytes = table_bytes = 0
        for r in range(args.rounds):
            warmup = 6 if r == 0 else 2  # even: the table starts each round with nothing selected
            with wire.count():
                dom, painted = measure_clicks(page, FLOOR_CLICK, FLOOR_WATCH, per_round, warmup)
            floor_bytes += wire.bytes
            floor += dom
            floor_painted += painted
            with wire.count():
                dom, painted = measure_clicks(page, table_click, TABLE, per_round, warmup, changed="data-seq")
            table_bytes += wire.bytes
            table += dom
            table_painted += painted
            paired.append(statistics.median(dom) / statistics.median(floor[-per_round:]))
            clicks["floor"] += warmup + per_round
            clicks["table"] += warmup + per_round
        # every click must have been answered once, and none may have played an action
        out = nb.run_in_kernel("print(bench_answers(bench_sent[%s:]), bench.match.step, "
                               "sum(len(json.dumps(m)) for m in bench_sent[%s:]))" % (sent_before, sent_before))
        answers, after, payload = out.split()
        answered = int(answers)
        if (answered, after) != (clicks["table"], step):
            raise SystemExit(f"the Table answered {answered} of {clicks['table']} clicks and moved to step {after}")
        print("Click -> Python -> DOM changed:")
        f = report("anywidget echo floor", floor)
        t = report("Arcadia Table, board repainted", table)
        print("Click -> Python -> DOM changed -> next frame drawn:")
        fp = report("anywidget echo floor", floor_painted)
        tp = report("Arcadia Table, board repainted", table_painted)
        for label, a, b in (("DOM", t, f), ("drawn", tp, fp)):
            ratio, ratio95 = a["median"] / b["median"], a["p95"] / b["p95"]
            met = ratio <= TARGET_RATIO and ratio95 <= TARGET_RATIO
            print(f"ratio Table/floor ({label}): median {ratio:.2f}, p95 {ratio95:.2f}; "
                  f"target <= {TARGET_RATIO} (median and p95): {'met' if met else 'NOT met'}")
        print(f"ratio Table/floor (DOM) round by round: median {statistics.median(paired):.2f} "
              f"(rounds {min(paired):.2f} to {max(paired):.2f})")
        print(f"bytes per click: Table payload {int(payload) / answered:,.0f} "
              f"(JSON: its update message and trait update); websocket frames received: Table {table_bytes / clicks['table']:,.0f}, "
              f"floor {floor_bytes / clicks['floor']:,.0f}")


if __name__ == "__main__":
    main()
