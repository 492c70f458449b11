/**
 * Runs demo scripts (core/demo.ts) through the competition service, as a director would enter
 * them, with a clock that follows the script. A demo that is refused is a bug: it throws.
 */

import type { DemoScript } from '../core/demo.js';
import { isAfter } from '../core/moment.js';
import type { EventStore } from '../store/port.js';
import { fixedClock } from './clock.js';
import { CompetitionService } from './competitions.js';

export async function seedDemo(store: EventStore, script: DemoScript, clubId: string): Promise<void> {
  const clock = fixedClock(script.createdAt);
  const service = new CompetitionService(store, clock);
  const created = await service.create({
    id: script.id,
    clubId,
    name: script.name,
    format: script.format,
    preset: script.preset,
    config: script.config ?? {},
    participants: script.participants,
  });
  if (!created.ok) throw new Error(`demo ${script.id}: ${created.error.map((r) => r.message).join('; ')}`);
  for (const [i, step] of script.steps.entries()) {
    const recorded = step.recordedAt ?? step.at;
    if (isAfter(recorded, clock.now())) clock.set(recorded);
    const done = await service.execute(script.id, step.command, { actor: step.actor, at: step.at });
    if (!done.ok)
      throw new Error(
        `demo ${script.id} step ${i} (${step.command.type}): ${done.error.code}: ${done.error.message}`,
      );
  }
}
