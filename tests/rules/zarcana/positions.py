"""Build exact Zarcana positions for table-driven rule tests, and apply or refuse moves written in notation.

`position()` starts from a real deal and then sets the board, the minions, the hands and the piles, putting every
other card in the deck, so the invariants (15 minions a player, every card in exactly one place) hold as in a game.
"""

from __future__ import annotations

from collections import Counter

import pytest

from rules import IllegalActionError, Phase, parse_cell
from rules.zarcana import (
    Decision,
    TarotCard,
    ZarcanaEvent,
    ZarcanaGame,
    ZarcanaSettings,
    parse_action,
    parse_tarot,
    zarcana_to_dict,
)
from rules.zarcana.minions import Minion
from tests.words import english

_SIZES = {"s": 1, "m": 2, "l": 3}


def position(
    stacks: dict[str, str],
    minions: dict[str, str] | None = None,
    hands: list[str] | None = None,
    *,
    players: int = 2,
    current: int = 0,
    discard: str = "",
    deck_top: str = "",
    face_down: dict[str, int] | None = None,
    reshuffles: int = 0,
    extra_cards: bool = False,
    trump_order: str = "rws",
    tie_break: bool = False,
    safety_end: bool = True,
) -> ZarcanaGame:
    """stacks: {"M13": "7C KW"} (bottom card first); minions: {"M13": "1su 2le"} (seat 1-based, size s/m/l,
    facing u/n/e/s/w); hands: one string of cards per seat; discard: bottom first; deck_top: the next cards to be
    drawn, in order; face_down: {card: placer seat 0-based}."""
    settings = ZarcanaSettings(
        players=tuple(f"P{seat + 1}" for seat in range(players)),
        extra_cards=extra_cards,
        trump_order=trump_order,
        tie_break=tie_break,
        safety_end=safety_end,
    )
    game = ZarcanaGame.new(settings, "position")
    game.stacks = {parse_cell(cell): [parse_tarot(word) for word in text.split()] for cell, text in stacks.items()}
    game.minions, game.stashes = {}, [[0, 5, 5, 5] for _ in range(players)]
    for cell, text in (minions or {}).items():
        for token in text.split():
            minion = Minion(int(token[0]) - 1, _SIZES[token[1]], token[2].upper())
            game.minions.setdefault(parse_cell(cell), []).append(minion)
            game.stashes[minion.owner][minion.size] -= 1
            assert game.stashes[minion.owner][minion.size] >= 0
    game.hands = [cards(text) for text in (hands or [""] * players)]
    game.discard = cards(discard)
    game.face_down = {parse_tarot(card): seat for card, seat in (face_down or {}).items()}
    used = Counter(c for stack in game.stacks.values() for c in stack) + Counter(game.discard)
    used += Counter(c for hand in game.hands for c in hand)
    full = settings.ruleset.cards()
    assert not used - Counter(full), f"a card is used twice: {used - Counter(full)}"
    top = cards(deck_top)
    rest = [card for card in full if card not in used and card not in top]
    game.deck = rest + list(reversed(top))
    game.current = game.first = current
    game.reshuffles = reshuffles
    game.history = []
    return game


def cards(text: str) -> list[TarotCard]:
    return [parse_tarot(word) for word in text.split()]


def here(game: ZarcanaGame, cell: str) -> list[str]:
    """The minions on a cell as tokens like ``1su``, sorted."""
    return sorted(f"{m.owner + 1}{'sml'[m.size - 1]}{m.facing.lower()}" for m in game.minions.get(parse_cell(cell), []))


def stack(game: ZarcanaGame, cell: str) -> list[str]:
    return list(game.stacks.get(parse_cell(cell), []))


def play(game: ZarcanaGame, line: str, seat: int | None = None) -> list[ZarcanaEvent]:
    """Apply a move in notation for `seat` (the one to act by default), checking it was listed as legal first."""
    who = game.seats_to_act()[0] if seat is None else seat
    action = parse_action(line)
    legal = game.legal_actions(who)
    assert action in legal, f"{line!r} is not listed: {[a.notation() for a in legal][:40]}"
    return game.apply(who, action)


def refused(game: ZarcanaGame, line: str, sentence: str, seat: int | None = None) -> None:
    """The move raises with the sentence, changes nothing, and is not among the legal actions."""
    who = game.seats_to_act()[0] if seat is None else seat
    action = parse_action(line)
    before = zarcana_to_dict(game)
    with pytest.raises(IllegalActionError) as raised:
        game.apply(who, action)
    assert sentence in english(raised.value), english(raised.value)
    assert zarcana_to_dict(game) == before
    assert action not in game.legal_actions(who)


def listed(game: ZarcanaGame, seat: int | None = None) -> list[str]:
    who = game.seats_to_act()[0] if seat is None else seat
    return [action.notation() for action in game.legal_actions(who)]


def pending(game: ZarcanaGame) -> Decision | None:
    """The decision awaited (a function, so type checkers do not keep an earlier answer after a move)."""
    return game.pending


def over(game: ZarcanaGame) -> bool:
    return game.phase is Phase.OVER
