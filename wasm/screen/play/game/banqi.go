package game

import (
	"errors"
	"fmt"
	"slices"

	"github.com/elephant-chess/elephant/jsonv"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/protocol"
)

// KeyBanqi holds the banqi game of /play/: banqi keeps its own save, since
// its record carries the deal, which only the referee may read.
const KeyBanqi = "elephant.play.banqi"

// BanqiSettings are the choices of a banqi game.
type BanqiSettings struct {
	Opponent string `json:"opponent"` // OpponentEngine or OpponentFriend
	Human    string `json:"human"`    // against the engine: "first" (the person turns the first piece) or "second"
	Level    int    `json:"level"`    // the engine's, 1 to 10
	Variant  string `json:"variant"`  // a banqi preset: banqi or banqi-hongkong
}

func (s *BanqiSettings) json() jsonv.Object {
	return jsonv.Fields("opponent", &s.Opponent, "human", &s.Human, "level", &s.Level, "variant", &s.Variant)
}

// BanqiDefaults: the person against the engine at a new player's level,
// turning first, under the traditional rules.
func BanqiDefaults() BanqiSettings {
	return BanqiSettings{Opponent: OpponentEngine, Human: "first", Level: DefaultLevel, Variant: rules.DefaultPreset(rules.Banqi)}
}

// Validate checks every field.
func (s BanqiSettings) Validate() error {
	switch {
	case s.Opponent != OpponentEngine && s.Opponent != OpponentFriend:
		return fmt.Errorf("banqi opponent %q: want engine or friend", s.Opponent)
	case s.Human != "first" && s.Human != "second":
		return fmt.Errorf("banqi side %q: want first or second", s.Human)
	case protocol.CheckLevel(s.Level) != nil:
		return fmt.Errorf("banqi %w", protocol.CheckLevel(s.Level))
	case !slices.Contains(rules.BanqiPresetNames(), s.Variant):
		return fmt.Errorf("banqi rules %q: want one of %v", s.Variant, rules.BanqiPresetNames())
	}
	return nil
}

// BanqiSave is the stored banqi game: its settings, its record (deal and
// actions, rules.WriteBanqiRecord), an ending off the board, and whether it
// is the game /play/ shows.
type BanqiSave struct {
	Version  int           `json:"version"`
	Settings BanqiSettings `json:"settings"`
	Record   string        `json:"record"`
	Ended    string        `json:"ended,omitempty"` // "resigned": the person gave up
	Active   bool          `json:"active"`
}

func (b *BanqiSave) json() jsonv.Object {
	return jsonv.Fields("version", &b.Version, "settings", b.Settings.json(), "record", &b.Record,
		"ended,omitempty", &b.Ended, "active", &b.Active)
}

// BanqiSaveVersion is the version written.
const BanqiSaveVersion = 1

// NewBanqiSave records a game in progress.
func NewBanqiSave(s BanqiSettings, rec *rules.BanqiRecord, ended string) (BanqiSave, error) {
	text, err := rules.WriteBanqiRecord(rec)
	if err != nil {
		return BanqiSave{}, err
	}
	return BanqiSave{Version: BanqiSaveVersion, Settings: s, Record: text, Ended: ended, Active: true}, nil
}

// Marshal encodes the save for localStorage.
func (b BanqiSave) Marshal() (string, error) {
	data, err := jsonv.Marshal(b.json())
	return string(data), err
}

// ParseBanqiSave reads a stored banqi game and replays its record: a save
// that is not JSON, of another version, with bad settings, or whose record
// does not replay under its rules is an error, never a panic.
func ParseBanqiSave(data string) (BanqiSave, *rules.BanqiRecord, error) {
	var b BanqiSave
	if len(data) > maxSaved {
		return b, nil, fmt.Errorf("saved banqi game: %d bytes, at most %d", len(data), maxSaved)
	}
	if err := jsonv.Unmarshal([]byte(data), b.json()); err != nil {
		return b, nil, fmt.Errorf("saved banqi game: %w", err)
	}
	if b.Version != BanqiSaveVersion {
		return b, nil, fmt.Errorf("saved banqi game: version %d, want %d", b.Version, BanqiSaveVersion)
	}
	if err := b.Settings.Validate(); err != nil {
		return b, nil, fmt.Errorf("saved banqi game: %w", err)
	}
	if b.Ended != "" && b.Ended != "resigned" {
		return b, nil, fmt.Errorf("saved banqi game: ending %q: want resigned", b.Ended)
	}
	rec, err := rules.ParseBanqiRecord(b.Record)
	if err != nil {
		return b, nil, fmt.Errorf("saved banqi game: %w", err)
	}
	if rec.Variant.Name != b.Settings.Variant {
		return b, nil, errors.New("saved banqi game: its record's rules are not its settings'")
	}
	return b, rec, nil
}
