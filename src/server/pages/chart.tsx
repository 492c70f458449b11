/**
 * The web app's one chart: values over rounds as a server-rendered SVG line chart — places (1 at
 * the top, as in the Keizer ranking and the championship) or points (zero marked, as in the
 * handicap league). The names stand in an HTML legend under the drawing, so they stay readable
 * at a phone's width where the drawing is scaled down; the numbers follow as a table. No
 * script, no inline style: colours and dashes come from classes in the stylesheet; the SVG has
 * a title and a description for screen readers.
 */
import type { Child } from 'hono/jsx';

export interface ChartSeries {
  readonly name: string;
  /** One value per round; null where the series has none (before a player entered). */
  readonly values: readonly (number | null)[];
}

/** Places run from 1 (top) to the field's size; points run up from their lowest to their highest. */
export type ChartScale = { readonly kind: 'place'; readonly field: number } | { readonly kind: 'points' };

export interface RoundsChartProps {
  /** Prefix of the element ids (unique on the page). */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The label of each round on the horizontal axis. */
  readonly rounds: readonly string[];
  /** The horizontal axis' name ("after round"). */
  readonly axis: string;
  readonly scale: ChartScale;
  readonly series: readonly ChartSeries[];
  /** The numbers as a table under the chart: its summary and the heading of the names' column. */
  readonly table?: { readonly summary: string; readonly name: string };
  readonly caption?: Child;
}

const W = 640;
const H = 280;
const M = { left: 44, right: 14, top: 14, bottom: 46 };
/** Distinct colours and dashes in the stylesheet (chart-s0 … chart-s7). */
const STYLES = 8;
/** At most this many round labels, so they stay apart on a phone. */
const ROUND_LABELS = 10;

const styleOf = (k: number): string => `chart-s${k % STYLES}`;

interface Axis {
  readonly y: (v: number) => number;
  readonly ticks: readonly number[];
}

function verticalAxis(scale: ChartScale, series: readonly ChartSeries[]): Axis {
  const span = H - M.top - M.bottom;
  if (scale.kind === 'place') {
    const field = Math.max(2, scale.field);
    const step = field > 25 ? 10 : 5;
    const ticks = [1, ...Array.from({ length: Math.floor(field / step) }, (_, i) => (i + 1) * step)];
    return { y: (p) => M.top + ((p - 1) * span) / (field - 1), ticks: ticks.filter((p) => p <= field) };
  }
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values, low + 1);
  return { y: (v) => M.top + ((high - v) * span) / (high - low), ticks: [...new Set([high, 0, low])] };
}

const signed = (scale: ChartScale, v: number): string =>
  scale.kind === 'points' && v > 0 ? `+${v}` : v < 0 ? `−${-v}` : String(v);

export function RoundsChart(props: RoundsChartProps) {
  const { id, rounds, scale, series } = props;
  const last = rounds.length - 1;
  const x = (i: number) => M.left + (i * (W - M.left - M.right)) / Math.max(1, last);
  const { y, ticks } = verticalAxis(scale, series);
  const every = Math.max(1, Math.ceil(rounds.length / ROUND_LABELS));
  const lastValue = (s: ChartSeries) => s.values.findLast((v) => v !== null);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-desc`}>{props.description}</desc>
        <g class="chart-grid">
          {ticks.map((v) => (
            <>
              <line
                class={v === 0 && scale.kind === 'points' ? 'chart-zero' : undefined}
                x1={M.left}
                x2={W - M.right}
                y1={y(v)}
                y2={y(v)}
              />
              <text x={M.left - 8} y={y(v) + 5} text-anchor="end">
                {signed(scale, v)}
              </text>
            </>
          ))}
          {rounds.map((r, i) =>
            i % every === 0 || i === last ? (
              <text x={x(i)} y={H - M.bottom + 22} text-anchor="middle">
                {r}
              </text>
            ) : null,
          )}
          <text x={(M.left + W - M.right) / 2} y={H - 4} text-anchor="middle">
            {props.axis}
          </text>
        </g>
        {series.map((s, k) => {
          const points = s.values.flatMap((v, i) => (v === null ? [] : [[x(i), y(v)] as const]));
          const end = points[points.length - 1];
          return (
            <g class={`chart-series ${styleOf(k)}`}>
              <polyline points={points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')} />
              {points.length <= 40 ? points.map(([px, py]) => <circle cx={px} cy={py} r="3" />) : null}
              {end && points.length > 40 ? <circle cx={end[0]} cy={end[1]} r="3" /> : null}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <ul class="chart-legend">
          {series.map((s, k) => (
            <li>
              <svg class={`chart-swatch ${styleOf(k)}`} viewBox="0 0 24 8" aria-hidden="true">
                <line x1="0" x2="24" y1="4" y2="4" />
              </svg>
              {s.name}: {lastValue(s) ?? '–'}
            </li>
          ))}
        </ul>
      ) : null}
      {props.caption ? <figcaption class="small muted">{props.caption}</figcaption> : null}
      {props.table ? <ChartTable {...props} table={props.table} /> : null}
    </figure>
  );
}

/** The chart's numbers as a table (for screen readers, print and anyone who wants the figures). */
function ChartTable(props: RoundsChartProps & { table: NonNullable<RoundsChartProps['table']> }) {
  return (
    <details class="chart-table">
      <summary>{props.table.summary}</summary>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.table.name}</th>
              {props.rounds.map((r) => (
                <th scope="col" class="num">
                  {r}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.series.map((s) => (
              <tr>
                <th scope="row">{s.name}</th>
                {s.values.map((v) => (
                  <td class="num">{v === null ? '–' : signed(props.scale, v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
