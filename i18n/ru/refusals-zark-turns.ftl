# Что отклоняет движок семейства Zark (rules/zark/turn_options.py и game.py). $cell и $to — клетки (M13), $name —
# имя игрока, $card — карта: её код (7♥, K♦, 5★) или одно из сообщений zark-cardname. Карта стоит здесь после
# двоеточия или в скобках, в именительном падеже, чтобы её не пришлось склонять.

## Карта словами


## Рост, выставление, постройка, вылупление

zark-large-cannot-grow = Большая пирамида не может вырасти ещё больше.
zark-cell-taken = На клетке { $cell } уже лежит карта.
zark-not-next-to-yours = Клетка { $cell } не соседствует ни с одной занятой вами картой.
zark-not-a-number-card-to-build = Это не числовая карта: { $card }. На поле выкладываются только числовые карты.
zark-not-a-number-card-to-build-wilds = Это не числовая карта: { $card }. На поле выкладываются только числовые и дикие карты.
zark-hatch-when = Вылупиться можно, только когда у вас нет пирамид на поле.
zark-no-card-at = На клетке { $cell } нет карты.
zark-no-own-pyramid = У вас нет { $size ->
    [small] малой
    [medium] средней
   *[large] большой
  } пирамиды на клетке { $cell }.
zark-none-in-stash = У вас в запасе нет { $size ->
    [small] малой
    [medium] средней
   *[large] большой
  } пирамиды.
zark-none-in-stash-to-convert = У вас в запасе нет { $size ->
    [small] малой
    [medium] средней
   *[large] большой
  } пирамиды, чтобы обратить.
zark-no-pyramid-on = У вас нет пирамиды на клетке { $cell }.
zark-three-sizes = Пирамиды бывают трёх размеров: малая, средняя и большая.

## Дикие карты (R-24)

zark-wild-needs-nomination = Укажите, чем считается { $card }: цвет и число, например 'as 7R' (R-24).
zark-only-wilds-stand-for = Заменять другую карту может только дикая карта; эта карта ({ $card }) означает только саму себя.
zark-nomination-not-a-number = Дикая карта заменяет числовую карту одного цвета, от { $lowest } до { $highest }, но не эту: { $card } (R-24).
zark-no-wilds = В { $game } нет диких карт.
zark-nominate-when = Назначение дикой карты можно менять только в свой ход, когда обычные ходы уже начались.
zark-not-a-wild = Карта на клетке { $cell } ({ $card }) — не дикая карта.
zark-nominate-sole-occupant = Менять назначение дикой карты на клетке { $cell } может только игрок, который один её занимает.
zark-nomination-unchanged = Дикая карта на клетке { $cell } уже считается этой картой: { $card }.

## Сдвиг

zark-move-not-next-to = Клетка { $to } не соседствует с клеткой { $cell }.
zark-move-onto-cards = На клетке { $cell } нет карты; пирамиды сдвигаются только на карты.

## Атака

zark-convert-smaller = Обратить можно только в пирамиду того же размера или меньше.
zark-no-such-player = В этой партии всего { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
  }: игрока { $number } нет.
zark-attack-own = Нельзя атаковать собственную пирамиду.
zark-no-such-target = На клетке { $cell } нет { $size ->
    [small] малой
    [medium] средней
   *[large] большой
  } пирамиды игрока { $name }.
zark-out-of-range = Клетка { $cell } не находится ни на занятой вами карте, ни рядом с ней.
zark-number-cannot-pay = Эта карта не может оплатить атаку: { $card }. Платить могут только { $deck ->
    [standard] J, Q, K, A и джокеры
    [zark] J, Q, K и A
   *[uno] «Пропуск хода», «Смена направления», «Возьми две» и дикие карты
  }.
zark-classic-payment = Атака на { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду в классическом издании стоит ровно { $pips ->
    [one] { $pips } карту
    [few] { $pips } карты
   *[many] { $pips } карт
  } (по одной за очко).
zark-payment-short = Эти карты дают { $total ->
    [one] { $total } очко
    [few] { $total } очка
   *[many] { $total } очков
  }; { $size ->
    [small] малой
    [medium] средней
   *[large] большой
  } пирамиде нужно { $pips }.
zark-payment-spare = Эта карта не нужна: { $card }. Остальные карты уже дают { $total ->
    [one] { $total } очко
    [few] { $total } очка
   *[many] { $total } очков
  }, а тратить карту впустую нельзя.

## Перелёт (R-15, R-21)

zark-no-fly = Перелёта нет { $game ->
    [unocitta] в Unocitta
    [unopolis] в Unopolis
   *[zark-city] в классическом издании
  }.
zark-fly-not-an-ace = Это не туз: { $card }. Только туз может заставить карту перелететь.
zark-fly-same-cell = Перелетающая карта должна приземлиться на другую клетку.
zark-fly-cuts-board = Если { $cell } перелетит на { $to }, поле распадётся надвое.

## Чей ход, стартовые карты, лимит карт на руке

zark-preview-starters-being-chosen = Вы выбрали стартовую карту; пробовать нечего, пока все игроки не выберут свои.
zark-preview-starter-placed = Ваша стартовая карта уже на поле; предпросмотр снова откроется, когда начнутся обычные ходы.
zark-not-your-turn = Сейчас ход игрока { $name }, а не ваш.
zark-not-started = Партия ещё не началась: сначала каждый игрок выбирает стартовую карту.
zark-first-round = Это первый круг: выложите стартовую карту на поле.
zark-discard-first = У вас на руке { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }: сбросьте до { $limit }, чтобы закончить ход.
zark-not-a-turn-option = { $text } — не вариант хода.
zark-starters-chosen = Стартовые карты уже выбраны.
zark-starter-chosen-already = Вы уже выбрали стартовую карту.
zark-starter-not-a-number = Это не числовая карта: { $card }. Стартовой может быть только карта от { $lowest } до { $highest }.
zark-starters-first-round = Стартовые карты выкладываются только в первом круге.
zark-nothing-to-discard = Сейчас сбрасывать нечего; лимит карт на руке действует в конце вашего хода.
zark-discard-exactly = У вас на руке { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }: сбросьте ровно { $excess }, чтобы осталось { $limit }.
zark-agreed-already = Вы уже согласились завершить эту партию.
