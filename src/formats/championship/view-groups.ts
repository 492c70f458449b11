/**
 * The preliminary groups page's data (SD-3 … SD-7): each group with its letters, players and
 * ratings, how the groups came about (drawn with a seed, or fixed by hand), and each group's
 * three rounds with byes and results.
 */
import type { ParticipantId } from '../../core/types.js';
import type { GroupKind } from './events.js';
import { GROUP_ROUNDS, GROUP_SCHEDULES } from './groups.js';
import { type ChampionshipState, findPairing, roundOf } from './state.js';

export interface GroupGameView {
  readonly round: number;
  readonly first: ParticipantId;
  /** Null for the bye. */
  readonly second: ParticipantId | null;
  /** "412:388", "bye", "forfeit", or "" while unplayed. */
  readonly text: string;
}

export interface GroupView {
  readonly number: number;
  readonly kind: GroupKind;
  readonly members: readonly {
    readonly letter: string;
    readonly id: ParticipantId;
    readonly name: string;
    readonly rating: number;
  }[];
  readonly games: readonly GroupGameView[];
}

export interface GroupsView {
  readonly method: 'drawn' | 'fixed';
  readonly seed?: string;
  readonly groups: readonly GroupView[];
}

export function groupsView(state: ChampionshipState): GroupsView | undefined {
  const set = state.groups;
  if (!set) return undefined;
  const groups = set.groups.map((group, g): GroupView => {
    const games: GroupGameView[] = [];
    for (let round = 1; round <= GROUP_ROUNDS; round++) {
      for (const [a, b] of GROUP_SCHEDULES[group.kind][round - 1] ?? []) {
        const first = group.members[a] as ParticipantId;
        const second = b === null ? null : (group.members[b] as ParticipantId);
        games.push({ round, first, second, text: textOf(state, round, first, second) });
      }
    }
    return {
      number: g + 1,
      kind: group.kind,
      members: group.members.map((id, k) => ({
        letter: String.fromCharCode(65 + k),
        id,
        name: state.byId.get(id)?.name ?? id,
        rating: state.byId.get(id)?.rating ?? 0,
      })),
      games,
    };
  });
  return { method: set.method, ...(set.seed ? { seed: set.seed } : {}), groups };
}

function textOf(
  state: ChampionshipState,
  round: number,
  first: ParticipantId,
  second: ParticipantId | null,
): string {
  const current = roundOf(state, round);
  const found = current && findPairing(current, first, second);
  if (!current || !found) return '';
  const result = current.results[found.index];
  if (result?.kind === 'forfeit') return 'forfeit';
  if (second === null) return 'bye';
  if (result?.kind !== 'scores') return '';
  return found.swapped
    ? `${result.secondScore}:${result.firstScore}`
    : `${result.firstScore}:${result.secondScore}`;
}
