"""The band-wise PNG writer: every PNG opens, verifies and decodes to exactly the drawn image, however its bands
were reused, and the reuse itself is checked on the bands, not by timing."""

from __future__ import annotations

import io
import random
import struct
import zlib
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from render import board_png, hand_png, layout, png, samples
from render.board import draw_board
from render.hand import draw_hand
from render.palette import PALETTE_RGB, blank_canvas, quantize
from render.png import BandCache, Bands, adler32_combine, band_rows, compress, encode
from rules import Game, Settings, View
from rules.playout import random_step


def game_boards(seed: int, players: int, moves: int) -> list[View]:
    """The public view after each move of a random game: consecutive turns, the board growing as it goes."""
    game = Game.new(Settings(players=samples.FIVE_PLAYERS[:players]), seed)
    rng = random.Random(seed)
    views = []
    for _ in range(moves):
        if game.phase == "over":
            break
        random_step(game, rng)
        views.append(game.view(None))
    return views


@pytest.fixture(scope="module")
def three_player_game() -> list[View]:
    return game_boards(18, 3, 40)


@pytest.fixture(scope="module")
def four_player_game() -> list[View]:
    return game_boards(7, 4, 30)


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The PNG's chunks as (type, data), each CRC checked."""
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    found, position = [], 8
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind, body = data[position + 4 : position + 8], data[position + 8 : position + 8 + length]
        (crc,) = struct.unpack(">I", data[position + 8 + length : position + 12 + length])
        assert crc == zlib.crc32(kind + body), kind
        found.append((kind, body))
        position += 12 + length
    assert position == len(data)
    return found


def decoded(data: bytes) -> Image.Image:
    """Check the PNG's structure and its zlib stream (Pillow stops reading before the Adler-32), open and verify it
    the way a client would, then decode it."""
    found = chunks(data)
    assert [kind for kind, _ in found] == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    width, height = struct.unpack(">II", found[0][1][:8])
    scanlines = zlib.decompress(found[2][1])  # raises unless the stream ends properly and its checksum holds
    assert len(scanlines) == height * (width + 1)
    assert all(scanlines[row * (width + 1)] == 0 for row in range(height))
    Image.open(io.BytesIO(data)).verify()
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def assert_same_picture(data: bytes, drawn: Image.Image) -> None:
    image = decoded(data)
    assert image.mode == "P" and image.size == drawn.size
    assert image.getpalette() == drawn.getpalette()
    assert image.tobytes() == drawn.tobytes()


def test_adler32_combine_matches_zlib() -> None:
    rng = random.Random(1)
    for _ in range(300):
        first, second = rng.randbytes(rng.randrange(0, 3000)), rng.randbytes(rng.randrange(0, 200_000))
        combined = adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second))
        assert combined == zlib.adler32(first + second)
    assert adler32_combine(1, 1, 0) == 1


@pytest.mark.parametrize("size", [(1, 1), (1, 300), (760, 1), (760, 43), (760, 44), (3000, 25), (761, 1058)])
def test_any_paletted_image_round_trips(size: tuple[int, int]) -> None:
    rng = random.Random(size[0] * size[1])
    image = blank_canvas(*size, layout.TABLE)
    image.putdata([rng.choice((0, 0, 0, 5, 17, 200)) for _ in range(size[0] * size[1])])
    assert_same_picture(encode(image), image)


def test_the_sample_boards_and_the_hand_round_trip(crowded: Game, finished: Game, early: Game) -> None:
    for game in (crowded, finished, early):
        view = game.view(None)
        assert_same_picture(board_png(view), draw_board(view))
    hand = samples.sample_hand()
    view = hand.view(hand.current)
    assert_same_picture(hand_png(view), quantize(draw_hand(view)))


def test_only_paletted_opaque_images_are_written() -> None:
    with pytest.raises(ValueError, match="paletted"):
        encode(Image.new("RGB", (4, 4)))
    transparent = blank_canvas(4, 4, layout.TABLE)
    transparent.info["transparency"] = 0
    with pytest.raises(ValueError, match="transparent"):
        encode(transparent)


@pytest.mark.parametrize("helper", [False, True])
def test_a_games_boards_decode_exactly_with_a_key(
    three_player_game: list[View], helper: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(png.HELPER, "enabled", helper)
    sizes = set()
    for view in three_player_game:
        data = board_png(view, key=f"png-test-game-{helper}")
        drawn = draw_board(view)
        assert_same_picture(data, drawn)
        assert data == board_png(view)  # byte for byte the cold PNG
        sizes.add(drawn.size)
    assert len(sizes) > 3  # the board grew and shifted several times


def test_keys_interleaved_and_swapped(three_player_game: list[View], four_player_game: list[View]) -> None:
    pairs = list(zip(three_player_game, four_player_game, strict=False))
    for turn, (a, b) in enumerate(pairs):
        keys = ("png-a", "png-b") if turn % 7 else ("png-b", "png-a")  # now and then each game under the other key
        assert_same_picture(board_png(a, key=keys[0]), draw_board(a))
        assert_same_picture(board_png(b, key=keys[1]), draw_board(b))
    for view in reversed(three_player_game):  # backwards: every board shrinks or changes against the last
        assert_same_picture(board_png(view, key="png-a"), draw_board(view))


def images_of(views: list[View]) -> list[Image.Image]:
    return [draw_board(view) for view in views]


def test_unchanged_bands_are_reused_and_changed_ones_recompressed(three_player_game: list[View]) -> None:
    image = draw_board(three_player_game[-1])
    first = compress(image)
    again = compress(image, first)
    assert all(new is old for new, old in zip(again.deflated, first.deflated, strict=True))
    rows = band_rows(image.width)
    changed = image.copy()
    changed.putpixel((5, rows * 2 + 1), (changed.getpixel((5, rows * 2 + 1)) + 1) % 256)  # inside band 2
    bands = compress(changed, first)
    reused = [new is old for new, old in zip(bands.deflated, first.deflated, strict=True)]
    assert reused == [index != 2 for index in range(len(reused))]
    assert png_of(bands, changed) == encode(changed)


def test_a_change_in_the_last_row_of_a_band_recompresses_the_band_below(three_player_game: list[View]) -> None:
    """The band below is compressed against that row: reusing it would copy the old row's pixels."""
    image = draw_board(three_player_game[-1])
    first = compress(image)
    rows = band_rows(image.width)
    changed = image.copy()
    for x in range(image.width):
        changed.putpixel((x, rows - 1), 7)
    bands = compress(changed, first)
    reused = [new is old for new, old in zip(bands.deflated, first.deflated, strict=True)]
    assert reused[:3] == [False, False, True]
    assert_same_picture(png_of(bands, changed), changed)


def test_a_different_size_reuses_nothing(three_player_game: list[View]) -> None:
    small, large = draw_board(three_player_game[5]), draw_board(three_player_game[-1])
    assert small.size != large.size
    bands = compress(large, compress(small))
    assert_same_picture(png_of(bands, large), large)
    assert png_of(bands, large) == encode(large)


def png_of(bands: Bands, image: Image.Image) -> bytes:
    return png.png_bytes(bands, png.palette_of(image))


def test_the_cache_keeps_the_most_recent_keys_within_its_bounds(three_player_game: list[View]) -> None:
    images = images_of(three_player_game[-6:])
    cache = BandCache(max_keys=3, max_bytes=1 << 30)
    for key, image in enumerate(images[:4]):
        assert_same_picture(cache.encode(image, key), image)
    assert cache.keys() == [1, 2, 3]
    cache.get(1)  # used: now the most recent
    assert_same_picture(cache.encode(images[4], 4), images[4])
    assert cache.keys() == [3, 1, 4]
    assert_same_picture(cache.encode(images[5], 0), images[5])  # an evicted key starts afresh
    assert cache.keys() == [1, 4, 0]

    one = compress(images[0]).size_in_memory
    small = BandCache(max_keys=10, max_bytes=one * 2 + one // 2)
    for key, image in enumerate(images[:3]):
        small.encode(image, key)
    assert small.keys() == [1, 2]
    tiny = BandCache(max_keys=10, max_bytes=one // 2)
    assert_same_picture(tiny.encode(images[0], "big"), images[0])
    assert tiny.keys() == []  # one image over the bound is not kept at all


def test_threads_rendering_different_games_and_the_same_game(
    three_player_game: list[View], four_player_game: list[View]
) -> None:
    expected = {id(view): draw_board(view) for view in three_player_game + four_player_game}
    jobs = [("thread-a", view) for view in three_player_game] + [("thread-b", view) for view in four_player_game]
    jobs += [("thread-a", view) for view in three_player_game[::3]]  # the same game twice at once
    random.Random(3).shuffle(jobs)
    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(lambda job: (job[1], board_png(job[1], key=job[0])), jobs))
    for view, data in results:
        assert_same_picture(data, expected[id(view)])


def test_palette_is_written_as_drawn(early: Game) -> None:
    image = draw_board(early.view(None))
    assert bytes(decoded(encode(image)).getpalette() or []) == PALETTE_RGB
