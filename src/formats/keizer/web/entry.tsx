/**
 * Late entrants (KZ-6), for directors: every player who joined after round 1, the entry points
 * the system proposes (the place his rating belongs to, between the established players rated
 * just above and below him) and the points he has. Points are set on the "act" page.
 */

import { parseRational } from '../../../core/rational.js';
import { numeric, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { proposeEntryPoints } from '../index.js';
import { href, nameIn, PlayerLink, stateOf, valueText } from './shared.js';

export function EntryPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const late = state.players.filter((p) => p.firstRound > 1);
  return (
    <section aria-labelledby="keizer-entry-title">
      <h2 id="keizer-entry-title">{t('keizer.entry.title')}</h2>
      <p class="small muted">{t('keizer.entry.hint')}</p>
      {late.length === 0 ? (
        <p class="muted">{t('keizer.entry.none')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">{t('keizer.entry.title')}</caption>
            <TableHead
              columns={[
                t('col.name'),
                numeric(t('col.rating')),
                t('keizer.player.joined'),
                t('keizer.entry.proposal'),
                numeric(t('keizer.player.entryPoints')),
              ]}
            />
            <tbody>
              {late.map((p) => {
                const proposal = proposeEntryPoints(state, p.id);
                return (
                  <tr>
                    <th scope="row">
                      <PlayerLink ctx={ctx} id={p.id} />
                    </th>
                    <td class="num">{p.rating}</td>
                    <td>{t('round.label', { n: p.firstRound })}</td>
                    <td>
                      {proposal
                        ? t('keizer.entry.proposed', {
                            points: valueText(proposal.points, ctx.lang),
                            place: proposal.place,
                            above: proposal.above ? nameIn(ctx)(proposal.above) : '–',
                            below: proposal.below ? nameIn(ctx)(proposal.below) : '–',
                          })
                        : '–'}
                    </td>
                    <td class="num">
                      {p.entryPoints !== undefined ? (
                        valueText(parseRational(p.entryPoints) ?? { n: 0, d: 1 }, ctx.lang)
                      ) : (
                        <span class="badge warn">{t('keizer.player.entryMissing')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <a href={href(ctx, '/act', { section: 'entry' })}>{t('keizer.entry.setLink')}</a>
      </p>
    </section>
  );
}
