"""An animated replay of a game: one frame per move (a few moves per frame in a long game), each the public board as
the bot draws it (`render.drawers`) with the cells that move changed outlined in `OUTLINE`, and the
move in words on a band under it; the last frame is held. An animated GIF, written by Pillow.

What a move changed is found by comparing the public views before and after it (the drawer's `changed_cells`), so
the outline follows what a player could see change, whatever the game; nothing hidden is read, as every frame is
drawn from the public view alone.

Limits, for any game up to `LONG_GAME` moves: at most `MAX_SECONDS` long and `MAX_BYTES` large. A short game shows
each move for `MOVE_MS`; a longer one shortens its frames to fit `MOVES_MS` in all, down to `FASTEST_MS`, and beyond
`MAX_FRAMES` frames shows several moves per frame. Each frame shows the board of its moment zoomed to fill the frame's
board area, and stores only what changed since the frame before (`replay_gif`; docs/replays.md says why).
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFilter

from i18n import ENGLISH, listed
from rules import Cell, GameState, GameView, Phase, kind_of

from . import _DRAWING, framing, layout
from .drawers import Drawer, drawer_of
from .layout import RGB, Box
from .lines import wrap_words
from .palette import PALETTE_COLOURS, PALETTE_RGB, blank_canvas, ink, quantize
from .sprites import TextStyle, label
from .words import Args, said

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
#: A board's table is zoomed to fill its frame's board area, blown up at most this much over the drawer's own pixels
#: (a first card, 183 px square as drawn, fills a frame 480 px wide at 2.2): beyond, a bitmap blown up reads blurred.
MAX_ZOOM = 3.0
#: Felt left all round the board area: room for the outline of a card at the table's edge (a finished board has no
#: empty cells around its cards).
FRAME_PAD = 6

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


def result_words(view: GameView, language: str = ENGLISH) -> str:
    """How the game ended, in words: ``won by Ann``, ``shared by Ann and Bob``, or why there is no winner."""
    if view.phase is not Phase.OVER:
        return said(language, "image-replay-unfinished")
    names = [view.name(seat) for seat in view.winners]
    if not names:
        return said(language, "image-replay-agreed")
    if len(names) == 1:
        return said(language, "image-replay-won", name=names[0])
    return said(language, "image-replay-shared", names=listed(language, names))


def replay_alt_text(game: GameState, game_id: int | None = None, *, language: str = ENGLISH) -> str:
    """What the animation shows: ``Zark City game 12: 143 moves, won by Ann``; for a game with no id, its players
    instead of its number."""
    title = kind_of(game).title
    view = game.view(None)
    shown: Args = {"title": title, "count": len(view.history), "result": result_words(view, language)}
    if game_id is not None:
        return said(language, "image-replay-alt", **shown, game=game_id)
    players = ", ".join(view.name(seat) for seat in range(len(view.seats)))
    return said(language, "image-replay-alt-players", **shown, players=players)


def caption(drawer: Drawer, step: Step, total: int, language: str = ENGLISH) -> str:
    """``Move 12/143: Ann built the 7♥ on N14``, or ``Moves 11-12/143: …`` for several."""
    last = step.first + len(step.moves) - 1
    words = "; ".join(
        said(
            language,
            "image-did",
            name=step.after.name(seat),
            did=drawer.move_words(step.after, seat, notation, language=language),
        )
        for seat, notation in step.moves
    )
    if last == step.first:
        return said(language, "image-replay-move", number=last, total=total, moves=words)
    return said(language, "image-replay-moves", first=step.first, last=last, total=total, moves=words)


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
    """A moment's board as a frame shows it: its table cropped to what it shows (`framing.shown_box`, at the drawer's
    own scale), with the boxes of the cells to outline on it; its legend shrunk to the frame's width; and the palette
    index the win is marked in, if the board marks a win."""

    table: Image.Image
    outline: tuple[Box, ...]
    legend: Image.Image
    win_ink: int | None

    def natural_height(self, width: int) -> int:
        """How tall the table stands in a frame `width` wide at the drawer's scale or smaller, as wide as it fits."""
        inner = width - 2 * FRAME_PAD
        return round(self.table.height * min(1.0, inner / self.table.width)) + 2 * FRAME_PAD


def _resized(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    if size == image.size:
        return image
    shrink = size[0] < image.width  # a box filter to shrink, a smooth one to blow up; back in the fixed palette
    method = Image.Resampling.BOX if shrink else Image.Resampling.BICUBIC
    return quantize(image.convert("RGB").resize(size, method))


def framed_board(
    drawer: Drawer, view: GameView, cells: Sequence[Cell], width: int = MAX_WIDTH, *, language: str = ENGLISH
) -> Board:
    """`view`'s board as the bot draws it (in `language`), without its own last-move ring, cut in two: its table
    cropped to what it shows (and where `cells` are on it), its legend shrunk to `width` (never blown up)."""
    drawn = drawer.board(view, highlight=(), mark="", language=language)
    bottom = framing.legend_top(drawn)
    left, top, right, low = framing.shown_box(drawn, bottom)
    boxes = drawer.cell_boxes(view, cells, language=language).values()
    outline = tuple((x0 - left, y0 - top, x1 - left, y1 - top) for x0, y0, x1, y1 in boxes)
    legend = drawn.crop((0, bottom, drawn.width, drawn.height))
    if legend.width > width and legend.height:
        legend = _resized(legend, (width, max(1, round(legend.height * width / legend.width))))
    win = ink(layout.WIN_BAND) if view.phase is Phase.OVER else None
    return Board(drawn.crop((left, top, right, low)), outline, legend, win)


def placement(board: Board, size: tuple[int, int], band: int) -> tuple[float, Box]:
    """Where a frame of `size` (its caption `band` under it) shows `board`'s table: zoomed to meet its board area's
    width or height, whichever comes first (`framing.fit_zoom`, at most `MAX_ZOOM`), in the area's middle; the area is
    the frame above the legend, less `FRAME_PAD` all round. The zoom, and the table's box in the frame."""
    width, height = size
    area = (width - 2 * FRAME_PAD, height - board.legend.height - 2 * FRAME_PAD)
    zoom = framing.fit_zoom(board.table.size, area, MAX_ZOOM)
    shown = (max(1, round(board.table.width * zoom)), max(1, round(board.table.height * zoom)))
    left = (width - shown[0]) // 2
    top = FRAME_PAD + (area[1] - shown[1]) // 2
    return zoom, (left, top, left + shown[0], top + shown[1])


def compose(board: Board, lines: Sequence[str], style: TextStyle, size: tuple[int, int], band: int) -> Image.Image:
    """One frame: the board's table framed to its board area (`placement`) on the table's felt, its cells outlined,
    the legend under it, the caption's `lines` on a band `band` high at the bottom. On a finished game's board the
    win's mark is drawn over the outline."""
    width, height = size
    canvas = blank_canvas(width, height + band, layout.FELT)
    canvas.putpalette(FRAME_PALETTE)
    zoom, (left, top, right, low) = placement(board, size, band)
    table = _resized(board.table, (right - left, low - top))
    canvas.paste(table, (left, top))
    outline = [tuple(round(edge * zoom) for edge in box) for box in board.outline]
    _outline_boxes(canvas, [(x0 + left, y0 + top, x1 + left, y1 + top) for x0, y0, x1, y1 in outline])
    if board.win_ink is not None:  # around the winning cards the board shows as drawn, its gold band over the outline
        mask = table.point(lambda index: 255 if index == board.win_ink else 0, "L")
        mask = mask.filter(ImageFilter.MaxFilter(2 * layout.REPLAY_OUTLINE_WIDTH + 1))
        canvas.paste(table, (left, top), mask)
    canvas.paste(board.legend, ((width - board.legend.width) // 2, height - board.legend.height))
    ImageDraw.Draw(canvas).rectangle((0, height, width - 1, height + band - 1), fill=ink(layout.LEGEND_CURRENT))
    line = round(style.size * 1.3)
    first = height + (band - len(lines) * line) // 2
    for index, text in enumerate(lines):
        tile = label(text, style, "mm")[0]
        canvas.paste(tile, ((width - tile.width) // 2, first + index * line + (line - tile.height) // 2))
    return canvas


def frame_size(boards: Sequence[Board], width: int = MAX_WIDTH) -> tuple[int, int]:
    """The frames' one size above the caption (a GIF has one canvas): `width` wide, and as tall as the tallest
    board's table at the drawer's scale or shrunk to the width (`Board.natural_height`) over the tallest legend."""
    tallest = max(board.natural_height(width) for board in boards)
    return width, tallest + max(board.legend.height for board in boards)


def draw_frame(
    drawer: Drawer, view: GameView, cells: Sequence[Cell], text: str, *, language: str = ENGLISH
) -> Image.Image:
    """One frame alone, sized to its own board (drawn in `language`): `view`'s board with `cells` outlined and `text`
    under it."""
    board = framed_board(drawer, view, cells, language=language)
    size = frame_size([board])
    style, (lines,) = caption_lines([text], size[0] - 2 * CAPTION_PAD)
    return compose(board, lines, style, size, caption_band(len(lines), style))


def _boards(drawer: Drawer, frames: list[Step], language: str) -> Iterator[Board]:
    for step in frames:
        cells = drawer.changed_cells(step.before, step.after)
        with _DRAWING:
            yield framed_board(drawer, step.after, cells, language=language)


def replay_gif(game: GameState, *, language: str = ENGLISH) -> Replay:
    """The animated replay of `game` (finished or not) as a GIF, within `MAX_SECONDS` and `MAX_BYTES` for a game
    of up to `LONG_GAME` moves: should the frames come out larger, more moves share a frame, as many more as the
    bytes over the limit suggest.

    Every frame has one canvas (a GIF has one size, `frame_size`): `MAX_WIDTH` wide. Each board's table is zoomed at
    its moment to meet the board area's width or height (`placement`), so an early board of a few cards fills the
    frame as a late one does; its legend stands under it, on the caption. Frames store only what changed since the
    one before (`_encode`): a frame whose table kept its size and zoom stores its changes alone. Its words (the
    legends, the captions) are in `language`, the table's."""
    views = public_views(game)
    final = views[-1]
    drawer = drawer_of(final)
    moves = len(final.history)
    if moves == 0:  # nothing was played: the deal alone, held
        with _DRAWING:
            text = said(language, "image-replay-none", result=result_words(final, language))
            only = draw_frame(drawer, final, (), text, language=language)
        return _encode([only], [HOLD_MS], 0)
    group = moves_per_frame(moves)
    while True:
        frames = steps(views, group)
        boards = list(_boards(drawer, frames, language))
        size = frame_size(boards)
        width = size[0]
        texts = [caption(drawer, step, moves, language) for step in frames]
        texts[-1] = f"{texts[-1]} · {result_words(final, language)}"
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
