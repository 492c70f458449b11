/**
 * Importing a season's history (players and results per round) from a club's files: the CSV and
 * JSON parsers (import-csv.ts, import-json.ts) produce this line-numbered document; this module
 * checks it and turns it into the setup and the commands that replay the season through the
 * engine (pairings as the director's manual pairing, notices, no-shows, results), so imported
 * history is validated by the same rules as live entry. Errors name the line they are on and
 * come in file order; what the history may well hold but a director should see (a game without a
 * result) is a warning, not an error.
 */
import type { DemoStep } from '../../core/demo.js';
import type { Actor } from '../../core/events.js';
import { type Participant, participantIdSchema } from '../../core/participant.js';
import { parseRational } from '../../core/rational.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import { localMoment } from './calendar.js';
import { parseGameResult } from './commands.js';
import type { KeizerConfig } from './config.js';
import { dateSchema } from './events.js';

const IMPORT_ABSENCES = ['notice', 'team-match', 'late', 'none'] as const;

export interface Located<T> {
  readonly line: number;
  readonly value: T;
}

export interface SeasonPlayer {
  readonly id: string;
  readonly name: string;
  readonly rating?: number;
  readonly group?: string;
  /** First round played (a late entrant joins after the previous round was paired). */
  readonly joined: number;
  readonly entry?: string;
}

export interface SeasonRound {
  readonly round: number;
  readonly date: string;
  readonly games: readonly Located<{ white: string; black: string; result?: string }>[];
  readonly byes: readonly Located<string>[];
  readonly unpaired: readonly Located<string>[];
  readonly absences: readonly Located<{ player: string; kind: string }>[];
}

export interface SeasonDocument {
  readonly players: readonly Located<SeasonPlayer>[];
  readonly rounds: readonly Located<SeasonRound>[];
}

/** A command of the import with the line of the file it comes from. */
export interface SeasonStep extends DemoStep {
  readonly line: number;
}

export interface ImportedSeason {
  /** The players of the first round: the competition's setup. */
  readonly participants: readonly Participant[];
  /** Commands in order, each with its moment and line; run them through `decideCommand`. */
  readonly steps: readonly SeasonStep[];
  /** The line of every game, by `round:white:black`, to name it in what the replay reports. */
  readonly gameLines: ReadonlyMap<string, number>;
  /** What to tell the director without refusing the file, in file order. */
  readonly warnings: readonly ImportWarning[];
}

/** Something the file may well hold, but the director should see ("line 12: … has no result"). */
export interface ImportWarning {
  readonly line: number;
  readonly message: string;
}

export const lineError = (line: number, message: string): Refusal =>
  refusal('ERR_INVALID_IMPORT', `line ${line}: ${message}`, { path: `line ${line}`, params: { line } });

const lineWarning = (line: number, message: string): ImportWarning => ({
  line,
  message: `line ${line}: ${message}`,
});

/** The line a refusal names (lineError), for sorting into file order. */
const lineOf = (r: Refusal): number => Number(r.params?.line ?? 0);

/** Refusals in file order (a stable sort: the same line keeps the order found). */
export const inFileOrder = (refusals: readonly Refusal[]): Refusal[] =>
  [...refusals].sort((a, b) => lineOf(a) - lineOf(b));

export const gameKeyOf = (round: number, white: string, black: string): string =>
  `${round}:${white}:${black}`;

const actor: Actor = { kind: 'import' };

/** What the replay of a season document collects as it goes through the rounds. */
interface SeasonReplay {
  readonly config: KeizerConfig;
  readonly players: readonly SeasonPlayer[];
  readonly lineOfPlayer: ReadonlyMap<string, number>;
  readonly steps: SeasonStep[];
  readonly warnings: ImportWarning[];
  readonly missing: Refusal[];
  readonly gameLines: Map<string, number>;
  /** No-shows in a row, per player (KZ-13). */
  readonly streak: Map<string, number>;
  readonly signedOff: Set<string>;
  readonly step: (date: string, time: string, line: number, command: DemoStep['command']) => void;
}

/** Checks a parsed document and turns it into setup and replayable commands. */
export function seasonFromDocument(
  doc: SeasonDocument,
  config: KeizerConfig,
): Result<ImportedSeason, Refusal[]> {
  const errors = checkDocument(doc);
  if (errors.length > 0) return err(inFileOrder(errors));
  const zone = config.calendar.timeZone;
  const players = doc.players.map((p) => p.value);
  const participants = players.filter((p) => p.joined <= 1).map(toParticipant);
  const steps: SeasonStep[] = [];
  // An evening has a handful of moments (notices, pairing, results): each is worked out once.
  const moments = new Map<string, Moment>();
  const momentAt = (date: string, time: string): Moment => {
    const key = `${date}T${time}`;
    let at = moments.get(key);
    if (at === undefined) moments.set(key, (at = localMoment(date, time, zone)));
    return at;
  };
  const replay: SeasonReplay = {
    config,
    players,
    lineOfPlayer: new Map(doc.players.map((p) => [p.value.id, p.line])),
    steps,
    warnings: [],
    missing: [],
    gameLines: new Map(),
    streak: new Map(),
    signedOff: new Set(),
    step: (date, time, line, command) => steps.push({ at: momentAt(date, time), actor, command, line }),
  };
  const first = doc.rounds[0];
  if (first) {
    replay.step(first.value.date, '09:00', first.line, {
      type: 'PlanEvenings',
      evenings: doc.rounds.map((r) => ({ round: r.value.round, date: r.value.date })),
    });
    replay.step(first.value.date, '09:00', first.line, {
      type: 'SetInitialRanking',
      basis: 'manual',
      order: participants.map((p) => p.id),
    });
  }
  for (const round of doc.rounds) replayRound(replay, round);
  const { missing, gameLines, warnings } = replay;
  return missing.length > 0
    ? err(inFileOrder(missing))
    : ok({ participants, steps, gameLines, warnings: [...warnings].sort((a, b) => a.line - b.line) });
}

/** One round: who joins or comes back, the notices, the pairing as given, its results, sign-offs. */
function replayRound(replay: SeasonReplay, { line, value: r }: Located<SeasonRound>): void {
  checkEveryoneMentioned(replay, line, r);
  enterAndReturn(replay, line, r);
  const noShows = notices(replay, r);
  replay.step(r.date, '18:00', line, {
    type: 'AdjustPairing',
    round: r.round,
    games: r.games.map((g) => ({ white: g.value.white, black: g.value.black })),
    bye: r.byes[0]?.value ?? null,
    unpaired: [...r.byes.slice(1).map((b) => b.value), ...r.unpaired.map((u) => u.value)],
    noShows,
  });
  results(replay, r);
  // KZ-13: follow the automatic sign-off so later rounds need not list the player.
  for (const p of replay.players) {
    const n = noShows.includes(p.id) ? (replay.streak.get(p.id) ?? 0) + 1 : 0;
    replay.streak.set(p.id, n);
    if (replay.config.signOffAfterNoShows > 0 && n >= replay.config.signOffAfterNoShows)
      replay.signedOff.add(p.id);
  }
}

/** Every player in the competition (not signed off) has a game, bye, unpaired or absence in each round. */
function checkEveryoneMentioned(
  { players, signedOff, missing }: SeasonReplay,
  line: number,
  r: SeasonRound,
): void {
  const mentioned = new Set([
    ...r.games.flatMap((g) => [g.value.white, g.value.black]),
    ...[...r.byes, ...r.unpaired].map((b) => b.value),
    ...r.absences.map((a) => a.value.player),
  ]);
  for (const p of players) {
    if (p.joined <= r.round && !signedOff.has(p.id) && !mentioned.has(p.id)) {
      missing.push(
        lineError(
          line,
          `"${p.id}" is not mentioned in round ${r.round}: give a game, bye, unpaired or absence`,
        ),
      );
    }
  }
}

/** Late entrants registered with their entry points (KZ-6); players signed off who play again signed on. */
function enterAndReturn(
  { players, lineOfPlayer, signedOff, step }: SeasonReplay,
  line: number,
  r: SeasonRound,
): void {
  const playerLine = (id: string) => lineOfPlayer.get(id) ?? line;
  for (const p of players.filter((x) => x.joined === r.round && r.round > 1)) {
    step(r.date, '10:00', playerLine(p.id), { type: 'RegisterParticipant', participant: toParticipant(p) });
  }
  for (const p of players.filter((x) => x.entry !== undefined && x.joined === r.round)) {
    step(r.date, '10:00', playerLine(p.id), {
      type: 'SetEntryPoints',
      participant: p.id,
      points: p.entry as string,
    });
  }
  const playing = [
    ...r.games.flatMap((g) => [g.value.white, g.value.black]),
    ...r.byes.map((b) => b.value),
    ...r.unpaired.map((u) => u.value),
  ];
  for (const id of playing.filter((x) => signedOff.has(x))) {
    signedOff.delete(id);
    step(r.date, '10:00', line, { type: 'SignOn', participant: id });
  }
}

/** The round's notices of absence as commands; the absent without notice, for the pairing's no-shows. */
function notices({ signedOff, step }: SeasonReplay, r: SeasonRound): string[] {
  const noShows: string[] = [];
  // Notices in time (12:00) before late ones (17:30): the commands stay in the order of their
  // moments, so the replay never goes back in time.
  const absences = [...r.absences].sort(
    (x, y) => Number(x.value.kind === 'late') - Number(y.value.kind === 'late'),
  );
  for (const { line: absenceLine, value: a } of absences) {
    if (a.kind === 'none') {
      if (!signedOff.has(a.player)) noShows.push(a.player);
      continue;
    }
    const late = a.kind === 'late';
    step(r.date, late ? '17:30' : '12:00', absenceLine, {
      type: 'NoticeAbsence',
      participant: a.player,
      rounds: [r.round],
      reason: a.kind === 'team-match' ? 'team-match' : 'notice',
    });
  }
  return noShows;
}

/** The round's results; a game without one is a warning. */
function results({ gameLines, warnings, step }: SeasonReplay, r: SeasonRound): void {
  for (const { line: gameLine, value: g } of r.games) {
    gameLines.set(gameKeyOf(r.round, g.white, g.black), gameLine);
    if (g.result)
      step(r.date, '23:00', gameLine, {
        type: 'RecordResult',
        round: r.round,
        white: g.white,
        black: g.black,
        result: g.result,
      });
    else
      warnings.push(
        lineWarning(gameLine, `the game ${g.white} – ${g.black} of round ${r.round} has no result`),
      );
  }
}

function toParticipant(p: SeasonPlayer): Participant {
  return {
    id: p.id,
    name: p.name,
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    ...(p.group ? { attributes: { group: p.group } } : {}),
  };
}

function checkDocument(doc: SeasonDocument): Refusal[] {
  const errors: Refusal[] = [];
  const joined = new Map<string, number>();
  for (const { line, value: p } of doc.players) {
    if (!participantIdSchema.safeParse(p.id).success)
      errors.push(lineError(line, `"${p.id}" is not a valid player id (letters, digits, _ . -)`));
    if (joined.has(p.id)) errors.push(lineError(line, `player "${p.id}" is listed twice`));
    if (!p.name.trim()) errors.push(lineError(line, `player "${p.id}" has no name`));
    if (p.rating !== undefined && (!Number.isInteger(p.rating) || p.rating < 0 || p.rating > 4000)) {
      errors.push(lineError(line, `rating of "${p.id}" must be a whole number from 0 to 4000`));
    }
    if (!Number.isInteger(p.joined) || p.joined < 1)
      errors.push(lineError(line, `"joined" of "${p.id}" must be a round number`));
    if (p.entry !== undefined && (parseRational(p.entry)?.n ?? -1) < 0) {
      errors.push(lineError(line, `entry points of "${p.id}" must be a non-negative number`));
    }
    joined.set(p.id, p.joined);
  }
  doc.rounds.forEach(({ line, value: r }, k) => {
    if (r.round !== k + 1) errors.push(lineError(line, `expected round ${k + 1}, found round ${r.round}`));
    if (!dateSchema.safeParse(r.date).success)
      errors.push(lineError(line, `"${r.date}" is not a date such as 2025-09-04`));
    else {
      // Rounds are played in order: a round may share its evening with the one before, not precede it.
      const before = doc.rounds[k - 1]?.value;
      if (before && dateSchema.safeParse(before.date).success && r.date < before.date)
        errors.push(
          lineError(
            line,
            `round ${r.round} is dated ${r.date}, before round ${before.round} (${before.date})`,
          ),
        );
    }
    const seen = new Set<string>();
    const mention = (at: number, id: string) => {
      const from = joined.get(id);
      if (from === undefined) errors.push(lineError(at, `"${id}" is not in the player list`));
      else if (from > r.round) errors.push(lineError(at, `"${id}" joins in round ${from}, not before`));
      if (seen.has(id)) errors.push(lineError(at, `"${id}" appears twice in round ${r.round}`));
      seen.add(id);
    };
    for (const g of r.games) {
      mention(g.line, g.value.white);
      mention(g.line, g.value.black);
      if (g.value.result !== undefined && !parseGameResult(g.value.result)) {
        errors.push(lineError(g.line, `"${g.value.result}" is not a result (1-0, 0-1, 1/2-1/2)`));
      }
    }
    for (const b of [...r.byes, ...r.unpaired]) mention(b.line, b.value);
    for (const a of r.absences) {
      mention(a.line, a.value.player);
      if (!(IMPORT_ABSENCES as readonly string[]).includes(a.value.kind)) {
        errors.push(
          lineError(a.line, `"${a.value.kind}" is not an absence kind (${IMPORT_ABSENCES.join(', ')})`),
        );
      }
    }
  });
  return errors;
}
