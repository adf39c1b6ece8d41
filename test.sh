#!/usr/bin/env bash
# Run the whole test suite: creates or reuses .venv, installs the pinned requirements, lints, type-checks, tests.
# The tests run in two worker processes (pytest-xdist), one per core of the machine they were timed on.
#   ./test.sh              everything (README: "Tests")
#   ./test.sh fast         lint, types and every test that starts no bot process: the tests marked neither `e2e`
#                          (all of tests/e2e) nor `slow`
#   ./test.sh [fast] ARGS  extra arguments go to pytest (for example: ./test.sh tests/rules -x)
set -euo pipefail
cd "$(dirname "$0")"
# The tests start many Python processes (workers, bots, command lines): let each find its modules compiled.
unset PYTHONDONTWRITEBYTECODE
selection=()
if [ "${1:-}" = fast ]; then
  shift
  selection=(-m "not e2e and not slow")
fi
source scripts/venv.sh
ensure_requirements requirements-dev.txt
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
exec .venv/bin/python -m pytest -n "${ZARK_TEST_WORKERS:-2}" --dist worksteal "${selection[@]}" "$@"
