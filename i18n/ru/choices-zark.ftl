# Пункты автодополнения семейства Zark (play/zark/choices.py): что игрок читает в списке под параметром /построить,
# /вырастить, /сдвинуть, /атаковать… (значение пункта — нотация: её здесь нет). Каждый пункт — одно сообщение, не
# длиннее 100 символов (более длинный обрезается). $cell: клетка (M13); $card: карта так, как её читают игроки: её
# код (7♥, K♦, 5★), одно из названий zark-cards-* или zark-choice-wild-as для дикой карты на поле; $size и $bigger:
# small, medium или large.

## Части пунктов ниже

# Пирамида на поле: читающего ($own: yes) или игрока $owner (имя игрока; $own: no).
zark-choice-pyramid = { $own ->
    [yes] ваша { $size ->
        [small] малая
        [medium] средняя
       *[large] большая
    }
   *[no] { $size ->
        [small] малая
        [medium] средняя
       *[large] большая
    } игрока { $owner }
  }
# Дикая карта на поле и то, чем она назначена (R-24).
zark-choice-wild-as = { $wild } как { $nomination }
# Карта рядом с пустой клеткой, в zark-choice-next-to: N14 (8♥).
zark-choice-neighbour = { $cell } ({ $card })

## Пункты

# Карта в руке: её код, затем название словами ($words: zark-card-in-words).
zark-choice-card = { $card } · { $words }
# Клетка и её карта; $pyramids: пирамиды на ней (zark-choice-pyramid), через запятую.
zark-choice-cell = { $cell } · { $card } · { $pyramids }
zark-choice-cell-bare = { $cell } · { $card } · без пирамид
zark-choice-cell-empty = { $cell } · пустая клетка
# Пустая клетка, описанная картами рядом; $near: одна или две zark-choice-neighbour, через запятую.
zark-choice-next-to = { $cell } · рядом с { $near }
# /вырастить: клетка, её карта, пирамиды на ней и рост ($size до $bigger).
zark-choice-grow = { $cell } · { $card } · { $pyramids } · вырастить вашу { $size ->
        [small] малую
        [medium] среднюю
       *[large] большую
    } до { $bigger ->
        [small] малой
        [medium] средней
       *[large] большой
    }
# /атаковать цель: $pyramid — zark-choice-pyramid; $pips её размер в очках (от 1 до 3).
zark-choice-target = { $cell } · { $card } · { $pyramid } ({ $pips ->
        [one] { $pips } очко
        [few] { $pips } очка
       *[many] { $pips } очков
    })
# /атаковать оплата: $cards оплаченные карты, через запятую; $points их стоимость.
zark-choice-payment = { $cards } · { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }
# Оплата больше очков пирамиды: атакующий добирает $change карт сдачи (R-13).
zark-choice-payment-change = { $cards } · { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }, добрать { $change ->
        [one] { $change } карту
        [few] { $change } карты
       *[many] { $change } карт
    } сдачи
# /сбросить: карты, через запятую.
zark-choice-discard = { $cards }
# /атаковать результат.
zark-choice-demolish = Снести: пирамида возвращается в запас владельца
zark-choice-convert = Обратить: ваша { $size ->
        [small] малая
        [medium] средняя
       *[large] большая
    } встаёт на её место
