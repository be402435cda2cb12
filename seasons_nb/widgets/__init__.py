"""Jupyter widgets (anywidget) for the seasons_nb notebooks: the board, the card galleries and the Table."""

from .board import BoardWidget
from .cards import CardWidget, gallery
from .table import Exercise, Table, play

__all__ = ["BoardWidget", "CardWidget", "Exercise", "Table", "gallery", "play"]
