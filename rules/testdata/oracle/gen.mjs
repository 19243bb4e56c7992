// Generate reference positions with Fairy-Stockfish (WASM) as the oracle.
//
//   node --no-experimental-fetch gen.mjs xiangqi  [--seed N] [--out FILE]
//   node --no-experimental-fetch gen.mjs janggi   [--seed N] [--out FILE]   (all four FSF janggi presets)
//   node --no-experimental-fetch gen.mjs shatar   [--seed N] [--out FILE]
//
// Each output line: {"fsf_variant", "fen", "moves" (sorted legal UCI moves), "perft": {"1","2"[,"3"]}, "kind"}.
// The FEN is FSF's own "Fen:" output; all perft counts are measured from `position fen <that FEN>`
// (no move history), so a line is reproducible from its FEN alone.
import { writeFileSync } from "node:fs";
import { FSF } from "./fsf.mjs";

// ---------------------------------------------------------------- options
const argv = process.argv.slice(2);
const game = argv[0];
let seed = 20240601;
let out = null;
for (let i = 1; i < argv.length; i++) {
  if (argv[i] === "--seed") seed = Number(argv[++i]);
  else if (argv[i] === "--out") out = argv[++i];
}
if (!["xiangqi", "janggi", "shatar"].includes(game)) {
  console.error("usage: gen.mjs xiangqi|janggi|shatar [--seed N] [--out FILE]");
  process.exit(2);
}
out = out ?? new URL(`../fsf_${game}.jsonl`, import.meta.url).pathname;

const PERFT3_LIMIT = 2_000_000; // depth 3 only when its count stays under this
const PERFT3_ESTIMATE_LIMIT = 4_000_000; // do not even try when the estimate is above this

// ---------------------------------------------------------------- PRNG
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(seed);
const rint = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1)); // inclusive
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const shuffle = (arr) => {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [arr[i], arr[j]] = [arr[j], arr[i]];
  }
  return arr;
};

// ---------------------------------------------------------------- boards
const GEOM = {
  xiangqi: { files: 9, ranks: 10 },
  janggi: { files: 9, ranks: 10 },
  shatar: { files: 8, ranks: 8 },
};
const { files: NF, ranks: NR } = GEOM[game];
const FILES = "abcdefghij".slice(0, NF);
const sq = (f, r) => FILES[f] + (r + 1); // f, r 0-based
const ALL = [];
for (let r = 0; r < NR; r++) for (let f = 0; f < NF; f++) ALL.push(sq(f, r));
const fileOf = (s) => FILES.indexOf(s[0]);
const rankOf = (s) => Number(s.slice(1)) - 1;

function parseFen(fen) {
  const [place, stm] = fen.split(" ");
  const board = {};
  const rows = place.split("/");
  rows.forEach((row, i) => {
    const r = NR - 1 - i;
    let f = 0;
    for (let k = 0; k < row.length; k++) {
      const c = row[k];
      if (/\d/.test(c)) {
        let n = c;
        while (k + 1 < row.length && /\d/.test(row[k + 1])) n += row[++k];
        f += Number(n);
      } else {
        board[sq(f, r)] = c;
        f++;
      }
    }
  });
  return { board, stm };
}

function boardToFen(board, stm) {
  const rows = [];
  for (let r = NR - 1; r >= 0; r--) {
    let row = "";
    let empty = 0;
    for (let f = 0; f < NF; f++) {
      const p = board[sq(f, r)];
      if (p) {
        if (empty) row += empty;
        empty = 0;
        row += p;
      } else empty++;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return `${rows.join("/")} ${stm} - - 0 1`;
}

const parseMove = (m) => {
  const x = /^([a-j])(\d+)([a-j])(\d+)([a-z]?)$/.exec(m);
  return x ? { from: x[1] + x[2], to: x[3] + x[4], promo: x[5] } : null;
};
const isWhite = (p) => p === p.toUpperCase();

const VALUES = {
  xiangqi: { r: 9, c: 4.5, n: 4, b: 2, a: 2, p: 1, k: 0 },
  janggi: { r: 13, c: 7, n: 5, b: 3, a: 3, p: 2, k: 0 },
  shatar: { j: 9, r: 5, b: 3, n: 3, p: 1, k: 0 },
}[game];

// Squares where a piece may stand (so that random placements are reachable-looking).
function region(p) {
  const white = isWhite(p);
  const t = p.toLowerCase();
  const fl = (s) => fileOf(s);
  const rk = (s) => rankOf(s); // 0-based
  const mirror = (r) => (white ? r : NR - 1 - r);
  if (game === "shatar") {
    if (t === "p") return ALL.filter((s) => rk(s) >= 1 && rk(s) <= 6);
    return ALL;
  }
  const palace = ALL.filter((s) => fl(s) >= 3 && fl(s) <= 5 && mirror(rk(s)) <= 2);
  if (t === "k") return palace;
  if (game === "xiangqi") {
    if (t === "a") return ALL.filter((s) => ["d1", "f1", "e2", "d3", "f3"].includes(FILES[fl(s)] + (mirror(rk(s)) + 1)));
    if (t === "b") return ALL.filter((s) => ["c1", "g1", "a3", "e3", "i3", "c5", "g5"].includes(FILES[fl(s)] + (mirror(rk(s)) + 1)));
    if (t === "p") return ALL.filter((s) => mirror(rk(s)) >= 5 || (mirror(rk(s)) >= 3 && fl(s) % 2 === 0));
    return ALL;
  }
  // janggi
  if (t === "a") return palace;
  if (t === "p") return ALL.filter((s) => mirror(rk(s)) >= 3);
  return ALL;
}

const POOL = {
  xiangqi: { a: 2, b: 2, n: 2, r: 2, c: 2, p: 5 },
  janggi: { a: 2, b: 2, n: 2, r: 2, c: 2, p: 5 },
  shatar: { j: 1, r: 2, b: 2, n: 2, p: 8 },
}[game];

function countPieces(board, p) {
  return Object.values(board).filter((x) => x === p).length;
}

function placeRandom(board, p, avoid = new Set()) {
  const t = p.toLowerCase();
  if (t !== "k" && countPieces(board, p) >= (POOL[t] ?? 2)) return null;
  const reg = region(p).filter((s) => !board[s] && !avoid.has(s));
  if (!reg.length) return null;
  const s = pick(reg);
  board[s] = p;
  return s;
}

// Add n random non-king pieces of one colour (white = upper case), respecting the pool.
function addRandomPieces(board, white, n, avoid = new Set(), types = null) {
  const kinds = types ?? Object.keys(POOL);
  for (let i = 0; i < n; i++) {
    const avail = kinds.filter((t) => countPieces(board, white ? t.toUpperCase() : t) < (POOL[t] ?? 2));
    if (!avail.length) return;
    placeRandom(board, white ? pick(avail).toUpperCase() : pick(avail), avoid);
  }
}

function between(a, b) {
  // squares strictly between two squares on one file
  const out = [];
  if (fileOf(a) !== fileOf(b)) return out;
  const lo = Math.min(rankOf(a), rankOf(b));
  const hi = Math.max(rankOf(a), rankOf(b));
  for (let r = lo + 1; r < hi; r++) out.push(sq(fileOf(a), r));
  return out;
}

function kingsFacing(board) {
  const K = Object.keys(board).find((s) => board[s] === "K");
  const k = Object.keys(board).find((s) => board[s] === "k");
  if (!K || !k || fileOf(K) !== fileOf(k)) return false;
  return between(K, k).every((s) => !board[s]);
}

// ---------------------------------------------------------------- oracle helpers
const e = await FSF.create();
let currentVariant = null;
async function useVariant(v) {
  if (v !== currentVariant) {
    await e.variant(v);
    currentVariant = v;
  }
}

async function fenAfter(v, fen, moves) {
  await useVariant(v);
  await e.position(fen, moves);
  return e.display();
}

// Is the side NOT to move in check (i.e. would the position be illegal)?
async function opponentInCheck(v, fen) {
  const parts = fen.split(" ");
  parts[1] = parts[1] === "w" ? "b" : "w";
  const d = await fenAfter(v, parts.join(" "), []);
  return d.checkers.length > 0;
}

async function divide2(v, fen, moves = []) {
  await useVariant(v);
  await e.position(fen, moves);
  return (await e.perft(2)).divide;
}

const records = [];
const seen = new Set();
let perft3Skipped = 0;

function jsonLine(r) {
  const moves = r.moves.map((m) => JSON.stringify(m)).join(", ");
  const perft = Object.entries(r.perft)
    .map(([k, n]) => `"${k}": ${n}`)
    .join(", ");
  return `{"fsf_variant": ${JSON.stringify(r.fsf_variant)}, "fen": ${JSON.stringify(r.fen)}, "moves": [${moves}], "perft": {${perft}}, "kind": ${JSON.stringify(r.kind)}}`;
}

// Measure one position from its FEN alone and store it. Returns the record or null (duplicate).
async function record(v, fenIn, kind) {
  await useVariant(v);
  await e.position(fenIn, []);
  const d = await e.display();
  const fen = d.fen;
  const key = `${v}|${fen.split(" ").slice(0, 2).join(" ")}`;
  if (seen.has(key)) return null;
  const p1 = await e.perft(1);
  const moves = Object.keys(p1.divide).sort();
  const perft = { 1: p1.nodes };
  if (p1.nodes > 0) {
    perft[2] = (await e.perft(2)).nodes;
    const est = perft[1] ? (perft[2] * perft[2]) / perft[1] : 0;
    if (est < PERFT3_ESTIMATE_LIMIT) {
      const n3 = (await e.perft(3)).nodes;
      if (n3 <= PERFT3_LIMIT) perft[3] = n3;
      else perft3Skipped++;
    } else perft3Skipped++;
  } else {
    perft[2] = 0;
    perft[3] = 0;
  }
  seen.add(key);
  // mark janggi FENs whose generals face each other: FSF treats them as a bikjang ply (see FINDINGS.md)
  if (game === "janggi" && !kind.includes("facing") && kingsFacing(parseFen(fen).board)) kind += "+facing";
  const rec = { fsf_variant: v, fen, moves, perft, kind, checkers: d.checkers };
  records.push(rec);
  return rec;
}

// Build a random position; returns a FEN that FSF accepts as legal (side not to move not in check).
async function randomLegal(v, build, { tries = 400, accept = null } = {}) {
  for (let t = 0; t < tries; t++) {
    const board = {};
    const stm = build(board);
    if (!stm) continue;
    if (!Object.values(board).includes("K") || !Object.values(board).includes("k")) continue;
    if (game === "xiangqi" && kingsFacing(board)) continue;
    const fen = boardToFen(board, stm);
    if (await opponentInCheck(v, fen)) continue;
    if (accept && !(await accept(fen, board))) continue;
    return fen;
  }
  return null;
}

// ---------------------------------------------------------------- playouts
// Move choice: uniform base weight, boosted for captures (by value), for moves that leave the
// opponent few replies (checks), and for moves leaving no reply at all (mates); passes are rare.
async function chooseMove(v, startFen, moves, fen, style) {
  const div = await divide2(v, startFen, moves);
  const cands = Object.keys(div);
  if (!cands.length) return null;
  const { board } = parseFen(fen);
  const counts = cands.map((m) => div[m]).sort((a, b) => a - b);
  const median = counts[Math.floor(counts.length / 2)] || 1;
  const weights = cands.map((m) => {
    const mv = parseMove(m);
    if (mv.from === mv.to) return cands.length === 1 ? 1 : style.pass;
    let w = 1;
    const victim = board[mv.to];
    if (victim) w += style.capture * (1 + VALUES[victim.toLowerCase()]);
    if (div[m] === 0) w += style.mate;
    else if (div[m] < 0.45 * median) w += style.check;
    if (mv.promo) w += 3;
    return w;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rnd() * total;
  for (let i = 0; i < cands.length; i++) {
    x -= weights[i];
    if (x <= 0) return cands[i];
  }
  return cands[cands.length - 1];
}

function randomStyle() {
  const s = rnd();
  if (s < 0.3) return { name: "uniform", capture: 0.2, check: 0.5, mate: 2, pass: 0.3 };
  if (s < 0.7) return { name: "greedy", capture: 1.5, check: 3, mate: 20, pass: 0.4 };
  return { name: "butcher", capture: 4, check: 2, mate: 10, pass: 0.2 };
}

// One playout; snapshots up to maxSnaps positions along the way.
async function playout(v, startFen, { maxPlies, snapProb, maxSnaps, kindPrefix = "playout" }) {
  const style = randomStyle();
  const moves = [];
  let snaps = 0;
  let fen = (await fenAfter(v, startFen, [])).fen;
  for (let ply = 0; ply <= maxPlies; ply++) {
    const d = await fenAfter(v, startFen, moves);
    fen = d.fen;
    const inCheck = d.checkers.length > 0;
    const pr = inCheck ? Math.max(snapProb, 0.35) : snapProb;
    const last = ply === maxPlies;
    if (snaps < maxSnaps && (last || rnd() < pr) && ply > 0) {
      const { board } = parseFen(fen);
      let kind = kindPrefix;
      if (game === "janggi" && kingsFacing(board)) kind += "-facing";
      if (inCheck) kind += "-check";
      const r = await record(v, fen, kind);
      if (r) snaps++;
    }
    const m = await chooseMove(v, startFen, moves, fen, style);
    if (!m) {
      // no legal move: record the terminal position now and then
      if (rnd() < 0.5) {
        const r = await record(v, fen, `${kindPrefix}-nomoves`);
        if (r) {
          snaps++;
          // The game was over here because of its history (janggi: pass+pass, or bikjang+pass),
          // but from the FEN alone FSF does generate moves.
          if (r.perft[1] > 0) r.kind = r.kind.replace("-nomoves", "-over-by-history");
        }
      }
      break;
    }
    moves.push(m);
  }
  return snaps;
}

// ---------------------------------------------------------------- game-specific generation
const log = (...a) => console.error(`[${game}]`, ...a);

async function runPlayouts(v, target, startFens, opts) {
  const before = records.filter((r) => r.fsf_variant === v).length;
  let n = 0;
  while (records.filter((r) => r.fsf_variant === v).length - before < target && n < target * 4) {
    n++;
    const start = pick(startFens);
    const maxPlies = pick([rint(2, 20), rint(10, 60), rint(30, 120), rint(60, 220)]);
    await playout(v, start, { maxPlies, snapProb: opts.snapProb ?? 0.06, maxSnaps: opts.maxSnaps ?? 4, kindPrefix: opts.kindPrefix ?? "playout" });
  }
}

async function collect(v, target, kind, build, opts = {}) {
  let got = 0;
  for (let t = 0; t < target * 6 && got < target; t++) {
    const fen = await randomLegal(v, build, opts);
    if (!fen) continue;
    const r = await record(v, fen, kind);
    if (!r) continue;
    if (opts.post && !(await opts.post(r))) {
      records.pop();
      seen.delete(`${v}|${r.fen.split(" ").slice(0, 2).join(" ")}`);
      continue;
    }
    got++;
  }
  log(`${v} ${kind}: ${got}/${target}`);
}

const stmRand = () => (rnd() < 0.5 ? "w" : "b");

// xiangqi -------------------------------------------------------------------
async function genXiangqi() {
  const v = "xiangqi";
  const START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
  const kings = (b, avoid) => {
    placeRandom(b, "K", avoid);
    placeRandom(b, "k", avoid);
  };
  // a few sparse hand-made starting points for playouts
  const sparseStarts = [];
  for (let i = 0; i < 8; i++) {
    const fen = await randomLegal(v, (b) => {
      kings(b);
      addRandomPieces(b, true, rint(5, 9));
      addRandomPieces(b, false, rint(5, 9));
      return stmRand();
    });
    if (fen) sparseStarts.push(fen);
  }
  await runPlayouts(v, 120, [START], {});
  await runPlayouts(v, 25, sparseStarts, { kindPrefix: "playout-from-sparse" });
  await collect(v, 25, "hand:sparse", (b) => {
    kings(b);
    addRandomPieces(b, true, rint(0, 5));
    addRandomPieces(b, false, rint(0, 5));
    return stmRand();
  });
  // generals on one file with exactly one piece between
  await collect(v, 22, "hand:generals-one-between", (b) => {
    const f = rint(3, 5);
    const K = sq(f, rint(0, 2));
    const k = sq(f, rint(7, 9));
    b[K] = "K";
    b[k] = "k";
    const betw = between(K, k);
    const s = pick(betw);
    const cands = shuffle(["R", "C", "N", "P", "A", "B", "r", "c", "n", "p", "a", "b"]).filter((p) => region(p).includes(s));
    if (!cands.length) return null;
    b[s] = cands[0];
    const avoid = new Set(betw);
    addRandomPieces(b, true, rint(1, 5), avoid);
    addRandomPieces(b, false, rint(1, 5), avoid);
    return stmRand();
  });
  // cannons with screens on their lines
  await collect(v, 22, "hand:cannon-screens", (b) => {
    kings(b);
    for (const white of [true, false]) {
      for (let i = 0; i < rint(1, 2); i++) {
        const c = placeRandom(b, white ? "C" : "c");
        if (!c) continue;
        // put one or two pieces on the cannon's rank or file
        for (let j = 0; j < rint(1, 3); j++) {
          const line = ALL.filter((s) => !b[s] && (fileOf(s) === fileOf(c) || rankOf(s) === rankOf(c)));
          const s = pick(line);
          const cands = shuffle(["R", "N", "P", "C", "r", "n", "p", "c", "B", "b", "A", "a"]).filter((p) => region(p).includes(s) && countPieces(b, p) < (POOL[p.toLowerCase()] ?? 2));
          if (cands.length) b[s] = cands[0];
        }
      }
    }
    addRandomPieces(b, true, rint(0, 3));
    addRandomPieces(b, false, rint(0, 3));
    return stmRand();
  });
  // soldiers across the river
  await collect(v, 18, "hand:soldiers-crossed", (b) => {
    kings(b);
    for (let i = 0; i < rint(2, 5); i++) placeRandom(b, "P", new Set(ALL.filter((s) => rankOf(s) < 5)));
    for (let i = 0; i < rint(2, 5); i++) placeRandom(b, "p", new Set(ALL.filter((s) => rankOf(s) > 4)));
    addRandomPieces(b, true, rint(0, 4), new Set(), ["a", "b", "r", "n", "c"]);
    addRandomPieces(b, false, rint(0, 4), new Set(), ["a", "b", "r", "n", "c"]);
    return stmRand();
  });
  // side to move in check (sparse)
  await collect(
    v,
    18,
    "hand:check",
    (b) => {
      kings(b);
      addRandomPieces(b, true, rint(1, 6));
      addRandomPieces(b, false, rint(1, 6));
      return stmRand();
    },
    { tries: 3000, accept: async (fen) => (await fenAfter(v, fen, [])).checkers.length > 0 },
  );
  // mated / stalemated (no legal move)
  await collect(
    v,
    8,
    "hand:nomoves",
    (b) => {
      kings(b);
      addRandomPieces(b, true, rint(2, 6), new Set(), ["r", "c", "n", "p", "r"]);
      addRandomPieces(b, false, rint(0, 3));
      return rnd() < 0.5 ? "b" : "w";
    },
    { tries: 4000, accept: async (fen) => (await (async () => { await e.position(fen, []); return (await e.perft(1)).nodes; })()) === 0 },
  );
}

// janggi -------------------------------------------------------------------
const JANGGI_PRESETS = ["janggi", "janggitraditional", "janggimodern", "janggicasual"];
function janggiSetup() {
  // four arrangements per side: horse/elephant swapped on either wing
  const wing = () => (rnd() < 0.5 ? ["N", "B"] : ["B", "N"]);
  const [l1, l2] = wing();
  const [r1, r2] = wing();
  const white = `R${l1}${l2}A1A${r2}${r1}R`;
  const [bl1, bl2] = wing();
  const [br1, br2] = wing();
  const black = `r${bl1}${bl2}a1a${br2}${br1}r`.toLowerCase();
  return `${black}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/${white} w - - 0 1`;
}

async function genJanggi() {
  const PALACE_W = ["d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"];
  const PALACE_B = ["d8", "e8", "f8", "d9", "e9", "f9", "d10", "e10", "f10"];
  const DIAG_W = ["d1", "f1", "e2", "d3", "f3"];
  const DIAG_B = ["d8", "f8", "e9", "d10", "f10"];
  for (const v of JANGGI_PRESETS) {
    const starts = ["startpos"];
    for (let i = 0; i < 6; i++) starts.push(janggiSetup());
    await runPlayouts(v, 80, starts, {});
    await collect(v, 12, "hand:sparse", (b) => {
      placeRandom(b, "K");
      placeRandom(b, "k");
      addRandomPieces(b, true, rint(0, 6));
      addRandomPieces(b, false, rint(0, 6));
      return stmRand();
    });
    // generals facing on an open file (bikjang), each side to move
    for (const stm of ["w", "b"]) {
      await collect(v, 8, `hand:facing-${stm}`, (b) => {
        const f = rint(3, 5);
        const K = sq(f, rint(0, 2));
        const k = sq(f, rint(7, 9));
        b[K] = "K";
        b[k] = "k";
        const avoid = new Set(between(K, k));
        addRandomPieces(b, true, rint(0, 5), avoid);
        addRandomPieces(b, false, rint(0, 5), avoid);
        return stm;
      });
    }
    // generals on one file with exactly one piece between (moving it away creates facing)
    await collect(v, 8, "hand:generals-one-between", (b) => {
      const f = rint(3, 5);
      const K = sq(f, rint(0, 2));
      const k = sq(f, rint(7, 9));
      b[K] = "K";
      b[k] = "k";
      const betw = between(K, k);
      const s = pick(betw);
      const cands = shuffle(["R", "C", "N", "P", "A", "B", "r", "c", "n", "p", "a", "b"]).filter((p) => region(p).includes(s));
      if (!cands.length) return null;
      b[s] = cands[0];
      const avoid = new Set(betw);
      addRandomPieces(b, true, rint(0, 4), avoid);
      addRandomPieces(b, false, rint(0, 4), avoid);
      return stmRand();
    });
    // facing generals where the side to move cannot break the facing (only the pass, or nothing)
    await collect(
      v,
      4,
      "hand:facing-cannot-break",
      (b) => {
        const f = rint(3, 5);
        const K = sq(f, rint(0, 2));
        const k = sq(f, rint(7, 9));
        b[K] = "K";
        b[k] = "k";
        const avoid = new Set(between(K, k));
        addRandomPieces(b, true, rint(0, 2), avoid, ["r", "c", "a"]);
        addRandomPieces(b, false, rint(1, 4), avoid, ["r", "c", "n"]);
        return "w";
      },
      {
        tries: 3000,
        accept: async (fen) => {
          await e.position(fen, []);
          const ms = await e.moves();
          return ms.every((m) => {
            const x = parseMove(m);
            return x.from === x.to;
          });
        },
      },
    );
    // palace diagonals: chariots, cannons and soldiers on palace points
    await collect(v, 14, "hand:palace", (b) => {
      placeRandom(b, "K");
      placeRandom(b, "k");
      for (const white of [true, false]) {
        const enemyDiag = white ? DIAG_B : DIAG_W;
        const ownDiag = white ? DIAG_W : DIAG_B;
        for (let i = 0; i < rint(1, 3); i++) {
          const t = pick(["r", "c", "p", "r", "c"]);
          const p = white ? t.toUpperCase() : t;
          const s = pick(rnd() < 0.7 ? enemyDiag : ownDiag).toString();
          if (!b[s] && region(p).includes(s) && countPieces(b, p) < POOL[t]) b[s] = p;
        }
        // a screen in the palace centre now and then
        const centre = white ? "e9" : "e2";
        if (!b[centre] && rnd() < 0.5) b[centre] = pick(["a", "n", "p", "A", "N", "P"].filter((p) => region(p).includes(centre)));
      }
      addRandomPieces(b, true, rint(0, 3));
      addRandomPieces(b, false, rint(0, 3));
      return stmRand();
    });
    // in check
    await collect(
      v,
      8,
      "hand:check",
      (b) => {
        placeRandom(b, "K");
        placeRandom(b, "k");
        addRandomPieces(b, true, rint(1, 6));
        addRandomPieces(b, false, rint(1, 6));
        return stmRand();
      },
      { tries: 3000, accept: async (fen) => (await fenAfter(v, fen, [])).checkers.length > 0 },
    );
    // no legal move at all (checkmate: the pass is illegal in check)
    await collect(
      v,
      6,
      "hand:nomoves",
      (b) => {
        placeRandom(b, "k");
        placeRandom(b, "K");
        for (let i = 0; i < rint(0, 2); i++) placeRandom(b, "a");
        addRandomPieces(b, true, rint(2, 5), new Set(), ["r", "c", "n", "p", "r"]);
        addRandomPieces(b, false, rint(0, 2), new Set(), ["r", "c", "n", "p", "b"]);
        return "b";
      },
      {
        tries: 6000,
        accept: async (fen) => {
          await e.position(fen, []);
          return (await e.perft(1)).nodes === 0;
        },
      },
    );
    log(`${v}: ${records.filter((r) => r.fsf_variant === v).length} positions`);
  }
}

// shatar -------------------------------------------------------------------
async function genShatar() {
  const v = "shatar";
  const kings = (b) => {
    placeRandom(b, "K");
    placeRandom(b, "k");
  };
  await runPlayouts(v, 140, ["startpos"], {});
  await collect(v, 12, "hand:sparse", (b) => {
    kings(b);
    addRandomPieces(b, true, rint(1, 6));
    addRandomPieces(b, false, rint(1, 6));
    return stmRand();
  });
  // promotions: pawns one step from the last rank
  await collect(v, 25, "hand:promotion", (b) => {
    kings(b);
    for (let i = 0; i < rint(1, 3); i++) placeRandom(b, "P", new Set(ALL.filter((s) => rankOf(s) !== 6)));
    for (let i = 0; i < rint(0, 2); i++) placeRandom(b, "p", new Set(ALL.filter((s) => rankOf(s) !== 1)));
    // something to capture on the promotion rank now and then
    for (let i = 0; i < rint(0, 2); i++) placeRandom(b, pick(["r", "n", "b", "j"]), new Set(ALL.filter((s) => rankOf(s) !== 7)));
    addRandomPieces(b, true, rint(0, 3), new Set(), ["r", "n", "b", "j"]);
    addRandomPieces(b, false, rint(0, 3), new Set(), ["r", "n", "b", "j", "p"]);
    return stmRand();
  });
  await collect(
    v,
    20,
    "hand:check",
    (b) => {
      kings(b);
      addRandomPieces(b, true, rint(1, 6));
      addRandomPieces(b, false, rint(1, 6));
      return stmRand();
    },
    { tries: 3000, accept: async (fen) => (await fenAfter(v, fen, [])).checkers.length > 0 },
  );
  // bare king: one side has only its king (FSF: no legal moves for either side)
  await collect(v, 16, "hand:bare-king", (b) => {
    kings(b);
    const bare = rnd() < 0.5;
    addRandomPieces(b, bare, rint(1, 5));
    return stmRand();
  });
  await collect(v, 3, "hand:kings-only", (b) => {
    kings(b);
    return stmRand();
  });
  // one side has king + one piece that can be taken: the capture leaves a bare king
  await collect(
    v,
    14,
    "hand:near-bare",
    (b) => {
      kings(b);
      const white = rnd() < 0.5;
      addRandomPieces(b, white, 1);
      addRandomPieces(b, !white, rint(1, 4), new Set(), ["j", "r", "n", "b"]);
      return white ? "b" : "w";
    },
    {
      tries: 3000,
      accept: async (fen, board) => {
        const stmWhite = fen.split(" ")[1] === "w";
        const div = await divide2(v, fen);
        return Object.keys(div).some((m) => {
          const t = board[parseMove(m).to];
          return t && isWhite(t) !== stmWhite && t.toLowerCase() !== "k" && div[m] === 0;
        });
      },
    },
  );
  // a knight move that gives mate (legal in FSF)
  const knightMates = async (fen, board) => {
    const stmWhite = fen.split(" ")[1] === "w";
    const div = await divide2(v, fen);
    for (const m of Object.keys(div)) {
      if (div[m] !== 0) continue;
      const p = board[parseMove(m).from];
      if (!p || p.toLowerCase() !== "n" || isWhite(p) !== stmWhite) continue;
      const d = await fenAfter(v, fen, [m]);
      if (d.checkers.length) return true;
    }
    return false;
  };
  await collect(
    v,
    16,
    "hand:knight-mate-available",
    (b) => {
      const white = rnd() < 0.5;
      const K = white ? "k" : "K"; // the king to be mated
      const corner = pick(["a1", "h1", "a8", "h8", "b8", "g1", "a7", "h2"]);
      b[corner] = K;
      // friends around the king
      const near = ALL.filter((s) => Math.abs(fileOf(s) - fileOf(corner)) <= 1 && Math.abs(rankOf(s) - rankOf(corner)) <= 1 && s !== corner);
      for (const s of shuffle(near).slice(0, rint(1, near.length))) {
        const t = pick(["p", "r", "b", "n", "p"]);
        const p = white ? t : t.toUpperCase();
        if (region(p).includes(s) && countPieces(b, p) < POOL[t]) b[s] = p;
      }
      for (let i = 0; i < rint(1, 2); i++) placeRandom(b, white ? "N" : "n");
      placeRandom(b, white ? "K" : "k");
      addRandomPieces(b, white, rint(0, 3), new Set(), ["r", "j", "b", "p"]);
      return white ? "w" : "b";
    },
    { tries: 8000, accept: knightMates },
  );
  // positions just after a knight mate (no legal moves)
  let nm = 0;
  for (const r of records.filter((x) => x.kind === "hand:knight-mate-available").slice()) {
    if (nm >= 6) break;
    const { board } = parseFen(r.fen);
    const div = await divide2(v, r.fen);
    for (const m of Object.keys(div)) {
      const p = board[parseMove(m).from];
      if (div[m] === 0 && p && p.toLowerCase() === "n") {
        const d = await fenAfter(v, r.fen, [m]);
        if (d.checkers.length && (await record(v, d.fen, "hand:knight-mated"))) nm++;
        break;
      }
    }
  }
  log(`shatar: ${records.length} positions`);
}

// ---------------------------------------------------------------- main
const t0 = Date.now();
if (game === "xiangqi") await genXiangqi();
else if (game === "janggi") await genJanggi();
else await genShatar();

const lines = records.map(jsonLine);
writeFileSync(out, lines.join("\n") + "\n");
const kinds = {};
for (const r of records) kinds[`${r.fsf_variant} ${r.kind}`] = (kinds[`${r.fsf_variant} ${r.kind}`] ?? 0) + 1;
log(`wrote ${records.length} lines to ${out} in ${((Date.now() - t0) / 1000).toFixed(1)} s; perft 3 skipped for ${perft3Skipped}`);
for (const [k, n] of Object.entries(kinds).sort()) log(`  ${k}: ${n}`);
e.quit();
