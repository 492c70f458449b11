/**
 * A Keizer season as a FIDE TRF (core/trf-mapping.ts). Written: its crosstable, each evening a
 * round dated by the evening (KZ-1), the outcomes (KZ-7) as TRF codes. Read: any recorded
 * pairings, a Swiss tournament's among them, as a season (trf-import.ts).
 */
import type { TrfResult } from '../../core/trf.js';
import {
  type FormatTrf,
  type TrfSheet,
  type TrfSheetInput,
  type TrfSide,
  unpairedRounds,
} from '../../core/trf-mapping.js';
import { crosstable, gameOf, type KeizerState, type OutcomeKind } from './index.js';
import { keizerTrfReading } from './trf-import.js';

/** Keizer outcomes (KZ-7) as TRF codes: games as played, a bye as a pairing-allocated bye, every absence as zero. */
const CODES: Record<OutcomeKind, TrfResult> = {
  none: ' ',
  win: '1',
  draw: '=',
  loss: '0',
  pending: ' ',
  bye: 'U',
  stranded: 'U',
  notice: 'Z',
  'team-match': 'Z',
  'signed-off': 'Z',
  'not-paired': 'Z',
  'late-notice': 'Z',
  'no-show': '-',
};

function sheet(input: TrfSheetInput): TrfSheet {
  const state = input.state as KeizerState;
  const table = crosstable(state);
  const players = state.players.map((p) => p.id);
  const rounds = unpairedRounds(players, table.rounds.length);
  for (const row of table.rows) {
    rounds.set(
      row.participantId,
      row.cells.map((cell, k): TrfSide => {
        const result = CODES[cell.outcome];
        if (!cell.opponent) return { colour: '-', result };
        // A game without a result yet: its colours are the pairing's.
        const record = cell.colour ? undefined : state.rounds.get(table.rounds[k] ?? 0);
        const game = record ? gameOf(record, row.participantId) : undefined;
        const white = cell.colour ? cell.colour === 'white' : game?.white === row.participantId;
        return { opponent: cell.opponent, colour: white ? 'w' : 'b', result };
      }),
    );
  }
  // KZ-1: each round is played on its club evening.
  return { players, rounds, dates: table.rounds.map((r) => state.evenings.get(r) ?? '') };
}

export const keizerTrf: FormatTrf = {
  sheet,
  reader: {
    help: 'any recorded pairings, a Swiss tournament for one, as a Keizer season (preset: its default)',
    read: keizerTrfReading,
  },
};
