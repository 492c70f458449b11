/**
 * A Swiss competition to and from TRF (read-competition.ts, write-competition.ts): a file written
 * by `arbiter swiss generate` (draws, forfeits, half-point byes, withdrawals, Baku acceleration)
 * read as a competition through the import use case (app/imports/trf-import.ts) and written again gives
 * the file back, the ranks filled in; the written file reads back to itself byte for byte and is
 * what the Dutch engine pairs (`arbiter swiss check`); the players' FIDE data survive; anything
 * the Swiss cannot keep is refused naming its line and column.
 */
import { describe, expect, it } from 'vitest';
import { trfDocument } from '../../../app/imports/trf-import.js';
import { fold } from '../../../core/engine.js';
import { moment } from '../../../core/moment.js';
import { makeTrf, type TrfPlayer, type TrfTag } from '../../../core/trf.js';
import { checkTrf } from '../cli/check.js';
import { generateTournament } from '../cli/generate.js';
import type { SwissState } from '../state.js';
import { parseSwissTrf } from './index.js';
import { makeSwissCompetitionTrf } from './write-competition.js';

const NOW = moment('2026-03-01T10:00:00Z');

/** The file read as a Swiss competition and written again (as a director's download). */
function roundTrip(text: string): string {
  const read = trfDocument('t.trf', text, { id: 't', format: 'swiss' }, NOW);
  if (!read.ok) throw new Error(read.error.message);
  const { competition, events, format } = read.value.document;
  const head = fold(format, { config: competition.config, participants: competition.participants }, events, {
    asOf: NOW,
  });
  const roster = head.state.roster;
  return makeSwissCompetitionTrf(head.state.format as SwissState, {
    name: competition.name,
    nameOf: (id) => roster.get(id)?.name ?? id,
    personal: true,
  });
}

function refusalOf(text: string) {
  const read = trfDocument('t.trf', text, { id: 't', format: 'swiss' }, NOW);
  if (read.ok) throw new Error('the file was read');
  return read.error;
}

/** The rank (columns 86–89) of every player line blanked: `generate` leaves it 0. */
const withoutRanks = (text: string): string =>
  text.replace(/^(001 .{81}).{4}/gm, (_, head: string) => `${head}   0`);

const GENERATED = [
  { players: 11, rounds: 5, seed: 'web-a', drawRate: 0.2, forfeitRate: 0.05 },
  {
    players: 24,
    rounds: 7,
    seed: 'web-b',
    drawRate: 0.3,
    forfeitRate: 0.05,
    halfByeRate: 0.05,
    withdrawRate: 0.03,
  },
  { players: 17, rounds: 6, seed: 'web-c', drawRate: 0.25, halfByeRate: 0.08, acceleration: 'baku' as const },
];

describe('a generated tournament through a Swiss competition', () => {
  for (const options of GENERATED)
    it(`C.04 Annex 2: ${options.seed} (${options.players} players, ${options.rounds} rounds) comes back as generated, ranks filled`, () => {
      const generated = generateTournament(options);
      if (!generated.ok) throw new Error(generated.error.message);
      const written = roundTrip(generated.value);
      expect(withoutRanks(written)).toBe(generated.value);
      expect(roundTrip(written)).toBe(written);
      const parsed = parseSwissTrf(written);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(parsed.value.file.players.map((p) => p.rank).sort((a, b) => a - b)[0]).toBe(1);
      expect(checkTrf(parsed.value).difference).toBeNull();
    });
});

const CARLSEN: TrfPlayer = {
  startRank: 1,
  sex: 'm',
  title: 'g',
  name: 'Carlsen, Magnus',
  rating: 2830,
  federation: 'NOR',
  fideId: '1503014',
  birthDate: '1990/11/30',
  halves: 2,
  rank: 1,
  rounds: [{ opponent: 2, colour: 'w', result: '1' }],
  line: 0,
};
const HOU: TrfPlayer = {
  ...CARLSEN,
  startRank: 2,
  sex: 'w',
  title: 'wg',
  name: 'Hou, Yifan',
  rating: 2630,
  federation: 'CHN',
  fideId: '8602980',
  birthDate: '1994/02/27',
  halves: 0,
  rank: 2,
  rounds: [{ opponent: 1, colour: 'b', result: '0' }],
};
const HEADER: TrfTag[] = [
  { tag: '012', text: 'Club Open' },
  { tag: 'XXR', text: '5' },
  { tag: 'XXC', text: 'white1' },
];

/** Two players with their FIDE data, one game played: 1 (white) beat 2; `first` changes player 1. */
const fideFile = (
  first: Partial<TrfPlayer> = {},
  tags: TrfTag[] = HEADER,
  second: Partial<TrfPlayer> = {},
): string =>
  makeTrf({
    tags,
    roundDates: [],
    players: [
      { ...CARLSEN, ...first },
      { ...HOU, ...second },
    ],
  });
const FIDE_FILE = fideFile();

describe('the players’ FIDE data', () => {
  it('C.04 Annex 2: sex, title, federation, FIDE id and birth date are kept and written back', () => {
    expect(roundTrip(FIDE_FILE)).toBe(FIDE_FILE);
  });

  it('the public’s file has no FIDE id, birth date or sex', () => {
    const read = trfDocument('t.trf', FIDE_FILE, { id: 't', format: 'swiss' }, NOW);
    if (!read.ok) throw new Error(read.error.message);
    const { competition, events, format } = read.value.document;
    const head = fold(format, { config: competition.config, participants: competition.participants }, events);
    const text = makeSwissCompetitionTrf(head.state.format as SwissState, {
      name: 'x',
      nameOf: (id) => id,
      personal: false,
    });
    expect(text).toContain('001    1  g   p1');
    expect(text).not.toContain('1503014');
    expect(text).not.toContain('1990/11/30');
  });
});

describe('C.04.5 accelerated rounds (XXA)', () => {
  it('a player’s virtual points are kept and written back (xxa-import.test.ts runs the corpus)', () => {
    const file = fideFile({}, [...HEADER, { tag: 'XXA', text: '   1  1.0  0.5' }]);
    expect(roundTrip(file)).toBe(file);
  });
});

describe('what a Swiss cannot keep is refused with its line and column', () => {
  const cases: [string, string, number, number][] = [
    ['a federation of two letters', fideFile({ federation: 'NO' }), 4, 54],
    ['an unknown title', fideFile({ title: 'x' }), 4, 11],
    ['a birth date not in the form', fideFile({ birthDate: '30.11.1990' }), 4, 70],
    ['results that make no game', fideFile({ rounds: [{ opponent: 2, colour: 'w', result: '=' }] }), 4, 99],
    [
      'a game result without an opponent',
      fideFile({ rounds: [{ opponent: 0, colour: '-', result: '1' }] }, HEADER, { rounds: [] }),
      4,
      99,
    ],
    ['XXA virtual points for no player', fideFile({}, [...HEADER, { tag: 'XXA', text: '   3  1.0' }]), 4, 5],
    ['no rounds (XXR 0)', fideFile({}, [HEADER[0] as TrfTag, { tag: 'XXR', text: '0' }]), 2, 5],
  ];
  for (const [what, text, lineNo, column] of cases)
    it(`${what}: line ${lineNo}, column ${column}`, () => {
      const r = refusalOf(text);
      expect(r.message).toContain(`line ${lineNo}, column ${column}`);
      expect(r.params).toMatchObject({ line: lineNo, column });
    });
});
