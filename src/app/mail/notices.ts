/**
 * Notices to people: the format's notices (mail/notices.ts) turned into mails. Each notice goes
 * to the person linked to its participant (a player's role) or to the competition's directors,
 * in his language, as text and HTML, with a link to the page where he can act, a signed reply
 * address (an answer to it is verified and needs no syntax for the obvious answer, app/mail/inbox.ts),
 * `List-Unsubscribe` to his mail settings, and a key that queues it once. Each person chooses per
 * kind: at once (the outbox, in the transaction of the events that caused it), in a daily digest,
 * or never. Nothing is sent for a refused command: notices are made only from appended events.
 */
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Impact } from '../../core/engine.js';
import { parseActor, type StoredEvent } from '../../core/events.js';
import type { AnyFormat } from '../../core/format.js';
import { isMoment } from '../../core/moment.js';
import type { Roster } from '../../core/participant.js';
import type { Lang, Moment } from '../../core/types.js';
import { lateNotices } from '../../mail/late-notices.js';
import { noticesOf } from '../../mail/notice-registry.js';
import type { Notice } from '../../mail/notices.js';
import type { Person } from '../../store/accounts.js';
import type { DigestItem } from '../../store/mailbox.js';
import type { OutgoingMail } from '../../store/outbox.js';
import type { Store } from '../../store/store.js';
import { newToken, normalizeBaseUrl } from '../accounts/tokens.js';
import type { Clock } from '../clock.js';
import { nameOf } from '../competitions/present.js';
import { mailTranslator } from '../i18n.js';
import { type MomentText, momentText } from '../moment-text.js';
import { reasonInWords } from '../reasons.js';
import { mailTo } from './mail-body.js';
import { type MailboxAddress, makeReplyAddress, newReplyId } from './reply-address.js';

export interface NoticeSettings {
  readonly baseUrl: string;
  /** The clubs' time zone, for moments in words. */
  readonly zone: string;
  /** The language of people who chose none and never wrote. */
  readonly lang: Lang;
  /** The club's mailbox: notices carry signed reply addresses into it. Without one, no replies. */
  readonly mailbox?: MailboxAddress;
}

/** What a competition's notices are about, to write them. */
export interface NoticeScene {
  readonly competitionId: string;
  readonly competitionName: string;
  readonly clubId: string;
  /** The competition's format, whose texts say its reasons (`refusal.<format>.<code>`). */
  readonly format?: string;
  readonly roster: Roster;
  /** Text the sender wrote for the recipient (a relayed message, TX-11). */
  readonly relay?: string;
  /** Who recorded the events (`director:<personId>`: a director entered them, for players too). */
  readonly actor?: string;
}

/** The mails to queue now and the items kept for digests. */
export interface Delivery {
  readonly mails: readonly OutgoingMail[];
  readonly digest: readonly DigestItem[];
}

export const NO_DELIVERY: Delivery = { mails: [], digest: [] };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The unsubscribe token of a person and kind: an HMAC, so the link needs nothing stored. */
export const unsubscribeToken = (secret: string, personId: string, kind: string): string =>
  createHmac('sha256', secret).update(`unsubscribe:${personId}:${kind}`).digest('base64url').slice(0, 32);

export class Notifier {
  private secrets?: Promise<{ reply: string; unsubscribe: string }>;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    readonly settings: NoticeSettings,
    private readonly logger?: Logger,
  ) {}

  private secretsOf() {
    this.secrets ??= Promise.all([
      this.store.mailbox.secret('reply-address', newToken),
      this.store.mailbox.secret('unsubscribe', newToken),
    ]).then(([reply, unsubscribe]) => ({ reply, unsubscribe }));
    return this.secrets;
  }

  /**
   * The recipients of notices of a competition, by the notice's `to`: the person playing its
   * participant, or every director (the roles read once for all the notices of one delivery).
   */
  private async recipients(scene: NoticeScene): Promise<(to: Notice['to']) => Promise<Person[]>> {
    const grants = await this.store.accounts.grantsIn(scene.competitionId);
    const known = new Map<string, Promise<Person | undefined>>();
    return async (to) => {
      const people: Person[] = [];
      for (const g of grants) {
        if (to === 'director' ? g.role !== 'director' : g.role !== 'player' || g.participantId !== to)
          continue;
        if (!known.has(g.personId)) known.set(g.personId, this.store.accounts.getPerson(g.personId));
        const person = await known.get(g.personId);
        if (person && !people.some((p) => p.id === person.id)) people.push(person);
      }
      return people;
    };
  }

  /** The notices as mails and digest items, by each recipient's choice; `never` drops them. */
  async deliver(scene: NoticeScene, notices: readonly Notice[]): Promise<Delivery> {
    const mails: OutgoingMail[] = [];
    const digest: DigestItem[] = [];
    const now = this.clock.now();
    // What every notice of one delivery shares: the club's name, moments in each language.
    const club = (await this.store.accounts.getClub(scene.clubId))?.name ?? scene.clubId;
    const words = new Map<Lang, MomentText>();
    const wordsIn = (lang: Lang): MomentText => {
      let w = words.get(lang);
      if (!w) words.set(lang, (w = momentText(lang, this.settings.zone, now)));
      return w;
    };
    const recipients = await this.recipients(scene);
    for (const notice of notices) {
      for (const person of await recipients(notice.to)) {
        const chosen = await this.store.mailbox.mailSettings(person.id);
        const delivery = chosen.deliveries[notice.kind] ?? notice.delivery ?? 'immediately';
        if (delivery === 'never') continue;
        const lang = chosen.lang ?? this.settings.lang;
        const key = `notice:${scene.competitionId}:${notice.key}:${notice.kind}:${person.id}`;
        const written = await this.write(scene, notice, person, { lang, club, words: wordsIn(lang) });
        if (delivery === 'digest')
          digest.push({
            key,
            personId: person.id,
            competitionId: scene.competitionId,
            kind: notice.kind,
            lang,
            subject: written.subject,
            text: written.body.join('\n'),
            createdAt: now,
          });
        else
          mails.push({
            ...written.mail,
            dedupeKey: key,
            ...(notice.notBefore ? { notBefore: notice.notBefore } : {}),
          });
      }
    }
    return { mails, digest };
  }

  /** The notices of appended events, never throwing: a fault here must not stop a command. */
  async ofEvents(scene: NoticeScene, select: () => readonly Notice[]): Promise<Delivery> {
    try {
      const notices = select();
      return notices.length === 0 ? NO_DELIVERY : await this.deliver(scene, notices);
    } catch (err) {
      this.logger?.error(
        { err, competition: scene.competitionId },
        'notices could not be made; none are sent',
      );
      return NO_DELIVERY;
    }
  }

  private async write(
    scene: NoticeScene,
    notice: Notice,
    person: Person,
    { lang, club, words }: { lang: Lang; club: string; words: MomentText },
  ) {
    const t = mailTranslator(lang);
    const params = this.wordsOf(notice.params, scene.roster, words);
    for (const [name, phrase] of Object.entries(notice.phrases ?? {}))
      params[name] = t(phrase.key, this.wordsOf(phrase.params, scene.roster, words));
    const subject = t(`notice.${notice.kind}.subject`, params);
    const body = [t(`notice.${notice.kind}.body`, params)];
    for (const row of notice.table ?? [])
      body.push(`${nameOf(scene.roster, row.participant, 'director')}: ${row.cells.join(' · ')}`);
    if (notice.explain)
      body.push(
        reasonInWords(
          t,
          { ...notice.explain, message: notice.explain.text },
          {
            ...(scene.format ? { format: scene.format } : {}),
            roster: scene.roster,
            when: (m) => words.moment(m),
          },
        ),
      );
    const by = await this.directorOf(scene, person);
    if (by) body.push(t('notice.enteredBy', { name: by }));
    if (scene.relay && /\.(message|answered)$/.test(notice.kind))
      body.push('', ...scene.relay.split('\n').map((l) => `> ${l}`));
    const secrets = await this.secretsOf();
    const replyTo = await this.replyAddress(scene, notice, person, secrets.reply);
    if (notice.expects && replyTo) body.push('', t(`notice.hint.${notice.expects}`));
    const base = normalizeBaseUrl(this.settings.baseUrl);
    const act = `${base}c/${scene.competitionId}${notice.page ? `/${notice.page}` : ''}`;
    const unsubscribe = `${base}mail/unsubscribe?p=${encodeURIComponent(person.id)}&k=${encodeURIComponent(notice.kind)}&t=${unsubscribeToken(secrets.unsubscribe, person.id, notice.kind)}`;
    const footer = [
      ...(replyTo ? [t('notice.syntax', { link: `${base}mail` })] : []),
      t('notice.unsubscribe', { link: unsubscribe }),
    ];
    const signature = t('notice.signature', { club, competition: scene.competitionName });
    const greeting = t('mail.answer.greeting', { name: person.name });
    const mail = mailTo(
      person,
      { greeting, body, link: { line: t('notice.act', { link: act }), url: act }, footer, signature },
      {
        kind: notice.kind,
        lang,
        subject,
        headers: {
          'Auto-Submitted': 'auto-generated',
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          ...(replyTo ? { 'Reply-To': replyTo } : {}),
        },
        competitionId: scene.competitionId,
      },
    );
    return { mail, subject, body };
  }

  /** The director who entered the events, by name, unless he is the reader. */
  private async directorOf(scene: NoticeScene, reader: Person): Promise<string | undefined> {
    const actor = scene.actor ? parseActor(scene.actor) : undefined;
    if (actor?.kind !== 'director' || actor.personId === reader.id) return undefined;
    return (await this.store.accounts.getPerson(actor.personId))?.name;
  }

  /** A signed reply address for this notice and person (stored with what it is about). */
  private async replyAddress(scene: NoticeScene, notice: Notice, person: Person, secret: string) {
    const mailbox = this.settings.mailbox;
    if (!mailbox) return undefined;
    const id = newReplyId();
    await this.store.mailbox.createReplyAddress({
      id,
      competitionId: scene.competitionId,
      personId: person.id,
      ...(notice.to !== 'director' ? { participantId: notice.to } : {}),
      context: {
        kind: notice.kind,
        ...(notice.expects ? { expects: notice.expects } : {}),
        ...notice.context,
      },
      createdAt: this.clock.now(),
    });
    return makeReplyAddress(mailbox, secret, id);
  }

  /** Values in words: participant ids as names, moments and dates in the reader's language. */
  private wordsOf(
    params: Notice['params'],
    roster: Roster,
    words: MomentText,
  ): Record<string, string | number> {
    const one = (v: string): string =>
      roster.has(v)
        ? nameOf(roster, v, 'director')
        : isMoment(v)
          ? words.moment(v as Moment)
          : ISO_DATE.test(v)
            ? words.date(v)
            : v;
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params))
      out[k] = typeof v === 'number' ? v : typeof v === 'string' ? one(v) : v.map(one).join(', ');
    return out;
  }
}

/**
 * What the competition service asks after deciding a command: the notices of its events, to be
 * appended with them. `before` is the format state the command was decided against.
 */
export type NoticeHook = (input: {
  readonly record: { readonly id: string; readonly name: string; readonly clubId: string };
  readonly format: AnyFormat;
  readonly roster: Roster;
  readonly before: unknown;
  readonly events: readonly StoredEvent[];
  /** Later events whose outcome the new ones changed (a late entry, PYR-0), and the log before. */
  readonly impact?: readonly Impact[];
  readonly log?: readonly StoredEvent[];
  readonly relay?: string;
}) => Promise<Delivery>;

/**
 * The competition service's hook: each format's notices of new events, and those of a late
 * entry's impact (PYR-0), through the notifier.
 */
export function noticeHook(notifier: Notifier): NoticeHook {
  return async ({ record, format, roster, before, events, impact = [], log = [], relay }) => {
    const notices = await noticesOf(format.name);
    const scene: NoticeScene = {
      competitionId: record.id,
      competitionName: record.name,
      clubId: record.clubId,
      format: format.name,
      roster,
      ...(relay ? { relay } : {}),
      ...(events[0] ? { actor: events[0].actor } : {}),
    };
    return notifier.ofEvents(scene, () => {
      const late = lateNotices(events, impact, log, roster, (e) => notices?.entry?.(e));
      if (!notices) return late;
      let after = before;
      for (const e of events) after = format.evolve(format.advance(after, e.at), e).state;
      return [...notices.ofEvents(before, after, events), ...late];
    });
  };
}
