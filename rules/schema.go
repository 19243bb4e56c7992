package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// OptionKind is the type of a rule option's value.
type OptionKind uint8

const (
	// OptionBool is a flag: 0 is false, 1 true.
	OptionBool OptionKind = iota
	// OptionInt is a whole number from Min to Max.
	OptionInt
	// OptionChoice is one of Choices, by index (the rule's constant).
	OptionChoice
)

// OptionSpec describes one field of Options. Validation, the options JSON
// of <elephant-board>, the UCI options, the /play/ dialog and
// DescribeOptions are all built from OptionSchema, so that a rule option
// is declared once.
type OptionSpec struct {
	// Name is the field's name in its game's part of Options, and in JSON.
	Name string
	Game Game
	// UCI is the name of the engine's UCI option.
	UCI  string
	Kind OptionKind
	// Min and Max bound an OptionInt (for a choice, 0 and len(Choices)-1).
	Min, Max int
	// Choices names an OptionChoice's values in the order of the rule's
	// constants, as UCI and the dialog spell them.
	Choices []string
	// DialogChoices, when set, are the /play/ dialog's values for Choices
	// (the page's older spelling, which its browser tests and saved forms use).
	DialogChoices []string
	// Toggle: the dialog offers the int as on (the traditional value) or
	// off (0).
	Toggle bool
	// Label describes the option in English; other languages translate
	// the key of Key.
	Label string
	// The field, by its type: exactly one is set.
	flag   func(*Options) *bool
	num    func(*Options) *int
	choice func(*Options) *uint8
}

// Part is the name of the option's game part in Options and in JSON.
func (s *OptionSpec) Part() string {
	g := s.Game.String()
	return strings.ToUpper(g[:1]) + g[1:]
}

// Key is the option's translation key ("opt.movelimit"); a choice's label
// is Key()+"."+ its dialog value.
func (s *OptionSpec) Key() string { return "opt." + strings.ToLower(s.Name) }

// Check reports whether n is a value of the option, with an error naming it.
func (s *OptionSpec) Check(n int) error {
	switch {
	case n >= s.Min && n <= s.Max:
		return nil
	case s.Kind == OptionChoice:
		return fmt.Errorf("%s %s rule %d unknown (want 0 to %d)", s.Game, s.words(), n, s.Max)
	}
	return fmt.Errorf("%s %s %d: out of range %d to %d", s.Game, s.words(), n, s.Min, s.Max)
}

// words spells the name as lower-case words: "BishopRange" is "bishop range".
func (s *OptionSpec) words() string {
	var b strings.Builder
	for i := 0; i < len(s.Name); i++ {
		c := s.Name[i]
		if c >= 'A' && c <= 'Z' {
			if i > 0 && s.Name[i-1] >= 'a' {
				b.WriteByte(' ')
			}
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// Text writes value n as UCI and DescribeOptions spell it.
func (s *OptionSpec) Text(n int) string {
	switch {
	case s.Toggle && n == 0:
		return "off"
	case s.Kind == OptionBool:
		return strconv.FormatBool(n != 0)
	case s.Kind == OptionChoice && n >= 0 && n < len(s.Choices):
		return s.Choices[n]
	}
	return strconv.Itoa(n)
}

// optionSchema is OptionSchema's table; nothing writes it.
var optionSchema = [...]OptionSpec{
	{Name: "MoveLimit", num: func(o *Options) *int { return &o.Xiangqi.MoveLimit },
		Game: Xiangqi, UCI: "MoveLimit", Kind: OptionInt, Max: 1000, Toggle: true,
		Label: "Move limit without a capture"},
	{Name: "ChaseRule", flag: func(o *Options) *bool { return &o.Xiangqi.ChaseRule },
		Game: Xiangqi, UCI: "ChaseRule", Kind: OptionBool, Max: 1,
		Label: "Perpetual chase loses"},
	{Name: "CheckRule", choice: func(o *Options) *uint8 { return (*uint8)(&o.Xiangqi.CheckRule) },
		Game: Xiangqi, UCI: "CheckRule", Kind: OptionChoice, Max: 1,
		Choices: []string{"asian", "three-checks"}, Label: "Perpetual check"},
	{Name: "Pass", choice: func(o *Options) *uint8 { return (*uint8)(&o.Janggi.Pass) },
		Game: Janggi, UCI: "JanggiPass", Kind: OptionChoice, Max: 1,
		Choices: []string{"stuck", "anytime"}, DialogChoices: []string{"stuck", "any"}, Label: "Passing"},
	{Name: "CannonFirstMove", flag: func(o *Options) *bool { return &o.Janggi.CannonFirstMove },
		Game: Janggi, UCI: "JanggiCannonFirstMove", Kind: OptionBool, Max: 1,
		Label: "Cannon may move first"},
	{Name: "Bikjang", choice: func(o *Options) *uint8 { return (*uint8)(&o.Janggi.Bikjang) },
		Game: Janggi, UCI: "JanggiBikjang", Kind: OptionChoice, Max: 2,
		Choices: []string{"off", "break", "fsf"}, Label: "Bikjang (facing generals)"},
	{Name: "BikjangClaim", flag: func(o *Options) *bool { return &o.Janggi.BikjangClaim },
		Game: Janggi, UCI: "JanggiBikjangClaim", Kind: OptionBool, Max: 1,
		Label: "Bikjang: the other side may claim a draw"},
	{Name: "Counting", flag: func(o *Options) *bool { return &o.Janggi.Counting },
		Game: Janggi, UCI: "JanggiCounting", Kind: OptionBool, Max: 1,
		Label: "Counting decides draws"},
	{Name: "PerpetualCheck", flag: func(o *Options) *bool { return &o.Janggi.PerpetualCheck },
		Game: Janggi, UCI: "JanggiPerpetualCheck", Kind: OptionBool, Max: 1,
		Label: "Perpetual check loses"},
	{Name: "DoublePassPlaysOn", flag: func(o *Options) *bool { return &o.Janggi.DoublePassPlaysOn },
		Game: Janggi, UCI: "JanggiDoublePassPlaysOn", Kind: OptionBool, Max: 1,
		Label: "Two passes in a row do not end the game"},
	{Name: "KnightMate", flag: func(o *Options) *bool { return &o.Shatar.KnightMate },
		Game: Shatar, UCI: "ShatarKnightMate", Kind: OptionBool, Max: 1,
		Label: "Mate by a knight allowed"},
	{Name: "Opening", choice: func(o *Options) *uint8 { return (*uint8)(&o.Shatar.Opening) },
		Game: Shatar, UCI: "ShatarOpening", Kind: OptionChoice, Max: 2,
		Choices: []string{"bers", "bers-or-king", "free"}, Label: "Opening move"},
	{Name: "BersRight", flag: func(o *Options) *bool { return &o.Shatar.BersRight },
		Game: Shatar, UCI: "ShatarBersRight", Kind: OptionBool, Max: 1,
		Label: "Bers to the right of the king"},
	{Name: "BishopRange", num: func(o *Options) *int { return &o.Shatar.BishopRange },
		Game: Shatar, UCI: "ShatarBishopRange", Kind: OptionInt, Max: 7,
		Label: "Bishop (teme) range"},
	{Name: "FSF", flag: func(o *Options) *bool { return &o.Shatar.FSF },
		Game: Shatar, UCI: "ShatarFSF", Kind: OptionBool, Max: 1,
		Label: "Fairy-Stockfish rules (a bare king ends the game)"},
	{Name: "ZoneActsOnAll", flag: func(o *Options) *bool { return &o.Hiashatar.ZoneActsOnAll },
		Game: Hiashatar, UCI: "HiashatarZoneActsOnAll", Kind: OptionBool, Max: 1,
		Label: "Bodyguard zones hold every piece"},
	{Name: "KnightFrozenInZone", flag: func(o *Options) *bool { return &o.Hiashatar.KnightFrozenInZone },
		Game: Hiashatar, UCI: "HiashatarKnightFrozen", Kind: OptionBool, Max: 1,
		Label: "Knights frozen in a zone"},
	{Name: "BareKingDraw", flag: func(o *Options) *bool { return &o.Hiashatar.BareKingDraw },
		Game: Hiashatar, UCI: "HiashatarBareKing", Kind: OptionBool, Max: 1,
		Label: "Bare king draws"},
}

// OptionSchema lists every field of Options, in the struct's order.
func OptionSchema() []OptionSpec { return append([]OptionSpec(nil), optionSchema[:]...) }

// Get reads the option's value in o: a flag as 0 or 1, a choice as its index.
func (s *OptionSpec) Get(o *Options) int {
	switch {
	case s.flag != nil:
		return b2i(*s.flag(o))
	case s.choice != nil:
		return int(*s.choice(o))
	}
	return *s.num(o)
}

// Set writes value n of the option into o (a flag is true unless n is 0);
// Validate checks the range.
func (s *OptionSpec) Set(o *Options, n int) {
	switch {
	case s.flag != nil:
		*s.flag(o) = n != 0
	case s.choice != nil:
		*s.choice(o) = uint8(n)
	default:
		*s.num(o) = n
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Validate reports the first option out of its range.
func (o Options) Validate() error {
	for i := range optionSchema {
		if err := optionSchema[i].Check(optionSchema[i].Get(&o)); err != nil {
			return err
		}
	}
	return nil
}

// DescribeOptions lists, in English, the options of game g whose value in o
// differs from the traditional rules (DefaultOptions): "Passing: anytime".
func DescribeOptions(g Game, o Options) []string {
	def := DefaultOptions()
	var out []string
	for _, s := range OptionSchema() {
		if v := s.Get(&o); s.Game == g && v != s.Get(&def) {
			out = append(out, s.Label+": "+s.Text(v))
		}
	}
	return out
}
