"""Application commands: what the bot synced, and slash invocations checked against that schema.

A test can only send what a Discord client could: a synced command path, known option names, values of
the declared type within the declared limits, and every required option.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from . import constants as c
from .constants import OptionType
from .errors import InvalidInteractionError, invalid_form
from .models import Channel, User

COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")
MAX_SAFE_INTEGER = 2**53

SUBCOMMAND_TYPES = (OptionType.SUB_COMMAND, OptionType.SUB_COMMAND_GROUP)


@dataclass(frozen=True)
class ResolvedCommand:
    """A command path like "zark new" resolved to the synced command and the subcommand options on the way."""

    command: dict[str, Any]
    chain: tuple[dict[str, Any], ...]

    @property
    def path(self) -> str:
        return " ".join([self.command["name"], *(option["name"] for option in self.chain)])

    @property
    def leaf_options(self) -> list[dict[str, Any]]:
        node = self.chain[-1] if self.chain else self.command
        return list(node.get("options") or [])


class CommandRegistry:
    """Commands per scope (None for global, else a guild id), as bulk-overwritten by the bot."""

    def __init__(self, application_id: int, new_id: Callable[[], int]) -> None:
        self.application_id = application_id
        self._new_id = new_id
        self._scopes: dict[int | None, list[dict[str, Any]]] = {}
        self.sync_count = 0

    def overwrite(self, guild_id: int | None, commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """PUT semantics: replace the scope's commands, keeping ids of commands whose name and type stay."""
        if not isinstance(commands, list):
            raise invalid_form("_root", "Expected a list of application commands.")
        for index, command in enumerate(commands):
            validate_command(command, f"{index}")
        _check_unique_names(commands)
        old = {(cmd["name"], cmd.get("type", 1)): cmd for cmd in self._scopes.get(guild_id, [])}
        stored = []
        for command in commands:
            previous = old.get((command["name"], command.get("type", 1)))
            stored.append(self._stored_form(command, guild_id, previous))
        self._scopes[guild_id] = stored
        self.sync_count += 1
        return stored

    def all_commands(self) -> list[dict[str, Any]]:
        return [command for commands in self._scopes.values() for command in commands]

    def resolve(self, path: str, guild_id: int | None) -> ResolvedCommand:
        """Find "name [group] [subcommand]"; a guild's own command wins over a global one of the same name.

        `guild_id` is None for an invocation in the bot's DMs, where only global commands exist.
        """
        words = path.strip().lstrip("/").split()
        if not words:
            raise InvalidInteractionError("empty command path")
        command = self._find_root(words[0], guild_id)
        chain: list[dict[str, Any]] = []
        node = command
        for word in words[1:]:
            children = {opt["name"]: opt for opt in node.get("options") or [] if opt["type"] in SUBCOMMAND_TYPES}
            if word not in children:
                raise InvalidInteractionError(
                    f"/{' '.join(words)}: {word!r} is not a subcommand of /{_path(command, chain)}; "
                    f"known: {sorted(children)}"
                )
            node = children[word]
            chain.append(node)
        if any(opt["type"] in SUBCOMMAND_TYPES for opt in node.get("options") or []):
            names = [opt["name"] for opt in node["options"]]
            raise InvalidInteractionError(f"/{' '.join(words)} is a group; Discord needs a subcommand: {names}")
        return ResolvedCommand(command, tuple(chain))

    def _find_root(self, name: str, guild_id: int | None) -> dict[str, Any]:
        for scope in (guild_id, None):
            for command in self._scopes.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    return command
        known = sorted({cmd["name"] for cmd in self.all_commands()})
        raise InvalidInteractionError(f"/{name} is not a synced slash command; synced: {known}")

    def _stored_form(
        self, command: dict[str, Any], guild_id: int | None, previous: dict[str, Any] | None
    ) -> dict[str, Any]:
        stored = {
            "id": previous["id"] if previous else str(self._new_id()),
            "application_id": str(self.application_id),
            "version": str(self._new_id()),
            "type": command.get("type", 1),
            "name": command["name"],
            "description": command.get("description", ""),
            "options": command.get("options") or [],
            "default_member_permissions": command.get("default_member_permissions"),
            "dm_permission": command.get("dm_permission", True),
            "contexts": command.get("contexts"),
            "integration_types": command.get("integration_types") or [0],
            "nsfw": command.get("nsfw", False),
            "name_localizations": command.get("name_localizations"),
            "description_localizations": command.get("description_localizations"),
        }
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        return stored

    # Last in the class: below this method, `list` in an annotation would name it rather than the builtin.
    def list(self, guild_id: int | None) -> list[dict[str, Any]]:
        return list(self._scopes.get(guild_id, []))


def validate_command(command: dict[str, Any], where: str) -> None:
    """The checks Discord applies on sync that a library could get wrong."""
    kind = command.get("type", 1)
    name = command.get("name")
    if not isinstance(name, str) or not COMMAND_NAME.match(name) or (kind == 1 and name != name.lower()):
        raise invalid_form(f"{where}.name", f"Invalid command name {name!r}.", "APPLICATION_COMMAND_INVALID_NAME")
    description = command.get("description", "")
    if kind == 1 and not 1 <= len(description) <= c.MAX_COMMAND_DESCRIPTION:
        raise invalid_form(f"{where}.description", f"Must be between 1 and {c.MAX_COMMAND_DESCRIPTION} in length.")
    _validate_localizations(command, where, kind == 1)
    _validate_options(command.get("options") or [], f"{where}.options", depth=0)


def _validate_localizations(node: dict[str, Any], where: str, lower: bool) -> None:
    """A name in each locale follows the rule of names, a description in each locale the rule of descriptions."""
    for locale, name in (node.get("name_localizations") or {}).items():
        if not isinstance(name, str) or not COMMAND_NAME.match(name) or (lower and name != name.lower()):
            raise invalid_form(
                f"{where}.name_localizations.{locale}", f"Invalid name {name!r}.", "APPLICATION_COMMAND_INVALID_NAME"
            )
    for locale, text in (node.get("description_localizations") or {}).items():
        if not 1 <= len(text) <= c.MAX_COMMAND_DESCRIPTION:
            raise invalid_form(f"{where}.description_localizations.{locale}", "Must be between 1 and 100 in length.")


def _check_unique_localized(options: list[dict[str, Any]], where: str) -> None:
    """No two options (or subcommands) of one command share a name in any locale."""
    locales = {locale for option in options for locale in (option.get("name_localizations") or {})}
    for locale in locales:
        names = [(option.get("name_localizations") or {}).get(locale, option["name"]) for option in options]
        if len(names) != len(set(names)):
            raise invalid_form(f"{where}", f"Option names must be unique in {locale}: {sorted(names)}.")


def _validate_options(options: list[dict[str, Any]], where: str, depth: int) -> None:
    if len(options) > c.MAX_COMMAND_OPTIONS:
        raise invalid_form(where, f"Must be {c.MAX_COMMAND_OPTIONS} or fewer in length.")
    kinds = {OptionType(option["type"]) in SUBCOMMAND_TYPES for option in options}
    if len(kinds) > 1:
        raise invalid_form(where, "Subcommands cannot be mixed with other options.")
    _check_unique_localized(options, where)
    seen_optional = False
    for index, option in enumerate(options):
        spot = f"{where}.{index}"
        _validate_localizations(option, spot, True)
        for number, choice in enumerate(option.get("choices") or []):
            for locale, text in (choice.get("name_localizations") or {}).items():
                if not 1 <= len(text) <= c.MAX_COMMAND_DESCRIPTION:
                    raise invalid_form(f"{spot}.choices.{number}.name_localizations.{locale}", "Must be 1 to 100 long.")
        option_type = OptionType(option["type"])
        name = option.get("name", "")
        if not COMMAND_NAME.match(name) or name != name.lower():
            raise invalid_form(f"{spot}.name", f"Invalid option name {name!r}.", "APPLICATION_COMMAND_INVALID_NAME")
        if not 1 <= len(option.get("description", "")) <= c.MAX_COMMAND_DESCRIPTION:
            raise invalid_form(f"{spot}.description", "Must be between 1 and 100 in length.")
        if option_type in SUBCOMMAND_TYPES:
            allowed_depth = 0 if option_type is OptionType.SUB_COMMAND_GROUP else 1
            if depth > allowed_depth:
                raise invalid_form(spot, "Subcommands nest at most one level below a group.")
            _validate_options(option.get("options") or [], f"{spot}.options", depth + 1)
            continue
        if option.get("required"):
            if seen_optional:
                raise invalid_form(spot, "Required options must be placed before non-required options.")
        else:
            seen_optional = True
        choices = option.get("choices") or []
        if len(choices) > c.MAX_CHOICES:
            raise invalid_form(f"{spot}.choices", f"Must be {c.MAX_CHOICES} or fewer in length.")
        if choices and option.get("autocomplete"):
            raise invalid_form(f"{spot}.autocomplete", "Autocomplete cannot be set with choices.")


def _check_unique_names(commands: list[dict[str, Any]]) -> None:
    seen: set[tuple[str, int]] = set()
    for index, command in enumerate(commands):
        key = (command["name"], command.get("type", 1))
        if key in seen:
            raise invalid_form(f"{index}.name", f"Application command names must be unique: {key[0]!r}.")
        seen.add(key)


def _path(command: dict[str, Any], chain: list[dict[str, Any]]) -> str:
    return " ".join([command["name"], *(option["name"] for option in chain)])


class OptionResolver(Protocol):
    """Looks up users and channels for USER and CHANNEL options; the World implements it."""

    def find_user(self, value: Any) -> User: ...

    def find_channel(self, value: Any) -> Channel: ...

    def resolved_member(self, user: User, channel: Channel) -> dict[str, Any] | None: ...

    def resolved_channel(self, target: Channel, user: User) -> dict[str, Any]: ...


def build_command_data(
    resolved: ResolvedCommand,
    values: dict[str, Any],
    resolver: OptionResolver,
    *,
    invoker: User,
    channel: Channel,
    focused: str | None = None,
) -> dict[str, Any]:
    """The `data` object of an APPLICATION_COMMAND (or AUTOCOMPLETE, with `focused`) interaction."""
    schema = {option["name"]: option for option in resolved.leaf_options}
    where = f"/{resolved.path}"
    unknown = sorted(set(values) - set(schema))
    if unknown:
        raise InvalidInteractionError(f"{where} has no option(s) {unknown}; it has {sorted(schema)}")
    if focused is not None:
        _check_focus(where, schema, focused)
    options: list[dict[str, Any]] = []
    resolved_data: dict[str, dict[str, Any]] = {}
    for name, option in schema.items():
        if name == focused:
            options.append({"name": name, "type": option["type"], "value": str(values.get(name, "")), "focused": True})
            continue
        if name not in values:
            if option.get("required") and focused is None:
                raise InvalidInteractionError(f"{where}: required option {name!r} is missing")
            continue
        value = _convert(where, option, values[name], resolver=resolver, out=resolved_data, context=(invoker, channel))
        options.append({"name": name, "type": option["type"], "value": value})
    for link in reversed(resolved.chain):
        options = [{"name": link["name"], "type": link["type"], "options": options}]
    data: dict[str, Any] = {"id": resolved.command["id"], "name": resolved.command["name"], "type": 1}
    data["options"] = options
    if "guild_id" in resolved.command:
        data["guild_id"] = resolved.command["guild_id"]
    if resolved_data:
        data["resolved"] = resolved_data
    return data


def _check_focus(where: str, schema: dict[str, dict[str, Any]], focused: str) -> None:
    if focused not in schema:
        raise InvalidInteractionError(f"{where}: cannot focus unknown option {focused!r}")
    if not schema[focused].get("autocomplete"):
        raise InvalidInteractionError(f"{where}: option {focused!r} has no autocomplete, Discord would not ask")


def _convert(
    where: str,
    option: dict[str, Any],
    value: Any,
    *,
    resolver: OptionResolver,
    out: dict[str, dict[str, Any]],
    context: tuple[User, Channel],
) -> Any:
    """The option's value as Discord sends it; USER and CHANNEL values also go into `resolved` (`out`)."""
    option_type = OptionType(option["type"])
    label = f"{where} option {option['name']!r}"
    if option_type is OptionType.STRING:
        return _convert_string(label, option, value)
    if option_type in (OptionType.INTEGER, OptionType.NUMBER):
        return _convert_number(label, option, value, integer=option_type is OptionType.INTEGER)
    if option_type is OptionType.BOOLEAN:
        if not isinstance(value, bool):
            raise InvalidInteractionError(f"{label} takes a bool, got {value!r}")
        return value
    if option_type is OptionType.USER:
        user = resolver.find_user(value)
        out.setdefault("users", {})[str(user.id)] = user.payload()
        member = resolver.resolved_member(user, context[1])
        if member is not None:
            out.setdefault("members", {})[str(user.id)] = member
        return str(user.id)
    if option_type is OptionType.CHANNEL:
        target = resolver.find_channel(value)
        allowed = option.get("channel_types")
        if allowed and int(target.type) not in allowed:
            raise InvalidInteractionError(f"{label} accepts channel types {allowed}, not {int(target.type)}")
        out.setdefault("channels", {})[str(target.id)] = resolver.resolved_channel(target, context[0])
        return str(target.id)
    raise InvalidInteractionError(f"{label}: option type {option_type.name} is not supported by the stand-in")


def _convert_string(label: str, option: dict[str, Any], value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidInteractionError(f"{label} takes a string, got {value!r}")
    _check_choice(label, option, value)
    low, high = option.get("min_length", 0), option.get("max_length", 6000)
    if not low <= len(value) <= high:
        raise InvalidInteractionError(f"{label}: length {len(value)} is outside {low}..{high}")
    return value


def _convert_number(label: str, option: dict[str, Any], value: Any, *, integer: bool) -> int | float:
    allowed_types: tuple[type[int] | type[float], ...] = (int,) if integer else (int, float)
    if isinstance(value, bool) or not isinstance(value, allowed_types):
        raise InvalidInteractionError(f"{label} takes {'an integer' if integer else 'a number'}, got {value!r}")
    _check_choice(label, option, value)
    low = option.get("min_value", -MAX_SAFE_INTEGER)
    high = option.get("max_value", MAX_SAFE_INTEGER)
    if not low <= value <= high:
        raise InvalidInteractionError(f"{label}: {value} is outside {low}..{high}")
    return value


def _check_choice(label: str, option: dict[str, Any], value: Any) -> None:
    choices = option.get("choices")
    if choices and value not in [choice["value"] for choice in choices]:
        raise InvalidInteractionError(
            f"{label}: {value!r} is not one of the choices {[choice['value'] for choice in choices]}"
        )
