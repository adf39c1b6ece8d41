"""The pacer (`cogs/support/pacing.py`): which requests Discord's global limit counts, the share of it each process
takes, and that no more than the share go in any one window, whatever the bunching. Timed with the real clock, on short
windows."""

from __future__ import annotations

import asyncio
import time

import pytest

from cogs.support.pacing import GLOBAL_PER_SECOND, SPARE, Pacer, is_counted, process_share

APP = 1234


@pytest.mark.parametrize(
    ("path", "counted"),
    [
        ("/interactions/99/tok-en/callback", False),  # the acknowledgement
        (f"/webhooks/{APP}/tok-en", False),  # a follow-up (a private word, a move's board)
        (f"/webhooks/{APP}/tok-en/messages/@original", False),
        (f"/webhooks/{APP}/tok-en/messages/55", False),
        ("/webhooks/777/other-token", True),  # somebody else's webhook is no interaction's
        ("/channels/5/messages", True),
        ("/channels/5/messages/6", True),  # an edit
        ("/channels/5/messages/6/threads", True),
        ("/users/@me/channels", True),  # opening a DM channel
        ("/users/42", True),
        ("/applications/1234/commands", True),
        ("/channels/5/messages?limit=20", True),  # a look at the history
    ],
)
def test_only_interaction_callbacks_and_their_webhooks_go_uncounted(path: str, counted: bool) -> None:
    assert is_counted(path, APP) is counted


def test_before_login_every_webhook_counts() -> None:
    assert is_counted(f"/webhooks/{APP}/tok-en", None)


def test_each_process_takes_its_part_of_the_budget_less_the_spare() -> None:
    whole = GLOBAL_PER_SECOND * (1 - SPARE)
    assert process_share(None, None) == whole == 40
    assert process_share(4, None) == whole  # all the shards in one process
    assert process_share(4, [0, 1]) == whole / 2
    assert process_share(3, [2], per_second=300) == 300 * (1 - SPARE) / 3


async def test_no_more_than_the_limit_go_in_any_window_and_they_go_in_turn() -> None:
    pacer, window, limit = Pacer(5, window=0.3), 0.3, 5
    sent: list[tuple[int, float]] = []

    async def request(number: int) -> None:
        place = await pacer.wait()
        sent.append((number, time.monotonic()))
        pacer.answered(place)  # answered at once

    began = time.monotonic()
    await asyncio.gather(*(request(n) for n in range(12)))  # a burst, all at once
    times = [at for _, at in sent]
    assert [number for number, _ in sent] == list(range(12))  # first come, first sent
    for first, later in zip(times, times[limit:], strict=False):
        assert later - first >= window  # never a sixth within 0.3 s
    assert times[limit - 1] - began < window / 2  # the first five at once: the budget is not spread thinner
    assert times[-1] - began < 3 * window  # and no slower than the limit needs


async def test_requests_spread_out_never_wait() -> None:
    pacer = Pacer(2, window=0.2)
    for _ in range(4):
        asked = time.monotonic()
        pacer.answered(await pacer.wait())
        assert time.monotonic() - asked < 0.05
        await asyncio.sleep(0.15)  # two in any 0.2 s at the most


async def test_a_place_is_free_a_window_after_the_answer_not_after_the_start() -> None:
    """Discord counts a request when it arrives, somewhere between its start and its answer: a request that took
    long to get there holds its place until a window after its answer, and one still under way holds it meanwhile
    (a slow request sent, then the budget's next one, went a window after the slow one's start and met Discord's
    limit under load)."""
    pacer = Pacer(1, window=0.2)
    slow = await pacer.wait()
    started = time.monotonic()
    waiting = asyncio.ensure_future(pacer.wait())
    await asyncio.sleep(0.3)  # a window and more since the slow request started: it is still under way
    assert not waiting.done()
    pacer.answered(slow)
    answered = time.monotonic()
    pacer.answered(await waiting)
    assert time.monotonic() - answered >= 0.2 - 0.005  # a window after the answer (the clock's grain aside)
    assert time.monotonic() - started >= 0.5 - 0.005
