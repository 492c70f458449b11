import { describe, expect, it } from 'vitest';
import { addDays, addDuration, moment } from '../../core/moment.js';
import { DIRECTOR, player } from '../../test-support/given.js';
import { at, entrant, played, tournament } from '../../test-support/tp-tournament.js';
import { bracket } from './cup.js';
import { advance } from './evolve.js';
import { groupTable } from './groups.js';
import { standingResult } from './results.js';
import { due, scheduleView } from './views.js';

function league(ids = ['a', 'b', 'c', 'd']) {
  const t = tournament(
    ids.map((id, i) => entrant(id, 2000 - 100 * i)),
    'tantrix-scheduled',
  );
  t.do(at(1, '09:00'), { type: 'DrawGroups', seed: 'g' });
  return t;
}
const plus = (m: string, days: number, minutes = 0) => addDuration(addDays(moment(m), days), { minutes });
const codes = (t: ReturnType<typeof league>, asOf: string) =>
  due(t.state(asOf), moment(asOf)).map((d) => d.code);

describe('TX-11 answer deadlines', () => {
  const sent = at(2, '20:00');
  function silent() {
    const t = league();
    const game = t.game('a', 'b');
    t.do(sent, { type: 'LogMessage', game, from: 'a', to: 'b' }, player('a'));
    return { t, game };
  }

  it('TX-11 five days without an answer: the silent player is reported to the director', () => {
    const { t } = silent();
    expect(codes(t, plus(sent, 5, -1))).not.toContain('tx.due.unanswered');
    expect(codes(t, plus(sent, 5, 1))).toContain('tx.due.unanswered');
    const item = due(t.state(plus(sent, 5, 1)), moment(plus(sent, 5, 1))).find(
      (d) => d.code === 'tx.due.unanswered',
    );
    expect(item).toMatchObject({
      due: plus(sent, 5),
      participantIds: ['b', 'a'],
      params: { forfeitAt: plus(sent, 7) },
    });
  });

  it('TX-11 two more days without an answer: he loses the game (scored as a no-show, TX-4)', () => {
    const { t, game } = silent();
    expect(standingResult(t.state(plus(sent, 7)), game)).toBeUndefined();
    const after = t.state(plus(sent, 7, 1));
    expect(standingResult(after, game)).toMatchObject({
      source: 'forfeit',
      result: { kind: 'no-show', absent: ['b'] },
      at: plus(sent, 7),
    });
    expect(groupTable(after, 'A')?.rows.find((r) => r.participantId === 'a')?.tp).toBe(180);
    expect(codes(t, plus(sent, 7, 1))).toContain('tx.due.forfeited');
    const view = scheduleView(after, moment(plus(sent, 7, 1))).games.find((g) => g.game.id === game);
    expect(view?.contacts[0]?.status).toBe('forfeited');
  });

  it('TX-11 TX-12 time passes in steps or at once alike (the format contract of advance)', () => {
    const { t } = silent();
    // Two silent contacts a day apart and the entry deadline: several deadlines to pass.
    t.do(plus(sent, 1), { type: 'LogMessage', game: t.game('c', 'd'), from: 'd', to: 'c' }, player('d'));
    const head = t.state();
    const steps = [0, 3, 5, 7, 8, 9, 12].map((d) => moment(plus(sent, d, 1)));
    const end = steps.at(-1) as (typeof steps)[number];
    const once = advance(head, end);
    expect(once).not.toBe(head);
    let stepped = head;
    for (const m of steps) stepped = advance(stepped, m);
    expect(stepped).toEqual(once);
    expect(advance(once, end)).toBe(once);
  });

  it('TX-11 after the forfeit a player’s result is refused; the DIRECTOR may still decide (TX-14)', () => {
    const { t, game } = silent();
    const late = plus(sent, 9);
    expect(
      t.attempt(
        late,
        { type: 'RecordResult', game, players: ['a', 'b'], result: played([30, 20]) },
        player('b'),
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_FORFEITED' },
    });
    t.do(late, { type: 'RecordResult', game, players: ['a', 'b'], result: played([20, 30]) }, DIRECTOR);
    expect(standingResult(t.state(), game)?.source).toBe('recorded');
    expect(groupTable(t.state(), 'A')?.rows.find((r) => r.participantId === 'a')?.tp).toBe(38);
  });

  it('TX-11 an answer in time stops the clock', () => {
    const { t, game } = silent();
    t.do(plus(sent, 6), { type: 'LogAnswer', game, by: 'b', to: 'a' }, player('b'));
    expect(standingResult(t.state(plus(sent, 10)), game)).toBeUndefined();
    expect(
      scheduleView(t.state(plus(sent, 10)), moment(plus(sent, 10))).games.find((g) => g.game.id === game)
        ?.contacts[0]?.status,
    ).toBe('answered');
  });

  it('TX-11 an answer entered late but given in time undoes the forfeit (PYR-0)', () => {
    const { t, game } = silent();
    t.do(
      plus(sent, 10),
      { type: 'ArrangeGame', game: t.game('c', 'd'), by: 'c', startsAt: plus(sent, 12) },
      player('c'),
    );
    expect(standingResult(t.state(), game)?.source).toBe('forfeit');
    t.do(plus(sent, 3), { type: 'LogAnswer', game, by: 'b', to: 'a' }, DIRECTOR);
    expect(standingResult(t.state(), game)).toBeUndefined();
  });

  it('TX-11 an answer is logged only where a message waits for one', () => {
    const t = league();
    const r = t.attempt(at(3), { type: 'LogAnswer', game: t.game('a', 'b'), by: 'b', to: 'a' });
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_NO_MESSAGE' } });
  });

  it('TX-5/TX-11 lost-for-silence games count as no-shows', () => {
    const t = league(['a', 'b', 'c', 'd', 'e']);
    for (const x of ['a', 'b', 'c'])
      t.do(sent, { type: 'LogMessage', game: t.game(x, 'e'), from: x, to: 'e' }, player(x));
    const table = groupTable(t.state(plus(sent, 8)), 'A');
    expect(table?.excluded.map((x) => x.participantId)).toEqual(['e']);
  });

  it('TX-11 arranging is for scheduled events only', () => {
    const t = tournament([entrant('a'), entrant('b'), entrant('c'), entrant('d')]);
    t.do(at(1), { type: 'DrawGroups', seed: 'g' });
    const r = t.attempt(at(2), { type: 'LogMessage', game: t.game('a', 'b'), from: 'a', to: 'b' });
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_SCHEDULED_ONLY' } });
  });
});

describe('TX-11 appointments', () => {
  const start = at(5, '20:00');

  it('TX-11 a no-show may be claimed after waiting 15 minutes at the arranged time (seed 8.3)', () => {
    const t = league();
    const game = t.game('a', 'b');
    const claim = {
      type: 'RecordResult',
      game,
      players: ['a', 'b'],
      result: { kind: 'no-show', absent: ['b'] },
    };
    expect(t.attempt(at(5, '20:30'), claim, player('a'))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_APPOINTMENT' },
    });
    t.do(at(3), { type: 'ArrangeGame', game, by: 'b', startsAt: start }, player('b'));
    expect(t.attempt(at(5, '20:14'), claim, player('a'))).toMatchObject({
      ok: false,
      error: { code: 'ERR_TOO_EARLY' },
    });
    t.do(at(5, '20:15'), claim, player('a'));
  });

  it('TX-11 a game is arranged for a time to come', () => {
    const t = league();
    const r = t.attempt(
      at(3),
      { type: 'ArrangeGame', game: t.game('a', 'b'), by: 'a', startsAt: at(2) },
      player('a'),
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_IN_THE_PAST' } });
  });

  it('TX-11 a missed appointment may be rearranged once per match', () => {
    const t = league();
    const game = t.game('a', 'b');
    t.do(at(3), { type: 'ArrangeGame', game, by: 'a', startsAt: start }, player('a'));
    expect(
      t.attempt(at(4), { type: 'RearrangeGame', game, by: 'b', absent: 'b', startsAt: at(9) }, player('b')),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_MISSED' },
    });
    t.do(at(6), { type: 'RearrangeGame', game, by: 'b', absent: 'b', startsAt: at(9) }, player('b'));
    expect(scheduleView(t.state(), moment(at(7))).games.find((g) => g.game.id === game)?.chances).toEqual({
      a: { match: 1, tournament: 3 },
      b: { match: 0, tournament: 2 },
    });
    const again = t.attempt(
      at(10),
      { type: 'RearrangeGame', game, by: 'a', absent: 'b', startsAt: at(12) },
      player('a'),
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'ERR_NO_CHANCES_LEFT' } });
    expect(!again.ok && again.error.message).toMatch(/in A:r\d:b\d/);
  });

  it('TX-11 … and three times per tournament', () => {
    const t = league(['a', 'b', 'c', 'd', 'e']);
    const games = ['a', 'b', 'c', 'd'].map((x) => t.game(x, 'e'));
    for (const [i, game] of games.entries()) {
      t.do(at(2, '10:00'), { type: 'ArrangeGame', game, by: 'e', startsAt: at(3 + i, '20:00') }, player('e'));
    }
    for (const [i, game] of games.entries()) {
      const r = t.attempt(
        at(3 + i, '21:00'),
        { type: 'RearrangeGame', game, by: 'e', absent: 'e', startsAt: at(20 + i) },
        player('e'),
      );
      expect(r.ok).toBe(i < 3);
    }
    expect(codes(t, at(7, '12:00'))).toContain('tx.due.appointment-missed');
  });

  it('TX-11 a round past its end with games unplayed is overdue', () => {
    const t = league();
    t.do(at(1, '10:00'), {
      type: 'ScheduleRound',
      stage: 'groups',
      round: 1,
      startsAt: at(2, '00:00'),
      endsBy: at(9, '23:59'),
    });
    expect(codes(t, at(9, '12:00'))).not.toContain('tx.due.round-overdue');
    const items = due(t.state(at(10)), moment(at(10))).filter((d) => d.code === 'tx.due.round-overdue');
    expect(items).toHaveLength(2);
    expect(items[0]?.severity).toBe('overdue');
  });
});

describe('TX-11 in a scheduled cup (preset tantrix-cup)', () => {
  function scheduledCup() {
    const t = tournament(
      ['a', 'b', 'c', 'd'].map((id, i) => entrant(id, 2000 - 100 * i)),
      'tantrix-cup',
    );
    t.do(at(1, '09:00'), { type: 'SeedCup', seed: 'k' });
    return t;
  }

  it('TX-11/TX-4 a cup game lost for not answering counts as a cup no-show: 50:14 stones, 20:0 TP (seed 7.2, 8.2)', () => {
    const t = scheduledCup();
    const sent = at(2, '20:00');
    t.do(sent, { type: 'LogMessage', game: 'cup:r1:m1:g1', from: 'a', to: 'd' }, player('a'));
    const game = bracket(t.state(plus(sent, 7, 1)))?.rounds[0]?.[0]?.games[0];
    expect(game?.scored?.standing.source).toBe('forfeit');
    expect(game?.scored?.breakdown).toMatchObject({ stones: [50, 14], tp: [200, 0] });
  });

  it('TX-11 (seed 8.4) one rearrangement per cup match, whichever of its games was missed', () => {
    const t = scheduledCup();
    for (const [g, day] of [
      ['cup:r1:m1:g1', 5],
      ['cup:r1:m1:g2', 6],
    ] as const)
      t.do(at(2), { type: 'ArrangeGame', game: g, by: 'a', startsAt: at(day, '20:00') }, player('a'));
    t.do(
      at(5, '21:00'),
      {
        type: 'RearrangeGame',
        game: 'cup:r1:m1:g1',
        by: 'd',
        absent: 'd',
        startsAt: at(9),
      },
      player('d'),
    );
    expect(
      t.attempt(
        at(6, '21:00'),
        { type: 'RearrangeGame', game: 'cup:r1:m1:g2', by: 'd', absent: 'd', startsAt: at(10) },
        player('d'),
      ),
    ).toMatchObject({ ok: false, error: { code: 'ERR_NO_CHANCES_LEFT' } });
  });
});
