/**
 * The championship's notices: each round's pairing to every player (his opponent and whether he
 * starts, or his bye), and in the candidates' round (round 20 by the seed, SD-9 … SD-14) each
 * player's status — safe, out, candidate, filler — with its reason.
 */
import type { StoredEvent } from '../../../core/events.js';
import type { FormatNotices, Notice } from '../../../mail/notices.js';
import type { ChampionshipState } from '../state.js';
import { candidatesView } from '../view-candidates.js';

function pairing(after: ChampionshipState, e: StoredEvent): Notice[] {
  const round = Number(e.payload.round);
  const pairings = (e.payload.pairings as { first: string; second: string | null }[]) ?? [];
  const base = { key: `${e.seq}:pairing`, page: 'rounds' };
  const out: Notice[] = pairings.flatMap((p) =>
    p.second === null
      ? [{ ...base, kind: 'sd.bye', to: p.first, params: { round } }]
      : [
          { ...base, kind: 'sd.pairing', to: p.first, params: { round, opponent: p.second, starts: 'yes' } },
          { ...base, kind: 'sd.pairing', to: p.second, params: { round, opponent: p.first, starts: 'no' } },
        ],
  );
  const candidates = candidatesView(after);
  if (candidates?.round === round && candidates.status === 'paired')
    for (const row of candidates.rows)
      out.push({
        kind: 'sd.candidates',
        to: row.id,
        params: { round, status: row.status },
        key: `${e.seq}:candidates`,
        page: 'rounds',
        explain: row.reason,
      });
  return out;
}

export const championshipNotices: FormatNotices<ChampionshipState> = {
  format: 'championship',
  kinds: ['sd.pairing', 'sd.bye', 'sd.candidates'],
  ofEvents(_before, after, events) {
    return events.flatMap((e) => (e.type === 'RoundPaired' ? pairing(after, e) : []));
  },
};
