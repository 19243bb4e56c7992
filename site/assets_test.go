package site

import (
	"bytes"
	"context"
	"errors"
	"io"
	"maps"
	"net/http"
	"slices"
	"testing"
	"testing/fstest"
)

// TestAssets serves two files from "storage" and checks that every answer
// is the one the handler gives when it holds the files itself.
func TestAssets(t *testing.T) {
	full := testFS()
	full["big.js"] = &fstest.MapFile{Data: bytes.Repeat([]byte("let x = 1;\n"), 500), ModTime: t0}
	names := []string{"page.3f2a9c1b.wasm", "big.js"}
	list, err := DescribeAssets(full, names)
	if err != nil {
		t.Fatal(err)
	}
	stored := map[string][]byte{}
	for _, a := range list {
		for _, v := range a.Variants {
			stored[v.Stored] = v.Data
		}
	}
	if got := slices.Sorted(maps.Keys(stored)); !slices.Equal(got, []string{"big.js", "big.js.gz",
		"page.3f2a9c1b.wasm", "page.3f2a9c1b.wasm.br", "page.3f2a9c1b.wasm.gz"}) {
		t.Fatalf("stored files %v", got)
	}
	fetch := func(_ context.Context, name string) (io.ReadCloser, error) {
		b, ok := stored[name]
		if !ok {
			return nil, errors.New("no such object")
		}
		return io.NopCloser(bytes.NewReader(b)), nil
	}
	rest := testFS()
	delete(rest, "page.3f2a9c1b.wasm")
	delete(rest, "page.3f2a9c1b.wasm.br")
	delete(rest, "page.3f2a9c1b.wasm.gz")
	ref := newTestServer(t, full)
	s := newTestServer(t, rest, Assets(list, fetch), LazyETags())
	etag := get(ref, "GET", "/page.3f2a9c1b.wasm", "Accept-Encoding", "br").Header().Get("Etag")
	for _, path := range append(names, "page.3f2a9c1b.wasm.br") {
		for _, req := range [][]string{
			{"GET"}, {"HEAD"}, {"OPTIONS"}, {"POST"},
			{"GET", "Accept-Encoding", "gzip, br"},
			{"GET", "Accept-Encoding", "gzip"},
			{"GET", "Accept-Encoding", "br", "If-None-Match", etag},
			{"GET", "Accept-Encoding", "br", "If-Match", `"x"`},
		} {
			want := get(ref, req[0], "/"+path, req[1:]...)
			got := get(s, req[0], "/"+path, req[1:]...)
			if got.Code != want.Code || !bytes.Equal(got.Body.Bytes(), want.Body.Bytes()) ||
				!maps.EqualFunc(got.Header(), want.Header(), slices.Equal) {
				t.Errorf("%s %v: got %d %v (%d bytes), want %d %v (%d bytes)", path, req, got.Code, got.Header(),
					got.Body.Len(), want.Code, want.Header(), want.Body.Len())
			}
		}
	}
	delete(stored, "big.js.gz")
	if w := get(s, "GET", "/big.js", "Accept-Encoding", "gzip"); w.Code != http.StatusBadGateway {
		t.Errorf("storage failing: %d, want 502", w.Code)
	}
	if _, err := New(rest, Assets(list, nil)); err == nil {
		t.Error("New with assets and no fetch succeeded")
	}
	if _, err := DescribeAssets(full, []string{"nope.wasm"}); err == nil {
		t.Error("DescribeAssets of a missing file succeeded")
	}
}
