# Разбор после партии (play/review.py, /zark разбор): его читает только спросивший, на своём языке. $game: номер
# партии; $turn: номер хода; $name, $winner: имена игроков; $words: действие словами, $move: в нотации.

# $title: название игры (Zark City); $moves: сколько в ней было действий.
review-heading = **Разбор партии { $game }** ({ $title }, { $moves ->
        [one] { $moves } действие
        [few] { $moves } действия
        [many] { $moves } действий
       *[other] { $moves } действия
    }; он видит все руки)
review-allowed-win = Ход { $turn }: ход игрока { $name } даёт игроку { $winner } победу в один ход, и тот ею пользуется. Победное действие: { $words } (`{ $move }`).
review-missed-win = Ход { $turn }: { $name } упускает победу в один ход. Победное действие: { $words } (`{ $move }`).
review-nothing = Отметить нечего: ни одна победа в один ход не упущена, и ни один ход не оставил победу следующему игроку.
# Замечания, которые не поместились в сообщение.
review-more = … и ещё { $count ->
        [one] { $count } замечание
        [few] { $count } замечания
        [many] { $count } замечаний
       *[other] { $count } замечания
    }.
# Счёт каждого игрока: $missed упущенных побед в один ход, $allowed побед, которые его ходы оставили следующему
# игроку.
review-counts = { $name }: { $missed ->
        [one] { $missed } упущенная победа
        [few] { $missed } упущенные победы
        [many] { $missed } упущенных побед
       *[other] { $missed } упущенной победы
    }, { $allowed ->
        [one] { $allowed } победа оставлена
        [few] { $allowed } победы оставлены
        [many] { $allowed } побед оставлено
       *[other] { $allowed } победы оставлено
    } следующему игроку.
review-buttons = Кнопки показывают поле перед каждым замечанием.
# Полей больше, чем кнопок: $count, сколько кнопок есть.
review-buttons-first = Кнопки показывают поле перед каждым замечанием (первые { $count }).

## Кнопка под разбором (не больше 80 знаков) и что за поле она показывает.

review-jump-missed = Ход { $turn }: { $name }, победа упущена
review-jump-allowed = Ход { $turn }: { $name }, победа оставлена
# $move: номер действия; $players: кто тогда ходил; $count: сколько их.
review-board-before = Поле перед действием № { $move } (ход { $turn }), { $count ->
        [one] ходит { $players }
        [few] ходят { $players }
        [many] ходят { $players }
       *[other] ходят { $players }
    }.
review-board-before-nobody = Поле перед действием № { $move } (ход { $turn }), никто не ходит.
