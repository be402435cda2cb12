"""Building SVG/HTML markup. Every text and attribute value goes through ``esc``."""

from __future__ import annotations

import html
from typing import Iterable

_NUMBER = (int, float)


def esc(value) -> str:
    """Escape any value for use as markup text or a quoted attribute value."""
    return html.escape(str(value), quote=True)


def _fmt(v) -> str:
    if isinstance(v, float):
        return f"{v:.1f}".rstrip("0").rstrip(".")
    return esc(v)


def attrs(items: dict) -> str:
    """``key="value"`` pairs; None and False drop a key, ``_`` in a key becomes ``-``."""
    out = []
    for k, v in items.items():
        if v is None or v is False:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append(f' {k}="{_fmt(v)}"')
    return "".join(out)


def el(tag: str, text=None, children: Iterable[str] = (), **kw) -> str:
    """One element: escaped ``text`` or already-built ``children`` inside it."""
    inner = esc(text) if text is not None else "".join(children)
    return f"<{tag}{attrs(kw)}>{inner}</{tag}>"


def empty(tag: str, **kw) -> str:
    """A self-closing element."""
    return f"<{tag}{attrs(kw)}/>"


def svg_doc(width: float, height: float, body: Iterable[str], title: str = "", css: str = "") -> str:
    """A whole ``<svg>`` picture with an accessible title and optional inline style."""
    head = el("title", title) if title else ""
    style = f"<style>{css}</style>" if css else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="snb-svg" width="{_fmt(width)}" '
        f'height="{_fmt(height)}" viewBox="0 0 {_fmt(width)} {_fmt(height)}" role="img">'
        + head + style + "".join(body) + "</svg>"
    )


def text_lines(x: float, y: float, lines: Iterable[str], size: int = 13, gap: int = 17, **kw) -> str:
    """Several lines of escaped text, one below the other."""
    return "".join(
        el("text", line, x=x, y=y + i * gap, font_size=size, **kw) for i, line in enumerate(lines)
    )
