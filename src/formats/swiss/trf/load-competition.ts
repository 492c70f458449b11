/**
 * A TRF file loaded into an existing Swiss competition (core/trf-mapping.ts `TrfLoader`: the
 * director's "Load a FIDE TRF file", `arbiter import-trf --into`), for a tournament run in another
 * program and loaded again after each round. The file's players are the competition's, matched
 * by FIDE id, else by name (`Surname, First` or `First Surname`); a player only in the file is
 * registered (a late entry once rounds are paired). The competition's rounds must be the file's
 * first rounds — the same games and pairing-allocated bye, the same requested byes, no result the
 * file lacks or has otherwise — and what the file has beyond them comes in as the import brings
 * it (`read-competition.ts`): missing results, the rounds after, the byes asked for ahead, the
 * FIDE data the competition does not have yet. Anything else the file and the competition
 * disagree on — a setting, a rating, a FIDE datum, a game — is refused naming the file's line and
 * column; nothing is overwritten. Pure.
 */
import { nextParticipantId, type Participant, type Roster } from '../../../core/participant.js';
import { roundColumn, type TrfPlayer } from '../../../core/trf.js';
import { invalidTrf, type TrfLoading, type TrfStep, type TrfTarget } from '../../../core/trf-mapping.js';
import { err, type Moment, ok, type ParticipantId, type Refusal, type Result } from '../../../core/types.js';
import type { SwissConfig } from '../config.js';
import type { ByeKind } from '../events.js';
import { gameKey, ratingOf, pairedRounds as roundsPaired, type SwissState } from '../state.js';
import { hasFideData, parseFideData } from './fide-data.js';
import { pairedRounds } from './index.js';
import {
  byesOf,
  configOf,
  gamesOf,
  type Reading,
  readingOf,
  roundSteps,
  scoresBefore,
} from './read-competition.js';
import { fideDataOf } from './write-competition.js';

/** A name compared without case and spacing, as written either way round (`Hou, Yifan`: also `Hou Yifan`, `Yifan Hou`). */
function nameKeys(name: string): string[] {
  const plain = name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const comma = /^([^,]+),\s*(.+)$/.exec(plain);
  return comma ? [plain, `${comma[1]} ${comma[2]}`, `${comma[2]} ${comma[1]}`] : [plain];
}

interface Matched {
  /** Each starting rank's participant, the new ones' ids given here. */
  readonly ids: ReadonlyMap<number, ParticipantId>;
  readonly added: readonly TrfPlayer[];
}

/** The competition's players the file's player line may be: by FIDE id, else by name. */
function candidatesOf(state: SwissState, roster: Roster, p: TrfPlayer): ParticipantId[] {
  const fideId = (id: ParticipantId) => fideDataOf(state, id).fideId;
  if (p.fideId !== '') {
    const byId = state.players.filter((id) => fideId(id) === p.fideId);
    if (byId.length > 0) return byId;
  }
  const keys = nameKeys(p.name);
  return state.players.filter((id) => {
    const known = fideId(id);
    if (p.fideId !== '' && known !== undefined && known !== p.fideId) return false;
    const name = roster.get(id)?.name ?? state.participants.get(id)?.name ?? '';
    return nameKeys(name).some((k) => keys.includes(k));
  });
}

function matchPlayers(reading: Reading, state: SwissState, roster: Roster): Result<Matched, Refusal> {
  const nameOf = (id: ParticipantId) => roster.get(id)?.name ?? id;
  const taken = new Map<ParticipantId, TrfPlayer>();
  const ids = new Map<number, ParticipantId>();
  const added: TrfPlayer[] = [];
  for (const p of reading.players) {
    const candidates = candidatesOf(state, roster, p);
    if (candidates.length > 1)
      return err(
        invalidTrf(
          reading.path,
          p.line,
          15,
          `"${p.name}" may be any of ${candidates.map(nameOf).join(', ')} in the competition; give them FIDE ids`,
        ),
      );
    const id = candidates[0];
    if (id === undefined) {
      added.push(p);
      continue;
    }
    const before = taken.get(id);
    if (before)
      return err(
        invalidTrf(reading.path, p.line, 15, `"${p.name}" and line ${before.line} are both ${nameOf(id)}`),
      );
    if (p.rating > 0 && p.rating !== ratingOf(state, id))
      return err(
        invalidTrf(
          reading.path,
          p.line,
          49,
          `${nameOf(id)}'s rating is ${ratingOf(state, id)} in the competition, ${p.rating} in the file`,
        ),
      );
    taken.set(id, p);
    ids.set(p.startRank, id);
  }
  const missing = state.players.find((id) => !taken.has(id));
  if (missing !== undefined)
    return err(
      invalidTrf(
        reading.path,
        reading.players[0]?.line ?? 1,
        1,
        `${nameOf(missing)} plays in the competition but has no player line in the file`,
      ),
    );
  const grown = new Map<ParticipantId, Participant>(roster);
  for (const p of added) {
    const id = nextParticipantId(grown);
    grown.set(id, { id, name: p.name });
    ids.set(p.startRank, id);
  }
  return ok({ ids, added });
}

/** Where the file names a setting: its line (`XXR`, `XXC`, `BB?`, `192`, `XXA`), else the first. */
function settingLine(reading: Reading, key: string): number {
  const tags: Readonly<Record<string, RegExp>> = {
    rounds: /^(XXR|142)/,
    initialColour: /^(XXC|152)/,
    points: /^BB[WDLZFU]/,
    acceleration: /^192/,
    accelerations: /^XXA/,
  };
  const pattern = tags[key];
  return (pattern ? reading.trf.lines.findIndex((l) => pattern.test(l)) : -1) + 1 || 1;
}

/** A setting as text, its keys in order (the same virtual points listed in another order are the same). */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The file's settings must be the competition's (a colour by lot: as the lot drew it). */
function checkSettings(reading: Reading, state: SwissState): Result<true, Refusal> {
  const drawn = state.colourLot?.colour;
  const mine: SwissConfig = {
    ...state.config,
    ...(state.config.initialColour === 'lot' && drawn ? { initialColour: drawn } : {}),
  };
  const read = configOf(reading, undefined, mine);
  if (!read.ok) return read;
  const theirs: Readonly<Record<string, unknown>> = read.value;
  const ours: Readonly<Record<string, unknown>> = mine;
  for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    const a = canonical(ours[key]);
    const b = canonical(theirs[key]);
    if (a !== b)
      return err(
        invalidTrf(
          reading.path,
          settingLine(reading, key),
          1,
          `the setting "${key}" is ${a} in the competition and ${b} in the file`,
        ),
      );
  }
  return ok(true);
}

/** The FIDE data the file adds: a new player's, or what a known player lacks; a different value is refused. */
function detailSteps(reading: Reading, state: SwissState, matched: Matched): Result<TrfStep[], Refusal> {
  const steps: TrfStep[] = [];
  const isNew = new Set(matched.added.map((p) => p.startRank));
  for (const p of reading.players) {
    const read = parseFideData(p);
    if ('problem' in read)
      return err(invalidTrf(reading.path, p.line, read.problem.column, read.problem.message));
    if (!hasFideData(read.data)) continue;
    const id = matched.ids.get(p.startRank) as ParticipantId;
    const known: Record<string, unknown> = isNew.has(p.startRank) ? {} : fideDataOf(state, id);
    const changed = Object.entries(read.data).find(([k, v]) => known[k] !== undefined && known[k] !== v);
    if (changed)
      return err(
        invalidTrf(
          reading.path,
          p.line,
          10,
          `${p.name}'s ${changed[0]} is ${String(known[changed[0]])} in the competition, ${String(changed[1])} in the file`,
        ),
      );
    if (Object.keys(read.data).every((k) => known[k] !== undefined)) continue;
    steps.push({
      at: reading.at,
      actor: { kind: 'import' },
      command: {
        type: 'RecordPlayerDetails',
        participant: id,
        ...(state.details.get(id) ?? {}),
        ...read.data,
      },
      line: p.line,
      column: 10,
    });
  }
  return ok(steps);
}

/** A round the competition has: the file's must be it; the results it lacks are the steps. */
function pairedRoundSteps(reading: Reading, state: SwissState, r: number): Result<TrfStep[], Refusal> {
  const round = state.rounds[r - 1];
  const games = gamesOf(reading, r);
  const byes = byesOf(reading, r);
  if (!round || !games.ok) return games.ok ? ok([]) : games;
  if (!byes.ok) return byes;
  const line = reading.players[0]?.line ?? 1;
  const at = (message: string, player = line) =>
    err(invalidTrf(reading.path, player, roundColumn(r), `round ${r}: ${message}`));
  const mine = new Map(round.pairs.map((p) => [`${p.white} ${p.black}`, p]));
  const missing: { white: ParticipantId; black: ParticipantId; result: string }[] = [];
  for (const g of games.value) {
    const white = reading.idOf(g.white.startRank);
    const black = reading.idOf(g.black);
    if (!mine.delete(`${white} ${black}`))
      return at(
        `the file pairs ${g.white.name} (white) with player ${g.black}, the competition does not`,
        g.white.line,
      );
    const recorded = state.results.get(gameKey(r, white, black))?.result;
    if (recorded !== undefined && recorded !== g.result)
      return at(
        `${g.white.name}'s game is ${recorded} in the competition, ${g.result ?? 'without a result'} in the file`,
        g.white.line,
      );
    if (recorded === undefined && g.result) missing.push({ white, black, result: g.result });
  }
  if (mine.size > 0) return at(`the competition has games the file does not pair (${[...mine.keys()][0]})`);
  const pab = byes.value.pab === null ? null : reading.idOf(byes.value.pab);
  if (pab !== round.bye)
    return at(
      `the pairing-allocated bye is ${round.bye ?? 'nobody'}'s in the competition, ${pab ?? 'nobody'}'s in the file`,
    );
  for (const step of byes.value.byes) {
    const { participant, kind } = step.command as unknown as { participant: ParticipantId; kind: ByeKind };
    if ((state.byes.get(r)?.get(participant) ?? 'zero') !== kind)
      return at(`${participant}'s bye is not the competition's`, step.line);
  }
  if (missing.length === 0) return ok([]);
  return ok([
    {
      at: reading.at,
      actor: { kind: 'import' },
      command: { type: 'RecordResults', round: r, results: missing },
      line,
      column: roundColumn(r) + 7,
      round: r,
    },
  ]);
}

/** The rounds: the competition's checked against the file's, then the file's rounds after them. */
function roundsSteps(
  reading: Reading,
  state: SwissState,
): Result<{ steps: TrfStep[]; added: number }, Refusal> {
  const mine = roundsPaired(state);
  const theirs = pairedRounds(reading.trf);
  if (mine > theirs)
    return err(
      invalidTrf(
        reading.path,
        reading.players[0]?.line ?? 1,
        roundColumn(theirs + 1),
        `the competition has ${mine} rounds paired, the file ${theirs}`,
      ),
    );
  const steps: TrfStep[] = [];
  for (let r = 1; r <= mine; r++) {
    const checked = pairedRoundSteps(reading, state, r);
    if (!checked.ok) return checked;
    steps.push(...checked.value);
  }
  const last = Math.max(0, ...reading.players.map((p) => p.rounds.length));
  const scores = scoresBefore(reading, theirs + 1);
  for (let r = mine + 1; r <= Math.min(last, theirs + 1); r++) {
    const round = roundSteps(reading, r, scores);
    if (!round.ok) return round;
    steps.push(
      ...round.value.filter((s) => {
        const { type, participant, kind } = s.command as {
          type: string;
          participant?: ParticipantId;
          kind?: ByeKind;
        };
        return !(type === 'RequestBye' && participant && state.byes.get(r)?.get(participant) === kind);
      }),
    );
  }
  return ok({ steps, added: theirs - mine });
}

export function loadSwissCompetition(
  path: string,
  text: string,
  target: TrfTarget,
  now: Moment,
): Result<TrfLoading, Refusal> {
  const state = target.state as SwissState;
  const ids = new Map<number, ParticipantId>();
  const read = readingOf(path, text, now, (rank) => ids.get(rank) ?? `p${rank}`);
  if (!read.ok) return read;
  const reading = read.value;
  const matched = matchPlayers(reading, state, target.roster);
  if (!matched.ok) return matched;
  for (const [rank, id] of matched.value.ids) ids.set(rank, id);
  const settings = checkSettings(reading, state);
  if (!settings.ok) return settings;
  const registrations: TrfStep[] = matched.value.added.map((p) => ({
    at: now,
    actor: { kind: 'import' },
    command: {
      type: 'RegisterParticipant',
      participant: { id: ids.get(p.startRank), name: p.name, ...(p.rating > 0 ? { rating: p.rating } : {}) },
    },
    line: p.line,
    column: 15,
  }));
  const details = detailSteps(reading, state, matched.value);
  if (!details.ok) return details;
  const rounds = roundsSteps(reading, state);
  if (!rounds.ok) return rounds;
  const steps = [...registrations, ...details.value, ...rounds.value.steps];
  return ok({
    steps,
    players: registrations.length,
    rounds: rounds.value.added,
    games: steps.reduce(
      (n, s) => n + (s.command.type === 'RecordResults' ? (s.command.results as unknown[]).length : 0),
      0,
    ),
  });
}
