"""A pseudo-language made from English, for the tests: each message wrapped in markers and its letters accented
(``⟦Ýóú dó ñót hóld ťhé 7♥.⟧``). A sentence shown to a player that has text outside the markers is English that
escaped the catalogue; the arguments put in a message (names, cards, cells) stay inside its markers."""

from __future__ import annotations

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

PSEUDO = "qps-ploc"
OPEN, CLOSE = "⟦", "⟧"
ACCENTED = str.maketrans(
    "aceinorsuyzACEINORSUYZ",
    "áçéïñóřšúýžÁÇÉÏÑÓŘŠÚÝŽ",
)


class _Accent(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = node.value.translate(ACCENTED)
        return node


def pseudo_text(english: str) -> str:
    """An `.ftl` text in the pseudo-language: every message's value and attributes accented and wrapped."""
    resource = FluentParser(with_spans=False).parse(english)
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            _Accent().visit(entry)
            if isinstance(entry, ast.Message):
                for pattern in [entry.value, *(attribute.value for attribute in entry.attributes)]:
                    if pattern is not None:
                        pattern.elements[:0] = [ast.TextElement(OPEN)]
                        pattern.elements.append(ast.TextElement(CLOSE))
    return str(FluentSerializer(with_junk=False).serialize(resource))


def outside_markers(text: str) -> str:
    """What of `text` lies outside every pair of markers (nested pairs count as one): English that escaped, or
    nothing but spaces, punctuation, mentions and emoji."""
    depth, outside = 0, []
    for char in text:
        if char == OPEN:
            depth += 1
        elif char == CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0:
            outside.append(char)
    return "".join(outside)


def escaped_words(text: str) -> list[str]:
    """The words of `text` outside the markers: each a run of two or more letters (a lone letter may be a seat's
    mark or a card code's suit)."""
    words, current = [], []
    for char in outside_markers(text) + " ":
        if char.isalpha():
            current.append(char)
        else:
            if len(current) >= 2:
                words.append("".join(current))
            current = []
    return words
