"""The application: its addresses, the headers every answer carries, the request limit and the error pages.

Addresses (a game's token is 22 characters of 128 random bits, `data.web.WEB_TOKEN`; nothing sequential appears):

- ``/``: what this site is;
- ``/g/TOKEN``: the game now; ``/g/TOKEN/moves/N``: its board after move N (0: the deal);
- ``/g/TOKEN/moves/N/board.png``: that board as the table sees it in Discord, with a strong ETag and a long cache
  life (a move's board never changes);
- ``/p/TOKEN/SEAT/EXPIRES/SIGNATURE``: a player's own view, with their hand (``…/hand.png``), signed and
  expiring (`play.weblinks`); forged or expired, a 403 page;
- ``/g/TOKEN/events``: server-sent events, a page's news of each move (`web.live`);
- ``/g/TOKEN/record.txt``: the record (docs/notation.md), public while the game runs, full after;
  ``/g/TOKEN/replay.gif``: the animated replay;
- ``/u/TOKEN``, ``/top/KIND``, ``/s/TOKEN``: a player, a kind's leaderboard of everyone listed, a listed server
  (`web.people`);
- ``/static/…``: the style sheet and the script that only enhances.

Anything else is a 404 page, a method other than GET or HEAD a 405, too many requests from one address a 429 with
Retry-After; an unexpected failure is logged and answered with a 500 page, never a traceback.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path

from aiohttp import web

from data import GameStore
from data.web import WEB_TOKEN
from i18n import accepted_language
from play.web import WebGame, WebGames
from play.weblinks import link_secret, valid
from render.service import DrawingService

from .limits import RequestLimit, client_address
from .live import Live
from .pages import Pages
from .people import add_people, kind_titles
from .settings import WebSettings

log = logging.getLogger(__name__)

WEB_FOLDER = Path(__file__).resolve().parent
STATIC = WEB_FOLDER / "static"
#: No inline script, no script from elsewhere, nothing framed: the page's own files only.
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # a game's address is its key: never handed to another site
    "X-Frame-Options": "DENY",
}
#: A move's board: the same bytes for as long as the address is the same.
FOREVER = "public, max-age=31536000, immutable"
TOKEN = WEB_TOKEN.pattern  # a game's, as the store gives it
SIGNED = r"[A-Za-z0-9_-]{43}"  # an HMAC-SHA256 in URL-safe base64 (`play.weblinks`)
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


_GAMES = web.AppKey("games", WebGames)
_PAGES = web.AppKey("pages", Pages)
_LIMIT = web.AppKey("limit", RequestLimit)
_LIVE = web.AppKey("live", Live)
_SETTINGS = web.AppKey("settings", WebSettings)
_SECRET = web.AppKey("secret", bytes)
#: The site's own files, read once: the style sheet and the script, by name (nothing else is served from disk).
STATIC_TYPES = {".css": "text/css", ".js": "text/javascript"}
STATIC_FILES = {
    path.name: (path.read_bytes(), STATIC_TYPES[path.suffix])
    for path in STATIC.iterdir()
    if path.suffix in STATIC_TYPES
}


def make_app(
    store: GameStore,
    settings: WebSettings | None = None,
    *,
    poll: bool = False,
    drawing: DrawingService | None = None,
) -> web.Application:
    """The site over `store`: the bot's own (inside its process) or one opened for `python -m web` (`poll`: alone
    on a SQLite file, where no other process's move is heard of, its live pages look for moves). `drawing`: the
    bot's drawing service, whose boards the pages show without drawing them again; without it, the site's own."""
    settings = settings or WebSettings()
    app = web.Application(middlewares=[guard_every_answer])
    if drawing is None:
        drawing = DrawingService()
        app.on_cleanup.append(lambda _: _stop_drawing(drawing))
    app[_GAMES] = WebGames(store, drawing)
    app[_LIVE] = Live(app[_GAMES], poll=poll)
    app[_SETTINGS] = settings
    app.on_startup.append(_start_live)
    app.on_shutdown.append(_stop_live)
    app[_PAGES] = Pages(settings.public_url)
    app[_LIMIT] = RequestLimit(settings.per_minute, settings.burst)
    app.router.add_get("/", home)
    app.router.add_get(f"/g/{{token:{TOKEN}}}", game_now)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/moves/{{move:[0-9]{{1,6}}}}", game_move)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/moves/{{move:[0-9]{{1,6}}}}/board.png", board_image)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/events", events)
    app.router.add_get(f"/p/{{token:{TOKEN}}}/{{seat:[0-9]}}/{{expires:[0-9]{{1,12}}}}/{{signed:{SIGNED}}}", own_view)
    app.router.add_get(
        f"/p/{{token:{TOKEN}}}/{{seat:[0-9]}}/{{expires:[0-9]{{1,12}}}}/{{signed:{SIGNED}}}/hand.png", own_hand
    )
    app.router.add_get(f"/g/{{token:{TOKEN}}}/record.txt", record)
    app.router.add_get(f"/g/{{token:{TOKEN}}}/replay.gif", replay)
    app.router.add_get("/static/{name}", static_file)
    add_people(app, store, app[_PAGES], drawing)
    return app


async def _start_live(app: web.Application) -> None:
    app[_SECRET] = await link_secret(app[_GAMES].store, app[_SETTINGS].secret)
    await app[_LIVE].start()


async def _stop_live(app: web.Application) -> None:
    await app[_LIVE].stop()


async def _stop_drawing(drawing: DrawingService) -> None:
    drawing.close()


async def start_site(
    store: GameStore, settings: WebSettings, *, poll: bool = False, drawing: DrawingService | None = None
) -> web.AppRunner | None:
    """Serve the site where `settings` say until the runner is cleaned up (`await runner.cleanup()`); None when
    its port is off. `poll` and `drawing` as `make_app`."""
    if settings.port is None:
        return None
    app = make_app(store, settings, poll=poll, drawing=drawing)
    runner = web.AppRunner(app, access_log=None, handle_signals=False)
    await runner.setup()
    await web.TCPSite(runner, settings.host, settings.port).start()
    log.info("The web companion listens on http://%s:%d", settings.host, settings.port)
    return runner


def language(request: web.Request) -> str:
    return accepted_language(request.headers.get("Accept-Language"))


# ----------------------------------------------------------------------------------------------- every answer


@web.middleware
async def guard_every_answer(request: web.Request, handler: Handler) -> web.StreamResponse:
    """The request limit, the error pages and the security headers, around every address."""
    pages = request.app[_PAGES]
    wait = request.app[_LIMIT].wait(client_address(request.remote, request.headers.get("X-Forwarded-For")))
    if wait:
        response: web.StreamResponse = pages.error(language(request), 429, "web-too-many", seconds=wait)
        response.headers["Retry-After"] = str(wait)
    else:
        try:
            response = await handler(request)
        except web.HTTPMethodNotAllowed as refused:
            response = pages.error(language(request), 405, "web-not-allowed")
            response.headers["Allow"] = ", ".join(sorted(refused.allowed_methods))
        except web.HTTPNotModified:
            raise
        except web.HTTPException as failed:
            if failed.status < 400:
                raise
            status = failed.status if failed.status in {403, 404} else 404 if failed.status < 500 else 500
            response = pages.error(language(request), status, _sentence(status))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("The web page %s failed", request.path)
            response = pages.error(language(request), 500, "web-error")
    if not response.prepared:
        response.headers.update(SECURITY_HEADERS)
    return response


def _sentence(status: int) -> str:
    return {403: "web-forbidden", 404: "web-not-found"}.get(status, "web-error")


# ----------------------------------------------------------------------------------------------- pages


async def home(request: web.Request) -> web.Response:
    return request.app[_PAGES].render("home.html", language(request), kinds=kind_titles())


async def found_game(request: web.Request) -> WebGame:
    found = await request.app[_GAMES].find(request.match_info["token"])
    if found is None:
        raise web.HTTPNotFound
    return found


def move_number(request: web.Request, found: WebGame) -> int:
    move = int(request.match_info["move"])
    if move > found.moves:
        raise web.HTTPNotFound
    return move


async def game_now(request: web.Request) -> web.Response:
    reader = language(request)
    games = request.app[_GAMES]
    kept = await games.kept_page(request.match_info["token"], reader, None)
    if kept is not None:  # the game as it was when its page was made: no need to load it
        return request.app[_PAGES].game(reader, kept, now=True, version=kept.version)
    found = await found_game(request)
    page = await games.page(found, reader)
    return request.app[_PAGES].game(reader, page, now=True, version=found.loaded.version)


async def game_move(request: web.Request) -> web.Response:
    found = await found_game(request)
    reader = language(request)
    page = await request.app[_GAMES].page(found, reader, move_number(request, found))
    return request.app[_PAGES].game(reader, page, now=False, version=found.loaded.version)


async def board_image(request: web.Request) -> web.Response:
    games = request.app[_GAMES]
    token, move = request.match_info["token"], int(request.match_info["move"])
    known = games.known(token)
    if known is not None and move < known[0]:  # a move made: its board never changes
        headers = {"ETag": f'"{games.board_tag(token, move, known[1])}"', "Cache-Control": FOREVER}
        if headers["ETag"] in {part.strip() for part in request.headers.get("If-None-Match", "").split(",")}:
            return web.Response(status=304, headers=headers)
        if (kept := games.kept_board(token, move)) is not None:  # the board the table was just shown
            return web.Response(body=kept, content_type="image/png", headers=headers)
    found = await found_game(request)
    move = move_number(request, found)
    games = request.app[_GAMES]
    drawn_in = games.table_language(found)
    tag = f'"{games.board_tag(found.token, move, drawn_in)}"'
    headers = {"ETag": tag, "Cache-Control": FOREVER}
    if tag in {part.strip() for part in request.headers.get("If-None-Match", "").split(",")}:
        return web.Response(status=304, headers=headers)
    png = await games.board(found, move, drawn_in)
    return web.Response(body=png, content_type="image/png", headers=headers)


async def events(request: web.Request) -> web.StreamResponse:
    """A page's event stream; ``?parts=yes`` (the page of the game now): each move's event carries the page's parts
    in the reader's language."""
    found = await found_game(request)
    parts = None
    if request.query.get("parts") == "yes":
        reader, token, games, pages = language(request), found.token, request.app[_GAMES], request.app[_PAGES]

        async def page_parts() -> str:
            now = await games.find(token)
            if now is None:
                raise LookupError(f"the game of {token} is gone")
            return pages.game_parts(reader, await games.page(now, reader), version=now.loaded.version)

        parts = (reader, page_parts)
    return await request.app[_LIVE].stream(request, found.loaded.row.id, found.loaded.version, parts)


async def record(request: web.Request) -> web.Response:
    found = await found_game(request)
    headers = {"Content-Disposition": 'attachment; filename="zark-game-record.txt"', "Cache-Control": "no-cache"}
    return web.Response(text=request.app[_GAMES].record(found), content_type="text/plain", headers=headers)


async def replay(request: web.Request) -> web.Response:
    found = await found_game(request)
    games = request.app[_GAMES]
    drawn_in = games.table_language(found)
    seen = f"{found.token}/{found.loaded.version}/{drawn_in}/replay"
    tag = f'"{hashlib.sha256(seen.encode()).hexdigest()[:32]}"'
    headers = {"ETag": tag, "Cache-Control": "public, max-age=60"}
    if tag in {part.strip() for part in request.headers.get("If-None-Match", "").split(",")}:
        return web.Response(status=304, headers=headers)
    gif = await games.replay(found, drawn_in)
    headers["Content-Disposition"] = 'attachment; filename="zark-game-replay.gif"'
    return web.Response(body=gif, content_type="image/gif", headers=headers)


async def static_file(request: web.Request) -> web.Response:
    found = STATIC_FILES.get(request.match_info["name"])
    if found is None:
        raise web.HTTPNotFound
    body, content_type = found
    headers = {"Cache-Control": "public, max-age=3600", "ETag": f'"{hashlib.sha256(body).hexdigest()[:32]}"'}
    return web.Response(body=body, content_type=content_type, charset="utf-8", headers=headers)


# ----------------------------------------------------------------------------------------------- a player's own view


async def own_game(request: web.Request) -> tuple[WebGame, int]:
    """The game and seat of a private address, or the 403 page for one the bot did not give or that expired."""
    info = request.match_info
    token, seat, expires = info["token"], int(info["seat"]), int(info["expires"])
    if not valid(request.app[_SECRET], token, seat, expires, info["signed"], now=datetime.now(UTC)):
        raise web.HTTPForbidden
    found = await found_game(request)
    if found.loaded.row.player_at(seat) is None:
        raise web.HTTPForbidden
    return found, seat


async def own_view(request: web.Request) -> web.Response:
    found, seat = await own_game(request)
    reader = language(request)
    page = await request.app[_GAMES].page(found, reader)
    own = {
        "hand": f"{request.path}/hand.png",
        "name": page.seats[seat].name if seat < len(page.seats) else "",
        "words": request.app[_GAMES].hand_words(found, seat, reader),
        "until": int(request.match_info["expires"]),
    }
    response = request.app[_PAGES].game(reader, page, now=True, version=found.loaded.version, own=own)
    response.headers["Cache-Control"] = "private, no-store"
    return response


async def own_hand(request: web.Request) -> web.Response:
    found, seat = await own_game(request)
    png = await request.app[_GAMES].hand(found, seat, language(request))
    return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "private, no-store"})
