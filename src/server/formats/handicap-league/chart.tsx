/**
 * A small server-rendered SVG line chart (a player's league points game by game). No script, no
 * inline style: colours are presentation attributes; the title describes it for screen readers.
 */

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { left: 36, right: 8, top: 10, bottom: 10 };

export function LineChart({ values, title, id }: { values: readonly number[]; title: string; id: string }) {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values, low + 1);
  const x = (i: number) =>
    PAD.left + (values.length < 2 ? 0 : (i * (WIDTH - PAD.left - PAD.right)) / (values.length - 1));
  const y = (v: number) => PAD.top + ((high - v) * (HEIGHT - PAD.top - PAD.bottom)) / (high - low);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const label = (v: number) => (v > 0 ? `+${v}` : String(v));
  return (
    <svg
      class="hl-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      {[high, 0, low]
        .filter((v, i, all) => all.indexOf(v) === i)
        .map((v) => (
          <>
            <line
              x1={PAD.left}
              y1={y(v)}
              x2={WIDTH - PAD.right}
              y2={y(v)}
              stroke={v === 0 ? '#57606a' : '#d0d7de'}
              stroke-width={1}
            />
            <text
              x={PAD.left - 6}
              y={y(v)}
              font-size={12}
              text-anchor="end"
              dominant-baseline="central"
              fill="#57606a"
            >
              {label(v)}
            </text>
          </>
        ))}
      <polyline points={points} fill="none" stroke="#0b5cad" stroke-width={2} />
      {values.length <= 60
        ? values.map((v, i) => <circle cx={x(i)} cy={y(v)} r={2.5} fill="#0b5cad" />)
        : null}
    </svg>
  );
}
