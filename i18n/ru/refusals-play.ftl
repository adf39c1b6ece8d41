# Отказы приложения и хранилища (play/, cogs/, data/) и фразы, общие для всех игр: то, что игрок читает лично, когда
# команда, кнопка или меню ничего не меняют. Номера партий, клетки, коды карт и упоминания (<@123>, <#123>) остаются
# как есть; названия команд — те, что видит читатель, из commands.ftl (/{ cmd-zark } { cmd-zark-new }).

## Общие фразы

play-apology = Извините, у нас что-то пошло не так. Ничего не изменилось; попробуйте ещё раз через минуту.
play-stale-button = Эта кнопка относится к партии, которая ушла вперёд или закончилась; воспользуйтесь самым новым сообщением.
play-stale-menu = Это меню из более раннего момента партии; она ушла вперёд. Воспользуйтесь самым новым сообщением.
play-game-link = { $place } (партия { $game })
# Ветка партии, на языке стола: $game — название игры (Zark City, Unocitta, Unopolis, Zarcana), $number — номер
# партии.
play-game-name = { $game }, партия { $number }
play-list = { $first }, { $rest }

## Предпросмотр и подсказки

play-preview-moved-on = Партия ушла вперёд с момента этого предпросмотра, поэтому ничего не сыграно. Откройте предпросмотр хода снова, чтобы увидеть его сейчас.
play-preview-over = Эта партия окончена: предпросматривать больше нечего.
play-resigned = Вы сдались в этой партии.
play-preview-not-yours = Этот предпросмотр относится к месту другого игрока; откройте предпросмотр своего хода.
play-hints-off = Подсказки за этим столом выключены. Хозяин стола включает их при создании партии: /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.options }:hints:on (такая партия не рейтинговая).
play-hint-over = Эта партия окончена: подсказывать больше нечего.
play-hint-resigned = Вы сдались в этой партии, поэтому подсказывать вам больше нечего.
play-hint-not-your-turn = Сейчас не ваш ход: подсказка — для хода, который вы должны сделать сейчас. Спросите снова, когда будет ваш ход.
play-hint-moved-on = Партия ушла вперёд с момента этой подсказки, поэтому ничего не сыграно. Попросите подсказку снова (/{ cmd-zark } { cmd-zark-hint }), чтобы увидеть новую.

## Чей ход, и команды другого семейства игр

play-not-your-turn = Сейчас ходит { $name }, а не вы.
play-zark-starter-chosen = Вы уже выбрали стартовую карту; ждём остальных.
play-zarcana-not-yours-to-answer = Отвечать сейчас не вам: { $decision }
play-wrong-commands = Это партия в { $game }: играйте командами этой игры.
play-zark-wrong-commands = Это партия в Zark City (или в одну из родственных ей игр с колодой Uno): играйте командами /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } и /{ cmd-discard } (см. /{ cmd-zark } { cmd-zark-rules }). Команды /{ cmd-zarcana } — для партий в Zarcana.
play-zarcana-wrong-commands = Это партия в Zarcana: играйте командами /{ cmd-zarcana } ({ cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare }, а отвечайте командами { cmd-zarcana-drawn }, { cmd-zarcana-again }, { cmd-zarcana-done }, { cmd-zarcana-give }, { cmd-zarcana-top }; см. /{ cmd-zarcana } { cmd-zarcana-rules }).
play-zarcana-no-menu = Zarcana не просит карт из меню: пользуйтесь командами /{ cmd-zarcana }.

## Почему варианту сейчас нечего предложить

play-nothing-to-choose = Здесь сейчас нечего выбрать.
play-zark-nothing-attack = Нечего атаковать: рядом с вашими нет чужой пирамиды, за которую заплатит ваша рука (R-11).
play-zark-nothing-attack-own = Нечего атаковать: на ваших картах и рядом нет пирамиды, за которую заплатит рука (R-11).
play-zark-nothing-grow = Нечего выращивать: ни для одной вашей пирамиды нет следующего размера в запасе.
play-zark-nothing-spawn = Негде выставить: нужна малая в запасе и карта, которую вы занимаете.
play-zark-nothing-build = Негде строить: на руке нет числовой карты или рядом с вашими картами нет пустой клетки.
play-zark-nothing-move = Нечего сдвигать: ни одна ваша пирамида не стоит на поле рядом с другой картой.
play-zark-nothing-fly = Нечем перелететь: нужен туз и занятая вами карта, которая может перелететь (R-15).
play-zark-nothing-hatch = Вылупиться нельзя: вылупляется только игрок без пирамид на поле (R-16).
play-zarcana-nothing-place = Негде поставить: в запасе нет малого миньона или на каждой карте по три миньона (Z-2, Z-24).
play-zarcana-nothing-place-mine = Ставить нельзя: ставят только без миньона на поле, а у вас он есть (Z-29).
play-zarcana-nothing-play = Нечего разыграть: ни одну карту с руки сейчас нельзя законно использовать (Z-18).
play-zarcana-nothing-empty-hand = Ваша рука пуста: нечего разыграть или сбросить (варианты 2 и 6).
play-zarcana-nothing-use = Нечего использовать: ни один миньон не может использовать открытую карту под собой (Z-16, Z-18).
play-zarcana-nothing-no-minion = У вас нет миньона на поле: поставьте его командой /{ cmd-zarcana } { cmd-zarcana-place } (вариант 1, Z-29).
play-zarcana-nothing-reorient = Нечего поворачивать: ни один ваш миньон не может повернуться (вариант 4, Z-13).
play-zarcana-nothing-full-hand = Добрать нельзя: у вас шесть карт или больше, это предел руки (Z-26, H-4).
play-zarcana-nothing-draw = Добрать нельзя: в колоде и в сбросе не осталось карт (Z-65).
play-zarcana-nothing-discard = Сейчас нечего сбросить (вариант 6).
play-zarcana-nothing-no-drawn = /{ cmd-zarcana } { cmd-zarcana-drawn } сейчас не к чему: она отвечает Шуту картой, которую он добрал (Z-35).
play-zarcana-nothing-no-again = Второго шага нет: /{ cmd-zarcana } { cmd-zarcana-again } следует за Смертью, Колесницей или Силой (Z-42).
play-zarcana-nothing-no-give = Нечего отдавать: /{ cmd-zarcana } { cmd-zarcana-give } отвечает на требование Императора (Z-39).
play-zarcana-nothing-no-top = Нечего упорядочивать: /{ cmd-zarcana } { cmd-zarcana-top } нужна, когда карты попадают в сброс вместе (H-9).
play-zarcana-nothing-answer-drawn = Не сейчас: сначала используйте карту, добранную Шутом, командой /{ cmd-zarcana } { cmd-zarcana-drawn } (Z-35).
play-zarcana-nothing-answer-again = Не сейчас: сначала сделайте второй шаг /{ cmd-zarcana } { cmd-zarcana-again } или закончите /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-reorient = Не сейчас: поверните ещё миньонов /{ cmd-zarcana } { cmd-zarcana-reorient } или закончите /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-give = Не сейчас: сначала отдайте карты, которые требует Император, /{ cmd-zarcana } { cmd-zarcana-give } (Z-39).
play-zarcana-nothing-answer-top = Не сейчас: сначала скажите, какая карта ляжет в сброс сверху, /{ cmd-zarcana } { cmd-zarcana-top } (H-9).
play-zarcana-nothing-drawn-done = Карту, добранную Шутом, сейчас нельзя использовать (Z-35).
play-zarcana-nothing-again-done = Второй шаг сейчас невозможен: закончите командой /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-reorient-done = Поворачивать больше некого: закончите командой /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-give-done = Вам нечего отдать (Z-39, H-12).
play-zarcana-nothing-top-done = Сейчас нет карты, которую нужно положить сверху (H-9).
play-zarcana-several-moves = Это может быть { $count ->
        [one] { $count } ход
        [few] { $count } разных хода
        [many] { $count } разных ходов
       *[other] { $count } разного хода
    }: выберите в списках { $options ->
        [power] способность
        [minion] миньона
        [target] цель
        [power-minion] способность и миньона
        [power-target] способность и цель
        [minion-target] миньона и цель
       *[power-minion-target] способность, миньона и цель
    }.

## Чтение того, что игрок ввёл в вариант команды

play-reading-not-a-pyramid = { $text } — не пирамида: укажите её клетку и размер, например «M13 small».
play-reading-no-card = Назовите хотя бы одну карту, например { $deck ->
        [uno] «7R» или «7R SB»
       *[standard] «QH» или «QH QS»
    }.
play-reading-no-tarot-card = Назовите хотя бы одну карту, например «7C» или «7C 2S».
play-reading-not-a-seat = { $text } — не место в этой партии.
play-reading-not-a-target = { $text } — не пирамида для атаки: выберите её из списка, например «N13 2 medium».
play-reading-several-owners = У нескольких игроков есть { $size ->
        [small] малая
        [medium] средняя
       *[large] большая
    } на { $cell }: выберите нужную из списка.
play-reading-no-opponent-piece = На { $cell } нет { $size ->
        [small] малой
        [medium] средней
       *[large] большой
    } пирамиды соперника.
play-reading-not-an-outcome = { $text } — не исход атаки: выберите «demolish» или «convert small/medium/large».
play-reading-not-your-minion = { $text } — не ваш миньон: выберите миньона из списка, например «M13 small east».
play-reading-not-a-minion = { $text } — не миньон: выберите миньона из списка, например «2 large east at N13».
cogs-zarcana-not-a-count = { $text } — не число карт для добора: доберите 1, 2 или 3 (вариант 5, Z-26).

## Найти партию и место в ней

play-game-cancelled = Эта партия отменена.
play-game-over = Эта партия окончена.
play-no-game-here = Здесь нет партии. Начните её командой /{ cmd-zark } { cmd-zark-new }.
play-no-game-here-yours = Здесь нет партии. Ваши партии: { $links }
play-not-started = Эта партия ещё не началась: хозяин стола запускает её из лобби.
play-not-playing = Вы не играете в этой партии.

## Лобби

play-table-option-not-name-value = { $word } — не настройка стола: пишите ИМЯ:ЗНАЧЕНИЕ, например «edition:classic».
play-table-option-twice = Настройка стола { $name } указана дважды.
play-lobby-host-leaving = Вы хозяин стола: отмените партию, а не выходите из неё (или сначала посадите компьютерных игроков командой /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } и смотрите, как они играют).
play-lobby-host-computers = Добавлять и убирать компьютерных игроков может только хозяин стола.
play-lobby-no-level = Уровня { $level } нет: выберите лёгкий, средний или сложный.
play-lobby-no-computer = В этой партии нет компьютерного игрока.
play-lobby-not-a-computer = Это не один из компьютерных игроков этой партии: выберите игрока из списка.
play-lobby-host-starts = Начать эту партию может только хозяин стола, { $host }.
play-lobby-too-few = Для { $game } нужно не меньше { $count ->
        [one] { $count } игрока
        [few] { $count } игроков
        [many] { $count } игроков
       *[other] { $count } игрока
    }; подождите, пока кто-нибудь присоединится.
play-lobby-who-cancels = Отменить партию может только хозяин стола или тот, кто управляет этим сервером.
play-lobby-thread-taken = Эта ветка принадлежит партии { $game }. Создайте новую партию в канале { $channel } командой /{ cmd-zark } { cmd-zark-new }: у неё будет своя ветка.
play-lobby-channel-taken = В этом канале уже идёт партия { $game }; сначала закончите или отмените её.
play-lobby-several-meant = Здесь нет партии, а из этого канала { $count ->
        [one] открыто { $count } лобби
        [few] открыто { $count } лобби
        [many] открыто { $count } лобби
       *[other] открыто { $count } лобби
    }, и может иметься в виду любое: { $places }. Введите команду в ветке партии или нажмите **Присоединиться** (или нужную кнопку) в сообщении её лобби.
play-lobby-none-waiting = Здесь нет партии, и ни одна партия не ждёт игроков. Начните её командой /{ cmd-zark } { cmd-zark-new }.
play-lobby-waiting = Здесь нет партии. Партии, которые ждут игроков: { $places }. Нажмите **Присоединиться** в сообщении лобби или введите /{ cmd-zark } { cmd-zark-lobby } { cmd-zark-lobby-join } в ветке партии.

## Сроки, отлучки и удаление

play-timers-host-only = Менять напоминания и срок этой партии может только хозяин стола.
play-time-zone-unknown = { $zone } — незнакомый мне часовой пояс; выберите пояс из списка, например Europe/Moscow.
play-away-days = Отлучка может длиться от 0 до { $most ->
        [one] { $most } дня
       *[other] { $most } дней
    }.
play-remove-host-only = Удалить игрока может только хозяин стола.
play-remove-not-playing = Этот человек не играет в этой партии.
play-remove-too-soon = У игрока { $name } { $count ->
        [one] { $count } пропущенный срок
        [few] { $count } пропущенных срока
        [many] { $count } пропущенных сроков
       *[other] { $count } пропущенного срока
    } подряд; удалить игрока можно после { $limit }.

## Разборы, повторы и обучение

play-review-elsewhere = Партия { $game } игралась на другом сервере, и вы в ней не играли.
play-review-never-started = Партия { $game } так и не началась: разбирать нечего.
play-review-not-over = Партия { $game } ещё идёт. Разбор видит карты всех игроков, поэтому его показывают только после конца партии: спросите снова после её последнего хода.
play-review-no-move = В партии { $game } нет хода { $move }.
play-replay-not-a-number = Назовите партию по номеру, например 12, или выберите одну из своих законченных партий в списке.
play-replay-no-game = Здесь нет партии { $game }.
play-replay-not-started = Партия { $game } ещё не началась: её повтор появится, когда она закончится.
play-replay-cancelled = Партия { $game } была отменена до конца: повтор есть только у законченной партии.
play-replay-still-playing = Партия { $game } ещё идёт: её повтор появится, когда она закончится (`/{ cmd-zark } { cmd-zark-board }` показывает её сейчас).
play-tutorial-not-one = Партия { $game } — не обучение, так что заканчивать нечего; ничего не изменилось. Выйти из партии можно командой /{ cmd-zark } { cmd-zark-resign }.
play-tutorial-not-the-learner = Закончить это обучение может только тот, кто в нём учится ({ $name }); ничего не изменилось.
play-tutorial-the-learner = ученик
play-tutorial-over = Это обучение уже закончено; ничего не изменилось. Начните новое командой /{ cmd-zark } { cmd-zark-tutorial }.

## Команды в Discord

cogs-resign-not-started = Эта партия не началась; вместо этого нажмите **Выйти**.
cogs-defaults-managers-only = Задавать настройки по умолчанию может только тот, кто управляет этим сервером.
cogs-pick-player = Выберите игрока из списка.
cogs-pick-computer = Выберите компьютерного игрока из списка.
cogs-lobby-server-channel = Начните партию в канале сервера.
cogs-lobby-channel-taken = В этом канале теперь идёт другая партия, а эта не смогла открыть свою ветку, поэтому отменена. Начните её в другом канале или сначала закончите другую партию.
cogs-lobby-not-posted = Discord сейчас не принял сообщение лобби, поэтому ничего не открыто. Попробуйте ещё раз.
cogs-lobby-not-allowed = Мне нельзя публиковать здесь сообщение лобби, поэтому ничего не открыто: администратор сервера может разрешить мне писать здесь.

## Хранилище

store-no-game-number = Партии с номером { $game } нет.
store-stale-version = Партия ушла вперёд, пока вы выбирали: посмотрите на поле ещё раз и сделайте свой ход.
store-duplicate-move = Этот ход уже сделан.
store-not-started = Эта партия ещё не началась.
store-already-started = Эта партия уже началась.
store-game-over = Эта партия окончена.
store-abandoned = Эта партия брошена.
store-lobby-already-in = Вы уже в этой партии.
store-lobby-not-in = Вас нет в этой партии.
store-lobby-full = Эта партия заполнена: { $count ->
        [one] присоединился { $count } игрок
        [few] присоединились { $count } игрока
        [many] присоединились { $count } игроков
       *[other] присоединились { $count } игрока
    }.
store-damaged = Партия { $game } повреждена и не может быть загружена; оператору бота сообщили.
