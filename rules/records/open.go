package records

import (
	"errors"
	"fmt"

	"github.com/elephant-chess/elephant/rules"
)

// Source is a file split into games, each not yet played against the rules.
type Source struct {
	Format  Format
	Charset string // "utf-8", "utf-16le", "gb18030", "big5", "euc-kr"; "" for binary formats
	games   []rawGame
	opts    Options
}

// File is every game of a file, read.
type File struct {
	Format  Format
	Charset string
	Games   []*Game
}

// Read opens a file and reads every game in it.
func Read(data []byte, o Options) (*File, error) {
	s, err := Open(data, o)
	if err != nil {
		return nil, err
	}
	f := &File{Format: s.Format, Charset: s.Charset, Games: make([]*Game, s.Len())}
	for i := range f.Games {
		f.Games[i] = s.Game(i)
	}
	return f, nil
}

// ErrNoGame is returned by Open for data with no game in it.
var ErrNoGame = errors.New("no game record found")

// Open finds the format and encoding of data and splits it into games.
func Open(data []byte, o Options) (*Source, error) {
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("the file is %d bytes; at most %d are read", len(data), MaxFileBytes)
	}
	if isXQF(data) {
		g, err := readXQF(data, o.Decode)
		if err != nil {
			return nil, fmt.Errorf("XQF: %w", err)
		}
		return &Source{Format: FormatXQF, games: []rawGame{*g}, opts: o}, nil
	}
	text, charset, err := decodeText(data, o.Decode)
	if err != nil {
		return nil, err
	}
	s := &Source{Charset: charset, opts: o}
	switch {
	case isDhtmlXQ(text):
		s.Format, s.games = FormatDhtmlXQ, readDhtmlXQ(text)
	case isGIB(text):
		s.Format, s.games = FormatGIB, readGIB(text)
	default:
		s.Format, s.games = FormatPGN, readPGN(text)
	}
	if len(s.games) == 0 {
		return nil, fmt.Errorf("%w (read as %s text in %s)", ErrNoGame, s.Format, charset)
	}
	return s, nil
}

// Len returns the number of games.
func (s *Source) Len() int { return len(s.games) }

// Tags returns game i's tags as written, without playing its moves.
func (s *Source) Tags(i int) []rules.Tag { return s.games[i].tags }

// Plies returns the number of moves written for game i.
func (s *Source) Plies(i int) int { return s.games[i].writtenPlies() }

// Result returns game i's result as written (its movetext's end or its
// Result tag), without playing its moves.
func (s *Source) Result(i int) rules.Result {
	if r := s.games[i].result; r != rules.Ongoing {
		return r
	}
	return tagResult(tagValue(s.games[i].tags, "Result"))
}

// Game plays game i (from 0) against the rules.
func (s *Source) Game(i int) *Game { return s.play(i) }
