/**
 * Ranking positions over the season as a server-rendered SVG line chart (KZ-10 history): place 1
 * at the top, one line per chosen player, his name at the end. Accessible: the SVG has a title
 * and a description, and the same numbers follow as a table. No script, no inline style; the
 * lines take their colours and dashes from classes in the stylesheet.
 */
import type { ParticipantId } from '../../../core/types.js';
import { type RankingChart, rankingChart } from '../../../formats/keizer/index.js';
import type { PageContext } from '../ui.js';
import { basePath, nameIn, stateOf } from './shared.js';

const W = 720;
const H = 360;
const M = { left: 40, right: 150, top: 16, bottom: 36 };
const SERIES_STYLES = 8;
const LABEL_GAP = 13;

/** Moves end labels apart so that they do not overlap (keeps their order). */
function spread(ys: readonly number[]): number[] {
  const order = ys.map((y, i) => [y, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(ys.length);
  let last = Number.NEGATIVE_INFINITY;
  for (const [y, i] of order) {
    last = Math.max(y, last + LABEL_GAP);
    out[i] = last;
  }
  return out;
}

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
  const last = rounds.length - 1;
  const field = Math.max(2, ...chart.fieldSize);
  const x = (i: number) => M.left + (i * (W - M.left - M.right)) / Math.max(1, last);
  const y = (place: number) => M.top + ((place - 1) * (H - M.top - M.bottom)) / (field - 1);
  const placeTicks = [1, ...Array.from({ length: Math.floor(field / 5) }, (_, i) => (i + 1) * 5)].filter(
    (p) => p <= field,
  );
  const roundStep = Math.max(1, Math.ceil(rounds.length / 15));
  const ends = series.map((s) => {
    const at = s.places.findLastIndex((p) => p !== null);
    return { at, place: at >= 0 ? (s.places[at] as number) : field };
  });
  const labelY = spread(ends.map((e) => y(e.place)));
  const describe = series
    .map((s) => {
      const first = s.places.find((p) => p !== null);
      const end = s.places.findLast((p) => p !== null);
      return t('keizer.chart.fromTo', { name: name(s.participantId), from: first ?? '–', to: end ?? '–' });
    })
    .join('; ');
  return (
    <figure class="keizer-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={`${idPrefix}-title`}>{t('keizer.chart.title')}</title>
        <desc id={`${idPrefix}-desc`}>
          {t('keizer.chart.desc', { rounds: rounds[last] ?? 0 })} {describe}
        </desc>
        <g class="keizer-grid">
          {placeTicks.map((p) => (
            <>
              <line x1={M.left} x2={W - M.right} y1={y(p)} y2={y(p)} />
              <text x={M.left - 6} y={y(p) + 4} text-anchor="end">
                {p}
              </text>
            </>
          ))}
          {rounds.map((r, i) =>
            i % roundStep === 0 || i === last ? (
              <text x={x(i)} y={H - M.bottom + 18} text-anchor="middle">
                {r}
              </text>
            ) : null,
          )}
          <text x={(M.left + W - M.right) / 2} y={H - 4} text-anchor="middle">
            {t('keizer.chart.rounds')}
          </text>
        </g>
        {series.map((s, k) => {
          const points = s.places.flatMap((p, i) => (p === null ? [] : [`${x(i)},${y(p)}`]));
          const end = ends[k] as { at: number; place: number };
          const style = `keizer-s${k % SERIES_STYLES}`;
          return (
            <g class={`keizer-series ${style}`}>
              <polyline points={points.join(' ')} fill="none" />
              {end.at >= 0 ? <circle cx={x(end.at)} cy={y(end.place)} r="3" /> : null}
              <text x={W - M.right + 8} y={(labelY[k] as number) + 4}>
                {end.place}. {name(s.participantId)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="visually-hidden">{t('keizer.chart.title')}</figcaption>
      <PlacesTable ctx={ctx} chart={chart} ids={series.map((s) => s.participantId)} />
    </figure>
  );
}

/** The chart's numbers as a table (the accessible and printable fallback). */
function PlacesTable({
  ctx,
  chart,
  ids,
}: {
  ctx: PageContext;
  chart: RankingChart;
  ids: readonly ParticipantId[];
}) {
  const { t } = ctx;
  const name = nameIn(ctx);
  return (
    <details class="keizer-chart-table">
      <summary>{t('keizer.chart.table')}</summary>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('keizer.chart.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.name')}</th>
              {chart.rounds.map((r) => (
                <th scope="col" class="num">
                  {r === 0 ? t('keizer.chart.start') : r}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <tr>
                <th scope="row">{name(id)}</th>
                {(chart.series.find((s) => s.participantId === id)?.places ?? []).map((p) => (
                  <td class="num">{p ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
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
