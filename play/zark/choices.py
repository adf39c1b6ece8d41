"""Autocomplete suggestions for the commands' options, from the engine's legal targets.

Suggestions offer only what is legal for this player now, narrowed by the options already filled in, and read in
words ("M13 · 7♥ · your small"), each a message said in the asker's language (`play.suggestions.choices_in`). They
are only suggestions: whatever value arrives is read by `options` and then checked by the engine, so a typed value
gets the same refusal sentence as anywhere else.

Every suggester has the same shape, `(view, seat, filled) -> choices`, where `filled` holds the options the player
has already filled in, as typed, so a command's options are declared once per kind of value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from i18n import ENGLISH
from rules import SIZE_NAMES, Cell, GameView, Message, Phase, cell_name, parse_cell
from rules.core.cells import neighbours
from rules.zark import Card, Place, Starter, ZarkView
from rules.zark import legal as targets
from rules.zark.card_names import card_in_words
from rules.zark.cards import card_named

from ..errors import UserError
from ..families import family_of
from ..suggestions import NOTHING_TO_CHOOSE, Choice, Filled, Offered, choices_in, narrow, parses, saying_why
from .reading import parse_card, parse_piece, parse_target

Suggester = Callable[[ZarkView, Filled], Sequence[Offered]]


def offer(
    view: GameView, make: Suggester, filled: Filled, typed: str, *, anyone: bool = False, language: str = ENGLISH
) -> list[Choice]:
    """What `make` suggests to the view's player, in their `language`, narrowed by what they typed; `anyone` also
    answers out of turn.

    Out of turn, or at a table of another game (Zarcana's), there is nothing to offer: the sentence saying whose
    turn it is, or which commands to use, comes back as a `UserError`."""
    if not isinstance(view, ZarkView):
        raise UserError(family_of(view).wrong_commands)
    if not anyone and view.seat not in view.to_act and view.phase is not Phase.OVER:
        raise UserError(Message("play-not-your-turn", name=view.name(view.current)))
    found = make(view, filled)
    key = why_nothing(view, make)
    if not found and key is not None and view.phase is not Phase.OVER:
        return saying_why(key, nothing_now(key), language)  # chosen, the command refuses with that sentence
    return narrow(choices_in(language, found), typed)


def why_nothing(view: ZarkView, make: Suggester) -> str | None:
    """The key of the sentence saying why `make`, a turn option's first value, has nothing now (None for others).

    Which sentence is true depends on the table: with R-11's option on, one's own pyramids may be attacked too."""
    key = _FIRST_VALUES.get(make)
    if key == "attack" and view.settings.ruleset.attack_own:
        return "attack own"
    return key


def nothing_now(key: str) -> Message:
    """The sentence of `key` (`why_nothing`): the entry's name, and the refusal of the command run with it."""
    return NOTHING_NOW.get(key, NOTHING_TO_CHOOSE)


# --------------------------------------------------------------------------------------------- describing

#: Whose a pyramid is, said to the player offered it: theirs, or another player's by name.
YOURS, NAMED = "yours", "named"


def pyramid_words(view: ZarkView, seat: int, owner: int, size: int) -> Message:
    """``your small``, ``Bob's medium``."""
    whose = YOURS if owner == seat else NAMED
    return Message("zark-choice-pyramid", whose=whose, owner=view.name(owner), size=SIZE_NAMES[size])


def label_words(view: ZarkView, cell: Cell) -> str | Message:
    """The card on `cell` as players read it: ``7♥``; a Wild with what it stands for (R-24): ``Wild as red 7``."""
    card, nomination = view.cards[cell], view.nominations.get(cell)
    if nomination is None:
        return card_named(card)
    return Message("zark-choice-nominated", card=card_named(card), nomination=card_named(nomination))


def cell_words(view: ZarkView, cell: Cell, seat: int) -> Message:
    """``N13 · 8♥ · Bob's medium, your small`` (or ``empty cell``)."""
    if view.cards.get(cell) is None:
        return Message("zark-choice-empty-cell", cell=cell_name(cell))
    here = sorted(view.pieces.get(cell, ()))
    pieces = tuple(pyramid_words(view, seat, owner, size) for owner, size in here)
    return on_cell(view, cell, pieces or Message("zark-choice-no-pyramids"))


def on_cell(view: ZarkView, cell: Cell, pieces: Message | tuple[Message, ...]) -> Message:
    """A card on the board and pyramids on it: ``N13 · 8♥ · your small``."""
    return Message("zark-choice-cell", cell=cell_name(cell), card=label_words(view, cell), pieces=pieces)


def next_to_words(view: ZarkView, cell: Cell, seat: int | None = None, *, leaving: Cell | None = None) -> Message:
    """``O14 · next to N14 (8♥)``: where an empty cell is, by the cards beside it (yours first).

    `leaving` is a card about to fly away (R-15): it will not be beside the cell, so it is not named."""
    beside = [n for n in neighbours(cell) if n in view.cards and n != leaving]
    if seat is not None:
        beside.sort(key=lambda n: not any(owner == seat for owner, _ in view.pieces.get(n, ())))
    near = tuple(Message("zark-choice-beside", cell=cell_name(n), card=label_words(view, n)) for n in beside[:2])
    return Message("zark-choice-next-to", cell=cell_name(cell), near=near)


def added(cards: Sequence[Card]) -> str | Message:
    """Cards paid or discarded together: ``K♥ + Q♣``, ``blue Skip + yellow Draw Two``."""
    *first, last = cards
    said = card_named(last)
    for card in reversed(first):
        said = Message("zark-choice-plus", first=card_named(card), rest=said)
    return said


def piece_value(cell: Cell, size: int) -> str:
    return f"{cell_name(cell)} {SIZE_NAMES[size]}"


def target_value(cell: Cell, owner: int, size: int) -> str:
    return f"{cell_name(cell)} {owner + 1} {SIZE_NAMES[size]}"


# --------------------------------------------------------------------------------------------- suggestions


def card_choice(card: Card) -> Offered:
    """``7♥ · 7 of hearts``; a card whose label is already in words reads once: ``red 7``."""
    named = card_named(card)
    if isinstance(named, Message):
        return named, card
    return Message("choice-with-words", value=named, words=card_in_words(card)), card


def number_cards(view: ZarkView, filled: Filled) -> list[Offered]:
    return [card_choice(card) for card in targets.number_cards(view, view.seat)]


def board_cards(view: ZarkView, filled: Filled) -> list[Offered]:
    """The cards /build and /hatch may put down: number cards, and Wilds in the Uno games (R-24)."""
    return [card_choice(card) for card in targets.board_cards(view, view.seat)]


def nominations(view: ZarkView, filled: Filled) -> list[Offered]:
    """What the Wild being built or hatched may stand for (R-24); nothing for any other card. Before a card is
    chosen: the nominations if the hand holds a Wild that may go down."""
    rules = view.settings.ruleset
    held = targets.board_cards(view, view.seat)
    card = filled.get("card", "")
    if parses(card, parse_card):
        held = [c for c in held if c == parse_card(card)]
    if not any(map(rules.is_wild, held)):
        return []
    return [card_choice(nominated) for nominated in rules.nominations]


def nominate_cells(view: ZarkView, filled: Filled) -> list[Offered]:
    """The Wilds whose nomination the player may change now: those they alone occupy, in their turn (R-24)."""
    return [(cell_words(view, cell, view.seat), cell_name(cell)) for cell in targets.nominate_cells(view, view.seat)]


def renominations(view: ZarkView, filled: Filled) -> list[Offered]:
    """What the chosen Wild may stand for instead: any number card but its nomination now (R-24). Nothing when
    the player may change no Wild, or the chosen cell is not one they may change."""
    cells = targets.nominate_cells(view, view.seat)
    cell = filled.get("cell", "")
    if parses(cell, parse_cell):
        cells = [c for c in cells if c == parse_cell(cell)]
    if not cells:
        return []
    current = {view.nominations.get(c) for c in cells} if len(cells) == 1 else set()
    return [card_choice(card) for card in view.settings.ruleset.nominations if card not in current]


def starters(view: ZarkView, filled: Filled) -> list[Offered]:
    return [card_choice(a.card) for a in targets.legal_actions(view, view.seat) if isinstance(a, Starter)]


def places(view: ZarkView, filled: Filled) -> list[Offered]:
    return [
        (next_to_words(view, a.cell), cell_name(a.cell))
        for a in targets.legal_actions(view, view.seat)
        if isinstance(a, Place)
    ]


def grow_pieces(view: ZarkView, filled: Filled) -> list[Offered]:
    return [
        (
            Message(
                "choice-with-words",
                value=cell_words(view, cell, view.seat),
                words=Message("zark-choice-grow", size=SIZE_NAMES[size], into=SIZE_NAMES[size + 1]),
            ),
            piece_value(cell, size),
        )
        for cell, size in targets.grow_targets(view, view.seat)
    ]


def spawn_cells(view: ZarkView, filled: Filled) -> list[Offered]:
    return [(cell_words(view, cell, view.seat), cell_name(cell)) for cell in targets.spawn_cells(view, view.seat)]


def build_cells(view: ZarkView, filled: Filled) -> list[Offered]:
    return [(next_to_words(view, cell, view.seat), cell_name(cell)) for cell in targets.build_cells(view, view.seat)]


def hatch_cells(view: ZarkView, filled: Filled) -> list[Offered]:
    return [(next_to_words(view, cell), cell_name(cell)) for cell in targets.hatch_cells(view, view.seat)]


def move_pieces(view: ZarkView, filled: Filled) -> list[Offered]:
    return [
        (on_cell(view, cell, pyramid_words(view, view.seat, view.seat, size)), piece_value(cell, size))
        for cell, size in targets.move_pieces(view, view.seat)
    ]


def move_destinations(view: ZarkView, filled: Filled) -> list[Offered]:
    """Where the chosen piece can go; before a piece is chosen, every card next to any of your pieces.

    A chosen piece that is not one of yours that can move gets none: each destination would be refused."""
    movable = targets.move_pieces(view, view.seat)
    piece = filled.get("piece", "")
    origins = [(p.cell, p.size) for p in [parse_piece(piece)]] if parses(piece, parse_piece) else movable
    origins = [(cell, size) for cell, size in origins if (cell, size) in movable]
    cells = sorted({to for origin, _ in origins for to in targets.move_destinations(view, origin)})
    return [(cell_words(view, cell, view.seat), cell_name(cell)) for cell in cells]


def attack_targets(view: ZarkView, filled: Filled) -> list[Offered]:
    result: list[Offered] = []
    for cell, owner, size in targets.attack_targets(view, view.seat):
        if targets.attack_payments(view, view.seat, size):
            pyramid = Message("zark-choice-target", pyramid=pyramid_words(view, view.seat, owner, size), pips=size)
            result.append((on_cell(view, cell, pyramid), target_value(cell, owner, size)))
    return result


def payments(view: ZarkView, filled: Filled) -> list[Offered]:
    """Payments for the chosen target (or for the smallest pips when no target is chosen yet)."""
    pips = _target_size(filled.get("target", "")) or 1
    rules = view.settings.ruleset
    result: list[Offered] = []
    for payment in targets.attack_payments(view, view.seat, pips):
        points = sum(map(rules.attack_points, payment))
        change = rules.change_for(points, pips)
        name = Message("zark-choice-payment", cards=added(payment), points=points, change=change)
        result.append((name, " ".join(payment)))
    return result


def outcomes(view: ZarkView, filled: Filled) -> list[Offered]:
    size = _target_size(filled.get("target", ""))
    result: list[Offered] = [(Message("zark-choice-demolish"), "demolish")]
    for convert in targets.convert_sizes(view, view.seat, size or 3):
        result.append((Message("zark-choice-convert", size=SIZE_NAMES[convert]), f"convert {SIZE_NAMES[convert]}"))
    return result


def fly_cards(view: ZarkView, filled: Filled) -> list[Offered]:
    return [(cell_words(view, cell, view.seat), cell_name(cell)) for cell in targets.fly_cells(view, view.seat)]


def fly_destinations(view: ZarkView, filled: Filled) -> list[Offered]:
    """Where the chosen card can fly; none unless it is a card you occupy and you hold an Ace (R-15)."""
    card_cell = filled.get("card", "")
    if not parses(card_cell, parse_cell) or not targets.fly_aces(view, view.seat):
        return []
    origin = parse_cell(card_cell)
    if origin not in view.occupied(view.seat):
        return []
    return [
        (next_to_words(view, cell, leaving=origin), cell_name(cell)) for cell in targets.fly_destinations(view, origin)
    ]


def aces(view: ZarkView, filled: Filled) -> list[Offered]:
    return [card_choice(card) for card in targets.fly_aces(view, view.seat)]


def discards(view: ZarkView, filled: Filled) -> list[Offered]:
    return [(added(cards), " ".join(cards)) for cards in targets.discard_choices(view, view.seat)]


def _target_size(target: str) -> int | None:
    return parse_target(target).size if parses(target, parse_target) else None


#: Why a turn option's first value has nothing legal now, by key: the one entry offered then, and the refusal.
NOTHING_NOW = {
    "attack": Message("play-zark-nothing-attack"),
    "attack own": Message("play-zark-nothing-attack-own"),
    "grow": Message("play-zark-nothing-grow"),
    "spawn": Message("play-zark-nothing-spawn"),
    "build": Message("play-zark-nothing-build"),
    "move": Message("play-zark-nothing-move"),
    "fly": Message("play-zark-nothing-fly"),
    "hatch": Message("play-zark-nothing-hatch"),
}
#: The suggesters of a turn option's first value, by the key of their sentence (`why_nothing`).
_FIRST_VALUES: dict[Suggester, str] = {
    attack_targets: "attack",
    grow_pieces: "grow",
    spawn_cells: "spawn",
    build_cells: "build",
    move_pieces: "move",
    fly_cards: "fly",
    hatch_cells: "hatch",
}
