/**
 * The FIDE Dutch pairing engine (C.04.1, C.04.2, C.04.3 as in force from 2026): `pairNextRound`
 * pairs the next round of a Swiss tournament from the players' TRF cells. Pure: no clock, no
 * randomness (the initial colour comes in), no I/O. It agrees with bbpPairings v6
 * (FIDE_DUTCH_2025), see `corpus.test.ts`.
 */
import { err, ok, type Refusal, type Result, refusal } from '../../../core/types.js';
import { boardOrder, colourOf } from './colours.js';
import { pairDutch } from './dutch.js';
import { type PlayerState, pairingScore, readPlayers } from './state.js';
import type { EngineInput, EnginePairing, PlayerExplanation } from './types.js';

export * from './types.js';

/** Rounds already played: the longest list of cells. */
export const playedRoundsOf = (input: EngineInput): number =>
  input.players.reduce((m, p) => Math.max(m, p.cells.length), 0);

function checkInput(input: EngineInput): Refusal | null {
  const seen = new Set<number>();
  for (const p of input.players) {
    if (!Number.isInteger(p.number) || p.number < 1)
      return refusal('ERR_INVALID_PLAYER', `pairing number ${p.number} is not a positive whole number`);
    if (seen.has(p.number)) return refusal('ERR_INVALID_PLAYER', `pairing number ${p.number} is given twice`);
    seen.add(p.number);
  }
  for (const p of input.players)
    for (const [r, c] of p.cells.entries())
      if (c.opponent !== null && c.opponent !== 0 && !seen.has(c.opponent))
        return refusal(
          'ERR_INVALID_PLAYER',
          `round ${r + 1}: player ${p.number} has opponent ${c.opponent}, who is not in the tournament`,
        );
  return null;
}

export function pairNextRound(input: EngineInput): Result<EnginePairing, Refusal> {
  const invalid = checkInput(input);
  if (invalid) return err(invalid);
  const played = playedRoundsOf(input);
  if (played >= input.totalRounds)
    return err(
      refusal('ERR_TOURNAMENT_OVER', `all ${input.totalRounds} rounds are paired`, {
        params: { rounds: input.totalRounds },
      }),
    );
  const players = readPlayers(input, played);
  const result = pairDutch(players, {
    points: input.points,
    playedRounds: played,
    totalRounds: input.totalRounds,
  });
  if (!result)
    return err(
      refusal(
        'ERR_NO_PAIRING',
        'no pairing of the present players meets the absolute criteria (C.04.3 C.1–C.4)',
      ),
    );
  const boards: { white: PlayerState; black: PlayerState }[] = [];
  const explanation: PlayerExplanation[] = [];
  let bye: number | null = null;
  const preferenceOf = (p: PlayerState): PlayerExplanation['preference'] =>
    p.absolute ? 'absolute' : p.strong ? 'strong' : p.preference ? 'mild' : 'none';
  for (const p of result.order) {
    const partner = result.partner[p.id];
    if (partner === null || partner === undefined) continue;
    const own = pairingScore(p, played);
    if (partner === p.id) {
      bye = p.id + 1;
      explanation.push({
        number: p.id + 1,
        scoreGroup: own,
        opponent: null,
        float: 'down',
        floatReason: 'C.04.3 C.2',
        colour: '-',
        colourReason: null,
        preference: preferenceOf(p),
      });
      continue;
    }
    const o = players[partner] as PlayerState;
    if (p.id < o.id) {
      const { colour } = colourOf(p, o, input.initialColour, played);
      boards.push(colour === 'w' ? { white: p, black: o } : { white: o, black: p });
    }
  }
  for (const b of boards) {
    for (const [self, other, colour] of [
      [b.white, b.black, 'w'],
      [b.black, b.white, 'b'],
    ] as const) {
      const low = self.id < other.id ? self : other;
      const high = low === self ? other : self;
      const { reason } = colourOf(low, high, input.initialColour, played);
      const own = pairingScore(self, played);
      const theirs = pairingScore(other, played);
      explanation.push({
        number: self.id + 1,
        scoreGroup: own,
        opponent: other.id + 1,
        float: own > theirs ? 'down' : own < theirs ? 'up' : 'none',
        floatReason: own === theirs ? null : 'C.04.3 A.4',
        colour,
        colourReason: reason,
        preference: preferenceOf(self),
      });
    }
  }
  explanation.sort((a, b) => a.number - b.number);
  return ok({
    pairs: boardOrder(boards).map((b) => ({ white: b.white.id + 1, black: b.black.id + 1 })),
    bye,
    explanation,
  });
}
