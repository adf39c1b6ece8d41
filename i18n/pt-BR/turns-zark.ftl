# O que um turno diz na família Zark (Zark City, Unocitta, Unopolis: play/zark), e as palavras do motor para uma
# jogada e uma posição (rules/zark). $name é o nome de um jogador; $cell e $to casas (M13); $card, $ace e
# $nomination uma carta: seu código (7♥) ou uma das mensagens zark-cardname; $cards e $paid listas de cartas, com
# vírgulas; $size, $bigger e $convert um tamanho: small, medium ou large; $users menções de jogadores (ou nomes de
# jogadores do computador), com vírgulas, e $count quantos; $notation uma jogada em notação (como digitada). Uma
# jogada em palavras (zark-did-) vem depois do nome do jogador, no pretérito.

zark-wrong-commands = Esta é uma partida de Zark City (ou de um dos seus primos com baralho Uno): jogue com /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } e /{ cmd-discard } (veja /{ cmd-zark } { cmd-zark-rules }). Os comandos /{ cmd-zarcana } são para partidas de Zarcana.
zark-table-words = edição { $edition }, baralho { $deck }, blocos de poder de { $size } cartas
zark-waiting-starters = Você já escolheu sua carta inicial; aguardando os outros.

## Uma carta toda em palavras

zark-card-in-words = { $rank ->
    [J] Valete
    [Q] Dama
    [K] Rei
    [A] Ás
   *[number] { $rank }
  } de { $suit ->
    [hearts] copas
    [diamonds] ouros
    [clubs] paus
    [spades] espadas
   *[stars] estrelas
  }

## Uma jogada em palavras, depois do nome do jogador

zark-did-starter = escolheu uma carta inicial
zark-did-place = colocou a própria carta inicial em { $cell }
zark-did-draw = comprou três cartas
zark-did-grow = fez crescer a própria pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } em { $cell } para uma { $bigger ->
    [small] pequena
    [medium] média
   *[large] grande
  }
zark-did-spawn = gerou uma pequena em { $cell }
zark-did-build = construiu o { $card } em { $cell }
zark-did-build-as = construiu o { $card } (valendo o { $nomination }) em { $cell }
zark-did-hatch = construiu o { $card } em { $cell } e eclodiu ali uma pequena
zark-did-hatch-as = construiu o { $card } (valendo o { $nomination }) em { $cell } e eclodiu ali uma pequena
zark-did-move = moveu a própria { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } de { $cell } para { $to }
zark-did-demolish = demoliu a { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } de { $owner } em { $cell }, pagando { $paid }
zark-did-convert = converteu a { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } de { $owner } em { $cell } numa { $convert ->
    [small] pequena
    [medium] média
   *[large] grande
  } própria, pagando { $paid }
zark-did-fly = fez voar a carta de { $cell } para { $to } com o { $ace }
zark-did-nominate = fez o Coringa em { $cell } valer o { $nomination }
zark-did-discard = descartou { $cards }
zark-did-resign = desistiu
zark-did-agree-end = concordou em encerrar a partida

## A mesma jogada numa prévia, dita a quem a testa

zark-would-starter = Você teria escolhido uma carta inicial.
zark-would-place = Você teria colocado sua carta inicial em { $cell }.
zark-would-draw = Você teria comprado três cartas.
zark-would-grow = Você teria feito crescer sua pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } em { $cell } para uma { $bigger ->
    [small] pequena
    [medium] média
   *[large] grande
  }.
zark-would-spawn = Você teria gerado uma pequena em { $cell }.
zark-would-build = Você teria construído o { $card } em { $cell }.
zark-would-build-as = Você teria construído o { $card } (valendo o { $nomination }) em { $cell }.
zark-would-hatch = Você teria construído o { $card } em { $cell } e eclodido ali uma pequena.
zark-would-hatch-as = Você teria construído o { $card } (valendo o { $nomination }) em { $cell } e eclodido ali uma pequena.
zark-would-move = Você teria movido sua { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } de { $cell } para { $to }.
zark-would-demolish = Você teria demolido a { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } de { $owner } em { $cell }, pagando { $paid }.
zark-would-convert = Você teria convertido a { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } de { $owner } em { $cell } numa { $convert ->
    [small] pequena
    [medium] média
   *[large] grande
  } sua, pagando { $paid }.
zark-would-fly = Você teria feito voar a carta de { $cell } para { $to } com o { $ace }.
zark-would-nominate = Você teria feito o Coringa em { $cell } valer o { $nomination }.
zark-would-discard = Você teria descartado { $cards }.
zark-would-resign = Você teria desistido.
zark-would-agree-end = Você teria concordado em encerrar a partida.

## O que uma prévia diz além disso

zark-preview-draw = Você compraria { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }: só vai ver quais quando jogar a jogada.
zark-preview-you-win = Você venceria com o bloco de poder { $block }.
zark-preview-win = { $name } venceria com o bloco de poder { $block }.
zark-preview-discard = Você ficaria então com { $count } cartas e descartaria { $excess } para ficar com { $limit }.
zark-preview-no-win = Ninguém venceria ainda.

## A mensagem da mesa depois de uma jogada

zark-move-line = **{ $name }** { $move } · `{ $notation }`
zark-over-by-agreement = A partida acabou: encerrada por acordo, sem vencedor.
zark-wins-with = { $who } vence com { $block }!
zark-wins = { $who } vence!
zark-waiting-for-starters = Aguardando as cartas iniciais de { $users } (/{ cmd-zark } { cmd-zark-starter }).
zark-waiting-for-computer-starters = Aguardando as cartas iniciais de { $users }.
zark-computers-place-starters = { $users } { $count ->
    [one] coloca sua carta inicial
   *[other] colocam suas cartas iniciais
  } (primeira rodada, R-3).
zark-place-your-starter = { $users }, coloque sua carta inicial com /{ cmd-zark } { cmd-zark-place } (primeira rodada, R-3).
zark-discarding = { $users } { $count ->
    [one] está descartando
   *[other] estão descartando
  } até ficar com seis.
zark-computers-thinking = { $users } { $count ->
    [one] está pensando
   *[other] estão pensando
  } (turno { $turn }).
zark-your-turn = { $users }, sua vez (turno { $turn }).
zark-turn-goes-on = Ainda é a vez de **{ $name }**: mudar o que um Coringa vale é grátis (R-24).
zark-nobody-can-win = Não dá mais para formar nenhum bloco de poder, então ninguém pode vencer (R-28a): /{ cmd-zark } { cmd-zark-end } vota para encerrar a partida sem vencedor.

## O que todos podem saber dos eventos de uma jogada

zark-starters-revealed = Cartas iniciais reveladas: { $shown }. { $name } começa (R-2).
zark-starter-shown = { $name } { $card }
zark-reshuffled = A pilha de descarte foi embaralhada num novo monte de { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  } (R-10).
zark-drew = { $name } comprou { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }.

## O que quem jogou fica sabendo em particular, e a mão

zark-done = Feito: { $move }
zark-you-drew = Você comprou: { $cards }.
zark-report-hand = Sua mão ({ $count }): { $cards }.
zark-report-hand-empty = Sua mão (0): nada.
zark-discard-owed = Você tem { $count } cartas: descarte { $excess } para terminar seu turno (menu abaixo, ou /{ cmd-discard }).
zark-hand = Sua mão ({ $count }): { $cards }
zark-hand-empty = Sua mão está vazia.
zark-hand-starter = Sua carta inicial (ainda secreta): { $card }.

## Uma posição em palavras: o tabuleiro em texto e a legenda

zark-marks-letters = letra da cor + s/m/l (small, medium, large)
zark-marks-numbers = número do lugar + s/m/l (small, medium, large)
zark-seat-colour = [{ $colour ->
    [blue] azul
    [orange] laranja
    [green] verde
    [purple] roxo
   *[yellow] amarelo
  }, { $letter }]
zark-seat-marked = [pirâmides { $colour ->
    [blue] azuis
    [orange] laranja
    [green] verdes
    [purple] roxas
   *[yellow] amarelas
  }, marcadas com { $mark }]
zark-seat-line = { $name } { $seat }: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }, reserva: pequenas { $small }, médias { $medium }, grandes { $large }
zark-seat-line-resigned = { $name } { $seat } (desistiu): { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }, reserva: pequenas { $small }, médias { $medium }, grandes { $large }
zark-status-agreed = Fim de partida: encerrada por acordo, sem vencedor.
zark-status-won-with = Fim de partida: { $name } vence com { $block }.
zark-status-won = Fim de partida: { $name } vence.
zark-status-starters = Escolha das cartas iniciais; aguardando { $names }.
zark-status-first-round = Primeira rodada: { $names } coloca a carta inicial.
zark-status-discard = Turno { $turn }: { $names } deve descartar até ficar com 6.
zark-status-turn = Turno { $turn }: vez de { $names }.
