# Partidas ao longo de dias: as respostas de /zark relógio, prazos, notificações, ausente, partidas, remover e ping,
# e os lembretes e avisos do agendador. $game: número de uma partida; $when, $until: um momento, que o Discord mostra
# a cada leitor no seu fuso horário e idioma; $players, $player, $host: menções.

## Durações, legíveis de relance (abreviadas)

days-span-days = { $days } d
days-span-days-hours = { $days } d { $hours } h
days-span-hours = { $hours } h
days-span-hours-minutes = { $hours } h { $minutes } min
days-span-minutes = { $minutes } min

## /zark relógio

days-clock-not-waiting = A partida { $game } não está esperando ninguém ({ $status ->
        [lobby] ainda está na sala
        [finished] já terminou
       *[abandoned] foi interrompida
    }).
days-clock-waits = A partida { $game } espera { $players }{ $waited ->
        [unknown] .
       *[known] {" "}há { $waited }.
    }
days-clock-waits-computers = A partida { $game } espera seus jogadores do computador, que jogam sozinhos.
days-clock-deadline = Tempo restante: { $left }; depois, um substituto joga no lugar ({ $when }).
days-clock-no-deadline = Esta partida não tem prazo de jogada.
days-clock-reminder = Próximo lembrete: { $when }.

## /zark prazos

days-timers = Primeiro lembrete após { $after }, depois a cada { $every }; prazo de jogada: { $deadline ->
        [off] nenhum
       *[on] { $deadline }
    }; o anfitrião pode remover um jogador após { $limit ->
        [one] { $limit } jogada do substituto
       *[other] { $limit } jogadas do substituto
    } seguidas.
days-timers-changed = O anfitrião mudou os lembretes e o prazo: { $timers }
days-timers-defaults = As partidas novas deste servidor vão usar: { $timers }

## /zark notificações

days-notify = DMs de vez: { $dm ->
        [on] ligadas
        [closed] ligadas, mas suas DMs estavam fechadas da última vez (ligue de novo para tentar outra vez)
       *[off] desligadas
    }. Horas de silêncio: { $start ->
        [none] nenhuma
       *[hours] das { $start }:00 às { $end }:00
    } ({ $zone }). Idioma das DMs e lembretes: { $language } ({ $chosen ->
        [yes] escolhido por você
       *[no] o último em que você usou o bot; escolha um com /{ cmd-zark } { cmd-zark-notify } { cmd-zark-notify.language }:
    }). Uma menção no tópico da partida sempre chega.

## /zark ausente

days-away-news = { $player } está ausente até { $until }: até lá, nada de lembretes nem prazos para essa pessoa.
days-away-answer = Você está ausente até { $until }: até lá, nada de lembretes nem prazos para você.
days-back-news = { $player } voltou: os lembretes e prazos dessa pessoa correm de novo.
days-back-answer = Bem-vindo de volta: seus lembretes e prazos correm de novo.

## /zark partidas

days-games-none-here = Você não está em nenhuma partida aqui agora. Comece uma com /{ cmd-zark } { cmd-zark-new }.
days-games-none-anywhere = Você não está em nenhuma partida agora. Comece uma com /{ cmd-zark } { cmd-zark-new }.
days-games-here = { $place } (partida { $game }): { $state ->
        [mine] 👉 sua vez
        [lobby] sala
        [setup] começando
       *[playing] em andamento
    }, { $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    }
days-games-lobby-anywhere = Partida { $game }: sala · { $link }
days-games-yours-anywhere = Partida { $game }: 👉 sua vez{ $waited ->
        [unknown] {""}
       *[known] , esperando há { $waited }
    } · { $link }
days-games-theirs-anywhere = Partida { $game }: esperando { $players }{ $waited ->
        [unknown] {""}
       *[known] {" "}há { $waited }
    } · { $link }
days-games-computers = seus jogadores do computador
days-finished-newest-first = Terminadas, as mais recentes primeiro:
days-finished-latest = As últimas { $count } terminadas:
days-finished-line = - { $date } { $title }, partida { $game }: { $outcome } · { $place }
days-outcome = { $how ->
        [won] vitória
        [shared] { $rank }º lugar dividido de { $seats }
        [place] { $rank }º lugar de { $seats }
        [resigned] desistência
        [agreed] encerrada de comum acordo, sem vencedor
        [friendly] terminada: amistosa, não vale rating
        [friendly-resigned] desistência: amistosa, não vale rating
       *[unrated] terminada (não vale rating)
    }

## /zark remover

days-removed = Pronto: { $name } foi removido da partida { $game }; a vez dessa pessoa é pulada.
days-remove-choice = { $name } · { $count ->
        [one] { $count } prazo perdido
       *[other] { $count } prazos perdidos
    } seguidos

## O agendador, no tópico da partida e por DM

days-reminder = { $players }: a partida { $game } espera sua jogada há { $waited ->
        [unknown] um tempo
       *[known] { $waited }
    }.
days-reminder-deadline = { $players }: a partida { $game } espera sua jogada há { $waited ->
        [unknown] um tempo
       *[known] { $waited }
    }. No fim do prazo, { $when }, um substituto joga por você.
days-reminder-dm = A partida { $game } espera sua jogada há { $waited ->
        [unknown] um tempo
       *[known] { $waited }
    }.
days-limit-reached = { $player } perdeu { $count ->
        [one] { $count } prazo
       *[other] { $count } prazos
    } seguidos. O anfitrião, { $host }, pode remover essa pessoa com /{ cmd-zark } { cmd-zark-remove } (as pirâmides dela saem do tabuleiro, R-18).

## /zark ping

days-pong = Pong: o bot está acordado.
