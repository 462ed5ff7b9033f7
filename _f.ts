import { readFileSync } from 'node:fs';
import { configMutants } from './scripts/config/fuzz-mutants.ts';
import { validateConfigSource } from './scripts/config/load-config.ts';
const shipped = readFileSync('site.config.yaml', 'utf8');
validateConfigSource(shipped, 'x');
let t = performance.now();
let ms: Mutant[] = [];
try { ms = configMutants(shipped, 200); } catch (e) { console.log('gen threw', String(e).slice(0,100)); }
type Mutant = { name: string; source: string };
console.log('gen 200', performance.now() - t);
const times: [number, string, number][] = [];
for (const m of ms) { const s = performance.now(); validateConfigSource(m.source, 'x'); times.push([performance.now() - s, m.name.slice(0, 80), m.source.length]); }
times.sort((a, b) => b[0] - a[0]);
console.log('validate total', times.reduce((a, b) => a + b[0], 0));
console.log(times.slice(0, 12));
