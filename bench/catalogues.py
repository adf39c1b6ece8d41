"""What the catalogues cost (`i18n`): memory with every language loaded, and CPU to put a turn's sentences in words.

Prints `name: value` lines:
- `i18n_messages`: messages per language (English's count);
- `i18n_rss_mb`: what the process grows by when every language's catalogue is read and speaks (a message said in
  each: its text held, its entries found, Babel's plural rules and list patterns loaded); aim: at most 15 MB;
- `i18n_rss_mb_every_message_said`: the same once every message has been said in every language (each message is
  parsed and compiled when first said, and kept: this is the most the catalogues can ever hold; a bot says a
  fraction of its messages, in the languages its players speak);
- `i18n_turn_cpu_ms_LANGUAGE` and `i18n_turn_cpu_ms`: CPU milliseconds to format `PER_TURN` messages with their
  arguments (what a turn says: the move's line, who is next, a private reply, a DM, a refusal or two), the mean over
  every message of the catalogue taken in turn, per language and at worst; aim: at most 0.5 ms.

Run: .venv/bin/python bench/catalogues.py
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import fluent.runtime  # noqa: F401  (the libraries' own memory is not the catalogues')
from babel import Locale

import i18n
from i18n.catalogue import whole_text

#: Sentences a turn puts in words, counted generously: the move line, the next step, the private reply, DMs, events.
PER_TURN = 12
ROUNDS = 20


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def messages_of(text: str) -> list[tuple[str, dict[str, object]]]:
    """Each message of a catalogue text with its variables set to 3 (read plainly: the parser's syntax tree is not
    the bot's memory)."""
    found: list[tuple[str, dict[str, object]]] = []
    for block in re.split(r"\n(?=[a-zA-Z])", text):
        head = re.match(r"([a-zA-Z][\w-]*) =", block)
        if head and not head.group(1).startswith("cmd-"):
            found.append((head.group(1), dict.fromkeys(re.findall(r"\$([a-zA-Z][\w-]*)", block), 3)))
    return found


def main() -> None:
    Locale.parse("en_US").plural_form(1)  # Babel's own start-up, which any use of it pays
    before = rss_mb()
    catalogue = i18n.catalogue()
    calls = {language: messages_of(whole_text(language)) for language in i18n.LANGUAGES}
    for language, listed in calls.items():  # every language read, and speaking: its plural rules loaded
        catalogue.text(language, *listed[0])
        i18n.listed(language, ["a", "b", "c"])
    loaded = rss_mb() - before
    for language, listed in calls.items():
        for key, args in listed:
            catalogue.text(language, key, args)
    print(f"i18n_messages: {len(calls[i18n.ENGLISH])}")
    print(f"i18n_rss_mb: {loaded:.1f}")
    print(f"i18n_rss_mb_every_message_said: {rss_mb() - before:.1f}")
    worst = 0.0
    for language, listed in calls.items():
        started = time.process_time()
        for _ in range(ROUNDS):
            for key, args in listed:
                catalogue.text(language, key, args)
        per_message = (time.process_time() - started) / (ROUNDS * max(1, len(listed)))
        per_turn_ms = per_message * PER_TURN * 1000
        worst = max(worst, per_turn_ms)
        print(f"i18n_turn_cpu_ms_{language}: {per_turn_ms:.3f}")
    print(f"i18n_turn_cpu_ms: {worst:.3f}")


if __name__ == "__main__":
    main()
