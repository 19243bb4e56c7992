//go:build js && wasm

package play

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/elephant-chess/elephant/i18n"
	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/driver"
	"github.com/elephant-chess/elephant/wasm/screen/play/game"
)

// banqiGame is /play/ while it plays banqi. The board's banqi driver holds
// the game and its deal; the page keeps the settings, saves the record
// (seed and actions) after each action, and draws its panels from the
// public view only. The deal's number is shown once the game is over: it
// would give the face-down pieces away.
type banqiGame struct {
	set    game.BanqiSettings
	ended  string // "resigned": the person gave up
	cursor int    // the action reviewed; -1 follows the game
}

// banqiAsked reports whether the link asks for banqi (/play/?game=banqi).
func banqiAsked() bool {
	q := global.Get("URLSearchParams").New(global.Get("location").Get("search"))
	return q.Call("get", "game").String() == "banqi"
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
		p.enterBanqi(save.Settings, save.Ended)
		if err := p.board.Banqi(func(d *driver.Banqi) error { return d.Resume(rec) }); err != nil {
			p.notices = append(p.notices, err.Error())
			p.newBanqi(save.Settings, 0)
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
	p.enterBanqi(s, "")
	if err := p.board.Banqi(func(d *driver.Banqi) error { return d.Deal(seed) }); err != nil {
		browser.SetText(byID("status"), err.Error())
		return
	}
	p.saveBanqi()
}

// enterBanqi sets the board up for a banqi game with these settings.
func (p *page) enterBanqi(s game.BanqiSettings, ended string) {
	p.bq = &banqiGame{set: s, ended: ended, cursor: -1}
	p.moves = ""
	el := p.boardEl
	for _, name := range []string{"options", "fen", "moves", "arrows", "marks", "premove"} {
		el.Call("removeAttribute", name)
	}
	mode, player := "engine", s.Human
	if s.Opponent == game.OpponentFriend {
		mode, player = "play", "both"
	}
	setAttr(el, "game", "banqi")
	setAttr(el, "variant", s.Variant)
	setAttr(el, "mode", mode)
	setAttr(el, "player", player)
	setAttr(el, "level", strconv.Itoa(s.Level))
	setAttr(el, "ended", ended)
	setAttr(el, "lang", string(p.lang))
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
	for _, name := range []string{"variant", "level", "ended"} {
		p.boardEl.Call("removeAttribute", name)
	}
	setAttr(p.boardEl, "mode", "play")
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
		setHidden(doc.Call("querySelector", sel), banqi)
	}
	for _, sel := range banqiShut {
		if banqi {
			setHidden(doc.Call("querySelector", sel), true)
		}
	}
}

// saveBanqi stores the game after each action, so that a reload resumes it.
func (p *page) saveBanqi() { p.saveBanqiActive(true) }

func (p *page) saveBanqiActive(active bool) {
	bq := p.bq
	var rec *rules.BanqiRecord
	_ = p.board.Banqi(func(d *driver.Banqi) error {
		rec, _ = d.Record()
		return nil
	})
	if bq == nil || rec == nil {
		return
	}
	save, err := game.NewBanqiSave(bq.set, rec, bq.ended)
	if err != nil {
		return
	}
	save.Active = active
	if data, err := save.Marshal(); err == nil {
		_ = p.store.Set(game.KeyBanqi, data)
	}
}

// banqiState reads the board's state and the public view.
func (p *page) banqiState() (st driver.State, view *rules.BanqiView, rec *rules.BanqiRecord) {
	_ = p.board.Banqi(func(d *driver.Banqi) error {
		st = d.State()
		st.Message = d.Message()
		view, _ = d.View()
		rec, _ = d.Record()
		return nil
	})
	return st, view, rec
}

// renderBanqi draws the page around a banqi game.
func (p *page) renderBanqi() {
	bq, l := p.bq, p.lang
	st, view, rec := p.banqiState()
	if view == nil {
		browser.SetText(byID("status"), st.Error)
		return
	}
	title := l.GameName(rules.Banqi) + " · " + l.T("label.twoplayers")
	if bq.set.Opponent == game.OpponentEngine {
		title = l.GameName(rules.Banqi) + " · " + l.T("banqi.you."+bq.set.Human) + " · " + l.T("label.level.n", bq.set.Level)
	}
	browser.SetText(byID("title"), title)
	browser.SetText(byID("status"), st.Message)
	over := st.Status != "playing"
	setDisabled(byID("takeback"), view.Ply() == 0 || over && bq.ended == "")
	setDisabled(byID("resign"), over)
	setHidden(byID("resign"), bq.set.Opponent != game.OpponentEngine)
	p.renderBanqiPieces(view.Variant())
	p.renderBanqiMoves(view, rec)
	p.renderBanqiResult(st, view, rec)
	p.renderNotices()
}

// renderBanqiMoves lists the actions: a flip names the piece it turned up.
func (p *page) renderBanqiMoves(view *rules.BanqiView, rec *rules.BanqiRecord) {
	moves, revealed := view.Actions()
	key := fmt.Sprint("banqi", moves, p.bq.cursor, p.lang)
	if key == p.moves {
		return
	}
	p.moves = key
	ol := byID("moves")
	ol.Set("textContent", "")
	replay, err := rules.ParseBanqi(view.Variant(), view.Variant().StartFEN)
	if start, ok := banqiStart(rec); ok {
		replay, err = start, nil
	}
	for i, m := range moves {
		text, side := m.String(), ""
		if err == nil {
			text, side = p.banqiActionText(replay, m, revealed[i])
			replay.MakeMove(m, revealed[i])
		}
		li := doc.Call("createElement", "li")
		li.Call("setAttribute", "data-ply", strconv.Itoa(i+1))
		li.Set("className", "move "+side)
		btn := doc.Call("createElement", "button")
		btn.Set("type", "button")
		btn.Set("className", "mv")
		btn.Set("textContent", strconv.Itoa(i+1)+". "+text)
		li.Call("appendChild", btn)
		if i+1 == p.bq.cursor || p.bq.cursor < 0 && i == len(moves)-1 {
			li.Get("classList").Call("add", "current")
			btn.Call("setAttribute", "aria-current", "step")
		}
		ol.Call("appendChild", li)
	}
	ol.Set("scrollTop", ol.Get("scrollHeight"))
}

// banqiStart is the view a game started from, when not the variant's start.
func banqiStart(rec *rules.BanqiRecord) (*rules.BanqiView, bool) {
	if rec == nil || rec.FEN == "" {
		return nil, false
	}
	v, err := rules.ParseBanqi(rec.Variant, rec.FEN)
	return v, err == nil
}

// banqiActionText writes an action played from view: "c2 red chariot"
// for a flip, "b2–b3", "b2×b3", and the mover's colour as a class.
func (p *page) banqiActionText(view *rules.BanqiView, m rules.Move, revealed rules.Piece) (text, side string) {
	v := view.Variant()
	colour := func(c rules.Color) string {
		return map[rules.Color]string{rules.First: "red", rules.Second: "black"}[c]
	}
	switch {
	case m.IsFlip():
		return m.From().String() + " " + p.lang.PieceLabel(rules.Banqi, v.Letter(revealed)), colour(revealed.Color())
	case m.From() == m.To():
		return p.lang.T("banqi.endchain"), colour(view.SideToMove())
	case view.At(m.To()) != rules.Empty:
		return m.From().String() + "×" + m.To().String(), colour(view.SideToMove())
	}
	return m.From().String() + "–" + m.To().String(), colour(view.SideToMove())
}

// renderBanqiResult shows how the game ended, and the deal's number to
// play it again.
func (p *page) renderBanqiResult(st driver.State, view *rules.BanqiView, rec *rules.BanqiRecord) {
	box := byID("result")
	over := st.Status != "playing"
	setHidden(box, !over)
	if !over {
		return
	}
	l := p.lang
	o := view.Outcome()
	headline, text := l.T("end.draw"), l.Outcome(o)
	human := p.humanColor(view, rec)
	winner := rules.First
	if o.Result == rules.SecondWins {
		winner = rules.Second
	}
	switch {
	case p.bq.ended == "resigned" && human != nil:
		headline, text = l.T("end.youlose"), l.T("end.resign.human", i18n.Capitalize(l.SideName(rules.Banqi, human.Other())))
	case o.Result == rules.Draw:
	case human == nil:
		headline = i18n.Capitalize(l.T("end.sidewins", l.SideName(rules.Banqi, winner)))
	case winner == *human:
		headline = l.T("end.youwin")
	default:
		headline = l.T("end.youlose")
	}
	if rec != nil && rec.Seeded {
		text += " " + l.T("banqi.deal", strconv.FormatUint(rec.Seed, 10))
	}
	browser.SetText(byID("headline"), headline)
	browser.SetText(byID("result-text"), text)
}

// humanColor is the person's colour against the engine, once decided.
func (p *page) humanColor(view *rules.BanqiView, rec *rules.BanqiRecord) *rules.Color {
	if p.bq.set.Opponent != game.OpponentEngine || !view.ColorsDecided() {
		return nil
	}
	_, revealed := view.Actions()
	start, ok := banqiStart(rec)
	first := rules.First
	switch {
	case ok && start.ColorsDecided():
		first = start.SideToMove()
	case len(revealed) > 0 && revealed[0] != rules.Empty:
		first = revealed[0].Color()
	}
	if p.bq.set.Human == "second" {
		first = first.Other()
	}
	return &first
}

// banqiTakeback takes back the engine's reply and the person's action
// (against the engine) or the last action (two players).
func (p *page) banqiTakeback() error {
	p.bq.ended = ""
	setAttr(p.boardEl, "ended", "")
	err := p.board.Banqi(func(d *driver.Banqi) error {
		if p.bq.set.Opponent == game.OpponentFriend {
			return d.Undo()
		}
		return d.Takeback()
	})
	p.bq.cursor = -1
	p.saveBanqi()
	return err
}

// banqiResign ends the game against the engine.
func (p *page) banqiResign() error {
	p.bq.ended = "resigned"
	setAttr(p.boardEl, "ended", "resigned")
	p.saveBanqi()
	return nil
}

// banqiReview shows the view after ply actions; a ply past the end
// follows the game again.
func (p *page) banqiReview(ply int) {
	_, view, _ := p.banqiState()
	if view == nil {
		return
	}
	if ply < 0 {
		ply = 0
	}
	if ply >= view.Ply() {
		ply = -1
	}
	p.bq.cursor = ply
	p.board.Review(ply)
}

// banqiStep moves the review by d actions.
func (p *page) banqiStep(d int) {
	_, view, _ := p.banqiState()
	if view == nil {
		return
	}
	cur := p.bq.cursor
	if cur < 0 {
		cur = view.Ply()
	}
	p.banqiReview(cur + d)
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
