# Партии на несколько дней: ответы /zark часы, сроки, уведомления, отлучка, игры, исключить и ping, а также
# напоминания и сообщения планировщика. $game: номер партии; $when, $until: момент, который Discord показывает
# каждому читателю в его часовом поясе и на его языке; $players, $player, $host: упоминания.

## Длительность, понятная с одного взгляда (сокращённо)

days-span-days = { $days } д
days-span-days-hours = { $days } д { $hours } ч
days-span-hours = { $hours } ч
days-span-hours-minutes = { $hours } ч { $minutes } мин
days-span-minutes = { $minutes } мин

## /zark часы

days-clock-not-waiting = Партия { $game } никого не ждёт ({ $status ->
        [lobby] это ещё лобби
        [finished] она окончена
       *[abandoned] она прервана
    }).
days-clock-waits = Партия { $game } ждёт { $players }{ $waited ->
        [unknown] .
       *[known] {" "}уже { $waited }.
    }
days-clock-waits-computers = Партия { $game } ждёт своих компьютерных игроков, которые ходят сами.
days-clock-deadline = Осталось времени: { $left }; затем за игрока сходит заместитель ({ $when }).
days-clock-no-deadline = У этой партии нет срока хода.
days-clock-reminder = Следующее напоминание: { $when }.

## /zark сроки

days-timers = Первое напоминание через { $after }, затем каждые { $every }; срок хода: { $deadline ->
        [off] нет
       *[on] { $deadline }
    }; хозяин стола может исключить игрока после { $limit ->
        [one] { $limit } хода заместителя
        [few] { $limit } ходов заместителя
        [many] { $limit } ходов заместителя
       *[other] { $limit } хода заместителя
    } подряд.
days-timers-changed = Хозяин стола изменил напоминания и срок: { $timers }
days-timers-defaults = Новые партии на этом сервере будут использовать: { $timers }

## /zark уведомления

days-notify = ЛС о ходе: { $dm ->
        [on] включены
        [closed] включены, но в прошлый раз ваши ЛС были закрыты (включите их снова, чтобы попробовать ещё раз)
       *[off] выключены
    }. Тихие часы: { $start ->
        [none] нет
       *[hours] с { $start }:00 до { $end }:00
    } ({ $zone }). Язык ЛС и напоминаний: { $language } ({ $chosen ->
        [yes] ваш выбор
       *[no] тот, на котором вы в последний раз пользовались ботом; выберите язык командой /{ cmd-zark } { cmd-zark-notify } { cmd-zark-notify.language }:
    }). Упоминание в ветке партии приходит всегда.

## /zark отлучка

days-away-news = { $player } в отлучке до { $until }: до тех пор никаких напоминаний и сроков для этого игрока.
days-away-answer = Вы в отлучке до { $until }: до тех пор никаких напоминаний и сроков для вас.
days-back-news = { $player } снова на месте: напоминания и сроки этого игрока снова идут.
days-back-answer = С возвращением: ваши напоминания и сроки снова идут.

## /zark игры

days-games-none-here = Сейчас вы не играете здесь ни в одной партии. Начните новую командой /{ cmd-zark } { cmd-zark-new }.
days-games-none-anywhere = Сейчас вы не играете ни в одной партии. Начните новую командой /{ cmd-zark } { cmd-zark-new }.
days-games-here = { $place } (партия { $game }): { $state ->
        [mine] 👉 ваш ход
        [lobby] лобби
        [setup] начинается
       *[playing] идёт
    }, { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
        [many] { $count } игроков
       *[other] { $count } игрока
    }
days-games-lobby-anywhere = Партия { $game }: лобби · { $link }
days-games-yours-anywhere = Партия { $game }: 👉 ваш ход{ $waited ->
        [unknown] {""}
       *[known] , ждёт уже { $waited }
    } · { $link }
days-games-theirs-anywhere = Партия { $game }: ждёт { $players }{ $waited ->
        [unknown] {""}
       *[known] {" "}уже { $waited }
    } · { $link }
days-games-computers = своих компьютерных игроков
days-finished-newest-first = Завершённые, сначала новые:
days-finished-latest = { $count ->
        [one] Последняя { $count } завершённая:
        [few] Последние { $count } завершённые:
        [many] Последние { $count } завершённых:
       *[other] Последние { $count } завершённой:
    }
days-finished-line = - { $date } { $title }, партия { $game }: { $outcome } · { $place }
days-outcome = { $how ->
        [won] победа
        [shared] общее { $rank }-е место из { $seats }
        [place] { $rank }-е место из { $seats }
        [resigned] сдача
        [agreed] завершена по согласию, без победителя
        [friendly] завершена: товарищеская, без рейтинга
        [friendly-resigned] сдача: товарищеская, без рейтинга
       *[unrated] завершена (без рейтинга)
    }

## /zark исключить

days-removed = Готово: игрок { $name } исключён из партии { $game }; его место пропускается.
days-remove-choice = { $name } · { $count ->
        [one] { $count } пропущенный срок
        [few] { $count } пропущенных срока
        [many] { $count } пропущенных сроков
       *[other] { $count } пропущенного срока
    } подряд

## Планировщик, в ветке партии и в ЛС

days-reminder = { $players }: партия { $game } ждёт вашего хода { $waited ->
        [unknown] уже давно
       *[known] уже { $waited }
    }.
days-reminder-deadline = { $players }: партия { $game } ждёт вашего хода { $waited ->
        [unknown] уже давно
       *[known] уже { $waited }
    }. Когда истечёт срок, { $when }, за вас сходит заместитель.
days-reminder-dm = Партия { $game } ждёт вашего хода { $waited ->
        [unknown] уже давно
       *[known] уже { $waited }
    }.
days-limit-reached = У игрока { $player } { $count ->
        [one] { $count } пропущенный срок
        [few] { $count } пропущенных срока
        [many] { $count } пропущенных сроков
       *[other] { $count } пропущенного срока
    } подряд. Хозяин стола, { $host }, может исключить этого игрока командой /{ cmd-zark } { cmd-zark-remove } (его пирамиды покидают поле, R-18).

## /zark ping

days-pong = Понг: бот не спит.
