# O que o motor da família Zark recusa (rules/zark/turn_options.py e game.py). $cell e $to são casas (M13), $name
# o nome de um jogador, $card uma carta: o código dela (7♥, K♦, 5★) ou uma das mensagens zark-cardname.

## Uma carta por extenso


## Crescer, gerar, construir, eclodir

zark-large-cannot-grow = Uma pirâmide grande não pode crescer mais.
zark-cell-taken = Já há uma carta em { $cell }.
zark-not-next-to-yours = { $cell } não está ao lado de nenhuma carta que você ocupa.
zark-not-a-number-card-to-build = A carta { $card } não é uma carta numérica; só cartas numéricas vão ao tabuleiro.
zark-not-a-number-card-to-build-wilds = A carta { $card } não é uma carta numérica; só cartas numéricas e Coringas vão ao tabuleiro.
zark-hatch-when = Você só pode eclodir quando não tem pirâmides no tabuleiro.
zark-no-card-at = Não há carta em { $cell }.
zark-no-own-pyramid = Você não tem pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } em { $cell }.
zark-none-in-stash = Você não tem pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } na sua reserva.
zark-none-in-stash-to-convert = Você não tem pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } na sua reserva para converter.
zark-no-pyramid-on = Você não tem pirâmide em { $cell }.
zark-three-sizes = As pirâmides têm três tamanhos: pequena, média e grande.

## Coringas (R-24)

zark-wild-needs-nomination = Diga o que o { $card } vale: uma cor e um número, como em 'as 7R' (R-24).
zark-only-wilds-stand-for = Só um Coringa vale outra carta; a carta { $card } vale apenas ela mesma.
zark-nomination-not-a-number = Um Coringa vale uma carta numérica de uma cor, de { $lowest } a { $highest }, não a carta { $card } (R-24).
zark-no-wilds = Não há Coringas em { $game }.
zark-nominate-when = O que um Coringa vale só pode mudar durante a sua própria vez, depois que os turnos começaram.
zark-not-a-wild = A carta { $card } em { $cell } não é um Coringa.
zark-nominate-sole-occupant = Só quem ocupa sozinho o Coringa em { $cell } pode mudar o que ele vale.
zark-nomination-unchanged = O Coringa em { $cell } já vale o { $card }.

## Mover

zark-move-not-next-to = { $to } não está ao lado de { $cell }.
zark-move-onto-cards = Não há carta em { $cell }; pirâmides só se movem para cartas.

## Atacar

zark-convert-smaller = Você só pode converter em uma pirâmide do mesmo tamanho ou menor.
zark-no-such-player = Esta partida tem só { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
  }: não existe jogador { $number }.
zark-attack-own = Você não pode atacar a sua própria pirâmide.
zark-no-such-target = Não há pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } de { $name } em { $cell }.
zark-out-of-range = { $cell } não está sobre nem ao lado de uma carta que você ocupa.
zark-number-cannot-pay = A carta { $card } não pode pagar um ataque; só { $deck ->
    [standard] J, Q, K, A e Curingas
    [zark] J, Q, K e A
   *[uno] Pular, Inverter, Compre Duas e Coringas
  } podem.
zark-classic-payment = Atacar uma pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } custa exatamente { $pips ->
    [one] { $pips } carta
   *[other] { $pips } cartas
  } (uma por ponto) na edição clássica.
zark-payment-short = Essas cartas pagam { $total ->
    [one] { $total } ponto
   *[other] { $total } pontos
  }; uma pirâmide { $size ->
    [small] pequena
    [medium] média
   *[large] grande
  } precisa de { $pips }.
zark-payment-spare = A carta { $card } não é necessária: as outras cartas já pagam { $total ->
    [one] { $total } ponto
   *[other] { $total } pontos
  }, e nenhuma carta pode ser gasta à toa.

## Voar (R-15, R-21)

zark-no-fly = Voar não faz parte { $game ->
    [unocitta] de Unocitta
    [unopolis] de Unopolis
   *[zark-city] da edição clássica
  }.
zark-fly-not-an-ace = A carta { $card } não é um Ás; só um Ás pode fazer uma carta voar.
zark-fly-same-cell = Uma carta que voa precisa pousar em outra casa.
zark-fly-cuts-board = Fazer { $cell } voar para { $to } cortaria o tabuleiro em dois.

## De quem é a vez, cartas iniciais, limite de mão

zark-preview-starters-being-chosen = Você já escolheu sua carta inicial; não há nada para testar até que todos os jogadores escolham.
zark-preview-starter-placed = Sua carta inicial já está no tabuleiro; as prévias voltam quando os turnos normais começarem.
zark-not-your-turn = É a vez de { $name }, não a sua.
zark-not-started = A partida ainda não começou: primeiro cada jogador escolhe uma carta inicial.
zark-first-round = Esta é a primeira rodada: coloque sua carta inicial no tabuleiro.
zark-discard-first = Você tem { $count } cartas na mão: descarte até ficar com { $limit } para terminar seu turno.
zark-not-a-turn-option = { $text } não é uma opção de turno.
zark-starters-chosen = As cartas iniciais já foram escolhidas.
zark-starter-chosen-already = Você já escolheu sua carta inicial.
zark-starter-not-a-number = A carta { $card } não é uma carta numérica; a carta inicial tem de ser de { $lowest } a { $highest }.
zark-starters-first-round = As cartas iniciais só são colocadas na primeira rodada.
zark-nothing-to-discard = Você não tem nada para descartar agora; o limite de mão vale no fim do seu turno.
zark-discard-exactly = Você tem { $count } cartas na mão: descarte exatamente { $excess } para ficar com { $limit }.
zark-agreed-already = Você já concordou em encerrar esta partida.
