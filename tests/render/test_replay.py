"""Animated replays (`render.replay`) of every game kind: within their limits, the moves' changes outlined, the last
frame held, and ``python -m render replay`` writing a GIF Pillow reads back."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageSequence

from render import layout
from render.__main__ import main
from render.drawers import drawer_of
from render.replay import (
    HOLD_MS,
    MAX_BYTES,
    MAX_FRAMES,
    MAX_SECONDS,
    OUTLINE,
    Replay,
    caption,
    draw_frame,
    fitted_caption,
    public_views,
    replay_alt_text,
    replay_gif,
    steps,
)
from rules import GameKind, GameState, kind_named, kinds
from rules.zark.views import action_cells
from tests.render.conftest import colour_count

LONG = 600  # moves: the longest game the limits are promised for
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def random_game(kind: GameKind, moves: int, seed: int = 1, players: int = 4) -> GameState:
    """A random game of `kind` (4 players unless told), cut at `moves` moves if it goes on longer."""
    settings = kind.settings({**kind.table({}), "players": PLAYERS[:players]})
    played = kind.random_game(settings, f"replay-{seed}", max_turns=moves, rng_seed=seed)
    game = kind.new(played.settings, played.seed, played.initial_order)
    for seat, action in list(played.history)[:moves]:
        game.apply(seat, action)
    return game


def read_gif(data: bytes) -> list[int]:
    """Each frame's duration in milliseconds, as Pillow reads the animation back."""
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF"
    return [frame.info["duration"] for frame in ImageSequence.Iterator(image)]


def long_game(kind: GameKind) -> GameState:
    """A random game too long for a frame per move: `LONG` moves, or for a game that ends sooner (Zarcana's end
    after 100 to 200), the first seed's that does go on longer than `MAX_FRAMES`."""
    for seed in range(40):  # Zarcana's seed 25 is the first
        for players in (4, 2):
            game = random_game(kind, LONG, seed, players)
            if len(game.history) > MAX_FRAMES:
                return game
    raise AssertionError(f"no random {kind.title} game of more than {MAX_FRAMES} moves")


@pytest.fixture(scope="module", params=[kind.key for kind in kinds()])
def long_replay(request: pytest.FixtureRequest) -> tuple[GameState, Replay]:
    game = long_game(kind_named(request.param))
    return game, replay_gif(game)


def test_a_long_game_of_every_kind_stays_within_the_limits(long_replay: tuple[GameState, Replay]) -> None:
    game, replay = long_replay
    assert len(game.history) > MAX_FRAMES  # long enough that moves must share frames
    durations = read_gif(replay.gif)
    assert len(replay.gif) <= MAX_BYTES
    assert sum(durations) <= MAX_SECONDS * 1000
    assert len(durations) == replay.frames <= MAX_FRAMES
    assert replay.moves == len(game.history)


def test_the_last_frame_is_held(long_replay: tuple[GameState, Replay]) -> None:
    _, replay = long_replay
    durations = read_gif(replay.gif)
    assert durations[-1] == HOLD_MS
    assert max(durations[:-1]) < HOLD_MS


@pytest.mark.parametrize("key", [kind.key for kind in kinds()])
def test_a_short_game_shows_one_frame_per_move(key: str) -> None:
    game = random_game(kind_named(key), 30)
    replay = replay_gif(game)
    durations = read_gif(replay.gif)
    assert len(durations) == len(game.history) == replay.frames
    assert len(set(durations[:-1])) == 1


@pytest.mark.parametrize("key", [kind.key for kind in kinds()])
def test_frames_share_one_size_however_large_their_board(key: str) -> None:
    game = random_game(kind_named(key), 120)
    views = public_views(game)
    drawer = drawer_of(views[-1])
    final = drawer.board(views[-1], highlight=(), mark="")
    size = (final.width, final.height)
    early = draw_frame(drawer, views[3], (), "early", size=size)
    late = draw_frame(drawer, views[-1], (), "late", size=size)
    assert early.size == late.size
    small = drawer.board(views[3], highlight=(), mark="")
    assert small.width < final.width or small.height < final.height  # the board did grow: the early one is padded


@pytest.mark.parametrize("key", [kind.key for kind in kinds()])
def test_the_outline_is_around_what_the_move_changed(key: str) -> None:
    views = public_views(random_game(kind_named(key), 40))
    drawer = drawer_of(views[-1])
    step = next(step for step in steps(views, 1)[5:] if drawer.changed_cells(step.before, step.after))
    cells = drawer.changed_cells(step.before, step.after)
    boxes = drawer.cell_boxes(step.after, cells)
    assert boxes
    board = drawer.board(step.after, highlight=(), mark="")
    size = (board.width, board.height)
    outlined = draw_frame(drawer, step.after, cells, "outlined", size=size).convert("RGB")
    plain = draw_frame(drawer, step.after, (), "plain", size=size).convert("RGB")
    whole = (0, 0, *outlined.size)
    colour = OUTLINE
    assert colour_count(plain, whole, colour) == 0
    reach = layout.REPLAY_OUTLINE_WIDTH
    # The board is centred at the top, each outline a band `reach` wide just outside its cell's box.
    left = (size[0] - board.width) // 2
    for box in boxes.values():
        band = (left + box[0] - reach, box[1] - reach, left + box[2] + reach, box[3] + reach)
        assert colour_count(outlined, band, colour) >= (box[2] - box[0]) * reach
    around = sum(
        colour_count(outlined, (left + b[0] - reach, b[1] - reach, left + b[2] + reach, b[3] + reach), colour)
        for b in boxes.values()
    )
    assert colour_count(outlined, whole, colour) <= around  # nowhere else


def test_a_zark_move_changes_the_cells_it_names() -> None:
    game = random_game(kind_named("zark-city"), 150)
    views = public_views(game)
    drawer = drawer_of(views[-1])
    checked = 0
    for index, (_, action) in enumerate(game.history):
        named = set(action_cells(action))
        if named:
            assert named <= set(drawer.changed_cells(views[index], views[index + 1])), action.notation()
            checked += 1
    assert checked > 20


def test_the_caption_says_the_moves_in_words() -> None:
    views = public_views(random_game(kind_named("zark-city"), 40))
    drawer = drawer_of(views[-1])
    total = len(views) - 1
    seat, notation = views[-1].history[9]
    words = drawer.move_words(views[10], seat, notation)
    assert words and words != notation  # words, not notation: "built the 7♥ on N14"
    assert caption(drawer, steps(views, 1)[9], total) == f"Move 10/{total}: {views[-1].name(seat)} {words}"
    grouped = caption(drawer, steps(views, 3)[3], total)
    assert grouped.startswith(f"Moves 10-12/{total}: {views[-1].name(seat)} {words}; ")
    assert grouped.count("; ") == 2


def test_a_caption_too_long_for_the_frame_is_shrunk_then_cut() -> None:
    assert fitted_caption("Move 1/9: Ann passed", 400).width <= 400
    long = "Move 41/90: " + "Bob turned Ann's small on L12 to standing, " * 5
    assert fitted_caption(long, 400).width <= 400


def test_alt_text_names_the_game_and_its_result() -> None:
    game = random_game(kind_named("zark-city"), 30)
    moves = len(game.history)
    assert replay_alt_text(game, 12) == f"Animated replay of Zark City game 12: {moves} moves, not finished."
    assert replay_alt_text(game) == (f"Animated replay of Zark City (Ann, Bob, Cy, Dee): {moves} moves, not finished.")


def test_alt_text_of_a_finished_game_names_the_winner(finished: GameState) -> None:
    view = finished.view(None)
    (winner,) = view.winners
    assert replay_alt_text(finished, 3).endswith(f"won by {view.name(winner)}.")


def test_the_command_line_writes_an_animated_gif(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = random_game(kind_named("zarcana"), 25)
    record = tmp_path / "game.txt"
    record.write_text(kind_named("zarcana").write_record(game), encoding="utf-8")
    out = tmp_path / "game.gif"
    assert main(["replay", str(record), "--out", str(out)]) == 0
    durations = read_gif(out.read_bytes())
    assert len(durations) == len(game.history) > 1
    assert capsys.readouterr().out.startswith("Animated replay of Zarcana (Ann, Bob, Cy, Dee): 25 moves")
    assert main(["replay", str(tmp_path / "missing.txt"), "--out", str(out)]) == 2
    assert main([str(record), "--out", str(tmp_path / "board.png")]) == 0  # the final board, as before
    assert (tmp_path / "board.png").read_bytes().startswith(b"\x89PNG")
