/**
 * The answer to a mail, in the sender's language, as text and HTML, queued in the outbox: what
 * was carried out and what was not with the reason (PYR-12: each command of the mail), that it
 * waits for the director and why, or that the director rejected it. It answers the mail
 * (`In-Reply-To`), says it is automatic (`Auto-Submitted`, so that the sender's vacation notice
 * does not answer it) and asks replies to go to the club's address. Mail from nobody known, and
 * machines' mail, get no answer.
 */
import type { Roster } from '../../core/participant.js';
import type { Moment, Refusal } from '../../core/types.js';
import type { MailStep } from '../../store/mailbox.js';
import type { OutgoingMail } from '../../store/outbox.js';
import type { Store } from '../../store/store.js';
import { linkTo } from '../accounts/tokens.js';
import type { Clock } from '../clock.js';
import type { CompetitionService } from '../competitions/competitions.js';
import { nameOf } from '../competitions/present.js';
import { mailTranslator, type Translate } from '../i18n.js';
import { momentText } from '../moment-text.js';
import { reasonInWords } from '../reasons.js';
import { enqueueCapped } from './answer-cap.js';
import type { Answerer, RunOutcome } from './inbox.js';
import { mailTo } from './mail-body.js';

export interface AnswerSettings {
  /** The club's mailbox: answers ask to be replied to there. */
  readonly address: string;
  readonly baseUrl: string;
  /** The club's time zone, for moments in words. */
  readonly zone: string;
  /** At most this many answers per address and clock hour, then one summary (app/mail/answer-cap.ts). */
  readonly answersPerHour?: number;
}

const refusalOf = (step: MailStep): Refusal => ({
  code: String(step.detail.code) as Refusal['code'],
  message: String(step.detail.message),
  ...(step.detail.params ? { params: step.detail.params as Record<string, string | number> } : {}),
});

/** The lines of the answer's body: an opening, one line per command, notes on late entries. */
function bodyOf(
  t: Translate,
  outcome: RunOutcome,
  context: { format?: string; roster?: Roster; when: (m: Moment) => string },
): string[] {
  const { mail, steps, lines } = outcome;
  const moment = context.when(mail.receivedAt);
  const reason = mail.decision?.reason ?? (mail.report ? reasonInWords(t, mail.report, context) : '');
  if (mail.status === 'rejected') return [t('mail.answer.rejected', { moment, reason })];
  if (steps.length === 0) return [t('mail.answer.held', { moment, reason })];
  const opening =
    mail.status === 'done'
      ? mail.decision
        ? t('mail.answer.byDirector', { moment })
        : t('mail.answer.done', { moment })
      : t('mail.answer.partly', { moment });
  const out = [opening];
  for (const step of steps) {
    const line = lines[step.step] ?? '';
    // A director's command for another player says for whom it was (`für Meier:`).
    const player = outcome.players?.[step.step];
    const values: Record<string, string> =
      player && context.roster ? { line, player: nameOf(context.roster, player, 'director') } : { line };
    const key = values.player ? 'For' : '';
    if (step.outcome === 'applied') out.push(t(`mail.answer.applied${key}`, values));
    else
      out.push(
        t(`mail.answer.refused${key}`, { ...values, reason: reasonInWords(t, refusalOf(step), context) }),
      );
    const impact = (step.detail.impact as unknown[] | undefined)?.length ?? 0;
    if (impact > 0) out.push(t('mail.answer.late', { moment: context.when(step.at), count: impact }));
  }
  // A reason of its own (a line not understood) besides the steps' refusals.
  const report = mail.report;
  const fromSteps = steps.some((s) => s.outcome === 'refused' && s.detail.code === report?.code);
  if (mail.status === 'held' && report && !fromSteps) out.push(reasonInWords(t, report, context));
  return out;
}

/** The answer to one run of a mail, or undefined when nobody known sent it. */
export function answerMail(
  outcome: RunOutcome,
  settings: AnswerSettings,
  context: { club: string; competitionName?: string; format?: string; roster?: Roster },
): OutgoingMail | undefined {
  const { mail, person, reading } = outcome;
  if (!person || mail.status === 'ignored' || mail.status === 'received') return undefined;
  const lang = mail.lang ?? 'en';
  const t = mailTranslator(lang);
  const words = momentText(lang, settings.zone, mail.receivedAt);
  const when = (m: Moment) => words.moment(m);
  const body = bodyOf(t, outcome, { ...context, when });
  const link = mail.competitionId ? linkTo(settings.baseUrl, `c/${mail.competitionId}`) : undefined;
  const footer = [
    ...(link ? [t('mail.answer.page', { link })] : []),
    t('mail.answer.syntax', { link: linkTo(settings.baseUrl, 'mail') }),
  ];
  const greeting = t('mail.answer.greeting', { name: person.name });
  const signature = t('mail.answer.signature', { club: context.club });
  const subject = t(
    `mail.answer.subject.${mail.status === 'done' ? 'done' : mail.status === 'rejected' ? 'rejected' : 'held'}`,
    {
      subject: mail.subject?.trim() || t('mail.answer.noSubject'),
    },
  );
  const original = reading?.messageId ?? `<${mail.messageId}>`;
  return {
    ...mailTo(
      person,
      { greeting, body, footer, signature },
      {
        kind: 'mail.answer',
        lang,
        subject,
        headers: {
          'In-Reply-To': original,
          References: original,
          'Auto-Submitted': 'auto-replied',
          'Reply-To': settings.address,
        },
        ...(mail.competitionId ? { competitionId: mail.competitionId } : {}),
      },
    ),
    dedupeKey: `answer:${mail.id}:${outcome.run}:${mail.status}`,
  };
}

/** The inbox's answerer: composes the answer and queues it in the outbox, waking the sender. */
export function outboxAnswerer(
  store: Store,
  competitions: CompetitionService,
  clock: Clock,
  settings: AnswerSettings,
  queued: () => void,
): Answerer {
  return async (outcome) => {
    const { mail } = outcome;
    const club = await store.accounts.getClub(mail.clubId);
    const loaded = mail.competitionId ? await competitions.load(mail.competitionId) : undefined;
    const answer = answerMail(outcome, settings, {
      club: club?.name ?? mail.clubId,
      ...(loaded
        ? {
            competitionName: loaded.record.name,
            format: loaded.format.name,
            roster: loaded.head.state.roster,
          }
        : {}),
    });
    if (!answer) return;
    const { person } = outcome;
    const queuedNow =
      settings.answersPerHour !== undefined && person
        ? await enqueueCapped(
            store.outbox,
            answer,
            person,
            { club: club?.name ?? mail.clubId, lang: answer.lang, at: clock.now() },
            { perHour: settings.answersPerHour, address: settings.address, zone: settings.zone },
          )
        : await store.outbox.enqueue([answer], clock.now());
    if (queuedNow > 0) queued();
  };
}
