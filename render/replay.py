"""An animated replay of a game: one frame per move (a few moves per frame in a long game), each the public board as
the bot draws it (`render.drawers`) with the cells that move changed outlined in `OUTLINE`, and the
move in words on a band under it; the last frame is held. An animated GIF, written by Pillow.

What a move changed is found by comparing the public views before and after it (the drawer's `changed_cells`), so
the outline follows what a player could see change, whatever the game; nothing hidden is read, as every frame is
drawn from the public view alone.

Limits, for any game up to `LONG_GAME` moves: at most `MAX_SECONDS` long and `MAX_BYTES` large. A short game shows
each move for `MOVE_MS`; a longer one shortens its frames to fit `MOVES_MS` in all, down to `FASTEST_MS`, and beyond
`MAX_FRAMES` frames shows several moves per frame. Each frame shows the board of its moment shrunk to the frame's
width, and stores only what changed since the frame before (`replay_gif`; docs/replays.md says why).
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFilter

from rules import Cell, GameState, GameView, Phase, kind_of

from . import _DRAWING, layout
from .drawers import Drawer, drawer_of
from .layout import RGB, Box
from .lines import wrap_words
from .palette import PALETTE_COLOURS, PALETTE_RGB, blank_canvas, ink, quantize
from .sprites import TextStyle, label

LONG_GAME = 600  # moves: the longest game the limits are promised for
MAX_SECONDS = 30
MAX_BYTES = 2_000_000
MOVE_MS = 700  # one move's frame in a short game: long enough to read its words
HOLD_MS = 4_000  # the last frame: the final board, the winning cards and the result
MOVES_MS = MAX_SECONDS * 1000 - HOLD_MS  # all the moves' frames together at most
#: A move's frame at its shortest: a long game's moves pass as an animation of the board, the caption readable where
#: the player pauses. Browsers show a frame of 10 ms or less for 100 ms, so no frame is shorter than that.
FASTEST_MS = 100
MAX_FRAMES = MOVES_MS // FASTEST_MS  # 260: beyond this, several moves share a frame
#: Boards are shrunk (a box filter) to at most this wide: a phone shows an animation about 400 px wide, and every
#: move costs bytes in proportion to the pixels it changes (the legend's rows, the caption).
MAX_WIDTH = 480

#: The outline of what each move changed: apart from every seat's colour. It takes the first palette entry the
#: boards leave unused, so the boards (and their reference images) keep the fixed palette as it is, which holds
#: every colour of `render.layout`; only the frames' palette has it.
OUTLINE: RGB = (255, 40, 190)
OUTLINE_INDEX = len(PALETTE_COLOURS)
#: The next unused entry: the transparent index of the GIF, which a frame's unchanged pixels take so that a frame
#: stores only what changed (Pillow's writer does this with ``optimize`` and a ``transparency`` index).
CLEAR_INDEX = OUTLINE_INDEX + 1
FRAME_PALETTE = PALETTE_RGB[: 3 * OUTLINE_INDEX] + bytes(OUTLINE) + PALETTE_RGB[3 * OUTLINE_INDEX + 3 :]

CAPTION_SIZE = 22
CAPTION_SIZES = (CAPTION_SIZE, 18, 15)  # if a caption would take more than `CAPTION_LINES`, every frame's are smaller
CAPTION_LINES = 3
CAPTION_LINE = round(CAPTION_SIZE * 1.3)
CAPTION_PAD = CAPTION_SIZE // 2  # above and below the caption's lines, and at its sides


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
    """How long each move's frame shows, in whole hundredths of a second (as a GIF stores it): `MOVE_MS` in a short
    game, shorter in a long one so that all of them fit `MOVES_MS`, never under `FASTEST_MS`."""
    return max(FASTEST_MS, min(MOVE_MS, MOVES_MS // max(frames, 1)) // 10 * 10)


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


def caption_lines(texts: Sequence[str], width: int) -> tuple[TextStyle, list[tuple[str, ...]]]:
    """Every frame's caption wrapped to `width` (`lines.wrap_words`: nothing is cut), in the largest of `CAPTION_SIZES`
    at which none takes more than `CAPTION_LINES` lines, else the smallest; one size for the whole animation."""
    for size in CAPTION_SIZES:
        style = TextStyle("bold", size, layout.LEGEND_TEXT, layout.LEGEND_CURRENT)
        wrapped = [wrap_words(text, style, width) for text in texts]
        if max(len(lines) for lines in wrapped) <= CAPTION_LINES:
            break
    return style, wrapped


def caption_band(lines: int, style: TextStyle) -> int:
    """The band's height for `lines` lines of `style`."""
    return 2 * CAPTION_PAD + lines * round(style.size * 1.3)


def _outline_boxes(canvas: Image.Image, boxes: Sequence[Box]) -> None:
    draw = ImageDraw.Draw(canvas)
    reach = layout.REPLAY_OUTLINE_WIDTH
    for left, top, right, bottom in boxes:
        outer = (left - reach, top - reach, right - 1 + reach, bottom - 1 + reach)
        draw.rounded_rectangle(outer, radius=2 * reach, outline=OUTLINE_INDEX, width=reach)


@dataclass(frozen=True, slots=True)
class Board:
    """A moment's board as a frame shows it: shrunk to at most `MAX_WIDTH` wide, with the boxes of the cells to
    outline and of the winning cards (if any) at that scale."""

    image: Image.Image
    outline: tuple[Box, ...]
    win_ink: int | None  # the palette index the win is marked in, if the board marks a win


def shrunk_board(drawer: Drawer, view: GameView, cells: Sequence[Cell], scale: float | None = None) -> Board:
    """`view`'s board as the bot draws it, without its own last-move ring, shrunk by `scale` (by default to at most
    `MAX_WIDTH` wide; a box filter, back in the fixed palette), and where `cells` are on it."""
    drawn = drawer.board(view, highlight=(), mark="")
    boxes = drawer.cell_boxes(view, cells).values()
    scale = min(1.0, MAX_WIDTH / drawn.width) if scale is None else scale
    if scale < 1:
        size = (max(1, round(drawn.width * scale)), max(1, round(drawn.height * scale)))
        drawn = quantize(drawn.convert("RGB").resize(size, Image.Resampling.BOX))
    outline = tuple(tuple(round(edge * scale) for edge in box) for box in boxes)
    win = ink(layout.WIN_BAND)
    return Board(drawn, outline, win if view.phase is Phase.OVER else None)  # type: ignore[arg-type]


def compose(board: Board, lines: Sequence[str], style: TextStyle, size: tuple[int, int], band: int) -> Image.Image:
    """One frame: the board at the bottom of a canvas of `size` and in the middle across, the table's felt around
    it (the board's own margin continued, so no band shows), its cells outlined, the caption's `lines` on a band
    `band` high under it. On a finished game's board the win's mark is drawn over the outline."""
    width, height = size
    canvas = blank_canvas(width, height + band, layout.FELT)
    canvas.putpalette(FRAME_PALETTE)
    left, top = (width - board.image.width) // 2, height - board.image.height
    canvas.paste(board.image, (left, top))
    _outline_boxes(canvas, [(x0 + left, y0 + top, x1 + left, y1 + top) for x0, y0, x1, y1 in board.outline])
    if board.win_ink is not None:  # around the winning cards the board shows as drawn, its gold band over the outline
        mask = board.image.point(lambda index: 255 if index == board.win_ink else 0, "L")
        mask = mask.filter(ImageFilter.MaxFilter(2 * layout.REPLAY_OUTLINE_WIDTH + 1))
        canvas.paste(board.image, (left, top), mask)
    ImageDraw.Draw(canvas).rectangle((0, height, width - 1, height + band - 1), fill=ink(layout.LEGEND_CURRENT))
    line = round(style.size * 1.3)
    first = height + (band - len(lines) * line) // 2
    for index, text in enumerate(lines):
        tile = label(text, style, "mm")[0]
        canvas.paste(tile, ((width - tile.width) // 2, first + index * line + (line - tile.height) // 2))
    return canvas


def draw_frame(drawer: Drawer, view: GameView, cells: Sequence[Cell], text: str) -> Image.Image:
    """One frame alone, its canvas the board's own size: `view`'s board with `cells` outlined and `text` under it."""
    board = shrunk_board(drawer, view, cells)
    style, (lines,) = caption_lines([text], board.image.width - 2 * CAPTION_PAD)
    size = board.image.size
    return compose(board, lines, style, size, caption_band(len(lines), style))


def _boards(drawer: Drawer, frames: list[Step]) -> Iterator[Board]:
    for step in frames:
        cells = drawer.changed_cells(step.before, step.after)
        with _DRAWING:
            yield shrunk_board(drawer, step.after, cells)


def replay_gif(game: GameState) -> Replay:
    """The animated replay of `game` (finished or not) as a GIF, within `MAX_SECONDS` and `MAX_BYTES` for a game
    of up to `LONG_GAME` moves: should the frames come out larger, more moves share a frame, as many more as the
    bytes over the limit suggest.

    Every frame has one canvas (a GIF has one size): as wide and as tall as the largest of the shrunk boards. Each
    board is shrunk to the canvas's width (`MAX_WIDTH`) at its moment, so an early board fills the frame as a late
    one does, and stands at the bottom, on the legend's side of the caption; the felt above it is the table it lies
    on. Frames store only what changed since the one before (`_encode`)."""
    views = public_views(game)
    final = views[-1]
    drawer = drawer_of(final)
    moves = len(final.history)
    if moves == 0:  # nothing was played: the deal alone, held
        with _DRAWING:
            only = draw_frame(drawer, final, (), f"No moves · {result_words(final)}")
        return _encode([only], [HOLD_MS], 0)
    group = moves_per_frame(moves)
    while True:
        frames = steps(views, group)
        boards = list(_boards(drawer, frames))
        width = max(board.image.width for board in boards)
        size = (width, max(board.image.height for board in boards))
        texts = [caption(drawer, step, moves) for step in frames]
        texts[-1] = f"{texts[-1]} · {result_words(final)}"
        with _DRAWING:
            style, wrapped = caption_lines(texts, width - 2 * CAPTION_PAD)
            band = caption_band(max(len(lines) for lines in wrapped), style)
            images = [compose(board, lines, style, size, band) for board, lines in zip(boards, wrapped, strict=True)]
        durations = [frame_ms(len(frames))] * (len(frames) - 1) + [HOLD_MS]
        replay = _encode(images, durations, moves)
        if len(replay.gif) <= MAX_BYTES or group >= moves:
            return replay
        group = max(group + 1, math.ceil(group * len(replay.gif) / MAX_BYTES))  # bytes grow about with frames


def _encode(images: list[Image.Image], durations: list[int], moves: int) -> Replay:
    """The GIF: each frame after the first stores only the box of what changed, its unchanged pixels there in the
    transparent `CLEAR_INDEX` (a run of one index, which LZW packs to little), drawn over the frame before."""
    buffer = io.BytesIO()
    first, *rest = images
    first.save(
        buffer,
        format="GIF",
        save_all=True,
        append_images=rest,
        duration=durations,
        loop=0,
        optimize=True,
        transparency=CLEAR_INDEX,
        disposal=1,
    )
    return Replay(buffer.getvalue(), len(images), moves, tuple(durations))
