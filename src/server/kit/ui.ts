/**
 * How a format adds its own pages and forms to the web app. Every member is optional: without
 * them a format gets the generic pages (standings, rounds, due, history) and forms generated
 * from its command schemas.
 */
import type { Child } from 'hono/jsx';
import type { Access } from '../../app/accounts/access.js';
import type { Loaded } from '../../app/competitions/competitions.js';
import type { Audience } from '../../app/competitions/present.js';
import type { Translate } from '../../app/i18n.js';
import type { MomentText } from '../../app/moment-text.js';
import type { StoredEvent } from '../../core/events.js';
import { isAfter } from '../../core/moment.js';
import type { Roster } from '../../core/participant.js';
import type { Lang, Moment } from '../../core/types.js';

/** Field-level messages of a refused form, by field name, in the user's language. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface PageContext {
  readonly t: Translate;
  readonly lang: Lang;
  readonly loaded: Loaded;
  /** The format's state as of `asOf`. */
  readonly state: unknown;
  readonly roster: Roster;
  readonly asOf: Moment;
  /** The club's time zone (IANA name) the page shows moments in. */
  readonly zone: string;
  /** Moments in words, in `zone` and `lang`, relative to `asOf`. */
  readonly when: MomentText;
  /** True when the page shows the past (an explicit "as of"). */
  readonly historic: boolean;
  readonly access: Access;
  readonly csrf: string;
  /** Query parameters of the request (e.g. a selected player). */
  readonly query: Readonly<Record<string, string>>;
  /**
   * Another competition the viewer may see, as of the same moment (e.g. the rapid competition
   * beside a Keizer season); undefined when there is none or the viewer may not see it.
   */
  readonly related?: (
    id: string,
  ) => Promise<{ readonly loaded: Loaded; readonly state: unknown } | undefined>;
}

export interface FormatTab {
  readonly id: string;
  /** Message key of the tab's title. */
  readonly label: string;
  /** Shown to directors only. */
  readonly directorOnly?: boolean;
  /** Whether the competition has this page at all (e.g. a bracket only where there is a cup). */
  readonly available?: (loaded: Loaded) => boolean;
  render(ctx: PageContext): Child;
}

/**
 * One of the format's own forms, submitted and refused: the route hands it back so the form can
 * show its field errors and keep what was typed. Friendly forms name themselves in a hidden
 * `_form` field; the generated forms stay closed then.
 */
export interface SubmittedForm {
  /** The value of the form's `_form` field. */
  readonly form: string;
  readonly errors: FieldErrors;
  readonly values: Readonly<Record<string, string | string[]>>;
}

/** A friendly form read by the format: the raw command to execute, or field errors in the user's language. */
export type ParsedForm =
  | {
      readonly command: { readonly type: string; readonly [k: string]: unknown };
      /** For a result: the result the form showed for the game it chose (issue 25.15), else `_seen`. */
      readonly seen?: string;
    }
  | { readonly errors: FieldErrors };

export interface FormatUi {
  /** Replaces the generic standings table on the competition's main page. */
  readonly standings?: (ctx: PageContext) => Child;
  /**
   * True when `standings`, seen by an anonymous visitor at a URL without a query, is a pure
   * function of the state, the roster and the language (it reads neither the viewer nor the
   * moment of asking, and `advance` keeps the state while nothing is due): the whole page is then
   * rendered once per state and remembered like the generic one (server/http/rendered.ts).
   * A function instead says what else the page reads from the moment of asking, as a text that
   * changes when the page would (the pyramid: the club's day, for who is on vacation): the page
   * is then remembered per state and that text, the latest text only.
   */
  readonly standingsOfState?: boolean | ((ctx: PageContext) => string);
  /** Extra tabs (pyramid view, crosstable, bracket …). */
  readonly tabs?: readonly FormatTab[];
  /** Friendly forms shown above the generated ones on the "act" page (e.g. "report your result"). */
  readonly actions?: (ctx: PageContext, submitted?: SubmittedForm) => Child;
  /**
   * Participant attributes the format reads (e.g. a shogi rank), offered as text fields in the
   * generated forms that register or update a participant.
   */
  readonly participantAttributes?: readonly string[];
  /**
   * Reads back one of the format's own forms (a form with a `_form` field) into a raw command,
   * which the app then validates, authorizes and decides like any other — or into field errors
   * in the user's language; undefined for a form it does not know. Without it, such forms are
   * read by the command's schema like the generated ones.
   */
  readonly parseForm?: (fields: SubmittedForm['values'], ctx: PageContext) => ParsedForm | undefined;
  /**
   * When the public may see an event (e.g. a pairing before its publication time, KZ-12):
   * until then the history and the events API show it to directors only. Undefined: at once.
   */
  readonly publicFrom?: (event: StoredEvent, state: unknown) => Moment | undefined;
  /** The time zone the competition's configuration names (its club's), when it names one. */
  readonly timeZone?: (state: unknown) => string | undefined;
  /**
   * A value of an event's data in words for the history page (a game's id as the game's name, a
   * handicap's id as its name), where the format has words for it; undefined: shown as written.
   */
  readonly historyValue?: (value: string, t: Translate, state: unknown) => string | undefined;
}

/** A `historyValue` for values the format's messages name as `<prefix><value>`; others as written. */
export const historyText =
  (prefix: string) =>
  (value: string, t: Translate): string | undefined => {
    const key = `${prefix}${value}`;
    const text = t(key);
    return text === key ? undefined : text;
  };

/** The events the audience may see as of a moment (directors see every one); the same array when nothing is withheld. */
export function visibleEvents(
  ui: FormatUi | undefined,
  events: readonly StoredEvent[],
  state: unknown,
  asOf: Moment,
  audience: Audience,
): readonly StoredEvent[] {
  const from = ui?.publicFrom;
  if (audience === 'director' || !from) return events;
  const shown = events.filter((e) => {
    const at = from(e, state);
    return at === undefined || !isAfter(at, asOf);
  });
  return shown.length === events.length ? events : shown;
}

/** The zone a competition's pages show moments in: its configuration's, else the clubs' default. */
export const competitionZone = (ui: FormatUi | undefined, state: unknown, fallback: string): string =>
  ui?.timeZone?.(state) ?? fallback;
