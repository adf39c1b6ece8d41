"""Remembering the language each player uses the bot in, for what reaches them unasked (DMs, reminders): every
interaction carries its user's Discord language, stored when it differs from the one last seen."""

from __future__ import annotations

import logging

import discord

from play import timers

from .replies import bot_of, reader

log = logging.getLogger(__name__)


class Languages:
    """What each player's language was when last stored or seen, so an interaction in the same language costs no
    read of the store (a process's own memory: another shard's process stores a change again, harmlessly)."""

    def __init__(self) -> None:
        self.seen: dict[int, str] = {}

    async def remember(self, interaction: discord.Interaction) -> None:
        language, user_id = reader(interaction), interaction.user.id
        if self.seen.get(user_id) == language:
            return
        try:
            await timers.remember_language(bot_of(interaction).store, user_id, language)
        except Exception:  # a busy store: the next interaction tries again
            log.warning("Could not store the language of user %s", user_id, exc_info=True)
            return
        self.seen[user_id] = language
