# The table's own options, beside each game's rules.

play-language-unknown = Die Option language ist eine von { $languages }, nicht { $value }.
