/**
 * Each format's mail edge (`formats/<f>/mail/`): its grammar and notices, by format name, each
 * behind an `import()` in its manifest of the one list (`catalog.ts`). The mail runner and the app's
 * inbox and notice use cases find a format's mail here without loading its pages, and a mail
 * delivery program (`arbiter mail ingest`) loads only the mail of the competition a mail concerns
 * (issue 24, point 10). A format without mail has no `mail` in its manifest.
 */
import type { FormatMail } from '../mail/format-mail.js';
import { FORMAT_MANIFESTS } from './catalog.js';

const LOADERS: ReadonlyMap<string, () => Promise<FormatMail>> = new Map(
  FORMAT_MANIFESTS.flatMap((manifest) => (manifest.mail ? [[manifest.name, manifest.mail] as const] : [])),
);

const loading = new Map<string, Promise<FormatMail>>();

/** A format's mail edge, loaded on the first call; undefined for a format without one. */
export function loadFormatMail(format: string): Promise<FormatMail | undefined> {
  const load = LOADERS.get(format);
  if (!load) return Promise.resolve(undefined);
  let mail = loading.get(format);
  if (!mail) loading.set(format, (mail = load()));
  return mail;
}

/** Every format's mail edge by format name (the help page, the notice kinds people choose from). */
export async function allFormatMail(): Promise<ReadonlyMap<string, FormatMail>> {
  const names = [...LOADERS.keys()];
  const mails = await Promise.all(names.map(loadFormatMail));
  return new Map(names.map((name, i) => [name, mails[i] as FormatMail]));
}
