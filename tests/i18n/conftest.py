"""What the catalogues' tests share: the catalogues read strictly, English said as the pseudo-language, a store."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import i18n
from data import Store
from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import pseudo_text
from tests.data.store_helpers import FakeClock


@pytest.fixture
def strict(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every language's catalogue, read strictly: a missing variable or message fails the test."""
    every = Catalogue({language: whole_text(language) for language in LANGUAGES}, strict=True)
    monkeypatch.setattr(i18n, "catalogue", lambda: every)
    yield


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """English replaced by the pseudo-language: every message marked, so English outside the marks escaped."""
    marked = Catalogue({ENGLISH: pseudo_text(whole_text(ENGLISH))}, strict=True)
    monkeypatch.setattr(i18n, "catalogue", lambda: marked)
    yield


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "var" / "zark.db", clock=FakeClock()) as opened:
        yield opened
