//go:build js && wasm

package play

import (
	"errors"
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/screen/play/game"
)

// The new-game dialog: game, opponent (the engine, or a friend on this
// device), side and level, clock, janggi setups and, under "Choose rules",
// each game's rule options. It opens with the current game's settings.

func (p *page) setupDialog() {
	dlg := browser.ByID("newgame")
	form := browser.ByID("newgame-form")
	buildRuleOptions(form.Call("querySelector", "fieldset.rules"))
	p.button("new", func() error {
		p.fillDialog(p.ctl.Settings())
		p.renderHistory()
		if dlg.Get("showModal").Type() == js.TypeFunction {
			dlg.Call("showModal")
		} else {
			dlg.Call("setAttribute", "open", "")
		}
		return nil
	})
	browser.On(browser.ByID("ng-cancel"), "click", "play", func(js.Value) { dlg.Call("close") })
	browser.On(form, "change", "play", func(js.Value) { p.dialogVisibility() })
	browser.On(form, "input", "play", func(js.Value) { p.levelText() })
	browser.On(form, "submit", "play", func(ev js.Value) {
		ev.Call("preventDefault")
		errBox := browser.ByID("ng-error")
		err := p.startFromDialog()
		browser.SetText(errBox, fmt.Sprint(err))
		browser.SetHidden(errBox, err == nil)
		if err != nil {
			return
		}
		dlg.Call("close")
		p.moves = ""
		p.render()
	})
}

// buildRuleOptions adds each game's rule options to the rules fieldset,
// in English until applyLang translates their data-i18n keys.
func buildRuleOptions(fieldset js.Value) {
	el := func(tag, key, text string) js.Value {
		n := doc.Call("createElement", tag)
		if key != "" {
			n.Call("setAttribute", "data-i18n", key)
		}
		browser.SetText(n, text)
		return n
	}
	for _, g := range optionGames {
		div := el("div", "", "")
		div.Set("className", "options")
		div.Call("setAttribute", "data-for", g.String())
		for _, rf := range ruleFields(g) {
			label := el("label", "", "")
			text := el("span", rf.spec.Key(), rf.spec.Label)
			var ctl js.Value
			if rf.checkbox {
				ctl = el("input", "", "")
				ctl.Set("type", "checkbox")
				label.Call("append", ctl, " ", text)
			} else {
				ctl = el("select", "", "")
				for _, c := range rf.choices {
					opt := el("option", c.key, c.value)
					opt.Set("value", c.value)
					ctl.Call("append", opt)
				}
				label.Call("append", text, " ", ctl)
			}
			ctl.Set("name", rf.name)
			div.Call("append", label)
		}
		fieldset.Call("append", div)
	}
}

func field(form js.Value, name string) js.Value { return form.Get("elements").Call("namedItem", name) }

// radio returns the checked value of a radio group.
func radio(form js.Value, name string) string {
	n := form.Call("querySelector", "input[name='"+name+"']:checked")
	if n.IsNull() {
		return ""
	}
	return n.Get("value").String()
}

func setRadio(form js.Value, name, value string) {
	n := form.Call("querySelector", "input[name='"+name+"'][value='"+value+"']")
	if !n.IsNull() {
		n.Set("checked", true)
	}
}

func checked(form js.Value, name string) bool { return field(form, name).Get("checked").Bool() }
func setChecked(form js.Value, name string, on bool) {
	field(form, name).Set("checked", on)
}
func value(form js.Value, name string) string { return field(form, name).Get("value").String() }
func setValue(form js.Value, name, v string)  { field(form, name).Set("value", v) }

// startFromDialog starts the game the form describes: banqi on the
// board's banqi driver, the other games in the game controller.
func (p *page) startFromDialog() error {
	f := browser.ByID("newgame-form")
	if radio(f, "game") == "banqi" {
		s, seed, err := p.readBanqiDialog(f)
		if err != nil {
			return err
		}
		p.newBanqi(s, seed)
		setValue(f, "seed", "") // the deal's number would give its pieces away
		return nil
	}
	s, err := p.readDialog()
	if err != nil {
		return err
	}
	p.leaveBanqi()
	return p.ctl.NewGame(s)
}

// fillDialog shows s in the form.
func (p *page) fillDialog(s game.Settings) {
	f := browser.ByID("newgame-form")
	setRadio(f, "game", s.Game)
	setValue(f, "side", s.Human)
	setValue(f, "level", strconv.Itoa(s.Level))
	p.levelText()
	setRadio(f, "opponent", s.Opponent)
	setChecked(f, "autoflip", s.AutoFlip)
	p.fillClock(s.Clock)
	browser.SetHidden(browser.ByID("ng-error"), true)
	if bq := p.bq; bq != nil {
		setRadio(f, "game", "banqi")
		setRadio(f, "opponent", bq.set.Opponent)
		setValue(f, "side", bq.set.Human)
		setValue(f, "level", strconv.Itoa(bq.set.Level))
		setChecked(f, "hongkong", bq.set.Variant == "banqi-hongkong")
		p.levelText()
	}
	setValue(f, "seed", "")
	rulesMode := "just"
	if s.Custom {
		rulesMode = "custom"
	}
	setRadio(f, "rules", rulesMode)
	o := s.Options
	if !s.Custom {
		o = rules.DefaultOptions()
	}
	if s.Cho != "" {
		setValue(f, "cho", s.Cho)
		setValue(f, "han", s.Han)
	}
	for _, g := range optionGames {
		for _, rf := range ruleFields(g) {
			v := rf.formValue(rf.spec.Get(&o))
			if rf.checkbox {
				setChecked(f, rf.name, v != "")
			} else {
				setValue(f, rf.name, v)
			}
		}
	}
	p.dialogVisibility()
}

// fillClock shows a time control: a preset when one matches, else the
// custom fields.
func (p *page) fillClock(tc game.TimeControl) {
	f := browser.ByID("newgame-form")
	sel := field(f, "clock")
	sel.Set("value", tc.String())
	if sel.Get("value").String() == tc.String() {
		return
	}
	sel.Set("value", "custom")
	setValue(f, "cmin", strconv.Itoa(tc.Base/60))
	setValue(f, "csec", strconv.Itoa(tc.Base%60))
	setValue(f, "cinc", strconv.Itoa(tc.Inc))
	setValue(f, "cbyo", strconv.Itoa(tc.Byoyomi))
	setValue(f, "cper", strconv.Itoa(tc.Periods))
}

// readClock reads the chosen time control; a custom one is checked.
func readClock(f js.Value) (game.TimeControl, error) {
	v := value(f, "clock")
	if v != "custom" {
		return game.ParseTimeControl(v)
	}
	n := func(name string) int {
		i, _ := strconv.Atoi(value(f, name))
		return i
	}
	tc := game.TimeControl{Base: n("cmin")*60 + n("csec"), Inc: n("cinc"), Byoyomi: n("cbyo"), Periods: n("cper")}
	if !tc.On() {
		return tc, errors.New("clock: no time chosen")
	}
	err := tc.Validate()
	return tc, err
}

// levelText shows the chosen level and what it means.
func (p *page) levelText() {
	f := browser.ByID("newgame-form")
	lv := value(f, "level")
	desc := p.lang.T("level.desc." + lv)
	browser.SetText(browser.ByID("ng-level-out"), lv)
	browser.SetText(browser.ByID("ng-level-desc"), desc)
	browser.SetAttr(field(f, "level"), "aria-valuetext", lv+": "+desc)
}

// clockLabels names the clock presets in the page's language.
func (p *page) clockLabels() {
	opts := browser.ByID("ng-clock").Get("options")
	for i := 0; i < opts.Length(); i++ {
		o := opts.Index(i)
		tc, err := game.ParseTimeControl(o.Get("value").String())
		if err != nil || !tc.On() {
			continue
		}
		if tc.Byoyomi > 0 {
			browser.SetText(o, p.lang.T("clock.byo", tc.Base/60, tc.Periods, tc.Byoyomi))
		} else {
			browser.SetText(o, p.lang.T("clock.fischer", tc.Base/60, tc.Inc))
		}
	}
}

// readDialog turns the form into settings.
func (p *page) readDialog() (game.Settings, error) {
	f := browser.ByID("newgame-form")
	g, err := rules.ParseGame(radio(f, "game"))
	if err != nil {
		g = rules.Game(0) // the first game of the dialog
	}
	s := game.Defaults(g)
	s.Human = value(f, "side")
	s.Level, _ = strconv.Atoi(value(f, "level"))
	s.Opponent = radio(f, "opponent")
	s.AutoFlip = checked(f, "autoflip")
	if s.Clock, err = readClock(f); err != nil {
		return s, err
	}
	if s.Cho != "" { // the game has setups to choose
		s.Cho, s.Han = value(f, "cho"), value(f, "han")
	}
	if prev := p.ctl.Variant(); prev != nil && g == prev.Game {
		s.Notation = p.ctl.Settings().Notation // the same game keeps its move list's notation
	}
	s.Custom = radio(f, "rules") == "custom"
	if !s.Custom {
		return s, nil
	}
	for _, g := range optionGames {
		for _, rf := range ruleFields(g) {
			if rf.checkbox {
				rf.read(&s.Options, checked(f, rf.name), "")
			} else {
				rf.read(&s.Options, false, value(f, rf.name))
			}
		}
	}
	return s, nil
}

// dialogVisibility shows the chosen game's setups and, under "Choose
// rules", its options only.
func (p *page) dialogVisibility() {
	f := browser.ByID("newgame-form")
	g := radio(f, "game")
	custom := radio(f, "rules") == "custom"
	nodes := f.Call("querySelectorAll", "[data-for]")
	for i := 0; i < nodes.Length(); i++ {
		n := nodes.Index(i)
		mine := n.Call("getAttribute", "data-for").String() == g
		isOptions := n.Get("classList").Call("contains", "options").Bool()
		browser.SetHidden(n, !mine || isOptions && !custom)
	}
	opp := radio(f, "opponent")
	nodes = f.Call("querySelectorAll", "[data-opponent]")
	for i := 0; i < nodes.Length(); i++ {
		n := nodes.Index(i)
		browser.SetHidden(n, n.Call("getAttribute", "data-opponent").String() != opp)
	}
	browser.SetHidden(f.Call("querySelector", "[data-clock]"), value(f, "clock") != "custom")
	banqi := g == "banqi"
	browser.SetHidden(f.Call("querySelector", ".clock-choice"), banqi)
	browser.SetHidden(f.Call("querySelector", "fieldset.rules"), banqi)
	p.dialogSides()
}

// dialogSides names the sides of the chosen game in the side menu.
func (p *page) dialogSides() {
	f := browser.ByID("newgame-form")
	opts := field(f, "side").Get("options")
	if radio(f, "game") == "banqi" {
		for i, key := range []string{"opt.banqi.first", "opt.banqi.second"} {
			if i < opts.Length() {
				browser.SetText(opts.Index(i), p.lang.T(key))
			}
		}
		return
	}
	g, err := rules.ParseGame(radio(f, "game"))
	if err != nil {
		return
	}
	for i, c := range []rules.Color{rules.First, rules.Second} {
		if i < opts.Length() {
			browser.SetText(opts.Index(i), i18n.Capitalize(p.lang.SideName(g, c)))
		}
	}
}
