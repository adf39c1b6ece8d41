"""Every sentence the engines and their words produce reads right: no "1 cards", no "0 at most", no "only 0 cards
to take", no "would have drew", no "seat 3's small" (players are named), no "You would have placed their starter".

One sweep over every game kind of the registry: random games from several seeds (and a few positions at the
limits), where at each step every seat tries absurd actions (the property tests' candidates), every legal action
with its numbers, sizes and words perturbed in its notation; every refusal's sentence is kept. So is every
summary: the record replay's position text, the board as text and alt text, the hand, each move and its events in
words, the log, the waiting sentence and what a preview of a legal move would do.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from datetime import UTC, datetime

import i18n
from data import GameRow, GameStatus, PlayerRow
from play.families import family_of
from rules import Action, GameState, Phase, RulesError, kinds
from rules.core.registry import kind_of
from rules.zarcana import ZarcanaGame
from rules.zarcana.playout import random_action
from rules.zark import ZarkGame
from tests.rules.test_properties import candidate_actions as zark_candidates
from tests.rules.zarcana.positions import position
from tests.rules.zarcana.test_properties import candidate_actions as zarcana_candidates
from tests.words import english

#: What reads wrong: a plural noun after 1, a singular one after another number, a bound of nought, an "only" of
#: nothing, a past tense after "would have".
NOUNS = r"(card|minion|pyramid|player|seat|point|pip|option|move|turn|step)"
WRONG = [
    re.compile(rf"(?<![\d.\-])\b1 {NOUNS}s\b"),
    re.compile(rf"(?<![\d.\-])\b(0|[2-9]|\d\d+) {NOUNS}\b(?!['’]| territor)"),
    re.compile(r"\b0 at most\b"),
    re.compile(r"\bonly 0\b"),
    re.compile(r"\bwould have (drew|went|flew|grew|took|gave|chose|is)\b"),
    re.compile(r"(?i)\bseats? \d+"),  # a player is named, never numbered
    re.compile(r"\b[Yy]ou would have [^.]*\b(their|them)\b"),  # "you" is "your" all through a sentence
    re.compile(r"\bstays unknown until\b"),
]
SEEDS = range(6)
#: Table options taken in turn, seed by seed.
TABLES: dict[str, list[dict[str, str]]] = {
    "zark-city": [{}, {"edition": "classic", "deck": "zark"}],
    "zarcana": [{}, {"extra_cards": "on", "trump_order": "marseille"}],
}
STEPS = 60


def wrong_in(text: str) -> list[str]:
    return [match.group(0) for pattern in WRONG for match in pattern.finditer(text)]


def perturbed(line: str) -> Iterator[str]:
    """A legal move's notation with each number set to 0 to 9, each size changed, each word left out or said twice:
    the limits a refusal names, as a player could write them."""
    words = line.split()
    for at, word in enumerate(words):
        others: list[str] = []
        if word.isdigit():
            others = [str(number) for number in range(10)]
        elif word in SIZES:
            others = list(SIZES)
        for other in others:
            yield " ".join([*words[:at], other, *words[at + 1 :]])
        if at:
            yield " ".join(words[:at] + words[at + 1 :])
            yield " ".join(words[: at + 1] + words[at:])


SIZES = ("small", "medium", "large")


def candidates(game: GameState, seat: int, rng: random.Random) -> list[Action]:
    if isinstance(game, ZarkGame):
        return zark_candidates(game, seat, rng)
    assert isinstance(game, ZarcanaGame)
    return zarcana_candidates(game, seat, rng)


def refusals(game: GameState, rng: random.Random, probes: list[str]) -> Iterator[str]:
    kind = kind_of(game)
    for seat in range(len(game.settings.players)):
        legal = game.legal_actions(seat)
        lines = [a.notation() for a in candidates(game, seat, rng)] + probes
        lines += [line for a in rng.sample(legal, min(6, len(legal))) for line in perturbed(a.notation())]
        for line in lines:
            try:  # the notation's reader refuses what it cannot read, the engine what the rules do not allow
                game.copy().apply(seat, kind.parse_action(line))
            except RulesError as refused:
                yield english(refused)


def summaries(game: GameState, rng: random.Random, events: list[object]) -> Iterator[str]:
    from render.drawers import drawer_of  # the images' words

    family, public = family_of(game), game.view(None)
    drawer = drawer_of(public)
    yield drawer.alt_text(public) + "\n" + drawer.board_text(public, grid=False)
    yield family.events_line(public, events)
    for seat in range(len(game.settings.players)):
        view = game.view(seat)
        waiting = i18n.say(i18n.ENGLISH, family.waiting_sentence(game, seat))
        yield drawer.hand_text(view) + "\n" + family.hand_text(view) + "\n" + waiting
    if game.history:
        seat, action = game.history[-1]
        yield family.move_line(public, seat, action) + "\n" + family.log_words(public, seat, action.notation())
    for seat in game.seats_to_act()[:1]:
        for action in rng.sample(game.legal_actions(seat), min(3, len(game.legal_actions(seat)))):
            sample = game.copy()
            yield "\n".join(family.preview_lines(sample, seat, action, sample.apply(seat, action)))


def step(game: GameState, rng: random.Random) -> list[object]:
    seat = rng.choice(list(game.seats_to_act()))
    # Zarcana's random player picks a kind of move first, so the rarer options are seen too.
    action = random_action(game, seat, rng) if isinstance(game, ZarcanaGame) else rng.choice(game.legal_actions(seat))
    return list(game.apply(seat, action))


def games() -> Iterator[tuple[GameState, list[str]]]:
    """A game of each kind and table for each seed; and Zarcana positions at the limits, with moves to try there
    that no legal move is a perturbation of: a full hand, a hand one short of full facing the Emperor's demand, a
    discard pile of one card or none for Judgement, a deck of one card or none."""
    for kind in kinds():
        tables = TABLES.get(kind.key, [{}])
        for seed in SEEDS:
            table = tables[seed % len(tables)]
            names = [f"P{seat + 1}" for seat in range(2 + seed % 3)]
            yield kind.new(kind.settings({**kind.table(table), "players": names}), seed), []
    hand = "Emperor Judgement 2C 3C 4C 5C"
    yield position({"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su"}, [hand, "5W 6W"], discard="AC"), []
    yield position({"M13": "7C"}, {"M13": "1su"}, ["2C 3C 4C 5C 6C 7W", ""]), []
    copier = position({"M13": "7C"}, {"M13": "1su"}, ["Doppelganger Star", "AC"], discard="Judgement", extra_cards=True)
    yield copier, ["play Doppelganger as judgement take 1", "play Star"]
    for left in (0, 1):
        empty = position({"M13": "7C"}, {"M13": "1su"}, ["Judgement Priestess", "AC"])
        empty.deck = empty.deck[-left:] if left else []
        yield empty, ["draw 1", "draw 2", "play Judgement take 1", "play Priestess draw 2"]


def test_every_refusal_and_summary_of_every_game_reads_right() -> None:
    """Plurals and zeros in every engine's refusals and summaries, participles in previews (R-n, Z-n, H-n alike)."""
    found: dict[str, str] = {}
    for game, probes in games():
        rng = random.Random(f"{kind_of(game).key}:{len(game.history)}")
        events: list[object] = []
        for _ in range(STEPS):
            for text in [*refusals(game, rng, probes), *summaries(game, rng, events)]:
                for wrong in wrong_in(text):
                    found.setdefault(wrong, text)
            if game.phase is Phase.OVER:
                break
            events = step(game, rng)
    assert not found, "\n".join(f"{wrong!r} in: {text}" for wrong, text in found.items())


#: Words that speak to a player: a computer player is spoken of ("Bot 2 places its starter"), never to.
ADDRESSED = re.compile(r"(?i)\b(you|your)\b|/zark|/zarcana|answer with")


def computer_table(game: GameState) -> GameRow:
    """A stored row where a computer player sits at every seat of `game`, named as in the game."""
    now = datetime.now(UTC)
    players = tuple(
        PlayerRow(seat=seat, user_id=-1 - seat, name=game.name(seat), computer="easy")
        for seat in range(len(game.settings.players))
    )
    return GameRow(
        id=1, guild_id=1, channel_id=1, thread_id=None, lobby_message_id=None, host_id=1,
        status=GameStatus.PLAYING, settings={}, seed=None, players=players, version=1, turn_seat=None,
        waiting_seats=(), turn_since=None, created_at=now, updated_at=now,
    )  # fmt: skip


def test_a_computer_player_is_spoken_of_and_a_winner_named_once() -> None:
    """Whose turn it is, as the table reads it, at every step of every kind's games played by computers alone: no
    "Bot 2, place your starter card with /zark place", no "Bot 2: ... Answer with /zarcana give"; the game's end
    names each winner once."""
    wrong: dict[str, str] = {}
    for game, _ in games():
        family, row = family_of(game), computer_table(game)
        rng = random.Random(f"{kind_of(game).key}:spoken")
        for _ in range(STEPS * 3):
            line = family.next_step_line(game.view(None), row)
            if found := ADDRESSED.search(line):
                wrong.setdefault(found.group(0), line)
            if game.phase is Phase.OVER:
                for winner in game.winners:
                    if line.count(game.name(winner)) > 1:
                        wrong.setdefault("named twice", line)
                break
            step(game, rng)
    assert not wrong, "\n".join(f"{word!r} in: {line}" for word, line in wrong.items())
