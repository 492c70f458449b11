/**
 * The championship's forms on the act page over HTTP (in-process, real SQLite): a player reports
 * his own game; the director enters results, forfeits and corrections, pairs rounds by the rules
 * and by hand, withdraws players, draws and fixes groups and runs the final. Bad input shows
 * field errors in the user's language, every override asks for a reason, and a refused form
 * writes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../core/participant.js';
import { championshipWebDemos, championshipWorld, SWISS } from '../../../test-support/championship-web.js';
import { textOf } from '../../../test-support/page-text.js';
import { createInDemoClub } from '../../../test-support/server.js';
import type { ChampionshipState, Pairing } from '../index.js';

type World = Awaited<ReturnType<typeof championshipWorld>>;
const DIRECTOR = { kind: 'director', personId: 'person-demo-director' } as const;

const swissOnly = () => championshipWebDemos().filter((d) => d.id === SWISS);

async function stateOf(w: World, id: string): Promise<ChampionshipState> {
  const loaded = await w.competitions.load(id);
  if (!loaded) throw new Error(`no ${id}`);
  return (await w.competitions.stateAt(loaded, w.clock.now())) as ChampionshipState;
}

const openPairings = (state: ChampionshipState, round: number): Pairing[] => {
  const r = state.rounds[round - 1];
  return (r?.pairings ?? []).filter((p, i) => p.second !== null && r?.results[i] === undefined);
};

/** Posts one of the championship's forms from the act page (as a browser would, with its CSRF token). */
const post = (
  who: World['director'],
  id: string,
  fields: Record<string, string | string[]>,
  page = `/c/${id}/act`,
) => who.submit(page, `/c/${id}/commands`, fields);

/** Posts the director's (or, to be refused, a player's) "pair round" form; `reason` only when given. */
const pairRound = (who: World['director'], id: string, round: number, repeats: string, reason?: string) =>
  post(who, id, {
    _form: 'pair-round',
    _round: String(round),
    repeats,
    ...(reason === undefined ? {} : { reason }),
  });

const gameFields = (round: number, p: Pairing, a: string, b: string) => ({
  _form: `result:${round}:${p.first}`,
  _round: String(round),
  _first: p.first,
  _second: p.second ?? '',
  firstScore: a,
  secondScore: b,
});

describe('a player reports his own game (SD-1)', async () => {
  const w = await championshipWorld(swissOnly());
  const state = await stateOf(w, SWISS);
  const mine = openPairings(state, 5).find((p) => p.first === 'p1' || p.second === 'p1') as Pairing;
  const opponent = (mine.first === 'p1' ? mine.second : mine.first) as string;
  const mineFields = (own: string, theirs: string) => ({
    _form: `result:5:${mine.first}`,
    _round: '5',
    _first: 'p1',
    _second: opponent,
    firstScore: own,
    secondScore: theirs,
  });

  it('finds his open game first thing on the act page, with a field for each score', async () => {
    const { res, html } = await w.player.page(`/c/${SWISS}/act`);
    expect(res.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Your game');
    // His own forms only: the generated forms over the whole field are the director's (issue 25).
    expect(text).not.toContain('All commands');
    expect(html).toContain(`id="cf-result-5-${mine.first}"`);
    expect(html).toMatch(/<label for="cf-result-5-p\d+-firstScore">Your score<\/label>/);
    expect(html).toMatch(/inputmode="numeric"/);
  });

  it('bad input: field errors in his language, what he typed kept, nothing written', async () => {
    const before = await w.events(SWISS);
    await w.player.page(`/c/${SWISS}/act?lang=de`);
    const { res, html } = await post(w.player, SWISS, mineFields('', '4x1'));
    expect(res.status).toBe(400);
    expect(html).toContain('Bitte die markierten Felder korrigieren (2).');
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="cf-result-5-p\d+-firstScore-error"/);
    expect(textOf(html)).toContain('Pflichtfeld.');
    expect(textOf(html)).toContain('Bitte die Punktzahl als ganze Zahl angeben.');
    expect(html).toContain('value="4x1"');
    expect(await w.events(SWISS)).toBe(before);
    await w.player.page(`/c/${SWISS}/act?lang=en`);
  });

  it('cannot report a game of others', async () => {
    const before = await w.events(SWISS);
    const other = openPairings(state, 5).find((p) => p !== mine) as Pairing;
    const { res, html } = await post(w.player, SWISS, gameFields(5, other, '400', '300'));
    expect(res.status).toBe(403);
    expect(textOf(html)).toContain('You may not do this.');
    expect(await w.events(SWISS)).toBe(before);
  });

  it('reports both scores, own first; the game is recorded by the pairing’s order', async () => {
    const { res, html } = await post(w.player, SWISS, mineFields('432', '401'));
    expect(res.status).toBe(200);
    expect(html).toContain('id="decision"');
    const after = await stateOf(w, SWISS);
    const round = after.rounds[4];
    const index = round?.slot.get('p1') ?? -1;
    const result = round?.results[index];
    expect(result).toMatchObject(
      mine.first === 'p1' ? { firstScore: 432, secondScore: 401 } : { firstScore: 401, secondScore: 432 },
    );
    expect((await w.store.events.readEvents(SWISS)).at(-1)?.actor).toBe('player:p1');
    expect(textOf(html)).toContain('Round 5 against');
    expect(textOf(html)).toContain('432:401 is recorded.');
  });

  it('SD-1 a second report of a recorded game is refused in words, with names', async () => {
    const before = await w.events(SWISS);
    const { res, html } = await post(w.player, SWISS, mineFields('432', '400'));
    expect(res.status).toBe(422);
    expect(textOf(html)).toMatch(/Round 5: .+–.+ is already recorded as \d+:\d+\./);
    expect(textOf(html)).not.toMatch(/\bp1\b/);
    expect(await w.events(SWISS)).toBe(before);
  });

  it('the public may not act: the act page asks to sign in, a post is refused', async () => {
    const page = await w.stranger().get(`/c/${SWISS}/act`);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/login/);
    const { res } = await w.stranger().submit(`/c/${SWISS}`, `/c/${SWISS}/commands`, mineFields('1', '2'));
    expect(res.status).toBe(403);
  });
});

describe('the director runs a round (SD-1, SD-8)', async () => {
  const w = await championshipWorld(swissOnly());
  const open = openPairings(await stateOf(w, SWISS), 5);

  it('the act page starts with the results of the open round, one form per open board', async () => {
    const { html } = await w.director.page(`/c/${SWISS}/act`);
    const text = textOf(html);
    expect(text).toContain(`Round 5: ${open.length} results to come.`);
    expect(text).toContain(`Results of round 5 ${open.length} open`);
    for (const p of open) expect(html).toContain(`id="cf-result-5-${p.first}"`);
    expect(text.indexOf('Results of round 5')).toBeLessThan(text.indexOf('More tools'));
  });

  it('SD-8 pairing the next round before the open one is complete is refused, with names', async () => {
    const before = await w.events(SWISS);
    const { res, html } = await pairRound(w.director, SWISS, 6, '');
    expect(res.status).toBe(422);
    const text = textOf(html);
    expect(text).toContain('Round 5 still lacks results:');
    expect(text).not.toMatch(/lacks results: p\d/);
    expect(await w.events(SWISS)).toBe(before);
  });

  it('SD-1 records a board’s result', async () => {
    const p = open[0] as Pairing;
    const { res } = await post(w.director, SWISS, gameFields(5, p, '455', '390'));
    expect(res.status).toBe(200);
    const state = await stateOf(w, SWISS);
    expect(state.rounds[4]?.results[state.rounds[4]?.slot.get(p.first) ?? -1]).toMatchObject({
      kind: 'scores',
      firstScore: 455,
      secondScore: 390,
    });
  });

  it('SD-1 a correction asks for a reason, then supersedes the result; the history keeps both', async () => {
    const p = open[0] as Pairing;
    const tools = `/c/${SWISS}/act?round=5&board=${p.first}`;
    const { html } = await w.director.page(tools);
    expect(html).toContain(`id="cf-correct-5-${p.first}"`);
    expect(html).toContain('value="455"');
    const fields = { ...gameFields(5, p, '390', '455'), _form: `correct:5:${p.first}` };
    const before = await w.events(SWISS);
    const refused = await post(w.director, SWISS, fields, tools);
    expect(refused.res.status).toBe(400);
    expect(textOf(refused.html)).toContain('Give a reason: it is kept in the history.');
    expect(refused.html).toContain(`id="cf-correct-5-${p.first}"`);
    expect(await w.events(SWISS)).toBe(before);
    const done = await post(
      w.director,
      SWISS,
      { ...fields, reason: 'slip read the wrong way <b>round</b>' },
      tools,
    );
    expect(done.res.status).toBe(200);
    const history = await w.director.page(`/c/${SWISS}/history`);
    expect(history.html).toContain('Reason: slip read the wrong way &lt;b&gt;round&lt;/b&gt;');
    expect(history.html).toMatch(/class="struck"/);
  });

  it('SD-1 a refused correction of an earlier round shows that round, the form and its error', async () => {
    const state = await stateOf(w, SWISS);
    const p = state.rounds[2]?.pairings[0] as Pairing;
    const fields = { ...gameFields(3, p, '300', '301'), _form: `correct:3:${p.first}` };
    const refused = await post(w.director, SWISS, fields, `/c/${SWISS}/act?round=3&board=${p.first}`);
    expect(refused.res.status).toBe(400);
    expect(textOf(refused.html)).toContain('Results of round 3');
    expect(refused.html).toMatch(
      new RegExp(
        `id="cf-correct-3-${p.first}-reason"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="cf-correct-3-${p.first}-reason"`,
      ),
    );
    expect(refused.html).toContain('value="301"');
  });

  it('SD-1 a forfeit asks for a reason and who did not play', async () => {
    const p = open[1] as Pairing;
    const tools = `/c/${SWISS}/act?round=5&board=${p.first}`;
    const base = { _form: `forfeit:5:${p.first}`, _round: '5', _first: p.first, _second: p.second ?? '' };
    const before = await w.events(SWISS);
    const refused = await post(w.director, SWISS, { ...base, absent: '' }, tools);
    expect(refused.res.status).toBe(400);
    expect(textOf(refused.html)).toContain('Choose one of the options.');
    expect(textOf(refused.html)).toContain('Give a reason');
    expect(await w.events(SWISS)).toBe(before);
    const done = await post(
      w.director,
      SWISS,
      { ...base, absent: p.second ?? '', reason: 'did not turn up' },
      tools,
    );
    expect(done.res.status).toBe(200);
    const state = await stateOf(w, SWISS);
    expect(state.rounds[4]?.results[state.rounds[4]?.slot.get(p.first) ?? -1]).toMatchObject({
      kind: 'forfeit',
      absent: [p.second],
    });
  });

  it('SD-8 once the round is complete, pairing the next one comes first; the rules pair it', async () => {
    for (const p of open.slice(2)) await post(w.director, SWISS, gameFields(5, p, '401', '399'));
    const { html } = await w.director.page(`/c/${SWISS}/act`);
    const text = textOf(html);
    expect(text).toContain('Round 6 of 6 is next (New Swiss).');
    expect(text.indexOf('Pair round 6')).toBeLessThan(text.indexOf('More tools'));
    const { res } = await pairRound(w.director, SWISS, 6, '');
    expect(res.status).toBe(200);
    expect((await stateOf(w, SWISS)).rounds[5]?.method).toBe('new-swiss');
  });

  it('SD-8 pairing a round again, or with more repeats, asks for a reason', async () => {
    const before = await w.events(SWISS);
    const again = await pairRound(w.director, SWISS, 6, '');
    expect(again.res.status).toBe(400);
    expect(textOf(again.html)).toContain('Give a reason');
    const repeats = await pairRound(w.director, SWISS, 6, '2');
    expect(repeats.res.status).toBe(400);
    const bad = await pairRound(w.director, SWISS, 6, '11', 'x');
    expect(textOf(bad.html)).toContain('At most 10.');
    expect(await w.events(SWISS)).toBe(before);
    const done = await pairRound(w.director, SWISS, 6, '', 'a late arrival');
    expect(done.res.status).toBe(200);
    expect((await w.store.events.readEvents(SWISS)).at(-1)).toMatchObject({
      type: 'RoundPaired',
      reason: 'a late arrival',
    });
  });

  it('SD-8 pairs a round by hand: a board table prefilled with the pairing, checked before it is sent', async () => {
    const state = await stateOf(w, SWISS);
    const current = state.rounds[5]?.pairings ?? [];
    const { html } = await w.director.page(`/c/${SWISS}/act?manual=1`);
    expect(html).toContain('id="cf-pair-manual"');
    expect(html).toMatch(new RegExp(`<option value="${current[0]?.first}" selected`));
    const rows = current.length + 1;
    const fields: Record<string, string> = {
      _form: 'pair-manual',
      _round: '6',
      _rows: String(rows),
      reason: '',
    };
    current.forEach((p, k) => {
      fields[`first.${k + 1}`] = p.first;
      fields[`second.${k + 1}`] = p.second ?? 'bye';
    });
    const a = current[0] as Pairing;
    const b = current[1] as Pairing;
    const swapped = { ...fields, 'second.1': b.second ?? 'bye', 'second.2': a.second ?? 'bye' };
    const twice = { ...swapped, 'second.2': a.first };
    const before = await w.events(SWISS);
    const refused = await post(w.director, SWISS, twice, `/c/${SWISS}/act?manual=1`);
    expect(refused.res.status).toBe(400);
    const text = textOf(refused.html);
    expect(text).toMatch(/is paired twice\./);
    expect(text).toMatch(/Not paired: .+\./);
    expect(text).toContain('Give a reason');
    expect(await w.events(SWISS)).toBe(before);
    const done = await post(w.director, SWISS, { ...swapped, reason: 'two friends from one club' });
    expect(done.res.status).toBe(200);
    const paired = (await stateOf(w, SWISS)).rounds[5];
    expect(paired?.method).toBe('manual');
    expect(paired?.pairings[0]).toMatchObject({ board: 1, first: a.first, second: b.second });
  });

  it('withdraws a player from the next round on, with a reason', async () => {
    const before = await w.events(SWISS);
    const fields = { _form: 'withdraw', participant: 'p13', round: '7' };
    const refused = await post(w.director, SWISS, fields);
    expect(refused.res.status).toBe(400);
    expect(await w.events(SWISS)).toBe(before);
    const done = await post(w.director, SWISS, { ...fields, reason: 'has to leave' });
    expect(done.res.status).toBe(200);
    expect((await stateOf(w, SWISS)).withdrawn.get('p13')).toBe(7);
    const twice = await post(w.director, SWISS, { ...fields, reason: 'again' });
    expect(twice.res.status).toBe(422);
    expect(textOf(twice.html)).toMatch(/has withdrawn from round 7 on already\./);
  });

  it('a player’s form is refused for a director’s command', async () => {
    const { res } = await pairRound(w.player, SWISS, 6, '', 'x');
    expect(res.status).toBe(403);
  });
});

const field = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, rating: 2000 - 20 * i }));

/** Creates a championship of the demo club with `players` rated players straight in the store. */
const createChampionship = (w: World, id: string, name: string, players: number, setup: ChampionshipSetup) =>
  createInDemoClub(w.competitions, {
    id,
    name,
    format: 'championship',
    participants: field(players),
    ...setup,
  });
type ChampionshipSetup = { preset: string; config?: Record<string, unknown> };

describe('groups: drawn or fixed by hand (SD-3 … SD-7)', async () => {
  const w = await championshipWorld([]);
  const ID = 'club-dm';
  await createChampionship(w, ID, 'Club championship', 9, { preset: 'dm' });

  it('SD-3 the first step is the draw; a seed left empty is drawn by the app and recorded', async () => {
    const { html } = await w.director.page(`/c/${ID}/act`);
    expect(textOf(html)).toContain('The preliminary groups are not drawn yet.');
    expect(html).toContain('id="cf-draw-groups"');
    const { res } = await post(w.director, ID, { _form: 'draw-groups', seed: '' });
    expect(res.status).toBe(200);
    const state = await stateOf(w, ID);
    expect(state.groups?.seed).toMatch(/^lot-[0-9a-f]{24}$/);
    expect(state.groups?.groups.map((g) => g.kind)).toEqual(['quintet', 'quad']);
    expect(state.rounds).toHaveLength(3);
  });

  it('SD-7 drawing again asks for a reason', async () => {
    const before = await w.events(ID);
    expect((await post(w.director, ID, { _form: 'draw-groups', seed: 'x' })).res.status).toBe(400);
    expect(await w.events(ID)).toBe(before);
    const { res } = await post(w.director, ID, {
      _form: 'draw-groups',
      seed: 'club-2026',
      reason: 'new seed',
    });
    expect(res.status).toBe(200);
    expect((await stateOf(w, ID)).groups?.seed).toBe('club-2026');
  });

  it('SD-7 fixes the groups by hand: a code per player, prefilled from the draw, checked field by field', async () => {
    const page = `/c/${ID}/act?fix=groups`;
    const { html } = await w.director.page(page);
    expect(html).toContain('id="cf-fix-groups"');
    expect(html).toMatch(
      /id="cf-fix-groups-code-p1"[^>]*value="[12][A-E]"|value="[12][A-E]"[^>]*id="cf-fix-groups-code-p1"/,
    );
    const codes = { 'code.p1': '1A', 'code.p2': '1B', 'code.p3': '1C', 'code.p4': '1D', 'code.p5': '1E' };
    const fields = {
      _form: 'fix-groups',
      ...codes,
      'code.p6': '2',
      'code.p7': '2',
      'code.p8': '3',
      'code.p9': 'X',
    };
    const before = await w.events(ID);
    const refused = await post(w.director, ID, fields, page);
    expect(refused.res.status).toBe(400);
    const text = textOf(refused.html);
    expect(text).toContain('Write a group number and a letter, e.g. 3B.');
    expect(text).toContain('Group 2 has 2 players; a group has 3 to 6.');
    expect(text).toContain('Group 3 has 1 players; a group has 3 to 6.');
    expect(refused.html).toMatch(/value="X"/);
    expect(await w.events(ID)).toBe(before);
    const twice = await post(
      w.director,
      ID,
      { ...fields, 'code.p5': '1A', 'code.p8': '2', 'code.p9': '2', reason: 'r' },
      page,
    );
    expect(textOf(twice.html)).toContain('Letter A is twice in group 1.');
    const done = await post(
      w.director,
      ID,
      {
        ...fields,
        'code.p8': '2B',
        'code.p9': '2A',
        'code.p6': '2',
        'code.p7': '2',
        reason: 'two of a family apart',
      },
      page,
    );
    expect(done.res.status).toBe(200);
    const groups = (await stateOf(w, ID)).groups;
    expect(groups?.method).toBe('fixed');
    // Lettered players first (A, B), the others after them by rating.
    expect(groups?.groups.map((g) => g.members)).toEqual([
      ['p1', 'p2', 'p3', 'p4', 'p5'],
      ['p9', 'p8', 'p6', 'p7'],
    ]);
  });

  it('SD-7 after the first result the groups cannot change: the tools are gone', async () => {
    const state = await stateOf(w, ID);
    const p = state.rounds[0]?.pairings[0] as Pairing;
    expect((await post(w.director, ID, gameFields(1, p, '400', '350'))).res.status).toBe(200);
    const { html } = await w.director.page(`/c/${ID}/act`);
    expect(html).not.toContain('id="cf-draw-groups"');
  });
});

describe('the final (SD-16)', async () => {
  const w = await championshipWorld([]);
  const ID = 'club-final';
  await createChampionship(w, ID, 'Club final', 6, {
    preset: 'dm',
    config: { rounds: 4, candidatesRound: 4 },
  });
  const run = async (command: Record<string, unknown> & { type: string }) => {
    const done = await w.competitions.execute(ID, command, { actor: DIRECTOR });
    if (!done.ok) throw new Error(done.error.message);
  };
  await run({ type: 'DrawGroups', seed: 'final-test' });
  for (let round = 1; round <= 4; round++) {
    if (round === 4) await run({ type: 'PairRound', round });
    const state = await stateOf(w, ID);
    for (const [i, p] of (state.rounds[round - 1]?.pairings ?? []).entries()) {
      if (p.second === null) continue;
      await run({
        type: 'RecordGame',
        round,
        first: p.first,
        second: p.second,
        firstScore: 400 + i,
        secondScore: 380,
      });
    }
  }

  it('SD-16 after the main rounds the next step is the final, between the top two', async () => {
    const { html } = await w.director.page(`/c/${ID}/act`);
    const text = textOf(html);
    expect(text).toContain('The main rounds are complete: the final is next.');
    expect(text).toMatch(/The top two play the final: Player \d and Player \d\./);
    const { res } = await post(w.director, ID, { _form: 'pair-final' });
    expect(res.status).toBe(200);
    expect((await stateOf(w, ID)).final?.finalists).toHaveLength(2);
  });

  it('SD-16 records the games in order; bad scores are refused field by field', async () => {
    const before = await w.events(ID);
    const bad = await post(w.director, ID, {
      _form: 'final-game:1',
      _game: '1',
      firstScore: 'abc',
      secondScore: '99999',
    });
    expect(bad.res.status).toBe(400);
    expect(textOf(bad.html)).toContain('Enter the score as a whole number.');
    expect(textOf(bad.html)).toContain('At most 9999.');
    expect(await w.events(ID)).toBe(before);
    expect(
      (
        await post(w.director, ID, {
          _form: 'final-game:1',
          _game: '1',
          firstScore: '420',
          secondScore: '380',
        })
      ).res.status,
    ).toBe(200);
    const { html } = await w.director.page(`/c/${ID}/act`);
    expect(textOf(html)).toContain('Final: game 2 is next.');
    expect(
      (
        await post(w.director, ID, {
          _form: 'final-game:2',
          _game: '2',
          firstScore: '430',
          secondScore: '410',
        })
      ).res.status,
    ).toBe(200);
    const final = textOf((await w.director.page(`/c/${ID}/t/final`)).html);
    expect(final).toMatch(/Player \d is the champion, decided by the games/);
  });

  it('SD-16 correcting a final game asks for a reason and can change the champion', async () => {
    const before = await w.events(ID);
    const fields = { _form: 'final-game:2', _game: '2', firstScore: '330', secondScore: '410' };
    expect((await post(w.director, ID, fields)).res.status).toBe(400);
    expect(await w.events(ID)).toBe(before);
    expect((await post(w.director, ID, { ...fields, reason: 'scores swapped on the slip' })).res.status).toBe(
      200,
    );
    const text = textOf((await w.director.page(`/c/${ID}/t/final`)).html);
    expect(text).toMatch(/Player \d is the champion, decided by the total score/);
  });
});

describe('a Swiss evening series (new-swiss preset, SD-2, SD-8)', async () => {
  const w = await championshipWorld([]);
  const ID = 'club-swiss';
  await createChampionship(w, ID, 'Club evenings', 4, { preset: 'new-swiss', config: { rounds: 4 } });

  it('SD-2 SD-8 round 1 is the first step; the lot is drawn by the app when no seed is given', async () => {
    const { html } = await w.director.page(`/c/${ID}/act`);
    expect(textOf(html)).toContain('Round 1 of 4 is next (New Swiss).');
    expect(html).toContain('id="cf-draw-lot"');
    expect((await post(w.director, ID, { _form: 'draw-lot', seed: '' })).res.status).toBe(200);
    expect((await stateOf(w, ID)).lot?.seed).toMatch(/^lot-[0-9a-f]{24}$/);
    expect((await w.director.page(`/c/${ID}/act`)).html).not.toContain('id="cf-draw-lot"');
    expect((await pairRound(w.director, ID, 1, '')).res.status).toBe(200);
  });

  it('SD-8 when every pair has met, the refusal says how to go on — in German — and repeats with a reason pair it', async () => {
    for (let round = 1; round <= 3; round++) {
      if (round > 1) await w.competitions.execute(ID, { type: 'PairRound', round }, { actor: DIRECTOR });
      const state = await stateOf(w, ID);
      for (const p of openPairings(state, round))
        await w.competitions.execute(
          ID,
          { type: 'RecordGame', round, first: p.first, second: p.second, firstScore: 400, secondScore: 350 },
          { actor: DIRECTOR },
        );
    }
    const before = await w.events(ID);
    await w.director.page(`/c/${ID}/act?lang=de`);
    const refused = await pairRound(w.director, ID, 4, '');
    expect(refused.res.status).toBe(422);
    expect(textOf(refused.html)).toContain(
      'Für diese 4 Spieler gibt es keine vollständige Paarung mit höchstens 0 Wiederholungen je Paar',
    );
    expect(await w.events(ID)).toBe(before);
    const done = await pairRound(w.director, ID, 4, '1', 'vier Spieler');
    expect(done.res.status).toBe(200);
    expect((await stateOf(w, ID)).rounds[3]?.pairings.filter((p) => p.second !== null)).toHaveLength(2);
    await w.director.page(`/c/${ID}/act?lang=en`);
  });
});
