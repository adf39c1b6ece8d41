# Отказы, касающиеся нотации, карт, настроек стола и поля семейства Zark (см. en-US).

## Карты, названные словами

zark-cards-joker = джокер
zark-cards-wild = дикая карта
zark-cards-wild-draw-four = дикая карта +4
zark-cards-uno-number = { $colour ->
        [red] красная
        [yellow] жёлтая
        [green] зелёная
       *[blue] синяя
    } { $number }
zark-cards-uno-action = { $colour ->
        [red] красная
        [yellow] жёлтая
        [green] зелёная
       *[blue] синяя
    } карта { $action ->
        [skip] «Пропуск хода»
        [reverse] «Смена направления»
       *[draw-two] «Возьми две»
    }
zark-cards-examples = { $deck ->
        [zark] 7H, 7♥, 10S, KD или 5T (5★)
        [uno] 7R или red 7, SB (синяя карта «Пропуск хода»), RG (зелёная карта «Смена направления»), +2Y (жёлтая карта «Возьми две»), W (дикая карта) или W4
       *[standard] 7H, 7♥, 10S, KD или JK (джокер)
    }

## Карты и колоды

zark-cards-not-a-card = { $text } — не карта. Записывайте карты так: { $examples }.
zark-cards-no-deck = Колоды с названием { $deck } нет; выберите одну из: { $decks }.
zark-ruleset-not-in-deck = { $deck ->
        [zark] Такой карты нет в колоде zark
        [uno] Это не карта Uno
       *[standard] Такой карты нет в стандартной колоде
    }: { $card }. Записывайте карты так: { $examples }.

## Ходы в нотации

zark-notation-empty = Пустая строка — не ход.
zark-notation-not-a-move = { $word } — не ход. Ходы: { $moves }.
zark-notation-word-count = В { $line } неверное число слов для { $verb }; см. docs/notation.md.
zark-notation-expected = В { $line } ожидалось '{ $word }'.
zark-notation-not-a-seat = { $text } — не номер места (от 1 до 5).
zark-notation-as-one-card = После 'as' указывается одна карта — та, которой считается дикая карта: { $line }.
zark-notation-after-demolish = В { $line } после 'demolish' ничего быть не должно.
zark-notation-convert-size = В { $line } после 'convert' нужен ровно один размер.
zark-notation-attack-ending = Атака заканчивается на 'demolish' или 'convert РАЗМЕР': { $line }.
zark-notation-attack-payment = В атаке указываются карты, которыми она оплачивается: { $line }.

## Настройки стола

zark-kind-no-such-option = В { $game } нет настройки стола { $option }; настройки этой игры: { $options }.
zark-settings-no-game = Игры { $game } нет; выберите одну из: { $games }.
zark-settings-players = Для { $game } нужно от { $fewest } до { $most } { $most ->
        [one] игрока
        [few] игроков
       *[many] игроков
    }, а не { $count }.
zark-settings-fixed = В { $game } играют { $setting ->
        [edition] в издании
        [deck] колодой
       *[block_size] блоками по
    } { $value }, а не { $given }.
zark-settings-uno-deck = Колода uno — для Unocitta и Unopolis: выберите игру unocitta или unopolis.
zark-settings-no-edition = Издания { $edition } нет; выберите одно из: { $editions }.
zark-settings-no-deck = Колоды { $deck } нет; выберите одну из: { $decks }.
zark-settings-block-size = В блоке силы { $fewest } или { $most } { $most ->
        [one] карта
        [few] карты
       *[many] карт
    }, а не { $given }.

## Поле и рука

zark-state-cell-taken = На клетке { $cell } уже лежит карта.
zark-state-not-next-to-a-card = Клетка { $cell } не граничит ни с одной картой.
zark-state-not-in-hand = У вас на руке нет этой карты: { $card }.
zark-state-hold-only = У вас на руке только { $count } { $count ->
        [one] экземпляр
        [few] экземпляра
       *[many] экземпляров
    } этой карты: { $card }.

## Заместитель

zark-caretaker-nothing-to-do = У игрока { $name } сейчас нет хода.
