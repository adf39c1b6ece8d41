"""Tutorials (/zark tutorial): a game for one person, the learner, against easy computer players, in which the bot
explains each turn option the first time it becomes useful to the learner, on the board of that moment, citing the
rule; by the game's end every option of that game has been explained.

The options and their words are the family's (`Family.tutorial_topics`: a title and a sentence, each a message id
whose words are looked up when shown, the rule, the rules page, which legal actions are that option and where one is
on the board, a `Spot` in words). A lesson is posted to the tutorial's table, whose language is its learner's
(`play.texts.table_language`): it is said in that language. What has been explained is kept in the
game's stored settings beside the engine's, under ``tutorial`` (``{"learner": user id, "seat": seat, "explained":
[option keys]}``): written with the deal (`start_notes`) and then with the move that made the explanation due
(`lesson`, through `data.GameStore.commit_move`'s `settings`), so it is explained once, on that move's own board
(`play.announcements`), and survives restarts.

When it is the learner's turn after a move (or at the deal), every option not yet explained that the learner may
take now (`Family.learner_actions`: a free action such as a Wild's nomination too) is due, at most `PER_TURN` of
them in the family's order (options seldom useful first, so none is missed for want of room); the rest wait for a
later turn. The move that ends the game explains whatever the game never offered, so by its end every option has
been shown.

Every learner of a game gets the same deal (`DEALS`) against gentle computer players (`COMPUTERS`), and the computers'
moves and the hints are seeded alike in every tutorial (`seeded_as`), so a learner who plays the hint's move each
turn plays the game tests/play/test_tutorial.py plays, and wins it. Gentle play never brings some options about (in
the Zark family, Hatch needs all of the learner's pyramids gone): a computer then makes the family's teaching move
in place of its own choice (`teaching_move`), once, after the first round. The learner's resignation, or the End
tutorial button on the tutorial's boards (`stop`), ends the tutorial at once (`end`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import i18n
from data import GameRow, GameStore
from i18n import ENGLISH
from rules import Action, GameState, GameView, Message, Phase, kind_named
from rules.core.messages import Argument
from rules.players import GENTLE

from .errors import UserError
from .families import Topic, family_of
from .texts import table_language

KEY = "tutorial"
#: The computer players a learner meets: two (three players suit every game, H-23), at the gentle level: the easy
#: player less every move that takes from another player (`rules.core.evaluation.GENTLE`), so a learner's starter is
#: never taken in the first round and a learner who follows the hints (/zark hint) wins. Their one exception is the
#: family's teaching move (`teaching_move`), which brings about an option gentle play never would (Hatch).
COMPUTERS = (GENTLE, GENTLE)
#: Every learner of a game gets the same deal, chosen so that a learner who plays the hint's move each turn meets
#: every turn option on her turns, Hatch (R-16, after the computers' teaching move) and a Wild's nomination (R-24)
#: among them, and wins within `WIN_WITHIN` of their turns; tests/play/test_tutorial.py plays each of them so.
DEALS = {"zark-city": "3", "unocitta": "27", "unopolis": "1", "zarcana": "6"}
WIN_WITHIN = 40
#: What seeds the computers' moves and the hints in a tutorial, in place of the game's number: so every learner who
#: follows the hints plays the same game.
SEEDED_AS = "tutorial"
#: At most this many places are named for one option; beyond them, how many more there are.
PLACES = 4
#: At most this many options are explained after one move: more would bury the board.
PER_TURN = 3
MARK = "📘"
#: The most characters a lesson takes of its board's message (Discord's 2,000 hold the move's and the next lines too);
#: beyond it, each option is named with its rule and page only.
ROOM = 1500


class Spot(str):
    """A place on the board as a `Topic` points at it (``your small on M13 to N13``), in words looked up when shown:
    a str, as the family protocol's `where` gives, whose value tells places apart (the message's id and arguments),
    carrying the message that says it (`key` and `args`, as `rules.Message` has). A bare cell's name (``M13``) needs
    no such words and is a plain str."""

    key: str
    args: Mapping[str, Argument]

    def __new__(cls, said: Message) -> Spot:
        place = super().__new__(cls, " ".join([said.key, *(str(value) for value in said.args.values())]))
        place.key, place.args = said.key, said.args
        return place


def said_place(language: str, place: str) -> str:
    """A place in `language`: a `Spot` in its words, a bare cell's name as it is."""
    return i18n.say(language, place) if isinstance(place, Spot) else place


@dataclass(frozen=True, slots=True)
class Tutorial:
    """A tutorial game's notes: who learns, at which seat, and the keys of the options explained so far."""

    learner: int
    seat: int
    explained: tuple[str, ...]

    def to_dict(self) -> dict[str, object]:
        return {"learner": self.learner, "seat": self.seat, "explained": list(self.explained)}


def tutorial_of(settings: Mapping[str, object]) -> Tutorial | None:
    """The tutorial notes of a game's stored settings, or None for a game that is no tutorial."""
    notes = settings.get(KEY)
    if not isinstance(notes, dict):
        return None
    explained = notes.get("explained", [])
    assert isinstance(explained, list)
    return Tutorial(int(notes["learner"]), int(notes["seat"]), tuple(str(key) for key in explained))


@dataclass(frozen=True, slots=True)
class Lesson:
    """What one moment of a tutorial explains: options (each with where it is on the board now, or ""), whether the
    game is over (the options it never offered), and the stored settings with them noted."""

    shown: tuple[tuple[Topic, str], ...]
    final: bool
    settings: dict[str, object]
    language: str = ENGLISH  # the table's, which is its learner's

    @property
    def lines(self) -> list[str]:
        return lesson_lines(self.shown, final=self.final, language=self.language)


def deal_of(game: str) -> str:
    """The deal every learner of `game` gets (`DEALS`)."""
    return DEALS[game]


def seeded_as(settings: Mapping[str, object]) -> str | None:
    """What seeds a table's computer moves and hints in place of the game's number: `SEEDED_AS` in a tutorial."""
    return SEEDED_AS if tutorial_of(settings) is not None else None


def option_places(topic: Topic, legal: Sequence[Action], view: GameView, language: str = ENGLISH) -> str:
    """Where the option may be taken now (`view`: the public one), in `language`: every place, or the first `PLACES`
    and how many more (``N14, M12, L13 or K12``; ``N14, M12, L13, K12 and 5 more``); empty when nothing is worth
    pointing at."""
    found = list(dict.fromkeys(topic.where(view, action) for action in legal if topic.matches(action)))
    said = [said_place(language, place) for place in found if place]
    if len(said) > PLACES:
        return i18n.text(language, "tutorial-places-more", some=", ".join(said[:PLACES]), count=len(said) - PLACES)
    if len(said) > 1:
        return i18n.text(language, "tutorial-places-or", some=", ".join(said[:-1]), last=said[-1])
    return "".join(said)


def due(
    topics: Sequence[Topic],
    explained: Sequence[str],
    legal: Sequence[Action],
    view: GameView,
    limit: int = PER_TURN,
    *,
    language: str = ENGLISH,
) -> list[tuple[Topic, str]]:
    """The options due now, in the family's order, at most `limit`: each not yet explained and among the `legal`
    actions, with where such actions are on the board (`option_places` in `language`; `view`: the public one)."""
    found = []
    for topic in topics:
        if topic.key in explained:
            continue
        if any(topic.matches(action) for action in legal):
            found.append((topic, option_places(topic, legal, view, language)))
        if len(found) == limit:
            break
    return found


def lesson(settings: Mapping[str, object], game: GameState) -> Lesson | None:
    """What the tutorial explains after a move (`game` as it now is), or None: nothing, or not a tutorial. Over, the
    game explains every option still unexplained; otherwise, on the learner's turn, the options due (`due`)."""
    tutorial = tutorial_of(settings)
    if tutorial is None:
        return None
    topics = family_of(game).tutorial_topics(game.settings)
    public, language = game.view(None), table_language(settings)
    if game.phase is Phase.OVER:
        shown = [(topic, "") for topic in topics if topic.key not in tutorial.explained]
        final = True
    elif tutorial.seat in game.seats_to_act():
        legal = family_of(game).learner_actions(game, tutorial.seat)
        shown, final = due(topics, tutorial.explained, legal, public, language=language), False
    else:
        return None
    if not shown and not final:
        return None
    explained = (*tutorial.explained, *(topic.key for topic, _ in shown))
    noted = Tutorial(tutorial.learner, tutorial.seat, explained)
    return Lesson(tuple(shown), final, {**settings, KEY: noted.to_dict()}, language)


def teaching_move(settings: Mapping[str, object], game: GameState, seat: int) -> Action | None:
    """The move the tutorial's computer player at `seat` makes now in place of its own choice, to bring about an
    option gentle play never would (`Family.teaching_move`: in the Zark family, Hatch), or None: none is due, or
    this is no tutorial. Read from the game as the computer may see it: its own hand and the board."""
    tutorial = tutorial_of(settings)
    if tutorial is None or seat == tutorial.seat:
        return None
    return family_of(game).teaching_move(game, seat, tutorial.seat, tutorial.explained)


def lesson_lines(shown: Sequence[tuple[Topic, str]], *, final: bool, language: str = ENGLISH) -> list[str]:
    """The explanation in `language`, a line per option (its title and sentence are message ids, `where` said
    already): ``📘 **Build** (R-5): … You could now: N14. More: /zark rules page:build``."""
    lines = []
    if final:
        lines.append(i18n.text(language, "tutorial-over-unoffered" if shown else "tutorial-over-all-seen", mark=MARK))

    def named(topic: Topic) -> dict[str, object]:
        return {"mark": MARK, "title": Message(topic.title), "rule": citation(language, topic.rule), "page": topic.page}

    full = [
        i18n.text(language, "tutorial-lesson", named(topic), sentence=Message(topic.sentence), places=where)
        if where
        else i18n.text(language, "tutorial-lesson-nowhere", named(topic), sentence=Message(topic.sentence))
        for topic, where in shown
    ]
    if sum(len(line) + 1 for line in full) > ROOM:  # (a learner who resigned at once: every option left at the end)
        full = [i18n.text(language, "tutorial-lesson-short", named(topic)) for topic, _ in shown]
    return lines + full


def citation(language: str, rule: str) -> str:
    """A topic's rule citation in `language`: rule ids read the same everywhere, and the words between them are the
    language's (``R-11 to R-14``, ``section 7``)."""
    if found := re.fullmatch(r"(\S+) to (\S+)", rule):
        return i18n.text(language, "tutorial-rule-range", first=found[1], last=found[2])
    if found := re.fullmatch(r"section (\d+)", rule):
        return i18n.text(language, "tutorial-rule-section", number=found[1])
    return rule


def start_notes(learner: int, seat: int) -> Callable[[GameState], dict[str, object]]:
    """The notes a tutorial is dealt with (`data.GameStore.start_game`): the learner, and the options due at once."""

    def notes(game: GameState) -> dict[str, object]:
        blank = {KEY: Tutorial(learner, seat, ()).to_dict()}
        first = lesson(blank, game)
        return dict(first.settings if first is not None else blank)

    return notes


def first_lines(settings: Mapping[str, object], game: GameState) -> list[str]:
    """What the first board of a tutorial explains: the options noted at the deal (`start_notes`)."""
    tutorial = tutorial_of(settings)
    if tutorial is None:
        return []
    topics = {topic.key: topic for topic in family_of(game).tutorial_topics(game.settings)}
    legal = family_of(game).learner_actions(game, tutorial.seat) if tutorial.seat in game.seats_to_act() else []
    public, language = game.view(None), table_language(settings)
    shown = [(topics[key], option_places(topics[key], legal, public, language)) for key in tutorial.explained]
    return lesson_lines(shown, final=False, language=language)


async def end(store: GameStore, game_id: int, user_id: int) -> str | None:
    """The learner resigning from their tutorial while it is on ends it at once: the game is stopped (abandoned), so
    the computer players stop too, and the one sentence to post (in the table's language) says what to do next. None
    when this is no tutorial's learner, or it is over already: the resignation is then an ordinary move."""
    row = (await store.load(game_id)).row
    notes = tutorial_of(row.settings)
    if notes is None or notes.learner != user_id or not row.status.is_active:
        return None
    return await _abandoned(store, row, notes)


async def stop(store: GameStore, game_id: int, user_id: int) -> str:
    """The End tutorial button: `end`'s one sentence, or a refusal that changes nothing (a game that is no tutorial,
    anyone but its learner, a tutorial over already: a button left on an old board)."""
    row = (await store.load(game_id)).row
    notes = tutorial_of(row.settings)
    if notes is None:
        raise UserError(Message("play-tutorial-not-one", game=str(game_id)))
    if not row.status.is_active:
        raise UserError(Message("play-tutorial-over"))
    if notes.learner != user_id:
        raise UserError(Message("play-tutorial-not-the-learner", name=_learner_name(row, notes)))
    return await _abandoned(store, row, notes)


async def _abandoned(store: GameStore, row: GameRow, notes: Tutorial) -> str:
    """The tutorial stopped (its game abandoned, so its computer players stop): the one sentence to post, in the
    table's language."""
    await store.abandon(row.id)
    return i18n.text(table_language(row.settings), "tutorial-ended", mark=MARK, name=_learner_name(row, notes))


def _learner_name(row: GameRow, notes: Tutorial) -> str | Message:
    learner = row.player_at(notes.seat)
    return learner.name if learner is not None else Message("play-tutorial-the-learner")


def resign_question(settings: Mapping[str, object], user_id: int, language: str = ENGLISH) -> str:
    """What /zark resign asks before its button, in the asker's `language`: in their own tutorial, that resigning
    ends the tutorial."""
    notes = tutorial_of(settings)
    if notes is not None and notes.learner == user_id:
        return i18n.text(language, "tutorial-resign-ends-it")
    return i18n.text(language, "tutorial-resign-question")


def tutorial_options(game: str) -> dict[str, str]:
    """A tutorial table's options: hints on (`/zark hint`; a game with hints is never rated) where the game offers
    them, else simply not rated."""
    offered = {option.name for option in kind_named(game).table_options}  # (an unknown game: the rules' sentence)
    return {"hints": "on"} if "hints" in offered else {"rated": "off"}
