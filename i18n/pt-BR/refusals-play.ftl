# Recusas da aplicação e do armazenamento (play/, cogs/, data/) e frases comuns a todos os jogos: o que um jogador
# lê em particular quando um comando, botão ou menu não muda nada. Números de partida, casas, códigos de cartas,
# menções (<@123>, <#123>) ficam como estão; os nomes de comandos são os do leitor, de commands.ftl
# (/{ cmd-zark } { cmd-zark-new }).

## Frases comuns

play-apology = Desculpe, algo deu errado do nosso lado. Nada foi alterado; tente de novo daqui a pouco.
play-stale-button = Este botão pertence a uma partida que já avançou ou terminou; use a mensagem mais recente.
play-stale-menu = Este menu é de um momento anterior da partida; ela já avançou. Use a mensagem mais recente.
play-game-link = { $place } (partida { $game })
# O tópico de uma partida, no idioma da mesa: $game é o nome do jogo (Zark City, Unocitta, Unopolis, Zarcana),
# $number o número da partida.
play-game-name = { $game }, partida { $number }
play-list = { $first }, { $rest }

## Prévias e dicas

play-preview-moved-on = A partida avançou desde esta prévia, então nada foi jogado. Veja a prévia da jogada de novo para vê-la agora.
play-preview-over = Esta partida terminou: não há mais nada para ver em prévia.
play-resigned = Você desistiu desta partida.
play-preview-not-yours = Esta prévia pertence ao lugar de outro jogador; veja a prévia da sua própria jogada.
play-hints-off = As dicas estão desligadas nesta mesa. Um anfitrião as liga ao abrir uma partida: /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.options }:hints:on (uma partida assim não vale rating).
play-hint-over = Esta partida terminou: não há mais jogada para sugerir.
play-hint-resigned = Você desistiu desta partida, então não há jogada sua para sugerir.
play-hint-not-your-turn = Não é a sua vez: uma dica é para uma jogada que você precisa fazer agora. Peça de novo quando for a sua vez.
play-hint-moved-on = A partida avançou desde esta dica, então nada foi jogado. Peça uma dica de novo (/{ cmd-zark } { cmd-zark-hint }) para ver uma agora.

## De quem é a vez, e os comandos de outra família de jogos

play-not-your-turn = É a vez de { $name }, não a sua.
play-zark-starter-chosen = Você já escolheu sua carta inicial; aguardando os outros.
play-zarcana-not-yours-to-answer = Não cabe a você responder: { $decision }
play-wrong-commands = Esta é uma partida de { $game }: jogue com os comandos próprios do jogo.
play-zark-wrong-commands = Esta é uma partida de Zark City (ou de um dos seus primos com baralho Uno): jogue com /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } e /{ cmd-discard } (veja /{ cmd-zark } { cmd-zark-rules }). Os comandos /{ cmd-zarcana } são para partidas de Zarcana.
play-zarcana-wrong-commands = Esta é uma partida de Zarcana: jogue com os comandos /{ cmd-zarcana } ({ cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare }, e para responder { cmd-zarcana-drawn }, { cmd-zarcana-again }, { cmd-zarcana-done }, { cmd-zarcana-give }, { cmd-zarcana-top }; veja /{ cmd-zarcana } { cmd-zarcana-rules }).
play-zarcana-no-menu = Zarcana não pede cartas por um menu: use os comandos /{ cmd-zarcana }.

## Por que uma opção não tem nada a oferecer agora

play-nothing-to-choose = Não há nada para escolher aí agora.
play-zark-nothing-attack = Nada a atacar: nenhuma pirâmide alheia perto das suas que sua mão possa pagar (R-11).
play-zark-nothing-attack-own = Nada a atacar: nenhuma pirâmide sobre ou ao lado das suas cartas que sua mão possa pagar (R-11).
play-zark-nothing-grow = Nada para fazer crescer: sua reserva não tem o tamanho seguinte de nenhuma das suas pirâmides.
play-zark-nothing-spawn = Não há onde gerar: você precisa de uma pequena na reserva e de uma carta que ocupe.
play-zark-nothing-build = Não há onde construir: nenhuma carta numérica na mão, ou nenhuma casa vazia ao lado das suas.
play-zark-nothing-move = Nada a mover: nenhuma das suas pirâmides está no tabuleiro ao lado de outra carta.
play-zark-nothing-fly = Nada para fazer voar: você precisa de um Ás e de uma carta ocupada que possa voar (R-15).
play-zark-nothing-hatch = Você não pode eclodir: só eclode quem não tem pirâmides no tabuleiro (R-16).
play-zarcana-nothing-place = Você não pode colocar: sem pequeno na reserva, ou cada carta já tem três lacaios (Z-2, Z-24).
play-zarcana-nothing-place-mine = Você não pode colocar: só se coloca sem lacaio no tabuleiro, e você tem um (Z-29).
play-zarcana-nothing-play = Nada a jogar: nenhuma carta da sua mão tem um uso legal agora (Z-18).
play-zarcana-nothing-empty-hand = Sua mão está vazia: não há nada para jogar ou descartar (opções 2 e 6).
play-zarcana-nothing-use = Nada a usar: nenhum lacaio pode usar a carta virada para cima onde está (Z-16, Z-18).
play-zarcana-nothing-no-minion = Você não tem lacaio no tabuleiro: coloque um com /{ cmd-zarcana } { cmd-zarcana-place } (opção 1, Z-29).
play-zarcana-nothing-reorient = Nada a reorientar: nenhum dos seus lacaios pode girar (opção 4, Z-13).
play-zarcana-nothing-full-hand = Você não pode comprar: tem seis cartas ou mais, o limite da mão (Z-26, H-4).
play-zarcana-nothing-draw = Você não pode comprar: não resta carta no monte nem na pilha de descarte (Z-65).
play-zarcana-nothing-discard = Nada a descartar agora (opção 6).
play-zarcana-nothing-no-drawn = Nada a usar com /{ cmd-zarcana } { cmd-zarcana-drawn }: ele responde ao Louco, com a carta que ele comprou (Z-35).
play-zarcana-nothing-no-again = Sem segundo passo agora: /{ cmd-zarcana } { cmd-zarcana-again } segue a Morte, o Carro ou a Força (Z-42).
play-zarcana-nothing-no-give = Nada a dar: /{ cmd-zarcana } { cmd-zarcana-give } responde à exigência do Imperador (Z-39).
play-zarcana-nothing-no-top = Nada a ordenar: /{ cmd-zarcana } { cmd-zarcana-top } responde quando cartas chegam juntas à pilha (H-9).
play-zarcana-nothing-answer-drawn = Agora não: primeiro use a carta que o Louco comprou, com /{ cmd-zarcana } { cmd-zarcana-drawn } (Z-35).
play-zarcana-nothing-answer-again = Agora não: primeiro dê o segundo passo com /{ cmd-zarcana } { cmd-zarcana-again }, ou pare com /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-reorient = Agora não: gire mais lacaios com /{ cmd-zarcana } { cmd-zarcana-reorient }, ou pare com /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-give = Agora não: primeiro dê as cartas que o Imperador exige, com /{ cmd-zarcana } { cmd-zarcana-give } (Z-39).
play-zarcana-nothing-answer-top = Agora não: primeiro diga qual carta fica no topo da pilha, com /{ cmd-zarcana } { cmd-zarcana-top } (H-9).
play-zarcana-nothing-drawn-done = A carta que o Louco comprou não tem uso agora (Z-35).
play-zarcana-nothing-again-done = Nenhum segundo passo é possível agora: pare com /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-reorient-done = Não resta lacaio para girar agora: pare com /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-give-done = Você não tem cartas para dar (Z-39, H-12).
play-zarcana-nothing-top-done = Não há carta para pôr no topo agora (H-9).
play-zarcana-several-moves = Isso pode ser { $count } jogadas diferentes: escolha { $options ->
        [power] o poder
        [minion] o lacaio
        [target] o alvo
        [power-minion] o poder e o lacaio
        [power-target] o poder e o alvo
        [minion-target] o lacaio e o alvo
       *[power-minion-target] o poder, o lacaio e o alvo
    } nas listas.

## Ler o que um jogador digitou numa opção

play-reading-not-a-pyramid = { $text } não indica uma pirâmide: escreva a casa e o tamanho dela, como "M13 small".
play-reading-no-card = Indique pelo menos uma carta, como { $deck ->
        [uno] "7R" ou "7R SB"
       *[standard] "QH" ou "QH QS"
    }.
play-reading-no-tarot-card = Indique pelo menos uma carta, como "7C" ou "7C 2S".
play-reading-not-a-seat = { $text } não é um lugar nesta partida.
play-reading-not-a-target = { $text } não indica uma pirâmide para atacar: escolha uma da lista, como "N13 2 medium".
play-reading-several-owners = Vários jogadores têm uma { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } em { $cell }: escolha uma da lista.
play-reading-no-opponent-piece = Não há pirâmide { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } de um adversário em { $cell }.
play-reading-not-an-outcome = { $text } não é um resultado: escolha "demolish" ou "convert small/medium/large".
play-reading-not-your-minion = { $text } não indica um dos seus lacaios: escolha um da lista, como "M13 small east".
play-reading-not-a-minion = { $text } não indica um lacaio: escolha um da lista, como "2 large east at N13".
cogs-zarcana-not-a-count = { $text } não é um número de cartas para comprar: compre 1, 2 ou 3 (opção 5, Z-26).

## Encontrar a partida, e um lugar nela

play-game-cancelled = Esta partida foi cancelada.
play-game-over = Esta partida terminou.
play-no-game-here = Não há partida aqui. Comece uma com /{ cmd-zark } { cmd-zark-new }.
play-no-game-here-yours = Não há partida aqui. Suas partidas: { $links }
play-not-started = Esta partida ainda não começou: o anfitrião a inicia pela sala.
play-not-playing = Você não está jogando nesta partida.

## Salas

play-table-option-not-name-value = { $word } não é uma opção de mesa: escreva NOME:VALOR, como "edition:classic".
play-table-option-twice = A opção de mesa { $name } foi dada duas vezes.
play-lobby-host-leaving = Você é o anfitrião: cancele a partida em vez de sair dela (ou ponha antes jogadores do computador com /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } e veja-os jogar).
play-lobby-host-computers = Só o anfitrião pode adicionar ou remover jogadores do computador.
play-lobby-no-level = Não existe o nível { $level }: escolha fácil, médio ou difícil.
play-lobby-no-computer = Não há jogador do computador nesta partida.
play-lobby-not-a-computer = Esse não é um dos jogadores do computador desta partida: escolha um da lista.
play-lobby-host-starts = Só o anfitrião, { $host }, pode iniciar esta partida.
play-lobby-too-few = { $game } precisa de pelo menos { $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    }; espere alguém entrar.
play-lobby-who-cancels = Só o anfitrião ou alguém que possa gerenciar este servidor pode cancelar uma partida.
play-lobby-thread-taken = Este tópico pertence à partida { $game }. Abra uma partida nova a partir do canal { $channel } com /{ cmd-zark } { cmd-zark-new }: ela ganha um tópico próprio.
play-lobby-channel-taken = Este canal já tem a partida { $game } em andamento; termine-a ou cancele-a primeiro.
play-lobby-several-meant = Não há partida aqui, e { $count ->
        [one] { $count } sala aberta a partir deste canal pode ser a que você quer
       *[other] { $count } salas abertas a partir deste canal podem ser a que você quer
    }: { $places }. Digite o comando no tópico da partida, ou aperte **Entrar** (ou o botão que você quer) na mensagem da sala dela.
play-lobby-none-waiting = Não há partida aqui, e nenhuma partida está esperando jogadores. Comece uma com /{ cmd-zark } { cmd-zark-new }.
play-lobby-waiting = Não há partida aqui. Partidas esperando jogadores: { $places }. Aperte **Entrar** na mensagem de uma sala, ou use /{ cmd-zark } { cmd-zark-lobby } { cmd-zark-lobby-join } no tópico da partida.

## Prazos, ausências e remoções

play-timers-host-only = Só o anfitrião pode mudar os lembretes e o prazo desta partida.
play-time-zone-unknown = { $zone } não é um fuso horário que eu conheça; escolha um da lista, como America/Sao_Paulo.
play-away-days = Você pode ficar ausente de 0 a { $most } dias.
play-remove-host-only = Só o anfitrião pode remover um jogador.
play-remove-not-playing = Essa pessoa não está jogando nesta partida.
play-remove-too-soon = { $name } perdeu { $count ->
        [one] { $count } prazo
       *[other] { $count } prazos
    } seguidos; um jogador pode ser removido depois de { $limit }.

## Análises, replays e tutoriais

play-review-elsewhere = A partida { $game } foi jogada em outro servidor, e você não jogou nela.
play-review-never-started = A partida { $game } nunca começou: não há nada para analisar.
play-review-not-over = A partida { $game } ainda está em andamento. Uma análise vê as cartas de todos os jogadores, então só é mostrada quando a partida termina: peça de novo depois da última jogada.
play-review-no-move = A partida { $game } não tem a jogada { $move }.
play-replay-not-a-number = Indique a partida pelo número, como 12, ou escolha uma das suas partidas terminadas na lista.
play-replay-no-game = Não há partida { $game } aqui.
play-replay-not-started = A partida { $game } ainda não começou: o replay dela vem quando ela terminar.
play-replay-cancelled = A partida { $game } foi cancelada antes de terminar: só uma partida terminada tem replay.
play-replay-still-playing = A partida { $game } ainda está sendo jogada: o replay dela vem quando ela terminar (`/{ cmd-zark } { cmd-zark-board }` a mostra agora).
play-tutorial-not-one = A partida { $game } não é um tutorial, então não há nenhum para encerrar; nada mudou. /{ cmd-zark } { cmd-zark-resign } sai de uma partida.
play-tutorial-not-the-learner = Só { $name }, que está aprendendo neste tutorial, pode encerrá-lo; nada mudou.
play-tutorial-the-learner = o aprendiz
play-tutorial-over = Este tutorial já terminou; nada mudou. Comece outro com /{ cmd-zark } { cmd-zark-tutorial }.

## Comandos no Discord

cogs-resign-not-started = Esta partida não começou; use **Sair** em vez disso.
cogs-defaults-managers-only = Só alguém que possa gerenciar este servidor pode definir os padrões dele.
cogs-pick-player = Escolha o jogador na lista.
cogs-pick-computer = Escolha o jogador do computador na lista.
cogs-lobby-server-channel = Comece uma partida em um canal de servidor.
cogs-lobby-channel-taken = Agora há outra partida neste canal, e esta não conseguiu abrir um tópico próprio, então foi cancelada. Comece-a em outro canal, ou termine a outra partida primeiro.
cogs-lobby-not-posted = O Discord não aceitou a mensagem da sala agora há pouco, então nada foi aberto. Tente de novo, por favor.
cogs-lobby-not-allowed = Não posso publicar a mensagem da sala aqui, então nada foi aberto: um administrador do servidor pode me deixar enviar mensagens aqui.

## O armazenamento

store-no-game-number = Não existe a partida número { $game }.
store-stale-version = A partida avançou enquanto você escolhia: olhe o tabuleiro de novo e faça sua jogada.
store-duplicate-move = Essa jogada já foi feita.
store-not-started = Esta partida ainda não começou.
store-already-started = Esta partida já começou.
store-game-over = Esta partida terminou.
store-abandoned = Esta partida foi abandonada.
store-lobby-already-in = Você já está nesta partida.
store-lobby-not-in = Você não está nesta partida.
store-lobby-full = Esta partida está cheia: { $count ->
        [one] { $count } jogador entrou
       *[other] { $count } jogadores entraram
    }.
store-damaged = A partida { $game } está danificada e não pode ser carregada; o operador do bot foi avisado.
