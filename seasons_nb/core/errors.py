"""The one exception every game raises for a refused action."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid, or text that names no action.

    ``rule`` is the rule id (a key of the game's ``RULES``), ``section`` the
    rulebook section it comes from, and ``str(error)`` a plain-language reason.
    """

    def __init__(self, rule: str, message: str, section: str = "", rule_text: str = ""):
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.section = section
        self.rule_text = rule_text

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"IllegalAction({self.rule!r}, {self.message!r})"

    @property
    def explanation(self) -> str:
        """The reason, the rule in our words and where the rulebook says so."""
        parts = [self.message]
        if self.rule_text and self.rule_text != self.message:
            parts.append(f"Rule: {self.rule_text}")
        cite = f"[{self.rule}" + (f" — {self.section}]" if self.section else "]")
        parts.append(cite)
        return " ".join(parts)
