package browser

// Store is where a screen keeps what it saves: the browser's localStorage
// (Storage), or a map in tests (MemoryStore). Plain Go, so that the screens'
// state is tested natively.
type Store interface {
	Get(key string) (value string, ok bool)
	Set(key, value string) error
	Remove(key string)
}

// MemoryStore is a Store in memory.
type MemoryStore map[string]string

func (m MemoryStore) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m MemoryStore) Set(k, v string) error       { m[k] = v; return nil }
func (m MemoryStore) Remove(k string)             { delete(m, k) }

// Load reads the value saved under key into *into with parse. A value
// parse refuses is removed, so that unreadable data is discarded once,
// *into is left as it was, and Load returns false: the caller tells the
// person. Nothing saved reads as true.
func Load[T any](s Store, key string, parse func([]byte) (T, error), into *T) bool {
	raw, ok := s.Get(key)
	if !ok {
		return true
	}
	v, err := parse([]byte(raw))
	if err != nil {
		s.Remove(key)
		return false
	}
	*into = v
	return true
}
