# As opções de turno e os poderes de Zarcana recusados (rules/zarcana/turn_options.py, checks.py).
#
# $card, $copied, $first, $second, $here, $there: uma carta por extenso; $power: um poder por extenso; $minion: um
# lacaio por extenso (zarcana-check-minion); $cell, $target, $chosen: espaços (M13); $name: o nome de um jogador;
# $rule: o número de uma regra (Z-30); $asked (e $first em zarcana-check-say-power): um poder como a notação o
# escreve (cups, wands, moon), e $choices uma lista deles, iguais em todos os idiomas; $size: small, medium ou
# large; $facing: up, north, east, south ou west; $count, $held, $room, $most, $limit: números.

## Um lacaio citado numa recusa: $whose é yours (seu), named (de $name) ou nobody (de ninguém).

zarcana-check-minion = { $whose ->
        [yours] seu lacaio
        [nobody] um lacaio
       *[named] o lacaio
    } { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }{ $whose ->
        [named] { " " }de { $name }
        [yours] { "" }
       *[nobody] { "" }
    } { $facing ->
        [up] em pé
        [north] apontando para o norte
        [east] apontando para o leste
        [south] apontando para o sul
       *[west] apontando para o oeste
    }

## As opções de turno.

zarcana-option-place-minions-out = Você tem lacaios no tabuleiro: coloque um só quando não tiver nenhum (opção 1, Z-29).
zarcana-option-place-no-card = { $cell } não tem carta: coloque seu lacaio num território, um espaço com carta (opção 1).
zarcana-option-forbidden = Esta opção extra não pode usar a carta “{ $card }”, que foi a que a concedeu (Z-37).
zarcana-option-not-in-hand = A carta “{ $card }” não está na sua mão.
zarcana-option-no-such-minion-yours = Você não tem um lacaio assim em { $cell } ({ $minion }).
zarcana-option-use-wasteland = Seu lacaio em { $cell } está no ermo: não há território para usar (Z-16).
zarcana-option-use-face-down = A carta sob seu lacaio em { $cell } está virada para baixo: ela não pode ser usada (Z-45).
zarcana-option-actor-gone = O lacaio que age não está mais no tabuleiro.
zarcana-option-reorient-own = Você só reorienta os próprios lacaios (opção 4); o Diabo reorienta os de qualquer um (Z-50).
zarcana-option-devil-scope = O Diabo só reorienta lacaios em { $cell } e nos quatro espaços vizinhos (Z-50).
zarcana-option-facings = Um lacaio fica em pé ou aponta para o norte, o leste, o sul ou o oeste (Z-13).
zarcana-option-reoriented-already = Esse lacaio já foi reorientado desta vez.
zarcana-option-faces-already = Esse lacaio já { $facing ->
        [up] está em pé
        [north] aponta para o norte
        [east] aponta para o leste
        [south] aponta para o sul
       *[west] aponta para o oeste
    }: escolha outra direção (Z-13).
zarcana-option-draw-count = Compre uma, duas ou três cartas (opção 5, Z-26).
zarcana-option-draw-above-six = Você tem { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    } na mão: { $room ->
        [0] não pode comprar mais nenhuma
       *[other] pode comprar no máximo { $room }
    }, sem nunca passar de seis (Z-26, H-4).
zarcana-option-top-not-in-hand = A carta “{ $card }” não está na sua mão: diga qual carta da sua mão vai para o topo da pilha de descarte (H-9).
zarcana-option-order-not-in-hand = A carta “{ $card }” não é uma das cartas da sua mão: diga-as do topo da pilha para baixo (H-9).
zarcana-option-order-not-reaching = A carta “{ $card }” não é uma das cartas que chegam juntas à pilha de descarte: diga-as do topo da pilha para baixo (H-9).
zarcana-option-order-twice = A carta “{ $card }” foi dita duas vezes: diga cada carta uma só vez, do topo da pilha para baixo (H-9).
zarcana-option-declared-already = A rodada final já foi declarada: ela só é declarada uma vez (Z-66, H-18).
zarcana-option-declare-draw-first = O monte está vazio mas ainda não foi reembaralhado, então a rodada final ainda não pode ser declarada: primeiro alguém precisa comprar, o que embaralha a pilha de descarte num novo monte (Z-65, Z-66, H-24).
zarcana-option-declare-discard-first = O monte está vazio mas ainda não foi reembaralhado, então a rodada final ainda não pode ser declarada: quando houver cartas na pilha de descarte, alguém precisa comprar, o que embaralha a pilha de descarte num novo monte (Z-65, Z-66, H-24).
zarcana-option-declare-not-yet = A rodada final pode ser declarada quando o monte tiver acabado e sido reembaralhado (Z-66, H-24).
zarcana-option-give-to = As cartas exigidas pelo Imperador são para { $name }: dê as cartas a { $name } (Z-39).
zarcana-option-give-count = Dê exatamente { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } (a exigência do Imperador, Z-39).
zarcana-option-top-choose = Escolha qual carta vai para o topo da pilha de descarte: “{ $first }” ou “{ $second }” (H-9).

## Se um poder pode ser usado assim: os poderes da carta, o lacaio que age.

zarcana-check-world-nothing = A carta “{ $card }” não tem nenhum trunfo virado para cima no tabuleiro para copiar (Z-56, Z-61).
zarcana-check-discard-empty = A pilha de descarte está vazia: a carta “{ $card }” não tem poder agora (Z-57).
zarcana-check-copies-court = A carta “{ $card }” tem aqui o poder “{ $power }”, não { $asked }: ela copia “{ $copied }”, uma carta da corte, só com o poder do próprio naipe (Z-57, H-17).
zarcana-check-power-only = A carta “{ $card }” tem aqui o poder “{ $power }”, não { $asked }.
zarcana-check-power-only-court = A carta “{ $card }” tem aqui o poder “{ $power }”, não { $asked } (o poder de uma carta da corte só é livre quando ela é jogada da mão, Z-22, Z-35).
zarcana-check-say-power = Diga qual poder a carta “{ $card }” assume: { $choices } (por exemplo, “as { $first }”).
zarcana-check-one-of = A carta “{ $card }” é usada aqui como um destes poderes: { $choices }; não como { $asked }.
zarcana-check-say-minion = O poder “{ $power }” é usado por um dos seus lacaios: diga qual (Z-18, { $rule }).
zarcana-check-no-minion-needed = O poder “{ $power }” não precisa de nenhum lacaio em particular: não indique nenhum (Z-18, Z-29a).
zarcana-check-no-minion-there = Você não tem um lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } { $facing ->
        [up] em pé
        [north] apontando para o norte
        [east] apontando para o leste
        [south] apontando para o sul
       *[west] apontando para o oeste
    } em { $cell }.
zarcana-check-needs-lying = O poder “{ $power }” precisa de um lacaio deitado (horizontal, Z-14, { $rule }); { $minion } em { $cell } está em pé.
zarcana-check-needs-standing = O poder “{ $power }” precisa de um lacaio em pé (vertical, Z-14, { $rule }); { $minion } em { $cell } está deitado.
zarcana-check-not-from-wasteland = O poder “{ $power }” não pode ser usado a partir do ermo (Z-16, { $rule }): { $cell } não tem carta.

## O efeito de um poder: $form indica a notação em que ele se escreve (as palavras em inglês da notação ficam, os
## parâmetros em maiúsculas são traduzidos).

zarcana-check-not-direct = O poder “{ $power }” não é um poder que um lacaio usa diretamente.
zarcana-check-used-as = O poder “{ $power }” é usado assim: { $form ->
        [strike] attack LUGAR TAMANHO DIREÇÃO at ESPAÇO, ou raze ESPAÇO
        [convert] convert LUGAR TAMANHO DIREÇÃO at ESPAÇO to TAMANHO
        [move] move to ESPAÇO
        [grow] grow, ou clone TAMANHO
        [build-sun] build CARTA at ESPAÇO (uma carta da sua mão)
        [build] build at ESPAÇO
        [draw] draw N (0, 1 ou 2), depois outra opção
        [create] create TAMANHO at ESPAÇO
        [swap] swap LUGAR
        [transport] transport to ESPAÇO
        [take] take N (de 1 a 3)
        [teleport] teleport to ESPAÇO
       *[plain] nada mais: o poder não tem escolha a fazer
    } ({ $rule }; veja docs/notation.md).
zarcana-check-not-target = Seu lacaio em { $cell } mira { $target }, não { $chosen }: um lacaio deitado mira o espaço para onde aponta, um em pé mira o próprio espaço (Z-15).
zarcana-check-attack-itself = Um lacaio não pode atacar a si mesmo (Z-30).
zarcana-check-no-such-minion = Não há um lacaio assim em { $cell } ({ $minion }).
zarcana-check-cannot-reduce = { $name } não tem lacaio { $size ->
        [large] médio
       *[medium] pequeno
    } na reserva, então o lacaio { $size ->
        [large] grande
       *[medium] médio
    } não pode ser reduzido: escolha outra vítima ou outro poder (H-3, Z-59).
zarcana-check-only-emperor-demands = Só o Imperador exige cartas (Z-39).
zarcana-check-demand-enemy = O Imperador só exige cartas quando ataca um lacaio inimigo (Z-39).
zarcana-check-demand-up-to-three = O Imperador exige até três cartas (Z-39).
zarcana-check-demand-holds = { $name } { $count ->
        [0] não tem nenhuma carta
        [one] só tem { $count } carta
       *[other] só tem { $count } cartas
    } para dar (Z-39).
zarcana-check-demand-room = { $count ->
        [0] Você não pode exigir nenhuma carta
        [one] Você só pode exigir { $count } carta
       *[other] Você só pode exigir { $count } cartas
    }: a exigência precisa deixar você com seis ou menos (H-12).
zarcana-check-no-card-to-remove = { $cell } não tem carta para remover.
zarcana-check-raze-minions = Há lacaios em { $cell }: o poder “{ $power }” só remove uma carta onde não há nenhum lacaio (Z-30); a Torre pode (Z-51).
zarcana-check-convert-not-raze = O poder “{ $power }” nunca remove uma carta: ele converte um lacaio do espaço-alvo em um dos seus, do tamanho dele ou menor, em pé (Z-40, H-13).
zarcana-check-convert-not-attack = O poder “{ $power }” não ataca: ele converte um lacaio do espaço-alvo em um dos seus, do tamanho dele ou menor, em pé (Z-40, H-13).
zarcana-check-replacement-size = O substituto é do tamanho da vítima ou menor: no máximo { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } (Z-40).
zarcana-check-none-in-stash = Você não tem lacaio { $size ->
        [small] pequeno
        [medium] médio
        [large] grande
       *[such] desse tamanho
    } na sua reserva (Z-2).
zarcana-check-convert-nothing = Trocar seu próprio lacaio em pé por um do mesmo tamanho não muda nada (H-22).
zarcana-check-one-step = O poder “{ $power }” move um só passo, para um espaço vizinho de { $cell } ({ $rule }).
zarcana-check-void = { $cell } está no vazio, sem carta nele nem ao lado: nenhum lacaio pode se mover para lá (H-7).
zarcana-check-crowded = { $cell } já tem { $count } lacaios: o limite de população é { $limit } (Z-24, H-5).
zarcana-check-crowded-empress = { $cell } já tem { $count } lacaios: o limite de população é { $limit } (Z-24, H-5). A Imperatriz o ignora (Z-38).
zarcana-check-large-grow = Um lacaio grande não pode crescer mais (Z-32).
zarcana-check-grow-stash = Você não tem lacaio { $size ->
        [medium] médio
       *[large] grande
    } na sua reserva para crescer (Z-2, Z-59).
zarcana-check-clone-size = Um clone é do tamanho do lacaio que age ou menor: no máximo { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } (Z-32).
zarcana-check-sun-which = O Sol constrói com uma carta da sua mão: diga qual (Z-54).
zarcana-check-sun-itself = A carta “{ $card }” é a que está sendo usada: ela não pode construir a si mesma; construa com outra carta da sua mão (Z-54).
zarcana-check-sun-not-in-hand = A carta “{ $card }” não está na sua mão (Z-54).
zarcana-check-build-from-deck = O poder “{ $power }” constrói com a carta do topo do monte, não com uma carta da sua mão (Z-33).
zarcana-check-no-card-left = Não sobrou nenhuma carta para comprar, nem no monte nem na pilha de descarte (Z-65, H-22).
zarcana-check-build-enemies = Outro jogador tem lacaios em { $cell }: o poder “{ $power }” não pode construir ali (Z-33); a Temperança pode (Z-49).
zarcana-check-draws-up-to = O poder “{ $power }” compra até { $most } cartas.
zarcana-check-draw-above-six = Você tem { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    } na mão: comprar { $count } faria você passar de seis (Z-26, H-4, H-11).
zarcana-check-nothing-to-draw = Não resta nenhuma carta para comprar, nem no monte nem na pilha de descarte (Z-65).
zarcana-check-left-to-draw = Só { $count ->
        [one] resta { $count } carta
       *[other] restam { $count } cartas
    } para comprar (Z-65).
zarcana-check-lovers-not-empty = { $cell } não é um espaço vazio do ermo: os Enamorados precisam de um sem carta e sem lacaio (Z-41).
zarcana-check-lovers-no-card-near = { $cell } não fica ao lado de nenhuma carta (Z-41).
zarcana-check-justice-seat = A Justiça troca a sua mão com a de outro jogador: indique o lugar dele (Z-46).
zarcana-check-left-game = { $name } saiu da partida.
zarcana-check-hands-empty = As duas mãos estão vazias: trocá-las não mudaria nada (H-22).
zarcana-check-moon-here = A Lua leva este território para outro lugar.
zarcana-check-moon-minions = { $cell } tem lacaios: a Lua só pousa num território vazio ou num ermo vazio (Z-53).
zarcana-check-moon-alone = { $cell } não tocaria nenhuma carta além da que a Lua leva (H-16).
zarcana-check-judgement-count = O Julgamento pega de uma a três cartas da pilha de descarte (Z-55, H-22).
zarcana-check-take-above-six = Você tem { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    } na mão: pegar { $count } faria você passar de seis (H-11).
zarcana-check-judgement-pile = A pilha de descarte { $count ->
        [0] não tem nenhuma carta
        [one] só tem { $count } carta
       *[other] só tem { $count } cartas
    } para pegar (o próprio Julgamento não conta, Z-55).
zarcana-check-gateway-face-down = A carta sob seu lacaio está virada para baixo, então o naipe dela é desconhecido (Z-45, Z-58).
zarcana-check-gateway-here = O Portal teleporta para outro território (Z-58).
zarcana-check-gateway-no-card = { $cell } não tem carta virada para cima para onde se teleportar (Z-58).
zarcana-check-gateway-suit = A carta “{ $there }” em { $cell } não é do naipe de “{ $here }” (Z-58, H-17).
