"""Commands named in each player's language: discord.py's `app_commands.Translator` over the catalogues (`i18n`).

Every command and group is one message of ``commands.ftl``: its name is the message's value, its description and
each option's name and description are attributes (``cmd-zark-bot-add = add``, ``.description``, ``.level``,
``.level-description``); a choice is a message of its own (``choice-this-server``). At a sync discord.py asks the
translator for each string in each of Discord's locales; a locale the bot has no language for, and English itself,
keep the names written in the code. `entries` lists every string, so that a test can hold each language to
Discord's rules and to the code's English."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import ENGLISH, language_of
from i18n.catalogue import command_catalogue

CommandNode = app_commands.Command[Any, ..., Any] | app_commands.Group


def command_key(node: CommandNode) -> str:
    """The message of a command or group: ``cmd-`` and its qualified name, words joined by ``-``."""
    return "cmd-" + node.qualified_name.replace(" ", "-")


def choice_key(choice: app_commands.Choice[Any]) -> str:
    """The message of a choice, by its English name: ``choice-this-server``; a name in another script, by its value
    (a language by its own name, ``Русский``: ``choice-ru``)."""
    return "choice-" + (_slug(choice.name) or _slug(str(choice.value)) or "blank")


def _slug(name: str) -> str:
    """A name in the letters a message id may have: ``Français`` -> ``francais``, ``this server`` -> ``this-server``."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


def where_of(location: Where, data: Any) -> tuple[str, str | None]:
    """The message and attribute that hold a string, from discord.py's context for it."""
    if location in (Where.command_name, Where.group_name):
        return command_key(data), None
    if location in (Where.command_description, Where.group_description):
        return command_key(data), "description"
    if location is Where.parameter_name:
        return command_key(data.command), data.name
    if location is Where.parameter_description:
        return command_key(data.command), f"{data.name}-description"
    if location is Where.choice_name:
        return choice_key(data), None
    return "", None


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        language = language_of(locale)
        if language == ENGLISH:
            return None  # English, or a locale the bot has no language for: the code's own English
        key, attribute = where_of(context.location, context.data)
        return localized(language, key, attribute)


def localized(language: str, key: str, attribute: str | None) -> str | None:
    """A command's string in `language`, or None where that language's catalogue lacks it."""
    bundle = command_catalogue().bundle(language)
    if not key or bundle is None or not bundle.has(key):
        return None
    message = bundle.message(key)
    pattern = message.value if attribute is None else message.attributes.get(attribute)
    if pattern is None:
        return None
    text, errors = bundle.format(pattern, {})
    return None if errors else text


@dataclass(frozen=True)
class Entry:
    """One string of the command tree as Discord receives it: where it is (message, attribute), its English, and
    whether it is a name (Discord's rule for names) or a description or choice (length only)."""

    key: str
    attribute: str | None
    english: str
    is_name: bool
    #: Where a name must differ from its neighbours': the group of a command (``""`` at the top), the command of
    #: an option.
    among: str


def entries(commands: Iterable[CommandNode], among: str = "") -> Iterator[Entry]:
    """Every translatable string of these commands, their subcommands, options and choices."""
    for node in commands:
        key = command_key(node)
        yield Entry(key, None, node.name, True, among)
        yield Entry(key, "description", str(node.description), False, key)
        if isinstance(node, app_commands.Group):
            yield from entries(node.commands, key)
            continue
        for parameter in node.parameters:
            yield Entry(key, parameter.name, parameter.display_name, True, key)
            yield Entry(key, f"{parameter.name}-description", str(parameter.description), False, key)
            for choice in parameter.choices:
                yield Entry(choice_key(choice), None, choice.name, False, key)


def english_catalogue(commands: Iterable[CommandNode]) -> str:
    """``commands.ftl`` in English, as the code names and describes every command (``python -m cogs commands``)."""
    messages: dict[str, dict[str | None, str]] = {}
    for entry in entries(commands):
        messages.setdefault(entry.key, {})[entry.attribute] = entry.english
    lines = ["# Slash commands: names (lower case, no spaces) and descriptions (at most 100 characters).", ""]
    for key, strings in messages.items():
        lines.append(f"{key} = {strings[None]}")
        lines += [f"    .{attribute} = {text}" for attribute, text in strings.items() if attribute is not None]
    return "\n".join(lines) + "\n"
