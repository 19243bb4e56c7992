package i18n

// refusalCatalog holds the reasons a board gives when it refuses a move.
var refusalCatalog = map[string][2]string{}
