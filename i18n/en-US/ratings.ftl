# Ratings in words (play/ratings.py): /zark rating profile and /zark rating leaderboard (only the asker reads them,
# in their language), and the line a rated game's last board adds (the table's language).
# Figures ($mu, $sigma, $before, $after, $ordinal, $rate) come formatted as the language writes them (27.3, 67%).
# $title: a game's name (Zark City, Unocitta, Unopolis, Zarcana), never translated. $player: a mention or a
# computer level's name (ratings-computer).

ratings-no-game = There is no game called { $name }. The games are { $games }.

## A rating: its skill and uncertainty.

ratings-skill = { $mu } ± { $sigma }
ratings-skill-provisional = { $mu } ± { $sigma } (provisional)
# A computer level's rated pseudo-player. $level: easy, medium or hard.
ratings-computer = { $level ->
        [easy] Computer (easy)
        [medium] Computer (medium)
        [hard] Computer (hard)
       *[any] Computer ({ $level })
    }

## /zark rating profile

ratings-none-yours = You have no rated games yet: every game played to its end here is rated. Start one with /{ cmd-zark } { cmd-zark-new }.
ratings-none-yours-of = You have no rated games of { $title } yet: every game played to its end here is rated. Start one with /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs = { $player } has no rated games yet: every game played to its end here is rated. Start one with /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs-of = { $player } has no rated games of { $title } yet: every game played to its end here is rated. Start one with /{ cmd-zark } { cmd-zark-new }.
ratings-profile-heading = Ratings of { $player }:
# $skill: ratings-skill. $rate: the share of games won, as a percentage.
ratings-standing = **{ $title }**: { $skill }, { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } ({ $rate })
ratings-latest = Latest rated games:
# One of the latest rated games. $date: Discord shows it in the reader's own format; $place: 1 for the winner;
# $seats: how many played; $before, $after: the skill before and after; $where: the game's thread.
ratings-played = { $date } { $title }, game { $game }: { $place ->
        [1] won
       *[lower] place { $place }
    } (of { $seats }), { $before } → { $after } · { $where }
ratings-provisional-note = Provisional: still uncertain by more than ±{ $sigma }; a few more games will settle it.
ratings-no-chart = No chart of the rating in { $title } yet: it takes { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    }.
# The rating chart's alt text. $name: the player's display name; $first, $last: the skill at first and now;
# $first_sigma, $last_sigma: the uncertainty at first and now.
ratings-chart-alt = { $name }'s { $title } rating over { $count ->
        [one] { $count } game
       *[other] { $count } games
    }, from { $first } to { $last }; the shaded band is the uncertainty, ±{ $first_sigma } at first and ±{ $last_sigma } now.

## /zark rating leaderboard

ratings-board-empty-here = Nobody has { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    } of { $title } in this server yet, so there is no table.
ratings-board-empty-anywhere = Nobody has { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    } of { $title } anywhere yet, so there is no table.
# $count: the rated games a player needs; $qualified: how many players have them.
ratings-board-heading-here = **{ $title }**, this server: by mu - 3 sigma, players with at least { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    } ({ $qualified } in all)
ratings-board-heading-everywhere = **{ $title }**, everywhere: by mu - 3 sigma, players with at least { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    } ({ $qualified } in all)
# A line of the table. $place: 1 for the first; $ordinal: the figure it sorts by (mu - 3 sigma); $skill: ratings-skill.
ratings-leader = { $place }. { $player } { $ordinal } ({ $skill }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    })
# The asker's own place below the table. $line: their ratings-leader line.
ratings-you = You: { $line }
ratings-not-on-board-here = You are not on it yet: it takes { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    } of { $title }, one of them here.
ratings-not-on-board = You are not on it yet: it takes { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    } of { $title }.

## The end of a rated game, on its last board.

# One player's change. $name: the player's name at the table.
ratings-change = { $name } { $before } → { $after }
# $changes: every player's ratings-change.
ratings-changes = Ratings in { $title }: { $changes } (/{ cmd-zark } { cmd-zark-rating } { cmd-zark-rating-profile } shows yours).
