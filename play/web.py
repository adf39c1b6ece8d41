"""The web companion's application service: what a game's page shows, found by its unguessable token, in the
reader's language, from public information only.

A page is made of the game's public views (`GameState.view(None)`): the board at the deal and after each move, the
moves in words, whose turn it is and until when, and once the game is over its result and rating changes. The full
state leaves only as a finished game's record (`web_record`), as `/zark` gives it. The web layer (`web/`) asks this
module and nothing below it; it never sees a database row or an engine.

The page of a game now reads the game as loaded; a page of an earlier move replays the game's public views, kept
for the most recently read games (`VIEWS_KEPT`). Images are drawn by the process's drawing service (the bot's own,
when the site runs in the bot's process), which keeps each game's public boards: the board the table was shown is
the one an open page fetches next, drawn once (`render.service.DrawingService.board`).
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import TypeVar

from babel import Locale
from babel.dates import format_datetime

from data import GameNotFoundError, GameResult, GameStatus, GameStore, LoadedGame, PlayerRow
from i18n import listed, text
from render import hand_text
from render.service import DrawingService
from rules import SEAT_COLOURS, SEAT_LETTERS, GameState, GameView, Phase, kind_of

from .families import family_of
from .texts import table_language

#: Games whose public views are kept (each move's, for the pages of earlier moves).
VIEWS_KEPT = 64
PAGES_KEPT = 512
TOKENS_KEPT = 20_000
LINES_KEPT = 100_000  # moves said in words, by game, language and number
K = TypeVar("K")
V = TypeVar("V")
#: A change to how boards are drawn changes this, so a browser's cached board is asked for again.
DRAWING_EDITION = "1"


@dataclass(frozen=True, slots=True)
class SeatLine:
    """A seat as the page lists it: its player, colour and letter (as on the board), and whether it is to act."""

    seat: int
    name: str
    colour: str  # `rules.SEAT_COLOURS`' name: the page's style colours it as the board does
    letter: str
    computer: bool
    to_act: bool


@dataclass(frozen=True, slots=True)
class MoveLine:
    number: int  # 1 for the first move
    name: str
    words: str  # the move in the reader's words
    notation: str
    line: str  # ``3. Ann: drew 3 cards``, the whole sentence in the reader's language


@dataclass(frozen=True, slots=True)
class GamePage:
    """Everything a game's page (or one of its moves' pages) says, in the reader's language."""

    token: str
    version: int  # the game's version the page shows
    title: str  # ``Zark City game 12``
    seats: tuple[SeatLine, ...]
    moves: tuple[MoveLine, ...]  # every move so far
    shown: int  # the move whose board is shown: 0 the deal, len(moves) now
    status: str  # whose turn and until when, or how the game ended
    ratings: tuple[str, ...]  # a rated game's changes, once over
    over: bool
    thread_url: str | None
    board_alt: str  # the shown board's alt text, in `board_language`
    board_language: str  # the table's: the board is the image the table sees in Discord
    description: str  # a line for link previews


@dataclass(frozen=True, slots=True)
class WebGame:
    """A started game found by its token, as loaded now."""

    token: str
    loaded: LoadedGame

    @property
    def game(self) -> GameState:
        assert self.loaded.game is not None  # a token is given to started games only
        return self.loaded.game

    @property
    def moves(self) -> int:
        return len(self.game.history)

    @property
    def over(self) -> bool:
        return self.loaded.row.status is GameStatus.FINISHED or self.game.phase is Phase.OVER


class WebGames:
    """The web's one door into the application: games by token, their pages, boards, records and replays."""

    def __init__(self, store: GameStore, drawing: DrawingService) -> None:
        self.store = store
        self.drawing = drawing
        self._replays: OrderedDict[int, tuple[GameState, list[GameView]]] = OrderedDict()
        self._lines: OrderedDict[tuple[int, str, int], MoveLine] = OrderedDict()
        self._ids: OrderedDict[str, int] = OrderedDict()
        self._known: OrderedDict[str, tuple[int, str]] = OrderedDict()
        self._pages: OrderedDict[tuple[object, ...], GamePage] = OrderedDict()

    async def find(self, token: str) -> WebGame | None:
        """The started game whose address `token` is, or None (no such game, a malformed token, a lobby)."""
        game_id = self._ids.get(token)
        if game_id is None:
            game_id = await self.store.game_of_web_token(token)
            if game_id is None:
                return None
        try:
            loaded = await self.store.load(game_id)
        except GameNotFoundError:
            return None
        if loaded.game is None:
            return None
        _keep(self._ids, token, game_id, TOKENS_KEPT)  # a token names its game for ever
        _keep(self._known, token, (loaded.version, table_language(loaded.row.settings)), TOKENS_KEPT)
        return WebGame(token, loaded)

    async def kept_page(self, token: str, language: str, shown: int | None) -> GamePage | None:
        """The page already made for the game as it still is (one small read of the store), or None: then `find`
        and `page`. A page of a move not made yet is never kept, so it is looked up as any other."""
        game_id = self._ids.get(token)
        if game_id is None:
            return None
        stamp = await self.store.web_stamp(game_id)
        if stamp is None:
            return None
        key = (game_id, *stamp, language, shown)
        kept = self._pages.get(key)
        if kept is not None:
            self._pages.move_to_end(key)
        return kept

    def known(self, token: str) -> tuple[int, str] | None:
        """The version last seen of the game of `token` (its moves so far are one fewer) and its table's language,
        without asking the store: a move's board, which never changes, is revalidated from this alone."""
        return self._known.get(token)

    def kept_board(self, token: str, move: int) -> bytes | None:
        """The board after `move` of the game of `token`, already drawn in its table's language, without asking the
        store (None: not drawn yet, or the game not read by this process yet)."""
        game_id, known = self._ids.get(token), self._known.get(token)
        if game_id is None or known is None or move >= known[0]:
            return None
        return self.drawing.kept_board(game_id, move, known[1])

    async def address(self, game_id: int) -> str | None:
        """The token of a started game's page (given now if it had none); None for a lobby."""
        return await self.store.web_token(game_id)

    async def follow(
        self, moved: Callable[[int, int], None], missed: Callable[[], None] | None = None
    ) -> Callable[[], Awaitable[None]]:
        """Be told (game id, version) of every move made from now on, and when some may have gone untold
        (`data.web.WebStore.follow_moves`)."""
        return await self.store.follow_moves(moved, missed)

    async def versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        """The games' versions now: for a process told of no moves (alone on a SQLite file), to look."""
        return await self.store.versions(game_ids)

    def view(self, found: WebGame, move: int) -> GameView:
        """The public view after `move` (0: the deal): the game's own now, a replayed one before."""
        return found.game.view(None) if move == found.moves else self.views(found)[move]

    def views(self, found: WebGame) -> list[GameView]:
        """The public view at the deal and after each move so far. A game's replay is kept and carried on by the
        moves made since, so a move costs one more view, not the whole game again."""
        game_id, game = found.loaded.row.id, found.game
        moves = len(game.history)
        kept = self._replays.get(game_id)
        if kept is None or len(kept[1]) - 1 > moves:
            replayed = kind_of(game).new(game.settings, game.seed, game.initial_order)
            views = [replayed.view(None)]
        else:
            replayed, views = kept
        for seat, action in game.history[len(views) - 1 :]:
            replayed.apply(seat, action)
            views.append(replayed.view(None))
        _keep(self._replays, game_id, (replayed, views), VIEWS_KEPT)
        return views[: moves + 1]

    async def page(self, found: WebGame, language: str, shown: int | None = None) -> GamePage:
        """The page of the game now (`shown` None) or of its board after move `shown` (0: the deal): the same for
        as long as the game's row is (its version and its last change), so kept for the games read most."""
        row = found.loaded.row
        deadline = None if row.deadline_at is None else _millis(row.deadline_at)
        stamp = (found.loaded.version, str(row.status), _millis(row.updated_at), deadline)
        key = (row.id, *stamp, language, shown)
        if (kept := self._pages.get(key)) is not None:
            self._pages.move_to_end(key)
            return kept
        made = await self._page(found, language, shown)
        _keep(self._pages, key, made, PAGES_KEPT)
        return made

    async def _page(self, found: WebGame, language: str, shown: int | None) -> GamePage:
        row = found.loaded.row
        now = found.game.view(None)
        at = found.moves if shown is None else shown
        family = family_of(now)
        title = text(language, "web-game-title", title=kind_of(found.game).title, game=str(row.id))
        seats = tuple(
            SeatLine(
                seat=player.seat,
                name=player.name,
                colour=SEAT_COLOURS[player.seat % len(SEAT_COLOURS)],
                letter=SEAT_LETTERS[player.seat % len(SEAT_LETTERS)],
                computer=player.is_computer,
                to_act=not found.over and player.seat in row.waiting_seats,
            )
            for player in row.players
        )
        lines: list[MoveLine] = []
        for number, (seat, notation) in enumerate(now.history, start=1):  # each said once, then kept
            key = (row.id, language, number)
            line = self._lines.get(key)
            if line is None or line.notation != notation:
                words = family.log_words(now, seat, notation, language=language)
                line = _move_line(number, now.name(seat), words, notation, language)
                _keep(self._lines, key, line, LINES_KEPT)
            lines.append(line)
        moves = tuple(lines)
        result = await self.store.result(row.id) if found.over else None
        status = self._status(found, now, language)
        board_language = table_language(row.settings)
        shown_view = now if at == found.moves else self.view(found, at)
        place = row.thread_id or row.channel_id
        thread = f"https://discord.com/channels/{row.guild_id}/{place}" if row.guild_id else None
        description = text(
            language, "web-game-description", players=listed(language, [seat.name for seat in seats]),
            count=len(moves), status=status,
        )  # fmt: skip
        return GamePage(
            token=found.token,
            version=found.loaded.version,
            title=title,
            seats=seats,
            moves=moves,
            shown=at,
            status=status,
            ratings=_rating_lines(result, row.players, language) if result else (),
            over=found.over,
            thread_url=thread,
            board_alt=self.drawing.alt_text(shown_view, language=board_language, game_id=row.id),
            board_language=board_language,
            description=description,
        )

    def _status(self, found: WebGame, view: GameView, language: str) -> str:
        row = found.loaded.row
        if row.status is GameStatus.ABANDONED:
            return text(language, "web-status-stopped")
        if found.over:
            names = [view.name(seat) for seat in view.winners]
            if not names:
                return text(language, "web-status-no-winner")
            return text(language, "web-status-won", names=listed(language, names), count=len(names))
        names = [view.name(seat) for seat in row.waiting_seats]
        waiting = listed(language, names) if names else "?"
        if row.deadline_at is None:
            return text(language, "web-status-turn", names=waiting, count=len(names))
        return text(language, "web-status-turn-until", names=waiting, count=len(names),
                    until=when(row.deadline_at, language))  # fmt: skip

    def table_language(self, found: WebGame) -> str:
        """The language the table's boards are drawn in: its board here is the image the table sees."""
        return table_language(found.loaded.row.settings)

    def board_tag(self, token: str, move: int, language: str) -> str:
        """The strong validator of a move's board: the same bytes for as long as the tag is the same."""
        seen = f"{token}/{move}/{language}/{DRAWING_EDITION}"
        return hashlib.sha256(seen.encode()).hexdigest()[:32]

    async def board(self, found: WebGame, move: int, language: str) -> bytes:
        """The public board after `move` (0: the deal) as PNG, the image the table was shown in Discord."""
        return await self.drawing.board(self.view(found, move), language=language, game_id=found.loaded.row.id)

    async def hand(self, found: WebGame, seat: int, language: str) -> bytes:
        """A seat's own hand now as PNG (its own view's: what only that seat may see)."""
        return await self.drawing.hand(found.game.view(seat), language=language)

    def hand_words(self, found: WebGame, seat: int, language: str) -> str:
        """A seat's own hand now in words, for its image's alt text."""
        return hand_text(found.game.view(seat), language=language)

    def record(self, found: WebGame) -> str:
        """The game's record (docs/notation.md): the public one while it runs, the full one once it is over."""
        kind = kind_of(found.game)
        if found.over:
            return kind.write_record(found.game)
        return kind.public_record(found.game, None)

    async def replay(self, found: WebGame, language: str) -> bytes:
        """The animated replay of the game so far (public views only) as GIF."""
        return (await self.drawing.replay(found.game, language=language)).gif


#: Games' tokens already read by this process (a token never changes): a board's link costs no query after the first.
_TOKENS: OrderedDict[int, str] = OrderedDict()


async def game_page_link(store: GameStore, public_url: str | None, game_id: int) -> str | None:
    """The address of a started game's page (`public_url` + ``/g/TOKEN``, the token given now if it had none), or
    None when the bot has no public address (ZARK_WEB_URL) or the game has not started."""
    if not public_url:
        return None
    token = _TOKENS.get(game_id)
    if token is None:
        token = await store.web_token(game_id)
        if token is None:
            return None
        _keep(_TOKENS, game_id, token, TOKENS_KEPT)
    return f"{public_url.rstrip('/')}/g/{token}"


def when(moment: datetime, language: str) -> str:
    """A moment as the reader's language writes it, in UTC (``Nov 28, 2026, 10:50 PM``)."""
    return format_datetime(moment.astimezone(UTC), "medium", tzinfo=UTC, locale=_locale(language))


@cache
def _locale(language: str) -> Locale:
    """The language's Babel locale, parsed once (parsing it took half of every date written)."""
    return Locale.parse(language.replace("-", "_") if not language.startswith("qps") else "en_US")


def _millis(moment: datetime) -> int:
    """A stored moment as the store keeps it (milliseconds since the Unix epoch), to compare with `web_stamp`."""
    return round(moment.timestamp() * 1000)


def _move_line(number: int, name: str, words: str, notation: str, language: str) -> MoveLine:
    line = text(language, "web-move-line", number=str(number), name=name, words=words)
    return MoveLine(number, name, words, notation, line)


def _rating_lines(result: GameResult, players: Sequence[PlayerRow], language: str) -> tuple[str, ...]:
    names = {player.seat: player.name for player in players}
    return tuple(
        text(
            language,
            "web-rating-change",
            name=names.get(place.seat, place.player),
            before=f"{place.before.mu:.1f}",
            after=f"{place.after.mu:.1f}",
        )
        for place in result.places
    )


def _keep(kept: OrderedDict[K, V], key: K, value: V, most: int) -> None:
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > most:
        kept.popitem(last=False)
