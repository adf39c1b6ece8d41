# What the Zark family's engine refuses (rules/zark/turn_options.py and game.py): the turn options, starters,
# whose turn, the hand limit. $cell and $to are cells' names (M13); $name a player's name; $card a card: its code
# (7♥, K♦, 5★) or one of the zark-cardname messages below; $size small, medium or large.

## A card named in words, inside a refusal

# An Uno number card: $colour red, yellow, green or blue; $number 0 to 9.
# An Uno action card: $colour as above; $action skip, reverse or draw-two.

## Grow, spawn, build, hatch

zark-large-cannot-grow = A large pyramid cannot grow any bigger.
zark-cell-taken = { $cell } already has a card on it.
zark-not-next-to-yours = { $cell } is not next to a card you occupy.
zark-not-a-number-card-to-build = The { $card } is not a number card; only number cards go on the board.
zark-not-a-number-card-to-build-wilds = The { $card } is not a number card; only number cards and Wilds go on the board.
zark-hatch-when = You can hatch only when you have no pyramids on the board.
zark-no-card-at = There is no card at { $cell }.
zark-no-own-pyramid = You have no { $size ->
    [small] small
    [medium] medium
   *[large] large
  } pyramid on { $cell }.
zark-none-in-stash = You have no { $size ->
    [small] small
    [medium] medium
   *[large] large
  } pyramid in your stash.
zark-none-in-stash-to-convert = You have no { $size ->
    [small] small
    [medium] medium
   *[large] large
  } pyramid in your stash to convert with.
zark-no-pyramid-on = You have no pyramid on { $cell }.
zark-three-sizes = Pyramids come in three sizes: small, medium and large.

## Wilds (R-24)

zark-wild-needs-nomination = Say what the { $card } stands for: a colour and a number, as in 'as 7R' (R-24).
zark-only-wilds-stand-for = Only a Wild stands for another card; the { $card } is itself.
# $lowest and $highest: the deck's lowest and highest number (0 and 9).
zark-nomination-not-a-number = A Wild stands for a number card of one colour, { $lowest } to { $highest }, not the { $card } (R-24).
# $game: the game's name (Zark City).
zark-no-wilds = There are no Wilds in { $game }.
zark-nominate-when = A Wild's nomination can change only during your own turn, once turns have begun.
zark-not-a-wild = The { $card } on { $cell } is not a Wild.
zark-nominate-sole-occupant = Only the sole occupant of the Wild on { $cell } may change what it stands for.
zark-nomination-unchanged = The Wild on { $cell } already stands for the { $card }.

## Move

zark-move-not-next-to = { $to } is not next to { $cell }.
zark-move-onto-cards = There is no card at { $cell }; pyramids move only onto cards.

## Attack

zark-convert-smaller = You can convert only into a pyramid of the same size or smaller.
# $count: the game's players; $number: the player asked for.
zark-no-such-player = This game has only { $count ->
    [one] { $count } player
   *[other] { $count } players
  }: there is no player { $number }.
zark-attack-own = You cannot attack your own pyramid.
zark-no-such-target = There is no { $size ->
    [small] small
    [medium] medium
   *[large] large
  } pyramid of { $name }'s on { $cell }.
zark-out-of-range = { $cell } is not on or next to a card you occupy.
# $deck: standard, zark or uno, whose cards pay.
zark-number-cannot-pay = The { $card } cannot pay for an attack; only { $deck ->
    [standard] J, Q, K, A and Jokers
    [zark] J, Q, K and A
   *[uno] Skip, Reverse, Draw Two and Wilds
  } can.
# $pips: the pyramid's size in pips (1 to 3), and so the cards it takes.
zark-classic-payment = Attacking a { $size ->
    [small] small
    [medium] medium
   *[large] large
  } pyramid takes exactly { $pips ->
    [one] { $pips } card
   *[other] { $pips } cards
  } (one per pip) in the classic edition.
# $total: the points paid; $pips: the points needed.
zark-payment-short = Those cards pay { $total ->
    [one] { $total } point
   *[other] { $total } points
  }; a { $size ->
    [small] small
    [medium] medium
   *[large] large
  } pyramid needs { $pips }.
# $total: what the other cards pay.
zark-payment-spare = The { $card } is not needed: the other cards already pay { $total ->
    [one] { $total } point
   *[other] { $total } points
  }, and no card may be spent for nothing.

## Fly (R-15, R-21)

# $game: zark-city (its classic edition), unocitta or unopolis.
zark-no-fly = Fly is not part of { $game ->
    [unocitta] Unocitta
    [unopolis] Unopolis
   *[zark-city] the classic edition
  }.
zark-fly-not-an-ace = The { $card } is not an Ace; only an Ace can make a card fly.
zark-fly-same-cell = A flying card must land on a different cell.
zark-fly-cuts-board = Flying { $cell } to { $to } would cut the board in two.

## Whose turn, starters, the hand limit

zark-preview-starters-being-chosen = You have chosen your starter; there is nothing to try until every player has chosen.
zark-preview-starter-placed = Your starter is on the board already; previews open again when normal turns begin.
zark-not-your-turn = It is { $name }'s turn, not yours.
zark-not-started = The game has not started yet: every player first chooses a starter card.
zark-first-round = This is the first round: place your starter card on the board.
# $count: the cards held (more than $limit, the hand limit).
zark-discard-first = You hold { $count } cards: discard down to { $limit } to end your turn.
# $text: the move's notation, quoted.
zark-not-a-turn-option = { $text } is not a turn option.
zark-starters-chosen = Starter cards have already been chosen.
zark-starter-chosen-already = You have already chosen your starter card.
zark-starter-not-a-number = The { $card } is not a number card; a starter must be { $lowest } to { $highest }.
zark-starters-first-round = Starter cards are placed only in the first round.
zark-nothing-to-discard = You have nothing to discard now; the hand limit applies at the end of your turn.
# $excess: the cards to discard.
zark-discard-exactly = You hold { $count } cards: discard exactly { $excess } to keep { $limit }.
zark-agreed-already = You have already agreed to end this game.
