"""Lobbies: who may join, leave, start and cancel a game before it begins, and the lobby message's words."""

from __future__ import annotations

from data import GameRow, GameStatus, LoadedGame, Store, Timers
from rules import MAX_PLAYERS, MIN_PLAYERS, Settings

from .errors import UserError
from .prefs import guild_timers
from .texts import game_link, mention, table_rules

LOBBY_ACTIONS = ("join", "leave", "start", "cancel")
DONE = {"join": "joined", "leave": "left", "start": "started the game", "cancel": "cancelled the game"}


def check_settings(game: str, edition: str | None, deck: str | None, attack_own: bool) -> dict[str, object]:
    """The table options of a new game, as stored: an edition or deck left out is the game's own. Raises the
    rules' own sentence for options they do not know or that do not go together (Unocitta in the arcade edition)."""
    settings = Settings(
        players=("check", "settings"), game=game, edition=edition or "", deck=deck or "", attack_own=attack_own
    )
    return {"game": settings.game, "edition": settings.edition, "deck": settings.deck, "attack_own": attack_own}


def lobby_text(row: GameRow, note: str = "") -> str:
    rules = table_rules(row)
    players = ", ".join(mention(p.user_id) for p in row.players)
    lines = [
        f"**{rules.title}**: game {row.id} ({rules.edition} edition, {rules.deck} deck, "
        f"{rules.block_size}-card power blocks), hosted by {mention(row.host_id)}.",
        f"Players ({len(row.players)}/{MAX_PLAYERS}): {players}",
    ]
    if row.status is GameStatus.LOBBY:
        lines.append(f"Press **Join** to play. The host presses **Start** with {MIN_PLAYERS} to {MAX_PLAYERS} players.")
    if note:
        lines.append(note)
    return "\n".join(lines)


async def server_timers(store: Store, guild_id: int | None) -> Timers | None:
    """The timers a new game in this server starts with (its defaults, set with /zark defaults)."""
    return guild_timers(await store.guild_settings(guild_id)) if guild_id is not None else None


def can_cancel(row: GameRow, user_id: int, manages_server: bool) -> bool:
    """The host, or anyone who may manage the server."""
    return user_id == row.host_id or manages_server


async def join(store: Store, game_id: int, user_id: int, name: str) -> GameRow:
    return await store.join(game_id, user_id, name)


async def leave(store: Store, game_id: int, user_id: int) -> GameRow:
    row = (await store.load(game_id)).row
    if row.host_id == user_id:
        raise UserError("You are the host: cancel the game instead of leaving it.")
    return await store.leave(game_id, user_id)


async def start(store: Store, game_id: int, user_id: int, seed: str) -> LoadedGame:
    row = (await store.load(game_id)).row
    if row.host_id != user_id:
        raise UserError(f"Only the host, {row.players[0].name}, can start this game.")
    if len(row.players) < MIN_PLAYERS:
        raise UserError(f"{table_rules(row).title} needs at least {MIN_PLAYERS} players; wait for someone to join.")
    return await store.start_game(game_id, seed)


async def cancel(store: Store, game_id: int, user_id: int, manages_server: bool) -> GameRow:
    row = (await store.load(game_id)).row
    if not can_cancel(row, user_id, manages_server):
        raise UserError("Only the host or someone who can manage this server can cancel a game.")
    return await store.abandon(game_id)


async def refuse_where_a_game_lives(store: Store, place_id: int) -> None:
    """A new game cannot live where commands already go to another game: a game's thread (whatever the state of
    its game), or a channel whose own game is still on."""
    found = await store.last_game_in_channel(place_id)
    if found is None:
        return
    if found.thread_id == place_id:
        raise UserError(
            f"This thread belongs to game {found.id}. Open a new game from the channel <#{found.channel_id}> "
            "with /zark new: it gets a thread of its own."
        )
    if found.status.is_active:
        raise UserError(f"This channel already has game {found.id} in progress; finish or cancel it first.")


async def no_lobby_here(store: Store, channel_id: int, guild_id: int | None) -> str:
    """Where the open lobbies are, when a lobby command names no game: those opened from this channel (each plays
    in a thread of its own), or else those of this server."""
    lobbies = await store.lobbies(guild_id) if guild_id is not None else []
    here = [row for row in lobbies if row.channel_id == channel_id]
    shown = (here or lobbies)[:5]
    if not shown:
        return "There is no game here, and no game is waiting for players. Start one with /zark new."
    places = ", ".join(game_link(row) for row in shown)
    return (
        f"There is no game here. Games waiting for players: {places}. Press **Join** on a lobby message, or use "
        "/zark join in the game's thread."
    )
