# Что отклоняет движок каждой игры (rules/core). $text — то, что ввёл игрок, в одинарных кавычках; коды, значения
# настроек и то, что вводится (small, on, rated:on), остаются по-английски.

core-not-a-size = { $text } — не размер пирамиды: напишите small, medium или large.
core-not-a-cell = { $text } — не название клетки. Клетки называются как M13: буква, затем число.
core-game-over = Эта партия окончена.
core-no-such-seat = В этой партии нет такого места.
core-resigned = Вы сдались в этой партии.
core-option-on-or-off = Настройка { $option } принимает значения on или off, а не { $text }.
core-hints-never-rated = Партия с hints:on никогда не бывает рейтинговой: уберите rated:on или hints:on.
core-option-boards = Настройка boards принимает одно из значений: { $values }; а не { $text }.
core-no-such-game = Игры { $text } нет; выберите одну из: { $games }.
core-deck-order = Этот порядок карт не совпадает в точности с картами { $deck ->
    [standard] стандартной колоды
    [zark] колоды zark
    [uno] колоды Uno
   *[tarot] колоды таро из { $count } карт
  }.

## Вид, у которого спросили то, что он не может показать (ошибка бота, а не ход).

core-view-no-seat = Общий вид не принадлежит ни одному месту.
core-view-hidden-hand = Этот вид принадлежит месту { $viewer }; рука места { $seat } скрыта.
