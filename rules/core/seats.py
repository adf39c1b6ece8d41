"""Seats: how many a table has, and the colour and letter that mark each seat's pieces in every game.

Each seat's colour has its own letter, so colour is never the only cue. The renderer owns the RGB values
(`render.seats`, chosen to stay apart for players with protanopia, deuteranopia or tritanopia as well).
"""

MIN_PLAYERS, MAX_PLAYERS = 2, 5
SEAT_COLOURS = ("blue", "orange", "green", "purple", "yellow")
SEAT_LETTERS = tuple(colour[0].upper() for colour in SEAT_COLOURS)
