"""Groves pictures read without help: measured on the SVG itself (parsed, with its transforms).

- the whole-table picture holds every panel and every line of text inside its width;
- the hand panel grows with its hint: its last line ("Still to place") is inside the panel;
- a realm never draws its groves so small that their names fall under 8 px, however many groves it
  holds, and a spirit on a grove covers none of what is printed on it (name, number or space, dominion);
- every grove of a realm names its space (``d4``), the same name a move types (``p1.d4``).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

from seasons_nb.core import Rng
from seasons_nb.core.svg import text_width
from seasons_nb.games import groves as G
from seasons_nb.games.groves import render as R
from seasons_nb.games.groves import shapes
from seasons_nb.games.groves.actions import label as space_label
from seasons_nb.games.groves.teach import have, position

NS = "{http://www.w3.org/2000/svg}"
SIZE_OF = {c: s for s, c in R._SIZES.items()}
W1 = {"white": 1}
NAMES = {g.name for g in G.components.GROVES.values()} | {"Quick", "reference"}


def grown(**kw):
    """Two realms of eight groves each (four bought), with spirits, a visitor and a wraith on them."""
    kw.setdefault("groves", {"p1.f4": 1, "p1.d4": 8, "p1.d5": 15, "p1.e4": 9,
                             "p2.f4": 3, "p2.g6": 5, "p2.d6": 7, "p2.g4": 11})
    kw.setdefault("spirits", {"p1.d4": "white", "p1.d5": "wraith", "p1.f5": "yellow", "p2.f4": "blue",
                              "p2.e6": "white"})
    return position(hands=[{"white": 2, "yellow": 1}, {"white": 3, "blue": 1}], **kw)


def spread(players: int, seed: int):
    """The end of a seeded random game: realms grown in every direction."""
    s = G.new_game(players=players, seed=seed)
    rng = Rng(seed)
    while not s.is_over:
        a, rng = rng.choice(s.legal_actions())
        s = s.apply(a)
    return s


# ---- reading an SVG: every element with where it lands ---------------------------------------------------
def _transform(spec: str | None, base):
    """``base`` (x, y, k: a point maps to x + k * px) followed by ``spec`` (translate, then scale)."""
    x, y, k = base
    if spec:
        m = re.search(r"translate\(([-\d.]+)[ ,]([-\d.]+)\)", spec)
        if m:
            x, y = x + k * float(m.group(1)), y + k * float(m.group(2))
        m = re.search(r"scale\(([-\d.]+)\)", spec)
        if m:
            k *= float(m.group(1))
    return x, y, k


def walk(node, base=(0.0, 0.0, 1.0), inherited=()):
    """(element, x, y, k, classes of it and its ancestors) for every element outside ``<defs>``; a
    ``<use>``'s own x, y are applied as the SVG does (before its transform)."""
    for child in node:
        tag = child.tag.replace(NS, "")
        if tag == "defs":
            continue
        cls = inherited + tuple(child.get("class", "").split())
        at = base
        if tag == "use":
            at = _transform(f"translate({child.get('x', 0)} {child.get('y', 0)})", at)
        at = _transform(child.get("transform"), at)
        yield child, at[0], at[1], at[2], cls
        yield from walk(child, at, cls)


def text_box(el, x, y, k, cls) -> tuple[float, float, float, float]:
    """About where a ``<text>`` is drawn: (left, top, right, bottom)."""
    if "gl" in cls:     # a space's name on a grove: 10 px, bold, centred
        cls = cls + ("g0", "gb", "gc")
    size = float(el.get("font-size", 0)) or next((SIZE_OF[c] for c in reversed(cls) if c in SIZE_OF), 12)
    content = "".join(el.itertext())
    width = float(el.get("textLength") or text_width(content, size, bold="gb" in cls))
    tx, ty = x + k * float(el.get("x", 0)), y + k * float(el.get("y", 0))
    anchor = "middle" if ("gc" in cls or "gf" in cls) else "end" if "ge" in cls else "start"
    left = tx - k * width * {"start": 0, "middle": 0.5, "end": 1}[anchor]
    return left, ty - k * size * 0.78, left + k * width, ty + k * size * 0.22


def parse(svg: str):
    root = ET.fromstring(svg)
    w, h = (float(v) for v in root.get("viewBox").split()[2:])
    return root, w, h


def defs_of(root) -> dict[str, ET.Element]:
    return {g.get("id"): g for g in root.iter(f"{NS}g") if g.get("id")}


# ---- the whole table ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,seed", [(1, 3), (2, 5), (3, 1), (4, 2)])
def test_groves_whole_table_holds_every_panel_and_line(players, seed):
    for s in (spread(players, seed), G.new_game(players=players, seed=seed)):
        root, width, height = parse(s.render())
        panels = [(el, x) for el, x, _y, _k, cls in walk(root)
                  if el.tag == f"{NS}g" and (el.get("transform") or "").startswith("translate")
                  and el.find(f"{NS}rect") is not None and cls == ("gv",)]
        assert len(panels) >= players + 2, len(panels)          # Tree, realms, cards (and maybe the hand)
        for el, x in panels:
            frame = el.find(f"{NS}rect")
            assert x + float(frame.get("width")) <= width, (x, frame.get("width"), width)
        for el, x, y, k, cls in walk(root):
            if el.tag == f"{NS}text":
                left, top, right, bottom = text_box(el, x, y, k, cls)
                assert left >= 0 and right <= width + 1 and top >= 0 and bottom <= height, \
                    ("".join(el.itertext()), left, right, width)


def test_groves_whole_table_shows_the_second_realm_whole():
    s = grown()
    root, width, _ = parse(s.render())
    frames = {}
    for el, x, _y, _k, _cls in walk(root):
        title = el.find(f"{NS}text")
        if el.tag == f"{NS}g" and title is not None and el.find(f"{NS}rect") is not None:
            frames.setdefault("".join(title.itertext()), (x, float(el.find(f"{NS}rect").get("width"))))
    x, w = next(v for t, v in frames.items() if t.startswith("p2 · East Wind"))
    assert x + w <= width


# ---- the hand panel ----------------------------------------------------------------------------------------
def test_groves_hand_panel_holds_its_last_line_still_to_place():
    s = position(players=4, hands=[{"white": 2, "wraith": 1, "yellow": 1}, {"white": 3},
                                   {"white": 2, "blue": 1}, {"white": 3}],
                 bags=[{"white": 3}] * 4, portals={0: [1]}, crown=0)
    hand = s.panels()["hand"]
    root, width, height = parse(hand)
    boxes = [(text_box(el, x, y, k, cls), "".join(el.itertext())) for el, x, y, k, cls in walk(root)
             if el.tag == f"{NS}text"]
    assert any(t == "Still to place:" for _, t in boxes)
    for (_left, _top, right, bottom), text in boxes:
        assert bottom <= height - 4 and right <= width, (text, bottom, height)
    names = [t for _, t in boxes if t in ("East Wind", "South Wind", "West Wind")]
    assert len(names) == 3


# ---- groves in a realm -------------------------------------------------------------------------------------
def grove_marks(svg: str):
    """Every grove of a realm panel: (grove use, x, y, k, face id) and what is drawn around it outside the face
    (texts and spirits), and the face definitions."""
    root, _w, _h = parse(svg)
    faces = defs_of(root)
    placed = list(walk(root))
    groves = [(el, x, y, k, el.get("href")[1:]) for el, x, y, k, _c in placed
              if el.tag == f"{NS}use" and re.fullmatch(r"#gv[fg]\d+", el.get("href", ""))]
    return root, faces, placed, groves


def face_boxes(face, x, y, k, faces):
    """What a grove face prints (texts and the dominion star), as boxes placed at x, y, scale k."""
    out = []
    for el, ex, ey, ek, cls in walk(face, (x, y, k), ("gf",)):
        if el.tag == f"{NS}text" and "".join(el.itertext()).strip():
            out.append(("".join(el.itertext()), text_box(el, ex, ey, ek, cls)))
        elif el.tag == f"{NS}use" and el.get("href") == "#gvq":   # the star: a 12-px icon at (16, -23)
            sx, sy, sk = _transform("translate(16 -23) scale(.917)", (ex, ey, ek))
            out.append(("dominion star", (sx - 6 * sk, sy - 6 * sk, sx + 6 * sk, sy + 6 * sk)))
    return out


def circle_hits_box(cx, cy, r, box) -> bool:
    left, top, right, bottom = box
    nx, ny = min(max(cx, left), right), min(max(cy, top), bottom)
    return (cx - nx) ** 2 + (cy - ny) ** 2 < r * r


COLOUR_INITIALS = {"Y", "O", "G", "B"}


@pytest.mark.parametrize("state", ["grown", "spread-2", "spread-4"])
def test_groves_realm_names_stay_readable_and_spirits_cover_nothing(state):
    s = grown() if state == "grown" else spread(int(state[-1]), 7)
    checked = spirits = 0
    for seat in range(s.players):
        svg = s.panels()[f"realm-{seat}"]
        root, faces, placed, groves = grove_marks(svg)
        assert groves
        texts = [(el, text_box(el, x, y, k, cls)) for el, x, y, k, cls in placed if el.tag == f"{NS}text"]
        circles = [(x, y, k * shapes.SPIRIT_R) for el, x, y, k, _c in placed
                   if el.tag == f"{NS}use" and re.fullmatch(r"#gvs[a-z]", el.get("href", ""))]
        for _el, gx, gy, gk, face in groves:
            printed = face_boxes(faces[face], gx, gy, gk, faces)
            for text, box in printed:
                if text in NAMES:
                    assert box[3] - box[1] >= 8, (face, text, box)      # at least 8 px tall as drawn
            near = [(("".join(t.itertext())), b) for t, b in texts
                    if abs((b[0] + b[2]) / 2 - gx) < 38 * gk and abs((b[1] + b[3]) / 2 - gy) < 44 * gk]
            for cx, cy, r in circles:
                if abs(cx - gx) < 38 * gk and abs(cy - gy) < 44 * gk:
                    spirits += 1
                    # the grove's colour initial sits in the spirit's corner: a spirit there covers it on purpose
                    for what, box in printed + [(t, b) for t, b in near if not re.fullmatch(r"p\d", t)]:
                        if what in COLOUR_INITIALS:
                            continue
                        assert not circle_hits_box(cx, cy, r, box), (face, what)
            checked += 1
    assert checked >= 8 and spirits >= (5 if state == "grown" else 0)


def test_groves_realm_groves_are_drawn_at_least_at_the_smallest_size():
    for players, seed in [(2, 5), (3, 1), (4, 2), (2, 11)]:
        s = spread(players, seed)
        for seat in range(players):
            root, *_ = parse(s.panels()[f"realm-{seat}"])
            scales = [k for el, _x, _y, k, _c in walk(root) if el.tag == f"{NS}use"
                      and re.fullmatch(r"#gv[fg]\d+", el.get("href", ""))]
            assert min(scales) >= R.REALM_MIN_R / R.HEX_R - 0.01, (players, seed, seat, min(scales))


@pytest.mark.parametrize("state", ["grown", "spread-3"])
def test_groves_every_grove_of_a_realm_names_its_space(state):
    s = grown() if state == "grown" else spread(3, 4)
    for seat in range(s.players):
        root, faces, placed, groves = grove_marks(s.panels()[f"realm-{seat}"])
        texts = [("".join(el.itertext()), text_box(el, x, y, k, cls)) for el, x, y, k, cls in placed
                 if el.tag == f"{NS}text"]
        centres = {}
        for _el, gx, gy, gk, _face in groves:
            inside = [t for t, b in texts if abs((b[0] + b[2]) / 2 - gx) < 30 * gk
                      and abs((b[1] + b[3]) / 2 - gy) < 40 * gk]
            centres[(round(gx), round(gy))] = inside
        wanted = sorted(space_label(cell) for cell, *_ in s.seats[seat].realm)
        shown = sorted(t for inside in centres.values() for t in inside if re.fullmatch(r"[a-oq-z]\d+", t))
        assert shown == wanted


def test_groves_a_bought_grove_names_its_space_in_words_and_on_the_picture():
    s = grown()
    realm = s.panels(highlight=["p1.d4"])["realm-0"]
    label = html.unescape(re.search(r'data-target="p1.d4" data-label="([^"]*)"', realm).group(1))
    assert "(d4)" in label
    root, faces, placed, groves = grove_marks(realm)
    assert any(el.tag == f"{NS}text" and "".join(el.itertext()) == "d4" for el, *_ in placed)
    assert all(f.startswith("gvf") for *_, f in groves)   # a realm's groves leave their number to the row


def test_groves_row_groves_still_show_their_number():
    s = grown()
    tree = s.panels()["tree"]
    for gid in s.row:
        if gid:
            assert f">#{gid}</text>" in tree


def test_groves_resources_fit_a_realm_beside_a_rich_player():
    s = grown(resources=[have(earth=12, light=11, water=10, crystal=25, dominion=30), have(crystal=2)])
    root, width, _ = parse(s.panels()["realm-0"])
    for el, x, y, k, cls in walk(root):
        if el.tag == f"{NS}text":
            assert text_box(el, x, y, k, cls)[2] <= width


def test_groves_spirits_and_groves_show_their_colour_by_a_letter_too():
    """A spirit carries its colour's initial (a wraith its eyes) and a coloured grove its colour's initial,
    so no two differ by colour alone; the supply's key says what the letter means."""
    from seasons_nb.games.groves.components import GROVES, SPIRITS
    for name in SPIRITS:
        face = ET.fromstring(shapes.KIT.entry(shapes._spirit_id(name)))
        letters = ["".join(t.itertext()) for t in face.iter("text")]   # a definition: no namespace
        assert letters == ([] if name == "wraith" else [name[0].upper()]), name
    for gid, grove in GROVES.items():
        if grove.kind == "grove" and grove.colour >= 0:
            face = ET.fromstring(shapes.KIT.entry(shapes._grove_face(gid)))
            assert grove.colour_name[0].upper() in ["".join(t.itertext()) for t in face.iter("text")], gid
    supply = G.new_game(players=2, seed=1).panels()["supply"]
    assert "letter: colour" in supply
