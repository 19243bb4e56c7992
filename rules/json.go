package rules

import "github.com/elephant-chess/elephant/jsonv"

// JSON binds the options to JSON as encoding/json names them, in the
// schema's order: {"Xiangqi":{"MoveLimit":0,"ChaseRule":false},...}.
func (o *Options) JSON() jsonv.Object {
	var parts, fields []any
	for i := range optionSchema {
		s := &optionSchema[i]
		fields = append(fields, s.Name, s.ptr(o))
		if i+1 == len(optionSchema) || optionSchema[i+1].Game != s.Game {
			parts = append(parts, s.Part(), jsonv.Fields(fields...))
			fields = nil
		}
	}
	return jsonv.Fields(parts...)
}

// ptr is the option's field in o: a *bool, *int or *uint8.
func (s *OptionSpec) ptr(o *Options) any {
	switch {
	case s.flag != nil:
		return s.flag(o)
	case s.choice != nil:
		return s.choice(o)
	}
	return s.num(o)
}

// JSON binds banqi's options to JSON as encoding/json names them.
func (o *BanqiOptions) JSON() jsonv.Object {
	return jsonv.Fields("MoveLimit", &o.MoveLimit, "ChaseRule", &o.ChaseRule, "ChainCaptures", &o.ChainCaptures,
		"ChariotRush", &o.ChariotRush, "HorseDiagonal", &o.HorseDiagonal, "HongKongRanks", &o.HongKongRanks,
		"CannonRanks", &o.CannonRanks, "BlindCapture", &o.BlindCapture, "FirstPlayerRed", &o.FirstPlayerRed)
}
