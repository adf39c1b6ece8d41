"""What a user can do with components: press a button, pick in a select, fill a modal.

Each function checks the action is possible in a Discord client and returns the interaction `data`.
"""

from __future__ import annotations

from typing import Any

from .constants import LINK_BUTTON_STYLE, PREMIUM_BUTTON_STYLE, ComponentType
from .errors import InvalidInteractionError
from .models import Channel, Message, User, walk_components


def find_target(
    message: Message, channel: Channel, user: User, *, custom_id: str | None, label: str | None
) -> dict[str, Any]:
    """The component the user acts on; refuses hidden messages and unknown ids as the client would."""
    if message.deleted:
        raise InvalidInteractionError(f"{message!r} was deleted; nobody can use its components")
    if not message.visible_to(user.id):
        raise InvalidInteractionError(f"{user.username} cannot see {message!r} (someone else's ephemeral)")
    if channel.is_dm and channel.recipient is not user:
        raise InvalidInteractionError(f"{user.username} cannot see {message!r} (someone else's DM)")
    if (custom_id is None) == (label is None):
        raise InvalidInteractionError("give exactly one of custom_id or label")
    component = message.find_component(custom_id=custom_id, label=label)
    if component is None:
        raise InvalidInteractionError(
            f"{message!r} has no component {custom_id or label!r}; its custom_ids are {message.custom_ids}"
        )
    if component.get("disabled"):
        raise InvalidInteractionError(f"component {custom_id or label!r} is disabled")
    return component


def button_data(component: dict[str, Any]) -> dict[str, Any]:
    if component.get("type") != ComponentType.BUTTON:
        raise InvalidInteractionError(f"{component.get('custom_id')!r} is not a button")
    if component.get("style") in (LINK_BUTTON_STYLE, PREMIUM_BUTTON_STYLE):
        raise InvalidInteractionError("link and premium buttons do not send interactions")
    data = {"custom_id": component["custom_id"], "component_type": int(ComponentType.BUTTON)}
    return _with_numeric_id(data, component)


def select_data(component: dict[str, Any], values: list[str]) -> dict[str, Any]:
    if component.get("type") != ComponentType.STRING_SELECT:
        kind = component.get("type")
        raise InvalidInteractionError(f"{component.get('custom_id')!r} (type {kind}) is not a string select")
    offered = [option["value"] for option in component.get("options", [])]
    unknown = [value for value in values if value not in offered]
    if unknown:
        raise InvalidInteractionError(f"select {component['custom_id']!r} offers {offered}, not {unknown}")
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if not low <= len(values) <= high or len(set(values)) != len(values):
        raise InvalidInteractionError(f"select {component['custom_id']!r} takes {low}..{high} distinct values")
    data = {"custom_id": component["custom_id"], "component_type": int(ComponentType.STRING_SELECT)}
    return _with_numeric_id(data | {"values": list(values)}, component)


def modal_submit_data(modal: dict[str, Any], values: dict[str, str | list[str]]) -> dict[str, Any]:
    """The MODAL_SUBMIT `data`: the modal's inputs with the user's values, in the modal's own layout."""
    known = {c["custom_id"] for c in walk_components(modal.get("components", [])) if "custom_id" in c}
    unknown = sorted(set(values) - known)
    if unknown:
        name = modal.get("custom_id")
        raise InvalidInteractionError(f"modal {name!r} has no inputs {unknown}; it has {sorted(known)}")
    return {"custom_id": modal["custom_id"], "components": [_submitted(c, values) for c in modal["components"]]}


def _submitted(component: dict[str, Any], values: dict[str, str | list[str]]) -> dict[str, Any]:
    kind = component.get("type")
    if kind == ComponentType.ACTION_ROW:
        data = {"type": kind, "components": [_submitted(child, values) for child in component["components"]]}
    elif kind == ComponentType.LABEL:
        data = {"type": kind, "component": _submitted(component["component"], values)}
    elif kind == ComponentType.TEXT_INPUT:
        data = {"type": kind, "custom_id": component["custom_id"], "value": _text_value(component, values)}
    elif kind == ComponentType.STRING_SELECT:
        chosen = values.get(component["custom_id"], [])
        chosen_list = [chosen] if isinstance(chosen, str) else list(chosen)
        data = select_data(component, chosen_list) | {"type": kind}
        data.pop("component_type")
    else:
        data = {"type": kind}
    return _with_numeric_id(data, component)


def _text_value(component: dict[str, Any], values: dict[str, str | list[str]]) -> str:
    value = values.get(component["custom_id"], component.get("value") or "")
    if not isinstance(value, str):
        raise InvalidInteractionError(f"text input {component['custom_id']!r} takes a string")
    required = component.get("required", True)
    low, high = component.get("min_length", 0), component.get("max_length", 4000)
    if required and not value:
        raise InvalidInteractionError(f"text input {component['custom_id']!r} is required")
    if value and not low <= len(value) <= high:
        raise InvalidInteractionError(f"text input {component['custom_id']!r} takes {low}..{high} characters")
    return value


def _with_numeric_id(data: dict[str, Any], component: dict[str, Any]) -> dict[str, Any]:
    if "id" in component:
        data["id"] = component["id"]
    return data
