/**
 * The schedule of a scheduled event (TX-11): the rounds' periods; every open game with its
 * appointment, the messages logged with their answer deadlines (reported to the director after
 * 5 days, lost after 2 more), missed appointments that were rearranged, and the chances left;
 * and each player's rescheduling chances over the tournament.
 */

import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { chancesLeft, type ScheduleEntry, scheduleView } from '../index.js';
import { cupRoundName, cupRoundsOf, gameTitle, nameIn, tpState, When } from './common.js';
import { gameAnchor } from './games.js';

const STATUS_BADGE = { waiting: '', reported: 'warn', answered: 'ok', forfeited: 'bad' } as const;

export function SchedulePage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const view = scheduleView(state, ctx.asOf);
  const open = view.games.filter((g) => !g.decided);
  const decided = view.games.length - open.length;
  const rounds = cupRoundsOf(state);
  return (
    <>
      <PrintButton t={t} />
      <p class="small muted">{t('tx.ui.scheduleRules', tpState(ctx).config.scheduled)}</p>
      <h2>{t('tx.ui.rounds')}</h2>
      {view.rounds.length === 0 ? (
        <p class="muted">{t('tx.ui.noRoundsScheduled')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <TableHead columns={[t('tx.ui.round'), t('tx.ui.from'), t('tx.ui.until')]} />
            <tbody>
              {view.rounds.map((r) => (
                <tr>
                  <th scope="row">
                    {r.stage === 'groups'
                      ? t('tx.round.groups', { n: r.round })
                      : cupRoundName(t, r.round, rounds)}
                  </th>
                  <td>
                    <When ctx={ctx} at={r.startsAt} />
                  </td>
                  <td>{r.endsBy ? <When ctx={ctx} at={r.endsBy} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{t('tx.ui.openGames', { count: open.length })}</h2>
      {open.length === 0 ? <p class="muted">{t('tx.ui.noOpenGames')}</p> : null}
      <div class="tp-tournament-games">
        {open.map((entry) => (
          <OpenGame ctx={ctx} entry={entry} />
        ))}
      </div>
      <p>
        <a href={`/c/${ctx.loaded.record.id}/t/games`}>{t('tx.ui.decidedGames', { count: decided })}</a>
      </p>
      <Chances ctx={ctx} />
    </>
  );
}

function OpenGame({ ctx, entry }: { ctx: PageContext; entry: ScheduleEntry }) {
  const { t } = ctx;
  const { game } = entry;
  const [a, b] = game.players;
  return (
    <article class="tp-tournament-game" aria-labelledby={`s-${game.id}`}>
      <h3 id={`s-${game.id}`}>
        <a href={gameAnchor(ctx, game.id)}>{gameTitle(t, game, cupRoundsOf(tpState(ctx)))}</a>
      </h3>
      <p>
        {nameIn(ctx, a)} – {nameIn(ctx, b)}
      </p>
      <ul class="tp-tournament-notes">
        <li>
          {entry.appointment ? (
            <>
              {t('tx.ui.arrangedFor')} <When ctx={ctx} at={entry.appointment.startsAt} />
            </>
          ) : (
            t('tx.ui.notArranged')
          )}
        </li>
        {entry.endsBy ? (
          <li>
            {t('tx.ui.playBy')} <When ctx={ctx} at={entry.endsBy} />
          </li>
        ) : null}
        {entry.contacts.map((c) => (
          <li>
            <span class={`badge ${STATUS_BADGE[c.status]}`}>{t(`tx.ui.contact.${c.status}`)}</span>{' '}
            {t('tx.ui.messageSent', { from: nameIn(ctx, c.from), to: nameIn(ctx, c.to) })}{' '}
            <When ctx={ctx} at={c.sentAt} />.{' '}
            {c.answeredAt ? (
              <>
                {t('tx.ui.answeredAt')} <When ctx={ctx} at={c.answeredAt} />.
              </>
            ) : (
              <>
                {t('tx.ui.reportAt')} <When ctx={ctx} at={c.reportAt} />; {t('tx.ui.forfeitAt')}{' '}
                <When ctx={ctx} at={c.forfeitAt} />.
              </>
            )}
          </li>
        ))}
        {entry.rearrangements.map((r) => (
          <li>
            {t('tx.ui.rearranged', { player: nameIn(ctx, r.absent) })} <When ctx={ctx} at={r.missedAt} />
          </li>
        ))}
        <li class="small muted">
          {game.players
            .map((p) =>
              t('tx.ui.chancesOf', {
                player: nameIn(ctx, p),
                match: entry.chances[p]?.match ?? 0,
                tournament: entry.chances[p]?.tournament ?? 0,
              }),
            )
            .join(' · ')}
        </li>
      </ul>
    </article>
  );
}

function Chances({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = tpState(ctx);
  const used = new Map<string, number>();
  for (const r of state.rearrangements) used.set(r.absent, (used.get(r.absent) ?? 0) + 1);
  const players = [...state.entrants.keys()].sort((x, y) => nameIn(ctx, x).localeCompare(nameIn(ctx, y)));
  return (
    <section aria-labelledby="tx-chances">
      <h2 id="tx-chances">{t('tx.ui.chances')}</h2>
      <div class="table-wrap">
        <table>
          <TableHead
            columns={[t('col.name'), numeric(t('tx.ui.chancesUsed')), numeric(t('tx.ui.chancesLeft'))]}
          />
          <tbody>
            {players.map((p) => (
              <tr>
                <th scope="row">{nameIn(ctx, p)}</th>
                <td class="num">{used.get(p) ?? 0}</td>
                <td class="num">{chancesLeft(state, p, '').tournament}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
