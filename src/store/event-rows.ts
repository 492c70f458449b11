/**
 * The rows of competitions and events, the same in both adapters but for their JSON columns:
 * SQLite gives them as text, PostgreSQL already parsed; `json` reads one as the adapter gets it.
 */
import type { StoredEvent } from '../core/events.js';
import type { Moment } from '../core/types.js';
import type { CompetitionRecord } from './port.js';

export interface CompetitionRow {
  id: string;
  club_id: string;
  name: string;
  format: string;
  format_version: number;
  preset: string;
  config: unknown;
  participants: unknown;
  created_at: string;
}

export interface EventRow {
  seq: number;
  at: string;
  recorded_at: string;
  actor: string;
  type: string;
  payload: unknown;
  supersedes: unknown;
  reason: string | null;
}

/** A JSON column's value as the driver returns it, read. */
export type ReadJson = (value: unknown) => unknown;

export const toRecord = (r: CompetitionRow, json: ReadJson): CompetitionRecord => ({
  id: r.id,
  clubId: r.club_id,
  name: r.name,
  format: r.format,
  formatVersion: r.format_version,
  preset: r.preset,
  config: json(r.config) as CompetitionRecord['config'],
  participants: json(r.participants) as CompetitionRecord['participants'],
  createdAt: r.created_at as Moment,
});

export const toEvent = (r: EventRow, json: ReadJson): StoredEvent => ({
  seq: r.seq,
  at: r.at as Moment,
  recordedAt: r.recorded_at as Moment,
  actor: r.actor,
  type: r.type,
  payload: json(r.payload) as StoredEvent['payload'],
  ...(r.supersedes ? { supersedes: json(r.supersedes) as number[] } : {}),
  ...(r.reason !== null ? { reason: r.reason } : {}),
});
