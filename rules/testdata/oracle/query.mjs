// Ask FSF about one position: its FEN after the moves, the checkers, the legal moves and perft counts.
// Usage: node --no-experimental-fetch query.mjs VARIANT "FEN|startpos" [MOVE ...] [--depth N] [--json]
import { FSF } from "./fsf.mjs";

const args = process.argv.slice(2);
let depth = 3;
let json = false;
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--depth") depth = Number(args[++i]);
  else if (args[i] === "--json") json = true;
  else rest.push(args[i]);
}
const [variant, fen, ...moves] = rest;
if (!variant || !fen) {
  console.error('usage: query.mjs VARIANT "FEN|startpos" [MOVE ...] [--depth N] [--json]');
  process.exit(2);
}
const e = await FSF.create();
await e.variant(variant);
await e.position(fen, moves);
const d = await e.display();
const legal = await e.moves();
const perft = {};
for (let k = 1; k <= depth; k++) perft[k] = (await e.perft(k)).nodes;
if (json) {
  console.log(JSON.stringify({ fsf_variant: variant, fen: d.fen, moves: legal, perft }));
} else {
  console.log(`variant:  ${variant}`);
  console.log(`input:    position ${fen === "startpos" ? "startpos" : "fen " + fen}${moves.length ? " moves " + moves.join(" ") : ""}`);
  console.log(`Fen:      ${d.fen}`);
  console.log(`Checkers: ${d.checkers.join(" ")}`);
  console.log(`moves(${legal.length}): ${legal.join(" ")}`);
  for (let k = 1; k <= depth; k++) console.log(`perft ${k}: ${perft[k]}`);
}
e.quit();
