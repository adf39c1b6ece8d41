# What a turn says in Zarcana (play/zarcana/texts.py, reports.py, preview.py; rules/zarcana/words.py, text.py).
# $name, $owner, $other, $giver, $users are players' names (or mentions); $cell a space (M13); $card, $top, $power
# a card or power in words (refusals-zarcana.ftl); $count a count; $turn, $score numbers as strings.
# $form: past (what someone did, said of them: "drew 2 cards") or would (a preview said to the mover, after
# zarcana-preview-move: "drawn 2 cards", their minions "your"). $size: small, medium or large. $facing: up,
# north, east, south or west. "none" stands for a part left out.

## A move, without the player's name: zarcana-move-line and zarcana-catch-up-line put the name before it.

zarcana-move-line = **{ $name }** { $move } · `{ $notation }`
zarcana-catch-up-line = { $name }: { $move } · `{ $notation }`
zarcana-move-place = { $form ->
        [would] placed
       *[past] placed
    } a small on { $cell }
zarcana-with-minion = with { $form ->
        [would] your
       *[past] their
    } { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell }
zarcana-move-play = { $form ->
        [would] played
       *[past] played
    } { $card }{ $power ->
        [none] {""}
       *[given] {" "}as { $power }
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-use = used the territory under { $form ->
        [would] your
       *[past] their
    } { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell } ({ $power }){ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-drawn = { $form ->
        [would] used
       *[past] used
    } the Fool's card as { $power }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-again = { $form ->
        [would] gone
       *[past] went
    } again{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-reorient-own = turned { $form ->
        [would] your
       *[past] their
    } own { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell } to { $facing ->
        [up] standing
        [north] pointing north
        [east] pointing east
        [south] pointing south
       *[west] pointing west
    }
zarcana-move-reorient-other = { $form ->
        [would] turned
       *[past] turned
    } { $owner }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell } to { $facing ->
        [up] standing
        [north] pointing north
        [east] pointing east
        [south] pointing south
       *[west] pointing west
    }
zarcana-move-done = { $form ->
        [would] said done
       *[past] is done
    }
zarcana-move-draw = { $form ->
        [would] drawn
       *[past] drew
    } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
zarcana-move-discard-hand = discarded { $form ->
        [would] your
       *[past] their
    } whole hand, { $top } on top{ $under ->
        [none] {""}
       *[given] , then { $under }
    }
zarcana-then-list = { $first }, then { $rest }
zarcana-move-pass = { $form ->
        [would] passed
       *[past] passed
    }
zarcana-move-declare = { $form ->
        [would] declared
       *[past] declared
    } the final round
zarcana-move-give = { $form ->
        [would] given
       *[past] gave
    } { $name } { $cards } (the Emperor's demand)
zarcana-move-give-hidden = { $form ->
        [would] given
       *[past] gave
    } { $name } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } (the Emperor's demand)
zarcana-move-top = { $form ->
        [would] put
       *[past] put
    } { $card } on top of the discard pile
zarcana-move-resign = { $form ->
        [would] resigned
       *[past] resigned
    }
zarcana-move-agree = { $form ->
        [would] agreed
       *[past] agreed
    } to end the game
zarcana-no-cards = nothing

## What a power did (after a move and a colon): $form as above.

zarcana-effect-strike = { $form ->
        [would] attacked
       *[past] attacked
    } { $owner }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell }{ $count ->
        [0] {""}
        [one] , demanding { $count } card
       *[other] , demanding { $count } cards
    }
zarcana-effect-raze = { $form ->
        [would] razed
       *[past] razed
    } the top card of { $cell }
zarcana-effect-convert = converted { $owner }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell } into { $form ->
        [would] your
       *[past] their
    } { $into ->
        [small] small
        [medium] medium
       *[large] large
    }
zarcana-effect-move = { $form ->
        [would] moved
       *[past] moved
    } to { $cell }, then stood
zarcana-effect-grow = { $form ->
        [would] grown
       *[past] grew
    }
zarcana-effect-clone = { $form ->
        [would] cloned
       *[past] cloned
    } a { $size ->
        [small] small
        [medium] medium
       *[large] large
    }, standing
zarcana-effect-build = built { $card ->
        [none] a card
       *[given] { $card } from { $form ->
            [would] your
           *[past] their
        } hand
    } on { $cell }
zarcana-effect-draw = { $form ->
        [would] drawn
       *[past] drew
    } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, then { $form ->
        [would] taken
       *[past] took
    } one more option
zarcana-effect-create = put { $form ->
        [would] your
       *[past] their
    } { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell }
zarcana-effect-swap = { $form ->
        [would] swapped
       *[past] swapped
    } hands with { $name }
zarcana-effect-transport = { $form ->
        [would] carried
       *[past] carried
    } this territory and its minions to { $cell }
zarcana-effect-take = { $form ->
        [would] taken
       *[past] took
    } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } from the discard pile
zarcana-effect-teleport = { $form ->
        [would] teleported
       *[past] teleported
    } to { $cell }, then stood

## The table's line after a move: who acts next, or how the game ended (after a trophy the fonts of the board
## images do not draw, so it stays out of the catalogue). $decision is one of the zarcana-next-*
## sentences; $answer a decision's kind: use-drawn, second-step, reorienting, demand, order; $note a
## zarcana-turn-note or none.

zarcana-answer = { $answer ->
        [use-drawn] /{ cmd-zarcana } { cmd-zarcana-drawn }
        [second-step] /{ cmd-zarcana } { cmd-zarcana-again }, or /{ cmd-zarcana } { cmd-zarcana-done }
        [reorienting] /{ cmd-zarcana } { cmd-zarcana-reorient }, or /{ cmd-zarcana } { cmd-zarcana-done }
        [demand] /{ cmd-zarcana } { cmd-zarcana-give } (privately: only you and they see the cards)
       *[order] /{ cmd-zarcana } { cmd-zarcana-top }
    }
zarcana-next-answer = { $users }: { $decision } Answer with { $answer }.
zarcana-turn-note = { $card ->
        [none] { $round ->
            [final] the final round (H-18)
            [last] the last turn: the deck ran out a second time (H-18)
           *[none] {""}
        }
       *[given] an extra option from the High Priestess, not with { $card } (Z-37){ $round ->
            [final] ; the final round (H-18)
            [last] ; the last turn: the deck ran out a second time (H-18)
           *[none] {""}
        }
    }
zarcana-next-thinking = { $users } { $count ->
        [one] is
       *[other] are
    } thinking (turn { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }).
zarcana-next-your-turn = { $users }, your turn (turn { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }): /{ cmd-zarcana } commands.
zarcana-over-agreed = The game is over: it ended by agreement, with no winner.
zarcana-over-resigned = { $names } wins: every other player has resigned!
zarcana-over-won = { $names } { $count ->
        [one] wins with { $score ->
            [one] { $score } point
           *[other] { $score } points
        }
       *[other] share the win (H-19) with { $score ->
            [one] { $score } point
           *[other] { $score } points
        } each
    }, the most (Z-62 to Z-64){ $against ->
        [none] {""}
       *[given] , against { $against }
    }.

## What everyone may know of a move's events.

zarcana-event-drew = { $name } drew { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
zarcana-event-reshuffled = The discard pile was shuffled into a new deck of { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } (Z-65).
zarcana-event-safety-end = The deck ran out a second time: the game ends with this turn (H-18).
zarcana-event-extra-option = The High Priestess gives { $name } one more option, not with { $card } (Z-37).
zarcana-event-fool-drew = The Fool turned up { $card }.
zarcana-event-no-use = { $card } had no legal use and was discarded (Z-35).
zarcana-event-built = { $card } was built on { $cell }.
zarcana-event-face-down = A card went face down on { $cell }: nobody may look at it (Z-45).
zarcana-event-razed = { $card } was removed from { $cell }.
zarcana-event-destroyed = { $name }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell } was destroyed.
zarcana-event-reduced = { $name }'s minion on { $cell } was reduced to a { $size ->
        [small] small
        [medium] medium
       *[large] large
    }.
zarcana-event-lost = { $name }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $cell } was left in the void and destroyed (Z-12).
zarcana-event-converted = { $name }'s minion on { $cell } became { $other }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    }.
zarcana-event-transported = The territory of { $cell } now lies on { $to }.
zarcana-event-demand = { $name } demands { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } from { $other } (the Emperor, Z-39).
zarcana-event-gave = { $name } gave { $other } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: only they two know which.
zarcana-event-swapped = { $name } and { $other } swapped hands (Justice, Z-46): each sees their new hand privately.
zarcana-event-took = { $name } took { $cards } from the discard pile (Z-55).
zarcana-event-discarded = { $name } discarded { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, { $card } on top.
zarcana-event-final-round = { $name } declared the final round: { $players } play once more, then the game is scored (H-18).
zarcana-event-revealed = The face-down card on { $cell } is { $card } (Z-45).

## A player's own: their hand, what they received, catching up, the private word after their move.

zarcana-hand = Your hand ({ $count }): { $cards }.
zarcana-hand-empty = Your hand is empty.
zarcana-stash = Your stash: { $small } small, { $medium } medium, { $large } large.
zarcana-yours-to-answer = Yours to answer: { $decision } Use { $answer }.
# $options: the turn options open now, each a subcommand (cmd-zarcana-place, ...).
zarcana-your-turn-options = Your turn: /{ cmd-zarcana } { $options }.
zarcana-news-given = { $name } gave you { $cards } (the Emperor's demand, Z-39).
zarcana-news-swapped = { $name } swapped hands with you (Justice, Z-46): this is your new hand.
zarcana-catch-up-nothing = Nothing has happened since your last move.
zarcana-catch-up = Since your last move ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    }; changed spaces are outlined):
zarcana-report-done = Done: { $line }
zarcana-report-drew = You drew: { $cards }.
zarcana-report-face-down = You placed { $card } face down on { $cell }: only you have seen it, and nobody may look at it again until the game is scored (Z-45).
zarcana-report-now-yours = Now yours: { $decision } Use { $answer }.
zarcana-report-extra-option = The High Priestess gives you one more option, not with { $card }: /{ cmd-zarcana } commands.
zarcana-report-waiting = Waiting: { $decision }

## A move tried privately (play/zarcana/preview.py): $move in the form "would".

zarcana-preview-move = You would have { $move }.
zarcana-preview-stand-ins = Cards this move takes from the deck are stand-ins here: you see which ones you get only when you play the move.
zarcana-preview-end = The game would end: { $winners } would win ({ $scores }).
zarcana-preview-you = you
zarcana-preview-then = Then: { $decision }

## The lobby's words for a table's options (H-18 to H-21, H-1): $extra yes or no; $order marseille or rws;
## $safety on or off; $ties pips or shared; $first a seat number from 1, or lot.

zarcana-table-words = { $count } cards{ $extra ->
        [yes] {" "}with the Doppelganger and the Gateway
       *[no] {""}
    }, { $order ->
        [marseille] Marseille trump order (Justice 8, Strength 11)
       *[rws] RWS trump order
    }, { $safety ->
        [on] safety end on
       *[off] no safety end
    }, { $ties ->
        [pips] ties broken by pips on the board
       *[shared] ties shared
    }, { $first ->
        [lot] first player by lot
        [1] the 1st to join plays first
        [2] the 2nd to join plays first
        [3] the 3rd to join plays first
       *[given] the { $first }th to join plays first
    }

## The status line of a board (rules/zarcana/text.py): $winners names listed; $scores names and scores.

zarcana-status-agreed = Game over: ended by agreement, no winner.
zarcana-status-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    }{ $scores ->
        [none] {"."}
       *[given] {" "}({ $scores }).
    }
zarcana-status-decision = Turn { $turn }: { $decision }
zarcana-status-to-play = Turn { $turn }: { $name } to play{ $card ->
        [none] {""}
       *[given] {" "}(an extra option, not with { $card })
    }.{ $final ->
        [yes] {" "}Final round.
       *[no] {""}
    }
zarcana-and = { $first } and { $last }
