"""Hex-grid geometry on axial coordinates (q, r), reusable by any game.

Directions are the six neighbours. ``HexBoard`` is a hexagon of hexes of a given
radius, labelled row-letter + diagonal-number ("e5" is the centre of radius 4),
with precomputed neighbour and straight-line ("jump") tables.
"""

from __future__ import annotations

import math
from functools import lru_cache

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))


def add(a: Hex, b: Hex) -> Hex:
    """The sum of two axial vectors."""
    return (a[0] + b[0], a[1] + b[1])


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes touching ``h`` by an edge."""
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq - dr))


def beyond(a: Hex, b: Hex) -> Hex:
    """The hex past ``b`` on the straight line from ``a`` through its neighbour ``b``."""
    return (2 * b[0] - a[0], 2 * b[1] - a[1])


def center(h: Hex, size: float) -> tuple[float, float]:
    """Pixel centre of a pointy-top hex of circumradius ``size`` (y grows downwards, rows upwards)."""
    q, r = h
    x = size * math.sqrt(3) * (q - r / 2)
    y = -size * 1.5 * r
    return x, y


def corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex."""
    return [
        (cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


class HexBoard:
    """A hexagon of hexes of ``radius`` around (0, 0), with human labels.

    Rows run from 'a' (bottom) upwards; the number counts along the diagonal, as
    on an Abalone board, so every straight line keeps a letter or a number fixed.
    Cells are also numbered 0..n-1 (label order) for fast tables.
    """

    def __init__(self, radius: int):
        self.radius = radius
        cells = [
            (q, r)
            for r in range(-radius, radius + 1)
            for q in range(-radius, radius + 1)
            if abs(q - r) <= radius
        ]
        self.cells: tuple[Hex, ...] = tuple(cells)
        self.index = {h: i for i, h in enumerate(cells)}
        self.labels: tuple[str, ...] = tuple(self._label(h) for h in cells)
        self.by_label = {lab: i for i, lab in enumerate(self.labels)}
        self.center = self.index[(0, 0)]
        n = len(cells)
        self.adj: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index[nb] for nb in neighbours(h) if nb in self.index) for h in cells
        )
        # jumps[i] = ((over, landing_or_-1), ...): landing -1 means off the board
        self.jumps: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple(
                (self.index[nb], self.index.get(beyond(h, nb), -1))
                for nb in neighbours(h)
                if nb in self.index
            )
            for h in cells
        )
        self.edge = frozenset(i for i in range(n) if len(self.adj[i]) < 6)

    def _label(self, h: Hex) -> str:
        q, r = h
        return f"{chr(ord('a') + r + self.radius)}{q + self.radius + 1}"

    def __len__(self) -> int:
        return len(self.cells)

    def label(self, i: int) -> str:
        """Label of cell number ``i``."""
        return self.labels[i]

    def cell(self, label: str) -> int:
        """Cell number of a label (KeyError if it is not on the board)."""
        return self.by_label[label]

    def off_board(self, frm: int, over: int) -> Hex:
        """Axial hex (off the board) where a jump from ``frm`` over ``over`` would land."""
        return beyond(self.cells[frm], self.cells[over])


@lru_cache(maxsize=None)
def hex_board(radius: int) -> HexBoard:
    """The shared, immutable board of a given radius."""
    return HexBoard(radius)
