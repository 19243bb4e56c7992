package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

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
					fmt.Fprintf(out, "%s: %s\n", name, refusalLine(g))
				case verbose && g.RulesNote != "":
					fmt.Fprintf(out, "%s: game %d%s: %s\n", name, g.Index, tagSummary(g.Tags), g.RulesNote)
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

// refusalLine is "game N (tags): ply P 'text': reason: detail".
func refusalLine(g *records.Game) string {
	e := g.Err
	var b strings.Builder
	fmt.Fprintf(&b, "game %d%s: ", g.Index, tagSummary(g.Tags))
	if e.Ply > 0 {
		fmt.Fprintf(&b, "ply %d '%s': ", e.Ply, e.Text)
	} else if e.Text != "" {
		fmt.Fprintf(&b, "'%s': ", e.Text)
	}
	b.WriteString(e.Reason.String())
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	}
	return b.String()
}

// tagSummary names a game by its players, event and date: " (A – B,
// Event, 1990.01.01)", or "" when the file names none of them.
func tagSummary(tags []rules.Tag) string {
	get := func(names ...string) string {
		for _, n := range names {
			for _, t := range tags {
				if v := strings.TrimSpace(t.Value); strings.EqualFold(t.Name, n) && v != "" && v != "?" {
					return v
				}
			}
		}
		return ""
	}
	var parts []string
	first, second := get("Red", "White", "Cho"), get("Black", "Han")
	if first != "" || second != "" {
		parts = append(parts, first+" – "+second)
	}
	for _, v := range []string{get("Event", "Title"), get("Date")} {
		if v != "" {
			parts = append(parts, v)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}
