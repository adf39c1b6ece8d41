# The table's own options, beside each game's rules.

play-language-unknown = A opção language é uma de { $languages }, não { $value }.
