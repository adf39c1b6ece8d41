# Что говорит ход в семье Zark (Zark City, Unocitta, Unopolis: play/zark), и слова движка для хода и позиции
# (rules/zark). $name — имя игрока; $cell и $to — клетки (M13); $card, $ace и $nomination — карта: её код (7♥) или
# одно из сообщений zark-cardname (в именительном падеже, поэтому стоит после двоеточия); $cards и $paid — списки
# карт через запятую; $size, $bigger и $convert — размер: small, medium или large; $users — упоминания игроков (или
# имена компьютерных игроков) через запятую, $count — их число; $notation — ход в нотации (как введён). Ход словами
# (zark-did-) стоит после имени игрока, в настоящем времени (без рода).

zark-wrong-commands = Это партия Zark City (или одной из её родственниц с колодой Uno): играйте командами /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } и /{ cmd-discard } (см. /{ cmd-zark } { cmd-zark-rules }). Команды /{ cmd-zarcana } — для партий Zarcana.
zark-table-words = издание { $edition }, колода { $deck }, блоки силы из { $size } карт
zark-waiting-starters = Вы уже выбрали стартовую карту; ждём остальных.

## Карта целиком словами

zark-card-in-words = { $rank ->
    [J] валет
    [Q] дама
    [K] король
    [A] туз
   *[number] { $rank }
  } { $suit ->
    [hearts] червей
    [diamonds] бубён
    [clubs] треф
    [spades] пик
   *[stars] звёзд
  }

## Ход словами, после имени игрока

zark-did-starter = выбирает стартовую карту
zark-did-place = кладёт свою стартовую карту на клетку { $cell }
zark-did-draw = добирает три карты
zark-did-grow = выращивает свою { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду на клетке { $cell } до { $bigger ->
    [small] малой
    [medium] средней
   *[large] большой
  }
zark-did-spawn = выставляет малую пирамиду на клетку { $cell }
zark-did-build = строит на клетке { $cell } карту: { $card }
zark-did-build-as = строит на клетке { $cell } карту: { $card } (назначена: { $nomination })
zark-did-hatch = строит на клетке { $cell } карту: { $card }, и на ней вылупляется малая пирамида
zark-did-hatch-as = строит на клетке { $cell } карту: { $card } (назначена: { $nomination }), и на ней вылупляется малая пирамида
zark-did-move = сдвигает свою { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду с клетки { $cell } на клетку { $to }
zark-did-demolish = сносит { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду игрока { $owner } на клетке { $cell }, платя: { $paid }
zark-did-convert = обращает { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду игрока { $owner } на клетке { $cell } в свою { $convert ->
    [small] малую
    [medium] среднюю
   *[large] большую
  }, платя: { $paid }
zark-did-fly = переносит перелётом карту с клетки { $cell } на клетку { $to }, платя тузом: { $ace }
zark-did-nominate = назначает дикую карту на клетке { $cell }: { $nomination }
zark-did-discard = сбрасывает: { $cards }
zark-did-resign = сдаётся
zark-did-agree-end = соглашается завершить партию

## Тот же ход в предпросмотре, сказанный тому, кто его пробует

zark-would-starter = Вы бы выбрали стартовую карту.
zark-would-place = Вы бы положили свою стартовую карту на клетку { $cell }.
zark-would-draw = Вы бы добрали три карты.
zark-would-grow = Вы бы вырастили свою { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду на клетке { $cell } до { $bigger ->
    [small] малой
    [medium] средней
   *[large] большой
  }.
zark-would-spawn = Вы бы выставили малую пирамиду на клетку { $cell }.
zark-would-build = Вы бы построили на клетке { $cell } карту: { $card }.
zark-would-build-as = Вы бы построили на клетке { $cell } карту: { $card } (назначена: { $nomination }).
zark-would-hatch = Вы бы построили на клетке { $cell } карту: { $card }, и на ней вылупилась бы малая пирамида.
zark-would-hatch-as = Вы бы построили на клетке { $cell } карту: { $card } (назначена: { $nomination }), и на ней вылупилась бы малая пирамида.
zark-would-move = Вы бы сдвинули свою { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду с клетки { $cell } на клетку { $to }.
zark-would-demolish = Вы бы снесли { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду игрока { $owner } на клетке { $cell }, заплатив: { $paid }.
zark-would-convert = Вы бы обратили { $size ->
    [small] малую
    [medium] среднюю
   *[large] большую
  } пирамиду игрока { $owner } на клетке { $cell } в свою { $convert ->
    [small] малую
    [medium] среднюю
   *[large] большую
  }, заплатив: { $paid }.
zark-would-fly = Вы бы перенесли перелётом карту с клетки { $cell } на клетку { $to }, заплатив тузом: { $ace }.
zark-would-nominate = Вы бы назначили дикую карту на клетке { $cell }: { $nomination }.
zark-would-discard = Вы бы сбросили: { $cards }.
zark-would-resign = Вы бы сдались.
zark-would-agree-end = Вы бы согласились завершить партию.

## Что ещё говорит предпросмотр

zark-preview-draw = Вы бы добрали { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: какие, увидите, только когда сыграете этот ход.
zark-preview-you-win = Вы бы победили с блоком силы { $block }.
zark-preview-win = Победа досталась бы игроку { $name } с блоком силы { $block }.
zark-preview-discard = Тогда на руке оказалось бы { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }, и вы сбросили бы { $excess }, чтобы осталось { $limit }.
zark-preview-no-win = Пока никто бы не победил.

## Сообщение стола после хода

zark-move-line = **{ $name }** { $move } · `{ $notation }`
zark-over-by-agreement = Партия окончена: завершена по согласию, без победителя.
zark-wins-with = { $who } побеждает с блоком { $block }!
zark-wins = { $who } побеждает!
zark-waiting-for-starters = Ждём стартовые карты: { $users } (/{ cmd-zark } { cmd-zark-starter }).
zark-waiting-for-computer-starters = Ждём стартовые карты: { $users }.
zark-computers-place-starters = { $users } { $count ->
    [one] кладёт свою стартовую карту
    [few] кладут свои стартовые карты
   *[many] кладут свои стартовые карты
  } (первый круг, R-3).
zark-place-your-starter = { $users }, положите свою стартовую карту командой /{ cmd-zark } { cmd-zark-place } (первый круг, R-3).
zark-discarding = { $users } { $count ->
    [one] сбрасывает
    [few] сбрасывают
   *[many] сбрасывают
  } карты до шести.
zark-computers-thinking = { $users } { $count ->
    [one] думает
    [few] думают
   *[many] думают
  } (ход { $turn }).
zark-your-turn = { $users }, ваш ход (ход { $turn }).
zark-turn-goes-on = Ход всё ещё за игроком **{ $name }**: переназначить дикую карту можно бесплатно (R-24).
zark-nobody-can-win = Блок силы больше нельзя составить, поэтому никто не может победить (R-28a): /{ cmd-zark } { cmd-zark-end } — голос за завершение партии без победителя.

## Что все могут знать о событиях хода

zark-starters-revealed = Стартовые карты открыты: { $shown }. Первым ходит игрок { $name } (R-2).
zark-starter-shown = { $name }: { $card }
zark-reshuffled = Сброс перемешан в новую колоду: { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  } (R-10).
zark-drew = { $name } добирает { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }.

## Что лично узнаёт сделавший ход, и рука

zark-done = Готово: { $move }
zark-you-drew = Вы добрали: { $cards }.
zark-report-hand = Карты на руке ({ $count }): { $cards }.
zark-report-hand-empty = Карты на руке (0): нет.
zark-discard-owed = У вас на руке { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }: сбросьте { $excess }, чтобы закончить ход (меню ниже или /{ cmd-discard }).
zark-hand = Карты на руке ({ $count }): { $cards }
zark-hand-empty = У вас на руке нет карт.
zark-hand-starter = Ваша стартовая карта (пока тайная): { $card }.

## Позиция словами: поле текстом и легенда

zark-marks-letters = буква цвета + s/m/l (small, medium, large)
zark-marks-numbers = номер места + s/m/l (small, medium, large)
zark-seat-colour = [{ $colour ->
    [blue] синий
    [orange] оранжевый
    [green] зелёный
    [purple] фиолетовый
   *[yellow] жёлтый
  }, { $letter }]
zark-seat-marked = [пирамиды { $colour ->
    [blue] синие
    [orange] оранжевые
    [green] зелёные
    [purple] фиолетовые
   *[yellow] жёлтые
  }, отмечены { $mark }]
zark-seat-line = { $name } { $seat }: { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }, запас: малых { $small }, средних { $medium }, больших { $large }
zark-seat-line-resigned = { $name } { $seat } (сдача): { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }, запас: малых { $small }, средних { $medium }, больших { $large }
zark-status-agreed = Партия окончена: завершена по согласию, без победителя.
zark-status-won-with = Партия окончена: побеждает { $name } с блоком { $block }.
zark-status-won = Партия окончена: побеждает { $name }.
zark-status-starters = Выбор стартовых карт; ждём: { $names }.
zark-status-first-round = Первый круг: { $names } кладёт стартовую карту.
zark-status-discard = Ход { $turn }: { $names } сбрасывает карты до 6.
zark-status-turn = Ход { $turn }: ходит { $names }.
