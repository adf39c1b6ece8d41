"""Discord's rules for what a bot may send; breaking one gets the same HTTP error Discord would give."""

from __future__ import annotations

from typing import Any

from . import constants as c
from .constants import ComponentType, ErrorCode, MessageFlag
from .errors import DiscordAPIError, invalid_form
from .models import walk_components


def check_message_fields(body: dict[str, Any]) -> None:
    """Limits on content, embeds, components and flags that hold for any message create or edit."""
    content = body.get("content")
    if content is not None:
        if not isinstance(content, str):
            raise invalid_form("content", "Could not interpret value as string.")
        if len(content) > c.MAX_CONTENT:
            raise invalid_form(
                "content", f"Must be {c.MAX_CONTENT} or fewer in length (got {len(content)}).", "BASE_TYPE_MAX_LENGTH"
            )
    check_embeds(body.get("embeds") or [])
    flags = int(body.get("flags") or 0)
    if flags & ~c.SETTABLE_MESSAGE_FLAGS:
        raise invalid_form("flags", f"Flags {flags} include bits a bot cannot set.")
    check_components(body.get("components") or [], components_v2=bool(flags & MessageFlag.IS_COMPONENTS_V2))
    if flags & MessageFlag.IS_COMPONENTS_V2 and (body.get("content") or body.get("embeds")):
        raise invalid_form("content", "Messages with IS_COMPONENTS_V2 cannot have content or embeds.")


def check_not_empty(
    content: str, embeds: list[Any], attachments: list[Any], components: list[Any], *, poll: bool = False
) -> None:
    """Discord refuses a message with nothing in it: 50006 "Cannot send an empty message"."""
    if not (content or embeds or attachments or components or poll):
        raise DiscordAPIError(400, ErrorCode.EMPTY_MESSAGE, "Cannot send an empty message")


def check_files(sizes: list[int], *, size_limit: int) -> None:
    """At most 10 files, each within the upload limit (413 "Request entity too large" otherwise)."""
    if len(sizes) > c.MAX_FILES:
        raise invalid_form("files", f"Must be {c.MAX_FILES} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
    for size in sizes:
        if size > size_limit:
            raise DiscordAPIError(413, ErrorCode.REQUEST_TOO_LARGE, f"Request entity too large ({size} bytes)")


def check_embeds(embeds: list[dict[str, Any]]) -> None:
    if len(embeds) > c.MAX_EMBEDS:
        raise invalid_form("embeds", f"Must be {c.MAX_EMBEDS} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
    total = 0
    for index, embed in enumerate(embeds):
        where = f"embeds.{index}"
        total += _check_text(embed.get("title"), c.MAX_EMBED_TITLE, f"{where}.title")
        total += _check_text(embed.get("description"), c.MAX_EMBED_DESCRIPTION, f"{where}.description")
        total += _check_text((embed.get("footer") or {}).get("text"), c.MAX_EMBED_FOOTER, f"{where}.footer.text")
        total += _check_text((embed.get("author") or {}).get("name"), c.MAX_EMBED_AUTHOR, f"{where}.author.name")
        fields = embed.get("fields") or []
        if len(fields) > c.MAX_EMBED_FIELDS:
            raise invalid_form(f"{where}.fields", f"Must be {c.MAX_EMBED_FIELDS} or fewer in length.")
        for number, embed_field in enumerate(fields):
            total += _check_text(embed_field.get("name"), c.MAX_EMBED_FIELD_NAME, f"{where}.fields.{number}.name")
            total += _check_text(embed_field.get("value"), c.MAX_EMBED_FIELD_VALUE, f"{where}.fields.{number}.value")
    if total > c.MAX_EMBED_TOTAL:
        raise invalid_form("embeds", f"Embed size exceeds maximum size of {c.MAX_EMBED_TOTAL} (got {total}).")


def check_components(components: list[dict[str, Any]], *, components_v2: bool = False) -> None:
    """Row and size limits, custom_id rules and unique custom_ids, as Discord checks them on send."""
    if not components_v2 and len(components) > c.MAX_ACTION_ROWS:
        raise invalid_form("components", f"Must be {c.MAX_ACTION_ROWS} or fewer in length.", "BASE_TYPE_MAX_LENGTH")
    seen: set[str] = set()
    count = 0
    for row_index, row in enumerate(components):
        if not components_v2:
            _check_action_row(row, f"components.{row_index}")
        for component in walk_components([row]):
            count += 1
            _check_interactive(component, seen, f"components.{row_index}")
    if components_v2 and count > c.MAX_V2_COMPONENTS:
        raise invalid_form("components", f"At most {c.MAX_V2_COMPONENTS} components in total (got {count}).")


def check_choices(choices: list[dict[str, Any]]) -> None:
    """Autocomplete answers: at most 25 choices, names and string values 1-100 characters."""
    if len(choices) > c.MAX_CHOICES:
        raise invalid_form(
            "data.choices", f"Must be {c.MAX_CHOICES} or fewer in length (got {len(choices)}).", "BASE_TYPE_MAX_LENGTH"
        )
    for index, choice in enumerate(choices):
        name = choice.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= c.MAX_CHOICE_TEXT:
            raise invalid_form(f"data.choices.{index}.name", f"Must be between 1 and {c.MAX_CHOICE_TEXT} in length.")
        value = choice.get("value")
        if isinstance(value, str) and len(value) > c.MAX_CHOICE_TEXT:
            raise invalid_form(f"data.choices.{index}.value", f"Must be {c.MAX_CHOICE_TEXT} or fewer in length.")
        if value is None:
            raise invalid_form(f"data.choices.{index}.value", "This field is required", "BASE_TYPE_REQUIRED")


def check_thread_fields(body: dict[str, Any]) -> None:
    name = body.get("name")
    if not isinstance(name, str) or not 1 <= len(name) <= c.MAX_THREAD_NAME:
        raise invalid_form("name", f"Must be between 1 and {c.MAX_THREAD_NAME} in length.")
    duration = body.get("auto_archive_duration")
    if duration is not None and duration not in c.THREAD_ARCHIVE_DURATIONS:
        raise invalid_form("auto_archive_duration", f"Value must be one of {sorted(c.THREAD_ARCHIVE_DURATIONS)}.")


def _check_text(text: str | None, limit: int, where: str) -> int:
    if text is None:
        return 0
    if len(text) > limit:
        raise invalid_form(where, f"Must be {limit} or fewer in length (got {len(text)}).", "BASE_TYPE_MAX_LENGTH")
    return len(text)


def _check_action_row(row: dict[str, Any], where: str) -> None:
    if row.get("type") != ComponentType.ACTION_ROW:
        raise invalid_form(f"{where}.type", "Top-level components must be action rows without IS_COMPONENTS_V2.")
    children = row.get("components") or []
    if not children:
        raise invalid_form(f"{where}.components", "Must be between 1 and 5 in length.")
    selects = [child for child in children if child.get("type") != ComponentType.BUTTON]
    if selects and len(children) > 1:
        raise invalid_form(f"{where}.components", "A select menu must be alone in its action row.")
    if len(children) > c.MAX_ROW_BUTTONS:
        raise invalid_form(f"{where}.components", f"Must be {c.MAX_ROW_BUTTONS} or fewer in length.")


def _check_interactive(component: dict[str, Any], seen: set[str], where: str) -> None:
    kind = component.get("type")
    custom_id = component.get("custom_id")
    if kind == ComponentType.BUTTON:
        _check_button(component, where)
    if kind == ComponentType.STRING_SELECT:
        _check_string_select(component, where)
    if custom_id is None:
        return
    if not 1 <= len(custom_id) <= c.MAX_CUSTOM_ID:
        raise invalid_form(f"{where}.custom_id", f"Must be between 1 and {c.MAX_CUSTOM_ID} in length: {custom_id!r}.")
    if custom_id in seen:
        raise invalid_form(f"{where}.custom_id", f"Component custom id cannot be duplicated: {custom_id!r}.")
    seen.add(custom_id)


def _check_button(button: dict[str, Any], where: str) -> None:
    style = button.get("style")
    if style == c.LINK_BUTTON_STYLE:
        if not button.get("url") or "custom_id" in button:
            raise invalid_form(f"{where}.url", "Link buttons need a url and no custom_id.")
    elif style != c.PREMIUM_BUTTON_STYLE and not button.get("custom_id"):
        raise invalid_form(f"{where}.custom_id", "A non-link button must have a custom_id.", "BASE_TYPE_REQUIRED")
    _check_text(button.get("label"), c.MAX_BUTTON_LABEL, f"{where}.label")


def _check_string_select(select: dict[str, Any], where: str) -> None:
    options = select.get("options") or []
    if not 1 <= len(options) <= c.MAX_SELECT_OPTIONS:
        raise invalid_form(f"{where}.options", f"Must be between 1 and {c.MAX_SELECT_OPTIONS} in length.")
    for option in options:
        _check_text(option.get("label"), c.MAX_SELECT_TEXT, f"{where}.options.label")
        _check_text(option.get("value"), c.MAX_SELECT_TEXT, f"{where}.options.value")
    _check_text(select.get("placeholder"), c.MAX_PLACEHOLDER, f"{where}.placeholder")
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if not 0 <= low <= high <= min(len(options), c.MAX_SELECT_OPTIONS):
        raise invalid_form(f"{where}.max_values", f"min_values {low} / max_values {high} do not fit the options.")
