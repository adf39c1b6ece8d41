"""End-to-end tests: a real discord.py bot process against a local stand-in of Discord's API."""
