package learn

import (
	"slices"
	"strings"
	"testing"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/tutorials"
	"github.com/elephant-chess/elephant/wasm/board/view"
)

func openBanqi(t *testing.T, lang i18n.Lang, query string) *Page {
	t.Helper()
	p := New(newStore(), lang, query)
	if p.sess == nil {
		t.Fatalf("%s opens no lesson: %v", query, p.Screen().Notices)
	}
	return p
}

// openAt opens a banqi lesson at step n (0-based), the steps before it
// played as the walkthrough says.
func openAt(t *testing.T, lang i18n.Lang, id string, n int) *Page {
	t.Helper()
	_, slug, _ := strings.Cut(id, "/")
	p := openBanqi(t, lang, "?game=banqi&lesson="+slug)
	for _, st := range loadWalkthrough(t, walkthroughs[1])[id][:n] {
		play(p, st)
		p.Next()
	}
	if got := p.Screen().Lesson.Step; got != n {
		t.Fatalf("%s: at step %d, want %d", id, got+1, n+1)
	}
	return p
}

// pieceAt is the letter the lesson board draws on sq, 0 for none.
func pieceAt(t *testing.T, p *Page, sq string) byte {
	t.Helper()
	snap, err := snapshot(p.Screen().Lesson.Board)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range snap.Squares {
		if st.Name == sq {
			return st.Piece
		}
	}
	t.Fatalf("no square %s on the board", sq)
	return 0
}

// TestBanqiRoutes: banqi is the fifth course of the map, named in the
// page's language, and its lessons open from their address with banqi's
// runner; the other games keep theirs.
func TestBanqiRoutes(t *testing.T) {
	for lang, name := range map[i18n.Lang]string{i18n.English: "Banqi", i18n.Spanish: "Banqi"} {
		p := New(newStore(), lang, "?game=banqi")
		s := p.Screen()
		games := []string{}
		for _, tab := range s.Tabs {
			games = append(games, tab.Game)
			if tab.Game == "banqi" && (tab.Name != name || !tab.Active || tab.Lessons != 7 || tab.Of != 21) {
				t.Errorf("%s: banqi tab %+v", lang, tab)
			}
		}
		if !slices.Equal(games, []string{"xiangqi", "janggi", "shatar", "hiashatar", "banqi"}) {
			t.Errorf("%s: tabs %v", lang, games)
		}
		if len(s.Cards) != 7 || s.Cards[0].ID != "banqi/00-story" || s.Cards[1].Slug != "01-the-flip" || s.Query != "?game=banqi" {
			t.Errorf("%s: map %s, %d cards, first %+v", lang, s.Query, len(s.Cards), s.Cards[0])
		}
	}
	p := openBanqi(t, i18n.English, "?game=banqi&lesson=01-the-flip")
	if _, ok := p.sess.(*tutorials.BanqiSession); !ok {
		t.Errorf("banqi lesson run by %T", p.sess)
	}
	if s := p.Screen(); s.Query != "?game=banqi&lesson=01-the-flip" || s.Lesson.Kind != "flip" {
		t.Errorf("query %s, kind %s", s.Query, s.Lesson.Kind)
	}
	if p := openBanqi(t, i18n.English, "?game=xiangqi&lesson=04-horse"); !isSession(p.sess) {
		t.Errorf("xiangqi lesson run by %T", p.sess)
	}
	p.NextLesson()
	if p.sess.Lesson().ID != "banqi/02-ranks" {
		t.Errorf("next lesson %s", p.sess.Lesson().ID)
	}
}

func isSession(r tutorials.LessonRunner) bool { _, ok := r.(*tutorials.Session); return ok }

// TestBanqiBoardShowsOnlyTheView plays every banqi walkthrough and checks
// the board before and after each action: a back on every square the
// runner's view has face down (never the piece dealt there), the other
// squares as the view has them, 4×8 squares and the tray counting what is
// face down.
func TestBanqiBoardShowsOnlyTheView(t *testing.T) {
	for id, steps := range loadWalkthrough(t, walkthroughs[1]) {
		t.Run(id, func(t *testing.T) {
			p := New(newStore(), i18n.English, "")
			if !p.Open(id) {
				t.Fatal("cannot open")
			}
			check := func() { checkBanqiBoard(t, p) }
			for _, st := range steps {
				check()
				play(p, st, check)
				check()
				p.Next()
			}
		})
	}
}

func checkBanqiBoard(t *testing.T, p *Page) {
	t.Helper()
	ls := p.Screen().Lesson
	b := ls.Board
	fen := p.sess.View().FEN
	if ls.Pending {
		fen = p.pending.fen
	}
	shown, err := rules.ParseBanqi(b.Variant, fen)
	if err != nil {
		t.Fatal(err)
	}
	snap, err := snapshot(b)
	if err != nil {
		t.Fatal(err)
	}
	l := snap.Layout
	if len(snap.Squares) != 32 || l.Files != 8 || l.Ranks != 4 || snap.Flipped {
		t.Fatalf("step %d: %d squares, %d×%d, flipped %v", ls.Step+1, len(snap.Squares), l.Ranks, l.Files, snap.Flipped)
	}
	for _, st := range snap.Squares {
		want := byte(0)
		switch pc := shown.At(rules.SquareAt(st.File, st.Rank)); pc {
		case rules.FaceDown:
			want = view.FaceDown
		case rules.Empty:
		default:
			want = b.Variant.Letter(pc)
		}
		if st.Piece != want {
			t.Fatalf("step %d (%s): %s drawn %q, the view has %q", ls.Step+1, fen, st.Name, st.Piece, want)
		}
	}
	total := 0
	for _, c := range snap.Hidden {
		total += c.N
	}
	if total != shown.HiddenTotal() || (l.Tray > 0) != (total > 0) {
		t.Fatalf("step %d: tray of %d (height %d), %d face down", ls.Step+1, total, l.Tray, shown.HiddenTotal())
	}
}

// TestBanqiFlip: a click on a face-down square turns it up (the square
// twice), to be shown turning over; the colours it settles do not turn
// the board.
func TestBanqiFlip(t *testing.T) {
	p := openBanqi(t, i18n.English, "?game=banqi&lesson=01-the-flip")
	ls := p.Screen().Lesson
	if pieceAt(t, p, "d2") != view.FaceDown || ls.Help != i18n.English.T("learn.move.how.banqi") || !slices.Equal(ls.Board.Targets, []string{"d2"}) {
		t.Fatalf("before the flip: d2 %q, help %q, targets %v", pieceAt(t, p, "d2"), ls.Help, ls.Board.Targets)
	}
	if p.Press("d2") {
		t.Error("a face-down piece is picked up")
	}
	ls = p.Screen().Lesson
	if got := pieceAt(t, p, "d2"); got != 'n' || ls.Status != "done" || ls.Board.Last != "d2d2" ||
		!slices.Equal(ls.Board.Turned, []string{"d2"}) || ls.Board.Flipped {
		t.Errorf("after the flip: d2 %q, status %s, last %s, turned %v, flipped %v", got, ls.Status, ls.Board.Last, ls.Board.Turned, ls.Board.Flipped)
	}
	p.Next()
	if ls = p.Screen().Lesson; ls.Board.Turned != nil {
		t.Errorf("the next step shows %v turning", ls.Board.Turned)
	}
	// A piece picked up, a face-down square is a capture the runner refuses.
	p.Click("h2")
	p.Click("g2")
	if f := p.Screen().Lesson.Feedback; f.Rule != "face-down-target" || pieceAt(t, p, "g2") != view.FaceDown {
		t.Errorf("h2g2: %v (%s), g2 %q", f, f.Rule, pieceAt(t, p, "g2"))
	}
}

// TestBanqiEndTheTurn: in a chain of captures the page offers "End the
// turn", which passes; so does the chaining piece clicked twice.
func TestBanqiEndTheTurn(t *testing.T) {
	for _, end := range []func(*Page){(*Page).Pass, func(p *Page) { p.Click("c2"); p.Click("c2") }} {
		p := openAt(t, i18n.English, "banqi/06-chain-captures", 1)
		if ls := p.Screen().Lesson; ls.CanPass || ls.Rules == "" {
			t.Fatalf("before any capture: pass %v, rules %q", ls.CanPass, ls.Rules)
		}
		p.Click("b2")
		p.Click("c2")
		ls := p.Screen().Lesson
		if !ls.CanPass || ls.PassLabel != "End the turn" || ls.Help != i18n.English.T("learn.chain.how") || ls.Status != "playing" {
			t.Fatalf("in the chain: pass %v %q, help %q, status %s", ls.CanPass, ls.PassLabel, ls.Help, ls.Status)
		}
		end(p)
		if ls := p.Screen().Lesson; ls.Status != "failed" || ls.CanPass || !ls.CanRetry {
			t.Errorf("after ending the turn with d2 left: status %s, pass %v, retry %v", ls.Status, ls.CanPass, ls.CanRetry)
		}
	}
	if ls := openBanqi(t, i18n.Spanish, "?game=banqi&lesson=06-chain-captures").Screen().Lesson; ls.PassLabel != i18n.Spanish.T("learn.btn.endturn") {
		t.Errorf("Spanish pass label %q", ls.PassLabel)
	}
}

// TestBanqiCandidates: the moves to judge are named by what the student
// sees: a face-down piece as such, a flip as a flip.
func TestBanqiCandidates(t *testing.T) {
	p := openAt(t, i18n.English, "banqi/01-the-flip", 2)
	var got []string
	for _, c := range p.Screen().Lesson.Candidates {
		got = append(got, c.Label)
	}
	want := []string{"Flip a3", "Face-down piece: b2 → b1", "Flip e3", "Chariot 俥/車: d1 → d2"}
	if !slices.Equal(got, want) {
		t.Errorf("labels %q, want %q", got, want)
	}
	p = openAt(t, i18n.English, "banqi/06-chain-captures", 2)
	if l := p.Screen().Lesson.Candidates; len(l) != 5 || l[4].Label != "Flip h2" || !strings.HasPrefix(l[0].Label, "Chariot") {
		t.Errorf("chain candidates %+v", l)
	}
}

// TestBanqiKeyboard: the cursor walks the unturned board as it is shown,
// and Enter on a face-down piece flips it.
func TestBanqiKeyboard(t *testing.T) {
	p := openBanqi(t, i18n.English, "?game=banqi&lesson=01-the-flip")
	for _, k := range []string{"ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowUp", "Enter"} {
		if !p.Key(k) {
			t.Fatalf("%s not handled", k)
		}
	}
	if ls := p.Screen().Lesson; p.cursor() != "d2" || ls.Status != "done" {
		t.Errorf("cursor %s, status %s", p.cursor(), ls.Status)
	}
}
