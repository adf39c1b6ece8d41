# As recusas de Zarcana (rules/zarcana/), a da revisão (rules/review.py) e as palavras que elas inserem.

## Uma carta e um poder por extenso. $rank: A, 2 a 10, P, N, Q, K; $suit: C, W, S, D; $name: o código de um
## trunfo ou de uma carta extra; o poder de um naipe: cups, wands, swords, discs.

zarcana-card-suit = { $rank ->
        [A] Ás
        [P] Valete
        [N] Cavaleiro
        [Q] Rainha
        [K] Rei
       *[pip] { $rank }
    } de { $suit ->
        [C] Copas
        [W] Paus
        [S] Espadas
       *[D] Ouros
    }
zarcana-card-trump = { $name ->
        [Fool] O Louco
        [Magician] O Mago
        [Priestess] A Sacerdotisa
        [Empress] A Imperatriz
        [Emperor] O Imperador
        [Hierophant] O Hierofante
        [Lovers] Os Enamorados
        [Chariot] O Carro
        [Strength] A Força
        [Hermit] O Eremita
        [Wheel] A Roda da Fortuna
        [Justice] A Justiça
        [HangedMan] O Enforcado
        [Death] A Morte
        [Temperance] A Temperança
        [Devil] O Diabo
        [Tower] A Torre
        [Star] A Estrela
        [Moon] A Lua
        [Sun] O Sol
        [Judgement] O Julgamento
        [World] O Mundo
        [Doppelganger] O Sósia
       *[Gateway] O Portal
    }
zarcana-power-suit = { $suit ->
        [cups] Copas
        [wands] Paus
        [swords] Espadas
       *[discs] Ouros
    }

## O que é preciso fazer primeiro.

zarcana-next-use-drawn = { $name } deve usar a carta “{ $card }”, comprada pelo Louco, como se viesse da mão (Z-35).
zarcana-next-second-step = { $name } pode usar de novo o poder “{ $power }” com o lacaio em { $cell }, ou dizer “{ cmd-zarcana-done }”.
zarcana-next-reorient-own = { $name } reorienta os próprios lacaios: mais um lacaio.
zarcana-next-reorient-own-or-done = { $name } reorienta os próprios lacaios: mais um lacaio, ou “{ cmd-zarcana-done }”.
zarcana-next-reorient-devil = { $name } reorienta lacaios em { $cell } e ao redor (o Diabo): mais um lacaio.
zarcana-next-reorient-devil-or-done = { $name } reorienta lacaios em { $cell } e ao redor (o Diabo): mais um lacaio, ou “{ cmd-zarcana-done }”.
zarcana-next-demand = { $giver } deve dar a { $receiver } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } à sua escolha (o Imperador, Z-39).
zarcana-next-order = { $name } escolhe qual carta vai para o topo da pilha de descarte: “{ $first }” ou “{ $second }” (H-9).

## A partida.

zarcana-first = Primeiro: { $next }
zarcana-preview-after-decision = { $next } Veja a prévia da sua jogada depois que isso for resolvido: pode mudar o tabuleiro.
zarcana-not-your-turn = É a vez de { $name }, não a sua.
zarcana-nothing-to-answer = Não há nada a responder agora: escolha uma opção de turno ({ $move }).
zarcana-not-a-turn-option = { $move } não é uma opção de turno de Zarcana.
zarcana-devil-change-first = Reoriente um lacaio primeiro: o Diabo precisa mudar algo (H-22).
zarcana-already-agreed = Você já concordou em encerrar esta partida.

## A notação.

zarcana-notation-ends-early = { $line } termina cedo demais: falta { $what ->
        [size] um tamanho
        [facing] uma direção
        [card] uma carta
        [top] a carta a pôr no topo
        [effect] o efeito
        [move] a jogada
        [power] um poder
        [seat] um número de lugar
        [demand] o número de cartas exigidas
        [count] o número de cartas
       *[cell] uma casa
    } (veja docs/notation.md).
zarcana-notation-expected = Esperava-se { $keyword } em { $line } (veja docs/notation.md).
zarcana-notation-too-long = { $rest } sobra em { $line }.
zarcana-notation-not-a-number = { $text } não é um número ({ $what ->
        [seat] um número de lugar
        [demand] o número de cartas exigidas
       *[count] o número de cartas
    }) em { $line }.
zarcana-notation-not-a-seat = { $number } não é um número de lugar (1 a { $most }, H-23).
zarcana-notation-not-an-effect = { $verb } não é algo que um poder faça; veja docs/notation.md.
zarcana-notation-empty = Uma linha vazia não é uma jogada.
zarcana-notation-not-a-move = { $verb } não é uma jogada de Zarcana. Jogadas: { $moves }.
zarcana-notation-not-a-card = { $text } não é uma carta de tarô. Escreva as cartas de naipe como 7C (7 de Copas), PS (Valete de Espadas), ND (Cavaleiro de Ouros), KW (Rei de Paus), e os trunfos pelo nome em inglês: Fool, Priestess, HangedMan, World.
zarcana-notation-not-a-power = { $text } não é um poder: diga cups, wands, swords, discs ou o nome em inglês de um trunfo.
zarcana-notation-not-a-facing = { $text } não é uma direção: diga up (em pé), north, east, south ou west (Z-13).

## A mesa.

zarcana-settings-players = Zarcana precisa de { $least } a { $most } jogadores, não { $count } (H-23).
zarcana-settings-trump-order = Não existe a ordem de trunfos { $text }; escolha uma destas: { $orders } (H-21).
zarcana-settings-first-seat = O lugar { $seat } foi escolhido para jogar primeiro, mas a mesa só tem { $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    } (H-1).
zarcana-settings-first-player = O primeiro jogador é um número de lugar de 1 a { $most }, ou lot, não { $text }.
zarcana-settings-no-option = Zarcana não tem a opção de mesa { $text }; as opções são { $options }.

## A revisão.

review-not-over = Esta partida ainda não terminou. A revisão vê as cartas de todos os jogadores, por isso é só para partidas encerradas.

## Uma mesa que as regras recusam ao começar: $refusal é a frase das regras.

play-lobby-start-refused = { $refusal } Espere mais jogadores entrarem, ou cancele e abra uma nova partida.
