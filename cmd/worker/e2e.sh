#!/usr/bin/env bash
# End-to-end test of the Worker (make test-worker): installs wrangler 4.86.0
# into cmd/worker/node_modules, builds the Worker, runs it with
# `wrangler dev --local` on a free loopback port and checks its answers
# against the site handler's (cmd/worker/e2e). It is skipped, saying so,
# only when wrangler cannot be installed from npm. Bounded: the Go test has
# a timeout and stops wrangler's whole process group when it ends.
# SITE_DIR (default site/static) names the site's files.
set -euo pipefail
cd "$(dirname "$0")"
GO=${GO:-go}

installed() {
  [ -x node_modules/.bin/wrangler ] && [ "$(node_modules/.bin/wrangler --version 2>/dev/null)" = "4.86.0" ]
}
if ! installed; then
  if ! npm ci --no-audit --no-fund --loglevel=error; then
    echo "test-worker: SKIP: wrangler 4.86.0 could not be installed from npm"
    exit 0
  fi
fi

./build.sh
cd ../..
ELEPHANT_WORKER_E2E=1 "$GO" test -count=1 -timeout 6m -v -run '^TestWorker$' ./cmd/worker/e2e/
