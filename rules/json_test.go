package rules

import (
	"encoding/json"
	"testing"

	"github.com/elephant-chess/elephant/jsonv"
)

// TestOptionsJSON: the options are written as encoding/json writes them
// and read back whole, strictly or not.
func TestOptionsJSON(t *testing.T) {
	custom := DefaultOptions()
	custom.Xiangqi.MoveLimit, custom.Janggi.Bikjang, custom.Shatar.BishopRange, custom.Hiashatar.BareKingDraw = 60, BikjangFSF, 2, true
	for _, o := range []Options{{}, DefaultOptions(), custom} {
		got, err := jsonv.Marshal(o.JSON())
		want, _ := json.Marshal(o)
		if err != nil || string(got) != string(want) {
			t.Errorf("wrote %s (%v), encoding/json %s", got, err, want)
		}
		for _, read := range []func([]byte, any) error{jsonv.Unmarshal, jsonv.UnmarshalStrict} {
			var back Options
			if err := read(want, back.JSON()); err != nil || back != o {
				t.Errorf("read %s as %+v (%v)", want, back, err)
			}
		}
	}
}

func TestBanqiOptionsJSON(t *testing.T) {
	all := BanqiOptions{MoveLimit: 40, ChaseRule: true, ChainCaptures: true, ChariotRush: true, HorseDiagonal: true,
		HongKongRanks: true, CannonRanks: true, BlindCapture: true, FirstPlayerRed: true}
	for _, o := range []BanqiOptions{{}, DefaultBanqiOptions(), all} {
		got, err := jsonv.Marshal(o.JSON())
		want, _ := json.Marshal(o)
		var back BanqiOptions
		if err != nil || string(got) != string(want) {
			t.Errorf("wrote %s (%v), encoding/json %s", got, err, want)
		}
		if err := jsonv.UnmarshalStrict(want, back.JSON()); err != nil || back != o {
			t.Errorf("read %s as %+v (%v)", want, back, err)
		}
	}
}
