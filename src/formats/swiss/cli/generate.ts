/**
 * A random Swiss tournament paired round by round by the engine (`arbiter swiss generate`):
 * reproducible from its seed (the project's seeded lot, core/lot.ts). Ratings fall from the top
 * seed; a game is forfeited at the forfeit rate, drawn at the draw rate, else won by the higher
 * rated player with a probability growing with the rating difference. Written as TRF with XXR
 * and XXC, so that any Dutch engine can check it. A round no legal pairing exists for (a small
 * field late in a long tournament) ends it: `generateRounds` keeps the rounds before it and that
 * round's byes and withdrawals, so that another engine can be asked whether it finds a pairing.
 */
import { createLot } from '../../../core/lot.js';
import { madePlayer, makeTrf, type TrfPlayer, type TrfResult } from '../../../core/trf.js';
import { err, ok, type Refusal, type Result } from '../../../core/types.js';
import { pairNextRound } from '../pairing/index.js';
import { cellPoints } from '../pairing/state.js';
import { DEFAULT_POINTS, type EnginePlayer, type TrfCell } from '../pairing/types.js';

export interface GenerateOptions {
  readonly players: number;
  readonly rounds: number;
  readonly seed: string;
  /** 0..1 */
  readonly drawRate?: number;
  /** 0..1 */
  readonly forfeitRate?: number;
  /** 0..1: a present player asks for a half-point bye for the round (TRF `H`, C.04.2 B). */
  readonly halfByeRate?: number;
  /** 0..1: a present player withdraws before the round (absent, TRF `Z`, for the rest). */
  readonly withdrawRate?: number;
  readonly acceleration?: 'baku';
}

export interface Generated {
  /**
   * The tournament as TRF (XXR the rounds asked for): every round, or, when a round has no legal
   * pairing, the rounds before it and that round's requested byes and withdrawals.
   */
  readonly trf: string;
  /** The round no legal pairing exists for, and the engine's refusal; null when all were paired. */
  readonly unpairable: { readonly round: number; readonly refusal: Refusal } | null;
}

/** The tournament, or a refusal naming the round no legal pairing exists for. */
export function generateTournament(o: GenerateOptions): Result<string, Refusal> {
  const { trf, unpairable } = generateRounds(o);
  if (!unpairable) return ok(trf);
  const { round, refusal } = unpairable;
  return err({ ...refusal, message: `round ${round} of ${o.rounds}: ${refusal.message}` });
}

/** The tournament as far as the engine can pair it. */
export function generateRounds(o: GenerateOptions): Generated {
  const lot = createLot(o.seed);
  const initialColour = lot.below(2) === 0 ? 'w' : 'b';
  let rating = 2200 + lot.below(400);
  const ratings = Array.from({ length: o.players }, () => (rating -= lot.below(40)));
  const cells: TrfCell[][] = ratings.map(() => []);
  const withdrawn = new Set<number>();
  let unpairable: Generated['unpairable'] = null;
  for (let round = 1; round <= o.rounds; round++) {
    const players: EnginePlayer[] = cells.map((c, i) => ({
      number: i + 1,
      rating: ratings[i] as number,
      cells: c,
    }));
    const absent = new Set(withdrawn);
    for (const p of players) {
      if (absent.has(p.number)) continue;
      if (round > 1 && lot.next() < (o.withdrawRate ?? 0)) withdrawn.add(p.number);
      else if (lot.next() >= (o.halfByeRate ?? 0)) continue;
      absent.add(p.number);
    }
    const paired = pairNextRound({
      totalRounds: o.rounds,
      players,
      absent,
      initialColour,
      points: DEFAULT_POINTS,
      ...(o.acceleration ? { acceleration: o.acceleration } : {}),
    });
    if (paired.ok) {
      for (const { white, black } of paired.value.pairs) {
        const [w, b] = playGame(lot, ratings[white - 1] as number, ratings[black - 1] as number, o);
        (cells[white - 1] as TrfCell[]).push({ opponent: black, colour: 'w', result: w });
        (cells[black - 1] as TrfCell[]).push({ opponent: white, colour: 'b', result: b });
      }
      if (paired.value.bye !== null)
        (cells[paired.value.bye - 1] as TrfCell[]).push({ opponent: null, colour: '-', result: 'U' });
    } else unpairable = { round, refusal: paired.error };
    for (const n of absent)
      (cells[n - 1] as TrfCell[]).push({ opponent: null, colour: '-', result: withdrawn.has(n) ? 'Z' : 'H' });
    if (unpairable) break;
  }
  const trfPlayers: TrfPlayer[] = cells.map((c, i) =>
    madePlayer({
      startRank: i + 1,
      name: `Player ${String(i + 1).padStart(4, '0')}`,
      rating: ratings[i] as number,
      halves: c.reduce((s, x) => s + cellPoints(x, DEFAULT_POINTS), 0) / 5,
      rounds: c.map((x) => ({ opponent: x.opponent ?? 0, colour: x.colour, result: x.result as TrfResult })),
    }),
  );
  const trf = makeTrf({
    tags: [
      { tag: '012', text: `Generated Swiss ${o.seed}` },
      { tag: 'XXR', text: String(o.rounds) },
      { tag: 'XXC', text: initialColour === 'w' ? 'white1' : 'black1' },
      ...(o.acceleration === 'baku' ? [{ tag: '192', text: 'FIDE_DUTCH_2025_BAKU' }] : []),
    ],
    roundDates: [],
    players: trfPlayers,
  });
  return { trf, unpairable };
}

type Lot = ReturnType<typeof createLot>;

function playGame(
  lot: Lot,
  white: number,
  black: number,
  o: GenerateOptions,
): [TrfCell['result'], TrfCell['result']] {
  if (lot.next() < (o.forfeitRate ?? 0)) return lot.below(2) === 0 ? ['+', '-'] : ['-', '+'];
  if (lot.next() < (o.drawRate ?? 0)) return ['=', '='];
  const whiteWins = lot.next() < 1 / (1 + 10 ** ((black - white) / 400));
  return whiteWins ? ['1', '0'] : ['0', '1'];
}
