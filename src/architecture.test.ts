/**
 * The architecture, checked: core/, formats/ and mail/ are pure (no clock, no randomness, no I/O),
 * and imports point downwards only (cli/server → app → store/mail → formats → core).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const FORBIDDEN_CALLS: [RegExp, string][] = [
  [/\bDate\.now\s*\(/, 'reads the clock (Date.now)'],
  [/\bnew Date\s*\(\s*\)/, 'reads the clock (new Date())'],
  [/\bMath\.random\s*\(/, 'draws Math.random'],
  [/\bperformance\.now\s*\(/, 'reads the clock (performance.now)'],
  [/\b(setTimeout|setInterval|setImmediate)\s*\(/, 'uses timers'],
  [/\bprocess\.(env|argv|exit|stdout|stderr|hrtime|cwd)\b/, 'touches the process'],
  [/\b(fetch|require)\s*\(/, 'does I/O or dynamic loading'],
];

const importsOf = (text: string): string[] =>
  [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => (m[1] ?? m[2]) as string);

const PURE_LAYERS = ['core', 'formats', 'mail'];
const IO_MODULES =
  /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|os|dgram|dns|tls|worker_threads|cluster|readline|process|path)$/;

/** Which top-level folders each layer may import from. */
const ALLOWED: Record<string, string[]> = {
  core: ['core'],
  formats: ['core', 'formats'],
  mail: ['core', 'formats', 'mail'],
  store: ['core', 'store'],
  app: ['core', 'formats', 'mail', 'store', 'app'],
  server: ['core', 'formats', 'mail', 'store', 'app', 'server'],
  cli: ['core', 'formats', 'mail', 'store', 'app', 'server', 'cli'],
  bench: ['core', 'formats', 'mail', 'store', 'app', 'server', 'bench'],
};

const layerOf = (file: string): string => relative(root, file).split('/')[0] as string;

describe('architecture', () => {
  for (const layer of PURE_LAYERS) {
    it(`${layer}/ reads no clock, draws no randomness and does no I/O`, () => {
      const problems: string[] = [];
      for (const file of sources(join(root, layer))) {
        const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        for (const [pattern, what] of FORBIDDEN_CALLS)
          if (pattern.test(text)) problems.push(`${relative(root, file)} ${what}`);
        for (const spec of importsOf(text))
          if (IO_MODULES.test(spec)) problems.push(`${relative(root, file)} imports ${spec}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('imports point downwards only', () => {
    const problems: string[] = [];
    for (const file of sources(root)) {
      const layer = layerOf(file);
      const allowed = ALLOWED[layer];
      if (!allowed) continue;
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = layerOf(join(file, '..', spec));
        if (target in ALLOWED && !allowed.includes(target))
          problems.push(`${relative(root, file)} (${layer}) imports ${spec} (${target})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the scan itself catches a forbidden call', () => {
    expect(FORBIDDEN_CALLS.some(([p]) => p.test('const t = Date.now();'))).toBe(true);
    expect(importsOf("import { readFileSync } from 'node:fs';")).toEqual(['node:fs']);
  });
});
