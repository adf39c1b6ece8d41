# Games across days: the answers of /zark clock, timers, notify, away, games, remove and ping, and the scheduler's
# reminders and notices. A private answer is in its reader's language; what a game's thread is told, in the
# table's; a reminder's DM, in the player's stored one. $game: a game's number; $when, $until: a moment, which
# Discord shows in each reader's own time zone and words (<t:…:f> (<t:…:R>)); $players, $player, $host: mentions.

## Durations, read at a glance (abbreviated): 2 d 3 h, 5 h 20 min, 12 min

days-span-days = { $days } d
days-span-days-hours = { $days } d { $hours } h
days-span-hours = { $hours } h
days-span-hours-minutes = { $hours } h { $minutes } min
days-span-minutes = { $minutes } min

## /zark clock

# $status: lobby, finished or abandoned (stopped before it was over).
days-clock-not-waiting = Game { $game } is not waiting for anyone ({ $status ->
        [lobby] it is still a lobby
        [finished] it is over
       *[abandoned] it was stopped
    }).
# $waited: how long it has waited (a duration), or "unknown".
days-clock-waits = Game { $game } waits for { $players }{ $waited ->
        [unknown] .
       *[known] , for { $waited }.
    }
days-clock-waits-computers = Game { $game } waits for its computer players, who move on their own.
# $left: a duration.
days-clock-deadline = Time left: { $left }; then a caretaker moves for them ({ $when }).
days-clock-no-deadline = This game has no move deadline.
days-clock-reminder = Next reminder: { $when }.

## /zark timers

# $after, $every: durations; $deadline: a duration, or "off"; $limit: caretaker moves in a row.
days-timers = First reminder after { $after }, then every { $every }; move deadline: { $deadline ->
        [off] off
       *[on] { $deadline }
    }; the host may remove a player after { $limit ->
        [one] { $limit } caretaker move
       *[other] { $limit } caretaker moves
    } in a row.
# Told to the game's thread. $timers: days-timers.
days-timers-changed = The host changed the timers: { $timers }
# $timers: days-timers.
days-timers-defaults = New games in this server will use: { $timers }

## /zark notify

# $dm: on, off, or closed (on, but the last DM could not be delivered); $start, $end: hours (0 to 23), or "none"
# when there are no quiet hours; $zone: a time zone's name (Europe/Paris); $language: a language in its own name
# (Deutsch); $chosen: yes when the player chose it, no when it is the one they last used the bot in.
days-notify = Turn DMs: { $dm ->
        [on] on
        [closed] on, but your DMs were closed last time (switch them on again to retry)
       *[off] off
    }. Quiet hours: { $start ->
        [none] none
       *[hours] { $start }:00 to { $end }:00
    } ({ $zone }). Language of DMs and reminders: { $language } ({ $chosen ->
        [yes] your choice
       *[no] the one you last used the bot in; choose one with /{ cmd-zark } { cmd-zark-notify } { cmd-zark-notify.language }:
    }). A mention in the game's thread always comes.

## /zark away

# Told to each of the player's games.
days-away-news = { $player } is away until { $until }: no reminders or deadlines for them until then.
days-away-answer = You are away until { $until }: no reminders or deadlines for you until then.
days-back-news = { $player } is back: their reminders and deadlines run again.
days-back-answer = Welcome back: your timers run again.

## /zark games

days-games-none-here = You are in no games here now. Start one with /{ cmd-zark } { cmd-zark-new }.
days-games-none-anywhere = You are in no games now. Start one with /{ cmd-zark } { cmd-zark-new }.
# One line per game here. $place: its thread (<#123>); $state: mine (it waits for the reader), lobby, setup (it has
# started, starter cards are being placed) or playing; $count: its players.
days-games-here = { $place } (game { $game }): { $state ->
        [mine] 👉 your move
        [lobby] lobby
        [setup] starting
       *[playing] playing
    }, { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# With everywhere:True, one line per game in any server. $link: a link that opens its thread from anywhere;
# $waited: how long it has waited (a duration), or "unknown".
days-games-lobby-anywhere = Game { $game }: lobby · { $link }
days-games-yours-anywhere = Game { $game }: 👉 your move{ $waited ->
        [unknown] {""}
       *[known] , waiting { $waited }
    } · { $link }
# $players: whom it waits for (mentions, or days-games-computers).
days-games-theirs-anywhere = Game { $game }: waiting for { $players }{ $waited ->
        [unknown] {""}
       *[known] {" "}for { $waited }
    } · { $link }
days-games-computers = its computer players
# Then the player's latest finished games, under one of these headings. $count: how many are shown.
days-finished-newest-first = Finished, newest first:
days-finished-latest = Latest { $count } finished:
# $date: the day it ended (<t:…:d>, in the reader's own format); $title: the game's name (Zark City); $outcome:
# days-outcome; $place: its thread (<#300>), or a link that opens from anywhere.
days-finished-line = - { $date } { $title } game { $game }: { $outcome } · { $place }
# How a finished game ended for the player. $how: won; shared (a place tied with others) or place, with $rank (1
# for first) of $seats players; resigned; agreed (ended by agreement); friendly or friendly-resigned (a friendly
# game: not rated, no places); unrated (finished, not rated: a game imported from a record). $rank is matched
# exactly (an ordinal, no plural: 1st, 2nd, 3rd, 4th, 5th).
days-outcome = { $how ->
        [won] won
        [shared] shared { $rank ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[n] { $rank }th
        } of { $seats }
        [place] { $rank ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[n] { $rank }th
        } of { $seats }
        [resigned] resigned
        [agreed] ended by agreement, no winner
        [friendly] finished: friendly, not rated
        [friendly-resigned] resigned: friendly, not rated
       *[unrated] finished (not rated)
    }

## /zark remove

# $name: the removed player's name.
days-removed = Done: { $name } has been removed from game { $game }; their seat is skipped.
# An entry of the list of players to remove. $count: the deadlines they missed in a row.
days-remove-choice = { $name } · { $count ->
        [one] { $count } missed deadline
       *[other] { $count } missed deadlines
    } in a row

## The scheduler, in the game's thread and in a DM

# $players: who must move; $waited: how long (a duration), or "unknown".
days-reminder = { $players }: game { $game } has waited { $waited ->
        [unknown] a while
       *[known] { $waited }
    } for your move.
days-reminder-deadline = { $players }: game { $game } has waited { $waited ->
        [unknown] a while
       *[known] { $waited }
    } for your move. A caretaker moves for you at the deadline, { $when }.
days-reminder-dm = Game { $game } has waited { $waited ->
        [unknown] a while
       *[known] { $waited }
    } for your move.
# $player: the absent player; $count: the deadlines they missed in a row.
days-limit-reached = { $player } has missed { $count ->
        [one] { $count } deadline
       *[other] { $count } deadlines
    } in a row. The host, { $host }, may remove them with /{ cmd-zark } { cmd-zark-remove } (their pyramids leave the board, R-18).

## /zark ping

days-pong = Pong: the bot is awake.
