// Command elephant is the native front end of the engine.
//
//	elephant uci                                  speak UCI on stdin/stdout, like Fairy-Stockfish
//	elephant perft -game G [-fen F] -depth N      print the perft count
//	elephant bench [-depth-offset N]              search fixed positions; print the node count
//	elephant import [-variant V] [-v] FILE...     read game files; name the games that do not read
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/elephant-chess/elephant/rules"
	"github.com/elephant-chess/elephant/search"
)

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "elephant:", err)
		os.Exit(2)
	}
}

const usage = "usage: elephant uci | perft -game G [-fen F] -depth N | bench | import [-variant V] [-v] FILE..."

func run(args []string, in io.Reader, out io.Writer) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	switch args[0] {
	case "uci":
		return newUCI(out).loop(in)
	case "perft":
		return perftCmd(args[1:], out)
	case "bench":
		return benchCmd(args[1:], out)
	case "import":
		return importCmd(args[1:], out)
	}
	return fmt.Errorf("unknown command %q; %s", args[0], usage)
}

func perftCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(out)
	game := fs.String("game", "xiangqi", "variant: "+fmt.Sprint(rules.PresetNames()))
	fen := fs.String("fen", "", "start FEN (default: the variant's start position)")
	depth := fs.Int("depth", 3, "plies")
	if err := fs.Parse(args); err != nil {
		return err
	}
	v, err := rules.Preset(*game)
	if err != nil {
		return err
	}
	if *fen == "" {
		*fen = v.StartFEN
	}
	pos, err := v.NewPositionLenient(*fen)
	if err != nil {
		return fmt.Errorf("perft: %w", err)
	}
	if *depth < 0 || *depth > 12 {
		return fmt.Errorf("perft: depth %d out of range 0..12", *depth)
	}
	_, err = fmt.Fprintln(out, pos.Perft(*depth))
	return err
}

func benchCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(out)
	if err := fs.Parse(args); err != nil {
		return err
	}
	start := time.Now()
	nodes, err := benchNodes(func(line string) { fmt.Fprintln(out, line) })
	if err != nil {
		return err
	}
	el := time.Since(start)
	fmt.Fprintf(out, "Total time (ms) : %d\nNodes searched  : %d\nNodes/second    : %d\n",
		el.Milliseconds(), nodes, int64(float64(nodes)/max(el.Seconds(), 1e-9)))
	return nil
}

func benchNodes(progress func(string)) (uint64, error) { return search.Bench(progress) }
