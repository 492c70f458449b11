/**
 * The mails of the accounts (a reset link, an invitation) in the recipient's language, as text
 * and as HTML, ready for the outbox. Their texts are a catalog like every other (app/i18n.ts).
 */
import type { Lang, Messages } from '../core/types.js';
import type { OutgoingMail } from '../store/outbox.js';
import { createTranslator, type Translate } from './i18n.js';

export const accountMailMessages: Messages = {
  en: {
    'mail.greeting': 'Hello {name},',
    'mail.signature': 'Arbiter',
    'mail.reset.subject': 'Arbiter: choose a new password',
    'mail.reset.body': 'To choose a new password, open this link within {hours} hours:',
    'mail.reset.ignore':
      'If you did not ask for this, ignore this mail: your password stays as it is. The link works once.',
    'mail.invite.subject': 'Arbiter: {inviter} invites you to {place}',
    'mail.invite.club': '{inviter} invites you to {club} on Arbiter as {role}.',
    'mail.invite.competition': '{inviter} invites you to {competition} ({club}) on Arbiter as {role}.',
    'mail.invite.open':
      'Open this link within {days} days to accept. Without an account you choose your password there; with one, you sign in and accept.',
    'mail.invite.ignore': 'If you do not want to take part, ignore this mail.',
    'mail.role.admin': 'club administrator',
    'mail.role.member': 'member',
    'mail.role.director': 'director',
    'mail.role.player': 'player',
  },
  de: {
    'mail.greeting': 'Hallo {name},',
    'mail.signature': 'Arbiter',
    'mail.reset.subject': 'Arbiter: ein neues Passwort wählen',
    'mail.reset.body':
      'Um ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb von {hours} Stunden:',
    'mail.reset.ignore':
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese Mail: Ihr Passwort bleibt, wie es ist. Der Link gilt einmal.',
    'mail.invite.subject': 'Arbiter: {inviter} lädt Sie zu {place} ein',
    'mail.invite.club': '{inviter} lädt Sie als {role} zu {club} auf Arbiter ein.',
    'mail.invite.competition': '{inviter} lädt Sie als {role} zu {competition} ({club}) auf Arbiter ein.',
    'mail.invite.open':
      'Öffnen Sie diesen Link innerhalb von {days} Tagen, um anzunehmen. Ohne Konto wählen Sie dort Ihr Passwort; mit Konto melden Sie sich an und nehmen an.',
    'mail.invite.ignore': 'Wenn Sie nicht teilnehmen möchten, ignorieren Sie diese Mail.',
    'mail.role.admin': 'Vereinsadministrator',
    'mail.role.member': 'Mitglied',
    'mail.role.director': 'Turnierleiter',
    'mail.role.player': 'Spieler',
  },
  nl: {
    'mail.greeting': 'Hallo {name},',
    'mail.signature': 'Arbiter',
    'mail.reset.subject': 'Arbiter: kies een nieuw wachtwoord',
    'mail.reset.body': 'Open deze link binnen {hours} uur om een nieuw wachtwoord te kiezen:',
    'mail.reset.ignore':
      'Heeft u hier niet om gevraagd, negeer dan deze mail: uw wachtwoord blijft zoals het is. De link werkt één keer.',
    'mail.invite.subject': 'Arbiter: {inviter} nodigt u uit voor {place}',
    'mail.invite.club': '{inviter} nodigt u uit voor {club} op Arbiter als {role}.',
    'mail.invite.competition': '{inviter} nodigt u uit voor {competition} ({club}) op Arbiter als {role}.',
    'mail.invite.open':
      'Open deze link binnen {days} dagen om de uitnodiging aan te nemen. Zonder account kiest u daar uw wachtwoord; met een account logt u in en neemt u aan.',
    'mail.invite.ignore': 'Wilt u niet meedoen, negeer dan deze mail.',
    'mail.role.admin': 'clubbeheerder',
    'mail.role.member': 'lid',
    'mail.role.director': 'wedstrijdleider',
    'mail.role.player': 'speler',
  },
};

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
