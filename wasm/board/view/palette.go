package view

// The board's colours, in one place.
const (
	// The pieces', per game and side.
	inkRed   = "#b3261e"
	inkBlack = "#1f1f1f"
	inkCho   = "#17635a"
	discFill = "#f7e9c9"
	backFill = "#c99a5b" // a disc's wooden back
	backLine = "#7a5228"
	rimColor = "#8a6236"

	// The highlights': translucent so the board shows through.
	lastFill   = "#f5c542"
	selectFill = "#3a9d5d"
	destFill   = "#1e6b3a"
	checkFill  = "#e53935"
	cursorLine = "#1565c0"
	markLine   = "#b3261e"
	pointFill  = "#2f7fd1" // a lesson's marked point
	starFill   = "#f6c12b"
	starLine   = "#7a4d00"
	targetRing = "#c62828" // round a piece to capture
)
