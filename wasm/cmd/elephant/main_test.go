//go:build js && wasm

package main

import (
	"strings"
	"testing"
)

func TestStartScreenUnknown(t *testing.T) {
	err := startScreen(nil, "chess")
	if err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Fatalf("got %v, want an error naming the screen", err)
	}
}
