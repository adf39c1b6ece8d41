#!/usr/bin/env bash
# Start the bot: creates or reuses .venv, installs the pinned requirements, reads DISCORD_TOKEN from .env.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_requirements requirements.txt
exec .venv/bin/python bot.py "$@"
