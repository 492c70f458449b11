/**
 * The current state once a deadline has passed (`stateAt`, `advancedHead`): the same state object
 * at every request until the next deadline passes, so that its views and remembered pages are
 * computed once (they are kept per state), and always equal to advancing the head afresh. Here
 * TX-11: a game whose message is left unanswered for seven days is forfeited; two such games, a
 * day apart.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addDuration, moment } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { entrant } from '../../test-support/tp-tournament.js';
import { fixedClock } from '../clock.js';
import { CompetitionService } from './competitions.js';

const director = { kind: 'director', personId: 'd' } as const;
const SENT = moment('2026-06-02T20:00:00Z');
const plus = (days: number, minutes = 0): Moment => addDuration(addDays(SENT, days), { minutes });

async function silentGame() {
  const clock = fixedClock(moment('2026-06-01T09:00:00Z'));
  const competitions = new CompetitionService(openSqliteStore(':memory:').events, clock);
  await competitions.create({
    id: 'tx',
    clubId: 'c',
    name: 'TX',
    format: 'tp-tournament',
    preset: 'tantrix-scheduled',
    participants: ['a', 'b', 'c', 'd'].map((id, i) => entrant(id, 2000 - 100 * i)),
  });
  const drawn = await competitions.execute('tx', { type: 'DrawGroups', seed: 'g' }, { actor: director });
  expect(drawn.ok).toBe(true);
  const drawnState = (await competitions.load('tx'))?.head.state.format as
    | { groups?: { games: Map<string, { id: string; players: string[] }> } }
    | undefined;
  const groups = drawnState?.groups;
  const game = (x: string, y: string) =>
    [...(groups?.games.values() ?? [])].find((g) => g.players.includes(x) && g.players.includes(y))?.id;
  for (const [day, from, to] of [
    [0, 'a', 'b'],
    [1, 'd', 'c'],
  ] as const) {
    clock.set(plus(day));
    const sent = await competitions.execute(
      'tx',
      { type: 'LogMessage', game: game(from, to), from, to },
      { actor: director },
    );
    expect(sent.ok).toBe(true);
  }
  const now = await competitions.load('tx');
  if (!now) throw new Error('no competition');
  return { competitions, loaded: now };
}

describe('the current state once a deadline has passed', () => {
  it('TX-11 is one state until the next deadline passes, equal to a fresh advance; a new one after it', async () => {
    const { competitions, loaded } = await silentGame();
    const head = loaded.head.state.format;
    const advance = (m: Moment) => loaded.format.advance(head, m);
    // Before any deadline the head itself.
    expect(await competitions.stateAt(loaded, plus(7, -1))).toBe(head);
    // Seven days: a–b forfeited. The same state at every later request before the next deadline.
    const first = await competitions.stateAt(loaded, plus(7, 1));
    expect(first).not.toBe(head);
    expect(first).toEqual(advance(plus(7, 1)));
    for (const m of [plus(7, 2), plus(7, 600), plus(8, -1)]) {
      const again = await competitions.stateAt(loaded, m);
      expect(again).toBe(first);
      const fresh = advance(m);
      expect(fresh).not.toBe(first);
      expect(again).toEqual(fresh);
    }
    // Eight days: c–d forfeited too, a new state, kept in turn.
    const second = await competitions.stateAt(loaded, plus(8, 1));
    expect(second).not.toBe(first);
    expect(second).toEqual(advance(plus(8, 1)));
    expect(second).not.toEqual(first);
    expect(await competitions.stateAt(loaded, plus(12))).toBe(second);
    // An earlier moment is advanced afresh, not from the kept state.
    const earlier = await competitions.stateAt(loaded, plus(7, 30));
    expect(earlier).toEqual(advance(plus(7, 30)));
    expect(earlier).not.toEqual(second);
  });
});
