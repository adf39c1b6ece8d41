# The entries of the Zark family's autocomplete (play/zark/choices.py): what a player reads in the list under an
# option of /build, /grow, /move, /attack... (the value an entry puts in the option is notation: not here). Each
# entry is one message, at most 100 characters in every language (a longer one is cut). $cell: a cell (M13);
# $card: a card as players read it: its code (7♥, K♦, 5★) or one of the zark-cards-* names, or zark-choice-wild-as
# for a Wild on the board; $size and $bigger: small, medium or large.

## Parts put in the entries below

# A pyramid on the board: the reader's own ($own: yes) or $owner's (a player's name; $own: no).
zark-choice-pyramid = { $own ->
    [yes] your { $size ->
        [small] small
        [medium] medium
       *[large] large
    }
   *[no] { $owner }'s { $size ->
        [small] small
        [medium] medium
       *[large] large
    }
  }
# A Wild on the board and what it stands for (R-24): $wild is zark-cards-wild or zark-cards-wild-draw-four,
# $nomination an Uno number card (zark-cards-uno-number).
zark-choice-wild-as = { $wild } as { $nomination }
# A card beside an empty cell, in zark-choice-next-to: N14 (8♥).
zark-choice-neighbour = { $cell } ({ $card })

## The entries

# A card in hand: its code, then its name in words ($words: zark-card-in-words). 10♦ · 10 of diamonds
zark-choice-card = { $card } · { $words }
# A cell and its card; $pyramids: the pyramids on it (zark-choice-pyramid), with commas.
zark-choice-cell = { $cell } · { $card } · { $pyramids }
zark-choice-cell-bare = { $cell } · { $card } · no pyramids
zark-choice-cell-empty = { $cell } · empty cell
# An empty cell by the cards beside it; $near: one or two zark-choice-neighbour, with commas (the reader's first).
zark-choice-next-to = { $cell } · next to { $near }
# /grow piece: the cell, its card, its pyramids, and the growth ($size to $bigger).
zark-choice-grow = { $cell } · { $card } · { $pyramids } · grow your { $size ->
        [small] small
        [medium] medium
       *[large] large
    } to { $bigger ->
        [small] small
        [medium] medium
       *[large] large
    }
# /attack target: $pyramid is zark-choice-pyramid; $pips its size in pips (1 to 3).
zark-choice-target = { $cell } · { $card } · { $pyramid } ({ $pips ->
        [one] { $pips } pip
       *[other] { $pips } pips
    })
# /attack pay: $cards the cards paid, with commas; $points what they are worth.
zark-choice-payment = { $cards } · { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# Paying more than the pyramid's pips: the attacker draws $change cards as change (R-13).
zark-choice-payment-change = { $cards } · { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, draw { $change ->
        [one] { $change } card
       *[other] { $change } cards
    } change
# /discard cards: the cards, with commas.
zark-choice-discard = { $cards }
# /attack outcome.
zark-choice-demolish = Demolish: the pyramid goes back to its owner's stash
zark-choice-convert = Convert: put your { $size ->
        [small] small
        [medium] medium
       *[large] large
    } in its place
