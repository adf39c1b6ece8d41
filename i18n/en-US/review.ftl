# The post-game review (play/review.py, /zark review): only the asker reads it, in their language. $game: the
# game's number; $turn: a turn's number; $name, $winner: players' names; $words: a move in words, $move: in notation.

# $title: the game's name (Zark City); $moves: how many moves it had.
review-heading = **Review of game { $game }** ({ $title }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }; it sees every hand)
review-allowed-win = Turn { $turn }: { $name }'s move left { $winner } a win in one, which they took. Winning move: { $words } (`{ $move }`).
review-missed-win = Turn { $turn }: { $name } missed a win in one. Winning move: { $words } (`{ $move }`).
review-nothing = Nothing to point out: no win in one was missed, and no move left the next player a win.
# The findings that did not fit in the message.
review-more = ... and { $count ->
        [one] { $count } more finding
       *[other] { $count } more findings
    }.
# Each player's counts: $missed wins in one they missed, $allowed wins their moves left to the next player.
review-counts = { $name }: { $missed ->
        [one] { $missed } missed win
       *[other] { $missed } missed wins
    }, { $allowed ->
        [one] { $allowed } win
       *[other] { $allowed } wins
    } left to the next player.
review-buttons = The buttons show the board before each finding.
# More boards than buttons: $count, the buttons there are.
review-buttons-first = The buttons show the board before each finding (the first { $count }).

## A button under the review (at most 80 characters), and what the board it shows is.

review-jump-missed = Turn { $turn }: { $name }, missed win
review-jump-allowed = Turn { $turn }: { $name }, win left
# $move: the move's number; $players: who was to act then; $count: how many of them.
review-board-before = The board before move { $move } (turn { $turn }), { $count ->
        [one] { $players } to act
       *[other] { $players } to act
    }.
review-board-before-nobody = The board before move { $move } (turn { $turn }), nobody to act.
