# Sourced by start.sh and test.sh: create or reuse .venv and install the pinned requirements.
# Re-installs only when a requirements file changed, so a second run starts at once.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
python="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  echo "Creating the virtual environment in .venv" >&2
  "$python" -m venv "$venv"
fi
ensure_requirements() {
  local file="$1" stamp="$venv/.installed-$(basename "$1")"
  local digest
  digest="$(cat "$root/requirements.txt" "$file" | sha256sum | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$digest" ]; then
    echo "Installing $(basename "$file") into .venv" >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$file"
    echo "$digest" > "$stamp"
  fi
}
