package tutorials

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/jsonv"
)

// UnmarshalJSON is how encoding/json read a deal, for the tests that
// compare it with jsonv: a board, or pieces by square.
func (d *StepDeal) UnmarshalJSON(data []byte) error {
	var board string
	if err := json.Unmarshal(data, &board); err == nil {
		return d.parse(board)
	}
	var bySquare map[string]string
	if err := json.Unmarshal(data, &bySquare); err != nil {
		return errors.New("deal: want a board or pieces by square")
	}
	board, err := dealBoard(bySquare)
	if err != nil {
		return err
	}
	return d.parse(board)
}

// strictJSON reads as the data files were read with encoding/json: unknown
// fields refused, nothing after the value.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("data after the value")
	}
	return nil
}

// TestDataFilesReadAsEncodingJSON: every embedded lesson and puzzle file
// reads to the same values as encoding/json reads from it.
func TestDataFilesReadAsEncodingJSON(t *testing.T) {
	for _, fsys := range []fs.FS{lessonFiles, puzzleFiles} {
		err := fs.WalkDir(fsys, ".", func(name string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() {
				return err
			}
			data, err := fs.ReadFile(fsys, name)
			if err != nil {
				return err
			}
			var got, want any = &Lesson{}, &Lesson{}
			bind := got.(*Lesson).json()
			if strings.HasPrefix(name, "puzzles/") {
				got, want = &PuzzleFile{}, &PuzzleFile{}
				bind = got.(*PuzzleFile).json()
			}
			if err := jsonv.UnmarshalStrict(data, bind); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			if err := strictJSON(data, want); err != nil {
				return fmt.Errorf("%s: encoding/json: %w", name, err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s: read\n%+v\nencoding/json reads\n%+v", name, got, want)
			}
			return nil
		})
		if err != nil {
			t.Error(err)
		}
	}
}

// TestDataFileErrors: what encoding/json refused in a data file is refused.
func TestDataFileErrors(t *testing.T) {
	for _, data := range []string{
		`{"title":{},"summary":{},"steps":[],"extra":1}`, `{"title":{},"steps":[{"kind":"story","typo":""}]}`,
		`{"steps":[{"deal":3}]}`, `{"steps":[{"deal":{"a1":"PP"}}]}`, `{"steps":[{"rules":{"options":{"a":}}}]}`,
		`{"title":{"en":1}}`, `{"title":{}} {}`, `{"steps":[{"moves":1.5}]}`,
	} {
		var l Lesson
		if err := jsonv.UnmarshalStrict([]byte(data), l.json()); err == nil {
			t.Errorf("%s accepted", data)
		}
		if err := strictJSON([]byte(data), &Lesson{}); err == nil {
			t.Errorf("%s accepted by encoding/json", data)
		}
	}
	for _, data := range []string{`{"puzzles":[{"alternatives":{"x":["a1a2"]}}]}`, `{"puzzles":[{"id":"x","zz":1}]}`} {
		var f PuzzleFile
		if err := jsonv.UnmarshalStrict([]byte(data), f.json()); err == nil {
			t.Errorf("%s accepted", data)
		}
	}
}

// TestStoredLikeEncodingJSON: progress and rating data are written as
// encoding/json wrote them, and read back.
func TestStoredLikeEncodingJSON(t *testing.T) {
	all := loadAll(t)
	r := NewPuzzleRating()
	r.Mode = ModeRated
	for i, p := range all[:30] {
		res := []PuzzleResult{PuzzleResultSolved, PuzzleResultHelped, PuzzleResultFailed}[i%3]
		date := PuzzleDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i*13))
		if _, err := r.Record(p, PuzzleModes()[i%4], res, date); err != nil {
			t.Fatal(err)
		}
	}
	prog := NewProgress()
	for i, id := range []string{"xiangqi/03-horse", "janggi/01-board", "banqi/02-ranks"} {
		if err := prog.Record(id, i+1); err != nil {
			t.Fatal(err)
		}
	}
	pp := NewPuzzleProgress()
	for i, p := range all[:10] {
		if err := pp.Record(p.ID, []PuzzleResult{PuzzleResultSolved, PuzzleResultFailed}[i%2]); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name  string
		value any
		write func() ([]byte, error)
		read  func([]byte) (any, error)
	}{
		{"rating", r, r.Marshal, func(b []byte) (any, error) { return LoadPuzzleRating(b) }},
		{"new rating", NewPuzzleRating(), NewPuzzleRating().Marshal, func(b []byte) (any, error) { return LoadPuzzleRating(b) }},
		{"progress", prog, prog.Marshal, func(b []byte) (any, error) { return ParseProgress(b) }},
		{"new progress", NewProgress(), NewProgress().Marshal, func(b []byte) (any, error) { return ParseProgress(b) }},
		{"puzzle progress", pp, pp.Marshal, func(b []byte) (any, error) { return ParsePuzzleProgress(b) }},
	}
	for _, tt := range tests {
		got, err := tt.write()
		want, _ := json.Marshal(tt.value)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: wrote %s (%v)\nencoding/json wrote %s", tt.name, got, err, want)
		}
		if back, err := tt.read(want); err != nil || !reflect.DeepEqual(back, tt.value) {
			t.Errorf("%s: read back %+v (%v)", tt.name, back, err)
		}
	}
}

// TestParseDate: dates read as time.Parse read them.
func TestParseDate(t *testing.T) {
	for _, s := range []string{"2026-01-31", "2024-02-29", "2023-02-29", "2026-04-31", "2026-13-01", "2026-00-10",
		"2026-01-00", "0000-02-29", "9999-12-31", "2026-1-01", "2026-01-1x", "+026-01-01", "2026/01/01", "2026-01-01 ", ""} {
		got, ok := parseDate(s)
		want, err := time.Parse(time.DateOnly, s)
		if ok != (err == nil) || got != want {
			t.Errorf("%q: %v %v, time.Parse %v %v", s, got, ok, want, err)
		}
	}
}
