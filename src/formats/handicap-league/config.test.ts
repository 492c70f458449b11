import { describe, expect, it } from 'vitest';
import { TRADITIONAL_TABLE } from './handicap.js';
import { handicapLeague } from './index.js';

describe('configuration and presets', () => {
  it('HL-5/HL-7/HL-9/HL-12 the Berlin preset carries the seed’s values', () => {
    const parsed = handicapLeague.parseConfig({});
    expect(parsed.ok && parsed.value).toEqual({
      points: { win: 1, draw: 0, loss: -1 },
      adjustment: { eligible: 'played-tonight', step: 1 },
      handicaps: [...TRADITIONAL_TABLE],
      defaultEstimate: '15 Kyu',
      realRankChange: 'keep-league-rank',
      timeControl: { minutes: 10, byoyomiPeriods: 2, byoyomiSeconds: 10 },
      inactiveAfterEvenings: 20,
      closeReminderHours: 12,
      timeZone: 'Europe/Berlin',
    });
  });

  it('HL-7 the literal preset moves top and bottom of the whole ranking', () => {
    const parsed = handicapLeague.parseConfig({}, 'berlin-literal');
    expect(parsed.ok && parsed.value.adjustment).toEqual({ eligible: 'whole-ranking', step: 1 });
  });

  it('HL-12 overrides are merged over the preset (the seed allows sensible deviations)', () => {
    const parsed = handicapLeague.parseConfig({ timeControl: { minutes: 15 } });
    expect(parsed.ok && parsed.value.timeControl).toEqual({
      minutes: 15,
      byoyomiPeriods: 2,
      byoyomiSeconds: 10,
    });
  });

  it.each([
    [{ handicaps: ['even', 'queen'] }, 'config.handicaps[1]'],
    [{ handicaps: [] }, 'config.handicaps'],
    [{ defaultEstimate: '1 Dan+I' }, 'config.defaultEstimate'],
    [{ points: { win: 0.5 } }, 'config.points.win'],
    [{ adjustment: { eligible: 'everyone' } }, 'config.adjustment.eligible'],
    [{ colour: 'red' }, 'config'],
    [{ timeZone: 'Europe/Bärlin' }, 'config.timeZone'],
  ])('HL-5/HL-7/HL-9 an invalid setting is refused with its path (%j)', (raw, path) => {
    const parsed = handicapLeague.parseConfig(raw);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error[0]).toMatchObject({ code: 'ERR_INVALID_CONFIG', path });
  });

  it('HL-1…HL-12 an unknown preset is refused', () => {
    const parsed = handicapLeague.parseConfig({}, 'tokyo');
    expect(!parsed.ok && parsed.error[0]?.code).toBe('ERR_UNKNOWN_PRESET');
  });
});

describe('the format contract', () => {
  it('HL-5 events name their players for the engine’s roster check; a draw names no winner', () => {
    const names = handicapLeague.participantsOf({
      seq: 1,
      at: '2026-01-08T19:00:00+01:00' as never,
      recordedAt: '2026-01-08T19:00:00+01:00' as never,
      actor: 'cli',
      type: 'GameRecorded',
      payload: {
        evening: 'e',
        uwate: 'a',
        shitate: 'b',
        difference: 0,
        table: 'even',
        handicap: 'even',
        winner: null,
      },
    });
    expect(names).toEqual(['a', 'b']);
  });

  it('HL-8 players may act for themselves at the board; evenings and corrections are the director’s', () => {
    const p = handicapLeague.policies;
    expect(
      p.StartGame.kind === 'participant' &&
        p.StartGame.actingFor({ type: 'StartGame', evening: 'e', players: ['a', 'b'] }),
    ).toEqual(['a', 'b']);
    expect(
      p.CheckIn.kind === 'participant' &&
        p.CheckIn.actingFor({ type: 'CheckIn', evening: 'e', participant: 'a' }),
    ).toEqual(['a']);
    for (const t of [
      'OpenEvening',
      'CloseEvening',
      'CorrectGame',
      'RemoveGame',
      'TakeOutPlayer',
      'CorrectModifier',
    ] as const) {
      expect(p[t].kind).toBe('director');
    }
  });
});
