/**
 * The outbox's sender: claims due mails from the store, sends each through the Mailer and records
 * the attempt. A failed attempt is tried again after a pause that doubles each time (30 s, 1 min,
 * 2 min … at most an hour) until the mail is three days old or its link has expired; a permanent
 * refusal (the recipient does not exist) is not tried again. An outage of the mail server
 * therefore delays mail and loses none. Claims are leases: with several servers on one database
 * each mail is taken by one of them, and a server that dies mid-send leaves its mails to the
 * others once the lease runs out (then a mail may go out twice; it is never lost).
 *
 * The sender runs every few seconds and at once when woken (after a mail was queued).
 */
import type { Logger } from 'pino';
import { instantOf, momentFromEpoch } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type { AfterFailure, OutboxStore, QueuedMail } from '../../store/outbox.js';
import type { Clock } from '../clock.js';
import { type Mailer, PermanentMailFailure } from './mail.js';

export interface RetryPolicy {
  /** The pause after the first failed attempt; it doubles with every further one. */
  readonly firstSeconds: number;
  readonly maxSeconds: number;
  /** A mail this old is given up. */
  readonly giveUpHours: number;
}

export interface OutboxSenderOptions {
  /** Mails claimed at a time. */
  readonly batch?: number;
  /** How long a claim keeps other senders off a mail. */
  readonly leaseSeconds?: number;
  /** How often the sender looks for due mail without being woken. */
  readonly pollSeconds?: number;
  readonly retry?: RetryPolicy;
  readonly logger?: Logger;
}

export const DEFAULT_RETRY: RetryPolicy = { firstSeconds: 30, maxSeconds: 3600, giveUpHours: 72 };

const later = (at: Moment, seconds: number): Moment => momentFromEpoch(instantOf(at) + seconds * 1000);

/** What happens after the `attempt`-th failed attempt of a mail at `at`. */
export function afterFailure(
  mail: QueuedMail,
  attempt: number,
  at: Moment,
  retry: RetryPolicy,
): AfterFailure {
  const pause = Math.min(retry.firstSeconds * 2 ** (attempt - 1), retry.maxSeconds);
  const retryAt = later(at, pause);
  if (mail.expiresAt && instantOf(retryAt) >= instantOf(mail.expiresAt)) return { giveUp: 'expired' };
  if (instantOf(retryAt) - instantOf(mail.createdAt) > retry.giveUpHours * 3_600_000)
    return { giveUp: 'failed' };
  return { retryAt };
}

export class OutboxSender {
  private readonly batch: number;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly retry: RetryPolicy;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly options: OutboxSenderOptions = {},
  ) {
    this.batch = options.batch ?? 20;
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.pollMs = (options.pollSeconds ?? 5) * 1000;
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  /** Sends every mail that is due now; returns how many attempts succeeded and failed. */
  async sendDue(): Promise<{ sent: number; failed: number }> {
    const tally = { sent: 0, failed: 0 };
    for (;;) {
      const now = this.clock.now();
      const mails = await this.outbox.claim(now, later(now, this.leaseSeconds), this.batch);
      if (mails.length === 0) return tally;
      for (const mail of mails) {
        if (await this.deliver(mail)) tally.sent += 1;
        else tally.failed += 1;
      }
    }
  }

  private async deliver(mail: QueuedMail): Promise<boolean> {
    try {
      await this.mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        headers: { ...mail.headers, 'Content-Language': mail.lang },
        messageId: mail.messageId,
      });
    } catch (e) {
      const at = this.clock.now();
      const error = e instanceof Error ? e.message : String(e);
      const next: AfterFailure =
        e instanceof PermanentMailFailure
          ? { giveUp: 'failed' }
          : afterFailure(mail, mail.attempts + 1, at, this.retry);
      await this.outbox.markFailed(mail.id, at, error, next);
      this.options.logger?.warn({ mail: mail.id, kind: mail.kind, error, next }, 'a mail could not be sent');
      return false;
    }
    await this.outbox.markSent(mail.id, this.clock.now());
    return true;
  }

  /** Sends what is due now, or right after the round under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .then(
        () => undefined,
        (e) => this.options.logger?.error({ err: e }, 'the outbox could not be read'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Looks for due mail every few seconds until stopped. */
  start(): void {
    const tick = () => {
      this.wake();
      this.timer = setTimeout(tick, this.pollMs);
      this.timer.unref();
    };
    tick();
  }

  /** Resolves once no round is under way (and none is asked for). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.idle();
  }
}
