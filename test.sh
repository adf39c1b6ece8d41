#!/usr/bin/env bash
# Run the whole test suite: creates or reuses .venv, installs the pinned requirements, lints, type-checks, tests.
# Extra arguments go to pytest (for example: ./test.sh tests/rules -x).
set -euo pipefail
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_requirements requirements-dev.txt
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
exec .venv/bin/python -m pytest "$@"
