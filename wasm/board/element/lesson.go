//go:build js && wasm

package element

import "github.com/elephant-chess/elephant/wasm/driver"

// Lesson runs f on the board's lesson driver (mode "lesson": to hand it
// the scene it shows), then redraws the board; it fails on any other board.
func (h *Board) Lesson(f func(*driver.Lesson) error) error {
	return drive(h, f, `the board is not in mode "lesson"`)
}
