# Обучение (play/tutorial.py, play/zark/tutorial.py, play/zarcana/tutorial.py): что оно объясняет на полях стола
# обучения, на языке стола (языке ученика), и как оно завершается.

## Урок: по строке на вариант хода. $mark — эмодзи обучения; $title и $sentence — название и фраза варианта;
## $rule — цитируемые правила; $page — где прочитать больше, команда как её вводят; $places — где вариант доступен.

tutorial-lesson = { $mark } **{ $title }** ({ $rule }): { $sentence } Сейчас можно: { $places }. Подробнее: { $page }
tutorial-lesson-nowhere = { $mark } **{ $title }** ({ $rule }): { $sentence } Подробнее: { $page }
tutorial-lesson-short = { $mark } **{ $title }** ({ $rule }): { $page }

# Страница правил, как её вводят, с названиями команд читателя ($page урока): $page — выбор страницы
# (choice-build) или, для страницы игры, её название, как его вводят (unocitta).
tutorial-page-zark = /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ $page }
tutorial-page-zarcana = /{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ $page }

tutorial-over-unoffered = { $mark } Обучение окончено. Варианты, которые эта партия вам так и не предложила:
tutorial-over-all-seen = { $mark } Обучение окончено. Вы увидели все варианты хода этой игры.
tutorial-rule-range = { $first } — { $last }
tutorial-rule-section = раздел { $number }

## Места на поле: $cell и $to — клетки (M13); $size — small, medium или large (размер пирамиды); $name — имя
## игрока. $some — места через запятую, $last — ещё одно, $count — сколько ещё.

tutorial-place-piece = ваша { $size ->
        [small] малая
        [medium] средняя
       *[large] большая
    } на { $cell }
tutorial-place-move = ваша { $size ->
        [small] малая
        [medium] средняя
       *[large] большая
    } с { $cell } на { $to }
tutorial-place-fly = карта с { $cell } на { $to }
tutorial-place-target = { $size ->
        [small] малая
        [medium] средняя
       *[large] большая
    } игрока { $name } на { $cell }
tutorial-place-minion = ваш миньон на { $cell }
tutorial-places-or = { $some } или { $last }
tutorial-places-more = { $some } и ещё { $count }

## Zark City, Unocitta и Unopolis: название и фраза каждого варианта хода.

tutorial-zark-attack-title = Атака
tutorial-zark-attack = /{ cmd-attack } убирает пирамиду соперника с карты, которую вы занимаете, или с соседней: заплатите картами, которые не являются числовыми, стоимостью не меньше её очков, затем снесите её или обратите в свою.
tutorial-zark-fly-title = Перелёт
tutorial-zark-fly = /{ cmd-fly } сбрасывает туза, чтобы перенести карту, которую вы занимаете, со всеми пирамидами на ней на пустую клетку рядом с другой картой; все карты должны оставаться соединёнными.
tutorial-zark-hatch-title = Вылупление
tutorial-zark-hatch = Когда у вас не осталось пирамид на поле, /{ cmd-hatch } кладёт числовую карту с вашей руки на пустую клетку рядом с любой картой, с вашей малой пирамидой на ней.
tutorial-zark-discard-title = Сброс
tutorial-zark-discard = Если в конце хода у вас больше шести карт, вы сбрасываете их до шести: выберите, какие именно, в меню под моим личным ответом или командой /{ cmd-discard }.
tutorial-zark-starter-title = Стартовая карта
tutorial-zark-starter = Тайно выберите числовую карту с руки в качестве стартовой командой /{ cmd-zark } { cmd-zark-starter }; первой ходит самая старшая стартовая карта.
tutorial-zark-place-title = Выкладка
tutorial-zark-place = Положите свою стартовую карту рядом с любой картой на поле командой /{ cmd-zark } { cmd-zark-place }; на ней встанет ваша малая пирамида.
tutorial-zark-build-title = Постройка
tutorial-zark-build = /{ cmd-build } кладёт числовую карту с вашей руки на пустую клетку рядом (сторона к стороне) с картой, которую вы занимаете; пирамида вместе с ней не ставится.
tutorial-zark-move-title = Сдвиг
tutorial-zark-move = /{ cmd-move } сдвигает одну из ваших пирамид на соседнюю карту. Пирамиды никогда не стоят на пустых клетках.
tutorial-zark-grow-title = Рост
tutorial-zark-grow = /{ cmd-grow } заменяет одну из ваших пирамид на поле следующей по размеру из запаса: атаковать большую дороже.
tutorial-zark-spawn-title = Выставление
tutorial-zark-spawn = /{ cmd-spawn } ставит малую пирамиду из запаса на карту, которую вы занимаете: если вы на карте одни, вы её контролируете.
tutorial-zark-draw-title = Добор
tutorial-zark-draw = /{ cmd-draw } берёт ещё три карты вместо действия на поле. Это разрешено всегда.
tutorial-zark-nominate-title = Назначение
tutorial-zark-nominate = /{ cmd-zark } { cmd-zark-nominate } меняет то, чем считается дикая карта, которую вы занимаете в одиночку. Это бесплатно: ваш ход продолжается.

## Zarcana: название и фраза каждого варианта хода.

tutorial-zarcana-declare-title = Объявить последний круг
tutorial-zarcana-declare = Когда колода исчерпана и перетасована, /{ cmd-zarcana } { cmd-zarcana-declare } начинает последний круг: все остальные ходят ещё по разу, затем подсчитываются очки.
tutorial-zarcana-place-title = Выкладка
tutorial-zarcana-place = Пока у вас нет ни одного миньона на поле, /{ cmd-zarcana } { cmd-zarcana-place } ставит малого миньона из вашего запаса на любую карту, стоя.
tutorial-zarcana-use-title = Применить территорию
tutorial-zarcana-use = /{ cmd-zarcana } { cmd-zarcana-use }: ваш миньон применяет способность открытой карты, на которой стоит; карта остаётся.
tutorial-zarcana-play-title = Сыграть с руки
tutorial-zarcana-play = /{ cmd-zarcana } { cmd-zarcana-play }: ваш миньон применяет способность карты с вашей руки, которая затем сбрасывается; некоторым способностям не нужен определённый миньон.
tutorial-zarcana-reorient-title = Повернуть
tutorial-zarcana-reorient = /{ cmd-zarcana } { cmd-zarcana-reorient } поворачивает ваших миньонов по одному (up, north, east, south или west), затем /{ cmd-zarcana } { cmd-zarcana-done }: лежащий миньон нацелен на клетку, на которую указывает.
tutorial-zarcana-discard-hand-title = Сбросить руку
tutorial-zarcana-discard-hand = /{ cmd-zarcana } { cmd-zarcana-discard-hand } отправляет всю вашу руку в сброс, названную вами карту сверху; это весь ход.
tutorial-zarcana-draw-title = Добор
tutorial-zarcana-draw = /{ cmd-zarcana } { cmd-zarcana-draw } берёт до трёх карт, но не больше шести на руке.
tutorial-zarcana-pass-title = Пас
tutorial-zarcana-pass = /{ cmd-zarcana } { cmd-zarcana-pass } в этот ход ничего не делает.

## Завершение обучения: $name — имя ученика (или tutorial-the-learner); $id — номер партии.

tutorial-ended = { $mark } Обучение окончено: его завершил(а) { $name }, и компьютерные игроки остановились. Дальше: откройте свою партию командой /{ cmd-zark } { cmd-zark-new }, посадите туда компьютерных игроков командой /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } (или дайте друзьям нажать Войти) либо начните новое обучение командой /{ cmd-zark } { cmd-zark-tutorial }.
tutorial-resign-ends-it = Завершить обучение? Сдача сразу завершает его, и компьютерные игроки останавливаются.
tutorial-resign-question = Сдаться в этой партии? Ваши пирамиды уйдут с поля.
tutorial-zark-hatch-wild = Когда у вас не осталось пирамид на поле, /{ cmd-hatch } кладёт числовую карту (или дикую карту, назвав карту, которую она заменяет: R-24) из руки на пустую клетку рядом с любой картой, с вашей малой пирамидой на ней.
tutorial-zark-build-wild = /{ cmd-build } кладёт числовую карту (или дикую карту, назвав карту, которую она заменяет: R-24) из руки на пустую клетку рядом с картой, которую вы занимаете (сторона к стороне); пирамида с ней не ставится.
