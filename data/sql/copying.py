"""What `python -m data copy` reads, table by table."""

from __future__ import annotations

# ----------------------------------------------------------------------------------------------- copying
# What `python -m data copy` moves from one database to another, table by table in an order that keeps every
# foreign key satisfied, each read in the order of its primary key. A test checks these are every column there is.

COPIED_TABLES: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (
        "games",
        (
            "id", "guild_id", "channel_id", "thread_id", "lobby_message_id", "host_id", "status", "settings", "seed",
            "initial_order", "state", "version", "turn_seat", "waiting_seats", "turn_since", "created_at",
            "updated_at", "remind_after_minutes", "remind_every_minutes", "deadline_minutes", "caretaker_limit",
            "remind_at", "deadline_at", "remind_claimed_until", "deadline_claimed_until", "computer_claimed_until",
            "computer_claimed_by", "opening", "web_token",
        ),
        "id",
    ),
    (
        "game_players",
        ("game_id", "seat", "user_id", "name", "joined_at", "caretaker_streak", "computer"),
        "game_id, seat",
    ),
    ("moves", ("game_id", "seq", "seat", "user_id", "notation", "interaction_id", "created_at"), "game_id, seq"),
    ("guild_settings", ("guild_id", "settings", "updated_at"), "guild_id"),
    ("user_settings", ("user_id", "settings", "updated_at"), "user_id"),
    ("bot_state", ("key", "value"), "key"),
    (
        "outbox",
        (
            "id", "game_id", "version", "kind", "payload", "due_at", "attempts", "claimed_by", "claimed_until",
            "created_at",
        ),
        "id",
    ),
    ("game_results", ("game_id", "seq", "game", "finished_at"), "game_id"),
    (
        "result_places",
        ("game_id", "seat", "player", "place", "mu_before", "sigma_before", "mu_after", "sigma_after"),
        "game_id, seat",
    ),
    ("ratings", ("game", "player", "mu", "sigma", "games", "last_seq", "conservative", "wins"), "game, player"),
    ("guild_members", ("guild_id", "game", "player"), "guild_id, game, player"),
    ("board_counts", ("game", "bucket", "scope", "players"), "game, bucket, scope"),
    ("web_state", ("key", "value"), "key"),
    ("web_players", ("player", "token", "hidden"), "player"),
    ("web_guilds", ("guild_id", "token", "listed", "name"), "guild_id"),
)  # fmt: skip


def select_all(table: str, columns: tuple[str, ...], order: str) -> str:
    return f"SELECT {', '.join(columns)} FROM {table} ORDER BY {order}"


def count_rows(table: str) -> str:
    return f"SELECT COUNT(*) AS n FROM {table}"
