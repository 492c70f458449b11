/**
 * The evenings, newest first (the latest dozen unless all are asked for): their games with
 * handicaps and results, who moved up and down at the close (HL-7), the lot drawn for ties (HL-6),
 * games that counted for nothing; and the archive of players taken out of the ranking, kept with
 * their history (HL-11).
 */

import type { Child } from 'hono/jsx';
import { localDate } from '../../../core/moment.js';
import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { archive, type EveningSummary, evenings, type HandicapLeagueState } from '../index.js';
import { dateOf, eveningText, leagueOf, modifierText, PlayerLink, pathOf, signed, timeOf } from './common.js';
import { GamesTable } from './tonight.js';

/** Each evening's HL-7 moves: player → modifier after the move, from the players' histories. */
function movesOf(league: HandicapLeagueState): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const p of league.players.values()) {
    for (let cell = p.history; cell; cell = cell.tail) {
      const h = cell.head;
      if (h.kind !== 'moved') continue;
      const moves = out.get(h.evening) ?? new Map<string, number>();
      moves.set(p.id, h.modifier);
      out.set(h.evening, moves);
    }
  }
  return out;
}

const LATEST = 12;

export function EveningsPage({ ctx }: { ctx: PageContext }) {
  const league = leagueOf(ctx);
  const all = [...evenings(league)].reverse();
  const moves = movesOf(league);
  if (all.length === 0) return <p class="muted">{ctx.t('hl.evenings.none')}</p>;
  const shown = ctx.query.all === '1' ? all : all.slice(0, LATEST);
  return (
    <>
      <PrintButton t={ctx.t} />
      {shown.map((e) => (
        <Evening ctx={ctx} evening={e} moves={moves.get(e.evening)} />
      ))}
      {shown.length < all.length ? (
        <p class="no-print">
          <a href={pathOf(ctx, '/t/evenings?all=1')}>{ctx.t('hl.evenings.all', { count: all.length })}</a>
        </p>
      ) : null}
    </>
  );
}

function Evening({
  ctx,
  evening: e,
  moves,
}: {
  ctx: PageContext;
  evening: EveningSummary;
  moves: ReadonlyMap<string, number> | undefined;
}) {
  const { t } = ctx;
  // The date once: in the heading when the evening is named by the day it was opened.
  const sameDay = e.evening === localDate(e.openedAt, ctx.zone) ? 'yes' : 'no';
  return (
    <section aria-labelledby={`evening-${e.evening}`} class="hl-evening">
      <h2 id={`evening-${e.evening}`}>
        {t('hl.evening', { evening: eveningText(ctx, e.evening) })}{' '}
        <span class="small muted">#{e.number}</span>
      </h2>
      <p class="small muted">
        {e.closedAt
          ? t('hl.evenings.closed', {
              sameDay,
              date: dateOf(ctx, e.openedAt),
              from: timeOf(ctx, e.openedAt),
              to: timeOf(ctx, e.closedAt),
              games: e.games.length,
            })
          : t('hl.evenings.open', { sameDay, date: dateOf(ctx, e.openedAt), from: timeOf(ctx, e.openedAt) })}
      </p>
      {e.up || e.down ? (
        <ul>
          {e.up ? <Moved ctx={ctx} id={e.up} up modifier={moves?.get(e.up)} /> : null}
          {e.down ? <Moved ctx={ctx} id={e.down} up={false} modifier={moves?.get(e.down)} /> : null}
        </ul>
      ) : e.closedAt ? (
        <p>{t('hl.evenings.nobodyMoved')}</p>
      ) : null}
      {e.seed ? <p class="small muted">{t('hl.evenings.lot')}</p> : null}
      {e.dropped.length > 0 ? (
        <p class="notice">
          {t('hl.evenings.dropped')}:{' '}
          {e.dropped.map((g, i) => (
            <>
              {i > 0 ? ', ' : ''}
              <PlayerLink ctx={ctx} id={g.uwate} /> – <PlayerLink ctx={ctx} id={g.shitate} />
            </>
          ))}
        </p>
      ) : null}
      {e.games.length > 0 ? <GamesTable ctx={ctx} games={e.games} tonight={false} /> : null}
    </section>
  );
}

/** HL-7: "Kitsune moved up one league rank (modifier now +I)". */
function Moved(props: { ctx: PageContext; id: string; up: boolean; modifier: number | undefined }): Child {
  const { ctx, id, up, modifier = 0 } = props;
  return (
    <li>
      <PlayerLink ctx={ctx} id={id} />{' '}
      {ctx.t(up ? 'hl.evenings.up' : 'hl.evenings.down', { modifier: modifierText(modifier) })}
    </li>
  );
}

export function ArchivePage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const rows = archive(leagueOf(ctx));
  return (
    <>
      <p>{t('hl.archive.text')}</p>
      {rows.length === 0 ? (
        <p class="muted">{t('hl.archive.empty')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <TableHead
              columns={[
                t('col.name'),
                t('hl.col.rank'),
                numeric(t('hl.col.points')),
                numeric(t('col.games')),
              ]}
            />
            <tbody>
              {rows.map((r) => (
                <tr>
                  <th scope="row">
                    <PlayerLink ctx={ctx} id={r.participantId} />
                  </th>
                  <td class="hl-rank">{r.notation}</td>
                  <td class="num">{signed(r.points)}</td>
                  <td class="num">{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
