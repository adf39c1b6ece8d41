"""`python -m i18n check`: every language holds exactly English's messages, with the same variables.

For each language it prints its message count and the numbers of missing, extra and variable-mismatched messages
(those listed below it), and a line for each message that does not parse; the exit status is 1 on any."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from .catalogue import sources
from .languages import ENGLISH, LANGUAGES


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(entry: ast.Message | ast.Term) -> frozenset[str]:
    """The variables a message uses (``$count``), in its value and attributes, select expressions included."""
    found = _Variables()
    found.visit(entry)
    return frozenset(found.names)


@dataclass
class Messages:
    """A language's messages by id, with their variables and attribute names, and what did not parse."""

    entries: dict[str, tuple[frozenset[str], frozenset[str]]] = field(default_factory=dict)
    broken: list[str] = field(default_factory=list)


def read(texts: Iterable[tuple[str, str]]) -> Messages:
    """Messages of catalogue texts, each given with a name for its reports (a file's)."""
    messages = Messages()
    for name, text in texts:
        for entry in FluentParser(with_spans=True).parse(text).body:
            if isinstance(entry, ast.Junk):
                messages.broken.append(f"{name}: {(entry.content or '').strip()[:80]!r}")
            elif isinstance(entry, ast.Message):
                key = entry.id.name
                if key in messages.entries:
                    messages.broken.append(f"{name}: {key} defined twice")
                attributes = frozenset(attribute.id.name for attribute in entry.attributes)
                messages.entries[key] = (variables(entry), attributes)
    return messages


def language_messages(language: str) -> Messages:
    return read((path.name, text) for path, text in sources(language))


@dataclass
class Report:
    """How one language compares with English."""

    language: str
    count: int
    missing: list[str]
    extra: list[str]
    mismatched: list[str]
    broken: list[str]

    @property
    def ok(self) -> bool:
        return not (self.missing or self.extra or self.mismatched or self.broken)

    def lines(self) -> list[str]:
        head = (
            f"{self.language}: {self.count} messages, {len(self.missing)} missing, {len(self.extra)} extra, "
            f"{len(self.mismatched)} with other variables" + (f", {len(self.broken)} not parsed" if self.broken else "")
        )
        details = [f"  missing {key}" for key in self.missing]
        details += [f"  extra {key}" for key in self.extra]
        details += [f"  variables differ: {key}" for key in self.mismatched]
        details += [f"  not parsed: {line}" for line in self.broken]
        return [head, *details]


def compare(language: str, messages: Messages, english: Messages) -> Report:
    ours, theirs = messages.entries, english.entries
    return Report(
        language=language,
        count=len(ours),
        missing=sorted(theirs.keys() - ours.keys()),
        extra=sorted(ours.keys() - theirs.keys()),
        mismatched=sorted(key for key in ours.keys() & theirs.keys() if ours[key] != theirs[key]),
        broken=messages.broken,
    )


def reports(languages: Iterable[str] = LANGUAGES) -> list[Report]:
    english = language_messages(ENGLISH)
    return [compare(language, language_messages(language), english) for language in languages]


def main() -> int:
    results = reports()
    for report in results:
        print("\n".join(report.lines()))
    return 0 if all(report.ok for report in results) else 1
