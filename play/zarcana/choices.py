"""Autocomplete for the Zarcana commands: only legal values, from the asking player's own `ZarcanaView`, narrowed by
the options already filled in and by what was typed (at most 25, as Discord allows).

A command is chosen step by step: a card, then a power, then a minion, then a target (`rules.zarcana.legal`'s
``*_choices`` narrow the legal actions the same way), so every value offered leads to at least one legal action
given the values before it. Whatever value arrives is read by `options` and checked by the engine all the same.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from i18n import ENGLISH
from rules import Action, GameView, Message, Phase, cell_name
from rules.zarcana import (
    ActingMinion,
    Again,
    Demand,
    DiscardHand,
    Draw,
    Drawn,
    Give,
    Order,
    Place,
    Play,
    Reorient,
    Reorienting,
    SecondStep,
    TarotCard,
    Top,
    Use,
    UseDrawn,
    ZarcanaView,
    legal_actions,
)
from rules.zarcana.cards import card_message, sort_key
from rules.zarcana.legal import play_choices, use_choices
from rules.zarcana.minions import FACING_WORDS
from rules.zarcana.powers import power_message
from rules.zarcana.settings import HAND_LIMIT
from rules.zarcana.words import (
    NAMED,
    actor_message,
    card_choice,
    cards_message,
    effect_choice,
    facing_message,
    in_order,
    minion_here,
    minion_message,
    power_choice,
    space_message,
)

from ..errors import UserError
from ..families import family_of
from ..suggestions import NOTHING_TO_CHOOSE, Choice, Filled, Offered, choices_in, narrow, saying_why
from .reading import NONE, parse_acting, parse_any_minion, parse_power, parses, read_card
from .texts import waiting_sentence

ZarcanaSuggester = Callable[[ZarcanaView, Filled], Sequence[Offered]]
NO_MINION: Offered = (Message("zarcana-choice-no-minion"), NONE)


def offer(
    view: GameView, make: ZarcanaSuggester, filled: Filled, typed: str, *, language: str = ENGLISH
) -> list[Choice]:
    """What `make` suggests to the view's player, narrowed by what they typed. Out of turn, or at a table of another
    game (whose commands the sentence names), the sentence comes back as a `UserError`."""
    if not isinstance(view, ZarcanaView):
        raise UserError(family_of(view).wrong_commands)
    if view.seat not in view.to_act and view.phase is not Phase.OVER:
        raise UserError(waiting_sentence(view, view.seat))
    found = _unique(make(view, filled))
    key = why_nothing(view, make)
    if not found and key is not None and view.phase is not Phase.OVER:
        return saying_why(key, nothing_now(key), language)  # chosen, the command refuses with that sentence
    return narrow(choices_in(language, found), typed)


def _unique(choices: Iterable[Offered]) -> list[Offered]:
    return list(dict.fromkeys(choices))


def _legal(view: ZarcanaView) -> list[Action]:
    return legal_actions(view, view.seat)


# ----------------------------------------------------------------------------------------------- option 1, 6, answers


def place_cells(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [
        (_space_with_minions(view, action.cell), cell_name(action.cell))
        for action in _legal(view)
        if isinstance(action, Place)
    ]


def _space_with_minions(view: ZarcanaView, cell: tuple[int, int]) -> Message:
    """``N13 (7 of Cups) · Ann's small, standing, Bob's large, pointing east`` (or ``no minions``)."""
    here = view.minions.get(cell, ())
    who = tuple(minion_here(NAMED, view.name(m.owner), m.size, m.facing) for m in here)
    return Message(
        "choice-with-words", value=space_message(view, cell), words=who or Message("zarcana-choice-no-minions")
    )


def draw_counts(view: ZarcanaView, filled: Filled) -> list[Offered]:
    """Option 5 (Z-26): how many cards to draw, and the hand it leaves."""
    held = len(view.hand_of(view.seat))
    return [
        (Message("zarcana-choice-draw-count", number=str(a.count), count=a.count, held=held + a.count), str(a.count))
        for a in _legal(view)
        if isinstance(a, Draw)
    ]


def discard_tops(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [(card_message(a.top), a.top) for a in _legal(view) if isinstance(a, DiscardHand)]


def discard_beneath(view: ZarcanaView, filled: Filled) -> list[Offered]:
    """Option 6's order (H-9): the cards named so far under the top card, then each card of the hand still left
    (the cards not named go beneath, in the usual order)."""
    if not any(isinstance(a, DiscardHand) for a in _legal(view)):
        return []
    left = sorted(set(view.hand_of(view.seat)), key=sort_key)
    top = filled.get("top", "")
    if parses(top, read_card) and read_card(top) in left:
        left.remove(read_card(top))
    named: list[TarotCard] = []
    for word in filled.get("beneath", "").split():
        if not parses(word, read_card) or read_card(word) not in left:
            break
        named.append(read_card(word))
        left.remove(named[-1])
    return [(in_order((*named, card)), " ".join((*named, card))) for card in left]


def give_cards(view: ZarcanaView, filled: Filled) -> list[Offered]:
    """The Emperor's demand (Z-39): every set of the demanded number of cards from the giver's own hand."""
    return [
        (Message("zarcana-choice-give", cards=cards_message(a.cards)), " ".join(a.cards))
        for a in _legal(view)
        if isinstance(a, Give)
    ]


def top_cards(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [
        (Message("zarcana-choice-top", card=card_message(a.card)), a.card) for a in _legal(view) if isinstance(a, Top)
    ]


# ----------------------------------------------------------------------------------------------- option 2: play


def _plays(view: ZarcanaView, filled: Filled, *upto: str) -> list[Play]:
    """The legal plays, narrowed by the options filled in among `upto` (those before the one being chosen)."""
    card = read_card(filled["card"]) if "card" in upto and parses(filled.get("card", ""), read_card) else None
    power = parse_power(filled["power"]) if "power" in upto and parses(filled.get("power", ""), parse_power) else None
    plays = play_choices(view, view.seat, card, power)
    if "minion" in upto and parses(filled.get("minion", ""), parse_acting):
        actor = parse_acting(filled["minion"]).actor
        plays = [play for play in plays if play.actor == actor]
    return plays


def play_cards(view: ZarcanaView, filled: Filled) -> list[Offered]:
    powers: dict[TarotCard, list[str]] = {}
    for play in _plays(view, filled):
        powers.setdefault(play.card, [])
        if play.power not in powers[play.card]:
            powers[play.card].append(play.power)
    return [
        (
            Message("zarcana-choice-as", card=card_choice(view, card), powers=tuple(map(power_message, powers[card]))),
            card,
        )
        for card in powers
    ]


def play_powers(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [(power_choice(play.power), play.power) for play in _plays(view, filled, "card")]


def play_minions(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [_actor_choice(view, play.actor) for play in _plays(view, filled, "card", "power")]


def play_targets(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [_effect_choice(view, play) for play in _plays(view, filled, "card", "power", "minion")]


def _actor_choice(view: ZarcanaView, actor: ActingMinion | None) -> Offered:
    if actor is None:
        return NO_MINION
    return actor_message(view, actor), actor.notation()


def _effect_choice(view: ZarcanaView, action: Play | Use | Drawn | Again) -> Offered:
    actor = None if isinstance(action, Again) else action.actor
    return effect_choice(view, action.effect, view.seat, actor), action.effect.notation() or NONE


# ----------------------------------------------------------------------------------------------- option 3: use


def _uses(view: ZarcanaView, filled: Filled, *upto: str) -> list[Use]:
    actor = None
    if "minion" in upto and parses(filled.get("minion", ""), parse_acting):
        actor = parse_acting(filled["minion"]).actor
    power = parse_power(filled["power"]) if "power" in upto and parses(filled.get("power", ""), parse_power) else None
    return use_choices(view, view.seat, actor, power)


def use_minions(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [
        (
            Message("choice-with-words", value=actor_message(view, use.actor), words=power_message(use.power)),
            use.actor.notation(),
        )
        for use in _uses(view, filled)
    ]


def use_powers(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [(power_choice(use.power), use.power) for use in _uses(view, filled, "minion")]


def use_targets(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [_effect_choice(view, use) for use in _uses(view, filled, "minion", "power")]


# ----------------------------------------------------------------------------------------------- the Fool's card, again


def _drawn(view: ZarcanaView, filled: Filled, *upto: str) -> list[Drawn]:
    found = [a for a in _legal(view) if isinstance(a, Drawn)]
    if "power" in upto and parses(filled.get("power", ""), parse_power):
        found = [a for a in found if a.power == parse_power(filled["power"])]
    if "minion" in upto and parses(filled.get("minion", ""), parse_acting):
        found = [a for a in found if a.actor == parse_acting(filled["minion"]).actor]
    return found


def drawn_powers(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [(power_choice(a.power), a.power) for a in _drawn(view, filled)]


def drawn_minions(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [_actor_choice(view, a.actor) for a in _drawn(view, filled, "power")]


def drawn_targets(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [_effect_choice(view, a) for a in _drawn(view, filled, "power", "minion")]


def again_targets(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [_effect_choice(view, a) for a in _legal(view) if isinstance(a, Again)]


# ----------------------------------------------------------------------------------------------- option 4, the Devil


def reorient_minions(view: ZarcanaView, filled: Filled) -> list[Offered]:
    return [
        (minion_message(view, a.minion, view.seat), a.minion.notation())
        for a in _legal(view)
        if isinstance(a, Reorient)
    ]


def reorient_facings(view: ZarcanaView, filled: Filled) -> list[Offered]:
    turns = [a for a in _legal(view) if isinstance(a, Reorient)]
    if parses(filled.get("minion", ""), parse_any_minion):
        turns = [a for a in turns if a.minion == parse_any_minion(filled["minion"])]
    return [(facing_message(a.facing), FACING_WORDS[a.facing]) for a in turns]


# ----------------------------------------------------------------------------------------------- nothing to offer


def why_nothing(view: ZarcanaView, make: ZarcanaSuggester) -> str | None:
    """The key of the sentence saying why `make`, the first value of a turn option or of an answer, has nothing now
    (None for the other suggesters): another answer is awaited first, or the rules leave nothing to choose."""
    option = _FIRST_VALUES.get(make)
    if option is None:
        return None
    awaited = _AWAITED.get(type(view.pending)) if view.pending is not None else None
    if awaited is not None:
        return f"{option} done" if option == awaited else f"answer {awaited}"
    if option in _AWAITED.values() and option != "reorient":
        return f"no {option}"
    hand, mine = view.hand_of(view.seat), any(m.owner == view.seat for here in view.minions.values() for m in here)
    match option:
        case "place" if mine:
            return "place mine"
        case "play" | "discard" if not hand:
            return "empty hand"
        case "use" | "reorient" if not mine:
            return "no minion"
        case "draw" if len(hand) >= HAND_LIMIT:
            return "full hand"
    return option


def nothing_now(key: str) -> Message:
    """The sentence of `key` (`why_nothing`): the entry's name, and the refusal of the command run with it."""
    return NOTHING_NOW.get(key, NOTHING_TO_CHOOSE)


#: The first value of each turn option and answer, by its suggester; and the answer each pending decision awaits.
_FIRST_VALUES: dict[ZarcanaSuggester, str] = {
    place_cells: "place",
    play_cards: "play",
    use_minions: "use",
    reorient_minions: "reorient",
    draw_counts: "draw",
    discard_tops: "discard",
    drawn_powers: "drawn",
    again_targets: "again",
    give_cards: "give",
    top_cards: "top",
}
_AWAITED = {UseDrawn: "drawn", SecondStep: "again", Reorienting: "reorient", Demand: "give", Order: "top"}
#: Why a turn option or an answer has nothing legal now, by key: the one entry offered then, and the refusal.
NOTHING_NOW = {
    "place": Message("play-zarcana-nothing-place"),
    "place mine": Message("play-zarcana-nothing-place-mine"),
    "play": Message("play-zarcana-nothing-play"),
    "empty hand": Message("play-zarcana-nothing-empty-hand"),
    "use": Message("play-zarcana-nothing-use"),
    "no minion": Message("play-zarcana-nothing-no-minion"),
    "reorient": Message("play-zarcana-nothing-reorient"),
    "full hand": Message("play-zarcana-nothing-full-hand"),
    "draw": Message("play-zarcana-nothing-draw"),
    "discard": Message("play-zarcana-nothing-discard"),
    "no drawn": Message("play-zarcana-nothing-no-drawn"),
    "no again": Message("play-zarcana-nothing-no-again"),
    "no give": Message("play-zarcana-nothing-no-give"),
    "no top": Message("play-zarcana-nothing-no-top"),
    "answer drawn": Message("play-zarcana-nothing-answer-drawn"),
    "answer again": Message("play-zarcana-nothing-answer-again"),
    "answer reorient": Message("play-zarcana-nothing-answer-reorient"),
    "answer give": Message("play-zarcana-nothing-answer-give"),
    "answer top": Message("play-zarcana-nothing-answer-top"),
    "drawn done": Message("play-zarcana-nothing-drawn-done"),
    "again done": Message("play-zarcana-nothing-again-done"),
    "reorient done": Message("play-zarcana-nothing-reorient-done"),
    "give done": Message("play-zarcana-nothing-give-done"),
    "top done": Message("play-zarcana-nothing-top-done"),
}
