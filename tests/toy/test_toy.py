"""The seam between the shared code and a game, proven by a toy that is not part of the product: a game of hidden
information registered through the protocols alone (`rules.core.registry`, `play.families`, `render.drawers`),
played to its end through the application (lobby, store, referee, preview, a computer seat) on a real SQLite store,
with a text board. No shared module names it."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from data import GameRow, Store
from play import lobby
from play.actor import Actor
from play.computers import computer_moves
from play.families import family_of
from play.families import register as register_family
from play.families import unregister as unregister_family
from play.preview import preview
from play.referee import ActionBuilder, Referee
from play.reports import headline
from play.thinking import decide
from render import alt_text, board_text
from render.drawers import register as register_drawer
from render.drawers import unregister as unregister_drawer
from rules import Action, GameState, Phase, RulesError, kind_named, kinds
from rules.core.registry import register, unregister
from rules.review import review
from rules.zark import Draw
from tests.data.store_helpers import FakeClock, next_interaction
from tests.play.test_computers import claims_for, in_process, no_pause

from .engine import KEY, KIND, Game, Pass, Take
from .words import TextBoard, Words

ANN, GUILD, CHANNEL = 1001, 100, 200


@pytest.fixture
def toy() -> Iterator[None]:
    register(KIND)
    register_family(Words(), KIND)
    register_drawer(TextBoard(), KIND)
    yield
    unregister(KEY)
    unregister_family(KIND)
    unregister_drawer(KIND)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "toy.db", clock=FakeClock()) as opened:
        yield opened


def doing(line: str) -> ActionBuilder:
    return lambda game, seat: kind_named(KEY).parse_action(line)


def exactly(action: Action) -> ActionBuilder:
    return lambda game, seat: action


async def toy_table(store: Store, level: str = "medium") -> GameRow:
    settings = lobby.check_settings(KEY, lobby.read_table_options("stones:15"))
    row = await store.create_lobby(guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=settings)
    row = await lobby.add_computer(store, row.id, ANN, level)
    return (await lobby.start(store, row.id, ANN, "toy seed")).row


def test_the_toy_is_registered_only_while_the_test_runs(toy: None) -> None:
    assert KEY in [kind.key for kind in kinds()]
    with pytest.raises(RulesError):
        lobby.check_settings(KEY, {"stones": "7"})  # its own option, checked by its own kind


def test_the_toy_is_not_a_game_of_the_product() -> None:
    assert KEY not in [kind.key for kind in kinds()]


async def test_the_toy_plays_to_its_end_through_the_application(toy: None, store: Store) -> None:
    referee = Referee(store)
    row = await toy_table(store)
    assert lobby.lobby_text(row).startswith(f"**Last stone**: game {row.id} (15 stones)")
    turns = 0
    while (loaded := await store.load(row.id)).game is not None and loaded.game.phase is not Phase.OVER:
        game = loaded.game
        turns += 1
        assert turns < 40
        if game.current == 0:  # Ann: preview her move first, then play it
            seated = await referee.seated_in(row.id, ANN)
            move = game.legal_actions(0)[0]
            tried = preview(seated, exactly(move))
            assert tried.summary.startswith("**Preview**") and move.notation() in tried.summary
            assert (await store.load(row.id)).version == loaded.version  # a preview stores nothing
            played = await referee.play_in(row.id, Actor.player(ANN), exactly(move), next_interaction())
            assert headline(played).startswith("**Ann** played")
        else:
            moves = [p async for p in computer_moves(referee, row.id, in_process, no_pause, claims_for(store))]
            assert moves and all(played.seat == 1 for played in moves)
        assert "stones in the pile" in board_text(game.view(None))
    final = (await store.load(row.id)).game
    assert final is not None and final.phase is Phase.OVER
    view = final.view(None)
    assert family_of(view).next_step_line(view, (await store.load(row.id)).row).endswith("took the last stone.")
    assert alt_text(view).startswith("0 stones in the pile")


async def test_the_toy_refuses_in_words_and_changes_nothing(toy: None, store: Store) -> None:
    referee = Referee(store)
    row = await toy_table(store)
    before = await store.load(row.id)
    assert before.game is not None and before.game.current == 0
    held = set(before.game.view(0).hand)
    missing = next(card for card in "123" if card not in held) if len(held) < 3 else None
    refusals = [doing("pass"), exactly(Draw())]  # a card fits; a Zark City command at the toy's table
    if missing is not None:
        refusals.append(doing(f"take {missing}"))
    for build in refusals:
        with pytest.raises(Exception) as refused:
            await referee.play_in(row.id, Actor.player(ANN), build, next_interaction())
        assert getattr(refused.value, "sentence", "")
    assert (await store.load(row.id)).version == before.version


def test_the_computer_player_reads_no_hidden_card_of_the_toy(toy: None) -> None:
    game = kind_named(KEY).new(kind_named(KEY).settings({"players": ["Ann", "Bot"], "stones": 15}), "twins")
    assert isinstance(game, Game)
    twin = game.resample(0, random.Random("other secrets"))
    assert twin.hands[1] != game.hands[1] or twin.deck != game.deck
    for level in ("easy", "medium", "hard"):
        chosen: Action = decide(game, 0, level, "seed")
        assert chosen == decide(twin, 0, level, "seed") and isinstance(chosen, Take | Pass)


def test_every_level_takes_the_last_stones_when_it_can(toy: None) -> None:
    game: GameState = kind_named(KEY).new(kind_named(KEY).settings({"players": ["Ann", "Bot"], "stones": 15}), "end")
    assert isinstance(game, Game)
    game.pile, game.hands[0] = 2, ["2", "1"]
    for level in ("easy", "medium", "hard"):
        assert decide(game, 0, level, "seed") == Take("2")


def test_the_post_game_review_reads_a_game_it_was_never_written_for(toy: None) -> None:
    """`rules.review` asks only the protocol, so a game that is not the product's is reviewed too: in Last stone,
    a player who holds the card the pile is worth and plays a smaller one misses a win; one who leaves the next
    player the pile of a card they hold (when a larger or smaller card would not have) allows it."""
    kind = kind_named(KEY)
    missed: list[str] = []
    for seed in range(20):  # the first deal in which a win comes with another card to play instead
        game = kind.new(kind.settings({**kind.table({}), "players": ["Ann", "Bob"]}), f"review-{seed}")
        assert isinstance(game, Game)
        while game.phase is not Phase.OVER:
            seat = game.seats_to_act()[0]
            takes = [a for a in game.legal_actions(seat) if a.notation().startswith("take")]
            wins = [a for a in takes if int(a.notation().split()[1]) == game.pile]
            if wins and not missed and len(takes) > 1:
                missed.append(f"turn {game.turn} seat {seat + 1} missed-win {wins[0].notation()}")
                game.apply(seat, next(a for a in takes if a not in wins))
            else:
                game.apply(seat, (wins or takes or game.legal_actions(seat))[0])  # the smallest card
        if missed:
            break
    found = review(game)
    assert missed and [line for line in found.lines() if "missed-win" in line and line.startswith("turn")] == missed
    counts = [(found.count(seat, "missed-win"), found.count(seat, "allowed-win")) for seat in (0, 1)]
    assert found.lines()[-2:] == [f"seat {n} missed-win {m} allowed-win {a}" for n, (m, a) in enumerate(counts, 1)]
    assert sum(missed for missed, _ in counts) == 1
