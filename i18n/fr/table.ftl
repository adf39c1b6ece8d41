# The table's own options, beside each game's rules.

play-language-unknown = L’option language vaut l’une de { $languages }, pas { $value }.
