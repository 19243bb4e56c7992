package jsonv

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

// sample has a field of each kind Unmarshal binds; its tags say what
// encoding/json does with it, its fields method what this package does.
type sample struct {
	Str  string         `json:"str"`
	Int  int            `json:"int,omitempty"`
	I64  int64          `json:"i64"`
	U8   uint8          `json:"u8"`
	F    float64        `json:"f"`
	B    bool           `json:"b,omitempty"`
	List []string       `json:"list"`
	Kids []inner        `json:"kids"`
	Map  map[string]int `json:"map,omitempty"`
	Ptr  *inner         `json:"ptr,omitempty"`
	Arr  [2]int64       `json:"arr"`
	In   inner          `json:"in"`
}

type inner struct {
	S    string            `json:"s"`
	N    int               `json:"n,omitempty"`
	Tags map[string]string `json:"tags"`
}

func (s *sample) fields() Object {
	return Fields("str", &s.Str, "int,omitempty", &s.Int, "i64", &s.I64, "u8", &s.U8, "f", &s.F,
		"b,omitempty", &s.B, "list", &s.List, "kids", List(&s.Kids, (*inner).fields),
		"map,omitempty", Map(&s.Map, Self[int]), "ptr,omitempty", Ptr(&s.Ptr, (*inner).fields),
		"arr", Array(s.Arr[:], Self[int64]), "in", s.In.fields())
}

func (n *inner) fields() Object {
	return Fields("s", &n.S, "n,omitempty", &n.N, "tags", Map(&n.Tags, Self[string]))
}

var samples = []string{
	`{}`, `null`, `{"str":"a","int":-3,"i64":9007199254740993,"u8":255,"f":1.5e-7,"b":true}`,
	`{"list":["x",null,"\u00e9\ud83d\ude00"],"kids":[{"s":"k"},null,{"n":2,"tags":{"a":"b"}}]}`,
	`{"map":{"b":2,"a":1,"a":3},"ptr":{"s":"p"},"arr":[1,2,3],"in":{"tags":null}}`,
	`{"STR":"case","Kids":null,"ptr":null,"arr":[7],"unknown":[1,{"x":[]}]}`,
	` {"f":-0,"u8":0} `, "{\n \"f\": 1.5e3 ,\t\"list\" : [ \"a\" , \"b\" ] ,\"int\":7\r\n}", `{"f":1 .5}`, `{"int":- 1}`, `{"f":1e400}`, `{"u8":256}`, `{"int":1.0}`, `{"str":"\ud800x\udc00"}`,
	`{"str":"bad\xffutf8 <&> \u2028"}`, `{"list":[]}`, `{"kids":[]}`, `{"map":{}}`, `{"arr":null}`,
	`{"str":1}`, `{"a":}`, `[1,]`, `{"a" 1}`, `{"str":"x"} x`, `{"str":"tab	"}`, `01`, `-`, `1.`, `1e`,
	`"\u12"`, `{"in":{"s":"\\\"\/\b\f\n\r\t"}}`, `{"f":123456789e20,"i64":-9223372036854775808}`,
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001), strings.Repeat(`{"in":`, 100) + `{}` + strings.Repeat("}", 100),
}

// FuzzUnmarshal: what Unmarshal and UnmarshalStrict accept, encoding/json
// accepts too, and the other way round; they read the same values, and
// Marshal writes them back as encoding/json.Marshal does.
func FuzzUnmarshal(f *testing.F) {
	for _, s := range samples {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, strict := range []bool{false, true} {
			var got, want sample
			var err, wantErr error
			if strict {
				err, wantErr = UnmarshalStrict(data, got.fields()), strictJSON(data, &want)
			} else {
				err, wantErr = Unmarshal(data, got.fields()), json.Unmarshal(data, &want)
			}
			if (err == nil) != (wantErr == nil) {
				t.Fatalf("strict %v: %q: error %v, encoding/json %v", strict, data, err, wantErr)
			}
			if err != nil {
				continue
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("strict %v: %q: read %+v, encoding/json %+v", strict, data, got, want)
			}
			out, err := Marshal(got.fields())
			wantOut, wantErr := json.Marshal(want)
			if err != nil || wantErr != nil || !bytes.Equal(out, wantOut) {
				t.Fatalf("%q: wrote %s (%v), encoding/json %s (%v)", data, out, err, wantOut, wantErr)
			}
		}
	})
}

// strictJSON reads as encoding/json with unknown fields refused and
// nothing after the value.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if len(bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n")) > 0 {
		return errors.New("data after the value")
	}
	return nil
}

func TestUnmarshalLikeEncodingJSON(t *testing.T) {
	for _, s := range samples {
		for _, strict := range []bool{false, true} {
			var got, want sample
			err, wantErr := Unmarshal([]byte(s), got.fields()), json.Unmarshal([]byte(s), &want)
			if strict {
				err, wantErr = UnmarshalStrict([]byte(s), got.fields()), strictJSON([]byte(s), &want)
			}
			if (err == nil) != (wantErr == nil) || err == nil && !reflect.DeepEqual(got, want) {
				t.Errorf("strict %v: %.60q: read %+v (%v), encoding/json %+v (%v)", strict, s, got, err, want, wantErr)
			}
		}
	}
}

func TestMarshalLikeEncodingJSON(t *testing.T) {
	tests := []sample{
		{},
		{Str: "<a & b>\u2028\u2029\x00\x1f\x7f\b\f\n\r\t\"\\/ \xff\xfe é 😀", Int: -1, I64: math.MinInt64, U8: 255, B: true},
		{F: 1e21}, {F: 1e-7}, {F: -1e-6}, {F: 123456.789}, {F: 5e-324}, {F: math.MaxFloat64}, {F: 0.1 + 0.2},
		{List: []string{}, Kids: []inner{{}, {S: "s", N: 1, Tags: map[string]string{"z": "1", "a": "2", "": ""}}}},
		{Map: map[string]int{"b": 1, "a": 2, "B": 3}, Ptr: &inner{S: "p"}, Arr: [2]int64{-1, 1}},
	}
	for _, s := range tests {
		got, err := Marshal(s.fields())
		want, wantErr := json.Marshal(s)
		if err != nil || wantErr != nil || !bytes.Equal(got, want) {
			t.Errorf("wrote %s (%v), encoding/json %s (%v)", got, err, want, wantErr)
		}
	}
	for _, f := range []float64{math.NaN(), math.Inf(1)} {
		s := sample{F: f}
		if _, err := Marshal(s.fields()); err == nil {
			t.Errorf("%v written without an error", f)
		}
	}
}

// TestErrorsSayWhere: an error names the member and the offset.
func TestErrorsSayWhere(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"kids":[{},{"n":"x"}]}`, `kids: 1: n: JSON: want a number, not a string at offset 17`},
		{`{"str":"a"`, `JSON: unexpected end at offset 10`}, {`{"str":"a" 1`, `JSON: want , or } at offset 11`},
		{`{"ptr":{"s":"a","zz":1}}`, `ptr: JSON: unknown field "zz" at offset 21`},
		{`{"f":"1"}`, `f: JSON: want a number, not a string at offset 5`},
	}
	for _, tt := range tests {
		var s sample
		if err := UnmarshalStrict([]byte(tt.in), s.fields()); err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %s", tt.in, err, tt.want)
		}
	}
}
