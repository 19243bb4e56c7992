// Re-measure every line of a reference file with FSF, and optionally compare FSF variants.
//
//   node --no-experimental-fetch crosscheck.mjs FILE.jsonl                 verify each line as stored
//   node --no-experimental-fetch crosscheck.mjs FILE.jsonl V1 V2 ...        also measure each FEN under
//                                                                          V1, V2, ... and report where
//                                                                          their move lists / perft differ
import { readFileSync } from "node:fs";
import { FSF } from "./fsf.mjs";

const [file, ...variants] = process.argv.slice(2);
const lines = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const e = await FSF.create();
let cur = null;
async function measure(v, fen, depths) {
  if (v !== cur) {
    await e.variant(v);
    cur = v;
  }
  await e.position(fen, []);
  const moves = await e.moves();
  const perft = {};
  for (const d of depths) perft[d] = d === "1" ? moves.length : (await e.perft(Number(d))).nodes;
  return { moves, perft };
}

let bad = 0;
for (const r of lines) {
  const m = await measure(r.fsf_variant, r.fen, Object.keys(r.perft));
  if (JSON.stringify(m.moves) !== JSON.stringify(r.moves) || JSON.stringify(m.perft) !== JSON.stringify(r.perft)) {
    bad++;
    console.log(`MISMATCH ${r.fsf_variant} ${r.fen}: stored ${JSON.stringify(r.perft)} now ${JSON.stringify(m.perft)}`);
  }
}
console.log(`verified ${lines.length} lines, ${bad} mismatches`);

if (variants.length) {
  const diffs = {};
  const seen = new Set();
  for (const r of lines) {
    if (seen.has(r.fen)) continue;
    seen.add(r.fen);
    const res = {};
    for (const v of variants) res[v] = await measure(v, r.fen, ["1", "2", "3"]);
    for (let i = 0; i < variants.length; i++)
      for (let j = i + 1; j < variants.length; j++) {
        const a = res[variants[i]];
        const b = res[variants[j]];
        const key = `${variants[i]} vs ${variants[j]}`;
        diffs[key] ??= { same: 0, differ: 0, examples: [] };
        if (JSON.stringify(a) === JSON.stringify(b)) diffs[key].same++;
        else {
          diffs[key].differ++;
          if (diffs[key].examples.length < 3)
            diffs[key].examples.push(`${r.fen} [${r.kind}] ${JSON.stringify(a.perft)} vs ${JSON.stringify(b.perft)}`);
        }
      }
  }
  for (const [k, d] of Object.entries(diffs)) {
    console.log(`${k}: ${d.same} FENs identical (moves + perft 1-3), ${d.differ} differ`);
    for (const x of d.examples) console.log(`   e.g. ${x}`);
  }
}
e.quit();
