/**
 * The mail grammars by format name. A format without one (the round robin, the handicap league,
 * the championship: their results are entered at the board) takes no commands by mail; such mail
 * goes to the director's inbox.
 */

import { keizerGrammar } from '../formats/keizer/mail/grammar.js';
import { pyramidGrammar } from '../formats/pyramid/mail/grammar.js';
import { tpGrammar } from '../formats/tp-tournament/mail/grammar.js';
import type { Grammar } from './grammar.js';

const GRAMMARS: ReadonlyMap<string, Grammar> = new Map<string, Grammar>([
  [pyramidGrammar.format, pyramidGrammar as Grammar],
  [keizerGrammar.format, keizerGrammar as Grammar],
  [tpGrammar.format, tpGrammar as Grammar],
]);

export const grammarOf = (format: string): Grammar | undefined => GRAMMARS.get(format);
