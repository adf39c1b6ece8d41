# What the images say (render/): the legend under a board, the hand image, the replay's captions, the rating chart,
# the alt text of every image and the board as text.

## Words put in the sentences below. $size, $to and $into: small, medium or large; $colour a seat's colour: blue,
## orange, green, purple or yellow; $facing: up, north, east, south or west.

image-seat-colour = { $colour ->
        [blue] blue
        [orange] orange
        [green] green
        [purple] purple
       *[yellow] yellow
    }

## A Zark family card in words (a standard card reads as its symbol, 7♥): $colour R, Y, G, B; $number 0 to 9.

image-card-joker = Joker
image-card-uno-number = { $colour ->
        [R] red
        [Y] yellow
        [G] green
       *[B] blue
    } { $number }
image-card-uno-action = { $colour ->
        [R] red
        [Y] yellow
        [G] green
       *[B] blue
    } { $action ->
        [skip] Skip
        [reverse] Reverse
       *[drawtwo] Draw Two
    }
image-card-wild = { $four ->
        [yes] Wild Draw Four
       *[no] Wild
    }
# A Wild on the board and the card it stands for (R-24).
image-card-wild-as = { $wild } as { $card }
# What the band of an Uno card says (Skip, Reverse, Wild, Wild +4); keep it short, it is drawn on the card.
image-uno-band = { $rank ->
        [skip] Skip
        [reverse] Reverse
        [wild] Wild
       *[wild4] Wild +4
    }

## A Zarcana card as its face names it, without "The" ($name: a trump's or an extra card's code), and with its value.

image-face-trump = { $name ->
        [Fool] Fool
        [Magician] Magician
        [Priestess] High Priestess
        [Empress] Empress
        [Emperor] Emperor
        [Hierophant] Hierophant
        [Lovers] Lovers
        [Chariot] Chariot
        [Strength] Strength
        [Hermit] Hermit
        [Wheel] Wheel of Fortune
        [Justice] Justice
        [HangedMan] Hanged Man
        [Death] Death
        [Temperance] Temperance
        [Devil] Devil
        [Tower] Tower
        [Star] Star
        [Moon] Moon
        [Sun] Sun
        [Judgement] Judgement
        [World] World
        [Doppelganger] Doppelganger
       *[Gateway] Gateway
    }
image-face-down = Face down
image-card-face-down = a face-down card
# $numeral: a trump's number in Roman numerals (XIII); $name: image-face-trump; $value: what it is worth now.
image-card-valued-trump = { $numeral } { $name } ({ $value })
image-card-valued = { $card } ({ $value })

## The legend under a board: the columns' headings, a player's row, the piles.

image-legend-hand = in hand
image-legend-stash = left in stash: S M L
image-legend-stash-short = stash: S M L
image-legend-score = score
image-legend-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
image-tag-resigned = resigned
image-tag-wins = wins ★
image-tag-choosing = choosing
image-tag-ready = ready
image-tag-to-play = ◀ to play
image-tag-to-give = ◀ to give
image-tag-agrees = agrees to end
image-piles = Deck { $deck } · Discard { $discard }
image-piles-top = Deck { $deck } · Discard { $discard }, top { $card }
image-piles-in-play = In play: { $cards }

## Where the game stands. $names: the players to act, listed; $cells: the winning block's cells (M13 M14 M15).

image-status-agreed = Game over: ended by agreement, no winner.
image-status-won = Game over: { $name } wins.
image-status-won-with = Game over: { $name } wins with { $cells }.
image-status-starters = Choosing starter cards; waiting for { $names }.
image-status-hatching = First round: { $names } places their starter.
image-status-discard = Turn { $turn }: { $names } must discard down to 6.
image-status-to-play = Turn { $turn }: { $names } to play.
# Zarcana: $names the winners, $count how many; $scores each player's name and score (Ann 17, Bob 12).
image-status-winners = Game over: { $names } { $count ->
        [one] wins
       *[other] win
    }.
image-status-winners-scores = Game over: { $names } { $count ->
        [one] wins
       *[other] win
    } ({ $scores }).
# $next: what must be done first (a zarcana-next-* sentence).
image-status-decision = Turn { $turn }: { $next }
image-status-final = Turn { $turn }: { $name } to play. Final round.
image-status-extra = Turn { $turn }: { $name } to play (an extra option, not with { $card }).
image-status-extra-final = Turn { $turn }: { $name } to play (an extra option, not with { $card }). Final round.

## Zarcana's way to its end (Z-66, H-18, H-24). $left: the players still to play, listed.

image-round-ending = The deck ran out a second time: the game ends after this turn (H-18).
image-round-final = Final round: { $left } still to play once (H-18).
image-round-final-declared = Final round ({ $declarer } declared it): { $left } still to play once (H-18).
image-round-nobody = nobody
image-round-used-up = Deck used up: anyone may declare the final round (Z-66, H-18).
image-round-used-up-safety = Deck used up: anyone may declare the final round; it ends anyway when the deck runs out again (Z-66, H-18).
image-round-not-yet = Final round: not before the deck's first reshuffle (Z-66).

## A move in words, after the name of the player who made it ($did in image-did): the engine's own message
## (zark-did-* in turns-zark.ftl, zarcana-move-* in turns-zarcana.ftl).

image-did = { $name } { $did }
image-last-move = Last move: { $move }.
# Two moves of one turn, one after the other.
image-then = { $first }, then { $next }

## The board images. $count: cards in a stack.

# The band across a board that is not the game's own (render/frames.py): a preview, a hint, a review's board.
image-mark-preview = PREVIEW · not played
image-mark-hint = HINT · not played
image-mark-review = REVIEW
image-board-starters = No cards yet: players are choosing starter cards.
image-board-empty = No cards are left on the board.
image-wasteland = wasteland
image-depth = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }

## The hand image and its alt text.

image-hand-title = Your hand · { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
image-hand-title-discard = Your hand · { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · discard { $discard }
image-hand-starter = Your starter: { $card } (hidden until everyone has chosen)
image-hand-private = Only you can see this.
image-hand-none = No cards in hand.
image-hand-give = Give { $name } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } of your choice (Z-39).
image-hand-forbidden = This extra option may not use { $card } (Z-37).
image-hand-not-this = not this option (Z-37)
# A card's attack points (R-12, R-23) on a badge: keep it short.
image-badge-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
image-badge-fly = Fly
image-hand-public = No hand: this is the public view.
image-hand-empty = Your hand is empty.
image-hand-text = Your hand, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: { $cards }.
image-hand-points = { $card } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
image-hand-points-fly = { $card } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }, Fly)
# A Zarcana card in the hand and what its power does.
image-hand-power = { $card }: { $power }

## What a Zarcana card's power does, on the hand image (Z-30 to Z-58), and what it asks of the minion (Z-18).

image-power-court = From the hand: any suit's power; on the board: { $suit } (Z-22)
image-power = { $power ->
        [swords] Attack a minion in the target space, or raze its top card if no minion is there (Z-30)
        [wands] Move one step the way a lying minion points, then stand (Z-31)
        [cups] Grow a standing minion, or clone one of its size or smaller (Z-32)
        [discs] Build a card from the deck on the target space (Z-33)
        [fool] Draw twice, each card used at once if it can be (Z-35)
        [priestess] Draw up to two cards, then take one more option (Z-37)
        [empress] As Cups, ignoring the population limit (Z-38)
        [emperor] As Swords, and demand up to three cards from the victim's owner (Z-39)
        [hierophant] Replace the victim with a minion of yours (Z-40)
        [lovers] A minion from your stash into empty wasteland (Z-41)
        [chariot] Move once or twice, any direction (Z-42)
        [strength] Grow or clone, once or twice (Z-43)
        [hermit] Move once, any direction, ignoring the population limit (Z-44)
        [wheel] Build a card from the deck face down (Z-45)
        [justice] Swap hands with another player (Z-46)
        [hangedman] Destroy every minion here and the top card (Z-47)
        [death] Attack once or twice (Z-48)
        [temperance] Build even from the wasteland or under enemies (Z-49)
        [devil] Reorient any minions here and next to here (Z-50)
        [tower] As Swords, or raze the target's top card even with minions there (Z-51)
        [star] Draw four cards, ignoring the hand limit (Z-52)
        [moon] Carry this territory and its minions elsewhere (Z-53)
        [sun] Build a card from your hand (Z-54)
        [judgement] Take up to three cards from the discard pile (Z-55)
        [gateway] Teleport to another territory of the same suit (Z-58)
        [magician] Used as any one of the four suit powers, from the hand or the board (Z-36)
        [world] Used as the power of any face-up trump on the board (Z-56)
       *[doppelganger] Used as the card on top of the discard pile (Z-57)
    }
image-needs-copied = Needs what the power used needs (Z-18)
# $minion, $wasteland, $population, $hand: yes or no; $facing: any, lying or standing.
image-needs = { $minion ->
        [yes] Minion: { $facing ->
            [lying] lying
            [standing] standing
           *[any] any facing
        }, { $wasteland ->
            [yes] wasteland too
           *[no] on a card
        }
       *[no] No minion needed
    }{ $population ->
        [no] ; ignores the population limit
       *[yes] {""}
    }{ $hand ->
        [no] ; ignores the hand limit
       *[yes] {""}
    }

## The board's alt text (at most 1,000 characters) and the board as text. $head: image-alt-head or image-alt-head-uno.

image-alt-zark = { $title } board, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
image-alt-zarcana = Zarcana board, { $count ->
        [one] { $count } card territory
       *[other] { $count } card territories
    }.
image-alt-zarcana-wasteland = Zarcana board, { $count ->
        [one] { $count } card territory
       *[other] { $count } card territories
    } and { $wasteland ->
        [one] { $wasteland } wasteland space
       *[other] { $wasteland } wasteland spaces
    }.
image-alt-head = { $name } ({ $colour }, { $letter })
image-alt-head-uno = { $name } ({ $colour } pyramids)
image-alt-resigned = { $head }: resigned.
image-alt-seat = { $head }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand, { $pyramids ->
        [one] { $pyramids } pyramid
       *[other] { $pyramids } pyramids
    } on { $on ->
        [one] { $on } card
       *[other] { $on } cards
    }.
image-alt-seat-controls = { $head }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand, { $pyramids ->
        [one] { $pyramids } pyramid
       *[other] { $pyramids } pyramids
    } on { $on ->
        [one] { $on } card
       *[other] { $on } cards
    }, controls { $cells }.
image-alt-seat-controls-count = { $head }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand, { $pyramids ->
        [one] { $pyramids } pyramid
       *[other] { $pyramids } pyramids
    } on { $on ->
        [one] { $on } card
       *[other] { $on } cards
    }, controls { $controlled ->
        [one] { $controlled } card
       *[other] { $controlled } cards
    }.
# Zarcana: $final yes once the game is scored, else no (a score so far).
image-alt-minions = { $head }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand, { $minions ->
        [one] { $minions } minion
       *[other] { $minions } minions
    } on { $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    }, { $final ->
        [yes] score
       *[no] score so far
    } { $score }.
image-alt-minions-holds = { $head }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand, { $minions ->
        [one] { $minions } minion
       *[other] { $minions } minions
    } on { $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    }, holds { $held }, { $final ->
        [yes] score
       *[no] score so far
    } { $score }.
image-alt-piles = Deck { $deck }, discard { $discard }.
image-space = { $cell } { $card }
image-space-deep = { $cell } { $card }, { $depth } deep
image-space-wasteland = { $cell } wasteland
image-text-row = Row { $row }: { $cells }
image-text-no-cards = No cards on the board yet.
image-text-seat-head = { $name } [{ $colour }, { $letter }]
image-text-seat-head-uno = { $name } [{ $colour } pyramids, marked { $mark }]
image-text-seat = { $head }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, stash { $small } small { $medium } medium { $large } large
image-text-seat-resigned = { $head } (resigned): { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, stash { $small } small { $medium } medium { $large } large
image-text-piles = Deck { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, discard { $discard ->
        [one] { $discard } card
       *[other] { $discard } cards
    }.
image-text-piles-top = Deck { $deck ->
        [one] { $deck } card
       *[other] { $deck } cards
    }, discard { $discard ->
        [one] { $discard } card
       *[other] { $discard } cards
    } (top { $card }).
# $marks: number in the Uno games (pyramids marked by seat number), else letter (by colour letter).
image-text-board = Board (pyramids: { $marks ->
        [number] seat number
       *[letter] colour letter
    } + s/m/l):
image-text-winning-block = Winning block: { $cells }.
image-text-frontier = Empty cells next to cards: { $cells }.
image-text-minions-seat = { $letter } { $name } ({ $colour }): { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand; stash { $small } small, { $medium } medium, { $large } large; { $final ->
        [yes] score
       *[no] score so far
    } { $score }.
image-text-minions-seat-resigned = { $letter } { $name } ({ $colour }) (resigned): { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand; stash { $small } small, { $medium } medium, { $large } large; { $final ->
        [yes] score
       *[no] score so far
    } { $score }.
image-text-spaces = Spaces (minions: seat letter + s/m/l + u standing, or n/e/s/w lying pointing that way):
image-text-empty-spaces = Empty spaces next to cards: { $cells }.

## The animated replay: its alt text and the caption under each frame. $title: the game's name (Zark City).

image-replay-unfinished = not finished
image-replay-agreed = ended by agreement, no winner
image-replay-won = won by { $name }
image-replay-shared = shared by { $names }
image-replay-alt = Animated replay of { $title } game { $game }: { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $result }.
image-replay-alt-players = Animated replay of { $title } ({ $players }): { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }, { $result }.
image-replay-move = Move { $number }/{ $total }: { $moves }
image-replay-moves = Moves { $first }-{ $last }/{ $total }: { $moves }
image-replay-none = No moves · { $result }

## A player's rating chart (/zark rating profile).

image-chart-games = rated games
image-chart-skill = skill (mu)
image-chart-uncertainty = ± uncertainty (sigma)
