/**
 * The mail grammars by format name. A format without one (the round robin, the handicap league,
 * the championship: their results are entered at the board) takes no commands by mail; such mail
 * goes to the director's inbox.
 */
import type { Grammar } from './grammar.js';
import { keizerGrammar } from './keizer.js';
import { pyramidGrammar } from './pyramid.js';
import { tpGrammar } from './tp-tournament.js';

const GRAMMARS: ReadonlyMap<string, Grammar> = new Map<string, Grammar>([
  [pyramidGrammar.format, pyramidGrammar as Grammar],
  [keizerGrammar.format, keizerGrammar as Grammar],
  [tpGrammar.format, tpGrammar as Grammar],
]);

export const grammarOf = (format: string): Grammar | undefined => GRAMMARS.get(format);
