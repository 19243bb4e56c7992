package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/rules/records"
	"github.com/elephant-chess/elephant/rules/records/charset"
)

// importCmd reads game files and names every game that does not read to
// the end, then sums up each file in one line that outside tests rely on:
// "FILE: G games, R read to the end, F refused".
func importCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(out)
	variant := fs.String("variant", "", "read every game under these rules: "+fmt.Sprint(rules.PresetNames())+" (default: from each file)")
	verbose := fs.Bool("v", false, "also name the games read under other rules than their file asks for, and why")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("import: name at least one file")
	}
	o := records.Options{Decode: charset.Decode}
	if *variant != "" {
		v, err := rules.Preset(*variant)
		if err != nil {
			return fmt.Errorf("import: %w", err)
		}
		o.Variant = v
	}
	for _, name := range fs.Args() {
		importFile(name, o, *verbose, out)
	}
	return nil
}

// importFile reads one file and prints its refusals and its summary.
func importFile(name string, o records.Options, verbose bool, out io.Writer) {
	games, read := 0, 0
	defer func() {
		fmt.Fprintf(out, "%s: %d games, %d read to the end, %d refused\n", name, games, read, games-read)
	}()
	data, err := os.ReadFile(name)
	if err == nil {
		var src *records.Source
		if src, err = records.Open(data, o); err == nil {
			games = src.Len()
			for i := range games {
				g := src.Game(i)
				switch {
				case g.Err != nil:
					fmt.Fprintf(out, "%s: %s\n", name, g.Refused())
				case verbose && g.RulesNote != "":
					fmt.Fprintf(out, "%s: %s: %s\n", name, g.Name(), g.RulesNote)
					read++
				default:
					read++
				}
			}
			return
		}
	}
	fmt.Fprintf(out, "%s: cannot read: %v\n", name, err)
}
