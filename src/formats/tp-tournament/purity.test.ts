import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url).pathname;
const sources = [
  ...readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(here, f)),
  join(here, '../../core/elo.ts'),
];
const FORBIDDEN = [
  /Date\.now\(/,
  /new Date\(\)/,
  /Math\.random\(/,
  /from ['"](node:)?(fs|net|http|https|child_process)['"]/,
];

describe('purity (TX-1 … TX-14 are pure rules)', () => {
  it.each(sources.map((f) => [f.slice(f.lastIndexOf('/src/') + 1), f]))(
    'TX-13 and the format: %s reads no clock, draws no Math.random and does no I/O',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
    },
  );
});
