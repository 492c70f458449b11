import { describe, expect, it } from 'vitest';
import { decideCommand, fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import { layout } from '../../test-support/pyramid.js';
import { DEMO_END, demos as pyramidDemos } from './demo.js';
import { pyramid } from './index.js';
import { ineffectiveEvents, type PyramidState } from './state.js';
import { archiveView } from './views/archive.js';

const [demo] = pyramidDemos();

/** Runs the script through the engine the way the app seeds it: each step decided in the listed order. */
function run() {
  if (!demo) throw new Error('no demo');
  const parsed = pyramid.parseConfig(demo.config ?? {}, demo.preset);
  if (!parsed.ok) throw new Error('config');
  const setup = { config: parsed.value, participants: demo.participants };
  const events: StoredEvent[] = [];
  const refused: string[] = [];
  let impacted = 0;
  for (const step of demo.steps) {
    const decided = decideCommand(pyramid, setup, events, step.command, {
      at: step.at,
      recordedAt: step.recordedAt ?? step.at,
      actor: step.actor,
    });
    if (!decided.ok) refused.push(`${step.at} ${step.command.type}: ${decided.error.message}`);
    else {
      events.push(...decided.value.events);
      impacted += decided.value.impact.length;
    }
  }
  return { setup, events, refused, impacted };
}

describe('the demo pyramid', () => {
  const { setup, events, refused, impacted } = run();
  const final = fold<PyramidState>(pyramid, setup, events, { asOf: DEMO_END });
  const state = final.state.format;
  const types = new Set(events.map((e) => e.type));

  it('PYR-0 every step is accepted by the engine in the order given, late ones included', () => {
    expect(refused).toEqual([]);
    expect(demo?.steps.length).toBeGreaterThan(300);
  });

  it('PYR-16 about 40 players, a year of history and an archive', () => {
    expect(final.state.roster.size).toBe(40);
    expect(events[0]?.at.slice(0, 7)).toBe('2025-04');
    expect(events.at(-1)?.at.slice(0, 7)).toMatch(/^2026-0[1-3]$/);
    expect(archiveView(state, DEMO_END).length).toBeGreaterThan(30);
  });

  it('PYR-0 it holds late messages, and a later challenge they made ineffective was reviewed', () => {
    expect(demo?.steps.filter((s) => s.recordedAt !== undefined).length).toBeGreaterThanOrEqual(2);
    expect(impacted).toBeGreaterThanOrEqual(1);
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
