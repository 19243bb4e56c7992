package tutorials

import "testing"

func TestPuzzleNames(t *testing.T) {
	ids := map[string]bool{
		"xiangqi-e0ce3590": true, "hiashatar-a1-b2": true, "shatar-x": true, "banqi-aa6c2e37": true,
		"xiangqi": false, "xiangqi-": false, "xiangqi--a": false, "xiangqi-a-": false,
		"chess-a1": false, "xiangqiz-a1": false, "janggi-A1": false, "janggi-a_1": false,
		"shatar-" + string(make([]byte, 70)): false,
	}
	for id, want := range ids {
		if got := isPuzzleID(id); got != want {
			t.Errorf("isPuzzleID(%q) = %v, want %v", id, got, want)
		}
	}
	files := map[string]string{
		"xiangqi.json": "xiangqi", "janggi-deep5.json": "janggi", "hiashatar-material.json": "hiashatar",
		"shatar.json": "shatar", "banqi.json": "banqi", "janggi-a-b.json": "", "janggi-.json": "", "janggi.jsonx": "",
		"chess.json": "", "xiangqi-Deep.json": "", "janggi": "",
	}
	for name, want := range files {
		got, ok := puzzleFileGame(name)
		if got != want || ok != (want != "") {
			t.Errorf("puzzleFileGame(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
}
