"""A game's fixed setup: who plays and which rules (the options of docs/rulings.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..core.errors import NotationError, quoted
from ..core.messages import Message
from ..core.seats import MAX_PLAYERS, MIN_PLAYERS
from .cards import DECKS
from .ruleset import GAME_TITLES, Ruleset, ruleset

GAMES = tuple(GAME_TITLES)  # the first is the default
EDITIONS = ("arcade", "classic")
HAND_LIMIT = 6
BLOCK_SIZES = (3, 4)  # cards in a power block: 3, 4 in Unopolis


@dataclass(frozen=True, slots=True)
class ZarkSettings:
    """What is chosen when a game is created and never changes afterwards."""

    players: tuple[str, ...]
    edition: str = ""  # "" takes the game's own: arcade for Zark City, classic for the Uno games
    deck: str = ""  # "" takes the game's own: standard for Zark City, uno for the Uno games
    attack_own: bool = False  # R-11 option: may a player attack their own pieces?
    block_size: int = 0  # 0 takes the game's own: 3, 4 in Unopolis
    game: str = GAMES[0]
    rated: bool = True  # off: a friendly game, whose result rates nobody (`rules.core.options.RATED`)
    hints: bool = False  # on: /zark hint suggests moves, and the game is never rated (`rules.core.options.HINTS`)

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise NotationError(Message("zark-settings-no-game", game=quoted(self.game), games=", ".join(GAMES)))
        title = GAME_TITLES[self.game]
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            counts = {"fewest": MIN_PLAYERS, "most": MAX_PLAYERS, "count": len(self.players)}
            raise NotationError(Message("zark-settings-players", game=title, **counts))
        defaults, fixed = _GAME_SETTINGS[self.game]
        for name, default in defaults.items():
            value = getattr(self, name)
            if not value:
                object.__setattr__(self, name, default)
            elif name in fixed and value != default:
                given = quoted(str(value))
                refusal = Message("zark-settings-fixed", game=title, setting=name, value=str(default), given=given)
                raise NotationError(refusal)
        if self.deck == "uno" and self.game == "zark-city":
            raise NotationError(Message("zark-settings-uno-deck"))
        if self.edition not in EDITIONS:
            raise NotationError(
                Message("zark-settings-no-edition", edition=quoted(self.edition), editions=", ".join(EDITIONS))
            )
        if self.deck not in DECKS:
            raise NotationError(Message("zark-settings-no-deck", deck=quoted(self.deck), decks=", ".join(DECKS)))
        if self.block_size not in BLOCK_SIZES:
            fewest, most = min(BLOCK_SIZES), max(BLOCK_SIZES)
            raise NotationError(
                Message("zark-settings-block-size", fewest=fewest, most=most, given=quoted(str(self.block_size)))
            )

    @property
    def ruleset(self) -> Ruleset:
        """Which rules apply: every rule question about these settings is answered there."""
        return ruleset(self.game, self.edition, self.deck, self.block_size, self.attack_own)

    def to_dict(self) -> dict[str, object]:
        return {
            "players": list(self.players),
            "game": self.game,
            "edition": self.edition,
            "deck": self.deck,
            "attack_own": self.attack_own,
            "block_size": self.block_size,
            "rated": self.rated,
            "hints": self.hints,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> ZarkSettings:
        players = data["players"]
        assert isinstance(players, list)
        return cls(
            players=tuple(str(name) for name in players),
            edition=str(data.get("edition", "")),
            deck=str(data.get("deck", "")),
            attack_own=bool(data.get("attack_own", False)),
            block_size=_whole(data.get("block_size", 0)),
            game=str(data.get("game", GAMES[0])),
            rated=bool(data.get("rated", True)),  # stored before the option: rated
            hints=bool(data.get("hints", False)),  # stored before the option: no hints
        )


#: Each game's own settings, and which of them it fixes: Zark City only gives defaults; the Uno games are the
#: classic edition with the Uno deck (R-22), Unopolis with four-card blocks (R-26).
_UNO = ("edition", "deck", "block_size")
_GAME_SETTINGS: dict[str, tuple[dict[str, str | int], tuple[str, ...]]] = {
    "zark-city": ({"edition": "arcade", "deck": "standard", "block_size": BLOCK_SIZES[0]}, ()),
    "unocitta": ({"edition": "classic", "deck": "uno", "block_size": 3}, _UNO),
    "unopolis": ({"edition": "classic", "deck": "uno", "block_size": 4}, _UNO),
}


def _whole(value: object) -> int:
    """`int(value)` for the values decoded JSON may hold; anything else raises TypeError, as `int` itself would."""
    if not isinstance(value, int | float | str):
        raise TypeError(f"A whole number was expected, not {value!r}.")
    return int(value)


def card_deck(game: str, deck: str = "") -> str:
    """The deck whose cards a move of `game` names, for the examples of a refusal: `deck` if it is one, else the
    game's own (the Uno deck in Unocitta and Unopolis, R-22; standard for Zark City or a game there is none of)."""
    if deck in DECKS:
        return deck
    defaults, _ = _GAME_SETTINGS.get(game, _GAME_SETTINGS[GAMES[0]])
    return str(defaults["deck"])
