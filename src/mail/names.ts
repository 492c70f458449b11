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
  return err(
    refusal('ERR_MAIL_UNKNOWN_PLAYER', `nobody in this competition is called "${text}"`, {
      params: { name: text },
    }),
  );
}
