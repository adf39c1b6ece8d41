"""The state of one Zarcana game and how actions change it.

`ZarcanaGame.apply(seat, action)` checks the action completely before changing anything (a refused action raises an
`IllegalActionError` carrying the player's sentence and leaves the game as it was), carries it out, then runs the
task stack (`rules.zarcana.tasks`) until a decision waits or the option is over. All chance comes from the seed, as
in the other games: the deal shuffles with ``Random(f"{seed}:deal")``, the n-th reshuffle with
``Random(f"{seed}:reshuffle:{n}")`` and the first player (H-1) is ``Random(f"{seed}:first")``'s choice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..core.actions import SMALL, Action, AgreeEnd, Resign
from ..core.errors import IllegalActionError, NotYourTurnError, refuse_if_cannot_act
from ..core.messages import Message
from ..core.phase import Phase
from ..core.seeds import dealt_deck, drawn_lot
from . import turn_options as check
from .actions import STEPS, Again, Declare, DiscardHand, Done, Draw, Drawn, Give, Pass, Place, Play, Reorient, Top, Use
from .cards import TarotCard, sort_key
from .effects import Plan, carry_out
from .events import ZarcanaEvent
from .hidden import resample_hidden
from .legal import drawn_actions, legal_actions
from .minions import UP, Minion
from .scoring import held_alone
from .settings import BOARD_SIDE, MINIONS_PER_SIZE, STARTING_HAND, ZarcanaSettings
from .state import ZarcanaState
from .tasks import (
    DECISIONS,
    Decision,
    Demand,
    DiscardCard,
    FoolDraw,
    FoolEnd,
    Order,
    Reorienting,
    SecondStep,
    UseDrawn,
    decider,
    next_message,
)
from .views import ZarcanaView, make_view


@dataclass
class ZarcanaGame(ZarcanaState):
    """Everything about one game, including what no player may see (the deck order, every hand, face-down cards)."""

    # ----------------------------------------------------------------- creation (Z-27 to Z-29, H-1, H-2)

    @classmethod
    def new(cls, settings: ZarcanaSettings, seed: str | int, order: list[TarotCard] | None = None) -> ZarcanaGame:
        """Shuffle (or take `order`, top card first), deal the 3x3 board and three cards each, choose the first."""
        seed = str(seed)
        cards = settings.ruleset.cards()
        deck = dealt_deck(cards, seed, order, "tarot")
        seats = len(settings.players)
        game = cls(
            settings=settings,
            seed=seed,
            deck=deck,
            hands=[[] for _ in range(seats)],
            stashes=[[0, MINIONS_PER_SIZE, MINIONS_PER_SIZE, MINIONS_PER_SIZE] for _ in range(seats)],
            resigned=[False] * seats,
            end_votes=[False] * seats,
            known=[[set() for _ in range(seats)] for _ in range(seats)],
            initial_order=list(order) if order is not None else None,
        )
        half = BOARD_SIDE // 2
        for y in range(-half, half + 1):  # Z-27: row by row from the top left; M13, the first cell, in the middle
            for x in range(-half, half + 1):
                game.stacks[(x, y)] = [game.deck.pop()]
        for _ in range(STARTING_HAND):  # Z-28, H-2
            for seat in range(seats):
                game.hands[seat].append(game.deck.pop())
        first = settings.first if settings.first is not None else drawn_lot(seed, "first", seats)
        game.first = game.current = first  # H-1
        return game

    def view(self, seat: int | None = None) -> ZarcanaView:
        """What `seat` may see (its own hand; no face-down card, Z-45); None gives the public view."""
        return make_view(self, seat)

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now (Resign and AgreeEnd, always open, are not listed)."""
        return legal_actions(self, seat)

    def resample(self, seat: int, rng: random.Random) -> ZarcanaGame:
        """The game as `seat` may believe it to be (`hidden.resample_hidden`)."""
        return resample_hidden(self, seat, rng)

    def as_if_turn_of(self, seat: int) -> None:
        """Make it `seat`'s turn in this copy, for a preview by a player waiting for theirs; not while a decision is
        under way (its answer may change everything)."""
        if self.pending is not None:
            names = [self.name(other) for other in range(len(self.settings.players))]
            raise IllegalActionError(
                Message("zarcana-preview-after-decision", next=next_message(self.pending, names, self.current))
            )
        self.current, self.forbidden, self.extra_options = seat, None, []

    # ----------------------------------------------------------------- applying actions

    def apply(self, seat: int, action: Action) -> list[ZarcanaEvent]:
        """Check `action` for `seat` and carry it out; return what happened. Raises and changes nothing if illegal."""
        refuse_if_cannot_act(self.phase, self.resigned, seat)
        self._events = []
        if isinstance(action, Resign):
            self._resign(seat)
        elif isinstance(action, AgreeEnd):
            self._agree_end(seat)
        else:
            decision = self.pending
            if decision is None:
                self._option(seat, action)
            else:
                self._answer(seat, decision, action)
            self._run()
        self.history.append((seat, action))
        events, self._events = self._events, []
        return events

    def _option(self, seat: int, action: Action) -> None:
        """One of the eight turn options (section 7)."""
        if seat != self.current:
            raise NotYourTurnError(Message("zarcana-not-your-turn", name=self.name(self.current)))
        match action:
            case Place(cell):
                _refuse(check.place_error(self, seat, cell))
                self.add_minion(cell, Minion(seat, SMALL, UP))  # H-6: it stands
                self.add_event("placed", seat=seat, cells=(cell,))
            case Play(card, power, actor, effect):
                _refuse(check.play_error(self, seat, action))
                self.hands[seat].remove(card)
                self.in_play.append(card)
                self.forget(seat, (card,))
                self._start(Plan(seat, "hand", card, power, actor, effect))
            case Use(actor, power, effect):
                _refuse(check.use_error(self, seat, action))
                self._start(Plan(seat, "board", self.top_face(actor.cell), power, actor, effect))
            case Reorient():
                _refuse(check.reorient_error(self, seat, action, None))
                self._reorient(action, Reorienting(None))
            case Draw(count):
                _refuse(check.draw_error(self, seat, count))
                self.draw_into(seat, count)
            case DiscardHand(top, under):
                _refuse(check.discard_hand_error(self, seat, top, under))
                self._discard_hand(seat, top, under)
            case Pass():
                pass
            case Declare():
                _refuse(check.declare_error(self))
                self._declare(seat)
            case _ if isinstance(action, STEPS):
                raise IllegalActionError(Message("zarcana-nothing-to-answer", move=repr(action.notation())))
            case _:
                raise IllegalActionError(Message("zarcana-not-a-turn-option", move=repr(action.notation())))

    def _answer(self, seat: int, decision: Decision, action: Action) -> None:
        """An answer to the pending decision, by the player who must give it."""
        if seat != decider(decision, self.current):
            raise NotYourTurnError(self._waiting_for(decision))
        match decision, action:
            case UseDrawn(card), Drawn(power, actor, effect):
                _refuse(check.drawn_error(self, seat, card, action))
                self.tasks.pop()
                self._start(Plan(seat, "drawn", card, power, actor, effect))
            case SecondStep(), Again(effect):
                _refuse(check.again_error(self, seat, decision, action))
                self.tasks.pop()
                carry_out(self, Plan(seat, "again", None, decision.power, check.decision_actor(decision), effect))
            case SecondStep() | Reorienting(), Done():
                if isinstance(decision, Reorienting) and not decision.turned:
                    raise IllegalActionError(Message("zarcana-devil-change-first"))
                self.tasks.pop()
            case Reorienting(), Reorient():
                _refuse(check.reorient_error(self, seat, action, decision))
                self.tasks.pop()
                self._reorient(action, decision)
            case Demand(), Give(cards, to):
                _refuse(check.give_error(self, seat, decision, action))
                self.tasks.pop()
                self.give(seat, to, cards)
            case Order(cards), Top(card, _):
                _refuse(check.top_error(decision, action))
                self.tasks.pop()
                self._order(cards, card)
            case _:
                raise IllegalActionError(self._waiting_for(decision))

    def _waiting_for(self, decision: Decision) -> Message:
        return Message("zarcana-first", next=next_message(decision, self.settings.players, self.current))

    def _start(self, plan: Plan) -> None:
        """A power begins: the Fool's draws are queued (Z-35); any other power takes its first step at once. A card
        played from the hand is discarded after use (Z-20), once its power is over, later steps included (H-9)."""
        in_play = plan.source in ("hand", "drawn")
        if plan.power == "fool":
            self.tasks += [FoolEnd(plan.card if in_play else None), FoolDraw(2)]
            return
        if in_play:
            assert plan.card is not None
            self.tasks.append(DiscardCard(plan.card))
        carry_out(self, plan)

    def _run(self) -> None:
        """Run the plain tasks until a decision waits; when none is left, the option is over."""
        while self.phase is not Phase.OVER:
            if not self.tasks:
                self._end_option()
                return
            if isinstance(self.tasks[-1], DECISIONS):
                return
            task = self.tasks.pop()
            match task:
                case DiscardCard(card):
                    self.in_play.remove(card)
                    self.discard.append(card)
                case FoolDraw(left):
                    self._fool_draw(left)
                case FoolEnd(invoker, last):
                    if invoker is not None:
                        if last is not None and self.discard and self.discard[-1] == last:
                            self.tasks.append(Order((last, invoker)))  # H-9: they go to the pile together
                        else:
                            self.in_play.remove(invoker)
                            self.discard.append(invoker)

    def _fool_draw(self, left: int) -> None:
        """Z-35, H-10: draw; the card must be used if it can be, else it is discarded; then the next draw."""
        card = self.draw_card()
        if left > 1:
            self.tasks.append(FoolDraw(left - 1))
        else:
            end = self.tasks.pop()
            assert isinstance(end, FoolEnd)
            self.tasks.append(FoolEnd(end.invoker, card))
        if card is None:
            return
        self.in_play.append(card)
        self.add_event("fool-drew", seat=self.current, cards=(card,))
        if drawn_actions(self, self.current, card):
            self.tasks.append(UseDrawn(card))
        else:
            self.in_play.remove(card)
            self.discard.append(card)
            self.add_event("no-use", seat=self.current, cards=(card,))

    def _order(self, cards: tuple[TarotCard, TarotCard], top: TarotCard) -> None:
        """H-9: `cards[0]` is already on the pile and `cards[1]` in play; `top` ends on top."""
        last, invoker = cards
        self.in_play.remove(invoker)
        if top == invoker:
            self.discard.append(invoker)
        else:
            self.discard.pop()
            self.discard += [invoker, last]

    def _end_option(self) -> None:
        """An option is over: a High Priestess option comes next (Z-29b, Z-37), else the turn ends."""
        self.forbidden = None
        if self.extra_options:
            self.forbidden = self.extra_options.pop(0)
            self.add_event("extra-option", seat=self.current, cards=(self.forbidden,))
            return
        self._end_turn()

    def _end_turn(self) -> None:
        """H-18: the final round and the safety end are checked between turns."""
        if self.final_round is not None and self.current in self.final_round:
            self.final_round.remove(self.current)
        if self.ending or (self.final_round is not None and not self.final_round):
            self._score()
            return
        self.current = self.next_seat(self.current)
        self.turn += 1
        self.add_event("turn", seat=self.current, count=self.turn)

    # ----------------------------------------------------------------- options 4, 5, 6 and 8

    def _reorient(self, action: Reorient, scope: Reorienting) -> None:
        minion = action.minion
        old = Minion(minion.owner, minion.size, minion.facing)
        self.replace_minion(minion.cell, old, Minion(minion.owner, minion.size, action.facing))
        turned = replace(scope, turned=(*scope.turned, (minion.cell, minion.owner, minion.size, action.facing)))
        self.push_reorienting(turned)

    def _discard_hand(self, seat: int, top: TarotCard, under: tuple[TarotCard, ...]) -> None:
        """Option 6, H-9: the named card goes last, so on top, the cards named under it beneath it, from the top
        down; the rest of the hand beneath those, in sort order."""
        named = (top, *under)
        cards = [card for card in sorted(self.hands[seat], key=sort_key) if card not in named]
        cards += reversed(named)
        self.hands[seat] = []
        self.discard += cards
        for row in self.known:
            row[seat].clear()
        self.add_event("discarded", seat=seat, cards=tuple(cards), count=len(cards))

    def _declare(self, seat: int) -> None:
        """Z-66, H-18: the declaration is the whole turn; every other player then plays once more, in seat order.
        A High Priestess's extra option still to come this turn is still taken (H-18)."""
        self.declarer = seat
        order, at = [], seat
        for _ in self.seats:
            at = self.next_seat(at)
            if at == seat or at in order:
                break
            order.append(at)
        self.final_round = order
        self.add_event("final-round", seat=seat, seats=tuple(order))

    # ----------------------------------------------------------------- the end (Z-62 to Z-64, H-19), resigning

    def _score(self) -> None:
        """Z-45: face-down cards turn up; Z-62, Z-63: each space held by one player alone scores its top card."""
        for cell, stack in sorted(self.stacks.items()):
            for card in stack:
                if card in self.face_down:
                    self.add_event("revealed", cells=(cell,), cards=(card,))
        self.face_down.clear()
        rules, top = self.settings.ruleset, self.discard[-1] if self.discard else None
        held = held_alone(self.minions, self.stacks, len(self.hands))
        scores = [sum(rules.value(self.stacks[cell][-1], top) for cell in cells) for cells in held.values()]
        active = self.active_seats()
        best = max(scores[seat] for seat in active)
        winners = [seat for seat in active if scores[seat] == best]  # Z-64; a tie is shared (H-19)
        if rules.tie_break and len(winners) > 1:
            on_board = [minion for here in self.minions.values() for minion in here]
            pips = {seat: sum(minion.size for minion in on_board if minion.owner == seat) for seat in winners}
            winners = [seat for seat in winners if pips[seat] == max(pips.values())]
        self.scores = tuple(scores)
        self._finish(tuple(winners), "scored")

    def _finish(self, winners: tuple[int, ...], kind: str) -> None:
        """The end, however it comes: whatever was under way is dropped, its cards in play discarded (H-9)."""
        self.phase = Phase.OVER
        self.winners = winners
        self._abandon_option()
        self.add_event(kind, seats=winners)

    def _abandon_option(self) -> None:
        self.tasks.clear()
        self.discard += self.in_play
        self.in_play.clear()
        self.extra_options.clear()
        self.forbidden = None

    def _resign(self, seat: int) -> None:
        """As in the other games (R-18): the minions leave the board, the seat is skipped; one player left wins."""
        for cell, here in list(self.minions.items()):
            for minion in list(here):
                if minion.owner == seat:
                    self.remove_minion(cell, minion)
        self.resigned[seat] = True
        if self.final_round is not None and seat in self.final_round:
            self.final_round.remove(seat)
        active = self.active_seats()
        if len(active) == 1:
            self._finish((active[0],), "won")
            return
        decision = self.pending
        if seat == self.current:
            self._abandon_option()
            self._end_turn()
        elif isinstance(decision, Demand) and decision.giver == seat:
            self.tasks.pop()
            self._run()
        if self.phase is not Phase.OVER and all(self.end_votes[s] for s in self.active_seats()):
            self._finish((), "ended")

    def _agree_end(self, seat: int) -> None:
        if self.end_votes[seat]:
            raise IllegalActionError(Message("zarcana-already-agreed"))
        self.end_votes[seat] = True
        if all(self.end_votes[s] for s in self.active_seats()):
            self._finish((), "ended")


def _refuse(refusal: str | Message | None) -> None:
    """Raise a turn option's refusal (`rules.zarcana.turn_options`), if it has one."""
    if refusal is not None:
        raise IllegalActionError(refusal)
