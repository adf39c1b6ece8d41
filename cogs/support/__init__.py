"""What the cogs are built from, shared by every game: the one move pipeline (`moves`), replies and errors
(`replies`), persistent buttons and menus (`items`), option autocomplete (`transformers`), images as files
(`images`), where a game lives (`places`); the outbox's deliveries (`delivery`), DMs and pings (`posting`), Discord's
global rate limit (`pacing`), computer seats (`computers`); and the bodies of /zark's subcommands that the shared cog
(`cogs.shared`) declares: lobbies (`lobby`), looking at a game (`looking`), games across days (`days`), ratings
(`ratings`), a finished game's review (`review`) and replay (`replays`). None of them is a discord.py extension.
"""
