# What every game's turns say around the family's own words (play/reports.py, play/announcements.py,
# play/history.py, play/preview.py, cogs/support/moves.py, delivery.py, looking.py): the caretaker's line, a game's
# start, the turn DM, catching up, the log, a preview's lines. $name is a player's name; $move a move in words
# (a family's message, or its line); $notation a move in notation, as typed; $id a game's number.

## The table's posts

# The bot puts an hourglass emoji before it. $move: the move's line, as the table reads it.
turns-caretaker = Deadline passed: the caretaker played for { $name }, who keeps their seat. { $move }
# $count: the lines of earlier moves left out of the post.
turns-earlier-lines = …and { $count ->
    [one] { $count } earlier line
   *[other] { $count } earlier lines
  } (/{ cmd-zark } { cmd-zark-log } has every move).
# $count: the earlier moves left out of one message for several boards.
turns-earlier-moves = …and { $count ->
    [one] { $count } earlier move
   *[other] { $count } earlier moves
  } (/{ cmd-zark } { cmd-zark-log } has every move).
# $players: the seats in order, with commas: a person's name and mention, a computer player's name.
turns-game-begun = Game { $id } has begun! Seats in order: { $players }. Press **My hand** to see your cards.
turns-game-begun-hints = Game { $id } has begun! Seats in order: { $players }. Press **My hand** to see your cards. Hints are on: /{ cmd-zark } { cmd-zark-hint } suggests your move (this game is not rated).
# In the thread, when a player's DMs are closed. $mention: the player's mention.
turns-dm-closed = { $mention }, I could not send you a direct message (are your DMs closed?), so I will ping you here instead. Switch DMs back on with /{ cmd-zark } { cmd-zark-notify } when you want them.

## Direct messages

# $title: the game's name (Zark City, Unocitta, Unopolis, Zarcana).
turns-your-move = It is your move in { $title } game { $id }.

## What the player who moved reads privately

turns-already-made = That move has already been made.
turns-board-not-posted = Your move counts, but I could not post the board in the game's thread: please ask a server admin to check that I may send messages and attach files there.
# The menu of cards to discard; $count: how many to choose.
turns-choose-to-discard = Choose { $count } { $count ->
    [one] card
   *[other] cards
  } to discard

## Previews

turns-preview-heading = **Preview**: nothing is played yet, and no one else sees this.
turns-preview-not-your-turn = It is not your turn: this is your move on today's board, as if your turn began now.
turns-preview-play-it = Press **{ button-playit }** to play exactly this move, if the game has not moved on since.
turns-hint-heading = **Hint**: the medium computer player, seeing only your cards and the table, would play `{ $move }`. Nothing is played yet, and no one else sees this.
turns-preview-too-long = (This move is too long for a button: play it with the same command, without preview.)
turns-hint-too-long = (This move is too long for a button: play it with its own command.)

## Catching up and the log

turns-catch-up-nothing = Nothing has happened since your last move.
# $count: the moves since the reader's last; the board's cells they changed are outlined.
turns-catch-up-cells = Since your last move ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
  }; changed cells are outlined):
# $move: the move in words (the family's message).
turns-catch-up-line = { $name }: { $move } · `{ $notation }`
# $number: the move's number in the game.
turns-log-line = { $number }. { $name }: { $move } · `{ $notation }`
turns-log-empty = No moves yet.
