/**
 * Issue 25 ("What to build"): a participant carries what clubs exchange — FIDE id, national id,
 * federation, title, birth date, sex, club — optional in every format: each format's demo set-up
 * with them on one player keeps them in the roster, and the others without them. (Bulk paste,
 * CSV and the exports: server/forms/bulk-participants.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { DEMOS } from '../../formats/demos.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { EXCHANGED_FIELDS } from '../../test-support/builders.js';
import { fixedClock } from '../clock.js';
import { CompetitionService } from './competitions.js';

/** One demo per format: its preset, configuration and players. */
const perFormat = [...new Map(DEMOS().map((d) => [d.format, d])).values()];

describe('what clubs exchange about a player, in every format (issue 25)', () => {
  it.each(perFormat.map((d) => [d.format, d] as const))('%s keeps it, optional', async (_, demo) => {
    const store = openSqliteStore(':memory:');
    try {
      const service = new CompetitionService(store.events, fixedClock(demo.createdAt));
      const [first, ...others] = demo.participants;
      if (!first) throw new Error(`${demo.id} has no players`);
      const created = await service.create({
        id: 'c',
        clubId: 'club',
        name: demo.name,
        format: demo.format,
        preset: demo.preset,
        ...(demo.config ? { config: demo.config } : {}),
        participants: [{ ...first, ...EXCHANGED_FIELDS }, ...others],
      });
      if (!created.ok) throw new Error(created.error.map((r) => r.message).join('; '));
      const roster = (await service.load('c'))?.head.state.roster;
      expect(roster?.get(first.id)).toMatchObject(EXCHANGED_FIELDS);
      const other = others[0] ? roster?.get(others[0].id) : undefined;
      expect(other?.fideId).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
