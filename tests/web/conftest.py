"""Fixtures for the web tests: a store in pytest's temporary directory and the site over it, through aiohttp's
test client (a real server on 127.0.0.1)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from data import Store
from tests.data.store_helpers import FakeClock
from web import WebSettings, make_app


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "var" / "zark.db", clock=FakeClock()) as opened:
        yield opened


@pytest.fixture
async def client(store: Store) -> AsyncIterator[TestClient[web.Request, web.Application]]:
    app = make_app(store, WebSettings(public_url="https://zark.example"))
    async with TestClient(TestServer(app, host="127.0.0.1")) as opened:
        yield opened
