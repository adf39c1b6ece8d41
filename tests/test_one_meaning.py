"""A name in this house means one thing: a public top-level name of the product's code (a class, a function, a
constant) is defined in one module, with two kinds of exception that keep one meaning:

- **a family's own part**: each game family's package in a layer (`rules/zark/`, `render/zarcana/`, ...: the places
  the registries name, `tests.test_repository.family_places`) may define the name its role has in the other
  family (each family's `draw_board`, `move_line`, `seat_line`), once per layer and family;
- **a registry's dispatch** (`DISPATCHERS`): a shared module defines a name only to hand it to the game's family
  (`render.board_text` calls the family drawer's `board_text`), and each layer's registry has its `load`,
  `register` and `unregister`.

Private names (``_grow``) belong to their module; type variables are scoped to their generic; ``log`` is each
module's logger."""

from __future__ import annotations

import ast
import subprocess
from collections import defaultdict
from pathlib import Path

from tests.test_repository import family_places

ROOT = Path(__file__).resolve().parents[1]
#: The product's code: every name defined here is one a reader meets.
PRODUCT = ("rules/", "play/", "render/", "data/", "cogs/", "i18n/", "web/", "bot.py", "config.py")
#: Shared modules that define a name only to dispatch it to the game's family, or a layer's registry verbs.
DISPATCHERS = {
    "alt_text": "render/__init__.py",
    "board_text": "render/__init__.py",
    "hand_labels": "render/__init__.py",
    "hand_text": "render/__init__.py",
    "caretaker_action": "play/thinking.py",
    "waiting_sentence": "play/referee.py",
    "load": ("rules/games.py", "play/games.py", "render/games.py", "cogs/games.py"),
    "register": ("rules/core/registry.py", "play/families.py", "render/drawers.py"),
    "unregister": ("rules/core/registry.py", "play/families.py", "render/drawers.py"),
}
#: discord.py finds an extension's cogs through its module-level `setup`; a module's entry point is `main`.
CONVENTIONS = frozenset({"setup", "main", "log"})


def _product_modules() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [path for path in listed.stdout.split() if path.startswith(PRODUCT)]


def _is_type_variable(node: ast.AST) -> bool:
    call = getattr(node, "value", None)
    return isinstance(call, ast.Call) and getattr(call.func, "id", getattr(call.func, "attr", "")) == "TypeVar"


def _public_names(tree: ast.Module) -> list[str]:
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.Assign) and not _is_type_variable(node):
            names += [target.id for target in node.targets if isinstance(target, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    return [name for name in names if not name.startswith("_") and name not in CONVENTIONS]


def definitions() -> dict[str, list[str]]:
    """Every public top-level name of the product, with the modules that define it."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in _product_modules():
        for name in _public_names(ast.parse((ROOT / path).read_text(encoding="utf-8"))):
            found[name].append(path)
    return found


def _family_of(path: str) -> str | None:
    return next((place for place in family_places() if path.startswith(place)), None)


def second_meanings(found: dict[str, list[str]]) -> dict[str, list[str]]:
    """The names defined more than once outside the two exceptions, with where."""
    clashing: dict[str, list[str]] = {}
    for name, paths in found.items():
        dispatching = DISPATCHERS.get(name, ())
        rest = [path for path in paths if path not in ((dispatching,) if isinstance(dispatching, str) else dispatching)]
        families = [_family_of(path) for path in rest]
        one_per_family = None not in families and len(set(families)) == len(families)
        if len(rest) > 1 and not one_per_family:
            clashing[name] = paths
    return clashing


def test_a_public_name_is_defined_once_or_once_per_family() -> None:
    clashing = second_meanings(definitions())
    listed = "; ".join(f"{name} ({', '.join(paths)})" for name, paths in clashing.items())
    assert not clashing, f"defined in several modules, each a meaning of its own: {listed}"


def test_the_check_sees_a_second_meaning_and_lets_a_family_role_be() -> None:
    """The rule itself: a name defined by a shared module and a family's, or twice in one family's layer, clashes;
    each family's own definition of its role does not; a dispatcher is let be only where it is listed."""
    found = {
        "Place": ["cogs/support/pacing.py", "data/ratings.py"],
        "draw_board": ["render/zark/board.py", "render/zarcana/board.py"],
        "minion_words": ["rules/zarcana/checks.py", "rules/zarcana/words.py"],
        "board_text": ["render/__init__.py", "render/zark/describe.py", "render/zarcana/describe.py"],
        "alt_text": ["render/layout.py", "render/zark/describe.py"],
    }
    assert sorted(second_meanings(found)) == ["Place", "alt_text", "minion_words"]


def test_every_dispatcher_listed_is_still_defined_where_it_is_said_to_be() -> None:
    found = definitions()
    for name, where in DISPATCHERS.items():
        for path in (where,) if isinstance(where, str) else where:
            assert path in found.get(name, []), f"{name} is no longer defined in {path}: take it out of DISPATCHERS"
