"""What autocomplete offers, the buttons under a board, computer players' names and the lobby heading, in the reader's
or the table's language: Zarcana's choices over random games and every table option's words read otherwise in
German, Polish and Russian than in English, fit Discord's 100 characters in every language where their length is
the catalogue's, and in the pseudo-language leave no English outside the markers."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Sequence

import pytest

import i18n
from cogs.support.looking import game_buttons
from cogs.support.moves import PlayItButton
from cogs.support.transformers import BUSY
from data import GameRow, Store
from i18n import ENGLISH, LANGUAGES
from i18n.pseudo import escaped_words
from play import lobby
from play.computers import SEAT_LEVELS, computer_name
from play.families import family_for
from play.preview import Tried
from play.suggestions import MAX_NAME, Offered
from play.texts import table_settings
from play.zarcana import choices
from play.zark import choices as zark_choices
from rules import GameState, Message, Phase, kind_named, kinds
from rules.core.evaluation import GENTLE
from rules.zarcana import ZarcanaGame, ZarcanaSettings, ZarcanaView, parse_action
from rules.zarcana.playout import random_action
from rules.zark import ZarkView
from tests.data.store_helpers import CHANNEL, GUILD, USERS, new_lobby
from tests.play import boards
from tests.play.test_uno import uno
from tests.rules.zarcana.positions import position

#: Languages whose words are checked to be their own: a German, a Polish and a Russian reader.
READERS = ("de", "pl", "ru")
NAMES = ("Ann", "Bob", "Cy")


def escaped(text: str) -> list[str]:
    """The English words of `text` outside the markers, but for the players' names and the games' own."""
    return [word for word in escaped_words(text) if word not in {*NAMES, "Zark", "City", "Zarcana", "Bot"}]


# ----------------------------------------------------------------------------------------------- Zarcana's choices

#: Each command's options in the order they are chosen, with what each suggests (`play.zarcana.choices`).
CHAINS: tuple[tuple[tuple[str, choices.ZarcanaSuggester], ...], ...] = (
    (("card", choices.play_cards), ("power", choices.play_powers), ("minion", choices.play_minions),
     ("target", choices.play_targets)),
    (("minion", choices.use_minions), ("power", choices.use_powers), ("target", choices.use_targets)),
    (("power", choices.drawn_powers), ("minion", choices.drawn_minions), ("target", choices.drawn_targets)),
    (("target", choices.again_targets),),
    (("minion", choices.reorient_minions), ("facing", choices.reorient_facings)),
    (("count", choices.draw_counts),),
    (("top", choices.discard_tops), ("beneath", choices.discard_beneath)),
    (("cards", choices.give_cards),),
    (("card", choices.top_cards),),
    (("cell", choices.place_cells),),
)  # fmt: skip


def walk(
    view: ZarcanaView, chain: Sequence[tuple[str, choices.ZarcanaSuggester]], filled: dict[str, str]
) -> Iterator[Offered]:
    """What each option of a command offers, step by step: the first few values of each, then the next option."""
    if not chain:
        return
    (option, make), rest = chain[0], chain[1:]
    for name, value in list(make(view, filled))[:4]:
        yield name, value
        yield from walk(view, rest, {**filled, option: value})


def views() -> Iterator[ZarcanaView]:
    """The views of the players to act over random games of three with the extra cards, an attack and an Emperor's
    demand."""
    for seed in range(4):
        game = ZarcanaGame.new(ZarcanaSettings(NAMES, extra_cards=True), seed)
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn <= 30:
            for seat in game.seats_to_act():
                yield game.view(seat)
            seat = rng.choice(game.seats_to_act())
            game.apply(seat, random_action(game, seat, rng))
    yield position({"M13": "AC", "N13": "7C"}, {"M13": "1se 1su", "N13": "2su"}, ["KS 2W Emperor", "2C 3C"]).view(0)
    demand = position({"M13": "AC", "N13": "7W"}, {"M13": "1le", "N13": "2su"}, ["Emperor", "2C 3C 4C"])
    demand.apply(0, parse_action("play Emperor by M13 large east attack 2 small up at N13 demand 2"))
    yield demand.view(1)


def offered() -> list[Message]:
    """Every choice's name the Zarcana commands offered in those views, as the message it is said from."""
    found: dict[Message, None] = {}
    for view in views():
        for chain in CHAINS:
            for name, _ in walk(view, chain, {}):
                assert isinstance(name, Message), name  # no words of any language made below the catalogue
                found[name] = None
    return list(found)


@pytest.fixture(scope="module")
def zarcana_names() -> list[Message]:
    names = offered()
    keys = {name.key for name in names}
    assert {"zarcana-choice-as", "zarcana-choice-power", "zarcana-choice-strike", "zarcana-choice-give"} <= keys
    assert len(keys) >= 15, keys  # the walk met most kinds of choice
    return names


def test_zarcana_choices_are_said_in_the_askers_language(strict: None, zarcana_names: list[Message]) -> None:
    for name in zarcana_names:
        english = i18n.say(ENGLISH, name)
        for language in READERS:
            assert i18n.say(language, name) != english, (language, english)


def test_no_english_escapes_zarcanas_choices(pseudo: None, zarcana_names: list[Message]) -> None:
    for name in zarcana_names:
        assert escaped(i18n.say(ENGLISH, name)) == [], i18n.say(ENGLISH, name)


def test_an_offer_is_said_in_the_language_it_is_asked_in_and_fits_discords_limits(strict: None) -> None:
    view = next(view for view in views() if choices.play_cards(view, {}))
    english = choices.offer(view, choices.play_cards, {}, "")
    for language in LANGUAGES:
        said = choices.offer(view, choices.play_cards, {}, "", language=language)
        assert [value for _, value in said] == [value for _, value in english]
        assert all(0 < len(name) <= MAX_NAME for name, _ in said)
        if language in READERS:
            assert not {name for name, _ in said} & {name for name, _ in english}
    # what was typed narrows the names as the asker reads them
    first = choices.play_cards(view, {})[0][0]
    assert isinstance(first, Message)
    card = i18n.say("de", first).split(" · ")[0]
    assert choices.offer(view, choices.play_cards, {}, card.lower(), language="de")


def test_the_power_choices_fit_discords_100_characters_in_every_language(strict: None) -> None:
    from rules.zarcana.powers import COPIERS, POWER_ORDER
    from rules.zarcana.words import power_choice

    for power in (*POWER_ORDER, *COPIERS):
        for language in LANGUAGES:
            said = i18n.say(language, power_choice(power))
            assert len(said) <= MAX_NAME, (language, len(said), said)


def test_the_entries_saying_why_nothing_is_offered_and_the_busy_entry_fit_and_are_said_in_each_language(
    strict: None,
) -> None:
    for why in [*choices.NOTHING_NOW.values(), BUSY]:
        english = i18n.say(ENGLISH, why)
        for language in LANGUAGES:
            assert len(i18n.say(language, why)) <= MAX_NAME, (language, why)
            if language in READERS:
                assert i18n.say(language, why) != english, (language, why)
    view = next(view for view in views() if not choices.play_cards(view, {}) and view.phase is not Phase.OVER)
    ((name, value),) = choices.offer(view, choices.play_cards, {}, "", language="pl")
    assert name == i18n.say("pl", choices.nothing_now(value.removeprefix("-nothing:")))


def test_no_english_escapes_the_busy_entry(pseudo: None) -> None:
    assert escaped(i18n.say(ENGLISH, BUSY)) == []


# ----------------------------------------------------------------------------------------------- Zark's choices

ZARK_SUGGESTERS = (
    zark_choices.number_cards, zark_choices.board_cards, zark_choices.nominations, zark_choices.nominate_cells,
    zark_choices.renominations, zark_choices.starters, zark_choices.places, zark_choices.grow_pieces,
    zark_choices.spawn_cells, zark_choices.build_cells, zark_choices.hatch_cells, zark_choices.move_pieces,
    zark_choices.move_destinations, zark_choices.attack_targets, zark_choices.payments, zark_choices.outcomes,
    zark_choices.fly_cards, zark_choices.fly_destinations, zark_choices.aces, zark_choices.discards,
)  # fmt: skip


def keys_in(said: object) -> Iterator[str]:
    """The ids of a message and of every message among its arguments."""
    if isinstance(said, Message):
        yield said.key
        for value in said.args.values():
            yield from keys_in(value)
    elif isinstance(said, tuple):
        for item in said:
            yield from keys_in(item)


@pytest.fixture(scope="module")
def zark_names() -> list[Message]:
    """Every choice's name the Zark family's commands offer on a crowded board, a Wild's and a hand over the limit,
    and over random games of each kind, with the earlier options filled in from what was offered."""
    games: list[GameState] = [boards.crowded(), boards.over_the_limit(), uno(), uno("unopolis")]
    for key in ("zark-city", "unocitta", "unopolis"):
        kind = kind_named(key)
        settings = kind.settings({**kind.table({}), "players": list(NAMES)})
        games += [kind.random_game(settings, seed, max_turns=turns) for seed in range(2) for turns in (1, 6, 30)]
    found: dict[Message, None] = {}
    for game in games:
        for seat in game.seats_to_act():
            view = game.view(seat)
            assert isinstance(view, ZarkView)
            filled = {"target": "", "piece": "", "card": "", "cell": ""}
            for make in ZARK_SUGGESTERS:
                for name, value in make(view, filled):
                    if make is zark_choices.attack_targets:
                        filled["target"] = value
                    elif make is zark_choices.move_pieces:
                        filled["piece"] = value
                    elif make is zark_choices.fly_cards:
                        filled["card"] = value
                    if isinstance(name, Message):
                        found[name] = None
    keys = {key for name in found for key in keys_in(name)}
    assert {"zark-choice-cell", "zark-choice-next-to", "zark-choice-payment", "zark-choice-convert"} <= keys, keys
    assert {"zark-choice-wild-as", "zark-cards-uno-number", "zark-choice-card"} <= keys, keys
    return list(found)


def test_the_zark_familys_choices_are_said_in_the_askers_language(strict: None, zark_names: list[Message]) -> None:
    # a card alone ("Joker") or cards' codes one after another ("2♥ + 3♥") read the same in German
    for name in [name for name in zark_names if not name.key.startswith(("zark-cards-", "zark-choice-discard"))]:
        english = i18n.say(ENGLISH, name)
        for language in READERS:
            assert i18n.say(language, name) != english, (language, english)


def test_no_english_escapes_the_zark_familys_choices(pseudo: None, zark_names: list[Message]) -> None:
    for name in zark_names:
        assert escaped(i18n.say(ENGLISH, name)) == [], i18n.say(ENGLISH, name)


# ----------------------------------------------------------------------------------------------- table options


def table_option_words() -> Iterator[tuple[str, str, Message]]:
    """Every kind's table options and values, with what each value does."""
    for kind in kinds():
        for option in kind.table_options:
            for value in option.values:
                does = option.describe(value)
                assert does is not None, (kind.key, option.name, value)
                yield f"{option.name}:{value}", value, does


def test_each_table_option_is_described_in_the_askers_language_within_100_characters(strict: None) -> None:
    for word, _, does in table_option_words():
        english = i18n.say(ENGLISH, does)
        for language in LANGUAGES:
            named = i18n.say(language, Message("choice-with-words", value=word, words=does))
            assert len(named) <= MAX_NAME, (language, named)
            if language in READERS:
                assert i18n.say(language, does) != english, (language, word)
    for language in READERS:
        offered = dict((value, name) for name, value in lobby.table_option_choices("zarcana", "tie", language))
        assert (
            offered["tie_break:on"]
            == f"tie_break:on · {i18n.say(language, kind_named('zarcana').table_options[1].value_help[1])}"
        )
    names = [name for name, _ in lobby.table_option_choices("zark-city", "hints:", "de")]
    assert "hints:on · /zark tipp schlägt Züge vor; eine solche Partie wird nie gewertet" in names


def test_no_english_escapes_the_table_options_words(pseudo: None) -> None:
    for kind in kinds():
        for name, value in lobby.table_option_choices(kind.key, "", ENGLISH):
            if not value.startswith("language:"):  # a language's own name, in its own words
                assert escaped(name.partition(" · ")[2]) == [], name


# ----------------------------------------------------------------------------------------------- the table's words


def at_table(row: GameRow, language: str) -> GameRow:
    return dataclasses.replace(row, settings={**row.settings, "language": language})


def labels(row: GameRow) -> list[str]:
    return [str(getattr(getattr(item, "item", None), "label", "")) for item in game_buttons(row).children]


async def test_the_buttons_under_a_board_are_in_the_tables_language(store: Store, strict: None) -> None:
    row = (await store.start_game((await new_lobby(store)).id, "seed")).row
    tutorial = dataclasses.replace(row, settings={**row.settings, "tutorial": {"learner": 1, "seat": 0}})
    english = labels(tutorial)
    assert english == ["My hand", "Catch up", "End tutorial"]
    for language in READERS:
        assert labels(at_table(tutorial, language)) == [i18n.text(language, f"button-{kind}") for kind in
                                                        ("hand", "catchup", "endtutorial")]  # fmt: skip
        assert not set(labels(at_table(tutorial, language))) & set(english)
    tried = Tried(game_id=4, version=9, seat=0, action=parse_action("draw 1"))
    assert PlayItButton.new(tried).item.label == "Play it"
    assert PlayItButton.new(tried, language="ru").item.label == "Сыграть"


async def test_no_english_escapes_the_buttons(store: Store, pseudo: None) -> None:
    row = (await store.start_game((await new_lobby(store)).id, "seed")).row
    tutorial = dataclasses.replace(row, settings={**row.settings, "tutorial": {"learner": 1, "seat": 0}})
    tried = Tried(game_id=4, version=9, seat=0, action=parse_action("draw 1"))
    for label in [*labels(tutorial), str(PlayItButton.new(tried).item.label)]:
        assert escaped(label) == [], label


def test_computer_players_are_named_in_the_tables_language(strict: None) -> None:
    assert [computer_name(2, level) for level in (*SEAT_LEVELS, GENTLE)] == [
        "Bot 2 (easy)", "Bot 2 (medium)", "Bot 2 (hard)", "Bot 2 (gentle)"
    ]  # fmt: skip
    assert computer_name(3, "hard", "de") == "Bot 3 (schwer)" and computer_name(1, "easy", "ru") == "Бот 1 (лёгкий)"
    for language in READERS:
        for level in (*SEAT_LEVELS, GENTLE):
            name = computer_name(5, level, language)
            assert name != computer_name(5, level) and len(name) <= 32, name  # a name fits the board's legend


def test_no_english_escapes_computer_players_names(pseudo: None) -> None:
    for level in (*SEAT_LEVELS, GENTLE):
        assert escaped(computer_name(4, level)) == []


async def test_a_computer_seated_at_a_german_table_plays_under_its_german_name(store: Store, strict: None) -> None:
    settings: dict[str, object] = {"edition": "arcade", "deck": "standard", "language": "de"}
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], host_name="Ann", settings=settings
    )
    seated = await lobby.add_computer(store, row.id, row.host_id, "hard")
    assert seated.players[-1].name == "Bot 1 (schwer)"
    assert "Bot 1 (schwer)" in lobby.lobby_text(seated)
    game = (await store.start_game(row.id, "seed")).game
    assert game is not None and "Bot 1 (schwer)" in [game.view(None).name(seat) for seat in range(2)]


async def test_the_lobby_heading_says_the_table_options_in_the_tables_language(store: Store, strict: None) -> None:
    row = await new_lobby(store)
    heading = lobby.lobby_text(row).splitlines()[0]
    english_words = family_for(row.settings).table_words(table_settings(row))
    assert english_words in heading
    for language in READERS:
        german = at_table(row, language)
        words = family_for(german.settings).table_words(table_settings(german), language=language)
        first = lobby.lobby_text(german).splitlines()[0]
        assert words in first and english_words not in first, (language, first)
