// Command precompress writes gzip (.gz) and brotli (.br) copies next to the
// compressible files of a directory, for the site handler to serve to
// clients that accept them. The handler gzips what has no .gz copy itself,
// when it loads the files; this saves it that time and adds brotli. Go has
// no brotli encoder, so .br files come from the brotli command (Debian
// package brotli, which `make precompress` installs when it runs as root),
// else from Node's own brotli encoder (zlib), at the same best quality; with
// neither they are skipped, with a notice.
//
//	go run ./cmd/precompress [-min 1024] [dir ...]   (default site/static)
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/elephant-chess/elephant/site"
)

func main() {
	minSize := flag.Int64("min", site.CompressMin, "smallest file to compress, in bytes")
	flag.Parse()
	dirs := flag.Args()
	if len(dirs) == 0 {
		dirs = []string{"site/static"}
	}
	c := compressor{minSize: *minSize, brotli: brotliEncoder()}
	if c.brotli == nil {
		log.Print("precompress: no brotli command and no node (apt-get install brotli): writing .gz only")
	}
	for _, dir := range dirs {
		if err := c.dir(dir); err != nil {
			log.Fatalf("precompress: %v", err)
		}
	}
	log.Printf("precompress: %d files compressed, %d up to date", c.written, c.fresh)
}

type compressor struct {
	minSize        int64
	brotli         func(src, dst string) error // nil: no encoder here
	written, fresh int
}

// brotliEncoder picks the brotli command, else Node's encoder, else none.
func brotliEncoder() func(src, dst string) error {
	if path, err := exec.LookPath("brotli"); err == nil {
		return brotliCommand(path)
	}
	if path, err := exec.LookPath("node"); err == nil {
		return nodeBrotli(path)
	}
	return nil
}

// dir compresses every compressible file under root, several at a time:
// brotli at its best quality takes about 4 s per MB of WASM on one core.
func (c *compressor) dir(root string) error {
	var names []string
	var infos []fs.FileInfo
	err := filepath.WalkDir(root, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.Type().IsRegular() || !site.Compressible(name) {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.Size() >= c.minSize {
			names, infos = append(names, name), append(infos, info)
		}
		return nil
	})
	if err != nil {
		return err
	}
	wrote := make([]bool, len(names))
	errs := make([]error, len(names))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				wrote[i], errs[i] = c.file(names[i], infos[i])
			}
		}()
	}
	for i := range names {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, w := range wrote {
		if w {
			c.written++
		} else {
			c.fresh++
		}
	}
	return errors.Join(errs...)
}

// file writes name.gz and name.br unless they are newer than name, and
// reports whether it wrote any.
func (c *compressor) file(name string, info fs.FileInfo) (bool, error) {
	wrote := false
	for _, v := range []struct {
		ext  string
		make func(src, dst string) error
	}{{".gz", gzipFile}, {".br", c.brotli}} {
		if v.make == nil {
			continue
		}
		dst := name + v.ext
		if upToDate(dst, info) {
			continue
		}
		if err := v.make(name, dst); err != nil {
			return wrote, fmt.Errorf("compressing %s: %w", name, err)
		}
		wrote = true
	}
	return wrote, nil
}

// upToDate reports whether dst exists and is not older than the source.
func upToDate(dst string, src fs.FileInfo) bool {
	info, err := os.Stat(dst)
	return err == nil && !info.ModTime().Before(src.ModTime())
}

// gzipFile writes src gzip-compressed at the best level to dst.
func gzipFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return writeAtomic(dst, buf.Bytes())
}

// brotliCommand runs the brotli command at its best quality. The output
// keeps its own time: brotli would otherwise copy the source's, rounded to
// the second, and look older than the file it came from.
func brotliCommand(path string) func(src, dst string) error {
	return func(src, dst string) error {
		return runEncoder(dst, path, "--quality=11", "--force", "--no-copy-stat", "--output="+dst+".tmp", "--", src)
	}
}

// nodeScript compresses argv[1] into argv[2] with Node's brotli at the best
// quality and its largest window, telling the encoder the size.
const nodeScript = `const fs = require('fs'), zlib = require('zlib');
const [src, dst] = process.argv.slice(1);
const data = fs.readFileSync(src);
fs.writeFileSync(dst, zlib.brotliCompressSync(data, {params: {
  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
  [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length}}));`

// nodeBrotli compresses with Node's built-in brotli encoder.
func nodeBrotli(path string) func(src, dst string) error {
	return func(src, dst string) error {
		return runEncoder(dst, path, "-e", nodeScript, src, dst+".tmp")
	}
}

// runEncoder runs an encoder that writes dst.tmp, then puts it in place,
// readable by all (the brotli command makes its output its owner's only).
func runEncoder(dst, name string, args ...string) error {
	tmp := dst + ".tmp"
	var stderr bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("%s: %w: %s", filepath.Base(name), err, bytes.TrimSpace(stderr.Bytes()))
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		return errors.Join(err, os.Remove(tmp))
	}
	return os.Rename(tmp, dst)
}

// writeAtomic writes through a temporary file, so a server never loads a
// half-written variant.
func writeAtomic(name string, data []byte) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, name); err != nil {
		return errors.Join(err, os.Remove(tmp))
	}
	return nil
}
