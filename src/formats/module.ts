/**
 * The format module: everything the hosts (`server/`, `cli/`, the mail runner) need from a format
 * beyond its rules, gathered in one object that each format's folder exports from `module.ts` as
 * `formatModule`; `formats/modules.ts` finds them by the formats of the one list (`catalog.ts`).
 * The hosts loop over the modules and never name a format. Every member but the name is optional:
 * without it the format gets the generic behaviour (the generic pages and forms, no JSON views of
 * its own, its rounds in the calendar, …).
 *
 * Lighter lists, derived from the same catalogue, sit lower in the house for hosts that must not
 * load the pages: the rules (`formats/loaders.ts`, for `app/`) and the mail edges
 * (`formats/mail.ts`, for the mail runner and the app's inbox and notices; a module's `mail` is
 * the same object). The CLI's tools are listed by `formats/tools.ts`, loaded only when the command
 * line names them.
 */
import type { Messages } from '../core/types.js';
import type { FormatMail } from '../mail/format-mail.js';
import type { ApiView } from '../server/kit/api-view.js';
import type { CalendarEntriesOf } from '../server/kit/calendar-entry.js';
import type { Download } from '../server/kit/downloads.js';
import type { DueLinks } from '../server/kit/due.js';
import type { FormatUi } from '../server/kit/ui.js';

export interface FormatModule {
  /** The format's name: its folder's and its rules' (`formats/loaders.ts`). */
  readonly name: string;
  /** Its pages and forms (`web/index.tsx`). */
  readonly web?: FormatUi;
  /** Its pages' texts in en, de and nl (`web/messages.ts`), merged into the web catalogue. */
  readonly pageMessages?: Messages;
  /**
   * Names in en, de and nl of what only it has: its presets (`preset.<format>.<preset>`), commands
   * (`command.<type>`), their fields and choices (`field.<name>`, `choice.<value>`) and events
   * (`event.<type>`), merged into the web catalogue beside the shared names
   * (server/texts/command-names.ts, event-names.ts: the core's and those two formats or more share).
   */
  readonly names?: Messages;
  /** Its JSON views (`web/api.ts`, `GET /api/competitions/:id/views/:view`). */
  readonly apiViews?: readonly ApiView[];
  /** What it puts into a calendar (`web/calendar.ts`); without: its rounds that have a moment. */
  readonly calendar?: CalendarEntriesOf;
  /** Where its due items are resolved (`web/due.ts`); without: the act page. */
  readonly due?: DueLinks;
  /** Its own downloads (`web/downloads.ts`) beside the standings, results and document. */
  readonly downloads?: readonly Download[];
  /**
   * True for a format without a schedule of its own (the pyramid's challenges are made as players
   * go): the director's setup checklist asks for no dates.
   */
  readonly unscheduled?: boolean;
  /** The anchor of the act page's form that sets its dates and rounds (the checklist links there). */
  readonly datesForm?: string;
  /** Its mail grammar and notices (`mail/index.ts`, also in its manifest, for `formats/mail.ts`). */
  readonly mail?: FormatMail;
}
