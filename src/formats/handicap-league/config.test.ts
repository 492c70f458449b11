import { describe, expect, it } from 'vitest';
import { TRADITIONAL_TABLE } from './handicap.js';
import { handicapLeague } from './index.js';

describe('configuration and presets', () => {
  // The Berlin seed (002), value by value, with the rule each one comes from (the club's own choices: 'club').
  it.each([
    ['HL-5', 'points', { win: 1, draw: 0, loss: -1 }],
    ['HL-7', 'adjustment', { eligible: 'played-tonight', step: 1 }],
    ['HL-9', 'handicaps', [...TRADITIONAL_TABLE]],
    ['HL-2', 'defaultEstimate', '15 Kyu'],
    ['HL-2/HL-3', 'realRankChange', 'keep-league-rank'],
    ['HL-12', 'timeControl', { minutes: 10, byoyomiPeriods: 2, byoyomiSeconds: 10 }],
    ['HL-11', 'inactiveAfterEvenings', 20],
    ['club', 'closeReminderHours', 12],
    ['club', 'timeZone', 'Europe/Berlin'],
  ] as const)('%s: the Berlin preset’s %s', (_rule, key, value) => {
    const parsed = handicapLeague.parseConfig({});
    expect(parsed.ok && parsed.value[key]).toEqual(value);
  });

  it('the Berlin preset has these values and no others', () => {
    const parsed = handicapLeague.parseConfig({});
    expect(Object.keys(parsed.ok ? parsed.value : {}).sort()).toEqual(
      [
        'adjustment',
        'closeReminderHours',
        'defaultEstimate',
        'handicaps',
        'inactiveAfterEvenings',
        'points',
        'realRankChange',
        'timeControl',
        'timeZone',
      ].sort(),
    );
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
