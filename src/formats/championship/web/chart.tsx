/**
 * A player's place after every round in the app's one chart (server/pages/chart.tsx), place 1 at the top.
 */
import type { ParticipantId } from '../../../core/types.js';
import { RoundsChart } from '../../../server/pages/chart.js';
import { computeStandings } from '../index.js';
import type { ChampionshipPage } from './page.js';

export function PlaceChart({ page, id }: { page: ChampionshipPage; id: ParticipantId }) {
  const { t, state } = page;
  const rounds = state.rounds.length;
  if (rounds < 2) return null;
  const field = state.players.length;
  const places = Array.from(
    { length: rounds },
    (_, i) => computeStandings(state, i + 1).find((s) => s.id === id)?.place ?? field,
  );
  const label = t('champ.player.chart', {
    places: places.map((p, i) => `${i + 1}: ${p}`).join(', '),
  });
  return (
    <RoundsChart
      id="championship-place"
      title={t('champ.player.chartCaption', { field })}
      description={label}
      rounds={places.map((_, i) => String(i + 1))}
      axis={t('champ.player.chartAxis')}
      scale={{ kind: 'place', field }}
      series={[{ name: page.t('col.place'), values: places }]}
      caption={t('champ.player.chartCaption', { field })}
    />
  );
}
