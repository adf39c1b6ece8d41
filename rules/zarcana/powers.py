"""Powers (Z-30 to Z-58): each card's power, the requirements of each power, and which powers a card
gives where it is used.

Every card has a power (Z-17). A power is named by a lower-case word: the four suit powers ``cups``, ``wands``,
``swords``, ``discs`` and each trump's or extra card's name (``priestess``, ``hangedman``, ``gateway``). The Magician,
the World and the Doppelganger have no power of their own: they are used *as* another (Z-36, Z-56, Z-57), and that
power's requirements apply (Z-18 "varies"), so an action always names the power finally used. Of the suit powers
only Swords can harm an enemy (Z-23): the checks give the others no victim.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import NotationError, quoted
from ..core.messages import Message
from .cards import EXTRAS, SUIT_POWER, TAROT, TRUMPS, WORLD, TarotCard, card_message, parse_tarot
from .position import Position

SUIT_POWERS = tuple(SUIT_POWER.values())  # cups, wands, swords, discs
COPIERS = frozenset({"magician", "world", "doppelganger"})  # Z-36, Z-56, Z-57: used as another power
#: Every power in a fixed order, for listings: the suits, then trumps in RWS order, then the extra cards.
POWER_ORDER = (*SUIT_POWERS, *(name.lower() for name in (*TRUMPS, *EXTRAS)))
_RANK = {power: index for index, power in enumerate(POWER_ORDER)}

ATTACKS = frozenset({"swords", "death", "emperor", "tower"})  # attack a minion or remove the top card (Z-30)
MOVES = frozenset({"wands", "chariot", "hermit"})  # Z-31, Z-42, Z-44
GROWTHS = frozenset({"cups", "empress", "strength"})  # Z-32, Z-38, Z-43
BUILDS = frozenset({"discs", "wheel", "temperance", "sun"})  # Z-33, Z-45, Z-49, Z-54
TWICE = frozenset({"death", "chariot", "strength"})  # "once or twice" (Z-42, Z-43, Z-48)
PLAIN = frozenset({"fool", "hangedman", "devil", "star"})  # powers with nothing to choose when used


@dataclass(frozen=True, slots=True)
class Requirements:
    """What a power asks of its acting minion and what it must respect (Z-18; the values of section 8)."""

    facing: str  # "any", "lying" (horizontal) or "standing" (vertical), Z-14
    wasteland: bool  # True: may act from wasteland too (W); False: only from a card territory (T), Z-16
    population: bool  # obeys the population limit where it adds minions to a space (Z-24, Z-25)
    hand: bool  # obeys the hand limit where it draws (Z-26)
    minion: bool  # needs an acting minion; False: "no particular minion" (Z-18, Z-29a)
    rule: str  # the rule that gives the power


def _r(
    facing: str, wasteland: bool, rule: str, *, population: bool = True, hand: bool = True, minion: bool = True
) -> Requirements:
    return Requirements(facing, wasteland, population, hand, minion, rule)


REQUIREMENTS: dict[str, Requirements] = {
    "swords": _r("any", True, "Z-30"),
    "wands": _r("lying", True, "Z-31"),
    "cups": _r("standing", False, "Z-32"),
    "discs": _r("any", False, "Z-33"),  # any orientation: H-8
    "fool": _r("any", True, "Z-35", minion=False),  # H-10
    "priestess": _r("any", True, "Z-37", minion=False),  # H-11
    "empress": _r("standing", False, "Z-38", population=False),
    "emperor": _r("any", True, "Z-39"),  # hand limit obeyed: H-12
    "hierophant": _r("any", True, "Z-40"),
    "lovers": _r("any", True, "Z-41", minion=False),  # H-14
    "chariot": _r("any", True, "Z-42"),
    "strength": _r("standing", False, "Z-43"),
    "hermit": _r("any", True, "Z-44", population=False),
    "wheel": _r("any", False, "Z-45"),
    "justice": _r("any", True, "Z-46", hand=False, minion=False),  # H-15
    "hangedman": _r("any", False, "Z-47"),
    "death": _r("any", True, "Z-48"),
    "temperance": _r("any", True, "Z-49"),
    "devil": _r("any", True, "Z-50"),
    "tower": _r("any", True, "Z-51"),
    "star": _r("any", True, "Z-52", hand=False, minion=False),
    "moon": _r("any", False, "Z-53"),
    "sun": _r("any", False, "Z-54"),
    "judgement": _r("any", True, "Z-55", minion=False),  # H-11
    "gateway": _r("any", False, "Z-58"),  # population limit obeyed: H-17
}

_POWER_WORDS = {power: power for power in REQUIREMENTS} | {name: name for name in COPIERS}
_POWER_WORDS.update({"cup": "cups", "wand": "wands", "rods": "wands", "staves": "wands", "sword": "swords"})
_POWER_WORDS.update({"disc": "discs", "pentacles": "discs", "coins": "discs"})


def power_message(power: str) -> Message:
    """A power named in words in the reader's language: ``Cups``, ``The High Priestess``. What it does is the rules
    help's line, ``zarcana-power-does-<power>`` (`rules.zarcana.words.power_choice`)."""
    if power in SUIT_POWERS:
        return Message("zarcana-power-suit", suit=power)
    return card_message(_power_card(power))


def _power_card(power: str) -> TarotCard:
    return next(card for card, info in TAROT.items() if info.power == power and info.kind != "court")


def parse_power(text: str) -> str:
    """Read a power: a suit (``cups``, ``pentacles``) or a trump's name (``moon``, ``high priestess``)."""
    word = "".join(char for char in text.lower() if char.isalnum())
    if word in _POWER_WORDS:
        return _POWER_WORDS[word]
    try:
        card = parse_tarot(text)
    except NotationError:
        card = None
    if card is not None and TAROT[card].kind in {"trump", "extra"}:
        return TAROT[card].power
    raise NotationError(Message("zarcana-notation-not-a-power", text=quoted(text)))


def ordered(powers: set[str] | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(set(powers), key=_RANK.__getitem__))


def powers_of(position: Position, card: TarotCard, source: str) -> tuple[str, ...]:
    """The powers `card` gives when used from `source` ("hand", "board" or "drawn" by the Fool): a court card any
    suit's from the hand only (Z-22; not when drawn, Z-35), the Magician any suit's (Z-36), the World a face-up
    trump's on the board (Z-56, Z-61), the Doppelganger the top discard's (Z-57); none for a copier with nothing
    to copy."""
    info = TAROT[card]
    if info.kind == "court" and source == "hand":
        return SUIT_POWERS
    if info.power == "magician":
        return SUIT_POWERS
    if info.power == "world":
        return world_powers(position)
    if info.power == "doppelganger":
        return copied_powers(position)
    return (info.power,)


def world_powers(position: Position) -> tuple[str, ...]:
    """Z-56, Z-61: the powers of the face-up trumps on top of the board's stacks, the World itself excepted."""
    found: list[str] = []
    for cell in position.stacks:
        top = position.top_face(cell)
        if top is not None and top != WORLD and TAROT[top].kind == "trump":
            found += powers_of(position, top, "board")
    return ordered(found)


def copied_powers(position: Position) -> tuple[str, ...]:
    """Z-57: the power of the top card of the discard pile, a court card's own suit only (H-17); none when the pile
    is empty."""
    if not position.discard or position.discard[-1] == "Doppelganger":
        return ()
    return powers_of(position, position.discard[-1], "board")


def natural_power(card: TarotCard) -> str:
    """The power a card is read as when an action names none: its suit's or its own name's (a copier's name)."""
    return TAROT[card].power
