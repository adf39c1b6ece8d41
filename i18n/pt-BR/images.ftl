# O que as imagens dizem (render/): a legenda sob o tabuleiro, a imagem da mão, as legendas do replay, o gráfico de
# rating, o texto alternativo de cada imagem e o tabuleiro em texto.

## Palavras inseridas nas frases abaixo. $size, $to e $into: small, medium ou large; $colour a cor de um lugar:
## blue, orange, green, purple ou yellow; $facing: up, north, east, south ou west.

image-seat-colour = { $colour ->
        [blue] azul
        [orange] laranja
        [green] verde
        [purple] roxo
       *[yellow] amarelo
    }

## Uma carta da família Zark por extenso (uma carta comum se lê pelo símbolo, 7♥): $colour R, Y, G, B; $number 0
## a 9.

image-card-joker = Curinga
image-card-uno-number = { $number } { $colour ->
        [R] vermelho
        [Y] amarelo
        [G] verde
       *[B] azul
    }
image-card-uno-action = { $action ->
        [skip] Pular
        [reverse] Inverter
       *[drawtwo] Compre Duas
    } { $colour ->
        [R] vermelho
        [Y] amarelo
        [G] verde
       *[B] azul
    }
image-card-wild = { $four ->
        [yes] Coringa Compre Quatro
       *[no] Coringa
    }
# Um Coringa no tabuleiro e a carta que ele vale (R-24).
image-card-wild-as = { $wild } valendo { $card }
# O que a faixa de uma carta Uno diz; curto, vai escrito na carta.
image-uno-band = { $rank ->
        [skip] Pular
        [reverse] Inverter
        [wild] Coringa
       *[wild4] Coringa +4
    }

## Uma carta de Zarcana como a face a chama, sem artigo ($name: o código de um trunfo ou de uma carta extra), e com
## seu valor.

image-face-trump = { $name ->
        [Fool] Louco
        [Magician] Mago
        [Priestess] Sacerdotisa
        [Empress] Imperatriz
        [Emperor] Imperador
        [Hierophant] Hierofante
        [Lovers] Enamorados
        [Chariot] Carro
        [Strength] Força
        [Hermit] Eremita
        [Wheel] Roda da Fortuna
        [Justice] Justiça
        [HangedMan] Enforcado
        [Death] Morte
        [Temperance] Temperança
        [Devil] Diabo
        [Tower] Torre
        [Star] Estrela
        [Moon] Lua
        [Sun] Sol
        [Judgement] Julgamento
        [World] Mundo
        [Doppelganger] Sósia
       *[Gateway] Portal
    }
image-face-down = Virada para baixo
image-card-face-down = uma carta virada para baixo
# $numeral: o número de um trunfo em algarismos romanos (XIII); $name: image-face-trump; $value: o valor agora.
image-card-valued-trump = { $numeral } { $name } ({ $value })
image-card-valued = { $card } ({ $value })

## A legenda sob o tabuleiro: os títulos das colunas, a linha de um jogador, o monte e o descarte.

image-legend-hand = na mão
image-legend-stash = na reserva: P M G
image-legend-stash-short = reserva: P M G
image-legend-score = pontos
image-legend-cards = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
image-tag-resigned = desistiu
image-tag-wins = vence ★
image-tag-choosing = escolhendo
image-tag-ready = pronto
image-tag-to-play = ◀ joga
image-tag-to-give = ◀ dá
image-tag-agrees = quer encerrar
image-piles = Monte { $deck } · Descarte { $discard }
image-piles-top = Monte { $deck } · Descarte { $discard }, no topo { $card }
image-piles-in-play = Em jogo: { $cards }

## Como está a partida. $names: os jogadores que devem agir; $cells: as casas do bloco vencedor (M13 M14 M15).

image-status-agreed = Fim de jogo: encerrada por acordo, sem vencedor.
image-status-won = Fim de jogo: { $name } vence.
image-status-won-with = Fim de jogo: { $name } vence com { $cells }.
image-status-starters = Escolhendo as cartas iniciais; falta { $names }.
image-status-hatching = Primeira rodada: { $names } coloca a carta inicial.
image-status-discard = Turno { $turn }: { $names } deve descartar até ficar com 6.
image-status-to-play = Turno { $turn }: vez de { $names }.
# Zarcana: $names os vencedores, $count quantos; $scores o nome e a pontuação de cada um (Ann 17, Bob 12).
image-status-winners = Fim de jogo: { $names } { $count ->
        [one] vence
       *[other] vencem
    }.
image-status-winners-scores = Fim de jogo: { $names } { $count ->
        [one] vence
       *[other] vencem
    } ({ $scores }).
# $next: o que deve ser feito primeiro (uma frase zarcana-next-*).
image-status-decision = Turno { $turn }: { $next }
image-status-final = Turno { $turn }: vez de { $name }. Rodada final.
image-status-extra = Turno { $turn }: vez de { $name } (uma opção extra, não com “{ $card }”).
image-status-extra-final = Turno { $turn }: vez de { $name } (uma opção extra, não com “{ $card }”). Rodada final.

## O caminho de Zarcana até o fim (Z-66, H-18, H-24). $left: os jogadores que ainda jogam.

image-round-ending = O monte acabou pela segunda vez: a partida termina depois deste turno (H-18).
image-round-final = Rodada final: { $left } ainda joga uma vez (H-18).
image-round-final-declared = Rodada final (declarada por { $declarer }): { $left } ainda joga uma vez (H-18).
image-round-nobody = ninguém
image-round-used-up = Monte esgotado: qualquer um pode declarar a rodada final (Z-66, H-18).
image-round-used-up-safety = Monte esgotado: qualquer um pode declarar a rodada final; ela termina de qualquer jeito quando o monte acabar de novo (Z-66, H-18).
image-round-not-yet = Rodada final: não antes do primeiro embaralhamento do monte (Z-66).

## Uma jogada por extenso, depois do nome de quem a fez ($did em image-did). $owner: o nome do jogador dono da peça;
## $paid, $cards: cartas (7♥, K♦).

image-did = { $name } { $did }
image-last-move = Última jogada: { $move }.
# Duas jogadas de um turno, uma depois da outra; duas cartas, uma sob a outra (uma mão descartada, Zarcana).
image-then = { $first } e depois { $next }

## As imagens do tabuleiro. $count: as cartas de uma pilha.

# A faixa sobre um tabuleiro que não é o da partida: uma prévia, uma dica, o tabuleiro de uma análise.
image-mark-preview = PRÉVIA · não jogada
image-mark-hint = DICA · não jogada
image-mark-review = ANÁLISE
image-board-starters = Ainda sem cartas: os jogadores estão escolhendo as cartas iniciais.
image-board-empty = Não resta nenhuma carta no tabuleiro.
image-wasteland = ermo
image-depth = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }

## A imagem da mão e seu texto alternativo.

image-hand-title = Sua mão · { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
image-hand-title-discard = Sua mão · { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } · descarte { $discard }
image-hand-starter = Sua carta inicial: { $card } (escondida até todos escolherem)
image-hand-private = Só você vê isto.
image-hand-none = Nenhuma carta na mão.
image-hand-give = Dê a { $name } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } à sua escolha (Z-39).
image-hand-forbidden = Esta opção extra não pode usar “{ $card }” (Z-37).
image-hand-not-this = não nesta opção (Z-37)
# Os pontos de ataque de uma carta (R-12, R-23) num selo: curto.
image-badge-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
image-badge-fly = Voa
image-hand-public = Sem mão: esta é a visão pública.
image-hand-empty = Sua mão está vazia.
image-hand-text = Sua mão, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
image-hand-points = { $card } ({ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    })
image-hand-points-fly = { $card } ({ $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }, voa)
# Uma carta de Zarcana na mão e o que o poder dela faz.
image-hand-power = { $card }: { $power }

## O que o poder de uma carta de Zarcana faz, na imagem da mão (Z-30 a Z-58), e o que ele pede do lacaio (Z-18).

image-power-court = Da mão: o poder de qualquer naipe; no tabuleiro: { $suit } (Z-22)
image-power = { $power ->
        [swords] Ataque um lacaio no espaço-alvo, ou arrase a carta do topo se não houver lacaio (Z-30)
        [wands] Avance um passo para onde aponta um lacaio deitado, depois fique em pé (Z-31)
        [cups] Faça crescer um lacaio em pé, ou clone um do mesmo tamanho ou menor (Z-32)
        [discs] Construa uma carta do monte no espaço-alvo (Z-33)
        [fool] Compre duas vezes; cada carta é usada na hora se possível (Z-35)
        [priestess] Compre até duas cartas e pegue mais uma opção (Z-37)
        [empress] Como Copas, sem limite de população (Z-38)
        [emperor] Como Espadas, e exija até três cartas do dono da vítima (Z-39)
        [hierophant] Troque a vítima por um lacaio seu (Z-40)
        [lovers] Um lacaio da sua reserva num ermo vazio (Z-41)
        [chariot] Mova-se uma ou duas vezes, em qualquer direção (Z-42)
        [strength] Cresça ou clone, uma ou duas vezes (Z-43)
        [hermit] Mova-se uma vez, em qualquer direção, sem limite de população (Z-44)
        [wheel] Construa uma carta do monte virada para baixo (Z-45)
        [justice] Troque de mão com outro jogador (Z-46)
        [hangedman] Destrua todos os lacaios daqui e a carta do topo (Z-47)
        [death] Ataque uma ou duas vezes (Z-48)
        [temperance] Construa até do ermo ou sob inimigos (Z-49)
        [devil] Reoriente quaisquer lacaios aqui e ao lado (Z-50)
        [tower] Como Espadas, ou arrase a carta do topo do alvo mesmo com lacaios nela (Z-51)
        [star] Compre quatro cartas, sem limite de mão (Z-52)
        [moon] Leve este território e seus lacaios para outro lugar (Z-53)
        [sun] Construa uma carta da sua mão (Z-54)
        [judgement] Pegue até três cartas da pilha de descarte (Z-55)
        [gateway] Teletransporte-se para outro território do mesmo naipe (Z-58)
        [magician] Usado como um dos quatro poderes de naipe, da mão ou do tabuleiro (Z-36)
        [world] Usado como o poder de um trunfo virado para cima no tabuleiro (Z-56)
       *[doppelganger] Usado como a carta do topo da pilha de descarte (Z-57)
    }
image-needs-copied = Pede o que o poder usado pede (Z-18)
# $minion, $wasteland, $population, $hand: yes ou no; $facing: any, lying ou standing.
image-needs = { $minion ->
        [yes] Lacaio: { $facing ->
            [lying] deitado
            [standing] em pé
           *[any] qualquer
        }, { $wasteland ->
            [yes] ermo também
           *[no] sobre uma carta
        }
       *[no] Não precisa de lacaio
    }{ $population ->
        [no] ; sem limite de população
       *[yes] {""}
    }{ $hand ->
        [no] ; sem limite de mão
       *[yes] {""}
    }

## O texto alternativo do tabuleiro (no máximo 1.000 caracteres) e o tabuleiro em texto. $head: image-alt-head ou
## image-alt-head-uno.

image-alt-zark = Tabuleiro de { $title }, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }.
image-alt-zarcana = Tabuleiro de Zarcana, { $count ->
        [one] { $count } território
       *[other] { $count } territórios
    }.
image-alt-zarcana-wasteland = Tabuleiro de Zarcana, { $count ->
        [one] { $count } território
       *[other] { $count } territórios
    } e { $wasteland ->
        [one] { $wasteland } espaço de ermo
       *[other] { $wasteland } espaços de ermo
    }.
image-alt-head = { $name } ({ $colour }, { $letter })
image-alt-head-uno = { $name } (pirâmides: { $colour })
image-alt-resigned = { $head }: desistiu.
image-alt-seat = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão, { $pyramids ->
        [one] { $pyramids } pirâmide
       *[other] { $pyramids } pirâmides
    } em { $on ->
        [one] { $on } carta
       *[other] { $on } cartas
    }.
image-alt-seat-controls = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão, { $pyramids ->
        [one] { $pyramids } pirâmide
       *[other] { $pyramids } pirâmides
    } em { $on ->
        [one] { $on } carta
       *[other] { $on } cartas
    }, controla { $cells }.
image-alt-seat-controls-count = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão, { $pyramids ->
        [one] { $pyramids } pirâmide
       *[other] { $pyramids } pirâmides
    } em { $on ->
        [one] { $on } carta
       *[other] { $on } cartas
    }, controla { $controlled ->
        [one] { $controlled } carta
       *[other] { $controlled } cartas
    }.
# Zarcana: $final yes quando a partida já foi pontuada, senão no (a pontuação até agora).
image-alt-minions = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão, { $minions ->
        [one] { $minions } lacaio
       *[other] { $minions } lacaios
    } em { $spaces ->
        [one] { $spaces } espaço
       *[other] { $spaces } espaços
    }, { $final ->
        [yes] pontuação
       *[no] pontuação até agora
    } { $score }.
image-alt-minions-holds = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão, { $minions ->
        [one] { $minions } lacaio
       *[other] { $minions } lacaios
    } em { $spaces ->
        [one] { $spaces } espaço
       *[other] { $spaces } espaços
    }, ocupa sozinho { $held }, { $final ->
        [yes] pontuação
       *[no] pontuação até agora
    } { $score }.
image-alt-piles = Monte { $deck }, descarte { $discard }.
image-space = { $cell } { $card }
image-space-deep = { $cell } { $card }, pilha de { $depth }
image-space-wasteland = { $cell } ermo
image-text-row = Linha { $row }: { $cells }
image-text-no-cards = Ainda não há cartas no tabuleiro.
image-text-seat-head = { $name } [{ $colour }, { $letter }]
image-text-seat-head-uno = { $name } [pirâmides: { $colour }, marcadas { $mark }]
image-text-seat = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, reserva: pequenas { $small }, médias { $medium }, grandes { $large }
image-text-seat-resigned = { $head } (desistiu): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, reserva: pequenas { $small }, médias { $medium }, grandes { $large }
image-text-piles = Monte { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, descarte { $discard ->
        [one] { $discard } carta
       *[other] { $discard } cartas
    }.
image-text-piles-top = Monte { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, descarte { $discard ->
        [one] { $discard } carta
       *[other] { $discard } cartas
    } (no topo: { $card }).
# $marks: number nos jogos Uno (pirâmides marcadas pelo número do lugar), senão letter (letra da cor).
image-text-board = Tabuleiro (pirâmides: { $marks ->
        [number] número do lugar
       *[letter] letra da cor
    } + s/m/l):
image-text-winning-block = Bloco vencedor: { $cells }.
image-text-frontier = Casas vazias ao lado de cartas: { $cells }.
image-text-minions-seat = { $letter } { $name } ({ $colour }): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão; reserva: pequenos { $small }, médios { $medium }, grandes { $large }; { $final ->
        [yes] pontuação
       *[no] pontuação até agora
    } { $score }.
image-text-minions-seat-resigned = { $letter } { $name } ({ $colour }) (desistiu): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } na mão; reserva: pequenos { $small }, médios { $medium }, grandes { $large }; { $final ->
        [yes] pontuação
       *[no] pontuação até agora
    } { $score }.
image-text-spaces = Espaços (lacaios: letra da cor + s/m/l + u em pé, ou n/e/s/w deitado apontando para lá):
image-text-empty-spaces = Espaços vazios ao lado de cartas: { $cells }.

## O replay animado: seu texto alternativo e a legenda de cada quadro. $title: o nome do jogo.

image-replay-unfinished = não terminada
image-replay-agreed = encerrada por acordo, sem vencedor
image-replay-won = vencida por { $name }
image-replay-shared = dividida entre { $names }
image-replay-alt = Replay animado de { $title }, partida { $game }: { $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
    }, { $result }.
image-replay-alt-players = Replay animado de { $title } ({ $players }): { $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
    }, { $result }.
image-replay-move = Jogada { $number }/{ $total }: { $moves }
image-replay-moves = Jogadas { $first }-{ $last }/{ $total }: { $moves }
image-replay-none = Nenhuma jogada · { $result }

## O gráfico de rating de um jogador (/zark rating perfil).

image-chart-games = partidas valendo rating
image-chart-skill = habilidade (mu)
image-chart-uncertainty = ± incerteza (sigma)
