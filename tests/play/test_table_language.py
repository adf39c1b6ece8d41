"""The table's language (`play.texts.table_language`): the table option ``language``, the host's Discord language
unless they chose another, kept once the game is dealt; a refusal of a language the bot does not have."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES
from play.announcements import table_notes
from play.lobby import check_settings, read_table_options, table_option_choices
from play.texts import table_language
from rules import NotationError
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
