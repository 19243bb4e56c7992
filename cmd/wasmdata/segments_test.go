package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// module assembles a module from sections, each an id and a body.
func module(sections ...section) []byte {
	out := append([]byte(nil), wasmHeader...)
	for _, s := range sections {
		out = append(out, s.id)
		out = appendU32(out, uint32(len(s.body)))
		out = append(out, s.body...)
	}
	return out
}

func dataSection(segs ...segment) section {
	return section{sectionData, encodeData(segs)}
}

// imageOf returns the memory image a module's data section describes.
func imageOf(t *testing.T, m []byte) ([]byte, int) {
	t.Helper()
	sections, err := readSections(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sections {
		if s.id == sectionData {
			image, err := memoryImage(s.body)
			if err != nil {
				t.Fatal(err)
			}
			n, _ := (&reader{buf: s.body}).u32()
			return image, int(n)
		}
	}
	t.Fatal("no data section")
	return nil, 0
}

func TestResegment(t *testing.T) {
	custom := section{0, []byte("\x04nameabc")}
	tests := []struct {
		name     string
		segs     []segment
		gap      int
		segments int
	}{
		{"sparse table joins", []segment{{100, []byte{1, 2}}, {120, []byte{3, 4}}, {140, []byte{5}}}, 64, 1},
		{"long gap splits", []segment{{0, []byte{1}}, {1000, []byte{2}}}, 64, 2},
		{"overlap: later wins", []segment{{10, []byte{1, 1, 1}}, {11, []byte{9}}}, 8, 1},
		{"zeros trimmed", []segment{{5, []byte{0, 0, 7, 0, 0}}}, 8, 1},
		{"all zero", []segment{{5, []byte{0, 0}}}, 8, 0},
		{"negative-looking offset", []segment{{1 << 20, []byte{0x40}}, {0x3f, []byte{0x40}}}, 4, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := module(section{1, []byte{0}}, custom, dataSection(tt.segs...), custom)
			out, err := resegment(in, tt.gap)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := imageOf(t, in)
			got, n := imageOf(t, out)
			if !bytes.Equal(bytes.TrimRight(got, "\x00"), bytes.TrimRight(want, "\x00")) {
				t.Errorf("image changed:\n got %v\nwant %v", got, want)
			}
			if n != tt.segments {
				t.Errorf("%d segments, want %d", n, tt.segments)
			}
			inS, _ := readSections(in)
			outS, _ := readSections(out)
			for i := range inS {
				if inS[i].id != sectionData && !bytes.Equal(inS[i].body, outS[i].body) {
					t.Errorf("section %d (id %d) changed", i, inS[i].id)
				}
			}
		})
	}
}

func TestResegmentDataCount(t *testing.T) {
	in := module(section{sectionDataCount, appendU32(nil, 3)},
		dataSection(segment{0, []byte{1}}, segment{4, []byte{2}}, segment{8, []byte{3}}))
	out, err := resegment(in, 16)
	if err != nil {
		t.Fatal(err)
	}
	sections, _ := readSections(out)
	if got := sections[0].body; !bytes.Equal(got, []byte{1}) {
		t.Errorf("data count %v, want [1]", got)
	}
}

func TestResegmentErrors(t *testing.T) {
	good := encodeData([]segment{{8, []byte{1}}})
	tests := []struct {
		name, module, err string
	}{
		{"not wasm", "\x7fELF", "not a WebAssembly module"},
		{"no data", string(module(section{1, []byte{0}})), "no data section"},
		{"truncated section", string(wasmHeader) + "\x0b\x05ab", "truncated"},
		{"passive segment", string(module(section{sectionData, []byte{1, 1, 1, 9}})), "only active segments"},
		{"global offset", string(module(section{sectionData, []byte{1, 0, 0x23, 0, opEnd, 0}})), "not an i32.const"},
		{"negative offset", string(module(section{sectionData, []byte{1, 0, opI32Const, 0x7f, opEnd, 0}})), "negative offset"},
		{"huge offset", string(module(section{sectionData, []byte{1, 0, opI32Const, 0xff, 0xff, 0xff, 0xff, 0x07, opEnd, 1, 1}})), "past"},
		{"bytes short", string(module(section{sectionData, []byte{1, 0, opI32Const, 0, opEnd, 5, 1}})), "truncated"},
		{"trailing bytes", string(module(section{sectionData, append(good, 0)})), "after the last segment"},
		{"count too big", string(module(section{sectionData, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0x01}})), "too"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := resegment([]byte(tt.module), 16)
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("error %v, want one containing %q", err, tt.err)
			}
		})
	}
}

// TestGoModule rewrites a module built by this Go: the same memory, in far
// fewer segments.
func TestGoModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a WebAssembly module")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "main.go")
	if err := os.WriteFile(src, []byte("package main\n\nfunc main() { println(\"hi\") }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wasm := filepath.Join(dir, "m.wasm")
	cmd := exec.Command("go", "build", "-o", wasm, src)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GO111MODULE=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	in, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	out, err := resegment(in, 512)
	if err != nil {
		t.Fatal(err)
	}
	want, before := imageOf(t, in)
	got, after := imageOf(t, out)
	if !bytes.Equal(bytes.TrimRight(got, "\x00"), bytes.TrimRight(want, "\x00")) {
		t.Error("memory image changed")
	}
	if after*10 > before {
		t.Errorf("%d segments from %d: expected a tenth or fewer", after, before)
	}
}

func FuzzResegment(f *testing.F) {
	f.Add(module(dataSection(segment{3, []byte{1, 0, 2}}, segment{900, []byte{4}})), 16)
	f.Add(module(section{sectionDataCount, []byte{1}}, dataSection(segment{0, []byte{5}})), 1)
	f.Fuzz(func(t *testing.T, in []byte, gap int) {
		if gap < 1 || gap > 1<<16 {
			return
		}
		out, err := resegment(in, gap)
		if err != nil {
			return
		}
		want, _ := imageOf(t, in)
		got, _ := imageOf(t, out)
		if !bytes.Equal(bytes.TrimRight(got, "\x00"), bytes.TrimRight(want, "\x00")) {
			t.Fatal("memory image changed")
		}
	})
}
