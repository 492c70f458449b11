import { describe, expect, it } from 'vitest';
import { makeRational } from '../../core/rational.js';
import { readFixture } from '../../test-support/fixtures.js';
import { given } from '../../test-support/given.js';
import { keizerConfig } from '../../test-support/keizer.js';
import { parseSeasonCsv, splitCsvLine } from './import-csv.js';
import { parseSeasonJson } from './import-json.js';
import type { ImportedSeason } from './import-season.js';
import { keizer } from './index.js';
import { rankingAfter } from './ranking-view.js';
import type { KeizerState } from './state.js';

const config = keizerConfig();

/** Three evenings of a small club: pairings, a bye, an absence with notice, a late entrant (KZ-6). */
const CSV = readFixture('keizer-season.csv');

/** Replays an import through the engine, as the CLI will. */
function replay(season: ImportedSeason): KeizerState {
  const s = given<KeizerState>(keizer, { config, participants: season.participants });
  for (const step of season.steps) s.given(step.at, step.command, step.actor);
  return s.state();
}

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('season import', () => {
  it('CSV fields: quotes keep separators, doubled quotes are quotes', () => {
    expect(splitCsvLine('a,"b, c","say ""hi"""', ',')).toEqual(['a', 'b, c', 'say "hi"']);
  });

  it('CSV: a # inside quotes is part of the name; a quote left open is refused at its line', () => {
    const players = '[players]\nid,name\nanna,"Anna #1 de Vries" # the club champion\nbram,Bram\n';
    expect(ok(parseSeasonCsv(players, config)).participants.map((p) => p.name)).toEqual([
      'Anna #1 de Vries',
      'Bram',
    ]);
    const open = parseSeasonCsv('[players]\nid,name\nanna,Anna\nbram,"Bram\n', config);
    expect(open.ok).toBe(false);
    if (!open.ok) expect(open.error[0]?.message).toMatch(/line [45]/);
  });

  it('KZ-17 a CSV season replays through the engine: pairings, absences, a late entrant (KZ-6)', () => {
    const season = ok(parseSeasonCsv(CSV, config));
    expect(season.participants.map((p) => p.id)).toEqual(['anna', 'bram', 'carla', 'dirk', 'eva']);
    const state = replay(season);
    expect(state.lastPaired).toBe(3);
    expect(state.byId.get('frits')).toMatchObject({ firstRound: 3, entryPoints: '120' });
    expect(state.notices.get('2:dirk')).toMatchObject({ reason: 'notice', late: false });
    expect(state.rounds.get(1)?.bye).toBe('eva');
    expect(rankingAfter(state).rows).toHaveLength(6);
  });

  it('the same season as JSON gives the same standings', () => {
    const json = JSON.stringify(
      {
        players: [
          { id: 'anna', name: 'Vries, Anna de', rating: 1850, group: 'A' },
          { id: 'bram', name: 'Bram Jansen', rating: 1800, group: 'A' },
          { id: 'carla', name: 'Carla Bakker', rating: 1750, group: 'B' },
          { id: 'dirk', name: 'Dirk Kuipers', rating: 1700, group: 'B' },
          { id: 'eva', name: 'Eva Smit', rating: 1650, group: 'B' },
          { id: 'frits', name: 'Frits Meijer', rating: 1780, joined: 3, entry: '120' },
        ],
        rounds: [
          {
            round: 1,
            date: '2025-09-04',
            games: [
              { white: 'bram', black: 'anna', result: '0-1' },
              { white: 'dirk', black: 'carla', result: '1/2-1/2' },
            ],
            bye: 'eva',
          },
          {
            round: 2,
            date: '2025-09-11',
            games: [
              { white: 'carla', black: 'anna', result: '1-0' },
              { white: 'eva', black: 'bram', result: '0-1' },
            ],
            absent: [{ player: 'dirk', kind: 'notice' }],
          },
          {
            round: 3,
            date: '2025-09-18',
            games: [
              { white: 'anna', black: 'frits', result: '1/2-1/2' },
              { white: 'bram', black: 'carla', result: '1-0' },
              { white: 'dirk', black: 'eva', result: '1-0' },
            ],
          },
        ],
      },
      null,
      2,
    );
    const scores = (s: KeizerState) =>
      rankingAfter(s).rows.map((r) => `${r.participantId} ${makeRational(r.score)}`);
    expect(scores(replay(ok(parseSeasonJson(json, config))))).toEqual(
      scores(replay(ok(parseSeasonCsv(CSV, config)))),
    );
  });

  it('CSV errors name their line', () => {
    const broken = CSV.replace('game,dirk,carla,1/2-1/2', 'game,dirk,zed,1/2-1/2').replace(
      'absent,dirk,notice',
      'absent,dirk,holiday',
    );
    const parsed = parseSeasonCsv(broken, config);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.map((e) => e.message)).toEqual([
      'line 11: "zed" is not in the player list',
      'line 16: "holiday" is not an absence kind (notice, team-match, late, none)',
    ]);
  });

  it("a player missing from a round is reported at the round's line", () => {
    const parsed = parseSeasonCsv(CSV.replace('bye,eva\n', ''), config);
    expect(!parsed.ok && parsed.error.map((e) => e.message)).toEqual([
      'line 9: "eva" is not mentioned in round 1: give a game, bye, unpaired or absence',
    ]);
  });

  it('JSON errors name their line, syntax errors too', () => {
    const text =
      '{\n  "players": [\n    { "id": "anna", "name": "A", "rating": "high" }\n  ],\n  "rounds": []\n}';
    const parsed = parseSeasonJson(text, config);
    expect(!parsed.ok && parsed.error[0]?.message).toBe('line 3: rating must be a number');
    const syntax = parseSeasonJson('{\n  "players": [\n  }', config);
    expect(!syntax.ok && syntax.error[0]?.message).toMatch(/^line 3: JSON syntax/);
  });

  it('KZ-13 no-shows in the file follow the automatic sign-off', () => {
    const text = `[players]
id,name,rating
a,A,2000
b,B,1900
c,C,1800
[round 1 2025-09-04]
game,b,a,1-0
absent,c,none
[round 2 2025-09-11]
game,b,a,1-0
absent,c,none
[round 3 2025-09-18]
game,a,b,1-0
`;
    const state = replay(ok(parseSeasonCsv(text, config)));
    expect(state.statusChanges).toEqual([
      { participant: 'c', fromRound: 3, signedOff: true, cause: 'no-shows' },
    ]);
  });
});
