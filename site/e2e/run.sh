#!/usr/bin/env bash
# Browser tests: installs what they need when missing (Debian chromium, CJK
# fonts for the screenshots, npm playwright-core), builds the WASM, serves the
# site with serve.go on a free loopback port, starts one shared Chromium and
# runs the test files with node --test, E2E_JOBS (3) at a time.
set -euo pipefail
cd "$(dirname "$0")/../.."
E2E=site/e2e

apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
[ -x /usr/bin/chromium ] || apt_install chromium
# Pieces and the river are written in Chinese characters, and the pages in
# Chinese and Korean too: Noto Sans CJK (simplified, traditional, Korean) is
# what Linux and Android show them in (header.css names it); without a CJK
# font the screenshots would show empty boxes.
fc-list 2>/dev/null | grep -q "Noto Sans CJK" || apt_install fonts-noto-cjk ||
  fc-list :lang=zh 2>/dev/null | grep -q . || apt_install fonts-arphic-ukai || echo "e2e: no Chinese font; screenshots will show boxes"
fc-list :lang=ko 2>/dev/null | grep -q . || apt_install fonts-nanum || echo "e2e: no Korean font; screenshots will show boxes"
[ -d "$E2E/node_modules/playwright-core" ] ||
  (cd "$E2E" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)

[ -n "${E2E_NO_BUILD:-}" ] || make wasm

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# setsid: `go run` starts the server as a child; killing the group stops both.
# The server says "serving ... on http://..." once it listens.
exec {server_out}< <(exec setsid go run . -addr "127.0.0.1:$port" -dir site/static -quiet 2>&1)
server=$!
trap 'kill -- -"$server" 2>/dev/null || true' EXIT
said=
while read -r line <&"$server_out"; do
  said+="$line"$'\n'
  case $line in *serving*) break ;; esac
done
case $said in *serving*) ;; *) printf '%s' "$said"; echo "e2e: the server did not start" >&2; exit 1 ;; esac

cd "$E2E"
# One browser for all the files, which run E2E_JOBS at a time (3 by
# default): each test opens its own context in it, a cold cache of its own.
exec {browser_out}< <(exec node browser.mjs)
browser=$!
trap 'kill "$browser" 2>/dev/null || true; kill -- -"$server" 2>/dev/null || true' EXIT
read -r ELEPHANT_BROWSER <&"$browser_out" || { echo "e2e: the browser did not start" >&2; exit 1; }
export ELEPHANT_BROWSER E2E_NO_BUILD=1 # the module is built: play.test.mjs must not build it again under the others
export ELEPHANT_URL="http://127.0.0.1:$port"
# Arguments name test files (relative to site/e2e) to run only those. The
# tests that measure time ([timed] in their titles) run afterwards, alone.
files=("${@:-tests/}")
status=0
E2E_PHASE=shared node --test --test-concurrency="${E2E_JOBS:-3}" "${files[@]}" || status=$?
mapfile -t timed < <(grep -rl --include='*.test.mjs' '\[timed\]' "${files[@]}" || true)
if [ "${#timed[@]}" -gt 0 ]; then
  E2E_PHASE=alone node --test --test-concurrency=1 --test-name-pattern='\[timed\]' "${timed[@]}" || status=$?
fi
exit "$status"
