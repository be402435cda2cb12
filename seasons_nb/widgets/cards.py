"""CardWidget: a game's cards (or pieces) to click, each showing its full text and the rules that mention it.

A gallery is a :class:`~seasons_nb.widgets.BoardWidget` whose picture holds a row of tabs (one per
kind of card), the cards of the chosen kind, and a detail panel beside them. Clicking a card (or
focusing it and pressing Enter or Space) draws its full text and, under it, every rule of the
game that mentions it; clicking a tab shows that kind. Nothing new runs in the browser: the
picture is Python's, the clicks travel as on a board.

Each game's ``gallery`` module lists its entries with :func:`entry`, from the game's own data:

>>> from seasons_nb.games.solstice import gallery
>>> sword = next(e for e in gallery.entries() if e.title == "Sunsteel Sword")
>>> sword.kind, "solstice.draw.one_per_type" in sword.rules
('Weapons', True)

**Which rules mention an entry.** An entry is named by a few words: its title and the word for
its kind ("trinket", "Hero", "worker" ...). A rule mentions the entry when one of those words is
in the rule's sentence as a whole word (any case, a plural "s"/"es" allowed), or is one of the
parts of its id after the game's name (``solstice.draw.trinket`` mentions trinkets). See :func:`mentions`.
"""

from __future__ import annotations

import re
from typing import Iterable, NamedTuple, Sequence

from seasons_nb.core.rules import Rule, RuleBook
from seasons_nb.core.svg import INK, LINE, MUTED, PAPER, SEL, el, fit_text, picture_html, target, text_width, wrap_text

from .board import BoardWidget

__all__ = ["CARD_H", "CARD_W", "CardWidget", "Entry", "entry", "face", "gallery", "mentioning", "mentions"]

#: the box every entry's picture is drawn in, at the origin
CARD_W, CARD_H = 140, 78
GAP = 8
TAB_H = 26
DETAIL_W = 320
TEXT_SIZE, RULE_SIZE = 13, 11.5
#: the detail panel writes out the sentences of this many rules; the others it names by id
SENTENCES = 8
_ROOT = "snb-cards"
_CSS = "".join(f".{_ROOT} {rule}" for rule in (
    "text{fill:" + INK + ";font-size:11px}",
    ".cdb{font-weight:bold}",
    ".cdm{fill:" + MUTED + "}",
    ".cdt{font-size:13px}",
    ".cdh{font-size:15px;font-weight:bold}",
    ".cdr{font-size:11.5px}",
    ".cdi{font-size:11.5px;font-weight:bold;font-family:ui-monospace,monospace}",
    ".cdtabbtn{fill:" + PAPER + ";stroke:" + LINE + "}",
    ".cdon{fill:" + SEL + ";stroke:" + SEL + "}",
    ".cdon~text{fill:#fff;font-weight:bold}",
    ".cdsel{fill:none;stroke:" + SEL + ";stroke-width:3}",
))


class Entry(NamedTuple):
    """One card (or piece) of a game's gallery.

    ``id`` is unique in the game's gallery; ``kind`` is the tab it is shown under; ``picture``
    is SVG markup drawn in a ``CARD_W`` × ``CARD_H`` box at the origin (already escaped);
    ``text`` is its full text in our words; ``words`` name it (title and kind word), and
    ``rules`` are the ids of the rules that mention one of them, in the rule book's order.
    """

    id: str
    kind: str
    title: str
    picture: str
    text: str
    words: tuple
    rules: tuple


def _pattern(word: str) -> re.Pattern:
    body = r"\s+".join(re.escape(w) for w in word.split())
    return re.compile(rf"(?<![\w-]){body}(?:s|es)?(?![\w-])", re.IGNORECASE)


def mentions(rule: Rule, words: Iterable[str]) -> bool:
    """Whether ``rule`` names one of ``words``: as a whole word in its sentence (any case, a plural
    allowed), or as a part of its id between dots or underscores (the game's name left out).

    >>> from seasons_nb.core.rules import Rule
    >>> r = Rule("solstice.draw.trinket", "A drawn card goes to your collection.", "Draw")
    >>> mentions(r, ["trinket"]), mentions(r, ["card"]), mentions(r, ["car"]), mentions(r, ["dagger"])
    (True, True, False, False)
    """
    parts = {p.lower() for p in re.split(r"[._]", rule.id.partition(".")[2])}  # not the game's name
    for word in words:
        w = word.strip().lower()
        if not w:
            continue
        if w in parts or w + "s" in parts or _pattern(w).search(rule.text):
            return True
    return False


def mentioning(book: RuleBook, words: Iterable[str]) -> tuple[str, ...]:
    """The ids of the rules of ``book`` that mention one of ``words`` (:func:`mentions`), in order."""
    words = tuple(words)
    return tuple(rid for rid, rule in book.items() if mentions(rule, words))


def entry(book: RuleBook, id: str, kind: str, title: str, picture: str, text: str,
          words: Sequence[str] = ()) -> Entry:
    """An :class:`Entry` named by its title and ``words``, with the rules of ``book`` that mention it."""
    named = (title, *words)
    return Entry(id, kind, title, picture, text, named, mentioning(book, named))


def face(title: str, lines: Sequence[str] = (), colour: str = "#ddd", ink: str = INK, corner: str = "") -> str:
    """The usual picture of a card: a band of ``colour`` with its title, a few lines of words under it,
    and ``corner`` (a number, a cost) at the band's right end."""
    band = 22
    room = CARD_W - 12 - (len(corner) * 8 + 6 if corner else 0)
    parts = [
        el("rect", x=0.5, y=0.5, width=CARD_W - 1, height=CARD_H - 1, rx=6, fill=PAPER, stroke=LINE),
        el("path", d=f"M0.5 {band}V6.5a6 6 0 0 1 6-6H{CARD_W - 6.5}a6 6 0 0 1 6 6V{band}Z", fill=colour),
        el("text", fit_text(title, 11, room, bold=True), x=6, y=15, class_="cdb", fill=ink),
    ]
    if corner:
        parts.append(el("text", corner, x=CARD_W - 6, y=15, class_="cdb", fill=ink, text_anchor="end"))
    for i, line in enumerate(lines[:4]):
        parts.append(el("text", fit_text(line, 11, CARD_W - 18), x=6, y=band + 15 + 13 * i))
    return "".join(parts)


class CardWidget(BoardWidget):
    """A gallery of ``entries``: click a card to read its full text and the rules that mention it.

    ``book`` is the game's ``RULES`` (the sentences shown); ``kind`` the tab shown first (default:
    the first kind); ``selected`` the id of the entry shown in detail first (default: none);
    ``columns`` how many cards a row holds. One entry makes a single card with its detail.
    """

    def __init__(self, entries: Sequence[Entry], book: RuleBook, *, kind: str | None = None,
                 selected: str | None = None, columns: int = 4, title: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        if not entries:
            raise ValueError("field 'entries': a gallery needs at least one entry")
        self.entries = {e.id: e for e in entries}
        if len(self.entries) != len(entries):
            raise ValueError("field 'entries': two entries share an id")
        self.book, self.columns, self.title = book, max(1, int(columns)), title or f"The {book.game} gallery"
        self.kinds = tuple(dict.fromkeys(e.kind for e in entries))
        if kind is not None and kind not in self.kinds:
            raise ValueError(f"field 'kind': {kind!r} is not one of {', '.join(self.kinds)}")
        if selected is not None and selected not in self.entries:
            raise ValueError(f"field 'selected': no entry {selected!r}")
        self.kind = kind or (self.entries[selected].kind if selected else self.kinds[0])
        self.selected = selected
        self.on_click(self._pick)
        self._draw()
        self.status = ("Click a card (or Tab to it and press Enter) to read it and the rules that mention it."
                       if selected is None else self._said())

    def __repr__(self) -> str:
        return f"CardWidget({self.book.game}: {len(self.entries)} entries, {len(self.kinds)} kinds)"

    # ---- clicks -----------------------------------------------------------------------------------
    def show(self, entry_id: str) -> None:
        """Show entry ``entry_id`` in detail (and its kind), as a click on it does."""
        if entry_id not in self.entries:
            raise ValueError(f"field 'entry_id': no entry {entry_id!r}")
        self.selected, self.kind = entry_id, self.entries[entry_id].kind
        self._draw()
        self.status, self.status_kind = self._said(), "info"

    def _said(self) -> str:
        e = self.entries[self.selected]
        n = len(e.rules)
        return f"{e.title}: {n} rule{'s' if n != 1 else ''} mention{'s' if n == 1 else ''} it."

    def _pick(self, target_id: str) -> None:
        what, _, name = target_id.partition(":")
        if what == "card" and name in self.entries:
            self.show(name)
        elif what == "kind" and name in self.kinds:
            self.kind = name
            self._draw()
            count = sum(e.kind == name for e in self.entries.values())
            self.status, self.status_kind = f"{name}: {count}. Click one to read it.", "info"

    # ---- the picture ------------------------------------------------------------------------------
    def _draw(self) -> None:
        body, targets = [], []
        x0, y = 8, 8
        if len(self.kinds) > 1:
            x = x0
            for k in self.kinds:
                n = sum(e.kind == k for e in self.entries.values())
                words = f"{k} ({n})"
                w = round(text_width(words, 13, bold=True) + 22)
                on = k == self.kind
                body.append(target(f"kind:{k}", f"show the {k}", [
                    el("rect", x=x, y=y, width=w, height=TAB_H, rx=13, class_="cdon" if on else "cdtabbtn"),
                    el("text", words, x=x + w / 2, y=y + 17, text_anchor="middle", class_="cdt")]))
                targets.append(f"kind:{k}")
                x += w + 6
            y += TAB_H + GAP
        shown = [e for e in self.entries.values() if e.kind == self.kind]
        top = y
        for i, e in enumerate(shown):
            row, col = divmod(i, self.columns)
            cx, cy = x0 + col * (CARD_W + GAP), top + row * (CARD_H + GAP)
            mark = [el("rect", x=1.5, y=1.5, width=CARD_W - 3, height=CARD_H - 3, rx=6, class_="cdsel")] \
                if e.id == self.selected else []
            body.append(target(f"card:{e.id}", e.title, [e.picture, *mark], transform=f"translate({cx} {cy})"))
            targets.append(f"card:{e.id}")
        cols = min(self.columns, len(shown))
        grid_w = cols * CARD_W + (cols - 1) * GAP
        rows = -(-len(shown) // self.columns)
        bottom = top + rows * CARD_H + (rows - 1) * GAP
        detail, detail_h = self._detail(x0 + grid_w + GAP + 4, top)
        body.append(detail)
        width = max(x0 + grid_w + GAP + 4 + DETAIL_W, x if len(self.kinds) > 1 else 0) + 8
        height = max(bottom, top + detail_h) + 8
        head = el("title", self.title)
        self.markup = (
            f'<svg xmlns="http://www.w3.org/2000/svg" class="snb-svg" width="{width}" height="{height:g}" '
            f'viewBox="0 0 {width} {height:g}" role="img" font-family="system-ui, sans-serif">'
            f"{head}<style>{_CSS}</style><g class=\"{_ROOT}\">{''.join(body)}</g></svg>")
        self.targets = targets

    def _detail(self, x: float, y: float) -> tuple[str, float]:
        """The detail panel at ``x, y``: the selected entry's title, text and rules; and its height."""
        w = DETAIL_W
        parts, at = [], y + 20
        if self.selected is None:
            lines = wrap_text("Click a card to read its full text and the rules that mention it.", TEXT_SIZE, w - 20)
            for line in lines:
                parts.append(el("text", line, x=x + 10, y=at, class_="cdt cdm"))
                at += 17
        else:
            e = self.entries[self.selected]
            parts.append(el("text", fit_text(e.title, 15, w - 20, bold=True), x=x + 10, y=at, class_="cdh"))
            at += 16
            parts.append(el("text", e.kind, x=x + 10, y=at, class_="cdm"))
            at += 20
            for line in wrap_text(e.text, TEXT_SIZE, w - 20):
                parts.append(el("text", line, x=x + 10, y=at, class_="cdt"))
                at += 17
            at += 6
            n = len(e.rules)
            said = f"{n} rule{'s' if n != 1 else ''} mention{'s' if n == 1 else ''} it" + (":" if n else ".")
            parts.append(el("text", said, x=x + 10, y=at, class_="cdb"))
            at += 17
            for rid in e.rules[:SENTENCES]:
                parts.append(el("text", rid, x=x + 10, y=at, class_="cdi"))
                at += 14
                for line in wrap_text(self.book[rid].text, RULE_SIZE, w - 26):
                    parts.append(el("text", line, x=x + 18, y=at, class_="cdr"))
                    at += 14
                at += 4
            more = e.rules[SENTENCES:]
            if more:
                words = f"And {len(more)} more (rules(...) shows them): " + ", ".join(more) + "."
                for line in wrap_text(words, RULE_SIZE, w - 20):
                    parts.append(el("text", line, x=x + 10, y=at, class_="cdr"))
                    at += 14
        height = at - y
        frame = el("rect", x=x, y=y, width=w, height=height, rx=6, fill="#fff", stroke=LINE)
        return frame + "".join(parts), height

    def _repr_mimebundle_(self, **kwargs):
        data, metadata = super()._repr_mimebundle_(**kwargs)
        data["text/html"] = picture_html(self.markup, self.title, playable=True)
        return data, metadata


def gallery(game: str, kind: str | None = None, selected: str | None = None, columns: int = 4) -> CardWidget:
    """The gallery of a game's cards (Seasons of Arcadia: its pieces), to click: ``gallery("solstice")``."""
    from importlib import import_module

    from seasons_nb.games import load

    module = load(game)
    entries = import_module(f"{module.__name__}.gallery").entries()
    return CardWidget(entries, module.RULES, kind=kind, selected=selected, columns=columns,
                      title=f"The {game} gallery")

