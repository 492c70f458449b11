import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLot } from '../../core/lot.js';
import { at, field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import { runs } from '../../test-support/properties.js';
import { colourNeed, higherGetsWhite } from './colours.js';
import type { Game } from './events.js';
import { seasonFacts } from './history.js';
import { type PairingPlayer, pairPlayers } from './pairing.js';

const colours = keizerConfig().colours;
const fresh = (id: string, byes = 0): PairingPlayer => ({ id, byes, whites: 0, blacks: 0, last: null });
const pairs = (games: readonly Game[]) => games.map((g) => [g.white, g.black].sort().join('-'));

function request(ids: string[], met: string[] = [], extra: Partial<Record<string, PairingPlayer>> = {}) {
  const metSet = new Set(met);
  return {
    players: ids.map((id) => extra[id] ?? fresh(id)),
    metWithinWindow: (a: string, b: string) => (metSet.has([a, b].sort().join('-')) ? 1 : undefined),
    colours,
    round: 2,
    whenStuck: 'relax' as const,
  };
}

describe('KZ-12 pairing in ranking order', () => {
  it('KZ-12 1 plays 2, 3 plays 4', () => {
    expect(pairs(pairPlayers(request(['a', 'b', 'c', 'd'])).games)).toEqual(['a-b', 'c-d']);
  });

  it('KZ-12 if 1 and 2 have met in this cycle, 1 plays 3', () => {
    expect(pairs(pairPlayers(request(['a', 'b', 'c', 'd'], ['a-b'])).games)).toEqual(['a-c', 'b-d']);
  });

  it('KZ-12 complete by backtracking where a greedy walk dead-ends', () => {
    // Greedy: a–c (a–b met), b–d, then e–f met. Exact: a–c, b–e, d–f.
    const result = pairPlayers(request(['a', 'b', 'c', 'd', 'e', 'f'], ['a-b', 'e-f']));
    expect(pairs(result.games)).toEqual(['a-c', 'b-e', 'd-f']);
    expect(result.relaxed).toEqual([]);
  });

  it('KZ-12 when no legal pairing exists, the rematch is made and reported', () => {
    const result = pairPlayers(request(['a', 'b'], ['a-b']));
    expect(pairs(result.games)).toEqual(['a-b']);
    expect(result.relaxed).toEqual([expect.objectContaining({ code: 'rematch', participants: ['a', 'b'] })]);
  });

  it('KZ-12 relaxing makes as few rematches as possible, the others stay legal', () => {
    // Everyone has met everyone except a–b and c–d … but a–b is needed for nothing: only e–f must rematch.
    const met = ['a-c', 'a-d', 'a-e', 'a-f', 'b-c', 'b-d', 'b-e', 'b-f', 'c-e', 'c-f', 'd-e', 'd-f', 'e-f'];
    const result = pairPlayers(request(['a', 'b', 'c', 'd', 'e', 'f'], met));
    expect(pairs(result.games)).toEqual(['a-b', 'c-d', 'e-f']);
    expect(result.relaxed.map((r) => r.code)).toEqual(['rematch']);
  });

  it('KZ-9 odd field: the lowest-ranked among the fewest byes has the bye', () => {
    const players = request(['a', 'b', 'c', 'd', 'e'], [], { e: fresh('e', 1) });
    const result = pairPlayers(players);
    expect(result.bye).toBe('d');
    expect(pairs(result.games)).toEqual(['a-b', 'c-e']);
  });

  it('KZ-9 the bye moves (and says so) when the first candidate leaves no legal pairing', () => {
    // e is the bye candidate, but then a, b, c, d cannot all be paired: c and d met a and b… and each other.
    const met = ['a-c', 'a-d', 'b-c', 'b-d', 'c-d'];
    const result = pairPlayers(request(['a', 'b', 'c', 'd', 'e'], met));
    expect(result.bye).not.toBe('e');
    expect(result.relaxed.map((r) => r.code)).toContain('bye-moved');
  });
});

describe('KZ-12 colours', () => {
  const h = (whites: number, blacks: number, last: 'white' | 'black' | null = null) => ({
    whites,
    blacks,
    last,
  });

  it('KZ-12 the player with fewer whites (lower balance) gets white', () => {
    expect(higherGetsWhite(h(1, 2), h(2, 1), colours)).toBe(true);
    expect(higherGetsWhite(h(2, 1), h(1, 2), colours)).toBe(false);
  });

  it('KZ-12 if equal, the one who had black last gets white', () => {
    expect(higherGetsWhite(h(1, 1, 'black'), h(1, 1, 'white'), colours)).toBe(true);
    expect(higherGetsWhite(h(1, 1, 'white'), h(1, 1, 'black'), colours)).toBe(false);
  });

  it('KZ-12 if still equal, the lower-ranked player gets white (configurable)', () => {
    expect(higherGetsWhite(h(0, 0), h(0, 0), colours)).toBe(false);
    expect(higherGetsWhite(h(0, 0), h(0, 0), { ...colours, tie: 'higher-ranked-white' })).toBe(true);
  });

  it('KZ-12 variant "whites": literally the fewer whites, whatever the blacks', () => {
    const literal = { ...colours, balance: 'whites' as const, maxDifference: null };
    expect(higherGetsWhite(h(1, 3), h(2, 0), literal)).toBe(true);
    expect(higherGetsWhite(h(1, 3), h(2, 0), { ...literal, balance: 'difference' })).toBe(true);
    expect(higherGetsWhite(h(2, 0), h(1, 3), { ...literal, balance: 'whites' })).toBe(false);
  });

  it('KZ-12 the colour limit decides first: a player at +2 gets black', () => {
    expect(colourNeed(h(3, 1), colours)).toBe(1);
    expect(higherGetsWhite(h(3, 1), h(0, 0, 'black'), colours)).toBe(false);
  });
});

/** A random season played through the engine: random absences and results. */
function randomSeason(seed: string, players: number, rounds: number) {
  const lot = createLot(seed);
  const s = new SeasonDriver(
    field(players),
    keizerConfig({ season: { cycles: 2, roundsPerCycle: Math.ceil(rounds / 2) } }),
  );
  s.plan(rounds);
  const paired: { round: number; games: Game[]; bye: string | null; relaxed: string[] }[] = [];
  for (let r = 1; r <= rounds; r++) {
    for (const p of field(players)) {
      if (lot.next() < 0.15) s.do(at(r, '12:00'), { type: 'NoticeAbsence', participant: p.id, rounds: [r] });
    }
    const [e] = s.do(at(r, '18:00'), { type: 'PairRound', round: r }).events;
    const payload = e?.payload as { games: Game[]; bye: string | null; relaxed: { code: string }[] };
    paired.push({
      round: r,
      games: payload.games,
      bye: payload.bye,
      relaxed: payload.relaxed.map((x) => x.code),
    });
    for (const g of payload.games) s.result(r, g.white, g.black, lot.pick(['1-0', '0-1', '1/2-1/2']));
  }
  return { s, paired };
}

describe('KZ-12 pairing properties on random seasons', () => {
  it('KZ-12 complete, no rematch within a cycle unless reported, colour balance within the limit unless reported', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 5, max: 14 }), (seed, n) => {
        const rounds = 8;
        const { s, paired } = randomSeason(seed, n, rounds);
        const state = s.state();
        for (const p of paired) {
          const present = new Set(
            state.players.filter((x) => !state.notices.has(`${p.round}:${x.id}`)).map((x) => x.id),
          );
          const named = [...p.games.flatMap((g) => [g.white, g.black]), ...(p.bye ? [p.bye] : [])];
          // Complete: every present player exactly once, at most one bye, and only for an odd field.
          expect(new Set(named)).toEqual(present);
          expect(named).toHaveLength(present.size);
          expect(p.bye === null).toBe(present.size % 2 === 0);
          // No rematch within the cycle (4 rounds) unless the pairing reported one.
          const cycleStart = p.round <= 4 ? 1 : 5;
          const earlier = paired
            .filter((q) => q.round >= cycleStart && q.round < p.round)
            .flatMap((q) => q.games);
          for (const g of p.games) {
            const again = earlier.some(
              (x) => [x.white, x.black].sort().join() === [g.white, g.black].sort().join(),
            );
            if (again) expect(p.relaxed).toContain('rematch');
          }
        }
        // Colour balance: |whites − blacks| ≤ 2 for everyone, unless a pairing relaxed the colour limit.
        if (!paired.some((p) => p.relaxed.includes('colour-limit'))) {
          for (const c of seasonFacts(state, rounds + 1).colours)
            expect(Math.abs(c.whites - c.blacks)).toBeLessThanOrEqual(2);
        }
      }),
      { numRuns: runs(25) },
    );
  });
});

describe('KZ-12 the director changes the pairing', () => {
  function paired() {
    const s = new SeasonDriver(field(6)).plan(28);
    s.pair(1);
    return s;
  }
  const games = (s: SeasonDriver) =>
    s
      .state()
      .rounds.get(1)
      ?.games.map((g) => `${g.white}-${g.black}`);

  it('KZ-12 fix a pair: the rest is paired around it', () => {
    const s = new SeasonDriver(field(6)).plan(28);
    s.do(at(1, '18:00'), { type: 'PairRound', round: 1, fixed: [{ white: 'p1', black: 'p6' }] });
    expect(games(s)).toEqual(['p1-p6', 'p3-p2', 'p5-p4']);
  });

  it('KZ-12 swap two players, swap colours, undo a pair and re-pair', () => {
    const s = paired();
    expect(games(s)).toEqual(['p2-p1', 'p4-p3', 'p6-p5']);
    s.do(at(1, '18:05'), { type: 'SwapPlayers', round: 1, a: 'p1', b: 'p3' });
    expect(games(s)).toEqual(['p2-p3', 'p4-p1', 'p6-p5']);
    s.do(at(1, '18:06'), { type: 'SwapColours', round: 1, participant: 'p5' });
    expect(games(s)).toEqual(['p2-p3', 'p4-p1', 'p5-p6']);
    s.do(at(1, '18:07'), { type: 'UnpairGame', round: 1, participant: 'p1' });
    expect(s.state().rounds.get(1)?.unpaired).toEqual(['p4', 'p1']);
    s.do(at(1, '18:08'), { type: 'RepairRound', round: 1 });
    // p1 and p4 are paired again; board 1 is the game of the best-placed player.
    expect(games(s)).toEqual(['p4-p1', 'p2-p3', 'p5-p6']);
    expect(s.state().rounds.get(1)?.unpaired).toEqual([]);
  });

  it('KZ-12 a manual pairing must account for everyone expected', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    const refused = s.attempt(at(1, '18:00'), {
      type: 'AdjustPairing',
      round: 1,
      games: [{ white: 'p1', black: 'p2' }],
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_PLAYER_MISSING' } });
  });

  it('KZ-12 a round with results cannot be paired afresh, and games with results stay', () => {
    const s = paired();
    s.result(1, 'p2', 'p1', '1-0');
    expect(s.attempt(at(1, '23:00'), { type: 'PairRound', round: 1 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_RESULTS_EXIST' },
    });
    expect(s.attempt(at(1, '23:00'), { type: 'SwapPlayers', round: 1, a: 'p1', b: 'p3' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_RESULTS_EXIST' },
    });
  });

  it('KZ-12 rounds are paired in order', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    expect(s.attempt(at(2, '18:00'), { type: 'PairRound', round: 2 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_ROUND_ORDER' },
    });
  });
});
