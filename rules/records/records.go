// Package records reads the game files players already have: PGN in every
// notation xiangqi and janggi players write (Chinese, WXF, ICCS, SAN, UCI,
// Korean), DhtmlXQ pages, XQF binaries and Korean .gib files, in any of the
// encodings they come in (UTF-8, UTF-16, GB18030/GBK, Big5, EUC-KR/CP949).
// It writes .gib for janggi.
//
// Reading happens in two steps. Open finds the file's format and encoding,
// splits it into games and reads each game's tags and move words as
// written; it fails only when nothing in the data is a game. Source.Game
// then plays one game's words against the rules: every word becomes the one
// legal move it describes, or the game is refused with a Refusal saying at
// which ply, on which text, and why. Read does both for every game.
package records

import (
	"fmt"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// MaxFileBytes bounds what Open reads: more than any collection published
// as one file (the largest seen are a few tens of MB).
const MaxFileBytes = 256 << 20

// maxGamePlies bounds the moves of one game.
const maxGamePlies = 4000

// Format names a file format.
type Format string

const (
	FormatPGN     Format = "PGN"
	FormatDhtmlXQ Format = "DhtmlXQ"
	FormatXQF     Format = "XQF"
	FormatGIB     Format = "GIB"
)

// Decoder turns text in a legacy charset into UTF-8. charset is a WHATWG
// encoding label: "gb18030", "big5", "euc-kr", "utf-16le" or "utf-16be".
// Bytes that do not decode become U+FFFD, as the browser's TextDecoder
// writes them: the charset guess counts them. Natively records/charset
// provides one; the site passes the browser's own TextDecoder.
type Decoder func(charset string, data []byte) (string, error)

// Options say how to read a file.
type Options struct {
	// Variant forces the game and rules; nil reads them from the file (its
	// Variant tag or format).
	Variant *rules.Variant
	// Default is the rules of a game whose file says nothing of its game
	// (no Variant tag, no format or notation of one game); nil is xiangqi.
	Default *rules.Variant
	// Decode decodes legacy charsets; nil reads only UTF-8 and UTF-16.
	Decode Decoder
}

// Game is one game of a file as the rules read it.
type Game struct {
	Index   int         // from 1, in file order
	Line    int         // the line it starts on, for text formats; 0 otherwise
	Tags    []rules.Tag // as written, in order; Variant and FEN included
	Variant *rules.Variant
	// RulesNote says why the game was read under other rules than asked,
	// for example a janggi game that passes when the default rules forbid it.
	RulesNote string
	FEN       string // the start position; "" for the variant's own
	Moves     []rules.Move
	// Comments[i] is the comment after move i; Comments[0] comes before
	// the first move. len(Comments) == len(Moves)+1.
	Comments []string
	Result   rules.Result
	// Err is why the game could not be read to the end; Moves holds the
	// moves read before it. Nil when every move was read.
	Err *Refusal
}

// Tag returns a tag's value, "" when absent.
func (g *Game) Tag(name string) string { return tagValue(g.Tags, name) }

// Name names the game by its place in the file, players, event and date:
// "game 3 (許銀川 – 呂欽, 全国象棋个人赛, 1999.05.01)".
func (g *Game) Name() string {
	get := func(names ...string) string {
		for _, n := range names {
			if v := strings.TrimSpace(g.Tag(n)); v != "" && v != "?" {
				return v
			}
		}
		return ""
	}
	var parts []string
	if first, second := get("Red", "White", "Cho"), get("Black", "Han"); first != "" || second != "" {
		parts = append(parts, first+" – "+second)
	}
	for _, v := range []string{get("Event", "Title"), get("Date")} {
		if v != "" {
			parts = append(parts, v)
		}
	}
	if len(parts) == 0 {
		return fmt.Sprintf("game %d", g.Index)
	}
	return fmt.Sprintf("game %d (%s)", g.Index, strings.Join(parts, ", "))
}

// Refused says why the game was not read to the end, after its name:
// "game 3 (…): ply 41 '炮八進二': illegal: …"; "" when it was.
func (g *Game) Refused() string {
	if g.Err == nil {
		return ""
	}
	return g.Name() + ": " + g.Err.what()
}

// Start returns the game's start position.
func (g *Game) Start() (*rules.Position, error) {
	if g.FEN == "" {
		return g.Variant.StartPosition(), nil
	}
	return g.Variant.NewPosition(g.FEN)
}

// Record converts the game to a rules.Record (for writing PGN).
func (g *Game) Record() *rules.Record {
	return &rules.Record{Tags: append([]rules.Tag(nil), g.Tags...), Variant: g.Variant, FEN: g.FEN,
		Moves: append([]rules.Move(nil), g.Moves...), Result: g.Result}
}

// Reason is why a game or a move was refused, as a value tests and
// interfaces can switch on.
type Reason uint8

const (
	NoReason Reason = iota
	// Corrupt: the game's data is broken (a cut binary, an unclosed
	// comment, a header that says more than the file holds).
	Corrupt
	// BadSetup: the start position cannot be set up or is not legal.
	BadSetup
	// Unreadable: the text is no move in any notation of the game.
	Unreadable
	// Illegal: the text names a move, and it is not legal in the position.
	Illegal
	// Ambiguous: more than one legal move fits the text.
	Ambiguous
	// TooLong: the game has more moves than any real game.
	TooLong
)

var reasonNames = [...]string{NoReason: "", Corrupt: "corrupt", BadSetup: "bad-setup",
	Unreadable: "unreadable", Illegal: "illegal", Ambiguous: "ambiguous", TooLong: "too-long"}

func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("reason(%d)", r)
}

// Refusal says where and why a game was not read to the end.
type Refusal struct {
	Game   int    // from 1
	Line   int    // 0 when the format has no lines
	Ply    int    // the ply refused, from 1; 0 when not about a move
	Text   string // the move or field as written
	Reason Reason
	Detail string         // a sentence a person can check, in English
	Rule   *rules.Refusal // the rule an illegal move breaks, when the rules say which
}

func (r *Refusal) Error() string {
	if r.Line > 0 {
		return fmt.Sprintf("game %d, line %d: %s", r.Game, r.Line, r.what())
	}
	return fmt.Sprintf("game %d: %s", r.Game, r.what())
}

// what is the refusal without its game: "ply P 'text': reason: detail".
func (r *Refusal) what() string {
	var b strings.Builder
	if r.Ply > 0 {
		fmt.Fprintf(&b, "ply %d '%s': ", r.Ply, r.Text)
	} else if r.Text != "" {
		fmt.Fprintf(&b, "'%s': ", r.Text)
	}
	b.WriteString(r.Reason.String())
	if r.Detail != "" {
		b.WriteString(": " + r.Detail)
	}
	return b.String()
}

func tagValue(tags []rules.Tag, name string) string {
	for _, t := range tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value
		}
	}
	return ""
}
