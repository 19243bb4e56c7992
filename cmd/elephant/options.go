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

// ruleOption builds the UCI option of a rule option of the schema: a
// combo of its choices (true and false for a flag) or a spin, each with
// the preset's own value as default.
func ruleOption(spec rules.OptionSpec) uciOption {
	if spec.Kind == rules.OptionInt {
		return uciOption{spec.UCI, spin(presetSpin, presetSpin, spec.Max), func(u *uci, v string) error {
			if n, err := strconv.Atoi(v); err == nil && n == presetSpin {
				return u.setRule(spec, u.presetRule(spec))
			}
			n, err := parseSpin(v, spec.Min, spec.Max)
			if err != nil {
				return fmt.Errorf("%w, or %d for the variant's own", err, presetSpin)
			}
			return u.setRule(spec, n)
		}}
	}
	choices := spec.Choices
	if spec.Kind == rules.OptionBool {
		choices = []string{"true", "false"}
	}
	return uciOption{spec.UCI, combo(presetChoice, append([]string{presetChoice}, choices...)...), func(u *uci, v string) error {
		if strings.EqualFold(v, presetChoice) {
			return u.setRule(spec, u.presetRule(spec))
		}
		for i, c := range choices {
			if strings.EqualFold(c, v) {
				if spec.Kind == rules.OptionBool {
					return u.setRule(spec, 1-i)
				}
				return u.setRule(spec, i)
			}
		}
		return fmt.Errorf("%q: want one of %s, %s", truncate(v), presetChoice, strings.Join(choices, ", "))
	}}
}

// presetRule is the value of a rule option in UCI_Variant's preset.
func (u *uci) presetRule(spec rules.OptionSpec) int {
	preset := u.presetOptions()
	return spec.Get(&preset)
}

// setRule sets a rule option and rebuilds the game with it.
func (u *uci) setRule(spec rules.OptionSpec, n int) error {
	spec.Set(&u.opts, n)
	return u.rebuild()
}

func uciOptions() []uciOption {
	opts := []uciOption{
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
	}
	for _, spec := range rules.OptionSchema() {
		opts = append(opts, ruleOption(spec))
	}
	return opts
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
