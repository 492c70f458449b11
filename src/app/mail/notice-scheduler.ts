/**
 * The scheduler of notices that time brings: every minute it asks each competition's format for
 * the notices whose moment lies between the last look and now (reminders before deadlines,
 * notices on expiry, results turning final, TX-11 answer periods; all derived from the fold as of
 * now), and queues them. Where it stopped is stored per competition, and every notice has a key
 * the outbox and the digests keep once, so each is queued exactly once, with several servers too
 * and after a restart. A competition seen for the first time starts now (nothing from the past is
 * sent). Once a day, after the digest hour in the club's zone, the notices kept for daily digests
 * go out as one mail per person.
 *
 * Bounded for a host of many clubs (issue #29): only competitions of formats with timed notices
 * are looked at (the others are never folded for it), a few at a time (`batch`), each claimed in
 * the store so that two servers do not both look at it, and loaded through the bounded fold
 * cache, so that a run holds no more than the cache's budget and one batch of ids. A look also
 * sees ahead (`NOTICE_LOOKAHEAD_MS`): a competition with nothing due soon is skipped until then,
 * or until its log grows; so an idle pyramid costs a load every two hours, not every minute.
 *
 * What skipping keeps: the cursor stays where the last look left it, and the next look asks for
 * every notice from there (the window is longer, the notices the same), so nothing is lost by
 * it. A notice found ahead is sent on time (to the minute) when it is still there in the state
 * as of the next step of the look ahead (`LOOKAHEAD_STEP_MS`) after its moment — every timed
 * notice of the pyramid and of tournament points is (reminders days before, expiries,
 * results turning final). Only a change not in the log could make a look ahead wrong: none
 * changes timed notices today (publication and mail settings do not), and a new release's
 * notice rules are looked at within the look ahead's two hours at the latest.
 */
import { atLocalTime, instantOf, isAfter, momentFromEpoch } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import { noticesOf, timedFormats } from '../../mail/notice-registry.js';
import type { FormatNotices } from '../../mail/notices.js';
import type { NoticeClaim, NoticeNext } from '../../store/mailbox.js';
import type { Store } from '../../store/store.js';
import type { Clock } from '../clock.js';
import type { CompetitionService, Loaded } from '../competitions/competitions.js';
import { mailTranslator } from '../i18n.js';
import type { Notifier } from './notices.js';

/** Competitions claimed at a time; a claim runs out after `CLAIM_MS` if its server stops. */
export const NOTICE_BATCH = 20;
const CLAIM_MS = 5 * 60_000;
/** How far a look sees ahead, and in what steps (each step: the state then, and its notices). */
export const NOTICE_LOOKAHEAD_MS = 2 * 60 * 60_000;
const LOOKAHEAD_STEP_MS = 10 * 60_000;

export class NoticeScheduler {
  constructor(
    private readonly store: Store,
    private readonly competitions: CompetitionService,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly options: {
      readonly digestHour: number;
      readonly queued?: () => void;
      /** Competitions claimed at a time (default `NOTICE_BATCH`). */
      readonly batch?: number;
    },
  ) {}

  /**
   * One look at every competition behind, batch by batch; returns how many notices were queued or
   * kept for digests. A competition that fails is left claimed (looked at again once its claim
   * runs out) and the first failure is thrown after the others were looked at.
   */
  async run(): Promise<number> {
    const now = momentFromEpoch(instantOf(this.clock.now()));
    const until = momentFromEpoch(instantOf(now) + CLAIM_MS);
    const { mailbox } = this.store;
    const timed = await timedFormats();
    await mailbox.startNoticeCursors(timed, now);
    let count = 0;
    let failure: { readonly error: unknown } | undefined;
    for (;;) {
      const claims = await mailbox.claimNoticeCursors(timed, now, until, this.options.batch ?? NOTICE_BATCH);
      if (claims.length === 0) break;
      for (const claim of claims)
        try {
          count += await this.look(claim, now);
        } catch (error) {
          failure ??= { error };
        }
    }
    count += await this.digests(now);
    if (count > 0) this.options.queued?.();
    if (failure) throw failure.error;
    return count;
  }

  /** The timed notices of one claimed competition from its cursor to now; then the cursor moves. */
  private async look({ competitionId, from }: NoticeClaim, now: Moment): Promise<number> {
    let count = 0;
    const loaded = await this.competitions.load(competitionId);
    const notices = loaded && ((await noticesOf(loaded.record.format)) as FormatNotices | undefined);
    let next: NoticeNext | undefined;
    if (loaded && notices?.timed && isAfter(now, from)) {
      const due = notices.timed(await this.competitions.stateAt(loaded, now), from, now);
      if (due.length > 0) {
        const { record } = loaded;
        const delivery = await this.notifier.deliver(
          {
            competitionId,
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
      next = { due: await this.quietUntil(loaded, notices, now), seq: loaded.head.lastSeq };
    }
    await this.store.mailbox.setNoticeCursor(competitionId, now, next);
    return count;
  }

  /**
   * The last step of the look ahead before a timed notice falls due (`now` when one does within
   * the first step), as the competition stands now: from each step on, the state then and the
   * notices between now and it.
   */
  private async quietUntil(loaded: Loaded, notices: FormatNotices, now: Moment): Promise<Moment> {
    const start = instantOf(now);
    let quiet = start;
    for (let at = start + LOOKAHEAD_STEP_MS; at <= start + NOTICE_LOOKAHEAD_MS; at += LOOKAHEAD_STEP_MS) {
      const then = momentFromEpoch(at);
      const state = await this.competitions.stateAt(loaded, then);
      if ((notices.timed?.(state, now, then).length ?? 0) > 0) break;
      quiet = at;
    }
    return momentFromEpoch(quiet);
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
    for (const personId of await this.store.mailbox.digestsDue()) {
      const person = await this.store.accounts.getPerson(personId);
      const items = (await this.store.mailbox.digestItems(personId)).filter((i) => isAfter(cut, i.createdAt));
      if (!person || items.length === 0) continue;
      const lang = items[items.length - 1]?.lang ?? this.notifier.settings.lang;
      const t = mailTranslator(lang);
      const clubId = (await this.competitions.record(items[0]?.competitionId ?? ''))?.clubId;
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
