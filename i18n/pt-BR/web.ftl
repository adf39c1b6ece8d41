# As páginas do companheiro web (web/): a página de uma partida, suas jogadas e as páginas de um endereço que não leva a lugar nenhum.

web-site-name = Zark City para Discord
web-home-title = Zark City para Discord: o companheiro web
web-home = As partidas são jogadas no Discord. Cada partida tem aqui a sua própria página, que só se abre pelo link das mensagens do tabuleiro dela.
web-game-title = { $title }, partida { $game }
web-game-description = { $players } · { $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
    } · { $status }
web-status-turn = { $count ->
        [one] É a vez de { $names }.
       *[other] É a vez de { $names }.
    }
web-status-turn-until = { $count ->
        [one] É a vez de { $names }, até { $until } (UTC).
       *[other] É a vez de { $names }, até { $until } (UTC).
    }
web-status-won = { $count ->
        [one] { $names } venceu.
       *[other] { $names } dividiram a vitória.
    }
web-status-no-winner = A partida terminou em comum acordo, sem vencedor.
web-status-stopped = Esta partida foi interrompida antes de terminar.
web-players = Jogadores
web-computer = computador
web-to-play = da vez
web-moves = Jogadas até agora
web-no-moves = Nenhuma jogada ainda.
web-move-line = { $number }. { $name }: { $words }
web-board-now = O tabuleiro agora
web-board-deal = O tabuleiro na distribuição, antes da primeira jogada
web-board-after = O tabuleiro depois da jogada { $number } de { $total }
web-first = A distribuição
web-previous = Jogada anterior
web-next = Próxima jogada
web-latest = O tabuleiro agora
web-steps = Percorrer as jogadas
web-keys = As setas para a esquerda e para a direita do teclado também percorrem as jogadas.
web-ratings = Mudanças de rating
web-rating-change = { $name }: { $before } → { $after }
web-thread = Abrir o tópico da partida no Discord
web-downloads = Downloads
web-record = O registro da partida (texto)
web-replay = O replay animado (GIF)
web-live = As novas jogadas aparecem nesta página assim que são feitas.
web-not-found-title = Página não encontrada
web-not-found = Não há página neste endereço. A página de uma partida se abre pelo link das mensagens do tabuleiro dela no Discord.
web-not-allowed-title = Não permitido
web-not-allowed = Estas páginas só podem ser lidas.
web-too-many-title = Pedidos demais
web-too-many = { $seconds ->
        [one] Pedidos demais vindos do seu endereço: tente de novo em { $seconds } segundo.
       *[other] Pedidos demais vindos do seu endereço: tente de novo em { $seconds } segundos.
    }
web-error-title = Algo deu errado
web-error = Não foi possível montar a página. Tente de novo daqui a pouco.
web-home-link = Início
web-view-button = Ver na web
web-own-title = A visão própria de { $name }: { $title }
web-own-note = Só você recebeu este endereço: ele mostra a sua mão além da mesa, até { $until } (UTC).
web-own-button = Minha visão na web (24 horas)
web-hand = Sua mão
web-forbidden-title = Este link não abre
web-forbidden = Este link privado não é válido ou expirou. Peça um novo com /{ cmd-zark } { cmd-zark-hand } no Discord.
