# What a turn says in the Zark family (Zark City, Unocitta, Unopolis: play/zark), and the engine's words for a move
# and a position (rules/zark: describe, text.py). $name is a player's name; $cell and $to cells' names (M13);
# $card, $ace and $nomination a card: its code (7♥, K♦, 5★) or one of the zark-cardname messages; $cards and $paid
# lists of cards, with commas; $size, $bigger and $convert a pyramid's size: small, medium or large; $users mentions
# of players (or computer players' names), with commas, and $count how many; $notation a move in notation (as typed).

zark-wrong-commands = This is a Zark City game (or one of its Uno-deck cousins): play it with /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } and /{ cmd-discard } (see /{ cmd-zark } { cmd-zark-rules }). The /{ cmd-zarcana } commands are for Zarcana games.
# The table's options in a few words, for the lobby. $edition: arcade or classic; $deck: standard, zark or uno (as
# the table options take them); $size: 3 or 4, the cards of a power block.
zark-table-words = { $edition } edition, { $deck } deck, { $size }-card power blocks
zark-waiting-starters = You have chosen your starter; waiting for the others.

## A card wholly in words, for a menu's descriptions and screen readers

# $rank: 2 to 10, or J, Q, K, A; $suit: hearts, diamonds, clubs, spades or stars (the zark deck's fifth suit).
zark-card-in-words = { $rank ->
    [J] Jack
    [Q] Queen
    [K] King
    [A] Ace
   *[number] { $rank }
  } of { $suit ->
    [hearts] hearts
    [diamonds] diamonds
    [clubs] clubs
    [spades] spades
   *[stars] stars
  }

## A move in words (rules.zark.describe): what the player did, said after their name (zark-move-line) or in a log

zark-did-starter = chose a starter card
zark-did-place = placed their starter on { $cell }
zark-did-draw = drew three cards
zark-did-grow = grew their { $size ->
    [small] small
    [medium] medium
   *[large] large
  } on { $cell } to a { $bigger ->
    [small] small
    [medium] medium
   *[large] large
  }
zark-did-spawn = spawned a small on { $cell }
zark-did-build = built the { $card } on { $cell }
# A Wild built with what it stands for (R-24).
zark-did-build-as = built the { $card } (standing for the { $nomination }) on { $cell }
zark-did-hatch = built the { $card } on { $cell } and hatched a small on it
zark-did-hatch-as = built the { $card } (standing for the { $nomination }) on { $cell } and hatched a small on it
zark-did-move = moved their { $size ->
    [small] small
    [medium] medium
   *[large] large
  } from { $cell } to { $to }
# $owner: the name of the player whose pyramid was attacked.
zark-did-demolish = demolished { $owner }'s { $size ->
    [small] small
    [medium] medium
   *[large] large
  } on { $cell }, paying { $paid }
zark-did-convert = converted { $owner }'s { $size ->
    [small] small
    [medium] medium
   *[large] large
  } on { $cell } into a { $convert ->
    [small] small
    [medium] medium
   *[large] large
  } of their own, paying { $paid }
zark-did-fly = flew the card on { $cell } to { $to } with the { $ace }
zark-did-nominate = made the Wild on { $cell } stand for the { $nomination }
zark-did-discard = discarded { $cards }
zark-did-resign = resigned
zark-did-agree-end = agreed to end the game

## The same move tried in a preview, said to the player who tried it (rules.zark.describe with would)

zark-would-starter = You would have chosen a starter card.
zark-would-place = You would have placed your starter on { $cell }.
zark-would-draw = You would have drawn three cards.
zark-would-grow = You would have grown your { $size ->
    [small] small
    [medium] medium
   *[large] large
  } on { $cell } to a { $bigger ->
    [small] small
    [medium] medium
   *[large] large
  }.
zark-would-spawn = You would have spawned a small on { $cell }.
zark-would-build = You would have built the { $card } on { $cell }.
zark-would-build-as = You would have built the { $card } (standing for the { $nomination }) on { $cell }.
zark-would-hatch = You would have built the { $card } on { $cell } and hatched a small on it.
zark-would-hatch-as = You would have built the { $card } (standing for the { $nomination }) on { $cell } and hatched a small on it.
zark-would-move = You would have moved your { $size ->
    [small] small
    [medium] medium
   *[large] large
  } from { $cell } to { $to }.
zark-would-demolish = You would have demolished { $owner }'s { $size ->
    [small] small
    [medium] medium
   *[large] large
  } on { $cell }, paying { $paid }.
zark-would-convert = You would have converted { $owner }'s { $size ->
    [small] small
    [medium] medium
   *[large] large
  } on { $cell } into a { $convert ->
    [small] small
    [medium] medium
   *[large] large
  } of your own, paying { $paid }.
zark-would-fly = You would have flown the card on { $cell } to { $to } with the { $ace }.
zark-would-nominate = You would have made the Wild on { $cell } stand for the { $nomination }.
zark-would-discard = You would have discarded { $cards }.
zark-would-resign = You would have resigned.
zark-would-agree-end = You would have agreed to end the game.

## What a preview says besides (play/zark/preview.py)

zark-preview-draw = You would draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }: you see which only when you play the move.
# $block: the cells of the winning power block (M13 N13 O13).
zark-preview-you-win = You would win with the power block { $block }.
zark-preview-win = { $name } would win with the power block { $block }.
# $count: the cards held (more than $limit, the hand limit); $excess: the cards to discard.
zark-preview-discard = You would then hold { $count } cards and discard { $excess } down to { $limit }.
zark-preview-no-win = No one would win yet.

## The table's post after a move (play/zark/texts.py)

# $move: what the player did (a zark-did- message).
zark-move-line = **{ $name }** { $move } · `{ $notation }`
zark-over-by-agreement = The game is over: it ended by agreement, with no winner.
# The bot puts a trophy emoji before a win. $who: the winner (a mention, or a computer player's name); $block: the
# cells of the winning power block.
zark-wins-with = { $who } wins with { $block }!
zark-wins = { $who } wins!
zark-waiting-for-starters = Waiting for starter cards from { $users } (/{ cmd-zark } { cmd-zark-starter }).
# Every one of $users is a computer player.
zark-waiting-for-computer-starters = Waiting for starter cards from { $users }.
zark-computers-place-starters = { $users } { $count ->
    [one] places its
   *[other] place their
  } starter card (first round, R-3).
zark-place-your-starter = { $users }, place your starter card with /{ cmd-zark } { cmd-zark-place } (first round, R-3).
zark-discarding = { $users } { $count ->
    [one] is
   *[other] are
  } discarding down to six.
# $turn: the turn's number.
zark-computers-thinking = { $users } { $count ->
    [one] is
   *[other] are
  } thinking (turn { $turn }).
zark-your-turn = { $users }, your turn (turn { $turn }).
zark-turn-goes-on = Still **{ $name }**'s turn: changing a Wild's nomination is free (R-24).
# After whose turn it is, once no power block can ever be made (R-28a: no card flies, and none off the board could make one).
zark-nobody-can-win = No power block can be made any more, so nobody can win (R-28a): /{ cmd-zark } { cmd-zark-end } votes to end the game with no winner.

## What everyone may know of a move's events

# $shown: each player's name and starter card (zark-starter-shown), with commas; $name: who goes first.
zark-starters-revealed = Starters revealed: { $shown }. { $name } goes first (R-2).
zark-starter-shown = { $name } { $card }
zark-reshuffled = The discard pile was shuffled into a new deck of { $count ->
    [one] { $count } card
   *[other] { $count } cards
  } (R-10).
zark-drew = { $name } drew { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }.

## What the mover learns privately, and the hand

# $move: the move's line (zark-move-line).
zark-done = Done: { $move }
zark-you-drew = You drew: { $cards }.
zark-report-hand = Your hand ({ $count }): { $cards }.
zark-report-hand-empty = Your hand (0): nothing.
# $count: the cards held (more than the hand limit); $excess: the cards to discard.
zark-discard-owed = You hold { $count } cards: discard { $excess } to end your turn (menu below, or /{ cmd-discard }).
zark-hand = Your hand ({ $count }): { $cards }
zark-hand-empty = Your hand is empty.
zark-hand-starter = Your starter (still secret): { $card }.

## A position in words (rules/zark/text.py): the text board and the board's legend

zark-marks-letters = colour letter + s/m/l
# In the Uno games, whose cards are named by colours, a seat's pyramids are marked by its number.
zark-marks-numbers = seat number + s/m/l
# $colour: the seat's colour (blue, orange, green, purple, yellow); $letter: its letter (B, O, G, P, Y).
zark-seat-colour = [{ $colour ->
    [blue] blue
    [orange] orange
    [green] green
    [purple] purple
   *[yellow] yellow
  }, { $letter }]
# $mark: the seat's number (1 to 5).
zark-seat-marked = [{ $colour ->
    [blue] blue
    [orange] orange
    [green] green
    [purple] purple
   *[yellow] yellow
  } pyramids, marked { $mark }]
# $seat: the seat's colour and mark (zark-seat-colour or zark-seat-marked); $count: the cards in hand; $small,
# $medium and $large: the pyramids of each size left in the stash.
zark-seat-line = { $name } { $seat }: { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }, stash { $small } small { $medium } medium { $large } large
zark-seat-line-resigned = { $name } { $seat } (resigned): { $count ->
    [one] { $count } card
   *[other] { $count } cards
  }, stash { $small } small { $medium } medium { $large } large
zark-status-agreed = Game over: ended by agreement, no winner.
zark-status-won-with = Game over: { $name } wins with { $block }.
zark-status-won = Game over: { $name } wins.
# $names: the players to act, with commas.
zark-status-starters = Choosing starter cards; waiting for { $names }.
zark-status-first-round = First round: { $names } places their starter.
zark-status-discard = Turn { $turn }: { $names } must discard down to 6.
zark-status-turn = Turn { $turn }: { $names } to play.
