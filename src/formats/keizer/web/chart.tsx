/**
 * Ranking positions over the season (KZ-10 history) in the app's one chart (server/pages/chart.tsx):
 * place 1 at the top, one line per chosen player, and the form that chooses them.
 */
import type { ParticipantId } from '../../../core/types.js';
import type { PageContext } from '../../../server/kit/ui.js';
import { RoundsChart } from '../../../server/pages/chart.js';
import { type RankingChart, rankingChart } from '../index.js';
import { basePath, nameIn, stateOf } from './shared.js';

/** Places over the season (KZ-10 history) of the chosen players, in the app's one chart. */
export function PlacesChart({
  ctx,
  chart,
  ids,
  idPrefix,
}: {
  ctx: PageContext;
  chart: RankingChart;
  ids: readonly ParticipantId[];
  idPrefix: string;
}) {
  const { t } = ctx;
  const name = nameIn(ctx);
  const series = ids.flatMap((id) => chart.series.filter((s) => s.participantId === id));
  const rounds = chart.rounds;
  const describe = series
    .map((s) => {
      const first = s.places.find((p) => p !== null);
      const end = s.places.findLast((p) => p !== null);
      return t('keizer.chart.fromTo', { name: name(s.participantId), from: first ?? '–', to: end ?? '–' });
    })
    .join('; ');
  return (
    <RoundsChart
      id={idPrefix}
      title={t('keizer.chart.title')}
      description={`${t('keizer.chart.desc', { rounds: rounds[rounds.length - 1] ?? 0 })} ${describe}`}
      rounds={rounds.map((r) => (r === 0 ? t('keizer.chart.start') : String(r)))}
      axis={t('keizer.chart.rounds')}
      scale={{ kind: 'place', field: Math.max(2, ...chart.fieldSize) }}
      series={series.map((s) => ({ name: name(s.participantId), values: s.places }))}
      table={{ summary: t('keizer.chart.table'), name: t('col.name') }}
    />
  );
}

const CHOSEN = 'p-';
const DEFAULT_LINES = 6;

/** The chart tab: the leaders and the viewer by default; any players by the form below. */
export function ChartPage({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  const chart = rankingChart(stateOf(ctx));
  const name = nameIn(ctx);
  const all = chart.series.map((s) => s.participantId);
  const picked = all.filter((id) => ctx.query[`${CHOSEN}${id}`] === '1');
  const me = ctx.access.participantId;
  const ids =
    picked.length > 0
      ? picked
      : [...all.slice(0, DEFAULT_LINES), ...(me && !all.slice(0, DEFAULT_LINES).includes(me) ? [me] : [])];
  if (chart.rounds.length < 2) return <p class="muted">{t('comp.noRounds')}</p>;
  return (
    <section aria-labelledby="keizer-chart-heading">
      <h2 id="keizer-chart-heading">{t('keizer.chart.title')}</h2>
      <PlacesChart ctx={ctx} chart={chart} ids={ids} idPrefix="keizer-chart" />
      <details class="no-print">
        <summary>{t('keizer.chart.choose')}</summary>
        <form method="get" action={`${basePath(ctx)}/t/chart`}>
          {ctx.historic ? <input type="hidden" name="asOf" value={ctx.asOf} /> : null}
          <fieldset>
            <legend>{t('keizer.chart.players')}</legend>
            <div class="keizer-choices">
              {all.map((id) => (
                <label class="keizer-check">
                  <input
                    type="checkbox"
                    name={`${CHOSEN}${id}`}
                    value="1"
                    {...(ids.includes(id) ? { checked: true } : {})}
                  />{' '}
                  {name(id)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit">{t('keizer.chart.show')}</button>
        </form>
      </details>
    </section>
  );
}
