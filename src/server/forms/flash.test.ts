/**
 * Issue 25.11: confirmations name the right people. An event naming one or two people (a result,
 * a challenge with its defender) names them; one naming more (a round's pairing, a draw of
 * numbers) names nobody — before, "Round paired: <the bye>" and "Pairing numbers drawn: 4 of 6".
 */
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { rosterOf } from '../../core/participant.js';
import type { Moment } from '../../core/types.js';
import { translator } from '../http/context.js';
import { eventText } from './flash.js';

const roster = rosterOf(
  ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: `Player ${id.toUpperCase()}` })),
);
const t = translator('en');
const event = (type: string, payload: Record<string, unknown>): StoredEvent => ({
  seq: 1,
  at: '2026-11-20T19:30:00+01:00' as Moment,
  recordedAt: '2026-11-20T19:30:00+01:00' as Moment,
  actor: 'director:d',
  type,
  payload,
});
const text = (type: string, payload: Record<string, unknown>) =>
  eventText(t, event(type, payload), roster, 'public');

describe('confirmations name the people an event concerns', () => {
  it('a round paired names nobody, not its bye', () => {
    const paired = text('RoundPaired', {
      round: 1,
      games: [
        { white: 'a', black: 'b' },
        { white: 'c', black: 'd' },
      ],
      bye: 'e',
    });
    expect(paired).toBe(`${t('event.RoundPaired')} (round 1)`);
  });
  it('a draw of pairing numbers names nobody rather than four of six', () => {
    expect(text('NumbersDrawn', { seed: 'lot-1', order: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBe(
      t('event.NumbersDrawn'),
    );
  });
  it('PYR-4 a challenge names the challenger and the defender', () => {
    expect(text('ChallengeIssued', { challenger: 'c', targets: [{ player: 'a' }] })).toBe(
      `${t('event.ChallengeIssued')}: Player C – Player A`,
    );
  });
  it('a result names both players, its result and round', () => {
    expect(text('ResultRecorded', { round: 2, white: 'a', black: 'b', result: '1-0' })).toBe(
      `${t('event.ResultRecorded')}: Player A – Player B 1–0 (round 2)`,
    );
  });
});
