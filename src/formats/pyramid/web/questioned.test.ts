/**
 * PYR-8, a challenge from a disputed result reaches the guardian everywhere he looks (issue 24):
 * G reports 1-0 against D and moves up; D objects; G challenges B from his new place; the
 * guardian decides 0-1 and G goes back. The guardian gets a mail about G's challenge of B, finds
 * it in `arbiter pyramid review` and in the due list (with a link to his desk), and voids it with
 * one button there. Real SQLite, the web app in-process, the command line in-process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moment } from '../../../core/moment.js';
import type { PyramidState } from '../../../formats/pyramid/index.js';
import { openSqliteStore } from '../../../store/sqlite/index.js';
import { runCli } from '../../../test-support/cli.js';
import { DIRECTOR, DIRECTOR_PASSWORD, mailClub } from '../../../test-support/mail-club.js';
import { browser } from '../../../test-support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-questioned-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ID = 'desc-pyramid';

async function story(db: string) {
  const club = await mailClub({ store: openSqliteStore(db) });
  const director = { actor: { kind: 'director', personId: DIRECTOR.id } } as const;
  const at = async (when: string, command: { type: string } & Record<string, unknown>) => {
    club.clock.set(moment(when));
    const done = await club.competitions.execute(ID, command, director);
    if (!done.ok) throw new Error(`${done.error.code}: ${done.error.message}`);
  };
  const pair = { challenger: 'g', defender: 'd' };
  await at('2026-03-02T12:00:00+01:00', {
    type: 'IssueChallenge',
    challenger: 'g',
    targets: [{ player: 'd' }],
    firstMove: '1.e4',
  });
  await at('2026-03-05T12:00:00+01:00', { type: 'AcceptChallenge', ...pair, reply: '1...e5' });
  await at('2026-04-10T12:00:00+02:00', { type: 'ReportResult', ...pair, result: '1-0' });
  await at('2026-04-11T12:00:00+02:00', { type: 'ObjectToResult', ...pair, by: 'd', reason: 'I won' });
  await at('2026-04-12T12:00:00+02:00', {
    type: 'IssueChallenge',
    challenger: 'g',
    targets: [{ player: 'b' }],
    firstMove: '1.d4',
  });
  await at('2026-04-20T12:00:00+02:00', {
    type: 'DecideDispute',
    ...pair,
    result: '0-1',
    reason: 'the score sheet',
  });
  club.clock.set(moment('2026-04-21T09:00:00+02:00'));
  return club;
}

describe('PYR-8 a challenge from a disputed result reaches the guardian', () => {
  it('by mail, in the review, in the due list, and he voids it with one button', async () => {
    const db = join(dir, 'club.db');
    const club = await story(db);

    // His mail: one notice naming both challenges' players, in his language, linking to his desk.
    const [notice, ...more] = await club.store.outbox.mails({ kind: 'pyramid.questioned' });
    expect(more).toEqual([]);
    expect(notice?.to).toBe(DIRECTOR.email);
    expect(notice?.subject).toBe('Bestehen lassen oder aufheben: Gustav Graf – Berta Braun');
    expect(notice?.text).toContain('das bestrittene Ergebnis Gustav Graf – Dora Dietrich geändert');

    // The review at the terminal.
    const review = await runCli('pyramid', 'review', ID, '--db', db);
    expect(review.out).toContain('Challenges from a disputed result');
    expect(review.out).toMatch(/Gustav Graf \(g\)\s+Berta Braun \(b\)/);

    // The due list on the web, with the link to the desk's section.
    const director = browser(await club.app());
    await director.signIn(DIRECTOR.email, DIRECTOR_PASSWORD);
    const due = (await director.page(`/c/${ID}/due`)).html;
    expect(due).toContain(
      'Gustav Graf’s challenge of Berta Braun arose from the disputed result Gustav Graf – Dora Dietrich',
    );
    expect(due).toContain(`href="/c/${ID}/act#pyr-questioned"`);
    const act = (await director.page(`/c/${ID}/act`)).html;
    expect(act).toContain('id="pyr-questioned"');
    expect(act).toContain('Void the challenge');

    // One step: the void button.
    const voided = await director.submit(`/c/${ID}/act`, `/c/${ID}/commands`, {
      _form: 'questioned-void-g-b',
      type: 'DecideQuestionedChallenge',
      challenger: 'g',
      defender: 'b',
      decision: 'void',
    });
    expect(voided.posted.status).toBe(303);
    const state = await club.state<PyramidState>();
    expect(state.open).toEqual([]);
    expect((await director.page(`/c/${ID}/due`)).html).not.toContain('arose from the disputed result');
    await club.close();
    expect((await runCli('pyramid', 'review', ID, '--db', db)).out).toBe('Nothing to review.');
  });

  it('arbiter pyramid decide-challenge keeps it', async () => {
    const db = join(dir, 'keep.db');
    const club = await story(db);
    await club.close();
    const kept = await runCli(
      'pyramid',
      'decide-challenge',
      ID,
      'g',
      'b',
      'keep',
      '--reason',
      'fair',
      '--db',
      db,
    );
    expect(kept.code).toBe(0);
    expect(kept.out).toContain('QuestionedChallengeDecided');
    expect((await runCli('pyramid', 'review', ID, '--db', db)).out).toBe('Nothing to review.');
    const again = await runCli('pyramid', 'decide-challenge', ID, 'g', 'b', 'void', '--db', db);
    expect(again.code).not.toBe(0);
    expect((await runCli('pyramid', 'decide-challenge', ID, 'g', 'b', 'maybe', '--db', db)).code).toBe(2);
  });
});
