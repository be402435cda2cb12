"""The search bot, for every registered game: legal moves, decided from what its seat may know.

Like the greedy bot, it must choose the same action on every state that looks the same to its seat
(a sample of its view, the same position with another random generator): it plans on samples of
the view, never on the hidden facts or the dice still to come.
"""

from __future__ import annotations

import pytest

from seasons_nb.core import GreedyBot, play_out
from seasons_nb.core.search import TERM_GAP, Considered, SearchBot, coach, decided, make_bot, why
from seasons_nb.games import GAMES, load

NAMES = list(GAMES)
TWINS = (21, 22)
#: a small budget: these tests are about what the bot may look at, not how well it plays
ITERATIONS = 24


def _positions(samples, name):
    return [s for s in samples(name) if not s.is_over][::3]


@pytest.mark.parametrize("name", NAMES)
def test_the_search_bot_decides_from_what_its_seat_knows(name, samples):
    for s in _positions(samples, name):
        me = s.current_player
        bot = SearchBot(7, iterations=ITERATIONS, depth=6)
        choice = bot.choose(s)
        assert choice in s.legal_actions()
        considered = [(c.action, c.visits, round(c.value, 9)) for c in bot.last]
        for k in TWINS:
            for twin in (s.view(me).sample(k), s.reseeded(k)):
                again = SearchBot(7, iterations=ITERATIONS, depth=6)
                assert again.choose(twin) == choice
                assert [(c.action, c.visits, round(c.value, 9)) for c in again.last] == considered
                assert decided(again, me) == decided(bot, me)  # what decided it, too, is from its seat's view


@pytest.mark.parametrize("name", NAMES)
def test_the_search_bot_says_what_it_considered(name, samples):
    s = max(_positions(samples, name), key=lambda p: len(p.legal_actions()))
    bot = SearchBot(3, iterations=60, depth=6)
    choice = bot.choose(s)
    legal = s.legal_actions()
    assert bot.last[0].action == choice and {c.action for c in bot.last} <= set(legal)
    assert sum(c.visits for c in bot.last) == 60 and all(0.0 <= c.value <= 1.0 for c in bot.last)
    assert [c.visits for c in bot.last] == sorted((c.visits for c in bot.last), reverse=True)


@pytest.mark.parametrize("name", NAMES)
def test_the_evaluation_terms_add_up_to_the_evaluation(name, samples):
    positions = samples(name)[::2]
    for s in positions:
        seen = s.view(s.current_player).sample(1) if s.current_player is not None else s
        for state in (s, seen):
            for seat in range(state.players):
                terms = state.evaluation_terms(seat)
                assert terms and all(isinstance(k, str) and k for k in terms)
                assert sum(terms.values()) == state.evaluate(seat)
    assert any(len(s.evaluation_terms(0)) > 1 for s in positions if not s.is_over)


def test_why_says_what_decided_the_move():
    from seasons_nb.games import arcadia

    spread = arcadia.from_position({"e5": "autumn", "d4": "autumn", "f5": "winter"}, players=2)
    cramped = arcadia.from_position({"e5": "autumn", "f5": "winter"}, players=2)
    ahead, behind = spread.legal_actions()[:2]
    bot = SearchBot(0)
    bot.last = [Considered(ahead, 6, 0.7), Considered(behind, 4, 0.4)]
    bot.ends = {ahead: [spread] * 6, behind: [cramped] * 4}
    gaps = {k: spread.evaluation_terms(0)[k] - cramped.evaluation_terms(0)[k] for k in spread.evaluation_terms(0)}
    name = max(gaps, key=gaps.get)
    label = spread.action_label
    assert gaps[name] >= TERM_GAP
    assert decided(bot, 0, label) == (f" What decided it: {name}, {gaps[name]:.1f} points of the evaluation better "
                                      f"on average at the end of its look-aheads than after {label(behind)} "
                                      "(a lord of its biggest season counts 11).")
    more = arcadia.from_position({"e5": "autumn", "d4": "autumn", "c3": "autumn", "f5": "winter"}, players=2)
    assert more.evaluate(0) - spread.evaluate(0) == spread.EVALUATION_UNIT[0]  # a lord of the biggest season
    assert "second choice" in decided(bot, 0) and label(behind) not in decided(bot, 0)
    bot.ends = {ahead: [cramped] * 6, behind: [cramped] * 4}
    assert decided(bot, 0, label).startswith(" It was close")
    bot.ends = {ahead: [spread] * 2 + [cramped] * 2, behind: [spread] + [cramped] * 2}  # ahead by luck, maybe
    assert decided(bot, 0, label).startswith(" It was close")
    bot.ends = {ahead: [spread] * 30 + [cramped] * 10, behind: [spread] * 10 + [cramped] * 30}
    assert decided(bot, 0, label).startswith(f" What decided it: {name}, {gaps[name] / 2:.1f} points")
    end = play_out(arcadia.new_game(players=2, seed=3), [GreedyBot(1), GreedyBot(2)])
    assert end.is_over and len(end.winners) == 1
    seat = end.winners[0]
    bot.ends = {ahead: [end] * 3 + [cramped] * 3, behind: [end] + [cramped] * 3}
    assert decided(bot, seat, label) == (" What decided it: it won the game in 3 of its 6 look-aheads after it, "
                                         f"against 1 of 4 after {label(behind)}.")
    bot.ends = {ahead: [end] * 2 + [cramped] * 4, behind: [end] + [cramped] * 3}
    assert "it won the game" not in decided(bot, seat, label)  # a third against a quarter: too close to decide


def test_why_says_the_bot_plays_the_move_it_tried_most_when_another_scored_higher():
    from seasons_nb.games import arcadia

    s = arcadia.from_position({"e5": "autumn", "f5": "winter"}, players=2)
    first, second, third = s.legal_actions()[:3]
    bot = SearchBot(0)
    bot.ends = {}
    bot.last = [Considered(first, 30, 0.5), Considered(second, 20, 0.45), Considered(third, 10, 0.4)]
    assert "tried most" not in why(bot, s, s.apply(first))
    bot.last = [Considered(first, 30, 0.5), Considered(second, 20, 0.45), Considered(third, 10, 0.6)]
    assert "It plays the move it tried most" in why(bot, s, s.apply(first))


def test_the_search_bot_takes_a_forced_move_without_searching():
    forced = []
    for name in ("altered", "groves", "intrigue"):
        game = load(name)
        s, bot = game.new_game(players=2, seed=0), GreedyBot(0)
        while not s.is_over and len(s.legal_actions()) != 1:
            s = s.apply(bot.choose(s))
        forced += [s] if not s.is_over else []
    assert forced, "no seeded game met a forced move"
    for s in forced:
        bot = SearchBot(0, iterations=50)
        assert bot.choose(s) == s.legal_actions()[0] and bot.last[0].visits == 0


@pytest.mark.parametrize("name", NAMES)
def test_a_whole_game_with_the_search_bot_ends(name):
    game = load(name)
    players = 2 if 2 in game.PLAYER_COUNTS else game.PLAYER_COUNTS[0]
    options = {"turn_limit": 12} if "turn_limit" in game.INFO.options else {}
    bots = [SearchBot(1, iterations=8, depth=4), GreedyBot(1)][:players]
    end = play_out(game.new_game(players=players, seed=2, **options), bots)
    assert end.is_over


def test_levels_make_bots_and_an_unknown_level_is_refused_by_name():
    assert type(make_bot("beginner")) is GreedyBot and make_bot("beginner").name == "beginner"
    strong, club = make_bot("strong", 3), make_bot("club", 3)
    assert isinstance(strong, SearchBot) and strong.iterations > club.iterations > 0
    assert make_bot("greedy").name == "greedy" and make_bot("random").name == "random"
    with pytest.raises(ValueError, match="'expert'.*beginner, club, strong"):
        make_bot("expert")


def test_a_table_plays_at_the_level_it_is_given():
    from seasons_nb.widgets import play

    table = play("altered", seed=1, bot="club")
    assert isinstance(table.bot, SearchBot) and table.bot.name == "club"
    table.bot_move()
    assert table.match.step >= 1 and "The club bot played" in table.status


@pytest.mark.parametrize("name", NAMES)
def test_why_names_the_moves_compared_and_hides_them_from_other_seats(name, samples):
    s = max(_positions(samples, name), key=lambda p: len(p.legal_actions()))
    me = s.current_player
    bot = SearchBot(4, iterations=40, depth=6)
    after = s.apply(bot.choose(s))
    mine = why(bot, s, after, viewer=me)
    label = s.view(me).action_label
    assert f"in {sum(c.visits for c in bot.last)} look-aheads" in mine and label(bot.last[0].action) in mine
    assert f"{bot.last[0].value:.0%}" in mine
    others = why(bot, s, after, viewer=(me + 1) % s.players)
    if s.INFO.hidden_information and s.players > 1:
        shown = s.view((me + 1) % s.players).action_label
        assert all(shown(c.action) not in others for c in bot.last[1:] if shown(c.action) != shown(bot.last[0].action))
        assert f"tried {shown(bot.last[0].action)} most" in others
    else:
        assert others == mine


@pytest.mark.parametrize("name", NAMES)
def test_the_beginner_says_what_it_liked_and_hides_its_other_moves_from_other_seats(name, samples):
    def clear_choice(s):
        bot = GreedyBot(4)
        bot.choose(s)
        return bot if len(bot.best) > 1 and bot.best[0][1] > bot.best[1][1] else None

    found = [(s, bot) for s in _positions(samples, name) for bot in [clear_choice(s)] if bot]
    assert found, "no sampled position where the beginner had a clear favourite"
    s, bot = found[0]
    me = s.current_player
    after = s.apply(bot.best[0][0])
    label = s.view(me).action_label
    mine = why(bot, s, after, viewer=me)
    assert mine.startswith(f"It looks one move ahead and compared {bot.compared} moves")
    assert f"{label(bot.best[0][0])} ({bot.best[0][1]:.1f})" in mine and f"after {label(bot.best[1][0])}" in mine
    assert "What decided it: " in mine or "It was close" in mine
    for k in TWINS:  # the same reasons on a state that looks the same from its seat
        twin = s.view(me).sample(k)
        again = GreedyBot(4)
        again.choose(twin)
        assert why(again, twin, twin.apply(bot.best[0][0]), viewer=me).split(" What it did:")[0] == mine.split(
            " What it did:")[0]
    others = why(bot, s, after, viewer=(me + 1) % s.players)
    if s.INFO.hidden_information and s.players > 1:
        shown = s.view((me + 1) % s.players).action_label
        assert "played the one it liked best" in others and "after its second choice" in others
        assert all(shown(a) not in others for a, _, _ in bot.best if shown(a) != shown(bot.best[0][0]))
    else:
        assert others == mine


def test_a_table_says_why_its_bot_played():
    from seasons_nb.widgets import play

    table = play("arcadia", seed=2, bot="club", bot_plays=())
    assert table.why() == "The bot has not played yet."
    table.bot_move()
    assert table.why().startswith("It compared ") and "look-aheads" in table.why()
    beginner = play("arcadia", seed=2, bot="beginner", bot_plays=())
    beginner.bot_move()
    assert "looks one move ahead" in beginner.why()


def test_the_coach_speaks_of_a_clearly_better_move_and_never_plays_for_the_learner():
    from seasons_nb.widgets import Table

    game = load("arcadia")
    s = game.new_game(players=2, seed=3)
    while len(s.legal_actions()) < 4:
        s = s.apply(s.legal_actions()[0])
    found = coach(s, s.legal_actions()[-1])
    assert found is not None and found[0] in s.legal_actions() and "A stronger move was" in found[1]
    better = found[0]
    reason = found[1].split(" What sets it apart: ")[1]  # said to the learner: "your …", the coach's search
    assert "look-aheads" in reason and " its " not in f" {reason}" and ("your " in reason or "you won" in reason)
    assert coach(s, better) is None  # the move it recommends is fine by it
    table = Table(s, coach=True)
    after = table.play(s.legal_actions()[-1])
    assert after == s.apply(s.legal_actions()[-1]) and table.match.step == 1  # the learner's move stands
    assert "A stronger move was" in table.status and s.view(0).action_label(better) in table.status
    quiet = Table(s)
    quiet.play(s.legal_actions()[-1])
    assert "stronger" not in quiet.status
