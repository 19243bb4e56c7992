// Perft divide: node --no-experimental-fetch divide.mjs VARIANT "FEN|startpos" DEPTH [MOVE ...]
import { FSF } from "./fsf.mjs";
const [variant, fen, depth, ...moves] = process.argv.slice(2);
const e = await FSF.create();
await e.variant(variant);
await e.position(fen, moves);
const d = await e.display();
const r = await e.perft(Number(depth));
console.log(`${variant} | position ${fen === "startpos" ? "startpos" : "fen " + fen}${moves.length ? " moves " + moves.join(" ") : ""} | go perft ${depth}`);
console.log(`Fen: ${d.fen}  Checkers: ${d.checkers.join(" ")}`);
console.log(Object.entries(r.divide).sort().map(([m, n]) => `${m}:${n}`).join(" "));
console.log(`Nodes searched: ${r.nodes}`);
e.quit();
