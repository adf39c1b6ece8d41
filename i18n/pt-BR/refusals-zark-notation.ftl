# Recusas da notação, das cartas, das opções de mesa e do tabuleiro da família Zark (ver en-US).

## Cartas nomeadas por extenso

zark-cards-joker = Curinga
zark-cards-wild = Coringa
zark-cards-wild-draw-four = Coringa Compre Quatro
zark-cards-uno-number = { $number } { $colour ->
        [red] vermelho
        [yellow] amarelo
        [green] verde
       *[blue] azul
    }
zark-cards-uno-action = { $action ->
        [skip] Pular
        [reverse] Inverter
       *[draw-two] Compre Duas
    } { $colour ->
        [red] vermelho
        [yellow] amarelo
        [green] verde
       *[blue] azul
    }
zark-cards-examples = { $deck ->
        [zark] 7H, 7♥, 10S, KD ou 5T para o 5★
        [uno] 7R ou red 7, SB (um Pular azul), RG (um Inverter verde), +2Y (um Compre Duas amarelo), W (um Coringa) ou W4
       *[standard] 7H, 7♥, 10S, KD ou JK para um Curinga
    }

## Cartas e baralhos

zark-cards-not-a-card = { $text } não é uma carta. Escreva as cartas como { $examples }.
zark-cards-no-deck = Não existe baralho chamado { $deck }; escolha um destes: { $decks }.
zark-ruleset-not-in-deck = A carta { $card } não é { $deck ->
        [zark] do baralho zark
        [uno] uma carta Uno
       *[standard] do baralho comum
    }: escreva as cartas como { $examples }.

## Jogadas em notação

zark-notation-empty = Uma linha vazia não é uma jogada.
zark-notation-not-a-move = { $word } não é uma jogada. Jogadas: { $moves }.
zark-notation-word-count = { $line } tem o número errado de palavras para { $verb }; veja docs/notation.md.
zark-notation-expected = Esperava-se '{ $word }' em { $line }.
zark-notation-not-a-seat = { $text } não é um número de lugar (1 a 5).
zark-notation-as-one-card = 'as' leva uma carta só, o que o Coringa vale: { $line }.
zark-notation-after-demolish = Nada pode vir depois de 'demolish' em { $line }.
zark-notation-convert-size = 'convert' leva um tamanho só em { $line }.
zark-notation-attack-ending = Um ataque termina com 'demolish' ou 'convert TAMANHO': { $line }.
zark-notation-attack-payment = Um ataque nomeia as cartas com que é pago: { $line }.

## Opções de mesa

zark-kind-no-such-option = { $game } não tem a opção de mesa { $option }; suas opções são { $options }.
zark-settings-no-game = Não existe o jogo { $game }; escolha um destes: { $games }.
zark-settings-players = { $game } precisa de { $fewest } a { $most } { $most ->
        [one] jogador
       *[other] jogadores
    }, não { $count }.
zark-settings-fixed = { $game } é jogado com { $setting ->
        [edition] a edição
        [deck] o baralho
       *[block_size] blocos de
    } { $value }, não { $given }.
zark-settings-uno-deck = O baralho uno é para Unocitta e Unopolis: escolha o jogo unocitta ou unopolis.
zark-settings-no-edition = Não existe a edição { $edition }; escolha uma destas: { $editions }.
zark-settings-no-deck = Não existe o baralho { $deck }; escolha um destes: { $decks }.
zark-settings-block-size = Um bloco de poder tem { $fewest } ou { $most } { $most ->
        [one] carta
       *[other] cartas
    }, não { $given }.

## Tabuleiro e mão

zark-state-cell-taken = A casa { $cell } já tem uma carta.
zark-state-not-next-to-a-card = A casa { $cell } não fica ao lado de nenhuma carta.
zark-state-not-in-hand = A carta { $card } não está na sua mão.
zark-state-hold-only = Você só tem { $count } { $count ->
        [one] cópia
       *[other] cópias
    } da carta { $card } na mão.

## O substituto

zark-caretaker-nothing-to-do = { $name } não tem nada a fazer agora.
