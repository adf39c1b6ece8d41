# A revisão depois da partida (play/review.py, /zark revisão): só quem pergunta a lê, no seu idioma. $game: o número
# da partida; $turn: o número de um turno; $name, $winner: nomes de jogadores; $words: uma jogada em palavras,
# $move: em notação.

# $title: o nome do jogo (Zark City); $moves: quantas jogadas ela teve.
review-heading = **Revisão da partida { $game }** ({ $title }, { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }; ela vê todas as mãos)
review-allowed-win = Turno { $turn }: a jogada de { $name } deixou para { $winner } uma vitória em uma jogada, que foi aproveitada. Jogada vencedora: { $words } (`{ $move }`).
review-missed-win = Turno { $turn }: { $name } perdeu uma vitória em uma jogada. Jogada vencedora: { $words } (`{ $move }`).
review-nothing = Nada a apontar: nenhuma vitória em uma jogada foi perdida, e nenhuma jogada deixou a vitória para o próximo jogador.
# Os achados que não cabem mais na mensagem.
review-more = … e mais { $count ->
        [one] { $count } achado
       *[other] { $count } achados
    }.
# As contas de cada jogador: $missed vitórias em uma jogada perdidas, $allowed vitórias que as jogadas dele
# deixaram para o próximo jogador.
review-counts = { $name }: { $missed ->
        [one] { $missed } vitória perdida
       *[other] { $missed } vitórias perdidas
    }, { $allowed ->
        [one] { $allowed } vitória deixada
       *[other] { $allowed } vitórias deixadas
    } para o próximo jogador.
review-buttons = Os botões mostram o tabuleiro antes de cada achado.
# Mais tabuleiros que botões: $count, quantos botões há.
review-buttons-first = Os botões mostram o tabuleiro antes de cada achado (os { $count } primeiros).

## Um botão sob a revisão (no máximo 80 caracteres), e o que é o tabuleiro que ele mostra.

review-jump-missed = Turno { $turn }: { $name }, vitória perdida
review-jump-allowed = Turno { $turn }: { $name }, vitória deixada
# $move: o número da jogada; $players: de quem era a vez então; $count: quantos.
review-board-before = O tabuleiro antes da jogada { $move } (turno { $turn }), { $count ->
        [one] vez de { $players }
       *[other] vez de { $players }
    }.
review-board-before-nobody = O tabuleiro antes da jogada { $move } (turno { $turn }), vez de ninguém.
