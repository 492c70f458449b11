/**
 * Pairing a round by the rules: New Swiss for the main rounds (SD-8), the final-candidates rule
 * for the candidates round (SD-9 … SD-14), New Swiss among the non-finalists for the placement
 * round (SD-16). Starts and boards are assigned here, so every method yields the same shape.
 */
import { pairNewSwiss, type SwissPairing, type SwissPlayer, type SwissQuality } from '../../core/swiss.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import { analyseCandidates, type CandidatesAnalysis } from './candidates.js';
import type { Pairing, RoundMethod } from './events.js';
import { computeStandings, type Standing } from './standings.js';
import { type ChampionshipState, isActive } from './state.js';

export interface PlannedRound {
  readonly method: RoundMethod;
  readonly pairings: readonly Pairing[];
  readonly analysis?: CandidatesAnalysis;
  readonly quality?: SwissQuality;
}

/** The method the rules prescribe for a round (group rounds are paired when the groups are set). */
export function methodOf(state: ChampionshipState, round: number): RoundMethod | undefined {
  const { config } = state;
  if (config.groupRounds && round <= 3) return 'groups';
  if (round <= config.rounds) return round === config.candidatesRound ? 'final-candidates' : 'new-swiss';
  if (config.placementRound && round === config.rounds + 1) return 'placement';
  return undefined;
}

/** The field of a round in standing order after the previous round (SD-8: "as of the previous round"). */
export function fieldOf(state: ChampionshipState, round: number): Standing[] {
  return computeStandings(state, round - 1).filter((s) => isActive(state, s.id, round));
}

/** The top two active players after the main rounds (SD-16). */
export function finalistsOf(state: ChampionshipState): [ParticipantId, ParticipantId] | undefined {
  const top = fieldOf(state, state.config.rounds + 1);
  return top.length >= 2 ? [(top[0] as Standing).id, (top[1] as Standing).id] : undefined;
}

export function planRound(
  state: ChampionshipState,
  round: number,
  repeats: number,
): Result<PlannedRound, Refusal> {
  const method = methodOf(state, round);
  const field = fieldOf(state, round);
  if (method === 'final-candidates') return planCandidatesRound(state, field, repeats);
  if (method === 'placement') {
    const finalists = new Set(state.final?.finalists ?? finalistsOf(state) ?? []);
    return swissRound(
      'placement',
      field.filter((s) => !finalists.has(s.id)),
      repeats,
    );
  }
  return swissRound('new-swiss', field, repeats);
}

const swissPlayerOf = (s: Standing): SwissPlayer => ({
  id: s.id,
  score: s.halfWins,
  byes: s.byes,
  opponents: s.opponents,
  ...(s.lastOpponent === undefined ? {} : { lastOpponent: s.lastOpponent }),
});

/** Pairs `field` by New Swiss next to the `fixed` games; starts and boards use the whole `standings`. */
function swissRound(
  method: RoundMethod,
  field: readonly Standing[],
  repeats: number,
  fixed: readonly Pairing[] = [],
  standings: readonly Standing[] = field,
): Result<PlannedRound, Refusal> {
  const paired = pairNewSwiss(field.map(swissPlayerOf), { repeats });
  if (!paired.ok) {
    return err(
      refusal(
        paired.error.code,
        `${paired.error.message}; allow repeats (repeats: ${repeats + 1}) or pair the round by hand`,
        { ...(paired.error.params ? { params: paired.error.params } : {}) },
      ),
    );
  }
  const byId = new Map(standings.map((s) => [s.id, s]));
  return ok({
    method,
    pairings: withBoards([...fixed, ...paired.value.pairings.map((p) => orient(p, byId))], byId),
    quality: paired.value.quality,
  });
}

/** Who starts: the player with fewer starts so far, then the higher-placed one. */
function orient(p: SwissPairing, byId: ReadonlyMap<ParticipantId, Standing>): Pairing {
  if (p.kind === 'bye') return { first: p.player, second: null };
  const a = byId.get(p.first) as Standing;
  const b = byId.get(p.second) as Standing;
  const aStarts = a.starts < b.starts || (a.starts === b.starts && a.place < b.place);
  return aStarts ? { first: a.id, second: b.id } : { first: b.id, second: a.id };
}

/** Boards by the better place of the two players; byes last, without a board. */
export function withBoards(
  pairings: readonly Pairing[],
  byId: ReadonlyMap<ParticipantId, Standing>,
): Pairing[] {
  const placeOf = (id: ParticipantId | null) =>
    id === null ? Number.POSITIVE_INFINITY : (byId.get(id)?.place ?? 0);
  const games = pairings
    .filter((p) => p.second !== null)
    .sort(
      (x, y) => Math.min(placeOf(x.first), placeOf(x.second)) - Math.min(placeOf(y.first), placeOf(y.second)),
    )
    .map((p, i) => ({ ...p, board: i + 1 }));
  const byes = pairings.filter((p) => p.second === null).map(({ board: _, ...p }) => p);
  return [...games, ...byes];
}

/** SD-9 … SD-13 for the field of the candidates round (standing order after the round before). */
export function analysisOf(state: ChampionshipState, field: readonly Standing[]): CandidatesAnalysis {
  const { margin } = state.config;
  return analyseCandidates(
    field.map((s) => ({ id: s.id, halfWins: s.halfWins, spread: s.spread })),
    { halfWins: margin.wins * 2, spread: margin.spread },
    (id) => state.byId.get(id)?.name ?? id,
  );
}

/** SD-9 … SD-14: fixed games among the candidates, everybody else by New Swiss without repeats. */
function planCandidatesRound(
  state: ChampionshipState,
  field: readonly Standing[],
  repeats: number,
): Result<PlannedRound, Refusal> {
  const analysis = analysisOf(state, field);
  const byId = new Map(field.map((s) => [s.id, s]));
  const fixedIds = new Set(analysis.fixed.flat());
  const fixed = analysis.fixed.map(([a, b]) => ({
    ...orient({ kind: 'game', first: a, second: b }, byId),
    fixed: true,
  }));
  const planned = swissRound(
    'final-candidates',
    field.filter((s) => !fixedIds.has(s.id)),
    repeats,
    fixed,
    field,
  );
  return planned.ok ? ok({ ...planned.value, analysis }) : planned;
}
