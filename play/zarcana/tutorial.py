"""Zarcana's eight turn options (section 7 of docs/rulings.md) as a tutorial explains them (`play.tutorial`): a title,
a sentence, the rules it cites (Z-n, H-n), the rules page (`play.zarcana.help`), which of the learner's legal actions
are that option, and where one of them is on the board. Places only, never cards: the explanation is posted for the
table."""

from __future__ import annotations

from collections.abc import Callable

from rules import Action, GameView, cell_name
from rules.zarcana import Declare, DiscardHand, Draw, Pass, Place, Play, Reorient, Use, ZarcanaSettings

from ..families import Topic

PAGE = "/zarcana rules page:options"


def _is(kind: type[Action]) -> Callable[[Action], bool]:
    return lambda action: isinstance(action, kind)


def _place(view: GameView, action: Action) -> str:
    match action:
        case Place(cell=cell):
            return cell_name(cell)
    return ""


def _acting(view: GameView, action: Action) -> str:
    match action:
        case Use(actor=actor) | Play(actor=actor) if actor is not None:
            return f"your minion on {cell_name(actor.cell)}"
    return ""


def _turning(view: GameView, action: Action) -> str:
    match action:
        case Reorient(minion=minion):
            return f"your minion on {cell_name(minion.cell)}"
    return ""


def zarcana_topics(settings: ZarcanaSettings) -> tuple[Topic, ...]:
    """The eight options, those seldom useful first."""
    return (
        Topic(
            "declare",
            "Declare the final round",
            "Once the deck has been used up and reshuffled, /zarcana declare starts the final round: everyone else "
            "plays once more, then the game is scored.",
            "Z-66, H-18",
            PAGE,
            _is(Declare),
        ),
        Topic(
            "place",
            "Place",
            "While you have no minion on the board, /zarcana place puts a small from your stash on any card, standing.",
            "Z-29, H-6",
            PAGE,
            _is(Place),
            _place,
        ),
        Topic(
            "use",
            "Use the territory",
            "/zarcana use: a minion of yours uses the power of the face-up card it stands on; the card stays.",
            "Z-16, Z-21",
            PAGE,
            _is(Use),
            _acting,
        ),
        Topic(
            "play",
            "Play from the hand",
            "/zarcana play: a minion of yours uses the power of a card from your hand, which is then discarded; "
            "some powers need no particular minion.",
            "Z-20, Z-29a",
            PAGE,
            _is(Play),
            _acting,
        ),
        Topic(
            "reorient",
            "Reorient",
            "/zarcana reorient turns your minions one at a time (up, north, east, south or west), then /zarcana "
            "done: a lying minion targets the space it points at.",
            "Z-13, Z-15",
            PAGE,
            _is(Reorient),
            _turning,
        ),
        Topic(
            "discard-hand",
            "Discard your hand",
            "/zarcana discard-hand puts your whole hand on the discard pile, the card you name on top; that is the "
            "whole turn.",
            "H-9",
            PAGE,
            _is(DiscardHand),
        ),
        Topic(
            "draw",
            "Draw",
            "/zarcana draw takes up to three cards, never above six in your hand.",
            "Z-26",
            PAGE,
            _is(Draw),
        ),
        Topic("pass", "Pass", "/zarcana pass does nothing this turn.", "section 7", PAGE, _is(Pass)),
    )
