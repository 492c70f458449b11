import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, outcomeOf } from '../../core/engine.js';
import { createLot } from '../../core/lot.js';
import { ev } from '../../test-support/builders.js';
import { FOUR_PLAYER_ROUNDS, ratedField, recordGame, session } from '../../test-support/championship.js';
import { runs } from '../../test-support/properties.js';
import { championship } from './index.js';
import { computeStandings } from './standings.js';
import type { ChampionshipState } from './state.js';

const PLAYER = (id: string) => ({ kind: 'player', participantId: id }) as const;

describe('preliminary groups through the engine (SD-3 … SD-7)', () => {
  it('SD-3 drawing the groups records the seed and the groups, the lot, and pairs rounds 1–3', () => {
    const s = session().given({ type: 'DrawGroups', seed: 'dm-2026' });
    expect(s.events.map((e) => e.type)).toEqual([
      'GroupsDrawn',
      'LotDrawn',
      'RoundPaired',
      'RoundPaired',
      'RoundPaired',
    ]);
    const state = s.state();
    expect(state.groups).toMatchObject({ method: 'drawn', seed: 'dm-2026' });
    expect(state.groups?.groups.map((g) => g.kind)).toEqual(['quad', 'quad', 'quad']);
    expect(state.rounds.map((r) => r.method)).toEqual(['groups', 'groups', 'groups']);
    // SD-3: one player from each rating quartile (p1–p3, p4–p6, p7–p9, p10–p12) in every group.
    const quartile = (id: string) => Math.floor((Number(id.slice(1)) - 1) / 3);
    for (const g of state.groups?.groups ?? []) expect(g.members.map(quartile)).toEqual([0, 1, 2, 3]);
    // SD-2: the lot drawn with the seed "dm-2026/lot" by sfc32-cyrb128 (core/lot.test.ts pins the
    // generator), written down once: a recorded lot must replay to the same order forever.
    expect(s.events[1]?.payload).toEqual({
      seed: 'dm-2026/lot',
      algorithm: 'sfc32-cyrb128',
      order: ['p11', 'p3', 'p4', 'p1', 'p5', 'p12', 'p2', 'p10', 'p7', 'p9', 'p8', 'p6'],
    });
    expect(state.lot?.order).toEqual(s.events[1]?.payload.order);
  });

  it('SD-7 the groups may be drawn again until the first result; the new draw supersedes the old', () => {
    const s = session().given({ type: 'DrawGroups', seed: 'a' }).given({ type: 'DrawGroups', seed: 'b' });
    expect(s.events.slice(5).map((e) => e.supersedes)).toEqual([[1], [2], [3], [4], [5]]);
    expect(s.state().groups?.seed).toBe('b');
    s.play(1);
    s.when({ type: 'DrawGroups', seed: 'c' }).thenRefuses('ERR_STARTED');
  });

  it('SD-7 the director fixes the groups by hand', () => {
    const ids = ratedField(7).map((p) => p.id);
    const s = session({}, ratedField(7)).given({
      type: 'FixGroups',
      groups: [ids.slice(4), ids.slice(0, 4)],
    });
    expect(s.state().groups).toMatchObject({ method: 'fixed' });
    expect(s.state().rounds[0]?.pairings).toEqual([
      { board: 1, first: 'p5', second: 'p7' },
      { board: 2, first: 'p1', second: 'p4' },
      { board: 3, first: 'p2', second: 'p3' },
      { first: 'p6', second: null },
    ]);
    s.when({ type: 'FixGroups', groups: [ids.slice(0, 3)] }).thenRefuses('ERR_GROUP_MISSING');
  });

  it('SD-3 group rounds are not paired by PairRound; without group rounds there is nothing to draw', () => {
    session().when({ type: 'PairRound', round: 1 }).thenRefuses('ERR_GROUP_ROUND');
    session({}, ratedField(8), 'new-swiss')
      .when({ type: 'DrawGroups', seed: 'x' })
      .thenRefuses('ERR_NO_GROUP_ROUNDS');
  });

  it('SD-4 the trio’s byes count as wins with +50 in the group rounds', () => {
    const s = session({}, ratedField(7)).given({ type: 'DrawGroups', seed: 'trio' }).play(1).play(2).play(3);
    const trio = s.state().groups?.groups[0]?.members ?? [];
    const standings = new Map(computeStandings(s.state()).map((row) => [row.id, row]));
    for (const id of trio) {
      expect(standings.get(id)).toMatchObject({ byes: 1, games: 3 });
    }
  });
});

describe('games, byes and forfeits (SD-1)', () => {
  const started = () => session().given({ type: 'DrawGroups', seed: 'g' });
  const firstGame = (s: ReturnType<typeof session>) =>
    s.state().rounds[0]?.pairings[0] as { first: string; second: string };

  it('SD-1 spread is own score minus the opponent’s; a win counts 1, a draw ½', () => {
    const s = started();
    const g = firstGame(s);
    s.given(recordGame(1, g.first, g.second, 412, 388));
    const rows = new Map(computeStandings(s.state()).map((r) => [r.id, r]));
    expect(rows.get(g.first)).toMatchObject({ halfWins: 2, spread: 24 });
    expect(rows.get(g.second)).toMatchObject({ halfWins: 0, halfLosses: 2, spread: -24 });
    const t = started();
    t.given(recordGame(1, g.first, g.second, 400, 400));
    expect(computeStandings(t.state()).find((r) => r.id === g.first)).toMatchObject({
      halfWins: 1,
      halfLosses: 1,
    });
  });

  it('SD-1 scores may be given in either order; they are stored by the pairing', () => {
    const s = started();
    const g = firstGame(s);
    s.given(recordGame(1, g.second, g.first, 300, 500));
    expect(s.events.at(-1)?.payload).toMatchObject({ first: g.first, firstScore: 500, secondScore: 300 });
  });

  it('SD-1 a forfeit: the absent player loses with −50, the opponent wins with +50', () => {
    const s = started();
    const g = firstGame(s);
    s.given({ type: 'RecordForfeit', round: 1, absent: [g.second] });
    const rows = new Map(computeStandings(s.state()).map((r) => [r.id, r]));
    expect(rows.get(g.first)).toMatchObject({ halfWins: 2, spread: 50, opponents: [] });
    expect(rows.get(g.second)).toMatchObject({ halfWins: 0, spread: -50 });
  });

  it('SD-1 a bye is a win with +50 (configurable); a forfeit on a bye is a loss with −50', () => {
    const s = session({ byeSpread: 40 }, ratedField(7)).given({ type: 'DrawGroups', seed: 'b' });
    const bye = s.state().rounds[0]?.pairings.find((p) => p.second === null)?.first as string;
    expect(computeStandings(s.state()).find((r) => r.id === bye)).toMatchObject({
      halfWins: 2,
      spread: 40,
      byes: 1,
    });
    s.given({ type: 'RecordForfeit', round: 1, absent: [bye] });
    expect(computeStandings(s.state()).find((r) => r.id === bye)).toMatchObject({
      halfWins: 0,
      spread: -50,
      byes: 0,
    });
  });

  it('SD-1 a director corrects a result (superseding it); a player cannot, and nobody records it twice', () => {
    const s = started();
    const g = firstGame(s);
    const game = recordGame(1, g.first, g.second, 400, 350);
    s.given(game, PLAYER(g.first));
    s.when(game).thenRefuses('ERR_RESULT_EXISTS');
    s.when({ ...game, firstScore: 340 }, PLAYER(g.second)).thenRefuses(
      'ERR_RESULT_EXISTS',
      /ask the director/,
    );
    s.given({ ...game, firstScore: 340, reason: 'score slip misread' });
    expect(s.events.at(-1)).toMatchObject({ supersedes: [6], reason: 'score slip misread' });
    expect(computeStandings(s.state()).find((r) => r.id === g.first)).toMatchObject({
      halfWins: 0,
      spread: -10,
    });
  });

  it('SD-1 a result for players who are not paired together is refused', () => {
    started()
      .when(recordGame(1, 'p1', 'p1', 1, 0))
      .thenRefuses('ERR_NOT_PAIRED');
    started()
      .when(recordGame(4, 'p1', 'p2', 1, 0))
      .thenRefuses('ERR_NO_SUCH_ROUND');
  });
});

describe('main rounds by New Swiss (SD-8)', () => {
  it('SD-8 a round is paired only after the previous one is complete, in order', () => {
    const s = session().given({ type: 'DrawGroups', seed: 'g' }).play(1).play(2);
    s.when({ type: 'PairRound', round: 4 }).thenRefuses('ERR_ROUND_INCOMPLETE');
    s.play(3);
    s.when({ type: 'PairRound', round: 5 }).thenRefuses('ERR_ROUND_ORDER');
    s.when({ type: 'PairRound', round: 2 }).thenRefuses('ERR_ROUND_PLAYED');
    s.given({ type: 'PairRound', round: 4 });
    expect(s.state().rounds[3]?.method).toBe('new-swiss');
  });

  it('SD-8 round 4 pairs by wins after round 3, without repeats, boards by standing', () => {
    const s = session({}, ratedField(16)).given({ type: 'DrawGroups', seed: 'g' }).playThrough(1, 4);
    const state = s.state();
    const before = computeStandings(state, 3);
    const wins = new Map(before.map((r) => [r.id, r.halfWins]));
    const met = new Map(before.map((r) => [r.id, new Set(r.opponents)]));
    const round4 = state.rounds[3];
    for (const p of round4?.pairings ?? []) {
      expect(met.get(p.first)?.has(p.second as string)).toBe(false);
    }
    // Top board: the leader of the top group against the player half the group away.
    const top = before.filter((r) => r.halfWins === before[0]?.halfWins);
    if (top.length % 2 === 0) {
      const board1 = round4?.pairings[0];
      expect([board1?.first, board1?.second]).toContain(top[0]?.id);
      expect([board1?.first, board1?.second]).toContain(top[top.length / 2]?.id);
    }
    expect(round4?.pairings.map((p) => p.board)).toEqual(round4?.pairings.map((_, i) => i + 1));
    expect(
      new Set(round4?.pairings.map((p) => wins.get(p.first)! - wins.get(p.second as string)!)).size,
    ).toBeGreaterThan(0);
  });

  it('SD-8 a round can be paired again while it has no results', () => {
    const s = session({}, ratedField(8)).given({ type: 'DrawGroups', seed: 'g' }).playThrough(1, 4);
    s.given({ type: 'PairRound', round: 5 });
    const seq = s.events.at(-1)?.seq;
    s.given({ type: 'PairRound', round: 5, repeats: 1 });
    expect(s.events.at(-1)?.supersedes).toEqual([seq]);
  });

  it('SD-8 when no pairing without repeats exists, the refusal says how to go on', () => {
    const s = session({ rounds: 6, candidatesRound: null, final: { enabled: false } }, ratedField(4));
    s.given({ type: 'DrawGroups', seed: 'g' }).playThrough(1, 3);
    s.when({ type: 'PairRound', round: 4 }).thenRefuses('ERR_NO_PAIRING', /repeats: 1.*by hand/);
  });

  it('SD-8 the director pairs a round by hand: every active player once', () => {
    const byHand = (...pairs: [string, string][]) => ({
      type: 'PairRound',
      round: 4,
      pairings: pairs.map(([first, second]) => ({ first, second })),
    });
    const s = session({}, ratedField(4)).given({ type: 'DrawGroups', seed: 'g' }).playThrough(1, 3);
    s.when(byHand(['p1', 'p2'])).thenRefuses('ERR_PLAYER_UNPAIRED');
    s.when(byHand(['p1', 'p2'], ['p2', 'p3'])).thenRefuses('ERR_PAIRED_TWICE');
    s.given(byHand(['p1', 'p2'], ['p3', 'p4']));
    expect(s.state().rounds[3]).toMatchObject({ method: 'manual' });
  });

  it('SD-7 SD-8 the director’s reason for an override is kept on its event', () => {
    const s = session({}, ratedField(5))
      .given({ type: 'DrawGroups', seed: 'a' })
      .given({ type: 'DrawGroups', seed: 'b', reason: 'a player arrived late' })
      .given({ type: 'FixGroups', groups: [['p1', 'p2', 'p3', 'p4', 'p5']], reason: ' club rule ' })
      .playThrough(1, 3)
      .given({ type: 'WithdrawParticipant', participant: 'p5', round: 4, reason: 'ill' })
      .given({
        type: 'PairRound',
        round: 4,
        pairings: [
          { first: 'p1', second: 'p2' },
          { first: 'p3', second: 'p4' },
        ],
        reason: 'table 2 is reserved',
      });
    const reasons = s.events.filter((e) => e.reason !== undefined).map((e) => [e.type, e.reason]);
    expect(reasons).toEqual([
      ['GroupsDrawn', 'a player arrived late'],
      ['GroupsFixed', 'club rule'],
      ['ParticipantWithdrew', 'ill'],
      ['RoundPaired', 'table 2 is reserved'],
    ]);
  });

  it('SD-8 a withdrawn player is not paired any more; odd fields give one bye', () => {
    const s = session({}, ratedField(8)).given({ type: 'DrawGroups', seed: 'g' }).playThrough(1, 3);
    s.given({ type: 'WithdrawParticipant', participant: 'p8', round: 4 }).given({
      type: 'PairRound',
      round: 4,
    });
    const pairings = s.state().rounds[3]?.pairings ?? [];
    expect(pairings.flatMap((p) => [p.first, p.second])).not.toContain('p8');
    expect(pairings.filter((p) => p.second === null)).toHaveLength(1);
    s.when({ type: 'WithdrawParticipant', participant: 'p7', round: 4 }).thenRefuses('ERR_ROUND_PAIRED');
  });
});

describe('round 20 and the final through the engine (SD-9 … SD-16)', () => {
  const small = () =>
    session({ rounds: 8, candidatesRound: 8 }, ratedField(20))
      .given({ type: 'DrawGroups', seed: 'small' })
      .playThrough(1, 7);

  it('SD-12 the candidates round fixes the analysed games (repeats allowed) and pairs the rest without repeats', () => {
    const s = small().given({ type: 'PairRound', round: 8 });
    const state = s.state();
    const round = state.rounds[7];
    expect(round?.method).toBe('final-candidates');
    const before = computeStandings(state, 7);
    const met = new Map(before.map((r) => [r.id, new Set(r.opponents)]));
    for (const p of round?.pairings ?? []) {
      if (!p.fixed && p.second !== null) expect(met.get(p.first)?.has(p.second)).toBe(false);
    }
    const ids = (round?.pairings ?? []).flatMap((p) => (p.second === null ? [p.first] : [p.first, p.second]));
    expect(new Set(ids).size).toBe(20);
  });

  it('SD-12 fixed games are kept even when the two met before', () => {
    // Four players in one group: A=p1 … D=p4; p1 wins all, p2 beats p3 and p4, p3 beats p4.
    const s = session({ rounds: 4, candidatesRound: 4 }, ratedField(4)).given({
      type: 'DrawGroups',
      seed: 'q',
    });
    for (const game of FOUR_PLAYER_ROUNDS) s.given(game);
    // p1 is safe (2 wins ahead of p3), p4 out; p2–p3 met in round 1 and are fixed again.
    s.when({ type: 'PairRound', round: 4 }).thenRefuses('ERR_NO_PAIRING');
    s.given({ type: 'PairRound', round: 4, repeats: 1 });
    expect(s.state().rounds[3]?.pairings).toEqual([
      // Who starts: fewer starts so far (p4 none, p1 three; p3 one, p2 two).
      { board: 1, first: 'p4', second: 'p1' },
      { board: 2, first: 'p3', second: 'p2', fixed: true },
    ]);
  });

  it('SD-16 the final: refused before the rounds are complete, then the top two, games in order until decided', () => {
    const s = small();
    s.when({ type: 'PairFinal' }).thenRefuses('ERR_ROUNDS_INCOMPLETE');
    s.playThrough(8, 8).given({ type: 'PairFinal' });
    const top = computeStandings(s.state())
      .slice(0, 2)
      .map((r) => r.id);
    expect(s.state().final?.finalists).toEqual(top);
    s.when({ type: 'RecordFinalGame', game: 2, firstScore: 400, secondScore: 300 }).thenRefuses(
      'ERR_GAME_ORDER',
    );
    s.given({ type: 'RecordFinalGame', game: 1, firstScore: 400, secondScore: 300 });
    s.given({ type: 'RecordFinalGame', game: 2, firstScore: 350, secondScore: 420 });
    // 1–1: the total score decides (750 : 720).
    s.when({ type: 'RecordFinalGame', game: 3, firstScore: 1, secondScore: 0 }).thenRefuses(
      'ERR_FINAL_DECIDED',
    );
    const rows = computeStandings(s.state());
    expect(rows.length).toBe(20);
  });

  it('SD-16 the placement round pairs everybody but the finalists', () => {
    const s = session({ rounds: 8, candidatesRound: 8, placementRound: true }, ratedField(20));
    s.given({ type: 'DrawGroups', seed: 'small' })
      .playThrough(1, 8)
      .given({ type: 'PairFinal' })
      .given({ type: 'PairRound', round: 9 });
    const finalists = s.state().final?.finalists ?? [];
    const round9 = s.state().rounds[8];
    expect(round9?.method).toBe('placement');
    const ids = (round9?.pairings ?? []).flatMap((p) => [p.first, p.second]);
    for (const f of finalists) expect(ids).not.toContain(f);
    expect(ids.filter((x) => x !== null)).toHaveLength(18);
  });

  it('SD-16 there is no round after the last one without a placement round', () => {
    const s = small().playThrough(8, 8);
    s.when({ type: 'PairRound', round: 9 }).thenRefuses('ERR_NO_SUCH_ROUND');
  });
});

describe('late and conflicting events (PYR-0)', () => {
  it('SD-1 a second result for the same game, inserted earlier, leaves the later one ineffective', () => {
    const s = session().given({ type: 'DrawGroups', seed: 'g' });
    const g = s.state().rounds[0]?.pairings[0] as { first: string; second: string };
    const payload = { round: 1, first: g.first, second: g.second };
    s.append(
      ev(6, '2026-05-01T12:00:00+02:00', 'GameRecorded', { ...payload, firstScore: 400, secondScore: 300 }),
      ev(7, '2026-05-01T11:00:00+02:00', 'GameRecorded', { ...payload, firstScore: 300, secondScore: 400 }),
    );
    const f = s.fold();
    expect(outcomeOf(f, 6)).toMatchObject({ status: 'ineffective', code: 'ERR_RESULT_EXISTS' });
    expect(computeStandings(f.state.format).find((r) => r.id === g.first)?.halfWins).toBe(0);
  });

  it('SD-1 a result for a round never paired is rejected; for players not paired together, ineffective', () => {
    const s = session().given({ type: 'DrawGroups', seed: 'g' });
    s.append(
      ev(6, '2026-05-01T12:00:00+02:00', 'GameRecorded', {
        round: 9,
        first: 'p1',
        second: 'p2',
        firstScore: 1,
        secondScore: 0,
      }),
      ev(7, '2026-05-01T12:00:00+02:00', 'GameRecorded', {
        round: 1,
        first: 'p1',
        second: 'p1',
        firstScore: 1,
        secondScore: 0,
      }),
    );
    const f = s.fold();
    expect(outcomeOf(f, 6)).toMatchObject({ status: 'rejected', code: 'ERR_NO_SUCH_ROUND' });
    expect(outcomeOf(f, 7)).toMatchObject({ status: 'ineffective', code: 'ERR_NOT_PAIRED' });
  });

  it('SD-3 a participant registered after the draw joins no round', () => {
    const s = session().given({ type: 'DrawGroups', seed: 'g' });
    s.when({ type: 'RegisterParticipant', participant: { id: 'late', name: 'Late' } }).thenRefuses(
      'ERR_STARTED',
    );
  });

  it('SD-2 property: the same events recorded in any order (same moments) give the same standings', () => {
    const s = session().given({ type: 'DrawGroups', seed: 'g' }).playThrough(1, 5);
    const expected = computeStandings(s.state());
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), (seed) => {
        // New sequence numbers in a drawn order; events of one moment keep their relative order.
        const drawn = createLot(seed).shuffle(s.events.map((e) => e.seq));
        const renumber = new Map<number, number>();
        const byMoment = new Map<string, number[]>();
        for (const e of s.events) byMoment.set(e.at, [...(byMoment.get(e.at) ?? []), e.seq]);
        for (const seqs of byMoment.values()) {
          const slots = seqs.map((q) => drawn.indexOf(q) + 1).sort((x, y) => x - y);
          for (const [i, q] of seqs.entries()) renumber.set(q, slots[i] as number);
        }
        const events = s.events
          .map((e) => ({
            ...e,
            seq: renumber.get(e.seq) as number,
            ...(e.supersedes ? { supersedes: e.supersedes.map((q) => renumber.get(q) as number) } : {}),
          }))
          .sort((x, y) => x.seq - y.seq);
        const state = fold<ChampionshipState>(championship, s.setup, events).state.format;
        expect(computeStandings(state)).toEqual(expected);
      }),
      { numRuns: runs(20) },
    );
  });
});
