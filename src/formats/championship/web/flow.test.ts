/**
 * "Done when": a championship run through the web forms alone, from registration and the first
 * draw to the final — the director on the act page, a player reporting his own games, the pages
 * telling everybody what is next (SD-1 … SD-16).
 */
import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../core/participant.js';
import { championshipWorld } from '../../../test-support/championship-web.js';
import { textOf } from '../../../test-support/page-text.js';
import type { ChampionshipState } from '../index.js';

const ID = 'club-2026';
const field: Participant[] = Array.from({ length: 11 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${String.fromCharCode(65 + i)}`,
  rating: 2000 - 25 * i,
}));

describe('a club championship from the first draw to the final, through the web forms', async () => {
  const w = await championshipWorld([]);
  await w.competitions.create({
    id: ID,
    clubId: 'demo-club',
    name: 'Club championship 2026',
    format: 'championship',
    preset: 'dm',
    config: { rounds: 6, candidatesRound: 6, placementRound: true },
    participants: field,
  });
  await w.store.accounts.grant(
    { competitionId: ID, personId: 'person-demo-player', role: 'player', participantId: 'p1' },
    { at: w.clock.now(), actor: 'test', action: 'grant.added', subject: ID },
  );
  const act = `/c/${ID}/act`;
  const post = (who: typeof w.director, fields: Record<string, string>) =>
    who.submit(act, `/c/${ID}/commands`, fields);
  const state = async (): Promise<ChampionshipState> => {
    const loaded = await w.competitions.load(ID);
    if (!loaded) throw new Error('no competition');
    return (await w.competitions.stateAt(loaded, w.clock.now())) as ChampionshipState;
  };
  const progress = async () =>
    /class="notice championship-progress"[^>]*>([^<]*)</.exec((await w.director.page(act)).html)?.[1];

  /** Every open game of a round: the player reports his own, the director enters the others. */
  const playRound = async (round: number) => {
    const s = await state();
    const r = s.rounds[round - 1];
    for (const [i, p] of (r?.pairings ?? []).entries()) {
      if (p.second === null || r?.results[i] !== undefined) continue;
      const [a, b] = [390 + ((i * 37 + round * 11) % 80), 380 + ((i * 53 + round * 7) % 70)];
      const mine = p.first === 'p1' || p.second === 'p1';
      const fields = {
        _form: `result:${round}:${p.first}`,
        _round: String(round),
        _first: p.first,
        _second: p.second,
        firstScore: String(a),
        secondScore: String(b === a ? b + 1 : b),
      };
      const { res } = await post(mine ? w.player : w.director, fields);
      expect(res.status).toBe(200);
    }
  };

  it('SD-3 registers a late entry with the generated form, then draws the groups', async () => {
    const registered = await post(w.director, {
      type: 'RegisterParticipant',
      'participant.name': 'Player L',
      'participant.rating': '1700',
    });
    expect(registered.res.status).toBe(200);
    expect((await state()).players).toHaveLength(12);
    expect(await progress()).toBe('The preliminary groups are not drawn yet.');
    expect((await post(w.director, { _form: 'draw-groups', seed: '' })).res.status).toBe(200);
    expect((await state()).groups?.groups.map((g) => g.kind)).toEqual(['quad', 'quad', 'quad']);
  });

  it('SD-1 SD-3 plays the three group rounds; the player reports his own games', async () => {
    expect(await progress()).toBe('Round 1, 2, 3: 18 results to come.');
    for (const round of [1, 2, 3]) await playRound(round);
    expect((await w.store.events.readEvents(ID)).filter((e) => e.actor === 'player:p1')).toHaveLength(3);
    expect(await progress()).toBe('Round 4 of 6 is next (New Swiss).');
  });

  it('SD-8 pairs and plays rounds 4 and 5 by New Swiss', async () => {
    for (const round of [4, 5]) {
      expect(
        (await post(w.director, { _form: 'pair-round', _round: String(round), repeats: '' })).res.status,
      ).toBe(200);
      await playRound(round);
    }
    expect(await progress()).toBe('Round 6 of 6 is next (Final candidates).');
  });

  it('SD-9 … SD-14 the round-6 page previews the candidates; pairing fixes their games', async () => {
    const preview = textOf((await w.director.page(`/c/${ID}/t/candidates`)).html);
    expect(preview).toContain('Preview: round 6 is not paired yet.');
    expect((await post(w.director, { _form: 'pair-round', _round: '6', repeats: '' })).res.status).toBe(200);
    const s = await state();
    expect(s.rounds[5]?.method).toBe('final-candidates');
    expect(textOf((await w.director.page(`/c/${ID}/t/candidates`)).html)).toContain(
      'Round 6 is paired with these fixed games:',
    );
    await playRound(6);
    expect(await progress()).toBe('The main rounds are complete: the final is next.');
  });

  it('SD-16 pairs the final and the placement round, plays them, and crowns the champion', async () => {
    expect((await post(w.director, { _form: 'pair-final' })).res.status).toBe(200);
    expect(await progress()).toBe('The placement round (7) is next.');
    expect((await post(w.director, { _form: 'pair-round', _round: '7', repeats: '' })).res.status).toBe(200);
    await playRound(7);
    expect(await progress()).toBe('Final: game 1 is next.');
    const game = (n: number, a: number, b: number) =>
      post(w.director, {
        _form: `final-game:${n}`,
        _game: String(n),
        firstScore: String(a),
        secondScore: String(b),
      });
    expect((await game(1, 430, 390)).res.status).toBe(200);
    expect((await game(2, 360, 380)).res.status).toBe(200);
    const [first] = (await state()).final?.finalists ?? [];
    const name = field.find((p) => p.id === first)?.name ?? 'Player L';
    expect(await progress()).toBe(`${name} is the champion.`);
    // Not yet published: the public does not see it; the director publishes it.
    expect((await w.visitor.page(`/c/${ID}`)).res.status).toBe(404);
    await w.director.submit(act, `/c/${ID}/publish`, { published: 'true' });
    const standings = textOf((await w.visitor.page(`/c/${ID}`)).html);
    expect(standings).toMatch(new RegExp(`1 ${name} Champion`));
    expect(standings).toContain(`${name} is the champion.`);
    expect(textOf((await w.director.page(`/c/${ID}/t/final`)).html)).toContain(
      `${name} is the champion, decided by the total score`,
    );
  });
});
