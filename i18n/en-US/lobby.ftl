# The lobby: its message and buttons (in the table's language), and the private "Done: ..." answers of the lobby
# commands (in the asker's).

lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-button-cancel = Cancel
lobby-button-computer = Add computer

# The buttons below a turn's board and in private answers.
button-hand = My hand
button-catchup = Catch up
button-resign = Yes, resign
button-endtutorial = End tutorial
button-playit = Play it
# A computer player's name as seated, in the table's language (kept with the game, so short enough for the
# board's legend): $number its number (a string), $level gentle, easy, medium or hard.
computer-name = Bot { $number } ({ $level ->
        [gentle] gentle
        [medium] medium
        [hard] hard
       *[easy] easy
    })

# $game: the game's title (Zark City); $number: the game's number; $words: its table options in words; $flags:
# hints (hints on), friendly (rated off) or none; $host: a mention.
lobby-heading = **{ $game }**: game { $number } ({ $words }{ $flags ->
        [hints] , hints on: not rated
        [friendly] , friendly: not rated
       *[none] {""}
    }), hosted by { $host }.
# $players: the players' mentions and names, or lobby-nobody-yet.
lobby-players = Players ({ $count }/{ $most }): { $players }
lobby-nobody-yet = nobody yet
# $level: the level the Add computer button seats (easy).
lobby-how-to-join = Press **{ lobby-button-join }** to play. The host presses **{ lobby-button-start }** with { $least } to { $most } players (**{ lobby-button-computer }** seats an { $level } computer player).
lobby-where-to-start = New here? /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-start } says how a turn goes; /{ cmd-zark } { cmd-zark-tutorial } teaches a game by playing.

# The last line of the lobby message: what was just done. $name: a player's name; $computer: a computer player's.
lobby-joined = { $name } joined.
lobby-left = { $name } left.
lobby-started = { $name } started the game.
lobby-cancelled = { $name } cancelled the game.
lobby-seated = { $name } seated { $computer }.
lobby-cancelled-channel-taken = Cancelled: another game lives in this channel.
lobby-tutorial-started = A tutorial: it started at once.
# The first message in a game's thread.
lobby-thread-opened = This thread is game { $game }. Play here once the host starts it.

# The private answers. $place: the game's thread (<#123>), or "channel" when it lives in the channel it was opened in.
lobby-opened = Done: game { $game } is open, to be played in { $place ->
        [channel] this channel
       *[thread] { $place }
    }. Players press **{ lobby-button-join }** on the lobby message; you press **{ lobby-button-start }** when { $least } to { $most } have joined.
# $players: the computer players, listed.
lobby-tutorial-opened = Done: your { $game } tutorial is game { $number }, in { $place ->
        [channel] this channel
       *[thread] { $place }
    }, against { $players }. Each turn option is explained there the first time you can use it, citing its rule; by the end you will have seen them all (/{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-tutorial }).
# $place: where the game plays when the command was typed elsewhere (<#123>), or "here".
lobby-done-joined = Done: you joined (game { $game }){ $place ->
        [here] {""}
       *[elsewhere] , which plays in { $place }
    }.
lobby-done-left = Done: you left (game { $game }){ $place ->
        [here] {""}
       *[elsewhere] , which plays in { $place }
    }.
lobby-done-started = Done: you started the game (game { $game }){ $place ->
        [here] {""}
       *[elsewhere] , which plays in { $place }
    }.
lobby-done-cancelled = Done: you cancelled the game (game { $game }){ $place ->
        [here] {""}
       *[elsewhere] , which plays in { $place }
    }.
lobby-done-computer-joined = Done: { $name } joined game { $game }{ $place ->
        [here] {""}
       *[elsewhere] , which plays in { $place }
    }.
lobby-done-computer-left = Done: { $name } left game { $game }{ $place ->
        [here] {""}
       *[elsewhere] , which plays in { $place }
    }.
