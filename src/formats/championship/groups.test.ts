import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandSizes, splitBands } from '../../core/quantiles.js';
import type { Group } from './events.js';
import { checkGroups, drawGroups, GROUP_SCHEDULES, groupRoundPairings } from './groups.js';
import type { Player } from './state.js';

/** Players p1 … pn with distinct ratings, p1 the highest. */
const field = (n: number): Player[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, rating: 2000 - 10 * i }));

const drawn = (n: number, seed = 'seed-1'): Group[] => {
  const result = drawGroups(field(n), seed);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const bandOf = (n: number, k: number, order: 'larger-first' | 'smaller-first' = 'larger-first') => {
  const bands = splitBands(field(n), bandSizes(n, k, order));
  const band = new Map<string, number>();
  for (const [b, players] of bands.entries()) for (const p of players) band.set(p.id, b + 1);
  return band;
};

/** "A–D B–C | C:bye" per round, by letters. */
const letters = (kind: Group['kind']) =>
  GROUP_SCHEDULES[kind].map((round) =>
    round.map(([a, b]) => (b === null ? `${'ABCDEF'[a]}:bye` : `${'ABCDEF'[a]}–${'ABCDEF'[b]}`)).join(' '),
  );

describe('group schedules, literally (SD-3 … SD-6)', () => {
  it('SD-3 quad: A–D B–C, A–C B–D, A–B C–D (the seed’s "C gegen B" in round 3 is C–D)', () => {
    expect(letters('quad')).toEqual(['A–D B–C', 'A–C B–D', 'A–B C–D']);
  });

  it('SD-4 trio: A–C (B bye), A–B (C bye), C–B (A bye), C first as printed', () => {
    expect(letters('trio')).toEqual(['A–C B:bye', 'A–B C:bye', 'C–B A:bye']);
  });

  it('SD-5 sextet: A–F B–C D–E, A–D B–E C–F, A–B C–D E–F', () => {
    expect(letters('sextet')).toEqual(['A–F B–C D–E', 'A–D B–E C–F', 'A–B C–D E–F']);
  });

  it('SD-6 quintet: A–E B–D (C bye), A–C B–E (D bye), A–B C–D (E bye)', () => {
    expect(letters('quintet')).toEqual(['A–E B–D C:bye', 'A–C B–E D:bye', 'A–B C–D E:bye']);
  });

  it.each(['trio', 'quad', 'quintet', 'sextet'] as const)(
    'SD-3 … SD-6 %s: nobody meets anybody twice, everybody plays or has a bye each round',
    (kind) => {
      const size = { trio: 3, quad: 4, quintet: 5, sextet: 6 }[kind];
      const met = new Set<string>();
      for (const round of GROUP_SCHEDULES[kind]) {
        const seen = round.flatMap(([a, b]) => (b === null ? [a] : [a, b])).sort();
        expect(seen).toEqual([...Array(size).keys()]);
        for (const [a, b] of round) {
          if (b === null) continue;
          const key = [a, b].sort().join('-');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
    },
  );

  it('SD-4 every trio player has exactly one bye; SD-6 the byes go to C, D and E, the three lowest-rated', () => {
    const byes = (kind: Group['kind']) =>
      GROUP_SCHEDULES[kind].flatMap((round) => round.filter(([, b]) => b === null).map(([a]) => a));
    expect(byes('trio').sort()).toEqual([0, 1, 2]);
    expect(byes('quintet')).toEqual([2, 3, 4]);
  });
});

describe('group draws for every remainder (SD-3 … SD-7)', () => {
  it('SD-3 n = 12: three quads, A from quartile 1 … D from quartile 4', () => {
    const groups = drawn(12);
    const band = bandOf(12, 4);
    expect(groups.map((g) => g.kind)).toEqual(['quad', 'quad', 'quad']);
    for (const g of groups) expect(g.members.map((id) => band.get(id))).toEqual([1, 2, 3, 4]);
  });

  it('SD-4 n = 11: a trio from quartiles 2–4 (the top quartile is one short), then two quads', () => {
    const groups = drawn(11);
    const band = bandOf(11, 4, 'smaller-first');
    expect(groups.map((g) => g.kind)).toEqual(['trio', 'quad', 'quad']);
    expect(groups[0]?.members.map((id) => band.get(id))).toEqual([2, 3, 4]);
    // The quads are quartiles of the 8 players left.
    const rest = field(11).filter((p) => !groups[0]?.members.includes(p.id));
    const quartile = new Map(
      splitBands(rest, bandSizes(8, 4)).flatMap((b, i) => b.map((p) => [p.id, i + 1] as const)),
    );
    for (const g of groups.slice(1)) expect(g.members.map((id) => quartile.get(id))).toEqual([1, 2, 3, 4]);
  });

  it('SD-5 n = 14: a sextet from the six sextiles of the field, then two quads of the others', () => {
    const groups = drawn(14);
    const sextile = bandOf(14, 6);
    expect(groups.map((g) => g.kind)).toEqual(['sextet', 'quad', 'quad']);
    expect(groups[0]?.members.map((id) => sextile.get(id))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('SD-6 n = 13: a quintet from sextiles 2–6, then two quads of the others', () => {
    const groups = drawn(13);
    const sextile = bandOf(13, 6);
    expect(groups.map((g) => g.kind)).toEqual(['quintet', 'quad', 'quad']);
    expect(groups[0]?.members.map((id) => sextile.get(id))).toEqual([2, 3, 4, 5, 6]);
  });

  it('SD-6 five players form one quintet in rating order (there is no sextile 6 to draw from)', () => {
    expect(drawn(5)).toEqual([{ kind: 'quintet', members: ['p1', 'p2', 'p3', 'p4', 'p5'] }]);
  });

  it('SD-7 fewer than three players cannot be grouped', () => {
    expect(drawGroups(field(2), 's')).toMatchObject({ ok: false, error: { code: 'ERR_TOO_FEW_PLAYERS' } });
  });

  it('SD-7 the draw is reproducible from its seed and depends on it', () => {
    expect(drawn(41, 'lot-a')).toEqual(drawn(41, 'lot-a'));
    expect(drawn(41, 'lot-a')).not.toEqual(drawn(41, 'lot-b'));
  });

  it('SD-7 equal ratings are ordered by the draw, not by registration', () => {
    const flat = Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, rating: 1500 }));
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];
    const firsts = new Set(
      seeds.map((s) => {
        const r = drawGroups(flat, s);
        return r.ok ? r.value[0]?.members[0] : undefined;
      }),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('SD-3 … SD-7 property: every player is in exactly one group, of the kind the remainder asks for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 90 }), fc.string({ minLength: 1, maxLength: 10 }), (n, seed) => {
        const groups = drawn(n, seed);
        const all = groups.flatMap((g) => g.members).sort();
        expect(all).toEqual(
          field(n)
            .map((p) => p.id)
            .sort(),
        );
        const special = { 0: [], 1: ['quintet'], 2: ['sextet'], 3: ['trio'] }[n % 4];
        expect(groups.filter((g) => g.kind !== 'quad').map((g) => g.kind)).toEqual(special);
        for (const g of groups)
          expect(g.members.length).toBe({ trio: 3, quad: 4, quintet: 5, sextet: 6 }[g.kind]);
      }),
    );
  });

  it('SD-3 … SD-7 property: in every group letters follow rating (A is the highest-rated)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 90 }), fc.string({ minLength: 1, maxLength: 10 }), (n, seed) => {
        const rating = new Map(field(n).map((p) => [p.id, p.rating]));
        for (const g of drawn(n, seed)) {
          const ratings = g.members.map((id) => rating.get(id) as number);
          expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
        }
      }),
    );
  });
});

describe('group rounds (SD-3 … SD-6)', () => {
  it.each([3, 4, 5, 6, 7, 9, 10, 13, 41])(
    'SD-3 … SD-6 %i players: each round pairs everybody once, byes only in trios and quintets',
    (n) => {
      const groups = drawn(n);
      const expectedByes = groups.filter((g) => g.kind === 'trio' || g.kind === 'quintet').length;
      for (const round of [1, 2, 3]) {
        const pairings = groupRoundPairings(groups, round);
        const ids = pairings.flatMap((p) => (p.second === null ? [p.first] : [p.first, p.second])).sort();
        expect(ids).toEqual(
          field(n)
            .map((p) => p.id)
            .sort(),
        );
        expect(pairings.filter((p) => p.second === null)).toHaveLength(expectedByes);
        expect(pairings.filter((p) => p.second !== null).map((p) => p.board)).toEqual(
          pairings.filter((p) => p.second !== null).map((_, i) => i + 1),
        );
      }
    },
  );

  it('SD-5 who meets whom in the sextet of a 10-player field', () => {
    const groups = drawn(10);
    const [a, b, c, d, e, f] = groups[0]?.members ?? [];
    const games = (round: number) =>
      groupRoundPairings(groups, round)
        .filter((p) => groups[0]?.members.includes(p.first))
        .map((p) => `${p.first}-${p.second}`);
    expect(games(1)).toEqual([`${a}-${f}`, `${b}-${c}`, `${d}-${e}`]);
    expect(games(2)).toEqual([`${a}-${d}`, `${b}-${e}`, `${c}-${f}`]);
    expect(games(3)).toEqual([`${a}-${b}`, `${c}-${d}`, `${e}-${f}`]);
  });
});

describe('groups fixed by hand (SD-7)', () => {
  const ids = field(7).map((p) => p.id);

  it('SD-7 accepts groups of 3 to 6 covering the field, kinds by size', () => {
    const result = checkGroups([ids.slice(0, 3), ids.slice(3)], ids);
    expect(result.ok && result.value.map((g) => g.kind)).toEqual(['trio', 'quad']);
  });

  it.each([
    ['a group of two', [ids.slice(0, 2), ids.slice(2)], 'ERR_GROUP_SIZE'],
    ['a player twice', [ids.slice(0, 4), [...ids.slice(3, 6), ids[0] as string]], 'ERR_GROUP_TWICE'],
    ['a player left out', [ids.slice(0, 3), ids.slice(3, 6)], 'ERR_GROUP_MISSING'],
    ['a stranger', [ids.slice(0, 3), [...ids.slice(3), 'zz']], 'ERR_UNKNOWN_PARTICIPANT'],
  ])('SD-7 refuses %s', (_, groups, code) => {
    expect(checkGroups(groups, ids)).toMatchObject({ ok: false, error: { code } });
  });
});

/** Ids p<from> … p<to>: a band of the rating-sorted field, written out by hand. */
const band = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `p${from + i}`);

/** Forty draws, so a wrong band cannot pass by the luck of one seed. */
const SEEDS = Array.from({ length: 40 }, (_, i) => `literal-${i}`);

/** Each member of a group, in letter order, comes from the hand-written band of its letter. */
function expectFromBands(members: readonly string[], bands: readonly string[][]) {
  expect(members).toHaveLength(bands.length);
  for (const [i, id] of members.entries()) expect(bands[i]).toContain(id);
}

/** The players of `n` not in `group`, in rating order. */
const leftOf = (n: number, group: Group | undefined) =>
  band(1, n).filter((id) => !group?.members.includes(id));

/** Quartiles of eight players left after the special group: two each, in rating order. */
const quartilesOfEight = (left: readonly string[]) => [0, 2, 4, 6].map((i) => left.slice(i, i + 2));

describe('group draws with the bands written out (SD-3 … SD-7, forty seeds each)', () => {
  it('SD-3 n = 8: quartiles p1–2, p3–4, p5–6, p7–8, one of each per quad', () => {
    for (const seed of SEEDS) {
      const quads = drawn(8, seed);
      expect(quads.map((g) => g.kind)).toEqual(['quad', 'quad']);
      for (const quad of quads)
        expectFromBands(quad.members, [band(1, 2), band(3, 4), band(5, 6), band(7, 8)]);
    }
  });

  it('SD-4 n = 7: quartiles p1, p2–3, p4–5, p6–7 (the top one short); the trio never holds p1', () => {
    for (const seed of SEEDS) {
      const [trio, quad, ...rest] = drawn(7, seed);
      expect(rest).toEqual([]);
      expect(trio?.kind).toBe('trio');
      expectFromBands(trio?.members ?? [], [band(2, 3), band(4, 5), band(6, 7)]);
      expect(quad).toEqual({ kind: 'quad', members: leftOf(7, trio) });
    }
  });

  it('SD-4 n = 11: quartiles p1–2, p3–5, p6–8, p9–11; the trio takes one from each of the last three', () => {
    for (const seed of SEEDS) {
      const [trio, ...quads] = drawn(11, seed);
      expectFromBands(trio?.members ?? [], [band(3, 5), band(6, 8), band(9, 11)]);
      expect(quads).toHaveLength(2);
      for (const quad of quads) expectFromBands(quad.members, quartilesOfEight(leftOf(11, trio)));
    }
  });

  it('SD-5 n = 6: the sextet is the whole field, A the highest-rated … F the lowest', () => {
    for (const seed of SEEDS) expect(drawn(6, seed)).toEqual([{ kind: 'sextet', members: band(1, 6) }]);
  });

  it('SD-5 n = 10: sextiles p1–2, p3–4, p5–6, p7–8, p9, p10 (larger first); the other four form a quad', () => {
    for (const seed of SEEDS) {
      const [sextet, quad, ...rest] = drawn(10, seed);
      expect(rest).toEqual([]);
      expect(sextet?.kind).toBe('sextet');
      expectFromBands(sextet?.members ?? [], [
        band(1, 2),
        band(3, 4),
        band(5, 6),
        band(7, 8),
        ['p9'],
        ['p10'],
      ]);
      expect(quad).toEqual({ kind: 'quad', members: leftOf(10, sextet) });
    }
  });

  it('SD-5 n = 14: sextiles p1–3, p4–6, p7–8, p9–10, p11–12, p13–14; quartiles of the eight left', () => {
    for (const seed of SEEDS) {
      const [sextet, ...quads] = drawn(14, seed);
      expectFromBands(sextet?.members ?? [], [
        band(1, 3),
        band(4, 6),
        band(7, 8),
        band(9, 10),
        band(11, 12),
        band(13, 14),
      ]);
      for (const quad of quads) expectFromBands(quad.members, quartilesOfEight(leftOf(14, sextet)));
    }
  });

  it('SD-6 n = 9: sextiles 2–6 are p3–4, p5–6, p7, p8, p9; p1 and p2 always play in the quad', () => {
    for (const seed of SEEDS) {
      const [quintet, quad, ...rest] = drawn(9, seed);
      expect(rest).toEqual([]);
      expect(quintet?.kind).toBe('quintet');
      expectFromBands(quintet?.members ?? [], [band(3, 4), band(5, 6), ['p7'], ['p8'], ['p9']]);
      expect(quad).toEqual({ kind: 'quad', members: leftOf(9, quintet) });
    }
  });

  it('SD-6 n = 13: sextiles p1–3, p4–5, p6–7, p8–9, p10–11, p12–13; the quintet from sextiles 2–6', () => {
    for (const seed of SEEDS) {
      const [quintet, ...quads] = drawn(13, seed);
      expectFromBands(quintet?.members ?? [], [
        band(4, 5),
        band(6, 7),
        band(8, 9),
        band(10, 11),
        band(12, 13),
      ]);
      for (const quad of quads) expectFromBands(quad.members, quartilesOfEight(leftOf(13, quintet)));
    }
  });
});

describe('group rounds by name (SD-3 … SD-6, the seed’s tables literally)', () => {
  /** The group's own games of a round as "first-second" (first starts), its bye as "id:bye". */
  const gamesOf = (groups: readonly Group[], g: number, round: number) => {
    const members = groups[g]?.members ?? [];
    return groupRoundPairings(groups, round)
      .filter((p) => members.includes(p.first))
      .map((p) => (p.second === null ? `${p.first}:bye` : `${p.first}-${p.second}`));
  };

  it('SD-6 nine players: the three lowest-rated of the quintet (p7, p8, p9) have the byes in rounds 1, 2, 3', () => {
    const groups = drawn(9);
    const [a, b, c, d, e] = groups[0]?.members ?? [];
    expect([c, d, e]).toEqual(['p7', 'p8', 'p9']);
    expect(gamesOf(groups, 0, 1)).toEqual([`${a}-${e}`, `${b}-${d}`, 'p7:bye']);
    expect(gamesOf(groups, 0, 2)).toEqual([`${a}-${c}`, `${b}-${e}`, 'p8:bye']);
    expect(gamesOf(groups, 0, 3)).toEqual([`${a}-${b}`, `${c}-${d}`, 'p9:bye']);
  });

  it('SD-4 seven players: the trio plays A–C (B bye), A–B (C bye), C–B (A bye)', () => {
    const groups = drawn(7);
    const [a, b, c] = groups[0]?.members ?? [];
    expect(gamesOf(groups, 0, 1)).toEqual([`${a}-${c}`, `${b}:bye`]);
    expect(gamesOf(groups, 0, 2)).toEqual([`${a}-${b}`, `${c}:bye`]);
    expect(gamesOf(groups, 0, 3)).toEqual([`${c}-${b}`, `${a}:bye`]);
  });

  it('SD-3 the quad beside the trio: A–D B–C, A–C B–D, A–B C–D', () => {
    const groups = drawn(7);
    const [a, b, c, d] = groups[1]?.members ?? [];
    expect(gamesOf(groups, 1, 1)).toEqual([`${a}-${d}`, `${b}-${c}`]);
    expect(gamesOf(groups, 1, 2)).toEqual([`${a}-${c}`, `${b}-${d}`]);
    expect(gamesOf(groups, 1, 3)).toEqual([`${a}-${b}`, `${c}-${d}`]);
  });
});
