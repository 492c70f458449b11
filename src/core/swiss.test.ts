import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../test-support/properties.js';
import { pairNewSwiss, type SwissPairing, type SwissPlayer, type SwissRound } from './swiss.js';
import { simulateSwiss, swissFieldOf } from './swiss-simulation.js';

const fresh = (id: string, score = 0, extra: Partial<SwissPlayer> = {}): SwissPlayer => ({
  id,
  score,
  byes: 0,
  opponents: [],
  ...extra,
});

const games = (round: SwissRound) =>
  round.pairings.map((p) => (p.kind === 'bye' ? `${p.player}:bye` : `${p.first}-${p.second}`));

const paired = (players: SwissPlayer[], repeats = 0) => {
  const result = pairNewSwiss(players, { repeats });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('New Swiss: literal cases (SD-8)', () => {
  it('SD-8 within a group, 1 plays n/2 + 1', () => {
    const field = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => fresh(id));
    expect(games(paired(field))).toEqual(['a-e', 'b-f', 'c-g', 'd-h']);
  });

  it('SD-8 an odd top group borrows the nearest player of the next group; bottom is paired second', () => {
    const field = [
      fresh('a', 2),
      fresh('b', 2),
      fresh('c', 2),
      fresh('d', 1),
      fresh('e', 1),
      fresh('f', 1),
      fresh('g', 0),
      fresh('h', 0),
    ];
    const round = paired(field);
    expect(games(round)).toEqual(['a-c', 'b-d', 'g-h', 'e-f']);
    expect(round.blocks.map((b) => [b.score, b.players.join(''), b.borrowed.join('')])).toEqual([
      [2, 'abc', 'd'],
      [0, 'gh', ''],
      [1, 'ef', ''],
    ]);
    expect(round.quality).toEqual({ outsideGroup: 2, scoreDifference: 1 });
  });

  it('SD-8 an odd bottom group borrows the lowest player of the group above', () => {
    const field = [fresh('a', 2), fresh('b', 2), fresh('c', 1), fresh('d', 1), fresh('e', 1), fresh('f', 0)];
    expect(games(paired(field))).toEqual(['a-b', 'e-f', 'c-d']);
  });

  it('SD-8 the preferred opponent gives way when the pair met before', () => {
    const field = [
      fresh('a', 0, { opponents: ['c'] }),
      fresh('b'),
      fresh('c', 0, { opponents: ['a'] }),
      fresh('d'),
    ];
    expect(games(paired(field))).toEqual(['a-d', 'b-c']);
  });

  it('SD-8 a group whose players all met borrows two more from the next group', () => {
    const field = [
      fresh('a', 2, { opponents: ['b'] }),
      fresh('b', 2, { opponents: ['a'] }),
      fresh('c', 1),
      fresh('d', 1),
      fresh('e', 1),
      fresh('f', 1),
    ];
    const round = paired(field);
    expect(round.blocks[0]).toMatchObject({ players: ['a', 'b'], borrowed: ['c', 'd'] });
    expect(games(round)).toEqual(['a-c', 'b-d', 'e-f']);
  });

  it('SD-8 a choice that would leave the rest of the field unpairable is not taken', () => {
    // Top group {a, b} could pair a-b, but then c and d (who met) would be left alone.
    const field = [
      fresh('a', 1),
      fresh('b', 1),
      fresh('c', 0, { opponents: ['d'] }),
      fresh('d', 0, { opponents: ['c'] }),
    ];
    expect(games(paired(field)).sort()).toEqual(['a-c', 'b-d']);
  });

  it('SD-8 odd field: the bye goes to the lowest-ranked player among those with the fewest byes', () => {
    const field = [
      fresh('a'),
      fresh('b'),
      fresh('c'),
      fresh('d', 0, { byes: 1 }),
      fresh('e', 0, { byes: 1 }),
    ];
    expect(games(paired(field)).at(-1)).toBe('c:bye');
    expect(games(paired(field.map((p) => ({ ...p, byes: 0 })))).at(-1)).toBe('e:bye');
  });

  it('SD-8 with repeats allowed, last round’s opponent is still avoided', () => {
    const field = [
      // A complete round robin was played; round 3 was a–d, b–c.
      fresh('a', 0, { opponents: ['b', 'c', 'd'], lastOpponent: 'd' }),
      fresh('b', 0, { opponents: ['a', 'd', 'c'], lastOpponent: 'c' }),
      fresh('c', 0, { opponents: ['d', 'a', 'b'], lastOpponent: 'b' }),
      fresh('d', 0, { opponents: ['c', 'b', 'a'], lastOpponent: 'a' }),
    ];
    expect(pairNewSwiss(field)).toMatchObject({ ok: false, error: { code: 'ERR_NO_PAIRING' } });
    const round = paired(field, 1);
    expect(games(round).sort()).toEqual(['a-c', 'b-d']);
  });

  it('SD-8 refuses with a coded reason when no pairing without repeats exists', () => {
    const all = ['a', 'b', 'c', 'd'];
    const field = all.map((id) => fresh(id, 0, { opponents: all.filter((o) => o !== id) }));
    const result = pairNewSwiss(field);
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_NO_PAIRING' } });
    expect(!result.ok && result.error.message).toMatch(/4 players .* without repeats/);
  });

  it('SD-8 refuses a field that names a player twice', () => {
    expect(pairNewSwiss([fresh('a'), fresh('a')])).toMatchObject({
      ok: false,
      error: { code: 'ERR_DUPLICATE_PLAYER' },
    });
  });
});

/**
 * The rule read literally, as a search with backtracking and brute-force feasibility: the
 * engine must return exactly what this returns.
 */
function reference(players: readonly SwissPlayer[], repeats: number): string[] | undefined {
  const order = players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.score - a.p.score || a.i - b.i)
    .map((x) => x.p);
  const n = order.length;
  const idx = new Map(order.map((p, i) => [p.id, i]));
  const count = (a: number, b: number) =>
    (order[a] as SwissPlayer).opponents.filter((o) => idx.get(o) === b).length;
  const allowed = (a: number, b: number) => {
    if (a === b) return false;
    if (count(a, b) > repeats || count(b, a) > repeats) return false;
    const pa = order[a] as SwissPlayer;
    const pb = order[b] as SwissPlayer;
    return pa.lastOpponent !== pb.id && pb.lastOpponent !== pa.id;
  };
  const pairable = (set: number[]): boolean => {
    if (set.length === 0) return true;
    const [first, ...rest] = set as [number, ...number[]];
    return rest.some((c) => allowed(first, c) && pairable(rest.filter((x) => x !== c)));
  };
  const out: string[] = [];
  let left = [...Array(n).keys()];
  let bye: number | undefined;
  if (n % 2 === 1) {
    const candidates = [...left].sort(
      (a, b) => (order[a] as SwissPlayer).byes - (order[b] as SwissPlayer).byes || b - a,
    );
    bye = candidates.find((c) => pairable(left.filter((x) => x !== c)));
    if (bye === undefined) return undefined;
    left = left.filter((x) => x !== bye);
  } else if (!pairable(left)) return undefined;
  const scoreOf = (i: number) => (order[i] as SwissPlayer).score;
  let fromTop = true;
  while (left.length > 0) {
    const scores = [...new Set(left.map(scoreOf))];
    const g = fromTop ? (scores[0] as number) : (scores.at(-1) as number);
    const own = left.filter((i) => scoreOf(i) === g);
    const others = left.filter((i) => scoreOf(i) !== g);
    const inward = fromTop ? others : [...others].reverse();
    let block: number[] = [];
    for (let need = own.length % 2; need <= inward.length; need += 2) {
      block = [...own, ...inward.slice(0, need)].sort((a, b) => a - b);
      if (pairable(block) && pairable(left.filter((i) => !block.includes(i)))) break;
    }
    const dfs = (rest: number[]): [number, number][] | undefined => {
      if (rest.length === 0) return [];
      const i = rest[0] as number;
      const pos = block.indexOf(i);
      const ideal = pos + block.length / 2;
      const tries: number[] = [];
      for (let d = 0; d < block.length; d++) {
        tries.push(ideal + d);
        if (d > 0) tries.push(ideal - d);
      }
      for (const t of tries) {
        const c = block[t];
        if (c === undefined || t <= pos || !rest.includes(c) || !allowed(i, c)) continue;
        const tail = dfs(rest.filter((x) => x !== i && x !== c));
        if (tail) return [[i, c], ...tail];
      }
      return undefined;
    };
    const pairs = dfs(block);
    if (!pairs) return undefined;
    for (const [a, b] of pairs) out.push(`${(order[a] as SwissPlayer).id}-${(order[b] as SwissPlayer).id}`);
    left = left.filter((i) => !block.includes(i));
    fromTop = !fromTop;
  }
  if (bye !== undefined) out.push(`${(order[bye] as SwissPlayer).id}:bye`);
  return out;
}

const arbitraryField = (maxPlayers: number, maxOpponents: number) =>
  fc.integer({ min: 1, max: maxPlayers }).chain((n) => {
    const ids = Array.from({ length: n }, (_, i) => `p${i}`);
    return fc.tuple(
      fc.array(
        fc.record({
          score: fc.integer({ min: 0, max: 3 }),
          byes: fc.integer({ min: 0, max: 1 }),
          opponents: fc.subarray(ids, { maxLength: Math.min(maxOpponents, n) }),
          last: fc.integer({ min: -1, max: n - 1 }),
        }),
        { minLength: n, maxLength: n },
      ),
      fc.integer({ min: 0, max: 1 }),
    );
  });

const toField = (rows: { score: number; byes: number; opponents: string[]; last: number }[]) =>
  rows.map(
    (r, i): SwissPlayer => ({
      id: `p${i}`,
      score: r.score,
      byes: r.byes,
      opponents: r.opponents.filter((o) => o !== `p${i}`),
      ...(r.last >= 0 && r.last !== i ? { lastOpponent: `p${r.last}` } : {}),
    }),
  );

describe('New Swiss: the engine equals the search it replaces (SD-8)', () => {
  it('SD-8 property: same pairing as the literal backtracking search, or both find none', () => {
    fc.assert(
      fc.property(arbitraryField(11, 11), ([rows, repeats]) => {
        const field = toField(rows);
        const result = pairNewSwiss(field, { repeats });
        const expected = reference(field, repeats);
        if (expected === undefined) expect(result.ok).toBe(false);
        else expect(result.ok && games(result.value)).toEqual(expected);
      }),
      { numRuns: runs(400) },
    );
  });

  it('SD-8 property: the same with short histories, where large sets skip the exact check', () => {
    fc.assert(
      fc.property(arbitraryField(14, 1), ([rows, repeats]) => {
        const field = toField(rows);
        const result = pairNewSwiss(field, { repeats });
        const expected = reference(field, repeats);
        if (expected === undefined) expect(result.ok).toBe(false);
        else expect(result.ok && games(result.value)).toEqual(expected);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('New Swiss on random tournaments (SD-8)', () => {
  const checkRound = (field: readonly SwissPlayer[], pairings: readonly SwissPairing[]) => {
    const seen = new Set<string>();
    for (const p of pairings) {
      for (const id of p.kind === 'bye' ? [p.player] : [p.first, p.second]) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(field.length);
    expect(pairings.filter((p) => p.kind === 'bye').length).toBe(field.length % 2);
    const met = new Map(field.map((p) => [p.id, new Set(p.opponents)]));
    for (const p of pairings) if (p.kind === 'game') expect(met.get(p.first)?.has(p.second)).toBe(false);
  };

  it('SD-8 property: every round is complete, has no repeats and one bye at most', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 60 }),
        fc.integer({ min: 1, max: 7 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (n, rounds, seed) => {
          simulateSwiss({
            players: n,
            rounds: Math.min(rounds, n - 1),
            seed,
            onRound: (_, field, result) => {
              if (result.ok) checkRound(field, result.value.pairings);
              else expect(result.error.code).toBe('ERR_NO_PAIRING');
            },
          });
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it('SD-8 property: in large fields every pair is within one win group or two neighbouring ones', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 400 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (n, seed) => {
          simulateSwiss({
            players: n,
            rounds: 6,
            seed,
            onRound: (_, field, result) => {
              expect(result.ok).toBe(true);
              if (!result.ok) return;
              checkRound(field, result.value.pairings);
              const scores = [...new Set(field.map((p) => p.score))].sort((a, b) => b - a);
              const level = new Map(field.map((p) => [p.id, scores.indexOf(p.score)]));
              for (const p of result.value.pairings) {
                if (p.kind === 'game') {
                  expect(
                    Math.abs((level.get(p.first) ?? 0) - (level.get(p.second) ?? 0)),
                  ).toBeLessThanOrEqual(1);
                }
              }
            },
          });
        },
      ),
      { numRuns: runs(8) },
    );
  });

  it('SD-8 property: each block is a win group plus the nearest players of the next group inwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 80 }), fc.string({ minLength: 1, maxLength: 8 }), (n, seed) => {
        simulateSwiss({
          players: n,
          rounds: 5,
          seed,
          onRound: (_, field, result) => {
            if (!result.ok) return;
            const rank = new Map(field.map((p, i) => [p.id, i]));
            const score = new Map(field.map((p) => [p.id, p.score]));
            const blockOf = new Map<string, number>();
            for (const [b, block] of result.value.blocks.entries()) {
              for (const id of [...block.players, ...block.borrowed]) blockOf.set(id, b);
              const own = block.players.map((id) => rank.get(id) as number);
              const lent = block.borrowed.map((id) => rank.get(id) as number);
              for (const id of block.players) expect(score.get(id)).toBe(block.score);
              for (const id of block.borrowed) expect(score.get(id)).not.toBe(block.score);
              // Borrowed players are contiguous in rank order with the group (nearest first).
              const all = [...own, ...lent].sort((a, b) => a - b);
              const taken = new Set(
                result.value.blocks.slice(0, b).flatMap((x) => [...x.players, ...x.borrowed]),
              );
              const between = field.filter(
                (p, i) =>
                  i > (all[0] as number) &&
                  i < (all.at(-1) as number) &&
                  !all.includes(i) &&
                  !taken.has(p.id),
              );
              const bye = result.value.pairings.find((p) => p.kind === 'bye');
              expect(between.filter((p) => bye?.kind !== 'bye' || p.id !== bye.player)).toEqual([]);
            }
            for (const p of result.value.pairings) {
              if (p.kind === 'game') expect(blockOf.get(p.first)).toBe(blockOf.get(p.second));
            }
          },
        });
      }),
      { numRuns: runs(40) },
    );
  });

  it('SD-8 the pairing follows the standing, not the names: renamed players, renamed pairing', () => {
    const field = swissFieldOf(simulateSwiss({ players: 51, rounds: 6, seed: 'det' }));
    // New ids in the reverse alphabetical order of the old ones, so any tie broken by name shows.
    const sorted = field.map((p) => p.id).sort();
    const rename = new Map(sorted.map((id, i) => [id, `r${String(sorted.length - i).padStart(3, '0')}`]));
    const to = (id: string) => rename.get(id) as string;
    const renamed = field.map((p) => ({
      ...p,
      id: to(p.id),
      opponents: p.opponents.map(to),
      ...(p.lastOpponent === undefined ? {} : { lastOpponent: to(p.lastOpponent) }),
    }));
    const pairings = (r: ReturnType<typeof pairNewSwiss>) => (r.ok ? r.value.pairings : []);
    const expected = pairings(pairNewSwiss(field)).map((p) =>
      p.kind === 'bye' ? { ...p, player: to(p.player) } : { ...p, first: to(p.first), second: to(p.second) },
    );
    expect(expected).toHaveLength(26);
    expect(pairings(pairNewSwiss(renamed))).toEqual(expected);
  });
});
