"""The English of a refusal, for what stays in English: the command-line tools (`python -m rules`) and the errors of
a record file, which name the engine's refusal. The engines speak no language: a refusal that carries a message (an
id and its arguments, `rules.Message`) is said by the catalogues (`i18n`), imported only when one is said."""

from __future__ import annotations


def english_sentence(error: BaseException) -> str:
    """What `error` says in English: its message in words, or its sentence as it was written."""
    message = getattr(error, "message", None)
    if message is None:
        return str(getattr(error, "sentence", error))
    import i18n  # noqa: PLC0415 (the catalogues only for a refusal said in words, never to play a game)

    return i18n.say(i18n.ENGLISH, message)
