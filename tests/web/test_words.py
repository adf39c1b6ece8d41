"""Every word of the web's pages is from the catalogue: with English replaced by the pseudo-language, nothing a
reader sees (text, alt texts, descriptions, labels) has English outside the markers."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from html.parser import HTMLParser

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient

import i18n
from data import Store
from i18n import ENGLISH, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import escaped_words, pseudo_text
from play.web import when
from tests.web.games import KINDS, finished_game, stored_game

Client = TestClient[web.Request, web.Application]
#: What is not a sentence: the players' names, the games' titles, the brand, and the page's own name in markup.
NAMES = {"script", "alert", "img", "src", "onerror", "Zark", "City", "Zarcana", "Unocitta", "Unopolis", "Discord"}


class ReadText(HTMLParser):
    """What a reader sees or hears of a page: its text (not its notation in <code>), its images' alt texts, its
    descriptions and its labels."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in {"code", "script", "style"}:
            self._skip += 1
        told = dict(attrs)
        described = tag == "meta" and (
            told.get("name") == "description" or told.get("property") in {"og:title", "og:description", "og:image:alt"}
        )
        for name, value in attrs:
            if value and (name in {"alt", "aria-label", "title"} or (name == "content" and described)):
                self.seen.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in {"code", "script", "style"}:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.seen.append(data)


def escaped(html: str) -> list[str]:
    reader = ReadText()
    reader.feed(html)
    return [word for text in reader.seen for word in escaped_words(text) if word not in NAMES]


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    marked = Catalogue({ENGLISH: pseudo_text(whole_text(ENGLISH))}, strict=True)
    monkeypatch.setattr(i18n, "catalogue", lambda: marked)
    yield


@pytest.mark.parametrize("kind", KINDS)
async def test_no_english_escapes_a_games_pages(store: Store, client: Client, pseudo: None, kind: str) -> None:
    running = await stored_game(store, kind, moves=4)
    over = await finished_game(store, kind)
    paths = ["/", "/nowhere", f"/g/{running.token}", f"/g/{running.token}/moves/0", f"/g/{running.token}/moves/2",
             f"/g/{over.token}"]  # fmt: skip
    for path in paths:
        html = await (await client.get(path)).text()
        assert escaped(html) == [], path
    refused = await (await client.post("/")).text()
    assert escaped(refused) == []


def test_the_check_sees_english() -> None:
    assert escaped('<p>Players</p><img alt="The board"><code>draw 3</code>') == ["Players", "The", "board"]


def test_a_moment_is_written_as_each_readers_language_writes_it() -> None:
    moment = datetime(2026, 11, 29, 8, 5, tzinfo=UTC)
    assert when(moment, "en-US") == "Nov 29, 2026, 8:05:00\u202fAM"
    assert when(moment, "de") == "29.11.2026, 08:05:00"
    assert when(moment, "qps-ploc") == when(moment, "en-US")  # the pseudo-language has no calendar: English's
    assert when(moment.astimezone(timezone(timedelta(hours=2))), "de") == "29.11.2026, 08:05:00"  # always in UTC
    for language in i18n.LANGUAGES:
        assert "2026" in when(moment, language)
