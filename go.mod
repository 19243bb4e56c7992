module github.com/elephant-chess/elephant

go 1.26
