package i18n

// catalog maps each key to its English and Spanish text. Texts with %s or
// %d take arguments; both languages take the same ones in the same order.
// Each screen keeps its texts in a file of its own (catalog_*.go); they are
// joined here once, and a key defined twice is a programming error.
var catalog = joinCatalogs(coreCatalog, puzzleCatalog, refusalCatalog, ariaCatalog, playCatalog, analysisCatalog, ruleCatalog)

func joinCatalogs(parts ...map[string][2]string) map[string][2]string {
	out := make(map[string][2]string)
	for _, part := range parts {
		for k, v := range part {
			if _, dup := out[k]; dup {
				panic("i18n: key " + k + " defined twice")
			}
			out[k] = v
		}
	}
	return out
}

// coreCatalog holds the games, sides, pieces and the shared screens' texts.
var coreCatalog = map[string][2]string{
	// Games and sides.
	"game.xiangqi":          {"Xiangqi", "Xiangqi"},
	"game.janggi":           {"Janggi", "Janggi"},
	"game.shatar":           {"Shatar", "Shatar"},
	"game.hiashatar":        {"Hiashatar", "Hiashatar"},
	"side.xiangqi.first":    {"red", "rojo"},
	"side.xiangqi.second":   {"black", "negro"},
	"side.janggi.first":     {"cho", "cho"},
	"side.janggi.second":    {"han", "han"},
	"side.shatar.first":     {"white", "blancas"},
	"side.shatar.second":    {"black", "negras"},
	"side.hiashatar.first":  {"white", "blancas"},
	"side.hiashatar.second": {"black", "negras"},

	// Pieces, by game family.
	"piece.xiangqi.general":  {"general 帥/將", "general 帥/將"},
	"piece.xiangqi.advisor":  {"advisor 仕/士", "consejero 仕/士"},
	"piece.xiangqi.elephant": {"elephant 相/象", "elefante 相/象"},
	"piece.xiangqi.horse":    {"horse 傌/馬", "caballo 傌/馬"},
	"piece.xiangqi.chariot":  {"chariot 俥/車", "carro 俥/車"},
	"piece.xiangqi.cannon":   {"cannon 炮/砲", "cañón 炮/砲"},
	"piece.xiangqi.soldier":  {"soldier 兵/卒", "soldado 兵/卒"},
	"piece.janggi.general":   {"general 장", "general 장"},
	"piece.janggi.guard":     {"guard 사", "guardia 사"},
	"piece.janggi.elephant":  {"elephant 상", "elefante 상"},
	"piece.janggi.horse":     {"horse 마", "caballo 마"},
	"piece.janggi.chariot":   {"chariot 차", "carro 차"},
	"piece.janggi.cannon":    {"cannon 포", "cañón 포"},
	"piece.janggi.soldier":   {"soldier 졸/병", "soldado 졸/병"},
	"piece.mongol.king":      {"noyon (king)", "noyón (rey)"},
	"piece.mongol.bers":      {"bers (queen)", "bers (dama)"},
	"piece.mongol.queen":     {"bers (queen)", "bers (dama)"},
	"piece.mongol.chariot":   {"tereg (rook)", "tereg (torre)"},
	"piece.mongol.bishop":    {"teme (camel)", "teme (camello)"},
	"piece.mongol.knight":    {"mori (horse)", "mori (caballo)"},
	"piece.mongol.pawn":      {"fu (pawn)", "fu (peón)"},
	"piece.mongol.bodyguard": {"bodyguard", "guardaespaldas"},

	// Named checks.
	"check.shak":  {"shak", "shak"},
	"check.tuk":   {"tuk", "tuk"},
	"check.tsod":  {"tsod", "tsod"},
	"check.check": {"check", "jaque"},

	// Page.
	"page.title":     {"Play the engine — Elephant", "Juega contra el motor — Elephant"},
	"page.heading":   {"Play", "Jugar"},
	"page.home":      {"All games", "Todos los juegos"},
	"btn.new":        {"New game", "Nueva partida"},
	"btn.takeback":   {"Take back", "Deshacer"},
	"btn.hint":       {"Hint", "Pista"},
	"btn.analyse":    {"Engine thinking", "Análisis del motor"},
	"btn.pass":       {"Pass", "Pasar"},
	"btn.resign":     {"Resign", "Abandonar"},
	"btn.draw":       {"Offer draw", "Ofrecer tablas"},
	"btn.flip":       {"Flip board", "Girar tablero"},
	"btn.sound.on":   {"Sound: on", "Sonido: sí"},
	"btn.sound.off":  {"Sound: off", "Sonido: no"},
	"btn.export":     {"Export record", "Exportar partida"},
	"btn.import":     {"Import", "Importar"},
	"btn.start":      {"Start", "Empezar"},
	"btn.cancel":     {"Cancel", "Cancelar"},
	"btn.close":      {"Close", "Cerrar"},
	"btn.first":      {"Start position", "Posición inicial"},
	"btn.prev":       {"Previous move", "Jugada anterior"},
	"btn.next":       {"Next move", "Jugada siguiente"},
	"btn.last":       {"Current position", "Posición actual"},
	"btn.copy":       {"Copy", "Copiar"},
	"label.game":     {"Game", "Juego"},
	"label.side":     {"You play", "Juegas con"},
	"label.level":    {"Engine level", "Nivel del motor"},
	"label.rules":    {"Rules", "Reglas"},
	"label.justplay": {"Just play (traditional rules)", "Solo jugar (reglas tradicionales)"},
	"label.custom":   {"Choose rules", "Elegir reglas"},
	"label.language": {"Language", "Idioma"},
	"label.notation": {"Notation", "Notación"},
	"label.moves":    {"Moves", "Jugadas"},
	"label.record":   {"Game record (PGN) or FEN", "Partida (PGN) o FEN"},
	"label.history":  {"Finished games", "Partidas terminadas"},
	"label.pieces":   {"Pieces", "Piezas"},
	"label.points":   {"Points: cho %s · han %s", "Puntos: cho %s · han %s"},
	"label.depth":    {"Depth %d", "Profundidad %d"},
	"label.bestline": {"Best line: %s", "Mejor línea: %s"},
	"label.eval":     {"Evaluation (%s): %s", "Evaluación (%s): %s"},
	"label.mate":     {"mate in %d", "mate en %d"},
	"label.mated":    {"mated in %d", "recibe mate en %d"},
	"label.level.n":  {"Level %d", "Nivel %d"},
	"label.you":      {"You", "Tú"},
	"label.engine":   {"Elephant, level %d", "Elephant, nivel %d"},
	"opt.setup.cho":  {"Cho's setup", "Disposición de cho"},
	"opt.setup.han":  {"Han's setup", "Disposición de han"},

	// Status.
	"status.yourturn":    {"Your move (%s).", "Te toca (%s)."},
	"status.thinking":    {"Elephant is thinking…", "Elephant está pensando…"},
	"status.check":       {"%s!", "¡%s!"},
	"status.review":      {"Reviewing move %d of %d.", "Revisando la jugada %d de %d."},
	"status.reviewstart": {"Reviewing the start position.", "Revisando la posición inicial."},
	"status.mustpass":    {"You have no move and must pass.", "No tienes jugadas y debes pasar."},
	"status.illegal":     {"That move is not legal: %s", "Esa jugada no es legal: %s"},
	"status.notyourturn": {"Wait for Elephant's move.", "Espera la jugada de Elephant."},
	"status.over":        {"The game is over.", "La partida ha terminado."},
	"status.drawdeclined": {"Elephant declines the draw: it thinks it stands better.",
		"Elephant rechaza las tablas: cree que está mejor."},
	"status.hint":       {"Hint: %s", "Pista: %s"},
	"status.enginefail": {"The engine failed (%s); it played %s instead.", "El motor falló (%s); jugó %s en su lugar."},
	"status.offline":    {"Available offline: this page now works with no network.", "Disponible sin conexión: esta página ya funciona sin red."},
	"status.imported":   {"Record imported: %d moves.", "Partida importada: %d jugadas."},
	"status.copied":     {"Record copied.", "Partida copiada."},

	// Notices about saved data.
	"notice.corrupt": {"Your saved game could not be read and was discarded.",
		"No se pudo leer la partida guardada y se ha descartado."},
	"notice.version": {"Your saved game is from another version of Elephant and was discarded.",
		"La partida guardada es de otra versión de Elephant y se ha descartado."},
	"notice.history": {"Your list of finished games could not be read and was cleared.",
		"No se pudo leer la lista de partidas terminadas y se ha vaciado."},
	"notice.nosave": {"Your game cannot be saved in this browser (%s).",
		"No se puede guardar la partida en este navegador (%s)."},

	// Endings decided by the players.
	"end.resign.human":  {"You resigned: %s wins.", "Abandonaste: victoria de %s."},
	"end.resign.engine": {"Elephant resigned: %s wins.", "Elephant abandona: victoria de %s."},
	"end.draw.agreed": {"Draw agreed: Elephant accepted your offer.",
		"Tablas de mutuo acuerdo: Elephant aceptó tu oferta."},
	"end.youwin":  {"You win!", "¡Has ganado!"},
	"end.youlose": {"Elephant wins.", "Gana Elephant."},
	"end.draw":    {"Draw.", "Tablas."},

	// Endings decided by the rules (Spanish; English uses rules' own Text).
	"rule.checkmate":             {"", "Jaque mate: %[1]s no puede escapar del jaque; victoria de %[2]s."},
	"rule.stalemate.x":           {"", "Ahogado: %[1]s no tiene ninguna jugada legal, lo que en xiangqi pierde; victoria de %[2]s."},
	"rule.stalemate":             {"", "Ahogado: %[1]s no está en jaque pero no tiene jugadas legales; tablas."},
	"rule.perpetual-check":       {"", "Jaque perpetuo: %[3]s repitió la posición dando jaque sin cesar, lo que está prohibido; victoria de %[2]s."},
	"rule.perpetual-chase":       {"", "Persecución perpetua: %[3]s repitió la posición persiguiendo una pieza sin cesar, lo que está prohibido; victoria de %[2]s."},
	"rule.repetition":            {"", "Repetición: la misma posición se repitió tres veces; tablas."},
	"rule.move-limit":            {"", "Límite de jugadas: demasiadas jugadas seguidas sin captura; tablas."},
	"rule.insufficient-material": {"", "Material insuficiente: ninguno de los dos puede dar mate; tablas."},
	"rule.bikjang":               {"", "Bikjang: los generales quedaron enfrentados sin que nadie rompiera el enfrentamiento; tablas."},
	"rule.bikjang-claim":         {"", "Bikjang: los generales estaban frente a frente y %[2]s reclamó las tablas; tablas."},
	"rule.no-moves":              {"", "Ninguno de los dos tiene jugadas legales; tablas."},
	"rule.double-pass":           {"", "Los dos bandos pasaron seguidos; la partida termina."},
	"rule.niol":                  {"", "Niol: %[2]s dio mate, pero sin ningún shak en la serie de jaques; es tablas."},
	"rule.robado":                {"", "Robado: un bando se quedó solo con su rey; tablas."},
	"rule.bare-king":             {"", "Rey solo: un bando se quedó solo con su rey, lo que con esta regla es tablas."},
	"rule.counted":               {"", " Por recuento (cho %[1]s, han %[2]s), victoria de %[3]s."},
	"rule.other":                 {"", "La partida ha terminado (%[4]s)."},
}
