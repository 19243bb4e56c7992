//go:build js && wasm

package web

import (
	"errors"

	"github.com/elephant-chess/elephant/wasm/control"
)

// Lesson runs f on the board's lesson driver (mode "lesson": to hand it
// the scene it shows), then redraws the board; it fails on any other board.
func (h *Board) Lesson(f func(*control.Lesson) error) (err error) {
	h.do(func(b *board) {
		l, ok := b.ctl.(*control.Lesson)
		if !ok {
			err = errors.New(`the board is not in mode "lesson"`)
			return
		}
		err = f(l)
	})
	return err
}
