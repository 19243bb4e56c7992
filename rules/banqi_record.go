package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/elephant-chess/elephant/jsonv"
)

// BanqiRecord is one banqi game: its rules, its deal (a seed, or the deal
// itself), its start and its actions. Written as PGN-style tags and the
// actions in UCI form:
//
//	[Variant "banqi"]
//	[Seed "42"]
//	[Result "*"]
//
//	d2d2 c3c3 d2d3 ... *
//
// A Deal tag (BanqiDeal notation) replaces Seed for a deal not made from a
// seed; an Options tag (BanqiOptions as JSON) follows the Variant tag when
// the rules differ from the named preset's; a FEN tag gives a start other
// than the variant's.
type BanqiRecord struct {
	Variant *Variant
	Seed    uint64
	Seeded  bool      // the deal is ShuffleBanqi(Seed)
	Deal    BanqiDeal // the deal when not Seeded
	FEN     string    // the start view; "" for the variant's start
	Moves   []Move
	Result  Result
}

// Record returns the game so far as a record.
func (r *Referee) Record() *BanqiRecord {
	rec := &BanqiRecord{Variant: r.view.v, Seed: r.seed, Seeded: r.seeded, Deal: r.deal}
	if r.start != r.view.v.StartFEN {
		rec.FEN = r.start
	}
	rec.Moves, _ = r.view.Actions()
	rec.Result = r.Outcome().Result
	return rec
}

// Replay deals the record's game and plays its actions, checking each.
func (rec *BanqiRecord) Replay() (*Referee, error) {
	v := rec.Variant
	if v == nil || v.Game != Banqi {
		return nil, fmt.Errorf("banqi record: not a banqi variant")
	}
	fen := rec.FEN
	if fen == "" {
		fen = v.StartFEN
	}
	start, err := ParseBanqi(v, fen)
	if err != nil {
		return nil, fmt.Errorf("banqi record: start: %w", err)
	}
	deal := rec.Deal
	if rec.Seeded {
		deal = ShuffleBanqi(rec.Seed)
	}
	r, err := NewRefereeAt(start, deal)
	if err != nil {
		return nil, fmt.Errorf("banqi record: %w", err)
	}
	r.seed, r.seeded = rec.Seed, rec.Seeded
	for i, m := range rec.Moves {
		if _, err := r.Play(m); err != nil {
			return nil, fmt.Errorf("banqi record: action %d: %w", i+1, err)
		}
	}
	return r, nil
}

// WriteBanqiRecord writes a record as text; ParseBanqiRecord reads it back.
func WriteBanqiRecord(rec *BanqiRecord) (string, error) {
	v := rec.Variant
	if v == nil || v.Game != Banqi {
		return "", fmt.Errorf("banqi record: not a banqi variant")
	}
	var sb strings.Builder
	tag := func(name, value string) { fmt.Fprintf(&sb, "[%s \"%s\"]\n", name, escapeTag(value)) }
	name := v.Name
	preset, err := BanqiPreset(name)
	if err != nil {
		name = "banqi"
		preset, _ = BanqiPreset(name)
	}
	tag("Variant", name)
	if preset.Banqi != v.Banqi {
		o := v.Banqi
		js, err := jsonv.Marshal(o.JSON())
		if err != nil {
			return "", fmt.Errorf("banqi record: options: %w", err)
		}
		tag("Options", string(js))
	}
	if rec.Seeded {
		tag("Seed", strconv.FormatUint(rec.Seed, 10))
	} else {
		tag("Deal", rec.Deal.String())
	}
	if rec.FEN != "" {
		tag("FEN", rec.FEN)
	}
	tag("Result", rec.Result.String())
	sb.WriteByte('\n')
	words := make([]string, 0, len(rec.Moves)+1)
	for _, m := range rec.Moves {
		words = append(words, m.String())
	}
	words = append(words, rec.Result.String())
	sb.WriteString(WrapWords(words, 80))
	return sb.String(), nil
}

// ParseBanqiRecord reads a record written by WriteBanqiRecord (comments,
// move numbers and NAGs are skipped) and replays it to check every action.
// Errors are *RecordError naming the line and, for an action, its number.
func ParseBanqiRecord(text string) (*BanqiRecord, error) {
	if len(text) > MaxRecordBytes {
		return nil, &RecordError{Line: 1, Reason: fmt.Sprintf("the record is %d bytes; at most %d are read", len(text), MaxRecordBytes)}
	}
	if !utf8.ValidString(text) {
		return nil, &RecordError{Line: 1, Reason: "the record is not UTF-8 text"}
	}
	lines := strings.Split(strings.ReplaceAll(strings.TrimPrefix(text, "\ufeff"), "\r\n", "\n"), "\n")
	tags := &Record{}
	body, err := tags.readTags(lines)
	if err != nil {
		return nil, err
	}
	rec, err := banqiRecordHeader(tags, lines)
	if err != nil {
		return nil, err
	}
	toks, err := movetextTokens(lines, body)
	if err != nil {
		return nil, err
	}
	return rec, rec.readActions(toks)
}

// banqiRecordHeader reads the tags into a record without actions.
func banqiRecordHeader(tags *Record, lines []string) (*BanqiRecord, error) {
	line := func(name string) int { return tags.tagLine(lines, name) }
	name := tags.Tag("Variant")
	if name == "" {
		name = "banqi"
	}
	v, err := BanqiPreset(strings.ToLower(name))
	if err != nil {
		return nil, &RecordError{Line: line("Variant"), Reason: err.Error()}
	}
	if js := tags.Tag("Options"); js != "" {
		o := v.Banqi
		if err := jsonv.Unmarshal([]byte(js), o.JSON()); err != nil {
			return nil, &RecordError{Line: line("Options"), Reason: "options: " + err.Error()}
		}
		if v, err = NewBanqiVariant(o); err != nil {
			return nil, &RecordError{Line: line("Options"), Reason: "options: " + err.Error()}
		}
	}
	rec := &BanqiRecord{Variant: v, FEN: tags.Tag("FEN"), Result: parseResult(tags.Tag("Result"))}
	seed, deal := tags.Tag("Seed"), tags.Tag("Deal")
	switch {
	case seed != "" && deal != "":
		return nil, &RecordError{Line: line("Deal"), Reason: "both a Seed and a Deal tag"}
	case seed != "":
		n, err := strconv.ParseUint(seed, 10, 64)
		if err != nil {
			return nil, &RecordError{Line: line("Seed"), Reason: fmt.Sprintf("seed %q is not a number", clipText(seed))}
		}
		rec.Seed, rec.Seeded = n, true
	case deal != "":
		if rec.Deal, err = ParseBanqiDeal(deal); err != nil {
			return nil, &RecordError{Line: line("Deal"), Reason: err.Error()}
		}
	default:
		return nil, &RecordError{Line: 1, Reason: "a banqi record needs a Seed or a Deal tag"}
	}
	return rec, nil
}

// readActions replays the movetext, checking every action.
func (rec *BanqiRecord) readActions(toks []token) error {
	r, err := rec.Replay()
	if err != nil {
		return &RecordError{Line: 1, Reason: err.Error()}
	}
	for i, t := range toks {
		if res, ok := resultToken(t.text); ok {
			if i != len(toks)-1 {
				return &RecordError{Line: t.line, Reason: fmt.Sprintf("result %q before the end of the actions", t.text)}
			}
			rec.Result = res
			break
		}
		m, err := r.view.ParseMove(t.text)
		if err == nil {
			_, err = r.Play(m)
		}
		if err != nil {
			return &RecordError{Line: t.line, Ply: len(rec.Moves) + 1, Move: clipText(t.text), Reason: errorReason(err)}
		}
		rec.Moves = append(rec.Moves, m)
	}
	return nil
}
