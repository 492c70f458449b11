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
 * - holds better-sqlite3's JavaScript, and requires its native addon by its path when the process
 *   first opens a database (after the snapshot is read), through the `require` that
 *   `cli/ingest-snapshot.ts` sets for it: no search by the `bindings` package, no module of
 *   better-sqlite3 resolved and compiled at run time;
 * - requires the character tables that mailauth's MIME library loads at start (iconv-lite and
 *   encoding-japanese, for mails in legacy charsets: some 1 MB of tables) from `node_modules` on
 *   first use, and holds zod's English messages alone (zod loads its 50 locales; we use none);
 * - requires `http`, `https` and `child_process` on first use (mailauth and commander require them
 *   at load, and an HTTP parser cannot live in a snapshot);
 * - reads `import.meta.url` at run time, as the URL of the bundle;
 * - imports the formats' manifests statically: the catalogue (`formats/catalog.ts`) loads them
 *   with a top-level `await import()` each, which a CommonJS script cannot hold;
 * - leaves out the formats' CLI tools and web modules, which their lists (`formats/tools.ts`,
 *   `formats/modules.ts`) import by a computed path that esbuild would otherwise bundle whole;
 * - is ASCII: esbuild leaves the non-ASCII characters of regular expressions as they are, and one
 *   such character makes V8 keep the whole 3.7 MB script as a string of two bytes a character,
 *   7.4 MB of the heap that each process reads; they become `\uXXXX` escapes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The finder of native addons (better-sqlite3 calls it): its addons are required at run time. */
const NATIVE = /^bindings$/;
/** Where `bindings` would find a package's addon, from the package's folder. */
const ADDON_FOLDERS = ['build/Release', 'build/Debug'];
/** Packages required at run time, on first use, from `node_modules` (large, and seldom needed). */
const LAZY_PACKAGES = /^(iconv-lite|encoding-japanese)$/;
/** zod's list of locales, of which the snapshot keeps English (zod's default) alone. */
const ZOD_LOCALES = /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;
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

/**
 * The folder of the addons of the package that `importer` belongs to, relative to the bundle's
 * folder (where the process's `require` resolves from).
 */
function addonFolder(importer: string): string {
  for (let dir = dirname(importer); dir !== dirname(dir); dir = dirname(dir)) {
    if (!existsSync(join(dir, 'package.json'))) continue;
    const found = ADDON_FOLDERS.map((f) => join(dir, f)).find((f) => existsSync(f));
    if (!found)
      throw new Error(`${relative(root, dir)} has no native addon in ${ADDON_FOLDERS.join(' or ')}`);
    return relative(out, found);
  }
  throw new Error(`${importer} is in no package`);
}

/** A module whose first use requires `request`: at run time, by the process's `require`. */
const onFirstUse = (request: string) =>
  `let m; module.exports = new Proxy({}, { get: (_, k) => (m ??= ${request})[k] });`;

/** zod's locales with English alone: the others throw when asked for. */
function englishOnly(source: string, path: string): string {
  const body = source.replace(/^export \{ default as (\w+) \} from "[^"]+";$/gm, (line, name: string) =>
    name === 'en'
      ? line
      : `export const ${name} = () => { throw new Error(${JSON.stringify(`zod's locale ${name} is not in the ingest snapshot`)}); };`,
  );
  if (!/as en \}/.test(body)) throw new Error(`${path} has no English locale`);
  return body;
}

/** Every character outside ASCII as a `\uXXXX` escape (in the bundle they are in regular expressions and strings). */
function ascii(source: string): string {
  return source.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
    b.onResolve({ filter: NATIVE }, (a) => ({ path: addonFolder(a.importer), namespace: 'native' }));
    b.onLoad({ filter: /.*/, namespace: 'native' }, (a) => ({
      // `bindings(name)`: the addon of that name in the package's folder of addons.
      contents: `module.exports = (name) => globalThis.arbiterRuntimeRequire(${JSON.stringify(`./${a.path}/`)} + name);`,
      loader: 'js',
    }));
    b.onLoad({ filter: ZOD_LOCALES }, (a) => ({
      contents: englishOnly(readFileSync(a.path, 'utf8'), relative(root, a.path)),
      loader: 'js',
    }));
    b.onResolve({ filter: LAZY_PACKAGES }, async (a) => {
      if (a.pluginData?.inner) return undefined;
      const resolved = await b.resolve(a.path, {
        kind: a.kind,
        resolveDir: a.resolveDir,
        importer: a.importer,
        pluginData: { inner: true },
      });
      return { path: `./${relative(out, resolved.path)}`, namespace: 'lazy-package' };
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (a) => ({
      contents: onFirstUse(`globalThis.arbiterRuntimeRequire(${JSON.stringify(a.path)})`),
      loader: 'js',
    }));
    b.onResolve({ filter: LAZY_BUILTINS }, (a) => ({
      path: a.path.replace(/^node:/, ''),
      namespace: 'lazy-builtin',
    }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (a) => ({
      contents: onFirstUse(`require("node:${a.path}")`),
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
  writeFileSync(script, ascii(readFileSync(script, 'utf8')));
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
