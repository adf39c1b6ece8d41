"""Images as Discord files: a fresh `discord.File` every time (one can be sent only once), with its alt text."""

from __future__ import annotations

import io
import logging
from collections.abc import Collection

import discord

import render
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
) -> discord.File:
    """The board with its alt text (`mark` and `highlight` as `render.board_png`; a mark opens the alt text too);
    if the image cannot be drawn, the board as text: a drawing bug must not hide a move that counts."""
    alt = render.alt_text(view)
    description = f"{mark}: {alt}"[:1000] if mark else alt
    try:
        png = await drawing.board(view, highlight=highlight, mark=mark)
    except Exception:  # the move counts and players need to see the board
        log.exception("A board could not be drawn; it is posted as text instead")
        text = render.board_text(view).encode()
        return discord.File(io.BytesIO(text), filename="board.txt", description=description)
    return discord.File(io.BytesIO(png), filename=name, description=description)


async def hand_file(drawing: DrawingService, view: GameView) -> discord.File:
    png = await drawing.hand(view)
    alt = render.hand_text(view)
    return discord.File(io.BytesIO(png), filename="hand.png", description=alt[:1000])
