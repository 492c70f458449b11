import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { fixedClock } from '../clock.js';
import { CompetitionService } from './competitions.js';

const director = { kind: 'director', personId: 'd' } as const;

async function service() {
  const store = openSqliteStore(':memory:');
  const competitions = new CompetitionService(store.events, fixedClock(moment('2026-03-01T12:00:00+01:00')));
  await competitions.create({
    id: 'rr',
    clubId: 'c',
    name: 'RR',
    format: 'round-robin',
    participants: [
      { id: 'p1', name: 'A' },
      { id: 'p2', name: 'B' },
      { id: 'p3', name: 'C' },
    ],
  });
  return competitions;
}

describe('CompetitionService', () => {
  it('refuses to load a competition scored under another rule version, naming the versions', async () => {
    const store = openSqliteStore(':memory:');
    const competitions = new CompetitionService(
      store.events,
      fixedClock(moment('2026-03-01T12:00:00+01:00')),
    );
    await store.events.createCompetition(
      {
        id: 'old',
        clubId: 'c',
        name: 'Old rules',
        format: 'round-robin',
        formatVersion: 7,
        preset: 'fide',
        config: {},
        participants: [],
        createdAt: moment('2020-01-01T12:00:00Z'),
      },
      [],
    );
    await expect(competitions.load('old')).rejects.toThrow(
      'competition old: the competition was scored under round-robin rules version 7; this Arbiter scores round-robin by version 1',
    );
  });

  it('draws a seed for a command that takes one and none was given; the event records it', async () => {
    const competitions = await service();
    const done = await competitions.execute('rr', { type: 'DrawNumbers' }, { actor: director });
    const payload = done.ok
      ? (done.value.events[0]?.payload as { seed: string; order: string[] })
      : undefined;
    expect(payload?.seed).toMatch(/^lot-[0-9a-f]{24}$/);
    expect([...(payload?.order ?? [])].sort()).toEqual(['p1', 'p2', 'p3']);
  });

  it('keeps a seed that was given, so a draw can be reproduced', async () => {
    const a = await service();
    const b = await service();
    const first = await a.execute('rr', { type: 'DrawNumbers', seed: 'official-draw' }, { actor: director });
    const second = await b.execute('rr', { type: 'DrawNumbers', seed: 'official-draw' }, { actor: director });
    expect(first.ok && first.value.events[0]?.payload).toEqual(second.ok && second.value.events[0]?.payload);
  });

  it('refuses a command dated in the future', async () => {
    const competitions = await service();
    const done = await competitions.execute(
      'rr',
      { type: 'DrawNumbers' },
      { actor: director, at: moment('2027-01-01T00:00:00Z') },
    );
    expect(done).toMatchObject({ ok: false, error: { code: 'ERR_FUTURE_MOMENT' } });
  });

  it("a player may not issue a director's command", async () => {
    const competitions = await service();
    const done = await competitions.execute(
      'rr',
      { type: 'DrawNumbers' },
      { actor: { kind: 'player', participantId: 'p1' } },
    );
    expect(done).toMatchObject({ ok: false, error: { code: 'ERR_FORBIDDEN' } });
  });
});
