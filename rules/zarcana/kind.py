"""Zarcana as a game kind of the registry (`rules.core.protocol.GameKind`), with its table options (H-1, H-18 to
H-21)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.actions import OPEN_ANY_TIME, Action
from ..core.errors import NotationError, quoted
from ..core.evaluation import Evaluation
from ..core.messages import Message
from ..core.options import BOARDS, HINTS, RATED, boards_option, flag, rated_and_hints
from ..core.phase import Phase
from ..core.protocol import Kind, TableOption
from ..core.ranking import Ranking, ordered_by, with_leavers
from .actions import OPTIONS, STEPS
from .cards import TarotCard
from .caretaker import caretaker_action
from .evaluation import ZARCANA_EVALUATION
from .game import ZarcanaGame
from .notation import parse_action
from .playout import random_game
from .record import read_zarcana_record, replay_zarcana, write_public_zarcana_record, write_zarcana_record
from .serial import zarcana_from_dict, zarcana_to_dict
from .settings import MAX_PLAYERS, MIN_PLAYERS, TITLE, TRUMP_ORDERS, ZARCANA, ZarcanaSettings
from .text import position_text, status_message

ACTIONS = (*OPTIONS, *STEPS, *OPEN_ANY_TIME)
BY_LOT = "lot"

#: What each value of each table option does: ``table-option-<name>-<value>`` (H-18 to H-21, H-1).
TABLE_OPTIONS = (
    TableOption(
        "safety_end", ("on", "off"), (Message("table-option-safety-end-on"), Message("table-option-safety-end-off"))
    ),
    TableOption(
        "tie_break", ("off", "on"), (Message("table-option-tie-break-off"), Message("table-option-tie-break-on"))
    ),
    TableOption(
        "extra_cards", ("off", "on"), (Message("table-option-extra-cards-off"), Message("table-option-extra-cards-on"))
    ),
    TableOption(
        "trump_order", TRUMP_ORDERS, tuple(Message(f"table-option-trump-order-{order}") for order in TRUMP_ORDERS)
    ),
    TableOption(
        "first_player",
        (BY_LOT, *map(str, range(1, MAX_PLAYERS + 1))),
        (
            Message("table-option-first-player-lot"),
            *(Message("table-option-first-player-seat", seat=seat) for seat in range(1, MAX_PLAYERS + 1)),
        ),
    ),
    RATED,
    HINTS,
    BOARDS,
)


def _first(value: str) -> int | None:
    word = value.strip().lower()
    if word == BY_LOT:
        return None
    if not word.isdigit() or not 1 <= int(word) <= MAX_PLAYERS:
        raise NotationError(Message("zarcana-settings-first-player", most=MAX_PLAYERS, text=quoted(value)))
    return int(word) - 1


@dataclass(frozen=True)
class ZarcanaKind:
    key: str = ZARCANA
    title: str = TITLE
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS
    table_options: tuple[TableOption, ...] = TABLE_OPTIONS

    def table(self, options: Mapping[str, str]) -> dict[str, object]:
        names = [option.name for option in self.table_options]
        for name in options:
            if name not in names:
                raise NotationError(Message("zarcana-settings-no-option", text=quoted(name), options=", ".join(names)))
        given: dict[str, object] = {}
        for name in ("safety_end", "tie_break", "extra_cards"):
            if name in options:
                given[name] = flag(name, options[name])
        given["rated"], given["hints"] = rated_and_hints(options)
        if "trump_order" in options:
            given["trump_order"] = options["trump_order"].strip().lower()
        if "first_player" in options:
            given["first"] = _first(options["first_player"])
        players = [f"seat {seat + 1}" for seat in range(MAX_PLAYERS)]  # a first player is checked at the start
        stored = ZarcanaSettings.from_dict({**given, "players": players}).to_dict()
        del stored["players"]
        return stored | boards_option(options)

    def settings(self, stored: Mapping[str, Any]) -> ZarcanaSettings:
        return ZarcanaSettings.from_dict(stored)

    def new(self, settings: ZarcanaSettings, seed: str | int, order: Sequence[str] | None = None) -> ZarcanaGame:
        return ZarcanaGame.new(settings, seed, [TarotCard(card) for card in order] if order is not None else None)

    def to_dict(self, state: ZarcanaGame) -> dict[str, object]:
        return zarcana_to_dict(state)

    def from_dict(self, data: Mapping[str, Any]) -> ZarcanaGame:
        return zarcana_from_dict(data)

    def parse_action(self, line: str) -> Action:
        return parse_action(line)

    def owns(self, action: Action) -> bool:
        return isinstance(action, ACTIONS)

    def turn_goes_on(self, action: Action) -> bool:
        return False  # every option ends the wait; a decision it leaves is a new one

    def completes_turn(self, action: Action) -> bool:
        return False  # an answer of the caretaker's own turn continues it (the referee says so)

    def replay(self, text: str) -> ZarcanaGame:
        return replay_zarcana(read_zarcana_record(text))

    def write_record(self, state: ZarcanaGame) -> str:
        return write_zarcana_record(state)

    def public_record(self, state: ZarcanaGame, viewer: int | None) -> str:
        return write_public_zarcana_record(state, viewer)

    def position_text(self, state: ZarcanaGame) -> str:
        return position_text(state)

    def status_message(self, state: ZarcanaGame) -> Message:
        """The state of play under the position text, as a message (the command line says it in English)."""
        return status_message(state.view(None))

    def random_game(
        self, settings: ZarcanaSettings, seed: str | int, *, max_turns: int, rng_seed: int | None = None
    ) -> ZarcanaGame:
        return random_game(settings, seed, max_turns=max_turns, rng_seed=rng_seed)

    @property
    def evaluation(self) -> Evaluation[ZarcanaGame]:
        return ZARCANA_EVALUATION

    def caretaker_action(self, state: ZarcanaGame, seat: int) -> Action:
        return caretaker_action(state, seat)

    def ranking(self, game: ZarcanaGame) -> Ranking | None:
        """A scored game: the players still seated by their final scores (Z-62 to Z-64), ties shared unless the table
        breaks them by pips of minions on the board (H-19, at every place, so the winners come first as the game
        says); the last player left (everyone else resigned) first. Then those who left (R-18). An agreed end (no
        winner) is not rated, nor is a friendly game (the table option `rated` off) or one with hints (`hints` on)."""
        if game.phase is not Phase.OVER or not game.winners or not game.settings.rated or game.settings.hints:
            return None
        seated = game.active_seats()
        if not game.scores:
            return with_leavers((game.winners,), game.history)
        pips = dict.fromkeys(seated, 0)
        for here in game.minions.values():
            for minion in here:
                pips[minion.owner] = pips.get(minion.owner, 0) + minion.size
        tie_break = game.settings.ruleset.tie_break
        key = {seat: (game.scores[seat], pips[seat]) if tie_break else (game.scores[seat],) for seat in seated}
        return with_leavers(ordered_by(seated, key), game.history)


ZARCANA_KIND: Kind[ZarcanaGame, ZarcanaSettings] = ZarcanaKind()
