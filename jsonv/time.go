package jsonv

import (
	"errors"
	"fmt"
	"time"
)

// Time binds a time as encoding/json writes it (RFC 3339 with the
// nanoseconds that are not zero) and reads it (RFC 3339, strictly), without
// the time package's layout parser and formatter.
func Time(p *time.Time) Codec { return timeJSON{p} }

type timeJSON struct{ p *time.Time }

func (t timeJSON) MarshalJSONTo(e *Encoder) {
	y, mo, d := t.p.Date()
	h, mi, s := t.p.Clock()
	text := fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d", y, int(mo), d, h, mi, s)
	if ns := t.p.Nanosecond(); ns != 0 {
		frac := fmt.Sprintf("%09d", ns)
		for frac[len(frac)-1] == '0' {
			frac = frac[:len(frac)-1]
		}
		text += "." + frac
	}
	_, offset := t.p.Zone()
	zone, sign := offset/60, '+'
	if zone < 0 {
		zone, sign = -zone, '-'
	}
	if y < 0 || y > 9999 || zone >= 24*60 {
		if e.err == nil {
			e.err = fmt.Errorf("JSON: cannot write the time %s", text)
		}
	}
	if offset == 0 {
		text += "Z"
	} else {
		text += fmt.Sprintf("%c%02d:%02d", sign, zone/60, zone%60)
	}
	e.String(text)
}

func (t timeJSON) UnmarshalJSONFrom(d *Decoder) error {
	if d.Peek() == 'n' {
		return d.Decode(nil)
	}
	var s string
	if err := d.Decode(&s); err != nil {
		return err
	}
	v, err := ParseTime(s)
	if err != nil {
		return fmt.Errorf("time %q: %w", s, err)
	}
	*t.p = v
	return nil
}

// ParseTime reads RFC 3339 as time.Time.UnmarshalJSON does: the zone's
// offset in the Local location when it is Local's offset then, else in a
// fixed zone; Z is UTC. As there, the hour may have one digit, a comma may
// start the fraction of a second and the zone may be 24:00 or hh:60 away.
func ParseTime(s string) (time.Time, error) {
	bad := errors.New("not an RFC 3339 time")
	if len(s) > 12 && s[12] == ':' {
		s = s[:11] + "0" + s[11:]
	}
	if len(s) < len("2006-01-02T15:04:05Z") || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' {
		return time.Time{}, bad
	}
	y, mo, d, h, mi, sec := digits(s[:4]), digits(s[5:7]), digits(s[8:10]), digits(s[11:13]), digits(s[14:16]), digits(s[17:19])
	rest, ns := s[19:], 0
	if len(rest) >= 2 && (rest[0] == '.' || rest[0] == ',') && digits(rest[1:2]) >= 0 {
		n := 1
		for n < len(rest) && digits(rest[n:n+1]) >= 0 {
			n++
		}
		frac := (rest[1:n] + "00000000")[:9] // digits past nanoseconds are dropped
		ns, rest = digits(frac), rest[n:]
	}
	t := time.Date(y, time.Month(mo), d, h, mi, sec, ns, time.UTC)
	if y < 0 || int(t.Month()) != mo || t.Day() != d || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 59 {
		return time.Time{}, bad
	}
	if rest == "Z" {
		return t, nil
	}
	if len(rest) != len("+07:00") || rest[0] != '+' && rest[0] != '-' || rest[3] != ':' {
		return time.Time{}, bad
	}
	zh, zm := digits(rest[1:3]), digits(rest[4:6])
	if zh < 0 || zh > 24 || zm < 0 || zm > 60 {
		return time.Time{}, bad
	}
	offset := (zh*60 + zm) * 60
	if rest[0] == '-' {
		offset = -offset
	}
	t = t.Add(-time.Duration(offset) * time.Second)
	if _, local := t.In(time.Local).Zone(); local == offset {
		return t.In(time.Local), nil
	}
	return t.In(time.FixedZone("", offset)), nil
}

// digits reads decimal digits as a number, -1 when s holds anything else.
func digits(s string) int {
	n := 0
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return -1
		}
		n = n*10 + int(s[i]-'0')
	}
	return n
}
