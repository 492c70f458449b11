/**
 * The one reader of the web app's forms: reads a submitted form field by field into a raw
 * command, collecting an error per field in the reader's language, so the form comes back with
 * each error at its field (form-kit.tsx). Whether the actor may issue the command, and whether
 * the rules accept it, stays the app's decision. Numbers are read as people type them: "2,5"
 * as well as "2.5" (numbers.ts writes them the same way).
 */
import type { Translate } from '../../app/i18n.js';
import { parseMoment } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type { ParsedForm } from '../kit/ui.js';
import type { FormValues } from './form-kit.js';

type Command = { readonly type: string; readonly [k: string]: unknown };
type Params = Readonly<Record<string, string | number>>;

const NUMBER = /^[-−]?\d+(?:[.,]\d+)?$/;

/** A number written with a decimal point or comma ("-2,5"), else undefined. */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed.replace('−', '-').replace(',', '.')) : undefined;
}

/** The same as exact decimal text with a point ("2,50" → "2.50"), for exact arithmetic. */
export function decimalInput(text: string): string | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? trimmed.replace('−', '-').replace(',', '.') : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export interface ReaderOptions {
  /** The message key of a missing reason (each format words it for its own overrides). */
  readonly reasonRequired?: string;
}

export class FormReader {
  readonly errors: Record<string, string> = {};

  constructor(
    readonly values: FormValues,
    readonly t: Translate,
    private readonly options: ReaderOptions = {},
  ) {}

  /** Records the field's first error (a message key) and reads as nothing. */
  fail(field: string, key: string, params?: Params): undefined {
    this.errors[field] ??= this.t(key, params);
    return undefined;
  }

  text(field: string): string {
    const v = this.values[field];
    return (typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '').trim();
  }

  /** The values of a field of many (checkboxes, a multiple choice), without empty ones. */
  list(field: string): string[] {
    const v = this.values[field];
    return (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []).map((x) => x.trim()).filter(Boolean);
  }

  /** The lines of a text field, without empty ones. */
  lines(field: string): string[] {
    return this.text(field)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  }

  required(field: string): string | undefined {
    const v = this.text(field);
    return v === '' ? this.fail(field, 'form.required') : v;
  }

  /** A whole number from `min` to `max`; `invalid` is the message key for text that is none. */
  int(
    field: string,
    min: number,
    max: number,
    invalid = 'form.invalid',
    params?: Params,
  ): number | undefined {
    const v = this.text(field);
    if (v === '') return this.fail(field, 'form.required');
    if (!/^[-−]?\d{1,9}$/.test(v)) return this.fail(field, invalid, params);
    const n = Number(v.replace('−', '-'));
    if (n < min) return this.fail(field, 'form.tooSmall', { min });
    return n > max ? this.fail(field, 'form.tooBig', { max }) : n;
  }

  /** A whole number, or nothing when the field was left empty. */
  optionalInt(
    field: string,
    min: number,
    max: number,
    invalid?: string,
    params?: Params,
  ): number | undefined {
    return this.text(field) === '' ? undefined : this.int(field, min, max, invalid, params);
  }

  /** An exact decimal as text with a point ("2,5" → "2.5"), for the rules' exact arithmetic. */
  decimal(field: string): string | undefined {
    const v = this.required(field);
    if (v === undefined) return undefined;
    return decimalInput(v) ?? this.fail(field, 'form.invalid');
  }

  /** One of the participants `known` accepts. */
  participant(field: string, known: (id: string) => boolean): string | undefined {
    const v = this.text(field);
    return v !== '' && known(v) ? v : this.fail(field, 'form.choose');
  }

  /** The reason for an override (kept in the history), required when `needed`. */
  reason(needed: boolean, field = 'reason'): string | undefined {
    const v = this.text(field);
    if (v.length > 2000) return this.fail(field, 'form.tooLong');
    if (v === '' && needed) return this.fail(field, this.options.reasonRequired ?? 'form.required');
    return v === '' ? undefined : v;
  }

  /** A calendar date (YYYY-MM-DD); `invalid` is the message key for text that is none. */
  date(field: string, invalid = 'form.invalid'): string | undefined {
    const v = this.required(field);
    if (v === undefined) return undefined;
    return DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : this.fail(field, invalid);
  }

  /**
   * A moment: a date and time as a `datetime-local` field sends it, taken in UTC, or a full
   * moment with its offset.
   */
  moment(field: string, required: boolean, invalid = 'form.invalid'): Moment | undefined {
    const v = this.text(field);
    if (!v) return required ? this.fail(field, 'form.required') : undefined;
    const parsed = parseMoment(LOCAL_TIME.test(v) ? `${v.length === 16 ? `${v}:00` : v}Z` : v);
    return parsed.ok ? parsed.value : this.fail(field, invalid);
  }

  /** The command, or the errors when any field was wrong. */
  done(command: Command | (() => Command)): ParsedForm {
    if (Object.keys(this.errors).length > 0) return { errors: this.errors };
    return { command: typeof command === 'function' ? command() : command };
  }
}

/** A reason for the command when one was given. */
export const withReason = (reason: string | undefined): { reason?: string } => (reason ? { reason } : {});
