"""Preferences, timers and catch-up for games across days, with fixed moments instead of the clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from data import Timers
from play.prefs import Prefs, guild_timers, span, timers_dict
from play.timers import changed_timers, time_zones, timers_words
from play.zark.catchup import catch_up, since_last_turn
from rules.zark import Draw, ZarkGame, ZarkSettings
from rules.zark.caretaker import caretaker_action
from rules.zark.views import action_cells
from tests.e2e.zark import WINNING_SEED, plan_game
from tests.words import said

NOON = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("quiet_from", "quiet_to", "zone", "utc_hour", "quiet"),
    [
        (22, 7, "UTC", 23, True),  # across midnight
        (22, 7, "UTC", 6, True),
        (22, 7, "UTC", 7, False),
        (22, 7, "UTC", 12, False),
        (22, 7, "Asia/Tokyo", 14, True),  # 23:00 in Tokyo
        (22, 7, "America/New_York", 14, False),  # 10:00 in New York (summer time)
        (9, 17, "Europe/Paris", 8, True),  # 10:00 in Paris
        (9, 17, "Europe/Paris", 16, False),
        (None, None, "UTC", 3, False),
    ],
)
def test_quiet_hours_are_in_the_players_own_time_zone(
    quiet_from: int | None, quiet_to: int | None, zone: str, utc_hour: int, quiet: bool
) -> None:
    prefs = Prefs(dm=True, quiet_from=quiet_from, quiet_to=quiet_to, timezone=zone)
    moment = NOON.replace(hour=utc_hour)
    assert prefs.quiet(moment) is quiet
    assert prefs.may_dm(moment) is (not quiet)


def test_no_dm_unless_asked_for_and_not_after_a_closed_dm() -> None:
    assert not Prefs().may_dm(NOON)
    assert Prefs(dm=True).may_dm(NOON)
    assert not Prefs(dm=True, dm_failed=True).may_dm(NOON)


def test_away_lasts_until_the_given_moment() -> None:
    prefs = Prefs(away_until=(NOON + timedelta(days=2)).timestamp())
    assert prefs.away(NOON) == NOON + timedelta(days=2)
    assert prefs.away(NOON + timedelta(days=2)) is None
    assert Prefs().away(NOON) is None


def test_stored_preferences_read_back_and_bad_ones_fall_back_to_defaults() -> None:
    prefs = Prefs(dm=True, quiet_from=1, quiet_to=6, timezone="Europe/Paris", away_until=123.0)
    assert Prefs.from_dict(prefs.to_dict()) == prefs
    assert Prefs.from_dict({"timezone": "Mars/Olympus"}) == Prefs()
    assert Prefs.from_dict({"dm": True, "unknown": 1}) == Prefs(dm=True)


def test_server_defaults_read_back_and_bad_ones_fall_back() -> None:
    timers = Timers(remind_after_minutes=60, remind_every_minutes=120, deadline_minutes=2880, caretaker_limit=2)
    assert guild_timers(timers_dict(timers)) == timers
    assert guild_timers({"remind_after_minutes": "soon"}) == Timers()
    assert guild_timers({}) == Timers()


def test_changed_timers_take_only_the_options_given() -> None:
    base = Timers(deadline_minutes=1440)
    assert changed_timers(base, None, None, None, None) == base
    assert changed_timers(base, 6, None, None, None) == Timers(remind_after_minutes=360, deadline_minutes=1440)
    assert changed_timers(base, None, None, 0, None).deadline_minutes is None  # 0 days: no deadline
    assert changed_timers(Timers(), None, 12, 14, 5) == Timers(
        remind_every_minutes=720, deadline_minutes=14 * 1440, caretaker_limit=5
    )
    assert "deadline: off" in said(timers_words(Timers()))
    assert "deadline: 2 d" in said(timers_words(Timers(deadline_minutes=2880)))
    assert said(timers_words(Timers(caretaker_limit=1))).endswith("after 1 caretaker move in a row.")


@pytest.mark.parametrize(
    ("delta", "words"),
    [(timedelta(minutes=12), "12 min"), (timedelta(hours=5, minutes=20), "5 h 20 min"), (timedelta(hours=3), "3 h"),
     (timedelta(days=2, hours=3), "2 d 3 h"), (timedelta(days=1), "1 d"), (timedelta(seconds=-5), "0 min")],
)  # fmt: skip
def test_spans_read_at_a_glance(delta: timedelta, words: str) -> None:
    assert said(span(delta)) == words


def test_time_zone_suggestions_match_what_was_typed() -> None:
    found = time_zones("paris")
    assert "Europe/Paris" in found and len(time_zones("")) == 25
    assert time_zones("new york") == ["America/New_York"]


def played_game(moves: int) -> ZarkGame:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob", "Cy")), WINNING_SEED)
    for seat, action in plan_game(WINNING_SEED, 3)[:moves]:
        game.apply(seat, action)
    return game


def test_catch_up_lists_every_move_since_the_players_last_one_and_marks_the_changed_cells() -> None:
    game = played_game(12)
    seat = game.current
    mine = max(i for i, (who, _) in enumerate(game.history) if who == seat)
    since = since_last_turn(game.view(seat))
    assert since == [(who, action.notation()) for who, action in game.history[mine + 1 :]]
    text, outlined = catch_up(game.view(seat))
    for who, notation in since:
        assert f"`{notation}`" in text and game.name(who) in text
    changed = {cell for _, action in game.history[mine + 1 :] for cell in action_cells(action)}
    assert set(outlined) == changed & set(game.cards) and outlined


def test_catch_up_with_nothing_new() -> None:
    game = played_game(12)
    seat = game.current
    game.apply(seat, Draw())
    if game.phase == "discard":
        game.apply(seat, caretaker_action(game, seat))
    text, _ = catch_up(game.view(seat))
    assert text == "Nothing has happened since your last move."
