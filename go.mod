module github.com/elephant-chess/elephant

go 1.26

require github.com/syumai/workers v0.33.0
