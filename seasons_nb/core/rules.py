"""A game's rules: id -> our paraphrase and the rulebook section it comes from.

A rule the book states and a choice we made are separate ids. Our choices are
``Assumption``s: declared once (id, our words, the section the book leaves open,
and the value of the constant the engine reads), they become rules marked
``ours`` and feed the notebook's Assumptions section and the module docstring.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping

from .errors import IllegalAction

@dataclass(frozen=True)
class Rule:
    """One rule: our own words, where the rulebook states it, and whether we chose it."""

    id: str
    text: str
    section: str
    ours: bool = False
    constant: str | None = None
    value: object = None


@dataclass(frozen=True)
class Assumption:
    """A choice where the rulebook is silent or ambiguous.

    ``constant`` names the module-level constant the engine reads (in the game's
    ``rules.py``), ``value`` is its value; ``{value}`` in ``text`` is filled in.
    An assumption without a constant is a plain statement of how we read the book.
    """

    id: str
    text: str
    section: str
    constant: str | None = None
    value: object = None

    def rule(self) -> Rule:
        text = self.text.replace("{value}", str(self.value)) if self.constant else self.text
        return Rule(self.id, text, self.section, True, self.constant, self.value)


class RuleBook(Mapping[str, Rule]):
    """The rules of one game, keyed by id, in the order they were written.

    ``rules`` maps id -> (text, section) for what the book says (a third item
    ``True`` marks a rule of ours that is not a choice about the book, such as
    the notation); ``assumptions`` lists our choices.
    """

    def __init__(self, game: str, book: str, rules: Mapping[str, tuple],
                 assumptions: Iterable[Assumption] = ()):
        self.game = game
        self.book = book
        self._rules: dict[str, Rule] = {}
        self._declared: list[str] = []
        for rid, spec in rules.items():
            self._add(Rule(rid, *spec))
        for a in assumptions:
            self._add(a.rule())
            self._declared.append(a.id)

    def _add(self, rule: Rule) -> None:
        if not rule.id.startswith(self.game + "."):
            raise ValueError(f"rule id {rule.id!r} must start with {self.game!r}")
        if rule.id in self._rules:
            raise ValueError(f"rule id {rule.id!r} is declared twice")
        self._rules[rule.id] = rule

    def __getitem__(self, rid: str) -> Rule:
        return self._rules[rid]

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

    @property
    def assumptions(self) -> dict[str, Rule]:
        """Our choices, declared as ``Assumption``s, by id in declaration order."""
        return {rid: self._rules[rid] for rid in self._declared}

    def value(self, rid: str):
        """The value of the constant an assumption declares."""
        r = self._rules[rid]
        if r.constant is None:
            raise KeyError(f"{rid} declares no constant")
        return r.value

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

    def read(self, text, parse: Callable[[list[str]], Any], examples: str):
        """What ``parse`` makes of the words of notation ``text`` (case and spacing do not matter);
        IllegalAction (rule ``<game>.notation``) for anything else, or for words that name no action
        (``examples`` says how to write one)."""
        rid = f"{self.game}.notation"
        if not isinstance(text, str):
            raise self.illegal(rid, f"Expected notation text, got {type(text).__name__}.")
        action = parse(text.lower().split())
        if action is None:
            raise self.illegal(rid, f"Cannot read {' '.join(text.split())[:60]!r} as an action: write it like "
                               f"{examples}.")
        return action

    def markdown(self, ids=None) -> str:
        """The rules (or some of them) as a Markdown list, for notebooks."""
        lines = []
        for rid in ids or self._rules:
            r = self._rules[rid]
            lines.append(f"- **`{rid}`** — {_md(r.text)} *({_md(self.cite(rid))})*")
        return "\n".join(lines)

    def docstring(self) -> str:
        """Our choices as plain text, for a module docstring."""
        return "\n".join(f"- ``{rid}``" + (f" (``{r.constant} = {r.value!r}``)" if r.constant else "")
                         + f": {r.text}" for rid, r in self.assumptions.items())


def _md(text: str) -> str:
    return html.escape(text, quote=False).replace("*", r"\*").replace("_", r"\_")
