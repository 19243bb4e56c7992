package i18n

// ruleCatalog names the rule options of rules.OptionSchema: the key of an
// option is "opt." and its name in lower case (OptionSpec.Key), the key of
// a choice adds "." and the choice's name, and ".0" says what 0 means.
var ruleCatalog = map[string][2]string{
	"opt.movelimit":            {"60-move rule", "Regla de 60 jugadas"},
	"opt.chaserule":            {"Perpetual chase loses", "La persecución perpetua pierde"},
	"opt.pass":                 {"Passing", "Pasar turno"},
	"opt.pass.stuck":           {"Only when stuck", "Solo sin jugadas"},
	"opt.pass.any":             {"Any time", "Siempre"},
	"opt.cannonfirstmove":      {"Cannon may move first", "El cañón puede mover primero"},
	"opt.bikjang":              {"Bikjang (facing generals)", "Bikjang (generales enfrentados)"},
	"opt.bikjang.off":          {"Off", "No"},
	"opt.bikjang.break":        {"Must be broken; otherwise a draw", "Hay que romperlo; si no, tablas"},
	"opt.bikjang.fsf":          {"Ends the game (Fairy-Stockfish)", "Termina la partida (Fairy-Stockfish)"},
	"opt.bikjangclaim":         {"Bikjang: the other side may claim a draw", "Bikjang: el otro bando puede reclamar tablas"},
	"opt.counting":             {"Counting decides draws", "El recuento decide las tablas"},
	"opt.perpetualcheck":       {"Perpetual check loses", "El jaque perpetuo pierde"},
	"opt.knightmate":           {"Mate by a knight allowed", "Se permite el mate de caballo"},
	"opt.opening":              {"Opening move", "Primera jugada"},
	"opt.opening.bers":         {"Bers's pawn two squares", "Peón del bers dos casillas"},
	"opt.opening.bers-or-king": {"Bers's or king's pawn", "Peón del bers o del rey"},
	"opt.opening.free":         {"Free", "Libre"},
	"opt.bersright":            {"Bers to the right of the king", "Bers a la derecha del rey"},
	"opt.bishoprange":          {"Bishop (teme) range", "Alcance del teme"},
	"opt.bishoprange.0":        {"Unlimited", "Ilimitado"},
	"opt.fsf":                  {"Fairy-Stockfish rules (a bare king ends the game)", "Reglas de Fairy-Stockfish (el rey solo termina la partida)"},
	"opt.zoneactsonall":        {"Bodyguard zones hold every piece", "Las zonas frenan a todas las piezas"},
	"opt.knightfrozeninzone":   {"Knights frozen in a zone", "Caballos inmóviles en una zona"},
	"opt.barekingdraw":         {"Bare king draws", "Rey solo: tablas"},
}
