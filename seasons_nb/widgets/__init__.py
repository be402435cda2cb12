"""Jupyter widgets (anywidget) for the seasons_nb notebooks."""

from .board import BoardWidget

__all__ = ["BoardWidget"]
