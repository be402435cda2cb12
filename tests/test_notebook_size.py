"""The committed notebooks stay light: stored pictures average <= 20 KB, each file <= 1 MB."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
MAX_AVERAGE_PICTURE = 20 * 1024
MAX_FILE = 1_000_000  # bytes: "1 MB" as the notebooks' readers count it


def pictures(path: Path) -> list[int]:
    """The size in bytes of every stored picture (an SVG, or an <img> of one in HTML)."""
    sizes = []
    for cell in json.loads(path.read_text())["cells"]:
        for output in cell.get("outputs", []):
            for kind, value in output.get("data", {}).items():
                text = "".join(value) if isinstance(value, list) else str(value)
                if kind in ("image/svg+xml", "text/html") and ("<svg" in text or "data:image/svg" in text):
                    sizes.append(len(text.encode()))
    return sizes


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_light(path):
    sizes = pictures(path)
    assert sizes, "a notebook committed without its pictures"
    assert sum(sizes) / len(sizes) <= MAX_AVERAGE_PICTURE, f"average picture {sum(sizes) / len(sizes):,.0f} B"
    assert path.stat().st_size <= MAX_FILE, f"{path.stat().st_size:,} B"
