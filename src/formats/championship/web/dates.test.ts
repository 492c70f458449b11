/**
 * Issue 25.5 for the championship, over HTTP: the setup checklist's "Dates and rounds set" leads to
 * the act page's form of the rounds' dates (the one the round robin has, server/kit/round-dates),
 * which sets them (`ScheduleRounds` → `RoundsScheduled`) and ticks the item; a round beyond the
 * championship's is refused; a result typed days after its round counts on the round's date
 * (issue 25.3), and the history keeps when it was typed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../app/competitions/demo.js';
import { moment } from '../../../core/moment.js';
import { demoClub } from '../../../test-support/server.js';

const club = await demoClub();
afterAll(() => club.close());

const ID = 'champ-dates';
const players = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id, i) => ({
  id,
  name: `Player ${i + 1}`,
  rating: 1800 - 10 * i,
}));

/** The checklist's items on a page: text → whether ticked and where it leads. */
const itemsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<li data-done="(true|false)">[\s\S]*?<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [
      m[3],
      { done: m[1] === 'true', href: m[2] },
    ]),
  );

describe('the championship’s round dates (issue 25.5)', () => {
  it('the checklist leads to the dates form, which sets them and ticks the item', async () => {
    await club.competition(
      {
        id: ID,
        name: 'Club championship',
        format: 'championship',
        preset: 'new-swiss',
        participants: players,
      },
      'p1',
    );
    const items = async () => itemsOf((await club.director.page(`/c/${ID}?lang=en`)).html);
    const open = (all: Record<string, { done: boolean; href: string }>) =>
      Object.entries(all).filter(([, i]) => !i.done);
    // Entered, published, the player invited: only the dates are left.
    expect(open(await items())).toEqual([
      ['Dates and rounds set', { done: false, href: `/c/${ID}/act#dates` }],
    ]);
    const act = (await club.director.page(`/c/${ID}/act?lang=de`)).html;
    expect(act).toMatch(/<section id="dates"[^>]*>[\s\S]*?<details open="">[\s\S]*?Termine der Runden/);
    // The new-swiss preset plays 7 rounds: a field each, none more.
    expect([...act.matchAll(/type="datetime-local"[^>]*name="round\.(\d+)"/g)].map((m) => m[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    const empty = await club.director.submit(`/c/${ID}/act?lang=nl`, `/c/${ID}/commands`, { _form: 'dates' });
    expect(empty.res.status).toBe(400);
    expect(empty.html).toContain('Geef voor minstens één ronde een datum en tijd.');
    const set = await club.director.submit(`/c/${ID}/act?lang=en`, `/c/${ID}/commands`, {
      _form: 'dates',
      'round.1': '2026-11-27T19:30',
      'round.2': '2026-12-04T19:30',
    });
    expect(set.posted.status).toBe(303);
    const last = (await club.events(ID)).at(-1);
    expect(last?.type).toBe('RoundsScheduled');
    expect((last?.payload as { rounds?: { round: number; at: string }[] } | undefined)?.rounds).toEqual([
      { round: 1, at: '2026-11-27T19:30:00+01:00' },
      { round: 2, at: '2026-12-04T19:30:00+01:00' },
    ]);
    // Ticked: nothing is left, so the checklist is gone.
    expect(await items()).toEqual({});
    // The form shows the dates it has, folded now that some are set.
    const again = (await club.director.page(`/c/${ID}/act?lang=en`)).html;
    expect(again).toMatch(
      /name="round\.2"[^>]*value="2026-12-04T19:30"|value="2026-12-04T19:30"[^>]*name="round\.2"/,
    );
  });

  it('a round the championship does not have is refused', async () => {
    const director = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;
    const done = await club.competitions.execute(
      ID,
      { type: 'ScheduleRounds', rounds: [{ round: 8, at: '2027-01-08T19:30:00+01:00' }] },
      { actor: director },
    );
    expect(done.ok).toBe(false);
    if (!done.ok) expect(done.error).toMatchObject({ code: 'ERR_NO_SUCH_ROUND', path: 'rounds.0.round' });
  });

  it('a result typed days after its round counts on the round’s date; the history says when it was typed', async () => {
    club.clock.set(moment('2026-11-27T19:00:00+01:00'));
    await club.run(ID, { type: 'PairRound', round: 1 });
    const paired = (await club.events(ID)).at(-1)?.payload as {
      pairings: { first: string; second: string | null }[];
    };
    const game = paired.pairings.find((p) => p.first === 'p1' || p.second === 'p1');
    if (!game?.second) throw new Error('p1 has no game in round 1');
    club.clock.set(moment('2026-12-02T10:00:00+01:00'));
    const done = await club.run(ID, {
      type: 'RecordGame',
      round: 1,
      first: game.first,
      second: game.second,
      firstScore: 412,
      secondScore: 388,
    });
    expect(done.events[0]?.at).toBe('2026-11-27T19:30:00+01:00');
    expect(done.events[0]?.recordedAt).toBe('2026-12-02T10:00:00+01:00');
    const history = (await club.director.page(`/c/${ID}/history?lang=en`)).html;
    expect(history).toContain('Wed 2 December, 10:00');
  });
});
