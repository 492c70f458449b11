/**
 * Root types shared by every layer. This file imports nothing, so anything may import it.
 */

/** An ISO-8601 timestamp with an explicit offset (`2026-03-02T18:00:00+01:00` or `…Z`). */
export type Moment = string & { readonly __moment: unique symbol };

export type ParticipantId = string;

export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** A stable error code, usable in logs, HTTP bodies and CLI output: `ERR_NOT_CHALLENGEABLE`. */
export type ErrorCode = `ERR_${string}`;

/**
 * Why a command, a document or an input was refused: a stable code and a sentence in English.
 * `path` names the offending field (`events[3].at`, `config.topValue`) where there is one;
 * `params` carries the values a translated message needs.
 */
export interface Refusal {
  readonly code: ErrorCode;
  readonly message: string;
  readonly path?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const refusal = (
  code: ErrorCode,
  message: string,
  extra: { path?: string; params?: Record<string, string | number> } = {},
): Refusal => ({ code, message, ...extra });

export const LANGS = ['en', 'de', 'nl'] as const;
export type Lang = (typeof LANGS)[number];

/** UI texts of one module in every language; keys are dotted (`keizer.column.value`). */
export type Messages = Readonly<Record<Lang, Readonly<Record<string, string>>>>;

/**
 * A catalog whose German and Dutch texts are typed by the English keys, so none can be missing:
 * `defineCatalog({ 'a.b': 'Text' }, { 'a.b': 'Text' }, { 'a.b': 'Tekst' })`.
 */
export function defineCatalog<K extends string>(
  en: Readonly<Record<K, string>>,
  de: Readonly<Record<K, string>>,
  nl: Readonly<Record<K, string>>,
): Messages {
  return { en, de, nl };
}
