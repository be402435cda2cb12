"""Building SVG/HTML markup, shared by every game's pictures.

Every text and attribute value goes through ``esc``, which also drops control
characters, so any name a user typed keeps the picture well-formed XML. The
palette, font and the marks for highlighted, selected and last-played targets
are the same in every game.
"""

from __future__ import annotations

import html
import re
from typing import Callable, Iterable

_NUMBER = (int, float)
# characters XML 1.0 does not allow (C0 controls but tab/newline/CR, surrogates, U+FFFE/U+FFFF)
# and the other C1 controls
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")

#: the font every picture uses
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
#: shared colours: ink and paper, and the marks of the click mechanism
INK = "#2b2b2b"
MUTED = "#6e665a"
PAPER = "#fbf8f1"
LINE = "#cfc3a8"
HL_FILL = "#fff3a8"     # a target that may be clicked now
HL = "#d4a000"
SEL = "#1f6fd1"         # a target already clicked in this selection
LAST = INK              # the last action played
#: the class names the widgets style and find (``data-target`` groups carry them)
TARGET, HIGHLIGHT, SELECTED, LAST_MARK = "snb-target", "snb-hl", "snb-sel", "snb-last"


def esc(value) -> str:
    """Escape any value for use as markup text or a quoted attribute value (control characters dropped)."""
    return html.escape(_CONTROL.sub("", str(value)), quote=True)


def shorten(text: str, chars: int) -> str:
    """``text`` cut to at most ``chars`` characters, ending with an ellipsis when cut."""
    return text if len(text) <= chars else text[: max(chars - 1, 0)].rstrip() + "…"


def target(target_id: str, label: str, children: Iterable[str], *, hl: bool = False, sel: bool = False,
           cls: str = "", **kw) -> str:
    """A clickable group: ``data-target`` (the click id) and ``data-label`` (its plain words)."""
    classes = " ".join(c for c in (TARGET, cls, HIGHLIGHT if hl else "", SELECTED if sel else "") if c)
    return el("g", children=children, class_=classes, data_target=target_id, data_label=label, **kw)


def _fmt(v) -> str:
    if isinstance(v, float):
        return f"{v:.1f}".rstrip("0").rstrip(".")
    return esc(v)


def attrs(items: dict) -> str:
    """``key="value"`` pairs; None and False drop a key, ``_`` in a key becomes ``-``."""
    out = []
    for k, v in items.items():
        if v is None or v is False:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append(f' {k}="{_fmt(v)}"')
    return "".join(out)


def el(tag: str, text=None, children: Iterable[str] = (), **kw) -> str:
    """One element: escaped ``text`` or already-built ``children`` inside it."""
    inner = esc(text) if text is not None else "".join(children)
    return f"<{tag}{attrs(kw)}>{inner}</{tag}>"


def empty(tag: str, **kw) -> str:
    """A self-closing element."""
    return f"<{tag}{attrs(kw)}/>"


def svg_doc(width: float, height: float, body: Iterable[str], title: str = "", css: str = "") -> str:
    """A whole ``<svg>`` picture with an accessible title and optional inline style."""
    head = el("title", title) if title else ""
    style = f"<style>{css}</style>" if css else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="snb-svg" width="{_fmt(width)}" '
        f'height="{_fmt(height)}" viewBox="0 0 {_fmt(width)} {_fmt(height)}" role="img" '
        f'font-family="{esc(FONT)}">'
        + head + style + "".join(body) + "</svg>"
    )


def text_lines(x: float, y: float, lines: Iterable[str], size: int = 13, gap: int = 17, **kw) -> str:
    """Several lines of escaped text, one below the other."""
    return "".join(
        el("text", line, x=x, y=y + i * gap, font_size=size, **kw) for i, line in enumerate(lines)
    )


#: about how wide characters are, in em (DejaVu Sans, the widest of the usual system fonts); others 0.6
EM = {**dict.fromkeys("0123456789", 0.64), " ": 0.32, "i": 0.28, "l": 0.28, "j": 0.28, "t": 0.39, "f": 0.35,
      "r": 0.41, "m": 0.97, "w": 0.82, "W": 0.99, "M": 0.86, ".": 0.32, ",": 0.32, ":": 0.34, ";": 0.34,
      "(": 0.39, ")": 0.39, "'": 0.27, "·": 0.32, "→": 0.84, "☝": 1.0, "▤": 0.77, "−": 0.84, "+": 0.84,
      "≥": 0.84, "★": 0.84, "▶": 0.77}


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how many pixels ``text`` takes at ``size`` pixels."""
    return sum(EM.get(ch, 0.6) for ch in text) * size * (1.22 if bold else 1.0)


def wrap_text(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """The words of ``text`` in lines of at most about ``width`` pixels (a longer word stays whole)."""
    lines, line = [], ""
    for w in text.split():
        cand = f"{line} {w}" if line else w
        if line and text_width(cand, size, bold) > width:
            lines.append(line)
            line = w
        else:
            line = cand
    return lines + ([line] if line else [])


def fit_text(text: str, size: float, width: float, bold: bool = False) -> str:
    """``text`` cut, with an ellipsis, to about ``width`` pixels."""
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


class Texts:
    """Text elements for a picture whose style sheet names its classes: ``default`` is left out (the
    root's size), a usual pair of classes is written as its one class (``pairs``: (frozenset, class)),
    coordinates as ``number`` writes them."""

    def __init__(self, default: str, pairs, number: Callable[[float], str]):
        self.default, self.pairs, self.number = default, tuple(pairs), number

    def classes(self, cls: str) -> str:
        """The class attribute (with its leading space) for ``cls``, or nothing."""
        names = [c for c in cls.split() if c != self.default]
        for pair, one in self.pairs:
            if pair <= set(names):
                names = [one] + [c for c in names if c not in pair]
                break
        return f' class="{" ".join(names)}"' if names else ""

    def line(self, x, y, text, cls: str = "") -> str:
        """One line of escaped text."""
        n = self.number
        return f'<text x="{n(x)}" y="{n(y)}"{self.classes(cls)}>{esc(text)}</text>'

    def lines(self, x, y, lines: list, gap: float, cls: str = "") -> str:
        """Lines of escaped text one under the other, in one element."""
        if not lines:
            return ""
        n = self.number
        return (f'<text x="{n(x)}" y="{n(y)}"{self.classes(cls)}>{esc(lines[0])}'
                + "".join(f'<tspan x="{n(x)}" dy="{n(gap)}">{esc(line)}</tspan>' for line in lines[1:]) + "</text>")


#: what a stored picture has no use for: the data the live widget reads (click ids and labels, seats ...)
#: and titles (the picture's own title is its alt text)
_INERT = re.compile(r' data-[\w-]+="[^"]*"|<title>[^<]*</title>')
_ROOT_GROUP = re.compile(r'</style><g class="([\w-]+)">')
_CLASS_ATTR = re.compile(r'class="([^"]*)"')
_SIZE = re.compile(r'^(<svg[^>]*? width=")([\d.]+)(" height=")([\d.]+)(" viewBox="0 0 )[\d.]+ [\d.]+"')

#: A shape drawn as a button (a Pass, a choice card, a die to roll ...) has a class whose name ends in
#: ``btn``; the words and marks on it follow it in its group. A stored picture can't be clicked, so there
#: such a shape is drawn flat: a dashed outline, no fill of its own, its words and marks faded.
BUTTON_SUFFIX = "btn"
INERT_FILL, INERT_LINE = "#f1ede4", "#a69e8e"
#: the line under a stored picture of a Table (``playable``), and under any stored picture with buttons
PLAY_NOTE = "A stored picture: run the cell to play."
PLAY_BUTTONS_NOTE = "A stored picture: its greyed buttons work once the cell is run."
BUTTONS_NOTE = "A picture only: its greyed buttons do nothing."
NOTE_SIZE, NOTE_GAP = 11, 14


def button_classes(svg: str) -> list[str]:
    """The classes of the shapes ``svg`` draws as buttons (names ending in ``btn``), sorted."""
    return sorted({c for names in _CLASS_ATTR.findall(svg) for c in names.split() if c.endswith(BUTTON_SUFFIX)})


def _add_style(svg: str, css: str) -> str:
    """``svg`` with the rules ``css`` added to the end of its style sheet (one made if it has none)."""
    if "</style>" in svg:
        return svg.replace("</style>", css + "</style>", 1)
    return re.sub(r"^(<svg[^>]*>(?:<title>[^<]*</title>)?)", lambda m: m.group(1) + f"<style>{css}</style>", svg)


def inert_svg(svg: str, playable: bool = False) -> str:
    """``svg`` as a stored picture draws it (still scoped, so it may sit in a page with others): no click
    ids, labels or titles; every button-like shape flat and greyed; and a note on a line under it, saying
    so (and, ``playable``, that running the cell makes it a game to play)."""
    svg = _INERT.sub("", svg)
    buttons = button_classes(svg)
    if buttons:
        shapes = ",".join(f".{c}" for c in buttons)
        after = ",".join(f".{c}~*" for c in buttons)
        svg = _add_style(svg, f"{shapes}{{fill:{INERT_FILL}!important;stroke:{INERT_LINE}!important;"
                              f"stroke-width:1!important;stroke-dasharray:4 3!important}}{after}{{opacity:.5}}")
    note = (PLAY_BUTTONS_NOTE if buttons else PLAY_NOTE) if playable else (BUTTONS_NOTE if buttons else "")
    size = _SIZE.match(svg)
    if note and size:
        width, height = float(size.group(2)), float(size.group(4))
        lines = wrap_text(note, NOTE_SIZE, width - 12)
        total = height + 6 + NOTE_GAP * len(lines)
        svg = (size.group(1) + _fmt(width) + size.group(3) + _fmt(total) + size.group(5)
               + f'{_fmt(width)} {_fmt(total)}"' + svg[size.end():])
        # a class of its own: a picture's style sheet (unscoped once stored) styles its own classes and
        # elements (``text``), never this one, whose rule is more specific than an element's
        svg = _add_style(svg, f".snb-note{{font-size:{NOTE_SIZE}px;font-style:italic;fill:{MUTED};text-anchor:start}}")
        words = "".join(f'<text x="6" y="{_fmt(height + NOTE_GAP * (i + 1) - 1)}" class="snb-note">{esc(line)}</text>'
                        for i, line in enumerate(lines))
        svg = svg[: svg.rindex("</svg>")] + words + "</svg>"
    return svg


def picture_html(svg: str, alt: str, playable: bool = False) -> str:
    """``svg`` as an inert ``<img>`` (a data URI) that sanitised HTML keeps: shown untrusted and on GitHub.
    Nothing in it looks clickable (see ``inert_svg``; ``playable``: the picture of a Table, which its
    note says running the cell brings to life)."""
    # An inert picture needs no click ids or labels, and its title is the alt text. Only what a
    # URL or a quoted attribute cannot hold is escaped, to keep the picture small: every
    # attribute of our SVG is double-quoted and its text escapes quotes as entities.
    svg = inert_svg(svg, playable)
    root = _ROOT_GROUP.search(svg)
    if root:  # alone in its own document, a picture's style needs no scoping to its root group
        style_end = root.start()
        svg = svg[:style_end].replace(f".{root.group(1)} ", "") + svg[style_end:]
    body = svg.replace("%", "%25").replace("#", "%23").replace("\n", " ").replace('"', "'")
    return (f'<img class="snb-stored" src="data:image/svg+xml,{body.replace("&", "&amp;")}" '
            f'alt="{html.escape(alt, quote=True)}" style="max-width:100%;height:auto">')
