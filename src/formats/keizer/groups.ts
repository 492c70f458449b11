/**
 * KZ-15 groups for next season: start from this season's groups (KZ-2); each group winner moves up,
 * each group's last moves down; new players are placed by rating; when group sizes differ by
 * more than the configured tolerance, more players move until they do not. The system proposes;
 * the director adjusts and confirms with `AssignGroups` in the new season.
 */
import type { ParticipantId } from '../../core/types.js';
import { rankingAfter } from './ranking-view.js';
import type { KeizerState } from './state.js';

const GROUP_MOVE_REASONS = ['winner-up', 'last-down', 'new-by-rating', 'balance-up', 'balance-down'] as const;

export interface GroupMove {
  readonly participantId: ParticipantId;
  readonly from: string | null;
  readonly to: string;
  readonly reason: (typeof GROUP_MOVE_REASONS)[number];
}

export interface GroupProposal {
  readonly groups: Readonly<Record<ParticipantId, string>>;
  readonly moves: readonly GroupMove[];
  readonly sizes: Readonly<Record<string, number>>;
}

export interface NewPlayer {
  readonly participantId: ParticipantId;
  readonly rating: number;
}

export function proposeGroups(state: KeizerState, newPlayers: readonly NewPlayer[] = []): GroupProposal {
  const names = state.config.groups;
  const ranking = rankingAfter(state);
  const rows = ranking.rows.filter((r) => !r.entering);
  const place = new Map(rows.map((r) => [r.participantId, r.place]));
  const rating = new Map<ParticipantId, number>([
    ...state.players.map((p) => [p.id, p.rating] as const),
    ...newPlayers.map((p) => [p.participantId, p.rating] as const),
  ]);
  const assigned = new Map<ParticipantId, string>();
  const moves: GroupMove[] = [];
  const move = (id: ParticipantId, from: string | null, to: string, reason: GroupMove['reason']) => {
    assigned.set(id, to);
    moves.push({ participantId: id, from, to, reason });
  };

  // Winners up, lasts down, decided on this season's groups all at once.
  names.forEach((group, g) => {
    const members = rows.filter((r) => state.groups.get(r.participantId) === group);
    for (const r of members) assigned.set(r.participantId, group);
    const best = members.find((r) => r.eligible) ?? members[0];
    // The winner is never also the one who goes down: then the last of the others goes.
    const last = members.filter((r) => r !== best).at(-1);
    if (best && g > 0) move(best.participantId, group, names[g - 1] as string, 'winner-up');
    if (last && g < names.length - 1) move(last.participantId, group, names[g + 1] as string, 'last-down');
  });

  // New players (and players without a group) by rating: the highest group whose weakest member they match.
  const newcomers = [
    ...rows.filter((r) => !state.groups.has(r.participantId)).map((r) => r.participantId),
    ...newPlayers.map((p) => p.participantId).filter((id) => !place.has(id)),
  ].sort((a, b) => (rating.get(b) ?? 0) - (rating.get(a) ?? 0));
  for (const id of newcomers) {
    const r = rating.get(id) ?? 0;
    const target =
      names.find((group) => {
        const ratings = [...assigned].filter(([, g]) => g === group).map(([m]) => rating.get(m) ?? 0);
        return ratings.length > 0 && r >= Math.min(...ratings);
      }) ?? (names[names.length - 1] as string);
    move(id, null, target, 'new-by-rating');
  }

  balance(state, names, assigned, place, rating, move);
  const sizes = Object.fromEntries(
    names.map((g) => [g, [...assigned.values()].filter((x) => x === g).length]),
  );
  return { groups: Object.fromEntries(assigned), moves, sizes };
}

/** KZ-15: while sizes differ by more than the tolerance, move one more player toward the smallest group. */
function balance(
  state: KeizerState,
  names: readonly string[],
  assigned: Map<ParticipantId, string>,
  place: ReadonlyMap<ParticipantId, number>,
  rating: ReadonlyMap<ParticipantId, number>,
  move: (id: ParticipantId, from: string, to: string, reason: GroupMove['reason']) => void,
): void {
  const moved = new Set<ParticipantId>();
  // Ranking place first; players without one (new) after, strongest first.
  const strength = (id: ParticipantId) => place.get(id) ?? 10_000 - (rating.get(id) ?? 0) / 10_000;
  for (let guard = 0; guard < assigned.size * names.length; guard++) {
    const sizes = names.map((g) => [...assigned.values()].filter((x) => x === g).length);
    const largest = sizes.indexOf(Math.max(...sizes));
    const smallest = sizes.indexOf(Math.min(...sizes));
    if ((sizes[largest] as number) - (sizes[smallest] as number) <= state.config.groupBalanceTolerance)
      return;
    const down = largest < smallest;
    const members = [...assigned]
      .filter(([id, g]) => g === names[largest] && !moved.has(id))
      .map(([id]) => id)
      .sort((a, b) => strength(a) - strength(b));
    const pick = down ? members[members.length - 1] : members[0];
    if (pick === undefined) return;
    moved.add(pick);
    const to = names[largest + (down ? 1 : -1)] as string;
    move(pick, names[largest] as string, to, down ? 'balance-down' : 'balance-up');
  }
}
