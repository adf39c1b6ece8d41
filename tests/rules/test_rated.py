"""The table option `rated` (`rules.core.options.RATED`): every kind offers it, on by default; off, a finished game
ranks nobody, so nobody is rated. It survives snapshots and records, and data from before it loads as rated."""

from __future__ import annotations

import pytest

from rules import NotationError, kind_named
from rules.core.registry import replay_record
from tests.words import refused

from .tables import KINDS, finished


@pytest.mark.parametrize("game", KINDS)
def test_every_kind_offers_rated_on_by_default(game: str) -> None:
    kind = kind_named(game)
    assert "rated" in [option.name for option in kind.table_options]
    assert kind.table({})["rated"] is True
    assert kind.table({"rated": "no"})["rated"] is False and kind.table({"rated": "off"})["rated"] is False


@pytest.mark.parametrize("game", KINDS)
def test_a_bad_value_of_rated_is_refused_in_a_sentence(game: str) -> None:
    with refused(NotationError, r"^The option rated is on or off, not 'maybe'\.$"):
        kind_named(game).table({"rated": "maybe"})


@pytest.mark.parametrize("game", KINDS)
def test_a_friendly_game_ranks_nobody_and_a_default_one_ranks_its_seats(game: str) -> None:
    kind = kind_named(game)
    assert kind.ranking(finished(game, {"rated": "off"})) is None
    assert kind.ranking(finished(game, {})) == ((0,), (1,))


@pytest.mark.parametrize("game", KINDS)
@pytest.mark.parametrize("rated", ["on", "off"])
def test_rated_survives_a_snapshot_and_a_record(game: str, rated: str) -> None:
    kind = kind_named(game)
    state = finished(game, {"rated": rated})
    again = kind.from_dict(kind.to_dict(state))
    assert again.settings.rated is (rated == "on")
    record = kind.write_record(state)
    assert ("rated: no" in record) is (rated == "off")
    assert replay_record(record).settings.rated is (rated == "on")


@pytest.mark.parametrize("game", KINDS)
def test_a_snapshot_and_a_record_from_before_the_option_load_as_rated(game: str) -> None:
    kind = kind_named(game)
    snapshot = kind.to_dict(finished(game, {}))
    settings = snapshot["settings"]
    assert isinstance(settings, dict)
    del settings["rated"]
    old = kind.from_dict(snapshot)
    assert old.settings.rated is True and kind.ranking(old) == ((0,), (1,))
    record = kind.write_record(finished(game, {}))
    assert "rated" not in record
    assert replay_record(record).settings.rated is True
