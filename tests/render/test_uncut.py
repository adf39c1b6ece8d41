"""No text on a board or hand image is cut with an ellipsis: long lines and long names wrap, or are written shorter.

Every family's games are played at random with five players whose display names have Discord's 32 characters (one
without a space), and the board and the hand of the player to act are drawn every few turns and at the end (a long
last move, a game-over line naming a win of three cells). Each string handed to Pillow's text drawing is recorded,
with the caches of drawn words and card faces emptied first so that every text is drawn afresh.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from PIL import ImageDraw

from render import sprites
from render.fonts import text_length
from render.lines import ELLIPSIS
from render.zarcana import board as zarcana_board
from render.zarcana import faces
from render.zarcana.board import draw_board as zarcana_draw_board
from render.zarcana.hand import card_text_lines, subtitle
from render.zarcana.hand import draw_hand as zarcana_draw_hand
from render.zarcana.layout import CARD_PAD, HAND_CARD_WIDTH, HAND_NEEDS_SIZE, HAND_TEXT_SIZE
from render.zarcana.powers import needs_line, power_line
from render.zark import samples
from render.zark import sprites as zark_sprites
from render.zark.board import draw_board
from render.zark.hand import draw_hand
from rules import Phase
from rules.zarcana import Demand, ZarcanaGame, ZarcanaSettings
from rules.zarcana.cards import tarot_deck
from rules.zarcana.playout import random_step as zarcana_step
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.playout import random_game, random_step

LONG_NAMES = (
    "Bartholomew Maximilian Fairchild",
    "Wilhelmina Montgomery-Worthingto",
    "MMMMWWWWMMMMWWWWMMMMWWWWMMMMWWWW",
    "Ölüdeniz Ærøskøbing Świętochłowi",
    "The Quick Brown Fox Jumps Over T",
)
EVERY = 37  # turns between two drawings
SEEDS = {"zark-city": [0], "unocitta": [0], "unopolis": [1]}  # Uno games that end in a win


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text Pillow is asked to draw from now on."""
    texts: list[str] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> None:
        texts.append(str(words))
        original(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    for cached in (sprites.label, faces.board_face, zark_sprites.board_card, zarcana_board.depth_pill):
        cached.cache_clear()
    return texts


def _moments(game: Any, step: Callable[[Any, random.Random], object], seed: int) -> Iterator[Any]:
    """The game every `EVERY` turns and at its end."""
    rng = random.Random(seed)
    steps = 0
    while game.phase is not Phase.OVER and steps < 3000:
        step(game, rng)
        steps += 1
        if steps % EVERY == 0:
            yield game
    yield game


def _check(drawn: list[str], what: str) -> None:
    cut = [text for text in drawn if ELLIPSIS in text]
    assert not cut, (what, cut)
    assert drawn, what  # the interception saw the drawing


@pytest.mark.parametrize("family", ["zark-city", "unocitta", "unopolis"])
def test_no_text_on_a_zark_family_image_is_cut(family: str, drawn: list[str]) -> None:
    over = 0
    for seed in SEEDS[family]:
        game = ZarkGame.new(ZarkSettings(players=LONG_NAMES, game=family), seed)
        for moment in _moments(game, random_step, seed):
            view = moment.view(None)
            draw_board(view)
            for seat in view.to_act or range(len(LONG_NAMES)):
                draw_hand(moment.view(seat))
        over += game.phase is Phase.OVER and game.winner is not None
    if family == "zark-city":  # random five-player games seldom end: the finished sample's game, long names and all
        won = random_game(ZarkSettings(players=LONG_NAMES[:3]), samples.FINISHED_SEED, max_turns=2000)
        view = won.view(None)
        assert view.winner is not None and len(view.winning_block) >= 3
        draw_board(view)
        for seat in range(3):
            draw_hand(won.view(seat))
        over += 1
    assert over, "no game was won"
    _check(drawn, family)


def test_no_text_on_a_zarcana_image_is_cut(drawn: list[str]) -> None:
    over = 0
    for seed in range(2):
        game = ZarcanaGame.new(ZarcanaSettings(players=LONG_NAMES), seed)
        for moment in _moments(game, zarcana_step, seed):
            view = moment.view(None)
            zarcana_draw_board(view)
            for seat in view.to_act or range(len(LONG_NAMES)):
                zarcana_draw_hand(moment.view(seat))
        over += game.phase is Phase.OVER
    assert over, "no game ended"
    _check(drawn, "zarcana")


def test_the_emperors_demand_to_the_longest_name_fits_the_hand(drawn: list[str]) -> None:
    """The subtitle naming the receiver of the Emperor's demand shrinks to fit rather than be cut."""
    game = ZarcanaGame.new(ZarcanaSettings(players=LONG_NAMES), 1)
    view = replace(game.view(0), pending=Demand(0, 2, 3))
    zarcana_draw_hand(view)
    assert subtitle(view) in drawn and LONG_NAMES[2] in subtitle(view)
    _check(drawn, "the Emperor's demand")


def test_every_tarot_cards_text_fits_its_hand_card() -> None:
    """A card's power in at most five lines, what it asks in at most two, every line within the card."""
    width = HAND_CARD_WIDTH - 2 * (CARD_PAD + 6)
    for card in tarot_deck(extra_cards=True):
        for text, size, most in ((power_line(card), HAND_TEXT_SIZE, 5), (needs_line(card), HAND_NEEDS_SIZE, 2)):
            at, lines = card_text_lines(text, size, width, most)
            assert len(lines) <= most and " ".join(lines) == text, (card, lines)
            assert all(text_length("regular", at, line) <= width for line in lines), (card, lines)
