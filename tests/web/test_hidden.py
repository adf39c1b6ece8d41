"""No card of a hand (nor of the deck) on a public page of a running game, for every kind: every page, every move's
page, the record and every move's event (which carries the page) are fetched, and no hand card that the public views
never showed appears in them, nor the seed (from which every hand can be dealt again)."""

from __future__ import annotations

import json
import random
import re

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient

from data import Store
from play.families import family_of
from render import board_text, hand_labels
from render.replay import public_views
from rules import GameState, kind_of
from tests.web.games import KINDS, play_moves, stored_game
from tests.web.test_live import events, next_event
from web.app import SIGNED, TOKEN

Client = TestClient[web.Request, web.Application]


#: The random part of a game's, a player's or a server's address (and an own view's signature): URL-safe characters,
#: which may spell a card's code between hyphens (``/g/7S-mmLrZ1j4z7mFu5Y4YOQ``) and say nothing of any card.
ADDRESS = re.compile(rf"/([gpsu])/{TOKEN}(?:/[0-9]/[0-9]+/{SIGNED})?")


def shows(text: str, form: str) -> bool:
    """Whether a card's code or name is in the text as a word of its own (``7C``, not the end of ``17C``), outside
    the random part of an address."""
    words = ADDRESS.sub(r"/\1/~", text)
    return re.search(rf"(?<![\w♠♥♦♣]){re.escape(form)}(?![\w♠♥♦♣])", words) is not None


def test_a_card_shows_as_a_word_but_not_in_the_random_part_of_an_address() -> None:
    assert shows("the 7S on M13", "7S") and shows("<li>7♠</li>", "7♠")
    assert not shows("17S", "7S") and not shows("7SX", "7S")
    tokens = ("7S-mmLrZ1j4z7mFu5Y4YOQ", "mmLrZ1j4z7mFu5Y4YOQ-7S", "mmLrZ1j4z7mFu5Y4Y-7S-x")  # as `token_urlsafe` may
    for address in (f"/g/{tokens[0]}/moves/3", f"/u/{tokens[1]}", f"/s/{tokens[2]}"):
        assert not shows(f'<a href="{address}">', "7S"), address
    own_view = f"/p/{tokens[1]}/2/1790000000/{'a' * 38}-7S-b"
    assert not shows(f'<img src="{own_view}/hand.png">', "7S")
    assert shows(f'<a href="/g/{tokens[0]}/moves/3">the 7S</a>', "7S")


def public_words(game: GameState) -> str:
    """Everything the public views of the game say: each board in words, each move in words and notation, and the
    public record."""
    views = public_views(game)
    last = views[-1]
    family = family_of(last)
    moves = [family.log_words(last, seat, notation) + " " + notation for seat, notation in last.history]
    boards = [board_text(view) for view in views]
    return "\n".join([*boards, *moves, kind_of(game).public_record(game, None)])


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("moves", [0, 5, 12])
async def test_no_hidden_card_appears_on_a_running_games_pages(
    store: Store, client: Client, kind: str, moves: int
) -> None:
    made = await stored_game(store, kind, moves=moves, seed=f"hidden-{moves}")
    game = (await store.load(made.game_id)).game
    assert game is not None
    hidden = hidden_forms(game)
    if moves == 0:  # at the deal every hand is hidden: the test looks for something
        assert hidden
    base = f"/g/{made.token}"
    paths = [base, f"{base}/record.txt", *(f"{base}/moves/{n}" for n in range(len(game.history) + 1))]
    for path in paths:
        answer = await client.get(path)
        assert answer.status == 200
        body = await answer.text()
        leaked = sorted(form for form in hidden if shows(body, form))
        assert not leaked, (path, leaked)
        assert f"hidden-{moves}" not in body, path  # the seed would deal every hand again


@pytest.mark.parametrize("kind", KINDS)
async def test_no_hidden_card_is_in_the_events_an_open_page_hears(store: Store, client: Client, kind: str) -> None:
    """Each event carries the page of the game at the version it names (made when first heard, so maybe a later one
    than the move that woke it): checked against what was hidden at that version."""
    made = await stored_game(store, kind, moves=0, seed="hidden-events")
    stream = events(await client.get(f"/g/{made.token}/events?parts=yes"))
    assert (await next_event(stream))[0] == "hello"
    rng = random.Random(made.game_id)
    states: dict[int, GameState] = {}
    for version in range(2, 14):  # version 1 is the deal; each move adds one
        states[version] = (await play_moves(store, made.game_id, 1, rng)).copy()
    heard = [await next_event(stream) for _ in states]
    assert [name for name, _ in heard] == ["page"] * len(states)
    assert hidden_forms(states[13])  # hands still hidden after 12 moves: the test looks for something
    for _, data in heard:
        parts = json.loads(data)
        hidden = hidden_forms(states[parts["version"]])
        leaked = sorted(form for form in hidden if shows(data, form))
        assert not leaked, (parts["version"], leaked, parts["main"])
        assert "hidden-events" not in data


def hidden_forms(game: GameState) -> set[str]:
    """The codes and names of the cards in hands now that no public view of the game ever showed."""
    seen = public_words(game)
    return {
        form
        for seat in range(len(game.view(None).seats))
        for code, label in zip(game.view(seat).hand, hand_labels(game.view(seat)), strict=True)
        for form in (code, label)
        if not shows(seen, form)
    }
