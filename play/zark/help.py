"""The rules help: one page per turn option and topic, citing the rulings (R-n), for /zark rules."""

from __future__ import annotations

RULES_PAGES: dict[str, str] = {
    "overview": (
        "**Zark City** (Andrew Looney). Cards form the board; your pyramids occupy cards. You **control** a card "
        "when yours is the only colour on it. Win by controlling a **power block**: three cards connected through "
        "sides (a line or an L) that are a suited run (one suit, consecutive ranks in any order; 10-2 does not "
        "wrap) or three of a kind (R-17). Only number cards (2-10) go on the board; J, Q, K, A and Jokers pay for "
        "attacks, and Aces also Fly. Each turn (arcade): a card is drawn for you, you take **one** turn option, "
        "the win is checked, then you discard down to six (R-8, R-9). Cells are named like M13 and never change "
        "(R-7). Pages: start, setup, draw, grow, spawn, build, move, attack, fly, hatch, discard, winning, editions, "
        "unocitta, unopolis, zarcana, resign, days, preview, computers, ratings, choices, tutorial."
    ),
    "start": (
        "**Where to start.** **Learn by playing**: /zark tutorial opens a game for you alone against easy computer "
        "players, and explains each turn option the first time you can use it (/zark tutorial game:zarcana for "
        "Zarcana). **Play with others**: /zark new opens a lobby here; players press **Join**, the host may press "
        "**Add computer** (or /zark bot add level:hard) and presses **Start**; the game then plays in a thread of "
        "its own. **Your first round**: choose a starter card with /zark starter, then place it with /zark place "
        "when asked (R-2, R-3). **Each turn** (Zark City, Unocitta, Unopolis) take one turn option: /draw, /grow, "
        "/spawn, /build, /move, /attack, /fly (arcade) or /hatch; then discard down to six if asked (/discard). "
        "Each option lists only what you may choose now; add preview:true to try a move first. **Looking**: /zark "
        "hand (your cards, privately), /zark board, /zark log, /zark catchup. **Zarcana** has its own turn commands "
        "and pages: /zarcana rules. **Rules pages**: /zark rules page:overview, then one page per turn option "
        "(page:attack, page:fly, ...)."
    ),
    "setup": (
        "**Setup.** Three cards each; while someone holds no number card, their hand is shown and everyone draws "
        "one more (R-1). Everyone secretly picks a starter (a 2-10) with /zark starter; the highest goes first, "
        "ties to whoever chose first (R-2). The first starter goes to M13 with a small; then, in turn order, each "
        "other player places theirs next to any card with /zark place (R-3). That first round replaces everyone's "
        "first turn."
    ),
    "draw": "**/draw**: draw three more cards (in arcade, four this turn in all). Always legal, even with an empty "
    "deck (R-27, R-10).",
    "grow": "**/grow**: swap one of your pyramids on the board for the next size up from your stash; the smaller "
    "returns to your stash. Not for a large, and not without the bigger size in your stash.",
    "spawn": "**/spawn**: put a small from your stash on a card you occupy.",
    "build": "**/build**: put a number card from your hand on an empty cell next to (sharing a side with) a card "
    "you occupy. No pyramid goes with it (R-5).",
    "move": "**/move**: slide one of your pyramids onto a card next to it. Pyramids never stand on empty cells.",
    "attack": (
        "**/attack** (Demolish/Convert): target an opponent's pyramid on a card you occupy or one next to it "
        "(R-11). Pay with J, Q, K, A or Jokers worth at least its pips: K 3, Q 2, J/A/Joker 1 (R-12); no card may "
        "be spent for nothing. Overpay and you draw the change: 1 or 2 cards (R-13). Then demolish it (back to "
        "its owner's stash) or convert it: put one of your pyramids of the same or a smaller size in its place "
        "(R-14). Classic edition: every face card is worth 1, one per pip, no change (R-20)."
    ),
    "fly": (
        "**/fly** (arcade only, R-21): discard an Ace to move a card you occupy, with every pyramid on it, to an "
        "empty cell next to another card. Afterwards all cards must still be connected through sides or corners "
        "(R-15). An Ace used to fly pays for nothing else."
    ),
    "hatch": "**/hatch**: only when you have no pyramids on the board: put a number card on any empty cell next "
    "to a card, with a small on it (R-16).",
    "discard": "**/discard**: at the end of your turn you discard down to six cards, choosing which (R-8, R-9). "
    "The bot asks you privately with a menu; /discard works too. Your turn passes only then.",
    "winning": (
        "**Winning** (R-17): checked after every turn option and first-round placement. If the player who acted "
        "controls a block, they win; otherwise the first player after them in turn order who does. Nothing more "
        "is drawn or discarded. Once a game is over, /zark review shows privately, for any game, the wins in one "
        "a player missed and the moves that left the next player a win they took, each with its board."
    ),
    "editions": (
        "**Editions.** Arcade (default): a draw starts each turn; attacks pay K 3, Q 2, J/A/Joker 1 with change; "
        "Fly. Classic (2008): no draw at the start of a turn; Draw takes 3 then you discard to 6 at once (R-19); "
        "every face card is worth 1 and pays one per pip, no change (R-20); no Fly (R-21). Decks: standard (52 + 2 "
        "Jokers) or zark (five suits with ★, no Jokers)."
    ),
    "unocitta": (
        "**Unocitta** (/zark new game:unocitta): Zark City's classic edition played with an Uno deck. Number cards "
        "are 0-9 in red, yellow, green and blue (the colours are the suits), and runs like 0-1-2 count (R-22). "
        "Starters are 0-9, never a Wild (R-2). Attacks pay Skip 1, Reverse 1, Draw Two 2, Wild Draw Four 3; a "
        "plain Wild pays 2; no card may be spent for nothing, and there is no change (R-23). Skip, Reverse and "
        "Draw Two never go on the board (R-24). A Wild or Wild Draw Four may be built or hatched: say what it "
        "stands for with the `as` option, like /build card:W cell:N13 as:red 7 (R-24). That nomination is what "
        "the table sees. The sole occupant of a Wild may change it in their own turn with /zark nominate: it is "
        "free and does not end the turn. For winning, a Wild counts as whatever colour and number makes a block "
        "for the player who controls it (R-24), whatever it is nominated as. Three of a kind may hold identical "
        "cards, like red 7, red 7, blue 7 (R-25)."
    ),
    "unopolis": (
        "**Unopolis** (/zark new game:unopolis): Unocitta with blocks of **four**: four cards connected through "
        "sides, in any shape, that are a four-card run of one colour (like red 3-4-5-6) or four of a kind (R-26). "
        "Everything else is as in Unocitta (R-22 to R-25): see /zark rules page:unocitta."
    ),
    "zarcana": (
        "**Zarcana** (/zark new game:zarcana): the tarot ancestor of Zark City, as documented here (rules Z-n and "
        "house rulings H-n). Minions point at what they target; every card has a power; the player holding the most "
        "valuable cards at the end wins. It has commands of its own, /zarcana place, play, use, reorient, draw, "
        "discard-hand, pass and declare, and answers to what some powers ask (drawn, again, done, give, top); its "
        "rules pages are /zarcana rules. Your hand (/zark hand, My hand), the board, the log, catching up, timers, "
        "resigning and computer players work as in every game."
    ),
    "resign": (
        "**/zark resign** (R-18): your pyramids leave the board and your seat is skipped; with one player left, "
        "that player wins. **/zark end**: vote to end with no winner; the game ends when every remaining player "
        "has voted (R-18, R-28)."
    ),
    "days": (
        "**Games across days.** The player to move is mentioned in the game's thread; /zark notify adds a DM "
        "(quiet hours and time zone respected; a closed DM falls back to the thread and is not retried until "
        "you switch DMs on again). A reminder comes after 24 hours of waiting and then every 24 hours; the host "
        "changes this with /zark timers, and may set a move deadline of 1 to 14 days. When a deadline passes, a "
        "caretaker moves for the absent player: it plays the turn as the easy computer player would, seeing "
        "only that player's cards, and, over six cards, discards number cards from the lowest rank up, then J and "
        "Jokers, Q, K, and Aces last; while starters are chosen it picks "
        "the lowest number card, and in the first round the leftmost, topmost free cell. The seat stays theirs; "
        "after 3 caretaker moves in a row the host may /zark remove them (R-18). /zark away pauses your "
        "reminders and deadlines in every game for up to 14 days; a deadline due while you are away runs again "
        "in full from your return. Time the bot is down never counts. /zark clock shows the time left, "
        "/zark catchup what happened since your last move."
    ),
    "preview": (
        "**Trying a move first.** Add preview:true to any turn command: only you see the answer, the board the "
        "move would leave (marked PREVIEW) and what it would do: what it takes, whether it wins, whether you would "
        "then discard. Cards it would make you draw (Draw, change, R-13) stay unknown, and nothing about other "
        "hands or the deck shows. Nothing is played or stored. On your turn, **Play it** plays exactly that move "
        "if nothing has happened in the game since; otherwise it says so and plays nothing. While waiting for your "
        "turn you may preview too: the move is tried on today's board as if your turn began now. **Hints**: at a "
        "table opened with /zark new options:hints:on (every game offers it; such a game is never rated), **/zark "
        "hint** on your turn shows you the same way the move the medium computer player would make, seeing only "
        "your cards (marked HINT), with Play it."
    ),
    "computers": (
        "**Computer players.** In a lobby the host seats them with /zark bot add level: (and takes one out with "
        "/zark bot remove): **easy** plays the move that looks best now, with a little chance in its judgement; "
        "**medium** tries every move against many guesses of the hidden cards, and shuns one that leaves the next "
        "player a win; **hard** searches a tree of every player's replies over such guesses. Every level takes a "
        "win in one and blocks the next player's win in one when it can. Hard beats medium with two players in Zark "
        "City and both Uno games, and with four in Zark City and Unocitta; at a four-player Unopolis table it plays "
        "no better than medium yet. In Zarcana the levels search the same way on Zarcana's own judgement of a "
        "position: medium beats easy, and hard beats medium (about 7 games in 10 with two players). "
        "They see only their own seat's cards, like you. Named like Bot 2 (hard) and marked 🤖, they move on their "
        "own a moment after their turn "
        "comes and are never pinged, reminded or given a deadline. With one seated, the host may leave their own "
        "seat and still start the game, to watch the computers play it out."
    ),
    "ratings": (
        "**Ratings.** Every game played here to its end rates everyone at it, in each game separately (Zark City, "
        "Unocitta, Unopolis, Zarcana): the winner first and the other players still seated tied after (Zarcana: by "
        "final score), whoever resigned or was removed below them. A game ended by agreement (/zark end) is not rated, "
        "nor is a friendly game: every game offers the table option rated, on unless the host opens it with /zark new "
        "options:rated:off, nor a game with hints on (options:hints:on). Computer players are rated by level, as "
        "Computer (easy), (medium), (hard). A rating is a "
        "skill and its uncertainty, like 27.3 ± 4.1 (OpenSkill); a newcomer starts at 25.0 ± 8.3, and a rating is "
        "marked provisional while its uncertainty is above 6.5 (about nine two-player games). The last board of a "
        "rated game says how each player's skill moved, like Ann 25.0 → 27.6. **/zark rating profile** (a player, a "
        "game): ratings, rated games, wins and win rate, and the last 5 rated games with links to them. **/zark rating "
        "leaderboard** (a game; this server or everywhere): the top 10 by the conservative figure, skill less three "
        "times its uncertainty, of players with at least 3 rated games of that game (this server: those with a rated "
        "game of it here), and your own place below when you are not among them. Only you see both."
    ),
    "tutorial": (
        "**/zark tutorial** (a game: Zark City unless you name another) opens that game for you alone against two "
        "gentle computer players (the easy player, never attacking but once, after the first round, to take your one "
        "pyramid so that you meet Hatch; in Zarcana they draw the deck down, as the game ends only once it is used "
        "up), started at once in a thread of its own, with the same deal for every learner and hints on (/zark "
        "hint), so it is not rated: play the hint's move each turn and you meet every turn option and win. The **End "
        "tutorial** button under its boards, or /zark resign, ends the tutorial at once. "
        "Whenever you may take a turn option you have not been shown yet, the board after that move explains it: "
        "what it does, the rule it follows (R-n; in Zarcana Z-n and H-n), the places where you could use it now, "
        "and the page saying more. At most three come at once, those seldom useful first; the rest wait for your "
        "next turn. An option the game never offered you before it ended is explained then, so by its end you have "
        "been shown every turn option of that game. The explanations name places on the board, never your cards."
    ),
    "choices": (
        "**Where the rules are silent, this bot chose:** after a resignation the board is checked for a winner, "
        "starting with the player after the one who resigned, since their pyramids leaving can complete someone's "
        "block. A vote to end stands until the game ends. A player who resigns keeps their cards out of play. "
        "The first player's starter is placed for them at M13, as it has only one place to go. Unocitta and "
        "Unopolis: a Wild's nomination is what the table sees, while for winning it counts as whatever makes a "
        "block for the player who controls it (R-24); re-nominating is free and does not end the turn, so it "
        "neither passes the turn nor restarts your reminder or deadline; Skip, Reverse and Draw Two never go on "
        "the board; starters are 0-9, never a Wild."
    ),
}
