"""A small PNG writer for paletted images that compresses in horizontal bands, so a band can be reused.

Consecutive boards of one game differ in a third to a half of their rows (the legend, the last-move ring, a few
cells), and compressing was most of the cost of a board. The image data is cut into bands of whole rows and each band is
compressed on its own as raw deflate, primed with the row just above it (what most matches point back to) and
ended with a sync flush, which byte-aligns it without ending the stream. The bands are joined into one zlib stream:
a 2-byte header, the bands, a final empty block and the Adler-32 of all the data. A band depends only on its own
rows and the row above, so when those rows are byte for byte equal to the previous image's, the previous compressed
band is reused as it is, and a PNG is the same whether or not any band was reused.

Bands of about 48 KB also compress faster than one long stream (zlib never slides its window): a board with nothing
to reuse takes about 30% less time than Pillow's writer at the same level, for 1% more bytes. zlib lets other
threads run while it compresses, so a helper thread takes bands off the same list as the caller; it is used only
while no other image is being compressed (on two cores, a second image keeps both busy, and the helper then only
added hand-offs: measured 35% faster alone, no faster with two or more at once).
"""

from __future__ import annotations

import struct
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from PIL import Image

COMPRESS_LEVEL = 3  # as Pillow was asked for before: level 1 is hardly faster here and 20% bigger
BAND_BYTES = 48 * 1024  # smaller bands are reused more often but each costs more; 64 KB makes zlib slide its window
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_ZLIB_HEADER = b"\x78\x5e"  # deflate with a 32 KB window, no preset dictionary, as zlib heads levels 2-5
_FINAL_EMPTY_BLOCK = b"\x03\x00"  # BFINAL=1, fixed Huffman codes, end of block
_ADLER_BASE = 65521


@dataclass(frozen=True, slots=True)
class Bands:
    """An image's scanlines in bands of whole rows: as bytes (to compare), compressed, and their Adler-32s."""

    width: int
    height: int
    scanlines: tuple[bytes, ...]  # each row is its filter byte (0: none) and its palette indices
    deflated: tuple[bytes, ...]
    checksums: tuple[int, ...]

    @property
    def size_in_memory(self) -> int:
        return sum(map(len, self.scanlines)) + sum(map(len, self.deflated))


def band_rows(width: int) -> int:
    return max(1, BAND_BYTES // (width + 1))


def _scanline_bands(image: Image.Image) -> tuple[bytes, ...]:
    """The image's rows, each preceded by filter type 0 (none, as Pillow writes paletted images), in bands.

    Pasting the image one pixel in on a canvas whose first column is 0 lays the rows out as PNG scanlines. Pillow's
    raw encoder, run as `Image.tobytes` runs it, then hands them out one band per call: whole rows up to the buffer
    size asked for. That takes a tenth of the time of cropping each band, and never builds the whole image as one
    bytes object (which costs 0.7 ms for some sizes on this host, allocating fresh pages). The tests decode every
    PNG, so a Pillow that changed these internals would fail them rather than draw wrong boards.
    """
    width, height = image.size
    framed = Image.new("P", (width + 1, height), 0)
    framed.paste(image, (1, 0))
    encoder = Image._getencoder("P", "raw", "P")
    encoder.setimage(framed.im, (0, 0, width + 1, height))
    buffer_size = band_rows(width) * (width + 1)
    bands = []
    try:
        while True:
            _, status, data = encoder.encode(buffer_size)
            bands.append(data)
            if status:
                break
    finally:
        encoder.cleanup()
    if status < 0:
        raise RuntimeError(f"Pillow's raw encoder failed ({status})")
    return tuple(bands)


def _deflate(scanlines: bytes, row_above: bytes | None) -> bytes:
    if row_above is None:
        compressor = zlib.compressobj(COMPRESS_LEVEL, zlib.DEFLATED, -15)
    else:
        compressor = zlib.compressobj(COMPRESS_LEVEL, zlib.DEFLATED, -15, zdict=row_above)
    return compressor.compress(scanlines) + compressor.flush(zlib.Z_SYNC_FLUSH)


def _reusable(previous: Bands, index: int, bands: tuple[bytes, ...], stride: int) -> bool:
    """Whether band `index` and the row above it are exactly as in `previous` (bytes compared, not hashes)."""
    if bands[index] != previous.scanlines[index]:
        return False
    return index == 0 or bands[index - 1][-stride:] == previous.scanlines[index - 1][-stride:]


class _Helper:
    """One spare thread that works through the caller's list of bands alongside it, if no other caller is busy."""

    def __init__(self) -> None:
        self.enabled = True
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="png-bands")
        self._lock = threading.Lock()
        self._callers = 0

    def run(self, work: Callable[[], None], jobs: int) -> None:
        """Run `work` (which takes jobs until none are left) here and, if it pays, on the helper thread too."""
        with self._lock:
            self._callers += 1
            alone = self._callers == 1
        try:
            helper = self._pool.submit(work) if self.enabled and alone and jobs > 1 else None
            work()
            if helper is not None and not helper.cancel():  # started: wait for the band it is on
                helper.result()
        finally:
            with self._lock:
                self._callers -= 1


HELPER = _Helper()


def compress(image: Image.Image, previous: Bands | None = None) -> Bands:
    """Compress a paletted image band by band, taking unchanged bands from `previous` if it has the same size."""
    if image.mode != "P":
        raise ValueError(f"only paletted images are written here, not {image.mode}")
    width, height = image.size
    stride = width + 1
    bands = _scanline_bands(image)
    if previous is not None and (previous.width, previous.height) != (width, height):
        previous = None
    deflated: list[bytes] = [b""] * len(bands)
    checksums: list[int] = [0] * len(bands)
    jobs = []
    for index in range(len(bands)):
        if previous is not None and _reusable(previous, index, bands, stride):
            deflated[index] = previous.deflated[index]
            checksums[index] = previous.checksums[index]
        else:
            jobs.append(index)

    def work() -> None:
        while True:
            try:
                index = jobs.pop()  # atomic: the caller and the helper never take the same band
            except IndexError:
                return
            band = bands[index]
            deflated[index] = _deflate(band, bands[index - 1][-stride:] if index else None)
            checksums[index] = zlib.adler32(band)

    HELPER.run(work, len(jobs))
    return Bands(width, height, bands, tuple(deflated), tuple(checksums))


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings joined, from theirs (as zlib's adler32_combine, which Python lacks)."""
    low = ((first & 0xFFFF) + (second & 0xFFFF) - 1) % _ADLER_BASE
    high = ((first >> 16) + (second >> 16) + second_length * ((first & 0xFFFF) - 1)) % _ADLER_BASE
    return (high << 16) | low


def _checksum(bands: Bands) -> int:
    total = 1  # the Adler-32 of nothing
    for scanlines, checksum in zip(bands.scanlines, bands.checksums, strict=True):
        total = adler32_combine(total, checksum, len(scanlines))
    return total


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def png_bytes(bands: Bands, palette: bytes) -> bytes:
    """The PNG file: header, palette (RGB triples), the bands as one zlib stream in one IDAT chunk, end."""
    header = struct.pack(">IIBBBBB", bands.width, bands.height, 8, 3, 0, 0, 0)  # 8-bit paletted, not interlaced
    trailer = _FINAL_EMPTY_BLOCK + struct.pack(">I", _checksum(bands))
    length = len(_ZLIB_HEADER) + sum(map(len, bands.deflated)) + len(trailer)
    crc = zlib.crc32(_ZLIB_HEADER, zlib.crc32(b"IDAT"))
    for part in bands.deflated:
        crc = zlib.crc32(part, crc)
    crc = zlib.crc32(trailer, crc)
    return b"".join(
        [
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", palette),
            struct.pack(">I", length) + b"IDAT" + _ZLIB_HEADER,
            *bands.deflated,
            trailer + struct.pack(">I", crc),
            _chunk(b"IEND", b""),
        ]
    )


def palette_of(image: Image.Image) -> bytes:
    if "transparency" in image.info:
        raise ValueError("transparent palettes are not written here")
    return bytes(image.getpalette("RGB") or [0, 0, 0])


def encode(image: Image.Image) -> bytes:
    """A paletted image as PNG bytes, with nothing kept for next time."""
    return png_bytes(compress(image), palette_of(image))


class BandCache:
    """The last image's bands under each of the most recently used keys, for `BandCache.encode`.

    Bounded both ways: at most `max_keys` keys and `max_bytes` in all (an entry holds its image's scanlines plus
    the compressed bands, a little over width x height bytes); the least recently used key goes first, and an
    image bigger than `max_bytes` is not kept. Entries are never changed once stored, so threads hold the lock only
    to look one up or store one, never while compressing. Two threads encoding under the same key at once both
    make correct PNGs; the one stored last is kept.
    """

    def __init__(self, max_keys: int, max_bytes: int) -> None:
        self.max_keys = max_keys
        self.max_bytes = max_bytes
        self._entries: OrderedDict[Hashable, Bands] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Bands | None:
        with self._lock:
            bands = self._entries.get(key)
            if bands is not None:
                self._entries.move_to_end(key)
            return bands

    def put(self, key: Hashable, bands: Bands) -> None:
        size = bands.size_in_memory
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old.size_in_memory
            if size > self.max_bytes:
                return
            self._entries[key] = bands
            self._bytes += size
            while len(self._entries) > self.max_keys or self._bytes > self.max_bytes:
                _, evicted = self._entries.popitem(last=False)
                self._bytes -= evicted.size_in_memory

    def keys(self) -> list[Hashable]:
        with self._lock:
            return list(self._entries)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0

    def encode(self, image: Image.Image, key: Hashable) -> bytes:
        """As `encode`, reusing the bands of the image last encoded under `key` where they are unchanged."""
        bands = compress(image, self.get(key))
        self.put(key, bands)
        return png_bytes(bands, palette_of(image))
