package site

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net/http"
	"strconv"
)

// Asset is a file served from storage outside the handler's snapshot: the
// Worker keeps its .wasm files in Cloudflare's static assets, too large to
// embed in the Worker. The handler answers for it exactly as for a file of
// its own (types, caching, negotiation, preconditions, methods); only the
// bytes of a 200 come from Fetch.
type Asset struct {
	Name     string         `json:"name"`     // slash path, "elephant.wasm"
	Variants []AssetVariant `json:"variants"` // best coding first, the file itself last
}

// AssetVariant is one representation of an Asset.
type AssetVariant struct {
	Coding string `json:"coding"` // "br", "gzip" or "" for the file as it is
	Stored string `json:"stored"` // name in the storage: "elephant.wasm.br"
	Size   int    `json:"size"`
	ETag   string `json:"etag"`
	Data   []byte `json:"-"` // the bytes, for DescribeAssets' caller to store
}

// Fetch opens a stored file by its Stored name.
type Fetch func(ctx context.Context, stored string) (io.ReadCloser, error)

// Assets adds files kept elsewhere to the handler; they take precedence
// over files of the same name in the handler's own tree.
func Assets(list []Asset, fetch Fetch) Option {
	return func(o *options) {
		o.assets = list
		o.fetch = fetch
	}
}

// DescribeAssets reads the named files of root, with their precompressed
// copies, and returns them as the handler would serve them, bytes
// included: a gzip copy it would make is made here.
func DescribeAssets(root fs.FS, names []string) ([]Asset, error) {
	s, err := New(root)
	if err != nil {
		return nil, err
	}
	var list []Asset
	for _, name := range names {
		f := s.files[name]
		if f == nil {
			return nil, fmt.Errorf("site: no file %s to describe", name)
		}
		a := Asset{Name: name}
		for _, r := range f.reps {
			if r.ready(); r.useless {
				continue
			}
			a.Variants = append(a.Variants, AssetVariant{
				Coding: r.coding, Stored: name + codingExt(r.coding),
				Size: len(r.data), ETag: r.etag, Data: r.data,
			})
		}
		list = append(list, a)
	}
	return list, nil
}

// codingExt is the file extension of a coding's copies.
func codingExt(coding string) string {
	for _, v := range variantExts {
		if v.coding == coding {
			return v.ext
		}
	}
	return ""
}

// assetFile builds the file that serves a, with the same headers newFile
// gives a file of the tree.
func assetFile(a Asset, fetch Fetch) (*file, error) {
	if fetch == nil {
		return nil, fmt.Errorf("site: asset %s with nothing to fetch it", a.Name)
	}
	if len(a.Variants) == 0 || a.Variants[len(a.Variants)-1].Coding != "" {
		return nil, fmt.Errorf("site: asset %s does not end with the file itself", a.Name)
	}
	shared := securityHeader(a.Name)
	shared["Content-Type"] = []string{contentType(a.Name)}
	shared["Cache-Control"] = []string{cacheControl(a.Name)}
	if len(a.Variants) > 1 {
		shared["Vary"] = []string{"Accept-Encoding"}
	}
	f := &file{name: a.Name}
	for _, v := range a.Variants {
		r := newRep(v.Coding, nil, shared)
		r.stored, r.fetch = v.Stored, fetch
		r.once.Do(func() {
			r.etag = v.ETag
			r.header = r.base.Clone()
			r.header["Content-Length"] = []string{strconv.Itoa(v.Size)}
			r.header["Etag"] = []string{v.ETag}
		})
		f.reps = append(f.reps, r)
	}
	return f, nil
}

// writeStored sends a 200 whose bytes come from storage. A failure to
// open them is a 502: the handler could not get what it answers for.
func (rp *rep) writeStored(w http.ResponseWriter, r *http.Request) {
	body, err := rp.fetch(r.Context(), rp.stored)
	if err != nil {
		log.Printf("site: fetching %s: %v", rp.stored, err)
		writeErrorBody(w, r, http.StatusBadGateway, errorBodies[http.StatusBadGateway])
		return
	}
	defer body.Close()
	setAll(w.Header(), rp.header)
	w.WriteHeader(http.StatusOK)
	io.Copy(w, body) //nolint:errcheck // a failed copy means the client left
}
