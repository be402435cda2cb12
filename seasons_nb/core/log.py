"""A game log shared between successive states: each state adds lines without copying the rest."""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence


class Log(Sequence[str]):
    """An immutable sequence of log lines; ``log + lines`` shares ``log`` instead of copying it.

    >>> a = Log(["Turn 1."])
    >>> b = a + ("East places a lord.",)
    >>> list(b), len(a), b[-1]
    (['Turn 1.', 'East places a lord.'], 1, 'East places a lord.')
    """

    __slots__ = ("_parent", "_lines", "_len")
    _parent: "Log | None"

    def __init__(self, lines: Iterable[str] = ()):
        self._parent = None
        self._lines = tuple(lines)
        self._len = len(self._lines)

    def __add__(self, lines: Iterable[str]) -> "Log":
        lines = tuple(lines)
        if not lines:
            return self
        new = object.__new__(Log)
        new._parent = self if self._len else None
        new._lines = lines
        new._len = self._len + len(lines)
        return new

    def __len__(self) -> int:
        return self._len

    def _chunks(self) -> list[tuple[str, ...]]:
        chunks: list[tuple[str, ...]] = []
        node: Log | None = self
        while node is not None:
            chunks.append(node._lines)
            node = node._parent
        chunks.reverse()
        return chunks

    def __iter__(self) -> Iterator[str]:
        for chunk in self._chunks():
            yield from chunk

    def __getitem__(self, i):
        if isinstance(i, slice):
            start, stop, step = i.indices(self._len)
            if step == 1 and start >= stop:
                return ()
            if step == 1 and stop == self._len:
                return self.tail(self._len - start)
            return tuple(self)[i]
        n = self._len
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("log index out of range")
        node, end = self, n
        while end - len(node._lines) > i:
            end -= len(node._lines)
            node = node._parent
        return node._lines[i - (end - len(node._lines))]

    def tail(self, k: int) -> tuple[str, ...]:
        """The last ``k`` lines, reading only as far back as needed."""
        out: list[str] = []
        node: Log | None = self
        while node is not None and len(out) < k:
            out[:0] = node._lines
            node = node._parent
        return tuple(out[-k:]) if k > 0 else ()

    def __eq__(self, other) -> bool:
        if isinstance(other, (Log, tuple, list)):
            return len(other) == self._len and list(self) == list(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Log({list(self)!r})"
