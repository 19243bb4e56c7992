//go:build js && wasm

package play

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/core"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/screen/play/game"
)

// banqiGame is /play/ while it plays banqi: the page keeps the settings
// and the game (a core.Game, whose referee holds the deal), hands its
// board the same game, saves the record (seed and actions) after each
// action and draws its panels from the public view only. The board plays
// the engine's turns (mode "engine"). The deal's number is shown once the
// game is over: it would give the face-down pieces away.
type banqiGame struct {
	set     game.BanqiSettings
	game    *core.Game
	flipped bool // the person turned the board
}

// banqiAsked reports whether the link asks for banqi (/play/?game=banqi).
func banqiAsked() bool {
	q, _ := browser.Address()
	return q.Get("game") == rules.Banqi.String()
}

// openBanqi resumes the saved banqi game when it is the page's game, or
// when the link asks for banqi (a new game then if none is saved) and no
// other game is in progress.
func (p *page) openBanqi(askedOther bool) {
	data, ok := p.store.Get(game.KeyBanqi)
	var save game.BanqiSave
	var rec *rules.BanqiRecord
	if ok {
		var err error
		if save, rec, err = game.ParseBanqiSave(data); err != nil {
			p.notices = append(p.notices, p.lang.T("banqi.save.bad", err.Error()))
			p.store.Remove(game.KeyBanqi)
			rec = nil
		}
	}
	active := rec != nil && save.Active
	// A link asking for banqi does not take the place of another game in progress.
	asked := banqiAsked() && (active || p.ctl.Plies() == 0 || p.ctl.EndReason() != "")
	switch {
	case rec != nil && (active && !askedOther || asked):
		g, err := core.Resume(rec)
		if err != nil {
			p.notices = append(p.notices, err.Error())
			p.newBanqi(save.Settings, 0)
			return
		}
		p.enterBanqi(save.Settings, g)
		if save.Ended == "resigned" {
			p.resignBanqi()
		}
	case asked:
		p.newBanqi(game.BanqiDefaults(), 0)
	}
}

// newBanqi starts a banqi game dealt from seed (0: a random deal).
func (p *page) newBanqi(s game.BanqiSettings, seed uint64) {
	if seed == 0 {
		seed = rand.N(uint64(1e9)) + 1
	}
	v, err := rules.BanqiPreset(s.Variant)
	var g *core.Game
	if err == nil {
		g, err = core.Deal(v, seed)
	}
	if err != nil {
		browser.SetText(browser.ByID("status"), err.Error())
		return
	}
	p.enterBanqi(s, g)
	p.saveBanqi()
}

// enterBanqi sets the board up for a banqi game with these settings: the
// board plays the engine's turns.
func (p *page) enterBanqi(s game.BanqiSettings, g *core.Game) {
	p.bq = &banqiGame{set: s, game: g}
	p.moves = ""
	mode := "engine"
	if s.Opponent == game.OpponentFriend {
		mode = "play"
	}
	browser.SetAttr(p.boardEl, "mode", mode)
	browser.SetAttr(p.boardEl, "level", strconv.Itoa(s.Level))
	p.setBanqiChrome(true)
}

// leaveBanqi hands the board back to the other games.
func (p *page) leaveBanqi() {
	if p.bq == nil {
		return
	}
	p.saveBanqiActive(false)
	p.bq = nil
	p.moves = ""
	browser.SetAttr(p.boardEl, "level", "")
	browser.SetAttr(p.boardEl, "mode", "play")
	p.setBanqiChrome(false)
}

// banqiHides are what banqi does not have: hints, draws, the engine's
// analysis, premoves, notations, sharing and records. banqiShut are shown
// by render when due (clocks, passes, claims) and shut while banqi plays.
var (
	banqiHides = []string{"#hint", "#draw", "#analyse", "#premove", "#share-box", "#open-analysis",
		".notation", "details.record", "#resign"}
	banqiShut = []string{"#pass", "#pass-why", "#claim", "#clock-top", "#clock-bottom", "#analysis", "#points", "#review-game"}
)

// setBanqiChrome shows or hides the page's parts banqi does not use.
func (p *page) setBanqiChrome(banqi bool) {
	for _, sel := range banqiHides {
		browser.SetHidden(doc.Call("querySelector", sel), banqi)
	}
	for _, sel := range banqiShut {
		if banqi {
			browser.SetHidden(doc.Call("querySelector", sel), true)
		}
	}
}

// saveBanqi stores the game after each action, so that a reload resumes it.
func (p *page) saveBanqi() { p.saveBanqiActive(true) }

func (p *page) saveBanqiActive(active bool) {
	bq := p.bq
	if bq == nil {
		return
	}
	ended := ""
	if e := bq.game.End(); e != nil && e.Reason == core.Resigned {
		ended = "resigned"
	}
	save, err := game.NewBanqiSave(bq.set, bq.game.Record(), ended)
	if err != nil {
		return
	}
	save.Active = active
	if data, err := save.Marshal(); err == nil {
		_ = p.store.Set(game.KeyBanqi, data)
	}
}

// banqiSetup is the game as the board shows it: the person's turn (first
// or second, whatever colour the flip gives them) against the engine, both
// between two players.
func (p *page) banqiSetup() driver.Setup {
	bq := p.bq
	player := bq.set.Human
	if bq.set.Opponent == game.OpponentFriend {
		player = "both"
	}
	return driver.Setup{Game: bq.game, Player: player, Orientation: orientation(bq.flipped), Lang: p.lang}
}

// renderBanqi draws the page around a banqi game: the board first, then
// the panels from its public view and the board's status line.
func (p *page) renderBanqi() {
	bq, l := p.bq, p.lang
	if err := p.board.Setup(p.banqiSetup()); err != nil {
		global.Get("console").Call("error", "play: the board refused the game:", err.Error())
	}
	status, message := p.board.Status()
	view := bq.game.Live().(*rules.BanqiView)
	title := l.GameName(rules.Banqi) + " · " + l.T("label.twoplayers")
	if bq.set.Opponent == game.OpponentEngine {
		title = l.GameName(rules.Banqi) + " · " + l.T("banqi.you."+bq.set.Human) + " · " + l.T("label.level.n", bq.set.Level)
	}
	browser.SetText(browser.ByID("title"), title)
	browser.SetText(browser.ByID("status"), message)
	over := status != "playing"
	e := bq.game.End()
	browser.SetDisabled(browser.ByID("takeback"), view.Ply() == 0 || over && e != nil && e.Outcome == nil)
	browser.SetDisabled(browser.ByID("resign"), over)
	browser.SetHidden(browser.ByID("resign"), bq.set.Opponent != game.OpponentEngine)
	p.renderBanqiPieces(view.Variant())
	p.renderBanqiMoves()
	p.renderBanqiResult(over, view)
	p.renderNotices()
}

// renderBanqiMoves lists the actions: a flip names the piece it turned up.
func (p *page) renderBanqiMoves() {
	g := p.bq.game
	key := fmt.Sprint("banqi", g.UCI(), g.Cursor(), g.Reviewing(), p.lang)
	if key == p.moves {
		return
	}
	p.moves = key
	ol := browser.ByID("moves")
	ol.Set("textContent", "")
	for i := range g.Plies() {
		played := g.Played(i)
		text, side := p.banqiActionText(g.At(i).(*rules.BanqiView), played)
		li := browser.Create("li", "move "+side)
		li.Call("setAttribute", "data-ply", strconv.Itoa(i+1))
		btn := browser.Create("button", "mv")
		btn.Set("type", "button")
		btn.Set("textContent", strconv.Itoa(i+1)+". "+text)
		li.Call("appendChild", btn)
		if i+1 == g.Cursor() {
			li.Get("classList").Call("add", "current")
			btn.Call("setAttribute", "aria-current", "step")
		}
		ol.Call("appendChild", li)
	}
	ol.Set("scrollTop", ol.Get("scrollHeight"))
}

// banqiActionText writes an action played from view: "c2 red chariot"
// for a flip, "b2–b3", "b2×b3", and the mover's colour as a class.
func (p *page) banqiActionText(view *rules.BanqiView, played core.Played) (text, side string) {
	m := played.Move
	side = map[rules.Color]string{rules.First: "red", rules.Second: "black"}[played.Mover]
	switch {
	case m.IsFlip():
		return m.From().String() + " " + p.lang.PieceLabel(rules.Banqi, view.Variant().Letter(played.Revealed)), side
	case m.From() == m.To():
		return p.lang.T("banqi.endchain"), side
	case view.At(m.To()) != rules.Empty:
		return m.From().String() + "×" + m.To().String(), side
	}
	return m.From().String() + "–" + m.To().String(), side
}

// renderBanqiResult shows how the game ended, and the deal's number to
// play it again.
func (p *page) renderBanqiResult(over bool, view *rules.BanqiView) {
	box := browser.ByID("result")
	browser.SetHidden(box, !over)
	if !over {
		return
	}
	l := p.lang
	o := view.Outcome()
	headline, text := l.T("end.draw"), l.Outcome(o)
	human, known := p.banqiHuman()
	winner := rules.First
	if o.Result == rules.SecondWins {
		winner = rules.Second
	}
	switch e := p.bq.game.End(); {
	case e != nil && e.Reason == core.Resigned && known:
		headline, text = l.T("end.youlose"), l.T("end.resign.human", i18n.Capitalize(l.SideName(rules.Banqi, human.Other())))
	case o.Result == rules.Draw:
	case !known:
		headline = i18n.Capitalize(l.T("end.sidewins", l.SideName(rules.Banqi, winner)))
	case winner == human:
		headline = l.T("end.youwin")
	default:
		headline = l.T("end.youlose")
	}
	if rec := p.bq.game.Record(); rec.Seeded {
		text += " " + l.T("banqi.deal", strconv.FormatUint(rec.Seed, 10))
	}
	browser.SetText(browser.ByID("headline"), headline)
	browser.SetText(browser.ByID("result-text"), text)
}

// banqiHuman is the person's colour against the engine, once the first
// flip decided the colours.
func (p *page) banqiHuman() (rules.Color, bool) {
	first, ok := p.bq.game.FirstMover()
	if p.bq.set.Opponent != game.OpponentEngine || !ok || !core.ColorsDecided(p.bq.game.Live()) {
		return rules.First, false
	}
	if p.bq.set.Human == "second" {
		return first.Other(), true
	}
	return first, true
}

// banqiTakeback takes back the engine's reply and the person's action
// (against the engine) or the last action (two players).
func (p *page) banqiTakeback() error {
	g := p.bq.game
	g.ClearEnd()
	mine := func(core.Standing) bool {
		human, known := p.banqiHuman()
		return p.bq.set.Opponent == game.OpponentFriend || !known || g.Live().SideToMove() == human
	}
	if !g.TakeBack(mine) {
		return errors.New(p.lang.T("board.nohistory"))
	}
	g.Review(-1)
	p.saveBanqi()
	return nil
}

// banqiResign ends the game against the engine.
func (p *page) banqiResign() error {
	p.resignBanqi()
	p.saveBanqi()
	return nil
}

// resignBanqi ends the game as the person's resignation.
func (p *page) resignBanqi() {
	e := core.Ending{Reason: core.Resigned}
	if human, known := p.banqiHuman(); known {
		e.Result, e.By = rules.Win(human.Other()), human
	}
	p.bq.game.SetEnd(e)
}

// readBanqiDialog reads the new-game form for banqi.
func (p *page) readBanqiDialog(f js.Value) (game.BanqiSettings, uint64, error) {
	s := game.BanqiDefaults()
	s.Opponent = radio(f, "opponent")
	s.Human = value(f, "side")
	s.Level, _ = strconv.Atoi(value(f, "level"))
	if checked(f, "hongkong") {
		s.Variant = "banqi-hongkong"
	}
	var seed uint64
	if text := strings.TrimSpace(value(f, "seed")); text != "" {
		n, err := strconv.ParseUint(text, 10, 64)
		if err != nil || n == 0 {
			return s, 0, fmt.Errorf("%s", p.lang.T("banqi.seed.bad", text))
		}
		seed = n
	}
	return s, seed, s.Validate()
}
