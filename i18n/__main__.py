"""`python -m i18n check`: see `i18n.check`."""

from __future__ import annotations

import sys

from .check import main

USAGE = "usage: python -m i18n check"

if __name__ == "__main__":
    if sys.argv[1:] != ["check"]:
        print(USAGE, file=sys.stderr)
        sys.exit(2)
    sys.exit(main())
