/**
 * The round robin as a FIDE TRF (core/trf-mapping.ts). Written: its Berger rounds, each game's
 * result as the codes of both sides, the bye of an odd field as configured; a round is dated by
 * the day its first result took effect. Read: the players in starting-rank order become the
 * pairing numbers of the Berger tables, each game's result the director's `RecordResult` in its
 * round (docs/publication.md).
 */
import type { CoreEvent } from '../../core/events.js';
import { isAfter } from '../../core/moment.js';
import { roundColumn, type TrfFile, type TrfResult } from '../../core/trf.js';
import {
  type FormatTrf,
  GAME_CODES,
  gameOfCodes,
  invalidTrf,
  participantOfRank,
  playersByRank,
  presetOr,
  type TrfRead,
  type TrfSheet,
  type TrfSheetInput,
  type TrfSide,
  type TrfStep,
} from '../../core/trf-mapping.js';
import {
  err,
  type Moment,
  ok,
  type ParticipantId,
  type Refusal,
  type Result,
  refusal,
} from '../../core/types.js';
import type { RoundRobinEvent } from './events.js';
import { findResult, type RoundRobinState, roundRobin } from './index.js';

/**
 * A round's date is the day its first result took effect (the round robin schedules no dates);
 * events after `asOf` do not count, and a round without a result has none.
 */
function roundDates(rounds: number, { events, asOf }: TrfSheetInput): string[] {
  const first: (Moment | undefined)[] = Array.from({ length: rounds });
  for (const e of events as readonly (RoundRobinEvent | CoreEvent)[]) {
    if (e.type !== 'ResultRecorded' || isAfter(e.at, asOf)) continue;
    const i = e.payload.round - 1;
    const known = first[i];
    if (i >= 0 && i < rounds && (known === undefined || isAfter(known, e.at))) first[i] = e.at;
  }
  return first.map((at) => at?.slice(0, 10) ?? '');
}

function sheet(input: TrfSheetInput): TrfSheet {
  const state = input.state as RoundRobinState;
  const { order, schedule } = state.draw;
  const rounds = new Map(order.map((id) => [id, [] as TrfSide[]]));
  const byeCode: TrfResult = state.draw.config.points.bye === '0' ? 'Z' : 'U';
  schedule.forEach((games, r) => {
    for (const g of games) {
      const white = order[g.white - 1] as ParticipantId;
      if (g.black === null) {
        rounds.get(white)?.push({ colour: '-', result: byeCode });
        continue;
      }
      const black = order[g.black - 1] as ParticipantId;
      const result = findResult(state, r + 1, white, black)?.result;
      const [w, b] = result ? GAME_CODES[result] : [' ', ' '];
      rounds.get(white)?.push({ opponent: black, colour: 'w', result: w as TrfResult });
      rounds.get(black)?.push({ opponent: white, colour: 'b', result: b as TrfResult });
    }
  });
  return { players: order, rounds, dates: roundDates(schedule.length, input), total: schedule.length };
}

/** Each game once (from White's line), as the director's result in its round, in round order. */
function gamesOf(file: TrfFile, path: string, now: Moment): Result<TrfStep[], Refusal> {
  const byRank = new Map(file.players.map((p) => [p.startRank, p]));
  const games: TrfStep[] = [];
  for (const p of file.players) {
    for (const [i, r] of p.rounds.entries()) {
      if (r.opponent === 0 || r.colour !== 'w' || r.result === ' ') continue;
      const column = roundColumn(i + 1) + 7;
      const back = byRank.get(r.opponent)?.rounds[i];
      const result = gameOfCodes(r.result, back?.result ?? ' ');
      if (!result)
        return err(
          invalidTrf(
            path,
            p.line,
            column,
            `round ${i + 1}: the results "${r.result}" and "${back?.result ?? ' '}" of players ${p.startRank} and ${r.opponent} do not make one game`,
          ),
        );
      games.push({
        at: now,
        actor: { kind: 'import' },
        command: {
          type: 'RecordResult',
          round: i + 1,
          white: participantOfRank(p.startRank),
          black: participantOfRank(r.opponent),
          result,
        },
        line: p.line,
        column,
        round: i + 1,
      });
    }
  }
  return ok(games.sort((a, b) => (a.round ?? 0) - (b.round ?? 0) || a.line - b.line));
}

const read: TrfRead = (path, _text, file, options, now) => {
  const ranked = playersByRank(path, file);
  if (!ranked.ok) return ranked;
  const players = ranked.value;
  const rounds = Math.max(0, ...players.map((p) => p.rounds.length));
  const perCycle = players.length % 2 === 0 ? players.length - 1 : players.length;
  const cycles = Math.max(1, Math.ceil(rounds / Math.max(1, perCycle)));
  const preset = options.preset ?? (cycles === 2 ? 'double-fide' : 'fide');
  const config = roundRobin.parseConfig({ cycles }, preset);
  if (!config.ok) {
    const notRoundRobins = refusal(
      'ERR_INVALID_TRF',
      `${path}: ${rounds} rounds of ${players.length} players are not 1 to 4 round robins`,
    );
    const first = config.error[0];
    return err(first ? presetOr(first, notRoundRobins) : notRoundRobins);
  }
  const participants = players.map((p) => ({
    id: participantOfRank(p.startRank),
    name: p.name,
    ...(p.rating > 0 ? { rating: p.rating } : {}),
    ...(p.fideId ? { attributes: { fideId: p.fideId } } : {}),
  }));
  const steps = gamesOf(file, path, now);
  if (!steps.ok) return steps;
  return ok({
    preset,
    config: config.value,
    participants,
    createdAt: now,
    steps: steps.value,
    rounds,
    games: steps.value.length,
  });
};

export const roundRobinTrf: FormatTrf = {
  sheet,
  reader: {
    help: 'a round robin by its Berger tables (preset fide, double-fide for two cycles)',
    read,
  },
};
