/**
 * The crosstable (KZ-7 … KZ-10): one row per player in ranking order, one cell per round with
 * the opponent's place, the colour, the outcome and what the round adds to the score under the
 * current values. Short codes on screen, the full text for screen readers and in a legend.
 */

import { numeric, PrintButton, placeAndName, TableHead } from '../../../server/kit/display.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { type CrosstableCell, crosstable, type OutcomeKind, rankingAfter } from '../index.js';
import { nameIn, outcomeText, PlayerLink, pointsText, stateOf } from './shared.js';

/** Short marks for a cell; games show the result from the row player's side. */
const MARK: Record<OutcomeKind, string> = {
  none: '',
  win: '1',
  draw: '½',
  loss: '0',
  pending: '…',
  bye: 'B',
  stranded: 'S',
  notice: 'A',
  'team-match': 'T',
  'signed-off': 'O',
  'not-paired': 'N',
  'late-notice': 'L',
  'no-show': '–',
};

const GAMES: ReadonlySet<OutcomeKind> = new Set(['win', 'draw', 'loss', 'pending']);

/** A cell's short text: the opponent's place and colour for a game (`3w`), then the mark. */
export function cellMark(cell: CrosstableCell, placeOf: ReadonlyMap<string, number>): string {
  const colour = cell.colour === 'white' ? 'w' : cell.colour === 'black' ? 'b' : '';
  const opponent =
    GAMES.has(cell.outcome) && cell.opponent ? `${placeOf.get(cell.opponent) ?? '?'}${colour} ` : '';
  return `${opponent}${MARK[cell.outcome]}`;
}

function Cell({
  ctx,
  cell,
  placeOf,
}: {
  ctx: PageContext;
  cell: CrosstableCell;
  placeOf: Map<string, number>;
}) {
  const { t } = ctx;
  if (cell.outcome === 'none') return <td class="muted">·</td>;
  const opponent = cell.opponent;
  const full = [
    t('round.label', { n: cell.round }),
    outcomeText(ctx, cell.outcome),
    ...(opponent ? [nameIn(ctx)(opponent)] : []),
    ...(cell.colour ? [t(`keizer.colour.${cell.colour}`)] : []),
    t('keizer.crosstable.points', { points: pointsText(cell.points, ctx.lang) }),
  ].join(', ');
  return (
    <td class={`keizer-cell keizer-${cell.outcome}`}>
      <span aria-hidden="true">
        {cellMark(cell, placeOf)}
        <br />
        <span class="small muted">{pointsText(cell.points, ctx.lang)}</span>
      </span>
      <span class="visually-hidden">{full}</span>
    </td>
  );
}

export function CrosstablePage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const state = stateOf(ctx);
  const table = crosstable(state);
  const placeOf = new Map(rankingAfter(state).rows.map((r) => [r.participantId as string, r.place]));
  if (table.rounds.length === 0) return <p class="muted">{t('comp.noRounds')}</p>;
  return (
    <section aria-labelledby="keizer-crosstable-title">
      <h2 id="keizer-crosstable-title">{t('keizer.tab.crosstable')}</h2>
      <p class="small muted">{t('keizer.crosstable.hint')}</p>
      <PrintButton t={ctx.t} />
      <div class="table-wrap">
        <table class="keizer-crosstable sticky-names">
          <caption class="visually-hidden">{t('keizer.tab.crosstable')}</caption>
          <TableHead
            columns={[
              ...placeAndName(t),
              numeric(t('keizer.col.base')),
              ...table.rounds.map((r) => numeric(r)),
              numeric(t('keizer.col.score')),
            ]}
          />
          <tbody>
            {table.rows.map((row) => (
              <tr>
                <td class="num">{row.place}</td>
                <th scope="row">
                  <PlayerLink ctx={ctx} id={row.participantId} />
                </th>
                <td class="num">{pointsText(row.base, ctx.lang)}</td>
                {row.cells.map((cell) => (
                  <Cell ctx={ctx} cell={cell} placeOf={placeOf} />
                ))}
                <td class="num">
                  <strong>{pointsText(row.score, ctx.lang)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('keizer.crosstable.legend')}</h3>
      <dl class="keizer-legend small">
        {(Object.keys(MARK) as OutcomeKind[])
          .filter((k) => MARK[k] !== '' && !['win', 'draw', 'loss'].includes(k))
          .map((k) => (
            <>
              <dt>{MARK[k]}</dt>
              <dd>{outcomeText(ctx, k)}</dd>
            </>
          ))}
      </dl>
    </section>
  );
}
