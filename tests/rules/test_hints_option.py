"""The table option `hints` (`rules.core.options.HINTS`): every kind offers it, off by default; on, /zark hint may
suggest moves and the game is never rated (its settings store `rated` off, and its kind ranks nobody even if `rated`
were on). It survives snapshots and records, and data from before it loads with hints off."""

from __future__ import annotations

import pytest

from rules import NotationError, Resign, kind_named
from rules.core.registry import replay_record
from tests.words import refused

from .tables import KINDS, finished


@pytest.mark.parametrize("game", KINDS)
def test_every_kind_offers_hints_off_by_default(game: str) -> None:
    kind = kind_named(game)
    assert "hints" in [option.name for option in kind.table_options]
    assert kind.table({})["hints"] is False and kind.table({})["rated"] is True
    for word in ("on", "yes", "true"):
        assert kind.table({"hints": word})["hints"] is True
    assert kind.table({"hints": "off"}) == kind.table({})


@pytest.mark.parametrize("game", KINDS)
def test_hints_on_turns_rated_off(game: str) -> None:
    stored = kind_named(game).table({"hints": "on"})
    assert stored["rated"] is False
    assert kind_named(game).table({"hints": "on", "rated": "off"}) == stored


@pytest.mark.parametrize("game", KINDS)
def test_a_bad_value_or_hints_with_rated_on_is_refused_in_a_sentence(game: str) -> None:
    with refused(NotationError, r"^The option hints is on or off, not 'maybe'\.$"):
        kind_named(game).table({"hints": "maybe"})
    with refused(NotationError, r"^A game with hints on is never rated: leave out rated:on or hints:on\.$"):
        kind_named(game).table({"hints": "on", "rated": "on"})


@pytest.mark.parametrize("game", KINDS)
def test_a_game_with_hints_ranks_nobody_even_with_rated_left_on(game: str) -> None:
    kind = kind_named(game)
    assert kind.ranking(finished(game, {"hints": "on"})) is None
    stored = {**kind.table({"hints": "on"}), "rated": True, "players": ["Ann", "Bob"]}
    state = kind.new(kind.settings(stored), "7")
    state.apply(1, Resign())
    assert state.settings.rated is True and kind.ranking(state) is None
    assert kind.ranking(finished(game, {"hints": "off"})) == ((0,), (1,))


@pytest.mark.parametrize("game", KINDS)
@pytest.mark.parametrize("hints", ["on", "off"])
def test_hints_survives_a_snapshot_and_a_record(game: str, hints: str) -> None:
    kind = kind_named(game)
    state = finished(game, {"hints": hints})
    assert kind.from_dict(kind.to_dict(state)).settings.hints is (hints == "on")
    record = kind.write_record(state)
    assert ("hints: yes" in record) is (hints == "on")
    assert replay_record(record).settings.hints is (hints == "on")


@pytest.mark.parametrize("game", KINDS)
def test_a_snapshot_from_before_the_option_loads_with_hints_off(game: str) -> None:
    kind = kind_named(game)
    snapshot = kind.to_dict(finished(game, {}))
    settings = snapshot["settings"]
    assert isinstance(settings, dict)
    del settings["hints"]
    assert kind.from_dict(snapshot).settings.hints is False
