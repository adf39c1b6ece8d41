# Ce que refuse le moteur de chaque jeu (rules/core). $text est ce que le joueur a tapé, entre apostrophes ;
# les codes, les valeurs d'options et ce qui se tape (small, on, rated:on) restent en anglais.

core-not-a-size = { $text } n'est pas une taille de pyramide : écris small, medium ou large.
core-not-a-cell = { $text } n'est pas un nom de case. Les cases se nomment comme M13 : une lettre, puis un nombre.
core-game-over = Cette partie est terminée.
core-no-such-seat = Cette place n'existe pas dans cette partie.
core-resigned = Tu as abandonné cette partie.
core-option-on-or-off = L'option { $option } vaut on ou off, pas { $text }.
core-hints-never-rated = Une partie avec hints:on n'est jamais cotée : retire rated:on ou hints:on.
core-option-boards = L'option boards prend l'une de ces valeurs : { $values } ; pas { $text }.
core-no-such-game = Il n'y a pas de jeu { $text } ; choisis parmi : { $games }.
core-deck-order = Cet ordre de cartes ne correspond pas exactement aux cartes { $deck ->
    [standard] du jeu standard
    [zark] du jeu zark
    [uno] du jeu Uno
   *[tarot] du jeu de tarot de { $count } cartes
  }.

## Une vue à qui l'on demande ce qu'elle ne peut montrer (un bogue, jamais un coup).

core-view-no-seat = La vue publique n'appartient à aucune place.
core-view-hidden-hand = Cette vue appartient à la place { $viewer } ; la main de la place { $seat } est cachée.
