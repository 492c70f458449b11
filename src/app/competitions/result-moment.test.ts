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
import { expect, it } from 'vitest';
import type { Moment } from '../../core/types.js';
import { localMoment } from '../../formats/keizer/calendar.js';
import type { Store } from '../../store/store.js';
import { describeStores } from '../../test-support/postgres.js';
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

function suite(open: () => Promise<Store>) {
  async function twoServers() {
    const store = await open();
    const clock = fixedClock(evening('2026-11-01', '12:00'));
    const a = new CompetitionService(store.events, clock);
    const b = new CompetitionService(store.events, clock);
    return { a, b, clock };
  }

  /** The command `command` given by the director, with `options` (`seen`, `at`). */
  const run = (
    service: CompetitionService,
    id: string,
    command: Record<string, unknown>,
    options: { seen?: string; at?: Moment } = {},
  ) => service.execute(id, command, { actor: director, ...options });

  /** A round robin's game of `round` and its result. */
  const played = (round: number, white: string, black: string, result: string) =>
    ({ type: 'RecordResult', round, white, black, result }) as const;

  /** A competition of the four players named by its id in capitals. */
  const create = (service: CompetitionService, id: string, format: string, preset?: string) =>
    service.create({
      id,
      clubId: 'c',
      name: id.toUpperCase(),
      format,
      ...(preset ? { preset } : {}),
      participants: players,
    });

  it('Keizer: round 1 recorded a week after its evening counts on the evening (KZ-12 evening, issue 25.3)', async () => {
    const { a, clock } = await twoServers();
    await create(a, 'kz', 'keizer', 'dsc');
    const planned = await run(a, 'kz', {
      type: 'PlanEvenings',
      evenings: [
        { round: 1, date: '2026-11-20' },
        { round: 2, date: '2026-11-27' },
      ],
    });
    expect(planned.ok).toBe(true);
    clock.set(evening('2026-11-20', '19:45'));
    const paired = await run(a, 'kz', { type: 'PairRound', round: 1 });
    expect(paired.ok).toBe(true);
    const game = await firstGame(a, 'kz');

    const typed = evening('2026-11-28', '23:27');
    clock.set(typed);
    const done = await run(a, 'kz', { type: 'RecordResult', round: 1, ...game, result: '1-0' });
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
    await create(a, 'kz', 'keizer', 'dsc');
    await run(a, 'kz', { type: 'PlanEvenings', evenings: [{ round: 1, date: '2026-11-20' }] });
    clock.set(evening('2026-11-20', '20:10'));
    await run(a, 'kz', { type: 'PairRound', round: 1 });
    const game = await firstGame(a, 'kz');
    clock.set(evening('2026-11-20', '22:00'));
    const done = await run(a, 'kz', { type: 'RecordResult', round: 1, ...game, result: '0-1' });
    expect(done.ok && done.value.events[0]?.at).toBe(evening('2026-11-20', '20:10'));
  });

  it('an explicit moment (the "took effect at" field) still wins over the game\'s', async () => {
    const { a, clock } = await twoServers();
    await create(a, 'rr', 'round-robin');
    clock.set(evening('2026-11-20', '21:00'));
    const first = await run(a, 'rr', played(1, 'p1', 'p4', '1-0'));
    expect(first.ok && first.value.events[0]?.at).toBe(evening('2026-11-20', '21:00'));
    // The round's other game, typed a week later, counts on the round (dated by its first result).
    clock.set(evening('2026-11-27', '21:00'));
    const late = await run(a, 'rr', played(1, 'p2', 'p3', '0-1'));
    expect(late.ok && late.value.events[0]?.at).toBe(evening('2026-11-20', '21:00'));
    const given = evening('2026-11-25', '10:00');
    const explicit = await run(a, 'rr', played(2, 'p4', 'p3', '1-0'), { at: given });
    expect(explicit.ok && explicit.value.events[0]?.at).toBe(given);
  });

  it('round robin: a round with a date set counts its results on that date, typed whenever (issue 25.3, 25.5)', async () => {
    const { a, clock } = await twoServers();
    await create(a, 'rr', 'round-robin');
    const date = evening('2026-11-20', '19:30');
    const set = await run(a, 'rr', { type: 'ScheduleRounds', rounds: [{ round: 1, at: date }] });
    expect(set.ok).toBe(true);
    clock.set(evening('2026-11-28', '23:27'));
    const late = await run(a, 'rr', played(1, 'p1', 'p4', '1-0'));
    expect(late.ok && late.value.events[0]?.at).toBe(date);
    expect((await a.views('rr'))?.rounds[0]?.at).toBe(date);
    const refused = await run(a, 'rr', { type: 'ScheduleRounds', rounds: [{ round: 9, at: date }] });
    expect(!refused.ok && refused.error.code).toBe('ERR_NO_SUCH_ROUND');
  });

  it('two servers record one open game: the second is refused with 409 and both results, then corrects (issue 25.15)', async () => {
    const { a, b, clock } = await twoServers();
    await create(a, 'rr', 'round-robin');
    clock.set(evening('2026-11-20', '21:00'));
    const game = { type: 'RecordResult', round: 1, white: 'p1', black: 'p4' } as const;
    // Both forms showed the game without a result.
    const first = await run(a, 'rr', { ...game, result: '1-0' }, { seen: '' });
    expect(first.ok).toBe(true);
    const second = await run(b, 'rr', { ...game, result: '0-1' }, { seen: '' });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.error.code).toBe('ERR_RESULT_CHANGED');
    expect(second.error.params).toEqual({ current: '1-0', seen: '' });
    expect(httpStatusOf(second.error.code)).toBe(409);
    // Still 1-0 on both servers.
    expect((await b.views('rr'))?.rounds[0]?.pairings.find((p) => p.first === 'p1')?.result).toBe('1–0');
    // Sent again with what it now shows: a correction.
    const corrected = await run(b, 'rr', { ...game, result: '0-1', reason: 'score sheet' }, { seen: '1-0' });
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
    await create(a, 'ch', 'championship', 'new-swiss');
    clock.set(evening('2026-11-20', '19:00'));
    const paired = await run(a, 'ch', { type: 'PairRound', round: 1 });
    if (!paired.ok) throw new Error(paired.error.message);
    const payload = paired.value.events[0]?.payload as
      | { pairings: { first: string; second: string }[] }
      | undefined;
    const pairing = payload?.pairings[0];
    if (!pairing) throw new Error('no pairing');
    const game = { type: 'RecordGame', round: 1, first: pairing.first, second: pairing.second } as const;
    clock.set(evening('2026-11-21', '10:00'));
    const one = await run(a, 'ch', { ...game, firstScore: 400, secondScore: 350 }, { seen: '' });
    // Typed the next morning: it counts on the round's pairing.
    expect(one.ok && one.value.events[0]?.at).toBe(evening('2026-11-20', '19:00'));
    const two = await run(a, 'ch', { ...game, firstScore: 300, secondScore: 350 }, { seen: '' });
    expect(!two.ok && two.error.code).toBe('ERR_RESULT_CHANGED');
    expect(!two.ok && two.error.params).toEqual({ current: '400:350', seen: '' });
  });
}

describeStores('results dated by their game, and no lost updates', suite);
