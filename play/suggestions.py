"""What every game's autocomplete shares: a choice is what a player reads and the value the command receives; at most
25 are offered (Discord's limit), narrowed by what was typed. Each game's own suggesters (`play.zark.choices`,
`play.zarcana.choices`) compute them from the player's own view, their names as messages (`Offered`), said in the
asker's language before they are narrowed by what the asker typed in it (`choices_in`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

import i18n
from rules import Message, NotationError

MAX_CHOICES = 25  # Discord's limit for one autocomplete answer
MAX_NAME = 100  # Discord's limit for a choice's name, and for its value
Choice = tuple[str, str]  # (what the player reads, the value the command receives)
#: A choice as a suggester makes it: its name a message (said in the asker's language), or words that read the same in
#: every language (a cell, a card's code), and the value the command receives.
Offered = tuple[Message | str, str]
Filled = Mapping[str, str]  # the options already filled in, as typed
#: How the value of the one entry offered when an option has no legal value now begins; its name says why, and the
#: key after it names that sentence, so the command run with it refuses with the same one (each family's
#: ``nothing_now``).
NOTHING = "-nothing:"
#: Why an option has nothing to offer, when its family has no sentence of its own for it.
NOTHING_TO_CHOOSE = Message("play-nothing-to-choose")


def choices_in(language: str, choices: Iterable[Offered]) -> list[Choice]:
    """The choices with their names in words of `language` (the asker's)."""
    return [(name if isinstance(name, str) else i18n.say(language, name), value) for name, value in choices]


def saying_why(key: str, why: Message, language: str) -> list[Choice]:
    """The one entry offered when an option has no legal value now: `why` read in `language`, its `key` received."""
    return [(cut_name(i18n.say(language, why)), NOTHING + key)]


def nothing_key(value: str) -> str | None:
    """The key of the sentence an entry made by `saying_why` names, or None for any other value."""
    return value.removeprefix(NOTHING) if value.startswith(NOTHING) else None


def narrow(choices: Iterable[Choice], typed: str) -> list[Choice]:
    """Keep the choices whose words or value contain what was typed; at most 25, names within 100 characters."""
    needle = typed.strip().lower()
    kept = [
        (cut_name(name), value[:MAX_NAME])
        for name, value in choices
        if needle in name.lower() or needle in value.lower()
    ]
    return kept[:MAX_CHOICES]


def cut_name(name: str) -> str:
    """A choice's name within Discord's 100 characters: a longer one cut at a space where it can be, ending with
    an ellipsis (a name of many pyramids or long players' names, in a wordy language)."""
    if len(name) <= MAX_NAME:
        return name
    cut = name[: MAX_NAME - 1]
    space = cut.rfind(" ")
    if name[len(cut)] != " " and space >= MAX_NAME // 2:  # not within a word
        cut = cut[:space]
    return cut.rstrip(" ,·:(") + "…"


def parses(text: str, reader: Callable[[str], object]) -> bool:
    """Whether `reader` reads `text` (for suggestions narrowed by an option filled in before)."""
    try:
        reader(text)
    except NotationError:
        return False
    return True
