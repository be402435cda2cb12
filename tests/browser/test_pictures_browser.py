"""Every game's pictures drawn inline in a page that holds every game's pictures (as Tables in
one notebook are) look exactly like the same pictures alone in their own document (as a stored
picture is shown). A picture's style that reaches another picture, or scoping that the copies
of ``<defs>`` shapes placed by ``<use>`` do not see, shows up here as different pixels."""

from __future__ import annotations

import html
import math
import re

import pytest

from seasons_nb.core import RandomBot
from seasons_nb.games import GAMES, load
from seasons_nb.core.svg import BUTTON_SUFFIX, INERT_LINE, button_classes, inert_svg
from seasons_nb.widgets.common import picture_html

from .pixels import decode_png

#: An image is rasterised at whole pixels, so a stored picture may be scaled by a hair and its
#: text antialiased differently: pictures are compared by the mean colour of blocks of
#: BLOCK × BLOCK pixels, and at most TOLERANCE of the blocks may differ by more than LEVELS.
BLOCK, LEVELS, TOLERANCE = 4, 24, 0.003


def blocks_differing(a, b) -> int:
    """How many BLOCK × BLOCK blocks of images ``a`` and ``b`` differ in mean colour by more than LEVELS."""
    count = 0
    for y0 in range(0, a.height - BLOCK + 1, BLOCK):
        for x0 in range(0, a.width - BLOCK + 1, BLOCK):
            sums = [0, 0, 0]
            for y in range(y0, y0 + BLOCK):
                for x in range(x0, x0 + BLOCK):
                    for c, (i, j) in enumerate(zip(a[x, y], b[x, y])):
                        sums[c] += i - j
            count += max(abs(v) for v in sums) > LEVELS * BLOCK * BLOCK
    return count


def panels(name: str, seed: int = 5, actions: int = 12) -> dict[str, str]:
    """The panels of a seeded game of ``name`` a few random actions in, seen by the teacher."""
    state = load(name).new_game(players=2, seed=seed)
    bot = RandomBot(seed)
    for _ in range(actions):
        if state.is_over:
            break
        state = state.apply(bot.choose(state))
    return state.view(None).panels(last=None)


def box(kind: str, ident: str, svg: str, content: str) -> str:
    """``content`` in a block of whole pixels (so every picture starts on a pixel, as the next one does)."""
    size = re.search(r'<svg[^>]*? width="([\d.]+)" height="([\d.]+)"', inert_svg(svg))
    width, height = (math.ceil(float(v)) for v in size.groups())
    return (f'<div class="{kind}" data-id="{html.escape(ident)}" '
            f'style="width:{width}px;height:{height}px;overflow:hidden">{content}</div>')


def shot(page, selector: str):
    return decode_png(page.locator(selector).screenshot())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_inline_pictures_look_like_stored_ones(chromium, name):
    every = {game: panels(game) for game in sorted(GAMES)}
    # inline, each picture as a stored one draws it (buttons greyed) but still scoped to its root group
    blocks = [box("inline", f"{game}/{panel}", svg, inert_svg(svg)) for game, drawn in every.items()
              for panel, svg in drawn.items()]
    blocks += [box("stored", f"{name}/{panel}", svg, picture_html(svg, "stored").replace("max-width:100%;", ""))
               for panel, svg in every[name].items()]
    page = chromium.new_page(viewport={"width": 1400, "height": 900})
    try:
        page.set_content("<!doctype html><body style='margin:0;font-size:16px'>" + "".join(blocks) + "</body>")
        for panel in every[name]:
            ident = f"{name}/{panel}"
            a = shot(page, f'.inline[data-id="{ident}"]')
            b = shot(page, f'.stored[data-id="{ident}"]')
            assert (a.width, a.height) == (b.width, b.height), ident
            differ, total = blocks_differing(a, b), (a.width // BLOCK) * (a.height // BLOCK)
            assert differ <= TOLERANCE * total, f"{ident}: {differ} of {total} blocks differ"
    finally:
        page.close()


def with_buttons(name: str):
    """A position of a seeded game of ``name`` whose picture draws buttons (or None), a few actions in."""
    for seed in range(6):
        state = load(name).new_game(players=2, seed=seed)
        bot = RandomBot(seed)
        for _ in range(40):
            if button_classes(state.render()):
                return state
            if state.is_over:
                break
            state = state.apply(bot.choose(state))
    return None


@pytest.mark.parametrize("name", sorted(GAMES))
def test_stored_buttons_look_inert(chromium, name):
    """In a stored picture a button-like shape is flat (dashed, the muted line colour), its words faded,
    and a note under the picture says its buttons do nothing until the cell is run."""
    state = with_buttons(name)
    if state is None:
        assert name == "arcadia", f"no {name} position with buttons found"   # Arcadia has no buttons
        state = load(name).new_game(players=2, seed=1)
    svg = inert_svg(state.render(), playable=True)
    page = chromium.new_page(viewport={"width": 1400, "height": 900})
    try:
        page.set_content("<!doctype html><body style='margin:0'>" + svg + "</body>")
        found = page.evaluate("""(suffix) => [...document.querySelectorAll('svg [class]')]
            .filter(e => [...e.classList].some(c => c.endsWith(suffix)))
            .map(e => { const s = getComputedStyle(e); const next = e.nextElementSibling;
                        return [s.strokeDasharray, s.stroke, next ? getComputedStyle(next).opacity : '0.5']; })""",
                              BUTTON_SUFFIX)
        note = page.locator("text.snb-note").all_text_contents()
    finally:
        page.close()
    r, g, b = (int(INERT_LINE[i:i + 2], 16) for i in (1, 3, 5))
    assert (len(found) > 0) == (name != "arcadia")
    for dash, stroke, opacity in found:
        assert dash.replace("px", "").replace(",", "").split() == ["4", "3"], dash
        assert stroke == f"rgb({r}, {g}, {b})" and float(opacity) <= 0.5
    assert " ".join(note).startswith("A stored picture:") and "run" in " ".join(note)
