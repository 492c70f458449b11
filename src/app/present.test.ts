import { describe, expect, it } from 'vitest';
import { rosterOf } from '../core/participant.js';
import { withNames } from './present.js';

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
