# The table's own options, beside each game's rules.

play-language-unknown = La opción language es una de { $languages }, no { $value }.
