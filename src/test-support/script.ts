/**
 * Demo scripts replayed the way the app seeds them (app/competitions/demo.ts): every step validated by its
 * schema and decided as of its moment, in the listed order. The one helper every demo test
 * replays through.
 */
import type { DemoScript } from '../core/demo.js';
import type { Impact } from '../core/engine.js';
import type { AnyFormat } from '../core/format.js';
import { configOf, Scenario } from './given.js';

/** A replayed demo: the scenario of its log, and what its late steps changed in later events. */
export class DemoReplay<S> extends Scenario<S> {
  readonly impact: Impact[] = [];
}

/** Replays a demo; a refused step fails with its index, type and reason. */
export function runDemo<S>(format: AnyFormat, script: DemoScript): DemoReplay<S> {
  const config = configOf(format, script.config ?? {}, script.preset);
  const replay = new DemoReplay<S>(format, { config, participants: script.participants });
  for (const [i, step] of script.steps.entries()) {
    const decided = replay.attempt(step.at, step.command, {
      actor: step.actor,
      ...(step.recordedAt ? { recordedAt: step.recordedAt } : {}),
    });
    if (!decided.ok)
      throw new Error(
        `${script.id} step ${i} (${step.command.type}): ${decided.error.code} ${decided.error.message}`,
      );
    replay.impact.push(...decided.value.impact);
  }
  return replay;
}
