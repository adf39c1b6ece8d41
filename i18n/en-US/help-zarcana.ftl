# The rules pages of Zarcana: /zarcana rules page:... (play/zarcana/help.py), "Zarcana as documented". A page is
# a message per paragraph or section; the lists of powers and rulings a message per line. Commands, their options
# and the page names stay as players type them.

-zarcana-documented = Zarcana as documented

## page:overview

help-zarcana-overview = **{ -zarcana-documented }**: the tarot ancestor of Zark City (John Cooper; Andrew Plotkin's summary, 1999). The public texts are incomplete, so this bot plays the project's full specification: rules **Z-1 to Z-67**, and **house rulings H-1 to H-26** where no source says (/{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ choice-rulings }).
help-zarcana-overview-board = **The board**: nine cards in a 3x3 grid (Z-27), growing any way; cells are named like M13 (the middle) and never change. Each player has 15 minions, 5 of each size (Z-1), all in the stash at first (Z-29), and 3 cards (Z-28, H-2). A minion stands (up) or lies pointing north, east, south or west (Z-13): lying, it targets the space it points at; standing, its own (Z-15). Its territory is the top card of its space (Z-16). A minion in an empty space next to a card is in the wasteland (Z-11); next to no card it is destroyed (Z-12). At most three minions share a space (Z-24), and you draw only up to six cards (Z-26).
help-zarcana-overview-turn = **A turn** is exactly one of eight options (section 7): /{ cmd-zarcana } { cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare } (page { choice-options }). Some powers ask for more: the Fool's card, a second step, the Devil, the Emperor's demand, the order of two discards (page { choice-answers }). Every card has a power (pages { choice-suits } and { choice-trumps }).
help-zarcana-overview-end = **The end**: once the deck has been used up and reshuffled (H-24), anyone may declare the final round (Z-66): everyone else plays once more, then the game is scored (H-18); by default it also ends when the deck runs out a second time. Each card whose space holds only your minions scores for you (Z-62): pips their number, court cards 11, trumps their number (Z-63). The highest total wins (Z-64); a tie is shared unless the table breaks ties (H-19). Table options: page { choice-table }. Pages: { choice-overview }, { choice-options }, { choice-answers }, { choice-suits }, { choice-trumps }, { choice-rulings }, { choice-choices }, { choice-table }.

## page:options

help-zarcana-options = **{ -zarcana-documented }**: the eight turn options (section 7). Each command has a `{ cmd-zarcana-place.preview }:true` option: only you see what it would do, and **Play it** plays exactly that.
    1. **/{ cmd-zarcana } { cmd-zarcana-place } { cmd-zarcana-place.cell }:**: a small minion from your stash onto any card, standing (H-6); only while you have no minion on the board (Z-29).
    2. **/{ cmd-zarcana } { cmd-zarcana-play } { cmd-zarcana-play.card }: { cmd-zarcana-play.power }: { cmd-zarcana-play.minion }: { cmd-zarcana-play.target }:**: one of your minions uses a card from your hand, which is then discarded (Z-20, H-9). Powers that need no particular minion are played with { cmd-zarcana-play.minion } `none` (Z-29a). A court card from the hand is any suit's power (Z-22). Options that only one legal move fits may be left out.
    3. **/{ cmd-zarcana } { cmd-zarcana-use } { cmd-zarcana-use.minion }: { cmd-zarcana-use.power }: { cmd-zarcana-use.target }:**: your minion uses the face-up card it is on; the card stays (Z-16, Z-21).
    4. **/{ cmd-zarcana } { cmd-zarcana-reorient } { cmd-zarcana-reorient.minion }: { cmd-zarcana-reorient.facing }:**: turn your minions one at a time, each to another way, then /{ cmd-zarcana } { cmd-zarcana-done } (Z-13).
    5. **/{ cmd-zarcana } { cmd-zarcana-draw } { cmd-zarcana-draw.count }:**: up to three cards, never above six in hand (Z-26, H-4).
    6. **/{ cmd-zarcana } { cmd-zarcana-discard-hand } { cmd-zarcana-discard-hand.top }: { cmd-zarcana-discard-hand.beneath }:**: your whole hand to the pile, and nothing else: `{ cmd-zarcana-discard-hand.top }` last, so on top, the cards named in `{ cmd-zarcana-discard-hand.beneath }` under it from the top down, the rest beneath them (H-9).
    7. **/{ cmd-zarcana } { cmd-zarcana-pass }**.
    8. **/{ cmd-zarcana } { cmd-zarcana-declare }**: the final round, once the deck has been used up (Z-66, H-18, H-24).
    The High Priestess gives one more option in the same turn, not with the card that gave it (Z-37). A power must change something (H-22). Autocomplete offers only what is legal for you now. /{ cmd-zark } { cmd-zark-resign } and /{ cmd-zark } { cmd-zark-end } work as in every game.

## page:answers

help-zarcana-answers = **{ -zarcana-documented }**: answers. Some powers wait for a decision; the board message says whose, and the player is mentioned.
    • **/{ cmd-zarcana } { cmd-zarcana-drawn }**: the Fool drew a card you can use: use it now, as if from your hand (compulsory, Z-35; a court card only as its own suit).
    • **/{ cmd-zarcana } { cmd-zarcana-again } { cmd-zarcana-again.target }:** or **/{ cmd-zarcana } { cmd-zarcana-done }**: Death, the Chariot or Strength may act a second time with the same minion (Z-42, Z-43, Z-48).
    • **/{ cmd-zarcana } { cmd-zarcana-reorient }** or **/{ cmd-zarcana } { cmd-zarcana-done }**: the Devil turns anyone's minions on its space and the four next to it, one at a time (Z-50, H-25).
    • **/{ cmd-zarcana } { cmd-zarcana-give } { cmd-zarcana-give.cards }:**: the owner of the minion the Emperor attacked chooses which cards to give (Z-39, H-12). Only the two players see them: the giver in the reply, the receiver under **My hand** (/{ cmd-zark } { cmd-zark-hand }); the table sees how many.
    • **/{ cmd-zarcana } { cmd-zarcana-top } { cmd-zarcana-top.card }:**: the Fool and its last card reach the discard pile together: say which goes on top (H-9).
    Justice swaps hands (Z-46): each of the two players sees their new hand privately (My hand). A card the Wheel puts face down is shown only to its placer, once, in the reply (Z-45).

## page:suits and page:trumps: a line per power. $power is the power in words (zarcana-power-suit,
## zarcana-card-trump), $does what it does (zarcana-power-does-*), $requirements what it asks (below); $number a
## trump's number (0 to 21).

help-zarcana-suits = **{ -zarcana-documented }**: the suit powers (Z-30 to Z-34). A pip card has its suit's power; a court card has its suit's on the board, and any suit's from the hand (Z-22). Only Swords harm an enemy (Z-23).
help-zarcana-suits-requirements = Requirements in brackets (Z-18): orientation, where the minion may be, the limits, and whether a minion acts. Swords hit any one minion in the target space but the attacker (H-26): the same size or larger destroys it, smaller reduces it one size (H-3: not when its owner has no smaller one in stash).
help-zarcana-trumps = **{ -zarcana-documented }**: the trumps (Z-35 to Z-56) and the extra cards (Z-57, Z-58). A trump's power goes with its name; its score is its number in the deck's order (Z-4, H-21).
help-zarcana-suit-line = • **{ $power }**: { $does }. ({ $requirements })
help-zarcana-trump-line = • { $number } **{ $power }**: { $does }. ({ $requirements })
help-zarcana-extra-line = • extra: **{ $power }**: { $does }. ({ $requirements })

## A power's requirements (Z-18): $facing is any, lying or standing; $wasteland, $population, $hand and $minion
## are true or false (from the wasteland too; obeys the population limit; obeys the hand limit; needs a minion).

help-zarcana-requirements = { $facing ->
        [lying] a lying minion
        [standing] a standing minion
       *[any] any orientation
    }, { $wasteland ->
        [true] from the wasteland too
       *[false] on a card only
    }{ $population ->
        [false] , ignores the population limit
       *[true] {""}
    }{ $hand ->
        [false] , ignores the hand limit
       *[true] {""}
    }, { $minion ->
        [true] needs a minion
       *[false] no particular minion
    }
help-zarcana-requirements-copied = the requirements of the power it copies

## What each power does, in a line citing its rule (section 8 in short).

zarcana-power-does-swords = attack a minion in the target space, or raze its top card if no minion is there (Z-30)
zarcana-power-does-wands = move one step the way a lying minion points, then stand (Z-31)
zarcana-power-does-cups = grow a standing minion, or clone one of its size or smaller (Z-32)
zarcana-power-does-discs = build a card from the deck on the target space (Z-33)
zarcana-power-does-fool = draw twice, each card used at once if it can be (Z-35)
zarcana-power-does-priestess = draw up to two cards, then take one more option (Z-37)
zarcana-power-does-empress = as Cups, ignoring the population limit (Z-38)
zarcana-power-does-emperor = as Swords, and demand up to three cards from the victim's owner (Z-39)
zarcana-power-does-hierophant = replace the victim with a minion of yours (Z-40)
zarcana-power-does-lovers = a minion from your stash into empty wasteland (Z-41)
zarcana-power-does-chariot = move once or twice, any direction (Z-42)
zarcana-power-does-strength = grow or clone, once or twice (Z-43)
zarcana-power-does-hermit = move once, any direction, ignoring the population limit (Z-44)
zarcana-power-does-wheel = build a card from the deck face down (Z-45)
zarcana-power-does-justice = swap hands with another player (Z-46)
zarcana-power-does-hangedman = destroy every minion here and the top card (Z-47)
zarcana-power-does-death = attack once or twice (Z-48)
zarcana-power-does-temperance = build even from the wasteland or under enemies (Z-49)
zarcana-power-does-devil = reorient any minions here and next to here (Z-50)
zarcana-power-does-tower = as Swords, or raze the target's top card even with minions there (Z-51)
zarcana-power-does-star = draw four cards, ignoring the hand limit (Z-52)
zarcana-power-does-moon = carry this territory and its minions elsewhere (Z-53)
zarcana-power-does-sun = build a card from your hand (Z-54)
zarcana-power-does-judgement = take up to three cards from the discard pile (Z-55)
zarcana-power-does-gateway = teleport to another territory of the same suit (Z-58)
zarcana-power-does-magician = used as any one of the four suit powers, from the hand or the board (Z-36)
zarcana-power-does-world = used as the power of any face-up trump on the board (Z-56)
zarcana-power-does-doppelganger = used as the card on top of the discard pile (Z-57)

## page:rulings: the house rulings (rules/zarcana/rulings.py, docs/rulings.md), a message each.

help-zarcana-rulings = **{ -zarcana-documented }**: the house rulings, final for this project where no source says (docs/rulings.md). Those marked table option are chosen by the host in /{ cmd-zark } { cmd-zark-new }.
ruling-h-1 = Seats in join order; play runs clockwise; the first player is drawn by lot, or chosen by the host.
ruling-h-2 = A starting hand of three cards, dealt after the 3x3 board.
ruling-h-3 = A minion cannot be reduced when its owner has no next-smaller minion in their stash.
ruling-h-4 = No forced discard: a hand over six stays; draws that obey the limit stop at six.
ruling-h-5 = A space over three minions may stay so; powers that obey the limit add none there until below three.
ruling-h-6 = New minions stand; a grown minion keeps its facing, a reduced one the victim's.
ruling-h-7 = A minion may not move into the void (a space with no card on it or next to it).
ruling-h-8 = Discs, the Wheel and the Sun work in any orientation; standing, a minion builds on its own space.
ruling-h-9 = A card played from the hand reaches the discard pile after its power; cards discarded together go in the order the player chooses, the last on top.
ruling-h-10 = The Fool needs no minion; each drawn card is resolved fully, and must be used if it can be.
ruling-h-11 = The High Priestess and Judgement need no minion and obey the hand limit.
ruling-h-12 = The Emperor demands only as many cards as keep you at six or fewer.
ruling-h-13 = The Hierophant converts whatever it hits, any size, your own colour too.
ruling-h-14 = The Lovers need no minion; on the board, a minion on them uses them.
ruling-h-15 = Justice may swap with an empty hand, and ignores the hand limit.
ruling-h-16 = The Moon's wasteland destination must touch a card other than the one it carries.
ruling-h-17 = The Gateway obeys the population limit; both extra cards count as trumps for suits; the Doppelganger copies a court card's own suit only.
ruling-h-18 = The declaration is the declarer's whole turn; everyone else plays once more; the game ends. Table option (on by default): the game also ends when the deck runs out a second time.
ruling-h-19 = A tie is a shared win. Table option: the most pips of minions on the board wins it.
ruling-h-20 = Table option (off by default): the Doppelganger and the Gateway in the deck.
ruling-h-21 = Table option: trump order RWS (Strength 8, Justice 11, default) or Marseille (Justice 8, Strength 11).
ruling-h-22 = A power must change something; the Fool's draws always count.
ruling-h-23 = 2 to 5 players; 3 recommended.
ruling-h-24 = The deck is 'used up' from its first reshuffle on.
ruling-h-25 = The Devil may reorient the acting minion too.
ruling-h-26 = Swords hits any one minion in the target space but itself, the attacker's choice.

## page:choices: where even the house rulings are silent, what the engine does (rules/zarcana/rulings.py), a
## message each, then the bot's own.

help-zarcana-choices = **{ -zarcana-documented }**: where even the house rulings are silent, the engine does this:
zarcana-choice-card-in-play = A card played from the hand is in play while its power resolves: it is out of your hand (for the hand limit, Justice's swap and the Sun's card) and not yet on the pile (H-9).
zarcana-choice-discard-order = Discarding your whole hand (option 6), you name the card that goes on top, and as many of the cards beneath it as you like, from the top down; the rest go beneath them in a fixed order (H-9).
zarcana-choice-fools-cards = The Fool's cards are discarded one by one after use (Z-35); a Fool played from the hand goes to the pile together with its last card, in the order you choose (H-9).
zarcana-choice-extra-option = The High Priestess's extra option comes once the whole option that granted it is over; it may be any option, a declaration included; an extra option still to come is taken after a declaration too (Z-37, H-18).
zarcana-choice-second-reshuffle = The deck 'runs out a second time' when a second reshuffle is needed: it still happens, so the turn can finish, and the game ends with that turn (H-18).
zarcana-choice-reorient = Option 4 and the Devil turn one minion at a time, each at most once, to another facing (Z-50, H-22).
zarcana-choice-second-step = A second step of the Chariot, Death or Strength is asked for only when one is possible (Z-42, Z-43, Z-48).
zarcana-choice-demand = The Emperor's attacker says how many cards to demand, at most what the victim's owner holds (Z-39, H-12).
zarcana-choice-judgement = Judgement's 'not counting this one' skips the Judgement card on the pile, as when the Doppelganger copies it (Z-55, Z-57).
zarcana-choice-face-down = A face-down card has no suit for the Gateway, and no view shows it, its placer's included (Z-45, Z-58).
zarcana-choice-resigning = Resigning, as in the other games: your minions leave the board and your turn is over; with one player left, that player wins. Everyone agreeing ends the game with no winner.
help-zarcana-choices-bot = And the bot: Zarcana's computer players play every level: easy looks one move ahead (a little noise, and it shuns repeating the same move again and again), medium tries every move against guesses of the hidden cards, hard, with two players, searches a tree of both players' replies over such guesses (it beats medium in about 7 games in 10), and with more plays each of its best moves on for a whole round, the others answering as medium would. No computer makes the same move three times in its last ten (draws aside), nor only turns its minions or passes for more than three turns in a row, so that a game of computers moves on towards its end. At a deadline, a caretaker plays the absent player's turn as the easy player would, seeing only their cards, and answers their decisions too (the Emperor's demand included). A preview takes stand-ins for the cards a move would take from the deck.

## page:table

help-zarcana-table = **{ -zarcana-documented }**: the table options, chosen by the host when opening the game with /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana (defaults in brackets):
    • `safety_end` (H-18) [on]: the game also ends when the deck runs out a second time, so a game cannot run on for ever.
    • `tie_break` (H-19) [off: a shared win]: a tie goes to the most pips of minions on the board.
    • `extra_cards` (H-20) [off: 78 cards]: the Doppelganger and the Gateway join the deck (80 cards, Z-5).
    • `trump_order` (H-21) [rws: Strength 8, Justice 11]: or marseille (Justice 8, Strength 11).
    • `first_player` (H-1) [drawn by lot]: the seat that plays first (1 is the first to join); seats go in join order.
    • `rated` [on]: off for a friendly game, which rates nobody (see /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-ratings }).
    • `hints` [off]: on, /{ cmd-zark } { cmd-zark-hint } privately suggests your move (the medium computer player's, seeing only your cards), with Play it; such a game is never rated.
    2 to 5 players (H-23); 3 is best. Computer players: /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } in the lobby (easy, medium or hard).
