/**
 * The generic rounds view: group rounds (all groups at once, as weekend events play them), the
 * play-offs, and the cup rounds with their tie-break games. Each pairing shows stones and TP.
 * Labels are message keys with their params (`tx.round.groups`, n).
 */
import type { PairingView, RoundView } from '../../core/views.js';
import { bracket } from './cup.js';
import { type GameSheet, gameSheet } from './game-view.js';
import { allGames } from './games.js';
import { formatTp } from './points.js';
import type { GameResult } from './result.js';
import { roundKey, type TpState } from './state.js';

/** Message key of a cup round's name: the final, the semi-finals, the quarter-finals, or a number. */
export function cupRoundLabel(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  return ['tx.round.final', 'tx.round.semi-final', 'tx.round.quarter-final'][fromEnd] ?? 'tx.round.cup';
}

export function resultText(result: GameResult): string {
  switch (result.kind) {
    case 'played':
      return `${result.scores[0]}:${result.scores[1]}`;
    case 'no-show':
      return result.absent.length === 2 ? 'no-show (both)' : `no-show (${result.absent[0]})`;
    case 'double-crash':
      return 'double crash';
  }
}

/** A no-show or a double crash in words (the absent player by name), for the pages. */
function resultMessage(result: GameResult): PairingView['resultMessage'] {
  switch (result.kind) {
    case 'played':
      return undefined;
    case 'no-show':
      return result.absent.length === 2
        ? { key: 'tx.kind.double-no-show' }
        : { key: 'tx.kind.no-show-by', params: { player: result.absent[0] as string } };
    case 'double-crash':
      return { key: 'tx.kind.double-crash' };
  }
}

function pairing(sheet: GameSheet, board: number): PairingView {
  const [first, second] = sheet.game.players;
  const note = sheet.tp
    ? `${sheet.game.id} · ${formatTp(sheet.tp[0])}:${formatTp(sheet.tp[1])} TP`
    : sheet.winner
      ? `${sheet.game.id} · won by ${sheet.winner}`
      : sheet.game.id;
  const message = sheet.result ? resultMessage(sheet.result) : undefined;
  return {
    board,
    first,
    second,
    ...(sheet.result ? { result: resultText(sheet.result) } : {}),
    ...(message ? { resultMessage: message } : {}),
    note,
  };
}

function status(sheets: readonly GameSheet[]): RoundView['status'] {
  const done = sheets.filter((s) => s.status !== 'open').length;
  return done === 0 ? 'paired' : done === sheets.length ? 'complete' : 'playing';
}

export function rounds(state: TpState): RoundView[] {
  const cup = bracket(state);
  const sheets = allGames(state, cup).map((g) => gameSheet(state, g));
  const out: RoundView[] = [];
  const add = (id: string, label: string, n: number, list: GameSheet[], at?: RoundView['at']) => {
    if (list.length === 0) return;
    out.push({
      id,
      label,
      params: { n },
      status: status(list),
      pairings: list.map((s, i) => pairing(s, i + 1)),
      ...(at ? { at } : {}),
    });
  };
  for (let r = 1; r <= (state.groups?.rounds ?? 0); r++) {
    const list = sheets.filter((s) => s.game.ref.kind === 'group' && s.game.round?.round === r);
    add(`groups:${r}`, 'tx.round.groups', r, list, state.rounds.get(roundKey('groups', r))?.startsAt);
  }
  add(
    'playoffs',
    'tx.round.playoffs',
    0,
    sheets.filter((s) => s.game.ref.kind === 'playoff'),
  );
  for (const round of cup?.rounds ?? []) {
    const r = round[0]?.round ?? 0;
    const list = sheets.filter((s) => s.game.inCup && s.game.round?.round === r);
    add(
      `cup:${r}`,
      cupRoundLabel(r, cup?.rounds.length ?? 0),
      r,
      list,
      state.rounds.get(roundKey('cup', r))?.startsAt,
    );
  }
  return out;
}
