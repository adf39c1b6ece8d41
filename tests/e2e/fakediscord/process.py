"""A bot as a real subprocess: started with `sys.executable`, logged to a file, killed by its own pid."""

# ruff: noqa: ASYNC109  (test helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from pathlib import Path
from typing import Self

LOG_TAIL_CHARS = 4_000


class BotProcess:
    """One running bot. Output goes to a file (never a pipe, which could fill and block the bot)."""

    def __init__(self, process: asyncio.subprocess.Process, log_path: Path, label: str) -> None:
        self.process = process
        self.log_path = log_path
        self.label = label

    @classmethod
    async def start(
        cls, script: Path, *, env: dict[str, str], log_path: Path, args: tuple[str, ...] = (), cwd: Path | None = None
    ) -> Self:
        log_path.parent.mkdir(parents=True, exist_ok=True)
        with log_path.open("ab") as log_file:
            process = await asyncio.create_subprocess_exec(
                sys.executable, str(script), *args, env=env, cwd=cwd, stdout=log_file, stderr=log_file
            )
        return cls(process, log_path, f"{script.name}[{process.pid}]")

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def returncode(self) -> int | None:
        return self.process.returncode

    def log_text(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def log_tail(self) -> str:
        return self.log_text()[-LOG_TAIL_CHARS:]

    async def wait_exit(self, timeout: float) -> int:
        """The exit code; fails with the log tail if the process is still running after `timeout`."""
        try:
            return await asyncio.wait_for(self.process.wait(), timeout)
        except TimeoutError:
            raise AssertionError(f"{self.label} still running after {timeout}s; log:\n{self.log_tail()}") from None

    async def kill(self) -> None:
        """SIGKILL, as a crash or an OOM kill would: no cleanup code runs in the bot."""
        await self._signal(signal.SIGKILL)

    async def terminate(self, timeout: float = 5.0) -> None:
        """SIGTERM, then SIGKILL if it does not exit in time."""
        await self._signal(signal.SIGTERM, timeout=timeout)

    async def _signal(self, signum: int, timeout: float = 5.0) -> None:
        if self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(signum)
            try:
                await asyncio.wait_for(self.process.wait(), timeout)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    self.process.kill()
                await self.process.wait()
