// Re-run the experiments quoted in FINDINGS.md and print them as Markdown transcripts.
//   node --no-experimental-fetch experiments.mjs > /tmp/transcripts.md
import { FSF } from "./fsf.mjs";

const JF = "9/4k4/9/8p/9/9/P8/9/4K4/R8"; // generals facing on the e-file
const JANGGI = ["janggi", "janggitraditional", "janggimodern", "janggicasual"];

const JP = "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"; // cho: general and chariot (13 points to 1.5)
const CHECKS = "a1a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10".split(" "); // cho checks with every move

// Each experiment: id, title, then steps. A step: [variant, fen|"startpos", moves[], {divide: depth, perft: [depths], go: "search limits"}]
const EXPERIMENTS = [
  ["J1", "Janggi start position: the pass is generated as the general's own square", [
    ["janggi", "startpos", [], { divide: 1, perft: [1, 2, 3, 4] }],
  ]],
  ["J2", "Two passes in a row end the game in every preset (no moves at all after the second pass)", [
    ["janggi", "startpos", ["e2e2"], { divide: 1 }],
    ...JANGGI.map((v) => [v, "startpos", ["e2e2", "e9e9"], { divide: 1 }]),
    ["janggi", "startpos", ["e2e2", "e9e9"], { perft: [1, 2] }],
  ]],
  ["J3", "In check (generals not facing): no pass", [
    ["janggi", "3k5/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
    ["janggimodern", "3k5/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1", [], { divide: 1 }],
  ]],
  ["J4", "Generals facing in the FEN, cho to move: bikjang presets allow only facing-breaking moves plus the pass; the pass then ends the game", [
    ...JANGGI.map((v) => [v, `${JF} w - - 0 1`, [], { divide: 2, perft: [1, 2, 3, 4] }]),
    ["janggi", `${JF} w - - 0 1`, ["e2e2"], { divide: 1 }],
    ["janggimodern", `${JF} w - - 0 1`, ["e2e2"], { divide: 1 }],
  ]],
  ["J5", "Same position, han to move", [
    ...JANGGI.map((v) => [v, `${JF} b - - 0 1`, [], { divide: 1, perft: [1, 2, 3, 4] }]),
    ["janggi", `${JF} b - - 0 1`, ["e9e9"], { divide: 1 }],
  ]],
  ["J6", "Facing and in check at once: the pass is legal (bikjang presets), not in the non-bikjang presets", [
    ["janggi", "4k4/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
    ["janggimodern", "4k4/9/9/9/9/9/9/9/4K4/4r4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
  ]],
  ["J7", "Facing and unable to break: only the pass; after it, nothing", [
    ["janggi", "3k5/9/9/9/9/9/9/9/3K5/4r4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
    ["janggi", "3k5/9/9/9/9/9/9/9/3K5/4r4 w - - 0 1", ["d2d2"], { divide: 1 }],
    ["janggicasual", "3k5/9/9/9/9/9/9/9/3K5/4r4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
  ]],
  ["J8", "A move that creates facing is legal; the reply must break it or pass; bikjang + pass = end", [
    ["janggi", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", [], { divide: 2, perft: [1, 2, 3, 4] }],
    ["janggi", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", ["e6c7"], { divide: 1 }],
    ["janggi", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", ["e6c7", "e10e10"], { divide: 1 }],
    ["janggi", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", ["e6c7", "e10d10"], { divide: 1 }],
    ["janggicasual", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", [], { divide: 2, perft: [1, 2, 3, 4] }],
    ["janggicasual", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", ["e6c7", "e10e10"], { divide: 1 }],
  ]],
  ["J9", "An illegal move in `position ... moves` is silently dropped together with the rest of the list (here e10e9 keeps the generals facing)", [
    ["janggi", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", ["e6c7", "e10e9"], {}],
    ["janggicasual", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", ["e6c7", "e10e9"], {}],
  ]],
  ["J10", "Pass spellings FSF accepts in `position ... moves`: only the general's square; 0000 / pass / @@@@ are ignored", [
    ["janggi", "startpos", ["0000"], {}],
    ["janggi", "startpos", ["pass"], {}],
    ["janggi", "startpos", ["@@@@"], {}],
    ["janggi", "startpos", ["e2e2"], {}],
  ]],
  ["J11", "No cannon-first-move restriction: a cannon with a screen may move on move 1", [
    ["janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/PP2P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", [], { divide: 1 }],
  ]],
  ["J12", "FEN fields: `w|b - - halfmove fullmove`; passes and soldier moves count as reversible, captures reset", [
    ["janggi", "startpos", ["a4a5"], {}],
    ["janggi", "startpos", ["a4a5", "a7a6", "a5a6"], {}],
    ["janggi", "startpos", ["e2e2", "e9e9"], {}],
    ["janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 37 50", ["e2e2"], {}],
  ]],
  ["J13", "Repetition / perpetual check removes no move (janggi and xiangqi)", [
    ["janggi", "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1", "a2a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10".split(" "), { divide: 1 }],
    ["xiangqi", "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1", "a2a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10".split(" "), { divide: 1 }],
  ]],
  ["J14", "A huge half-move clock changes nothing (no n-move rule in move generation)", [
    ["janggi", "4k4/9/9/9/4N4/9/9/9/3K5/9 w - - 400 80", [], { perft: [1, 2, 3] }],
    ["janggi", "4k4/9/9/9/4N4/9/9/9/3K5/9 w - - 0 80", [], { perft: [1, 2, 3] }],
  ]],
  ["J15", "Start position in the four presets (they first differ at depth 3: after e4 and e7 step aside the generals face)", [
    ...JANGGI.map((v) => [v, "startpos", [], { perft: [1, 2, 3, 4] }]),
  ]],
  ["J16", "A FEN never carries a pass: the same board after a real pass (history) and from a FEN (no history)", [
    ["janggi", "startpos", ["e2e2", "e9e9"], { perft: [1] }],
    ["janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1", ["e9e9"], { perft: [1] }],
  ]],
  ["J17", "Facing generals from a FEN count as a bikjang ply; the same board reached by a non-facing history behaves the same", [
    ["janggi", "4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", ["e6c7"], { divide: 1, perft: [1, 2, 3] }],
    ["janggi", "4k4/9/9/2N6/9/9/9/9/4K4/9 b - - 1 1", [], { divide: 1, perft: [1, 2, 3] }],
  ]],
  ["J18", "Repetition: a perpetual check loses for the checker in every preset, whatever the count; a quiet repetition is decided by counting (`score mate -1` or `mate 0`: the move ends the game, lost for the mover)", [
    ...JANGGI.map((v) => [v, JP, CHECKS, { go: "depth 3 searchmoves a9a10" }]),
    ["janggi", JP, "a1b1 d10d9 b1a1 d9d10 a1b1 d10d9 b1a1".split(" "), { go: "depth 3 searchmoves d9d10" }],
  ]],
  ["X1", "Xiangqi start position", [["xiangqi", "startpos", [], { perft: [1, 2, 3, 4] }]]],
  ["X2", "Xiangqi FEN with generals already facing: no king capture is generated, no checker is reported; moves that keep the facing are excluded", [
    ["xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
  ]],
  ["X3", "Xiangqi: the only piece between the generals is pinned to the file", [
    ["xiangqi", "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
    ["xiangqi", "4k4/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
  ]],
  ["X4", "Xiangqi: checkmate (first) and stalemate (second) are both simply 0 moves (perft 0 at every depth)", [
    ["xiangqi", "3k5/9/9/9/9/3R5/9/9/9/4K4 b - - 0 1", [], { divide: 1, perft: [1, 2, 3] }],
    ["xiangqi", "3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1", [], { divide: 1, perft: [1, 2, 3] }],
  ]],
  ["S1", "Shatar `position startpos` is the position after d2-d4 d7-d5", [
    ["shatar", "startpos", [], { divide: 1, perft: [1, 2, 3, 4] }],
  ]],
  ["S2", "Shatar initial array: FSF has no double step at all (d2d4 is not generated)", [
    ["shatar", "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
  ]],
  ["S3", "Shatar bare king: no legal moves for either side; a capture that leaves a bare king has 0 replies", [
    ["shatar", "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1", [], { perft: [1, 2] }],
    ["shatar", "4k3/8/8/8/8/8/3R4/4K3 b - - 0 1", [], { perft: [1, 2] }],
    ["shatar", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", [], { perft: [1] }],
    ["shatar", "4k3/8/8/8/8/3r4/3R4/4K3 w - - 0 1", [], { divide: 2, perft: [1, 2, 3, 4] }],
  ]],
  ["S4", "Shatar knight mate is a legal move", [
    ["shatar", "6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", [], { divide: 2, perft: [1, 2, 3, 4] }],
    ["shatar", "6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", ["g5f7"], { divide: 1 }],
  ]],
  ["S5", "Shatar promotion: only to bers, written with suffix j; other spellings are rejected", [
    ["shatar", "r3k3/1P6/8/8/8/8/7r/K7 w - - 0 1", [], { divide: 1 }],
    ["shatar", "4k3/1P6/8/8/8/8/7r/K7 w - - 0 1", [], { divide: 1, perft: [1, 2, 3, 4] }],
    ["shatar", "4k3/1P6/8/8/8/8/7r/K7 w - - 0 1", ["b7b8j"], {}],
    ["shatar", "4k3/1P6/8/8/8/8/7r/K7 w - - 0 1", ["b7b8q"], {}],
    ["shatar", "4k3/1P6/8/8/8/8/7r/K7 w - - 0 1", ["b7b8"], {}],
  ]],
  ["S6", "Shatar FEN clocks: half-move clock resets on pawn moves and captures; move number starts at 1 for the startpos", [
    ["shatar", "startpos", ["g1f3"], {}],
    ["shatar", "startpos", ["a2a3"], {}],
    ["shatar", "startpos", ["e2e3", "e7e6", "b1c3", "f8b4", "g1f3", "b4c3"], {}],
  ]],
  ["S7", "Shatar: repetition removes no move; stalemate = 0 moves; half-move clock 200 changes nothing", [
    ["shatar", "startpos", "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8".split(" "), { perft: [1] }],
    ["shatar", "k7/2J5/1K6/8/8/8/8/7R b - - 0 1", [], { perft: [1] }],
    ["shatar", "4k3/8/8/8/8/3r4/3R4/4K3 w - - 200 70", [], { perft: [1, 2, 3] }],
  ]],
];

const e = await FSF.create();
for (const [id, title, steps] of EXPERIMENTS) {
  console.log(`### ${id}. ${title}\n`);
  console.log("```");
  for (const [v, fen, moves, opts] of steps) {
    await e.variant(v);
    const pos = `position ${fen === "startpos" ? "startpos" : "fen " + fen}${moves.length ? " moves " + moves.join(" ") : ""}`;
    await e.position(fen, moves);
    const d = await e.display();
    console.log(`> setoption name UCI_Variant value ${v}`);
    console.log(`> ${pos}`);
    console.log(`> d            Fen: ${d.fen}   Checkers: ${d.checkers.join(" ") || "(none)"}`);
    if (opts.divide) {
      const r = await e.perft(opts.divide);
      const div = Object.entries(r.divide).sort().map(([m, n]) => `${m}:${n}`).join(" ");
      console.log(`> go perft ${opts.divide}   ${div || "(no moves)"}   Nodes searched: ${r.nodes}`);
    }
    if (opts.go) {
      const out = await e.run(`go ${opts.go}`, (l) => l.startsWith("bestmove"));
      const info = out.filter((l) => l.startsWith("info depth")).pop() || "(no info)";
      console.log(`> go ${opts.go}   ${info.replace(/ nps \d+| tbhits \d+| time \d+/g, "")}`);
    }
    if (opts.perft) {
      const counts = [];
      for (const k of opts.perft) counts.push(`${k}:${(await e.perft(k)).nodes}`);
      console.log(`  perft ${counts.join("  ")}`);
    }
  }
  console.log("```\n");
}
e.quit();
