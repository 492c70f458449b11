import { describe, expect, it } from 'vitest';
import { decideCommand, fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import { tpDemos } from './demo.js';
import { tpTournament } from './index.js';
import type { TpState } from './model.js';

function runDemo(id: string) {
  const demo = tpDemos.find((d) => d.id === id);
  if (!demo) throw new Error(id);
  const parsed = tpTournament.parseConfig(demo.config ?? {}, demo.preset);
  if (!parsed.ok) throw new Error('config');
  const setup = { config: parsed.value, participants: demo.participants };
  const events: StoredEvent[] = [];
  for (const [i, step] of demo.steps.entries()) {
    const command = tpTournament.commandSchema.parse(step.command);
    const decided = decideCommand(tpTournament, setup, events, command, {
      at: step.at,
      recordedAt: step.recordedAt ?? step.at,
      actor: step.actor,
    });
    if (!decided.ok)
      throw new Error(`step ${i} ${step.command.type}: ${decided.error.code} ${decided.error.message}`);
    events.push(...decided.value.events);
  }
  return {
    setup,
    events,
    fold: (asOf?: string) => fold<TpState>(tpTournament, setup, events, asOf ? { asOf: asOf as never } : {}),
  };
}

describe('demos', () => {
  it('weekend runs', () => {
    const d = runDemo('demo-tantrix-weekend');
    const f = d.fold();
    expect([...f.outcomes.values()]).toEqual([]);
  });
  it('scheduled runs', () => {
    const d = runDemo('demo-tantrix-scheduled');
    const f = d.fold();
    expect([...f.outcomes.values()]).toEqual([]);
  });
});
