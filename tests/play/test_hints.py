"""Hints (`play.hints`, the table option `hints`): the medium computer player's move for the asker's own seat,
searched on the game as that seat may believe it to be, never the game itself, so the hint never depends on the
other players' hands or the deck's order; refused in plain words when hints are off, when it is not the asker's turn,
to someone not playing, where there is no game, once it is over or after resigning. Play it under a hint plays
exactly that move while the game is still at that version, and a stale one is refused and changes nothing."""

from __future__ import annotations

import random

import pytest

from data import Store
from i18n import ENGLISH, say
from play import hints
from play.actor import Actor
from play.errors import UserError
from play.moves import Played
from play.preview import Preview, play_previewed
from play.referee import Referee, Seated, Venue
from play.thinking import decide
from rules import Action, AgreeEnd, GameState, Phase, Resign, kind_named
from tests.data.store_helpers import next_interaction
from tests.rules.positions import board_nobody_can_win, position_on
from tests.words import english, refused

from .tables import ANN, BOB, STRANGER, stored_position, stored_state

KINDS = ("zark-city", "unocitta", "unopolis", "zarcana")


async def think(game: GameState, seat: int, level: str, seed: str) -> Action:
    """The bot's search, run here in the test's process (the bot runs the same `decide` in a worker)."""
    return decide(game, seat, level, seed)


def a_game(game: str, *, hints_on: bool = True, seed: str = "7", turns: int = 6) -> GameState:
    """Two players, `turns` turns into a random game of `game`, opened with hints on (or off)."""
    kind = kind_named(game)
    settings = kind.settings({**kind.table({"hints": "on" if hints_on else "off"}), "players": ["Ann", "Bob"]})
    state = kind.random_game(settings, seed, max_turns=turns, rng_seed=1)
    assert state.phase is not Phase.OVER
    return state


def hidden(game: GameState, seat: int) -> list[object]:
    """What `seat` cannot see: the other hands and the deck, in order (as the snapshot holds them)."""
    data = kind_named(game.settings.game).to_dict(game)
    hands = data["hands"]
    assert isinstance(hands, list)
    return [hand for other, hand in enumerate(hands) if other != seat] + [data["deck"]]


@pytest.mark.parametrize("game", KINDS)
@pytest.mark.parametrize("seed", ["7", "12"])
async def test_the_hint_never_depends_on_the_other_hands_or_the_deck(store: Store, game: str, seed: str) -> None:
    real = a_game(game, seed=seed)
    seat = real.seats_to_act()[0]
    row = await stored_position(store, real)
    # The same game to this seat (its own cards, the board, the history), with the others' hands and the deck dealt
    # otherwise: a game that could be the real one as far as the seat knows.
    twin = real.resample(seat, random.Random("another deal"))
    assert twin.view(seat) == real.view(seat)
    assert hidden(twin, seat) != hidden(real, seat)
    # Everything the search is given is the same (the game it searches and the seed of its choices), so is its move.
    asked, asked_twin = hints.question(Seated(row, real, seat)), hints.question(Seated(row, twin, seat))
    kind = kind_named(game)
    assert kind.to_dict(asked.believed) == kind.to_dict(asked_twin.believed) and asked.seed == asked_twin.seed
    first = await hints.hint(Seated(row, real, seat), think)
    second = await hints.hint(Seated(row, twin, seat), think)
    assert first.action == second.action and first.summary == second.summary
    assert first.summary.startswith(f"**Hint**: the medium computer player, seeing only your cards and the table, "
                                    f"would play `{first.action.notation()}`.")  # fmt: skip
    assert "Play it" in first.summary
    german = await hints.hint(Seated(row, real, seat), think, "de")  # in the asker's language, every line of it
    assert german.summary.startswith(f"**Tipp**: Der mittlere Computerspieler, der nur deine Karten und den Tisch "
                                     f"sieht, würde `{first.action.notation()}` spielen.")  # fmt: skip
    assert "Spielen" in german.summary and "Nothing" not in german.summary


@pytest.mark.parametrize("game", KINDS)
async def test_the_search_gets_the_game_as_the_seat_may_believe_it_never_the_game(store: Store, game: str) -> None:
    real = a_game(game)
    seat = real.seats_to_act()[0]
    row = await stored_position(store, real)
    given: list[tuple[GameState, str, str]] = []

    async def watching(believed: GameState, asker: int, level: str, seed: str) -> Action:
        given.append((believed, level, seed))
        return await think(believed, asker, level, seed)

    await hints.hint(Seated(row, real, seat), watching)
    [(believed, level, seed)] = given
    kind = kind_named(game)
    assert level == "medium" and seed == f"hint:{row.id}:{row.version}:{seat}"
    assert believed is not real and believed.view(seat) == real.view(seat)
    assert kind.to_dict(believed) == kind.to_dict(real.resample(seat, random.Random(seed)))
    assert kind.to_dict(believed)["seed"] != kind.to_dict(real)["seed"]  # the real seed would give every card away


async def play_hint(referee: Referee, game_id: int, seat: int, hinted: Preview) -> Played:
    """Press Play it under `hinted`, as its seat's player."""
    return await play_previewed(
        referee,
        game_id=game_id,
        version=hinted.move.version,
        seat=seat,
        build=lambda game, asker: hinted.action,
        user_id=(ANN, BOB)[seat],
        interaction_id=next_interaction(),
        moved_on=hints.HINT_MOVED_ON,
    )


async def test_the_hint_is_the_medium_players_move_and_play_it_plays_exactly_it(store: Store, referee: Referee) -> None:
    real = a_game("zark-city")
    seat = real.seats_to_act()[0]
    row = await stored_position(store, real)
    seated = await referee.seated_in(row.id, (ANN, BOB)[seat])
    hinted = await hints.hint(seated, think)
    believed = real.resample(seat, random.Random(f"hint:{row.id}:{row.version}:{seat}"))
    assert hinted.action == decide(believed, seat, "medium", f"hint:{row.id}:{row.version}:{seat}")
    assert hinted.move.version == row.version and hinted.move.seat == seat
    played = await play_hint(referee, row.id, seat, hinted)
    assert played.action == hinted.action and played.game.history[-1] == (seat, hinted.action)


async def test_a_stale_play_it_under_a_hint_is_refused_in_a_sentence_and_changes_nothing(
    store: Store, referee: Referee
) -> None:
    real = a_game("zark-city")
    seat = real.seats_to_act()[0]
    row = await stored_position(store, real)
    hinted = await hints.hint(await referee.seated_in(row.id, (ANN, BOB)[seat]), think)
    # The move is played with its own command instead: the game moves on.
    await referee.play_in(row.id, Actor.player((ANN, BOB)[seat]), lambda game, s: hinted.action, next_interaction())
    before = await stored_state(store, row.id)
    with pytest.raises(UserError) as refused:
        await play_hint(referee, row.id, seat, hinted)
    assert refused.value.message == hints.HINT_MOVED_ON
    assert english(refused.value).startswith("The game has moved on since this hint, so nothing was played.")
    assert await stored_state(store, row.id) == before


async def test_on_a_board_nobody_can_win_the_hint_is_the_vote_to_end_and_play_it_casts_it_r28a(
    store: Store, referee: Referee
) -> None:
    real = position_on(board_nobody_can_win(), ["KD QS", "JH"], hints=True)
    row = await stored_position(store, real)
    hinted = await hints.hint(await referee.seated_in(row.id, ANN), think)
    assert hinted.action == AgreeEnd() and "agree-end" in hinted.summary
    played = await play_hint(referee, row.id, 0, hinted)
    assert played.game.end_votes == [True, False] and played.game.phase is Phase.ACTION  # Bob has not voted yet


# -------------------------------------------------------------------------------------------------------- refusals


async def hint_refused(seated: Seated) -> str:
    """The sentence an English reader is shown for a hint refused."""
    with pytest.raises(UserError) as raised:
        await hints.hint(seated, think)
    return english(raised.value)


@pytest.mark.parametrize("game", KINDS)
async def test_hints_off_at_the_table_is_refused_in_plain_words(store: Store, referee: Referee, game: str) -> None:
    real = a_game(game, hints_on=False)
    seat = real.seats_to_act()[0]
    row = await stored_position(store, real)
    sentence = await hint_refused(await referee.seated_in(row.id, (ANN, BOB)[seat]))
    assert sentence == say(ENGLISH, hints.HINTS_OFF) and "options:hints:on" in sentence


async def test_not_your_turn_is_refused_in_plain_words(store: Store, referee: Referee) -> None:
    real = a_game("zark-city")
    waiting = 1 - real.seats_to_act()[0]
    row = await stored_position(store, real)
    before = await stored_state(store, row.id)
    assert await hint_refused(await referee.seated_in(row.id, (ANN, BOB)[waiting])) == say(ENGLISH, hints.NOT_YOUR_TURN)
    assert await stored_state(store, row.id) == before


async def test_someone_not_playing_and_a_channel_without_a_game_are_refused(store: Store, referee: Referee) -> None:
    row = await stored_position(store, a_game("zark-city"))
    with refused(UserError, r"^You are not playing in this game\.$"):
        await referee.seated_in(row.id, STRANGER)
    with refused(UserError, r"^There is no game here\. Your games: "):
        await referee.seated(Venue(999, None), ANN)


async def test_a_game_over_and_a_resigned_player_are_refused(store: Store, referee: Referee) -> None:
    three = kind_named("zark-city")
    settings = three.settings({**three.table({"hints": "on"}), "players": ["Ann", "Bob", "Cy"]})
    game = three.random_game(settings, "7", max_turns=6, rng_seed=1)
    seat = game.seats_to_act()[0]
    game.apply(seat, Resign())
    row = await stored_position(store, game)
    assert await hint_refused(Seated(row, game, seat)) == say(ENGLISH, hints.RESIGNED)
    game.apply(game.active_seats()[0], Resign())
    assert game.phase is Phase.OVER
    assert await hint_refused(Seated(row, game, game.active_seats()[0])) == say(ENGLISH, hints.GAME_OVER)
