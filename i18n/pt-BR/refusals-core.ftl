# O que o motor de cada jogo recusa (rules/core). $text é o que o jogador digitou, entre aspas simples; códigos,
# valores de opções e o que se digita (small, on, rated:on) ficam em inglês.

core-not-a-size = { $text } não é um tamanho de pirâmide: escreva small, medium ou large.
core-not-a-cell = { $text } não é um nome de casa. As casas se chamam como M13: uma letra e depois um número.
core-game-over = Esta partida terminou.
core-no-such-seat = Esse lugar não existe nesta partida.
core-resigned = Você desistiu desta partida.
core-option-on-or-off = A opção { $option } é on ou off, não { $text }.
core-hints-never-rated = Uma partida com hints:on nunca vale rating: tire rated:on ou hints:on.
core-option-boards = A opção boards aceita um destes valores: { $values }; não { $text }.
core-no-such-game = Não existe o jogo { $text }; escolha um destes: { $games }.
core-deck-order = Essa ordem de cartas não corresponde exatamente às cartas { $deck ->
    [standard] do baralho comum
    [zark] do baralho zark
    [uno] do baralho Uno
   *[tarot] do baralho de tarô de { $count } cartas
  }.

## Uma visão a que se pede o que ela não pode mostrar (um erro do bot, nunca uma jogada).

core-view-no-seat = A visão pública não pertence a nenhum lugar.
core-view-hidden-hand = Esta visão pertence ao lugar { $viewer }; a mão do lugar { $seat } está oculta.
