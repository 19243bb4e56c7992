package tutorials

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// decodeStrict decodes one JSON value into v, a what ("lesson", "puzzle
// file"): unknown fields and trailing data are errors, so a typo in a data
// file is caught when it loads.
func decodeStrict(data []byte, v any, what string) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("unexpected data after the %s", what)
	}
	return nil
}
