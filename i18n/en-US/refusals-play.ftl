# The refusals of the application and the store (play/, cogs/, data/), and the sentences every game shares: what a
# player reads privately when a command, button or menu changes nothing. Game numbers, cells, card codes, mentions
# (<@123>, <#123>) are written as they are in every language; command names are the reader's, from commands.ftl
# (/{ cmd-zark } { cmd-zark-new }).

## Shared words

play-apology = Sorry, something went wrong on our side. Nothing was changed; please try again in a moment.
play-stale-button = This button belongs to a game that has moved on or ended; use the newest message instead.
play-stale-menu = This menu is from an earlier moment of the game; it has moved on. Use the newest message.
# A game in a list of games: $place is the mention of its thread or channel, $game its number.
play-game-link = { $place } (game { $game })
# A game's thread, named in the table's language: $game is the name of what is played (Zark City, Unocitta,
# Unopolis, Zarcana), $number the game's number.
play-game-name = { $game } game { $number }
# Items of a list one after another: the first, then the rest of the list.
play-list = { $first }, { $rest }

## Previews and hints

play-preview-moved-on = The game has moved on since this preview, so nothing was played. Preview the move again to see it now.
play-preview-over = This game is over: there is nothing left to preview.
play-resigned = You have resigned from this game.
play-preview-not-yours = This preview belongs to another player's seat; preview your own move instead.
play-hints-off = Hints are off at this table. A host turns them on when opening a game: /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.options }:hints:on (such a game is not rated).
play-hint-over = This game is over: there is no move left to hint at.
play-hint-resigned = You have resigned from this game, so there is no move of yours to hint at.
play-hint-not-your-turn = It is not your turn: a hint is for a move you must make now. Ask again when it is your turn.
play-hint-moved-on = The game has moved on since this hint, so nothing was played. Ask for a hint again (/{ cmd-zark } { cmd-zark-hint }) to see one now.

## Whose turn, and another family's commands

play-not-your-turn = It is { $name }'s turn, not yours.
play-zark-starter-chosen = You have chosen your starter; waiting for the others.
# $decision: the pending decision as a sentence (who must do what).
play-zarcana-not-yours-to-answer = Not yours to answer: { $decision }
# A family's words for a command of another family used at its table, when it has none more precise.
play-wrong-commands = This is a game of { $game }: play it with its own commands.
play-zark-wrong-commands = This is a Zark City game (or one of its Uno-deck cousins): play it with /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } and /{ cmd-discard } (see /{ cmd-zark } { cmd-zark-rules }). The /{ cmd-zarcana } commands are for Zarcana games.
play-zarcana-wrong-commands = This is a Zarcana game: play it with the /{ cmd-zarcana } commands ({ cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare }, and { cmd-zarcana-drawn }, { cmd-zarcana-again }, { cmd-zarcana-done }, { cmd-zarcana-give }, { cmd-zarcana-top } to answer; see /{ cmd-zarcana } { cmd-zarcana-rules }).
play-zarcana-no-menu = Zarcana asks for no cards from a menu: use the /{ cmd-zarcana } commands.

## Why an option has nothing to offer now (the one entry offered, and the refusal of the command run with it)

play-nothing-to-choose = There is nothing to choose there now.
play-zark-nothing-attack = Nothing to attack now: no other player's pyramid near yours that your hand pays for (R-11).
play-zark-nothing-attack-own = Nothing to attack now: no pyramid on or next to a card you occupy that your hand pays for (R-11).
play-zark-nothing-grow = Nothing to grow now: none of your pyramids has the next size up in your stash.
play-zark-nothing-spawn = Nowhere to spawn now: you need a small in your stash and a card you occupy.
play-zark-nothing-build = Nowhere to build now: no number card in hand, or no empty cell next to a card you occupy.
play-zark-nothing-move = Nothing to move now: none of your pyramids is on the board next to another card.
play-zark-nothing-fly = Nothing to fly now: you need an Ace and a card you occupy that may fly (R-15).
play-zark-nothing-hatch = You cannot hatch now: only a player with no pyramids on the board hatches (R-16).
play-zarcana-nothing-place = Nowhere to place now: no small in your stash, or every card holds three minions (Z-2, Z-24).
play-zarcana-nothing-place-mine = You cannot place now: you have a minion on the board; place only with none (Z-29).
play-zarcana-nothing-play = Nothing to play now: no card in your hand has a legal use now (Z-18).
play-zarcana-nothing-empty-hand = Your hand is empty: there is nothing to play or discard (options 2 and 6).
play-zarcana-nothing-use = Nothing to use now: none of your minions may use the face-up card it stands on (Z-16, Z-18).
play-zarcana-nothing-no-minion = You have no minion on the board: place one with /{ cmd-zarcana } { cmd-zarcana-place } (option 1, Z-29).
play-zarcana-nothing-reorient = Nothing to reorient now: none of your minions may turn (option 4, Z-13).
play-zarcana-nothing-full-hand = You cannot draw now: you hold six cards or more, the hand limit (Z-26, H-4).
play-zarcana-nothing-draw = You cannot draw now: no card is left in the deck or the discard pile (Z-65).
play-zarcana-nothing-discard = Nothing to discard now (option 6).
play-zarcana-nothing-no-drawn = Nothing to use with /{ cmd-zarcana } { cmd-zarcana-drawn }: it answers the Fool, with the card it drew (Z-35).
play-zarcana-nothing-no-again = No second step now: /{ cmd-zarcana } { cmd-zarcana-again } follows Death, the Chariot or Strength (Z-42).
play-zarcana-nothing-no-give = Nothing to give now: /{ cmd-zarcana } { cmd-zarcana-give } answers the Emperor's demand (Z-39).
play-zarcana-nothing-no-top = Nothing to order now: /{ cmd-zarcana } { cmd-zarcana-top } answers when cards reach the pile together (H-9).
play-zarcana-nothing-answer-drawn = Not now: first use the card the Fool drew, with /{ cmd-zarcana } { cmd-zarcana-drawn } (Z-35).
play-zarcana-nothing-answer-again = Not now: first take the second step with /{ cmd-zarcana } { cmd-zarcana-again }, or stop with /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-reorient = Not now: turn more minions with /{ cmd-zarcana } { cmd-zarcana-reorient }, or stop with /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-give = Not now: first give the cards the Emperor demands, with /{ cmd-zarcana } { cmd-zarcana-give } (Z-39).
play-zarcana-nothing-answer-top = Not now: first say which card goes on top of the pile, with /{ cmd-zarcana } { cmd-zarcana-top } (H-9).
play-zarcana-nothing-drawn-done = The card the Fool drew has no use now (Z-35).
play-zarcana-nothing-again-done = No second step is possible now: stop with /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-reorient-done = No minion is left to turn now: stop with /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-give-done = You have no cards to give (Z-39, H-12).
play-zarcana-nothing-top-done = There is no card to put on top now (H-9).
# Options left to choose, by $options: the names of the options left out, joined by "-", in this order.
play-zarcana-several-moves = That could be { $count } different moves: choose the { $options ->
        [power] power
        [minion] minion
        [target] target
        [power-minion] power and the minion
        [power-target] power and the target
        [minion-target] minion and the target
       *[power-minion-target] power and the minion and the target
    } from the lists.

## Reading what a player typed into an option

# $text: what the player typed, quoted (so in every message below that has it).
play-reading-not-a-pyramid = { $text } does not name a pyramid: write its cell and size, like 'M13 small'.
# $deck: the table's deck (standard, zark or uno): the examples are cards of that deck (zark reads as standard).
play-reading-no-card = Name at least one card, like { $deck ->
        [uno] '7R' or '7R SB'
       *[standard] 'QH' or 'QH QS'
    }.
play-reading-no-tarot-card = Name at least one card, like '7C' or '7C 2S'.
play-reading-not-a-seat = { $text } is not a seat in this game.
play-reading-not-a-target = { $text } does not name a pyramid to attack: pick one from the list, like 'N13 2 medium'.
# $size: small, medium or large; $cell: the cell, like M13.
play-reading-several-owners = Several players have a { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell }: pick one from the list.
play-reading-no-opponent-piece = There is no opponent's { $size ->
        [small] small
        [medium] medium
       *[large] large
    } pyramid on { $cell }.
play-reading-not-an-outcome = { $text } is not an outcome: choose 'demolish' or 'convert small/medium/large'.
play-reading-not-your-minion = { $text } does not name one of your minions: pick one from the list, like 'M13 small east'.
play-reading-not-a-minion = { $text } does not name a minion: pick one from the list, like '2 large east at N13'.
cogs-zarcana-not-a-count = { $text } is not a number of cards to draw: draw 1, 2 or 3 (option 5, Z-26).

## Finding the game, and a seat in it

play-game-cancelled = This game was cancelled.
play-game-over = This game is over.
play-no-game-here = There is no game here. Start one with /{ cmd-zark } { cmd-zark-new }.
# $links: the player's games, each a link (play-game-link).
play-no-game-here-yours = There is no game here. Your games: { $links }
play-not-started = This game has not started yet: the host starts it from the lobby.
play-not-playing = You are not playing in this game.

## Lobbies

# $word and $name: what the host typed, quoted.
play-table-option-not-name-value = { $word } is not a table option: write NAME:VALUE, like 'edition:classic'.
play-table-option-twice = The table option { $name } is given twice.
play-lobby-host-leaving = You are the host: cancel the game instead of leaving it (or seat computer players first, with /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add }, and watch them play).
play-lobby-host-computers = Only the host can add or remove computer players.
# $level: what was typed, quoted; the levels are the values of /zark bot add level.
play-lobby-no-level = There is no level { $level }: choose easy, medium or hard.
play-lobby-no-computer = There is no computer player in this game.
play-lobby-not-a-computer = That is not one of this game's computer players: pick one from the list.
# $host: a mention of the host.
play-lobby-host-starts = Only the host, { $host }, can start this game.
# $game: the game's name (Zark City, Unocitta, Unopolis, Zarcana).
play-lobby-too-few = { $game } needs at least { $count ->
        [one] { $count } player
       *[other] { $count } players
    }; wait for someone to join.
play-lobby-who-cancels = Only the host or someone who can manage this server can cancel a game.
# $channel: a mention of the channel.
play-lobby-thread-taken = This thread belongs to game { $game }. Open a new game from the channel { $channel } with /{ cmd-zark } { cmd-zark-new }: it gets a thread of its own.
play-lobby-channel-taken = This channel already has game { $game } in progress; finish or cancel it first.
# $places: the lobbies, each a link (play-game-link).
play-lobby-several-meant = There is no game here, and { $count ->
        [one] { $count } lobby
       *[other] { $count } lobbies
    } opened from this channel could be meant: { $places }. Type the command in the game's thread, or press **Join** (or the button you mean) on its lobby message.
play-lobby-none-waiting = There is no game here, and no game is waiting for players. Start one with /{ cmd-zark } { cmd-zark-new }.
play-lobby-waiting = There is no game here. Games waiting for players: { $places }. Press **Join** on a lobby message, or use /{ cmd-zark } { cmd-zark-lobby } { cmd-zark-lobby-join } in the game's thread.

## Timers, absences and removals

play-timers-host-only = Only the host can change this game's reminders and deadline.
# $zone: what the player typed, quoted.
play-time-zone-unknown = { $zone } is not a time zone I know; pick one from the list, like Europe/Paris.
play-away-days = You can be away for 0 to { $most } days.
play-remove-host-only = Only the host can remove a player.
play-remove-not-playing = That person is not playing in this game.
# $count: the deadlines the player missed in a row; $limit: how many allow the host to remove them.
play-remove-too-soon = { $name } has missed { $count ->
        [one] { $count } deadline
       *[other] { $count } deadlines
    } in a row; a player can be removed after { $limit }.

## Reviews, replays and tutorials

play-review-elsewhere = Game { $game } was played in another server, and you did not play in it.
play-review-never-started = Game { $game } never started: there is nothing to review.
play-review-not-over = Game { $game } is still running. A review sees every player's cards, so it is shown only once the game is over: ask again after its last move.
# $move: the move's number in the game.
play-review-no-move = Game { $game } has no move { $move }.
play-replay-not-a-number = Name the game by its number, like 12, or pick one of your finished games from the list.
play-replay-no-game = There is no game { $game } here.
play-replay-not-started = Game { $game } has not started yet: its replay comes when it is over.
play-replay-cancelled = Game { $game } was cancelled before it was over: only a finished game has a replay.
play-replay-still-playing = Game { $game } is still being played: its replay comes when it is over (`/{ cmd-zark } { cmd-zark-board }` shows it now).
play-tutorial-not-one = Game { $game } is no tutorial, so there is none to end; nothing changed. /{ cmd-zark } { cmd-zark-resign } leaves a game.
# $name: the learner's name, or play-tutorial-the-learner.
play-tutorial-not-the-learner = Only { $name }, who is learning in this tutorial, may end it; nothing changed.
play-tutorial-the-learner = the learner
play-tutorial-over = This tutorial is over already; nothing changed. Start another with /{ cmd-zark } { cmd-zark-tutorial }.

## Commands in Discord

cogs-resign-not-started = This game has not started; use Leave instead.
cogs-defaults-managers-only = Only someone who can manage this server can set its defaults.
cogs-pick-player = Pick the player from the list.
cogs-pick-computer = Pick the computer player from the list.
cogs-lobby-server-channel = Start a game in a server channel.
cogs-lobby-channel-taken = Another game lives in this channel now, and this one could not open a thread of its own, so it was cancelled. Start it in another channel, or finish the other game first.
cogs-lobby-not-posted = Discord did not take the lobby message just now, so nothing was opened. Please try again.
cogs-lobby-not-allowed = I may not post the lobby message here, so nothing was opened: a server admin can let me send messages here.

## The store

store-no-game-number = There is no game number { $game }.
store-stale-version = The game moved on while you were choosing: look at the board again and make your move.
store-duplicate-move = That move has already been made.
store-not-started = This game has not started yet.
store-already-started = This game has already started.
store-game-over = This game is over.
store-abandoned = This game was abandoned.
store-lobby-already-in = You are already in this game.
store-lobby-not-in = You are not in this game.
store-lobby-full = This game is full: { $count ->
        [one] { $count } player has joined
       *[other] { $count } players have joined
    }.
store-damaged = Game { $game } is damaged and cannot be loaded; the bot's operator has been told.
