/**
 * `arbiter import-trf` end to end: the built binary and a real SQLite file. The round-robin
 * demo's TRF (app/imports/trf.ts) comes back as a competition with the same standings as the demo
 * imported as a document; a broken file exits 3 naming line and column and writes nothing. With
 * `--into` a Swiss's later rounds are loaded into the competition holding its first ones.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../app/imports/document.js';
import { makeCompetitionTrf } from '../app/imports/trf.js';
import { fold } from '../core/engine.js';
import { moment } from '../core/moment.js';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { generateTournament } from '../formats/swiss/cli/generate.js';
import { makeRoundFile, parseSwissTrf } from '../formats/swiss/trf/index.js';
import { runBuilt } from '../test-support/cli.js';
import { documentOfDemo } from '../test-support/documents.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-trf-'));
const db = join(dir, 'trf.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => runBuilt([...args, '--db', db]);

const text = await documentOfDemo(roundRobinDemos()[0]);
const doc = parseDocument(text);
if (!doc.ok) throw new Error(doc.error.message);
const { competition, events, format } = doc.value;
const head = fold(format, { config: competition.config, participants: competition.participants }, events);
const trf = makeCompetitionTrf({
  format: competition.format,
  name: competition.name,
  state: head.state.format,
  roster: head.state.roster,
  standings: format.views.standings(head.state.format),
  audience: 'director',
  asOf: moment('2026-11-25T12:00:00Z'),
}) as string;
const trfFile = join(dir, 'Club Championship 2026.trf');
writeFileSync(trfFile, trf);
const docFile = join(dir, 'demo.json');
writeFileSync(docFile, text);

const standings = (id: string) =>
  (JSON.parse(run('standings', id, '--json').out) as { rows: { name: string; place: number }[] }).rows.map(
    ({ participantId: _id, ...row }: { participantId?: string; name: string; place: number }) => row,
  );

describe('arbiter import-trf', () => {
  it('imports a TRF as a round robin with the standings of the competition it came from', () => {
    expect(run('import', docFile).code).toBe(0);
    const r = run('import-trf', trfFile, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out);
    expect(summary).toMatchObject({ id: 'club-championship-2026', players: competition.participants.length });
    expect(standings('club-championship-2026')).toEqual(standings(competition.id));
  }, 120_000);

  it('exits 3 naming line and column for a result code TRF does not have, and stores nothing', () => {
    const lines = trf.split('\r\n');
    const index = lines.findIndex((l) => l.startsWith('001'));
    const line = lines[index] as string;
    lines[index] = `${line.slice(0, 98)}x${line.slice(99)}`;
    const broken = join(dir, 'broken.trf');
    writeFileSync(broken, lines.join('\r\n'));
    const r = run('import-trf', broken, '--id', 'broken');
    expect(r.code).toBe(3);
    expect(r.err).toContain(`line ${index + 1}, column 99`);
    expect(run('standings', 'broken').code).toBe(5);
  }, 60_000);

  it('exits 3 naming the line for a two-line file of a player without points (issue 26)', () => {
    const broken = join(dir, 'two-lines.trf');
    writeFileSync(broken, '001 1 Anna\r\n012 X\r\n');
    const r = run('import-trf', broken, '--id', 'two-lines');
    expect(r.code).toBe(3);
    expect(r.err).toContain('line 1, column');
    expect(run('standings', 'two-lines').code).toBe(5);
  }, 60_000);

  it('imports the same games as a Keizer season with --format keizer', () => {
    const r = run('import-trf', trfFile, '--format', 'keizer', '--id', 'as-keizer', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ id: 'as-keizer', players: competition.participants.length });
    const pairings = run('pairings', 'as-keizer', '--json');
    expect(pairings.code).toBe(0);
    expect(
      standings('as-keizer')
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      standings(competition.id)
        .map((r) => r.name)
        .sort(),
    );
  }, 60_000);

  it('refuses a format it cannot create', () => {
    const r = run('import-trf', trfFile, '--format', 'pyramid', '--id', 'nope');
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('round-robin');
    expect(r.err).toContain('keizer');
  }, 60_000);

  it('--into loads the rest of a Swiss into the competition holding its first rounds; a file behind it exits 3', () => {
    const made = generateTournament({ players: 10, rounds: 5, seed: 'cli-into', drawRate: 0.2 });
    if (!made.ok) throw new Error(made.error.message);
    const parsed = parseSwissTrf(made.value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const whole = join(dir, 'swiss-whole.trf');
    const start = join(dir, 'swiss-start.trf');
    const behind = join(dir, 'swiss-behind.trf');
    writeFileSync(whole, made.value);
    writeFileSync(start, makeRoundFile(parsed.value, 3, 5));
    writeFileSync(behind, makeRoundFile(parsed.value, 2, 5));
    expect(run('import-trf', start, '--format', 'swiss', '--id', 'swiss-into').code).toBe(0);
    const refused = run('import-trf', behind, '--into', 'swiss-into');
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('line 4, column 102');
    const r = run('import-trf', whole, '--into', 'swiss-into', '--json');
    expect(r.err).toBe('');
    expect(JSON.parse(r.out)).toEqual({ id: 'swiss-into', players: 0, rounds: 3, games: 15 });
    expect(run('import-trf', whole, '--into', 'nowhere').code).toBe(5);
  }, 120_000);
});
