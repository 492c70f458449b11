/**
 * Vitest global setup of the tiers that run the built app (`dist/`: the CLI and server processes
 * start `bin/arbiter.js`): `dist/` must be built from the sources as they are. This setup keeps
 * beside the build the digests of the sources it was last built from and of what that build made
 * (`dist/.sources`); when either differs (or none is there, as after a plain `npm run build`),
 * it builds (`tsc -p tsconfig.build.json`, incremental: quick when nothing changed, then the
 * startup snapshot of `mail ingest`, tools/ingest-snapshot.ts) and records
 * them, so a tier never tests a stale build without a word. File times cannot tell: checkouts touch
 * sources without changing them, and the type check of `npm run lint` shares the build's
 * `dist/.tsbuildinfo`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const STAMP = join(root, 'dist', '.sources');

/** The files below `dir` that `keep` accepts, skipping test support (which is not built). */
function filesBelow(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : filesBelow(path, keep);
    return keep(name) ? [path] : [];
  });
}

/** The files `tsconfig.build.json` compiles and the configurations that decide how; and what it made. */
const inputs = (): string[] =>
  [
    ...filesBelow(join(root, 'src'), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)),
    join(root, 'tsconfig.json'),
    join(root, 'tsconfig.build.json'),
  ].sort();
const outputs = (): string[] => filesBelow(join(root, 'dist'), (name) => name.endsWith('.js')).sort();

/** A digest of files: their paths and contents (not their times, which checkouts change). */
function digestOf(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** The sources' digest and the build's, as recorded after a build from those sources. */
const stamp = (): string => `${digestOf(inputs())} ${digestOf(outputs())}`;

export default function ensureCurrentBuild(): void {
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp()) return;
  console.log('dist/ may not be built from the current sources: building it (tsc, the ingest snapshot) …');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  // The startup snapshot of `mail ingest` holds the build: made again with it, as `npm run build` does.
  execFileSync(process.execPath, ['dist/tools/ingest-snapshot.js'], { cwd: root, stdio: 'inherit' });
  writeFileSync(STAMP, stamp());
}
