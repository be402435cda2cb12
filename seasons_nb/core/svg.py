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
    return (f'<g class="{classes}" data-target="{esc(target_id)}" data-label="{esc(label)}"{attrs(kw)}>'
            f'{"".join(children)}</g>')


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
        self._classes: dict[str, str] = {}

    def classes(self, cls: str) -> str:
        """The class attribute (with its leading space) for ``cls``, or nothing (worked out once per ``cls``)."""
        done = self._classes.get(cls)
        if done is None:
            names = [c for c in cls.split() if c != self.default]
            for pair, one in self.pairs:
                if pair <= set(names):
                    names = [one] + [c for c in names if c not in pair]
                    break
            done = self._classes[cls] = f' class="{" ".join(names)}"' if names else ""
        return done

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


# ---- the render kit: what every game's pictures are made of ----------------------------------------------------
# A game keeps only its shapes and panels: numbers, rectangles, ``<use>``s, text, targets, the picture
# document with the ``<defs>`` its ``<use>``s need and the style rules its classes need, and the whole-table
# layout come from here. A ``Kit`` holds one game's choices (its root class, style sheet, shapes, how it
# writes numbers); every element it writes is byte for byte what the game's own helpers wrote before.

def one_decimal(v: float) -> str:
    """A number with at most one decimal and no trailing ``.0`` (``12``, ``12.5``)."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def whole(v: float) -> str:
    """A number rounded to whole pixels (half a pixel more or less shows nowhere and costs bytes)."""
    return str(round(v))


def compact(v: float) -> str:
    """A number with at most one decimal, no trailing zero and no leading zero (``.5``, ``-.5``; ints as they are)."""
    if isinstance(v, int):
        return str(v)
    s = one_decimal(v)
    if s == "-0":
        return "0"
    return s.replace("0.", ".", 1) if s.startswith(("0.", "-0.")) else s


#: ``a | b`` of two style classes, worked out once (pictures ask for the same pairs over and over)
_JOINED: dict[tuple[str, str], "Style"] = {}


class Style(str):
    """A class attribute's value; ``a | b`` joins two (``S.small | S.bold`` is ``"sls slb"``)."""

    __slots__ = ()

    def __or__(self, other: str) -> "Style":
        joined = _JOINED.get((self, other))
        if joined is None:
            joined = _JOINED[(self, other)] = self if not other else Style(f"{self} {other}" if self else str(other))
        return joined

    def __ror__(self, other: str) -> "Style":
        return Style(other) | self


class Styles:
    """A game's style classes by readable name: ``S = Styles(muted="slm", court=("sl0", "sl1"))``, then
    ``S.muted`` is ``"slm"`` and ``S.court[1]`` is ``"sl1"``; the pictures keep the short names."""

    def __init__(self, **names) -> None:
        for name, value in names.items():
            setattr(self, name, tuple(Style(v) for v in value) if isinstance(value, (tuple, list)) else Style(value))


class Width:
    """A model of how wide text is: ``em`` (character: width in em), ``other`` for the rest, ``bold`` the factor."""

    def __init__(self, em: dict, other: float, bold: float) -> None:
        self.em, self.other, self.bold = em, other, bold

    def __call__(self, text: str, size: float, bold: bool = False) -> float:
        """About how many pixels ``text`` takes at ``size`` pixels."""
        em, other = self.em, self.other
        return sum(em.get(ch, other) for ch in text) * size * (self.bold if bold else 1.0)


_CLASS_LIST = re.compile(r'class="([^"]*)"')
_SINGLE = re.compile(r"<(\w+)([^<>]*)/>")
#: the classes the Table puts on targets while they may be clicked
LIVE_CLASSES = frozenset({HIGHLIGHT, SELECTED})


def css_rules(css: str) -> list[tuple[list[frozenset], str]]:
    """Each rule of ``css`` with the classes each of its selectors needs (a selector ``.a .b`` needs both)."""
    return [([frozenset(re.findall(r"\.([\w-]+)", one)) for one in rule.split("{")[0].split(",")], rule + "}")
            for rule in css.split("}") if rule]


def translate(x: str, y: str, body: str) -> str:
    """``body`` moved to (``x``, ``y``), numbers already written."""
    return f'<g transform="translate({x},{y})">{body}</g>'


class Kit:
    """One game's drawing toolkit.

    ``root``: the class of the picture's root group (its font size and ink); ``css``: the style sheet;
    ``ids``: how the ids of its ``<defs>`` shapes begin; ``shape(key)``: a shape's markup from its id
    (``None`` for ids made with ``define``); ``number``: how it writes numbers; ``text``: a ``Texts``
    (default: no default class, no pairs). Options: ``zeros``, the attributes written even when 0
    (``"rect.x"``, ``"rect.y"``, ``"rect.rx"``, ``"use.x"``, ``"use.y"``); ``prune``: keep only the style
    rules the picture's classes need (``always``: classes counted as present); ``single``: a ``<defs>``
    shape of one element takes the id itself (no group); ``extra``: {class: markup added to ``<defs>``
    when a picture uses the class}; ``lit``: the class of the shapes the Table's marks light (dropped
    from a stored picture's former targets); ``shared``: the ``<defs>`` shapes of a kit whose every picture
    uses them and no other (its ``<defs>`` is then written once, not found in each picture's body).
    """

    def __init__(self, root: str, css: str, ids: str, shape: Callable[[str], str] | None = None,
                 number: Callable[[float], str] = one_decimal, text: "Texts | None" = None, *,
                 zeros: Iterable[str] = (), prune: bool = True, always: Iterable[str] = (), single: bool = False,
                 extra: dict | None = None, lit: str = "", shared: Iterable[str] = ()) -> None:
        self.root, self.css, self.ids, self.n = root, css, ids, number
        self._shape, self.zeros, self.prune, self.single = shape, frozenset(zeros), prune, single
        # per attribute that may be 0: whether a 0 is written out (asked for every rectangle and use)
        self._rect_x0, self._rect_y0, self._rect_rx0, self._use_x0, self._use_y0 = (
            name in self.zeros for name in ("rect.x", "rect.y", "rect.rx", "use.x", "use.y"))
        self.always, self.extra, self.lit = frozenset(always) | {root}, extra or {}, lit
        self.text = text or Texts("", (), number)
        self.t, self.lines = self.text.line, self.text.lines
        self.rules = css_rules(css)
        self._href = re.compile(rf'href="#({re.escape(ids)}[\w-]*)"')
        self._made: dict[str, str] = {}
        self._entries: dict[str, tuple[frozenset, str]] = {}
        self.shared = tuple(shared)
        self._shared_defs: str | None = None

    # ---- elements ----------------------------------------------------------------------------------------
    def rect(self, x, y, w, h, cls: str = "", rx: float = 4) -> str:
        """A rectangle (``rx``: its corners' radius)."""
        n = self.n
        xs = f' x="{n(x)}"' if x or self._rect_x0 else ""
        ys = f' y="{n(y)}"' if y or self._rect_y0 else ""
        rxs = f' rx="{n(rx)}"' if rx or self._rect_rx0 else ""
        c = f' class="{cls}"' if cls else ""
        return f'<rect{xs}{ys} width="{n(w)}" height="{n(h)}"{rxs}{c}/>'

    def use(self, key: str, x=0, y=0, cls: str = "", **kw) -> str:
        """A ``<use>`` of the shape ``key`` at (``x``, ``y``); ``kw``: more attributes (``transform``)."""
        n = self.n
        xs = f' x="{n(x)}"' if x or self._use_x0 else ""
        ys = f' y="{n(y)}"' if y or self._use_y0 else ""
        c = f' class="{cls}"' if cls else ""
        more = "".join(f' {k.rstrip("_").replace("_", "-")}="{v}"' for k, v in kw.items() if v is not None) if kw else ""
        return f'<use href="#{key}"{xs}{ys}{c}{more}/>'

    def at(self, x, y, body: str) -> str:
        """``body`` moved to (``x``, ``y``)."""
        return translate(self.n(x), self.n(y), body)

    def target(self, tid: str | None, label: str, body: str, hl: set | None, sel: set, last: set,
               titled: bool = False) -> str:
        """``body`` as the click target ``tid`` (none: plain ``body``), lit when in ``hl``, chosen when in ``sel``
        and marked as the last action's when in ``last``. ``titled``: its words as a ``<title>`` too (a tooltip
        and its accessible name even while it may not be clicked). ``hl`` None: a stored picture, where nothing
        is clicked: only the last action's mark is kept."""
        if tid is None:
            return body
        if hl is None:
            if tid in last:
                return f'<g class="{LAST_MARK}">{body}</g>'
            return body.replace(f'class="{self.lit} ', 'class="') if self.lit else body
        title = f"<title>{esc(label)}</title>" if titled else ""
        return target(tid, label, [title, body], hl=tid in hl, sel=tid in sel, cls=LAST_MARK if tid in last else "")

    # ---- the picture -----------------------------------------------------------------------------------
    def define(self, key: str, make: Callable[[], str]) -> str:
        """Register the shape ``key`` (made once by ``make()``) for the pictures' ``<defs>``; returns ``key``."""
        if key not in self._made:
            self._made[key] = make()
        return key

    def __contains__(self, key: str) -> bool:
        """Whether the shape ``key`` was made with ``define``."""
        return key in self._made

    def shape(self, key: str) -> str:
        """The markup of the ``<defs>`` shape ``key``."""
        made = self._made.get(key)
        if made is not None:
            return made
        if self._shape is None:
            raise KeyError(f"no shape {key!r}: make it with define() first")
        return self._shape(key)

    def entry(self, key: str, shape: str | None = None) -> str:
        """The ``<defs>`` entry of the shape ``key``: its markup with the id."""
        shape = self.shape(key) if shape is None else shape
        m = _SINGLE.fullmatch(shape) if self.single else None
        return f'<{m.group(1)} id="{key}"{m.group(2)}/>' if m else f'<g id="{key}">{shape}</g>'

    def defs(self, body: str) -> str:
        """The ``<defs>`` entries every ``<use>`` in ``body`` needs (and what those need in turn), by id."""
        todo, seen = set(self._href.findall(body)), set()
        while todo:
            key = todo.pop()
            if key not in seen:
                seen.add(key)
                todo |= self._needs(key)[0] - seen
        return "".join(self._needs(k)[1] for k in sorted(seen))

    def _needs(self, key: str) -> tuple[frozenset, str]:
        """The shapes the shape ``key`` uses in turn, and its ``<defs>`` entry (worked out once)."""
        known = self._entries.get(key)
        if known is None:
            shape = self.shape(key)
            known = self._entries[key] = (frozenset(self._href.findall(shape)), self.entry(key, shape))
        return known

    def style(self, markup: str, live: bool = True) -> str:
        """The rules of the style sheet the classes in ``markup`` need (all of them unless ``prune``)."""
        if not self.prune:
            return self.css
        classes = {c for m in _CLASS_LIST.findall(markup) for c in m.split()} | self.always
        if live:
            classes |= LIVE_CLASSES
        return "".join(rule for needs, rule in self.rules if any(n <= classes for n in needs))

    def doc(self, w: float, h: float, body: str, title: str, live: bool = True) -> str:
        """One picture: the style rules and ``<defs>`` it needs, then ``body`` in the root group.
        ``live``: the Table may light and select targets in it."""
        if self.shared:
            if self._shared_defs is None:
                self._shared_defs = self.defs("".join(f'href="#{key}"' for key in self.shared))
            defs = self._shared_defs
        else:
            defs = self.defs(body)
        css = self.style(defs + body, live)
        if self.extra:
            used = {c for m in _CLASS_LIST.findall(defs + body) for c in m.split()}
            defs += "".join(markup for cls, markup in self.extra.items() if cls in used)
        defs = f"<defs>{defs}</defs>" if defs else ""
        return svg_doc(w, h, [f'<g class="{self.root}">', defs, body, "</g>"], title=title, css=css)

    def table(self, rows: list[list[tuple[float, float, str]]], gap: float, paper: str = PAPER,
              wrap_first: bool = False) -> tuple[float, float, str]:
        """Panels (width, height, body) laid out in ``rows``, left to right and ``gap`` apart, rows one under
        the other; on one background of ``paper``, so no part of the picture is see-through. The first panel
        stays where it is (unless ``wrap_first``). Returns the width, the height and the body."""
        width = max(sum(w for w, _h, _b in row) + gap * (len(row) - 1) for row in rows)
        height = sum(max(h for _w, h, _b in row) for row in rows) + gap * (len(rows) - 1)
        parts, y = [f'<rect width="{self.n(width)}" height="{self.n(height)}" fill="{paper}"/>'], 0.0
        for row in rows:
            x = 0.0
            for w, _h, body in row:
                parts.append(body if x == 0 and y == 0 and not wrap_first else self.at(x, y, body))
                x += w + gap
            y += max(h for _w, h, _b in row) + gap
        return width, height, "".join(parts)


#: a target's wrapping, for pictures where nothing can be clicked
_STATIC = re.compile(rf'<g class="{TARGET} ?([^"]*)" data-target="[^"]*" data-label="[^"]*"')


def unclickable(svg: str) -> str:
    """``svg`` with its targets turned into plain groups (their other classes kept): a picture to keep."""
    return _STATIC.sub(lambda m: f'<g class="{m[1]}"' if m[1] else "<g", svg)
