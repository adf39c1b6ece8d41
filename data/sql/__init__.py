"""Every SQL statement the store runs (except the schema DDL, in `data.migrations`), one named constant each, shared
by the SQLite and the PostgreSQL backends.

Parameters are named (`:game_id`); the PostgreSQL backend numbers them for asyncpg. The statements stay within SQL
both accept (`RETURNING`, `ON CONFLICT ... DO UPDATE`, `&`, `~` and `>>` on integers, row values). Where a write
depends on a row read earlier in its transaction, the read carries `/*for-update*/` (or, to claim due timers,
`/*for-update-skip-locked*/`): a comment to SQLite, whose write transactions already hold the database's one write
lock, and a row lock in PostgreSQL. A parameter met only in arithmetic is CAST to BIGINT, as PostgreSQL would
otherwise give it the type of the literal beside it.

Times are milliseconds since the Unix epoch. `waiting_seats` is a bit set: bit n is on when seat n has to act
(several seats at once while starter cards are chosen).

The statements live by what they touch, each found here by its name (`data.sql.COMMIT_MOVE`): `games` (games,
their players, the lists of them, the servers' and players' settings), `timers` (reminders, deadlines, computer
turns' claims, the bot's own state), `outbox` (what moves owe the table), `ratings` (results, ratings, the rating
tables) and `copying` (what `python -m data copy` reads).
"""

from .copying import *  # noqa: F403
from .games import *  # noqa: F403
from .outbox import *  # noqa: F403
from .ratings import *  # noqa: F403
from .timers import *  # noqa: F403
from .web import *  # noqa: F403
from .webplayers import *  # noqa: F403
