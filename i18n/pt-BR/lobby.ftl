# The lobby: its message and buttons (in the table's language), and the private "Done: ..." answers of the lobby
# commands (in the asker's).

lobby-button-join = Entrar
lobby-button-leave = Sair
lobby-button-start = Iniciar
lobby-button-cancel = Cancelar
lobby-button-computer = Adicionar computador
button-hand = Minha mão
button-catchup = Novidades
button-resign = Sim, desistir
button-endtutorial = Encerrar tutorial
button-playit = Jogar
computer-name = Bot { $number } ({ $level ->
        [gentle] gentil
        [medium] médio
        [hard] difícil
       *[easy] fácil
    })
lobby-heading = **{ $game }**: partida { $number } ({ $words }{ $flags ->
        [hints] , dicas ligadas: não vale rating
        [friendly] , amistosa: não vale rating
       *[none] {""}
    }), com anfitrião { $host }.
lobby-players = Jogadores ({ $count }/{ $most }): { $players }
lobby-nobody-yet = ninguém ainda
lobby-how-to-join = Aperte **{ lobby-button-join }** para jogar. O anfitrião aperta **{ lobby-button-start }** com { $least } a { $most } jogadores (**{ lobby-button-computer }** coloca um jogador do computador { $level ->
        [medium] médio
        [hard] difícil
       *[easy] fácil
    }).
lobby-where-to-start = Novo por aqui? /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-start } explica como é uma vez; /{ cmd-zark } { cmd-zark-tutorial } ensina um jogo jogando.
lobby-joined = { $name } entrou.
lobby-left = { $name } saiu.
lobby-started = { $name } iniciou a partida.
lobby-cancelled = { $name } cancelou a partida.
lobby-seated = { $name } colocou { $computer }.
lobby-cancelled-channel-taken = Cancelada: outra partida já acontece neste canal.
lobby-tutorial-started = Um tutorial: ele começou na hora.
lobby-thread-opened = Este tópico é a partida { $game }. Jogue aqui assim que o anfitrião iniciá-la.
lobby-opened = Pronto: a partida { $game } está aberta e será jogada { $place ->
        [channel] neste canal
       *[thread] em { $place }
    }. Os jogadores apertam **{ lobby-button-join }** na mensagem da sala; você aperta **{ lobby-button-start }** quando { $least } a { $most } tiverem entrado.
lobby-tutorial-opened = Pronto: seu tutorial de { $game } é a partida { $number }, { $place ->
        [channel] neste canal
       *[thread] em { $place }
    }, contra { $players }. Cada opção de turno é explicada lá na primeira vez que você puder usá-la, citando sua regra; no fim você terá visto todas (/{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-tutorial }).
lobby-done-joined = Pronto: você entrou (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que é jogada em { $place }
    }.
lobby-done-left = Pronto: você saiu (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que é jogada em { $place }
    }.
lobby-done-started = Pronto: você iniciou a partida (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que é jogada em { $place }
    }.
lobby-done-cancelled = Pronto: você cancelou a partida (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que é jogada em { $place }
    }.
lobby-done-computer-joined = Pronto: { $name } entrou na partida { $game }{ $place ->
        [here] {""}
       *[elsewhere] , que é jogada em { $place }
    }.
lobby-done-computer-left = Pronto: { $name } saiu da partida { $game }{ $place ->
        [here] {""}
       *[elsewhere] , que é jogada em { $place }
    }.
