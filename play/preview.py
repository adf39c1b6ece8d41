"""Private what-if previews: a move tried on the game as its player may believe it to be, never stored.

The move is applied to `private_sample(seated)`, a copy whose deck and other hands are dealt afresh from what the
player knows (`GameState.resample`), so nothing secret can show. The board a move leaves depends only on public
facts and the player's own hand, so it is exactly the board the move would leave; the cards a move would draw are
counted but never named (the game's family says what the move would do, `Family.preview_lines`). The sample is
seeded by the game, its version and the seat alone: the same move previewed twice shows the same thing. Play it
commits the same action at the same version only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from i18n import ENGLISH, text
from rules import Action, GameState, GameView, Message, Phase

from .actor import Actor
from .errors import UserError
from .families import check_family, family_of
from .moves import STALE_MENU, ActionBuilder, Played, Seated

if TYPE_CHECKING:
    from .referee import Referee

PREVIEW_MOVED_ON = Message("play-preview-moved-on")
PREVIEW_HEADING = "**Preview**: nothing is played yet, and no one else sees this."


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


def preview(seated: Seated, build: ActionBuilder, heading: str | None = None, *, language: str = ENGLISH) -> Preview:
    """Try the action `build` makes on a resampled copy of the game, for any player of it, at any moment: a player
    waiting for their turn sees their move on today's board as if their turn began now (`GameState.as_if_turn_of`).
    Raises with the engine's sentence if the move is illegal there; stores nothing. The words are in the player's
    `language`; `heading` opens them (a hint has its own, `play.hints`), else the preview's own."""
    row, seat = seated.row, seated.seat
    sample = private_sample(seated)
    waiting = seat not in sample.seats_to_act()
    if waiting:
        sample.as_if_turn_of(seat)
    action = build(sample, seat)
    check_family(sample, action)  # another family's command: the words for this table, as when it is played
    events = sample.apply(seat, action)
    lines = [heading if heading is not None else text(language, "turns-preview-heading")]
    if waiting:
        lines.append(text(language, "turns-preview-not-your-turn"))
    lines += family_of(sample).preview_lines(sample, seat, action, events, language=language)
    if not waiting:
        lines.append(text(language, "turns-preview-play-it"))
    return Preview(
        move=Tried(row.id, row.version, seat, action),
        public=sample.view(None),
        summary="\n".join(lines),
        wins=seat in sample.winners,
    )


def private_sample(seated: Seated) -> GameState:
    """The game as its seated player may believe it to be, dealt afresh by the game's own engine
    (`GameState.resample`), for a preview. Seeded by the game, its version and the seat alone, so the same move
    previewed twice shows the same thing. Refused for a game that is over or a player who resigned."""
    row, game, seat = seated.row, seated.game, seated.seat
    refuse_when_out_of_play(game, seat)
    return game.resample(seat, random.Random(f"preview:{row.id}:{row.version}:{seat}"))


def refuse_when_out_of_play(game: GameState, seat: int) -> None:
    """Nothing to preview in a game that is over, or for a player who resigned."""
    if game.phase is Phase.OVER:
        raise UserError(Message("play-preview-over"))
    if game.resigned[seat]:
        raise UserError(Message("play-resigned"))


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
    moved_on: Message = PREVIEW_MOVED_ON,
) -> Played:
    """Commit the previewed move `build` makes (a Play it button reads it from its notation, in the game's own
    engine) for `seat`'s own player, only if the game is still at `version`; else refused with `moved_on`."""

    def the_previewed_move(game: GameState, asker: int) -> Action:
        if asker != seat:
            raise UserError(Message("play-preview-not-yours"))
        return build(game, asker)

    try:
        return await referee.play_in(
            game_id, Actor.player(user_id), the_previewed_move, interaction_id, expected_version=version
        )
    except UserError as error:
        if error.message == STALE_MENU:
            raise UserError(moved_on) from None
        raise
