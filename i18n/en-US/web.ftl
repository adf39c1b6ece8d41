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
