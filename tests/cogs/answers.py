"""The answering half of a stand-in Interaction for the cogs' tests: its response and followup are itself, and it
keeps what it was told, in order, each with whether it was private (ephemeral)."""

from __future__ import annotations


class Answering:
    def __init__(self) -> None:
        self.response = self.followup = self
        self.answers: list[tuple[str, bool]] = []
        self.extras: dict[str, object] = {}
        self._done = False

    @property
    def texts(self) -> list[str]:
        """What it was told, in order."""
        return [text for text, _ in self.answers]

    def is_done(self) -> bool:
        return self._done

    async def defer(self, **options: object) -> None:
        self._done = True

    async def send(self, text: str, **options: object) -> None:
        self.answers.append((text, bool(options.get("ephemeral"))))

    async def send_message(self, text: str, **options: object) -> None:
        self._done = True
        self.answers.append((text, bool(options.get("ephemeral"))))
