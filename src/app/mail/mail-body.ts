/**
 * The body of Arbiter's mails to players, as text and as HTML from the same parts: a greeting,
 * the lines of the matter, a link to act on (clickable in HTML), the footer lines, a signature.
 * Every text is escaped in the HTML.
 */
import type { OutgoingMail } from '../../store/outbox.js';

export interface MailParts {
  readonly greeting: string;
  readonly body: readonly string[];
  /** The page where the recipient acts, shown as a link of its own in HTML. */
  readonly link?: { readonly line: string; readonly url: string };
  readonly footer: readonly string[];
  readonly signature: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

export function mailBody(parts: MailParts): { readonly text: string; readonly html: string } {
  const footer = [...(parts.link ? [parts.link.line] : []), ...parts.footer];
  const text = [parts.greeting, parts.body.join('\n'), footer.join('\n'), `-- \n${parts.signature}`].join(
    '\n\n',
  );
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${parts.body.map(escapeHtml).join('<br>\n')}</p>`,
    ...(parts.link
      ? [`<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.url)}</a></p>`]
      : []),
    `<p>${parts.footer.map(escapeHtml).join('<br>\n')}</p>`,
    `<p>${escapeHtml(parts.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { text: `${text}\n`, html };
}

/**
 * A mail to a person (an answer, a notice): its body made from the parts, in his language, to
 * his address, greeted by `greeting`; `mail` says what it is and carries its headers.
 */
export function mailTo(
  person: { readonly id: string; readonly email: string },
  parts: MailParts,
  mail: Pick<OutgoingMail, 'kind' | 'lang' | 'subject' | 'headers' | 'competitionId'>,
): OutgoingMail {
  const { text, html } = mailBody(parts);
  return { ...mail, to: person.email, text, html, personId: person.id };
}
