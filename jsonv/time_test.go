package jsonv

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

var timeSamples = []string{
	"2026-03-04T05:06:07Z", "2026-03-04T05:06:07.5+01:00", "2026-03-04T05:06:07.123456789-08:30",
	"2026-03-04T05:06:07.1234567891234Z", "0000-01-01T00:00:00+00:00", "9999-12-31T23:59:59+23:59",
	"2024-02-29T12:00:00Z", "2023-02-29T12:00:00Z", "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z",
	"2026-03-04T24:00:00Z", "2026-03-04T23:60:00Z", "2026-03-04T23:00:60Z", "2026-03-04T5:06:07Z",
	"2026-03-04t05:06:07Z", "2026-03-04T05:06:07z", "2026-03-04T05:06:07,5Z", "2026-03-04T05:06:07.Z",
	"2026-03-04T05:06:07+24:00", "2026-03-04T05:06:07+01:60", "2026-03-04T05:06:07+0100", "2026-03-04T05:06:07",
	"+026-03-04T05:06:07Z", "2026-03-04T05:06:07+01:00x", "",
}

// FuzzParseTime: ParseTime accepts what time.Time.UnmarshalJSON accepts,
// and reads the same time, in the same location, with Local an hour east.
func FuzzParseTime(f *testing.F) {
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = time.FixedZone("here", 3600)
	for _, s := range timeSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseTime(s)
		var want time.Time
		wantErr := want.UnmarshalJSON([]byte(`"` + s + `"`))
		if (err == nil) != (wantErr == nil) || !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: %v (%v), time reads %v (%v)", s, got, err, want, wantErr)
		}
	})
}

func TestTimeLikeEncodingJSON(t *testing.T) {
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = time.FixedZone("here", -5*3600)
	tests := []time.Time{
		{}, time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC), time.Date(2026, 3, 4, 5, 6, 7, 120_000_000, time.Local),
		time.Date(1, 12, 31, 23, 59, 59, 1, time.FixedZone("", -(9*3600+30*60))), time.Now(),
		time.Date(2026, 3, 4, 5, 6, 7, 0, time.FixedZone("", 45)), time.UnixMilli(1767225600123),
	}
	for _, tm := range tests {
		got, err := Marshal(Time(&tm))
		want, wantErr := json.Marshal(tm)
		if err != nil || wantErr != nil || string(got) != string(want) {
			t.Errorf("%v: wrote %s (%v), encoding/json %s (%v)", tm, got, err, want, wantErr)
		}
		var back, wantBack time.Time
		err, wantErr = Unmarshal(want, Time(&back)), json.Unmarshal(want, &wantBack)
		if err != nil || wantErr != nil || !reflect.DeepEqual(back, wantBack) {
			t.Errorf("%s: read %v (%v), encoding/json %v (%v)", want, back, err, wantBack, wantErr)
		}
	}
	for _, tm := range []time.Time{time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC)} {
		if _, err := Marshal(Time(&tm)); err == nil {
			t.Errorf("%v written without an error", tm)
		}
	}
	var tm time.Time
	if err := Unmarshal([]byte(`null`), Time(&tm)); err != nil || !tm.IsZero() {
		t.Errorf("null: %v %v", tm, err)
	}
}
