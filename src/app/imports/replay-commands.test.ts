/**
 * The import's linear pass (replay-commands.ts): its commands validated, its events checked
 * against the format's schemas before they can be written, and the first refusal naming its step.
 */
import { describe, expect, it } from 'vitest';
import type { AnyFormat } from '../../core/format.js';
import { moment } from '../../core/moment.js';
import { ok } from '../../core/types.js';
import { championship } from '../../formats/championship/index.js';
import { ratedField } from '../../test-support/championship.js';
import { replayCommands } from './replay-commands.js';

const NOW = moment('2026-01-15T12:00:00+01:00');
const config = championship.parseConfig({ rounds: 2 }, 'new-swiss');
if (!config.ok) throw new Error('config');
const setup = { config: config.value, participants: ratedField(4), createdAt: NOW };
const step = (command: { type: string; [field: string]: unknown }) => ({
  at: NOW,
  actor: { kind: 'import' } as const,
  command,
});
const round1 = step({
  type: 'PairRound',
  round: 1,
  pairings: [
    { first: 'p1', second: 'p2', board: 1 },
    { first: 'p3', second: 'p4', board: 2 },
  ],
});
const game = (firstScore: number) =>
  step({ type: 'RecordGame', round: 1, first: 'p1', second: 'p2', firstScore, secondScore: 350 });

describe('replaying an import', () => {
  it('decides every command on the state the ones before it leave (SD-1, SD-17)', () => {
    const replayed = replayCommands(championship, setup, [round1, game(420)], NOW);
    expect(replayed.ok && replayed.value.events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'RoundPaired'],
      [2, 'GameRecorded'],
    ]);
  });

  it('refuses a command its schema refuses, naming the step', () => {
    const replayed = replayCommands(championship, setup, [round1, game(10_000)], NOW);
    expect(replayed).toMatchObject({
      ok: false,
      error: { index: 1, refusal: { code: 'ERR_INVALID_COMMAND' } },
    });
  });

  it('cannot produce an event its schema refuses, even when the rules decide one', () => {
    // A format whose decide records a score out of range (-9999 … 9999) for a valid command.
    const broken: AnyFormat = {
      ...championship,
      decide: (state, command, ctx) => {
        const decided = championship.decide(state, command, ctx);
        if (!decided.ok || command.type !== 'RecordGame') return decided;
        return ok(
          decided.value.map((e) => ({ ...e, payload: { ...(e.payload as object), firstScore: 10_000 } })),
        );
      },
    };
    const replayed = replayCommands(broken, setup, [round1, game(420)], NOW);
    expect(replayed).toMatchObject({
      ok: false,
      error: { index: 1, refusal: { code: 'ERR_INVALID_EVENT', path: 'events[0].payload.firstScore' } },
    });
  });
});
