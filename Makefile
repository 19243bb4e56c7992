# Elephant: `make serve` builds the site and serves it on http://127.0.0.1:8080;
# `make test` installs what the tests need and runs them all.
GO      ?= go
ADDR    ?= 127.0.0.1:8080
STATIC  := site/static
GOROOT  := $(shell $(GO) env GOROOT)

.PHONY: all serve test test-go test-wasm e2e wasm bench perft fuzz deps loadtest worker-dev deploy clean match ladder \
	precompress brotli test-worker

all: wasm

## serve: build the WASM module and serve the site locally
serve: wasm precompress
	$(GO) run . -addr $(ADDR)

## wasm: build the site's one module, elephant.wasm (wasm/cmd/elephant: the boards, every screen and,
## started in a Web Worker, the engine), into site/static, replacing every .wasm there; then the
## app icons, the language files the pages load (site/static/i18n/, from i18n/catalogs and
## i18n/lessons) and the service worker with its content-hash version (cmd/sitebuild). cmd/wasmdata
## rewrites the module's data in a few segments: the same memory, 170 KB less with gzip.
# No inlining outside the engine (rules, search): about 170 KB less gzipped, the engine as fast
# (README, "Measured"). When a package matches several -gcflags patterns, the last one wins.
PKG         := github.com/elephant-chess/elephant
WASMGCFLAGS := -gcflags=all=-l -gcflags=$(PKG)/rules= -gcflags=$(PKG)/search/...=
WASMBUILD   := GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags='-s -w' $(WASMGCFLAGS)
wasm:
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" $(STATIC)/wasm_exec.js
	$(WASMBUILD) -o $(STATIC)/.elephant.wasm.new ./wasm/cmd/elephant
	$(GO) run ./cmd/wasmdata $(STATIC)/.elephant.wasm.new
	rm -f $(STATIC)/*.wasm $(STATIC)/*.wasm.gz $(STATIC)/*.wasm.br
	mv $(STATIC)/.elephant.wasm.new $(STATIC)/elephant.wasm
	@printf 'wasm: elephant.wasm %s bytes, %s bytes gzip -9\n' \
	  $$(wc -c < $(STATIC)/elephant.wasm) $$(gzip -9 -c $(STATIC)/elephant.wasm | wc -c)
	$(GO) run ./cmd/sitebuild -dir $(STATIC) -i18n i18n

## test: every test: the module is built once, then the Go tests, the Go tests under WASM, the
## browser tests and the Worker's run at once, each target's output kept together
test: deps wasm
	@$(MAKE) --no-print-directory -j4 --output-sync=target test-go test-wasm e2e test-worker BUILT=1

deps:
	$(GO) mod download

test-go:
	$(GO) vet ./...
	$(GO) test -short ./...

## test-wasm: the browser packages compiled to WASM and tested under Node
test-wasm:
	GOOS=js GOARCH=wasm $(GO) test -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" ./wasm/...

## e2e: the browser tests (site/e2e/run.sh installs Chromium and playwright-core when missing),
## E2E_JOBS test files at a time (3) in one shared Chromium
e2e:
	$(if $(BUILT),E2E_NO_BUILD=1 )site/e2e/run.sh

## bench: perft and search speed (leaf nodes/s, search nodes/s, allocations), then the
## engine's fixed bench node count (it changes only when the search changes)
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./rules/ ./search/
	$(GO) run ./cmd/elephant bench

## match: play `elephant uci` against native Fairy-Stockfish (one thread, NNUE off) over
## fixed openings, colours swapped; prints score and Elo. FSF=path names the binary (by
## default ../shared/fsf/fairy-stockfish, else fairy-stockfish on the PATH or Debian's);
## FSF=wasm plays the npm WebAssembly build under Node 20, about five times slower.
## VARIANTS, GAMES, MOVETIME adjust it; PARALLEL=2 plays two games at once (one per core).
VARIANTS ?= xiangqi janggi shatar
GAMES    ?= 20
MOVETIME ?= 100ms
PARALLEL ?= 1
MATCHBIN ?= $(or $(TMPDIR),/tmp)/elephant-match
FSF      ?=
match:
	@[ "$(FSF)" != wasm ] || npm install --prefix cmd/match --no-audit --no-fund --silent
	$(GO) build -o $(MATCHBIN) ./cmd/elephant
	@for v in $(VARIANTS); do echo "== $$v: elephant vs Fairy-Stockfish, $(GAMES) games, $(MOVETIME)/move"; \
	  $(GO) run ./cmd/match -variant $$v -games $(GAMES) -movetime $(MOVETIME) -engine $(MATCHBIN) \
	    -opponent fsf -fsf "$(FSF)" -fsf-script cmd/match/fsf.mjs -parallel $(PARALLEL) || exit 1; done

## ladder: our levels 1–10, each against the level below (in-process, GAMES per pair);
## LEVELS=2,9,10 plays only the pairs whose higher level is listed. Every move gets
## LADDERNODES nodes (level 10's budget, about 100 ms on an idle core; the levels
## below cap it further), so that a busy machine cannot starve the top levels;
## LADDERNODES= plays by MOVETIME instead.
LEVELS      ?=
LADDERNODES ?= 100000
ladder:
	@for v in $(VARIANTS); do $(GO) run ./cmd/match -ladder -variant $$v -games $(GAMES) -movetime $(MOVETIME) \
	  -nodes "$(or $(LADDERNODES),0)" -parallel 2 -levels "$(LEVELS)" || exit 1; done

## perft: the full reference perft suite, deepest lines included
perft:
	$(GO) test -run 'Perft' -v ./rules/

## fuzz: run every fuzzer of every package for FUZZTIME each (default 30s)
FUZZTIME ?= 30s
fuzz:
	@for p in $$($(GO) list ./... | grep -v -e /wasm/element -e /wasm/engine); do \
	  for f in $$($(GO) test -list '^Fuzz' $$p | grep ^Fuzz); do \
	    $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$p || exit 1; done; done

clean:
	rm -f $(STATIC)/*.wasm $(STATIC)/*.wasm.gz $(STATIC)/*.wasm.br $(STATIC)/wasm_exec.js $(STATIC)/sw.js
	rm -rf cmd/worker/build

## precompress: write .gz and .br next to the site's large text and WASM files; the brotli command
## (Debian's brotli) is installed when missing and run as root, else Node's brotli encoder writes
## the .br files; with neither only .gz is written
precompress: brotli
	$(GO) run ./cmd/precompress $(STATIC)

brotli:
	@command -v brotli >/dev/null || [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null || \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq brotli >/dev/null; } || \
	  echo "precompress: the brotli command could not be installed: Node's encoder writes .br if node is here"

# wrangler is pinned and installed into cmd/worker/node_modules (git-ignored);
# newer releases need Node 22.
WRANGLER := npx --no wrangler@4.86.0
WORKER_NPM := cd cmd/worker && { [ -x node_modules/.bin/wrangler ] || npm ci --no-audit --no-fund; }

## worker-dev: build the Cloudflare Worker and run it locally, no account needed, on http://127.0.0.1:8787
worker-dev: wasm
	$(WORKER_NPM)
	cmd/worker/build.sh
	cd cmd/worker && $(WRANGLER) dev --local --ip 127.0.0.1 --port 8787

## deploy: build the Worker and publish it (needs a Cloudflare account: `npx wrangler login` or CLOUDFLARE_API_TOKEN)
deploy: wasm brotli
	$(WORKER_NPM)
	cmd/worker/build.sh
	cd cmd/worker && $(WRANGLER) deploy

## test-worker: the Worker end to end under `wrangler dev --local`, checked against the site handler
test-worker: $(if $(BUILT),,wasm)
	cmd/worker/e2e.sh

## loadtest: requests per second of serve.go on loopback, for the pages and for the compressed WASM
loadtest: wasm
	$(GO) run ./cmd/loadtest

## sitebuild: rewrite the app icons, the language files and the service worker after a change
## under site/static or in a catalogue
.PHONY: sitebuild
sitebuild:
	$(GO) run ./cmd/sitebuild -dir $(STATIC) -i18n i18n
