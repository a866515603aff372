import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dist = process.argv[2];
const keys = process.argv.slice(3);
const m = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const entry = Object.keys(m).find((k) => m[k].isEntry && k.endsWith('.html'));
const seen = new Map();
function walk(k, from) { const c = m[k]; if (!c || seen.has(c.file)) return; if (c.file.endsWith('.js')) seen.set(c.file, { key: k, from }); for (const i of c.imports ?? []) walk(i, k); }
walk(entry, null);
const entryFiles = new Set(seen.keys());
for (const k of keys) walk(k, 'ROOT:' + k);
const rows = [...seen].map(([f, v]) => [gzipSync(readFileSync(`${dist}/${f}`), { level: 9 }).length, f, v.key, entryFiles.has(f) ? 'entry' : 'extra']);
rows.sort((a, b) => b[0] - a[0]);
let tot = 0; for (const r of rows) { tot += r[0]; }
for (const r of rows.slice(0, 45)) console.log(String((r[0] / 1000).toFixed(1)).padStart(6), r[3].padEnd(6), r[1].padEnd(45), r[2]);
console.log('total', (tot / 1000).toFixed(1));
