/**
 * `npm run arch`: prints the architecture's figures (issue 27, docs/architecture.md): files
 * outside `src/formats/` naming a format, file import cycles, and functions over 100 lines, each
 * with its list. Reads `src/` beside `dist/`; exits 1 when any of the three is not zero (the
 * architecture test holds them there), else 0. `node dist/tools/arch.js <src>` reads another tree.
 */

import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { architectureReport } from './architecture.js';

const src = process.argv[2] ?? fileURLToPath(new URL('../../src/', import.meta.url));
const report = architectureReport(src);
const at = (file: string) => relative(src, file);

console.log(`files outside src/formats/ naming a format: ${report.naming.length}`);
for (const { file, names } of report.naming) console.log(`  ${at(file)} (${names.join(', ')})`);
console.log(`file import cycles: ${report.cycles.length}`);
for (const cycle of report.cycles) console.log(`  ${[...cycle, cycle[0] as string].map(at).join(' → ')}`);
console.log(`functions over 100 lines: ${report.long.length}`);
for (const f of [...report.long].sort((a, b) => b.lines - a.lines))
  console.log(`  ${at(f.file)}:${f.line} ${f.name} (${f.lines} lines)`);
process.exitCode = report.naming.length > 0 || report.cycles.length > 0 || report.long.length > 0 ? 1 : 0;
