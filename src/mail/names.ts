/**
 * Players named in a mail, found in the roster: `Meier`, `Hans Meier`, `meier`, `De Vries`,
 * `Müller` or `Mueller` — every word written must be a word of the player's name (or alias),
 * accents and case aside. Words in front that name nobody ("an Meier", "die Meier") are dropped.
 * Two players who fit are named back to the sender rather than guessed between.
 */
import type { Roster } from '../core/participant.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../core/types.js';
import { fold } from './dates.js';

const wordsOf = (text: string): string[] =>
  fold(text)
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/ss/g, 's')
    .split(/[\s,.'’-]+/)
    .filter(Boolean);

function fits(written: readonly string[], name: string): boolean {
  const words = wordsOf(name);
  return written.every((w) => words.includes(w));
}

/**
 * The participant `text` names among `among` (default: the whole roster), or a refusal that says
 * whom it could mean (`ERR_MAIL_AMBIGUOUS_NAME`) or that nobody is called so (`ERR_MAIL_UNKNOWN_PLAYER`).
 */
export function findParticipant(
  roster: Roster,
  text: string,
  among?: readonly ParticipantId[],
): Result<ParticipantId, Refusal> {
  const pool = (among ?? [...roster.keys()]).flatMap((id) => {
    const p = roster.get(id);
    return p ? [p] : [];
  });
  const byId = pool.find((p) => p.id === text.trim());
  if (byId) return ok(byId.id);
  const written = wordsOf(text);
  const original = text.split(/[\s,.'’-]+/).filter(Boolean);
  for (let skip = 0; skip < written.length; skip++) {
    const words = written.slice(skip);
    const matches = pool.filter(
      (p) => fits(words, p.name) || (p.alias !== undefined && fits(words, p.alias)),
    );
    if (matches.length === 1) return ok((matches[0] as { id: string }).id);
    if (matches.length > 1) {
      const exact = matches.filter((p) => wordsOf(p.name).join(' ') === words.join(' '));
      if (exact.length === 1) return ok((exact[0] as { id: string }).id);
      const names = matches.map((p) => p.name).join(', ');
      return err(
        refusal('ERR_MAIL_AMBIGUOUS_NAME', `"${text}" could be ${names}; write the full name`, {
          params: { name: text, candidates: names },
        }),
      );
    }
  }
  // A name within other words ("Dora Dietrich heraus", "Graf in 34 Zügen"): the longest run of
  // words that names somebody, when it names one player only.
  for (let size = Math.min(written.length - 1, 3); size >= 1; size--) {
    const found = new Map<string, string>();
    for (let at = 0; at + size <= written.length; at++) {
      const words = written.slice(at, at + size);
      if (size === 1 && (NOT_ALONE.has(words[0] as string) || (words[0] as string).length < 3)) continue;
      // "Dora Dietrisch": a name beside a capitalised word that names nobody may be a misspelt name.
      if (size === 1 && [at - 1, at + 1].some((n) => /^\p{Lu}\p{L}{3,}$/u.test(original[n] ?? ''))) continue;
      for (const p of pool)
        if (fits(words, p.name) || (p.alias !== undefined && fits(words, p.alias))) found.set(p.id, p.name);
    }
    if (found.size === 1) return ok([...found.keys()][0] as string);
    if (found.size > 1) {
      const names = [...found.values()].join(', ');
      return err(
        refusal('ERR_MAIL_AMBIGUOUS_NAME', `"${text}" could be ${names}; write the full name`, {
          params: { name: text, candidates: names },
        }),
      );
    }
  }
  return err(
    refusal('ERR_MAIL_UNKNOWN_PLAYER', `nobody in this competition is called "${text}"`, {
      params: { name: text },
    }),
  );
}

/** Words of names that never name a player alone ("de" of De Vries, "van" of Van Dijk). */
const NOT_ALONE = new Set([
  'de',
  'der',
  'den',
  'van',
  'von',
  'ten',
  'ter',
  'het',
  'la',
  'le',
  'du',
  'da',
  'di',
  'zu',
  'vom',
]);
