"""Zarcana's commands read and suggested from the seat's own view: options left out are filled only when one legal
move fits, values are read or refused with a sentence, every suggestion leads to a legal action step by step, and
the rules help is Zarcana as documented. The games at a table are in `tests.play.test_zarcana`."""

from __future__ import annotations

import pytest

from i18n import ENGLISH
from play.errors import UserError
from play.zarcana import choices, commands
from play.zarcana.choices import offer
from play.zarcana.help import PAGES as PAGE_NAMES
from play.zarcana.help import page_messages, rules_page
from play.zarcana.reading import MinionOption, parse_acting, parse_cards, read_effect
from rules import GameState, NotationError
from rules.zarcana import (
    ActingMinion as Acting,
)
from rules.zarcana import (
    Plain,
    Strike,
    TarotCard,
    ZarcanaGame,
    legal_actions,
    parse_action,
)
from rules.zarcana.rulings import HOUSE_RULINGS
from tests.rules.zarcana.positions import cards, position
from tests.words import english


def zarcana(game: GameState) -> ZarcanaGame:
    assert isinstance(game, ZarcanaGame)
    return game


# --------------------------------------------------------------------------------------------- building actions


def test_left_out_options_are_filled_only_when_one_legal_move_fits() -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su"}, ["KS 2W Star", ""])
    alone = commands.play(TarotCard("Star"), None, None, None)(game, 0)
    assert alone == parse_action("play Star")  # nothing to choose: no minion, nothing to target
    sword = commands.play(TarotCard("KS"), "swords", None, None)(game, 0)
    assert sword.notation() == "play KS by M13 small east attack 2 small up at N13"
    with pytest.raises(UserError) as ambiguous:
        commands.play(TarotCard("KS"), None, None, None)(game, 0)
    assert english(ambiguous.value).startswith("That could be ")
    assert "choose the power and the minion and the target from the lists" in english(ambiguous.value)
    # nothing fits: the move as given, for the engine to refuse in its own words
    assert commands.play(TarotCard("2W"), None, MinionOption(None), None)(game, 0) == parse_action("play 2W")
    assert commands.draw(None)(game, 0) == parse_action("draw 3")
    cups = commands.use(Acting((0, 0), 1, "E"), None, None)(game, 0)  # the Ace of Cups needs a standing minion
    assert cups == parse_action("use M13 small east as cups") and cups not in legal_actions(game, 0)


def test_option_values_are_read_or_refused_with_a_sentence() -> None:
    assert parse_acting("none") == MinionOption(None)
    assert parse_acting("M13 small east") == MinionOption(Acting((0, 0), 1, "E"))
    assert read_effect("none") == Plain() and isinstance(read_effect("attack 2 small up at N13"), Strike)
    assert parse_cards("7C 2S") == tuple(cards("7C 2S")) == parse_cards("7 of Cups, 2 of Swords")
    for reader, text in ((parse_acting, "the big one"), (read_effect, "explode"), (parse_cards, "7X")):
        with pytest.raises(NotationError):
            reader(text)


# --------------------------------------------------------------------------------------------- autocomplete


def test_every_suggestion_leads_to_a_legal_action_step_by_step() -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se 1su", "N13": "2su"}, ["KS 2W Emperor", "2C 3C"])
    view = game.view(0)
    legal = {action.notation() for action in legal_actions(game, 0)}
    for card, _ in [(value, name) for name, value in offer(view, choices.play_cards, {}, "")]:
        for _, power in offer(view, choices.play_powers, {"card": card}, ""):
            for _, minion in offer(view, choices.play_minions, {"card": card, "power": power}, ""):
                filled = {"card": card, "power": power, "minion": minion}
                for _, target in offer(view, choices.play_targets, filled, ""):
                    action = commands.play(TarotCard(card), power, parse_acting(minion), read_effect(target))(game, 0)
                    assert action.notation() in legal
    names = [name for name, _ in offer(view, choices.play_cards, {}, "")]
    assert names == ["2 of Wands · as Wands", "King of Swords · as Cups, Wands, Swords, Discs",
                     "The Emperor (4) · as The Emperor"]  # fmt: skip
    targets = offer(view, choices.play_targets, {"card": "Emperor", "minion": "M13 small east"}, "demand")
    assert [value for _, value in targets] == [f"attack 2 small up at N13 demand {n}" for n in (1, 2)]


def test_suggestions_are_narrowed_by_typing_at_most_25_and_refused_out_of_turn() -> None:
    game = position({"M13": "AC", "N13": "2D", "N12": "3D"}, {}, ["2C", "3C"])
    view = game.view(0)
    assert len(offer(view, choices.place_cells, {}, "")) == 3 and len(offer(view, choices.place_cells, {}, "n1")) == 2
    hand = " ".join(f"{n}C" for n in (2, 3, 4, 5, 6, 7, 8, 9, 10))
    big = position({"M13": "AC", "N13": "7W"}, {"M13": "1le", "N13": "2su"}, ["Emperor", hand])
    big.apply(0, parse_action("play Emperor by M13 large east attack 2 small up at N13 demand 3"))
    gives = offer(big.view(1), choices.give_cards, {}, "")
    assert len(gives) == 25 and all(len(value.split()) == 3 for _, value in gives)  # of 84 sets, 25 shown
    assert [value for _, value in offer(big.view(1), choices.give_cards, {}, "10 of cups")][:1] == ["2C 3C 10C"]
    with pytest.raises(UserError) as refused:
        offer(big.view(0), choices.give_cards, {}, "")
    assert english(refused.value).startswith("Not yours to answer: P2 must give P1 3 cards")


def test_h9_discard_hand_offers_the_order_beneath_the_top_card_step_by_step() -> None:
    """H-9: /zarcana discard-hand names the top card, then, if the player likes, the cards beneath it from the top
    down; each suggestion adds one card of the hand not named yet, and the move reads what was given."""
    game = position({"M13": "7C"}, hands=["Fool KC 2W AS", ""])
    view = game.view(0)
    assert [value for _, value in offer(view, choices.discard_beneath, {"top": "2W"}, "")] == ["KC", "AS", "Fool"]
    beneath = offer(view, choices.discard_beneath, {"top": "2W", "beneath": "KC "}, "KC ")
    assert beneath == [("King of Cups, then Ace of Swords", "KC AS"), ("King of Cups, then The Fool", "KC Fool")]
    action = commands.discard_hand(TarotCard("2W"), parse_cards("KC, The Fool"))(game, 0)
    assert action == parse_action("discard-hand 2W KC Fool")
    game.apply(0, action)
    assert game.discard == cards("AS Fool KC 2W")


# --------------------------------------------------------------------------------------------- the rules help


def test_the_rules_help_is_zarcana_as_documented_and_lists_every_house_ruling() -> None:
    pages = {page: rules_page(ENGLISH, page) for page in PAGE_NAMES}  # as an English reader reads them
    assert "Zarcana as documented" in pages["overview"] and "Z-1 to Z-67" in pages["overview"]
    for rule in HOUSE_RULINGS:
        assert f"**{rule}**" in pages["rulings"]
    assert all("Zarcana as documented" in page for page in pages.values())
    for option in ("safety_end", "tie_break", "extra_cards", "trump_order", "first_player", "rated", "hints"):
        assert option in pages["table"]
    for page in pages.values():
        messages = page_messages(page)
        assert all(len(message) <= 2000 for message in messages)
        assert "\n".join(messages) == page
    assert "The Hanged Man" in pages["trumps"] and "Z-47" in pages["trumps"]
