# Что говорят изображения (render/): легенда под полем, изображение руки, подписи повтора, график рейтинга,
# альтернативный текст каждого изображения и поле текстом. Ходы в настоящем времени: без рода игрока.

## Слова, которые вставляются в фразы ниже. $size, $to и $into: small, medium или large; $colour цвет места: blue,
## orange, green, purple или yellow; $facing: up, north, east, south или west.

image-seat-colour = { $colour ->
        [blue] синий
        [orange] оранжевый
        [green] зелёный
        [purple] фиолетовый
       *[yellow] жёлтый
    }

## Карта семейства Zark словами (обычная карта читается символом, 7♥): $colour R, Y, G, B; $number от 0 до 9.

image-card-joker = джокер
image-card-uno-number = { $colour ->
        [R] красная
        [Y] жёлтая
        [G] зелёная
       *[B] синяя
    } { $number }
image-card-uno-action = { $action ->
        [skip] Пропуск хода
        [reverse] Смена направления
       *[drawtwo] Возьми две
    } ({ $colour ->
        [R] красная
        [Y] жёлтая
        [G] зелёная
       *[B] синяя
    })
image-card-wild = { $four ->
        [yes] дикая карта +4
       *[no] дикая карта
    }
# Дикая карта на поле и карта, которой она считается (R-24).
image-card-wild-as = { $wild } как { $card }
# Надпись на полосе карты Uno; коротко, это пишется на карте.
image-uno-band = { $rank ->
        [skip] Пропуск
        [reverse] Разворот
        [wild] Дикая
       *[wild4] Дикая +4
    }

## Карта Zarcana так, как её называет лицевая сторона ($name: код козыря или дополнительной карты), и с её
## стоимостью.

image-face-trump = { $name ->
        [Fool] Шут
        [Magician] Маг
        [Priestess] Верховная Жрица
        [Empress] Императрица
        [Emperor] Император
        [Hierophant] Иерофант
        [Lovers] Влюблённые
        [Chariot] Колесница
        [Strength] Сила
        [Hermit] Отшельник
        [Wheel] Колесо Фортуны
        [Justice] Справедливость
        [HangedMan] Повешенный
        [Death] Смерть
        [Temperance] Умеренность
        [Devil] Дьявол
        [Tower] Башня
        [Star] Звезда
        [Moon] Луна
        [Sun] Солнце
        [Judgement] Суд
        [World] Мир
        [Doppelganger] Двойник
       *[Gateway] Врата
    }
image-face-down = Рубашкой вверх
image-card-face-down = карта рубашкой вверх
# $numeral: номер козыря римскими цифрами (XIII); $name: image-face-trump; $value: её стоимость сейчас.
image-card-valued-trump = { $numeral } { $name } ({ $value })
image-card-valued = { $card } ({ $value })

## Легенда под полем: заголовки столбцов, строка игрока, колода и сброс.

image-legend-hand = на руке
image-legend-stash = в запасе: М С Б
image-legend-stash-short = запас: М С Б
image-legend-score = очки
image-legend-cards = { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    }
image-tag-resigned = сдача
image-tag-wins = победа ★
image-tag-choosing = выбирает
image-tag-ready = выбрано
image-tag-to-play = ◀ ходит
image-tag-to-give = ◀ отдаёт
image-tag-agrees = за конец
image-piles = Колода { $deck } · Сброс { $discard }
image-piles-top = Колода { $deck } · Сброс { $discard }, сверху { $card }
image-piles-in-play = В игре: { $cards }

## Положение игры. $names: игроки, которые должны действовать; $cells: клетки победного блока (M13 M14 M15).

image-status-agreed = Игра окончена: завершена по согласию, без победителя.
image-status-won = Игра окончена: побеждает { $name }.
image-status-won-with = Игра окончена: побеждает { $name } клетками { $cells }.
image-status-starters = Выбор стартовых карт; ждём: { $names }.
image-status-hatching = Первый круг: { $names } кладёт стартовую карту.
image-status-discard = Ход { $turn }: { $names } сбрасывает карты до 6.
image-status-to-play = Ход { $turn }: ходит { $names }.
# Zarcana: $names победители, $count сколько их; $scores имя и очки каждого игрока (Ann 17, Bob 12).
image-status-winners = Игра окончена: { $count ->
        [one] побеждает
        [few] побеждают
       *[many] побеждают
        [other] побеждают
    } { $names }.
image-status-winners-scores = Игра окончена: { $count ->
        [one] побеждает
        [few] побеждают
       *[many] побеждают
        [other] побеждают
    } { $names } ({ $scores }).
# $next: что нужно сделать сначала (фраза zarcana-next-*).
image-status-decision = Ход { $turn }: { $next }
image-status-final = Ход { $turn }: ходит { $name }. Последний круг.
image-status-extra = Ход { $turn }: ходит { $name } (дополнительный вариант, не с «{ $card }»).
image-status-extra-final = Ход { $turn }: ходит { $name } (дополнительный вариант, не с «{ $card }»). Последний круг.

## Путь Zarcana к концу (Z-66, H-18, H-24). $left: игроки, которые ещё ходят.

image-round-ending = Колода кончилась во второй раз: игра закончится после этого хода (H-18).
image-round-final = Последний круг: ещё раз ходит { $left } (H-18).
image-round-final-declared = Последний круг (объявление: { $declarer }): ещё раз ходит { $left } (H-18).
image-round-nobody = никто
image-round-used-up = Колода израсходована: любой может объявить последний круг (Z-66, H-18).
image-round-used-up-safety = Колода израсходована: любой может объявить последний круг; игра всё равно закончится, когда колода снова кончится (Z-66, H-18).
image-round-not-yet = Последний круг: не раньше первой перетасовки колоды (Z-66).

## Ход словами, после имени игрока, который его делает ($did в image-did). $owner: имя игрока, чья это была фигура;
## $paid, $cards: карты (7♥, K♦).

image-did = { $name } { $did }
image-last-move = Последний ход: { $move }.
# Два хода одного хода подряд; две карты одна под другой (сброшенная рука, Zarcana).
image-then = { $first }, затем { $next }

## Изображения поля. $count: карты в стопке.

# Полоса над полем, которое не является полем партии: предпросмотр, подсказка, поле разбора.
image-mark-preview = ПРЕДПРОСМОТР · не сыграно
image-mark-hint = ПОДСКАЗКА · не сыграно
image-mark-review = РАЗБОР
image-board-starters = Карт пока нет: игроки выбирают стартовые карты.
image-board-empty = На поле не осталось ни одной карты.
image-wasteland = пустошь
image-depth = { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    }

## Изображение руки и его альтернативный текст.

image-hand-title = Ваша рука · { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    }
image-hand-title-discard = Ваша рука · { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    } · сбросьте { $discard }
image-hand-starter = Ваша стартовая карта: { $card } (скрыта, пока все не выберут)
image-hand-private = Это видите только вы.
image-hand-none = На руке нет карт.
image-hand-give = Отдайте игроку { $name } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    } на свой выбор (Z-39).
image-hand-forbidden = В этом дополнительном варианте нельзя использовать «{ $card }» (Z-37).
image-hand-not-this = не в этом варианте (Z-37)
# Очки атаки карты (R-12, R-23) на значке: коротко.
image-badge-points = { $points ->
        [one] { $points } оч.
        [few] { $points } оч.
       *[many] { $points } оч.
        [other] { $points } оч.
    }
image-badge-fly = Полёт
image-hand-public = Руки нет: это общий вид.
image-hand-empty = Ваша рука пуста.
image-hand-text = Ваша рука, { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    }: { $cards }.
image-hand-points = { $card } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
        [other] { $points } очка
    })
image-hand-points-fly = { $card } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
        [other] { $points } очка
    }, летает)
# Карта Zarcana на руке и что делает её способность.
image-hand-power = { $card }: { $power }

## Что делает способность карты Zarcana, на изображении руки (Z-30–Z-58), и что она требует от миньона (Z-18).

image-power-court = С руки: способность любой масти; на поле: { $suit } (Z-22)
image-power = { $power ->
        [swords] Атакуйте миньона на целевой клетке или снесите её верхнюю карту, если миньонов там нет (Z-30)
        [wands] Шаг туда, куда указывает лежащий миньон, затем он встаёт (Z-31)
        [cups] Вырастите стоящего миньона или клонируйте миньона того же размера или меньше (Z-32)
        [discs] Постройте карту из колоды на целевой клетке (Z-33)
        [fool] Доберите дважды; каждую карту сразу используйте, если можно (Z-35)
        [priestess] Доберите до двух карт, затем возьмите ещё один вариант (Z-37)
        [empress] Как Кубки, без лимита населения (Z-38)
        [emperor] Как Мечи, и потребуйте до трёх карт у владельца жертвы (Z-39)
        [hierophant] Замените жертву своим миньоном (Z-40)
        [lovers] Миньон из вашего запаса на пустую пустошь (Z-41)
        [chariot] Сдвиньтесь один или два раза в любом направлении (Z-42)
        [strength] Вырастите или клонируйте, один или два раза (Z-43)
        [hermit] Сдвиньтесь один раз в любом направлении, без лимита населения (Z-44)
        [wheel] Постройте карту из колоды рубашкой вверх (Z-45)
        [justice] Поменяйтесь рукой с другим игроком (Z-46)
        [hangedman] Уничтожьте всех миньонов здесь и верхнюю карту (Z-47)
        [death] Атакуйте один или два раза (Z-48)
        [temperance] Стройте даже с пустоши или под врагами (Z-49)
        [devil] Поверните любых миньонов здесь и рядом (Z-50)
        [tower] Как Мечи, или снесите верхнюю карту цели, даже если на ней миньоны (Z-51)
        [star] Доберите четыре карты, без лимита руки (Z-52)
        [moon] Перенесите эту территорию с её миньонами в другое место (Z-53)
        [sun] Постройте карту с руки (Z-54)
        [judgement] Возьмите до трёх карт из сброса (Z-55)
        [gateway] Телепорт на другую территорию той же масти (Z-58)
        [magician] Работает как одна из четырёх способностей мастей, с руки или с поля (Z-36)
        [world] Работает как способность любого открытого козыря на поле (Z-56)
       *[doppelganger] Работает как верхняя карта сброса (Z-57)
    }
image-needs-copied = Как у применённой способности (Z-18)
# $minion, $wasteland, $population, $hand: yes или no; $facing: any, lying или standing.
image-needs = { $minion ->
        [yes] Миньон: { $facing ->
            [lying] лежащий
            [standing] стоящий
           *[any] любой
        }, { $wasteland ->
            [yes] и на пустоши
           *[no] на карте
        }
       *[no] Миньон не нужен
    }{ $population ->
        [no] ; без лимита населения
       *[yes] {""}
    }{ $hand ->
        [no] ; без лимита руки
       *[yes] {""}
    }

## Альтернативный текст поля (не больше 1000 знаков) и поле текстом. $head: image-alt-head или image-alt-head-uno.

image-alt-zark = Поле { $title }, { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    }.
image-alt-zarcana = Поле Zarcana, { $count ->
        [one] { $count } территория
        [few] { $count } территории
       *[many] { $count } территорий
        [other] { $count } территории
    }.
image-alt-zarcana-wasteland = Поле Zarcana, { $count ->
        [one] { $count } территория
        [few] { $count } территории
       *[many] { $count } территорий
        [other] { $count } территории
    } и { $wasteland ->
        [one] { $wasteland } клетка пустоши
        [few] { $wasteland } клетки пустоши
       *[many] { $wasteland } клеток пустоши
        [other] { $wasteland } клетки пустоши
    }.
image-alt-head = { $name } ({ $colour }, { $letter })
image-alt-head-uno = { $name } (пирамиды: { $colour })
image-alt-resigned = { $head }: сдача.
image-alt-seat = { $head }: { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    } на руке, { $pyramids ->
        [one] { $pyramids } пирамида
        [few] { $pyramids } пирамиды
       *[many] { $pyramids } пирамид
        [other] { $pyramids } пирамиды
    } на { $on ->
        [one] { $on } карте
        [few] { $on } картах
       *[many] { $on } картах
        [other] { $on } карты
    }.
image-alt-seat-controls = { $head }: { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    } на руке, { $pyramids ->
        [one] { $pyramids } пирамида
        [few] { $pyramids } пирамиды
       *[many] { $pyramids } пирамид
        [other] { $pyramids } пирамиды
    } на { $on ->
        [one] { $on } карте
        [few] { $on } картах
       *[many] { $on } картах
        [other] { $on } карты
    }, контролирует { $cells }.
image-alt-seat-controls-count = { $head }: { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    } на руке, { $pyramids ->
        [one] { $pyramids } пирамида
        [few] { $pyramids } пирамиды
       *[many] { $pyramids } пирамид
        [other] { $pyramids } пирамиды
    } на { $on ->
        [one] { $on } карте
        [few] { $on } картах
       *[many] { $on } картах
        [other] { $on } карты
    }, контролирует { $controlled ->
        [one] { $controlled } карту
        [few] { $controlled } карты
       *[many] { $controlled } карт
        [other] { $controlled } карты
    }.
# Zarcana: $final yes, когда партия подсчитана, иначе no (очки на данный момент).
image-alt-minions = { $head }: { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    } на руке, { $minions ->
        [one] { $minions } миньон
        [few] { $minions } миньона
       *[many] { $minions } миньонов
        [other] { $minions } миньона
    } на { $spaces ->
        [one] { $spaces } клетке
        [few] { $spaces } клетках
       *[many] { $spaces } клетках
        [other] { $spaces } клетки
    }, { $final ->
        [yes] очки
       *[no] очки пока
    } { $score }.
image-alt-minions-holds = { $head }: { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    } на руке, { $minions ->
        [one] { $minions } миньон
        [few] { $minions } миньона
       *[many] { $minions } миньонов
        [other] { $minions } миньона
    } на { $spaces ->
        [one] { $spaces } клетке
        [few] { $spaces } клетках
       *[many] { $spaces } клетках
        [other] { $spaces } клетки
    }, единолично занимает { $held }, { $final ->
        [yes] очки
       *[no] очки пока
    } { $score }.
image-alt-piles = Колода { $deck }, сброс { $discard }.
image-space = { $cell } { $card }
image-space-deep = { $cell } { $card }, стопка из { $depth }
image-space-wasteland = { $cell } пустошь
image-text-row = Ряд { $row }: { $cells }
image-text-no-cards = На поле пока нет карт.
image-text-seat-head = { $name } [{ $colour }, { $letter }]
image-text-seat-head-uno = { $name } [пирамиды: { $colour }, метка { $mark }]
image-text-seat = { $head }: { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    }, запас: малых { $small }, средних { $medium }, больших { $large }
image-text-seat-resigned = { $head } (сдача): { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    }, запас: малых { $small }, средних { $medium }, больших { $large }
image-text-piles = Колода: { $deck ->
        [one] { $deck } карта
        [few] { $deck } карты
       *[many] { $deck } карт
        [other] { $deck } карты
    }, сброс: { $discard ->
        [one] { $discard } карта
        [few] { $discard } карты
       *[many] { $discard } карт
        [other] { $discard } карты
    }.
image-text-piles-top = Колода: { $deck ->
        [one] { $deck } карта
        [few] { $deck } карты
       *[many] { $deck } карт
        [other] { $deck } карты
    }, сброс: { $discard ->
        [one] { $discard } карта
        [few] { $discard } карты
       *[many] { $discard } карт
        [other] { $discard } карты
    } (сверху: { $card }).
# $marks: number в играх Uno (пирамиды помечены номером места), иначе letter (буквой цвета).
image-text-board = Поле (пирамиды: { $marks ->
        [number] номер места
       *[letter] буква цвета
    } + s/m/l):
image-text-winning-block = Победный блок: { $cells }.
image-text-frontier = Пустые клетки рядом с картами: { $cells }.
image-text-minions-seat = { $letter } { $name } ({ $colour }): { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    } на руке; запас: малых { $small }, средних { $medium }, больших { $large }; { $final ->
        [yes] очки
       *[no] очки пока
    } { $score }.
image-text-minions-seat-resigned = { $letter } { $name } ({ $colour }) (сдача): { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
        [other] { $cards } карты
    } на руке; запас: малых { $small }, средних { $medium }, больших { $large }; { $final ->
        [yes] очки
       *[no] очки пока
    } { $score }.
image-text-spaces = Клетки (миньоны: буква цвета + s/m/l + u стоит, или n/e/s/w лежит в эту сторону):
image-text-empty-spaces = Пустые клетки рядом с картами: { $cells }.

## Анимированный повтор: его альтернативный текст и подпись под каждым кадром. $title: название игры.

image-replay-unfinished = не окончена
image-replay-agreed = завершена по согласию, без победителя
image-replay-won = победа: { $name }
image-replay-shared = общая победа: { $names }
image-replay-alt = Анимированный повтор { $title }, партия { $game }: { $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[many] { $count } ходов
        [other] { $count } хода
    }, { $result }.
image-replay-alt-players = Анимированный повтор { $title } ({ $players }): { $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[many] { $count } ходов
        [other] { $count } хода
    }, { $result }.
image-replay-move = Ход { $number }/{ $total }: { $moves }
image-replay-moves = Ходы { $first }-{ $last }/{ $total }: { $moves }
image-replay-none = Ходов нет · { $result }

## График рейтинга игрока (/zark рейтинг профиль).

image-chart-games = рейтинговые партии
image-chart-skill = сила (mu)
image-chart-uncertainty = ± неопределённость (sigma)
