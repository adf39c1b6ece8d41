"""Tests of the board and hand images and their texts."""
