/**
 * Exporting a championship as a tsh division (SD-17): one line per player in registration order
 * (tsh player number = position), opponents and own scores by round, and the tags tsh keeps —
 * `board`, `p12` (1 started, 2 second, 0 no opponent), `off` for withdrawn players, `rrank` (tsh's
 * ranks, recomputed) — plus every tag an import kept as a `tsh.<tag>` attribute, in name order
 * as tsh writes them.
 *
 * tsh has no forfeit between two paired players: both get "no opponent" with ± the forfeit
 * spread, as a tsh director would enter it. A player missing from a round that is followed by
 * rounds with them (never the case for a withdrawal) gets "no opponent" with score 0.
 *
 * The final (SD-16) is, as tsh plays it, further rounds of the two finalists against each other:
 * game k in round `rounds + k` (beside the placement round of the others, if any), the first
 * finalist starting (p12 1). The finalists carry the tag `final` with those rounds, so that an
 * import knows them for the final's games and not a Swiss round.
 */
import type { Roster } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';
import type { Pairing } from './events.js';
import type { ChampionshipState, GameResult } from './state.js';
import type { TFile, TPlayer, TTag } from './tsh.js';
import { ATTRIBUTE_PREFIX, FINAL_TAG } from './tsh-import.js';
import { tshRanks } from './tsh-ranks.js';

interface Entry {
  opponent: number;
  score?: number;
  board?: number;
  p12: number;
}

function entryOf(
  id: ParticipantId,
  pairing: Pairing,
  result: GameResult | undefined,
  numberOf: ReadonlyMap<ParticipantId, number>,
  state: ChampionshipState,
): Entry {
  const board = pairing.board === undefined ? {} : { board: pairing.board };
  const { byeSpread, forfeitSpread } = state.config;
  if (pairing.second === null) {
    return { opponent: 0, score: result?.kind === 'forfeit' ? -forfeitSpread : byeSpread, p12: 0, ...board };
  }
  if (result?.kind === 'forfeit') {
    return {
      opponent: 0,
      score: result.absent.includes(id) ? -forfeitSpread : forfeitSpread,
      p12: 0,
      ...board,
    };
  }
  const isFirst = pairing.first === id;
  const opponent = numberOf.get(isFirst ? pairing.second : pairing.first) ?? 0;
  const score = result === undefined ? {} : { score: isFirst ? result.firstScore : result.secondScore };
  return { opponent, p12: isFirst ? 1 : 2, ...score, ...board };
}

/** Drops trailing entries that are undefined; interior ones become 0. */
function dense(values: readonly (number | undefined)[]): number[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === undefined) end--;
  return values.slice(0, end).map((v) => v ?? 0);
}

/** The finalist's games of the final as entries of the rounds after the main rounds. */
function finalEntries(
  state: ChampionshipState,
  id: ParticipantId,
  numberOf: ReadonlyMap<ParticipantId, number>,
) {
  const final = state.final;
  if (!final?.finalists.includes(id)) return [];
  const isFirst = final.finalists[0] === id;
  const other = numberOf.get(final.finalists[isFirst ? 1 : 0]) ?? 0;
  return [...final.games]
    .sort((a, b) => a.game - b.game)
    .map(
      (g): Entry => ({
        opponent: other,
        score: isFirst ? g.firstScore : g.secondScore,
        p12: isFirst ? 1 : 2,
      }),
    );
}

export function exportTFile(state: ChampionshipState, roster: Roster): TFile {
  const numberOf = new Map(state.players.map((p, i) => [p.id, i + 1]));
  const ranks = tshRanks(state);
  const mainRounds = state.config.rounds;
  const players = state.players.map((player): TPlayer => {
    const entries: (Entry | undefined)[] = state.rounds.map((round) => {
      const index = round.slot.get(player.id);
      if (index === undefined) return undefined;
      return entryOf(player.id, round.pairings[index] as Pairing, round.results[index], numberOf, state);
    });
    const finalGames = finalEntries(state, player.id, numberOf);
    finalGames.forEach((entry, k) => {
      entries[mainRounds + k] = entry;
    });
    const played = dense(entries.map((e) => (e === undefined ? undefined : 1))).length;
    const rows = entries.slice(0, played).map((e) => e ?? { opponent: 0, score: 0, p12: 0 });
    const tags: TTag[] = [];
    const boards = dense(rows.map((e) => e.board));
    if (boards.length > 0) tags.push({ name: 'board', values: boards.map(String) });
    if (state.withdrawn.has(player.id))
      tags.push({ name: 'off', values: [String(-state.config.forfeitSpread)] });
    if (rows.length > 0) tags.push({ name: 'p12', values: rows.map((e) => String(e.p12)) });
    if (finalGames.length > 0)
      tags.push({ name: FINAL_TAG, values: finalGames.map((_, k) => String(mainRounds + k + 1)) });
    tags.push({ name: 'rrank', values: (ranks.get(player.id) ?? []).map(String) });
    const participant = roster.get(player.id);
    for (const [key, value] of Object.entries(participant?.attributes ?? {})) {
      if (key.startsWith(ATTRIBUTE_PREFIX)) {
        tags.push({
          name: key.slice(ATTRIBUTE_PREFIX.length),
          values: String(value).split(' ').filter(Boolean),
        });
      }
    }
    tags.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return {
      name: participant?.name ?? player.name,
      rating: player.rating,
      opponents: rows.map((e) => e.opponent),
      scores: dense(rows.map((e) => e.score)),
      tags,
    };
  });
  return { players };
}
