module github.com/elephant-chess/elephant

go 1.26.0

require github.com/syumai/workers v0.33.0

require golang.org/x/text v0.44.0
