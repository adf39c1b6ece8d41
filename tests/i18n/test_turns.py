"""What a turn says in the Zark family (Zark City, Unocitta, Unopolis) and the shared turn pipeline around it, in
every language: the family's words (move lines, who acts next, events, the mover's private report, the hand, the
log, catching up, previews), the engine's messages for a move and a position (`rules.zark.describe`,
`rules.zark.text`), and the shared lines (the caretaker's, a game's start, the turn DM, the log, a preview's). In
real situations each formats in every language without an error, reads in German, Polish and Russian in their own
words, and in the pseudo-language leaves no English outside its markers; the engine hands up messages, not words."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime

import pytest

import i18n
from data import GameRow, GameStatus, LoadedGame, PlayerRow
from i18n import ENGLISH, LANGUAGES, Catalogue, say
from i18n.catalogue import whole_text
from i18n.pseudo import PSEUDO, escaped_words, pseudo_text
from play import texts
from play.announcements import boards_message, start_owes, turn_dm_text
from play.history import move_log
from play.moves import Played, PlayedOf, Seated
from play.preview import preview
from play.reports import headline
from play.zark import ZARK_FAMILY as ZARK
from rules import Message, Phase, Resign
from rules.zark import Card, ZarkGame, ZarkSettings, describe, parse_action
from rules.zark.card_names import card_in_words
from rules.zark.text import marks_words, seat_line, seat_words, status_line
from tests.play import boards
from tests.rules.positions import position

#: Every kind of move, in notation: the Zark City ones at the crowded three-player table, the Uno ones at Unocitta's.
ZARK_MOVES = [
    "starter 9H",
    "place M12",
    "draw",
    "grow M13 small",
    "spawn M13",
    "build 10H M15",
    "hatch 4C N14",
    "move M13 small to N13",
    "attack 2 small at N13 with QH demolish",
    "attack 2 small at N13 with KD JK convert small",
    "fly M13 to P13 with AS",
    "discard QH JK",
    "resign",
    "agree-end",
]
UNO_MOVES = ["build W N14 as 7R", "hatch W4 N14 as 5B", "nominate N13 7R", "build 5B N14", "discard SB +2Y W"]
NOW = datetime(2024, 5, 1, tzinfo=UTC)
#: Texts that read the same as English in a language, rightly: the Joker is "Joker" in German too.
ALIKE = {"de": {"card JK"}}


def table(game: ZarkGame, *, computers: bool = False, language: str = ENGLISH) -> GameRow:
    """A stored row for `game`: persons Ann, Bob, ... (user ids 101, 102, ...) or computer players, at a table that
    speaks `language`."""
    players = tuple(
        PlayerRow(seat, -1 - seat if computers else 101 + seat, game.name(seat), computer="easy" if computers else None)
        for seat in range(len(game.settings.players))
    )
    return GameRow(
        id=1234, guild_id=1, channel_id=2, thread_id=3, lobby_message_id=None, host_id=101, status=GameStatus.PLAYING,
        settings={"language": language}, seed=None, players=players, version=7, turn_seat=None,
        waiting_seats=tuple(game.seats_to_act()), turn_since=None, created_at=NOW, updated_at=NOW,
    )  # fmt: skip


def playing(game: ZarkGame, seat: int, line: str, *, computers: bool = False) -> Played:
    """`line` played for `seat`, as the referee hands it up."""
    action = parse_action(line, game.settings.deck)
    events = game.apply(seat, action)
    return PlayedOf(table(game, computers=computers), game, seat, action, events, 8, game.view(None))


def named(*names: str) -> ZarkGame:
    return ZarkGame.new(ZarkSettings(players=names), "seed")


def starters_chosen(choose: int) -> ZarkGame:
    game = named("Ann", "Bob")
    for seat in range(choose):
        number = next(card for card in game.hands[seat] if game.settings.ruleset.is_number(card))
        game.apply(seat, parse_action(f"starter {number}"))
    return game


def uno() -> ZarkGame:
    return position({"M13": "5R", "N13": "W"}, {"M13": "1s", "N13": "1s"}, ["W W4 5B", "2G"], game="unocitta")


def area_texts(language: str) -> Iterator[tuple[str, str]]:
    """Every text of the area in real situations, each with a name, in `language`."""
    crowded = boards.crowded()
    view = crowded.view(None)
    yield "table words", ZARK.table_words(crowded.settings, language=language)
    yield "waiting: another's turn", say(language, ZARK.waiting_sentence(crowded, 1))
    yield "waiting: starter chosen", say(language, ZARK.waiting_sentence(starters_chosen(1), 0))
    resigned = boards.crowded()
    resigned.apply(2, Resign())
    yield "waiting: resigned", say(language, ZARK.waiting_sentence(resigned, 2))
    for game, lines in ((crowded, ZARK_MOVES), (uno(), UNO_MOVES)):
        for line in lines:
            action = parse_action(line, game.settings.deck)
            public = game.view(None)
            yield f"move line {line}", ZARK.move_line(public, 0, action, private=True, language=language)
            yield f"log {line}", ZARK.log_words(public, 0, line, language=language)
            names = [game.name(seat) for seat in game.seats]
            yield f"would {line}", i18n.say(language, describe(action, names, would=True))
    yield "log starter ?", ZARK.log_words(view, 0, "starter ?", language=language)
    yield from next_steps(language)
    yield from events(language)
    yield from reports(language)
    yield from previews(language)
    yield from shared(language)
    for seat in crowded.seats:
        yield f"seat line {seat}", i18n.say(language, seat_line(view, seat))
    yield "seat line resigned", i18n.say(language, seat_line(resigned.view(None), 2))
    yield "uno seat", i18n.say(language, seat_words(uno().view(None), 1))
    yield "marks", i18n.say(language, marks_words(view)) + " / " + i18n.say(language, marks_words(uno().view(None)))
    for card in ("7H", "KD", "AS", "10T", "JK", "W4", "SB", "5B"):
        yield f"card {card}", i18n.say(language, card_in_words(Card(card)))


def next_steps(language: str) -> Iterator[tuple[str, str]]:
    def step(name: str, game: ZarkGame, *, computers: bool = False) -> tuple[str, str]:
        line = ZARK.next_step_line(game.view(None), table(game, computers=computers), language=language)
        return f"next: {name}", line

    yield step("starters", starters_chosen(0))
    yield step("computers' starters", starters_chosen(0), computers=True)
    yield step("place your starter", starters_chosen(2))
    yield step("computer places its starter", starters_chosen(2), computers=True)
    yield step("discarding", boards.over_the_limit())
    yield step("your turn", boards.crowded())
    yield step("thinking", boards.crowded(), computers=True)
    won = boards.winning_for_p1()
    won.apply(0, parse_action("attack 2 small at O13 with KD demolish"))
    yield step("won with a block", won)
    alone = boards.winning_for_p1()
    alone.apply(1, Resign())
    yield step("won alone", alone)
    ended = boards.crowded()
    for seat in ended.seats:
        ended.apply(seat, parse_action("agree-end"))
    yield step("ended", ended)
    yield "turn goes on", ZARK.turn_goes_on_line(uno().view(None), language=language)


def events(language: str) -> Iterator[tuple[str, str]]:
    revealed = starters_chosen(1)
    second = next(card for card in revealed.hands[1] if revealed.settings.ruleset.is_number(card))
    shown = playing(revealed, 1, f"starter {second}")
    yield "events: starters", ZARK.events_line(shown.public, shown.events, language=language)
    shuffled = position({"M13": "7H"}, {"M13": "1s"}, ["2H", "2C"])
    shuffled.discard, shuffled.deck = shuffled.deck, []
    drawn = playing(shuffled, 0, "draw")
    yield "events: reshuffle and draws", ZARK.events_line(drawn.public, drawn.events, language=language)


def reports(language: str) -> Iterator[tuple[str, str]]:
    over = playing(boards.six_in_hand(), 0, "draw")
    text, owed = ZARK.private_report(over, 101, language=language)
    assert owed is not None
    yield "report: own, a discard owed", text + "\n" + "\n".join(owed.labels + owed.words)
    yield "report: another's seat", ZARK.private_report(over, 102, language=language)[0]
    chosen = starters_chosen(1)
    yield "hand and starter", ZARK.hand_text(chosen.view(0), language=language)
    empty = position({"M13": "7H"}, {"M13": "1s"}, ["", "2C"])
    yield "hand empty", ZARK.hand_text(empty.view(0), language=language)
    unos = uno()
    yield "hand of Uno cards", ZARK.hand_text(unos.view(0), language=language)
    game = position({"M13": "7H", "N13": "8H"}, {"M13": "1s", "N13": "2s 3s"}, ["2H 3H", "2C", "3C"], players=3)
    yield "catch up: nothing", ZARK.catch_up(game.view(0), language=language)[0]
    game.apply(0, parse_action("spawn M13"))
    game.apply(1, parse_action("draw"))
    yield "catch up", ZARK.catch_up(game.view(2), language=language)[0]
    yield "log", move_log(game.view(1), 10, language=language)
    yield "log of nothing", move_log(boards.crowded().view(0), 10, language=language)


def previews(language: str) -> Iterator[tuple[str, str]]:
    def tried(game: ZarkGame, seat: int, line: str) -> list[str]:
        sample = game.copy()
        action = parse_action(line)
        return ZARK.preview_lines(sample, seat, action, sample.apply(seat, action), language=language)

    yield "preview: draw and discard", "\n".join(tried(boards.six_in_hand(), 0, "draw"))
    yield "preview: a win", "\n".join(tried(boards.winning_for_p1(), 0, "attack 2 small at O13 with KD demolish"))
    yield "preview: no win", "\n".join(tried(boards.crowded(), 0, "spawn M13"))
    won = boards.winning_for_p1()
    sample = won.copy()
    action = parse_action("attack 2 small at O13 with KD demolish")
    events = sample.apply(0, action)
    yield "preview: another wins", "\n".join(ZARK.preview_lines(sample, 1, action, events, language=language))
    game = boards.crowded()
    seated = Seated(table(game), game, 0)
    yield "preview", preview(seated, lambda g, s: parse_action("spawn M13"), language=language).summary
    waiting = Seated(table(game), game, 1)
    yield "preview, waiting", preview(waiting, lambda g, s: parse_action("draw"), language=language).summary


def shared(language: str) -> Iterator[tuple[str, str]]:
    played = playing(boards.crowded(), 0, "draw")
    yield "caretaker", headline(played, caretaker=True, language=language)
    payloads = [{"text": f"**P1** line {n}", "next": "", "ping": []} for n in range(40)]
    yield "earlier moves", boards_message(payloads, 300, language=language).splitlines()[0]
    game = starters_chosen(0)
    loaded = LoadedGame(table(game, language=language), game)
    yield "begun", "\n".join(str(owed.payload.get("text")) for owed in start_owes(loaded)[:1])
    hinted = ZarkGame.new(ZarkSettings(players=("Ann", "Bob"), hints=True), "seed")
    yield "begun, hints", str(start_owes(LoadedGame(table(hinted, language=language), hinted))[0].payload["text"])
    yield "turn DM", turn_dm_text(table(game), {"user_id": 101}, language)


@pytest.fixture
def strict(monkeypatch: pytest.MonkeyPatch) -> Callable[[dict[str, str]], None]:
    """Make every sentence come from these catalogue texts, raising on any formatting error."""

    def use(texts: dict[str, str]) -> None:
        catalogue = Catalogue(texts, strict=True)
        monkeypatch.setattr(i18n, "catalogue", lambda: catalogue)

    return use


def test_every_text_formats_in_every_language_and_reads_in_its_own_words(
    strict: Callable[[dict[str, str]], None],
) -> None:
    strict({language: whole_text(language) for language in LANGUAGES})
    english = dict(area_texts(ENGLISH))
    assert len(english) > 80
    for language in LANGUAGES[1:]:
        theirs = dict(area_texts(language))
        assert theirs.keys() == english.keys()
        if language in ("de", "pl", "ru"):
            same = [name for name in english if theirs[name] == english[name] and name not in ALIKE.get(language, ())]
            assert not same, (language, same, [theirs[name] for name in same])


def test_in_the_pseudo_language_no_english_escapes_the_catalogue(
    strict: Callable[[dict[str, str]], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(texts, "LANGUAGES", (*LANGUAGES, PSEUDO))  # a table may speak it too
    pseudo = pseudo_text(whole_text(ENGLISH))
    strict({ENGLISH: whole_text(ENGLISH), PSEUDO: pseudo})
    escaped = {name: words for name, text in area_texts(PSEUDO) if (words := escaped_words(text))}
    assert not escaped, escaped


def test_english_reads_word_for_word_as_before() -> None:
    texts = dict(area_texts(ENGLISH))
    assert texts["move line attack 2 small at N13 with KD JK convert small"] == (
        "**P1** converted P2's small on N13 into a small of their own, paying K♦, Joker "
        "· `attack 2 small at N13 with KD JK convert small`"
    )
    assert texts["move line build W N14 as 7R"] == (
        "**P1** built the Wild (standing for the red 7) on N14 · `build W N14 as 7R`"
    )
    assert texts["would place M12"] == "You would have placed your starter on M12."
    assert texts["next: computer places its starter"].endswith("places its starter card (first round, R-3).")
    assert texts["next: won with a block"] == "🏆 <@101> wins with M13 N13 O13!"
    assert texts["events: reshuffle and draws"] == (
        "The discard pile was shuffled into a new deck of 51 cards (R-10). P1 drew 3 cards. P2 drew 1 card."
    )
    assert texts["caretaker"].startswith("⌛ Deadline passed: the caretaker played for P1, who keeps their seat. **P1")
    assert texts["earlier moves"].startswith("…and ") and texts["earlier moves"].endswith(
        " earlier moves (/zark log has every move)."
    )
    assert texts["turn DM"] == "It is your move in Zark City game 1234."
    assert texts["begun"].startswith("Game 1234 has begun! Seats in order: Ann (<@101>), Bob (<@102>).")
    assert texts["card KD"] == "King of diamonds" and texts["card 10T"] == "10 of stars"
    assert texts["catch up"].startswith("Since your last move (2 moves; changed cells are outlined):\nP1: spawned")
    assert texts["log of nothing"] == "No moves yet."


def test_a_catch_up_of_one_move_says_move() -> None:
    game = boards.crowded()
    game.apply(0, parse_action("spawn M13"))
    assert ZARK.catch_up(game.view(1))[0].startswith("Since your last move (1 move; ")


def test_the_engine_hands_up_messages_not_words() -> None:
    crowded, names = boards.crowded(), ["Ann", "Bob", "Cyd"]
    for line in ZARK_MOVES:
        said = describe(parse_action(line), names)
        assert isinstance(said, Message) and said.key.startswith("zark-did-"), line
        assert describe(parse_action(line), names, would=True).key.startswith("zark-would-")
    attack = describe(parse_action("attack 2 small at N13 with KD JK convert small"), names)
    assert attack.args["owner"] == "Bob" and attack.args["paid"] == ("K♦", Message("zark-cards-joker"))
    view = crowded.view(None)
    position = [status_line(view), seat_line(view, 0), seat_words(view, 0), marks_words(view)]
    assert all(isinstance(message, Message) for message in position)
    assert status_line(view) == Message("zark-status-turn", turn="1", names="P1")


def test_a_table_in_german_posts_in_german_and_a_polish_reader_reads_polish() -> None:
    played = playing(boards.crowded(), 0, "draw")
    assert headline(played, language="de").startswith("**P1** zog drei Karten · `draw`\nP1 zog 3 Karten.")
    text, _ = ZARK.private_report(played, 101, language="pl")
    assert text.startswith("Gotowe: **P1** dobiera trzy karty · `draw`\nDobrane karty: ")
    assert turn_dm_text(played.row, {"user_id": 102}, "ru") == "Ваш ход: Zark City, партия 1234."
    assert turn_dm_text(played.row, {"user_id": 102, "text": "It is your move."}, "ru") == "It is your move."


def test_a_card_list_is_said_card_by_card() -> None:
    said = Message("zark-did-discard", cards=("7♥", Message("zark-cards-wild")))
    assert i18n.say("de", said) == "legte 7♥, Farbwahlkarte ab"
    assert i18n.say(ENGLISH, said) == "discarded 7♥, Wild"


def test_every_phase_has_a_status_line_in_every_language() -> None:
    for game in (starters_chosen(0), starters_chosen(2), boards.over_the_limit(), boards.crowded()):
        view = game.view(None)
        assert view.phase is not Phase.OVER
        for language in LANGUAGES:
            assert i18n.say(language, status_line(view)).strip()
