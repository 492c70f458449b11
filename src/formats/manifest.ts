/**
 * A format's manifest in the one list of formats (`formats/catalog.ts`): its name and where each part
 * of it is, behind an `import()`, so that a process loads only the parts it asks for (the mail
 * delivery program the rules and mail of one format, issue 24 point 10; `arbiter --help` no tool).
 * Each format folder exports its manifest from `manifest.ts`; the catalogue lists them, one line each,
 * and every other list of formats (`loaders.ts`, `mail.ts`, `trf.ts`, `demos.ts`, `tools.ts`,
 * `modules.ts`, the snapshot classes) is derived from it.
 *
 * The manifest sits low in the house (`app/` and `mail/` read it), so it names only what lies at or
 * below its floor. A format's edges lie above `app/`; the hosts find them at fixed places in the
 * folder instead (like a Django app's `admin.py`): its format module, `<f>/module.ts` exporting
 * `formatModule` (`formats/modules.ts`), and its CLI tools, `<f>/cli/tools.ts` exporting
 * `registerTools` where `tools` gives their help line (`formats/tools.ts`).
 */
import type { DemoScript } from '../core/demo.js';
import type { AnyFormat } from '../core/format.js';
import type { FormatTrf } from '../core/trf-mapping.js';
import type { Moment } from '../core/types.js';
import type { FormatMail } from '../mail/format-mail.js';

/**
 * A class whose instances a format's fold states hold, with how a snapshot of a folded state
 * (app/competitions/snapshots.ts) writes and rebuilds them. A state holding an instance of a class
 * no manifest lists is not snapshotted.
 */
export interface SnapshotClass<T extends object> {
  /** The name a snapshot stores (never change it: stored snapshots carry it). */
  readonly name: string;
  readonly prototype: object;
  /** The instance's content, as plain data (itself encoded further). */
  encode(value: T): unknown;
  /** The instance again, from its decoded content. */
  decode(fields: unknown): T;
}

export interface FormatManifest {
  /** The format's name: its folder's, its rules' and its module's. */
  readonly name: string;
  /** Its rules (`index.ts`). */
  readonly rules: () => Promise<AnyFormat>;
  /** Its demos (`demo.ts`): `demos(anchor?)`, placed relative to the anchor (core/demo.ts). */
  readonly demos: () => Promise<(anchor?: Moment) => readonly DemoScript[]>;
  /** Its mail grammar and notices (`mail/index.ts`), where it has them. */
  readonly mail?: () => Promise<FormatMail>;
  /** Its FIDE TRF mapping (core/trf-mapping.ts), where its games are chess games. */
  readonly trf?: () => Promise<FormatTrf>;
  /** The help line of its CLI tools (`arbiter <name> …`, `cli/tools.ts`), where it has them. */
  readonly tools?: string;
  /** The classes whose instances its fold states hold (snapshots rebuild them). */
  readonly snapshotClasses?: () => Promise<readonly SnapshotClass<object>[]>;
}
