"""The rules help for Zarcana (/zarcana rules): "Zarcana as documented", citing the rules (Z-n) and the house
rulings (H-n) of the project's specification, with the commands that carry out each turn option and answer, in the
reader's language (`i18n/*/help-zarcana.ftl`). The rulings and the engine's own choices are the messages
`rules.zarcana.rulings` names, each power's requirements come from `rules.zarcana.powers`, so the help says what the
engine does."""

from __future__ import annotations

import i18n
from rules import Message
from rules.zarcana import REQUIREMENTS
from rules.zarcana.cards import TRUMPS
from rules.zarcana.powers import COPIERS, SUIT_POWERS, power_message
from rules.zarcana.rulings import ENGINE_CHOICES, HOUSE_RULINGS, ruling

from ..texts import MESSAGE_LIMIT

#: The pages of /zarcana rules, as its `page` option names them.
PAGES = ("overview", "options", "answers", "suits", "trumps", "rulings", "choices", "table")


def _requirements(power: str) -> Message:
    """A power's requirements (Z-18) in words: ``any orientation, from the wasteland too, needs a minion``."""
    if power in COPIERS:
        return Message("help-zarcana-requirements-copied")
    needs = REQUIREMENTS[power]
    return Message(
        "help-zarcana-requirements",
        facing=needs.facing,
        wasteland=needs.wasteland,
        population=needs.population,
        hand=needs.hand,
        minion=needs.minion,
    )


def _power_line(power: str, number: int | None = None, *, extra: bool = False) -> Message:
    """A power's line on the suits or trumps page: its name, what it does, what it needs (a trump's `number`)."""
    said = {"power": power_message(power), "does": Message(f"zarcana-power-does-{power}")}
    said["requirements"] = _requirements(power)
    if extra:
        return Message("help-zarcana-extra-line", **said)
    if number is not None:
        return Message("help-zarcana-trump-line", number=number, **said)
    return Message("help-zarcana-suit-line", **said)


def page_lines(language: str, page: str) -> list[str]:
    """The lines of a page of /zarcana rules (one of `PAGES`) in `language`: each a message, or a ruling's line
    (``• **H-9** ...``: its only words are the ruling's message)."""
    match page:
        case "overview":
            said = [Message(f"help-zarcana-overview{part}") for part in ("", "-board", "-turn", "-end")]
        case "suits":
            powers = [_power_line(power) for power in SUIT_POWERS]
            said = [Message("help-zarcana-suits"), *powers, Message("help-zarcana-suits-requirements")]
        case "trumps":
            trumps = [_power_line(name.lower(), number) for number, name in enumerate(TRUMPS)]
            extras = [_power_line(name, extra=True) for name in ("doppelganger", "gateway")]
            said = [Message("help-zarcana-trumps"), *trumps, *extras]
        case "rulings":
            heading = i18n.text(language, "help-zarcana-rulings")
            return [heading, *(f"• **{rule}** {i18n.say(language, ruling(rule))}" for rule in HOUSE_RULINGS)]
        case "choices":
            choices = [f"• {i18n.say(language, choice)}" for choice in ENGINE_CHOICES]
            return [
                i18n.text(language, "help-zarcana-choices"),
                *choices,
                i18n.text(language, "help-zarcana-choices-bot"),
            ]
        case _:
            said = [Message(f"help-zarcana-{page}")]
    return [line for message in said for line in i18n.say(language, message).splitlines()]


def rules_page(language: str, page: str) -> str:
    """A page of /zarcana rules (one of `PAGES`) in `language`."""
    return "\n".join(page_lines(language, page))


def page_messages(page: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """A page cut into messages of at most `limit` characters, at line ends (every line of a page is shorter)."""
    messages: list[str] = []
    for line in page.splitlines():
        if messages and len(messages[-1]) + 1 + len(line) <= limit:
            messages[-1] += "\n" + line
        else:
            messages.append(line[:limit])
    return messages
