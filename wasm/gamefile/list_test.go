package gamefile

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

const file = `[Event "全国象棋个人赛"]
[Date "1999.05.01"]
[Red "許銀川"]
[Black "呂欽"]
[ECCO "C45"]
[Opening "中炮进三兵对三步虎"]
[Result "1-0"]

1. 炮二平五 马８进７ 1-0

[Event "亚洲杯"]
[Date "2001.08.12"]
[Red "趙國榮"]
[Black "許銀川"]
[Result "0-1"]

1. h2e2 h9g7 2. h0g2 0-1

[Event "Ｃｕｐ"]
[Date "1988.01.01"]
[Red "胡榮華"]
[Black "柳大華"]
[Result "1/2-1/2"]

1. 炮二平五 1/2-1/2
`

func openText(t testing.TB, text string) *List {
	t.Helper()
	src, err := records.Open([]byte(text), records.Options{Decode: charset.Decode})
	if err != nil {
		t.Fatal(err)
	}
	return NewList(src)
}

func TestListEntries(t *testing.T) {
	l := openText(t, file)
	e := l.Entries[0]
	if e.First != "許銀川" || e.Second != "呂欽" || e.Date != "1999.05.01" || e.Result != rules.FirstWins ||
		e.Opening != "C45 中炮进三兵对三步虎" || e.Plies != 2 || e.Status != Unchecked {
		t.Errorf("entry %+v", e)
	}
	if g := l.Check(1); g.Err != nil || l.Entries[1].Status != Read {
		t.Errorf("game 2: %v, status %d", g.Err, l.Entries[1].Status)
	}
}

func TestListView(t *testing.T) {
	l := openText(t, file)
	tests := []struct {
		by    Column
		desc  bool
		query string
		want  []int32
	}{
		{ByNumber, false, "", []int32{0, 1, 2}},
		{ByNumber, true, "", []int32{2, 1, 0}},
		{ByDate, false, "", []int32{2, 0, 1}},
		{ByDate, true, "", []int32{1, 0, 2}},
		{ByResult, false, "", []int32{0, 2, 1}},
		{ByPlies, true, "", []int32{1, 0, 2}},
		{ByNumber, false, "許銀川", []int32{0, 1}},
		{ByNumber, false, "許銀川 亚洲", []int32{1}},
		{ByNumber, false, "cup", []int32{2}},
		{ByNumber, false, "C45", []int32{0}},
		{ByNumber, false, "nobody", []int32{}},
	}
	for _, tc := range tests {
		if got := l.View(tc.by, tc.desc, tc.query); !slices.Equal(got, tc.want) {
			t.Errorf("View(%s, %v, %q) = %v, want %v", Columns[tc.by], tc.desc, tc.query, got, tc.want)
		}
	}
	if ParseColumn("date") != ByDate || ParseColumn("<script>") != ByNumber {
		t.Error("ParseColumn")
	}
}

// bigList lists about 50,000 real games: the Big5 collection of
// records/testdata, repeated.
func bigList(b *testing.B) *List {
	files, _ := filepath.Glob("../../rules/records/testdata/pgn/yvonne761-ccpd/Dataset/*/*/*/*/*.pgn")
	if len(files) == 0 {
		b.Skip("no testdata")
	}
	var text strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		text.Write(data)
		text.WriteString("\r\n\r\n")
	}
	one := text.String()
	big := strings.Repeat(one, 50000/len(files)+1)
	src, err := records.Open([]byte(big), records.Options{Decode: charset.Decode})
	if err != nil {
		b.Fatal(err)
	}
	return NewList(src)
}

func BenchmarkView50k(b *testing.B) {
	l := bigList(b)
	b.ResetTimer()
	for b.Loop() {
		l.View(ByDate, true, "")
		l.View(ByNumber, false, "胡")
	}
	b.ReportMetric(float64(len(l.Entries)), "games")
}
