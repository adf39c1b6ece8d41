# The table's own options, beside each game's rules.

play-language-unknown = The option language is one of { $languages }, not { $value }.
