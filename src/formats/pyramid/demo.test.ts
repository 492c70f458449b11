import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/deadline.js';
import { layout } from '../../test-support/pyramid.js';
import { runDemo } from '../../test-support/script.js';
import { DEMO_END, demos as pyramidDemos } from './demo.js';
import { pyramid } from './index.js';
import { ineffectiveEvents, type PyramidState } from './state.js';
import { archiveView } from './views/archive.js';

const [demo] = pyramidDemos();

describe('the demo pyramid', () => {
  // Replayed as the app seeds it: a refused step fails here, naming the step.
  const replay = runDemo<PyramidState>(pyramid, demo);
  const { events } = replay;
  const final = replay.fold({ asOf: DEMO_END });
  const state = final.state.format;
  const types = new Set(events.map((e) => e.type));

  it('PYR-0 every step is accepted by the engine in the order given, late ones included', () => {
    expect(demo.steps.length).toBeGreaterThan(300);
  });

  it('PYR-16 about 40 players, a year of history and an archive', () => {
    expect(final.state.roster.size).toBe(40);
    // The first message on the year's first day, the last in its last quarter.
    const day = (m: string | undefined) => (Date.parse(m ?? '') - Date.parse(demo.createdAt)) / DAY_MS;
    expect(day(events[0]?.at)).toBeLessThan(1);
    expect(day(events.at(-1)?.at)).toBeGreaterThan(365 - 92);
    expect(day(events.at(-1)?.at)).toBeLessThan(365);
    expect(archiveView(state, DEMO_END).length).toBeGreaterThan(30);
  });

  it('PYR-0 it holds late messages, and a later challenge they made ineffective was reviewed', () => {
    expect(demo.steps.filter((s) => s.recordedAt !== undefined).length).toBeGreaterThanOrEqual(2);
    expect(replay.impact.length).toBeGreaterThanOrEqual(1);
    const ineffective = ineffectiveEvents(state);
    expect(ineffective.length).toBeGreaterThanOrEqual(1);
    expect(ineffective.every((e) => state.reviewed.includes(e.seq))).toBe(true);
  });

  it('PYR-11, PYR-12 players left, and XXX places were taken', () => {
    expect(events.some((e) => e.type === 'PlayerLeft')).toBe(true);
    expect(archiveView(state, DEMO_END, { withoutPlay: true }).some((g) => g.ending === 'vacant')).toBe(true);
    expect(layout(state)).toMatch(/XXX/);
  });

  it('PYR-13, PYR-14 the waiting lists were used', () => {
    expect(types).toContain('WaitingListJoined');
    expect(types).toContain('AssignedChallengeIssued');
    expect(types).toContain('EternalListJoined');
  });

  it('PYR-8, PYR-15 a dispute was decided; vacations were announced', () => {
    expect(types).toContain('ResultObjected');
    expect(types).toContain('ResultCorrected');
    expect(types).toContain('VacationAnnounced');
  });
});
