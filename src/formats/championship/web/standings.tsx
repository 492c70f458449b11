/**
 * The championship's main page: where it stands, the player's own game, and the standings (SD-2:
 * W–L, spread, rating, lot) after any round — champion and runner-up on top once the final is
 * decided (SD-16). Print-friendly.
 */

import { numeric, PrintButton, placeAndName, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { isComplete, standingsView } from '../index.js';
import { PlayerLink, pageOf, queryNumber, RoundNav } from './page.js';
import { ProgressNotice, YourGame } from './progress.js';

export function StandingsPage({ ctx }: { ctx: PageContext }) {
  const page = pageOf(ctx);
  const { t, state } = page;
  const played = state.rounds.length;
  const after = queryNumber(ctx, 'after', 1, played);
  const view = standingsView(state, after);
  const current = state.rounds[view.throughRound - 1];
  const heading =
    view.throughRound === 0
      ? t('comp.standings')
      : current && !isComplete(current)
        ? t('champ.standings.live', { round: view.throughRound })
        : t('champ.standings.after', { round: view.throughRound });
  return (
    <>
      <ProgressNotice page={page} />
      {page.self ? <YourGame page={page} id={page.self} /> : null}
      <h2 id="champ-standings">{heading}</h2>
      <RoundNav
        page={page}
        tab={null}
        rounds={played}
        current={view.throughRound}
        param="after"
        label={t('champ.standings.afterRound')}
      />
      <PrintButton t={t} />
      <div class="table-wrap">
        <table class="championship-standings" aria-labelledby="champ-standings">
          <TableHead
            columns={[
              ...placeAndName(t),
              numeric(t('champ.col.record')),
              numeric(t('champ.col.spread')),
              numeric(t('col.games'), 'championship-wide'),
              numeric(t('col.rating'), 'championship-wide'),
            ]}
          />
          <tbody>
            {view.rows.map((row) => (
              <tr
                class={
                  [
                    row.withdrawn ? 'championship-withdrawn' : '',
                    row.id === page.self ? 'championship-self' : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                <td class="num">{row.place}</td>
                <th scope="row">
                  <PlayerLink page={page} id={row.id} />
                  {row.id === page.self ? (
                    <span class="visually-hidden"> ({t('champ.you.short')})</span>
                  ) : null}
                  {row.finalRole ? (
                    <>
                      {' '}
                      <span class={`badge ${row.finalRole === 'champion' ? 'ok' : ''}`}>
                        {t(`champ.role.${row.finalRole}`)}
                      </span>
                    </>
                  ) : null}
                  {row.withdrawn ? (
                    <>
                      {' '}
                      <span class="badge warn">{t('champ.standings.withdrawn')}</span>
                    </>
                  ) : null}
                </th>
                <td class="num">{row.record}</td>
                <td class="num">{row.spreadText}</td>
                <td class="num championship-wide">{row.games}</td>
                <td class="num championship-wide">{row.rating || ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="small muted">{t('champ.standings.order')}</p>
      {view.byFinal ? <p class="small muted">{t('champ.standings.byFinal')}</p> : null}
      {state.lot ? null : <p class="small muted">{t('champ.standings.noLot')}</p>}
    </>
  );
}
