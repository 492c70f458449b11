/**
 * One message handed to the club's mailbox by a local delivery program (`arbiter mail ingest`, and
 * the running server's hand-off socket that `bin/arbiter-ingest` uses when a server is there): the
 * moment in its newest `Received` header when one of the club's own servers added it (PYR-0,
 * ARBITER_MAIL_TRUSTED_RECEIVERS), else the moment of ingestion; stored once per Message-ID, then
 * processed; and the line that says what became of it. Both ways run this, so a mail ingested in
 * its own process and one handed to the server end alike and print alike.
 */
import type { InboxService } from './inbox.js';
import { type BoundedRaw, receivedMoment } from './raw-mail.js';

export interface IngestResult {
  readonly id: string;
  /** The message was stored before (same Message-ID): it was not processed again. */
  readonly duplicate: boolean;
  readonly status: string;
  readonly moment: string;
  readonly code?: string;
  readonly message?: string;
}

/** Stores and processes one message as `arbiter mail ingest` does. */
export async function ingestMessage(
  inbox: InboxService,
  message: BoundedRaw,
  trustedReceivers: readonly string[],
): Promise<IngestResult> {
  const receivedAt = receivedMoment(message.raw, trustedReceivers);
  const { mail: stored, duplicate } = await inbox.receive({
    message,
    source: 'ingest',
    ...(receivedAt ? { receivedAt } : {}),
  });
  return {
    id: stored.id,
    duplicate,
    status: stored.status,
    moment: stored.receivedAt,
    ...(stored.report ? { code: stored.report.code, message: stored.report.message } : {}),
  };
}

/** The line `arbiter mail ingest` prints: JSON for scripts, else in words. */
export const ingestOutput = (result: IngestResult, json: boolean): string =>
  json
    ? JSON.stringify(result)
    : `${result.duplicate ? 'already stored' : 'stored'} ${result.id} (${result.moment}): ${result.status}` +
      (result.code !== undefined && result.code !== 'ok' ? ` — ${result.code}: ${result.message}` : '');
