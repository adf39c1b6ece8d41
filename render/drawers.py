"""What the images ask of a game kind, and the registry that finds it: each game's drawer draws its board and hand
and describes them in words, from a view (`rules.GameView`). `render.zark` draws Zark City, Unocitta and Unopolis,
`render.zarcana` draws Zarcana; `render.games` registers them, one line each. Nothing here asks what type a view is.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol, TypeVar

from PIL import Image

from i18n import ENGLISH
from rules import Cell, GameKind, GameView, kind_of

from .layout import Box

V_contra = TypeVar("V_contra", bound=GameView, contravariant=True)


class DrawerOf(Protocol[V_contra]):
    """One family's images and texts, typed with its own engine's view type: every method takes a view of a game
    this drawer serves, and reads only it. The registry holds every drawer alike, as a `Drawer`. Whatever has words
    says them in `language` (one of `i18n.LANGUAGES`): the table's for a board and its alt text, the viewer's for a
    hand."""

    def board(
        self, view: V_contra, *, highlight: Collection[Cell] | None, mark: str, language: str = ENGLISH
    ) -> Image.Image:
        """The board as a paletted image (`render.palette`), the keyword options as `render.board_png`."""
        ...

    def hand(self, view: V_contra, *, language: str = ENGLISH) -> Image.Image:
        """The viewer's own hand as an RGB image; the public view has none (ValueError)."""
        ...

    def alt_text(self, view: V_contra, *, language: str = ENGLISH) -> str: ...

    def board_text(self, view: V_contra, *, grid: bool, language: str = ENGLISH) -> str: ...

    def hand_text(self, view: V_contra, *, language: str = ENGLISH) -> str: ...

    def hand_labels(self, view: V_contra) -> tuple[str, ...]:
        """The card labels the hand image shows, in order: exactly the viewer's own hand."""
        ...

    def move_words(self, view: V_contra, seat: int, notation: str, *, language: str = ENGLISH) -> str:
        """One entry of the view's history in words, as its viewer may read it: ``built the 7♥ on N14``."""
        ...

    def changed_cells(self, before: V_contra, after: V_contra) -> tuple[Cell, ...]:
        """The cells whose public contents differ between two views of one game (for an animated replay)."""
        ...

    def cell_boxes(self, view: V_contra, cells: Collection[Cell], *, language: str = ENGLISH) -> dict[Cell, Box]:
        """Where the board image of `view`, drawn in `language`, draws each of `cells` that it shows."""
        ...

    def reference_images(self) -> dict[str, bytes]:
        """This family's sample images kept in docs/images, by file name (`render.samples`)."""
        ...

    @property
    def phone_boards(self) -> tuple[str, ...]:
        """Which of them are also shown at a phone's width, and with colour-vision deficiencies simulated."""
        ...


#: A drawer as the registry holds it and shared code asks it, its view type any engine's. The one bridge from shared
#: code's `rules.GameView` to a drawer's own view type: `drawer_of` finds a drawer by the view's own kind, so a drawer
#: is only ever handed its own engine's views.
Drawer = DrawerOf[Any]

_DRAWERS: dict[str, Drawer] = {}


def register(drawer: Drawer, *kinds: GameKind) -> None:
    """Let `drawer` draw the game kinds `kinds`: a registry line of `render.games`, keyed by the rules' kinds."""
    for kind in kinds:
        if kind.key in _DRAWERS:
            raise ValueError(f"the game kind {kind.key!r} has a drawer already")
        _DRAWERS[kind.key] = drawer


def unregister(*kinds: GameKind) -> None:
    for kind in kinds:
        del _DRAWERS[kind.key]


def drawer_named(key: str) -> Drawer:
    """The drawer of the game kind `key`. Raises `LookupError` when none is registered: `render.games.load()` registers
    the product's, once at start-up."""
    try:
        return _DRAWERS[key]
    except KeyError:
        raise LookupError(
            f"No drawer is registered for the game kind {key!r}: call render.games.load() at start-up."
        ) from None


def drawer_of(view: GameView) -> Drawer:
    """The drawer of the view's game kind."""
    return drawer_named(kind_of(view).key)
