package gamefile

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules/records/charset"
)

func TestWorker(t *testing.T) {
	var w Worker
	if _, _, done := w.CheckNext(10); !done {
		t.Error("checking with no file open is not done")
	}
	if _, err := w.Game(0, "wxf"); err == nil {
		t.Error("a game read with no file open")
	}
	op, err := w.Open("games.pgn", []byte(file+"\n[Event \"bad\"]\n\n1. 炮二平五 马８进７ 2. 炮五进九 *\n"), "", charset.Decode)
	if err != nil || op.Games != 4 || op.Format != "PGN" || op.Charset != "utf-8" {
		t.Fatalf("Open: %+v, %v", op, err)
	}
	if rows := w.Rows(0, 10); len(rows) != 4 || rows[0][0] != "許銀川" || rows[0][4] != "1-0" || rows[1][6] != "3" {
		t.Errorf("rows %q", rows)
	}
	from, st, done := w.CheckNext(3)
	if from != 0 || len(st) != 3 || done || st[0] != Read {
		t.Errorf("CheckNext: %d %v %v", from, st, done)
	}
	if from, st, done = w.CheckNext(3); from != 3 || len(st) != 1 || !done || st[0] != Refused {
		t.Errorf("CheckNext: %d %v %v", from, st, done)
	}
	if read, other, refused := w.Counts(); read != 3 || other != 0 || refused != 1 {
		t.Errorf("counts %d %d %d", read, other, refused)
	}
	g, err := w.Game(3, "chinese")
	if err != nil || len(g.Moves) != 2 || !strings.Contains(g.Refused, "ply 3 '炮五进九'") || g.Game != "xiangqi" ||
		!strings.Contains(g.PGN, "炮二平五") || !strings.Contains(g.Options, `"Xiangqi"`) {
		t.Errorf("game 4: %+v, %v", g, err)
	}
	rec, err := g.Record()
	if err != nil || len(rec.Moves) != 2 || rec.Variant.Name != "xiangqi" || rec.Tag("Event") != "bad" {
		t.Errorf("record: %+v, %v", rec, err)
	}
	if _, err := w.Open("j.pgn", []byte("[Variant \"janggi-traditional\"]\n\n1. a4b4 pass 2. pass pass 3. b4b5\n"), "", charset.Decode); err != nil {
		t.Fatal(err)
	}
	j, err := w.Game(0, "korean")
	if err != nil || j.RulesNote == "" {
		t.Fatalf("janggi: %+v, %v", j, err)
	}
	if rec, err := j.Record(); err != nil || len(rec.Moves) != 5 || !rec.Variant.Options.Janggi.DoublePassPlaysOn {
		t.Errorf("a janggi game read under other rules rebuilt as %+v, %v", rec, err)
	}
	if _, err := VariantOf("janggi", "custom", "{not json"); err == nil {
		t.Error("bad options read")
	}
	if _, err := w.Open("x", []byte("1. h3e3"), "chess", charset.Decode); err == nil {
		t.Error("an unknown variant was accepted")
	}
	if _, err := w.Open("x", []byte{0x00, 0xff, 0x13}, "", charset.Decode); err == nil {
		t.Error("bytes with no game opened")
	}
}
