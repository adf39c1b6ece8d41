"""The turn options of Zark City, Unocitta and Unopolis as a tutorial explains them (`play.tutorial`): a title and a
sentence (message ids: ``tutorial-zark-build-title``, ``tutorial-zark-build`` in tutorial.ftl), the ruling it cites
(docs/rulings.md, R-n) and the rules page (`play.zark.help`), which of the learner's actions are that option
(`zark_learner_actions`: a Wild's nomination among them, though it is a free action), and where one of them is on
the board. Places only, never cards: the explanation is posted for the table.

Gentle computer players never attack, and Hatch needs all of a player's pyramids gone (R-16): so once, after the
first round, the computer whose turn it is takes the learner's one pyramid when she has a single one
(`zark_teaching_move`), and she meets Hatch. In the Uno games, a Wild she alone occupies (hatched, or built and moved
onto) she may renominate (R-24): a free action, among her options all the same."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules import Action, GameView, Message, Phase, cell_name
from rules.core.actions import SIZE_NAMES
from rules.zark import ZarkGame, ZarkSettings, legal
from rules.zark.actions import (
    TURN_OPTIONS,
    Attack,
    Build,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Nominate,
    Place,
    Spawn,
    Starter,
)

from ..families import Topic
from ..tutorial import Spot


def _at(view: GameView, action: Action) -> str:
    cell = getattr(action, "cell", None)
    return cell_name(cell) if cell is not None else ""


def _piece_at(view: GameView, action: Action) -> str:
    match action:
        case Grow(cell=cell, size=size):
            return Spot(Message("tutorial-place-piece", size=SIZE_NAMES[size], cell=cell_name(cell)))
    return ""


def _move(view: GameView, action: Action) -> str:
    match action:
        case Move(cell=cell, size=size, to=to):
            return Spot(Message("tutorial-place-move", size=SIZE_NAMES[size], cell=cell_name(cell), to=cell_name(to)))
    return ""


def _fly(view: GameView, action: Action) -> str:
    match action:
        case Fly(cell=cell, to=to):
            return Spot(Message("tutorial-place-fly", cell=cell_name(cell), to=cell_name(to)))
    return ""


def _target(view: GameView, action: Action) -> str:
    match action:
        case Attack(cell=cell, owner=owner, size=size):
            place = Message("tutorial-place-target", name=view.name(owner), size=SIZE_NAMES[size], cell=cell_name(cell))
            return Spot(place)
    return ""


def _page(name: str) -> Message:
    """Where a lesson says more, ``/zark rules page:NAME`` in the reader's words: the page by its choice
    (``choice-attack``), as Discord lists it to them."""
    return Message("tutorial-page-zark", page=Message(f"choice-{name}"))


def _is(kind: type[Action]) -> Callable[[Action], bool]:
    return lambda action: isinstance(action, kind)


def zark_topics(settings: ZarkSettings) -> tuple[Topic, ...]:
    """The options of this table (Fly only in the arcade edition, R-21; a Wild's nomination only with the Uno deck,
    R-24), those seldom useful first."""
    rules = settings.ruleset
    paying = {
        True: "R-11 to R-14",
        False: "R-11, R-12, R-14, R-20" if not rules.wilds else "R-11, R-12, R-14, R-23",
    }[rules.change]
    topics = [
        Topic(
            "attack",
            "tutorial-zark-attack-title",
            "tutorial-zark-attack",
            paying,
            _page("attack"),
            _is(Attack),
            _target,
        ),
    ]
    if rules.fly:
        topics.append(
            Topic(
                "fly",
                "tutorial-zark-fly-title",
                "tutorial-zark-fly",
                "R-15",
                _page("fly"),
                _is(Fly),
                _fly,
            )
        )
    topics.append(
        Topic(
            "hatch",
            "tutorial-zark-hatch-title",
            "tutorial-zark-hatch-wild" if rules.wilds else "tutorial-zark-hatch",
            "R-16",
            _page("hatch"),
            _is(Hatch),
            _at,
        )
    )
    if rules.wilds:
        topics.append(
            Topic(
                "nominate",
                "tutorial-zark-nominate-title",
                "tutorial-zark-nominate",
                "R-24",
                Message("tutorial-page-zark", page="unocitta"),
                _is(Nominate),
                _at,
            )
        )
    topics += [
        Topic(
            "discard",
            "tutorial-zark-discard-title",
            "tutorial-zark-discard",
            "R-8, R-9",
            _page("discard"),
            _is(Discard),
        ),
        Topic(
            "starter",
            "tutorial-zark-starter-title",
            "tutorial-zark-starter",
            "R-2",
            _page("setup"),
            _is(Starter),
        ),
        Topic(
            "place",
            "tutorial-zark-place-title",
            "tutorial-zark-place",
            "R-3",
            _page("setup"),
            _is(Place),
            _at,
        ),
        Topic(
            "build",
            "tutorial-zark-build-title",
            "tutorial-zark-build-wild" if rules.wilds else "tutorial-zark-build",
            "R-10a, R-5",
            _page("build"),
            _is(Build),
            _at,
        ),
        Topic(
            "move",
            "tutorial-zark-move-title",
            "tutorial-zark-move",
            "R-10a, R-5",
            _page("move"),
            _is(Move),
            _move,
        ),
        Topic(
            "grow",
            "tutorial-zark-grow-title",
            "tutorial-zark-grow",
            "R-10a",
            _page("grow"),
            _is(Grow),
            _piece_at,
        ),
        Topic(
            "spawn",
            "tutorial-zark-spawn-title",
            "tutorial-zark-spawn",
            "R-10a",
            _page("spawn"),
            _is(Spawn),
            _at,
        ),
        Topic(
            "draw",
            "tutorial-zark-draw-title",
            "tutorial-zark-draw",
            "R-10a, R-27" if rules.turn_draw else "R-19, R-27",
            _page("draw"),
            _is(Draw),
        ),
    ]
    return tuple(topics)


def zark_learner_actions(game: ZarkGame, seat: int) -> list[Action]:
    """What `seat` may do now: its legal actions, and the nominations of the Wilds it alone occupies (R-24), which
    are free and so not among them."""
    return [*game.legal_actions(seat), *legal.free_actions(game, seat)]


def zark_teaching_move(game: ZarkGame, seat: int, learner: int, explained: Sequence[str]) -> Action | None:
    """Hatch brought about (R-16), which gentle play never would: the computer at `seat` demolishes the `learner`'s
    pyramid, with its cheapest payment, when it is her only one on the board, Hatch has not been explained, and
    this is its second turn or later (never in the first round, whose starters stay). Once a game: never after any
    attack on her. None when it is not the moment, or the pyramid is out of its reach or it cannot pay (R-11, R-12)."""
    if "hatch" in explained or game.phase is not Phase.ACTION or game.seats_to_act() != [seat] or seat == learner:
        return None
    history = game.history
    if not any(mover == seat and isinstance(action, TURN_OPTIONS) for mover, action in history):
        return None  # its first turn option is still to come: the first round
    if any(isinstance(action, Attack) and action.owner == learner for _, action in history):
        return None  # once
    hers = [(cell, size) for cell, here in game.pieces.items() for owner, size in here if owner == learner]
    if len(hers) != 1:
        return None
    [(cell, size)] = hers
    if (cell, learner, size) not in legal.attack_targets(game, seat):
        return None
    payments = legal.attack_payments(game, seat, size)
    return Attack(cell, learner, size, payments[0]) if payments else None
