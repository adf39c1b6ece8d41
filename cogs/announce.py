"""Posting what happened: the public board message after every action, and the private word to the actor.

Images are never made on the event loop: a game's boards are drawn in the bot's drawing process
(`cogs.drawing`), usually started by the referee while the move is committed (`Played.board`); other images
(hands, boards on request) in worker threads.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable
from typing import TYPE_CHECKING

import discord

import render
from data import GameRow
from rules import HAND_LIMIT, Game, View, card_label

from .notify import tell_turn
from .places import game_place
from .referee import Played
from .replies import mentioning
from .texts import cards_text, move_line, next_step_line, private_draws, public_events_line
from .ui import CatchUpButton, DiscardSelect, HandButton

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)


async def board_file(view: View, name: str = "board.png", *, drawn: Awaitable[bytes] | None = None) -> discord.File:
    """A fresh `discord.File` (one can be sent only once) with the alt text set; `drawn` is the image already
    being made (else it is drawn now, in a worker thread). If the image cannot be drawn, the board as text."""
    try:
        png = await drawn if drawn is not None else await asyncio.to_thread(render.board_png, view)
    except Exception:  # a drawing bug must not hide the board: the move counts and players need to see it
        log.exception("A board could not be drawn; it is posted as text instead")
        text = render.board_text(view).encode()
        return discord.File(io.BytesIO(text), filename="board.txt", description=render.alt_text(view))
    return discord.File(io.BytesIO(png), filename=name, description=render.alt_text(view))


async def hand_file(view: View) -> discord.File:
    png, text = await asyncio.to_thread(lambda: (render.hand_png(view), render.hand_text(view)))
    return discord.File(io.BytesIO(png), filename="hand.png", description=text[:1000])


def hand_words(view: View) -> str:
    if not view.hand:
        return "Your hand is empty."
    return f"Your hand ({len(view.hand)}): " + ", ".join(card_label(card) for card in view.hand)


def game_view(row: GameRow) -> discord.ui.View:
    """Buttons under every board message; they keep working after restarts (DynamicItems)."""
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(row.id))
    view.add_item(CatchUpButton(row.id))
    return view


def mentions_for(game: Game, row: GameRow) -> discord.AllowedMentions:
    """Ping only the player(s) who must act next, or the winner."""
    seats = game.seats_to_act() if game.phase != "over" else [game.winner] if game.winner is not None else []
    return mentioning(*(uid for seat in seats if (uid := row.user_at(seat)) is not None))


async def post_board(
    bot: ZarkBot, row: GameRow, game: Game, headline: str, *, drawn: asyncio.Future[bytes] | None = None
) -> discord.Message:
    """The public message: what happened, the board image with alt text, and who is next."""
    lines = [headline, next_step_line(game, row)]
    view = game.view(None)
    file = await board_file(view, drawn=drawn if drawn is not None else bot.drawer.draw(view, row.id))
    channel = await game_place(bot, row)
    return await channel.send(
        "\n".join(line for line in lines if line)[:2000],
        file=file,
        view=game_view(row),
        allowed_mentions=mentions_for(game, row),
    )


async def announce(bot: ZarkBot, played: Played, *, caretaker: bool = False) -> None:
    """After a committed action: tell the table (the board message), then DM whoever must act next if they
    asked for DMs (the board message already mentions them)."""
    headline = move_line(played.game, played.seat, played.action)
    if caretaker:
        headline = f"⌛ Deadline passed: the caretaker played for them. {headline} (their seat stays theirs)"
    events = public_events_line(played.game, played.events)
    text = f"{headline}\n{events}" if events else headline
    await post_board(bot, played.row, played.game, text, drawn=played.board)
    next_users = [
        user for seat in played.game.seats_to_act() if seat != played.seat and (user := played.row.user_at(seat))
    ]
    await tell_turn(bot, played.row, next_users)


def private_report(played: Played, viewer_id: int) -> tuple[str, discord.ui.View | None]:
    """What the person who made the request learns, privately: the move, and if they made it for their own seat,
    the cards they drew, their hand, and the discard menu when over the hand limit. Someone acting on another
    seat (a host removing a player) learns only what everyone learns."""
    game, seat = played.game, played.seat
    lines = ["Done: " + move_line(game, seat, played.action, private=played.row.user_at(seat) == viewer_id)]
    if played.row.user_at(seat) != viewer_id:
        return lines[0], None
    drawn = private_draws(played.events, seat)
    if drawn:
        lines.append(f"You drew: {cards_text(drawn)}.")
    hand = game.view(seat).hand
    lines.append(f"Your hand ({len(hand)}): {cards_text(hand)}.")
    menu = None
    if game.phase == "discard" and game.current == seat:
        excess = len(hand) - HAND_LIMIT
        lines.append(f"You hold {len(hand)} cards: discard {excess} to end your turn (menu below, or /discard).")
        menu = discord.ui.View(timeout=None)
        menu.add_item(DiscardSelect.for_hand(played.row.id, played.version, hand, excess))
    return "\n".join(lines), menu
