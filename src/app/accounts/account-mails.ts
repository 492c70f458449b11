/**
 * The mails of the accounts (a reset link, an invitation) in the recipient's language, as text
 * and as HTML, ready for the outbox. Their texts are a catalog like every other
 * (account-mail-messages.ts, listed in server/texts/catalog.ts).
 */
import type { Lang } from '../../core/types.js';
import type { OutgoingMail } from '../../store/outbox.js';
import { createTranslator, type Translate } from '../i18n.js';
import { accountMailMessages } from './account-mail-messages.js';

const translators = new Map<Lang, Translate>();
const translatorFor = (lang: Lang): Translate => {
  let t = translators.get(lang);
  if (!t) translators.set(lang, (t = createTranslator(accountMailMessages, lang)));
  return t;
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/** A short mail: a greeting, paragraphs, a link on a line of its own, more paragraphs, the signature. */
function compose(
  t: Translate,
  name: string,
  before: readonly string[],
  link: string,
  after: readonly string[],
): { text: string; html: string } {
  const greeting = t('mail.greeting', { name });
  const text = [greeting, ...before, link, ...after, `-- \n${t('mail.signature')}`].join('\n\n');
  const paragraphs = [greeting, ...before].map((p) => `<p>${escapeHtml(p)}</p>`);
  const html = [
    '<!doctype html><html><body>',
    ...paragraphs,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(t('mail.signature'))}</p>`,
    '</body></html>',
  ].join('\n');
  return { text: `${text}\n`, html };
}

export function resetMail(input: {
  readonly to: string;
  readonly name: string;
  readonly personId: string;
  readonly lang: Lang;
  readonly link: string;
  readonly hours: number;
  readonly expiresAt: OutgoingMail['expiresAt'];
}): OutgoingMail {
  const t = translatorFor(input.lang);
  return {
    kind: 'account.reset',
    to: input.to,
    lang: input.lang,
    personId: input.personId,
    subject: t('mail.reset.subject'),
    ...compose(t, input.name, [t('mail.reset.body', { hours: input.hours })], input.link, [
      t('mail.reset.ignore'),
    ]),
    ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
    secret: true,
  };
}

export interface InvitationMailInput {
  readonly to: string;
  readonly name: string;
  readonly lang: Lang;
  readonly link: string;
  readonly days: number;
  readonly inviter: string;
  readonly club: string;
  readonly role: 'admin' | 'member' | 'director' | 'player';
  /** The competition's name, for a competition role. */
  readonly competition?: string;
  readonly competitionId?: string;
  readonly expiresAt: OutgoingMail['expiresAt'];
}

export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const t = translatorFor(input.lang);
  const role = t(`mail.role.${input.role}`);
  const what =
    input.competition !== undefined
      ? t('mail.invite.competition', {
          inviter: input.inviter,
          competition: input.competition,
          club: input.club,
          role,
        })
      : t('mail.invite.club', { inviter: input.inviter, club: input.club, role });
  return {
    kind: 'account.invitation',
    to: input.to,
    lang: input.lang,
    subject: t('mail.invite.subject', { inviter: input.inviter, place: input.competition ?? input.club }),
    ...compose(t, input.name, [what, t('mail.invite.open', { days: input.days })], input.link, [
      t('mail.invite.ignore'),
    ]),
    ...(input.competitionId ? { competitionId: input.competitionId } : {}),
    ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
    secret: true,
  };
}
