"""The tutorial's bookkeeping (`play.tutorial`): which turn options are due after a move, at most a few at a time,
rare ones first, each explained once; the notes kept with the game; a whole tutorial explaining every option of its
game by the end, through the referee and a real SQLite store, across a restart."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import timedelta
from pathlib import Path

import pytest

import i18n
from data import GameStatus, Store
from i18n import ENGLISH
from play import hints
from play.actor import Actor
from play.computers import computer_moves
from play.errors import UserError
from play.families import Topic, family_of
from play.lobby import add_computer, start_tutorial
from play.moves import Seated
from play.referee import Referee
from play.tutorial import (
    DEALS,
    KEY,
    MARK,
    PER_TURN,
    WIN_WITHIN,
    deal_of,
    due,
    end,
    lesson,
    lesson_lines,
    option_places,
    resign_question,
    seeded_as,
    start_notes,
    stop,
    tutorial_of,
    tutorial_options,
)
from rules import Action, GameState, Message, Phase, Resign, kind_named
from rules.players import decide
from rules.zark.actions import TURN_OPTIONS, Attack
from tests.data.store_helpers import CHANNEL, GUILD, USERS, FakeClock, next_interaction
from tests.words import refused

ANN = USERS[0]


def new_game(game: str, options: dict[str, str], seed: str = "1") -> GameState:
    kind = kind_named(game)
    stored = {**kind.table(options), "players": ["Ann", "Bot 1 (easy)", "Bot 2 (easy)"]}
    return kind.new(kind.settings(stored), seed)


def level_for(game: GameState) -> str:
    return "random" if game.settings.game == "zarcana" else "easy"  # (quick, and Zarcana's easy is slower)


def step(game: GameState, version: int) -> None:
    seat = game.seats_to_act()[0]
    game.apply(seat, decide(game, seat, level_for(game), f"t:{version}:{seat}"))


def topic_keys(game: GameState) -> list[str]:
    return [topic.key for topic in family_of(game).tutorial_topics(game.settings)]


def learners_first_turn(game: GameState) -> int:
    """Play on until seat 0 takes its first turn option (after the setup); the version reached."""
    version = 1
    while not (game.seats_to_act() == [0] and game.phase is Phase.ACTION):
        step(game, version)
        version += 1
    return version


def test_due_explains_options_legal_now_in_the_familys_order_at_most_a_few_never_twice() -> None:
    game = new_game("zark-city", {})
    learners_first_turn(game)
    topics = family_of(game).tutorial_topics(game.settings)
    legal = game.legal_actions(0)
    first = due(topics, (), legal, game.view(None))
    assert 0 < len(first) <= PER_TURN
    order = [topic.key for topic in topics]
    keys = [topic.key for topic, _ in first]
    assert keys == sorted(keys, key=order.index)  # the family's order
    for topic, where in first:
        assert any(topic.matches(action) for action in legal)
        if topic.key in ("build", "move", "grow", "spawn"):
            assert re.search(r"\b[A-Z]\d+\b", where), where  # a place on the board
    rest = due(topics, keys, legal, game.view(None), limit=99)
    assert not {topic.key for topic, _ in rest} & set(keys)  # never twice
    legal_keys = {topic.key for topic in topics if any(topic.matches(action) for action in legal)}
    assert {topic.key for topic, _ in first + rest} == legal_keys  # every option legal now, in time
    assert "draw" in legal_keys  # always legal


def test_no_lesson_outside_a_tutorial_nor_off_the_learners_turn() -> None:
    game = new_game("zark-city", {})
    version = learners_first_turn(game)
    assert lesson(game.settings.to_dict(), game) is None  # no tutorial notes: no tutorial
    notes = start_notes(ANN, 0)(new_game("zark-city", {}))
    assert tutorial_of(notes) is not None
    off_turn = start_notes(ANN, 1)  # the learner at seat 1, whose turn it is not
    step(game, version)
    if 1 not in game.seats_to_act():
        assert lesson({**game.settings.to_dict(), **off_turn(game)}, game) is None


def test_the_notes_say_who_learns_and_what_was_explained_at_the_deal() -> None:
    game = new_game("zark-city", {})
    notes = start_notes(ANN, 0)(game)
    tutorial = tutorial_of(notes)
    assert tutorial is not None and (tutorial.learner, tutorial.seat) == (ANN, 0)
    assert tutorial.explained == ("starter",)  # everyone chooses a starter at once: due at the deal


def test_the_lines_cite_the_rule_and_the_page_and_say_where() -> None:
    page = Message("tutorial-page-zark", page=Message("choice-build"))
    topic = Topic("build", "tutorial-zark-build-title", "tutorial-zark-build", "R-5", page, lambda action: True)
    [line] = lesson_lines([(topic, "N14")], final=False)
    assert line == (
        f"{MARK} **Build** (R-5): /build lays a number card from your hand on an empty cell next to a card you occupy "
        "(sharing a side); no pyramid comes with it. You could now: N14. More: /zark rules page:build"
    )
    over = lesson_lines([(topic, "")], final=True)
    assert over[0].startswith(f"{MARK} Tutorial over.") and "never offered" in over[0]
    assert lesson_lines([], final=True) == [f"{MARK} Tutorial over. You have seen every turn option of this game."]


def play_tutorial(game: GameState) -> tuple[list[tuple[int, list[str], bool]], dict[str, object]]:
    """A whole game with seat 0 learning: each lesson as (version, keys, final), and the notes at the end."""
    settings = {**game.settings.to_dict(), **start_notes(ANN, 0)(game)}
    tutorial = tutorial_of(settings)
    assert tutorial is not None
    shown = [(1, list(tutorial.explained), False)]
    version = 1
    while game.phase is not Phase.OVER:
        step(game, version)
        version += 1
        taught = lesson(settings, game)
        if taught is not None:
            legal = game.legal_actions(0) if not taught.final else []
            for topic, _ in taught.shown:  # explained while legal for the learner (or at the end)
                assert taught.final or any(topic.matches(action) for action in legal)
            assert len(taught.shown) <= PER_TURN or taught.final
            shown.append((version, [topic.key for topic, _ in taught.shown], taught.final))
            settings = taught.settings
    return shown, settings


@pytest.mark.parametrize(
    ("game_name", "options"),
    [
        ("zark-city", {}),
        ("zark-city", {"edition": "classic"}),
        ("unocitta", {}),
        ("zarcana", {}),
    ],
)
def test_a_whole_tutorial_explains_every_option_of_its_game_once(game_name: str, options: dict[str, str]) -> None:
    game = new_game(game_name, options)
    shown, settings = play_tutorial(game)
    keys = [key for _, found, _ in shown for key in found]
    assert sorted(keys) == sorted(topic_keys(game)), keys  # each once, all of them
    assert shown[-1][2], "the game's end closes the tutorial"
    tutorial = tutorial_of(settings)
    assert tutorial is not None and sorted(tutorial.explained) == sorted(topic_keys(game))
    during = [key for _, found, final in shown if not final for key in found]
    assert len(during) >= 5, during  # most are shown on the board of their moment, not at the end


def test_each_game_has_its_own_options() -> None:
    assert "fly" in topic_keys(new_game("zark-city", {}))
    assert "fly" not in topic_keys(new_game("zark-city", {"edition": "classic"}))
    assert "nominate" in topic_keys(new_game("unocitta", {})) and "fly" not in topic_keys(new_game("unocitta", {}))
    assert set(topic_keys(new_game("zarcana", {}))) == {
        "place", "play", "use", "reorient", "draw", "discard-hand", "pass", "declare"
    }  # fmt: skip
    for game in ("zark-city", "unocitta", "zarcana"):
        for topic in family_of(new_game(game, {})).tutorial_topics(new_game(game, {}).settings):
            assert topic.rule[:2] in ("R-", "Z-", "H-") or topic.rule == "section 7", topic.rule


def test_a_tutorial_table_has_hints_on_and_is_never_rated() -> None:
    for game in ("zark-city", "unocitta", "unopolis", "zarcana"):
        options = tutorial_options(game)
        assert options == {"hints": "on"}
        stored = kind_named(game).table(options)
        assert stored["hints"] is True and stored["rated"] is False


# ----------------------------------------------------------------------------------------------- through the store


async def move(referee: Referee, store: Store, game_id: int) -> bool:
    """The next move, by whoever must act (Ann with the easy player's choice): False once the game is over."""
    loaded = await store.load(game_id)
    game = loaded.game
    assert game is not None
    if game.phase is Phase.OVER:
        return False
    seat = game.seats_to_act()[0]
    chosen = decide(game, seat, "easy", f"t:{loaded.version}:{seat}")
    player = loaded.row.player_at(seat)
    assert player is not None
    actor = Actor.computer(player.user_id) if player.is_computer else Actor.player(player.user_id)

    def build(state: GameState, at: int) -> Action:
        return chosen

    await referee.play_in(game_id, actor, build, next_interaction())
    return True


def told(texts: Sequence[str], topic: Topic) -> int:
    return sum(text.count(f"{MARK} **{i18n.text(ENGLISH, topic.title)}** ({topic.rule})") for text in texts)


async def test_a_tutorial_through_the_referee_and_the_store_survives_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "zark.db"
    clock = FakeClock()
    async with await Store.open(db, clock=clock) as store:
        row = await store.create_lobby(
            guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=kind_named("zark-city").table({})
        )
        loaded = await start_tutorial(store, row.id, ANN)
        assert [player.name for player in loaded.row.players] == ["Ann", "Bot 1 (gentle)", "Bot 2 (gentle)"]
        assert loaded.row.settings[KEY] == {"learner": ANN, "seat": 0, "explained": ["starter"]}
        referee = Referee(store)
        for _ in range(40):
            await move(referee, store, row.id)
        halfway = tutorial_of((await store.load(row.id)).row.settings)
        assert halfway is not None and len(halfway.explained) > 1
    async with await Store.open(db, clock=clock) as store:  # the bot restarted: the notes are where they were
        assert tutorial_of((await store.load(row.id)).row.settings) == halfway
        referee = Referee(store)
        while await move(referee, store, row.id):
            pass
        final = await store.load(row.id)
        owed = await store.claim_deliveries("test", timedelta(minutes=1), game_id=row.id)
    assert final.game is not None and final.game.phase is Phase.OVER
    texts = [str(delivery.payload["text"]) for delivery in owed if delivery.kind == "board"]
    assert sum(text.count(" · `") for text in texts) == len(final.game.history)  # every move's line, once
    learners = sum(1 for seat, _ in final.game.history if seat == 0)
    # At most two posts a turn of the learner's (theirs, then the computers' round): held lines go with the next.
    assert len(texts) <= 2 * learners + 1 < len(final.game.history)
    topics = family_of(final.game).tutorial_topics(final.game.settings)
    assert {topic.key: told(texts, topic) for topic in topics} == {topic.key: 1 for topic in topics}
    tutorial = tutorial_of(final.row.settings)
    assert tutorial is not None and sorted(tutorial.explained) == sorted(topic.key for topic in topics)
    assert "Tutorial over" in texts[-1]
    assert final.row.players[1].is_computer and not final.row.players[0].is_computer


async def test_a_game_that_is_no_tutorial_has_no_notes_and_no_explanations(store: Store, referee: Referee) -> None:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=kind_named("zark-city").table({})
    )
    await add_computer(store, row.id, ANN, "easy")
    await store.start_game(row.id, "11")
    for _ in range(10):
        await move(referee, store, row.id)
    assert KEY not in (await store.load(row.id)).row.settings
    owed = await store.claim_deliveries("test", timedelta(minutes=1), game_id=row.id)
    assert owed and not any(MARK in str(delivery.payload.get("text", "")) for delivery in owed)


def test_a_learner_who_resigns_at_once_is_shown_every_option_within_one_message() -> None:
    game = new_game("unocitta", {})
    settings = {**game.settings.to_dict(), **start_notes(ANN, 0)(game)}
    game.apply(0, Resign())  # while starters are chosen: nothing explained but the starter
    while game.phase is not Phase.OVER:
        step(game, len(game.history) + 1)
    taught = lesson(settings, game)
    assert taught is not None and taught.final
    assert [topic.key for topic, _ in taught.shown] == [key for key in topic_keys(game) if key != "starter"]
    text = "\n".join(taught.lines)
    assert len(text) <= 1500 and all(f"**{i18n.text(ENGLISH, topic.title)}**" in text for topic, _ in taught.shown)
    assert "/zark rules page:attack" in text  # where to read more, when there is no room for the sentences


# ----------------------------------------------------------------------------- a learner who follows the hints


def given(action: Action) -> Callable[[GameState, int], Action]:
    return lambda state, seat: action


async def think_here(game: GameState, seat: int, level: str, seed: str) -> Action:
    return decide(game, seat, level, seed)


async def no_pause(row: object) -> None:
    return None


async def always(turn: object) -> bool:
    return True


async def tutorial_at(store: Store, game: str) -> int:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=lobby_settings(game)
    )
    await start_tutorial(store, row.id, ANN)
    return row.id


def lobby_settings(game: str) -> dict[str, object]:
    return kind_named(game).table(tutorial_options(game))


@pytest.mark.parametrize("game_name", ["zark-city", "unocitta", "unopolis", "zarcana"])
async def test_a_learner_who_follows_the_hints_meets_the_options_and_wins_within_40_turns(
    store: Store, referee: Referee, game_name: str
) -> None:
    """The tutorial's own deal, through play/ without Discord: the gentle computers move (`computer_moves`), and the
    learner plays /zark hint's move (`play.hints.question`, searched at `HINT_LEVEL`) every turn. Every option comes
    up on her turns, Hatch and the Wild's nomination too (R-16, R-24), and she wins within 40 turns. The computers
    take nothing of hers but once, after the first round, her one pyramid, so that she may Hatch: never her
    starter in the first round. In Zarcana, which ends only once the deck is used up (Z-66, H-18), the gentle
    computers draw it down."""
    game_id = await tutorial_at(store, game_name)
    turns, met, taken = 0, set[str](), list[Attack]()
    while True:
        async for played in computer_moves(referee, game_id, think_here, no_pause, always):
            if isinstance(played.action, Attack):
                taken.append(played.action)
                assert played.action.owner == 0 and played.action.convert_to is None, played.action
                assert not played.game.occupied(0)  # her last pyramid: she may Hatch
                earlier = [action for seat, action in played.game.history[:-1] if seat == played.seat]
                assert any(isinstance(action, TURN_OPTIONS) for action in earlier)  # not in its first round
        loaded = await store.load(game_id)
        game = loaded.game
        assert game is not None
        if game.phase is Phase.OVER:
            break
        assert game.seats_to_act()[0] == 0 and turns < WIN_WITHIN, turns
        notes = tutorial_of(loaded.row.settings)
        topics = family_of(game).tutorial_topics(game.settings)
        now = family_of(game).learner_actions(game, 0)
        met |= {topic.key for topic in topics if any(topic.matches(action) for action in now)}
        asked = hints.question(Seated(loaded.row, game, 0))
        assert asked.seed == f"hint:tutorial:{loaded.version}:0"  # the same for every learner
        action = decide(asked.believed, 0, hints.HINT_LEVEL, asked.seed)
        turns += not game.history or game.history[-1][0] != 0  # (a turn's later steps are the same turn's)
        await referee.play_in(game_id, Actor.player(ANN), given(action), next_interaction())
    assert game.winners == (0,) and turns <= WIN_WITHIN
    assert met == set(topic_keys(game)), sorted(set(topic_keys(game)) - met)
    assert len(taken) == (game_name != "zarcana")  # once, to show Hatch; Zarcana's gentle players need not
    assert notes is not None and set(notes.explained) == set(topic_keys(game))  # each on her turn, before the end


def test_every_learner_gets_the_same_deal() -> None:
    for game in ("zark-city", "unocitta", "unopolis", "zarcana"):
        assert deal_of(game) == DEALS[game]
    assert seeded_as({KEY: {"learner": ANN, "seat": 0, "explained": []}}) == "tutorial"
    assert seeded_as({}) is None


def test_each_lesson_cites_the_ruling_that_defines_its_option() -> None:
    rules = {topic.key: topic.rule for topic in family_of(new_game("zark-city", {})).tutorial_topics(
        new_game("zark-city", {}).settings)}  # fmt: skip
    assert rules["grow"] == rules["spawn"] == "R-10a"  # not R-12 (paying for an attack) nor R-17 (the win check)
    assert rules["build"] == rules["move"] == "R-10a, R-5" and rules["draw"] == "R-10a, R-27"
    classic = new_game("zark-city", {"edition": "classic"})
    assert {t.key: t.rule for t in family_of(classic).tutorial_topics(classic.settings)}["draw"] == "R-19, R-27"


def test_a_lesson_says_every_place_the_option_may_be_taken_or_how_many_more() -> None:
    topic = Topic(
        "build", "Build", "/build lays a card.", "R-10a", Message("page"), lambda action: True, lambda v, a: str(a)
    )
    view = new_game("zark-city", {}).view(None)
    assert option_places(topic, [], view) == ""

    class At(Action):
        def __init__(self, cell: str) -> None:
            self.cell = cell

        def __str__(self) -> str:
            return self.cell

        def notation(self) -> str:
            return self.cell

    assert option_places(topic, [At("N14")], view) == "N14"
    assert option_places(topic, [At("N14"), At("M12"), At("N14")], view) == "N14 or M12"
    assert option_places(topic, [At(f"K{n}") for n in range(10, 17)], view) == "K10, K11, K12, K13 and 3 more"


async def test_the_learner_resigning_ends_the_tutorial_at_once_and_the_computers_stop(
    store: Store, referee: Referee
) -> None:
    game_id = await tutorial_at(store, "zark-city")
    async for _ in computer_moves(referee, game_id, think_here, no_pause, always):
        pass
    version = (await store.load(game_id)).version
    assert await end(store, game_id, USERS[1]) is None  # not the learner: nothing happens
    said = await end(store, game_id, ANN)
    assert said is not None and "Ann ended it" in said and "/zark new" in said and "/zark bot add" in said
    after = await store.load(game_id)
    assert after.row.status is GameStatus.ABANDONED and after.version == version
    assert [played async for played in computer_moves(referee, game_id, think_here, no_pause, always)] == []
    assert await end(store, game_id, ANN) is None  # over already


async def test_an_ordinary_game_is_not_ended_by_the_tutorials_end(store: Store) -> None:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=kind_named("zark-city").table({})
    )
    await add_computer(store, row.id, ANN, "easy")
    await store.start_game(row.id, "11")
    assert await end(store, row.id, ANN) is None
    assert (await store.load(row.id)).row.status.is_active


async def test_the_end_tutorial_button_ends_it_for_the_learner_alone_and_a_stale_press_changes_nothing(
    store: Store, referee: Referee
) -> None:
    game_id = await tutorial_at(store, "zark-city")
    async for _ in computer_moves(referee, game_id, think_here, no_pause, always):
        pass
    version = (await store.load(game_id)).version
    with refused(UserError, r"^Only Ann, who is learning in this tutorial, may end it; nothing changed"):
        await stop(store, game_id, USERS[1])
    after = await store.load(game_id)
    assert after.row.status.is_active and after.version == version
    said = await stop(store, game_id, ANN)
    assert "Ann ended it" in said and "/zark new" in said and "/zark bot add" in said  # the resignation's sentence
    assert (await store.load(game_id)).row.status is GameStatus.ABANDONED
    assert [played async for played in computer_moves(referee, game_id, think_here, no_pause, always)] == []
    with refused(UserError, r"^This tutorial is over already; nothing changed"):
        await stop(store, game_id, ANN)  # a button on an old board


async def test_the_end_tutorial_button_is_refused_in_a_game_that_is_no_tutorial(store: Store) -> None:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=kind_named("zark-city").table({})
    )
    await add_computer(store, row.id, ANN, "easy")
    await store.start_game(row.id, "11")
    with refused(UserError, rf"^Game {row.id} is no tutorial, so there is none to end; nothing changed"):
        await stop(store, row.id, ANN)
    assert (await store.load(row.id)).row.status.is_active


def test_resigning_in_a_tutorial_is_asked_as_ending_it() -> None:
    notes = {KEY: {"learner": ANN, "seat": 0, "explained": []}}
    assert resign_question(notes, ANN).startswith("End your tutorial? Resigning ends it at once")
    assert resign_question(notes, USERS[1]).startswith("Resign from this game?")
    assert resign_question({}, ANN).startswith("Resign from this game?")
