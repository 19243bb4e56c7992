package jsonv

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Object binds the members of a JSON object to variables, in the order
// they are written; the names match in any case when read, as in
// encoding/json.
type Object []Field

// Field is one member of an Object.
type Field struct {
	name string
	ptr  any
	omit bool
}

// Fields makes an Object of name and variable pairs: each name as in an
// encoding/json tag ("moves", or "end,omitempty" to leave out "", 0, false,
// an empty list or a nil pointer), each variable as for Unmarshal.
func Fields(pairs ...any) Object {
	o := make(Object, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		name, omit := strings.CutSuffix(pairs[i].(string), ",omitempty")
		o = append(o, Field{name, pairs[i+1], omit})
	}
	return o
}

func (o Object) UnmarshalJSONFrom(d *Decoder) error {
	return d.Object(func(name string) error {
		for _, f := range o {
			if strings.EqualFold(f.name, name) {
				return in(f.name, d.Decode(f.ptr))
			}
		}
		if d.strict {
			return d.fail(fmt.Sprintf("unknown field %q", name))
		}
		return d.Decode(nil)
	})
}

// in names the member or element an error is in.
func in(where string, err error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

func (o Object) MarshalJSONTo(e *Encoder) {
	e.Open('{')
	for _, f := range o {
		if !f.omit || !empty(f.ptr) {
			e.Name(f.name)
			e.Encode(f.ptr)
		}
	}
	e.Close('}')
}

// empty reports what omitempty leaves out: also a binding or Marshaler
// whose IsZero method says so.
func empty(ptr any) bool {
	switch p := ptr.(type) {
	case *string:
		return *p == ""
	case *bool:
		return !*p
	case *int:
		return *p == 0
	case *int64:
		return *p == 0
	case *uint8:
		return *p == 0
	case *float64:
		return *p == 0
	case *[]string:
		return len(*p) == 0
	case interface{ IsZero() bool }:
		return p.IsZero()
	}
	return false
}

// Codec reads and writes a bound variable.
type Codec interface {
	Unmarshaler
	Marshaler
}

// The generic bindings below only make closures over the variable, so that
// the reading and writing of lists, maps and pointers is compiled once.

// List binds a slice, each element through the variable bind gives for it.
func List[S ~[]T, T, P any](p *S, bind func(*T) P) Codec {
	return &list{
		len:   func() int { return len(*p) },
		isNil: func() bool { return *p == nil },
		at:    func(i int) any { return bind(&(*p)[i]) },
		reset: func(null bool) {
			if *p = nil; !null {
				*p = S{}
			}
		},
		grow: func() { *p = append(*p, *new(T)) },
	}
}

// Array binds the elements of an array: they are zeroed before it is read
// (unless from null), and JSON elements past its end are skipped, as in
// encoding/json.
func Array[T, P any](a []T, bind func(*T) P) Codec {
	return &list{
		len:   func() int { return len(a) },
		isNil: func() bool { return false },
		at:    func(i int) any { return bind(&a[i]) },
		reset: func(null bool) {
			if !null {
				clear(a)
			}
		},
	}
}

type list struct {
	len   func() int
	isNil func() bool
	at    func(i int) any // element i's binding
	reset func(null bool) // before reading: a slice nil for null, else empty
	grow  func()          // appends a zero element; nil for an array
}

func (l *list) IsZero() bool { return l.len() == 0 }

func (l *list) UnmarshalJSONFrom(d *Decoder) error {
	l.reset(d.Peek() == 'n')
	i := 0
	return d.Array(func() error {
		defer func() { i++ }()
		if l.grow != nil {
			l.grow()
		} else if i >= l.len() {
			return d.Decode(nil)
		}
		return in(strconv.Itoa(i), d.Decode(l.at(i)))
	})
}

func (l *list) MarshalJSONTo(e *Encoder) {
	if l.isNil() {
		e.Null()
		return
	}
	e.Open('[')
	for i := range l.len() {
		e.Encode(l.at(i))
	}
	e.Close(']')
}

// Map binds a map with string keys, each value through the variable bind
// gives for it; it is written in key order, as encoding/json writes maps.
func Map[M ~map[K]V, K ~string, V, P any](p *M, bind func(*V) P) Codec {
	return &dict{
		keys: func() []string {
			if *p == nil {
				return nil
			}
			keys := make([]string, 0, len(*p))
			for k := range *p {
				keys = append(keys, string(k))
			}
			slices.Sort(keys)
			return keys
		},
		at: func(key string) any {
			v := (*p)[K(key)]
			return bind(&v)
		},
		put: func(key string, read func(any) error) error {
			var v V
			err := read(bind(&v))
			(*p)[K(key)] = v
			return err
		},
		reset: func(null bool) {
			if null {
				*p = nil
			} else if *p == nil {
				*p = M{}
			}
		},
	}
}

type dict struct {
	keys  func() []string // sorted; nil for a nil map
	at    func(key string) any
	put   func(key string, read func(any) error) error
	reset func(null bool) // before reading: nil for null, else a map
}

func (m *dict) IsZero() bool { return len(m.keys()) == 0 }

func (m *dict) UnmarshalJSONFrom(d *Decoder) error {
	m.reset(d.Peek() == 'n')
	return d.Object(func(name string) error { return in(name, m.put(name, d.Decode)) })
}

func (m *dict) MarshalJSONTo(e *Encoder) {
	keys := m.keys()
	if keys == nil {
		e.Null()
		return
	}
	e.Open('{')
	for _, k := range keys {
		e.Name(k)
		e.Encode(m.at(k))
	}
	e.Close('}')
}

// Ptr binds a pointer, its target through the variable bind gives for it:
// null is nil, and a value is read into a new target when there is none.
func Ptr[T, P any](p **T, bind func(*T) P) Codec {
	return &ptr{
		target: func(alloc bool) any {
			if *p == nil && alloc {
				*p = new(T)
			}
			if *p == nil {
				return nil
			}
			return bind(*p)
		},
		clear: func() { *p = nil },
	}
}

type ptr struct {
	target func(alloc bool) any // the target's binding, nil for a nil pointer unless alloc
	clear  func()
}

func (p *ptr) IsZero() bool { return p.target(false) == nil }

func (p *ptr) UnmarshalJSONFrom(d *Decoder) error {
	if d.Peek() == 'n' {
		p.clear()
		return d.Decode(nil)
	}
	return d.Decode(p.target(true))
}

func (p *ptr) MarshalJSONTo(e *Encoder) {
	if t := p.target(false); t != nil {
		e.Encode(t)
		return
	}
	e.Null()
}

// Self binds a variable to itself: the bind of a list or map of values
// Unmarshal reads directly.
func Self[T any](p *T) *T { return p }

// Raw is a JSON value as written, to be read later, as encoding/json's
// RawMessage.
type Raw []byte

func (r *Raw) UnmarshalJSONFrom(d *Decoder) error {
	d.space()
	start := d.i
	err := d.Decode(nil)
	*r = append(Raw(nil), d.s[start:d.i]...)
	return err
}

// UnmarshalJSON lets encoding/json read a Raw as a RawMessage, for tests
// that compare the two.
func (r *Raw) UnmarshalJSON(data []byte) error {
	*r = append(Raw(nil), data...)
	return nil
}
