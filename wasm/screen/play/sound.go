//go:build js && wasm

package play

import (
	"syscall/js"

	"github.com/elephant-chess/elephant/wasm/browser"
)

// Sounds are short tones made with the Web Audio API: nothing to download,
// nothing to cache. Browsers let audio start only after a user gesture, so
// the context is created on the first click.

var audio js.Value

func (p *page) unlockAudio() {
	if audio.Truthy() {
		return
	}
	_ = browser.Safely(func() {
		ctor := global.Get("AudioContext")
		if !ctor.Truthy() {
			ctor = global.Get("webkitAudioContext")
		}
		if ctor.Truthy() {
			audio = ctor.New()
		}
	})
}

// tone is one note: frequency (Hz), start offset and length (seconds).
type tone struct{ freq, at, dur float64 }

var sounds = map[string][]tone{
	"move":    {{440, 0, 0.07}},
	"capture": {{330, 0, 0.06}, {250, 0.07, 0.08}},
	"check":   {{660, 0, 0.08}, {880, 0.1, 0.1}},
	"end":     {{523, 0, 0.12}, {659, 0.13, 0.12}, {784, 0.26, 0.2}},
}

func (p *page) playSound(name string) {
	tones, ok := sounds[name]
	if !p.sound || !ok || !audio.Truthy() {
		return
	}
	_ = browser.Safely(func() {
		now := audio.Get("currentTime").Float()
		for _, t := range tones {
			osc := audio.Call("createOscillator")
			gain := audio.Call("createGain")
			osc.Set("type", "triangle")
			osc.Get("frequency").Set("value", t.freq)
			g := gain.Get("gain")
			g.Call("setValueAtTime", 0.0001, now+t.at)
			g.Call("exponentialRampToValueAtTime", 0.2, now+t.at+0.01)
			g.Call("exponentialRampToValueAtTime", 0.0001, now+t.at+t.dur)
			osc.Call("connect", gain)
			gain.Call("connect", audio.Get("destination"))
			osc.Call("start", now+t.at)
			osc.Call("stop", now+t.at+t.dur+0.02)
		}
	})
}
