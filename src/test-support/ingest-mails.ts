/**
 * The mails of a club's players as they write them (signed and unsigned, HTML only, a challenge,
 * its acceptance, a result, vacations, a stranger's), for tests that send the same mails two ways
 * into two copies of a club (`mailClub` in a file) and compare what each copy then holds.
 */
import { makeMail } from '../bench/mails.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import type { TrialKey } from './dkim-trial.js';
import { CLUB } from './mail-club.js';

export async function playersMails(key: TrialKey): Promise<Buffer[]> {
  const letter = (from: string, subject: string, body: string) => makeMail({ from, subject, body });
  return [
    await key.sign(
      letter(
        'Jakob Meier <jakob@example.org>',
        'Herausforderung',
        'Hallo,\n\nhiermit fordere ich Dora Dietrich heraus. Mein erster Zug: 1.e4\n\nJakob',
      ),
    ),
    await key.sign(
      letter('Dora Dietrich <dora@example.org>', 'Re: Herausforderung', 'Ich nehme an: 1... c5\n\nDora'),
    ),
    await key.sign(
      letter(
        'Jakob Meier <jakob@example.org>',
        'Urlaub',
        'Liebe Turnierleitung,\n\nich bin vom 3.4. bis einschließlich 17.4. im Urlaub.\n\nViele Grüße\nJakob',
      ),
    ),
    Buffer.from(letter('Jakob Meier <jakob@example.org>', 'Urlaub', 'Urlaub 3.4.-17.4.')),
    await key.sign(
      makeMail({
        from: 'Dora Dietrich <dora@example.org>',
        subject: 'Ergebnis',
        html: '<p>Ich habe <b>gewonnen</b> (1:0) gegen Jakob Meier.</p>',
      }),
    ),
    Buffer.from(letter('Someone <someone@elsewhere.example>', 'Urlaub', 'Urlaub 3.4.-17.4.')),
  ];
}

/** Moments, clock times, link tokens and mail ids masked: each copy draws its own. */
const masked = (text: string) =>
  text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, 'moment')
    .replace(/\d\d:\d\d(:\d\d)?/g, 'hh:mm')
    .replace(/([?&]t=)[\w-]+/g, '$1token')
    .replace(/mail-[\w-]+/g, 'mail-id');

/** What a club's copy holds: the inbox, the outbox and the competition's events, without ids and moments. */
export async function clubContents(db: string) {
  const store = openSqliteStore(db);
  try {
    const inbox = (await store.mailbox.listInbound({ clubId: CLUB })).map((m) => ({
      from: m.from,
      subject: m.subject,
      status: m.status,
      size: m.size,
      code: m.report?.code,
    }));
    const outbox = (await store.outbox.mails()).map((m) => ({
      kind: m.kind,
      to: m.to,
      lang: m.lang,
      subject: m.subject,
      text: masked(m.text),
    }));
    const [competition] = await store.events.listCompetitions();
    const events = (await store.events.readEvents(competition?.id as string)).map((e) => ({
      type: e.type,
      actor: e.actor,
      payload: masked(JSON.stringify(e.payload)),
    }));
    return { inbox, outbox, events };
  } finally {
    await store.close();
  }
}
