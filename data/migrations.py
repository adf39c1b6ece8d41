"""The schema, as numbered migrations applied the same way to SQLite and PostgreSQL, and the runner that applies
them at start-up (and for `python -m data migrate`).

Migration N takes a version N-1 database to version N in one transaction that also sets the version, so a crash
leaves either the old schema or the new one. Where the version is kept (SQLite's `PRAGMA user_version`, a table in
PostgreSQL) and how a migration keeps other processes out (SQLite's write lock, an advisory lock in PostgreSQL)
belong to the backend; the runner reads the version again inside each migration's transaction, so of several
processes starting at once one migrates and the others find the work done.

The DDL is written once for both. Its placeholders are the true differences, filled in by the backend's dialect:
`{id_key}` (SQLite's rowid, an identity column in PostgreSQL), `{int}` (INTEGER; BIGINT in PostgreSQL, where a
parameter takes its type from the column it meets), `{without_rowid}` (a SQLite storage option) and `{bucket}` (a
rating's leaderboard bucket: SQLite may lack `floor`). The SQLite
text of every shipped migration is exactly what it was (a test checks it).

Conventions: Discord ids are BIGINT (snowflakes need 64 bits), times are BIGINT milliseconds since the Unix epoch
(UTC), JSON is TEXT. Never edit a migration that has shipped: add a new one.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import schema_ratings as later
from . import schema_web as web
from . import sql
from .database import Database
from .errors import SchemaTooNewError


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    purpose: str
    statements: tuple[str, ...]  # DDL templates (see the module text)


# ----------------------------------------------------------------------------------------------- version 1

CREATE_GAMES = """
CREATE TABLE games (
    id {id_key},
    guild_id BIGINT,
    channel_id BIGINT NOT NULL,
    thread_id BIGINT,
    lobby_message_id BIGINT,
    host_id BIGINT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('lobby', 'setup', 'playing', 'finished', 'abandoned')),
    settings TEXT NOT NULL,
    seed TEXT,
    initial_order TEXT,
    state TEXT,
    version {int} NOT NULL DEFAULT 0,
    turn_seat {int},
    waiting_seats {int} NOT NULL DEFAULT 0,
    turn_since BIGINT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
)
"""
CREATE_GAMES_THREAD_INDEX = "CREATE INDEX games_thread ON games (thread_id)"
CREATE_GAMES_CHANNEL_INDEX = "CREATE INDEX games_channel ON games (channel_id, status)"
CREATE_GAMES_GUILD_INDEX = "CREATE INDEX games_guild_status ON games (guild_id, status)"
CREATE_GAMES_WAITING_INDEX = "CREATE INDEX games_status_turn_since ON games (status, turn_since)"

CREATE_GAME_PLAYERS = """
CREATE TABLE game_players (
    game_id {int} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat {int} NOT NULL,
    user_id BIGINT NOT NULL,
    name TEXT NOT NULL,
    joined_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
)
"""
CREATE_GAME_PLAYERS_USER_INDEX = "CREATE INDEX game_players_user ON game_players (user_id)"

CREATE_MOVES = """
CREATE TABLE moves (
    game_id {int} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq {int} NOT NULL,
    seat {int} NOT NULL,
    user_id BIGINT,
    notation TEXT NOT NULL,
    interaction_id BIGINT,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
){without_rowid}
"""
# WITHOUT ROWID stores the log in its primary key's b-tree: one page less written per move, and a game's moves
# lie together on disk. (PostgreSQL has no such clause and needs none.)
# NULLs are distinct in a UNIQUE index (SQLite and PostgreSQL alike), so moves made without an interaction
# (imported games, timeouts) do not collide.
CREATE_MOVES_INTERACTION_INDEX = "CREATE UNIQUE INDEX moves_interaction ON moves (interaction_id)"

# ----------------------------------------------------------------------------------------------- version 2

CREATE_GUILD_SETTINGS = """
CREATE TABLE guild_settings (
    guild_id BIGINT PRIMARY KEY,
    settings TEXT NOT NULL,
    updated_at BIGINT NOT NULL
)
"""
CREATE_USER_SETTINGS = """
CREATE TABLE user_settings (
    user_id BIGINT PRIMARY KEY,
    settings TEXT NOT NULL,
    updated_at BIGINT NOT NULL
)
"""

# ----------------------------------------------------------------------------------------------- version 3
# Asynchronous play across days: per-game reminder and deadline settings, the next time each is due (indexed, so
# the scheduler asks the database instead of scanning games), caretaker streaks, and the bot's own heartbeat.

ADD_TIMER_COLUMNS = (
    "ALTER TABLE games ADD COLUMN remind_after_minutes {int} NOT NULL DEFAULT 1440",
    "ALTER TABLE games ADD COLUMN remind_every_minutes {int} NOT NULL DEFAULT 1440",
    "ALTER TABLE games ADD COLUMN deadline_minutes {int}",
    "ALTER TABLE games ADD COLUMN caretaker_limit {int} NOT NULL DEFAULT 3",
    "ALTER TABLE games ADD COLUMN remind_at BIGINT",
    "ALTER TABLE games ADD COLUMN deadline_at BIGINT",
    "ALTER TABLE game_players ADD COLUMN caretaker_streak {int} NOT NULL DEFAULT 0",
)
# Games already waiting on someone get their first reminder a day after their wait began.
SCHEDULE_EXISTING_REMINDERS = f"""
UPDATE games SET remind_at = turn_since + remind_after_minutes * 60000
WHERE status IN {sql.IN_PLAY} AND turn_since IS NOT NULL
"""
CREATE_REMIND_AT_INDEX = "CREATE INDEX games_remind_at ON games (remind_at)"
CREATE_DEADLINE_AT_INDEX = "CREATE INDEX games_deadline_at ON games (deadline_at)"
CREATE_BOT_STATE = """
CREATE TABLE bot_state (
    key TEXT PRIMARY KEY,
    value BIGINT NOT NULL
)
"""

# ----------------------------------------------------------------------------------------------- version 4
# Computer players: a seat played by the bot at a level, with a user id of its own below zero (Discord's
# ids are all above), so every lookup by user id still finds one seat.

ADD_COMPUTER_COLUMN = "ALTER TABLE game_players ADD COLUMN computer TEXT"

# ----------------------------------------------------------------------------------------------- version 5
# Several processes: a due reminder, a passed deadline or a computer's turn is claimed by one process
# until the time in its column (a lease), so that it fires once whichever processes are up; a process that dies
# holding a claim leaves it to lapse, and another takes the timer up then. A computer's turn also records which
# process holds it (its shards), so that the same process started again takes it up at once; a committed move
# ends the claim.

ADD_CLAIM_COLUMNS = (
    "ALTER TABLE games ADD COLUMN remind_claimed_until BIGINT",
    "ALTER TABLE games ADD COLUMN deadline_claimed_until BIGINT",
    "ALTER TABLE games ADD COLUMN computer_claimed_until BIGINT",
    "ALTER TABLE games ADD COLUMN computer_claimed_by TEXT",
)

# ----------------------------------------------------------------------------------------------- version 6
# What a committed move owes the table: its board, the turn DMs. Written in the move's own transaction and
# delivered until delivered (a row goes when its delivery is done), by whichever process claims it, across restarts.
# A lobby being opened (its message and thread not yet posted) is nobody's: `opening` keeps it from counting as its
# channel's game until it has settled in a thread or, without one, in the channel.

CREATE_OUTBOX = """
CREATE TABLE outbox (
    id {id_key},
    game_id BIGINT NOT NULL,
    version {int} NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('board', 'dm')),
    payload TEXT NOT NULL,
    due_at BIGINT NOT NULL,
    attempts {int} NOT NULL DEFAULT 0,
    claimed_by TEXT,
    claimed_until BIGINT,
    created_at BIGINT NOT NULL
)
"""
CREATE_OUTBOX_DUE_INDEX = "CREATE INDEX outbox_due ON outbox (due_at)"
CREATE_OUTBOX_GAME_INDEX = "CREATE INDEX outbox_game ON outbox (game_id, id)"
ADD_OPENING_COLUMN = "ALTER TABLE games ADD COLUMN opening {int} NOT NULL DEFAULT 0"

# ----------------------------------------------------------------------------------------------- version 7
# Ratings (`data.ratings`): a finished game's result, written in the transaction of the move that ends it (its game
# id is its key, so a game is rated once), in the order results were written (`seq`), with every seat's place and
# its player's rating before and after; and each player's rating per game kind, which the results in order rebuild.

CREATE_GAME_RESULTS = """
CREATE TABLE game_results (
    game_id {int} PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq {int} NOT NULL UNIQUE,
    game TEXT NOT NULL,
    finished_at BIGINT NOT NULL
)
"""
CREATE_RESULT_PLACES = """
CREATE TABLE result_places (
    game_id {int} NOT NULL REFERENCES game_results (game_id) ON DELETE CASCADE,
    seat {int} NOT NULL,
    player TEXT NOT NULL,
    place {int} NOT NULL,
    mu_before DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after DOUBLE PRECISION NOT NULL,
    sigma_after DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, seat)
)
"""
CREATE_RATINGS = """
CREATE TABLE ratings (
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games {int} NOT NULL,
    last_seq {int} NOT NULL,
    PRIMARY KEY (game, player)
)
"""

# ----------------------------------------------------------------------------------------------- version 8
# Reading ratings by player (/zark rating profile, a server's leaderboard): a player's results and ratings in every
# game kind, found without reading every result.

CREATE_RESULT_PLACES_PLAYER_INDEX = "CREATE INDEX result_places_player ON result_places (player, game_id)"
CREATE_RATINGS_PLAYER_INDEX = "CREATE INDEX ratings_player ON ratings (player)"

# ----------------------------------------------------------------------------------------------- version 9
# Leaderboards at scale (`bench/ratings.py`: 100,000 players, a million rated games): a game kind's table in the
# order it is read (the conservative figure mu - 3 sigma, best first, then player), covering the rated-games count
# it filters on, so the top ten are the index's first entries and a player's place counts only those ahead; and who
# has a rated game in each guild, kept by `write_result`, instead of every place of the guild's games joined.

CREATE_RATINGS_TABLE_INDEX = "CREATE INDEX ratings_table ON ratings (game, (mu - 3 * sigma) DESC, player, games)"
CREATE_GUILD_PLAYERS = """
CREATE TABLE guild_players (
    guild_id BIGINT NOT NULL,
    player TEXT NOT NULL,
    PRIMARY KEY (guild_id, player)
){without_rowid}
"""
FILL_GUILD_PLAYERS = """
INSERT INTO guild_players (guild_id, player)
SELECT DISTINCT g.guild_id, p.player FROM result_places p JOIN games g ON g.id = p.game_id
WHERE g.guild_id IS NOT NULL
"""

# ----------------------------------------------------------------------------------------------- version 10
# A third kind of delivery: the animated replay the move that ends a game owes its thread (`render.replay`). The kind's
# CHECK is widened by rebuilding the table (SQLite cannot alter a CHECK); its rows are copied in their order, numbered
# afresh (an identity column in PostgreSQL numbers on from the copies), their claims let go (as at a restart), their
# attempts kept (a board tried before is looked for before it is posted again).

CREATE_OUTBOX_WITH_REPLAYS = """
CREATE TABLE outbox_new (
    id {id_key},
    game_id BIGINT NOT NULL,
    version {int} NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('board', 'dm', 'replay')),
    payload TEXT NOT NULL,
    due_at BIGINT NOT NULL,
    attempts {int} NOT NULL DEFAULT 0,
    claimed_by TEXT,
    claimed_until BIGINT,
    created_at BIGINT NOT NULL
)
"""
COPY_OUTBOX = """
INSERT INTO outbox_new (game_id, version, kind, payload, due_at, attempts, created_at)
SELECT game_id, version, kind, payload, due_at, attempts, created_at FROM outbox ORDER BY id
"""
DROP_OUTBOX = "DROP TABLE outbox"
RENAME_OUTBOX = "ALTER TABLE outbox_new RENAME TO outbox"

# ----------------------------------------------------------------------------------------------- version 11
# Leaderboards read from one index range (`bench/ratings.py`: at most 50 ms at the 95th percentile on both backends):
# the conservative figure mu - 3 sigma kept as a column, indexed only for the players who qualify for a table (3 rated
# games: `data.sql.QUALIFYING_GAMES`, written as a constant so that both planners know a query's rows are the
# index's), so that a table's top ten are its first entries. Counting a range of an index still reads every entry of
# it (on PostgreSQL about 0.4 us each, 40 ms for a table of 100,000), so how many qualified players each table has in
# each sixteenth of a point of the figure is kept (`board_counts`; bucket: the floor of 16 times it; scope: 0 for
# everywhere, else the guild): a table's size and a player's place are a sum of about a thousand counts at most and
# a count over one sixteenth of a point of the index. A server's table of a kind is the players with a rated game of
# that kind there (`guild_members`, written once per guild, kind and player: a copy of each rating in every guild
# would be rewritten by every game, 50 rows for a player of 50 servers); it replaces version 9's `guild_players`
# (whatever the kind). A bucket is `{bucket}`: the floor of 16 times the figure, in each dialect's words (SQLite's
# `floor` is an optional math function, missing from some builds).

ADD_RATINGS_CONSERVATIVE = "ALTER TABLE ratings ADD COLUMN conservative DOUBLE PRECISION NOT NULL DEFAULT 0"
FILL_RATINGS_CONSERVATIVE = "UPDATE ratings SET conservative = mu - 3 * sigma"
DROP_RATINGS_TABLE_INDEX = "DROP INDEX ratings_table"
CREATE_RATINGS_BOARD_INDEX = "CREATE INDEX ratings_board ON ratings (game, conservative DESC, player) WHERE games >= 3"
CREATE_GUILD_MEMBERS = """
CREATE TABLE guild_members (
    guild_id BIGINT NOT NULL,
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    PRIMARY KEY (guild_id, game, player)
){without_rowid}
"""
FILL_GUILD_MEMBERS = """
INSERT INTO guild_members (guild_id, game, player)
SELECT DISTINCT g.guild_id, r.game, p.player
FROM result_places p
JOIN game_results r ON r.game_id = p.game_id
JOIN games g ON g.id = p.game_id
WHERE g.guild_id IS NOT NULL
"""
CREATE_GUILD_MEMBERS_PLAYER_INDEX = "CREATE INDEX guild_members_player ON guild_members (game, player)"
DROP_GUILD_PLAYERS = "DROP TABLE guild_players"
CREATE_BOARD_COUNTS = """
CREATE TABLE board_counts (
    scope BIGINT NOT NULL,
    game TEXT NOT NULL,
    bucket BIGINT NOT NULL,
    players {int} NOT NULL,
    PRIMARY KEY (game, bucket, scope)
){without_rowid}
"""
FILL_BOARD_COUNTS = """
INSERT INTO board_counts (scope, game, bucket, players)
SELECT 0, game, {bucket}, COUNT(*) FROM ratings WHERE games >= 3
GROUP BY game, {bucket}
UNION ALL
SELECT m.guild_id, r.game, {bucket}, COUNT(*)
FROM guild_members m JOIN ratings r ON r.game = m.game AND r.player = m.player
WHERE r.games >= 3
GROUP BY m.guild_id, r.game, {bucket}
"""

# ----------------------------------------------------------------------------------------------- version 12
# A game's end writes the counts of each of its players' old and new steps in every scope they are counted in (up
# to 51 each for a player of 50 guilds; 135 counts for a game of four of `bench/ratings.py`'s keenest players).
# SQLite keeps a WITHOUT ROWID table in key order, so those rows are neighbours (a few pages); PostgreSQL's heap
# kept them in the order migration 11 wrote them (by scope), so each was on a page of its own, and every update
# moved its row to another page with a new index entry. The table is written again in key order (kind, step,
# scope), leaving out its empty counts, and on PostgreSQL with half of each page free (`{often_updated}`), so that an
# update stays on its row's page without a new index entry (a HOT update): a step's counts in every scope stay on a
# page or two.

CREATE_BOARD_COUNTS_IN_ORDER = """
CREATE TABLE board_counts_new (
    scope BIGINT NOT NULL,
    game TEXT NOT NULL,
    bucket BIGINT NOT NULL,
    players {int} NOT NULL,
    PRIMARY KEY (game, bucket, scope)
){without_rowid}{often_updated}
"""
COPY_BOARD_COUNTS_IN_ORDER = """
INSERT INTO board_counts_new (scope, game, bucket, players)
SELECT scope, game, bucket, players FROM board_counts WHERE players <> 0
ORDER BY game, bucket, scope
"""
DROP_BOARD_COUNTS = "DROP TABLE board_counts"
RENAME_BOARD_COUNTS = "ALTER TABLE board_counts_new RENAME TO board_counts"
MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "games, their players and their move logs",
        (
            CREATE_GAMES,
            CREATE_GAMES_THREAD_INDEX,
            CREATE_GAMES_CHANNEL_INDEX,
            CREATE_GAMES_GUILD_INDEX,
            CREATE_GAMES_WAITING_INDEX,
            CREATE_GAME_PLAYERS,
            CREATE_GAME_PLAYERS_USER_INDEX,
            CREATE_MOVES,
            CREATE_MOVES_INTERACTION_INDEX,
        ),
    ),
    Migration(2, "per-guild and per-user settings", (CREATE_GUILD_SETTINGS, CREATE_USER_SETTINGS)),
    Migration(
        3,
        "reminders, deadlines and caretaker moves",
        (
            *ADD_TIMER_COLUMNS,
            SCHEDULE_EXISTING_REMINDERS,
            CREATE_REMIND_AT_INDEX,
            CREATE_DEADLINE_AT_INDEX,
            CREATE_BOT_STATE,
        ),
    ),
    Migration(4, "computer players' seats", (ADD_COMPUTER_COLUMN,)),
    Migration(5, "timers claimed by one process at a time", ADD_CLAIM_COLUMNS),
    Migration(
        6,
        "what a move owes the table, delivered until delivered; lobbies being opened",
        (CREATE_OUTBOX, CREATE_OUTBOX_DUE_INDEX, CREATE_OUTBOX_GAME_INDEX, ADD_OPENING_COLUMN),
    ),
    Migration(
        7,
        "ratings: finished games' results, each written once with the move that ends it",
        (CREATE_GAME_RESULTS, CREATE_RESULT_PLACES, CREATE_RATINGS),
    ),
    Migration(
        8,
        "ratings read by player: their results and their rating in each game kind",
        (CREATE_RESULT_PLACES_PLAYER_INDEX, CREATE_RATINGS_PLAYER_INDEX),
    ),
    Migration(
        9,
        "leaderboards at scale: ratings in table order, who was rated in each guild",
        (CREATE_RATINGS_TABLE_INDEX, CREATE_GUILD_PLAYERS, FILL_GUILD_PLAYERS),
    ),
    Migration(
        10,
        "the outbox takes a third kind of delivery: a finished game's animated replay",
        (
            CREATE_OUTBOX_WITH_REPLAYS,
            COPY_OUTBOX,
            DROP_OUTBOX,
            RENAME_OUTBOX,
            CREATE_OUTBOX_DUE_INDEX,
            CREATE_OUTBOX_GAME_INDEX,
        ),
    ),
    Migration(
        11,
        "leaderboards read from one index range and kept counts; who played each kind in each guild",
        (
            ADD_RATINGS_CONSERVATIVE,
            FILL_RATINGS_CONSERVATIVE,
            DROP_RATINGS_TABLE_INDEX,
            CREATE_RATINGS_BOARD_INDEX,
            CREATE_GUILD_MEMBERS,
            FILL_GUILD_MEMBERS,
            CREATE_GUILD_MEMBERS_PLAYER_INDEX,
            DROP_GUILD_PLAYERS,
            CREATE_BOARD_COUNTS,
            FILL_BOARD_COUNTS,
        ),
    ),
    Migration(
        12,
        "a step's counts in every scope written next to each other, so that a game's end touches few pages",
        (CREATE_BOARD_COUNTS_IN_ORDER, COPY_BOARD_COUNTS_IN_ORDER, DROP_BOARD_COUNTS, RENAME_BOARD_COUNTS),
    ),
    Migration(
        13,
        "the web companion: an unguessable address for each game, the secret of private links",
        (web.ADD_WEB_TOKEN, web.CREATE_WEB_TOKEN_INDEX, web.CREATE_WEB_STATE),
    ),
    Migration(
        14,
        "the web's player pages and listed servers: their tokens, hidden profiles, a server's games by last change",
        (web.CREATE_WEB_PLAYERS, web.CREATE_WEB_GUILDS, web.CREATE_GAMES_GUILD_UPDATED_INDEX),
    ),
    Migration(15, "a player's wins in each game kind, kept with their rating", (later.ADD_WINS, later.FILL_WINS)),
    Migration(16, "a listed server's name, for its page", (web.ADD_GUILD_NAME,)),
)
LATEST_VERSION = MIGRATIONS[-1].version


async def migrate(
    database: Database, migrations: tuple[Migration, ...] = MIGRATIONS, *, upto: int | None = None
) -> int:
    """Bring the database to the latest version (or `upto`); return the version it is at afterwards."""
    known = migrations[-1].version if migrations else 0
    found = await database.schema_version()
    if found > known:
        raise SchemaTooNewError(database.describe(), found, known)
    target = known if upto is None else upto
    for migration in migrations:
        if migration.version > target:
            break
        if migration.version <= found:
            continue
        found = await _apply(database, migration)
    return found


async def _apply(database: Database, migration: Migration) -> int:
    async with database.migration() as session:
        current = await database.schema_version(session)
        if current >= migration.version:
            return current  # another process migrated while this one waited
        if current != migration.version - 1:
            raise RuntimeError(f"migration {migration.version} expects version {migration.version - 1}, not {current}")
        for statement in migration.statements:
            await session.execute(database.dialect.ddl(statement))
        await database.set_schema_version(session, migration.version)
    return migration.version
