// Package charset decodes the legacy charsets of game files natively, with
// golang.org/x/text, for records.Options.Decode. The site uses the browser's
// TextDecoder instead, so that the WebAssembly module carries no tables.
package charset

import (
	"fmt"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// Decode decodes data in the charset a WHATWG label names: gb18030 (and
// gbk, gb2312), big5, euc-kr (and cp949), utf-16le, utf-16be. Bytes that do
// not decode become U+FFFD, as TextDecoder writes them.
func Decode(label string, data []byte) (string, error) {
	e, err := byLabel(label)
	if err != nil {
		return "", err
	}
	out, err := e.NewDecoder().Bytes(data)
	if err != nil {
		return "", fmt.Errorf("decode %s: %w", label, err)
	}
	return string(out), nil
}

func byLabel(label string) (encoding.Encoding, error) {
	switch strings.ToLower(label) {
	case "gb18030", "gbk", "gb2312", "cp936":
		return simplifiedchinese.GB18030, nil
	case "big5", "big5-hkscs", "cp950":
		return traditionalchinese.Big5, nil
	case "euc-kr", "cp949", "ks_c_5601-1987", "uhc":
		return korean.EUCKR, nil
	case "utf-16le", "utf-16":
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), nil
	case "utf-16be":
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), nil
	}
	return nil, fmt.Errorf("unknown charset %q", label)
}

// Encode encodes UTF-8 text into a legacy charset, for writing files that
// Korean or Chinese software opens (a .gib in CP949).
func Encode(label string, text string) ([]byte, error) {
	e, err := byLabel(label)
	if err != nil {
		return nil, err
	}
	out, err := e.NewEncoder().Bytes([]byte(text))
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", label, err)
	}
	return out, nil
}
