package i18n

// refusalCatalog holds the reasons a board gives when it refuses a move,
// one per rules.RefusalCode ("refuse." + code), and the board's other
// one-line messages ("board.*"). A refusal's %s is the point the rules
// blame (Refusal.At); keys without %s ignore it. English boards use the
// rules' own, more precise sentence; the English column here is the
// fallback and keeps both columns' verbs in step.
var refusalCatalog = map[string][2]string{
	"refuse.no-piece":            {"there is no piece on %s", "no hay ninguna pieza en %s"},
	"refuse.not-your-piece":      {"the piece on %s is not yours to move now", "la pieza de %s no es del bando al que le toca mover"},
	"refuse.own-piece":           {"%s holds one of your own pieces", "en %s hay una pieza propia"},
	"refuse.shape":               {"that piece does not move that way", "esa pieza no se mueve así"},
	"refuse.blocked":             {"the path is blocked at %s", "el camino está bloqueado en %s"},
	"refuse.palace":              {"that piece must stay inside the palace (%s is outside)", "esa pieza debe quedarse dentro del palacio (%s está fuera)"},
	"refuse.river":               {"the elephant cannot cross the river (%s)", "el elefante no puede cruzar el río (%s)"},
	"refuse.elephant-eye":        {"the elephant's eye is blocked at %s", "el ojo del elefante está bloqueado en %s"},
	"refuse.horse-leg":           {"the horse's leg is blocked at %s", "la pata del caballo está bloqueada en %s"},
	"refuse.cannon-no-screen":    {"the cannon must jump over exactly one piece", "el cañón debe saltar exactamente por encima de una pieza"},
	"refuse.cannon-two-screens":  {"the cannon can jump only one screen; %s is a second one", "el cañón solo puede saltar una pantalla; %s es una segunda"},
	"refuse.cannon-jump":         {"the cannon jumps only to capture; its path is blocked at %s", "el cañón solo salta para capturar; su camino está bloqueado en %s"},
	"refuse.cannon-over-cannon":  {"a cannon cannot jump over another cannon (at %s)", "un cañón no puede saltar por encima de otro cañón (en %s)"},
	"refuse.cannon-takes-cannon": {"a cannon cannot capture a cannon (at %s)", "un cañón no puede capturar a otro cañón (en %s)"},
	"refuse.backward":            {"that piece never moves backward", "esa pieza nunca retrocede"},
	"refuse.sideways":            {"the soldier may move sideways only after crossing the river", "el soldado solo puede moverse de lado después de cruzar el río"},
	"refuse.self-check":          {"that move would leave your general or king in check (%s)", "esa jugada dejaría a tu general o rey en jaque (%s)"},
	"refuse.flying-general":      {"the generals would face each other (flying general)", "los generales quedarían frente a frente (general volador)"},
	"refuse.bikjang":             {"the generals face each other: your move must break the facing (bikjang)", "los generales están frente a frente: tu jugada debe romper el enfrentamiento (bikjang)"},
	"refuse.bikjang-claim":       {"a draw may be claimed only while the generals face each other, under rules that allow the claim", "solo se pueden reclamar tablas con los generales frente a frente y si las reglas lo permiten"},
	"refuse.cannon-first-move":   {"a side's first move may not be a cannon move (%s)", "la primera jugada de un bando no puede ser de cañón (%s)"},
	"refuse.pass":                {"passing is not allowed now", "ahora no se puede pasar"},
	"refuse.opening":             {"the first move must be the opening two-square pawn step", "la primera jugada debe ser el avance inicial de dos casillas del peón"},
	"refuse.knight-mate":         {"a knight may not give checkmate (%s)", "un caballo no puede dar jaque mate (%s)"},
	"refuse.zone":                {"a bodyguard's zone stops the piece (%s)", "la zona de un guardaespaldas detiene a la pieza (%s)"},
	"refuse.game-over":           {"the game is over", "la partida ha terminado"},
	"refuse.illegal":             {"that move is not legal here", "esa jugada no es legal aquí"},

	// Why the person may not move at all just now.
	"board.view":      {"This board is for viewing only.", "Este tablero es solo para mirar."},
	"board.thinking":  {"The engine is thinking…", "El motor está pensando…"},
	"board.turn":      {"It is %s's turn.", "Le toca a %s."},
	"board.notyours":  {"You do not play %s here.", "Aquí no juegas con %s."},
	"board.review":    {"This is an earlier position: go back to the game to move.", "Esta es una posición anterior: vuelve a la partida para mover."},
	"board.mustpass":  {"%s has no move and must pass: click the general, then click it again.", "%s no tiene jugadas y debe pasar: haz clic en el general y otra vez en él."},
	"board.badmove":   {"%s: %s", "%s: %s"},
	"board.nohistory": {"There is no move to take back.", "No hay ninguna jugada que deshacer."},

	"board.puzzle.nosolution": {"This puzzle has no solution to play.", "Este problema no tiene solución que jugar."},
	"board.puzzle.gaveup":     {"The solution was shown: try again, or take another puzzle.", "Ya se mostró la solución: inténtalo de nuevo o elige otro problema."},
	"board.puzzle.solved":     {"The puzzle is solved.", "El problema está resuelto."},
	"board.puzzle.wait":       {"Wait for the reply.", "Espera la respuesta."},

	// The buttons under a board: label, then the tooltip.
	"board.btn.flip":           {"⇅ Flip", "⇅ Girar"},
	"board.btn.flip.title":     {"Turn the board around", "Dar la vuelta al tablero"},
	"board.btn.stop":           {"Move now", "Juega ya"},
	"board.btn.stop.title":     {"Stop the engine and play its best move so far", "Detener el motor y jugar su mejor jugada hasta ahora"},
	"board.btn.hint":           {"Hint", "Pista"},
	"board.btn.hint.title":     {"A hint for the next move (the puzzle then counts as helped)", "Una pista para la próxima jugada (el problema contará como ayudado)"},
	"board.btn.solution":       {"Show solution", "Ver solución"},
	"board.btn.solution.title": {"Give up and watch the solution", "Rendirse y ver la solución"},
	"board.btn.retry":          {"Try again", "Reintentar"},
	"board.btn.retry.title":    {"Set the puzzle up again", "Volver a plantear el problema"},
	"board.btn.claim":          {"Claim draw (bikjang)", "Reclamar tablas (bikjang)"},
	"board.btn.claim.title":    {"The generals face each other: end the game as a draw instead of breaking the facing", "Los generales están frente a frente: terminar la partida en tablas en vez de romper el enfrentamiento"},
	"board.btn.style.title":    {"Switch between traditional and western pieces", "Cambiar entre piezas tradicionales y occidentales"},
	"board.btn.style.trad":     {"Pieces: traditional", "Piezas: tradicionales"},
	"board.btn.style.western":  {"Pieces: western", "Piezas: occidentales"},
}
