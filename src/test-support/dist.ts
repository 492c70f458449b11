/**
 * Vitest global setup of the tiers that run the built app (`dist/`: the CLI and server processes
 * start `bin/arbiter.js`): `dist/` must be built from the sources as they are. The build is
 * current when it is newer than every source that goes into it (`npm run build` just ran), or
 * when the sources still have the digest recorded beside it (`dist/.sources`, with the build's
 * time) when it was last found current. Otherwise this setup builds it (`tsc -p
 * tsconfig.build.json`, incremental) and records the digest, so a tier never tests a stale build
 * without a word.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const STAMP = join(root, 'dist', '.sources');
const BUILD_INFO = join(root, 'dist', '.tsbuildinfo');

/** The files `tsconfig.build.json` compiles, and the configurations that decide how. */
function buildInputs(dir = join(root, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : buildInputs(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const inputs = (): string[] =>
  [...buildInputs(), join(root, 'tsconfig.json'), join(root, 'tsconfig.build.json')].sort();

/** A digest of the build's inputs: their paths and contents (not their times, which checkouts change). */
function sourceDigest(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const buildTime = (): number => (existsSync(BUILD_INFO) ? statSync(BUILD_INFO).mtimeMs : 0);

/** The digest of the sources the current build was made from, if this setup recorded it since that build. */
function recordedDigest(): string | undefined {
  if (!existsSync(STAMP)) return undefined;
  const [digest, built] = readFileSync(STAMP, 'utf8').split(' ');
  return Number(built) === buildTime() ? digest : undefined;
}

export default function ensureCurrentBuild(): void {
  const files = inputs();
  const digest = sourceDigest(files);
  const built = buildTime();
  const current =
    recordedDigest() === digest || (built > 0 && files.every((f) => statSync(f).mtimeMs <= built));
  if (!current) {
    console.log('dist/ is not built from the current sources: building it (tsc -p tsconfig.build.json) …');
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  }
  writeFileSync(STAMP, `${digest} ${buildTime()}`);
}
