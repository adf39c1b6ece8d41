"""What every game's autocomplete shares in Discord: answers from the asker's own view of the game here, within
Discord's time, and a problem (no game here, not your turn, a bot too busy to answer in time) as a single hint whose
value runs the command, which then explains it in full. Each family's Transformers (`cogs.zark_city.transformers`,
`cogs.zarcana`) read its options and suggest with these.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TypeVar

import discord
from discord import app_commands

import i18n
from data import GameRow, StoreError
from i18n import ENGLISH
from play.errors import UserError
from play.suggestions import MAX_NAME, narrow
from rules import GameView, Message

from .replies import bot_of, place_of, reader, sentence_of

log = logging.getLogger(__name__)

#: The value a family's option reads what was typed into (a cell, a card, ...): its Transformers are generic in it.
OptionValue = TypeVar("OptionValue")
HINT_VALUE = "-"  # picking a hint runs the command, which explains the same problem in full
#: Seconds an autocomplete answer may take: it cannot be deferred, and Discord drops it after 3.
SUGGEST_WITHIN = 2.0
#: The one entry offered when the game cannot be read in time.
BUSY = Message("autocomplete-busy")


#: What a kind of option answers, from the asker's own view, the options filled in, what was typed and the asker's
#: language (the names are said in it).
Answer = Callable[[GameView, dict[str, str], str, str], list[tuple[str, str]]]


async def suggest_with(
    interaction: discord.Interaction, current: str, answer: Answer
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the game here, as `answer` gives them from the asker's own view: in time (or a
    busy hint), and a refusal as one hint, all in the asker's language."""
    filled = {name: str(value) for name, value in interaction.namespace}
    language = reader(interaction)
    try:
        async with asyncio.timeout(SUGGEST_WITHIN):
            seated = await bot_of(interaction).referee.seated(place_of(interaction), interaction.user.id)
        found = answer(seated.view(), filled, current, language)
    except (UserError, StoreError) as error:
        return [hint_choice(sentence_of(error, language) or error.sentence)]
    except TimeoutError:
        return [hint_choice(BUSY, language)]
    except Exception:
        log.exception("Autocomplete failed")
        return []
    return [app_commands.Choice(name=name, value=value) for name, value in found]


async def suggest_from_row(
    interaction: discord.Interaction, current: str, listing: Callable[[GameRow, int], list[tuple[str, str]]]
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the stored row of the game here (players, computer seats), for the asker:
    `listing(row, user_id)` gives (name, value) pairs, narrowed by what was typed; in time, or a busy hint."""
    try:
        async with asyncio.timeout(SUGGEST_WITHIN):
            row = await bot_of(interaction).store.game_in_channel(interaction.channel_id or 0)
    except TimeoutError:
        return [hint_choice(BUSY, reader(interaction))]
    found = listing(row, interaction.user.id) if row is not None else []
    return [app_commands.Choice(name=name, value=value) for name, value in narrow(found, current)]


def hint_choice(sentence: str | Message, language: str = ENGLISH) -> app_commands.Choice[str]:
    """The one entry offered for a problem: `sentence` (a message said in the asker's `language`), which picked runs
    the command."""
    said = sentence if isinstance(sentence, str) else i18n.say(language, sentence)
    return app_commands.Choice(name=said[:MAX_NAME], value=HINT_VALUE)
