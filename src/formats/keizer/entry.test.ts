import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import { makeRational } from '../../core/rational.js';
import { at, field, SeasonDriver } from '../../test-support/keizer.js';
import { proposeEntryPoints } from './entry.js';
import { rankingAfter } from './ranking-view.js';
import { due } from './views.js';

function halfSeason() {
  const s = new SeasonDriver(field(8)).plan(28);
  for (let r = 1; r <= 3; r++) for (const g of s.pair(r)) s.result(r, g.white, g.black, '1/2-1/2');
  s.do(at(4, '10:00'), {
    type: 'RegisterParticipant',
    participant: { id: 'late', name: 'Late Entrant', rating: 1965 },
  });
  return s;
}

describe('KZ-6 late entrants', () => {
  it('KZ-6 a player registered during the season joins from the next unpaired round', () => {
    expect(halfSeason().state().byId.get('late')?.firstRound).toBe(4);
  });

  it('KZ-6 the proposal places him where his rating belongs, and taking it puts him there', () => {
    const s = halfSeason();
    const proposal = proposeEntryPoints(s.state(), 'late');
    // Ratings 2000, 1990, 1980, 1970 are above 1965: he belongs at place 5.
    expect(proposal).toMatchObject({ participantId: 'late', place: 5 });
    s.do(at(4, '10:05'), {
      type: 'SetEntryPoints',
      participant: 'late',
      points: makeRational(proposal?.points ?? { n: 0, d: 1 }),
    });
    const row = rankingAfter(s.state()).rows.find((r) => r.participantId === 'late');
    expect(row).toMatchObject({ place: 5, entering: true });
  });

  it('KZ-6 without entry points he starts at the bottom, and the director is reminded', () => {
    const s = halfSeason();
    const rows = rankingAfter(s.state()).rows;
    expect(rows.at(-1)?.participantId).toBe('late');
    expect(due(s.state(), moment(at(4, '11:00'))).map((d) => d.code)).toContain('keizer.due.entry-points');
  });

  it('KZ-6 he is paired from his first round on, at his entry place', () => {
    const s = halfSeason();
    const proposal = proposeEntryPoints(s.state(), 'late');
    s.do(at(4, '10:05'), {
      type: 'SetEntryPoints',
      participant: 'late',
      points: makeRational(proposal?.points ?? { n: 0, d: 1 }),
    });
    const met = (a: string, b: string) =>
      [1, 2, 3].some((r) =>
        s
          .state()
          .rounds.get(r)
          ?.games.some((g) => [g.white, g.black].sort().join() === [a, b].sort().join()),
      );
    // He stands 5th; p1 has met p2, p3 and p4 in this cycle, so "1 plays 5" (seed g): the newcomer
    // meets the leader at once rather than the bottom of the field.
    expect(['p2', 'p3', 'p4'].map((p) => met('p1', p))).toEqual([true, true, true]);
    const game = s.pair(4).find((g) => g.white === 'late' || g.black === 'late');
    expect([game?.white, game?.black].sort()).toEqual(['late', 'p1']);
  });
});
