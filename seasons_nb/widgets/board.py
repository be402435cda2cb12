"""BoardWidget: shows Python-rendered SVG/HTML and reports clicks on ``data-target`` elements."""

from __future__ import annotations

import html
import logging
import pathlib
import re
from collections import OrderedDict
from typing import Any, Callable

import anywidget
import traitlets

__all__ = ["BoardWidget"]

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent / "static"
_TARGET_ATTR = re.compile(r"""(?<![\w:-])data-target\s*=\s*(?:"([^"]*)"|'([^']*)')""")
MAX_TARGET_LEN = 200
MAX_VIEW_LEN = 64
MAX_VIEWS = 256  # views remembered for nonce checks (oldest forgotten first)
MAX_NONCE = 2**53  # largest integer a browser counts exactly


_TARGET_GROUP = re.compile(r'<g\b[^>]*?\bdata-target="([^"]*)"[^>]*?\bdata-label="([^"]*)"')


def target_labels(markup: str) -> dict[str, str]:
    """``data-target`` id -> its ``data-label`` (plain words), for targets drawn with one."""
    return {html.unescape(t): html.unescape(lab) for t, lab in _TARGET_GROUP.findall(markup)}


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

    _esm = _STATIC / "board.js"
    _css = _STATIC / "board.css"

    markup = traitlets.Unicode("").tag(sync=True)
    targets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    status_kind = traitlets.Enum(["info", "error", "success"], default_value="info").tag(sync=True)
    clicks = traitlets.Int(0, read_only=True).tag(sync=True)

    _OWN = frozenset({"markup", "targets", "status", "status_kind", "clicks"})

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._callbacks: list[Callable[[str], object]] = []
        self._last_nonce: OrderedDict[str, int] = OrderedDict()
        self._ids_cache: tuple[str, frozenset[str]] = ("", frozenset())
        self.on_msg(self._on_custom_msg)

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
        """Ignore browser updates of the board traits: Python is their only source."""
        super().set_state({k: v for k, v in sync_data.items() if k not in self._OWN})

    def _refuse(self, reason: str) -> None:
        self.status, self.status_kind = f"Click ignored: {reason}", "error"

    def _check(self, content: object) -> str | None:
        """Return why a click message is refused, or None if it is acceptable."""
        if not isinstance(content, dict) or content.get("kind") != "click":
            return "not a click message."
        target, view, nonce = content.get("target"), content.get("view"), content.get("nonce")
        if not isinstance(target, str) or not 0 < len(target) <= MAX_TARGET_LEN:
            return "the target is not a valid id."
        if not isinstance(view, str) or not 0 < len(view) <= MAX_VIEW_LEN:
            return "the message does not say which view sent it."
        if type(nonce) is not int or not 0 < nonce <= MAX_NONCE:
            return "the message has no valid counter."
        if nonce <= self._last_nonce.get(view, 0):
            return "this click was already handled (stale message)."
        if target not in self.target_ids():
            return "there is nothing to click with that id here."
        return None

    def _on_custom_msg(self, _widget: object, content: object, _buffers: object) -> None:
        reason = self._check(content)
        if reason is not None:
            self._refuse(reason)
            return
        view, target = content["view"], content["target"]
        self._last_nonce[view] = content["nonce"]
        self._last_nonce.move_to_end(view)
        while len(self._last_nonce) > MAX_VIEWS:
            self._last_nonce.popitem(last=False)
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
