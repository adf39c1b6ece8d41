"""Commands named in every language (`cogs.support.translator`): each localized name passes Discord's checks, no two
options (or subcommands) of one command share a name in any language, and the English catalogue is the code's."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

import i18n
from cogs.games import declared_commands
from cogs.support.translator import CatalogueTranslator, Entry, english_catalogue, entries, localized
from i18n import ENGLISH, LANGUAGES

#: Discord's rule for a command, option or group name (1-32 characters, lower case where the script has case).
NAME = re.compile(r"^[-_\w]{1,32}$")
CATALOGUE = Path(i18n.__file__).resolve().parent / ENGLISH / "commands.ftl"


@pytest.fixture(scope="module")
def commands() -> list[app_commands.Command | app_commands.Group]:  # type: ignore[type-arg]
    import asyncio

    return asyncio.run(declared_commands())


def test_the_english_catalogue_is_the_codes_own(commands: list) -> None:  # type: ignore[type-arg]
    """Regenerate with ``python -m cogs commands > i18n/en-US/commands.ftl`` after changing a command."""
    assert CATALOGUE.read_text(encoding="utf-8") == english_catalogue(commands)


def strings(commands: list, language: str) -> list[tuple[Entry, str]]:  # type: ignore[type-arg]
    found = []
    for entry in entries(commands):
        text = localized(language, entry.key, entry.attribute)
        assert text is not None, f"{language}: {entry.key} {entry.attribute or ''} has no translation"
        found.append((entry, text))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_and_description_passes_discords_checks(commands: list, language: str) -> None:  # type: ignore[type-arg]
    for entry, text in strings(commands, language):
        if entry.is_name:
            assert NAME.match(text) and text == text.lower() and " " not in text, (language, entry, text)
        else:
            assert 1 <= len(text) <= 100, (language, entry, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_options_or_subcommands_share_a_name(commands: list, language: str) -> None:  # type: ignore[type-arg]
    names: dict[str, list[str]] = defaultdict(list)
    for entry, text in strings(commands, language):
        if entry.is_name:  # an option among its command's, a command among its group's (or the top level's)
            names[entry.among].append(text)
    for where, taken in names.items():
        assert len(taken) == len(set(taken)), (language, where or "top level", sorted(taken))


async def test_the_translator_names_commands_in_each_locale_and_leaves_english_and_the_rest_to_the_code(
    commands: list,  # type: ignore[type-arg]
) -> None:
    translator = CatalogueTranslator()
    new = next(command for command in commands if command.name == "zark").get_command("new")
    context: app_commands.TranslationContext[Any, Any] = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_name, new
    )
    string = app_commands.locale_str("new")
    german = await translator.translate(string, discord.Locale.german, context)
    assert german == localized("de", "cmd-zark-new", None) and german != "new"
    assert await translator.translate(string, discord.Locale.american_english, context) is None
    assert await translator.translate(string, discord.Locale.british_english, context) is None
    assert await translator.translate(string, discord.Locale.japanese, context) is None  # no Japanese: the code's
    latin = await translator.translate(string, discord.Locale.latin_american_spanish, context)
    assert latin == localized("es-ES", "cmd-zark-new", None)


def test_no_description_is_cut_short(commands: list) -> None:  # type: ignore[type-arg]
    """discord.py cuts a docstring's first line past 100 characters with "…": each is written to fit instead."""
    for entry in entries(commands):
        if not entry.is_name:
            assert not entry.english.endswith(("…", "...")) and not entry.english.startswith("..."), entry
