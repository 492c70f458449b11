/**
 * A player's place after every round as a small SVG line chart, rendered on the server (no
 * script, no inline style: colours come from the stylesheet). Place 1 is at the top.
 */
import type { ParticipantId } from '../../../core/types.js';
import { computeStandings } from '../../../formats/championship/index.js';
import type { ChampionshipPage } from './page.js';

const STEP = 24;
const HEIGHT = 120;
const PAD = 14;

export function PlaceChart({ page, id }: { page: ChampionshipPage; id: ParticipantId }) {
  const { t, state } = page;
  const rounds = state.rounds.length;
  if (rounds < 2) return null;
  const field = state.players.length;
  const places = Array.from(
    { length: rounds },
    (_, i) => computeStandings(state, i + 1).find((s) => s.id === id)?.place ?? field,
  );
  const x = (i: number) => PAD + i * STEP;
  const y = (place: number) => PAD + ((place - 1) / Math.max(1, field - 1)) * (HEIGHT - 2 * PAD);
  const width = x(rounds - 1) + PAD;
  const label = t('champ.player.chart', {
    places: places.map((p, i) => `${i + 1}: ${p}`).join(', '),
  });
  return (
    <figure class="championship-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label}>
        <title>{label}</title>
        <line class="championship-chart-axis" x1={PAD} y1={y(1)} x2={width - PAD} y2={y(1)} />
        <line class="championship-chart-axis" x1={PAD} y1={y(field)} x2={width - PAD} y2={y(field)} />
        <polyline
          class="championship-chart-line"
          points={places.map((p, i) => `${x(i)},${y(p)}`).join(' ')}
        />
        {places.map((p, i) => (
          <circle class="championship-chart-dot" cx={x(i)} cy={y(p)} r={3} />
        ))}
      </svg>
      <figcaption class="small muted">{t('champ.player.chartCaption', { field })}</figcaption>
    </figure>
  );
}
