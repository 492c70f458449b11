/**
 * Season facts the pairing needs, read off the outcome sheet: colours played, byes received, who
 * met whom and when (KZ-9, KZ-12), and who is expected on an evening (KZ-11, KZ-13).
 */
import type { ParticipantId } from '../../core/types.js';
import type { ColourHistory } from './colours.js';
import type { KeizerConfig } from './config.js';
import { KIND, sheetOf } from './sheet.js';
import { cycleOf, isSignedOff, type KeizerState, noticeKey } from './state.js';

export interface SeasonFacts {
  readonly colours: readonly ColourHistory[];
  /** Byes and stranded rounds (scored like a bye) per player index. */
  readonly byes: Int32Array;
  /** `lowIndex:highIndex` → the last round the two had a game (played or still to be played). */
  readonly lastMet: ReadonlyMap<string, number>;
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** Facts from the rounds before `round`. */
export function seasonFacts(state: KeizerState, round: number): SeasonFacts {
  const n = state.players.length;
  const whites = new Int32Array(n);
  const blacks = new Int32Array(n);
  const last: ('white' | 'black' | null)[] = new Array(n).fill(null);
  const byes = new Int32Array(n);
  const lastMet = new Map<string, number>();
  for (const sheet of sheetOf(state).rounds) {
    if (sheet.round >= round) break;
    for (let i = 0; i < n; i++) {
      const k = sheet.kind[i];
      if (k === KIND.bye || k === KIND.stranded) byes[i] = (byes[i] as number) + 1;
      const opp = sheet.opponent[i] as number;
      if (opp < 0) continue;
      if (i < opp) lastMet.set(pairKey(i, opp), sheet.round);
      // Colours count for games actually played (a result is recorded).
      if (k === KIND.win || k === KIND.draw || k === KIND.loss) {
        if (sheet.colour[i] === 1) {
          whites[i] = (whites[i] as number) + 1;
          last[i] = 'white';
        } else {
          blacks[i] = (blacks[i] as number) + 1;
          last[i] = 'black';
        }
      }
    }
  }
  const colours = Array.from({ length: n }, (_, i) => ({
    whites: whites[i] as number,
    blacks: blacks[i] as number,
    last: last[i] ?? null,
  }));
  return { colours, byes, lastMet };
}

/** KZ-12: the first round of the rematch window for `round` (Infinity: rematches always allowed). */
function windowStart(config: KeizerConfig, round: number): number {
  const w = config.rematch;
  switch (w.window) {
    case 'cycle':
      return (cycleOf(config, round) - 1) * config.season.roundsPerCycle + 1;
    case 'rounds':
      return round - w.rounds;
    case 'season':
      return 1;
    case 'none':
      return Number.POSITIVE_INFINITY;
  }
}

/** The round two players met in within the window before `round`, if they did. */
export function meetingWithin(
  state: KeizerState,
  facts: SeasonFacts,
  round: number,
): (a: ParticipantId, b: ParticipantId) => number | undefined {
  const start = windowStart(state.config, round);
  return (a, b) => {
    const ia = state.byId.get(a)?.index;
    const ib = state.byId.get(b)?.index;
    if (ia === undefined || ib === undefined) return undefined;
    const met = facts.lastMet.get(pairKey(ia, ib));
    return met !== undefined && met >= start ? met : undefined;
  };
}

/** Why a player is not expected on an evening, or undefined when he is expected to play. */
export function absenceReason(
  state: KeizerState,
  participant: ParticipantId,
  round: number,
): 'not-entered' | 'signed-off' | 'notice' | 'team-match' | undefined {
  const p = state.byId.get(participant);
  if (!p || p.firstRound > round) return 'not-entered';
  const notice = state.notices.get(noticeKey(round, participant));
  if (notice) return notice.reason;
  return isSignedOff(state, participant, round) ? 'signed-off' : undefined;
}

/** KZ-11, KZ-13: the players the evening expects, in registration order. */
export function expectedPlayers(state: KeizerState, round: number): ParticipantId[] {
  return state.players.filter((p) => absenceReason(state, p.id, round) === undefined).map((p) => p.id);
}
