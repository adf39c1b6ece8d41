#!/usr/bin/env bash
# Run the tests: creates or reuses .venv, installs the pinned requirements, lints, type-checks, tests (README, "Tests").
#   ./test.sh              everything, in four pytest-xdist workers: the end-to-end tests mostly wait (on the bot
#                          process, on discord.py's backoff after the faults they inject), so two workers a core keep
#                          both cores busy
#   ./test.sh fast         lint, types and every test that starts no bot process: those marked neither `e2e` (all of
#                          tests/e2e, tests/conftest.py) nor `slow` (tests/slow.py), in two workers, one a core
#   ./test.sh [fast] ARGS  extra arguments go to pytest (for example: ./test.sh tests/rules -x)
# ZARK_TEST_WORKERS sets the number of workers (0: none, the tests run in this process).
set -euo pipefail
cd "$(dirname "$0")"
# The tests start many Python processes (workers, bots, command lines): let each find its modules compiled.
unset PYTHONDONTWRITEBYTECODE
workers=4
selection=()
if [ "${1:-}" = fast ]; then
  shift
  workers=2
  selection=(-m "not e2e and not slow")
fi
source scripts/venv.sh
ensure_requirements requirements-dev.txt
.venv/bin/ruff check .
.venv/bin/ruff format --check .
.venv/bin/mypy
exec .venv/bin/python -m pytest -n "${ZARK_TEST_WORKERS:-$workers}" --dist worksteal "${selection[@]}" "$@"
