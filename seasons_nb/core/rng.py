"""A small seeded random number generator that lives inside a game state.

It is an immutable value (one 64-bit integer), so a state that holds it stays
immutable, serialises exactly to JSON, and a seed reproduces a whole game.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: each draw returns the value and the next generator."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def _next(self) -> tuple[int, "Rng"]:
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(s)

    def randrange(self, n: int) -> tuple[int, "Rng"]:
        """A uniform integer in [0, n), and the next generator."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        v, rng = self._next()
        while v >= limit:
            v, rng = rng._next()
        return v % n, rng

    def choice(self, seq):
        """A uniform element of ``seq``, and the next generator."""
        i, rng = self.randrange(len(seq))
        return seq[i], rng

    def shuffled(self, seq) -> tuple[list, "Rng"]:
        """A shuffled copy of ``seq`` (Fisher–Yates), and the next generator."""
        out = list(seq)
        rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.randrange(i + 1)
            out[i], out[j] = out[j], out[i]
        return out, rng

    def __eq__(self, other) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"
