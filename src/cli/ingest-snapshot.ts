/**
 * The entry of the V8 startup snapshot of `arbiter mail ingest` (issue 24, point 10), bundled and
 * built by `tools/ingest-snapshot.ts`. Everything a mail's process may need is loaded here once, at
 * build time — the command line, the mailbox, mailauth's DKIM verifier, html-to-text, every
 * format's rules and mail — so that a process started from the snapshot (`bin/arbiter-ingest`)
 * begins with them in its heap instead of resolving and compiling some 370 modules. Then the start
 * of a member's mail runs once on a fixed sample letter (`ingest-warm-up.ts`), so that the snapshot
 * keeps the compiled code of what every mail runs. Nothing else runs at build time: no mail of the
 * club's is read, no store opened, no id drawn, no clock read, no setting taken from the
 * environment. When the process starts, it runs the same `main` as `bin/arbiter.js` with the
 * arguments after the installation's root, from which SQLite's native addon is required.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startupSnapshot } from 'node:v8';
import { loadAllFormats } from '../formats/loaders.js';
import { allFormatMail } from '../formats/mail.js';
import { warmUp } from './ingest-warm-up.js';
import { main } from './main.js';

declare global {
  /**
   * The `require` of what a process started from the snapshot loads at run time (native addons,
   * packages the snapshot leaves out), resolving from the bundle's folder.
   */
  var arbiterRuntimeRequire: NodeJS.Require | undefined;
  /** The URL of the bundle: `import.meta.url` inside it. */
  var arbiterSnapshotUrl: string | undefined;
}

void Promise.all([
  loadAllFormats(),
  allFormatMail(),
  import('html-to-text'),
  import('../app/clock.js'),
  import('../server/mail/mailbox.js'),
  import('../store/open.js'),
  import('../store/sqlite/index.js'),
  import('./mail.js'),
  import('./notices.js'),
]).then(warmUp);

startupSnapshot.setDeserializeMainFunction(async () => {
  const [root = '.', ...argv] = process.argv.slice(1);
  const bundle = join(root, 'dist/snapshot/ingest.cjs');
  globalThis.arbiterRuntimeRequire = createRequire(bundle);
  globalThis.arbiterSnapshotUrl = pathToFileURL(bundle).href;
  process.exitCode = await main(argv);
});
