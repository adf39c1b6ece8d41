"""What a committed move tells people: the cards a mover drew, named only in their private report; their hand and
the discard they owe (R-8, R-9); a secret starter (R-2); nothing private for someone acting on another seat."""

from __future__ import annotations

from data import Store
from play.actor import Actor
from play.referee import Referee
from play.reports import hand_words, headline, private_report
from play.zark.texts import move_line, public_events_line
from rules.zark import ZarkEvent
from tests.data.store_helpers import USERS, next_interaction
from tests.rules.positions import position
from tests.words import english_card

from .boards import six_in_hand
from .tables import ANN, doing, play, started, stored_position, through_setup, zark


def test_hand_words() -> None:
    game = position({"M13": "7C"}, {"M13": "1s"}, ["KD 9H JK", "2C"])
    assert hand_words(game.view(0)) == "Your hand (3): 9♥, K♦, Joker"
    assert hand_words(position({"M13": "7C"}, {"M13": "1s"}, ["", "2C"]).view(0)) == "Your hand is empty."


async def test_a_caretaker_move_names_whom_it_played_for(store: Store, referee: Referee) -> None:
    """A deadline's caretaker move names the player it played for before the move, never "them"."""
    row = await stored_position(store, six_in_hand())
    played = await referee.play_in(row.id, Actor.player(USERS[0]), doing("draw"), next_interaction())
    line = headline(played, caretaker=True)
    assert line.startswith("⌛ Deadline passed: the caretaker played for P1, who keeps their seat. **P1** drew three")
    assert "them" not in line


# --------------------------------------------------------------------------------------------- the private report


async def test_drawn_cards_are_named_only_in_the_private_report_r8(store: Store, referee: Referee) -> None:
    """P1 draws three (R-8) and holds nine: the table learns a count, P1 learns the cards and gets the menu."""
    row = await stored_position(store, six_in_hand())
    played = await referee.play_in(row.id, Actor.player(USERS[0]), doing("draw"), next_interaction())
    events = [event for event in played.events if isinstance(event, ZarkEvent)]
    drawn = [card for event in events if event.kind == "drew" and event.seat == 0 for card in event.cards]
    assert len(drawn) == 3
    public = "\n".join(
        [
            move_line(zark(played.game).view(None), 0, played.action),
            public_events_line(zark(played.game).view(None), events),
        ]
    )
    text, owed = private_report(played, played.row.user_at(played.seat) or 0)
    assert f"You drew: {', '.join(english_card(card) for card in drawn)}." in text
    for card in drawn:
        assert english_card(card) not in public and card not in public
    assert "P1 drew 3 cards." in public
    assert "You hold 9 cards: discard 3 to end your turn" in text
    assert owed is not None


async def test_classic_draw_then_discard_at_once_r19(store: Store, referee: Referee) -> None:
    row = await stored_position(store, six_in_hand("2H 3H 4H 5H 6H", edition="classic"))
    played = await referee.play_in(row.id, Actor.player(USERS[0]), doing("draw"), next_interaction())
    text, owed = private_report(played, played.row.user_at(played.seat) or 0)
    assert owed is not None and "discard 2 to end your turn" in text


async def test_no_menu_when_the_hand_fits(store: Store, referee: Referee) -> None:
    loaded = await through_setup(referee, store)
    played = await play(referee, ANN, "build 4H M14", game_id=loaded.row.id)
    text, owed = private_report(played, played.row.user_at(played.seat) or 0)
    assert owed is None
    assert text.splitlines()[0] == "Done: **Ann** built the 4♥ on M14 · `build 4H M14`"
    assert "You drew" not in text  # Ann drew nothing; Bob's turn draw is his alone
    bob_drew = [
        c for e in played.events if isinstance(e, ZarkEvent) and e.kind == "drew" and e.seat == 1 for c in e.cards
    ]
    assert bob_drew and all(english_card(card) not in text for card in bob_drew)


async def test_the_private_report_of_a_secret_starter_names_it_to_its_owner_only_r2(
    store: Store, referee: Referee
) -> None:
    await started(store)
    played = await play(referee, ANN, "starter 9H")
    text, owed = private_report(played, played.row.user_at(played.seat) or 0)
    assert owed is None
    assert text.splitlines()[0] == "Done: **Ann** chose a starter card · `starter 9H`"
    assert move_line(zark(played.game).view(None), 0, played.action) == "**Ann** chose a starter card · `starter ?`"


async def test_someone_acting_on_another_seat_learns_nothing_private(store: Store, referee: Referee) -> None:
    """A host removing a player must not be shown that player's hand or draws."""
    row = await stored_position(store, six_in_hand())
    played = await referee.play_in(row.id, Actor.player(USERS[0]), doing("draw"), next_interaction())
    text, owed = private_report(played, viewer_id=USERS[1])
    assert owed is None and "Your hand" not in text and "You drew" not in text
    assert not any(english_card(card) in text for card in zark(played.game).hands[0])
