# As páginas de regras de Zarcana: /zarcana rules page:... (play/zarcana/help.py), "Zarcana como documentado". Uma
# página é uma mensagem por parágrafo ou seção; as listas de poderes e de decisões da casa, uma mensagem por linha.
# Os comandos, suas opções e os nomes das páginas ficam como os jogadores os digitam.

-zarcana-documented = Zarcana como documentado

## page:overview

help-zarcana-overview = **{ -zarcana-documented }**: o ancestral de Zark City jogado com tarô (John Cooper; resumo de Andrew Plotkin, 1999). Os textos públicos estão incompletos, então este bot joga a especificação completa do projeto: regras **Z-1 a Z-67**, e **decisões da casa H-1 a H-26** onde nenhuma fonte diz nada (/{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ choice-rulings }).
help-zarcana-overview-board = **O tabuleiro**: nove cartas numa grade de 3x3 (Z-27), que cresce para qualquer lado; as casas se chamam, por exemplo, M13 (o meio) e nunca mudam. Cada jogador tem 15 lacaios, 5 de cada tamanho (Z-1), todos na reserva no início (Z-29), e 3 cartas (Z-28, H-2). Um lacaio fica em pé (up) ou deitado apontando para norte, leste, sul ou oeste (Z-13): deitado, ele mira o espaço para onde aponta; em pé, o seu próprio (Z-15). O território dele é a carta do topo do seu espaço (Z-16). Um lacaio num espaço vazio ao lado de uma carta está no ermo (Z-11); ao lado de nenhuma carta, ele é destruído (Z-12). No máximo três lacaios dividem um espaço (Z-24), e você só compra até ter seis cartas (Z-26).
help-zarcana-overview-turn = **Um turno** é exatamente uma de oito opções (seção 7): /{ cmd-zarcana } { cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare } (página { choice-options }). Alguns poderes pedem mais: a carta do Louco, um segundo passo, o Diabo, a exigência do Imperador, a ordem de dois descartes (página { choice-answers }). Toda carta tem um poder (páginas { choice-suits } e { choice-trumps }).
help-zarcana-overview-end = **O fim**: quando o monte já tiver acabado e sido reembaralhado (H-24), qualquer um pode declarar a rodada final (Z-66): todos os outros jogam mais uma vez e então os pontos são contados (H-18); por padrão, o jogo também termina quando o monte acaba pela segunda vez. Cada carta cujo espaço só tem lacaios seus pontua para você (Z-62): cartas numéricas o seu valor, cartas da corte 11, trunfos o seu número (Z-63). O maior total vence (Z-64); um empate é dividido, a menos que a mesa desempate (H-19). Opções de mesa: página { choice-table }. Páginas: { choice-overview }, { choice-options }, { choice-answers }, { choice-suits }, { choice-trumps }, { choice-rulings }, { choice-choices }, { choice-table }.

## page:options

help-zarcana-options = **{ -zarcana-documented }**: as oito opções de turno (seção 7). Cada comando tem a opção `{ cmd-zarcana-place.preview }:true`: só você vê o que ele faria, e **Jogar** faz exatamente isso.
    1. **/{ cmd-zarcana } { cmd-zarcana-place } { cmd-zarcana-place.cell }:**: um lacaio pequeno da sua reserva em qualquer carta, em pé (H-6); só enquanto você não tiver nenhum lacaio no tabuleiro (Z-29).
    2. **/{ cmd-zarcana } { cmd-zarcana-play } { cmd-zarcana-play.card }: { cmd-zarcana-play.power }: { cmd-zarcana-play.minion }: { cmd-zarcana-play.target }:**: um dos seus lacaios usa uma carta da sua mão, que depois é descartada (Z-20, H-9). Poderes que não precisam de nenhum lacaio em particular são jogados com `{ cmd-zarcana-play.minion }:none` (Z-29a). Uma carta da corte jogada da mão tem o poder de qualquer naipe (Z-22). Opções às quais só uma jogada permitida se encaixa podem ficar de fora.
    3. **/{ cmd-zarcana } { cmd-zarcana-use } { cmd-zarcana-use.minion }: { cmd-zarcana-use.power }: { cmd-zarcana-use.target }:**: seu lacaio usa a carta virada para cima onde ele está; a carta fica (Z-16, Z-21).
    4. **/{ cmd-zarcana } { cmd-zarcana-reorient } { cmd-zarcana-reorient.minion }: { cmd-zarcana-reorient.facing }:**: gire seus lacaios um de cada vez, cada um para outra direção, depois /{ cmd-zarcana } { cmd-zarcana-done } (Z-13).
    5. **/{ cmd-zarcana } { cmd-zarcana-draw } { cmd-zarcana-draw.count }:**: até três cartas, nunca mais de seis na mão (Z-26, H-4).
    6. **/{ cmd-zarcana } { cmd-zarcana-discard-hand } { cmd-zarcana-discard-hand.top }: { cmd-zarcana-discard-hand.beneath }:**: a sua mão inteira para a pilha de descarte, e nada mais: `{ cmd-zarcana-discard-hand.top }` por último, ou seja, no topo, as cartas citadas em `{ cmd-zarcana-discard-hand.beneath }` embaixo dela de cima para baixo, o resto embaixo delas (H-9).
    7. **/{ cmd-zarcana } { cmd-zarcana-pass }**.
    8. **/{ cmd-zarcana } { cmd-zarcana-declare }**: a rodada final, quando o monte já tiver acabado (Z-66, H-18, H-24).
    A Sacerdotisa dá mais uma opção no mesmo turno, não com a carta que a deu (Z-37). Um poder precisa mudar alguma coisa (H-22). O preenchimento automático só oferece o que é permitido para você agora. /{ cmd-zark } { cmd-zark-resign } e /{ cmd-zark } { cmd-zark-end } funcionam como em todos os jogos.

## page:answers

help-zarcana-answers = **{ -zarcana-documented }**: respostas. Alguns poderes esperam uma decisão; a mensagem do tabuleiro diz de quem, e esse jogador é mencionado.
    • **/{ cmd-zarcana } { cmd-zarcana-drawn }**: o Louco comprou uma carta que você pode usar: use-a agora, como se viesse da sua mão (obrigatório, Z-35; uma carta da corte só com o próprio naipe).
    • **/{ cmd-zarcana } { cmd-zarcana-again } { cmd-zarcana-again.target }:** ou **/{ cmd-zarcana } { cmd-zarcana-done }**: a Morte, o Carro ou a Força podem agir uma segunda vez com o mesmo lacaio (Z-42, Z-43, Z-48).
    • **/{ cmd-zarcana } { cmd-zarcana-reorient }** ou **/{ cmd-zarcana } { cmd-zarcana-done }**: o Diabo gira os lacaios de qualquer um no espaço dele e nos quatro vizinhos, um de cada vez (Z-50, H-25).
    • **/{ cmd-zarcana } { cmd-zarcana-give } { cmd-zarcana-give.cards }:**: o dono do lacaio que o Imperador atacou escolhe quais cartas dar (Z-39, H-12). Só os dois jogadores as veem: quem dá, na resposta; quem recebe, em **Minha mão** (/{ cmd-zark } { cmd-zark-hand }); a mesa vê quantas.
    • **/{ cmd-zarcana } { cmd-zarcana-top } { cmd-zarcana-top.card }:**: o Louco e a última carta dele chegam juntos à pilha de descarte: diga qual fica no topo (H-9).
    A Justiça troca as mãos (Z-46): cada um dos dois jogadores vê a sua nova mão em particular (Minha mão). Uma carta que a Roda põe virada para baixo só é mostrada a quem a colocou, uma vez, na resposta (Z-45).

## page:suits e page:trumps: uma linha por poder. $power é o poder por extenso, $does o que ele faz,
## $requirements o que ele pede; $number o número de um trunfo (0 a 21).

help-zarcana-suits = **{ -zarcana-documented }**: os poderes dos naipes (Z-30 a Z-34). Uma carta numérica tem o poder do seu naipe; uma carta da corte tem o do seu naipe no tabuleiro, e o de qualquer naipe a partir da mão (Z-22). Só Espadas ferem um inimigo (Z-23).
help-zarcana-suits-requirements = Requisitos entre parênteses (Z-18): orientação, onde o lacaio pode estar, os limites, e se um lacaio age. Espadas atingem qualquer lacaio do espaço-alvo menos o atacante (H-26): do mesmo tamanho ou maiores, destroem o lacaio; menores, reduzem-no em um tamanho (H-3: não quando o dono dele não tem um menor na reserva).
help-zarcana-trumps = **{ -zarcana-documented }**: os trunfos (Z-35 a Z-56) e as cartas extras (Z-57, Z-58). O poder de um trunfo vem com o seu nome; sua pontuação é o seu número na ordem do baralho (Z-4, H-21).
help-zarcana-suit-line = • **{ $power }**: { $does }. ({ $requirements })
help-zarcana-trump-line = • { $number } **{ $power }**: { $does }. ({ $requirements })
help-zarcana-extra-line = • extra: **{ $power }**: { $does }. ({ $requirements })

## Os requisitos de um poder (Z-18): $facing é any, lying ou standing; $wasteland, $population, $hand e $minion
## são true ou false.

help-zarcana-requirements = { $facing ->
        [lying] um lacaio deitado
        [standing] um lacaio em pé
       *[any] qualquer orientação
    }, { $wasteland ->
        [true] também a partir do ermo
       *[false] só em uma carta
    }{ $population ->
        [false] , ignora o limite de população
       *[true] {""}
    }{ $hand ->
        [false] , ignora o limite de mão
       *[true] {""}
    }, { $minion ->
        [true] precisa de um lacaio
       *[false] nenhum lacaio em particular
    }
help-zarcana-requirements-copied = os requisitos do poder que ele copia

## O que cada poder faz, em uma linha que cita a sua regra.

zarcana-power-does-swords = atacar um lacaio no espaço-alvo, ou arrasar a carta do topo se não houver lacaio (Z-30)
zarcana-power-does-wands = mover um passo para onde aponta um lacaio deitado, depois ficar em pé (Z-31)
zarcana-power-does-cups = fazer crescer um lacaio em pé, ou clonar um do tamanho dele ou menor (Z-32)
zarcana-power-does-discs = construir uma carta do monte no espaço-alvo (Z-33)
zarcana-power-does-fool = comprar duas vezes, cada carta usada na hora se puder ser (Z-35)
zarcana-power-does-priestess = comprar até duas cartas, depois fazer mais uma opção (Z-37)
zarcana-power-does-empress = como Copas, ignorando o limite de população (Z-38)
zarcana-power-does-emperor = como Espadas, e exigir até três cartas do dono da vítima (Z-39)
zarcana-power-does-hierophant = substituir a vítima por um lacaio seu (Z-40)
zarcana-power-does-lovers = um lacaio da sua reserva para um ermo vazio (Z-41)
zarcana-power-does-chariot = mover uma ou duas vezes, em qualquer direção (Z-42)
zarcana-power-does-strength = fazer crescer ou clonar, uma ou duas vezes (Z-43)
zarcana-power-does-hermit = mover uma vez, em qualquer direção, ignorando o limite de população (Z-44)
zarcana-power-does-wheel = construir uma carta do monte virada para baixo (Z-45)
zarcana-power-does-justice = trocar de mão com outro jogador (Z-46)
zarcana-power-does-hangedman = destruir todos os lacaios daqui e a carta do topo (Z-47)
zarcana-power-does-death = atacar uma ou duas vezes (Z-48)
zarcana-power-does-temperance = construir até a partir do ermo ou embaixo de inimigos (Z-49)
zarcana-power-does-devil = girar quaisquer lacaios daqui e dos espaços vizinhos (Z-50)
zarcana-power-does-tower = como Espadas, ou arrasar a carta do topo do alvo mesmo com lacaios ali (Z-51)
zarcana-power-does-star = comprar quatro cartas, ignorando o limite de mão (Z-52)
zarcana-power-does-moon = levar este território e seus lacaios para outro lugar (Z-53)
zarcana-power-does-sun = construir uma carta da sua mão (Z-54)
zarcana-power-does-judgement = pegar até três cartas da pilha de descarte (Z-55)
zarcana-power-does-gateway = teletransportar-se para outro território do mesmo naipe (Z-58)
zarcana-power-does-magician = usado como qualquer um dos quatro poderes dos naipes, da mão ou do tabuleiro (Z-36)
zarcana-power-does-world = usado como o poder de qualquer trunfo virado para cima no tabuleiro (Z-56)
zarcana-power-does-doppelganger = usado como a carta do topo da pilha de descarte (Z-57)

## page:rulings: as decisões da casa, uma mensagem cada.

help-zarcana-rulings = **{ -zarcana-documented }**: as decisões da casa, definitivas neste projeto onde nenhuma fonte diz nada (docs/rulings.md). As marcadas como opção de mesa são escolhidas pelo anfitrião em /{ cmd-zark } { cmd-zark-new }.
ruling-h-1 = Lugares na ordem de entrada; joga-se no sentido horário; o primeiro jogador é sorteado, ou escolhido pelo anfitrião.
ruling-h-2 = Uma mão inicial de três cartas, distribuída depois do tabuleiro de 3x3.
ruling-h-3 = Um lacaio não pode ser reduzido quando o dono dele não tem na reserva um lacaio do tamanho logo abaixo.
ruling-h-4 = Nada de descarte obrigatório: uma mão com mais de seis fica assim; compras que respeitam o limite param em seis.
ruling-h-5 = Um espaço com mais de três lacaios pode ficar assim; poderes que respeitam o limite não acrescentam nenhum ali até ficar abaixo de três.
ruling-h-6 = Lacaios novos ficam em pé; um lacaio que cresce mantém a orientação, um reduzido fica com a da vítima.
ruling-h-7 = Um lacaio não pode se mover para o vazio (um espaço sem carta nele nem ao lado).
ruling-h-8 = Ouros, a Roda e o Sol funcionam em qualquer orientação; em pé, um lacaio constrói no próprio espaço.
ruling-h-9 = Uma carta jogada da mão chega à pilha de descarte depois do seu poder; cartas descartadas juntas vão na ordem que o jogador escolher, a última no topo.
ruling-h-10 = O Louco não precisa de lacaio; cada carta comprada é resolvida por completo, e precisa ser usada se puder.
ruling-h-11 = A Sacerdotisa e o Julgamento não precisam de lacaio e respeitam o limite de mão.
ruling-h-12 = O Imperador só exige quantas cartas mantiverem você com seis ou menos.
ruling-h-13 = O Hierofante converte o que atingir, de qualquer tamanho, inclusive da sua própria cor.
ruling-h-14 = Os Enamorados não precisam de lacaio; no tabuleiro, um lacaio sobre eles os usa.
ruling-h-15 = A Justiça pode trocar com uma mão vazia, e ignora o limite de mão.
ruling-h-16 = O destino da Lua no ermo precisa tocar uma carta diferente da que ela leva.
ruling-h-17 = O Portal respeita o limite de população; as duas cartas extras contam como trunfos para os naipes; o Sósia copia de uma carta da corte só o próprio naipe dela.
ruling-h-18 = A declaração é o turno inteiro de quem declara; todos os outros jogam mais uma vez; o jogo termina. Opção de mesa (ligada por padrão): o jogo também termina quando o monte acaba pela segunda vez.
ruling-h-19 = Um empate é uma vitória dividida. Opção de mesa: ganha quem tiver mais pontos de lacaios no tabuleiro.
ruling-h-20 = Opção de mesa (desligada por padrão): o Sósia e o Portal no baralho.
ruling-h-21 = Opção de mesa: ordem dos trunfos RWS (Força 8, Justiça 11, padrão) ou Marselha (Justiça 8, Força 11).
ruling-h-22 = Um poder precisa mudar alguma coisa; as compras do Louco sempre contam.
ruling-h-23 = De 2 a 5 jogadores; 3 recomendados.
ruling-h-24 = O monte está "acabado" a partir do seu primeiro reembaralhamento.
ruling-h-25 = O Diabo também pode girar o lacaio que age.
ruling-h-26 = Espadas atinge qualquer lacaio do espaço-alvo menos ele mesmo, à escolha do atacante.

## page:choices: onde até as decisões da casa se calam, o que o motor faz, uma mensagem cada; depois as do bot.

help-zarcana-choices = **{ -zarcana-documented }**: onde até as decisões da casa se calam, o motor faz isto:
zarcana-choice-card-in-play = Uma carta jogada da mão está em jogo enquanto o seu poder se resolve: ela já não está na sua mão (para o limite de mão, a troca da Justiça e a carta do Sol) e ainda não está na pilha de descarte (H-9).
zarcana-choice-discard-order = Ao descartar a mão inteira (opção 6), você diz qual carta vai para o topo, e quantas das cartas abaixo dela quiser, de cima para baixo; o resto vai embaixo delas numa ordem fixa (H-9).
zarcana-choice-fools-cards = As cartas do Louco são descartadas uma a uma depois de usadas (Z-35); um Louco jogado da mão vai para a pilha de descarte junto com a sua última carta, na ordem que você escolher (H-9).
zarcana-choice-extra-option = A opção extra da Sacerdotisa vem quando termina toda a opção que a concedeu; ela pode ser qualquer opção, inclusive uma declaração; uma opção extra ainda pendente também é feita depois de uma declaração (Z-37, H-18).
zarcana-choice-second-reshuffle = O monte "acaba pela segunda vez" quando é preciso reembaralhar pela segunda vez: o reembaralhamento acontece mesmo assim, para que o turno possa terminar, e o jogo termina com esse turno (H-18).
zarcana-choice-reorient = A opção 4 e o Diabo giram um lacaio de cada vez, cada um no máximo uma vez, para outra orientação (Z-50, H-22).
zarcana-choice-second-step = Um segundo passo do Carro, da Morte ou da Força só é pedido quando é possível (Z-42, Z-43, Z-48).
zarcana-choice-demand = Quem ataca com o Imperador diz quantas cartas exigir, no máximo o que o dono da vítima tem (Z-39, H-12).
zarcana-choice-judgement = O "sem contar esta" do Julgamento pula a carta do Julgamento na pilha de descarte, assim como quando o Sósia a copia (Z-55, Z-57).
zarcana-choice-face-down = Uma carta virada para baixo não tem naipe para o Portal, e nenhuma visão a mostra, nem a de quem a colocou (Z-45, Z-58).
zarcana-choice-resigning = Desistir, como nos outros jogos: seus lacaios saem do tabuleiro e o seu turno acaba; se restar um jogador, ele vence. Se todos concordarem, o jogo termina sem vencedor.
help-zarcana-choices-bot = E o bot: os jogadores do computador de Zarcana jogam em todos os níveis: o fácil olha uma jogada à frente (com um pouco de acaso, e evita repetir a mesma jogada várias vezes), o médio testa cada jogada contra palpites sobre as cartas ocultas, o difícil, com dois jogadores, explora uma árvore das respostas dos dois sobre esses palpites (ele vence o médio em cerca de 7 partidas em 10), e com mais, prolonga cada uma das suas melhores jogadas por uma rodada inteira, com os outros respondendo como o médio faria. Nenhum computador faz a mesma jogada três vezes nas suas últimas dez (fora as compras), nem só gira seus lacaios ou passa por mais de três turnos seguidos, para que uma partida entre computadores caminhe para o fim. Quando um prazo vence, um substituto joga o turno do jogador ausente como o jogador fácil jogaria, vendo só as cartas dele, e responde também às decisões dele (inclusive a exigência do Imperador). Uma prévia usa cartas provisórias no lugar das que uma jogada tiraria do monte.

## page:table

help-zarcana-table = **{ -zarcana-documented }**: as opções de mesa, escolhidas pelo anfitrião ao abrir a partida com /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana (padrões entre colchetes):
    • `safety_end` (H-18) [on]: o jogo também termina quando o monte acaba pela segunda vez, para que uma partida não dure para sempre.
    • `tie_break` (H-19) [off: uma vitória dividida]: um empate fica com quem tiver mais pontos de lacaios no tabuleiro.
    • `extra_cards` (H-20) [off: 78 cartas]: o Sósia e o Portal entram no baralho (80 cartas, Z-5).
    • `trump_order` (H-21) [rws: Força 8, Justiça 11]: ou marseille (Justiça 8, Força 11).
    • `first_player` (H-1) [sorteado]: o lugar que joga primeiro (1 é quem entrou primeiro); os lugares seguem a ordem de entrada.
    • `rated` [on]: off para uma partida amistosa, que não vale rating para ninguém (veja /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-ratings }).
    • `hints` [off]: com on, /{ cmd-zark } { cmd-zark-hint } sugere em particular a sua jogada (a do jogador do computador médio, vendo só as suas cartas), com Jogar; uma partida assim nunca vale rating.
    De 2 a 5 jogadores (H-23); 3 é o ideal. Jogadores do computador: /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } na sala (fácil, médio ou difícil).
