package main

import (
	"bytes"
	"errors"
	"fmt"
)

// Section ids of the WebAssembly binary format that this tool reads or writes.
const (
	sectionData      = 11
	sectionDataCount = 12
)

// wasmHeader is the magic number and version 1 that open every module.
var wasmHeader = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

// maxImage bounds the memory image a data section may describe: Go's
// modules start with a few megabytes, and a corrupt offset must not make
// the tool allocate gigabytes.
const maxImage = 256 << 20

// segment is one active data segment of memory 0: bytes copied to offset
// when the module is instantiated.
type segment struct {
	offset int
	data   []byte
}

// resegment returns the module with its data section rewritten: the same
// memory image, cut into segments only where at least gap zero bytes lie
// between two non-zero ones. Memory starts zeroed, so skipped zeros cost
// nothing, but each segment costs a header of its own; Go's linker cuts at
// every short run of zeros, which turns its sparse PC lookup table into
// about 90,000 segments of two bytes each. Every other section is copied as
// it is.
func resegment(module []byte, gap int) ([]byte, error) {
	sections, err := readSections(module)
	if err != nil {
		return nil, err
	}
	var data []segment
	found := false
	for _, s := range sections {
		if s.id == sectionData {
			image, err := memoryImage(s.body)
			if err != nil {
				return nil, fmt.Errorf("data section: %w", err)
			}
			data, found = split(image, gap), true
		}
	}
	if !found {
		return nil, errors.New("no data section")
	}
	out := append([]byte(nil), wasmHeader...)
	for _, s := range sections {
		switch s.id {
		case sectionData:
			s.body = encodeData(data)
		case sectionDataCount:
			s.body = appendU32(nil, uint32(len(data)))
		}
		out = append(out, s.id)
		out = appendU32(out, uint32(len(s.body)))
		out = append(out, s.body...)
	}
	return out, nil
}

// section is one section of a module: its id and its body.
type section struct {
	id   byte
	body []byte
}

func readSections(module []byte) ([]section, error) {
	if !bytes.HasPrefix(module, wasmHeader) {
		return nil, errors.New("not a WebAssembly module (version 1)")
	}
	r := reader{buf: module, pos: len(wasmHeader)}
	var sections []section
	for !r.done() {
		id, err := r.byte()
		if err != nil {
			return nil, err
		}
		body, err := r.vector()
		if err != nil {
			return nil, fmt.Errorf("section %d at byte %d: %w", id, r.pos, err)
		}
		sections = append(sections, section{id, body})
	}
	return sections, nil
}

// memoryImage lays the section's segments out as the memory they initialise.
func memoryImage(section []byte) ([]byte, error) {
	r := reader{buf: section}
	count, err := r.u32()
	if err != nil {
		return nil, fmt.Errorf("segment count: %w", err)
	}
	var segs []segment
	end := 0
	for i := range count {
		s, err := r.segment()
		if err != nil {
			return nil, fmt.Errorf("segment %d: %w", i, err)
		}
		if s.offset+len(s.data) > maxImage {
			return nil, fmt.Errorf("segment %d: ends at %d, past %d", i, s.offset+len(s.data), maxImage)
		}
		end = max(end, s.offset+len(s.data))
		segs = append(segs, s)
	}
	if !r.done() {
		return nil, fmt.Errorf("%d bytes after the last segment", len(r.buf)-r.pos)
	}
	image := make([]byte, end)
	for _, s := range segs {
		copy(image[s.offset:], s.data)
	}
	return image, nil
}

// split cuts image into segments at runs of at least gap zero bytes.
func split(image []byte, gap int) []segment {
	var segs []segment
	for i := 0; i < len(image); {
		for i < len(image) && image[i] == 0 {
			i++
		}
		if i == len(image) {
			break
		}
		start, end, zeros := i, i, 0
		for ; i < len(image) && zeros < gap; i++ {
			if image[i] != 0 {
				end, zeros = i+1, 0
			} else {
				zeros++
			}
		}
		segs = append(segs, segment{offset: start, data: image[start:end]})
	}
	return segs
}

// encodeData writes segments as the body of a data section: each one
// active, for memory 0, at an i32.const offset.
func encodeData(segs []segment) []byte {
	out := appendU32(nil, uint32(len(segs)))
	for _, s := range segs {
		out = append(out, 0, opI32Const)
		out = appendS32(out, int32(s.offset))
		out = append(out, opEnd)
		out = appendU32(out, uint32(len(s.data)))
		out = append(out, s.data...)
	}
	return out
}
