"""The rules help for Zarcana (/zarcana rules): "Zarcana as documented", citing the rules (Z-n) and the house
rulings (H-n) of the project's specification, with the commands that carry out each turn option and answer. The
rulings and the engine's own choices come from `rules.zarcana.rulings`, each power's requirements from
`rules.zarcana.powers`, so the help says what the engine does."""

from __future__ import annotations

from rules.zarcana import REQUIREMENTS, power_title
from rules.zarcana.cards import TRUMPS
from rules.zarcana.powers import COPIERS, SUIT_POWERS, SUMMARIES
from rules.zarcana.rulings import ENGINE_CHOICES, HOUSE_RULINGS, RULINGS_TITLE

from ..texts import MESSAGE_LIMIT

HEADING = f"**{RULINGS_TITLE}**"  # "Zarcana as documented"


def _requirements(power: str) -> str:
    """A power's requirements (Z-18): ``any orientation, from the wasteland too, a minion``."""
    if power in COPIERS:
        return "the requirements of the power it copies"
    req = REQUIREMENTS[power]
    facing = {"any": "any orientation", "lying": "a lying minion", "standing": "a standing minion"}[req.facing]
    parts = [facing, "from the wasteland too" if req.wasteland else "on a card only"]
    if not req.population:
        parts.append("ignores the population limit")
    if not req.hand:
        parts.append("ignores the hand limit")
    parts.append("needs a minion" if req.minion else "no particular minion")
    return ", ".join(parts)


def _power_line(power: str, number: str = "") -> str:
    return f"• {number}**{power_title(power)}**: {SUMMARIES[power]}. ({_requirements(power)})"


OVERVIEW = (
    f"{HEADING}: the tarot ancestor of Zark City (John Cooper; Andrew Plotkin's summary, 1999). The public texts are "
    "incomplete, so this bot plays the project's full specification: rules **Z-1 to Z-67**, and **house rulings H-1 "
    "to H-26** where no source says (/zarcana rules page:rulings).\n"
    "**The board**: nine cards in a 3x3 grid (Z-27), growing any way; cells are named like M13 (the middle) and never "
    "change. Each player has 15 minions, 5 of each size (Z-1), all in the stash at first (Z-29), and 3 cards (Z-28, "
    "H-2). A minion stands (up) or lies pointing north, east, south or west (Z-13): lying, it targets the space it "
    "points at; standing, its own (Z-15). Its territory is the top card of its space (Z-16). A minion in an empty "
    "space next to a card is in the wasteland (Z-11); next to no card it is destroyed (Z-12). At most three minions "
    "share a space (Z-24), and you draw only up to six cards (Z-26).\n"
    "**A turn** is exactly one of eight options (section 7): /zarcana place, play, use, reorient, draw, discard-hand, "
    "pass, declare (page options). Some powers ask for more: the Fool's card, a second step, the Devil, the "
    "Emperor's demand, the order of two discards (page answers). Every card has a power (pages suits and trumps).\n"
    "**The end**: once the deck has been used up and reshuffled (H-24), anyone may declare the final round (Z-66): "
    "everyone else plays once more, then the game is scored (H-18); by default it also ends when the deck runs out "
    "a second time. Each card whose space holds only your minions scores for you (Z-62): pips their number, court "
    "cards 11, trumps their number (Z-63). The highest total wins (Z-64); a tie is shared unless the table breaks "
    "ties (H-19). Table options: page table. Pages: overview, options, answers, suits, trumps, rulings, choices, "
    "table."
)

OPTIONS_PAGE = (
    f"{HEADING}: the eight turn options (section 7). Each command has a `preview:true` option: only you see what it "
    "would do, and **Play it** plays exactly that.\n"
    "1. **/zarcana place cell:**: a small minion from your stash onto any card, standing (H-6); only while you have "
    "no minion on the board (Z-29).\n"
    "2. **/zarcana play card: power: minion: target:**: one of your minions uses a card from your hand, which is then "
    "discarded (Z-20, H-9). Powers that need no particular minion are played with minion `none` (Z-29a). A court "
    "card from the hand is any suit's power (Z-22). Options that only one legal move fits may be left out.\n"
    "3. **/zarcana use minion: power: target:**: your minion uses the face-up card it is on; the card stays (Z-16, "
    "Z-21).\n"
    "4. **/zarcana reorient minion: facing:**: turn your minions one at a time, each to another way, then "
    "/zarcana done (Z-13).\n"
    "5. **/zarcana draw count:**: up to three cards, never above six in hand (Z-26, H-4).\n"
    "6. **/zarcana discard-hand top: beneath:**: your whole hand to the pile, and nothing else: `top` last, so on "
    "top, the cards named in `beneath` under it from the top down, the rest beneath them (H-9).\n"
    "7. **/zarcana pass**.\n"
    "8. **/zarcana declare**: the final round, once the deck has been used up (Z-66, H-18, H-24).\n"
    "The High Priestess gives one more option in the same turn, not with the card that gave it (Z-37). A power must "
    "change something (H-22). Autocomplete offers only what is legal for you now. /zark resign and /zark end work as "
    "in every game."
)

ANSWERS_PAGE = (
    f"{HEADING}: answers. Some powers wait for a decision; the board message says whose, and the player is "
    "mentioned.\n"
    "• **/zarcana drawn**: the Fool drew a card you can use: use it now, as if from your hand (compulsory, Z-35; a "
    "court card only as its own suit).\n"
    "• **/zarcana again target:** or **/zarcana done**: Death, the Chariot or Strength may act a second time with "
    "the same minion (Z-42, Z-43, Z-48).\n"
    "• **/zarcana reorient** or **/zarcana done**: the Devil turns anyone's minions on its space and the four next "
    "to it, one at a time (Z-50, H-25).\n"
    "• **/zarcana give cards:**: the owner of the minion the Emperor attacked chooses which cards to give (Z-39, "
    "H-12). Only the two players see them: the giver in the reply, the receiver under **My hand** (/zark hand); "
    "the table sees how many.\n"
    "• **/zarcana top card:**: the Fool and its last card reach the discard pile together: say which goes on top "
    "(H-9).\n"
    "Justice swaps hands (Z-46): each of the two players sees their new hand privately (My hand). A card the Wheel "
    "puts face down is shown only to its placer, once, in the reply (Z-45)."
)

SUITS_PAGE = "\n".join(
    [
        f"{HEADING}: the suit powers (Z-30 to Z-34). A pip card has its suit's power; a court card has its suit's on "
        "the board, and any suit's from the hand (Z-22). Only Swords harm an enemy (Z-23).",
        *(_power_line(power) for power in SUIT_POWERS),
        "Requirements in brackets (Z-18): orientation, where the minion may be, the limits, and whether a minion "
        "acts. Swords hit any one minion in the target space but the attacker (H-26): the same size or larger "
        "destroys it, smaller reduces it one size (H-3: not when its owner has no smaller one in stash).",
    ]
)

TRUMPS_PAGE = "\n".join(
    [
        f"{HEADING}: the trumps (Z-35 to Z-56) and the extra cards (Z-57, Z-58). A trump's power goes with its name; "
        "its score is its number in the deck's order (Z-4, H-21).",
        *(_power_line(name.lower(), f"{number} ") for number, name in enumerate(TRUMPS)),
        _power_line("doppelganger", "extra: "),
        _power_line("gateway", "extra: "),
    ]
)

RULINGS = "\n".join(
    [
        f"{HEADING}: the house rulings, final for this project where no source says (docs/rulings.md). "
        "Those marked table option are chosen by the host in /zark new.",
        *(f"• **{rule}** {text}" for rule, text in HOUSE_RULINGS.items()),
    ]
)

CHOICES = "\n".join(
    [
        f"{HEADING}: where even the house rulings are silent, the engine does this:",
        *(f"• {text}" for text in ENGINE_CHOICES),
        "And the bot: Zarcana's computer players play every level: easy looks one move ahead (a little noise, and it "
        "shuns repeating the same move again and again), medium tries every move against guesses of the hidden "
        "cards, hard searches a tree of every player's replies over such guesses (it beats medium in about 7 games "
        "in 10). No computer makes the same move "
        "three times in its last ten (draws aside), nor only turns its minions or passes for more than three turns "
        "in a row, so that a game of computers moves on towards its end. "
        "At a deadline, a caretaker plays the absent player's "
        "turn as the easy player would, seeing only their cards, and answers their decisions too (the Emperor's "
        "demand included). A preview takes stand-ins for the cards a move would take from the deck.",
    ]
)

TABLE_PAGE = (
    f"{HEADING}: the table options, chosen by the host when opening the game with /zark new game:zarcana "
    "(defaults in brackets):\n"
    "• `safety_end` (H-18) [on]: the game also ends when the deck runs out a second time, so a game cannot run on "
    "for ever.\n"
    "• `tie_break` (H-19) [off: a shared win]: a tie goes to the most pips of minions on the board.\n"
    "• `extra_cards` (H-20) [off: 78 cards]: the Doppelganger and the Gateway join the deck (80 cards, Z-5).\n"
    "• `trump_order` (H-21) [rws: Strength 8, Justice 11]: or marseille (Justice 8, Strength 11).\n"
    "• `first_player` (H-1) [drawn by lot]: the seat that plays first (1 is the first to join); seats go in join "
    "order.\n"
    "• `rated` [on]: off for a friendly game, which rates nobody (see /zark rules page:ratings).\n"
    "• `hints` [off]: on, /zark hint privately suggests your move (the medium computer player's, seeing only your "
    "cards), with Play it; such a game is never rated.\n"
    "2 to 5 players (H-23); 3 is best. Computer players: /zark bot add in the lobby (easy, medium or hard)."
)

PAGES = {
    "overview": OVERVIEW,
    "options": OPTIONS_PAGE,
    "answers": ANSWERS_PAGE,
    "suits": SUITS_PAGE,
    "trumps": TRUMPS_PAGE,
    "rulings": RULINGS,
    "choices": CHOICES,
    "table": TABLE_PAGE,
}


def page_messages(page: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """A page cut into messages of at most `limit` characters, at line ends (every line of a page is shorter)."""
    messages: list[str] = []
    for line in page.splitlines():
        if messages and len(messages[-1]) + 1 + len(line) <= limit:
            messages[-1] += "\n" + line
        else:
            messages.append(line[:limit])
    return messages
