// Approximate bytes per source in a built chunk, from its source map (VLQ decode).
import { readFileSync } from 'node:fs';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const lines = code.split('\n');
const sizes = new Map();
let src = 0;
const segsByLine = map.mappings.split(';');
for (let li = 0; li < segsByLine.length; li++) {
  let col = 0; const segs = segsByLine[li] ? segsByLine[li].split(',') : [];
  const decoded = [];
  for (const seg of segs) {
    const vals = []; let v = 0, shift = 0;
    for (const ch of seg) { const d = B64.indexOf(ch); v += (d & 31) << shift; if (d & 32) shift += 5; else { vals.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0; } }
    col += vals[0]; if (vals.length > 1) src += vals[1];
    decoded.push([col, vals.length > 1 ? src : null]);
  }
  const line = lines[li] ?? '';
  for (let i = 0; i < decoded.length; i++) {
    const [c, s] = decoded[i]; const end = i + 1 < decoded.length ? decoded[i + 1][0] : line.length;
    if (s === null) continue; const name = map.sources[s];
    sizes.set(name, (sizes.get(name) ?? 0) + (end - c));
  }
  // advance src line etc not needed
}
const byPkg = new Map();
for (const [k, v] of sizes) { const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(k); const key = m ? m[1] : k.replace(/^.*?(packages|apps)\//, '$1/').replace(/\/[^/]+$/, ''); byPkg.set(key, (byPkg.get(key) ?? 0) + v); }
for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(v).padStart(8), k);
