package game

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

// binder is a stored type with its jsonv binding.
type binder interface{ json() jsonv.Object }

// TestStoredLikeEncodingJSON: saved games, history and banqi saves are
// written to the bytes encoding/json wrote, and read back to the values
// encoding/json reads.
func TestStoredLikeEncodingJSON(t *testing.T) {
	custom := Defaults(rules.Janggi)
	custom.Custom, custom.Options.Janggi.Counting, custom.Cho, custom.Han = true, true, "BNNB", "NBNB"
	custom.FEN, custom.Notation, custom.Opponent, custom.AutoFlip = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "uci", OpponentFriend, true
	custom.Clock = TimeControl{Base: 300, Inc: 2, Byoyomi: 30, Periods: 3}
	east := time.Date(2026, 5, 6, 7, 8, 9, 123_000_000, time.FixedZone("", 2*3600))
	tests := []struct {
		value, fresh binder
	}{
		{&saved{}, &saved{}},
		{&saved{Version: SaveVersion, Settings: Defaults(rules.Xiangqi), Moves: []string{"h3e3", "h10g8"}, Started: east}, &saved{}},
		{&saved{Version: 1, Settings: custom, Moves: []string{}, End: &savedEnd{Result: "0-1", Reason: reasonResign, By: "second"},
			Started: time.Now(), Flipped: true, Clock: &savedClock{Left: [2]int64{1000, 2}, Periods: [2]int{1, 3}, Running: true, Since: 1767225600123}}, &saved{}},
		{&history{}, &history{}},
		{&history{Version: HistoryVersion, Games: []Summary{{Game: "xiangqi", Human: "first", Level: 3, Opponent: OpponentFriend,
			Result: "1-0", Reason: "checkmate <&>", Plies: 41, Started: east, Ended: east.Add(time.Hour).UTC(), Record: "[Event \"x\"]\n\n1. h3e3 *"}}}, &history{}},
		{&BanqiSave{}, &BanqiSave{}},
		{&BanqiSave{Version: BanqiSaveVersion, Settings: BanqiDefaults(), Record: "[Variant \"banqi\"]\n", Ended: "resigned", Active: true}, &BanqiSave{}},
	}
	for _, tt := range tests {
		got, err := jsonv.Marshal(tt.value.json())
		want, wantErr := json.Marshal(tt.value)
		if err != nil || wantErr != nil || string(got) != string(want) {
			t.Errorf("wrote %s (%v)\nencoding/json wrote %s (%v)", got, err, want, wantErr)
		}
		wantBack := reflect.New(reflect.TypeOf(tt.fresh).Elem()).Interface()
		if err := jsonv.Unmarshal(want, tt.fresh.json()); err != nil || json.Unmarshal(want, wantBack) != nil ||
			!reflect.DeepEqual(tt.fresh, wantBack) {
			t.Errorf("%s: read back %+v (%v)\nencoding/json reads %+v", want, tt.fresh, err, wantBack)
		}
	}
}

// TestStoredReadLikeEncodingJSON: data another version or a person wrote
// reads as encoding/json read it: unknown members skipped, names in any
// case, null as absent.
func TestStoredReadLikeEncodingJSON(t *testing.T) {
	for _, data := range []string{
		`{"version":2,"Settings":{"game":"shatar","OPTIONS":{"Shatar":{"bishopRange":2,"Gone":1},"Chess":{}},"clock":null},"extra":[1,{}]}`,
		`{"version":1,"moves":null,"end":null,"clock":{"left":[1,2,3],"periods":[1]},"started":null}`,
		`{"version":2,"settings":{"level":1e1}}`, `{"version":2,"moves":[1]}`, `{"clock":{"left":[1.5]}}`,
		`{"started":"2026-01-01T00:00:00+01:00","settings":{"options":{"Janggi":{"Pass":256}}}}`, `[]`, `null`,
	} {
		got, want := &saved{}, &saved{}
		err, wantErr := jsonv.Unmarshal([]byte(data), got.json()), json.Unmarshal([]byte(data), want)
		if (err == nil) != (wantErr == nil) || err == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read %+v (%v)\nencoding/json reads %+v (%v)", data, got, err, want, wantErr)
		}
	}
}
