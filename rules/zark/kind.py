"""Zark City, Unocitta and Unopolis as game kinds of the registry (`rules.core.protocol.GameKind`): one engine, three
kinds, each with its own table options (Zark City chooses an edition and a deck; the Uno games are played in the
classic edition with the Uno deck, R-22, Unopolis with four-card blocks, R-26)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.actions import Action, AgreeEnd, Resign
from ..core.errors import NotationError, quoted
from ..core.evaluation import Evaluation
from ..core.messages import Message
from ..core.options import BOARDS, HINTS, RATED, boards_option, flag, rated_and_hints
from ..core.phase import Phase
from ..core.protocol import Kind, TableOption
from ..core.ranking import Ranking, with_leavers
from ..core.seats import MAX_PLAYERS, MIN_PLAYERS
from . import caretaker
from .actions import (
    FREE_ACTIONS,
    Attack,
    Build,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Nominate,
    Place,
    Spawn,
    Starter,
    parse_action,
)
from .cards import Card
from .evaluation import EVALUATIONS
from .game import ZarkGame
from .playout import random_game
from .record import read_record, replay_zark, write_public_record, write_record
from .ruleset import GAME_TITLES
from .serial import game_from_dict, game_to_dict
from .settings import EDITIONS, ZarkSettings, card_deck
from .text import position_text, status_line

#: Every action the engine knows (R-1 to R-28).
ACTIONS = (Starter, Place, Draw, Grow, Spawn, Build, Move, Attack, Fly, Hatch, Discard, Nominate, Resign, AgreeEnd)
#: What each value of each table option does: ``table-option-<name>-<value>`` (R-19 to R-21, R-11).
EDITION = TableOption("edition", EDITIONS, tuple(Message(f"table-option-edition-{value}") for value in EDITIONS))
DECK = TableOption(
    "deck", ("standard", "zark"), (Message("table-option-deck-standard"), Message("table-option-deck-zark"))
)
ATTACK_OWN = TableOption(
    "attack_own", ("off", "on"), (Message("table-option-attack-own-off"), Message("table-option-attack-own-on"))
)


@dataclass(frozen=True)
class ZarkKind:
    """One of the three games the Zark engine plays, by its ``game`` setting."""

    key: str
    table_options: tuple[TableOption, ...]
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS

    @property
    def title(self) -> str:
        return GAME_TITLES[self.key]

    def table(self, options: Mapping[str, str]) -> dict[str, object]:
        names = [option.name for option in self.table_options]
        for name in options:
            if name not in names:
                raise NotationError(_not_an_option(self.title, name, names))
        edition, deck = options.get("edition", ""), options.get("deck", "")
        attack_own = flag("attack_own", options["attack_own"]) if "attack_own" in options else False
        rated, hints = rated_and_hints(options)
        settings = ZarkSettings(
            players=("check", "settings"), game=self.key, edition=edition, deck=deck, attack_own=attack_own
        )
        return {
            "game": settings.game,
            "edition": settings.edition,
            "deck": settings.deck,
            "attack_own": attack_own,
            "rated": rated,
            "hints": hints,
        } | boards_option(options)

    def settings(self, stored: Mapping[str, Any]) -> ZarkSettings:
        return ZarkSettings.from_dict(stored)

    def new(self, settings: ZarkSettings, seed: str | int, order: Sequence[str] | None = None) -> ZarkGame:
        return ZarkGame.new(settings, seed, [Card(card) for card in order] if order is not None else None)

    def to_dict(self, state: ZarkGame) -> dict[str, object]:
        return game_to_dict(state)

    def from_dict(self, data: Mapping[str, Any]) -> ZarkGame:
        return game_from_dict(data)

    def parse_action(self, line: str) -> Action:
        return parse_action(line, card_deck(self.key))

    def owns(self, action: Action) -> bool:
        return isinstance(action, ACTIONS)

    def turn_goes_on(self, action: Action) -> bool:
        return isinstance(action, FREE_ACTIONS)

    def completes_turn(self, action: Action) -> bool:
        return isinstance(action, Discard)

    def replay(self, text: str) -> ZarkGame:
        return replay_zark(read_record(text))

    def write_record(self, state: ZarkGame) -> str:
        return write_record(state)

    def public_record(self, state: ZarkGame, viewer: int | None) -> str:
        return write_public_record(state)

    def position_text(self, state: ZarkGame) -> str:
        return position_text(state)

    def status_message(self, state: ZarkGame) -> Message:
        """The state of play under the position text, as a message (the command line says it in English)."""
        return status_line(state.view(None))

    def random_game(
        self, settings: ZarkSettings, seed: str | int, *, max_turns: int, rng_seed: int | None = None
    ) -> ZarkGame:
        return random_game(settings, seed, max_turns=max_turns, rng_seed=rng_seed)

    @property
    def evaluation(self) -> Evaluation[ZarkGame]:
        return EVALUATIONS[self.key]

    def caretaker_action(self, state: ZarkGame, seat: int) -> Action:
        return caretaker.caretaker_action(state, seat)

    def ranking(self, game: ZarkGame) -> Ranking | None:
        """The winner, then everyone else still seated, tied; then those who left (R-18). An agreed end (no winner)
        is not rated, nor is a friendly game (the table option `rated` off) or one with hints (`hints` on)."""
        if game.phase is not Phase.OVER or game.winner is None or not game.settings.rated or game.settings.hints:
            return None
        others = tuple(seat for seat in game.active_seats() if seat != game.winner)
        return with_leavers(((game.winner,), others), game.history)


def _not_an_option(title: str, name: str, names: Sequence[str]) -> Message:
    """The refusal of a table option the game does not have, with the names of those it has (every kind has some)."""
    return Message("zark-kind-no-such-option", game=title, option=quoted(name), options=", ".join(names))


ZARK_CITY: Kind[ZarkGame, ZarkSettings] = ZarkKind("zark-city", (EDITION, DECK, ATTACK_OWN, RATED, HINTS, BOARDS))
UNOCITTA: Kind[ZarkGame, ZarkSettings] = ZarkKind("unocitta", (ATTACK_OWN, RATED, HINTS, BOARDS))
UNOPOLIS: Kind[ZarkGame, ZarkSettings] = ZarkKind("unopolis", (ATTACK_OWN, RATED, HINTS, BOARDS))
