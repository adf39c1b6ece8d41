# Czego silnik każdej gry odmawia (rules/core). $text to, co gracz wpisał, w pojedynczym cudzysłowie; kody, wartości
# opcji i to, co się wpisuje (small, on, rated:on), zostają po angielsku.

core-not-a-size = { $text } to nie jest rozmiar piramidy: napisz small, medium lub large.
core-not-a-cell = { $text } to nie jest nazwa pola. Pola nazywają się jak M13: litera, potem liczba.
core-game-over = Ta gra się zakończyła.
core-no-such-seat = W tej grze nie ma takiego miejsca.
core-resigned = Nie grasz już w tej grze: poddanie zostało przyjęte.
core-option-on-or-off = Opcja { $option } przyjmuje on lub off, a nie { $text }.
core-hints-never-rated = Gra z hints:on nigdy nie jest rankingowa: usuń rated:on albo hints:on.
core-option-boards = Opcja boards przyjmuje jedną z wartości: { $values }; a nie { $text }.
core-no-such-game = Nie ma gry { $text }; wybierz jedną z: { $games }.
core-deck-order = Ta kolejność kart nie odpowiada dokładnie kartom { $deck ->
    [standard] talii standardowej
    [zark] talii zark
    [uno] talii Uno
   *[tarot] talii tarota z { $count } kart
  }.

## Widok zapytany o coś, czego nie może pokazać (błąd bota, nigdy ruch).

core-view-no-seat = Widok publiczny nie należy do żadnego miejsca.
core-view-hidden-hand = Ten widok należy do miejsca { $viewer }; ręka miejsca { $seat } jest ukryta.
