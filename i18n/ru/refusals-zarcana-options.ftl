# Отказы вариантов хода и способностей Zarcana (rules/zarcana/turn_options.py, checks.py).
#
# $card, $copied, $first, $second, $here, $there: карта словами; $power: способность словами; $minion: миньон
# словами (zarcana-check-minion); $cell, $target, $chosen: клетки (M13); $name: имя игрока; $rule: номер правила
# (Z-30); $asked (и $first в zarcana-check-say-power): способность так, как её пишет нотация (cups, wands, moon), а
# $choices — список таких слов, одинаковый во всех языках; $size: small, medium или large; $facing: up, north,
# east, south или west; $count, $held, $room, $most, $limit: числа.

## Миньон, названный в отказе: $whose — yours (ваш), named (игрока $name) или nobody (ничей).

zarcana-check-minion = { $whose ->
        [yours] ваш { $size ->
            [small] малый
            [medium] средний
           *[large] большой
        } миньон
        [nobody] { $size ->
            [small] малый
            [medium] средний
           *[large] большой
        } миньон
       *[named] { $size ->
            [small] малый
            [medium] средний
           *[large] большой
        } миньон игрока { $name }
    }, { $facing ->
        [up] стоящий
        [north] повёрнутый на север
        [east] повёрнутый на восток
        [south] повёрнутый на юг
       *[west] повёрнутый на запад
    }

## Варианты хода.

zarcana-option-place-minions-out = У вас есть миньоны на поле: класть миньона можно, только когда на поле нет ни одного вашего (вариант 1, Z-29).
zarcana-option-place-no-card = На клетке { $cell } нет карты: положите миньона на территорию, то есть на клетку с картой (вариант 1).
zarcana-option-forbidden = В этом дополнительном варианте нельзя применить карту «{ $card }», которая его дала (Z-37).
zarcana-option-not-in-hand = Карты «{ $card }» нет у вас на руке.
zarcana-option-no-such-minion-yours = У вас нет такого миньона на клетке { $cell } ({ $minion }).
zarcana-option-use-wasteland = Ваш миньон на клетке { $cell } находится на пустоши: здесь нет территории, которую можно применить (Z-16).
zarcana-option-use-face-down = Карта под вашим миньоном на клетке { $cell } лежит лицом вниз: её нельзя применить (Z-45).
zarcana-option-actor-gone = Действующего миньона больше нет на поле.
zarcana-option-reorient-own = Вы поворачиваете только своих миньонов (вариант 4); Дьявол поворачивает чьих угодно (Z-50).
zarcana-option-devil-scope = Дьявол поворачивает миньонов только на клетке { $cell } и на четырёх соседних клетках (Z-50).
zarcana-option-facings = Миньон стоит или повёрнут на север, восток, юг или запад (Z-13).
zarcana-option-reoriented-already = Этого миньона в этот раз уже поворачивали.
zarcana-option-faces-already = Этот миньон уже { $facing ->
        [up] стоит
        [north] повёрнут на север
        [east] повёрнут на восток
        [south] повёрнут на юг
       *[west] повёрнут на запад
    }: выберите другое направление (Z-13).
zarcana-option-draw-count = Доберите одну, две или три карты (вариант 5, Z-26).
zarcana-option-draw-above-six = У вас на руке { $held ->
        [one] { $held } карта
        [few] { $held } карты
       *[many] { $held } карт
        [other] { $held } карты
    }: { $room ->
        [0] добирать больше нельзя
        [one] можно добрать не больше { $room }
        [few] можно добрать не больше { $room }
       *[many] можно добрать не больше { $room }
        [other] можно добрать не больше { $room }
    }, чтобы не превысить шесть (Z-26, H-4).
zarcana-option-top-not-in-hand = Карты «{ $card }» нет у вас на руке: назовите карту с руки, которая ляжет сверху сброса (H-9).
zarcana-option-order-not-in-hand = Карта «{ $card }» не из карт вашей руки: назовите их от верха стопки вниз (H-9).
zarcana-option-order-not-reaching = Карта «{ $card }» не из тех карт, что вместе уходят в сброс: назовите их от верха стопки вниз (H-9).
zarcana-option-order-twice = Карта «{ $card }» названа дважды: назовите каждую карту один раз, от верха стопки вниз (H-9).
zarcana-option-declared-already = Последний круг уже объявлен: его объявляют только один раз (Z-66, H-18).
zarcana-option-declare-draw-first = Колода пуста, но ещё не перетасована, поэтому объявить последний круг пока нельзя: сначала кто-то должен добрать карты, и тогда сброс перетасуется в новую колоду (Z-65, Z-66, H-24).
zarcana-option-declare-discard-first = Колода пуста, но ещё не перетасована, поэтому объявить последний круг пока нельзя: когда в сброс попадут карты, кто-то должен добрать, и тогда сброс перетасуется в новую колоду (Z-65, Z-66, H-24).
zarcana-option-declare-not-yet = Последний круг можно объявить, когда колода кончится и будет перетасована (Z-66, H-24).
zarcana-option-give-to = Карты по требованию Императора получает игрок { $name }: отдайте их игроку { $name } (Z-39).
zarcana-option-give-count = Отдайте ровно { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
        [other] { $count } карты
    } (требование Императора, Z-39).
zarcana-option-top-choose = Выберите, какая карта ляжет сверху сброса: «{ $first }» или «{ $second }» (H-9).

## Можно ли так применить способность: способности карты, действующий миньон.

zarcana-check-world-nothing = У карты «{ $card }» нет на поле открытого козыря, который можно скопировать (Z-56, Z-61).
zarcana-check-discard-empty = Сброс пуст: у карты «{ $card }» сейчас нет способности (Z-57).
zarcana-check-copies-court = У карты «{ $card }» здесь способность «{ $power }», а не { $asked }: она копирует «{ $copied }», фигуру, только со способностью её собственной масти (Z-57, H-17).
zarcana-check-power-only = У карты «{ $card }» здесь способность «{ $power }», а не { $asked }.
zarcana-check-power-only-court = У карты «{ $card }» здесь способность «{ $power }», а не { $asked } (способность фигуры выбирается свободно, только когда её играют с руки, Z-22, Z-35).
zarcana-check-say-power = Скажите, какую способность принимает карта «{ $card }»: { $choices } (например, «as { $first }»).
zarcana-check-one-of = Карта «{ $card }» здесь применяется как одна из этих способностей: { $choices }; но не как { $asked }.
zarcana-check-say-minion = Способность «{ $power }» применяет один из ваших миньонов: скажите какой (Z-18, { $rule }).
zarcana-check-no-minion-needed = Способности «{ $power }» не нужен определённый миньон: не называйте никакого (Z-18, Z-29a).
zarcana-check-no-minion-there = На клетке { $cell } у вас нет { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } миньона, { $facing ->
        [up] стоящего
        [north] повёрнутого на север
        [east] повёрнутого на восток
        [south] повёрнутого на юг
       *[west] повёрнутого на запад
    }.
zarcana-check-needs-lying = Способности «{ $power }» нужен лежащий миньон (горизонтально, Z-14, { $rule }), а на клетке { $cell } — { $minion }.
zarcana-check-needs-standing = Способности «{ $power }» нужен стоящий миньон (вертикально, Z-14, { $rule }), а на клетке { $cell } — { $minion }.
zarcana-check-not-from-wasteland = Способность «{ $power }» нельзя применить с пустоши (Z-16, { $rule }): на клетке { $cell } нет карты.

## Действие способности: $form называет нотацию, которой оно записывается (английские слова нотации остаются,
## параметры заглавными буквами переведены).

zarcana-check-not-direct = Способность «{ $power }» миньон не применяет напрямую.
zarcana-check-used-as = Способность «{ $power }» записывается так: { $form ->
        [strike] attack МЕСТО РАЗМЕР НАПРАВЛЕНИЕ at КЛЕТКА, или raze КЛЕТКА
        [convert] convert МЕСТО РАЗМЕР НАПРАВЛЕНИЕ at КЛЕТКА to РАЗМЕР
        [move] move to КЛЕТКА
        [grow] grow, или clone РАЗМЕР
        [build-sun] build КАРТА at КЛЕТКА (карта с вашей руки)
        [build] build at КЛЕТКА
        [draw] draw N (0, 1 или 2), затем ещё один вариант
        [create] create РАЗМЕР at КЛЕТКА
        [swap] swap МЕСТО
        [transport] transport to КЛЕТКА
        [take] take N (от 1 до 3)
        [teleport] teleport to КЛЕТКА
       *[plain] больше ничего: у этой способности нет выбора
    } ({ $rule }; см. docs/notation.md).
zarcana-check-not-target = Ваш миньон на клетке { $cell } целится в { $target }, а не в { $chosen }: лежащий миньон целится в клетку, куда он повёрнут, стоящий — в свою собственную (Z-15).
zarcana-check-attack-itself = Миньон не может атаковать сам себя (Z-30).
zarcana-check-no-such-minion = На клетке { $cell } нет такого миньона ({ $minion }).
zarcana-check-cannot-reduce = У игрока { $name } в запасе нет { $size ->
        [large] среднего
       *[medium] малого
    } миньона, поэтому этого { $size ->
        [large] большого
       *[medium] среднего
    } миньона нельзя уменьшить: выберите другую жертву или другую способность (H-3, Z-59).
zarcana-check-only-emperor-demands = Карты требует только Император (Z-39).
zarcana-check-demand-enemy = Император требует карты, только когда атакует вражеского миньона (Z-39).
zarcana-check-demand-up-to-three = Император требует не больше трёх карт (Z-39).
zarcana-check-demand-holds = У игрока { $name } { $count ->
        [0] нет карт
        [one] всего { $count } карта
        [few] всего { $count } карты
       *[many] всего { $count } карт
        [other] всего { $count } карты
    }, чтобы отдать (Z-39).
zarcana-check-demand-room = { $count ->
        [0] Требовать карты нельзя
        [one] Можно потребовать не больше { $count } карты
        [few] Можно потребовать не больше { $count } карт
       *[many] Можно потребовать не больше { $count } карт
        [other] Можно потребовать не больше { $count } карты
    }: после требования у вас должно быть не больше шести карт (H-12).
zarcana-check-no-card-to-remove = На клетке { $cell } нет карты, которую можно убрать.
zarcana-check-raze-minions = На клетке { $cell } есть миньоны: способность «{ $power }» убирает карту только там, где миньонов нет совсем (Z-30); Башня может (Z-51).
zarcana-check-convert-not-raze = Способность «{ $power }» никогда не убирает карту: она обращает миньона на целевой клетке в вашего, того же размера или меньше, стоящего (Z-40, H-13).
zarcana-check-convert-not-attack = Способность «{ $power }» не атакует: она обращает миньона на целевой клетке в вашего, того же размера или меньше, стоящего (Z-40, H-13).
zarcana-check-replacement-size = Замена — того же размера, что и жертва, или меньше: не больше { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } (Z-40).
zarcana-check-none-in-stash = В вашем запасе нет { $size ->
        [small] малого
        [medium] среднего
        [large] большого
       *[such] такого
    } миньона (Z-2).
zarcana-check-convert-nothing = Заменить своего стоящего миньона миньоном того же размера — значит ничего не изменить (H-22).
zarcana-check-one-step = Способность «{ $power }» сдвигает на один шаг, на клетку рядом с клеткой { $cell } ({ $rule }).
zarcana-check-void = Клетка { $cell } в пустоте: ни на ней, ни рядом с ней нет карт, и миньону туда нельзя (H-7).
zarcana-check-crowded = На клетке { $cell } уже { $count ->
        [one] { $count } миньон
        [few] { $count } миньона
       *[many] { $count } миньонов
        [other] { $count } миньона
    }: предел населения — { $limit } (Z-24, H-5).
zarcana-check-crowded-empress = На клетке { $cell } уже { $count ->
        [one] { $count } миньон
        [few] { $count } миньона
       *[many] { $count } миньонов
        [other] { $count } миньона
    }: предел населения — { $limit } (Z-24, H-5). Императрица его не соблюдает (Z-38).
zarcana-check-large-grow = Большой миньон не может вырасти ещё (Z-32).
zarcana-check-grow-stash = В вашем запасе нет { $size ->
        [medium] среднего
       *[large] большого
    } миньона, чтобы вырасти (Z-2, Z-59).
zarcana-check-clone-size = Клон — того же размера, что и действующий миньон, или меньше: не больше { $size ->
        [small] малого
        [medium] среднего
       *[large] большого
    } (Z-32).
zarcana-check-sun-which = Солнце строит картой с вашей руки: скажите какой (Z-54).
zarcana-check-sun-itself = Карта «{ $card }» сейчас применяется: она не может построить саму себя; стройте другой картой с руки (Z-54).
zarcana-check-sun-not-in-hand = Карты «{ $card }» нет у вас на руке (Z-54).
zarcana-check-build-from-deck = Способность «{ $power }» строит верхней картой колоды, а не картой с вашей руки (Z-33).
zarcana-check-no-card-left = Добирать больше нечего: карт не осталось ни в колоде, ни в сбросе (Z-65, H-22).
zarcana-check-build-enemies = У другого игрока есть миньоны на клетке { $cell }: способность «{ $power }» не может там строить (Z-33); Умеренность может (Z-49).
zarcana-check-draws-up-to = Способность «{ $power }» добирает не больше { $most ->
        [one] { $most } карты
        [few] { $most } карт
       *[many] { $most } карт
        [other] { $most } карты
    }.
zarcana-check-draw-above-six = У вас на руке { $held ->
        [one] { $held } карта
        [few] { $held } карты
       *[many] { $held } карт
        [other] { $held } карты
    }: если добрать { $count }, станет больше шести (Z-26, H-4, H-11).
zarcana-check-nothing-to-draw = Карт для добора не осталось ни в колоде, ни в сбросе (Z-65).
zarcana-check-left-to-draw = Для добора { $count ->
        [one] осталась всего { $count } карта
        [few] остались всего { $count } карты
       *[many] осталось всего { $count } карт
        [other] осталось всего { $count } карты
    } (Z-65).
zarcana-check-lovers-not-empty = Клетка { $cell } — не пустая клетка пустоши: Влюблённым нужна клетка без карты и без миньонов (Z-41).
zarcana-check-lovers-no-card-near = Клетка { $cell } не граничит ни с одной картой (Z-41).
zarcana-check-justice-seat = Справедливость меняет вашу руку на руку другого игрока: назовите место этого игрока (Z-46).
zarcana-check-left-game = Игрока { $name } больше нет в партии.
zarcana-check-hands-empty = Обе руки пусты: обмен ничего бы не изменил (H-22).
zarcana-check-moon-here = Луна переносит эту территорию в другое место.
zarcana-check-moon-minions = На клетке { $cell } есть миньоны: Луна опускается только на пустую территорию или пустую пустошь (Z-53).
zarcana-check-moon-alone = Клетка { $cell } не касалась бы ни одной карты, кроме той, что несёт Луна (H-16).
zarcana-check-judgement-count = Суд берёт от одной до трёх карт из сброса (Z-55, H-22).
zarcana-check-take-above-six = У вас на руке { $held ->
        [one] { $held } карта
        [few] { $held } карты
       *[many] { $held } карт
        [other] { $held } карты
    }: если взять { $count }, станет больше шести (H-11).
zarcana-check-judgement-pile = В сбросе { $count ->
        [0] нет карт
        [one] всего { $count } карта
        [few] всего { $count } карты
       *[many] всего { $count } карт
        [other] всего { $count } карты
    }, которые можно взять (сам Суд не считается, Z-55).
zarcana-check-gateway-face-down = Карта под вашим миньоном лежит лицом вниз, поэтому её масть неизвестна (Z-45, Z-58).
zarcana-check-gateway-here = Врата телепортируют на другую территорию (Z-58).
zarcana-check-gateway-no-card = На клетке { $cell } нет открытой карты, на которую можно телепортироваться (Z-58).
zarcana-check-gateway-suit = Карта «{ $there }» на клетке { $cell } не той же масти, что «{ $here }» (Z-58, H-17).
