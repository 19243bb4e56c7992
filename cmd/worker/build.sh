#!/usr/bin/env bash
# Builds the Worker into cmd/worker/build:
#   worker.mjs, runtime.mjs, wasm_exec.js  syumai/workers' loader (workers-assets-gen)
#   static/                                the site's small files, embedded in app.wasm
#   assets/                                the .wasm files and _headers: Workers Static Assets
#   app.wasm                               the Worker: the site handler, GOOS=js GOARCH=wasm
# SITE_DIR (default site/static) names the site's files.
set -euo pipefail
cd "$(dirname "$0")/../.."
GO=${GO:-go}
SITE_DIR=${SITE_DIR:-site/static}
OUT=cmd/worker/build

"$GO" run ./cmd/precompress "$SITE_DIR"
"$GO" run github.com/syumai/workers/cmd/workers-assets-gen -mode=go -o "$OUT"
"$GO" run ./cmd/worker/stage -src "$SITE_DIR" -out "$OUT"
GOOS=js GOARCH=wasm "$GO" vet ./cmd/worker
GOOS=js GOARCH=wasm "$GO" build -trimpath -ldflags='-s -w' -o "$OUT/app.wasm" ./cmd/worker

# Cloudflare refuses a Worker over 3 MiB gzipped (free plan), 10 MiB (paid).
raw=$(wc -c <"$OUT/app.wasm")
gz=$(cat "$OUT/app.wasm" "$OUT"/*.mjs "$OUT/wasm_exec.js" | gzip -9 | wc -c)
echo "worker: app.wasm $((raw >> 10)) KiB, script $((gz >> 10)) KiB gzipped"
if [ "$gz" -gt $((3 << 20)) ]; then
  echo "worker: over the free plan's 3 MiB; move more files to static assets (cmd/worker/stage)" >&2
fi
if [ "$gz" -gt $((10 << 20)) ]; then
  echo "worker: over Cloudflare's 10 MiB limit" >&2
  exit 1
fi
