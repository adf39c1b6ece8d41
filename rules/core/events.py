"""What every kind's events share: `GameState.apply` returns them, in the order they happened, for the application
to report. Each kind's own events say much more (`rules.zark.events.ZarkEvent`,
`rules.zarcana.events.ZarcanaEvent`: cards drawn, who may see them, the cells changed), and only that kind's own
packages read them; a family's words are typed with its own (`play.families.Family`)."""

from __future__ import annotations

from typing import Protocol


class Event(Protocol):
    """Something that happened while an action resolved: its kind (``turn``, ``drew``, ``won``, ...) and the seat it
    concerns, if one."""

    @property
    def kind(self) -> str: ...

    @property
    def seat(self) -> int | None: ...
