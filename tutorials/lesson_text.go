package tutorials

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/elephant-chess/elephant/rules"
)

// The runner's own sentences: why a move is refused (one per rules refusal
// code), how a game ended (one per outcome reason) and the gentle words
// around them. {piece} (with its article; {Piece} capitalised), {at},
// {royal}, {to} and {check} are filled in.

// pieceNames gives each kind's name with its article, since Spanish
// articles follow the noun's gender.
var pieceNames = map[rules.Kind]Text{
	rules.General:      {"the general", "el general"},
	rules.Advisor:      {"the advisor", "el consejero"},
	rules.Guard:        {"the guard", "el guardia"},
	rules.Elephant:     {"the elephant", "el elefante"},
	rules.LongElephant: {"the elephant", "el elefante"},
	rules.Horse:        {"the horse", "el caballo"},
	rules.Chariot:      {"the chariot", "el carro"},
	rules.Cannon:       {"the cannon", "el cañón"},
	rules.JanggiCannon: {"the cannon", "el cañón"},
	rules.Soldier:      {"the soldier", "el soldado"},
	rules.King:         {"the king", "el rey"},
	rules.Queen:        {"the queen", "la dama"},
	rules.Bishop:       {"the bishop", "el alfil"},
	rules.Knight:       {"the knight", "el caballo"},
	rules.Bers:         {"the bers", "el bers"},
	rules.Bodyguard:    {"the bodyguard", "el guardaespaldas"},
	rules.Pawn:         {"the pawn", "el peón"},
}

// pieceName names a kind as the game calls it: a chariot is a rook in the
// Mongolian games.
func pieceName(g rules.Game, k rules.Kind) Text {
	if k == rules.Chariot && (g == rules.Shatar || g == rules.Hiashatar) {
		return Text{"the rook", "la torre"}
	}
	return pieceNames[k]
}

// movement says how each kind moves, for "the piece does not move that way".
var movement = map[rules.Kind]Text{
	rules.General:      {"It moves one point along the lines of the palace and never leaves it.", "Se mueve un punto por las líneas del palacio y nunca sale de él."},
	rules.Advisor:      {"It moves one point diagonally and never leaves the palace.", "Se mueve un punto en diagonal y nunca sale del palacio."},
	rules.Guard:        {"It moves one point along the lines of the palace and never leaves it.", "Se mueve un punto por las líneas del palacio y nunca sale de él."},
	rules.Elephant:     {"It moves exactly two points diagonally.", "Se mueve exactamente dos puntos en diagonal."},
	rules.LongElephant: {"It moves one point straight, then two points diagonally outward.", "Se mueve un punto recto y luego dos en diagonal hacia fuera."},
	rules.Horse:        {"It moves one point straight, then one point diagonally outward.", "Se mueve un punto recto y luego uno en diagonal hacia fuera."},
	rules.Chariot:      {"It moves any distance along a straight line.", "Se mueve cualquier distancia en línea recta."},
	rules.Cannon:       {"It moves along straight lines.", "Se mueve por líneas rectas."},
	rules.JanggiCannon: {"It moves along straight lines, always jumping over one piece.", "Se mueve por líneas rectas, siempre saltando una pieza."},
	rules.Soldier:      {"It moves one point forward, or sideways once allowed.", "Avanza un punto, o de lado cuando se le permite."},
	rules.King:         {"It moves one square in any direction.", "Se mueve una casilla en cualquier dirección."},
	rules.Queen:        {"It moves any distance straight or diagonally.", "Se mueve cualquier distancia en línea recta o en diagonal."},
	rules.Bishop:       {"It moves any distance diagonally.", "Se mueve cualquier distancia en diagonal."},
	rules.Knight:       {"It jumps two squares straight and one to the side.", "Salta dos casillas rectas y una de lado."},
	rules.Bers:         {"It moves any distance straight, or one square diagonally.", "Se mueve cualquier distancia en línea recta, o una casilla en diagonal."},
	rules.Bodyguard:    {"It moves one or two squares in a straight line, in any of the eight directions.", "Se mueve una o dos casillas en línea recta, en cualquiera de las ocho direcciones."},
	rules.Pawn:         {"It moves one square forward and captures one square diagonally forward.", "Avanza una casilla y captura una casilla en diagonal hacia delante."},
}

// refusalText explains each rules refusal code in both languages.
var refusalText = map[rules.RefusalCode]Text{
	rules.RefuseNoPiece:        {"There is no piece on that point.", "No hay ninguna pieza en ese punto."},
	rules.RefuseNotYourPiece:   {"That piece belongs to your opponent: move one of yours.", "Esa pieza es del rival: mueve una de las tuyas."},
	rules.RefuseOwnPiece:       {"{at} holds one of your own pieces; you never capture your own.", "En {at} hay una pieza tuya; nunca se captura una pieza propia."},
	rules.RefuseShape:          {"{Piece} does not move that way.", "{Piece} no se mueve así."},
	rules.RefuseBlocked:        {"The path of {piece} is blocked at {at}.", "El camino de {piece} está bloqueado en {at}."},
	rules.RefusePalace:         {"{Piece} must stay inside the palace.", "{Piece} debe quedarse dentro del palacio."},
	rules.RefuseRiver:          {"The elephant may never cross the river.", "El elefante nunca puede cruzar el río."},
	rules.RefuseElephantEye:    {"The elephant's eye at {at} is blocked, so it cannot jump there.", "El ojo del elefante en {at} está tapado, así que no puede saltar ahí."},
	rules.RefuseHorseLeg:       {"The horse's leg at {at} is blocked, so it cannot jump that way.", "La pata del caballo en {at} está bloqueada, así que no puede saltar hacia allí."},
	rules.RefuseNoScreen:       {"The cannon needs exactly one piece to jump over (a screen), and there is none.", "El cañón necesita exactamente una pieza que saltar (una pantalla), y no la hay."},
	rules.RefuseTwoScreens:     {"The cannon can jump over only one piece; {at} is a second one.", "El cañón solo puede saltar una pieza; la de {at} es una segunda."},
	rules.RefuseCannonJump:     {"The cannon jumps only to capture; to move it slides, and {at} is in the way.", "El cañón solo salta para capturar; para moverse se desliza, y {at} le corta el paso."},
	rules.RefuseCannonScreen:   {"A cannon cannot jump over another cannon (at {at}).", "Un cañón no puede saltar por encima de otro cañón (en {at})."},
	rules.RefuseCannonCapture:  {"A cannon can never capture a cannon.", "Un cañón nunca puede capturar a otro cañón."},
	rules.RefuseBackward:       {"{Piece} never moves backward.", "{Piece} nunca retrocede."},
	rules.RefuseSideways:       {"The soldier may step sideways only after crossing the river.", "El soldado solo puede moverse de lado después de cruzar el río."},
	rules.RefuseSelfCheck:      {"That would leave your {royal} in check.", "Eso dejaría a tu {royal} en jaque."},
	rules.RefuseFlyingGeneral:  {"The two generals would face each other on an open file (flying general).", "Los dos generales quedarían frente a frente en una columna abierta (general volador)."},
	rules.RefuseBikjang:        {"The generals face each other: your move must break the facing (bikjang).", "Los generales están frente a frente: tu jugada debe romper ese cara a cara (bikjang)."},
	rules.RefuseCannonFirst:    {"Your first move of the game may not be a cannon move.", "Tu primera jugada de la partida no puede ser con un cañón."},
	rules.RefusePass:           {"You may pass only when you have no other legal move.", "Solo puedes pasar cuando no tienes ninguna otra jugada legal."},
	rules.RefuseOpening:        {"The first move must be the bers's pawn two squares forward.", "La primera jugada debe ser el peón del bers dos casillas adelante."},
	rules.RefuseKnightMate:     {"A knight may not give checkmate.", "Un caballo no puede dar jaque mate."},
	rules.RefuseZone:           {"A bodyguard's zone holds {piece}: it must stop at {at}, the first square of the zone.", "La zona de un guardaespaldas frena a {piece}: debe detenerse en {at}, la primera casilla de la zona."},
	rules.RefuseGameOver:       {"The game is over.", "La partida ha terminado."},
	rules.RefuseNotPseudoLegal: {"That move is not legal here.", "Esa jugada no es legal aquí."},
}

// Refusals with a second wording for a particular case.
var (
	selfCheckInCheck = Text{"Your {royal} is in check, and this move does not end the check.", "Tu {royal} está en jaque, y esta jugada no lo evita."}
	zoneStart        = Text{"{Piece} starts inside a bodyguard's zone, so it may move only one square.", "{Piece} empieza dentro de la zona de un guardaespaldas, así que solo puede moverse una casilla."}
	passInCheck      = Text{"You cannot pass while in check.", "No puedes pasar estando en jaque."}
	passNoGame       = Text{"There is no passing in this game.", "En este juego no se puede pasar."}
	bishopRange      = Text{"Under this rule the bishop moves at most {n} squares.", "Con esta regla el alfil se mueve como mucho {n} casillas."}
	knightFrozen     = Text{"{Piece} stands in an enemy bodyguard's zone, and under this rule a knight there cannot move.", "{Piece} está en la zona de un guardaespaldas rival, y con esta regla un caballo ahí no puede moverse."}
	noDoubleStep     = Text{"Under this rule no pawn ever moves two squares: one square forward only.", "Con esta regla ningún peón avanza dos casillas: solo una hacia delante."}
	janggiNoScreen   = Text{"The janggi cannon must jump over exactly one piece to move or capture, and there is none.", "El cañón del janggi debe saltar exactamente una pieza para moverse o capturar, y no la hay."}
)

// outcomeText explains each way a game can end, from the student's side.
var outcomeText = map[rules.Reason]Text{
	rules.ReasonCheckmate:            {"Checkmate: the king cannot escape the check.", "Jaque mate: el rey no puede escapar del jaque."},
	rules.ReasonStalemate:            {"Stalemate: the side to move has no legal move.", "Ahogado: el bando que mueve no tiene ninguna jugada legal."},
	rules.ReasonPerpetualCheck:       {"Perpetual check: the same checks repeated the position three times, and the side that kept checking loses.", "Jaque perpetuo: los mismos jaques repitieron la posición tres veces, y pierde el bando que no dejaba de dar jaque."},
	rules.ReasonPerpetualChase:       {"Perpetual chase: one side kept attacking the same unprotected piece until the position repeated three times, and that side loses.", "Persecución perpetua: un bando atacó una y otra vez la misma pieza sin defensa hasta repetir la posición tres veces, y ese bando pierde."},
	rules.ReasonRepetition:           {"Repetition: the same position arose three times, so the game is drawn.", "Repetición: la misma posición se dio tres veces, así que la partida es tablas."},
	rules.ReasonMoveLimit:            {"Move limit: too many moves without a capture, so the game is drawn.", "Límite de jugadas: demasiadas jugadas sin capturas, así que es tablas."},
	rules.ReasonInsufficientMaterial: {"Neither side has enough pieces left to mate, so the game is drawn.", "A ningún bando le quedan piezas suficientes para dar mate, así que es tablas."},
	rules.ReasonBikjang:              {"Bikjang: the generals face each other and the facing cannot be broken, so the game is drawn.", "Bikjang: los generales están frente a frente y no se puede romper, así que es tablas."},
	rules.ReasonNoMoves:              {"Neither side has a legal move, so the game is drawn.", "Ningún bando tiene jugadas legales, así que es tablas."},
	rules.ReasonNiol:                 {"Niol: a mate without any shak (check by bers, rook or knight) in its series of checks is only a draw.", "Niol: un mate sin ningún shak (jaque de bers, torre o caballo) en su serie de jaques es solo tablas."},
	rules.ReasonRobado:               {"Robado: a side has only its king left, so the game is drawn at once.", "Robado: a un bando solo le queda el rey, así que la partida es tablas al instante."},
	rules.ReasonBareKing:             {"Bare king: a side has only its king left, so the game is drawn.", "Rey desnudo: a un bando solo le queda el rey, así que es tablas."},
}

// The runner's gentle words.
var (
	msgNotPlan      = Text{"That move is legal, but it is not what this step asks for.", "Esa jugada es legal, pero no es lo que pide este paso."}
	msgGivesCheck   = Text{"That move would check the enemy {royal}. In this exercise leave it alone and reach the goal.", "Esa jugada daría jaque al {royal} rival. En este ejercicio déjalo tranquilo y cumple el objetivo."}
	msgOnlyPiece    = Text{"In this exercise, move {piece}.", "En este ejercicio, mueve {piece}."}
	msgOutOfMoves   = Text{"You have used all your moves. Try again!", "Has gastado todas tus jugadas. ¡Inténtalo otra vez!"}
	msgGood         = Text{"Good move!", "¡Buena jugada!"}
	msgTargetLeft   = Text{"Well done! Keep going.", "¡Bien hecho! Sigue así."}
	msgTryAgain     = Text{"Not quite. Try again!", "No exactamente. ¡Inténtalo de nuevo!"}
	msgNotMate      = Text{"That move does not end the game as asked.", "Esa jugada no termina la partida como se pide."}
	msgWrongEnding  = Text{"The game ends, but not as asked: ", "La partida termina, pero no como se pide: "}
	msgStepFinished = Text{"This step is finished: go on to the next one.", "Este paso ha terminado: pasa al siguiente."}
	msgWrongCheck   = Text{"That gives a check, but of another kind: {check}.", "Eso da jaque, pero de otro tipo: {check}."}
	msgNoCheck      = Text{"That move gives no check.", "Esa jugada no da jaque."}
	msgLegal        = Text{"This move is legal.", "Esta jugada es legal."}
	msgNotLegal     = Text{"This move is not legal: ", "Esta jugada no es legal: "}
	msgSaidLegal    = Text{"Look again: this move is not legal.", "Vuelve a mirar: esta jugada no es legal."}
	msgSaidIllegal  = Text{"Look again: this move is legal.", "Vuelve a mirar: esta jugada es legal."}
	msgWrongReason  = Text{"Right, it is illegal, but for another reason.", "Bien, es ilegal, pero por otro motivo."}
	msgAnswered     = Text{"You have already answered that one.", "Ya has respondido a esa."}
	msgNoSuchChoice = Text{"There is no such choice in this step.", "No existe esa opción en este paso."}
	msgSwapOnly     = Text{"Swap a horse with the elephant beside it: click one, then the other.", "Intercambia un caballo con el elefante de al lado: pulsa uno y luego el otro."}
	msgBadMove      = Text{"That is not a move on this board.", "Eso no es una jugada en este tablero."}
	msgAfterReply   = Text{"If you play that, the reply {to} ends the game: ", "Si juegas eso, la respuesta {to} termina la partida: "}
)

// legalLabel is the label of the "legal" choice in illegal-move steps.
var legalLabel = Text{"Legal", "Legal"}

// refusalLabel names a rule for the choices of an illegal-move step.
var refusalLabel = map[string]Text{
	"shape":               {"The piece does not move that way", "La pieza no se mueve así"},
	"blocked":             {"The path is blocked", "El camino está bloqueado"},
	"palace":              {"It would leave the palace", "Saldría del palacio"},
	"river":               {"It cannot cross the river", "No puede cruzar el río"},
	"elephant-eye":        {"The elephant's eye is blocked", "El ojo del elefante está tapado"},
	"horse-leg":           {"The horse's leg is blocked", "La pata del caballo está bloqueada"},
	"cannon-no-screen":    {"The cannon has no screen", "El cañón no tiene pantalla"},
	"cannon-two-screens":  {"The cannon would jump two pieces", "El cañón saltaría dos piezas"},
	"cannon-jump":         {"The cannon jumps only to capture", "El cañón solo salta para capturar"},
	"cannon-over-cannon":  {"A cannon cannot jump a cannon", "Un cañón no puede saltar un cañón"},
	"cannon-takes-cannon": {"A cannon cannot capture a cannon", "Un cañón no puede capturar un cañón"},
	"backward":            {"It cannot move backward", "No puede retroceder"},
	"sideways":            {"It cannot move sideways yet", "Aún no puede moverse de lado"},
	"self-check":          {"It would leave you in check", "Te dejaría en jaque"},
	"flying-general":      {"The generals would face each other", "Los generales quedarían frente a frente"},
	"bikjang":             {"It does not break the bikjang", "No rompe el bikjang"},
	"cannon-first-move":   {"No cannon on the first move", "Nada de cañón en la primera jugada"},
	"pass":                {"You may not pass now", "Ahora no puedes pasar"},
	"opening":             {"The opening move is forced", "La jugada de apertura es obligada"},
	"knight-mate":         {"A knight may not mate", "Un caballo no puede dar mate"},
	"zone":                {"A bodyguard's zone stops it", "La zona de un guardaespaldas la frena"},
	"own-piece":           {"It would capture your own piece", "Capturaría una pieza propia"},
}

// royalName names the general or king of a game, without an article.
func royalName(g rules.Game) Text {
	if g == rules.Xiangqi || g == rules.Janggi {
		return Text{"general", "general"}
	}
	return Text{"king", "rey"}
}

// fill replaces the {name} placeholders of t by the values, language by
// language; {Name} gets the value capitalised. Spanish "de el" and "a el"
// contract to "del" and "al".
func fill(t Text, vals map[string]Text) Text {
	for k, v := range vals {
		t.En = replaceBoth(t.En, k, v.En)
		t.Es = replaceBoth(t.Es, k, v.Es)
	}
	t.Es = strings.NewReplacer(" de el ", " del ", " a el ", " al ").Replace(t.Es)
	return t
}

// replaceBoth fills {key} with val and {Key} with val capitalised.
func replaceBoth(s, key, val string) string {
	s = strings.ReplaceAll(s, "{"+key+"}", val)
	if key == "" || val == "" {
		return s
	}
	r := []rune(val)
	r[0] = unicode.ToUpper(r[0])
	return strings.ReplaceAll(s, "{"+strings.ToUpper(key[:1])+key[1:]+"}", string(r))
}

// join concatenates texts with a space between non-empty parts.
func join(parts ...Text) Text {
	var en, es []string
	for _, t := range parts {
		if t.En != "" {
			en = append(en, t.En)
		}
		if t.Es != "" {
			es = append(es, t.Es)
		}
	}
	return Text{strings.Join(en, " "), strings.Join(es, " ")}
}

// plain is a text that reads the same in both languages (a square, a move).
func plain(s string) Text { return Text{s, s} }

// explainRefusal says in both languages why the rules refuse m in p.
func explainRefusal(p *rules.Position, m rules.Move, r *rules.Refusal) Text {
	g := p.Variant().Game
	vals := map[string]Text{"royal": royalName(g), "at": plain(r.At.String())}
	if pc := p.At(m.From()); pc != rules.Empty {
		vals["piece"] = pieceName(g, pc.Kind())
	}
	t, ok := refusalText[r.Code]
	if !ok {
		return Text{r.Text, r.Text}
	}
	switch {
	case r.Code == rules.RefuseSelfCheck && p.InCheck():
		t = selfCheckInCheck
	case r.Code == rules.RefuseZone && r.At == m.From():
		t = zoneStart
	case r.Code == rules.RefusePass && g != rules.Janggi:
		t = passNoGame
	case r.Code == rules.RefusePass && p.InCheck():
		t = passInCheck
	case r.Code == rules.RefuseNoScreen && g == rules.Janggi:
		t = janggiNoScreen
	case r.Code == rules.RefuseShape:
		t = shapeText(p, m, t)
		vals["n"] = plain(fmt.Sprint(p.Variant().Options.Shatar.BishopRange))
	}
	return fill(t, vals)
}

// shapeText explains a move the piece cannot make: by how the piece moves,
// or by the rule option that takes the move away (a shorter bishop, a
// frozen knight, no pawn double step).
func shapeText(p *rules.Position, m rules.Move, t Text) Text {
	pc := p.At(m.From())
	if pc == rules.Empty {
		return t
	}
	o := p.Variant().Options
	df, dr := abs(m.To().File()-m.From().File()), abs(m.To().Rank()-m.From().Rank())
	g := p.Variant().Game
	switch {
	case g == rules.Shatar && pc.Kind() == rules.Bishop && o.Shatar.BishopRange > 0 && df == dr:
		return bishopRange
	case g == rules.Shatar && pc.Kind() == rules.Pawn && o.Shatar.Opening == rules.OpeningFree && df == 0 && dr == 2:
		return noDoubleStep
	case g == rules.Hiashatar && pc.Kind() == rules.Knight && o.Hiashatar.KnightFrozenInZone && df*dr == 2:
		return knightFrozen
	}
	return join(t, movement[pc.Kind()])
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// explainOutcome says in both languages how a game ended.
func explainOutcome(o rules.Outcome) Text {
	if t, ok := outcomeText[o.Reason]; ok {
		return t
	}
	return Text{o.Text, o.Text}
}
