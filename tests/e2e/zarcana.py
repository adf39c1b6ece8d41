"""Playing Zarcana through Discord in tests: a planned game, each move turned into the /zarcana command and options a
player would send, and a watch that no message names a card its reader may not know.

The bot deals from ZARK_DEAL_SEED, so the test keeps its own copy of the game with the engine. `plan_zarcana` picks
the people's moves (an Emperor demanding cards of the other person when it can, powers that ask for a second step,
the final round declared as soon as it may be, draws and discards to wear the deck down), and the computer seat's
moves exactly as the bot makes them (`play.thinking.decide`, seeded by the game, its version and the seat).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from data import Store
from play.thinking import decide
from rules import Action, Phase, cell_name
from rules.zarcana import (
    Again,
    Declare,
    DiscardHand,
    Done,
    Draw,
    Drawn,
    Give,
    Pass,
    Place,
    Play,
    Reorient,
    Strike,
    Top,
    Use,
    ZarcanaGame,
    ZarcanaSettings,
)
from rules.zarcana.cards import TAROT
from rules.zarcana.minions import FACING_WORDS
from tests.words import english_tarot

from .fakediscord import FakeDiscord, InteractionResult, Message, User
from .zark import board_version, message_texts, wait_for_board

TWICE = ("death", "chariot", "strength")


def plan_zarcana(seed: str, names: tuple[str, ...], computers: tuple[int, ...], max_moves: int = 200) -> list[Action]:
    """The moves of a whole game, in order, for a table whose `computers` seats are easy computer players."""
    game = ZarcanaGame.new(ZarcanaSettings(players=names), seed)
    rng = random.Random(f"plan:{seed}")
    moves: list[Action] = []
    while game.phase is not Phase.OVER and len(moves) < max_moves:
        seat = game.seats_to_act()[0]
        if seat in computers:
            action = decide(game, seat, "easy", f"computer:1:{len(game.history) + 1}:{seat}")
        else:
            action = _person(game, seat, [s for s in game.seats if s not in computers], rng)
        game.apply(seat, action)
        moves.append(action)
    return moves


def _person(game: ZarcanaGame, seat: int, people: list[int], rng: random.Random) -> Action:
    legal = game.legal_actions(seat)
    if game.pending is not None:
        return next((a for a in legal if isinstance(a, Again)), None) or rng.choice(legal)
    uses = [a for a in legal if isinstance(a, Play | Use)]
    demands = [a for a in uses if isinstance(a.effect, Strike) and a.effect.demand and a.effect.victim.owner in people]
    if demands:
        return max(demands, key=lambda a: a.effect.demand if isinstance(a.effect, Strike) else 0)
    twice = [a for a in uses if a.power in TWICE]
    if twice and rng.random() < 0.8:
        return rng.choice(twice)
    for kind in (Declare, Place):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return rng.choice(found)
    held = len(game.hands[seat])
    draws = sorted((a for a in legal if isinstance(a, Draw)), key=lambda a: a.count)
    if draws and held <= 3:
        return draws[-1]
    if uses and rng.random() < 0.6:
        return rng.choice(uses)
    discards = [a for a in legal if isinstance(a, DiscardHand)]
    if discards and held >= 5:
        return rng.choice(discards)
    return draws[-1] if draws else rng.choice(legal)


def command_for(action: Action) -> tuple[str, dict[str, Any]]:
    """The /zarcana command and option values a player sends for `action` (the values autocomplete offers)."""
    match action:
        case Place(cell):
            return "zarcana place", {"cell": cell_name(cell)}
        case Play(card, power, actor, effect):
            minion = actor.notation() if actor is not None else "none"
            return "zarcana play", {"card": card, "power": power, "minion": minion, "target": _target(effect)}
        case Use(actor, power, effect):
            return "zarcana use", {"minion": actor.notation(), "power": power, "target": _target(effect)}
        case Drawn(power, actor, effect):
            minion = actor.notation() if actor is not None else "none"
            return "zarcana drawn", {"power": power, "minion": minion, "target": _target(effect)}
        case Again(effect):
            return "zarcana again", {"target": _target(effect)}
        case Reorient(minion, facing):
            return "zarcana reorient", {"minion": minion.notation(), "facing": FACING_WORDS[facing]}
        case Draw(count):
            return "zarcana draw", {"count": str(count)}
        case DiscardHand(top):
            return "zarcana discard-hand", {"top": top}
        case Give(cards, _):
            return "zarcana give", {"cards": " ".join(cards)}
        case Top(card):
            return "zarcana top", {"card": card}
        case Done():
            return "zarcana done", {}
        case Pass():
            return "zarcana pass", {}
        case Declare():
            return "zarcana declare", {}
    raise AssertionError(f"no command for {action!r}")


def _target(effect: object) -> str:
    text = effect.notation() if hasattr(effect, "notation") else ""
    return text or "none"


@dataclass
class ZarcanaTable:
    """One Zarcana game seen from the test: the people, the thread, and the engine's copy of the game."""

    fd: FakeDiscord
    users: dict[int, User]  # seat -> a person's user (computer seats have none)
    thread: Any
    game: ZarcanaGame
    last_private: dict[int, InteractionResult] = field(default_factory=dict)
    done: str = "Done"  # how the private word of a move begins (another language's in `test_bot_pseudo`)

    async def perform(self, seat: int, action: Action) -> InteractionResult:
        """Send `action` as the seat's player would, each value checked to be among those suggested, and apply it
        to the test's copy of the game."""
        user = self.users[seat]
        command, options = command_for(action)
        filled: dict[str, Any] = {}
        for name, value in options.items():
            if name != "count":
                found = await self.fd.autocomplete(
                    user, command, focused=name, channel=self.thread, options={**filled, name: value}
                )
                assert value in [c.value for c in found], f"/{command} {name}={value!r} not among {found}"
            filled[name] = value
        result = await self.fd.slash(user, command, channel=self.thread, options=options)
        assert result.ephemeral, f"/{command} answered in public: {result.content}"
        assert result.content.startswith(self.done), f"{action.notation()} was refused: {result.content}"
        turn = self.game.turn
        self.game.apply(seat, action)
        self.last_private[seat] = result
        if self.game.phase is Phase.OVER or seat not in self.game.seats_to_act() or self.game.turn != turn:
            await wait_for_board(self.fd, self.thread, len(self.game.history) + 1)
        # else the move is held (the same turn goes on for the mover): its line goes with the next post
        return result


async def stored_zarcana(db: Path | str, game_id: int = 1) -> ZarcanaGame:
    async with await Store.open(db) as store:
        loaded = await store.load(game_id)
    assert isinstance(loaded.game, ZarcanaGame)
    return loaded.game


# --------------------------------------------------------------------------------------------- leaks

_SUITS = {"C": "Cups", "W": "Wands", "S": "Swords", "D": "Discs"}
_TITLE_OR_NOTATION = re.compile(
    r"\b(?:(Ace|[2-9]|10|Page|Knight|Queen|King) of (Cups|Wands|Swords|Discs))\b"
    r"|(?<![\w@#<])((?:10|[2-9APNQK])[CWSD])(?!\w)"
    r"|\b(Fool|Magician|Priestess|Empress|Emperor|Hierophant|Lovers|Chariot|Strength|Hermit|Wheel|Justice|"
    r"HangedMan|Hanged Man|Death|Temperance|Devil|Tower|Star|Moon|Sun|Judgement|World|Doppelganger|Gateway)\b"
)
_RANKS = {"Ace": "A", "Page": "P", "Knight": "N", "Queen": "Q", "King": "K"}


def tarot_named(text: str) -> set[str]:
    """Tarot cards a text names, as notation: by title (``7 of Cups``, ``The Emperor``) or notation (``7C``)."""
    found = set()
    for rank, suit, token, trump in _TITLE_OR_NOTATION.findall(text):
        if rank:
            found.add(_RANKS.get(rank, rank) + next(k for k, v in _SUITS.items() if v == suit))
        elif token:
            found.add(token)
        else:
            found.add(trump.replace(" ", ""))
    return {str(card) for card in found if card in TAROT}


def secret_for(game: ZarcanaGame, viewer: int) -> set[str]:
    """The cards `viewer` may not know the place of now: other hands (less those the viewer knows of: given to
    them by the viewer, taken in front of everyone), the deck, and face-down cards the viewer did not place."""
    secret: set[str] = set(game.deck) | {card for card, placer in game.face_down.items() if placer != viewer}
    for seat in game.seats:
        if seat != viewer:
            secret |= set(game.hands[seat]) - game.known[viewer][seat]
    return secret - set(game.hands[viewer])


class ZarcanaLeakWatch:
    """After every move: no message a person can see names a card they may not know the place of. A card that was
    ever face up (board, discard pile, in play) or named in a public move may be named again by words about past
    moves; any other card in another hand, in the deck or face down must never appear."""

    def __init__(self, table: ZarcanaTable) -> None:
        self.table = table
        self.seen: dict[tuple[int, int], str] = {}
        self.ever_public: set[str] = set()

    def note_public(self) -> None:
        """Call before and after each move: cards face up now were public then (Judgement takes from the pile)."""
        game = self.table.game
        self.ever_public |= {card for stack in game.stacks.values() for card in stack if card not in game.face_down}
        self.ever_public |= set(game.discard) | set(game.in_play)
        self.ever_public |= {c for _, notation in game.view(None).history for c in tarot_named(notation)}

    def check(self, *, described: Callable[[Message], bool] = lambda message: True) -> None:
        self.note_public()
        game = self.table.game
        for seat, user in self.table.users.items():
            secret = secret_for(game, seat) - self.ever_public
            for message in self.table.fd.visible_to(user):
                if board_version(message) > len(game.history) + 1:
                    continue  # the post of moves newer than the test's copy: looked at once the copy has them
                text = "\n".join(message_texts(message))
                if self.seen.get((seat, message.id)) == text:
                    continue
                self.seen[(seat, message.id)] = text
                leaked = tarot_named(text) & secret
                assert not leaked, f"{user.username} sees {sorted(english_tarot(c) for c in leaked)} in: {text[:400]}"
