/**
 * A reason in the reader's words, wherever one is shown (answers, notices, the director's inbox):
 * the format's text for its code, with the players' names and moments in words.
 */
import type { Roster } from '../core/participant.js';
import type { Moment, Refusal } from '../core/types.js';
import { nameOf } from './competitions/present.js';
import type { Translate } from './i18n.js';

/**
 * A refusal in words: the format's text for its code, else the shared one (else the code as a
 * message key of its own), with participant ids as names, lists of them too, and moments in
 * words; the English sentence when no text fits its values.
 */
export function reasonInWords(
  t: Translate,
  r: { readonly code: string; readonly message: string; readonly params?: Refusal['params'] },
  context: { readonly format?: string; readonly roster?: Roster; readonly when?: (m: Moment) => string },
): string {
  const params: Record<string, string | number> = {};
  const roster = context.roster;
  for (const [k, v] of Object.entries(r.params ?? {})) {
    if (typeof v === 'string' && roster?.has(v)) params[k] = nameOf(roster, v, 'director');
    else if (typeof v === 'string' && context.when && /^\d{4}-\d\d-\d\dT/.test(v))
      params[k] = context.when(v as Moment);
    else if (typeof v === 'string' && roster && v.split(', ').some((part) => roster.has(part)))
      // A list the rules wrote as ids ("d, e, XXX (3,2)"): the players in it by name.
      params[k] = v
        .split(', ')
        .map((part) => (roster.has(part) ? nameOf(roster, part, 'director') : part))
        .join(', ');
    else params[k] = v;
  }
  for (const key of [
    ...(context.format ? [`refusal.${context.format}.${r.code}`] : []),
    `refusal.${r.code}`,
    // A reason with a message key of its own (a notice's explanation: `champ.r20.safe`).
    r.code,
  ]) {
    try {
      const text = t(key, params);
      if (text !== key) return text;
    } catch {
      // The text needs a value this refusal does not carry: its own sentence says it.
    }
  }
  return r.message;
}
