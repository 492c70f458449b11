/**
 * The mail grammars by format name (each format's `formats/<f>/mail/`, listed in
 * `formats/mail.ts`, loaded when first asked for). A format without one (the round robin, the
 * handicap league, the championship: their results are entered at the board) takes no commands
 * by mail; such mail goes to the director's inbox.
 */
import { loadFormatMail } from '../formats/mail.js';
import type { Grammar } from './grammar.js';

export const grammarOf = async (format: string): Promise<Grammar | undefined> =>
  (await loadFormatMail(format))?.grammar;
