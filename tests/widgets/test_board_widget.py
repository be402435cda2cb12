"""BoardWidget's Python side: click messages as ipywidgets delivers them (no browser)."""

import html
import logging

import pytest
import traitlets

from seasons_nb.widgets import BoardWidget

MARKUP = '<svg><rect data-target="a1"/><rect data-target=\'b2\'/><text>x</text></svg>'


@pytest.fixture
def board():
    w = BoardWidget(markup=MARKUP, targets=["a1"])
    w.got = []
    w.on_click(w.got.append)
    yield w
    w.close()


def send(widget, content):
    """Deliver a custom message the way ipywidgets does for a comm 'custom' message."""
    widget._handle_custom_msg(content, [])


def click(target, nonce, view="view-1"):
    return {"kind": "click", "target": target, "view": view, "nonce": nonce}


def test_valid_click_calls_callback(board):
    send(board, click("a1", 1))
    assert board.got == ["a1"]
    assert board.clicks == 1
    assert board.status_kind == "info"


def test_non_highlighted_target_still_reaches_callback(board):
    send(board, click("b2", 1))
    assert board.got == ["b2"]


def test_same_target_twice_counts_twice(board):
    send(board, click("a1", 1))
    send(board, click("a1", 2))
    assert board.got == ["a1", "a1"]
    assert board.clicks == 2


def test_two_views_have_their_own_counters(board):
    send(board, click("a1", 1, view="left"))
    send(board, click("a1", 1, view="right"))
    send(board, click("b2", 2, view="left"))
    assert board.got == ["a1", "a1", "b2"]


@pytest.mark.parametrize(
    "content",
    [
        "click a1",
        ["click", "a1"],
        None,
        {},
        {"kind": "hover", "target": "a1", "view": "v", "nonce": 1},
        {"target": "a1", "view": "v", "nonce": 1},
        {"kind": "click", "view": "v", "nonce": 1},
        {"kind": "click", "target": "a1", "nonce": 1},
        {"kind": "click", "target": "a1", "view": "v"},
        {"kind": "click", "target": 1, "view": "v", "nonce": 1},
        {"kind": "click", "target": ["a1"], "view": "v", "nonce": 1},
        {"kind": "click", "target": "a1", "view": 7, "nonce": 1},
        {"kind": "click", "target": "a1", "view": "", "nonce": 1},
        {"kind": "click", "target": "a1", "view": "v" * 65, "nonce": 1},
        {"kind": "click", "target": "a1", "view": "v", "nonce": "1"},
        {"kind": "click", "target": "a1", "view": "v", "nonce": 1.0},
        {"kind": "click", "target": "a1", "view": "v", "nonce": True},
        {"kind": "click", "target": "a1", "view": "v", "nonce": 0},
        {"kind": "click", "target": "a1", "view": "v", "nonce": -3},
        {"kind": "click", "target": "a1", "view": "v", "nonce": 2**60},
        {"kind": "click", "target": "zz", "view": "v", "nonce": 1},
        {"kind": "click", "target": "", "view": "v", "nonce": 1},
        {"kind": "click", "target": "a" * 201, "view": "v", "nonce": 1},
    ],
)
def test_bad_messages_are_refused_in_the_widget(board, content):
    send(board, content)
    assert board.got == []
    assert board.clicks == 0
    assert board.status_kind == "error"
    assert board.status.startswith("Click ignored:")


def test_oversize_target_refused_even_if_in_markup():
    long_id = "t" * 201
    w = BoardWidget(markup=f'<svg><rect data-target="{long_id}"/></svg>')
    got = []
    w.on_click(got.append)
    send(w, click(long_id, 1))
    assert got == [] and w.status_kind == "error"


@pytest.mark.parametrize("stale", [1, 2])
def test_stale_or_replayed_nonce_is_refused(board, stale):
    send(board, click("a1", 1))
    send(board, click("b2", 2))
    send(board, click("a1", stale))
    assert board.got == ["a1", "b2"]
    assert board.clicks == 2
    assert board.status_kind == "error"
    assert "already handled" in board.status


def test_refused_message_does_not_burn_the_nonce(board):
    send(board, click("nope", 1))
    send(board, click("a1", 1))
    assert board.got == ["a1"]


def test_target_must_be_in_current_markup(board):
    board.markup = '<svg><rect data-target="c3"/></svg>'
    send(board, click("a1", 1))
    send(board, click("c3", 2))
    assert board.got == ["c3"]


def test_escaped_ids_are_unescaped():
    raw = 'x<"y">&z'
    w = BoardWidget(markup=f'<svg><rect data-target="{html.escape(raw)}"/></svg>')
    got = []
    w.on_click(got.append)
    send(w, click(html.escape(raw), 1))  # the escaped form is not the id
    send(w, click(raw, 2))
    assert got == [raw]
    assert w.target_ids() == {raw}


def test_similar_attribute_names_are_not_targets():
    w = BoardWidget(markup='<g data-targets="a"><rect xdata-target="b"/><rect data-target = "c"/></g>')
    assert w.target_ids() == {"c"}


def test_callback_error_is_shown_not_raised(board, caplog):
    def boom(target):
        raise ValueError(f"no move at {target}")

    board.on_click(boom)
    with caplog.at_level(logging.ERROR, logger="seasons_nb.widgets.board"):
        send(board, click("a1", 1))
    assert board.got == ["a1"]
    assert board.status == "Something went wrong: no move at a1"
    assert board.status_kind == "error"
    assert "no move at a1" in caplog.text


def test_on_click_remove(board):
    board.on_click(board.got.append, remove=True)
    send(board, click("a1", 1))
    assert board.got == [] and board.clicks == 1


def test_browser_cannot_overwrite_board_traits(board):
    board.set_state({"markup": "<img src=x>", "targets": ["zz"], "clicks": 99})
    assert board.markup == MARKUP
    assert board.targets == ["a1"]
    assert board.clicks == 0


def test_clicks_is_read_only(board):
    with pytest.raises(traitlets.TraitError):
        board.clicks = 5


def test_status_kind_is_checked(board):
    with pytest.raises(traitlets.TraitError):
        board.status_kind = "warning"


def test_repr_is_deterministic(board):
    assert repr(board) == "BoardWidget(targets=1)"
    bundle = board._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/plain"] == "BoardWidget(targets=1)"
