"""Click latency in JupyterLab: ``python benchmarks/latency.py [-n N]``.

Prints the floor: a bare anywidget's click -> Python -> DOM round trip, measured in the page.
"""

from __future__ import annotations

import argparse

from _lab import lab_session, measure_floor, summary


def report(label: str, times: list[float]) -> None:
    s = summary(times)
    print(f"{label}: median {s['median']:.1f} ms, p95 {s['p95']:.1f} ms "
          f"(min {s['min']:.1f}, max {s['max']:.1f}, n={s['n']})")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=50, help="measured clicks (after 5 warm-up clicks)")
    args = parser.parse_args()
    with lab_session() as (lab, page):
        report("anywidget echo floor", measure_floor(lab, page, args.n))


if __name__ == "__main__":
    main()
