"""Reading Zarcana's record notation (docs/notation.md): moves, and the values a command's options carry (an acting
minion ``M13 small up``, any minion ``2 large east at N13``). Each reader raises `NotationError` with a sentence."""

from __future__ import annotations

from ..core.actions import Action, AgreeEnd, Resign, parse_size
from ..core.cells import Cell, parse_cell
from ..core.errors import NotationError, quoted
from ..core.messages import Message
from .actions import (
    ActingMinion,
    Again,
    Build,
    Clone,
    Convert,
    Create,
    Declare,
    DiscardHand,
    Done,
    Draw,
    DrawCards,
    Drawn,
    Effect,
    Give,
    Grow,
    MinionAt,
    MoveTo,
    Pass,
    Place,
    Plain,
    Play,
    Raze,
    Reorient,
    Strike,
    Swap,
    Take,
    Teleport,
    Top,
    Transport,
    Use,
)
from .cards import TarotCard, parse_tarot
from .minions import parse_facing
from .powers import natural_power, parse_power
from .settings import MAX_PLAYERS

#: The moves of the notation, as a refusal lists them (words of the notation, the same in every language).
_MOVE_VERBS = "place, play, use, reorient, draw, discard-hand, pass, declare, drawn, again, done, give, top"


class _Words:
    """The words of one line, read left to right; each reader raises a `NotationError` naming the line. What a
    reader expects (`word`'s and `number`'s `what`) is a key the refusal says in words: ``cell``, ``size``,
    ``facing``, ``card``, ``top`` (the card to put on top), ``effect``, ``move``, ``power``, ``seat`` (a seat
    number), ``demand`` (the cards demanded) or ``count`` (how many cards)."""

    def __init__(self, line: str) -> None:
        self.line, self.words, self.at = line, line.split(), 0

    def more(self) -> bool:
        return self.at < len(self.words)

    def peek(self) -> str:
        return self.words[self.at].lower() if self.more() else ""

    def word(self, what: str) -> str:
        if not self.more():
            raise NotationError(Message("zarcana-notation-ends-early", line=quoted(self.line), what=what))
        self.at += 1
        return self.words[self.at - 1]

    def keyword(self, keyword: str) -> None:
        if self.peek() != keyword:
            raise NotationError(Message("zarcana-notation-expected", keyword=repr(keyword), line=quoted(self.line)))
        self.at += 1

    def take(self, keyword: str) -> bool:
        if self.peek() == keyword:
            self.at += 1
            return True
        return False

    def end(self) -> None:
        if self.more():
            rest = quoted(" ".join(self.words[self.at :]))
            raise NotationError(Message("zarcana-notation-too-long", rest=rest, line=quoted(self.line)))

    def cell(self) -> Cell:
        return parse_cell(self.word("cell"))

    def size(self) -> int:
        return parse_size(self.word("size"))

    def number(self, what: str) -> int:
        text = self.word(what)
        if not text.isdigit():
            raise NotationError(
                Message("zarcana-notation-not-a-number", text=quoted(text), what=what, line=quoted(self.line))
            )
        return int(text)

    def seat(self) -> int:
        number = self.number("seat")
        if not 1 <= number <= MAX_PLAYERS:
            raise NotationError(Message("zarcana-notation-not-a-seat", number=str(number), most=MAX_PLAYERS))
        return number - 1

    def cards(self) -> tuple[TarotCard, ...]:
        """The cards left on the line (the rest of a pile's order, from the top down, H-9)."""
        found = []
        while self.more():
            found.append(parse_tarot(self.word("card")))
        return tuple(found)

    def actor(self) -> ActingMinion:
        return ActingMinion(self.cell(), self.size(), parse_facing(self.word("facing")))

    def minion(self) -> MinionAt:
        owner, size, facing = self.seat(), self.size(), parse_facing(self.word("facing"))
        self.keyword("at")
        return MinionAt(self.cell(), owner, size, facing)


def parse_effect(words: _Words) -> Effect:
    verb = words.word("effect").lower() if words.more() else ""
    effect: Effect
    match verb:
        case "":
            return Plain()
        case "attack":
            victim = words.minion()
            effect = Strike(victim, words.number("demand") if words.take("demand") else 0)
        case "raze":
            effect = Raze(words.cell())
        case "convert":
            victim = words.minion()
            words.keyword("to")
            effect = Convert(victim, words.size())
        case "move" | "transport" | "teleport":
            words.keyword("to")
            effect = {"move": MoveTo, "transport": Transport, "teleport": Teleport}[verb](words.cell())
        case "grow":
            effect = Grow()
        case "clone":
            effect = Clone(words.size())
        case "build":
            card = None if words.peek() == "at" else parse_tarot(words.word("card"))
            words.keyword("at")
            effect = Build(words.cell(), card)
        case "draw":
            effect = DrawCards(words.number("count"))
        case "create":
            size = words.size()
            words.keyword("at")
            effect = Create(size, words.cell())
        case "swap":
            effect = Swap(words.seat())
        case "take":
            effect = Take(words.number("count"))
        case _:
            raise NotationError(Message("zarcana-notation-not-an-effect", verb=quoted(verb)))
    words.end()
    return effect


def parse_action(line: str) -> Action:
    """Read one Zarcana move in record notation (docs/notation.md). Raises `NotationError` with a sentence."""
    words = _Words(line)
    verb = words.word("move").lower() if words.more() else ""
    action: Action
    match verb:
        case "":
            raise NotationError(Message("zarcana-notation-empty"))
        case "place":
            action = Place(words.cell())
        case "play":
            card = parse_tarot(words.word("card"))
            power = parse_power(words.word("power")) if words.take("as") else natural_power(card)
            actor = words.actor() if words.take("by") else None
            return Play(card, power, actor, parse_effect(words))
        case "use":
            actor = words.actor()
            words.keyword("as")
            return Use(actor, parse_power(words.word("power")), parse_effect(words))
        case "drawn":
            words.keyword("as")
            power = parse_power(words.word("power"))
            return Drawn(power, words.actor() if words.take("by") else None, parse_effect(words))
        case "again":
            return Again(parse_effect(words))
        case "reorient":
            minion = words.minion()
            words.keyword("to")
            action = Reorient(minion, parse_facing(words.word("facing")))
        case "draw":
            action = Draw(words.number("count") if words.more() else 3)
        case "discard-hand":
            action = DiscardHand(parse_tarot(words.word("top")), words.cards())
        case "give":
            cards = []
            while words.more() and words.peek() != "to":
                cards.append(parse_tarot(words.word("card")))
            words.keyword("to")
            action = Give(tuple(cards), words.seat())
        case "top":
            action = Top(parse_tarot(words.word("card")), words.cards())
        case _:
            simple = {"pass": Pass, "declare": Declare, "done": Done, "resign": Resign, "agree-end": AgreeEnd}
            if verb not in simple:
                raise NotationError(Message("zarcana-notation-not-a-move", verb=quoted(verb), moves=_MOVE_VERBS))
            action = simple[verb]()
    words.end()
    return action


def parse_actor(text: str) -> ActingMinion:
    """An acting minion as a command option gives it: ``M13 small up``."""
    words = _Words(text)
    actor = words.actor()
    words.end()
    return actor


def parse_effect_text(text: str) -> Effect:
    """What a power does, as a command option gives it: ``attack 2 large east at N13``, ``move to N13``, ``grow``
    (nothing at all: `Plain`, the power of the Fool, the Star, the Hanged Man or the Devil)."""
    return parse_effect(_Words(text))


def parse_minion(text: str) -> MinionAt:
    """Any player's minion as a command option gives it: ``2 large east at N13``."""
    words = _Words(text)
    minion = words.minion()
    words.end()
    return minion
