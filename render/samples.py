"""The reference images in ``docs/images``: every game family's samples (`Drawer.reference_images`), and its crowded
board shrunk to a phone's 400 pixels as seen with normal vision and with protanopia, deuteranopia and tritanopia
simulated (`colour_vision`). ``python -m render.samples docs/images`` writes them."""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

from rules import kinds

from .colour_vision import Vision, simulate_image
from .drawers import Drawer, drawer_named
from .games import load
from .seats import PHONE_WIDTH


def drawers() -> list[Drawer]:
    """Every family's drawer once, in the order of the game kinds."""
    found: list[Drawer] = []
    for kind in kinds():
        drawer = drawer_named(kind.key)
        if all(drawer is not other for other in found):
            found.append(drawer)
    return found


def write_reference_images(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for drawer in drawers():
        for name, data in drawer.reference_images().items():
            (folder / name).write_bytes(data)
            written.append(folder / name)
    for drawer in drawers():
        for name in drawer.phone_boards:
            written += phone_images(folder, name)
    return written


def phone_images(folder: Path, name: str) -> list[Path]:
    """``NAME.png`` shrunk to a phone's width, as seen normally and with each simulated deficiency."""
    big = Image.open(folder / f"{name}.png").convert("RGB")
    # Kept in RGB: mapping the shrunk image to 256 colours would merge the pieces' small areas of colour into others.
    phone = big.resize((PHONE_WIDTH, round(big.height * PHONE_WIDTH / big.width)), Image.Resampling.LANCZOS)
    written = []
    for vision in Vision:
        suffix = "" if vision is Vision.NORMAL else f"-{vision.value}"
        path = folder / f"{name}-phone-{PHONE_WIDTH}px{suffix}.png"
        simulate_image(phone, vision).save(path, optimize=True)
        written.append(path)
    return written


if __name__ == "__main__":
    load()
    for path in write_reference_images(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images")):
        print(path)
