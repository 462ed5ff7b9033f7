import { readFileSync } from 'node:fs';
import { configMutants, unsafeUrlMutants, validConfigMutants } from './scripts/config/fuzz-mutants.ts';
import { validateConfigSource } from './scripts/config/load-config.ts';
const shipped = readFileSync('site.config.yaml', 'utf8');
const t = performance.now();
const ms = configMutants(shipped, 1200);
const g = performance.now();
let ok = 0, errs = 0; let slow = 0;
for (const m of ms) { const s = performance.now(); const r = validateConfigSource(m.source, 'x'); slow = Math.max(slow, performance.now() - s); if (r.ok) ok++; else errs += r.errors.length; }
console.log({ gen: (g - t).toFixed(0), validate: (performance.now() - g).toFixed(0), valid: ok, invalid: 1200 - ok, errors: errs, slowestMs: slow.toFixed(0) });
console.log('unsafe', unsafeUrlMutants(shipped).length, 'distinct valid of 200', validConfigMutants(shipped, 200).length);
