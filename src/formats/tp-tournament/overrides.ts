/**
 * TX-14: the director's decision is final. Every computed outcome — a game's TP, a group's order,
 * a cup match's winner, a game's colours, a TX-5 exclusion — can be set by the director with a
 * recorded reason. This module checks that an override names something that exists; decide and
 * evolve both use it.
 */
import type { ErrorCode } from '../../core/types.js';
import { bracket, matchById } from './cup.js';
import type { Override } from './events.js';
import { findGame } from './games.js';
import { groupTable } from './groups.js';
import { standingResult } from './results.js';
import type { TpState } from './state.js';

export interface OverrideProblem {
  readonly status: 'ineffective' | 'rejected';
  readonly code: ErrorCode;
  readonly message: string;
  readonly path: string;
}

const problem = (
  status: OverrideProblem['status'],
  code: ErrorCode,
  message: string,
  path: string,
): OverrideProblem => ({ status, code, message, path: `override.${path}` });

export function checkOverride(state: TpState, o: Override): OverrideProblem | undefined {
  switch (o.target) {
    case 'game-points':
    case 'colours': {
      const lookup = findGame(state, o.game);
      if (lookup.status !== 'ready')
        return problem(
          lookup.status === 'unknown' ? 'rejected' : 'ineffective',
          'ERR_NO_SUCH_GAME',
          lookup.reason,
          'game',
        );
      if (!o.players.every((p) => lookup.game.players.includes(p)))
        return problem(
          'ineffective',
          'ERR_WRONG_PLAYERS',
          `${o.game} is ${lookup.game.players.join(' – ')}`,
          'players',
        );
      if (o.target === 'colours') return undefined;
      if (lookup.game.deciding)
        return problem(
          'rejected',
          'ERR_NO_TP',
          `${o.game} decides a tie and has no tournament points`,
          'game',
        );
      if (!standingResult(state, o.game))
        return problem(
          'ineffective',
          'ERR_NO_RESULT',
          `${o.game} has no result whose TP could be set`,
          'game',
        );
      if (o.tp[0] + o.tp[1] !== state.config.points.perGame)
        return problem(
          'rejected',
          'ERR_TP_SUM',
          `the TP of a game add up to ${state.config.points.perGame / 10}, not ${(o.tp[0] + o.tp[1]) / 10}`,
          'tp',
        );
      return undefined;
    }
    case 'group-order': {
      const table = groupTable(state, o.group);
      if (!table) return problem('rejected', 'ERR_NO_SUCH_GROUP', `there is no group ${o.group}`, 'group');
      if (!table.complete)
        return problem(
          'ineffective',
          'ERR_GROUP_INCOMPLETE',
          `group ${o.group} still has games to play`,
          'group',
        );
      const active = table.rows.map((r) => r.participantId);
      const same = o.order.length === active.length && active.every((id) => o.order.includes(id));
      if (!same)
        return problem(
          'ineffective',
          'ERR_NOT_THE_TABLE',
          `the order must list exactly ${active.join(', ')}`,
          'order',
        );
      return undefined;
    }
    case 'match-winner': {
      const b = bracket(state);
      const match = b ? matchById(b, o.match) : undefined;
      if (!match) return problem('rejected', 'ERR_NO_SUCH_MATCH', `the cup has no match ${o.match}`, 'match');
      if (!match.players.includes(o.winner))
        return problem(
          'ineffective',
          'ERR_WRONG_PLAYERS',
          `${o.winner} does not play in ${o.match}`,
          'winner',
        );
      return undefined;
    }
    case 'exclusion':
      return state.entrants.has(o.participant)
        ? undefined
        : problem(
            'rejected',
            'ERR_UNKNOWN_PARTICIPANT',
            `"${o.participant}" is not a participant`,
            'participant',
          );
  }
}
