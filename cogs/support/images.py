"""Images as Discord files: a fresh `discord.File` every time (one can be sent only once), with its alt text."""

from __future__ import annotations

import io
import logging
from collections.abc import Collection

import discord

import render
from i18n import ENGLISH
from render.service import DrawingService
from rules import Cell, GameView

log = logging.getLogger(__name__)


async def board_file(
    drawing: DrawingService,
    view: GameView,
    name: str = "board.png",
    *,
    highlight: Collection[Cell] | None = None,
    mark: str = "",
    language: str = ENGLISH,
    game_id: int | None = None,
) -> discord.File:
    """The board with its alt text (`mark` and `highlight` as `render.board_png`; a mark opens the alt text too), in
    `language`: the table's for what the table sees, the reader's for a private reply; if the image cannot be drawn,
    the board as text: a drawing bug must not hide a move that counts. `game_id`: `view` is that game's public view
    now, a board the web's pages show too (`render.service.DrawingService.board`)."""
    alt = drawing.alt_text(view, language=language, game_id=game_id)
    description = f"{mark}: {alt}"[:1000] if mark else alt
    try:
        png = await drawing.board(view, highlight=highlight, mark=mark, language=language, game_id=game_id)
    except Exception:  # the move counts and players need to see the board
        log.exception("A board could not be drawn; it is posted as text instead")
        text = render.board_text(view, language=language).encode()
        return discord.File(io.BytesIO(text), filename="board.txt", description=description)
    return discord.File(io.BytesIO(png), filename=name, description=description)


async def hand_file(drawing: DrawingService, view: GameView, *, language: str = ENGLISH) -> discord.File:
    """The viewer's hand and its alt text, in `language` (the viewer's: only they see it)."""
    png = await drawing.hand(view, language=language)
    alt = render.hand_text(view, language=language)
    return discord.File(io.BytesIO(png), filename="hand.png", description=alt[:1000])
