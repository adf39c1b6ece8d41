"""Scoring (section 9) and the end of the game (section 10) with H-18, H-19 and H-24; resigning and agreed ends."""

from __future__ import annotations

from rules import parse_cell
from rules.zarcana import UseDrawn, ZarcanaGame, parse_action

from .positions import cards, over, pending, play, position, refused


def _scored_board() -> ZarcanaGame:
    return position(
        {"M13": "7C", "N13": "8C KD", "O13": "9C", "M14": "Sun", "M12": "10W", "N14": "2C KW"},
        {"M13": "1su", "N13": "1mu", "O13": "1su 2su", "M14": "2lu", "L13": "2sw", "N14": "1su"},
        ["AC", "2W"],
        face_down={"KW": 1},
        reshuffles=1,
    )


def test_z62_z63_z64_each_space_held_by_one_player_alone_scores_its_top_card_highest_wins() -> None:
    """Z-62: shared spaces, spaces without minions and wasteland score nothing; Z-63: only the top card, a court
    11, a trump its number; Z-45: the face-down card turns up and scores; Z-64: the highest total wins."""
    game = _scored_board()
    play(game, "declare")
    events = play(game, "pass")
    assert over(game) and game.scores == (7 + 11 + 11, 19) and game.winners == (0,)
    assert [(e.cells, e.cards) for e in events if e.kind == "revealed"] == [((parse_cell("N14"),), ("KW",))]
    assert [e.seats for e in events if e.kind == "scored"] == [(0,)]
    view = game.view(1)
    assert view.stacks[parse_cell("N14")] == ("2C", "KW") and [s.score for s in view.seats] == [29, 19]


def test_h19_a_tie_is_a_shared_win_by_default() -> None:
    game = position({"M13": "7C", "N13": "7W"}, {"M13": "1su", "N13": "2lu"}, reshuffles=1)
    play(game, "declare")
    play(game, "pass")
    assert game.scores == (7, 7) and game.winners == (0, 1)


def test_h19_the_tie_break_option_gives_it_to_the_most_pips_on_the_board() -> None:
    game = position({"M13": "7C", "N13": "7W"}, {"M13": "1su", "N13": "2lu"}, reshuffles=1, tie_break=True)
    play(game, "declare")
    play(game, "pass")
    assert game.scores == (7, 7) and game.winners == (1,)


def test_z65_an_empty_deck_is_refilled_by_shuffling_the_discard_pile_h24_once_used_up_always() -> None:
    """Z-65, H-24: the first reshuffle makes the deck "used up" for the rest of the game."""
    game = position({"M13": "7C"}, discard="AC 2C 3C")
    game.deck = []
    events = play(game, "draw 2")
    assert [e.kind for e in events if e.kind == "reshuffled"] == ["reshuffled"]
    assert game.reshuffles == 1 and len(game.deck) == 1 and game.discard == [] and len(game.hands[0]) == 2
    game.current = 0
    play(game, "draw 1")
    assert game.deck == [] and "declare" in [a.notation() for a in game.legal_actions(1)]


def test_z65_the_reshuffle_follows_the_seed() -> None:
    def drawn(seed: str) -> list[str]:
        game = position({"M13": "7C"}, discard="AC 2C 3C 4C 5C 6C")
        game.deck, game.seed = [], seed
        play(game, "draw 3")
        return list(game.hands[0])

    assert drawn("a") == drawn("a")
    assert len({tuple(drawn(str(seed))) for seed in range(8)}) > 1


def test_h18_the_final_round_every_other_player_takes_one_last_turn_in_seat_order() -> None:
    """Z-66, H-18: the declaration is the declarer's whole turn; seats 3 and 1 then play once more; the end."""
    game = position({"M13": "7C"}, players=3, current=1, reshuffles=1, hands=["", "Priestess", ""])
    play(game, "declare")
    assert game.final_round == [2, 0] and game.current == 2
    refused(game, "declare", "once only")
    play(game, "pass")
    assert game.current == 0 and not over(game)
    play(game, "pass")
    assert over(game)


def test_h18_a_high_priestess_extra_option_still_applies_in_the_final_round() -> None:
    game = position({"M13": "7C"}, players=2, reshuffles=1, hands=["", "Priestess"])
    play(game, "declare")
    play(game, "play Priestess draw 1")
    assert not over(game) and game.current == 1 and game.forbidden == "Priestess"
    play(game, "pass")
    assert over(game)


def test_h18_the_safety_end_when_the_deck_runs_out_a_second_time_after_the_turn() -> None:
    """H-18 (default on): the second time the deck runs out, the discard pile is shuffled once more so the turn can
    finish (here with a High Priestess's extra option), then the game ends and is scored."""
    game = position({"M13": "7C"}, {"M13": "1su"}, ["Priestess", ""], discard="AC 2C", reshuffles=1)
    game.deck = []
    events = play(game, "play Priestess draw 1")
    assert "safety-end" in [e.kind for e in events] and game.ending and not over(game)
    play(game, "pass")
    assert over(game) and game.scores == (7, 0) and game.winners == (0,)


def test_z67_without_the_safety_option_only_the_declaration_ends_the_game() -> None:
    """Z-67: the declaration is the only end condition of the sources; the safety end is a house option."""
    game = position({"M13": "7C"}, {"M13": "1su"}, ["", ""], discard="AC 2C", reshuffles=1, safety_end=False)
    game.deck = []
    play(game, "draw 1")
    assert game.reshuffles == 2 and not game.ending and not over(game)
    play(game, "declare")
    play(game, "pass")
    assert over(game)


def test_resigning_takes_the_minions_off_and_the_last_player_left_wins() -> None:
    """As in the other games (R-18): a resigned seat is skipped; with one player left, that player wins."""
    game = position({"M13": "7C"}, {"M13": "1su 2su"}, ["AC", "2C"], players=3, current=1)
    game.apply(1, parse_action("resign"))
    assert [m.owner for m in game.minions[parse_cell("M13")]] == [0] and game.current == 2
    game.apply(0, parse_action("resign"))
    assert over(game) and game.winners == (2,)


def test_a_resigning_current_player_leaves_nothing_in_play() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1sn"}, ["Chariot", ""], players=3)
    play(game, "play Chariot by M13 small north move to N13")
    game.apply(0, parse_action("resign"))
    assert game.in_play == [] and game.discard == cards("Chariot") and pending(game) is None and game.current == 1


def test_every_remaining_player_agreeing_ends_the_game_with_no_winner() -> None:
    game = position({"M13": "7C"}, players=3)
    game.apply(2, parse_action("agree-end"))
    refused(game, "agree-end", "already agreed", seat=2)
    game.apply(0, parse_action("agree-end"))
    assert not over(game)
    game.apply(1, parse_action("resign"))
    assert over(game) and game.winners == ()


def test_a_game_ended_by_resigning_mid_power_leaves_no_card_in_play() -> None:
    """The last opponent resigns while the Fool's card waits to be used: the game ends, its cards on the pile."""
    game = position({"M13": "7C"}, {"M13": "1su"}, ["AC", "Fool"], current=1, deck_top="Justice 3C")
    play(game, "play Fool")
    assert pending(game) == UseDrawn(cards("Justice")[0]) and game.in_play == cards("Fool Justice")
    game.apply(1, parse_action("resign"))
    assert over(game) and game.in_play == [] and game.tasks == [] and game.discard == cards("Fool Justice")


def test_h18_declaring_keeps_the_high_priestess_extra_options_still_queued() -> None:
    """H-18: an extra option from the High Priestess still applies once the final round is declared. The Fool draws
    the High Priestess, then the Doppelganger, which copies it from the top of the pile (Z-57): two extra options
    (Z-37, H-10). The first is the declaration; the second is still taken, then the final round goes on."""
    game = position(
        {"M13": "7C"}, {"M13": "1su"}, ["Fool", ""], reshuffles=1, extra_cards=True, deck_top="Priestess Doppelganger"
    )
    play(game, "play Fool")
    play(game, "drawn as priestess draw 0")
    play(game, "drawn as priestess draw 0")
    play(game, "top Fool")
    assert game.forbidden == "Priestess" and game.extra_options == ["Doppelganger"] and game.current == 0
    play(game, "declare")
    assert game.current == 0 and game.forbidden == "Doppelganger" and not over(game)
    assert game.final_round == [1]
    play(game, "pass")
    assert game.current == 1 and game.forbidden is None and not over(game)
    play(game, "pass")
    assert over(game)
