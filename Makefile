# Elephant: `make serve` builds the site and serves it on http://127.0.0.1:8080;
# `make test` installs what the tests need and runs them all.
GO      ?= go
ADDR    ?= 127.0.0.1:8080
STATIC  := site/static
GOROOT  := $(shell $(GO) env GOROOT)

.PHONY: all serve test test-go test-wasm e2e wasm bench perft fuzz deps loadtest worker-dev deploy clean

all: wasm

## serve: build the WASM modules and serve the site locally
serve: wasm
	$(GO) run . -addr $(ADDR)

## wasm: build the browser modules into site/static
wasm:
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" $(STATIC)/wasm_exec.js

## test: every test (Go, Go under WASM, browser)
test: deps test-go test-wasm e2e

deps:
	$(GO) mod download

test-go:
	$(GO) vet ./...
	$(GO) test -short ./...

test-wasm:
	@if ls wasm/*.go >/dev/null 2>&1; then \
	  GOOS=js GOARCH=wasm $(GO) test -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" ./wasm/...; \
	else echo "test-wasm: no wasm package yet"; fi

e2e:
	@if [ -x site/e2e/run.sh ]; then site/e2e/run.sh; else echo "e2e: no browser tests yet"; fi

## bench: perft and search speed, printed as leaf nodes per second
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./rules/ ./search/

## perft: the full reference perft suite, deepest lines included
perft:
	$(GO) test -run 'Perft' -v ./rules/

## fuzz: run each parser fuzzer for FUZZTIME (default 30s)
FUZZTIME ?= 30s
fuzz:
	@for f in $$($(GO) test -list '^Fuzz' ./rules/ | grep ^Fuzz); do \
	  $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) ./rules/ || exit 1; done

clean:
	rm -f $(STATIC)/*.wasm $(STATIC)/*.wasm.gz $(STATIC)/*.wasm.br $(STATIC)/wasm_exec.js
