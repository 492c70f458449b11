/**
 * The demos seeded at a first start into a real SQLite file: dated by the anchor, which is stored
 * (the demo club's creation moment), so that a later start finds the same anchor; right after the
 * start the due lists show things due in the coming days, nothing long overdue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, instantOf, moment } from '../../core/moment.js';
import { DEMOS } from '../../formats/demos.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { TEST_PASSWORDS } from '../../test-support/server.js';
import { fixedClock } from '../clock.js';
import { CompetitionService } from './competitions.js';
import { DEMO_CLUB, demoAnchor, seedDemos } from './demo.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the demos', () => {
  it('each say in their name that they are demos', () => {
    for (const script of DEMOS()) expect(script.name, script.id).toMatch(/\(.*\bdemo\b.*\)/);
  });
});

describe.each([
  // A Monday morning in winter, and a Thursday evening just after summer time began.
  ['2027-01-18T09:00:00+01:00'],
  ['2027-04-01T21:15:00+02:00'],
])('the demos seeded at a first start on %s', (first) => {
  const anchor = moment(first);
  const file = join(dir, `${first.slice(0, 10)}.db`);

  it('are dated by the anchor, which is stored: a later start finds it, and the same dates', async () => {
    const store = openSqliteStore(file);
    const at = await demoAnchor(store.accounts, anchor);
    expect(at).toBe(anchor);
    await seedDemos(store, DEMOS(at), at, TEST_PASSWORDS);
    await store.close();

    const again = openSqliteStore(file);
    try {
      const later = addDays(anchor, 3);
      expect(await demoAnchor(again.accounts, later)).toBe(anchor);
      expect((await again.accounts.getClub(DEMO_CLUB))?.createdAt).toBe(anchor);
      for (const script of DEMOS(await demoAnchor(again.accounts, later))) {
        expect((await again.events.getCompetition(script.id))?.createdAt, script.id).toBe(script.createdAt);
        const events = await again.events.readEvents(script.id);
        expect(events.length).toBeGreaterThan(0);
        const last = Math.max(...script.steps.map((s) => instantOf(s.recordedAt ?? s.at)));
        expect(Math.max(...events.map((e) => instantOf(e.recordedAt)))).toBe(last);
        for (const e of events) expect(instantOf(e.recordedAt)).toBeLessThanOrEqual(instantOf(anchor));
      }
    } finally {
      await again.close();
    }
  });

  it('show a few things due in the coming days right after the start, nothing long overdue', async () => {
    const store = openSqliteStore(file);
    try {
      const service = new CompetitionService(store.events, fixedClock(anchor));
      const due = [];
      for (const script of DEMOS(anchor)) {
        const views = await service.views(script.id, anchor);
        due.push(...(views?.due ?? []).map((d) => ({ ...d, competition: script.id })));
      }
      const week = instantOf(addDays(anchor, 7));
      const soon = due.filter((d) => instantOf(d.due) > instantOf(anchor) && instantOf(d.due) <= week);
      expect(soon.length).toBeGreaterThan(0);
      const old = due.filter(
        (d) => d.severity === 'overdue' && instantOf(d.due) < instantOf(addDays(anchor, -7)),
      );
      expect(old).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
