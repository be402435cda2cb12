"""Click latency in JupyterLab: ``python benchmarks/latency.py [-n N] [--rounds R]``.

In one JupyterLab + headless Chromium run, one notebook holds two widgets in one kernel:

- the floor: a bare anywidget whose click goes to Python and back (a counter in a button);
- a mid-game Seasons of Arcadia Table (a seeded game advanced ~20 actions by the bot).
  Clicks alternately select and deselect one of the current player's lords, so every click
  repaints the board with new highlights. Timed from dispatching the click to the board's
  markup changing in the DOM.

Both are measured in the page with ``performance.now()``, interleaved in rounds so that load
on the machine affects both alike. Prints median and p95 of each, their ratios, and whether the
target (Table <= 1.25 x floor, for the median and for p95) is met.

On Linux most of the floor (about 40 of its ~47 ms) is TCP delayed ACK: jupyter_server does not
set TCP_NODELAY on the kernel websocket, so Nagle's algorithm holds each small reply until the
browser acknowledges the previous one. ``--nodelay`` sets it on the benchmark's own server (a
``sitecustomize`` on that server's PYTHONPATH), which shows what the widgets themselves cost.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from _lab import ECHO_CELL, TABLE_CELL, lab_session, measure_clicks, open_and_run, summary

TARGET_RATIO = 1.25
FLOOR_CLICK = FLOOR_WATCH = "button.snb-echo"
TABLE_PICTURE = ".snb-table .snb-picture"

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
    print(f"{label}: median {s['median']:.1f} ms, p95 {s['p95']:.1f} ms "
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
            print("TCP_NODELAY set on the server's websockets.")
        run(args)


def run(args: argparse.Namespace) -> None:
    per_round = 2 * max(1, round(args.n / args.rounds / 2))  # even: as many selects as deselects
    with lab_session() as (lab, page):
        cells = [ECHO_CELL, TABLE_CELL.format(seed=args.seed, actions=args.actions)]
        nb = open_and_run(lab, page, "_latency.ipynb", TABLE_PICTURE + " [data-target]", cells)
        nb.wait_for(FLOOR_CLICK)
        lord, step = nb.output_text(1).split()[:2]
        table_click = f'{TABLE_PICTURE} [data-target="{lord}"]'
        print(f"Arcadia Table at step {step}; clicks select and deselect the lord on {lord}.")
        floor, table, sent = [], [], 0
        for r in range(args.rounds):
            warmup = 6 if r == 0 else 2
            sent += warmup + per_round
            floor += measure_clicks(page, FLOOR_CLICK, FLOOR_WATCH, per_round, warmup)
            table += measure_clicks(page, table_click, TABLE_PICTURE, per_round, warmup, changed="html")
        # every click must have been accepted, and none may have played an action
        accepted, after = nb.run_in_kernel("print(bench.board.clicks, bench.match.step)").split()
        if (int(accepted), after) != (sent, step):
            raise SystemExit(f"the Table accepted {accepted} of {sent} clicks and moved to step {after}")
        f = report("anywidget echo floor", floor)
        t = report("Arcadia Table click -> repainted board", table)
        ratio, ratio95 = t["median"] / f["median"], t["p95"] / f["p95"]
        met = ratio <= TARGET_RATIO and ratio95 <= TARGET_RATIO
        print(f"ratio Table/floor: median {ratio:.2f}, p95 {ratio95:.2f}; "
              f"target Table <= {TARGET_RATIO} x floor (median and p95): {'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()
