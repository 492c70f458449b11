/**
 * The Swiss format's rules on the test-only stand-in engine (test-support/swiss.ts): what the
 * engine is given (TRF-16 cells, absent players, the initial colour), how a pairing is stored,
 * byes asked in advance, late entries, withdrawals, overrides and re-pairings with their reasons,
 * results, forfeits and corrections, and the standings.
 */
import { describe, expect, it } from 'vitest';
import { makeRational } from '../../core/rational.js';
import { player } from '../../test-support/given.js';
import { engineCalls, tournament } from '../../test-support/swiss.js';
import { computeStandings, explanationOf, pairingsOf, playerCard } from './views.js';

const lastInput = () => engineCalls[engineCalls.length - 1];

describe('pairing a round', () => {
  it('C.04.1 c: round 1 of five players: numbers by rating, the engine’s pairs stored by participant, the last gets the bye', () => {
    const t = tournament(5);
    t.when({ type: 'PairRound', round: 1 }).thenEmits([
      {
        type: 'RoundPaired',
        payload: {
          round: 1,
          pairs: [
            { white: 'p1', black: 'p2' },
            { white: 'p4', black: 'p3' },
          ],
          bye: 'p5',
          order: ['p1', 'p2', 'p3', 'p4', 'p5'],
        },
      },
    ]);
    expect(lastInput()).toMatchObject({ totalRounds: 9, initialColour: 'w', absent: new Set() });
  });

  it('the engine is given each player’s TRF-16 cells: results, colours, the pairing bye as U', () => {
    const t = tournament(5)
      .given({ type: 'PairRound', round: 1 })
      .given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' })
      .given({ type: 'RecordResult', round: 1, white: 'p4', black: 'p3', result: '1/2-1/2' })
      .given({ type: 'PairRound', round: 2 });
    const cells = new Map(lastInput()?.players.map((p) => [p.number, p.cells]));
    expect(cells.get(1)).toEqual([{ opponent: 2, colour: 'w', result: '1' }]);
    expect(cells.get(2)).toEqual([{ opponent: 1, colour: 'b', result: '0' }]);
    expect(cells.get(3)).toEqual([{ opponent: 4, colour: 'b', result: '=' }]);
    expect(cells.get(5)).toEqual([{ opponent: null, colour: '-', result: 'U' }]);
    expect(lastInput()?.points).toEqual({
      win: 10,
      draw: 5,
      loss: 0,
      forfeitWin: 10,
      forfeitLoss: 0,
      pab: 10,
      halfBye: 5,
      fullBye: 10,
      zeroBye: 0,
    });
    expect(t.state().rounds).toHaveLength(2);
  });

  it('a round is paired only when the one before it is complete, and in order', () => {
    const t = tournament(4).given({ type: 'PairRound', round: 1 });
    t.when({ type: 'PairRound', round: 2 }).thenRefuses('ERR_ROUND_INCOMPLETE', /round 1/);
    t.when({ type: 'PairRound', round: 3 }).thenRefuses('ERR_NOT_NEXT_ROUND');
    tournament(4, { rounds: 1 })
      .given({ type: 'PairRound', round: 1 })
      .given({
        type: 'RecordResults',
        round: 1,
        results: [
          { white: 'p1', black: 'p2', result: '1-0' },
          { white: 'p4', black: 'p3', result: '0-1' },
        ],
      })
      .when({ type: 'PairRound', round: 2 })
      .thenRefuses('ERR_NO_SUCH_ROUND');
  });

  it('C.04.2: the initial colour by a recorded lot must be drawn before round 1, and is given to the engine', () => {
    const t = tournament(4, { initialColour: 'lot' });
    t.when({ type: 'PairRound', round: 1 }).thenRefuses('ERR_NO_COLOUR_LOT');
    t.given({ type: 'DrawInitialColour', seed: 'colour-2026' });
    const drawn = t.state().colourLot;
    expect(drawn?.seed).toBe('colour-2026');
    t.given({ type: 'PairRound', round: 1 });
    expect(lastInput()?.initialColour).toBe(drawn?.colour === 'white' ? 'w' : 'b');
    t.when({ type: 'DrawInitialColour', seed: 'again' }).thenRefuses('ERR_STARTED');
  });

  it('the chosen initial colour needs no lot', () => {
    tournament(4, { initialColour: 'black' }).given({ type: 'PairRound', round: 1 });
    expect(lastInput()?.initialColour).toBe('b');
    tournament(4).when({ type: 'DrawInitialColour', seed: 'x' }).thenRefuses('ERR_NOT_BY_LOT');
  });

  it('C.04.5.1: Baku acceleration is passed to the engine when configured', () => {
    tournament(4, { acceleration: 'baku' }).given({ type: 'PairRound', round: 1 });
    expect(lastInput()?.acceleration).toBe('baku');
  });

  it('the explanation is kept with the pairing and read back by participant, in board order', () => {
    const t = tournament(4).given({ type: 'PairRound', round: 1 });
    expect(explanationOf(t.state(), 1).map((e) => [e.participantId, e.colour, e.colourRule])).toEqual([
      ['p1', 'white', 'C.04.3 E.5'],
      ['p2', 'black', 'C.04.3 E.5'],
      ['p4', 'white', 'C.04.3 E.5'],
      ['p3', 'black', 'C.04.3 E.5'],
    ]);
  });
});

describe('byes in advance, late entries, withdrawals', () => {
  it('a half-point bye asked for by the player: he is absent for the engine and scores ½ (cell H)', () => {
    const t = tournament(5).given(
      { type: 'RequestBye', participant: 'p3', round: 1, kind: 'half' },
      player('p3'),
    );
    t.given({ type: 'PairRound', round: 1 });
    expect(lastInput()?.absent).toEqual(new Set([3]));
    expect(t.state().rounds[0]?.bye).toBeNull(); // four left: no pairing bye
    t.given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' })
      .given({ type: 'RecordResult', round: 1, white: 'p5', black: 'p4', result: '0-1' })
      .given({ type: 'PairRound', round: 2 });
    expect(lastInput()?.players.find((p) => p.number === 3)?.cells).toEqual([
      { opponent: null, colour: '-', result: 'H' },
    ]);
    const p3 = computeStandings(t.state()).rows.find((r) => r.participantId === 'p3');
    expect(makeRational(p3?.points ?? { n: -1, d: 1 })).toBe('1/2');
  });

  it('a player may not give himself a full-point bye, nor more half-point byes than allowed, nor one in the last rounds', () => {
    const t = tournament(5, { maxHalfByes: 1, noByesInLastRounds: 2 });
    t.when({ type: 'RequestBye', participant: 'p3', round: 1, kind: 'full' }, player('p3')).thenRefuses(
      'ERR_BYE_NOT_ALLOWED',
    );
    t.given({ type: 'RequestBye', participant: 'p3', round: 2, kind: 'half' }, player('p3'));
    t.when({ type: 'RequestBye', participant: 'p3', round: 3, kind: 'half' }, player('p3')).thenRefuses(
      'ERR_TOO_MANY_BYES',
    );
    t.when({ type: 'RequestBye', participant: 'p4', round: 8, kind: 'half' }, player('p4')).thenRefuses(
      'ERR_BYE_TOO_LATE',
    );
    t.when({ type: 'RequestBye', participant: 'p4', round: 7, kind: 'half' }, player('p4')).thenEmits([
      { type: 'ByeRequested' },
    ]);
    // The director may give any bye.
    t.when({ type: 'RequestBye', participant: 'p4', round: 9, kind: 'full' }).thenEmits([
      { type: 'ByeRequested' },
    ]);
  });

  it('a bye is asked for and cancelled before its round is paired, not after', () => {
    const t = tournament(4).given(
      { type: 'RequestBye', participant: 'p2', round: 1, kind: 'zero' },
      player('p2'),
    );
    t.given({ type: 'CancelBye', participant: 'p2', round: 1 }, player('p2'));
    t.given({ type: 'PairRound', round: 1 });
    expect(lastInput()?.absent).toEqual(new Set());
    t.when({ type: 'RequestBye', participant: 'p2', round: 1, kind: 'half' }, player('p2')).thenRefuses(
      'ERR_ROUND_PAIRED',
    );
  });

  it('a late entry joins at the next round: the rounds before count as unplayed (cell Z), his number by rating', () => {
    const t = tournament(4)
      .given({ type: 'PairRound', round: 1 })
      .given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' })
      .given({ type: 'RecordResult', round: 1, white: 'p4', black: 'p3', result: '0-1' })
      .given({
        type: 'RegisterParticipant',
        participant: { id: 'late', name: 'Late Comer', rating: 1995 },
      })
      .given({ type: 'PairRound', round: 2 });
    const late = lastInput()?.players.find((p) => p.number === 2);
    expect(late?.cells).toEqual([{ opponent: null, colour: '-', result: 'Z' }]);
    expect(t.state().joined.get('late')).toBe(2);
  });

  it('a withdrawn player is not paired again; his rounds after count as absent', () => {
    const t = tournament(4)
      .given({ type: 'PairRound', round: 1 })
      .given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' })
      .given({ type: 'RecordResult', round: 1, white: 'p4', black: 'p3', result: '0-1' })
      .given({ type: 'Withdraw', participant: 'p4' }, player('p4'))
      .given({ type: 'PairRound', round: 2 });
    expect(lastInput()?.absent).toEqual(new Set([4]));
    expect(t.state().rounds[1]?.bye).toBe('p2'); // the stand-in's last of three
    expect(playerCard(t.state(), 'p4')?.withdrawnFrom).toBe(2);
    t.when({ type: 'Withdraw', participant: 'p4' }).thenRefuses('ERR_WITHDRAWN');
  });
});

describe('overrides and re-pairing', () => {
  /** The director's pairing of `round` by hand, `white-black` a board. */
  const byHand = (round: number, boards: readonly string[], reason: string) =>
    ({
      type: 'OverridePairing',
      round,
      pairs: boards.map((board) => {
        const [white = '', black = ''] = board.split('-');
        return { white, black };
      }),
      reason,
    }) as const;

  it('the director sets a pairing by hand with a reason: it supersedes the engine’s, and is shown', () => {
    const t = tournament(4).given({ type: 'PairRound', round: 1 });
    const seq = t.events[t.events.length - 1]?.seq;
    const brothers = byHand(1, ['p1-p3', 'p2-p4'], 'p1 and p2 are brothers');
    t.when(brothers).thenEmits([
      { type: 'PairingOverridden', supersedes: [seq as number], reason: 'p1 and p2 are brothers' },
    ]);
    t.given(brothers);
    expect(pairingsOf(t.state(), 1).map((b) => `${b.board}:${b.white}-${b.black}`)).toEqual([
      '1:p1-p3',
      '2:p2-p4',
    ]);
    expect(t.state().rounds[0]?.override).toBe('p1 and p2 are brothers');
    expect(t.problems()).toEqual({});
  });

  it('C.04.2: the next round is set by hand without the engine (a pairing made elsewhere), once the round before is complete', () => {
    const elsewhere = (round: number) => byHand(round, ['p3-p1', 'p4-p2'], 'paired in Swiss-Manager');
    const t = tournament(4);
    t.when(elsewhere(2)).thenRefuses('ERR_NOT_NEXT_ROUND');
    t.when(elsewhere(1)).thenEmits([{ type: 'PairingOverridden', reason: 'paired in Swiss-Manager' }]);
    t.given(elsewhere(1));
    expect(t.events.at(-1)?.supersedes).toBeUndefined();
    expect(pairingsOf(t.state(), 1).map((b) => `${b.white}-${b.black}`)).toEqual(['p3-p1', 'p4-p2']);
    t.given({ type: 'RecordResult', round: 1, white: 'p3', black: 'p1', result: '1-0' });
    t.when(elsewhere(2)).thenRefuses('ERR_ROUND_INCOMPLETE');
    expect(t.problems()).toEqual({});
  });

  it('an override must pair each player of the round once', () => {
    const t = tournament(4).given({ type: 'PairRound', round: 1 });
    t.when(byHand(1, ['p1-p3', 'p3-p4'], 'x')).thenRefuses('ERR_PAIRED_TWICE');
  });

  it('a round not begun is paired again (after a withdrawal), superseding its pairing; a begun one is not', () => {
    const t = tournament(5).given({ type: 'PairRound', round: 1 });
    const seq = t.events[t.events.length - 1]?.seq as number;
    t.given({ type: 'Withdraw', participant: 'p5', fromRound: 1 });
    t.when({ type: 'RepairRound', round: 1, reason: 'p5 withdrew' }).thenEmits([
      { type: 'RoundPaired', supersedes: [seq], reason: 'p5 withdrew', payload: { bye: null } },
    ]);
    t.given({ type: 'RepairRound', round: 1, reason: 'p5 withdrew' });
    expect(t.state().rounds[0]?.bye).toBeNull();
    t.given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' });
    t.when({ type: 'RepairRound', round: 1 }).thenRefuses('ERR_ROUND_BEGUN');
    expect(t.problems()).toEqual({});
  });
});

describe('results', () => {
  it('a result names a board of its round; the colours must be right', () => {
    const t = tournament(4).given({ type: 'PairRound', round: 1 });
    t.when({ type: 'RecordResult', round: 1, white: 'p2', black: 'p1', result: '1-0' }).thenRefuses(
      'ERR_NO_SUCH_PAIRING',
      /p1 has white/,
    );
    t.when({ type: 'RecordResult', round: 2, white: 'p1', black: 'p2', result: '1-0' }).thenRefuses(
      'ERR_NO_SUCH_ROUND',
    );
  });

  it('a player reports his own game; only the director corrects it, superseding the first', () => {
    const t = tournament(4)
      .given({ type: 'PairRound', round: 1 })
      .given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' }, player('p2'));
    t.when(
      { type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '0-1' },
      player('p1'),
    ).thenRefuses('ERR_RESULT_EXISTS', /ask the director/);
    const first = t.events[t.events.length - 1]?.seq as number;
    t.when({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '0-1' }).thenEmits([
      { type: 'ResultRecorded', supersedes: [first], reason: 'correction of 1-0' },
    ]);
  });

  it('forfeits score as configured and are no game: cells + and −, no colour counted for the card', () => {
    const t = tournament(4)
      .given({ type: 'PairRound', round: 1 })
      .given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '+-' })
      .given({ type: 'RecordResult', round: 1, white: 'p4', black: 'p3', result: '--' })
      .given({ type: 'PairRound', round: 2 });
    const cells = new Map(lastInput()?.players.map((p) => [p.number, p.cells[0]]));
    expect(cells.get(1)).toEqual({ opponent: 2, colour: 'w', result: '+' });
    expect(cells.get(2)).toEqual({ opponent: 1, colour: 'b', result: '-' });
    expect(cells.get(3)).toEqual({ opponent: 4, colour: 'b', result: '-' });
    const rows = computeStandings(t.state()).rows;
    expect(
      rows.map(
        (r) => `${r.place}${r.tied ? '=' : ''} ${r.participantId} ${makeRational(r.points)} ${r.games}`,
      ),
    ).toEqual(['1 p1 1 0', '2= p2 0 0', '2= p3 0 0', '2= p4 0 0']);
    expect(playerCard(t.state(), 'p1')).toMatchObject({ whites: 0, blacks: 0, performance: 0 });
  });
});

describe('players as FIDE exchanges them', () => {
  it('C.04.2 initial ranking: the FIDE data’s rating counts, then the title; the engine gets the rating', () => {
    const t = tournament(3)
      .given({
        type: 'RecordPlayerDetails',
        participant: 'p3',
        fideId: '4611015',
        federation: 'NED',
        title: 'FM',
        birthDate: '1990-05-01',
        sex: 'f',
        rating: 2000,
      })
      .given({ type: 'PairRound', round: 1 });
    // p1 and p3 both 2000: the FM ranks first; p2 (1990) third.
    expect(t.state().rounds[0]?.order).toEqual(['p3', 'p1', 'p2']);
    expect(lastInput()?.players.map((p) => p.rating)).toEqual([2000, 2000, 1990]);
    expect(t.state().details.get('p3')).toMatchObject({ fideId: '4611015', federation: 'NED', sex: 'f' });
  });

  it('FIDE data are checked: a federation is three capitals', () => {
    expect(() =>
      tournament(2).given({ type: 'RecordPlayerDetails', participant: 'p1', federation: 'nl' }),
    ).toThrow(/three capital letters/);
  });
});
