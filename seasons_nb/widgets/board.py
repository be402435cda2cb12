"""BoardWidget: one Python-rendered picture whose ``data-target`` elements can be clicked."""

from __future__ import annotations

import html
import logging
import re
from typing import Any, Callable

import anywidget
import traitlets

from .common import CSS, ESM, Inbox, Refused, own, picture_html

__all__ = ["BoardWidget"]

log = logging.getLogger(__name__)

_TARGET_ATTR = re.compile(r"""(?<![\w:-])data-target\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_LABEL = re.compile(r'\bdata-label="([^"]*)"')
_TARGET_GROUP = re.compile(r'<g\b[^>]*?\bdata-target="([^"]*)"[^>]*?\bdata-label="([^"]*)"')


def target_labels(markup: str) -> dict[str, str]:
    """``data-target`` id -> its ``data-label`` (plain words), for targets drawn with one."""
    return {html.unescape(t): html.unescape(lab) for t, lab in _TARGET_GROUP.findall(markup)}


def target_label(markup: str, target: str) -> str | None:
    """The plain words ``markup`` gives target ``target`` (its first group's ``data-label``), or None."""
    at = markup.find(f'data-target="{html.escape(target)}"')
    if at < 0:
        return None
    found = _LABEL.search(markup, markup.rfind("<", 0, at), markup.find(">", at))
    return html.unescape(found.group(1)) if found else None


def target_ids(markup: str) -> frozenset[str]:
    """The set of ``data-target`` ids in ``markup``, with HTML entities decoded."""
    found = (m[1] if m[1] is not None else m[2] for m in _TARGET_ATTR.finditer(markup))
    return frozenset(html.unescape(v) for v in found)


class BoardWidget(anywidget.AnyWidget):
    """A picture whose ``data-target`` elements can be clicked.

    Python renders ``markup`` (already escaped); ``targets`` lists the ids to highlight and
    make keyboard-focusable; ``status`` is a line of plain text under the picture. Each
    accepted click calls the callbacks registered with :meth:`on_click`.
    """

    _esm = ESM
    _css = CSS

    markup = traitlets.Unicode("").tag(sync=True)
    targets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    status_kind = traitlets.Enum(["info", "error", "success"], default_value="info").tag(sync=True)
    clicks = traitlets.Int(0, read_only=True).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._callbacks: list[Callable[[str], object]] = []
        self.inbox = Inbox({"click": {"target": str}})
        self._ids_cache: tuple[str, frozenset[str]] = ("", frozenset())
        self.on_msg(self._on_custom_msg)
        own(self)

    def __repr__(self) -> str:
        return f"BoardWidget(targets={len(self.targets)})"

    def on_click(self, callback: Callable[[str], object], remove: bool = False) -> None:
        """Register ``callback(target)`` for accepted clicks (or unregister it)."""
        if remove:
            if callback in self._callbacks:
                self._callbacks.remove(callback)
        elif callback not in self._callbacks:
            self._callbacks.append(callback)

    def target_ids(self) -> frozenset[str]:
        """The ``data-target`` ids present in the current markup (cached per markup)."""
        if self._ids_cache[0] != self.markup:
            self._ids_cache = (self.markup, target_ids(self.markup))
        return self._ids_cache[1]

    def set_state(self, sync_data: dict) -> None:
        """The browser may not change anything (not even the widget's code or style)."""

    def _refuse(self, reason: str) -> None:
        self.status, self.status_kind = f"Click ignored: {reason}", "error"

    def _absent(self, fields: dict) -> str | None:
        if fields["target"] not in self.target_ids():
            return "there is nothing to click with that id here."
        return None

    def _on_custom_msg(self, _widget: object, content: object, _buffers: object) -> None:
        try:
            target = self.inbox.check(content, self._absent)["target"]
        except Refused as why:
            self._refuse(str(why))
            return
        with self.hold_sync():
            for callback in list(self._callbacks):
                try:
                    callback(target)
                except Exception as exc:
                    log.exception("click callback failed for target %r", target)
                    detail = str(exc) or type(exc).__name__
                    self.status = f"Something went wrong: {detail}"[:300]
                    self.status_kind = "error"
            self.set_trait("clicks", self.clicks + 1)

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs)
        data, metadata = data if isinstance(data, tuple) else (data, {})
        data = dict(data or {})
        if self.markup.lstrip().startswith("<svg"):
            data["text/html"] = picture_html(self.markup, "A game picture", playable=True)
        data["text/plain"] = repr(self)
        return data, metadata
