/**
 * The Keizer forms of the "act" page over HTTP (in-process): the player's result and absence
 * notice (KZ-11, KZ-17), and the director's tools — pairing with fixed pairs, results and
 * corrections, no-shows and re-pairing (KZ-9, KZ-12, KZ-13), late notices, signing off and on,
 * planning evenings, the initial ranking, groups, late entrants and team matches. Bad input comes
 * back field by field in the user's language and writes nothing; overrides need a reason.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub, players } from '../../../test-support/keizer-web.js';
import { flashText } from '../../../test-support/page-text.js';
import { jsonOf } from '../../../test-support/server.js';

const club = await keizerClub();
afterAll(() => club.close());

const NOW = '2026-11-22T12:00:00+01:00';
type Who = 'player' | 'director' | 'public';

const post = async (who: Who, id: string, fields: Record<string, string | string[]>, lang = 'en') => {
  const { res, html } = await club[who].submit(`/c/${id}/act?lang=${lang}`, `/c/${id}/commands`, fields);
  return { status: res.status, html };
};
const page = async (who: Who, path: string) =>
  (await club[who].page(`${path}${path.includes('?') ? '&' : '?'}lang=en`)).html;
/** Posts a form as `who` (the director unless told), expects it to pass and the last event to match `event`. */
const passes = async (id: string, fields: Record<string, string>, event: object, who: Who = 'director') => {
  const { status } = await post(who, id, fields);
  expect(status).toBe(200);
  expect(await last(id)).toMatchObject(event);
};
const count = async (id: string) => (await club.events(id)).length;
const last = async (id: string) => (await club.events(id)).at(-1);

/** A season of n players with weekly evenings from tonight (Sunday 22 November 2026). */
async function season(id: string, n = 6) {
  await club.season(id, players(n));
  await club.run(id, {
    type: 'PlanEvenings',
    evenings: [1, 2, 3, 4].map((round) => ({
      round,
      date: `2026-${['11-22', '11-29', '12-06', '12-13'][round - 1]}`,
    })),
  });
}

const gamesOf = async (id: string, round: number) => {
  const events = await club.events(id);
  const paired = events.filter((e) => e.type === 'RoundPaired' && e.payload.round === round).at(-1);
  return (paired?.payload.games ?? []) as { white: string; black: string }[];
};

describe("the player's next step", () => {
  it('KZ-11 shows the deadline of the next evening and the evenings he can send word for', async () => {
    await season('kz-p1');
    const html = await page('player', '/c/kz-p1/act');
    expect(html).toContain('Your next step');
    expect(html).toContain('Send word for round 1 before Sun 22 November, 17:00');
    expect(html).toContain('Round 2 — Sun, 29 Nov 2026');
    expect(html).toContain('Send absence notice');
    // His own forms, not the generated ones over the whole roster (issue 25: no "Record a result").
    expect(html).not.toContain('All commands');
    expect(html).not.toContain('Record a result');
    expect(html).not.toContain("Director's tools");
  });

  it('an absence notice without an evening is refused at the field, in German, and writes nothing', async () => {
    const before = await count('kz-p1');
    const { status, html } = await post(
      'player',
      'kz-p1',
      { _form: 'absence', participant: 'p1', kind: 'notice' },
      'de',
    );
    expect(status).toBe(400);
    expect(html).toContain('Bitte mindestens einen Abend wählen.');
    expect(html).toMatch(/<fieldset aria-invalid="true" aria-describedby="kz-absence-rounds-error"[^>]*>/);
    expect(await count('kz-p1')).toBe(before);
  });

  it('KZ-11 he sends word for two evenings, then takes one back before its deadline', async () => {
    const sent = await post('player', 'kz-p1', {
      _form: 'absence',
      participant: 'p1',
      kind: 'notice',
      rounds: ['2', '3'],
    });
    expect(sent.status).toBe(200);
    expect(flashText(sent.html)).toBe(
      'Absence notice: Player 1 (round 2) Absence notice: Player 1 (round 3)',
    );
    expect(sent.html).toContain('Your notices');
    const withdraw = { _form: 'withdraw:2', participant: 'p1', round: '2' };
    const withdrawn = { type: 'AbsenceWithdrawn', payload: { participant: 'p1', round: 2 } };
    await passes('kz-p1', withdraw, withdrawn, 'player');
  });

  it('he may act only for himself and never with the director’s tools', async () => {
    const other = await post('player', 'kz-p1', { _form: 'absence', participant: 'p2', rounds: ['2'] });
    expect(other.status).toBe(403);
    const pairing = await post('player', 'kz-p1', { _form: 'pair:1', round: '1' });
    expect(pairing.status).toBe(403);
  });

  it('KZ-11 a notice after 17:00 counts as without notice until the director accepts it with a reason', async () => {
    await season('kz-late');
    club.setNow('2026-11-22T17:30:00+01:00');
    try {
      expect(await page('player', '/c/kz-late/act')).toContain(
        'The deadline for the next evening has passed',
      );
      const late = await post('player', 'kz-late', {
        _form: 'absence',
        participant: 'p1',
        kind: 'notice',
        rounds: '1',
      });
      expect(late.status).toBe(200);
      const director = await page('director', '/c/kz-late/act');
      expect(director).toContain('late notice');
      const before = await count('kz-late');
      const accept = (reason: string) => ({ _form: 'accept:1:p1', participant: 'p1', round: '1', reason });
      const bare = await post('director', 'kz-late', accept(' '));
      expect(bare.status).toBe(400);
      expect(bare.html).toContain('Give a reason: it is kept in the history.');
      expect(await count('kz-late')).toBe(before);
      await passes('kz-late', accept('train stuck'), { type: 'LateNoticeAccepted', reason: 'train stuck' });
      expect(await page('public', '/c/kz-late/history')).toContain('Reason: train stuck');
    } finally {
      club.setNow(NOW);
    }
  });

  it('KZ-11 taking a notice back after the deadline is refused in the player’s language', async () => {
    await season('kz-withdraw');
    await post('player', 'kz-withdraw', { _form: 'absence', participant: 'p1', rounds: '1' });
    club.setNow('2026-11-22T17:10:00+01:00');
    try {
      const refused = await post(
        'player',
        'kz-withdraw',
        { _form: 'withdraw:1', participant: 'p1', round: '1' },
        'nl',
      );
      expect(refused.status).toBe(422);
      expect(refused.html).toContain('De termijn voor ronde 1 is verstreken; vraag het de wedstrijdleider.');
    } finally {
      club.setNow(NOW);
    }
  });

  it('KZ-17 after the publication he reports his result from his side; a second report is refused', async () => {
    await season('kz-result');
    await club.run('kz-result', { type: 'PairRound', round: 1 });
    expect(await page('player', '/c/kz-result/act')).not.toContain('Report the result');
    club.setNow('2026-11-22T22:30:00+01:00');
    try {
      const html = await page('player', '/c/kz-result/act');
      expect(html).toContain('Report the result');
      const game = (await gamesOf('kz-result', 1)).find((g) => g.white === 'p1' || g.black === 'p1');
      if (!game) throw new Error('p1 has no game');
      const lost = game.white === 'p1' ? '0-1' : '1-0';
      const form = { _form: `result:1:${game.white}:${game.black}`, round: '1', ...game };
      const done = await post('player', 'kz-result', { ...form, result: lost });
      expect(done.status).toBe(200);
      expect(await last('kz-result')).toMatchObject({ type: 'ResultRecorded', payload: { result: lost } });
      expect(done.html).toContain(`Round 1: your result ${lost === '1-0' ? '1–0' : '0–1'} is in.`);
      const again = await post('player', 'kz-result', { ...form, result: '1/2-1/2' });
      expect(again.status).toBe(422);
      expect(again.html).toMatch(/is already recorded as/);
    } finally {
      club.setNow(NOW);
    }
  });
});

describe("the director's evening", () => {
  it('KZ-12 fixing a pair needs a reason; with one, the pairing keeps it', async () => {
    await season('kz-evening', 7);
    const before = await count('kz-evening');
    const fields = { _form: 'pair:1', round: '1', 'fixed.0.white': 'p1', 'fixed.0.black': 'p2' };
    const bare = await post('director', 'kz-evening', fields);
    expect(bare.status).toBe(400);
    expect(bare.html).toMatch(/id="kz-pair-1-reason"[^>]*aria-invalid="true"/);
    expect(await count('kz-evening')).toBe(before);
    const same = await post('director', 'kz-evening', { ...fields, 'fixed.0.black': 'p1', reason: 'x' });
    expect(same.html).toContain('Choose two different players.');
    const reason = 'father and son travel together';
    await passes('kz-evening', { ...fields, reason }, { type: 'RoundPaired', reason });
    expect(await gamesOf('kz-evening', 1)).toContainEqual({ white: 'p1', black: 'p2' });
  });

  it('KZ-17 results by button; a correction asks for a reason and supersedes the first entry', async () => {
    const [game] = await gamesOf('kz-evening', 1);
    if (!game) throw new Error('no game');
    const key = `${game.white}:${game.black}`;
    const entered = await post('director', 'kz-evening', {
      _form: `result:1:${key}`,
      round: '1',
      ...game,
      result: '1-0',
    });
    expect(entered.status).toBe(200);
    const first = await last('kz-evening');
    const correction = { _form: `correct:1:${key}`, round: '1', ...game, result: '1/2-1/2' };
    const bare = await post('director', 'kz-evening', correction);
    expect(bare.status).toBe(400);
    expect(bare.html).toContain('Give a reason: it is kept in the history.');
    const reason = 'score sheet signed as a draw';
    await passes(
      'kz-evening',
      { ...correction, reason },
      { type: 'ResultRecorded', supersedes: [first?.seq], reason },
    );
    expect(await page('public', '/c/kz-evening/history')).toMatch(/class="struck"/);
  });

  it('KZ-12 swapping colours and undoing a pair are overrides: they need a reason', async () => {
    const [, game] = await gamesOf('kz-evening', 1);
    if (!game) throw new Error('no second game');
    const form = {
      _form: `board:1:${game.white}:${game.black}`,
      round: '1',
      ...game,
      action: 'swap-colours',
    };
    const bare = await post('director', 'kz-evening', form);
    expect(bare.status).toBe(400);
    const done = await post('director', 'kz-evening', { ...form, reason: 'wrong colours on the board' });
    expect(done.status).toBe(200);
    expect(await gamesOf('kz-evening', 1)).toContainEqual({ white: game.black, black: game.white });
  });

  it('KZ-9 KZ-13 a no-show strands his opponent; re-pairing gives him the bye player', async () => {
    const games = await gamesOf('kz-evening', 1);
    const events = await club.events('kz-evening');
    const bye = events.filter((e) => e.type === 'RoundPaired').at(-1)?.payload.bye as string;
    const open = games.at(-1);
    if (!open || !bye) throw new Error('no open game or bye');
    const noShow = await post('director', 'kz-evening', {
      _form: `board:1:${open.white}:${open.black}`,
      round: '1',
      ...open,
      action: 'noshow-white',
    });
    expect(noShow.status).toBe(200);
    expect(await last('kz-evening')).toMatchObject({
      type: 'NoShowRecorded',
      payload: { participant: open.white },
    });
    expect(noShow.html).toMatch(/<div class="notice"><p class="small">Keeps every game that stands/);
    const repaired = await post('director', 'kz-evening', { _form: 'repair:1', round: '1' });
    expect(repaired.status).toBe(200);
    expect(await last('kz-evening')).toMatchObject({
      type: 'RoundPaired',
      payload: { method: 'repair', bye: null },
    });
    const after = await gamesOf('kz-evening', 1);
    expect(
      after.some((g) => [g.white, g.black].includes(bye) && [g.white, g.black].includes(open.black)),
    ).toBe(true);
  });

  it('swapping two players needs two different players and a reason', async () => {
    const bare = await post('director', 'kz-evening', { _form: 'swap:1', round: '1', a: 'p3', b: 'p3' });
    expect(bare.status).toBe(400);
    expect(bare.html).toContain('Choose two different players.');
    expect(bare.html).toContain('Give a reason');
  });

  it('KZ-13 signing a player off needs a reason; signing him on again does not', async () => {
    const bare = await post('director', 'kz-evening', { _form: 'signoff', participant: 'p7' });
    expect(bare.status).toBe(400);
    expect(
      (await post('director', 'kz-evening', { _form: 'signoff', participant: 'p7', reason: 'moved abroad' }))
        .status,
    ).toBe(200);
    expect(await page('director', '/c/kz-evening/act')).toMatch(/Signed off<\/h3><ul><li>Player 7/);
    expect((await post('director', 'kz-evening', { _form: 'signon:p7', participant: 'p7' })).status).toBe(
      200,
    );
    expect(await last('kz-evening')).toMatchObject({ type: 'PlayerSignedOn' });
  });

  it("KZ-8 KZ-11 the director enters a player's notice, excusing a late one only with a reason", async () => {
    club.setNow('2026-11-29T17:45:00+01:00');
    try {
      const form = {
        _form: 'absence:director',
        participant: 'p4',
        rounds: '2',
        kind: 'notice',
        excused: 'true',
      };
      const bare = await post('director', 'kz-evening', form);
      expect(bare.status).toBe(400);
      expect(bare.html).toMatch(/id="kz-absence-director-note"[^>]*aria-invalid="true"/);
      expect((await post('director', 'kz-evening', { ...form, note: 'phoned at 16:30' })).status).toBe(200);
      expect(await last('kz-evening')).toMatchObject({
        type: 'AbsenceNoticed',
        payload: { participant: 'p4', round: 2, excused: true },
        reason: 'phoned at 16:30',
      });
    } finally {
      club.setNow(NOW);
    }
  });
});

describe("the director's season", () => {
  it('KZ-1 plans evenings every week, skipping a date without a club evening', async () => {
    await club.season('kz-plan', players(6));
    const bad = await post('director', 'kz-plan', {
      _form: 'plan',
      from: '1',
      to: '4',
      first: '26.11.2026',
      every: '7',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Enter a date such as 2026-12-03.');
    const done = await post('director', 'kz-plan', {
      _form: 'plan',
      from: '1',
      to: '4',
      first: '2026-11-26',
      every: '7',
      skip: '2026-12-03',
    });
    expect(done.status).toBe(200);
    expect((await last('kz-plan'))?.payload.evenings).toEqual([
      { round: 1, date: '2026-11-26' },
      { round: 2, date: '2026-12-10' },
      { round: 3, date: '2026-12-17' },
      { round: 4, date: '2026-12-24' },
    ]);
  });

  it('KZ-4 sets the initial ranking by hand from names; an unknown name is a field error', async () => {
    const bad = await post('director', 'kz-plan', {
      _form: 'initial',
      basis: 'manual',
      order: 'Player 2\nNobody',
    });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('No player &quot;Nobody&quot;.');
    const order = ['Player 2', 'Player 1', 'p3', 'Player 4', 'Player 6', 'Player 5'].join('\n');
    expect((await post('director', 'kz-plan', { _form: 'initial', basis: 'manual', order })).status).toBe(
      200,
    );
    expect((await last('kz-plan'))?.payload).toEqual({
      basis: 'manual',
      order: ['p2', 'p1', 'p3', 'p4', 'p6', 'p5'],
    });
  });

  it('KZ-2 confirms groups; changing a group later needs a reason', async () => {
    const groups = {
      'group.p1': 'A',
      'group.p2': 'A',
      'group.p3': 'B',
      'group.p4': 'B',
      'group.p5': 'C',
      'group.p6': 'D',
    };
    expect((await post('director', 'kz-plan', { _form: 'groups', ...groups })).status).toBe(200);
    const changed = { _form: 'groups', ...groups, 'group.p6': 'C' };
    expect((await post('director', 'kz-plan', changed)).status).toBe(400);
    const reason = 'asked to play in C';
    await passes('kz-plan', { ...changed, reason }, { type: 'GroupsAssigned', reason });
  });

  it("KZ-15 takes over last season's proposal by name, newcomers by rating", async () => {
    const html = await page('director', '/c/kz-evening/act?groupsFrom=kz-plan');
    expect(html).toContain('Filled in from the proposal of kz-plan');
    expect(html).toMatch(/<option value="A" selected="">A<\/option>/);
    const missing = await page('director', '/c/kz-evening/act?groupsFrom=nope');
    expect(missing).toContain('No Keizer competition &quot;nope&quot; that you may see.');
  });

  it('KZ-6 registers a late entrant and sets the proposed entry points; other points need a reason', async () => {
    await season('kz-entry', 6);
    await club.run('kz-entry', { type: 'PairRound', round: 1 });
    for (const g of await gamesOf('kz-entry', 1))
      await club.run('kz-entry', { type: 'RecordResult', round: 1, ...g, result: '1-0' });
    expect(
      (await post('director', 'kz-entry', { _form: 'register', name: 'Late Comer', rating: '1990' })).status,
    ).toBe(200);
    const html = await page('director', '/c/kz-entry/act');
    const proposal = /name="points"[^>]*value="([^"]+)"/.exec(html)?.[1];
    expect(proposal).toBeDefined();
    const other = { _form: 'entry:p7', participant: 'p7', points: '1' };
    expect((await post('director', 'kz-entry', other)).status).toBe(400);
    const points = proposal as string;
    await passes(
      'kz-entry',
      { ...other, points },
      { type: 'EntryPointsSet', payload: { participant: 'p7', points } },
    );
  });

  // Issue 26: a number beyond what points can be (2^53 and up left the exact range: a 500) is
  // refused at its field, on the form and in the API, and writes nothing.
  it('KZ-6 entry points beyond 1,000,000 or finer than ten-thousandths are refused at the field', async () => {
    const before = await count('kz-entry');
    for (const points of ['9007199254740993', '99999999999999999999', '1000000.0001', '0.00001']) {
      const { status, html } = await post('director', 'kz-entry', {
        _form: 'entry:p7',
        participant: 'p7',
        points,
        reason: 'test',
      });
      expect(status, points).toBe(400);
      expect(html).toContain('Enter points from 0 to 1000000, with at most four decimals.');
    }
    const csrf = (await jsonOf(club.director.get('/api/me'))).csrf as string;
    const api = await club.director.get('/api/competitions/kz-entry/commands', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({
        command: { type: 'SetEntryPoints', participant: 'p7', points: '9007199254740993', reason: 'x' },
      }),
    });
    expect(api.status).toBe(400);
    expect((await jsonOf(api)).error).toMatchObject({ code: 'ERR_INVALID_POINTS', path: 'points' });
    expect(await count('kz-entry')).toBe(before);
  });

  it('KZ-16 records a team match with its drivers; a bad driver line is a field error', async () => {
    const form = {
      _form: 'team',
      date: '2026-11-21',
      team: 'Club 1',
      opponent: 'Rivals',
      away: 'true',
      players: ['p1', 'p2'],
    };
    const bad = await post('director', 'kz-entry', { ...form, drivers: 'Anna' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Write &quot;name; km&quot;, not &quot;Anna&quot;.');
    const far = await post('director', 'kz-entry', { ...form, drivers: `Anna; ${'9'.repeat(25)}` });
    expect(far.status).toBe(400);
    expect(far.html).toContain('At most 10000 km a drive');
    const done = await post('director', 'kz-entry', { ...form, drivers: 'Anna; 42\nBen 17,5 km' });
    expect(done.status).toBe(200);
    expect((await last('kz-entry'))?.payload.drivers).toEqual([
      { name: 'Anna', km: 42 },
      { name: 'Ben', km: 17.5 },
    ]);
    const travel = await page('director', '/c/kz-entry/t/travel');
    expect(travel).toContain('EUR 11.90');
    // Two cars to one away match: the seed has the team leader agree that with the board.
    expect(travel).toContain('Away matches driven with more than one car: 1.');
    const home = await post('director', 'kz-entry', { ...form, away: 'false', drivers: 'Anna; 42' });
    expect(home.status).toBe(422);
    expect(home.html).toContain('Only the drivers to an away match are reimbursed');
  });
});

describe('a new season from the forms alone', () => {
  it('KZ-1 KZ-2 KZ-4 KZ-12 registers players, plans evenings, sets the ranking and groups, pairs round 1', async () => {
    await club.season('kz-new', []);
    expect(await page('director', '/c/kz-new/act')).toContain('Register a player');
    for (const [name, rating] of [
      ['Ada', '1900'],
      ['Bob', '1850'],
      ['Cy', '1800'],
      ['Di', '1750'],
    ])
      expect(
        (
          await post('director', 'kz-new', {
            _form: 'register',
            name: name as string,
            rating: rating as string,
          })
        ).status,
      ).toBe(200);
    const plan = { _form: 'plan', from: '1', to: '28', first: '2026-11-26', every: '7' };
    expect((await post('director', 'kz-new', plan)).status).toBe(200);
    expect((await post('director', 'kz-new', { _form: 'initial', basis: 'rating' })).status).toBe(200);
    const html = await page('director', '/c/kz-new/act?section=groups');
    const groups = Object.fromEntries(
      [
        ...html.matchAll(
          /<select id="kz-groups-group-(p\d+)" name="group\.(p\d+)"[^>]*>(?:(?!<\/select>).)*?<option value="(\w)" selected="">/gs,
        ),
      ].map((m) => [`group.${m[2]}`, m[3] as string]),
    );
    expect(Object.keys(groups)).toHaveLength(4);
    expect((await post('director', 'kz-new', { _form: 'groups', ...groups })).status).toBe(200);
    expect((await post('director', 'kz-new', { _form: 'pair:1', round: '1' })).status).toBe(200);
    const evening = await page('director', '/c/kz-new/t/evening?round=1');
    expect(evening.match(/<tr><td class="num">\d<\/td>/g)).toHaveLength(2);
    expect(await page('public', '/c/kz-new')).toContain('Ranking after round 1');
  });
});
