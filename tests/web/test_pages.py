"""The web companion's pages through a real server on 127.0.0.1: a game's page and its moves' pages for every kind,
names shown as written, the board image's validator, the record, and what a wrong address or method gets."""

from __future__ import annotations

import re

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from data import Store
from i18n import LANGUAGES
from tests.web.games import IMAGE_NAME, KINDS, SCRIPT_NAME, finished_game, play_moves, stored_game
from web import WebSettings, make_app

Client = TestClient[web.Request, web.Application]


async def read(client: Client, path: str, status: int = 200, headers: dict[str, str] | None = None) -> str:
    answer = await client.get(path, headers=headers or {})
    body = await answer.text()
    assert answer.status == status, (path, answer.status, body[:300])
    assert "Traceback" not in body
    return body


@pytest.mark.parametrize("kind", KINDS)
async def test_a_games_page_shows_its_players_moves_and_board_and_escapes_names(
    store: Store, client: Client, kind: str
) -> None:
    made = await stored_game(store, kind)
    page = await read(client, f"/g/{made.token}")
    assert '<html lang="en-US">' in page
    # names are text: shown as written, never as markup
    assert SCRIPT_NAME not in page and IMAGE_NAME not in page and "<img src=x" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&#34;&gt;&lt;img src=x onerror=alert(1)&gt;" in page
    # the board now, with its alt text; six moves in words, each linked to its own page
    assert f'src="/g/{made.token}/moves/6/board.png"' in page
    assert re.search(r'<img id="board" [^>]*alt="[^"]{20,}"', page)
    for move in range(1, 7):
        assert f'href="/g/{made.token}/moves/{move}"' in page
    assert "https://discord.com/channels/100/300" in page  # its thread
    assert "to play" in page
    # Open Graph: title, description, the board image at the public address
    assert '<meta property="og:title" content="' in page
    assert f'<meta property="og:image" content="https://zark.example/g/{made.token}/moves/6/board.png">' in page
    assert '<script src="/static/game.js" defer></script>' in page
    assert "<script>" not in page  # no inline script at all


async def test_every_move_has_its_own_page_with_the_moves_before_and_after(store: Store, client: Client) -> None:
    made = await stored_game(store, "zark-city")
    base = f"/g/{made.token}"
    deal = await read(client, f"{base}/moves/0")
    assert 'rel="prev"' not in deal and f'<link rel="next" href="{base}/moves/1">' in deal
    assert "The board at the deal" in deal
    middle = await read(client, f"{base}/moves/3")
    assert f'<link rel="prev" href="{base}/moves/2">' in middle
    assert f'<link rel="next" href="{base}/moves/4">' in middle
    assert f'src="{base}/moves/3/board.png"' in middle and "The board after move 3 of 6" in middle
    last = await read(client, f"{base}/moves/5")
    assert f'<link rel="next" href="{base}">' in last  # the move before now leads to the page of the game now
    await read(client, f"{base}/moves/7", 404)


async def test_the_list_of_moves_grows_with_the_game_and_marks_the_move_shown(store: Store, client: Client) -> None:
    made = await stored_game(store, "unocitta", moves=3)
    base = f"/g/{made.token}"
    numbers = re.compile(r'<li value="(\d+)"( aria-current="step")?><a href="[^"]+/moves/(\d+)">')
    assert [found[0] for found in numbers.findall(await read(client, base))] == ["1", "2", "3"]
    await play_moves(store, made.game_id, 2)
    listed = numbers.findall(await read(client, base))
    assert [(number, link) for number, _, link in listed] == [(str(n), str(n)) for n in range(1, 6)]
    assert not any(current for _, current, _ in listed)  # the page of now marks no move
    marked = numbers.findall(await read(client, f"{base}/moves/2"))
    assert [number for number, current, _ in marked if current] == ["2"] and len(marked) == 5


async def test_a_moves_board_is_a_png_with_a_strong_validator_and_a_long_life(store: Store, client: Client) -> None:
    made = await stored_game(store, "zarcana")
    answer = await client.get(f"/g/{made.token}/moves/2/board.png")
    assert answer.status == 200 and answer.content_type == "image/png"
    assert (await answer.read()).startswith(b"\x89PNG")
    tag = answer.headers["ETag"]
    assert tag.startswith('"') and not tag.startswith("W/")
    assert answer.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    again = await client.get(f"/g/{made.token}/moves/2/board.png", headers={"If-None-Match": tag})
    assert again.status == 304 and again.headers["ETag"] == tag
    other = await client.get(f"/g/{made.token}/moves/3/board.png")
    assert other.headers["ETag"] != tag


async def test_the_record_is_public_while_the_game_runs_and_full_once_over(store: Store, client: Client) -> None:
    running = await stored_game(store, "zark-city")
    record = await read(client, f"/g/{running.token}/record.txt")
    assert record.startswith("# Zark City game record") and "\nseed:" not in record
    assert "# seed: shown when the game is over" in record
    over = await finished_game(store, "zark-city")
    full = await read(client, f"/g/{over.token}/record.txt")
    assert "\nseed: web-end" in full
    page = await read(client, f"/g/{over.token}")
    assert "won." in page or "shared the win." in page or "no winner" in page
    assert "Rating changes" in page and "→" in page


async def test_the_replay_downloads_as_a_gif(store: Store, client: Client) -> None:
    made = await stored_game(store, "unopolis", moves=3)
    answer = await client.get(f"/g/{made.token}/replay.gif")
    assert answer.status == 200 and answer.content_type == "image/gif"
    assert (await answer.read()).startswith(b"GIF8")


@pytest.mark.parametrize(
    "path",
    [
        "/nowhere",
        "/g/short",
        "/g/AAAAAAAAAAAAAAAAAAAAAA",  # well formed, no game's
        "/g/AAAAAAAAAAAAAAAAAAAAAA/moves/0/board.png",
        "/g/1",
        "/g/../etc/passwd",
        "/static/nothing.css",
        "/g/%00%ff",
    ],
)
async def test_an_unknown_or_malformed_address_is_a_404_page(client: Client, path: str) -> None:
    page = await read(client, path, 404)
    assert "Page not found" in page and '<html lang="en-US">' in page


async def test_a_game_number_is_no_address(store: Store, client: Client) -> None:
    made = await stored_game(store, "zark-city")
    await read(client, f"/g/{made.game_id}", 404)
    assert str(made.game_id) not in made.token or len(made.token) == 22


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
async def test_only_reading_is_allowed(store: Store, client: Client, method: str) -> None:
    made = await stored_game(store, "zark-city", moves=1)
    for path in ("/", f"/g/{made.token}", f"/g/{made.token}/record.txt"):
        answer = await client.request(method, path)
        assert answer.status == 405 and answer.headers["Allow"] == "GET, HEAD"
        body = await answer.text()
        assert "These pages can only be read." in body and "Traceback" not in body
    assert (await client.head(f"/g/{made.token}")).status == 200


async def test_every_answer_forbids_inline_scripts(store: Store, client: Client) -> None:
    made = await stored_game(store, "zark-city", moves=1)
    for path in ("/", f"/g/{made.token}", "/nowhere", "/static/site.css", f"/g/{made.token}/moves/0/board.png"):
        answer = await client.get(path)
        policy = answer.headers["Content-Security-Policy"]
        assert "script-src 'self'" in policy and "unsafe-inline" not in policy
        assert answer.headers["Referrer-Policy"] == "no-referrer"


async def test_too_many_requests_from_one_address_wait_as_told(store: Store) -> None:
    app = make_app(store, WebSettings(per_minute=60, burst=3))
    async with TestClient(TestServer(app, host="127.0.0.1")) as client:
        for _ in range(3):
            assert (await client.get("/")).status == 200
        answer = await client.get("/")
        assert answer.status == 429 and int(answer.headers["Retry-After"]) >= 1
        assert "Too many requests" in await answer.text()
        # another address behind the same reverse proxy has its own allowance
        other = await client.get("/", headers={"X-Forwarded-For": "203.0.113.9"})
        assert other.status == 200


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_page_speaks_the_readers_language(store: Store, client: Client, language: str) -> None:
    made = await stored_game(store, "zarcana", moves=2)
    page = await read(client, f"/g/{made.token}", headers={"Accept-Language": f"{language},en;q=0.5"})
    assert f'<html lang="{language}">' in page
    if language != "en-US":
        assert "Players" not in page and "Moves so far" not in page


async def test_a_browser_language_the_bot_lacks_reads_english(client: Client) -> None:
    page = await read(client, "/", headers={"Accept-Language": "ja-JP,ja;q=0.9"})
    assert '<html lang="en-US">' in page and "the web companion" in page


async def test_the_starters_kept_secret_in_the_list_of_moves_show_once_revealed(store: Store, client: Client) -> None:
    """R-2: a starter is "starter ?" to everybody until all are chosen, then the list of moves names each."""
    made = await stored_game(store, "zark-city", moves=1, seed="starters")
    page = await read(client, f"/g/{made.token}")
    assert "starter ?" in page  # the list of moves of the page of now is made and kept
    game = await play_moves(store, made.game_id, 1)
    assert game.phase.name != "STARTERS"  # both starters chosen: revealed
    page = await read(client, f"/g/{made.token}")
    assert "starter ?" not in page
    revealed = [notation for _, notation in game.view(None).history]
    assert all(f"<code>{notation}</code>" in page for notation in revealed), revealed
