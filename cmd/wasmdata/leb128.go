package main

import (
	"errors"
	"fmt"
)

// Opcodes of the constant expression that places an active data segment.
const (
	opI32Const = 0x41
	opEnd      = 0x0b
)

var errTruncated = errors.New("truncated")

// reader walks a module's bytes; every read checks the bounds, so a corrupt
// module is an error and never a panic.
type reader struct {
	buf []byte
	pos int
}

func (r *reader) done() bool { return r.pos >= len(r.buf) }

func (r *reader) byte() (byte, error) {
	if r.done() {
		return 0, errTruncated
	}
	b := r.buf[r.pos]
	r.pos++
	return b, nil
}

// leb reads a LEB128 number of at most 32 bits, signed or unsigned.
func (r *reader) leb(signed bool) (int64, error) {
	var v int64
	for shift := 0; shift < 35; shift += 7 {
		b, err := r.byte()
		if err != nil {
			return 0, err
		}
		v |= int64(b&0x7f) << shift
		if b < 0x80 {
			if signed && b&0x40 != 0 {
				v |= -1 << (shift + 7)
			}
			return v, nil
		}
	}
	return 0, errors.New("number too long")
}

func (r *reader) u32() (uint32, error) {
	v, err := r.leb(false)
	if err == nil && v > 1<<32-1 {
		err = errors.New("number too large")
	}
	return uint32(v), err
}

func (r *reader) s32() (int32, error) {
	v, err := r.leb(true)
	if err == nil && (v < -1<<31 || v > 1<<31-1) {
		err = errors.New("number out of range")
	}
	return int32(v), err
}

// vector reads a length and that many bytes.
func (r *reader) vector() ([]byte, error) {
	n, err := r.u32()
	if err != nil {
		return nil, err
	}
	if int(n) > len(r.buf)-r.pos {
		return nil, fmt.Errorf("%d bytes announced, %d left: %w", n, len(r.buf)-r.pos, errTruncated)
	}
	b := r.buf[r.pos : r.pos+int(n)]
	r.pos += int(n)
	return b, nil
}

// segment reads an active data segment of memory 0 placed by an i32.const,
// the only kind Go's linker writes.
func (r *reader) segment() (segment, error) {
	kind, err := r.u32()
	if err != nil {
		return segment{}, err
	}
	if kind != 0 {
		return segment{}, fmt.Errorf("kind %d: only active segments of memory 0 are supported", kind)
	}
	if op, err := r.byte(); err != nil || op != opI32Const {
		return segment{}, errors.New("offset is not an i32.const")
	}
	offset, err := r.s32()
	if err != nil {
		return segment{}, fmt.Errorf("offset: %w", err)
	}
	if op, err := r.byte(); err != nil || op != opEnd {
		return segment{}, errors.New("offset expression does not end")
	}
	if offset < 0 {
		return segment{}, fmt.Errorf("negative offset %d", offset)
	}
	data, err := r.vector()
	if err != nil {
		return segment{}, fmt.Errorf("bytes: %w", err)
	}
	return segment{offset: int(offset), data: data}, nil
}

func appendU32(out []byte, v uint32) []byte {
	for v >= 0x80 {
		out = append(out, byte(v)|0x80)
		v >>= 7
	}
	return append(out, byte(v))
}

func appendS32(out []byte, v int32) []byte {
	for {
		b := byte(v & 0x7f)
		v >>= 7
		if v == 0 && b&0x40 == 0 || v == -1 && b&0x40 != 0 {
			return append(out, b)
		}
		out = append(out, b|0x80)
	}
}
