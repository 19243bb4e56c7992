package learn

import (
	"fmt"

	"github.com/elephant-chess/elephant/wasm/i18n"
)

// texts holds the lesson screen's own words in English and Spanish; the
// games' names come from package i18n and the lessons carry their own texts.
var texts = map[string][2]string{
	"page.title":    {"Learn — Elephant", "Aprende — Elephant"},
	"page.heading":  {"Learn to play", "Aprende a jugar"},
	"page.intro":    {"Short lessons: move the pieces, collect the stars, and the rules come by themselves.", "Lecciones cortas: mueve las piezas, recoge las estrellas y las reglas llegan solas."},
	"tabs.label":    {"Choose a game", "Elige un juego"},
	"map.progress":  {"%d of %d lessons done · %d of %d stars", "%d de %d lecciones hechas · %d de %d estrellas"},
	"map.steps":     {"%d steps", "%d pasos"},
	"map.start":     {"Start here", "Empieza aquí"},
	"map.next":      {"Next up", "La siguiente"},
	"map.again":     {"Play again", "Repetir"},
	"map.stars":     {"%d of 3 stars", "%d de 3 estrellas"},
	"lesson.back":   {"Lessons", "Lecciones"},
	"lesson.backto": {"Back to all the lessons", "Volver a todas las lecciones"},
	"pass.label":    {"Pass: no move at all", "Pasar: no mover nada"},
	"lesson.step":   {"Step %d of %d", "Paso %d de %d"},
	"lesson.number": {"Lesson %d", "Lección %d"},
	"lesson.story":  {"The story", "La historia"},
	"map.story":     {"Story", "Historia"},
	"rules.label":   {"Rules of this step", "Reglas de este paso"},
	"lesson.moves":  {"Moves left: %d", "Jugadas restantes: %d"},
	"lesson.stars":  {"Stars", "Estrellas"},
	"btn.hint":      {"Hint", "Pista"},
	"btn.retry":     {"Try again", "Reintentar"},
	"btn.next":      {"Next step", "Siguiente paso"},
	"btn.finish":    {"Finish", "Terminar"},
	"btn.pass":      {"Pass", "Pasar"},
	"btn.nextls":    {"Next lesson", "Siguiente lección"},
	"btn.replay":    {"Play this lesson again", "Repetir la lección"},
	"btn.map":       {"Back to the lessons", "Volver a las lecciones"},
	"btn.nextgame":  {"Try %s", "Prueba el %s"},
	"hint.prefix":   {"Hint: ", "Pista: "},
	"judge.which":   {"Move %d of %d: is it legal?", "Jugada %d de %d: ¿es legal?"},
	"judge.done":    {"answered", "respondida"},
	"quiz.pick":     {"Pick an answer", "Elige una respuesta"},
	"setup.how":     {"Pick a horse or an elephant on your back rank, then the piece next to it on the same wing: they swap places.", "Toma un caballo o un elefante de tu última fila y luego la pieza de al lado en la misma ala: cambian de sitio."},
	"move.how":      {"Pick up a piece, then choose one of the points marked with a dot.", "Toma una pieza y elige uno de los puntos marcados."},
	"move.how.sq":   {"Pick up a piece, then choose one of the squares marked with a dot.", "Toma una pieza y elige una de las casillas marcadas."},
	"done.step":     {"Step complete!", "¡Paso superado!"},
	"done.lesson":   {"Lesson complete!", "¡Lección superada!"},
	"done.course":   {"You have finished every %s lesson.", "Has terminado todas las lecciones de %s."},
	"done.best":     {"Your best: %d of 3 stars.", "Tu mejor marca: %d de 3 estrellas."},
	"failed":        {"Out of moves.", "Sin jugadas."},
	"notice.reset":  {"Your saved lesson progress could not be read and was reset.", "No se pudo leer tu progreso guardado en las lecciones y se ha reiniciado."},
	"notice.save":   {"Your progress could not be saved in this browser.", "No se pudo guardar tu progreso en este navegador."},
	"notice.load":   {"The lessons could not be loaded: %s", "No se pudieron cargar las lecciones: %s"},
	"notice.lesson": {"There is no lesson %q; here are the lessons instead.", "No existe la lección %q; aquí tienes las lecciones."},
	"board.label":   {"%s lesson board", "Tablero de la lección de %s"},
	"candidate":     {"%s: %s → %s", "%s: %s → %s"},
	"stars.aria":    {"%d of 3 stars", "%d de 3 estrellas"},
	"reply":         {"The opponent answers %s.", "El rival responde %s."},
}

// T returns the text for key in l, formatted with args; a missing key comes
// back as itself so that a gap shows instead of crashing.
func T(l i18n.Lang, key string, args ...any) string {
	e, ok := texts[key]
	if !ok {
		return key
	}
	s := e[0]
	if l == i18n.Spanish {
		s = e[1]
	}
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}
