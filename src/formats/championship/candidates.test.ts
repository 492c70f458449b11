import { describe, expect, it } from 'vitest';
import { analyseCandidates, type CandidateInput, isDecisive, winsText } from './candidates.js';

const MARGIN = { halfWins: 2, spread: 350 };

/** Standings rows as the seed prints them: wins (13.5 allowed), spread, name. */
const table = (rows: readonly (readonly [number, number, string])[]): CandidateInput[] =>
  rows.map(([wins, spread, id]) => ({ id, halfWins: wins * 2, spread }));

/** "Players below those listed in the seed may be assumed to be far behind" (SD-15). */
const farBehind = (count: number): [number, number, string][] =>
  Array.from(
    { length: count },
    (_, i) => [9 - (i % 3), -100 * i, `tail${i + 1}`] as [number, number, string],
  );

const fixedOf = (rows: CandidateInput[]) =>
  analyseCandidates(rows, MARGIN).fixed.map(([a, b]) => `${a}-${b}`);
const statusOf = (rows: CandidateInput[]) =>
  Object.fromEntries(analyseCandidates(rows, MARGIN).entries.map((e) => [e.id, e.status]));

// Source: seeds/004_ce88dd1e56e097c7.txt, Anhang B, "Verdeutlichung durch Beispiele".
const SEED = {
  2010: [
    [16, 728, 'Petra'],
    [15, 1018, 'Ulla'],
    [15, 523, 'Ingrid'],
    [13, 965, 'Jörg'],
  ],
  2011: [
    [15, 1702, 'Ulla'],
    [15, 1270, 'Jörg'],
    [15, 1164, 'Maria'],
    [13, 280, 'Doris'],
  ],
  2012: [
    [15, 1252, 'Ulla'],
    [14, 783, 'Theo'],
    [13, 1081, 'Christof'],
    [13, 933, 'Sebastian'],
    [13, 753, 'Claudia'],
    [13, 714, 'Johann'],
    [12, 848, 'Ulrike'],
  ],
  2013: [
    [15, 792, 'Martin'],
    [15, 654, 'Uschi'],
    [13, 1133, 'Stefan'],
  ],
  2014: [
    [15, 1581, 'Claudia'],
    [13.5, 1217, 'Ben'],
    [13.5, 529, 'Uschi'],
    [13, 846, 'Johann'],
    [13, 765, 'Maria'],
    [13, 754, 'Liesbeth'],
    [13, 269, 'Ingrid'],
    [12, 977, 'Sebastian'],
  ],
} as const satisfies Record<number, readonly (readonly [number, number, string])[]>;

describe('the seed’s round-20 examples (SD-15)', () => {
  describe.each([0, 12])('with %i players far behind', (tail) => {
    const field = (year: keyof typeof SEED) => table([...SEED[year], ...farBehind(tail)]);

    it('SD-15 2010: only Ulla–Ingrid is fixed; Petra–Jörg is undecisive (SD-13)', () => {
      const analysis = analyseCandidates(field(2010), MARGIN);
      expect(fixedOf(field(2010))).toEqual(['Ulla-Ingrid']);
      expect(analysis.group).toEqual(['Petra', 'Ulla', 'Ingrid', 'Jörg']);
      expect(analysis.released?.pair).toEqual(['Petra', 'Jörg']);
      expect(statusOf(field(2010))).toMatchObject({
        Petra: 'candidate',
        Ulla: 'candidate',
        Ingrid: 'candidate',
        Jörg: 'filler',
      });
    });

    it('SD-15 2011: Ulla–Doris and Jörg–Maria; Doris fills the odd group (SD-11)', () => {
      expect(fixedOf(field(2011))).toEqual(['Ulla-Doris', 'Jörg-Maria']);
      expect(statusOf(field(2011))).toMatchObject({ Doris: 'filler' });
    });

    it('SD-15 2012: Ulla is safe; Theo–Ulrike, Christof–Johann, Sebastian–Claudia', () => {
      expect(fixedOf(field(2012))).toEqual(['Theo-Ulrike', 'Christof-Johann', 'Sebastian-Claudia']);
      expect(statusOf(field(2012))).toMatchObject({ Ulla: 'safe', Ulrike: 'filler' });
    });

    it('SD-15 2013: the final is set (Martin and Uschi safe), nothing is fixed', () => {
      expect(fixedOf(field(2013))).toEqual([]);
      expect(statusOf(field(2013))).toMatchObject({ Martin: 'safe', Uschi: 'safe', Stefan: 'out' });
    });

    it('SD-15 2014: Claudia is safe; Ben–Ingrid, Uschi–Liesbeth, Johann–Maria', () => {
      expect(fixedOf(field(2014))).toEqual(['Ben-Ingrid', 'Uschi-Liesbeth', 'Johann-Maria']);
      expect(statusOf(field(2014))).toMatchObject({ Claudia: 'safe', Sebastian: 'out' });
    });
  });

  it('SD-15 every player gets a reason in words', () => {
    const analysis = analyseCandidates(table(SEED[2010]), MARGIN);
    const reasons = Object.fromEntries(analysis.entries.map((e) => [e.id, e.reason.text]));
    expect(reasons.Jörg).toMatch(/trails place 2 \(Ulla\) by 2 wins; joins the candidates/);
    expect(reasons.Petra).toBe(
      'neither safe nor out: +1 win, +205 spread against place 3 (Ingrid), +1 win, −290 spread against place 2 (Ulla)',
    );
    expect(reasons.Ingrid).toBe('neither safe nor out: 0 wins, −495 spread against place 2 (Ulla)');
    expect(analysis.released?.reason.text).toMatch(/Petra–Jörg cannot decide who reaches the final/);
  });
});

describe('safe, out and candidates (SD-9 … SD-11)', () => {
  it.each([
    [{ halfWins: 2, spread: 349 }, false],
    [{ halfWins: 2, spread: 350 }, true],
    [{ halfWins: 3, spread: -500 }, true],
    [{ halfWins: 4, spread: -2000 }, true],
    [{ halfWins: 1, spread: 5000 }, false],
  ])('SD-9 a lead of %j is decisive: %s (compared lexicographically)', (lead, decisive) => {
    expect(isDecisive(lead, MARGIN)).toBe(decisive);
  });

  it('SD-9 exactly 1 win and 350 spread ahead of place 3 is safe; 349 is not', () => {
    const rows = (spread: number) =>
      table([
        [15, 1000 + spread, 'a'],
        [14, 900, 'b'],
        [14, 1000, 'c'],
        [10, 0, 'd'],
      ]);
    expect(statusOf(rows(350)).a).toBe('safe');
    expect(statusOf(rows(349)).a).toBe('candidate');
  });

  it('SD-10 behind place 2 by exactly 1 win and at least 350 spread is safely out', () => {
    const rows = (spread: number) =>
      table([
        [15, 1000, 'a'],
        [14, 900, 'b'],
        [14, 800, 'c'],
        [13, 900 - spread, 'd'],
        [13, 2000, 'e'],
      ]);
    expect(statusOf(rows(350)).d).toBe('out');
    expect(statusOf(rows(349)).d).toBe('candidate');
    expect(statusOf(rows(350)).e).toBe('candidate');
  });

  it('SD-12 an odd group without anybody safely out: best plays last, …, the middle candidate goes to the general pairing', () => {
    // Issue 16's case (wins, spread after round 19): P2 is safe, nobody is safely out, seven candidates.
    const rows = table([
      [14, 1150, 'P2'],
      [13, 300, 'P0'],
      [13, 300, 'P1'],
      [12.5, 1247, 'P7'],
      [12.5, 569, 'P5'],
      [12, 1331, 'P3'],
      [12, 1250, 'P6'],
      [12, 1094, 'P4'],
    ]);
    const analysis = analyseCandidates(rows, MARGIN);
    expect(statusOf(rows).P2).toBe('safe');
    expect(analysis.group).toEqual(['P0', 'P1', 'P7', 'P5', 'P3', 'P6', 'P4']);
    expect(fixedOf(rows)).toEqual(['P0-P4', 'P1-P6', 'P7-P3']);
    expect(analysis.unpaired?.id).toBe('P5');
  });

  it.each([
    // Three candidates (nobody safe, nobody out): a–c, b to the general pairing.
    [[10, 10, 10], ['a-c'], 'b'],
    // Five candidates behind a safe leader: b–f, c–e, d to the general pairing.
    [[16, 13, 13, 13, 12.5, 12.5], ['b-f', 'c-e'], 'd'],
    // Nine candidates: a–i, b–h, c–g, d–f, e to the general pairing.
    [[11, 11, 11, 11, 10.5, 10.5, 10.5, 10, 10], ['a-i', 'b-h', 'c-g', 'd-f'], 'e'],
  ] as const)('SD-12 wins %j: fixed %j, %s paired with the rest', (wins, fixed, middle) => {
    const rows = table(wins.map((w, i) => [w, 1000 - 10 * i, String.fromCharCode(97 + i)]));
    const analysis = analyseCandidates(rows, MARGIN);
    expect(analysis.entries.some((e) => e.status === 'out')).toBe(false);
    expect(analysis.fixed.map(([x, y]) => `${x}-${y}`)).toEqual(fixed);
    expect(analysis.unpaired?.id).toBe(middle);
    expect(analysis.unpaired?.reason.params).toEqual({ player: middle });
  });

  it('SD-11 an odd group with somebody safely out is filled by him, so nobody is left to the general pairing', () => {
    const rows = table([
      [10, 100, 'a'],
      [10, 50, 'b'],
      [10, 0, 'c'],
      [8, 0, 'd'],
    ]);
    const analysis = analyseCandidates(rows, MARGIN);
    expect(analysis.unpaired).toBeUndefined();
    expect(statusOf(rows).d).toBe('filler');
    expect(fixedOf(rows)).toEqual(['a-d', 'b-c']);
  });

  it('SD-9 a field of two: both are in the final', () => {
    const analysis = analyseCandidates(
      table([
        [3, 0, 'a'],
        [2, 0, 'b'],
      ]),
      MARGIN,
    );
    expect(analysis.entries.map((e) => e.status)).toEqual(['safe', 'safe']);
    expect(analysis.fixed).toEqual([]);
  });
});

describe('the undecisive top game (SD-13)', () => {
  it('SD-13 the top game stays fixed when a player outside the fixed games is ahead of the first', () => {
    // As 2010 with a safe leader on 17½: losing to Jörg, Petra could drop behind Ulla or Ingrid.
    const rows = table([[17.5, 900, 'Safe'], ...SEED[2010]]);
    const analysis = analyseCandidates(rows, MARGIN);
    expect(statusOf(rows).Safe).toBe('safe');
    expect(analysis.released).toBeUndefined();
    expect(fixedOf(rows)).toEqual(['Petra-Jörg', 'Ulla-Ingrid']);
  });

  it('SD-13 the top game stays fixed when the last could still reach the top two', () => {
    const rows = table([
      [16, 0, 'a'],
      [16, 0, 'b'],
      [15, 0, 'c'],
      [15, 0, 'd'],
      [15, 0, 'e'],
    ]);
    const analysis = analyseCandidates(rows, MARGIN);
    expect(analysis.group).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(analysis.released).toBeUndefined();
    expect(fixedOf(rows)).toEqual(['a-e', 'b-d']);
  });

  it('SD-13 players level on wins count as able to finish ahead of each other', () => {
    // If a loses to d, a and d end on 16, and so does the winner of b–c: with level counting as
    // able to finish ahead, a may drop to third, so a–d decides.
    const rows = table([
      [16, 900, 'a'],
      [15, 800, 'b'],
      [15, 700, 'c'],
      [15, 600, 'd'],
      [13, 0, 'e'],
      [13, 0, 'f'],
    ]);
    const analysis = analyseCandidates(rows, MARGIN);
    expect(analysis.released).toBeUndefined();
  });
});

describe('wins in words', () => {
  it.each([
    [0, '0'],
    [1, '½'],
    [2, '1'],
    [3, '1½'],
    [-3, '−1½'],
  ])('SD-2 %i half wins read "%s"', (half, text) => {
    expect(winsText(half)).toBe(text);
  });
});
