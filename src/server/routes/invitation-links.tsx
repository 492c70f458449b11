/**
 * Invitations without a mail server: the links of invitations just made or renewed, shown once
 * to the inviter to copy and pass on (only their hashes are stored), with plain words on whether
 * any mail went out; the open invitations with "New link" / "Send again" and "Withdraw"; and the
 * notice that mail is not set up on this server.
 */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import { INVITE_DAYS, type IssuedInvitation } from '../../app/accounts/invitations.js';
import type { Translate } from '../../app/i18n.js';
import type { Invitation } from '../../store/accounts.js';
import type { AppEnv } from '../http/context.js';
import { renderPage } from '../pages/page.js';
import { PostButton } from './account-secrets.js';

/** The links of invitations just made or renewed: readonly boxes to copy from. */
export function InvitationLinks(props: {
  t: Translate;
  issued: readonly IssuedInvitation[];
  mailOff: boolean;
  /** On a page of its own, whose title it is, the section has no heading. */
  untitled?: boolean;
}): Child {
  const { t, issued } = props;
  return (
    <section class="invitation-links" aria-label={t('links.title')}>
      {props.untitled ? null : <h2>{t('links.title')}</h2>}
      <p class={props.mailOff ? 'notice' : 'notice ok'} role="status">
        {t(props.mailOff ? 'links.mailOff' : 'links.mailOn')}
      </p>
      <p class="small muted">{t('links.once', { days: INVITE_DAYS })}</p>
      <ul class="invitation-link-list">
        {issued.map((i) => (
          <li>
            <label for={`link-${i.id}`}>
              {i.name} · {i.email}
              {i.renewed ? ` (${t('links.renewed')})` : ''}
            </label>
            <input
              id={`link-${i.id}`}
              type="text"
              readonly
              value={i.link}
              aria-label={t('links.label', { name: i.name })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The answer to a form that invited people: their links on a page of their own (never stored by
 * a cache), with what else was done and the way on.
 */
export function invitationLinksPage(
  c: Context<AppEnv>,
  mailOff: boolean,
  { issued, done, back }: { issued: readonly IssuedInvitation[]; done: readonly string[]; back: string },
) {
  const t = c.var.t;
  c.header('Cache-Control', 'no-store');
  return renderPage(
    c,
    t('links.title'),
    <>
      <h1>{t('links.title')}</h1>
      {done.length > 0 ? (
        <p class="notice ok" role="status">
          {done.join(' · ')}
        </p>
      ) : null}
      {issued.length > 0 ? (
        <InvitationLinks t={t} issued={issued} mailOff={mailOff} untitled />
      ) : (
        <p>{t('links.none')}</p>
      )}
      <BackButton t={t} href={back} />
    </>,
  );
}

/** The way back from a page of links to copy, focused: the director has read it. */
export function BackButton({ t, href }: { t: Translate; href: string }) {
  return (
    <p>
      <a href={href} class="button" autofocus>
        {t('links.back')}
      </a>
    </p>
  );
}

/** The notice that this server sends no mail, where people are invited. */
export const MailOffNotice = ({ t, mailOff }: { t: Translate; mailOff: boolean | undefined }): Child =>
  mailOff ? (
    <p class="notice" role="note">
      {t('mail.off')}
    </p>
  ) : null;

/** Open invitations, each with a new link (mailed again where mail is set up) and withdraw. */
export function OpenInvitations(props: {
  c: Context<AppEnv>;
  invitations: readonly Invitation[];
  /** Where the buttons post: `${base}/${id}/renew` and `${base}/${id}/withdraw`. */
  base: string;
  /** What an invitation confers, in words. */
  role: (invitation: Invitation) => string;
  mailOff: boolean;
  withdrawLabel: string;
  withdrawNamed: (name: string) => string;
}): Child {
  const { c, invitations } = props;
  const t = c.var.t;
  if (invitations.length === 0) return null;
  return (
    <ul class="open-invitations">
      {invitations.map((i) => (
        <li>
          {i.name} · {i.email} · {props.role(i)}{' '}
          <span class="actions">
            <PostButton
              csrf={c.var.csrf}
              action={`${props.base}/${encodeURIComponent(i.id)}/renew`}
              label={t(props.mailOff ? 'invitations.renew' : 'invitations.resend')}
              named={t(props.mailOff ? 'invitations.renewNamed' : 'invitations.resendNamed', {
                name: i.name,
              })}
            />
            <PostButton
              csrf={c.var.csrf}
              action={`${props.base}/${encodeURIComponent(i.id)}/withdraw`}
              label={props.withdrawLabel}
              named={props.withdrawNamed(i.name)}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
