/**
 * A Swiss competition as a TRF file, the way `arbiter swiss generate` writes one (`012` name,
 * `XXR` rounds, `XXC` initial colour, `192` Baku acceleration, `BB?` points where they are not
 * FIDE's, `XXA` virtual points, then the player lines), so that bbpPairings, JaVaFo and `arbiter swiss check|pair-trf`
 * read it, and `read-competition.ts` reads it back to the same competition. Players are numbered
 * by the initial ranking (C.04.2 A.2); each paired round is written from both sides (a game
 * without its result is left blank, TRF-16), the pairing-allocated bye as `U`, requested byes as
 * `H`/`F`/`Z`, a round not played as `Z`; byes asked for the next round, and the withdrawn, are
 * written in it ahead, so that an engine leaves them out. Points from the configuration, ranks
 * the standings' places. Pure.
 */
import type { Participant } from '../../../core/participant.js';
import { makeTrf, type TrfPlayer, type TrfResult, type TrfRound, type TrfTag } from '../../../core/trf.js';
import { GAME_CODES } from '../../../core/trf-mapping.js';
import type { ParticipantId } from '../../../core/types.js';
import type { ByeKind } from '../events.js';
import { cellPoints } from '../pairing/state.js';
import { DEFAULT_POINTS } from '../pairing/types.js';
import { computeStandings } from '../standings.js';
import { gameKey, initialRanking, isInRound, pairedRounds, ratingOf, type SwissState } from '../state.js';
import { type FideData, makeFideData } from './fide-data.js';
import { cellOf, makeTenths } from './index.js';

export interface SwissTrfOptions {
  /** The tournament's name (tag 012). */
  readonly name: string;
  /** A player's name as the reader may see it. */
  readonly nameOf: (id: ParticipantId) => string;
  /** FIDE id, birth date and sex too (directors). */
  readonly personal: boolean;
}

const BYE_CODE: Record<ByeKind, TrfResult> = { half: 'H', full: 'F', zero: 'Z' };

const ALONE = (result: TrfResult): TrfRound => ({ opponent: 0, colour: '-', result });

/** Every player's cells, rounds in order, by pairing number. */
function roundsOf(
  state: SwissState,
  numbers: ReadonlyMap<ParticipantId, number>,
): Map<ParticipantId, TrfRound[]> {
  const cells = new Map(state.players.map((id) => [id, [] as TrfRound[]]));
  for (const paired of state.rounds) {
    const r = paired.round;
    const seen = new Set<ParticipantId>();
    for (const { white, black } of paired.pairs) {
      seen.add(white).add(black);
      const result = state.results.get(gameKey(r, white, black))?.result;
      const [w, b] = result ? GAME_CODES[result] : [' ' as const, ' ' as const];
      cells.get(white)?.push({ opponent: numbers.get(black) ?? 0, colour: 'w', result: w });
      cells.get(black)?.push({ opponent: numbers.get(white) ?? 0, colour: 'b', result: b });
    }
    for (const id of state.players) {
      if (seen.has(id)) continue;
      const kind = state.byes.get(r)?.get(id);
      const code = paired.bye === id ? 'U' : kind && isInRound(state, id, r) ? BYE_CODE[kind] : 'Z';
      cells.get(id)?.push(ALONE(code));
    }
  }
  const next = pairedRounds(state) + 1;
  if (next <= state.config.rounds)
    for (const id of state.players) {
      const kind = state.byes.get(next)?.get(id);
      if (kind && isInRound(state, id, next)) cells.get(id)?.push(ALONE(BYE_CODE[kind]));
      else if ((state.withdrawn.get(id) ?? Number.POSITIVE_INFINITY) <= next) cells.get(id)?.push(ALONE('Z'));
    }
  return cells;
}

/** The `BB?` lines for points other than FIDE's (`trf/index.ts` reads them so). */
function pointTags(points: SwissState['config']['points']): TrfTag[] {
  const tenths = (t: number) => `${Math.trunc(t / 10)}.${t % 10}`;
  const tags: [string, number, number][] = [
    ['BBW', points.win, DEFAULT_POINTS.win],
    ['BBD', points.draw, DEFAULT_POINTS.draw],
    ['BBL', points.loss, DEFAULT_POINTS.loss],
    ['BBZ', points.zeroBye, DEFAULT_POINTS.zeroBye],
    ['BBF', points.forfeitLoss, DEFAULT_POINTS.forfeitLoss],
    ['BBU', points.pab, points.win],
  ];
  return tags.flatMap(([tag, value, otherwise]) =>
    value === otherwise ? [] : [{ tag, text: tenths(value) }],
  );
}

/** The FIDE data a player line carries: the Swiss's record of it, else the roster's fields. */
export function fideDataOf(state: SwissState, id: ParticipantId): FideData {
  const p: Participant | undefined = state.participants.get(id);
  const { rating: _rating, ...details } = state.details.get(id) ?? {};
  return {
    ...(p?.fideId ? { fideId: p.fideId } : {}),
    ...(p?.federation ? { federation: p.federation } : {}),
    ...(p?.title ? { title: p.title } : {}),
    ...(p?.birthDate ? { birthDate: p.birthDate } : {}),
    ...(p?.sex ? { sex: p.sex } : {}),
    ...details,
  };
}

/** `XXA` lines: each accelerated player's virtual points by his pairing number (`trf/index.ts` reads them so). */
function accelerationTags(state: SwissState, order: readonly ParticipantId[]): TrfTag[] {
  const accelerations = state.config.accelerations ?? {};
  return order.flatMap((id, i) => {
    const values = accelerations[id];
    if (!values) return [];
    const cells = values.map((v) => ` ${makeTenths(v).padStart(4)}`).join('');
    return [{ tag: 'XXA', text: `${String(i + 1).padStart(4)}${cells}` }];
  });
}

function tagsOf(state: SwissState, name: string, order: readonly ParticipantId[]): TrfTag[] {
  const chosen = state.config.initialColour;
  const colour = chosen === 'lot' ? state.colourLot?.colour : chosen;
  return [
    { tag: '012', text: name },
    { tag: 'XXR', text: String(state.config.rounds) },
    ...(colour ? [{ tag: 'XXC', text: colour === 'white' ? 'white1' : 'black1' }] : []),
    ...(state.config.acceleration === 'baku' ? [{ tag: '192', text: 'FIDE_DUTCH_2025_BAKU' }] : []),
    ...pointTags(state.config.points),
    ...accelerationTags(state, order),
  ];
}

export function makeSwissCompetitionTrf(state: SwissState, options: SwissTrfOptions): string {
  const order = initialRanking(state);
  const numbers = new Map(order.map((id, i) => [id, i + 1]));
  const cells = roundsOf(state, numbers);
  const placeOf = new Map(computeStandings(state).rows.map((r) => [r.participantId, r.place]));
  const players = order.map((id, i): TrfPlayer => {
    const rounds = cells.get(id) ?? [];
    const tenths = rounds.reduce((sum, r) => sum + cellPoints(cellOf(r), state.config.points), 0);
    return {
      startRank: i + 1,
      ...makeFideData(fideDataOf(state, id), options.personal),
      name: options.nameOf(id),
      rating: ratingOf(state, id),
      halves: Math.round(tenths / 5),
      rank: placeOf.get(id) ?? 0,
      rounds,
      line: 0,
    };
  });
  return makeTrf({ tags: tagsOf(state, options.name, order), roundDates: [], players });
}
