"""Zarcana at a table: what the application says and offers for Zarcana games (`rules.zarcana`), the way the
modules of `play/` do for the Zark family's. `play.family.ZARCANA` is how the shared code reaches them.

- `words`: cards, powers, minions and effects in words, for every message and suggestion.
- `texts`: move lines, the table's line after a move (whose turn, which decision is awaited and by whom), the
  events everyone may know, the hand shown privately (with what it privately received), catching up.
- `reports`: what the player who acted learns privately (drawn cards, a card placed face down, a new hand).
- `options`, `choices`, `commands`: reading the commands' options, suggesting only legal values, building actions.
- `preview`: a move tried privately on a resampled game. `help`: the rules pages ("Zarcana as documented").
"""
