# Os ratings em palavras (play/ratings.py): /zark rating perfil e /zark rating ranking (só quem pergunta os lê, no
# seu idioma) e a linha que o último tabuleiro de uma partida valendo rating acrescenta (o idioma da mesa).
# Os números ($mu, $sigma, $before, $after, $ordinal, $rate) chegam escritos como o idioma os escreve (27,3).
# $title: o nome de um jogo (Zark City, Unocitta, Unopolis, Zarcana), nunca traduzido. $player: uma menção ou o nome
# de um nível do computador (ratings-computer).

ratings-no-game = Não há nenhum jogo chamado { $name }. Os jogos são { $games }.

## Um rating: a força e a incerteza dela.

ratings-skill = { $mu } ± { $sigma }
ratings-skill-provisional = { $mu } ± { $sigma } (provisório)
# O pseudojogador com rating de um nível do computador. $level: easy, medium ou hard.
ratings-computer = { $level ->
        [easy] Computador (fácil)
        [medium] Computador (médio)
        [hard] Computador (difícil)
       *[any] Computador ({ $level })
    }

## /zark rating perfil

ratings-none-yours = Você ainda não tem partidas valendo rating: toda partida jogada aqui até o fim vale rating. Comece uma com /{ cmd-zark } { cmd-zark-new }.
ratings-none-yours-of = Você ainda não tem partidas de { $title } valendo rating: toda partida jogada aqui até o fim vale rating. Comece uma com /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs = { $player } ainda não tem partidas valendo rating: toda partida jogada aqui até o fim vale rating. Comece uma com /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs-of = { $player } ainda não tem partidas de { $title } valendo rating: toda partida jogada aqui até o fim vale rating. Comece uma com /{ cmd-zark } { cmd-zark-new }.
ratings-profile-heading = Ratings de { $player }:
# $skill: ratings-skill. $rate: a parte das partidas vencidas, em porcentagem.
ratings-standing = **{ $title }**: { $skill }, { $games ->
        [one] { $games } partida valendo rating
       *[other] { $games } partidas valendo rating
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    } ({ $rate })
ratings-latest = Últimas partidas valendo rating:
# Uma das últimas partidas valendo rating. $date: o Discord a mostra no formato de quem lê; $place: 1 para o
# vencedor; $seats: quantos jogaram; $before, $after: a força antes e depois; $where: o tópico da partida.
ratings-played = { $date } { $title }, partida { $game }: { $place ->
        [1] vencida
       *[lower] { $place }º lugar
    } (de { $seats }), { $before } → { $after } · { $where }
ratings-provisional-note = Provisório: a incerteza ainda passa de ±{ $sigma }; mais algumas partidas vão firmá-lo.
ratings-no-chart = Ainda não há gráfico do rating em { $title }: é preciso ter { $count ->
        [one] { $count } partida valendo rating
       *[other] { $count } partidas valendo rating
    }.
# O texto alternativo do gráfico de rating. $name: o nome exibido do jogador; $first, $last: a força no início e
# agora; $first_sigma, $last_sigma: a incerteza no início e agora.
ratings-chart-alt = Rating de { $name } em { $title } ao longo de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }, de { $first } para { $last }; a faixa sombreada é a incerteza, ±{ $first_sigma } no início e ±{ $last_sigma } agora.

## /zark rating ranking

ratings-board-empty-here = Ninguém tem ainda { $count ->
        [one] { $count } partida valendo rating
       *[other] { $count } partidas valendo rating
    } de { $title } neste servidor, então não há ranking.
ratings-board-empty-anywhere = Ninguém tem ainda { $count ->
        [one] { $count } partida valendo rating
       *[other] { $count } partidas valendo rating
    } de { $title } em lugar nenhum, então não há ranking.
# $count: as partidas valendo rating de que um jogador precisa; $qualified: quantos jogadores as têm.
ratings-board-heading-here = **{ $title }**, este servidor: por mu - 3 sigma, jogadores com pelo menos { $count ->
        [one] { $count } partida valendo rating
       *[other] { $count } partidas valendo rating
    } ({ $qualified } no total)
ratings-board-heading-everywhere = **{ $title }**, em todo lugar: por mu - 3 sigma, jogadores com pelo menos { $count ->
        [one] { $count } partida valendo rating
       *[other] { $count } partidas valendo rating
    } ({ $qualified } no total)
# Uma linha do ranking. $place: 1 para o primeiro; $ordinal: o número pelo qual ele ordena (mu - 3 sigma).
ratings-leader = { $place }. { $player } { $ordinal } ({ $skill }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
# A posição de quem pergunta, abaixo do ranking. $line: a linha ratings-leader dessa pessoa.
ratings-you = Você: { $line }
ratings-not-on-board-here = Você ainda não está nele: é preciso ter { $count ->
        [one] { $count } partida valendo rating
       *[other] { $count } partidas valendo rating
    } de { $title }, uma delas aqui.
ratings-not-on-board = Você ainda não está nele: é preciso ter { $count ->
        [one] { $count } partida valendo rating
       *[other] { $count } partidas valendo rating
    } de { $title }.

## O fim de uma partida valendo rating, no último tabuleiro dela.

# A mudança de um jogador. $name: o nome dele na mesa.
ratings-change = { $name } { $before } → { $after }
# $changes: o ratings-change de cada jogador.
ratings-changes = Ratings em { $title }: { $changes } (/{ cmd-zark } { cmd-zark-rating } { cmd-zark-rating-profile } mostra o seu).
