"""Animated replays (`render.replay`) of every game kind: within their limits, the moves' changes outlined, the last
frame held, and ``python -m render replay`` writing a GIF Pillow reads back."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageSequence

from render import layout
from render.__main__ import main
from render.drawers import drawer_of
from render.replay import (
    FRAME_PAD,
    HOLD_MS,
    MAX_BYTES,
    MAX_FRAMES,
    MAX_SECONDS,
    MAX_WIDTH,
    OUTLINE,
    Replay,
    caption,
    caption_lines,
    draw_frame,
    frame_size,
    framed_board,
    placement,
    public_views,
    replay_alt_text,
    replay_gif,
    steps,
)
from rules import GameKind, GameState, kind_named, kinds
from rules.zark import ZarkGame
from rules.zark.views import action_cells
from tests.render.conftest import colour_count

LONG = 600  # moves: the longest game the limits are promised for
LONG_ENOUGH = 170  # moves: a long game, for a kind whose games end sooner (Zarcana's)
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
    """A long random game: `LONG` moves, or for a game that ends sooner (Zarcana's end after 100 to 200), the first
    seed's that goes on longer than `LONG_ENOUGH`."""
    for seed in range(40):  # Zarcana's seed 25 is the first
        for players in (4, 2):
            game = random_game(kind, LONG, seed, players)
            if len(game.history) > LONG_ENOUGH:
                return game
    raise AssertionError(f"no random {kind.title} game of more than {LONG_ENOUGH} moves")


@pytest.fixture(scope="module", params=[kind.key for kind in kinds()])
def long_replay(request: pytest.FixtureRequest) -> tuple[GameState, Replay]:
    game = long_game(kind_named(request.param))
    return game, replay_gif(game)


def test_a_long_game_of_every_kind_stays_within_the_limits(long_replay: tuple[GameState, Replay]) -> None:
    game, replay = long_replay
    assert len(game.history) > LONG_ENOUGH
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


def felt_bands(frame: Image.Image) -> tuple[int, int]:
    """The felt around the board in a frame's board area (above the legend, whose left edge is not the felt): the
    wider of the bands above and below it, and the wider of those at its sides."""
    felt = layout.FELT
    area_height = next(y for y in range(frame.height) if frame.getpixel((0, y)) != felt)
    area = frame.crop((0, 0, frame.width, area_height))
    box = ImageChops.difference(area, Image.new("RGB", area.size, felt)).getbbox()
    assert box is not None, "no board in the frame"
    left, top, right, bottom = box
    return max(top, area_height - bottom), max(left, frame.width - right)


@pytest.mark.parametrize("key", [kind.key for kind in kinds()])
def test_the_first_frames_are_framed_to_the_board_of_their_moment(key: str) -> None:
    """A first frame's few cards fill the board area, zoomed until they meet its width or its height: no band of
    felt above and below them wider than a few pixels, or none beside them (an early board once stood small at the
    bottom of the tall frame of the largest board, felt above it and at its sides)."""
    replay = replay_gif(random_game(kind_named(key), 30))
    frames = [frame.convert("RGB") for frame in ImageSequence.Iterator(Image.open(io.BytesIO(replay.gif)))]
    assert frames[0].width == MAX_WIDTH
    for index, frame in enumerate(frames[:4]):
        above, beside = felt_bands(frame)
        assert min(above, beside) <= FRAME_PAD + 2, (index, above, beside)


@pytest.mark.parametrize("key", [kind.key for kind in kinds()])
def test_the_outline_is_around_what_the_move_changed(key: str) -> None:
    views = public_views(random_game(kind_named(key), 40))
    drawer = drawer_of(views[-1])
    step = next(step for step in steps(views, 1)[5:] if drawer.changed_cells(step.before, step.after))
    cells = drawer.changed_cells(step.before, step.after)
    board = framed_board(drawer, step.after, cells)
    assert board.outline
    outlined = draw_frame(drawer, step.after, cells, "outlined").convert("RGB")
    plain = draw_frame(drawer, step.after, (), "plain").convert("RGB")
    whole = (0, 0, *outlined.size)
    colour = OUTLINE
    assert colour_count(plain, whole, colour) == 0
    reach = layout.REPLAY_OUTLINE_WIDTH
    # The table zoomed into its place in the frame, each outline a band `reach` wide just outside its cell's box.
    zoom, (left, top, _, _) = placement(board, frame_size([board]), 0)
    boxes = [
        (left + round(x0 * zoom), top + round(y0 * zoom), left + round(x1 * zoom), top + round(y1 * zoom))
        for x0, y0, x1, y1 in board.outline
    ]
    bands = [(b[0] - reach, b[1] - reach, b[2] + reach, b[3] + reach) for b in boxes]
    for box, band in zip(boxes, bands, strict=True):
        assert colour_count(outlined, band, colour) >= (box[2] - box[0]) * reach
    assert colour_count(outlined, whole, colour) <= sum(colour_count(outlined, band, colour) for band in bands)


def test_the_last_frame_marks_the_winning_cards_above_the_last_move(finished: ZarkGame) -> None:
    """The gold band of the winning block shows whole around every winning card in the last frame, the card the last
    move changed included: the outline of the move does not cover it."""
    replay = replay_gif(finished)
    last = list(ImageSequence.Iterator(Image.open(io.BytesIO(replay.gif))))[-1].convert("RGB")
    view = finished.view(None)
    drawer = drawer_of(view)
    before = public_views(finished)[-2]
    changed = drawer.changed_cells(before, view)
    board = framed_board(drawer, view, list(view.winning_block))
    assert set(changed) & set(view.winning_block)
    zoom, (left, top, _, _) = placement(board, (last.width, last.height - caption_band_height(last)), 0)
    for box in board.outline:
        x0, y0, x1, y1 = (round(edge * zoom) for edge in box)
        ring = (left + x0 - 3, top + y0 - 3, left + x1 + 3, top + y1 + 3)
        assert colour_count(last, ring, layout.WIN_BAND) >= (x1 - x0), (x0, y0)
        assert colour_count(last, ring, OUTLINE) == 0


def caption_band_height(frame: Image.Image) -> int:
    """The caption band's height: the rows at the bottom in the band's colour at the frame's left edge."""
    rows = 0
    while frame.getpixel((0, frame.height - 1 - rows)) == layout.LEGEND_CURRENT:
        rows += 1
    return rows


def test_the_frames_store_only_what_changed_and_read_back_whole() -> None:
    """Every frame after the first is a delta (a box smaller than the canvas, its unchanged pixels transparent); the
    animation read back frame by frame is the frames as drawn."""
    game = random_game(kind_named("zark-city"), 40)
    replay = replay_gif(game)
    image = Image.open(io.BytesIO(replay.gif))
    boxes = [frame.tile[0][1] for frame in ImageSequence.Iterator(image)]  # type: ignore[attr-defined]
    canvas = (0, 0, *image.size)
    assert boxes[0] == canvas
    assert sum(box != canvas for box in boxes[1:]) >= len(boxes) // 2
    single = replay_gif(random_game(kind_named("zark-city"), 1))
    assert single.frames == 1


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


def test_a_long_caption_wraps_and_is_never_cut() -> None:
    """Captions wrap onto more lines, all in one size, smaller only if one would take more than three lines."""
    turned = ("Bob turned Ann's small, " * 3).strip()
    style, (short, long) = caption_lines(["Move 1/9: Ann passed", f"Move 41/90: {turned}"], 400)
    assert style.size == 22 and short == ("Move 1/9: Ann passed",)
    assert len(long) > 1 and "…" not in "".join(long)
    assert " ".join(long) == f"Move 41/90: {turned}"
    very_long = "Moves 1-9/90: " + "; ".join(["Bob (hard) converted Ann's small on M13 to their own"] * 9)
    style, (lines,) = caption_lines([very_long], 400)
    assert style.size == 15 and " ".join(lines) == very_long


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
