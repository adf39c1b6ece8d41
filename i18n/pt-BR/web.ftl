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

## Jogadores, rankings e servidores listados (web/people.py), e as respostas do comando /web.

web-home-boards = Rankings dos servidores listados
web-player-title = { $name }: ratings e partidas
web-player-ratings = Ratings
web-player-standing = { $title }: { $skill }, { $games ->
        [one] { $games } partida valendo rating
       *[other] { $games } partidas valendo rating
    }, { $wins ->
        [one] { $wins } vencida
       *[other] { $wins } vencidas
    }
web-player-speed-title = Tempo para jogar
web-player-speed = Tempo mediano para jogar: { $span } (em { $count ->
        [one] { $count } vez
       *[other] { $count } vezes
    }).
web-player-speed-none = Nenhuma vez deste jogador foi cronometrada ainda.
web-player-caretaker = { $count ->
        [0] O substituto nunca precisou jogar por este jogador.
        [one] O substituto jogou { $count } vez por este jogador, após um prazo perdido.
       *[other] O substituto jogou { $count } vezes por este jogador, após prazos perdidos.
    }
web-player-history = Últimas partidas valendo rating
web-player-game = { $title }, { $when }: { $place }º lugar de { $seats }, rating { $before } → { $after }
web-player-no-history = Ainda nenhuma partida valendo rating em um servidor listado.
web-player-opponents = Adversários mais frequentes
web-player-opponent = { $name }: { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
web-player-no-opponents = Ainda nenhum adversário em um servidor listado.
web-board-everyone = { $title }: ranking dos servidores listados
web-board-everyone-note = Jogadores com pelo menos três partidas valendo rating que jogaram em um servidor listado na web e não ocultaram o perfil.
web-board-server = { $title }: ranking deste servidor
web-board-place = { $place }. { $name }: { $skill }, { $games ->
        [one] { $games } partida valendo rating
       *[other] { $games } partidas valendo rating
    }
web-board-empty = Ainda não há ninguém neste ranking: são precisas três partidas valendo rating.
web-server-title = As partidas e os rankings de um servidor do Discord
web-server-title-named = { $name }: partidas e rankings
web-server-games = Últimas partidas
web-server-no-games = Nenhuma partida foi jogada aqui ainda.
web-server-game = { $title }, partida { $game } ({ $when }): { $status ->
        [finished] terminada
        [abandoned] interrompida
       *[playing] em andamento
    }
web-listing-on = Este servidor agora está listado na web: as partidas, os rankings e os perfis dos jogadores dele estão em { $url }. Qualquer um pode ocultar o próprio perfil com /{ cmd-web } { cmd-web-profile } { cmd-web-profile-hide }.
web-listing-on-no-address = Este servidor agora está listado na web; este bot ainda não tem um endereço web público, então não há link para dar.
web-listing-off = Este servidor não está mais listado: a página dele, os rankings e os perfis que ele tornava visíveis saíram da web. A página de uma partida continua abrindo pelo link dela.
web-listing-no-server = Listar é coisa de servidor: use este comando em um dos canais dele.
web-listing-not-allowed = Só quem tem a permissão "Gerenciar servidor" pode listar este servidor na web ou tirá-lo de lá.
web-profile-hidden = Seu perfil agora está oculto em toda a web: o endereço dele não mostra nada e nenhum ranking cita você.
web-profile-shown = Seu perfil volta a aparecer na web, com links a partir dos servidores listados lá.
web-no-address = Este bot não tem um endereço web público, então não há links para dar.
web-link-profile = Seu perfil: { $url }
web-link-hidden = Seu perfil está oculto. Mostre-o de novo com /{ cmd-web } { cmd-web-profile } { cmd-web-profile-show }.
web-link-unlisted = Seu perfil não está na web: nenhuma das suas partidas valendo rating foi jogada em um servidor listado lá.
web-link-server = A página deste servidor: { $url }
