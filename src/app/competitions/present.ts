/**
 * Turns generic views into plain data with names resolved, for the CLI and the JSON API.
 * `audience` decides whether real names or public names (aliases) are shown (HL-10).
 */

import { isAfter } from '../../core/moment.js';
import type { Roster } from '../../core/participant.js';
import { publicName } from '../../core/participant.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { DueItem, RoundView, StandingsTable } from '../../core/views.js';
import { en } from '../i18n.js';

export type Audience = 'public' | 'director';

export function nameOf(roster: Roster, id: ParticipantId | null, audience: Audience): string {
  if (id === null) return 'bye';
  const p = roster.get(id);
  if (!p) return id;
  return audience === 'director' ? p.name : publicName(p);
}

export function presentStandings(table: StandingsTable, roster: Roster, audience: Audience) {
  return {
    columns: table.columns.map((c) => ({ id: c.id, label: en(c.label) })),
    rows: table.rows.map((r) => ({
      place: r.place,
      tied: r.tied,
      participantId: r.participantId,
      name: nameOf(roster, r.participantId, audience),
      ...r.cells,
    })),
    notes: table.notes ?? [],
  };
}

/**
 * The rounds the audience may see as of a moment: the public sees no pairing before its
 * publication. The same array when nothing is withheld.
 */
export function publishedRounds(
  rounds: readonly RoundView[],
  asOf: Moment,
  audience: Audience,
): readonly RoundView[] {
  const withheld = (r: RoundView) =>
    audience === 'public' && r.publishedAt !== undefined && isAfter(r.publishedAt, asOf);
  return rounds.some(withheld) ? rounds.map((r) => (withheld(r) ? { ...r, pairings: [] } : r)) : rounds;
}

export function presentRounds(rounds: readonly RoundView[], roster: Roster, audience: Audience) {
  return rounds.map((r) => ({
    id: r.id,
    label: r.params ? en(r.label, r.params) : r.label,
    status: r.status,
    ...(r.at ? { at: r.at } : {}),
    ...(r.publishedAt ? { publishedAt: r.publishedAt } : {}),
    pairings: r.pairings.map((p) => ({
      ...(p.board !== undefined ? { board: p.board } : {}),
      first: p.first,
      firstName: nameOf(roster, p.first, audience),
      second: p.second,
      secondName: nameOf(roster, p.second, audience),
      ...(p.result !== undefined ? { result: p.result } : {}),
      ...(p.note !== undefined ? { note: p.note } : {}),
    })),
  }));
}

export function presentDue(items: readonly DueItem[], roster: Roster, audience: Audience) {
  return items.map((d) => ({
    code: d.code,
    severity: d.severity,
    due: d.due,
    participants: d.participantIds.map((id) => nameOf(roster, id, audience)),
    message: d.message,
  }));
}

/**
 * Replaces participant ids in a sentence (a refusal, an outcome) with the names the audience may
 * see: the rules speak in ids, people read names.
 */
export function withNames(text: string, roster: Roster, audience: Audience): string {
  const ids = [...roster.keys()].sort((a, b) => b.length - a.length);
  if (ids.length === 0) return text;
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\w-])(${escaped.join('|')})(?![\\w-])`, 'g');
  return text.replace(pattern, (id) => nameOf(roster, id, audience));
}
