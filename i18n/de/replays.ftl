# Der Beitrag zur Wiederholung einer beendeten Partie (cogs/support/replays.py): unter der animierten Wiederholung
# im Thread der Partie (Sprache des Tischs) oder als Antwort auf /zark wiederholung (Sprache des Fragenden).
# $title: der Name des Spiels; $game: die Nummer der Partie.

replay-post = { $title }, Partie { $game }, Zug für Zug. `/{ cmd-zark } { cmd-zark-replay }` zeigt sie wieder, im Thread jeder Partie.
# /zark wiederholung öffentlich:True, nur für den Fragenden.
replay-posted = Erledigt: Die Wiederholung der Partie { $game } ist hier für alle gepostet.
replays-choice = { $name }: { $outcome }
