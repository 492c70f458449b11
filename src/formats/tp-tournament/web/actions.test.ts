/**
 * The tournament-points forms over HTTP: a player's next game on a phone (answer, arrange,
 * report, TX-1/TX-11), the director's desk (draw, schedule, results of any game, seeding the
 * cup, decisions with reasons, TX-12/TX-14), bad input with field errors in the user's
 * language, refusals on the field they concern, and nothing written when a form is refused.
 */
import { describe, expect, it } from 'vitest';
import { moment } from '../../../core/moment.js';
import type { Participant } from '../../../core/participant.js';
import { browser, testApp } from '../../../test-support/server.js';
import { demos } from '../demo.js';

const [, scheduled] = demos();
const S = `/c/${scheduled.id}`;

async function world() {
  const env = await testApp([scheduled]);
  const count = async (id: string) => (await env.competitions.store.readEvents(id)).length;
  const last = async (id: string) => (await env.competitions.store.readEvents(id)).at(-1);
  return { ...env, count, last };
}

describe('a player on his phone (scheduled event, TX-11)', async () => {
  const env = await world();
  const hana = browser(env.app);
  await hana.signIn('player@demo.arbiter', 'demo-player');
  const act = `${S}/act`;
  type Pair = [string, string];
  /** Submits one of Hana's forms for a game (`<name>:<game>`) from the act page. */
  const gameForm = (name: string, game: string, fields: Record<string, string>) =>
    hana.submit(act, `${S}/commands`, { _form: `${name}:${game}`, game, ...fields });
  /** The result form of a game: both players, both scores, both minutes over. */
  const result = (game: string, [p0, p1]: Pair, [s0, s1]: Pair, [m0, m1]: Pair) =>
    gameForm('result', game, {
      'players.0': p0,
      'players.1': p1,
      'result.scores.0': s0,
      'result.scores.1': s1,
      'result.minutes.0': m0,
      'result.minutes.1': m1,
    });

  it('finds his next game first: the opponent, colours, and the message waiting for his answer', async () => {
    const html = await (await hana.get(act)).text();
    const next = html.slice(html.indexOf('Your next game'));
    expect(next).toContain('Group A, round 5: against Emil Sørensen');
    expect(next).toContain('Emil Sørensen wrote to you on');
    expect(next).toContain('I answered Emil Sørensen');
    expect(next).toContain('Without an arranged time only the director can declare a no-show.');
    expect(html).toContain('Your next game');
    expect(html).not.toContain('All commands');
  });

  it('TX-11 logs his answer, which stops the clock', async () => {
    const before = await env.count(scheduled.id);
    const { res, html } = await gameForm('answer', 'A:r5:b1', { by: 'hana', to: 'emil' });
    expect(res.status).toBe(200);
    expect(html).toContain('id="decision"');
    expect(await env.count(scheduled.id)).toBe(before + 1);
    expect((await env.last(scheduled.id))?.type).toBe('MessageAnswered');
    expect(html).not.toContain('Emil Sørensen wrote to you on');
  });

  it('a time that has passed is refused on the time field; nothing is written', async () => {
    const before = await env.count(scheduled.id);
    const { res, html } = await gameForm('arrange', 'A:r5:b1', { by: 'hana', startsAt: '2026-11-01T20:00' });
    expect(res.status).toBe(422);
    expect(html).toMatch(/id="tx-arrange-A-r5-b1-startsAt"[^>]*aria-invalid="true"/);
    expect(html).toContain('That time has passed; choose a time to come.');
    expect(await env.count(scheduled.id)).toBe(before);
  });

  it('arranges the game in UTC', async () => {
    await gameForm('arrange', 'A:r5:b1', { by: 'hana', startsAt: '2026-11-24T19:30' });
    const event = await env.last(scheduled.id);
    expect(event?.type).toBe('GameArranged');
    expect(event?.payload).toMatchObject({ startsAt: '2026-11-24T19:30:00Z', by: 'hana' });
    expect(await (await hana.get(act)).text()).toContain('Tue 24 November, 19:30 UTC');
  });

  it('bad scores show field errors in German, and refusals are German too; nothing is written', async () => {
    await hana.get(`${act}?lang=de`);
    const before = await env.count(scheduled.id);
    const { res, html } = await result('A:r5:b1', ['hana', 'emil'], ['dreißig', '20'], ['', '12']);
    expect(res.status).toBe(400);
    expect(html).toContain('Bitte die markierten Felder korrigieren (2).');
    expect(html).toMatch(/id="tx-result-A-r5-b1-result-scores-0"[^>]*aria-invalid="true"/);
    expect(html).toContain('Bitte eine ganze Zahl von 0 bis 999 angeben.');
    expect(html).toContain('Pflichtfeld.');
    expect(html).toContain('value="dreißig"');
    expect(await env.count(scheduled.id)).toBe(before);
    const refused = await gameForm('arrange', 'A:r5:b1', { by: 'hana', startsAt: '2026-11-01T20:00' });
    expect(refused.html).toContain('Diese Zeit ist vorbei; bitte eine kommende Zeit wählen.');
    await hana.get(`${act}?lang=en`);
  });

  it('TX-1 reports both scores and both minutes; the TP follow (TX-2, TX-3)', async () => {
    const { res } = await result('A:r5:b1', ['hana', 'emil'], ['31', '21'], ['16', '12']);
    expect(res.status).toBe(200);
    expect((await env.last(scheduled.id))?.payload).toMatchObject({
      game: 'A:r5:b1',
      result: { kind: 'played', scores: [21, 31], minutes: [12, 16] },
    });
    // 10 → 16.2 : 3.8, then Hana's two minutes over 14 move 2 TP to Emil.
    const games = await (await hana.get(`${S}/t/games?player=hana`)).text();
    expect(games).toContain('Hana Novak: 2 minutes over → 2.0 TP to Emil Sørensen');
    expect(await (await hana.get(`${S}/act`)).text()).toContain('You have no open games.');
  });

  it('may not report a game of other players: 403, nothing written', async () => {
    const before = await env.count(scheduled.id);
    const { res } = await result('A:r5:b2', ['yuki', 'marta'], ['30', '20'], ['10', '10']);
    expect(res.status).toBe(403);
    expect(await env.count(scheduled.id)).toBe(before);
  });

  it('the public cannot act; a visitor is asked to sign in', async () => {
    const visitor = browser(env.app);
    expect((await visitor.get(act)).status).toBe(303);
    const before = await env.count(scheduled.id);
    const { res } = await visitor.submit(S, `${S}/commands`, {
      _form: 'message:A:r5:b3',
      game: 'A:r5:b3',
      from: 'oliver',
      to: 'david',
    });
    expect(res.status).toBe(403);
    expect(await env.count(scheduled.id)).toBe(before);
  });
});

const PLAYERS: Participant[] = Array.from({ length: 8 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${i + 1}`,
  rating: 1900 - 10 * i,
}));

describe('the director runs a weekend event from the desk', async () => {
  const env = await world();
  const id = 'cup-night';
  await env.competitions.create({
    id,
    clubId: 'demo-club',
    name: 'Cup night',
    format: 'tp-tournament',
    preset: 'tantrix-weekend',
    participants: PLAYERS,
  });
  const C = `/c/${id}`;
  const dana = browser(env.app);
  await dana.signIn('director@demo.arbiter', 'demo-director');
  const send = (fields: Record<string, string>) => dana.submit(`${C}/act`, `${C}/commands`, fields);

  it('TX-9 a colour choice needs two different colours', async () => {
    const bad = await send({ _form: 'colours-director', participant: 'p1', first: 'red', second: 'red' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('Choose two different colours.');
    await send({ _form: 'colours-director', participant: 'p1', first: 'red', second: 'blue' });
    expect((await env.last(id))?.type).toBe('ColoursChosen');
  });

  it('TX-12 registers a player with a lobby rating on the generated form; seeding uses it', async () => {
    expect(await (await dana.get(`${C}/act`)).text()).toContain('name="participant.attributes.lobbyRating"');
    const { res } = await send({
      type: 'RegisterParticipant',
      'participant.name': 'Late Lobbyist',
      'participant.attributes.lobbyRating': '950',
      'participant.attributes.lobbyGames': '36',
    });
    expect(res.status).toBe(200);
    const ratings = await (await dana.get(`${C}/t/ratings`)).text();
    expect(ratings).toMatch(/Late Lobbyist<\/th><td class="num">1900<\/td><td>lobby rating/);
  });

  /** The desk's step that draws the groups (the generated form of the command has the same name). */
  const DRAW_STEP = /class="tp-tournament-step"[^>]*><summary>Draw the groups<\/summary>/;

  it('TX-12 draws the groups; a seed left empty is drawn by the app and recorded', async () => {
    expect(await (await dana.get(`${C}/act`)).text()).toMatch(DRAW_STEP);
    const bad = await send({ _form: 'draw', groups: 'two', seed: '' });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('Enter a whole number from 0 to 702.');
    expect(await env.count(id)).toBe(2);
    const good = await send({ _form: 'draw', groups: '2', seed: '' });
    expect(good.res.status).toBe(200);
    const drawn = await env.last(id);
    expect(drawn?.type).toBe('GroupsDrawn');
    expect((drawn?.payload as { seed: string } | undefined)?.seed).toMatch(/^lot-[0-9a-f]{24}$/);
    expect(good.html).not.toMatch(DRAW_STEP);
  });

  it('schedules a round in UTC; a time that is no time is a field error', async () => {
    const bad = await send({
      _form: 'schedule',
      stage: 'groups',
      round: '1',
      startsAt: 'tomorrow',
      endsBy: '',
    });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('Enter a date and time such as 2026-06-13T10:00 (UTC).');
    await send({ _form: 'schedule', stage: 'groups', round: '1', startsAt: '2026-11-21T10:00', endsBy: '' });
    expect((await env.last(id))?.payload).toMatchObject({
      stage: 'groups',
      round: 1,
      startsAt: '2026-11-21T10:00:00Z',
    });
  });

  it('records any game: a played game late at its moment, a no-show (TX-4)', async () => {
    env.clock.set(moment('2026-11-22T15:00:00Z'));
    const state = (await env.competitions.load(id))?.head.state.format as {
      groups: { games: Map<string, unknown> };
    };
    const [first, second] = [...state.groups.games.keys()];
    const played = await send({
      _form: 'director-result',
      game: first as string,
      outcome: 'played',
      'result.scores.0': '30',
      'result.scores.1': '20',
      'result.minutes.0': '12',
      'result.minutes.1': '13',
      'result.timeout': '',
      reason: '',
      _at: '2026-11-22T12:40:00Z',
    });
    expect(played.res.status).toBe(200);
    expect(await env.last(id)).toMatchObject({ type: 'ResultRecorded', at: '2026-11-22T12:40:00Z' });
    await send({ _form: 'director-result', game: second as string, outcome: 'absent-second', reason: '' });
    expect((await env.last(id))?.payload).toMatchObject({ result: { kind: 'no-show' } });
  });

  it('TX-14 a decision without a reason is refused in the form; with one it stands', async () => {
    const state = (await env.competitions.load(id))?.head.state.format as { results: Map<string, unknown> };
    const game = [...state.results.keys()][0] as string;
    const before = await env.count(id);
    const bad = await send({
      _form: 'override-tp',
      'override.game': game,
      'override.tp.0': '25',
      reason: ' ',
    });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain('Enter TP from 0 to 20, with at most one decimal.');
    expect(bad.html).toContain('Every decision needs a reason.');
    expect(await env.count(id)).toBe(before);
    await send({
      _form: 'override-tp',
      'override.game': game,
      'override.tp.0': '12,5',
      reason: 'Robot game <b>adjudicated</b>',
    });
    expect((await env.last(id))?.payload).toMatchObject({ target: 'game-points', tp: [125, 75] });
    const games = await (await dana.get(`${C}/t/games`)).text();
    expect(games).toContain('Robot game &lt;b&gt;adjudicated&lt;/b&gt;');
    expect(games).toContain('<strong>12.5 : 7.5</strong>');
  });

  it('TX-12 seeds the cup once the groups are decided; the bracket appears', async () => {
    const early = await send({ _form: 'seed-cup', seed: '' });
    expect(early.res.status).toBe(422);
    expect(early.html).toContain('The groups still have games to play.');
    const loaded = await env.competitions.load(id);
    const state = loaded?.head.state.format as {
      groups: { games: Map<string, { players: [string, string] }> };
      results: Map<string, unknown>;
    };
    for (const [game, g] of state.groups.games) {
      if (state.results.has(game)) continue;
      const better = Number(g.players[0].slice(1)) < Number(g.players[1].slice(1));
      const done = await env.competitions.execute(
        id,
        {
          type: 'RecordResult',
          game,
          players: g.players,
          result: { kind: 'played', scores: better ? [40, 10] : [10, 40], minutes: [10, 10] },
        },
        { actor: { kind: 'director', personId: 'x' } },
      );
      expect(done.ok).toBe(true);
    }
    const seeded = await send({ _form: 'seed-cup', seed: '' });
    expect(seeded.res.status).toBe(200);
    expect((await env.last(id))?.type).toBe('CupSeeded');
    const main = await (await dana.get(C)).text();
    expect(main).toContain(`${C}/t/bracket`);
    expect((await dana.get(`${C}/t/bracket`)).status).toBe(200);
  });

  it('TX-14 sets a cup match winner with a reason', async () => {
    const act = await (await dana.get(`${C}/act`)).text();
    const option = /<option value="(cup:r1:m1 p\d+)">/.exec(act)?.[1] as string;
    expect(option).toBeDefined();
    await send({ _form: 'override-winner', 'override.winner': option, reason: 'Both agreed to concede' });
    expect((await env.last(id))?.payload).toMatchObject({ target: 'match-winner', match: 'cup:r1:m1' });
    expect(await (await dana.get(`${C}/t/bracket`)).text()).toContain('Reason: Both agreed to concede');
  });

  it('the generated forms remain the complete fallback (tuples, a result as JSON)', async () => {
    const act = await (await dana.get(`${C}/act`)).text();
    expect(act).toContain('name="players.0"');
    expect(act).toContain('As JSON, for example');
    const bracketState = await env.competitions.load(id);
    const cup = (bracketState?.head.state.format as { cup: { slots: (string | null)[] } } | undefined)?.cup;
    const [a, b] = (cup?.slots ?? []).slice(2, 4) as [string, string];
    const { res } = await send({
      type: 'RecordResult',
      game: 'cup:r1:m2:g1',
      'players.0': a,
      'players.1': b,
      result: '{"kind":"played","scores":[30,25],"minutes":[12,12]}',
      reason: '',
      _at: '',
    });
    expect(res.status).toBe(200);
    expect((await env.last(id))?.payload).toMatchObject({ game: 'cup:r1:m2:g1', players: [a, b] });
  });

  it('TX-11 the desk lists what needs the director now: a silent player reported after 5 days', async () => {
    env.clock.set(moment('2026-11-25T19:30:00Z'));
    const html = await (await dana.get(`${S}/act`)).text();
    expect(html).toContain('No answer about A:r5:b1: the game is lost at 2026-11-27T19:00:00Z: Hana Novak');
  });

  it('a form of no known kind is refused without writing', async () => {
    const before = await env.count(id);
    const { res, html } = await send({ _form: 'frobnicate' });
    expect(res.status).toBe(400);
    expect(html).toContain('Unknown command.');
    expect(await env.count(id)).toBe(before);
  });
});

describe('the director records a play-off (TX-7)', async () => {
  const env = await world();
  const id = 'tie-night';
  await env.competitions.create({
    id,
    clubId: 'demo-club',
    name: 'Tie night',
    format: 'tp-tournament',
    preset: 'tantrix-weekend',
    participants: PLAYERS.slice(0, 4),
  });
  const dana = browser(env.app);
  await dana.signIn('director@demo.arbiter', 'demo-director');
  const C = `/c/${id}`;
  const director = { actor: { kind: 'director' as const, personId: 'x' } };
  await env.competitions.execute(id, { type: 'DrawGroups', seed: 'tie' }, director);
  const state = (await env.competitions.load(id))?.head.state.format as {
    groups: { games: Map<string, { players: [string, string] }> };
  };
  // p1 wins everything, p4 loses everything, p2 and p3 draw: p2 and p3 tie for the last cup place.
  const scores = (a: string, b: string): [number, number] =>
    a === 'p1' || b === 'p4' ? [40, 10] : b === 'p1' || a === 'p4' ? [10, 40] : [25, 25];
  for (const [game, g] of state.groups.games) {
    const [a, b] = g.players;
    const done = await env.competitions.execute(
      id,
      {
        type: 'RecordResult',
        game,
        players: [a, b],
        result: { kind: 'played', scores: scores(a, b), minutes: [10, 10] },
      },
      director,
    );
    expect(done.ok).toBe(true);
  }

  it('offers the play-off game first and records it, over time losing at once', async () => {
    const act = await (await dana.get(`${C}/act`)).text();
    expect(act).toContain('<optgroup label="Play-offs and tie-breaks to play"><option value="A:p2:g1">');
    const playoff = await (await dana.get(C)).text();
    expect(playoff).toContain('play-off needed');
    const { res } = await dana.submit(`${C}/act`, `${C}/commands`, {
      _form: 'director-result',
      game: 'A:p2:g1',
      outcome: 'played',
      'result.scores.0': '30',
      'result.scores.1': '20',
      'result.timeout': 'first',
      reason: '',
      _at: '',
    });
    expect(res.status).toBe(200);
    const main = await (await dana.get(C)).text();
    expect(main).toMatch(/won the play-off for place 2/);
    expect(main).toContain('over time');
  });
});
