"""Position codes and game records: a match as one line of text, or as a readable file.

A **position code** is one line: ``snb1.<game>.<payload>.<check>``. ``1`` is the format version,
``<game>`` the game's name, ``<payload>`` the match compressed (zlib, then URL-safe base64 without
padding) and ``<check>`` eight hex digits of the CRC-32 of everything before it, so a typo is caught.
The payload holds a small JSON header and the actions: how the match started (the ``new_game``
arguments when they rebuild its first state exactly, else that state's save), how many actions
were played and the step being looked at; each action is its index in ``legal_actions()`` at its
step, and the indices together are one number in mixed radix (a forced move costs nothing, a choice
of ``n`` moves ``log2 n`` bits). A code of a seat's view holds no history and no secret: it is a
position sampled from what that seat sees, marked as such.

A **game record** is a text file: ``Key: value`` header lines (game, players, seed, options or
start, step), a blank line, then one numbered action per line in notation, each followed by the
log lines it wrote as ``#`` comments. Reading one replays every action and names the first
illegal one with its rule and line number.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction
from .match import Match
from .state import parse_save

VERSION = 1
#: the longest code read (a whole Solstice game of several thousand actions is a few kilobytes)
MAX_CODE_CHARS = 200_000
#: the longest game record read
MAX_RECORD_CHARS = 5_000_000
_CODE = re.compile(r"snb(\d+)\.([a-z]+)\.([A-Za-z0-9_-]+)\.([0-9a-f]{8})")
_SEED_OF_SAMPLE = 0
#: the log lines a seat's code keeps
SEAT_LOG_LINES = 12
#: the most a code unpacks to, and the most actions it holds
MAX_UNPACKED = 8_000_000
MAX_ACTIONS = 100_000
_MAGIC = "# Seasons game record"


def _game(name: str):
    from seasons_nb.games import PACKAGES, load

    if name not in PACKAGES:
        raise ValueError(f"field 'game': unknown game {name!r}; known: {', '.join(PACKAGES)}")
    return load(name)


def _check(body: str) -> str:
    return format(zlib.crc32(body.encode()) & 0xFFFFFFFF, "08x")


def _origin_matches(module, origin: dict | None, start) -> bool:
    if not origin:
        return False
    try:
        return module.new_game(**origin).to_json() == start.to_json()
    except (TypeError, ValueError):
        return False


def _start_of(module, data: dict):
    if "o" in data:
        origin = data["o"]
        if not isinstance(origin, dict):
            raise ValueError("field 'origin': not a set of new_game arguments")
        try:
            return module.new_game(**origin)
        except TypeError as e:
            raise ValueError(f"field 'origin': {e}") from None
    if not isinstance(data.get("s"), dict):
        raise ValueError("field 'start': missing")
    return module.State.from_dict(data["s"])


def _indices(start, actions) -> tuple[int, list[int]] | None:
    """The actions as one mixed-radix number (and the radices), or None if one is not listed as legal."""
    digits, radices, state = [], [], start
    for action in actions:
        legal = state.legal_actions()
        try:
            digits.append(legal.index(action))
        except ValueError:
            return None
        radices.append(len(legal))
        state = state.apply(action)
    number = 0
    for digit, radix in zip(reversed(digits), reversed(radices)):
        number = number * radix + digit
    return number, radices


def _replay_indices(start, number: int, count: int) -> tuple[list, list]:
    states, actions, state = [start], [], start
    for k in range(count):
        legal = state.legal_actions()
        if not legal:
            raise ValueError(f"field 'actions': the game is over after {k} actions, the code has {count}")
        number, digit = divmod(number, len(legal))
        state = state.apply(legal[digit])
        actions.append(legal[digit])
        states.append(state)
    if number:
        raise ValueError("field 'actions': the code holds more than its actions")
    return states, actions


def match_code(match: Match, seat: int | None = None) -> str:
    """The position code of ``match`` (every step); for ``seat``, a sample of only what that seat sees."""
    start = match.states[0]
    module = _game(start.INFO.name)
    if seat is not None:
        return position_code(match.state, seat)
    header: dict[str, Any] = {"n": len(match.actions), "at": match.step}
    origin = getattr(match, "origin", None)
    if _origin_matches(module, origin, start):
        header["o"] = origin
    else:
        header["s"] = start.to_dict()
    packed = _indices(start, match.actions)
    if packed is None:
        header["t"] = [str(a) for a in match.actions]
        number = 0
    else:
        number = packed[0]
    return _pack(start.INFO.name, header, number)


def position_code(state, seat: int | None = None) -> str:
    """The position code of one state; for ``seat``, of a position sampled from that seat's view
    (no seed, no hidden card: what is hidden is drawn afresh, the same for every hidden truth)."""
    header: dict[str, Any] = {"n": 0, "at": 0}
    if seat is not None:  # the seed is hidden too: it holds every future draw and roll
        state = state.view(seat).sample(_SEED_OF_SAMPLE)
        header["seat"] = seat
    header["s"] = data = state.to_dict()
    if seat is not None:  # a picture to show, not a history: the latest lines of the log are enough
        data["log"] = data["log"][-SEAT_LOG_LINES:]
    return _pack(state.INFO.name, header, 0)


def _pack(game: str, header: dict, number: int) -> str:
    raw = json.dumps(header, sort_keys=True, separators=(",", ":")).encode()
    raw += b"\n" + number.to_bytes((number.bit_length() + 7) // 8, "big")
    payload = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    body = f"snb{VERSION}.{game}.{payload}"
    return f"{body}.{_check(body)}"


@dataclass
class Loaded:
    """What a code or record rebuilt: the match, and the seat whose view it was sampled from (or None)."""

    match: Match
    sampled_from: int | None = None


def read_code(text: str, game: str | None = None) -> Loaded:
    """The match a position code holds; ValueError naming what is wrong (typo, version, game, …)."""
    if not isinstance(text, str):
        raise ValueError(f"a position code is text, not {type(text).__name__}")
    text = "".join(text.split())
    if len(text) > MAX_CODE_CHARS:
        raise ValueError(f"a position code is at most {MAX_CODE_CHARS:,} characters")
    found = _CODE.fullmatch(text)
    if not found:
        raise ValueError("not a position code: it reads snb1.<game>.<letters>.<8 hex digits>")
    version, name, payload, check = found.groups()
    if int(version) > VERSION:
        raise ValueError(f"field 'version': this code is from a newer version ({version}); "
                         f"this seasons_nb reads up to {VERSION}")
    if int(version) < 1:
        raise ValueError(f"field 'version': no version {version}")
    if _check(text[: -len(check) - 1]) != check:
        raise ValueError("the position code has a typo: its check digits do not match (copy it again)")
    if game is not None and name != game:
        raise ValueError(f"field 'game': this code is a {name} position, not {game}")
    module = _game(name)
    try:
        unpack = zlib.decompressobj()
        raw = unpack.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)), MAX_UNPACKED)
        if unpack.unconsumed_tail or not unpack.eof:
            raise ValueError("it is cut short or unpacks to too much")
        head, _, tail = raw.partition(b"\n")
        header = json.loads(head)
    except (binascii.Error, zlib.error, ValueError) as e:
        raise ValueError(f"the position code does not unpack: {e}") from None
    if not isinstance(header, dict):
        raise ValueError("field 'header': not an object")
    count, at = header.get("n"), header.get("at")
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_ACTIONS:
        raise ValueError("field 'actions': not a count of actions")
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= count:
        raise ValueError("field 'step': not a step of the match")
    seat = header.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
        raise ValueError("field 'seat': not a seat")
    start = _start_of(module, header)
    if "t" in header:
        texts = header["t"]
        if not isinstance(texts, list) or len(texts) != count or not all(isinstance(t, str) for t in texts):
            raise ValueError("field 'actions': not a list of actions")
        match = Match(start)
        for i, notation in enumerate(texts):
            try:
                match.play(notation)
            except IllegalAction as e:
                raise ValueError(f"field 'actions': action {i + 1} {notation!r}: {e} ({e.rule})") from None
    else:
        try:
            states, actions = _replay_indices(start, int.from_bytes(tail, "big"), count)
        except IllegalAction as e:  # pragma: no cover - indices name legal actions
            raise ValueError(f"field 'actions': {e}") from None
        match = Match(start)
        match.states, match.actions = states, actions
    match.goto(at)
    match.origin = header.get("o")
    return Loaded(match, seat)


# ---- game records


def record_text(match: Match, names: bool = True) -> str:
    """The match as a game record: a header, then each action in notation with its log lines."""
    start = match.states[0]
    origin = getattr(match, "origin", None)
    lines = [f"{_MAGIC} (format {VERSION})", f"Game: {start.INFO.name}"]
    if names:
        lines.append(f"Players: {', '.join(start.names)}")
    if _origin_matches(_game(start.INFO.name), origin, start):
        lines.append(f"Origin: {json.dumps(origin, sort_keys=True)}")
    else:
        lines.append(f"Start: {position_code(start)}")
    lines += [f"Step: {match.step}", ""]
    for i, (action, before, after) in enumerate(zip(match.actions, match.states, match.states[1:]), 1):
        lines.append(f"{i}. {action}")
        lines += [f"   # {line}" for line in after.log[len(before.log):]]
    return "\n".join(lines) + "\n"


class RecordError(ValueError):
    """A game record that does not read: ``line`` is its line number, ``rule`` the rule an action broke."""

    def __init__(self, message: str, line: int, rule: str = ""):
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.rule = rule


def read_record(text: str, game: str | None = None) -> Match:
    """The match a game record describes, at its step; RecordError for the first line that is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"a game record is text, not {type(text).__name__}")
    if len(text) > MAX_RECORD_CHARS:
        raise ValueError(f"a game record is at most {MAX_RECORD_CHARS:,} characters")
    rows = text.splitlines()
    if not rows or not rows[0].startswith(_MAGIC):
        raise RecordError(f"a game record starts with {_MAGIC!r}", 1)
    version = re.search(r"\(format (\d+)\)", rows[0])
    if version and int(version.group(1)) > VERSION:
        raise RecordError(f"field 'version': this record is from a newer version ({version.group(1)}); "
                          f"this seasons_nb reads up to {VERSION}", 1)
    header, number = {}, 1
    for number, row in enumerate(rows[1:], 2):
        if not row.strip():
            break
        key, sep, value = row.partition(":")
        if not sep:
            raise RecordError(f"a header line reads 'Key: value', not {row!r}", number)
        header[key.strip().lower()] = value.strip()
    else:
        number += 1
    name = header.get("game")
    if not name:
        raise RecordError("field 'game': missing", 2)
    if game is not None and name != game:
        raise RecordError(f"field 'game': this record is a {name} game, not {game}", 2)
    try:
        module = _game(name)
        if "origin" in header:
            try:
                origin = json.loads(header["origin"])
            except ValueError:
                raise ValueError("field 'origin': not JSON") from None
            start = _start_of(module, {"o": origin})
        elif "start" in header:
            origin = None
            start = read_code(header["start"], name).match.states[0]
        else:
            raise ValueError("field 'start': missing (an Origin or a Start line)")
        step = int(header.get("step", "-1"))
    except ValueError as e:
        raise RecordError(str(e), 2) from None
    if "players" in header and header["players"] != ", ".join(start.names):
        raise RecordError(f"field 'players': the game starts with {', '.join(start.names)}, "
                          f"not {header['players']}", 2)
    match = Match(start)
    match.origin = origin
    expected = 1
    for line_number, row in enumerate(rows[number:], number + 1):
        body = row.split("#", 1)[0].strip()
        if not body:
            continue
        found = re.fullmatch(r"(\d+)\.\s*(.+)", body)
        if not found:
            raise RecordError(f"an action line reads '<number>. <action>', not {body!r}", line_number)
        if int(found.group(1)) != expected:
            raise RecordError(f"action {found.group(1)} where action {expected} was expected", line_number)
        try:
            match.play(found.group(2))
        except IllegalAction as e:
            raise RecordError(f"action {expected} {found.group(2)!r} is illegal: {e} ({e.rule})", line_number,
                              e.rule) from None
        expected += 1
    if step > len(match.actions):
        raise RecordError(f"field 'step': step {step}, but the record has {len(match.actions)} actions", 2)
    match.goto(len(match.actions) if step < 0 else step)
    return match


# ---- reading what a Table's Load is given


def read_any(text: str, game: str | None = None) -> Match:
    """A game record (what Save writes), or a single position saved with ``to_json`` (as saves were
    before records); ValueError (RecordError for a record's wrong line) naming what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"a save is text, not {type(text).__name__}")
    stripped = text.strip()
    if stripped.startswith("#"):
        return read_record(stripped, game)
    if not stripped.startswith("{"):
        raise ValueError("that is not a saved game: a game record starts with "
                         f"{_MAGIC!r}, a saved position with '{{', a position code with 'snb1.'")
    data = parse_save(stripped)
    name = data.get("game")
    if not isinstance(name, str):
        raise ValueError("field 'game': missing")
    if game is not None and name != game:
        raise ValueError(f"field 'game': this is a save of {name}, not {game}")
    return Match(_game(name).State.from_dict(data))
