"""Every rule of Zarcana in docs/rulings.md (Z-1 to Z-67, with Z-29a and Z-29b) and every house ruling (H-1 to H-26)
is cited by the engine's code and by a test here; nothing cites an id the specification does not have."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RULES = [f"Z-{n}" for n in range(1, 68)] + ["Z-29a", "Z-29b"] + [f"H-{n}" for n in range(1, 27)]
_ID = re.compile(r"\b([ZH])-(\d+[ab]?)\b")
_TEST_NAME_ID = re.compile(r"_([zh])(\d+[ab]?)(?=_)")  # test_z40_h13_...: the ids a test's name cites


def cited(folder: Path, *, names: bool) -> set[str]:
    found: set[str] = set()
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= {f"{letter}-{number}" for letter, number in _ID.findall(text)}
        if names:
            found |= {f"{letter.upper()}-{number}" for letter, number in _TEST_NAME_ID.findall(text)}
    return found


def test_every_rule_and_house_ruling_has_a_test() -> None:
    missing = [rule for rule in RULES if rule not in cited(Path(__file__).parent, names=True)]
    assert not missing, f"no test cites {missing}"


def test_the_engine_cites_every_rule_and_house_ruling() -> None:
    missing = [rule for rule in RULES if rule not in cited(ROOT / "rules" / "zarcana", names=False)]
    assert not missing, f"the engine never cites {missing}"


def test_nothing_cites_an_id_the_specification_does_not_have() -> None:
    for folder, names in ((ROOT / "rules" / "zarcana", False), (Path(__file__).parent, True)):
        assert cited(folder, names=names) <= set(RULES)


def test_the_rules_help_has_every_house_ruling_and_the_engines_choices_cite_the_rules() -> None:
    """The bot's rules help lists H-1 to H-26 from `rules.zarcana.rulings`, each a message the English catalogue
    has (the engine speaks no language: the words are `i18n`'s)."""
    from i18n import ENGLISH, text
    from rules.zarcana.rulings import ENGINE_CHOICES, HOUSE_RULINGS, ruling

    assert list(HOUSE_RULINGS) == [rule for rule in RULES if rule.startswith("H-")]
    assert all(text(ENGLISH, ruling(rule).key).strip() for rule in HOUSE_RULINGS)
    assert text(ENGLISH, "help-zarcana-rulings").startswith("**Zarcana as documented**")
    english = [text(ENGLISH, choice.key) for choice in ENGINE_CHOICES]
    assert all(_ID.search(choice) or "other games" in choice for choice in english)
