# Страницы веб-спутника (web/): страница партии, её ходы и страницы для адреса, который никуда не ведёт.

web-site-name = Zark City для Discord
web-home-title = Zark City для Discord: веб-спутник
web-home = Партии играют в Discord. У каждой партии здесь своя страница, попасть на которую можно только по ссылке из её сообщений с полем.
web-game-title = { $title }, партия { $game }
web-game-description = { $players } · { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } · { $status }
web-status-turn = { $count ->
        [one] Ходит { $names }.
        [few] Ходят { $names }.
        [many] Ходят { $names }.
       *[other] Ходят { $names }.
    }
web-status-turn-until = { $count ->
        [one] Ходит { $names }, до { $until } (UTC).
        [few] Ходят { $names }, до { $until } (UTC).
        [many] Ходят { $names }, до { $until } (UTC).
       *[other] Ходят { $names }, до { $until } (UTC).
    }
web-status-won = { $count ->
        [one] Победа: { $names }.
        [few] Победу делят { $names }.
        [many] Победу делят { $names }.
       *[other] Победу делят { $names }.
    }
web-status-no-winner = Партия закончилась по общему согласию, без победителя.
web-status-stopped = Эта партия была остановлена, не дойдя до конца.
web-players = Игроки
web-computer = компьютер
web-to-play = ходит
web-moves = Сделанные ходы
web-no-moves = Ходов пока нет.
web-move-line = { $number }. { $name }: { $words }
web-board-now = Поле сейчас
web-board-deal = Поле при раздаче, до первого хода
web-board-after = Поле после хода { $number } из { $total }
web-first = Раздача
web-previous = Предыдущий ход
web-next = Следующий ход
web-latest = Поле сейчас
web-steps = Листать ходы
web-keys = Стрелки влево и вправо на клавиатуре тоже листают ходы.
web-ratings = Изменения рейтинга
web-rating-change = { $name }: { $before } → { $after }
web-thread = Открыть ветку партии в Discord
web-downloads = Загрузки
web-record = Запись партии (текст)
web-replay = Анимированный повтор (GIF)
web-live = Новые ходы появляются на этой странице сразу, как только их сделают.
web-not-found-title = Страница не найдена
web-not-found = По этому адресу нет страницы. На страницу партии ведёт ссылка из её сообщений с полем в Discord.
web-not-allowed-title = Не разрешено
web-not-allowed = Эти страницы можно только читать.
web-too-many-title = Слишком много запросов
web-too-many = { $seconds ->
        [one] Слишком много запросов с вашего адреса: попробуйте снова через { $seconds } секунду.
        [few] Слишком много запросов с вашего адреса: попробуйте снова через { $seconds } секунды.
        [many] Слишком много запросов с вашего адреса: попробуйте снова через { $seconds } секунд.
       *[other] Слишком много запросов с вашего адреса: попробуйте снова через { $seconds } секунды.
    }
web-error-title = Что-то пошло не так
web-error = Не удалось создать страницу. Попробуйте снова через минуту.
web-home-link = Главная
web-view-button = Открыть в браузере
web-own-title = Собственный вид игрока { $name }: { $title }
web-own-note = Этот адрес получили только вы: кроме стола, он показывает вашу руку, до { $until } (UTC).
web-own-button = Мой вид в браузере (24 часа)
web-hand = Ваша рука
web-forbidden-title = Эта ссылка не открывается
web-forbidden = Эта личная ссылка недействительна или устарела. Запросите новую командой /{ cmd-zark } { cmd-zark-hand } в Discord.

## Игроки, таблицы лидеров и открытые серверы (web/people.py), ответы команды /web.

web-home-boards = Таблицы лидеров открытых серверов
web-player-title = { $name }: рейтинги и партии
web-player-ratings = Рейтинги
web-player-standing = { $title }: { $skill }, { $games ->
        [one] { $games } рейтинговая партия
        [few] { $games } рейтинговые партии
        [many] { $games } рейтинговых партий
       *[other] { $games } рейтинговой партии
    }, побед: { $wins }
web-player-speed-title = Время на ход
web-player-speed = Медианное время на ход: { $span } (по { $count ->
        [one] { $count } ходу
        [few] { $count } ходам
        [many] { $count } ходам
       *[other] { $count } хода
    }).
web-player-speed-none = Ни один ход этого игрока ещё не засекали.
web-player-caretaker = { $count ->
        [0] Заместителю ещё ни разу не приходилось ходить за этого игрока.
        [one] Заместитель сделал за этого игрока { $count } действие, после пропущенного срока.
        [few] Заместитель сделал за этого игрока { $count } действия, после пропущенных сроков.
        [many] Заместитель сделал за этого игрока { $count } действий, после пропущенных сроков.
       *[other] Заместитель сделал за этого игрока { $count } действия, после пропущенных сроков.
    }
web-player-history = Последние рейтинговые партии
web-player-game = { $title }, { $when }: { $place }-е место из { $seats }, рейтинг { $before } → { $after }
web-player-no-history = Пока ни одной рейтинговой партии на открытом сервере.
web-player-opponents = Самые частые соперники
web-player-opponent = { $name }: { $count ->
        [one] { $count } партия
        [few] { $count } партии
        [many] { $count } партий
       *[other] { $count } партии
    }
web-player-no-opponents = Пока ни одного соперника на открытом сервере.
web-board-everyone = { $title }: таблица лидеров открытых серверов
web-board-everyone-note = Игроки, у которых не меньше трёх рейтинговых партий, которые играли на сервере, открытом в вебе, и не скрыли свой профиль.
web-board-server = { $title }: таблица лидеров этого сервера
web-board-place = { $place }. { $name }: { $skill }, { $games ->
        [one] { $games } рейтинговая партия
        [few] { $games } рейтинговые партии
        [many] { $games } рейтинговых партий
       *[other] { $games } рейтинговой партии
    }
web-board-empty = В этой таблице лидеров пока никого нет: нужно три рейтинговые партии.
web-server-title = Партии и таблицы лидеров сервера Discord
web-server-title-named = { $name }: партии и таблицы лидеров
web-server-games = Последние партии
web-server-no-games = Здесь ещё не сыграно ни одной партии.
web-server-game = { $title }, партия { $game } ({ $when }): { $status ->
        [finished] окончена
        [abandoned] остановлена
       *[playing] идёт
    }
web-listing-on = Этот сервер теперь открыт в вебе: его партии, таблицы лидеров и профили игроков доступны по ссылкам с { $url }. Каждый может скрыть свой профиль командой /{ cmd-web } { cmd-web-profile } { cmd-web-profile-hide }.
web-listing-on-no-address = Этот сервер теперь открыт в вебе; у бота пока нет публичного веб-адреса, поэтому ссылки нет.
web-listing-off = Этот сервер больше не открыт: его страница, таблицы лидеров и профили, которые он делал видимыми, исчезли из веба. Страница партии по-прежнему открывается по её ссылке.
web-listing-no-server = Открыть можно только сервер: используйте эту команду в одном из его каналов.
web-listing-not-allowed = Открыть этот сервер в вебе или закрыть его может только тот, у кого есть право «Управлять сервером».
web-profile-hidden = Ваш профиль теперь скрыт во всём вебе: по его адресу ничего не показано, и ни одна таблица лидеров вас не называет.
web-profile-shown = Ваш профиль снова виден в вебе, по ссылкам с открытых там серверов.
web-no-address = У этого бота нет публичного веб-адреса, поэтому ссылок нет.
web-link-profile = Ваш профиль: { $url }
web-link-hidden = Ваш профиль скрыт. Снова покажите его командой /{ cmd-web } { cmd-web-profile } { cmd-web-profile-show }.
web-link-unlisted = Вашего профиля нет в вебе: ни одна ваша рейтинговая партия не была сыграна на открытом там сервере.
web-link-server = Страница этого сервера: { $url }
