"""What the games' loader tests share: a bad save or teaching position is refused with a ValueError
naming the field, and nothing is loaded."""

from __future__ import annotations

import json

import pytest


def refused_save(game, data: dict, field: str) -> ValueError:
    """``data`` is refused by the game's ``State.from_dict`` and ``from_json``, naming ``field``."""
    with pytest.raises(ValueError) as info:
        game.State.from_dict(data)
    assert f"field '{field}" in str(info.value), str(info.value)
    with pytest.raises(ValueError):
        game.from_json(json.dumps(data))
    return info.value


def refused_position(game, field: str, **kw) -> ValueError:
    """The game's ``from_position(**kw)`` is refused, naming ``field``."""
    with pytest.raises(ValueError) as info:
        game.from_position(**kw)
    assert f"field '{field}" in str(info.value), str(info.value)
    return info.value
