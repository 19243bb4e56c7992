package tutorials

import (
	"fmt"
	"slices"
	"strings"

	"github.com/elephant-chess/elephant/jsonv"
)

// ProgressKey is the localStorage key under which the lesson screen keeps
// the student's progress.
const ProgressKey = "elephant.learn"

// ProgressVersion is the version of the progress format written today.
const ProgressVersion = 1

// Progress is the student's best stars per lesson id ("xiangqi/03-horse").
type Progress struct {
	Version int            `json:"version"`
	Stars   map[string]int `json:"stars"`
}

func (p *Progress) json() jsonv.Object {
	return jsonv.Fields("version", &p.Version, "stars", jsonv.Map(&p.Stars, jsonv.Self[int]))
}

// NewProgress returns empty progress.
func NewProgress() Progress {
	return Progress{Version: ProgressVersion, Stars: map[string]int{}}
}

// validLessonID reports whether id has the form of a lesson id, "<game>/NN-slug".
func validLessonID(id string) bool {
	game, slug, ok := strings.Cut(id, "/")
	return ok && slices.Contains(LessonGames(), game) && validSlug(slug)
}

// ParseProgress reads saved progress, rejecting anything it does not
// understand (unknown version or fields, bad lesson ids, stars outside 1–3)
// so that the screen can discard it with a notice.
func ParseProgress(data []byte) (Progress, error) {
	var p Progress
	if err := jsonv.UnmarshalStrict(data, p.json()); err != nil {
		return Progress{}, fmt.Errorf("progress: %w", err)
	}
	if p.Version != ProgressVersion {
		return Progress{}, fmt.Errorf("progress: version %d, want %d", p.Version, ProgressVersion)
	}
	if p.Stars == nil {
		p.Stars = map[string]int{}
	}
	for id, n := range p.Stars {
		if !validLessonID(id) {
			return Progress{}, fmt.Errorf("progress: %q is not a lesson id", id)
		}
		if n < 1 || n > 3 {
			return Progress{}, fmt.Errorf("progress: lesson %s has %d stars, want 1 to 3", id, n)
		}
	}
	return p, nil
}

// Record keeps the better of the stored and the new stars for a lesson.
func (p *Progress) Record(id string, stars int) error {
	if !validLessonID(id) || stars < 1 || stars > 3 {
		return fmt.Errorf("progress: cannot record %d stars for %q", stars, id)
	}
	if p.Stars == nil {
		p.Stars = map[string]int{}
	}
	p.Version = ProgressVersion
	if stars > p.Stars[id] {
		p.Stars[id] = stars
	}
	return nil
}

// Marshal writes the progress as JSON for storage.
func (p Progress) Marshal() ([]byte, error) {
	if p.Stars == nil {
		p.Stars = map[string]int{}
	}
	p.Version = ProgressVersion
	return jsonv.Marshal(p.json())
}
