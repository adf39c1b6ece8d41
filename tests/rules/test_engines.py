"""What both engines share (`rules.core`): the first checks of every action, refused in plain words with the game
unchanged, whichever engine plays it (R-18 and its Zarcana counterpart in test_ending.py)."""

from __future__ import annotations

import pytest

from rules import GameSettings, kind_named, kind_of
from rules.core.actions import Resign
from rules.core.errors import GameOverError, IllegalActionError
from rules.core.phase import Phase
from rules.zarcana.settings import ZarcanaSettings
from rules.zark.settings import ZarkSettings
from tests.words import refused

TABLES: list[GameSettings] = [
    ZarkSettings(players=("Ann", "Bob", "Cy")),
    ZarkSettings(players=("Ann", "Bob", "Cy"), game="unopolis"),
    ZarcanaSettings(players=("Ann", "Bob", "Cy")),
]


@pytest.mark.parametrize("settings", TABLES, ids=lambda settings: settings.game)
def test_an_action_from_no_seat_a_resigned_seat_or_after_the_end_is_refused_and_changes_nothing(
    settings: GameSettings,
) -> None:
    game = kind_named(settings.game).new(settings, "refusals")
    for seat in (-1, 3):
        before = kind_of(game).to_dict(game)
        with refused(IllegalActionError, "There is no such seat in this game"):
            game.apply(seat, Resign())
        assert kind_of(game).to_dict(game) == before
    game.apply(2, Resign())
    before = kind_of(game).to_dict(game)
    with refused(IllegalActionError, "You have resigned from this game"):
        game.apply(2, Resign())
    assert kind_of(game).to_dict(game) == before
    game.apply(1, Resign())
    assert game.phase is Phase.OVER
    before = kind_of(game).to_dict(game)
    with refused(GameOverError, "This game is over"):
        game.apply(0, Resign())
    assert kind_of(game).to_dict(game) == before
