package rules

import "testing"

// legalityCase plays one move in a hand-built position and expects it to be
// legal (code "") or refused for the named rule.
type legalityCase struct {
	name, variant, fen, move string
	want                     RefusalCode
}

func runLegality(t *testing.T, cases []legalityCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos, err := MustPreset(c.variant).NewPosition(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			m, err := pos.parseUCI(c.move)
			if err != nil {
				t.Fatal(err)
			}
			r := pos.Why(m)
			switch {
			case c.want == "" && r != nil:
				t.Fatalf("%s refused (%v), want legal", c.move, r)
			case c.want != "" && r == nil:
				t.Fatalf("%s is legal, want refused for %s", c.move, c.want)
			case r != nil && r.Code != c.want:
				t.Fatalf("%s refused for %v, want %s", c.move, r, c.want)
			}
			if (r == nil) != pos.IsLegal(m) {
				t.Fatalf("Why and IsLegal disagree on %s", c.move)
			}
		})
	}
}

func TestXiangqiMoveRules(t *testing.T) {
	runLegality(t, []legalityCase{
		{"horse leg blocked by an enemy piece", "xiangqi", "5k3/9/9/9/9/9/9/9/1r7/1N1K5 w - - 0 1", "b1c3", RefuseHorseLeg},
		{"horse leg blocked removes both moves beyond it", "xiangqi", "5k3/9/9/9/9/9/9/9/1r7/1N1K5 w - - 0 1", "b1a3", RefuseHorseLeg},
		{"horse with a free leg jumps sideways", "xiangqi", "5k3/9/9/9/9/9/9/9/1r7/1N1K5 w - - 0 1", "b1d2", ""},
		{"horse leg blocked by an own piece", "xiangqi", "5k3/9/9/9/9/9/9/9/1C7/1N1K5 w - - 0 1", "b1c3", RefuseHorseLeg},
		{"horse cannot move like a knight over a leg in two directions", "xiangqi", "5k3/9/9/9/9/9/9/9/9/1N1K5 w - - 0 1", "b1d3", RefuseShape},
		{"elephant eye blocked", "xiangqi", "5k3/9/9/9/9/9/9/9/3r5/2B1K4 w - - 0 1", "c1e3", RefuseElephantEye},
		{"elephant with a free eye", "xiangqi", "5k3/9/9/9/9/9/9/9/3r5/2B1K4 w - - 0 1", "c1a3", ""},
		{"elephant cannot cross the river", "xiangqi", "5k3/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1", "c5e7", RefuseRiver},
		{"elephant moves exactly two points diagonally", "xiangqi", "5k3/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1", "c1d2", RefuseShape},
		{"cannon captures over one screen", "xiangqi", "5k3/9/9/1n7/9/1p7/9/1C7/9/4K4 w - - 0 1", "b3b7", ""},
		{"cannon cannot capture without a screen", "xiangqi", "5k3/9/9/1n7/9/9/9/1C7/9/4K4 w - - 0 1", "b3b7", RefuseNoScreen},
		{"cannon cannot capture over two screens", "xiangqi", "5k3/9/9/1n7/1r7/1p7/9/1C7/9/4K4 w - - 0 1", "b3b7", RefuseTwoScreens},
		{"cannon cannot jump without capturing", "xiangqi", "5k3/9/9/9/9/1p7/9/1C7/9/4K4 w - - 0 1", "b3b7", RefuseCannonJump},
		{"cannon slides like a chariot", "xiangqi", "5k3/9/9/9/9/1p7/9/1C7/9/4K4 w - - 0 1", "b3b4", ""},
		{"soldier cannot step sideways before the river", "xiangqi", "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1", "e4d4", RefuseSideways},
		{"soldier steps forward before the river", "xiangqi", "5k3/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1", "e4e5", ""},
		{"soldier steps sideways after the river", "xiangqi", "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6d6", ""},
		{"soldier never moves backward", "xiangqi", "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "e6e5", RefuseBackward},
		{"black soldier sideways after crossing", "xiangqi", "5k3/9/9/9/9/9/4p4/9/9/3K5 b - - 0 1", "e4f4", ""},
		{"flying general: the screen may not leave the file", "xiangqi", "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1", "e6d6", RefuseFlyingGeneral},
		{"flying general: the screen may move along the file", "xiangqi", "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1", "e6e7", ""},
		{"flying general: a general may not step onto the open file", "xiangqi", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1e1", RefuseFlyingGeneral},
		{"general stays in the palace", "xiangqi", "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1c1", RefusePalace},
		{"general moves one point straight", "xiangqi", "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1e2", RefuseShape},
		{"advisor moves diagonally in the palace", "xiangqi", "5k3/9/9/9/9/9/9/9/9/3AK4 w - - 0 1", "d1e2", ""},
		{"advisor cannot move straight", "xiangqi", "5k3/9/9/9/9/9/9/9/9/3AK4 w - - 0 1", "d1d2", RefuseShape},
		{"advisor stays in the palace", "xiangqi", "5k3/9/9/9/9/9/9/3A5/9/4K4 w - - 0 1", "d3c4", RefusePalace},
		{"pinned chariot may not leave the file", "xiangqi", "5k3/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1", "e2a2", RefuseSelfCheck},
		{"pinned chariot may move along the pin", "xiangqi", "5k3/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1", "e2e9", ""},
		{"general in check must answer it", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R2rK4 w - - 0 1", "a1a2", RefuseSelfCheck},
		{"general captures the checking chariot", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R2rK4 w - - 0 1", "e1d1", ""},
		{"removing the only screen ends a cannon check", "xiangqi", "5k3/4c4/9/9/9/9/9/9/4N4/4K4 w - - 0 1", "e2c3", ""},
		{"moving onto the line makes a screen for an enemy cannon", "xiangqi", "5k3/4c4/9/9/9/R8/9/9/9/4K4 w - - 0 1", "a5e5", RefuseSelfCheck},
		{"a horse check through a free leg must be answered", "xiangqi", "5k3/9/9/9/9/9/9/3n5/R8/4K4 w - - 0 1", "a2a3", RefuseSelfCheck},
		{"blocking the horse leg answers its check", "xiangqi", "5k3/9/9/9/9/9/9/3n5/R8/4K4 w - - 0 1", "a2d2", ""},
		{"general may not walk into a chariot's file", "xiangqi", "5k3/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1", "d1e1", RefuseSelfCheck},
		{"chariot blocked on its path", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R1N1K4 w - - 0 1", "a1d1", RefuseBlocked},
		{"chariot cannot move diagonally", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a1b2", RefuseShape},
		{"no piece on the point", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "b1b2", RefuseNoPiece},
		{"not your piece", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "f10f9", RefuseNotYourPiece},
		{"own piece on the destination", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a1e1", RefuseOwnPiece},
		{"no passing in xiangqi", "xiangqi", "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "0000", RefusePass},
	})
}

func TestJanggiMoveRules(t *testing.T) {
	const tr = "janggi-traditional"
	runLegality(t, []legalityCase{
		{"general moves along a palace diagonal", tr, "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1e2", ""},
		{"general moves diagonally only along palace lines", tr, "5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1", "d2e1", RefuseShape},
		{"general stays in the palace", tr, "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1c1", RefusePalace},
		{"guard moves along a palace diagonal", tr, "5k3/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1", "f1e2", ""},
		{"guard stays in the palace", tr, "5k3/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1", "f1g1", RefusePalace},
		{"chariot slides along a palace diagonal", tr, "5k3/9/9/9/9/9/9/3R5/9/4K4 w - - 0 1", "d3f1", ""},
		{"chariot on a palace diagonal is blocked at the centre", tr, "5k3/9/9/9/9/9/9/3R5/4A4/4K4 w - - 0 1", "d3f1", RefuseBlocked},
		{"chariot moves diagonally only along palace lines", tr, "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a1b2", RefuseShape},
		{"cannon jumps a screen to move", tr, "5k3/9/9/9/9/9/9/1p7/9/1C1K5 w - - 0 1", "b1b5", ""},
		{"cannon cannot move without a screen", tr, "5k3/9/9/9/9/9/9/1p7/9/1C1K5 w - - 0 1", "b1b2", RefuseNoScreen},
		{"cannon cannot jump over a cannon", tr, "5k3/9/9/9/9/9/9/1c7/9/1C1K5 w - - 0 1", "b1b5", RefuseCannonScreen},
		{"cannon cannot capture a cannon", tr, "5k3/9/9/9/9/1c7/9/1p7/9/1C1K5 w - - 0 1", "b1b5", RefuseCannonCapture},
		{"cannon captures over a screen", tr, "5k3/9/9/9/9/1n7/9/1p7/9/1C1K5 w - - 0 1", "b1b5", ""},
		{"cannon jumps only one screen", tr, "5k3/9/9/9/9/9/1p7/1p7/9/1C1K5 w - - 0 1", "b1b6", RefuseTwoScreens},
		{"cannon jumps the palace centre along a diagonal", tr, "5k3/9/9/9/9/9/9/9/4AK3/3C5 w - - 0 1", "d1f3", ""},
		{"cannon cannot cross the palace without a screen", tr, "5k3/9/9/9/9/9/9/9/5K3/3C5 w - - 0 1", "d1f3", RefuseNoScreen},
		{"soldier steps sideways from the start", tr, "5k3/9/9/9/9/9/2P6/9/9/3K5 w - - 0 1", "c4b4", ""},
		{"soldier never moves backward", tr, "5k3/9/9/9/9/9/2P6/9/9/3K5 w - - 0 1", "c4c3", RefuseBackward},
		{"soldier steps diagonally forward in the enemy palace", tr, "9/5k3/3P5/9/9/9/9/9/9/3K5 w - - 0 1", "d8e9", ""},
		{"soldier steps diagonally only along palace lines", tr, "5k3/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1", "e8d9", RefuseShape},
		{"soldier cannot step diagonally outside the palace", tr, "5k3/9/9/9/9/9/2P6/9/9/3K5 w - - 0 1", "c4d5", RefuseShape},
		{"elephant blocked at its first point", tr, "5k3/9/9/9/9/9/9/9/2p6/2B1K4 w - - 0 1", "c1e4", RefuseBlocked},
		{"elephant blocked at its second point", tr, "5k3/9/9/9/9/9/9/3p5/9/2B1K4 w - - 0 1", "c1e4", RefuseBlocked},
		{"elephant leaps one straight and two diagonal", tr, "5k3/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1", "c1e4", ""},
		{"elephant does not move two diagonally", tr, "5k3/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1", "c1e3", RefuseShape},
		{"bikjang: a move must break the facing", tr, "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "a1a2", RefuseBikjang},
		{"bikjang: a piece between the generals breaks it", tr, "4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1", "a5e5", ""},
		{"bikjang: the general may step off the file", tr, "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "e2d2", ""},
		{"without the bikjang rule facing is an ordinary position", "janggicasual", "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "a1a2", ""},
		{"pass only when no other move (traditional)", tr, "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "0000", RefusePass},
		{"pass any time when not in check (FSF)", "janggi", "5k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "0000", ""},
		{"no pass in check (FSF)", "janggi", "5k3/9/9/9/9/9/9/9/9/r2K5 w - - 0 1", "d1d1", RefusePass},
		{"the stuck side passes (traditional)", tr, "4k4/c7R/6N2/3R5/9/9/9/9/9/3K5 b - - 0 1", "e10e10", ""},
		{"no cannon on the first move (traditional)", tr, "rnba1abnr/4k4/1c5c1/2p1p1p1p/9/9/PpP1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "b3b5", RefuseCannonFirst},
		{"cannon may open the game under FSF rules", "janggi", "rnba1abnr/4k4/1c5c1/2p1p1p1p/9/9/PpP1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "b3b5", ""},
		{"after the first move the cannon is free", tr, "rnba1abnr/4k4/1c5c1/2p1p1p1p/9/9/PpP1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 2", "b3b5", ""},
	})
}
