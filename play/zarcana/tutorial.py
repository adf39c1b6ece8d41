"""Zarcana's eight turn options (section 7 of docs/rulings.md) as a tutorial explains them (`play.tutorial`): a title
and a sentence (message ids: ``tutorial-zarcana-use-title``, ``tutorial-zarcana-use`` in tutorial.ftl), the rules it
cites (Z-n, H-n), the rules page (`play.zarcana.help`), which of the learner's legal actions are that option, and
where one of them is on the board (a `play.tutorial.Spot`). Places only, never cards: the explanation is posted for
the table."""

from __future__ import annotations

from collections.abc import Callable

from rules import Action, GameView, Message, cell_name
from rules.zarcana import Declare, DiscardHand, Draw, Pass, Place, Play, Reorient, Use, ZarcanaSettings

from ..families import Topic
from ..tutorial import Spot

#: Where a lesson says more, in the reader's words (``/zarcana rules page:options``): the page by its choice, as
#: Discord lists it to them.
PAGE = Message("tutorial-page-zarcana", page=Message("choice-options"))


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
            return Spot(Message("tutorial-place-minion", cell=cell_name(actor.cell)))
    return ""


def _turning(view: GameView, action: Action) -> str:
    match action:
        case Reorient(minion=minion):
            return Spot(Message("tutorial-place-minion", cell=cell_name(minion.cell)))
    return ""


def zarcana_topics(settings: ZarcanaSettings) -> tuple[Topic, ...]:
    """The eight options, those seldom useful first."""
    return (
        Topic(
            "declare",
            "tutorial-zarcana-declare-title",
            "tutorial-zarcana-declare",
            "Z-66, H-18",
            PAGE,
            _is(Declare),
        ),
        Topic(
            "place",
            "tutorial-zarcana-place-title",
            "tutorial-zarcana-place",
            "Z-29, H-6",
            PAGE,
            _is(Place),
            _place,
        ),
        Topic(
            "use",
            "tutorial-zarcana-use-title",
            "tutorial-zarcana-use",
            "Z-16, Z-21",
            PAGE,
            _is(Use),
            _acting,
        ),
        Topic(
            "play",
            "tutorial-zarcana-play-title",
            "tutorial-zarcana-play",
            "Z-20, Z-29a",
            PAGE,
            _is(Play),
            _acting,
        ),
        Topic(
            "reorient",
            "tutorial-zarcana-reorient-title",
            "tutorial-zarcana-reorient",
            "Z-13, Z-15",
            PAGE,
            _is(Reorient),
            _turning,
        ),
        Topic(
            "discard-hand",
            "tutorial-zarcana-discard-hand-title",
            "tutorial-zarcana-discard-hand",
            "H-9",
            PAGE,
            _is(DiscardHand),
        ),
        Topic(
            "draw",
            "tutorial-zarcana-draw-title",
            "tutorial-zarcana-draw",
            "Z-26",
            PAGE,
            _is(Draw),
        ),
        Topic("pass", "tutorial-zarcana-pass-title", "tutorial-zarcana-pass", "section 7", PAGE, _is(Pass)),
    )
