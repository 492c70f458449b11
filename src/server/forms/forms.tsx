/**
 * Form building blocks of the pages outside the competitions (sign-in, account, clubs): their
 * labelled fields (the one form kit's, form-kit.tsx, with ids `f-<name>`), the CSRF field, and
 * turning zod issues into field-level messages in the user's language.
 */
import type { Child } from 'hono/jsx';
import type { z } from 'zod';
import type { Translate } from '../../app/i18n.js';
import type { FieldErrors } from '../kit/ui.js';
import { pageView, SelectField, TextField } from './form-kit.js';

export type { FieldErrors } from '../kit/ui.js';
export { Csrf } from './form-kit.js';

export interface FieldProps {
  readonly name: string;
  readonly label: string;
  readonly type?: string;
  readonly value?: string;
  readonly errors?: FieldErrors;
  readonly required?: boolean;
  readonly autocomplete?: string;
  readonly hint?: string;
  readonly inputmode?: 'email' | 'text' | 'search' | 'tel' | 'url' | 'none' | 'numeric' | 'decimal';
  readonly placeholder?: string;
}

/** A field of a page's single form, from the one form kit (form-kit.tsx); a password is never echoed. */
export function Field({ errors, value, type, ...props }: FieldProps) {
  return (
    <TextField
      view={pageView(errors)}
      {...props}
      {...(type ? { type } : {})}
      {...(value !== undefined && type !== 'password' ? { value } : {})}
    />
  );
}

/** A choice of a page's single form; "—" first unless one must be chosen. */
export function Select(props: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  value?: string;
  errors?: FieldErrors;
  required?: boolean;
  multiple?: boolean;
}) {
  return (
    <SelectField
      view={pageView(props.errors)}
      name={props.name}
      label={props.label}
      options={props.options}
      value={props.value}
      required={props.required}
      multiple={props.multiple}
      {...(props.required && !props.multiple ? {} : { empty: '—' })}
    />
  );
}

export function ErrorSummary({
  t,
  errors,
  message,
}: {
  t: Translate;
  errors?: FieldErrors;
  message?: string;
}): Child {
  const count = Object.keys(errors ?? {}).length;
  if (!message && count === 0) return null;
  return (
    <div class="notice error" role="alert" tabindex={-1} id="form-errors">
      {message ?? t('form.fixErrors', { count })}
    </div>
  );
}

/** Field errors from zod issues: our own messages are message keys; others are translated by kind. */
export function fieldErrors(error: z.ZodError, t: Translate, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    if (out[field]) continue;
    out[field] = translateIssue(issue, t);
  }
  return out;
}

function translateIssue(issue: z.core.$ZodIssue, t: Translate): string {
  if (issue.message.startsWith('form.')) return t(issue.message);
  const i = issue as {
    code: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    origin?: string;
    input?: unknown;
  };
  switch (i.code) {
    case 'invalid_type':
      return i.input === undefined ? t('form.required') : t('form.invalid');
    case 'too_small':
      return i.origin === 'string' && Number(i.minimum) === 1
        ? t('form.required')
        : t('form.tooSmall', { min: String(i.minimum) });
    case 'too_big':
      return t('form.tooBig', { max: String(i.maximum) });
    case 'invalid_value':
    case 'invalid_union':
      return t('form.choose');
    default:
      return issue.message;
  }
}
