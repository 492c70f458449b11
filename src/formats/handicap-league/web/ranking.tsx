/**
 * The league's main page: the ranking (HL-6) in the notation (HL-4) under public names (HL-10;
 * the director also sees real names and aliases), with a pointer to the evening that is running.
 */
import type { Child } from 'hono/jsx';
import { numeric, PrintButton, placeAndName, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { archive, eveningBoard, ranking } from '../index.js';
import { eveningText, leagueOf, PlayerLink, pathOf, signed, timeOf } from './common.js';

export function RankingPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const league = leagueOf(ctx);
  const { rows, seed } = ranking(league);
  const archived = archive(league).length;
  return (
    <>
      <RunningEvening ctx={ctx} />
      {rows.length === 0 ? (
        <p class="muted">{t('hl.ranking.empty')}</p>
      ) : (
        <div class="table-wrap">
          <table class="hl-ranking">
            <caption class="hl-caption">{t('hl.ranking.caption')}</caption>
            <TableHead
              columns={[
                ...placeAndName(t),
                t('hl.col.rank'),
                numeric(t('hl.col.points')),
                numeric(t('col.games'), 'hl-wide'),
                numeric(<abbr title={t('col.wins')}>{t('hl.col.w')}</abbr>, 'hl-wide'),
                numeric(<abbr title={t('hl.col.draws')}>{t('hl.col.d')}</abbr>, 'hl-wide'),
                numeric(<abbr title={t('hl.col.losses')}>{t('hl.col.l')}</abbr>, 'hl-wide'),
              ]}
            />
            <tbody>
              {rows.map((r) => (
                <tr>
                  <td class="num">{r.tied ? `${r.place}=` : r.place}</td>
                  <th scope="row">
                    <PlayerLink ctx={ctx} id={r.participantId} />
                    <DirectorNote ctx={ctx} id={r.participantId} />
                    {r.decidedBy === 'lot' ? <span class="badge">{t('hl.ranking.byLot')}</span> : null}
                  </th>
                  <td class="hl-rank">
                    {r.notation}
                    {r.rankAssumed ? (
                      <>
                        {' '}
                        <span class="badge warn">{t('hl.ranking.assumed')}</span>
                      </>
                    ) : null}
                  </td>
                  <td class="num">{signed(r.points)}</td>
                  <td class="num hl-wide">{r.games}</td>
                  <td class="num hl-wide">{r.wins}</td>
                  <td class="num hl-wide">{r.draws}</td>
                  <td class="num hl-wide">{r.losses}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p class="small muted">{t('hl.ranking.notation')}</p>
      <p class="small muted">{seed === undefined ? t('hl.ranking.noLot') : t('hl.ranking.lot')}</p>
      {archived > 0 ? (
        <p class="small">
          <a href={pathOf(ctx, '/t/archive')}>{t('hl.ranking.archived', { count: archived })}</a>
        </p>
      ) : null}
      <PrintButton t={t} />
    </>
  );
}

/** The director sees the alias the public sees, and whose rank is only assumed. */
function DirectorNote({ ctx, id }: { ctx: PageContext; id: string }): Child {
  if (ctx.access.audience !== 'director') return null;
  const alias = ctx.roster.get(id)?.alias;
  return alias ? <span class="small muted"> ({ctx.t('hl.ranking.alias', { alias })})</span> : null;
}

/** A running evening is what people at the club look for first. */
function RunningEvening({ ctx }: { ctx: PageContext }): Child {
  const board = eveningBoard(leagueOf(ctx));
  if (!board) return null;
  return (
    <p class="notice hl-running">
      {ctx.t('hl.ranking.running', {
        evening: eveningText(ctx, board.evening),
        since: timeOf(ctx, board.openedAt),
        present: board.present.length,
        playing: board.playing.length,
      })}{' '}
      <a href={pathOf(ctx, '/t/tonight')}>{ctx.t('hl.ranking.toBoard')}</a>
      {ctx.access.actor ? (
        <>
          {' · '}
          <a href={pathOf(ctx, '/act')}>{ctx.t('hl.ranking.toAct')}</a>
        </>
      ) : null}
    </p>
  );
}
