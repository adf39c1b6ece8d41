"""Shared positions for the render tests: built once per session, since random playouts take a moment."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.zarcana import samples as zarcana_samples
from render.zark import samples
from rules.zarcana import ZarcanaGame
from rules.zark import ZarkGame


@pytest.fixture(scope="session")
def crowded() -> ZarkGame:
    """54 cards, 5 players, a card with 9 pyramids."""
    return samples.crowded_game()


@pytest.fixture(scope="session")
def finished() -> ZarkGame:
    return samples.finished_game()


@pytest.fixture(scope="session")
def early() -> ZarkGame:
    return samples.early_game()


@pytest.fixture(scope="session")
def unocitta() -> ZarkGame:
    """Unocitta, finished, four Wilds on the board and two in the winning block."""
    return samples.unocitta_game()


@pytest.fixture(scope="session")
def unopolis() -> ZarkGame:
    return samples.unopolis_game()


def open_png(data: bytes) -> Image.Image:
    """Decode a PNG and check it is one; RGB so pixels compare with the layout colours."""
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def colour_count(image: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int]) -> int:
    """How many pixels in `box` are exactly `colour`."""
    region = image.crop(box)
    return sum(count for count, found in region.getcolors(region.width * region.height) or [] if found == colour)


@pytest.fixture(scope="session")
def zarcana_crowded() -> ZarcanaGame:
    """Zarcana, 5 players late in a long game: crowded spaces, wasteland, deep stacks, face-down cards."""
    return zarcana_samples.crowded_game()


@pytest.fixture(scope="session")
def zarcana_wide() -> ZarcanaGame:
    """Zarcana, 5 players, the board seven cards wide."""
    return zarcana_samples.wide_game()


@pytest.fixture(scope="session")
def zarcana_midgame() -> ZarcanaGame:
    return zarcana_samples.midgame()


@pytest.fixture(scope="session")
def zarcana_finished() -> ZarcanaGame:
    return zarcana_samples.finished_game()
