/**
 * The architecture, checked: core/, the formats' rules and mail are pure (no clock, no
 * randomness, no I/O), imports point downwards only (cli/server → a format's edges → app →
 * store/mail → the formats' rules → core), no file imports itself round a circle, no file outside
 * src/formats/ names a format, no function runs over 100 lines, nothing shipped imports test
 * support, and every format folder has the one documented shape (docs/adding-a-format.md,
 * docs/architecture.md).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  filesNamingAFormat,
  importCycles,
  importGraph,
  linesNamingEachFormat,
  longFunctions,
  shippedSources,
} from './tools/architecture.js';

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

const PURE_LAYERS = ['core', 'formats', 'mail', 'format-mail', 'registry'];
const IO_MODULES =
  /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|os|dgram|dns|tls|worker_threads|cluster|readline|process|path)$/;

/**
 * Which layers each layer may import from. A layer is a top-level folder, except in formats/: a
 * format's rules (`formats/<f>/*.ts`) are `formats`; its mail (`formats/<f>/mail/`) is
 * `format-mail`, beside `mail`; its manifest (`formats/<f>/manifest.ts`), the one list of them
 * (`catalog.ts`) and the lists derived from it for the app and the mail (`loaders.ts`,
 * `registry.ts`, `mail.ts`, `trf.ts`, `demos.ts`) are `registry`, above the rules and the mail
 * and below the app; its other edges (`web/`, `cli/`, its `module.ts`, and the lists
 * `modules.ts`, `tools.ts`) are `edges`, above the app and the kits (server/kit, the form kit,
 * cli/ helpers) and below the hosts.
 */
const ALLOWED: Record<string, string[]> = {
  core: ['core'],
  formats: ['core', 'formats'],
  mail: ['core', 'formats', 'mail', 'format-mail', 'registry'],
  'format-mail': ['core', 'formats', 'mail', 'format-mail'],
  registry: ['core', 'formats', 'mail', 'format-mail', 'registry'],
  store: ['core', 'store'],
  app: ['core', 'formats', 'mail', 'format-mail', 'registry', 'store', 'app'],
  edges: ['core', 'formats', 'mail', 'format-mail', 'registry', 'store', 'app', 'server', 'cli', 'edges'],
  server: ['core', 'formats', 'mail', 'format-mail', 'registry', 'store', 'app', 'server', 'edges'],
  cli: ['core', 'formats', 'mail', 'format-mail', 'registry', 'store', 'app', 'server', 'cli', 'edges'],
  bench: ['core', 'formats', 'mail', 'format-mail', 'registry', 'store', 'app', 'server', 'edges', 'bench'],
};

const FORMAT_EDGE_LISTS = new Set(['module.ts', 'modules.ts', 'tools.ts']);
const FORMAT_REGISTRY = new Set([
  'manifest.ts',
  'catalog.ts',
  'loaders.ts',
  'registry.ts',
  'mail.ts',
  'trf.ts',
  'demos.ts',
]);

const layerOf = (file: string): string => {
  const [top, second, third] = relative(root, file).split('/') as [string, string?, string?];
  if (top !== 'formats' || second === undefined) return top;
  if (third === undefined)
    return FORMAT_REGISTRY.has(second) ? 'registry' : FORMAT_EDGE_LISTS.has(second) ? 'edges' : 'formats';
  if (third === 'mail') return 'format-mail';
  if (third === 'manifest.ts') return 'registry';
  return third === 'web' || third === 'cli' || FORMAT_EDGE_LISTS.has(third) ? 'edges' : 'formats';
};

/** The files of a layer (a top-level folder, or one of the layers inside formats/). */
const layerSources = (layer: string): string[] =>
  sources(join(root, ['format-mail', 'edges', 'registry'].includes(layer) ? 'formats' : layer)).filter(
    (file) => layerOf(file) === layer,
  );

describe('architecture', () => {
  for (const layer of PURE_LAYERS) {
    it(`${layer}/ reads no clock, draws no randomness and does no I/O`, () => {
      const problems: string[] = [];
      for (const file of layerSources(layer)) {
        const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        for (const [pattern, what] of FORBIDDEN_CALLS)
          if (pattern.test(text)) problems.push(`${relative(root, file)} ${what}`);
        for (const spec of importsOf(text))
          if (IO_MODULES.test(spec)) problems.push(`${relative(root, file)} imports ${spec}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("a format's edges (web/, cli/) do their I/O through the kits, never node's modules", () => {
    const problems: string[] = [];
    for (const file of layerSources('edges')) {
      for (const spec of importsOf(readFileSync(file, 'utf8')))
        if (IO_MODULES.test(spec)) problems.push(`${relative(root, file)} imports ${spec}`);
    }
    expect(problems).toEqual([]);
  });

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

  it('no file imports itself round a circle (type-only and dynamic imports count too)', () => {
    const cycles = importCycles(importGraph(shippedSources(root)));
    expect(cycles.map((cycle) => cycle.map((file) => relative(root, file)))).toEqual([]);
  });

  it('outside src/formats/ no file names a format: the hosts and kits loop over the lists', () => {
    const naming = filesNamingAFormat(root, shippedSources(root));
    expect(naming.map(({ file, names }) => `${relative(root, file)} (${names.join(', ')})`)).toEqual([]);
  });

  it('each format is named on one line outside the format folders: its line in the one list, formats/catalog.ts', () => {
    const lines = linesNamingEachFormat(root, shippedSources(root));
    const elsewhere = [...lines].flatMap(([name, at]) =>
      at.length === 1 && at[0]?.startsWith('formats/catalog.ts:')
        ? []
        : [`${name}: ${at.join(', ') || 'none'}`],
    );
    expect(elsewhere).toEqual([]);
  });

  it('the scan of format names finds a second list, and imports from a computed folder', () => {
    const tree = mkdtempSync(join(tmpdir(), 'arbiter-arch-'));
    const file = (path: string, text: string) => {
      mkdirSync(join(tree, path, '..'), { recursive: true });
      writeFileSync(join(tree, path), text);
      return join(tree, path);
    };
    const files = [
      file('formats/lamps/manifest.ts', "export const manifest = { name: 'lamps' };"),
      file(
        'formats/catalog.ts',
        "import { manifest as lamps } from './lamps/manifest.js';\nexport const L = [lamps];",
      ),
      file(
        'formats/lamp-demos.ts',
        "// './lamps/' in a comment is no list\nimport { demos } from './lamps/demo.js';",
      ),
    ];
    expect(linesNamingEachFormat(tree, files).get('lamps')).toEqual([
      'formats/catalog.ts:1',
      'formats/lamp-demos.ts:2',
    ]);
    rmSync(tree, { recursive: true });
    const graph = importGraph([join(root, 'formats/modules.ts'), join(root, 'formats/keizer/module.ts')]);
    expect(graph.get(join(root, 'formats/modules.ts'))).toContain(join(root, 'formats/keizer/module.ts'));
  });

  it('no function runs over 100 lines (split it into named steps)', () => {
    const long = longFunctions(shippedSources(root)).map((f) => `${relative(root, f.file)} ${f.name}`);
    expect(long).toEqual([]);
  });

  /**
   * server/ and app/ are grouped by concern (accounts, mail, imports, api, forms, pages, …): a new
   * file goes into the folder whose name says what it is, and only a few stay at the root.
   */
  const ROOT_FILES_AT_MOST = 12;
  for (const folder of ['server', 'app'])
    it(`${folder}/ keeps at most ${ROOT_FILES_AT_MOST} files at its root: the rest sit in folders by concern`, () => {
      const files = readdirSync(join(root, folder)).filter(
        (name) => !statSync(join(root, folder, name)).isDirectory(),
      );
      expect(files.length, files.join(' ')).toBeLessThanOrEqual(ROOT_FILES_AT_MOST);
    });

  it("a format's rules import neither its edges nor anything above core/", () => {
    const problems: string[] = [];
    for (const file of layerSources('formats'))
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = layerOf(join(file, '..', spec));
        if (target !== 'core' && target !== 'formats')
          problems.push(`${relative(root, file)} imports ${spec}`);
      }
    expect(problems).toEqual([]);
  });

  it('the scans find a circle and tell the layers inside a format folder', () => {
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    expect(layerOf(join(root, 'formats/keizer/web/index.tsx'))).toBe('edges');
    expect(layerOf(join(root, 'formats/keizer/mail/grammar.ts'))).toBe('format-mail');
    expect(layerOf(join(root, 'formats/keizer/ranking-view.ts'))).toBe('formats');
    expect(layerOf(join(root, 'formats/keizer/manifest.ts'))).toBe('registry');
  });

  it('nothing that ships imports test support (src/test-support is not built into dist/)', () => {
    const problems: string[] = [];
    for (const file of sources(root)) {
      if (layerOf(file) === 'test-support') continue;
      for (const spec of importsOf(readFileSync(file, 'utf8')))
        if (spec.startsWith('.') && layerOf(join(file, '..', spec)) === 'test-support')
          problems.push(`${relative(root, file)} imports ${spec}`);
    }
    expect(problems).toEqual([]);
  });

  it('configuration is read at the edges: below cli/ and server/ only by a settings-from-environment function', () => {
    const problems: string[] = [];
    for (const layer of ['core', 'formats', 'store', 'app']) {
      for (const file of layerSources(layer)) {
        const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        const reads = text.match(/process\.env/g)?.length ?? 0;
        const settings = text.match(/\w+FromEnv\(env: NodeJS\.ProcessEnv = process\.env\)/g)?.length ?? 0;
        if (reads > settings) problems.push(`${relative(root, file)} reads process.env`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tests that drive Chromium are named browser.test (the browser tier, vitest.config.ts)', () => {
    const tests = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return tests(path);
        return /\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const misplaced = tests(root).filter(
      (file) =>
        importsOf(readFileSync(file, 'utf8')).some((spec) => spec.endsWith('test-support/browser.js')) &&
        !/(^|\.)browser\.test\.tsx?$/.test(file.split('/').pop() as string),
    );
    expect(misplaced.map((file) => relative(root, file))).toEqual([]);
  });

  it('the scan itself catches a forbidden call', () => {
    expect(FORBIDDEN_CALLS.some(([p]) => p.test('const t = Date.now();'))).toBe(true);
    expect(importsOf("import { readFileSync } from 'node:fs';")).toEqual(['node:fs']);
  });
});

/** The documented shape of a format folder: each module and the names it exports. */
const SHAPE: Record<string, readonly string[]> = {
  'config.ts': ['presets', 'DEFAULT_PRESET', 'parseConfig'],
  'commands.ts': ['commandSchema', 'policies'],
  'events.ts': ['eventSchemas', 'participantsOf'],
  'state.ts': ['initialState'],
  'decide.ts': ['decide'],
  'evolve.ts': ['evolve', 'advance'],
  'views.ts': ['standings', 'rounds', 'due'],
  'messages.ts': ['messages'],
  'demo.ts': ['demos'],
  'index.ts': [],
};

const formatsDir = join(root, 'formats');
const FORMAT_FOLDERS = readdirSync(formatsDir).filter((name) =>
  statSync(join(formatsDir, name)).isDirectory(),
);

describe('the shape of a format folder', () => {
  it('every format folder has its manifest in the one list, its rules, its module and its tools by that name', async () => {
    const { FORMAT_MANIFESTS } = await import('./formats/catalog.js');
    const { FORMATS } = await import('./formats/registry.js');
    const { FORMAT_MODULES } = await import('./formats/modules.js');
    const { FORMAT_TOOLS } = await import('./formats/tools.js');
    const names = FORMAT_MANIFESTS.map((manifest) => manifest.name);
    expect([...FORMAT_FOLDERS].sort()).toEqual([...names].sort());
    expect([...FORMATS.keys()]).toEqual(names);
    expect(FORMAT_MODULES.map((m) => m.name)).toEqual(names);
    for (const tools of FORMAT_TOOLS) expect(typeof (await tools.load()), tools.format).toBe('function');
  });

  for (const name of FORMAT_FOLDERS) {
    describe(name, () => {
      const dir = join(formatsDir, name);
      const text = (file: string) => readFileSync(join(dir, file), 'utf8');

      it('has every module of the shape, exporting the same names as every other format', async () => {
        const missing: string[] = [];
        for (const [file, names] of Object.entries(SHAPE)) {
          if (!existsSync(join(dir, file))) {
            missing.push(file);
            continue;
          }
          const module: Record<string, unknown> = await import(
            `./formats/${name}/${file.replace(/\.ts$/, '.js')}`
          );
          for (const exported of names)
            if (module[exported] === undefined) missing.push(`${file}: ${exported}`);
        }
        expect(missing).toEqual([]);
      });

      it('assembles the format from its modules, typed by its config, state, commands and events', () => {
        expect(text('index.ts')).toMatch(/formatFrom<\s*\w+,\s*\w+,\s*\w+,\s*\w+\s*>\(/);
        expect(text('index.ts')).toContain(
          '{ config, commands, events, state, decide, evolve, views, messages }',
        );
      });

      it('builds evolve from a table with one handler per event type, and reads no payload through a cast', () => {
        expect(text('evolve.ts')).toMatch(/EventHandlers<|\[T in keyof Payloads\]/);
        const rules = sources(dir).filter((file) => layerOf(file) === 'formats');
        const casts = rules.filter((file) => /payload as\b/.test(readFileSync(file, 'utf8')));
        expect(casts.map((file) => relative(root, file))).toEqual([]);
      });

      it('ships no test support', () => {
        expect(sources(dir).filter((file) => /test-support|fixtures/.test(file))).toEqual([]);
      });
    });
  }
});
