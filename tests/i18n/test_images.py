"""The words of the images (render/) in every language: the legends, the hand images, the replay's captions, the rating
chart and every alt text and text board are said in the language asked for.

Positions of every game kind at every stage, with five players whose names have Discord's 32 characters, each tag a
row may end with and each line a legend may say (a decision awaited, the final round, an extra option), are said and
drawn in each language: every text formats (a strict catalogue raises on any error) and reads otherwise in German,
Polish and Russian than in English; with the pseudo-language no English escapes the catalogue, on the images or in
their texts; and in every language nothing drawn is cut with "…" or runs out of its image, no two things in a
legend's row meet, and no text of a hand's card leaves its card.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageDraw

import i18n
import render
from cogs.support.images import board_file
from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import PSEUDO, escaped_words, pseudo_text
from render import legend as shared_legend
from render import sprites
from render.chart import draw_rating_chart
from render.drawers import drawer_of
from render.fonts import text_length
from render.lines import ELLIPSIS
from render.replay import caption, public_views, replay_alt_text, steps
from render.service import DrawingService
from render.words import said
from render.zarcana import board as zarcana_board
from render.zarcana import faces
from render.zarcana.hand import card_text_lines
from render.zarcana.layout import CARD_PAD, HAND_CARD_WIDTH, HAND_NEEDS_SIZE, HAND_TEXT_SIZE
from render.zarcana.powers import needs_line, power_line
from render.zark import hand as zark_hand
from render.zark import samples
from render.zark import sprites as zark_sprites
from rules import GameState, GameView, Phase
from rules.zarcana import Demand, ZarcanaGame, ZarcanaSettings
from rules.zarcana.cards import tarot_deck
from rules.zarcana.playout import random_step as zarcana_step
from rules.zark import Card, ZarkGame, ZarkSettings
from rules.zark.playout import random_game, random_step
from tests.play import boards
from tests.render.test_uncut import LONG_NAMES

#: Languages whose every text must read otherwise than English's (a copied English sentence is missed).
OTHERS = ("de", "pl", "ru")
#: The pseudo-language's accented letters back to plain ones.
UNACCENTED = {
    ord(accented): plain for plain, accented in zip("aceinorsuyzACEINORSUYZ", "áçéïñóřšúýžÁÇÉÏÑÓŘŠÚÝŽ", strict=True)
}
#: Words that read the same in every language: a trump's Roman numeral on its face; and the word that lists names
#: (`i18n.listed`, Babel's list patterns), which is English's in the pseudo-language.
NUMERALS = frozenset({"II", "III", "IV", "VI", "VII", "VIII", "IX", "XI", "XII", "XIII", "XIV", "XV", "XVI"})
NUMERALS |= {"XVII", "XVIII", "XIX", "XX", "XXI", "and"}


@dataclass(frozen=True)
class Moment:
    """A game at one moment: the public view (the board and its texts) and the views whose hands are drawn."""

    name: str
    game: GameState
    public: GameView
    hands: tuple[GameView, ...]


def _moment(name: str, game: GameState, public: GameView | None = None) -> Moment:
    seats = game.seats_to_act() or range(len(game.view(None).seats))
    return Moment(name, game, public or game.view(None), tuple(game.view(seat) for seat in seats))


def _played(game: Any, step: Callable[[Any, random.Random], object], seed: int, until: Callable[[Any], bool]) -> Any:
    rng = random.Random(seed)
    for _ in range(3000):
        if until(game) or game.phase is Phase.OVER:
            break
        step(game, rng)
    return game


def _tagged(view: Any) -> Any:
    """`view` with its first player resigned and its second agreeing to end: every tag a row may end with."""
    seats = list(view.seats)
    seats[0], seats[1] = replace(seats[0], resigned=True), replace(seats[1], agreed_end=True)
    return replace(view, seats=tuple(seats))


def zark_moments() -> Iterator[Moment]:
    """The Zark family at each stage, with the longest names."""
    start = ZarkGame.new(ZarkSettings(players=LONG_NAMES), 0)
    yield _moment("starters", start)
    hatching = _played(
        ZarkGame.new(ZarkSettings(players=LONG_NAMES), 0), random_step, 0, lambda g: g.phase == "hatching"
    )
    yield _moment("hatching", hatching)
    middle = _played(ZarkGame.new(ZarkSettings(players=LONG_NAMES), 1), random_step, 1, lambda g: g.turn >= 40)
    yield _moment("zark city", middle, _tagged(middle.view(None)))
    yield _moment("discard", boards.over_the_limit())
    won = random_game(ZarkSettings(players=LONG_NAMES[:3]), samples.FINISHED_SEED, max_turns=2000)
    yield _moment("won", won)
    yield _moment("agreed", won, replace(won.view(None), winner=None, winning_block=()))
    for game, seed in (("unocitta", 0), ("unopolis", 1)):
        uno = ZarkGame.new(ZarkSettings(players=LONG_NAMES, game=game), seed)
        yield _moment(game, _played(uno, random_step, seed, lambda g: g.turn >= 60))
    yield _moment("uno hand", samples.uno_hand())


def zarcana_moments() -> Iterator[Moment]:
    """Zarcana at each stage, with the longest names: a decision awaited, an extra option, the final round, the end."""
    game = ZarcanaGame.new(ZarcanaSettings(players=LONG_NAMES), 0)
    yield _moment("zarcana start", game)
    middle = _played(game, zarcana_step, 0, lambda g: g.turn >= 60)
    view = middle.view(None)
    yield _moment("zarcana", middle, _tagged(view))
    yield _moment("demand", middle, replace(view, pending=Demand(0, 2, 3)))
    yield _moment("final round", middle, replace(view, final_round=(1, 2, 3), declarer=0))
    yield _moment("deck used up", middle, replace(view, reshuffles=1, declarer=None, final_round=None))
    yield _moment("ending", middle, replace(view, ending=True))
    seat = middle.current
    own = middle.view(seat)
    if own.hand:
        forbidden = replace(own, forbidden=own.hand[0])
        yield Moment("extra option", middle, replace(view, forbidden=own.hand[0]), (forbidden,))
    demand = replace(middle.view(0), pending=Demand(0, 2, 3))
    yield Moment("giving", middle, view, (demand,))
    over = _played(ZarcanaGame.new(ZarcanaSettings(players=LONG_NAMES), 1), zarcana_step, 1, lambda g: False)
    yield _moment("zarcana over", over)


@cache
def moments() -> tuple[Moment, ...]:
    return (*zark_moments(), *zarcana_moments())


@pytest.fixture(scope="module")
def every_language() -> Catalogue:
    """Every language's catalogue, raising on any formatting error, and the pseudo-language made from English."""
    texts = {language: whole_text(language) for language in LANGUAGES}
    return Catalogue({**texts, PSEUDO: pseudo_text(texts[ENGLISH])}, strict=True)


@pytest.fixture
def said_from(every_language: Catalogue, monkeypatch: pytest.MonkeyPatch) -> Catalogue:
    """What render says comes from `every_language` (`render.words` asks `i18n.catalogue`)."""
    monkeypatch.setattr(i18n, "catalogue", lambda: every_language)
    return every_language


def texts_of(moment: Moment, language: str) -> list[str]:
    """Every text the images' words make of `moment` in `language`, but the aligned grid (cells and card codes)."""
    view = moment.public
    drawer = drawer_of(view)
    texts = [render.alt_text(view, language=language), render.board_text(view, language=language)]
    texts += [render.hand_text(hand, language=language) for hand in moment.hands]
    texts += [drawer.move_words(view, seat, notation, language=language) for seat, notation in view.history[-6:]]
    return [*texts, *(said(language, mark) for mark in MARKS)]


def replay_texts(game: GameState, language: str) -> list[str]:
    """The replay's alt text and its first captions, one move and two moves to a frame."""
    views = public_views(game)[:12]
    drawer = drawer_of(views[-1])
    captions = [caption(drawer, step, 99, language) for group in (1, 2) for step in steps(views, group)]
    return [replay_alt_text(game, 12, language=language), replay_alt_text(game, language=language), *captions]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_said_in_every_language(language: str, said_from: Catalogue) -> None:
    for moment in moments():
        english, theirs = texts_of(moment, ENGLISH), texts_of(moment, language)
        for ours, words in zip(english, theirs, strict=True):
            assert words.strip() and "{" not in words, (language, moment.name, words)
            if language in OTHERS and ours.strip() and not ours.isdigit():
                assert words != ours, f"{language} reads English in {moment.name}: {words}"
    for game in (samples.early_game(), moments()[-1].game):
        for ours, words in zip(replay_texts(game, ENGLISH), replay_texts(game, language), strict=True):
            assert words != ours or language not in OTHERS, (language, words)


def test_polish_and_russian_count_hands_in_their_three_forms(said_from: Catalogue) -> None:
    view = boards.crowded().view(0)
    polish = [render.hand_text(replace(view, hand=(Card("2C"),) * n), language="pl").split(":")[0] for n in (1, 3, 5)]
    assert polish == ["Twoja ręka, 1 karta", "Twoja ręka, 3 karty", "Twoja ręka, 5 kart"]
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), 0)
    assert "Колода: 22 карты" in render.board_text(replace(game.view(None), deck_count=22), language="ru")


# ----------------------------------------------------------------------------------------------- drawn


@dataclass
class Drawn:
    """What the drawing code wrote: each text with the image it was written on and its box there, and the boxes of
    the legends' labels and icons, by canvas."""

    texts: list[tuple[str, Image.Image, tuple[int, int, int, int], tuple[int, int, int, int] | None]]
    legend: dict[int, list[tuple[str, tuple[int, int, int, int]]]]
    canvases: dict[int, Image.Image]
    card: tuple[int, int, int, int] | None = None  # the box of the Zark hand's card being drawn, on `hand`
    hand: Image.Image | None = None


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """Every text Pillow is asked to write from now on (the caches of drawn words and faces emptied, so every text is
    drawn afresh), and every label and icon of a legend's rows."""
    seen = Drawn([], {}, {})
    write = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> None:
        box = self.textbbox(xy, words, *args, **{key: kwargs[key] for key in ("font", "anchor") if key in kwargs})
        where = tuple(round(edge) for edge in box)
        card = seen.card if self._image is seen.hand else None  # an Uno card's band is drawn on a tile of its own
        seen.texts.append((str(words), self._image, where, card))  # type: ignore[arg-type]
        write(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    card = zark_hand._draw_hand_card

    def hand_card(image: Image.Image, draw: Any, what: Any, box: Any, rules: Any, *, language: str) -> None:
        seen.card, seen.hand = box, image
        card(image, draw, what, box, rules, language=language)
        seen.card = seen.hand = None

    monkeypatch.setattr(zark_hand, "_draw_hand_card", hand_card)

    def recorded(draw: Callable[..., Any], what: Callable[[tuple[Any, ...]], str]) -> Callable[..., Any]:
        def paste(canvas: Image.Image, *args: Any, **kwargs: Any) -> Any:
            box = draw(canvas, *args, **kwargs)
            seen.canvases[id(canvas)] = canvas
            seen.legend.setdefault(id(canvas), []).append((what(args), box))
            return box

        return paste

    for module in ("render.legend", "render.zark.legend", "render.zarcana.legend", "render.frames"):
        monkeypatch.setattr(f"{module}.paste_label", recorded(sprites.paste_label, lambda args: args[1]))

    def icon(canvas: Image.Image, box: tuple[int, int, int, int], colour: str, paper: Any) -> None:
        sprites.paste_pyramid(canvas, box, colour, paper)
        seen.legend.setdefault(id(canvas), []).append(("▲", box))

    monkeypatch.setattr(shared_legend, "paste_pyramid", icon)
    for cached in (
        sprites.label,
        faces.board_face,
        faces.name_lines,
        zark_sprites.board_card,
        zarcana_board.depth_pill,
    ):
        cached.cache_clear()
    return seen


MARKS = ("image-mark-preview", "image-mark-hint", "image-mark-review")


def draw_everything(language: str) -> None:
    for index, moment in enumerate(moments()):
        drawer = drawer_of(moment.public)
        mark = said(language, MARKS[index % len(MARKS)]) if index % 2 else ""  # a preview's band, in the reader's
        drawer.board(moment.public, highlight=None, mark=mark, language=language)
        for hand in moment.hands:
            if hand.viewer is not None:
                drawer.hand(hand, language=language)
    draw_rating_chart([(25.0, 8.3), (27.1, 7.0), (26.4, 6.2)], title=LONG_NAMES[0], language=language)


def _inside(inner: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


def _meet(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_drawn_is_cut_or_runs_out_of_its_box(language: str, said_from: Catalogue, drawn: Drawn) -> None:
    draw_everything(language)
    assert drawn.texts and drawn.legend
    cut = [text for text, *_ in drawn.texts if ELLIPSIS in text]
    assert not cut, (language, cut)
    for text, image, box, card in drawn.texts:
        assert _inside(box, (0, 0, image.width, image.height)), (language, text, box, image.size)
        assert card is None or _inside(box, card), (language, text, box, card)
    for key, items in drawn.legend.items():
        width = drawn.canvases[key].width
        for index, (text, box) in enumerate(items):
            assert box[0] >= 0 and box[2] <= width, (language, text, box, width)
            clashes = [other for other, where in items[index + 1 :] if _meet(box, where)]
            assert not clashes, (language, text, clashes)


def test_with_the_pseudo_language_no_english_escapes(said_from: Catalogue, drawn: Drawn) -> None:
    """Every word drawn, and every text, is inside a message's markers; but a trump's numeral, the same everywhere,
    and a player's name, which a legend's row writes alone."""
    draw_everything(PSEUDO)
    names = " ".join({seat.name for moment in moments() for seat in moment.public.seats})

    def english(text: str) -> set[str]:
        """Words outside the markers that are not the pseudo-language's (a line wrapped from a longer message has
        its markers on its first and last lines only, but its words accented): pieces of a long name broken across
        lines and a trump's numeral are neither."""
        words = {word for word in escaped_words(text) if word not in NUMERALS and word not in names}
        return {word for word in words if word.translate(UNACCENTED) == word}

    escaped = {text: words for text, *_ in drawn.texts if (words := english(text))}
    assert not escaped, escaped
    for moment in moments():
        for text in texts_of(moment, PSEUDO):
            assert not escaped_words(text), (moment.name, text)
    for text in replay_texts(samples.early_game(), PSEUDO):
        assert not escaped_words(text), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tarot_cards_words_fit_its_face_and_its_hand_card(language: str, said_from: Catalogue) -> None:
    """A card's name on the board and in the hand (at worst broken inside a word), what its power does in at most
    five lines and what it asks in at most two, every line within the card: for every card, in every language."""
    width = HAND_CARD_WIDTH - 2 * (CARD_PAD + 6)
    rules = ZarcanaSettings(players=("Ann", "Bob"), extra_cards=True).ruleset
    for card in tarot_deck(extra_cards=True):
        text = faces.face_text(card, rules, 5, language)
        for sizes in (faces.BOARD_SIZES, faces.HAND_SIZES):
            named = faces.face_lines(text, sizes).name
            room = sizes.width - 2 * (CARD_PAD + 2)
            assert all(ELLIPSIS not in line for line, *_ in named), (language, card, named)
            assert all(text_length(faces.NAME_FONT, size, line) <= room for line, _, _, size in named), named
        for words, size, most in (
            (power_line(card, language), HAND_TEXT_SIZE, 5),
            (needs_line(card, language), HAND_NEEDS_SIZE, 2),
        ):
            at, lines = card_text_lines(words, size, width, most)
            assert len(lines) <= most and " ".join(lines) == words, (language, card, lines)
            assert all(text_length("regular", at, line) <= width for line in lines), (language, card, lines)


async def test_a_board_file_is_drawn_and_described_in_the_language_it_is_asked_in() -> None:
    """What the cogs post (`cogs.support.images.board_file`): the table's language for a table's board."""
    drawing = DrawingService()
    try:
        view = boards.crowded().view(None)
        german = await board_file(drawing, view, language="de")
        english = await board_file(drawing, view)
    finally:
        drawing.close()
    assert (german.description or "").startswith("Spielfeld von Zark City, 6 Karten. Zug")
    assert (english.description or "").startswith("Zark City board, 6 cards. Turn")
