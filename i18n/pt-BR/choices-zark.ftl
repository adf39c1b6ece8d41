# As entradas do preenchimento automático da família Zark (play/zark/choices.py): o que um jogador lê na lista sob
# uma opção de /construir, /crescer, /mover, /atacar… (o valor de uma entrada é notação: não está aqui). Cada
# entrada é uma só mensagem, de no máximo 100 caracteres (uma mais longa é cortada). $cell: uma casa (M13); $card:
# uma carta como os jogadores a leem: seu código (7♥, K♦, 5★), um dos nomes zark-cards-*, ou zark-choice-wild-as
# para um Coringa no tabuleiro; $size e $bigger: small, medium ou large.

## As partes das entradas abaixo

# Uma pirâmide no tabuleiro: a do leitor ($own: yes) ou a de $owner (o nome de um jogador; $own: no).
zark-choice-pyramid = { $own ->
    [yes] sua { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    }
   *[no] { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } de { $owner }
  }
# Um Coringa no tabuleiro e o que ele vale (R-24).
zark-choice-wild-as = { $wild } valendo { $nomination }
# Uma carta ao lado de uma casa vazia, em zark-choice-next-to: N14 (8♥).
zark-choice-neighbour = { $cell } ({ $card })

## As entradas

# Uma carta da mão: seu código e depois seu nome por extenso ($words: zark-card-in-words).
zark-choice-card = { $card } · { $words }
# Uma casa e sua carta; $pyramids: as pirâmides nela (zark-choice-pyramid), com vírgulas.
zark-choice-cell = { $cell } · { $card } · { $pyramids }
zark-choice-cell-bare = { $cell } · { $card } · sem pirâmides
zark-choice-cell-empty = { $cell } · casa vazia
# Uma casa vazia, pelas cartas ao lado; $near: uma ou duas zark-choice-neighbour, com vírgulas.
zark-choice-next-to = { $cell } · ao lado de { $near }
# /crescer: a casa, sua carta, suas pirâmides e o crescimento ($size para $bigger).
zark-choice-grow = { $cell } · { $card } · { $pyramids } · fazer sua { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } crescer para { $bigger ->
        [small] pequena
        [medium] média
       *[large] grande
    }
# /atacar alvo: $pyramid é zark-choice-pyramid; $pips seu tamanho em pontos (1 a 3).
zark-choice-target = { $cell } · { $card } · { $pyramid } ({ $pips ->
        [one] { $pips } ponto
       *[other] { $pips } pontos
    })
# /atacar pagamento: $cards as cartas pagas, com vírgulas; $points quanto valem.
zark-choice-payment = { $cards } · { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }
# Pagar mais pontos do que a pirâmide tem: o atacante compra $change cartas de troco (R-13).
zark-choice-payment-change = { $cards } · { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }, comprar { $change ->
        [one] { $change } carta
       *[other] { $change } cartas
    } de troco
# /descartar: as cartas, com vírgulas.
zark-choice-discard = { $cards }
# /atacar resultado.
zark-choice-demolish = Demolir: a pirâmide volta para a reserva do dono
zark-choice-convert = Converter: sua { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } fica no lugar dela
