/**
 * Issue 25, points 3 and 15: a result's moment is its game's, and results without lost updates.
 *
 * - A result entered after its evening or round takes effect at the game's moment (the later of
 *   the round's pairing and its scheduled start), with the moment it was typed kept as
 *   `recordedAt`; "as of" the evening's day then shows it. Before, it took the typing moment, so
 *   the evening's standings stayed empty.
 * - A result sent with the result its form showed (`seen`) is refused with ERR_RESULT_CHANGED
 *   (409) when another server recorded a different one meanwhile; sent again with what it now
 *   shows, it is a correction. Before, the second silently overwrote the first.
 *
 * On both stores, with two services (two servers) on one store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { localMoment } from '../../formats/keizer/calendar.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import type { Store } from '../../store/store.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { fixedClock } from '../clock.js';
import { httpStatusOf } from '../errors.js';
import { CompetitionService } from './competitions.js';

const director = { kind: 'director', personId: 'd' } as const;
const ZONE = 'Europe/Amsterdam';
const evening = (date: string, time: string) => localMoment(date, time, ZONE);
type KeizerRounds = { rounds: Map<number, { games: { white: string; black: string }[] }> };

/** The first game of round 1 as the service's fold has it. */
async function firstGame(service: CompetitionService, id: string) {
  const loaded = await service.load(id);
  const game = (loaded?.head.state.format as KeizerRounds | undefined)?.rounds.get(1)?.games[0];
  if (!game) throw new Error('round 1 is not paired');
  return game;
}

const players = Array.from({ length: 4 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${i + 1}`,
  rating: 2000 - i,
}));

let opened: Store[] = [];
afterEach(async () => {
  for (const s of opened) await s.close();
  opened = [];
});

function suite(open: () => Promise<Store>) {
  async function twoServers() {
    const store = await open();
    opened.push(store);
    const clock = fixedClock(evening('2026-11-01', '12:00'));
    const a = new CompetitionService(store.events, clock);
    const b = new CompetitionService(store.events, clock);
    return { a, b, clock };
  }

  it('Keizer: round 1 recorded a week after its evening counts on the evening (KZ-12 evening, issue 25.3)', async () => {
    const { a, clock } = await twoServers();
    await a.create({
      id: 'kz',
      clubId: 'c',
      name: 'KZ',
      format: 'keizer',
      preset: 'dsc',
      participants: players,
    });
    const planned = await a.execute(
      'kz',
      {
        type: 'PlanEvenings',
        evenings: [
          { round: 1, date: '2026-11-20' },
          { round: 2, date: '2026-11-27' },
        ],
      },
      { actor: director },
    );
    expect(planned.ok).toBe(true);
    clock.set(evening('2026-11-20', '19:45'));
    const paired = await a.execute('kz', { type: 'PairRound', round: 1 }, { actor: director });
    expect(paired.ok).toBe(true);
    const game = await firstGame(a, 'kz');

    const typed = evening('2026-11-28', '23:27');
    clock.set(typed);
    const done = await a.execute(
      'kz',
      { type: 'RecordResult', round: 1, ...game, result: '1-0' },
      { actor: director },
    );
    if (!done.ok) throw new Error(done.error.message);
    const event = done.value.events[0];
    // The later of the evening's publication (KZ-12) and the pairing.
    expect(event?.at).toBe(evening('2026-11-20', '19:45'));
    expect(event?.recordedAt).toBe(typed);

    // "As of" the end of the evening's day shows the result.
    const asOf = await a.views('kz', evening('2026-11-20', '23:59'));
    expect(asOf?.rounds[0]?.pairings.find((p) => p.first === game.white)?.result).toBe('1–0');
  });

  it('Keizer: a result typed on its evening takes the evening moment, never a moment before the pairing', async () => {
    const { a, clock } = await twoServers();
    await a.create({
      id: 'kz',
      clubId: 'c',
      name: 'KZ',
      format: 'keizer',
      preset: 'dsc',
      participants: players,
    });
    await a.execute(
      'kz',
      { type: 'PlanEvenings', evenings: [{ round: 1, date: '2026-11-20' }] },
      { actor: director },
    );
    clock.set(evening('2026-11-20', '20:10'));
    await a.execute('kz', { type: 'PairRound', round: 1 }, { actor: director });
    const game = await firstGame(a, 'kz');
    clock.set(evening('2026-11-20', '22:00'));
    const done = await a.execute(
      'kz',
      { type: 'RecordResult', round: 1, ...game, result: '0-1' },
      { actor: director },
    );
    expect(done.ok && done.value.events[0]?.at).toBe(evening('2026-11-20', '20:10'));
  });

  it('an explicit moment (the "took effect at" field) still wins over the game\'s', async () => {
    const { a, clock } = await twoServers();
    await a.create({ id: 'rr', clubId: 'c', name: 'RR', format: 'round-robin', participants: players });
    clock.set(evening('2026-11-20', '21:00'));
    const first = await a.execute(
      'rr',
      { type: 'RecordResult', round: 1, white: 'p1', black: 'p4', result: '1-0' },
      { actor: director },
    );
    expect(first.ok && first.value.events[0]?.at).toBe(evening('2026-11-20', '21:00'));
    // The round's other game, typed a week later, counts on the round (dated by its first result).
    clock.set(evening('2026-11-27', '21:00'));
    const late = await a.execute(
      'rr',
      { type: 'RecordResult', round: 1, white: 'p2', black: 'p3', result: '0-1' },
      { actor: director },
    );
    expect(late.ok && late.value.events[0]?.at).toBe(evening('2026-11-20', '21:00'));
    const given = evening('2026-11-25', '10:00');
    const explicit = await a.execute(
      'rr',
      { type: 'RecordResult', round: 2, white: 'p4', black: 'p3', result: '1-0' },
      { actor: director, at: given },
    );
    expect(explicit.ok && explicit.value.events[0]?.at).toBe(given);
  });

  it('round robin: a round with a date set counts its results on that date, typed whenever (issue 25.3, 25.5)', async () => {
    const { a, clock } = await twoServers();
    await a.create({ id: 'rr', clubId: 'c', name: 'RR', format: 'round-robin', participants: players });
    const date = evening('2026-11-20', '19:30');
    const set = await a.execute(
      'rr',
      { type: 'ScheduleRounds', rounds: [{ round: 1, at: date }] },
      { actor: director },
    );
    expect(set.ok).toBe(true);
    clock.set(evening('2026-11-28', '23:27'));
    const late = await a.execute(
      'rr',
      { type: 'RecordResult', round: 1, white: 'p1', black: 'p4', result: '1-0' },
      { actor: director },
    );
    expect(late.ok && late.value.events[0]?.at).toBe(date);
    expect((await a.views('rr'))?.rounds[0]?.at).toBe(date);
    const refused = await a.execute(
      'rr',
      { type: 'ScheduleRounds', rounds: [{ round: 9, at: date }] },
      { actor: director },
    );
    expect(!refused.ok && refused.error.code).toBe('ERR_NO_SUCH_ROUND');
  });

  it('two servers record one open game: the second is refused with 409 and both results, then corrects (issue 25.15)', async () => {
    const { a, b, clock } = await twoServers();
    await a.create({ id: 'rr', clubId: 'c', name: 'RR', format: 'round-robin', participants: players });
    clock.set(evening('2026-11-20', '21:00'));
    const game = { type: 'RecordResult', round: 1, white: 'p1', black: 'p4' } as const;
    // Both forms showed the game without a result.
    const first = await a.execute('rr', { ...game, result: '1-0' }, { actor: director, seen: '' });
    expect(first.ok).toBe(true);
    const second = await b.execute('rr', { ...game, result: '0-1' }, { actor: director, seen: '' });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.error.code).toBe('ERR_RESULT_CHANGED');
    expect(second.error.params).toEqual({ current: '1-0', seen: '' });
    expect(httpStatusOf(second.error.code)).toBe(409);
    // Still 1-0 on both servers.
    expect((await b.views('rr'))?.rounds[0]?.pairings.find((p) => p.first === 'p1')?.result).toBe('1–0');
    // Sent again with what it now shows: a correction.
    const corrected = await b.execute(
      'rr',
      { ...game, result: '0-1', reason: 'score sheet' },
      { actor: director, seen: '1-0' },
    );
    expect(corrected.ok).toBe(true);
    expect((await a.views('rr'))?.rounds[0]?.pairings.find((p) => p.first === 'p1')?.result).toBe('0–1');
  });

  it("two servers save one round's grid at the same instant: one is written, the other refused at its line naming both (issue 25.15)", async () => {
    const { a, b } = await twoServers();
    await a.create({ id: 'rr', clubId: 'c', name: 'RR', format: 'round-robin', participants: players });
    const grid = (result: string, seen: string) => ({
      type: 'RecordResults',
      round: 1,
      results: [
        { white: 'p2', black: 'p3', result: '1/2-1/2', seen: '' },
        { white: 'p1', black: 'p4', result, seen },
      ],
    });
    // Both grids showed round 1 open; the `seen` of each line is checked inside the write.
    const both = await Promise.all([
      a.execute('rr', grid('1-0', ''), { actor: director }),
      b.execute('rr', grid('0-1', ''), { actor: director }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    const [won, lost] = both[0].ok ? both : [both[1], both[0]];
    if (!won?.ok || !lost || lost.ok) throw new Error('expected one write and one refusal');
    expect(lost.error.code).toBe('ERR_RESULT_CHANGED');
    // The first line a draw either way: the refusal names the first line whose game changed.
    expect(lost.error.path).toBe('results.0.result');
    expect(lost.error.params).toEqual({ current: '1/2-1/2', seen: '' });
    // Only the written grid's two results stand.
    const pairings = (await b.views('rr'))?.rounds[0]?.pairings ?? [];
    expect(pairings.filter((p) => p.result)).toHaveLength(2);
    // Sent again with what the grid now shows, the other result corrects the written one.
    const winner = (won.value.events[1]?.payload as { result?: string } | undefined)?.result;
    const other = winner === '1-0' ? '0-1' : '1-0';
    const again = await b.execute(
      'rr',
      {
        type: 'RecordResults',
        round: 1,
        results: [{ white: 'p1', black: 'p4', result: other, seen: winner }],
      },
      { actor: director },
    );
    expect(again.ok && again.value.events[0]?.supersedes).toHaveLength(1);
  });

  it('in sequence on one server: a form that showed no result does not overwrite one recorded since', async () => {
    const { a, clock } = await twoServers();
    await a.create({
      id: 'ch',
      clubId: 'c',
      name: 'CH',
      format: 'championship',
      preset: 'new-swiss',
      participants: players,
    });
    clock.set(evening('2026-11-20', '19:00'));
    const paired = await a.execute('ch', { type: 'PairRound', round: 1 }, { actor: director });
    if (!paired.ok) throw new Error(paired.error.message);
    const payload = paired.value.events[0]?.payload as
      | { pairings: { first: string; second: string }[] }
      | undefined;
    const pairing = payload?.pairings[0];
    if (!pairing) throw new Error('no pairing');
    const game = { type: 'RecordGame', round: 1, first: pairing.first, second: pairing.second } as const;
    clock.set(evening('2026-11-21', '10:00'));
    const one = await a.execute(
      'ch',
      { ...game, firstScore: 400, secondScore: 350 },
      { actor: director, seen: '' },
    );
    // Typed the next morning: it counts on the round's pairing.
    expect(one.ok && one.value.events[0]?.at).toBe(evening('2026-11-20', '19:00'));
    const two = await a.execute(
      'ch',
      { ...game, firstScore: 300, secondScore: 350 },
      { actor: director, seen: '' },
    );
    expect(!two.ok && two.error.code).toBe('ERR_RESULT_CHANGED');
    expect(!two.ok && two.error.params).toEqual({ current: '400:350', seen: '' });
  });
}

describe('results dated by their game, and no lost updates, SQLite', () => {
  suite(async () => openSqliteStore(':memory:'));
});

const schemas = temporarySchemas();
describePostgres('results dated by their game, and no lost updates, PostgreSQL', () => {
  suite(async () => openPostgresStore(await schemas.create()));
});
