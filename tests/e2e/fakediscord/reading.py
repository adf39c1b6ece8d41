"""What a test reads of what the bot did: messages, threads and DMs as each user sees them, waits on changes, and
the stand-in's own problems. Mixed into `FakeDiscord`, which owns the world."""

# ruff: noqa: ASYNC109  (test helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from .errors import FakeDiscordError
from .models import Channel, Message, User
from .world import Problems, Rejection, World

T = TypeVar("T")


class Reading:
    """Reading what happened in the world of a running stand-in."""

    @property
    def world(self) -> World:
        raise NotImplementedError

    def messages_in(self, channel: Channel, *, include_ephemeral: bool = False) -> list[Message]:
        """Messages in a channel or thread, oldest first (ephemerals only if asked)."""
        return self.world.channel_messages(channel, include_ephemeral=include_ephemeral)

    def ephemerals_for(self, user: User) -> list[Message]:
        return self.world.ephemerals_for(user)

    def dms_with(self, user: User) -> list[Message]:
        return self.world.dms_with(user)

    def visible_to(self, user: User) -> list[Message]:
        """Public guild messages, this user's ephemerals and their DMs: all this user could ever see."""
        return self.world.visible_to(user)

    @property
    def all_messages(self) -> list[Message]:
        return self.world.live_messages()

    @property
    def threads(self) -> list[Channel]:
        return self.world.threads()

    def thread_named(self, name: str) -> Channel:
        for thread in self.world.threads():
            if thread.name == name:
                return thread
        raise FakeDiscordError(f"no thread named {name!r}; threads: {[t.name for t in self.world.threads()]}")

    async def wait_for_message(
        self, predicate: Callable[[Message], bool], *, timeout: float = 5.0, what: str = "a matching message"
    ) -> Message:
        def find() -> Message | None:
            return next((m for m in self.world.live_messages() if not m.loading and predicate(m)), None)

        return await self.world.wait_for(find, timeout=timeout, what=what)

    async def wait_until(
        self, predicate: Callable[[], T | None], *, timeout: float = 5.0, what: str = "a condition"
    ) -> T:
        """Wait (on change notifications, not polling) until `predicate()` is truthy; return its value."""
        return await self.world.wait_for(predicate, timeout=timeout, what=what)

    async def wait_for_thread(self, name: str | None = None, *, timeout: float = 5.0) -> Channel:
        def find() -> Channel | None:
            return next((t for t in self.world.threads() if name is None or t.name == name), None)

        return await self.world.wait_for(find, timeout=timeout, what=f"a thread named {name!r}")

    @property
    def rejections(self) -> list[Rejection]:
        """Every HTTP error answered to the bot for what it asked (validation, permissions, timing, unknown objects);
        injected faults are in `faults.injected` and the rate limits' 429s in `limits.hits`."""
        return list(self.world.rejections)

    @property
    def problems(self) -> Problems:
        return self.world.problems

    def assert_no_problems(self) -> None:
        """Fail if the stand-in met a route it lacks or broke internally (so the test itself is suspect)."""
        if self.world.problems:
            raise FakeDiscordError(f"fake Discord problems: {self.world.problems}")
