# Wiadomość z powtórką zakończonej gry (cogs/support/replays.py): pod animowaną powtórką w wątku gry (język stołu)
# albo w odpowiedzi na /zark powtórka (język pytającego). $title: nazwa gry; $game: numer gry.

replay-post = { $title }, gra { $game }, ruch po ruchu. `/{ cmd-zark } { cmd-zark-replay }` pokaże ją znowu, w wątku dowolnej gry.
# /zark powtórka publicznie:True, tylko dla pytającego.
replay-posted = Gotowe: powtórka gry { $game } jest tu opublikowana dla wszystkich.
replays-choice = { $name }: { $outcome }
