# Le message du replay d'une partie finie (cogs/support/replays.py) : sous le replay animé dans le fil de la partie
# (la langue de la table), ou en réponse à /zark revoir (la langue du demandeur). $title : le nom du jeu ; $game :
# le numéro de la partie.

replay-post = { $title }, partie { $game }, coup par coup. `/{ cmd-zark } { cmd-zark-replay }` la remontre, dans le fil de n'importe quelle partie.
# /zark revoir public:True, au seul demandeur.
replay-posted = C'est fait : le replay de la partie { $game } est publié ici pour tout le monde.
replays-choice = { $name } : { $outcome }
