"""Every panel of every game, drawn by a real browser over positions from seeded random games (2 to 4
players where the game allows): no text or shape falls outside its panel, and no two text labels overlap.

The browser measures what it draws (the font it really uses, every transform), so this catches what the
estimated text widths of the games' own tests miss. The panels of each game are placed in one plain page
(no JupyterLab needed); each picture is measured in its own coordinates, as drawn at full size.
"""

from __future__ import annotations

import pytest

from seasons_nb.core import RandomBot
from seasons_nb.games import GAMES, load

#: positions per game and player count, spread over a game of at most LONGEST random actions
POSITIONS, LONGEST = 6, 400
#: names as long as people's names often are (the pictures shorten longer ones)
LONG_NAMES = ("Alexandrina", "Bartholomew", "Maximiliane", "Christopher")
#: how far (px) a shape may reach past its panel's edge (antialiasing), and how much two text boxes may
#: share before they count as overlapping: a sliver in either direction is the fonts' line spacing
EDGE, SLIVER_X, SLIVER_Y = 0.75, 1.0, 0.15

#: What each element's box is, in the coordinates of its own picture (the root <svg>'s viewBox at scale 1):
#: every drawn element (not those in <defs>, <title> or <style>), text with its words
MEASURE = """(svg) => {
  const root = svg.getBoundingClientRect();
  const sx = svg.viewBox.baseVal.width / root.width, sy = svg.viewBox.baseVal.height / root.height;
  const out = [];
  for (const el of svg.querySelectorAll('text, rect, circle, ellipse, path, polygon, polyline, line, use, image')) {
    if (el.closest('defs, title, style, clipPath, mask, pattern')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    out.push({tag: el.tagName, text: el.tagName === 'text' ? el.textContent : '',
              cls: el.getAttribute('class') || '',
              box: [(r.left - root.left) * sx, (r.top - root.top) * sy, (r.right - root.left) * sx,
                    (r.bottom - root.top) * sy]});
  }
  return {w: svg.viewBox.baseVal.width, h: svg.viewBox.baseVal.height, items: out};
}"""


def positions(name: str):
    """(label, view) of seeded random games of ``name``, 2 to 4 players where the game allows (a game for
    two only plays three seeds), with long names on every other seed: POSITIONS states evenly spread
    over each game (its first and its last, over or not after LONGEST actions), seen by the teacher and,
    where the game hides something, by the seat to move."""
    info = load(name).INFO
    counts = [n for n in info.player_counts if 2 <= n <= 4]
    for players in counts:
        for seed in range(100 + players, 100 + players + (3 if len(counts) == 1 else 1)):
            names = list(LONG_NAMES[:players]) if seed % 2 else None
            state = load(name).new_game(players=players, seed=seed, names=names)
            bot = RandomBot(seed)
            game = [state]
            while not state.is_over and len(game) <= LONGEST:
                state = state.apply(bot.choose(state))
                game.append(state)
            picks = sorted({round(k * (len(game) - 1) / (POSITIONS - 1)) for k in range(POSITIONS)})
            for k in picks:
                label = f"{players}p-seed{seed}-step{k}"
                yield label, game[k].view(None)
                seat = game[k].current_player
                if info.hidden_information and seat is not None:
                    yield f"{label}-seat{seat}", game[k].view(seat)


def overlap(a, b) -> bool:
    """Whether boxes ``a`` and ``b`` share more than a sliver (x: SLIVER_X px, y: SLIVER_Y of the shorter)."""
    dx = min(a[2], b[2]) - max(a[0], b[0])
    dy = min(a[3], b[3]) - max(a[1], b[1])
    return dx > SLIVER_X and dy > SLIVER_Y * min(a[3] - a[1], b[3] - b[1])


def problems(measured: dict) -> list[str]:
    """What falls outside the picture, and which texts overlap."""
    w, h, items = measured["w"], measured["h"], measured["items"]
    out = []
    for it in items:
        x0, y0, x1, y1 = it["box"]
        if x0 < -EDGE or y0 < -EDGE or x1 > w + EDGE or y1 > h + EDGE:
            what = repr(it["text"]) if it["text"] else f"<{it['tag']} class={it['cls']!r}>"
            out.append(f"outside ({w:.0f}x{h:.0f}): {what} at {[round(v, 1) for v in it['box']]}")
    texts = [it for it in items if it["tag"] == "text" and it["text"].strip()]
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if overlap(a["box"], b["box"]):
                out.append(f"overlap: {a['text']!r} {[round(v) for v in a['box']]} and {b['text']!r} "
                           f"{[round(v) for v in b['box']]}")
    return out


def check_game(chromium, name: str) -> list[str]:
    """Every problem of every panel of ``name`` over its random positions, one line each."""
    found = []
    page = chromium.new_page(viewport={"width": 1400, "height": 900})
    try:
        for label, view in positions(name):
            panels = view.panels(last=None)
            page.set_content("<!doctype html><body style='margin:0'>"
                             + "".join(f"<div>{svg}</div>" for svg in panels.values()) + "</body>")
            for panel, handle in zip(panels, page.query_selector_all("body > div > svg")):
                found += [f"{name} {label} {panel}: {p}" for p in problems(handle.evaluate(MEASURE))]
    finally:
        page.close()
    return found


@pytest.mark.parametrize("name", sorted(GAMES))
def test_panels_keep_their_text_and_shapes_inside_and_apart(chromium, name):
    found = check_game(chromium, name)
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:40])
