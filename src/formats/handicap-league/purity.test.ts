import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The format must be pure (architecture brief): no clock, no Math.random, no I/O imports.
const FORBIDDEN = [
  /Date\.now\(/,
  /new Date\(\)/,
  /Math\.random\(/,
  /from 'node:(fs|net|http|https|child_process)'/,
];
const sources = readdirSync(new URL('.', import.meta.url)).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);

describe('purity', () => {
  it.each(sources)('%s reads no clock, draws no Math.random and does no I/O', (file) => {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(FORBIDDEN.filter((pattern) => pattern.test(text)).map(String)).toEqual([]);
  });
});
