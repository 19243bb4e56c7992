module github.com/elephant-chess/elephant

go 1.26

require (
	github.com/syumai/workers v0.33.0
	honnef.co/go/js/dom/v2 v2.0.0-20210725211120-f030747120f2
)
