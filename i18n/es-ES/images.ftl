# Lo que dicen las imágenes (render/): la leyenda bajo el tablero, la imagen de la mano, los subtítulos de la
# repetición, el gráfico de puntuación, el texto alternativo de cada imagen y el tablero como texto.

## Palabras que se insertan en las frases de abajo. $size, $to y $into: small, medium o large; $colour el color de
## un puesto: blue, orange, green, purple o yellow; $facing: up, north, east, south o west.

image-seat-colour = { $colour ->
        [blue] azul
        [orange] naranja
        [green] verde
        [purple] morado
       *[yellow] amarillo
    }

## Una carta de la familia Zark en palabras (una carta estándar se lee por su símbolo, 7♥): $colour R, Y, G, B;
## $number 0 a 9.

image-card-joker = comodín
image-card-uno-number = { $number } { $colour ->
        [R] rojo
        [Y] amarillo
        [G] verde
       *[B] azul
    }
image-card-uno-action = { $action ->
        [skip] Pierde turno
        [reverse] Cambio de sentido
       *[drawtwo] Roba dos
    } { $colour ->
        [R] rojo
        [Y] amarillo
        [G] verde
       *[B] azul
    }
image-card-wild = { $four ->
        [yes] comodín roba cuatro
       *[no] comodín de color
    }
# Un comodín de color en el tablero y la carta que representa (R-24).
image-card-wild-as = { $wild } como { $card }
# Lo que dice la banda de una carta Uno; breve, va escrito en la carta.
image-uno-band = { $rank ->
        [skip] Pierde
        [reverse] Sentido
        [wild] Comodín
       *[wild4] Comodín +4
    }

## Una carta de Zarcana como la nombra su cara, sin artículo ($name: el código de un triunfo o de una carta extra),
## y con su valor.

image-face-trump = { $name ->
        [Fool] Loco
        [Magician] Mago
        [Priestess] Sacerdotisa
        [Empress] Emperatriz
        [Emperor] Emperador
        [Hierophant] Hierofante
        [Lovers] Enamorados
        [Chariot] Carro
        [Strength] Fuerza
        [Hermit] Ermitaño
        [Wheel] Rueda de la Fortuna
        [Justice] Justicia
        [HangedMan] Colgado
        [Death] Muerte
        [Temperance] Templanza
        [Devil] Diablo
        [Tower] Torre
        [Star] Estrella
        [Moon] Luna
        [Sun] Sol
        [Judgement] Juicio
        [World] Mundo
        [Doppelganger] Doble
       *[Gateway] Portal
    }
image-face-down = Boca abajo
image-card-face-down = una carta boca abajo
# $numeral: el número de un triunfo en números romanos (XIII); $name: image-face-trump; $value: lo que vale ahora.
image-card-valued-trump = { $numeral } { $name } ({ $value })
image-card-valued = { $card } ({ $value })

## La leyenda bajo el tablero: los títulos de las columnas, la fila de un jugador, el mazo y los descartes.

image-legend-hand = en mano
image-legend-stash = en reserva: P M G
image-legend-stash-short = reserva: P M G
image-legend-score = puntos
image-legend-cards = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
image-tag-resigned = abandonó
image-tag-wins = gana ★
image-tag-choosing = elige
image-tag-ready = listo
image-tag-to-play = ◀ juega
image-tag-to-give = ◀ da
image-tag-agrees = quiere terminar
image-piles = Mazo { $deck } · Descartes { $discard }
image-piles-top = Mazo { $deck } · Descartes { $discard }, arriba { $card }
image-piles-in-play = En juego: { $cards }

## Cómo va la partida. $names: los jugadores que deben actuar; $cells: las casillas del bloque ganador (M13 M14 M15).

image-status-agreed = Partida terminada: de común acuerdo, sin ganador.
image-status-won = Partida terminada: gana { $name }.
image-status-won-with = Partida terminada: gana { $name } con { $cells }.
image-status-starters = Se eligen las cartas iniciales; falta { $names }.
image-status-hatching = Primera ronda: { $names } coloca su carta inicial.
image-status-discard = Turno { $turn }: { $names } debe descartarse hasta 6.
image-status-to-play = Turno { $turn }: juega { $names }.
# Zarcana: $names los ganadores, $count cuántos; $scores el nombre y los puntos de cada jugador (Ann 17, Bob 12).
image-status-winners = Partida terminada: { $count ->
        [one] gana
       *[other] ganan
    } { $names }.
image-status-winners-scores = Partida terminada: { $count ->
        [one] gana
       *[other] ganan
    } { $names } ({ $scores }).
# $next: lo que hay que hacer primero (una frase zarcana-next-*).
image-status-decision = Turno { $turn }: { $next }
image-status-final = Turno { $turn }: juega { $name }. Ronda final.
image-status-extra = Turno { $turn }: juega { $name } (una opción extra, no con «{ $card }»).
image-status-extra-final = Turno { $turn }: juega { $name } (una opción extra, no con «{ $card }»). Ronda final.

## El camino de Zarcana hacia su final (Z-66, H-18, H-24). $left: los jugadores a los que aún les toca.

image-round-ending = El mazo se agotó por segunda vez: la partida termina tras este turno (H-18).
image-round-final = Ronda final: a { $left } aún les toca una vez (H-18).
image-round-final-declared = Ronda final (la declaró { $declarer }): a { $left } aún les toca una vez (H-18).
image-round-nobody = nadie
image-round-used-up = Mazo agotado: cualquiera puede declarar la ronda final (Z-66, H-18).
image-round-used-up-safety = Mazo agotado: cualquiera puede declarar la ronda final; termina de todos modos cuando el mazo se agote otra vez (Z-66, H-18).
image-round-not-yet = Ronda final: no antes de la primera mezcla del mazo (Z-66).

## Una jugada en palabras, tras el nombre de quien la hizo ($did en image-did). $owner: el nombre del jugador de
## quien era la pieza; $paid, $cards: cartas (7♥, K♦).

image-did = { $name } { $did }
image-last-move = Última jugada: { $move }.
# Dos jugadas de un turno, una tras otra; dos cartas, una bajo la otra (una mano descartada, Zarcana).
image-then = { $first } y luego { $next }

## Las imágenes del tablero. $count: las cartas de una pila.

# La banda sobre un tablero que no es el de la partida: una vista previa, una pista, el tablero de una revisión.
image-mark-preview = VISTA PREVIA · sin jugar
image-mark-hint = PISTA · sin jugar
image-mark-review = REVISIÓN
image-board-starters = Aún no hay cartas: los jugadores eligen sus cartas iniciales.
image-board-empty = No queda ninguna carta en el tablero.
image-wasteland = tierra baldía
image-depth = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }

## La imagen de la mano y su texto alternativo.

image-hand-title = Tu mano · { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
image-hand-title-discard = Tu mano · { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } · descarta { $discard }
image-hand-starter = Tu carta inicial: { $card } (oculta hasta que todos hayan elegido)
image-hand-private = Solo tú puedes ver esto.
image-hand-none = No tienes cartas en la mano.
image-hand-give = Da a { $name } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a tu elección (Z-39).
image-hand-forbidden = Esta opción extra no puede usar «{ $card }» (Z-37).
image-hand-not-this = no en esta opción (Z-37)
# Los puntos de ataque de una carta (R-12, R-23) en una insignia: breve.
image-badge-points = { $points ->
        [one] { $points } pto
       *[other] { $points } ptos
    }
image-badge-fly = Vuela
image-hand-public = Sin mano: esta es la vista pública.
image-hand-empty = Tu mano está vacía.
image-hand-text = Tu mano, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }: { $cards }.
image-hand-points = { $card } ({ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    })
image-hand-points-fly = { $card } ({ $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, vuela)
# Una carta de Zarcana en la mano y lo que hace su poder.
image-hand-power = { $card }: { $power }

## Lo que hace el poder de una carta de Zarcana, en la imagen de la mano (Z-30 a Z-58), y lo que pide al esbirro
## (Z-18).

image-power-court = Desde la mano: el poder de cualquier palo; en el tablero: { $suit } (Z-22)
image-power = { $power ->
        [swords] Ataca a un esbirro en la casilla objetivo, o arrasa su carta de arriba si no hay esbirros (Z-30)
        [wands] Avanza un paso hacia donde apunta un esbirro tumbado y luego ponte de pie (Z-31)
        [cups] Haz crecer a un esbirro de pie, o clona uno de su tamaño o menor (Z-32)
        [discs] Construye una carta del mazo en la casilla objetivo (Z-33)
        [fool] Roba dos veces; cada carta se usa al momento si se puede (Z-35)
        [priestess] Roba hasta dos cartas y toma una opción más (Z-37)
        [empress] Como Copas, sin límite de población (Z-38)
        [emperor] Como Espadas, y exige hasta tres cartas al dueño de la víctima (Z-39)
        [hierophant] Sustituye a la víctima por un esbirro tuyo (Z-40)
        [lovers] Un esbirro de tu reserva a tierra baldía vacía (Z-41)
        [chariot] Muévete una o dos veces, en cualquier dirección (Z-42)
        [strength] Crece o clona, una o dos veces (Z-43)
        [hermit] Muévete una vez, en cualquier dirección, sin límite de población (Z-44)
        [wheel] Construye boca abajo una carta del mazo (Z-45)
        [justice] Intercambia tu mano con otro jugador (Z-46)
        [hangedman] Destruye todos los esbirros de aquí y la carta de arriba (Z-47)
        [death] Ataca una o dos veces (Z-48)
        [temperance] Construye incluso desde tierra baldía o bajo enemigos (Z-49)
        [devil] Orienta los esbirros que quieras aquí y al lado (Z-50)
        [tower] Como Espadas, o arrasa la carta de arriba del objetivo aunque haya esbirros (Z-51)
        [star] Roba cuatro cartas, sin límite de mano (Z-52)
        [moon] Lleva este territorio y sus esbirros a otro lugar (Z-53)
        [sun] Construye una carta de tu mano (Z-54)
        [judgement] Toma hasta tres cartas de la pila de descartes (Z-55)
        [gateway] Teletranspórtate a otro territorio del mismo palo (Z-58)
        [magician] Se usa como uno de los cuatro poderes de palo, desde la mano o el tablero (Z-36)
        [world] Se usa como el poder de un triunfo boca arriba del tablero (Z-56)
       *[doppelganger] Se usa como la carta de arriba de la pila de descartes (Z-57)
    }
image-needs-copied = Pide lo que pide el poder usado (Z-18)
# $minion, $wasteland, $population, $hand: yes o no; $facing: any, lying o standing.
image-needs = { $minion ->
        [yes] Esbirro: { $facing ->
            [lying] tumbado
            [standing] de pie
           *[any] cualquiera
        }, { $wasteland ->
            [yes] incluso tierra baldía
           *[no] sobre una carta
        }
       *[no] No hace falta esbirro
    }{ $population ->
        [no] ; sin límite de población
       *[yes] {""}
    }{ $hand ->
        [no] ; sin límite de mano
       *[yes] {""}
    }

## El texto alternativo del tablero (1000 caracteres como mucho) y el tablero como texto. $head: image-alt-head o
## image-alt-head-uno.

image-alt-zark = Tablero de { $title }, { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }.
image-alt-zarcana = Tablero de Zarcana, { $count ->
        [one] { $count } territorio
       *[other] { $count } territorios
    }.
image-alt-zarcana-wasteland = Tablero de Zarcana, { $count ->
        [one] { $count } territorio
       *[other] { $count } territorios
    } y { $wasteland ->
        [one] { $wasteland } casilla de tierra baldía
       *[other] { $wasteland } casillas de tierra baldía
    }.
image-alt-head = { $name } ({ $colour }, { $letter })
image-alt-head-uno = { $name } (pirámides: { $colour })
image-alt-resigned = { $head }: abandonó.
image-alt-seat = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano, { $pyramids ->
        [one] { $pyramids } pirámide
       *[other] { $pyramids } pirámides
    } en { $on ->
        [one] { $on } carta
       *[other] { $on } cartas
    }.
image-alt-seat-controls = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano, { $pyramids ->
        [one] { $pyramids } pirámide
       *[other] { $pyramids } pirámides
    } en { $on ->
        [one] { $on } carta
       *[other] { $on } cartas
    }, controla { $cells }.
image-alt-seat-controls-count = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano, { $pyramids ->
        [one] { $pyramids } pirámide
       *[other] { $pyramids } pirámides
    } en { $on ->
        [one] { $on } carta
       *[other] { $on } cartas
    }, controla { $controlled ->
        [one] { $controlled } carta
       *[other] { $controlled } cartas
    }.
# Zarcana: $final yes una vez contada la partida, si no no (los puntos hasta ahora).
image-alt-minions = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano, { $minions ->
        [one] { $minions } esbirro
       *[other] { $minions } esbirros
    } en { $spaces ->
        [one] { $spaces } casilla
       *[other] { $spaces } casillas
    }, { $final ->
        [yes] puntos
       *[no] puntos hasta ahora
    } { $score }.
image-alt-minions-holds = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano, { $minions ->
        [one] { $minions } esbirro
       *[other] { $minions } esbirros
    } en { $spaces ->
        [one] { $spaces } casilla
       *[other] { $spaces } casillas
    }, ocupa sola { $held }, { $final ->
        [yes] puntos
       *[no] puntos hasta ahora
    } { $score }.
image-alt-piles = Mazo { $deck }, descartes { $discard }.
image-space = { $cell } { $card }
image-space-deep = { $cell } { $card }, pila de { $depth }
image-space-wasteland = { $cell } tierra baldía
image-text-row = Fila { $row }: { $cells }
image-text-no-cards = Aún no hay cartas en el tablero.
image-text-seat-head = { $name } [{ $colour }, { $letter }]
image-text-seat-head-uno = { $name } [pirámides: { $colour }, marcadas { $mark }]
image-text-seat = { $head }: { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, reserva: pequeñas { $small }, medianas { $medium }, grandes { $large }
image-text-seat-resigned = { $head } (abandonó): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, reserva: pequeñas { $small }, medianas { $medium }, grandes { $large }
image-text-piles = Mazo { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, descartes { $discard ->
        [one] { $discard } carta
       *[other] { $discard } cartas
    }.
image-text-piles-top = Mazo { $deck ->
        [one] { $deck } carta
       *[other] { $deck } cartas
    }, descartes { $discard ->
        [one] { $discard } carta
       *[other] { $discard } cartas
    } (arriba: { $card }).
# $marks: number en los juegos Uno (pirámides marcadas con el número de puesto), si no letter (letra del color).
image-text-board = Tablero (pirámides: { $marks ->
        [number] número de puesto
       *[letter] letra del color
    } + s/m/l):
image-text-winning-block = Bloque ganador: { $cells }.
image-text-frontier = Casillas vacías junto a cartas: { $cells }.
image-text-minions-seat = { $letter } { $name } ({ $colour }): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano; reserva: pequeños { $small }, medianos { $medium }, grandes { $large }; { $final ->
        [yes] puntos
       *[no] puntos hasta ahora
    } { $score }.
image-text-minions-seat-resigned = { $letter } { $name } ({ $colour }) (abandonó): { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } en la mano; reserva: pequeños { $small }, medianos { $medium }, grandes { $large }; { $final ->
        [yes] puntos
       *[no] puntos hasta ahora
    } { $score }.
image-text-spaces = Casillas (esbirros: letra del color + s/m/l + u de pie, o n/e/s/w tumbado apuntando hacia ahí):
image-text-empty-spaces = Casillas vacías junto a cartas: { $cells }.

## La repetición animada: su texto alternativo y el subtítulo de cada imagen. $title: el nombre del juego.

image-replay-unfinished = sin terminar
image-replay-agreed = terminada de común acuerdo, sin ganador
image-replay-won = ganada por { $name }
image-replay-shared = compartida por { $names }
image-replay-alt = Repetición animada de { $title }, partida { $game }: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }, { $result }.
image-replay-alt-players = Repetición animada de { $title } ({ $players }): { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }, { $result }.
image-replay-move = Jugada { $number }/{ $total }: { $moves }
image-replay-moves = Jugadas { $first }-{ $last }/{ $total }: { $moves }
image-replay-none = Sin jugadas · { $result }

## El gráfico de puntuación de un jugador (/zark puntuación perfil).

image-chart-games = partidas puntuadas
image-chart-skill = habilidad (mu)
image-chart-uncertainty = ± incertidumbre (sigma)
