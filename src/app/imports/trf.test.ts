import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import { parseTrf, TRF_DEFAULT_HALVES } from '../../core/trf.js';
import { demos as keizerDemos } from '../../formats/keizer/demo.js';
import { crosstable } from '../../formats/keizer/index.js';
import { demos as pyramidDemos } from '../../formats/pyramid/demo.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { foldDocument, parsedDemo } from '../../test-support/documents.js';
import { trfOfDocument } from '../../test-support/trf-states.js';
import { nameOf } from '../competitions/present.js';
import type { CompetitionDocument } from './document.js';
import { trfDocument } from './trf-import.js';

const NOW = moment('2026-11-25T12:00:00Z');

const foldOf = (doc: CompetitionDocument) => foldDocument(doc);
const trfOf = (doc: CompetitionDocument, audience: 'public' | 'director' = 'director'): string =>
  trfOfDocument(doc, { asOf: NOW, audience });

/** Standings and results by name, as the pages show them. */
function shown(doc: CompetitionDocument) {
  const head = foldOf(doc);
  const roster = head.state.roster;
  const name = (id: string | null) => nameOf(roster, id, 'director');
  return {
    standings: doc.format.views
      .standings(head.state.format)
      .rows.map((r) => ({ place: r.place, name: name(r.participantId), cells: r.cells })),
    results: doc.format.views
      .rounds(head.state.format)
      .map((r) => r.pairings.map((p) => [name(p.first), name(p.second), p.result ?? ''].join(' ')).sort()),
  };
}

describe('TRF export and import', () => {
  it.each([
    ['round robin', roundRobinDemos()[0]],
    ['Keizer', keizerDemos()[0]],
    ['pyramid', pyramidDemos()[0]],
  ] as const)('the %s demo gives a TRF that passes the structural check', async (_what, script) => {
    const doc = await parsedDemo(script);
    const text = trfOf(doc);
    const parsed = parseTrf(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const file = parsed.value;
    expect(file.players).toHaveLength(foldOf(doc).state.roster.size);
    expect(file.tags.find((t) => t.tag === '012')?.text).toBe(doc.competition.name);
    expect(file.players.some((p) => p.rounds.some((r) => r.opponent > 0 && r.result !== ' '))).toBe(true);
    for (const p of file.players) {
      // Points (columns 81–84) are the sum of the codes written under tag 162's defaults.
      expect(p.halves).toBe(p.rounds.reduce((s, r) => s + TRF_DEFAULT_HALVES[r.result], 0));
      expect(p.rank).toBeGreaterThanOrEqual(0);
    }
    for (const line of text.split('\r\n').filter((l) => l.startsWith('001'))) {
      expect(line.length).toBeLessThanOrEqual(
        91 + 10 * Math.max(1, ...file.players.map((p) => p.rounds.length)),
      );
    }
  });

  it('dates the Keizer rounds by their planned evenings (KZ-1), tag 132', async () => {
    const doc = await parsedDemo(keizerDemos()[0]);
    const planned = new Map<number, string>();
    for (const e of doc.events)
      if (e.type === 'EveningsPlanned')
        for (const ev of (e.payload as { evenings: { round: number; date: string }[] }).evenings)
          planned.set(ev.round, ev.date);
    const parsed = parseTrf(trfOf(doc));
    if (!parsed.ok) throw new Error(parsed.error.message);
    // Dated up to the last round with a result (a round still running is left blank).
    const rounds = Math.max(...parsed.value.players.map((p) => p.rounds.length));
    expect(rounds).toBeGreaterThan(2);
    expect(parsed.value.roundDates).toEqual(
      Array.from({ length: rounds }, (_, i) => (planned.get(i + 1) ?? '').slice(2).replaceAll('-', '/')),
    );
    const first = [...planned.values()].sort()[0]?.replaceAll('-', '/');
    expect(parsed.value.tags.find((t) => t.tag === '042')?.text).toBe(first);
  });

  it('dates the round robin’s rounds by the day of their first result, tag 132', async () => {
    const doc = await parsedDemo(roundRobinDemos()[0]);
    const parsed = parseTrf(trfOf(doc));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const rounds = parsed.value.players[0]?.rounds.length ?? 0;
    // Rounds without a result yet have no date; the line ends after the last dated round.
    const days = Array.from({ length: rounds }, (_, i) => parsed.value.roundDates[i] ?? '');
    for (const [i, day] of days.entries()) {
      const results = doc.events.filter(
        (e) => e.type === 'ResultRecorded' && (e.payload as { round: number }).round === i + 1,
      );
      const expected = results.map((e) => Date.parse(e.at)).sort((a, b) => a - b)[0];
      const at = results.find((e) => Date.parse(e.at) === expected)?.at;
      expect(day).toBe(at ? at.slice(2, 10).replaceAll('-', '/') : '');
    }
    expect(days.filter((d) => d !== '').length).toBeGreaterThan(2);
  });

  it('round-trips the round robin: export → import gives the same standings and results', async () => {
    const doc = await parsedDemo(roundRobinDemos()[0]);
    const imported = trfDocument('club.trf', trfOf(doc), { id: 'imported' }, NOW);
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.document.competition.name).toBe(doc.competition.name);
    expect(shown(imported.value.document)).toEqual(shown(doc));
  });

  it('writes public names only for the public (HL-10)', async () => {
    const doc = await parsedDemo(roundRobinDemos()[0]);
    const [first] = doc.competition.participants;
    if (!first) throw new Error('no participants');
    const aliased = {
      ...doc,
      competition: {
        ...doc.competition,
        participants: doc.competition.participants.map((p) => (p === first ? { ...p, alias: 'Tokumei' } : p)),
      },
    };
    expect(trfOf(aliased, 'public')).toContain('Tokumei');
    expect(trfOf(aliased, 'public')).not.toContain(first.name);
    expect(trfOf(aliased, 'director')).toContain(first.name);
  });

  it('refuses a game the Berger tables do not have, naming line and column', async () => {
    const doc = await parsedDemo(roundRobinDemos()[0]);
    const lines = trfOf(doc).split('\r\n');
    // Swap the first two players' lines' starting ranks: their games no longer fit the schedule.
    const players = lines.filter((l) => l.startsWith('001'));
    const swapped = lines.map((l) =>
      l === players[0] ? `001    2${l.slice(8)}` : l === players[1] ? `001    1${l.slice(8)}` : l,
    );
    const imported = trfDocument('club.trf', swapped.join('\r\n'), { id: 'imported' }, NOW);
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    expect(imported.error.message).toMatch(/^club\.trf: line \d+, column \d+: /);
  });

  it('round-trips the Keizer demo as a Keizer season: its TRF again has every round of every player', async () => {
    const doc = await parsedDemo(keizerDemos()[0]);
    const text = trfOf(doc);
    const imported = trfDocument('season.trf', text, { id: 'imported', format: 'keizer' }, NOW);
    if (!imported.ok) throw new Error(imported.error.message);
    const again = parseTrf(trfOf(imported.value.document));
    const before = parseTrf(text);
    if (!again.ok || !before.ok) throw new Error('unreadable');
    // Every round with a result comes back as written; a round left blank (a game of the running
    // evening) comes back as a round without a game.
    const written = (name: string, k: number) =>
      (before.value.players.find((b) => b.name === name)?.rounds[k]?.result ?? ' ') !== ' ';
    const rows = (f: typeof before.value) =>
      f.players.map((p) => ({
        name: p.name,
        halves: p.halves,
        rounds: p.rounds.filter((_, k) => written(p.name, k)),
      }));
    expect(rows(again.value)).toEqual(rows(before.value));
    // The running evening's games without a result are left blank (TRF-16: a round not yet
    // played is omitted; bbpPairings refuses a paired game without result).
    expect(before.value.players.some((p) => p.rounds.some((r) => r.opponent > 0 && r.result === ' '))).toBe(
      false,
    );
    expect(again.value.roundDates).toEqual(before.value.roundDates);
  });
});

/**
 * A Swiss of five over three rounds, written by hand after TRF26's layout: round 1 with a
 * pairing-allocated bye (U), round 2 with a forfeit (+/-) and a half-point bye (H), round 3 with
 * games under one move (W/L) and a draw. Columns: 92 + 10(r − 1) opponent, +5 colour, +7 result.
 */
const SWISS = [
  '012 Club Swiss 2026',
  '142 3',
  '132                                                                                        26/03/05  26/03/12  26/03/19',
  '001    1      Anna Berg                         1900                             2.5    1     4 w 1     2 b +     3 w =',
  '001    2      Bert Claes                        1850                             2.0    2  0000 - U     1 w -     4 b W',
  '001    3      Carl Dorn                         1800                             2.0    3     5 b 1  0000 - H     1 b =',
  '001    4      Dora Eck                          1750                             0.5    5     1 b 0     5 w =     2 w L',
  '001    5      Emil Falk                                                          1.5    4     3 w 0     4 b =  0000 - U',
].join('\r\n');

describe('a Swiss tournament’s TRF as a Keizer season', () => {
  it('imports its games, colours and results as recorded, each round on its evening', () => {
    const imported = trfDocument('swiss.trf', SWISS, { id: 'swiss', format: 'keizer' }, NOW);
    if (!imported.ok) throw new Error(imported.error.message);
    const doc = imported.value.document;
    expect(doc.competition.format).toBe('keizer');
    expect(doc.competition.name).toBe('Club Swiss 2026');
    expect(imported.value).toMatchObject({ players: 5, rounds: 3, games: 5 });
    const head = foldOf(doc);
    const state = head.state.format as Parameters<typeof crosstable>[0];
    expect([...state.evenings]).toEqual([
      [1, '2026-03-05'],
      [2, '2026-03-12'],
      [3, '2026-03-19'],
    ]);
    const name = (id: string | undefined) => head.state.roster.get(id ?? '')?.name;
    const cells = new Map(
      crosstable(state).rows.map((row) => [
        name(row.participantId),
        row.cells.map((c) =>
          [c.outcome, name(c.opponent ?? undefined) ?? '', c.colour ?? ''].join(' ').trim(),
        ),
      ]),
    );
    expect(Object.fromEntries(cells)).toEqual({
      'Anna Berg': ['win Dora Eck white', 'bye', 'draw Carl Dorn white'],
      'Bert Claes': ['bye', 'no-show', 'win Dora Eck black'],
      'Carl Dorn': ['win Emil Falk black', 'notice', 'draw Anna Berg black'],
      'Dora Eck': ['loss Anna Berg black', 'draw Emil Falk white', 'loss Bert Claes white'],
      'Emil Falk': ['loss Carl Dorn white', 'draw Dora Eck black', 'bye'],
    });
  });

  it('refuses what a Keizer season cannot hold, naming line and column', () => {
    const lines = SWISS.split('\r\n');
    const withResult = lines.map((l, i) => (i === 4 ? `${l.slice(0, 98)}1${l.slice(99)}` : l)).join('\r\n');
    const refused = trfDocument('swiss.trf', withResult, { id: 'swiss', format: 'keizer' }, NOW);
    expect(refused.ok ? '' : refused.error.message).toBe(
      'swiss.trf: line 5, column 99: round 1: a game\'s result "1" without an opponent',
    );
    const badDate = SWISS.replace('26/03/12', '26/13/12');
    const dated = trfDocument('swiss.trf', badDate, { id: 'swiss', format: 'keizer' }, NOW);
    expect(dated.ok ? '' : dated.error.message).toBe(
      'swiss.trf: line 3, column 102: round 2: "26/13/12" is not a date YY/MM/DD',
    );
  });
});
