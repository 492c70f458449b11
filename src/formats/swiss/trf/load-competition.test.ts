/**
 * A TRF file loaded into an existing Swiss (load-competition.ts), as a table: which competition
 * player each player line is (FIDE id, else the name either way round), what the file adds
 * (a new player, FIDE data the competition lacks), and every disagreement refused with the file's
 * line and column — a setting, a rating, a FIDE datum, a player missing, a name that fits two.
 */
import { describe, expect, it } from 'vitest';
import { trfDocument } from '../../../app/imports/trf-import.js';
import { fold } from '../../../core/engine.js';
import { moment } from '../../../core/moment.js';
import { madePlayer, makeTrf, type TrfPlayer, type TrfTag } from '../../../core/trf.js';
import type { TrfLoading } from '../../../core/trf-mapping.js';
import type { Refusal, Result } from '../../../core/types.js';
import { xxaCorpus } from '../../../test-support/xxa-corpus.js';
import { makeRoundFile, parseSwissTrf } from './index.js';
import { loadSwissCompetition } from './load-competition.js';

const NOW = moment('2026-03-01T10:00:00Z');
const HEADER: TrfTag[] = [
  { tag: '012', text: 'Club Open' },
  { tag: 'XXR', text: '5' },
  { tag: 'XXC', text: 'white1' },
];
const line = (startRank: number, name: string, rating: number, more: Partial<TrfPlayer> = {}): TrfPlayer =>
  madePlayer({ startRank, name, rating, ...more });
const file = (players: TrfPlayer[], tags = HEADER) => makeTrf({ tags, roundDates: [], players });

const COMPETITION = file([
  line(1, 'Carlsen, Magnus', 2830, { fideId: '1503014', federation: 'NOR' }),
  line(2, 'Hou Yifan', 2630),
  line(3, 'Anna Muster', 1800),
]);

/** The competition made from COMPETITION (no rounds), and `text` loaded into it. */
function loadInto(text: string, competition = COMPETITION): Result<TrfLoading, Refusal> {
  const read = trfDocument('c.trf', competition, { id: 'c', format: 'swiss' }, NOW);
  if (!read.ok) throw new Error(read.error.message);
  const { competition: c, events, format } = read.value.document;
  const head = fold(format, { config: c.config, participants: c.participants }, events, { asOf: NOW });
  return loadSwissCompetition(
    'f.trf',
    text,
    { config: c.config, state: head.state.format, roster: head.state.roster },
    NOW,
  );
}

const commandsOf = (r: Result<TrfLoading, Refusal>) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.steps.map((s) => s.command);
};

describe('which player a line is', () => {
  it('by FIDE id, else by name either way round ("Hou, Yifan" is Hou Yifan): nothing to add', () => {
    const same = file([
      line(1, 'M. Carlsen', 2830, { fideId: '1503014', federation: 'NOR' }),
      line(2, 'Hou, Yifan', 2630),
      line(3, 'muster,  anna', 1800),
    ]);
    expect(commandsOf(loadInto(same))).toEqual([]);
  });

  it('a player only in the file is registered with the next free id; FIDE data the competition lacks is recorded', () => {
    const more = file([
      line(1, 'Carlsen, Magnus', 2830, { fideId: '1503014', federation: 'NOR' }),
      line(2, 'Hou Yifan', 2630, { federation: 'CHN', title: 'g' }),
      line(3, 'Anna Muster', 1800),
      line(4, 'New, Player', 1500),
    ]);
    const commands = commandsOf(loadInto(more));
    expect(commands).toContainEqual({
      type: 'RegisterParticipant',
      participant: { id: 'p4', name: 'New, Player', rating: 1500 },
    });
    expect(commands).toContainEqual({
      type: 'RecordPlayerDetails',
      participant: 'p2',
      federation: 'CHN',
      title: 'GM',
    });
  });
});

describe('a file that disagrees with the competition is refused by line and column', () => {
  const cases: [string, string, number, number, string][] = [
    [
      'another number of rounds (XXR)',
      file(
        [line(1, 'Carlsen, Magnus', 2830), line(2, 'Hou Yifan', 2630), line(3, 'Anna Muster', 1800)],
        [HEADER[0] as TrfTag, { tag: 'XXR', text: '7' }, HEADER[2] as TrfTag],
      ),
      2,
      1,
      'the setting "rounds" is 5 in the competition and 7 in the file',
    ],
    [
      'another rating',
      file([line(1, 'Carlsen, Magnus', 2830), line(2, 'Hou Yifan', 2631), line(3, 'Anna Muster', 1800)]),
      5,
      49,
      "Hou Yifan's rating is 2630 in the competition, 2631 in the file",
    ],
    [
      'another federation',
      file([
        line(1, 'Carlsen, Magnus', 2830, { federation: 'USA' }),
        line(2, 'Hou Yifan', 2630),
        line(3, 'Anna Muster', 1800),
      ]),
      4,
      10,
      "Carlsen, Magnus's federation is NOR in the competition, USA in the file",
    ],
    [
      'a player of the competition missing',
      file([line(1, 'Carlsen, Magnus', 2830), line(2, 'Hou Yifan', 2630)]),
      4,
      1,
      'Anna Muster plays in the competition but has no player line in the file',
    ],
    [
      'two lines for one player',
      file([
        line(1, 'Carlsen, Magnus', 2830),
        line(2, 'Hou Yifan', 2630),
        line(3, 'Anna Muster', 1800),
        line(4, 'Muster, Anna', 1800),
      ]),
      7,
      15,
      '"Muster, Anna" and line 6 are both Anna Muster',
    ],
  ];
  for (const [what, text, lineNo, column, message] of cases)
    it(`${what}: line ${lineNo}, column ${column}`, () => {
      const r = loadInto(text);
      if (r.ok) throw new Error('loaded');
      expect(r.error.params).toMatchObject({ line: lineNo, column });
      expect(r.error.message).toContain(message);
    });

  it('a name that fits two players of the competition asks for FIDE ids', () => {
    const twins = file([line(1, 'Anna Muster', 1800), line(2, 'Muster, Anna', 1700)]);
    const r = loadInto(file([line(1, 'Anna Muster', 1800), line(2, 'Anna Muster', 1700)]), twins);
    if (r.ok) throw new Error('loaded');
    expect(r.error.params).toMatchObject({ line: 4, column: 15 });
    expect(r.error.message).toContain('give them FIDE ids');
  });
});

describe('C.04.5 virtual points (XXA) when loading', () => {
  it('a corpus tournament: its first two rounds imported, the whole file loads (the same XXA lines are the same setting)', () => {
    const [first] = xxaCorpus();
    if (!first) throw new Error('the XXA corpus is empty');
    const text = first.trf.trim();
    const total = first.total;
    const parsed = parseSwissTrf(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const commands = commandsOf(loadInto(text, makeRoundFile(parsed.value, 3, total)));
    expect(commands.filter((c) => c.type === 'OverridePairing').map((c) => c.round)).toEqual(
      Array.from({ length: total - 2 }, (_, i) => i + 3),
    );
  });
});
