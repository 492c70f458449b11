/**
 * The mailbox's pages. `/inbox`: the director's inbox — every received mail with its moment (when
 * it reached the club's server, PYR-0), who sent it and how that was verified, what it asked for
 * and what became of each command, and for a mail that waits: carry it out now, carry it out at
 * its own moment (a late entry whose impact the competition's review then lists, PYR-0), or
 * reject it with a reason that the sender is told. Club admins see every mail; directors the mail
 * of their competitions and mail of none. `/mail`: how players write to the club, for everyone.
 */
import { isUtf8 } from 'node:buffer';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Child } from 'hono/jsx';
import { isClubAdmin } from '../../app/accounts/access.js';
import { nameOf } from '../../app/competitions/present.js';
import { httpStatusOf } from '../../app/errors.js';
import { type CommandLine, InboxError } from '../../app/mail/inbox.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import { reasonInWords } from '../../app/reasons.js';
import type { Roster } from '../../core/participant.js';
import type { Moment } from '../../core/types.js';
import { allFormatMail } from '../../formats/mail.js';
import type { InboundMail, MailStep } from '../../store/mailbox.js';
import type { CompetitionRecord } from '../../store/port.js';
import { Csrf, ErrorSummary } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { renderPage } from '../pages/page.js';

interface Competition {
  readonly record: CompetitionRecord;
  readonly roster: Roster;
  readonly isDirector: boolean;
}

/** What the viewer may see and decide in the inbox, or undefined when nothing. */
async function scopeOf(c: Context<AppEnv>, services: Services) {
  const inbox = services.inbox;
  const viewer = c.var.viewer;
  if (!inbox || !viewer.person) return undefined;
  const clubId = inbox.settings.clubId;
  const admin = isClubAdmin(viewer, clubId);
  const competitions = new Map<string, Competition>();
  for (const record of await services.competitions.ofClub(clubId)) {
    const loaded = await services.competitions.load(record.id);
    const { isDirector } = (await services.accounts.visibility(viewer, record)).access;
    if (loaded && (isDirector || admin))
      competitions.set(record.id, { record, roster: loaded.head.state.roster, isDirector });
  }
  if (!admin && competitions.size === 0) return undefined;
  return { inbox, admin, competitions };
}

type Scope = NonNullable<Awaited<ReturnType<typeof scopeOf>>>;

const mayDecide = (scope: Scope, mail: InboundMail): boolean =>
  mail.status === 'held' &&
  (mail.competitionId === undefined ? true : scope.competitions.has(mail.competitionId));

/** The director's inbox: the mails that wait (or all, `?show=all`), each with what became of it. */
async function inboxPage(
  services: Services,
  c: Context<AppEnv>,
  notice: { message?: string; mail?: string } = {},
  status: 200 | ReturnType<typeof httpStatusOf> = 200,
) {
  const zone = services.settings.timeZone ?? DEFAULT_ZONE;
  const t = c.var.t;
  if (!services.inbox)
    return renderPage(c, t('inbox.title'), <p class="notice">{t('inbox.noMailbox')}</p>, 404);
  if (!c.var.viewer.person) return c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`, 303);
  const scope = await scopeOf(c, services);
  if (!scope) return renderPage(c, t('error.notFound'), <p>{t('error.notFoundText')}</p>, 404);
  const all = c.req.query('show') === 'all';
  const competitionIds = scope.admin ? undefined : [...scope.competitions.keys()];
  const held = await scope.inbox.list({ ...(competitionIds ? { competitionIds } : {}), status: 'held' });
  const mails = all ? await scope.inbox.list(competitionIds ? { competitionIds } : {}) : held;
  const words = momentText(c.var.lang, zone, services.clock.now());
  const entries = [];
  for (const mail of mails) {
    const details = await scope.inbox.details(mail.id);
    const lines = details && details.steps.length > 0 ? await scope.inbox.linesOf(mail.id) : [];
    const people = await services.accounts.namesOf(
      [mail.personId, mail.decision?.by].filter((id): id is string => id !== undefined),
    );
    entries.push({ mail, steps: details?.steps ?? [], lines, people });
  }
  return renderPage(
    c,
    t('inbox.title'),
    <>
      <h1>{t('inbox.title')}</h1>
      <p>{t('inbox.intro', { address: scope.inbox.settings.address })}</p>
      <p class="small">
        {[...scope.competitions.values()].map((x) => (
          <>
            <a href={`/mail/sent/${x.record.id}`}>
              {t('sent.link')}: {x.record.name}
            </a>{' '}
          </>
        ))}
      </p>
      <ErrorSummary t={t} {...(notice.message ? { message: notice.message } : {})} />
      <p>
        <strong>{t('inbox.waiting', { count: held.length })}</strong> ·{' '}
        {all ? (
          <a href="/inbox">{t('inbox.show.held')}</a>
        ) : (
          <a href="/inbox?show=all">{t('inbox.show.all')}</a>
        )}
      </p>
      {entries.length === 0 ? <p class="muted">{t('inbox.none')}</p> : null}
      {entries.map((e) => (
        <MailEntry
          c={c}
          scope={scope}
          entry={e}
          when={(m) => words.moment(m)}
          {...(notice.mail === e.mail.id && notice.message ? { error: notice.message } : {})}
        />
      ))}
    </>,
    status,
  );
}

/** A received mail as it came, for those who may see it. */
async function rawMail(services: Services, c: Context<AppEnv, '/inbox/:id/raw'>) {
  const scope = await scopeOf(c, services);
  const details = scope && (await scope.inbox.details(c.req.param('id')));
  const visible =
    details &&
    (scope.admin ||
      details.mail.competitionId === undefined ||
      scope.competitions.has(details.mail.competitionId));
  if (!scope || !details || !visible) return c.text('not found', 404);
  const raw = (await scope.inbox.rawMessage(details.mail.id)) ?? new Uint8Array();
  // Shown as text in the charset its bytes are in: UTF-8 when they are, else Latin-1 byte for byte.
  const utf8 = isUtf8(raw);
  return c.body(Buffer.from(raw).toString(utf8 ? 'utf8' : 'latin1'), 200, {
    'content-type': `text/plain; charset=${utf8 ? 'utf-8' : 'iso-8859-1'}`,
    'cache-control': 'no-store',
  });
}

/** A director's decision on a held mail: carry it out (now or at its moment) or reject it. */
async function decideMail(services: Services, c: Context<AppEnv, '/inbox/:id'>) {
  const t = c.var.t;
  const scope = await scopeOf(c, services);
  const person = c.var.viewer.person;
  const details = scope && (await scope.inbox.details(c.req.param('id')));
  if (!scope || !person || !details) return inboxPage(services, c, { message: t('error.notFoundText') }, 400);
  const { mail } = details;
  if (!mayDecide(scope, mail))
    return inboxPage(services, c, { message: t('inbox.notHeld'), mail: mail.id }, 422);
  const body = (await c.req.parseBody()) as Record<string, string>;
  const action = body.action;
  try {
    if (action === 'reject') {
      const reason = (body.reason ?? '').trim();
      if (!reason) return inboxPage(services, c, { message: t('inbox.reasonRequired'), mail: mail.id }, 400);
      await scope.inbox.decide(mail.id, person, { action: 'reject', reason: reason.slice(0, 2000) });
    } else if (action === 'execute' || action === 'execute-at-moment') {
      const [competitionId, participantId] = (body.player ?? '').split(':');
      const chosen =
        competitionId && participantId && scope.competitions.get(competitionId)?.isDirector !== false
          ? { competitionId, participantId }
          : {};
      if (chosen.competitionId && !scope.competitions.has(chosen.competitionId))
        return inboxPage(services, c, { message: t('error.notFoundText'), mail: mail.id }, 400);
      await scope.inbox.decide(mail.id, person, { action, ...chosen });
    } else return inboxPage(services, c, { message: t('form.choose'), mail: mail.id }, 400);
  } catch (e) {
    if (!(e instanceof InboxError)) throw e;
    return inboxPage(services, c, { message: reasonInWords(t, e, {}), mail: mail.id }, httpStatusOf(e.code));
  }
  return c.redirect(`/inbox#${mail.id}`, 303);
}

/** `/mail`: how players write to the club, each format's commands by mail. */
function mailHelpPage(services: Services, c: Context<AppEnv>) {
  const t = c.var.t;
  const address = services.inbox?.settings.address;
  return renderPage(
    c,
    t('mailSyntax.title'),
    <>
      <h1>{t('mailSyntax.title')}</h1>
      <p>{address ? t('mailSyntax.intro', { address }) : t('mailSyntax.noAddress')}</p>
      <p>{t('mailSyntax.reply')}</p>
      <p>{t('mailSyntax.verified')}</p>
      <p>{t('mailSyntax.behalf')}</p>
      <ListTable head={[t('mailSyntax.command'), t('mailSyntax.example'), t('mailSyntax.where')]}>
        {MAIL_HELP_ROWS.map(({ what, example, where }) => (
          <tr>
            <td>{t(what)}</td>
            <td>
              <code>{t(example)}</code>
            </td>
            <td>{t(where)}</td>
          </tr>
        ))}
      </ListTable>
    </>,
  );
}

export function mailRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/inbox', (c) => inboxPage(services, c));
  app.get('/inbox/:id/raw', (c) => rawMail(services, c));
  app.post('/inbox/:id', (c) => decideMail(services, c));
  app.get('/mail', (c) => mailHelpPage(services, c));
  return app;
}

/** The help page's rows: each format's commands by mail (its mail edge's `help`), in the mail list's order. */
const MAIL_HELP_ROWS = [...(await allFormatMail()).values()].flatMap(({ help }) =>
  help ? help.commands.map((command) => ({ ...command, where: help.where })) : [],
);

/** A table of the mail pages: its column heads and its rows. */
export function ListTable({
  head,
  children,
}: {
  readonly head: readonly string[];
  readonly children?: Child;
}) {
  return (
    <div class="table-wrap">
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface Entry {
  readonly mail: InboundMail;
  readonly steps: readonly MailStep[];
  readonly lines: readonly CommandLine[];
  readonly people: ReadonlyMap<string, string>;
}

/** A step's line, and for whom it was when a director wrote a name in front of it (`für Meier:`). */
const forKey = (line: CommandLine | undefined): string => (line?.for === undefined ? '' : 'For');
const lineValues = (line: CommandLine | undefined): Record<string, string> => ({
  line: line?.text ?? '',
  ...(line?.for === undefined ? {} : { player: line.for }),
});

function MailEntry({
  c,
  scope,
  entry,
  when,
  error,
}: {
  c: Context<AppEnv>;
  scope: Scope;
  entry: Entry;
  when: (m: Moment) => string;
  error?: string;
}) {
  const t = c.var.t;
  const { mail, steps, lines, people } = entry;
  const competition = mail.competitionId ? scope.competitions.get(mail.competitionId) : undefined;
  const context = {
    ...(competition ? { format: competition.record.format, roster: competition.roster } : {}),
    when,
  };
  const sender = mail.personId ? people.get(mail.personId) : undefined;
  const badge =
    mail.status === 'done' ? 'ok' : mail.status === 'held' ? 'warn' : mail.status === 'rejected' ? 'bad' : '';
  return (
    <section class="card" id={mail.id}>
      <h2>
        {mail.subject?.trim() || t('inbox.noSubject')}{' '}
        <span class={`badge ${badge}`}>{t(`inbox.status.${mail.status}`)}</span>
      </h2>
      <dl class="small">
        <dt>{t('inbox.from')}</dt>
        <dd>
          {sender ? `${sender} <${mail.from ?? ''}>` : (mail.from ?? '—')}
          {mail.report?.verifiedBy ? (
            <span class="muted"> · {t(`inbox.verified.${mail.report.verifiedBy}`)}</span>
          ) : null}
        </dd>
        <dt>{t('inbox.moment')}</dt>
        <dd>
          <time datetime={mail.receivedAt}>{when(mail.receivedAt)}</time>{' '}
          <span class="muted">
            ({t('inbox.momentHint')}; {t(`inbox.source.${mail.source}`)})
          </span>
        </dd>
        {competition ? (
          <>
            <dt>{t('inbox.competition')}</dt>
            <dd>
              <a href={`/c/${competition.record.id}`}>{competition.record.name}</a>
              {mail.participantId ? ` · ${nameOf(competition.roster, mail.participantId, 'director')}` : null}
            </dd>
          </>
        ) : null}
      </dl>
      {mail.truncated ? (
        <p class="small muted">
          {t('inbox.truncated', { bytes: scope.inbox.settings.maxBytes, size: mail.size })}
        </p>
      ) : null}
      {mail.report && mail.report.code !== 'ok' && mail.status !== 'done' ? (
        <p>
          <strong>{t('inbox.why')}:</strong> {reasonInWords(t, mail.report, context)}
        </p>
      ) : null}
      <MailSteps c={c} steps={steps} lines={lines} context={context} />
      {mail.decision ? (
        <p class="small">
          {t(`inbox.decision.${mail.decision.action}`, {
            name: people.get(mail.decision.by) ?? mail.decision.by,
            at: when(mail.decision.at),
            reason: mail.decision.reason ?? '',
          })}
        </p>
      ) : null}
      {error ? (
        <p class="notice error" role="alert">
          {error}
        </p>
      ) : null}
      {mayDecide(scope, mail) ? <Decide c={c} scope={scope} mail={mail} when={when} /> : null}
      <p class="small">
        <a href={`/inbox/${mail.id}/raw`}>{t('inbox.raw')}</a>
      </p>
    </section>
  );
}

/** What was done with a mail's lines, run by run: each applied, or refused with the reason in words. */
function MailSteps({
  c,
  steps,
  lines,
  context,
}: {
  c: Context<AppEnv>;
  steps: Entry['steps'];
  lines: Entry['lines'];
  context: Parameters<typeof reasonInWords>[2];
}) {
  const t = c.var.t;
  const runs = [...new Set(steps.map((s) => s.run))];
  return (
    <>
      {runs.map((run) => (
        <div>
          <h3 class="small">{run === 0 ? t('inbox.run.auto') : t('inbox.run.director', { run })}</h3>
          <ul>
            {steps
              .filter((s) => s.run === run)
              .map((s) => (
                <li>
                  {s.outcome === 'applied'
                    ? t(`inbox.applied${forKey(lines[s.step])}`, lineValues(lines[s.step]))
                    : t(`inbox.refused${forKey(lines[s.step])}`, {
                        ...lineValues(lines[s.step]),
                        reason: reasonInWords(
                          t,
                          {
                            code: String(s.detail.code),
                            message: String(s.detail.message),
                            ...(s.detail.params
                              ? { params: s.detail.params as Record<string, string | number> }
                              : {}),
                          },
                          context,
                        ),
                      })}
                  {((s.detail.impact as unknown[] | undefined)?.length ?? 0) > 0 ? (
                    <span class="small muted">
                      {' '}
                      {t('inbox.late', { count: (s.detail.impact as unknown[]).length })}
                    </span>
                  ) : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function Decide({
  c,
  scope,
  mail,
  when,
}: {
  c: Context<AppEnv>;
  scope: Scope;
  mail: InboundMail;
  when: (m: Moment) => string;
}) {
  const t = c.var.t;
  const choose = mail.competitionId === undefined || mail.participantId === undefined;
  const options = [...scope.competitions.values()]
    .filter((x) => x.isDirector || scope.admin)
    .flatMap((x) =>
      [...x.roster.values()].map((p) => [`${x.record.id}:${p.id}`, `${x.record.name}: ${p.name}`] as const),
    );
  const reasonId = `reason-${mail.id}`;
  return (
    <form method="post" action={`/inbox/${mail.id}`} class="decide">
      <Csrf token={c.var.csrf} />
      {choose ? (
        <div class="field">
          <label for={`player-${mail.id}`}>{t('inbox.player')}</label>
          <div class="small muted">{t('inbox.playerHint')}</div>
          <select id={`player-${mail.id}`} name="player">
            {options.map(([value, label]) => (
              <option value={value}>{label}</option>
            ))}
          </select>
        </div>
      ) : null}
      <p>
        <button type="submit" name="action" value="execute">
          {t('inbox.execute')}
        </button>{' '}
        <button type="submit" name="action" value="execute-at-moment" class="secondary">
          {t('inbox.executeAtMoment', { moment: when(mail.receivedAt) })}
        </button>
      </p>
      <p class="small muted">{t('inbox.executeAtMomentHint')}</p>
      <div class="field">
        <label for={reasonId}>{t('inbox.reason')}</label>
        <textarea id={reasonId} name="reason" rows={2} maxlength={2000} />
      </div>
      <button type="submit" name="action" value="reject" class="secondary">
        {t('inbox.reject')}
      </button>
    </form>
  );
}
