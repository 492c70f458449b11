/**
 * How a due item is written and linked for one reader: the reader (server/pages/due.tsx writes the
 * items), and what a format's module adds (`formats/<f>/web/due.ts`): the director's form that
 * resolves each item, and parameters only the format can put in words.
 */

import type { Audience } from '../../app/competitions/present.js';
import type { Translate } from '../../app/i18n.js';
import type { MomentText } from '../../app/moment-text.js';
import type { Roster } from '../../core/participant.js';
import type { DueItem } from '../../core/views.js';

/** What a due item needs to be written for one reader. */
export interface DueReader {
  readonly t: Translate;
  readonly roster: Roster;
  readonly audience: Audience;
  readonly when: MomentText;
  /** The competition's id, format name and state (for games in words). */
  readonly competitionId: string;
  readonly format: string;
  readonly state: unknown;
  /** Directors get links to the director's forms; players to their own. */
  readonly isDirector: boolean;
}

type Query = Record<string, string | number>;
/** Where an item is resolved: query parameters the act page's forms read, and the form's anchor. */
export type DueTarget = { readonly query?: Query; readonly anchor?: string };

/** A format's links from its due items to the forms that resolve them. */
export interface DueLinks {
  /** The director's form for an item. */
  readonly directorTarget: (item: DueItem, state: unknown) => DueTarget;
  /** A parameter in words where only the format has words for it (a game by its title); undefined: as written. */
  readonly paramText?: (key: string, value: string, reader: DueReader) => string | undefined;
}

/** An item's parameter, undefined where it is absent or empty. */
export const dueParam = (item: DueItem, key: string): string | undefined => {
  const v = item.params?.[key];
  return v === undefined || v === '' ? undefined : String(v);
};
