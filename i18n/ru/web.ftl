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
