/**
 * Importing a tsh division (SD-17): the players become participants (`p1` … by tsh player number,
 * tags we do not interpret kept as `tsh.<tag>` attributes so that an export gives them back), and
 * the rounds become commands — the director's pairing of each round with its boards and starts,
 * its results, byes, forfeits and withdrawals — to run through the engine like any other input.
 */
import type { Participant } from '../../core/participant.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { ChampionshipCommand, ManualPairing } from './commands.js';
import { presets } from './config.js';
import { type TFile, type TPlayer, tagOf } from './tsh.js';

/** The finalists' tag: the rounds that are the final's games (SD-16; tsh-export.ts). */
export const FINAL_TAG = 'final';
/** Tags the import turns into pairings, withdrawals and the final; `rrank` is recomputed on export. */
const INTERPRETED_TAGS = ['board', 'p12', 'off', 'rrank', FINAL_TAG] as const;
export const ATTRIBUTE_PREFIX = 'tsh.';

export interface TshImportOptions {
  /** The preset to continue under (default `new-swiss`; `dm` to run the championship's round 20 and final). */
  readonly preset?: string;
  /** Overrides on the preset; `rounds` is raised to the rounds the file has. */
  readonly config?: Readonly<Record<string, unknown>>;
}

export interface TshImport {
  readonly preset: string;
  /** Overrides for the preset: the rounds, and the bye and forfeit spreads the file uses. */
  readonly config: Readonly<Record<string, unknown>>;
  readonly participants: readonly Participant[];
  readonly commands: readonly ChampionshipCommand[];
}

export const participantIdOf = (number: number): ParticipantId => `p${number}`;

const fail = (code: `ERR_${string}`, message: string, path: string): Result<never, Refusal> =>
  err(refusal(code, message, { path }));

function participantOf(p: TPlayer, number: number): Participant {
  const attributes = Object.fromEntries(
    p.tags
      .filter((t) => !(INTERPRETED_TAGS as readonly string[]).includes(t.name))
      .map((t) => [`${ATTRIBUTE_PREFIX}${t.name}`, t.values.join(' ')]),
  );
  return {
    id: participantIdOf(number),
    name: p.name,
    ...(p.rating > 0 ? { rating: p.rating } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  };
}

/** The round from which an `off` player is withdrawn: the start of the trailing run of forfeits. */
function withdrawalRound(p: TPlayer): number | undefined {
  if (!tagOf(p, 'off')) return undefined;
  let from = p.opponents.length + 1;
  while (from > 1 && p.opponents[from - 2] === 0 && (p.scores[from - 2] ?? 0) < 0) from--;
  return from;
}

/** The bye and forfeit spreads the file uses (tsh's +50 / −50 when it has none). */
function spreadsOf(file: TFile): Result<{ byeSpread: number; forfeitSpread: number }, Refusal> {
  const seen = { bye: new Set<number>(), forfeit: new Set<number>() };
  for (const [i, p] of file.players.entries()) {
    for (const [r, o] of p.opponents.entries()) {
      const s = p.scores[r];
      if (o !== 0 || s === undefined) continue;
      if (s === 0) {
        return fail(
          'ERR_TSH_UNSUPPORTED',
          `player ${i + 1}, round ${r + 1}: a score of 0 without opponent`,
          `player ${i + 1}`,
        );
      }
      (s > 0 ? seen.bye : seen.forfeit).add(Math.abs(s));
    }
  }
  if (seen.bye.size > 1 || seen.forfeit.size > 1) {
    return fail(
      'ERR_TSH_UNSUPPORTED',
      'byes (or forfeits) with different spreads cannot be imported',
      'players',
    );
  }
  return ok({ byeSpread: [...seen.bye][0] ?? 50, forfeitSpread: [...seen.forfeit][0] ?? 50 });
}

export function importTFile(file: TFile, options: TshImportOptions = {}): Result<TshImport, Refusal> {
  const spreads = spreadsOf(file);
  if (!spreads.ok) return spreads;
  const played = Math.max(0, ...file.players.map((p) => p.opponents.length));
  const final = finalOf(file);
  if (!final.ok) return final;
  const finalRounds = final.value?.rounds ?? [];
  const rounds = finalRounds.length > 0 ? (finalRounds[0] as number) - 1 : played;
  const commands: ChampionshipCommand[] = [];
  const withdrawals = file.players.map(
    (p) => withdrawalRound(p) ?? (p.opponents.length < rounds ? p.opponents.length + 1 : undefined),
  );
  // The tags read for every round, looked up once per player.
  const tags = file.players.map((p) => ({ board: tagOf(p, 'board') ?? [], p12: tagOf(p, 'p12') ?? [] }));
  for (let r = 1; r <= rounds; r++) {
    for (const [i, from] of withdrawals.entries()) {
      if (from === r)
        commands.push({ type: 'WithdrawParticipant', participant: participantIdOf(i + 1), round: r });
    }
    const failed = roundCommands(file, tags, r, commands);
    if (failed) return failed;
  }
  for (const [i, from] of withdrawals.entries()) {
    if (from !== undefined && from > rounds) {
      commands.push({ type: 'WithdrawParticipant', participant: participantIdOf(i + 1), round: from });
    }
  }
  const finalists = final.value?.players;
  const placement =
    finalists !== undefined &&
    file.players.some((p, i) => !finalists.includes(i + 1) && p.opponents.length >= rounds + 1);
  if (finalists) {
    commands.push({ type: 'PairFinal' });
    if (placement) {
      const failed = roundCommands(file, tags, rounds + 1, commands, new Set(finalists));
      if (failed) return failed;
    }
    const failed = finalCommands(file, tags, finalists, finalRounds, commands);
    if (failed) return failed;
  }
  const preset = options.preset ?? (finalists ? 'dm' : 'new-swiss');
  const base = presets[preset]?.config as
    | { candidatesRound?: number | null; groupRounds?: boolean }
    | undefined;
  const candidates = base?.candidatesRound ?? null;
  const wanted = Number(options.config?.rounds ?? 0);
  // A file without a final continues to the preset's candidates round (`dm`: round 20, then the
  // final); a file with one ends its main rounds before it, the last of them the candidates round.
  const total = Math.max(rounds, wanted, 1, finalists ? 0 : (candidates ?? 0));
  const candidatesRound =
    candidates === null || (base?.groupRounds && Math.min(candidates, total) <= 3)
      ? null
      : Math.min(candidates, total);
  return ok({
    preset,
    config: {
      candidatesRound,
      ...(finalists
        ? {
            final: { enabled: true, mode: finalRounds.length > 2 ? 'best-of-three' : 'two-games-total' },
            placementRound: placement,
          }
        : {}),
      ...options.config,
      rounds: total,
      ...spreads.value,
    },
    participants: file.players.map((p, i) => participantOf(p, i + 1)),
    commands,
  });
}

/** The two finalists (player numbers) and the rounds of their final's games, from their `final` tags. */
function finalOf(
  file: TFile,
): Result<
  { readonly players: readonly [number, number]; readonly rounds: readonly number[] } | undefined,
  Refusal
> {
  const tagged = file.players.flatMap((p, i) => {
    const values = tagOf(p, FINAL_TAG);
    return values ? [{ number: i + 1, rounds: values.map(Number) }] : [];
  });
  if (tagged.length === 0) return ok(undefined);
  const [a, b] = tagged;
  const rounds = a?.rounds ?? [];
  const consecutive = rounds.every((r, k) => Number.isInteger(r) && r === (rounds[0] as number) + k && r > 1);
  if (tagged.length !== 2 || !a || !b || !consecutive || rounds.join(' ') !== b.rounds.join(' '))
    return fail(
      'ERR_TSH_FINAL',
      `the final tag names ${tagged.length} players; a final is two players over the same consecutive rounds`,
      `player ${a?.number ?? 1}`,
    );
  return ok({ players: [a.number, b.number], rounds });
}

/** The final's games (SD-16): one per final round, the finalist with p12 1 first. */
function finalCommands(
  file: TFile,
  tags: readonly { readonly p12: readonly string[] }[],
  [a, b]: readonly [number, number],
  rounds: readonly number[],
  commands: ChampionshipCommand[],
): Result<never, Refusal> | undefined {
  for (const [k, r] of rounds.entries()) {
    const pa = file.players[a - 1] as TPlayer;
    const pb = file.players[b - 1] as TPlayer;
    if (pa.opponents[r - 1] !== b || pb.opponents[r - 1] !== a)
      return fail(
        'ERR_TSH_FINAL',
        `round ${r}: the finalists ${a} and ${b} do not play each other`,
        `player ${a}`,
      );
    const sa = pa.scores[r - 1];
    const sb = pb.scores[r - 1];
    if (sa === undefined || sb === undefined) continue;
    const aFirst = tags[a - 1]?.p12[r - 1] !== '2';
    commands.push({
      type: 'RecordFinalGame',
      game: k + 1,
      firstScore: aFirst ? sa : sb,
      secondScore: aFirst ? sb : sa,
    });
  }
  return undefined;
}

/** Round r: the pairing by hand, then its results, appended to `commands`; a refusal when the round is inconsistent. */
function roundCommands(
  file: TFile,
  tags: readonly { readonly board: readonly string[]; readonly p12: readonly string[] }[],
  r: number,
  commands: ChampionshipCommand[],
  finalists: ReadonlySet<number> = new Set(),
): Result<never, Refusal> | undefined {
  const pairings: ManualPairing[] = [];
  const results: ChampionshipCommand[] = [];
  const { players } = file;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as TPlayer;
    const number = i + 1;
    const opponent = p.opponents[r - 1];
    if (opponent === undefined || (opponent !== 0 && opponent < number) || finalists.has(number)) continue;
    const board = Number(tags[i]?.board[r - 1] ?? 0);
    const pairing = (first: ParticipantId, second: ParticipantId | null): ManualPairing =>
      board > 0 ? { first, second, board } : { first, second };
    const own = p.scores[r - 1];
    if (opponent === 0) {
      pairings.push(pairing(participantIdOf(number), null));
      if (own !== undefined && own < 0)
        results.push({ type: 'RecordForfeit', round: r, absent: [participantIdOf(number)] });
      continue;
    }
    const other = players[opponent - 1] as TPlayer;
    if (other.opponents[r - 1] !== number) {
      return fail(
        'ERR_TSH_OPPONENT',
        `round ${r}: player ${number} (${p.name}) plays ${opponent}, but ${opponent} plays ${other.opponents[r - 1] ?? 'nobody'}`,
        `player ${number}`,
      );
    }
    // tsh's p12: 1 started, 2 went second; without it the lower player number starts.
    const otherStarts = tags[opponent - 1]?.p12[r - 1] === '1' || tags[i]?.p12[r - 1] === '2';
    const first = otherStarts ? opponent : number;
    const second = otherStarts ? number : opponent;
    pairings.push(pairing(participantIdOf(first), participantIdOf(second)));
    const a = (players[first - 1] as TPlayer).scores[r - 1];
    const b = (players[second - 1] as TPlayer).scores[r - 1];
    if ((a === undefined) !== (b === undefined)) {
      return fail(
        'ERR_TSH_SCORES',
        `round ${r}: only one of players ${first} and ${second} has a score`,
        `player ${number}`,
      );
    }
    if (a !== undefined && b !== undefined) {
      results.push({
        type: 'RecordGame',
        round: r,
        first: participantIdOf(first),
        second: participantIdOf(second),
        firstScore: a,
        secondScore: b,
      });
    }
  }
  commands.push({ type: 'PairRound', round: r, pairings });
  for (const result of results) commands.push(result);
  return undefined;
}
