/** The director's switch of a competition's join link and the requests to join, on the act page. */
import type { Child } from 'hono/jsx';
import type { Translate } from '../../app/i18n.js';
import type { JoinLink, JoinRequest } from '../../store/accounts.js';
import { Csrf } from '../forms/forms.js';
import { PostButton } from './account-secrets.js';

/** The switch and the waiting requests, on the act page of a competition's director. */
export function JoinLinkSection(props: {
  t: Translate;
  csrf: string;
  competitionId: string;
  link: JoinLink | undefined;
  requests: readonly JoinRequest[];
}): Child {
  const { t, csrf, link } = props;
  const base = `/c/${props.competitionId}`;
  return (
    <section id="join-link" aria-labelledby="join-link-title">
      <h2 id="join-link-title">{t('join.title')}</h2>
      <p role="status">{t(link ? (link.approval ? 'join.isApproval' : 'join.isOpen') : 'join.isOff')}</p>
      <form method="post" action={`${base}/join-link`} class="join-link-switch">
        <Csrf token={csrf} />
        <div class="field">
          <label for="join-approval">
            <input
              id="join-approval"
              type="checkbox"
              name="approval"
              value="true"
              checked={link ? link.approval : true}
            />{' '}
            {t('join.approval')}
          </label>
        </div>
        {link ? (
          <>
            <button type="submit" name="action" value="approval" class="secondary">
              {t('join.saveApproval')}
            </button>{' '}
            <button type="submit" name="action" value="new" class="secondary">
              {t('join.newLink')}
            </button>{' '}
            <button type="submit" name="action" value="off" class="secondary">
              {t('join.turnOff')}
            </button>
          </>
        ) : (
          <button type="submit" name="action" value="on">
            {t('join.turnOn')}
          </button>
        )}
      </form>
      <p class="small muted">{t('join.hint')}</p>
      {props.requests.length > 0 ? (
        <>
          <h3>{t('join.requests', { count: props.requests.length })}</h3>
          <ul class="join-requests">
            {props.requests.map((r) => (
              <li>
                {r.name}{' '}
                <span class="actions">
                  <PostButton
                    csrf={csrf}
                    action={`${base}/join-requests/${encodeURIComponent(r.id)}`}
                    label={t('join.approve')}
                    named={t('join.approveNamed', { name: r.name })}
                    fields={{ answer: 'approve' }}
                  />
                  <PostButton
                    csrf={csrf}
                    action={`${base}/join-requests/${encodeURIComponent(r.id)}`}
                    label={t('join.refuse')}
                    named={t('join.refuseNamed', { name: r.name })}
                    fields={{ answer: 'refuse' }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
