/**
 * The final (SD-16): while the main rounds run, who would play it; then its games with scores,
 * game points and total score, the next game, and the champion with how the final was decided.
 * Links the placement round when the configuration has one.
 */

import { formatHalves } from '../../../core/rational.js';
import { numeric, PrintButton, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { finalView } from '../index.js';
import { PlayerLink, pageOf } from './page.js';

export function FinalPage({ ctx }: { ctx: PageContext }) {
  const page = pageOf(ctx);
  const { t, state } = page;
  const view = finalView(state);
  if (!view) return <p class="muted">{t('champ.final.none')}</p>;
  const [a, b] = view.finalists;
  const mode = <p class="small muted">{t(`champ.final.${view.mode}`)}</p>;
  const placement = state.config.placementRound ? (
    <p>
      <a href={page.href('pairings', { round: state.config.rounds + 1 })}>{t('champ.final.placement')}</a>
    </p>
  ) : null;
  if (view.status === 'projected' || !a || !b) {
    return (
      <>
        <h2>{t('champ.final.title')}</h2>
        {mode}
        {a && b ? (
          <p>
            {t('champ.final.projected', { rounds: state.config.rounds })} <PlayerLink page={page} id={a.id} />{' '}
            – <PlayerLink page={page} id={b.id} />
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      <h2>
        {t('champ.final.title')}: {page.name(a.id)} – {page.name(b.id)}
      </h2>
      {mode}
      {view.champion ? (
        <p class="notice ok championship-champion" role="status">
          {t('champ.final.champion', { name: page.name(view.champion) })}{' '}
          {view.decidedBy ? t(`champ.final.${view.decidedBy}`) : ''}
        </p>
      ) : null}
      <PrintButton t={t} />
      <div class="table-wrap">
        <table class="championship-final">
          <caption class="visually-hidden">{t('champ.final.title')}</caption>
          <TableHead
            columns={[
              t('champ.final.game'),
              numeric(<PlayerLink page={page} id={a.id} />),
              numeric(<PlayerLink page={page} id={b.id} />),
            ]}
          />
          <tbody>
            {view.games.map((g) => (
              <tr>
                <th scope="row">
                  {t('champ.round.final-game', { n: g.game })}
                  {g.extra ? <span class="small muted"> ({t('champ.final.extra')})</span> : null}
                </th>
                <td class="num">{g.firstScore}</td>
                <td class="num">{g.secondScore}</td>
              </tr>
            ))}
            {view.nextGame !== undefined ? (
              <tr>
                <th scope="row">{t('champ.round.final-game', { n: view.nextGame })}</th>
                <td colspan={2} class="muted">
                  {t('champ.final.toPlay')}
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('champ.final.points')}</th>
              <td class="num">{formatHalves(view.halfPoints[0])}</td>
              <td class="num">{formatHalves(view.halfPoints[1])}</td>
            </tr>
            <tr>
              <th scope="row">{t('champ.final.totals')}</th>
              <td class="num">{view.totals[0]}</td>
              <td class="num">{view.totals[1]}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {placement}
    </>
  );
}
