/**
 * The scheduler of notices that time brings: it looks at every competition every minute, asks its
 * format for the notices whose moment lies between the last look and now (reminders before
 * deadlines, notices on expiry, results turning final, TX-11 answer periods; all derived from the
 * fold as of now), and queues them. Where it stopped is stored per competition, and every notice
 * has a key the outbox and the digests keep once, so each is queued exactly once, with several
 * servers too and after a restart. A competition seen for the first time starts now (nothing
 * from the past is sent). Once a day, after the digest hour in the club's zone, the notices kept
 * for daily digests go out as one mail per person.
 */
import { atLocalTime, isAfter } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { noticesOf } from '../mail/notice-registry.js';
import type { Store } from '../store/store.js';
import type { Clock } from './clock.js';
import type { CompetitionService } from './competitions.js';
import { mailTranslator } from './i18n.js';
import type { Notifier } from './notices.js';

export class NoticeScheduler {
  constructor(
    private readonly store: Store,
    private readonly competitions: CompetitionService,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly options: { readonly digestHour: number; readonly queued?: () => void },
  ) {}

  /** One look at every competition; returns how many notices were queued or kept for digests. */
  async run(): Promise<number> {
    const now = this.clock.now();
    let count = 0;
    for (const record of await this.competitions.list()) {
      const notices = await noticesOf(record.format);
      if (!notices) continue;
      const from = await this.store.mailbox.noticeCursor(record.id);
      if (from && isAfter(now, from)) {
        const loaded = await this.competitions.load(record.id);
        if (!loaded) continue;
        const due = notices.timed(await this.competitions.stateAt(loaded, now), from, now);
        if (due.length > 0) {
          const delivery = await this.notifier.deliver(
            {
              competitionId: record.id,
              competitionName: record.name,
              clubId: record.clubId,
              format: record.format,
              roster: loaded.head.state.roster,
            },
            due,
          );
          count += await this.store.outbox.enqueue(delivery.mails, now);
          count += await this.store.mailbox.addDigestItems(delivery.digest);
        }
      }
      if (!from || isAfter(now, from)) await this.store.mailbox.setNoticeCursor(record.id, now);
    }
    count += await this.digests(now);
    if (count > 0) this.options.queued?.();
    return count;
  }

  /** The daily digests: the notices kept before today's digest hour, one mail per person. */
  private async digests(now: Moment): Promise<number> {
    const cut = atLocalTime(
      now,
      `${String(this.options.digestHour).padStart(2, '0')}:00`,
      this.notifier.settings.zone,
    );
    if (isAfter(cut, now)) return 0;
    let sent = 0;
    const records = new Map((await this.competitions.list()).map((r) => [r.id, r]));
    for (const personId of await this.store.mailbox.digestsDue()) {
      const person = await this.store.accounts.getPerson(personId);
      const items = (await this.store.mailbox.digestItems(personId)).filter((i) => isAfter(cut, i.createdAt));
      if (!person || items.length === 0) continue;
      const lang = items[items.length - 1]?.lang ?? this.notifier.settings.lang;
      const t = mailTranslator(lang);
      const clubId = records.get(items[0]?.competitionId ?? '')?.clubId;
      const club = (clubId && (await this.store.accounts.getClub(clubId))?.name) || 'Arbiter';
      const text = [
        t('mail.answer.greeting', { name: person.name }),
        t('notice.digest.intro'),
        ...items.map((i) => `* ${i.subject}\n${i.text}`),
        `-- \n${t('mail.answer.signature', { club })}`,
      ].join('\n\n');
      const sealed = await this.store.mailbox.sealDigest(
        items.map((i) => i.id),
        {
          kind: 'digest',
          to: person.email,
          lang,
          subject: t('notice.digest.subject', { count: items.length, club }),
          text: `${text}\n`,
          headers: { 'Auto-Submitted': 'auto-generated' },
          personId,
          dedupeKey: `digest:${personId}:${items[0]?.id}`,
        },
        now,
      );
      if (sealed) sent += 1;
    }
    return sent;
  }

  /** Runs every minute until stopped; a failed run is logged by the caller and tried again. */
  start(onError: (err: unknown) => void): () => Promise<void> {
    let current: Promise<unknown> | undefined;
    const tick = () => {
      if (current) return;
      current = this.run()
        .catch(onError)
        .finally(() => {
          current = undefined;
        });
    };
    tick();
    const timer = setInterval(tick, 60_000);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await current;
    };
  }
}
