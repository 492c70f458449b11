/**
 * A FIDE TRF of a Swiss tournament (or any tournament of recorded pairings) as a Keizer season
 * (`arbiter import-trf --format keizer`, docs/publication.md): the Keizer format is the chess
 * format whose rules hold arbitrary recorded pairings — each round becomes the director's manual
 * pairing of a club evening (KZ-12 relaxed where the file repeats a game, as in the season import),
 * each result the director's result — so the games, colours and results come over as they are,
 * and the standings are Keizer's (KZ-7 … KZ-10), not Swiss points. The rounds are read into the
 * Keizer season document and replayed through the rules like a club's own history
 * (import-season.ts); every refusal names the file, the line and the column. Pure: the app replays
 * the commands read (app/imports/trf-import.ts).
 */
import { roundColumn, type TrfFile, type TrfPlayer, type TrfResult, trfTag } from '../../core/trf.js';
import { asPlayed, invalidTrf, participantOfRank, presetOr, type TrfRead } from '../../core/trf-mapping.js';
import { err, type Moment, ok, type Refusal, type Result } from '../../core/types.js';
import { keizer, type SeasonDocument, type SeasonRound, seasonFromDocument } from './index.js';

type Round = {
  -readonly [K in keyof SeasonRound]: SeasonRound[K] extends readonly (infer T)[] ? T[] : SeasonRound[K];
};

/** A game's result from both sides' codes (white first); W/D/L (under one move) count as played. */
const GAME: Readonly<Record<string, string>> = { '10': '1-0', '01': '0-1', '==': '1/2-1/2' };

/** What a round without an opponent is in the season: a bye, an absence with notice or a no-show. */
const UNPAIRED: Readonly<Partial<Record<TrfResult, 'bye' | 'notice' | 'none'>>> = {
  U: 'bye',
  F: 'bye',
  '+': 'bye',
  H: 'notice',
  Z: 'notice',
  ' ': 'notice',
  '-': 'none',
};

const DAY = 86_400_000;
const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The evenings: the round dates of tag 132 (`YY/MM/DD`, this century), else weekly from the start
 * date of tag 042, else weekly up to the day before the import.
 */
function eveningsOf(
  path: string,
  text: string,
  file: TrfFile,
  rounds: number,
  now: Moment,
): Result<string[], Refusal> {
  if (file.roundDates.slice(0, rounds).some((d) => d !== '')) {
    const line = text.split(/\r\n|\r|\n/).findIndex((l) => l.startsWith('132')) + 1;
    const dates: string[] = [];
    for (let r = 1; r <= rounds; r++) {
      const given = file.roundDates[r - 1] ?? '';
      const m = /^(\d\d)\/(\d\d)\/(\d\d)$/.exec(given);
      const day = m ? `20${m[1]}-${m[2]}-${m[3]}` : '';
      if (!m || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
        return err(invalidTrf(path, line, roundColumn(r), `round ${r}: "${given}" is not a date YY/MM/DD`));
      if (r > 1 && day < (dates.at(-1) as string))
        return err(invalidTrf(path, line, roundColumn(r), `round ${r} is dated before round ${r - 1}`));
      dates.push(day);
    }
    return ok(dates);
  }
  const start = /^(\d{4})\/(\d\d)\/(\d\d)$/.exec(trfTag(file, '042') ?? '');
  const first = start
    ? `${start[1]}-${start[2]}-${start[3]}`
    : plusDays(now.slice(0, 10), -1 - 7 * (rounds - 1));
  return ok(Array.from({ length: rounds }, (_, i) => plusDays(first, 7 * i)));
}

const isBlank = (side: TrfPlayer['rounds'][number]) => side.opponent === 0 && side.result === ' ';

/**
 * The round a player joins: after the blank rounds (no opponent, no result) his line starts with —
 * a late entrant (KZ-6) — or the first, for a player whose rounds are all blank.
 */
function joinedIn(p: TrfPlayer): number {
  const first = p.rounds.findIndex((side) => !isBlank(side));
  return first < 0 ? 1 : first + 1;
}

/** One round of the file as a round of the season document. */
function roundOf(
  path: string,
  players: readonly TrfPlayer[],
  joined: ReadonlyMap<TrfPlayer, number>,
  r: number,
  date: string,
): Result<SeasonRound, Refusal> {
  const byRank = new Map(players.map((p) => [p.startRank, p]));
  const round: Round = { round: r, date, games: [], byes: [], unpaired: [], absences: [] };
  const absent = (line: number, player: number, kind: 'notice' | 'none') =>
    round.absences.push({ line, value: { player: participantOfRank(player), kind } });
  for (const p of players) {
    if ((joined.get(p) ?? 1) > r) continue;
    const column = roundColumn(r);
    const side = p.rounds[r - 1];
    if (!side) {
      absent(p.line, p.startRank, 'notice');
      continue;
    }
    if (side.opponent === 0) {
      const kind = UNPAIRED[side.result];
      if (kind === undefined)
        return err(
          invalidTrf(
            path,
            p.line,
            column + 7,
            `round ${r}: a game's result "${side.result}" without an opponent`,
          ),
        );
      if (kind === 'bye') round.byes.push({ line: p.line, value: participantOfRank(p.startRank) });
      else absent(p.line, p.startRank, kind);
      continue;
    }
    const other = byRank.get(side.opponent) as TrfPlayer;
    const back = other.rounds[r - 1];
    if (side.colour === '-' && back?.colour !== 'w' && back?.colour !== 'b')
      return err(
        invalidTrf(path, p.line, column + 5, `round ${r}: a Keizer game needs the players' colours`),
      );
    const white = side.colour === 'w' || back?.colour === 'b';
    if (!white) continue;
    const codes = `${asPlayed(side.result)}${asPlayed(back?.result ?? ' ')}`;
    if (codes === '  ') {
      round.games.push({
        line: p.line,
        value: { white: participantOfRank(p.startRank), black: participantOfRank(side.opponent) },
      });
      continue;
    }
    const result = GAME[codes];
    if (result) {
      round.games.push({
        line: p.line,
        value: { white: participantOfRank(p.startRank), black: participantOfRank(side.opponent), result },
      });
      continue;
    }
    // A forfeit: who did not come is a no-show, who came has the evening's bye.
    if (codes === '+-' || codes === '-+' || codes === '--') {
      for (const [player, code, line] of [
        [p.startRank, codes[0], p.line],
        [side.opponent, codes[1], other.line],
      ] as const) {
        if (code === '+') round.byes.push({ line, value: participantOfRank(player) });
        else absent(line, player, 'none');
      }
      continue;
    }
    return err(
      invalidTrf(
        path,
        p.line,
        column + 7,
        `round ${r}: the results "${side.result}" and "${back?.result ?? ' '}" of players ${p.startRank} and ${side.opponent} do not make one game`,
      ),
    );
  }
  return ok(round);
}

/** The TRF's rounds as a Keizer season: players by starting rank, each round on its evening. */
export const keizerTrfReading: TrfRead = (path, text, file, options, now) => {
  const players = [...file.players].sort((a, b) => a.startRank - b.startRank);
  const played = Math.max(0, ...players.map((p) => p.rounds.length));
  const declared = Number(trfTag(file, '142') ?? '');
  const rounds = Number.isInteger(declared) && declared > played ? declared : played;
  if (played === 0)
    return err(invalidTrf(path, players[0]?.line ?? 1, roundColumn(1), 'the file has no round to import'));
  const preset = options.preset ?? keizer.defaultPreset;
  const config = keizer.parseConfig({ season: { cycles: 1, roundsPerCycle: rounds } }, preset);
  if (!config.ok) {
    return err(presetOr(config.error[0] as Refusal));
  }
  const evenings = eveningsOf(path, text, file, played, now);
  if (!evenings.ok) return evenings;
  const joined = new Map(players.map((p) => [p, joinedIn(p)]));
  const doc: { players: SeasonDocument['players'][number][]; rounds: SeasonDocument['rounds'][number][] } = {
    players: players.map((p) => ({
      line: p.line,
      value: {
        id: participantOfRank(p.startRank),
        name: p.name,
        joined: joined.get(p) ?? 1,
        ...(p.rating > 0 ? { rating: p.rating } : {}),
      },
    })),
    rounds: [],
  };
  for (let r = 1; r <= played; r++) {
    const round = roundOf(path, players, joined, r, evenings.value[r - 1] as string);
    if (!round.ok) return round;
    doc.rounds.push({ line: players[0]?.line ?? 1, value: round.value });
  }
  const season = seasonFromDocument(doc, config.value);
  if (!season.ok) {
    const first = season.error[0] as Refusal;
    const line = Number(first.params?.line ?? 1);
    return err(invalidTrf(path, line, 1, first.message.replace(/^line \d+: /, '')));
  }
  const steps = season.value.steps.map((step) => {
    const round = (step.command as { round?: number }).round;
    return { ...step, column: round ? roundColumn(round) : 1, ...(round ? { round } : {}) };
  });
  return ok({
    preset,
    config: config.value,
    participants: season.value.participants,
    createdAt: steps[0]?.at ?? now,
    steps,
    rounds: played,
    games: doc.rounds.reduce((n, r) => n + r.value.games.filter((g) => g.value.result).length, 0),
  });
};
