/**
 * What a format adds to the mail (`formats/<f>/mail/index.ts`, listed in `formats/mail.ts`): the
 * grammar of the commands it takes by mail, and the notices it sends. A format without a grammar
 * takes no commands by mail (such mail goes to the director's inbox); one without notices sends
 * none but the shared ones.
 */
import type { Grammar } from './grammar.js';
import type { FormatNotices } from './notices.js';

export interface FormatMail {
  readonly grammar?: Grammar;
  readonly notices?: FormatNotices;
}
