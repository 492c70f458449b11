/**
 * The obvious answer to a notice: a reply to a signed reply address needs no keyword when the
 * notice asked one thing. `expects` is what the notice asked for (see app/notices): `accept` a
 * challenge (a reply move, or a plain "yes"), `confirm` a waiting-list challenge (the first
 * move), `result` (a bare score), an `answer` in words (the inactivity letter, a relayed
 * message), or the guardian's "yes" to issue a waiting-list assignment. A reply with commands of
 * its own is read as written.
 */
import { fold } from './dates.js';
import type { ParsedMail, Request } from './syntax.js';

export const EXPECTATIONS = [
  'accept',
  'confirm',
  'result',
  'answer-letter',
  'answer-message',
  'issue-assignment',
] as const;
export type Expectation = (typeof EXPECTATIONS)[number];

export const YES =
  /^(ja|yes|ok|okay|einverstanden|gerne|akkoord|prima|goed|agreed|angenommen|accepted|aanvaard|jawohl|genau|richtig|correct|klopt|right)\b/;
const BARE_SCORE = /^\s*(1|0|½|1\/2)\s*[-:]\s*(1|0|½|1\/2)\s*$/;

export function requestsOf(parsed: ParsedMail, expects?: string): readonly Request[] {
  if (parsed.requests.length > 0 || expects === undefined) return parsed.requests;
  const firstLine = fold(parsed.text.split('\n')[0] ?? '').trim();
  switch (expects) {
    case 'accept': {
      const reply = parsed.moves.find((m) => m.includes('...'));
      if (reply) return [{ verb: 'accept', move: reply }];
      return YES.test(firstLine) ? [{ verb: 'accept' }] : [];
    }
    case 'confirm': {
      const move = parsed.moves.find((m) => !m.includes('...'));
      return move ? [{ verb: 'confirm', move }] : [];
    }
    case 'result': {
      const score = BARE_SCORE.exec(firstLine);
      if (!score) return [];
      const side = (s: string) => (s === '1' || s === '0' ? s : '½');
      return [{ verb: 'result', score: [side(score[1] as string), side(score[2] as string)] }];
    }
    case 'answer-letter':
    case 'answer-message':
      return parsed.text.trim() === '' ? [] : [{ verb: 'answer', text: parsed.text }];
    case 'issue-assignment':
      return YES.test(firstLine) ? [{ verb: 'answer', text: parsed.text }] : [];
    default:
      return [];
  }
}
