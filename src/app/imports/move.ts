/**
 * Moving house: copies everything that matters from one store to another (SQLite → PostgreSQL or
 * back): every competition with its full history, clubs, people (with their password hashes),
 * memberships, competition roles and publication, and the club's mailbox: received mails with
 * what became of them, reply addresses and their secrets, mail settings, digests, the scheduler's
 * and IMAP's cursors, and the outbox with its sent-mail log (store/mail-archive.ts says what is
 * transient and stays). Sessions, tokens, open invitations, join links and requests to join stay
 * behind (people sign in again; a director turns the join link on anew); the audit log stays
 * behind too, and the new store records one `….moved` entry per copied item.
 *
 * Nothing is overwritten. First the whole source is compared with the target: an item the target
 * has already, identical, is left alone (so an interrupted move can simply be run again); an item
 * the target has with different content is a conflict, and then nothing at all is written. Each
 * competition is copied with its log in one transaction: all or nothing. A competition published
 * in the source is published in the target (a move never unpublishes).
 */
import { isDeepStrictEqual } from 'node:util';
import type { StoredEvent } from '../../core/events.js';
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import type { AuditEntry, Club, CompetitionGrant, Membership, Person } from '../../store/accounts.js';
import type { ArchiveCounts, MailArchive } from '../../store/mail-archive.js';
import type { CompetitionRecord } from '../../store/port.js';
import type { Store } from '../../store/store.js';
import type { Clock } from '../clock.js';

interface Snapshot {
  readonly clubs: readonly Club[];
  readonly persons: readonly Person[];
  readonly memberships: readonly Membership[];
  readonly competitions: readonly {
    readonly record: CompetitionRecord;
    readonly events: readonly StoredEvent[];
    readonly grants: readonly CompetitionGrant[];
    readonly published: boolean;
  }[];
  readonly mail: MailArchive;
}

export interface MoveReport {
  /** Competitions copied, with their number of events. */
  readonly copied: readonly { readonly id: string; readonly events: number }[];
  /** Competitions the target had already, identical. */
  readonly present: readonly string[];
  readonly clubs: number;
  readonly persons: number;
  readonly memberships: number;
  readonly grants: number;
  /** Rows of the mailbox's and the outbox's tables copied, per table. */
  readonly mail: ArchiveCounts;
}

async function snapshot(store: Store): Promise<Snapshot> {
  const { events, accounts } = store;
  const persons = await accounts.listPersons();
  const memberships = (await Promise.all(persons.map((p) => accounts.membershipsOf(p.id)))).flat();
  const competitions = [];
  for (const record of await events.listCompetitions()) {
    competitions.push({
      record,
      events: await events.readEvents(record.id),
      grants: await accounts.grantsIn(record.id),
      published: await accounts.isPublished(record.id),
    });
  }
  return {
    clubs: await accounts.listClubs(),
    persons,
    memberships,
    competitions,
    mail: await store.mailbox.archive(),
  };
}

/** What the target has that differs from the source, in words; empty when the move can go ahead. */
async function conflicts(source: Snapshot, target: Store): Promise<string[]> {
  const { events, accounts } = target;
  const found: string[] = [];
  for (const club of source.clubs) {
    const there = await accounts.getClub(club.id);
    if (there && !isDeepStrictEqual(there, club)) found.push(`club ${club.id} exists with other details`);
  }
  for (const person of source.persons) {
    const there = (await accounts.getPerson(person.id)) ?? (await accounts.findPersonByEmail(person.email));
    if (there && !isDeepStrictEqual(there, person))
      found.push(`person ${person.id} (${person.email}) exists with other details`);
  }
  for (const m of source.memberships) {
    const there = (await accounts.membershipsOf(m.personId)).find((x) => x.clubId === m.clubId);
    if (there && there.role !== m.role)
      found.push(`membership of ${m.personId} in ${m.clubId} exists as ${there.role}`);
  }
  for (const c of source.competitions) {
    const id = c.record.id;
    const there = await events.getCompetition(id);
    if (!there) continue;
    if (!isDeepStrictEqual(there, c.record) || !isDeepStrictEqual(await events.readEvents(id), c.events))
      found.push(`competition ${id} exists with another configuration or history`);
    for (const g of c.grants) {
      const grant = (await accounts.grantsIn(id)).find((x) => x.personId === g.personId && x.role === g.role);
      if (grant && !isDeepStrictEqual(grant, g))
        found.push(`role ${g.role} of ${g.personId} in ${id} differs`);
    }
  }
  const secrets = (await target.mailbox.archive()).tables.mail_secrets ?? [];
  for (const s of source.mail.tables.mail_secrets ?? []) {
    const there = secrets.find((x) => x.name === s.name);
    // Reply addresses and unsubscribe links of sent notices are signed with it.
    if (there && there.secret !== s.secret) found.push(`the mailbox's secret "${s.name}" differs`);
  }
  return found;
}

/**
 * Copies `from` into `to` (see the module comment). `progress` hears one line per competition.
 * Refused with `ERR_CONFLICT` (listing every conflict) if the target has different data.
 */
export async function moveHouse(
  from: Store,
  to: Store,
  clock: Clock,
  progress: (line: string) => void = () => undefined,
): Promise<Result<MoveReport, Refusal>> {
  const source = await snapshot(from);
  const found = await conflicts(source, to);
  if (found.length > 0)
    return err(
      refusal('ERR_CONFLICT', `the target has different data; nothing was copied: ${found.join('; ')}`),
    );

  const audit = (action: string, subject: string): AuditEntry => ({
    at: clock.now(),
    actor: 'migrate',
    action,
    subject,
    details: { from: from.kind },
  });
  const { accounts } = to;
  let clubs = 0;
  let persons = 0;
  let memberships = 0;
  let grants = 0;
  for (const club of source.clubs) {
    if (await accounts.getClub(club.id)) continue;
    await accounts.createClub(club, audit('club.moved', club.id));
    const origins = await from.accounts.embedOrigins(club.id);
    if (origins.length > 0)
      await accounts.setEmbedOrigins(club.id, origins, audit('club.embedding.moved', club.id));
    clubs += 1;
  }
  for (const person of source.persons) {
    if (await accounts.getPerson(person.id)) continue;
    await accounts.createPerson(person, audit('person.moved', person.email));
    persons += 1;
  }
  for (const m of source.memberships) {
    if ((await accounts.membershipsOf(m.personId)).some((x) => x.clubId === m.clubId)) continue;
    await accounts.setMembership(m, audit('member.moved', m.personId));
    memberships += 1;
  }
  const copied: { id: string; events: number }[] = [];
  const present: string[] = [];
  for (const c of source.competitions) {
    const id = c.record.id;
    if (await to.events.getCompetition(id)) {
      present.push(id);
      progress(`${id}: already there`);
    } else {
      await to.events.createCompetition(c.record, c.events);
      copied.push({ id, events: c.events.length });
      progress(`${id}: copied with ${c.events.length} events`);
    }
    if (c.published && !(await accounts.isPublished(id)))
      await accounts.setPublished(id, true, audit('competition.moved', id));
    const existing = await accounts.grantsIn(id);
    for (const g of c.grants) {
      if (existing.some((x) => x.personId === g.personId && x.role === g.role)) continue;
      await accounts.grant(g, audit('grant.moved', g.personId));
      grants += 1;
    }
  }
  const mail = await to.mailbox.restore(source.mail);
  progress(`mailbox: ${mail.inbound_mails ?? 0} received mails, ${mail.outbox ?? 0} sent or queued`);
  return ok({ copied, present, clubs, persons, memberships, grants, mail });
}
