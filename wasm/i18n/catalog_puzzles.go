package i18n

// puzzleCatalog holds the texts of the puzzle screen and puzzle boards.
var puzzleCatalog = map[string][2]string{}
