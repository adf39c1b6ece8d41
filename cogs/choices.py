"""Autocomplete suggestions and option parsing for the turn commands, from the engine's legal targets.

Suggestions offer only what is legal for this player now, narrowed by the options already filled in, and read in
words ("M13 · 7♥ · your small"). They are only suggestions: whatever value arrives is parsed here and then
checked by the engine, so a typed value gets the same refusal sentence as anywhere else.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules import (
    SIZE_NAMES,
    Action,
    Attack,
    Build,
    Card,
    Cell,
    Discard,
    Fly,
    Game,
    Grow,
    Hatch,
    Move,
    NotationError,
    Place,
    Spawn,
    Starter,
    card_label,
    card_words,
    cell_name,
    parse_card,
    parse_cell,
    parse_size,
)
from rules import legal as targets
from rules.cards import attack_points
from rules.cells import neighbours

MAX_CHOICES = 25  # Discord's limit for one autocomplete answer
Choice = tuple[str, str]  # (what the player reads, the value the command receives)


def narrow(choices: Iterable[Choice], typed: str) -> list[Choice]:
    """Keep the choices whose words or value contain what was typed; at most 25, names within 100 characters."""
    needle = typed.strip().lower()
    kept = [(name[:100], value[:100]) for name, value in choices if needle in name.lower() or needle in value.lower()]
    return kept[:MAX_CHOICES]


# --------------------------------------------------------------------------------------------- describing


def whose(game: Game, seat: int, owner: int) -> str:
    return "your" if owner == seat else f"{game.name(owner)}'s"


def cell_words(game: Game, cell: Cell, seat: int) -> str:
    """``N13 · 8♥ · Bob's medium, your small`` (or ``empty``)."""
    card = game.cards.get(cell)
    if card is None:
        return f"{cell_name(cell)} · empty cell"
    here = sorted(game.pieces.get(cell, ()))
    pieces = ", ".join(f"{whose(game, seat, owner)} {SIZE_NAMES[size]}" for owner, size in here) or "no pyramids"
    return f"{cell_name(cell)} · {card_label(card)} · {pieces}"


def next_to_words(game: Game, cell: Cell, seat: int | None = None, *, leaving: Cell | None = None) -> str:
    """``O14 · next to N14 (8♥)``: where an empty cell is, by the cards beside it (yours first).

    `leaving` is a card about to fly away (R-15): it will not be beside the cell, so it is not named."""
    beside = [n for n in neighbours(cell) if n in game.cards and n != leaving]
    if seat is not None:
        beside.sort(key=lambda n: not any(owner == seat for owner, _ in game.pieces.get(n, ())))
    near = ", ".join(f"{cell_name(n)} ({card_label(game.cards[n])})" for n in beside[:2])
    return f"{cell_name(cell)} · next to {near}"


def piece_value(cell: Cell, size: int) -> str:
    return f"{cell_name(cell)} {SIZE_NAMES[size]}"


def target_value(cell: Cell, owner: int, size: int) -> str:
    return f"{cell_name(cell)} {owner + 1} {SIZE_NAMES[size]}"


# --------------------------------------------------------------------------------------------- suggestions


def number_card_choices(game: Game, seat: int) -> list[Choice]:
    return [(f"{card_label(c)} · {card_words(c)}", c) for c in targets.number_cards(game, seat)]


def starter_choices(game: Game, seat: int) -> list[Choice]:
    return [(f"{card_label(a.card)} · {card_words(a.card)}", a.card) for a in game.legal_actions(seat)
            if isinstance(a, Starter)]  # fmt: skip


def place_choices(game: Game, seat: int) -> list[Choice]:
    return [(next_to_words(game, a.cell), cell_name(a.cell)) for a in game.legal_actions(seat) if isinstance(a, Place)]


def grow_choices(game: Game, seat: int) -> list[Choice]:
    return [
        (
            f"{cell_words(game, cell, seat)} · grow your {SIZE_NAMES[size]} to {SIZE_NAMES[size + 1]}",
            piece_value(cell, size),
        )
        for cell, size in targets.grow_targets(game, seat)
    ]


def spawn_choices(game: Game, seat: int) -> list[Choice]:
    return [(cell_words(game, cell, seat), cell_name(cell)) for cell in targets.spawn_cells(game, seat)]


def build_cell_choices(game: Game, seat: int) -> list[Choice]:
    return [(next_to_words(game, cell, seat), cell_name(cell)) for cell in targets.build_cells(game, seat)]


def hatch_cell_choices(game: Game, seat: int) -> list[Choice]:
    return [(next_to_words(game, cell), cell_name(cell)) for cell in targets.hatch_cells(game, seat)]


def move_piece_choices(game: Game, seat: int) -> list[Choice]:
    return [
        (f"{cell_name(cell)} · {card_label(game.cards[cell])} · your {SIZE_NAMES[size]}", piece_value(cell, size))
        for cell, size in targets.move_pieces(game, seat)
    ]


def move_destination_choices(game: Game, seat: int, piece: str) -> list[Choice]:
    """Where the chosen piece can go; before a piece is chosen, every card next to any of your pieces.

    A chosen piece that is not one of yours that can move gets none: each destination would be refused."""
    movable = targets.move_pieces(game, seat)
    origins = [parse_piece(piece)] if _parses(piece, parse_piece) else movable
    origins = [cell for cell, size in origins if (cell, size) in movable]
    cells = sorted({to for origin in origins for to in targets.move_destinations(game, origin)})
    return [(cell_words(game, cell, seat), cell_name(cell)) for cell in cells]


def attack_target_choices(game: Game, seat: int) -> list[Choice]:
    result = []
    for cell, owner, size in targets.attack_targets(game, seat):
        if targets.attack_payments(game, seat, size):
            pyramid = f"{whose(game, seat, owner)} {SIZE_NAMES[size]} ({size} pip{'s' * (size > 1)})"
            name = f"{cell_name(cell)} · {card_label(game.cards[cell])} · {pyramid}"
            result.append((name, target_value(cell, owner, size)))
    return result


def payment_choices(game: Game, seat: int, target: str) -> list[Choice]:
    """Payments for the chosen target (or for the smallest pips when no target is chosen yet)."""
    pips = _target_size(game, seat, target) or 1
    edition = game.settings.edition
    result = []
    for payment in targets.attack_payments(game, seat, pips):
        points = sum(attack_points(card, edition) for card in payment)
        change = points - pips if edition == "arcade" else 0
        extra = f", draw {change} card{'s' * (change > 1)} change" if change else ""
        name = f"{' + '.join(card_label(c) for c in payment)} · {points} point{'s' * (points != 1)}{extra}"
        result.append((name, " ".join(payment)))
    return result


def outcome_choices(game: Game, seat: int, target: str) -> list[Choice]:
    size = _target_size(game, seat, target)
    result = [("Demolish: the pyramid goes back to its owner's stash", "demolish")]
    for convert in targets.convert_sizes(game, seat, size or 3):
        result.append((f"Convert: put your {SIZE_NAMES[convert]} in its place", f"convert {SIZE_NAMES[convert]}"))
    return result


def fly_card_choices(game: Game, seat: int) -> list[Choice]:
    return [(cell_words(game, cell, seat), cell_name(cell)) for cell in targets.fly_cells(game, seat)]


def fly_destination_choices(game: Game, seat: int, card_cell: str) -> list[Choice]:
    """Where the chosen card can fly; none unless it is a card you occupy and you hold an Ace (R-15)."""
    if not _parses(card_cell, parse_cell) or not targets.fly_aces(game, seat):
        return []
    origin = parse_cell(card_cell)
    if origin not in game.occupied(seat):
        return []
    return [
        (next_to_words(game, cell, leaving=origin), cell_name(cell)) for cell in targets.fly_destinations(game, origin)
    ]


def ace_choices(game: Game, seat: int) -> list[Choice]:
    return [(f"{card_label(card)} · {card_words(card)}", card) for card in targets.fly_aces(game, seat)]


def discard_choices(game: Game, seat: int) -> list[Choice]:
    return [
        (" + ".join(card_label(c) for c in cards), " ".join(cards)) for cards in targets.discard_choices(game, seat)
    ]


# --------------------------------------------------------------------------------------------- parsing options


def _parses(text: str, parser: object) -> bool:
    try:
        parser(text)  # type: ignore[operator]
    except NotationError:
        return False
    return True


def parse_piece(text: str) -> tuple[Cell, int]:
    words = text.split()
    if len(words) != 2:
        raise NotationError(f"{text.strip()!r} does not name a pyramid: write its cell and size, like 'M13 small'.")
    return parse_cell(words[0]), parse_size(words[1])


def parse_cards(text: str) -> tuple[Card, ...]:
    cards = tuple(parse_card(word) for word in text.replace(",", " ").replace("+", " ").split())
    if not cards:
        raise NotationError("Name at least one card, like 'QH' or 'QH QS'.")
    return cards


def parse_target(game: Game, seat: int, text: str) -> tuple[Cell, int, int]:
    """``N13 2 medium`` (cell, seat number, size); the seat may be left out when only one pyramid fits."""
    words = text.split()
    if len(words) == 3:
        if not words[1].isdigit() or not 1 <= int(words[1]) <= len(game.settings.players):
            raise NotationError(f"{words[1]!r} is not a seat in this game.")
        return parse_cell(words[0]), int(words[1]) - 1, parse_size(words[2])
    if len(words) == 2:
        cell, size = parse_cell(words[0]), parse_size(words[1])
        owners = sorted({owner for owner, s in game.pieces.get(cell, ()) if s == size and owner != seat})
        if len(owners) == 1:
            return cell, owners[0], size
        if owners:
            raise NotationError(
                f"Several players have a {SIZE_NAMES[size]} on {cell_name(cell)}: pick one from the list."
            )
        raise NotationError(f"There is no opponent's {SIZE_NAMES[size]} pyramid on {cell_name(cell)}.")
    raise NotationError(
        f"{text.strip()!r} does not name a pyramid to attack: pick one from the list, like 'N13 2 medium'."
    )


def parse_outcome(text: str) -> int | None:
    """``demolish`` gives None; ``convert small`` (or just ``small``) gives the size to convert with."""
    words = text.lower().split()
    if words == ["demolish"]:
        return None
    if words and words[0] == "convert":
        words = words[1:]
    if len(words) == 1 and _parses(words[0], parse_size):
        return parse_size(words[0])
    raise NotationError(f"{text.strip()!r} is not an outcome: choose 'demolish' or 'convert small/medium/large'.")


def _target_size(game: Game, seat: int, target: str) -> int | None:
    try:
        return parse_target(game, seat, target)[2]
    except NotationError:
        return None


# --------------------------------------------------------------------------------------------- building actions


def grow_action(piece: str) -> Action:
    cell, size = parse_piece(piece)
    return Grow(cell, size)


def spawn_action(cell: str) -> Action:
    return Spawn(parse_cell(cell))


def build_action(card: str, cell: str) -> Action:
    return Build(parse_card(card), parse_cell(cell))


def hatch_action(card: str, cell: str) -> Action:
    return Hatch(parse_card(card), parse_cell(cell))


def move_action(piece: str, to: str) -> Action:
    cell, size = parse_piece(piece)
    return Move(cell, size, parse_cell(to))


def attack_action(game: Game, seat: int, target: str, pay: str, outcome: str) -> Action:
    cell, owner, size = parse_target(game, seat, target)
    return Attack(cell, owner, size, parse_cards(pay), parse_outcome(outcome))


def fly_action(card_cell: str, to: str, ace: str) -> Action:
    return Fly(parse_card(ace), parse_cell(card_cell), parse_cell(to))


def discard_action(cards: str) -> Action:
    return Discard(parse_cards(cards))
