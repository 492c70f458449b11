/**
 * tsh `.t` division files (SD-17), as text: one line per player,
 * `name rating opponents… ; scores… [; tag values…]*`. Opponents are player numbers (the line
 * number, from 1); 0 means no opponent (a bye or a forfeit, the score being its spread). Tags are
 * kept as text in file order, so that `makeTFile(parseTFile(text))` gives the text back.
 */
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';

export interface TTag {
  readonly name: string;
  readonly values: readonly string[];
}

export interface TPlayer {
  readonly name: string;
  readonly rating: number;
  /** Opponent player numbers by round; 0 for none. */
  readonly opponents: readonly number[];
  /** Own score by round; may be shorter than `opponents` while a round is being played. */
  readonly scores: readonly number[];
  readonly tags: readonly TTag[];
}

export interface TFile {
  readonly players: readonly TPlayer[];
}

const INTEGER = /^-?\d+$/;
const HEAD = /^(.*?)\s+(-?\d+)((?:\s+-?\d+)*)\s*$/;

const numbers = (text: string): number[] | undefined => {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  return tokens.every((t) => INTEGER.test(t)) ? tokens.map(Number) : undefined;
};

/**
 * Reads a division: every player line must parse, name opponents that exist and not himself,
 * and the file must have players. Every refusal names its line.
 */
export function parseTFile(text: string): Result<TFile, Refusal> {
  const players: TPlayer[] = [];
  const lines: number[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const parsed = parseLine(line, `line ${i + 1}`);
    if (!parsed.ok) return parsed;
    players.push(parsed.value);
    lines.push(i + 1);
  }
  if (players.length === 0)
    return err(refusal('ERR_TSH_EMPTY', 'the file has no player lines', { path: 'line 1' }));
  for (const [k, p] of players.entries()) {
    const path = `line ${lines[k]}`;
    const bad = p.opponents.find((o) => o < 0 || o > players.length);
    if (bad !== undefined) {
      return err(
        refusal(
          'ERR_TSH_OPPONENT',
          `${path}: player ${k + 1} (${p.name}) names opponent ${bad}, but there are ${players.length} players`,
          { path },
        ),
      );
    }
    const own = p.opponents.indexOf(k + 1);
    if (own >= 0) {
      return err(
        refusal(
          'ERR_TSH_OPPONENT',
          `${path}: player ${k + 1} (${p.name}) is his own opponent in round ${own + 1}`,
          { path },
        ),
      );
    }
  }
  return ok({ players });
}

function parseLine(line: string, path: string): Result<TPlayer, Refusal> {
  if (!line.includes(';')) {
    return err(
      refusal('ERR_TSH_SYNTAX', `${path}: expected "name rating opponents… ; scores…", but there is no ";"`, {
        path,
      }),
    );
  }
  const [head = '', scoreText = '', ...tagTexts] = line.split(';');
  const m = HEAD.exec(head.trim());
  if (!m) {
    return err(
      refusal('ERR_TSH_SYNTAX', `${path}: expected "name rating opponents…", got "${head.trim()}"`, { path }),
    );
  }
  const opponents = numbers(m[3] ?? '') ?? [];
  const scores = numbers(scoreText);
  if (!scores) return err(refusal('ERR_TSH_SYNTAX', `${path}: scores must be whole numbers`, { path }));
  if (scores.length > opponents.length) {
    return err(
      refusal('ERR_TSH_SYNTAX', `${path}: ${scores.length} scores for ${opponents.length} opponents`, {
        path,
      }),
    );
  }
  const tags: TTag[] = [];
  for (const t of tagTexts) {
    const [name, ...values] = t.trim().split(/\s+/);
    if (!name) continue;
    tags.push({ name, values });
  }
  return ok({ name: (m[1] as string).trim(), rating: Number(m[2]), opponents, scores, tags });
}

/** tsh's layout: the name padded to 23 characters, the rating right-aligned in 4. */
export function makeTFile(file: TFile): string {
  return file.players
    .map((p) => {
      const head = `${p.name.padEnd(23)} ${String(p.rating).padStart(4)} ${p.opponents.join(' ')}`;
      const parts = [
        head.trimEnd(),
        ` ${p.scores.join(' ')}`,
        ...p.tags.map((t) => ` ${[t.name, ...t.values].join(' ')}`),
      ];
      return parts.join(';');
    })
    .map((line) => `${line}\n`)
    .join('');
}

export const tagOf = (p: TPlayer, name: string): readonly string[] | undefined =>
  p.tags.find((t) => t.name === name)?.values;
