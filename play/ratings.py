"""Ratings in words: a player's profile, a game kind's leaderboard, and the line a rated game's last board adds on
how everyone's rating moved (`data.ratings` keeps them; docs/ratings.md says how they are computed).

A rating is shown as its skill and uncertainty, ``27.3 ± 4.1``; while the uncertainty is above `PROVISIONAL_SIGMA`
it is marked provisional (a newcomer's is 8.3; about nine two-player games bring it under 6.5, twenty under 5).
Leaderboards sort by the conservative figure ``mu - 3 sigma``, which a newcomer's lucky first win cannot top, and
list only players with at least `MIN_GAMES` rated games. The end of a game says each player's skill before and
after (``Ann 25.0 → 27.3``), the figure a profile shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from data import QUALIFYING_GAMES, GameResult, GameRow, GameStore, Leaderboard, PlayedGame, Profile, Rating, Standing
from data.skill import COMPUTER_PREFIX, Skill
from rules import GameKind, kinds
from rules.core.errors import quoted
from rules.core.registry import default_kind
from rules.core.words import plural

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
#: Discord's limit on an attachment's description (alt text).
#: Discord's limit for an attachment's description (`render.ALT_TEXT_LIMIT`, which play does not import).
CHART_ALT_LIMIT = 1000
EVERYWHERE, THIS_SERVER = "everywhere", "this server"


def kind_called(name: str | None) -> GameKind | str:
    """The game kind a player named (its key or its title, in any case), or the sentence saying there is none."""
    if name is None:
        return default_kind()
    wanted = name.strip().casefold()
    for kind in kinds():
        if wanted in (kind.key.casefold(), kind.title.casefold()):
            return kind
    titles = ", ".join(kind.title for kind in kinds())
    return f"There is no game called {quoted(name)}. The games are {titles}."


def player_words(player: str) -> str:
    """A rated player as lists name them: a person by mention (it pings nobody in a private reply), a computer
    level's pseudo-player as ``Computer (hard)``."""
    if player.startswith(COMPUTER_PREFIX):
        return f"Computer ({player.removeprefix(COMPUTER_PREFIX)})"
    return mention(int(player)) if player.isdigit() else player


def skill_words(skill: Skill) -> str:
    """``27.3 ± 4.1``, with ``(provisional)`` while the uncertainty is wide."""
    words = f"{skill.mu:.1f} ± {skill.sigma:.1f}"
    return f"{words} (provisional)" if skill.sigma > PROVISIONAL_SIGMA else words


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


async def profile_text(store: GameStore, user_id: int, game: str | None, *, asker: int) -> str:
    """The words of /zark rating profile (`profile_reply` without the chart)."""
    return (await profile_reply(store, user_id, game, asker=asker, name=mention(user_id))).text


async def profile_reply(store: GameStore, user_id: int, game: str | None, *, asker: int, name: str) -> ProfileReply:
    """/zark rating profile: the player's rating in each game kind they were rated in (or the one named), their
    rated games, wins and win rate, and their latest rated games with a link to each; and a chart of their rating
    over their games of one kind (the one named, or the one they have played most), once they have `CHART_GAMES`
    rated games of it. `name` is what the chart calls the player (their display name)."""
    kind = kind_called(game) if game is not None else None
    if isinstance(kind, str):
        return ProfileReply(kind, None)
    key = kind.key if kind is not None else None
    profile = await store.profile(str(user_id), key, recent=RECENT)
    whose = "You have" if user_id == asker else f"{mention(user_id)} has"
    if not profile.standings:
        of = f" of {kind.title}" if kind is not None else ""
        text = f"{whose} no rated games{of} yet: every game played to its end here is rated. Start one with /zark new."
        return ProfileReply(text, None)
    lines = [f"Ratings of {mention(user_id)}:"]
    lines += [standing_line(standing) for standing in profile.standings]
    lines.append("Latest rated games:")
    lines += [played_line(played) for played in profile.recent]
    if any(standing.rating.sigma > PROVISIONAL_SIGMA for standing in profile.standings):
        lines.append(
            f"Provisional: still uncertain by more than ±{PROVISIONAL_SIGMA}; a few more games will settle it."
        )
    chart, missing = await charted(store, user_id, profile, name)
    return ProfileReply("\n".join([*lines, missing] if missing else lines), chart)


async def charted(store: GameStore, user_id: int, profile: Profile, name: str) -> tuple[RatingChart | None, str]:
    """The chart of the player's rating in the kind of their profile they have played most (the first of those
    played as often), or None and the line saying why there is none yet."""
    most = max(profile.standings, key=lambda standing: (standing.rating.games, -kinds_order(standing.rating.game)))
    title = title_of(most.rating.game)
    chart = rating_chart(await store.rating_history(str(user_id), most.rating.game), name, title)
    if chart is not None:
        return chart, ""
    return None, f"No chart of the rating in {title} yet: it takes {plural(CHART_GAMES, 'rated game')}."


def kinds_order(key: str) -> int:
    """A game kind's place in the registry: of two kinds played as often, the chart shows the first."""
    return next((index for index, kind in enumerate(kinds()) if kind.key == key), len(kinds()))


def rating_chart(history: Sequence[Skill], name: str, title: str) -> RatingChart | None:
    """The chart of a rating's `history` (before the first game, then after each), or None before `CHART_GAMES`
    games. Its alt text: ``Ann's Zark City rating over 12 games, from 25.0 to 31.2``, with the uncertainty's."""
    games = len(history) - 1
    if games < CHART_GAMES:
        return None
    first, last = history[0], history[-1]
    alt = (
        f"{name}'s {title} rating over {games} games, from {first.mu:.1f} to {last.mu:.1f}; the shaded band is "
        f"the uncertainty, ±{first.sigma:.1f} at first and ±{last.sigma:.1f} now."
    )
    points = tuple((skill.mu, skill.sigma) for skill in history)
    return RatingChart(points, f"{name} · {title}", alt[:CHART_ALT_LIMIT])


def standing_line(standing: Standing) -> str:
    """``**Zark City**: 27.3 ± 4.1, 6 rated games, 4 wins (67%)``."""
    rating = standing.rating
    rate = round(100 * standing.wins / rating.games) if rating.games else 0
    return (
        f"**{title_of(rating.game)}**: {skill_words(rating.skill)}, {plural(rating.games, 'rated game')}, "
        f"{plural(standing.wins, 'win')} ({rate}%)"
    )


def played_line(played: PlayedGame) -> str:
    """``<t:…:d> Zark City, game 12: won (of 2), 25.0 → 27.3 · <#thread>``: the date in the reader's own format."""
    outcome = "won" if played.place == 0 else f"place {played.place + 1}"
    return (
        f"- <t:{played.finished_at // 1000}:d> {title_of(played.game)}, game {played.game_id}: {outcome} "
        f"(of {played.seats}), {played.before.mu:.1f} → {played.after.mu:.1f} · "
        f"<#{played.thread_id or played.channel_id}>"
    )


# ----------------------------------------------------------------------------------------------- leaderboard


async def leaderboard_text(
    store: GameStore, asker: int, game: str | None, guild_id: int | None, scope: str = THIS_SERVER
) -> str:
    """/zark rating leaderboard: the game kind's best players by ``mu - 3 sigma`` (at least `MIN_GAMES` rated
    games), in this server (players with a rated game of it here) or everywhere, and the asker's own place below the
    table when they are not in it."""
    kind = kind_called(game)
    if isinstance(kind, str):
        return kind
    here = scope != EVERYWHERE and guild_id is not None
    board = await store.leaderboard(kind.key, str(asker), guild_id=guild_id if here else None, top=TOP)
    where = "in this server" if here else "anywhere"
    if not board.top:
        return f"Nobody has {plural(MIN_GAMES, 'rated game')} of {kind.title} {where} yet, so there is no table."
    title = f"**{kind.title}**, {'this server' if here else 'everywhere'}"
    lines = [f"{title}: by mu - 3 sigma, players with at least {MIN_GAMES} rated games ({board.qualified} in all)"]
    lines += [leader_line(place, rating) for place, rating in enumerate(board.top)]
    lines.append(own_line(board, kind, here))
    return "\n".join(line for line in lines if line)


def leader_line(place: int, rating: Rating) -> str:
    """``3. <@1001> 14.8 (27.1 ± 4.1, 12 games)``."""
    return (
        f"{place + 1}. {player_words(rating.player)} {rating.skill.ordinal:.1f} "
        f"({skill_words(rating.skill)}, {plural(rating.games, 'game')})"
    )


def own_line(board: Leaderboard, kind: GameKind, here: bool) -> str:
    """The asker's own place when the table does not show it, or why they are not on it ('' when it shows them)."""
    if board.own is None:
        where = ", one of them here" if here else ""
        return f"You are not on it yet: it takes {plural(MIN_GAMES, 'rated game')} of {kind.title}{where}."
    place, rating = board.own
    if place < len(board.top):
        return ""
    return f"You: {leader_line(place, rating)}"


# ----------------------------------------------------------------------------------------------- a game's end


def rating_changes(result: GameResult, row: GameRow) -> str:
    """The line a rated game's last board adds: each seat's skill before and after, ``Ann 25.0 → 27.3``."""
    names = {player.seat: player.name for player in row.players}
    changes = ", ".join(
        f"{names.get(place.seat, player_words(place.player))} {place.before.mu:.1f} → {place.after.mu:.1f}"
        for place in result.places
    )
    return f"Ratings in {title_of(result.game)}: {changes} (/zark rating profile shows yours)."
