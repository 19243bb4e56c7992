package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/elephant-chess/elephant/rules"
)

// uciOption is one option as "uci" declares it and "setoption" sets it.
type uciOption struct {
	name string
	decl string // the declaration after the name: type, default, range
	set  func(u *uci, value string) error
}

func check(def bool) string { return fmt.Sprintf("type check default %t", def) }

func spin(def, lo, hi int) string {
	return fmt.Sprintf("type spin default %d min %d max %d", def, lo, hi)
}

func combo(def string, vars ...string) string {
	return "type combo default " + def + " var " + strings.Join(vars, " var ")
}

// ruleBool builds an option that switches one rule flag and rebuilds the variant.
func ruleBool(name string, def bool, field func(o *rules.Options) *bool) uciOption {
	return uciOption{name, check(def), func(u *uci, v string) error {
		b, err := parseBool(v)
		if err != nil {
			return err
		}
		*field(&u.opts) = b
		return u.rebuild()
	}}
}

// ruleChoice builds an option choosing one of several values for a rule.
func ruleChoice(name string, def string, choices []string, set func(o *rules.Options, i int)) uciOption {
	return uciOption{name, combo(def, choices...), func(u *uci, v string) error {
		for i, c := range choices {
			if strings.EqualFold(c, v) {
				set(&u.opts, i)
				return u.rebuild()
			}
		}
		return fmt.Errorf("%q: want one of %s", truncate(v), strings.Join(choices, ", "))
	}}
}

func ruleInt(name string, def, lo, hi int, field func(o *rules.Options) *int) uciOption {
	return uciOption{name, spin(def, lo, hi), func(u *uci, v string) error {
		n, err := parseSpin(v, lo, hi)
		if err != nil {
			return err
		}
		*field(&u.opts) = n
		return u.rebuild()
	}}
}

func uciOptions() []uciOption {
	d := rules.DefaultOptions()
	return []uciOption{
		{"UCI_Variant", combo("xiangqi", rules.PresetNames()...), func(u *uci, v string) error {
			return u.setVariant(v)
		}},
		{"Hash", spin(defaultHashMB, 1, 2048), func(u *uci, v string) error {
			n, err := parseSpin(v, 1, 2048)
			if err == nil {
				u.engine.SetHash(n)
			}
			return err
		}},
		{"Clear Hash", "type button", func(u *uci, _ string) error { u.engine.Clear(); return nil }},
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
			}
			return err
		}},
		ruleInt("MoveLimit", d.Xiangqi.MoveLimit, 0, 1000, func(o *rules.Options) *int { return &o.Xiangqi.MoveLimit }),
		ruleBool("ChaseRule", d.Xiangqi.ChaseRule, func(o *rules.Options) *bool { return &o.Xiangqi.ChaseRule }),
		ruleChoice("JanggiPass", "stuck", []string{"stuck", "anytime"}, func(o *rules.Options, i int) {
			o.Janggi.Pass = rules.PassRule(i)
		}),
		ruleBool("JanggiCannonFirstMove", d.Janggi.CannonFirstMove, func(o *rules.Options) *bool { return &o.Janggi.CannonFirstMove }),
		ruleChoice("JanggiBikjang", "break", []string{"off", "break", "fsf"}, func(o *rules.Options, i int) {
			o.Janggi.Bikjang = rules.BikjangRule(i)
		}),
		ruleBool("JanggiBikjangClaim", d.Janggi.BikjangClaim, func(o *rules.Options) *bool { return &o.Janggi.BikjangClaim }),
		ruleBool("JanggiCounting", d.Janggi.Counting, func(o *rules.Options) *bool { return &o.Janggi.Counting }),
		ruleBool("JanggiPerpetualCheck", d.Janggi.PerpetualCheck, func(o *rules.Options) *bool { return &o.Janggi.PerpetualCheck }),
		ruleBool("ShatarKnightMate", d.Shatar.KnightMate, func(o *rules.Options) *bool { return &o.Shatar.KnightMate }),
		ruleChoice("ShatarOpening", "bers", []string{"bers", "bers-or-king", "free"}, func(o *rules.Options, i int) {
			o.Shatar.Opening = rules.OpeningRule(i)
		}),
		ruleBool("ShatarBersRight", d.Shatar.BersRight, func(o *rules.Options) *bool { return &o.Shatar.BersRight }),
		ruleInt("ShatarBishopRange", d.Shatar.BishopRange, 0, 7, func(o *rules.Options) *int { return &o.Shatar.BishopRange }),
		ruleBool("ShatarFSF", d.Shatar.FSF, func(o *rules.Options) *bool { return &o.Shatar.FSF }),
		ruleBool("HiashatarZoneActsOnAll", d.Hiashatar.ZoneActsOnAll, func(o *rules.Options) *bool { return &o.Hiashatar.ZoneActsOnAll }),
		ruleBool("HiashatarKnightFrozen", d.Hiashatar.KnightFrozenInZone, func(o *rules.Options) *bool { return &o.Hiashatar.KnightFrozenInZone }),
		ruleBool("HiashatarBareKing", d.Hiashatar.BareKingDraw, func(o *rules.Options) *bool { return &o.Hiashatar.BareKingDraw }),
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
	v, err := rules.Preset(strings.ToLower(name))
	if err != nil {
		return err
	}
	u.game, u.preset, u.opts, u.variant = v.Game, v.Name, v.Options, v
	u.pos = v.StartPosition()
	return nil
}

// rebuild applies changed rule options to the current game.
func (u *uci) rebuild() error {
	v, err := rules.NewVariant(u.game, u.opts)
	if err != nil {
		u.opts = u.variant.Options
		return err
	}
	u.variant = v
	u.pos = v.StartPosition()
	return nil
}

func parseBool(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("%q: want true or false", truncate(v))
}

func parseSpin(v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%q: want a whole number from %d to %d", truncate(v), lo, hi)
	}
	return n, nil
}
