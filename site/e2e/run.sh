#!/usr/bin/env bash
# Browser tests: installs what they need when missing (Debian chromium, a CJK
# font for the screenshots, npm playwright-core), builds the WASM, serves the
# site with serve.go on a free loopback port and runs the tests with node --test.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E=site/e2e

apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
[ -x /usr/bin/chromium ] || apt_install chromium
# Pieces and the river are written in Chinese characters: without a CJK font
# the screenshots would show empty boxes.
fc-list :lang=zh 2>/dev/null | grep -q . || apt_install fonts-arphic-ukai || echo "e2e: no Chinese font; screenshots will show boxes"
fc-list :lang=ko 2>/dev/null | grep -q . || apt_install fonts-nanum || echo "e2e: no Korean font; screenshots will show boxes"
[ -d "$E2E/node_modules/playwright-core" ] ||
  (cd "$E2E" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)

[ -n "${E2E_NO_BUILD:-}" ] || make wasm

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
log=$(mktemp)
# setsid: `go run` starts the server as a child; killing the group stops both.
setsid go run . -addr "127.0.0.1:$port" -dir site/static -quiet >"$log" 2>&1 &
server=$!
trap 'kill -- -"$server" 2>/dev/null || true; rm -f "$log"' EXIT

for _ in $(seq 1 600); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  kill -0 "$server" 2>/dev/null || { cat "$log"; echo "e2e: the server did not start" >&2; exit 1; }
  sleep 0.1
done

cd "$E2E"
# Arguments name test files (relative to site/e2e) to run only those.
ELEPHANT_URL="http://127.0.0.1:$port" node --test --test-concurrency=1 "${@:-tests/}"
