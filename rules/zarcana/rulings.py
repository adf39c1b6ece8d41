"""Zarcana as documented here: the house rulings (docs/rulings.md) in one line each, and the engine's own choices where
the specification is silent, for the rules help (which must say that this is "Zarcana as documented" and list the
house rulings). The rules themselves are cited as Z-n throughout the engine."""

from __future__ import annotations

RULINGS_TITLE = "Zarcana as documented"

#: H-1 to H-26, each in one line (docs/rulings.md). Those marked "table option" are chosen by the host.
HOUSE_RULINGS: dict[str, str] = {
    "H-1": "Seats in join order; play runs clockwise; the first player is drawn by lot, or chosen by the host.",
    "H-2": "A starting hand of three cards, dealt after the 3x3 board.",
    "H-3": "A minion cannot be reduced when its owner has no next-smaller minion in their stash.",
    "H-4": "No forced discard: a hand over six stays; draws that obey the limit stop at six.",
    "H-5": "A space over three minions may stay so; powers that obey the limit add none there until below three.",
    "H-6": "New minions stand; a grown minion keeps its facing, a reduced one the victim's.",
    "H-7": "A minion may not move into the void (a space with no card on it or next to it).",
    "H-8": "Discs, the Wheel and the Sun work in any orientation; standing, a minion builds on its own space.",
    "H-9": "A card played from the hand reaches the discard pile after its power; cards discarded together go in "
    "the order the player chooses, the last on top.",
    "H-10": "The Fool needs no minion; each drawn card is resolved fully, and must be used if it can be.",
    "H-11": "The High Priestess and Judgement need no minion and obey the hand limit.",
    "H-12": "The Emperor demands only as many cards as keep you at six or fewer.",
    "H-13": "The Hierophant converts whatever it hits, any size, your own colour too.",
    "H-14": "The Lovers need no minion; on the board, a minion on them uses them.",
    "H-15": "Justice may swap with an empty hand, and ignores the hand limit.",
    "H-16": "The Moon's wasteland destination must touch a card other than the one it carries.",
    "H-17": "The Gateway obeys the population limit; both extra cards count as trumps for suits; the Doppelganger "
    "copies a court card's own suit only.",
    "H-18": "The declaration is the declarer's whole turn; everyone else plays once more; the game ends. Table option "
    "(on by default): the game also ends when the deck runs out a second time.",
    "H-19": "A tie is a shared win. Table option: the most pips of minions on the board wins it.",
    "H-20": "Table option (off by default): the Doppelganger and the Gateway in the deck.",
    "H-21": "Table option: trump order RWS (Strength 8, Justice 11, default) or Marseille (Justice 8, Strength 11).",
    "H-22": "A power must change something; the Fool's draws always count.",
    "H-23": "2 to 5 players; 3 recommended.",
    "H-24": "The deck is 'used up' from its first reshuffle on.",
    "H-25": "The Devil may reorient the acting minion too.",
    "H-26": "Swords hits any one minion in the target space but itself, the attacker's choice.",
}

#: Where even the house rulings are silent, what this engine does.
ENGINE_CHOICES: tuple[str, ...] = (
    "A card played from the hand is in play while its power resolves: it is out of your hand (for the hand limit, "
    "Justice's swap and the Sun's card) and not yet on the pile (H-9).",
    "Discarding your whole hand (option 6), you name the card that goes on top, and as many of the cards beneath "
    "it as you like, from the top down; the rest go beneath them in a fixed order (H-9).",
    "The Fool's cards are discarded one by one after use (Z-35); a Fool played from the hand goes to the pile "
    "together with its last card, in the order you choose (H-9).",
    "The High Priestess's extra option comes once the whole option that granted it is over; it may be any option, "
    "a declaration included; an extra option still to come is taken after a declaration too (Z-37, H-18).",
    "The deck 'runs out a second time' when a second reshuffle is needed: it still happens, so the turn can finish, "
    "and the game ends with that turn (H-18).",
    "Option 4 and the Devil turn one minion at a time, each at most once, to another facing (Z-50, H-22).",
    "A second step of the Chariot, Death or Strength is asked for only when one is possible (Z-42, Z-43, Z-48).",
    "The Emperor's attacker says how many cards to demand, at most what the victim's owner holds (Z-39, H-12).",
    "Judgement's 'not counting this one' skips the Judgement card on the pile, as when the Doppelganger copies it "
    "(Z-55, Z-57).",
    "A face-down card has no suit for the Gateway, and no view shows it, its placer's included (Z-45, Z-58).",
    "Resigning, as in the other games: your minions leave the board and your turn is over; with one player left, "
    "that player wins. Everyone agreeing ends the game with no winner.",
)
