"""An animated replay of a game: one frame per move (a few moves per frame in a long game), each the public board as
the bot draws it (`render.drawers`) with the cells that move changed outlined in `OUTLINE`, and the
move in words on a band under it; the last frame is held. An animated GIF, written by Pillow.

What a move changed is found by comparing the public views before and after it (the drawer's `changed_cells`), so
the outline follows what a player could see change, whatever the game; nothing hidden is read, as every frame is
drawn from the public view alone.

Limits, for any game up to `LONG_GAME` moves: at most `MAX_SECONDS` long and `MAX_BYTES` large. A short game shows
each move for `MOVE_MS`; a longer one shortens its frames to fit `MOVES_MS` in all, down to `FASTEST_MS`, and beyond
`MAX_FRAMES` frames shows several moves per frame. Every frame has the final board's size (the board grows as cards
are placed): a smaller board is padded with the table's colour, a larger one (rare) is shrunk to fit.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rules import Cell, GameState, GameView, Phase, kind_of

from . import _DRAWING, layout
from .drawers import Drawer, drawer_of
from .layout import RGB, Box
from .palette import PALETTE_COLOURS, PALETTE_RGB, blank_canvas, ink, quantize
from .sprites import TextStyle, label

LONG_GAME = 600  # moves: the longest game the limits are promised for
MAX_SECONDS = 90
MAX_BYTES = 8 * 1024 * 1024
MOVE_MS = 700  # one move's frame in a short game: long enough to read its words
MOVES_MS = 80_000  # all the moves' frames together at most, leaving room for the held last frame
HOLD_MS = 5_000  # the last frame: the final board and the result
MAX_FRAMES = 200  # beyond this, several moves share a frame: each frame costs drawing time and bytes
#: Frames are shrunk by a whole factor (a fast box filter) to at most this wide: Discord shows an animation narrower
#: still, and a smaller frame is faster to encode and several times fewer bytes.
MAX_WIDTH = 720

#: The outline of what each move changed: apart from every seat's colour. It takes the first palette entry the
#: boards leave unused, so the boards (and their reference images) keep the fixed palette as it is, which holds
#: every colour of `render.layout`; only the frames' palette has it.
OUTLINE: RGB = (255, 40, 190)
OUTLINE_INDEX = len(PALETTE_COLOURS)
FRAME_PALETTE = PALETTE_RGB[: 3 * OUTLINE_INDEX] + bytes(OUTLINE) + PALETTE_RGB[3 * OUTLINE_INDEX + 3 :]

CAPTION_SIZE = 22
CAPTION_SIZES = (CAPTION_SIZE, 18, 15)  # a long move's words try smaller sizes before they are cut short
CAPTION_BAND = round(CAPTION_SIZE * 1.9)


@dataclass(frozen=True, slots=True)
class Step:
    """One frame's moves: the public views before the first and after the last, and what each move was."""

    first: int  # 1-based number of the first move shown
    before: GameView
    after: GameView
    moves: tuple[tuple[int, str], ...]  # (seat, public notation)


@dataclass(frozen=True, slots=True)
class Replay:
    """The animation and what it holds, for a caller that reports or checks it."""

    gif: bytes
    frames: int
    moves: int
    durations: tuple[int, ...]  # milliseconds, frame by frame

    @property
    def seconds(self) -> float:
        return sum(self.durations) / 1000


def public_views(game: GameState) -> list[GameView]:
    """The public view at the deal and after each move of `game`, replayed from its seed (or deck order)."""
    kind = kind_of(game)
    replayed = kind.new(game.settings, game.seed, game.initial_order)
    views = [replayed.view(None)]
    for seat, action in game.history:
        replayed.apply(seat, action)
        views.append(replayed.view(None))
    return views


def moves_per_frame(moves: int) -> int:
    return max(1, math.ceil(moves / MAX_FRAMES))


def frame_ms(frames: int) -> int:
    """How long each move's frame shows, in whole hundredths of a second (as a GIF stores it)."""
    return min(MOVE_MS, MOVES_MS // max(frames, 1)) // 10 * 10


def shrink_factor(width: int) -> int:
    return max(1, math.ceil(width / MAX_WIDTH))


def steps(views: Sequence[GameView], group: int) -> list[Step]:
    """The frames' moves: every move alone (`group` 1), or `group` at a time."""
    history = views[-1].history
    return [
        Step(start + 1, views[start], views[min(start + group, len(history))], history[start : start + group])
        for start in range(0, len(history), group)
    ]


def result_words(view: GameView) -> str:
    """How the game ended, in words: ``won by Ann``, ``shared by Ann and Bob``, or why there is no winner."""
    if view.phase is not Phase.OVER:
        return "not finished"
    names = [view.name(seat) for seat in view.winners]
    if not names:
        return "ended by agreement, no winner"
    if len(names) == 1:
        return f"won by {names[0]}"
    return f"shared by {', '.join(names[:-1])} and {names[-1]}"


def replay_alt_text(game: GameState, game_id: int | None = None) -> str:
    """What the animation shows: ``Zark City game 12: 143 moves, won by Ann``; for a game with no id, its players
    instead of its number."""
    title = kind_of(game).title
    view = game.view(None)
    moves = len(view.history)
    count = f"{moves} move" if moves == 1 else f"{moves} moves"
    if game_id is not None:
        return f"Animated replay of {title} game {game_id}: {count}, {result_words(view)}."
    players = [view.name(seat) for seat in range(len(view.seats))]
    return f"Animated replay of {title} ({', '.join(players)}): {count}, {result_words(view)}."


def caption(drawer: Drawer, step: Step, total: int) -> str:
    """``Move 12/143: Ann built the 7♥ on N14``, or ``Moves 11-12/143: …`` for several."""
    last = step.first + len(step.moves) - 1
    number = f"Move {last}/{total}" if last == step.first else f"Moves {step.first}-{last}/{total}"
    words = "; ".join(
        f"{step.after.name(seat)} {drawer.move_words(step.after, seat, notation)}" for seat, notation in step.moves
    )
    return f"{number}: {words}"


def fitted_caption(text: str, width: int) -> Image.Image:
    """The caption as a tile no wider than `width`: in the largest of `CAPTION_SIZES` it fits in, or in the smallest
    cut with an ellipsis."""
    for size in CAPTION_SIZES:
        style = TextStyle("bold", size, layout.LEGEND_TEXT, layout.LEGEND_CURRENT)
        tile = label(text, style, "mm")[0]
        if tile.width <= width:
            return tile
    while tile.width > width and len(text) > 8:
        keep = max(8, int(len(text) * width / tile.width) - 2)
        text = text[:keep].rstrip() + "…"
        tile = label(text, style, "mm")[0]
    return tile


def _outline_boxes(canvas: Image.Image, boxes: Sequence[Box]) -> None:
    draw = ImageDraw.Draw(canvas)
    reach = layout.REPLAY_OUTLINE_WIDTH
    for left, top, right, bottom in boxes:
        outer = (left - reach, top - reach, right - 1 + reach, bottom - 1 + reach)
        draw.rounded_rectangle(outer, radius=2 * reach, outline=OUTLINE_INDEX, width=reach)


def _scaled(board: Image.Image, factor: int, size: tuple[int, int]) -> tuple[Image.Image, float]:
    """The board shrunk by `factor`, and further to fit `size` if it is larger still, in the fixed palette; and
    the scale it was drawn at."""
    if factor > 1:
        board = quantize(board.convert("RGB").reduce(factor))
    scale = 1 / factor
    if board.width > size[0] or board.height > size[1]:
        fit = min(size[0] / board.width, size[1] / board.height)
        fitted = (max(1, int(board.width * fit)), max(1, int(board.height * fit)))
        board = quantize(board.convert("RGB").resize(fitted, Image.Resampling.BOX))
        scale *= fit
    return board, scale


def draw_frame(
    drawer: Drawer, view: GameView, cells: Sequence[Cell], text: str, *, size: tuple[int, int], factor: int = 1
) -> Image.Image:
    """One frame: `view`'s board shrunk by `factor` and centred at the top of a canvas of `size`, with `cells`
    outlined, and `text` on a band under it."""
    drawn = drawer.board(view, highlight=(), mark="")
    boxes = drawer.cell_boxes(view, cells).values()
    board, scale = _scaled(drawn, factor, size)
    width, height = size
    canvas = blank_canvas(width, height + CAPTION_BAND, layout.FELT)
    canvas.putpalette(FRAME_PALETTE)
    left = (width - board.width) // 2
    canvas.paste(board, (left, 0))
    _outline_boxes(canvas, [(left + round(x0 * scale), round(y0 * scale), left + round(x1 * scale), round(y1 * scale))
                      for x0, y0, x1, y1 in boxes])  # fmt: skip
    ImageDraw.Draw(canvas).rectangle((0, height, width - 1, height + CAPTION_BAND - 1), fill=ink(layout.LEGEND_CURRENT))
    tile = fitted_caption(text, width - 2 * CAPTION_SIZE)
    canvas.paste(tile, ((width - tile.width) // 2, height + (CAPTION_BAND - tile.height) // 2))
    return canvas


def _frames(
    drawer: Drawer, frames: list[Step], *, total: int, size: tuple[int, int], factor: int, end: str
) -> Iterator[Image.Image]:
    for index, step in enumerate(frames):
        text = caption(drawer, step, total)
        if index == len(frames) - 1:
            text = f"{text} · {end}"
        cells = drawer.changed_cells(step.before, step.after)
        with _DRAWING:
            yield draw_frame(drawer, step.after, cells, text, size=size, factor=factor)


def replay_gif(game: GameState) -> Replay:
    """The animated replay of `game` (finished or not) as a GIF, within `MAX_SECONDS` and `MAX_BYTES` for a game
    of up to `LONG_GAME` moves: should the frames come out larger, moves are grouped twice as much, and so on."""
    views = public_views(game)
    final = views[-1]
    drawer = drawer_of(final)
    with _DRAWING:
        last = drawer.board(final, highlight=(), mark="")
    factor = shrink_factor(last.width)
    size = (math.ceil(last.width / factor), math.ceil(last.height / factor))
    moves = len(final.history)
    if moves == 0:  # nothing was played: the deal alone, held
        with _DRAWING:
            only = draw_frame(drawer, final, (), f"No moves · {result_words(final)}", size=size, factor=factor)
        return _encode([only], [HOLD_MS], 0)
    group = moves_per_frame(moves)
    while True:
        frames = steps(views, group)
        durations = [frame_ms(len(frames))] * (len(frames) - 1) + [HOLD_MS]
        end = result_words(final)
        images = list(_frames(drawer, frames, total=moves, size=size, factor=factor, end=end))
        replay = _encode(images, durations, moves)
        if len(replay.gif) <= MAX_BYTES or group >= moves:
            return replay
        group *= 2


def _encode(images: list[Image.Image], durations: list[int], moves: int) -> Replay:
    buffer = io.BytesIO()
    first, *rest = images
    first.save(
        buffer, format="GIF", save_all=True, append_images=rest, duration=durations, loop=0, optimize=False, disposal=1
    )
    return Replay(buffer.getvalue(), len(images), moves, tuple(durations))
