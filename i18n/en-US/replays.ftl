# A finished game's replay post (cogs/support/replays.py): under the animated replay in the game's thread (the
# table's language), or answering /zark replay (the asker's language). $title: the game's name; $game: its number.

replay-post = { $title } game { $game }, move by move. `/{ cmd-zark } { cmd-zark-replay }` shows it again, in any game's thread.
# /zark replay public:true, privately to whoever asked.
replay-posted = Done: the replay of game { $game } is posted here for everyone.
# /zark replay's suggestions: a finished game by its name (play-game-name) and how it ended for the asker (days-outcome).
replays-choice = { $name }: { $outcome }
