/**
 * Builds the V8 startup snapshot of `arbiter mail ingest` (issue 24, point 10; run by
 * `npm run build`): esbuild bundles `cli/ingest-snapshot.js` with what it loads into one CommonJS
 * script, and `node --build-snapshot` runs it and writes the heap it leaves behind into
 * `dist/snapshot/ingest.blob`, with the Node version that built it beside it (`node-version`).
 * `bin/arbiter-ingest` starts a mail's process from that heap when this Node built it, and takes
 * the plain path otherwise.
 *
 * Node 20 builds a snapshot from one script that requires built-in modules only, and some of those
 * cannot be kept in a heap; so the bundle
 * - holds the modules of the ingest path alone: a dynamic `import()` of any other module (the web
 *   app, the other commands, the SMTP and IMAP listeners) becomes a module that throws;
 * - requires SQLite's native addon when the process first opens a database (after the snapshot is
 *   read), through the `require` that `cli/ingest-snapshot.ts` sets for it;
 * - requires `http`, `https` and `child_process` on first use (mailauth and commander require them
 *   at load, and an HTTP parser cannot live in a snapshot);
 * - reads `import.meta.url` at run time, as the URL of the bundle;
 * - imports the formats' manifests statically: the catalogue (`formats/catalog.ts`) loads them
 *   with a top-level `await import()` each, which a CommonJS script cannot hold;
 * - leaves out the formats' CLI tools and web modules, which their lists (`formats/tools.ts`,
 *   `formats/modules.ts`) import by a computed path that esbuild would otherwise bundle whole.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'dist/snapshot');

/** The modules a mail's process imports dynamically (paths from the repository's root). */
const INGEST_PATH: readonly RegExp[] = [
  /^dist\/cli\/(mail|notices)\.js$/,
  /^dist\/app\/clock\.js$/,
  /^dist\/server\/mail\/mailbox\.js$/,
  /^dist\/store\/(open|sqlite\/index|postgres\/index)\.js$/,
  /^dist\/formats\/[^/]+\/(index|mail\/index)\.js$/,
  /^node_modules\/mailauth\/lib\/dkim\/verify\.js$/,
  /^node_modules\/html-to-text\//,
];

/** Native addons: required at run time, by the process's own `require`. */
const NATIVE = /^better-sqlite3$/;
/** Built-in modules that may not be loaded while the snapshot is built. */
const LAZY_BUILTINS = /^(node:)?(https?|child_process)$/;

/** One manifest line of the catalogue: `(await import('./<f>/manifest.js')).manifest`. */
const MANIFEST_LINE = /\(await import\(('[^']+')\)\)\.manifest/g;

/** An `import()` by a computed path (a template literal), as the formats' lists of edges have. */
const COMPUTED_IMPORT = /\bimport\((\/\*[^*]*\*\/\s*)?`[^`]*`\)/g;

/** A list of the formats' edges whose computed imports reject: no format's edge is in the snapshot. */
function withoutEdges(source: string, path: string): string {
  const absent = `Promise.reject(new Error(${JSON.stringify(`${path}: a format's edge is not in the ingest snapshot`)}))`;
  const body = source.replace(COMPUTED_IMPORT, absent);
  if (body === source) throw new Error(`${path} has no computed import() the snapshot leaves out`);
  return body;
}

/** The catalogue with its manifests imported statically (the same list, in the same order). */
function staticCatalogue(source: string): string {
  const imports: string[] = [];
  const body = source.replace(MANIFEST_LINE, (_, path: string) => {
    const name = `manifest${imports.length}`;
    imports.push(`import { manifest as ${name} } from ${path};`);
    return name;
  });
  if (imports.length === 0) throw new Error('formats/catalog.js lists no manifest the snapshot can read');
  return `${imports.join('\n')}\n${body}`;
}

const ingestOnly: Plugin = {
  name: 'ingest-only',
  setup(b) {
    b.onLoad({ filter: /[\\/]dist[\\/]formats[\\/]catalog\.js$/ }, (a) => ({
      contents: staticCatalogue(readFileSync(a.path, 'utf8')),
      loader: 'js',
    }));
    b.onLoad({ filter: /[\\/]dist[\\/]formats[\\/](tools|modules)\.js$/ }, (a) => ({
      contents: withoutEdges(readFileSync(a.path, 'utf8'), relative(root, a.path)),
      loader: 'js',
    }));
    b.onResolve({ filter: NATIVE }, (a) => ({ path: a.path, namespace: 'native' }));
    b.onLoad({ filter: /.*/, namespace: 'native' }, (a) => ({
      // A class whose instances are the addon's: `new Database(file)` as in store/sqlite.
      contents: `let addon;
module.exports = function NativeClass(...args) {
  addon ??= globalThis.arbiterNativeRequire(${JSON.stringify(a.path)});
  return new addon(...args);
};`,
      loader: 'js',
    }));
    b.onResolve({ filter: LAZY_BUILTINS }, (a) => ({
      path: a.path.replace(/^node:/, ''),
      namespace: 'lazy-builtin',
    }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (a) => ({
      contents: `let m; module.exports = new Proxy({}, { get: (_, k) => (m ??= require("node:${a.path}"))[k] });`,
      loader: 'js',
    }));
    b.onResolve({ filter: /.*/ }, async (a) => {
      if (a.kind !== 'dynamic-import' || a.pluginData?.inner) return undefined;
      const resolved = await b.resolve(a.path, {
        kind: a.kind,
        resolveDir: a.resolveDir,
        importer: a.importer,
        pluginData: { inner: true },
      });
      const path = relative(root, resolved.path);
      return INGEST_PATH.some((p) => p.test(path)) ? resolved : { path, namespace: 'absent' };
    });
    b.onLoad({ filter: /.*/, namespace: 'absent' }, (a) => ({
      contents: `throw new Error(${JSON.stringify(`${a.path} is not in the ingest snapshot`)});`,
      loader: 'js',
    }));
  },
};

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const script = join(out, 'ingest.cjs');
  await build({
    entryPoints: [join(root, 'dist/cli/ingest-snapshot.js')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // The ES modules of packages that ship both (a UMD main requires by computed names).
    mainFields: ['module', 'main'],
    define: { 'import.meta.url': 'globalThis.arbiterSnapshotUrl' },
    // A smaller script is a smaller heap to read at every start; names are kept for stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [ingestOnly],
    logLevel: 'warning',
  });
  const blob = join(out, 'ingest.blob');
  const built = spawnSync(process.execPath, ['--snapshot-blob', blob, '--build-snapshot', script], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    throw new Error(`node --build-snapshot failed (${built.status}): ${built.stderr}`);
  }
  writeFileSync(join(out, 'node-version'), `${process.version}\n`);
}

await main();
