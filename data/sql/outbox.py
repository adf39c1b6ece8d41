"""The outbox: what committed moves owe the table, until delivered."""

from __future__ import annotations

from ..database import FOR_UPDATE_SKIP_LOCKED

# ----------------------------------------------------------------------------------------------- the outbox
# What a committed move owes the table (`data.outbox`): written with the move, claimed by one process at a time
# (a lease, as timers are), deleted once delivered, due again later when a delivery failed.

INSERT_OWED = """
INSERT INTO outbox (game_id, version, kind, payload, due_at, created_at)
VALUES (:game_id, :version, :kind, :payload, :due_at, :now)
"""
# A claim counts the attempt it is made for (so that after a crash in the middle of one, the next knows it may have
# gone through), and returns the count before it.
_OUTBOX_COLUMNS = "id, game_id, version, kind, payload, attempts - 1 AS attempts"
_CLAIM = "UPDATE outbox SET claimed_by = :owner, claimed_until = :until, attempts = attempts + 1"
CLAIM_DUE_DELIVERIES = f"""
{_CLAIM}
WHERE id IN (
    SELECT id FROM outbox
    WHERE due_at <= :now AND (claimed_until IS NULL OR claimed_until <= :now)
    ORDER BY id LIMIT :limit {FOR_UPDATE_SKIP_LOCKED}
)
RETURNING {_OUTBOX_COLUMNS}
"""
# A game's new deliveries, and those due: the move's own command delivers its board at once (with those of the moves
# before it whose retry is due); one that failed waits for its retry, even when a newer move of the game comes.
CLAIM_GAME_DELIVERIES = f"""
{_CLAIM}
WHERE id IN (
    SELECT id FROM outbox
    WHERE game_id = :game_id AND (attempts = 0 OR due_at <= :now)
      AND (claimed_until IS NULL OR claimed_until <= :now)
    ORDER BY id {FOR_UPDATE_SKIP_LOCKED}
)
RETURNING {_OUTBOX_COLUMNS}
"""
DELIVERED = "DELETE FROM outbox WHERE id = :id AND claimed_by = :owner"
DELIVERY_FAILED = """
UPDATE outbox SET due_at = :due_at, claimed_by = NULL, claimed_until = NULL WHERE id = :id AND claimed_by = :owner
"""
# A process starting again lets go of what it held when it stopped, so that it (or another) takes it up at once.
RELEASE_ALL_DELIVERIES = "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = :owner"
COUNT_OWED = "SELECT COUNT(*) AS owed FROM outbox"
