/**
 * What a format adds to the mail (`formats/<f>/mail/index.ts`, listed in `formats/mail.ts`): the
 * grammar of the commands it takes by mail, how the help page (`/mail`) explains them, and the
 * notices it sends. A format without a grammar takes no commands by mail (such mail goes to the
 * director's inbox); one without notices sends none but the shared ones.
 */
import type { Messages } from '../core/types.js';
import type { Grammar } from './grammar.js';
import type { FormatNotices } from './notices.js';

/** A format's rows of the mail help page (`/mail`, `formats/<f>/mail/help.ts`). */
export interface MailHelp {
  /** The commands it takes by mail: the keys of what each does and of an example its grammar reads. */
  readonly commands: readonly { readonly what: string; readonly example: string }[];
  /** The key of where they apply (the format, in words). */
  readonly where: string;
  /** The texts of those keys in en, de and nl, merged into the web catalogue. */
  readonly messages: Messages;
}

export interface FormatMail {
  readonly grammar?: Grammar;
  readonly help?: MailHelp;
  readonly notices?: FormatNotices;
  /**
   * The names of its notices' kinds (`mailKind.<kind>` for each of `notices.kinds`) in en, de and
   * nl, merged into the web catalogue: the mail settings page and the sent log show them.
   */
  readonly kindNames?: Messages;
}
