#!/usr/bin/env bash
# Builds the web app and the server-rendered site into data/<name>-dist and serves Kora on a port of
# your own, with a fresh seeded demo database — for looking at pages while others work on theirs.
#   bash scripts/preview-site.sh <name> <port>      → prints the server's PID; stop it with kill <PID>
set -euo pipefail
name="${1:?usage: preview-site.sh <name> <port>}"
port="${2:?usage: preview-site.sh <name> <port>}"
cd "$(dirname "$0")/.."
out="data/${name}-dist"
(
  cd web
  npx vite build --logLevel warn --outDir "../${out}" --emptyOutDir
  npx vite build --logLevel warn --mode site --outDir "../${out}"
  npx vite build --logLevel warn --ssr src/site-app/entry-server.tsx --outDir "../${out}/.ssr" --emptyOutDir --sourcemap false
  ../node_modules/.bin/deno run --allow-read="../${out}" --allow-write="../${out}" ../scripts/precompress.ts "../${out}"
) >&2
rm -f "data/${name}.db" "data/${name}.db-wal" "data/${name}.db-shm"
PORT="$port" HOST=127.0.0.1 WEB_DIST="$out" DATABASE_URL="file:data/${name}.db" \
  nohup node_modules/.bin/deno run --v8-flags=--expose-gc --allow-net --allow-read=. --allow-write=./data --allow-env --allow-sys --allow-ffi api/src/main.ts \
  > "data/${name}-server.log" 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  if curl -fs "http://127.0.0.1:${port}/api/health" > /dev/null; then echo "$pid"; exit 0; fi
  sleep 0.5
done
echo "server did not start; see data/${name}-server.log" >&2
exit 1
