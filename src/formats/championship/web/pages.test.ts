/**
 * The championship's pages over HTTP (in-process, real SQLite, the demos): what the public, a
 * player and a director see, in their language, escaped, with public names for all but directors.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALIAS,
  championshipWorld,
  DM,
  FINAL,
  HOSTILE,
  SWISS,
} from '../../../test-support/championship-web.js';
import { expectContainsAll, textOf } from '../../../test-support/page-text.js';
import { expectRememberedUntil } from '../../../test-support/remembered.js';
import { type ChampionshipState, candidatesView, standingsView } from '../index.js';

const w = await championshipWorld();
afterAll(w.close);

const stateOf = async (id: string): Promise<ChampionshipState> => {
  const loaded = await w.competitions.load(id);
  if (!loaded) throw new Error(`no ${id}`);
  return (await w.competitions.stateAt(loaded, w.clock.now())) as ChampionshipState;
};
const nameOf = (state: ChampionshipState, id: string) => state.byId.get(id)?.name ?? id;

describe('main page: standings (SD-2)', () => {
  it('SD-2 shows what is next, then W–L and spread in standing order', async () => {
    const { res, html } = await w.visitor.page(`/c/${DM}`);
    expect(res.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Round 20 of 20 is next (Final candidates).');
    expect(text).toContain('Standings after round 19');
    const state = await stateOf(DM);
    const rows = standingsView(state).rows;
    const first = rows[0];
    expect(text).toContain(`1 ${nameOf(state, first?.id ?? '')} ${first?.record} ${first?.spreadText}`);
    const positions = rows.slice(0, 10).map((r) => text.indexOf(` ${r.place} ${nameOf(state, r.id)} `));
    expect(positions.every((p, i) => p > 0 && (i === 0 || p > (positions[i - 1] as number)))).toBe(true);
    expect(text).toContain('then spread, then rating, then the drawn lot');
  });

  it('SD-2 standings after an earlier round, with a link for every round', async () => {
    const text = textOf((await w.visitor.page(`/c/${DM}?after=3`)).html);
    expect(text).toContain('Standings after round 3');
    const state = await stateOf(DM);
    const after3 = standingsView(state, 3).rows[0];
    expect(text).toContain(`1 ${nameOf(state, after3?.id ?? '')} ${after3?.record}`);
    expect((await w.visitor.page(`/c/${DM}`)).html).toContain(`href="/c/${DM}?after=7"`);
  });

  it('SD-16 the champion and the runner-up head the standings once the final is decided', async () => {
    const text = textOf((await w.visitor.page(`/c/${FINAL}`)).html);
    expect(text).toMatch(/1 Petra Lindner Champion/);
    expect(text).toMatch(/2 Ulla Berger Runner-up/);
    expect(text).toContain('Places 1 and 2 are decided by the final.');
  });

  it('a round under way: the standings say so, and the player sees his place and his open game', async () => {
    const state = await stateOf(SWISS);
    const round = state.rounds[4];
    const pairing = round?.pairings[round.slot.get('p1') ?? -1];
    const opponent = pairing?.first === 'p1' ? pairing.second : pairing?.first;
    const text = textOf((await w.player.page(`/c/${SWISS}`)).html);
    expect(text).toContain('Standings while round 5 is played');
    expect(text).toMatch(/You Place \d+, \d–\d, spread [+−]?\d+\./);
    expect(text).toContain(`Round 5, board ${pairing?.board}:`);
    expect(text).toContain(nameOf(state, opponent ?? ''));
    expect((await w.player.page(`/c/${SWISS}`)).html).toContain(`href="/c/${SWISS}/act"`);
    expect(textOf((await w.visitor.page(`/c/${SWISS}`)).html)).not.toContain('Report the result');
  });

  it('SD-16 a finalist sees his final, on the main page and on the act page, and his last game', async () => {
    for (const path of [`/c/${FINAL}`, `/c/${FINAL}/act`]) {
      const text = textOf((await w.player.page(path)).html);
      expect(text).toContain('You play the final against Petra Lindner. Petra Lindner is the champion.');
    }
    expect(textOf((await w.player.page(`/c/${FINAL}/act`)).html)).toMatch(
      /Round 7 against .+: \d+:\d+ is recorded\./,
    );
  });

  it('public names only: the public and players see the alias, directors the real name — escaped', async () => {
    for (const who of [w.visitor, w.player]) {
      const { html } = await who.page(`/c/${SWISS}`);
      expect(html).toContain(ALIAS);
      expect(textOf(html)).not.toContain('Jörg');
      expect(html).not.toContain('<script>alert');
    }
    for (const path of [`/c/${SWISS}`, `/c/${SWISS}/t/pairings?round=1`, `/c/${SWISS}/t/player?p=p2`]) {
      const { html } = await w.director.page(path);
      expect(textOf(html)).toContain(`${HOSTILE} Jörg`);
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).not.toContain('<script>alert');
    }
  });

  it('speaks German and Dutch', async () => {
    expect(textOf((await w.stranger().page(`/c/${DM}?lang=de`)).html)).toContain('Tabelle nach Runde 19');
    expect(textOf((await w.stranger().page(`/c/${DM}?lang=nl`)).html)).toContain('Stand na ronde 19');
  });
});

describe('the rounds page', () => {
  it('names the absent player of a forfeit and a bye in words, not an id, in the reader’s language', async () => {
    const state = await stateOf(DM);
    const round = state.rounds.find((r) => r.results.some((x) => x?.kind === 'forfeit'));
    const forfeit = round?.results.find((x) => x?.kind === 'forfeit');
    if (forfeit?.kind !== 'forfeit') throw new Error('the demo has a forfeit');
    const absent = forfeit.absent.map((id) => nameOf(state, id)).join(', ');
    const en = textOf((await w.visitor.page(`/c/${DM}/rounds`)).html);
    expect(en).toContain(`forfeit (${absent} absent)`);
    expect(en).not.toMatch(/forfeit: p\d+/);
    const de = textOf((await w.stranger().page(`/c/${DM}/rounds?lang=de`)).html);
    expect(de).toContain(`kampflos (${absent} nicht angetreten)`);
    expect(de).toMatch(/spielfrei Freilos/);
    expect(de).not.toMatch(/\bbye\b/);
  });

  it('SD-16 names the final’s games in the reader’s language', async () => {
    expect(textOf((await w.stranger().page(`/c/${FINAL}/rounds?lang=de`)).html)).toContain('Finale, Spiel 1');
    expect(textOf((await w.stranger().page(`/c/${FINAL}/rounds?lang=nl`)).html)).toContain(
      'Finale, partij 1',
    );
  });
});

describe('pairings page', () => {
  it('SD-3 a group round by board — who starts, place, record and spread before the round — and by name', async () => {
    const { res, html } = await w.visitor.page(`/c/${DM}/t/pairings?round=1`);
    expect(res.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Round 1 · Preliminary groups');
    expect(text).toContain('By name');
    expect(html).toContain('data-print');
    const state = await stateOf(DM);
    const board1 = state.rounds[0]?.pairings[0];
    const result = state.rounds[0]?.results[0];
    expect(result?.kind).toBe('scores');
    if (result?.kind === 'scores' && board1?.second) {
      expect(text).toMatch(
        new RegExp(
          `1 ${nameOf(state, board1.first)} \\d+\\. · 0–0 · 0 ${nameOf(state, board1.second)} \\d+\\. · 0–0 · 0 ${result.firstScore}:${result.secondScore}`,
        ),
      );
    }
    expect(html.match(/<tr class="championship-fixed">/g)).toBeNull();
    // 41 players: 20 games and one bye (SD-6), each player once by name.
    expect(html.match(/bye \(\+50\)/g)).toHaveLength(1);
    expect(text.match(/ (yes|no) /g)).toHaveLength(40);
  });

  it('the latest round by default; a round out of range shows the latest', async () => {
    expect(textOf((await w.visitor.page(`/c/${DM}/t/pairings`)).html)).toContain('Round 19 · New Swiss');
    expect(textOf((await w.visitor.page(`/c/${DM}/t/pairings?round=99`)).html)).toContain(
      'Round 19 · New Swiss',
    );
  });

  it('SD-12 the candidates round marks its fixed games and links the explanation', async () => {
    const state = await stateOf(FINAL);
    const fixed = state.rounds[6]?.pairings.filter((p) => p.fixed).length ?? 0;
    expect(fixed).toBeGreaterThan(0);
    const { html } = await w.visitor.page(`/c/${FINAL}/t/pairings?round=7`);
    expect(textOf(html)).toContain('Round 7 · Final candidates');
    expect(html.match(/<tr class="championship-fixed">/g)).toHaveLength(fixed);
    expect(html).toContain(`href="/c/${FINAL}/t/candidates"`);
  });

  it('"as of" a moment shows that day’s round and keeps the moment in the links', async () => {
    const asOf = '2026-10-02T12:30:00+02:00';
    const { html } = await w.visitor.page(`/c/${DM}/t/pairings?asOf=${encodeURIComponent(asOf)}`);
    expect(textOf(html)).toContain('Round 3 · Preliminary groups');
    expect(html).toContain(`round=2&amp;asOf=${encodeURIComponent(asOf)}`);
  });
});

describe('groups page (SD-3 … SD-7)', () => {
  it('SD-6 41 players: a group of five with byes, then groups of four; the seed is shown', async () => {
    const text = textOf((await w.visitor.page(`/c/${DM}/t/groups`)).html);
    expect(text).toContain('Drawn by lot with the seed “demo-dm-2026”');
    expect(text).toContain('Group 1 · Group of five');
    expect(text).toContain('Group 10 · Group of four');
    const state = await stateOf(DM);
    const quintet = state.groups?.groups[0]?.members ?? [];
    // SD-6: C has the bye in round 1, D in round 2, E in round 3.
    for (const [round, letter] of [
      [1, 2],
      [2, 3],
      [3, 4],
    ] as const) {
      expect(text).toContain(
        `Round ${round}: ${'ABCDE'[letter]} ${nameOf(state, quintet[letter] ?? '')} – bye`,
      );
    }
  });

  it('a championship without group rounds has no groups tab', async () => {
    expect((await w.visitor.page(`/c/${SWISS}`)).html).not.toContain('/t/groups');
    expect((await w.visitor.page(`/c/${SWISS}/t/groups`)).res.status).toBe(404);
  });
});

describe('round-20 page (SD-9 … SD-14)', () => {
  it('SD-9 SD-10 SD-11 SD-12 the preview: every status with its reason and the fixed games', async () => {
    const { res, html } = await w.visitor.page(`/c/${DM}/t/candidates`);
    expect(res.status).toBe(200);
    const text = textOf(html);
    const state = await stateOf(DM);
    const view = candidatesView(state);
    expect(text).toContain('Preview: round 20 is not paired yet.');
    expect(text).toContain('at least 1 win and 350 spread');
    for (const status of ['Safe in the final', 'Final candidate', 'Joins the candidates', 'Safely out'])
      expect(text).toContain(status);
    expect(text).toContain(`Safely out (${view?.rows.filter((r) => r.status === 'out').length})`);
    for (const [a, b] of view?.analysis?.fixed ?? [])
      expect(text).toContain(`${nameOf(state, a)} – ${nameOf(state, b)}`);
    expect(text).toMatch(
      /Leads place 3 \([^)]+\) by 2 wins, [+−]\d+ spread: at least 1 win and 350 spread\./,
    );
    expect(text).toContain('but joins the candidates: their number is odd');
    expect(text).toContain('Everybody else is paired by New Swiss without repeats.');
  });

  it('SD-12 after the round is paired the page keeps the explanation and links the pairings', async () => {
    const text = textOf((await w.visitor.page(`/c/${FINAL}/t/candidates`)).html);
    expect(text).toContain('Round 7 is paired with these fixed games:');
    expect(text).toContain('Who can still reach the final');
  });

  it('waits for the round before to be complete', async () => {
    const text = textOf(
      (await w.visitor.page(`/c/${DM}/t/candidates?asOf=2026-10-03T12:00:00%2B02:00`)).html,
    );
    expect(text).toContain('This page fills in once round 19 is complete.');
  });

  it('in German and Dutch', async () => {
    const de = textOf((await w.stranger().page(`/c/${DM}/t/candidates?lang=de`)).html);
    expect(de).toContain('Sicher im Finale');
    expect(de).toContain('Finalkandidat');
    expect(de).toMatch(/mindestens 1 Sieg und 350 Differenzpunkte/);
    expect(textOf((await w.stranger().page(`/c/${DM}/t/candidates?lang=nl`)).html)).toContain(
      'Zeker in de finale',
    );
  });
});

describe('final page (SD-16)', () => {
  it('SD-16 the games, game points and total score, the champion and how', async () => {
    const text = textOf((await w.visitor.page(`/c/${FINAL}/t/final`)).html);
    expectContainsAll(text, [
      'Final: Petra Lindner – Ulla Berger',
      'Petra Lindner is the champion, decided by the total score',
      'Final, game 1 412 371',
      'Game points 1 1',
      'Total score 778 769',
      'The placement round of the others',
    ]);
  });

  it('SD-16 while the main rounds run: who would play the final', async () => {
    const state = await stateOf(DM);
    const [a, b] = standingsView(state).rows;
    const text = textOf((await w.visitor.page(`/c/${DM}/t/final`)).html);
    expect(text).toContain(
      `If the 20 rounds ended now, the final would be: ${nameOf(state, a?.id ?? '')} – ${nameOf(state, b?.id ?? '')}`,
    );
  });

  it('a championship without a final has no final tab', async () => {
    expect((await w.visitor.page(`/c/${SWISS}/t/final`)).res.status).toBe(404);
    expect((await w.visitor.page(`/c/${SWISS}/t/candidates`)).res.status).toBe(404);
  });
});

describe('player pages', () => {
  it('SD-1 a player’s card: every round with opponent, scores, running W–L and spread', async () => {
    const { html } = await w.visitor.page(`/c/${DM}/t/player?p=p1`);
    const text = textOf(html);
    expect(text).toContain('Ulla Berger');
    expect(text).toContain('Preliminary group');
    expect(text).toContain('Final candidate');
    expect(
      html.match(/<tr><td class="num"><a href="\/c\/demo-championship\/t\/pairings\?round=/g),
    ).toHaveLength(19);
    // The place after every round, drawn on the server: one point per round.
    expect(html).toMatch(
      /<svg [^>]*role="img" aria-labelledby="championship-place-title championship-place-desc"/,
    );
    expect(html).toMatch(/<desc id="championship-place-desc">Place after each round: 1: \d+, 2: \d+/);
    expect(html.match(/<g class="chart-series chart-s0">[\s\S]*?<\/g>/)?.[0].match(/<circle/g)).toHaveLength(
      19,
    );
  });

  it('a player sees his own card, with the game he is playing', async () => {
    const text = textOf((await w.player.page(`/c/${SWISS}/t/player`)).html);
    expect(text).toContain('Ulla Berger');
    expect(text).toContain('playing');
  });

  it('without a choice the list of players; an unknown player says so', async () => {
    const list = textOf((await w.visitor.page(`/c/${DM}/t/player`)).html);
    expect(list).toContain('Zora Peters');
    const unknown = await w.visitor.page(`/c/${DM}/t/player?p=nobody`);
    expect(unknown.res.status).toBe(200);
    expect(textOf(unknown.html)).toContain('There is no such player.');
  });
});

describe('round-4 page of a small championship: the released top game (SD-11, SD-13)', async () => {
  const small = await championshipWorld([]);
  const ID = 'small-final';
  const names = ['Petra', 'Ulla', 'Ingrid', 'Jörg', 'Xaver', 'Yvonne'];
  await small.competitions.create({
    id: ID,
    clubId: 'demo-club',
    name: 'Small final',
    format: 'championship',
    preset: 'dm',
    config: { rounds: 4, groupRounds: false, candidatesRound: 4 },
    participants: names.map((name, i) => ({ id: name[0]?.toLowerCase() ?? '', name, rating: 1900 - 10 * i })),
  });
  const director = { actor: { kind: 'director', personId: 'td' } } as const;
  // After round 3: P 3–0 +350, U 2–1 +190, I 2–1 +40, X 1–2 −160, J 1–2 −165, Y 0–3 −255.
  const rounds: [string, number, string, number][][] = [
    [
      ['p', 400, 'y', 300],
      ['u', 470, 'j', 400],
      ['i', 415, 'x', 400],
    ],
    [
      ['p', 480, 'x', 330],
      ['u', 450, 'y', 300],
      ['i', 395, 'j', 400],
    ],
    [
      ['p', 450, 'j', 350],
      ['u', 390, 'i', 420],
      ['x', 395, 'y', 390],
    ],
  ];
  for (const [r, games] of rounds.entries()) {
    const pairings = games.map(([first, , second]) => ({ first, second }));
    await small.competitions.execute(ID, { type: 'PairRound', round: r + 1, pairings }, director);
    for (const [first, firstScore, second, secondScore] of games)
      await small.competitions.execute(
        ID,
        { type: 'RecordGame', round: r + 1, first, second, firstScore, secondScore },
        director,
      );
  }

  it('SD-11 SD-12 SD-13 the filler joins; the top game is released and said why; the other game is fixed', async () => {
    const text = textOf((await small.director.page(`/c/${ID}/t/candidates`)).html);
    expect(text).toContain('Round 4: final candidates');
    expect(text).toMatch(/4 Xaver 1–2 −160 Joins the candidates/);
    expect(text).toContain(
      'Petra–Xaver cannot decide who reaches the final: Petra ends in the top two and Xaver outside them whatever the results',
    );
    expect(text).toMatch(/Fixed games Ulla – Ingrid Petra–Xaver cannot decide/);
  });
});

describe('main page, remembered for anonymous visitors', () => {
  // Last on the Swiss demo: it records a result.
  it('SD-2 is rendered once per state (as a fresh render), afresh after an event; a player still sees his own', async () => {
    const path = `/c/${SWISS}`;
    const round = (await stateOf(SWISS)).rounds.at(-1);
    const open = round?.pairings.find((p, i) => p.second !== null && round.results[i] === undefined);
    if (!round || !open) throw new Error('the Swiss demo has no open game');
    const game = {
      round: round.round,
      first: open.first,
      second: open.second,
      firstScore: 400,
      secondScore: 350,
    };
    const after = await expectRememberedUntil(w.app, path, async () => {
      const done = await w.competitions.execute(
        SWISS,
        { type: 'RecordGame', ...game },
        { actor: { kind: 'director', personId: 'td' } },
      );
      expect(done.ok).toBe(true);
    });
    const mine = await w.player.get(path);
    expect(mine.headers.get('content-encoding')).toBeNull();
    expect(await mine.text()).toContain('id="champ-you"');
    expect(after.html).not.toContain('id="champ-you"');
  });
});
