/**
 * The mail grammars by format name (each format's `formats/<f>/mail/`, listed in
 * `formats/mail.ts`). A format without one (the round robin, the handicap league, the
 * championship: their results are entered at the board) takes no commands by mail; such mail
 * goes to the director's inbox.
 */
import { FORMAT_MAIL } from '../formats/mail.js';
import type { Grammar } from './grammar.js';

export const grammarOf = (format: string): Grammar | undefined => FORMAT_MAIL.get(format)?.grammar;
