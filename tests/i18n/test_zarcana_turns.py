"""What a turn says in Zarcana, over a real random game (`rules.zarcana.playout`): every line of the Zarcana family
(the move, the events, the table's next step, the private report, the hand, the log, catching up, a preview) reads
differently in German, Polish and Russian than in English, formats without error in every language, and in the
pseudo-language holds no English outside its markers."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import pytest

import i18n
from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import PSEUDO, escaped_words, pseudo_text
from play.zarcana import ZARCANA_FAMILY
from rules import Phase
from rules.zarcana import ZarcanaGame, ZarcanaSettings
from rules.zarcana.playout import random_action

NAMES = ("Ann", "Bob", "Cy")


@dataclass(frozen=True)
class Player:
    seat: int
    user_id: int
    name: str
    is_computer: bool = False


class Row(SimpleNamespace):
    """The few things of a stored game the lines read: who sits where."""

    def player_at(self, seat: int) -> Player | None:
        return next((player for player in self.players if player.seat == seat), None)

    def user_at(self, seat: int) -> int | None:
        player = self.player_at(seat)
        return player.user_id if player is not None else None


def lines(language: str, seed: int) -> Iterator[str]:
    """Every line the family says over a random game of three (one of them a computer player), in `language`."""
    family: Any = ZARCANA_FAMILY
    settings = ZarcanaSettings(NAMES, extra_cards=True)
    game = ZarcanaGame.new(settings, seed)
    row = Row(players=tuple(Player(seat, 100 + seat, name, seat == 2) for seat, name in enumerate(NAMES)))
    rng = random.Random(seed)
    yield family.table_words(settings, language=language)
    while game.phase is not Phase.OVER and game.turn <= 40:
        seat = rng.choice(game.seats_to_act())
        action = random_action(game, seat, rng)
        events = game.apply(seat, action)
        public = game.view(None)
        yield family.move_line(public, seat, action, language=language)
        yield family.events_line(public, events, language=language)
        yield family.next_step_line(public, row, language=language)
        played = SimpleNamespace(row=row, game=game, seat=seat, action=action, events=events, public=public)
        yield family.private_report(played, 100 + seat, language=language)[0]
        own = game.view(seat)
        yield family.hand_text(own, language=language)
        yield family.catch_up(own, language=language)[0]
        who, notation = public.history[-1]
        yield family.log_words(own, who, notation, language=language)
        yield from family.preview_lines(game, seat, action, events, language=language)


def pseudo_catalogue() -> Catalogue:
    return Catalogue({ENGLISH: whole_text(ENGLISH), PSEUDO: pseudo_text(whole_text(ENGLISH))}, strict=True)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_formats_in_every_language(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    strict = Catalogue({ENGLISH: whole_text(ENGLISH), language: whole_text(language)}, strict=True)
    monkeypatch.setattr(i18n, "catalogue", lambda: strict)
    assert sum(1 for line in lines(language, 7) if line) > 100


@pytest.mark.parametrize("language", ["de", "pl", "ru"])
def test_the_lines_are_the_languages_own(language: str) -> None:
    english, own = list(lines(ENGLISH, 3)), list(lines(language, 3))
    assert len(english) == len(own)
    same = [line for line, theirs in zip(english, own, strict=True) if line and line == theirs]
    assert same == []


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_no_english_escapes_the_catalogue(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    pseudo = pseudo_catalogue()
    monkeypatch.setattr(i18n, "catalogue", lambda: pseudo)
    escaped = {word for line in lines(PSEUDO, seed) for word in escaped_words(line) if word not in NAMES}
    assert escaped == set()
