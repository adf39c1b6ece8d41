"""The repository stands alone, and keeps its shape: every rule id the code, the tests and the help cite is defined in
docs/rulings.md; nothing points to a file outside the repository or to a tracker's numbers; the README stays short;
and shared code never asks what type an engine or a view is (it asks the game's kind, docs/architecture.md)."""

from __future__ import annotations

import ast
import re
import subprocess
from functools import cache
from pathlib import Path
from types import ModuleType

from cogs.games import FAMILY_COGS
from play.families import family_named
from render.drawers import drawer_named
from rules import kinds

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"\b[RHZ]-[0-9]+[a-z]?\b")
#: Every layer's registry lines (`<layer>/games.py`): only they may import a game family's package.
REGISTRIES = ("rules/games.py", "play/games.py", "render/games.py", "cogs/games.py")


def _package(entry: object) -> str:
    """The family package a registry's entry comes from: `rules/zark/` for a kind made in `rules.zark.kind`."""
    module = entry.__name__ if isinstance(entry, ModuleType) else type(entry).__module__
    layer, family = module.split(".")[:2]
    return f"{layer}/{family}/"


@cache
def family_places() -> tuple[str, ...]:
    """Where a game family's own code lives, read from the registries: each kind's package, its family's, its
    drawer's, and each family cog's. Only there may a game's own types be asked for."""
    places = {_package(cog) for cog, _ in FAMILY_COGS}
    for kind in kinds():
        places |= {_package(kind), _package(family_named(kind.key)), _package(drawer_named(kind.key))}
    return tuple(sorted(places))


@cache
def tracked() -> tuple[str, ...]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return tuple(path for path in listed.split() if path.endswith((".py", ".md", ".sh", ".toml", ".example", ".txt")))


def text_of(path: str) -> str:
    return (ROOT / path).read_text(encoding="utf-8")


def test_every_rule_id_cited_is_defined_in_docs_rulings() -> None:
    defined = set(re.findall(r"^#### ([RHZ]-[0-9]+[a-z]?)\b", text_of("docs/rulings.md"), re.MULTILINE))
    cited = {
        (path, found) for path in tracked() if path != "docs/rulings.md" for found in RULE_ID.findall(text_of(path))
    }
    missing = sorted({rule for _, rule in cited} - defined)
    assert not missing, f"cited but not defined in docs/rulings.md: {missing}"
    assert {"R-1", "R-28", "Z-1", "Z-29a", "Z-67", "H-1", "H-26"} <= defined


def test_nothing_points_outside_the_repository() -> None:
    outside = re.compile(r"\.\./shared|\b(?:ZARCANA|STYLE|RULINGS|ARCHITECTURE|DISCORD)\.md\b")
    found = [path for path in tracked() if path != "tests/test_repository.py" and outside.search(text_of(path))]
    assert not found


def test_no_tracker_numbers_stand_for_a_decision() -> None:
    numbered = re.compile(r"\bissues? [0-9]+")
    found = [path for path in tracked() if path != "tests/test_repository.py" and numbered.search(text_of(path))]
    assert not found


def test_the_readme_is_for_players_and_operators_and_short() -> None:
    assert len(text_of("README.md").splitlines()) <= 300
    assert "docs/architecture.md" in text_of("README.md")


def _engine_types() -> set[str]:
    """The names of every class a game family defines in rules/: asking for one of them is asking for an engine's
    type."""
    names = set()
    for path in tracked():
        if path.startswith(("rules/zark/", "rules/zarcana/")):
            tree = ast.parse(text_of(path))
            names |= {node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    return names


def test_shared_code_never_asks_what_type_an_engine_or_a_view_is() -> None:
    types, asked = _engine_types(), []
    for path in tracked():
        shared = path.endswith(".py") and path.startswith(("rules/", "play/", "render/", "data/", "cogs/", "bot.py"))
        if not shared or path.startswith(family_places()):
            continue
        for node in ast.walk(ast.parse(text_of(path))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "isinstance":
                named = {name.id for name in ast.walk(node.args[1]) if isinstance(name, ast.Name)}
                if named & types:
                    asked.append(f"{path}:{node.lineno} {sorted(named & types)}")
    assert not asked


def test_shared_code_imports_no_game_family_but_through_the_registry_lines() -> None:
    """Only the registries' lines name the families: `rules/games.py`, `play/games.py`, `render/games.py` and
    `cogs/games.py` (the families' own packages, the cogs' included, are families themselves)."""
    names = "|".join(sorted({place.split("/")[1] for place in family_places()}))
    family = re.compile(rf"^\s*from (?:rules|play|render|cogs)\.(?:{names})\b|^\s*from \.+(?:{names})\b", re.M)
    found = []
    for path in tracked():
        shared = path.endswith(".py") and path.startswith(("rules/", "play/", "render/", "data/", "cogs/", "bot.py"))
        if not shared or path.startswith(family_places()) or path in REGISTRIES:
            continue
        if family.search(text_of(path)):
            found.append(path)
    assert not found


def test_every_game_kind_has_its_family_its_drawer_and_its_cog() -> None:
    """A kind registered in `rules/games.py` is served in every layer (the registries' lines agree)."""
    served = [kind.key for _, cog_kinds in FAMILY_COGS for kind in cog_kinds]
    assert sorted(served) == sorted(kind.key for kind in kinds())
    for kind in kinds():
        assert family_named(kind.key) is not None and drawer_named(kind.key) is not None


def test_the_family_places_are_the_families_folders() -> None:
    """Each layer has a package per family (the Zark family's cog is `cogs/zark_city/`), and each is a folder."""
    places = family_places()
    for layer in ("rules", "play", "render", "cogs"):
        assert len([place for place in places if place.startswith(f"{layer}/")]) == len(FAMILY_COGS)
    assert all((ROOT / place).is_dir() for place in places)
