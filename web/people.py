"""The addresses of players, leaderboards and listed servers (`play.webplayers` says what each shows):

- ``/u/TOKEN``: a player's page, and ``/u/TOKEN/KIND/chart.png`` their rating's chart in a game kind;
- ``/top/KIND``: a game kind's leaderboard of everyone listed;
- ``/s/TOKEN``: a listed server's page: its latest games and its leaderboards.

A player's and a server's token are 128 random bits, like a game's. A player who hid their profile, or has no rated
game in a listed server, and a server not listed, are the 404 page, as an address that was never given is.
"""

from __future__ import annotations

import hashlib

from aiohttp import web

from data import GameStore
from data.web import WEB_TOKEN
from i18n import accepted_language
from play.webplayers import WebPlayers, kind_keys
from render.service import DrawingService
from rules import kinds

from .pages import Pages

_TOKEN = WEB_TOKEN.pattern
_KIND = r"[a-z-]{1,40}"
PLAYERS = web.AppKey("players", WebPlayers)
PEOPLE_PAGES = web.AppKey("people_pages", Pages)
CHARTS = web.AppKey("charts", DrawingService)


def add_people(app: web.Application, store: GameStore, pages: Pages, drawing: DrawingService) -> None:
    """Serve the players', leaderboards' and listed servers' pages on `app`, their charts drawn by `drawing`."""
    app[PLAYERS] = WebPlayers(store)
    app[PEOPLE_PAGES] = pages
    app[CHARTS] = drawing
    app.router.add_get(f"/u/{{token:{_TOKEN}}}", player_page)
    app.router.add_get(f"/u/{{token:{_TOKEN}}}/{{kind:{_KIND}}}/chart.png", player_chart)
    app.router.add_get(f"/top/{{kind:{_KIND}}}", leaderboard_page)
    app.router.add_get(f"/s/{{token:{_TOKEN}}}", server_page)


def kind_titles() -> list[tuple[str, str]]:
    return [(kind.key, kind.title) for kind in kinds()]


def _language(request: web.Request) -> str:
    return accepted_language(request.headers.get("Accept-Language"))


async def player_page(request: web.Request) -> web.Response:
    reader = _language(request)
    page = await request.app[PLAYERS].player(request.match_info["token"], reader)
    if page is None:
        raise web.HTTPNotFound
    return request.app[PEOPLE_PAGES].render("player.html", reader, page=page)


async def player_chart(request: web.Request) -> web.Response:
    chart = await request.app[PLAYERS].chart(request.match_info["token"], request.match_info["kind"])
    if chart is None:
        raise web.HTTPNotFound
    reader = _language(request)
    tag = f'"{hashlib.sha256(repr((chart.points, chart.title, reader)).encode()).hexdigest()[:32]}"'
    headers = {"ETag": tag, "Cache-Control": "no-cache"}
    if tag in {part.strip() for part in request.headers.get("If-None-Match", "").split(",")}:
        return web.Response(status=304, headers=headers)
    png = await request.app[CHARTS].chart(chart.points, chart.title, language=reader)
    return web.Response(body=png, content_type="image/png", headers=headers)


async def leaderboard_page(request: web.Request) -> web.Response:
    reader = _language(request)
    kind = request.match_info["kind"]
    board = await request.app[PLAYERS].leaderboard(kind, reader) if kind in kind_keys() else None
    if board is None:
        raise web.HTTPNotFound
    return request.app[PEOPLE_PAGES].render("leaderboard.html", reader, board=board, kinds=kind_titles())


async def server_page(request: web.Request) -> web.Response:
    reader = _language(request)
    page = await request.app[PLAYERS].server(request.match_info["token"], reader)
    if page is None:
        raise web.HTTPNotFound
    return request.app[PEOPLE_PAGES].render("server.html", reader, page=page)
