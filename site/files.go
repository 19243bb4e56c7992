package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Encodings of precompressed variants, in order of preference.
var variantExts = []struct{ ext, coding string }{
	{".br", "br"},
	{".gz", "gzip"},
}

// file is one servable file with its representations: the precompressed
// variants found next to it (best first), then the file itself.
type file struct {
	name string
	reps []*rep
}

// rep is one representation of a file: its bytes and its response headers.
type rep struct {
	coding string // "br", "gzip" or "" for the file as it is
	data   []byte
	base   http.Header // every header but Content-Length and ETag

	// plain, when set, is the file to gzip on first use (no .gz was
	// given); data is empty until then.
	plain []byte

	// stored and fetch serve an Asset: its bytes are fetched by name.
	stored string
	fetch  Fetch

	once    sync.Once
	useless bool // a compressed copy that came out no smaller
	etag    string
	header  http.Header // base plus Content-Length and ETag, built with etag
}

// ready compresses the file if that is still to be done and hashes the
// bytes into a strong ETag, once, on first use or eagerly.
func (r *rep) ready() {
	r.once.Do(func() {
		if r.plain != nil {
			r.data = gzipBytes(r.plain)
			r.useless = len(r.data) >= len(r.plain)
			r.plain = nil
		}
		sum := sha256.Sum256(r.data)
		r.etag = `"` + hex.EncodeToString(sum[:16]) + `"`
		r.header = r.base.Clone()
		r.header["Content-Length"] = []string{strconv.Itoa(len(r.data))}
		r.header["Etag"] = []string{r.etag}
	})
}

// gzipBytes compresses at the default level: within 1% of the best level
// on the site's WASM, in less than half the time.
func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(b) //nolint:errcheck // writes to a bytes.Buffer do not fail
	zw.Close()  //nolint:errcheck
	return buf.Bytes()
}

// entry is what the walk saw of one file before variants are attached.
type entry struct {
	data    []byte
	modTime time.Time
}

// load reads the tree once and builds the file table.
func load(root fs.FS, o options) (*Server, error) {
	if root == nil {
		return nil, fmt.Errorf("site: no file system given")
	}
	entries, err := readTree(root)
	if err != nil {
		return nil, err
	}
	s := &Server{files: map[string]*file{}, dirs: map[string]bool{}, notFound: defaultNotFound}
	for name, e := range entries {
		if isVariantOf(name, entries) {
			continue
		}
		f := newFile(name, e, entries)
		if !o.lazyETags {
			for _, r := range f.reps {
				r.ready()
			}
		}
		s.files[name] = f
		if path.Base(name) == "index.html" && name != "index.html" {
			s.dirs[path.Dir(name)] = true
		}
	}
	if e, ok := entries["404.html"]; ok {
		s.notFound = e.data
	}
	for _, a := range o.assets {
		f, err := assetFile(a, o.fetch)
		if err != nil {
			return nil, err
		}
		s.files[a.Name] = f
	}
	return s, nil
}

// readTree reads every regular file of root, skipping hidden names.
func readTree(root fs.FS) (map[string]entry, error) {
	entries := map[string]entry{}
	err := fs.WalkDir(root, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return fmt.Errorf("site: reading %s: %w", name, err)
		}
		if name != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil // directories are walked; links and devices are not served
		}
		info, err := d.Info()
		if err != nil {
			return fmt.Errorf("site: stat %s: %w", name, err)
		}
		data, err := fs.ReadFile(root, name)
		if err != nil {
			return fmt.Errorf("site: reading %s: %w", name, err)
		}
		entries[name] = entry{data: data, modTime: info.ModTime()}
		return nil
	})
	return entries, err
}

// isVariantOf reports whether name is a precompressed copy of another file
// of the tree; such copies are served only through content negotiation.
func isVariantOf(name string, entries map[string]entry) bool {
	for _, v := range variantExts {
		if orig, ok := strings.CutSuffix(name, v.ext); ok {
			if _, ok := entries[orig]; ok {
				return true
			}
		}
	}
	return false
}

// newFile gathers a file's usable variants, adds a gzip copy to make when
// a large compressible file has none, and precomputes its headers.
func newFile(name string, orig entry, entries map[string]entry) *file {
	shared := securityHeader(name)
	shared["Content-Type"] = []string{contentType(name)}
	shared["Cache-Control"] = []string{cacheControl(name)}
	f := &file{name: name}
	hasGzip := false
	for _, v := range variantExts {
		e, ok := entries[name+v.ext]
		if !ok || !usableVariant(orig, e) {
			continue
		}
		f.reps = append(f.reps, newRep(v.coding, e.data, shared))
		hasGzip = hasGzip || v.coding == "gzip"
	}
	if !hasGzip && Compressible(name) && len(orig.data) >= CompressMin {
		r := newRep("gzip", nil, shared)
		r.plain = orig.data
		f.reps = append(f.reps, r)
	}
	if len(f.reps) > 0 {
		shared["Vary"] = []string{"Accept-Encoding"}
		for _, r := range f.reps {
			r.base["Vary"] = shared["Vary"]
		}
	}
	f.reps = append(f.reps, newRep("", orig.data, shared))
	return f
}

// usableVariant keeps a variant that is smaller than the file and not older
// than it: an older one was compressed from a previous version.
func usableVariant(orig, v entry) bool {
	if len(v.data) >= len(orig.data) {
		return false
	}
	return orig.modTime.IsZero() || v.modTime.IsZero() || !v.modTime.Before(orig.modTime)
}

func newRep(coding string, data []byte, shared http.Header) *rep {
	h := shared.Clone()
	if coding != "" {
		h["Content-Encoding"] = []string{coding}
	}
	return &rep{coding: coding, data: data, base: h}
}

// serve writes the representation the client accepts best, after the
// request's preconditions (RFC 9110, section 13.2.2): 412 when If-Match
// fails, 304 when If-None-Match matches. The files carry no modification
// date, so If-Unmodified-Since and If-Modified-Since are ignored as
// section 13.1 asks; Range is ignored too, and the whole file sent.
func (f *file) serve(w http.ResponseWriter, r *http.Request) {
	rp := f.choose(r.Header.Values("Accept-Encoding"))
	h := w.Header()
	if im := r.Header.Values("If-Match"); len(im) > 0 && !etagMatch(im, rp.etag, true) {
		if len(rp.base["Vary"]) > 0 {
			h["Vary"] = rp.base["Vary"]
		}
		writeErrorBody(w, r, http.StatusPreconditionFailed, errorBodies[http.StatusPreconditionFailed])
		return
	}
	if etagMatch(r.Header.Values("If-None-Match"), rp.etag, false) {
		for k, v := range rp.header {
			switch k {
			case "Content-Length", "Content-Type", "Content-Encoding":
			default:
				h[k] = v
			}
		}
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if rp.fetch != nil && r.Method != http.MethodHead {
		rp.writeStored(w, r)
		return
	}
	setAll(h, rp.header)
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(rp.data) //nolint:errcheck // a failed write means the client left
	}
}

// choose picks the coding with the highest quality in Accept-Encoding;
// ties go to the earlier one (br before gzip). The file as it is stays
// acceptable whatever the client says: a 406 would help no one. The rep
// returned is ready.
func (f *file) choose(acceptEncoding []string) *rep {
	identity := f.reps[len(f.reps)-1]
	identity.ready()
	if len(f.reps) == 1 {
		return identity
	}
	accept := parseAcceptEncoding(acceptEncoding)
	best, bestQ := identity, 0.0
	for _, r := range f.reps[:len(f.reps)-1] {
		if q := accept.quality(r.coding); q > bestQ {
			if r.ready(); !r.useless {
				best, bestQ = r, q
			}
		}
	}
	// identity wins only when the client ranks it above the best coding.
	if q, listed := accept["identity"]; listed && q > bestQ {
		return identity
	}
	return best
}
