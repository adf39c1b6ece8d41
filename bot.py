"""Start-up for the Zark City bot. The Discord side is not built yet (issue 5): this stub says so."""

from __future__ import annotations

import sys


def main() -> int:
    print("The Zark City bot is not built yet: only the rules engine exists (try: python -m rules --help).")
    return 1


if __name__ == "__main__":
    sys.exit(main())
