# Рейтинг словами (play/ratings.py): /zark рейтинг профиль и /zark рейтинг лидеры (их читает только спросивший, на
# своём языке) и строка, которую добавляет последнее поле рейтинговой партии (язык стола).
# Числа ($mu, $sigma, $before, $after, $ordinal, $rate) приходят записанными так, как их пишет язык (27,3).
# $title: название игры (Zark City, Unocitta, Unopolis, Zarcana), не переводится и не склоняется. $player: упоминание
# или название уровня компьютерного игрока (ratings-computer).

ratings-no-game = Игры с названием { $name } нет. Есть игры: { $games }.

## Рейтинг: сила игры и её неопределённость.

ratings-skill = { $mu } ± { $sigma }
ratings-skill-provisional = { $mu } ± { $sigma } (предварительный)
# Рейтинговый псевдоигрок уровня компьютерного игрока. $level: easy, medium или hard.
ratings-computer = { $level ->
        [easy] Компьютер (лёгкий)
        [medium] Компьютер (средний)
        [hard] Компьютер (сложный)
       *[any] Компьютер ({ $level })
    }

## /zark рейтинг профиль

ratings-none-yours = У вас пока нет рейтинговых партий: рейтинговой считается каждая партия, сыгранная здесь до конца. Начните её командой /{ cmd-zark } { cmd-zark-new }.
ratings-none-yours-of = У вас пока нет рейтинговых партий в { $title }: рейтинговой считается каждая партия, сыгранная здесь до конца. Начните её командой /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs = У { $player } пока нет рейтинговых партий: рейтинговой считается каждая партия, сыгранная здесь до конца. Начните её командой /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs-of = У { $player } пока нет рейтинговых партий в { $title }: рейтинговой считается каждая партия, сыгранная здесь до конца. Начните её командой /{ cmd-zark } { cmd-zark-new }.
ratings-profile-heading = Рейтинг игрока { $player }:
# $skill: ratings-skill. $rate: доля выигранных партий в процентах.
ratings-standing = **{ $title }**: { $skill }, { $games ->
        [one] { $games } рейтинговая партия
        [few] { $games } рейтинговые партии
        [many] { $games } рейтинговых партий
       *[other] { $games } рейтинговой партии
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    } ({ $rate })
ratings-latest = Последние рейтинговые партии:
# Одна из последних рейтинговых партий. $date: Discord показывает её в формате читателя; $place: 1 у победителя;
# $seats: сколько было игроков; $before, $after: сила игры до и после; $where: ветка партии.
ratings-played = { $date } { $title }, партия { $game }: { $place ->
        [1] победа
       *[lower] { $place }-е место
    } (из { $seats }), { $before } → { $after } · { $where }
ratings-provisional-note = Предварительный: неопределённость всё ещё больше ±{ $sigma }; ещё несколько партий уточнят его.
ratings-no-chart = Графика рейтинга в { $title } пока нет: для него нужно сыграть { $count ->
        [one] { $count } рейтинговую партию
        [few] { $count } рейтинговые партии
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    }.
# Альтернативный текст графика рейтинга. $name: отображаемое имя игрока; $first, $last: сила игры вначале и сейчас;
# $first_sigma, $last_sigma: неопределённость вначале и сейчас.
ratings-chart-alt = Рейтинг игрока { $name } в { $title } за { $count ->
        [one] { $count } партию
        [few] { $count } партии
        [many] { $count } партий
       *[other] { $count } партии
    }, от { $first } до { $last }; затенённая полоса — неопределённость: ±{ $first_sigma } вначале и ±{ $last_sigma } сейчас.

## /zark рейтинг лидеры

ratings-board-empty-here = На этом сервере ни у кого пока нет { $count ->
        [one] { $count } рейтинговой партии
        [few] { $count } рейтинговых партий
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    } в { $title }, поэтому таблицы нет.
ratings-board-empty-anywhere = Нигде ни у кого пока нет { $count ->
        [one] { $count } рейтинговой партии
        [few] { $count } рейтинговых партий
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    } в { $title }, поэтому таблицы нет.
# $count: сколько рейтинговых партий нужно игроку; $qualified: у скольких игроков они есть.
ratings-board-heading-here = **{ $title }**, этот сервер: по mu - 3 sigma, игроки, у которых не менее { $count ->
        [one] { $count } рейтинговой партии
        [few] { $count } рейтинговых партий
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    } (всего { $qualified })
ratings-board-heading-everywhere = **{ $title }**, везде: по mu - 3 sigma, игроки, у которых не менее { $count ->
        [one] { $count } рейтинговой партии
        [few] { $count } рейтинговых партий
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    } (всего { $qualified })
# Строка таблицы. $place: 1 у первого; $ordinal: число, по которому она упорядочена (mu - 3 sigma).
ratings-leader = { $place }. { $player } { $ordinal } ({ $skill }, { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    })
# Место спросившего под таблицей. $line: его строка ratings-leader.
ratings-you = Вы: { $line }
ratings-not-on-board-here = Вас пока нет в таблице: для этого нужно сыграть { $count ->
        [one] { $count } рейтинговую партию
        [few] { $count } рейтинговые партии
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    } в { $title }, хотя бы одну из них здесь.
ratings-not-on-board = Вас пока нет в таблице: для этого нужно сыграть { $count ->
        [one] { $count } рейтинговую партию
        [few] { $count } рейтинговые партии
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    } в { $title }.

## Конец рейтинговой партии, на её последнем поле.

# Изменение одного игрока. $name: его имя за столом.
ratings-change = { $name } { $before } → { $after }
# $changes: ratings-change каждого игрока.
ratings-changes = Рейтинг в { $title }: { $changes } (/{ cmd-zark } { cmd-zark-rating } { cmd-zark-rating-profile } покажет ваш).
