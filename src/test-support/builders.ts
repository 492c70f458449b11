/**
 * Tiny builders that make tests read like score sheets: `ev(3, '2026-03-02T20:00:00+01:00',
 * 'ResultRecorded', {...})`, `participants('a', 'b', 'c')`.
 */
import type { Payload, StoredEvent } from '../core/events.js';
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';

/** Everything clubs exchange about a player (issue 25), as a participant carries it: Anna de Vries's. */
export const EXCHANGED_FIELDS = {
  fideId: '1234567',
  nationalId: 'NL-998',
  federation: 'NED',
  title: 'WIM',
  birthDate: '1999-04-17',
  sex: 'f',
  club: 'SV Utrecht',
} as const;

export function participants(...ids: string[]): Participant[] {
  return ids.map((id) => ({ id, name: id.toUpperCase() }));
}

export function ev(
  seq: number,
  at: string,
  type: string,
  payload: Payload,
  extra: { supersedes?: number[]; reason?: string; recordedAt?: string; actor?: string } = {},
): StoredEvent {
  return {
    seq,
    at: moment(at),
    recordedAt: moment(extra.recordedAt ?? at),
    actor: extra.actor ?? 'cli',
    type,
    payload,
    ...(extra.supersedes ? { supersedes: extra.supersedes } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
  };
}

/** Hourly moments on one day, for logs where only the order matters. */
export const hour = (h: number, day = '2026-03-02'): string =>
  `${day}T${String(Math.floor(h)).padStart(2, '0')}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}:00+01:00`;
