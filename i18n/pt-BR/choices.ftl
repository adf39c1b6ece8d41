choice-with-words = { $value } · { $words }
autocomplete-busy = O bot está ocupado: digite o valor você mesmo ou tente de novo daqui a pouco.
table-option-rated-on = o resultado mexe no rating dos jogadores
table-option-rated-off = uma partida amistosa, sem valer rating
table-option-hints-off = sem dicas, como numa partida valendo rating
table-option-hints-on = /{ cmd-zark } { cmd-zark-hint } sugere jogadas; uma partida assim nunca vale rating
table-option-boards-turn = um tabuleiro a cada mensagem
table-option-boards-round = um tabuleiro uma vez por rodada
table-option-boards-asked = nenhum tabuleiro, a não ser que alguém peça com /{ cmd-zark } { cmd-zark-board }
table-option-edition-arcade = uma carta comprada a cada turno, ataques com troco, voar
table-option-edition-classic = as regras de 2008, toda figura vale 1, sem voar (R-19 a R-21)
table-option-deck-standard = 52 cartas e 2 Curingas
table-option-deck-zark = cinco naipes com as Estrelas, sem Curingas
table-option-attack-own-off = só as pirâmides dos outros jogadores podem ser atacadas (R-11)
table-option-attack-own-on = os jogadores também podem atacar as próprias pirâmides (R-11)
table-option-safety-end-on = o jogo também termina quando o monte acaba pela segunda vez (H-18)
table-option-safety-end-off = só uma declaração termina o jogo (H-18)
table-option-tie-break-off = um empate é uma vitória dividida (H-19)
table-option-tie-break-on = um empate fica com quem tiver mais pontos de lacaios no tabuleiro (H-19)
table-option-extra-cards-off = o baralho sem cartas extras (H-20)
table-option-extra-cards-on = o Sósia e o Portal entram no baralho (H-20)
table-option-trump-order-rws = Força é 8, Justiça 11 (H-21)
table-option-trump-order-marseille = Justiça é 8, Força 11 (H-21)
table-option-first-player-lot = o primeiro jogador é sorteado (H-1)
table-option-first-player-seat = quem entrou em { $seat ->
        [1] primeiro
        [2] segundo
        [3] terceiro
        [4] quarto
       *[5] quinto
    } lugar joga primeiro (H-1)
zarcana-choice-space = { $cell } ({ $top ->
        [wasteland] ermo
        [face-down] uma carta virada para baixo
       *[card] { $card }
    })
zarcana-choice-minion = { $whose ->
        [yours] seu lacaio
       *[named] o lacaio
    } { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }{ $whose ->
        [yours] {""}
       *[named] {" "}de { $owner }
    }, { $facing ->
        [up] em pé
        [north] apontando para o norte
        [east] apontando para o leste
        [south] apontando para o sul
       *[west] apontando para o oeste
    }
zarcana-choice-no-minions = nenhum lacaio
zarcana-choice-no-minion = nenhum lacaio: este poder não precisa de um (Z-18, Z-29a)
zarcana-choice-facing = { $facing ->
        [up] em pé
        [north] apontando para o norte
        [east] apontando para o leste
        [south] apontando para o sul
       *[west] apontando para o oeste
    }
zarcana-choice-power = { $power }: { $does }
zarcana-choice-card = { $card }{ $number ->
        [none] {""}
       *[given] {" "}({ $number })
    }
zarcana-choice-as = { $card } · como { $powers }
zarcana-choice-draw-count = { $number } · comprar { $number }, ficando com { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }
zarcana-choice-top = { $card } no topo (H-9)
zarcana-choice-give = dar { $cards }
zarcana-choice-strike = atacar { $whose ->
        [yours] seu lacaio
       *[named] o lacaio
    } { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }{ $whose ->
        [yours] {""}
       *[named] {" "}de { $owner }
    } em { $space }{ $count ->
        [0] {""}
        [one] , exigindo { $count } carta
       *[other] , exigindo { $count } cartas
    }
zarcana-choice-raze = demolir a carta do topo de { $space }
zarcana-choice-convert = converter { $whose ->
        [yours] seu lacaio
       *[named] o lacaio
    } { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }{ $whose ->
        [yours] {""}
       *[named] {" "}de { $owner }
    } em { $space } em seu lacaio { $into ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }
zarcana-choice-move = mover-se para { $space } e ficar em pé
zarcana-choice-grow = crescer{ $into ->
        [small] {" "}para pequeno
        [medium] {" "}para médio
        [large] {" "}para grande
       *[none] {""}
    }
zarcana-choice-clone = clonar um lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }, em pé
zarcana-choice-build = construir { $card ->
        [none] uma carta do monte
       *[given] { $card } da sua mão
    } em { $space }
zarcana-choice-draw = comprar { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } e depois escolher mais uma opção
zarcana-choice-create = colocar seu lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } em { $space }
zarcana-choice-swap = trocar de mão com { $name } ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    })
zarcana-choice-transport = levar este território e seus lacaios para { $space }
zarcana-choice-take = pegar { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } da pilha de descarte: { $cards }
zarcana-choice-teleport = teletransportar-se para { $space } e ficar em pé
zarcana-choice-plain = nada a escolher
