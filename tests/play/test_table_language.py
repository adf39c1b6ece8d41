"""The table's language (`play.texts.table_language`): the table option ``language``, the host's Discord language
unless they chose another, kept once the game is dealt; a refusal of a language the bot does not have."""

from __future__ import annotations

import pytest

from data import Store
from i18n import LANGUAGES
from play.announcements import table_notes
from play.lobby import check_settings, read_table_options, table_option_choices
from play.prefs import Prefs
from play.texts import table_language
from play.timers import remember_language
from rules import NotationError
from tests.play.tables import ANN
from tests.words import english


def test_a_table_speaks_its_hosts_language_unless_the_host_chose_one() -> None:
    assert table_language(check_settings("zark-city", {}, "de")) == "de"
    assert table_language(check_settings("zarcana", read_table_options("language:pl"), "de")) == "pl"
    assert table_language(check_settings("unocitta", read_table_options("language:PT-br"), "ru")) == "pt-BR"
    assert table_language(check_settings("zark-city", {})) == "en-US"  # (no host's language known: English)
    assert table_language({}) == table_language({"language": "xx"}) == "en-US"  # stored before, or hand-edited


def test_the_language_stays_with_the_table_once_its_game_is_dealt() -> None:
    assert table_notes(check_settings("zark-city", read_table_options("language:fr boards:round"))) == {
        "boards": "round",
        "language": "fr",
    }
    assert table_notes(check_settings("zark-city", {})) == {"language": "en-US"}


def test_a_language_the_bot_does_not_have_is_refused_in_a_sentence() -> None:
    with pytest.raises(NotationError) as refused:
        check_settings("zark-city", read_table_options("language:klingon"), "de")
    assert english(refused.value) == (
        "The option language is one of en-US, de, fr, es-ES, pt-BR, pl, ru, not 'klingon'."
    )


def test_the_options_list_offers_each_language_in_its_own_words() -> None:
    offered = dict(table_option_choices("zark-city", "lang"))
    assert [value for value in offered.values()] == [f"language:{language}" for language in LANGUAGES]
    assert "language:de · Deutsch" in offered and "language:ru · Русский" in offered
    after = [value for _, value in table_option_choices("zark-city", "language:de ")]
    assert after and all(value.count("language:") == 1 for value in after)  # chosen once, never offered again


def test_a_players_language_is_the_one_they_last_used_unless_they_chose_one() -> None:
    fresh = Prefs()
    assert fresh.speaks() == "en-US" and fresh.used("de").speaks() == "de"
    assert fresh.used("de").used("pl").speaks() == "pl"
    chosen = Prefs(language="fr", language_chosen=True)
    assert chosen.used("de") is chosen and chosen.speaks() == "fr"
    assert Prefs.from_dict(Prefs(language="ru").to_dict()).speaks() == "ru"
    assert Prefs.from_dict({"language": "xx"}).speaks() == "en-US"  # a language since taken out


async def test_remembering_a_language_stores_it_only_when_it_changed(store: Store) -> None:
    assert await remember_language(store, ANN, "de") is True
    assert await remember_language(store, ANN, "de") is False
    assert Prefs.from_dict(await store.user_settings(ANN)).speaks() == "de"
    await store.set_user_settings(ANN, Prefs(language="fr", language_chosen=True).to_dict())
    assert await remember_language(store, ANN, "pl") is False
