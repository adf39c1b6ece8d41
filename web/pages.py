"""The pages as HTML: Jinja2 templates (``web/templates``), every value escaped (autoescape), every word from the
catalogue (web.ftl) in the reader's language, whose tag is the page's ``lang``."""

from __future__ import annotations

import functools
import json
from collections import OrderedDict
from datetime import UTC, datetime
from pathlib import Path

from aiohttp import web
from jinja2 import Environment, FileSystemLoader, StrictUndefined, Template
from markupsafe import Markup, escape

from i18n import text
from play.web import GamePage, MoveLine, when

TEMPLATES = Path(__file__).resolve().parent / "templates"
#: Game pages kept rendered: a page is the same for as long as the game's `GamePage` is (`play.web` keeps those).
HTML_KEPT = 256
#: The latest moves a move's event carries (`Pages.game_parts`); a page that missed more fetches itself again.
PARTS_MOVES = 8


def _html(html: str, status: int = 200) -> web.Response:
    return web.Response(text=html, content_type="text/html", status=status, headers={"Cache-Control": "no-cache"})


class Pages:
    def __init__(self, public_url: str | None) -> None:
        self.public_url = public_url.rstrip("/") if public_url else None
        self._games: OrderedDict[tuple[object, ...], tuple[GamePage, str]] = OrderedDict()
        self._words: dict[tuple[str, str], str] = {}  # (language, key): the catalogue's words without arguments
        # A game's moves as its page of now lists them, each move's line and list item, by (token, language, over): a
        # move is said the same way once public, so the next page (or move's event) adds the moves made since.
        self._lists: OrderedDict[tuple[str, str, bool], tuple[list[MoveLine], list[str]]] = OrderedDict()
        self.env = Environment(
            loader=FileSystemLoader(TEMPLATES), autoescape=True, undefined=StrictUndefined, auto_reload=False
        )

    def render(self, template: str, language: str, status: int = 200, **values: object) -> web.Response:
        html = self._template(template).render(self._said(language, values))
        return _html(html, status)

    def _said(self, language: str, values: dict[str, object]) -> dict[str, object]:
        """A template's values, with the page's language and its way of saying the catalogue's words (``t``)."""
        words = self._words

        def say(key: str, **args: object) -> str:
            if args:
                return text(language, key, args)
            if (said := words.get((language, key))) is None:  # a heading, a label: the same on every page
                said = words[(language, key)] = text(language, key)
            return said

        return {"lang": language, "t": say, "public_url": self.public_url, **values}

    @functools.cache  # noqa: B019  (one Pages a site, for the site's life)
    def _template(self, name: str) -> Template:
        return self.env.get_template(name)

    def game(
        self, language: str, page: GamePage, *, now: bool, version: int, own: dict[str, object] | None = None
    ) -> web.Response:
        key = (id(page), now, version, language, repr(own))
        if (kept := self._games.get(key)) is not None and kept[0] is page:
            self._games.move_to_end(key)
            return _html(kept[1])
        response = self._game(language, page, now=now, version=version, own=own)
        assert response.text is not None
        self._games[key] = (page, response.text)
        while len(self._games) > HTML_KEPT:
            self._games.popitem(last=False)
        return response

    def _game(
        self, language: str, page: GamePage, *, now: bool, version: int, own: dict[str, object] | None
    ) -> web.Response:
        values = self._game_values(language, page, now=now, version=version, own=own)
        return _html(self._template("game.html").render(self._said(language, values)))

    def game_parts(self, language: str, page: GamePage, *, version: int) -> str:
        """The page of the game now as an open page takes it from a move's event (JSON): its version, its title, the
        address of the move before, and the HTML of its main part whose list of moves holds only the latest
        `PARTS_MOVES` (those after `since`: the page keeps the ones it has). What changed with the move, in a size
        that does not grow with the game, made once per game, version and language for every open page."""
        values = self._game_values(language, page, now=True, version=version, own=None)
        since = max(0, len(page.moves) - PARTS_MOVES)
        values["moves"] = Markup("".join(self._move_items(language, page, str(values["base"]))[since:]))
        template = self._template("game.html")
        main = "".join(template.blocks["main"](template.new_context(self._said(language, values))))
        parts = {"version": version, "title": page.title, "previous": values["previous"], "since": since, "main": main}
        return json.dumps(parts, ensure_ascii=False, separators=(",", ":"))

    def _game_values(
        self, language: str, page: GamePage, *, now: bool, version: int, own: dict[str, object] | None
    ) -> dict[str, object]:
        base = f"/g/{page.token}"
        total = len(page.moves)
        return {
            "page": page,
            "now": now,
            "base": base,
            "total": total,
            "board_url": f"{base}/moves/{page.shown}/board.png",
            "previous": None if page.shown == 0 else f"{base}/moves/{page.shown - 1}",
            "following": None
            if now or page.shown >= total
            else (base if page.shown + 1 == total else f"{base}/moves/{page.shown + 1}"),
            "canonical": base if now else f"{base}/moves/{page.shown}",
            "moves": self._moves(language, page, base, now=now),
            "version": version,
            "own": own,
            "until": when(datetime.fromtimestamp(int(str(own["until"])), UTC), language) if own else "",
        }

    def _moves(self, language: str, page: GamePage, base: str, *, now: bool) -> Markup:
        """The list items of the moves so far, the shown one marked on a move's page."""
        if not now:
            return Markup("".join(_move_item(base, move, move.number == page.shown) for move in page.moves))
        return Markup("".join(self._move_items(language, page, base)))  # made of `_move_item`s, each escaped

    def _move_items(self, language: str, page: GamePage, base: str) -> list[str]:
        """The list items of the moves so far as the page of the game now lists them, each made once, and again
        from the first move whose line changed (a starter's, "starter ?" until all are revealed: R-2)."""
        key = (page.token, language, page.over)
        lines, items = self._lists.setdefault(key, ([], []))
        same = 0
        for kept, move in zip(lines, page.moves, strict=False):
            if kept is not move and kept != move:
                break
            same += 1
        del lines[same:], items[same:]
        lines.extend(page.moves[same:])
        items.extend(_move_item(base, move, False) for move in page.moves[same:])
        self._lists.move_to_end(key)
        while len(self._lists) > HTML_KEPT:
            self._lists.popitem(last=False)
        return items

    def error(self, language: str, status: int, sentence: str, **args: object) -> web.Response:
        title = {
            403: "web-forbidden-title",
            404: "web-not-found-title",
            405: "web-not-allowed-title",
            429: "web-too-many-title",
        }
        return self.render(
            "error.html", language, status, title=title.get(status, "web-error-title"), sentence=sentence, args=args
        )


def _move_item(base: str, move: MoveLine, current: bool) -> str:
    """A move as the list of moves shows it (HTML, each value escaped): its sentence linked to its page, and its
    notation. Written with `escape` rather than `Markup.format`, a few times quicker: a page of the game now makes one
    at each move."""
    marked = ' aria-current="step"' if current else ""
    number, link, line, notation = move.number, escape(base), escape(move.line), escape(move.notation)
    return f'<li value="{number}"{marked}><a href="{link}/moves/{number}">{line}</a> <code>{notation}</code></li>\n'
