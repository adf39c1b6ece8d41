"""The real browser the browser tests drive: the system's Chromium through Playwright for Python (`executable_path`;
never ``playwright install``, which downloads a browser of its own). On Debian: ``apt-get install
--no-install-recommends chromium-headless-shell``. Without one the browser tests are skipped, with a line saying so
at the end of the run; ``ZARK_REQUIRE_BROWSER=1`` (as `.ci/run` sets) makes them fail instead."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

#: Where a Chromium may be, the headless shell first (ZARK_CHROMIUM names another).
CANDIDATES = ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome")
#: Flags for a browser in a container, started afresh by each test: no sandbox (root), no GPU, nothing fetched.
FLAGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


def find_browser() -> Path | None:
    named = os.environ.get("ZARK_CHROMIUM", "").strip()
    if named:
        return Path(named) if Path(named).is_file() else None
    for name in CANDIDATES:
        if found := shutil.which(name):
            return Path(found)
    return None


def browser_required() -> bool:
    return os.environ.get("ZARK_REQUIRE_BROWSER", "").strip() not in {"", "0"}


def summary() -> str:
    """The run's last line about the browser tests."""
    found = find_browser()
    if found is not None:
        return f"Browser tests: Chromium at {found}."
    if browser_required():
        return "Browser tests: REQUIRED (ZARK_REQUIRE_BROWSER) but no Chromium was found: they failed."
    return (
        "Browser tests: SKIPPED, no Chromium found (apt-get install --no-install-recommends chromium-headless-shell, "
        "or ZARK_CHROMIUM=PATH); ZARK_REQUIRE_BROWSER=1 fails them instead."
    )


@asynccontextmanager
async def chromium() -> AsyncIterator[Any]:
    """The system's Chromium, launched through Playwright; skips the test (or fails it, where required) without one."""
    found = find_browser()
    if found is None:
        if browser_required():
            pytest.fail("ZARK_REQUIRE_BROWSER is set but no Chromium was found (tests/browser.py)")
        pytest.skip("no Chromium found: browser tests skipped (apt-get install chromium-headless-shell)")
    from playwright.async_api import async_playwright

    async with async_playwright() as driver:
        launched = await driver.chromium.launch(executable_path=str(found), args=list(FLAGS))
        try:
            yield launched
        finally:
            await launched.close()
