"""Reading and driving a Table in the page, shared by the browser tests.

The Table's DOM (``seasons_nb/widgets/static/table*.js``): ``.snb-table[data-live][data-seq]`` holds
``.snb-head .snb-title``, ``.snb-stage > .snb-panel[data-panel] > .snb-picture > svg`` (live
targets are ``.snb-clickable[data-target]``), the ``.snb-decision`` (status and choice buttons,
right after the panel being played), ``.snb-curtain``, ``.snb-dead-note``, ``.snb-controls``,
``.snb-history``, ``.snb-seats``, ``.snb-views`` and ``.snb-log``. ``data-seq`` counts Python's
updates: when it changes, Python has answered and the table is drawn.
"""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any, Iterator

from playwright.sync_api import expect

from .lab import LAPTOP, opened_notebook
from .pixels import decode_png

#: WCAG's minimum contrast for body text
MIN_CONTRAST = 4.5


@contextlib.contextmanager
def tables_notebook(chromium, lab, name: str, cells: list[str], tables: int, timeout: float = 90) -> Iterator[Any]:
    """A notebook of ``cells`` written, opened on a laptop screen with the file browser open and run once;
    every cell ran without error and ``tables`` Tables show."""
    lab.write_notebook(name, cells)
    with opened_notebook(chromium, lab, name, LAPTOP) as nb:
        nb.show_file_browser()
        nb.run_all()
        nb.wait_executed(timeout=timeout)
        assert nb.cell_errors() == []
        expect(nb.page.locator(".snb-table")).to_have_count(tables)
        yield nb


def table(nb, title: str):
    """The Table whose title reads ``title``."""
    page = nb.page
    return page.locator(".snb-table").filter(has=page.locator(".snb-title", has_text=title))


def panel(tbl, name: str):
    return tbl.locator(f'.snb-panel[data-panel="{name}"]')


def target(tbl, name: str):
    """The element of any panel's picture with ``data-target=name``."""
    return tbl.locator(f'.snb-stage .snb-picture [data-target="{name}"]')


def status(tbl):
    return tbl.locator(".snb-decision .snb-status")


def control(tbl, name: str):
    """A control button: undo, redo, bot, new or present."""
    return tbl.locator(f'.snb-controls button[data-control="{name}"]')


def live_targets(tbl) -> set[str]:
    return set(tbl.locator(".snb-stage .snb-clickable").evaluate_all(
        "(ns) => ns.map((n) => n.getAttribute('data-target'))"))


def kernel(nb, code: str) -> str:
    """Run ``code`` in the notebook's kernel; fail on a Python error; return what it printed."""
    out = nb.run_in_kernel(code)
    assert not re.search(r"^\w+(Error|Exception|Action): ", out, re.M), out
    return out


def legal_first_clicks(nb, name: str) -> list[str]:
    """The first clicks of the legal actions of Table ``name`` (a kernel variable), sorted."""
    return json.loads(kernel(nb, f"import json; print(json.dumps(sorted({{a.clicks[0] for a in "
                                 f"{name}.state.legal_actions()}})))"))


def restart(nb, name: str, title: str, code: str = ""):
    """Start Table ``name`` (a kernel variable) again, then run ``code``; wait until the page shows it.

    Returns the Table's locator, scrolled to the top of the notebook's view.
    """
    tbl = table(nb, title)
    code = "; ".join(filter(None, [f"{name}.new_game()", code, f"print({name}.widget.get_state()['seq'])"]))
    expect(tbl).to_have_attribute("data-seq", kernel(nb, code).strip())
    expect(tbl).to_have_attribute("data-live", "yes")
    nb.scroll_to_top(tbl)
    return tbl


@contextlib.contextmanager
def answered(tbl, timeout: float = 15) -> Iterator[None]:
    """Wait, after the block, until Python has answered (the table's ``data-seq`` changed); the first click
    in a kernel under load can take seconds, a click never answered fails."""
    before = tbl.get_attribute("data-seq")
    yield
    expect(tbl).not_to_have_attribute("data-seq", before, timeout=timeout * 1000)


def pass_and_play_on(tbl, first: str):
    """Switch pass-and-play on and wait for the curtain to name ``first``; returns the curtain and
    its ready button."""
    switch = tbl.locator(".snb-views button.snb-switch.snb-pass")
    curtain = tbl.locator(".snb-curtain")
    ready = curtain.locator("button.snb-ready")
    with answered(tbl):
        switch.click()
    expect(switch).to_have_attribute("aria-checked", "true")
    expect(ready).to_have_text(re.compile(rf"Pass to {re.escape(first)}\b"))
    return curtain, ready


def names_shown(tbl, names) -> set[str]:
    """Which of ``names`` (whole words) appear anywhere in the Table's DOM: text, labels, pictures."""
    found = re.compile(r"\b(%s)\b" % "|".join(map(re.escape, names)))
    return set(found.findall(tbl.evaluate("(n) => n.outerHTML")))


def click(tbl, name: str) -> None:
    """Click a live target and wait for Python's answer."""
    node = target(tbl, name)
    expect(node).to_have_class(re.compile(r"\bsnb-clickable\b"))
    with answered(tbl):
        node.click()


def press(tbl, name: str) -> None:
    """Press a control button and wait for Python's answer."""
    with answered(tbl):
        control(tbl, name).click()


def choose(tbl, label: str) -> None:
    """Press the choice button reading ``label`` and wait for Python's answer."""
    with answered(tbl):
        tbl.locator(".snb-choices button.snb-choice", has_text=label).click()


def step_text(tbl):
    return tbl.locator(".snb-history .snb-step")


def rect(locator) -> dict:
    """``getBoundingClientRect()`` of the (first) element, in CSS pixels."""
    return locator.first.evaluate(
        "(n) => { const b = n.getBoundingClientRect();"
        " return { left: b.left, top: b.top, right: b.right, bottom: b.bottom }; }")


def outside(box: dict, frame: dict, slack: float = 0.5) -> list[str]:
    """Which sides of ``box`` stick out of ``frame`` (empty: fully inside)."""
    sides = []
    if box["left"] < frame["left"] - slack:
        sides.append(f"left {box['left']:.0f} < {frame['left']:.0f}")
    if box["top"] < frame["top"] - slack:
        sides.append(f"top {box['top']:.0f} < {frame['top']:.0f}")
    if box["right"] > frame["right"] + slack:
        sides.append(f"right {box['right']:.0f} > {frame['right']:.0f}")
    if box["bottom"] > frame["bottom"] + slack:
        sides.append(f"bottom {box['bottom']:.0f} > {frame['bottom']:.0f}")
    return sides


def window_box(page) -> dict:
    size = page.evaluate("() => [window.innerWidth, window.innerHeight]")
    return {"left": 0, "top": 0, "right": size[0], "bottom": size[1]}


# ---- colours ------------------------------------------------------------------------------------
#: The text colour of a node and the colour it is drawn on: every background from the node up
#: to the first opaque one, composited (the page's canvas is white if none is opaque).
_COLOURS = """(node) => {
  const parse = (text) => {
    const m = text.match(/^rgba?\\(([^)]*)\\)$/) ?? text.match(/^color\\(srgb ([^)]*)\\)$/);
    if (!m) throw new Error('unknown colour ' + text);
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    const scale = text.startsWith('color(') ? 255 : 1;
    return [p[0] * scale, p[1] * scale, p[2] * scale, p.length > 3 ? p[3] : 1];
  };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
  const layers = [];
  for (let p = node; p; p = p.parentElement) {
    const bg = parse(getComputedStyle(p).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  let bg = [255, 255, 255, 1];
  for (const layer of layers.reverse()) bg = over(layer, bg);
  return { fg: over(parse(getComputedStyle(node).color), bg), bg };
}"""


def _luminance(rgb) -> float:
    def channel(c: float) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(locator) -> tuple[float, list, list]:
    """WCAG contrast ratio of the element's text against its effective background, and both colours."""
    colours = locator.first.evaluate(_COLOURS)
    a, b = _luminance(colours["fg"]), _luminance(colours["bg"])
    ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
    return ratio, [round(c) for c in colours["fg"][:3]], [round(c) for c in colours["bg"][:3]]


def status_contrasts(nb, tbl, name: str) -> dict[str, tuple]:
    """Contrast of the status line as info, error and success (ratio, text, background).

    ``name`` is an Arcadia exercise Table at the start of ``{"e5": "autumn", "f5": "winter",
    "d4": "spring"}`` whose task is to replace the Winter lord (e5 → g5 solves it).
    """
    found = {"info": contrast(status(tbl))}
    click(tbl, "e5")
    with answered(tbl):
        kernel(nb, f"{name}.click('a1')")  # a wrong second click: an error naming its rule
    expect(status(tbl)).to_have_class(re.compile(r"\bsnb-error\b"))
    found["error"] = contrast(status(tbl))
    click(tbl, "e5")
    click(tbl, "g5")
    expect(status(tbl)).to_have_class(re.compile(r"\bsnb-success\b"))
    found["success"] = contrast(status(tbl))
    return found


# ---- the focus ring, as drawn ---------------------------------------------------------------------
def _near(p, q, tol: int = 48) -> bool:
    return sum(abs(a - b) for a, b in zip(p, q)) <= tol


def focus_ring(page, node, margin: int = 18) -> dict:
    """Look at the keyboard focus ring drawn around the focused ``node``.

    Two screenshots of the area around it, focused and then blurred: the ring is the pixels
    of the outline colour that only the focused one has. Returns the ring's box (CSS pixels),
    the target's box, and for each side of the ring's box the share of it that is drawn (a
    ring partly painted over, or clipped, has a side well under 1).
    """
    box = rect(node)
    # the ring is drawn above the picture (.snb-focus-ring), in the accent colour
    colour = node.evaluate("(n) => { const r = n.closest('.snb-picture')?.querySelector('.snb-focus-ring');"
                           " return r && !r.hidden ? getComputedStyle(r).borderTopColor"
                           " : getComputedStyle(n).outlineColor; }")
    rgb = [int(v) for v in re.findall(r"[\d.]+", colour)[:3]]
    scale = page.evaluate("() => window.devicePixelRatio")
    clip = {"x": max(0, box["left"] - margin), "y": max(0, box["top"] - margin)}
    clip["width"] = box["right"] + margin - clip["x"]
    clip["height"] = box["bottom"] + margin - clip["y"]
    focused = decode_png(page.screenshot(clip=clip))
    node.evaluate("(n) => n.blur()")
    blurred = decode_png(page.screenshot(clip=clip))
    ring = {(x, y) for y in range(focused.height) for x in range(focused.width)
            if _near(focused[x, y], rgb) and not _near(blurred[x, y], rgb)}
    if not ring:
        return {"ring": None, "target": box, "sides": {}}
    xs, ys = [x for x, _ in ring], [y for _, y in ring]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    band = max(2, round(2 * scale))

    def share(points) -> float:
        points = list(points)
        hit = sum(1 for along in points if along)
        return hit / len(points) if points else 0.0

    sides = {
        "top": share(any((x, y) in ring for y in range(y0, y0 + band)) for x in range(x0, x1 + 1)),
        "bottom": share(any((x, y) in ring for y in range(y1 - band + 1, y1 + 1)) for x in range(x0, x1 + 1)),
        "left": share(any((x, y) in ring for x in range(x0, x0 + band)) for y in range(y0, y1 + 1)),
        "right": share(any((x, y) in ring for x in range(x1 - band + 1, x1 + 1)) for y in range(y0, y1 + 1)),
    }
    ring_box = {"left": clip["x"] + x0 / scale, "top": clip["y"] + y0 / scale,
                "right": clip["x"] + (x1 + 1) / scale, "bottom": clip["y"] + (y1 + 1) / scale}
    return {"ring": ring_box, "target": box, "sides": sides}


def tab_to_board(nb, tbl, presses: int = 6) -> Any:
    """From the table's first picture, press Tab until a live board target has the focus; return it."""
    tbl.locator(".snb-stage .snb-picture").first.focus()
    for _ in range(presses):
        nb.page.keyboard.press("Tab")
        name = nb.page.evaluate(
            "() => document.activeElement?.closest?.('.snb-stage .snb-clickable')?.getAttribute('data-target') ?? null")
        if name is not None:
            return target(tbl, name)
    raise AssertionError(f"{presses} presses of Tab did not reach a board target")


# ---- keys -----------------------------------------------------------------------------------------
#: JupyterLab's command-mode shortcuts that would change the notebook if they reached it
NOTEBOOK_KEYS = [["d", "d"], ["m"], ["y"], ["1"], ["a"], ["x"], ["c"], ["v"], ["Shift+V"], ["z"], ["Shift+Enter"],
                 ["Control+Enter"], ["Alt+Enter"], ["ArrowDown"], ["j"], ["k"], ["Shift+M"], ["Shift+L"]]
_CELLS = """() => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  const cells = nb.model.cells;
  const each = Array.from({ length: cells.length }, (_, i) => `${cells.get(i).type}:${cells.get(i).id}`);
  return [each.join(" "), nb.activeCellIndex, nb.mode];
}"""


def notebook_cells(nb) -> list:
    """The cell types and ids of the current notebook, its active cell and its mode, as JupyterLab holds them."""
    return nb.page.evaluate(_CELLS)


def keys_stay_in_table(nb, focus, game: str) -> list[str]:
    """Press each of :data:`NOTEBOOK_KEYS` with ``focus`` focused; return the keys after which the notebook's
    cells, the active cell or the game (``game``: kernel code printing it) changed."""
    changed = []
    for keys in NOTEBOOK_KEYS:
        before = (notebook_cells(nb), kernel(nb, game))
        focus.evaluate("(n) => n.focus()", timeout=5000)
        for key in keys:
            nb.page.keyboard.press(key)
        nb.page.wait_for_timeout(150)
        if (notebook_cells(nb), kernel(nb, game)) != before:
            changed.append("+".join(keys))
    return changed


def out_of_view(nb, tbl, box: dict | None = None, history: bool = False) -> list[str]:
    """What of the decision is outside ``box`` (default: the visible part of the window) or under the docked
    bars; ``history``: the History slider too (docked in Present mode)."""
    seen = nb.visible_box(tbl) if box is None else box
    parts = {"status": status(tbl), "Undo": control(tbl, "undo"), "Bot move": control(tbl, "bot")}
    if history:
        parts["History slider"] = tbl.locator(".snb-history .snb-slider")
    lit = tbl.locator(".snb-stage .snb-clickable")
    parts.update({f"target {lit.nth(i).get_attribute('data-target')}": lit.nth(i) for i in range(lit.count())})
    problems = [f"{name} {sides}" for name, where in parts.items() if (sides := outside(rect(where), seen, slack=1))]
    # a lit target in the window but under the docked status, controls (or History) cannot be clicked either
    bars = ".snb-decision, .snb-controls" + (", .snb-history" if history else "")
    covered = lit.evaluate_all("""(nodes, selector) => {
      const table = nodes[0]?.closest('.snb-table');
      if (!table) return [];
      const bars = [...table.querySelectorAll(selector)].map((n) => n.getBoundingClientRect());
      const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return nodes.filter((n) => bars.some((bar) => overlap(n.getBoundingClientRect(), bar)))
                  .map((n) => n.getAttribute('data-target'));
    }""", bars)
    return problems + [f"target {name} covered" for name in covered]


#: the seats of the scripted bot games the in-view and Present-mode tests play (you are the first)
BOT_GAMES = {"arcadia": 2, "solstice": 2, "groves": 2, "intrigue": 4, "altered": 2}


def bot_game_cells(prefix: str) -> list[str]:
    """One cell per game of :data:`BOT_GAMES`: a seeded game against the bot titled ``<prefix>: <game>``."""
    return [f"""
from seasons_nb.widgets import play
{game} = play({game!r}, players={players}, seed=5, bot_plays=range(1, {players}))
{game}.title = "{prefix}: {game}"
{game}
""" for game, players in BOT_GAMES.items()]


#: click the first live choice, by the order of the page: a lit target, else a choice button; what was chosen
NEXT_CHOICE = """(tbl) => {
  const lit = tbl.querySelector('.snb-stage .snb-clickable');
  if (lit) { lit.dispatchEvent(new MouseEvent('click', { bubbles: true })); return lit.getAttribute('data-target'); }
  const button = tbl.querySelector('.snb-choices button.snb-choice');
  if (button) { button.click(); return button.textContent; }
  return null;
}"""
