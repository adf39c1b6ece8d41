# The tutorial (play/tutorial.py, play/zark/tutorial.py, play/zarcana/tutorial.py): what it explains on the boards
# of a tutorial table, in the table's language (its learner's), and ending it.

## A lesson: a line per turn option. $mark is the tutorial's emoji (📘); $title and $sentence the option's
## (below); $rule the rules it cites (R-5, R-10a, R-5, or tutorial-rule-*); $page where to read more, a command as
## typed (/zark rules page:build); $places where the option may be taken now (tutorial-places-*).

tutorial-lesson = { $mark } **{ $title }** ({ $rule }): { $sentence } You could now: { $places }. More: { $page }
tutorial-lesson-nowhere = { $mark } **{ $title }** ({ $rule }): { $sentence } More: { $page }
tutorial-lesson-short = { $mark } **{ $title }** ({ $rule }): { $page }

# A rules page as typed, in the reader's command names (a lesson's $page): $page is the page's choice
# (choice-build) or, for a game's own page, its name as typed (unocitta).
tutorial-page-zark = /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ $page }
tutorial-page-zarcana = /{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ $page }

tutorial-over-unoffered = { $mark } Tutorial over. Options this game never offered you:
tutorial-over-all-seen = { $mark } Tutorial over. You have seen every turn option of this game.
tutorial-rule-range = { $first } to { $last }
tutorial-rule-section = section { $number }

## Places on the board: $cell and $to are cells (M13); $size small, medium or large (a pyramid's); $name a
## player's name. $some is places separated by commas, $last one more, $count how many more.

tutorial-place-piece = your { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell }
tutorial-place-move = your { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell } to { $to }
tutorial-place-fly = the card on { $cell } to { $to }
tutorial-place-target = { $name }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell }
tutorial-place-minion = your minion on { $cell }
tutorial-places-or = { $some } or { $last }
tutorial-places-more = { $some } and { $count } more

## Zark City, Unocitta and Unopolis: each turn option's title and sentence.

tutorial-zark-attack-title = Attack
tutorial-zark-attack = /{ cmd-attack } removes an opponent's pyramid on a card you occupy or next to one: pay with cards that are not number cards, worth at least its pips, then demolish it or convert it into one of yours.
tutorial-zark-fly-title = Fly
tutorial-zark-fly = /{ cmd-fly } discards an Ace to move a card you occupy, with every pyramid on it, to an empty cell next to another card; all cards must stay connected.
tutorial-zark-hatch-title = Hatch
tutorial-zark-hatch = With no pyramids left on the board, /{ cmd-hatch } lays a number card from your hand on an empty cell next to any card, with a small of yours on it.
tutorial-zark-discard-title = Discard
tutorial-zark-discard = Holding more than six cards at the end of your turn, you discard down to six: choose which in the menu under my private reply, or with /{ cmd-discard }.
tutorial-zark-starter-title = Starter
tutorial-zark-starter = Choose a number card from your hand as your starter with /{ cmd-zark } { cmd-zark-starter }, in secret; the highest starter goes first.
tutorial-zark-place-title = Place
tutorial-zark-place = Put your starter card next to any card on the board with /{ cmd-zark } { cmd-zark-place }; a small of yours stands on it.
tutorial-zark-build-title = Build
tutorial-zark-build = /{ cmd-build } lays a number card from your hand on an empty cell next to a card you occupy (sharing a side); no pyramid comes with it.
tutorial-zark-move-title = Move
tutorial-zark-move = /{ cmd-move } slides one of your pyramids onto a card next to it. Pyramids never stand on empty cells.
tutorial-zark-grow-title = Grow
tutorial-zark-grow = /{ cmd-grow } swaps one of your pyramids on the board for the next size up from your stash: a bigger one costs more to attack.
tutorial-zark-spawn-title = Spawn
tutorial-zark-spawn = /{ cmd-spawn } puts a small from your stash on a card you occupy: alone on a card, you control it.
tutorial-zark-draw-title = Draw
tutorial-zark-draw = /{ cmd-draw } takes three more cards instead of acting on the board. It is always allowed.
tutorial-zark-nominate-title = Nominate
tutorial-zark-nominate = /{ cmd-zark } { cmd-zark-nominate } changes what a Wild you alone occupy stands for. It is free: your turn goes on.

## Zarcana: each turn option's title and sentence.

tutorial-zarcana-declare-title = Declare the final round
tutorial-zarcana-declare = Once the deck has been used up and reshuffled, /{ cmd-zarcana } { cmd-zarcana-declare } starts the final round: everyone else plays once more, then the game is scored.
tutorial-zarcana-place-title = Place
tutorial-zarcana-place = While you have no minion on the board, /{ cmd-zarcana } { cmd-zarcana-place } puts a small from your stash on any card, standing.
tutorial-zarcana-use-title = Use the territory
tutorial-zarcana-use = /{ cmd-zarcana } { cmd-zarcana-use }: a minion of yours uses the power of the face-up card it stands on; the card stays.
tutorial-zarcana-play-title = Play from the hand
tutorial-zarcana-play = /{ cmd-zarcana } { cmd-zarcana-play }: a minion of yours uses the power of a card from your hand, which is then discarded; some powers need no particular minion.
tutorial-zarcana-reorient-title = Reorient
tutorial-zarcana-reorient = /{ cmd-zarcana } { cmd-zarcana-reorient } turns your minions one at a time (up, north, east, south or west), then /{ cmd-zarcana } { cmd-zarcana-done }: a lying minion targets the space it points at.
tutorial-zarcana-discard-hand-title = Discard your hand
tutorial-zarcana-discard-hand = /{ cmd-zarcana } { cmd-zarcana-discard-hand } puts your whole hand on the discard pile, the card you name on top; that is the whole turn.
tutorial-zarcana-draw-title = Draw
tutorial-zarcana-draw = /{ cmd-zarcana } { cmd-zarcana-draw } takes up to three cards, never above six in your hand.
tutorial-zarcana-pass-title = Pass
tutorial-zarcana-pass = /{ cmd-zarcana } { cmd-zarcana-pass } does nothing this turn.

## Ending a tutorial: $name is the learner's name (or tutorial-the-learner); $id a game's number. The button names
## (Join) are the lobby's.

tutorial-ended = { $mark } Tutorial over: { $name } ended it, and the computer players have stopped. Next: open a game of your own with /{ cmd-zark } { cmd-zark-new }, seat computer players there with /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } (or let friends press Join), or start another tutorial with /{ cmd-zark } { cmd-zark-tutorial }.
tutorial-resign-ends-it = End your tutorial? Resigning ends it at once, and the computer players stop.
tutorial-resign-question = Resign from this game? Your pyramids leave the board.
tutorial-zark-hatch-wild = With no pyramids left on the board, /{ cmd-hatch } lays a number card (or a Wild, naming the card it stands for: R-24) from your hand on an empty cell next to any card, with a small of yours on it.
tutorial-zark-build-wild = /{ cmd-build } lays a number card (or a Wild, naming the card it stands for: R-24) from your hand on an empty cell next to a card you occupy (sharing a side); no pyramid comes with it.
