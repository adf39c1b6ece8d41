# The web companion's pages (web/): a game's page, its moves, and the pages for an address that leads nowhere.

web-site-name = Zark City for Discord
web-home-title = Zark City for Discord: the web companion
web-home = Games are played on Discord. Each game has its own page here, reached only by the link its board messages carry.
web-game-title = { $title } game { $game }
web-game-description = { $players } · { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } · { $status }
web-status-turn = { $count ->
        [one] { $names } to play.
       *[other] { $names } to play.
    }
web-status-turn-until = { $count ->
        [one] { $names } to play, until { $until } (UTC).
       *[other] { $names } to play, until { $until } (UTC).
    }
web-status-won = { $count ->
        [one] { $names } won.
       *[other] { $names } shared the win.
    }
web-status-no-winner = The game ended by agreement, with no winner.
web-status-stopped = This game was stopped before it ended.
web-players = Players
web-computer = computer
web-to-play = to play
web-moves = Moves so far
web-no-moves = No move yet.
web-move-line = { $number }. { $name }: { $words }
web-board-now = The board now
web-board-deal = The board at the deal, before the first move
web-board-after = The board after move { $number } of { $total }
web-first = The deal
web-previous = Previous move
web-next = Next move
web-latest = The board now
web-steps = Step through the moves
web-keys = The left and right arrow keys step through the moves too.
web-ratings = Rating changes
web-rating-change = { $name }: { $before } → { $after }
web-thread = Open the game's thread in Discord
web-downloads = Downloads
web-record = The game's record (text)
web-replay = The animated replay (GIF)
web-live = New moves appear on this page as they are played.
web-not-found-title = Page not found
web-not-found = There is no page at this address. A game's page is reached by the link its board messages carry in Discord.
web-not-allowed-title = Not allowed
web-not-allowed = These pages can only be read.
web-too-many-title = Too many requests
web-too-many = { $seconds ->
        [one] Too many requests from your address: try again in { $seconds } second.
       *[other] Too many requests from your address: try again in { $seconds } seconds.
    }
web-error-title = Something went wrong
web-error = The page could not be made. Try again in a moment.
web-home-link = Home
web-view-button = View on the web
web-own-title = { $name }'s own view of { $title }
web-own-note = Only you were given this address: it shows your hand as well as the table, until { $until } (UTC).
web-own-button = My view on the web (24 hours)
web-hand = Your hand
web-forbidden-title = This link does not open
web-forbidden = This private link is not valid, or it has expired. Ask for a new one with /{ cmd-zark } { cmd-zark-hand } in Discord.

## Players, leaderboards and listed servers (web/people.py), and the /web command's replies.

web-home-boards = Leaderboards of the listed servers
web-player-title = { $name }: ratings and games
web-player-ratings = Ratings
# $skill: ratings-skill.
web-player-standing = { $title }: { $skill }, { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }, { $wins ->
        [one] { $wins } won
       *[other] { $wins } won
    }
web-player-speed-title = Time to move
# $span: a duration (days-span-…); $count: how many turns it was read from.
web-player-speed = Median time to move: { $span } (over { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    }).
web-player-speed-none = No turn of theirs has been timed yet.
web-player-caretaker = { $count ->
        [0] The caretaker has never had to move for them.
        [one] The caretaker moved { $count } time for them, at a missed deadline.
       *[other] The caretaker moved { $count } times for them, at missed deadlines.
    }
web-player-history = Latest rated games
# $place: 1 for first; $before, $after: the rating before and after.
web-player-game = { $title }, { $when }: place { $place } of { $seats }, rating { $before } → { $after }
web-player-no-history = No rated game in a listed server yet.
web-player-opponents = Opponents met most
web-player-opponent = { $name }: { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
web-player-no-opponents = No opponent met in a listed server yet.
web-board-everyone = { $title }: leaderboard of the listed servers
web-board-everyone-note = Players with at least three rated games who played in a server listed on the web and have not hidden their profile.
web-board-server = { $title }: this server's leaderboard
# $skill: ratings-skill.
web-board-place = { $place }. { $name }: { $skill }, { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }
web-board-empty = Nobody is on this leaderboard yet: it takes three rated games.
web-server-title = A Discord server's games and leaderboards
web-server-title-named = { $name }: games and leaderboards
web-server-games = Latest games
web-server-no-games = No game has been played here yet.
# $status: playing, setup, finished or abandoned.
web-server-game = { $title } game { $game } ({ $when }): { $status ->
        [finished] finished
        [abandoned] stopped
       *[playing] being played
    }
web-listing-on = This server is now listed on the web: its games, leaderboards and players' profiles are linked from { $url }. Anyone can hide their own profile with /{ cmd-web } { cmd-web-profile } { cmd-web-profile-hide }.
web-listing-on-no-address = This server is now listed on the web; this bot has no public web address yet, so there is no link to give.
web-listing-off = This server is no longer listed: its page, leaderboards and the profiles it made visible are gone from the web. A game's own page still opens from its link.
web-listing-no-server = Listing is for a server: use this command in one of its channels.
web-listing-not-allowed = Only someone with the Manage Server permission can list this server on the web or take it off.
web-profile-hidden = Your profile is now hidden everywhere on the web: its address shows nothing and no leaderboard names you.
web-profile-shown = Your profile shows on the web again, linked from the servers listed there.
web-no-address = This bot has no public web address, so there are no links to give.
web-link-profile = Your profile: { $url }
web-link-hidden = Your profile is hidden. Show it again with /{ cmd-web } { cmd-web-profile } { cmd-web-profile-show }.
web-link-unlisted = Your profile is not on the web: none of your rated games was played in a server listed there.
web-link-server = This server's page: { $url }
