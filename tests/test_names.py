"""Every dotted name of the house that the code's docstrings and comments, or the documents, cite between backquotes
(`play.referee.Referee`, ``data.sql``) names a module or an attribute of one: a module renamed or a function moved
leaves no pointer to nothing behind.

A name is checked when it starts with one of the house's packages or top modules (`HOUSE`); file paths (`bot.py`,
`rules/zark/game.py`) are not dotted names. Run it alone with ``python -m pytest tests/test_names.py -q``."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
import subprocess
from functools import cache
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
#: The house's packages and top modules: a backquoted name starting with one of them must resolve.
HOUSE = ("rules", "play", "render", "data", "cogs", "i18n", "web", "bench", "tests", "bot", "config")
#: What ends a file's name, not an attribute: `bot.py`, `docs/architecture.md`.
FILE_ENDINGS = frozenset({"py", "md", "toml", "txt", "sh", "json", "png", "gif", "db", "example", "yml", "yaml"})
CITED = re.compile(r"`{1,2}((?:" + "|".join(HOUSE) + r")(?:\.[A-Za-z_][A-Za-z0-9_]*)+)(?=[`(\[ ,:])")


def tracked() -> list[str]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [
        path
        for path in listed.split()
        if (path.endswith(".py") or (path.endswith(".md") and (path.startswith("docs/") or "/" not in path)))
        and (ROOT / path).is_file()
    ]


def cited_names(text: str) -> set[str]:
    return {name for name in CITED.findall(text) if name.rsplit(".", 1)[1] not in FILE_ENDINGS}


@cache
def module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name is not None and (name == error.name or name.startswith(error.name + ".")):
            return None
        raise


def has_attribute(owner: object, name: str) -> bool:
    """An attribute, a dataclass field or annotated attribute, or one the class's methods set on `self`."""
    if hasattr(owner, name):
        return True
    if not inspect.isclass(owner):
        return False
    for cls in owner.__mro__:
        if name in getattr(cls, "__annotations__", {}) or (
            dataclasses.is_dataclass(cls) and name in {field.name for field in dataclasses.fields(cls)}
        ):
            return True
        try:
            source = inspect.getsource(cls)
        except (OSError, TypeError):
            continue
        if re.search(rf"\bself\.{name}\s*[:=]", source):
            return True
    return False


@cache
def resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for split in range(len(parts), 0, -1):
        found = module(".".join(parts[:split]))
        if found is None:
            continue
        owner: object = found
        for part in parts[split:]:
            if isinstance(owner, ModuleType) and module(f"{owner.__name__}.{part}") is not None:
                owner = module(f"{owner.__name__}.{part}")
                continue
            if not has_attribute(owner, part):
                return False
            owner = getattr(owner, part, None)
        return True
    return False


def unresolved(paths: list[str]) -> list[str]:
    return [
        f"{path}: {name}"
        for path in paths
        for name in sorted(cited_names((ROOT / path).read_text(encoding="utf-8")))
        if not resolves(name)
    ]


def test_every_dotted_name_cited_resolves() -> None:
    missing = unresolved([path for path in tracked() if path != "tests/test_names.py"])  # (its examples are gone)
    assert not missing, "names that resolve to nothing:\n" + "\n".join(missing)


def test_the_check_finds_names_and_refuses_those_that_are_gone() -> None:
    text = "See `play.referee.Referee`, ``data.sql``, `rules.kind_of(game)` and `bot.py`, not `cogs.turns.play_turn`."
    assert cited_names(text) == {"play.referee.Referee", "data.sql", "rules.kind_of", "cogs.turns.play_turn"}
    assert resolves("play.referee.Referee") and resolves("data.sql.BUCKETS_PER_POINT") and resolves("rules.kind_of")
    assert resolves("config.Config.token")  # a dataclass field without a default
    assert not resolves("cogs.turns.play_turn") and not resolves("rules.phase.Phase")
    assert not resolves("render.hand.draw_title") and not resolves("play.referee.Referee.no_such_thing")
    assert len(tracked()) > 300
