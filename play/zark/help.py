"""The rules help: one page per turn option and topic, citing the rulings (R-n), for /zark rules, in the reader's
language (`i18n/*/help-zark.ftl`, a message per page)."""

from __future__ import annotations

import i18n

#: The pages of /zark rules, as its `page` option names them (the overview lists the others in this order).
RULES_PAGES = (
    "overview", "start", "setup", "draw", "grow", "spawn", "build", "move", "attack", "fly", "hatch", "discard",
    "winning", "editions", "unocitta", "unopolis", "zarcana", "resign", "days", "preview", "computers", "ratings",
    "tutorial", "choices",
)  # fmt: skip


def rules_page(language: str, page: str) -> str:
    """A page of /zark rules (one of `RULES_PAGES`) in `language`."""
    return i18n.text(language, f"help-zark-{page}")
