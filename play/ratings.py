"""Ratings in words: a player's profile, a game kind's leaderboard, and the line a rated game's last board adds on
how everyone's rating moved (`data.ratings` keeps them; docs/ratings.md says how they are computed).

Every sentence is the catalogue's (``ratings.ftl``), in the language it is asked in: the reader's for a profile
and a leaderboard, the table's for a game's end; its figures are written as that language writes them (``27,3`` in
German). A rating is shown as its skill and uncertainty, ``27.3 ± 4.1``; while the uncertainty is above
`PROVISIONAL_SIGMA` it is marked provisional (a newcomer's is 8.3; about nine two-player games bring it under 6.5,
twenty under 5). Leaderboards sort by the conservative figure ``mu - 3 sigma``, which a newcomer's lucky first win
cannot top, and list only players with at least `MIN_GAMES` rated games. The end of a game says each player's skill
before and after (``Ann 25.0 → 27.3``), the figure a profile shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import i18n
from data import QUALIFYING_GAMES, GameResult, GameRow, GameStore, Leaderboard, PlayedGame, Profile, Rating, Standing
from data.skill import COMPUTER_PREFIX, Skill
from i18n import ENGLISH
from rules import GameKind, Message, kinds
from rules.core.errors import quoted
from rules.core.registry import default_kind

from .texts import mention

#: Above this uncertainty a rating is marked provisional (a newcomer starts at 25/3, about 8.3).
PROVISIONAL_SIGMA = 6.5
#: Rated games a player needs in a game kind to stand on its leaderboard (the store's index is made for it).
MIN_GAMES = QUALIFYING_GAMES
#: How many players a leaderboard shows.
TOP = 10
#: How many of a player's latest rated games their profile lists.
RECENT = 5
#: Rated games of a kind before a profile draws a chart of the rating in it.
CHART_GAMES = 2
#: Discord's limit for an attachment's description (`render.ALT_TEXT_LIMIT`, which play does not import).
CHART_ALT_LIMIT = 1000
EVERYWHERE, THIS_SERVER = "everywhere", "this server"


def kind_called(name: str | None) -> GameKind | Message:
    """The game kind a player named (its key or its title, in any case), or the sentence saying there is none."""
    if name is None:
        return default_kind()
    wanted = name.strip().casefold()
    for kind in kinds():
        if wanted in (kind.key.casefold(), kind.title.casefold()):
            return kind
    return Message("ratings-no-game", name=quoted(name), games=tuple(kind.title for kind in kinds()))


def player_words(player: str, language: str = ENGLISH) -> str:
    """A rated player as lists name them: a person by mention (it pings nobody in a private reply), a computer
    level's pseudo-player as ``Computer (hard)``."""
    if player.startswith(COMPUTER_PREFIX):
        return i18n.text(language, "ratings-computer", level=player.removeprefix(COMPUTER_PREFIX))
    return mention(int(player)) if player.isdigit() else player


def skill_words(skill: Skill, language: str = ENGLISH) -> str:
    """``27.3 ± 4.1``, with ``(provisional)`` while the uncertainty is wide."""
    key = "ratings-skill-provisional" if skill.sigma > PROVISIONAL_SIGMA else "ratings-skill"
    return i18n.text(language, key, mu=i18n.decimal(language, skill.mu), sigma=i18n.decimal(language, skill.sigma))


def title_of(key: str) -> str:
    return next((kind.title for kind in kinds() if kind.key == key), key)


# ----------------------------------------------------------------------------------------------- profile


@dataclass(frozen=True, slots=True)
class RatingChart:
    """What a profile's image shows (drawn by `render.rating_chart_png`): the rating as ``(mu, sigma)`` before the
    first rated game and after each one, the chart's title, and its alt text."""

    points: tuple[tuple[float, float], ...]
    title: str
    alt_text: str


@dataclass(frozen=True, slots=True)
class ProfileReply:
    text: str
    chart: RatingChart | None


async def profile_text(store: GameStore, user_id: int, game: str | None, *, asker: int, language: str = ENGLISH) -> str:
    """The words of /zark rating profile (`profile_reply` without the chart)."""
    reply = await profile_reply(store, user_id, game, asker=asker, name=mention(user_id), language=language)
    return reply.text


async def profile_reply(
    store: GameStore, user_id: int, game: str | None, *, asker: int, name: str, language: str = ENGLISH
) -> ProfileReply:
    """/zark rating profile: the player's rating in each game kind they were rated in (or the one named), their
    rated games, wins and win rate, and their latest rated games with a link to each; and a chart of their rating
    over their games of one kind (the one named, or the one they have played most), once they have `CHART_GAMES`
    rated games of it. `name` is what the chart calls the player (their display name); every word is in
    `language` (the reader's)."""
    kind = kind_called(game) if game is not None else None
    if isinstance(kind, Message):
        return ProfileReply(i18n.say(language, kind), None)
    key = kind.key if kind is not None else None
    profile = await store.profile(str(user_id), key, recent=RECENT)
    if not profile.standings:
        return ProfileReply(no_rated_games(user_id, kind, asker=asker, language=language), None)
    lines = [i18n.text(language, "ratings-profile-heading", player=mention(user_id))]
    lines += [standing_line(standing, language) for standing in profile.standings]
    lines.append(i18n.text(language, "ratings-latest"))
    lines += [played_line(played, language) for played in profile.recent]
    if any(standing.rating.sigma > PROVISIONAL_SIGMA for standing in profile.standings):
        lines.append(i18n.text(language, "ratings-provisional-note", sigma=i18n.decimal(language, PROVISIONAL_SIGMA)))
    chart, missing = await charted(store, user_id, profile, name, language)
    return ProfileReply("\n".join([*lines, missing] if missing else lines), chart)


def no_rated_games(user_id: int, kind: GameKind | None, *, asker: int, language: str) -> str:
    """The friendly sentence for a player with no rated games (of the kind named, if one was)."""
    key = "ratings-none-yours" if user_id == asker else "ratings-none-theirs"
    if kind is None:
        return i18n.text(language, key, player=mention(user_id))
    return i18n.text(language, f"{key}-of", player=mention(user_id), title=kind.title)


async def charted(
    store: GameStore, user_id: int, profile: Profile, name: str, language: str = ENGLISH
) -> tuple[RatingChart | None, str]:
    """The chart of the player's rating in the kind of their profile they have played most (the first of those
    played as often), or None and the line saying why there is none yet."""
    most = max(profile.standings, key=lambda standing: (standing.rating.games, -kinds_order(standing.rating.game)))
    title = title_of(most.rating.game)
    chart = rating_chart(await store.rating_history(str(user_id), most.rating.game), name, title, language)
    if chart is not None:
        return chart, ""
    return None, i18n.text(language, "ratings-no-chart", title=title, count=CHART_GAMES)


def kinds_order(key: str) -> int:
    """A game kind's place in the registry: of two kinds played as often, the chart shows the first."""
    return next((index for index, kind in enumerate(kinds()) if kind.key == key), len(kinds()))


def rating_chart(history: Sequence[Skill], name: str, title: str, language: str = ENGLISH) -> RatingChart | None:
    """The chart of a rating's `history` (before the first game, then after each), or None before `CHART_GAMES`
    games, with its `chart_alt` text in `language`."""
    games = len(history) - 1
    if games < CHART_GAMES:
        return None
    alt = chart_alt(history[0], history[-1], games, name, title, language=language)
    return RatingChart(tuple((skill.mu, skill.sigma) for skill in history), f"{name} · {title}", alt)


def chart_alt(first: Skill, last: Skill, games: int, name: str, title: str, *, language: str = ENGLISH) -> str:
    """A rating chart's alt text, from the rating before the first of `games` rated games to the one after the last:
    ``Ann's Zark City rating over 12 games, from 25.0 to 31.2``, with the uncertainty's; what a page showing the
    chart needs without reading every game of it."""
    alt = i18n.text(
        language,
        "ratings-chart-alt",
        name=name,
        title=title,
        count=games,
        first=i18n.decimal(language, first.mu),
        last=i18n.decimal(language, last.mu),
        first_sigma=i18n.decimal(language, first.sigma),
        last_sigma=i18n.decimal(language, last.sigma),
    )
    return alt[:CHART_ALT_LIMIT]


def standing_line(standing: Standing, language: str = ENGLISH) -> str:
    """``**Zark City**: 27.3 ± 4.1, 6 rated games, 4 wins (67%)``."""
    rating = standing.rating
    share = standing.wins / rating.games if rating.games else 0.0
    return i18n.text(
        language,
        "ratings-standing",
        title=title_of(rating.game),
        skill=skill_words(rating.skill, language),
        games=rating.games,
        wins=standing.wins,
        rate=i18n.percent(language, share),
    )


def played_line(played: PlayedGame, language: str = ENGLISH) -> str:
    """``- <t:…:d> Zark City, game 12: won (of 2), 25.0 → 27.3 · <#thread>``: the date in the reader's own format
    (Discord writes it)."""
    return "- " + i18n.text(
        language,
        "ratings-played",
        date=f"<t:{played.finished_at // 1000}:d>",
        title=title_of(played.game),
        game=str(played.game_id),
        place=played.place + 1,
        seats=played.seats,
        before=i18n.decimal(language, played.before.mu),
        after=i18n.decimal(language, played.after.mu),
        where=f"<#{played.thread_id or played.channel_id}>",
    )


# ----------------------------------------------------------------------------------------------- leaderboard


async def leaderboard_text(
    store: GameStore,
    asker: int,
    game: str | None,
    guild_id: int | None,
    scope: str = THIS_SERVER,
    *,
    language: str = ENGLISH,
) -> str:
    """/zark rating leaderboard: the game kind's best players by ``mu - 3 sigma`` (at least `MIN_GAMES` rated
    games), in this server (players with a rated game of it here) or everywhere, and the asker's own place below the
    table when they are not in it; in `language` (the asker's)."""
    kind = kind_called(game)
    if isinstance(kind, Message):
        return i18n.say(language, kind)
    here = scope != EVERYWHERE and guild_id is not None
    board = await store.leaderboard(kind.key, str(asker), guild_id=guild_id if here else None, top=TOP)
    if not board.top:
        empty = "ratings-board-empty-here" if here else "ratings-board-empty-anywhere"
        return i18n.text(language, empty, count=MIN_GAMES, title=kind.title)
    heading = "ratings-board-heading-here" if here else "ratings-board-heading-everywhere"
    lines = [i18n.text(language, heading, title=kind.title, count=MIN_GAMES, qualified=board.qualified)]
    lines += [leader_line(place, rating, language) for place, rating in enumerate(board.top)]
    lines.append(own_line(board, kind, here, language))
    return "\n".join(line for line in lines if line)


def leader_line(place: int, rating: Rating, language: str = ENGLISH) -> str:
    """``3. <@1001> 14.8 (27.1 ± 4.1, 12 games)``."""
    return i18n.text(
        language,
        "ratings-leader",
        place=place + 1,
        player=player_words(rating.player, language),
        ordinal=i18n.decimal(language, rating.skill.ordinal),
        skill=skill_words(rating.skill, language),
        games=rating.games,
    )


def own_line(board: Leaderboard, kind: GameKind, here: bool, language: str = ENGLISH) -> str:
    """The asker's own place when the table does not show it, or why they are not on it ('' when it shows them)."""
    if board.own is None:
        key = "ratings-not-on-board-here" if here else "ratings-not-on-board"
        return i18n.text(language, key, count=MIN_GAMES, title=kind.title)
    place, rating = board.own
    if place < len(board.top):
        return ""
    return i18n.text(language, "ratings-you", line=leader_line(place, rating, language))


# ----------------------------------------------------------------------------------------------- a game's end


def rating_changes(result: GameResult, row: GameRow, language: str = ENGLISH) -> str:
    """The line a rated game's last board adds, in the table's `language`: each seat's skill before and after,
    ``Ann 25.0 → 27.3``."""
    names = {player.seat: player.name for player in row.players}
    changes = tuple(
        i18n.text(
            language,
            "ratings-change",
            name=names.get(place.seat, player_words(place.player, language)),
            before=i18n.decimal(language, place.before.mu),
            after=i18n.decimal(language, place.after.mu),
        )
        for place in result.places
    )
    return i18n.text(language, "ratings-changes", title=title_of(result.game), changes=changes)
