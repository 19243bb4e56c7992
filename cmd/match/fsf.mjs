// Runs Fairy-Stockfish (npm fairy-stockfish-nnue.wasm) as a UCI engine on
// stdin/stdout, for the match tool. NNUE stays off: the match measures our
// engine against Fairy-Stockfish's classical evaluation.
// Run under Node 20 with: node --no-experimental-fetch fsf.mjs
import { createRequire } from "node:module";
import readline from "node:readline";

const require = createRequire(import.meta.url);
const Stockfish = require("fairy-stockfish-nnue.wasm/stockfish.js");

const sf = await Stockfish();
// With no message listener the engine prints its lines to stdout itself.
sf.postMessage("setoption name Use NNUE value false");

const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  if (line.trim() === "quit") break;
  sf.postMessage(line);
}
sf.postMessage("quit");
setTimeout(() => process.exit(0), 50);
