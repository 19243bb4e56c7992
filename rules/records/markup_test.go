package records

import (
	"slices"
	"testing"
)

func TestMarkup(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"entities", "a &amp; b &lt;c&gt; &quot;d&quot; &#20013;&#x56FD; &nbsp;x &unknown; & done", "a & b <c> \"d\" 中国 \u00a0x &unknown; & done"},
		{"js escapes", `\u4E2D%u56FD \u12 %uZZZZ`, "中国 \\u12 %uZZZZ"},
		{"tags", "one<br>two<BR />three<b>bold</b> 1 < 2 <p class=\"x\">four</p>", "one\ntwo\nthreebold 1 < 2 four"},
	}
	for _, tc := range tests {
		got := unescapeHTML(unescapeJS(stripHTML(tc.in)))
		if tc.name == "js escapes" {
			got = unescapeJS(tc.in)
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	if got := blockMarks("x[dhtmlxq]a[/dhtmlxq][dhtmlxqiframe]b[dhtmlxqhtml]"); !slices.Equal(got, [][4]int{{1, 10, -1, -1}, {21, 36, 29, 35}, {37, 50, 45, 49}}) {
		t.Errorf("blockMarks %v", got)
	}
	if got := tagMarks("[dhtmlxq_title]t[/dhtmlxq_title][dhtmlxq_]x[dhtmlxq_comment0_2]"); !slices.Equal(got, [][4]int{{0, 15, 9, 14}, {43, 63, 52, 62}}) {
		t.Errorf("tagMarks %v", got)
	}
	for name, want := range map[string]string{"comment12": "12", "comment0_3": "3", "comment": "", "commentx": "", "title": ""} {
		if got, ok := commentNumber(name); got != want || ok != (want != "") {
			t.Errorf("commentNumber(%q) = %q, %v", name, got, ok)
		}
	}
	if eco, name, ok := ecoOpening("C45 中炮进三兵"); !ok || eco != "C45" || name != "中炮进三兵" {
		t.Errorf("ecoOpening: %q %q %v", eco, name, ok)
	}
	if _, _, ok := ecoOpening("F45 x"); ok {
		t.Error("F45 read as an ECCO code")
	}
}
