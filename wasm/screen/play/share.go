//go:build js && wasm

package play

import (
	"errors"
	"fmt"
	"slices"
	"syscall/js"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
	"github.com/elephant-chess/elephant/wasm/browser"
	"github.com/elephant-chess/elephant/wasm/screen/play/game"
)

// setupShare wires the share panel, the export's format and the offer to
// open a shared game.
func (p *page) setupShare() {
	p.button("share-link", p.copyLink)
	p.button("share-svg", p.downloadSVG)
	p.button("share-png", p.downloadPNG)
	p.button("share-open", p.openOffered)
	p.button("share-keep", func() error { p.endOffer(); return nil })
	// A link pasted into this tab's address bar changes only the fragment.
	browser.On(global, "hashchange", "play", func(js.Value) {
		p.openLinked()
		p.render()
	})
}

// openLinked reads a shared game from the address (#game=...). Without a
// game in progress it becomes the game; over one in progress the page asks
// first, offering the analysis board instead, so that following a link
// never silently throws a game away.
func (p *page) openLinked() {
	frag := global.Get("location").Get("hash").String()
	s, err := game.ParseShare(frag)
	if errors.Is(err, game.ErrNoShare) {
		return
	}
	if err != nil {
		p.notify(p.lang.T("share.bad", err.Error()), "error", "")
		clearHash()
		return
	}
	if p.ctl.InProgress() {
		p.offered = &s
		browser.SetAttr(browser.ByID("share-open-analysis"), "href", s.AnalysisURL(false))
		browser.SetHidden(browser.ByID("share-offer"), false)
		return
	}
	p.openShare(s)
}

func (p *page) openShare(s game.Share) {
	clearHash()
	if err := p.ctl.OpenShare(s); err != nil {
		p.notify(p.lang.T("share.bad", err.Error()), "error", "")
		return
	}
	p.notify(p.lang.T("share.opened"), "", "share.opened")
}

func (p *page) openOffered() error {
	if p.offered == nil {
		return nil
	}
	s := *p.offered
	p.endOffer()
	p.openShare(s)
	return nil
}

func (p *page) endOffer() {
	p.offered = nil
	browser.SetHidden(browser.ByID("share-offer"), true)
	clearHash()
}

// clearHash drops the shared game from the address, so that a reload
// shows the game as it stands instead of the link again.
func clearHash() {
	loc := global.Get("location")
	url := loc.Get("pathname").String() + loc.Get("search").String()
	_ = browser.Safely(func() { global.Get("history").Call("replaceState", nil, "", url) })
}

// shareURL is the address that opens the game on /play/.
func (p *page) shareURL() string {
	loc := global.Get("location")
	return loc.Get("origin").String() + "/play/#" + p.ctl.Share().Fragment()
}

// renderShare keeps the links up to date: the share box, the analysis
// board with the game, and the review once the game is over.
func (p *page) renderShare() {
	s := p.ctl.Share()
	browser.ByID("share-url").Set("value", p.shareURL())
	browser.SetAttr(browser.ByID("open-analysis"), "href", s.AnalysisURL(false))
	review := browser.ByID("review-game")
	browser.SetAttr(review, "href", s.AnalysisURL(true))
	browser.SetHidden(review, !p.ctl.Finished())
	iccs := browser.ByID("export-format").Call("querySelector", "option[value=iccs]")
	writes := slices.Contains(p.ctl.Variant().RecordNotations(), rules.NotationICCS)
	browser.SetHidden(iccs, !writes)
	browser.SetDisabled(iccs, !writes)
	browser.SetHidden(browser.ByID("export-gib"), !records.WritesGIB(p.ctl.Variant()))
}

// copyLink puts the link in its box, selected, and on the clipboard when
// the browser allows; the box is the fallback.
func (p *page) copyLink() error {
	box, status := browser.ByID("share-url"), browser.ByID("share-status")
	box.Set("value", p.shareURL())
	box.Call("select")
	fail := func() { browser.SetText(status, p.lang.T("share.copyfail")) }
	clip := global.Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		fail()
		return nil
	}
	var done, failed js.Func
	done = js.FuncOf(func(js.Value, []js.Value) any {
		browser.SetText(status, p.lang.T("share.copied"))
		done.Release()
		failed.Release()
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		fail()
		done.Release()
		failed.Release()
		return nil
	})
	if err := browser.Safely(func() { clip.Call("writeText", p.shareURL()).Call("then", done, failed) }); err != nil {
		done.Release()
		failed.Release()
		fail()
	}
	return nil
}

// imageName names a downloaded image by game and move number.
func (p *page) imageName(ext string) string {
	return fmt.Sprintf("elephant-%s-%d.%s", p.ctl.Settings().Game, p.ctl.Cursor(), ext)
}

func (p *page) downloadSVG() error {
	svg := p.ctl.ImageSVG(p.app.Style())
	if svg == "" {
		return errors.New("no game")
	}
	blob := global.Get("Blob").New([]any{svg}, map[string]any{"type": "image/svg+xml"})
	name := p.imageName("svg")
	browser.Download(blob, name)
	browser.SetText(browser.ByID("share-status"), p.lang.T("share.saved", name))
	return nil
}

// downloadPNG draws the SVG on a canvas at its own size and saves that.
func (p *page) downloadPNG() error {
	svg := p.ctl.ImageSVG(p.app.Style())
	if svg == "" {
		return errors.New("no game")
	}
	url := "data:image/svg+xml;charset=utf-8," + global.Call("encodeURIComponent", svg).String()
	img := global.Get("Image").New()
	name := p.imageName("png")
	status := browser.ByID("share-status")
	var loaded, failed, saved js.Func
	release := func() { loaded.Release(); failed.Release() }
	saved = js.FuncOf(func(_ js.Value, args []js.Value) any {
		saved.Release()
		if len(args) == 0 || !args[0].Truthy() {
			browser.SetText(status, p.lang.T("share.pngfail", "no image"))
			return nil
		}
		browser.Download(args[0], name)
		browser.SetText(status, p.lang.T("share.saved", name))
		return nil
	})
	loaded = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		err := browser.Safely(func() {
			c := doc.Call("createElement", "canvas")
			c.Set("width", img.Get("naturalWidth"))
			c.Set("height", img.Get("naturalHeight"))
			c.Call("getContext", "2d").Call("drawImage", img, 0, 0)
			c.Call("toBlob", saved, "image/png")
		})
		if err != nil {
			saved.Release()
			browser.SetText(status, p.lang.T("share.pngfail", err.Error()))
		}
		return nil
	})
	failed = js.FuncOf(func(js.Value, []js.Value) any {
		release()
		saved.Release()
		browser.SetText(status, p.lang.T("share.pngfail", "the SVG did not load"))
		return nil
	})
	img.Set("onload", loaded)
	img.Set("onerror", failed)
	img.Set("src", url)
	return nil
}

// exportNotation is the notation chosen for the export: the move list's
// unless the format select says otherwise.
func (p *page) exportNotation() (rules.Notation, bool) {
	switch browser.ByID("export-format").Get("value").String() {
	case "native":
		return rules.NotationNative, true
	case "iccs":
		return rules.NotationICCS, true
	case "uci":
		return rules.NotationUCI, true
	}
	return 0, false
}
