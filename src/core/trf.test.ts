import { describe, expect, it } from 'vitest';
import { makePlayerLine, makeTrf, makeTrfPoints, parseTrf, roundColumn, type TrfPlayer } from './trf.js';

/** A player line as TRF-2026 lays it out (FIDE Handbook C.04 Annex 2, "Player Section"). */
const player = (over: Partial<TrfPlayer> = {}): TrfPlayer => ({
  startRank: 1,
  sex: 'm',
  title: 'FM',
  name: 'Mirzoev, Azer',
  rating: 2527,
  federation: 'AZE',
  fideId: '13400304',
  birthDate: '1978/01/01',
  halves: 8,
  rank: 1,
  rounds: [
    { opponent: 2, colour: 'w', result: '1' },
    { opponent: 0, colour: '-', result: 'U' },
  ],
  line: 0,
  ...over,
});

/** The text of columns `from`–`to` (1-based, inclusive), as the specification counts them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('TRF-2026 player line (structural check against the specification)', () => {
  const line = makePlayerLine(player());
  it.each([
    ['data identification', 1, 3, '001'],
    ['starting rank', 5, 8, '   1'],
    ['sex', 10, 10, 'm'],
    ['title', 11, 13, 'FM '],
    ['name', 15, 47, 'Mirzoev, Azer'.padEnd(33)],
    ['FIDE rating', 49, 52, '2527'],
    ['federation', 54, 56, 'AZE'],
    ['FIDE number', 58, 68, '   13400304'],
    ['birth date', 70, 79, '1978/01/01'],
    ['points', 81, 84, ' 4.0'],
    ['rank', 86, 89, '   1'],
    ['round 1 opponent', 92, 95, '   2'],
    ['round 1 colour', 97, 97, 'w'],
    ['round 1 result', 99, 99, '1'],
    ['round 2 opponent', 102, 105, '0000'],
    ['round 2 colour', 107, 107, '-'],
    ['round 2 result', 109, 109, 'U'],
  ])('%s in columns %i–%i', (_what, from, to, text) => {
    expect(at(line, from, to)).toBe(text);
  });

  it('leaves the separating columns blank', () => {
    for (const column of [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91, 96, 98, 100, 101])
      expect(at(line, column, column), `column ${column}`).toBe(' ');
  });

  it('places round r at 92 + 10(r − 1)', () => {
    expect([1, 2, 3, 10].map(roundColumn)).toEqual([92, 102, 112, 182]);
  });

  it('writes points as 11.5 and cuts a name at 33 characters', () => {
    expect([0, 1, 2, 23].map(makeTrfPoints)).toEqual(['0.0', '0.5', '1.0', '11.5']);
    const long = makePlayerLine(player({ name: 'x'.repeat(40) }));
    expect(at(long, 15, 48)).toBe(`${'x'.repeat(33)} `);
  });
});

describe('makeTrf and parseTrf', () => {
  const file = {
    tags: [
      { tag: '012', text: 'Club open' },
      { tag: '022', text: 'Delft' },
    ],
    roundDates: ['26/03/01', '26/03/08'],
    players: [
      player(),
      player({
        startRank: 2,
        name: 'Jansen, Bram',
        sex: 'w',
        title: '',
        rating: 0,
        fideId: '',
        birthDate: '',
        halves: 1,
        rank: 2,
        rounds: [
          { opponent: 1, colour: 'b', result: '0' },
          { opponent: 0, colour: '-', result: 'H' },
        ],
      }),
    ],
  };

  it('ends every line in CR LF and round-trips', () => {
    const text = makeTrf(file);
    expect(
      text
        .split('\r\n')
        .slice(0, -1)
        .every((l) => !l.includes('\n')),
    ).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const parsed = parseTrf(text);
    expect(parsed.ok && parsed.value.players.map(({ line: _l, ...p }) => p)).toEqual(
      file.players.map(({ line: _l, ...p }) => p),
    );
    expect(parsed.ok && parsed.value.roundDates).toEqual(file.roundDates);
    expect(parsed.ok && parsed.value.tags).toEqual(file.tags);
    expect(at(text.split('\r\n')[2] as string, 92, 99)).toBe('26/03/01');
  });

  it('reads comment lines, lower-case result codes and four blanks for a bye', () => {
    const made = makePlayerLine(player({ rounds: [{ opponent: 0, colour: '-', result: 'F' }] }));
    const text = ['### made by hand', '012 Test', `${made.slice(0, 91)}       f`].join('\n');
    const parsed = parseTrf(text);
    expect(parsed.ok && parsed.value.players[0]?.rounds).toEqual([{ opponent: 0, colour: '-', result: 'F' }]);
  });

  const bad = (lines: string[]) => {
    const parsed = parseTrf(lines.join('\r\n'));
    return parsed.ok ? undefined : parsed.error;
  };
  const line1 = makePlayerLine(player({ rounds: [{ opponent: 2, colour: 'w', result: '1' }] }));
  const line2 = makePlayerLine(
    player({ startRank: 2, name: 'B', rounds: [{ opponent: 1, colour: 'b', result: '0' }] }),
  );

  it.each([
    ['a result code TRF does not have', [line1, `${line2.slice(0, 98)}x`], 2, 99],
    ['a colour other than w, b or -', [line1, `${line2.slice(0, 96)}x ${line2.slice(98)}`], 2, 97],
    ['a starting rank given twice', [line1, line1], 2, 5],
    ['an opponent who is not there', [line1], 1, 92],
    ['points not in the form 11.5', [`${line1.slice(0, 80)}4,5 ${line1.slice(84)}`, line2], 1, 81],
    ['a line without a tag and a blank', ['012Test', line1, line2], 1, 4],
    ['both players with white', [line1, `${line2.slice(0, 96)}w${line2.slice(97)}`], 1, 97],
    // Issue 26: a two-line file was read as a one-player competition.
    ['a player line that ends before its points', ['001    1      Anna', '012 X'], 1, 19],
    ['a player line of a few words', ['001 1 Anna', '012 X'], 1, 11],
  ])('refuses %s, naming line and column', (_what, lines, line, column) => {
    const error = bad(lines);
    expect(error?.code).toBe('ERR_INVALID_TRF');
    expect(error?.message).toContain(`line ${line}, column ${column}:`);
  });
});
