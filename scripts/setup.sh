#!/bin/sh
# Installs what is missing on a fresh machine, so that `npm start` and `npm test` are the only commands:
#   always: the npm dependencies (again whenever package-lock.json changed), Node 24 among them;
#   --test: Debian's chromium, postgresql and redis-server (when run as root);
#   --split: Debian's postgresql and redis-server (when run as root).
set -e
cd "$(dirname "$0")/.."

lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
stamp=node_modules/.canal-lock.sha256
if [ ! -x node_modules/.bin/tsx ] || [ ! -x node_modules/.bin/node ] || [ "$(cat "$stamp" 2>/dev/null)" != "$lock_sum" ]; then
  echo "Installation des dépendances npm..."
  npm ci --no-audit --no-fund
  echo "$lock_sum" > "$stamp"
fi

# The linters live in a folder of their own (tools/lint: typescript-eslint runs on TypeScript 5.9,
# the project compiles with TypeScript 7), installed the same way.
lint_sum=$(sha256sum tools/lint/package-lock.json | cut -d' ' -f1)
lint_stamp=tools/lint/node_modules/.canal-lock.sha256
if [ ! -x tools/lint/node_modules/.bin/eslint ] || [ "$(cat "$lint_stamp" 2>/dev/null)" != "$lint_sum" ]; then
  echo "Installation des outils de vérification (ESLint, Prettier)..."
  npm ci --prefix tools/lint --no-audit --no-fund
  echo "$lint_sum" > "$lint_stamp"
fi

missing=""
need() { command -v "$1" >/dev/null 2>&1 || missing="$missing $2"; }
case "${1:-}" in
  --test) need chromium chromium; need pg_ctlcluster postgresql; need redis-server redis-server ;;
  --split) need pg_ctlcluster postgresql; need redis-server redis-server ;;
esac
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installation des paquets Debian :$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  else
    echo "Paquets Debian manquants :$missing (relancez en root ou installez-les avec apt-get)." >&2
  fi
fi
