"""The application: what the bot does, with no Discord in it.

`cogs/` turns Discord's interactions into calls here and posts what comes back; `play/` loads games from `data/`,
lets `rules/` decide, commits, and says what happened in words. Everything a player is offered or shown is made
from that player's own `rules.GameView`.

- `referee`: the one path from a request to a committed move (load, build, apply, commit), for an `Actor`.
- `actor`: who acts, for which seat: a player, the host removing a player, the caretaker.
- `choices`: autocomplete suggestions, from the asking player's View; `options`: reading what was typed.
- `texts`, `help`: every sentence, move line and rules page; `reports`: what the table and the mover learn.
- `lobby`, `timers`, `catchup`, `scheduler`: lobbies, games across days and the scheduler's decisions.
- `clock`, `prefs`: the one clock, and players' notification preferences.
"""
