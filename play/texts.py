"""Everything the bot says in words: sentences for refusals, move reports, and the rules help (citing R-n)."""

from __future__ import annotations

from collections.abc import Sequence

from data import GameRow, PlayerRow
from rules import Action, Phase, cell_name
from rules import GameSettings, GameView
from rules.engines import settings_from_dict
from rules.zarcana import ZarcanaRules
from rules.zark import Card, Event, Ruleset, View, card_label, describe, parse_action
from rules.zark.views import public_notation

APOLOGY = "Sorry, something went wrong on our side. Nothing was changed; please try again in a moment."
STALE_BUTTON = "This button belongs to a game that has moved on or ended; use the newest message instead."


def table_settings(row: GameRow) -> GameSettings:
    """The settings of a stored game, lobbies included (their settings name no players yet; games stored before
    Unocitta have no "game" and are Zark City), read by the engine they name."""
    players = row.settings.get("players") or ["host", "guest"]
    return settings_from_dict({**row.settings, "players": players})


def table_rules(row: GameRow) -> Ruleset | ZarcanaRules:
    """The rules of a stored game: its ruleset, which answers every rule question (`title` for any game)."""
    return table_settings(row).ruleset


def game_name(row: GameRow) -> str:
    """``Unocitta game 4``: the game by the name of what is played, as threads and DMs call it."""
    return f"{table_rules(row).title} game {row.id}"


def game_link(row: GameRow) -> str:
    """A clickable channel mention of the game's thread (or channel) and its number."""
    return f"<#{row.thread_id or row.channel_id}> (game {row.id})"


def jump_url(row: GameRow) -> str:
    """A link that opens the game's thread from anywhere, even another server or a DM."""
    return f"https://discord.com/channels/{row.guild_id or '@me'}/{row.thread_id or row.channel_id}"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def who(player: PlayerRow) -> str:
    """A player as texts name them: a person by mention, a computer player by its name and a 🤖 (never pinged)."""
    return f"🤖 {player.name}" if player.is_computer else mention(player.user_id)


def seat_words(row: GameRow, seat: int) -> str:
    """The player of `seat` as `who` names them (a mention for a person)."""
    player = row.player_at(seat)
    return who(player) if player is not None else "?"


def cards_text(cards: Sequence[Card]) -> str:
    return ", ".join(card_label(card) for card in cards) if cards else "nothing"


def move_line(view: View, seat: int, action: Action, *, private: bool = False) -> str:
    """One line in words and in notation: ``**Ann** built the 7♥ on N14 · `build 7H N14` ``.

    Public lines use the engine's public notation, so a starter choice reads ``starter ?`` until the reveal.
    """
    notation = action.notation() if private else public_notation(view.phase, action)
    return f"**{view.name(seat)}** {describe(action)} · `{notation}`"


def next_step_line(view: View, row: GameRow) -> str:
    """Who acts next (`View.to_act`), with a mention of those players only (the caller passes the matching
    allowed_mentions)."""
    if view.phase is Phase.OVER:
        if view.winner is None:
            return "The game is over: it ended by agreement, with no winner."
        block = " ".join(cell_name(cell) for cell in view.winning_block)
        where = f" with {block}" if block else ""
        return f"🏆 **{view.name(view.winner)}** wins{where}! ({seat_words(row, view.winner)})"
    users = ", ".join(seat_words(row, seat) for seat in view.to_act)
    if view.phase is Phase.STARTERS:
        return f"Waiting for starter cards from {users} (/zark starter)."
    if view.phase is Phase.HATCHING:
        return f"{users}, place your starter card with /zark place (first round, R-3)."
    if view.phase is Phase.DISCARD:
        return f"{users} is discarding down to six."
    if all((player := row.player_at(seat)) is not None and player.is_computer for seat in view.to_act):
        return f"{users} is thinking (turn {view.turn})."
    return f"{users}, your turn (turn {view.turn})."


def turn_goes_on_line(view: GameView) -> str:
    """After a free action (R-24's nomination): the same player's turn goes on. No mention: they just acted."""
    return f"Still **{view.name(view.current)}**'s turn: changing a Wild's nomination is free (R-24)."


def notation_words(notation: str) -> str:
    """A logged move in words; a hidden starter stays hidden."""
    if notation == "starter ?":
        return "chose a starter card"
    return describe(parse_action(notation))


def public_events_line(view: View, events: list[Event]) -> str:
    """What everyone may know of the events: counts of cards drawn, reshuffles, the starters' reveal."""
    parts = []
    for event in events:
        if event.kind == "starters" and event.seat is not None:
            shown = ", ".join(f"{view.name(seat)} {card_label(card)}" for seat, card in enumerate(event.cards) if card)
            parts.append(f"Starters revealed: {shown}. {view.name(event.seat)} goes first (R-2).")
        elif event.kind == "reshuffled":
            parts.append(f"The discard pile was shuffled into a new deck of {event.count} cards (R-10).")
        elif event.kind == "drew" and event.count and event.seat is not None:
            parts.append(f"{view.name(event.seat)} drew {event.count} card{'s' * (event.count != 1)}.")
    return " ".join(parts)


def private_draws(events: list[Event], seat: int) -> list[Card]:
    """What `seat` drew during these events: told only to them."""
    return [card for event in events if event.kind == "drew" and event.seat == seat for card in event.cards]
