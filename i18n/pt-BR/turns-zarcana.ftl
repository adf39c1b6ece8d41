# O que um turno de Zarcana diz. $form: past (o que alguém fez) ou would (a prévia, ao jogador: particípio após
# "Você teria"). $size: small, medium, large. $facing: up, north, east, south, west. "none": uma parte ausente.

zarcana-move-line = **{ $name }** { $move } · `{ $notation }`
zarcana-catch-up-line = { $name }: { $move } · `{ $notation }`
zarcana-move-place = { $form ->
        [would] colocado
       *[past] colocou
    } um lacaio pequeno em { $cell }
zarcana-with-minion = com { $form ->
        [would] seu
       *[past] seu
    } lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } em { $cell }
zarcana-move-play = { $form ->
        [would] jogado
       *[past] jogou
    } "{ $card }"{ $power ->
        [none] {""}
       *[given] {" "}como "{ $power }"
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-use = { $form ->
        [would] usado
       *[past] usou
    } o território sob seu lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } em { $cell } ("{ $power }"){ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-drawn = { $form ->
        [would] usado
       *[past] usou
    } a carta do Louco como "{ $power }"{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-again = { $form ->
        [would] agido de novo
       *[past] agiu de novo
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-reorient-own = { $form ->
        [would] girado
       *[past] girou
    } o próprio lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } em { $cell } { $facing ->
        [up] para ficar em pé
        [north] para o norte
        [east] para o leste
        [south] para o sul
       *[west] para o oeste
    }
zarcana-move-reorient-other = { $form ->
        [would] girado
       *[past] girou
    } o lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } de { $owner } em { $cell } { $facing ->
        [up] para ficar em pé
        [north] para o norte
        [east] para o leste
        [south] para o sul
       *[west] para o oeste
    }
zarcana-move-done = { $form ->
        [would] dito "pronto"
       *[past] terminou
    }
zarcana-move-draw = { $form ->
        [would] comprado
       *[past] comprou
    } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
zarcana-move-discard-hand = { $form ->
        [would] descartado
       *[past] descartou
    } a mão inteira, "{ $top }" no topo{ $under ->
        [none] {""}
       *[given] , depois { $under }
    }
zarcana-then-list = { $first }, depois { $rest }
zarcana-move-pass = { $form ->
        [would] passado
       *[past] passou
    }
zarcana-move-declare = { $form ->
        [would] declarado
       *[past] declarou
    } a rodada final
zarcana-move-give = { $form ->
        [would] dado
       *[past] deu
    } { $cards } a { $name } (a exigência do Imperador)
zarcana-move-give-hidden = { $form ->
        [would] dado
       *[past] deu
    } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a { $name } (a exigência do Imperador)
zarcana-move-top = { $form ->
        [would] posto
       *[past] pôs
    } "{ $card }" no topo da pilha de descarte
zarcana-move-resign = { $form ->
        [would] desistido
       *[past] desistiu
    }
zarcana-move-agree = { $form ->
        [would] aceitado
       *[past] aceitou
    } encerrar a partida
zarcana-no-cards = nada

zarcana-effect-strike = { $form ->
        [would] atacado
       *[past] atacou
    } o lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } de { $owner } em { $cell }{ $count ->
        [0] {""}
        [one] , exigindo { $count } carta
       *[other] , exigindo { $count } cartas
    }
zarcana-effect-raze = { $form ->
        [would] demolido
       *[past] demoliu
    } a carta do topo de { $cell }
zarcana-effect-convert = { $form ->
        [would] convertido
       *[past] converteu
    } o lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } de { $owner } em { $cell } em seu lacaio { $into ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }
zarcana-effect-move = { $form ->
        [would] avançado
       *[past] avançou
    } para { $cell } e ficou em pé
zarcana-effect-grow = { $form ->
        [would] crescido
       *[past] cresceu
    }
zarcana-effect-clone = { $form ->
        [would] clonado
       *[past] clonou
    } um lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }, em pé
zarcana-effect-build = { $form ->
        [would] construído
       *[past] construiu
    } { $card ->
        [none] uma carta
       *[given] "{ $card }" da sua mão
    } em { $cell }
zarcana-effect-draw = { $form ->
        [would] comprado
       *[past] comprou
    } { $count ->
        [one] { $count } carta
       *[given] { $count } cartas
    } e depois { $form ->
        [would] tomado
       *[past] tomou
    } mais uma opção
zarcana-effect-create = { $form ->
        [would] posto
       *[past] pôs
    } seu lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } em { $cell }
zarcana-effect-swap = { $form ->
        [would] trocado
       *[past] trocou
    } de mão com { $name }
zarcana-effect-transport = { $form ->
        [would] levado
       *[past] levou
    } este território e seus lacaios para { $cell }
zarcana-effect-take = { $form ->
        [would] pegado
       *[past] pegou
    } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } da pilha de descarte
zarcana-effect-teleport = { $form ->
        [would] se teletransportado
       *[past] se teletransportou
    } para { $cell }, em pé

zarcana-answer = { $answer ->
        [use-drawn] /{ cmd-zarcana } { cmd-zarcana-drawn }
        [second-step] /{ cmd-zarcana } { cmd-zarcana-again }, ou /{ cmd-zarcana } { cmd-zarcana-done }
        [reorienting] /{ cmd-zarcana } { cmd-zarcana-reorient }, ou /{ cmd-zarcana } { cmd-zarcana-done }
        [demand] /{ cmd-zarcana } { cmd-zarcana-give } (em particular: só vocês dois veem as cartas)
       *[order] /{ cmd-zarcana } { cmd-zarcana-top }
    }
zarcana-next-answer = { $users }: { $decision } Responda com { $answer }.
zarcana-turn-note = { $card ->
        [none] { $round ->
            [final] a rodada final (H-18)
            [last] o último turno: o monte acabou pela segunda vez (H-18)
           *[none] {""}
        }
       *[given] uma opção extra da Sacerdotisa, não com "{ $card }" (Z-37){ $round ->
            [final] ; a rodada final (H-18)
            [last] ; o último turno: o monte acabou pela segunda vez (H-18)
           *[none] {""}
        }
    }
zarcana-next-thinking = { $users } { $count ->
        [one] está pensando
       *[other] estão pensando
    } (turno { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }).
zarcana-next-your-turn = { $users }, sua vez (turno { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }): /{ cmd-zarcana } commands.
zarcana-over-agreed = A partida acabou: foi encerrada por acordo, sem vencedor.
zarcana-over-resigned = { $names } vence: todos os outros jogadores desistiram!
zarcana-over-won = { $names } { $count ->
        [one] vence com { $score ->
            [one] { $score } ponto
           *[other] { $score } pontos
        }
       *[other] dividem a vitória (H-19) com { $score ->
            [one] { $score } ponto
           *[other] { $score } pontos
        } cada
    }, a maior pontuação (Z-62 a Z-64){ $against ->
        [none] {""}
       *[given] , contra { $against }
    }.

zarcana-event-drew = { $name } comprou { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }.
zarcana-event-reshuffled = A pilha de descarte foi embaralhada em um novo monte de { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } (Z-65).
zarcana-event-safety-end = O monte acabou pela segunda vez: a partida termina neste turno (H-18).
zarcana-event-extra-option = A Sacerdotisa dá a { $name } mais uma opção, não com "{ $card }" (Z-37).
zarcana-event-fool-drew = O Louco revelou "{ $card }".
zarcana-event-no-use = "{ $card }" não tinha uso legal e foi descartada (Z-35).
zarcana-event-built = "{ $card }" foi construída em { $cell }.
zarcana-event-face-down = Uma carta ficou virada para baixo em { $cell }: ninguém pode olhá-la (Z-45).
zarcana-event-razed = "{ $card }" foi removida de { $cell }.
zarcana-event-destroyed = O lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } de { $name } em { $cell } foi destruído.
zarcana-event-reduced = O lacaio de { $name } em { $cell } foi reduzido a { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    }.
zarcana-event-lost = O lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } de { $name } em { $cell } ficou no vazio e foi destruído (Z-12).
zarcana-event-converted = O lacaio de { $name } em { $cell } virou o lacaio { $size ->
        [small] pequeno
        [medium] médio
       *[large] grande
    } de { $other }.
zarcana-event-transported = O território de { $cell } agora fica em { $to }.
zarcana-event-demand = { $name } exige { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } de { $other } (o Imperador, Z-39).
zarcana-event-gave = { $name } deu { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a { $other }: só os dois sabem quais.
zarcana-event-swapped = { $name } e { $other } trocaram de mão (a Justiça, Z-46): cada um vê sua nova mão em particular.
zarcana-event-took = { $name } pegou { $cards } da pilha de descarte (Z-55).
zarcana-event-discarded = { $name } descartou { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, "{ $card }" no topo.
zarcana-event-final-round = { $name } declarou a rodada final: { $players } jogam mais uma vez, depois a partida é pontuada (H-18).
zarcana-event-revealed = A carta virada para baixo em { $cell } é "{ $card }" (Z-45).

zarcana-hand = Sua mão ({ $count }): { $cards }.
zarcana-hand-empty = Sua mão está vazia.
zarcana-stash = Sua reserva: { $small } pequenos, { $medium } médios, { $large } grandes.
zarcana-yours-to-answer = Você deve responder: { $decision } Use { $answer }.
zarcana-your-turn-options = Sua vez: /{ cmd-zarcana } { $options }.
zarcana-news-given = { $name } deu a você { $cards } (a exigência do Imperador, Z-39).
zarcana-news-swapped = { $name } trocou de mão com você (a Justiça, Z-46): esta é sua nova mão.
zarcana-catch-up-nothing = Nada aconteceu desde a sua última jogada.
zarcana-catch-up = Desde a sua última jogada ({ $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
    }; as casas alteradas estão contornadas):
zarcana-report-done = Feito: { $line }
zarcana-report-drew = Você comprou: { $cards }.
zarcana-report-face-down = Você pôs "{ $card }" virada para baixo em { $cell }: só você a viu, e ninguém poderá olhá-la até a partida ser pontuada (Z-45).
zarcana-report-now-yours = Agora é com você: { $decision } Use { $answer }.
zarcana-report-extra-option = A Sacerdotisa dá a você mais uma opção, não com "{ $card }": /{ cmd-zarcana } commands.
zarcana-report-waiting = Aguardando: { $decision }

zarcana-preview-move = Você teria { $move }.
zarcana-preview-stand-ins = As cartas que esta jogada tira do monte são substitutas aqui: você só vê quais recebe quando jogar a jogada.
zarcana-preview-end = A partida terminaria: { $winners } venceria(m) ({ $scores }).
zarcana-preview-you = você
zarcana-preview-then = Depois: { $decision }

zarcana-table-words = { $count } cartas{ $extra ->
        [yes] {" "}com o Sósia e o Portal
       *[no] {""}
    }, { $order ->
        [marseille] ordem dos trunfos de Marselha (Justiça 8, Força 11)
       *[rws] ordem dos trunfos RWS
    }, { $safety ->
        [on] fim de segurança ligado
       *[off] sem fim de segurança
    }, { $ties ->
        [pips] empates decididos pelos pontos no tabuleiro
       *[shared] empates divididos
    }, { $first ->
        [lot] primeiro jogador por sorteio
       *[given] o { $first }º a entrar começa
    }

zarcana-status-agreed = Fim de jogo: encerrado por acordo, sem vencedor.
zarcana-status-over = Fim de jogo: { $winners } { $count ->
        [one] vence
       *[other] vencem
    }{ $scores ->
        [none] {"."}
       *[given] {" "}({ $scores }).
    }
zarcana-status-decision = Turno { $turn }: { $decision }
zarcana-status-to-play = Turno { $turn }: vez de { $name }{ $card ->
        [none] {""}
       *[given] {" "}(uma opção extra, não com "{ $card }")
    }.{ $final ->
        [yes] {" "}Rodada final.
       *[no] {""}
    }
zarcana-and = { $first } e { $last }
