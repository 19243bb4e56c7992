package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

// uciOption is one option as "uci" declares it and "setoption" sets it.
type uciOption struct {
	name string
	decl string // the declaration after the name: type, default, range
	set  func(u *uci, value string) error
}

func spin(def, lo, hi int) string {
	return fmt.Sprintf("type spin default %d min %d max %d", def, lo, hi)
}

func combo(def string, vars ...string) string {
	return "type combo default " + def + " var " + strings.Join(vars, " var ")
}

// Rule options declare a default that keeps the rules of UCI_Variant's
// preset, so a GUI that sends every declared default back changes nothing:
// "variant" for choices and flags, presetSpin for numbers. Any other value
// overrides the preset's until the next UCI_Variant.
const (
	presetChoice = "variant"
	presetSpin   = -1
)

// ruleChoice builds an option choosing one of several values for a rule
// (the i-th choice is the value T(i)), or the preset's own value.
func ruleChoice[T ~uint8 | ~bool](name string, choices []string, value func(i int) T, field func(o *rules.Options) *T) uciOption {
	return uciOption{name, combo(presetChoice, append([]string{presetChoice}, choices...)...), func(u *uci, v string) error {
		if strings.EqualFold(v, presetChoice) {
			preset := u.presetOptions()
			*field(&u.opts) = *field(&preset)
			return u.rebuild()
		}
		for i, c := range choices {
			if strings.EqualFold(c, v) {
				*field(&u.opts) = value(i)
				return u.rebuild()
			}
		}
		return fmt.Errorf("%q: want one of %s, %s", truncate(v), presetChoice, strings.Join(choices, ", "))
	}}
}

// ruleBool builds an option that switches one rule flag: true, false, or
// the preset's own value.
func ruleBool(name string, field func(o *rules.Options) *bool) uciOption {
	return ruleChoice(name, []string{"true", "false"}, func(i int) bool { return i == 0 }, field)
}

// ruleEnum builds an option choosing a rule value by name, in the order of
// the rule's constants.
func ruleEnum[T ~uint8](name string, choices []string, field func(o *rules.Options) *T) uciOption {
	return ruleChoice(name, choices, func(i int) T { return T(i) }, field)
}

// ruleInt builds a numeric rule option; presetSpin keeps the preset's value.
func ruleInt(name string, lo, hi int, field func(o *rules.Options) *int) uciOption {
	return uciOption{name, spin(presetSpin, presetSpin, hi), func(u *uci, v string) error {
		if n, err := strconv.Atoi(v); err == nil && n == presetSpin {
			preset := u.presetOptions()
			*field(&u.opts) = *field(&preset)
			return u.rebuild()
		}
		n, err := parseSpin(v, lo, hi)
		if err != nil {
			return fmt.Errorf("%w, or %d for the variant's own", err, presetSpin)
		}
		*field(&u.opts) = n
		return u.rebuild()
	}}
}

func uciOptions() []uciOption {
	return []uciOption{
		{"UCI_Variant", combo("xiangqi", append(rules.PresetNames(), rules.BanqiPresetNames()...)...), func(u *uci, v string) error {
			return u.setVariant(v)
		}},
		{"Hash", spin(defaultHashMB, 1, 2048), func(u *uci, v string) error {
			n, err := parseSpin(v, 1, 2048)
			if err == nil {
				u.engine.SetHash(n)
				u.hashMB = n
				if u.banqiEngine != nil {
					u.banqiEngine.SetHash(n)
				}
			}
			return err
		}},
		{"Clear Hash", "type button", func(u *uci, _ string) error {
			u.engine.Clear()
			if u.banqiEngine != nil {
				u.banqiEngine.Clear()
			}
			return nil
		}},
		{"MultiPV", spin(1, 1, 64), func(u *uci, v string) error {
			n, err := parseSpin(v, 1, 64)
			if err == nil {
				u.multiPV = n
			}
			return err
		}},
		{"Level", spin(10, 1, 10), func(u *uci, v string) error {
			n, err := parseSpin(v, 1, 10)
			if err == nil {
				u.engine.SetLevel(n)
				if u.banqiEngine != nil {
					u.banqiEngine.SetLevel(n)
				}
			}
			return err
		}},
		{"Move Overhead", spin(int(search.DefaultOverhead/time.Millisecond), 0, 5000), func(u *uci, v string) error {
			n, err := parseSpin(v, 0, 5000)
			if err == nil {
				u.overhead = time.Duration(n) * time.Millisecond
			}
			return err
		}},
		ruleInt("MoveLimit", 0, 1000, func(o *rules.Options) *int { return &o.Xiangqi.MoveLimit }),
		ruleBool("ChaseRule", func(o *rules.Options) *bool { return &o.Xiangqi.ChaseRule }),
		ruleEnum("JanggiPass", []string{"stuck", "anytime"}, func(o *rules.Options) *rules.PassRule { return &o.Janggi.Pass }),
		ruleBool("JanggiCannonFirstMove", func(o *rules.Options) *bool { return &o.Janggi.CannonFirstMove }),
		ruleEnum("JanggiBikjang", []string{"off", "break", "fsf"}, func(o *rules.Options) *rules.BikjangRule { return &o.Janggi.Bikjang }),
		ruleBool("JanggiBikjangClaim", func(o *rules.Options) *bool { return &o.Janggi.BikjangClaim }),
		ruleBool("JanggiCounting", func(o *rules.Options) *bool { return &o.Janggi.Counting }),
		ruleBool("JanggiPerpetualCheck", func(o *rules.Options) *bool { return &o.Janggi.PerpetualCheck }),
		ruleBool("ShatarKnightMate", func(o *rules.Options) *bool { return &o.Shatar.KnightMate }),
		ruleEnum("ShatarOpening", []string{"bers", "bers-or-king", "free"}, func(o *rules.Options) *rules.OpeningRule { return &o.Shatar.Opening }),
		ruleBool("ShatarBersRight", func(o *rules.Options) *bool { return &o.Shatar.BersRight }),
		ruleInt("ShatarBishopRange", 0, 7, func(o *rules.Options) *int { return &o.Shatar.BishopRange }),
		ruleBool("ShatarFSF", func(o *rules.Options) *bool { return &o.Shatar.FSF }),
		ruleBool("HiashatarZoneActsOnAll", func(o *rules.Options) *bool { return &o.Hiashatar.ZoneActsOnAll }),
		ruleBool("HiashatarKnightFrozen", func(o *rules.Options) *bool { return &o.Hiashatar.KnightFrozenInZone }),
		ruleBool("HiashatarBareKing", func(o *rules.Options) *bool { return &o.Hiashatar.BareKingDraw }),
	}
}

// setOption handles "setoption name <name> [value <value>]".
func (u *uci) setOption(args []string) {
	if len(args) < 2 || args[0] != "name" {
		u.errorf("setoption: want name <name> [value <value>]")
		return
	}
	i := indexOf(args, "value")
	name := strings.Join(args[1:i], " ")
	value := ""
	if i < len(args) {
		value = strings.Join(args[i+1:], " ")
	}
	for _, o := range uciOptions() {
		if strings.EqualFold(o.name, name) {
			if err := o.set(u, value); err != nil {
				u.errorf("option %s: %v", o.name, err)
			}
			return
		}
	}
	u.errorf("unknown option %q", truncate(name))
}

// setVariant loads a preset's rules and resets the position to its start.
func (u *uci) setVariant(name string) error {
	if u.setBanqi(name) {
		return nil
	}
	v, err := rules.Preset(strings.ToLower(name))
	if err != nil {
		return fmt.Errorf("%w; or %s", err, strings.Join(rules.BanqiPresetNames(), ", "))
	}
	u.game, u.preset, u.opts, u.variant = v.Game, v.Name, v.Options, v
	u.pos, u.banqi = v.StartPosition(), nil
	return nil
}

// presetOptions returns the rules of the preset UCI_Variant chose.
func (u *uci) presetOptions() rules.Options {
	if v, err := rules.Preset(u.preset); err == nil {
		return v.Options
	}
	return rules.DefaultOptions()
}

// rebuild applies changed rule options to the current game; options equal
// to the preset's give the preset itself, name included. Banqi's rules
// come from its preset alone: other values are refused there.
func (u *uci) rebuild() error {
	if u.banqi != nil {
		if u.opts != rules.DefaultOptions() {
			u.opts = rules.DefaultOptions()
			return fmt.Errorf("not a banqi rule (banqi's rules come from UCI_Variant: %s)", strings.Join(rules.BanqiPresetNames(), ", "))
		}
		return nil
	}
	if preset, err := rules.Preset(u.preset); err == nil && preset.Options == u.opts {
		u.variant = preset
		u.pos = preset.StartPosition()
		return nil
	}
	v, err := rules.NewVariant(u.game, u.opts)
	if err != nil {
		u.opts = u.variant.Options
		return err
	}
	u.variant = v
	u.pos = v.StartPosition()
	return nil
}

func parseSpin(v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%q: want a whole number from %d to %d", truncate(v), lo, hi)
	}
	return n, nil
}
