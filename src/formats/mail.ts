/**
 * Each format's mail edge (`formats/<f>/mail/`): its grammar and notices, by format name. Low in
 * the house, beside the rules' list (`registry.ts`): the mail runner and the app's inbox and
 * notice use cases find a format's mail here without loading its pages. The round robin has none.
 */
import type { FormatMail } from '../mail/format-mail.js';
import { championshipMail } from './championship/mail/index.js';
import { handicapLeagueMail } from './handicap-league/mail/index.js';
import { keizerMail } from './keizer/mail/index.js';
import { pyramidMail } from './pyramid/mail/index.js';
import { tpTournamentMail } from './tp-tournament/mail/index.js';

export const FORMAT_MAIL: ReadonlyMap<string, FormatMail> = new Map<string, FormatMail>([
  ['pyramid', pyramidMail],
  ['tp-tournament', tpTournamentMail],
  ['keizer', keizerMail],
  ['handicap-league', handicapLeagueMail],
  ['championship', championshipMail],
]);
