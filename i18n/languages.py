"""The bot's languages and how a Discord locale (or a browser's language) comes to one of them.

A language is a folder of catalogues named by its tag (`ENGLISH` is ``en-US``). Discord names 32 locales
(`discord.Locale`); those the bot has no catalogue for fall back to English, whole sentences, never half."""

from __future__ import annotations

#: The bot's languages, English first: each is a folder of `.ftl` files beside this module.
LANGUAGES = ("en-US", "de", "fr", "es-ES", "pt-BR", "pl", "ru")
ENGLISH = LANGUAGES[0]
#: Locales that read another language's catalogue: British English, Latin American Spanish.
SAME_AS = {"en-GB": "en-US", "es-419": "es-ES"}
#: Each language in its own words, for a choice of language (these names are not translated).
NATIVE_NAMES = {
    "en-US": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es-ES": "Español",
    "pt-BR": "Português do Brasil",
    "pl": "Polski",
    "ru": "Русский",
}


def language_of(locale: object, *, known: tuple[str, ...] = LANGUAGES) -> str:
    """The bot's language for a Discord locale (a `discord.Locale` or its value, ``de``, ``en-GB``) or a language
    tag as browsers send it (``de-AT``, ``pt-br``): the exact language, or one it reads as (`SAME_AS`), or the one of
    its first part (``de-AT`` -> ``de``); English for anything else, ``None`` included."""
    tag = str(getattr(locale, "value", locale or "")).strip().replace("_", "-")
    lowered = {language.lower(): language for language in known}
    for candidate in (tag, SAME_AS.get(tag, "")):
        if candidate.lower() in lowered:
            return lowered[candidate.lower()]
    base = tag.split("-", 1)[0].lower()
    for language in known:
        if language.split("-", 1)[0].lower() == base:
            return language
    return ENGLISH


def accepted_language(header: str | None, *, known: tuple[str, ...] = LANGUAGES) -> str:
    """The bot's language for an HTTP ``Accept-Language`` header: the first of the reader's languages, by their
    weights, that the bot has (English if none)."""
    choices: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if tag and tag != "*" and weight > 0:
            choices.append((-weight, index, tag))
    for _, _, tag in sorted(choices):
        language = language_of(tag, known=known)
        if language != ENGLISH or tag.lower().startswith("en"):
            return language
    return ENGLISH
