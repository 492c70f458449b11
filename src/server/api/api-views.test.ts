/**
 * The formats' own views as JSON (issue 18): every view of every demo answers for the public and
 * the director, privacy-safe like the pages — no real name behind an alias (HL-10), no e-mail
 * address, no unpublished competition (the Keizer publication time, KZ-12: feeds.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMOS } from '../../formats/demos.js';
import { browser, testApp } from '../../test-support/server.js';

const demos = DEMOS();
const { app, store, clock, close } = await testApp(demos);
afterAll(close);

const director = browser(app);
await director.signIn('director@demo.arbiter', 'demo-director');

/** Real names the public must not see: those of participants who play under an alias. */
const hidden = demos.flatMap((d) => d.participants.flatMap((p) => (p.alias ? [p.name] : [])));

const read = async (
  path: string,
  as: 'public' | 'director',
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies under test
): Promise<{ status: number; body: any; text: string }> => {
  const res = as === 'public' ? await app.request(path) : await director.get(path);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
};

const viewPaths = async (id: string, as: 'public' | 'director', participant: string) => {
  const list = await read(`/api/competitions/${id}/views`, as);
  expect(list.status).toBe(200);
  return (list.body.views as { id: string; href: string }[]).map((v) => ({
    id: v.id,
    path: `${v.href}?participant=${participant}`,
  }));
};

describe('format views as JSON', () => {
  it('every format has views, and every demo view answers for the public without private data', async () => {
    expect(hidden.length).toBeGreaterThan(0);
    const formats = new Set<string>();
    for (const demo of demos) {
      const participant = demo.participants[0]?.id ?? '';
      const views = await viewPaths(demo.id, 'public', participant);
      expect(views.length, demo.id).toBeGreaterThan(0);
      formats.add(demo.format);
      for (const v of views) {
        const r = await read(v.path, 'public');
        expect(r.status, v.path).toBe(200);
        expect(r.body.view).toBe(v.id);
        expect(r.text, v.path).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
        for (const name of hidden) expect(r.text, `${v.path} shows ${name}`).not.toContain(name);
      }
    }
    expect([...formats].sort()).toEqual(
      [
        'championship',
        'handicap-league',
        'keizer',
        'pyramid',
        'round-robin',
        'swiss',
        'tp-tournament',
      ].sort(),
    );
  });

  it('the director sees real names and the director-only views', async () => {
    const aliased = demos.find((d) => d.participants.some((p) => p.alias));
    const p = aliased?.participants.find((x) => x.alias);
    if (!aliased || !p) throw new Error('a demo with an alias is needed');
    const views = await viewPaths(aliased.id, 'director', p.id);
    const r = await read(views[0]?.path ?? '', 'director');
    expect(r.body.names[p.id]).toBe(p.name);
    const pub = await read(views[0]?.path ?? '', 'public');
    expect(pub.body.names[p.id]).toBe(p.alias);
    const pyramid = demos.find((d) => d.format === 'pyramid');
    const publicIds = (await viewPaths(pyramid?.id ?? '', 'public', 'x')).map((v) => v.id);
    const directorIds = (await viewPaths(pyramid?.id ?? '', 'director', 'x')).map((v) => v.id);
    expect(publicIds).not.toContain('export');
    expect(directorIds).toContain('export');
    expect((await read(`/api/competitions/${pyramid?.id}/views/export`, 'public')).status).toBe(404);
  });

  it('the handicap table (HL-9), the Keizer groups and the entry points as the pages show them', async () => {
    const league = demos.find((d) => d.format === 'handicap-league');
    const player = league?.participants[0]?.id ?? '';
    const table = await read(
      `/api/competitions/${league?.id}/views/handicaps?participant=${player}`,
      'public',
    );
    expect(table.status).toBe(200);
    expect(table.body.data.table[0]).toMatchObject({ difference: 0, orMore: false });
    expect(table.body.data.table.at(-1).orMore).toBe(true);
    expect(typeof table.body.data.table[1].handicap.sfen).toBe('string');
    const against = table.body.data.against as { opponent: string; uwate: string; shitate: string }[];
    expect(against.length).toBeGreaterThan(0);
    for (const a of against) {
      expect(a.opponent).not.toBe(player);
      expect([a.uwate, a.shitate].sort()).toEqual([a.opponent, player].sort());
    }
    const plain = await read(`/api/competitions/${league?.id}/views/handicaps`, 'public');
    expect(plain.body.data.against).toBeUndefined();

    const keizer = demos.find((d) => d.format === 'keizer');
    const groups = await read(`/api/competitions/${keizer?.id}/views/groups`, 'public');
    expect(groups.status).toBe(200);
    const members = [
      ...groups.body.data.groups.flatMap((g: { members: unknown[] }) => g.members),
      ...groups.body.data.ungrouped,
    ] as { place: number; participantId: string }[];
    expect(members.length).toBeGreaterThan(0);
    for (const m of members) expect(groups.body.names[m.participantId]).toBeDefined();
    expect(Array.isArray(groups.body.data.proposal.moves)).toBe(true);
    const entryPath = `/api/competitions/${keizer?.id}/views/entry`;
    expect((await read(entryPath, 'public')).status).toBe(404);
    const entry = await read(entryPath, 'director');
    expect(entry.status).toBe(200);
    expect(entry.body.data.length).toBeGreaterThan(0);
    for (const e of entry.body.data as { firstRound: number; participantId: string }[]) {
      expect(e.firstRound).toBeGreaterThan(1);
      expect(entry.body.names[e.participantId]).toBeDefined();
    }
    const listed = (await viewPaths(keizer?.id ?? '', 'public', 'x')).map((v) => v.id);
    expect(listed).toContain('groups');
    expect(listed).not.toContain('entry');
  });

  it('the Keizer crosstable carries exact points that add up to the score (KZ-10)', async () => {
    const keizer = demos.find((d) => d.format === 'keizer');
    const r = await read(`/api/competitions/${keizer?.id}/views/crosstable`, 'public');
    const row = r.body.data.rows[0];
    const value = (s: string) => {
      const [n, d] = s.split('/').map(Number);
      return (n ?? 0) / (d ?? 1);
    };
    const total = row.cells.reduce(
      (sum: number, c: { points: string }) => sum + value(c.points),
      value(row.base),
    );
    expect(total).toBeCloseTo(value(row.score), 9);
    expect(typeof row.score).toBe('string');
  });

  it('an unpublished competition answers 404 to the public, and bad parameters are named', async () => {
    const demo = demos[0];
    await store.accounts.setPublished(demo?.id ?? '', false, {
      at: clock.now(),
      actor: 'test',
      action: 'competition.unpublished',
      subject: demo?.id ?? '',
    });
    const views = await viewPaths(demo?.id ?? '', 'director', 'x');
    for (const v of views) expect((await read(v.path, 'public')).status, v.path).toBe(404);
    expect((await read(`/api/competitions/${demo?.id}/views`, 'public')).status).toBe(404);
    const keizer = demos.find((d) => d.format === 'keizer');
    const bad = await read(`/api/competitions/${keizer?.id}/views/evening?round=zero`, 'public');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'ERR_INVALID_INPUT', path: 'round' });
    const nobody = await read(`/api/competitions/${keizer?.id}/views/player?participant=nobody`, 'public');
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.message).toContain('nobody');
    const unknown = await read(`/api/competitions/${keizer?.id}/views/bracket`, 'public');
    expect(unknown.status).toBe(404);
  });

  it('reads asOf like the pages: a date is the end of that day, a time without offset is in the club’s zone', async () => {
    // The Keizer demo's club plays in Europe/Amsterdam: summer time (+02:00) on 2 October 2025.
    const keizer = demos.find((d) => d.format === 'keizer');
    const base = `/api/competitions/${keizer?.id}`;
    const day = await read(`${base}/standings?asOf=2025-10-02`, 'public');
    expect(day.status).toBe(200);
    expect(day.body.asOf).toBe('2025-10-02T23:59:59+02:00');
    const explicit = await read(
      `${base}/standings?asOf=${encodeURIComponent('2025-10-02T23:59:59+02:00')}`,
      'public',
    );
    expect(day.body).toEqual(explicit.body);
    const local = await read(`${base}/views/ranking?asOf=2025-10-02T19:30`, 'public');
    expect(local.status).toBe(200);
    expect(local.body.asOf).toBe('2025-10-02T19:30:00+02:00');
    const download = await app.request(
      `/api/competitions/${keizer?.id}/downloads/standings.csv?asOf=2025-10-02`,
    );
    expect(download.status).toBe(200);
    for (const bad of ['yesterday', '2025-13-02', '2025-10-02T25:00']) {
      const r = await read(`${base}/standings?asOf=${bad}`, 'public');
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'ERR_INVALID_MOMENT', path: 'asOf' });
      expect(r.body.error.message).toMatch(/^asOf: /);
    }
    const refused = await app.request(
      `/api/competitions/${keizer?.id}/downloads/standings.csv?asOf=yesterday`,
    );
    expect(refused.status).toBe(400);
  });
});
