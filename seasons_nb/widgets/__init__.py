"""Jupyter widgets (anywidget) for the seasons_nb notebooks: the board and the Table."""

from .board import BoardWidget
from .table import Exercise, Table, play

__all__ = ["BoardWidget", "Exercise", "Table", "play"]
