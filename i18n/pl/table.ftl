# The table's own options, beside each game's rules.

play-language-unknown = Opcja language przyjmuje jedną z wartości { $languages }, nie { $value }.
