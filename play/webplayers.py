"""The web companion's player pages, leaderboards and listed servers: what each says, in the reader's language.

Private by default: a server's page, its leaderboards and its players' profiles exist only once someone with Manage
Server lists it (`/web listing on`, `set_listing`); a player's profile shows only while they have a rated game in a
listed server and have not hidden it (`/web profile hide`, `set_hidden`). A profile lists only what happened in
listed servers (its games, the opponents met there); its ratings, games played and won, median time to move and
caretaker moves are figures about the player alone. Every address is a token of 128 random bits.
"""

from __future__ import annotations

import statistics
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from babel.dates import format_date

import i18n
from data import GameStore, LoggedTurn, PlayerCard, Rating
from data.skill import starting_skill
from rules import kinds

from .prefs import span
from .ratings import CHART_GAMES, RatingChart, chart_alt, player_words, rating_chart, skill_words, title_of

#: How many places a leaderboard shows (a server's page shows four), games a profile lists, games its time to move is
#: read from.
BOARD_PLACES = 25
SERVER_PLACES = 10
HISTORY_GAMES = 20
TIMED_GAMES = 50
OPPONENTS = 5
GUILD_GAMES = 30
#: Leaderboard lines kept said (`WebPlayers._place_words`): every kind's boards, everyone's and many servers'.
PLACES_KEPT = 20_000


@dataclass(frozen=True, slots=True)
class Link:
    """Words, with the page they lead to (None: said without a link, as a hidden or unlisted player is)."""

    words: str
    href: str | None


@dataclass(frozen=True, slots=True)
class KindStanding:
    """A player's rating in one game kind, and its chart's alt text (None: no chart before `CHART_GAMES` rated
    games)."""

    kind: str
    title: str
    line: str  # ``Zark City: 27.3 ± 4.1, 12 rated games, 7 won``
    chart_alt: str | None


@dataclass(frozen=True, slots=True)
class PlayerPage:
    token: str
    name: str
    title: str
    standings: tuple[KindStanding, ...]
    history: tuple[Link, ...]
    speed: str  # the median time to move, or that none was timed
    caretaker: str  # how many moves the caretaker made for them
    opponents: tuple[Link, ...]


@dataclass(frozen=True, slots=True)
class BoardPage:
    """A kind's leaderboard: of everyone listed, or of one listed server."""

    kind: str
    title: str
    places: tuple[Link, ...]
    empty: str  # what it says when nobody qualified


@dataclass(frozen=True, slots=True)
class ServerPage:
    token: str
    title: str
    games: tuple[Link, ...]
    boards: tuple[BoardPage, ...]


def kind_keys() -> tuple[str, ...]:
    return tuple(kind.key for kind in kinds())


class WebPlayers:
    """The web's door to players, leaderboards and listed servers."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self._places: OrderedDict[tuple[object, ...], str] = OrderedDict()

    async def shown_player(self, token: str) -> str | None:
        """The player whose page `token` is, when their profile may be shown; None otherwise (a 404)."""
        found = await self.store.player_of_token(token)
        if found is None or found[1] or not found[0].isdigit():
            return None
        return found[0] if await self.store.player_shown(found[0]) else None

    async def player(self, token: str, language: str) -> PlayerPage | None:
        """A player's page, or None when there is none to show."""
        player = await self.shown_player(token)
        if player is None:
            return None
        name = await self.store.player_name(int(player)) or player
        profile = await self.store.profile(player, recent=0)
        standings = []
        for standing in profile.standings:
            rating = standing.rating
            title = title_of(rating.game)
            line = i18n.text(
                language, "web-player-standing", title=title, skill=skill_words(rating.skill, language),
                games=rating.games, wins=standing.wins,
            )  # fmt: skip
            # The chart is its own request: the page says what it shows from the rating alone, without its history.
            alt = None
            if rating.games >= CHART_GAMES:
                alt = chart_alt(starting_skill(player), rating.skill, rating.games, name, title, language=language)
            standings.append(KindStanding(rating.game, title, line, alt))
        history = tuple(
            Link(
                i18n.text(
                    language, "web-player-game", title=title_of(played.game), when=_day(played.finished_at, language),
                    place=played.place + 1, seats=played.seats, before=i18n.decimal(language, played.mu_before),
                    after=i18n.decimal(language, played.mu_after),
                ),
                f"/g/{played.token}",
            )
            for played in await self.store.listed_games(player, limit=HISTORY_GAMES)
        )  # fmt: skip
        turns = await self.store.logged_turns(int(player), games=TIMED_GAMES)
        waits, caretaken = answers(turns, int(player))
        if waits:
            median = timedelta(milliseconds=statistics.median(waits))
            speed = i18n.text(language, "web-player-speed", span=i18n.say(language, span(median)), count=len(waits))
        else:
            speed = i18n.text(language, "web-player-speed-none")
        # Met in a listed server's game and not hidden (the store leaves those out): each one's profile is shown.
        met_most = await self.store.listed_opponents(player, limit=OPPONENTS)
        cards = await self.store.player_cards([who for who, _ in met_most])
        met = tuple(
            Link(
                i18n.text(language, "web-player-opponent", name=_name(who, cards, language), count=count),
                f"/u/{cards[who].token}" if who in cards else None,
            )
            for who, count in met_most
        )
        return PlayerPage(
            token=token,
            name=name,
            title=i18n.text(language, "web-player-title", name=name),
            standings=tuple(standings),
            history=history,
            speed=speed,
            caretaker=i18n.text(language, "web-player-caretaker", count=caretaken),
            opponents=met,
        )

    async def chart(self, token: str, kind: str) -> RatingChart | None:
        """The chart of a shown player's rating in a kind, or None (no such player shown, too few games)."""
        player = await self.shown_player(token)
        if player is None or kind not in kind_keys():
            return None
        name = await self.store.player_name(int(player)) or player
        return rating_chart(await self.store.rating_history(player, kind), name, title_of(kind))

    async def leaderboard(self, kind: str, language: str) -> BoardPage | None:
        """A kind's table of everyone listed (players shown on the web only); None for no such kind."""
        if kind not in kind_keys():
            return None
        top = await self.store.top_listed(kind, top=BOARD_PLACES)
        return await self._board(kind, top, language, "web-board-everyone", BOARD_PLACES)

    async def server(self, token: str, language: str) -> ServerPage | None:
        """A listed server's page: its latest games and its leaderboards; None when it is not listed."""
        found = await self.store.guild_of_token(token)
        if found is None or not found[1]:
            return None
        guild_id, _, name = found
        games = tuple(
            Link(
                i18n.text(language, "web-server-game", title=title_of(game.kind), game=str(game.game_id),
                          status=game.status, when=_day(game.updated_at, language)),
                f"/g/{game.token}",
            )
            for game in await self.store.guild_games(guild_id, limit=GUILD_GAMES)
        )  # fmt: skip
        boards = []
        for kind in kind_keys():
            board = await self.store.leaderboard(kind, None, guild_id=guild_id, top=SERVER_PLACES * 2)
            boards.append(await self._board(kind, list(board.top), language, "web-board-server", SERVER_PLACES))
        title = (
            i18n.text(language, "web-server-title-named", name=name)
            if name
            else i18n.text(language, "web-server-title")
        )
        return ServerPage(token, title, games, tuple(boards))

    async def _board(self, kind: str, top: list[Rating], language: str, title: str, places: int) -> BoardPage:
        """The first `places` of `top` who have not hid their profile, each linked to their page."""
        cards = await self.store.player_cards([rating.player for rating in top])
        shown = [rating for rating in top if not (card := cards.get(rating.player)) or not card.hidden][:places]
        lines = []
        for place, rating in enumerate(shown, start=1):
            card = cards.get(rating.player)
            words = self._place_words(language, place, _name(rating.player, cards, language), rating)
            lines.append(Link(words, None if card is None else f"/u/{card.token}"))
        return BoardPage(
            kind, i18n.text(language, title, title=title_of(kind)), tuple(lines), i18n.text(language, "web-board-empty")
        )

    def _place_words(self, language: str, place: int, name: str, rating: Rating) -> str:
        """A leaderboard's line, said once for as long as it stays the same (most of a board does between games)."""
        key = (language, place, name, rating.mu, rating.sigma, rating.games)
        words = self._places.get(key)
        if words is None:
            skill = skill_words(rating.skill, language)
            words = i18n.text(language, "web-board-place", place=place, name=name, skill=skill, games=rating.games)
            self._places[key] = words
            while len(self._places) > PLACES_KEPT:
                self._places.popitem(last=False)
        self._places.move_to_end(key)
        return words


def _name(player: str, cards: Mapping[str, PlayerCard], language: str) -> str:
    """A player as a page names them: a person by the name they were last seated under, a computer by its level."""
    card = cards.get(player)
    return player_words(player, language) if card is None else card.name or player


def answers(turns: list[LoggedTurn], user_id: int) -> tuple[list[int], int]:
    """From a person's games' moves: how long they took to answer each turn that came to them (milliseconds, from
    the move before, another seat's, to their first move of the turn), and how many moves the caretaker made for
    them."""
    waits: list[int] = []
    caretaken = 0
    previous: LoggedTurn | None = None
    for turn in turns:
        if previous is not None and previous.game_id != turn.game_id:
            previous = None
        if turn.seat == turn.own_seat:
            if turn.user_id is None:
                caretaken += 1
            elif turn.user_id == user_id and previous is not None and previous.seat != turn.seat:
                waits.append(max(0, turn.created_at - previous.created_at))
        previous = turn
    return waits, caretaken


def _day(millis: int, language: str) -> str:
    """A day as the reader's language writes it (``Nov 28, 2026``)."""
    day = datetime.fromtimestamp(millis / 1000, UTC).date()
    return format_date(day, "medium", locale=i18n.babel_locale(language))


# ----------------------------------------------------------------------------------------------- the /web commands


async def set_listing(
    store: GameStore, guild_id: int, listed: bool, public_url: str | None, language: str, *, name: str | None = None
) -> str:
    """/web listing on|off: the server listed or taken off, said with its page's address when there is one; `name`,
    the server's name as Discord gives it now, kept for its page."""
    token = await store.set_listed(guild_id, listed, name)
    if not listed:
        return i18n.text(language, "web-listing-off")
    if public_url is None:
        return i18n.text(language, "web-listing-on-no-address")
    return i18n.text(language, "web-listing-on", url=f"{public_url.rstrip('/')}/s/{token}")


async def set_hidden(store: GameStore, user_id: int, hidden: bool, language: str) -> str:
    """/web profile hide|show."""
    await store.set_hidden(str(user_id), hidden)
    return i18n.text(language, "web-profile-hidden" if hidden else "web-profile-shown")


async def own_links(store: GameStore, user_id: int, guild_id: int | None, public_url: str | None, language: str) -> str:
    """/web link: the asker's own profile's address (or why there is none) and this server's page when listed."""
    if public_url is None:
        return i18n.text(language, "web-no-address")
    base = public_url.rstrip("/")
    token, hidden = await store.player_token(str(user_id))
    if hidden:
        lines = [i18n.text(language, "web-link-hidden")]
    elif await store.player_shown(str(user_id)):
        lines = [i18n.text(language, "web-link-profile", url=f"{base}/u/{token}")]
    else:
        lines = [i18n.text(language, "web-link-unlisted")]
    if guild_id is not None:
        server, listed = await store.guild_token(guild_id)
        if listed:
            lines.append(i18n.text(language, "web-link-server", url=f"{base}/s/{server}"))
    return "\n".join(lines)
