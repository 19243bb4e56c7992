package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// The app icon: a cream game piece with a red ring on a red field, and on
// the piece a palace — the square with its two diagonals that all four
// games' boards share in some form. The PNGs are full-bleed (usable as
// maskable icons: everything drawn lies within the central 80%); the SVG
// draws the same shapes.

var (
	fieldColor = color.NRGBA{0xA4, 0x28, 0x2A, 0xFF}
	pieceColor = color.NRGBA{0xF4, 0xE6, 0xC8, 0xFF}
	inkColor   = color.NRGBA{0xA4, 0x28, 0x2A, 0xFF}
	edgeColor  = color.NRGBA{0x6E, 0x1A, 0x1B, 0xFF}
)

// Geometry in units of the icon's side.
const (
	pieceR    = 0.36
	edgeW     = 0.012
	ringR     = 0.30
	ringW     = 0.022
	palaceH   = 0.15 // half side of the palace square
	lineW     = 0.020
	subsample = 4
)

// iconColor is the colour at (x, y), both 0–1.
func iconColor(x, y float64) color.NRGBA {
	dx, dy := x-0.5, y-0.5
	d := math.Hypot(dx, dy)
	switch {
	case d > pieceR:
		return fieldColor
	case d > pieceR-edgeW:
		return edgeColor
	case math.Abs(d-ringR) < ringW/2:
		return inkColor
	case onPalace(dx, dy):
		return inkColor
	}
	return pieceColor
}

// onPalace: on the square's border or on one of its diagonals.
func onPalace(dx, dy float64) bool {
	ax, ay := math.Abs(dx), math.Abs(dy)
	if ax > palaceH+lineW/2 || ay > palaceH+lineW/2 {
		return false
	}
	border := math.Abs(ax-palaceH) < lineW/2 || math.Abs(ay-palaceH) < lineW/2
	diagonal := math.Abs(ax-ay)/math.Sqrt2 < lineW/2
	return border || diagonal
}

// drawIcon renders the icon at size×size, antialiased by supersampling.
func drawIcon(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	n := float64(subsample * subsample)
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b float64
			for sy := 0; sy < subsample; sy++ {
				for sx := 0; sx < subsample; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/subsample) / float64(size)
					y := (float64(py) + (float64(sy)+0.5)/subsample) / float64(size)
					c := iconColor(x, y)
					r, g, b = r+float64(c.R), g+float64(c.G), b+float64(c.B)
				}
			}
			img.SetNRGBA(px, py, color.NRGBA{uint8(r/n + 0.5), uint8(g/n + 0.5), uint8(b/n + 0.5), 0xFF})
		}
	}
	return img
}

func hexColor(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// iconSVG draws the same icon on a 100-unit square.
func iconSVG() string {
	u := func(f float64) string { return fmt.Sprintf("%.1f", f*100) }
	lo, hi := u(0.5-palaceH), u(0.5+palaceH)
	side := u(2 * palaceH)
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
		`<rect width="100" height="100" fill="` + hexColor(fieldColor) + `"/>` +
		`<circle cx="50" cy="50" r="` + u(pieceR-edgeW/2) + `" fill="` + hexColor(pieceColor) +
		`" stroke="` + hexColor(edgeColor) + `" stroke-width="` + u(edgeW) + `"/>` +
		`<circle cx="50" cy="50" r="` + u(ringR) + `" fill="none" stroke="` + hexColor(inkColor) +
		`" stroke-width="` + u(ringW) + `"/>` +
		`<g fill="none" stroke="` + hexColor(inkColor) + `" stroke-width="` + u(lineW) + `">` +
		`<rect x="` + lo + `" y="` + lo + `" width="` + side + `" height="` + side + `"/>` +
		`<path d="M` + lo + ` ` + lo + `L` + hi + ` ` + hi + `M` + hi + ` ` + lo + `L` + lo + ` ` + hi + `"/>` +
		`</g></svg>` + "\n"
}

// writeIcons writes the icons, leaving files that are already up to date
// untouched so that their hashes (and the service worker's version) hold.
func writeIcons(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, size := range []int{192, 512} {
		var buf bytes.Buffer
		if err := png.Encode(&buf, drawIcon(size)); err != nil {
			return err
		}
		if err := writeIfChanged(filepath.Join(dir, fmt.Sprintf("icon-%d.png", size)), buf.Bytes()); err != nil {
			return err
		}
	}
	return writeIfChanged(filepath.Join(dir, "icon.svg"), []byte(iconSVG()))
}

func writeIfChanged(name string, data []byte) error {
	if old, err := os.ReadFile(name); err == nil && bytes.Equal(old, data) {
		return nil
	}
	return os.WriteFile(name, data, 0o644)
}
