# O tutorial (play/tutorial.py, play/zark/tutorial.py, play/zarcana/tutorial.py): o que ele explica nos tabuleiros de
# uma mesa de tutorial, no idioma da mesa (o de quem aprende), e como ele termina.

## Uma lição: uma linha por opção de turno. $mark é o emoji do tutorial; $title e $sentence, os da opção; $rule as
## regras citadas; $page onde ler mais, um comando como se digita; $places onde a opção pode ser feita agora.

tutorial-lesson = { $mark } **{ $title }** ({ $rule }): { $sentence } Agora você poderia: { $places }. Mais: { $page }
tutorial-lesson-nowhere = { $mark } **{ $title }** ({ $rule }): { $sentence } Mais: { $page }
tutorial-lesson-short = { $mark } **{ $title }** ({ $rule }): { $page }

# Uma página de regras como se digita, com os nomes de comandos do leitor ($page de uma lição): $page é a
# escolha da página (choice-build) ou, para a página de um jogo, o nome dele como se digita (unocitta).
tutorial-page-zark = /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ $page }
tutorial-page-zarcana = /{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ $page }

tutorial-over-unoffered = { $mark } Fim do tutorial. Opções que esta partida nunca ofereceu a você:
tutorial-over-all-seen = { $mark } Fim do tutorial. Você viu todas as opções de turno deste jogo.
tutorial-rule-range = { $first } a { $last }
tutorial-rule-section = seção { $number }

## Lugares do tabuleiro: $cell e $to são casas (M13); $size small, medium ou large (de uma pirâmide); $name o nome
## de um jogador. $some são lugares separados por vírgulas, $last mais um, $count quantos a mais.

tutorial-place-piece = sua { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } em { $cell }
tutorial-place-move = sua { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } de { $cell } para { $to }
tutorial-place-fly = a carta de { $cell } para { $to }
tutorial-place-target = a { $size ->
        [small] pequena
        [medium] média
       *[large] grande
    } de { $name } em { $cell }
tutorial-place-minion = seu lacaio em { $cell }
tutorial-places-or = { $some } ou { $last }
tutorial-places-more = { $some } e mais { $count }

## Zark City, Unocitta e Unopolis: o título e a frase de cada opção de turno.

tutorial-zark-attack-title = Atacar
tutorial-zark-attack = /{ cmd-attack } tira uma pirâmide adversária de uma carta que você ocupa ou de uma vizinha: pague com cartas que não sejam numéricas, que valham pelo menos os pontos dela, depois demola-a ou converta-a em uma sua.
tutorial-zark-fly-title = Voar
tutorial-zark-fly = /{ cmd-fly } descarta um Ás para mover uma carta que você ocupa, com todas as pirâmides nela, para uma casa vazia ao lado de outra carta; todas as cartas precisam continuar ligadas.
tutorial-zark-hatch-title = Eclodir
tutorial-zark-hatch = Sem nenhuma pirâmide no tabuleiro, /{ cmd-hatch } coloca uma carta numérica da sua mão em uma casa vazia ao lado de qualquer carta, com uma pequena sua em cima.
tutorial-zark-discard-title = Descartar
tutorial-zark-discard = Com mais de seis cartas no fim do seu turno, você descarta até ficar com seis: escolha quais no menu embaixo da minha resposta particular, ou com /{ cmd-discard }.
tutorial-zark-starter-title = Carta inicial
tutorial-zark-starter = Escolha em segredo uma carta numérica da sua mão como carta inicial com /{ cmd-zark } { cmd-zark-starter }; a carta inicial mais alta começa.
tutorial-zark-place-title = Colocar
tutorial-zark-place = Coloque a sua carta inicial ao lado de qualquer carta do tabuleiro com /{ cmd-zark } { cmd-zark-place }; uma pequena sua fica em cima dela.
tutorial-zark-build-title = Construir
tutorial-zark-build = /{ cmd-build } coloca uma carta numérica da sua mão em uma casa vazia ao lado de uma carta que você ocupa (lado a lado); nenhuma pirâmide vai junto.
tutorial-zark-move-title = Mover
tutorial-zark-move = /{ cmd-move } desliza uma das suas pirâmides para uma carta vizinha. Pirâmides nunca ficam em casas vazias.
tutorial-zark-grow-title = Crescer
tutorial-zark-grow = /{ cmd-grow } troca uma das suas pirâmides no tabuleiro pela do tamanho seguinte da sua reserva: atacar uma maior custa mais.
tutorial-zark-spawn-title = Gerar
tutorial-zark-spawn = /{ cmd-spawn } coloca uma pequena da sua reserva em uma carta que você ocupa: sozinho em uma carta, você a controla.
tutorial-zark-draw-title = Comprar
tutorial-zark-draw = /{ cmd-draw } pega mais três cartas em vez de agir no tabuleiro. É sempre permitido.
tutorial-zark-nominate-title = Nomear
tutorial-zark-nominate = /{ cmd-zark } { cmd-zark-nominate } muda o que vale um Coringa que só você ocupa. É de graça: seu turno continua.

## Zarcana: o título e a frase de cada opção de turno.

tutorial-zarcana-declare-title = Declarar a rodada final
tutorial-zarcana-declare = Quando o monte já tiver acabado e sido reembaralhado, /{ cmd-zarcana } { cmd-zarcana-declare } começa a rodada final: todos os outros jogam mais uma vez e então os pontos são contados.
tutorial-zarcana-place-title = Colocar
tutorial-zarcana-place = Enquanto você não tiver nenhum lacaio no tabuleiro, /{ cmd-zarcana } { cmd-zarcana-place } coloca um lacaio pequeno da sua reserva em qualquer carta, em pé.
tutorial-zarcana-use-title = Usar o território
tutorial-zarcana-use = /{ cmd-zarcana } { cmd-zarcana-use }: um lacaio seu usa o poder da carta virada para cima onde ele está; a carta fica.
tutorial-zarcana-play-title = Jogar da mão
tutorial-zarcana-play = /{ cmd-zarcana } { cmd-zarcana-play }: um lacaio seu usa o poder de uma carta da sua mão, que depois é descartada; alguns poderes não precisam de nenhum lacaio em particular.
tutorial-zarcana-reorient-title = Girar
tutorial-zarcana-reorient = /{ cmd-zarcana } { cmd-zarcana-reorient } gira seus lacaios um de cada vez (up, north, east, south ou west), depois /{ cmd-zarcana } { cmd-zarcana-done }: um lacaio deitado mira o espaço para onde aponta.
tutorial-zarcana-discard-hand-title = Descartar a mão
tutorial-zarcana-discard-hand = /{ cmd-zarcana } { cmd-zarcana-discard-hand } põe a sua mão inteira na pilha de descarte, com a carta que você citar no topo; esse é o turno inteiro.
tutorial-zarcana-draw-title = Comprar
tutorial-zarcana-draw = /{ cmd-zarcana } { cmd-zarcana-draw } pega até três cartas, nunca mais de seis na sua mão.
tutorial-zarcana-pass-title = Passar
tutorial-zarcana-pass = /{ cmd-zarcana } { cmd-zarcana-pass } não faz nada neste turno.

## Encerrar um tutorial: $name é o nome de quem aprende (ou tutorial-the-learner); $id o número de uma partida.

tutorial-ended = { $mark } Fim do tutorial: { $name } o encerrou, e os jogadores do computador pararam. Agora: abra uma partida sua com /{ cmd-zark } { cmd-zark-new }, coloque jogadores do computador nela com /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } (ou deixe amigos apertarem Entrar), ou comece outro tutorial com /{ cmd-zark } { cmd-zark-tutorial }.
tutorial-resign-ends-it = Encerrar o seu tutorial? Desistir o encerra na hora, e os jogadores do computador param.
tutorial-resign-question = Desistir desta partida? Suas pirâmides saem do tabuleiro.
tutorial-zark-hatch-wild = Sem pirâmides no tabuleiro, /{ cmd-hatch } põe uma carta numérica (ou um Coringa, dizendo a carta que ele representa: R-24) da sua mão numa casa vazia ao lado de qualquer carta, com uma pequena sua em cima.
tutorial-zark-build-wild = /{ cmd-build } põe uma carta numérica (ou um Coringa, dizendo a carta que ele representa: R-24) da sua mão numa casa vazia ao lado de uma carta que você ocupa (lado a lado); nenhuma pirâmide vai com ela.
