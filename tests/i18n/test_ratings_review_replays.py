"""Ratings, the post-game review and the replay post in the reader's (or the table's) language: every sentence of
`play.ratings`, `play.review` and the replay's post. In German, Polish and Russian each differs from the English and
formats without an error (the catalogues are read strictly here), its figures written as the language writes them
(``27,3``); in the pseudo-language no English word is left outside the markers, so none of them escapes the
catalogues."""

from __future__ import annotations

import re
from datetime import timedelta
from pathlib import Path

import pytest

import i18n
from cogs.support.replays import replay_words
from data import GameResult, Leaderboard, Rating, SeatResult, Store
from data.skill import COMPUTER_PREFIX, Skill
from i18n import ENGLISH
from i18n.pseudo import escaped_words
from play.actor import Actor
from play.announcements import boards_message
from play.ratings import (
    leaderboard_text,
    own_line,
    profile_reply,
    profile_text,
    rating_changes,
    skill_words,
)
from play.referee import Referee, Venue
from play.review import MAX_JUMPS, jump_label, jump_text, review_message, reviewable
from rules import Resign, kind_named
from rules.core.registry import replay_record
from rules.review import MISSED_WIN, Finding, Review, position_before, review
from tests.data.store_helpers import CHANNEL, GUILD, USERS, new_lobby, next_interaction
from tests.data.test_store_rating_reads import duel
from tests.data.test_store_ratings import act
from tests.play.tables import doing

#: Languages whose words are checked to be their own: a German, a Polish and a Russian reader.
READERS = ("de", "pl", "ru")
ANN, BOB, CY, EVE = USERS[0], USERS[1], USERS[2], USERS[4]
RECORD = Path(__file__).resolve().parents[1] / "rules" / "review" / "zark-allow.txt"
#: What players typed or are called, and the games' own names: never translated.
NAMES = {"Ann", "Bob", "Cy", "Dee", "Eve", "Zark", "City", "Unocitta", "Unopolis", "Zarcana", "chess"}


def escaped(text: str) -> list[str]:
    """The English words of `text` outside the markers, but for what players typed and the games' own names."""
    return [word for word in escaped_words(text) if word not in NAMES]


# ----------------------------------------------------------------------------------------------- ratings


async def computer_duel(store: Store, level: str) -> None:
    """Ann against a computer player of `level`; Ann resigns."""
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=kind_named("zark-city").table({})
    )
    await store.add_computer(row.id, level, lambda number: f"Bot {number}")
    await store.start_game(row.id, "seed")
    await act(store, row.id, 0, Resign())


async def rated_store(store: Store) -> int:
    """Ann beats Bob three times in Zark City and once in Unocitta, and loses three times to the hard computer;
    the number of her last game against Bob."""
    for _ in range(3):
        last = await duel(store, 0, 1)
        await computer_duel(store, "hard")
    await duel(store, 0, 1, game="unocitta")
    return last


async def unrated_words(store: Store, language: str) -> dict[str, str]:
    """Every sentence of ratings said before anyone has a rated game: by the kind of answer."""
    return {
        "none-yours": await profile_text(store, ANN, None, asker=ANN, language=language),
        "none-yours-of": await profile_text(store, ANN, "unocitta", asker=ANN, language=language),
        "none-theirs": await profile_text(store, ANN, None, asker=BOB, language=language),
        "none-theirs-of": await profile_text(store, ANN, "Unopolis", asker=BOB, language=language),
        "no-game": await profile_text(store, ANN, "chess", asker=ANN, language=language),
        "no-game-board": await leaderboard_text(store, ANN, "chess", GUILD, language=language),
        "empty-here": await leaderboard_text(store, ANN, None, GUILD, language=language),
        "empty-anywhere": await leaderboard_text(store, ANN, "zarcana", GUILD, "everywhere", language=language),
    }


async def rated_words(store: Store, last: int, language: str) -> dict[str, str]:
    """Every sentence of ratings said once Ann, Bob and the hard computer have rated games (`rated_store`)."""
    profile = await profile_reply(store, ANN, None, asker=ANN, name="Ann", language=language)
    assert profile.chart is not None
    no_chart = await profile_reply(store, ANN, "unocitta", asker=ANN, name="Ann", language=language)
    result = await store.result(last)
    assert result is not None
    row = (await store.load(last)).row
    computer = GameResult(
        last, 1, "zark-city", 0, (SeatResult(9, f"{COMPUTER_PREFIX}hard", 0, Skill(25, 8), Skill(27, 7)),)
    )
    far = Rating("zark-city", str(EVE), 20.0, 3.0, 14, 1)
    return {
        "profile": profile.text,
        "chart-alt": profile.chart.alt_text,
        "no-chart": no_chart.text,
        "board-here": await leaderboard_text(store, EVE, None, GUILD, language=language),
        "board-everywhere": await leaderboard_text(store, EVE, None, GUILD, "everywhere", language=language),
        "you": own_line(Leaderboard((far,) * 10, 12, (11, far)), kind_named("zark-city"), True, language),
        "changes": rating_changes(result, row, language),
        "computer-changes": rating_changes(computer, row, language),
        "settled": skill_words(Skill(27.34, 4.06), language),
    }


async def test_ratings_in_english_name_each_part(store: Store) -> None:
    before = await unrated_words(store, ENGLISH)
    assert before["none-theirs-of"].startswith(f"<@{ANN}> has no rated games of Unopolis yet")
    assert before["empty-anywhere"] == "Nobody has 3 rated games of Zarcana anywhere yet, so there is no table."
    words = await rated_words(store, await rated_store(store), ENGLISH)
    assert "\n1. Computer (hard) " in words["board-everywhere"]
    assert words["you"].startswith(f"You: 12. <@{EVE}> 11.0 (20.0 ± 3.0, 14 games)")
    assert words["computer-changes"] == (
        "Ratings in Zark City: Computer (hard) 25.0 → 27.0 (/zark rating profile shows yours)."
    )
    assert words["settled"] == "27.3 ± 4.1"
    assert "(provisional), 6 rated games, 3 wins (50%)" in words["profile"]
    assert words["no-chart"].endswith("No chart of the rating in Unocitta yet: it takes 2 rated games.")


@pytest.mark.usefixtures("strict")
@pytest.mark.parametrize("language", READERS)
async def test_ratings_speak_each_readers_language_with_its_figures(store: Store, language: str) -> None:
    english_before, before = await unrated_words(store, ENGLISH), await unrated_words(store, language)
    last = await rated_store(store)
    english, words = await rated_words(store, last, ENGLISH), await rated_words(store, last, language)
    for kind in before:
        assert before[kind] != english_before[kind], (language, kind)
    for kind in words:
        assert words[kind] != english[kind], (language, kind)
    assert words["settled"] == "27,3 ± 4,1" and re.search(r"Ann \d+,\d → \d+,\d, Bob \d+,\d → ", words["changes"])
    assert (
        "/zark rating" not in words["changes"]
        and f"/zark {i18n.text(language, 'cmd-zark-rating')}" in (words["changes"])
    )


@pytest.mark.usefixtures("pseudo")
async def test_no_english_escapes_the_ratings(store: Store) -> None:
    said = await unrated_words(store, ENGLISH)
    said |= await rated_words(store, await rated_store(store), ENGLISH)
    for kind, text in said.items():
        assert escaped(text) == [], (kind, text)


async def test_a_rated_games_last_board_speaks_the_tables_language(store: Store) -> None:
    referee = Referee(store)
    settings = kind_named("zark-city").table({})
    row = await store.create_lobby(guild_id=GUILD, channel_id=1, host_id=ANN, host_name="Ann", settings=settings)
    await store.join(row.id, BOB, "Bob")
    await store.start_game(row.id, "seed", notes=lambda game: {"language": "de"})  # a German host's table
    await referee.play_in(row.id, Actor.player(BOB), lambda game, seat: Resign(), next_interaction())
    owed = await store.claim_deliveries("test", timedelta(minutes=1), game_id=row.id)
    text = boards_message([delivery.payload for delivery in owed if delivery.kind == "board"][-1:], language="de")
    assert "\nWertungen in Zark City: Ann 25,0 → " in text and "(/zark wertung profil zeigt deine)." in text


# ----------------------------------------------------------------------------------------------- the review


async def reviewed(store: Store) -> tuple[Referee, int]:
    """Game 1: Ann and Bob, dealt and played as the record `zark-allow`: Ann's move on turn 18 left Bob a win."""
    referee, recorded = Referee(store), replay_record(RECORD.read_text(encoding="utf-8"))
    row = await new_lobby(store, 2)
    await store.start_game(row.id, recorded.seed)
    for seat, action in recorded.history:
        await referee.play_in(row.id, Actor.player(USERS[seat]), doing(action.notation()), next_interaction())
    return referee, row.id


async def review_words(store: Store, language: str) -> dict[str, str]:
    """Every sentence of the review, by the kind of answer, for the game `reviewed` left in the store."""
    loaded = await reviewable(Referee(store), store, Venue(CHANNEL, GUILD), ANN, None)
    game = loaded.game
    assert game is not None
    found = review(game)
    allowed = found.findings[0]
    missed = Finding(MISSED_WIN, allowed.turn, allowed.seat, allowed.move, allowed.before)
    boards = tuple(Finding(MISSED_WIN, turn, 0, allowed.move, turn) for turn in range(MAX_JUMPS + 1))
    position = position_before(game, allowed.before)
    return {
        "review": review_message(loaded, found, language=language),
        "missed": review_message(loaded, Review((missed,), 2, "medium"), language=language),
        "crowded": review_message(loaded, Review((allowed,) * 200, 2, "medium"), language=language),
        "many-boards": review_message(loaded, Review(boards, 2, "medium"), language=language),
        "nothing": review_message(loaded, Review((), 2, "medium"), language=language),
        "label-allowed": jump_label(game, allowed, language),
        "label-missed": jump_label(game, missed, language),
        "board": jump_text(position, allowed.before, position.turn, language),
        "board-nobody": jump_text(game, 3, 1, language),  # a finished game: nobody is to act
    }


async def test_the_review_in_english_says_each_part(store: Store) -> None:
    await reviewed(store)
    words = await review_words(store, ENGLISH)
    assert words["missed"].splitlines()[1].startswith("1. Turn 18: Ann missed a win in one. Winning move: moved ")
    assert words["many-boards"].endswith(f"The buttons show the board before each finding (the first {MAX_JUMPS}).")
    assert words["label-missed"] == "Turn 18: Ann, missed win"
    assert words["board-nobody"] == "The board before move 4 (turn 1), nobody to act."


@pytest.mark.usefixtures("strict")
@pytest.mark.parametrize("language", READERS)
async def test_the_review_speaks_each_readers_language(store: Store, language: str) -> None:
    await reviewed(store)
    english, words = await review_words(store, ENGLISH), await review_words(store, language)
    for kind in words:
        assert words[kind] != english[kind], (language, kind)
    crowded = words["crowded"]
    assert len(crowded) <= 2000 and crowded.splitlines()[-4].startswith("… ")
    assert all(len(words[label]) <= 80 for label in ("label-allowed", "label-missed"))


@pytest.mark.usefixtures("pseudo")
async def test_no_english_escapes_the_review(store: Store) -> None:
    await reviewed(store)
    for kind, text in (await review_words(store, ENGLISH)).items():
        assert escaped(text) == [], (kind, text)


# ----------------------------------------------------------------------------------------------- the replay post


async def test_the_replay_post_speaks_the_language_it_is_asked_in(store: Store, strict: None) -> None:
    row = (await store.start_game((await new_lobby(store, 2)).id, "seed")).row
    assert replay_words(row, ENGLISH) == (
        f"🎞️ Zark City game {row.id}, move by move. `/zark replay` shows it again, in any game's thread."
    )
    german = replay_words(row, "de")
    assert german.startswith(f"🎞️ Zark City, Partie {row.id}, Zug für Zug.") and "`/zark wiederholung`" in german
    for language in READERS:
        assert replay_words(row, language) != replay_words(row, ENGLISH)
        posted = i18n.text(language, "replay-posted", game=str(row.id))
        assert posted != i18n.text(ENGLISH, "replay-posted", game=str(row.id)) and str(row.id) in posted


async def test_no_english_escapes_the_replay_post(store: Store, pseudo: None) -> None:
    row = (await store.start_game((await new_lobby(store, 2)).id, "seed")).row
    for text in (replay_words(row, ENGLISH), i18n.text(ENGLISH, "replay-posted", game=str(row.id))):
        assert escaped(text) == [], text
