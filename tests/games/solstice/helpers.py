"""Small helpers shared by the Solstice rule tests."""

from __future__ import annotations

from ..checks import play, refused  # noqa: F401  (the game's tests import them from here)
