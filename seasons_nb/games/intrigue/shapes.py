"""Seasons of Intrigue's look: the style sheet, its classes by name (``S``), the drawing kit (``KIT``) and
the shapes drawn once in ``<defs>`` (card faces, land frames, track rows, markers); ``render`` draws the
panels with them. Class names and ``<defs>`` ids start with ``in``; a shape in ``<defs>`` takes its
colours from the ``<use>``'s class, so that a lit target lights it too.
"""

from __future__ import annotations

from seasons_nb.core.svg import HL, HL_FILL, INK, LINE, MUTED, PAPER, SEL, Kit, Styles, Texts, fit_text, whole, wrap_text

from .components import CARDS, FACTIONS, GARRISONS, NUMBERS, SEASONS, WORKERS, op_text

# ---- look ---------------------------------------------------------------------------------------------
GAP = 10
DEC_W, MAP_W, TRK_W, PLY_W = 400, 490, 480, 400
#: the players' colours (units, markers, name dots)
P_COL = ("#7b3fa0", "#0f6f8a", "#b3261e", "#6b5a12")
#: light fills of the tile kinds
KIND_FILL = {"mine": "#dedad3", "farm": "#f6ebb4", "sawmill": "#d6e8c6"}
KIND_CLASS = {"mine": "inmine", "farm": "infarm", "sawmill": "insaw"}
INTRIGUE_COL, COMBAT_COL = "#6b4a9b", "#a3392b"
CW, CH = 94, 76          # a small card (worker, intrigue, combat)
CELL = 104               # a land on the map
LAND_GAP = 12            # between two lands on the map (a join crosses it)
TRK_CW = 38              # a cell of an influence track
UPG_W = (PLY_W - 36) // 5  # an upgrade slot
PHASE_WORD = {"draft": "the draft", "plan": "planning", "act": "actions", "battle": "a combat",
              "home": "cleanup", "hand": "cleanup: hand limit", "over": "game over"}
ORDINAL = ("1st", "2nd", "3rd", "4th")

CSS = "".join([
    f".inr{{font-size:9px;fill:{INK}}}", f".inbg{{fill:{PAPER};stroke:{LINE}}}", ".in10{font-size:10px}",
    ".in11{font-size:11px}", ".in13{font-size:13px}",
    ".inb{font-weight:700}", ".inc{text-anchor:middle}", ".ine{text-anchor:end}",
    f".inm{{fill:{MUTED}}}",
    ".inj{font-size:10px;font-weight:700}", f".inu{{font-size:10px;fill:{MUTED}}}",
    ".inh{font-size:11px;font-weight:700}", ".inw{fill:#fff}", ".inred{fill:#b3261e}",
    f".inbox{{fill:#fff;stroke:{LINE}}}", f".inbtn{{fill:#fff;stroke:{INK};stroke-width:1.2}}",
    f".inon{{fill:#fff6d6;stroke:{INK};stroke-width:1.5}}",
    ".inback{fill:#5d4a7e;stroke:#3a2b55}",
    f".inin{{fill:{INK};stroke:none}}", ".ins{stroke:none}", ".inn{font-weight:400}",
    f".inslot{{fill:none;stroke:{LINE};stroke-dasharray:3 2}}",
    *(f".inp{i}{{fill:{c}}}" for i, c in enumerate(P_COL)),
    *(f".inf{i}{{fill:{f.colour}}}" for i, f in enumerate(FACTIONS)),
    # a court's colour lightened, under text (dark ink on the full Frost blue reads poorly)
    *(f".inl{i}{{fill:{f.colour};fill-opacity:.45}}" for i, f in enumerate(FACTIONS)),
    *(f".{KIND_CLASS[k]}{{fill:{c};stroke:#a89878}}" for k, c in KIND_FILL.items()),
    ".infd{fill:#ebe6dc;stroke:#a89878}", ".ininner{stroke:#6e5a2e;stroke-width:2}",
    ".inhole{fill:#efe7d4;stroke:none}",
    ".inbat{fill:none;stroke:#b3261e;stroke-width:3;stroke-dasharray:6 3}",
    ".injoin{fill:none;stroke:#8a7448;stroke-width:7;stroke-linecap:butt}",
    f".inic{{fill:{INTRIGUE_COL}}}", f".inco{{fill:{COMBAT_COL}}}",
    ".intok{fill:#f2c94c;stroke:#8a6d00}", ".inally{fill:#fff;stroke:#8a6d00;stroke-dasharray:2 1.5}",
    ".incur{fill:#fff6d6;stroke:#8a6d00;stroke-width:1.5}",
    ".inclosed{fill:#e4e0d8;stroke:#a39b8c}", ".inrev{fill:#e3f1dc;stroke:#4d8a3a}",
    ".infade{opacity:.45}",
    f".snb-hl .ink{{stroke:{HL};stroke-width:3}}", f".snb-hl .inbtn{{fill:{HL_FILL}}}",
    f".snb-sel .ink{{stroke:{SEL};stroke-width:3}}", ".snb-sel .inbtn{fill:#dce9fb}",
    f".snb-last .ink{{stroke:{INK};stroke-width:2.5;stroke-dasharray:5 3}}",
])
#: the classes of ``CSS`` by what they do (``S.size10 | S.bold`` is ``"in10 inb"``, written ``inj``)
S = Styles(
    root="inr", paper="inbg", size9="in9", size10="in10", size11="in11", size13="in13", bold="inb", centre="inc",
    end="ine", muted="inm", bold10="inj", muted10="inu", bold11="inh", white="inw", red="inred", box="inbox",
    button="inbtn", button_on="inon", back="inback", inked="inin", no_stroke="ins", normal="inn", slot="inslot",
    face_down="infd", inner="ininner", hole="inhole", battle="inbat", join="injoin", intrigue="inic",
    combat="inco", vp_token="intok", ally="inally", current="incur", closed="inclosed", revealed="inrev",
    faded="infade", lit="ink", mine="inmine", farm="infarm", sawmill="insaw",
    player=tuple(f"inp{i}" for i in range(len(P_COL))), court=tuple(f"inf{i}" for i in range(len(FACTIONS))),
    court_light=tuple(f"inl{i}" for i in range(len(FACTIONS))),
)

DEFS = {
    # a small card's frame (its colours come from the card's class), its colour band, and the band with the
    # power disc at the top right
    "incf": f'<rect width="{CW}" height="{CH}" rx="5"/>',
    "incs": f'<rect width="{CW}" height="5" rx="2"/>',
    "incb": f'<use href="#incs"/><circle cx="{CW - 11}" cy="14" r="8.5"/>',
    # a hidden card
    "inkb": (f'<rect width="{CW}" height="{CH}" rx="5" class="inback"/>'
              f'<text x="{CW / 2:g}" y="{CH / 2 + 3:g}" class="inw inc">hidden</text>'),
    # a building
    "inhouse": '<path d="M0 7L7 0L14 7V15H0Z" stroke="#fff" stroke-width="1"/>',
    # the influence VP token
    "invp": '<circle r="7" class="intok"/><text y="3" class="inb inc">VP</text>',
    # a land's frame (its colours come from the land's class); with the words of a face-down tile (d), of an
    # inner land (i), or both
    "inL": f'<rect width="{CELL}" height="{CELL}" rx="6"/>',
    "inLd": f'<use href="#inL"/><text x="{CELL - 6}" y="15" class="ins inn inu ine">face down</text>',
    "inLi": '<use href="#inL"/><text x="6" y="27" class="ins inn inu">inner · 1 point</text>',
    "inLdi": '<use href="#inLd"/><text x="6" y="27" class="ins inn inu">inner · 1 point</text>',
}


def _def(key: str) -> str:
    """The shape of a ``<defs>`` id: fixed ones in ``DEFS``, the rest made from the id."""
    if key in DEFS:
        return DEFS[key]
    kind, arg = key[2], key[3:]
    if kind == "w":             # a worker card face: inw<index>
        return _worker_face(int(arg))
    if kind == "c":             # an intrigue or combat card face: inc<index>
        return _card_face(int(arg))
    if kind == "u":             # a unit disc in a player's colour: inu<seat>
        return f'<circle r="9" class="inp{arg}" stroke="#fff" stroke-width="1.2"/>'
    if kind == "m":             # a player's small marker: inm<seat>
        return f'<circle r="5" class="inp{arg}" stroke="#fff" stroke-width="1"/>'
    if kind == "S":             # an upgrade slot's state: inS<0 closed, 1 open, 2 revealed>
        st = int(arg)
        return (_rect(0, 0, UPG_W, 13, (S.closed, S.box, S.revealed)[st], 3)
                + _t(UPG_W / 2, 9.5, ("closed", "open", "✓ revealed")[st], S.centre + (" inm" if st == 0 else " inb")))
    if kind in "EQI":           # a frame of the given width: an event (E), a quest (Q), an initiative place (I)
        return _rect(0, 0, int(arg), {"E": 52, "Q": 32, "I": 24}[kind], "", 5 if kind == "I" else 4)
    if kind == "R":             # a court's row: its frame (colours from the row's class) and its track
        return f'<rect width="{TRK_W - 16}" height="27" rx="4"/>' + _use("inT", 80, 3)
    if kind == "T":             # an influence track's cells 0..6
        cells = NUMBERS["influence_track_length"] + 1
        return (_rect(0, 0, cells * TRK_CW - 3, 21, S.slot, 2)
                + '<path d="' + "".join(f"M{k * TRK_CW - 1.5:g} 0v21" for k in range(1, cells)) + '" class="inslot"/>'
                + '<text y="8" class="ins inm">'
                + "".join(f'<tspan x="{k * TRK_CW + 3}">{k}</tspan>' for k in range(cells))
                + "</text>")
    if kind == "h":             # the bar under a land, in its holder's colour: inh<seat>
        return _rect(0, 0, CELL - 6, 4, f"inp{arg}", 2)
    if kind == "G":             # the garrisons' powers over their spaces
        out, x = [_lines(0, 9, ["garrisons", "(power)"], 10, S.muted)], 44
        for g in GARRISONS:
            out.append(_t(x + g.spaces * 8, 7, str(g.power), S.muted | S.centre))
            x += 16 * g.spaces + 8
        return "".join(out)
    raise KeyError(key)


#: usual pairs of classes written as one
_PAIRS = ((frozenset({S.size10, S.bold}), S.bold10), (frozenset({S.size10, S.muted}), S.muted10), (frozenset({S.size11, S.bold}), S.bold11))


#: the drawing kit: whole pixels, 9 px text by default, a ``<defs>`` shape of one element takes the id itself,
#: and a stored picture (``hl`` None) drops the class the Table's marks light
KIT = Kit(S.root, CSS, "in", _def, whole, Texts(S.size9, _PAIRS, whole), single=True, lit=S.lit)
_n, _t, _lines, _rect, _use, _target = KIT.n, KIT.t, KIT.lines, KIT.rect, KIT.use, KIT.target


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"



# ---- words --------------------------------------------------------------------------------------------

def _court(f: int) -> str:
    return FACTIONS[f].id.title()


def _mods_text(w: int) -> str:
    """A worker's printed season modifiers: '+1 spring, summer'."""
    x = WORKERS[w]
    out = []
    for sign in (1, -1):
        seasons = [SEASONS[s] for s, m in enumerate(x.seasons) if m * sign > 0]
        if seasons:
            v = next(m for m in x.seasons if m * sign > 0)
            out.append(f"{_signed(v)} {', '.join(seasons)}")
    return "; ".join(out)



# ---- cards ------------------------------------------------------------------------------------------------

def _short_op(op: tuple) -> str:
    """A worker's ability in a few words (op_text's words where they are short already)."""
    k = op[0]
    if k == "draw":
        return f"draw {op[2]} {op[1]}"
    if k == "power":
        return f"+{op[1]} power"
    if k == "influence":
        return f"+{op[1]} influence"
    if k == "price":
        return f"+{op[2]} gold per {op[1]} sold"
    return op_text(op)


def _name_lines(name: str, right: float) -> list[str]:
    """A card's name in at most three bold lines, the first beside its power disc."""
    lines = wrap_text(name, 9, CW - right, True)
    if len(lines) > 1:
        lines = lines[:1] + wrap_text(" ".join(lines[1:]), 9, CW - 8, True)
    if len(lines) > 3:
        lines = lines[:2] + [fit_text(" ".join(lines[2:]), 9, CW - right, True)]
    return lines


def _face_lines(first: str, rest: list[str], y: float) -> str:
    """The muted first line (the card's court or kind) and the effect lines under it, down to the card's
    bottom (the last one shortened if it must be)."""
    out = [_t(5, y, first, S.muted)]
    lines = [ln for text in rest for ln in wrap_text(text, 9, CW - 8)]
    room = max(0, int((CH - 5 - y) // 10))
    if len(lines) > room:
        lines = lines[:room - 1] + [fit_text(" ".join(lines[room - 1:]), 9, CW - 8)] if room else []
    return "".join(out + [_t(5, y + 10 * (k + 1), ln) for k, ln in enumerate(lines)])


def _worker_face(w: int) -> str:
    """A worker card at (0, 0): court colour band, name, printed power, season modifiers, ability."""
    x = WORKERS[w]
    name = _name_lines(x.name, 26)
    rest = [t for t in (_mods_text(w), "✦ " + _short_op(x.ability[0]) if x.ability else "") if t]
    body = [_use("incb", 0, 0, f"inf{x.faction}"), _lines(5, 15, name, 10, S.bold),
            _t(CW - 11, 18, str(x.power), S.size11 | S.bold | S.centre), _face_lines(_court(x.faction), rest, _court_y(name))]
    return '<use href="#incf"/><g class="inin">' + "".join(body) + "</g>"


def _court_y(name: list) -> int:
    """Where the line under a card's name sits."""
    return 16 + 10 * len(name)


def _card_face(c: int) -> str:
    """An intrigue or combat card at (0, 0): colour band, name, kind, effect."""
    card = CARDS[c]
    col = S.intrigue if card.colour == "intrigue" else S.combat
    if card.colour == "combat":
        name = _name_lines(card.name, 26)
        body = [_use("incb", 0, 0, col), _lines(5, 15, name, 10, S.bold),
                _t(CW - 11, 17.5, f"+{card.power}", S.bold | S.centre | S.white),
                _face_lines("combat card", [f"+{card.power} to a side"], _court_y(name))]
    else:
        name = _name_lines(card.name, 8)
        body = [_use("incs", 0, 0, col), _lines(5, 15, name, 10, S.bold),
                _face_lines(f"{card.kind} intrigue", [op_text(card.op)], _court_y(name))]
    return '<use href="#incf"/><g class="inin">' + "".join(body) + "</g>"


