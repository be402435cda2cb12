"""A game's rules: id -> our paraphrase and the rulebook section it comes from."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Iterator, Mapping

from .errors import IllegalAction


@dataclass(frozen=True)
class Rule:
    """One rule: our own words, where the rulebook states it, and whether we chose it."""

    id: str
    text: str
    section: str
    ours: bool = False


class RuleBook(Mapping[str, Rule]):
    """The rules of one game, keyed by id, in the order they were written."""

    def __init__(self, game: str, book: str, rules: Mapping[str, tuple]):
        self.game = game
        self.book = book
        self._rules = {}
        for rid, spec in rules.items():
            if not rid.startswith(game + "."):
                raise ValueError(f"rule id {rid!r} must start with {game!r}")
            self._rules[rid] = Rule(rid, *spec)

    def __getitem__(self, rid: str) -> Rule:
        return self._rules[rid]

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

    def cite(self, rid: str) -> str:
        """'Book, Section' for a rule (or 'our choice' for one the book leaves open)."""
        r = self._rules[rid]
        if r.ours:
            return f"our choice — the {self.book} leaves this open ({r.section})"
        return f"{self.book}, {r.section}"

    def illegal(self, rid: str, message: str | None = None) -> IllegalAction:
        """The IllegalAction for rule ``rid``; ``message`` says what was wrong this time."""
        r = self._rules[rid]
        return IllegalAction(rid, message or r.text, self.cite(rid), r.text)

    def markdown(self, ids=None) -> str:
        """The rules (or some of them) as a Markdown list, for notebooks."""
        def md(text: str) -> str:
            return html.escape(text, quote=False).replace("*", r"\*").replace("_", r"\_")

        lines = []
        for rid in ids or self._rules:
            r = self._rules[rid]
            lines.append(f"- **`{rid}`** — {md(r.text)} *({md(self.cite(rid))})*")
        return "\n".join(lines)
