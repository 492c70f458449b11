/**
 * A person's choices about mail: the language of his notices and, per kind of notice, whether it
 * comes at once, in a daily digest or never; the one-click unsubscribe of a kind that every
 * notice's `List-Unsubscribe` links to (signed, so the link works without signing in); and the
 * mail a competition sent, for its directors (the sent-mail log).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Lang } from '../../core/types.js';
import { noticeKinds, noticesOf, SHARED_KINDS } from '../../mail/notice-registry.js';
import type { Delivery, MailSettings } from '../../store/mailbox.js';
import type { MailAttempt, QueuedMail } from '../../store/outbox.js';
import type { Store } from '../../store/store.js';
import { newToken } from '../accounts/tokens.js';
import { unsubscribeToken } from './notices.js';

export class MailPreferences {
  constructor(private readonly store: Store) {}

  /** The kinds of notice a person can get: those of the formats of his competitions. */
  async kindsFor(personId: string): Promise<readonly string[]> {
    const formats = new Set<string>();
    for (const g of await this.store.accounts.grantsOf(personId)) {
      const record = await this.store.events.getCompetition(g.competitionId);
      if (record) formats.add(record.format);
    }
    const kinds = (await Promise.all([...formats].map(noticesOf))).flatMap((n) => n?.kinds ?? []);
    return (await noticeKinds()).filter(
      (k) => (formats.size > 0 && SHARED_KINDS.includes(k)) || kinds.includes(k),
    );
  }

  settings(personId: string): Promise<MailSettings> {
    return this.store.mailbox.mailSettings(personId);
  }

  async save(
    personId: string,
    lang: Lang | undefined,
    deliveries: Readonly<Record<string, Delivery>>,
  ): Promise<void> {
    const kinds = await noticeKinds();
    const known = Object.fromEntries(Object.entries(deliveries).filter(([k]) => kinds.includes(k)));
    await this.store.mailbox.setMailSettings(personId, { ...(lang ? { lang } : {}), deliveries: known });
  }

  /** Whether an unsubscribe link is genuine (made for this person and kind). */
  async genuine(personId: string, kind: string, token: string): Promise<boolean> {
    const expected = Buffer.from(
      unsubscribeToken(await this.store.mailbox.secret('unsubscribe', newToken), personId, kind),
    );
    const given = Buffer.from(token);
    return (
      (await noticeKinds()).includes(kind) &&
      expected.length === given.length &&
      timingSafeEqual(expected, given)
    );
  }

  /** Stops a kind of notice for a person (the one-click unsubscribe); false for a forged link. */
  async unsubscribe(personId: string, kind: string, token: string): Promise<boolean> {
    if (!(await this.genuine(personId, kind, token))) return false;
    const current = await this.settings(personId);
    await this.store.mailbox.setMailSettings(personId, {
      ...current,
      deliveries: { ...current.deliveries, [kind]: 'never' },
    });
    return true;
  }

  /** What a competition sent, newest first, with the attempts of each mail. */
  async sentLog(
    competitionId: string,
    limit = 200,
  ): Promise<{ mail: QueuedMail; attempts: MailAttempt[] }[]> {
    const mails = await this.store.outbox.mails({ competitionId }, limit);
    return Promise.all(
      mails.map(async (mail) => ({ mail, attempts: await this.store.outbox.attempts(mail.id) })),
    );
  }
}
