"""Playing Zark City through Discord in tests: a planned game, and each action turned into commands and clicks.

The bot deals from a fixed seed (the documented ZARK_DEAL_SEED setting), so the test keeps its own copy of the
game with the rules engine and always knows every hand. `plan_game` picks the moves (a winning move when
there is one, else preferring turn options not yet used); `Table.perform` sends each one the way a player
would: the values come from the bot's own autocomplete, the discard from its private menu.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from data import Store
from rules import SIZE_NAMES, Action, Phase, cell_name
from rules.players import decide
from rules.zark import (
    GAME_TITLES,
    GAMES,
    Attack,
    Build,
    Card,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Nominate,
    Place,
    Spawn,
    Starter,
    ZarkGame,
    ZarkSettings,
    legal,
)
from rules.zark.actions import TURN_OPTIONS
from rules.zark.cards import deck_cards

from .fakediscord import FakeDiscord, Guild, InteractionResult, Message, User

ROOT = Path(__file__).resolve().parents[2]
WINNING_SEED = "18"  # with `plan_game`, 3 players: every turn option, a discard, a win in 24 moves


def plan_game(
    seed: str, players: int, max_moves: int = 400, *, endless: bool = False, game_name: str = "zark-city"
) -> list[tuple[int, Action]]:
    """A deterministic game: win when possible; otherwise prefer a turn option not used yet. With `endless`,
    never end the game (for benchmarks that need many turns): random moves that hand nobody the win.

    In the Uno games (`game_name`) a Wild in hand is built or hatched when it can be, and the first chance to
    re-nominate one is taken, as a free action before the turn option (R-24). (Zark City has neither, so its
    plans are as they always were.)"""
    game = ZarkGame.new(ZarkSettings(players=tuple(f"P{n}" for n in range(players)), game=game_name), seed)
    rng = random.Random(int(seed))
    used: set[type[Action]] = set()
    moves: list[tuple[int, Action]] = []
    while game.phase != Phase.OVER and len(moves) < max_moves:
        seat = rng.choice(game.seats_to_act())
        free = legal.free_actions(game, seat) if Nominate not in used else []
        if free:
            choice: Action | None = rng.choice(free)
            assert choice is not None
            used.add(Nominate)
            game.apply(seat, choice)
            moves.append((seat, choice))
            continue
        actions = game.legal_actions(seat)
        if endless:
            actions = [a for a in actions if not _ends(game, seat, a)] or actions
        choice = _winning(game, seat, actions) if game.phase == Phase.ACTION and not endless else None
        wilds = [a for a in actions if isinstance(a, Build | Hatch) and a.nomination is not None]
        if choice is None and wilds:
            choice = rng.choice(wilds)
        if choice is None and game.phase == Phase.ACTION:
            fresh = [a for a in actions if type(a) not in used and type(a) in TURN_OPTIONS]
            if fresh and rng.random() < 0.7:
                choice = rng.choice(fresh)
        if choice is None:
            choice = rng.choice(actions)
        used.add(type(choice))
        game.apply(seat, choice)
        moves.append((seat, choice))
    return moves


def _ends(game: ZarkGame, seat: int, action: Action) -> bool:
    trial = game.copy()
    trial.apply(seat, action)
    return trial.phase == Phase.OVER


def _winning(game: ZarkGame, seat: int, actions: list[Action]) -> Action | None:
    for action in actions:
        trial = game.copy()
        trial.apply(seat, action)
        if trial.winner == seat:
            return action
    return None


def command_for(action: Action) -> tuple[str, dict[str, str]]:
    """The slash command and option values a player uses for `action`."""
    match action:
        case Starter(card):
            return "zark starter", {"card": card}
        case Place(cell):
            return "zark place", {"cell": cell_name(cell)}
        case Draw():
            return "draw", {}
        case Grow(cell, size):
            return "grow", {"piece": f"{cell_name(cell)} {SIZE_NAMES[size]}"}
        case Spawn(cell):
            return "spawn", {"cell": cell_name(cell)}
        case Build(card, cell, nomination):
            return "build", {"card": card, "cell": cell_name(cell)} | _as(nomination)
        case Hatch(card, cell, nomination):
            return "hatch", {"card": card, "cell": cell_name(cell)} | _as(nomination)
        case Nominate(cell, nomination):
            return "zark nominate", {"cell": cell_name(cell), "as": nomination}
        case Move(cell, size, to):
            return "move", {"piece": f"{cell_name(cell)} {SIZE_NAMES[size]}", "to": cell_name(to)}
        case Attack(cell, owner, size, payment, convert_to):
            outcome = "demolish" if convert_to is None else f"convert {SIZE_NAMES[convert_to]}"
            target = f"{cell_name(cell)} {owner + 1} {SIZE_NAMES[size]}"
            return "attack", {"target": target, "pay": " ".join(payment), "outcome": outcome}
        case Fly(ace, cell, to):
            return "fly", {"card": cell_name(cell), "to": cell_name(to), "ace": ace}
        case Discard(cards):
            return "discard", {"cards": " ".join(cards)}
    raise AssertionError(f"no command for {action!r}")


def _as(nomination: Card | None) -> dict[str, str]:
    """The `as` option of a Wild built or hatched (R-24); none for any other card."""
    return {} if nomination is None else {"as": nomination}


def board_version(message: Message) -> int:
    """The game version a board message shows (its image is named ``board-GAME-VERSION.png``), or 0 for another
    message."""
    for attachment in message.attachments:
        name = attachment.filename
        if name.startswith("board-") and name.endswith(".png"):
            return int(name.removesuffix(".png").rsplit("-", 1)[1])
    return 0


async def next_moment(
    fd: FakeDiscord,
    matches: Callable[[Message], bool],
    db: Path | str,
    load: Callable[[Path | str], Awaitable[Any]] | None = None,
) -> tuple[int, Any]:
    """A moment for the person at seat 0 to look: a new message that `matches` (a board for them), or the stored game
    waiting on seat 0 alone, since the computers' moves that call on nobody new (their starters) are not posted. The
    newest matching message's id (0 if none) and the stored game (`load`: `stored_game` unless given)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 60.0
    while True:
        found = [message.id for message in fd.all_messages if matches(message)]
        game = await (load or stored_game)(db)
        if found or game.phase is Phase.OVER or game.seats_to_act() == [0]:
            return max(found, default=0), game
        if loop.time() > deadline:
            raise TimeoutError("neither a board for the person nor their turn came")
        await asyncio.sleep(0.05)


def boards_in(fd: FakeDiscord, place: Any) -> list[Message]:
    """The board messages in a game's place, oldest first (not the finished game's replay, nor other messages)."""
    return [message for message in fd.messages_in(place) if board_version(message)]


async def wait_for_board(fd: FakeDiscord, place: Any, version: int) -> Message:
    """The board message for this version of the game (or a later one) in its place: it follows the mover's private
    word, so a test waits for it after each move."""

    def found() -> Message | None:
        return next((m for m in reversed(fd.messages_in(place)) if board_version(m) >= version), None)

    return await fd.wait_until(found, timeout=10.0, what=f"the board of version {version}")


@dataclass
class Table:
    """One game seen from the test: the players, the thread, and the engine's copy of the game."""

    fd: FakeDiscord
    users: list[User]
    thread: Any
    game: ZarkGame
    last_private: dict[int, InteractionResult] = field(default_factory=dict)
    done: str = "Done"  # how the private word of a move begins (another language's in `test_bot_pseudo`)

    def user(self, seat: int) -> User:
        return self.users[seat]

    async def perform(self, seat: int, action: Action, *, check_autocomplete: bool = True) -> InteractionResult:
        """Send `action` as `seat`'s player would, and apply it to the test's copy of the game."""
        user = self.user(seat)
        if isinstance(action, Discard) and seat in self.last_private:
            result = await self._discard_from_menu(user, self.last_private[seat], action)
        else:
            command, options = command_for(action)
            if check_autocomplete:
                await self._check_suggested(user, command, options)
            result = await self.fd.slash(user, command, channel=self.thread, options=options)
        assert result.ephemeral, f"{command_for(action)[0]} answered in public: {result.content}"
        assert result.content.startswith(self.done), f"{action.notation()} was refused: {result.content}"
        turn = self.game.turn
        self.game.apply(seat, action)
        self.last_private[seat] = result
        if self.game.phase is Phase.OVER or seat not in self.game.seats_to_act() or self.game.turn != turn:
            await wait_for_board(self.fd, self.thread, len(self.game.history) + 1)
        # else the move is held: its line goes with the post of the move that ends the turn (a discard, a free action)
        return result

    async def _check_suggested(self, user: User, command: str, options: dict[str, str]) -> None:
        """Each value must be offered by autocomplete, given the options filled in before it."""
        if command in {"draw", "discard"}:
            return
        filled: dict[str, str] = {}
        for name, value in options.items():
            choices = await self.fd.autocomplete(
                user, command, focused=name, channel=self.thread, options={**filled, name: value}
            )
            assert value in [c.value for c in choices], f"/{command} {name}={value!r} not among {choices}"
            filled[name] = value

    async def _discard_from_menu(self, user: User, private: InteractionResult, action: Discard) -> InteractionResult:
        menu_message = next(m for m in reversed(private.replies) if m.components and _is_select(m.components))
        select = menu_message.components[0]["components"][0]
        remaining = list(action.cards)
        values = []
        for option in select["options"]:
            card = option["value"].split("#")[0]
            if card in remaining:
                remaining.remove(card)
                values.append(option["value"])
        return await self.fd.select(user, menu_message, select["custom_id"], values)


def _is_select(components: list[dict[str, Any]]) -> bool:
    """Whether a message's first row holds a select menu (component type 3), not buttons (the board's)."""
    return bool(components[0]["components"]) and components[0]["components"][0]["type"] == 3


async def open_lobby(fd: FakeDiscord, host: User, *, channel: Any = None, game: str | None = None) -> Message:
    """/zark new by `host` (with the `game` option when given): a private word that the game is open, and the lobby
    message, with its buttons, posted in the channel under the name of the game played."""
    options = {} if game is None else {"game": game}
    answer = await fd.slash(host, "zark new", channel=channel, options=options)
    assert answer.ephemeral and answer.content.startswith("Done: game"), answer.content
    found = re.search(r"game (\d+)", answer.content)
    assert found is not None
    heading = f"**{GAME_TITLES[game or GAMES[0]]}**: game {found[1]} ("
    return await fd.wait_for_message(lambda m: m.content.startswith(heading) and bool(m.components))


async def open_table(
    fd: FakeDiscord,
    db: Path | str,
    names: tuple[str, ...],
    *,
    number: int = 1,
    game: str | None = None,
    guild: Guild | None = None,
) -> Table:
    """/zark new by the first player (in `guild`'s #general, else the first guild's), Join buttons for the others,
    Start by the host. The test's copy of the game is the bot's freshly dealt one, read from its database (a SQLite
    path or a PostgreSQL URL); from then on the test keeps its own."""
    users = [fd.add_member(name, guild=guild) for name in names]
    lobby = await open_lobby(fd, users[0], game=game, channel=None if guild is None else fd.channel_of(guild))
    thread = await fd.wait_for_thread(f"{GAME_TITLES[game or GAMES[0]]} game {number}")
    for user in users[1:]:
        await fd.click(user, lobby, label="Join")  # answered at once: the seat is taken, and shown, just after
        await fd.wait_for_message(_listing(lobby, user))
    await fd.click(users[0], lobby, label="Start")
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    return Table(fd, users, thread, await stored_game(db, number))


def _listing(lobby: Message, user: User) -> Callable[[Message], bool]:
    """Whether a message is the lobby message, naming `user` among its players."""
    return lambda message: message.id == lobby.id and user.mention in message.content


async def stored_game(db: Path | str, game_id: int = 1) -> ZarkGame:
    """The bot's own copy of a game, read from its database (a SQLite file, where WAL lets a second process read
    safely, or a PostgreSQL URL)."""
    async with await Store.open(db) as store:
        loaded = await store.load(game_id)
    assert isinstance(loaded.game, ZarkGame)
    return loaded.game


CARD_TOKEN = re.compile(r"(?<![\w@#])(10|[2-9JQKA])([SHDCT♠♥♦♣★])(?!\w)")
_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "★": "T"}


UNO_TOKEN = re.compile(r"\b(red|yellow|green|blue) (\d|Skip|Reverse|Draw Two)\b")
_UNO_RANKS = {"Skip": "S", "Reverse": "R", "Draw Two": "+2"}


def cards_named(text: str) -> set[str]:
    """Cards mentioned in a text, as notation (Jokers and Wilds are left out: identical ones cannot be told
    apart; so are an Uno deck's two red 7s, so a red 7 is secret only while neither is public)."""
    named = {rank + _SYMBOLS.get(suit, suit) for rank, suit in CARD_TOKEN.findall(text)}
    return named | {_UNO_RANKS.get(rank, rank) + colour[0].upper() for colour, rank in UNO_TOKEN.findall(text)}


def message_texts(message: Message) -> list[str]:
    """Everything a reader can see in a message without looking at an image: text, alt texts, text files."""
    texts = [message.content, *(str(embed) for embed in message.embeds)]
    for attachment in message.attachments:
        texts.append(attachment.description or "")
        if attachment.filename.endswith(".txt"):
            texts.append(attachment.data.decode())
    texts += [str(component) for component in message.components]
    return texts


def secret_cards(game: ZarkGame, viewer: int) -> set[Card]:
    """Cards the viewer may not know now: other hands and the deck, less anything public."""
    public = set(game.cards.values()) | set(game.discard)
    if game.phase != Phase.STARTERS:
        public |= {card for card in game.starters if card}
    hidden = {card for seat in game.seats if seat != viewer for card in game.hands[seat]} | set(game.deck)
    hidden |= {
        card
        for seat in game.seats
        if seat != viewer and game.phase == Phase.STARTERS
        for card in [game.starters[seat]]
        if card
    }
    return hidden - public - set(game.hands[viewer]) - {"JK", "W", "W4"}


def all_cards() -> set[str]:
    return set(deck_cards("standard")) | set(deck_cards("zark"))


class LeakWatch:
    """After every move: no message a player can see names a card they may not know about.

    Cards that have been face up (board, discard pile) or named in a public move may be named again later, by
    descriptions of past moves: that says nothing of where the card is now. Any other card in another hand or
    in the deck must never appear. A paid card may even be reshuffled and drawn within the same move.
    """

    def __init__(self, table: Table) -> None:
        self.table = table
        self.seen: dict[tuple[int, int], str] = {}
        self.ever_public: set[str] = set()

    def check(self) -> None:
        game = self.table.game
        self.ever_public |= set(game.cards.values()) | set(game.discard)
        self.ever_public |= set(game.nominations.values())  # what a Wild stands for is a name, not a card's place
        self.ever_public |= {card for _, notation in game.view(None).history for card in cards_named(notation)}
        for seat, user in enumerate(self.table.users):
            secret = secret_cards(game, seat) - self.ever_public
            for message in self.table.fd.visible_to(user):
                if board_version(message) > len(game.history) + 1:
                    continue  # the post of moves newer than the game read here: looked at with a newer one
                text = "\n".join(message_texts(message))
                if self.seen.get((seat, message.id)) == text:
                    continue
                self.seen[(seat, message.id)] = text
                leaked = cards_named(text) & secret
                assert not leaked, f"{user.username} sees {sorted(leaked)} in: {text[:300]}"


async def until_the_computers_turn(table: Table, db: Path | str) -> None:
    """Seat 0 (a person) plays the setup and its turns, each the easy level's move seeded by the version, until the
    computer in seat 1 must take a turn of its own; `table.game` is then the stored game."""
    while True:
        await asyncio.sleep(0.05)
        table.game = await stored_game(db)
        to_act = table.game.seats_to_act()
        if table.game.phase is Phase.ACTION and to_act == [1]:
            return
        if to_act == [0]:
            version = len(table.game.history) + 1
            await table.perform(0, decide(table.game, 0, "easy", f"person:{version}"), check_autocomplete=False)
