# Что говорит ход в Zarcana. $form: past (что сделал игрок; настоящее время, без рода) или would (предпросмотр,
# игроку: прошедшее время после «Вы бы»). $size: small, medium, large. $facing: up, north, east, south, west.
# "none": пропущенная часть.

zarcana-move-line = **{ $name }** { $move } · `{ $notation }`
zarcana-catch-up-line = { $name }: { $move } · `{ $notation }`
zarcana-move-place = { $form ->
        [would] поставили
       *[past] ставит
    } малого миньона на клетку { $cell }
zarcana-with-minion = { $form ->
        [would] своим
       *[past] своим
    } { $size ->
        [small] малым
        [medium] средним
       *[large] большим
    } миньоном на клетке { $cell }
zarcana-move-play = { $form ->
        [would] сыграли
       *[past] играет
    } «{ $card }»{ $power ->
        [none] {""}
       *[given] {" "}как «{ $power }»
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-use = { $form ->
        [would] применили
       *[past] применяет
    } территорию под своим { $size ->
        [small] малым
        [medium] средним
       *[large] большим
    } миньоном на клетке { $cell } («{ $power }»){ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-drawn = { $form ->
        [would] применили
       *[past] применяет
    } карту Шута как «{ $power }»{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-again = { $form ->
        [would] действовали ещё раз
       *[past] действует ещё раз
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-reorient-own = { $form ->
        [would] повернули
       *[past] поворачивает
    } своего { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона на клетке { $cell } { $facing ->
        [up] стоймя
        [north] на север
        [east] на восток
        [south] на юг
       *[west] на запад
    }
zarcana-move-reorient-other = { $form ->
        [would] повернули
       *[past] поворачивает
    } { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона игрока { $owner } на клетке { $cell } { $facing ->
        [up] стоймя
        [north] на север
        [east] на восток
        [south] на юг
       *[west] на запад
    }
zarcana-move-done = { $form ->
        [would] сказали «done»
       *[past] заканчивает
    }
zarcana-move-draw = { $form ->
        [would] добрали
       *[past] добирает
    } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }
zarcana-move-discard-hand = { $form ->
        [would] сбросили
       *[past] сбрасывает
    } всю руку, «{ $top }» сверху{ $under ->
        [none] {""}
       *[given] , затем { $under }
    }
zarcana-then-list = { $first }, затем { $rest }
zarcana-move-pass = { $form ->
        [would] спасовали
       *[past] пасует
    }
zarcana-move-declare = { $form ->
        [would] объявили
       *[past] объявляет
    } последний круг
zarcana-move-give = { $form ->
        [would] отдали
       *[past] отдаёт
    } игроку { $name }: { $cards } (требование Императора)
zarcana-move-give-hidden = { $form ->
        [would] отдали
       *[past] отдаёт
    } игроку { $name } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    } (требование Императора)
zarcana-move-top = { $form ->
        [would] положили
       *[past] кладёт
    } «{ $card }» на верх сброса
zarcana-move-resign = { $form ->
        [would] сдались
       *[past] сдаётся
    }
zarcana-move-agree = { $form ->
        [would] согласились
       *[past] соглашается
    } завершить партию
zarcana-no-cards = ничего

zarcana-effect-strike = { $form ->
        [would] атаковали
       *[past] атакует
    } { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона игрока { $owner } на клетке { $cell }{ $count ->
        [0] {""}
        [one] , требуя { $count } карту
        [few] , требуя { $count } карты
       *[many] , требуя { $count } карт
    }
zarcana-effect-raze = { $form ->
        [would] снесли
       *[past] сносит
    } верхнюю карту клетки { $cell }
zarcana-effect-convert = { $form ->
        [would] обратили
       *[past] обращает
    } { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона игрока { $owner } на клетке { $cell } в своего { $into ->
        [small] малого
        [medium] среднего
       *[large] большого
    }
zarcana-effect-move = { $form ->
        [would] сдвинулись на клетку { $cell } и встали
       *[past] сдвигается на клетку { $cell } и встаёт
    }
zarcana-effect-grow = { $form ->
        [would] выросли
       *[past] растёт
    }
zarcana-effect-clone = { $form ->
        [would] клонировали
       *[past] клонирует
    } { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона, стоящего
zarcana-effect-build = { $form ->
        [would] построили
       *[past] строит
    } { $card ->
        [none] карту
       *[given] «{ $card }» с руки
    } на клетке { $cell }
zarcana-effect-draw = { $form ->
        [would] добрали
       *[past] добирает
    } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }, затем { $form ->
        [would] взяли
       *[past] берёт
    } ещё один вариант хода
zarcana-effect-create = { $form ->
        [would] поставили
       *[past] ставит
    } своего { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона на клетку { $cell }
zarcana-effect-swap = { $form ->
        [would] обменялись
       *[past] меняется
    } рукой с игроком { $name }
zarcana-effect-transport = { $form ->
        [would] перенесли
       *[past] переносит
    } эту территорию с её миньонами на клетку { $cell }
zarcana-effect-take = { $form ->
        [would] взяли
       *[past] берёт
    } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    } из сброса
zarcana-effect-teleport = { $form ->
        [would] телепортировались на клетку { $cell } и встали
       *[past] телепортируется на клетку { $cell } и встаёт
    }

zarcana-answer = { $answer ->
        [use-drawn] /{ cmd-zarcana } { cmd-zarcana-drawn }
        [second-step] /{ cmd-zarcana } { cmd-zarcana-again } или /{ cmd-zarcana } { cmd-zarcana-done }
        [reorienting] /{ cmd-zarcana } { cmd-zarcana-reorient } или /{ cmd-zarcana } { cmd-zarcana-done }
        [demand] /{ cmd-zarcana } { cmd-zarcana-give } (тайно: карты видят только двое)
       *[order] /{ cmd-zarcana } { cmd-zarcana-top }
    }
zarcana-next-answer = { $users }: { $decision } Ответьте командой { $answer }.
zarcana-turn-note = { $card ->
        [none] { $round ->
            [final] последний круг (H-18)
            [last] последний ход: колода кончилась второй раз (H-18)
           *[none] {""}
        }
       *[given] дополнительный вариант от Верховной Жрицы, не с «{ $card }» (Z-37){ $round ->
            [final] ; последний круг (H-18)
            [last] ; последний ход: колода кончилась второй раз (H-18)
           *[none] {""}
        }
    }
zarcana-next-thinking = { $users } { $count ->
        [one] думает
        [few] думают
       *[many] думают
    } (ход { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }).
zarcana-next-your-turn = { $users }, ваш ход (ход { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }): /{ cmd-zarcana } commands.
zarcana-over-agreed = Партия окончена: завершена по согласию, без победителя.
zarcana-over-resigned = Побеждает { $names }: все остальные игроки сдались!
zarcana-over-won = { $count ->
        [one] Побеждает { $names }, набрав { $score ->
            [one] { $score } очко
            [few] { $score } очка
           *[many] { $score } очков
        }
        [few] Победу делят (H-19) { $names }, набрав по { $score ->
            [one] { $score } очку
            [few] { $score } очка
           *[many] { $score } очков
        }
       *[many] Победу делят (H-19) { $names }, набрав по { $score ->
            [one] { $score } очку
            [few] { $score } очка
           *[many] { $score } очков
        }
    }, больше всех (Z-62 — Z-64){ $against ->
        [none] {""}
       *[given] , против { $against }
    }.

zarcana-event-drew = { $name } добирает { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }.
zarcana-event-reshuffled = Сброс перемешан в новую колоду из { $count ->
        [one] { $count } карты
        [few] { $count } карт
       *[many] { $count } карт
    } (Z-65).
zarcana-event-safety-end = Колода кончилась второй раз: партия заканчивается этим ходом (H-18).
zarcana-event-extra-option = Верховная Жрица даёт игроку { $name } ещё один вариант хода, не с «{ $card }» (Z-37).
zarcana-event-fool-drew = Шут открывает «{ $card }».
zarcana-event-no-use = У карты «{ $card }» нет допустимого применения, она уходит в сброс (Z-35).
zarcana-event-built = «{ $card }» построена на клетке { $cell }.
zarcana-event-face-down = На клетке { $cell } теперь лежит закрытая карта: смотреть её нельзя никому (Z-45).
zarcana-event-razed = «{ $card }» снята с клетки { $cell }.
zarcana-event-destroyed = { $size ->
        [small] Малый
        [medium] Средний
       *[large] Большой
    } миньон игрока { $name } на клетке { $cell } уничтожен.
zarcana-event-reduced = Миньон игрока { $name } на клетке { $cell } уменьшен до { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    }.
zarcana-event-lost = { $size ->
        [small] Малый
        [medium] Средний
       *[large] Большой
    } миньон игрока { $name } на клетке { $cell } остался в пустоте и уничтожен (Z-12).
zarcana-event-converted = Миньон игрока { $name } на клетке { $cell } стал { $size ->
        [small] малым
        [medium] средним
       *[large] большим
    } миньоном игрока { $other }.
zarcana-event-transported = Территория с клетки { $cell } теперь лежит на клетке { $to }.
zarcana-event-demand = { $name } требует у игрока { $other } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    } (Император, Z-39).
zarcana-event-gave = { $name } отдаёт игроку { $other } { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }: какие, знают только они двое.
zarcana-event-swapped = { $name } и { $other } меняются руками (Справедливость, Z-46): каждый видит свою новую руку тайно.
zarcana-event-took = { $name } берёт из сброса: { $cards } (Z-55).
zarcana-event-discarded = { $name } сбрасывает { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }, «{ $card }» сверху.
zarcana-event-final-round = { $name } объявляет последний круг: { $players } ходят ещё раз, затем партия подсчитывается (H-18).
zarcana-event-revealed = Закрытая карта на клетке { $cell } — «{ $card }» (Z-45).

zarcana-hand = Ваша рука ({ $count }): { $cards }.
zarcana-hand-empty = Ваша рука пуста.
zarcana-stash = Ваш запас: малых { $small }, средних { $medium }, больших { $large }.
zarcana-yours-to-answer = Ваш ответ: { $decision } Используйте { $answer }.
zarcana-your-turn-options = Ваш ход: /{ cmd-zarcana } { $options }.
zarcana-news-given = { $name } отдаёт вам: { $cards } (требование Императора, Z-39).
zarcana-news-swapped = { $name } меняется с вами руками (Справедливость, Z-46): это ваша новая рука.
zarcana-catch-up-nothing = С вашего последнего хода ничего не произошло.
zarcana-catch-up = С вашего последнего хода ({ $count ->
        [one] { $count } ход
        [few] { $count } хода
       *[many] { $count } ходов
    }; изменённые клетки обведены):
zarcana-report-done = Готово: { $line }
zarcana-report-drew = Вы добрали: { $cards }.
zarcana-report-face-down = Вы положили «{ $card }» рубашкой вверх на клетку { $cell }: её видели только вы, и никто не сможет её посмотреть до подсчёта партии (Z-45).
zarcana-report-now-yours = Теперь вы: { $decision } Используйте { $answer }.
zarcana-report-extra-option = Верховная Жрица даёт вам ещё один вариант хода, не с «{ $card }»: /{ cmd-zarcana } commands.
zarcana-report-waiting = Ожидание: { $decision }

zarcana-preview-move = Вы бы { $move }.
zarcana-preview-stand-ins = Карты, которые этот ход берёт из колоды, здесь условные: какие вы получите, вы увидите, только сыграв ход.
zarcana-preview-end = Партия закончилась бы, победа: { $winners } ({ $scores }).
zarcana-preview-you = вы
zarcana-preview-then = Затем: { $decision }

zarcana-table-words = карт: { $count }{ $extra ->
        [yes] {" "}с Двойником и Вратами
       *[no] {""}
    }, { $order ->
        [marseille] марсельский порядок козырей (Справедливость 8, Сила 11)
       *[rws] порядок козырей RWS
    }, { $safety ->
        [on] страховочный конец включён
       *[off] без страховочного конца
    }, { $ties ->
        [pips] ничьи решают очки на поле
       *[shared] ничьи делятся
    }, { $first ->
        [lot] первый игрок по жребию
       *[given] начинает { $first }-й присоединившийся
    }

zarcana-status-agreed = Партия окончена: по согласию, без победителя.
zarcana-status-over = Партия окончена: { $count ->
        [one] побеждает
        [few] побеждают
       *[many] побеждают
    } { $winners }{ $scores ->
        [none] {"."}
       *[given] {" "}({ $scores }).
    }
zarcana-status-decision = Ход { $turn }: { $decision }
zarcana-status-to-play = Ход { $turn }: ходит { $name }{ $card ->
        [none] {""}
       *[given] {" "}(дополнительный вариант, не с «{ $card }»)
    }.{ $final ->
        [yes] {" "}Последний круг.
       *[no] {""}
    }
zarcana-and = { $first } и { $last }
