"""Images as Discord files: a fresh `discord.File` every time (one can be sent only once), with its alt text."""

from __future__ import annotations

import io
import logging

import discord

import render
from render.service import DrawingService
from rules import View

log = logging.getLogger(__name__)


async def board_file(drawing: DrawingService, view: View, name: str = "board.png") -> discord.File:
    """The board with its alt text; if the image cannot be drawn, the board as text: a drawing bug must not hide a
    move that counts."""
    try:
        png = await drawing.board(view)
    except Exception:  # the move counts and players need to see the board
        log.exception("A board could not be drawn; it is posted as text instead")
        text = render.board_text(view).encode()
        return discord.File(io.BytesIO(text), filename="board.txt", description=render.alt_text(view))
    return discord.File(io.BytesIO(png), filename=name, description=render.alt_text(view))


async def hand_file(drawing: DrawingService, view: View) -> discord.File:
    png = await drawing.hand(view)
    return discord.File(io.BytesIO(png), filename="hand.png", description=render.hand_text(view)[:1000])
