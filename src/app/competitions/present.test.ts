import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import { rosterOf } from '../../core/participant.js';
import type { RoundView } from '../../core/views.js';
import { publishedRounds, withNames } from './present.js';

const roster = rosterOf([
  { id: 'p1', name: 'Anna' },
  { id: 'p10', name: 'Jan', alias: 'Tokumei' },
]);

describe('withNames', () => {
  it("replaces whole ids only, longest first, with the audience's names", () => {
    expect(withNames('round 6 has no game between p1 and p10 (p100 unknown)', roster, 'director')).toBe(
      'round 6 has no game between Anna and Jan (p100 unknown)',
    );
    expect(withNames('p10 is busy', roster, 'public')).toBe('Tokumei is busy');
  });
});

describe('publishedRounds', () => {
  const round: RoundView = {
    id: '3',
    label: 'Round 3',
    status: 'paired',
    publishedAt: moment('2026-03-05T18:00:00+01:00'),
    pairings: [{ board: 1, first: 'p1', second: 'p10' }],
  };

  it('withholds the pairings from the public before their publication, never from directors', () => {
    const before = moment('2026-03-05T17:30:00+01:00');
    expect(publishedRounds([round], before, 'public')[0]?.pairings).toEqual([]);
    expect(publishedRounds([round], before, 'director')[0]?.pairings).toHaveLength(1);
    expect(publishedRounds([round], moment('2026-03-05T18:00:00+01:00'), 'public')[0]?.pairings).toHaveLength(
      1,
    );
  });
});
