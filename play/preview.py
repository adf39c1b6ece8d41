"""Private what-if previews (issue 15): a move tried on the game as its player may believe it to be, never stored.

The move is applied to `private_sample(seated)`, a copy whose deck and other hands are dealt afresh from what the
player knows (`rules.resample_hidden`), so nothing secret can show. The board a move leaves depends only on public
facts and the player's own hand, so it is exactly the board the move would leave; the cards a move would draw (Draw,
change, the next turn's draw) are counted but never named. The sample is seeded by the game, its version and the
seat alone: the same move previewed twice shows the same thing. Play it commits the same action at the same version
only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules import Action, Phase, cell_name
from rules.core.words import plural
from rules import GameState, GameView
from rules.engines import resample_any_hidden
from rules.zark import HAND_LIMIT, Event, Game, describe

from .actor import Actor
from .errors import UserError
from .moves import STALE_MENU, ActionBuilder, Played, Seated

if TYPE_CHECKING:
    from .referee import Referee

MOVED_ON = "The game has moved on since this preview, so nothing was played. Preview the move again to see it now."


@dataclass(frozen=True, slots=True)
class Tried:
    """A move tried privately: Play it commits `action` for `seat` if the game is still at `version`."""

    game_id: int
    version: int
    seat: int
    action: Action


@dataclass(frozen=True, slots=True)
class Preview:
    """What a tried move would do: the board it would leave, as everyone would see it, and the words for it."""

    move: Tried
    public: GameView
    summary: str
    wins: bool

    @property
    def action(self) -> Action:
        return self.move.action


def preview(seated: Seated, build: ActionBuilder) -> Preview:
    """Try the action `build` makes on a resampled copy of the game, for any player of it, at any moment: a player
    waiting for their turn sees their move on today's board as if their turn began now. Raises with the engine's
    sentence if the move is illegal there; stores nothing."""
    row, seat = seated.row, seated.seat
    sample = private_sample(seated)
    assert isinstance(sample, Game)
    waiting = seat not in sample.seats_to_act()
    if waiting:
        _give_the_turn(sample, seat)
    action = build(sample, seat)
    events = sample.apply(seat, action)
    return Preview(
        move=Tried(row.id, row.version, seat, action),
        public=sample.view(None),
        summary=_summary(sample, seat, action, _drawn(events, seat), waiting),
        wins=sample.winner == seat,
    )


def private_sample(seated: Seated) -> GameState:
    """The game as its seated player may believe it to be, dealt afresh by the game's own engine, for a preview (of
    either engine). Seeded by the game, its version and the seat alone, so the same move previewed twice shows the
    same thing. Refused for a game that is over or a player who resigned."""
    row, game, seat = seated.row, seated.game, seated.seat
    refuse_when_out_of_play(game, seat)
    return resample_any_hidden(game, seat, random.Random(f"preview:{row.id}:{row.version}:{seat}"))


def refuse_when_out_of_play(game: GameState, seat: int) -> None:
    """Nothing to preview in a game that is over, or for a player who resigned (either engine)."""
    if game.phase is Phase.OVER:
        raise UserError("This game is over: there is nothing left to preview.")
    if game.resigned[seat]:
        raise UserError("You have resigned from this game.")


def _give_the_turn(sample: Game, seat: int) -> None:
    """Make it `seat`'s turn in the sample, without the opening draw (its cards would be unknown anyway)."""
    if sample.phase is Phase.STARTERS:
        raise UserError("You have chosen your starter; there is nothing to try until every player has chosen.")
    if sample.phase is Phase.HATCHING and sample.starters[seat] is None:
        raise UserError("Your starter is on the board already; previews open again when normal turns begin.")
    sample.current = seat
    if sample.phase is Phase.DISCARD:
        sample.phase = Phase.ACTION


def _drawn(events: list[Event], seat: int) -> int:
    """How many cards `seat` would draw: counted, never named."""
    return sum(event.count for event in events if event.kind == "drew" and event.seat == seat)


def _summary(sample: Game, seat: int, action: Action, drawn: int, waiting: bool) -> str:
    lines = ["**Preview**: nothing is played yet, and no one else sees this."]
    if waiting:
        lines.append("It is not your turn: this is your move on today's board, as if your turn began now.")
    lines.append(f"You would have {describe(action)}.")
    if drawn:
        lines.append(f"You would draw {plural(drawn, 'card')}; which ones stays unknown until you play it.")
    if sample.phase is Phase.OVER and sample.winner is not None:
        block = " ".join(cell_name(cell) for cell in sample.winning_block)
        who = "You" if sample.winner == seat else sample.name(sample.winner)
        lines.append(f"🏆 {who} would win with the power block {block}.")
    elif sample.phase is Phase.DISCARD:
        excess = len(sample.hands[seat]) - HAND_LIMIT
        lines.append(f"You would then hold {len(sample.hands[seat])} cards and discard {excess} down to {HAND_LIMIT}.")
    elif sample.phase is not Phase.OVER:
        lines.append("No one would win yet.")
    if not waiting:
        lines.append("Press **Play it** to play exactly this move, if the game has not moved on since.")
    return "\n".join(lines)


async def play_it(referee: Referee, previewed: Tried, user_id: int, interaction_id: int | None) -> Played:
    """Commit the previewed action, on the player's own turn only, and only if nothing has happened since."""
    action = previewed.action
    return await play_previewed(
        referee,
        game_id=previewed.game_id,
        version=previewed.version,
        seat=previewed.seat,
        build=lambda game, seat: action,
        user_id=user_id,
        interaction_id=interaction_id,
    )


async def play_previewed(
    referee: Referee,
    *,
    game_id: int,
    version: int,
    seat: int,
    build: ActionBuilder,
    user_id: int,
    interaction_id: int | None,
) -> Played:
    """Commit the previewed move `build` makes (a Play it button reads it from its notation, in the game's own
    engine) for `seat`'s own player, only if the game is still at `version`."""

    def the_previewed_move(game: GameState, asker: int) -> Action:
        if asker != seat:
            raise UserError("This preview belongs to another player's seat; preview your own move instead.")
        return build(game, asker)

    try:
        return await referee.play_in(
            game_id, Actor.player(user_id), the_previewed_move, interaction_id, expected_version=version
        )
    except UserError as error:
        if error.sentence == STALE_MENU:
            raise UserError(MOVED_ON) from None
        raise
