choice-with-words = { $value } · { $words }
autocomplete-busy = Бот занят: введите значение сами или попробуйте ещё раз через минуту.
table-option-rated-on = результат меняет рейтинг игроков
table-option-rated-off = товарищеская партия, без рейтинга
table-option-hints-off = без подсказок, как в рейтинговой партии
table-option-hints-on = /{ cmd-zark } { cmd-zark-hint } подсказывает ходы; такая партия никогда не идёт в рейтинг
table-option-boards-turn = поле с каждым сообщением
table-option-boards-round = поле раз за круг
table-option-boards-asked = поля нет, пока кто-нибудь не попросит через /{ cmd-zark } { cmd-zark-board }
table-option-edition-arcade = карта в начале каждого хода, атаки со сдачей, перелёт
table-option-edition-classic = правила 2008 года, каждая фигура стоит 1, без перелёта (R-19, R-20, R-21)
table-option-deck-standard = 52 карты и 2 джокера
table-option-deck-zark = пять мастей со звёздами, без джокеров
table-option-attack-own-off = атаковать можно только пирамиды других игроков (R-11)
table-option-attack-own-on = игроки могут атаковать и свои пирамиды (R-11)
table-option-safety-end-on = партия также заканчивается, когда колода кончается во второй раз (H-18)
table-option-safety-end-off = партию заканчивает только объявление (H-18)
table-option-tie-break-off = ничья — это общая победа (H-19)
table-option-tie-break-on = ничью выигрывает тот, у кого больше очков миньонов на поле (H-19)
table-option-extra-cards-off = колода без дополнительных карт (H-20)
table-option-extra-cards-on = Двойник и Врата входят в колоду (H-20)
table-option-trump-order-rws = Сила — 8, Справедливость — 11 (H-21)
table-option-trump-order-marseille = Справедливость — 8, Сила — 11 (H-21)
table-option-first-player-lot = первый игрок определяется жребием (H-1)
table-option-first-player-seat = первым ходит { $seat ->
        [1] первый
        [2] второй
        [3] третий
        [4] четвёртый
       *[5] пятый
    } вошедший игрок (H-1)
zarcana-choice-space = { $cell } ({ $top ->
        [wasteland] пустошь
        [face-down] карта рубашкой вверх
       *[card] { $card }
    })
zarcana-choice-minion = { $whose ->
        [yours] ваш { $size ->
            [small] малый
            [medium] средний
           *[large] большой
        } миньон
       *[named] { $size ->
            [small] малый
            [medium] средний
           *[large] большой
        } миньон игрока { $owner }
    }, { $facing ->
        [up] стоящий
        [north] смотрящий на север
        [east] смотрящий на восток
        [south] смотрящий на юг
       *[west] смотрящий на запад
    }
zarcana-choice-no-minions = нет миньонов
zarcana-choice-no-minion = без миньона: этой способности он не нужен (Z-18, Z-29a)
zarcana-choice-facing = { $facing ->
        [up] стоя
        [north] на север
        [east] на восток
        [south] на юг
       *[west] на запад
    }
zarcana-choice-power = { $power }: { $does }
zarcana-choice-card = { $card }{ $number ->
        [none] {""}
       *[given] {" "}({ $number })
    }
zarcana-choice-as = { $card } · как { $powers }
zarcana-choice-draw-count = { $number } · добрать { $number }, в руке будет { $held ->
        [one] { $held } карта
        [few] { $held } карты
        [many] { $held } карт
       *[other] { $held } карты
    }
zarcana-choice-top = { $card } наверх (H-9)
zarcana-choice-give = отдать { $cards }
zarcana-choice-strike = атаковать { $whose ->
        [yours] своего { $size ->
            [small] малого
            [medium] среднего
           *[large] большого
        } миньона
       *[named] { $size ->
            [small] малого
            [medium] среднего
           *[large] большого
        } миньона игрока { $owner }
    } на клетке { $space }{ $count ->
        [0] {""}
        [one] , требуя { $count } карту
        [few] , требуя { $count } карты
        [many] , требуя { $count } карт
       *[other] , требуя { $count } карты
    }
zarcana-choice-raze = снести верхнюю карту на клетке { $space }
zarcana-choice-convert = обратить { $whose ->
        [yours] своего { $size ->
            [small] малого
            [medium] среднего
           *[large] большого
        } миньона
       *[named] { $size ->
            [small] малого
            [medium] среднего
           *[large] большого
        } миньона игрока { $owner }
    } на клетке { $space } в своего { $into ->
        [small] малого
        [medium] среднего
       *[large] большого
    }
zarcana-choice-move = сдвинуться на клетку { $space }, затем встать
zarcana-choice-grow = вырасти{ $into ->
        [small] {" "}до малого
        [medium] {" "}до среднего
        [large] {" "}до большого
       *[none] {""}
    }
zarcana-choice-clone = клонировать стоящего { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона
zarcana-choice-build = построить { $card ->
        [none] карту из колоды
       *[given] «{ $card }» из руки
    } на клетке { $space }
zarcana-choice-draw = добрать { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }, затем выбрать ещё один вариант хода
zarcana-choice-create = поставить своего { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона на клетку { $space }
zarcana-choice-swap = обменяться рукой с игроком { $name } ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    })
zarcana-choice-transport = перенести эту территорию с её миньонами на клетку { $space }
zarcana-choice-take = взять { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    } из сброса: { $cards }
zarcana-choice-teleport = телепортироваться на клетку { $space } и встать
zarcana-choice-plain = выбирать нечего
