# The table's own options, beside each game's rules.

play-language-unknown = Параметр language принимает одно из значений { $languages }, а не { $value }.
