"""Zarcana, the tarot ancestor of Zark City, as docs/rulings.md documents it (rules Z-1 to Z-67, house rulings H-1 to
H-26): a pure engine, standard library only, like the Zark family's.

Design note: the surface a thin bot and a renderer are written against.

- **Setup.** ``ZarcanaGame.new(ZarcanaSettings(players=..., safety_end=, tie_break=, extra_cards=, trump_order=,
  first=), seed)``: every table option of Zarcana (H-18 to H-21, H-1's host choice) is a setting, written in the
  record's header. ``settings.ruleset`` (a `ZarcanaRules`) answers rule questions: the deck, a card's number and
  value under the trump order. Chance comes only from the seed (deal, first player, reshuffles), so a record
  replays exactly. Shared with the Zark family: cells and their names (`rules.core.cells`), errors
  (`rules.core.errors`, each carrying the sentence a player reads), seeded chance (`rules.core.seeds`), the record
  format, its reader and replayer (`rules.core.records.read_lines`, `play_moves`), seat colours, sizes,
  `Resign`/`AgreeEnd`, `rules.core.phase.Phase` (only ACTION and OVER: what is awaited is the pending decision, below).
- **Acting.** ``game.apply(seat, action) -> list[Event]``. One action class per turn option (`Place`, `Play`,
  `Use`, `Reorient`, `Draw`, `DiscardHand`, `Pass`, `Declare`) and per answer to a pending decision (`Drawn`,
  `Again`, `Reorient`, `Done`, `Give`, `Top`); a power's use carries an effect (`Strike`, `Raze`, `Convert`,
  `MoveTo`, `Grow`, `Clone`, `Build`, `DrawCards`, `Create`, `Swap`, `Transport`, `Take`, `Teleport`, `Plain`).
  ``notation.parse_action`` reads the record notation (docs/notation.md) and ``parse_actor``/``parse_minion`` a
  command option's minion (``M13 small up``, ``2 large east at N13``); ``action.notation()`` writes them;
  ``words.move_message`` says a move as a message, ``text.status_message`` the state of play. A refused action
  raises `IllegalActionError` (`NotYourTurnError`, `GameOverError`) with its message (`rules.Message`, the
  sentence in `i18n/*/refusals-zarcana.ftl`, a turn option's or a power's in `refusals-zarcana-options.ftl`),
  citing Z-n/H-n, and changes nothing.
- **Pending decisions.** ``view.pending`` is None or one of `UseDrawn` (the Fool's compulsory card, Z-35),
  `SecondStep` (Death, the Chariot or Strength once more, or done), `Reorienting` (option 4 and the Devil, one
  minion at a time), `Demand` (the Emperor: the *victim's owner* chooses which cards to give, privately) or `Order`
  (two cards reaching the discard pile together, H-9); ``view.to_act`` says who must answer, ``tasks.next_message``
  says it as a message (an id and its arguments, put in the reader's words above the engine). The High
  Priestess's extra option is no decision: ``view.forbidden`` names the card it may not use.
- **Choices.** ``legal.legal_actions(position, seat)`` lists exactly what applies (property tests check both ways),
  the order of cards reaching the discard pile together by its top card alone (a fuller order, H-9, applies too),
  computed from the game or from the seat's own view alike; ``legal.option_names`` the open turn options,
  ``legal.play_choices`` / ``legal.use_choices`` narrow by card, power and minion, for autocomplete step by step.
- **Seeing.** ``game.view(seat)`` (a `ZarcanaView`) holds that seat's hand only, the deck's size not its order,
  and every face-down Wheel card as None, for everyone, its placer included (Z-45: "after that nobody may look
  at it"; the placer saw it in a private ``face-down`` event). The history shows the Emperor's given cards only
  to the two players involved. Events carry private cards with ``seen_by``; ``events.events_for(events, seat)``
  gives what a seat may be told (the Emperor's demand and Justice's swap are reported privately to both players).
  ``hidden.resample_hidden`` deals what a seat cannot know afresh, for previews and computer players.
- **Storing.** ``serial.zarcana_to_dict`` / ``zarcana_from_dict`` (the same shape as `rules.zark.serial`, with
  ``settings.game == "zarcana"``); the registry (`rules.kind_for`, `rules.record_kind`) picks the kind for any record
  or snapshot.
- **Ending.** Option 8 then one more turn each (H-18), or the safety end when the deck runs out a second time
  (H-18, default on); ``view.winners`` and each seat's ``score`` (Z-62 to Z-64, H-19).
- **Rules help.** ``rulings.HOUSE_RULINGS`` (H-1 to H-26, each said in a line by its message, ``rulings.ruling``)
  and ``rulings.ENGINE_CHOICES`` (messages: what the engine does where even the rulings are silent);
  ``powers.REQUIREMENTS`` gives each power's requirements (Z-18).
"""

from .actions import (
    ActingMinion,
    Again,
    Build,
    Clone,
    Convert,
    Create,
    Declare,
    DiscardHand,
    Done,
    Draw,
    DrawCards,
    Drawn,
    Effect,
    Give,
    Grow,
    MinionAt,
    MoveTo,
    Pass,
    Place,
    Plain,
    Play,
    Raze,
    Reorient,
    Strike,
    Swap,
    Take,
    Teleport,
    Top,
    Transport,
    Use,
)
from .cards import TAROT, TarotCard, parse_tarot
from .events import ZarcanaEvent, events_for
from .game import ZarcanaGame
from .hidden import resample_hidden
from .legal import legal_actions
from .minions import FACING_WORDS, FACINGS, Minion
from .notation import parse_action, parse_actor, parse_minion
from .powers import REQUIREMENTS
from .record import read_zarcana_record, replay_zarcana, write_public_zarcana_record, write_zarcana_record
from .serial import zarcana_from_dict, zarcana_to_dict
from .settings import TRUMP_ORDERS, ZARCANA, ZarcanaRules, ZarcanaSettings
from .tasks import Decision, Demand, Order, Reorienting, SecondStep, UseDrawn, next_message
from .views import ZarcanaSeatView, ZarcanaView, make_view

__all__ = [
    "FACINGS",
    "FACING_WORDS",
    "REQUIREMENTS",
    "TAROT",
    "TRUMP_ORDERS",
    "ZARCANA",
    "ActingMinion",
    "Again",
    "Build",
    "Clone",
    "Convert",
    "Create",
    "Decision",
    "Declare",
    "Demand",
    "DiscardHand",
    "Done",
    "Draw",
    "DrawCards",
    "Drawn",
    "Effect",
    "Give",
    "Grow",
    "Minion",
    "MinionAt",
    "MoveTo",
    "Order",
    "Pass",
    "Place",
    "Plain",
    "Play",
    "Raze",
    "Reorient",
    "Reorienting",
    "SecondStep",
    "Strike",
    "Swap",
    "Take",
    "TarotCard",
    "Teleport",
    "Top",
    "Transport",
    "Use",
    "UseDrawn",
    "ZarcanaEvent",
    "ZarcanaGame",
    "ZarcanaRules",
    "ZarcanaSeatView",
    "ZarcanaSettings",
    "ZarcanaView",
    "events_for",
    "legal_actions",
    "make_view",
    "next_message",
    "parse_action",
    "parse_actor",
    "parse_minion",
    "parse_tarot",
    "read_zarcana_record",
    "replay_zarcana",
    "resample_hidden",
    "write_public_zarcana_record",
    "write_zarcana_record",
    "zarcana_from_dict",
    "zarcana_to_dict",
]
