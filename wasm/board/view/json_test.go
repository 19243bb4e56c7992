package view

import (
	"encoding/json"
	"reflect"
	"testing"
)

// decode reads the JSON form back into a Node, as the page's builder does.
func decode(t *testing.T, v any) *Node {
	t.Helper()
	a := v.([]any)
	n := &Node{Tag: a[0].(string), Text: a[2].(string)}
	attrs := a[1].([]any)
	for i := 0; i < len(attrs); i += 2 {
		n.Attrs = append(n.Attrs, Attr{attrs[i].(string), attrs[i+1].(string)})
	}
	for _, k := range a[3].([]any) {
		n.Kids = append(n.Kids, decode(t, k))
	}
	return n
}

func TestJSONRoundTrip(t *testing.T) {
	tests := []*Node{
		El("g"),
		El("text", "x", `"quoted" \ back`).WithText("楚 河\n\t<b>&\x01"),
		SquareNode(games[0].game, NewLayout(games[0].game, 9, 10), true,
			SquareState{Name: "e1", File: 4, Piece: 'K', Dest: true, Check: true}, Traditional),
		Board(games[3].game, NewLayout(games[3].game, 10, 10), false),
	}
	for _, n := range tests {
		var v any
		if err := json.Unmarshal([]byte(n.JSON()), &v); err != nil {
			t.Fatalf("%s: %v", n.JSON(), err)
		}
		if got := decode(t, v); !reflect.DeepEqual(got.String(), n.String()) {
			t.Errorf("round trip:\n got %s\nwant %s", got, n)
		}
	}
	var list []any
	if err := json.Unmarshal([]byte(JSONList(tests)), &list); err != nil || len(list) != len(tests) {
		t.Errorf("list: %v, %d items", err, len(list))
	}
}

func TestJSONInvalidUTF8(t *testing.T) {
	var v any
	if err := json.Unmarshal([]byte(El("t").WithText("a\xffb").JSON()), &v); err != nil {
		t.Fatal(err)
	}
	if got := v.([]any)[2].(string); got != "a\uFFFDb" {
		t.Errorf("got %q", got)
	}
}
