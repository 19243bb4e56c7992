// Thin async driver for the Fairy-Stockfish WASM build (npm fairy-stockfish-nnue.wasm),
// used only as a test oracle. Run under Node 20 with `node --no-experimental-fetch`.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const Stockfish = require("fairy-stockfish-nnue.wasm/stockfish.js");

export class FSF {
  static async create() {
    const e = new FSF();
    e.sf = await Stockfish();
    e.lines = [];
    e.waiter = null;
    e.sf.addMessageListener((line) => {
      e.lines.push(line);
      if (e.waiter && e.waiter.pred(line)) {
        const w = e.waiter;
        e.waiter = null;
        const out = e.lines;
        e.lines = [];
        w.resolve(out);
      }
    });
    await e.run("uci", (l) => l === "uciok");
    e.send("setoption name Use NNUE value false");
    await e.ready();
    return e;
  }

  send(cmd) {
    this.sf.postMessage(cmd);
  }

  // Send cmd and collect output lines until pred(line) is true (inclusive).
  run(cmd, pred) {
    return new Promise((resolve) => {
      this.lines = [];
      this.waiter = { pred, resolve };
      this.send(cmd);
    });
  }

  async ready() {
    return this.run("isready", (l) => l === "readyok");
  }

  async variant(v) {
    this.send(`setoption name UCI_Variant value ${v}`);
    await this.ready();
  }

  async position(fen, moves = []) {
    const m = moves.length ? ` moves ${moves.join(" ")}` : "";
    this.send(fen === "startpos" ? `position startpos${m}` : `position fen ${fen}${m}`);
  }

  // Returns {fen, checkers:[...], raw}
  async display() {
    this.send("d");
    const out = await this.ready();
    let fen = null;
    let checkers = [];
    for (const l of out) {
      if (l.startsWith("Fen: ")) fen = l.slice(5).trim();
      if (l.startsWith("Checkers:")) checkers = l.slice(9).trim().split(/\s+/).filter(Boolean);
    }
    return { fen, checkers, raw: out };
  }

  // Returns {nodes, divide: {move: count}, raw}
  async perft(depth) {
    const out = await this.run(`go perft ${depth}`, (l) => l.startsWith("Nodes searched"));
    const divide = {};
    let nodes = null;
    for (const l of out) {
      let m = /^(\S+): (\d+)$/.exec(l);
      if (m && !l.startsWith("Nodes")) divide[m[1]] = Number(m[2]);
      m = /^Nodes searched: (\d+)/.exec(l);
      if (m) nodes = Number(m[1]);
    }
    return { nodes, divide, raw: out };
  }

  async moves() {
    const r = await this.perft(1);
    return Object.keys(r.divide).sort();
  }

  async bestmove(goArgs) {
    const out = await this.run(`go ${goArgs}`, (l) => l.startsWith("bestmove"));
    return out[out.length - 1].split(/\s+/)[1];
  }

  quit() {
    this.send("quit");
    setTimeout(() => process.exit(0), 50);
  }
}
