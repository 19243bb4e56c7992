package game

import (
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
)

func banqiRecord(t testing.TB, seed uint64, actions ...string) *rules.BanqiRecord {
	t.Helper()
	v, _ := rules.BanqiPreset("banqi")
	ref, err := rules.NewReferee(v, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		m, err := ref.View().ParseMove(a)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ref.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return ref.Record()
}

func TestBanqiSave(t *testing.T) {
	save, err := NewBanqiSave(BanqiDefaults(), banqiRecord(t, 42, "a1", "b2"), "")
	if err != nil {
		t.Fatal(err)
	}
	data, err := save.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	got, rec, err := ParseBanqiSave(data)
	if err != nil || got != save || len(rec.Moves) != 2 || !rec.Seeded || rec.Seed != 42 {
		t.Fatalf("round trip: %+v %+v %v", got, rec, err)
	}
	bad := func(f func(s *BanqiSave)) string {
		s := save
		f(&s)
		out, _ := s.Marshal()
		return out
	}
	tests := []struct{ name, data, want string }{
		{"not JSON", "{", "saved banqi game"},
		{"version", bad(func(s *BanqiSave) { s.Version = 9 }), "version 9"},
		{"opponent", bad(func(s *BanqiSave) { s.Settings.Opponent = "cat" }), `opponent "cat"`},
		{"level", bad(func(s *BanqiSave) { s.Settings.Level = 11 }), "level 11"},
		{"rules", bad(func(s *BanqiSave) { s.Settings.Variant = "chess" }), `rules "chess"`},
		{"other rules", bad(func(s *BanqiSave) { s.Settings.Variant = "banqi-hongkong" }), "not its settings'"},
		{"ending", bad(func(s *BanqiSave) { s.Ended = "won" }), `ending "won"`},
		{"record", bad(func(s *BanqiSave) { s.Record = strings.Replace(s.Record, "b2b2", "b2b3", 1) }), "move 2"},
		{"huge", strings.Repeat(" ", maxSaved+1), "at most"},
	}
	for _, tt := range tests {
		if _, _, err := ParseBanqiSave(tt.data); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

func FuzzParseBanqiSave(f *testing.F) {
	save, _ := NewBanqiSave(BanqiDefaults(), banqiRecord(f, 1, "c3"), "")
	data, _ := save.Marshal()
	f.Add(data)
	f.Add(`{"version":1,"settings":{},"record":""}`)
	f.Fuzz(func(t *testing.T, data string) {
		s, rec, err := ParseBanqiSave(data)
		if err == nil && (rec == nil || s.Settings.Validate() != nil) {
			t.Fatalf("accepted %q without a valid record", data)
		}
	})
}
