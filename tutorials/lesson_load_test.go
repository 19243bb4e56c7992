package tutorials

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/elephant-chess/elephant/rules"
)

func TestLoadRejectsBadLessons(t *testing.T) {
	good := `{"title": {"en": "T", "es": "T"}, "summary": {"en": "S", "es": "S"}, "steps": [STEP]}`
	step := `{"kind": "only", "fen": "3k5/9/9/9/9/9/9/9/9/r3K4 w - - 0 1", "accept": ["e1e2"], ` + texts + `}`
	lesson := func(s string) string { return strings.Replace(good, "STEP", s, 1) }
	tests := []struct {
		name, file, data, want string
	}{
		{"bad name", "1-x.json", lesson(step), "not named"},
		{"gap", "02-x.json", lesson(step), "without gaps"},
		{"not json", "01-x.json", `{`, "unexpected EOF"},
		{"unknown field", "01-x.json", strings.Replace(lesson(step), `"kind"`, `"colour": 1, "kind"`, 1), "unknown field"},
		{"trailing", "01-x.json", lesson(step) + `{}`, "after the lesson"},
		{"no spanish", "01-x.json", strings.Replace(lesson(step), `"es": "sí"`, `"es": ""`, 1), "Spanish"},
		{"bad fen", "01-x.json", lesson(strings.Replace(step, "r3K4", "r3K3", 1)), "fen"},
		{"side not to move in check", "01-x.json", lesson(strings.Replace(step, " w - -", " b - -", 1)), "in check"},
		{"bad kind", "01-x.json", lesson(strings.Replace(step, `"only"`, `"dance"`, 1)), "unknown kind"},
		{"bad history", "01-x.json", lesson(strings.Replace(step, `"accept"`, `"history": ["e1e3"], "accept"`, 1)), "history"},
		{"no steps", "01-x.json", strings.Replace(good, "STEP", "", 1), "no steps"},
		{"bad mark", "01-x.json", lesson(strings.Replace(step, `"accept"`, `"marks": ["z9"], "accept"`, 1)), "marks"},
		{"reach without targets", "01-x.json", lesson(strings.Replace(step, `"only"`, `"reach"`, 1)), "targets"},
		{"quiz answer missing", "01-x.json", lesson(strings.Replace(step, `"kind": "only"`, `"kind": "quiz", "verify": "outcome", "answer": "x", "options": [{"value": "a", "text": {"en": "a", "es": "a"}}, {"value": "b", "text": {"en": "b", "es": "b"}}]`, 1)), "not among"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"lessons/xiangqi/" + tc.file: &fstest.MapFile{Data: []byte(tc.data)}}
			_, err := loadCourse(fsys, "xiangqi")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
	if _, err := LoadCourse("chess"); err == nil {
		t.Errorf("unknown game accepted")
	}
}

// TestTextsComplete checks the runner's own sentences: every refusal code
// of the rules is explained, every code used in a lesson has a label.
func TestTextsComplete(t *testing.T) {
	codes := []rules.RefusalCode{rules.RefuseNoPiece, rules.RefuseNotYourPiece, rules.RefuseOwnPiece, rules.RefuseShape,
		rules.RefuseBlocked, rules.RefusePalace, rules.RefuseRiver, rules.RefuseElephantEye, rules.RefuseHorseLeg,
		rules.RefuseNoScreen, rules.RefuseTwoScreens, rules.RefuseCannonJump, rules.RefuseCannonScreen,
		rules.RefuseCannonCapture, rules.RefuseBackward, rules.RefuseSideways, rules.RefuseSelfCheck,
		rules.RefuseFlyingGeneral, rules.RefuseBikjang, rules.RefuseCannonFirst, rules.RefusePass, rules.RefuseOpening,
		rules.RefuseKnightMate, rules.RefuseZone, rules.RefuseGameOver, rules.RefuseNotPseudoLegal}
	for _, c := range codes {
		if !refusalText[c].complete() {
			t.Errorf("refusal %s has no text", c)
		}
	}
	courses, err := LoadCourses()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range courses {
		for _, l := range c.Lessons {
			for _, st := range l.Steps {
				for _, cand := range st.Candidates {
					if cand.Code != "legal" && !refusalLabel[cand.Code].complete() {
						t.Errorf("%s: code %s has no label", l.ID, cand.Code)
					}
				}
			}
		}
	}
	for k := range pieceNames {
		if !movement[k].complete() {
			t.Errorf("kind %s has no movement text", k)
		}
	}
}

func TestCourseMap(t *testing.T) {
	c, err := LoadCourse("janggi")
	if err != nil {
		t.Fatal(err)
	}
	p := NewProgress()
	p.Record(c.Lessons[1].ID, 2)
	m := c.Map(p)
	if len(m) != len(c.Lessons) || m[0].ID != "janggi/00-story" || m[0].Number != 0 || m[0].Stars != 0 || m[1].Stars != 2 || m[1].Steps != len(c.Lessons[1].Steps) {
		t.Errorf("map: %+v", m[:2])
	}
	if _, err := c.Start("janggi/99-none"); err == nil {
		t.Errorf("unknown lesson started")
	}
}

// TestExplainRefusal checks the wording of refusals in both languages,
// Spanish articles and contractions included.
func TestExplainRefusal(t *testing.T) {
	tests := []struct {
		preset, fen, move string
		en, es            string
	}{
		{"xiangqi", "3k5/9/9/9/9/9/P8/9/9/R3K4 w - - 0 1", "a1a6",
			"The path of the chariot is blocked at a4.", "El camino del carro está bloqueado en a4."},
		{"hiashatar", "9k/10/10/10/10/10/10/5P4/10/4KQ4 w - - 0 1", "f1f5",
			"The path of the queen is blocked at f3.", "El camino de la dama está bloqueado en f3."},
		{"hiashatar", "9k/10/10/10/10/4g5/10/10/5P4/2B1K5 w - - 0 1", "f2f5",
			"A bodyguard's zone holds the pawn: it must stop at f4", "La zona de un guardaespaldas frena al peón: debe detenerse en f4"},
		{"hiashatar", "4k5/10/10/10/10/4g5/3R6/10/10/4K5 w - - 0 1", "d4d1",
			"The rook starts inside a bodyguard's zone", "La torre empieza dentro de la zona"},
		{"xiangqi", "3k5/9/9/9/6P2/9/2P6/9/9/4K4 w - - 0 1", "c4c3",
			"The soldier never moves backward.", "El soldado nunca retrocede."},
		{"xiangqi", "5k3/9/9/9/9/9/4P4/4Nn3/9/3K5 w - - 0 1", "e3d5",
			"The horse's leg at e4 is blocked", "La pata del caballo en e4 está bloqueada"},
		{"shatar-traditional", "7k/8/8/8/8/8/8/3JK3 w - - 0 1", "d1f3",
			"The bers does not move that way. It moves any distance straight, or one square diagonally.", "El bers no se mueve así."},
		{"janggi-traditional", "9/4k4/9/9/9/9/9/9/3K5/r8 w - - 0 1", "pass",
			"You may pass only when", "Solo puedes pasar cuando"},
		{"xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "pass",
			"There is no passing in this game.", "En este juego no se puede pasar."},
	}
	for _, tc := range tests {
		v := rules.MustPreset(tc.preset)
		p, err := v.NewPosition(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := readMove(p, tc.move)
		if err != nil {
			t.Fatal(err)
		}
		r := p.Why(m)
		if r == nil {
			t.Fatalf("%s is legal in %s", tc.move, tc.fen)
		}
		got := explainRefusal(p, m, r)
		if !strings.Contains(got.En, tc.en) || !strings.Contains(got.Es, tc.es) {
			t.Errorf("%s %s: got %+v", tc.preset, tc.move, got)
		}
	}
}
