/**
 * The pyramid's tabs (PYR-16): running challenges with their periods and official start dates,
 * the waiting lists, the archive of results (provisional ones marked, PYR-8), each player's page
 * with "whom may I challenge" and why not the others, and for the guardian the export of final
 * results for rating (CSV and PGN headers).
 */

import { TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import {
  type ArchivedGame,
  archiveView,
  type ChallengeView,
  makePgnHeaders,
  makeResultsCsv,
  playerView,
  RESULT_STATUSES,
  runningChallenges,
  waitingListsView,
} from '../index.js';
import {
  dayOf,
  nameFor,
  PlayerLink,
  PlayerPicker,
  placeText,
  pyramidOf,
  reachText,
  reasonText,
  whenOf,
} from './common.js';

const RESULT_TEXT: Readonly<Record<string, string>> = {
  '1-0': '1–0',
  '0-1': '0–1',
  '1/2-1/2': '½–½',
  none: '–',
};
export const resultText = (r: string): string => RESULT_TEXT[r] ?? r;

function Deadline({ ctx, label, d }: { ctx: PageContext; label: string; d: ChallengeView['acceptBy'] }) {
  if (!d) return null;
  return (
    <span class={d.passed ? 'badge warn' : ''}>
      {ctx.t(label, { at: whenOf(ctx, d.at) })}
      {d.extendedBy > 0 ? ` ${ctx.t('pyr.challenges.extended', { days: d.extendedBy })}` : ''}
      {d.passed ? ` ${ctx.t('pyr.challenges.passed')}` : ''}
    </span>
  );
}

export function ChallengesPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = pyramidOf(ctx);
  const games = runningChallenges(state, ctx.asOf);
  // PYR-8, the seed: a reported result is marked as provisional on the challenges page.
  const provisional = archiveView(state, ctx.asOf, { include: 'all' }).filter((g) => g.status !== 'final');
  return (
    <section aria-labelledby="pyr-challenges">
      <h2 id="pyr-challenges">{t('pyr.round.running')}</h2>
      {games.length === 0 ? (
        <p>{t('pyr.challenges.none')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <TableHead
              columns={[
                t('pyr.col.challenger'),
                t('pyr.col.defender'),
                t('pyr.col.status'),
                t('pyr.col.since'),
                t('pyr.official-start'),
                t('pyr.col.deadlines'),
              ]}
            />
            <tbody>
              {games.map((g) => (
                <tr>
                  <td>
                    <PlayerLink ctx={ctx} id={g.challenger} /> {placeText(g.challengerPlace)}
                  </td>
                  <td>
                    <PlayerLink ctx={ctx} id={g.defender} /> {placeText(g.defenderPlace)}
                  </td>
                  <td>
                    {t(`pyr.status.${g.status}`)}
                    <div class="small muted">
                      {t(`pyr.kind.${g.kind}`)}
                      {g.forced ? ` · ${t('pyr.challenges.forced')}` : ''}
                      {g.firstMove ? ` · ${t('pyr.challenges.firstMove', { move: g.firstMove })}` : ''}
                    </div>
                  </td>
                  <td>{whenOf(ctx, g.challengedAt ?? g.assignedAt)}</td>
                  <td>{dayOf(ctx, g.officialStart)}</td>
                  <td>
                    <Deadline ctx={ctx} label="pyr.challenges.confirmBy" d={g.confirmBy} />
                    <Deadline ctx={ctx} label="pyr.challenges.acceptBy" d={g.acceptBy} />
                    {g.gameLimit ? (
                      <span>{t('pyr.challenges.limit', { at: dayOf(ctx, g.gameLimit) })}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {provisional.length > 0 ? (
        <>
          <h3 id="pyr-provisional">{t('pyr.challenges.provisional')}</h3>
          <p class="small muted">{t('pyr.challenges.provisionalExplain')}</p>
          <ResultsTable ctx={ctx} games={provisional} />
        </>
      ) : null}
    </section>
  );
}

export function WaitingPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const lists = waitingListsView(pyramidOf(ctx));
  return (
    <section aria-labelledby="pyr-waiting">
      <h2 id="pyr-waiting">{t('pyr.waiting.title')}</h2>
      <p class="small muted">{t('pyr.waiting.explain')}</p>
      {lists.waiting.length === 0 ? (
        <p>{t('pyr.waiting.empty')}</p>
      ) : (
        <ol class="pyr-list">
          {lists.waiting.map((w) => (
            <li>
              <PlayerLink ctx={ctx} id={w.participantId} /> {placeText(w.place)} ·{' '}
              {t('pyr.waiting.since', { since: whenOf(ctx, w.since) })}
              {w.eternal ? ` · ${t('pyr.eternal.active')}` : ''}
            </li>
          ))}
        </ol>
      )}
      <h2 id="pyr-eternal">{t('pyr.eternal.title')}</h2>
      <p class="small muted">{t('pyr.eternal.explain')}</p>
      {lists.eternal.length === 0 ? (
        <p>{t('pyr.waiting.empty')}</p>
      ) : (
        <ol class="pyr-list">
          {lists.eternal.map((e) => (
            <li>
              <PlayerLink ctx={ctx} id={e.participantId} /> {placeText(e.place)} ·{' '}
              {t(`pyr.eternal.${e.status}`)}
              {e.challenging
                ? ` · ${t('pyr.eternal.challenging', { name: nameFor(ctx)(e.challenging) })}`
                : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Finished games with their status (PYR-8): the archive, and the challenges page's results not yet final. */
function ResultsTable({ ctx, games }: { ctx: PageContext; games: readonly ArchivedGame[] }) {
  const { t } = ctx;
  return (
    <div class="table-wrap">
      <table>
        <TableHead
          columns={[
            t('pyr.col.ended'),
            t('pyr.col.challenger'),
            t('pyr.col.defender'),
            t('pyr.col.result'),
            t('pyr.col.status'),
          ]}
        />
        <tbody>
          {games.map((g) => (
            <tr>
              <td>{dayOf(ctx, g.endedAt)}</td>
              <td>
                <PlayerLink ctx={ctx} id={g.challenger} />
              </td>
              <td>{g.defender ? <PlayerLink ctx={ctx} id={g.defender} /> : t('pyr.vacant')}</td>
              <td>{resultText(g.result)}</td>
              <td>
                <span class={g.status === 'final' ? 'badge ok' : 'badge warn'}>
                  {t(`pyr.result.${g.status}`)}
                </span>{' '}
                <span class="small muted">
                  {t(`pyr.ending.${g.ending}`)}
                  {g.status === 'provisional' && g.finalAt
                    ? ` · ${t('pyr.archive.finalAt', { at: dayOf(ctx, g.finalAt) })}`
                    : ''}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ArchivePage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const who = ctx.query.p && ctx.roster.has(ctx.query.p) ? ctx.query.p : undefined;
  const games = archiveView(pyramidOf(ctx), ctx.asOf, {
    include: 'all',
    ...(who ? { participant: who } : {}),
  });
  return (
    <section aria-labelledby="pyr-archive">
      <h2 id="pyr-archive">
        {who ? t('pyr.archive.of', { name: nameFor(ctx)(who) }) : t('pyr.archive.title')}
      </h2>
      <PlayerPicker
        ctx={ctx}
        path="/t/archive"
        name="p"
        label={t('pyr.col.player')}
        selected={who}
        none={t('pyr.archive.everyone')}
      />
      <p class="small muted">
        {t('pyr.archive.explain', { statuses: RESULT_STATUSES.map((s) => t(`pyr.result.${s}`)).join(', ') })}
      </p>
      {games.length === 0 ? <p>{t('pyr.archive.none')}</p> : <ResultsTable ctx={ctx} games={games} />}
    </section>
  );
}

/** One fact of a player's card (a term and its description), left out when there is none. */
const fact = (term: string, description: string | undefined) =>
  description ? (
    <>
      <dt>{term}</dt>
      <dd>{description}</dd>
    </>
  ) : null;

export function PlayerPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const id =
    (ctx.query.p && ctx.roster.has(ctx.query.p) ? ctx.query.p : undefined) ??
    ctx.access.participantId ??
    [...ctx.roster.keys()][0];
  const view = id ? playerView(pyramidOf(ctx), id, ctx.asOf) : undefined;
  const picker = (
    <PlayerPicker ctx={ctx} path="/t/player" name="p" label={t('pyr.col.player')} selected={id} />
  );
  if (!id || !view)
    return (
      <section>
        {picker}
        <p>{t('pyr.player.none')}</p>
      </section>
    );
  const name = nameFor(ctx)(id);
  return (
    <section aria-labelledby="pyr-player">
      {picker}
      <h2 id="pyr-player">{name}</h2>
      <dl class="pyr-facts">
        <dt>{t('pyr.col.position')}</dt>
        <dd>
          {view.place ? placeText(view.place) : t('pyr.player.left', { at: dayOf(ctx, view.left?.at) })}
        </dd>
        {fact(
          t('pyr.player.challenging'),
          view.challenging &&
            `${nameFor(ctx)(view.challenging.defender)} · ${t(`pyr.status.${view.challenging.status}`)}`,
        )}
        {fact(
          t('pyr.player.defending'),
          view.defending &&
            `${nameFor(ctx)(view.defending.challenger)} · ${t(`pyr.status.${view.defending.status}`)}`,
        )}
        {fact(
          t('pyr.waiting.title'),
          view.waitingSince && t('pyr.waiting.since', { since: whenOf(ctx, view.waitingSince) }),
        )}
        {fact(t('pyr.eternal.title'), view.eternal !== 'off' ? t(`pyr.eternal.${view.eternal}`) : undefined)}
        <dt>{t('pyr.player.vacation')}</dt>
        <dd>
          {t('pyr.player.allowance', {
            used: view.allowance.used,
            days: view.allowance.days,
            year: view.allowance.year,
          })}
          {view.vacations.length > 0 ? (
            <span class="small muted">
              {' '}
              · {view.vacations.map((v) => `${ctx.when.date(v.from)} – ${ctx.when.date(v.to)}`).join(', ')}
            </span>
          ) : null}
        </dd>
        {fact(t('pyr.player.inactiveFrom'), view.inactiveFrom && dayOf(ctx, view.inactiveFrom))}
      </dl>
      <h3 id="pyr-options">{t('pyr.player.options')}</h3>
      {view.options.hindrance ? (
        <p>{reasonText(ctx, view.options.hindrance)}</p>
      ) : view.options.levels ? (
        <p>{reachText(ctx, view.options.levels)}</p>
      ) : null}
      {view.options.places.length > 0 ? (
        <ul class="pyr-options">
          {view.options.places.map((o) => (
            <li class={o.hindrance ? 'pyr-not' : 'pyr-ok'}>
              {placeText(o.place)} {o.participantId ? nameFor(ctx)(o.participantId) : t('pyr.vacant')}:{' '}
              {o.hindrance || view.options.hindrance ? (
                <span class="muted">
                  {o.hindrance ? reasonText(ctx, o.hindrance) : t('pyr.player.notNow')}
                </span>
              ) : (
                <strong>{t('pyr.player.free')}</strong>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <h3>{t('pyr.archive.title')}</h3>
      {view.games.length === 0 ? (
        <p>{t('pyr.archive.none')}</p>
      ) : (
        <ul>
          {view.games.map((g) => (
            <li>
              {dayOf(ctx, g.endedAt)} · {nameFor(ctx)(g.challenger)} –{' '}
              {g.defender ? nameFor(ctx)(g.defender) : t('pyr.vacant')} {resultText(g.result)} ·{' '}
              {t(`pyr.result.${g.status}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** PYR-8: final results for the rating officer; real names (the guardian's page). */
export function ExportPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = pyramidOf(ctx);
  return (
    <section aria-labelledby="pyr-export">
      <h2 id="pyr-export">{t('pyr.export.title')}</h2>
      <p class="small muted">{t('pyr.export.explain')}</p>
      <h3>CSV</h3>
      <pre class="pyr-export" id="pyr-export-csv">
        {makeResultsCsv(state, ctx.roster, ctx.asOf)}
      </pre>
      <h3>PGN</h3>
      <pre class="pyr-export" id="pyr-export-pgn">
        {makePgnHeaders(state, ctx.roster, ctx.asOf)}
      </pre>
    </section>
  );
}
