# What every game's engine refuses (rules/core): cells, sizes, seats, table options, the registry's games.
# $text is what the player typed, quoted ('x7'); $cell a cell's name (M13); codes and option values stay as typed.

core-not-a-size = { $text } is not a pyramid size: say small, medium or large.
core-not-a-cell = { $text } is not a cell name. Cells are named like M13: a letter, then a number.
core-game-over = This game is over.
core-no-such-seat = There is no such seat in this game.
core-resigned = You have resigned from this game.
# $option: a table option's name (rated, hints, attack_own, extra_cards...), as typed.
core-option-on-or-off = The option { $option } is on or off, not { $text }.
core-hints-never-rated = A game with hints on is never rated: leave out rated:on or hints:on.
# $values: the values the option takes, as typed (turn, round, asked).
core-option-boards = The option boards is one of { $values }, not { $text }.
# $games: the games the bot plays, as the game option takes them (zark-city, unocitta, unopolis, zarcana).
core-no-such-game = There is no game { $text }; choose one of: { $games }.
# $deck: standard, zark, uno or tarot; $count: the deck's number of cards.
core-deck-order = That deck order is not exactly the cards of the { $deck ->
    [standard] standard deck
    [zark] zark deck
    [uno] uno deck
   *[tarot] { $count }-card tarot deck
  }.

## A view asked for what it may not show (a bug, never a move): $viewer and $seat are seat numbers from 0.

core-view-no-seat = The public view belongs to no seat.
core-view-hidden-hand = This view belongs to seat { $viewer }; seat { $seat }'s hand is hidden.
