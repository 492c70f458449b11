/**
 * `arbiter pyramid …` in-process against a real SQLite file with a small pyramid and against its
 * competition document: the pyramid, challenges, eligibility with reasons, waiting lists, due
 * list, review, the rating export (PYR-8), "as of" an earlier moment, and the exit codes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../app/clock.js';
import { CompetitionService } from '../../../app/competitions/competitions.js';
import { moment } from '../../../core/moment.js';
import { openSqliteStore } from '../../../store/sqlite/index.js';
import { runCli } from '../../../test-support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-pyr-'));
const db = join(dir, 'pyramid.db');
const doc = join(dir, 'pyramid.json');
const ID = 'ladder';
const guardian = { kind: 'director', personId: 'guardian' } as const;
const NAMES = ['Anna', 'Bernd', 'Clara', 'Dieter', 'Eva', 'Frank'];
const BEFORE = '2026-03-01T12:00:00+01:00';
const LATER = '2026-04-01T12:00:00+01:00';

beforeAll(async () => {
  const store = openSqliteStore(db);
  const clock = fixedClock(moment('2026-02-01T12:00:00+01:00'));
  const service = new CompetitionService(store.events, clock);
  const created = await service.create({
    id: ID,
    clubId: 'club',
    name: 'Ladder',
    format: 'pyramid',
    participants: NAMES.map((name, i) => ({ id: `p${i + 1}`, name })),
  });
  if (!created.ok) throw new Error(created.error[0]?.message);
  clock.set(moment('2026-03-20T12:00:00+01:00'));
  const run = async (command: Record<string, unknown> & { type: string }, at: string) => {
    const done = await service.execute(ID, command, { actor: guardian, at: moment(at) });
    if (!done.ok) throw new Error(`${done.error.code}: ${done.error.message}`);
  };
  // Dieter (3,1) challenges Bernd (2,1); Eva (3,2) challenges Clara (2,2), who accepts; Eva wins.
  await run(
    { type: 'IssueChallenge', challenger: 'p4', targets: [{ player: 'p2' }], firstMove: '1.e4' },
    '2026-03-02T10:00:00+01:00',
  );
  await run(
    { type: 'IssueChallenge', challenger: 'p5', targets: [{ player: 'p3' }], firstMove: '1.d4' },
    '2026-03-02T11:00:00+01:00',
  );
  await run({ type: 'AcceptChallenge', challenger: 'p5', defender: 'p3' }, '2026-03-03T09:00:00+01:00');
  await run(
    { type: 'ReportResult', challenger: 'p5', defender: 'p3', result: '1-0' },
    '2026-03-10T20:00:00+01:00',
  );
  writeFileSync(doc, (await service.exportDocument(ID)) ?? '');
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => runCli('pyramid', ...args);

describe('arbiter pyramid', () => {
  it('PYR-1 PYR-7 show: level by level, the winner moved up, the running challenge marked', async () => {
    const { code, out } = await run('show', ID, '--db', db, '--as-of', LATER);
    expect(code).toBe(0);
    expect(out).toBe(
      [
        ' 1: (1,1) Anna',
        ' 2: (2,1) Bernd [←Dieter] | (2,2) Eva',
        ' 3: (3,1) Dieter [→Bernd] | (3,2) Clara | (3,3) Frank',
      ].join('\n'),
    );
  });

  it('--as-of an earlier moment gives the pyramid before the games', async () => {
    const { out } = await run('show', ID, '--db', db, '--as-of', BEFORE);
    expect(out).toBe(
      ' 1: (1,1) Anna\n 2: (2,1) Bernd | (2,2) Clara\n 3: (3,1) Dieter | (3,2) Eva | (3,3) Frank',
    );
  });

  it('PYR-4 PYR-6 challenges: both running ones, by the defender’s place, with the acceptance deadline', async () => {
    const { out } = await run('challenges', ID, '--db', db, '--as-of', '2026-03-05T12:00:00+01:00', '--json');
    const games = JSON.parse(out);
    expect(games).toHaveLength(2);
    expect(games[1]).toMatchObject({ challenger: 'p5', defender: 'p3', status: 'running' });
    expect(games[0]).toMatchObject({
      challenger: 'p4',
      defender: 'p2',
      status: 'accepting',
      firstMove: '1.e4',
    });
    expect(games[0].acceptBy.passed).toBe(false);
  });

  it('PYR-2 PYR-3 eligible: whom Frank may challenge, and why not the others', async () => {
    const { code, out } = await run('eligible', ID, 'p6', '--db', db, '--as-of', LATER);
    expect(code).toBe(0);
    expect(out).toBe(
      [
        'Frank may challenge levels 2–2:',
        '  (2,1) Bernd: Bernd is already defending against Dieter since 2026-03-02T10:00:00+01:00',
        '  (2,2) Eva: free',
      ].join('\n'),
    );
    const why = await run('eligible', ID, 'p4', '--why', 'p1', '--db', db, '--as-of', LATER);
    expect(why.out).toBe(
      'Dieter may not challenge Anna: Dieter is already challenging Bernd since 2026-03-02T10:00:00+01:00',
    );
  });

  it('waiting, review and due answer on the small pyramid', async () => {
    expect((await run('waiting', ID, '--db', db, '--as-of', LATER)).out).toBe(
      'Waiting list:\n  nobody\nEternal waiting list:\n  nobody',
    );
    expect((await run('review', ID, '--db', db, '--as-of', LATER)).out).toBe('Nothing to review.');
    const due = JSON.parse((await run('due', ID, '--db', db, '--as-of', LATER, '--json')).out);
    expect(due.map((d: { code: string }) => d.code)).toContain('pyr.due.acceptance-overdue');
  });

  it('PYR-8 export-results: CSV and PGN of the final results', async () => {
    // The one final game: Eva (challenger, white) beat Clara; challenged on 2 March, reported on
    // 10 March, final once the 7-day objection window passed. The DESC preset names the event.
    const csv = await run('export-results', ID, '--db', db, '--as-of', LATER);
    expect(csv.out).toBe(
      'event,date,white,black,result,white_id,black_id,white_rating,black_rating,ended\r\n' +
        'DESC Pyramide,2026-03-02,Eva,Clara,1-0,p5,p3,,,2026-03-10\r\n',
    );
    const file = join(dir, 'results.pgn');
    expect((await run('export-results', doc, '--format', 'pgn', '--as-of', LATER, '-o', file)).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(
      [
        '[Event "DESC Pyramide"]',
        '[Site "DESC e-mail"]',
        '[Date "2026.03.02"]',
        '[Round "-"]',
        '[White "Eva"]',
        '[Black "Clara"]',
        '[Result "1-0"]',
        '',
        '1-0',
        '',
      ].join('\n'),
    );
    // Still provisional (7-day objection window, PYR-8): not exported before it ends.
    expect(
      (await run('export-results', ID, '--db', db, '--as-of', '2026-03-12T12:00:00+01:00')).out
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });

  it('exit codes: no such competition 5, no such player 5, not a pyramid 3, a bad moment 2', async () => {
    expect((await run('show', 'nope', '--db', db)).code).toBe(5);
    expect((await run('eligible', ID, 'p99', '--db', db)).code).toBe(5);
    expect((await run('show', ID, '--db', db, '--as-of', 'yesterday')).code).toBe(2);
  });
});
