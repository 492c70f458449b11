/**
 * How a format adds its own pages and forms to the web app. Every member is optional: without
 * them a format gets the generic pages (standings, rounds, due, history) and forms generated
 * from its command schemas.
 */
import type { Child } from 'hono/jsx';
import type { Access } from '../../app/access.js';
import type { Loaded } from '../../app/competitions.js';
import type { Translate } from '../../app/i18n.js';
import type { Roster } from '../../core/participant.js';
import type { Lang, Moment } from '../../core/types.js';
import type { FieldErrors } from '../forms.js';

export interface PageContext {
  readonly t: Translate;
  readonly lang: Lang;
  readonly loaded: Loaded;
  /** The format's state as of `asOf`. */
  readonly state: unknown;
  readonly roster: Roster;
  readonly asOf: Moment;
  /** True when the page shows the past (an explicit "as of"). */
  readonly historic: boolean;
  readonly access: Access;
  readonly csrf: string;
  /** Query parameters of the request (e.g. a selected player). */
  readonly query: Readonly<Record<string, string>>;
  /** On the "act" page after a format's own form was refused: which form, what was entered, what is wrong. */
  readonly submitted?: SubmittedForm;
}

/** Fields of a submitted form (repeated fields as lists), without the CSRF token. */
export type FormFields = Readonly<Record<string, string | readonly string[]>>;

export interface SubmittedForm {
  /** The form's `_form` field: which of the format's forms it was. */
  readonly form: string;
  readonly values: FormFields;
  readonly errors: FieldErrors;
}

/** A format's form read back: the raw command to execute, or field errors in the user's language. */
export type ParsedForm =
  | { readonly command: { readonly type: string; readonly [k: string]: unknown } }
  | { readonly errors: FieldErrors };

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

export interface FormatUi {
  /** Replaces the generic standings table on the competition's main page. */
  readonly standings?: (ctx: PageContext) => Child;
  /** Extra tabs (pyramid view, crosstable, bracket …). */
  readonly tabs?: readonly FormatTab[];
  /** Friendly forms shown above the generated ones on the "act" page (e.g. "report your result"). */
  readonly actions?: (ctx: PageContext) => Child;
  /**
   * Reads back a friendly form (one that carries a `_form` field) into a raw command, which the
   * app then validates, authorizes and decides like any other; undefined for a form it does not
   * know. Without it, such forms are read by the command's schema like the generated ones.
   */
  readonly parseForm?: (fields: FormFields, ctx: PageContext) => ParsedForm | undefined;
}
