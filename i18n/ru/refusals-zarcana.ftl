# Отказы Zarcana (rules/zarcana/), отказ разбора (rules/review.py) и слова, которые в них вставляются.

## Карта и способность словами. $rank: A, 2–10, P, N, Q, K; $suit: C, W, S, D; $name: код козыря или
## дополнительной карты; способность масти: cups, wands, swords, discs.

zarcana-card-suit = { $rank ->
        [A] Туз
        [P] Паж
        [N] Рыцарь
        [Q] Королева
        [K] Король
       *[pip] { $rank }
    } { $suit ->
        [C] Кубков
        [W] Жезлов
        [S] Мечей
       *[D] Пентаклей
    }
zarcana-card-trump = { $name ->
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
zarcana-power-suit = { $suit ->
        [cups] Кубки
        [wands] Жезлы
        [swords] Мечи
       *[discs] Пентакли
    }

## Что нужно сделать сначала.

zarcana-next-use-drawn = { $name } применяет карту «{ $card }», добранную Шутом: её нужно сыграть как с руки (Z-35).
zarcana-next-second-step = { $name } может ещё раз применить способность «{ $power }» миньоном на клетке { $cell } или сказать «{ cmd-zarcana-done }».
zarcana-next-reorient-own = { $name } поворачивает своих миньонов: ещё одного миньона.
zarcana-next-reorient-own-or-done = { $name } поворачивает своих миньонов: ещё одного миньона или «{ cmd-zarcana-done }».
zarcana-next-reorient-devil = { $name } поворачивает миньонов на клетке { $cell } и вокруг неё (Дьявол): ещё одного миньона.
zarcana-next-reorient-devil-or-done = { $name } поворачивает миньонов на клетке { $cell } и вокруг неё (Дьявол): ещё одного миньона или «{ cmd-zarcana-done }».
zarcana-next-demand = { $giver } отдаёт игроку { $receiver } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    } на свой выбор: этого требует Император (Z-39).
zarcana-next-order = { $name } выбирает, какая карта ляжет сверху сброса: «{ $first }» или «{ $second }» (H-9).

## Партия.

zarcana-first = Сначала: { $next }
zarcana-preview-after-decision = { $next } Откройте предпросмотр своего хода, когда это решится: это может изменить поле.
zarcana-not-your-turn = Сейчас ход игрока { $name }, а не ваш.
zarcana-nothing-to-answer = Сейчас не на что отвечать: выберите вариант хода ({ $move }).
zarcana-not-a-turn-option = { $move } — не вариант хода в Zarcana.
zarcana-devil-change-first = Сначала поверните миньона: Дьявол должен что-то изменить (H-22).
zarcana-already-agreed = Вы уже согласились завершить эту партию.

## Нотация.

zarcana-notation-ends-early = { $line } обрывается слишком рано: не хватает { $what ->
        [size] размера
        [facing] направления
        [card] карты
        [top] карты, которую положить сверху
        [effect] действия
        [move] хода
        [power] способности
        [seat] номера места
        [demand] числа требуемых карт
        [count] числа карт
       *[cell] клетки
    } (см. docs/notation.md).
zarcana-notation-expected = Ожидалось { $keyword } в { $line } (см. docs/notation.md).
zarcana-notation-too-long = { $rest } — лишнее в { $line }.
zarcana-notation-not-a-number = { $text } — не число ({ $what ->
        [seat] номер места
        [demand] число требуемых карт
       *[count] число карт
    }) в { $line }.
zarcana-notation-not-a-seat = { $number } — не номер места (от 1 до { $most }, H-23).
zarcana-notation-not-an-effect = { $verb } — не то, что делает способность; см. docs/notation.md.
zarcana-notation-empty = Пустая строка — не ход.
zarcana-notation-not-a-move = { $verb } — не ход Zarcana. Ходы: { $moves }.
zarcana-notation-not-a-card = { $text } — не карта таро. Карты мастей пишите так: 7C (7 Кубков), PS (Паж Мечей), ND (Рыцарь Пентаклей), KW (Король Жезлов), а козыри — английским именем: Fool, Priestess, HangedMan, World.
zarcana-notation-not-a-power = { $text } — не способность: укажите cups, wands, swords, discs или английское имя козыря.
zarcana-notation-not-a-facing = { $text } — не направление: укажите up (стоя), north, east, south или west (Z-13).

## Стол.

zarcana-settings-players = Для Zarcana нужно от { $least } до { $most } игроков, а не { $count } (H-23).
zarcana-settings-trump-order = Порядка козырей { $text } нет; выберите один из: { $orders } (H-21).
zarcana-settings-first-seat = Первым ходить выбрано место { $seat }, но за столом только { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
        [other] { $count } игрока
    } (H-1).
zarcana-settings-first-player = Первый игрок — это номер места от 1 до { $most } или lot, а не { $text }.
zarcana-settings-no-option = У Zarcana нет настройки стола { $text }; её настройки: { $options }.

## Разбор.

review-not-over = Эта партия ещё не окончена. Разбор видит карты всех игроков, поэтому он доступен только для законченной партии.

## Стол, который правила отклоняют при старте: $refusal — фраза правил.

play-lobby-start-refused = { $refusal } Подождите, пока присоединятся другие игроки, или отмените и откройте новую партию.
