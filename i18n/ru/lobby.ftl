# The lobby: its message and buttons (in the table's language), and the private "Done: ..." answers of the lobby
# commands (in the asker's).

lobby-button-join = Присоединиться
lobby-button-leave = Выйти
lobby-button-start = Начать
lobby-button-cancel = Отменить
lobby-button-computer = Добавить компьютер
button-hand = Моя рука
button-catchup = Что нового
button-resign = Да, сдаться
button-endtutorial = Закончить обучение
button-playit = Сыграть
computer-name = Бот { $number } ({ $level ->
        [gentle] мягкий
        [medium] средний
        [hard] сложный
       *[easy] лёгкий
    })
lobby-heading = **{ $game }**: партия { $number } ({ $words }{ $flags ->
        [hints] , подсказки включены: без рейтинга
        [friendly] , товарищеская: без рейтинга
       *[none] {""}
    }), хозяин стола: { $host }.
lobby-players = Игроки ({ $count }/{ $most }): { $players }
lobby-nobody-yet = пока никого
lobby-how-to-join = Нажмите **{ lobby-button-join }**, чтобы играть. Хозяин стола нажимает **{ lobby-button-start }**, когда игроков от { $least } до { $most } (**{ lobby-button-computer }** сажает { $level ->
        [medium] среднего
        [hard] сложного
       *[easy] лёгкого
    } компьютерного игрока).
lobby-where-to-start = Вы здесь впервые? /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-start } рассказывает, как проходит ход; /{ cmd-zark } { cmd-zark-tutorial } учит игре прямо в игре.
lobby-joined = { $name } присоединяется к партии.
lobby-left = { $name } выходит из партии.
lobby-started = { $name } начинает партию.
lobby-cancelled = { $name } отменяет партию.
lobby-seated = { $name } сажает за стол { $computer }.
lobby-cancelled-channel-taken = Отменено: в этом канале уже идёт другая партия.
lobby-tutorial-started = Обучение: оно началось сразу.
lobby-thread-opened = Эта ветка — партия { $game }. Играйте здесь, как только хозяин стола её начнёт.
lobby-opened = Готово: партия { $game } открыта и пройдёт { $place ->
        [channel] в этом канале
       *[thread] в { $place }
    }. Игроки нажимают **{ lobby-button-join }** в сообщении лобби; вы нажимаете **{ lobby-button-start }**, когда присоединятся от { $least } до { $most } игроков.
lobby-tutorial-opened = Готово: ваше обучение { $game } — это партия { $number }, { $place ->
        [channel] в этом канале
       *[thread] в { $place }
    }, против: { $players }. Каждый вариант хода объясняется там, когда вы впервые можете его использовать, со ссылкой на правило; к концу вы увидите их все (/{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-tutorial }).
lobby-done-joined = Готово: вы присоединились (партия { $game }){ $place ->
        [here] {""}
       *[elsewhere] , которая идёт в { $place }
    }.
lobby-done-left = Готово: вы вышли (партия { $game }){ $place ->
        [here] {""}
       *[elsewhere] , которая идёт в { $place }
    }.
lobby-done-started = Готово: вы начали партию (партия { $game }){ $place ->
        [here] {""}
       *[elsewhere] , которая идёт в { $place }
    }.
lobby-done-cancelled = Готово: вы отменили партию (партия { $game }){ $place ->
        [here] {""}
       *[elsewhere] , которая идёт в { $place }
    }.
lobby-done-computer-joined = Готово: { $name } присоединяется к партии { $game }{ $place ->
        [here] {""}
       *[elsewhere] , которая идёт в { $place }
    }.
lobby-done-computer-left = Готово: { $name } покидает партию { $game }{ $place ->
        [here] {""}
       *[elsewhere] , которая идёт в { $place }
    }.
