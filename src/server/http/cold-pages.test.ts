/**
 * A competition page opened cold (issue #29: its fold forgotten, read back from its snapshot with
 * the format's kept views) is the page its whole log's fold gives, byte for byte, on both stores:
 * for a Keizer season (its own ranking page, from the kept ranking history and sheet) and a round
 * robin (the generic standings, from the snapshot's standings).
 */
import { expect, it } from 'vitest';
import { systemClock } from '../../app/clock.js';
import { CompetitionService } from '../../app/competitions/competitions.js';
import { DEMOS } from '../../formats/demos.js';
import { describeStores } from '../../test-support/postgres.js';
import { testApp } from '../../test-support/server.js';

const FORMATS = ['keizer', 'round-robin'];

describeStores('cold pages', (open) => {
  it('a page opened cold from its snapshot equals the page of the whole log, byte for byte', async () => {
    const scripts = FORMATS.map((format) => DEMOS().find((d) => d.format === format && d.steps.length > 0));
    const store = await open();
    const { app, competitions } = await testApp(
      scripts.filter((s) => s !== undefined),
      { store },
    );
    for (const script of scripts) {
      if (!script) throw new Error('a demo is missing');
      const path = `/c/${script.id}`;
      // No snapshot yet: the page of a fold of the whole log.
      const before = competitions.snapshotCounts.used;
      const warm = await app.request(path);
      expect(warm.status).toBe(200);
      const warmBytes = Buffer.from(await warm.arrayBuffer());
      expect(competitions.snapshotCounts.used).toBe(before);
      // Another server leaves a snapshot; this one forgets its fold and reads the snapshot back.
      const other = new CompetitionService(store.events, systemClock(), undefined, undefined, {
        snapshotEvery: 1,
      });
      await other.load(script.id);
      await other.snapshotsWritten();
      competitions.invalidate(script.id);
      const cold = await app.request(path);
      expect(competitions.snapshotCounts.used, script.id).toBe(before + 1);
      expect(Buffer.from(await cold.arrayBuffer()).equals(warmBytes), script.id).toBe(true);
    }
  });
});
