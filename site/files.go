package site

import (
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
	reps []*rep
}

// rep is one representation of a file: its bytes and its response headers.
type rep struct {
	coding string // "br", "gzip" or "" for the file as it is
	data   []byte
	base   http.Header // every header but ETag

	once   sync.Once
	etag   string
	header http.Header // base plus ETag, built with etag
}

// ready hashes the bytes into a strong ETag once, on first use or eagerly.
func (r *rep) ready() {
	r.once.Do(func() {
		sum := sha256.Sum256(r.data)
		r.etag = `"` + hex.EncodeToString(sum[:16]) + `"`
		r.header = r.base.Clone()
		r.header["Etag"] = []string{r.etag}
	})
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

// newFile gathers a file's usable variants and precomputes its headers.
func newFile(name string, orig entry, entries map[string]entry) *file {
	shared := securityHeader(name)
	shared["Content-Type"] = []string{contentType(name)}
	shared["Cache-Control"] = []string{cacheControl(name)}
	f := &file{}
	for _, v := range variantExts {
		e, ok := entries[name+v.ext]
		if !ok || !usableVariant(orig, e) {
			continue
		}
		f.reps = append(f.reps, newRep(v.coding, e.data, shared))
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
	h["Content-Length"] = []string{strconv.Itoa(len(data))}
	if coding != "" {
		h["Content-Encoding"] = []string{coding}
	}
	return &rep{coding: coding, data: data, base: h}
}

// serve writes the representation the client accepts best, or 304 when
// the client already holds it.
func (f *file) serve(w http.ResponseWriter, r *http.Request) {
	rp := f.choose(r.Header.Values("Accept-Encoding"))
	rp.ready()
	h := w.Header()
	if etagMatch(r.Header.Values("If-None-Match"), rp.etag) {
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
	setAll(h, rp.header)
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(rp.data) //nolint:errcheck // a failed write means the client left
	}
}

// choose picks the coding with the highest quality in Accept-Encoding;
// ties go to the earlier one (br before gzip). The file as it is stays
// acceptable whatever the client says: a 406 would help no one.
func (f *file) choose(acceptEncoding []string) *rep {
	identity := f.reps[len(f.reps)-1]
	if len(f.reps) == 1 {
		return identity
	}
	accept := parseAcceptEncoding(acceptEncoding)
	best, bestQ := identity, 0.0
	for _, r := range f.reps[:len(f.reps)-1] {
		if q := accept.quality(r.coding); q > bestQ {
			best, bestQ = r, q
		}
	}
	// identity wins only when the client ranks it above the best coding.
	if q, listed := accept["identity"]; listed && q > bestQ {
		return identity
	}
	return best
}
