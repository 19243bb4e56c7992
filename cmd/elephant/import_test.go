package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestImportCommand(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"good.pgn":   "[Event \"a\"]\n[Red \"甲\"]\n[Black \"乙\"]\n\n1. 炮二平五 马８进７ 红胜\n\n[Event \"b\"]\n\n1. h2e2 h9g7 2. h0g2 *\n",
		"bad.pgn":    "[Event \"c\"]\n[Red \"甲\"]\n[Black \"乙\"]\n\n1. 炮二平五 马８进７ 2. 炮五进九 *\n",
		"random.bin": "\x00\x9f\x13\xfe\x81\x00\x00\x07",
	}
	var names []string
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, p)
	}
	var out strings.Builder
	if err := run(append([]string{"import"}, names...), nil, &out); err != nil {
		t.Fatalf("import: %v", err)
	}
	got := out.String()
	for _, want := range []string{
		filepath.Join(dir, "good.pgn") + ": 2 games, 2 read to the end, 0 refused\n",
		filepath.Join(dir, "bad.pgn") + ": game 1 (甲 – 乙, c): ply 3 '炮五进九': illegal: ",
		filepath.Join(dir, "bad.pgn") + ": 1 games, 0 read to the end, 1 refused\n",
		filepath.Join(dir, "random.bin") + ": cannot read: ",
		filepath.Join(dir, "random.bin") + ": 0 games, 0 read to the end, 0 refused\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if err := run([]string{"import", "-variant", "chess", names[0]}, nil, &out); err == nil {
		t.Error("an unknown variant was accepted")
	}
}
