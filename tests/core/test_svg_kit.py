"""The render kit of ``core.svg``: numbers, elements, styles, targets, the picture document and the layout."""

import pytest

from seasons_nb.core.svg import Kit, Style, Styles, Texts, Width, compact, one_decimal, unclickable, whole

CSS = ".qr{font-size:9px}.qb{font-weight:700}.qm{fill:#666}.snb-hl .qk{stroke:red}.qa .qb{fill:blue}"


def kit(**kw) -> Kit:
    shapes = {"q-dot": '<circle r="2" class="qm"/>', "q-two": '<use href="#q-dot"/><use href="#q-dot" x="4"/>'}
    return Kit("qr", CSS, "q-", shapes.__getitem__, **kw)


@pytest.mark.parametrize("v, one, round_, short", [
    (3, "3", "3", "3"), (2.0, "2", "2", "2"), (2.25, "2.2", "2", "2.2"), (0.5, "0.5", "0", ".5"),
    (-0.5, "-0.5", "0", "-.5"), (-0.04, "-0", "0", "0"), (12.96, "13", "13", "13"),
])
def test_numbers(v, one, round_, short):
    assert (one_decimal(v), whole(v), compact(v)) == (one, round_, short)


def test_styles_name_short_classes_and_join():
    S = Styles(small="qs", bold="qb", season=("q0", "q1"))
    assert S.small == "qs" and S.season[1] == "q1"
    assert S.small | S.bold == "qs qb" and isinstance(S.small | S.bold, Style)
    assert S.small | "" == "qs" and "" | S.bold == "qb"


def test_width_model():
    w = Width({"i": 0.25}, 0.5, 2.0)
    assert w("ii", 10) == 5 and w("ab", 10) == 10 and w("ab", 10, bold=True) == 20


def test_elements_leave_out_zeros_unless_asked():
    plain, zeros = kit(), kit(zeros=("rect.x", "rect.y", "rect.rx", "use.x"))
    assert plain.rect(0, 0, 10, 5.25, "qm", 0) == '<rect width="10" height="5.2" class="qm"/>'
    assert zeros.rect(0, 0, 10, 5, "qm", 0) == '<rect x="0" y="0" width="10" height="5" rx="0" class="qm"/>'
    assert plain.rect(1, 2, 3, 4, "") == '<rect x="1" y="2" width="3" height="4" rx="4"/>'
    assert plain.use("q-dot", 0, 3, "qm") == '<use href="#q-dot" y="3" class="qm"/>'
    assert zeros.use("q-dot", transform="scale(2)") == '<use href="#q-dot" x="0" transform="scale(2)"/>'
    assert plain.t(1, 2, "a<b", "qb") == '<text x="1" y="2" class="qb">a&lt;b</text>'
    assert plain.at(1.25, 0, "<i/>") == '<g transform="translate(1.2,0)"><i/></g>'


def test_texts_drop_the_default_class_and_join_pairs():
    k = kit(text=Texts("q9", ((frozenset({"q10", "qb"}), "qj"),), whole))
    assert k.t(1.4, 2.6, "x", "q9 q10 qb qm") == '<text x="1" y="3" class="qj qm">x</text>'
    assert k.lines(0, 0, ["a", "b"], 10) == '<text x="0" y="0">a<tspan x="0" dy="10">b</tspan></text>'


def test_targets_live_and_stored():
    k = kit(lit="qk")
    body = '<rect class="qk qm"/>'
    live = k.target("t.1", "one", body, {"t.1"}, set(), {"t.1"}, titled=True)
    assert 'data-target="t.1"' in live and "snb-hl" in live and "snb-last" in live and "<title>one</title>" in live
    assert k.target(None, "one", body, set(), set(), set()) == body
    assert k.target("t.1", "one", body, None, set(), set()) == '<rect class="qm"/>'
    assert k.target("t.1", "one", body, None, set(), {"t.1"}) == f'<g class="snb-last">{body}</g>'
    assert unclickable(live) == live.replace('class="snb-target snb-last snb-hl" data-target="t.1" data-label="one"',
                                             'class="snb-last snb-hl"')
    assert unclickable(k.target("t.2", "two", body, set(), set(), set())) == f"<g>{body}</g>"


def test_doc_holds_the_defs_and_rules_it_needs():
    k = kit()
    doc = k.doc(20, 10, '<use href="#q-two"/><text class="qb qk">x</text>', "a title")
    assert '<g id="q-dot"><circle r="2" class="qm"/></g>' in doc and '<g id="q-two">' in doc
    assert doc.index('id="q-dot"') < doc.index('id="q-two"')
    assert ".qr{" in doc and ".qb{" in doc and ".qm{" in doc and ".snb-hl .qk" in doc and ".qa .qb" not in doc
    assert ".snb-hl .qk" not in k.doc(20, 10, '<i class="qk"/>', "t", live=False)
    assert "<defs>" not in k.doc(20, 10, "<text>x</text>", "t")
    assert kit(prune=False).doc(1, 1, "", "t").count(CSS) == 1
    single = kit(single=True).doc(1, 1, '<use href="#q-dot"/>', "t")
    assert '<circle id="q-dot" r="2" class="qm"/>' in single
    assert kit(extra={"qb": "<linearGradient/>"}).doc(1, 1, '<text class="qb">x</text>', "t").count("<linearGradient/>") == 1
    made = kit()
    assert made.define("q-new", lambda: "<i/>") == "q-new" and '<g id="q-new"><i/></g>' in made.doc(1, 1, '<use href="#q-new"/>', "t")


def test_shared_defs_are_written_without_searching_the_body():
    body = '<use href="#q-two"/><use href="#q-dot"/>'
    assert kit(shared=("q-two",)).doc(5, 5, body, "t") == kit().doc(5, 5, body, "t")
    # shared shapes are in every picture, used or not, and only they
    assert '<g id="q-two">' in kit(shared=("q-two",)).doc(5, 5, "", "t")
    assert 'id="q-two"' not in kit(shared=("q-dot",)).doc(5, 5, body, "t")


def test_table_lays_panels_out_in_rows():
    k = kit()
    w, h, body = k.table([[(10, 5, "<a/>"), (20, 8, "<b/>")], [(15, 4, "<c/>")]], 2)
    assert (w, h) == (32, 14)
    assert body == ('<rect width="32" height="14" fill="#fbf8f1"/><a/><g transform="translate(12,0)"><b/></g>'
                    '<g transform="translate(0,10)"><c/></g>')
    assert k.table([[(1, 1, "<a/>")]], 2, wrap_first=True)[2].endswith('<g transform="translate(0,0)"><a/></g>')
