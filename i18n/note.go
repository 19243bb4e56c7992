package i18n

import (
	"strings"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
)

// Text is content written by a person in each language (a lesson's story,
// goal or hint), by language code; JSON {"en": "...", "es": "..."}.
type Text map[Lang]string

// JSON binds the text to JSON: an object by language code.
func (t *Text) JSON() jsonv.Codec { return jsonv.Map(t, jsonv.Self[string]) }

// In returns the text in l: as written, else its translation from English
// (LessonText), else in English.
func (t Text) In(l Lang) string {
	if s, ok := t[l]; ok && s != "" {
		return s
	}
	if s := LessonText(l, t[English]); s != "" {
		return s
	}
	return t[English]
}

// Complete reports whether the text is written in every language lesson
// files write (WrittenInLessons), and in no other.
func (t Text) Complete() bool {
	for _, l := range WrittenInLessons {
		if strings.TrimSpace(t[l]) == "" {
			return false
		}
	}
	return len(t) == len(WrittenInLessons)
}

// Empty reports whether the text says nothing in any language.
func (t Text) Empty() bool {
	for _, s := range t {
		if s != "" {
			return false
		}
	}
	return true
}

// Note is one part of a message, as facts: a phrase (Say, with the piece,
// move or check it names), the rules' reason for refusing a move, the way a
// game ends, or a person's Text. The lesson and puzzle runners speak in
// notes; Lang.Notes puts them in words.
type Note struct {
	Say     Say             `json:"say,omitempty"`
	Piece   rules.Kind      `json:"piece,omitempty"` // the piece a phrase names
	Move    string          `json:"move,omitempty"`  // the move a phrase names (UCI), or the data it blames
	Check   rules.CheckKind `json:"check,omitempty"` // the check a phrase names
	Refusal *rules.Refusal  `json:"refusal,omitempty"`
	Outcome *rules.Outcome  `json:"outcome,omitempty"`
	Text    Text            `json:"text,omitzero"`
}

// Say names a phrase: the catalogue words it as "say.<phrase>", with the
// values {piece}, {the_piece}, {move} and {check}.
type Say string

// Note puts one note in words, in game g.
func (l Lang) Note(g rules.Game, n Note) string {
	switch {
	case n.Refusal != nil:
		return l.Refusal(n.Refusal)
	case n.Outcome != nil:
		return l.Outcome(*n.Outcome)
	case n.Say != "":
		v := vals{"move": n.Move, "check": l.CheckName(n.Check)}
		if n.Piece != rules.NoKind {
			v["piece"], v["the_piece"] = l.Piece(g, n.Piece), l.The(g, n.Piece)
		}
		return l.say(v, "say."+string(n.Say))
	}
	return n.Text.In(l)
}

// Notes puts a message in words, in game g: its notes one after the other.
func (l Lang) Notes(g rules.Game, notes []Note) string {
	parts := make([]string, len(notes))
	for i, n := range notes {
		parts[i] = l.Note(g, n)
	}
	return join(parts...)
}
