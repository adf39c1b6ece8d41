"""What the catalogues' tests share: the catalogues read strictly, and English said as the pseudo-language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import i18n
from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import pseudo_text


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
