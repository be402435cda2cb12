"""What every widget shares: the browser message checks, the stored picture, cell ownership.

- Messages from the browser are plain dicts; :class:`Inbox` checks their shape, size and
  counter before anything acts on them, and says in words why one was refused.
- A stored picture is an ``<img>`` of the SVG in ``text/html``: JupyterLab shows it in a
  notebook that was never run or trusted (it hides stored ``image/svg+xml`` until then), GitHub
  shows it, and nothing in it reacts to the mouse.
- A widget belongs to the notebook cell that made it; running that cell again closes it, so
  re-running a notebook does not pile up widget models in the kernel and the page.
"""

from __future__ import annotations

import functools
import html
import re
import pathlib
import weakref
from collections import OrderedDict
from typing import Callable

from seasons_nb.core.state import MAX_SAVE_CHARS
from seasons_nb.core.svg import picture_html  # noqa: F401 - the widgets' stored pictures

STATIC = pathlib.Path(__file__).parent / "static"
CSS = STATIC / "snb.css"

#: The parts of the widgets' browser code (in ``static/``), in the order they are joined.
SHARED_PARTS = ("snb.js",)  # the picture, clicks and keys on its targets, messages to Python
BOARD_PARTS = (*SHARED_PARTS, "board.js")
TABLE_PARTS = (*SHARED_PARTS,
               "table-store.js",     # the pictures a model holds, patched by "update" messages
               "table-panels.js",    # the stage of panels, and where the decision area sits among them
               "table-decision.js",  # the curtain, the status line and the choice buttons
               "table-history.js",   # the History slider and the game log
               "table-share.js",     # the Save / Load… box
               "table-present.js",   # present mode
               "table-controls.js",  # the control buttons, Bot plays, View, the table's keys
               "table.js")           # the parts put together, liveness, drawing; its export


def join_parts(parts: tuple[str, ...]) -> str:
    """One ES module from parts of ``static/``: plain code, joined in order (only the last exports;
    anywidget loads a widget's code as one module)."""
    return "\n".join(f"// ==== {name} ====\n" + (STATIC / name).read_text(encoding="utf-8") for name in parts)


#: The BoardWidget's module (``ESM``) and the Table's: each widget declares its own entry point.
ESM = BOARD_ESM = join_parts(BOARD_PARTS)
TABLE_ESM = join_parts(TABLE_PARTS)

MAX_ID_LEN = 200
MAX_VIEW_LEN = 64
MAX_VIEWS = 256  # views remembered for counter checks (oldest forgotten first)
MAX_NONCE = 2**53  # the largest integer a browser counts exactly


# ---- the messages ------------------------------------------------------------------------------
# A widget's state travels as synced traits (ipywidgets sends only the traits that changed, all in one
# message). The Table's pictures are not traits (a click changes a few groups of a large picture:
# sending the whole picture would cost more than the click): the ``patch`` trait carries the change,
# in the same message as the other traits of that update. Custom messages carry what traits carry
# badly: the browser's requests and the answers meant for one view. The schemas below are the whole
# protocol.
#
# From the browser (every one checked by an :class:`Inbox` before anything acts on it):
#   {"kind": ..., "view": <id of the view, a short text>, "nonce": <its counter, 1, 2, …>, **fields}
# BoardWidget: "click" {"target"}. Table: see TABLE_INBOX. The Table answers every one of them with
# exactly one update (a new ``seq`` with its traits, or an empty "update" message when nothing
# changed), which is how the page knows it is live.
#
# The Table's ``patch`` trait (``TableWidget.show``), sent with the traits of the same update:
#   {"seq": n,                              the number of the update, as the ``seq`` trait;
#                                           n == last + 1: apply it; n <= last: already applied;
#                                           anything else: the view asks for everything ("sync")
#    "panels": {panel: svg},                panels drawn anew (whole pictures, already escaped)
#    "groups": {panel: {target: svg}},      (optional) clickable groups drawn anew in a panel
#    "classes": {panel: {target: class}},   (optional) groups whose class alone changed
#    "order": [panel, …]}                   (optional) the panels shown, in order, when it changed
# Custom messages from Python to a Table's views (``TableWidget.ack``, "sync", Save / Copy / Load):
#   {"kind": "update", "seq": n, "panels": {}}             nothing changed: an answer only
#   {"kind": "update", "seq": n, "full": true,             an answer to "sync": every panel, and the
#    "panels": {panel: svg}, "order": [panel, …]}          order; it replaces what the view had
#   {"kind": "file", "for": view, "name": file name, "text": text}   Save: the view downloads it
#   {"kind": "code", "for": view, "text": position code}             Copy position: shown and copied
#   {"kind": "loaded", "for": view}                                  a load from that view succeeded
# The page also gets, when it opens the model, the whole state: the traits, plus "panels",
# "order" and "panels_seq" (the seq those panels belong to).

#: What the browser may send a Table: kind -> fields and their types (see :class:`Inbox`).
TABLE_INBOX: dict[str, dict[str, object]] = {
    "click": {"target": str},          # a drawn target was clicked (or Enter/Space on a lit one)
    "choose": {"index": int},          # the choice button at this index
    "control": {"name": str},          # a control button: one of table.CONTROLS
    "goto": {"step": int},             # the History slider
    "seat": {"seat": int},             # a "Bot plays" switch
    "level": {"name": str},            # a bot level button (table.LEVEL_BUTTONS)
    "viewer": {"seat": int},           # the View picker (-1: the teacher's view)
    "sync": {"seq": int},              # hello, or "I missed an update": the seq the view has
    "load": {"text": (str, MAX_SAVE_CHARS)},  # a saved game or a position code to load
}


class Refused(ValueError):
    """A browser message that is not acted on; the text says why, in words."""


class Inbox:
    """Checks browser messages: ``{"kind": ..., "view": ..., "nonce": ..., **fields}``.

    ``kinds`` maps each accepted kind to its fields and their types (a text field may give its
    greatest length: ``(str, n)``; else ids of up to ``MAX_ID_LEN``). A message is accepted
    once: each view counts its messages up, and a counter not above the last seen is stale.
    """

    def __init__(self, kinds: dict[str, dict[str, type]]):
        self.kinds = kinds
        self._last: OrderedDict[str, int] = OrderedDict()

    def check(self, content: object, also: Callable[[dict], str | None] | None = None) -> dict:
        """The message's fields, or :class:`Refused`.

        ``also(fields)`` may give one more reason to refuse; a refused message does not
        use up its counter.
        """
        if not isinstance(content, dict) or content.get("kind") not in self.kinds:
            raise Refused("not a message this widget knows.")
        view, nonce = content.get("view"), content.get("nonce")
        if not isinstance(view, str) or not 0 < len(view) <= MAX_VIEW_LEN:
            raise Refused("the message does not say which view sent it.")
        if type(nonce) is not int or not 0 < nonce <= MAX_NONCE:
            raise Refused("the message has no valid counter.")
        fields = {}
        for name, spec in self.kinds[content["kind"]].items():
            kind, longest = spec if isinstance(spec, tuple) else (spec, MAX_ID_LEN)
            value = content.get(name)
            if type(value) is not kind or (kind is str and not 0 < len(value) <= longest) or (
                    kind is int and not -1 <= value <= MAX_NONCE):
                raise Refused(f"the field {name!r} is missing or not valid.")
            fields[name] = value
        if nonce <= self._last.get(view, 0):
            raise Refused("this message was already handled (stale message).")
        reason = also(fields) if also else None
        if reason:
            raise Refused(reason)
        self._last[view] = nonce
        self._last.move_to_end(view)
        while len(self._last) > MAX_VIEWS:
            self._last.popitem(last=False)
        return {"kind": content["kind"], **fields, "view": view}


# ---- cell ownership ---------------------------------------------------------------------------------
_owned: dict[str, list[weakref.ref]] = {}
_current: dict[str, str | None] = {"cell": None}
_hooked: list = []


def _pre_run_cell(info) -> None:
    cell = getattr(info, "cell_id", None)
    _current["cell"] = cell
    for ref in _owned.pop(cell, []) if cell else []:
        widget = ref()
        if widget is not None:
            close_widget(widget)


def close_widget(widget) -> None:
    """Close a widget model and its layout model (each is a comm the page holds)."""
    layout = getattr(widget, "layout", None)
    widget.close()
    if layout is not None:
        layout.close()


def own(widget) -> None:
    """Tie ``widget`` to the running notebook cell: running that cell again closes it."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return
    shell = get_ipython()
    if shell is None:
        return
    if shell not in _hooked:
        shell.events.register("pre_run_cell", _pre_run_cell)
        _hooked.append(shell)
        parent = getattr(shell, "parent_header", None) or {}
        _current["cell"] = (parent.get("metadata") or {}).get("cellId")
    cell = _current["cell"]
    if cell:
        _owned.setdefault(cell, []).append(weakref.ref(widget))


# ---- sending only the targets that changed -----------------------------------------------------------
_TARGET_OPEN = re.compile(r'<g\b[^>]*?\bdata-target="([^"]*)"[^>]*>')
_G_TAG = re.compile(r"<g\b[^>]*?(/?)>|</g>")


@functools.lru_cache(maxsize=32)  # each picture is cut twice: as the new one, then as the old one
def _target_groups(markup: str) -> tuple[tuple[str, ...], dict[str, str]] | None:
    """``markup`` cut into the text between its outermost target groups, and the groups by id
    (shared by every caller: not to be changed)."""
    parts, groups, pos = [], {}, 0
    for found in _TARGET_OPEN.finditer(markup):
        if found.start() < pos:
            continue  # inside a group already taken
        depth, end = 1, None
        for tag in _G_TAG.finditer(markup, found.end()):
            if tag.group(0) == "</g>":
                depth -= 1
            elif not tag.group(1):
                depth += 1
            if depth == 0:
                end = tag.end()
                break
        target = html.unescape(found.group(1))
        if end is None or target in groups:
            return None
        parts.append(markup[pos:found.start()])
        groups[target] = markup[found.start():end]
        pos = end
    parts.append(markup[pos:])
    return tuple(parts), groups


_CLASS = re.compile(r' class="([^"]*)"')


@functools.lru_cache(maxsize=4096)  # a picture's groups take few shapes: the same pairs come back
def _class_only(before: str, after: str) -> str | None:
    """The new class of a group whose markup changed in its opening tag's class alone, else None."""
    end_b, end_a = before.index(">"), after.index(">")
    if before[end_b:] != after[end_a:]:
        return None
    tag_b, tag_a = before[:end_b], after[:end_a]
    found = _CLASS.search(tag_a)
    if found is None or _CLASS.sub("", tag_b, count=1) != _CLASS.sub("", tag_a, count=1):
        return None
    return html.unescape(found.group(1))


def target_patch(old: str, new: str) -> tuple[dict[str, str], dict[str, str]] | None:
    """How ``new`` differs from ``old`` when only target groups do, else None: the new markup of
    the groups that changed, and the new class of those that changed only their class."""
    before, after = _target_groups(old), _target_groups(new)
    if before is None or after is None or before[0] != after[0] or list(before[1]) != list(after[1]):
        return None
    groups, classes = {}, {}
    for target, group in after[1].items():
        if before[1][target] != group:
            cls = _class_only(before[1][target], group)
            if cls is None:
                groups[target] = group
            else:
                classes[target] = cls
    return groups, classes
